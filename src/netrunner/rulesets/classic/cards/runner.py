"""The Runner's 1996 cards of the first release: icebreakers and programs, hardware, resources,
preps."""

from __future__ import annotations

from ....engine.carddef import Ability, Breaker, Cost, Trigger
from ....engine.choices import RunChosenServer
from ....engine.effects import DrawCards, GainCredits, PlaceCounters, TakeHostedCredits
from ..rules import GiveCorpCounter, SuccessfulRunOn
from .base import define

# ---------------------------------------------------------------------- icebreakers

define("Loony Goon", breaker=Breaker("Sentry", break_cost=1, boost_cost=1, boost=1))
define("Black Dahlia", breaker=Breaker("Sentry", break_cost=2, boost_cost=2, boost=1))
define("Tinweasel", breaker=Breaker("Code Gate", break_cost=0))
define("Codecracker", breaker=Breaker("Code Gate", break_cost=0, boost_cost=1, boost=1))
define("Hammer", breaker=Breaker("Wall", break_cost=1, boost_cost=1, boost=1))
define("Krash", breaker=Breaker(None, break_cost=2, boost_cost=2, boost=1))
define("Flak", breaker=Breaker("AP", break_cost=1, boost_cost=1, boost=1))

# ---------------------------------------------------------------------- viruses

define(
    "Butcher Boy",
    triggers=(
        Trigger(
            "successful_run",
            (GiveCorpCounter("butcher_boy", "Butcher Boy"),),
            condition=SuccessfulRunOn("HQ"),
            text=f"Whenever {SuccessfulRunOn('HQ').text()}: "
            + GiveCorpCounter("butcher_boy", "Butcher Boy").text(),
        ),
    ),
    notes=(
        "The Corp's Butcher Boy counters stay when this program leaves play. At the start of each"
        " of your turns, gain 1 bit for every two of them.",
        "The Corp may remove all virus counters by forgoing its next three actions.",
    ),
)

# ---------------------------------------------------------------------- hardware

define("Zetatech Mem Chip", memory=2)

# ---------------------------------------------------------------------- resources

define(
    "Short-Term Contract",
    on_install=(PlaceCounters("credit", 12),),
    abilities=(Ability(Cost(clicks=1), (TakeHostedCredits(2),)),),
)

# ---------------------------------------------------------------------- preps

define("Score!", on_play=(GainCredits(9),))
define("Livewire's Contacts", on_play=(GainCredits(3),))
define("Jack 'n' Joe", on_play=(DrawCards(3),))
define("Inside Job", on_play=(RunChosenServer(mods=(("bypass", 1),)),))

"""The Runner's 1996 cards of the first release: icebreakers and programs, hardware, resources,
preps."""

from __future__ import annotations

from ....engine.carddb import RUNNER
from ....engine.carddef import Ability, Breaker, Cost, Prevention, Trigger
from ....engine.checkpoint import TrashWhenCountersGone
from ....engine.choices import Expose, MakeRun, RunChosenServer
from ....engine.damage import DamageShield, UnpreventableDamage
from ....engine.effects import (
    DrawCards,
    GainCredits,
    LoseCredits,
    PlaceCounters,
    ScoreAgendaPoints,
    TakeHostedCredits,
    TurnFlag,
)
from ....engine.fetch import SearchDeck
from ....engine.words import credits
from ..forts import PutFortCounter
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

# ---------------------------------------------------------------------- other programs

define("Force Shield", shields=(DamageShield(("net", "brain"), 2),))
define("Mouse", abilities=(Ability(Cost(clicks=1), (Expose(roots_only=True),)),))

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

define(
    "Pox",
    triggers=(
        Trigger(
            "successful_run",
            (PutFortCounter("pox", "Pox"),),
            text="Whenever you make a successful run, "
            + PutFortCounter("pox", "Pox").text()[0].lower()
            + PutFortCounter("pox", "Pox").text()[1:],
        ),
    ),
    notes=(
        "Every two Pox counters in a fort make installing a card in or on that fort cost the Corp"
        " 1 bit more. They stay when this program leaves play.",
        "The Corp may remove all virus counters by forgoing its next three actions.",
    ),
)

# ---------------------------------------------------------------------- hardware

define("Zetatech Mem Chip", memory=2)
define(
    "Parraline 5750",
    memory=1,
    recurring=1,
    recurring_for=("icebreaker",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)
define(
    "Armored Fridge",
    on_install=(PlaceCounters("ablative", 7),),
    prevention=(
        Prevention(
            "meat",
            1,
            Cost(counter="ablative", counters=1),
            text="Remove 1 ablative counter: Prevent 1 meat damage.",
        ),
    ),
    state_checks=(TrashWhenCountersGone("ablative"),),
)
define(
    "Nasuko Cycle",
    prevention=(
        Prevention("tag", 1, Cost(credits=3), text=f"{credits(3)}: Avoid receiving 1 tag."),
    ),
)

# ---------------------------------------------------------------------- resources

define(
    "Short-Term Contract",
    on_install=(PlaceCounters("credit", 12),),
    abilities=(Ability(Cost(clicks=1), (TakeHostedCredits(2),)),),
)
define(
    "Fall Guy",
    prevention=(
        Prevention("tag", 1, Cost(trash_self=True), text="Trash this card: Avoid receiving 1 tag."),
    ),
)
define(
    "The Short Circuit",
    abilities=(Ability(Cost(clicks=1, credits=1), (SearchDeck(RUNNER, "program"),)),),
)

define(
    "Karl de Veres, Corporate Stooge",
    triggers=(
        Trigger(
            "successful_run",
            (GainCredits(1),),
            text=f"Whenever you make a successful run, {GainCredits(1).text()[0].lower()}"
            + GainCredits(1).text()[1:],
        ),
    ),
)

# agenda points spent as a cost (rules-diff 43)
define(
    "Databroker",
    abilities=(Ability(Cost(clicks=1, trash_self=True, agenda_points=1), (GainCredits(10),)),),
)

# ---------------------------------------------------------------------- preps

define("Score!", on_play=(GainCredits(9),))
define("Livewire's Contacts", on_play=(GainCredits(3),))
define("Jack 'n' Joe", on_play=(DrawCards(3),))
define("Inside Job", on_play=(RunChosenServer(mods=(("bypass", 1),)),))
define("Custodial Position", on_play=(MakeRun("R&D", mods=(("access_extra", 2),)),))
define("Weather-to-Finance Pipe", on_play=(MakeRun("HQ", instead=(LoseCredits(4),)),))
define(
    "Lucidrine [TM] Booster Drug",
    on_play=(
        RunChosenServer(mods=(("run_credits", 9),), on_end=(UnpreventableDamage("brain", 1),)),
    ),
)
define(
    "Hot Tip for WNS",
    on_play=(
        ScoreAgendaPoints(
            1, TurnFlag("stolen:Black Ops", "you liberated a Black Ops agenda this turn")
        ),
    ),
)
define(
    "Desperate Competitor",
    play_condition=TurnFlag("stolen:Gray Ops", "you liberated a Gray Ops agenda this turn"),
    on_play=(ScoreAgendaPoints(1),),
)

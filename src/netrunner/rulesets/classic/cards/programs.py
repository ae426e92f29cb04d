"""The 1996 programs: icebreakers, viruses and other programs."""

from __future__ import annotations

from ....engine.carddef import Ability, Breaker, Cost, LinkSource, Trigger
from ....engine.choices import Expose
from ....engine.damage import DamageShield
from ..forts import PutFortCounter
from ..rules import GiveCorpCounter, SuccessfulRunOn
from .base import define

define("Loony Goon", breaker=Breaker("Sentry", break_cost=1, boost_cost=1, boost=1))

define("Black Dahlia", breaker=Breaker("Sentry", break_cost=2, boost_cost=2, boost=1))

define("Tinweasel", breaker=Breaker("Code Gate", break_cost=0))

define("Codecracker", breaker=Breaker("Code Gate", break_cost=0, boost_cost=1, boost=1))

define("Hammer", breaker=Breaker("Wall", break_cost=1, boost_cost=1, boost=1))

define("Krash", breaker=Breaker(None, break_cost=2, boost_cost=2, boost=1))

define("Flak", breaker=Breaker("AP", break_cost=1, boost_cost=1, boost=1))

define("Force Shield", shields=(DamageShield(("net", "brain"), 2),))

define("Mouse", abilities=(Ability(Cost(clicks=1), (Expose(roots_only=True),)),))

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

define("Baedeker's Net Map", link_source=LinkSource(0, 1, boost_cost=1, boost=1))

define("Signpost", link_source=LinkSource(None, 0, boost_cost=1, boost=2, post_reveal=True))

# ---------------------------------------------------------------------- runner-basics: programs

from ....engine.choices import MakeRun  # noqa: E402
from ....engine.effects import GainCredits  # noqa: E402
from ...anr.cards.anarch import IceCarverWeakens  # noqa: E402

define("Codeslinger", breaker=Breaker("Sentry", break_cost=1))

define("Cyfermaster", breaker=Breaker("Code Gate", break_cost=2, boost_cost=1, boost=1))

define("Dwarf", breaker=Breaker("Wall", break_cost=1, boost_cost=1, boost=1))

define(
    "Evil Twin",
    breaker=Breaker("Sentry", break_cost=3, boost_cost=1, boost=1),
    shields=(DamageShield(("net", "brain"), 2),),
)

define("Grubb", breaker=Breaker("Wall", break_cost=1, boost_cost=2, boost=1, boost_for_run=True))

define("Raffles", breaker=Breaker("Code Gate", break_cost=1, boost_cost=2, boost=1))

define("Raptor", breaker=Breaker("Sentry", break_cost=2, boost_cost=1, boost=1))

define("Shaka", breaker=Breaker("Sentry", break_cost=1, boost_cost=2, boost=1))

define("Wild Card", breaker=Breaker("Sentry", break_cost=0, boost_cost=3, boost=1))

define("Wizard's Book", breaker=Breaker("Code Gate", break_cost=0, boost_cost=2, boost=1))

define("Worm", breaker=Breaker("Wall", break_cost=0, boost_cost=3, boost=1))

define("Clown", strength_mods=(IceCarverWeakens(),))  # the ANR Ice Carver's modifier

define("Newsgroup Filter", abilities=(Ability(Cost(clicks=1), (GainCredits(2),)),))

define("SeeYa", abilities=(Ability(Cost(clicks=1, credits=1), (Expose(),)),))

define("Shield", shields=(DamageShield(("net",), 2),))

define(  # the ANR Sneakdoor Beta's run
    "Shredder Uplink Protocol",
    abilities=(Ability(Cost(clicks=1), (MakeRun("Archives", mods=(("as_hq", 1),)),)),),
)

define("Bakdoor [TM]", link_source=LinkSource(0, 3, boost_cost=2, boost=1))

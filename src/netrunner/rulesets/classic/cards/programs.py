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

# ---------------------------------------------------------------------- corp-static: programs
# Fait counters in forts (difficulty), a lower trace limit for ice (corp-static notes)

from ..difficulty import FAIT, SuccessfulRunOnSubsidiary  # noqa: E402
from ..tracemods import TraceLimit  # noqa: E402

define(
    "Fait Accompli",
    triggers=(
        Trigger(
            "successful_run",
            (PutFortCounter(FAIT, "Fait"),),
            condition=SuccessfulRunOnSubsidiary(),
            text="Whenever you make a successful run on a subsidiary data fort, put a Fait"
            " counter in that fort.",
        ),
    ),
    notes=(
        "Every two Fait counters in a fort give +1 difficulty to all agendas installed in that"
        " fort. They stay when this program leaves play.",
        "The Corp may remove all virus counters by forgoing its next three actions.",
    ),
)

define("Rabbit", trace_mods=(TraceLimit(-1, from_ice=True),))

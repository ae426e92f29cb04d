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

from ....engine.choices import MakeRun  # noqa: E402
from ..difficulty import FAIT, SuccessfulRunOnSubsidiary  # noqa: E402
from ..looks import AccessedFrom, LookAtHQ, LookAtTopOfRD  # noqa: E402
from ..topn import DuringRun, InstallProgram, MayCutRD, OncePerRun, ShowTopAndInstall  # noqa: E402
from ..tracemods import TraceLimit  # noqa: E402
from ..viruses import (  # noqa: E402
    CORP_VIRUSES,
    PATTEL_NOTE,
    PURGE_NOTE,
    AllBrokenMarks,
    MaySpy,
    PattelCounter,
    RunWasSuccessful,
)

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


def _corp_virus(title: str, kind: str, server: str | None) -> None:
    """A virus that gives the Corp a counter of ``kind`` whenever the Runner makes a successful
    run (on ``server``, if given); what the counters do is the ruleset's (``viruses.py``)."""
    v = CORP_VIRUSES[kind]
    give = GiveCorpCounter(kind, v.name)
    on = f" on {server}" if server else ""
    define(
        title,
        triggers=(
            Trigger(
                "successful_run",
                (give,),
                condition=SuccessfulRunOn(server) if server else None,
                text=f"Whenever you make a successful run{on}, "
                + give.text()[0].lower()
                + give.text()[1:],
            ),
        ),
        notes=(v.does, PURGE_NOTE),
    )


_corp_virus("Boardwalk", "boardwalk", "HQ")

_corp_virus("Cascade", "cascade", "R&D")

_corp_virus("Cockroach", "cockroach", "HQ")

_corp_virus("Deep Thought", "thought", "R&D")

_corp_virus("Gremlins", "gremlin", "HQ")

_corp_virus("Incubator", "incubate", None)

_corp_virus("Skivviss", "skivviss", "R&D")

define(
    "Pattel's Virus",
    triggers=(
        Trigger("encounter_ends", (AllBrokenMarks(),)),  # remembers the ice fully broken
        Trigger("successful_run", (PattelCounter(),), text=PattelCounter().text()),
    ),
    notes=(PATTEL_NOTE, PURGE_NOTE),
)

define(
    "I Spy",
    triggers=(
        Trigger("run_ends", (MaySpy(),), condition=RunWasSuccessful(), text=MaySpy().text()),
    ),
)

define(
    "Expert Schedule Analyzer",
    triggers=(
        Trigger(
            "run_ends",
            (LookAtHQ(),),
            condition=AccessedFrom("HQ"),
            text="After you access cards from HQ, look at all cards in HQ.",
        ),
    ),
)

define(
    "R&D-Protocol Files",
    abilities=(
        Ability(
            Cost(clicks=1),
            (MakeRun("R&D", instead=(LookAtTopOfRD(5),), mods=(("must_replace", 1),)),),
        ),
    ),
)

define(
    "Microtech AI Interface",
    triggers=(
        Trigger(
            "access_begins",
            (MayCutRD(),),
            condition=SuccessfulRunOn("R&D"),  # the access about to begin is on R&D
            text="Whenever you are about to access cards from R&D, you may first cut any number"
            " of cards from the top of R&D to the bottom.",
        ),
    ),
)

define("Mystery Box", abilities=(Ability(Cost(), (ShowTopAndInstall(5),), condition=OncePerRun()),))

define(
    "Self-Modifying Code",
    abilities=(Ability(Cost(trash_self=True), (InstallProgram(),), condition=DuringRun()),),
)

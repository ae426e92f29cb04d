"""The 1996 nodes and upgrades: cards installed in data forts, advanced, rezzed or accessed."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, Trigger
from ....engine.choices import CorpMayPay
from ....engine.damage import Damage
from ....engine.dice import AtMostTags, RollDie, TrashThis
from ....engine.effects import (
    GiveTags,
    IceHerePlus,
    NotFromArchives,
    PerAdvancement,
    PlaceCounters,
    RunnerHasTags,
    TakeHostedCredits,
)
from ..rules import ShownFromRD
from ..runner_counters import GiveRunnerCounter
from .base import define

define(
    "Rockerboy Promotion",
    on_rez=(PlaceCounters("credit", 15),),
    abilities=(Ability(Cost(clicks=1), (TakeHostedCredits(3),)),),
)

define(
    "Holovid Campaign",
    on_rez=(PlaceCounters("credit", 12),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeHostedCredits(1),),
            text="When your turn begins, take 1 bit from this card; once it holds none, trash it.",
        ),
    ),
)

define(
    "Setup!",
    on_access=(ShownFromRD(), Damage("net", 2)),
    access_condition=NotFromArchives(),
)

define(
    "TRAP!",
    on_access=(ShownFromRD(), CorpMayPay(4, (Damage("net", 3), GiveTags(1)))),
    access_condition=NotFromArchives(),
)

define(
    "Vacant Soulkiller",
    advanceable=True,
    on_access=(PerAdvancement(Damage("brain", 1)),),
)

define("Red Herrings", steal_cost=5)

define(  # a counter on the Runner that changes traces (rules-diff 88, 120)
    "Crybaby",
    on_access=(GiveRunnerCounter("crying"),),
    notes=(
        "Each Crying counter takes 2 off the Runner's link in every trace. The Runner may remove"
        " one by taking an action to pay 2 bits.",
    ),
)

define(  # agenda points spent as a cost (rules-diff 43)
    "I Got a Rock",
    abilities=(
        Ability(Cost(clicks=1, agenda_points=3), (Damage("meat", 15),), condition=RunnerHasTags(2)),
    ),
)

define(  # a die roll (rules-diff 60)
    "Schlaghund",
    abilities=(
        Ability(Cost(clicks=1), (RollDie(((AtMostTags(), (Damage("meat", 10), TrashThis())),)),)),
    ),
)

define("Antiquated Interface Routines", strength_mods=(IceHerePlus(1),))

# ---------------------------------------------------------------------- corp-static: nodes, upgrades
# ice modifiers, hosted bits, ice install costs, advancement counters spent, shuffles, traces

from ....engine.choices import sub  # noqa: E402
from ....engine.effects import EndTheRun, GainCredits  # noqa: E402
from ..advancing import HasAdvancements, MoveAdvancements, YourTurn  # noqa: E402
from ..hosted import HasBits, TakeBits  # noqa: E402
from ..icemods import (  # noqa: E402
    AddedSubroutine,
    EndRunUnlessPays,
    IceInstallCost,
    KeywordIceStrength,
    KeywordRezDiscount,
)
from ..installs import UninstallToHQ  # noqa: E402
from ..rules import GainActions  # noqa: E402
from ..shuffles import Reschedule, ShowAgendasFromHQ  # noqa: E402
from ..tracemods import TraceBits  # noqa: E402

define(
    "Data Masons",
    rez_mods=(KeywordRezDiscount("Wall", 2),),
    strength_mods=(KeywordIceStrength("Wall", 1),),
)

define(
    "Encoder, Inc.",
    rez_mods=(KeywordRezDiscount("Code Gate", 1),),
    subroutine_mods=(AddedSubroutine("Code Gate", sub(EndTheRun())),),
)

define("Skälderviken SA Beta Test Site", rez_mods=(KeywordRezDiscount("Black Ice", 2),))

define(
    "Tesseract Fort Construction",
    subroutine_mods=(AddedSubroutine("", sub(EndRunUnlessPays(1)), "here"),),
)

define(
    "Department of Truth Enhancement",
    abilities=(
        Ability(Cost(clicks=1), (PlaceCounters("credit", 3),)),
        Ability(Cost(clicks=1), (TakeBits(),), condition=HasBits()),
    ),
)

define(
    "Spinn (R) Public Relations",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeBits(1),),
            condition=HasBits(),
            text="When your turn begins, take 1 bit from this card, if it has any.",
        ),
    ),
    abilities=(Ability(Cost(clicks=1), (PlaceCounters("credit", 3),)),),
)

define("Chester Mix", install_discounts=(IceInstallCost(2, "here"),))

define("Fortress Architects", install_discounts=(IceInstallCost(1),))

define(  # an action gained outside your own turn could never be taken (see the notes)
    "Pacifica Regional AI",
    advanceable=True,
    abilities=(
        Ability(Cost(counter="advancement", counters=1), (GainActions(1),), condition=YourTurn()),
    ),
)

define(
    "Vapor Ops",
    advanceable=True,
    abilities=(
        Ability(Cost(counter="advancement", counters=1), (GainCredits(1),)),
        Ability(
            Cost(clicks=1),
            (MoveAdvancements(None, from_this=True),),
            condition=HasAdvancements(),
        ),
    ),
)

define("Rescheduler", abilities=(Ability(Cost(clicks=1), (Reschedule(),)),))

define(
    "Corporate Negotiating Center",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (ShowAgendasFromHQ(per_card=1),),
            text="When your turn begins: "
            + ShowAgendasFromHQ(per_card=1).text()[0].lower()
            + ShowAgendasFromHQ(per_card=1).text()[1:],
        ),
    ),
)

define("Cowboy Sysop", abilities=(Ability(Cost(clicks=1), (UninstallToHQ(),)),))

define(
    "Hacker Tracker Central",
    triggers=(
        Trigger(
            "trace_resolved",
            (PlaceCounters("credit", 1),),
            text="After each trace, whether successful or not, place 1 bit on this card.",
        ),
    ),
    trace_mods=(TraceBits(),),
)

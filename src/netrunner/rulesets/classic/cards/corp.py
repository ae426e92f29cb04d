"""The Corp's 1996 cards of the first release: ice, agendas, nodes, upgrades, operations."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, Trigger
from ....engine.choices import CorpMayPay, TrashProgram, sub
from ....engine.damage import Damage
from ....engine.dice import AtMostTags, RollDie, TrashThis
from ....engine.effects import (
    CannotBreakNextIce,
    DrawCards,
    EndTheRun,
    GainCredits,
    GiveTags,
    IceHerePlus,
    NotFromArchives,
    PerAdvancement,
    PlaceAdvancementsSplit,
    PlaceCounters,
    RunnerHasTags,
    RunnerTagged,
    TakeHostedCredits,
    TurnFlag,
)
from ....engine.secret import SecretSpend
from ..rules import ForgoActions, GainActions, GainOrLoseAll, MayDraw, ShownFromRD
from ..runner_counters import GiveRunnerCounter
from .base import define

# ---------------------------------------------------------------------- ice

for _title in ("Fire Wall", "Data Wall", "Wall of Static", "Keeper", "Filter"):
    define(_title, subroutines=(sub(EndTheRun()),))
define("Razor Wire", subroutines=(sub(Damage("net", 2)), sub(EndTheRun())))
define(
    "Code Corpse",
    subroutines=(sub(Damage("brain", 1)), sub(Damage("brain", 1)), sub(EndTheRun())),
)
define("Triggerman", subroutines=(sub(TrashProgram()), sub(EndTheRun())))
define("Neural Blade", subroutines=(sub(Damage("net", 1)), sub(CannotBreakNextIce())))
# a secret choice (rules-diff 114): the run goes on only if both spent the same
define("Too Many Doors", subroutines=(sub(SecretSpend((0, 1, 2), if_different=(EndTheRun(),))),))
define("TKO 2.0", subroutines=(sub(EndTheRun(), ForgoActions(1)),))

# ---------------------------------------------------------------------- agendas

define("Tycho Extension")  # no ability: 4 agenda points for 4 advancement counters
define("Hostile Takeover", on_score=(GainCredits(5),))
define(
    "Employee Empowerment",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (MayDraw(1),),
            in_score_area=True,
            text=f"When your turn begins: {MayDraw(1).text()}",
        ),
    ),
    abilities=(Ability(Cost(clicks=1), (DrawCards(2),), in_score_area=True),),
)
define(
    "Subsidiary Branch",
    on_score=(GainActions(1),),  # a static bonus applies at once (rules-diff 44)
    triggers=(
        Trigger(
            "corp_turn_begins",
            (GainActions(1),),
            in_score_area=True,
            text=f"When your turn begins: {GainActions(1).text()}",
        ),
    ),
)
define("Corporate War", on_score=(GainOrLoseAll(12),))
define("Main-Office Relocation", hand_size=2)
define("Bioweapons Engineering", damage_bonus=(("meat", 1),))  # rules-diff 99

# ---------------------------------------------------------------------- nodes and upgrades

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

# ---------------------------------------------------------------------- operations

define("Accounts Receivable", on_play=(GainCredits(9),))
define("Night Shift", on_play=(GainCredits(2), DrawCards(1)))
define("Scorched Earth", play_condition=RunnerTagged(), on_play=(Damage("meat", 4),))
define(
    "Trojan Horse",
    play_condition=TurnFlag("last:stolen", "the Runner liberated an agenda during their last turn"),
    on_play=(GiveTags(1),),
)
define("Systematic Layoffs", on_play=(PlaceAdvancementsSplit(2),))

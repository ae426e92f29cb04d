"""The Corp's 1996 cards of the first release: ice, agendas, nodes, upgrades, operations."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, Trigger
from ....engine.choices import TrashProgram, sub
from ....engine.damage import Damage
from ....engine.effects import (
    DrawCards,
    EndTheRun,
    GainCredits,
    IceHerePlus,
    PlaceCounters,
    RunnerTagged,
    TakeHostedCredits,
)
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

# ---------------------------------------------------------------------- agendas

define("Tycho Extension")  # no ability: 4 agenda points for 4 advancement counters
define("Hostile Takeover", on_score=(GainCredits(5),))

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
define("Red Herrings", steal_cost=5)
define("Antiquated Interface Routines", strength_mods=(IceHerePlus(1),))

# ---------------------------------------------------------------------- operations

define("Accounts Receivable", on_play=(GainCredits(9),))
define("Night Shift", on_play=(GainCredits(2), DrawCards(1)))
define("Scorched Earth", play_condition=RunnerTagged(), on_play=(Damage("meat", 4),))

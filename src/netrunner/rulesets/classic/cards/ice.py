"""The 1996 ice: walls, code gates, sentries, black ice and tracing ice."""

from __future__ import annotations

from ....engine.choices import TrashProgram, sub
from ....engine.damage import Damage
from ....engine.effects import (
    CannotBreakNextIce,
    EndTheRun,
    GiveTags,
)
from ....engine.secret import SecretSpend
from ....engine.trace import Trace
from ..rules import ForgoActions
from ..runlock import RunLock
from ..runner_counters import GiveRunnerCounter
from .base import define

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

define(
    "Homewrecker [TM]",
    subroutines=(
        sub(
            Trace(
                5,
                (
                    EndTheRun(),
                    TrashProgram(("hardware",)),
                    Damage("meat", 2, unpreventable=True),
                ),
            )
        ),
    ),
)

define("Fetch 4.0.1", subroutines=(sub(Trace(3, (GiveTags(1),))),))

define("Rex", subroutines=(sub(Trace(3, (EndTheRun(), RunLock(2)))),))

define(  # a counter on the Runner (rules-diff 120)
    "Data Raven",
    subroutines=(sub(Trace(5, (GiveTags(1), GiveRunnerCounter("data_raven")))),),
    notes=(
        "Each Data Raven counter gives the Runner a tag at the start of each of their turns. "
        "The Runner may remove one by taking an action to pay 1 bit.",
    ),
)

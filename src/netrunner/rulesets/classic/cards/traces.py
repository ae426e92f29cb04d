"""The 1996 cards that make or answer traces: tracing ice, a tracing operation and agenda, base
link cards and link after the reveal (rules-diff items 79-90, 119)."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, LinkSource
from ....engine.choices import TrashProgram, sub
from ....engine.damage import Damage
from ....engine.effects import EndTheRun, GiveTags, TurnFlag
from ....engine.trace import Trace
from ..runlock import RunLock
from ..runner_counters import GiveRunnerCounter
from .base import define

# ---------------------------------------------------------------------- the Corp's traces

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
define(
    "Netwatch Operations Office",
    abilities=(Ability(Cost(clicks=1), (Trace(2, (GiveTags(1),)),), in_score_area=True),),
)
define(
    "Chance Observation",
    play_condition=TurnFlag("last:runs", "the Runner made a run during their last turn"),
    on_play=(Trace(5, (GiveTags(1),)),),
)

# ---------------------------------------------------------------------- the Runner's link

define("Baedeker's Net Map", link_source=LinkSource(0, 1, boost_cost=1, boost=1))
define("Access to Kiribati", link_source=LinkSource(1, 1, boost_cost=1, boost=1))
define("The Springboard", link_source=LinkSource(None, 0, boost_cost=1, boost=1, post_reveal=True))
define("Signpost", link_source=LinkSource(None, 0, boost_cost=1, boost=2, post_reveal=True))
# bits only for raising link, replaced at the start of each turn (rules-diff 21, 84)
define("Hell's Run", recurring=1, recurring_for=("link",))
define(
    "Pandora's Deck",
    memory=2,
    recurring=3,
    recurring_for=("link",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

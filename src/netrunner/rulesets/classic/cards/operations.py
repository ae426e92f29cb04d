"""The 1996 Corp operations: played with an action from HQ."""

from __future__ import annotations

from ....engine.damage import Damage
from ....engine.effects import (
    DrawCards,
    GainCredits,
    GiveTags,
    PlaceAdvancementsSplit,
    RunnerTagged,
    TurnFlag,
)
from ....engine.trace import Trace
from .base import define

define("Accounts Receivable", on_play=(GainCredits(9),))

define("Night Shift", on_play=(GainCredits(2), DrawCards(1)))

define("Scorched Earth", play_condition=RunnerTagged(), on_play=(Damage("meat", 4),))

define(
    "Trojan Horse",
    play_condition=TurnFlag("last:stolen", "the Runner liberated an agenda during their last turn"),
    on_play=(GiveTags(1),),
)

define("Systematic Layoffs", on_play=(PlaceAdvancementsSplit(2),))

define(
    "Chance Observation",
    play_condition=TurnFlag("last:runs", "the Runner made a run during their last turn"),
    on_play=(Trace(5, (GiveTags(1),)),),
)

# ---------------------------------------------------------------------- runner-tricks: operations
from ..restricted import GainRestrictedActions  # noqa: E402

define("Edgerunner, Inc., Temps", on_play=(GainRestrictedActions(3, "install", consecutive=True),))

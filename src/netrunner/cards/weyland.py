"""Card declarations: Weyland Consortium."""

from __future__ import annotations

from ..engine.effects import Damage, EndTheRun, GainCredits, RunnerTagged, sub
from .base import define

define("Beanstalk Royalties", on_play=(GainCredits(3),))
define("Scorched Earth", play_condition=RunnerTagged(), on_play=(Damage("meat", 4),))
define("Ice Wall", advanceable=True, strength_per_advancement=1, subroutines=(sub(EndTheRun()),))

"""Card declarations: Anarch."""

from __future__ import annotations

from .base import Breaker, define

define("Corroder", breaker=Breaker("Barrier", break_cost=1, boost_cost=1, boost=1))

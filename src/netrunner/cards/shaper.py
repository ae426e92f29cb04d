"""Card declarations: Shaper."""

from __future__ import annotations

from ..engine.effects import DrawCards, FirstNetDamageThisTurn, GainCredits
from .base import Ability, Breaker, Cost, Prevention, define

define("Diesel", on_play=(DrawCards(3),))
define(
    "Gordian Blade",
    breaker=Breaker("Code Gate", break_cost=1, boost_cost=1, boost=1, boost_for_run=True),
)
define("Magnum Opus", abilities=(Ability(Cost(clicks=1), (GainCredits(2),)),))
define(
    "Net Shield",
    prevention=(
        Prevention(
            "net",
            1,
            Cost(credits=1),
            condition=FirstNetDamageThisTurn(),
            text="1[Credit]: Prevent the first net damage this turn.",
        ),
    ),
)

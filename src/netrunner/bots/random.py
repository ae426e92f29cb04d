"""A bot that chooses uniformly among the legal options."""

from __future__ import annotations

import random
from typing import Any

from ..engine.decision import Decision, Option


class RandomBot:
    """Uniform over the options; seeded, so games with it are reproducible."""

    name = "random"
    needs_observation = False  # it never looks: runners of games may skip building a view

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: dict[str, Any], decision: Decision) -> Option:
        return decision.options[self.rng.randrange(len(decision.options))]

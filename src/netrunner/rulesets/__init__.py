"""The rulesets a game can be played under, side by side, each a folder with its card pool, its
decks and its registration:

- :mod:`.anr`: Android: Netrunner, the 2012 Core Set (``anr``);
- :mod:`.classic`: Netrunner, the 1996 game (``classic``).

Importing :mod:`netrunner` imports this package, which registers both
(``netrunner.engine.ruleset.register_ruleset``), so ``Game.new(..., ruleset="classic")`` finds
them by name. The engine never imports this package: it is where the engine, the card modules and
the decklist readers meet.

>>> from netrunner.engine.ruleset import get_ruleset
>>> anr = get_ruleset("anr")
>>> anr.pool.data("Hedge Fund").cost, anr.pool.definition("Hedge Fund").text
(5, 'Gain 9 credits.')
"""

from __future__ import annotations

from .anr import ANR
from .classic import CLASSIC

__all__ = ["ANR", "CLASSIC"]

"""The rulesets a game can be played under, each with its card pool and its deck loader.

Importing :mod:`netrunner` registers them (``netrunner.engine.ruleset.register_ruleset``), so
``Game.new(..., ruleset="anr")`` finds them by name. The engine never imports this package: it is
where the engine, the card modules and the decklist reader meet.

>>> from netrunner.engine.ruleset import get_ruleset
>>> anr = get_ruleset("anr")
>>> anr.pool.data("Hedge Fund").cost, anr.pool.definition("Hedge Fund").text
(5, 'Gain 9 credits.')
"""

from __future__ import annotations

from ..cards import POOL as ANR_POOL
from ..decks import Deck, load_deck, read_deck
from ..engine.ruleset import Ruleset, register_ruleset


def _validate(deck: Deck) -> list[str]:
    return deck.validate()


#: Android: Netrunner, the 2012 Core Set: the engine's own procedures, the Core Set pool, and
#: decklists read by :func:`netrunner.decks.load_deck` and checked by ``Deck.validate``.
ANR = register_ruleset(Ruleset(ANR_POOL, load_deck, _validate, read_deck))

from .classic import CLASSIC  # noqa: E402  (Netrunner, 1996: registers "classic")

__all__ = ["ANR", "CLASSIC"]

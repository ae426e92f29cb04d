"""Android: Netrunner (the 2012 Core Set) as the ``anr`` ruleset: the engine's own procedures,
the Core Set's card pool (:mod:`.cards`, one declaration per card by faction) and its decklists
and starter decks (:mod:`.decks`).

>>> from netrunner.rulesets.anr import ANR
>>> ANR.name, ANR.pool.definition("Hedge Fund").text
('anr', 'Gain 9 credits.')
"""

from __future__ import annotations

from ...engine.ruleset import Ruleset, register_ruleset
from .cards import POOL
from .decks import Deck, load_deck, read_deck


def _validate(deck: Deck) -> list[str]:
    return deck.validate(allow_undefined=True)  # the ruleset adds the undefined cards


#: Android: Netrunner, the 2012 Core Set: the engine's own procedures, the Core Set pool, and
#: decklists read by :func:`.decks.load_deck` and checked by ``Deck.validate``.
ANR = register_ruleset(Ruleset(POOL, load_deck, _validate, read_deck))

__all__ = ["ANR", "POOL", "Deck"]

"""Card lookups by their public names, in the Core Set's pool (the ``anr`` ruleset's).

The declarations live with their ruleset (``netrunner.rulesets.anr.cards`` by faction,
``netrunner.rulesets.classic.cards`` by type); a game reads its own ruleset's pool,
``game.ruleset.pool``, which has the same lookups for any ruleset.

>>> card_data("sure gamble").cost, definition("Sure Gamble").implemented, missing()
(5, True, [])
"""

from __future__ import annotations

from .engine.carddb import card_data, core_set
from .rulesets.anr.cards import POOL, definition, missing, registry

__all__ = ["POOL", "card_data", "core_set", "definition", "missing", "registry"]

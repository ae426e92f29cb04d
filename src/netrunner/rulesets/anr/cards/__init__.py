"""The Core Set's cards: one declaration per card in its faction's module, all in one pool.

Importing this package fills :data:`POOL` (the ANR ruleset's card pool); the engine finds it through
the ruleset (``netrunner.rulesets``) and never imports this package.

>>> from netrunner.rulesets.anr.cards import definition, missing
>>> definition("Sure Gamble").implemented
True
>>> card_data("sure gamble").cost, len(core_set()), missing()
(5, 113, [])
"""

from __future__ import annotations

from ....engine.carddb import card_data, core_set  # the default pool's lookups: this pool's
from . import anarch, criminal, haas_bioroid, jinteki, nbn, neutral, shaper, weyland  # noqa: F401
from .base import POOL, CardDef, registry


def definition(title: str) -> CardDef:
    """The behaviour of ``title``; a card without a declaration plays by its printed numbers."""
    return POOL.definition(title)


def missing() -> list[str]:
    """Titles of Core Set cards with no declaration yet (identities with no ability excluded)."""
    return POOL.missing()


__all__ = ["POOL", "definition", "card_data", "core_set", "missing", "registry"]

"""The Core Set's cards: one declaration per card in its faction's module, all in one pool.

Importing this package fills :data:`POOL` (the ANR ruleset's card pool); the engine finds it through
the ruleset (``netrunner.rulesets``) and never imports this package.

>>> from netrunner.cards import definition, missing
>>> definition("Sure Gamble").implemented
True
>>> card_data("sure gamble").cost, len(core_set()), missing()
(5, 113, [])
"""

from __future__ import annotations

from ..engine.carddb import CardData
from . import anarch, criminal, haas_bioroid, jinteki, nbn, neutral, shaper, weyland  # noqa: F401
from .base import POOL, CardDef, registry


def definition(title: str) -> CardDef:
    """The behaviour of ``title``; a card without a declaration plays by its printed numbers."""
    return POOL.definition(title)


def card_data(title: str) -> CardData:
    """A Core Set card's printed facts; case, accents and curly quotes need not match."""
    return POOL.data(title)


def core_set() -> list[CardData]:
    """The 113 Core Set cards in code order."""
    return POOL.in_code_order()


def missing() -> list[str]:
    """Titles of Core Set cards with no declaration yet (identities with no ability excluded)."""
    return POOL.missing()


__all__ = ["POOL", "definition", "card_data", "core_set", "missing", "registry"]

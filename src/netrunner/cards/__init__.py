"""Card behaviour, one declaration per card in its faction's module, one registry by title.

>>> from netrunner.cards import definition, missing
>>> definition("Sure Gamble").implemented
True
"""

from __future__ import annotations

from functools import cache

from . import anarch, criminal, haas_bioroid, jinteki, nbn, neutral, shaper, weyland  # noqa: F401
from .base import CardDef, registry


@cache
def definition(title: str) -> CardDef:
    """The behaviour of ``title``; a card without a declaration plays by its printed numbers."""
    d = registry().get(title)
    if d is None:
        return CardDef(title, implemented=False, text="")
    return d


def missing() -> list[str]:
    """Titles of Core Set cards with no declaration yet (identities with no ability excluded)."""
    from ..engine.carddb import core_set

    return [c.title for c in core_set() if c.title not in registry()]

"""The card-definition layer: the Core Set's declarations register here, into the ANR card pool.

A card's behaviour is one :func:`define` call in its faction's module, built from the schema of
:mod:`netrunner.engine.carddef` and the shared effect primitives of :mod:`netrunner.engine.effects`.
Numbers come from the card data; the text players see is generated from the declaration, so it can
never disagree with what the engine does.

>>> from netrunner.rulesets.anr.cards import definition
>>> definition("Hedge Fund").text
'Gain 9 credits.'
>>> definition("Ice Wall").text
'Ice Wall can be advanced and has +1 strength for each advancement token on it.\\nSubroutine: End the run.'
"""

from __future__ import annotations

from typing import Any

from ....engine.carddb import load_card_table
from ....engine.carddef import (
    Ability,
    Breaker,
    CardDef,
    Condition,
    Cost,
    Effect,
    Prevention,
    Subroutine,
    Trigger,
)
from ....engine.pool import CardPool

#: The Core Set's cards: their printed facts (``src/netrunner/data/core_set.json``) and, once the
#: faction modules are imported, their declarations.
POOL = CardPool("anr", load_card_table("netrunner.data", "core_set.json"))


def define(title: str, **kw: Any) -> CardDef:
    """Declare the behaviour of the Core Set card ``title`` (its exact data title) and register it
    in the ANR pool (:meth:`CardPool.define`)."""
    return POOL.define(title, **kw)


def registry() -> dict[str, CardDef]:
    """The Core Set declarations by title."""
    return POOL.definitions


__all__ = [
    "POOL",
    "define",
    "registry",
    "Ability",
    "Breaker",
    "CardDef",
    "Condition",
    "Cost",
    "Effect",
    "Prevention",
    "Subroutine",
    "Trigger",
]

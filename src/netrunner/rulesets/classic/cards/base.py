"""``define`` for the 1996 cards: declarations register into the classic pool."""

from __future__ import annotations

from typing import Any

from ....engine.carddef import CardDef


def define(title: str, **kw: Any) -> CardDef:
    """Declare the behaviour of the 1996 card ``title`` (its exact data title)."""
    from .. import POOL

    return POOL.define(title, **kw)


__all__ = ["define"]

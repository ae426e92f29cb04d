"""Which expansion of the 1996 game each card comes from: ``Base`` (the Limited set), ``Proteus``
or ``Classic``, as the card data records it.

>>> card_sets()["Fire Wall"], len(base_set())
('Base', 374)
"""

from __future__ import annotations

import json
from functools import cache
from importlib import resources

#: The sets in the order they were published.
SET_ORDER = ("Base", "Proteus", "Classic")


@cache
def card_sets() -> dict[str, str]:
    """Each 1996 card's set, by exact title."""
    raw = json.loads(
        resources.files("netrunner.data").joinpath("classic_cards.json").read_text("utf-8")
    )
    return {str(c["title"]): str(c["set"]) for c in raw}


def parse_sets(text: str) -> tuple[str, ...]:
    """The sets ``text`` names (comma- or space-separated, any case), in publication order;
    ``ValueError`` saying what was expected for a word that is none.

    >>> parse_sets("proteus, base"), parse_sets("all")
    (('Base', 'Proteus'), ('Base', 'Proteus', 'Classic'))
    """
    words = [w for w in text.replace(",", " ").split() if w]
    if not words:
        raise ValueError("no set named: expected Base, Proteus, Classic (or all)")
    named: set[str] = set()
    for w in words:
        if w.lower() == "all":
            named.update(SET_ORDER)
            continue
        match = [s for s in SET_ORDER if s.lower() == w.lower()]
        if not match:
            raise ValueError(f"unknown set {w!r}: expected Base, Proteus, Classic (or all)")
        named.add(match[0])
    return tuple(s for s in SET_ORDER if s in named)


def sets_in_words(sets: tuple[str, ...]) -> str:
    """``("Base",)`` as "the Base set only", two or three sets as "the Base and Proteus sets".

    >>> sets_in_words(("Base",)), sets_in_words(("Base", "Proteus", "Classic"))
    ('the Base set only', 'the Base, Proteus and Classic sets')
    """
    real = [s for s in sets if s in SET_ORDER]
    if not real:
        return "no set"
    if len(real) == 1:
        return f"the {real[0]} set only"
    return f"the {', '.join(real[:-1])} and {real[-1]} sets"


def base_set() -> list[str]:
    """The titles of the Base set, in card-code order."""
    from . import POOL

    sets = card_sets()
    return [c.title for c in POOL.in_code_order() if sets.get(c.title) == "Base"]


__all__ = ["SET_ORDER", "base_set", "card_sets", "parse_sets", "sets_in_words"]

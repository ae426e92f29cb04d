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


def base_set() -> list[str]:
    """The titles of the Base set, in card-code order."""
    from . import POOL

    sets = card_sets()
    return [c.title for c in POOL.in_code_order() if sets.get(c.title) == "Base"]


__all__ = ["SET_ORDER", "base_set", "card_sets"]

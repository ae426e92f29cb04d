"""The card catalogue the browser's card view reads: each card of a ruleset's pool with its
printed facts and its text as the project generates it from the card's declaration (the text
the terminal's ``netrunner card`` shows).

>>> hedge = next(c for c in catalogue("anr") if c["title"] == "Hedge Fund")
>>> hedge["type"], hedge["cost"], hedge["text"]
('operation', 5, 'Gain 9 credits.')
>>> prep = next(c for c in catalogue("classic") if c["type"] == "prep")
>>> prep["side"]
'runner'
"""

from __future__ import annotations

from functools import cache
from typing import Any

from .. import rulesets as _rulesets  # noqa: F401  (registers the rulesets by name)
from ..engine.ruleset import get_ruleset
from ..engine.words import using

#: printed numbers shown when a card has them, in this order (the 1996 game's words differ)
NUMBERS = {
    "anr": (
        ("cost", "cost"),
        ("strength", "strength"),
        ("advancement_cost", "advancement"),
        ("agenda_points", "agenda points"),
        ("trash_cost", "trash"),
        ("memory_cost", "memory"),
        ("base_link", "link"),
        ("influence_cost", "influence"),
        ("minimum_deck_size", "deck size"),
        ("influence_limit", "influence limit"),
    ),
    "classic": (
        ("cost", "cost"),
        ("strength", "strength"),
        ("advancement_cost", "difficulty"),
        ("agenda_points", "agenda points"),
        ("trash_cost", "trash"),
        ("memory_cost", "memory"),
    ),
}


@cache
def catalogue(ruleset: str) -> list[dict[str, Any]]:
    """Every real card of ``ruleset``'s pool, in card-code order: ``title``, ``side``, ``type``
    (in the ruleset's words: "prep" in the 1996 game), ``faction`` (the set, in the 1996 game),
    ``keywords``, ``unique``, ``numbers`` (label and value of each printed number it has; the
    same numbers also by name: ``cost``, ``strength``...) and ``text``.

    Raises ``ValueError`` for an unknown ruleset."""
    r = get_ruleset(ruleset)
    pool = r.pool
    sets: dict[str, str] = {}
    if ruleset == "classic":
        from ..rulesets.classic.sets import card_sets

        sets = card_sets()
    numbers = NUMBERS.get(ruleset, NUMBERS["anr"])
    out: list[dict[str, Any]] = []
    with using(pool.words):
        for d in pool.in_code_order():
            defn = pool.definition(d.title)
            shown = [
                (label, getattr(d, attr))
                for attr, label in numbers
                if getattr(d, attr) is not None
                and (attr not in ("base_link", "minimum_deck_size") or d.type == "identity")
            ]
            entry: dict[str, Any] = {
                "title": d.title,
                "side": d.side,
                "type": pool.words.type_name(d.type),
                "faction": sets.get(d.title, "") if ruleset == "classic" else d.faction,
                "keywords": list(d.keywords),
                "unique": d.uniqueness,
                "numbers": [[label, value] for label, value in shown],
                "text": defn.text if defn.implemented else "",
                "implemented": defn.implemented,
            }
            for attr, _ in numbers:
                entry[attr] = getattr(d, attr)
            out.append(entry)
    return out


__all__ = ["catalogue"]

"""A deck's cards as the lobby lists them: count, title, type (in the ruleset's words) and set
(the 1996 game's Base, Proteus or Classic; "Core Set" for Android: Netrunner), for the answer of
``POST /api/decks/validate``.

>>> rows = deck_cards("classic", "runner", "starter:classic-runner")
>>> rows[0]["set"], sum(r["count"] for r in rows)
('Base', 45)
>>> deck_cards("classic", "runner", "no such deck")
[]
"""

from __future__ import annotations

from typing import Any

from ..engine.carddb import DeckError
from ..engine.ruleset import get_ruleset
from ..engine.words import using

#: the set every Android: Netrunner card of the pool comes from
ANR_SET = "Core Set"


def deck_cards(ruleset: str, side: str, deck: str) -> list[dict[str, Any]]:
    """The cards of ``deck`` (decklist text or ``starter:<name>``) as rows ``count``, ``title``,
    ``type``, ``set``, in the deck's order (an Android: Netrunner identity first); empty when
    the deck cannot be read (its problems say why)."""
    try:
        rs = get_ruleset(ruleset)
        loaded = rs.load_deck(deck, side)
    except (DeckError, ValueError, KeyError):
        return []
    pool = rs.pool
    sets: dict[str, str] = {}
    if ruleset == "classic":
        from ..rulesets.classic.sets import card_sets

        sets = card_sets()
    cards: list[tuple[str, int]] = list(loaded.cards)
    identity = getattr(loaded, "identity", None)
    if identity:
        cards.insert(0, (str(identity), 1))
    rows: list[dict[str, Any]] = []
    with using(pool.words):
        for title, n in cards:
            if title not in pool:
                continue
            d = pool.data(title)
            rows.append(
                {
                    "count": n,
                    "title": d.title,
                    "type": pool.words.type_name(d.type),
                    "set": sets.get(d.title, "") if ruleset == "classic" else ANR_SET,
                }
            )
    return rows


__all__ = ["ANR_SET", "deck_cards"]

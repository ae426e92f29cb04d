"""The printed facts of every card, loaded once and shared by every game.

Invariant 3 of the design: numbers printed on cards (costs, strength, agenda points...) live in one
immutable table. A card instance in a game holds only what changes.

>>> from netrunner.engine.carddb import card_data
>>> card_data("Hedge Fund").cost
5
>>> card_data("ice wall").strength
1
"""

from __future__ import annotations

import json
import unicodedata
from dataclasses import dataclass
from functools import cache
from importlib import resources

CORP = "corp"
RUNNER = "runner"

FACTIONS = {
    CORP: ("haas-bioroid", "jinteki", "nbn", "weyland-consortium"),
    RUNNER: ("anarch", "criminal", "shaper"),
}


@dataclass(frozen=True, slots=True)
class CardData:
    """The printed facts of one card (no card text: that comes from the card's definition)."""

    code: str
    title: str
    type: str
    side: str
    faction: str
    keywords: tuple[str, ...]
    cost: int | None
    strength: int | None
    advancement_cost: int | None
    agenda_points: int | None
    trash_cost: int | None
    memory_cost: int | None
    base_link: int | None
    influence_cost: int | None
    influence_limit: int | None
    minimum_deck_size: int | None
    uniqueness: bool
    quantity: int
    deck_limit: int

    def has_keyword(self, keyword: str) -> bool:
        """True if the card has the subtype ``keyword`` (case-insensitive)."""
        k = keyword.lower()
        return any(x.lower() == k for x in self.keywords)

    @property
    def is_ice(self) -> bool:
        return self.type == "ice"


def normalize_title(title: str) -> str:
    """Fold a title for lookups: case, accents and curly quotes don't matter.

    >>> normalize_title("Déjà Vu") == normalize_title("deja vu")
    True
    """
    t = title.replace("\u2019", "'").replace("\u2018", "'").replace("\u201c", '"')
    t = t.replace("\u201d", '"')
    t = unicodedata.normalize("NFKD", t)
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    return " ".join(t.lower().split())


def _load() -> dict[str, CardData]:
    raw = json.loads(resources.files("netrunner.data").joinpath("core_set.json").read_text("utf-8"))
    table: dict[str, CardData] = {}
    for c in raw:
        kw = tuple(k.strip() for k in (c.get("keywords") or "").split(" - ") if k.strip())
        table[c["title"]] = CardData(
            code=c["code"],
            title=c["title"],
            type=c["type"],
            side=c["side"],
            faction=c["faction"],
            keywords=kw,
            cost=c["cost"],
            strength=c["strength"],
            advancement_cost=c["advancement_cost"],
            agenda_points=c["agenda_points"],
            trash_cost=c["trash_cost"],
            memory_cost=c["memory_cost"],
            base_link=c["base_link"],
            influence_cost=c["influence_cost"],
            influence_limit=c["influence_limit"],
            minimum_deck_size=c["minimum_deck_size"],
            uniqueness=bool(c["uniqueness"]),
            quantity=c["quantity"],
            deck_limit=c["deck_limit"] or 3,
        )
    # Blank identities for test scenarios: no ability, no link, no deck rules.
    for side, title in ((CORP, "Blank Corp Identity"), (RUNNER, "Blank Runner Identity")):
        table[title] = CardData(
            code="blank-" + side,
            title=title,
            type="identity",
            side=side,
            faction="neutral-" + side,
            keywords=(),
            cost=None,
            strength=None,
            advancement_cost=None,
            agenda_points=None,
            trash_cost=None,
            memory_cost=None,
            base_link=0,
            influence_cost=None,
            influence_limit=None,
            minimum_deck_size=0,
            uniqueness=False,
            quantity=0,
            deck_limit=1,
        )
    return table


@cache
def all_cards() -> dict[str, CardData]:
    """Every known card by exact title (the Core Set plus the two blank identities)."""
    return _load()


@cache
def _by_normalized() -> dict[str, CardData]:
    return {normalize_title(t): c for t, c in all_cards().items()}


class UnknownCard(KeyError, ValueError):
    """A title that names no known card."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown card"


def card_data(title: str) -> CardData:
    """Look a card up by title; case, accents and curly quotes need not match.

    Raises :class:`UnknownCard` naming the title (and close matches) when there is no such card.
    """
    c = all_cards().get(title)
    if c is not None:
        return c
    c = _by_normalized().get(normalize_title(title))
    if c is None:
        import difflib

        close = difflib.get_close_matches(
            normalize_title(title), list(_by_normalized()), n=3, cutoff=0.6
        )
        hint = ""
        if close:
            hint = " (did you mean " + ", ".join(_by_normalized()[x].title for x in close) + "?)"
        raise UnknownCard(f"unknown card title {title!r}{hint}")
    return c


def core_set() -> list[CardData]:
    """The 113 Core Set cards in code order."""
    return sorted((c for c in all_cards().values() if c.code.isdigit()), key=lambda c: c.code)

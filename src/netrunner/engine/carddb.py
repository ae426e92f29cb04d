"""The printed facts of cards: one immutable record per card, loaded once and shared by every game.

Numbers printed on cards (costs, strength, agenda points...) live in one immutable table per card
pool (:class:`~netrunner.engine.pool.CardPool`); a card instance in a game holds only what changes.

>>> CardData.make("Ice Wall", "ice", "corp", strength=1).strength
1
"""

from __future__ import annotations

import json
import unicodedata
from collections.abc import Sequence
from dataclasses import dataclass
from importlib import resources
from typing import Any

CORP = "corp"
RUNNER = "runner"

FACTIONS = {
    CORP: ("haas-bioroid", "jinteki", "nbn", "weyland-consortium"),
    RUNNER: ("anarch", "criminal", "shaper"),
}


#: each card's subtypes in lower case, by the id of its ``CardData`` (which it keeps alive)
_KEYWORDS: dict[int, tuple[CardData, frozenset[str]]] = {}


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
        got = _KEYWORDS.get(id(self))
        if got is None or got[0] is not self:
            got = _KEYWORDS[id(self)] = (self, frozenset(x.lower() for x in self.keywords))
        return keyword.lower() in got[1]

    @property
    def is_ice(self) -> bool:
        return self.type == "ice"

    @classmethod
    def make(cls, title: str, type: str, side: str, **facts: Any) -> CardData:
        """A card's facts from its title, type and side; every other fact defaults to none
        (``code`` to the title, ``faction`` to neutral, ``quantity`` 1, ``deck_limit`` 3)."""
        fields: dict[str, Any] = {
            "code": title,
            "faction": "neutral-" + side,
            "keywords": (),
            "uniqueness": False,
            "quantity": 1,
            "deck_limit": 3,
        }
        for name in (
            "cost",
            "strength",
            "advancement_cost",
            "agenda_points",
            "trash_cost",
            "memory_cost",
            "base_link",
            "influence_cost",
            "influence_limit",
            "minimum_deck_size",
        ):
            fields[name] = None
        fields.update(facts)
        return cls(title=title, type=type, side=side, **fields)


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


def load_card_table(package: str, resource: str) -> dict[str, CardData]:
    """The printed facts of a card data file (a JSON list in ``package``), by exact title, plus
    the two blank identities of test scenarios (no ability, no link, no deck rules).

    >>> table = load_card_table("netrunner.data", "core_set.json")
    >>> table["Hedge Fund"].cost, table["Blank Corp Identity"].side
    (5, 'corp')
    """
    raw = json.loads(resources.files(package).joinpath(resource).read_text("utf-8"))
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
    for side, title in ((CORP, "Blank Corp Identity"), (RUNNER, "Blank Runner Identity")):
        table[title] = CardData.make(
            title,
            "identity",
            side,
            code="blank-" + side,
            faction="neutral-" + side,
            base_link=0,
            minimum_deck_size=0,
            quantity=0,
            deck_limit=1,
        )
    return table


class DeckError(ValueError):
    """A decklist that cannot be read, or a deck given for the wrong side: the message names
    the line (or the side) and what was expected. (``netrunner.DeckError``.)

    ``problems`` lists every problem found, one sentence each: the message alone for most
    errors, every unknown title and malformed line for a decklist read whole. ``deck``, when
    not None, is the deck of the lines that could be read (unknown titles kept as they are
    written), for checking the deckbuilding rules too.

    >>> e = DeckError("2 problems", ["line 1: a", "line 2: b"])
    >>> str(e), e.problems, DeckError("no deck").problems
    ('2 problems', ['line 1: a', 'line 2: b'], ['no deck'])
    """

    def __init__(self, message: str, problems: Sequence[str] = (), deck: Any = None) -> None:
        super().__init__(message)
        self.problems: list[str] = list(problems) or [message]
        self.deck: Any = deck


class UnknownCard(KeyError, ValueError):
    """A title that names no known card."""

    def __str__(self) -> str:
        return str(self.args[0]) if self.args else "unknown card"


# The lookups of the default ruleset's pool (Android: Netrunner's Core Set), for code that has no
# game at hand. They find the pool through the ruleset registry (``netrunner.rulesets`` registers
# it when the package is imported); a game looks its cards up in ``game.ruleset.pool``.


_POOL: list[Any] = []  # the default pool, once looked up


def _default_pool() -> Any:
    if not _POOL:
        from .ruleset import get_ruleset

        _POOL.append(get_ruleset("anr").pool)
    return _POOL[0]


def card_data(title: str) -> CardData:
    """A Core Set card's printed facts (see :meth:`CardPool.data`).

    >>> card_data("ice wall").strength
    1
    """
    data: CardData = _default_pool().data(title)
    return data


def all_cards() -> dict[str, CardData]:
    """Every Core Set card by exact title, and the two blank identities."""
    cards: dict[str, CardData] = _default_pool().cards
    return cards


def core_set() -> list[CardData]:
    """The 113 Core Set cards in code order."""
    cards: list[CardData] = _default_pool().in_code_order()
    return cards

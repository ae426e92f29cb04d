"""A card pool: the cards of one ruleset, their printed facts and their declarations, by title.

Each ruleset owns one pool. Its card modules fill it (``pool.define(title, ...)``), and the engine
looks cards up in the pool of the game's ruleset (``game.ruleset.pool``); it never imports a card
module. Two pools may hold cards of the same title with different numbers (Android: Netrunner's
Hedge Fund and the 1996 one).

>>> from netrunner.engine.carddb import CardData
>>> from netrunner.engine.effects import GainCredits
>>> fund = CardData.make("Hedge Fund", "operation", "corp", cost=5)
>>> pool = CardPool("example", {fund.title: fund})
>>> pool.define("Hedge Fund", on_play=(GainCredits(9),)).text
'Gain 9 credits.'
>>> pool.data("hedge fund").cost, pool.definition("Hedge Fund").implemented
(5, True)
>>> pool.data("Hedge Fnd")
Traceback (most recent call last):
netrunner.engine.carddb.UnknownCard: unknown card title 'Hedge Fnd' (did you mean Hedge Fund?)
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from typing import Any

from .carddb import CardData, UnknownCard, normalize_title
from .carddef import CardDef
from .words import ANR_WORDS, Words, using


def _code(c: CardData) -> str:
    return c.code


class CardPool:
    """The cards of one ruleset: ``data`` (printed facts, by exact title) and the declarations
    registered with :meth:`define`."""

    def __init__(self, name: str, data: dict[str, CardData], words: Words = ANR_WORDS) -> None:
        self.name = name
        #: the words its cards' text is written in (bits and actions for the 1996 cards)
        self.words = words
        self.cards = data
        self.definitions: dict[str, CardDef] = {}
        self._normalized = {normalize_title(t): c for t, c in data.items()}
        self._blank: dict[str, CardDef] = {}
        self._code_order: tuple[int, list[CardData]] | None = None  # (len(cards), in order)

    def __repr__(self) -> str:
        return f"CardPool({self.name!r}, {len(self.cards)} cards, {len(self.definitions)} defined)"

    def __contains__(self, title: object) -> bool:
        return isinstance(title, str) and normalize_title(title) in self._normalized

    def data(self, title: str) -> CardData:
        """The printed facts of ``title``; case, accents and curly quotes need not match.

        Raises :class:`~netrunner.UnknownCard` naming the title and the closest titles."""
        c = self.cards.get(title)
        if c is not None:
            return c
        c = self._normalized.get(normalize_title(title))
        if c is None:
            raise UnknownCard(f"unknown card title {title!r}{self._hint(title)}")
        return c

    def _hint(self, title: str) -> str:
        close = difflib.get_close_matches(
            normalize_title(title), list(self._normalized), n=3, cutoff=0.6
        )
        if not close:
            return ""
        return " (did you mean " + ", ".join(self._normalized[x].title for x in close) + "?)"

    def definition(self, title: str) -> CardDef:
        """The declaration of ``title``; a card without one plays by its printed numbers."""
        d = self.definitions.get(title)
        if d is not None:
            return d
        blank = self._blank.get(title)
        if blank is None:
            blank = self._blank[title] = CardDef(title, implemented=False, text="")
        return blank

    def define(self, title: str, **kw: Any) -> CardDef:
        """Declare the behaviour of the card ``title`` (its exact data title) and register it;
        its text is rendered from the declaration."""
        data = self.data(title)
        if data.title != title:
            raise ValueError(f"define() needs the exact title {data.title!r}, not {title!r}")
        if title in self.definitions:
            raise ValueError(f"{title} is defined twice in the {self.name} pool")
        d = CardDef(title, **kw)
        with using(self.words):
            d = CardDef(title, **kw, text=d.render())
        self.definitions[title] = d
        return d

    def in_code_order(self) -> list[CardData]:
        """The pool's real cards (not the blank test identities), in card-code order."""
        cached = self._code_order
        if cached is None or cached[0] != len(self.cards):  # sorted once (every starter deck
            # built, every game made from one, asks)
            order = sorted((c for c in self.cards.values() if c.quantity > 0), key=_code)
            cached = self._code_order = (len(self.cards), order)
        return list(cached[1])

    def undefined(self, titles: Iterable[str]) -> list[str]:
        """The titles among ``titles`` that this pool knows but has no declaration of: cards that
        would play as blanks, by their printed numbers alone (each once, in order).

        >>> from netrunner.engine.carddb import CardData
        >>> pool = CardPool("example", {t: CardData.make(t, "operation", "corp") for t in "AB"})
        >>> _ = pool.define("A")
        >>> pool.undefined(["B", "A", "B"])
        ['B']
        """
        out: list[str] = []
        for t in dict.fromkeys(titles):  # (each title asked once: a deck holds copies)
            title = self.data(t).title
            if title not in self.definitions and title not in out:
                out.append(title)
        return out

    def undefined_problems(self, titles: Iterable[str]) -> list[str]:
        """One sentence for each card of ``titles`` that is not playable yet, for a deck's
        problems (:meth:`undefined`)."""
        return [
            f"{t} is not playable yet: the engine has no definition of what it does, so it "
            "would play as a blank."
            for t in self.undefined(titles)
        ]

    def missing(self) -> list[str]:
        """Titles of real cards with no declaration (identities with no ability among them)."""
        return [c.title for c in self.in_code_order() if c.title not in self.definitions]


__all__ = ["CardPool"]

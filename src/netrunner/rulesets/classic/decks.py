"""Decks of the 1996 game: no identity, at least 45 cards, one side only, no limit on copies, and
a Corp deck with 2 agenda points for every 5 cards (rounded up).

>>> deck = ClassicDeck.starter("classic-corp")
>>> deck.side, len(deck), deck.agenda_points(), deck.validate()
('corp', 45, 21, [])
>>> ClassicDeck.parse("corp", "20 Data Wall\\n25 Night Shift").validate()
['A 45-card Corp deck needs at least 18 agenda points; this one has 0.']

A deck may be limited to some of the three sets (Base, Proteus, Classic) by a ``Sets:`` line of
its list (all three when it has none); :meth:`ClassicDeck.restrict` narrows it further (the
command line's ``--sets``):

>>> d = ClassicDeck.parse("runner", "Sets: Base\\n40 Score!\\n5 Rush Hour")
>>> d.sets, d.validate(allow_undefined=True)
(('Base',), ['Rush Hour is a Proteus card; this deck plays the Base set only.'])
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from functools import cache
from pathlib import Path
from typing import Any

from ...engine.carddb import CORP, DeckError, UnknownCard, normalize_title
from ..files import read_decklist_file
from .sets import SET_ORDER, parse_sets

MIN_SIZE = 45

from .starters import STARTERS  # noqa: E402  (the preconstructed decks)

_SETS_LINE = re.compile(r"^sets?\s*:\s*(.*)$", re.I)
_COUNT_FIRST = re.compile(r"^(\d{1,4})\s*[xX×]?\s+(.+?)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+[xX×]\s*(\d{1,4})$")


def _pool() -> Any:
    from . import POOL

    return POOL


@cache
def _without_tm() -> dict[str, str]:
    """Titles folded (case, accents) and without the trademark sign: "lucidrine booster drug"."""
    return {normalize_title(t.replace("[TM]", "")): t for t in _pool().cards}


def _known(title: str) -> str | None:
    """The pool's exact title for ``title`` ("Homewrecker" finds "Homewrecker [TM]"), or None."""
    if title in _pool():
        return str(_pool().data(title).title)
    return _without_tm().get(normalize_title(title.replace("[TM]", "")))


def _title(title: str, where: str) -> str:
    found = _known(title)
    if found is not None:
        return found
    try:
        _pool().data(title)
    except UnknownCard as e:
        raise DeckError(f"{where}: {e}") from None
    raise AssertionError("unreachable")


@dataclass(frozen=True)
class ClassicDeck:
    """A 1996 deck: its side and its cards as (title, count), titles as in the card data."""

    side: str
    cards: tuple[tuple[str, int], ...]
    name: str = field(default="", compare=False)
    #: the sets the deck may draw from, in publication order (empty: all three)
    sets: tuple[str, ...] = ()

    def allowed_sets(self) -> tuple[str, ...]:
        """The sets the deck may draw from: its own list, or all three."""
        return self.sets or SET_ORDER

    def restrict(self, sets: tuple[str, ...] | None) -> ClassicDeck:
        """The deck limited to ``sets`` as well as to its own list (None or empty: unchanged);
        :func:`parse_sets` reads them from text.

        >>> ClassicDeck("corp", ()).restrict(("Proteus", "Base")).sets
        ('Base', 'Proteus')
        """
        if not sets:
            return self
        keep = tuple(x for x in self.allowed_sets() if x in sets)
        return replace(self, sets=keep or ("none",))

    @property
    def identity(self) -> None:
        """A 1996 deck has no identity."""
        return None

    def __len__(self) -> int:
        return sum(n for _, n in self.cards)

    def titles(self) -> list[str]:
        """Every card of the deck, one title per copy, in the order listed."""
        return [t for t, n in self.cards for _ in range(n)]

    def agenda_points(self) -> int:
        """The agenda points of the deck's agendas (a title that is no card counts none)."""
        pool = _pool()
        return sum((pool.data(t).agenda_points or 0) * n for t, n in self.cards if t in pool)

    @classmethod
    def starter(cls, name: str) -> ClassicDeck:
        """``classic-corp`` or ``classic-runner``: the two decks of the card plan."""
        key = name.strip().lower()
        if key not in STARTERS:
            raise DeckError(f"unknown classic deck {name!r}: expected one of {', '.join(STARTERS)}")
        side, cards = STARTERS[key].side, STARTERS[key].cards
        return cls(side, cards, name=f"starter:{key}")

    @classmethod
    def random(
        cls, side: str, seed: int, *, sets: tuple[str, ...] = SET_ORDER, size: int | None = None
    ) -> ClassicDeck:
        """A random legal deck of ``side`` drawn from the playable cards of ``sets`` (all three
        by default): 45 to 50
        cards (or ``size``), one to three copies of each title, and for the Corp agendas enough
        for 2 agenda points for every 5 cards. The same seed gives the same deck.

        >>> d = ClassicDeck.random("corp", 7)
        >>> d.validate(), d == ClassicDeck.random("corp", 7)
        ([], True)
        """
        import random as _random

        from .sets import card_sets

        pool = _pool()
        rng = _random.Random(f"classic-deck:{side}:{seed}")
        in_sets = card_sets()
        titles = [
            c.title
            for c in pool.in_code_order()
            if c.side == side and in_sets.get(c.title) in sets and c.title in pool.definitions
        ]
        n = size if size is not None else rng.randint(MIN_SIZE, MIN_SIZE + 5)
        counts: dict[str, int] = {}
        if side == CORP:
            agendas = [t for t in titles if pool.data(t).type == "agenda"]
            need = 2 * -(-n // 5)
            points = 0
            while points < need:
                t = rng.choice(agendas)
                k = rng.randint(1, 3)
                counts[t] = counts.get(t, 0) + k
                points += (pool.data(t).agenda_points or 0) * k
            titles = [t for t in titles if pool.data(t).type != "agenda"]
        while sum(counts.values()) < n:
            t = rng.choice(titles)
            k = min(rng.randint(1, 3), n - sum(counts.values()))
            counts[t] = counts.get(t, 0) + k
        return cls(side, tuple(counts.items()), name=f"random:{side}:{seed}")

    def to_text(self) -> str:
        """The deck as a decklist :meth:`parse` reads back: a ``3 Data Wall`` line a title
        (after a ``Sets:`` line when the deck is limited to some sets)."""
        head = f"Sets: {', '.join(self.sets)}\n" if self.sets else ""
        return head + "".join(f"{n} {t}\n" for t, n in self.cards)

    @classmethod
    def parse(cls, side: str | None, text: str) -> ClassicDeck:
        """Read a decklist of ``side`` (None: the side of its first card): lines ``3 Data
        Wall``, ``3x Data Wall``, ``Data Wall x3`` or a title alone (one copy); blank lines and
        ``#`` comments are skipped.

        The whole list is read before a :class:`DeckError` is raised: its ``problems`` are every
        unknown title (with the closest real ones) and bad count, its ``deck`` the deck of the
        lines that could be read (unknown titles kept as written).

        >>> try:
        ...     ClassicDeck.parse(None, "20 Data Wall\\n20 Night Shfit\\n5 Data Wal")
        ... except DeckError as e:
        ...     print(len(e.problems), len(e.deck), e.deck.validate(unknown_titles=False))
        2 45 ['A 45-card Corp deck needs at least 18 agenda points; this one has 0.']
        """
        counts: dict[str, int] = {}
        unknown: dict[str, int] = {}
        problems: list[str] = []
        sets: tuple[str, ...] = ()
        for n, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith(("#", "//")):
                continue
            where = f"line {n}"
            head = _SETS_LINE.match(line)
            if head:
                try:
                    sets = parse_sets(head.group(1))
                except ValueError as e:
                    problems.append(f"{where}: {e}")
                continue
            first, last = _COUNT_FIRST.match(line), _COUNT_LAST.match(line)
            if _known(line) is not None:
                count, title = 1, line
            elif first:
                count, title = int(first.group(1)), first.group(2)
            elif last:
                count, title = int(last.group(2)), last.group(1)
            else:
                count, title = 1, line
            try:
                t = _title(title, where)
            except DeckError as e:
                problems.append(str(e))
                if count >= 1:
                    unknown[title] = unknown.get(title, 0) + count
                continue
            if count < 1:
                problems.append(f"{where}: {count} copies of {t}; a count must be at least 1")
                continue
            counts[t] = counts.get(t, 0) + count
        if not counts and not problems:
            raise DeckError("the decklist has no cards")
        if side is None and counts:
            side = str(_pool().data(next(iter(counts))).side)
        if problems:
            partial = cls(side, (*counts.items(), *unknown.items()), sets=sets) if side else None
            if len(problems) == 1:
                raise DeckError(problems[0], problems, partial)
            raise DeckError(f"{len(problems)} problems: " + "; ".join(problems), problems, partial)
        assert side is not None
        return cls(side, tuple(counts.items()), sets=sets)

    def validate(self, *, allow_undefined: bool = False, unknown_titles: bool = True) -> list[str]:
        """What makes the deck illegal under the 1996 rules (empty when legal): cards of the other
        side, cards of a set the deck does not play (:attr:`sets`), fewer than 45 cards, and for
        the Corp fewer than 2 agenda points per 5 cards; and,
        unless ``allow_undefined``, each card not playable yet (no declaration: it would play
        as a blank). A title that is no card is a problem too, unless ``unknown_titles`` is
        False (its reader said so already: :attr:`DeckError.deck`)."""
        from .sets import card_sets, sets_in_words

        pool = _pool()
        problems: list[str] = []
        allowed, of_set = self.allowed_sets(), card_sets()
        for title, _ in self.cards:
            if title not in pool:
                if unknown_titles:
                    problems.append(f"{title!r} is not a known card.")
                continue
            d = pool.data(title)
            if d.side != self.side:
                problems.append(
                    f"{d.title} is a {d.side.capitalize()} card and cannot be in a "
                    f"{self.side.capitalize()} deck."
                )
            if of_set.get(d.title) not in allowed:
                problems.append(
                    f"{d.title} is a {of_set.get(d.title)} card; this deck plays "
                    f"{sets_in_words(allowed)}."
                )
        size = len(self)
        if size < MIN_SIZE:
            problems.append(f"The deck has {size} cards; a deck needs at least {MIN_SIZE}.")
        if self.side == CORP and size >= MIN_SIZE:
            need = 2 * -(-size // 5)
            have = self.agenda_points()
            if have < need:
                problems.append(
                    f"A {size}-card Corp deck needs at least {need} agenda points; this one has "
                    f"{have}."
                )
        if not allow_undefined:
            problems += pool.undefined_problems(t for t, _ in self.cards if t in pool)
        return problems


def load_classic_deck(spec: Any) -> ClassicDeck:
    """``"starter:classic-corp"`` / ``"starter:classic-runner"`` or a :class:`ClassicDeck`."""
    if isinstance(spec, ClassicDeck):
        return spec
    if not isinstance(spec, str):
        raise DeckError(
            "a classic deck is 'starter:classic-corp', 'starter:classic-runner', decklist text "
            f"or a ClassicDeck, not {type(spec).__name__}"
        )
    if spec.strip().lower().startswith("starter:"):
        return ClassicDeck.starter(spec.strip()[len("starter:") :])
    return ClassicDeck.parse(None, spec)


def read_classic_deck(spec: str, side: str | None) -> ClassicDeck:
    """A 1996 deck of ``side`` from ``starter:classic-corp`` / ``starter:classic-runner`` or a
    decklist file (as the command line gives them); :class:`DeckError` says what is wrong.
    With ``side`` None the deck's side is its first card's."""
    s = str(spec).strip()
    if s.lower().startswith("starter:"):
        deck = ClassicDeck.starter(s[len("starter:") :])
    else:
        path = Path(s)
        text = read_decklist_file(path, "starter:classic-corp or starter:classic-runner")
        try:
            deck = ClassicDeck.parse(side, text)
        except DeckError as e:
            msg = str(e)
            where = f"{s}, {msg}" if msg.startswith("line ") else f"{s}: {msg}"
            partial = e.deck
            if partial is not None:
                partial = replace(partial, name=path.stem)
            raise DeckError(where, e.problems, partial) from None
        deck = replace(deck, name=path.stem)
    if side is not None and deck.side != side:
        raise DeckError(f"{s} is a {deck.side} deck, not a {side} one")
    return deck


def validate_classic_deck(deck: Any) -> list[str]:
    """The 1996 deckbuilding rules' problems of ``deck`` (the ruleset adds the cards not
    playable yet: ``Ruleset.validate_deck``)."""
    problems: list[str] = deck.validate(allow_undefined=True)
    return problems


__all__ = [
    "ClassicDeck",
    "STARTERS",
    "load_classic_deck",
    "read_classic_deck",
    "validate_classic_deck",
]

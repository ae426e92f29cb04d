"""Decklists: parse, build starter decks, validate.

>>> deck = Deck.starter("jinteki")
>>> deck.identity
'Jinteki: Personal Evolution'
>>> len(deck)
49
>>> Deck.parse("Noise: Hacker Extraordinaire\\n3x Sure Gamble\\nDiesel x2").cards
(('Sure Gamble', 3), ('Diesel', 2))
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .engine.carddb import FACTIONS, CardData, UnknownCard, card_data, core_set


class DeckError(ValueError):
    """A decklist that cannot be read: the message names the line and what was expected."""


_COUNT_FIRST = re.compile(r"^\s*(\d+)\s*[xX×]?\s+(.+?)\s*$")
_COUNT_LAST = re.compile(r"^\s*(.+?)\s+[xX×]\s*(\d+)\s*$")


@dataclass(frozen=True)
class Deck:
    """An identity and a list of (title, count), titles exactly as in the card data."""

    identity: str
    cards: tuple[tuple[str, int], ...]
    name: str = ""

    def __len__(self) -> int:
        return sum(n for _, n in self.cards)

    @property
    def side(self) -> str:
        return card_data(self.identity).side

    def titles(self) -> list[str]:
        """Every card of the deck, one title per copy, in list order."""
        out: list[str] = []
        for t, n in self.cards:
            out.extend([t] * n)
        return out

    @classmethod
    def starter(cls, faction: str) -> Deck:
        """The Core Set starter deck: every card of ``faction`` plus the side's neutral cards."""
        f = faction.lower().strip()
        aliases = {"weyland": "weyland-consortium", "hb": "haas-bioroid", "haas": "haas-bioroid"}
        f = aliases.get(f, f)
        side = next((s for s, fs in FACTIONS.items() if f in fs), None)
        if side is None:
            known = ", ".join(x for fs in FACTIONS.values() for x in fs)
            raise DeckError(f"unknown faction {faction!r}: expected one of {known}")
        ident = None
        cards: list[tuple[str, int]] = []
        for c in core_set():
            if c.faction == f and c.type == "identity":
                ident = c.title
            elif c.side == side and c.faction in (f, "neutral-" + side) and c.type != "identity":
                cards.append((c.title, c.quantity))
        assert ident is not None
        return cls(ident, tuple(cards), name=f"starter:{f}")

    @classmethod
    def parse(cls, text: str) -> Deck:
        """Read a decklist: ``3 Hedge Fund``, ``3x Hedge Fund`` or ``Hedge Fund x3`` per line.

        The identity is the one identity card in the list; blank lines and ``#`` comments are ignored.
        ``"starter:<faction>"`` gives that starter deck. Raises :class:`DeckError` naming the problem.
        """
        stripped = text.strip()
        if stripped.lower().startswith("starter:"):
            return cls.starter(stripped.split(":", 1)[1])
        identity: str | None = None
        counts: dict[str, int] = {}
        for lineno, raw in enumerate(text.splitlines(), 1):
            line = raw.strip()
            if not line or line.startswith("#"):
                continue
            m = _COUNT_FIRST.match(line)
            if m:
                n, title = int(m.group(1)), m.group(2)
            else:
                m = _COUNT_LAST.match(line)
                if m:
                    title, n = m.group(1), int(m.group(2))
                else:
                    title, n = line, 1
            try:
                data: CardData = card_data(title)
            except UnknownCard as e:
                raise DeckError(f"line {lineno}: {e}") from None
            if data.type == "identity":
                if identity is not None and identity != data.title:
                    raise DeckError(
                        f"line {lineno}: a second identity {data.title!r} (already {identity!r})"
                    )
                identity = data.title
                continue
            if n < 1:
                raise DeckError(f"line {lineno}: a count must be at least 1, got {n}")
            counts[data.title] = counts.get(data.title, 0) + n
        if identity is None:
            raise DeckError("the decklist has no identity card")
        return cls(identity, tuple(counts.items()))

    def to_text(self) -> str:
        """The decklist as text that :meth:`parse` reads back to an equal deck."""
        lines = [self.identity] + [f"{n} {t}" for t, n in self.cards]
        return "\n".join(lines) + "\n"

    def validate(self) -> list[str]:
        """Problems that make the deck illegal under the Core Set rules (empty when legal)."""
        problems: list[str] = []
        ident = card_data(self.identity)
        side = ident.side
        size = len(self)
        if ident.minimum_deck_size and size < ident.minimum_deck_size:
            problems.append(
                f"The deck has {size} cards; {ident.title} needs at least "
                f"{ident.minimum_deck_size}."
            )
        influence = 0
        points = 0
        for title, n in self.cards:
            c = card_data(title)
            if c.side != side:
                problems.append(f"{title} is a {c.side} card in a {side} deck.")
                continue
            if n > c.deck_limit:
                problems.append(f"{n} copies of {title}: at most {c.deck_limit} are allowed.")
            out_of_faction = c.faction != ident.faction and not c.faction.startswith("neutral")
            if out_of_faction:
                if c.type == "agenda":
                    problems.append(f"{title} is an agenda of another faction.")
                influence += (c.influence_cost or 0) * n
            if c.type == "agenda":
                points += (c.agenda_points or 0) * n
        if ident.influence_limit is not None and influence > ident.influence_limit:
            problems.append(
                f"The deck uses {influence} influence; {ident.title} allows {ident.influence_limit}."
            )
        if side == "corp" and ident.minimum_deck_size:
            need = 18 + 2 * ((max(size, 40) - 40) // 5)
            if points not in (need, need + 1):
                problems.append(
                    f"A {size}-card Corp deck needs {need} or {need + 1} agenda points, "
                    f"this one has {points}."
                )
        return problems


def load_deck(spec: Deck | str) -> Deck:
    """Turn ``"starter:<faction>"``, decklist text, or a Deck into a Deck."""
    if isinstance(spec, Deck):
        return spec
    if not isinstance(spec, str):
        raise DeckError(
            f"expected a Deck, decklist text or 'starter:<faction>', got {type(spec).__name__}"
        )
    return Deck.parse(spec)

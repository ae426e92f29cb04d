"""Decklists: read the formats players paste, write NetrunnerDB text, check the deckbuilding rules.

Formats :meth:`Deck.parse` reads (the format is recognised from the text itself):

- plain lines and jinteki.net lists: ``3 Hedge Fund``, ``3x Hedge Fund``, ``Hedge Fund x3``; the
  identity is the one identity card in the list (anywhere, count 1 or none); ``#`` comments.
- NetrunnerDB plain-text exports: a deck name line, the identity line, section headers such as
  ``Event (14)``, card lines with set suffixes ``(Core Set)`` and influence dots ``●●``, and the
  closing totals (``15 influence spent``, ``49 cards``, ``Cards up to …``, links), which carry no
  cards and are skipped. The BBCode and Markdown exports also work: their markup is dropped.
- OCTGN ``.o8d`` XML: ``<deck><section name="Identity"><card qty="1" id="…">Title</card>…``.

A :class:`Deck` is a multiset: its cards are merged by title and kept in card-code order, so decks
with the same cards are equal (and give the same game for a seed) whatever order the list was in.
The deck's ``name`` is carried along but is not part of equality.

>>> deck = Deck.starter("jinteki")
>>> deck.identity
'Jinteki: Personal Evolution'
>>> len(deck)
49
>>> Deck.parse("Noise: Hacker Extraordinaire\\n3x Sure Gamble\\nDiesel x2").cards
(('Diesel', 2), ('Sure Gamble', 3))
>>> Deck.parse(Deck.starter("shaper").to_text()) == Deck.starter("shaper")
True
"""

from __future__ import annotations

import dataclasses
import difflib
import re
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, overload

from ...engine.carddb import (
    FACTIONS,
    CardData,
    DeckError,
    all_cards,
    card_data,
    core_set,
    normalize_title,
)
from ...engine.ruleset import DeckLike, get_ruleset
from ..files import read_decklist_file

#: the problem of a list without an identity line (:class:`MissingIdentity`'s last problem)
NO_IDENTITY = (
    "the decklist has no identity card: add a line with the identity's title, "
    "e.g. 'Noise: Hacker Extraordinaire' (or give it: --identity TITLE)"
)


class MissingIdentity(DeckError):
    """A decklist with cards but no identity line (jinteki.net lists often have none): its
    ``cards`` and ``name``, for :meth:`deck` once the identity is known. ``problems`` also lists
    the list's other problems (unknown titles...), the missing identity last."""

    def __init__(
        self,
        message: str,
        cards: tuple[tuple[str, int], ...],
        name: str,
        problems: Sequence[str] = (),
    ) -> None:
        super().__init__(message, problems)
        self.cards = cards
        self.name = name

    @property
    def side(self) -> str | None:
        """The side of the list's cards (its first known card's), None if none is known."""
        for title, _ in self.cards:
            c = _known(title)
            if c is not None:
                return c.side
        return None

    def deck(self, identity: str) -> Deck:
        """The deck with ``identity`` (a title; case and accents need not match); a
        :class:`DeckError` when it is not an identity."""
        data = _known(identity)
        if data is None or data.type != "identity":
            raise DeckError(f"{identity!r} is not an identity card")
        return Deck(data.title, self.cards, name=self.name)


@cache
def _by_folded_title() -> dict[str, CardData]:
    return {normalize_title(t): c for t, c in all_cards().items()}


def _known(title: str) -> CardData | None:
    """The card named ``title`` (case, accents and curly quotes folded), or None: no suggestions."""
    c = all_cards().get(title)
    return c if c is not None else _by_folded_title().get(normalize_title(title))


# ------------------------------------------------------------------------------------- reading

_COUNT_FIRST = re.compile(r"^(\d+)\s*[xX×]?\s+(.+?)$")
_COUNT_LAST = re.compile(r"^(.+?)\s+[xX×]\s*(\d+)$")
_IDENTITY_PREFIX = re.compile(r"^identity\s*:\s*(.+)$", re.IGNORECASE)
_SET_SUFFIX = re.compile(r"^(.+?)\s*\(([^()]*[^()\d\s][^()]*)\)$")  # "(Core Set)", not "(3)"
_HEADER = re.compile(r"^([^\W\d_][^()]*?)\s*\(\s*\d+\s*\)$")  # "Event (14)", "Code Gate (4)"
_FOOTER = re.compile(
    r"^(\d+\s+(influence|agenda\s+points?|cards?)\b|cards\s+up\s+to\b|total\b)", re.IGNORECASE
)
_URL = re.compile(r"https?://|www\.|netrunnerdb|jinteki\.net", re.IGNORECASE)
_DOTS = "●•○◦·∙⬤"
_TRAILING_DOTS = re.compile(rf"[\s{_DOTS}]+$")
_BULLET = re.compile(r"^[*+\-•]\s+")
_MD_LINK = re.compile(r"\[([^\[\]]+)\]\((?:https?:/|/)[^()\s]*\)")
_BBCODE = re.compile(r"\[/?[a-zA-Z]+(?:=[^\[\]]*)?\]")
_MAX_COUNT_DIGITS = 4


@dataclass(frozen=True)
class _Entry:
    """One card-bearing line: its count (None when the line has none) and the title written."""

    where: str
    count: int | None
    title: str
    data: CardData | None  # None: no such card


def _lookup(title: str) -> CardData | None:
    """The card named ``title``, also without a set suffix such as ``(Core Set)``; else None."""
    title = _TRAILING_DOTS.sub("", title).strip()
    for candidate in (title, _strip_set(title)):
        found = _known(candidate) if candidate else None
        if found is not None:
            return found
    return None


def _strip_set(title: str) -> str:
    m = _SET_SUFFIX.match(title)
    return m.group(1) if m else title


@cache
def _suggestable() -> dict[str, str]:
    return {normalize_title(t): t for t in all_cards() if not t.startswith("Blank ")}


def _suggest(title: str) -> list[str]:
    """Up to three real titles close to ``title`` (spelling, or a part of a longer title)."""
    key = normalize_title(title)
    if not key or len(key) > 100:
        return []
    by_norm = _suggestable()
    found = difflib.get_close_matches(key, list(by_norm), n=3, cutoff=0.6)
    if len(key) >= 4:
        for norm in by_norm:
            parts = [p.strip() for p in norm.split(":")]
            if norm not in found and (key in parts or (len(key) >= 5 and key in norm)):
                found.append(norm)
    return [by_norm[n] for n in found[:3]]


def _shown(text: str, limit: int = 60) -> str:
    return repr(text if len(text) <= limit else text[: limit - 1] + "…")


def _written(entry: _Entry) -> str:
    """The title as the line writes it, without a set suffix and influence dots."""
    return _strip_set(_TRAILING_DOTS.sub("", entry.title).strip())


def _unknown(entry: _Entry) -> str:
    title = _written(entry)
    hint = _suggest(title)
    tail = f" (did you mean {_or_list(hint)}?)" if hint else " (no card has a similar title)"
    return f"{entry.where}: unknown card title {_shown(title)}{tail}"


def problems_error(problems: Sequence[str], deck: Deck | None = None) -> DeckError:
    """One :class:`DeckError` for every problem of a list: the message is the one problem, or
    their number and each of them."""
    if len(problems) == 1:
        return DeckError(problems[0], problems, deck)
    return DeckError(f"{len(problems)} problems: " + "; ".join(problems), problems, deck)


def _or_list(items: list[str]) -> str:
    return items[0] if len(items) == 1 else ", ".join(items[:-1]) + " or " + items[-1]


def _clean(raw: str) -> str:
    """A line without markup (BBCode, Markdown links and bullets) and without influence dots."""
    line = raw.strip()
    if "[" in line:
        line = _MD_LINK.sub(r"\1", line)
        line = _BBCODE.sub("", line)
    line = line.replace("_(", "(").replace(")_", ")")
    line = _BULLET.sub("", line)
    return _TRAILING_DOTS.sub("", line).strip()


@cache
def _section_words() -> frozenset[str]:
    words = {"ice", "icebreaker", "multi", "other", "identity", "cards", "deck", "stack", "r&d"}
    for c in all_cards().values():
        words.add(c.type.lower())
        words.update(k.lower() for k in c.keywords)
    return frozenset(words)


def _is_header(line: str) -> bool:
    m = _HEADER.match(line)
    if not m:
        return False
    word = normalize_title(m.group(1))
    return word in _section_words() or word.rstrip("s") in _section_words()


def _count(digits: str, where: str) -> int:
    if len(digits) > _MAX_COUNT_DIGITS:
        raise DeckError(f"{where}: {_shown(digits)} is too large to be a number of copies")
    return int(digits)


def _entry(where: str, raw: str) -> _Entry | None:
    """What a text line says: None for lines without a card (totals, section headers, links)."""
    line = _clean(raw)
    if not line or line.startswith(("#", "//")) or _URL.search(line) or _FOOTER.match(line):
        return None
    m = _IDENTITY_PREFIX.match(line)
    if m and _lookup(m.group(1)) is not None:
        line = m.group(1)
    whole = _lookup(line)
    if whole is not None:
        return _Entry(where, None, line, whole)
    line = _TRAILING_DOTS.sub("", _strip_set(line))
    m = _COUNT_FIRST.match(line)
    if m:
        title = m.group(2)
        return _Entry(where, _count(m.group(1), where), title, _lookup(title))
    m = _COUNT_LAST.match(line)
    if m:
        title = m.group(1)
        return _Entry(where, _count(m.group(2), where), title, _lookup(title))
    if _is_header(line):
        return None
    return _Entry(where, None, line, None)


class _Builder:
    """Collects the identity and the card counts of a decklist, line by line, and every problem
    of its lines (unknown titles, bad counts, extra identities) to report them all at once."""

    def __init__(self) -> None:
        self.identity: str | None = None
        self.identity_where = ""
        self.counts: dict[str, int] = {}
        self.unknown: dict[str, int] = {}  # titles no card has, as written, for the rules check
        self.problems: list[str] = []

    def add(self, e: _Entry) -> None:
        if e.data is None:
            self.problems.append(_unknown(e))
            n = 1 if e.count is None else e.count
            if n >= 1:
                self.unknown[_written(e)] = self.unknown.get(_written(e), 0) + n
            return
        data = e.data
        if data.type == "identity":
            if e.count is not None and e.count != 1:
                self.problems.append(
                    f"{e.where}: the identity {data.title} is listed {e.count} times; "
                    "a deck has exactly one identity"
                )
            if self.identity is not None and self.identity != data.title:
                self.problems.append(
                    f"{e.where}: a second identity, {data.title} (the deck's identity is "
                    f"already {self.identity}, {self.identity_where})"
                )
                return
            self.identity, self.identity_where = data.title, e.where
            return
        n = 1 if e.count is None else e.count
        if n < 1:
            self.problems.append(
                f"{e.where}: {n} copies of {data.title}; a count must be at least 1"
            )
            return
        self.counts[data.title] = self.counts.get(data.title, 0) + n

    def deck(self, name: str, identity: str | None = None) -> Deck:
        """The deck; ``identity`` is the one of a list that has none. Raises
        :class:`MissingIdentity` (without one) or a :class:`DeckError` listing every problem."""
        if self.identity is None and identity is not None:
            data = _known(identity)
            if data is None or data.type != "identity":
                raise problems_error([*self.problems, f"{identity!r} is not an identity card"])
            self.identity = data.title
        if self.identity is None:
            if not self.counts and not self.unknown and not self.problems:
                raise DeckError("the decklist has no cards and no identity")
            missing = NO_IDENTITY
            problems = [*self.problems, missing]
            raise MissingIdentity(
                problems_error(problems).args[0] if self.problems else missing,
                tuple(self.counts.items()),
                name,
                problems,
            )
        if self.problems:
            cards = (*self.counts.items(), *self.unknown.items())
            raise problems_error(self.problems, Deck(self.identity, cards, name=name))
        return Deck(self.identity, tuple(self.counts.items()), name=name)


def _first_is_name(first: tuple[str, str], second: tuple[str, str]) -> bool:
    """NetrunnerDB's exports start with the deck's name, then the identity."""
    try:
        ident = _entry(*second)
    except DeckError:
        return False
    if ident is None or ident.data is None or ident.data.type != "identity":
        return False
    try:
        e = _entry(*first)
    except DeckError:
        return True
    return e is None or e.data is None or (e.count is None and e.data.type != "identity")


def _parse_text(text: str, identity: str | None = None) -> Deck:
    lines = [
        (f"line {n}", raw)
        for n, raw in enumerate(text.splitlines(), 1)
        if _clean(raw) and not _clean(raw).startswith(("#", "//"))
    ]
    name = ""
    if len(lines) >= 2 and _first_is_name(lines[0], lines[1]):
        name = _clean(lines[0][1])
        lines = lines[1:]
    build = _Builder()
    for where, raw in lines:
        try:
            e = _entry(where, raw)
        except DeckError as err:  # a count too large to be one
            build.problems.append(str(err))
            continue
        if e is not None:
            build.add(e)
    return build.deck(name, identity)


_HIDDEN = re.compile(r"<!--.*?-->|<!\[CDATA\[.*?\]\]>|<\?.*?\?>", re.DOTALL)
_CARD_TAG = re.compile(r"<card[\s/>]")


def _card_lines(text: str) -> list[int]:
    """The line of each ``<card`` tag, in document order (comments and CDATA don't count)."""
    masked = _HIDDEN.sub(lambda m: re.sub(r"[^\n]", " ", m.group()), text)
    return [masked.count("\n", 0, m.start()) + 1 for m in _CARD_TAG.finditer(masked)]


def _title_from_id(card_id: str) -> str | None:
    """OCTGN ids end with the card's code (``…d451eda01050`` is 01050, Sure Gamble)."""
    code = card_id.strip()[-5:]
    return next((c.title for c in all_cards().values() if c.code == code), None)


def _parse_o8d(text: str, first_line: int = 1, identity: str | None = None) -> Deck:
    """An OCTGN deck; ``first_line`` is the line of the text's first character in the file."""
    try:
        root = ET.fromstring(text)
    except ET.ParseError as e:
        line = (e.position[0] if e.position else 1) + first_line - 1
        reason = str(e).split(":")[0]
        raise DeckError(f"line {line}: the OCTGN deck is not well-formed XML ({reason})") from None
    except (ValueError, LookupError) as e:
        raise DeckError(f"line {first_line}: the OCTGN deck cannot be read as XML ({e})") from None
    if root.tag != "deck":
        raise DeckError(
            f"line {first_line}: an OCTGN deck's root element is <deck>, this one's is <{root.tag}>"
        )
    section_by_card: dict[int, str] = {}
    for sec in root.iter("section"):
        for el in sec.iter("card"):
            section_by_card[id(el)] = sec.get("name", "")
    cards = list(root.iter("card"))
    lines = [n + first_line - 1 for n in _card_lines(text)]
    build = _Builder()
    for i, el in enumerate(cards):
        where = f"line {lines[i]}" if len(lines) == len(cards) else f"card {i + 1}"
        title = (el.text or "").strip()
        if not title:
            title = _title_from_id(el.get("id", "")) or ""
        if not title:
            build.problems.append(f"{where}: a <card> element with no title")
            continue
        qty = (el.get("qty") or "1").strip()
        if not qty.isdecimal():
            build.problems.append(f"{where}: the qty of {title} is {qty!r}, not a number of copies")
            continue
        try:
            entry = _Entry(where, _count(qty, where), title, _lookup(title))
        except DeckError as err:
            build.problems.append(str(err))
            continue
        section = section_by_card.get(id(el), "")
        if section.strip().lower() == "identity" and entry.data and entry.data.type != "identity":
            build.problems.append(
                f"{where}: {entry.data.title} is in the Identity section but is not an identity"
            )
            continue
        build.add(entry)
    return build.deck("", identity)


# ------------------------------------------------------------------------------------ the deck


def _canonical(title: str) -> str:
    c = _known(title)
    return title if c is None else c.title


#: the starter decks built so far, by (class, faction)
_STARTERS: dict[tuple[type, str], Any] = {}


def _order(item: tuple[str, int]) -> tuple[int, str]:
    c = _known(item[0])
    return (1, normalize_title(item[0])) if c is None else (0, c.code)


FACTION_NAMES = {
    "haas-bioroid": "Haas-Bioroid",
    "jinteki": "Jinteki",
    "nbn": "NBN",
    "weyland-consortium": "Weyland Consortium",
    "anarch": "Anarch",
    "criminal": "Criminal",
    "shaper": "Shaper",
    "neutral-corp": "neutral",
    "neutral-runner": "neutral",
}

SECTIONS = (
    "Agenda",
    "Asset",
    "Upgrade",
    "Operation",
    "Barrier",
    "Code Gate",
    "Sentry",
    "Ice",
    "Event",
    "Hardware",
    "Resource",
    "Icebreaker",
    "Program",
    "Identity",
    "Unknown",
)


def section_of(c: CardData | None) -> str:
    """The NetrunnerDB section a card is listed under ("Barrier", "Icebreaker", "Event"...)."""
    if c is None:
        return "Unknown"
    if c.type == "ice":
        return next((k for k in ("Barrier", "Code Gate", "Sentry") if c.has_keyword(k)), "Ice")
    if c.type == "program":
        return "Icebreaker" if c.has_keyword("Icebreaker") else "Program"
    return c.type.capitalize()


def influence_dots(n: int) -> str:
    """``●`` per influence point, grouped by five as NetrunnerDB writes them."""
    return " ".join("●" * min(5, n - i) for i in range(0, n, 5))


def agenda_points_needed(size: int) -> tuple[int, int]:
    """The agenda points a Corp deck of ``size`` cards must have: 40-44 → (18, 19), +2 per 5."""
    low = 18 + 2 * ((max(size, 40) - 40) // 5)
    return low, low + 1


@dataclass(frozen=True)
class Deck:
    """An identity and the deck's cards as (title, count), titles exactly as in the card data.

    The constructor folds titles to the card data's spelling, merges repeated titles and sorts the
    cards by card code (unknown titles last, for :meth:`validate` to report). ``name`` is not part
    of equality: two decks are equal when they have the same identity and the same cards.
    """

    identity: str
    cards: tuple[tuple[str, int], ...]
    name: str = field(default="", compare=False)

    def __post_init__(self) -> None:
        merged: dict[str, int] = {}
        for title, n in self.cards:
            t = _canonical(title)
            merged[t] = merged.get(t, 0) + n
        object.__setattr__(self, "identity", _canonical(self.identity))
        object.__setattr__(self, "cards", tuple(sorted(merged.items(), key=_order)))

    def __len__(self) -> int:
        return sum(n for _, n in self.cards)

    @property
    def side(self) -> str:
        return card_data(self.identity).side

    def titles(self) -> list[str]:
        """Every card of the deck, one title per copy, in card-code order."""
        out: list[str] = []
        for t, n in self.cards:
            out.extend([t] * n)
        return out

    # --------------------------------------------------------------------- building and reading

    @classmethod
    def starter(cls, faction: str) -> Deck:
        """The Core Set starter deck: every card of ``faction`` plus the side's neutral cards."""
        f = faction.lower().strip()
        aliases = {"weyland": "weyland-consortium", "hb": "haas-bioroid", "haas": "haas-bioroid"}
        f = aliases.get(f, f)
        made = _STARTERS.get((cls, f))
        if made is not None:  # a deck is immutable: each faction's is built once
            return made
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
        made = _STARTERS[(cls, f)] = cls(ident, tuple(cards), name=f"starter:{f}")
        return made

    @overload
    @classmethod
    def parse(cls, text: str, *, identity: str | None = None) -> Deck: ...

    @overload
    @classmethod
    def parse(cls, text: str, ruleset: str, *, identity: str | None = None) -> DeckLike: ...

    @classmethod
    def parse(cls, text: str, ruleset: str = "anr", *, identity: str | None = None) -> DeckLike:
        """Read a decklist: plain lines, a NetrunnerDB or jinteki.net list, or OCTGN ``.o8d`` XML.

        ``ruleset`` names the game the list is for: ``"classic"`` reads a 1996 list (no
        identity; the deck's side is its first card's) as that ruleset's deck, which has the same
        ``side``, ``cards``, ``titles()``, ``validate()`` and ``to_text()``.

        Card lines are ``3 Hedge Fund``, ``3x Hedge Fund`` or ``Hedge Fund x3`` (set suffixes and
        influence dots allowed); the identity is the one identity card in the list; blank lines,
        ``#`` comments, section headers and NetrunnerDB's totals are skipped; a first line followed
        by the identity line is the deck's name. ``"starter:<faction>"`` gives that starter deck.
        ``identity`` is the identity of a list that has none (a title); without it such a list
        raises :class:`MissingIdentity`.

        Raises :class:`DeckError` naming the line and the problem (an unknown title comes with the
        closest real titles). The whole list is read first: the error's ``problems`` are every
        unknown title and malformed line, and its ``deck`` the deck of the lines that could be
        read (unknown titles kept as written), to check against the deckbuilding rules too:

        >>> try:
        ...     Deck.parse("Noise: Hacker Extraordinaire\\n3 Sure Gambel\\n2 Diesle")
        ... except DeckError as e:
        ...     print("\\n".join(e.problems))
        ...     print(len(e.deck), e.deck.validate(unknown_titles=False))
        line 2: unknown card title 'Sure Gambel' (did you mean Sure Gamble?)
        line 3: unknown card title 'Diesle' (did you mean Diesel?)
        5 ['The deck has 5 cards; Noise: Hacker Extraordinaire needs at least 45.']
        """
        if ruleset != "anr":
            if not isinstance(text, str):
                raise DeckError(f"a decklist is text, got {type(text).__name__}")
            return get_ruleset(ruleset).parse_deck(text)
        if not isinstance(text, str):
            raise DeckError(f"a decklist is text, got {type(text).__name__}")
        text = text.lstrip("\ufeff")
        stripped = text.strip()
        if not stripped:
            raise DeckError("the decklist is empty")
        if stripped.lower().startswith("starter:") and "\n" not in stripped:
            return cls.starter(stripped.split(":", 1)[1])
        if stripped.startswith("<"):
            body = text.lstrip()
            return _parse_o8d(body, 1 + text[: len(text) - len(body)].count("\n"), identity)
        return _parse_text(text, identity)

    def to_text(self) -> str:
        """The deck in NetrunnerDB's plain-text form; :meth:`parse` reads it back to an equal deck.

        The name (when it can be read back as one), the identity, then a section per card type
        (``Event (14)``) with ``3x Title`` lines and influence dots, then the totals.
        """
        lines: list[str] = []
        name = " ".join(self.name.split())
        if name and _name_reads_back(name):
            lines += [name, ""]
        lines.append(self.identity)
        for section, rows in self.sections():
            lines += ["", f"{section} ({sum(n for _, _, n in rows)})"]
            for data, title, n in rows:
                dots = influence_dots(self.influence_of(data) * n)
                lines.append(f"{n}x {title}" + (f" {dots}" if dots else ""))
        lines.append("")
        ident = self._identity_data()
        if ident is not None and ident.influence_limit is not None:
            used, limit = self.influence(), ident.influence_limit
            lines.append(f"{used} influence spent (max {limit}, available {max(0, limit - used)})")
        if ident is not None and ident.side == "corp" and ident.minimum_deck_size:
            low, high = agenda_points_needed(len(self))
            lines.append(f"{self.agenda_points()} agenda points (between {low} and {high})")
        minimum = ident.minimum_deck_size if ident is not None else None
        lines.append(f"{len(self)} cards" + (f" (min {minimum})" if minimum else ""))
        lines.append("Cards up to Core Set")
        return "\n".join(lines) + "\n"

    # ------------------------------------------------------------------------------ numbers

    def sections(self) -> list[tuple[str, list[tuple[CardData | None, str, int]]]]:
        """The cards grouped as NetrunnerDB lists them: (section, [(data, title, count)]), by
        title."""
        groups: dict[str, list[tuple[CardData | None, str, int]]] = {}
        for title, n in self.cards:
            data = _known(title)
            groups.setdefault(section_of(data), []).append((data, title, n))
        return [
            (s, sorted(groups[s], key=lambda r: normalize_title(r[1])))
            for s in SECTIONS
            if s in groups
        ]

    def _identity_data(self) -> CardData | None:
        c = _known(self.identity)
        return c if c is not None and c.type == "identity" else None

    def influence_of(self, c: CardData | None) -> int:
        """The influence one copy of ``c`` costs in this deck (0 in faction or neutral)."""
        ident = self._identity_data()
        if c is None or ident is None or c.faction == ident.faction:
            return 0
        if c.faction.startswith("neutral") or c.side != ident.side:
            return 0
        return c.influence_cost or 0

    def influence(self) -> int:
        """The influence spent on out-of-faction cards."""
        total = 0
        for title, n in self.cards:
            total += self.influence_of(_known(title)) * n
        return total

    def agenda_points(self) -> int:
        """The agenda points of the agendas in the deck."""
        total = 0
        for title, n in self.cards:
            c = _known(title)
            if c is not None and c.type == "agenda":
                total += (c.agenda_points or 0) * n
        return total

    # ------------------------------------------------------------------------------ the rules

    def validate(self, *, allow_undefined: bool = False, unknown_titles: bool = True) -> list[str]:
        """Problems that make the deck illegal under the Core Set rules (empty when legal).

        Each problem is one sentence: an identity that is not one, cards that are unknown, of the
        other side or extra identities, too few cards, too many copies of a title, too much
        influence, another faction's agendas, agenda points that don't fit the deck size; and,
        unless ``allow_undefined``, a card with no declaration (it would play as a blank).
        ``unknown_titles=False`` leaves out the titles that are no card (for a deck whose reader
        already reported them, with the closest real titles: :attr:`DeckError.deck`).
        """
        problems = self._rules_problems(unknown_titles)
        if not allow_undefined:
            pool = get_ruleset("anr").pool
            titles = [self.identity, *(t for t, _ in self.cards)]
            problems += pool.undefined_problems(t for t in titles if t in pool)
        return problems

    def _rules_problems(self, unknown_titles: bool = True) -> list[str]:
        problems: list[str] = []
        ident = _known(self.identity)
        if ident is None:
            problems.append(f"The identity {self.identity!r} is not a known card.")
        if ident is not None and ident.type != "identity":
            problems.append(
                f"{ident.title} is {_a(ident.type)}, not an identity, so it cannot be the "
                "deck's identity."
            )
            ident = None
        side = ident.side if ident is not None else None
        for title, n in self.cards:
            c = _known(title)
            if c is None:
                if unknown_titles:
                    problems.append(f"{title!r} is not a known card.")
                continue
            if n < 1:
                problems.append(f"The deck lists {n} copies of {c.title}; a count is at least 1.")
            elif c.type == "identity":
                which = f" ({ident.title})" if ident is not None else ""
                problems.append(
                    f"{c.title} is an identity card: a deck has only its one identity{which}."
                )
            elif side is not None and c.side != side:
                problems.append(
                    f"{c.title} is a {c.side.capitalize()} card and cannot be in a "
                    f"{side.capitalize()} deck."
                )
            elif n > c.deck_limit:
                problems.append(
                    f"The deck has {n} copies of {c.title}; at most {c.deck_limit} are allowed."
                )
            if (
                ident is not None
                and c.type == "agenda"
                and c.side == ident.side
                and c.faction != ident.faction
                and not c.faction.startswith("neutral")
            ):
                problems.append(
                    f"{c.title} is {_a(FACTION_NAMES.get(c.faction, c.faction))} agenda; a "
                    f"{FACTION_NAMES.get(ident.faction, ident.faction)} deck may only include "
                    "its own faction's agendas and neutral ones."
                )
        if ident is None:
            return problems
        size = len(self)
        if ident.minimum_deck_size and size < ident.minimum_deck_size:
            problems.append(
                f"The deck has {size} cards; {ident.title} needs at least "
                f"{ident.minimum_deck_size}."
            )
        influence = self.influence()
        if ident.influence_limit is not None and influence > ident.influence_limit:
            spenders = sorted(
                (
                    (self.influence_of(_known(t)) * n, t)
                    for t, n in self.cards
                    if self.influence_of(_known(t))
                ),
                key=lambda x: (-x[0], x[1]),
            )
            detail = ", ".join(f"{t} {inf}" for inf, t in spenders)
            problems.append(
                f"The deck spends {influence} influence on out-of-faction cards ({detail}); "
                f"{ident.title} allows at most {ident.influence_limit}."
            )
        if side == "corp" and ident.minimum_deck_size:
            low, high = agenda_points_needed(size)
            points = self.agenda_points()
            if points not in (low, high):
                problems.append(
                    f"A {size}-card Corp deck needs {low} or {high} agenda points; this one has "
                    f"{points}."
                )
        return problems


def _a(noun: str) -> str:
    """``noun`` with its article: "an agenda", "a Jinteki", "an NBN" (initials said letter by
    letter)."""
    vowel = noun[:1].lower() in "aeiou" or (noun.isupper() and noun[:1] in "AEFHILMNORSX")
    return ("an " if vowel else "a ") + noun


def _name_reads_back(name: str) -> bool:
    """True if ``name`` as the first line of :meth:`Deck.to_text` is read back as the name."""
    if name.startswith(("#", "//", "<")) or name.lower().startswith("starter:") or not _clean(name):
        return False
    return _first_is_name(("line 1", name), ("line 2", "Noise: Hacker Extraordinaire"))


# ----------------------------------------------------------------------------------- loading


def load_deck(spec: Deck | str) -> Deck:
    """Turn ``"starter:<faction>"``, decklist text, or a Deck into a Deck."""
    if isinstance(spec, Deck):
        return spec
    if not isinstance(spec, str):
        raise DeckError(
            f"expected a Deck, decklist text or 'starter:<faction>', got {type(spec).__name__}"
        )
    return Deck.parse(spec)


def _in_file(name: str, message: str) -> str:
    """``message`` naming the file ``name``: "deck.txt, line 2: ..." or "deck.txt: ..."."""
    return f"{name}, {message}" if message.startswith("line ") else f"{name}: {message}"


def read_deck(spec: str | Path, side: str | None = None, identity: str | None = None) -> Deck:
    """A deck from ``"starter:<faction>"`` or a decklist file (any format :meth:`Deck.parse` reads).

    The command line reads every deck through this. A deck read from a file without a name is
    named after the file. ``side`` ("corp" or "runner"), when given, is checked; ``identity``
    is the identity of a list that has none (it raises :class:`MissingIdentity` without). Raises
    :class:`DeckError`: a missing or unreadable file, or ``"<file>, line N: …"`` for its content
    (its ``problems`` each problem of the list, ``"line N: …"``, as :meth:`Deck.parse` says).
    """
    s = str(spec)
    if s.strip().lower().startswith("starter:"):
        deck = Deck.parse(s.strip())
    else:
        path = Path(s)
        text = read_decklist_file(path, "starter:<faction>, e.g. starter:jinteki")
        try:
            deck = Deck.parse(text, identity=identity)
        except MissingIdentity as e:
            raise MissingIdentity(_in_file(s, str(e)), e.cards, e.name, e.problems) from None
        except DeckError as e:
            partial = e.deck
            if partial is not None and not partial.name:
                partial = dataclasses.replace(partial, name=path.stem)
            raise DeckError(_in_file(s, str(e)), e.problems, partial) from None
        if not deck.name:
            deck = dataclasses.replace(deck, name=path.stem)
    if side is not None and deck.side != side:
        raise DeckError(f"{s}: {deck.identity} is a {deck.side} identity, not a {side} one")
    return deck

"""The one formatter of numbers players read: credits, clicks, costs, strength, agenda points.

Every option label, log line and card text that names an amount writes it through these functions,
so credits read the same everywhere ("1 credit", "3 credits": never ``[Credit]``, ``cr`` or ``¢``)
and a ruleset with other words (the 1996 game's bits and actions) changes them in one place
(:class:`Words`, ``Ruleset.words``: the engine writes through ``g.ruleset.words``).

>>> credits(1), credits(3), clicks(2)
('1 credit', '3 credits', '2 clicks')
>>> from netrunner.engine.cost import Cost
>>> cost_text(Cost(clicks=1, credits=2)), cost_text(Cost(trash_self=True)), cost_text(Cost())
('1 click, 2 credits', 'trash this card', 'no cost')
>>> strength_change("Battering Ram", 1, 1, 3)
'Battering Ram: +1 strength for 1 credit (3 → 4)'
>>> agenda("Hostile Takeover", 1)
'Hostile Takeover (1 agenda point)'
>>> Words(credit=("bit", "bits"), click=("action", "actions")).cost(Cost(clicks=1, credits=2))
'1 action, 2 bits'
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass

from .cost import Cost


@dataclass(frozen=True)
class Words:
    """The words a ruleset uses for its numbers (singular, plural)."""

    credit: tuple[str, str] = ("credit", "credits")
    click: tuple[str, str] = ("click", "clicks")
    agenda_point: tuple[str, str] = ("agenda point", "agenda points")
    remote: str = "Server"
    server: tuple[str, str] = ("server", "servers")
    remote_server: tuple[str, str] = ("remote server", "remote servers")
    #: taking an agenda the Runner accesses: the verb, and its third person ("liberate(s)")
    steal: tuple[str, str] = ("steal", "steals")
    #: the Runner's discard pile
    runner_discard: str = "heap"
    #: card types named otherwise than the engine's type names (an event is a prep in 1996)
    type_names: tuple[tuple[str, str], ...] = ()

    def type_name(self, card_type: str) -> str:
        """A card type in these words: "event" is "prep" in the 1996 game."""
        return dict(self.type_names).get(card_type, card_type)

    # The formatter, in these words: the engine calls it with the game's words
    # (``g.ruleset.words.credits(3)``), so another ruleset's words reach every label and log line;
    # the functions below are the same in Android: Netrunner's words (card text, the terminal).

    def credits(self, n: int) -> str:
        """``n`` credits in these words: "1 credit", "4 credits" (the 1996 game: "4 bits")."""
        word = self.credit  # (``count``, written out: labels and prompts ask for it all along)
        return f"{n} {word[0] if n == 1 else word[1]}"

    def clicks(self, n: int) -> str:
        """``n`` clicks in these words: "1 click" (the 1996 game: "1 action")."""
        word = self.click  # (``count``, written out, as for ``credits``)
        return f"{n} {word[0] if n == 1 else word[1]}"

    def agenda_points(self, n: int) -> str:
        """``n`` agenda points: "1 agenda point", "7 agenda points"."""
        return count(n, self.agenda_point)

    def cost(self, cost: Cost) -> str:
        """What ``cost`` spends: "1 click, 2 credits", "remove 1 virus counter", "trash this
        card", "forfeit an agenda"; "no cost" when it is free."""
        parts = []
        if cost.clicks:
            parts.append(self.clicks(cost.clicks))
        if cost.credits:
            parts.append(self.credits(cost.credits))
        if cost.counter:
            parts.append(f"remove {plural_counter(cost.counters, cost.counter)}")
        if cost.trash_self:
            parts.append("trash this card")
        if cost.forfeit:
            parts.append("forfeit an agenda")
        if cost.agenda_points:
            parts.append(self.agenda_points(cost.agenda_points))
        return ", ".join(parts) if parts else "no cost"

    def agenda(self, title: str, points: int) -> str:
        """An agenda named with its own points: "Hostile Takeover (1 agenda point)"."""
        return f"{title} ({self.agenda_points(points)})"

    def strength_change(self, title: str, amount: int, paid: int, now: int) -> str:
        """A boost option: what it gives, for what, and the strength before and after."""
        return f"{title}: {amount:+d} strength for {self.credits(paid)} ({now} → {now + amount})"


ANR_WORDS = Words()

#: Netrunner (1996): bits, actions, data forts, liberating agendas, the trash, preps and nodes.
CLASSIC_WORDS = Words(
    credit=("bit", "bits"),
    click=("action", "actions"),
    server=("data fort", "data forts"),
    remote_server=("subsidiary data fort", "subsidiary data forts"),
    steal=("liberate", "liberates"),
    runner_discard="trash",
    type_names=(("event", "prep"), ("asset", "node")),
)


def count(n: int, word: tuple[str, str]) -> str:
    """``n`` and the word, in the plural unless ``n`` is 1.

    >>> count(1, ("tag", "tags")), count(0, ("tag", "tags"))
    ('1 tag', '0 tags')
    """
    return f"{n} {word[0] if n == 1 else word[1]}"


def plural_counter(n: int, kind: str) -> str:
    """``n`` counters of ``kind``: "1 virus counter", "3 power counters"."""
    return count(n, (f"{kind} counter", f"{kind} counters"))


# The words of text written with no game at hand: a card's text as its pool renders it, the
# terminal. Android: Netrunner's, unless ``using(words)`` says otherwise (the 1996 pool renders
# its cards' text in bits and actions; a game runs its steps in its ruleset's words).
_CURRENT: ContextVar[Words] = ContextVar("netrunner_words", default=ANR_WORDS)


@contextmanager
def using(words: Words) -> Iterator[None]:
    """Write text in ``words`` inside the block (card text, labels built from effect texts).

    >>> with using(CLASSIC_WORDS):
    ...     credits(3)
    '3 bits'
    >>> credits(3)
    '3 credits'
    """
    token = _CURRENT.set(words)
    try:
        yield
    finally:
        _CURRENT.reset(token)


def current_words() -> Words:
    """The words text is written in here (see :func:`using`)."""
    return _CURRENT.get()


def credits(n: int) -> str:
    return _CURRENT.get().credits(n)


def clicks(n: int) -> str:
    return _CURRENT.get().clicks(n)


def agenda_points(n: int) -> str:
    return _CURRENT.get().agenda_points(n)


def cost_text(cost: Cost) -> str:
    return _CURRENT.get().cost(cost)


def agenda(title: str, points: int) -> str:
    return _CURRENT.get().agenda(title, points)


def strength_change(title: str, amount: int, paid: int, now: int) -> str:
    return _CURRENT.get().strength_change(title, amount, paid, now)


def sentence(text: str) -> str:
    """``text`` with its first letter in upper case (the rest as it is).

    >>> sentence("trash this card: prevent 1 tag.")
    'Trash this card: prevent 1 tag.'
    """
    return text[:1].upper() + text[1:]


#: each win reason (``Game.win_reason``) in words; ``{loser}`` is "the Corp" or "the Runner"
WIN_REASONS = {
    "agenda_points": "agenda points",
    "flatline": "the Runner was flatlined",
    "rd_empty": "R&D is empty",
    "card": "a card's own condition",
    "concede": "{loser} conceded",
    "time": "{loser} ran out of time",
    "bad_publicity": "the Corp had 7 Bad Publicity points",
}


def win_reason_text(reason: str, winner: str) -> str:
    """Why ``winner`` won, in words, for the log and the clients (the view keeps the reason's
    machine-readable value).

    >>> win_reason_text("rd_empty", "runner"), win_reason_text("concede", "corp")
    ('R&D is empty', 'the Runner conceded')
    """
    loser = {"corp": "the Runner", "runner": "the Corp"}.get(winner, "a player")
    return WIN_REASONS.get(reason, reason.replace("_", " ")).format(loser=loser)


def ordinal(n: int) -> str:
    """1st, 2nd, 3rd, 4th... 11th, 12th, 13th, 21st.

    >>> [ordinal(n) for n in (1, 2, 3, 4, 11, 12, 13, 21, 22)]
    ['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd']
    """
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


__all__ = [
    "Words",
    "WIN_REASONS",
    "win_reason_text",
    "ANR_WORDS",
    "CLASSIC_WORDS",
    "count",
    "plural_counter",
    "credits",
    "clicks",
    "agenda_points",
    "cost_text",
    "strength_change",
    "agenda",
    "ordinal",
    "sentence",
    "using",
    "current_words",
]

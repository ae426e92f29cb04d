"""Ice rezzed at no cost by an operation that leaves counters on it, which work at the start of
each of the Corp's turns (the 1996 Emergency Rig's Kludge counters, Rent-to-Own Contract's Term
counters).

The operation goes to Archives once played; what it leaves is the counters on the ice (plain,
public state on the card: both views' ``counters``), and the ruleset's rule triggers read them
as the Corp's turn begins (``Classic.rule_triggers`` calls :func:`ice_counter_triggers`), one
trigger per piece of ice with such counters, the Corp ordering them with its cards' (rules-diff
17). The counters work whether the ice is rezzed or not (the text does not ask), and end with it.

- Kludge counters (Emergency Rig, X of them, X at least 1): one is removed at the start of each of
  the Corp's turns; the ice is trashed as the last one goes.
- Term counters (Rent-to-Own Contract, as many as the ice's rez cost): at the start of each of the
  Corp's turns, if the Corp has 2 bits or more it loses 2 and one is removed; otherwise one more
  is put on. With none left, the contract is paid off.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RezIceWithCounters(KLUDGE).text()
...     RezIceWithCounters(TERM).text()
'Pay X bits, X at least 1: rez a piece of ice, at no cost. Put X Kludge counters on that piece of ice. At the start of each of your turns, remove a Kludge counter from it; trash that piece of ice when the last Kludge counter is removed from it.'
'Rez a piece of ice, at no cost. Put on that ice a number of Term counters equal to its rez cost. At the start of each of your turns, if you have at least 2 bits, lose 2 bits and remove one of these Term counters; otherwise, put a Term counter on that piece of ice.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.game import Ctx
from ...engine.state import ICE
from ...engine.steps import Resolve, plural, source_id
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Card

KLUDGE = "kludge"
TERM = "term"
_NAMES = {KLUDGE: "Kludge", TERM: "Term"}


def _counters(n: int, kind: str) -> str:
    return plural(n, f"{_NAMES[kind]} counter")


def _unrezzed_ice(g: Game) -> list[Card]:
    return [c for s in g.corp.servers.values() for c in s.ice if not c.rezzed]


class RezIceWithCounters(NamedTuple):
    """Rez a piece of ice of the Corp's choice at no cost and put counters of ``kind`` on it:
    for Kludge counters the Corp then chooses X (at least 1) and pays X bits; for Term counters
    as many as its rez cost."""

    kind: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = _unrezzed_ice(g)
        if not ice or (self.kind == KLUDGE and g.spendable(CORP) < 1):
            g.say(f"{ctx.title}: no piece of ice to rez.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "rez",
                    card=c.title,
                    card_id=c.id,
                    server=c.server,
                    label=f"Rez {c.title} protecting {c.server} at no cost",
                ),
                ChosenIce(self.kind, c.id, ctx),
            )
            for c in ice
        ]
        g.ask(
            CORP,
            f"{ctx.title}: rez which piece of ice, at no cost?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp chooses a piece of ice to rez.",
            kind="rez",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        if self.kind == KLUDGE:
            return (
                f"Pay X {current_words().credit[1]}, X at least 1: rez a piece of ice, at no cost. Put X Kludge"
                " counters on that piece of ice. At the start of each of your turns, remove a Kludge"
                " counter from it; trash that piece of ice when the last Kludge counter is removed"
                " from it."
            )
        return (
            "Rez a piece of ice, at no cost. Put on that ice a number of Term counters equal to its"
            f" rez cost. At the start of each of your turns, if you have at least {credits(2)},"
            f" lose {credits(2)} and remove one of these Term counters; otherwise, put a Term"
            " counter on that piece of ice."
        )


class ChosenIce(NamedTuple):
    """A step: the ice to rez is chosen; Kludge counters ask X next, Term counters go on."""

    kind: str
    card_id: int
    ctx: Ctx

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        if self.kind == TERM:
            n = g.rez_cost(c)
            g.push(RezAndCount(self.kind, c.id, n, 0, self.ctx.title))
            return
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=self.ctx.title,
                    amount=x,
                    label=f"X = {x}: pay {w.credits(x)}, {_counters(x, KLUDGE)}",
                    cost=priced(0, x),
                ),
                RezAndCount(self.kind, c.id, x, x, self.ctx.title),
            )
            for x in range(1, g.spendable(CORP) + 1)
        ]
        g.ask(
            CORP,
            f"{self.ctx.title}: choose X, at least 1 (pay X {w.credit[1]}, X Kludge counters on"
            f" {c.title})",
            pairs,
            public_prompt=f"{self.ctx.title}: the Corp chooses X.",
            kind="choose",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
            params={"most": len(pairs)},
        )


class RezAndCount(NamedTuple):
    """A step: pay ``paid`` bits, rez ``card_id`` at no cost and put ``n`` ``kind`` counters on
    it."""

    kind: str
    card_id: int
    n: int
    paid: int
    source: str

    def run(self, g: Game) -> None:
        from ...engine.flow import rez_card

        c = g.card(self.card_id)
        if c is None or c.zone != ICE:
            return
        if self.paid:
            g.pay(CORP, self.paid)
            g.say(f"The Corp pays {g.ruleset.words.credits(self.paid)} ({self.source}).")
        if not c.rezzed:
            rez_card(g, c, None)
        if self.n:
            g.add_counters(c, self.kind, self.n)
            g.say(f"{_counters(self.n, self.kind)} put on {c.title} ({self.source}).")


class KludgeTick(NamedTuple):
    """At the start of the Corp's turn: a Kludge counter comes off ``card_id``; the last one
    trashes it."""

    card_id: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(self.card_id)
        if c is None or c.zone != ICE or not c.counters.get(KLUDGE):
            return
        g.add_counters(c, KLUDGE, -1)
        left = c.counters.get(KLUDGE, 0)
        if left:
            g.say(f"A Kludge counter is removed from {c.title} ({_counters(left, KLUDGE)} left).")
            return
        g.say(f"The last Kludge counter is removed from {c.title}: it is trashed.")
        g.trash(c)

    def text(self) -> str:
        return "Remove a Kludge counter; trash this ice when the last is removed."


class TermTick(NamedTuple):
    """At the start of the Corp's turn: with 2 bits or more, the Corp loses 2 and a Term counter
    comes off ``card_id``; otherwise one more goes on."""

    card_id: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(self.card_id)
        if c is None or c.zone != ICE or not c.counters.get(TERM):
            return
        w = g.ruleset.words
        if g.corp.credits >= 2:
            g.corp.credits -= 2
            g.add_counters(c, TERM, -1)
            left = c.counters.get(TERM, 0)
            g.say(
                f"The Corp loses {w.credits(2)} and removes a Term counter from {c.title} "
                f"({_counters(left, TERM)} left)."
            )
        else:
            g.add_counters(c, TERM, 1)
            g.say(
                f"The Corp has less than {w.credits(2)}: a Term counter is put on {c.title} "
                f"({_counters(c.counters.get(TERM, 0), TERM)})."
            )
        g.touch()

    def text(self) -> str:
        return "Lose 2 credits and remove a Term counter, or put one on."


def ice_counter_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """As the Corp's turn begins, a trigger for each piece of ice with Kludge or Term counters."""
    if event != "corp_turn_begins":
        return []
    out: list[tuple[str, Any]] = []
    for s in g.corp.servers.values():
        for c in s.ice:
            if c.counters.get(KLUDGE):
                ctx = Ctx(CORP, -1, "Emergency Rig")
                out.append((CORP, Resolve((KludgeTick(c.id),), ctx)))
            if c.counters.get(TERM):
                ctx = Ctx(CORP, -1, "Rent-to-Own Contract")
                out.append((CORP, Resolve((TermTick(c.id),), ctx)))
    return out


__all__ = [
    "KLUDGE",
    "TERM",
    "ChosenIce",
    "KludgeTick",
    "RezAndCount",
    "RezIceWithCounters",
    "TermTick",
    "ice_counter_triggers",
]

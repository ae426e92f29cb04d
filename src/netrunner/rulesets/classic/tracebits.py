"""Bits for one trace from advancement counters, and the Corp's window inside the 1996 trace
(LDL Traffic Analyzers).

A card with :class:`TraceCounterBits` (a ``CardDef.state_checks`` marker that never applies
itself) may be rezzed during a trace and its advancement counters spent, each for ``n`` bits that
pay only for that trace. Its moment is :class:`TraceBitsWindow`, asked by the trace's
``TraceBegin`` (:mod:`.trace`) once the Runner could get link (the trace is not won at once) and
before the Corp's secret bid: there the Corp may rez such a card (``rez``), and spend its counters
one at a time (``ability``) until ``pass``. The bits sit on the card as ``recurring`` counters
for the purpose ``"trace"`` (its ``recurring_for``: ``g.spendable(CORP, "trace")`` counts them,
the bid's payment spends them first); once the trace is over, what is left goes back to the bank
(:class:`ReturnTraceBits`, put after the trace's steps).

What the window tells: it is asked (:func:`trace_window_due`) while a rezzed card with the marker
holds advancement counters (both players see it), or while such a card is among the Corp's hidden
cards (in HQ, R&D, facedown in Archives or installed unrezzed) and an unrezzed card installed in
a root holds advancement counters (the card might be it): the Corp's deck is the same at every
deal of the game, and counters are public, so whether the Corp is asked tells the Runner nothing
its installed cards do not show. Without such a card in the Corp's deck, it is never asked.

>>> TraceCounterBits(5).text()
'Advancement counter: Gain 5 credits. Use this ability only during a trace attempt. When the trace attempt ends, return to the bank any of these credits you did not spend.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.cost import Cost
from ...engine.decision import Option
from ...engine.flow import ADVANCEMENT, Rez, ask_window, rez_option
from ...engine.state import CONTENT
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Card

#: the purpose of the bits (``CardDef.recurring_for``): they pay only for a trace
TRACE_ONLY = ("trace",)


class TraceCounterBits(NamedTuple):
    """LDL Traffic Analyzers' rule (``CardDef.state_checks``, never broken itself): during a
    trace, in the Corp's window before its bid (:class:`TraceBitsWindow`), each advancement
    counter removed from this rezzed card gives ``n`` bits for that trace only."""

    n: int

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return

    def text(self) -> str:
        return (
            f"Advancement counter: Gain {credits(self.n)}. Use this ability only during a trace "
            "attempt. When the trace attempt ends, return to the bank any of these "
            f"{current_words().credit[1]} you did not spend."
        )


def _bits(c: Card) -> int:
    """Bits each advancement counter of ``c`` gives in a trace (0: none, no marker)."""
    return sum(m.n for m in c.defn.state_checks if isinstance(m, TraceCounterBits))


def _roots(g: Game) -> list[Card]:
    return [c for s in g.corp.servers.values() for c in s.content]


def _hidden_corp_cards(g: Game) -> list[Card]:
    corp = g.corp
    out = [*corp.hand, *corp.deck, *(c for c in corp.discard if not c.faceup)]
    return out + [c for c in _roots(g) if not c.rezzed]


def trace_window_due(g: Game) -> bool:
    """Is the Corp asked :class:`TraceBitsWindow` in this trace? While a rezzed card with the
    marker holds advancement counters, or while such a card is among its hidden cards and an
    unrezzed root card holds advancement counters: nothing the Runner cannot see decides it.

    >>> from netrunner.testing import scenario
    >>> trace_window_due(scenario(ruleset="classic"))
    False
    """
    if any(c.rezzed and c.advancements and _bits(c) for c in _roots(g)):
        return True
    if not any(not c.rezzed and c.advancements for c in _roots(g)):
        return False
    return any(_bits(c) for c in _hidden_corp_cards(g))


class TraceBitsWindow(NamedTuple):
    """The Corp's window in a trace before its secret bid: rez a card with the marker, or spend
    one advancement counter of a rezzed one for its bits; asked again after each, until ``pass``
    (kind ``paid_abilities``)."""

    title: str  # the trace's source, for the prompt

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = []
        for c in _roots(g):
            n = _bits(c)
            if not n or c.zone != CONTENT:
                continue
            if not c.rezzed:
                pairs.extend((o, Rez(c.id)) for o, _ in rez_option(g, c))
            elif c.advancements:
                opt = Option(
                    "ability",
                    card=c.title,
                    card_id=c.id,
                    amount=n,
                    label=f"{c.title}: remove an advancement counter to gain {w.credits(n)} "
                    f"for this trace ({c.advancements} on it)",
                    cost=Cost(counter=ADVANCEMENT, counters=1),
                )
                pairs.append((opt, SpendCounter(c.id, n)))
        ask_window(
            g,
            CORP,
            pairs,
            self,
            f"Trace ({self.title}): before you bid, rez a card or use advancement counters for "
            f"this trace? You have {w.credits(g.spendable(CORP, 'trace'))} for it.",
        )


class SpendCounter(NamedTuple):
    """One advancement counter off ``card_id``: ``n`` bits on it, for this trace only."""

    card_id: int
    n: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not c.rezzed or c.advancements <= 0:
            return
        g.add_advancements(c, -1)
        g.add_counters(c, "recurring", self.n)
        g.say(
            f"{c.title}: the Corp removes an advancement counter and gains "
            f"{g.ruleset.words.credits(self.n)} for this trace."
        )


class ReturnTraceBits(NamedTuple):
    """The trace is over: the bits left on cards with the marker go back to the bank."""

    def run(self, g: Game) -> None:
        for c in _roots(g):
            left = c.counters.get("recurring", 0)
            if _bits(c) and left:
                g.set_counters(c, "recurring", 0)
                g.say(
                    f"The trace is over: the Corp returns {g.ruleset.words.credits(left)} to the "
                    f"bank ({c.title})."
                )


__all__ = [
    "TRACE_ONLY",
    "TraceCounterBits",
    "trace_window_due",
    "TraceBitsWindow",
    "SpendCounter",
    "ReturnTraceBits",
]

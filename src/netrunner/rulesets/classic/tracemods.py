"""Cards that change the 1996 trace (rules-diff items 79, 88): a lower trace limit for ice
(Rabbit), bits on a card that raise both the trace value and the limit (Hacker Tracker Central),
and +link for every trace of a run (Stumble through Wilderspace). The trace itself reads them
(:mod:`.trace`).

- ``CardDef.trace_mods``: :class:`TraceLimit` (the limit of the traces it names is lower, while
  the card is active) and :class:`TraceBits` (the card's bits: each spent raises the trace value
  and the limit by 1).
- A run's mod ``("trace_link", n)``: +``n`` link in every trace during that run
  (:class:`RunWithTraceLink`).

>>> TraceLimit(-1, from_ice=True).text()
'Ice that attempts to trace you has its trace limit reduced by 1.'
>>> TraceBits().text()
'During a trace, each credit you spend from this card increases both your trace value and your trace limit by 1.'
>>> RunWithTraceLink(9).text()
'Make a run. You have +9 link for every trace attempt made during that run.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.choices import RunChosenServer
from ...engine.state import ICE
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

#: the run mod of Stumble through Wilderspace: +link in each trace of the run
TRACE_LINK = "trace_link"


class TraceLimit(NamedTuple):
    """While the card is active, traces (only those of ice, with ``from_ice``) have their trace
    limit changed by ``n``."""

    n: int
    from_ice: bool = False

    def limit(self, g: Game, src: Card, ctx: Ctx) -> int:
        if self.from_ice:
            c = g.card(ctx.source)
            if c is None or c.zone != ICE:
                return 0
        return self.n

    def text(self) -> str:
        what = "Ice that attempts to trace you has its" if self.from_ice else "Each trace has its"
        how = "reduced" if self.n < 0 else "increased"
        return f"{what} trace limit {how} by {abs(self.n)}."


class TraceBits(NamedTuple):
    """The bits on the card (``credit`` counters) may pay for the Corp's traces; each one spent
    raises both the trace value and the trace limit by 1."""

    def bits(self, g: Game, src: Card) -> int:
        return src.counters.get("credit", 0) if src.side == CORP else 0

    def text(self) -> str:
        return (
            f"During a trace, each {current_words().credit[0]} you spend from this card increases"
            " both your trace value and your trace limit by 1."
        )


def limit_change(g: Game, ctx: Ctx) -> int:
    """What active cards' :class:`TraceLimit` do to the limit of the trace of ``ctx``."""
    n = 0
    for src in g.active_cards():
        for m in src.defn.trace_mods:
            if isinstance(m, TraceLimit):
                n += m.limit(g, src, ctx)
    return n


def trace_bit_cards(g: Game) -> list[tuple[Card, int]]:
    """The Corp's active cards holding bits that raise trace value and limit, with how many."""
    out = []
    for src in g.active_cards():
        for m in src.defn.trace_mods:
            if isinstance(m, TraceBits):
                n = m.bits(g, src)
                if n:
                    out.append((src, n))
    return out


def trace_link(g: Game) -> int:
    """The link the run under way gives in every trace (Stumble through Wilderspace)."""
    r = g.run
    return r.mods.get(TRACE_LINK, 0) if r is not None and not r.ended else 0


class RunWithTraceLink(NamedTuple):
    """Make a run on a fort of the Runner's choice, with +``n`` link in every trace during it."""

    n: int
    run: Any = None

    def resolve(self, g: Game, ctx: Ctx) -> None:
        (self.run or RunChosenServer(mods=((TRACE_LINK, self.n),))).resolve(g, ctx)

    def text(self) -> str:
        return f"Make a run. You have +{self.n} link for every trace attempt made during that run."


def stumble(n: int) -> RunWithTraceLink:
    """The declaration of a run with +``n`` link in its traces (the run it makes is a field, so
    a run lock sees that the card makes a run)."""
    return RunWithTraceLink(n, RunChosenServer(mods=((TRACE_LINK, n),)))


__all__ = [
    "TRACE_LINK",
    "TraceLimit",
    "TraceBits",
    "limit_change",
    "trace_bit_cards",
    "trace_link",
    "RunWithTraceLink",
    "stumble",
]

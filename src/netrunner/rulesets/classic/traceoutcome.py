"""What happens around the outcome of a 1996 trace (runner-hidden's cards): link added once both
bids are revealed (Wired Switchboard), the effect of a successful trace cancelled (Back Door to
Netwatch), bits for avoiding a trace with a base link card (Back Door to Rivals, Runner Sensei),
and every trace succeeding with a tag besides (Crash Space).

The trace (:mod:`.trace`) reads them:

- ``g.flags[LINK_CARD]``: the id of the base link card the Runner chose in this trace (-1: none);
  ``g.flags[TRACE_AVOIDED]``: 1 when the last trace failed (both set by the trace);
- event ``trace_compared``, fired as the trace value is about to be compared with the link: a
  moment of the hidden resources (:mod:`.hidden`), at which :class:`AddLink` raises the link;
- :class:`TraceOutcome`, the step that resolves the success (or failure) effects, with event
  ``trace_succeeded`` before a success's (another hidden moment: :class:`CancelTrace`);
- :func:`forced_success`: Crash Space's :class:`AllTracesSucceed` (``CardDef.trace_mods``).

>>> AddLink(3).text()
'+3 link.'
>>> CancelTrace().text()
'Cancel the effect of a successful trace. Give the Corp 1 Bad Publicity point if the trace would have had an effect other than or in addition to giving you any tags.'
>>> AvoidedTraceWith().text()
'you avoid a trace using this card'
>>> AllTracesSucceed().text()
'All trace attempts are automatically successful, and give you a tag in addition to their other effects.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.effects import GiveTags
from ...engine.steps import Resolve, in_parens

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: ``g.flags``: the base link card chosen in the current trace (-1: none)
LINK_CARD = "trace_link_card"
#: ``g.flags``: 1 when the last trace failed (the Runner avoided it)
TRACE_AVOIDED = "trace_avoided"


class AllTracesSucceed(NamedTuple):
    """A trace mod (``CardDef.trace_mods``): while the card is active, every trace succeeds and
    gives the Runner a tag besides its other effects (Crash Space)."""

    def text(self) -> str:
        return (
            "All trace attempts are automatically successful, and give you a tag in addition to "
            "their other effects."
        )


def forced_success(g: Game) -> tuple[Any, ...]:
    """The effects every trace adds now (a tag for each active Crash Space: :class:`AllTracesSucceed`;
    none: the trace compares as usual)."""
    n = sum(
        1 for c in g.active_cards() for m in c.defn.trace_mods if isinstance(m, AllTracesSucceed)
    )
    return (GiveTags(n),) if n else ()


class TraceOutcome(NamedTuple):
    """The trace's outcome: its success (``ok``) or failure effects resolve, unless ``cancelled``
    (Back Door to Netwatch). Before a success's, the moment ``trace_succeeded``."""

    effects: tuple[Any, ...]
    ctx: Ctx
    ok: bool
    asked: bool = False
    cancelled: bool = False

    def run(self, g: Game) -> None:
        if self.cancelled:
            return
        if self.ok and not self.asked:
            g.push(self._replace(asked=True))
            g.fire("trace_succeeded")
            return
        g.push(Resolve(self.effects, self.ctx))


def _pending(g: Game, kind: type) -> int:
    """The index of the topmost pending step of ``kind`` (-1: none)."""
    for i in range(len(g.pending) - 1, -1, -1):
        if isinstance(g.pending[i], kind):
            return i
    return -1


class AddLink(NamedTuple):
    """+``n`` link in the trace being compared (used once both bids are revealed)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from .trace import TraceCompare

        i = _pending(g, TraceCompare)
        if i < 0:
            return
        st = g.pending[i]
        g.pending[i] = st._replace(link=st.link + self.n)
        g.say(f"The Runner has +{self.n} link: link {st.link + self.n}{in_parens(ctx.title)}.")

    def text(self) -> str:
        return f"+{self.n} link."


def _tags_only(effects: tuple[Any, ...]) -> bool:
    return all(isinstance(e, GiveTags) for e in effects)


class CancelTrace(NamedTuple):
    """Cancel the effects of the successful trace about to resolve; the Corp takes 1 Bad
    Publicity point if they were more than tags (Back Door to Netwatch)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        i = _pending(g, TraceOutcome)
        if i < 0:
            return
        st = g.pending[i]
        if not st.ok or st.cancelled:
            return
        g.pending[i] = st._replace(cancelled=True)
        g.say(f"The Runner cancels the effect of the trace{in_parens(ctx.title)}.")
        if not _tags_only(st.effects):
            g.corp.bad_publicity += 1
            g.touch()  # 7 points lose the Corp the game (Classic.check_win)
            g.say(f"The Corp gets 1 Bad Publicity point{in_parens(ctx.title)}.")

    def text(self) -> str:
        return (
            "Cancel the effect of a successful trace. Give the Corp 1 Bad Publicity point if the "
            "trace would have had an effect other than or in addition to giving you any tags."
        )


class AvoidedTraceWith(NamedTuple):
    """Condition (event ``trace_resolved``): the trace failed, and the Runner had chosen this base
    link card for it."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(TRACE_AVOIDED)) and g.flags.get(LINK_CARD) == ctx.source

    def text(self) -> str:
        return "you avoid a trace using this card"


__all__ = [
    "LINK_CARD",
    "TRACE_AVOIDED",
    "AllTracesSucceed",
    "forced_success",
    "TraceOutcome",
    "AddLink",
    "CancelTrace",
    "AvoidedTraceWith",
]

"""Ice rezzed this turn, counted (the 1996 Field Reporter for Ice and Data).

The engine counts every piece of ice the Corp rezzes in the per-turn flag ``ice_rezzed`` of
``Game.flags`` (``flow.rez_card``; cleared as each turn begins, and kept through the Corp's turn
as ``last:ice_rezzed``, like every flag). Rezzing is public, so the count is public too: while
Field Reporter is installed it carries the count of the Runner's current turn as ``ice_rezzed``
counters (both views' ``counters`` of the card, what a player would keep track of at the table),
and at the end of the Runner's turn it pays that many bits.

>>> GainPerIceRezzed().text()
'Gain 1 credit for each piece of ice the Corp rezzed during this turn.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.steps import independent, plural
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: The per-turn flag the engine counts rezzed ice in, and the counter kind that shows it.
FLAG = COUNTER = "ice_rezzed"


def ice_rezzed_this_turn(g: Game) -> int:
    """How many pieces of ice the Corp has rezzed during the current turn."""
    return g.flags.get(FLAG, 0)


@independent
class ShowIceRezzed(NamedTuple):
    """Put the count of ice rezzed during the Runner's current turn on this card, as
    ``ice_rezzed`` counters (0 during the Corp's turn, which Field Reporter does not count)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        g.set_counters(c, COUNTER, ice_rezzed_this_turn(g) if g.active == RUNNER else 0)

    def text(self) -> str:
        return ""


@independent
class GainPerIceRezzed(NamedTuple):
    """Gain 1 bit for each piece of ice the Corp rezzed during this turn (then the count on the
    card starts again from 0)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = ice_rezzed_this_turn(g)
        c = g.card(ctx.source)
        if c is not None and c.installed:
            g.set_counters(c, COUNTER, 0)
        if n:
            g.gain(ctx.side, n)
        g.say(
            f"The Runner gains {g.ruleset.words.credits(n)} ({ctx.title}: "
            f"{plural(n, 'piece')} of ice rezzed this turn)."
        )

    def text(self) -> str:
        return f"Gain {credits(1)} for each piece of ice the Corp rezzed during this turn."


__all__ = ["FLAG", "COUNTER", "ice_rezzed_this_turn", "ShowIceRezzed", "GainPerIceRezzed"]

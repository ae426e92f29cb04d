"""Bits hosted on a card that stays when they run out (the 1996 game's scored agendas holding
bits, nodes that take bits from the bank and give them all back, Broker): unlike the engine's
``TakeHostedCredits`` (Rockerboy Promotion: trashed once empty), taking the last bit leaves the
card where it is, and more can be put on it later. Bits are put on a card with the engine's
``PlaceCounters("credit", n)``; they are ``credit`` counters, public to both players.

>>> TakeBits(3).text()
'Take 3 credits from this card.'
>>> TakeBits().text()
'Take all the credits from this card.'
>>> HasBits().text()
'this card has credits on it'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.steps import independent, who
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


@independent
@independent
class TakeBits(NamedTuple):
    """Take ``n`` bits hosted on this card (all of them when ``n`` is None), as many as it has;
    the card stays, empty or not."""

    n: int | None = None

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        have = c.counters.get("credit", 0)
        take = have if self.n is None else min(self.n, have)
        if take <= 0:
            g.say(f"{c.title} has no {g.ruleset.words.credit[1]} to take.")
            return
        g.add_counters(c, "credit", -take)
        g.gain(ctx.side, take)
        left = c.counters.get("credit", 0)
        g.say(
            f"{who(ctx.side)} takes {g.ruleset.words.credits(take)} from {c.title} "
            f"({g.ruleset.words.credits(left)} left on it)."
        )

    def text(self) -> str:
        if self.n is None:
            return f"Take all the {current_words().credit[1]} from this card."
        return f"Take {credits(self.n)} from this card."


class HasBits(NamedTuple):
    """The card holds at least one bit (a condition: Corporate Coup's ability is offered only
    then)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return c is not None and c.counters.get("credit", 0) > 0

    def text(self) -> str:
        return f"this card has {current_words().credit[1]} on it"


__all__ = ["TakeBits", "HasBits"]

"""A prep that may go back to its player's hand instead of the trash once played (the 1996
Open-Ended(R) Mileage Program: "You may pay [1] when you play ... to take it back into your hand
instead of trashing it").

The choice is one of the prep's effects as it resolves: a decision (kind ``choose``) with the
option to pay (``choose``, its cost in ``Option.cost``) and a ``pass``. Paying moves the card from
play to the hand, so the engine's ``FinishPlay`` finds nothing left to trash. The card was face up
in play: the log names it as it goes back.

>>> MayPayToTakeBack(1).text()
'Then you may pay 1 credit to take this card back into your hand instead of trashing it.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.cost import Cost
from ...engine.decision import Option
from ...engine.state import HAND, PLAY
from ...engine.steps import NOTHING, source_id, who
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class MayPayToTakeBack(NamedTuple):
    """The controller may pay ``n`` bits to take this played card back into their hand instead
    of trashing it (asked only when they can pay)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.zone != PLAY or g.player(ctx.side).credits < self.n:
            return
        bits = g.ruleset.words.credits(self.n)
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=c.title,
                    card_id=c.id,
                    label=f"Pay {bits} to take {c.title} back into your hand",
                    cost=Cost(credits=self.n),
                ),
                TakeBack(c.id, self.n),
            ),
            (Option("pass", label=f"Let {c.title} go to the trash"), NOTHING),
        ]
        g.ask(
            ctx.side,
            f"{c.title}: pay {bits} to take it back into your hand instead of trashing it?",
            pairs,
            public_prompt=f"{who(ctx.side)} decides whether to pay {bits} to keep {c.title}.",
            kind="choose",
            source=source_id(ctx),
            params={"cost": self.n},
        )

    def text(self) -> str:
        return (
            f"Then you may pay {credits(self.n)} to take this card back into your hand instead "
            "of trashing it."
        )


class TakeBack(NamedTuple):
    """A step: pay ``n`` bits and move the played card ``card_id`` back to its owner's hand."""

    card_id: int
    n: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or c.zone != PLAY:
            return
        g.pay(c.side, self.n)
        g.move(c, HAND)
        g.say(
            f"{who(c.side)} pays {g.ruleset.words.credits(self.n)} to take {c.title} back into "
            "their hand."
        )


__all__ = ["MayPayToTakeBack", "TakeBack"]

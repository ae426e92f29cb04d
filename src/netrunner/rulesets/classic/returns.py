"""A Runner's card that goes back to its owner's hand (Joan of Arc: rules-diff 96's prevention,
with the card brought back into the hand instead of trashed).

>>> OtherInstalledProgram().text()
'another of your installed programs would be trashed'
>>> ReturnThisToHand().text()
'Bring this card into your hand.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.state import HAND, PROGRAM

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class OtherInstalledProgram(NamedTuple):
    """The card about to be trashed (a trash prevention's ``ctx.extra``) is another installed
    program of the Runner's than this card."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        return c is not None and c.zone == PROGRAM and c.id != ctx.source

    def text(self) -> str:
        return "another of your installed programs would be trashed"


class ReturnThisToHand(NamedTuple):
    """This card goes from play back into its owner's hand."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        g.move(c, HAND)
        g.say(f"{c.title} goes back into the Runner's hand.")

    def text(self) -> str:
        return "Bring this card into your hand."


__all__ = ["OtherInstalledProgram", "ReturnThisToHand"]

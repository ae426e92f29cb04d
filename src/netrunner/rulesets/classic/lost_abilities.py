"""Abilities a card loses for good (the 1996 Corporate Retreat: "You lose the following ability as
soon as you rez or install any card"): an ``ability_lost`` counter on the card says it is gone
(plain state on the card, public in both views; it leaves with the card), a condition keeps the
ability off the options once it is there.

>>> LoseAbility().text()
'The following ability is lost for good.'
>>> AbilityNotLost().text()
'you have not lost this ability yet'
>>> from netrunner.engine.carddb import CORP
>>> CorpCardEvent().text()
'it is one of your cards'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP
from ...engine.steps import independent

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: the counter on a card that says its ability is lost
LOST = "ability_lost"


@independent
class LoseAbility(NamedTuple):
    """The card whose effect this is loses its ability for good (an ``ability_lost`` counter)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.counters.get(LOST):
            return
        g.add_counters(c, LOST, 1)
        g.say(f"{ctx.title} loses its ability for good.")

    def text(self) -> str:
        return "The following ability is lost for good."


class AbilityNotLost(NamedTuple):
    """The card whose ability this is has not lost it (no ``ability_lost`` counter)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return c is not None and not c.counters.get(LOST)

    def text(self) -> str:
        return "you have not lost this ability yet"


class CorpCardEvent(NamedTuple):
    """The card an event is about (``ctx.extra``: the card just installed or rezzed) is one of
    the Corp's."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        return c is not None and c.side == CORP

    def text(self) -> str:
        return "it is one of your cards"


__all__ = ["LOST", "LoseAbility", "AbilityNotLost", "CorpCardEvent"]

"""A cost of X chosen by the player (the 1996 Power Grid Overload: play cost X, "Trash X pieces of
hardware"). The data has no number for a cost of "X" (``cost`` is None: playing it costs an action
and 0 bits); the card's effect asks X and takes the X bits.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> from netrunner.rulesets.classic.ambushes import TrashRunnerCards
>>> with using(CLASSIC_WORDS):
...     PayX(TrashRunnerCards(0, ("hardware",), without="Cybernetics")).text()
'Pay X bits, X of your choice: trash X pieces of hardware other than cybernetics.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.choices import PaidThen
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.steps import source_id, the
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class PayX(NamedTuple):
    """The controller chooses X, from 0 to what it can pay (and, for an effect that says which
    cards it can act on, ``eligible(game)``, no more than there are), pays X bits, and ``effect``
    (one with an amount ``n``) resolves with ``n`` = X. A decision ``choose`` whose options each
    carry their ``amount`` (X) and ``cost``; ``params`` ``most``: the largest X offered."""

    effect: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        most = g.spendable(ctx.side)
        eligible = getattr(self.effect, "eligible", None)
        if eligible is not None:
            most = min(most, len(eligible(g)))
        w = g.ruleset.words
        if most <= 0:
            g.say(f"{ctx.title}: X is 0.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=ctx.title,
                    amount=x,
                    label=f"X = {x}: pay {w.credits(x)}",
                    cost=priced(0, x),
                ),
                PaidThen(ctx.side, x, (self.effect._replace(n=x),), ctx),
            )
            for x in range(most + 1)
        ]
        g.ask(
            ctx.side,
            f"{ctx.title}: choose X (pay X {w.credit[1]})",
            pairs,
            public_prompt=f"{ctx.title}: {the(ctx.side)} chooses X.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
            params={"most": most},
        )

    def text(self) -> str:
        body = self.effect._replace(n="X").text()
        return f"Pay X {current_words().credit[1]}, X of your choice: {body[0].lower()}{body[1:]}"


__all__ = ["PayX"]

"""Any number of bits, X, chosen by the player and paid for an effect of X: the 1996 Power Grid
Overload (play cost X, "Trash X pieces of hardware") and Priority Wreck (instead of accessing
HQ, pay any number of bits: the Corp loses as many). The data has no number for a cost of "X"
(``cost`` is None: playing it costs an action and 0 bits); the card's effect asks X and takes the
X bits.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> from netrunner.engine.effects import LoseCredits
>>> from netrunner.rulesets.classic.ambushes import TrashRunnerCards
>>> with using(CLASSIC_WORDS):
...     PayX(TrashRunnerCards(0, ("hardware",), without="Cybernetics")).text()
'Pay X bits, X of your choice: trash X pieces of hardware other than cybernetics.'
>>> PayX(LoseCredits(0)).text()
'Pay X credits, X of your choice: the Corp loses X credits'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.choices import PaidThen
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.effects import LoseCredits
from ...engine.steps import source_id, the
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class PayX(NamedTuple):
    """The controller chooses X, from 0 to what it can pay and what ``effect`` (one with an
    amount ``n``) can act on, pays X bits, and ``effect`` resolves with ``n`` = X. What the
    effect can act on: for one that says which cards (``eligible(game)``), no more than there
    are; for a loss of bits (``LoseCredits``), no more than the loser has (a loss takes what there
    is: rules-diff 19). A decision ``choose`` whose options each carry their ``amount`` (X) and
    ``cost``; ``params`` ``most``: the largest X offered. Not asked when X can only be 0."""

    effect: Any

    def most(self, g: Game, side: str) -> int:
        """The largest X ``side`` may choose."""
        most = g.spendable(side)
        eligible = getattr(self.effect, "eligible", None)
        if eligible is not None:
            most = min(most, len(eligible(g)))
        if isinstance(self.effect, LoseCredits):
            most = min(most, g.player(self.effect.side).credits)
        return most

    def resolve(self, g: Game, ctx: Ctx) -> None:
        most = self.most(g, ctx.side)
        w = g.ruleset.words
        if most <= 0:
            g.say(f"{ctx.title}: X is 0.")
            return
        pairs: list[tuple[Option, Any]] = []
        for x in range(most + 1):
            effects = (self.effect._replace(n=x),) if x else ()
            does = f", {_lower(effects[0].text()).rstrip('.')}" if effects else ""
            pairs.append(
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        amount=x,
                        label=f"X = {x}: pay {w.credits(x)}{does}",
                        cost=priced(0, x),
                    ),
                    PaidThen(ctx.side, x, effects, ctx),
                )
            )
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
        body = _lower(self.effect._replace(n="X").text())
        return f"Pay X {current_words().credit[1]}, X of your choice: {body}"


def _lower(text: str) -> str:
    """An effect's text inside a sentence: its first letter in lower case."""
    return text[:1].lower() + text[1:]


__all__ = ["PayX"]

"""The effects of the 1996 Proteus and Classic preps (runner-preps): each class's docstring says
which card it serves.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RollDiceForBits(3).text()
'Roll three dice. Gain that many bits.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.steps import in_parens
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six")


class RollDiceForBits(NamedTuple):
    """Roll ``n`` dice on the game's generator and gain as many bits as the total (Finders
    Keepers); each roll is in the log."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        rolls = [g.roll_die() for _ in range(self.n)]
        total = sum(rolls)
        g.gain(ctx.side, total)
        w = g.ruleset.words
        shown = ", ".join(str(r) for r in rolls)
        g.say(f"The Runner rolls {shown}: gains {w.credits(total)}{in_parens(ctx.title)}.")

    def text(self) -> str:
        dice = "a die" if self.n == 1 else f"{_NUMBERS[self.n]} dice"
        return f"Roll {dice}. Gain that many {current_words().credit[1]}."

"""The Corp's 1996 cards that cut the Runner's limits: memory until the end of the turn
(Badtimes) and maximum hand size for good, each time a card's damage gets through (Corporate
Headhunters).

- Memory: a lasting effect of the turn ``("memory:runner", -1, -n, "turn")``, read by
  ``Game.memory_limit``; programs over the limit are trashed by the Runner at the next checkpoint,
  as when a memory chip leaves play.
- Hand size: a lasting effect of the game ``("hand_size:runner", -1, -1, "game")`` (read by
  ``Game.hand_size``), added after the card's damage if any of it was done: the engine counts the
  damage done in the turn's flag ``damage_done`` (damage prevented is not done), and the step after
  the damage compares it with the count before.

>>> LowerMemoryThisTurn(2).text()
"The Runner's MU is reduced by 2 until the end of the turn."
>>> DamageCutsHandSize("meat", 1).text()
"Do 1 meat damage. Whenever this damage is successfully done, the Runner's maximum hand size is reduced by 1."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.damage import PreventWindow
from ...engine.steps import Chain
from .lasting import add_lasting

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class LowerMemoryThisTurn(NamedTuple):
    """The Runner's memory limit is ``n`` lower until the end of this turn."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.linger(("memory:runner", -1, -self.n, "turn"))
        g.touch()
        g.say(
            f"The Runner's MU is reduced by {self.n} until the end of the turn ({ctx.title}): "
            f"{g.memory_limit()} MU."
        )

    def text(self) -> str:
        return f"The Runner's MU is reduced by {self.n} until the end of the turn."


class DamageCutsHandSize(NamedTuple):
    """Do ``n`` damage of ``kind`` (the Runner may prevent it); if any is done, the Runner's
    maximum hand size is 1 lower for the rest of the game."""

    kind: str
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = self.n + g.damage_bonus(self.kind) if self.n > 0 else self.n
        before = g.flags.get("damage_done", 0)
        g.push(Chain((PreventWindow(self.kind, n, ctx.title), CutHandSize(before, ctx.title))))

    def text(self) -> str:
        return (
            f"Do {self.n} {self.kind} damage. Whenever this damage is successfully done, the"
            " Runner's maximum hand size is reduced by 1."
        )


class CutHandSize(NamedTuple):
    """A step after the damage: if damage was done since the count was ``before``, the Runner's
    maximum hand size is 1 lower for good."""

    before: int
    source: str

    def run(self, g: Game) -> None:
        if g.over or g.flags.get("damage_done", 0) <= self.before:
            return
        add_lasting(g, "hand_size:runner", -1)
        g.touch()
        g.say(
            f"The Runner's maximum hand size is reduced by 1 ({self.source}): "
            f"{g.hand_size('runner')}."
        )


__all__ = ["CutHandSize", "DamageCutsHandSize", "LowerMemoryThisTurn"]

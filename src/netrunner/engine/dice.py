"""Die rolls: a six-sided die rolled on the game's own seeded generator (``Game.roll_die``), so
the same seed and choices give the same rolls (the 1996 game's "Random" cards, rules-diff 60).

``RollDie`` rolls, says the roll in the log, and resolves the effects of the first outcome whose
condition holds for it: ``On(1, 2, 3)`` (those faces) or ``AtMostTags()`` (no more than the
Runner's tags).

>>> from netrunner.engine.damage import Damage
>>> RollDie(((AtMostTags(), (Damage("meat", 10), TrashThis())),)).text()
"Roll a die. If it is no more than the Runner's tags: do 10 meat damage and trash this card."
>>> RollDie(((On(6), (Damage("brain", 1),)), (On(1, 2), (Damage("net", 1),)))).text()
'Roll a die. On a 6: do 1 brain damage. On a 1 or 2: do 1 net damage.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .steps import Resolve, join_texts

if TYPE_CHECKING:
    from .game import Ctx, Game


class On(tuple[int, ...]):
    """The faces an outcome is for: ``On(1, 2, 3)``."""

    def __new__(cls, *faces: int) -> On:
        bad = [f for f in faces if not 1 <= f <= 6]
        if not faces or bad:
            raise ValueError(f"expected faces of a six-sided die (1 to 6), got {faces!r}")
        return super().__new__(cls, faces)

    def holds(self, g: Game, n: int) -> bool:
        return n in self

    def text(self) -> str:
        names = [str(f) for f in self]
        faces = names[0] if len(names) == 1 else ", ".join(names[:-1]) + " or " + names[-1]
        return f"On a {faces}"


class AtMostTags(NamedTuple):
    """The roll is no more than the Runner's tags (Schlaghund)."""

    def holds(self, g: Game, n: int) -> bool:
        return n <= g.runner.tags

    def text(self) -> str:
        return "If it is no more than the Runner's tags"


class RollDie(NamedTuple):
    """Roll a die; the first outcome ``(condition, effects)`` whose condition holds resolves."""

    outcomes: tuple[tuple[Any, tuple[Any, ...]], ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.roll_die()
        g.say(f"{ctx.title or 'A card'} rolls a die: {n}.")
        for cond, effects in self.outcomes:
            if cond.holds(g, n):
                g.push(Resolve(effects, ctx))
                return

    def text(self) -> str:
        parts = [
            f"{cond.text()}: {join_texts(effects, sentence=False)}"
            for cond, effects in self.outcomes
        ]
        return " ".join(["Roll a die.", *parts])


class TrashThis(NamedTuple):
    """Trash the card whose effect this is (if it is still in play)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is not None and c.zone not in ("discard", "removed"):
            g.say(f"{c.title} is trashed.")
            g.trash(c)

    def text(self) -> str:
        return "Trash this card."


__all__ = ["RollDie", "On", "AtMostTags", "TrashThis"]

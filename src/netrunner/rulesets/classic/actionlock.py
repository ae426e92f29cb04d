"""A run lock that lasts the Runner's next N actions (the 1996 Haunting Inquisition: "Runner
cannot make another run during his or her next six actions").

The lock is a lasting effect of the game, ``("run_lock_actions:<title>", -1, actions left,
"game")``. While it holds, the Runner's action decision offers no run (nor a prep that makes one),
and each action the Runner takes counts one down (an action costing two actions counts two); at 0
the lock is gone. A new lock from the same card starts the count again.

>>> NoRunsForActions(6).text()
'The Runner cannot make another run during their next 6 clicks.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.decision import Option
from ...engine.steps import Chain
from ...engine.words import clicks
from .runlock import _makes_run

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: the lasting effect's kind: ``"run_lock_actions:<title of the card>"``
ACTION_LOCK = "run_lock_actions:"


class NoRunsForActions(NamedTuple):
    """The Runner cannot make another run during their next ``n`` actions."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        kind = ACTION_LOCK + (ctx.title or "the Corp")
        g.lingering = [e for e in g.lingering if e[0] != kind]
        g.linger((kind, -1, self.n, "game"))
        g.say(
            f"The Runner cannot make another run during their next "
            f"{g.ruleset.words.clicks(self.n)} ({ctx.title})."
        )

    def text(self) -> str:
        return f"The Runner cannot make another run during their next {clicks(self.n)}."


class CountAction(NamedTuple):
    """The Runner takes an action (``n`` actions' worth): each action lock counts it."""

    n: int

    def run(self, g: Game) -> None:
        kept = []
        for e in g.lingering:
            if e[0].startswith(ACTION_LOCK):
                left = e[2] - self.n
                if left <= 0:
                    g.say(f"The Runner may run again ({e[0][len(ACTION_LOCK) :]}).")
                    continue
                e = (e[0], e[1], left, e[3])
            kept.append(e)
        g.lingering = kept
        g.touch()


def apply_action_locks(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """While an action lock holds: drop the Runner's runs (run actions, preps that make a run)
    from its action options ``pairs``, and make every other action count (:class:`CountAction`)."""
    if not any(e[0].startswith(ACTION_LOCK) for e in g.lingering):
        return
    pool = g.ruleset.pool
    pairs[:] = [
        (o, Chain((CountAction(max(1, o.cost.clicks)), s)))
        for o, s in pairs
        if o.kind != "run"
        and not (o.kind == "play" and o.card and _makes_run(pool.definition(o.card)))
    ]


def actions_locked(g: Game) -> int:
    """The most actions left on any action lock (0: none)."""
    return max((e[2] for e in g.lingering if e[0].startswith(ACTION_LOCK)), default=0)


__all__ = ["NoRunsForActions", "CountAction", "apply_action_locks", "actions_locked", "ACTION_LOCK"]

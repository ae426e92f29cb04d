"""The 1996 run lock (rules-diff item 119): "the Runner cannot run again until the Runner takes
an action to pay [2]" (Rex). The lock is a lasting effect of the game (``Game.linger``); while it
holds, the Runner's action phase offers no run (nor an event or a card's ability that makes one)
and offers instead the card's action to lift it.

>>> RunLock(2).text()
'The Runner cannot run again until they take an action to pay 2 credits.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.carddef import walk
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.flow import spend_click
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: The lasting effect's kind: ``"run_lock:<title of the card that locked>"``.
LOCK = "run_lock:"


class RunLock(NamedTuple):
    """The Runner cannot run again until they take an action to pay ``n`` bits."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        kind = LOCK + (ctx.title or "the Corp")
        if any(e[0] == kind for e in g.lingering):
            return
        g.linger((kind, -1, self.n, "game"))
        g.say(
            f"The Runner cannot run again until they take an action to pay "
            f"{g.ruleset.words.credits(self.n)} ({ctx.title})."
        )

    def text(self) -> str:
        return f"The Runner cannot run again until they take an action to pay {credits(self.n)}."


class LiftRunLock(NamedTuple):
    """The Runner's action: pay to lift the run lock ``kind``."""

    kind: str
    n: int

    def run(self, g: Game) -> None:
        spend_click(g, RUNNER)
        g.pay(RUNNER, self.n)
        g.lingering = [e for e in g.lingering if e[0] != self.kind]
        g.touch()
        g.say(
            f"The Runner spends {g.ruleset.words.clicks(1)} and "
            f"{g.ruleset.words.credits(self.n)}: it may run again ({self.kind[len(LOCK) :]})."
        )


def _makes_run(defn: Any) -> bool:
    return any(type(x).__name__ in ("MakeRun", "RunChosenServer") for x in walk(defn.on_play))


def _ability_runs(g: Game, step: Any) -> bool:
    """Is ``step`` the use of an ability that makes a run (Record Reconstructor)?"""
    if type(step).__name__ != "UseAbility":
        return False
    c = g.card(step.card_id)
    if c is None:
        return False
    effects = c.defn.abilities[step.idx].effects
    return any(type(x).__name__ in ("MakeRun", "RunChosenServer") for x in walk(effects))


def apply_run_locks(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """While a run lock holds: drop the Runner's runs (run actions, events and abilities that make
    a run) from ``pairs`` and add each lock's action to lift it (``kind="ability"``, labelled
    from the card)."""
    locks = [e for e in g.lingering if e[0].startswith(LOCK)]
    if not locks:
        return
    pool = g.ruleset.pool
    pairs[:] = [
        (o, s)
        for o, s in pairs
        if o.kind != "run"
        and not (o.kind == "play" and o.card and _makes_run(pool.definition(o.card)))
        and not _ability_runs(g, s)
    ]
    w = g.ruleset.words
    for kind, _, n, _ in locks:
        title = kind[len(LOCK) :]
        if g.spendable(RUNNER) < n:
            continue
        pairs.append(
            (
                Option(
                    "ability",
                    card=title,
                    label=f"{title}: pay {w.credits(n)} to run again",
                    amount=n,
                    cost=priced(1, n),
                ),
                LiftRunLock(kind, n),
            )
        )


__all__ = ["RunLock", "LiftRunLock", "apply_run_locks"]

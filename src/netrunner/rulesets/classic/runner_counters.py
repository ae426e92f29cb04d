"""Counters on the Runner itself (rules-diff 120): the Corp's cards give them (Data Raven), they
work at the start of each of the Runner's turns, and the Runner may remove one by taking an
action and paying its price. They live in ``Player.counters`` (the view's ``counters``), not on a
card, so they stay when the card that gave them leaves play.

>>> GiveRunnerCounter("data_raven").text()
'Give the Runner a Data Raven counter.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.cost import priced
from ...engine.damage import Damage
from ...engine.decision import Option
from ...engine.effects import GiveTags, LoseCredits
from ...engine.flow import spend_click
from ...engine.steps import Resolve, plural

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class RunnerCounter(NamedTuple):
    """What a kind of counter on the Runner does: its ``name``, the bits an action pays to remove
    one (``removal``), the tags each gives at the start of the Runner's turns, the link each takes
    off in every trace, the damage each does at the start of each run (``run_damage``: kind and
    amount)."""

    name: str
    removal: int
    tags_each_turn: int = 0
    link_penalty: int = 0
    run_damage: tuple[str, int] | None = None
    #: bits each one takes at the start of the Runner's turns (Doppelganger)
    bits_each_turn: int = 0


#: The counters the Corp's cards give the Runner, by kind.
RUNNER_COUNTERS: dict[str, RunnerCounter] = {
    "data_raven": RunnerCounter("Data Raven", removal=1, tags_each_turn=1),
    "crying": RunnerCounter("Crying", removal=2, link_penalty=2),
    # corp-ice: counters that act at the start of each run
    "cerberus": RunnerCounter("Cerberus", removal=4, run_damage=("net", 2)),
    "mastiff": RunnerCounter("Mastiff", removal=4, run_damage=("brain", 1)),
    # corp-ice-moves
    "baskerville": RunnerCounter("Baskerville", removal=3, run_damage=("net", 2)),
}


def link_penalty(g: Game) -> int:
    """The link the counters on the Runner take off in each trace (Crying counters: 2 each)."""
    return sum(
        RUNNER_COUNTERS[k].link_penalty * n
        for k, n in g.runner.counters.items()
        if k in RUNNER_COUNTERS
    )


class GiveRunnerCounter(NamedTuple):
    """Give the Runner a counter of ``kind`` (one of :data:`RUNNER_COUNTERS`)."""

    kind: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        name = RUNNER_COUNTERS[self.kind].name
        now = g.add_player_counters(RUNNER, self.kind, 1)
        g.say(f"The Runner gets a {name} counter ({plural(now, name + ' counter')} in all).")

    def text(self) -> str:
        return f"Give the Runner a {RUNNER_COUNTERS[self.kind].name} counter."


class RunnerCountersAtTurnStart(NamedTuple):
    """A step at the start of the Runner's turn: each counter does what it does (Data Raven: a
    tag each)."""

    def run(self, g: Game) -> None:
        for kind, n in sorted(g.runner.counters.items()):
            c = RUNNER_COUNTERS.get(kind)
            if c is not None and c.tags_each_turn and n:
                g.push(Resolve((GiveTags(c.tags_each_turn * n),), _ctx(c.name)))
            if c is not None and c.bits_each_turn and n:
                g.push(Resolve((LoseCredits(c.bits_each_turn * n, RUNNER),), _ctx(c.name)))


class RunnerCountersAtRunStart(NamedTuple):
    """A step at the start of each run (``Ruleset.run_start_steps``): each counter on the Runner
    that acts then does so, one at a time (Cerberus: 2 net damage each; Mastiff: 1 brain damage
    each)."""

    def run(self, g: Game) -> None:
        steps: list[Any] = []
        for kind, n in sorted(g.runner.counters.items()):
            c = RUNNER_COUNTERS.get(kind)
            if c is None or c.run_damage is None or not n:
                continue
            dmg_kind, amount = c.run_damage
            g.say(
                f"Each {c.name} counter on the Runner ({n}) does {amount} {dmg_kind} damage as "
                "the run begins."
            )
            steps.extend(Resolve((Damage(dmg_kind, amount),), _ctx(c.name)) for _ in range(n))
        g.push_seq(*steps)


def acts_at_run_start(g: Game) -> bool:
    """Whether a counter on the Runner acts at the start of each run."""
    return any(
        n and kind in RUNNER_COUNTERS and RUNNER_COUNTERS[kind].run_damage is not None
        for kind, n in g.runner.counters.items()
    )


def _ctx(title: str) -> Ctx:
    from ...engine.game import Ctx

    return Ctx("corp", -1, title)


class RemoveRunnerCounter(NamedTuple):
    """The Runner's action: pay ``price`` bits to remove a counter of ``kind``."""

    kind: str
    price: int

    def run(self, g: Game) -> None:
        spend_click(g, RUNNER)
        g.pay(RUNNER, self.price)
        now = g.add_player_counters(RUNNER, self.kind, -1)
        w = g.ruleset.words
        name = RUNNER_COUNTERS[self.kind].name
        g.say(
            f"The Runner spends {w.clicks(1)} and {w.credits(self.price)} to remove a {name} "
            f"counter ({now} left)."
        )


def counter_removal_options(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """The Runner's actions to remove a counter on it, one per kind it has and can pay for."""
    w = g.ruleset.words
    for kind, n in sorted(g.runner.counters.items()):
        c = RUNNER_COUNTERS.get(kind)
        if c is None or not n or g.spendable(RUNNER) < c.removal:
            continue
        pairs.append(
            (
                Option(
                    "ability",
                    card=c.name,
                    label=f"Remove a {c.name} counter: pay {w.credits(c.removal)}",
                    amount=c.removal,
                    cost=priced(1, c.removal),
                ),
                RemoveRunnerCounter(kind, c.removal),
            )
        )


__all__ = [
    "RUNNER_COUNTERS",
    "RunnerCounter",
    "GiveRunnerCounter",
    "RunnerCountersAtTurnStart",
    "RunnerCountersAtRunStart",
    "acts_at_run_start",
    "RemoveRunnerCounter",
    "counter_removal_options",
    "link_penalty",
]

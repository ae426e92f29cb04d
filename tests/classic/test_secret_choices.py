"""Secret simultaneous choices other than traces (rules-diff 114): Too Many Doors. The Corp's
number appears nowhere the Runner can see until both are revealed, the Runner's options do not
depend on it, and a Runner's determinisation draws it anew."""

from __future__ import annotations

import json

from cards.helpers import corp_install, run_on, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.rng import Rng
from netrunner.testing import act, scenario


def _at_too_many_doors(corp_credits: int = 4, runner_credits: int = 5) -> Game:
    """The Runner runs HQ through Too Many Doors (rezzed) and lets its subroutine fire."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Too Many Doors"], "credits": corp_credits},
        runner={"credits": runner_credits},
    )
    corp_install(g, "Too Many Doors", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Too Many Doors")
    while g.decision is not None and g.decision.kind != "secret":
        act(g, "pass")
    return g


def test_too_many_doors_asks_the_corp_then_the_runner_to_spend_0_1_or_2_bits_in_secret() -> None:
    g = _at_too_many_doors()
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "secret"
    assert [(o.amount, o.cost.credits) for o in d.options] == [(0, 0), (1, 1), (2, 2)]
    assert g.view("runner")["decision"] == {
        "player": "corp",
        "kind": "secret",
        "prompt": "Too Many Doors: the Corp chooses in secret.",
    }
    act(g, "choose", amount=2)
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "secret"
    assert [o.amount for o in d.options] == [0, 1, 2]


def test_the_corps_secret_is_nowhere_in_the_runners_view_or_the_log_before_the_reveal() -> None:
    chosen = {}
    for corp in (0, 1, 2):
        g = _at_too_many_doors()
        log, bits = len(g.log), g.corp.credits
        act(g, "choose", amount=corp)
        view = g.view("runner")
        assert g.corp.credits == bits  # nothing paid yet
        chosen[corp] = (json.dumps(view), g.log[log:], [o.label for o in g.decision.options])
    assert chosen[0] == chosen[1] == chosen[2]  # the Runner cannot tell the three apart


def test_too_many_doors_ends_the_run_unless_both_spent_the_same() -> None:
    g = _at_too_many_doors()
    corp, runner = g.corp.credits, g.runner.credits
    act(g, "choose", amount=1)
    act(g, "choose", amount=2)
    assert g.corp.credits == corp - 1 and g.runner.credits == runner - 2
    assert "Too Many Doors: revealed, the Corp spent 1 bit and the Runner 2 bits." in g.log
    assert g.run is None

    g = _at_too_many_doors()
    act(g, "choose", amount=2)
    act(g, "choose", amount=2)
    assert (
        "Too Many Doors: revealed, the Corp spent 2 bits and the Runner 2 bits (the same)." in g.log
    )
    assert g.run is not None  # the run goes on


def test_a_side_that_can_spend_nothing_is_not_asked() -> None:
    g = _at_too_many_doors(runner_credits=0)
    act(g, "choose", amount=0)
    # the Runner, with no bits, spends 0 without being asked: the same, the run goes on
    assert (
        "Too Many Doors: revealed, the Corp spent 0 bits and the Runner 0 bits (the same)." in g.log
    )
    assert g.run is not None


def test_a_runner_determinisation_redraws_the_corps_secret() -> None:
    g = _at_too_many_doors()
    act(g, "choose", amount=2)
    run_ends = set()
    for i in range(30):
        d = g.determinize("runner", rng=Rng(i))
        assert d.view("runner") == g.view("runner")
        act(d, "choose", amount=0)
        run_ends.add(d.run is None)  # the Corp was dealt 1 or 2 (the run ends) or 0 (it goes on)
    assert run_ends == {True, False}

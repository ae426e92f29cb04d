"""Rules scenarios: the decision contract (options, illegal choices, concede, clone, replay)."""

from __future__ import annotations

import random
from typing import Any

import pytest

import netrunner
from netrunner.testing import act, end_turn, options, scenario

CORP_DECK = "starter:jinteki"
RUNNER_DECK = "starter:shaper"


def snapshot(game: netrunner.Game) -> tuple[Any, ...]:
    return (game.view("corp"), game.view("runner"), len(game.history), game.log)


def play_some(game: netrunner.Game, n: int, seed: int = 0) -> None:
    """Make ``n`` seeded random choices (never a mulligan), stopping if the game ends."""
    rng = random.Random(seed)
    for _ in range(n):
        d = game.decision
        if d is None:
            return
        legal = [o for o in d.options if o.kind != "mulligan"]
        game.choose(rng.choice(legal))


# ---------------------------------------------------------------------- options


def test_options_never_duplicate_three_hedge_funds_one_play() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"] * 3, "credits": 5})
    assert len(options(g, "play")) == 1
    assert options(g, "play")[0].card == "Hedge Fund"


def test_options_never_duplicate_three_ice_walls_one_install_per_server() -> None:
    g = scenario(corp={"hand": ["Ice Wall"] * 3})
    servers = [o.server for o in options(g, "install", card="Ice Wall")]
    assert sorted(servers) == sorted(["HQ", "R&D", "Archives", "new remote"])


def test_options_have_unique_labels_and_fields() -> None:
    g = scenario(
        corp={"hand": ["Hedge Fund"] * 3 + ["Ice Wall"] * 2 + ["PAD Campaign"] * 2},
    )
    d = g.decision
    assert d is not None
    labels = [o.label for o in d.options]
    assert len(labels) == len(set(labels))
    assert len(d.options) == len(set(d.options))


def test_discard_options_never_duplicate() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"] * 7, "credits": 0})
    for _ in range(3):
        act(g, "credit")
    act(g, "pass")
    d = g.decision
    assert d is not None
    assert [o.kind for o in d.options] == ["discard"]
    assert d.options[0].card == "Hedge Fund"


# ---------------------------------------------------------------------- illegal choices


def test_choose_option_from_another_decision_raises_and_changes_nothing() -> None:
    g = netrunner.Game.new(corp=CORP_DECK, runner=RUNNER_DECK, seed=5)
    keep = options(g, "keep")[0]
    act(g, "keep")
    act(g, "keep")
    before = snapshot(g)
    with pytest.raises(netrunner.IllegalChoice) as err:
        g.choose(keep)
    assert "expected one of" in str(err.value)
    assert "Gain 1 credit" in str(err.value)  # it lists what the decision offers
    assert snapshot(g) == before


def test_choose_out_of_range_index_raises_and_changes_nothing() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"]})
    n = len(g.decision.options)
    before = snapshot(g)
    for bad in (n, -1, 10_000):
        with pytest.raises(netrunner.IllegalChoice) as err:
            g.choose(bad)
        assert f"0-{n - 1}" in str(err.value)
        assert snapshot(g) == before


def test_choose_a_string_raises_and_changes_nothing() -> None:
    g = scenario()
    before = snapshot(g)
    with pytest.raises(netrunner.IllegalChoice) as err:
        g.choose("credit")  # type: ignore[arg-type]
    assert "expected an Option" in str(err.value)
    assert snapshot(g) == before
    # it is a ValueError too
    with pytest.raises(ValueError):
        g.choose(None)  # type: ignore[arg-type]
    assert snapshot(g) == before


def test_illegal_choice_mid_game_leaves_the_game_playable() -> None:
    g = scenario(corp={"hand": ["Ice Wall"]})
    act(g, "install", card="Ice Wall", server="HQ")
    end_turn(g)
    act(g, "run", server="HQ")  # the Corp decides whether to rez the approached ice
    assert g.decision is not None and g.decision.player == "corp"
    before = snapshot(g)
    with pytest.raises(netrunner.IllegalChoice):
        g.choose(netrunner.Option("credit", label="Gain 1 credit"))
    assert snapshot(g) == before
    act(g, "rez", card="Ice Wall")
    assert g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]["title"] == "Ice Wall"


def test_choose_after_game_over_raises() -> None:
    g = scenario()
    g.concede("corp")
    with pytest.raises(netrunner.IllegalChoice):
        g.choose(0)


# ---------------------------------------------------------------------- concede


def test_concede_ends_the_game_for_the_other_side() -> None:
    g = scenario()
    g.concede("runner")
    assert g.over
    assert g.decision is None
    assert g.winner == "corp"
    assert g.win_reason == "concede"
    assert g.view("runner")["winner"] == "corp"
    g2 = netrunner.Game.new(corp=CORP_DECK, runner=RUNNER_DECK, seed=1)
    g2.concede("corp")  # possible at any decision, even the mulligan
    assert g2.winner == "runner" and g2.win_reason == "concede"


def test_concede_with_unknown_side_raises() -> None:
    g = scenario()
    before = snapshot(g)
    with pytest.raises(ValueError):
        g.concede("nobody")
    assert snapshot(g) == before and not g.over


# ---------------------------------------------------------------------- clone and replay


def test_clone_is_independent() -> None:
    g = netrunner.Game.new(corp=CORP_DECK, runner=RUNNER_DECK, seed=11)
    play_some(g, 6)
    before = snapshot(g)
    c = g.clone()
    assert snapshot(c) == before
    play_some(c, 15)
    assert len(c.history) == before[2] + 15 and not c.over
    c.concede("corp")
    assert snapshot(g) == before
    assert not g.over
    # the original goes on as if the clone never existed
    play_some(g, 3, seed=1)
    assert len(g.history) == before[2] + 3


def test_clone_given_same_choices_goes_on_identically() -> None:
    g = netrunner.Game.new(corp=CORP_DECK, runner=RUNNER_DECK, seed=11)
    play_some(g, 8)
    c = g.clone()
    play_some(g, 40, seed=3)
    play_some(c, 40, seed=3)
    assert snapshot(c) == snapshot(g)


def test_replay_reproduces_the_same_log_and_view() -> None:
    g = netrunner.Game.new(corp=CORP_DECK, runner=RUNNER_DECK, seed=21)
    g.choose(options(g, "mulligan")[0])
    play_some(g, 40)
    r = netrunner.Game.replay(CORP_DECK, RUNNER_DECK, 21, g.history)
    assert r.log == g.log
    assert r.view("corp") == g.view("corp")
    assert r.view("runner") == g.view("runner")
    assert r.history == g.history

"""Die rolls (rules-diff 60): a six-sided die on the game's own seeded generator; Schlaghund."""

from __future__ import annotations

from netrunner.engine.game import Game
from netrunner.engine.rng import Rng
from netrunner.testing import act, scenario


def _schlaghund(tags: int, seed: int = 0, hand: int = 5) -> Game:
    g = scenario(
        ruleset="classic",
        seed=seed,
        corp={"hand": ["Schlaghund"], "credits": 2},
        runner={"tags": tags, "hand": ["Score!"] * hand},
    )
    act(g, "install", card="Schlaghund", server="new remote")
    act(g, "rez", card="Schlaghund")
    return g


def _rolls(g: Game) -> list[int]:
    return [int(line[-2]) for line in g.log if line.startswith("Schlaghund rolls a die")]


def test_schlaghund_does_10_meat_damage_when_the_roll_is_no_more_than_the_runners_tags() -> None:
    g = _schlaghund(tags=6, hand=12)  # every roll is 6 or less
    act(g, "ability", card="Schlaghund")
    assert len(_rolls(g)) == 1
    assert len(g.runner.hand) == 2 and not g.over
    assert "Schlaghund is trashed." in g.log and not g.corp.servers.get("Server 1")
    assert [c.title for c in g.corp.discard] == ["Schlaghund"]


def test_schlaghund_flatlines_a_runner_with_fewer_than_10_cards() -> None:
    g = _schlaghund(tags=6)
    act(g, "ability", card="Schlaghund")
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"


def test_schlaghund_does_nothing_to_an_untagged_runner_and_stays() -> None:
    g = _schlaghund(tags=0)
    act(g, "ability", card="Schlaghund")
    assert len(_rolls(g)) == 1 and not g.over
    assert len(g.runner.hand) == 5
    assert [c.title for c in g.corp.servers["Server 1"].content] == ["Schlaghund"]


def test_a_die_roll_comes_from_the_games_seed_and_is_the_same_on_a_replay() -> None:
    rolls = {}
    for seed in range(30):
        g = _schlaghund(tags=0, seed=seed)
        copy = g.clone()
        act(g, "ability", card="Schlaghund")
        act(copy, "ability", card="Schlaghund")
        assert _rolls(g) == _rolls(copy)  # same state, same roll
        rolls[seed] = _rolls(g)[0]
    assert set(rolls.values()) == {1, 2, 3, 4, 5, 6}


def test_a_determinisation_does_not_know_the_next_die_roll() -> None:
    g = _schlaghund(tags=0)
    seen = set()
    for i in range(20):
        d = g.determinize("runner", rng=Rng(i))
        act(d, "ability", card="Schlaghund")
        seen.add(_rolls(d)[0])
    assert len(seen) > 1  # the future is drawn anew in each, not copied from the real game

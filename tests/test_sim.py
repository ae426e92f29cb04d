"""``netrunner sim`` (processes, Ray, JSON, saved replays) and ``netrunner replay``.

Ray: the ``--ray`` code path is tested with a stand-in ``ray`` module injected into ``sys.modules``
(it runs each task inline after a pickle round trip, as Ray would ship it). Ray itself is not in
the ``dev`` extra: it installs cleanly (about 15 s, 240 MB), but starting a local Ray instance takes
6 to 13 s on a two-core machine, which would make this file slow and dependent on Ray's process
start-up under load. ``netrunner sim --ray local`` was checked by hand against ``--workers``.
Without Ray, the command names the extra to install.
"""

from __future__ import annotations

import json
import pickle
import sys
import types
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from netrunner.bots import BOTS, play_match
from netrunner.bots.match import make_bot
from netrunner.cli.main import app
from netrunner.cli.replay import TURN_HEADER
from netrunner.cli.sim import TIMING_FIELDS, MatchSpec, play_game, run_games
from netrunner.decks import Deck
from netrunner.engine.decision import Option
from netrunner.engine.game import Game

DECKS = ["--corp", "starter:nbn", "--runner", "starter:criminal"]
RANDOM_BOTS = ["--corp-bot", "random", "--runner-bot", "random"]


def sim(*args: str) -> Any:
    """``netrunner sim`` with the test decks and random bots, and ARGS."""
    return CliRunner().invoke(app, ["sim", *DECKS, *RANDOM_BOTS, *args], env={"COLUMNS": "200"})


def sim_json(*args: str) -> dict[str, Any]:
    result = sim("--json", *args)
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def seed_figures(summary: dict[str, Any]) -> dict[str, Any]:
    """The figures that depend on the seeds alone (not timings, not how the games were run)."""
    return {k: v for k, v in summary.items() if k not in TIMING_FIELDS | {"workers", "ray"}}


def spec() -> MatchSpec:
    return MatchSpec(Deck.starter("nbn"), Deck.starter("criminal"), "random", "random")


# ------------------------------------------------------------------------------ sim


def test_sim_with_two_workers_equals_one_worker() -> None:
    one = sim_json("--games", "4", "--seed", "11", "--workers", "1")
    two = sim_json("--games", "4", "--seed", "11", "--workers", "2")
    assert seed_figures(one) == seed_figures(two)
    assert one["games"] == 4 and two["workers"] == 2
    per_game_1 = [r.outcome() for r in run_games(spec(), 11, 4, workers=1)]
    per_game_2 = [r.outcome() for r in run_games(spec(), 11, 4, workers=2)]
    assert per_game_1 == per_game_2
    assert [o[0] for o in per_game_1] == [11, 12, 13, 14]


def test_sim_game_is_the_play_match_game() -> None:
    for seed in range(3):
        r = play_game(spec(), seed)
        winner, reason, decisions, turns = play_match(
            Deck.starter("nbn"), Deck.starter("criminal"), "random", "random", seed
        )
        assert (r.winner, r.reason, r.decisions, r.turns) == (winner, reason, decisions, turns)


def test_sim_json_has_the_figures() -> None:
    s = sim_json("--games", "3", "--seed", "5")
    for key in (
        "games",
        "seed",
        "wins",
        "win_rate",
        "ci95",
        "stalled",
        "reasons",
        "mean_turns",
        "mean_decisions",
        "decisions_per_second",
        "games_per_second",
    ):
        assert key in s, key
    assert s["games"] == 3 and s["seed"] == 5
    assert s["wins"]["corp"] + s["wins"]["runner"] + s["stalled"] == 3
    for side in ("corp", "runner"):
        lo, hi = s["ci95"][side]
        assert 0.0 <= lo <= s["win_rate"][side] <= hi <= 1.0
        assert sum(s["reasons"][side].values()) == s["wins"][side]
    assert s["corp"] == {"deck": "NBN: Making News", "bot": "random"}
    assert s["mean_decisions"] > 10 and s["mean_turns"] >= 1
    assert s["decisions_per_second"] > 0 and s["games_per_second"] > 0


def test_sim_table_shows_wins_with_interval_reasons_and_speed() -> None:
    result = sim("--games", "2")
    assert result.exit_code == 0, result.output
    out = result.stdout
    for text in (
        "95% interval",
        "Corp",
        "Runner",
        "Stalled",
        "Win reasons",
        "Mean turns per game",
        "Decisions per second",
        "Games per second",
    ):
        assert text in out, text


def test_sim_counts_capped_games_as_stalled_not_wins() -> None:
    s = sim_json("--games", "2", "--max-decisions", "15")
    assert s["stalled"] == 2 and s["stalled_seeds"] == [0, 1]
    assert s["wins"] == {"corp": 0, "runner": 0}
    assert s["reasons"] == {"corp": {}, "runner": {}}
    assert s["mean_decisions"] == 15


def test_sim_save_writes_each_game_and_replay_prints_its_log(tmp_path: Path) -> None:
    result = sim("--games", "2", "--seed", "7", "--save", str(tmp_path), "--json")
    assert result.exit_code == 0, result.output
    assert sorted(p.name for p in tmp_path.iterdir()) == ["game-7.json", "game-8.json"]
    saved = json.loads((tmp_path / "game-8.json").read_text())
    assert saved["seed"] == 8 and saved["ruleset"] == "anr"
    assert all(isinstance(i, int) for i in saved["choices"])
    assert Deck.parse(saved["corp"]) == Deck.starter("nbn")

    game = Game.new("starter:nbn", "starter:criminal", seed=8)
    r = play_game(spec(), 8)
    bots = [BOTS["random"](seed=2 * 8 + k) for k in (1, 2)]  # as play_match seeds them
    while (d := game.decision) is not None:
        bot = bots[0] if d.player == "corp" else bots[1]
        game.choose(bot.choose(game.view(d.player), d))
    assert (
        (saved["winner"], saved["reason"])
        == (game.winner, game.win_reason)
        == (
            r.winner,
            r.reason,
        )
    )

    out = CliRunner().invoke(app, ["replay", str(tmp_path / "game-8.json")])
    assert out.exit_code == 0, out.output
    lines = [ln.strip() for ln in out.stdout.splitlines()]
    body = [ln for ln in game.log if not TURN_HEADER.match(ln)]
    printed = [ln for ln in lines if ln in set(body)]
    assert printed == body  # every log line, in order
    headers = [ln for ln in game.log if TURN_HEADER.match(ln)]
    turn_rules = [ln for ln in lines if ln.startswith("Turn ") and "·" in ln]
    assert len(turn_rules) == len(headers) and turn_rules[0].startswith("Turn 1 · Corp")
    winner = game.winner.capitalize() if game.winner else ""
    assert f"The {winner} wins by" in out.stdout


def test_sim_unknown_bot_is_a_clear_error() -> None:
    result = CliRunner().invoke(app, ["sim", "--corp-bot", "nobody", "--games", "1"])
    assert result.exit_code == 2
    assert "--corp-bot: unknown bot 'nobody'" in result.stderr
    assert "random" in result.stderr


def test_sim_bot_options_reach_the_bot() -> None:
    # mcts at 3 iterations per decision against random: the spec's options build the bot
    out = CliRunner().invoke(
        app,
        ["sim", *DECKS, "--corp-bot", "mcts:iterations=3,prior=none", "--runner-bot", "random"]
        + ["--games", "1", "--json"],
    )
    assert out.exit_code == 0, out.output
    data = json.loads(out.stdout)
    assert data["corp"]["bot"] == "mcts:iterations=3,prior=none"
    bot = make_bot("mcts:iterations=3,prior=none,prior_sides=corp+runner", seed=1)
    assert (bot.iterations, bot.prior, bot.prior_sides) == (3, None, ("corp", "runner"))


def test_sim_bad_bot_option_is_a_clear_error() -> None:
    result = CliRunner().invoke(app, ["sim", "--runner-bot", "mcts:iterations=lots"])
    assert result.exit_code == 2
    assert "--runner-bot: bot 'mcts' option iterations='lots': expected an integer" in (
        result.stderr
    )
    result = CliRunner().invoke(app, ["sim", "--runner-bot", "heuristic:depth=2"])
    assert result.exit_code == 2
    assert "bot 'heuristic' has no option 'depth'" in result.stderr


def test_sim_bad_deck_is_a_clear_error(tmp_path: Path) -> None:
    result = CliRunner().invoke(app, ["sim", "--corp", str(tmp_path / "no.txt"), "--games", "1"])
    assert result.exit_code == 2 and "bad deck" in result.stderr and "no.txt" in result.stderr
    result = CliRunner().invoke(app, ["sim", "--corp", "starter:shaper", "--games", "1"])
    assert result.exit_code == 2 and "not a corp one" in result.stderr


class BrokenBot:
    """Answers every decision with something that is not one of its options."""

    def __init__(self, seed: int = 0) -> None:
        self.seed = seed

    def choose(self, view: Any, decision: Any) -> Option:
        return Option("credit", label="not an option")


def test_sim_names_the_seed_of_a_game_that_fails(monkeypatch: Any) -> None:
    monkeypatch.setitem(BOTS, "broken", BrokenBot)
    result = CliRunner().invoke(
        app, ["sim", "--corp-bot", "broken", "--games", "2", "--seed", "4", "--json"]
    )
    assert result.exit_code == 1
    assert "the game with seed 4 failed: IllegalChoice" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


# ------------------------------------------------------------------------------ replay


def test_replay_of_a_bad_file_is_one_line_and_exit_2(tmp_path: Path) -> None:
    cases = {
        "missing.json": None,
        "notjson.json": "{nope",
        "other.json": json.dumps({"hello": 1}),
        "badchoice.json": json.dumps(
            {
                "format": "netrunner-replay",
                "corp": "starter:nbn",
                "runner": "starter:criminal",
                "seed": 1,
                "choices": [0, 999],
            }
        ),
    }
    expected = {
        "missing.json": "no such file",
        "notjson.json": "not JSON",
        "other.json": "not a netrunner replay",
        "badchoice.json": "do not replay",
    }
    for name, text in cases.items():
        path = tmp_path / name
        if text is not None:
            path.write_text(text)
        result = CliRunner().invoke(app, ["replay", str(path)])
        assert result.exit_code == 2, name
        err = result.stderr.strip()
        assert len(err.splitlines()) == 1 and expected[name] in err, (name, err)


# ------------------------------------------------------------------------------ Ray


class _Ref:
    def __init__(self, value: Any) -> None:
        self.value = value


def fake_ray() -> types.ModuleType:
    """A stand-in for ``ray`` that runs each task inline, after pickling its arguments."""
    ray = types.ModuleType("ray")
    state: dict[str, Any] = {"initialized": False, "address": "unset", "tasks": 0}

    def init(address: str | None = None, **_: Any) -> None:
        state["initialized"], state["address"] = True, address

    def remote(fn: Any) -> Any:
        def call(*args: Any) -> _Ref:
            args = pickle.loads(pickle.dumps([a.value if isinstance(a, _Ref) else a for a in args]))
            state["tasks"] += 1
            return _Ref(fn(*args))

        return types.SimpleNamespace(remote=call)

    ray.init = init  # type: ignore[attr-defined]
    ray.is_initialized = lambda: state["initialized"]  # type: ignore[attr-defined]
    ray.shutdown = lambda: state.update(initialized=False)  # type: ignore[attr-defined]
    ray.put = _Ref  # type: ignore[attr-defined]
    ray.remote = remote  # type: ignore[attr-defined]
    ray.wait = lambda refs, num_returns=1: (refs[:num_returns], refs[num_returns:])  # type: ignore[attr-defined]
    ray.get = lambda ref: ref.value  # type: ignore[attr-defined]
    ray.state = state  # type: ignore[attr-defined]
    return ray


def test_sim_on_ray_equals_workers_with_a_stand_in_ray(monkeypatch: Any) -> None:
    ray = fake_ray()
    monkeypatch.setitem(sys.modules, "ray", ray)
    on_ray = sim_json("--games", "4", "--seed", "3", "--ray", "local")
    assert ray.state["tasks"] >= 1 and ray.state["address"] is None
    assert not ray.state["initialized"]  # shut down again
    on_workers = sim_json("--games", "4", "--seed", "3", "--workers", "2")
    assert seed_figures(on_ray) == seed_figures(on_workers)
    assert on_ray["ray"] == "local"
    sim_json("--games", "1", "--ray", "ray://head:10001")
    assert ray.state["address"] == "ray://head:10001"


def test_sim_without_ray_names_the_extra(monkeypatch: Any) -> None:
    monkeypatch.setitem(sys.modules, "ray", None)  # makes `import ray` fail
    result = sim("--games", "1", "--ray", "local")
    assert result.exit_code == 2
    assert "netrunner[ray]" in result.stderr

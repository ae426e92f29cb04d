"""The command line plays the 1996 game: ``netrunner play --ruleset classic``, ``netrunner sim
--ruleset classic``, and the replay of a saved classic game."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from netrunner.cli.main import app


def test_play_classic_starts_with_the_corp_and_speaks_of_bits() -> None:
    result = CliRunner().invoke(
        app,
        ["play", "--ruleset", "classic", "--side", "corp", "--seed", "3"],
        input="1\nq\n",
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    assert "Netrunner (1996) · starter:classic-corp vs starter:classic-runner" in result.output
    assert "Corp's turn 1: 3 actions left. Your action?" in result.output
    assert "1. Gain 1 bit" in result.output
    assert "keep" not in result.output.lower().split("your action?")[0]  # no mulligan
    assert "The Corp spends 1 action to gain 1 bit." in result.output
    for word in ("Bits 5", "Actions 3", "Data fort", "Trash:"):  # the board in the 1996 words
        assert word in result.output
    assert "Homewrecker [TM] [ice, 7 bits]" in result.output  # the 1996 card's own cost


def test_sim_plays_classic_games_and_saves_replays(tmp_path: Path) -> None:
    result = CliRunner().invoke(
        app,
        ["sim", "--ruleset", "classic", "--games", "6", "--json", "--save", str(tmp_path)],
    )
    assert result.exit_code == 0, result.output
    out = json.loads(result.stdout)
    assert out["ruleset"] == "classic" and out["games"] == 6
    assert out["wins"]["corp"] + out["wins"]["runner"] + out["stalled"] == 6
    assert out["corp"]["deck"] == "starter:classic-corp"
    saved = json.loads((tmp_path / "game-0.json").read_text())
    assert saved["ruleset"] == "classic"
    replay = CliRunner().invoke(app, ["replay", str(tmp_path / "game-0.json")])
    assert replay.exit_code == 0, replay.output
    assert "liberates" in replay.output or "wins" in replay.output


def test_an_unknown_ruleset_is_a_one_line_error() -> None:
    result = CliRunner().invoke(app, ["play", "--ruleset", "chess"])
    assert result.exit_code == 2
    assert "unknown ruleset 'chess'" in result.output


def test_a_classic_deck_of_the_wrong_side_is_an_error() -> None:
    result = CliRunner().invoke(
        app, ["sim", "--ruleset", "classic", "--corp", "starter:classic-runner", "--games", "1"]
    )
    assert result.exit_code == 2
    assert "is a runner deck, not a corp one" in result.output

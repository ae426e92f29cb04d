"""No card is ever played as a blank: a deck holding a card with no definition is refused, naming
each such card, by ``Game.new``, ``deck.validate()``, ``netrunner deck validate``, ``play`` and
``sim`` (the server: ``tests/server/test_http.py``); ``allow_undefined`` / ``--allow-undefined`` plays them by their numbers.

Each test takes the definitions of two real cards away for its own duration, so the checks keep
meaning something once every card is declared."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from typer.testing import CliRunner, Result

import netrunner
from netrunner.cli.main import app
from netrunner.rulesets.classic import POOL

BLANKS = ("ZZ22 Speed Chip", "WuTech Mem Chip")
RUNNER_DECK = "20 ZZ22 Speed Chip\n5 WuTech Mem Chip\n20 Score!\n"


@pytest.fixture(autouse=True)
def _two_undefined_cards(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    for title in BLANKS:
        monkeypatch.delitem(POOL.definitions, title, raising=False)
    yield


def _run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args), env={"COLUMNS": "200"})


def test_game_new_refuses_a_deck_with_cards_not_playable_yet_naming_each() -> None:
    with pytest.raises(netrunner.DeckError) as e:
        netrunner.Game.new("starter:classic-corp", RUNNER_DECK, seed=1, ruleset="classic")
    assert "the Runner's deck holds cards not playable yet" in str(e.value)
    assert "ZZ22 Speed Chip, WuTech Mem Chip" in str(e.value)
    assert "allow_undefined=True" in str(e.value)


def test_allow_undefined_plays_the_cards_by_their_numbers_alone() -> None:
    g = netrunner.Game.new(
        "starter:classic-corp", RUNNER_DECK, seed=1, ruleset="classic", allow_undefined=True
    )
    assert g.decision is not None and g.decision.player == "corp"
    replayed = netrunner.Game.replay(
        "starter:classic-corp", RUNNER_DECK, 1, [0], ruleset="classic", allow_undefined=True
    )
    assert (
        replayed.log
        == netrunner.Game.replay(
            "starter:classic-corp", RUNNER_DECK, 1, [0], ruleset="classic", allow_undefined=True
        ).log
    )


def test_deck_validate_names_each_card_not_playable_yet() -> None:
    deck = netrunner.Deck.parse(RUNNER_DECK, ruleset="classic")
    assert deck.validate() == [
        f"{t} is not playable yet: the engine has no definition of what it does, so it would "
        "play as a blank."
        for t in BLANKS
    ]
    assert deck.validate(allow_undefined=True) == []


def test_netrunner_deck_validate_names_each_undefined_card_and_exits_1(tmp_path: Path) -> None:
    path = tmp_path / "chips.txt"
    path.write_text(RUNNER_DECK)
    result = _run("deck", "validate", "--ruleset", "classic", str(path))
    assert result.exit_code == 1, result.output
    assert "ZZ22 Speed Chip is not playable yet" in result.output
    assert "WuTech Mem Chip is not playable yet" in result.output


def test_netrunner_play_refuses_the_deck_unless_allow_undefined(tmp_path: Path) -> None:
    path = tmp_path / "chips.txt"
    path.write_text(RUNNER_DECK)
    refused = _run("play", "--ruleset", "classic", "--runner", str(path), "--plain")
    assert refused.exit_code == 2
    assert "The Runner deck holds cards not playable yet" in refused.output
    assert "ZZ22 Speed Chip" in refused.output and "--allow-undefined" in refused.output
    played = _run(
        "sim", "--ruleset", "classic", "--runner", str(path), "--games", "2", "--allow-undefined"
    )
    assert played.exit_code == 0, played.output
    assert "cards not playable yet (no definition of what they do): they play as blanks" in (
        " ".join(played.output.split())
    )
    assert "ZZ22 Speed Chip" in played.output and "2 games · seeds 0..1" in played.output


def test_netrunner_card_says_plainly_that_the_card_is_not_playable_yet() -> None:
    result = _run("card", "ZZ22 Speed Chip", "--ruleset", "classic")
    assert result.exit_code == 0
    assert "Not playable yet" in " ".join(result.output.split())

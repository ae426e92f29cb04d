"""The 1996 game's three sets (Base, Proteus, Classic) in decks: a deck's own ``Sets:`` line,
``--sets`` on the command line, all three by default, and each card's set shown."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from netrunner.cli.main import app
from netrunner.rulesets.classic.decks import ClassicDeck
from netrunner.rulesets.classic.sets import parse_sets

ENV = {"COLUMNS": "200"}
#: 40 Base cards and 5 of Proteus (Rush Hour)
MIXED = "40 Score!\n5 Rush Hour\n"


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args), env=ENV)
    return result.exit_code, result.output


def set_problems(deck: ClassicDeck) -> list[str]:
    return [p for p in deck.validate(allow_undefined=True) if "card; this deck plays" in p]


def test_a_deck_draws_from_all_three_sets_by_default() -> None:
    deck = ClassicDeck.parse("runner", MIXED)
    assert deck.sets == () and deck.allowed_sets() == ("Base", "Proteus", "Classic")
    assert set_problems(deck) == []


def test_a_decks_own_sets_line_limits_it() -> None:
    deck = ClassicDeck.parse("runner", "Sets: Base\n" + MIXED)
    assert deck.sets == ("Base",)
    assert set_problems(deck) == ["Rush Hour is a Proteus card; this deck plays the Base set only."]
    assert ClassicDeck.parse("runner", deck.to_text()) == deck  # the line is written back


def test_restricting_a_deck_keeps_only_the_sets_both_allow() -> None:
    deck = ClassicDeck.parse("runner", "Sets: Base, Proteus\n" + MIXED)
    assert deck.restrict(("Proteus", "Classic")).sets == ("Proteus",)
    assert set_problems(deck.restrict(("Base", "Proteus", "Classic"))) == []
    assert set_problems(deck.restrict(("Base",))) == [
        "Rush Hour is a Proteus card; this deck plays the Base set only."
    ]


def test_an_unknown_set_name_says_which_exist() -> None:
    with pytest.raises(ValueError, match="unknown set 'Limited': expected Base, Proteus, Classic"):
        parse_sets("Base, Limited")
    with pytest.raises(Exception, match="line 1: unknown set 'x'"):
        ClassicDeck.parse("runner", "Sets: x\n" + MIXED)


def test_deck_validate_with_sets_refuses_cards_of_other_sets(tmp_path: Path) -> None:
    path = tmp_path / "mixed.txt"
    path.write_text(MIXED, encoding="utf-8")
    code, out = run("deck", "validate", "--ruleset", "classic", "--sets", "base", str(path))
    assert code == 1
    assert "Rush Hour is a Proteus card; this deck plays the Base set only." in out
    code, out = run("deck", "validate", "--ruleset", "classic", "--sets", "base,proteus", str(path))
    assert "this deck plays" not in out


def test_sets_is_refused_for_the_core_set_and_for_unknown_names() -> None:
    code, out = run("deck", "validate", "--sets", "base", "starter:jinteki")
    assert code == 2 and "only Netrunner (1996) decks have sets" in out
    code, out = run(
        "deck", "validate", "--ruleset", "classic", "--sets", "bse", "starter:classic-corp"
    )
    assert code == 2 and "unknown set 'bse'" in out


def test_play_with_sets_refuses_a_deck_of_another_set(tmp_path: Path) -> None:
    path = tmp_path / "mixed.txt"
    path.write_text(MIXED, encoding="utf-8")
    code, out = run("play", "--ruleset", "classic", "--runner", str(path), "--sets", "Base")
    assert code == 2
    assert "Rush Hour is a Proteus card; this deck plays the Base set only." in out


def test_deck_show_gives_each_cards_set_and_the_count_per_set(tmp_path: Path) -> None:
    path = tmp_path / "mixed.txt"
    path.write_text(MIXED, encoding="utf-8")
    code, out = run("deck", "show", "--ruleset", "classic", str(path))
    assert re.search(r"│  5 │ Rush Hour\s+│[^│]*│ Proteus │", out)
    assert re.search(r"│ 40 │ Score!\s+│[^│]*│ Base\s+│", out)
    assert "Sets: Base 40, Proteus 5" in out


def test_the_card_view_names_the_cards_set() -> None:
    code, out = run("card", "Rush Hour", "--ruleset", "classic")
    assert code == 0 and "runner prep · Proteus set" in out

"""The 1996 cards and decks on the command line: ``netrunner cards``, ``card``, ``deck validate``
and ``deck show`` with ``--ruleset classic``."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner, Result

from netrunner.cli.main import app
from netrunner.rulesets.classic import POOL
from netrunner.rulesets.classic.sets import base_set


def _run(*args: str) -> Result:
    return CliRunner().invoke(app, list(args), env={"COLUMNS": "200"})


def test_cards_lists_the_base_set_every_card_implemented() -> None:
    result = _run("cards", "--ruleset", "classic")
    assert result.exit_code == 0, result.output
    assert "Netrunner (1996) Base set cards" in result.output
    fire_wall = next(line for line in result.output.splitlines() if "Fire Wall " in line)
    assert "ice" in fire_wall and "Base" in fire_wall and "yes" in fire_wall
    assert "All 374 Base set cards are implemented." in result.output
    assert [t for t in base_set() if t in POOL.missing()] == []


def test_cards_missing_lists_no_base_card_and_the_expansions_cards_with_all_sets() -> None:
    base = _run("cards", "--ruleset", "classic", "--missing")
    assert base.exit_code == 0 and base.output.strip() == "All 374 Base set cards are implemented."
    every = _run("cards", "--ruleset", "classic", "--all-sets", "--missing")
    undefined = POOL.missing()  # the Proteus and Classic sets' cards still to declare
    assert every.exit_code == 0 and (not undefined or undefined[0] in every.output)
    if not undefined:  # every card declared
        assert every.output.strip() == "All 580 cards of Netrunner (1996) are implemented."
        return
    assert f"{len(undefined)} of 580 cards of Netrunner (1996)" in every.output
    assert "Fire Wall " not in every.output and "without a definition" in every.output


def test_card_shows_a_1996_cards_numbers_and_generated_text() -> None:
    result = _run("card", "fire wall", "--ruleset", "classic")
    assert result.exit_code == 0, result.output
    assert "corp ice · Base set · Wall" in result.output and "cost 5   strength 4" in result.output
    assert "Subroutine: End the run." in result.output
    prep = _run("card", "Score!", "--ruleset", "classic")
    assert "runner prep" in prep.output and "Gain 9" in prep.output
    tm = _run("card", "Homewrecker", "--ruleset", "classic")
    assert "Homewrecker [TM]" in tm.output and "Trace 5" in tm.output


def test_card_with_an_unknown_title_suggests_the_closest() -> None:
    result = _run("card", "Fire Wsll", "--ruleset", "classic")
    assert result.exit_code == 2 and "did you mean Fire Wall?" in result.output


def test_deck_validate_infers_each_files_side(tmp_path: Path) -> None:
    legal = tmp_path / "runner.txt"
    legal.write_text("25 Score!\n20 Loony Goon\n")
    illegal = tmp_path / "corp.txt"
    illegal.write_text("20 Data Wall\n25 Night Shift\n")
    result = _run(
        "deck", "validate", "--ruleset", "classic", str(legal), str(illegal), "starter:classic-corp"
    )
    assert result.exit_code == 1, result.output
    assert f"{legal}: OK (runner deck, 45 cards)" in result.output
    assert f"{illegal}: illegal, 1 problem:" in result.output
    assert "needs at least 18 agenda points; this one has 0." in result.output
    assert "starter:classic-corp: OK (corp deck, 45 cards)" in result.output


def test_deck_validate_of_an_unreadable_classic_deck_exits_2(tmp_path: Path) -> None:
    bad = tmp_path / "bad.txt"
    bad.write_text("3 Fire Wal\n")
    result = _run("deck", "validate", "--ruleset", "classic", str(bad))
    assert result.exit_code == 2
    assert "unreadable" in result.output and "did you mean Fire Wall?" in result.output


def test_deck_show_lists_the_starter_by_type_with_agenda_points() -> None:
    result = _run("deck", "show", "--ruleset", "classic", "starter:classic-corp")
    assert result.exit_code == 0, result.output
    for heading in ("Agenda (8)", "Ice (18)", "Node (6)", "Upgrade (2)", "Operation (11)"):
        assert heading in result.output
    tycho = next(
        line for line in result.output.splitlines() if "Tycho Extension " in line and "diff" in line
    )
    assert re.search(r"4 diff │\s+4 │", tycho)  # two copies, 4 points printed on each
    assert "Cards: 45 (minimum 45) · Agenda points: 21 (needs at least 18)" in result.output
    assert "Legal under the 1996 deckbuilding rules." in result.output
    runner = _run("deck", "show", "--ruleset", "classic", "starter:classic-runner")
    assert runner.exit_code == 0 and "Prep (" in runner.output and "Points" not in runner.output


def test_deck_show_of_an_illegal_classic_deck_exits_1(tmp_path: Path) -> None:
    short = tmp_path / "short.txt"
    short.write_text("3 Score!\n")
    result = _run("deck", "show", "--ruleset", "classic", str(short))
    assert result.exit_code == 1
    assert "The deck has 3 cards; a deck needs at least 45." in result.output


def test_an_unknown_ruleset_is_an_error_for_cards_and_decks() -> None:
    assert _run("cards", "--ruleset", "chess").exit_code == 2
    result = _run("deck", "show", "--ruleset", "chess", "starter:jinteki")
    assert result.exit_code == 2 and "unknown ruleset 'chess'" in result.output


def test_the_preconstructed_decks_are_legal_and_deck_show_says_each_ones_idea() -> None:
    from netrunner.rulesets.classic import CLASSIC
    from netrunner.rulesets.classic.starters import STARTERS

    assert len(STARTERS) == 18  # 2 of the card plan, 8 of the Base set, 8 of the expansions
    for name, starter in STARTERS.items():
        deck = CLASSIC.parse_deck(f"starter:{name}")
        assert deck.side == starter.side and len(deck) == 45
        assert CLASSIC.validate_deck(deck) == [], name  # legal, every card playable
        shown = _run("deck", "show", "--ruleset", "classic", f"starter:{name}")
        assert shown.exit_code == 0 and starter.idea in " ".join(shown.output.split()), name


def test_the_expansion_decks_each_play_cards_of_proteus_or_classic_around_one_idea() -> None:
    from netrunner.rulesets.classic.sets import card_sets
    from netrunner.rulesets.classic.starters import EXPANSION_STARTERS

    sides = [s.side for s in EXPANSION_STARTERS.values()]
    assert sides.count("corp") == 4 and sides.count("runner") == 4
    for name, starter in EXPANSION_STARTERS.items():
        newer = sum(n for t, n in starter.cards if card_sets()[t] != "Base")
        assert newer >= 25, name  # most of each deck is Proteus or Classic
        assert "Proteus" in starter.idea or "Classic" in starter.idea, name


def test_play_and_sim_take_the_new_preconstructed_decks() -> None:
    result = _run(
        "sim",
        "--ruleset",
        "classic",
        "--corp",
        "starter:classic-tags",
        "--runner",
        "starter:classic-stealth",
        "--games",
        "2",
    )
    assert result.exit_code == 0, result.output
    assert "classic-tags" in result.output and "classic-stealth" in result.output

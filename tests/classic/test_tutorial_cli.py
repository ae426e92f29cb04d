"""``netrunner tutorial classic`` walks through the rulebook's sample game, one choice a key."""

from __future__ import annotations

from typer.testing import CliRunner, Result

from netrunner.cli.main import app
from netrunner.rulesets.classic.sample_game import CLOSING, STEPS


def _run(keys: str) -> Result:
    return CliRunner().invoke(app, ["tutorial", "classic"], input=keys, env={"COLUMNS": "200"})


def test_tutorial_plays_the_sample_game_to_where_the_rulebook_stops() -> None:
    result = _run("\n" * len(STEPS))
    assert result.exit_code == 0, result.output
    out = result.output
    assert f"Step 1 of {len(STEPS)}" in out and f"Step {len(STEPS)} of {len(STEPS)}" in out
    # the explanations of the script, in order, each with the option it takes
    first, rez = STEPS[0], next(s for s in STEPS if s.kind == "rez")
    assert out.index("Accounts Receivable costs 5 bits and pays 9") < out.index(
        "Loony Goon breaks only sentries"
    )
    assert first.explain.split(".")[0] in out
    assert rez.explain.split(".")[0] in out
    assert "Corp chooses: Play Accounts Receivable" in out
    assert "Runner chooses: Reveal Loony Goon and add it to your grip" in out
    assert "Corp chooses: Rez Fire Wall (5 bits)" in out
    # the board as the acting side sees it, in the 1996 words
    assert "you are the Runner" in out and "you are the Corp" in out and "Bits 5" in out
    # the end: the Corp's turn 3, 5 bits against 7
    assert "Where the rulebook stops" in out
    assert CLOSING.split(":")[0] in out
    end = out.split("Where the rulebook stops")[1]
    assert "Turn 3" in end and "Bits 5" in end and "Bits 7" in end and "Trojan Horse" in end


def test_tutorial_quits_on_q_and_at_the_end_of_input() -> None:
    result = _run("\n\nq\n")
    assert result.exit_code == 0, result.output
    assert "Step 3 of" in result.output and "Step 4 of" not in result.output
    assert "Goodbye" in result.output
    short = _run("\n")
    assert short.exit_code == 0 and "Step 2 of" in short.output and "Goodbye" in short.output


def test_tutorial_knows_only_the_classic_game() -> None:
    result = CliRunner().invoke(app, ["tutorial", "chess"])
    assert result.exit_code == 2

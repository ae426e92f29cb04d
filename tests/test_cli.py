"""The terminal client: ``netrunner play`` in a pseudo-terminal, ``netrunner cards``, deck errors.

The pexpect tests play as a person would: read the numbered options on screen, type a number.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import sys
from pathlib import Path

import pexpect
import pytest
from rich.console import Console
from typer.testing import CliRunner

import netrunner
from netrunner.bots import RandomBot
from netrunner.cards import missing
from netrunner.cli.main import app
from netrunner.cli.play import Goodbye, Session
from netrunner.engine.carddb import core_set

ANSI = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]|\x1b\][^\x07]*\x07|\r")
PROMPT = r"\(\? for help\) > "
OPTION = re.compile(r"(\d+)\. (.+?)(?=\s{2,}\d+\. |\s*$)")
PREFERRED = ("Keep this hand", "Gain 1 credit", "Continue", "Done", "Don't", "Leave", "No")


def plain(text: str) -> str:
    """Terminal output without colour codes and carriage returns."""
    return ANSI.sub("", text)


def spawn(*args: str) -> pexpect.spawn:
    """``python -m netrunner ARGS`` in a 60x160 pseudo-terminal."""
    return pexpect.spawn(
        sys.executable,
        ["-m", "netrunner", *args],
        dimensions=(60, 160),
        encoding="utf-8",
        timeout=15,
    )


def screen_options(screen: str) -> dict[int, str]:
    """The numbered options printed after the last prompt sentence on ``screen``."""
    tail = screen.rsplit("╯", 1)[-1]  # after the board's last panel
    found: dict[int, str] = {}
    for line in tail.splitlines():
        for m in OPTION.finditer(line):
            found[int(m.group(1))] = m.group(2).strip()
    return found


def pick(options: dict[int, str]) -> int:
    """The option a cautious person takes: gain a credit, continue, decline; else the first."""
    for want in PREFERRED:
        for n, label in sorted(options.items()):
            if label.startswith(want):
                return n
    return 1


def wait_prompt(child: pexpect.spawn) -> tuple[str, str]:
    """Wait for the input prompt; return (screen text before it, the prompt line)."""
    child.expect(PROMPT)
    before = plain(child.before)
    prompt_line = before.splitlines()[-1] if before.splitlines() else ""
    return before, prompt_line


def test_play_as_runner_in_a_terminal_shows_board_rejects_bad_input_and_concedes() -> None:
    child = spawn("play", "--side", "runner", "--seed", "3")
    try:
        screen, prompt = wait_prompt(child)
        for word in ("Credits", "Clicks", "HQ", "R&D", "Archives", "Grip", "Stack", "Memory"):
            assert word in screen
        assert "Your hand (Runner)" in screen
        options = screen_options(screen)
        assert options[1] == "Keep this hand"
        n = max(options)

        child.sendline("banana")
        child.expect(re.escape(f"Please enter a number from 1 to {n}."))
        assert "'banana' is not an option" in plain(child.before)
        child.expect(PROMPT)
        assert plain(child.before).strip().endswith(prompt.strip())

        child.sendline("99")
        child.expect(re.escape(f"99 is out of range. Please enter a number from 1 to {n}."))
        child.expect(PROMPT)
        assert plain(child.before).strip().endswith(prompt.strip())

        # Play on like a person: keep the hand, take credits, continue runs.
        seen = screen
        for _ in range(10):
            child.sendline(str(pick(options)))
            screen, _prompt = wait_prompt(child)
            seen += screen
            options = screen_options(screen)
            assert options, screen
        assert "Runner's turn" in seen
        assert "Corp (bot) > The Corp takes an action." in seen  # the bot played a turn
        assert "The Runner spends 1 click to gain 1 credit." in seen

        child.sendline("q")
        child.expect("Game over")
        child.expect(r"The Corp wins \(the Runner conceded\)\.")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0


def test_hotseat_asks_each_side_in_turn_and_says_goodbye_at_end_of_input() -> None:
    child = spawn("play", "--side", "hotseat", "--seed", "5")
    try:
        child.expect("CORP to decide")
        screen, prompt = wait_prompt(child)
        assert prompt.startswith("Corp, choose 1-2")
        assert "Your hand (Corp)" in screen
        assert "deciding: Corp" in screen
        child.sendline("1")
        child.expect("RUNNER to decide")
        screen, prompt = wait_prompt(child)
        assert prompt.startswith("Runner, choose 1-2")
        assert "Your hand (Runner)" in screen
        child.sendline("1")
        child.expect("CORP to decide")
        screen, prompt = wait_prompt(child)
        assert "Corp's turn 1: 3 clicks left. Your action?" in screen
        assert screen_options(screen)[1] == "Gain 1 credit"
        child.sendeof()
        child.expect("Goodbye.")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0


def test_cards_missing_lists_cards_without_definition_and_counts_them() -> None:
    result = CliRunner().invoke(app, ["cards", "--missing"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    absent = missing()
    total = len(core_set())
    if absent:
        assert f"{len(absent)} of {total} Core Set cards have no definition yet." in result.output
        assert absent[0] in result.output
    else:
        assert f"All {total} Core Set cards are implemented." in result.output
    assert "Sure Gamble" not in result.output  # implemented, so not listed


def test_cards_lists_every_core_set_card_with_implemented_column() -> None:
    result = CliRunner().invoke(app, ["cards"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    assert "Sure Gamble" in result.output and "Implemented" in result.output
    assert re.search(r"Sure Gamble\s+│ runner\s+│ neutral-runner\s+│ event\s+│ yes", result.output)


def test_bad_deck_file_gives_one_line_error_and_exit_code_2(tmp_path: Path) -> None:
    deck = tmp_path / "corp.txt"
    deck.write_text("Jinteki: Personal Evolution\n3 Hedge Fund\n2 Not A Real Card\n")
    result = CliRunner().invoke(app, ["play", "--corp", str(deck)], env={"COLUMNS": "300"})
    assert result.exit_code == 2
    assert "Traceback" not in result.output
    lines = [x for x in result.output.splitlines() if x.strip()]
    assert len(lines) == 1
    assert lines[0].startswith("Error: bad deck:")
    assert "line 3: unknown card title 'Not A Real Card'" in lines[0]


def test_missing_deck_file_and_wrong_side_deck_are_errors() -> None:
    result = CliRunner().invoke(app, ["play", "--runner", "no/such/deck.txt"])
    assert result.exit_code == 2
    assert "no deck file 'no/such/deck.txt'" in result.output
    result = CliRunner().invoke(app, ["play", "--corp", "starter:shaper"])
    assert result.exit_code == 2
    assert "is a runner identity, not a corp one" in result.output


def test_help_lists_the_commands() -> None:
    result = CliRunner().invoke(app, ["--help"])
    assert result.exit_code == 0
    assert "play" in result.output and "cards" in result.output


@pytest.mark.parametrize("seed", [1, 4])
def test_screen_never_names_a_corp_card_the_runner_has_not_seen(seed: int) -> None:
    """Against the Corp bot, nothing printed names a hidden Corp card (bot labels included)."""
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=seed)
    out = io.StringIO()
    console = Console(file=out, width=160, color_system=None)
    rng = random.Random(seed)
    seen_public: list[str] = []  # what the Runner could legitimately know, as text
    answers = 0

    def read(prompt: str) -> str:
        nonlocal answers
        seen_public.append(str(game.view("runner")))
        answers += 1
        if answers > 120:
            raise EOFError
        m = re.search(r"1-(\d+)", prompt)
        n = int(m.group(1)) if m else 1
        return str(rng.randint(1, n))

    session = Session(game, ["runner"], RandomBot(seed), console, read=read)
    with contextlib.suppress(Goodbye):
        session.play()
    public = "\n".join(game.log) + "\n".join(seen_public)
    corp_titles = {c.title for c in core_set() if c.side == "corp"}
    shown = out.getvalue()
    leaked = [t for t in corp_titles if t in shown and t not in public]
    assert answers > 100 or "Game over" in shown
    assert "Corp (bot) > The Corp takes an action." in shown
    assert leaked == []


def test_card_command_shows_numbers_and_generated_text() -> None:
    from typer.testing import CliRunner

    from netrunner.cli.main import app

    result = CliRunner().invoke(app, ["card", "ice wall"])
    assert result.exit_code == 0
    assert "Ice Wall" in result.stdout
    assert "cost 1" in result.stdout and "strength 1" in result.stdout
    assert "Subroutine: End the run." in result.stdout


def test_card_command_names_close_titles_for_an_unknown_card() -> None:
    from typer.testing import CliRunner

    from netrunner.cli.main import app

    result = CliRunner().invoke(app, ["card", "Ice Wal"])
    assert result.exit_code == 2
    assert "unknown card title 'Ice Wal'" in result.stderr
    assert "Ice Wall" in result.stderr

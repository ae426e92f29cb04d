"""Terminal games are saved as they go, Ctrl+C asks before leaving, ``netrunner play --resume``
continues a game where it was left, ``netrunner saved`` lists them and ``netrunner replay`` reads
them: ``netrunner`` run in a pseudo-terminal (pexpect), line by line (``--plain``) and on the
full screen (80x24), as a person would.

Every test has a data folder of its own (``NETRUNNER_DATA_DIR``, ``tests/conftest.py``).
"""

from __future__ import annotations

import contextlib
import json
import os
import re
import sys
import time
from pathlib import Path

import pexpect
import pytest
from typer.testing import CliRunner

from netrunner.cli.main import app
from netrunner.cli.saves import DATA_DIR_ENV

ANSI = re.compile(
    r"\x1b\[[0-9;?<>=]*[A-Za-z~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[=>()][0-9A-Za-z]?|\r"
)
PROMPT = r"\(\? for help\) > "
TIMEOUT = 90  # the machine may be loaded: generous, the tests stay short


def plain(text: str) -> str:
    return ANSI.sub("", text)


def squeezed(text: str) -> str:
    """``text`` without any white space (a terminal may wrap a long path anywhere)."""
    return "".join(text.split())


def spawn(*args: str, size: tuple[int, int] = (60, 160)) -> pexpect.spawn:
    """``python -m netrunner.cli.main ARGS`` in a pseudo-terminal (rows, columns)."""
    env = dict(os.environ, TERM="xterm-256color", COLUMNS=str(size[1]), LINES=str(size[0]))
    return pexpect.spawn(
        sys.executable,
        ["-m", "netrunner.cli.main", *args],
        dimensions=size,
        encoding="utf-8",
        timeout=TIMEOUT,
        env=env,
    )


def saved_files() -> list[Path]:
    return sorted((Path(os.environ[DATA_DIR_ENV]) / "games").glob("*.json"))


def the_save() -> dict:
    files = saved_files()
    assert len(files) == 1, files
    return json.loads(files[0].read_text())


def wait_prompt(child: pexpect.spawn) -> str:
    """The screen (plain text) up to the next input prompt, from the last board's header."""
    child.expect(PROMPT)
    screen = plain(child.before)
    return screen[screen.rfind("Turn ") :]


def ended(child: pexpect.spawn) -> tuple[str, int]:
    """What the program printed until it ended, and its exit code."""
    child.expect(pexpect.EOF)
    out = plain(child.before)
    child.close()
    return out, child.exitstatus


# ------------------------------------------------------------------------------ --plain


def test_plain_ctrl_c_asks_no_goes_on_yes_leaves_saying_where_and_resume_is_the_same_board() -> (
    None
):
    child = spawn("play", "--plain", "--seed", "3")
    assert "Keep this hand" in wait_prompt(child)
    child.sendline("1")  # keep it: the bot's first turn follows
    board = wait_prompt(child)
    assert "Runner's turn 1: 4 clicks left" in board
    child.sendintr()
    child.expect("Leave the game\\? It is saved: netrunner play --resume continues it")
    child.sendline("n")
    child.expect("The game goes on.")
    child.expect(PROMPT)  # the same question again
    saved = the_save()
    assert saved["finished"] is False and saved["humans"] == ["runner"]
    choices = saved["choices"]
    child.sendintr()
    child.expect("Leave the game\\?")
    child.sendline("y")
    out, code = ended(child)
    assert code == 0
    path = saved_files()[0]
    assert squeezed(f"The game is saved in {path}") in squeezed(out)
    assert "netrunner play --resume" in out
    assert the_save()["choices"] == choices  # nothing lost, nothing added by leaving

    child = spawn("play", "--plain", "--resume")
    resumed = wait_prompt(child)
    assert "Resumed after" in plain(child.before)
    assert resumed == board  # the same decision on the same board
    child.sendeof()
    out, code = ended(child)
    assert code == 0 and "The game is saved in" in out
    assert the_save()["choices"] == choices


def test_plain_a_second_ctrl_c_leaves_at_once_with_exit_code_130() -> None:
    child = spawn("play", "--plain", "--side", "corp", "--seed", "4")
    wait_prompt(child)
    child.sendintr()
    child.expect("Leave the game\\?")
    child.sendintr()
    out, code = ended(child)
    assert code == 130
    assert "Goodbye." in out and "The game is saved in" in out
    assert the_save()["humans"] == ["corp"]


def test_a_finished_game_is_marked_finished_and_replay_prints_it() -> None:
    child = spawn("play", "--plain", "--seed", "5", "--bot", "heuristic")
    wait_prompt(child)
    child.sendline("q")
    child.expect("Concede the game\\?")
    child.sendline("y")
    out, code = ended(child)
    assert code == 0 and "The Corp wins (the Runner conceded)" in out
    path = saved_files()[0]
    assert "netrunnerreplay" in squeezed(out)
    saved = json.loads(path.read_text())
    assert saved["finished"] is True
    assert (saved["winner"], saved["reason"], saved["conceded"]) == ("corp", "concede", "runner")
    assert (saved["corp_bot"], saved["runner_bot"]) == ("heuristic", "human")

    result = CliRunner().invoke(app, ["replay", str(path)])
    assert result.exit_code == 0, result.output
    assert "(heuristic) vs" in result.stdout and "seed 5" in result.stdout
    assert "The Corp wins by concession" in result.stdout

    result = CliRunner().invoke(app, ["play", "--resume", str(path)])
    assert result.exit_code == 2
    assert "that game is over" in result.stderr and "netrunner replay" in result.stderr


# ------------------------------------------------------------------------------ the full screen


def wait_screen(child: pexpect.spawn, text: str) -> str:
    """Read the full screen's output until ``text`` shows (colour codes left out)."""
    seen = ""
    end = time.monotonic() + TIMEOUT
    while time.monotonic() < end:
        with contextlib.suppress(pexpect.TIMEOUT):
            seen += child.read_nonblocking(100_000, timeout=0.5)
        if text in plain(seen):
            return plain(seen)
    raise AssertionError(f"{text!r} never showed; the screen's end: {plain(seen)[-1500:]!r}")


def test_full_screen_ctrl_c_asks_then_resume_continues_at_the_same_decision_at_80x24() -> None:
    child = spawn("play", "--seed", "3", size=(24, 80))
    wait_screen(child, "Keep")
    child.send("\x03")
    wait_screen(child, "Leave the game? It is saved")
    child.send("n")
    wait_screen(child, "The game goes on.")
    child.send("1")  # keep the hand
    wait_screen(child, "Enter or Space: go on")  # what the Corp's bot did on its turn
    child.send(" ")
    wait_screen(child, "Your action?")
    choices = the_save()["choices"]
    child.send("\x03")
    wait_screen(child, "Leave the game?")
    child.send("y")
    out, code = ended(child)
    assert code == 0
    assert squeezed(f"The game is saved in {saved_files()[0]}") in squeezed(out)

    child = spawn("play", "--resume", size=(24, 80))
    screen = wait_screen(child, "Your action?")
    assert "Runner's turn 1: 4 clicks left" in screen  # the decision left, not a new one
    child.send("\x03")
    wait_screen(child, "Leave the game?")
    child.send("\x03")  # a second Ctrl+C leaves at once
    out, code = ended(child)
    assert code == 130 and "The game is saved in" in out
    assert the_save()["choices"] == choices


# ------------------------------------------------------------------------------ errors


def test_resume_with_no_saved_game_is_a_clear_error() -> None:
    result = CliRunner().invoke(app, ["play", "--resume"])
    assert result.exit_code == 2
    assert "no unfinished saved game in" in result.stderr
    assert len(result.stderr.strip().splitlines()) == 1


@pytest.mark.parametrize(
    ("content", "why"),
    [
        (bytes(range(256)), "not a text file"),
        (b"[1, 2, 3]", "not a netrunner replay"),
        (b'{"format": "netrunner-replay", "seed": "x"}', "'corp' is missing"),
        (b"{not json", "not JSON"),
    ],
)
def test_resume_and_replay_of_a_file_that_is_not_a_saved_game_say_so(
    tmp_path: Path, content: bytes, why: str
) -> None:
    path = tmp_path / "game.json"
    path.write_bytes(content)
    for command in (["play", "--resume", str(path)], ["replay", str(path)]):
        result = CliRunner().invoke(app, command)
        assert result.exit_code == 2, command
        err = result.stderr.strip()
        assert len(err.splitlines()) == 1 and why in err, err
        assert "codec" not in err and "Traceback" not in result.output


def test_replay_of_a_program_says_it_is_not_a_saved_game() -> None:
    result = CliRunner().invoke(app, ["replay", sys.executable])
    assert result.exit_code == 2
    assert "not a saved game (not a text file" in result.stderr
    assert "codec" not in result.stderr


def test_resume_refuses_the_options_of_a_new_game() -> None:
    result = CliRunner().invoke(app, ["play", "--resume", "--seed", "3", "--side", "corp"])
    assert result.exit_code == 2
    assert "drop --side, --seed" in result.stderr
    result = CliRunner().invoke(app, ["play", "game.json"])
    assert result.exit_code == 2 and "--resume" in result.stderr


def test_saved_lists_the_games_unfinished_and_finished() -> None:
    result = CliRunner().invoke(app, ["saved"])
    assert result.exit_code == 0 and "No saved games in" in result.stdout
    for seed in ("6", "7"):
        r = CliRunner().invoke(app, ["play", "--plain", "--seed", seed], input="1\nq\ny\n")
        assert r.exit_code == 0, r.output
    r = CliRunner().invoke(app, ["play", "--plain", "--seed", "8", "--side", "corp"], input="1\n")
    assert r.exit_code == 0, r.output
    out = CliRunner().invoke(app, ["saved"]).stdout
    names = [f.name for f in saved_files()]
    lines = out.splitlines()
    heads = [i for i, ln in enumerate(lines) if ln.split() and ln.split()[0] in names]
    assert len(heads) == 3
    first = heads[0]  # the most recently played first
    assert lines[first].endswith("unfinished") and "Corp vs the random bot" in lines[first + 1]
    assert all(lines[i].endswith("the Corp won (concession)") for i in heads[1:])
    assert all("Runner vs the random bot · turn 1" in lines[i + 1] for i in heads[1:])
    assert "netrunner play --resume" in out

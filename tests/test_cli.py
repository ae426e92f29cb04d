"""The terminal client: ``netrunner play`` in a pseudo-terminal, ``netrunner cards``, deck errors.

The pexpect tests play as a person would: read the numbered options on screen, type a number.
"""

from __future__ import annotations

import contextlib
import io
import random
import re
import sys
from collections.abc import Callable
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
    child = spawn("play", "--plain", "--side", "runner", "--seed", "3")
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
        child.expect(re.escape("Concede the game? The Corp wins. Type y to concede > "))
        child.sendline("n")
        child.expect("Not conceded: the game goes on.")
        child.expect(PROMPT)
        child.sendline("q")
        child.expect(re.escape("Concede the game? The Corp wins. Type y to concede > "))
        child.sendline("y")
        child.expect("Game over")
        child.expect(r"The Corp wins \(the Runner conceded\) after \d+ turns?\.")
        child.expect("Hidden cards, now public")
        child.expect(r"HQ: ")
        child.expect(r"R&D \(top 5\): ")
        child.expect("Grip: ")
        child.expect(pexpect.EOF)
    finally:
        child.close(force=True)
    assert child.exitstatus == 0


def test_hotseat_asks_each_side_in_turn_and_says_goodbye_at_end_of_input() -> None:
    child = spawn("play", "--plain", "--side", "hotseat", "--seed", "5")
    try:
        child.expect("CORP to decide")
        child.expect(re.escape("Pass the keyboard to the Corp, then press Enter > "))
        child.sendline("")
        screen, prompt = wait_prompt(child)
        assert prompt.startswith("Corp, choose 1-2")
        assert "Your hand (Corp)" in screen
        assert "deciding: Corp" in screen
        child.sendline("1")
        child.expect("RUNNER to decide")
        assert "\x1b[2J" in child.before  # the screen is cleared before the handover
        child.expect(re.escape("Pass the keyboard to the Runner, then press Enter > "))
        child.sendline("")
        screen, prompt = wait_prompt(child)
        assert prompt.startswith("Runner, choose 1-2")
        assert "Your hand (Runner)" in screen
        assert "Your hand (Corp)" not in screen
        child.sendline("1")
        child.expect("CORP to decide")
        child.expect("press Enter > ")
        child.sendline("")
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
    # after the game, the reveal makes every hidden card public: only what came before counts
    shown = out.getvalue().split("Hidden cards, now public")[0]
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

    result = CliRunner().invoke(app, ["card", "Ice Wsll"])
    assert result.exit_code == 2
    assert "unknown card title 'Ice Wsll'" in result.stderr
    assert "Ice Wall" in result.stderr


def _always_one(prompts: list[str], limit: int) -> Callable[[str], str]:
    """A player who answers "1" to every prompt (kept in ``prompts``) and leaves after ``limit``."""

    def read(prompt: str) -> str:
        prompts.append(prompt)
        if len(prompts) > limit:
            raise EOFError
        return "1"

    return read


def test_a_lone_option_is_taken_and_shown_and_the_bots_moves_print_once() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=4)
    out = io.StringIO()
    console = Console(file=out, width=160, color_system=None)
    prompts: list[str] = []
    read = _always_one(prompts, 150)

    with contextlib.suppress(Goodbye):
        Session(game, ["corp"], RandomBot(4), console, read=read).play()
    shown = out.getvalue()
    assert not any("1 or Enter" in p for p in prompts)  # never asked a lone option
    assert "(the only option, taken for you)" in shown
    printed = [line.strip() for line in shown.splitlines()]
    for line in set(game.log):
        assert printed.count(line) == game.log.count(line), line  # each public line once


def test_every_prompt_shows_lone_options_too() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=4)
    console = Console(file=io.StringIO(), width=160, color_system=None)
    prompts: list[str] = []
    read = _always_one(prompts, 40)

    with contextlib.suppress(Goodbye):
        Session(game, ["corp"], RandomBot(4), console, read=read, every_prompt=True).play()
    assert any("1 or Enter" in p for p in prompts)


@pytest.mark.parametrize(
    ("query", "title"),
    [
        ("kate", 'Kate "Mac" McCaffrey'),
        ("noise", "Noise: Hacker Extraordinaire"),
        ("snare", "Snare!"),
        ("deja vu", "Déjà Vu"),
    ],
)
def test_card_lookup_matches_any_word_of_a_title(query: str, title: str) -> None:
    result = CliRunner().invoke(app, ["card", query], env={"COLUMNS": "200"})
    assert result.exit_code == 0, result.output
    assert title in result.stdout


def test_card_lookup_lists_several_matches_and_suggests_only_close_titles() -> None:
    result = CliRunner().invoke(app, ["card", "wall"], env={"COLUMNS": "300"})
    assert result.exit_code == 2
    assert "matches" in result.stderr
    for title in ("Ice Wall", "Wall of Static", "Wall of Thorns"):
        assert title in result.stderr
    result = CliRunner().invoke(app, ["card", "doppelganger"], env={"COLUMNS": "300"})
    assert result.exit_code == 2
    assert "unknown card title 'doppelganger'" in result.stderr
    assert "Pipeline" not in result.stderr


def test_card_lookup_is_forgiving_in_the_1996_game_too() -> None:
    result = CliRunner().invoke(app, ["card", "doppelganger", "--ruleset", "classic"])
    assert result.exit_code == 0
    assert "Doppelganger Antibody" in result.stdout


def _runner_list(tmp_path: Path) -> Path:
    """A legal 45-card Noise list, as jinteki.net exports it: no identity line."""
    cards = [
        "Sure Gamble", "Datasucker", "Crypsis", "Corroder", "Gordian Blade", "Armitage Codebusting",
        "Infiltration", "Easy Mark", "Wyrm", "Diesel", "Modded", "Parasite", "Special Order",
        "Magnum Opus", "Medium",
    ]  # fmt: skip
    deck = tmp_path / "runner.txt"
    deck.write_text("".join(f"3 {c}\n" for c in cards))
    return deck


def test_a_list_without_identity_needs_identity_and_takes_it_from_the_command_line(
    tmp_path: Path,
) -> None:
    deck = _runner_list(tmp_path)
    result = CliRunner().invoke(app, ["sim", "--runner", str(deck), "--games", "1"])
    assert result.exit_code == 2
    assert "has no identity line: give it with --identity" in result.stderr
    result = CliRunner().invoke(
        app,
        ["sim", "--runner", str(deck), "--games", "1", "--identity", "noise", "--allow-illegal"],
    )
    assert result.exit_code == 0, result.output
    assert "Noise: Hacker Extraordinaire" not in result.stderr or "not legal" in result.stderr


def test_an_illegal_deck_is_refused_with_every_problem_unless_allowed(tmp_path: Path) -> None:
    deck = tmp_path / "corp.txt"
    deck.write_text("Jinteki: Personal Evolution\n3 Hedge Fund\n4 Ice Wall\n")
    result = CliRunner().invoke(app, ["sim", "--corp", str(deck), "--games", "1"])
    assert result.exit_code == 2
    problems = [x for x in result.stderr.splitlines() if x.startswith("  - ")]
    assert len(problems) == 3  # 4 copies, too few cards, too few agenda points
    assert "4 copies of Ice Wall" in result.stderr and "--allow-illegal" in result.stderr
    result = CliRunner().invoke(
        app, ["sim", "--corp", str(deck), "--games", "1", "--allow-illegal", "--json"]
    )
    assert result.exit_code == 0, result.output
    result = CliRunner().invoke(app, ["play", "--corp", str(deck)], input="")
    assert result.exit_code == 2 and "The Corp deck is not legal:" in result.stderr


def test_decklist_lines_are_echoed_as_text_never_as_markup_or_emoji(tmp_path: Path) -> None:
    deck = tmp_path / "[bold]corp.txt"
    deck.write_text("Jinteki: Personal Evolution\n3 Hedge Fund\nroot:x:0:0\n")
    for args in (["play", "--corp", str(deck)], ["deck", "validate", str(deck)]):
        result = CliRunner().invoke(app, args, env={"COLUMNS": "300"})
        text = result.output
        assert "root:x:0:0" in text, text
        assert "❌" not in text
        assert "[bold]corp.txt" in text


def test_a_card_asked_in_game_with_markup_in_its_title_prints_as_typed() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
    out = io.StringIO()
    console = Console(file=out, width=160, color_system=None, emoji=False)
    answers = iter(["card [bold]ice:x: wal", "q", "y"])
    Session(game, ["runner"], RandomBot(3), console, read=lambda _p: next(answers)).play()
    assert "'[bold]ice:x: wal'" in out.getvalue()


def test_help_shows_flags_as_flags() -> None:
    for args in (["play", "--help"], ["sim", "--help"], ["cards", "--help"]):
        result = CliRunner().invoke(app, args, env={"COLUMNS": "200"})
        assert result.exit_code == 0
        assert "<bool>" not in result.output
    assert "--every-prompt" in CliRunner().invoke(app, ["play", "--help"]).output


def test_deck_show_prints_influence_count_then_dots(tmp_path: Path) -> None:
    deck = tmp_path / "noise.txt"
    deck.write_text("Noise: Hacker Extraordinaire\n3 Sure Gamble\n2 Femme Fatale\n")
    result = CliRunner().invoke(app, ["deck", "show", str(deck)], env={"COLUMNS": "200"})
    assert result.exit_code == 1, result.output  # too few cards
    assert re.search(r"Femme Fatale.*│\s+2 ●●\s+│", result.stdout), result.stdout


BAD_INPUTS = [
    (["play", "--side", "sideways"], "expected corp, runner or hotseat, got 'sideways'"),
    (["play", "--seed", "abc"], "expected a whole number, got 'abc'"),
    (["play", "--ruleset", "nonsense"], "unknown ruleset 'nonsense': expected one of anr, classic"),
    (["play", "--bot", "nonsense"], "unknown bot 'nonsense': expected one of"),
    (["play", "--corp", "{folder}"], "is a folder, not a decklist file (give a decklist file or"),
    (["play", "--runner", "{binary}"], "it is not text (it holds NUL bytes)"),
    (["play", "--corp", "{empty}"], "the decklist is empty"),
    (["play", "--corp", "starter:tyrell"], "unknown faction 'tyrell': expected one of"),
    (["sim", "--games", "0"], "expected a whole number of at least 1, got '0'"),
    (["sim", "--workers", "many"], "expected a whole number of at least 1, got 'many'"),
    (["sim", "--seed", "1.5"], "expected a whole number, got '1.5'"),
    (["sim", "--max-decisions", "-3"], "expected a whole number of at least 1, got '-3'"),
    (["sim", "--corp", "/dev/null"], "'/dev/null' is not a regular file"),
    (["sim", "--ruleset", "nonsense"], "unknown ruleset 'nonsense'"),
    (["serve", "--port", "99999"], "expected a whole number from 1 to 65535, got '99999'"),
    (["serve", "--rate-limit", "fast"], "expected a number above 0, got 'fast'"),
    (["tutorial", "nonsense"], "expected classic, got 'nonsense'"),
    (["card", ""], "expected a card title or a word of it (e.g. 'ice wall'), got ''"),
    (["card", "!!!"], "expected a card title or a word of it"),
    (["card", "x" * 500], "unknown card title 'xxxxxxxxxx"),
    (["card", "ice wall", "--ruleset", "nonsense"], "unknown ruleset 'nonsense'"),
    (["cards", "--ruleset", "nonsense"], "unknown ruleset 'nonsense'"),
    (["deck", "validate", "{badbytes}"], "it is not text (neither UTF-8 nor Windows-1252)"),
    (["deck", "validate", "--ruleset", "nonsense", "starter:nbn"], "unknown ruleset 'nonsense'"),
    (["deck", "show", "{folder}"], "is a folder, not a decklist file"),
    (["deck", "show", "{empty}"], "the decklist is empty"),
    (["deck", "show", "--ruleset", "classic", "{binary}"], "it is not text"),
    (["deck", "show", "no-such-deck.txt"], "no deck file 'no-such-deck.txt'"),
]


@pytest.mark.parametrize(("args", "message"), BAD_INPUTS, ids=[" ".join(a) for a, _ in BAD_INPUTS])
def test_bad_input_to_any_command_says_what_was_expected(
    tmp_path: Path, args: list[str], message: str
) -> None:
    files = {
        "folder": tmp_path,
        "binary": tmp_path / "deck.bin",
        "empty": tmp_path / "empty.txt",
        "badbytes": tmp_path / "bad.txt",
    }
    files["binary"].write_bytes(b"\x7fELF\x02\x01\x00\x00Sure Gamble\n")
    files["empty"].write_text("")
    files["badbytes"].write_bytes(b"Noise: Hacker Extraordinaire\n3 Sure \x81\x8d Gamble\n")
    argv = [a.format(**files) for a in args]
    result = CliRunner().invoke(app, argv, env={"COLUMNS": "300"}, input="")
    assert result.exit_code in (1, 2), result.output
    out = " ".join(result.output.split())  # Typer's usage errors wrap in a box
    assert message in out
    for leak in ("Traceback", "Value error", "Input should", "Error(", "codec"):
        assert leak not in result.output


def test_a_deck_with_two_typos_is_refused_by_play_naming_both(tmp_path: Path) -> None:
    deck = tmp_path / "corp.txt"
    deck.write_text("Jinteki: Personal Evolution\n3 Hedge Fnud\n2 Enigmma\n")
    result = CliRunner().invoke(app, ["play", "--corp", str(deck)], env={"COLUMNS": "300"})
    assert result.exit_code == 2
    assert f"Error: the Corp deck '{deck}' has 2 problems:" in result.stderr
    assert "  - line 2: unknown card title 'Hedge Fnud' (did you mean Hedge Fund?)" in result.stderr
    assert "  - line 3: unknown card title 'Enigmma' (did you mean Enigma?)" in result.stderr

"""The full-screen board (``netrunner.cli.tui``) through Textual's own harness: ``App.run_test``
with pilot key presses and clicks, and SVG snapshots (pytest-textual-snapshot's ``snap_compare``:
the snapshots are in ``tests/__snapshots__/test_tui/``; after a deliberate change of the screen,
look at the report, then ``pytest tests/test_tui.py --snapshot-update``).

What a person sees is read off the screen as text (:func:`screen_text`), the way Textual renders
its own SVG screenshots.
"""

from __future__ import annotations

import asyncio
import io
import threading
from collections.abc import Awaitable, Callable
from typing import Any

from rich.console import Console
from textual.pilot import Pilot
from textual.widgets import OptionList

import netrunner
import netrunner.bots
from netrunner.bots.match import make_bot
from netrunner.cli.session import GameSession
from netrunner.cli.tui import PlayApp
from netrunner.cli.tui.screens import EndScreen, HandoverScreen, SinceScreen

SMALL = (80, 24)
LARGE = (160, 50)


def screen_text(app: PlayApp) -> str:
    """The screen as plain text, rendered as Textual renders a screenshot."""
    w, h = app.size
    console = Console(
        width=w, height=h, file=io.StringIO(), force_terminal=True, record=True, safe_box=False
    )
    console.print(
        app.screen._compositor.render_update(full=True, screen_stack=app._background_screens)
    )
    return console.export_text()


def new_app(
    seed: int = 3, humans: tuple[str, ...] = ("runner",), ruleset: str = "anr", bot: str = "random"
) -> PlayApp:
    corp, runner = (
        ("starter:classic-corp", "starter:classic-runner")
        if ruleset == "classic"
        else ("starter:jinteki", "starter:shaper")
    )
    game = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
    the_bot = None if len(humans) == 2 else make_bot(bot, seed)
    return PlayApp(GameSession(game, humans, the_bot), note=f"seed {seed}")


def run(
    app: PlayApp, script: Callable[[Pilot[Any]], Awaitable[None]], size: tuple[int, int] = SMALL
) -> None:
    async def main() -> None:
        async with app.run_test(size=size) as pilot:
            await script(pilot)

    asyncio.run(main())


def preferred(app: PlayApp) -> int:
    """The option (its number on screen, from 1) a runner who likes to run takes: run R&D or
    HQ, access, continue; else the first."""
    d = app.decision
    assert d is not None
    for want in ("Run R&D", "Run HQ", "Steal", "Continue", "Access", "Keep this hand"):
        for n, i in enumerate(app.order, 1):
            if d.options[i].label.startswith(want):
                return n
    return 1


async def press_number(pilot: Pilot[Any], k: int) -> None:
    """Type the number ``k`` shown by an option (Enter after it when a longer number starts
    with it)."""
    app = pilot.app
    assert isinstance(app, PlayApp) and app.decision is not None
    n = len(app.decision.options)
    await pilot.press(*str(k))
    if k * 10 <= n:
        await pilot.press("enter")


async def go_on(pilot: Pilot[Any]) -> int:
    """Dismiss the panels telling what happened since the last decision; how many."""
    n = 0
    while isinstance(pilot.app.screen, SinceScreen):
        await pilot.press("enter")
        n += 1
    return n


async def play_by_keys(pilot: Pilot[Any], decisions: int) -> int:
    """Answer up to ``decisions`` decisions by number keys (dismissing the panels that tell
    what happened since the last one); how many were answered."""
    app = pilot.app
    assert isinstance(app, PlayApp)
    n = 0
    await go_on(pilot)
    while n < decisions and app.decision is not None and not app.game.over:
        await press_number(pilot, preferred(app))
        n += 1
        await go_on(pilot)
    return n


def test_a_game_against_the_bot_is_played_by_number_keys_to_the_end_at_80x24() -> None:
    app = new_app(seed=14)
    answered: list[int] = []

    async def script(pilot: Pilot[Any]) -> None:
        answered.append(await play_by_keys(pilot, 400))
        await pilot.pause()
        assert isinstance(app.screen, EndScreen)
        text = screen_text(app)
        winner = "Corp" if app.game.winner == "corp" else "Runner"
        assert f"The {winner} wins (" in text and "Hidden cards, now public" in text

    run(app, script, SMALL)
    assert app.game.over and app.game.win_reason in ("agenda_points", "flatline")
    assert answered[0] == app.session.asked  # every real decision answered by a key


def test_a_game_at_160x50_played_by_keys_then_conceded_shows_the_reveal() -> None:
    app = new_app(seed=43)
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        assert await play_by_keys(pilot, 20) == 20
        await pilot.press("q", "y")
        await pilot.pause()
        seen.append(screen_text(app))

    run(app, script, LARGE)
    assert (app.game.winner, app.game.win_reason) == ("corp", "concede")
    reveal = app.session.reveal()
    hq, grip = reveal["corp"]["HQ"], reveal["runner"]["Grip"]
    assert "The Corp wins (the Runner conceded)" in seen[0]
    assert all(t in seen[0] for t in hq + grip)
    assert "HQ: " in seen[0] and "R&D (top 5): " in seen[0] and "Grip: " in seen[0]


def _snapshot_after_a_turn(snap_compare: Any, size: tuple[int, int]) -> None:
    async def eight_decisions(pilot: Pilot[Any]) -> None:
        await play_by_keys(pilot, 8)
        await pilot.pause()

    assert snap_compare(new_app(seed=3), terminal_size=size, run_before=eight_decisions)


def test_snapshot_of_the_board_at_80x24(snap_compare: Any) -> None:
    _snapshot_after_a_turn(snap_compare, SMALL)


def test_snapshot_of_the_board_at_160x50(snap_compare: Any) -> None:
    _snapshot_after_a_turn(snap_compare, LARGE)


def test_the_board_fits_80x24_and_every_option_is_in_reach() -> None:
    app = new_app(seed=3)

    async def script(pilot: Pilot[Any]) -> None:
        # the Runner's first action: more options than the 8 lines the list gets at 80x24
        while app.decision is not None and app.decision.kind != "action":
            await pilot.press("enter")
        await go_on(pilot)  # "Your turn 1"
        d = app.decision
        assert d is not None and len(d.options) > 8
        # on a loaded machine the screen may be frames behind the game: up to 20 s (5 s was
        # missed twice in full runs beside the browser tests)
        for _ in range(400):
            text = screen_text(app)
            if d.prompt in text:
                break
            await pilot.pause(0.05)
            await go_on(pilot)
        assert d.prompt in text and "Corp" in text and "Your hand (Runner)" in text
        options = app.query_one("#options", OptionList)
        assert options.region.bottom <= 23  # above the footer line
        for _ in range(len(d.options) - 1):
            await pilot.press("down")
        last = d.options[app.order[-1]].label
        assert last in screen_text(app)  # scrolled into view by the arrow keys

    run(app, script)


def test_an_option_is_chosen_by_its_number() -> None:
    app = new_app(seed=3)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("2")  # the Runner's mulligan: 2 is take a mulligan

    run(app, script)
    mine = [o for o in app.game.history if o.label.startswith("Mulligan")]
    assert len(mine) == 1 and app.game.log.count("The Runner takes a mulligan.") == 1


def test_an_option_is_chosen_with_the_arrow_keys_and_enter() -> None:
    app = new_app(seed=3)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("down", "enter")

    run(app, script)
    assert "The Runner takes a mulligan." in app.game.log


def test_an_option_is_chosen_by_a_click() -> None:
    app = new_app(seed=3)

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.click("#options", offset=(6, 1))  # the second line: take a mulligan

    run(app, script)
    assert "The Runner takes a mulligan." in app.game.log


def test_c_shows_a_cards_text_found_by_any_word_of_its_title() -> None:
    app = new_app(seed=3)
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("c", *"snare", "enter")
        seen.append(screen_text(app))
        await pilot.press("escape")
        seen.append(screen_text(app))

    run(app, script, LARGE)
    assert "Snare!" in seen[0] and "net damage" in seen[0]
    assert "Keep this hand" in seen[1]  # back to the game


def test_typed_text_is_never_read_as_markup() -> None:
    app = new_app(seed=3)
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("c", *"[bold]zz", "enter")
        seen.append(screen_text(app))

    run(app, script, LARGE)
    assert "unknown card title '[bold]zz'" in seen[0]


def test_hotseat_handover_hides_the_other_sides_hand() -> None:
    app = new_app(seed=5, humans=("corp", "runner"))
    corp_hand = [c.title for c in app.game.corp.hand]
    runner_hand = [c.title for c in app.game.runner.hand]
    screens: dict[str, str] = {}

    async def script(pilot: Pilot[Any]) -> None:
        assert isinstance(app.screen, HandoverScreen)
        screens["first handover"] = screen_text(app)
        await pilot.press("enter")
        screens["corp"] = screen_text(app)
        await pilot.press("1")  # the Corp keeps its hand
        assert isinstance(app.screen, HandoverScreen)
        screens["handover"] = screen_text(app)
        await pilot.press("enter")
        screens["runner"] = screen_text(app)

    run(app, script, LARGE)
    assert "Pass the keyboard to the Corp: press Enter" in screens["first handover"]
    assert "Pass the keyboard to the Runner: press Enter" in screens["handover"]
    assert all(t not in screens["handover"] for t in corp_hand + runner_hand)
    assert all(t in screens["corp"] for t in corp_hand)
    assert all(t in screens["runner"] for t in runner_hand)
    assert all(t not in screens["runner"] for t in corp_hand)


def test_q_asks_before_conceding() -> None:
    app = new_app(seed=3)
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("q")
        seen.append(screen_text(app))
        await pilot.press("n")
        assert not app.game.over
        await pilot.press("q", "y")
        await pilot.pause()
        seen.append(screen_text(app))

    run(app, script)
    assert "Concede the game? The Corp wins." in seen[0]
    assert app.game.winner == "corp" and app.game.win_reason == "concede"
    assert "The Corp wins (the Runner conceded)" in seen[1]


def test_ctrl_c_asks_before_leaving_and_a_second_ctrl_c_leaves_at_once() -> None:
    app = new_app(seed=3)
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("ctrl+c")
        seen.append(screen_text(app))
        await pilot.press("n")
        await pilot.pause()
        assert len(app.screen_stack) == 1 and app.return_code is None  # back to the game
        await pilot.press("ctrl+c", "ctrl+c")
        await pilot.pause()

    run(app, script)
    assert "Leave the game?" in seen[0] and "Keep playing (n)" in seen[0]
    assert app.return_code == 130 and not app.game.over


def test_the_1996_game_is_shown_in_its_own_words() -> None:
    app = new_app(seed=3, ruleset="classic")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        seen.append(screen_text(app))

    run(app, script, LARGE)
    assert app.title == "Netrunner (1996)"
    assert "Bits " in seen[0] and "Credits " not in seen[0]


def test_the_bots_moves_are_logged_once_and_lone_options_as_taken_for_you() -> None:
    app = new_app(seed=1, humans=("corp",))
    log_lines: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await play_by_keys(pilot, 8)
        log = app.query_one("#log")
        log_lines.extend(strip.text for strip in log.lines)  # type: ignore[attr-defined]

    run(app, script, LARGE)
    bot = [line for line in log_lines if line.startswith("Runner (bot): ")]
    assert bot and app.session.auto_taken > 0
    assert sum("(taken for you)" in line for line in log_lines) == app.session.auto_taken
    turn_lines = [line.strip() for line in log_lines if line.strip().startswith("--- Turn")]
    assert turn_lines and len(turn_lines) == len(set(turn_lines))  # every line once


class _SlowBot(netrunner.bots.RandomBot):
    """A random bot that takes its time, as the MCTS bot does (``slow``): it answers only once
    the test opens its ``gate``."""

    slow = True

    def __init__(self, seed: int) -> None:
        super().__init__(seed)
        self.gate = threading.Event()

    def choose(self, observation: Any, decision: Any) -> Any:
        assert self.gate.wait(30), "the test never let the bot answer"
        return super().choose(observation, decision)


def test_a_slow_bot_thinks_off_the_screens_thread_and_the_screen_says_so() -> None:
    """A bot that says it is ``slow`` (the MCTS bot) moves in a worker thread: meanwhile the
    prompt says the bot is thinking and no option is on screen; then the person's decision comes
    back as usual."""
    assert netrunner.bots.MctsBot.slow
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
    bot = _SlowBot(1)
    app = PlayApp(GameSession(game, ("runner",), bot), note="seed 3")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.pause(0.05)
        seen.append(screen_text(app))  # the Corp's mulligan: the bot is thinking
        assert app.decision is None
        assert len(app.query_one("#options", OptionList).options) == 0
        bot.gate.set()
        await app.workers.wait_for_complete()
        await pilot.pause()
        assert app.decision is not None and app.decision.player == "runner"

    run(app, script, LARGE)
    assert "The bot is thinking" in seen[0]

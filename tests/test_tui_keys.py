"""The full-screen game's keys and what it tells (issue 34), through Textual's Pilot at 80x24:
a pending digit shown and dropped, the fixed letters and the stable order of options, a lone
option that costs something put to the player, undo by ``u``, the bot's turn told and the
turn-start pause, the whole log on ``l``, and the numbers a decision needs always on screen.
"""

from __future__ import annotations

from typing import Any

from textual.events import MouseScrollDown
from textual.pilot import Pilot
from textual.widgets import OptionList, RichLog

import netrunner
from netrunner.bots.base import observation_for
from netrunner.bots.match import make_bot
from netrunner.cli.session import GameSession
from netrunner.cli.tui import PlayApp
from netrunner.cli.tui.keys import display_order, keys_of
from netrunner.cli.tui.screens import CardScreen, LogScreen, SinceScreen
from netrunner.engine.cost import Cost
from netrunner.engine.decision import Decision, Option
from test_tui import SMALL, go_on, new_app, run, screen_text


def heuristic_app(side: str, seed: int = 5) -> PlayApp:
    """``netrunner play --side SIDE --bot heuristic --seed SEED``."""
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=seed)
    return PlayApp(GameSession(game, [side], make_bot("heuristic", seed)), note=f"seed {seed}")


def reach(seed: int, wanted: Any, limit: int = 400) -> netrunner.Game:
    """A game as the Runner (a heuristic player answering) against the heuristic Corp, played
    until the Runner's decision satisfies ``wanted(decision)``."""
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=seed)
    s = GameSession(game, ["runner"], make_bot("heuristic", seed))
    person = make_bot("heuristic", 3)
    for _ in range(limit):
        d = s.next_decision()
        assert d is not None, "the game ended before the decision wanted"
        if wanted(d):
            return game
        s.choose(d.options.index(person.choose(observation_for(person, game, "runner"), d)))
    raise AssertionError("no such decision")


def last(app: PlayApp) -> Option:
    """The last option chosen other than a pass (the bot's passes of its windows follow the
    player's choices)."""
    return next(o for o in reversed(app.game.history) if o.kind != "pass")


# ---------------------------------------------------------------- 1. a pending digit


def test_the_issues_keys_1_1_tab_down_tab_2_do_not_install_option_12() -> None:
    """``--side corp --bot heuristic --seed 5``: 1 keeps; then 1 waits (shown), Tab drops it,
    Down and Tab move about, 2 draws a card: the leftover 1 never joins the 2."""
    app = heuristic_app("corp")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")  # keep
        await go_on(pilot)  # "Your turn 1"
        d = app.decision
        assert d is not None and d.kind == "action" and len(d.options) >= 12
        await pilot.press("1")
        seen.append(screen_text(app))
        assert app.game.history[-1].kind == "keep"  # nothing chosen yet
        await pilot.press("tab")
        seen.append(screen_text(app))
        await pilot.press("down", "tab", "2")

    run(app, script, SMALL)
    assert "Option 1_ : press another digit or Enter" in seen[0]
    assert "Option 1_" not in seen[1]  # Tab dropped it, on screen too
    assert last(app).kind == "draw"  # option 2, not the twelfth (an install)
    assert not [o for o in app.game.history if o.kind == "install"]


def test_a_pending_digit_is_dropped_by_an_arrow_then_enter_takes_the_highlighted() -> None:
    app = heuristic_app("corp")

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("1", "down")
        assert app.digits == "" and "Option 1_" not in screen_text(app)
        await pilot.press("enter")  # the highlighted: the second shown, draw

    run(app, script, SMALL)
    assert last(app).kind == "draw"


def test_a_pending_digit_then_a_letter_does_what_the_letter_says() -> None:
    app = heuristic_app("corp")

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("1", "g")

    run(app, script, SMALL)
    assert last(app).kind == "credit"


def test_a_pending_digit_is_dropped_when_the_mouse_scrolls() -> None:
    app = heuristic_app("corp")

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("1")
        assert app.digits == "1"
        # as the terminal's driver sends it: through the app first
        await app.on_event(MouseScrollDown(None, 10, 20, 0, 1, 0, False, False, False))
        await pilot.pause()
        assert app.digits == ""
        await pilot.press("2")

    run(app, script, SMALL)
    assert last(app).kind == "draw"


# ---------------------------------------------------------------- 2. fixed keys


def test_fixed_letters_gain_draw_and_run_by_server_and_are_shown_by_the_options() -> None:
    app = heuristic_app("runner")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        seen.append(screen_text(app))
        await pilot.press("g")
        assert last(app).kind == "credit"
        await pilot.press("d")
        assert last(app).kind == "draw"
        await pilot.press("r")
        seen.append(screen_text(app))
        await pilot.press("r")  # R&D

    run(app, script, SMALL)
    assert " 1 g   Gain 1 credit" in seen[0] and " 2 d   Draw 1 card" in seen[0]
    assert "r h Run HQ" in seen[0] and "r r Run R&D" in seen[0] and "r 1 Run Server 1" in seen[0]
    assert "Run: press 1 Server 1, a Archives, h HQ, r R&D" in seen[1]
    runs = [o for o in app.game.history if o.kind == "run"]
    assert [o.server for o in runs] == ["R&D"]


def test_r_then_another_key_runs_nowhere() -> None:
    app = heuristic_app("runner")

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("r", "x")
        assert not app.run_pending
        await pilot.press("2")  # a digit after the dropped r is a digit again: draw

    run(app, script, SMALL)
    assert last(app).kind == "draw" and not [o for o in app.game.history if o.kind == "run"]


def test_run_rd_keeps_its_number_when_a_card_leaves_the_hand() -> None:
    app = heuristic_app("runner")
    places: list[int] = []

    def run_rd_number() -> int:
        d = app.decision
        assert d is not None
        return next(n for n, i in enumerate(app.order, 1) if d.options[i].server == "R&D")

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        places.append(run_rd_number())
        installs = [
            n for n, i in enumerate(app.order, 1) if app.decision.options[i].kind == "install"
        ]  # type: ignore[union-attr]
        await pilot.press(str(installs[-1]))  # a card leaves the grip
        await go_on(pilot)
        places.append(run_rd_number())

    run(app, script, SMALL)
    assert last(app).kind == "install"
    assert places[0] == places[1] == 4  # after gain and draw, HQ, then R&D


def test_continue_is_space_and_first_jack_out_is_j_a_boost_has_no_letter() -> None:
    boost = Option("boost", card="Crypsis", label="Crypsis: +1 strength", cost=Cost(credits=1))
    go = Option("pass", label="Continue the run")
    out = Option("jack_out", label="Jack out")
    d = Decision("runner", "Run on HQ: continue or jack out?", (boost, go, out), (None,) * 3)
    assert [d.options[i].label for i in display_order(d)] == [
        "Continue the run",
        "Jack out",
        "Crypsis: +1 strength",
    ]
    assert keys_of(d) == {"space": 1, "j": 2}


def test_b_backs_out_of_the_question_which_ice_to_trash_before_an_install() -> None:
    wall = Option("choose", card="Wall of Static", label="First trash Wall of Static (ice 1 of HQ)")
    back = Option("cancel", label="Back: install nothing")
    d = Decision("corp", "Installing Ice Wall protecting HQ...", (wall, back), (None,) * 2)
    assert keys_of(d) == {"b": 1}


def test_space_continues_the_run_in_a_real_game() -> None:
    game = reach(7, lambda d: d.kind == "jack_out")
    app = PlayApp(GameSession(game, ["runner"], make_bot("heuristic", 7)))
    seen: list[str] = []

    at = len(game.history)

    async def script(pilot: Pilot[Any]) -> None:
        seen.append(screen_text(app))
        await pilot.press("space")

    run(app, script, SMALL)
    assert " 1 Spc Continue the run" in seen[0] and " 2 j   Jack out" in seen[0]
    assert app.game.history[at].label == "Continue the run"


# ---------------------------------------------------------------- 3. a way back


def test_u_takes_back_a_gained_credit() -> None:
    app = heuristic_app("runner")
    seen: list[str] = []

    at: list[int] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        at.append(len(app.game.history))
        await pilot.press("g")
        assert app.game.runner.credits == 6
        await pilot.press("u")
        await go_on(pilot)
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert app.game.runner.credits == 5 and app.game.runner.clicks == 4
    assert len(app.game.history) == at[0]
    assert "Taken back: Gain 1 credit" in seen[0]


def test_u_after_a_draw_says_why_not_and_changes_nothing() -> None:
    app = heuristic_app("runner")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("d")
        await pilot.press("u")
        await pilot.pause()
        seen.append(" ".join(f"{n.title}: {n.message}" for n in app._notifications))
        seen.append(app.session.why_not_take_back("runner") or "")

    run(app, script, SMALL)
    assert last(app).kind == "draw"
    assert "showed you something you had not seen" in seen[1]
    assert "Cannot take back: Nothing to take back: your last decision showed you" in seen[0]


def test_u_after_the_bot_answered_says_the_bot_has_answered() -> None:
    """Seed 5: the Runner runs R&D, the Corp rezzes Wall of Static, the run ends."""
    app = heuristic_app("runner")

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("r", "r")
        await go_on(pilot)

    run(app, script, SMALL)
    why = app.session.why_not_take_back("runner")
    assert why is not None and "the bot has answered since your last decision" in why


def test_u_in_hotseat_takes_back_the_corps_install() -> None:
    app = new_app(seed=5, humans=("corp", "runner"))

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("enter", "1", "enter", "1", "enter")  # both keep; the Corp's seat
        await go_on(pilot)
        d = app.decision
        assert d is not None and d.player == "corp" and d.kind == "action"
        await pilot.press("g")
        await go_on(pilot)
        assert app.game.corp.credits == 6
        await pilot.press("u")
        await go_on(pilot)

    run(app, script, SMALL)
    assert app.game.corp.credits == 5 and app.game.corp.clicks == 3


# ---------------------------------------------------------------- 4. the opponent's turn told


def test_the_runners_turn_starts_with_a_panel_telling_the_corps_turn_keys_wait() -> None:
    app = heuristic_app("runner")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        assert isinstance(app.screen, SinceScreen)
        seen.append(screen_text(app))
        at = len(app.game.history)
        await pilot.press("g", "2")  # not for the decision behind the panel
        assert isinstance(app.screen, SinceScreen) and len(app.game.history) == at
        await pilot.press("enter")
        assert not isinstance(app.screen, SinceScreen)
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert "Your turn 1 (Runner)" in seen[0]
    assert "The Corp installed: unrezzed ice on HQ, unrezzed ice on R&D" in seen[0]
    assert "The Corp installs ice protecting HQ" in seen[0]  # the log lines of the turn
    assert "Runner's turn 1: 4 clicks left. Your action?" in seen[1]


def test_a_run_ended_by_the_corps_ice_is_told_before_the_next_decision() -> None:
    app = heuristic_app("runner")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("r", "r")
        assert isinstance(app.screen, SinceScreen)
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert "Since your last decision" in seen[0]
    assert "The Corp rezzed: Wall of Static on R&D" in seen[0]
    assert "The run on R&D ends." in seen[0]


def test_l_shows_the_whole_log_with_paging_and_escape_goes_back() -> None:
    app = heuristic_app("runner")
    pos: dict[str, float] = {}

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        await pilot.press("g", "g", "g", "g")  # the Runner's turn, then the Corp's
        await go_on(pilot)
        await pilot.press("l")
        assert isinstance(app.screen, LogScreen)
        log = app.screen.query_one("#full-log", RichLog)
        await pilot.pause()
        await pilot.pause()
        pos["end"] = log.scroll_y
        assert log.max_scroll_y > 0
        await pilot.press("pageup")
        pos["pageup"] = log.scroll_y
        await pilot.press("home")
        pos["home"] = log.scroll_y
        await pilot.press("pagedown")
        pos["pagedown"] = log.scroll_y
        await pilot.press("end")
        pos["end2"] = log.scroll_y
        pos["max"] = log.max_scroll_y
        await pilot.press("escape")
        assert not isinstance(app.screen, LogScreen)

    run(app, script, SMALL)
    assert pos["end"] == pos["max"] == pos["end2"]
    assert pos["pageup"] < pos["end"] and pos["home"] == 0 and pos["pagedown"] > 0


# ---------------------------------------------------------------- 5. 80x24


def test_at_80x24_mid_run_the_credits_clicks_ice_and_breakers_are_on_screen() -> None:
    game = reach(
        6, lambda d: d.kind == "encounter" and {"boost", "break"} & {o.kind for o in d.options}
    )
    app = PlayApp(GameSession(game, ["runner"], make_bot("heuristic", 6)))
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        seen.append(screen_text(app))

    run(app, script, SMALL)
    view = game.view("runner")
    r, ice = view["runner"], view["run"]["ice"]
    breakers = [p for p in r["rig"]["program"] if p.get("strength") is not None]
    assert breakers
    text = seen[0]
    assert f"Credits {r['credits']}" in text and f"Clicks {r['clicks']}" in text
    assert f"{ice['title']} (rezzed, str {ice['strength']})" in text
    for p in breakers:
        assert f"{p['title']} str {p['strength']}" in text


def test_at_80x24_each_hand_entry_is_one_line() -> None:
    app = heuristic_app("corp")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert "│Wall of Static · ice 3" in seen[0] and "│Project Junebug x2 · asset 0" in seen[0]


# ---------------------------------------------------------------- 6. smaller things


def test_c_shows_the_highlighted_options_card() -> None:
    app = heuristic_app("runner")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        await pilot.press("1")
        await go_on(pilot)
        d = app.decision
        assert d is not None
        n = next(n for n, i in enumerate(app.order) if d.options[i].kind == "install")
        app.query_one("#options", OptionList).highlighted = n
        seen.append(d.options[app.order[n]].card or "")
        await pilot.press("c")
        assert isinstance(app.screen, CardScreen)
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert seen[0] and seen[0] in seen[1] and "hardware" in seen[1]


def test_the_1996_panels_say_corp_and_runner_once() -> None:
    app = new_app(seed=3, ruleset="classic")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert "CORP Corp" not in seen[0] and "RUNNER Runner" not in seen[0]
    assert "CORP" in seen[0] and "RUNNER" in seen[0]


def test_the_header_says_who_decides_the_mulligan() -> None:
    app = new_app(seed=3)  # the random bot kept the Corp's hand: the Runner's mulligan
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert "Turn 0 · mulligans · the Runner decides (you)" in seen[0]
    assert "Corp's turn" not in seen[0].splitlines()[0]


def test_archives_is_one_line_not_empty_above_its_pile() -> None:
    app = heuristic_app("corp")
    seen: list[str] = []

    async def script(pilot: Pilot[Any]) -> None:
        seen.append(screen_text(app))

    run(app, script, SMALL)
    assert "Archives: none" in seen[0]
    assert not any("Empty:" in line and "Archives" in line for line in seen[0].splitlines())

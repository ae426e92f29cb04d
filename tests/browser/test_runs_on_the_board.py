"""A run as the player sees it, from the encounter to the access and the end of the game: the
break-all option chosen with one click and logged as its parts; screenshots of an encounter, an
access and a game's end at desktop and phone sizes (tests/browser/artifacts/)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

import pytest
from playwright.sync_api import expect

from .conftest import MakeContext, Served, shot
from .play import OPTIONS, seq, wait_past
from .scenario import Policy, Table

PHONE = {"width": 390, "height": 844, "has_touch": True, "is_mobile": True}


def reach(base_url: str, done: Callable[[Table], bool], policy: Policy, **decks: str) -> Table:
    """A friend game played by ``policy`` until ``done``: the server picks each game's seed, so
    a game that ends first is given up for a new one (five at most)."""
    why: list[str] = []
    for _ in range(5):
        table = Table(base_url, **decks)
        try:
            table.play_until(done, policy, limit=900)
            return table
        except AssertionError as e:
            v = table.view("corp")
            why.append(f"{e} (over: {v['over']}, winner: {v['winner']}, {v['win_reason']})")
            table.close()
    raise AssertionError("five games ended before the position was reached: " + "; ".join(why))


@pytest.fixture
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """A game server of this test alone: the session's server deals each new game the next seed
    of one sequence, so how far a test's games get would depend on how many games the tests
    before it made; a fresh server deals this test the same games every time."""
    served = Served(tmp_path_factory.mktemp("runs") / "games.db")
    yield served.url
    served.stop()


@pytest.fixture
def tables() -> Iterator[list[Table]]:
    made: list[Table] = []
    yield made
    for t in made:
        t.close()


def runner_options(table: Table) -> list[dict[str, Any]]:
    d = table.view("runner")["decision"]
    return list(d.get("options", [])) if d and d["player"] == "runner" else []


def can_break_all(table: Table) -> bool:
    return any(o["kind"] == "break_all" for o in runner_options(table))


def accessing(table: Table) -> bool:
    """The Runner decides about a card it accesses (steal or trash it, or leave it)."""
    d = table.view("runner")["decision"]
    return bool(d and d["player"] == "runner" and d["kind"] in ("trash", "steal"))


class Patient(Policy):
    """The scenario policy, but the Runner breaks only with the break-all option, and runs
    HQ or a remote server when no ice is in the way."""

    def pick(self, view: dict[str, Any], seat: str) -> int:
        d = view["decision"]
        opts = d["options"]
        if seat == "runner" and d["kind"] == "encounter":
            for i, o in enumerate(opts):
                if o["kind"] == "break_all":
                    return i
            return len(opts) - 1
        return super().pick(view, seat)


class Raider(Patient):
    """The Runner installs its programs, runs the least guarded central server with the first
    click of each turn (breaking all it can), and draws once it has credits: to access cards."""

    def pick(self, view: dict[str, Any], seat: str) -> int:
        d = view["decision"]
        opts = d["options"]
        if seat == "runner" and d["kind"] == "action":
            first = super().pick(view, seat)
            if opts[first]["kind"] == "install":
                return first
            servers = view["corp"]["servers"]
            runs = [
                (len(servers[o["server"]]["ice"]), i)
                for i, o in enumerate(opts)
                if o["kind"] == "run" and o["server"] in ("HQ", "R&D")
            ]
            if runs and view["runner"]["clicks"] == 4:
                return min(runs)[1]
            draw = next((i for i, o in enumerate(opts) if o["kind"] == "draw"), None)
            if draw is not None and view["runner"]["credits"] >= 6:
                return draw
        return super().pick(view, seat)


def test_breaking_all_of_a_piece_of_ice_is_one_click_logged_as_its_parts(
    base_url: str, tables: list[Table], new_context: MakeContext
) -> None:
    decks = {"corp": "starter:haas-bioroid", "runner": "starter:shaper"}
    table = reach(base_url, can_break_all, Patient(rich=9), **decks)
    tables.append(table)
    option = next(o for o in runner_options(table) if o["kind"] == "break_all")
    run = table.view("runner")["run"]
    page = new_context().new_page()
    table.open(page, "runner")
    button = page.locator(f"{OPTIONS}[data-kind='break_all']")
    expect(button).to_have_count(1)
    expect(button.locator(".label")).to_have_text(option["label"])
    credits = table.view("runner")["runner"]["credits"]
    log_before = page.locator("#log li").count()
    before = seq(page)
    button.click()
    wait_past(page, before)
    table.follow()
    after = table.view("runner")
    # everything paid for at once, and each boost and break in the log
    assert after["runner"]["credits"] == credits - option["cost"]["credits"]
    lines = page.locator("#log li").all_inner_texts()[log_before:]
    breaker = option["card"]
    parts = [line for line in lines if breaker in line and ("boosts" in line or "break" in line)]
    assert any("to break" in line for line in parts), lines
    if "strength first" in option["label"]:
        assert any("boosts" in line for line in parts), lines
    if after["run"] and after["run"]["phase"] == "encounter":  # the window asks again
        struck = page.locator(".ice-slot.run-here .subs li.broken")
        expect(struck).to_have_count(len(run["subroutines"]))
    shot(page, "break-all-desktop", full_page=False)


def test_screenshots_of_an_access_and_of_the_end_at_desktop_and_phone_sizes(
    base_url: str, tables: list[Table], new_context: MakeContext
) -> None:
    table = reach(base_url, accessing, Raider(ice_per_server=0))  # Weyland against Anarch
    tables.append(table)
    d = table.view("runner")["decision"]
    page = new_context().new_page()
    table.open(page, "runner")
    expect(page.locator(".decision")).to_contain_text(d["source_title"] or "")
    # the accessed card is drawn as a card above the question about it
    accessed = page.locator(f'.decision .accessed .card[data-title="{d["source_title"]}"]')
    expect(accessed).to_be_visible()
    expect(accessed.locator(".c-type")).not_to_be_empty()
    shot(page, "access-desktop", full_page=False)
    phone = new_context(**PHONE).new_page()
    table.open(phone, "runner")
    expect(phone.locator(".decision")).to_contain_text(d["source_title"] or "")
    shot(phone, "access-phone", full_page=False)
    table.concede("corp")
    for p in (page, phone):
        p.wait_for_selector("body[data-status='over']")
        expect(p.locator(".gameover")).to_contain_text("You win!")
        expect(p.locator(".gameover")).to_contain_text("the Corp conceded")
        expect(p.locator(".run-bar, .run-marker")).to_have_count(0)
    shot(page, "game-over-desktop", full_page=False)
    shot(phone, "game-over-phone", full_page=False)

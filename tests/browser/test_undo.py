"""Taking back decisions in the browser: against the bot the Undo button (and the U key) takes
back a credit click at once; between two friends the other side is asked, and may refuse (the
asker is told, the game unchanged) or allow."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import MakeContext, shot
from .play import OPTIONS, click_option, create_game, seq, wait_my_decision, wait_past

UNDO = "#undo-button"
CREDITS = ".side.runner .stat.credits b"


def _runner_action(page: Page) -> None:
    """Answer the Runner's decisions until it has an action with a credit click."""
    for _ in range(20):
        wait_my_decision(page)
        if page.locator(f"{OPTIONS}[data-kind='credit']").count():
            return
        click_option(page, 0)  # keep the hand
    raise AssertionError("the Runner's action did not come")


def _click_credit(page: Page) -> None:
    before = seq(page)
    page.locator(f"{OPTIONS}[data-kind='credit']").click()
    wait_past(page, before)
    wait_my_decision(page)  # the bot passed its window, if it had one


def test_the_runner_takes_back_a_credit_click_against_the_bot(page: Page) -> None:
    create_game(page, side="runner", opponent="bot:heuristic")
    _runner_action(page)
    expect(page.locator(UNDO)).to_be_disabled()  # the bot's turn came before: nothing to undo
    expect(page.locator("#undo")).to_contain_text("the bot has answered")
    credits = page.inner_text(CREDITS)
    labels = page.locator(f"{OPTIONS} .label").all_inner_texts()
    _click_credit(page)
    expect(page.locator(CREDITS)).not_to_have_text(credits)
    expect(page.locator(UNDO)).to_be_enabled()
    shot(page, "undo-before")
    before = seq(page)
    page.click(UNDO)
    wait_past(page, before)
    wait_my_decision(page)
    expect(page.locator(CREDITS)).to_have_text(credits)  # the credit is gone
    assert page.locator(f"{OPTIONS} .label").all_inner_texts() == labels  # the decision is back
    expect(page.locator("#log li").last).to_have_text("The Runner took back 1 decision.")
    expect(page.locator(UNDO)).to_be_disabled()
    # the key does it too
    _click_credit(page)
    before = seq(page)
    page.keyboard.press("u")
    wait_past(page, before)
    expect(page.locator(CREDITS)).to_have_text(credits)
    expect(page.locator("#log")).not_to_contain_text("The Runner spends 1 click to gain 1 credit")
    shot(page, "undo-after")
    assert page.errors == []  # type: ignore[attr-defined]


def _friends(page: Page, new_context: MakeContext) -> Page:
    """A friend game: this page the Corp (Ada), the returned page the Runner (Bea)."""
    game_id = create_game(page, side="corp", opponent="friend", name="Ada")
    page.click("#invite-go")
    friend = new_context().new_page()
    friend.goto(f"/join/{game_id}")
    friend.fill("#name", "Bea")
    friend.click("#join-button")
    friend.wait_for_url(f"**/games/{game_id}")
    return friend


def test_a_friend_refuses_a_take_back_then_allows_one(page: Page, new_context: MakeContext) -> None:
    friend = _friends(page, new_context)
    wait_my_decision(page)
    expect(page.locator(UNDO)).to_be_disabled()
    click_option(page, 0)  # the Corp keeps its hand
    wait_my_decision(friend)  # the Runner's mulligan
    version = seq(page)
    expect(page.locator(UNDO)).to_be_enabled()
    page.click(UNDO)
    expect(page.locator("#undo")).to_contain_text("You asked the Runner")
    ask = friend.locator(".undo-request")
    expect(ask).to_contain_text("The Corp asks to take back 1 decision.")
    shot(friend, "undo-request")
    friend.click("#undo-refuse")
    expect(page.locator(".undo-refused")).to_have_text(
        "The Runner refused to let you take back 1 decision."
    )
    expect(friend.locator(".undo-request")).to_have_count(0)
    assert seq(page) == version == seq(friend)  # the game unchanged
    expect(page.locator("#log li").last).to_have_text(
        "The Runner refused to let the Corp take back 1 decision."
    )
    expect(friend.locator(f"{OPTIONS}[data-kind='mulligan']")).to_have_count(1)
    shot(page, "undo-refused")
    # asked again, allowed
    page.click(UNDO)
    expect(ask).to_contain_text("The Corp asks to take back 1 decision.")
    friend.click("#undo-allow")
    wait_past(page, version)
    wait_my_decision(page)  # the Corp's mulligan again
    expect(page.locator(f"{OPTIONS}[data-kind='keep']")).to_have_count(1)
    expect(page.locator("#log li").last).to_have_text(
        "The Corp took back 1 decision (the Runner agreed)."
    )
    expect(friend.locator(".decision .waiting-for")).to_have_text("Waiting for the Corp…")
    assert page.errors == []  # type: ignore[attr-defined]

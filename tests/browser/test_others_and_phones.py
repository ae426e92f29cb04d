"""Other people at the table: a spectator by the watch link, a friend by the join link; and a
phone-sized screen."""

from __future__ import annotations

from playwright.sync_api import Page, expect

from .conftest import MakeContext, shot
from .play import OPTIONS, click_option, create_game, seq, turn, wait_my_decision, wait_past


def test_a_spectator_sees_the_board_update_and_no_hand(
    page: Page, new_context: MakeContext
) -> None:
    game_id = create_game(page, side="runner", opponent="bot:heuristic")
    click_option(page, 0)
    watcher = new_context().new_page()
    watcher.goto(f"/watch/{game_id}")
    watcher.wait_for_selector(".board")
    expect(watcher.locator(".top .seat")).to_have_text("Watching")
    expect(watcher.locator(".hand")).to_have_count(0)
    expect(watcher.locator(OPTIONS)).to_have_count(0)
    seen = seq(watcher)
    wait_my_decision(page)
    credits = page.locator(".side.runner .stat.credits b").inner_text()
    click_option(page, 0)  # gain 1 credit
    wait_past(watcher, seen)
    expect(watcher.locator(".side.runner .stat.credits b")).not_to_have_text(credits)
    expect(watcher.locator("#log")).to_contain_text("The Runner spends 1 click to gain 1 credit")
    assert watcher.locator(".card[data-title]").count() >= 1  # identities shown
    expect(watcher.locator(".hand")).to_have_count(0)
    shot(watcher, "spectator")


def test_the_creator_cancels_a_game_nobody_joined_and_the_join_link_says_so(
    page: Page,
    new_context: MakeContext,
) -> None:
    game_id = create_game(page, side="corp", opponent="friend", name="Ada")
    page.click("#invite-go")
    expect(page.locator(".decision")).to_contain_text("Waiting for your friend")
    page.once("dialog", lambda dialog: dialog.accept())
    page.click("#cancel-game")
    expect(page.locator(".decision")).to_contain_text("This game was cancelled")
    expect(page.locator("body")).to_have_attribute("data-status", "cancelled")
    friend = new_context().new_page()
    friend.goto(f"/join/{game_id}")
    friend.wait_for_load_state("networkidle")
    assert "cancelled" in friend.locator("body").inner_text().lower()
    shot(page, "cancelled")


def test_two_friends_play_turns_against_each_other_through_the_join_link(
    page: Page,
    new_context: MakeContext,
) -> None:
    game_id = create_game(page, side="corp", opponent="friend", name="Ada")
    page.click("#invite-go")
    expect(page.locator(".decision")).to_contain_text("Waiting for your friend")
    friend = new_context().new_page()
    friend.goto(f"/join/{game_id}")
    expect(friend.locator("#about")).to_contain_text("Ada plays the Corp")
    friend.fill("#name", "Bea")
    friend.click("#join-button")
    friend.wait_for_url(f"**/games/{game_id}")
    expect(page.locator(".top .players")).to_contain_text("Runner: Bea")
    # the Corp keeps or mulligans first: the Runner's page says whom it waits for
    expect(friend.locator(".decision .waiting-for")).to_have_text("Waiting for the Corp…")
    expect(friend.locator(OPTIONS)).to_have_count(0)
    # a chat line reaches the other player
    page.fill("#chat-text", "good luck")
    page.press("#chat-text", "Enter")
    expect(friend.locator("#chat-lines")).to_contain_text("Ada: good luck")
    # both answer their own decisions until the Runner's second turn
    pages = [page, friend]
    for _ in range(120):
        if (
            min(turn(p) for p in pages) >= 2
            and friend.evaluate("document.body.dataset.decider") == "runner"
        ):
            break
        deciding = next(
            (p for p in pages if p.evaluate("document.body.dataset.mine") == "true"), None
        )
        if deciding is None:
            page.wait_for_timeout(100)
            continue
        click_option(deciding, 0)
    else:
        raise AssertionError("the friends' game did not reach turn 2")
    # the Runner's turn 2: the Corp's page waits for the Runner and shows the same turn
    expect(page.locator(".decision .waiting-for")).to_have_text("Waiting for the Runner…")
    expect(page.locator(".turn-line")).to_contain_text("Turn 2 · Runner's turn")
    expect(friend.locator(".hand")).to_contain_text("Your hand")
    shot(page, "friend-corp")
    shot(friend, "friend-runner")


def test_on_a_phone_sized_screen_the_options_are_reachable(new_context: MakeContext) -> None:
    phone = new_context(390, 844).new_page()
    create_game(phone, side="runner", opponent="bot:heuristic")
    wait_my_decision(phone)
    # nothing overflows sideways, and the first option is on the screen without scrolling
    width = phone.evaluate("document.documentElement.scrollWidth")
    assert width <= 390
    box = phone.locator(OPTIONS).first.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 844
    click_option(phone, 0)
    wait_my_decision(phone)
    option = phone.locator(OPTIONS).first
    option.scroll_into_view_if_needed()
    before = seq(phone)
    option.click()
    wait_past(phone, before)
    shot(phone, "phone", full_page=False)


def test_against_a_friend_a_one_option_window_passes_after_the_same_pause_as_any_pass(
    page: Page,
    new_context: MakeContext,
) -> None:
    """The automatic pass waits 1.2 s in a game against a person (docs/protocol.md, "Passing
    one-option windows"): an instant answer would tell the Runner the Corp had nothing to do."""
    game_id = create_game(page, side="corp", opponent="friend", name="Ada")
    page.click("#invite-go")
    friend = new_context().new_page()
    friend.goto(f"/join/{game_id}")
    friend.click("#join-button")
    friend.wait_for_url(f"**/games/{game_id}")
    click_option(page, 0)  # the Corp keeps
    click_option(friend, 0)  # the Runner keeps
    for _ in range(3):  # three clicks for credits
        wait_my_decision(page)
        expect(page.locator(OPTIONS).first).to_have_attribute("data-kind", "credit")
        click_option(page, 0)
    # with no click left and nothing to rez, the Corp's only option is to end its action phase:
    # passed by itself, but not at once
    shown = seq(page)
    expect(page.locator(OPTIONS)).to_have_count(1)
    started = page.evaluate("performance.now()")
    wait_past(page, shown)
    waited = page.evaluate("performance.now()") - started
    assert waited >= 1000, f"the one-option window was passed after {waited:.0f} ms"

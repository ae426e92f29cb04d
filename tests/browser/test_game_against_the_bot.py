"""A person plays against the bot in the browser: the lobby creates the game, options and cards
are clicked, the page survives a reload, keys choose, the card view shows the card's text, a
conceded game ends with a banner and replays step by step."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from .conftest import shot
from .play import (
    OPTIONS,
    click_option,
    create_game,
    option_labels,
    play_until_turn,
    seq,
    turn,
    wait_my_decision,
    wait_past,
)


def test_a_game_against_the_bot_is_created_in_the_lobby_and_played_for_several_turns_by_clicking(
    page: Page,
) -> None:
    create_game(page, side="runner", opponent="bot:heuristic")
    expect(page.locator(".top .players")).to_contain_text("Corp: bot (standard)")
    wait_my_decision(page)
    # the Runner's hand is shown, the Corp's is not
    expect(page.locator(".hand")).to_contain_text("Your hand (5)")
    click_option(page, 0)  # keep the hand
    # a card in the hand is clicked: it shows with the options that concern it (play or
    # install) as buttons, and plays nothing until one is chosen
    wait_my_decision(page)
    hand_card = page.locator(".hand .card").first
    title = hand_card.get_attribute("data-title")
    has_option = any(title in label for label in option_labels(page))
    before = seq(page)
    hand_card.click()
    expect(page.locator("#cardview")).to_contain_text(title)
    assert seq(page) == before
    if has_option:
        page.locator("#cardview .card-actions .option").first.click()
        wait_past(page, before)
        expect(page.locator("#log")).to_contain_text(title)
    play_until_turn(page, 3)
    shot(page, "game-against-bot-turn-3")
    assert turn(page) >= 3
    # the bot played its turns: the log tells them
    expect(page.locator("#log")).to_contain_text("Turn 2: the Corp's turn begins")
    assert page.errors == []  # type: ignore[attr-defined]


def test_reloading_the_page_mid_game_goes_on_from_the_same_decision(page: Page) -> None:
    create_game(page, side="corp", opponent="bot:random")
    click_option(page, 0)  # keep
    click_option(page, 1)  # draw... whatever the second option is: a choice made
    wait_my_decision(page)
    prompt = page.inner_text(".decision .prompt")
    labels = option_labels(page)
    version = seq(page)
    page.reload()
    wait_my_decision(page)
    assert seq(page) == version
    assert page.inner_text(".decision .prompt") == prompt
    assert option_labels(page) == labels
    click_option(page, 0)
    assert seq(page) > version
    shot(page, "after-reload")


def test_keys_choose_options_and_space_passes(page: Page) -> None:
    create_game(page, side="corp", opponent="bot:heuristic")
    # one-option windows shown (they pass by themselves by default): one comes soon to pass
    page.click(".settings summary")
    page.uncheck("#autopass")
    page.click(".settings summary")
    wait_my_decision(page)
    before = seq(page)
    page.keyboard.press("1")  # keep the hand
    wait_past(page, before)
    wait_my_decision(page)
    draw = option_labels(page).index("Draw 1 card")
    before = seq(page)
    page.keyboard.press(str(draw + 1))
    wait_past(page, before)
    expect(page.locator("#log")).to_contain_text("The Corp spends 1 click to draw a card")
    # go on with the first option until a window can be passed with space (the Corp's window
    # at the start of its turn)
    for _ in range(60):
        wait_my_decision(page)
        if page.locator(f"{OPTIONS}[data-kind='pass']").count():
            before = seq(page)
            page.keyboard.press(" ")
            wait_past(page, before)
            return
        before = seq(page)
        page.keyboard.press("1")
        wait_past(page, before)
    raise AssertionError("no decision with a pass option came")


def test_one_option_windows_pass_by_themselves_by_default(page: Page) -> None:
    create_game(page, side="corp", opponent="bot:heuristic")
    page.click(".settings summary")
    expect(page.locator("#autopass")).to_be_checked()
    page.click(".settings summary")
    click_option(page, 0)  # keep
    for _ in range(40):
        if turn(page) >= 3:
            break
        wait_my_decision(page)
        only_pass = (
            page.locator(OPTIONS).count() == 1
            and page.locator(f"{OPTIONS}[data-kind='pass']").count() == 1
        )
        assert not only_pass, "a one-option window was shown"
        click_option(page, 0)
    assert turn(page) >= 3


def test_with_the_setting_off_one_option_windows_wait_for_the_player(page: Page) -> None:
    create_game(page, side="corp", opponent="bot:heuristic")
    page.click(".settings summary")
    page.uncheck("#autopass")
    page.click(".settings summary")
    click_option(page, 0)  # keep
    for _ in range(60):
        wait_my_decision(page)
        if page.locator(OPTIONS).count() == 1:
            break
        click_option(page, 0)
    expect(page.locator(f"{OPTIONS}[data-kind='pass']")).to_have_count(1)
    # the setting is kept by the browser
    page.reload()
    page.click(".settings summary")
    expect(page.locator("#autopass")).not_to_be_checked()


def test_hovering_a_card_shows_its_generated_text(page: Page) -> None:
    create_game(page, side="runner", opponent="bot:heuristic")
    wait_my_decision(page)
    page.locator(".side.runner .side-head > .card").hover()  # the Runner's identity
    view = page.locator("#cardview")
    expect(view).to_be_visible()
    expect(view).to_contain_text("Kate")
    expect(view).to_contain_text("Runner identity")
    expect(view).to_contain_text("link 1")
    shot(page, "card-view")


def test_a_pasted_decklist_shows_its_problems_before_any_game_is_created(page: Page) -> None:
    page.goto("/")
    page.wait_for_selector("#deck option", state="attached")
    page.select_option("#deck", "paste")
    page.fill(
        "#decklist", '1x Kate "Mac" McCaffrey: Digital Tinker\n40x Sure Gamble\n3x Hedge Fund'
    )
    page.click("#create-button")
    problems = page.locator("#problems")
    expect(problems).to_be_visible()
    expect(problems).to_contain_text("Sure Gamble")
    expect(problems).to_contain_text("Hedge Fund")
    assert page.url.endswith("/")
    shot(page, "lobby-deck-problems")


def test_conceding_ends_the_game_with_a_banner_and_the_game_replays_step_by_step(
    page: Page,
) -> None:
    create_game(page, side="runner", opponent="bot:heuristic")
    click_option(page, 0)
    page.on("dialog", lambda d: d.accept())
    page.click(".settings summary")
    page.click("#concede")
    banner = page.locator(".gameover")
    expect(banner).to_contain_text("The Corp wins")
    expect(banner).to_contain_text("the Runner conceded")
    shot(page, "game-over")
    page.click("text=Replay this game")
    page.wait_for_url(re.compile(r"/replay/"))
    where = page.locator("#where")
    expect(where).to_have_text(re.compile(r"step 0 of \d+"))
    page.click("#next")
    expect(where).to_have_text(re.compile(r"step 1 of"))
    page.select_option("#side", "runner")
    expect(page.locator(".hand")).to_contain_text("Your hand")
    page.select_option("#side", "spectator")
    expect(page.locator(".hand")).to_have_count(0)
    page.click("#last")
    expect(page.locator("#prompt")).to_have_text("The game is over.")
    shot(page, "replay")


def test_the_1996_game_speaks_of_bits_and_actions(page: Page) -> None:
    create_game(page, side="runner", opponent="bot:heuristic", ruleset="classic")
    wait_my_decision(page)
    stats = page.locator(".side.runner .stats")
    expect(stats).to_contain_text("Bits")
    expect(stats).to_contain_text("Actions")
    # one name for a server in one game: the board's are the options' and the log's
    expect(page.locator(".server-name").first).to_have_text("HQ")
    expect(page.locator(".board")).not_to_contain_text("Data fort 1")
    # a card's large view names its set
    page.wait_for_selector("body[data-catalogue='true'] .hand .card .c-type")
    page.locator(".hand .hand-row .card").first.hover()
    expect(page.locator("#cardview")).to_contain_text("Base set")
    shot(page, "classic")

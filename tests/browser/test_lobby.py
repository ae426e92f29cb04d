"""The lobby as a player sees it: the starters' names, what each bot level means, the bot's
deck, a clock per side that counts down on the game page, finished games with a replay link;
and the page of a game that does not exist."""

from __future__ import annotations

import re

from playwright.sync_api import Page, expect

from .conftest import MakeContext, shot
from .play import create_game, wait_my_decision


def test_the_lobby_names_the_starters_and_says_what_each_bot_level_means(
    new_context: MakeContext,
) -> None:
    for width, height, name in ((1280, 900, "lobby-desktop"), (390, 844, "lobby-phone")):
        page = new_context(width, height).new_page()
        page.goto("/")
        page.wait_for_selector("#deck option", state="attached")
        page.check('input[name="side"][value="corp"]')
        decks = page.locator("#deck option").all_inner_texts()
        assert "NBN (starter)" in decks and "Weyland Consortium (starter)" in decks
        page.select_option("#opponent", "bot:random")
        expect(page.locator("#opponent-help")).to_contain_text("any legal move")
        page.select_option("#opponent", "bot:mcts")
        expect(page.locator("#opponent-help")).to_contain_text("searches ahead")
        page.select_option("#opponent", "bot:heuristic")
        expect(page.locator("#opponent-help")).to_contain_text("plays sensibly")
        # the bot plays the Runner: its deck is one of the Runner's starters
        bot_decks = page.locator("#bot-deck option").all_inner_texts()
        assert bot_decks[0] == "The usual: Shaper (starter)"
        assert "Criminal (starter)" in bot_decks and "NBN (starter)" not in bot_decks
        page.select_option("#opponent", "friend")
        expect(page.locator("#bot-deck-field")).to_be_hidden()
        page.select_option("#opponent", "bot:heuristic")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        shot(page, name)


def test_the_bot_plays_the_deck_chosen_for_it_in_the_lobby(page: Page) -> None:
    page.goto("/")
    page.wait_for_selector("#bot-deck option", state="attached")
    page.check('input[name="side"][value="runner"]')
    page.select_option("#bot-deck", "starter:nbn")
    page.click("#create-button")
    page.wait_for_url(re.compile(r"/games/"))
    expect(page.locator(".side.corp")).to_contain_text("NBN: Making News")


def test_a_game_with_a_clock_shows_it_counting_down(page: Page) -> None:
    page.goto("/")
    page.wait_for_selector("#deck option", state="attached")
    page.check('input[name="side"][value="corp"]')
    page.select_option("#clock", "15")
    page.click("#create-button")
    page.wait_for_url(re.compile(r"/games/"))
    wait_my_decision(page)  # the Corp keeps or mulligans: its time runs
    mine = page.locator("#clock .clock-side.corp")
    expect(mine).to_have_class(re.compile("running"))
    expect(mine).to_contain_text(re.compile(r"Corp 1[45]:\d\d"))
    first = mine.inner_text()
    expect(mine).not_to_have_text(first, timeout=5000)  # a second later it reads less
    assert page.locator("#clock .clock-side.runner").count() == 0  # the bot has no clock
    assert page.errors == []  # type: ignore[attr-defined]


def test_a_finished_game_is_listed_with_its_result_and_a_replay_link(
    page: Page, new_context: MakeContext
) -> None:
    game_id = create_game(page, side="runner", opponent="bot:heuristic")
    wait_my_decision(page)
    page.once("dialog", lambda dialog: dialog.accept())
    page.click(".settings summary")
    page.click("#concede")
    page.wait_for_selector(".gameover")
    expect(page.locator(".gameover")).to_contain_text("the Runner conceded")
    expect(page.locator("#log")).to_contain_text("The Corp wins (the Runner conceded).")
    lobby = new_context().new_page()
    lobby.goto("/")
    row = lobby.locator("#finished li", has=lobby.locator(f'a[href="/replay/{game_id}"]'))
    expect(row).to_contain_text("The Corp won: the Runner conceded")
    expect(lobby.locator(f'#active a[href="/watch/{game_id}"]')).to_have_count(0)
    expect(lobby.locator('#active a[href^="/replay/"]')).to_have_count(0)
    shot(lobby, "lobby-with-games-desktop")
    phone = new_context(390, 844).new_page()
    phone.goto("/")
    expect(phone.locator("#finished li").first).to_contain_text("won")
    assert phone.evaluate("document.documentElement.scrollWidth") <= 390
    shot(phone, "lobby-with-games-phone")
    row.locator("a").click()
    lobby.wait_for_url(f"**/replay/{game_id}")
    expect(lobby.locator("#result")).to_have_text("The Corp won (the Runner conceded)")


def test_the_page_of_a_game_that_does_not_exist_says_so(page: Page) -> None:
    for path in ("/games/nope", "/watch/nope", "/join/nope", "/replay/nope"):
        response = page.goto(path)
        assert response is not None and response.status == 404, path
        expect(page.locator("main")).to_contain_text("There is no such game")
        expect(page.locator("body")).not_to_contain_text("connecting")
        expect(page.locator("body")).not_to_contain_text("holds no seat")
        page.click("text=Back to the lobby")
        page.wait_for_url(re.compile(r"/$"))
    page.goto("/games/nope")
    shot(page, "no-such-game")


def test_the_lobby_lists_the_chosen_decks_cards_with_their_sets(new_context: MakeContext) -> None:
    for width, height, name in ((1280, 900, "lobby-sets-desktop"), (390, 844, "lobby-sets-phone")):
        page = new_context(width, height).new_page()
        page.goto("/")
        page.wait_for_selector("#ruleset option", state="attached")
        page.select_option("#ruleset", "classic")
        cards = page.locator("#deck-cards")
        expect(cards.locator("summary")).to_have_text("The deck's cards (45 cards: Base 45)")
        cards.locator("summary").click()
        expect(cards.locator("tr").first).to_contain_text("Base")
        # a pasted list: its cards and their sets once it is checked
        page.select_option("#deck", "paste")
        expect(cards).to_be_hidden()
        page.fill("#decklist", "Sets: Base\n40 Score!\n5 Rush Hour\n")
        page.click("#check")
        expect(cards.locator("summary")).to_have_text(
            "The deck's cards (45 cards: Base 40, Proteus 5)"
        )
        expect(page.locator("#problems")).to_contain_text(
            "Rush Hour is a Proteus card; this deck plays the Base set only."
        )
        expect(cards.locator("tr", has_text="Rush Hour")).to_be_visible()  # still open
        expect(cards.locator("tr", has_text="Rush Hour")).to_contain_text("Proteus")
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        shot(page, name)

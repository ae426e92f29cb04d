"""What the browser tests do on the pages, as a person would: create a game in the lobby, wait
for one's own decision, click an option or a card, press a key."""

from __future__ import annotations

import re

from playwright.sync_api import Page

OPTIONS = ".decision .options .option"


def create_game(
    page: Page,
    side: str = "runner",
    opponent: str = "bot:heuristic",
    ruleset: str = "anr",
    name: str | None = None,
) -> str:
    """Create a game from the lobby; the game id (the page is then the game page, or the lobby
    showing the invitation for a friend)."""
    page.goto("/")
    page.wait_for_selector("#deck option", state="attached")
    page.select_option("#ruleset", ruleset)
    page.check(f'input[name="side"][value="{side}"]')
    page.select_option("#opponent", opponent)
    if name:
        page.fill("#name", name)
    page.click("#create-button")
    if opponent == "friend":
        page.wait_for_selector("#invite:not([hidden])")
        link = page.input_value("#invite-link")
        return link.rsplit("/", 1)[1]
    page.wait_for_url(re.compile(r"/games/"))
    return page.url.rsplit("/", 1)[1]


def seq(page: Page) -> int:
    """The version of the game the page shows (-1 before the first state)."""
    value = page.evaluate("document.body.dataset.seq")
    return -1 if value is None else int(value)


def wait_my_decision(page: Page) -> None:
    """Wait until the page shows a decision of its own seat with its options."""
    page.wait_for_selector(f"body[data-mine='true']:not(.sent) {OPTIONS}")


def wait_past(page: Page, version: int) -> None:
    """Wait until the page shows a state after ``version``."""
    page.wait_for_function(f"Number(document.body.dataset.seq) > {version}")


def click_option(page: Page, index: int = 0) -> None:
    """Click the ``index``th option of the seat's decision and wait for the game to move on."""
    wait_my_decision(page)
    before = seq(page)
    page.locator(OPTIONS).nth(index).click()
    wait_past(page, before)


def option_labels(page: Page) -> list[str]:
    return [t.strip() for t in page.locator(f"{OPTIONS} .label").all_inner_texts()]


def turn(page: Page) -> int:
    return int(page.evaluate("document.body.dataset.turn || '0'"))


def play_until_turn(page: Page, target: int, limit: int = 200) -> None:
    """Answer the seat's decisions (the first option: gain a credit, keep, done...) until the
    game reaches turn ``target``."""
    for _ in range(limit):
        if turn(page) >= target:
            return
        click_option(page, 0)
    raise AssertionError(f"turn {target} not reached in {limit} choices (turn {turn(page)})")

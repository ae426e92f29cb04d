"""The server restarts mid-game: the open page reconnects by itself and the game goes on from the
same decision, with no reload."""

from __future__ import annotations

from pathlib import Path

from playwright.sync_api import Browser, expect

from .conftest import TIMEOUT_MS, Served, shot
from .play import click_option, create_game, option_labels, seq, wait_my_decision


def test_a_page_open_while_the_server_restarts_reconnects_and_goes_on(
    browser: Browser, tmp_path: Path
) -> None:
    served = Served(tmp_path / "games.db")
    ctx = browser.new_context(base_url=served.url, viewport={"width": 1280, "height": 900})
    ctx.set_default_timeout(TIMEOUT_MS)
    try:
        page = ctx.new_page()
        create_game(page, side="corp", opponent="bot:random")
        click_option(page, 0)  # keep
        wait_my_decision(page)
        version, labels = seq(page), option_labels(page)

        served.stop()  # the server goes down: the page says so and keeps trying
        expect(page.locator("#connection")).to_have_text("reconnecting…")
        served = Served(tmp_path / "games.db", port=served.port)  # the same database, restarted

        expect(page.locator("#connection")).to_have_text("connected")
        wait_my_decision(page)
        assert seq(page) == version and option_labels(page) == labels
        click_option(page, 0)  # the game goes on
        assert seq(page) > version
        shot(page, "after-server-restart")
    finally:
        ctx.close()
        served.stop()

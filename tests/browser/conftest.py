"""Fixtures of the browser tests: the real server (uvicorn in a thread, on a free port, SQLite in
a temporary folder) and Debian's chromium driven headless by Playwright.

Playwright's own browser download cannot be reached: the tests launch ``/usr/bin/chromium``
(``apt-get install chromium``; ``.ci/run`` installs it), never ``playwright install``.
Screenshots go to ``tests/browser/artifacts/`` (not tracked).
"""

from __future__ import annotations

import random
import socket
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from playwright.sync_api import Browser, BrowserContext, Page, sync_playwright

from netrunner.server.app import create_app
from netrunner.server.connection import Limits

CHROMIUM = "/usr/bin/chromium"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
#: how long a page may take to show what a test waits for (a bot's move included)
TIMEOUT_MS = 30_000

#: ``new_context(width=1280, height=900)``: a browser context (another person)
MakeContext = Callable[..., BrowserContext]


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Served:
    """A game server in a thread of this process (uvicorn), on SQLite at ``db``: ``stop()``
    shuts it down as a restart would, closing its WebSockets."""

    def __init__(self, db: Path, port: int | None = None) -> None:
        self.port = port or _free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        # every page of the session comes from this machine's one address: no creation limit;
        # and tests answer a game's decisions from Python (scenario.py) faster than people do
        limits = Limits(games_per_minute=1_000_000, connections_per_address=1_000_000)
        app = create_app(
            f"sqlite:///{db}",
            bot_workers=1,
            game_seeds=random.Random(7),
            limits=limits,
            rate_limit=10_000,
        )
        config = uvicorn.Config(app, host="127.0.0.1", port=self.port, log_level="warning")
        self.server = uvicorn.Server(config)
        self.thread = threading.Thread(target=self.server.run, daemon=True)
        self.thread.start()
        deadline = time.monotonic() + 30
        while not self.server.started:
            if time.monotonic() > deadline or not self.thread.is_alive():
                raise RuntimeError("the game server did not start")
            time.sleep(0.05)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=30)


@pytest.fixture(scope="session")
def base_url(tmp_path_factory: pytest.TempPathFactory) -> Iterator[str]:
    """The address of a game server of this test session (one per xdist worker)."""
    served = Served(tmp_path_factory.mktemp("browser") / "games.db")
    yield served.url
    served.stop()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    # module scope: while Playwright's sync API is started, the thread counts as running an
    # event loop (asyncio.run() refuses), so it stops before any other module's tests run
    with sync_playwright() as p:
        b = p.chromium.launch(executable_path=CHROMIUM, headless=True)
        yield b
        b.close()


@pytest.fixture
def new_context(browser: Browser, base_url: str) -> Iterator[MakeContext]:
    """Make a browser context (its own localStorage: another person) with an optional
    viewport and Playwright's context options (``has_touch=True, is_mobile=True``: a phone);
    every context is closed after the test."""
    made: list[BrowserContext] = []

    def make(width: int = 1280, height: int = 900, **options: Any) -> BrowserContext:
        ctx = browser.new_context(
            base_url=base_url, viewport={"width": width, "height": height}, **options
        )
        ctx.set_default_timeout(TIMEOUT_MS)
        made.append(ctx)
        return ctx

    yield make
    for ctx in made:
        ctx.close()


@pytest.fixture
def page(new_context: MakeContext) -> Page:
    """A desktop-sized page of a fresh browser context."""
    ctx = new_context()
    p = ctx.new_page()
    errors: list[str] = []
    p.on("pageerror", lambda e: errors.append(str(e)))
    p.errors = errors  # type: ignore[attr-defined]
    return p


def shot(page: Page, name: str, full_page: bool = True) -> None:
    """Save a screenshot of the whole page (or of the screen) as an artifact."""
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / f"{name}.png"), full_page=full_page)

"""The web client's routes: its HTML pages, its static files (``/static``) and the card
catalogue (``GET /api/cards?ruleset=anr``).

The pages are static HTML whose ES modules read the game id from the address and talk to the
server's JSON endpoints and game WebSocket (``docs/protocol.md``); nothing here reads a game but
whether it exists: a page of an unknown game id is a 404 page saying there is no such game
(``install(app, exists=...)``, given by the server).

>>> from fastapi import FastAPI
>>> from fastapi.testclient import TestClient
>>> app = FastAPI()
>>> install(app)
>>> client = TestClient(app)
>>> "Netrunner" in client.get("/").text, client.get("/static/css/style.css").status_code
(True, 200)
>>> async def known(game_id): return game_id == "g1"
>>> app = FastAPI(); install(app, exists=known); client = TestClient(app)
>>> client.get("/games/g1").status_code, client.get("/watch/nope").status_code
(200, 404)
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Query
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from .cards import catalogue

STATIC = Path(str(resources.files("netrunner.web").joinpath("static")))


#: does a game of this id exist? (the server's; None: every id is served its page)
Exists = Callable[[str], Awaitable[bool]]


def _page(name: str) -> FileResponse:
    return FileResponse(STATIC / name, media_type="text/html")


def no_such_game() -> FileResponse:
    """The page of an unknown game id: it says so, with a link to the lobby (status 404)."""
    return FileResponse(STATIC / "nogame.html", media_type="text/html", status_code=404)


def _of_a_game(name: str, exists: Exists | None) -> Callable[..., Any]:
    """The endpoint serving page ``name`` of a game, or the "no such game" page."""

    async def endpoint(game_id: str) -> FileResponse:
        if exists is not None and not await exists(game_id):
            return no_such_game()
        return _page(name)

    return endpoint


async def lobby() -> FileResponse:
    """The lobby: create a game, join an open one, watch one in progress."""
    return _page("lobby.html")


async def game_page(game_id: str) -> FileResponse:
    """The game page of the seat whose token this browser keeps for the game."""
    return _page("game.html")


async def watch_page(game_id: str) -> FileResponse:
    """The game page as a spectator (no token: the public view)."""
    return _page("game.html")


async def join_page(game_id: str) -> FileResponse:
    """Take the free seat of a friend's game: choose a deck, then play."""
    return _page("join.html")


async def replay_page(game_id: str) -> FileResponse:
    """A finished game step by step, from either side's view or the public one."""
    return _page("replay.html")


async def cards(ruleset: str = Query("anr")) -> Any:
    """Every card of the ruleset's pool with its printed facts and its generated text."""
    try:
        return catalogue(ruleset)
    except ValueError as e:
        return JSONResponse(
            {"code": "bad_request", "message": str(e), "problems": []}, status_code=400
        )


#: the pages, by path
PAGES: dict[str, Callable[..., Any]] = {
    "/": lobby,
    "/games/{game_id}": game_page,
    "/watch/{game_id}": watch_page,
    "/join/{game_id}": join_page,
    "/replay/{game_id}": replay_page,
}


#: the page each path of a game serves
GAME_PAGES = {
    "/games/{game_id}": "game.html",
    "/watch/{game_id}": "game.html",
    "/join/{game_id}": "join.html",
    "/replay/{game_id}": "replay.html",
}


def install(app: FastAPI, exists: Exists | None = None) -> None:
    """Add the web client's pages, its static files and ``/api/cards`` to ``app``; with
    ``exists``, a game's page of an unknown id is the 404 "no such game" page."""
    app.add_api_route("/", lobby, methods=["GET"], include_in_schema=False)
    for path, name in GAME_PAGES.items():
        endpoint = _of_a_game(name, exists)
        endpoint.__doc__ = PAGES[path].__doc__
        app.add_api_route(path, endpoint, methods=["GET"], include_in_schema=False)
    app.add_api_route("/api/cards", cards, methods=["GET"])
    app.mount("/static", StaticFiles(directory=STATIC), name="static")


__all__ = ["install", "PAGES", "GAME_PAGES", "STATIC", "no_such_game"]

"""The web client's routes: its HTML pages, its static files (``/static``) and the card
catalogue (``GET /api/cards?ruleset=anr``).

The pages are static HTML whose ES modules read the game id from the address and talk to the
server's JSON endpoints and game WebSocket (``docs/protocol.md``); nothing here reads a game.

>>> from fastapi import FastAPI
>>> from fastapi.testclient import TestClient
>>> app = FastAPI()
>>> install(app)
>>> client = TestClient(app)
>>> "Netrunner" in client.get("/").text, client.get("/static/css/style.css").status_code
(True, 200)
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import resources
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Query
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from .cards import catalogue

STATIC = Path(str(resources.files("netrunner.web").joinpath("static")))


def _page(name: str) -> FileResponse:
    return FileResponse(STATIC / name, media_type="text/html")


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


def install(app: FastAPI) -> None:
    """Add the web client's pages, its static files and ``/api/cards`` to ``app``."""
    for path, endpoint in PAGES.items():
        app.add_api_route(path, endpoint, methods=["GET"], include_in_schema=False)
    app.add_api_route("/api/cards", cards, methods=["GET"])
    app.mount("/static", StaticFiles(directory=STATIC), name="static")


__all__ = ["install", "PAGES", "STATIC"]

"""The server's FastAPI application: the HTTP endpoints of the lobby and replays, and the game
WebSocket (``docs/protocol.md``).

>>> from fastapi.testclient import TestClient
>>> with TestClient(create_app("sqlite://")) as client:
...     [r["name"] for r in client.get("/api/rulesets").json()]
['anr', 'classic']
"""

from __future__ import annotations

import asyncio
import random
from collections.abc import AsyncIterator
from concurrent.futures import Executor
from contextlib import asynccontextmanager
from typing import Literal

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from ..web import install as install_web_client
from .bots import DEFAULT_BUDGET, BotRunner
from .calls import call
from .connection import Connection, Hub, seats_of
from .db import open_database
from .notify import LocalNotifier, Notifier
from .pgnotify import PostgresNotifier, is_postgresql
from .protocol import (
    RATE_PER_SECOND,
    CreateGame,
    DeckCheck,
    DeckCheckResult,
    ErrorBody,
    GameList,
    GameSummaryModel,
    JoinGame,
    ReplayStep,
    RulesetInfo,
    SeatGranted,
)
from .service import RULESETS, GameService, ServiceError, Summary

#: the HTTP status of each refusal of the service
STATUS = {
    "unknown_game": 404,
    "bad_token": 403,
    "bad_deck": 422,
    "bad_request": 400,
    "seat_taken": 409,
    "not_finished": 409,
}


def join_link(game_id: str) -> str:
    """The page a friend opens to take the free seat (served by the web client)."""
    return f"/join/{game_id}"


def watch_link(game_id: str) -> str:
    """The page a spectator opens to watch the game (served by the web client)."""
    return f"/watch/{game_id}"


def summary_model(s: Summary) -> GameSummaryModel:
    return GameSummaryModel(
        game_id=s.game_id,
        ruleset=s.ruleset,
        status=s.status,  # type: ignore[arg-type]
        created_at=s.created_at,
        updated_at=s.updated_at,
        seq=s.version,
        seats=seats_of(s),  # type: ignore[arg-type]
        winner=s.winner,  # type: ignore[arg-type]
        win_reason=s.win_reason,
        join_link=join_link(s.game_id) if s.status == "waiting" else None,
        watch_link=watch_link(s.game_id),
    )


def create_app(
    database_url: str | None = None,
    *,
    notifier: Notifier | None = None,
    bot_executor: Executor | None = None,
    bot_budget: float = DEFAULT_BUDGET,
    bot_grace: float = 5.0,
    bot_workers: int = 2,
    rate_limit: float = RATE_PER_SECOND,
    game_seeds: random.Random | None = None,
) -> FastAPI:
    """The application on the database at ``database_url`` (default: ``NETRUNNER_DATABASE_URL``
    or SQLite in the user's data folder), migrated now. ``notifier`` carries "game X changed"
    (default: PostgreSQL ``LISTEN``/``NOTIFY`` between every process on a PostgreSQL
    database, else within this process); bot moves run on ``bot_executor`` (default: a pool of
    ``bot_workers`` processes) within ``bot_budget`` seconds a move (plus ``bot_grace`` before
    the heuristic bot's move replaces a late one). A connection may send
    ``rate_limit`` messages a second. Games' seeds come from ``game_seeds`` (default: the
    system's secure random source; tests give a seeded ``random.Random``)."""
    db = open_database(database_url)
    db.start_checkpoints()
    service = GameService(db, seeds=game_seeds)
    if notifier is not None:
        note = notifier
    elif is_postgresql(db.url):
        note = PostgresNotifier(db.engine.url.render_as_string(hide_password=False))
    else:
        note = LocalNotifier()
    bots = BotRunner(
        service, note.publish, bot_executor, budget=bot_budget, grace=bot_grace, workers=bot_workers
    )
    hub = Hub(service, note, bots, rate_limit)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await note.start()
        await bots.resume_all()
        try:
            yield
        finally:
            await bots.close()
            await note.close()
            db.dispose()

    app = FastAPI(title="Netrunner", lifespan=lifespan)
    app.state.hub = hub

    @app.exception_handler(ServiceError)
    async def refused(_: Request, e: ServiceError) -> JSONResponse:
        body = ErrorBody(code=e.code, message=e.message, problems=e.problems)
        return JSONResponse(body.model_dump(), status_code=STATUS.get(e.code, 400))

    @app.exception_handler(RequestValidationError)
    async def invalid(_: Request, e: RequestValidationError) -> JSONResponse:
        problems = [
            f"{'.'.join(str(x) for x in err['loc'][1:]) or 'body'}: {err['msg']}"
            for err in e.errors()
        ]
        body = ErrorBody(code="invalid_request", message="; ".join(problems), problems=problems)
        return JSONResponse(body.model_dump(), status_code=422)

    @app.get("/api/rulesets")
    async def rulesets() -> list[RulesetInfo]:
        return [
            RulesetInfo(
                name=name,
                title=r["title"],
                starters=r["starters"],
                default_decks=r["defaults"],
            )
            for name, r in RULESETS.items()
        ]

    @app.post("/api/decks/validate")
    async def validate(body: DeckCheck) -> DeckCheckResult:
        problems = await asyncio.to_thread(service.check_deck, body.ruleset, body.side, body.deck)
        return DeckCheckResult(ok=not problems, problems=problems)

    @app.post("/api/games", status_code=201)
    async def create(body: CreateGame) -> SeatGranted:
        grant = await call(
            service,
            service.create_game,
            ruleset=body.ruleset,
            side=body.side,
            deck=body.deck,
            opponent=body.opponent,
            bot=body.bot,
            bot_deck=body.bot_deck,
            name=body.name,
        )
        bots.schedule(grant.game_id)
        return SeatGranted(
            game_id=grant.game_id,
            seat=grant.seat,  # type: ignore[arg-type]
            token=grant.token,
            join_link=join_link(grant.game_id) if body.opponent == "friend" else None,
            watch_link=watch_link(grant.game_id),
        )

    @app.get("/api/games")
    async def games() -> GameList:
        found = await call(service, service.list_games)
        return GameList(
            waiting=[summary_model(s) for s in found if s.status == "waiting"],
            active=[summary_model(s) for s in found if s.status == "active"],
        )

    @app.get("/api/games/{game_id}")
    async def game(game_id: str) -> GameSummaryModel:
        return summary_model(await call(service, service.summary, game_id))

    @app.post("/api/games/{game_id}/join")
    async def join(game_id: str, body: JoinGame) -> SeatGranted:
        grant = await call(service, service.join, game_id, deck=body.deck, name=body.name)
        await hub.changed(game_id)
        return SeatGranted(
            game_id=game_id,
            seat=grant.seat,  # type: ignore[arg-type]
            token=grant.token,
            watch_link=watch_link(game_id),
        )

    @app.get("/api/games/{game_id}/replay")
    async def replay(
        game_id: str, side: Literal["corp", "runner", "spectator"], step: int | None = None
    ) -> ReplayStep:
        state, steps = await asyncio.to_thread(service.replay, game_id, side, step)
        s = state.summary
        assert state.view is not None
        return ReplayStep(
            game_id=game_id,
            seat=side,
            step=steps if step is None else step,
            steps=steps,
            view=state.view,
            log=state.log,
            winner=s.winner,  # type: ignore[arg-type]
            win_reason=s.win_reason,
        )

    @app.websocket("/ws/games/{game_id}")
    async def socket(ws: WebSocket, game_id: str) -> None:
        await Connection(ws, hub, game_id).serve()

    install_web_client(app)  # the pages: /, /games, /join, /watch, /replay; /static; /api/cards

    return app


__all__ = ["create_app", "join_link", "watch_link"]

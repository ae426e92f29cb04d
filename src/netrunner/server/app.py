"""The server's FastAPI application: the HTTP endpoints of the lobby and replays, and the game
WebSocket (``docs/protocol.md``).

>>> from fastapi.testclient import TestClient
>>> with TestClient(create_app("sqlite://")) as client:
...     [r["name"] for r in client.get("/api/rulesets").json()]
['anr', 'classic']
"""

from __future__ import annotations

import asyncio
import logging
import random
import time
from collections import deque
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import Executor
from contextlib import asynccontextmanager
from datetime import datetime
from typing import Any, Literal

from fastapi import FastAPI, Request, WebSocket
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException as StarletteHTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from ..web import install as install_web_client
from .bots import DEFAULT_BUDGET, BotRunner
from .calls import call
from .connection import Connection, Hub, Limits, seats_of
from .db import open_database
from .deckinfo import deck_cards
from .notify import LocalNotifier, Notifier
from .pgnotify import PostgresNotifier, is_postgresql
from .protocol import (
    RATE_PER_SECOND,
    CreateGame,
    DeckCard,
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

log = logging.getLogger(__name__)

#: the HTTP status of each refusal of the service
STATUS = {
    "unknown_game": 404,
    "bad_token": 403,
    "bad_deck": 422,
    "bad_request": 400,
    "seat_taken": 409,
    "not_finished": 409,
    "game_cancelled": 409,
    "too_many_games": 429,
}


#: the largest request body the server reads, in bytes (a deck is at most 20,000 characters)
MAX_BODY_BYTES = 64 * 1024

#: the protocol's code for each status the framework answers with (unknown routes, methods...)
_HTTP_CODES = {404: "not_found", 405: "method_not_allowed", 413: "request_too_large"}


class BodyLimit:
    """ASGI middleware: an HTTP request whose body passes ``limit`` bytes is answered 413
    ``request_too_large`` before it is read whole (``Content-Length`` or chunks counted)."""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY_BYTES) -> None:
        self.app = app
        self.limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        declared = dict(scope.get("headers") or []).get(b"content-length")
        if declared is not None and declared.isdigit() and int(declared) > self.limit:
            await self._refuse(send)
            return
        seen = 0
        started = False

        async def counted() -> Message:
            nonlocal seen
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit:
                    raise _TooLarge
            return message

        async def sending(message: Message) -> None:
            nonlocal started
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, sending)
        except _TooLarge:
            if not started:
                await self._refuse(send)

    async def _refuse(self, send: Send) -> None:
        body = ErrorBody(
            code="request_too_large",
            message=f"a request body is at most {self.limit} bytes",
        )
        response = JSONResponse(body.model_dump(), status_code=413)
        await response({"type": "http"}, _no_receive, send)


class _TooLarge(Exception):
    pass


async def _no_receive() -> Message:
    return {"type": "http.disconnect"}


#: how often the server looks for game clocks that ran out (seconds)
CLOCK_POLL = 1.0


class ClockWatch:
    """Declares out of time every side whose game clock ran out, even if nobody sends anything:
    every ``poll`` seconds it asks the database for the active games past their clock's deadline
    (one indexed query), declares each (``GameService.time_out``; when several processes look
    at once, the first write counts) and tells the game's connections everywhere. It looks at
    start too, so a clock that ran out while the server was down is declared at once. A call of
    the service that meets a clock run out (a choice, a state) declares it the same way
    (``GameService.on_time_out``)."""

    def __init__(
        self, service: GameService, publish: Callable[[str], Awaitable[None]], poll: float
    ) -> None:
        self.service = service
        self.publish = publish
        self.poll = poll
        self._task: asyncio.Task[None] | None = None
        self._published: set[asyncio.Task[None]] = set()

    def start(self) -> None:
        loop = asyncio.get_running_loop()

        def timed_out(game_id: str) -> None:  # from the loop's thread or a worker thread
            loop.call_soon_threadsafe(self._tell, game_id)

        self.service.on_time_out = timed_out
        self._task = loop.create_task(self._run())

    def _tell(self, game_id: str) -> None:
        task: asyncio.Task[None] = asyncio.ensure_future(self.publish(game_id))
        self._published.add(task)
        task.add_done_callback(self._published.discard)

    async def _run(self) -> None:
        while True:
            try:
                for game_id in await call(self.service, self.service.expired_clocks):
                    await call(self.service, self.service.time_out, game_id)
            except Exception:
                log.exception("looking for game clocks that ran out failed")
            await asyncio.sleep(self.poll)

    async def close(self) -> None:
        self.service.on_time_out = None
        tasks = [t for t in (self._task, *self._published) if t is not None]
        for t in tasks:
            t.cancel()
        await asyncio.gather(*tasks, return_exceptions=True)


class TooManyGames(ServiceError):
    code = "too_many_games"


class CreationLimit:
    """At most ``per_minute`` games created in any 60 seconds from one client address.

    >>> t = [0.0]
    >>> limit = CreationLimit(2, clock=lambda: t[0])
    >>> limit.admit("a"); limit.admit("a"); limit.admit("b")
    >>> try:
    ...     limit.admit("a")
    ... except TooManyGames as e:
    ...     print(e.code)
    too_many_games
    >>> t[0] = 61.0; limit.admit("a")
    """

    def __init__(self, per_minute: int, clock: Any = time.monotonic) -> None:
        self.per_minute = per_minute
        self.clock = clock
        self.recent: dict[str, deque[float]] = {}

    def admit(self, address: str) -> None:
        now = self.clock()
        times = self.recent.setdefault(address, deque())
        while times and now - times[0] >= 60:
            times.popleft()
        if len(times) >= self.per_minute:
            wait = 60 - (now - times[0])
            raise TooManyGames(
                f"at most {self.per_minute} games a minute from one address: try again in"
                f" {wait:.0f} s"
            )
        times.append(now)
        if len(self.recent) > 10_000:  # forget the quiet addresses
            for a in [a for a, ts in self.recent.items() if not ts or now - ts[-1] >= 60]:
                del self.recent[a]


def join_link(game_id: str) -> str:
    """The page a friend opens to take the free seat (served by the web client)."""
    return f"/join/{game_id}"


def watch_link(game_id: str) -> str:
    """The page a spectator opens to watch the game (served by the web client)."""
    return f"/watch/{game_id}"


def replay_link(game_id: str) -> str:
    """The page that replays a finished game step by step (served by the web client)."""
    return f"/replay/{game_id}"


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
        replay_link=replay_link(s.game_id) if s.status == "over" else None,
        turn=s.turn,
        clock_minutes=s.clock.seconds // 60 if s.clock is not None else None,
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
    limits: Limits | None = None,
    clock: Callable[[], datetime] | None = None,
    clock_poll: float = CLOCK_POLL,
) -> FastAPI:
    """The application on the database at ``database_url`` (default: ``NETRUNNER_DATABASE_URL``
    or SQLite in the user's data folder), migrated now. ``notifier`` carries "game X changed"
    (default: PostgreSQL ``LISTEN``/``NOTIFY`` between every process on a PostgreSQL
    database, else within this process); bot moves run on ``bot_executor`` (default: a pool of
    ``bot_workers`` processes) within ``bot_budget`` seconds a move (plus ``bot_grace`` before
    the heuristic bot's move replaces a late one). A connection may send
    ``rate_limit`` messages a second; ``limits`` bounds what one client may hold (connections,
    the wait for a hello, games created a minute: :class:`.connection.Limits`). Games' seeds come from ``game_seeds`` (default: the
    system's secure random source; tests give a seeded ``random.Random``). Game clocks read
    ``clock`` (default: the system's time in UTC); every ``clock_poll`` seconds the server
    declares out of time each side whose clock ran out (``ClockWatch``)."""
    db = open_database(database_url)
    db.start_checkpoints()
    service = GameService(db, seeds=game_seeds, clock=clock)
    if notifier is not None:
        note = notifier
    elif is_postgresql(db.url):
        note = PostgresNotifier(db.engine.url.render_as_string(hide_password=False))
    else:
        note = LocalNotifier()
    bots = BotRunner(
        service, note.publish, bot_executor, budget=bot_budget, grace=bot_grace, workers=bot_workers
    )
    hub = Hub(service, note, bots, rate_limit, limits or Limits())
    creations = CreationLimit(hub.limits.games_per_minute)
    clocks = ClockWatch(service, note.publish, clock_poll)

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        await note.start()
        await bots.resume_all()
        clocks.start()
        try:
            yield
        finally:
            await clocks.close()
            await bots.close()
            await note.close()
            db.dispose()

    app = FastAPI(title="Netrunner", lifespan=lifespan)
    app.state.hub = hub
    app.add_middleware(BodyLimit)

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

    @app.exception_handler(StarletteHTTPException)
    async def framework(_: Request, e: StarletteHTTPException) -> JSONResponse:
        """The framework's own refusals in the protocol's shape: a body it cannot parse (JSON
        nested too deeply) is an ``invalid_request``; an unknown route or method says so."""
        if e.status_code == 400:  # FastAPI: "There was an error parsing the body"
            message = "the body could not be read as JSON (too deeply nested, or not JSON)"
            body = ErrorBody(code="invalid_request", message=message, problems=[message])
            return JSONResponse(body.model_dump(), status_code=422)
        code = _HTTP_CODES.get(e.status_code, f"http_{e.status_code}")
        body = ErrorBody(code=code, message=str(e.detail))
        return JSONResponse(body.model_dump(), status_code=e.status_code, headers=e.headers)

    @app.get("/api/rulesets")
    async def rulesets() -> list[RulesetInfo]:
        return [
            RulesetInfo(
                name=name,
                title=r["title"],
                starters=r["starters"],
                default_decks=r["defaults"],
                deck_names=r["names"],
            )
            for name, r in RULESETS.items()
        ]

    @app.post("/api/decks/validate")
    async def validate(body: DeckCheck) -> DeckCheckResult:
        problems = await asyncio.to_thread(service.check_deck, body.ruleset, body.side, body.deck)
        cards = await asyncio.to_thread(deck_cards, body.ruleset, body.side, body.deck)
        return DeckCheckResult(
            ok=not problems, problems=problems, cards=[DeckCard(**c) for c in cards]
        )

    @app.post("/api/games", status_code=201)
    async def create(body: CreateGame, request: Request) -> SeatGranted:
        creations.admit(request.client.host if request.client is not None else "?")
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
            clock_minutes=body.clock_minutes,
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
            finished=[summary_model(s) for s in found if s.status == "over"],
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

    async def exists(game_id: str) -> bool:
        return await call(service, service.exists, game_id)

    # the pages: /, /games, /join, /watch, /replay (a "no such game" page for an unknown id);
    # /static; /api/cards
    install_web_client(app, exists=exists)

    return app


__all__ = ["MAX_BODY_BYTES", "create_app", "join_link", "watch_link", "replay_link"]

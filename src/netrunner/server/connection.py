"""One WebSocket connection to a game: the hello, then the seat's messages in and the game's
states out (``docs/protocol.md``, "The game WebSocket").

The service's calls touch the database: they run where :func:`.calls.call` says (on the event
loop on SQLite, in a thread on PostgreSQL).
"""

from __future__ import annotations

import asyncio
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, TypeVar

from fastapi import WebSocket, WebSocketDisconnect
from pydantic import BaseModel

from .bots import BotRunner
from .calls import call
from .notify import Notifier
from .protocol import (
    RATE_PER_SECOND,
    Chat,
    ChatLineModel,
    Choose,
    Concede,
    ErrorMessage,
    Hello,
    Ping,
    Pong,
    ProtocolError,
    SeatModel,
    StateMessage,
    Sync,
    Undo,
    UndoAnswer,
    UndoRequestModel,
    Welcome,
    parse_client_message,
)
from .service import SPECTATOR, BadToken, GameService, ServiceError, Summary, UnknownGame

T = TypeVar("T")

#: close codes: the game does not exist; the token is no seat of it; no hello in time; too
#: many connections (from this address, or to this game)
CLOSE_UNKNOWN_GAME = 4404
CLOSE_BAD_TOKEN = 4401
CLOSE_NO_HELLO = 4408
CLOSE_TOO_MANY = 4429


@dataclass(frozen=True)
class Limits:
    """What one client may hold of the server: seconds to send ``hello`` after connecting,
    connections at once from one address and to one game, games created a minute from one
    address (docs/protocol.md, "Limits")."""

    hello_seconds: float = 10.0
    connections_per_address: int = 32
    connections_per_game: int = 64
    games_per_minute: int = 10


@dataclass
class Hub:
    """What every connection shares: the service, the notifier and the bot runner."""

    service: GameService
    notifier: Notifier
    bots: BotRunner
    #: messages a connection may send a second
    rate_limit: float = RATE_PER_SECOND
    limits: Limits = field(default_factory=Limits)
    #: open connections by client address and by game
    by_address: Counter[str] = field(default_factory=Counter)
    by_game: Counter[str] = field(default_factory=Counter)

    def admit(self, address: str, game_id: str) -> str | None:
        """Count a new connection from ``address`` to ``game_id``, or say why not (a limit)."""
        if self.by_address[address] >= self.limits.connections_per_address:
            return (
                f"at most {self.limits.connections_per_address} connections at once from one"
                " address"
            )
        if self.by_game[game_id] >= self.limits.connections_per_game:
            return f"at most {self.limits.connections_per_game} connections at once to one game"
        self.by_address[address] += 1
        self.by_game[game_id] += 1
        return None

    def leave(self, address: str, game_id: str) -> None:
        for counts, key in ((self.by_address, address), (self.by_game, game_id)):
            counts[key] -= 1
            if counts[key] <= 0:
                del counts[key]

    async def changed(self, game_id: str, summary: Summary | None = None) -> None:
        """A game changed: tell its connections everywhere and let a bot move if it owes one
        (when ``summary``, the game after the change, shows no bot seat, none can)."""
        await self.notifier.publish(game_id)
        if summary is None or any(seat.kind == "bot" for seat in summary.seats.values()):
            self.bots.schedule(game_id)


class RateLimit:
    """A token bucket: ``rate`` messages a second on average, bursts up to ``rate``.

    >>> r = RateLimit(2, clock=lambda: 0.0)
    >>> r.allow(), r.allow(), r.allow()
    (True, True, False)
    """

    def __init__(self, rate: float, clock: Any = time.monotonic) -> None:
        self.rate = rate
        self.clock = clock
        self.tokens = float(rate)
        self.last = clock()

    def allow(self) -> bool:
        t = self.clock()
        self.tokens = min(self.rate, self.tokens + (t - self.last) * self.rate)
        self.last = t
        if self.tokens >= 1:
            self.tokens -= 1
            return True
        return False


def seats_of(summary: Summary) -> dict[str, SeatModel]:
    return {
        side: SeatModel(kind=s.kind, bot=s.bot, name=s.name)  # type: ignore[arg-type]
        for side, s in summary.seats.items()
    }


class Connection:
    """A client connected to one game, as one seat (or a spectator)."""

    def __init__(self, ws: WebSocket, hub: Hub, game_id: str) -> None:
        self.ws = ws
        self.hub = hub
        self.game_id = game_id
        self.seat = SPECTATOR
        self.name: str | None = None
        self.log_sent = 0
        self.chat_after = 0
        #: take-backs made in the game when the last state was sent (one more: send it all)
        self.rewinds = 0
        self._send_lock = asyncio.Lock()
        self.limit = RateLimit(hub.rate_limit)

    async def _call(self, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
        return await call(self.hub.service, fn, *args, **kwargs)

    async def send(self, message: BaseModel) -> None:
        await self.ws.send_text(message.model_dump_json())

    async def error(self, code: str, message: str) -> None:
        async with self._send_lock:
            await self.send(ErrorMessage(code=code, message=message))

    async def send_state(self, *, full: bool) -> None:
        """The game as this seat sees it now: everything (``full``) or what is new."""
        async with self._send_lock:
            svc = self.hub.service
            if full:
                self.log_sent, self.chat_after = 0, 0
            state = await self._call(svc.state, self.game_id, self.seat, self.chat_after)
            if state.undo.rewinds != self.rewinds and not full:
                # a take-back: the log changed before its end, the client starts again
                full = True
                self.log_sent, self.chat_after = 0, 0
                state = await self._call(svc.state, self.game_id, self.seat, 0)
            self.rewinds = state.undo.rewinds
            if len(state.log) < self.log_sent:  # never: the log only grows
                self.log_sent = 0
            chat = state.chat
            s = state.summary
            msg = StateMessage(
                full=full,
                seq=s.version,
                status=s.status,  # type: ignore[arg-type]
                seats=seats_of(s),  # type: ignore[arg-type]
                view=state.view,
                log_start=self.log_sent,
                log=state.log[self.log_sent :],
                chat=[ChatLineModel(**c.__dict__) for c in chat],
                winner=s.winner,  # type: ignore[arg-type]
                win_reason=s.win_reason,
                clock=s.public_clock(svc.now()),  # type: ignore[arg-type]
                can_undo=state.undo.can,
                undo_why_not=state.undo.why_not,
                undo_request=_request(state.undo.request),
                undo_refused=_request(state.undo.refused),
            )
            self.log_sent = len(state.log)
            if chat:
                self.chat_after = chat[-1].id
            await self.send(msg)

    async def serve(self) -> None:
        """Run the connection until the client leaves (or is refused)."""
        await self.ws.accept()
        address = self.ws.client.host if self.ws.client is not None else "?"
        refused = self.hub.admit(address, self.game_id)
        if refused is not None:
            try:
                await self.error("too_many_connections", refused)
                await self.ws.close(code=CLOSE_TOO_MANY, reason="too_many_connections")
            except WebSocketDisconnect:
                pass  # the client left first
            return
        try:
            await self._serve()
        finally:
            self.hub.leave(address, self.game_id)

    async def _serve(self) -> None:
        try:
            try:
                greeted = await asyncio.wait_for(self._greet(), self.hub.limits.hello_seconds)
            except TimeoutError:
                await self.error(
                    "hello_timeout",
                    f"no hello within {self.hub.limits.hello_seconds:g} seconds of connecting",
                )
                await self.ws.close(code=CLOSE_NO_HELLO, reason="hello_timeout")
                return
            if not greeted:
                return
            with self.hub.notifier.subscribe(self.game_id) as changes:
                await self.send_state(full=True)
                self.hub.bots.schedule(self.game_id)
                pump = asyncio.create_task(self._pump(changes))
                try:
                    await self._receive()
                finally:
                    pump.cancel()
                    await asyncio.gather(pump, return_exceptions=True)
        except WebSocketDisconnect:
            return

    async def _pump(self, changes: asyncio.Queue[str]) -> None:
        while True:
            await changes.get()
            await self.send_state(full=False)

    async def _next(self) -> Any:
        """The next well-formed message within the rate limit (errors answered meanwhile)."""
        while True:
            text = await self._frame()
            if not self.limit.allow():
                await self.error(
                    "rate_limited",
                    f"too many messages: at most {self.limit.rate:g} a second; this one was dropped",
                )
                continue
            try:
                return parse_client_message(text)
            except ProtocolError as e:
                await self.error(e.code, e.message)

    async def _frame(self) -> str | bytes:
        """The next frame's data: text, or the bytes of a binary frame (read as UTF-8 JSON
        like text); a closed connection raises ``WebSocketDisconnect``."""
        message = await self.ws.receive()
        if message["type"] == "websocket.disconnect":
            raise WebSocketDisconnect(message.get("code", 1000), message.get("reason"))
        text = message.get("text")
        if text is not None:
            return str(text)
        data = message.get("bytes")
        return bytes(data) if data is not None else b""

    async def _greet(self) -> bool:
        while True:
            msg = await self._next()
            if isinstance(msg, Hello):
                break
            await self.error("expected_hello", 'the first message must be {"type": "hello"}')
        try:
            self.seat = await self._call(self.hub.service.seat_of, self.game_id, msg.token)
        except (UnknownGame, BadToken) as e:
            await self.error(e.code, e.message)
            code = CLOSE_UNKNOWN_GAME if isinstance(e, UnknownGame) else CLOSE_BAD_TOKEN
            await self.ws.close(code=code, reason=e.code)
            return False
        self.name = msg.name
        async with self._send_lock:
            await self.send(Welcome(game_id=self.game_id, seat=self.seat))  # type: ignore[arg-type]
        return True

    async def _receive(self) -> None:
        svc = self.hub.service
        while True:
            msg = await self._next()
            try:
                if isinstance(msg, Choose):
                    after = await self._call(
                        svc.choose, self.game_id, self.seat, seq=msg.seq, option=msg.option
                    )
                    await self.hub.changed(self.game_id, after)
                elif isinstance(msg, Concede):
                    after = await self._call(svc.concede, self.game_id, self.seat)
                    await self.hub.changed(self.game_id, after)
                elif isinstance(msg, Chat):
                    await self._call(svc.chat, self.game_id, self.seat, msg.text, self.name)
                    await self.hub.notifier.publish(self.game_id)
                elif isinstance(msg, Undo):
                    # a take-back replays the game: off the event loop whatever the database
                    after, _ = await asyncio.to_thread(
                        svc.undo, self.game_id, self.seat, seq=msg.seq, decisions=msg.decisions
                    )
                    await self.hub.changed(self.game_id, after)
                elif isinstance(msg, UndoAnswer):
                    after = await asyncio.to_thread(
                        svc.answer_undo, self.game_id, self.seat, accept=msg.accept
                    )
                    await self.hub.changed(self.game_id, after)
                elif isinstance(msg, Sync):
                    await self.send_state(full=True)
                elif isinstance(msg, Ping):
                    async with self._send_lock:
                        await self.send(Pong())
                elif isinstance(msg, Hello):
                    await self.error("unexpected_hello", "this connection already said hello")
            except ServiceError as e:
                await self.error(e.code, e.message)


def _request(req: dict[str, Any] | None) -> UndoRequestModel | None:
    return UndoRequestModel(**req) if req else None


__all__ = [
    "Connection",
    "Hub",
    "Limits",
    "RateLimit",
    "CLOSE_UNKNOWN_GAME",
    "CLOSE_BAD_TOKEN",
    "CLOSE_NO_HELLO",
    "CLOSE_TOO_MANY",
]

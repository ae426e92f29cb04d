"""Changes shared by every server process on one PostgreSQL database: ``LISTEN``/``NOTIFY``.

A change made by this process wakes its own connections at once, and is sent as
``NOTIFY netrunner_games, '<game id>'`` to the other processes, whose listener wakes their
connections of that game; each then reads the game afresh from the database (the service brings
its cached game up to date). The payload is the game id alone: every reader reads the state
anew, so nothing else is needed. Notifications this process sent itself are recognised by the
sending session's backend pid and skipped (its connections were woken already).

The listening connection is watched: when it drops (the database restarted, a network cut) it
is opened again, and every game this process follows is woken once, since notifications sent
meanwhile were lost.

>>> to_conninfo("postgresql+psycopg://me:pw@db.example:5433/netrunner?sslmode=require")
'postgresql://me:pw@db.example:5433/netrunner?sslmode=require'
"""

from __future__ import annotations

import asyncio
import logging

import psycopg
from sqlalchemy.engine import make_url

from .notify import Notifier

log = logging.getLogger(__name__)

#: the channel every server process listens on
CHANNEL = "netrunner_games"
#: seconds between two checks that the listening connection is alive, when all is quiet
HEALTH_CHECK = 10.0
#: seconds to wait before connecting again after a failure (doubled up to the maximum)
RETRY_FIRST, RETRY_MAX = 0.2, 5.0


def to_conninfo(url: str) -> str:
    """The libpq URI of a SQLAlchemy PostgreSQL URL (``postgresql+psycopg://...``)."""
    return make_url(url).set(drivername="postgresql").render_as_string(hide_password=False)


def is_postgresql(url: str) -> bool:
    """Whether a SQLAlchemy URL names a PostgreSQL database."""
    return make_url(url).get_backend_name() == "postgresql"


class PostgresNotifier(Notifier):
    """A :class:`Notifier` spanning every process on the PostgreSQL database at ``url`` (a
    SQLAlchemy URL). ``start`` connects (one connection listens, one publishes); ``close``
    disconnects."""

    def __init__(self, url: str) -> None:
        super().__init__()
        self.conninfo = to_conninfo(url)
        self._listener: asyncio.Task[None] | None = None
        self._pub: psycopg.AsyncConnection | None = None
        self._pub_lock = asyncio.Lock()
        #: the backend pids of this process's publishing sessions (its own notifications)
        self._own_pids: set[int] = set()
        #: set once the listener is listening (again)
        self.listening = asyncio.Event()
        #: how many times the listener (re)connected
        self.connects = 0
        #: the backend pid of the listening session (None before it connects)
        self.listener_pid: int | None = None

    async def start(self) -> None:
        await self._publisher()
        self._listener = asyncio.create_task(self._listen())
        await asyncio.wait_for(self.listening.wait(), timeout=30)

    async def close(self) -> None:
        if self._listener is not None:
            self._listener.cancel()
            await asyncio.gather(self._listener, return_exceptions=True)
        if self._pub is not None:
            await self._pub.close()

    async def _publisher(self) -> psycopg.AsyncConnection:
        if self._pub is None or self._pub.closed:
            self._pub = await psycopg.AsyncConnection.connect(self.conninfo, autocommit=True)
            self._own_pids.add(self._pub.info.backend_pid)
        return self._pub

    async def publish(self, game_id: str) -> None:
        self.deliver(game_id)
        async with self._pub_lock:
            for attempt in range(2):
                try:
                    conn = await self._publisher()
                    await conn.execute("SELECT pg_notify(%s, %s)", (CHANNEL, game_id))
                    return
                except psycopg.OperationalError as e:
                    if self._pub is not None:
                        await self._pub.close()
                    if attempt == 1:
                        log.warning("could not tell the other processes of %s: %s", game_id, e)

    async def _listen(self) -> None:
        delay = RETRY_FIRST
        while True:
            try:
                async with await psycopg.AsyncConnection.connect(
                    self.conninfo, autocommit=True
                ) as conn:
                    await conn.execute(f"LISTEN {CHANNEL}")
                    self.listener_pid = conn.info.backend_pid
                    self.connects += 1
                    if self.connects > 1:  # changes made while deaf: everyone reads afresh
                        for game_id in list(self._subscribers):
                            self.deliver(game_id)
                    self.listening.set()
                    delay = RETRY_FIRST
                    while True:
                        async for n in conn.notifies(timeout=HEALTH_CHECK):
                            if n.pid not in self._own_pids:
                                self.deliver(n.payload)
                        await conn.execute("SELECT 1")  # raises if the connection is gone
            except asyncio.CancelledError:
                raise
            except Exception as e:
                self.listening.clear()
                log.warning("listening for changes failed (%s): connecting again in %g s", e, delay)
                await asyncio.sleep(delay)
                delay = min(RETRY_MAX, delay * 2)


__all__ = ["PostgresNotifier", "CHANNEL", "to_conninfo", "is_postgresql"]

"""Storage: the games and their chat, in any database SQLAlchemy reaches (SQLite by default,
PostgreSQL by URL), with the schema kept by Alembic migrations applied at start.

A game is stored as its decks, seed and choices (and ruleset): ``Game.replay`` rebuilds it.
``version`` is the number of choices (plus one for each take-back); an update is ``WHERE id=:id AND version=:v``, so two
writers never both apply a choice to the same position (optimistic concurrency).

>>> db = open_database("sqlite://")
>>> with db.session() as s:
...     s.add(GameRow(id="g1", ruleset="anr", status="waiting", seed=1))
...     s.commit()
...     s.get(GameRow, "g1").choices
[]
"""

from __future__ import annotations

import logging
import os
import threading
from collections.abc import Iterator
from contextlib import AbstractContextManager, contextmanager, nullcontext
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from alembic import command
from alembic.config import Config
from sqlalchemy import (
    JSON,
    BigInteger,
    DateTime,
    Float,
    ForeignKey,
    Integer,
    String,
    Text,
    create_engine,
    event,
    text,
)
from sqlalchemy.engine import Connection, Engine
from sqlalchemy.orm import DeclarativeBase, Mapped, Session, mapped_column, sessionmaker
from sqlalchemy.pool import StaticPool

#: the environment variable naming the database when ``--database-url`` is not given
DATABASE_URL_ENV = "NETRUNNER_DATABASE_URL"
MIGRATIONS = Path(__file__).resolve().parent / "migrations"


def now() -> datetime:
    """The current time, timezone-aware (UTC)."""
    return datetime.now(UTC)


class Base(DeclarativeBase):
    """The declarative base of the server's tables."""


class GameRow(Base):
    """One game: who sits where, the decks, the seed and the choices made so far."""

    __tablename__ = "games"

    id: Mapped[str] = mapped_column(String(32), primary_key=True)
    ruleset: Mapped[str] = mapped_column(String(32))
    #: ``waiting`` (for a friend to join), ``active`` or ``over``
    status: Mapped[str] = mapped_column(String(16), index=True)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)
    updated_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now, index=True)
    corp_deck: Mapped[str | None] = mapped_column(Text, default=None)
    runner_deck: Mapped[str | None] = mapped_column(Text, default=None)
    seed: Mapped[int] = mapped_column(BigInteger)
    #: the option indices chosen so far, in order
    choices: Mapped[list[int]] = mapped_column(JSON, default=list)
    #: the game's sequence number: the number of choices, plus one for each take-back
    version: Mapped[int] = mapped_column(Integer, default=0)
    #: the side that conceded (applied after replaying the choices), or None
    conceded: Mapped[str | None] = mapped_column(String(8), default=None)
    corp_kind: Mapped[str] = mapped_column(String(8), default="human")
    runner_kind: Mapped[str] = mapped_column(String(8), default="human")
    corp_bot: Mapped[str | None] = mapped_column(String(64), default=None)
    runner_bot: Mapped[str | None] = mapped_column(String(64), default=None)
    #: sha256 (hex) of each seat's secret token: the token itself is never stored
    corp_token_hash: Mapped[str | None] = mapped_column(String(64), default=None)
    runner_token_hash: Mapped[str | None] = mapped_column(String(64), default=None)
    corp_name: Mapped[str | None] = mapped_column(String(64), default=None)
    runner_name: Mapped[str | None] = mapped_column(String(64), default=None)
    winner: Mapped[str | None] = mapped_column(String(8), default=None)
    win_reason: Mapped[str | None] = mapped_column(String(32), default=None)
    #: the turn the game has reached (None for games stored before it was kept)
    turn: Mapped[int | None] = mapped_column(Integer, default=None)
    #: the game clock (``server/clock.py``): each side's seconds at the start (None: no clock),
    #: each side's seconds left as of ``clock_since``, the side whose time runs (None: none
    #: runs) and when it runs out
    clock_seconds: Mapped[int | None] = mapped_column(Integer, default=None)
    corp_time_left: Mapped[float | None] = mapped_column(Float, default=None)
    runner_time_left: Mapped[float | None] = mapped_column(Float, default=None)
    clock_running: Mapped[str | None] = mapped_column(String(8), default=None)
    clock_since: Mapped[datetime | None] = mapped_column(DateTime(timezone=True), default=None)
    clock_deadline: Mapped[datetime | None] = mapped_column(
        DateTime(timezone=True), default=None, index=True
    )
    #: the side whose clock ran out (applied after replaying the choices), or None
    timed_out: Mapped[str | None] = mapped_column(String(8), default=None)
    #: a take-back a player asked the other for (a game between two people): ``{"side",
    #: "decisions", "seq", "refused"}``, void once ``version`` is no longer its ``seq``
    undo_request: Mapped[dict[str, Any] | None] = mapped_column(JSON, default=None)
    #: the log's lines about take-backs, which the replayed log has not: ``[{"log_at": n,
    #: "text": "...", "undo": true}]``, each shown after the first ``log_at`` lines of the game's log
    takebacks: Mapped[list[dict[str, Any]]] = mapped_column(JSON, default=list)


class ChatRow(Base):
    """One chat line of a game: who wrote it (a seat or a spectator), the text, the time."""

    __tablename__ = "chat"

    id: Mapped[int] = mapped_column(Integer, primary_key=True, autoincrement=True)
    game_id: Mapped[str] = mapped_column(ForeignKey("games.id", ondelete="CASCADE"), index=True)
    #: ``corp``, ``runner`` or ``spectator``
    seat: Mapped[str] = mapped_column(String(16))
    name: Mapped[str] = mapped_column(String(64))
    text: Mapped[str] = mapped_column(Text)
    time: Mapped[datetime] = mapped_column(DateTime(timezone=True), default=now)


def default_database_url() -> str:
    """``NETRUNNER_DATABASE_URL`` if set, else SQLite in the user's data folder (created)."""
    url = os.environ.get(DATABASE_URL_ENV)
    if url:
        return url
    from platformdirs import user_data_dir

    folder = Path(user_data_dir("netrunner"))
    folder.mkdir(parents=True, exist_ok=True)
    return f"sqlite:///{folder / 'netrunner.db'}"


log = logging.getLogger(__name__)

#: how often a server moves its SQLite write-ahead log into the database file (seconds)
CHECKPOINT_SECONDS = 1.0


class Database:
    """An engine and its sessions. Build it with :func:`open_database`."""

    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self._sessions = sessionmaker(engine, expire_on_commit=False)
        self._checkpoints: threading.Thread | None = None
        self._stop = threading.Event()
        # SQLite lets one connection write at a time and makes the others wait by sleeping (up
        # to 100 ms a try): this process's writers queue on a lock instead, woken at once
        self._write_lock: AbstractContextManager[Any] = (
            threading.Lock() if engine.dialect.name == "sqlite" else nullcontext()
        )

    @property
    def local(self) -> bool:
        """Is the database a local file (SQLite), whose reads take no network round trip?"""
        return self.engine.dialect.name == "sqlite"

    @property
    def url(self) -> str:
        return self.engine.url.render_as_string(hide_password=True)

    @contextmanager
    def session(self) -> Iterator[Session]:
        """A session, closed at the end of the block (commit explicitly)."""
        with self._sessions() as s:
            yield s

    @contextmanager
    def writing(self, session: Session | Connection) -> Iterator[None]:
        """The block that writes with ``session`` and commits: one at a time on SQLite (see
        ``__init__``); rolled back if it raises."""
        with self._write_lock:
            try:
                yield
            except BaseException:
                session.rollback()
                raise

    def start_checkpoints(self, every: float = CHECKPOINT_SECONDS) -> bool:
        """On a SQLite file, checkpoint the write-ahead log every ``every`` seconds in a thread
        of its own (``PRAGMA wal_checkpoint(PASSIVE)``: it copies what it can without waiting
        for readers or the writer). Otherwise the commit that fills the log to 1,000 pages does
        it, fsync included, and the writes queued behind that commit wait for it (on the event
        loop, where a server on SQLite writes). The automatic checkpoint stays on, as a
        backstop; the log rarely grows that far between two of these. A checkpoint that fails
        is logged and tried again next time. Returns whether it started; :meth:`dispose` stops
        it.

        >>> Database(create_db_engine("sqlite://")).start_checkpoints()  # in memory: no log
        False
        """
        if not self.local or self.engine.url.database in (None, "", ":memory:"):
            return False
        if self._checkpoints is None:
            self._checkpoints = threading.Thread(
                target=self._checkpoint_loop, args=(every,), name="sqlite-checkpoints", daemon=True
            )
            self._checkpoints.start()
        return True

    def _checkpoint_loop(self, every: float) -> None:
        while not self._stop.wait(every):
            try:
                with self.engine.connect() as conn:
                    conn.exec_driver_sql("PRAGMA wal_checkpoint(PASSIVE)")
            except Exception as e:  # a full disk, a locked file: the next one may do better
                log.warning("SQLite checkpoint failed: %s", e)

    def dispose(self) -> None:
        """Stop the checkpoints (if started) and close the engine's connections."""
        self._stop.set()
        if self._checkpoints is not None:
            self._checkpoints.join()
            self._checkpoints = None
        self.engine.dispose()


def _sqlite_pragmas(dbapi_connection: Any, _record: Any) -> None:
    cur = dbapi_connection.cursor()
    cur.execute("PRAGMA foreign_keys=ON")
    cur.execute("PRAGMA busy_timeout=5000")
    # write-ahead logging: readers never wait for the writer; FULL: each commit is fsynced to
    # the log before it returns, so a choice acknowledged survives a power loss or an
    # operating-system crash (bench/README.md, "Durability": it costs 0-0.6 ms a choice)
    cur.execute("PRAGMA journal_mode=WAL")
    cur.execute("PRAGMA synchronous=FULL")
    cur.close()


def create_db_engine(url: str) -> Engine:
    """An engine for ``url``: SQLite gets foreign keys, a busy timeout, write-ahead logging, and for an in-memory
    database one shared connection; other databases (PostgreSQL) their defaults."""
    if url.startswith("sqlite"):
        kwargs: dict[str, Any] = {"connect_args": {"check_same_thread": False}}
        if url in ("sqlite://", "sqlite:///:memory:"):
            kwargs["poolclass"] = StaticPool
        engine = create_engine(url, **kwargs)
        event.listen(engine, "connect", _sqlite_pragmas)
        return engine
    return create_engine(url, pool_pre_ping=True)


def alembic_config(engine: Engine | None = None) -> Config:
    """The Alembic configuration of the package's migrations (``server/migrations``); with
    ``engine``, migrations run on it (``env.py`` reads ``config.attributes["engine"]``)."""
    cfg = Config()
    cfg.set_main_option("script_location", str(MIGRATIONS))
    if engine is not None:
        cfg.attributes["engine"] = engine
    return cfg


#: the PostgreSQL advisory lock that lets one server process at a time apply the migrations
MIGRATION_LOCK = 0x6E65_7472  # "netr"


def migrate(engine: Engine) -> None:
    """Bring the database's schema to the newest migration (``alembic upgrade head``). On
    PostgreSQL, processes starting together take turns (an advisory lock): the first migrates,
    the others find the schema up to date."""
    if engine.dialect.name != "postgresql":
        command.upgrade(alembic_config(engine), "head")
        return
    with engine.connect() as conn:
        conn.execute(text("SELECT pg_advisory_lock(:k)"), {"k": MIGRATION_LOCK})
        try:
            command.upgrade(alembic_config(engine), "head")
        finally:
            conn.execute(text("SELECT pg_advisory_unlock(:k)"), {"k": MIGRATION_LOCK})
            conn.commit()


def open_database(url: str | None = None) -> Database:
    """Connect to ``url`` (default: :func:`default_database_url`) and apply the migrations."""
    engine = create_db_engine(url or default_database_url())
    migrate(engine)
    return Database(engine)


__all__ = [
    "Base",
    "GameRow",
    "ChatRow",
    "Database",
    "open_database",
    "create_db_engine",
    "CHECKPOINT_SECONDS",
    "default_database_url",
    "migrate",
    "DATABASE_URL_ENV",
]

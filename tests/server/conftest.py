"""Fixtures of the server's tests: an app on each database the server supports (SQLite in
``tmp_path``, and a fresh database of a throwaway PostgreSQL server, see ``pg.py``), and
its test client. Tests taking ``db_url`` (or ``client``, ``fast_client``) run once on each."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from netrunner.server.app import create_app

from .pg import INSTALL_HINT, PgServer, find_bindir, postgres_server

DATABASES = ["sqlite", "postgresql"]


@pytest.fixture(scope="session")
def pg_server() -> Iterator[PgServer]:
    """A PostgreSQL server for the whole test session (one per xdist worker)."""
    if find_bindir() is None:
        pytest.fail(INSTALL_HINT, pytrace=False)
    with postgres_server() as server:
        yield server


@pytest.fixture
def pg_url(pg_server: PgServer) -> str:
    """A fresh PostgreSQL database of its own (SQLAlchemy URL)."""
    return pg_server.new_database()


@pytest.fixture
def sqlite_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture(params=DATABASES)
def db_url(request: pytest.FixtureRequest) -> str:
    """A fresh database of each kind in turn."""
    name = "sqlite_url" if request.param == "sqlite" else "pg_url"
    return str(request.getfixturevalue(name))


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(db_url, bot_workers=1, game_seeds=random.Random(7))) as c:
        yield c


@pytest.fixture
def fast_client(db_url: str) -> Iterator[TestClient]:
    """A client whose connections may send as fast as a program does (no human rate limit)."""
    app = create_app(db_url, bot_workers=1, rate_limit=10_000, game_seeds=random.Random(7))
    with TestClient(app) as c:
        yield c

"""Fixtures of the server's tests: an app on SQLite in ``tmp_path``, and its test client."""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from fastapi.testclient import TestClient

from netrunner.server.app import create_app


@pytest.fixture
def db_url(tmp_path: Path) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


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

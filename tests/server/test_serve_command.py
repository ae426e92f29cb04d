"""``netrunner serve``: migrates the database, prints the address to open, runs uvicorn."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import uvicorn
from sqlalchemy import create_engine, inspect
from typer.testing import CliRunner

from netrunner.cli.main import app


def test_serve_migrates_the_database_and_prints_the_address(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    ran: dict[str, Any] = {}
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: ran.update(kw, app=app))
    url = f"sqlite:///{tmp_path / 'served.db'}"
    result = CliRunner().invoke(app, ["serve", "--port", "8123", "--database-url", url])
    assert result.exit_code == 0, result.output
    assert "http://localhost:8123/" in result.output
    assert ran["host"] == "127.0.0.1" and ran["port"] == 8123
    tables = set(inspect(create_engine(url)).get_table_names())
    assert {"games", "chat", "alembic_version"} <= tables


def test_serve_reads_the_database_url_from_the_environment(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(uvicorn, "run", lambda app, **kw: None)
    monkeypatch.setenv("NETRUNNER_DATABASE_URL", f"sqlite:///{tmp_path / 'env.db'}")
    result = CliRunner().invoke(app, ["serve"])
    assert result.exit_code == 0, result.output
    assert (tmp_path / "env.db").exists() and "env.db" in result.output

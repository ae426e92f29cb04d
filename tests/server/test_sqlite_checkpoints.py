"""A server on SQLite moves its write-ahead log into the database file in a thread of its own."""

from __future__ import annotations

import time
from pathlib import Path

from netrunner.server.db import GameRow, open_database


def test_the_write_ahead_log_reaches_the_database_file_without_another_commit(
    tmp_path: Path,
) -> None:
    db = open_database(f"sqlite:///{tmp_path / 'g.db'}")
    try:
        with db.session() as s:
            s.add_all(
                GameRow(id=f"g{i}", ruleset="anr", status="waiting", seed=i) for i in range(50)
            )
            s.commit()  # in the log (far below the 1,000 pages of an automatic checkpoint)
        size = (tmp_path / "g.db").stat().st_size
        assert db.start_checkpoints(every=0.05)
        end = time.monotonic() + 10
        while (tmp_path / "g.db").stat().st_size == size and time.monotonic() < end:
            time.sleep(0.05)
        assert (tmp_path / "g.db").stat().st_size > size  # the rows' pages were copied in
    finally:
        db.dispose()
    assert db._checkpoints is None  # stopped with the database


def test_a_database_in_memory_has_no_checkpoints() -> None:
    db = open_database("sqlite://")
    assert not db.start_checkpoints()
    db.dispose()


def test_every_sqlite_commit_is_fsynced_before_it_returns(tmp_path: Path) -> None:
    """Write-ahead logging with synchronous=FULL: an acknowledged choice survives a power loss
    or an operating-system crash, not only a crash of the server (docs/protocol.md)."""
    db = open_database(f"sqlite:///{tmp_path / 'g.db'}")
    try:
        with db.engine.connect() as conn:
            assert conn.exec_driver_sql("PRAGMA journal_mode").scalar() == "wal"
            assert conn.exec_driver_sql("PRAGMA synchronous").scalar() == 2  # FULL
    finally:
        db.dispose()

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

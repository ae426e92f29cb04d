"""Where a call of the service runs: on the event loop on SQLite, in a thread on PostgreSQL.

The service is synchronous and touches the database. A read or a write of a local SQLite file
takes a fraction of a millisecond (the write-ahead log's checkpoints, the slow part, run in a
thread of their own: ``Database.start_checkpoints``), less than a hop to a thread costs once
threads queue for the interpreter's lock; so on SQLite the loop makes the call itself. A query
to PostgreSQL is a network round trip the loop must not wait for: a thread makes it. Measured in
``bench/README.md`` ("Server load"). Work that is long whatever the database (replaying a whole
game, parsing a decklist) goes to a thread with ``asyncio.to_thread`` directly.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from typing import Any, TypeVar

from .service import GameService

T = TypeVar("T")


async def call(service: GameService, fn: Callable[..., T], *args: Any, **kwargs: Any) -> T:
    """``fn(*args, **kwargs)``, a call of ``service``: in place on SQLite, else in a thread.

    >>> from netrunner.server.db import open_database
    >>> svc = GameService(open_database("sqlite://"))
    >>> asyncio.run(call(svc, svc.list_games))
    []
    """
    if service.db.local:
        return fn(*args, **kwargs)
    return await asyncio.to_thread(fn, *args, **kwargs)


__all__ = ["call"]

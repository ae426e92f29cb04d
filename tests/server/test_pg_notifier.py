"""PostgreSQL's ``LISTEN``/``NOTIFY`` carries "game X changed" between server processes, and
the listener comes back when its connection drops."""

from __future__ import annotations

import asyncio

import psycopg

from netrunner.server.pgnotify import PostgresNotifier, to_conninfo


async def _next(q: asyncio.Queue[str], timeout: float = 5.0) -> str:
    return await asyncio.wait_for(q.get(), timeout)


def test_a_change_published_by_one_process_reaches_the_subscribers_of_another(
    pg_url: str,
) -> None:
    async def run() -> tuple[str, str, bool]:
        one, two = PostgresNotifier(pg_url), PostgresNotifier(pg_url)
        await one.start()
        await two.start()
        try:
            with one.subscribe("g1") as mine, two.subscribe("g1") as theirs:
                await one.publish("g1")
                got_here, got_there = await _next(mine), await _next(theirs)
                await asyncio.sleep(0.2)  # one's own NOTIFY comes back: it is not delivered twice
                return got_here, got_there, mine.empty()
        finally:
            await one.close()
            await two.close()

    assert asyncio.run(run()) == ("g1", "g1", True)


def test_the_listener_reconnects_after_its_connection_is_cut_and_wakes_its_games(
    pg_url: str,
) -> None:
    async def run() -> tuple[str, str, int]:
        one, two = PostgresNotifier(pg_url), PostgresNotifier(pg_url)
        await one.start()
        await two.start()
        try:
            with two.subscribe("g7") as theirs:
                async with await psycopg.AsyncConnection.connect(
                    to_conninfo(pg_url), autocommit=True
                ) as admin:
                    await admin.execute("SELECT pg_terminate_backend(%s)", (two.listener_pid,))
                woken = await _next(theirs)  # changes may have been missed: read afresh
                await asyncio.wait_for(two.listening.wait(), 10)
                await one.publish("g7")
                after = await _next(theirs)
                return woken, after, two.connects
        finally:
            await one.close()
            await two.close()

    woken, after, connects = asyncio.run(run())
    assert (woken, after) == ("g7", "g7")
    assert connects == 2

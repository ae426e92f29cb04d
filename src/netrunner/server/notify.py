""" "Game X changed": the interface every change goes through on its way to the connections of
the game, whoever made it (a seat, a bot, another server process).

:class:`Notifier` is the interface; :class:`LocalNotifier` delivers within one process (asyncio).
The implementation spanning processes (PostgreSQL ``LISTEN``/``NOTIFY``,
:mod:`netrunner.server.pgnotify`) subclasses it: its
``publish`` sends ``NOTIFY``, and a listener task calls ``deliver(game_id)`` for each
notification received, so local subscribers are served the same way.

>>> import asyncio
>>> async def demo():
...     n = LocalNotifier()
...     with n.subscribe("g1") as changes:
...         await n.publish("g1")
...         return await changes.get()
>>> asyncio.run(demo())
'g1'
"""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager


class Notifier:
    """Subscriptions to games' changes. ``subscribe(game_id)`` gives a queue that receives the
    game's id after each change (consecutive changes may be merged: read the state afresh)."""

    def __init__(self) -> None:
        self._subscribers: dict[str, set[asyncio.Queue[str]]] = {}

    async def start(self) -> None:
        """Begin listening (a cross-process notifier connects here)."""

    async def close(self) -> None:
        """Stop listening."""

    async def publish(self, game_id: str) -> None:
        """Tell every subscriber of ``game_id``, in every process, that it changed."""
        raise NotImplementedError

    def deliver(self, game_id: str) -> None:
        """Wake this process's subscribers of ``game_id`` (at most one pending wake-up each)."""
        for q in self._subscribers.get(game_id, ()):
            if q.empty():
                q.put_nowait(game_id)

    @contextmanager
    def subscribe(self, game_id: str) -> Iterator[asyncio.Queue[str]]:
        """A queue of ``game_id``'s changes, for the time of the ``with`` block."""
        q: asyncio.Queue[str] = asyncio.Queue()
        self._subscribers.setdefault(game_id, set()).add(q)
        try:
            yield q
        finally:
            subs = self._subscribers.get(game_id)
            if subs is not None:
                subs.discard(q)
                if not subs:
                    del self._subscribers[game_id]

    def subscribers(self, game_id: str) -> int:
        """How many connections of this process follow ``game_id``."""
        return len(self._subscribers.get(game_id, ()))


class LocalNotifier(Notifier):
    """Changes delivered within this process: enough for one server process."""

    async def publish(self, game_id: str) -> None:
        self.deliver(game_id)


__all__ = ["Notifier", "LocalNotifier"]

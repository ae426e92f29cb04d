"""A bot whose game changes while it is looking at it looks again (no lost wake-up)."""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import ThreadPoolExecutor
from types import SimpleNamespace
from typing import Any

from netrunner.server.bots import BotRunner
from netrunner.server.service import BotJob

JOB = BotJob("g", "anr", "starter:nbn", "starter:criminal", 3, (), "corp", "heuristic")


class SlowReader:
    """A service whose first read of the game (before the human's move: no bot move owed) is
    held until the test lets it go; later reads see the move the bot owes, once."""

    db = SimpleNamespace(local=False)  # as PostgreSQL: the bot's reads run in a thread

    def __init__(self) -> None:
        self.reading = threading.Event()
        self.release = threading.Event()
        self.reads = 0
        self.owed = True
        self.applied: list[tuple[str, int]] = []

    def bot_job(self, game_id: str) -> BotJob | None:
        self.reads += 1
        if self.reads == 1:
            self.reading.set()
            self.release.wait(10)
            return None  # what the game was when this read began
        return JOB if self.owed else None

    def choose(self, game_id: str, side: str, *, seq: int, option: int) -> Any:
        self.applied.append((side, seq))
        self.owed = False


def test_a_move_owed_while_the_bot_was_reading_the_game_is_still_played() -> None:
    async def scenario() -> SlowReader:
        svc = SlowReader()
        published: list[str] = []

        async def publish(game_id: str) -> None:
            published.append(game_id)

        runner = BotRunner(svc, publish, ThreadPoolExecutor(1), budget=5.0)  # type: ignore[arg-type]
        runner.schedule("g")  # a connection opens: the bot looks
        await asyncio.to_thread(svc.reading.wait, 10)
        runner.schedule("g")  # the human moves while it looks: now the bot owes a move
        svc.release.set()
        for _ in range(200):
            if svc.applied:
                break
            await asyncio.sleep(0.05)
        await runner.close()
        assert published == ["g"]
        return svc

    svc = asyncio.run(scenario())
    assert svc.applied == [("corp", 0)]  # the bot's move, for the version it was computed for
    assert svc.reads == 3  # looked again after the move, and found nothing more owed

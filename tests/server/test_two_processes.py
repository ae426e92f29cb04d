"""Two real ``netrunner serve`` processes on one PostgreSQL database serve the same games: a
change made through either reaches the clients connected to both, promptly."""

from __future__ import annotations

import asyncio
import json
import os
import random
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
import websockets

from .pg import PgServer

#: seconds a client waits for the next frame before the test calls the change lost
PROMPT = 30.0  # generous: CI runs the suite on 2 busy cores


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def two_servers(pg_server: PgServer) -> Iterator[tuple[str, str]]:
    """Two ``netrunner serve`` processes on one fresh database, started together (one applies
    the migrations while the other waits for it): their base URLs."""
    url = pg_server.new_database()
    ports = [_free_port(), _free_port()]
    procs = []
    for port in ports:
        procs.append(
            subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "netrunner",
                    "serve",
                    "--port",
                    str(port),
                    "--rate-limit",
                    "1000",
                ],
                env={**os.environ, "NETRUNNER_DATABASE_URL": url},
                stdout=subprocess.DEVNULL,
                stderr=subprocess.PIPE,
                text=True,
            )
        )
    bases = [f"http://127.0.0.1:{port}" for port in ports]
    try:
        end = time.monotonic() + 60
        for proc, base in zip(procs, bases, strict=True):
            while True:
                assert proc.poll() is None, f"the server stopped: {proc.stderr.read()}"  # type: ignore[union-attr]
                try:
                    if httpx.get(f"{base}/api/rulesets", timeout=1).status_code == 200:
                        break
                except httpx.HTTPError:
                    pass
                assert time.monotonic() < end, "the server did not start within 60 s"
                time.sleep(0.1)
        yield bases[0], bases[1]
    finally:
        for proc in procs:
            proc.terminate()
        for proc in procs:
            try:
                proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                proc.kill()


class AsyncSeat:
    """A client's WebSocket connection to a game, following its states."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.state: dict[str, Any] = {}
        self.log: list[str] = []
        self.chat: list[dict[str, Any]] = []
        self.seat = ""

    @classmethod
    async def connect(cls, base: str, game_id: str, token: str | None) -> AsyncSeat:
        ws = await websockets.connect(f"ws{base[4:]}/ws/games/{game_id}")
        seat = cls(ws)
        await ws.send(json.dumps({"type": "hello", "token": token}))
        welcome = await seat.receive()
        assert welcome["type"] == "welcome", welcome
        seat.seat = welcome["seat"]
        await seat.next_state()
        return seat

    async def receive(self) -> dict[str, Any]:
        msg: dict[str, Any] = json.loads(await asyncio.wait_for(self.ws.recv(), PROMPT))
        return msg

    async def next_state(self) -> dict[str, Any]:
        msg = await self.receive()
        assert msg["type"] == "state", msg
        if msg["full"]:
            self.log, self.chat = [], []
        assert msg["log_start"] == len(self.log)
        self.log += msg["log"]
        self.chat += msg["chat"]
        self.state = msg
        return msg

    async def until(self, pred: Any) -> dict[str, Any]:
        while not pred(self.state):
            await self.next_state()
        return self.state

    async def until_seq(self, seq: int) -> dict[str, Any]:
        return await self.until(lambda s: s["seq"] >= seq)

    def decider(self) -> str | None:
        d = self.state["view"]["decision"]
        return None if d is None else str(d["player"])

    async def choose(self, rng: random.Random) -> None:
        options = self.state["view"]["decision"]["options"]
        option = rng.randrange(len(options))
        await self.ws.send(
            json.dumps({"type": "choose", "seq": self.state["seq"], "option": option})
        )


def test_a_game_played_through_two_processes_reaches_every_client_on_both(
    two_servers: tuple[str, str],
) -> None:
    one, two = two_servers

    async def play() -> tuple[AsyncSeat, AsyncSeat, AsyncSeat, int]:
        async with httpx.AsyncClient() as http:
            r = await http.post(
                f"{one}/api/games",
                json={"side": "corp", "deck": "starter:nbn", "opponent": "friend"},
            )
            game_id, corp_token = r.json()["game_id"], r.json()["token"]
            j = await http.post(
                f"{two}/api/games/{game_id}/join", json={"deck": "starter:criminal"}
            )
            runner_token = j.json()["token"]
        corp = await AsyncSeat.connect(one, game_id, corp_token)
        runner = await AsyncSeat.connect(two, game_id, runner_token)
        watcher = await AsyncSeat.connect(two, game_id, None)
        seats = {"corp": corp, "runner": runner}
        rng = random.Random(23)
        seq = corp.state["seq"]
        while not corp.state["view"]["over"] and seq < 400:
            decider = corp.decider()
            assert decider is not None
            await seats[decider].choose(rng)
            seq += 1
            for s in (corp, runner, watcher):
                await s.until_seq(seq)
        await watcher.ws.send(json.dumps({"type": "chat", "text": "well played"}))
        await corp.until(lambda s: bool(corp.chat))
        for s in (corp, runner, watcher):
            await s.ws.close()
        return corp, runner, watcher, seq

    corp, runner, watcher, seq = asyncio.run(play())
    assert (corp.seat, runner.seat, watcher.seat) == ("corp", "runner", "spectator")
    assert corp.state["status"] == "over" or seq == 400, "the game was played to its end"
    assert seq >= 30
    assert corp.state["seq"] == runner.state["seq"] == watcher.state["seq"] == seq
    assert corp.log == runner.log == watcher.log
    assert corp.state["winner"] == watcher.state["winner"]
    assert [(c["seat"], c["text"]) for c in corp.chat] == [("spectator", "well played")]


def test_a_bot_game_created_on_one_process_is_watched_from_the_other(
    two_servers: tuple[str, str],
) -> None:
    one, two = two_servers

    async def play() -> tuple[AsyncSeat, AsyncSeat, int]:
        async with httpx.AsyncClient() as http:
            r = await http.post(
                f"{one}/api/games",
                json={"side": "runner", "deck": "starter:criminal", "opponent": "bot"},
            )
            game_id, token = r.json()["game_id"], r.json()["token"]
        me = await AsyncSeat.connect(one, game_id, token)
        watcher = await AsyncSeat.connect(two, game_id, None)
        rng = random.Random(4)
        mine = 0
        while mine < 25:
            st = await me.until(lambda s: s["view"]["over"] or me.decider() == "runner")
            if st["view"]["over"]:
                break
            await me.choose(rng)
            mine += 1
            await me.until_seq(st["seq"] + 1)
        # every change, the bot's moves on process one included, reaches process two
        await watcher.until_seq(me.state["seq"])
        for s in (me, watcher):
            await s.ws.close()
        return me, watcher, mine

    me, watcher, mine = asyncio.run(play())
    assert mine >= 10
    # the bot may move once more after the Runner's last read: the watcher is at least as far
    assert watcher.state["seq"] >= me.state["seq"] > mine, "the bot moved too"
    assert watcher.log[: len(me.log)] == me.log
    assert watcher.state["seats"]["corp"]["kind"] == "bot"

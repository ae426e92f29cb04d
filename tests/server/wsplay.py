"""Helpers of the server's tests: creating games over HTTP, and a seat's WebSocket connection
that keeps the game as its frames describe it."""

from __future__ import annotations

import json
import time
from typing import Any

from fastapi.testclient import TestClient


def friend_game(
    client: TestClient,
    corp: str = "starter:jinteki",
    runner: str = "starter:shaper",
    ruleset: str = "anr",
) -> tuple[str, str, str]:
    """A game between two people: (game id, Corp token, Runner token)."""
    r = client.post(
        "/api/games",
        json={"ruleset": ruleset, "side": "corp", "deck": corp, "opponent": "friend"},
    )
    assert r.status_code == 201, r.text
    game_id, corp_token = r.json()["game_id"], r.json()["token"]
    j = client.post(f"/api/games/{game_id}/join", json={"deck": runner})
    assert j.status_code == 200, j.text
    return game_id, corp_token, j.json()["token"]


def seq_of(client: TestClient, game_id: str) -> int:
    """The game's version, as anyone reads it over HTTP."""
    return int(client.get(f"/api/games/{game_id}").json()["seq"])


def wait_for_seq(client: TestClient, game_id: str, seq: int, timeout: float = 30.0) -> None:
    """Wait until the game's version reaches ``seq`` (a bot moving in the background)."""
    end = time.monotonic() + timeout
    while seq_of(client, game_id) < seq:
        assert time.monotonic() < end, f"the game did not reach seq {seq} in {timeout} s"
        time.sleep(0.02)


class Seat:
    """One connection to a game: sends the hello, then follows the game's states, checking
    that each incremental log starts where the last one ended. ``frames`` keeps every message
    received."""

    def __init__(self, ws: Any, token: str | None, name: str | None = None) -> None:
        self.ws = ws
        self.frames: list[dict[str, Any]] = []
        self.log: list[str] = []
        self.chat: list[dict[str, Any]] = []
        ws.send_json({"type": "hello", "token": token, "name": name})
        welcome = self.receive()
        assert welcome["type"] == "welcome", welcome
        self.seat: str = welcome["seat"]
        self.state = self.next_state()

    def receive(self) -> dict[str, Any]:
        msg: dict[str, Any] = json.loads(self.ws.receive_text())
        self.frames.append(msg)
        return msg

    def next_state(self) -> dict[str, Any]:
        msg = self.receive()
        assert msg["type"] == "state", msg
        return self._follow(msg)

    def _follow(self, msg: dict[str, Any]) -> dict[str, Any]:
        if msg["full"]:
            self.log, self.chat = [], []
        assert msg["log_start"] == len(self.log), (msg["log_start"], len(self.log))
        self.log += msg["log"]
        self.chat += msg["chat"]
        self.state = msg
        return msg

    def until_seq(self, seq: int) -> dict[str, Any]:
        """Read states until one is at version ``seq`` or later."""
        while self.state["seq"] < seq:
            self.next_state()
        return self.state

    def until(self, pred: Any) -> dict[str, Any]:
        while not pred(self.state):
            self.next_state()
        return self.state

    @property
    def view(self) -> dict[str, Any]:
        return self.state["view"]

    def options(self) -> list[dict[str, Any]]:
        d = self.view["decision"]
        return d["options"] if d and "options" in d else []

    def choose(self, option: int, seq: int | None = None) -> None:
        s = self.state["seq"] if seq is None else seq
        self.ws.send_json({"type": "choose", "seq": s, "option": option})

    def expect_error(self, code: str) -> dict[str, Any]:
        msg = self.receive()
        assert msg["type"] == "error" and msg["code"] == code, msg
        assert msg["message"]
        return msg

    def error_after_states(self, code: str) -> dict[str, Any]:
        """The next error, following the states that come before it."""
        while (msg := self.receive())["type"] == "state":
            self._follow(msg)
        assert msg["type"] == "error" and msg["code"] == code, msg
        assert msg["message"]
        return msg

    def still_works(self) -> None:
        """The connection answers a ping after an error."""
        self.ws.send_json({"type": "ping"})
        assert self.receive()["type"] == "pong"

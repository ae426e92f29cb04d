"""Reaching a position of a game on the real server without a bot: a friend game whose two seats
the test holds, both seats' decisions answered from Python over the WebSocket (``Table``) by a
simple policy (``Policy``) until the position wanted; then a browser page opens on it as one
seat. The policy reads only the view and the options' structured fields, as any client does."""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import ExitStack
from typing import Any

import httpx
from playwright.sync_api import Page
from websockets.sync.client import connect

from netrunner.web.cards import catalogue

View = dict[str, Any]


def card_type(ruleset: str, title: str | None) -> str | None:
    """The printed type of ``title`` ("ice", "program"...), or None."""
    for c in catalogue(ruleset):
        if c["title"] == title:
            return str(c["type"])
    return None


def subroutine_count(ruleset: str, title: str | None) -> int:
    """How many subroutines the ice ``title`` prints."""
    from netrunner.engine.ruleset import get_ruleset

    return len(get_ruleset(ruleset).pool.definition(title).subroutines) if title else 0


class Policy:
    """Decides for a seat by the options' kinds: the Corp installs ice (once per server, on the
    centrals first, ``ice_per_server`` pieces at most, of ``min_subroutines`` or more) and rezzes it when approached; the Runner installs programs, takes credits
    until it has ``rich`` of them and then runs on a server with ice, boosting and breaking
    what it can. Everything else: the first option that is not a mulligan."""

    def __init__(
        self,
        ruleset: str = "anr",
        rich: int = 8,
        ice_per_server: int = 1,
        min_subroutines: int = 1,
    ) -> None:
        self.ruleset = ruleset
        self.min_subroutines = min_subroutines
        self.rich = rich
        self.ice_per_server = ice_per_server

    def pick(self, view: View, seat: str) -> int:
        d = view["decision"]
        opts: list[dict[str, Any]] = d["options"]

        def first(pred: Callable[[dict[str, Any]], bool]) -> int | None:
            return next((i for i, o in enumerate(opts) if pred(o)), None)

        choice: int | None = None
        if seat == "corp":
            servers = view["corp"]["servers"]
            choice = first(
                lambda o: (
                    o["kind"] == "install"
                    and card_type(self.ruleset, o["card"]) == "ice"
                    and subroutine_count(self.ruleset, o["card"]) >= self.min_subroutines
                    and o["server"] in servers
                    and len(servers[o["server"]]["ice"]) < self.ice_per_server
                    and o["cost"]["credits"] <= view["corp"]["credits"] - 2
                )
            )
            if choice is None:
                choice = first(lambda o: o["kind"] == "rez" and d["kind"] == "rez")
            if choice is None and d["kind"] == "action":
                choice = first(lambda o: o["kind"] == "credit")
        else:
            me = view["runner"]
            choice = first(lambda o: o["kind"] == "break")
            if choice is None and d["kind"] == "encounter":
                choice = first(lambda o: o["kind"] == "boost" and o["cost"]["credits"] <= 2)
            if choice is None and d["kind"] == "action":
                choice = first(
                    lambda o: (
                        o["kind"] == "install"
                        and card_type(self.ruleset, o["card"]) == "program"
                        and o["cost"]["credits"] <= me["credits"] - 2
                    )
                )
                if choice is None and me["credits"] >= self.rich:
                    iced = [n for n, s in view["corp"]["servers"].items() if s["ice"]]
                    choice = first(lambda o: o["kind"] == "run" and o["server"] in iced)
                if choice is None:
                    choice = first(lambda o: o["kind"] == "credit")
            if choice is None and d["kind"] == "jack_out":
                choice = first(lambda o: o["kind"] == "jack_out")
        if choice is None:
            choice = first(lambda o: o["kind"] not in ("mulligan",)) or 0
        return choice


class Table:
    """A friend game on the server at ``base_url`` with both seats held here."""

    def __init__(
        self,
        base_url: str,
        corp: str = "starter:weyland-consortium",
        runner: str = "starter:anarch",
        ruleset: str = "anr",
    ) -> None:
        self.base_url = base_url
        self.ruleset = ruleset
        with httpx.Client(base_url=base_url) as http:
            r = http.post(
                "/api/games",
                json={"ruleset": ruleset, "side": "corp", "deck": corp, "opponent": "friend"},
            )
            r.raise_for_status()
            self.game_id: str = r.json()["game_id"]
            j = http.post(f"/api/games/{self.game_id}/join", json={"deck": runner})
            j.raise_for_status()
        self.tokens = {"corp": r.json()["token"], "runner": j.json()["token"]}
        ws_url = base_url.replace("http://", "ws://") + f"/ws/games/{self.game_id}"
        self.stack = ExitStack()
        self.ws = {side: self.stack.enter_context(connect(ws_url)) for side in ("corp", "runner")}
        self.states: dict[str, dict[str, Any]] = {}
        for side, ws in self.ws.items():
            ws.send(json.dumps({"type": "hello", "token": self.tokens[side]}))
            self._read(side)

    def _read(self, side: str) -> dict[str, Any]:
        """Read messages of ``side`` until a state (skipping the welcome and chat)."""
        while True:
            msg = json.loads(self.ws[side].recv(timeout=30))
            if msg["type"] == "state":
                self.states[side] = msg
                return msg
            if msg["type"] == "error":
                raise AssertionError(msg)

    def view(self, side: str) -> View:
        view: View = self.states[side]["view"]
        return view

    def decider(self) -> str | None:
        d = self.view("corp")["decision"]
        return None if d is None or self.view("corp")["over"] else str(d["player"])

    def choose(self, side: str, index: int) -> None:
        seq = self.states[side]["seq"]
        self.ws[side].send(json.dumps({"type": "choose", "seq": seq, "option": index}))
        self._read(side)
        other = "runner" if side == "corp" else "corp"
        while self.states[other]["seq"] < self.states[side]["seq"]:
            self._read(other)

    def follow(self) -> None:
        """Read both seats' states up to the game's latest (after a move made elsewhere: a
        browser page holding a seat)."""
        with httpx.Client(base_url=self.base_url) as http:
            latest = int(http.get(f"/api/games/{self.game_id}").json()["seq"])
        for side in self.ws:
            while self.states[side]["seq"] < latest:
                self._read(side)

    def concede(self, side: str) -> None:
        """``side`` concedes: the game is over."""
        self.ws[side].send(json.dumps({"type": "concede"}))
        self._read(side)
        other = "runner" if side == "corp" else "corp"
        while self.states[other]["seq"] < self.states[side]["seq"]:
            self._read(other)

    def play_until(
        self, done: Callable[[Table], bool], policy: Policy | None = None, limit: int = 600
    ) -> None:
        """Answer both seats' decisions by ``policy`` until ``done(self)``."""
        policy = policy or Policy(self.ruleset)
        for _ in range(limit):
            if done(self):
                return
            side = self.decider()
            assert side is not None, "the game ended before the position was reached"
            self.choose(side, policy.pick(self.view(side), side))
        raise AssertionError(f"the position was not reached in {limit} decisions")

    def open(self, page: Page, side: str) -> None:
        """Open the game page on ``page`` as ``side`` (its seat kept in the browser)."""
        page.goto("/")
        key = f"netrunner.seat.{self.game_id}"
        value = json.dumps({"seat": side, "token": self.tokens[side]})
        page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, value])
        page.goto(f"/games/{self.game_id}")
        page.wait_for_selector(f"body[data-seq='{self.states[side]['seq']}']")

    def close(self) -> None:
        self.stack.close()


def encountering(table: Table, subroutines: int = 1) -> bool:
    """The Runner encounters rezzed ice of ``subroutines`` subroutines or more and may break a
    subroutine of it."""
    v = table.view("runner")
    d = v["decision"]
    return bool(
        v["run"]
        and v["run"]["phase"] == "encounter"
        and len(v["run"]["subroutines"]) >= subroutines
        and d
        and d["player"] == "runner"
        and any(o["kind"] == "break" for o in d.get("options", []))
    )

"""Nothing a seat may not see reaches it: every frame each seat and a spectator receive over
whole games is checked against that seat's ``view`` at that moment: the frame's view is that
view, its log lines the public log's, and nothing else in it (chat aside) names a card title that
neither the view shows nor the public log has named."""

from __future__ import annotations

import json
import random

import pytest
from fastapi.testclient import TestClient

import netrunner

from .wsplay import Seat, friend_game

GAMES = [
    ("anr", "starter:jinteki", "starter:anarch"),
    ("classic", "starter:classic-corp", "starter:classic-runner"),
]


@pytest.fixture
def db_url(sqlite_url: str) -> str:
    """SQLite only: what a frame shows is decided by ``view``, whatever the database (the other
    server tests run on PostgreSQL too)."""
    return sqlite_url


def _named(title: str, text: str) -> bool:
    return json.dumps(title)[1:-1] in text


@pytest.mark.parametrize("ruleset,corp,runner", GAMES)
def test_no_frame_names_a_card_its_seat_may_not_see(
    fast_client: TestClient, ruleset: str, corp: str, runner: str
) -> None:
    client = fast_client
    game_id, corp_token, runner_token = friend_game(client, corp, runner, ruleset)
    rng = random.Random(5)
    url = f"/ws/games/{game_id}"
    with (
        client.websocket_connect(url) as cws,
        client.websocket_connect(url) as rws,
        client.websocket_connect(url) as sws,
    ):
        seats = {"corp": Seat(cws, corp_token), "runner": Seat(rws, runner_token)}
        watcher = Seat(sws, None)
        seq = seats["corp"].state["seq"]
        while not seats["corp"].view["over"] and seq < 2000:
            decider = seats["corp"].view["decision"]["player"]
            seats[decider].choose(rng.randrange(len(seats[decider].options())))
            seq += 1
            if seq % 25 == 0:
                seats["runner"].ws.send_json({"type": "chat", "text": "Hedge Fund? Snare!"})
            for s in (*seats.values(), watcher):
                s.until_seq(seq)
    assert seats["corp"].view["over"], "the game was played to its end"
    service = client.app.state.hub.service  # type: ignore[attr-defined]
    with service.db.session() as s:
        from netrunner.server.db import GameRow

        row = s.get(GameRow, game_id)
        spec = (row.corp_deck, row.runner_deck, row.seed, list(row.choices))
    checked = 0
    for seat in (*seats.values(), watcher):
        game = netrunner.Game.new(spec[0], spec[1], seed=spec[2], ruleset=ruleset)
        every_title = {c.title for c in game.cards.values()}
        done = 0
        for frame in seat.frames:
            if frame["type"] != "state":
                continue
            while done < frame["seq"]:
                game.choose(spec[3][done])
                done += 1
            view = game.view(seat.seat)
            assert frame["view"] == json.loads(json.dumps(view)), f"{seat.seat} at {done}"
            assert frame["log"] == game.log[frame["log_start"] :]
            # the frame apart from chat (which players write) names only what the view or the
            # public log so far names
            sent = json.dumps({k: v for k, v in frame.items() if k != "chat"})
            allowed = json.dumps(view) + json.dumps(game.log)
            named = {t for t in every_title if _named(t, sent) and not _named(t, allowed)}
            assert not named, f"the {seat.seat} was sent {named} at seq {done}"
            checked += 1
    # every seat got a frame for every choice of the whole game (and one at the start)
    assert checked >= 3 * (len(spec[3]) + 1) and len(spec[3]) > 50

"""Two people play a whole game to its end over WebSockets, a spectator watching."""

from __future__ import annotations

import random
import time

from fastapi.testclient import TestClient

from .wsplay import Seat, friend_game, seq_of


def test_two_websocket_clients_play_a_whole_game_to_the_end(fast_client: TestClient) -> None:
    client = fast_client
    game_id, corp_token, runner_token = friend_game(client, "starter:nbn", "starter:criminal")
    rng = random.Random(11)
    url = f"/ws/games/{game_id}"
    with (
        client.websocket_connect(url) as cws,
        client.websocket_connect(url) as rws,
        client.websocket_connect(url) as sws,
    ):
        seats = {"corp": Seat(cws, corp_token), "runner": Seat(rws, runner_token)}
        watcher = Seat(sws, None)
        assert (seats["corp"].seat, seats["runner"].seat, watcher.seat) == (
            "corp",
            "runner",
            "spectator",
        )
        seq = seats["corp"].state["seq"]
        start = time.monotonic()
        while not seats["corp"].view["over"]:
            decider = seats["corp"].view["decision"]["player"]
            options = seats[decider].options()
            assert options, "the deciding seat sees its options"
            seats[decider].choose(rng.randrange(len(options)))
            seq += 1
            for s in (*seats.values(), watcher):
                s.until_seq(seq)
        elapsed = time.monotonic() - start
        final = seats["corp"].state
        assert final["status"] == "over" and final["winner"] in ("corp", "runner")
        assert seats["runner"].log == seats["corp"].log == watcher.log
        assert watcher.state["winner"] == final["winner"]
    assert seq_of(client, game_id) == seq
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["status"] == "over" and summary["winner"] == final["winner"]
    print(f"{seq} choices in {elapsed:.2f} s")


def test_chat_reaches_every_connection_of_the_game_with_who_wrote_it(client: TestClient) -> None:
    game_id, corp_token, runner_token = friend_game(client)
    url = f"/ws/games/{game_id}"
    with client.websocket_connect(url) as cws, client.websocket_connect(url) as sws:
        corp = Seat(cws, corp_token)
        watcher = Seat(sws, None, name="Kim")
        assert watcher.seat == "spectator"
        sws.send_json({"type": "chat", "text": "nice ice"})
        corp.until(lambda s: bool(corp.chat))
        cws.send_json({"type": "chat", "text": "thanks"})
        watcher.until(lambda s: len(watcher.chat) == 2)
        assert [(c["seat"], c["name"], c["text"]) for c in watcher.chat] == [
            ("spectator", "Kim", "nice ice"),
            ("corp", "Corp", "thanks"),
        ]
        cws.send_json({"type": "sync"})
        full = corp.until(lambda s: s["full"] and len(s["chat"]) == 2)
        assert full["seq"] == 0
    assert seq_of(client, game_id) == 0

"""Games outlive the server process; bots answer humans from worker processes."""

from __future__ import annotations

import random

from fastapi.testclient import TestClient

from netrunner.server.app import create_app

from .wsplay import Seat, friend_game, wait_for_seq


def test_a_new_server_on_the_same_database_resumes_the_game_and_clients_resync(
    db_url: str,
) -> None:
    rng = random.Random(3)
    with TestClient(create_app(db_url, rate_limit=1000, game_seeds=random.Random(1))) as client:
        game_id, corp_token, runner_token = friend_game(client)
        url = f"/ws/games/{game_id}"
        with client.websocket_connect(url) as cws, client.websocket_connect(url) as rws:
            seats = {"corp": Seat(cws, corp_token), "runner": Seat(rws, runner_token)}
            seq = seats["corp"].state["seq"]
            for _ in range(30):
                decider = seats["corp"].view["decision"]["player"]
                seats[decider].choose(rng.randrange(len(seats[decider].options())))
                seq += 1
                for s in seats.values():
                    s.until_seq(seq)
            before = {side: s.state for side, s in seats.items()}
            logs = {side: s.log for side, s in seats.items()}
    # the server stops; a new one starts on the same database file
    with TestClient(create_app(db_url, rate_limit=1000)) as client:
        url = f"/ws/games/{game_id}"
        with client.websocket_connect(url) as cws, client.websocket_connect(url) as rws:
            seats = {"corp": Seat(cws, corp_token), "runner": Seat(rws, runner_token)}
            for side, s in seats.items():
                assert s.state["full"] and s.state["seq"] == seq
                assert s.view == before[side]["view"]
                assert s.log == logs[side]
            decider = seats["corp"].view["decision"]["player"]
            seats[decider].choose(0)
            assert seats["runner"].until_seq(seq + 1)["seq"] == seq + 1
            seats["corp"].ws.send_json({"type": "sync"})
            assert seats["corp"].until_seq(seq + 1)["seq"] == seq + 1


def test_the_heuristic_bot_answers_the_humans_moves(client: TestClient) -> None:
    r = client.post(
        "/api/games",
        json={"side": "runner", "deck": "starter:criminal", "opponent": "bot", "bot": "heuristic"},
    )
    assert r.status_code == 201, r.text
    game_id, token = r.json()["game_id"], r.json()["token"]
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["seats"]["corp"] == {"kind": "bot", "bot": "heuristic", "name": "heuristic bot"}
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        me = Seat(ws, token)
        bot_moves = 0
        for _ in range(40):
            wait_for_seq(client, game_id, me.state["seq"])  # nothing outruns the database
            st = me.until(
                lambda s: s["view"]["over"] or s["view"]["decision"]["player"] == "runner"
            )
            if st["view"]["over"]:
                break
            seq = st["seq"]
            me.choose(0 if len(me.options()) == 1 else 1 % len(me.options()))
            st = me.until_seq(seq + 1)
            if st["view"]["decision"] and st["view"]["decision"]["player"] == "corp":
                wait_for_seq(client, game_id, seq + 2)  # the bot moves on its own
                assert me.until_seq(seq + 2)["seq"] >= seq + 2
                bot_moves += 1
                if bot_moves >= 3:
                    break
        assert bot_moves >= 3

"""Input an attacker would send, each answered as docs/protocol.md says: binary frames, deeply
nested JSON over the WebSocket and over HTTP, unknown routes and methods, a game conceded while it
waits for a friend (cancelled, never half-ended), and decks too large for the server."""

from __future__ import annotations

import contextlib
import json
import random
import threading
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from netrunner.server.app import create_app
from netrunner.server.connection import CLOSE_NO_HELLO, CLOSE_TOO_MANY, Limits
from netrunner.server.service import MAX_DECK_CARDS

from .wsplay import Seat, friend_game, seq_of

NESTED = "[" * 1000 + "]" * 1000  # 2 KB, under the message size limit


def _table(client: TestClient) -> tuple[str, str]:
    game_id, corp_token, _ = friend_game(client)
    return game_id, corp_token


# ---------------------------------------------------------------------- the WebSocket


def test_a_binary_frame_is_read_as_utf8_json_and_answered(client: TestClient) -> None:
    game_id, token = _table(client)
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        seat = Seat(ws, token)
        ws.send_bytes(b'{"type": "ping"}')
        assert seat.receive() == {"type": "pong"}
        ws.send_bytes(b"\xff\xfe not text")
        seat.expect_error("bad_json")
        seat.still_works()


def test_deeply_nested_json_is_refused_before_and_after_hello(client: TestClient) -> None:
    game_id, token = _table(client)
    before = seq_of(client, game_id)
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_text(NESTED)  # before the hello
        err = json.loads(ws.receive_text())
        assert err["type"] == "error" and err["code"] == "invalid_message", err
        assert "deep" in err["message"]
        seat = Seat(ws, token)  # the connection still takes the hello
        ws.send_text('{"type": "chat", "text": ' + NESTED + "}")
        seat.expect_error("invalid_message")
        seat.still_works()
    assert seq_of(client, game_id) == before


# ---------------------------------------------------------------------- a waiting game conceded


def test_conceding_a_game_that_waits_for_a_friend_cancels_it(client: TestClient) -> None:
    r = client.post(
        "/api/games", json={"side": "corp", "deck": "starter:nbn", "opponent": "friend"}
    )
    game_id, token = r.json()["game_id"], r.json()["token"]
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        creator = Seat(ws, token)
        assert creator.state["status"] == "waiting"
        ws.send_json({"type": "concede"})
        st = creator.next_state()
        assert st["status"] == "cancelled" and st["view"] is None
        assert st["winner"] is None and st["win_reason"] is None
        ws.send_json({"type": "sync"})
        assert creator.next_state()["status"] == "cancelled"
        ws.send_json({"type": "concede"})
        creator.expect_error("game_cancelled")
        ws.send_json({"type": "choose", "seq": 0, "option": 0})
        creator.expect_error("game_cancelled")
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:  # a spectator is welcome
        watcher = Seat(ws, None)
        assert watcher.state["status"] == "cancelled"
        watcher.still_works()
    summary = client.get(f"/api/games/{game_id}").json()
    assert summary["status"] == "cancelled" and summary["join_link"] is None
    assert game_id not in [g["game_id"] for g in client.get("/api/games").json()["waiting"]]
    join = client.post(f"/api/games/{game_id}/join", json={"deck": "starter:shaper"})
    assert join.status_code == 409 and join.json()["code"] == "game_cancelled"
    replay = client.get(f"/api/games/{game_id}/replay?side=spectator")
    assert replay.status_code == 409 and replay.json()["code"] == "game_cancelled"


# ---------------------------------------------------------------------- HTTP


def test_deeply_nested_json_bodies_get_the_documented_invalid_request(client: TestClient) -> None:
    body = '{"deck": ' + "[" * 5000 + "]" * 5000 + "}"
    for path in ("/api/games", "/api/games/abc/join", "/api/decks/validate"):
        r = client.post(path, content=body, headers={"content-type": "application/json"})
        assert r.status_code == 422, (path, r.text)
        assert r.json()["code"] == "invalid_request" and r.json()["message"], path


def test_unknown_routes_and_wrong_methods_answer_in_the_protocols_shape(
    client: TestClient,
) -> None:
    r = client.get("/api/nothing-here")
    assert r.status_code == 404 and r.json()["code"] == "not_found" and r.json()["message"]
    r = client.delete("/api/games")
    assert r.status_code == 405 and r.json()["code"] == "method_not_allowed"
    assert set(r.json()) == {"code", "message", "problems"}


def test_a_request_body_over_the_limit_is_refused(client: TestClient) -> None:
    from netrunner.server.app import MAX_BODY_BYTES

    body = json.dumps({"side": "corp", "deck": "x" * (MAX_BODY_BYTES + 1), "opponent": "bot"})
    r = client.post("/api/games", content=body, headers={"content-type": "application/json"})
    assert r.status_code == 413 and r.json()["code"] == "request_too_large"


# ---------------------------------------------------------------------- decks too large


def test_a_deck_over_the_servers_largest_is_refused_with_a_clear_error(client: TestClient) -> None:
    huge = "9999 Hostile Takeover\n" * 100  # a legal 1996 Corp deck of 999,900 cards
    r = client.post(
        "/api/games",
        json={"ruleset": "classic", "side": "corp", "deck": huge, "opponent": "bot"},
    )
    assert r.status_code == 422 and r.json()["code"] == "bad_deck"
    [problem] = r.json()["problems"]
    assert f"at most {MAX_DECK_CARDS} cards" in problem and "server" in problem
    check = client.post(
        "/api/decks/validate", json={"ruleset": "classic", "side": "corp", "deck": huge}
    )
    assert check.json()["ok"] is False and check.json()["problems"] == [problem]


# ---------------------------------------------------------------------- limits


@pytest.fixture
def tight(sqlite_url: str) -> Iterator[TestClient]:
    """An app with small limits, to reach them."""
    limits = Limits(
        hello_seconds=0.3, connections_per_address=3, connections_per_game=2, games_per_minute=3
    )
    app = create_app(sqlite_url, bot_workers=1, game_seeds=random.Random(7), limits=limits)
    with TestClient(app) as c:
        yield c


def test_a_connection_that_never_says_hello_is_closed_after_the_wait(tight: TestClient) -> None:
    game_id, _ = _table(tight)
    with tight.websocket_connect(f"/ws/games/{game_id}") as ws:
        err = json.loads(ws.receive_text())  # nothing sent: the server gives up
        assert err["code"] == "hello_timeout" and "0.3 seconds" in err["message"]
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_text()
        assert closed.value.code == CLOSE_NO_HELLO


def test_connections_to_one_game_are_capped_with_a_clear_close_code(tight: TestClient) -> None:
    game_id, token = _table(tight)
    url = f"/ws/games/{game_id}"
    with contextlib.ExitStack() as open_sockets:
        for tok in (token, None):  # (each says hello as it connects: see the test below)
            Seat(open_sockets.enter_context(tight.websocket_connect(url)), tok)
        with tight.websocket_connect(url) as c:
            err = json.loads(c.receive_text())
            assert err["code"] == "too_many_connections" and "one game" in err["message"]
            with pytest.raises(WebSocketDisconnect) as closed:
                c.receive_text()
            assert closed.value.code == CLOSE_TOO_MANY
    with tight.websocket_connect(url) as again:  # the others left: room again
        Seat(again, None).still_works()


def test_connections_from_one_address_are_capped(tight: TestClient) -> None:
    games = [_table(tight)[0] for _ in range(2)]
    urls = [f"/ws/games/{g}" for g in (*games, games[0])]
    with contextlib.ExitStack() as open_sockets:
        # each says hello as it connects (the server closes one silent for 0.3 s: three
        # connections opened first and greeted after could take longer on a loaded machine)
        for url in urls:
            Seat(open_sockets.enter_context(tight.websocket_connect(url)), None)
        with tight.websocket_connect(urls[1]) as d:
            err = json.loads(d.receive_text())
            assert err["code"] == "too_many_connections" and "one address" in err["message"]


def test_games_created_a_minute_from_one_address_are_capped(tight: TestClient) -> None:
    body = {"side": "corp", "deck": "starter:nbn", "opponent": "friend"}
    made = [tight.post("/api/games", json=body).status_code for _ in range(4)]
    assert made[:3] == [201, 201, 201]
    r = tight.post("/api/games", json=body)
    assert r.status_code == 429 and r.json()["code"] == "too_many_games"
    assert "3 games a minute" in r.json()["message"]


def test_games_with_the_largest_deck_are_made_while_another_connection_is_answered(
    fast_client: TestClient,
) -> None:
    """A 250-card deck a side (the largest the server plays): five such games are made while
    another connection pings, and every ping is answered. How long a ping waits meanwhile is a
    benchmark figure, not a test's: ``bench/load.py --largest-decks`` (``bench/README.md``)."""
    game_id, token = _table(fast_client)
    corp = f"{MAX_DECK_CARDS} Tycho Extension\n"
    runner = f"{MAX_DECK_CARDS - 50} Score!\n50 Loony Goon\n"
    body = {
        "ruleset": "classic",
        "side": "corp",
        "deck": corp,
        "opponent": "bot",
        "bot_deck": runner,
    }
    with fast_client.websocket_connect(f"/ws/games/{game_id}") as ws:
        seat = Seat(ws, token)
        results: list[int] = []
        maker = threading.Thread(
            target=lambda: results.extend(
                fast_client.post("/api/games", json=body).status_code for _ in range(5)
            )
        )
        answers = []
        maker.start()
        while maker.is_alive() or not answers:
            ws.send_json({"type": "ping"})
            answers.append(seat.receive()["type"])
        maker.join()
        assert set(answers) == {"pong"}
        seat.still_works()
    assert results == [201] * 5

"""Bad input over the WebSocket: each gets its error code, the connection stays usable (except
an unknown game or a bad token, which close it) and the game is untouched."""

from __future__ import annotations

import time
from collections.abc import Iterator

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from netrunner.server.connection import CLOSE_BAD_TOKEN, CLOSE_UNKNOWN_GAME
from netrunner.server.protocol import MAX_MESSAGE_BYTES, RATE_PER_SECOND

from .wsplay import Seat, friend_game, seq_of


@pytest.fixture
def table(client: TestClient) -> Iterator[tuple[TestClient, str, Seat, Seat]]:
    """A game between two people at its first decision (the Corp's mulligan): the Corp's and the
    Runner's connections."""
    game_id, corp_token, runner_token = friend_game(client)
    url = f"/ws/games/{game_id}"
    with client.websocket_connect(url) as cws, client.websocket_connect(url) as rws:
        yield client, game_id, Seat(cws, corp_token), Seat(rws, runner_token)


def _refused(table: tuple[TestClient, str, Seat, Seat], seat: Seat, raw: str, code: str) -> None:
    client, game_id, _, _ = table
    before = seq_of(client, game_id)
    seat.ws.send_text(raw)
    seat.expect_error(code)
    seat.still_works()
    assert seq_of(client, game_id) == before


def test_text_that_is_not_json_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    _refused(table, table[2], "{choose 0", "bad_json")


def test_an_unknown_message_type_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    _refused(table, table[2], '{"type": "redo"}', "unknown_type")


def test_a_missing_field_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    _refused(table, table[2], '{"type": "choose", "seq": 0}', "invalid_message")


def test_a_field_of_the_wrong_type_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    _refused(table, table[2], '{"type": "choose", "seq": 0, "option": "0"}', "invalid_message")


def test_a_message_too_large_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    big = '{"type": "chat", "text": "' + "x" * MAX_MESSAGE_BYTES + '"}'
    _refused(table, table[2], big, "message_too_large")


def test_another_sides_decision_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    _refused(table, table[3], '{"type": "choose", "seq": 0, "option": 0}', "not_your_decision")


def test_a_stale_seq_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    client, game_id, corp, runner = table
    corp.choose(0)  # the Corp keeps: seq 0 is answered
    corp.until_seq(1)
    runner.until_seq(1)
    _refused(table, runner, '{"type": "choose", "seq": 0, "option": 0}', "stale_seq")


def test_an_option_out_of_range_is_refused(table: tuple[TestClient, str, Seat, Seat]) -> None:
    _refused(table, table[2], '{"type": "choose", "seq": 0, "option": 99}', "option_out_of_range")


def test_a_choice_after_the_game_ended_is_refused(
    table: tuple[TestClient, str, Seat, Seat],
) -> None:
    client, game_id, corp, runner = table
    runner.ws.send_json({"type": "concede"})
    assert corp.until(lambda s: s["status"] == "over")["winner"] == "corp"
    _refused(table, corp, '{"type": "choose", "seq": 0, "option": 0}', "game_over")


def test_a_spectator_cannot_act(table: tuple[TestClient, str, Seat, Seat]) -> None:
    client, game_id, _, _ = table
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        watcher = Seat(ws, None)
        assert watcher.seat == "spectator"
        _refused(
            table, watcher, '{"type": "choose", "seq": 0, "option": 0}', "spectator_cannot_act"
        )


def test_too_many_messages_a_second_are_dropped(
    table: tuple[TestClient, str, Seat, Seat],
) -> None:
    client, game_id, corp, _ = table
    for _ in range(RATE_PER_SECOND + 10):
        corp.ws.send_json({"type": "ping"})
    answers = [corp.receive() for _ in range(RATE_PER_SECOND + 10)]
    errors = [a for a in answers if a["type"] == "error"]
    assert errors and {e["code"] for e in errors} == {"rate_limited"}
    assert sum(a["type"] == "pong" for a in answers) >= RATE_PER_SECOND - 1  # the hello counts
    time.sleep(1.1)
    corp.still_works()
    assert seq_of(client, game_id) == 0


def test_an_unknown_game_closes_the_connection(client: TestClient) -> None:
    with client.websocket_connect("/ws/games/no-such-game") as ws:
        ws.send_json({"type": "hello", "token": None})
        msg = ws.receive_json()
        assert msg["type"] == "error" and msg["code"] == "unknown_game"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == CLOSE_UNKNOWN_GAME


def test_a_bad_token_closes_the_connection(table: tuple[TestClient, str, Seat, Seat]) -> None:
    client, game_id, _, _ = table
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_json({"type": "hello", "token": "not-a-token"})
        msg = ws.receive_json()
        assert msg["type"] == "error" and msg["code"] == "bad_token"
        with pytest.raises(WebSocketDisconnect) as closed:
            ws.receive_json()
        assert closed.value.code == CLOSE_BAD_TOKEN
    assert seq_of(client, game_id) == 0


def test_a_message_before_hello_is_answered_and_hello_still_works(client: TestClient) -> None:
    game_id, corp_token, _ = friend_game(client)
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        ws.send_json({"type": "ping"})
        assert ws.receive_json()["code"] == "expected_hello"
        assert Seat(ws, corp_token).seat == "corp"

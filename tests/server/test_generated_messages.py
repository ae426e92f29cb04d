"""A property test (hypothesis, bounded): generated messages of any JSON shape and depth, as text
or bytes, sent over a spectator's WebSocket, each get a documented error or a valid answer; no
exception reaches the server's log; both seats' state is unchanged."""

from __future__ import annotations

import json
import logging
import re
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from .wsplay import Seat, friend_game

DOC = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text()
DOCUMENTED = set(re.findall(r"\| `(\w+)` \|", DOC))

_scalars = st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text()
_json = st.recursive(
    _scalars,
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=30,
)
_types = st.sampled_from(
    ["hello", "choose", "chat", "concede", "sync", "ping", "undo", "undo_answer", "dance", ""]
)
_shaped = st.fixed_dictionaries(
    {"type": _types},
    optional={
        "seq": _json,
        "option": _json,
        "text": _json,
        "token": _json,
        "decisions": _json,
        "accept": _json,
    },
)
_deep = st.integers(1, 3000).map(lambda n: "[" * n + "]" * n)
MESSAGES = st.one_of(
    _json.map(json.dumps),
    _shaped.map(json.dumps),
    _deep,
    st.text(max_size=200),
    st.binary(max_size=200),
    _shaped.map(lambda m: json.dumps(m).encode()),
)


@settings(
    max_examples=60,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture],
)
@given(messages=st.lists(MESSAGES, min_size=1, max_size=6))
def test_any_message_gets_a_documented_answer_and_changes_no_seat(
    fast_client: TestClient, caplog: pytest.LogCaptureFixture, messages: list[Any]
) -> None:
    game_id, corp_token, runner_token = _game(fast_client)
    url = f"/ws/games/{game_id}"
    caplog.set_level(logging.WARNING)
    with (
        fast_client.websocket_connect(url) as cws,
        fast_client.websocket_connect(url) as rws,
        fast_client.websocket_connect(url) as sws,
    ):
        corp, runner, spectator = Seat(cws, corp_token), Seat(rws, runner_token), Seat(sws, None)
        before = (corp.state["seq"], corp.view, runner.view)
        for m in messages:
            if isinstance(m, bytes):
                sws.send_bytes(m)
            else:
                sws.send_text(m)
            answer = spectator.receive()
            if answer["type"] == "error":
                assert answer["code"] in DOCUMENTED and answer["message"], answer
            else:
                assert answer["type"] in ("pong", "state"), answer
                if answer["type"] == "state":  # a sync, or a chat line
                    assert answer["seq"] == before[0]
        spectator.still_works()
        for seat in (corp, runner):
            seat.ws.send_json({"type": "sync"})
            while (st_ := seat.receive())["type"] != "state" or not st_["full"]:
                pass
            seat.state = st_
        assert (corp.state["seq"], corp.view, runner.view) == before
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR], caplog.text


_GAMES: dict[int, tuple[str, str, str]] = {}


def _game(client: TestClient) -> tuple[str, str, str]:
    """One friend game per app (hypothesis runs the test many times on one client)."""
    key = id(client)
    if key not in _GAMES:
        _GAMES[key] = friend_game(client)
    return _GAMES[key]

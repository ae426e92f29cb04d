"""A slow bot delays no other game, and a bot past its time budget gets the heuristic move."""

from __future__ import annotations

import random
from concurrent.futures import Executor, Future
from pathlib import Path
from typing import Any

from fastapi.testclient import TestClient

from netrunner.server.app import create_app

from .wsplay import Seat, friend_game, seq_of, wait_for_seq


class NeverDone(Executor):
    """A bot worker that never answers."""

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        return Future()


def test_a_bot_that_never_answers_delays_no_other_game_and_is_replaced_by_the_heuristic(
    tmp_path: Path,
) -> None:
    app = create_app(
        f"sqlite:///{tmp_path / 'g.db'}",
        bot_executor=NeverDone(),
        bot_budget=0.5,
        bot_grace=2.0,
        rate_limit=1000,
        game_seeds=random.Random(2),
    )
    with TestClient(app) as client:
        r = client.post(
            "/api/games",
            json={"side": "runner", "deck": "starter:shaper", "opponent": "bot", "bot": "mcts"},
        )
        slow_game = r.json()["game_id"]
        game_id, corp_token, runner_token = friend_game(client)
        url = f"/ws/games/{game_id}"
        rng = random.Random(4)
        with client.websocket_connect(url) as cws, client.websocket_connect(url) as rws:
            seats = {"corp": Seat(cws, corp_token), "runner": Seat(rws, runner_token)}
            for seq in range(1, 21):
                decider = seats["corp"].view["decision"]["player"]
                seats[decider].choose(rng.randrange(len(seats[decider].options())))
                for s in seats.values():
                    s.until_seq(seq)
        assert seq_of(client, game_id) == 20
        assert seq_of(client, slow_game) == 0  # its bot is still thinking
        wait_for_seq(client, slow_game, 1, timeout=10)  # past the budget: the heuristic's move

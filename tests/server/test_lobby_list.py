"""What the lobby lists: games waiting for a friend and games in progress only while something
happens in them, the finished games with their result and a replay link; the starters' names
for people; the bot's deck; win reasons written in words in the log."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

from fastapi.testclient import TestClient

from netrunner.server.db import open_database
from netrunner.server.service import GameService

from .wsplay import Seat, friend_game


class FakeTime:
    def __init__(self) -> None:
        self.t = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)

    def __call__(self) -> datetime:
        return self.t


def test_an_abandoned_game_drops_out_of_the_lobby_after_a_day(sqlite_url: str) -> None:
    clock = FakeTime()
    svc = GameService(open_database(sqlite_url), clock=clock, seeds=random.Random(1))
    waiting = svc.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend")
    playing = svc.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend")
    svc.join(playing.game_id, deck="starter:shaper")
    clock.t += timedelta(hours=23)
    listed = {s.game_id: s.status for s in svc.list_games()}
    assert listed == {waiting.game_id: "waiting", playing.game_id: "active"}
    svc.choose(playing.game_id, "corp", seq=0, option=0)  # the game in progress goes on
    clock.t += timedelta(hours=2)
    assert [s.game_id for s in svc.list_games()] == [playing.game_id]
    # the window is a parameter: a lobby may keep them longer
    assert len(svc.list_games(recent=timedelta(days=7))) == 2
    clock.t += timedelta(days=1)
    assert svc.list_games() == []


def test_finished_games_are_listed_with_the_result_and_a_replay_link(client: TestClient) -> None:
    game_id, corp_token, _ = friend_game(client)
    unfinished, _, _ = friend_game(client)
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        corp = Seat(ws, corp_token)
        ws.send_json({"type": "concede"})
        corp.until(lambda s: s["status"] == "over")
        assert corp.log[-1] == "The Runner wins (the Corp conceded)."
    listed = client.get("/api/games").json()
    assert [g["game_id"] for g in listed["active"]] == [unfinished]
    (done,) = listed["finished"]
    assert done["game_id"] == game_id
    assert (done["winner"], done["win_reason"], done["turn"]) == ("runner", "concede", 0)
    assert done["replay_link"] == f"/replay/{game_id}"
    assert listed["active"][0]["replay_link"] is None  # no replay of a game not over
    assert listed["active"][0]["watch_link"] == f"/watch/{unfinished}"
    replay = client.get(f"/api/games/{game_id}/replay", params={"side": "spectator"}).json()
    assert replay["log"][-1] == "The Runner wins (the Corp conceded)."
    assert replay["win_reason"] == "concede"  # the machine-readable value is unchanged


def test_the_turn_a_game_reached_is_kept(client: TestClient) -> None:
    game_id, corp_token, runner_token = friend_game(client)
    with (
        client.websocket_connect(f"/ws/games/{game_id}") as a,
        client.websocket_connect(f"/ws/games/{game_id}") as b,
    ):
        seats = {"corp": Seat(a, corp_token), "runner": Seat(b, runner_token)}
        while seats["corp"].view["turn"] < 1:
            decider = seats["corp"].view["decision"]["player"]
            seats[decider].choose(0)
            seq = seats[decider].state["seq"] + 1
            for s in seats.values():
                s.until_seq(seq)
    assert client.get(f"/api/games/{game_id}").json()["turn"] == 1


def test_the_rulesets_name_their_starters_for_people(client: TestClient) -> None:
    names = {r["name"]: r["deck_names"] for r in client.get("/api/rulesets").json()}
    assert names["anr"]["starter:nbn"] == "NBN (starter)"
    assert names["anr"]["starter:weyland-consortium"] == "Weyland Consortium (starter)"
    assert names["anr"]["starter:haas-bioroid"] == "Haas-Bioroid (starter)"
    assert names["classic"]["starter:classic-black-ice"] == "Black ice (starter)"
    for r in client.get("/api/rulesets").json():
        assert set(r["deck_names"]) == {d for side in r["starters"].values() for d in side}


def test_the_bot_plays_the_deck_chosen_for_it(client: TestClient) -> None:
    r = client.post(
        "/api/games",
        json={
            "side": "runner",
            "deck": "starter:shaper",
            "opponent": "bot",
            "bot": "random",
            "bot_deck": "starter:weyland-consortium",
        },
    )
    assert r.status_code == 201, r.text
    with client.websocket_connect(f"/ws/games/{r.json()['game_id']}") as ws:
        me = Seat(ws, r.json()["token"])
        assert me.view["corp"]["identity"]["title"].startswith("Weyland Consortium")

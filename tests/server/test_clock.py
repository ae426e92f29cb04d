"""The optional game clock: each side's thinking time runs only while it must decide, a bot has
none, a side whose time runs out loses (reason ``time``) even if nobody sends anything, and a
restarted server (or another process) finds the same clock. Time is injected: nothing sleeps."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta

import pytest
from fastapi.testclient import TestClient

from netrunner.server.app import create_app
from netrunner.server.db import open_database
from netrunner.server.service import BadRequest, GameOver, GameService

from .wsplay import Seat

T0 = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)


class FakeTime:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.t = T0

    def __call__(self) -> datetime:
        return self.t

    def advance(self, seconds: float) -> None:
        self.t += timedelta(seconds=seconds)


def _service(url: str, clock: FakeTime) -> GameService:
    return GameService(open_database(url), clock=clock, seeds=random.Random(3))


def _friend_game(svc: GameService, minutes: int = 15) -> tuple[str, str]:
    me = svc.create_game(
        ruleset="anr",
        side="corp",
        deck="starter:nbn",
        opponent="friend",
        clock_minutes=minutes,
    )
    svc.join(me.game_id, deck="starter:criminal")
    return me.game_id, me.token


def test_a_sides_time_runs_only_while_it_must_decide(sqlite_url: str) -> None:
    clock = FakeTime()
    svc = _service(sqlite_url, clock)
    game_id, _ = _friend_game(svc)
    # the Corp decides first (keep or mulligan): its time runs, the Runner's does not
    clock.advance(40)
    st = svc.state(game_id, "spectator")
    assert st.summary.public_clock(clock()) == {"corp": 860.0, "runner": 900.0, "running": "corp"}
    svc.choose(game_id, "corp", seq=0, option=0)  # keep
    assert svc.state(game_id, "runner").view["decision"]["player"] == "runner"  # type: ignore[index]
    clock.advance(25)
    st = svc.state(game_id, "corp")
    assert st.summary.public_clock(clock()) == {"corp": 860.0, "runner": 875.0, "running": "runner"}


def test_a_side_whose_time_runs_out_loses_though_nobody_sends_anything(sqlite_url: str) -> None:
    clock = FakeTime()
    svc = _service(sqlite_url, clock)
    game_id, _ = _friend_game(svc, minutes=15)
    clock.advance(15 * 60 - 1)
    assert svc.expired_clocks() == []
    clock.advance(1)
    assert svc.expired_clocks() == [game_id]  # what the server's clock watch asks each second
    told: list[str] = []
    svc.on_time_out = told.append
    after = svc.time_out(game_id)
    assert after is not None and told == [game_id]
    assert (after.status, after.winner, after.win_reason) == ("over", "runner", "time")
    st = svc.state(game_id, "corp")
    assert st.view is not None and st.view["over"] and st.view["win_reason"] == "time"
    assert st.log[-1] == "The Runner wins (the Corp ran out of time)."
    assert st.summary.public_clock(clock()) == {"corp": 0.0, "runner": 900.0, "running": None}
    assert svc.expired_clocks() == [] and svc.time_out(game_id) is None  # declared once


def test_a_choice_sent_after_the_time_ran_out_is_refused_and_the_side_loses(
    sqlite_url: str,
) -> None:
    clock = FakeTime()
    svc = _service(sqlite_url, clock)
    game_id, _ = _friend_game(svc)
    clock.advance(15 * 60 + 5)
    with pytest.raises(GameOver, match="ran out of time"):
        svc.choose(game_id, "corp", seq=0, option=0)
    summary = svc.summary(game_id)
    assert (summary.status, summary.winner, summary.win_reason, summary.version) == (
        "over",
        "runner",
        "time",
        0,
    )


def test_reading_a_game_whose_clock_ran_out_declares_it(sqlite_url: str) -> None:
    clock = FakeTime()
    svc = _service(sqlite_url, clock)
    game_id, _ = _friend_game(svc)
    clock.advance(16 * 60)
    st = svc.state(game_id, "spectator")
    assert st.summary.status == "over" and st.summary.win_reason == "time"


def test_a_restarted_server_finds_the_clock_where_it_was_and_the_time_out(db_url: str) -> None:
    clock = FakeTime()
    one = _service(db_url, clock)
    game_id, _ = _friend_game(one)
    clock.advance(100)
    one.choose(game_id, "corp", seq=0, option=0)
    clock.advance(50)
    # another process (or this one restarted: an empty cache) reads the same clock
    two = _service(db_url, clock)
    assert two.summary(game_id).public_clock(clock()) == {
        "corp": 800.0,
        "runner": 850.0,
        "running": "runner",
    }
    clock.advance(900)  # the server was down meanwhile: the Runner's time ran out
    assert two.expired_clocks() == [game_id]
    assert two.time_out(game_id) is not None
    assert one.time_out(game_id) is None  # the other process finds it declared already
    st = one.state(game_id, "runner")
    assert (
        st.summary.winner == "corp" and st.log[-1] == "The Corp wins (the Runner ran out of time)."
    )
    replay, steps = one.replay(game_id, "spectator", None)
    assert steps == 1 and replay.view is not None and replay.view["win_reason"] == "time"


def test_a_bots_time_never_runs_and_it_has_no_clock(sqlite_url: str) -> None:
    clock = FakeTime()
    svc = _service(sqlite_url, clock)
    me = svc.create_game(
        ruleset="anr",
        side="runner",
        deck="starter:shaper",
        opponent="bot",
        bot="random",
        clock_minutes=30,
    )
    clock.advance(600)  # the bot (the Corp) decides first: nobody's time runs
    st = svc.state(me.game_id, "runner")
    assert st.summary.public_clock(clock()) == {"corp": None, "runner": 1800.0, "running": None}
    assert svc.expired_clocks() == []


def test_a_game_without_a_clock_has_none(sqlite_url: str) -> None:
    clock = FakeTime()
    svc = _service(sqlite_url, clock)
    me = svc.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend")
    svc.join(me.game_id, deck="starter:criminal")
    clock.advance(10**6)
    assert svc.summary(me.game_id).public_clock(clock()) is None
    assert svc.expired_clocks() == [] and svc.summary(me.game_id).status == "active"


@pytest.mark.parametrize("minutes", [0, -5, 181])
def test_a_clock_outside_1_to_180_minutes_is_refused(sqlite_url: str, minutes: int) -> None:
    svc = _service(sqlite_url, FakeTime())
    with pytest.raises(BadRequest, match="1 to 180 minutes"):
        svc.create_game(
            ruleset="anr",
            side="corp",
            deck="starter:nbn",
            opponent="friend",
            clock_minutes=minutes,
        )


def test_every_state_message_carries_the_clock_and_the_server_declares_a_time_out(
    db_url: str,
) -> None:
    clock = FakeTime()
    app = create_app(
        db_url, bot_workers=1, game_seeds=random.Random(7), clock=clock, clock_poll=0.05
    )
    with TestClient(app) as client:
        r = client.post(
            "/api/games",
            json={"side": "corp", "deck": "starter:nbn", "opponent": "friend", "clock_minutes": 15},
        )
        game_id, corp_token = r.json()["game_id"], r.json()["token"]
        assert client.get(f"/api/games/{game_id}").json()["clock_minutes"] == 15
        runner_token = client.post(
            f"/api/games/{game_id}/join", json={"deck": "starter:criminal"}
        ).json()["token"]
        with (
            client.websocket_connect(f"/ws/games/{game_id}") as a,
            client.websocket_connect(f"/ws/games/{game_id}") as b,
        ):
            corp, runner = Seat(a, corp_token), Seat(b, runner_token)
            assert corp.state["clock"] == {"corp": 900.0, "runner": 900.0, "running": "corp"}
            clock.advance(30)
            corp.choose(0)
            st = runner.until_seq(1)
            assert st["clock"] == {"corp": 870.0, "runner": 900.0, "running": "runner"}
            clock.advance(900)  # the Runner thinks too long: nobody sends anything
            st = corp.until(lambda s: s["status"] == "over")
            assert (st["winner"], st["win_reason"]) == ("corp", "time")
            assert st["clock"] == {"corp": 870.0, "runner": 0.0, "running": None}
            assert "The Corp wins (the Runner ran out of time)." in corp.log
            assert runner.until(lambda s: s["status"] == "over")["win_reason"] == "time"
        listed = client.get("/api/games").json()
        assert [g["game_id"] for g in listed["finished"]] == [game_id]
        assert listed["active"] == []


def test_after_a_take_back_the_time_of_the_side_deciding_again_runs(sqlite_url: str) -> None:
    clock = FakeTime()
    svc = _service(sqlite_url, clock)
    game_id, _ = _friend_game(svc)
    svc.choose(game_id, "corp", seq=0, option=0)  # the Corp keeps: the Runner's time runs
    clock.advance(10)
    svc.undo(game_id, "corp", seq=1)  # asks the Runner, whose time still runs
    after = svc.answer_undo(game_id, "runner", accept=True)
    assert after.clock is not None
    assert after.public_clock(clock()) == {"corp": 900.0, "runner": 890.0, "running": "corp"}
    clock.advance(5)
    st = svc.state(game_id, "runner")
    assert st.summary.public_clock(clock()) == {"corp": 895.0, "runner": 890.0, "running": "corp"}

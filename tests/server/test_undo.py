"""Taking back decisions through the server (docs/protocol.md "Taking back decisions"): at once
against a bot, by the other side's leave between two people; the log shows it, after a restart
too; every refusal has its documented code; a bot's move in flight is dropped, never applied
twice."""

from __future__ import annotations

import random
from typing import Any

import pytest
from fastapi.testclient import TestClient

from netrunner.engine.game import Game
from netrunner.server.app import create_app
from netrunner.server.bots import compute_move
from netrunner.server.db import GameRow, open_database
from netrunner.server.service import GameService, NoUndoRequest, StaleSeq, UndoNotAllowed

from .wsplay import Seat, friend_game, wait_for_seq

TOOK_BACK = "The Runner took back 1 decision."


def _bots_move(svc: GameService, game_id: str) -> None:
    """Play the moves the bot owes, as the server's bot runner would."""
    while (job := svc.bot_job(game_id)) is not None:
        svc.choose(game_id, job.side, seq=job.version, option=compute_move(job))


def _index(options: list[dict[str, Any]], kind: str) -> int:
    return next(i for i, o in enumerate(options) if o["kind"] == kind)


def _runner_vs_bot(svc: GameService) -> str:
    """A game of a human Runner against the heuristic Corp bot, at the Runner's first action."""
    me = svc.create_game(
        ruleset="anr", side="runner", deck="starter:shaper", opponent="bot", seed=3
    )
    for _ in range(20):
        _bots_move(svc, me.game_id)
        st = svc.state(me.game_id, "runner")
        d = st.view["decision"]  # type: ignore[index]
        if d["kind"] == "action":
            return me.game_id
        svc.choose(me.game_id, "runner", seq=st.version, option=0)  # keep
    raise AssertionError("the Runner's turn did not come")


def _click(svc: GameService, game_id: str, kind: str) -> None:
    st = svc.state(game_id, "runner")
    options = st.view["decision"]["options"]  # type: ignore[index]
    svc.choose(game_id, "runner", seq=st.version, option=_index(options, kind))
    _bots_move(svc, game_id)


# ---------------------------------------------------------------------- the service


def test_against_the_bot_a_credit_click_is_taken_back_at_once(db_url: str) -> None:
    svc = GameService(open_database(db_url))
    game_id = _runner_vs_bot(svc)
    before = svc.state(game_id, "runner")
    assert before.undo.can == 0 and before.undo.why_not
    assert "the bot has answered" in before.undo.why_not
    _click(svc, game_id, "credit")
    clicked = svc.state(game_id, "runner")
    assert clicked.view["runner"]["credits"] == before.view["runner"]["credits"] + 1  # type: ignore[index]
    assert clicked.undo.can == 1
    after, done = svc.undo(game_id, "runner", seq=clicked.version)
    assert done and after.version == clicked.version + 1  # the version grows: clients resync
    st = svc.state(game_id, "runner")
    assert st.view == before.view  # the credit is gone, the decision is back
    assert st.log[-1] == TOOK_BACK and st.undo.rewinds == 1
    assert svc.bot_job(game_id) is None  # the Runner decides again
    with svc.db.session() as s:
        row = s.get(GameRow, game_id)
        assert row is not None and row.version == st.version
        fresh = Game.replay(row.corp_deck, row.runner_deck, row.seed, row.choices)
    assert fresh.view("runner") == st.view


def test_a_click_that_drew_a_card_is_refused_saying_why(sqlite_url: str) -> None:
    svc = GameService(open_database(sqlite_url))
    game_id = _runner_vs_bot(svc)
    _click(svc, game_id, "draw")
    st = svc.state(game_id, "runner")
    assert st.undo.can == 0 and "showed you something" in (st.undo.why_not or "")
    with pytest.raises(UndoNotAllowed, match="showed you something you had not seen"):
        svc.undo(game_id, "runner", seq=st.version)
    assert svc.state(game_id, "runner").view == st.view


def test_a_bot_move_computed_before_a_take_back_is_dropped_not_applied(sqlite_url: str) -> None:
    svc = GameService(open_database(sqlite_url))
    game_id = _runner_vs_bot(svc)
    for _ in range(3):
        _click(svc, game_id, "credit")
    st = svc.state(game_id, "runner")
    options = st.view["decision"]["options"]  # type: ignore[index]
    svc.choose(game_id, "runner", seq=st.version, option=_index(options, "credit"))  # the last
    job = svc.bot_job(game_id)  # the Corp's turn: the bot owes a move, and computes it
    assert job is not None and job.side == "corp"
    move = compute_move(job)
    svc.undo(game_id, "runner", seq=job.version)  # the Runner takes back while the bot thinks
    with pytest.raises(StaleSeq):
        svc.choose(game_id, job.side, seq=job.version, option=move)
    assert svc.bot_job(game_id) is None  # nothing owed: the Runner decides its last click again
    after = svc.state(game_id, "runner")
    assert after.view["runner"]["clicks"] == 1 and after.log.count(TOOK_BACK) == 1  # type: ignore[index]


def test_a_friend_refuses_then_accepts_a_take_back(db_url: str) -> None:
    svc = GameService(open_database(db_url))
    me = svc.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend", seed=5)
    svc.join(me.game_id, deck="starter:criminal")
    svc.choose(me.game_id, "corp", seq=0, option=0)  # the Corp keeps
    asked, done = svc.undo(me.game_id, "corp", seq=1)
    assert not done and asked.version == 1
    runner = svc.state(me.game_id, "runner")
    assert runner.undo.request == {"side": "corp", "decisions": 1}
    with pytest.raises(NoUndoRequest):
        svc.answer_undo(me.game_id, "corp", accept=True)  # not the asker's to answer
    svc.answer_undo(me.game_id, "runner", accept=False)
    corp = svc.state(me.game_id, "corp")
    assert corp.version == 1 and corp.undo.request is None
    assert corp.undo.refused == {"side": "corp", "decisions": 1}
    assert corp.log[-1] == "The Runner refused to let the Corp take back 1 decision."
    with pytest.raises(NoUndoRequest):
        svc.answer_undo(me.game_id, "runner", accept=True)  # answered already
    svc.undo(me.game_id, "corp", seq=1)  # asks again
    after = svc.answer_undo(me.game_id, "runner", accept=True)
    corp = svc.state(me.game_id, "corp")
    assert after.version == 2 and corp.version == 2
    assert corp.view["decision"]["player"] == "corp"  # type: ignore[index]
    assert corp.log[-1] == "The Corp took back 1 decision (the Runner agreed)."
    assert "The Runner refused to let the Corp take back 1 decision." in corp.log


def test_a_request_lapses_when_the_game_moves_on(sqlite_url: str) -> None:
    svc = GameService(open_database(sqlite_url))
    me = svc.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend", seed=5)
    svc.join(me.game_id, deck="starter:criminal")
    svc.choose(me.game_id, "corp", seq=0, option=0)
    svc.undo(me.game_id, "corp", seq=1)
    svc.choose(me.game_id, "runner", seq=1, option=0)  # the Runner keeps instead of answering
    assert svc.state(me.game_id, "corp").undo.request is None
    with pytest.raises(NoUndoRequest):
        svc.answer_undo(me.game_id, "runner", accept=True)


def test_another_process_follows_a_take_back(db_url: str) -> None:
    one, two = GameService(open_database(db_url)), GameService(open_database(db_url))
    me = one.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend", seed=5)
    two.join(me.game_id, deck="starter:criminal")
    one.choose(me.game_id, "corp", seq=0, option=0)
    assert two.state(me.game_id, "runner").version == 1  # the other process holds the game
    one.undo(me.game_id, "corp", seq=1)
    one.answer_undo(me.game_id, "runner", accept=True)
    one.choose(me.game_id, "corp", seq=2, option=0)  # keeps again: the same choices as before
    st = two.state(me.game_id, "runner")
    assert st.version == 3 and st.view == one.state(me.game_id, "runner").view
    assert st.log == one.state(me.game_id, "runner").log


# ---------------------------------------------------------------------- the WebSocket


def test_over_the_websocket_against_the_bot_and_the_log_line_survives_a_restart(
    sqlite_url: str,
) -> None:
    app = create_app(sqlite_url, bot_workers=1, rate_limit=1000, game_seeds=random.Random(7))
    with TestClient(app) as client:
        r = client.post(
            "/api/games", json={"side": "runner", "deck": "starter:shaper", "opponent": "bot"}
        )
        game_id, token = r.json()["game_id"], r.json()["token"]
        with client.websocket_connect(f"/ws/games/{game_id}") as ws:
            me = Seat(ws, token)
            for _ in range(40):
                st = me.until(lambda s: s["view"]["decision"]["player"] == "runner")
                if st["view"]["decision"]["kind"] == "action":
                    break
                me.choose(0)
                me.until_seq(st["seq"] + 1)
            assert me.state["can_undo"] == 0 and "bot" in me.state["undo_why_not"]
            credits = me.view["runner"]["credits"]
            seq = me.state["seq"]
            me.choose(_index(me.options(), "credit"))
            wait_for_seq(client, game_id, seq + 1)
            st = me.until(lambda s: s["seq"] > seq and s["view"]["decision"]["player"] == "runner")
            assert st["can_undo"] == 1 and st["view"]["runner"]["credits"] == credits + 1
            ws.send_json({"type": "undo", "seq": st["seq"]})
            back = me.until(lambda s: s["seq"] > st["seq"])
            assert back["full"]  # the log changed before its end: the whole state again
            assert back["view"]["runner"]["credits"] == credits and back["can_undo"] == 0
            assert me.log[-1] == TOOK_BACK
            ws.send_json({"type": "undo", "seq": back["seq"]})
            err = me.error_after_states("undo_not_allowed")
            assert "the bot has answered" in err["message"]
            me.still_works()
            log = me.log
    with (
        TestClient(create_app(sqlite_url, bot_workers=1)) as client,
        client.websocket_connect(f"/ws/games/{game_id}") as ws,
    ):
        again = Seat(ws, token)
        assert again.log == log and TOOK_BACK in again.log


def test_a_friend_refuses_over_the_websocket_and_the_asker_is_told(client: TestClient) -> None:
    game_id, corp_token, runner_token = friend_game(client)
    url = f"/ws/games/{game_id}"
    with (
        client.websocket_connect(url) as cws,
        client.websocket_connect(url) as rws,
        client.websocket_connect(url) as sws,
    ):
        corp, runner, watcher = Seat(cws, corp_token), Seat(rws, runner_token), Seat(sws, None)
        corp.choose(0)  # keep
        for s in (corp, runner, watcher):
            s.until_seq(1)
        assert corp.state["can_undo"] == 1 and runner.state["can_undo"] == 0
        assert watcher.state["can_undo"] == 0 and watcher.state["undo_why_not"] is None
        cws.send_json({"type": "undo", "seq": 1})
        asked = runner.until(lambda s: s["undo_request"] is not None)
        assert asked["undo_request"] == {"side": "corp", "decisions": 1} and asked["seq"] == 1
        assert watcher.until(lambda s: s["undo_request"] is not None)["seq"] == 1
        rws.send_json({"type": "undo_answer", "accept": False})
        told = corp.until(lambda s: s["undo_refused"] is not None)
        assert told["undo_refused"] == {"side": "corp", "decisions": 1} and told["seq"] == 1
        assert corp.log[-1] == "The Runner refused to let the Corp take back 1 decision."
        rws.send_json({"type": "undo_answer", "accept": True})
        runner.error_after_states("no_undo_request")
        sws.send_json({"type": "undo", "seq": 1})
        watcher.error_after_states("spectator_cannot_act")
        sws.send_json({"type": "undo_answer", "accept": True})
        watcher.error_after_states("spectator_cannot_act")
        rws.send_json({"type": "undo", "seq": 0})
        runner.error_after_states("stale_seq")
        rws.send_json({"type": "undo", "seq": 1})
        runner.error_after_states("nothing_to_undo")
        cws.send_json({"type": "undo", "seq": 1})
        runner.until(lambda s: s["undo_request"] is not None)
        rws.send_json({"type": "undo_answer", "accept": True})
        back = corp.until_seq(2)
        assert back["full"] and back["view"]["decision"]["player"] == "corp"
        assert corp.log[-1] == "The Corp took back 1 decision (the Runner agreed)."
        assert runner.until_seq(2)["undo_request"] is None


@pytest.mark.parametrize(
    ("message", "field"),
    [
        ({"type": "undo"}, "seq"),
        ({"type": "undo", "seq": "1"}, "seq"),
        ({"type": "undo", "seq": 1, "decisions": 0}, "decisions"),
        ({"type": "undo", "seq": 1, "whom": "me"}, "whom"),
        ({"type": "undo_answer"}, "accept"),
        ({"type": "undo_answer", "accept": "yes"}, "accept"),
    ],
)
def test_malformed_undo_messages_name_the_field(
    fast_client: TestClient, message: dict[str, Any], field: str
) -> None:
    game_id, corp_token, _ = friend_game(fast_client)
    with fast_client.websocket_connect(f"/ws/games/{game_id}") as ws:
        corp = Seat(ws, corp_token)
        ws.send_json(message)
        err = corp.expect_error("invalid_message")
        assert field in err["message"]
        corp.still_works()
        assert corp.state["seq"] == 0

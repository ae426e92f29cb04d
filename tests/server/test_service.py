"""The game service without HTTP: two processes' services sharing one database stay in step (on
SQLite and on PostgreSQL)."""

from __future__ import annotations

import random

import pytest

import netrunner
from netrunner.engine.game import Game
from netrunner.server.db import open_database
from netrunner.server.service import GameService, StaleSeq


def _pair(url: str) -> tuple[GameService, GameService]:
    return GameService(open_database(url)), GameService(open_database(url))


def test_a_service_catches_up_with_choices_another_process_made(
    db_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    one, two = _pair(db_url)
    me = one.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend", seed=9)
    two.join(me.game_id, deck="starter:criminal")
    rng = random.Random(9)
    for n in range(40):
        svc = (one, two)[n % 2]  # the two processes take turns serving the players
        st = svc.state(me.game_id, "corp")
        side = st.view["decision"]["player"]  # type: ignore[index]
        options = svc.state(me.game_id, side).view["decision"]["options"]  # type: ignore[index]
        svc.choose(me.game_id, side, seq=st.version, option=rng.randrange(len(options)))
    replays: list[int] = []
    real = Game.replay.__func__  # type: ignore[attr-defined]
    monkeypatch.setattr(
        Game, "replay", classmethod(lambda c, *a, **k: replays.append(1) or real(c, *a, **k))
    )
    for svc in (one, two):
        st = svc.state(me.game_id, "runner")
        assert st.version == 40
    assert replays == [], "both caches were brought up to date without replaying"
    with one.db.session() as s:
        from netrunner.server.db import GameRow

        row = s.get(GameRow, me.game_id)
        fresh = netrunner.Game.replay(row.corp_deck, row.runner_deck, row.seed, row.choices)
    assert one.state(me.game_id, "runner").view == fresh.view("runner")
    assert two.state(me.game_id, "corp").view == fresh.view("corp")


def test_two_processes_answering_the_same_decision_apply_only_the_first(
    db_url: str,
) -> None:
    one, two = _pair(db_url)
    me = one.create_game(ruleset="anr", side="corp", deck="starter:nbn", opponent="friend")
    two.join(me.game_id, deck="starter:criminal")
    assert two.state(me.game_id, "corp").version == 0  # both processes hold the live game
    one.choose(me.game_id, "corp", seq=0, option=0)
    with pytest.raises(StaleSeq):
        two.choose(me.game_id, "corp", seq=0, option=1)
    assert two.state(me.game_id, "corp").version == 1
    assert one.state(me.game_id, "runner").log == two.state(me.game_id, "runner").log

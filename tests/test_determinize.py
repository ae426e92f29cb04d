"""game.determinize(side): hidden cards re-dealt, everything that side may know kept."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import netrunner
from netrunner.engine.game import Game


def _midgame(seed: int, decisions: int = 120) -> Game:
    g = netrunner.Game.new("starter:haas-bioroid", "starter:shaper", seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        if g.decision is None:
            break
        g.choose(rng.randrange(len(g.decision.options)))
    return g


def _titles(g: Game) -> Counter[str]:
    return Counter(c.title for c in g.cards.values())


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_determinized_copy_looks_the_same_to_that_side(side: str) -> None:
    for seed in range(8):
        g = _midgame(seed)
        d = g.determinize(side, seed=seed)
        assert d.view(side) == g.view(side)
        assert _titles(d) == _titles(g)  # the same cards, dealt differently


def test_determinizing_for_the_runner_redeals_hq_and_keeps_ice_in_ice_slots() -> None:
    g = _midgame(3)
    changed = 0
    for s in range(20):
        d = g.determinize("runner", seed=s)
        if [c.title for c in d.corp.hand] != [c.title for c in g.corp.hand]:
            changed += 1
        for srv in d.corp.servers.values():
            assert all(c.data.type == "ice" for c in srv.ice)
            for c in srv.content:
                if not srv.is_remote:
                    assert c.data.type == "upgrade"
                if c.advancements:
                    assert c.data.type == "agenda" or c.defn.advanceable
    assert changed >= 10


def test_determinizing_for_the_corp_keeps_hq_and_redeals_the_grip() -> None:
    g = _midgame(4)
    grips = set()
    for s in range(20):
        d = g.determinize("corp", seed=s)
        assert [c.title for c in d.corp.hand] == [c.title for c in g.corp.hand]
        grips.add(tuple(sorted(c.title for c in d.runner.hand)))
    assert len(grips) > 1


def test_a_determinized_game_plays_on_to_the_end() -> None:
    for seed in range(5):
        d = _midgame(seed).determinize("runner", seed=seed)
        rng = random.Random(seed)
        while d.decision is not None:
            d.choose(rng.randrange(len(d.decision.options)))
        assert d.winner in ("corp", "runner")


def test_the_original_is_untouched() -> None:
    g = _midgame(6)
    before = (g.view("corp"), g.view("runner"), [c.title for c in g.corp.deck])
    g.determinize("runner", seed=1)
    g.determinize("corp", seed=2)
    assert (g.view("corp"), g.view("runner"), [c.title for c in g.corp.deck]) == before

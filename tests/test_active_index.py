"""The index of active cards (``engine/active.py``) is kept with the active cards: after any
choice it reads as one built afresh."""

from __future__ import annotations

import random

import pytest

import netrunner
from netrunner.engine.active import HELD, ActiveIndex
from netrunner.engine.game import Game

_MODIFIERS = HELD


def _ids(index: ActiveIndex) -> tuple[object, ...]:
    fields = tuple(
        tuple(c.id for c in field) if isinstance(field, tuple) else field
        for field in index
        if not isinstance(field, dict)  # (``held``: what ``holding`` was asked so far)
    )
    return fields + tuple(tuple(c.id for c in index.holding(a)) for a in _MODIFIERS)


@pytest.mark.parametrize(
    ("ruleset", "corp", "runner"),
    [
        ("anr", "starter:weyland-consortium", "starter:criminal"),
        ("anr", "starter:jinteki", "starter:shaper"),
        ("classic", "starter:classic-corp", "starter:classic-runner"),
    ],
)
def test_the_active_index_after_every_choice_is_the_one_built_afresh(
    ruleset: str, corp: str, runner: str
) -> None:
    checked = roots = 0
    for seed in range(3):
        g = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        while (d := g.decision) is not None:
            kept = g.active_index()
            fresh: Game = g.clone()  # (a clone builds its own)
            assert _ids(kept) == _ids(fresh.active_index())
            checked += 1
            roots += len(kept.corp_roots)
            g.choose(rng.randrange(len(d.options)))
    assert checked > 200 and roots > 0


def test_the_corp_roots_are_the_unrezzed_cards_and_agendas_in_its_servers() -> None:
    g = netrunner.Game.new("starter:weyland-consortium", "starter:criminal", seed=4)
    rng = random.Random(4)
    for _ in range(150):
        d = g.decision
        assert d is not None
        g.choose(rng.randrange(len(d.options)))
    expected = [
        c.id
        for s in g.corp.servers.values()
        for c in s.content
        if not c.rezzed or c.data.type == "agenda"
    ]
    assert expected and [c.id for c in g.active_index().corp_roots] == expected


@pytest.mark.parametrize("ruleset", ["anr", "classic"])
def test_the_holders_found_as_the_index_is_built_are_the_active_cards_that_set_the_field(
    ruleset: str,
) -> None:
    """``holding`` answers the fields of ``HELD`` from the index's one pass over the active
    cards: the cards that set the field, in the active cards' order, as a pass of its own finds."""
    corp, runner = (
        ("starter:haas-bioroid", "starter:shaper")
        if ruleset == "anr"
        else ("starter:classic-corp", "starter:classic-runner")
    )
    held = 0
    for seed in range(4):
        g = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        while (d := g.decision) is not None:
            index = g.active_index()
            for attr in HELD:
                expected = tuple(c for c in index.active if getattr(c.defn, attr))
                assert index.holding(attr) == expected, attr
                held += len(expected)
            g.choose(rng.randrange(len(d.options)))
    assert held > 0

"""The spectator's view, ``game.view("spectator")``: only what both players may know.

Over seeded random games of both rulesets, at every decision: every title the spectator's view
shows appears at the same place in the Corp's and the Runner's views; it holds no ``hand`` and no
decision ``options``; its decision is the one the side not deciding sees.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import netrunner

PAIRINGS = [
    ("anr", "starter:jinteki", "starter:shaper"),
    ("anr", "starter:nbn", "starter:criminal"),
    ("anr", "starter:haas-bioroid", "starter:anarch"),
    ("anr", "starter:weyland-consortium", "starter:shaper"),
    ("classic", "starter:classic-corp", "starter:classic-runner"),
]


def _titles(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], str]]:
    """Every (path, title) of a card shown by name in a view."""
    if isinstance(node, dict):
        if isinstance(node.get("title"), str) and "id" in node:
            yield path, node["title"]
        for k, v in node.items():
            if k != "decision":
                yield from _titles(v, (*path, k))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            yield from _titles(v, (*path, i))


def _at(view: Any, path: tuple[Any, ...]) -> Any:
    for k in path:
        view = view[k]
    return view


def _keys(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        for k, v in node.items():
            yield k
            yield from _keys(v)
    elif isinstance(node, list):
        for v in node:
            yield from _keys(v)


@settings(max_examples=10, deadline=None, derandomize=True)
@given(pairing=st.sampled_from(PAIRINGS), seed=st.integers(0, 10_000))
def test_a_spectator_sees_only_what_both_players_see(
    pairing: tuple[str, str, str], seed: int
) -> None:
    ruleset, corp, runner = pairing
    g = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    for _ in range(600):
        d = g.decision
        spectator = g.view("spectator")
        views = {side: g.view(side) for side in ("corp", "runner")}
        for path, title in _titles(spectator):
            for side, v in views.items():
                assert _at(v, (*path, "title")) == title, f"{title} at {path} not so for {side}"
        keys = set(_keys(spectator))
        assert "hand" not in keys and "options" not in keys
        if d is None:
            assert spectator["decision"] is None and spectator["over"]
            break
        other = "runner" if d.player == "corp" else "corp"
        assert spectator["decision"] == views[other]["decision"]
        assert spectator["corp"]["hand_size"] == views["corp"]["corp"]["hand_size"]
        g.choose(rng.randrange(len(d.options)))


def test_the_spectator_view_hides_both_hands_and_unrezzed_cards() -> None:
    g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=4)
    rng = random.Random(4)
    while g.decision is not None and not any(
        not c.rezzed for s in g.corp.servers.values() for c in s.ice
    ):
        g.choose(rng.randrange(len(g.decision.options)))
    v = g.view("spectator")
    unrezzed = [c for s in v["corp"]["servers"].values() for c in s["ice"] if not c["rezzed"]]
    assert unrezzed and all(c["title"] is None and c.get("strength") is None for c in unrezzed)
    assert "hand" not in v["corp"] and "hand" not in v["runner"]


def test_a_view_for_someone_else_is_refused() -> None:
    g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=1)
    with pytest.raises(ValueError, match="spectator"):
        g.view("referee")

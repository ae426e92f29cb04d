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


def _encounter_policy(g: netrunner.Game, approach_only: bool) -> int:
    """The choice of ``_play_to_an_encounter`` for the side deciding."""
    pool = g.ruleset.pool
    d = g.decision
    assert d is not None and not g.over
    opts = d.options

    def pick(pred: Any) -> int | None:
        return next((i for i, o in enumerate(opts) if pred(o)), None)

    servers = g.corp.servers
    choice = None
    if d.player == "corp":
        choice = pick(
            lambda o: (
                o.kind == "install"
                and o.card
                and pool.definition(o.card).subroutines
                and len(pool.definition(o.card).subroutines) >= 2
                and o.server in servers
                and not servers[o.server].ice
                and o.cost.credits == 0
            )
        )
        if choice is None and d.kind == "rez" and not approach_only:
            choice = pick(lambda o: o.kind == "rez")
    else:
        if d.kind == "action":
            choice = pick(lambda o: o.kind == "install" and o.cost.credits <= g.runner.credits - 2)
            if choice is None and g.runner.credits >= 8:
                choice = pick(lambda o: o.kind == "run" and servers[o.server].ice)
            if choice is None:
                choice = pick(lambda o: o.kind == "credit")
    if choice is None:
        choice = pick(lambda o: o.kind not in ("mulligan", "break", "boost")) or 0
    return choice


def _play_to_an_encounter(g: netrunner.Game, approach_only: bool = False) -> None:
    """Answer both sides: the Corp installs ice and rezzes it when approached (unless
    ``approach_only``: then stop at the approach of unrezzed ice), the Runner installs programs,
    gains credits and runs on iced servers, until the Runner encounters rezzed ice of two
    subroutines or more and may break one (or approaches unrezzed ice)."""
    for _ in range(2000):
        run = g.view("runner")["run"]
        if run is not None and run["ice"] is not None:
            ice = g.card(run["ice"]["id"])
            if approach_only and run["phase"] == "approach" and ice and not ice.rezzed:
                return
            d = g.decision
            if (
                run["phase"] == "encounter"
                and len(run["subroutines"]) >= 2
                and d is not None
                and any(o.kind == "break" for o in d.options)
            ):
                return
        g.choose(_encounter_policy(g, approach_only))
    raise AssertionError("no encounter reached")


def test_the_run_lists_the_encountered_ices_subroutines_and_which_are_broken() -> None:
    g = netrunner.Game.new("starter:weyland-consortium", "starter:anarch", seed=3)
    _play_to_an_encounter(g)
    run = g.view("runner")["run"]
    assert run is not None and run["ice"] is not None
    ice = g.card(run["ice"]["id"])
    assert ice is not None and ice.rezzed
    texts = [s.text for s in g.subroutines(ice)]
    assert run["subroutines"] == [{"text": t, "broken": False} for t in texts]
    # the same in every seat's view: rezzed ice is public
    for side in ("corp", "spectator"):
        assert g.view(side)["run"]["subroutines"] == run["subroutines"]  # type: ignore[index]
    # the Runner breaks one: it is marked broken
    d = g.decision
    assert d is not None
    brk = next(i for i, o in enumerate(d.options) if o.kind == "break")
    sub = d.options[brk].subroutine
    g.choose(brk)
    after = g.view("spectator")["run"]
    assert after is not None and after["phase"] == "encounter"
    assert [s["broken"] for s in after["subroutines"]] == [i == sub for i in range(len(texts))]


def test_unrezzed_ice_approached_shows_no_subroutines_to_anyone() -> None:
    g = netrunner.Game.new("starter:weyland-consortium", "starter:anarch", seed=5)
    _play_to_an_encounter(g, approach_only=True)
    for side in ("corp", "runner", "spectator"):
        run = g.view(side)["run"]
        assert run is not None and run["phase"] == "approach"
        assert run["subroutines"] == []
    assert g.view("runner")["run"]["ice"]["title"] is None  # type: ignore[index]

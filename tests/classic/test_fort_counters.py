"""Counters in a data fort itself (rules-diff 28, 32): Pox. Every two Pox counters make installing
in or on that fort cost the Corp a bit more; they are virus counters (a purge removes them), both
sides see them, and they go with a subsidiary fort when its last card leaves."""

from __future__ import annotations

from cards.helpers import to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _pox_runs(g: Game, server: str, runs: int) -> None:
    """The Runner installs Pox and makes ``runs`` successful runs on ``server``, accessing
    nothing it must decide about."""
    act(g, "install", card="Pox")
    for _ in range(runs):
        act(g, "run", server=server)
        while g.run is not None and g.decision is not None:
            act(g, "pass")


def test_pox_puts_a_counter_in_the_fort_of_each_successful_run_seen_by_both_sides() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Pox"]})
    to_runner_turn(g)
    _pox_runs(g, "HQ", 2)
    assert g.corp.servers["HQ"].counters == {"pox": 2}
    assert "Pox puts a Pox counter in HQ (2 counters there)." in g.log
    for side in ("corp", "runner"):
        assert g.view(side)["corp"]["servers"]["HQ"]["counters"] == {"pox": 2}
        assert g.view(side)["corp"]["servers"]["R&D"]["counters"] == {}


def test_every_two_pox_counters_make_installing_in_that_fort_cost_a_bit_more() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fire Wall", "Fire Wall", "Filter"], "credits": 5},
        runner={"hand": ["Pox"]},
    )
    to_runner_turn(g)
    _pox_runs(g, "HQ", 3)  # 3 counters: 1 bit more
    to_corp_turn(g)
    costs = {o.server: o.cost.credits for o in options(g, "install", card="Fire Wall")}
    assert costs["HQ"] == 1 and costs["R&D"] == 0 and costs["new remote"] == 0
    bits = g.corp.credits
    act(g, "install", card="Fire Wall", server="HQ")
    assert g.corp.credits == bits - 1
    assert "The Corp installs ice protecting HQ, paying 1 bit." in g.log
    # the second ice on HQ: 1 for the ice already there, 1 for the Pox counters
    assert {o.server: o.cost.credits for o in options(g, "install", card="Filter")}["HQ"] == 2


def test_pox_counters_raise_the_cost_of_installing_a_node_in_a_subsidiary_fort() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rockerboy Promotion", "Holovid Campaign"], "credits": 1},
        runner={"hand": ["Pox"]},
    )
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    _pox_runs(g, "Server 1", 2)
    g.corp.credits = 0
    to_corp_turn(g)  # a Corp without a bit cannot pay Pox's bit
    assert "Server 1" not in {o.server for o in options(g, "install", card="Holovid Campaign")}
    act(g, "credit")
    [in_fort] = [
        o for o in options(g, "install", card="Holovid Campaign") if o.server == "Server 1"
    ]
    assert in_fort.cost.credits == 1
    g.choose(in_fort)  # overwrites Rockerboy Promotion
    assert g.corp.credits == 0
    assert "The Corp installs a card in Server 1, paying 1 bit." in g.log


def test_a_purge_removes_the_pox_counters_in_forts() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Pox"]})
    to_runner_turn(g)
    _pox_runs(g, "R&D", 1)
    to_corp_turn(g)
    act(g, "purge")
    assert g.corp.servers["R&D"].counters == {}
    assert "The Corp purges all virus counters." in g.log


def test_pox_counters_go_with_a_subsidiary_fort_when_its_last_card_leaves() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rockerboy Promotion"], "credits": 1},
        runner={"hand": ["Pox"], "credits": 10},
    )
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    act(g, "install", card="Pox")
    act(g, "run", server="Server 1")
    while g.run is not None and g.decision is not None:
        if options(g, "trash"):
            act(g, "trash", card="Rockerboy Promotion")  # the fort's only card
        else:
            act(g, "pass")
    assert "Server 1" not in g.corp.servers  # and its counter with it
    assert "Pox puts a Pox counter in Server 1 (1 counter there)." in g.log
    assert all(not s.counters for s in g.corp.servers.values())

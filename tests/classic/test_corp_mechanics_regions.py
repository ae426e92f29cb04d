"""Regions (the 1996 game's C-regions): rezzed as installed, installed only if the rez is
payable, one region a fort; Namatoki Plaza's extra room; and what each region does to its fort."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    next_corp_turn,
    run_on,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


def _in(g: Game, server: str) -> list[str]:
    return [c.title for c in g.corp.servers[server].content]


def test_a_region_is_rezzed_as_it_is_installed_paying_its_rez_cost() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Washington, D.C., City Grid"], "credits": 8})
    [opt] = options(g, "install", card="Washington, D.C., City Grid", server="HQ")
    assert (opt.cost.clicks, opt.cost.credits) == (1, 7)  # the rez is part of the price
    act(g, "install", card="Washington, D.C., City Grid", server="HQ")
    grid = _card(g, "Washington, D.C., City Grid")
    assert grid.rezzed and g.corp.credits == 1
    assert "The Corp rezzes Washington, D.C., City Grid in HQ, paying 7." in g.log
    assert g.view("runner")["corp"]["servers"]["HQ"]["content"][0]["title"] == grid.title


def test_a_region_is_installed_only_if_the_corp_can_pay_to_rez_it() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Washington, D.C., City Grid"], "credits": 6})
    assert options(g, "install", card="Washington, D.C., City Grid") == []


def test_installing_a_second_region_in_a_fort_trashes_the_older() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["New Galveston City Grid", "Tokyo-Chiba Infighting"], "credits": 5},
    )
    act(g, "install", card="New Galveston City Grid", server="R&D")
    act(g, "install", card="Tokyo-Chiba Infighting", server="R&D")
    assert _in(g, "R&D") == ["Tokyo-Chiba Infighting"]
    assert [c.title for c in g.corp.discard] == ["New Galveston City Grid"]
    assert g.corp.discard[0].faceup  # it was rezzed: it goes to the trash faceup


def test_installing_a_region_over_a_region_says_which_it_trashes() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["New Galveston City Grid", "Tokyo-Chiba Infighting"], "credits": 5},
    )
    act(g, "install", card="New Galveston City Grid", server="R&D")
    [opt] = options(g, "install", card="Tokyo-Chiba Infighting", server="R&D")
    assert opt.label == "Install Tokyo-Chiba Infighting in R&D, trashing New Galveston City Grid"
    [other] = options(g, "install", card="Tokyo-Chiba Infighting", server="HQ")
    assert other.label == "Install Tokyo-Chiba Infighting in HQ"


def test_namatoki_plaza_is_rezzed_as_installed_and_only_in_a_subsidiary_fort() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Namatoki Plaza"], "credits": 3})
    assert [o.server for o in options(g, "install", card="Namatoki Plaza")] == ["new remote"]
    act(g, "install", card="Namatoki Plaza", server="new remote")
    assert _card(g, "Namatoki Plaza").rezzed and g.corp.credits == 0


def test_namatoki_plaza_lets_its_fort_hold_one_more_agenda_or_node() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Namatoki Plaza", "Tycho Extension", "Rockerboy Promotion", "Setup!"],
            "credits": 5,
        },
    )
    act(g, "install", card="Namatoki Plaza", server="new remote")
    act(g, "install", card="Tycho Extension", server="Server 1")
    act(g, "install", card="Rockerboy Promotion", server="Server 1")
    assert _in(g, "Server 1") == ["Namatoki Plaza", "Tycho Extension", "Rockerboy Promotion"]
    to_runner_turn(g)
    to_corp_turn(g)
    act(g, "install", card="Setup!", server="Server 1")  # a third: the oldest goes
    assert _in(g, "Server 1") == ["Namatoki Plaza", "Rockerboy Promotion", "Setup!"]


def test_once_namatoki_plaza_is_gone_the_corp_trashes_one_agenda_or_node_of_its_choice() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Namatoki Plaza", "Tycho Extension", "Rockerboy Promotion"], "credits": 5},
        runner={"credits": 5},
    )
    act(g, "install", card="Namatoki Plaza", server="new remote")
    act(g, "install", card="Tycho Extension", server="Server 1")
    act(g, "install", card="Rockerboy Promotion", server="Server 1")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "access", card="Namatoki Plaza"):
        act(g, "pass")
    act(g, "access", card="Namatoki Plaza")
    act(g, "trash", card="Namatoki Plaza")
    d = g.decision
    assert d.player == "corp" and d.kind == "choose"
    assert [o.label for o in d.options] == [
        "Trash Tycho Extension in Server 1",
        "Trash Rockerboy Promotion in Server 1",
    ]
    assert g.view("runner")["decision"]["prompt"] == (
        "The Corp trashes an agenda or node from Server 1 (too many there)."
    )
    act(g, "choose", card="Rockerboy Promotion")
    assert "Rockerboy Promotion" in [c.title for c in g.corp.discard]
    assert "Tycho Extension" not in [c.title for c in g.corp.discard]


def test_new_galveston_city_grid_makes_nodes_and_other_upgrades_there_cost_2_more_to_trash() -> (
    None
):
    g = scenario(
        ruleset="classic",
        corp={"hand": ["New Galveston City Grid", "Rockerboy Promotion"], "credits": 5},
        runner={"credits": 10},
    )
    act(g, "install", card="New Galveston City Grid", server="new remote")
    act(g, "install", card="Rockerboy Promotion", server="Server 1")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "access"):
        act(g, "pass")
    act(g, "access", card="New Galveston City Grid")
    assert [o.amount for o in options(g, "trash")] == [4]  # its own cost: "other" upgrades
    act(g, "pass")  # the last card is accessed next
    assert [o.amount for o in options(g, "trash")] == [5]  # Rockerboy's 3, and 2 more


def test_paris_city_grid_has_3_bits_only_for_traces_during_runs_on_its_fort() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Paris City Grid", "Fetch 4.0.1", "Fetch 4.0.1"], "credits": 2},
        runner={"hand": ["Baedeker's Net Map"], "credits": 2},
    )
    act(g, "install", card="Paris City Grid", server="HQ")
    corp_install(g, "Fetch 4.0.1", "HQ")
    corp_install(g, "Fetch 4.0.1", "R&D")
    assert g.corp.credits == 0 and g.spendable("corp", "trace") == 0  # no run under way
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")  # link is possible: the Corp bids
    run_on(g, "R&D", rez="Fetch 4.0.1")  # another fort: Paris's bits do not count
    assert g.decision.kind == "link"  # the Corp, with no bit for it, does not even bid
    act(g, "link", amount=0)
    finish_run(g)
    run_on(g, "HQ", rez="Fetch 4.0.1")
    assert g.decision.kind == "trace" and g.decision.params["limit"] == 3
    act(g, "trace", amount=3)
    act(g, "link", amount=0)
    assert _card(g, "Paris City Grid").counters["recurring"] == 0
    finish_run(g)
    to_corp_turn(g)
    assert _card(g, "Paris City Grid").counters["recurring"] == 3  # replaced at the turn start


def _rio_game(seed: int) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rio de Janeiro City Grid", "Data Wall"], "credits": 5},
        runner={"hand": ["Hammer"], "credits": 10},
        seed=seed,
    )
    act(g, "install", card="Rio de Janeiro City Grid", server="R&D")
    corp_install(g, "Data Wall", "R&D")
    to_runner_turn(g)
    act(g, "install", card="Hammer")
    run_on(g, "R&D", rez="Data Wall")
    act(g, "break", card="Hammer")  # nothing left to break: the Runner passes the wall
    return g


def test_rio_de_janeiro_city_grid_rolls_a_die_as_the_runner_passes_rezzed_ice_and_a_1_ends_the_run() -> (
    None
):
    rolls = {}
    for seed in range(30):
        g = _rio_game(seed)
        line = next(x for x in g.log if x.startswith("Rio de Janeiro City Grid rolls a die"))
        rolls[int(line[-2])] = g
    assert set(rolls) == {1, 2, 3, 4, 5, 6}
    ended = rolls[1]
    assert ended.run is None and "Rio de Janeiro City Grid ends the run." in ended.log
    going = rolls[4]
    assert going.run is not None and going.decision.kind == "jack_out"


def test_rio_de_janeiro_city_grid_does_not_roll_for_unrezzed_ice() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rio de Janeiro City Grid", "Data Wall"], "credits": 5},
    )
    act(g, "install", card="Rio de Janeiro City Grid", server="R&D")
    corp_install(g, "Data Wall", "R&D")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    act(g, "pass")  # the Corp leaves the wall unrezzed
    assert g.decision.kind == "jack_out"
    assert not any("rolls a die" in line for line in g.log)


def test_roving_submarine_fort_may_be_run_only_after_the_corp_worked_on_it_last_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Roving Submarine", "Tycho Extension"], "credits": 10},
    )
    assert [o.server for o in options(g, "install", card="Roving Submarine")] == ["new remote"]
    act(g, "install", card="Roving Submarine", server="new remote")
    to_runner_turn(g)
    assert options(g, "run", server="Server 1")  # installed there during the Corp's last turn
    to_corp_turn(g)
    act(g, "install", card="Tycho Extension", server="new remote")  # elsewhere: Server 2
    to_runner_turn(g)
    assert options(g, "run", server="Server 1") == [] and options(g, "run", server="Server 2")
    to_corp_turn(g)
    act(g, "advance", card="Tycho Extension")  # Server 2 again: nothing done in Server 1
    to_runner_turn(g)
    assert options(g, "run", server="Server 1") == []


def test_roving_submarine_fort_may_be_run_after_a_card_there_was_advanced() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Roving Submarine", "Tycho Extension"], "credits": 10},
    )
    act(g, "install", card="Roving Submarine", server="new remote")
    act(g, "install", card="Tycho Extension", server="Server 1")
    next_corp_turn(g)
    act(g, "advance", card="Tycho Extension")
    to_runner_turn(g)
    assert options(g, "run", server="Server 1")


def test_tokyo_chiba_infighting_gains_2_bits_after_each_unsuccessful_run_on_its_fort() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Tokyo-Chiba Infighting", "Data Wall"], "credits": 1},
        runner={"hand": ["Hammer"], "credits": 5},
    )
    act(g, "install", card="Tokyo-Chiba Infighting", server="HQ")
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Hammer")
    bits = g.corp.credits
    run_on(g, "HQ", rez="Data Wall")
    act(g, "pass")  # the Runner lets the wall end the run
    assert g.run is None and g.corp.credits == bits - 1 + 2
    assert "The Corp gains 2 bits (Tokyo-Chiba Infighting)." in g.log
    act(g, "run", server="HQ")
    act(g, "break", card="Hammer")
    finish_run(g)
    assert g.corp.credits == bits + 1  # a successful run: nothing


def test_washington_dc_city_grid_reduces_the_difficulty_of_agendas_in_its_fort_by_1() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Washington, D.C., City Grid", "Tycho Extension"], "credits": 10},
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    tycho = _card(g, "Tycho Extension")
    assert g.advancement_requirement(tycho) == 4
    act(g, "install", card="Washington, D.C., City Grid", server="Server 1")
    assert g.advancement_requirement(tycho) == 3

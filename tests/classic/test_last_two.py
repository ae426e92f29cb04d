"""The last two cards of the 1996 game: London City Grid (each use of a noisy icebreaker's
abilities costs a bit more in runs on its fort) and LDL Traffic Analyzers (bits for a trace from
its advancement counters, rezzed inside the trace)."""

from __future__ import annotations

from cards.helpers import run_on, runner_install, to_runner_turn
from classic.test_corp_ice import let_resolve, successful
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

# ---------------------------------------------------------------------- London City Grid


def _london(runner_hand: list[str], ice: str = "Reinforced Wall", credits: int = 30) -> Game:
    """Corp: ``ice`` on HQ and R&D, London City Grid in HQ; the Runner's turn, its cards
    installed."""
    g = scenario(
        ruleset="classic",
        corp={"hand": [ice, ice, "London City Grid"], "credits": 40},
        runner={"hand": runner_hand, "credits": credits},
    )
    for server in ("HQ", "R&D"):
        act(g, "install", card=ice, server=server)
    [opt] = options(g, "install", card="London City Grid", server="HQ")
    assert opt.cost.credits == 3  # a region: rezzed as it is installed
    g.choose(opt)
    grid = g.corp.servers["HQ"].content[0]
    assert grid.title == "London City Grid" and grid.rezzed
    to_runner_turn(g)
    for title in runner_hand:
        runner_install(g, title)
    return g


def test_london_city_grid_makes_each_noisy_break_and_boost_cost_a_bit_more_on_its_fort() -> None:
    g = _london(["Hammer"])  # Hammer: 1 bit: break a wall subroutine; 1 bit: +1 strength
    for server, extra in (("R&D", 0), ("HQ", 1)):
        run_on(g, server, rez="Reinforced Wall")  # strength 4, two "End the run."
        [boost] = options(g, "boost", card="Hammer")
        assert boost.cost.credits == 1 + extra
        bits = g.runner.credits
        g.choose(boost)
        assert g.runner.credits == bits - 1 - extra, server
        act(g, "boost", card="Hammer")
        [brk] = options(g, "break", card="Hammer")
        assert brk.cost.credits == 1 + extra and brk.label.endswith(
            f"({1 + extra} bit{'s' * extra})"
        )
        bits = g.runner.credits
        g.choose(brk)
        assert g.runner.credits == bits - 1 - extra, server
        act(g, "break", card="Hammer")
        let_resolve(g)
        assert successful(g)
        g.log.clear()


def test_london_city_grid_leaves_icebreakers_that_are_not_noisy_alone() -> None:
    g = _london(["Dwarf"])  # Dwarf: strength 3; 1 bit: break a wall subroutine; 1 bit: +1
    run_on(g, "HQ", rez="Reinforced Wall")
    [boost] = options(g, "boost", card="Dwarf")
    assert boost.cost.credits == 1
    g.choose(boost)
    [brk] = options(g, "break", card="Dwarf")
    bits = g.runner.credits
    g.choose(brk)
    assert brk.cost.credits == 1 and g.runner.credits == bits - 1


def test_london_city_grid_charges_once_for_a_break_of_several_subroutines() -> None:
    # Pile Driver: strength 7; 3 bits: break up to 4 wall subroutines; its one use breaks all
    # four of Toughonium Wall's for 3 + 1 bits
    g = _london(["Pile Driver"], ice="Toughonium [TM] Wall")
    run_on(g, "HQ", rez="Toughonium [TM] Wall")
    [brk] = options(g, "break", card="Pile Driver")
    assert brk.cost.credits == 4
    bits = g.runner.credits
    g.choose(brk)
    assert g.runner.credits == bits - 4
    assert g.run is not None and len(g.run.broken) == 4


def test_london_city_grid_is_in_the_price_of_break_all_and_it_pays_what_it_says() -> None:
    g = _london(["Hammer"])
    run_on(g, "HQ", rez="Reinforced Wall")
    # two boosts (2 + 2) and two breaks (2 + 2): 8 bits, not the 4 of another fort
    [opt] = options(g, "break_all", card="Hammer")
    assert opt.cost.credits == 8 and "for 8 bits" in opt.label
    bits = g.runner.credits
    g.choose(opt)
    assert g.runner.credits == bits - 8
    assert g.run is not None and len(g.run.broken) == 2


def test_london_city_grid_counts_in_whether_a_boost_can_still_lead_to_a_break() -> None:
    g = _london(["Hammer"], credits=2)
    g.runner.credits = 3  # Hammer 2 against strength 4: two boosts and a break
    run_on(g, "R&D", rez="Reinforced Wall")
    [boost] = options(g, "boost", card="Hammer")  # 1 + 1 + 1 bits: it can get through
    assert boost.cost.credits == 1
    act(g, "pass")  # let the wall end the run
    assert g.run is None
    run_on(g, "HQ", rez="Reinforced Wall")
    assert not options(g, "boost", card="Hammer")  # 2 + 2 + 2 bits: more than it has
    assert not options(g, "break_all")

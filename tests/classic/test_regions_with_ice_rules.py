"""The two regions built on other mechanisms: Crystal Palace Station Grid (the break surcharge,
per fort) and Jerusalem City Grid (the keyword ice modifiers, per fort)."""

from __future__ import annotations

from cards.helpers import to_runner_turn
from classic.test_corp_ice import boost_to, let_resolve, successful
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _ice(g: Game, server: str) -> list[str]:
    return [c.title for c in g.corp.servers[server].ice]


def test_crystal_palace_makes_each_break_cost_a_bit_more_on_runs_on_its_fort_only() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Quandary", "Quandary", "Crystal Palace Station Grid"], "credits": 20},
        runner={"hand": ["Codecracker"], "credits": 20},
    )
    for server in ("HQ", "R&D"):
        act(g, "install", card="Quandary", server=server)
    [opt] = options(g, "install", card="Crystal Palace Station Grid", server="HQ")
    assert opt.cost.credits == 5  # a region: rezzed as it is installed
    g.choose(opt)
    grid = g.corp.servers["HQ"].content[0]
    assert grid.title == "Crystal Palace Station Grid" and grid.rezzed
    to_runner_turn(g)
    act(g, "install", card="Codecracker")
    for server, price in (("R&D", 0), ("HQ", 1)):
        act(g, "run", server=server)
        act(g, "rez", card="Quandary")
        boost_to(g, "Codecracker", 2)
        [brk] = options(g, "break")
        assert brk.cost.credits == price and brk.label.endswith(
            f"({price} bit{'s' * (price != 1)})"
        )
        bits = g.runner.credits
        g.choose(brk)
        assert g.runner.credits == bits - price, server
        let_resolve(g)
        assert successful(g)


def test_jerusalem_city_grid_makes_walls_on_its_fort_cheaper_to_rez_and_stronger() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Data Wall", "Data Wall", "Jerusalem City Grid"], "credits": 20},
        runner={"credits": 5},
    )
    act(g, "install", card="Data Wall", server="HQ")
    act(g, "install", card="Data Wall", server="R&D")
    act(g, "install", card="Jerusalem City Grid", server="HQ")
    hq_wall, rd_wall = g.corp.servers["HQ"].ice[0], g.corp.servers["R&D"].ice[0]
    printed = hq_wall.data.cost or 0
    assert g.rez_cost(hq_wall) == max(0, printed - 2) and g.rez_cost(rd_wall) == printed
    g.set_rezzed(hq_wall, True)
    g.set_rezzed(rd_wall, True)
    strength = rd_wall.data.strength or 0
    assert g.ice_strength(hq_wall) == strength + 1 and g.ice_strength(rd_wall) == strength
    view = g.view("runner")["corp"]["servers"]["HQ"]["content"][0]
    assert view["title"] == "Jerusalem City Grid"  # rezzed as installed: both players see it

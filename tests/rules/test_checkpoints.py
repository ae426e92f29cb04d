"""Rules scenarios: the continuous rules applied at every checkpoint (docs/checkpoints.md), each
set off by something unusual: the rule holds whatever changed the game, not only at the moments
someone thought of."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    corp_passes,
    corp_rez,
    next_runner_turn,
    run_on,
    to_runner_turn,
)
from netrunner.engine.checkpoint import violations
from netrunner.engine.game import Game
from netrunner.engine.state import SCORED
from netrunner.testing import act, options, scenario

PAWNSHOP = "Aesop\u2019s Pawnshop"


def _memory(g: Game) -> tuple[int, int]:
    m = g.view("runner")["runner"]["memory"]
    return m["used"], m["limit"]


def _runner_discard(g: Game) -> list[str]:
    return [c["title"] for c in g.view("corp")["runner"]["discard"]]


# ---------------------------------------------------------------------- memory


def test_aesops_pawnshop_trashing_akamatsu_mem_chip_makes_the_runner_trash_a_program() -> None:
    rig = [PAWNSHOP, "Akamatsu Mem Chip", "Magnum Opus", "Battering Ram"]
    g = scenario(runner={"hand": [*rig, "Pipeline"], "credits": 20})
    to_runner_turn(g)
    for title in rig:
        act(g, "install", card=title)
    next_runner_turn(g)
    act(g, "pass")  # the Pawnshop trashes nothing this turn
    act(g, "install", card="Pipeline")
    assert _memory(g) == (5, 5)
    next_runner_turn(g)
    act(g, "choose", card="Akamatsu Mem Chip")  # the Pawnshop trashes the Mem Chip for 3
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    assert d.params == {"memory_used": 5, "memory_limit": 4}
    assert {o.card for o in d.options} == {"Magnum Opus", "Battering Ram", "Pipeline"}
    act(g, "choose", card="Pipeline")
    assert _memory(g) == (4, 4)
    assert sorted(_runner_discard(g)) == ["Akamatsu Mem Chip", "Pipeline"]
    assert options(g, "credit")  # then the Runner's turn goes on


def test_a_second_console_trashing_the_toolbox_makes_the_runner_trash_programs_to_fit() -> None:
    programs = ["Magnum Opus", "Battering Ram", "Sneakdoor Beta"]  # 2 MU each
    g = scenario(runner={"hand": ["The Toolbox", *programs, "Desperado"], "credits": 40})
    to_runner_turn(g)
    act(g, "install", card="The Toolbox")  # +2 MU: 6 in all
    for title in programs:
        act(g, "install", card=title)
    next_runner_turn(g)
    assert _memory(g) == (6, 6)
    act(g, "install", card="Desperado")  # a console: The Toolbox goes, +1 MU instead of +2
    assert "The Toolbox is trashed to make room for Desperado." in g.log
    d = g.decision
    assert d is not None and d.params == {"memory_used": 6, "memory_limit": 5}
    act(g, "choose", card="Sneakdoor Beta")
    assert _memory(g) == (4, 5)
    assert options(g, "credit")  # one program was enough


def test_installing_a_program_over_the_limit_makes_the_runner_trash_one_at_once() -> None:
    g = scenario(runner={"hand": ["Magnum Opus", "Battering Ram", "Sneakdoor Beta"], "credits": 20})
    to_runner_turn(g)
    act(g, "install", card="Magnum Opus")
    act(g, "install", card="Battering Ram")
    act(g, "install", card="Sneakdoor Beta")
    d = g.decision
    assert d is not None and d.params == {"memory_used": 6, "memory_limit": 4}
    assert not violations(g)  # the Runner is putting it right
    act(g, "choose", card="Magnum Opus")
    assert _memory(g) == (4, 4)


# ---------------------------------------------------------------------- Parasite


def _parasite_on_ice_wall_with_experiential_data() -> Game:
    """Ice Wall protects Server 1, where Experiential Data (+1 strength) is rezzed; the Runner
    has Corroder and a Parasite on Ice Wall. At the Runner's second turn Parasite has 1 virus
    counter: Ice Wall is at 1 + 1 - 1 = strength 1."""
    g = scenario(
        corp={"hand": ["Experiential Data", "Ice Wall"], "credits": 10},
        runner={"hand": ["Corroder", "Parasite"], "credits": 10},
    )
    corp_install(g, "Experiential Data", "new remote")
    corp_install(g, "Ice Wall", "Server 1")
    corp_rez(g, "Experiential Data")
    to_runner_turn(g)
    act(g, "install", card="Corroder")
    run_on(g, "Server 1", rez="Ice Wall")
    act(g, "break", card="Corroder")
    act(g, "pass")  # continue to the server
    act(g, "pass")  # leave Experiential Data
    act(g, "install", card="Parasite", target="Ice Wall")
    next_runner_turn(g)
    return g


def test_parasite_trashes_its_host_the_moment_experiential_data_is_trashed() -> None:
    g = _parasite_on_ice_wall_with_experiential_data()
    ice_wall = g.corp.servers["Server 1"].ice[0]
    assert g.ice_strength(ice_wall) == 1
    act(g, "run", server="Server 1")
    corp_passes(g)
    act(g, "break", card="Corroder")
    act(g, "pass")  # continue to the server
    act(g, "trash", card="Experiential Data")
    # at strength 0 at once, in the middle of the run: not at the Runner's next turn
    assert "Ice Wall protecting Server 1 is at strength 0 and is trashed (Parasite)." in g.log
    assert [c["title"] for c in g.view("runner")["corp"]["discard"]] == [
        "Experiential Data",
        "Ice Wall",
    ]
    assert "Parasite" in _runner_discard(g)  # it goes with its host
    assert g.run is None and "Server 1" not in g.corp.servers  # nothing left: the server goes


# ---------------------------------------------------------------------- winning


def test_stealing_the_seventh_point_in_the_middle_of_an_archives_access_wins_at_once() -> None:
    agendas = ["Priority Requisition", "Private Security Force"]  # 3 and 2 points
    g = scenario(corp={"hand": agendas * 2})
    for card in list(g.corp.hand):
        if card.title in agendas and not any(c.title == card.title for c in g.runner.scored):
            g.move(card, SCORED, owner=g.runner, faceup=True)  # stolen in earlier turns: 5 points
        else:
            g.move(card, "discard", faceup=True)  # both others in Archives
    assert g.runner.agenda_points == 5
    to_runner_turn(g)
    act(g, "run", server="Archives")
    corp_passes(g)
    act(g, "access", card="Private Security Force")  # Archives: the Runner picks the order
    assert g.over and g.winner == "runner" and g.win_reason == "agenda_points"
    assert g.decision is None
    assert not any("accesses Priority Requisition" in line for line in g.log)


# ---------------------------------------------------------------------- empty remotes


def test_a_remote_emptied_during_a_run_is_removed_once_the_run_ends() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"]}, runner={"credits": 10})
    act(g, "install", card="PAD Campaign", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    corp_passes(g)
    act(g, "trash", card="PAD Campaign")
    assert g.run is None
    assert "Server 1" not in g.corp.servers
    assert "Server 1" not in g.view("runner")["corp"]["servers"]
    assert options(g, "run", server="Server 1") == []
    assert [o.server for o in options(g, "run")] == ["HQ", "R&D", "Archives"]

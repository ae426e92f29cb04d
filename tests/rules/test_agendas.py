"""Rules scenarios: advancing, scoring and stealing agendas, agenda-point victories."""

from __future__ import annotations

import netrunner
from netrunner.testing import act, end_turn, options, scenario


def pass_round(game: netrunner.Game) -> None:
    """From the Corp's action phase (clicks spent or not) to its next action decision."""
    end_turn(game)
    assert game.active == "runner"
    end_turn(game)
    assert game.active == "corp" and game.decision is not None
    assert game.decision.player == "corp"


def advancements(game: netrunner.Game, server: str) -> int:
    return game.view("runner")["corp"]["servers"][server]["content"][0]["advancements"]


def scored(game: netrunner.Game, side: str) -> list[str]:
    return [c["title"] for c in game.view("corp")[side]["scored"]]


def test_agenda_can_be_advanced() -> None:
    g = scenario(corp={"hand": ["Private Security Force"], "credits": 5})
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "advance", card="Private Security Force", server="Server 1")
    assert advancements(g, "Server 1") == 1  # advancement tokens are public
    assert g.corp.credits == 4 and g.corp.clicks == 1
    # still facedown for the Runner
    assert g.view("runner")["corp"]["servers"]["Server 1"]["content"][0]["title"] is None


def fully_advanced_private_security_force() -> netrunner.Game:
    """Private Security Force installed in Server 1 and advanced over two turns to its
    requirement (4), with the Corp's second action phase going on (1 click left)."""
    g = scenario(corp={"hand": ["Private Security Force"], "credits": 10})
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    pass_round(g)
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    return g


def test_agenda_is_scored_when_advancements_reach_requirement() -> None:
    g = fully_advanced_private_security_force()
    assert advancements(g, "Server 1") == 4  # its advancement requirement
    act(g, "score", card="Private Security Force", server="Server 1")
    v = g.view("runner")
    assert scored(g, "corp") == ["Private Security Force"]
    assert v["corp"]["agenda_points"] == 2
    assert v["corp"]["clicks"] == 1  # scoring costs no click
    assert "Server 1" not in v["corp"]["servers"]  # the emptied remote is gone
    assert any(line.startswith("The Corp scores Private Security Force") for line in g.log)


def test_agenda_cannot_be_scored_before_requirement() -> None:
    g = scenario(corp={"hand": ["Private Security Force"], "credits": 10})
    act(g, "install", card="Private Security Force", server="new remote")
    assert not options(g, "score")
    act(g, "advance", card="Private Security Force")
    assert not options(g, "score")
    act(g, "advance", card="Private Security Force")
    assert not options(g, "score")  # end of the action phase: 2 of 4
    pass_round(g)
    act(g, "advance", card="Private Security Force")
    assert advancements(g, "Server 1") == 3
    assert not options(g, "score")
    act(g, "advance", card="Private Security Force")
    assert options(g, "score", card="Private Security Force")


def test_advanced_ice_is_never_scored() -> None:
    g = scenario(corp={"hand": ["Ice Wall"], "credits": 10})
    act(g, "install", card="Ice Wall", server="new remote")
    act(g, "advance", card="Ice Wall")
    act(g, "advance", card="Ice Wall")
    assert not options(g, "score")


def test_agenda_scored_only_on_corps_turn_outside_a_run() -> None:
    g = scenario(corp={"hand": ["Private Security Force", "PAD Campaign"], "credits": 10})
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    pass_round(g)
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    act(g, "install", card="PAD Campaign", server="new remote")
    assert options(g, "score")
    act(g, "pass")  # the Corp ends its turn without scoring
    assert g.active == "runner"
    act(g, "run", server="HQ")
    corp_decisions = 0
    for _ in range(100):
        d = g.decision
        assert d is not None
        if g.active == "corp" and d.player == "corp" and options(g, "credit"):
            break
        if d.player == "corp":
            corp_decisions += 1
            assert not options(g, "score")
            assert options(g, "rez", card="PAD Campaign")
        kinds = [o.kind for o in d.options]
        g.choose(kinds.index("credit") if "credit" in kinds else kinds.index("pass"))
    assert corp_decisions >= 2  # during the run and at the end of the Runner's turn
    assert options(g, "score", card="Private Security Force")
    act(g, "score", card="Private Security Force")
    assert g.view("corp")["corp"]["agenda_points"] == 2


def test_overadvanced_agenda_can_still_be_scored() -> None:
    g = scenario(corp={"hand": ["Private Security Force"], "credits": 10})
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    pass_round(g)
    for _ in range(3):
        act(g, "advance", card="Private Security Force")
    assert advancements(g, "Server 1") == 5
    act(g, "score", card="Private Security Force")
    assert g.view("corp")["corp"]["agenda_points"] == 2


def test_scored_agendas_give_their_agenda_points() -> None:
    g = scenario(corp={"hand": ["Private Security Force", "Breaking News"], "credits": 10})
    act(g, "install", card="Breaking News", server="new remote")
    act(g, "advance", card="Breaking News")
    act(g, "advance", card="Breaking News")
    act(g, "score", card="Breaking News")
    assert g.view("runner")["corp"]["agenda_points"] == 1
    assert g.corp.agenda_points == 1


def test_corp_wins_immediately_at_7_agenda_points() -> None:
    g = scenario(
        corp={
            "hand": ["Private Security Force", "Private Security Force", "Priority Requisition"],
            "credits": 20,
        }
    )
    act(g, "install", card="Private Security Force", server="new remote")  # Server 1
    act(g, "advance", card="Private Security Force", server="Server 1")
    act(g, "advance", card="Private Security Force", server="Server 1")
    pass_round(g)
    act(g, "advance", card="Private Security Force", server="Server 1")
    act(g, "advance", card="Private Security Force", server="Server 1")
    act(g, "score", card="Private Security Force", server="Server 1")
    act(g, "install", card="Private Security Force", server="new remote")  # Server 2
    pass_round(g)
    for _ in range(3):
        act(g, "advance", card="Private Security Force", server="Server 2")
    pass_round(g)
    act(g, "advance", card="Private Security Force", server="Server 2")
    act(g, "score", card="Private Security Force", server="Server 2")
    act(g, "install", card="Priority Requisition", server="new remote")  # Server 3
    act(g, "advance", card="Priority Requisition", server="Server 3")
    assert g.corp.agenda_points == 4
    pass_round(g)
    for _ in range(3):
        act(g, "advance", card="Priority Requisition", server="Server 3")
    pass_round(g)
    act(g, "advance", card="Priority Requisition", server="Server 3")
    assert g.corp.clicks == 2
    act(g, "score", card="Priority Requisition", server="Server 3")
    # the game ends at once, with clicks left and before any "when scored" effect
    assert g.over
    assert g.decision is None
    assert g.winner == "corp"
    assert g.win_reason == "agenda_points"
    assert g.view("runner")["corp"]["agenda_points"] == 7
    assert g.log[-1] == "The Corp wins (agenda points)."


def test_stolen_agendas_count_for_the_runner() -> None:
    g = scenario(corp={"hand": ["Private Security Force"]})
    act(g, "install", card="Private Security Force", server="new remote")
    end_turn(g)
    act(g, "run", server="Server 1")
    while not (g.decision.player == "runner" and options(g, "credit")):
        act(g, "pass")
    v = g.view("corp")
    assert scored(g, "runner") == ["Private Security Force"]
    assert v["runner"]["agenda_points"] == 2
    assert v["corp"]["agenda_points"] == 0
    assert scored(g, "corp") == []
    assert (
        "The Runner steals Private Security Force (2 agenda points), for 2 agenda points in all."
        in g.log
    )


def test_runner_wins_at_7_stolen_agenda_points() -> None:
    g = scenario(
        corp={"hand": ["Priority Requisition", "Private Security Force", "Private Security Force"]}
    )
    act(g, "install", card="Priority Requisition", server="new remote")
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "pass")
    for server in ("Server 1", "Server 2", "Server 3"):
        assert not g.over
        act(g, "run", server=server)
        while not g.over and not (g.decision.player == "runner" and options(g, "credit")):
            act(g, "pass")
    assert g.over
    assert g.decision is None
    assert g.winner == "runner"
    assert g.win_reason == "agenda_points"
    assert g.runner.agenda_points == 7
    assert g.runner.clicks == 1  # the win is immediate, mid-turn

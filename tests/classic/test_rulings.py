"""The rulings of docs/classic.md that no other scenario shows on its own, one scenario each:
actions forgone outside a player's turn, forgone and restricted actions, Chicago Branch with
nothing to advance, Submarine Uplink's jack-out after the run is successful, Emergency
Self-Construct against damage that cannot be prevented."""

from __future__ import annotations

from typing import Any

from cards.helpers import corp_install, runner_install, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, pass_until, scenario


def _game(corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None) -> Game:
    return scenario(corp=corp, runner=runner, ruleset="classic")


def _restricted(g: Game, side: str) -> list[dict[str, int]]:
    """``side``'s restricted actions as the Corp, the Runner and a spectator see them."""
    return [g.view(v)[side]["restricted_actions"] for v in ("corp", "runner", "spectator")]


def _run_on(g: Game, server: str, *, label: str | None = None) -> None:
    """The Runner runs ``server`` (with the option labelled ``label``, when several would do);
    the Corp rezzes whatever it is asked about; on to the Runner's first encounter or access
    decision."""
    act(g, "run", **({"label": label} if label is not None else {"server": server}))
    while True:
        d = g.decision
        assert d is not None and g.run is not None
        if d.player == "runner" and d.kind in ("encounter", "access"):
            return
        act(g, "rez") if d.player == "corp" and options(g, "rez") else act(g, "pass")


# ---------------------------------------------------------------------- turns and actions


def test_actions_forgone_outside_the_players_own_turn_are_all_owed_to_its_next_turn() -> None:
    g = _game(
        {"hand": ["Scorched Earth"], "credits": 10},
        {"hand": ["Arasaka Owns You", "Score!"], "deck": ["Score!"] * 8, "tags": 1},
    )
    act(g, "play", card="Scorched Earth")  # 4 meat damage against a grip of 2: lethal
    act(g, "play", card="Arasaka Owns You")  # in the Corp's turn: "forgo your next four actions"
    assert not g.over and g.active == "corp"
    assert g.runner.forgo == 4 and g.view("corp")["runner"]["actions_owed"] == 4
    assert "The Runner forgoes 4 actions; 4 actions owed on later turns." in g.log
    mark = len(g.log)
    while g.turn == 1:  # the Corp's actions, then the Runner's turn
        act(g, "credit") if options(g, "credit") else act(g, "pass")
    # the Runner's next turn was all forgone: the Corp's next turn came straight after it
    assert g.active == "corp" and g.decision is not None and g.decision.player == "corp"
    said = g.log[mark:]
    assert "The Runner forgoes 4 actions owed from earlier." in said
    assert not any(line.startswith("The Runner spends") for line in said)
    assert g.runner.forgo == 0 and g.view("corp")["runner"]["actions_owed"] == 0


def test_a_forgone_action_is_taken_from_the_ordinary_actions_before_a_restricted_one() -> None:
    g = _game(
        {"hand": ["Fire Wall"], "credits": 20},
        {"hand": ["Wilson, Weeflerunner Apprentice", "Japanese Water Torture"], "credits": 30},
    )
    corp_install(g, "Fire Wall", "HQ")
    to_runner_turn(g)
    runner_install(g, "Wilson, Weeflerunner Apprentice")
    runner_install(g, "Japanese Water Torture")
    to_corp_turn(g)
    while g.active == "corp" or g.decision.kind != "choose":  # to the Runner's turn's start
        act(g, "credit") if options(g, "credit") else act(g, "pass")
    act(g, "choose", card="Wilson, Weeflerunner Apprentice")  # 1 action more, only to run
    pass_until(g, "runner")
    act(g, "credit")
    act(g, "credit")
    _run_on(g, "HQ", label="Run HQ")  # with an ordinary action: Wilson's and 1 other left
    assert g.runner.clicks == 2 and _restricted(g, "runner") == [{"run": 1}] * 3
    act(g, "boost", card="Japanese Water Torture")  # +1 strength: forgo 1 action
    assert g.runner.clicks == 1 and _restricted(g, "runner") == [{"run": 1}] * 3  # Wilson's kept
    act(g, "boost", card="Japanese Water Torture")  # and another: only Wilson's was left
    assert g.runner.clicks == 0 and _restricted(g, "runner") == [{}] * 3
    assert g.runner.forgo == 0  # nothing owed: the restricted action was one of the actions
    act(g, "break", card="Japanese Water Torture")
    while g.run is not None:
        act(g, "pass")
    assert g.active == "corp"  # no action left: not even Wilson's run


# ---------------------------------------------------------------------- the Corp's cards


def test_chicago_branch_may_be_used_with_nothing_to_advance() -> None:
    g = _game({"hand": ["Chicago Branch"], "credits": 10})
    act(g, "install", card="Chicago Branch", server="new remote")
    act(g, "rez", card="Chicago Branch")
    clicks, bits = g.corp.clicks, g.corp.credits
    [use] = options(g, "ability", card="Chicago Branch")  # offered: no "use only if"
    g.choose(use)
    assert g.corp.clicks == clicks - 1 and g.corp.credits == bits - 3
    assert "Chicago Branch: no advancement token is placed." in g.log


# ---------------------------------------------------------------------- the Runner's cards


def test_submarine_uplink_used_after_the_run_is_successful_forces_no_jack_out() -> None:
    g = _game(
        {"hand": ["Turbeau Delacroix", "Day Shift"], "credits": 20},
        {"hand": ["Submarine Uplink", "Score!"], "credits": 20},
    )
    corp_install(g, "Turbeau Delacroix", "HQ")  # in HQ's root: trace 10 when accessed, rezzed
    to_runner_turn(g)
    runner_install(g, "Submarine Uplink")
    _run_on(g, "HQ")
    assert g.run is not None and g.run.successful
    act(g, "access", card="Turbeau Delacroix")
    act(g, "trace", amount=3)
    act(g, "link", card="Submarine Uplink", amount=4)  # the card that forces a jack-out
    assert "Trace value 3 against link 4: the trace fails." in g.log
    act(g, "pass")  # leave Turbeau Delacroix
    assert g.run is None and g.runner.tags == 0
    assert "The Runner accesses Day Shift from HQ." in g.log  # the access went on
    assert "The run on HQ ends (successful)." in g.log
    assert not any("jack out" in line or "jacks out" in line for line in g.log)


def test_emergency_self_construct_does_not_prevent_meat_damage_that_cannot_be_prevented() -> None:
    g = _game(
        {"hand": ["Homewrecker [TM]"], "credits": 20},
        {"hand": ["Emergency Self-Construct"], "deck": ["Score!"] * 10, "credits": 5},
    )
    corp_install(g, "Homewrecker [TM]", "HQ")
    to_runner_turn(g)
    runner_install(g, "Emergency Self-Construct")
    g.runner.brain_damage = 6  # a hand size below 0 at the end of the turn: flatlined
    for _ in range(3):
        act(g, "credit")
    act(g, "ability", card="Emergency Self-Construct")  # not flatlined; meat damage prevented
    to_runner_turn(g)
    act(g, "draw")
    act(g, "draw")
    act(g, "run", server="HQ")
    while g.run is not None:  # the Corp rezzes Homewrecker and bids 0: the trace succeeds
        d = g.decision
        assert d is not None
        if d.player == "corp" and options(g, "rez"):
            act(g, "rez", card="Homewrecker [TM]")
        elif d.kind == "trace":
            act(g, "trace", amount=0)
        else:
            act(g, "pass")
    # Homewrecker: end the run, trash 1 hardware, 2 meat damage that cannot be prevented
    assert not g.over and g.runner.hand == []
    assert "The Runner takes 2 meat damage, trashing Score!, Score!." in g.log
    assert not any(line.startswith("All meat damage is prevented") for line in g.log)

"""Restricted actions (rules-diff 16): actions usable only to install (Edgerunner, Inc., Temps),
only to install programs with a bit lent for them (Valu-Pak Software Bundle), only to run with
spending capped (Wilson, Weeflerunner Apprentice); each offered only for what it may do, and
shown in both players' views (``restricted_actions``)."""

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


def _kinds(g: Game) -> set[str]:
    d = g.decision
    return {o.kind for o in d.options} if d is not None else set()


# ---------------------------------------------------------------------- Edgerunner, Inc., Temps


def _edgerunner() -> Game:
    g = _game(
        {
            "hand": ["Edgerunner, Inc., Temps", "Fire Wall", "TRAP!", "Accounts Receivable"],
            "credits": 10,
        },
        {"hand": [], "credits": 5},
    )
    act(g, "play", card="Edgerunner, Inc., Temps")
    pass_until(g, "corp")
    return g


def test_edgerunner_gives_three_consecutive_actions_only_to_install() -> None:
    g = _edgerunner()
    assert g.corp.clicks == 5 and g.corp.credits == 9
    assert _restricted(g, "corp") == [{"install": 3}] * 3
    d = g.decision
    assert d is not None and d.kind == "action" and d.params == {"clicks": 5}
    assert _kinds(g) == {"install", "pass"}  # no bit, draw, operation: installs only
    assert all(o.cost.clicks == 1 for o in options(g, "install"))
    (stop,) = options(g, "pass")
    assert stop.label == "Give up the 3 actions only to install cards"
    act(g, "install", card="Fire Wall", server="HQ")
    pass_until(g, "corp")
    assert _restricted(g, "corp") == [{"install": 2}] * 3 and g.corp.clicks == 4
    act(g, "install", card="TRAP!", server="new remote")
    pass_until(g, "corp")
    assert _restricted(g, "corp")[0] == {"install": 1}
    assert options(g, "install") == []  # nothing left in HQ to install
    act(g, "pass")  # "you are not required to take all three"
    assert g.corp.clicks == 2 and _restricted(g, "corp") == [{}] * 3
    assert len(options(g, "play", card="Accounts Receivable")) == 1
    assert "The Corp gives up 1 action it had only for one use." in g.log


def test_edgerunner_actions_used_up_leave_the_corps_own_actions() -> None:
    g = _game(
        {"hand": ["Edgerunner, Inc., Temps", "Fire Wall", "Data Wall", "Keeper"], "credits": 20},
        {"hand": [], "credits": 5},
    )
    act(g, "play", card="Edgerunner, Inc., Temps")
    for title, server in (("Fire Wall", "HQ"), ("Data Wall", "R&D"), ("Keeper", "Archives")):
        pass_until(g, "corp")
        act(g, "install", card=title, server=server)
    pass_until(g, "corp")
    assert g.corp.clicks == 2 and _restricted(g, "corp")[0] == {}
    assert "credit" in _kinds(g) and "draw" in _kinds(g)


# ---------------------------------------------------------------------- Valu-Pak Software Bundle


def _valu_pak(credits: int = 1) -> Game:
    g = _game(
        None,
        {
            "hand": [
                "Valu-Pak Software Bundle",
                "Hammer",
                "Krash",
                "Fall Guy",
                "Zetatech Mem Chip",
            ],
            "credits": credits,
        },
    )
    to_runner_turn(g)
    act(g, "play", card="Valu-Pak Software Bundle")
    return g


def test_valu_pak_gives_five_consecutive_actions_only_to_install_programs_and_a_bit() -> None:
    g = _valu_pak()
    assert g.runner.clicks == 3 + 5 and g.runner.credits == 2
    assert _restricted(g, "runner") == [{"install_program": 5}] * 3
    assert _kinds(g) == {"install", "pass"}
    assert sorted(o.card for o in options(g, "install")) == ["Hammer", "Krash"]  # programs only
    runner_install(g, "Krash")  # for nothing
    assert _restricted(g, "runner")[0] == {"install_program": 4}
    act(g, "pass")  # give up the rest: the bit not spent goes back
    assert g.runner.clicks == 3 and g.runner.credits == 1
    assert _restricted(g, "runner")[0] == {}
    assert "The Runner returns 1 bit not spent to the bank." in g.log
    assert {"run", "credit", "draw"} <= _kinds(g)


def test_valu_pak_bit_spent_on_an_install_is_kept() -> None:
    g = _valu_pak()
    runner_install(g, "Hammer")  # 2 bits: the lent one spent
    assert g.runner.credits == 0
    runner_install(g, "Krash")
    act(g, "pass")
    assert g.runner.credits == 0 and g.runner.clicks == 3
    assert not any("returns" in line for line in g.log)


# ---------------------------------------------------------------------- Wilson


def _wilson(corp_hand: list[str], install: tuple[tuple[str, str], ...] = ()) -> Game:
    g = _game(
        {"hand": corp_hand, "credits": 20},
        {"hand": ["Wilson, Weeflerunner Apprentice", "Krash", "Score!", "Score!"], "credits": 30},
    )
    for title, server in install:
        corp_install(g, title, server)
    to_runner_turn(g)
    runner_install(g, "Wilson, Weeflerunner Apprentice")
    runner_install(g, "Krash")
    to_corp_turn(g)
    while g.active == "corp" or g.decision.kind != "choose":  # to the Runner's turn's start
        d = g.decision
        assert d is not None
        act(g, "credit") if options(g, "credit") else act(g, "pass")
    return g


def test_wilson_offers_an_action_only_to_run_each_turn() -> None:
    g = _wilson([])
    d = g.decision
    assert (
        d is not None
        and d.player == "runner"
        and d.source_title == ("Wilson, Weeflerunner Apprentice")
    )
    act(g, "choose", card="Wilson, Weeflerunner Apprentice")
    pass_until(g, "runner")
    assert g.runner.clicks == 5 and _restricted(g, "runner") == [{"run": 1}] * 3
    wilson_runs = options(g, "run", target="run")  # told apart from the ordinary runs
    assert [o.server for o in wilson_runs] == ["HQ", "R&D", "Archives"]
    assert len(options(g, "run", label="Run HQ")) == 1  # a run with an action of its own too
    for _ in range(4):
        act(g, "credit")
    assert _kinds(g) == {"run", "pass"}  # only the run, or giving it up
    assert options(g, "pass")[0].label == "Give up the 1 action only to make a run"
    act(g, "pass")
    pass_until(g, "corp", ("discard", "pass"))
    assert g.active == "corp"


def _to_encounter(g: Game) -> None:
    """On through the run, the Corp rezzing what it is asked about, to the Runner's next
    encounter decision."""
    while True:
        d = g.decision
        assert d is not None and g.run is not None
        if d.player == "runner" and d.kind == "encounter":
            return
        if d.player == "corp" and options(g, "rez"):
            act(g, "rez")
        else:
            act(g, "pass")


def test_wilsons_run_spends_at_most_3_bits_on_icebreakers() -> None:
    g = _wilson(["Data Wall", "Data Wall"], install=(("Data Wall", "HQ"), ("Data Wall", "HQ")))
    act(g, "choose", card="Wilson, Weeflerunner Apprentice")
    pass_until(g, "runner")
    act(g, "run", label="Run HQ (with your action only to make a run)")
    assert g.run is not None and g.run.mods.get("spend_cap") == 3
    assert _restricted(g, "runner")[0] == {}  # the action is taken
    _to_encounter(g)
    act(g, "break", card="Krash")  # 2 bits of the 3
    act(g, "pass")  # on to the inner Data Wall
    while g.run is not None:  # the Corp rezzes it; the Runner has nothing to break it with
        d = g.decision
        assert d is not None and d.kind != "encounter"
        act(g, "rez") if d.player == "corp" and options(g, "rez") else act(g, "pass")
    assert g.log[-2:] == ["Data Wall ends the run.", "The run on HQ ends."]
    assert g.runner.credits >= 20  # 1 bit left to spend on icebreakers: Krash needs 2


def test_an_ordinary_run_while_wilsons_action_is_left_spends_freely() -> None:
    g = _wilson(["Data Wall", "Data Wall"], install=(("Data Wall", "HQ"), ("Data Wall", "HQ")))
    act(g, "choose", card="Wilson, Weeflerunner Apprentice")
    pass_until(g, "runner")
    act(g, "run", label="Run HQ")
    _to_encounter(g)
    act(g, "break", card="Krash")
    act(g, "pass")
    _to_encounter(g)
    act(g, "break", card="Krash")  # 4 bits in all on icebreakers
    assert _restricted(g, "runner")[0] == {"run": 1}  # Wilson's action still there


def test_wilson_is_trashed_to_avoid_a_tag_or_prevent_any_meat_damage() -> None:
    g = _game(
        {"hand": ["Scorched Earth"], "credits": 20},
        {"hand": ["Wilson, Weeflerunner Apprentice", "Score!", "Score!"], "credits": 10, "tags": 1},
    )
    to_runner_turn(g)
    runner_install(g, "Wilson, Weeflerunner Apprentice")
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.params == {"what": "meat", "amount": 4}
    (use,) = options(g, "ability", card="Wilson, Weeflerunner Apprentice")
    assert use.cost.trash_self and use.label.endswith("prevent 4 meat damage")
    hand = len(g.runner.hand)
    act(g, "ability", card="Wilson, Weeflerunner Apprentice")
    assert len(g.runner.hand) == hand and g.runner.resource == []

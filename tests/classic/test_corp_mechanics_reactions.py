"""Acting inside another action (the 1996 game's C-reaction): Emergency Self-Construct and
Arasaka Owns You against a flatline, City Surveillance rezzed just before a draw, Aardvark
rezzed after a worm's use, Smarteye's jack-out before the rez decision, Speed Trap's after a
node or upgrade is rezzed. Each window asked whenever the other player could not tell it useless."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from cards.helpers import (
    corp_install,
    finish_run,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.carddef import Breaker
from netrunner.engine.game import Game
from netrunner.rulesets.classic import CLASSIC
from netrunner.testing import act, end_turn, options, scenario

_DECK = ["Accounts Receivable"] * 5


def _setup_on_rd(runner: dict, corp_deck: list[str] | None = None) -> Game:
    """The Runner runs R&D, whose top card is Setup! (2 net damage as it is accessed)."""
    g = scenario(
        ruleset="classic",
        corp={"deck": corp_deck or ["Setup!", *_DECK]},
        runner=runner,
    )
    to_runner_turn(g)
    for title in runner.get("install", ()):
        runner_install(g, title)
    act(g, "run", server="R&D")
    while g.decision is not None and g.decision.kind in ("jack_out", "paid_abilities"):
        act(g, "pass")
    return g


def test_emergency_self_construct_prevents_a_flatline_and_the_grip_is_still_lost() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Setup!", *_DECK], "hand": ["Scorched Earth"]},
        runner={"hand": ["Emergency Self-Construct", "Score!"], "credits": 5},
    )
    to_runner_turn(g)
    runner_install(g, "Emergency Self-Construct")
    g.runner.brain_damage = 1
    act(g, "run", server="R&D")
    act(g, "pass")  # no ice: continue
    d = g.decision
    assert (
        d.player == "runner"
        and d.kind == "prevent"
        and d.params == {"what": "flatline", "amount": 2}
    )
    assert [o.kind for o in d.options] == ["ability", "pass"]
    assert (
        g.view("corp")["decision"]["prompt"] == "The Runner would be flatlined: it may prevent it."
    )
    act(g, "ability", card="Emergency Self-Construct")
    assert not g.over and g.runner.hand == [] and g.runner.brain_damage == 0
    assert "Emergency Self-Construct" in [c.title for c in g.runner.discard]
    assert g.hand_size("runner") == 4
    finish_run(g)
    g.runner.tags = 1
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")  # 4 meat damage, all prevented for good
    assert (
        not g.over
        and "All meat damage is prevented (Emergency Self-Construct): 4 meat damage." in g.log
    )
    to_runner_turn(g)
    assert g.runner.clicks == 3  # three actions a turn from now on


def test_a_runner_with_nothing_against_a_flatline_is_flatlined_at_once() -> None:
    g = _setup_on_rd({"hand": ["Score!"], "credits": 5})
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"


def test_the_flatline_window_comes_when_arasaka_owns_you_is_in_the_stack_not_the_grip() -> None:
    g = _setup_on_rd({"hand": ["Score!"], "deck": ["Arasaka Owns You", "Score!"], "credits": 5})
    d = g.decision
    assert (
        d.player == "runner"
        and d.kind == "prevent"
        and [o.label for o in d.options] == ["Be flatlined"]
    )
    act(g, "pass")
    assert g.over and g.win_reason == "flatline"


def test_arasaka_owns_you_is_not_played_as_an_action() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Arasaka Owns You"], "credits": 5})
    to_runner_turn(g)
    assert options(g, "play") == []


def test_arasaka_owns_you_is_played_against_lethal_damage() -> None:
    g = _setup_on_rd(
        {"hand": ["Arasaka Owns You"], "deck": ["Score!"] * 8, "credits": 0, "tags": 2}
    )
    g.runner.brain_damage = 1  # (set now: before, the window asks the same)
    assert [o.label for o in options(g)] == ["Play Arasaka Owns You", "Be flatlined"]
    clicks = g.runner.clicks
    act(g, "play", card="Arasaka Owns You")
    r = g.runner
    assert not g.over and r.brain_damage == 0 and r.tags == 0 and r.credits == 10
    assert len(r.hand) == 5 and [c.title for c in r.discard] == ["Arasaka Owns You"]
    assert r.clicks == 0 and r.forgo == 4 - clicks  # the next four actions, this turn's first
    assert "Arasaka Owns You prevents all 2 net damage." in g.log


def test_after_arasaka_owns_you_the_next_3_agenda_points_liberated_are_forfeited() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Setup!", *_DECK], "hand": ["Hostile Takeover", "Tycho Extension"]},
        runner={"hand": ["Arasaka Owns You"], "deck": ["Score!"] * 8, "credits": 0},
    )
    act(g, "install", card="Hostile Takeover", server="new remote")
    act(g, "install", card="Tycho Extension", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    act(g, "pass")
    act(g, "play", card="Arasaka Owns You")
    finish_run(g)
    to_corp_turn(g)
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    finish_run(g)
    assert g.runner.agenda_points == 0  # Hostile Takeover's point forfeited
    assert (
        "The Runner forfeits 1 agenda point (Arasaka Owns You), for 0 agenda points in all."
        in g.log
    )
    act(g, "run", server="Server 2")
    finish_run(g)
    assert g.runner.agenda_points == 2  # 4, less the 2 points left to forfeit
    assert g.view("corp")["runner"]["agenda_points"] == 2


# ---------------------------------------------------------------------- City Surveillance


def test_city_surveillance_gives_a_tag_for_each_card_drawn_unless_the_runner_pays_1_bit() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["City Surveillance"], "credits": 5},
        runner={"credits": 1},
    )
    act(g, "install", card="City Surveillance", server="new remote")
    act(g, "rez", card="City Surveillance")
    to_runner_turn(g)
    act(g, "draw")
    d = g.decision
    assert d.player == "runner" and [(o.label, o.cost.credits) for o in d.options] == [
        ("Pay 1 bit", 1),
        ("Take the tag", 0),
    ]
    act(g, "choose", label="Pay 1 bit")
    assert g.runner.credits == 0 and g.runner.tags == 0
    act(g, "draw")  # no bit left: the tag
    assert g.runner.tags == 1


def test_the_corp_may_rez_city_surveillance_just_before_a_runner_draw() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["City Surveillance"], "credits": 5},
        runner={"credits": 0},
    )
    act(g, "install", card="City Surveillance", server="new remote")
    to_runner_turn(g)
    act(g, "draw")
    d = g.decision
    assert d.player == "corp" and d.kind == "rez"
    assert [o.label for o in d.options] == [
        "Rez City Surveillance in Server 1 (1 bit)",
        "Rez nothing",
    ]
    act(g, "rez", card="City Surveillance")
    act(g, "pass")
    assert g.runner.tags == 1


def test_the_corp_is_asked_before_runner_draws_whatever_its_unrezzed_card_is() -> None:
    """With City Surveillance in HQ and another node installed, the Corp is asked all the same
    (the Runner cannot tell the installed card is not City Surveillance)."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["City Surveillance", "Rockerboy Promotion"], "credits": 5},
    )
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    act(g, "draw")
    assert g.decision.player == "corp" and [o.label for o in g.decision.options] == ["Rez nothing"]
    assert g.view("runner")["decision"] == {
        "player": "corp",
        "kind": "rez",
        "prompt": "The Runner draws 1 card: the Corp may rez a card in response.",
    }


def test_no_window_before_a_draw_when_the_corp_has_no_city_surveillance_at_all() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Rockerboy Promotion"], "credits": 5})
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    act(g, "draw")
    assert g.decision.kind != "rez"  # only the Corp's usual window before the next action


# ---------------------------------------------------------------------- Aardvark


@pytest.fixture
def worm() -> Iterator[None]:
    """The 1996 Worm (an icebreaker with the keyword Worm), declared for these tests if no other
    module has declared it yet."""
    pool = CLASSIC.pool
    if "Worm" in pool.definitions:
        yield
        return
    pool.define("Worm", breaker=Breaker("Wall", break_cost=0, boost_cost=3))
    try:
        yield
    finally:
        del pool.definitions["Worm"]


def _aardvark(rezzed: bool) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Aardvark", "Wall of Static"], "credits": 10},
        runner={"hand": ["Worm", "Hammer"], "credits": 10},
    )
    act(g, "install", card="Aardvark", server="HQ")
    if rezzed:
        act(g, "rez", card="Aardvark")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    runner_install(g, "Worm")
    runner_install(g, "Hammer")
    run_on(g, "HQ", rez="Wall of Static")
    return g


def test_the_runner_cannot_use_worms_on_aardvarks_fort(worm: None) -> None:
    g = _aardvark(rezzed=True)
    assert g.decision.kind == "encounter"
    assert {o.card for o in options(g, "break")} == {"Hammer"}
    assert {o.card for o in options(g, "boost")} <= {"Hammer"}


def test_aardvark_rezzed_after_a_worm_is_used_trashes_it_and_unbreaks_what_it_broke(
    worm: None,
) -> None:
    g = _aardvark(rezzed=False)
    act(g, "break", card="Worm")
    d = g.decision
    assert d.player == "corp" and d.kind == "rez"
    assert [o.label for o in d.options] == ["Rez Aardvark in HQ (0 bits)", "Rez nothing"]
    act(g, "rez", card="Aardvark")
    act(g, "pass")
    assert "Worm" in [c.title for c in g.runner.discard]
    assert g.run.broken == ()
    assert g.decision.kind == "encounter" and {o.card for o in options(g, "break")} == {"Hammer"}


def test_after_a_worm_is_used_the_corp_is_asked_whatever_its_unrezzed_upgrade_is(
    worm: None,
) -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Aardvark", "Red Herrings", "Wall of Static"], "credits": 10},
        runner={"hand": ["Worm"], "credits": 10},
    )
    act(g, "install", card="Red Herrings", server="HQ")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    runner_install(g, "Worm")
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "break", card="Worm")
    assert g.decision.player == "corp" and [o.label for o in g.decision.options] == ["Rez nothing"]
    act(g, "pass")
    assert g.run.broken == (0,)


# ---------------------------------------------------------------------- Smarteye, Speed Trap


def _smarteye() -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Wall of Static", "Data Wall"], "credits": 5},
        runner={"hand": ["Smarteye"], "credits": 5},
    )
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    runner_install(g, "Smarteye")
    act(g, "run", server="HQ")
    return g


def test_smarteye_exposes_the_approached_ice_then_the_runner_may_jack_out_before_the_rez() -> None:
    g = _smarteye()
    d = g.decision
    assert d.player == "runner" and [o.label for o in options(g, "ability")] == [
        "Smarteye: Expose it and you may then jack out before the Corp decides whether to rez the ice."
    ]
    act(g, "ability", card="Smarteye")
    assert "The Runner exposes Wall of Static protecting HQ." in g.log
    assert g.decision.kind == "jack_out" and g.decision.player == "runner"
    ice = g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]
    assert ice["title"] == "Wall of Static" and ice["faceup"] and not ice["rezzed"]
    act(g, "jack_out")
    assert g.run is None and not any("rezzes" in x for x in g.log)


def test_smarteye_works_once_a_run_and_the_run_may_go_on() -> None:
    g = _smarteye()
    act(g, "ability", card="Smarteye")
    act(g, "pass")  # go on: the Corp decides
    assert g.decision.player == "corp" and g.decision.kind == "rez"
    act(g, "pass")  # the wall stays unrezzed
    act(g, "pass")  # the Runner continues to the next ice: no Smarteye there (used this run)
    assert g.run.position == 0
    assert g.decision.player == "corp" and g.decision.kind == "rez"


def test_speed_trap_jacks_out_right_after_the_corp_rezzes_an_upgrade() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Red Herrings"], "credits": 5},
        runner={"hand": ["Speed Trap"], "credits": 5},
    )
    act(g, "install", card="Red Herrings", server="HQ")
    to_runner_turn(g)
    runner_install(g, "Speed Trap")
    act(g, "run", server="HQ")
    act(g, "pass")  # no ice: continue
    act(g, "rez", card="Red Herrings")  # the Corp's last window before success
    d = g.decision
    assert d.player == "runner" and d.kind == "jack_out" and d.source_title == "Speed Trap"
    act(g, "jack_out")
    assert g.run is None and not any("is successful" in x for x in g.log)


def test_speed_trap_does_nothing_when_the_corp_rezzes_outside_a_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Red Herrings"], "credits": 5},
        runner={"hand": ["Speed Trap"], "credits": 5},
    )
    act(g, "install", card="Red Herrings", server="HQ")
    to_runner_turn(g)
    runner_install(g, "Speed Trap")
    end_turn(g)
    act(g, "rez", card="Red Herrings")
    assert g.decision.player == "corp"


# ---------------------------------------------------------------------- what the windows tell


def _draw_with_hidden(installed: str) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": [installed], "deck": ["City Surveillance", *_DECK], "credits": 5},
    )
    act(g, "install", card=installed, server="new remote")
    to_runner_turn(g)
    act(g, "draw")
    return g


def test_the_runner_cannot_tell_an_unrezzed_city_surveillance_from_another_card() -> None:
    cs, other = _draw_with_hidden("City Surveillance"), _draw_with_hidden("Rockerboy Promotion")
    assert cs.view("runner") == other.view("runner")
    act(cs, "pass")
    act(other, "pass")
    assert cs.view("runner") == other.view("runner")


def _lethal_with(hand: list[str], deck: list[str]) -> Game:
    return _setup_on_rd({"hand": hand, "deck": deck, "credits": 5})


def test_the_corp_cannot_tell_whether_the_runner_holds_arasaka_owns_you() -> None:
    holding = _lethal_with(["Arasaka Owns You"], ["Score!"])
    not_holding = _lethal_with(["Score!"], ["Arasaka Owns You"])
    assert holding.view("corp") == not_holding.view("corp")
    assert holding.decision.kind == not_holding.decision.kind == "prevent"


def test_emergency_self_construct_prevents_a_flatline_by_hand_size_at_the_end_of_the_turn() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Emergency Self-Construct"], "credits": 5})
    to_runner_turn(g)
    runner_install(g, "Emergency Self-Construct")
    g.runner.brain_damage = 6  # maximum hand size -1 at the end of the turn
    for _ in range(3):
        act(g, "credit")
    d = g.decision
    assert d.player == "runner" and d.kind == "prevent" and d.params["what"] == "flatline"
    act(g, "ability", card="Emergency Self-Construct")
    assert not g.over and g.runner.brain_damage == 0 and g.hand_size("runner") == 4
    assert g.active == "corp"

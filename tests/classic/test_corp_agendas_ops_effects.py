"""corp-agendas-ops, part 2: counters left on ice (Emergency Rig, Rent-to-Own Contract), a
dearer trace (Schlaghund Pointers), Viral Breeding Ground, extra actions (AI Board Member,
Corporate Guard(R) Temps), damage turned into counters (Please Don't Choke Anyone) and an agenda
installed as a program (Theorem Proof)."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    next_corp_turn,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from classic.test_corp_agendas_ops import _installed, _score, _scored
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

# ---------------------------------------------------------------------- counters on ice


def _ice_counters(g: Game, title: str) -> dict[str, int]:
    for s in g.view("runner")["corp"]["servers"].values():
        for c in s["ice"]:
            if c.get("title") == title:
                counters: dict[str, int] = c["counters"]
                return counters
    raise AssertionError(f"{title} is not installed")


def test_emergency_rig_rezzes_ice_free_with_x_kludge_counters_then_trashes_it() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Emergency Rig", "Fire Wall"], "credits": 5},
    )
    corp_install(g, "Fire Wall", "HQ")
    act(g, "play", card="Emergency Rig")
    act(g, "rez", card="Fire Wall")
    assert [o.amount for o in options(g, "choose")] == [1, 2, 3, 4, 5]  # X cannot be 0
    act(g, "choose", amount=2)
    fire_wall = _installed(g, "Fire Wall")
    assert fire_wall.rezzed and g.corp.credits == 3  # X = 2, the rez at no cost
    assert _ice_counters(g, "Fire Wall") == {"kludge": 2}
    next_corp_turn(g)
    assert _installed(g, "Fire Wall").counters == {"kludge": 1}
    next_corp_turn(g)
    assert not [c for c in g.installed_corp_cards() if c.title == "Fire Wall"]
    assert "The last Kludge counter is removed from Fire Wall: it is trashed." in g.log
    assert any(c.title == "Fire Wall" for c in g.corp.discard)


def test_emergency_rig_with_no_unrezzed_ice_does_nothing() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Emergency Rig"], "credits": 5})
    act(g, "play", card="Emergency Rig")
    assert "Emergency Rig: no piece of ice to rez." in g.log and g.corp.credits == 5


def test_rent_to_own_contract_rezzes_ice_free_and_takes_2_bits_a_turn_per_term_counter() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rent-to-Own Contract", "Wall of Static"], "credits": 0},
    )
    corp_install(g, "Wall of Static", "HQ")
    act(g, "play", card="Rent-to-Own Contract")
    act(g, "rez", card="Wall of Static")
    assert _installed(g, "Wall of Static").rezzed and g.corp.credits == 0
    assert _ice_counters(g, "Wall of Static") == {"term": 3}  # its rez cost
    to_runner_turn(g)  # the Corp's last action gains 1 bit
    g.corp.credits = 1
    to_corp_turn(g)  # 1 bit: a Term counter more (the draw comes after)
    assert _installed(g, "Wall of Static").counters == {"term": 4}
    assert g.corp.credits == 1
    g.corp.credits = 5
    next_corp_turn(g)
    assert _installed(g, "Wall of Static").counters == {"term": 3}
    assert any(
        line.startswith("The Corp loses 2 bits and removes a Term counter") for line in g.log
    )


# ---------------------------------------------------------------------- Schlaghund Pointers


def _ran_once(g: Game) -> None:
    """The Runner makes a run on Archives (nothing there) during its turn, then the Corp's turn
    comes."""
    to_runner_turn(g)
    act(g, "run", server="Archives")
    while g.run is not None:
        act(g, "pass")
    to_corp_turn(g)


def test_schlaghund_pointers_needs_a_run_this_game_not_only_last_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Schlaghund Pointers"], "credits": 12},
        runner={"hand": ["Baedeker's Net Map"]},
    )
    assert not options(g, "play", card="Schlaghund Pointers")
    _ran_once(g)
    assert options(g, "play", card="Schlaghund Pointers")
    next_corp_turn(g)  # a turn without a run: still playable
    assert options(g, "play", card="Schlaghund Pointers")


def test_schlaghund_pointers_trace_costs_2_bits_a_point_and_tags() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Schlaghund Pointers"], "credits": 8},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    act(g, "run", server="Archives")
    while g.run is not None:
        act(g, "pass")
    to_corp_turn(g)
    g.corp.credits = 10
    act(g, "play", card="Schlaghund Pointers")  # 4 bits left
    trace = options(g, "trace")
    assert [(o.amount, o.cost.credits) for o in trace] == [(0, 0), (1, 2), (2, 4)]
    act(g, "trace", amount=2)
    act(g, "link", card="Baedeker's Net Map", amount=1)
    assert g.corp.credits == 0
    assert "The Corp also pays 2 bits for its trace value (Schlaghund Pointers)." in g.log
    assert "Trace value 2 against link 1: the trace succeeds." in g.log
    assert g.runner.tags == 1


# ---------------------------------------------------------------------- Viral Breeding Ground


def test_viral_breeding_ground_scored_trashes_everything_in_and_on_its_fort() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Viral Breeding Ground", "Data Wall", "Wall of Static"], "credits": 9},
    )
    act(g, "install", card="Viral Breeding Ground", server="new remote")
    corp_install(g, "Data Wall", "Server 1")
    corp_install(g, "Wall of Static", "HQ")
    breeding = _installed(g, "Viral Breeding Ground")
    g.add_advancements(breeding, 4)
    next_corp_turn(g)
    act(g, "score", card="Viral Breeding Ground")
    assert "Server 1" not in g.corp.servers or not g.corp.servers["Server 1"].ice
    assert [c.title for c in g.installed_corp_cards()] == ["Wall of Static"]  # HQ's stays
    assert any(c.title == "Data Wall" for c in g.corp.discard)
    assert g.corp.agenda_points == 2


def test_viral_breeding_ground_accessed_sends_two_programs_per_counter_to_the_grip() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Viral Breeding Ground"], "credits": 9},
        runner={"hand": ["Codecracker", "Dupré", "Deep Thought"], "credits": 9},
    )
    act(g, "install", card="Viral Breeding Ground", server="new remote")
    act(g, "advance", card="Viral Breeding Ground")
    to_runner_turn(g)
    for title in ("Codecracker", "Dupré", "Deep Thought"):
        runner_install(g, title)
    act(g, "run", server="Server 1")
    while g.decision is not None and g.decision.source_title != "Viral Breeding Ground":
        act(g, "pass")
    d = g.decision
    assert d is not None and d.player == "corp" and d.params.get("most") == 2
    act(g, "choose", card="Codecracker")
    act(g, "choose", card="Deep Thought")
    finish_run(g)
    assert [c.title for c in g.runner.program] == ["Dupré"]
    assert sorted(c.title for c in g.runner.hand) == ["Codecracker", "Deep Thought"]
    assert g.runner.agenda_points == 2


# ---------------------------------------------------------------------- extra actions


def _board_member_turn(seed: int, hand: list[str] | None = None) -> Game:
    """AI Board Member scored; the Corp's next turn begins (the game's seed decides the roll)."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["AI Board Member", *(hand or [])], "credits": 5},
        seed=seed,
    )
    _score(g, "AI Board Member")
    next_corp_turn(g)
    return g


def test_ai_board_member_on_a_2_or_3_gives_an_action_only_to_gain_a_bit() -> None:
    g = _board_member_turn(0)
    assert "AI Board Member: the Corp rolls a 3." in g.log
    act(g, "choose", card="AI Board Member")
    assert g.corp.clicks == 4
    assert g.view("corp")["corp"]["restricted_actions"] == {"credit": 1}
    for _ in range(3):
        act(g, "draw")  # the three ordinary actions
    assert [o.kind for o in g.decision.options if o.kind != "pass"] == ["credit"]
    bits = g.corp.credits
    act(g, "credit")
    assert g.corp.credits == bits + 1


def test_ai_board_member_on_a_1_gives_an_action_only_to_install() -> None:
    g = _board_member_turn(1, hand=["Data Wall"])
    assert "AI Board Member: the Corp rolls a 1." in g.log
    act(g, "choose", card="AI Board Member")
    for _ in range(3):
        act(g, "credit")
    assert not options(g, "credit") and not options(g, "draw")
    assert options(g, "install", card="Data Wall")


def test_ai_board_member_on_a_4_to_6_gives_an_action_only_to_draw_and_may_be_declined() -> None:
    g = _board_member_turn(2)
    assert "AI Board Member: the Corp rolls a 4." in g.log
    d = g.decision
    assert d is not None and d.prompt.endswith("usable only to draw a card this turn?")
    act(g, "pass")
    assert g.corp.clicks == 3


def test_corporate_guard_temps_buys_an_action_in_each_of_the_next_x_turns() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Guard(R) Temps"], "credits": 5})
    act(g, "play", card="Corporate Guard(R) Temps")
    assert [(o.amount, o.cost.credits) for o in options(g, "choose")] == [(1, 2), (2, 4)]
    act(g, "choose", amount=2)
    assert g.corp.credits == 1 and g.corp.clicks == 2  # none this turn
    act(g, "credit")  # the first 2 bits gained are forfeited
    assert g.corp.credits == 1
    assert (
        "The Corp forfeits 1 bit of that gain (Corporate Guard(R) Temps; 1 bit more to forfeit)."
        in g.log
    )
    act(g, "credit")
    assert g.corp.credits == 1
    to_runner_turn(g)
    to_corp_turn(g)
    assert g.corp.clicks == 4
    next_corp_turn(g)
    assert g.corp.clicks == 4
    next_corp_turn(g)
    assert g.corp.clicks == 3  # two turns only
    bits = g.corp.credits
    act(g, "credit")
    assert g.corp.credits == bits + 1  # nothing more to forfeit


# ---------------------------------------------------------------------- Please Don't Choke Anyone


def test_please_dont_choke_anyone_turns_damage_done_into_pdca_counters() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Please Don't Choke Anyone", "Punitive Counterstrike"], "credits": 9},
        runner={"hand": ["Score!"] * 5, "tags": 1},
    )
    _score(g, "Please Don't Choke Anyone")  # 1 action left
    act(g, "play", card="Punitive Counterstrike")  # 2 meat damage
    d = g.decision
    assert d is not None and d.player == "corp" and d.params == {"what": "meat", "amount": 2}
    assert [o.amount for o in d.options] == [0, 1, 2]
    act(g, "choose", amount=1)
    assert len(g.runner.hand) == 4
    pdca = _scored(g, "Please Don't Choke Anyone")
    assert pdca.counters == {"PDCA": 1}
    assert (
        "The Corp prevents 1 meat damage and puts 1 PDCA counter on Please Don't Choke Anyone."
        in g.log
    )
    next_corp_turn(g)
    clicks = g.corp.clicks
    [o] = options(g, "ability", card="Please Don't Choke Anyone")
    assert o.cost.counter == "PDCA" and o.cost.clicks == 0
    g.choose(o)
    assert g.corp.clicks == clicks + 1 and not pdca.counters.get("PDCA")


def test_pdca_counters_gain_only_one_action_a_turn_and_only_in_the_corps_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Please Don't Choke Anyone", "Punitive Counterstrike"], "credits": 9},
        runner={"hand": ["Score!"] * 5, "tags": 1},
    )
    _score(g, "Please Don't Choke Anyone")
    act(g, "play", card="Punitive Counterstrike")
    act(g, "choose", amount=2)
    assert len(g.runner.hand) == 5 and _scored(g, "Please Don't Choke Anyone").counters == {
        "PDCA": 2
    }
    act(g, "ability", card="Please Don't Choke Anyone")
    assert not options(g, "ability", card="Please Don't Choke Anyone")  # once per turn
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "pass")
    assert not options(g, "ability", card="Please Don't Choke Anyone")  # not in the Runner's turn


# ---------------------------------------------------------------------- Theorem Proof


def _theorem_accessed(runner_hand: list[str] | None = None) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Theorem Proof"]},
        runner={"hand": runner_hand or [], "credits": 9},
    )
    act(g, "install", card="Theorem Proof", server="new remote")
    to_runner_turn(g)
    for title in runner_hand or []:
        runner_install(g, title)
    act(g, "run", server="Server 1")
    while g.decision is not None and g.decision.source_title != "Theorem Proof":
        act(g, "pass")
    return g


def test_theorem_proof_accessed_is_not_liberated_but_may_be_installed_as_a_2_mu_program() -> None:
    g = _theorem_accessed()
    assert not options(g, "steal")
    act(g, "install", card="Theorem Proof")
    assert g.runner.agenda_points == 0
    assert [c.title for c in g.runner.program] == ["Theorem Proof"]
    assert g.memory_limit() == 2 and g.view("corp")["runner"]["memory"]["limit"] == 2
    assert not [c for c in g.installed_corp_cards() if c.title == "Theorem Proof"]
    [o] = options(g, "ability", card="Theorem Proof")
    assert o.cost.clicks == 1
    g.choose(o)
    assert g.runner.agenda_points == 3 and [c.title for c in g.runner.scored] == ["Theorem Proof"]
    assert g.memory_limit() == 4


def test_theorem_proof_may_be_left_where_it_is() -> None:
    g = _theorem_accessed()
    act(g, "pass")
    assert g.runner.agenda_points == 0
    assert [c.title for c in g.installed_corp_cards()] == ["Theorem Proof"]
    assert "The Runner leaves Theorem Proof where it is." in g.log


def test_theorem_proof_trashed_from_the_rig_is_removed_from_the_game() -> None:
    g = _theorem_accessed(["Codecracker", "Dupré", "Deep Thought"])
    act(g, "install", card="Theorem Proof")  # 3 MU used and 2 more: over the limit of 4
    d = g.decision
    assert d is not None and d.params.get("memory_limit") == 2
    act(g, "choose", card="Theorem Proof")
    assert "Theorem Proof leaves play: it is removed from the game." in g.log
    assert all(c.title != "Theorem Proof" for c in (*g.runner.discard, *g.corp.discard))
    assert g.memory_limit() == 4 and g.runner.agenda_points == 0

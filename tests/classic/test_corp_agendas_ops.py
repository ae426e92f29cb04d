"""corp-agendas-ops: the Proteus and Classic agendas and operations (extra agenda points, counters
kept from scoring, ambush agendas, double operations, traces, lasting effects on ice)."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    next_corp_turn,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _installed(g: Game, title: str) -> Card:
    return next(c for c in g.installed_corp_cards() if c.title == title)


def _scored(g: Game, title: str) -> Card:
    return next(c for c in g.corp.scored if c.title == title)


def _score(g: Game, title: str, over: int = 0, server: str = "new remote") -> None:
    """The Corp installs ``title`` from HQ and scores it with ``over`` advancement counters over
    its difficulty: all but one put on as the scene's set-up, the last by an advance action."""
    act(g, "install", card=title, server=server)
    agenda = _installed(g, title)
    g.add_advancements(agenda, g.advancement_requirement(agenda) + over - 1)
    act(g, "advance", card=title)
    act(g, "score", card=title)


def _run_and_access(g: Game, server: str) -> None:
    """The Runner runs ``server``; the Corp passes every window; the Runner goes on to access
    (stopping at the first decision about an accessed card)."""
    act(g, "run", server=server)
    while g.run is not None and g.decision is not None:
        d = g.decision
        if d.kind in ("steal", "trash") or (d.player == "runner" and options(g, "steal")):
            return
        if d.player == "corp":
            act(g, "pass")
        elif options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")


# ---------------------------------------------------------------------- simple agendas


def test_credit_consolidation_gains_15_bits() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Credit Consolidation"], "credits": 10})
    [o] = options(g, "play", card="Credit Consolidation")
    assert o.cost.credits == 10 and o.cost.clicks == 1
    g.choose(o)
    assert g.corp.credits == 15 and g.corp.clicks == 2


def test_world_domination_scores_4_more_agenda_points() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["World Domination"], "credits": 5})
    _score(g, "World Domination")
    assert g.corp.agenda_points == 7
    assert g.view("runner")["corp"]["agenda_points"] == 7


def test_world_domination_liberated_gives_the_runner_3_points_only() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["World Domination"]})
    act(g, "install", card="World Domination", server="new remote")
    to_runner_turn(g)
    _run_and_access(g, "Server 1")  # liberated at no cost: no decision
    assert g.runner.agenda_points == 3


def test_unlisted_research_lab_draws_an_extra_card_each_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Unlisted Research Lab"], "credits": 5})
    _score(g, "Unlisted Research Lab")
    hand = len(g.corp.hand)
    next_corp_turn(g)
    assert len(g.corp.hand) == hand + 2  # the mandatory draw and the lab's


def test_data_fort_remapping_ends_a_run_with_its_one_remap_counter() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Data Fort Remapping"], "credits": 5})
    _score(g, "Data Fort Remapping")
    remap = _scored(g, "Data Fort Remapping")
    assert remap.counters.get("remap") == 1
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "pass")  # the Runner goes on: the Corp's window before the run is successful
    [o] = options(g, "ability", card="Data Fort Remapping")
    assert o.cost.counter == "remap" and o.cost.counters == 1 and o.cost.clicks == 0
    g.choose(o)
    assert "Data Fort Remapping ends the run." in g.log
    assert g.run is None and remap.counters.get("remap", 0) == 0
    assert "The Runner accesses" not in " ".join(g.log)
    act(g, "run", server="HQ")
    act(g, "pass")
    assert not options(g, "ability", card="Data Fort Remapping")  # used up


def test_data_fort_remapping_is_no_use_outside_a_run() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Data Fort Remapping"], "credits": 5})
    _score(g, "Data Fort Remapping")
    assert not options(g, "ability", card="Data Fort Remapping")


# ---------------------------------------------------------------------- ambush agendas


def test_marked_accounts_tags_the_runner_who_accesses_it_installed() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Marked Accounts"]})
    act(g, "install", card="Marked Accounts", server="new remote")
    to_runner_turn(g)
    _run_and_access(g, "Server 1")
    assert g.runner.tags == 1 and g.runner.agenda_points == 2  # and liberated


def test_marked_accounts_accessed_from_rd_is_shown_and_tags() -> None:
    g = scenario(ruleset="classic", corp={"deck": ["Marked Accounts"] + ["Day Shift"] * 5})
    to_runner_turn(g)
    _run_and_access(g, "R&D")
    assert "The Runner shows Marked Accounts to the Corp (accessed from R&D)." in g.log
    assert g.runner.tags == 1


def test_fetal_ai_does_2_net_damage_and_costs_2_bits_to_liberate() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fetal AI"]},
        runner={"hand": ["Score!"] * 4, "credits": 5},
    )
    act(g, "install", card="Fetal AI", server="new remote")
    to_runner_turn(g)
    _run_and_access(g, "Server 1")
    assert len(g.runner.hand) == 2
    [o] = options(g, "steal", card="Fetal AI")
    assert o.cost.credits == 2
    assert options(g, "pass")  # liberating it costs something: the Runner may decline
    g.choose(o)
    assert g.runner.credits == 3 and g.runner.agenda_points == 3


def test_fetal_ai_cannot_be_liberated_without_2_bits() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fetal AI", "Day Shift"]},
        runner={"hand": ["Score!"] * 4, "credits": 0},
    )
    to_runner_turn(g)
    g.runner.credits = 1
    _run_and_access(g, "HQ")
    while g.run is not None and g.decision is not None:
        assert not options(g, "steal", card="Fetal AI")
        g.choose(g.decision.options[0])
    assert "The Runner cannot pay 2 bits to liberate Fetal AI." in g.log
    assert g.runner.agenda_points == 0 and len(g.runner.hand) == 2


def test_fetal_ai_accessed_in_archives_does_no_damage() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fetal AI"]},
        runner={"hand": ["Score!"] * 4, "credits": 5},
    )
    g.move(g.corp.hand[0], "discard", faceup=True)
    to_runner_turn(g)
    _run_and_access(g, "Archives")
    assert len(g.runner.hand) == 4
    assert [o.cost.credits for o in options(g, "steal", card="Fetal AI")] == [2]


# ---------------------------------------------------------------------- counters over difficulty


def test_project_venice_gives_an_action_each_turn_for_every_three_counters_over() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Project Venice"], "credits": 5})
    _score(g, "Project Venice", over=6)
    assert _scored(g, "Project Venice").counters.get("venice") == 2
    assert g.corp.clicks == 3  # 1 left after installing and advancing, and 2 at once
    next_corp_turn(g)
    assert g.corp.clicks == 5


def test_project_venice_with_two_over_gives_nothing() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Project Venice"], "credits": 5})
    _score(g, "Project Venice", over=2)
    assert (
        "Project Venice is scored with 2 advancement counters over its difficulty: no bonus."
        in g.log
    )
    next_corp_turn(g)
    assert g.corp.clicks == 3


def test_project_zurich_gains_a_bit_each_turn_for_every_two_counters_over() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Project Zurich"], "credits": 5})
    _score(g, "Project Zurich", over=5)
    assert _scored(g, "Project Zurich").counters.get("zurich") == 2
    assert g.view("runner")["corp"]["scored"][0]["counters"].get("zurich") == 2
    before = g.corp.credits
    to_runner_turn(g)
    before = g.corp.credits
    to_corp_turn(g)
    assert g.corp.credits == before + 2


# ---------------------------------------------------------------------- double operations


def test_corporate_shuffle_costs_two_actions_draws_five_and_shuffles_one_back() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Corporate Shuffle", "Fetal AI"], "deck": ["Day Shift"] * 10},
    )
    [o] = options(g, "play", card="Corporate Shuffle")
    assert o.cost.clicks == 2 and o.cost.credits == 0
    g.choose(o)
    assert g.corp.clicks == 1 and len(g.corp.hand) == 6  # Fetal AI and five Day Shifts
    d = g.decision
    assert d is not None and d.player == "corp"
    assert "Fetal AI" not in (d.public_prompt or "")
    act(g, "choose", card="Fetal AI")
    assert [c.title for c in g.corp.hand] == ["Day Shift"] * 5
    assert len(g.corp.deck) == 6 and any(c.title == "Fetal AI" for c in g.corp.deck)
    assert "The Corp shuffles a card from HQ into R&D (Corporate Shuffle)." in g.log
    assert not any("Fetal AI" in line for line in g.log)


def test_a_double_operation_is_not_offered_with_one_action_left() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Shuffle"], "credits": 5})
    act(g, "credit")
    assert options(g, "play", card="Corporate Shuffle")
    act(g, "credit")
    assert g.corp.clicks == 1 and not options(g, "play", card="Corporate Shuffle")


def test_actions_only_to_install_do_not_pay_for_a_double_operation() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Edgerunner, Inc., Temps", "Corporate Shuffle", "Fetal AI"]},
    )
    act(g, "play", card="Edgerunner, Inc., Temps")  # 2 actions left and 3 only to install
    assert not options(g, "play", card="Corporate Shuffle")


def test_reclamation_project_shows_ice_from_archives_and_stores_it_in_hq() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Reclamation Project", "Data Wall", "Wall of Static", "Day Shift"]},
    )
    for title in ("Data Wall", "Wall of Static", "Day Shift"):
        c = next(c for c in g.corp.hand if c.title == title)
        g.move(c, "discard", faceup=title == "Day Shift")  # ice facedown in Archives
    act(g, "play", card="Reclamation Project")
    assert g.corp.clicks == 1
    d = g.decision
    assert d is not None and "Data Wall" not in (d.public_prompt or "")
    assert not options(g, "choose", card="Day Shift")  # not ice
    act(g, "choose", card="Data Wall")
    act(g, "choose", card="Wall of Static")
    act(g, "pass")
    assert sorted(c.title for c in g.corp.hand) == ["Data Wall", "Wall of Static"]
    assert [c.title for c in g.corp.discard] == ["Day Shift", "Reclamation Project"]
    assert (
        "The Corp shows the Runner Data Wall, Wall of Static from Archives and stores them in HQ"
        " (Reclamation Project)." in g.log
    )
    assert all(c.id in g.known_to_runner for c in g.corp.hand)


def test_reclamation_project_may_take_no_ice() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Reclamation Project", "Data Wall"]})
    g.move(g.corp.hand[1], "discard")
    act(g, "play", card="Reclamation Project")
    act(g, "pass")
    assert "Reclamation Project: the Corp takes no ice from Archives." in g.log
    assert not g.corp.hand


# ---------------------------------------------------------------------- the Runner's last turn


def test_data_sifters_tags_a_runner_who_trashed_a_node_last_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Encoder, Inc.", "Data Sifters"], "credits": 9},
        runner={"credits": 5},
    )
    act(g, "install", card="Encoder, Inc.", server="new remote")
    assert not options(g, "play", card="Data Sifters")  # no node trashed yet
    to_runner_turn(g)
    _run_and_access(g, "Server 1")
    act(g, "trash", card="Encoder, Inc.")
    to_corp_turn(g)
    [o] = options(g, "play", card="Data Sifters")
    assert o.cost.credits == 4
    g.choose(o)
    assert g.runner.tags == 1


def test_data_sifters_is_not_playable_after_a_turn_without_trashed_nodes() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Encoder, Inc.", "Data Sifters"], "credits": 9},
        runner={"credits": 5},
    )
    act(g, "install", card="Encoder, Inc.", server="new remote")
    to_runner_turn(g)
    _run_and_access(g, "Server 1")
    act(g, "pass")  # leaves it
    to_corp_turn(g)
    assert not options(g, "play", card="Data Sifters")


def test_underworld_mole_trashes_a_resource_installed_last_turn_and_tags() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Underworld Mole"], "credits": 9},
        runner={"hand": ["Access to Kiribati", "Databroker"], "credits": 5},
    )
    to_runner_turn(g)
    act(g, "install", card="Databroker")
    to_corp_turn(g)
    to_runner_turn(g)
    act(g, "install", card="Access to Kiribati")
    to_corp_turn(g)
    [o] = options(g, "play", card="Underworld Mole")
    assert o.cost.credits == 6
    g.choose(o)
    act(g, "trace", amount=4)
    act(g, "link", amount=0)
    d = g.decision
    assert d is not None and [x.card for x in d.options] == ["Access to Kiribati"]  # not Databroker
    act(g, "choose", card="Access to Kiribati")
    while g.decision is not None and g.decision.player == "runner" and options(g, "pass"):
        act(g, "pass")  # no prevention
    assert [c.title for c in g.runner.rig()] == ["Databroker"]
    assert g.runner.tags == 1


def test_underworld_mole_needs_a_resource_installed_last_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Underworld Mole"], "credits": 9},
        runner={"hand": ["Databroker"], "credits": 5},
    )
    to_runner_turn(g)
    act(g, "install", card="Databroker")
    to_corp_turn(g)
    to_runner_turn(g)
    to_corp_turn(g)
    assert not options(g, "play", card="Underworld Mole")


def test_manhunt_gives_a_tag_for_each_point_the_trace_beats_the_link() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Manhunt"], "credits": 12},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    assert not options(g, "play", card="Manhunt")  # no run last turn
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    act(g, "run", server="Archives")
    while g.run is not None:
        act(g, "pass")
    to_corp_turn(g)
    act(g, "play", card="Manhunt")
    assert max(o.amount or 0 for o in options(g, "trace")) == 6
    act(g, "trace", amount=5)
    act(g, "link", card="Baedeker's Net Map", amount=1)
    assert "Trace value 5 against link 1: the trace succeeds." in g.log
    assert g.runner.tags == 4


def test_manhunt_on_a_tie_succeeds_but_gives_no_tag() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Manhunt"], "credits": 12},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    act(g, "run", server="Archives")
    while g.run is not None:
        act(g, "pass")
    to_corp_turn(g)
    act(g, "play", card="Manhunt")
    act(g, "trace", amount=2)
    act(g, "link", card="Baedeker's Net Map", amount=2)
    assert "Trace value 2 against link 2: the trace succeeds." in g.log
    assert g.runner.tags == 0


# ---------------------------------------------------------------------- the Runner's limits


def test_badtimes_cuts_the_runners_mu_by_2_until_the_end_of_the_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Badtimes"], "credits": 9},
        runner={"hand": ["Codecracker", "Dupré", "Deep Thought"], "credits": 9, "tags": 1},
    )
    to_runner_turn(g)
    for title in ("Codecracker", "Dupré", "Deep Thought"):
        runner_install(g, title)
    to_corp_turn(g)
    assert g.memory_limit() == 4
    [o] = options(g, "play", card="Badtimes")
    assert o.cost.credits == 4
    g.choose(o)
    assert g.memory_limit() == 2 and g.view("corp")["runner"]["memory"]["limit"] == 2
    d = g.decision
    assert d is not None and d.player == "runner" and d.params["memory_limit"] == 2
    act(g, "choose", card="Deep Thought")
    assert [c.title for c in g.runner.program] == ["Codecracker", "Dupré"]
    to_runner_turn(g)
    assert g.memory_limit() == 4


def test_badtimes_needs_a_tagged_runner() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Badtimes"], "credits": 9})
    assert not options(g, "play", card="Badtimes")


def test_corporate_headhunters_meat_damage_also_cuts_the_hand_size_for_good() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Corporate Headhunters"], "credits": 9},
        runner={"hand": ["Score!"] * 3, "tags": 1},
    )
    _score(g, "Corporate Headhunters")
    [o] = options(g, "ability", card="Corporate Headhunters")
    assert o.cost.clicks == 1
    g.choose(o)
    assert len(g.runner.hand) == 2 and g.hand_size("runner") == 4
    assert "The Runner's maximum hand size is reduced by 1 (Corporate Headhunters): 4." in g.log
    next_corp_turn(g)
    assert g.hand_size("runner") == 4  # for good
    act(g, "ability", card="Corporate Headhunters")
    assert g.hand_size("runner") == 3


def test_corporate_headhunters_needs_a_tagged_runner() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Headhunters"], "credits": 9})
    _score(g, "Corporate Headhunters")
    assert not options(g, "ability", card="Corporate Headhunters")


# ---------------------------------------------------------------------- Superserum


def test_superserum_removes_the_virus_counters_and_avoids_the_next_two() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Superserum"], "credits": 9},
        runner={"hand": ["Gremlins"], "credits": 9},
    )
    g.corp.counters["gremlin"] = 3  # given earlier, as the scene's set-up
    _score(g, "Superserum")
    assert not g.corp.counters.get("gremlin")
    assert "Superserum: 3 virus counters removed." in g.log
    to_runner_turn(g)
    runner_install(g, "Gremlins")
    for _ in range(3):
        act(g, "run", server="HQ")
        finish_run(g)
    assert g.corp.counters.get("gremlin") == 1  # the third one comes in
    assert g.log.count("The Corp avoids receiving a virus counter (1 more to avoid).") == 1
    assert "The Corp avoids receiving a virus counter (no more to avoid)." in g.log


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

"""corp-agendas-ops: the Proteus and Classic agendas and operations (extra agenda points, counters
kept from scoring, ambush agendas, double operations, traces, lasting effects on ice)."""

from __future__ import annotations

from cards.helpers import (
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


def test_underworld_mole_is_playable_when_the_resource_installed_is_gone_and_only_tags() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Underworld Mole"], "credits": 9},
        runner={"hand": ["Databroker"], "credits": 5},
    )
    to_runner_turn(g)
    act(g, "install", card="Databroker")
    g.trash(g.runner.resource[0])  # gone since, as the scene's set-up
    to_corp_turn(g)
    act(g, "play", card="Underworld Mole")  # no link possible: the trace succeeds at once
    assert (
        "Underworld Mole: no resource the Runner installed during its last turn to trash." in g.log
    )
    assert g.runner.tags == 1

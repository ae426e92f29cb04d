"""runner-preps: the 1996 Proteus and Classic preps, one scenario per ability (bits and cards,
double preps costing two actions, runs with their replacements and effects)."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    log_since,
    runner_install,
    runner_view_card,
    to_runner_turn,
)
from classic.runner_basics_helpers import game, runner_turn
from netrunner.testing import act, options, pass_until

# ---------------------------------------------------------------------- bits and cards


def test_blackmail_scores_1_agenda_point_instead_of_accessing_hq() -> None:
    g = runner_turn(["Night Shift"], ["Blackmail"], runner_credits=12)
    act(g, "play", card="Blackmail")
    assert g.runner.credits == 0
    n = len(g.log)
    finish_run(g)
    assert g.runner.agenda_points == 1
    assert not [x for x in log_since(g, n) if x.startswith("The Runner accesses")]


def test_cruising_for_netwatch_gains_1_bit_and_draws_two_cards() -> None:
    g = runner_turn(runner_hand=["Cruising for Netwatch"], runner_deck=["Score!"] * 5)
    act(g, "play", card="Cruising for Netwatch")
    assert g.runner.credits == 6 and len(g.runner.hand) == 2


def test_drone_for_a_day_gains_9_bits_and_gives_a_tag() -> None:
    g = runner_turn(runner_hand=["Drone for a Day"], runner_credits=4)
    act(g, "play", card="Drone for a Day")
    pass_until(g, "runner")
    assert g.runner.credits == 9 and g.runner.tags == 1


def test_stakeout_gains_2_bits_and_draws_one_card() -> None:
    g = runner_turn(runner_hand=["Stakeout"], runner_deck=["Score!"] * 5)
    act(g, "play", card="Stakeout")
    assert g.runner.credits == 7 and len(g.runner.hand) == 1


def test_finders_keepers_gains_the_total_of_three_dice() -> None:
    g = runner_turn(runner_hand=["Finders Keepers"], runner_credits=7)
    act(g, "play", card="Finders Keepers")
    (line,) = [x for x in g.log if x.startswith("The Runner rolls")]
    rolls = [int(r) for r in line.split(":")[0].removeprefix("The Runner rolls ").split(", ")]
    assert len(rolls) == 3 and g.runner.credits == sum(rolls)


# ---------------------------------------------------------------------- double preps


def test_networking_costs_two_actions_and_gains_9_bits() -> None:
    g = runner_turn(runner_hand=["Networking"], runner_credits=3)
    (opt,) = options(g, "play", card="Networking")
    assert opt.cost.clicks == 2 and opt.cost.credits == 3
    act(g, "play", card="Networking")
    assert g.runner.credits == 9 and g.runner.clicks == 2
    assert "The Runner spends two actions to play the double card Networking." in g.log


def test_a_double_prep_cannot_be_played_with_one_action_left() -> None:
    g = runner_turn(runner_hand=["Panzer Run", "Score!"], runner_credits=5)
    for _ in range(3):
        act(g, "credit")
    assert g.runner.clicks == 1
    assert not options(g, "play", card="Panzer Run")


def test_panzer_run_gains_4_bits_and_draws_two_cards() -> None:
    g = runner_turn(runner_hand=["Panzer Run"], runner_credits=1, runner_deck=["Score!"] * 5)
    act(g, "play", card="Panzer Run")
    assert g.runner.credits == 4 and len(g.runner.hand) == 2 and g.runner.clicks == 2


def test_meat_upgrade_removes_up_to_two_tags_and_draws_three_cards() -> None:
    g = runner_turn(runner_hand=["Meat Upgrade"], tags=3, runner_deck=["Score!"] * 5)
    act(g, "play", card="Meat Upgrade")
    assert g.runner.tags == 1 and len(g.runner.hand) == 3 and g.runner.credits == 3


def test_a_double_prep_cannot_use_actions_only_for_installing_programs() -> None:
    g = runner_turn(runner_hand=["Valu-Pak Software Bundle", "Networking"], runner_credits=10)
    act(g, "play", card="Valu-Pak Software Bundle")
    assert not options(g, "play", card="Networking")


# ---------------------------------------------------------------------- exposes, counters


def test_ice_and_data_special_report_exposes_up_to_five_cards_of_one_fort() -> None:
    g = game(
        {"hand": ["Data Wall", "Fire Wall", "Night Shift", "Filter"], "credits": 20},
        {"hand": ["Ice and Data Special Report"], "credits": 5},
    )
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Fire Wall", "HQ")
    corp_install(g, "Filter", "R&D")
    to_runner_turn(g)
    act(g, "play", card="Ice and Data Special Report")
    assert {o.server for o in options(g, "choose")} == {"HQ", "R&D"}
    act(g, "choose", server="HQ")
    picks = options(g, "choose")
    assert len(picks) == 2  # only the ice of HQ: Filter protects R&D
    g.choose(picks[0])
    pass_until(g, "runner")
    g.choose(options(g, "choose")[0])
    pass_until(g, "runner")
    assert g.runner.credits == 2
    exposed = [x for x in g.log if "expose" in x.lower() and "HQ" in x]
    assert exposed
    seen = {c["title"] for c in g.view("runner")["corp"]["servers"]["HQ"]["ice"]}
    assert seen == {"Data Wall", "Fire Wall"}


def test_the_personal_touch_puts_a_strength_counter_on_an_icebreaker() -> None:

    g = runner_turn(runner_hand=["Codecracker", "The Personal Touch"], runner_credits=10)
    runner_install(g, "Codecracker")
    before = g.breaker_strength(next(p for p in g.runner.program if p.title == "Codecracker"))
    act(g, "play", card="The Personal Touch")
    act(g, "choose", card="Codecracker")
    breaker = next(p for p in g.runner.program if p.title == "Codecracker")
    assert breaker.counters["strength"] == 1
    assert g.breaker_strength(breaker) == before + 1


# ---------------------------------------------------------------------- sabotage


def test_demolition_run_trashes_the_rezzed_ice_of_the_fort_instead_of_accessing() -> None:
    g = game(
        {"hand": ["Filter", "Data Wall", "Night Shift"], "credits": 20},
        {"hand": ["Dupré", "Demolition Run"], "credits": 10},
    )
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Filter", "HQ")
    to_runner_turn(g)
    runner_install(g, "Dupré")
    act(g, "play", card="Demolition Run")
    assert {o.server for o in options(g, "choose")} == {"HQ", "R&D", "Archives"}
    act(g, "choose", server="HQ")
    while g.decision is not None and g.decision.player == "corp":  # rez the outer Filter only
        act(g, "rez", card="Filter") if options(g, "rez", card="Filter") else act(g, "pass")
    act(g, "break", card="Dupré")
    n = len(g.log)
    finish_run(g)  # Data Wall stays unrezzed: passed
    pass_until(g, "runner")
    assert [c.title for c in g.corp.servers["HQ"].ice] == ["Data Wall"]
    assert [c.title for c in g.corp.discard] == ["Filter"] and g.runner.tags == 3
    assert not [x for x in log_since(g, n) if x.startswith("The Runner accesses")]


def test_demolition_run_on_a_fort_without_rezzed_ice_still_gives_three_tags() -> None:
    g = runner_turn(runner_hand=["Demolition Run"])
    act(g, "play", card="Demolition Run")
    act(g, "choose", server="Archives")
    n = len(g.log)
    finish_run(g)
    pass_until(g, "runner")
    assert g.runner.tags == 3
    assert "Demolition Run: no rezzed ice protects Archives." in log_since(g, n)


def test_remote_detonator_needs_a_successful_run_and_trashes_that_forts_rezzed_ice() -> None:
    g = game(
        {"hand": ["Data Wall", "Night Shift"], "credits": 20},
        {"hand": ["Remote Detonator"], "credits": 10},
    )
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    assert not options(g, "play", card="Remote Detonator")
    act(g, "run", server="Archives")
    finish_run(g)
    wall = g.corp.servers["HQ"].ice[0]
    g.set_rezzed(wall, True)
    act(g, "play", card="Remote Detonator")
    pass_until(g, "runner")
    assert g.runner.tags == 3 and g.corp.servers["HQ"].ice  # Archives had no ice: HQ's stays
    assert "Remote Detonator: no rezzed ice protects Archives." in g.log


def test_remote_detonator_lets_the_runner_choose_among_forts_run_successfully() -> None:
    g = game(
        {"hand": ["Data Wall", "Night Shift"], "credits": 20, "deck": ["Night Shift"] * 5},
        {"hand": ["Remote Detonator"], "credits": 10},
    )
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    wall = g.corp.servers["HQ"].ice[0]
    g.set_rezzed(wall, True)
    g.flags["successful_run:HQ"] = 1  # as if the Runner had got through
    act(g, "run", server="Archives")
    finish_run(g)
    act(g, "play", card="Remote Detonator")
    assert {o.server for o in options(g, "choose")} == {"HQ", "Archives"}
    act(g, "choose", server="HQ")
    pass_until(g, "runner")
    assert not g.corp.servers["HQ"].ice and g.runner.tags == 3
    assert [c.title for c in g.corp.discard] == ["Data Wall"]


# ---------------------------------------------------------------------- the next agenda accessed


def test_prearranged_drop_gains_6_bits_on_the_next_agenda_accessed_only() -> None:
    g = runner_turn(["Corporate War"], ["Prearranged Drop"], runner_credits=0)
    act(g, "play", card="Prearranged Drop")
    act(g, "run", server="Archives")  # nothing there: the drop waits
    finish_run(g)
    assert g.runner.credits == 0
    act(g, "run", server="HQ")
    finish_run(g)
    assert g.runner.credits == 6 and g.runner.agenda_points == 3
    assert "next_agenda_access:bits" not in g.flags


def test_promises_promises_scores_one_more_point_with_the_next_agenda() -> None:
    g = runner_turn(["Corporate War"], ["Promises, Promises"])
    act(g, "play", card="Promises, Promises")
    act(g, "run", server="HQ")
    finish_run(g)
    assert g.runner.agenda_points == 4
    assert [c.title for c in g.runner.scored] == ["Corporate War"]


# ---------------------------------------------------------------------- bits for a price


def test_do_the_drine_offers_brain_damage_up_to_the_grip_and_gains_4_bits_each() -> None:
    g = runner_turn(runner_hand=["Do the 'Drine [TM]", "Score!", "Score!"], runner_credits=0)
    act(g, "play", card="Do the 'Drine [TM]")
    assert [o.amount for o in options(g, "choose")] == [0, 1, 2]
    act(g, "choose", amount=2)
    pass_until(g, "runner")
    assert g.runner.credits == 8 and g.runner.brain_damage == 2 and not g.runner.hand
    assert not g.over


def test_do_the_drine_never_takes_the_hand_size_below_zero() -> None:
    g = runner_turn(runner_hand=["Do the 'Drine [TM]", *["Score!"] * 6])
    g.runner.brain_damage = 3  # maximum hand size 2
    act(g, "play", card="Do the 'Drine [TM]")
    assert max(o.amount for o in options(g, "choose")) == 2


def test_corruption_gives_the_corp_the_points_scored_this_turn_for_10_bits_each() -> None:
    g = runner_turn(["Corporate War"], ["Corruption"], runner_credits=0)
    assert not options(g, "play", card="Corruption")
    act(g, "run", server="HQ")
    finish_run(g)
    assert g.runner.agenda_points == 3
    act(g, "play", card="Corruption")
    pass_until(g, "runner")
    assert g.runner.agenda_points == 0 and g.corp.agenda_points == 3
    assert g.runner.credits == 30 and g.runner.tags == 1


# ---------------------------------------------------------------------- R&D and the stack


def test_gypsy_schedule_analyzer_brings_the_first_agenda_of_rd_into_hq() -> None:
    g = runner_turn(
        runner_hand=["Gypsy [TM] Schedule Analyzer"],
        corp_deck=["Night Shift", "Filter", "Corporate War", "Data Wall"],
    )
    act(g, "play", card="Gypsy [TM] Schedule Analyzer")
    n = len(g.log)
    finish_run(g)
    assert "Corporate War" in [c.title for c in g.corp.hand]
    assert sorted(c.title for c in g.corp.deck) == ["Data Wall", "Filter", "Night Shift"]
    assert not [x for x in log_since(g, n) if x.startswith("The Runner accesses")]
    assert "The Runner reveals from R&D: Night Shift, Filter, Corporate War" in " ".join(g.log)
    assert g.runner.agenda_points == 0


def test_boostergang_connections_trades_the_grip_for_as_many_cards_of_the_stack() -> None:
    g = runner_turn(
        runner_hand=["Boostergang Connections", "Score!", "Score!"],
        runner_credits=7,
        runner_deck=["Codecracker", "Networking", "Stakeout", "Score!"],
    )
    act(g, "play", card="Boostergang Connections")
    assert sorted(c.title for c in g.runner.discard) == ["Score!", "Score!"]
    act(g, "choose", card="Codecracker")
    act(g, "choose", card="Networking")
    assert sorted(c.title for c in g.runner.hand) == ["Codecracker", "Networking"]
    assert len(g.runner.deck) == 2
    corp_log = g.log  # the public log
    assert not any("Codecracker" in x for x in corp_log)


# ---------------------------------------------------------------------- runs with an effect


def test_weefle_initiation_prevents_up_to_7_damage_during_its_run() -> None:
    from classic.runner_basics_helpers import damage_done

    g = runner_turn(runner_hand=["Weefle Initiation", *["Score!"] * 5])
    act(g, "play", card="Weefle Initiation")
    act(g, "choose", server="HQ")
    damage_done(g, "net", 5)
    assert len(g.runner.hand) == 5
    damage_done(g, "meat", 4)  # 2 left of the 7: 2 meat damage gets through
    assert len(g.runner.hand) == 3
    assert "Weefle Initiation prevents 2 meat damage (0 left to prevent during this run)." in g.log
    finish_run(g)
    damage_done(g, "net", 1)  # the run is over
    assert len(g.runner.hand) == 2


def test_reconnaissance_gains_a_bit_for_each_card_rezzed_during_its_run() -> None:
    g = game({"hand": ["Filter", "Data Wall"], "credits": 20}, {"hand": ["Reconnaissance"]})
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Filter", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Reconnaissance")
    act(g, "choose", server="HQ")
    while g.decision is not None and g.decision.player == "corp":
        act(g, "rez", card="Filter") if options(g, "rez", card="Filter") else act(g, "pass")
    assert g.runner.credits == 6  # 5, and 1 for Filter's rez
    finish_run(g)
    assert g.run is None


def test_disgruntled_ice_technician_may_derez_ice_broken_through_and_end_the_run() -> None:
    g = game(
        {"hand": ["Filter"], "credits": 20},
        {"hand": ["Dupré", "Disgruntled Ice Technician"], "credits": 10},
    )
    corp_install(g, "Filter", "HQ")
    to_runner_turn(g)
    runner_install(g, "Dupré")
    act(g, "play", card="Disgruntled Ice Technician")
    act(g, "choose", server="HQ")
    while g.decision is not None and g.decision.player == "corp":
        act(g, "rez", card="Filter") if options(g, "rez", card="Filter") else act(g, "pass")
    act(g, "break", card="Dupré")
    while g.decision is not None and g.decision.source_title != "Disgruntled Ice Technician":
        act(g, "pass")
    d = g.decision
    assert d is not None and [o.kind for o in d.options] == ["choose", "pass"]
    g.choose(options(g, "choose")[0])
    pass_until(g, "runner")
    filt = g.corp.servers["HQ"].ice[0]
    assert not filt.rezzed and filt.faceup and g.run is None
    assert "The Runner ends the run (Disgruntled Ice Technician)." in g.log


def test_disgruntled_ice_technician_offers_nothing_for_ice_not_broken() -> None:
    g = game({"hand": ["Filter"], "credits": 20}, {"hand": ["Disgruntled Ice Technician"]})
    corp_install(g, "Filter", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Disgruntled Ice Technician")
    act(g, "choose", server="HQ")
    while g.run is not None and g.decision is not None:
        assert g.decision.source_title != "Disgruntled Ice Technician"
        d = g.decision
        if d.player == "corp" and options(g, "rez", card="Filter"):
            act(g, "rez", card="Filter")
        else:
            act(g, "pass")
    assert g.corp.servers["HQ"].ice[0].rezzed


def test_running_interference_doubles_the_rez_cost_of_ice_during_its_run() -> None:
    g = game({"hand": ["Fire Wall"], "credits": 20}, {"hand": ["Running Interference"]})
    corp_install(g, "Fire Wall", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Running Interference")
    assert g.runner.clicks == 2
    act(g, "choose", server="HQ")
    while g.decision is not None and g.decision.player == "corp":
        if options(g, "rez", card="Fire Wall"):
            (opt,) = options(g, "rez", card="Fire Wall")
            assert opt.cost.credits == 10
            before = g.corp.credits
            act(g, "rez", card="Fire Wall")
            assert g.corp.credits == before - 10
            break
        act(g, "pass")
    assert "The Corp rezzes Fire Wall protecting HQ, paying 10." in g.log
    finish_run(g)
    assert g.rez_cost(g.corp.servers["HQ"].ice[0]) == 5  # after the run: as printed


def test_hijack_pays_up_to_3_bits_of_an_install_cost_and_keeps_none() -> None:
    g = runner_turn(runner_hand=["Hijack", "Dwarf", "Codecracker"], runner_credits=5)
    act(g, "play", card="Hijack")
    costs = {o.card: o.cost.credits for o in options(g, "install")}
    assert costs == {"Dwarf": 3, "Codecracker": 0}
    act(g, "install", card="Codecracker")
    assert g.runner.credits == 4 and [p.title for p in g.runner.program] == ["Codecracker"]


def test_on_the_fast_track_pays_8_after_trashing_an_advertisement() -> None:
    g = game(
        {"hand": ["Rockerboy Promotion"], "credits": 20},
        {"hand": ["On the Fast Track", "On the Fast Track"], "credits": 5},
    )
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    act(g, "play", card="On the Fast Track")
    assert g.runner.credits == 5  # nothing trashed yet
    (remote,) = [s for s in g.corp.servers if s not in ("HQ", "R&D", "Archives")]
    act(g, "run", server=remote)
    while g.run is not None and g.decision is not None:
        if options(g, "trash"):
            act(g, "trash")
        elif options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")
    assert g.runner.credits == 2
    act(g, "play", card="On the Fast Track")
    assert g.runner.credits == 10


# ---------------------------------------------------------------------- Test Spin, Pirate Broadcast


def test_test_spin_installs_a_program_free_runs_and_shuffles_it_back() -> None:
    g = runner_turn(
        runner_hand=["Test Spin"], runner_credits=1, runner_deck=["Dwarf", "Score!", "Score!"]
    )
    act(g, "play", card="Test Spin")
    (opt,) = options(g, "install", card="Dwarf")
    assert opt.cost.credits == 0
    g.choose(opt)
    assert [p.title for p in g.runner.program] == ["Dwarf"] and g.runner.credits == 0
    act(g, "choose", server="Archives")
    finish_run(g)
    assert not g.runner.program and "Dwarf" in [c.title for c in g.runner.deck]
    assert len(g.runner.deck) == 3


def test_test_spin_program_lost_costs_4_plus_its_cost_and_meat_damage_beyond_the_pool() -> None:
    from netrunner.engine.game import Ctx, Reoffer
    from netrunner.engine.steps import Resolve
    from netrunner.rulesets.classic.runner_preps import TestSpinReturn

    g = runner_turn(runner_hand=["Score!", "Score!", "Score!"], runner_credits=7)
    d = g._decision  # the run is over and the program (Dwarf, cost 6) is gone
    assert d is not None
    g._decision = None
    g.push(Reoffer(d))
    g.push(Resolve((TestSpinReturn(9999, 6),), Ctx("runner", -1, "Test Spin")))
    g._advance()
    pass_until(g, "runner")
    assert g.runner.credits == 0 and len(g.runner.hand) == 0  # 10 owed: 7 bits, 3 meat damage


def test_test_spin_with_no_program_chosen_makes_no_run() -> None:
    g = runner_turn(runner_hand=["Test Spin"], runner_deck=["Score!"])
    act(g, "play", card="Test Spin")
    act(g, "pass")
    assert g.run is None and g.flags.get("runs", 0) == 0


def test_pirate_broadcast_scores_a_point_when_every_run_succeeds() -> None:
    g = runner_turn(runner_hand=["Pirate Broadcast"], corp_deck=["Night Shift"] * 5)
    act(g, "play", card="Pirate Broadcast")
    for _ in range(3):
        d = g.decision
        assert d is not None and d.source_title == "Pirate Broadcast"
        g.choose(options(g, "choose")[-1])
        finish_run(g)
    assert g.flags["runs"] == 3 and g.runner.agenda_points == 1
    assert g.runner.clicks == 3


def test_pirate_broadcast_forgoes_the_next_action_after_a_failed_run() -> None:
    g = game(
        {"hand": ["Data Wall"], "credits": 20, "deck": ["Night Shift"] * 5},
        {"hand": ["Pirate Broadcast"]},
    )
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Pirate Broadcast")
    act(g, "choose", server="HQ")
    while g.run is not None and g.decision is not None:
        d = g.decision
        if d.player == "corp" and options(g, "rez", card="Data Wall"):
            act(g, "rez", card="Data Wall")
        else:
            act(g, "pass")
    assert "Data Wall ends the run." in g.log or g.flags.get("successful_runs", 0) == 0
    for _ in range(2):
        g.choose(options(g, "choose")[0])
        finish_run(g)
    assert g.runner.agenda_points == 0 and g.runner.clicks == 2
    assert (
        "Pirate Broadcast: not all the runs were successful; the Runner forgoes its next action."
        in g.log
    )


def test_decoy_signal_exposes_unrezzed_ice_approached_and_allows_jacking_out_first() -> None:
    g = game({"hand": ["Fire Wall", "Filter"], "credits": 20}, {"hand": ["Decoy Signal"]})
    corp_install(g, "Fire Wall", "HQ")
    corp_install(g, "Filter", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Decoy Signal")
    act(g, "choose", server="HQ")
    while g.decision is not None and g.decision.player == "corp":  # the expose window
        assert g.decision.kind != "rez"
        act(g, "pass")
    d = g.decision
    assert d is not None and d.kind == "jack_out" and d.source_title == "Decoy Signal"
    outer = runner_view_card(g, "HQ", index=0)
    assert outer["title"] == "Filter"  # exposed: the Runner knows it
    act(g, "pass")  # stay
    assert g.decision is not None and g.decision.player == "corp"
    assert g.decision.kind == "rez"
    act(g, "pass")  # Filter left unrezzed: passed; the Runner goes on to Fire Wall
    while (d := g.decision) is not None and d.source_title != "Decoy Signal":
        act(g, "pass")
    assert runner_view_card(g, "HQ", index=1)["title"] == "Fire Wall"
    act(g, "jack_out")
    assert g.run is None and not g.corp.servers["HQ"].ice[1].rezzed


def test_test_spin_program_trashed_in_the_run_costs_bits_then_meat_damage() -> None:
    g = game(
        {"hand": ["Sentinels Prime"], "credits": 20},
        {
            "hand": ["Test Spin", *["Score!"] * 8],
            "credits": 4,
            "deck": ["Dwarf", "Score!", "Score!"],
        },
    )
    corp_install(g, "Sentinels Prime", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Test Spin")
    act(g, "install", card="Dwarf")
    act(g, "choose", server="HQ")
    while g.run is not None and g.decision is not None:
        d = g.decision
        if d.player == "corp" and options(g, "rez", card="Sentinels Prime"):
            act(g, "rez", card="Sentinels Prime")
        elif d.player == "corp" and options(g, "choose", card="Dwarf"):
            act(g, "choose", card="Dwarf")
        else:
            act(g, "pass")
    pass_until(g, "runner")
    assert "Dwarf" in [c.title for c in g.runner.discard]
    # 4 bits + Dwarf's 6: the Runner had 3 after Test Spin, so 7 meat damage
    assert g.runner.credits == 0 and len(g.runner.hand) == 1
    assert "The program is no longer in play: the Runner loses 3 bits (Test Spin)." in g.log

"""runner-basics: the 1996 Base set's preps, one scenario per ability (runs with more access or free
trashing, a second run, searches of the stack shown or not, sabotage of ice; Total Genetic
Retrofit's automatic tag shield; Open-Ended(R) Mileage Program back into the hand)."""

from __future__ import annotations

from cards.helpers import corp_install, finish_run, log_since, to_runner_turn
from classic.runner_basics_helpers import game, runner_turn, tags_given, titles
from netrunner.testing import act, options, pass_until

# ---------------------------------------------------------------------- runs


def test_all_nighter_offers_another_run_after_an_unsuccessful_one() -> None:
    g = game({"hand": ["Data Wall"], "credits": 10}, {"hand": ["All-Nighter"]})
    corp_install(g, "Data Wall", "R&D")
    to_runner_turn(g)
    act(g, "play", card="All-Nighter")
    act(g, "choose", server="R&D")
    while g.decision is not None and g.decision.player == "corp":  # the Corp rezzes the wall
        act(g, "rez", card="Data Wall") if options(g, "rez") else act(g, "pass")
    assert "Data Wall ends the run." in g.log
    d = g.decision
    assert d is not None and d.source_title == "All-Nighter" and d.kind == "choose"
    assert {o.server for o in options(g, "choose")} == {"HQ", "R&D", "Archives"}
    assert options(g, "pass")
    clicks = g.runner.clicks
    act(g, "choose", server="HQ")
    assert g.run is not None and g.run.server == "HQ"
    finish_run(g)
    assert g.runner.clicks == clicks  # no action for the second run
    assert g.decision is not None and g.decision.kind == "action"  # and no third


def test_all_nighters_second_run_may_be_declined() -> None:
    g = runner_turn(runner_hand=["All-Nighter"])
    act(g, "play", card="All-Nighter")
    act(g, "choose", server="Archives")
    finish_run(g)
    act(g, "pass")
    assert g.run is None and g.flags["runs"] == 1


def test_executive_wiretaps_runs_hq_and_accesses_2_more_cards() -> None:
    g = runner_turn(
        ["Night Shift", "Scorched Earth", "Accounts Receivable", "Filter"],
        ["Executive Wiretaps"],
    )
    n = len(g.log)
    act(g, "play", card="Executive Wiretaps")
    assert g.runner.credits == 3
    finish_run(g)
    accessed = [x for x in log_since(g, n) if x.startswith("The Runner accesses")]
    assert len(accessed) == 3 and all(x.endswith("from HQ.") for x in accessed)


def test_kilroy_was_here_trashes_cards_stored_in_rd_for_free_even_ice() -> None:
    g = runner_turn(runner_hand=["Kilroy Was Here"], corp_deck=["Fire Wall", "Night Shift"])
    g.runner.credits = 0
    act(g, "play", card="Kilroy Was Here")
    pass_until(g, "runner")
    act(g, "pass")  # no ice: the last chance to jack out, declined
    pass_until(g, "runner")
    (opt,) = options(g, "trash", card="Fire Wall")
    assert opt.cost.credits == 0
    act(g, "trash", card="Fire Wall")
    assert titles(g.view("runner")["corp"]["discard"]) == ["Fire Wall"]


def test_kilroy_was_here_does_not_trash_an_upgrade_in_rds_root_for_free() -> None:
    g = game(
        {"hand": ["Antiquated Interface Routines"], "deck": ["Night Shift"] * 3},
        {"hand": ["Kilroy Was Here"], "credits": 1},
    )
    corp_install(g, "Antiquated Interface Routines", "R&D")
    to_runner_turn(g)
    act(g, "play", card="Kilroy Was Here")
    pass_until(g, "runner")
    act(g, "pass")
    pass_until(g, "runner")
    act(g, "access", card_id=g.corp.servers["R&D"].content[0].id)
    (opt,) = options(g, "trash")
    assert opt.card == "Antiquated Interface Routines" and opt.cost.credits == 1


def test_romp_through_hq_trashes_cards_stored_in_hq_for_free_agendas_too() -> None:
    g = runner_turn(["Hostile Takeover"], ["Romp through HQ"])
    act(g, "play", card="Romp through HQ")
    pass_until(g, "runner")
    act(g, "pass")
    pass_until(g, "runner")
    d = g.decision
    assert d is not None and d.kind == "steal"
    act(g, "trash", card="Hostile Takeover")
    assert g.runner.agenda_points == 0
    assert titles(g.view("runner")["corp"]["discard"]) == ["Hostile Takeover"]


# ---------------------------------------------------------------------- searches and draws


def test_bodyweight_synthetic_blood_draws_5_cards() -> None:
    g = runner_turn(runner_hand=["Bodyweight [TM] Synthetic Blood"], runner_deck=["Shield"] * 6)
    act(g, "play", card="Bodyweight [TM] Synthetic Blood")
    assert len(g.runner.hand) == 5 and g.runner.credits == 3


def test_mantis_finds_any_card_in_the_stack_without_showing_it() -> None:
    g = runner_turn(
        runner_hand=["Mantis, Fixer-at-Large"], runner_deck=["Score!", "Worm", "Score!", "Shield"]
    )
    n = len(g.log)
    act(g, "play", card="Mantis, Fixer-at-Large")
    assert sorted(o.card or "" for o in options(g, "choose")) == ["Score!", "Shield", "Worm"]
    corp_view = g.view("corp")["decision"]
    assert corp_view is not None and "Worm" not in corp_view["prompt"]
    act(g, "choose", card="Worm")
    assert [c.title for c in g.runner.hand] == ["Worm"] and len(g.runner.deck) == 3
    assert not any("Worm" in x for x in log_since(g, n))
    assert (
        "The Runner adds a card from the stack to the grip (Mantis, Fixer-at-Large)."
        in log_since(g, n)
    )
    assert "hand" not in g.view("corp")["runner"]


def test_temple_microcode_outlet_finds_a_program_and_shows_it_to_the_corp() -> None:
    g = runner_turn(
        runner_hand=["Temple Microcode Outlet"], runner_deck=["Score!", "Worm", "Score!"]
    )
    act(g, "play", card="Temple Microcode Outlet")
    assert [o.card for o in options(g, "choose")] == ["Worm"]
    act(g, "choose", card="Worm")
    assert "The Runner reveals Worm and adds it to the grip (Temple Microcode Outlet)." in g.log
    assert [c.title for c in g.runner.hand] == ["Worm"]


# ---------------------------------------------------------------------- sabotage


def test_forged_activation_orders_makes_the_corp_rez_or_trash_a_chosen_ice() -> None:
    g = game(
        {"hand": ["Fire Wall", "Data Wall"], "credits": 3},
        {"hand": ["Forged Activation Orders"] * 2},
    )
    corp_install(g, "Fire Wall", "HQ")
    corp_install(g, "Data Wall", "R&D")
    to_runner_turn(g)  # the Corp has 4 bits: Data Wall (1) it can rez, Fire Wall (5) not
    act(g, "play", card="Forged Activation Orders")
    act(g, "choose", server="R&D")
    assert {o.kind for o in g.decision.options} == {"rez", "choose"}  # type: ignore[union-attr]
    act(g, "rez", card="Data Wall")
    assert g.corp.servers["R&D"].ice[0].rezzed and g.corp.credits == 3
    act(g, "play", card="Forged Activation Orders")
    act(g, "choose", server="HQ")
    assert options(g, "rez") == []  # 5 bits it does not have: it must trash it
    act(g, "choose", target="trash")
    assert g.corp.servers["HQ"].ice == [] and len(g.corp.discard) == 1


def test_security_code_worm_chip_trashes_an_unrezzed_ice_after_a_successful_hq_run() -> None:
    g = game({"hand": ["Fire Wall"], "credits": 10}, {"hand": ["Security Code WORM Chip"]})
    corp_install(g, "Fire Wall", "R&D")
    to_runner_turn(g)
    assert options(g, "play", card="Security Code WORM Chip") == []
    act(g, "run", server="HQ")
    finish_run(g)
    act(g, "play", card="Security Code WORM Chip")
    (target,) = options(g, "choose")
    assert target.server == "R&D" and target.card is None
    g.choose(target)
    assert "The Runner trashes unrezzed ice 1 of R&D (Security Code WORM Chip)." in g.log
    assert g.corp.servers["R&D"].ice == []
    (trashed,) = g.view("runner")["corp"]["discard"]
    assert trashed["title"] is None and not trashed["faceup"]  # face down in Archives


# ---------------------------------------------------------------------- tags


def test_total_genetic_retrofit_removes_all_tags_and_avoids_the_next_one() -> None:
    g = runner_turn(runner_hand=["Total Genetic Retrofit", "Fall Guy"], tags=3)
    act(g, "install", card="Fall Guy")
    act(g, "play", card="Total Genetic Retrofit")
    assert g.runner.tags == 0 and g.runner.credits == 2
    for side in ("runner", "corp"):
        assert g.view(side)["runner"]["counters"] == {"avoid_tag": 1}
    tags_given(g)  # avoided at once: Fall Guy is not even asked
    assert g.runner.tags == 0
    assert "The Runner automatically avoids receiving a tag (Total Genetic Retrofit)." in g.log
    assert g.decision is not None and g.decision.kind == "action"
    assert g.view("runner")["runner"]["counters"] == {}
    tags_given(g)  # the one after that is not
    assert g.decision is not None and g.decision.kind == "prevent"


def test_total_genetic_retrofit_avoids_only_one_of_two_tags_given_at_once() -> None:
    g = runner_turn(
        runner_hand=["Total Genetic Retrofit", "Total Genetic Retrofit"], runner_credits=6
    )
    act(g, "play", card="Total Genetic Retrofit")
    act(g, "play", card="Total Genetic Retrofit")  # the same "next tag": no second shield
    assert g.runner.counters == {"avoid_tag": 1}
    tags_given(g, 2)
    assert g.runner.tags == 1


def test_open_ended_mileage_program_removes_a_tag_and_may_go_back_to_hand_for_1_bit() -> None:
    g = runner_turn(runner_hand=["Open-Ended(R) Mileage Program"], tags=2, runner_credits=1)
    act(g, "play", card="Open-Ended(R) Mileage Program")
    assert g.runner.tags == 1
    (keep,) = options(g, "choose", card="Open-Ended(R) Mileage Program")
    assert keep.cost.credits == 1
    g.choose(keep)
    assert [c.title for c in g.runner.hand] == ["Open-Ended(R) Mileage Program"]
    assert g.runner.credits == 0 and g.view("runner")["runner"]["discard"] == []
    act(g, "play", card="Open-Ended(R) Mileage Program")  # no bit left: not asked
    assert g.runner.tags == 0 and g.runner.hand == []
    assert titles(g.view("corp")["runner"]["discard"]) == ["Open-Ended(R) Mileage Program"]


def test_open_ended_mileage_program_goes_to_the_trash_if_the_runner_does_not_pay() -> None:
    g = runner_turn(runner_hand=["Open-Ended(R) Mileage Program"], tags=1, runner_credits=3)
    act(g, "play", card="Open-Ended(R) Mileage Program")
    act(g, "pass")
    assert g.runner.tags == 0 and g.runner.credits == 3 and g.runner.hand == []
    assert titles(g.view("runner")["runner"]["discard"]) == ["Open-Ended(R) Mileage Program"]


def test_all_nighter_offers_no_second_run_once_rex_has_locked_runs() -> None:
    g = game({"hand": ["Rex"], "credits": 10}, {"hand": ["All-Nighter"], "credits": 2})
    corp_install(g, "Rex", "HQ")
    to_runner_turn(g)
    act(g, "play", card="All-Nighter")
    act(g, "choose", server="HQ")
    while g.decision is not None and g.decision.player == "corp":
        act(g, "rez", card="Rex") if options(g, "rez") else act(g, "pass")
    assert "Rex ends the run." in g.log
    d = g.decision
    assert d is not None and d.kind == "action" and options(g, "run") == []

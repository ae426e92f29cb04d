"""The Corp's 1996 cards of the first release (card plan), and the rules they bring: forgone
actions owed across turns (rules-diff 16), scored agendas working for the Corp (rules-diff 44),
"the next ice encountered" (rules-diff 48), purging by forgoing three actions (rules-diff 118)."""

from __future__ import annotations

import pytest

from cards.helpers import corp_install, next_corp_turn, runner_install, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, pass_until, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


def _score(g: Game, title: str, server: str = "new remote") -> None:
    """The Corp installs the agenda ``title`` (from HQ) and scores it: all but one of its
    advancement counters are put on as the scene's set-up, the last by an advance action
    (2 actions and 1 bit in all)."""
    act(g, "install", card=title, server=server)
    agenda = next(c for c in g.installed_corp_cards() if c.title == title)
    g.add_advancements(agenda, g.advancement_requirement(agenda) - 1)
    act(g, "advance", card=title)
    act(g, "score", card=title)
    assert agenda.title in [c.title for c in g.corp.scored]


def _continue_run(g: Game) -> None:
    """Answer every decision of the run with 'pass' (the Corp rezzes nothing more, the Runner
    lets subroutines resolve and continues) until the run is over."""
    while g.run is not None and g.decision is not None and options(g, "pass"):
        act(g, "pass")


# ---------------------------------------------------------------------- ice


@pytest.mark.parametrize(
    ("title", "price"), [("Fire Wall", 5), ("Data Wall", 1), ("Wall of Static", 3)]
)
def test_walls_end_the_run(title: str, price: int) -> None:
    g = scenario(ruleset="classic", corp={"hand": [title], "credits": 10})
    corp_install(g, title, "R&D")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    act(g, "rez", card=title)
    assert g.corp.credits == 12 - price
    _continue_run(g)
    assert g.run is None and f"{title} ends the run." in g.log
    assert not any("accesses" in line for line in g.log)


def test_keeper_is_a_code_gate_of_strength_4_that_ends_the_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Keeper"], "credits": 10},
        runner={"hand": ["Tinweasel"], "credits": 10},
    )
    corp_install(g, "Keeper", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Tinweasel")
    act(g, "run", server="HQ")
    act(g, "rez", card="Keeper")
    assert not options(g, "break")  # Tinweasel's strength 3 is below Keeper's 4
    _continue_run(g)
    assert "Keeper ends the run." in g.log and g.corp.credits == 12 - 4


def test_filter_ends_the_run() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Filter"]})
    corp_install(g, "Filter", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Filter")
    _continue_run(g)
    assert "Filter ends the run." in g.log


def test_razor_wire_does_2_net_damage_then_ends_the_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Razor Wire"], "credits": 6},
        runner={"hand": ["Score!", "Score!", "Score!"]},
    )
    corp_install(g, "Razor Wire", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Razor Wire")
    _continue_run(g)
    assert len(g.runner.hand) == 1 and len(g.runner.discard) == 2
    assert "Razor Wire ends the run." in g.log


def test_code_corpse_does_2_brain_damage_then_ends_the_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Code Corpse"], "credits": 10},
        runner={"hand": ["Score!", "Score!", "Score!"]},
    )
    corp_install(g, "Code Corpse", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Code Corpse")
    _continue_run(g)
    assert g.runner.brain_damage == 2 and len(g.runner.hand) == 1
    assert g.view("runner")["runner"]["max_hand_size"] == 3
    assert "Code Corpse ends the run." in g.log


def test_triggerman_trashes_a_program_of_the_corps_choice_then_ends_the_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Triggerman"], "credits": 7},
        runner={"hand": ["Tinweasel", "Codecracker"], "credits": 10},
    )
    corp_install(g, "Triggerman", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Tinweasel")
    runner_install(g, "Codecracker")
    act(g, "run", server="HQ")
    act(g, "rez", card="Triggerman")
    while not options(g, "choose"):
        act(g, "pass")
    assert g.decision is not None and g.decision.player == "corp"
    act(g, "choose", card="Codecracker")
    _continue_run(g)
    assert [c.title for c in g.runner.program] == ["Tinweasel"]
    assert "Triggerman ends the run." in g.log


def test_neural_blade_stops_the_runner_breaking_the_next_ice() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Triggerman", "Neural Blade"], "credits": 12},
        runner={"hand": ["Black Dahlia", "Score!"], "credits": 20},
    )
    corp_install(g, "Triggerman", "HQ")
    corp_install(g, "Neural Blade", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Black Dahlia")
    act(g, "run", server="HQ")
    act(g, "rez", card="Neural Blade")
    act(g, "pass")  # let both subroutines resolve: 1 net damage, and the lock
    act(g, "pass")  # continue the run
    act(g, "rez", card="Triggerman")
    d = g.decision
    # no break (and no pointless boost) while encountering Triggerman: it just resolves
    assert d is not None and d.kind == "choose" and d.player == "corp"
    assert "The Runner cannot break the subroutines of Triggerman." in g.log
    assert not any(o.kind == "break" for o in d.options)
    act(g, "choose", card="Black Dahlia")
    _continue_run(g)
    assert g.runner.program == [] and "Triggerman ends the run." in g.log
    assert len(g.runner.hand) == 0 and [c.title for c in g.runner.discard] == [
        "Score!",
        "Black Dahlia",
    ]


def test_neural_blade_lock_skips_unrezzed_ice_and_lasts_one_encounter() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Triggerman", "Filter", "Neural Blade"], "credits": 20},
        runner={"hand": ["Black Dahlia", "Score!"], "credits": 30},
    )
    corp_install(g, "Triggerman", "HQ")
    corp_install(g, "Filter", "HQ")
    corp_install(g, "Neural Blade", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Black Dahlia")
    act(g, "run", server="HQ")
    act(g, "rez", card="Neural Blade")
    act(g, "pass")
    act(g, "pass")  # continue
    act(g, "pass")  # Filter stays unrezzed: passed, not encountered
    act(g, "pass")  # continue
    act(g, "rez", card="Triggerman")
    assert not options(g, "break")  # Triggerman is the next ice encountered
    assert g.run is not None and "no_break_next" not in g.run.mods


def test_tko_ends_the_run_and_the_runner_forgoes_their_next_action() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["TKO 2.0"], "credits": 7})
    corp_install(g, "TKO 2.0", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")  # first action: 3 left
    act(g, "rez", card="TKO 2.0")
    _continue_run(g)
    assert "TKO 2.0 ends the run." in g.log
    assert g.runner.clicks == 2 and g.runner.forgo == 0  # the next action is forgone


def test_an_action_forgone_on_the_last_action_is_owed_on_the_next_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["TKO 2.0"], "credits": 7})
    corp_install(g, "TKO 2.0", "HQ")
    to_runner_turn(g)
    for _ in range(3):
        act(g, "credit")
    act(g, "run", server="HQ")  # the last action
    act(g, "rez", card="TKO 2.0")
    _continue_run(g)
    assert g.runner.forgo == 1 and g.view("corp")["runner"]["actions_owed"] == 1
    assert "The Runner forgoes 1 action; 1 action owed on later turns." in g.log
    clone = g.clone()
    to_runner_turn(g)  # the Runner's last action ended their turn
    assert g.runner.clicks == 3 and g.runner.forgo == 0
    assert "The Runner forgoes 1 action owed from earlier." in g.log
    assert clone.runner.forgo == 1  # the clone keeps its own debt


# ---------------------------------------------------------------------- the Sample Run


def test_the_rulebooks_sample_run_liberates_tycho_extension_for_4_points() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Tycho Extension", "Triggerman", "Filter", "Neural Blade"], "credits": 13},
        runner={"hand": ["Black Dahlia", "Tinweasel", "Score!", "Jack 'n' Joe"], "credits": 16},
    )
    # the Corp's new subsidiary fort, outermost first: Neural Blade, Filter, Triggerman
    corp_install(g, "Tycho Extension", "new remote")
    corp_install(g, "Triggerman", "Server 1")
    corp_install(g, "Filter", "Server 1")  # 1 bit: one ice already there
    pass_until(g, "runner")
    act(g, "install", card="Black Dahlia")  # the Runner's earlier turn: 10 bits
    for _ in range(3):
        act(g, "credit")
    pass_until(g, "corp")
    corp_install(g, "Neural Blade", "Server 1")  # 2 bits
    act(g, "credit")
    act(g, "credit")
    pass_until(g, "runner")
    # the Runner's turn of the scene: Tinweasel, two bits "back up to a paltry 6", then the run
    runner_install(g, "Tinweasel")
    act(g, "credit")
    act(g, "credit")
    assert (g.runner.credits, g.corp.credits) == (6, 12)
    act(g, "run", server="Server 1")  # R.0
    act(g, "rez", card="Neural Blade")  # R.2
    act(g, "pass")
    assert (g.runner.credits, g.corp.credits) == (6, 8)
    # R.3: Black Dahlia (5) breaks the second subroutine for 2
    act(g, "break", card="Black Dahlia", subroutine=1)
    assert g.runner.credits == 4
    hand = len(g.runner.hand)
    act(g, "pass")  # R.4: "1 net damage" resolves, a random discard
    assert len(g.runner.hand) == hand - 1 and len(g.runner.discard) == 1
    act(g, "pass")  # R.5: continue
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "rez"  # R.6: Filter, not rezzed
    act(g, "pass")
    act(g, "pass")  # R.7: continue
    act(g, "rez", card="Triggerman")  # R.8
    act(g, "pass")
    assert (g.runner.credits, g.corp.credits) == (4, 1)
    # R.9-R.10: the lock was broken, so Triggerman's subroutines can be broken
    act(g, "break", card="Black Dahlia", subroutine=1)
    assert g.runner.credits == 2
    act(g, "break", card="Black Dahlia", subroutine=0)
    assert g.runner.credits == 0
    _continue_run(g)  # R.11: continue; the Corp's last window goes unused
    # R.12: Tycho Extension liberated, 4 agenda points, no bonus
    assert [c.title for c in g.runner.scored] == ["Tycho Extension"]
    assert g.runner.agenda_points == 4 and (g.runner.credits, g.corp.credits) == (0, 1)
    assert (
        "The Runner liberates Tycho Extension (4 agenda points), for 4 agenda points in all."
        in (g.log)
    )
    fort = g.corp.servers["Server 1"]
    assert [(c.title, c.rezzed) for c in reversed(fort.ice)] == [
        ("Neural Blade", True),
        ("Filter", False),
        ("Triggerman", True),
    ]
    assert fort.content == []


# ---------------------------------------------------------------------- agendas


def test_tycho_extension_is_worth_4_points_and_needs_4_advancements() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Tycho Extension"]})
    act(g, "install", card="Tycho Extension", server="new remote")
    tycho = _card(g, "Tycho Extension")
    g.add_advancements(tycho, 2)
    act(g, "advance", card="Tycho Extension")
    assert not options(g, "score")  # 3 of 4
    act(g, "advance", card="Tycho Extension")
    act(g, "score", card="Tycho Extension")
    assert g.corp.agenda_points == 4


def test_hostile_takeover_gains_5_bits_when_scored() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Hostile Takeover"], "credits": 5})
    _score(g, "Hostile Takeover")
    assert g.corp.credits == 5 - 1 + 5 and g.corp.agenda_points == 1


def to_corp_turn_or_choice(g: Game) -> None:
    """End the Runner's turn (spare actions become bits): the Corp's first decision is next."""
    while g.decision is not None and g.decision.player == "runner":
        act(g, "credit") if options(g, "credit") else act(g, "pass")


def test_employee_empowerment_offers_an_extra_draw_at_the_start_of_each_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Employee Empowerment"], "deck": ["Night Shift"] * 5},
    )
    _score(g, "Employee Empowerment")
    to_runner_turn(g)
    to_corp_turn_or_choice(g)
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "choose"
    assert d.source_title == "Employee Empowerment"
    assert [o.label for o in d.options] == ["Draw 1 card", "Don't draw"]
    before = len(g.corp.hand)
    act(g, "choose", card="Employee Empowerment")
    assert len(g.corp.hand) == before + 2  # the extra card, then the mandatory draw
    assert g.decision is not None and g.decision.kind == "action"


def test_employee_empowerment_extra_draw_may_be_declined() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Employee Empowerment"], "deck": ["Night Shift"] * 5},
    )
    _score(g, "Employee Empowerment")
    to_runner_turn(g)
    to_corp_turn_or_choice(g)
    before = len(g.corp.hand)
    act(g, "pass")
    assert len(g.corp.hand) == before + 1  # only the mandatory draw


def test_employee_empowerment_scored_has_the_action_draw_two_cards() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Employee Empowerment"], "deck": ["Night Shift"] * 5},
    )
    _score(g, "Employee Empowerment")
    [o] = options(g, "ability", card="Employee Empowerment")
    assert o.label == "Employee Empowerment: 1 action: Draw 2 cards."
    assert o.cost.clicks == 1
    before = len(g.corp.hand)
    g.choose(o)
    assert len(g.corp.hand) == before + 2 and g.corp.clicks == 0


def test_subsidiary_branch_gives_the_corp_an_action_at_once_when_scored() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Subsidiary Branch"]})
    _score(g, "Subsidiary Branch")  # install and advance: 1 action left, and 1 gained
    assert g.corp.clicks == 2
    assert "The Corp gains 1 action (Subsidiary Branch)." in g.log


def test_subsidiary_branch_gives_the_corp_an_extra_action_each_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Subsidiary Branch"]})
    _score(g, "Subsidiary Branch")
    next_corp_turn(g)
    assert g.corp.clicks == 4
    assert "The Corp gains 1 action (Subsidiary Branch)." in g.log


def test_corporate_war_gains_12_bits_with_12_or_more() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate War"], "credits": 13})
    _score(g, "Corporate War")  # the advance costs 1: 12 left when it is scored
    assert g.corp.credits == 24


def test_corporate_war_loses_every_bit_with_fewer_than_12() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate War"], "credits": 12})
    _score(g, "Corporate War")  # 11 left when it is scored
    assert g.corp.credits == 0
    assert "The Corp has fewer than 12 bits: loses all 11 bits (Corporate War)." in g.log


def test_main_office_relocation_raises_the_corps_hand_size_by_2() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Main-Office Relocation"]})
    assert g.view("corp")["corp"]["max_hand_size"] == 5
    _score(g, "Main-Office Relocation")
    assert g.view("runner")["corp"]["max_hand_size"] == 7


# ---------------------------------------------------------------------- nodes and upgrades


def test_rockerboy_promotion_holds_15_bits_and_gives_3_an_action() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Rockerboy Promotion"], "credits": 4})
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    act(g, "rez", card="Rockerboy Promotion")
    assert g.corp.credits == 0
    act(g, "ability", card="Rockerboy Promotion")
    rp = _card(g, "Rockerboy Promotion")
    assert g.corp.credits == 3 and rp.counters["credit"] == 12


def test_holovid_campaign_gives_1_bit_at_the_start_of_each_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Holovid Campaign"], "credits": 4})
    act(g, "install", card="Holovid Campaign", server="new remote")
    act(g, "rez", card="Holovid Campaign")
    next_corp_turn(g)
    hc = _card(g, "Holovid Campaign")
    assert hc.counters["credit"] == 11
    assert g.corp.credits == 2 + 1  # two actions for bits before, then the bit at the start


def test_red_herrings_makes_liberating_cost_5_more_bits() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Red Herrings", "Tycho Extension"], "credits": 1},
        runner={"credits": 5},
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Red Herrings", server="Server 1")
    act(g, "rez", card="Red Herrings")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "steal") and g.run is not None:
        if options(g, "access"):  # the agenda first (unrezzed: the Runner sees no title yet)
            act(g, "access", card=None)
        else:
            act(g, "pass")
    [steal] = options(g, "steal")
    assert steal.amount == 5 and steal.cost.credits == 5


def test_antiquated_interface_routines_make_ice_here_1_stronger() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Antiquated Interface Routines", "Data Wall"]})
    corp_install(g, "Data Wall", "HQ")
    act(g, "install", card="Antiquated Interface Routines", server="HQ")
    act(g, "rez", card="Antiquated Interface Routines")
    wall = _card(g, "Data Wall")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Data Wall")
    assert g.ice_strength(wall) == 1


def test_setup_does_2_net_damage_when_accessed() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Setup!"]},
        runner={"hand": ["Score!", "Score!", "Score!"]},
    )
    act(g, "install", card="Setup!", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while g.run is not None and options(g, "pass"):
        act(g, "pass")
    assert len(g.runner.hand) == 1 and len(g.runner.discard) == 2


def test_setup_accessed_from_rd_is_shown_and_still_hurts() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Setup!", "Night Shift"]},
        runner={"hand": ["Score!", "Score!", "Score!"]},
    )
    to_runner_turn(g)
    act(g, "run", server="R&D")
    while g.run is not None and options(g, "pass"):
        act(g, "pass")
    assert "The Runner shows Setup! to the Corp (accessed from R&D)." in g.log
    assert len(g.runner.hand) == 1


def test_setup_does_nothing_when_accessed_in_archives() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Setup!"]},
        runner={"hand": ["Score!", "Score!", "Score!"]},
    )
    act(g, "install", card="Setup!", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while g.run is not None and options(g, "pass") and not options(g, "trash"):
        act(g, "pass")
    act(g, "trash", card="Setup!")  # trash cost 0: into Archives, face up
    while g.run is not None and options(g, "pass"):
        act(g, "pass")
    assert len(g.runner.hand) == 1
    act(g, "run", server="Archives")
    while g.run is not None:
        if options(g, "access"):
            act(g, "access", card="Setup!")
        elif options(g, "pass"):
            act(g, "pass")
        else:
            break
    assert len(g.runner.hand) == 1  # no more damage
    assert any("accesses Setup! in Archives" in line for line in g.log)


def test_trap_lets_the_corp_pay_4_for_3_net_damage_and_a_tag() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["TRAP!"], "credits": 4},
        runner={"hand": ["Score!"] * 4},
    )
    act(g, "install", card="TRAP!", server="new remote")
    act(g, "credit")
    act(g, "credit")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while g.decision is not None and g.decision.player == "runner" and options(g, "pass"):
        act(g, "pass")
    while not options(g, "ability", card="TRAP!"):
        act(g, "pass")
    [pay] = options(g, "ability", card="TRAP!")
    assert pay.label.startswith("Pay 4 bits") and pay.cost.credits == 4
    g.choose(pay)
    assert g.corp.credits == 2 and g.runner.tags == 1 and len(g.runner.hand) == 1


def test_trap_accessed_from_rd_is_shown_and_the_corp_may_decline() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["TRAP!", "Night Shift"], "credits": 10},
        runner={"hand": ["Score!"] * 4},
    )
    to_runner_turn(g)
    act(g, "run", server="R&D")
    while not options(g, "ability", card="TRAP!"):
        act(g, "pass")
    assert "The Runner shows TRAP! to the Corp (accessed from R&D)." in g.log
    act(g, "pass")  # don't pay
    assert g.runner.tags == 0 and len(g.runner.hand) == 4


def test_vacant_soulkiller_does_1_brain_damage_per_advancement_counter() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Vacant Soulkiller"]},
        runner={"hand": ["Score!"] * 4},
    )
    act(g, "install", card="Vacant Soulkiller", server="new remote")
    act(g, "advance", card="Vacant Soulkiller")  # unrezzed: it may be advanced
    act(g, "advance", card="Vacant Soulkiller")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while g.run is not None and g.decision is not None:
        if options(g, "rez", card="Vacant Soulkiller"):  # the Corp's last window
            act(g, "rez", card="Vacant Soulkiller")
        else:
            act(g, "pass")
    assert g.runner.brain_damage == 2 and len(g.runner.hand) == 2


def test_vacant_soulkiller_unrezzed_does_no_damage() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Vacant Soulkiller"]},
        runner={"hand": ["Score!"] * 4},
    )
    act(g, "install", card="Vacant Soulkiller", server="new remote")
    act(g, "advance", card="Vacant Soulkiller")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    assert g.runner.brain_damage == 0 and len(g.runner.hand) == 4


def test_vacant_soulkiller_may_be_advanced_after_it_is_rezzed() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Vacant Soulkiller"], "credits": 5})
    act(g, "install", card="Vacant Soulkiller", server="new remote")
    act(g, "rez", card="Vacant Soulkiller")
    act(g, "advance", card="Vacant Soulkiller")
    assert _card(g, "Vacant Soulkiller").advancements == 1


# ---------------------------------------------------------------------- operations


def test_accounts_receivable_pays_5_for_9_bits() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Accounts Receivable"], "credits": 5})
    act(g, "play", card="Accounts Receivable")
    assert g.corp.credits == 9


def test_night_shift_gains_2_bits_and_draws_a_card() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Night Shift"], "credits": 0})
    act(g, "play", card="Night Shift")
    assert g.corp.credits == 2 and len(g.corp.hand) == 1


def test_scorched_earth_needs_a_tag_and_does_4_meat_damage() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Scorched Earth"]},
        runner={"hand": ["Score!"] * 5},
    )
    assert not options(g, "play", card="Scorched Earth")
    g2 = scenario(
        ruleset="classic",
        corp={"hand": ["Scorched Earth"]},
        runner={"hand": ["Score!"] * 5, "tags": 1},
    )
    act(g2, "play", card="Scorched Earth")
    assert len(g2.runner.hand) == 1 and g2.corp.credits == 2


def test_trojan_horse_tags_the_runner_only_after_they_liberated_an_agenda() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Trojan Horse", "Hostile Takeover"], "credits": 5},
    )
    assert not options(g, "play", card="Trojan Horse")
    act(g, "install", card="Hostile Takeover", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while g.run is not None and options(g, "pass"):
        act(g, "pass")
    assert g.runner.agenda_points == 1
    to_corp_turn(g)
    act(g, "play", card="Trojan Horse")
    assert g.runner.tags == 1
    next_corp_turn(g)  # the Runner liberated nothing on their last turn
    assert not options(g, "play", card="Trojan Horse")


def test_systematic_layoffs_splits_2_advancement_counters_as_the_corp_likes() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Systematic Layoffs", "Tycho Extension", "Vacant Soulkiller"],
            "credits": 5,
        },
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Vacant Soulkiller", server="new remote")
    act(g, "play", card="Systematic Layoffs")
    d = g.decision
    assert d is not None and d.kind == "choose" and len(d.options) == 2
    act(g, "choose", card="Tycho Extension")
    act(g, "choose", card="Vacant Soulkiller")
    assert _card(g, "Tycho Extension").advancements == 1
    assert _card(g, "Vacant Soulkiller").advancements == 1
    assert g.corp.credits == 0 and g.corp.clicks == 0  # no action beyond playing it


def test_systematic_layoffs_may_put_both_counters_on_one_card() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Systematic Layoffs", "Tycho Extension"], "credits": 5},
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "play", card="Systematic Layoffs")
    act(g, "choose", card="Tycho Extension")
    act(g, "choose", card="Tycho Extension")
    assert _card(g, "Tycho Extension").advancements == 2


# ---------------------------------------------------------------------- Butcher Boy, purging


def _butcher_boy_runs(g: Game, runs: int) -> None:
    """The Runner installs Butcher Boy and makes ``runs`` successful runs on HQ."""
    act(g, "install", card="Butcher Boy")
    for _ in range(runs):
        act(g, "run", server="HQ")
        while g.run is not None and options(g, "pass"):
            act(g, "pass")


def test_butcher_boy_gives_the_corp_a_counter_per_successful_run_on_hq() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Butcher Boy"]})
    to_runner_turn(g)
    _butcher_boy_runs(g, 2)
    assert g.corp.counters == {"butcher_boy": 2}
    assert g.view("runner")["corp"]["counters"] == {"butcher_boy": 2}
    assert "The Corp gets a Butcher Boy counter (2 Butcher Boy counters in all)." in g.log


def test_butcher_boy_counters_pay_1_bit_per_two_at_the_start_of_the_runners_turn() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Butcher Boy"], "credits": 2})
    to_runner_turn(g)
    _butcher_boy_runs(g, 3)
    assert g.runner.credits == 0
    to_corp_turn(g)
    to_runner_turn(g)
    assert g.runner.credits == 1  # 3 counters: 1 bit
    assert "The Runner gains 1 bit (3 Butcher Boy counters on the Corp)." in g.log


def test_butcher_boy_counters_stay_when_the_program_leaves_play() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Triggerman"], "credits": 7},
        runner={"hand": ["Butcher Boy"], "credits": 2},
    )
    to_runner_turn(g)
    _butcher_boy_runs(g, 2)
    to_corp_turn(g)
    corp_install(g, "Triggerman", "HQ")
    to_runner_turn(g)
    assert g.runner.credits == 2  # 1 bit for the last action, 1 for the two counters
    act(g, "run", server="HQ")
    act(g, "rez", card="Triggerman")
    act(g, "choose", card="Butcher Boy")  # no breaker: Triggerman's first subroutine
    _continue_run(g)
    assert g.runner.program == [] and g.corp.counters == {"butcher_boy": 2}
    next_corp_turn(g)
    to_runner_turn(g)
    assert "The Runner gains 1 bit (2 Butcher Boy counters on the Corp)." in g.log[-10:]


def test_the_corp_purges_virus_counters_by_forgoing_three_actions() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Butcher Boy"]})
    assert not options(g, "purge")  # no virus counter in play
    to_runner_turn(g)
    _butcher_boy_runs(g, 1)
    to_corp_turn(g)
    act(g, "credit")  # 2 actions left: this one and one more this turn, one owed
    [purge] = options(g, "purge")
    assert purge.cost.clicks == 2
    g.choose(purge)
    assert g.corp.counters == {} and g.corp.forgo == 1
    assert "The Corp purges all virus counters." in g.log
    assert g.corp.clicks == 0  # no action left this turn
    next_corp_turn(g)
    assert g.corp.clicks == 2  # the third forgone action
    assert "The Corp forgoes 1 action owed from earlier." in g.log
    assert not options(g, "purge")


def test_actions_owed_come_off_a_turn_with_subsidiary_branchs_extra_action() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Subsidiary Branch"], "credits": 5},
        runner={"hand": ["Butcher Boy"]},
    )
    _score(g, "Subsidiary Branch")
    to_runner_turn(g)
    _butcher_boy_runs(g, 1)
    to_corp_turn(g)
    assert g.corp.clicks == 4
    act(g, "credit")
    act(g, "credit")
    act(g, "credit")
    act(g, "purge")  # the last action of 4, and 2 owed
    assert g.corp.forgo == 2
    next_corp_turn(g)
    assert g.corp.clicks == 4 - 2 and g.corp.forgo == 0


def test_purging_at_the_start_of_a_turn_costs_that_turns_three_actions() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Butcher Boy"]})
    to_runner_turn(g)
    _butcher_boy_runs(g, 1)
    to_corp_turn(g)
    act(g, "purge")
    assert g.corp.forgo == 0 and g.corp.clicks == 0 and g.corp.counters == {}
    next_corp_turn(g)
    assert g.corp.clicks == 3

"""runner-basics: the 1996 Base set's resources, one scenario per ability (base link cards, tag
removal and avoidance, bits at the start of each turn, Smith's Pawnshop, Trauma Team, Umbrella
Policy; Field Reporter for Ice and Data's bits for the ice rezzed during the Runner's turn)."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    next_runner_turn,
    rig_card,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from classic.runner_basics_helpers import (
    FILLER,
    at_ice,
    game,
    runner_turn,
    tags_given,
    titles,
)
from netrunner.engine.game import Game
from netrunner.testing import act, options

# ---------------------------------------------------------------------- base link


def _trace(g: Game, bid: int) -> list[tuple[str | None, int, int]]:
    """The Corp bids ``bid`` on the trace of the ice encountered; the Runner's link options."""
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=bid)
    return [(o.card, o.amount or 0, o.cost.credits) for o in options(g, "link") if o.card]


def test_access_through_alpha_gives_base_link_9_for_1_bit() -> None:
    g = at_ice("Fetch 4.0.1", ["Access through Alpha"], runner_credits=10)
    assert _trace(g, 3) == [("Access through Alpha", 9, 1)]  # no +link ability
    act(g, "link", card="Access through Alpha", amount=9)
    assert g.runner.credits == 0 and g.runner.tags == 0


def test_access_to_arasaka_gives_base_link_4_for_2_bits_and_1_more_for_2() -> None:
    g = at_ice("Fetch 4.0.1", ["Access to Arasaka"], runner_credits=8)  # 6 left
    assert _trace(g, 3) == [
        ("Access to Arasaka", 4, 2),
        ("Access to Arasaka", 5, 4),
        ("Access to Arasaka", 6, 6),
    ]
    act(g, "link", card="Access to Arasaka", amount=4)
    assert g.runner.credits == 4 and g.runner.tags == 0


def test_back_door_to_hilliard_gives_base_link_2_for_nothing_and_1_more_for_3() -> None:
    g = at_ice("Fetch 4.0.1", ["Back Door to Hilliard"], runner_credits=6)
    assert _trace(g, 3) == [
        ("Back Door to Hilliard", 2, 0),
        ("Back Door to Hilliard", 3, 3),
        ("Back Door to Hilliard", 4, 6),
    ]
    act(g, "link", card="Back Door to Hilliard", amount=3)
    assert g.runner.credits == 3 and g.runner.tags == 1  # a tie goes to the Corp


def test_back_door_to_orbital_air_gives_base_link_2_for_1_bit_and_1_more_for_2() -> None:
    g = at_ice("Fetch 4.0.1", ["Back Door to Orbital Air"], runner_credits=5)
    assert _trace(g, 2) == [
        ("Back Door to Orbital Air", 2, 1),
        ("Back Door to Orbital Air", 3, 3),
        ("Back Door to Orbital Air", 4, 5),
    ]
    act(g, "link", card="Back Door to Orbital Air", amount=3)
    assert g.runner.credits == 2 and g.runner.tags == 0


# ---------------------------------------------------------------------- tags


def test_danshis_second_id_is_trashed_with_an_action_to_remove_up_to_3_tags() -> None:
    g = runner_turn(runner_hand=["Danshi's Second ID"], tags=4)
    act(g, "install", card="Danshi's Second ID")
    (opt,) = options(g, "ability", card="Danshi's Second ID")
    assert opt.cost.clicks == 1 and opt.cost.trash_self and opt.cost.credits == 0
    act(g, "ability", card="Danshi's Second ID")
    assert g.runner.tags == 1 and g.runner.credits == 5
    assert "The Runner removes 3 tags (Danshi's Second ID)." in g.log
    assert titles(g.view("corp")["runner"]["discard"]) == ["Danshi's Second ID"]


def test_nomad_allies_removes_a_tag_for_an_action_and_a_bit() -> None:
    g = runner_turn(runner_hand=["Nomad Allies"], tags=2, runner_credits=3)
    act(g, "install", card="Nomad Allies")
    (opt,) = options(g, "ability", card="Nomad Allies")
    assert opt.cost.clicks == 1 and opt.cost.credits == 1
    act(g, "ability", card="Nomad Allies")
    assert g.runner.tags == 1 and g.runner.credits == 0 and g.runner.clicks == 2
    assert rig_card(g, "Nomad Allies", "corp")["title"] == "Nomad Allies"


def test_nomad_allies_is_trashed_to_avoid_receiving_a_tag() -> None:
    g = runner_turn(runner_hand=["Nomad Allies"])
    act(g, "install", card="Nomad Allies")
    tags_given(g)
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.params == {"what": "tag", "amount": 1}
    (opt,) = options(g, "ability", card="Nomad Allies")
    assert opt.cost.trash_self
    act(g, "ability", card="Nomad Allies")
    assert g.runner.tags == 0 and g.view("runner")["runner"]["rig"]["resource"] == []


def test_leland_prevents_1_meat_damage_for_each_bit() -> None:
    g = runner_turn(["Scorched Earth"], ["Leland, Corporate Bodyguard", *FILLER], tags=1)
    act(g, "install", card="Leland, Corporate Bodyguard")  # 2 bits: 3 left, 6 after the turn
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    (opt,) = options(g, "ability", card="Leland, Corporate Bodyguard")
    assert opt.cost.credits == 1 and not opt.cost.trash_self
    for _ in range(3):
        act(g, "ability", card="Leland, Corporate Bodyguard")
    act(g, "pass")
    assert "The Runner takes 1 meat damage" in " ".join(g.log)
    assert g.runner.credits == 6 - 3
    assert titles(g.view("corp")["runner"]["rig"]["resource"]) == ["Leland, Corporate Bodyguard"]


def test_leland_is_trashed_to_avoid_receiving_a_tag() -> None:
    g = runner_turn(runner_hand=["Leland, Corporate Bodyguard"])
    act(g, "install", card="Leland, Corporate Bodyguard")
    tags_given(g)
    (opt,) = options(g, "ability", card="Leland, Corporate Bodyguard")
    assert opt.cost.trash_self and opt.cost.credits == 0
    act(g, "ability", card="Leland, Corporate Bodyguard")
    assert g.runner.tags == 0
    assert titles(g.view("corp")["runner"]["discard"]) == ["Leland, Corporate Bodyguard"]


# ---------------------------------------------------------------------- bits


def test_floating_runner_bbs_gains_1_bit_at_the_start_of_each_runner_turn() -> None:
    g = runner_turn(runner_hand=["Floating Runner BBS"], runner_credits=6)
    act(g, "install", card="Floating Runner BBS")
    to_corp_turn(g)  # 3 actions: 3 bits
    assert g.runner.credits == 3
    to_runner_turn(g)
    assert g.runner.credits == 4
    assert "The Runner gains 1 bit (Floating Runner BBS)." in g.log


def test_rigged_investments_pays_1_bit_each_turn_and_is_trashed_when_empty() -> None:
    g = runner_turn(
        runner_hand=["Rigged Investments"], runner_credits=4, corp_deck=["Night Shift"] * 20
    )
    act(g, "install", card="Rigged Investments")
    assert rig_card(g, "Rigged Investments")["counters"] == {"credit": 12}
    next_runner_turn(g)
    assert rig_card(g, "Rigged Investments")["counters"] == {"credit": 11}
    for _ in range(11):
        next_runner_turn(g)
    assert g.view("runner")["runner"]["rig"]["resource"] == []
    assert titles(g.view("runner")["runner"]["discard"]) == ["Rigged Investments"]
    assert "Rigged Investments has no bits left and is trashed." in g.log


def test_silicon_saloon_franchise_gains_a_bit_and_draws_a_card_for_an_action() -> None:
    g = runner_turn(
        runner_hand=["Silicon Saloon Franchise"], runner_credits=8, runner_deck=["Shield"]
    )
    act(g, "install", card="Silicon Saloon Franchise")
    act(g, "ability", card="Silicon Saloon Franchise")
    assert g.runner.credits == 1 and [c.title for c in g.runner.hand] == ["Shield"]


def test_top_runners_conference_gains_2_bits_each_turn_until_a_run_trashes_it() -> None:
    g = runner_turn(runner_hand=["Top Runner's Conference"], runner_credits=0)
    act(g, "install", card="Top Runner's Conference")
    next_runner_turn(g)
    assert g.runner.credits == 3 + 2  # 3 actions' bits, then the Conference's 2
    act(g, "run", server="R&D")
    assert "Top Runner's Conference is trashed." in g.log
    finish_run(g)
    assert titles(g.view("corp")["runner"]["discard"]) == ["Top Runner's Conference"]


def test_smiths_pawnshop_may_trash_another_installed_card_for_2_bits_each_turn() -> None:
    g = runner_turn(runner_hand=["Smith's Pawnshop", "WuTech Mem Chip"], runner_credits=1)
    act(g, "install", card="Smith's Pawnshop")
    act(g, "install", card="WuTech Mem Chip")
    to_corp_turn(g)
    before = g.runner.credits
    to_runner_turn(g)  # the Runner's turn begins with the Pawnshop's offer
    d = g.decision
    assert d is not None and d.player == "runner" and d.source_title == "Smith's Pawnshop"
    assert [o.card for o in options(g, "choose")] == ["WuTech Mem Chip"]  # not itself
    assert options(g, "pass")
    act(g, "choose", card="WuTech Mem Chip")
    assert g.runner.credits == before + 2
    assert titles(g.view("runner")["runner"]["discard"]) == ["WuTech Mem Chip"]


def test_a_second_smiths_pawnshop_leaves_only_one_in_play() -> None:
    g = runner_turn(runner_hand=["Smith's Pawnshop", "Smith's Pawnshop"])
    act(g, "install", card="Smith's Pawnshop")
    act(g, "install", card="Smith's Pawnshop")
    d = g.decision
    assert d is not None and d.params == {"unique": 2}
    g.choose(0)
    assert titles(g.view("runner")["runner"]["rig"]["resource"]) == ["Smith's Pawnshop"]


# ---------------------------------------------------------------------- protection


def test_trauma_team_prevents_1_meat_damage_for_each_trauma_counter() -> None:
    g = runner_turn(["Scorched Earth"], ["Trauma Team [TM]", *FILLER], tags=1)
    act(g, "install", card="Trauma Team [TM]")
    assert rig_card(g, "Trauma Team [TM]")["counters"] == {"trauma": 2}
    (opt,) = options(g, "ability", card="Trauma Team [TM]")
    assert opt.cost.clicks == 1
    act(g, "ability", card="Trauma Team [TM]")
    assert rig_card(g, "Trauma Team [TM]")["counters"] == {"trauma": 3}
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    (opt,) = options(g, "ability", card="Trauma Team [TM]")
    assert opt.cost.counter == "trauma" and opt.cost.counters == 1
    for _ in range(3):
        act(g, "ability", card="Trauma Team [TM]")
    assert "The Runner takes 1 meat damage" in " ".join(g.log)
    # no counter left: still installed, ready for new counters
    assert rig_card(g, "Trauma Team [TM]")["counters"] == {"trauma": 0}


def test_umbrella_policy_is_trashed_to_keep_a_program_from_being_trashed() -> None:
    g = at_ice("Triggerman", ["Umbrella Policy", "Wild Card"], runner_credits=0)
    # Wild Card has no bit to break with: the subroutines resolve, the first trashes a program
    act(g, "choose", card="Wild Card")  # the Corp trashes it...
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.params["what"] == "trash"
    (opt,) = options(g, "ability", card="Umbrella Policy")
    assert opt.cost.trash_self
    act(g, "ability", card="Umbrella Policy")  # ...unless the Runner prevents it
    assert titles(g.view("runner")["runner"]["rig"]["program"]) == ["Wild Card"]
    assert titles(g.view("runner")["runner"]["discard"]) == ["Umbrella Policy"]


# ---------------------------------------------------------------------- Field Reporter


def _two_walls() -> Game:
    g = game(
        {"hand": ["Data Wall", "Wall of Static"], "credits": 20},
        {"hand": ["Field Reporter for Ice and Data"], "credits": 0},
    )
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Wall of Static", "R&D")
    to_runner_turn(g)
    return g


def test_field_reporter_gains_1_bit_for_each_ice_rezzed_during_the_runners_turn() -> None:
    g = _two_walls()
    runner_install(g, "Field Reporter for Ice and Data")
    card = "Field Reporter for Ice and Data"
    assert rig_card(g, card)["counters"] == {"ice_rezzed": 0}
    run_on(g, "HQ", rez="Data Wall")  # it ends the run
    run_on(g, "R&D", rez="Wall of Static")
    for side in ("runner", "corp"):  # public: the count is on the card in both views
        assert rig_card(g, card, side)["counters"] == {"ice_rezzed": 2}
    assert g.runner.clicks == 1
    to_corp_turn(g)  # 1 action's bit, then the Field Reporter's 2
    assert g.runner.credits == 3
    assert "The Runner gains 2 bits (Field Reporter for Ice and Data: 2 pieces of ice rezzed " in (
        " ".join(g.log)
    )
    assert rig_card(g, card)["counters"] == {"ice_rezzed": 0}


def test_field_reporter_counts_ice_rezzed_earlier_in_the_turn_it_is_installed() -> None:
    g = _two_walls()
    run_on(g, "HQ", rez="Data Wall")
    runner_install(g, "Field Reporter for Ice and Data")
    assert rig_card(g, "Field Reporter for Ice and Data")["counters"] == {"ice_rezzed": 1}
    to_corp_turn(g)
    assert g.runner.credits == 2 + 1


def test_field_reporter_pays_nothing_for_a_turn_without_rezzed_ice() -> None:
    g = _two_walls()
    runner_install(g, "Field Reporter for Ice and Data")
    to_corp_turn(g)
    assert g.runner.credits == 3
    assert (
        "The Runner gains 0 bits (Field Reporter for Ice and Data: 0 pieces of ice rezzed this"
        " turn)." in g.log
    )


def test_bits_only_for_removing_tags_pay_for_nomad_allies_removal() -> None:
    g = runner_turn(runner_hand=['"Drifter" Mobile Environment', "Nomad Allies"], tags=1)
    g.runner.credits = 2
    act(g, "install", card="Nomad Allies")
    act(g, "install", card='"Drifter" Mobile Environment')
    assert g.runner.credits == 0
    act(g, "ability", card="Nomad Allies")  # paid with a bit from Drifter
    assert g.runner.tags == 0
    assert rig_card(g, '"Drifter" Mobile Environment')["counters"] == {"recurring": 1}

"""runner-preps: the 1996 Proteus and Classic preps, one scenario per ability (bits and cards,
double preps costing two actions, runs with their replacements and effects)."""

from __future__ import annotations

from cards.helpers import corp_install, finish_run, log_since, to_runner_turn
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

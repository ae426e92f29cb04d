"""runner-basics: the 1996 Base set's programs, one scenario per ability (icebreakers as printed:
ice keyword, break cost, boost cost and how long a boost lasts; Clown, Newsgroup Filter, SeeYa,
Shield, Shredder Uplink Protocol, Bakdoor)."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    next_runner_turn,
    rig_card,
    run_on,
    runner_install,
    to_runner_turn,
)
from classic.runner_basics_helpers import FILLER, at_ice, damage_done, game, runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, pass_until


def _boosts(g: Game, breaker: str) -> list[tuple[int, int]]:
    return [(o.cost.credits, o.amount or 0) for o in options(g, "boost", card=breaker)]


def _ice_strength(g: Game) -> int:
    run = g.view("runner")["run"]
    assert run is not None and run["ice"] is not None
    strength = run["ice"]["strength"]
    assert strength is not None
    return strength


# ---------------------------------------------------------------------- killers (sentries)


def test_codeslinger_breaks_each_sentry_subroutine_for_1_bit_and_cannot_boost() -> None:
    g = at_ice("Triggerman", ["Codeslinger"], runner_credits=10)  # 7 to install
    assert rig_card(g, "Codeslinger")["strength"] == 3
    assert _boosts(g, "Codeslinger") == []
    brk = options(g, "break", card="Codeslinger")
    assert {o.target for o in brk} == {"Trash 1 program.", "End the run."}
    assert all(o.cost.credits == 1 for o in brk)
    act(g, "break", card="Codeslinger", target="Trash 1 program.")
    act(g, "break", card="Codeslinger", target="End the run.")
    assert g.runner.credits == 1


def test_codeslinger_breaks_no_wall() -> None:
    g = at_ice("Wall of Static", ["Codeslinger"], runner_credits=10)
    assert g.run is None and "Wall of Static ends the run." in g.log  # nothing to break it with


def test_evil_twin_breaks_a_sentry_subroutine_for_3_bits_and_boosts_1_for_1() -> None:
    g = at_ice("Neural Blade", ["Evil Twin"], runner_credits=12, hand=FILLER)  # 6 to install
    assert options(g, "break", card="Evil Twin") == []  # strength 3 against 4
    assert _boosts(g, "Evil Twin") == [(1, 1)]
    act(g, "boost", card="Evil Twin")
    brk = options(g, "break", card="Evil Twin")
    assert brk and all(o.cost.credits == 3 for o in brk)
    act(g, "break", card="Evil Twin", target="Do 1 net damage.")
    assert g.runner.credits == 12 - 6 - 1 - 3


def test_evil_twin_prevents_2_net_and_brain_damage_in_all_each_turn() -> None:
    g = runner_turn(runner_hand=["Evil Twin", *FILLER], runner_credits=6)
    act(g, "install", card="Evil Twin")
    damage_done(g, "net", 1)
    damage_done(g, "brain", 2)
    assert "Evil Twin prevents 1 net damage." in g.log
    assert "Evil Twin prevents 1 brain damage." in g.log
    assert g.runner.brain_damage == 1 and len(g.runner.hand) == 4
    assert g.decision is not None and g.decision.kind == "action"  # never asked


def test_raptor_boosts_1_for_1_and_breaks_a_sentry_subroutine_for_2() -> None:
    g = at_ice("Triggerman", ["Raptor"], runner_credits=10)  # 1 to install
    assert rig_card(g, "Raptor")["strength"] == 1
    assert _boosts(g, "Raptor") == [(1, 1)]
    act(g, "boost", card="Raptor")
    act(g, "boost", card="Raptor")
    assert rig_card(g, "Raptor")["strength"] == 3
    (brk,) = options(g, "break", card="Raptor", target="End the run.")
    assert brk.cost.credits == 2
    act(g, "break", card="Raptor", target="End the run.")
    assert g.runner.credits == 10 - 1 - 2 - 2


def test_shaka_boosts_1_for_2_bits_and_breaks_a_sentry_subroutine_for_1() -> None:
    g = at_ice("Triggerman", ["Shaka"], runner_credits=10)  # 4 to install
    assert rig_card(g, "Shaka")["strength"] == 2
    assert _boosts(g, "Shaka") == [(2, 1)]
    act(g, "boost", card="Shaka")
    (brk,) = options(g, "break", card="Shaka", target="End the run.")
    assert brk.cost.credits == 1
    act(g, "break", card="Shaka", target="End the run.")
    assert g.runner.credits == 10 - 4 - 2 - 1


def test_wild_card_boosts_1_for_3_bits_and_breaks_sentry_subroutines_for_nothing() -> None:
    g = at_ice("Triggerman", ["Wild Card"], runner_credits=10)  # free to install
    assert rig_card(g, "Wild Card")["strength"] == 0
    assert _boosts(g, "Wild Card") == [(3, 1)]
    for _ in range(3):
        act(g, "boost", card="Wild Card")
    brk = options(g, "break", card="Wild Card")
    assert len(brk) == 2 and all(o.cost.credits == 0 for o in brk)
    act(g, "break", card="Wild Card", target="Trash 1 program.")
    act(g, "break", card="Wild Card", target="End the run.")
    assert g.runner.credits == 1


# ---------------------------------------------------------------------- code gates


def test_cyfermaster_breaks_a_code_gate_subroutine_for_2_bits() -> None:
    g = at_ice("Keeper", ["Cyfermaster"], runner_credits=10)  # 4 to install
    assert rig_card(g, "Cyfermaster")["strength"] == 5
    assert _boosts(g, "Cyfermaster") == []  # strong enough: nothing to boost
    (brk,) = options(g, "break", card="Cyfermaster")
    assert brk.cost.credits == 2
    act(g, "break", card="Cyfermaster")
    assert g.runner.credits == 4


def test_cyfermaster_boosts_1_for_1_bit() -> None:
    g = at_ice("Keeper", ["Cyfermaster"], runner_credits=10, stronger=2)  # Keeper at 6
    assert _ice_strength(g) == 6
    assert options(g, "break", card="Cyfermaster") == []
    assert _boosts(g, "Cyfermaster") == [(1, 1)]
    act(g, "boost", card="Cyfermaster")
    act(g, "break", card="Cyfermaster")
    assert g.runner.credits == 10 - 4 - 1 - 2


def test_raffles_breaks_a_code_gate_subroutine_for_1_and_boosts_1_for_2() -> None:
    g = at_ice("Keeper", ["Raffles"], runner_credits=10, stronger=1)  # 7 to install
    assert options(g, "break", card="Raffles") == []  # strength 4 against 5
    assert _boosts(g, "Raffles") == [(2, 1)]
    act(g, "boost", card="Raffles")
    (brk,) = options(g, "break", card="Raffles")
    assert brk.cost.credits == 1
    act(g, "break", card="Raffles")
    assert g.runner.credits == 0


def test_wizards_book_boosts_1_for_2_and_breaks_code_gate_subroutines_for_nothing() -> None:
    g = at_ice("Keeper", ["Wizard's Book"], runner_credits=10)  # 5 to install
    assert rig_card(g, "Wizard's Book")["strength"] == 2
    assert _boosts(g, "Wizard's Book") == [(2, 1)]
    act(g, "boost", card="Wizard's Book")
    act(g, "boost", card="Wizard's Book")
    (brk,) = options(g, "break", card="Wizard's Book")
    assert brk.cost.credits == 0
    act(g, "break", card="Wizard's Book")
    assert g.runner.credits == 1


# ---------------------------------------------------------------------- worms (walls)


def test_dwarf_boosts_1_for_1_for_the_encounter_and_breaks_a_wall_subroutine_for_1() -> None:
    g = at_ice("Fire Wall", ["Dwarf"], runner_credits=10)  # 6 to install
    assert _boosts(g, "Dwarf") == [(1, 1)]
    act(g, "boost", card="Dwarf")
    (brk,) = options(g, "break", card="Dwarf")
    assert brk.cost.credits == 1
    act(g, "break", card="Dwarf")
    assert g.runner.credits == 10 - 6 - 1 - 1
    finish_run(g)
    assert rig_card(g, "Dwarf")["strength"] == 3  # the boost lasted the encounter only


def test_worm_boosts_1_for_3_and_breaks_wall_subroutines_for_nothing() -> None:
    g = at_ice("Fire Wall", ["Worm"], runner_credits=11)  # 4 to install
    assert rig_card(g, "Worm")["strength"] == 2
    assert _boosts(g, "Worm") == [(3, 1)]
    act(g, "boost", card="Worm")
    act(g, "boost", card="Worm")
    (brk,) = options(g, "break", card="Worm")
    assert brk.cost.credits == 0
    act(g, "break", card="Worm")
    assert g.runner.credits == 1


def test_grubbs_boost_of_1_for_2_bits_lasts_for_the_rest_of_the_run() -> None:
    g = game(
        {"hand": ["Wall of Static", "Wall of Static"], "credits": 20},
        {"hand": ["Grubb"], "credits": 8},
    )
    corp_install(g, "Wall of Static", "HQ")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    runner_install(g, "Grubb")
    run_on(g, "HQ", rez="Wall of Static")
    assert _boosts(g, "Grubb") == [(2, 1)]
    act(g, "boost", card="Grubb")
    act(g, "boost", card="Grubb")
    (brk,) = options(g, "break", card="Grubb")
    assert brk.cost.credits == 1
    act(g, "break", card="Grubb")
    act(g, "pass")  # continue past the first wall
    act(g, "rez", card="Wall of Static")
    pass_until(g, "runner")
    # still strength 2 at the second wall: it breaks at once, with no boost to buy
    assert rig_card(g, "Grubb")["strength"] == 2
    act(g, "break", card="Grubb")
    assert g.runner.credits == 8 - 4 - 1 - 1
    finish_run(g)
    assert rig_card(g, "Grubb")["strength"] == 0


# ---------------------------------------------------------------------- other programs


def test_clown_makes_each_encountered_ice_1_weaker() -> None:
    g = at_ice("Keeper", ["Clown", "Wizard's Book"], runner_credits=12)
    assert _ice_strength(g) == 3  # Keeper is printed at 4
    act(g, "boost", card="Wizard's Book")  # strength 3 is enough now
    assert options(g, "boost", card="Wizard's Book") == []
    act(g, "break", card="Wizard's Book")
    finish_run(g)
    assert g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]["strength"] == 4


def test_newsgroup_filter_gains_2_bits_for_an_action() -> None:
    g = runner_turn(runner_hand=["Newsgroup Filter"], runner_credits=5)
    act(g, "install", card="Newsgroup Filter")
    (opt,) = options(g, "ability", card="Newsgroup Filter")
    assert opt.cost.clicks == 1 and opt.cost.credits == 0
    act(g, "ability", card="Newsgroup Filter")
    assert g.runner.credits == 2 and g.runner.clicks == 2


def test_seeya_exposes_an_installed_card_for_an_action_and_a_bit() -> None:
    g = game({"hand": ["Fire Wall"], "credits": 10}, {"hand": ["SeeYa"], "credits": 4})
    corp_install(g, "Fire Wall", "R&D")
    to_runner_turn(g)
    act(g, "install", card="SeeYa")
    (opt,) = options(g, "ability", card="SeeYa")
    assert opt.cost.clicks == 1 and opt.cost.credits == 1
    act(g, "ability", card="SeeYa")
    (target,) = options(g, "choose")
    assert target.server == "R&D" and target.card is None
    g.choose(target)
    pass_until(g, "runner")  # the Corp lets it be exposed
    assert "The Runner exposes Fire Wall protecting R&D." in g.log
    assert g.view("runner")["corp"]["servers"]["R&D"]["ice"][0]["title"] == "Fire Wall"
    assert g.runner.credits == 0


def test_shield_prevents_2_net_damage_each_turn_and_no_brain_damage() -> None:
    g = runner_turn(runner_hand=["Shield", *FILLER])
    act(g, "install", card="Shield")
    damage_done(g, "net", 3)
    assert "Shield prevents 2 net damage." in g.log and len(g.runner.hand) == 4
    damage_done(g, "brain", 1)
    assert g.runner.brain_damage == 1
    damage_done(g, "net", 1)  # the turn's 2 are spent
    assert len(g.runner.hand) == 2
    next_runner_turn(g)
    n = len(g.log)
    damage_done(g, "net", 1)
    assert "Shield prevents 1 net damage." in g.log[n:]


def test_shredder_uplink_protocol_runs_archives_as_a_successful_run_on_hq() -> None:
    g = game(
        {"hand": ["Night Shift"] * 5 + ["Hostile Takeover"]},
        {"hand": ["Shredder Uplink Protocol"], "credits": 4},
    )
    to_runner_turn(g)  # the Corp discards a Night Shift into Archives
    assert len(g.corp.discard) == 1
    runner_install(g, "Shredder Uplink Protocol")
    (opt,) = options(g, "ability", card="Shredder Uplink Protocol")
    assert opt.cost.clicks == 1
    n = len(g.log)
    act(g, "ability", card="Shredder Uplink Protocol")
    finish_run(g)
    log = g.log[n:]
    assert "The Runner makes a run on Archives." in log
    assert "The successful run on Archives is treated as a successful run on HQ." in log
    accessed = [x for x in log if x.startswith("The Runner accesses")]
    assert len(accessed) == 1 and accessed[0].endswith("from HQ.")
    assert g.flags.get("successful_run:HQ") == 1 and not g.flags.get("successful_run:Archives")


def test_bakdoor_gives_base_link_3_for_nothing_and_1_more_for_2_bits() -> None:
    g = at_ice("Fetch 4.0.1", ["Bakdoor [TM]"], runner_credits=6)  # 2 to install: 4 left
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=3)  # Fetch's limit
    assert [(o.amount, o.cost.credits) for o in options(g, "link") if o.card] == [
        (3, 0),
        (4, 2),
        (5, 4),
    ]
    act(g, "link", card="Bakdoor [TM]", amount=4)
    assert g.runner.credits == 2 and g.runner.tags == 0
    assert "Trace value 3 against link 4: the trace fails." in g.log


def test_a_run_lock_stops_shredder_uplink_protocols_run_too() -> None:
    g = at_ice("Rex", ["Shredder Uplink Protocol"], runner_credits=6)
    assert g.run is None and "Rex ends the run." in g.log  # no link: the trace succeeds
    assert options(g, "run") == []
    assert options(g, "ability", card="Shredder Uplink Protocol") == []
    act(g, "ability", card="Rex")  # 2 bits to run again
    assert options(g, "ability", card="Shredder Uplink Protocol")

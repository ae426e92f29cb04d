"""The Base set's ice and hardware of corp-ice with a mechanism of their own: counters on the
Runner acting at each run (Cerberus, Mastiff: rules-diff 120), a run lock for the Runner's next
six actions (Haunting Inquisition), bits for one encounter's traces (Pocket Virtual Reality), a
die roll sending the run back over ice it passed (Vacuum Link: rules-diff 60), and the extra cost
of each break with Microtech 'Trode Set's rule for AP subroutines (one surcharge mechanism for
Virizz, the 'Trode Set and a fort's upgrade)."""

from __future__ import annotations

import dataclasses

from cards.helpers import to_runner_turn
from classic.test_corp_ice import at_ice, boost_to, let_resolve, successful
from classic.test_corp_ice_runs import kinds, next_ice, pass_until
from netrunner.engine.carddb import CORP
from netrunner.engine.game import Game
from netrunner.engine.rng import Rng
from netrunner.rulesets.classic.breaking import BreakSurcharge
from netrunner.testing import act, options, scenario


def _finish(g: Game) -> None:
    """Let the run resolve (the Runner has no link: traces succeed without bids)."""
    let_resolve(g)
    assert g.run is None


# ---------------------------------------------------------------------- Cerberus, Mastiff


def test_cerberus_does_3_net_damage_gives_a_cerberus_counter_and_ends_the_run() -> None:
    g = at_ice("Cerberus", hand=("Score!",) * 5, runner_credits=0)
    assert g.corp.credits == 32 - 11
    _finish(g)
    assert len(g.runner.hand) == 2 and g.runner.counters == {"cerberus": 1}
    assert "The Runner gets a Cerberus counter (1 Cerberus counter in all)." in g.log
    assert "Cerberus ends the run." in g.log


def test_each_cerberus_counter_does_2_net_damage_at_the_start_of_each_run() -> None:
    g = at_ice("Cerberus", hand=("Score!",) * 9, runner_credits=0)
    _finish(g)
    g.add_player_counters("runner", "cerberus", 1)  # (a second one, from an earlier run)
    act(g, "run", server="R&D")
    assert "Each Cerberus counter on the Runner (2) does 2 net damage as the run begins." in g.log
    assert len(g.runner.hand) == 9 - 3 - 2 - 2
    i = g.log.index("The Runner makes a run on R&D.")
    assert g.log[i + 1].startswith("Each Cerberus counter") and g.run is not None


def test_the_runner_removes_a_cerberus_counter_with_an_action_and_4_bits() -> None:
    g = at_ice("Cerberus", hand=("Score!",) * 5, runner_credits=4)
    _finish(g)
    [remove] = options(g, "ability", card="Cerberus")
    assert remove.label == "Remove a Cerberus counter: pay 4 bits"
    assert remove.cost.clicks == 1 and remove.cost.credits == 4
    g.choose(remove)
    assert g.runner.counters == {} and g.runner.credits == 0


def test_each_mastiff_counter_does_1_brain_damage_at_the_start_of_each_run() -> None:
    g = at_ice("Mastiff", hand=("Score!",) * 6, runner_credits=4)
    _finish(g)  # 1 brain, 1 net, the counter, the end of the run
    assert g.runner.counters == {"mastiff": 1} and g.runner.brain_damage == 1
    act(g, "run", server="Archives")
    assert "Each Mastiff counter on the Runner (1) does 1 brain damage as the run begins." in g.log
    assert g.runner.brain_damage == 2 and len(g.runner.hand) == 3
    let_resolve(g)
    [remove] = options(g, "ability", card="Mastiff")
    assert remove.cost.credits == 4 and remove.label == "Remove a Mastiff counter: pay 4 bits"


def test_a_counters_damage_at_the_start_of_a_run_can_flatline() -> None:
    g = at_ice("Cerberus", hand=("Score!",) * 4, runner_credits=0)
    _finish(g)
    assert len(g.runner.hand) == 1
    act(g, "run", server="R&D")
    assert g.over and g.winner == CORP and g.win_reason == "flatline"


# ---------------------------------------------------------------------- Haunting Inquisition


def test_haunting_inquisition_stops_runs_for_the_runners_next_six_actions() -> None:
    g = at_ice("Haunting Inquisition", hand=("Inside Job",))
    assert g.corp.credits == 32 - 8
    _finish(g)
    assert "Haunting Inquisition ends the run." in g.log
    assert (
        "The Runner cannot make another run during their next 6 actions (Haunting Inquisition)."
        in g.log
    )
    for _ in range(3):  # the rest of this turn
        assert g.decision is not None and g.decision.kind == "action"
        assert not options(g, "run") and not options(g, "play", card="Inside Job")
        act(g, "credit")
    to_runner_turn(g)  # the Runner's 4 actions are spent: the Corp's turn passes
    for _ in range(3):  # actions 4 to 6
        assert g.decision is not None and g.decision.kind == "action"
        assert not options(g, "run")
        act(g, "credit")
    assert "The Runner may run again (Haunting Inquisition)." in g.log
    assert options(g, "run", server="HQ") and options(g, "play", card="Inside Job")


def test_haunting_inquisition_with_its_lock_broken_only_ends_the_run() -> None:
    g = at_ice("Haunting Inquisition", ("Krash",))
    boost_to(g, "Krash", 6)
    act(g, "break", card="Krash", subroutine=0)
    _finish(g)
    assert options(g, "run", server="HQ")


# ---------------------------------------------------------------------- Pocket Virtual Reality


def _pocket() -> Game:
    """The Corp, with 0 bits of its own after rezzing, meets a Runner with a base link card."""
    g = at_ice("Pocket Virtual Reality", ("Baedeker's Net Map",), corp_credits=5)
    return g


def test_pocket_virtual_reality_gives_4_bits_only_for_its_traces() -> None:
    g = _pocket()
    pvr = g.corp.servers["HQ"].ice[0]
    assert g.corp.credits == 0 and pvr.counters == {"recurring": 4}
    assert g.spendable("corp") == 0 and g.spendable("corp", "trace") == 4
    d = g.decision
    assert d is not None and d.kind == "trace" and (d.params["base"], d.params["limit"]) == (6, 4)
    act(g, "trace", amount=3)
    act(g, "link", amount=0)  # no link
    assert g.runner.tags == 1 and pvr.counters == {"recurring": 1}
    d = g.decision
    assert d is not None and d.kind == "trace" and (d.params["base"], d.params["limit"]) == (6, 1)
    act(g, "trace", amount=1)
    act(g, "link", card="Baedeker's Net Map", amount=1)  # a tie: the Corp's
    assert g.runner.tags == 2 and pvr.counters.get("recurring", 0) == 0
    assert g.corp.credits == 0


def test_pocket_virtual_reality_returns_the_bits_not_spent_when_the_encounter_ends() -> None:
    g = _pocket()
    pvr = g.corp.servers["HQ"].ice[0]
    act(g, "trace", amount=0)
    act(g, "link", card="Baedeker's Net Map", amount=1)
    act(g, "trace", amount=1)
    act(g, "link", card="Baedeker's Net Map", amount=2)
    assert g.runner.tags == 0
    assert "Pocket Virtual Reality: the Corp returns 3 bits it did not spend." in g.log
    assert pvr.counters.get("recurring", 0) == 0 and g.corp.credits == 0
    assert g.spendable("corp", "trace") == 0


# ---------------------------------------------------------------------- Vacuum Link


def _roll_next(g: Game, face: int) -> None:
    """The game's next die roll will be ``face``: its generator set to a seed that rolls it."""
    seed = next(s for s in range(100) if Rng(s).randrange(6) + 1 == face)
    g.rng = Rng(seed)


def _to_vacuum_link(ice: list[str], face: int, rez: tuple[str, ...] = ()) -> Game:
    """``ice`` protect HQ (innermost first, Vacuum Link innermost); the Runner, with no
    breakers and no link, runs; the Corp rezzes the ice named in ``rez`` and Vacuum Link as they
    are approached; the die will roll ``face``."""
    g = at_ice(ice, rez=ice[-1])
    for _ in ice[1:-1]:
        next_ice(g)
        d = g.decision
        assert d is not None and d.kind == "rez"
        title = g.card(d.source).title if d.source is not None else ""
        act(g, "rez", card=title) if title in rez else act(g, "pass")
    pass_until(g, "jack_out")
    act(g, "pass")
    _roll_next(g, face)
    act(g, "rez", card="Vacuum Link")
    return g


def test_vacuum_link_sends_the_runner_back_to_the_rezzed_ice_as_many_as_the_roll() -> None:
    g = _to_vacuum_link(["Vacuum Link", "Canis Minor", "Canis Major"], 2, rez=("Canis Minor",))
    assert "Vacuum Link rolls a die: 2." in g.log
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    assert sorted(kinds(g)) == ["choose", "jack_out"]
    [back] = options(g, "choose")
    assert back.card == "Canis Major" and back.label.startswith("Resume the run from Canis Major")
    g.choose(back)
    assert g.run is not None and g.run.position == 2
    d = g.decision
    assert d is not None and d.kind == "jack_out"  # Canis Major met again: its subroutine resolved
    assert g.log.count("The Runner encounters Canis Major (ice 1 of 3 protecting HQ).") == 2


def test_vacuum_link_on_a_1_goes_back_one_piece_of_rezzed_ice() -> None:
    g = _to_vacuum_link(["Vacuum Link", "Canis Minor", "Canis Major"], 1, rez=("Canis Minor",))
    act(g, "choose", card="Canis Minor")
    assert g.run is not None and g.run.position == 1
    assert g.log.count("The Runner encounters Canis Minor (ice 2 of 3 protecting HQ).") == 2
    # met again, it is further ice for both watchdogs' effects, its own included
    assert g.log.count("Canis Minor is encountered at +2 strength (Canis Major).") == 2
    assert g.log.count("Canis Minor is encountered at +1 strength (Canis Minor).") == 1


def test_vacuum_link_counts_only_rezzed_ice_and_otherwise_returns_to_the_first_ice() -> None:
    # Fire Wall, between, stays unrezzed: 1 piece of rezzed ice back, a roll of 3
    g = _to_vacuum_link(["Vacuum Link", "Fire Wall", "Canis Minor"], 3)
    [back] = options(g, "choose")
    assert back.card == "Canis Minor"  # the first piece of ice, the outermost
    g.choose(back)
    pass_until(g, "jack_out")
    act(g, "pass")
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "rez"  # Fire Wall, once more
    act(g, "rez", card="Fire Wall")
    let_resolve(g)
    assert "Fire Wall ends the run." in g.log


def test_vacuum_link_outermost_sends_the_runner_back_to_itself() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Vacuum Link"], "credits": 10})
    act(g, "install", card="Vacuum Link", server="HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    _roll_next(g, 1)
    act(g, "rez", card="Vacuum Link")
    [back] = options(g, "choose")
    assert back.card == "Vacuum Link"  # no rezzed ice back: the first piece of ice, itself
    g.choose(back)
    assert g.log.count("The Runner encounters Vacuum Link (ice 1 of 1 protecting HQ).") == 2
    assert len([line for line in g.log if line.startswith("Vacuum Link rolls a die")]) == 2


def test_the_runner_may_jack_out_instead_of_going_back() -> None:
    g = _to_vacuum_link(["Vacuum Link", "Canis Minor", "Canis Major"], 1, rez=("Canis Minor",))
    act(g, "jack_out")
    assert g.run is None and not successful(g)
    assert "The Runner jacks out." in g.log


def test_vacuum_link_on_a_4_to_6_does_nothing() -> None:
    g = _to_vacuum_link(["Vacuum Link", "Canis Minor"], 5)
    assert "Vacuum Link rolls a die: 5." in g.log
    let_resolve(g)
    assert successful(g)


def test_after_jack_attack_vacuum_link_sends_the_runner_back_without_asking() -> None:
    g = _to_vacuum_link(["Vacuum Link", "Jack Attack"], 1)
    assert g.run is not None and g.run.position == 1
    assert "Vacuum Link: the Runner resumes the run from Jack Attack (ice 1 of HQ)." in g.log
    assert g.runner.tags == 2  # Jack Attack met again


# ---------------------------------------------------------------------- Microtech 'Trode Set


def _trode(ice: list[str] | str, rig: tuple[str, ...] = (), **kw: object) -> Game:
    return at_ice(ice, ("Microtech 'Trode Set", *rig), **kw)  # type: ignore[arg-type]


def test_trode_set_costs_a_bit_more_for_each_subroutine_broken() -> None:
    g = _trode("Quandary", ("Codecracker",))
    boost_to(g, "Codecracker", 2)
    [brk] = options(g, "break")
    assert brk.cost.credits == 1 and brk.label == 'Codecracker: break "End the run." (1 bit)'
    bits = g.runner.credits
    g.choose(brk)
    assert g.runner.credits == bits - 1
    let_resolve(g)
    assert successful(g)


def test_trode_set_ignores_ap_subroutines_that_neither_trace_nor_do_net_damage() -> None:
    g = _trode("Cortical Scrub", hand=("Score!",) * 3, runner_credits=1)
    let_resolve(g)
    assert g.log.count("The Runner ignores this AP subroutine (Microtech 'Trode Set).") == 2
    assert g.runner.brain_damage == 0 and len(g.runner.hand) == 3 and successful(g)


def test_trode_set_prevents_all_but_1_net_damage_of_each_ap_subroutine() -> None:
    g = _trode(["Quandary", "Bolter Cluster"], ("Codecracker",), hand=("Score!",) * 5)
    pass_until(g, "jack_out")
    assert "Microtech 'Trode Set prevents 3 net damage." in g.log
    assert len(g.runner.hand) == 4
    # its lock on the next ice neither traces nor does net damage: ignored
    next_ice(g, rez="Quandary")
    boost_to(g, "Codecracker", 2)
    assert options(g, "break", card="Codecracker")


def test_trode_set_leaves_the_last_point_to_other_prevention() -> None:
    g = _trode("Bolter Cluster", ("Force Shield",), hand=("Score!",) * 5)
    pass_until(g, "jack_out")
    assert "Force Shield prevents 1 net damage." in g.log and len(g.runner.hand) == 5


def test_trode_set_lets_ap_traces_resolve_but_ignores_the_rest_of_jack_attack() -> None:
    g = _trode("Jack Attack")
    pass_until(g, "jack_out")
    assert g.runner.tags == 1 and options(g, "jack_out")


def test_trode_set_does_not_touch_ice_that_is_not_ap() -> None:
    g = _trode("Wall of Ice", hand=("Score!",) * 6, runner_credits=1)
    let_resolve(g)
    assert len(g.runner.hand) == 2 and "Wall of Ice ends the run." in g.log


def test_trode_set_caps_fatal_attractors_damage_at_the_next_ice_to_1() -> None:
    g = _trode(["Quandary", "Fatal Attractor"], hand=("Score!",) * 5)
    next_ice(g, rez="Quandary")
    let_resolve(g)
    assert "Microtech 'Trode Set prevents 2 net damage." in g.log
    assert len(g.runner.hand) == 4 and "Quandary ends the run." in g.log


def test_surcharges_add_up_virizz_and_the_trode_set() -> None:
    g = _trode(["Quandary", "Virizz"], ("Codecracker",))
    next_ice(g, rez="Quandary")
    boost_to(g, "Codecracker", 2)
    [brk] = options(g, "break")
    assert brk.cost.credits == 2


def test_a_fort_surcharge_applies_only_to_runs_on_its_fort() -> None:
    """The per-fort form (Crystal Palace Station Grid's: ``BreakSurcharge(1, here=True)`` on an
    upgrade), here given to a rezzed Red Herrings in the root of HQ."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Quandary", "Quandary", "Red Herrings"], "credits": 10},
        runner={"hand": ["Codecracker"], "credits": 20},
    )
    for server in ("HQ", "R&D"):
        act(g, "install", card="Quandary", server=server)
    act(g, "install", card="Red Herrings", server="HQ")
    grid = g.corp.servers["HQ"].content[0]
    grid.defn = dataclasses.replace(grid.defn, break_surcharges=(BreakSurcharge(1, here=True),))
    g.set_rezzed(grid, True)
    to_runner_turn(g)
    act(g, "install", card="Codecracker")
    for server, price in (("R&D", 0), ("HQ", 1)):
        act(g, "run", server=server)
        act(g, "rez", card="Quandary")
        boost_to(g, "Codecracker", 2)
        [brk] = options(g, "break")
        assert brk.cost.credits == price, server
        g.choose(brk)
        let_resolve(g)
        assert successful(g)

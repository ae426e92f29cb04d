"""The 1996 viruses whose counters go on the Corp, in its forts or on its ice, and what each kind
does (rules-diff 20, 103, 118): Gremlins, Skivviss, Cascade, Cockroach, Incubator, Pattel's Virus,
I Spy's Spy counters; the cards that keep them from a purge (Code Viral Cache) or keep them off
the Corp (Disinfectant, Inc.)."""

from __future__ import annotations

from typing import Any

from cards.helpers import (
    corp_install,
    finish_run,
    next_corp_turn,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _game(
    corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None, seed: int = 0
) -> Game:
    return scenario(corp=corp, runner=runner, ruleset="classic", seed=seed)


def _run(g: Game, server: str) -> None:
    """A run on ``server`` that the Corp lets through; the Runner accesses what it may."""
    act(g, "run", server=server)
    finish_run(g)


def _virus_runs(g: Game, title: str, server: str, runs: int) -> None:
    """The Runner installs ``title`` and makes ``runs`` successful runs on ``server``."""
    runner_install(g, title)
    for _ in range(runs):
        _run(g, server)


def _corp_spends_its_actions(g: Game) -> None:
    """The Corp takes bits with its actions and ends its action phase."""
    while options(g, "credit"):
        act(g, "credit")
    act(g, "pass")  # the last window of the action phase


# ---------------------------------------------------------------------- Gremlins


def test_gremlins_gives_the_corp_a_gremlin_counter_for_each_successful_run_on_hq() -> None:
    g = _game(runner={"hand": ["Gremlins"]})
    to_runner_turn(g)
    runner_install(g, "Gremlins")
    _run(g, "HQ")
    _run(g, "R&D")  # not HQ: no counter
    _run(g, "HQ")
    assert g.corp.counters == {"gremlin": 2}
    assert "The Corp gets a Gremlin counter (2 Gremlin counters in all)." in g.log
    for side in ("corp", "runner", "spectator"):
        assert g.view(side)["corp"]["counters"] == {"gremlin": 2}


def test_every_two_gremlin_counters_take_1_off_the_corps_hand_size() -> None:
    g = _game(corp={"hand": ["Night Shift"] * 5}, runner={"hand": ["Gremlins"]})
    to_runner_turn(g)
    _virus_runs(g, "Gremlins", "HQ", 3)  # 3 counters: -1
    assert g.view("runner")["corp"]["max_hand_size"] == 4
    to_corp_turn(g)
    assert len(g.corp.hand) == 6
    _corp_spends_its_actions(g)
    assert g.decision is not None and g.decision.kind == "discard"
    assert g.decision.params == {"count": 2}  # down to 4


def test_gremlin_counters_keep_working_once_gremlins_is_gone_and_a_purge_ends_them() -> None:
    g = _game(corp={"hand": ["Night Shift"] * 5}, runner={"hand": ["Gremlins"]})
    to_runner_turn(g)
    _virus_runs(g, "Gremlins", "HQ", 2)
    g.trash(g.runner.program[0])
    assert g.runner.program == [] and g.hand_size("corp") == 4
    to_corp_turn(g)
    act(g, "purge")
    assert g.corp.counters == {} and g.hand_size("corp") == 5
    assert "The Corp purges all virus counters." in g.log


# ---------------------------------------------------------------------- Skivviss


def test_each_skivviss_counter_makes_the_corp_draw_an_extra_card_at_the_start_of_its_turn() -> None:
    g = _game(runner={"hand": ["Skivviss"]})
    to_runner_turn(g)
    _virus_runs(g, "Skivviss", "R&D", 2)
    assert g.corp.counters == {"skivviss": 2}
    to_corp_turn(g)
    assert len(g.corp.hand) == 3  # the draw, and 2 extra cards
    assert "The Corp draws 2 extra cards (2 Skivviss counters on it)." in g.log
    assert "The Corp draws 1 card." in g.log[-3:]


def test_an_extra_draw_skivviss_forces_from_an_empty_rd_loses_the_corp_the_game() -> None:
    g = _game(corp={"deck": ["Night Shift", "Night Shift"]}, runner={"hand": ["Skivviss"]})
    to_runner_turn(g)
    _virus_runs(g, "Skivviss", "R&D", 3)
    _to_corp_turn_or_end(g)
    assert g.over and g.winner == "runner" and g.win_reason == "rd_empty"
    assert "The Corp must draw an extra card (Skivviss) from an empty R&D." in g.log


def _to_corp_turn_or_end(g: Game) -> None:
    """End the Runner's turn; the game may end as the Corp's begins."""
    while not g.over and g.active == "runner":
        d = g.decision
        assert d is not None
        act(g, "credit") if options(g, "credit") else act(g, "pass")


# ---------------------------------------------------------------------- Cascade


def test_every_two_cascade_counters_trash_the_top_card_of_rd_faceup_each_corp_turn() -> None:
    g = _game(
        corp={"deck": ["Hostile Takeover", "Night Shift", "Night Shift"]},
        runner={"hand": ["Cascade"], "credits": 4},
    )
    to_runner_turn(g)
    runner_install(g, "Cascade")
    _run(g, "Archives")  # not R&D: no counter
    act(g, "run", server="R&D")
    finish_run(g)  # liberates Hostile Takeover from the top of R&D
    _run(g, "R&D")
    assert g.corp.counters == {"cascade": 2}
    to_corp_turn(g)
    [trashed] = g.corp.discard
    assert trashed.title == "Night Shift" and trashed.faceup
    assert "The Corp trashes Night Shift from the top of R&D faceup (Cascade counters)." in g.log
    assert g.view("runner")["corp"]["discard"][0]["title"] == "Night Shift"
    assert g.corp.deck == [] and [c.title for c in g.corp.hand] == ["Night Shift"]  # the draw


def test_skivviss_and_cascade_at_once_the_corp_chooses_which_resolves_first() -> None:
    g = _game(
        corp={"deck": ["Night Shift"] * 6}, runner={"hand": ["Cascade", "Skivviss"], "credits": 7}
    )
    to_runner_turn(g)
    runner_install(g, "Cascade")
    runner_install(g, "Skivviss")
    _run(g, "R&D")
    _run(g, "R&D")
    assert g.corp.counters == {"cascade": 2, "skivviss": 2}
    _to_corp_turn_or_end(g)
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "order"
    assert sorted(o.card or "" for o in d.options) == ["Cascade", "Skivviss"]
    act(g, "choose", card="Skivviss")  # the draws first
    assert len(g.corp.hand) == 3 and len(g.corp.discard) == 1  # 2 extra cards, then the draw


# ---------------------------------------------------------------------- Cockroach


def test_two_cockroach_counters_make_the_corps_discards_random() -> None:
    g = _game(corp={"hand": ["Night Shift"] * 6}, runner={"hand": ["Cockroach"]})
    act(g, "credit")
    act(g, "credit")
    act(g, "credit")
    act(g, "pass")  # one counter or none: the Corp chooses what it discards
    assert g.decision is not None and g.decision.kind == "discard"
    act(g, "discard", card="Night Shift")
    to_runner_turn(g)
    _virus_runs(g, "Cockroach", "HQ", 2)
    assert g.corp.counters == {"cockroach": 2}
    to_corp_turn(g)
    n = len(g.corp.hand)
    _corp_spends_its_actions(g)
    # no discard decision: the Runner's turn has begun
    assert g.active == "runner" and len(g.corp.hand) == 5 and n == 6
    assert "The Corp discards 1 card at random from HQ (Cockroach counters)." in g.log


# ---------------------------------------------------------------------- Incubator


def _incubated(seed: int) -> Game:
    """Three Incubate counters on the Corp and the Runner's next turn begun (seeded dice)."""
    g = _game(runner={"hand": ["Incubator", "Gremlins"]}, seed=seed)
    to_runner_turn(g)
    runner_install(g, "Incubator")
    runner_install(g, "Gremlins")
    _run(g, "HQ")  # an Incubate counter and a Gremlin counter
    _run(g, "R&D")  # an Incubate counter
    to_corp_turn(g)
    _to_runner_turn_raw(g)
    return g


def _to_runner_turn_raw(g: Game) -> None:
    """End the Corp's turn, stopping at the Runner's first decision of its turn."""
    while g.active == "corp":
        act(g, "credit") if options(g, "credit") else act(g, "pass")


def test_incubator_gives_an_incubate_counter_for_each_successful_run() -> None:
    g = _game(runner={"hand": ["Incubator"]})
    to_runner_turn(g)
    _virus_runs(g, "Incubator", "Archives", 1)
    _run(g, "R&D")
    assert g.corp.counters == {"incubate": 2}


def test_incubator_rolls_a_die_per_counter_and_a_6_doubles_a_virus_counter_of_choice() -> None:
    g = _incubated(seed=18)
    d = g.decision
    assert d is not None and d.player == "runner" and d.source_title == "Incubator"
    assert "Incubator: the Runner rolls 2 dice for the Incubate counters: 2, 6." in g.log
    assert sorted(o.label for o in d.options) == [
        "Double a Gremlin counter on the Corp",
        "Double an Incubate counter on the Corp",
    ]
    act(g, "choose", target="Gremlin")
    assert g.corp.counters == {"incubate": 2, "gremlin": 2}
    assert g.hand_size("corp") == 4


def test_incubator_without_a_6_changes_nothing() -> None:
    g = _incubated(seed=0)
    assert "Incubator: the Runner rolls 2 dice for the Incubate counters: 3, 1." in g.log
    assert g.decision is not None and g.decision.kind == "action"
    assert g.corp.counters == {"incubate": 2, "gremlin": 1}


# ---------------------------------------------------------------------- Pattel's Virus


def test_pattels_virus_puts_a_counter_on_ice_fully_broken_in_a_successful_run() -> None:
    g = _game(
        corp={"hand": ["Wall of Static"], "credits": 10},
        runner={"hand": ["Pattel's Virus", "Hammer"], "credits": 10},
    )
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    runner_install(g, "Pattel's Virus")
    runner_install(g, "Hammer")
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "break", card="Hammer")
    finish_run(g)
    ice = g.corp.servers["HQ"].ice[0]
    assert ice.counters == {"pattel": 1}
    assert "Pattel's Virus puts a Pattel counter on Wall of Static (ice 1 of HQ) " in (
        " ".join(g.log)
    )
    view = g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]
    assert view["counters"] == {"pattel": 1} and view["strength"] == 1  # 2, less 1


def test_pattels_virus_puts_nothing_on_ice_whose_subroutines_were_not_all_broken() -> None:
    g = _game(
        corp={"hand": ["Razor Wire"], "credits": 10},
        runner={"hand": ["Pattel's Virus", "Krash", "Score!", "Score!"], "credits": 20},
    )
    corp_install(g, "Razor Wire", "HQ")
    to_runner_turn(g)
    runner_install(g, "Pattel's Virus")
    runner_install(g, "Krash")
    run_on(g, "HQ", rez="Razor Wire")
    for _ in range(3):
        act(g, "boost", card="Krash")
    act(g, "break", card="Krash", target="End the run.")  # the net damage is taken
    finish_run(g)
    assert g.run is None and g.flags.get("successful_run:HQ")
    assert g.corp.servers["HQ"].ice[0].counters == {}


def test_pattel_counters_stay_after_the_virus_leaves_and_the_purge_removes_them() -> None:
    g = _game(
        corp={"hand": ["Wall of Static"], "credits": 10},
        runner={"hand": ["Pattel's Virus", "Hammer"], "credits": 10},
    )
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    runner_install(g, "Pattel's Virus")
    runner_install(g, "Hammer")
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "break", card="Hammer")
    finish_run(g)
    virus = next(c for c in g.runner.program if c.title == "Pattel's Virus")
    g.trash(virus)
    ice = g.corp.servers["HQ"].ice[0]
    assert g.ice_strength(ice) == 1
    to_corp_turn(g)
    act(g, "purge")
    assert ice.counters == {} and g.ice_strength(ice) == 2


# ---------------------------------------------------------------------- I Spy


def test_i_spy_trashed_after_a_successful_run_puts_a_spy_counter_that_exposes_the_fort() -> None:
    g = _game(
        corp={"hand": ["Data Wall", "Rockerboy Promotion", "Fire Wall"], "credits": 10},
        runner={"hand": ["I Spy"], "credits": 5},
    )
    corp_install(g, "Rockerboy Promotion", "new remote")
    corp_install(g, "Data Wall", "Server 1")
    to_runner_turn(g)
    runner_install(g, "I Spy")
    act(g, "run", server="Server 1")
    while g.decision is not None and g.decision.source_title != "I Spy":
        act(g, "pass")
    d = g.decision
    assert d is not None and d.player == "runner"
    [use] = options(g, "ability", card="I Spy")
    assert use.cost.trash_self and use.server == "Server 1"
    g.choose(use)
    assert g.runner.program == [] and g.corp.servers["Server 1"].counters == {"spy": 1}
    fort = g.view("runner")["corp"]["servers"]["Server 1"]
    assert fort["counters"] == {"spy": 1}
    assert [c["title"] for c in fort["ice"]] == ["Data Wall"]  # exposed, face up
    assert [c["title"] for c in fort["content"]] == ["Rockerboy Promotion"]
    assert "The Spy counter in Server 1 exposes Data Wall (ice 1 of Server 1)." in g.log
    # a card installed there later is exposed as well
    to_corp_turn(g)
    corp_install(g, "Fire Wall", "Server 1")
    assert g.view("runner")["corp"]["servers"]["Server 1"]["ice"][0]["title"] == "Fire Wall"


def test_i_spy_is_offered_only_after_a_successful_run_and_may_be_kept() -> None:
    g = _game(corp={"hand": ["Data Wall"], "credits": 10}, runner={"hand": ["I Spy"], "credits": 5})
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    runner_install(g, "I Spy")
    run_on(g, "HQ", rez="Data Wall")  # no breaker: Data Wall ends the run
    assert g.run is None and not options(g, "ability", card="I Spy")
    act(g, "run", server="R&D")
    while g.decision is not None and g.decision.source_title != "I Spy":
        act(g, "pass")
    act(g, "pass")  # keep I Spy
    assert [c.title for c in g.runner.program] == ["I Spy"]
    assert g.corp.servers["R&D"].counters == {}


def test_the_corp_removes_a_spy_counter_with_an_action_and_4_bits_and_a_purge_does_not() -> None:
    g = _game(runner={"hand": ["I Spy", "Gremlins"], "credits": 5})
    to_runner_turn(g)
    runner_install(g, "I Spy")
    runner_install(g, "Gremlins")
    act(g, "run", server="HQ")
    while g.decision is not None and g.decision.source_title != "I Spy":
        act(g, "pass")
    act(g, "ability", card="I Spy")
    to_corp_turn(g)
    act(g, "purge")  # Spy counters are no virus counters: I Spy is no virus
    assert g.corp.counters == {} and g.corp.servers["HQ"].counters == {"spy": 1}
    next_corp_turn(g)
    bits = g.corp.credits
    [remove] = options(g, "ability", card="I Spy")
    assert remove.server == "HQ" and remove.cost.clicks == 1 and remove.cost.credits == 4
    g.choose(remove)
    assert g.corp.servers["HQ"].counters == {} and g.corp.credits == bits - 4
    assert "The Corp spends 1 action and 4 bits to remove a Spy counter from HQ (0 left)." in g.log


# ---------------------------------------------------------------------- Code Viral Cache


def test_code_viral_cache_installs_only_after_a_successful_run_on_hq_this_turn() -> None:
    g = _game(runner={"hand": ["Code Viral Cache"], "credits": 5})
    to_runner_turn(g)
    assert not options(g, "install", card="Code Viral Cache")
    _run(g, "R&D")
    assert not options(g, "install", card="Code Viral Cache")
    _run(g, "HQ")
    act(g, "install", card="Code Viral Cache")
    assert [c.title for c in g.runner.resource] == ["Code Viral Cache"]


def test_code_viral_cache_keeps_two_virus_counters_of_the_runners_choice_from_a_purge() -> None:
    g = _game(runner={"hand": ["Gremlins", "Pox", "Code Viral Cache"], "credits": 10})
    to_runner_turn(g)
    runner_install(g, "Gremlins")
    runner_install(g, "Pox")
    _run(g, "HQ")
    act(g, "install", card="Code Viral Cache")
    to_corp_turn(g)
    to_runner_turn(g)
    _run(g, "HQ")
    assert g.corp.counters == {"gremlin": 2} and g.corp.servers["HQ"].counters == {"pox": 2}
    to_corp_turn(g)
    act(g, "purge")
    d = g.decision
    assert d is not None and d.player == "runner" and d.source_title == "Code Viral Cache"
    assert sorted(o.label for o in d.options) == [
        "Keep a Gremlin counter on the Corp",
        "Keep a Pox counter in HQ",
    ]
    act(g, "choose", target="Pox")
    act(g, "choose", target="Pox")
    assert g.corp.counters == {} and g.corp.servers["HQ"].counters == {"pox": 2}
    assert g.corp.clicks == 0
    assert "The Corp purges all virus counters." in g.log
    assert "Code Viral Cache: a Pox counter in HQ is not removed by the purge." in g.log


def test_the_corp_may_trash_code_viral_cache_with_an_action_and_5_bits() -> None:
    g = _game(corp={"credits": 2}, runner={"hand": ["Code Viral Cache"], "credits": 5})
    to_runner_turn(g)  # the Corp has 5 bits now
    _run(g, "HQ")
    act(g, "install", card="Code Viral Cache")
    to_corp_turn(g)
    assert g.corp.credits == 5
    [trash] = options(g, "ability", card="Code Viral Cache")
    assert trash.cost.clicks == 1 and trash.cost.credits == 5
    g.choose(trash)
    assert g.runner.resource == [] and g.corp.credits == 0 and g.corp.clicks == 2
    assert [c.title for c in g.runner.discard] == ["Code Viral Cache"]
    assert "The Corp spends 1 action and 5 bits to trash Code Viral Cache." in g.log


# ---------------------------------------------------------------------- Disinfectant, Inc.


def _disinfected(corp_credits: int = 5) -> Game:
    g = _game(
        corp={"hand": ["Disinfectant, Inc."], "credits": corp_credits},
        runner={"hand": ["Gremlins", "Pox"], "credits": 5},
    )
    corp_install(g, "Disinfectant, Inc.", "new remote")
    act(g, "rez", card="Disinfectant, Inc.")  # rez cost 0
    to_runner_turn(g)
    runner_install(g, "Gremlins")
    runner_install(g, "Pox")
    act(g, "run", server="HQ")
    while g.decision is not None and g.decision.kind != "prevent":
        act(g, "pass")
    return g


def test_disinfectant_lets_the_corp_pay_1_bit_to_avoid_a_virus_counter_once_a_turn() -> None:
    g = _disinfected()
    d = g.decision
    assert d is not None and d.player == "corp" and d.params == {"what": "virus", "amount": 1}
    [avoid] = options(g, "ability", card="Disinfectant, Inc.")
    assert avoid.cost.credits == 1
    bits = g.corp.credits
    g.choose(avoid)  # the first counter of the run (Gremlin or Pox: the Runner ordered them)
    d = g.decision
    while g.run is not None and g.decision is not None:
        assert g.decision.kind != "prevent"  # used this turn: the other counter comes in
        act(g, "pass")
    assert g.corp.credits == bits - 1
    assert len(g.corp.counters) + len(g.corp.servers["HQ"].counters) == 1
    assert any(line.startswith("The Corp pays 1 bit to avoid a") for line in g.log)


def test_the_corp_may_let_the_virus_counter_come_in() -> None:
    g = _disinfected()
    act(g, "pass")  # receive it
    d = g.decision
    assert d is not None and d.kind == "prevent"  # still unused: offered for the second one
    act(g, "ability", card="Disinfectant, Inc.")
    finish_run(g)
    assert len(g.corp.counters) + len(g.corp.servers["HQ"].counters) == 1


def test_disinfectant_is_not_offered_to_a_corp_without_a_bit() -> None:
    g = _game(
        corp={"hand": ["Disinfectant, Inc."], "credits": 0},
        runner={"hand": ["Gremlins"], "credits": 5},
    )
    corp_install(g, "Disinfectant, Inc.", "new remote")
    act(g, "rez", card="Disinfectant, Inc.")
    g.corp.credits = 0
    to_runner_turn(g)
    g.corp.credits = 0
    runner_install(g, "Gremlins")
    act(g, "run", server="HQ")
    while g.run is not None and g.decision is not None:
        assert g.decision.kind != "prevent"
        act(g, "pass")
    assert g.corp.counters == {"gremlin": 1}


def test_code_viral_cache_keeps_every_counter_when_there_are_no_more_than_two() -> None:
    g = _game(runner={"hand": ["Gremlins", "Code Viral Cache"], "credits": 5})
    to_runner_turn(g)
    runner_install(g, "Gremlins")
    _run(g, "HQ")
    act(g, "install", card="Code Viral Cache")
    to_corp_turn(g)
    act(g, "purge")  # one counter: kept without a question
    assert g.corp.counters == {"gremlin": 1} and g.corp.clicks == 0
    assert g.decision is not None and g.decision.player == "corp"

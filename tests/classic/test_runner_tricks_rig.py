"""The runner-tricks family's 1996 hardware and resources (and Olivia Salazar), one scenario per
ability: damage prevention the Corp may pay through (Full Body Conversion, Diplomatic Immunity),
damage during the last three actions (Lifesaver Nanosurgeons), once-a-turn extras (Bodyweight
Data Crèche, Preying Mantis), cards set aside (The Shell Traders, Microtech Backup Drive), a draw
hook (Crash Everett), a base link card only for runs (Submarine Uplink) and a half-cost rez
derezzed after the run (Olivia Salazar)."""

from __future__ import annotations

from typing import Any

from cards.helpers import (
    corp_install,
    finish_run,
    next_runner_turn,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.testing import act, options, pass_until, scenario

FILLER = ["Score!"] * 6


def _game(corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None) -> Game:
    return scenario(corp=corp, runner=runner, ruleset="classic")


def _installed(
    rig: list[str],
    corp_hand: list[str] | None = None,
    *,
    hand: list[str] | None = None,
    tags: int = 0,
    runner_credits: int = 20,
    corp_credits: int = 20,
    install: tuple[tuple[str, str], ...] = (),
    runner_deck: list[str] | None = None,
) -> Game:
    """The Runner's first turn, ``rig`` installed (from its hand), the Corp having installed
    ``install`` from ``corp_hand``."""
    runner: dict[str, Any] = {
        "hand": [*rig, *(hand if hand is not None else FILLER)],
        "credits": runner_credits,
        "tags": tags,
    }
    if runner_deck is not None:
        runner["deck"] = runner_deck
    g = _game({"hand": corp_hand or [], "credits": corp_credits}, runner)
    for title, server in install:
        corp_install(g, title, server)
    to_runner_turn(g)
    for title in rig:
        runner_install(g, title)
    return g


def _scorched_earth(g: Game) -> None:
    """On the Corp's turn, it plays Scorched Earth (4 meat damage; the Runner is tagged)."""
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")


def _rig(g: Game, zone: str) -> list[str]:
    return [c["title"] for c in g.view("runner")["runner"]["rig"][zone]]


# ---------------------------------------------------------------------- Full Body Conversion


def test_full_body_conversion_prevents_all_meat_damage_unless_the_corp_pays_a_bit_a_point() -> None:
    g = _installed(["Full Body Conversion"], ["Scorched Earth"], tags=1)
    _scorched_earth(g)
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "choose"
    assert d.params == {"amount": 4}
    assert [o.amount for o in options(g, "choose")] == [0, 1, 2, 3, 4]
    assert [o.cost.credits for o in options(g, "choose")] == [0, 1, 2, 3, 4]
    bits = g.corp.credits
    hand = len(g.runner.hand)
    act(g, "choose", amount=1)
    assert g.corp.credits == bits - 1 and len(g.runner.hand) == hand - 1
    assert "The Corp pays 1 bit: 1 meat damage gets through Full Body Conversion." in g.log
    assert "Full Body Conversion prevents 3 meat damage." in g.log


def test_full_body_conversion_prevents_it_all_if_the_corp_pays_nothing() -> None:
    g = _installed(["Full Body Conversion"], ["Scorched Earth"], tags=1)
    _scorched_earth(g)
    hand = len(g.runner.hand)
    act(g, "choose", amount=0)
    assert len(g.runner.hand) == hand and g.runner.brain_damage == 0


def test_full_body_conversion_asks_nothing_of_a_corp_without_bits() -> None:
    g = _installed(["Full Body Conversion"], ["Scorched Earth"], tags=1)
    to_corp_turn(g)
    g.corp.credits = 3  # exactly Scorched Earth's cost
    hand = len(g.runner.hand)
    act(g, "play", card="Scorched Earth")
    assert g.decision is not None and g.decision.kind == "action"
    assert len(g.runner.hand) == hand and "Full Body Conversion prevents 4 meat damage." in g.log


# ---------------------------------------------------------------------- Diplomatic Immunity


def test_diplomatic_immunity_prevents_all_meat_damage_from_a_corp_without_agenda_points() -> None:
    g = _installed(["Diplomatic Immunity"], ["Scorched Earth"], tags=1)
    to_corp_turn(g)
    hand = len(g.runner.hand)
    act(g, "play", card="Scorched Earth")
    assert g.decision is not None and g.decision.kind == "action"  # nothing to decide
    assert len(g.runner.hand) == hand
    assert "Diplomatic Immunity prevents 4 meat damage." in g.log


def test_diplomatic_immunity_is_cancelled_for_the_turn_by_1_agenda_point() -> None:
    g = _installed(["Diplomatic Immunity"], ["Scorched Earth", "Scorched Earth"], tags=1)
    to_corp_turn(g)
    g.add_agenda_points("corp", 2)  # as if scored: the Corp's agenda-point counter
    act(g, "play", card="Scorched Earth")
    d = g.decision
    assert d is not None and d.player == "corp"
    (cancel,) = options(g, "choose")
    assert cancel.cost.agenda_points == 1
    hand = len(g.runner.hand)
    act(g, "choose", card="Diplomatic Immunity")
    assert g.corp.agenda_points == 1 and len(g.runner.hand) == hand - 4
    assert (
        "The Corp pays 1 agenda point to cancel Diplomatic Immunity until the end of the turn."
        in (g.log)
    )
    act(g, "play", card="Scorched Earth")  # the same turn: cancelled, nothing asked
    assert g.winner == "corp" and g.win_reason == "flatline"  # 4 meat damage, 1 card left


def test_diplomatic_immunity_cancelled_works_again_the_next_turn() -> None:
    g = _installed(["Diplomatic Immunity"], ["Scorched Earth", "Scorched Earth"], tags=1)
    to_corp_turn(g)
    g.add_agenda_points("corp", 2)
    act(g, "play", card="Scorched Earth")
    act(g, "choose", card="Diplomatic Immunity")  # cancelled for this turn
    next_runner_turn(g)
    for _ in range(4):
        act(g, "draw")
    to_corp_turn(g)
    hand = len(g.runner.hand)
    act(g, "play", card="Scorched Earth")
    d = g.decision
    assert d is not None and d.player == "corp" and options(g, "choose")  # asked again
    act(g, "pass")
    assert len(g.runner.hand) == hand


def test_diplomatic_immunity_the_corp_may_let_it_prevent() -> None:
    g = _installed(["Diplomatic Immunity"], ["Scorched Earth"], tags=1)
    to_corp_turn(g)
    g.add_agenda_points("corp", 1)
    hand = len(g.runner.hand)
    act(g, "play", card="Scorched Earth")
    act(g, "pass")
    assert len(g.runner.hand) == hand and g.corp.agenda_points == 1


# ---------------------------------------------------------------------- Lifesaver Nanosurgeons


def _lifesaver(install: tuple[tuple[str, str], ...], corp_hand: list[str]) -> Game:
    return _installed(
        ["Lifesaver [TM] Nanosurgeons"],
        corp_hand,
        install=install,
        runner_deck=["Score!"] * 10,
    )


def _draw_ability(g: Game) -> list[Any]:
    return options(g, "ability", card="Lifesaver [TM] Nanosurgeons")


def _run_into(g: Game, ice: str) -> None:
    run_on(g, "HQ", rez=ice)
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    pass_until(g, "runner")


def test_lifesaver_draws_2_within_three_actions_of_being_damaged() -> None:
    g = _lifesaver((("Razor Wire", "HQ"),), ["Razor Wire"])
    assert _draw_ability(g) == []  # not damaged yet
    _run_into(g, "Razor Wire")  # 2 net damage during this action
    assert len(_draw_ability(g)) == 1
    assert _draw_ability(g)[0].cost.clicks == 1
    hand = len(g.runner.hand)
    act(g, "ability", card="Lifesaver [TM] Nanosurgeons")
    assert len(g.runner.hand) == hand + 2


def test_lifesaver_is_usable_only_during_the_three_actions_after_the_damage() -> None:
    g = _lifesaver((("Razor Wire", "HQ"),), ["Razor Wire"])
    _run_into(g, "Razor Wire")  # action 2 of this turn (1: the install)
    act(g, "credit")  # 3
    act(g, "credit")  # 4: the run is still one of the last three actions
    next_runner_turn(g)
    assert len(_draw_ability(g)) == 1  # last three: the run, a bit, a bit
    act(g, "credit")
    assert _draw_ability(g) == []  # the run is four actions ago


def test_lifesaver_does_not_count_damage_outside_the_runners_actions() -> None:
    g = _lifesaver((), ["Scorched Earth"])
    g.runner.tags = 1
    _scorched_earth(g)  # meat damage during the Corp's turn
    to_runner_turn(g)
    assert _draw_ability(g) == []


def test_lifesaver_damage_all_prevented_is_no_damage() -> None:
    """rules-diff 94: Force Shield prevents Razor Wire's 2 net damage: not damaged."""
    g = _installed(
        ["Lifesaver [TM] Nanosurgeons", "Force Shield"],
        ["Razor Wire"],
        install=(("Razor Wire", "HQ"),),
    )
    _run_into(g, "Razor Wire")
    assert "Force Shield prevents 2 net damage." in g.log
    assert _draw_ability(g) == []


def test_lifesaver_is_trashed_to_prevent_1_brain_damage() -> None:
    g = _lifesaver((("Code Corpse", "HQ"),), ["Code Corpse"])
    run_on(g, "HQ", rez="Code Corpse")
    pass_until(g, "runner")
    act(g, "pass")  # let the subroutines resolve
    pass_until(g, "runner")
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.params == {"what": "brain", "amount": 1}
    (use,) = options(g, "ability", card="Lifesaver [TM] Nanosurgeons")
    assert use.cost.trash_self
    act(g, "ability", card="Lifesaver [TM] Nanosurgeons")
    assert g.runner.brain_damage == 1  # the second subroutine's: nothing left to prevent it
    assert "Lifesaver [TM] Nanosurgeons" in [c.title for c in g.runner.discard]
    assert "The Runner uses Lifesaver [TM] Nanosurgeons to prevent 1 brain damage." in g.log


# ---------------------------------------------------------------------- Bodyweight Data Crèche


def _run_archives(g: Game) -> None:
    act(g, "run", server="Archives")
    while g.run is not None and g.decision is not None:
        act(g, "pass")


def test_bodyweight_gives_1_mu_and_a_run_without_an_action_after_a_successful_run() -> None:
    g = _installed(["Bodyweight [TM] Data Crèche"])
    assert g.view("runner")["runner"]["memory"]["limit"] == 5
    _run_archives(g)
    d = g.decision
    assert d is not None and d.kind == "choose" and d.player == "runner"
    assert [o.server for o in options(g, "run")] == ["HQ", "R&D", "Archives"]
    assert all(o.cost.is_free for o in options(g, "run"))
    clicks = g.runner.clicks
    act(g, "run", server="HQ")
    assert g.run is not None and g.run.server == "HQ" and g.runner.clicks == clicks
    finish_run(g)
    pass_until(g, "runner")
    assert g.decision is not None and g.decision.kind == "action"  # once per turn
    _run_archives(g)
    assert g.decision is not None and g.decision.kind == "action"
    next_runner_turn(g)
    _run_archives(g)
    assert options(g, "run")  # a new turn: offered again


def test_bodyweight_may_decline_and_offers_again_after_the_next_successful_run() -> None:
    g = _installed(["Bodyweight [TM] Data Crèche"])
    _run_archives(g)
    act(g, "pass")  # "Don't run again"
    _run_archives(g)
    assert len(options(g, "run", server="HQ")) == 1


# ---------------------------------------------------------------------- Preying Mantis


def test_preying_mantis_gains_an_action_then_unpreventable_brain_damage_at_turn_end() -> None:
    g = _installed(["Preying Mantis", "Lifesaver [TM] Nanosurgeons"])
    to_corp_turn(g)
    _corp_ends_turn(g)
    d = g.decision  # as the Runner's turn begins
    assert d is not None and d.player == "runner" and d.kind == "choose"
    assert d.source_title == "Preying Mantis"
    assert [o.label for o in d.options] == ["Gain an action", "Don't"]
    act(g, "choose", card="Preying Mantis")
    pass_until(g, "runner")
    assert g.runner.clicks == 5
    for _ in range(5):
        act(g, "credit")
    pass_until(g, "corp", ("discard", "pass"))
    assert g.runner.brain_damage == 1  # Lifesaver's prevention is not offered
    assert not any(line.startswith("The Runner uses Lifesaver") for line in g.log)


def test_preying_mantis_no_four_actions_and_no_damage() -> None:
    g = _installed(["Preying Mantis"])
    to_corp_turn(g)
    _corp_ends_turn(g)
    act(g, "pass")
    pass_until(g, "runner")
    assert g.runner.clicks == 4
    for _ in range(4):
        act(g, "credit")
    pass_until(g, "corp", ("discard", "pass"))
    assert g.runner.brain_damage == 0


def _corp_ends_turn(g: Game) -> None:
    """The Corp spends its actions on bits and passes until the Runner has a decision."""
    while g.active == "corp":
        d = g.decision
        assert d is not None
        if d.player == "runner":
            return
        if options(g, "credit"):
            act(g, "credit")
        else:
            act(g, "pass")


# ---------------------------------------------------------------------- The Shell Traders


def _aside(g: Game, side: str = "runner") -> dict[str, list[dict[str, Any]]]:
    return g.view(side)["runner"]["aside"]


def test_the_shell_traders_sets_a_program_aside_with_its_cost_in_counters() -> None:
    g = _installed(["The Shell Traders"], hand=["Hammer", "Krash", "Score!"])
    (set_aside,) = options(g, "ability", card="The Shell Traders")
    assert set_aside.cost.clicks == 1
    act(g, "ability", card="The Shell Traders")
    assert [o.card for o in options(g, "choose")] == ["Hammer", "Krash"]  # no prep
    act(g, "choose", card="Hammer")
    (cards,) = _aside(g).values()
    assert [(c["title"], c["counters"]) for c in cards] == [("Hammer", {"shell": 2})]
    assert _aside(g, "corp") == _aside(g)  # set aside face up
    assert _rig(g, "program") == [] and g.view("runner")["runner"]["memory"]["used"] == 0


def test_the_shell_traders_removes_a_counter_each_turn_and_installs_it_free() -> None:
    g = _installed(["The Shell Traders"], hand=["Hammer"])
    act(g, "ability", card="The Shell Traders")
    act(g, "choose", card="Hammer")
    next_runner_turn(g)
    (cards,) = _aside(g).values()
    assert cards[0]["counters"] == {"shell": 1}
    next_runner_turn(g)
    d = g.decision
    if d is not None and d.kind == "choose":  # installing a program: overwrite nothing
        act(g, "pass")
    pass_until(g, "runner")
    assert _rig(g, "program") == ["Hammer"] and _aside(g) == {}
    assert "The Runner installs Hammer, paying 0 bits." in g.log
    assert "Hammer has no shell counter left: the Runner installs it at no cost." in g.log


def test_the_shell_traders_removes_a_counter_for_a_bit() -> None:
    g = _installed(["The Shell Traders"], hand=["Zetatech Mem Chip"])
    act(g, "ability", card="The Shell Traders")
    act(g, "choose", card="Zetatech Mem Chip")
    to_corp_turn(g)
    act(g, "credit")  # after the Corp's action, the Runner's paid-ability window
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "paid_abilities"
    (pay,) = options(g, "ability", card="The Shell Traders")
    assert pay.cost.credits == 1
    act(g, "ability", card="The Shell Traders")
    (cards,) = _aside(g).values()
    assert cards[0]["counters"] == {"shell": 2}


def test_a_card_set_aside_that_costs_nothing_is_installed_at_once() -> None:
    g = _installed(["The Shell Traders"], hand=["Krash"])
    act(g, "ability", card="The Shell Traders")
    act(g, "choose", card="Krash")
    pass_until(g, "runner", ("pass",))
    assert _rig(g, "program") == ["Krash"]


# ---------------------------------------------------------------------- Crash Everett


def test_crash_everett_draws_one_more_and_one_drawn_goes_back_on_top() -> None:
    g = _installed(
        ["Crash Everett, Inventive Fixer"], hand=[], runner_deck=["Hammer", "Krash", "Score!"]
    )
    act(g, "draw")
    d = g.decision
    assert (
        d is not None and d.kind == "choose" and d.source_title == "Crash Everett, Inventive Fixer"
    )
    assert sorted(o.label for o in options(g, "choose")) == [
        "Put Hammer back on top of your stack",
        "Put Krash back on top of your stack",
        "Trash Hammer",
        "Trash Krash",
    ]
    act(g, "choose", label="Put Hammer back on top of your stack")
    assert [c.title for c in g.runner.hand] == ["Krash"]
    assert g.runner.deck[0].title == "Hammer"
    assert "The Runner puts a card back on top of the stack (Crash Everett, Inventive Fixer)." in (
        g.log
    )
    assert not any("Hammer" in line for line in g.log[-3:])  # the Corp does not learn which


def test_crash_everett_may_trash_one_of_the_cards_drawn_instead() -> None:
    g = _installed(
        ["Crash Everett, Inventive Fixer"],
        hand=["Jack 'n' Joe"],
        runner_deck=["Hammer", "Krash", "Flak", "Mouse", "Score!"],
    )
    act(g, "play", card="Jack 'n' Joe")  # draws 3, and 1 more
    assert len(options(g, "choose")) == 8  # four cards, trash or put back each
    act(g, "choose", label="Trash Mouse")
    assert sorted(c.title for c in g.runner.hand) == ["Flak", "Hammer", "Krash"]
    assert "Mouse" in [c.title for c in g.runner.discard]


# ---------------------------------------------------------------------- Submarine Uplink


def test_submarine_uplink_gives_base_link_4_during_a_run_then_forces_a_jack_out() -> None:
    g = _installed(
        ["Submarine Uplink"],
        ["Fetch 4.0.1", "Data Wall"],
        install=(("Data Wall", "HQ"), ("Fetch 4.0.1", "HQ")),
        runner_credits=5,
    )
    assert g.view("runner")["runner"]["link_options"] == []  # only during a run
    run_on(g, "HQ", rez="Fetch 4.0.1")  # no breaker: its trace resolves at once
    act(g, "trace", amount=3)  # the Corp bids 3 in secret
    links = {o.amount: o.cost.credits for o in options(g, "link", card="Submarine Uplink")}
    assert links[4] == 0 and links[5] == 1
    act(g, "link", card="Submarine Uplink", amount=4)
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    assert g.runner.tags == 0
    assert "Submarine Uplink: the Runner must jack out after this encounter." in g.log
    assert "The Runner jacks out (Submarine Uplink)." in g.log
    assert not any(line.startswith("The Runner approaches Data Wall") for line in g.log)


def test_submarine_uplink_cannot_answer_a_trace_outside_a_run() -> None:
    g = _installed(["Submarine Uplink"], ["Chance Observation"])
    act(g, "run", server="Archives")
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    to_corp_turn(g)
    act(g, "play", card="Chance Observation")
    assert g.runner.tags == 1  # no link possible: the trace succeeds without bids
    assert "The Runner cannot get link above 0: the Corp spends 0 bits and the trace succeeds." in (
        g.log
    )


# ---------------------------------------------------------------------- Microtech Backup Drive


def test_microtech_backup_drive_keeps_a_program_the_corp_trashes() -> None:
    g = _installed(
        ["Microtech Backup Drive", "Hammer"], ["Triggerman"], install=(("Triggerman", "HQ"),)
    )
    run_on(g, "HQ", rez="Triggerman")  # no breaker for it: its subroutines resolve
    act(g, "choose", card="Hammer")  # the Corp trashes Hammer
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "prevent"
    assert d.params == {"what": "trash", "amount": 1}
    act(g, "ability", card="Microtech Backup Drive")
    assert _rig(g, "program") == []
    (cards,) = _aside(g).values()
    assert [c["title"] for c in cards] == ["Hammer"]
    assert "Hammer" not in [c.title for c in g.runner.discard]
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    pass_until(g, "runner")
    (take,) = options(g, "ability", card="Microtech Backup Drive")
    assert take.cost.clicks == 1
    act(g, "ability", card="Microtech Backup Drive")
    assert "Hammer" in [c.title for c in g.runner.hand] and _aside(g) == {}


def test_microtech_backup_drive_keeps_programs_overwritten_the_last_on_top() -> None:
    g = _installed(["Microtech Backup Drive", "Hammer", "Krash"], hand=["Flak", "Mouse"])
    act(g, "install", card="Flak")
    act(g, "choose", card="Hammer")  # overwrite Hammer first
    act(g, "ability", card="Microtech Backup Drive")
    act(g, "choose", card="Krash")
    act(g, "ability", card="Microtech Backup Drive")  # then Flak is installed
    assert _rig(g, "program") == ["Flak"]
    (cards,) = _aside(g).values()
    assert [c["title"] for c in cards] == ["Hammer", "Krash"]  # Krash on top
    next_runner_turn(g)
    act(g, "ability", card="Microtech Backup Drive")
    assert "Krash" in [c.title for c in g.runner.hand]


def test_microtech_backup_drive_a_program_may_still_be_trashed() -> None:
    g = _installed(["Microtech Backup Drive", "Hammer"], hand=["Flak"])
    act(g, "install", card="Flak")
    act(g, "choose", card="Hammer")
    act(g, "pass")  # let Hammer be trashed
    assert "Hammer" in [c.title for c in g.runner.discard] and _aside(g) == {}


def test_the_cards_on_microtech_backup_drive_go_with_it_to_the_trash() -> None:
    g = _installed(["Microtech Backup Drive", "Hammer"], hand=["Flak", "misc.for-sale"])
    act(g, "install", card="Flak")
    act(g, "choose", card="Hammer")
    act(g, "ability", card="Microtech Backup Drive")
    assert _aside(g) != {}
    act(g, "play", card="misc.for-sale")  # the Runner trashes the Drive itself
    act(g, "choose", card="Microtech Backup Drive")
    act(g, "pass")
    assert _aside(g) == {} and g.limbo == []
    assert {"Hammer", "Microtech Backup Drive"} <= {c.title for c in g.runner.discard}


# ---------------------------------------------------------------------- Olivia Salazar


def _olivia(corp_credits: int = 20) -> Game:
    g = _game(
        {"hand": ["Olivia Salazar", "Fire Wall", "Data Wall"], "credits": corp_credits},
        {"hand": list(FILLER), "credits": 5},
    )
    corp_install(g, "Fire Wall", "HQ")
    corp_install(g, "Olivia Salazar", "HQ")
    to_runner_turn(g)
    return g


def test_olivia_salazar_rezzes_ice_of_her_fort_for_half_cost_then_derezzes_it() -> None:
    g = _olivia()
    g.corp.credits = 10
    act(g, "run", server="HQ")
    pass_until(g, "corp")
    act(g, "rez", card="Olivia Salazar")  # in the approach's rez window, for 0
    (use,) = options(g, "ability", card="Olivia Salazar")
    assert use.cost.is_free
    act(g, "ability", card="Olivia Salazar")
    (rez,) = options(g, "choose")
    assert rez.label == "Rez Fire Wall (unrezzed ice 1 of HQ) for 2 bits"  # 5 // 2
    act(g, "choose", card="Fire Wall")
    assert g.corp.credits == 8
    assert "The Corp rezzes Fire Wall protecting HQ, paying 2." in g.log
    assert "The Runner encounters Fire Wall (ice 1 of 1 protecting HQ)." in g.log
    assert g.run is None  # Fire Wall ended the run; the ice is derezzed after it
    ice = g.corp.servers["HQ"].ice[0]
    assert not ice.rezzed and ice.faceup
    assert g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]["title"] == "Fire Wall"
    assert "Olivia Salazar: Fire Wall is derezzed at the end of the run." in g.log


def test_olivia_salazar_is_usable_only_in_a_run_on_her_fort() -> None:
    g = _game(
        {"hand": ["Olivia Salazar", "Fire Wall", "Data Wall"], "credits": 20},
        {"hand": list(FILLER), "credits": 5},
    )
    corp_install(g, "Fire Wall", "HQ")
    corp_install(g, "Data Wall", "R&D")
    corp_install(g, "Olivia Salazar", "HQ")
    act(g, "rez", card="Olivia Salazar")  # rezzed on the Corp's turn, for 0
    assert options(g, "ability", card="Olivia Salazar") == []  # no run
    to_runner_turn(g)
    act(g, "run", server="R&D")
    while g.run is not None and g.decision is not None:
        assert options(g, "ability", card="Olivia Salazar") == []
        act(g, "pass")

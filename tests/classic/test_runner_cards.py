"""The Runner's 1996 cards of the first release, one scenario per ability (rules-diff items 13,
21, 40, 43, 55, 61, 68, 92, 95, 96, 113, 115)."""

from __future__ import annotations

from typing import Any

from cards.helpers import (
    corp_install,
    finish_run,
    log_since,
    next_runner_turn,
    rig_card,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from classic.runner_basics_helpers import runner_turn, titles
from netrunner.engine.damage import PreventWindow
from netrunner.engine.game import Game, Reoffer
from netrunner.testing import act, options, pass_until, scenario

FILLER = ["Score!"] * 5  # cards in the grip for damage to take


def _game(
    corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None, **kw: Any
) -> Game:
    return scenario(corp=corp, runner=runner, ruleset="classic", **kw)


def corp_gives_tags(g: Game, n: int = 1) -> None:
    """A Corp card gives the Runner ``n`` tags now (the classic tag-givers are traces and
    TRAP!, not declared yet); the current decision comes back once the tags are dealt with."""
    d = g._decision
    assert d is not None
    g._decision = None
    g.push(Reoffer(d))
    g.push(PreventWindow("tag", n, "Data Raven"))
    g._advance()


# ---------------------------------------------------------------------- icebreakers


def test_loony_goon_breaks_triggerman_after_boosting_to_its_strength() -> None:
    g = _game({"hand": ["Triggerman"], "credits": 20}, {"hand": ["Loony Goon"], "credits": 10})
    corp_install(g, "Triggerman", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Loony Goon")  # 4 bits: 6 left
    run_on(g, "HQ", rez="Triggerman")
    assert options(g, "break", card="Loony Goon") == []  # strength 0 against 3
    for _ in range(3):
        act(g, "boost", card="Loony Goon")
    act(g, "break", card="Loony Goon", target="Trash 1 program.")
    act(g, "break", card="Loony Goon", target="End the run.")
    assert g.runner.credits == 6 - 3 - 2
    assert "Loony Goon" in titles(g.view("runner")["runner"]["rig"]["program"])


def test_black_dahlia_breaks_a_sentry_subroutine_for_2_bits() -> None:
    g = _game({"hand": ["Triggerman"], "credits": 20}, {"hand": ["Black Dahlia"], "credits": 15})
    corp_install(g, "Triggerman", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Black Dahlia")
    assert g.runner.credits == 5
    run_on(g, "HQ", rez="Triggerman")
    brk = options(g, "break", card="Black Dahlia")
    assert brk and all(o.cost.credits == 2 for o in brk)
    act(g, "break", card="Black Dahlia", target="End the run.")
    assert g.runner.credits == 3


def test_tinweasel_breaks_code_gate_subroutines_for_free_and_cannot_boost() -> None:
    g = _game({"hand": ["Keeper"], "credits": 20}, {"hand": ["Tinweasel"], "credits": 5})
    corp_install(g, "Keeper", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Tinweasel")
    run_on(g, "HQ", rez="Keeper")
    assert options(g, "boost", card="Tinweasel") == []
    assert options(g, "break", card="Tinweasel") == []  # strength 3 against Keeper's 4
    assert rig_card(g, "Tinweasel")["strength"] == 3


def test_codecracker_breaks_filter_for_nothing() -> None:
    g = _game({"hand": ["Filter"], "credits": 20}, {"hand": ["Codecracker"], "credits": 2})
    corp_install(g, "Filter", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Codecracker")
    run_on(g, "HQ", rez="Filter")
    (brk,) = options(g, "break", card="Codecracker")
    assert brk.cost.credits == 0
    act(g, "break", card="Codecracker")
    assert g.runner.credits == 0


def test_hammer_breaks_a_wall_subroutine_for_1_bit() -> None:
    g = _game({"hand": ["Wall of Static"], "credits": 20}, {"hand": ["Hammer"], "credits": 5})
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Hammer")
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "break", card="Hammer")
    assert g.runner.credits == 2


def test_krash_breaks_any_ice_for_2_bits_a_subroutine() -> None:
    g = _game({"hand": ["Data Wall"], "credits": 20}, {"hand": ["Krash"], "credits": 5})
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Krash")
    run_on(g, "HQ", rez="Data Wall")
    act(g, "break", card="Krash")
    assert g.runner.credits == 3


def test_flak_breaks_the_subroutines_of_ap_ice_only() -> None:
    g = _game(
        {"hand": ["Code Corpse", "Data Wall"], "credits": 30},
        {"hand": ["Flak", *FILLER], "credits": 10},
    )
    corp_install(g, "Code Corpse", "HQ")
    corp_install(g, "Data Wall", "R&D")
    to_runner_turn(g)
    act(g, "install", card="Flak")
    run_on(g, "R&D", rez="Data Wall")
    assert g.run is None and "Data Wall ends the run." in g.log  # a wall: Flak can't break it
    run_on(g, "HQ", rez="Code Corpse")
    for _ in range(3):
        act(g, "boost", card="Flak")
    assert g.runner.credits == 10 - 4 - 3
    # Code Corpse (AP): its brain damage subroutine (listed once) and its end the run
    assert {o.target for o in options(g, "break", card="Flak")} == {
        "Do 1 brain damage.",
        "End the run.",
    }


# ---------------------------------------------------------------------- other programs


def test_force_shield_prevents_razor_wires_net_damage_without_asking() -> None:
    g = _game({"hand": ["Razor Wire"], "credits": 10}, {"hand": ["Force Shield", *FILLER]})
    corp_install(g, "Razor Wire", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Force Shield")
    run_on(g, "HQ", rez="Razor Wire")
    assert "Force Shield prevents 2 net damage." in g.log
    assert len(g.runner.hand) == 5 and not any("net damage," in x for x in g.log)
    assert g.decision is not None and g.decision.kind == "action"  # never asked


def test_force_shield_prevents_2_damage_in_all_each_turn_net_and_brain_together() -> None:
    g = _game(
        {"hand": ["Razor Wire", "Code Corpse"], "credits": 30},
        {"hand": ["Force Shield", *FILLER], "credits": 5},
    )
    corp_install(g, "Razor Wire", "HQ")
    corp_install(g, "Code Corpse", "R&D")
    to_runner_turn(g)
    act(g, "install", card="Force Shield")
    run_on(g, "HQ", rez="Razor Wire")  # 2 net damage: the whole turn's budget
    n = len(g.log)
    run_on(g, "R&D", rez="Code Corpse")
    assert "Force Shield prevents" not in " ".join(log_since(g, n))
    assert g.runner.brain_damage == 2 and len(g.runner.hand) == 3
    next_runner_turn(g)  # a new turn, a new budget
    n = len(g.log)
    run_on(g, "HQ")
    assert "Force Shield prevents 2 net damage." in log_since(g, n)


def test_mouse_exposes_a_card_in_a_data_fort_and_it_stays_face_up_for_both() -> None:
    g = _game({"hand": ["Tycho Extension", "Data Wall"]}, {"hand": ["Mouse"]})
    corp_install(g, "Tycho Extension", "new remote")
    corp_install(g, "Data Wall", "HQ")
    (fort,) = [n for n in g.corp.servers if n not in ("HQ", "R&D", "Archives")]
    to_runner_turn(g)
    act(g, "install", card="Mouse")
    assert g.view("runner")["corp"]["servers"][fort]["content"][0]["title"] is None
    act(g, "ability", card="Mouse")
    chosen = options(g, "choose")
    assert [o.server for o in chosen] == [fort]  # the card inside the fort, not the ice on HQ
    g.choose(chosen[0])
    pass_until(g, "runner")  # the Corp lets it be exposed
    assert f"The Runner exposes Tycho Extension in {fort}." in g.log
    to_corp_turn(g)
    for side in ("runner", "corp"):
        card = g.view(side)["corp"]["servers"][fort]["content"][0]
        assert card["title"] == "Tycho Extension"
        assert card["faceup"] and not card["rezzed"]
    assert g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]["title"] is None


# ---------------------------------------------------------------------- hardware


def test_parraline_5750_gives_1_mu_and_a_bit_only_for_icebreakers() -> None:
    g = _game(
        {"hand": ["Data Wall"], "credits": 10},
        {"hand": ["Parraline 5750", "Hammer", "Inside Job"], "credits": 8},
    )
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Parraline 5750")
    act(g, "install", card="Hammer")
    assert g.runner.credits == 1
    assert g.view("runner")["runner"]["memory"]["limit"] == 5
    assert rig_card(g, "Parraline 5750")["counters"]["recurring"] == 1
    assert options(g, "play", card="Inside Job") == []  # 2 bits: the bit on Parraline can't pay
    run_on(g, "HQ", rez="Data Wall")
    act(g, "break", card="Hammer")  # paid with Parraline's bit
    assert g.runner.credits == 1
    assert rig_card(g, "Parraline 5750")["counters"]["recurring"] == 0
    next_runner_turn(g)
    assert rig_card(g, "Parraline 5750")["counters"]["recurring"] == 1


def test_installing_a_second_deck_trashes_the_older_parraline() -> None:
    g = runner_turn(runner_hand=["Parraline 5750", "Parraline 5750"], runner_credits=10)
    act(g, "install", card="Parraline 5750")
    act(g, "install", card="Parraline 5750")
    assert "Parraline 5750 is trashed to make room for Parraline 5750." in g.log
    assert titles(g.view("runner")["runner"]["rig"]["hardware"]) == ["Parraline 5750"]
    assert g.memory_limit() == 5


def test_armored_fridge_removes_an_ablative_counter_to_prevent_each_meat_damage() -> None:
    g = runner_turn(["Scorched Earth"], ["Armored Fridge", *FILLER], tags=1)
    act(g, "install", card="Armored Fridge")
    assert rig_card(g, "Armored Fridge")["counters"] == {"ablative": 7}
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.params == {"what": "meat", "amount": 4}
    (opt,) = options(g, "ability", card="Armored Fridge")
    assert opt.cost.counter == "ablative" and opt.cost.counters == 1
    act(g, "ability", card="Armored Fridge")
    act(g, "ability", card="Armored Fridge")
    act(g, "pass")
    assert rig_card(g, "Armored Fridge")["counters"] == {"ablative": 5}
    assert len(g.runner.hand) == 3
    assert "The Runner takes 2 meat damage" in " ".join(g.log)


def test_armored_fridge_is_trashed_when_its_last_counter_is_removed() -> None:
    g = runner_turn(
        ["Scorched Earth", "Scorched Earth"], ["Armored Fridge", *FILLER, *FILLER], tags=1
    )
    act(g, "install", card="Armored Fridge")
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    for _ in range(4):
        act(g, "ability", card="Armored Fridge")
    act(g, "play", card="Scorched Earth")
    for _ in range(3):
        act(g, "ability", card="Armored Fridge")
    assert "Armored Fridge has no ablative counters left and is trashed." in g.log
    assert g.view("runner")["runner"]["rig"]["hardware"] == []
    # 5 cards after the discard at the end of the Runner's turn; the 8th point gets through
    assert len(g.runner.hand) == 5 - 1


def test_nasuko_cycle_pays_3_bits_to_avoid_a_tag() -> None:
    g = runner_turn(runner_hand=["Nasuko Cycle"], runner_credits=5)
    act(g, "install", card="Nasuko Cycle")
    corp_gives_tags(g)
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.params == {"what": "tag", "amount": 1}
    (opt,) = options(g, "ability", card="Nasuko Cycle")
    assert opt.cost.credits == 3
    act(g, "ability", card="Nasuko Cycle")
    assert g.runner.tags == 0 and g.runner.credits == 1
    assert "The Runner uses Nasuko Cycle to prevent 1 tag." in g.log
    corp_gives_tags(g)  # 1 bit left: Nasuko Cycle cannot pay
    assert g.runner.tags == 1


# ---------------------------------------------------------------------- resources


def test_short_term_contract_holds_12_bits_and_gives_2_an_action() -> None:
    g = runner_turn(runner_hand=["Short-Term Contract"], runner_credits=1)
    act(g, "install", card="Short-Term Contract")
    assert rig_card(g, "Short-Term Contract")["counters"] == {"credit": 12}
    act(g, "ability", card="Short-Term Contract")
    assert g.runner.credits == 2
    assert rig_card(g, "Short-Term Contract")["counters"] == {"credit": 10}


def test_fall_guy_is_trashed_to_avoid_a_tag() -> None:
    g = runner_turn(runner_hand=["Fall Guy"])
    act(g, "install", card="Fall Guy")
    corp_gives_tags(g)
    (opt,) = options(g, "ability", card="Fall Guy")
    assert opt.cost.trash_self
    act(g, "ability", card="Fall Guy")
    assert g.runner.tags == 0
    v = g.view("corp")["runner"]
    assert v["rig"]["resource"] == [] and titles(v["discard"]) == ["Fall Guy"]


def test_the_short_circuit_finds_a_program_shows_it_to_the_corp_and_shuffles() -> None:
    g = runner_turn(
        runner_hand=["The Short Circuit"],
        runner_credits=2,
        runner_deck=["Score!", "Hammer", "Score!", "Mouse"],
    )
    act(g, "install", card="The Short Circuit")
    n = len(g.log)
    act(g, "ability", card="The Short Circuit")
    assert g.runner.clicks == 2 and g.runner.credits == 0
    assert sorted(o.card or "" for o in options(g, "choose")) == ["Hammer", "Mouse"]
    act(g, "choose", card="Hammer")
    assert log_since(g, n)[-2:] == [
        "The Runner reveals Hammer and adds it to the grip (The Short Circuit).",
        "The Runner shuffles the stack.",
    ]
    assert [c.title for c in g.runner.hand] == ["Hammer"] and len(g.runner.deck) == 3


# ---------------------------------------------------------------------- preps


def test_score_gains_9_bits_for_5() -> None:
    g = runner_turn(runner_hand=["Score!"], runner_credits=5)
    act(g, "play", card="Score!")
    assert g.runner.credits == 9


def test_livewires_contacts_gains_3_bits() -> None:
    g = runner_turn(runner_hand=["Livewire's Contacts"], runner_credits=0)
    act(g, "play", card="Livewire's Contacts")
    assert g.runner.credits == 3


def test_jack_n_joe_draws_3_cards() -> None:
    g = runner_turn(runner_hand=["Jack 'n' Joe"], runner_deck=["Hammer", "Mouse", "Krash", "Flak"])
    act(g, "play", card="Jack 'n' Joe")
    assert sorted(c.title for c in g.runner.hand) == ["Hammer", "Krash", "Mouse"]


def test_inside_job_passes_the_first_ice_it_meets() -> None:
    g = _game({"hand": ["Fire Wall"], "credits": 10}, {"hand": ["Inside Job"], "credits": 2})
    corp_install(g, "Fire Wall", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Inside Job")
    act(g, "choose", server="HQ")
    finish_run(g)
    assert not any("Fire Wall ends the run" in x for x in g.log)
    assert "The run on HQ ends (successful)." in g.log


def test_custodial_position_accesses_2_more_cards_from_rd() -> None:
    g = runner_turn(
        runner_hand=["Custodial Position"],
        corp_deck=["Night Shift", "Fire Wall", "Keeper", "Data Wall"],
    )
    n = len(g.log)
    act(g, "play", card="Custodial Position")
    assert g.runner.credits == 3
    finish_run(g)
    assert [x for x in log_since(g, n) if x.startswith("The Runner accesses")] == [
        "The Runner accesses Night Shift from R&D.",
        "The Runner accesses Fire Wall from R&D.",
        "The Runner accesses Keeper from R&D.",
    ]


def test_weather_to_finance_pipe_makes_the_corp_lose_4_bits_instead_of_access() -> None:
    g = runner_turn(["Tycho Extension"], ["Weather-to-Finance Pipe"], corp_credits=10)
    act(g, "play", card="Weather-to-Finance Pipe")
    pass_until(g, "runner")
    act(g, "pass")  # HQ has no ice: the last chance to jack out, declined
    pass_until(g, "runner")
    d = g.decision
    assert d is not None and d.kind == "action"  # no "access as usual": the replacement happened
    assert g.corp.credits == 13 - 4 and g.runner.agenda_points == 0  # 10 and 3 actions' bits
    assert "The Corp loses 4 bits (Weather-to-Finance Pipe)." in g.log


def test_lucidrine_gives_9_bits_for_the_run_then_brain_damage_force_shield_cannot_stop() -> None:
    g = _game(
        {"hand": ["Data Wall"], "credits": 10},
        {"hand": ["Lucidrine [TM] Booster Drug", "Hammer", "Force Shield", *FILLER], "credits": 4},
    )
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Hammer")
    runner_install(g, "Force Shield")
    assert g.runner.credits == 0
    act(g, "play", card="Lucidrine [TM] Booster Drug")
    act(g, "choose", server="HQ")
    while not options(g, "break", card="Hammer"):
        act(g, "rez", card="Data Wall") if options(g, "rez", card="Data Wall") else act(g, "pass")
    view = g.view("runner")["run"]
    assert view is not None and view["run_credits"] == 9
    act(g, "break", card="Hammer")
    assert g.view("runner")["run"]["run_credits"] == 8  # type: ignore[index]
    finish_run(g)
    assert g.runner.brain_damage == 1 and g.runner.credits == 0  # the 8 bits went back
    assert not any("Force Shield prevents" in x for x in g.log)


def test_hot_tip_for_wns_scores_a_point_after_liberating_a_black_ops_agenda() -> None:
    g = runner_turn(["Corporate War"], ["Hot Tip for WNS", "Hot Tip for WNS"])
    act(g, "play", card="Hot Tip for WNS")  # nothing liberated yet
    assert g.runner.agenda_points == 0
    assert "Hot Tip for WNS: no agenda point to score." in g.log
    act(g, "run", server="HQ")
    finish_run(g)
    assert g.runner.agenda_points == 3
    act(g, "play", card="Hot Tip for WNS")
    assert g.runner.agenda_points == 4 and g.view("corp")["runner"]["agenda_points"] == 4
    assert [c.title for c in g.runner.scored] == ["Corporate War"]  # a point, not a card
    copy = g.clone()
    copy.add_agenda_points("runner", 1)
    assert copy.runner.agenda_points == 5 and g.runner.agenda_points == 4


def test_hot_tip_for_wns_point_counts_toward_the_seventh_agenda_point() -> None:
    g = runner_turn(
        runner_hand=["Custodial Position", "Hot Tip for WNS"],
        corp_deck=["Corporate War", "Corporate War", "Night Shift"],
    )
    act(g, "play", card="Custodial Position")
    finish_run(g)
    assert g.runner.agenda_points == 6 and not g.over
    act(g, "play", card="Hot Tip for WNS")
    assert g.over and g.winner == "runner" and g.win_reason == "agenda_points"

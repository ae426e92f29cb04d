"""Scenario tests for Core Set Runner cards: one test per card ability, played through decisions."""

from __future__ import annotations

from collections.abc import Sequence

from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

from .helpers import (
    corp_install,
    corp_passes,
    next_corp_turn,
    next_runner_turn,
    rig_card,
    run_on,
    runner_view_card,
    to_corp_turn,
    to_runner_turn,
)

FIVE = ["Sure Gamble", "Diesel", "Infiltration", "Sure Gamble", "Diesel"]


def _runner_turn(
    corp_hand: list[str] | None = None,
    installs: Sequence[tuple[str, str]] = (),
    runner_hand: list[str] | None = None,
    runner_credits: int = 5,
    corp_credits: int = 10,
) -> Game:
    """A scenario where the Corp installs ``installs`` (title, server) on its turn (at most 3),
    then passes to the Runner's first turn."""
    g = scenario(
        corp={"hand": corp_hand or [t for t, _ in installs], "credits": corp_credits},
        runner={"hand": runner_hand or [], "credits": runner_credits},
    )
    for title, server in installs:
        corp_install(g, title, server)
    to_runner_turn(g)
    return g


# ---------------------------------------------------------------------- events


def test_sure_gamble_costs_5_and_gains_9() -> None:
    g = _runner_turn(runner_hand=["Sure Gamble"], runner_credits=5)
    act(g, "play", card="Sure Gamble")
    r = g.view("runner")["runner"]
    assert r["credits"] == 5 - 5 + 9
    assert r["clicks"] == 3
    assert [c["title"] for c in r["discard"]] == ["Sure Gamble"]


def test_sure_gamble_is_not_offered_below_5_credits() -> None:
    g = _runner_turn(runner_hand=["Sure Gamble"], runner_credits=4)
    assert options(g, "credit")  # the Runner's action decision
    assert options(g, "play", card="Sure Gamble") == []


def test_diesel_draws_3() -> None:
    g = scenario(
        runner={"hand": ["Diesel"], "deck": ["Corroder", "Ninja", "Crypsis", "Net Shield"]}
    )
    to_runner_turn(g)
    act(g, "play", card="Diesel")
    r = g.view("runner")["runner"]
    assert sorted(c["title"] for c in r["hand"]) == ["Corroder", "Crypsis", "Ninja"]
    assert r["deck_size"] == 1
    assert r["clicks"] == 3
    assert r["credits"] == 5


def test_infiltration_gains_2() -> None:
    g = _runner_turn(runner_hand=["Infiltration"], runner_credits=0)
    act(g, "play", card="Infiltration")
    act(g, "choose", card="Infiltration", target="Gain 2 credits.")
    assert g.runner.credits == 2
    assert g.runner.clicks == 3


def test_infiltration_exposes_a_card_in_the_log_only() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Infiltration"])
    act(g, "play", card="Infiltration")
    act(g, "choose", card="Infiltration", target="Expose 1 card.")
    # the Runner picks the unrezzed ice without knowing what it is
    opt = options(g, "choose", server="HQ")
    assert len(opt) == 1 and opt[0].card is None and "Ice Wall" not in opt[0].label
    g.choose(opt[0])
    assert "The Runner exposes Ice Wall protecting HQ." in g.log
    assert runner_view_card(g, "HQ")["title"] is None
    assert not runner_view_card(g, "HQ")["rezzed"]
    assert g.runner.credits == 5
    assert g.runner.clicks == 3


# ---------------------------------------------------------------------- icebreakers


def test_corroder_breaks_barrier_subroutines() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")],
        corp_hand=["Ice Wall", "Hedge Fund"],
        runner_hand=["Corroder"],
        runner_credits=3,
    )
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "break", card="Corroder", target="End the run.")
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert "The Runner accesses Hedge Fund from HQ." in g.log
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_corroder_boosts_1_strength_per_credit() -> None:
    g = _runner_turn(
        installs=[("Wall of Static", "HQ")], runner_hand=["Corroder"], runner_credits=5
    )
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Wall of Static")
    assert rig_card(g, "Corroder")["strength"] == 2
    assert options(g, "break", card="Corroder") == []
    act(g, "boost", card="Corroder", amount=1)
    assert g.runner.credits == 2
    assert rig_card(g, "Corroder")["strength"] == 3
    act(g, "break", card="Corroder", target="End the run.")
    assert g.runner.credits == 1
    act(g, "pass")  # continue the run
    assert g.run is None and g.log[-1] == "The run on HQ ends (successful)."


def test_corroder_cannot_break_non_barrier_ice() -> None:
    g = _runner_turn(
        installs=[("Enigma", "HQ")], runner_hand=["Corroder", "Gordian Blade"], runner_credits=10
    )
    act(g, "install", card="Corroder")
    act(g, "install", card="Gordian Blade")
    run_on(g, "HQ", rez="Enigma")
    assert options(g, "break", card="Gordian Blade")  # the encounter's break window
    assert options(g, "break", card="Corroder") == []
    assert options(g, "boost", card="Corroder") == []


def test_corroder_boost_lasts_only_for_the_encounter() -> None:
    # HQ: Wall of Static (outermost, strength 3), then Ice Wall advanced twice (strength 3)
    g = scenario(
        corp={"hand": ["Ice Wall", "Wall of Static"], "credits": 10},
        runner={"hand": ["Corroder"], "credits": 10},
    )
    corp_install(g, "Ice Wall", "HQ")
    act(g, "advance", card="Ice Wall")
    act(g, "advance", card="Ice Wall")
    next_corp_turn(g)
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Corroder")
    credits = g.runner.credits
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "boost", card="Corroder")
    act(g, "break", card="Corroder", target="End the run.")
    assert g.run is not None and g.run.phase == "movement"  # nothing left to break
    assert rig_card(g, "Corroder")["strength"] == 2
    act(g, "pass")  # continue to Ice Wall
    act(g, "rez", card="Ice Wall")
    assert options(g, "break", card="Corroder") == []
    act(g, "boost", card="Corroder")
    act(g, "break", card="Corroder", target="End the run.")
    assert g.runner.credits == credits - 4  # two boosts, two breaks
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_gordian_blade_breaks_code_gate_subroutines() -> None:
    g = _runner_turn(installs=[("Enigma", "HQ")], runner_hand=["Gordian Blade"], runner_credits=6)
    act(g, "install", card="Gordian Blade")
    run_on(g, "HQ", rez="Enigma")
    act(g, "break", card="Gordian Blade", target="The Runner loses 1 click, if able.")
    act(g, "break", card="Gordian Blade", target="End the run.")
    assert g.runner.credits == 0
    assert g.runner.clicks == 2
    act(g, "pass")  # continue the run
    assert g.run is None and g.log[-1] == "The run on HQ ends (successful)."


def test_gordian_blade_cannot_break_non_code_gate_ice() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")], runner_hand=["Gordian Blade", "Corroder"], runner_credits=10
    )
    act(g, "install", card="Gordian Blade")
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "break", card="Corroder")
    assert options(g, "break", card="Gordian Blade") == []
    assert options(g, "boost", card="Gordian Blade") == []


def test_gordian_blade_boost_lasts_for_the_remainder_of_the_run() -> None:
    g = _runner_turn(
        installs=[("Enigma", "HQ"), ("Enigma", "HQ")],
        corp_hand=["Enigma", "Enigma"],
        runner_hand=["Gordian Blade"],
        runner_credits=10,
    )
    act(g, "install", card="Gordian Blade")
    credits = g.runner.credits
    run_on(g, "HQ", rez="Enigma")
    act(g, "boost", card="Gordian Blade", amount=1)
    assert rig_card(g, "Gordian Blade")["strength"] == 3
    act(g, "break", card="Gordian Blade", target="End the run.")
    act(g, "pass")  # lose a click, the encounter ends
    assert g.run is not None and g.run.phase == "movement"
    assert rig_card(g, "Gordian Blade")["strength"] == 3
    act(g, "pass")  # on to the second Enigma
    act(g, "rez", card="Enigma")
    assert g.view("runner")["run"]["ice"]["title"] == "Enigma"
    assert rig_card(g, "Gordian Blade")["strength"] == 3
    act(g, "break", card="Gordian Blade", target="End the run.")
    assert g.runner.credits == credits - 3  # one boost, two breaks
    act(g, "pass")  # lose a click
    act(g, "pass")  # continue the run
    assert g.run is None and "The run on HQ ends (successful)." in g.log
    assert rig_card(g, "Gordian Blade")["strength"] == 2  # back to normal after the run


def test_ninja_breaks_sentry_subroutines_after_a_3_credit_boost_of_5() -> None:
    g = _runner_turn(installs=[("Hunter", "HQ")], runner_hand=["Ninja"], runner_credits=8)
    act(g, "install", card="Ninja")
    run_on(g, "HQ", rez="Hunter")
    assert rig_card(g, "Ninja")["strength"] == 0
    assert options(g, "break", card="Ninja") == []
    act(g, "boost", card="Ninja", amount=5)
    assert g.runner.credits == 1
    assert rig_card(g, "Ninja")["strength"] == 5
    act(g, "break", card="Ninja")
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert not any("initiates a trace" in line for line in g.log)
    assert g.runner.tags == 0
    assert rig_card(g, "Ninja")["strength"] == 0


def test_ninja_cannot_break_non_sentry_ice() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")], runner_hand=["Ninja", "Corroder"], runner_credits=10
    )
    act(g, "install", card="Ninja")
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "break", card="Corroder")
    assert options(g, "break", card="Ninja") == []
    assert options(g, "boost", card="Ninja") == []


# ---------------------------------------------------------------------- Crypsis


def _crypsis_vs_ice_wall(virus_clicks: int) -> Game:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Crypsis"], runner_credits=10)
    act(g, "install", card="Crypsis")
    for _ in range(virus_clicks):
        act(g, "ability", card="Crypsis")
    run_on(g, "HQ", rez="Ice Wall")
    return g


def test_crypsis_breaks_subroutines_of_any_ice() -> None:
    g = _runner_turn(
        installs=[("Hunter", "HQ"), ("Enigma", "HQ"), ("Ice Wall", "HQ")],
        runner_hand=["Crypsis"],
        runner_credits=20,
        corp_credits=20,
    )
    act(g, "install", card="Crypsis")
    act(g, "ability", card="Crypsis")
    act(g, "ability", card="Crypsis")
    act(g, "ability", card="Crypsis")
    assert g.runner.clicks == 0
    to_corp_turn(g)
    to_runner_turn(g)
    act(g, "run", server="HQ")
    for ice, boosts, subs in (
        ("Ice Wall", 1, ["End the run."]),
        ("Enigma", 2, ["The Runner loses 1 click, if able.", "End the run."]),
        ("Hunter", 4, ["Trace 3. If successful, give the Runner 1 tag."]),
    ):
        act(g, "rez", card=ice)
        corp_passes(g)
        for _ in range(boosts):
            act(g, "boost", card="Crypsis")
        for text in subs:
            act(g, "break", card="Crypsis", target=text)
        act(g, "pass")  # continue the run
    assert g.run is None and any("(successful)" in line for line in g.log)
    assert g.runner.tags == 0 and g.runner.clicks == 3
    assert sum("uses Crypsis to break" in line for line in g.log) == 4
    assert rig_card(g, "Crypsis")["counters"]["virus"] == 0


def test_crypsis_click_places_a_virus_counter() -> None:
    g = _runner_turn(runner_hand=["Crypsis"], runner_credits=5)
    act(g, "install", card="Crypsis")
    act(g, "ability", card="Crypsis")
    act(g, "ability", card="Crypsis")
    assert rig_card(g, "Crypsis")["counters"]["virus"] == 2
    assert g.runner.clicks == 1
    assert g.runner.credits == 0


def test_crypsis_removes_a_virus_counter_after_an_encounter_it_broke() -> None:
    g = _crypsis_vs_ice_wall(virus_clicks=1)
    act(g, "boost", card="Crypsis")
    act(g, "break", card="Crypsis", target="End the run.")  # the encounter ends
    assert rig_card(g, "Crypsis")["counters"]["virus"] == 0
    assert "1 virus counter is removed from Crypsis." in g.log
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_crypsis_is_trashed_after_an_encounter_it_broke_without_virus_counters() -> None:
    g = _crypsis_vs_ice_wall(virus_clicks=0)
    act(g, "boost", card="Crypsis")
    act(g, "break", card="Crypsis", target="End the run.")  # the encounter ends
    r = g.view("runner")["runner"]
    assert r["rig"]["program"] == []
    assert [c["title"] for c in r["discard"]] == ["Crypsis"]
    assert r["memory"]["used"] == 0
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_crypsis_keeps_its_counters_after_an_encounter_it_broke_nothing() -> None:
    g = _crypsis_vs_ice_wall(virus_clicks=1)
    act(g, "boost", card="Crypsis")
    act(g, "pass")  # boosted, but Ice Wall's subroutine resolves unbroken
    assert g.run is None
    assert rig_card(g, "Crypsis")["counters"]["virus"] == 1


# ---------------------------------------------------------------------- resources and hardware


def test_armitage_codebusting_places_12_credits_when_installed() -> None:
    g = _runner_turn(runner_hand=["Armitage Codebusting"], runner_credits=5)
    act(g, "install", card="Armitage Codebusting")
    assert g.runner.credits == 4
    assert rig_card(g, "Armitage Codebusting", side="corp")["counters"]["credit"] == 12


def test_armitage_codebusting_click_takes_2() -> None:
    g = _runner_turn(runner_hand=["Armitage Codebusting"], runner_credits=5)
    act(g, "install", card="Armitage Codebusting")
    act(g, "ability", card="Armitage Codebusting")
    assert g.runner.credits == 4 + 2
    assert g.runner.clicks == 2
    assert rig_card(g, "Armitage Codebusting")["counters"]["credit"] == 10


def test_armitage_codebusting_is_trashed_when_empty() -> None:
    g = _runner_turn(runner_hand=["Armitage Codebusting"], runner_credits=1)
    act(g, "install", card="Armitage Codebusting")
    for _ in range(3):
        act(g, "ability", card="Armitage Codebusting")
    next_runner_turn(g)
    credits = g.runner.credits
    act(g, "ability", card="Armitage Codebusting")
    act(g, "ability", card="Armitage Codebusting")
    assert rig_card(g, "Armitage Codebusting")["counters"]["credit"] == 2
    act(g, "ability", card="Armitage Codebusting")
    assert g.runner.credits == credits + 6
    r = g.view("runner")["runner"]
    assert r["rig"]["resource"] == []
    assert [c["title"] for c in r["discard"]] == ["Armitage Codebusting"]
    assert "Armitage Codebusting has no credits left and is trashed." in g.log


def test_desperado_gives_1_memory() -> None:
    g = _runner_turn(runner_hand=["Desperado"], runner_credits=3)
    assert g.view("runner")["runner"]["memory"]["limit"] == 4
    act(g, "install", card="Desperado")
    assert g.view("corp")["runner"]["memory"]["limit"] == 5
    assert g.runner.credits == 0


def test_desperado_gains_1_per_successful_run() -> None:
    g = _runner_turn(runner_hand=["Desperado"], runner_credits=3)
    act(g, "install", card="Desperado")
    act(g, "run", server="Archives")
    assert g.runner.credits == 1
    act(g, "run", server="R&D")
    assert g.runner.credits == 2
    assert g.log.count("The Runner gains 1 credit (Desperado).") == 2


def test_desperado_gains_nothing_for_an_unsuccessful_run() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Desperado"], runner_credits=3)
    act(g, "install", card="Desperado")
    run_on(g, "HQ", rez="Ice Wall")
    assert g.run is None
    assert g.runner.credits == 0
    assert not any("Desperado" in line and "gains" in line for line in g.log)


def test_magnum_opus_click_gains_2() -> None:
    g = _runner_turn(runner_hand=["Magnum Opus"], runner_credits=5)
    act(g, "install", card="Magnum Opus")
    assert g.view("runner")["runner"]["memory"]["used"] == 2
    act(g, "ability", card="Magnum Opus")
    act(g, "ability", card="Magnum Opus")
    assert g.runner.credits == 4
    assert g.runner.clicks == 1


# ---------------------------------------------------------------------- Account Siphon


def test_account_siphon_takes_5_from_the_corp_and_gives_2_tags_instead_of_access() -> None:
    g = _runner_turn(corp_hand=["Hedge Fund"], runner_hand=["Account Siphon"], corp_credits=7)
    act(g, "play", card="Account Siphon")
    assert g.corp.credits == 10
    assert g.run is not None and g.run.server == "HQ"
    act(g, "ability", card="Account Siphon")
    assert g.corp.credits == 5
    assert g.runner.credits == 5 + 10
    assert g.runner.tags == 2
    assert g.run is None
    assert not any("accesses" in line for line in g.log)
    assert g.runner.clicks == 3


def test_account_siphon_runner_may_access_hq_instead() -> None:
    g = _runner_turn(corp_hand=["Hedge Fund"], runner_hand=["Account Siphon"], corp_credits=7)
    act(g, "play", card="Account Siphon")
    act(g, "pass")  # access cards as usual
    assert "The Runner accesses Hedge Fund from HQ." in g.log
    assert g.corp.credits == 10
    assert g.runner.credits == 5
    assert g.runner.tags == 0


def test_account_siphon_takes_what_a_poor_corp_has() -> None:
    g = _runner_turn(corp_hand=["Hedge Fund"], runner_hand=["Account Siphon"], corp_credits=0)
    assert g.corp.credits == 3
    act(g, "play", card="Account Siphon")
    act(g, "ability", card="Account Siphon")
    assert g.corp.credits == 0
    assert g.runner.credits == 5 + 6
    assert g.runner.tags == 2


def test_account_siphon_does_nothing_when_the_run_fails() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Account Siphon"])
    credits = g.corp.credits
    act(g, "play", card="Account Siphon")
    act(g, "rez", card="Ice Wall")
    assert g.run is None
    assert g.corp.credits == credits - 1
    assert g.runner.credits == 5 and g.runner.tags == 0


# ---------------------------------------------------------------------- Net Shield


def _snare_game(extra_cards: int = 0) -> Game:
    """Snare! alone in HQ, Net Shield installed, the Corp rich enough to pay for Snare! twice;
    the Runner has 5 (+ ``extra_cards``) cards in the grip and 3 credits."""
    g = _runner_turn(
        corp_hand=["Snare!"],
        runner_hand=["Net Shield", *FIVE, *["Diesel"] * extra_cards],
        runner_credits=5,
        corp_credits=10,
    )
    act(g, "install", card="Net Shield")
    return g


def _run_hq_and_snare(g: Game) -> None:
    act(g, "run", server="HQ")
    assert g.decision is not None and g.decision.prompt.startswith("Snare!")
    act(g, "ability", card="Snare!")


def test_net_shield_prevents_1_net_damage_for_1_credit() -> None:
    g = _snare_game()
    _run_hq_and_snare(g)
    assert g.decision is not None and g.decision.player == "runner"
    act(g, "ability", card="Net Shield")
    assert g.runner.credits == 5 - 2 - 1
    assert len(g.runner.hand) == 5 - 2
    assert "The Runner uses Net Shield to prevent 1 net damage." in g.log
    assert any(line.startswith("The Runner takes 2 net damage") for line in g.log)


def test_net_shield_prevents_only_the_first_net_damage_each_turn() -> None:
    g = _snare_game()
    _run_hq_and_snare(g)
    act(g, "ability", card="Net Shield")
    act(g, "pass")  # leave Snare! in HQ
    assert len(g.runner.hand) == 3
    _run_hq_and_snare(g)
    # no second prevention this turn: the 3 damage is done at once
    assert len(g.runner.hand) == 0
    assert not g.over
    assert g.log.count("The Runner uses Net Shield to prevent 1 net damage.") == 1


def test_net_shield_cannot_prevent_after_net_damage_was_taken_this_turn() -> None:
    g = _snare_game(extra_cards=2)
    _run_hq_and_snare(g)
    act(g, "pass")  # take the 3 net damage, keep the credit
    act(g, "pass")  # leave Snare! in HQ
    assert len(g.runner.hand) == 7 - 3
    _run_hq_and_snare(g)  # no prevention offered: the damage is done at once
    assert len(g.runner.hand) == 7 - 6
    assert g.runner.credits == 5 - 2
    assert not any("prevent" in line for line in g.log)

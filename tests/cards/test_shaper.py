"""Scenario tests for the Shaper cards of the Core Set (and Access to Globalsec), played through
decisions."""

from __future__ import annotations

from collections.abc import Sequence

from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

from .helpers import (
    corp_install,
    next_corp_turn,
    next_runner_turn,
    rig_card,
    run_on,
    runner_view_card,
    to_runner_turn,
)

KATE = 'Kate "Mac" McCaffrey: Digital Tinker'
MAKERS_EYE = "The Maker\u2019s Eye"
PAWNSHOP = "Aesop\u2019s Pawnshop"


def _runner_turn(
    runner_hand: Sequence[str] = (),
    installs: Sequence[tuple[str, str]] = (),
    runner_credits: int = 5,
    identity: str | None = None,
    runner_deck: Sequence[str] | None = None,
    corp_deck: Sequence[str] | None = None,
    corp_credits: int = 10,
) -> Game:
    """The Corp installs ``installs`` (title, server; at most 3) on its first turn, then the
    Runner's first turn begins."""
    runner: dict[str, object] = {"hand": list(runner_hand), "credits": runner_credits}
    if identity is not None:
        runner["identity"] = identity
    if runner_deck is not None:
        runner["deck"] = list(runner_deck)
    corp: dict[str, object] = {"hand": [t for t, _ in installs], "credits": corp_credits}
    if corp_deck is not None:
        corp["deck"] = list(corp_deck)
    g = scenario(corp=corp, runner=runner)
    for title, server in installs:
        corp_install(g, title, server)
    to_runner_turn(g)
    return g


def _install_label(g: Game, title: str) -> str:
    (opt,) = options(g, "install", card=title)
    return opt.label


def _discard(g: Game) -> list[str]:
    return [c["title"] for c in g.view("runner")["runner"]["discard"]]


def _rig(g: Game, zone: str) -> list[str]:
    return [c["title"] for c in g.view("runner")["runner"]["rig"][zone]]


# ---------------------------------------------------------------------- Kate


def test_kate_has_1_link() -> None:
    g = _runner_turn(identity=KATE)
    assert g.view("corp")["runner"]["link"] == 1


def test_kate_first_program_each_turn_costs_1_less() -> None:
    g = _runner_turn(runner_hand=["Pipeline", "Gordian Blade"], runner_credits=10, identity=KATE)
    assert _install_label(g, "Pipeline") == "Install Pipeline (2 credits)"
    assert _install_label(g, "Gordian Blade") == "Install Gordian Blade (3 credits)"
    act(g, "install", card="Pipeline")
    assert g.runner.credits == 10 - 2
    # only the first one: Gordian Blade now costs its printed 4
    assert _install_label(g, "Gordian Blade") == "Install Gordian Blade (4 credits)"
    act(g, "install", card="Gordian Blade")
    assert g.runner.credits == 10 - 2 - 4


def test_kate_first_hardware_costs_1_less_and_uses_up_the_discount() -> None:
    g = _runner_turn(runner_hand=["Akamatsu Mem Chip", "Pipeline"], identity=KATE)
    act(g, "install", card="Akamatsu Mem Chip")
    assert g.runner.credits == 5  # 1 - 1
    act(g, "install", card="Pipeline")
    assert g.runner.credits == 5 - 3


def test_kate_does_not_discount_resources_nor_spend_the_discount_on_them() -> None:
    g = _runner_turn(runner_hand=["Access to Globalsec", "Pipeline"], identity=KATE)
    act(g, "install", card="Access to Globalsec")
    assert g.runner.credits == 5 - 1
    act(g, "install", card="Pipeline")
    assert g.runner.credits == 5 - 1 - 2


def test_kate_discount_comes_back_each_turn() -> None:
    g = _runner_turn(runner_hand=["Pipeline", "Gordian Blade"], runner_credits=10, identity=KATE)
    act(g, "install", card="Pipeline")
    next_runner_turn(g)
    credits = g.runner.credits
    act(g, "install", card="Gordian Blade")
    assert g.runner.credits == credits - 3


def test_kate_discount_makes_a_card_affordable() -> None:
    g = _runner_turn(runner_hand=["Pipeline"], runner_credits=2)
    assert options(g, "install", card="Pipeline") == []
    g = _runner_turn(runner_hand=["Pipeline"], runner_credits=2, identity=KATE)
    act(g, "install", card="Pipeline")
    assert g.runner.credits == 0
    assert _rig(g, "program") == ["Pipeline"]


# ---------------------------------------------------------------------- Modded


def test_modded_installs_a_program_for_3_less_with_no_extra_click() -> None:
    g = _runner_turn(runner_hand=["Modded", "Battering Ram"], runner_credits=5)
    act(g, "play", card="Modded")
    assert g.decision is not None and g.decision.player == "runner"
    assert g.view("corp")["decision"]["prompt"] == "Modded: the Runner chooses a card to install."
    act(g, "install", card="Battering Ram")
    assert g.runner.credits == 5 - 2
    assert g.runner.clicks == 3
    assert _rig(g, "program") == ["Battering Ram"]
    assert _discard(g) == ["Modded"]


def test_modded_installs_hardware_for_3_less() -> None:
    g = _runner_turn(runner_hand=["Modded", "The Toolbox"], runner_credits=6)
    act(g, "play", card="Modded")
    act(g, "install", card="The Toolbox")
    assert g.runner.credits == 0
    assert _rig(g, "hardware") == ["The Toolbox"]


def test_modded_offers_only_programs_and_hardware() -> None:
    g = _runner_turn(runner_hand=["Modded", PAWNSHOP, "Sure Gamble", "Pipeline"])
    act(g, "play", card="Modded")
    assert [o.card for o in options(g, "install")] == ["Pipeline"]


def test_modded_cost_does_not_go_below_0() -> None:
    g = _runner_turn(runner_hand=["Modded", "Akamatsu Mem Chip"], runner_credits=0)
    act(g, "play", card="Modded")
    act(g, "install", card="Akamatsu Mem Chip")
    assert g.runner.credits == 0
    assert _rig(g, "hardware") == ["Akamatsu Mem Chip"]


def test_modded_adds_to_kates_discount() -> None:
    g = _runner_turn(runner_hand=["Modded", "Battering Ram"], runner_credits=1, identity=KATE)
    act(g, "play", card="Modded")
    act(g, "install", card="Battering Ram")
    assert g.runner.credits == 0  # 5 - 3 - 1


def test_modded_with_nothing_to_install_does_nothing() -> None:
    g = _runner_turn(runner_hand=["Modded", "Sure Gamble"])
    act(g, "play", card="Modded")
    assert "Modded: the Runner has nothing to install." in g.log
    assert g.runner.clicks == 3 and g.runner.credits == 5
    assert _discard(g) == ["Modded"]


# ---------------------------------------------------------------------- The Maker's Eye


def _accessed(g: Game, server: str) -> list[str]:
    end = f" from {server}."
    return [
        line[len("The Runner accesses ") : -len(end)]
        for line in g.log
        if line.startswith("The Runner accesses ") and line.endswith(end)
    ]


def test_the_makers_eye_runs_rd_and_accesses_2_more_cards() -> None:
    g = _runner_turn(
        runner_hand=[MAKERS_EYE], corp_deck=["Hedge Fund", "Ice Wall", "Enigma", "Hunter"]
    )
    act(g, "play", card=MAKERS_EYE)
    assert g.runner.credits == 5 - 2
    assert g.runner.clicks == 3
    assert _accessed(g, "R&D") == ["Hedge Fund", "Ice Wall", "Enigma"]
    assert g.run is None and g.log[-1] == "The run on R&D ends (successful)."
    assert len(g.corp.deck) == 4


def test_the_makers_eye_extra_access_is_for_its_own_run_only() -> None:
    g = _runner_turn(
        runner_hand=[MAKERS_EYE], corp_deck=["Hedge Fund", "Ice Wall", "Enigma", "Hunter"]
    )
    act(g, "play", card=MAKERS_EYE)
    act(g, "run", server="R&D")
    assert _accessed(g, "R&D") == ["Hedge Fund", "Ice Wall", "Enigma", "Hedge Fund"]


def test_the_makers_eye_accesses_nothing_if_the_run_fails() -> None:
    g = _runner_turn(runner_hand=[MAKERS_EYE], installs=[("Ice Wall", "R&D")])
    act(g, "play", card=MAKERS_EYE)
    act(g, "rez", card="Ice Wall")
    assert g.run is None
    assert _accessed(g, "R&D") == []


# ---------------------------------------------------------------------- Tinkering


def test_tinkering_choice_does_not_name_unrezzed_ice() -> None:
    g = _runner_turn(runner_hand=["Tinkering"], installs=[("Ice Wall", "HQ")])
    act(g, "play", card="Tinkering")
    (opt,) = options(g, "choose")
    assert opt.card is None and opt.server == "HQ" and "Ice Wall" not in opt.label
    assert g.view("corp")["decision"]["prompt"] == "Tinkering: the Runner chooses a piece of ice."
    g.choose(opt)
    assert g.log[-1] == (
        "Tinkering: unrezzed ice 1 of HQ gains sentry, code gate, barrier until the end of the turn."
    )
    assert not any("Ice Wall" in line for line in g.log)


def test_tinkering_lets_a_killer_break_a_barrier_this_turn() -> None:
    g = _runner_turn(runner_hand=["Tinkering", "Pipeline"], installs=[("Ice Wall", "HQ")])
    act(g, "install", card="Pipeline")
    act(g, "play", card="Tinkering")
    act(g, "choose", server="HQ")
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "break", card="Pipeline", target="End the run.")
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_tinkering_ends_with_the_turn() -> None:
    g = _runner_turn(runner_hand=["Tinkering", "Pipeline"], installs=[("Ice Wall", "HQ")])
    act(g, "install", card="Pipeline")
    act(g, "play", card="Tinkering")
    act(g, "choose", server="HQ")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "break", card="Pipeline")
    act(g, "pass")  # let Ice Wall end the run
    assert g.run is None
    next_runner_turn(g)
    n = len(g.log)
    act(g, "run", server="HQ")
    # Ice Wall is a barrier only again: Pipeline gets no break window and the run ends
    assert g.run is None
    assert g.log[n:][-3:] == [
        "Ice Wall's subroutine resolves: End the run.",
        "Ice Wall ends the run.",
        "The run on HQ ends.",
    ]


# ---------------------------------------------------------------------- hardware


def test_akamatsu_mem_chip_gives_1_memory() -> None:
    g = _runner_turn(runner_hand=["Akamatsu Mem Chip"])
    act(g, "install", card="Akamatsu Mem Chip")
    assert g.runner.credits == 4
    assert g.view("corp")["runner"]["memory"]["limit"] == 5


def test_rabbit_hole_gives_1_link() -> None:
    g = _runner_turn(runner_hand=["Rabbit Hole"])
    act(g, "install", card="Rabbit Hole")
    act(g, "pass")  # install no other copy
    assert g.view("corp")["runner"]["link"] == 1
    assert g.runner.credits == 3


def test_rabbit_hole_installs_another_copy_from_the_stack() -> None:
    g = _runner_turn(
        runner_hand=["Rabbit Hole"], runner_deck=["Sure Gamble", "Rabbit Hole", "Diesel"]
    )
    act(g, "install", card="Rabbit Hole")
    assert g.view("corp")["decision"]["prompt"] == "Rabbit Hole: the Runner searches their stack."
    act(g, "install", card="Rabbit Hole")  # from the stack, paying 2
    act(g, "pass")  # the second Rabbit Hole finds no third copy
    assert g.runner.clicks == 3
    assert g.runner.credits == 5 - 2 - 2
    assert _rig(g, "hardware") == ["Rabbit Hole", "Rabbit Hole"]
    assert g.view("runner")["runner"]["link"] == 2
    assert sorted(c.title for c in g.runner.deck) == ["Diesel", "Sure Gamble"]
    assert g.log.count("Rabbit Hole: the Runner shuffles their stack.") == 2


def test_rabbit_hole_may_install_no_copy_and_still_shuffles() -> None:
    g = _runner_turn(runner_hand=["Rabbit Hole"], runner_deck=["Rabbit Hole", "Sure Gamble"])
    act(g, "install", card="Rabbit Hole")
    act(g, "pass")
    assert _rig(g, "hardware") == ["Rabbit Hole"]
    assert len(g.runner.deck) == 2
    assert g.log[-1] == "Rabbit Hole: the Runner shuffles their stack."


def test_rabbit_hole_asks_even_when_the_stack_has_no_copy() -> None:
    g = _runner_turn(runner_hand=["Rabbit Hole"], runner_deck=["Sure Gamble"])
    act(g, "install", card="Rabbit Hole")
    assert g.decision is not None and [o.kind for o in g.decision.options] == ["pass"]
    assert g.view("corp")["decision"]["prompt"] == "Rabbit Hole: the Runner searches their stack."


def test_rabbit_hole_cannot_install_a_copy_it_cannot_pay_for() -> None:
    g = _runner_turn(runner_hand=["Rabbit Hole"], runner_deck=["Rabbit Hole"], runner_credits=3)
    act(g, "install", card="Rabbit Hole")
    assert options(g, "install") == []
    act(g, "pass")
    assert g.runner.credits == 1 and len(g.runner.deck) == 1


def test_the_personal_touch_installs_only_on_an_icebreaker() -> None:
    g = _runner_turn(
        runner_hand=["The Personal Touch", "Net Shield", "Pipeline"], runner_credits=10
    )
    assert options(g, "install", card="The Personal Touch") == []
    act(g, "install", card="Net Shield")
    assert options(g, "install", card="The Personal Touch") == []
    act(g, "install", card="Pipeline")
    (opt,) = options(g, "install", card="The Personal Touch")
    assert opt.target == "Pipeline"
    g.choose(opt)
    assert g.runner.credits == 10 - 2 - 3 - 2
    assert "The Runner installs The Personal Touch on Pipeline, paying 2 credits." in g.log


def test_the_personal_touch_gives_its_host_1_strength() -> None:
    g = _runner_turn(
        runner_hand=["The Personal Touch", "Gordian Blade", "Pipeline"], runner_credits=10
    )
    act(g, "install", card="Gordian Blade")
    act(g, "install", card="Pipeline")
    act(g, "install", card="The Personal Touch", target="Pipeline")
    assert rig_card(g, "Pipeline", side="corp")["strength"] == 2
    assert rig_card(g, "Gordian Blade", side="corp")["strength"] == 2


def test_the_personal_touch_lets_its_host_break_stronger_ice() -> None:
    g = _runner_turn(
        runner_hand=["The Personal Touch", "Gordian Blade"],
        installs=[("Enigma", "HQ")],
        runner_credits=8,
    )
    act(g, "install", card="Gordian Blade")
    act(g, "install", card="The Personal Touch", target="Gordian Blade")
    run_on(g, "HQ", rez="Enigma")
    assert rig_card(g, "Gordian Blade")["strength"] == 3
    act(g, "break", card="Gordian Blade", target="End the run.")
    assert g.runner.credits == 8 - 4 - 2 - 1


def test_the_toolbox_gives_2_memory_and_2_link() -> None:
    g = _runner_turn(runner_hand=["The Toolbox"], runner_credits=9)
    act(g, "install", card="The Toolbox")
    r = g.view("corp")["runner"]
    assert r["memory"]["limit"] == 6
    assert r["link"] == 2
    assert r["credits"] == 0


def test_the_toolbox_recurring_credits_pay_for_icebreakers() -> None:
    g = _runner_turn(
        runner_hand=["The Toolbox", "Battering Ram"],
        installs=[("Ice Wall", "HQ")],
        runner_credits=14,
    )
    act(g, "install", card="The Toolbox")
    act(g, "install", card="Battering Ram")
    assert g.runner.credits == 0
    assert rig_card(g, "The Toolbox")["counters"]["recurring"] == 2
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "break", card="Battering Ram", target="End the run.")
    assert rig_card(g, "The Toolbox")["counters"]["recurring"] == 0
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."
    next_runner_turn(g)
    assert rig_card(g, "The Toolbox")["counters"]["recurring"] == 2


def test_the_toolbox_credits_do_not_pay_for_installs() -> None:
    g = _runner_turn(runner_hand=["The Toolbox", "Akamatsu Mem Chip"], runner_credits=9)
    act(g, "install", card="The Toolbox")
    assert g.runner.credits == 0
    assert options(g, "install", card="Akamatsu Mem Chip") == []


def test_the_toolbox_is_a_console() -> None:
    g = _runner_turn(runner_hand=["The Toolbox", "Desperado"], runner_credits=12)
    act(g, "install", card="The Toolbox")
    act(g, "install", card="Desperado")
    assert _rig(g, "hardware") == ["Desperado"]
    assert _discard(g) == ["The Toolbox"]


# ---------------------------------------------------------------------- icebreakers


def test_battering_ram_breaks_up_to_2_barrier_subroutines_for_2() -> None:
    # Tinkering makes Enigma (2 subroutines, strength 2) a barrier too
    g = _runner_turn(
        runner_hand=["Battering Ram", "Tinkering"], installs=[("Enigma", "HQ")], runner_credits=7
    )
    act(g, "install", card="Battering Ram")
    act(g, "play", card="Tinkering")
    act(g, "choose", server="HQ")
    run_on(g, "HQ", rez="Enigma")
    act(g, "break", card="Battering Ram", target="The Runner loses 1 click, if able.")
    assert g.runner.credits == 0
    assert (
        'The Runner uses Battering Ram to break "The Runner loses 1 click, if able."; '
        '"End the run." on Enigma.'
    ) in g.log
    act(g, "pass")  # continue the run
    assert g.runner.clicks == 1  # no click lost to Enigma
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_battering_ram_cannot_break_non_barrier_ice() -> None:
    g = _runner_turn(runner_hand=["Battering Ram"], installs=[("Enigma", "HQ")], runner_credits=9)
    act(g, "install", card="Battering Ram")
    run_on(g, "HQ", rez="Enigma")
    assert options(g, "break", card="Battering Ram") == []
    assert options(g, "boost", card="Battering Ram") == []


def test_battering_ram_boost_lasts_for_the_remainder_of_the_run() -> None:
    # HQ: Wall of Static (outermost, strength 3), then Ice Wall advanced 3 times (strength 4)
    g = scenario(
        corp={"hand": ["Ice Wall", "Wall of Static"], "credits": 10},
        runner={"hand": ["Battering Ram"], "credits": 6},
    )
    corp_install(g, "Ice Wall", "HQ")
    act(g, "advance", card="Ice Wall")
    act(g, "advance", card="Ice Wall")
    next_corp_turn(g)  # the Runner clicks 4 credits meanwhile
    act(g, "advance", card="Ice Wall")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Battering Ram")
    assert g.runner.credits == 5
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "boost", card="Battering Ram", amount=1)
    assert rig_card(g, "Battering Ram")["strength"] == 4
    act(g, "break", card="Battering Ram", target="End the run.")
    assert rig_card(g, "Battering Ram")["strength"] == 4
    act(g, "pass")  # on to Ice Wall
    act(g, "rez", card="Ice Wall")
    assert runner_view_card(g, "HQ", index=1)["strength"] == 4
    act(g, "break", card="Battering Ram", target="End the run.")  # no new boost needed
    assert g.runner.credits == 5 - 1 - 2 - 2
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."
    assert rig_card(g, "Battering Ram")["strength"] == 3


def test_pipeline_breaks_sentry_subroutines_and_boosts_for_the_run() -> None:
    g = _runner_turn(
        runner_hand=["Pipeline"],
        installs=[("Hunter", "HQ"), ("Hunter", "HQ")],
        runner_credits=11,
    )
    act(g, "install", card="Pipeline")
    run_on(g, "HQ", rez="Hunter")
    assert rig_card(g, "Pipeline")["strength"] == 1
    assert options(g, "break", card="Pipeline") == []
    for _ in range(3):
        act(g, "boost", card="Pipeline", amount=1)
    assert g.runner.credits == 8 - 6
    assert rig_card(g, "Pipeline")["strength"] == 4
    act(g, "break", card="Pipeline")
    assert g.runner.credits == 1
    act(g, "pass")  # on to the second Hunter
    act(g, "rez", card="Hunter")
    assert rig_card(g, "Pipeline")["strength"] == 4
    act(g, "break", card="Pipeline")
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert g.runner.tags == 0
    assert g.log[-1] == "The run on HQ ends (successful)."
    assert rig_card(g, "Pipeline")["strength"] == 1


def test_pipeline_cannot_break_non_sentry_ice() -> None:
    g = _runner_turn(runner_hand=["Pipeline"], installs=[("Ice Wall", "HQ")])
    act(g, "install", card="Pipeline")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "break", card="Pipeline") == []
    assert options(g, "boost", card="Pipeline") == []


# ---------------------------------------------------------------------- resources


def _pawnshop_and(others: Sequence[str], credits: int = 5) -> Game:
    """Aesop's Pawnshop and ``others`` installed on the first turn; the second Runner turn begins
    (the Pawnshop's decision comes first)."""
    g = _runner_turn(runner_hand=[PAWNSHOP, *others], runner_credits=credits)
    for title in [PAWNSHOP, *others]:
        act(g, "install", card=title)
    next_runner_turn(g)
    return g


def test_aesops_pawnshop_trashes_another_card_for_3_when_the_turn_begins() -> None:
    g = _pawnshop_and(["Akamatsu Mem Chip"])
    credits = g.runner.credits
    assert g.runner.clicks == 4
    assert {o.card for o in options(g, "choose")} == {"Akamatsu Mem Chip"}  # not itself
    act(g, "choose", card="Akamatsu Mem Chip")
    assert g.runner.credits == credits + 3
    assert _discard(g) == ["Akamatsu Mem Chip"]
    assert g.view("runner")["runner"]["memory"]["limit"] == 4
    assert options(g, "credit")  # the Runner's first action


def test_aesops_pawnshop_may_trash_nothing() -> None:
    g = _pawnshop_and(["Akamatsu Mem Chip"])
    credits = g.runner.credits
    act(g, "pass")
    assert g.runner.credits == credits
    assert _rig(g, "hardware") == ["Akamatsu Mem Chip"]


def test_aesops_pawnshop_alone_offers_nothing() -> None:
    g = _pawnshop_and([])
    assert options(g, "credit")  # straight to the Runner's first action
    assert options(g, "choose") == []
    assert not any(PAWNSHOP in line and "trashes" in line for line in g.log)


def test_the_personal_touch_is_trashed_with_its_host() -> None:
    g = _pawnshop_and(["Pipeline", "The Personal Touch"], credits=6)
    act(g, "choose", card="Pipeline")
    assert sorted(_discard(g)) == ["Pipeline", "The Personal Touch"]
    assert _rig(g, "hardware") == []


def test_access_to_globalsec_gives_1_link() -> None:
    g = _runner_turn(runner_hand=["Access to Globalsec"], identity=KATE)
    act(g, "install", card="Access to Globalsec")
    assert g.runner.credits == 4
    assert g.view("corp")["runner"]["link"] == 2


def _rototurret_run(runner_hand: Sequence[str]) -> Game:
    """Rototurret protects HQ; the Runner installs ``runner_hand`` and runs HQ, letting
    Rototurret's subroutines resolve; the Corp picks Gordian Blade to trash."""
    g = _runner_turn(runner_hand=runner_hand, installs=[("Rototurret", "HQ")], runner_credits=10)
    for title in runner_hand:
        act(g, "install", card=title)
    run_on(g, "HQ", rez="Rototurret")
    assert g.decision is not None and g.decision.player == "corp"
    act(g, "choose", card="Gordian Blade")
    return g


def test_sacrificial_construct_prevents_a_program_from_being_trashed() -> None:
    g = _rototurret_run(["Sacrificial Construct", "Gordian Blade"])
    assert g.decision is not None and g.decision.player == "runner"
    act(g, "ability", card="Sacrificial Construct")
    assert "The Runner uses Sacrificial Construct to prevent Gordian Blade from being trashed." in (
        g.log
    )
    assert _rig(g, "program") == ["Gordian Blade"]
    assert _rig(g, "resource") == []
    assert _discard(g) == ["Sacrificial Construct"]
    assert g.run is None  # Rototurret's second subroutine still ends the run


def test_sacrificial_construct_may_let_the_program_go() -> None:
    g = _rototurret_run(["Sacrificial Construct", "Gordian Blade"])
    act(g, "pass")
    assert _rig(g, "program") == []
    assert _rig(g, "resource") == ["Sacrificial Construct"]
    assert _discard(g) == ["Gordian Blade"]


def _crypsis_breaks_ice_wall(rig: Sequence[str]) -> Game:
    """The Runner, with ``rig`` installed (Crypsis and no virus counter on it), breaks Ice
    Wall's subroutine with Crypsis: the encounter ends and Crypsis must be trashed."""
    g = _runner_turn(runner_hand=rig, installs=[("Ice Wall", "HQ")], runner_credits=10)
    for title in rig:
        act(g, "install", card=title)
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "boost", card="Crypsis")
    act(g, "break", card="Crypsis")
    assert "Crypsis has no virus counter to remove: it is to be trashed." in g.log
    return g


def test_sacrificial_construct_may_save_crypsis_from_trashing_itself() -> None:
    """Ruling (docs/rulings.md): Crypsis's trash is its ability's effect, not a cost, so it may
    be prevented like any trash of an installed program."""
    g = _crypsis_breaks_ice_wall(["Crypsis", "Sacrificial Construct"])
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "prevent"
    assert d.params == {"what": "trash", "amount": 1}
    act(g, "ability", card="Sacrificial Construct")
    assert "The Runner uses Sacrificial Construct to prevent Crypsis from being trashed." in g.log
    assert _rig(g, "program") == ["Crypsis"]
    assert _discard(g) == ["Sacrificial Construct"]


def test_crypsis_trashes_itself_when_nothing_prevents_it() -> None:
    g = _crypsis_breaks_ice_wall(["Crypsis"])
    assert _rig(g, "program") == []
    assert _discard(g) == ["Crypsis"]
    assert "Crypsis is trashed by Crypsis." in g.log

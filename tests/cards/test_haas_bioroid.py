"""Scenario tests for the Haas-Bioroid cards of the Core Set: one test per card ability."""

from __future__ import annotations

from typing import Any

from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

from .helpers import (
    corp_install,
    corp_passes,
    corp_rez,
    kinds,
    next_corp_turn,
    rig_card,
    run_on,
    runner_view_card,
    to_corp_turn,
    to_runner_turn,
)

HB = "Haas-Bioroid: Engineering the Future"
FIVE = ["Sure Gamble", "Diesel", "Infiltration", "Sure Gamble", "Diesel"]
PROGRAMS = ["Corroder", "Gordian Blade", "Ninja"]


def _titles(cards: list[dict[str, Any]]) -> list[str | None]:
    return [c["title"] for c in cards]


def _install_programs(g: Game, titles: list[str]) -> None:
    for t in titles:
        act(g, "install", card=t)


def _public_prompt(g: Game) -> str:
    d = g.view("runner")["decision"]
    assert d is not None and d["player"] == "corp" and "options" not in d
    prompt: str = d["prompt"]
    return prompt


# ---------------------------------------------------------------------- identity


def test_engineering_the_future_gains_1_for_the_first_install_each_turn() -> None:
    g = scenario(
        corp={"identity": HB, "hand": ["PAD Campaign", "Ice Wall", "Enigma"], "credits": 5}
    )
    corp_install(g, "PAD Campaign", "new remote")
    assert g.corp.credits == 6
    assert f"The Corp gains 1 credit ({HB})." in g.log
    corp_install(g, "Ice Wall", "HQ")  # the second install this turn: no credit
    assert g.corp.credits == 6
    next_corp_turn(g)
    credits = g.corp.credits
    corp_install(g, "Enigma", "R&D")
    assert g.corp.credits == credits + 1


def test_engineering_the_future_ignores_the_runners_installs() -> None:
    g = scenario(corp={"identity": HB}, runner={"hand": ["Corroder"]})
    to_runner_turn(g)
    credits = g.corp.credits
    act(g, "install", card="Corroder")
    assert g.corp.credits == credits
    assert not any(HB in line for line in g.log)


# ---------------------------------------------------------------------- Accelerated Beta Test


def _score_beta_test(deck: list[str], identity: str | None = None) -> Game:
    """Install and advance Accelerated Beta Test; score it on turn 2 (R&D's top card is drawn at
    the start of that turn, so ``deck[1:]`` is what the agenda looks at)."""
    corp: dict[str, Any] = {"hand": ["Accelerated Beta Test"], "deck": deck, "credits": 10}
    if identity:
        corp["identity"] = identity
    g = scenario(corp=corp)
    corp_install(g, "Accelerated Beta Test", "new remote")
    act(g, "advance", card="Accelerated Beta Test")
    act(g, "advance", card="Accelerated Beta Test")
    next_corp_turn(g)
    act(g, "advance", card="Accelerated Beta Test")
    act(g, "score", card="Accelerated Beta Test")
    assert g.corp.agenda_points == 2
    return g


BETA_DECK = ["Hedge Fund", "Ice Wall", "Beanstalk Royalties", "Enigma", "Hedge Fund", "Hedge Fund"]


def test_accelerated_beta_test_installs_and_rezzes_ice_for_free_and_trashes_the_rest() -> None:
    g = _score_beta_test(BETA_DECK)
    assert _public_prompt(g).startswith("The Corp decides whether to look")
    act(g, "ability", card="Accelerated Beta Test")
    assert "The Corp looks at the top 3 cards of R&D (Accelerated Beta Test)." in g.log
    credits, clicks = g.corp.credits, g.corp.clicks
    # the Corp sees the cards; the Runner's prompt names none of them
    assert g.decision is not None
    assert "Ice Wall" in g.decision.prompt and "Beanstalk Royalties" in g.decision.prompt
    public = _public_prompt(g)
    assert not any(t in public for t in ("Ice Wall", "Enigma", "Beanstalk"))
    assert options(g, "install", card="Beanstalk Royalties") == []
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "install", card="Enigma", server="HQ")
    act(g, "pass")  # install Enigma outside Ice Wall, paying nothing
    act(g, "pass")  # trash the rest
    assert g.corp.credits == credits
    assert g.corp.clicks == clicks
    hq = g.view("runner")["corp"]["servers"]["HQ"]["ice"]
    assert _titles(hq) == ["Enigma", "Ice Wall"]
    assert all(c["rezzed"] for c in hq)
    assert "The Corp rezzes Ice Wall protecting HQ, ignoring all costs." in g.log
    archives = g.view("runner")["corp"]["discard"]
    assert [(c["title"], c["faceup"]) for c in archives] == [(None, False)]
    assert _titles(g.view("corp")["corp"]["discard"]) == ["Beanstalk Royalties"]
    assert g.view("runner")["corp"]["deck_size"] == 2
    assert "The Corp trashes 1 card from the top of R&D." in g.log


def test_accelerated_beta_test_may_leave_ice_uninstalled_and_trash_it() -> None:
    g = _score_beta_test(BETA_DECK)
    act(g, "ability", card="Accelerated Beta Test")
    act(g, "pass")
    assert g.view("runner")["corp"]["servers"]["HQ"]["ice"] == []
    assert sorted(_titles(g.view("corp")["corp"]["discard"])) == [
        "Beanstalk Royalties",
        "Enigma",
        "Ice Wall",
    ]
    assert _titles(g.view("runner")["corp"]["discard"]) == [None, None, None]
    assert "The Corp trashes 3 cards from the top of R&D." in g.log


def test_accelerated_beta_test_asks_even_when_no_ice_is_seen() -> None:
    g = _score_beta_test(["Hedge Fund"] * 6)
    act(g, "ability", card="Accelerated Beta Test")
    assert kinds(g) == ["pass"]
    assert _public_prompt(g) == (
        "The Corp may install ice from the top of R&D (Accelerated Beta Test)."
    )
    act(g, "pass")
    assert len(g.corp.discard) == 3
    assert g.view("runner")["corp"]["deck_size"] == 2


def test_accelerated_beta_test_looking_is_optional() -> None:
    g = _score_beta_test(BETA_DECK)
    act(g, "pass")
    assert g.view("runner")["corp"]["deck_size"] == 5
    assert g.corp.discard == []
    assert not any("looks at" in line for line in g.log)
    assert "credit" in kinds(g)  # back to the Corp's action phase


def test_accelerated_beta_test_install_triggers_engineering_the_future_on_a_new_turn() -> None:
    # the agenda was installed on turn 1; on turn 2 the free ice is the first install
    g = _score_beta_test(BETA_DECK, identity=HB)
    credits = g.corp.credits
    act(g, "ability", card="Accelerated Beta Test")
    act(g, "install", card="Ice Wall", server="R&D")
    assert g.corp.credits == credits + 1


# ---------------------------------------------------------------------- Adonis Campaign


def test_adonis_campaign_holds_12_credits_when_rezzed() -> None:
    g = scenario(corp={"hand": ["Adonis Campaign"], "credits": 5})
    corp_install(g, "Adonis Campaign", "new remote")
    assert corp_rez(g, "Adonis Campaign") == 4
    card = runner_view_card(g, "Server 1", "content")
    assert card["title"] == "Adonis Campaign"
    assert card["counters"] == {"credit": 12}
    assert g.corp.credits == 1


def test_adonis_campaign_gives_3_each_turn_and_is_trashed_when_empty() -> None:
    g = scenario(corp={"hand": ["Adonis Campaign"], "credits": 5})
    corp_install(g, "Adonis Campaign", "new remote")
    corp_rez(g, "Adonis Campaign")
    for left in (9, 6, 3):
        to_runner_turn(g)
        credits = g.corp.credits
        to_corp_turn(g)
        assert g.corp.credits == credits + 3
        assert runner_view_card(g, "Server 1", "content")["counters"] == {"credit": left}
    to_runner_turn(g)
    credits = g.corp.credits
    n = len(g.log)
    to_corp_turn(g)
    assert g.corp.credits == credits + 3
    assert "Server 1" not in g.view("runner")["corp"]["servers"]
    assert _titles(g.view("runner")["corp"]["discard"]) == ["Adonis Campaign"]
    assert "Adonis Campaign has no credits left and is trashed." in g.log[n:]


def test_adonis_campaign_gives_nothing_while_unrezzed() -> None:
    g = scenario(corp={"hand": ["Adonis Campaign"], "credits": 5})
    corp_install(g, "Adonis Campaign", "new remote")
    to_runner_turn(g)
    credits = g.corp.credits
    to_corp_turn(g)
    assert g.corp.credits == credits


# ---------------------------------------------------------------------- Aggressive Secretary


def _secretary_run(advancements: int, corp_credits: int = 5) -> Game:
    g = scenario(
        corp={"hand": ["Aggressive Secretary"], "credits": corp_credits},
        runner={"hand": PROGRAMS, "credits": 15},
    )
    corp_install(g, "Aggressive Secretary", "new remote")
    for _ in range(advancements):
        act(g, "advance", card="Aggressive Secretary")
    to_runner_turn(g)
    _install_programs(g, PROGRAMS)
    act(g, "run", server="Server 1")
    act(g, "pass")  # the Corp leaves it unrezzed as the Runner approaches the server
    return g


def test_aggressive_secretary_trashes_1_program_per_advancement_for_2() -> None:
    g = _secretary_run(advancements=2)
    assert "The Runner accesses Aggressive Secretary in Server 1." in g.log
    credits = g.corp.credits
    assert _public_prompt(g) == "The Corp decides whether to use Aggressive Secretary."
    act(g, "ability", card="Aggressive Secretary")
    assert g.corp.credits == credits - 2
    act(g, "choose", card="Ninja")
    act(g, "choose", card="Corroder")
    r = g.view("runner")["runner"]
    assert _titles(r["rig"]["program"]) == ["Gordian Blade"]
    assert sorted(_titles(r["discard"])) == ["Corroder", "Ninja"]
    assert "Ninja is trashed by Aggressive Secretary." in g.log


def test_aggressive_secretary_corp_may_decline_to_pay() -> None:
    g = _secretary_run(advancements=1)
    credits = g.corp.credits
    act(g, "pass")
    assert g.corp.credits == credits
    assert len(g.runner.program) == 3


def test_aggressive_secretary_does_nothing_without_advancement_tokens() -> None:
    g = scenario(corp={"hand": ["Aggressive Secretary"]}, runner={"hand": PROGRAMS, "credits": 15})
    to_runner_turn(g)
    _install_programs(g, PROGRAMS)
    act(g, "run", server="HQ")
    assert "The Runner accesses Aggressive Secretary from HQ." in g.log
    assert g.decision is not None and g.decision.player == "runner"
    assert options(g, "ability", card="Aggressive Secretary") == []
    assert options(g, "trash", card="Aggressive Secretary", amount=0)
    assert len(g.runner.program) == 3


# ---------------------------------------------------------------------- operations


def test_archived_memories_adds_a_faceup_card_from_archives_to_hq() -> None:
    g = scenario(corp={"hand": ["Hedge Fund", "Archived Memories"], "credits": 5})
    act(g, "play", card="Hedge Fund")
    act(g, "play", card="Archived Memories")
    assert _public_prompt(g) == "The Corp chooses a card in Archives (Archived Memories)."
    act(g, "choose", card="Hedge Fund")
    v = g.view("corp")["corp"]
    assert _titles(v["hand"]) == ["Hedge Fund"]
    assert _titles(v["discard"]) == ["Archived Memories"]
    assert "The Corp adds Hedge Fund from Archives to HQ." in g.log


def test_archived_memories_keeps_a_facedown_card_hidden() -> None:
    # the Corp ends turn 1 with 6 cards in HQ: it discards Snare! facedown
    hand = ["Snare!", "Archived Memories"] + ["Hedge Fund"] * 4
    g = scenario(corp={"hand": hand, "credits": 0})
    act(g, "credit")
    act(g, "credit")
    act(g, "credit")
    act(g, "pass")  # end the action phase
    act(g, "discard", card="Snare!")
    to_corp_turn(g)
    act(g, "play", card="Archived Memories")
    assert options(g, "choose", card="Snare!")
    act(g, "choose", card="Snare!")
    assert "Snare!" in _titles(g.view("corp")["corp"]["hand"])
    assert "The Corp adds a facedown card from Archives to HQ." in g.log
    assert not any("Snare!" in line for line in g.log)


def test_biotic_labor_gains_2_clicks() -> None:
    g = scenario(corp={"hand": ["Biotic Labor"], "credits": 4})
    act(g, "play", card="Biotic Labor")
    v = g.view("runner")["corp"]
    assert v["clicks"] == 3 - 1 + 2
    assert v["credits"] == 0
    assert "The Corp gains 2 clicks (Biotic Labor)." in g.log


def test_biotic_labor_played_with_the_last_click_gives_2_more_actions() -> None:
    g = scenario(corp={"hand": ["Biotic Labor"], "credits": 4})
    act(g, "draw")
    act(g, "draw")
    act(g, "play", card="Biotic Labor")
    assert g.corp.clicks == 2
    assert g.active == "corp" and "credit" in kinds(g)


def test_shipment_from_mirrormorph_installs_up_to_3_cards_without_clicks() -> None:
    hand = ["Shipment from MirrorMorph", "Ice Wall", "Enigma", "PAD Campaign", "Hedge Fund"]
    g = scenario(corp={"identity": HB, "hand": hand, "credits": 5})
    act(g, "play", card="Shipment from MirrorMorph")
    assert options(g, "install", card="Hedge Fund") == []
    assert _public_prompt(g) == "The Corp may install a card from HQ (Shipment from MirrorMorph)."
    act(g, "install", card="Ice Wall", server="HQ")
    assert g.corp.credits == 5 - 1 + 1  # Engineering the Future: the first install this turn
    act(g, "install", card="Enigma", server="HQ")
    act(g, "pass")  # pay 1 to install Enigma outside Ice Wall
    act(g, "install", card="PAD Campaign", server="new remote")
    assert g.corp.credits == 5 - 1 + 1 - 1
    assert g.corp.clicks == 2
    assert g.decision is not None and "credit" in kinds(g)  # back to the action phase
    v = g.view("runner")["corp"]
    assert len(v["servers"]["HQ"]["ice"]) == 2
    assert len(v["servers"]["Server 1"]["content"]) == 1
    assert v["hand_size"] == 1


def test_shipment_from_mirrormorph_may_stop_early() -> None:
    g = scenario(corp={"hand": ["Shipment from MirrorMorph", "Ice Wall", "Enigma"]})
    act(g, "play", card="Shipment from MirrorMorph")
    act(g, "install", card="Ice Wall", server="R&D")
    act(g, "pass")
    assert g.view("corp")["corp"]["hand_size"] == 1
    assert g.corp.clicks == 2
    assert "credit" in kinds(g)


# ---------------------------------------------------------------------- bioroid ice


def _ice_run(ice: str, runner: dict[str, Any], programs: tuple[str, ...] = ()) -> Game:
    g = scenario(corp={"hand": [ice], "credits": 10}, runner=runner)
    corp_install(g, ice, "HQ")
    to_runner_turn(g)
    _install_programs(g, list(programs))
    run_on(g, "HQ", rez=ice)
    return g


def test_heimdall_subroutines_can_be_broken_with_clicks() -> None:
    g = _ice_run("Heimdall 1.0", {"hand": FIVE})
    assert g.runner.clicks == 3
    breaks = options(g, "break", card="Heimdall 1.0")
    assert [o.target for o in breaks] == ["Do 1 brain damage.", "End the run."]
    act(g, "break", target="Do 1 brain damage.")
    act(g, "break", target="End the run.")
    act(g, "break", target="End the run.")
    assert g.runner.clicks == 0
    assert 'The Runner spends a click to break "End the run." on Heimdall 1.0.' in g.log
    act(g, "pass")  # continue past Heimdall
    assert g.runner.brain_damage == 0
    assert "The run on HQ is successful." in g.log


def test_heimdall_does_1_brain_damage_and_ends_the_run() -> None:
    g = _ice_run("Heimdall 1.0", {"hand": FIVE})
    act(g, "pass")  # break nothing
    assert g.run is None
    r = g.view("runner")["runner"]
    assert r["brain_damage"] == 1
    assert r["max_hand_size"] == 4
    assert r["hand_size"] == 4
    assert "Heimdall 1.0 ends the run." in g.log


def test_heimdall_runner_may_break_only_some_subroutines_with_clicks() -> None:
    g = _ice_run("Heimdall 1.0", {"hand": FIVE})
    act(g, "break", target="Do 1 brain damage.")
    act(g, "break", target="End the run.")
    act(g, "pass")  # the second "End the run." resolves
    assert g.run is None
    assert g.runner.brain_damage == 0
    assert g.runner.clicks == 1


def test_viktor_does_1_brain_damage_and_ends_the_run() -> None:
    g = _ice_run("Viktor 1.0", {"hand": FIVE})
    act(g, "pass")
    assert g.run is None
    assert g.runner.brain_damage == 1
    assert len(g.runner.hand) == 4
    assert "Viktor 1.0 ends the run." in g.log


def test_viktor_click_break_alongside_an_icebreaker() -> None:
    g = _ice_run("Viktor 1.0", {"hand": ["Gordian Blade"], "credits": 10}, ("Gordian Blade",))
    assert g.runner.clicks == 2
    act(g, "break", card="Viktor 1.0", target="Do 1 brain damage.")
    # the same window goes on: Gordian Blade (strength 2) boosts to 3 and breaks the rest
    act(g, "boost", card="Gordian Blade")
    act(g, "break", card="Gordian Blade", target="End the run.")
    act(g, "pass")  # continue to the server
    assert g.runner.brain_damage == 0
    assert g.runner.clicks == 1
    assert "The run on HQ is successful." in g.log


def test_viktor_icebreaker_first_then_a_click_in_the_same_encounter() -> None:
    g = _ice_run("Viktor 1.0", {"hand": ["Gordian Blade"], "credits": 10}, ("Gordian Blade",))
    act(g, "boost", card="Gordian Blade")
    act(g, "break", card="Gordian Blade", target="End the run.")
    # after an icebreaker's break, a click still breaks what is left
    (click,) = options(g, "break", card="Viktor 1.0")
    assert click.target == "Do 1 brain damage." and click.cost.clicks == 1
    act(g, "break", card="Viktor 1.0")
    act(g, "pass")  # continue to the server
    assert g.runner.brain_damage == 0 and g.runner.clicks == 1
    assert "The run on HQ is successful." in g.log


def test_viktor_cannot_be_broken_with_clicks_by_a_runner_with_none_left() -> None:
    g = scenario(corp={"hand": ["Viktor 1.0"], "credits": 10}, runner={"hand": FIVE})
    corp_install(g, "Viktor 1.0", "HQ")
    to_runner_turn(g)
    for _ in range(3):
        act(g, "credit")
    run_on(g, "HQ", rez="Viktor 1.0")  # the Runner's last click
    assert g.run is None  # no decision: both subroutines resolved
    assert g.runner.brain_damage == 1


def test_ichi_trashes_programs_and_its_trace_gives_a_tag_and_brain_damage() -> None:
    g = _ice_run("Ichi 1.0", {"hand": FIVE + ["Corroder"], "credits": 10}, ("Corroder",))
    act(g, "pass")  # break nothing with clicks
    assert _public_prompt(g) == "Ichi 1.0: the Corp chooses a card to trash."
    act(g, "choose", card="Corroder")
    assert g.runner.program == []
    # the second "Trash 1 program." finds nothing; then the trace
    act(g, "trace", amount=0)
    act(g, "link", amount=0)
    r = g.view("runner")["runner"]
    assert r["tags"] == 1
    assert r["brain_damage"] == 1
    assert r["hand_size"] == 4
    assert g.run is not None  # Ichi does not end the run


def test_ichi_trace_can_be_broken_with_a_click() -> None:
    g = _ice_run("Ichi 1.0", {"hand": FIVE})
    act(g, "break", card="Ichi 1.0", target="Trace 1. If successful, give the Runner 1 tag and do 1 brain damage.")  # fmt: skip
    act(g, "pass")
    assert g.runner.tags == 0
    assert g.runner.brain_damage == 0
    assert g.runner.clicks == 2
    assert g.run is not None and g.run.phase == "movement"


def test_rototurret_trashes_a_program_and_ends_the_run() -> None:
    g = _ice_run(
        "Rototurret",
        {"hand": ["Corroder", "Gordian Blade"], "credits": 10},
        ("Corroder", "Gordian Blade"),
    )
    assert options(g, "break", card="Rototurret") == []  # not a bioroid
    act(g, "choose", card="Gordian Blade")
    assert _titles(g.view("runner")["runner"]["rig"]["program"]) == ["Corroder"]
    assert g.run is None
    assert "Rototurret ends the run." in g.log


# ---------------------------------------------------------------------- upgrades


def _troubleshooter_game(ice: list[str], runner_hand: tuple[str, ...] = ()) -> Game:
    """Corporate Troubleshooter (rezzed) in the root of HQ and ``ice`` protecting HQ (installed
    innermost first, over as many turns as needed); the Corp's action phase."""
    g = scenario(
        corp={"hand": ["Corporate Troubleshooter", *ice], "credits": 20},
        runner={"hand": list(runner_hand), "credits": 10},
    )
    corp_install(g, "Corporate Troubleshooter", "HQ")
    corp_rez(g, "Corporate Troubleshooter")
    for t in ice:
        if g.corp.clicks == 0:
            next_corp_turn(g)
        corp_install(g, t, "HQ")
    return g


def _rez_ice_wall_in_a_run(g: Game) -> None:
    """The Runner runs HQ (protected by Ice Wall only) and the Corp rezzes Ice Wall; the run
    ends there. Back to the Corp's next turn."""
    to_runner_turn(g)
    run_on(g, "HQ", rez="Ice Wall")
    corp_passes(g)  # the Corp could use Troubleshooter during the encounter: not now
    assert g.run is None
    to_corp_turn(g)


def test_corporate_troubleshooter_gives_rezzed_ice_x_strength_until_end_of_turn() -> None:
    g = _troubleshooter_game(["Ice Wall"])
    assert options(g, "ability", card="Corporate Troubleshooter") == []  # no rezzed ice yet
    _rez_ice_wall_in_a_run(g)
    credits = g.corp.credits
    act(g, "ability", card="Corporate Troubleshooter")
    assert _public_prompt(g) == "The Corp chooses X for Corporate Troubleshooter."
    act(g, "choose", amount=3)
    assert g.corp.credits == credits - 3
    assert runner_view_card(g, "HQ")["strength"] == 1 + 3
    assert _titles(g.view("runner")["corp"]["discard"]) == ["Corporate Troubleshooter"]
    assert g.view("runner")["corp"]["servers"]["HQ"]["content"] == []
    assert "The Corp pays 3 and trashes Corporate Troubleshooter in HQ." in g.log
    to_runner_turn(g)
    assert runner_view_card(g, "HQ")["strength"] == 1


def test_corporate_troubleshooter_strengthens_approached_ice_during_a_run() -> None:
    g = _troubleshooter_game(["Ice Wall"], runner_hand=("Corroder",))
    to_runner_turn(g)
    act(g, "install", card="Corroder")
    act(g, "run", server="HQ")
    corp_rez(g, "Ice Wall")
    act(g, "ability", card="Corporate Troubleshooter")
    act(g, "choose", amount=2)  # the Corp's window then closes: nothing else to do
    # Ice Wall is now strength 3: Corroder (2) must boost before it can break
    assert g.view("runner")["run"]["ice"]["strength"] == 3
    assert options(g, "break", card="Corroder") == []
    act(g, "boost", card="Corroder")
    assert rig_card(g, "Corroder")["strength"] == 3
    act(g, "break", card="Corroder", target="End the run.")
    assert g.run is not None


def test_corporate_troubleshooter_corp_chooses_among_rezzed_ice() -> None:
    # HQ: Wall of Static (outermost), Enigma (left unrezzed), Ice Wall (innermost)
    g = _troubleshooter_game(["Ice Wall", "Enigma", "Wall of Static"], runner_hand=("Corroder",))
    to_runner_turn(g)
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "boost", card="Corroder")
    act(g, "break", card="Corroder", target="End the run.")
    corp_passes(g)  # no Troubleshooter during the encounter
    act(g, "pass")  # continue the run
    act(g, "pass")  # Enigma stays unrezzed
    act(g, "pass")  # continue the run
    corp_rez(g, "Ice Wall")
    corp_passes(g)
    act(g, "pass")  # let Ice Wall end the run
    corp_passes(g)
    assert g.run is None
    to_corp_turn(g)
    act(g, "ability", card="Corporate Troubleshooter")
    act(g, "choose", amount=2)
    assert {o.card for o in options(g, "choose")} == {"Ice Wall", "Wall of Static"}
    assert _public_prompt(g) == (
        "The Corp chooses the ice that gets +2 strength (Corporate Troubleshooter)."
    )
    act(g, "choose", card="Ice Wall")
    hq = g.view("runner")["corp"]["servers"]["HQ"]["ice"]
    assert [(c["title"], c.get("strength")) for c in hq] == [
        ("Wall of Static", 3),
        (None, None),
        ("Ice Wall", 1 + 2),
    ]


def test_experiential_data_gives_ice_protecting_its_server_1_strength() -> None:
    g = scenario(corp={"hand": ["Experiential Data", "Ice Wall", "Enigma"], "credits": 10})
    corp_install(g, "Experiential Data", "HQ")
    corp_install(g, "Ice Wall", "HQ")
    corp_install(g, "Enigma", "R&D")
    corp_rez(g, "Experiential Data")
    v = g.view("corp")["corp"]["servers"]
    assert v["HQ"]["ice"][0]["strength"] == 1 + 1
    assert v["R&D"]["ice"][0]["strength"] == 2


def test_experiential_data_does_nothing_while_unrezzed() -> None:
    g = scenario(corp={"hand": ["Experiential Data", "Ice Wall"], "credits": 10})
    corp_install(g, "Experiential Data", "HQ")
    corp_install(g, "Ice Wall", "HQ")
    assert g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]["strength"] == 1

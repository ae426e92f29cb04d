"""Scenario tests for the Weyland Consortium cards of the Core Set, played through decisions."""

from __future__ import annotations

from typing import Any

from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

from .helpers import (
    corp_install,
    corp_rez,
    kinds,
    next_corp_turn,
    rig_card,
    run_on,
    runner_view_card,
    to_corp_turn,
    to_runner_turn,
)

WEYLAND = "Weyland Consortium: Building a Better World"


def _titles(cards: list[dict[str, Any]]) -> list[str | None]:
    return [c["title"] for c in cards]


def _install_and_advance(g: Game, title: str, times: int) -> None:
    """The Corp installs the agenda ``title`` in a new remote and advances it ``times`` times."""
    corp_install(g, title, "new remote")
    for _ in range(times):
        act(g, "advance", card=title)


def _score_hostile_takeover_with_clicks_left(hand: list[str], deck: list[str]) -> Game:
    """Turn 1: install Hostile Takeover and advance it once; turn 2 (after drawing the top card of
    ``deck``): advance and score it, with 2 clicks left."""
    g = scenario(corp={"hand": ["Hostile Takeover", *hand], "deck": deck, "credits": 10})
    _install_and_advance(g, "Hostile Takeover", 1)
    next_corp_turn(g)
    act(g, "advance", card="Hostile Takeover")
    act(g, "score", card="Hostile Takeover")
    assert g.corp.clicks == 2
    return g


# ---------------------------------------------------------------------- identity


def test_building_a_better_world_gains_1_when_a_transaction_is_played() -> None:
    g = scenario(corp={"identity": WEYLAND, "hand": ["Beanstalk Royalties"], "credits": 0})
    act(g, "play", card="Beanstalk Royalties")
    v = g.view("runner")["corp"]
    assert v["credits"] == 3 + 1
    assert v["clicks"] == 2
    assert f"The Corp gains 1 credit ({WEYLAND})." in g.log


def test_building_a_better_world_counts_hedge_fund_as_a_transaction() -> None:
    g = scenario(corp={"identity": WEYLAND, "hand": ["Hedge Fund"], "credits": 5})
    act(g, "play", card="Hedge Fund")
    assert g.view("corp")["corp"]["credits"] == 5 - 5 + 9 + 1


def test_building_a_better_world_gains_nothing_for_other_operations() -> None:
    g = scenario(corp={"identity": WEYLAND, "hand": ["Shipment from Kaguya"], "credits": 2})
    act(g, "play", card="Shipment from Kaguya")
    assert g.view("corp")["corp"]["credits"] == 2
    assert not any(WEYLAND in line for line in g.log)


def test_building_a_better_world_ignores_a_transaction_asset() -> None:
    g = _subcontract_game({"HQ": "Ice Wall"}, identity=WEYLAND)
    credits = g.corp.credits
    act(g, "ability", card="Security Subcontract")
    assert g.corp.credits == credits + 4
    assert not any(WEYLAND in line for line in g.log)


def test_blank_identity_gains_nothing_for_a_transaction() -> None:
    g = scenario(corp={"hand": ["Beanstalk Royalties"], "credits": 0})
    act(g, "play", card="Beanstalk Royalties")
    assert g.corp.credits == 3


# ---------------------------------------------------------------------- agendas


def test_hostile_takeover_gains_7_and_takes_1_bad_publicity_when_scored() -> None:
    g = scenario(corp={"hand": ["Hostile Takeover"], "credits": 5})
    _install_and_advance(g, "Hostile Takeover", 2)
    assert g.corp.clicks == 0
    act(g, "score", card="Hostile Takeover")
    v = g.view("runner")["corp"]
    assert v["credits"] == 5 - 2 + 7
    assert v["bad_publicity"] == 1
    assert v["agenda_points"] == 1
    assert _titles(v["scored"]) == ["Hostile Takeover"]
    assert "The Corp takes 1 bad publicity (Hostile Takeover)." in g.log


def test_hostile_takeover_bad_publicity_gives_the_runner_a_credit_on_runs() -> None:
    g = scenario(corp={"hand": ["Hostile Takeover"], "credits": 5})
    _install_and_advance(g, "Hostile Takeover", 2)
    act(g, "score", card="Hostile Takeover")
    act(g, "pass")  # end of the action phase
    act(g, "run", server="Archives")
    assert "The Runner gains 1 credit from bad publicity for this run." in g.log


def _score_posted_bounty() -> Game:
    g = scenario(corp={"hand": ["Posted Bounty"], "credits": 10})
    _install_and_advance(g, "Posted Bounty", 2)
    next_corp_turn(g)
    act(g, "advance", card="Posted Bounty")
    act(g, "score", card="Posted Bounty")
    return g


def test_posted_bounty_may_be_forfeited_to_tag_the_runner_and_take_bad_publicity() -> None:
    g = _score_posted_bounty()
    assert g.decision is not None and g.decision.player == "corp"
    assert g.view("corp")["corp"]["agenda_points"] == 1
    act(g, "ability", card="Posted Bounty")
    v = g.view("runner")
    assert v["runner"]["tags"] == 1
    assert v["corp"]["bad_publicity"] == 1
    assert v["corp"]["agenda_points"] == 0
    assert v["corp"]["scored"] == []
    assert "The Corp forfeits Posted Bounty (when scored)." in g.log
    assert "credit" in kinds(g)  # back to the Corp's actions (1 click left)


def test_posted_bounty_may_be_kept() -> None:
    g = _score_posted_bounty()
    runner_view = g.view("runner")["decision"]
    assert runner_view == {
        "player": "corp",
        "kind": "choose",
        "prompt": "The Corp decides whether to forfeit Posted Bounty.",
    }
    act(g, "pass")
    v = g.view("runner")
    assert v["runner"]["tags"] == 0
    assert v["corp"]["bad_publicity"] == 0
    assert v["corp"]["agenda_points"] == 1
    assert _titles(v["corp"]["scored"]) == ["Posted Bounty"]


# ---------------------------------------------------------------------- assets and upgrades


def _subcontract_game(ice: dict[str, str], *, rez: bool = True, identity: str = "") -> Game:
    """Security Subcontract is rezzed in Server 1, ``ice`` (server -> title) installed; if ``rez``,
    the Runner runs each of those servers and the Corp rezzes the ice there. Then the Corp's turn
    begins."""
    corp: dict[str, object] = {"hand": ["Security Subcontract", *ice.values()], "credits": 20}
    if identity:
        corp["identity"] = identity
    g = scenario(corp=corp)
    corp_install(g, "Security Subcontract", "new remote")
    for server, title in ice.items():
        corp_install(g, title, server)
    corp_rez(g, "Security Subcontract")
    to_runner_turn(g)
    if rez:
        for server, title in ice.items():
            run_on(g, server, rez=title)  # the barrier ends the run
            assert g.run is None
    to_corp_turn(g)
    return g


def test_security_subcontract_trashes_a_rezzed_ice_to_gain_4() -> None:
    g = _subcontract_game({"HQ": "Ice Wall"})
    credits = g.corp.credits
    act(g, "ability", card="Security Subcontract")
    assert g.corp.clicks == 2
    assert g.corp.credits == credits + 4
    v = g.view("runner")["corp"]
    assert v["servers"]["HQ"]["ice"] == []
    assert _titles(v["discard"]) == ["Ice Wall"]
    assert "The Corp trashes Ice Wall protecting HQ." in g.log


def test_security_subcontract_lets_the_corp_choose_the_ice() -> None:
    g = _subcontract_game({"HQ": "Ice Wall", "R&D": "Hadrian's Wall"})
    act(g, "ability", card="Security Subcontract")
    assert {o.card for o in options(g, "choose")} == {"Ice Wall", "Hadrian's Wall"}
    act(g, "choose", card="Hadrian's Wall")
    v = g.view("runner")["corp"]
    assert _titles(v["servers"]["HQ"]["ice"]) == ["Ice Wall"]
    assert v["servers"]["R&D"]["ice"] == []
    assert _titles(v["discard"]) == ["Hadrian's Wall"]


def test_security_subcontract_needs_a_rezzed_ice() -> None:
    g = _subcontract_game({"HQ": "Ice Wall"}, rez=False)
    assert options(g, "credit")  # the Corp's action decision
    assert options(g, "ability", card="Security Subcontract") == []


def test_security_subcontract_has_no_ability_while_unrezzed() -> None:
    g = scenario(corp={"hand": ["Security Subcontract", "Ice Wall"], "credits": 10})
    corp_install(g, "Security Subcontract", "new remote")
    corp_install(g, "Ice Wall", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Ice Wall")
    to_corp_turn(g)
    assert runner_view_card(g, "HQ")["rezzed"]
    assert options(g, "credit")  # the Corp's action decision
    assert options(g, "ability", card="Security Subcontract") == []


def test_research_station_installs_only_in_the_root_of_hq() -> None:
    g = scenario(corp={"hand": ["Research Station"]})
    assert {o.server for o in options(g, "install", card="Research Station")} == {"HQ"}
    corp_install(g, "Research Station", "HQ")
    assert runner_view_card(g, "HQ", "content")["title"] is None


def test_research_station_raises_max_hand_size_by_2_while_rezzed() -> None:
    g = scenario(corp={"hand": ["Research Station"] + ["Hedge Fund"] * 7, "credits": 5})
    corp_install(g, "Research Station", "HQ")
    assert g.view("corp")["corp"]["max_hand_size"] == 5
    corp_rez(g, "Research Station")
    assert g.view("runner")["corp"]["max_hand_size"] == 7
    to_runner_turn(g)  # no discard with 7 cards in HQ
    v = g.view("runner")["corp"]
    assert v["hand_size"] == 7
    assert v["discard"] == []


def test_research_station_unrezzed_does_not_raise_max_hand_size() -> None:
    g = scenario(corp={"hand": ["Research Station"] + ["Hedge Fund"] * 7, "credits": 5})
    corp_install(g, "Research Station", "HQ")
    to_runner_turn(g)
    v = g.view("runner")["corp"]
    assert v["hand_size"] == 5
    assert len(v["discard"]) == 2


# ---------------------------------------------------------------------- operations


def test_aggressive_negotiation_needs_an_agenda_scored_this_turn() -> None:
    g = scenario(corp={"hand": ["Aggressive Negotiation", "Hostile Takeover"], "credits": 10})
    assert options(g, "credit")  # the Corp's action decision
    assert options(g, "play", card="Aggressive Negotiation") == []
    _install_and_advance(g, "Hostile Takeover", 1)
    next_corp_turn(g)
    assert options(g, "play", card="Aggressive Negotiation") == []
    act(g, "advance", card="Hostile Takeover")
    act(g, "score", card="Hostile Takeover")
    assert options(g, "play", card="Aggressive Negotiation")


def test_aggressive_negotiation_adds_a_card_of_rd_to_hq_and_shuffles_rd() -> None:
    deck = ["Hedge Fund", "Hedge Fund", "Ice Wall", "Hedge Fund", "Shadow", "Hedge Fund"]
    g = _score_hostile_takeover_with_clicks_left(["Aggressive Negotiation"], deck)
    credits = g.corp.credits
    deck_ids = {c.id for c in g.corp.deck}
    act(g, "play", card="Aggressive Negotiation")
    assert g.corp.credits == credits - 1
    # one option per title in R&D; the Runner is told only that R&D is searched
    assert sorted(str(o.card) for o in options(g, "choose")) == ["Hedge Fund", "Ice Wall", "Shadow"]
    runner_prompt = g.view("runner")["decision"]["prompt"]
    assert "Ice Wall" not in runner_prompt and "Shadow" not in runner_prompt
    act(g, "choose", card="Shadow")
    v = g.view("corp")["corp"]
    assert "Shadow" in _titles(v["hand"])
    assert v["deck_size"] == 4
    assert sorted(c.title for c in g.corp.deck) == ["Hedge Fund"] * 3 + ["Ice Wall"]
    assert not deck_ids & {c.id for c in g.corp.deck}  # shuffled: every card has a new id
    assert "The Corp adds a card from R&D to HQ." in g.log
    assert "The Corp shuffles R&D." in g.log
    assert not any("Shadow" in line for line in g.log)
    assert _titles(g.view("runner")["corp"]["discard"]) == ["Aggressive Negotiation"]


def test_aggressive_negotiation_with_empty_rd_finds_nothing() -> None:
    g = _score_hostile_takeover_with_clicks_left(
        hand=["Aggressive Negotiation"], deck=["Hedge Fund"]
    )
    assert g.corp.deck == []
    act(g, "play", card="Aggressive Negotiation")
    assert options(g, "choose") == []
    assert "R&D is empty: there is nothing to find." in g.log
    assert g.corp.clicks == 1


def _kaguya_game() -> Game:
    g = scenario(
        corp={
            "hand": ["Shipment from Kaguya", "Hostile Takeover", "Ice Wall", "Shadow", "Hunter"],
            "credits": 10,
        }
    )
    corp_install(g, "Hostile Takeover", "new remote")
    corp_install(g, "Ice Wall", "HQ")
    corp_install(g, "Hunter", "R&D")
    next_corp_turn(g)
    return g


def test_shipment_from_kaguya_advances_2_different_cards() -> None:
    g = _kaguya_game()
    credits = g.corp.credits
    act(g, "play", card="Shipment from Kaguya")
    # Hunter cannot be advanced
    assert sorted(str(o.card) for o in options(g, "choose")) == ["Hostile Takeover", "Ice Wall"]
    act(g, "choose", card="Hostile Takeover")
    assert [o.card for o in options(g, "choose")] == ["Ice Wall"]  # not the same card twice
    act(g, "choose", card="Ice Wall")
    assert g.corp.credits == credits
    assert g.corp.clicks == 2
    v = g.view("corp")["corp"]["servers"]
    assert v["Server 1"]["content"][0]["advancements"] == 1
    assert v["HQ"]["ice"][0]["advancements"] == 1
    assert v["HQ"]["ice"][0]["strength"] == 2
    assert v["R&D"]["ice"][0]["advancements"] == 0
    # the Runner learns where the tokens went, not what the unrezzed cards are
    assert (
        "The Corp places 1 advancement token on a card in Server 1 (Shipment from Kaguya)." in g.log
    )
    assert not any("Hostile Takeover" in line for line in g.log)


def test_shipment_from_kaguya_lets_the_agenda_be_scored_sooner() -> None:
    g = _kaguya_game()
    act(g, "advance", card="Hostile Takeover")
    act(g, "play", card="Shipment from Kaguya")
    act(g, "choose", card="Hostile Takeover")
    act(g, "pass")  # only one card
    act(g, "score", card="Hostile Takeover")
    assert g.corp.agenda_points == 1
    assert g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]["advancements"] == 0


def test_shipment_from_kaguya_with_nothing_advanceable_does_nothing() -> None:
    g = scenario(corp={"hand": ["Shipment from Kaguya", "Hunter"]})
    corp_install(g, "Hunter", "HQ")
    act(g, "play", card="Shipment from Kaguya")
    assert options(g, "choose") == []
    assert g.corp.clicks == 1
    assert not any("advancement token" in line for line in g.log)


# ---------------------------------------------------------------------- ice


def _archer_game(runner_hand: list[str]) -> Game:
    """Archer protects HQ; the Corp has scored Hostile Takeover; the Runner's turn begins."""
    g = scenario(
        corp={"hand": ["Archer", "Hostile Takeover"], "credits": 10},
        runner={"hand": runner_hand, "credits": 10},
    )
    corp_install(g, "Archer", "HQ")
    _install_and_advance(g, "Hostile Takeover", 1)
    next_corp_turn(g)
    act(g, "advance", card="Hostile Takeover")
    act(g, "score", card="Hostile Takeover")
    to_runner_turn(g)
    return g


def test_archer_cannot_be_rezzed_without_an_agenda_to_forfeit() -> None:
    g = scenario(corp={"hand": ["Archer"], "credits": 10})
    corp_install(g, "Archer", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    assert g.decision is not None and g.decision.player == "corp"
    assert options(g, "rez", card="Archer") == []
    act(g, "pass")
    assert not runner_view_card(g, "HQ")["rezzed"]


def test_archer_rez_forfeits_an_agenda() -> None:
    g = _archer_game([])
    assert g.corp.agenda_points == 1
    credits = g.corp.credits
    run_on(g, "HQ", rez="Archer")
    assert g.corp.credits == credits - 4 + 2  # rez cost, then its first subroutine
    v = g.view("runner")["corp"]
    assert v["agenda_points"] == 0
    assert v["scored"] == []
    assert "The Corp forfeits Hostile Takeover (Archer)." in g.log
    assert "Archer ends the run." in g.log
    assert g.run is None


def test_archer_gains_2_trashes_2_programs_and_ends_the_run() -> None:
    g = _archer_game(["Corroder", "Gordian Blade", "Crypsis"])
    for p in ("Corroder", "Gordian Blade", "Crypsis"):
        act(g, "install", card=p)
    credits = g.corp.credits
    # the Runner cannot pay to break Archer (strength 6) with any breaker: not asked, no boost
    run_on(g, "HQ", rez="Archer")
    assert g.corp.credits == credits - 4 + 2  # rez cost, then its first subroutine
    assert g.decision is not None and g.decision.player == "corp"
    assert {o.card for o in options(g, "choose")} == {"Corroder", "Gordian Blade", "Crypsis"}
    act(g, "choose", card="Crypsis")
    assert {o.card for o in options(g, "choose")} == {"Corroder", "Gordian Blade"}
    act(g, "choose", card="Corroder")
    v = g.view("runner")["runner"]
    assert _titles(v["rig"]["program"]) == ["Gordian Blade"]
    assert set(_titles(v["discard"])) == {"Corroder", "Crypsis"}
    assert "Archer ends the run." in g.log
    assert g.run is None


def _hadrians_game(advance: int = 0) -> Game:
    g = scenario(
        corp={"hand": ["Hadrian's Wall"], "credits": 20},
        runner={"hand": ["Corroder"], "credits": 20},
    )
    corp_install(g, "Hadrian's Wall", "HQ")
    for _ in range(advance):
        act(g, "advance", card="Hadrian's Wall")
    to_runner_turn(g)
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Hadrian's Wall")
    return g


def _boost_to(g: Game, title: str, strength: int) -> None:
    while rig_card(g, title)["strength"] < strength:
        act(g, "boost", card=title)


def test_hadrians_wall_ends_the_run_unless_both_subroutines_are_broken() -> None:
    g = _hadrians_game()
    assert g.view("runner")["run"]["ice"]["strength"] == 7
    _boost_to(g, "Corroder", 7)
    act(g, "break", card="Corroder", target="End the run.")
    act(g, "pass")  # the second subroutine resolves
    assert g.run is None
    assert "Hadrian's Wall ends the run." in g.log


def test_hadrians_wall_broken_twice_lets_the_run_go_on() -> None:
    g = _hadrians_game()
    _boost_to(g, "Corroder", 7)
    act(g, "break", card="Corroder", target="End the run.")
    act(g, "break", card="Corroder", target="End the run.")
    # nothing left to break: the Runner passes the ice
    assert g.run is not None and g.run.phase == "movement"
    assert options(g, "jack_out")
    assert "Hadrian's Wall ends the run." not in g.log


def test_hadrians_wall_gains_1_strength_per_advancement() -> None:
    g = _hadrians_game(advance=2)
    assert g.view("runner")["run"]["ice"]["strength"] == 9
    _boost_to(g, "Corroder", 8)
    assert options(g, "break") == []  # still too weak
    act(g, "boost", card="Corroder")
    assert options(g, "break", card="Corroder")


def _shadow_game(runner_credits: int) -> Game:
    g = scenario(corp={"hand": ["Shadow"], "credits": 5}, runner={"credits": runner_credits})
    corp_install(g, "Shadow", "HQ")
    act(g, "advance", card="Shadow")
    assert g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]["strength"] == 2
    to_runner_turn(g)
    run_on(g, "HQ", rez="Shadow")
    return g


def test_shadow_gains_2_and_traces_3_for_a_tag() -> None:
    g = _shadow_game(runner_credits=0)
    assert g.view("runner")["run"]["ice"]["strength"] == 2
    # Shadow's first subroutine has resolved: the Corp gained 2 (5 - 1 advance + 1 credit - 3 rez)
    assert g.corp.credits == 5 - 1 + 1 - 3 + 2
    assert "The Corp gains 2 credits (Shadow)." in g.log
    act(g, "trace", amount=0)  # the Runner has no credits to raise its link
    assert g.runner.tags == 1
    assert any("The trace succeeds." in line for line in g.log)
    assert g.run is not None  # Shadow does not end the run


def test_shadow_trace_can_be_beaten() -> None:
    g = _shadow_game(runner_credits=5)
    act(g, "trace", amount=0)
    act(g, "link", amount=3)
    assert g.runner.tags == 0
    assert g.runner.credits == 2
    assert any("The trace fails." in line for line in g.log)
    assert g.run is not None

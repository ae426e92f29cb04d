"""Scenario tests for Core Set Corp cards: one test per card ability, played through decisions."""

from __future__ import annotations

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

FIVE = ["Sure Gamble", "Diesel", "Infiltration", "Sure Gamble", "Diesel"]

# ---------------------------------------------------------------------- operations


def test_hedge_fund_costs_5_and_gains_9() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"], "credits": 5})
    act(g, "play", card="Hedge Fund")
    v = g.view("corp")["corp"]
    assert v["credits"] == 5 - 5 + 9
    assert v["clicks"] == 2
    assert [c["title"] for c in v["discard"]] == ["Hedge Fund"]
    assert v["hand_size"] == 0


def test_hedge_fund_is_not_offered_below_5_credits() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"], "credits": 4})
    assert options(g, "credit")  # the Corp's action decision
    assert options(g, "play", card="Hedge Fund") == []


def test_beanstalk_royalties_gains_3() -> None:
    g = scenario(corp={"hand": ["Beanstalk Royalties"], "credits": 0})
    act(g, "play", card="Beanstalk Royalties")
    v = g.view("runner")["corp"]
    assert v["credits"] == 3
    assert v["clicks"] == 2
    assert [c["title"] for c in v["discard"]] == ["Beanstalk Royalties"]


# ---------------------------------------------------------------------- ice


def test_ice_wall_ends_the_run() -> None:
    g = scenario(corp={"hand": ["Ice Wall"]})
    corp_install(g, "Ice Wall", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Ice Wall")
    assert g.run is None
    assert "Ice Wall ends the run." in g.log
    assert not any("accesses" in line for line in g.log)
    assert g.view("runner")["runner"]["clicks"] == 3


def test_ice_wall_can_be_advanced_and_gains_1_strength_per_advancement() -> None:
    g = scenario(corp={"hand": ["Ice Wall"]}, runner={"hand": ["Corroder"], "credits": 10})
    corp_install(g, "Ice Wall", "HQ")
    assert g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]["strength"] == 1
    act(g, "advance", card="Ice Wall", server="HQ")
    act(g, "advance", card="Ice Wall", server="HQ")
    wall = g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]
    assert wall["advancements"] == 2
    assert wall["strength"] == 3
    to_runner_turn(g)
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Ice Wall")
    # Ice Wall is strength 1 + 2: Corroder (strength 2) must boost before it can break
    assert g.view("runner")["run"]["ice"]["strength"] == 3
    assert options(g, "break", card="Corroder") == []
    act(g, "boost", card="Corroder")
    assert rig_card(g, "Corroder")["strength"] == 3
    act(g, "break", card="Corroder", target="End the run.")
    act(g, "pass")  # continue the run
    assert g.run is None
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_enigma_runner_loses_a_click() -> None:
    g = scenario(corp={"hand": ["Enigma"]}, runner={"hand": ["Gordian Blade"], "credits": 10})
    corp_install(g, "Enigma", "R&D")
    to_runner_turn(g)
    act(g, "install", card="Gordian Blade")
    run_on(g, "R&D", rez="Enigma")
    assert g.runner.clicks == 2
    act(g, "break", card="Gordian Blade", target="End the run.")
    act(g, "pass")  # let the click-loss subroutine resolve
    assert g.runner.clicks == 1
    assert "The Runner loses 1 click." in g.log
    assert g.run is not None and g.run.phase == "movement"


def test_enigma_click_loss_needs_a_click_to_lose() -> None:
    g = scenario(corp={"hand": ["Enigma"]}, runner={"hand": ["Gordian Blade"], "credits": 10})
    corp_install(g, "Enigma", "R&D")
    to_runner_turn(g)
    act(g, "install", card="Gordian Blade")
    act(g, "credit")
    act(g, "credit")
    run_on(g, "R&D", rez="Enigma")  # the Runner's last click
    act(g, "break", card="Gordian Blade", target="End the run.")
    act(g, "pass")
    assert g.runner.clicks == 0
    assert "The Runner loses 1 click." not in g.log
    assert g.run is not None and g.run.phase == "movement"


def test_enigma_ends_the_run() -> None:
    g = scenario(corp={"hand": ["Enigma"]}, runner={"hand": ["Gordian Blade"], "credits": 10})
    corp_install(g, "Enigma", "R&D")
    to_runner_turn(g)
    act(g, "install", card="Gordian Blade")
    run_on(g, "R&D", rez="Enigma")
    act(g, "break", card="Gordian Blade", target="The Runner loses 1 click, if able.")
    act(g, "pass")
    assert g.run is None
    assert "Enigma ends the run." in g.log
    assert g.runner.clicks == 2
    assert not any("accesses" in line for line in g.log)


def test_hunter_trace_3_gives_a_tag() -> None:
    g = scenario(corp={"hand": ["Hunter"]}, runner={"credits": 5})
    corp_install(g, "Hunter", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Hunter")
    assert g.decision is not None and g.decision.player == "corp"
    assert {o.amount for o in options(g, "trace")} == set(range(g.corp.credits + 1))
    act(g, "trace", amount=0)
    act(g, "link", amount=2)  # link 2 against trace strength 3
    assert g.runner.tags == 1
    assert g.runner.credits == 3
    assert any("The trace succeeds." in line for line in g.log)
    assert g.run is not None  # Hunter does not end the run


def test_hunter_trace_fails_when_runner_matches_strength_with_link_credits() -> None:
    g = scenario(corp={"hand": ["Hunter"]}, runner={"credits": 5})
    corp_install(g, "Hunter", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Hunter")
    corp_before = g.corp.credits
    act(g, "trace", amount=1)  # trace strength 4
    act(g, "link", amount=4)  # link strength 4: a tie is not enough for the Corp
    assert g.runner.tags == 0
    assert g.runner.credits == 1
    assert g.corp.credits == corp_before - 1
    assert any("The trace fails." in line for line in g.log)


def test_wall_of_static_ends_the_run() -> None:
    g = scenario(corp={"hand": ["Wall of Static"]})
    corp_install(g, "Wall of Static", "R&D")
    to_runner_turn(g)
    corp_before = g.corp.credits
    run_on(g, "R&D", rez="Wall of Static")
    assert g.corp.credits == corp_before - 3
    assert g.run is None
    assert "Wall of Static ends the run." in g.log
    assert g.view("runner")["corp"]["deck_size"] == 10


# ---------------------------------------------------------------------- agendas


def _score_priority_requisition() -> Game:
    g = scenario(corp={"hand": ["Priority Requisition", "Wall of Static"], "credits": 10})
    corp_install(g, "Wall of Static", "HQ")
    corp_install(g, "Priority Requisition", "new remote")
    act(g, "advance", card="Priority Requisition")
    next_corp_turn(g)
    for _ in range(3):
        act(g, "advance", card="Priority Requisition")
    next_corp_turn(g)
    act(g, "advance", card="Priority Requisition")
    assert g.view("corp")["corp"]["servers"]["Server 1"]["content"][0]["advancements"] == 5
    act(g, "score", card="Priority Requisition")
    return g


def test_priority_requisition_rezzes_ice_ignoring_all_costs_when_scored() -> None:
    g = _score_priority_requisition()
    assert g.corp.agenda_points == 3
    assert options(g, "pass")  # the rez is optional
    credits = g.corp.credits
    act(g, "rez", card="Wall of Static", server="HQ")
    assert g.corp.credits == credits
    wall = runner_view_card(g, "HQ")
    assert wall["rezzed"] and wall["title"] == "Wall of Static"
    assert "The Corp rezzes Wall of Static protecting HQ, ignoring all costs." in g.log


def test_priority_requisition_rez_may_be_declined() -> None:
    g = _score_priority_requisition()
    credits = g.corp.credits
    act(g, "pass")
    assert g.corp.agenda_points == 3
    assert g.corp.credits == credits
    wall = runner_view_card(g, "HQ")
    assert not wall["rezzed"] and wall["title"] is None
    assert g.decision is not None and g.decision.player == "corp"
    assert "credit" in kinds(g)  # back to the Corp's action phase (2 clicks left)


def _score_private_security_force(tags: int) -> Game:
    g = scenario(
        corp={"hand": ["Private Security Force"], "credits": 10},
        runner={"hand": FIVE, "tags": tags},
    )
    corp_install(g, "Private Security Force", "new remote")
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    next_corp_turn(g)
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    assert options(g, "ability", card="Private Security Force") == []  # installed: no ability
    act(g, "score", card="Private Security Force")
    assert g.corp.agenda_points == 2
    return g


def test_private_security_force_does_1_meat_damage_from_score_area_while_tagged() -> None:
    g = _score_private_security_force(tags=1)
    assert g.corp.clicks == 1
    act(g, "ability", card="Private Security Force")
    assert g.corp.clicks == 0
    r = g.view("runner")["runner"]
    assert r["hand_size"] == 4
    assert len(r["discard"]) == 1
    assert any(line.startswith("The Runner takes 1 meat damage") for line in g.log)


def test_private_security_force_has_no_ability_while_runner_is_untagged() -> None:
    g = _score_private_security_force(tags=0)
    assert g.corp.clicks == 1
    assert options(g, "credit")  # the Corp's action decision
    assert options(g, "ability", card="Private Security Force") == []


# ---------------------------------------------------------------------- assets and upgrades


def test_melange_mining_corp_spends_3_clicks_to_gain_7() -> None:
    g = scenario(corp={"hand": ["Melange Mining Corp."], "credits": 5})
    corp_install(g, "Melange Mining Corp.", "new remote")
    assert corp_rez(g, "Melange Mining Corp.") == 1
    assert g.corp.clicks == 2
    assert options(g, "ability", card="Melange Mining Corp.") == []  # needs 3 clicks
    next_corp_turn(g)
    credits = g.corp.credits
    act(g, "ability", card="Melange Mining Corp.")
    assert g.corp.credits == credits + 7
    assert g.corp.clicks == 0


def test_pad_campaign_gains_1_when_the_corp_turn_begins() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"], "credits": 5})
    corp_install(g, "PAD Campaign", "new remote")
    assert corp_rez(g, "PAD Campaign") == 2
    to_runner_turn(g)
    credits = g.corp.credits
    n = len(g.log)
    to_corp_turn(g)
    assert g.corp.credits == credits + 1
    assert "The Corp gains 1 credit (PAD Campaign)." in g.log[n:]
    assert g.corp.clicks == 3


def test_pad_campaign_gains_nothing_while_unrezzed() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"], "credits": 5})
    corp_install(g, "PAD Campaign", "new remote")
    to_runner_turn(g)
    credits = g.corp.credits
    to_corp_turn(g)
    assert g.corp.credits == credits
    assert not any("PAD Campaign" in line for line in g.log)


def _akitaro_game() -> Game:
    g = scenario(
        corp={"hand": ["Akitaro Watanabe", "Wall of Static", "Wall of Static"], "credits": 10}
    )
    corp_install(g, "Akitaro Watanabe", "HQ")
    corp_install(g, "Wall of Static", "HQ")
    corp_install(g, "Wall of Static", "R&D")
    return g


def test_akitaro_watanabe_lowers_rez_cost_of_ice_protecting_its_server_by_2() -> None:
    g = _akitaro_game()
    corp_rez(g, "Akitaro Watanabe")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    assert corp_rez(g, "Wall of Static") == 3 - 2
    corp_passes(g)
    assert g.run is None  # the Wall ended the run
    assert "The Corp rezzes Wall of Static protecting HQ, paying 1." in g.log


def test_akitaro_watanabe_does_not_lower_rez_cost_of_ice_of_other_servers() -> None:
    g = _akitaro_game()
    corp_rez(g, "Akitaro Watanabe")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    assert corp_rez(g, "Wall of Static") == 3
    assert "The Corp rezzes Wall of Static protecting R&D, paying 3." in g.log


def test_akitaro_watanabe_lowers_nothing_while_unrezzed() -> None:
    g = _akitaro_game()
    to_runner_turn(g)
    act(g, "run", server="HQ")
    assert corp_rez(g, "Wall of Static") == 3


# ---------------------------------------------------------------------- Snare!


def _snare_paid(g: Game) -> None:
    """The Corp pays 4 for Snare! at its decision."""
    assert g.decision is not None and g.decision.player == "corp"
    assert g.decision.prompt.startswith("Snare!: pay 4 credits")
    act(g, "ability", card="Snare!")


def test_snare_from_hq_does_3_net_damage_and_gives_a_tag_for_4() -> None:
    g = scenario(corp={"hand": ["Snare!"]}, runner={"hand": FIVE})
    to_runner_turn(g)
    corp_credits = g.corp.credits
    act(g, "run", server="HQ")
    assert "The Runner accesses Snare! from HQ." in g.log
    _snare_paid(g)
    assert g.corp.credits == corp_credits - 4
    r = g.view("runner")["runner"]
    assert r["tags"] == 1
    assert r["hand_size"] == 2
    assert len(r["discard"]) == 3
    assert not g.over


def test_snare_from_rd_works_and_is_revealed() -> None:
    g = scenario(corp={"deck": ["Snare!"] + ["Hedge Fund"] * 5}, runner={"hand": FIVE})
    to_runner_turn(g)
    act(g, "run", server="R&D")
    assert "The Runner accesses Snare! from R&D." in g.log
    _snare_paid(g)
    assert g.runner.tags == 1
    assert len(g.runner.hand) == 2
    # it stays on top of R&D
    assert g.corp.deck[0].title == "Snare!"


def test_snare_in_a_remote_works_while_unrezzed() -> None:
    g = scenario(corp={"hand": ["Snare!"]}, runner={"hand": FIVE})
    corp_install(g, "Snare!", "new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    act(g, "pass")  # the Corp leaves Snare! unrezzed as the Runner approaches the server
    assert "The Runner accesses Snare! in Server 1." in g.log
    _snare_paid(g)
    assert g.runner.tags == 1
    assert len(g.runner.hand) == 2


def test_snare_does_nothing_when_accessed_in_archives() -> None:
    # Snare! is discarded facedown at the end of the Corp's turn (6 cards in HQ)
    g = scenario(corp={"hand": ["Snare!"] + ["Hedge Fund"] * 5}, runner={"hand": FIVE})
    to_runner_turn(g)
    assert [c.title for c in g.corp.discard] == ["Snare!"]
    assert g.view("runner")["corp"]["discard"][0]["title"] is None
    act(g, "run", server="Archives")
    assert any("Snare!" in line and "in Archives" in line for line in g.log)
    assert g.decision is not None and g.decision.player == "runner"
    assert options(g, "ability", card="Snare!") == []
    assert g.runner.tags == 0
    assert len(g.runner.hand) == 5
    assert g.run is None


def test_snare_corp_may_decline_to_pay() -> None:
    g = scenario(corp={"hand": ["Snare!"]}, runner={"hand": FIVE})
    to_runner_turn(g)
    corp_credits = g.corp.credits
    act(g, "run", server="HQ")
    assert options(g, "ability", card="Snare!")
    act(g, "pass")
    assert g.corp.credits == corp_credits
    assert g.runner.tags == 0
    assert len(g.runner.hand) == 5


def test_snare_needs_4_credits() -> None:
    g = scenario(corp={"hand": ["Snare!"], "credits": 0}, runner={"hand": FIVE})
    to_runner_turn(g)  # the Corp ends its turn with 3 credits
    act(g, "run", server="HQ")
    assert "The Corp cannot pay 4 credits for Snare!." in g.log
    assert options(g, "ability", card="Snare!") == []
    assert g.runner.tags == 0
    assert len(g.runner.hand) == 5


# ---------------------------------------------------------------------- Scorched Earth


def test_scorched_earth_is_not_offered_while_runner_is_untagged() -> None:
    g = scenario(corp={"hand": ["Scorched Earth"], "credits": 10})
    assert options(g, "credit")  # the Corp's action decision
    assert options(g, "play", card="Scorched Earth") == []


def test_scorched_earth_does_4_meat_damage_to_a_tagged_runner() -> None:
    g = scenario(corp={"hand": ["Scorched Earth"], "credits": 5}, runner={"hand": FIVE, "tags": 1})
    act(g, "play", card="Scorched Earth")
    assert g.corp.credits == 2
    r = g.view("runner")["runner"]
    assert r["hand_size"] == 1
    assert len(r["discard"]) == 4
    assert not g.over
    assert any(line.startswith("The Runner takes 4 meat damage") for line in g.log)


def test_scorched_earth_flatlines_a_runner_with_fewer_than_4_cards() -> None:
    g = scenario(
        corp={"hand": ["Scorched Earth"], "credits": 5},
        runner={"hand": ["Sure Gamble", "Diesel", "Infiltration"], "tags": 1},
    )
    act(g, "play", card="Scorched Earth")
    assert g.over
    assert g.winner == "corp"
    assert g.win_reason == "flatline"
    assert g.decision is None

"""Rules scenarios: setup, the turn structure and the basic actions (ANR 2012 Core Set)."""

from __future__ import annotations

import netrunner
from netrunner.testing import act, end_turn, options, pass_until, scenario

STARTERS = {"corp": "starter:jinteki", "runner": "starter:shaper"}


def new_game(seed: int = 3) -> netrunner.Game:
    return netrunner.Game.new(corp=STARTERS["corp"], runner=STARTERS["runner"], seed=seed)


def kinds(game: netrunner.Game) -> list[str]:
    assert game.decision is not None
    return [o.kind for o in game.decision.options]


def to_runner_turn(game: netrunner.Game) -> None:
    """From the Corp's action phase to the Runner's first action decision."""
    end_turn(game)
    assert game.active == "runner" and game.decision is not None
    assert game.decision.player == "runner"


def to_corp_turn(game: netrunner.Game) -> None:
    """From the Runner's action phase to the Corp's next action decision."""
    end_turn(game)
    assert game.active == "corp" and game.decision is not None
    assert game.decision.player == "corp"


# ---------------------------------------------------------------------- setup


def test_setup_each_player_starts_with_5_credits_and_5_cards() -> None:
    g = new_game()
    for side in ("corp", "runner"):
        v = g.view(side)
        assert v["corp"]["credits"] == 5
        assert v["runner"]["credits"] == 5
        assert v["corp"]["hand_size"] == 5
        assert v["runner"]["hand_size"] == 5
    assert len(g.view("corp")["corp"]["hand"]) == 5
    assert len(g.view("runner")["runner"]["hand"]) == 5


def test_setup_corp_decides_mulligan_first_then_runner() -> None:
    g = new_game()
    assert g.decision is not None
    assert g.decision.player == "corp"
    assert sorted(kinds(g)) == ["keep", "mulligan"]
    act(g, "keep")
    assert g.decision.player == "runner"
    assert sorted(kinds(g)) == ["keep", "mulligan"]
    act(g, "keep")
    assert g.decision.player == "corp"
    assert "keep" not in kinds(g) and "mulligan" not in kinds(g)


def test_mulligan_shuffles_the_hand_back_and_draws_5_new_cards() -> None:
    g = new_game(seed=3)
    old_hand = list(g.corp.hand)
    deck_size = len(g.corp.deck)
    before = sorted(c.title for c in g.corp.hand + g.corp.deck)
    act(g, "mulligan")
    assert len(g.corp.hand) == 5
    assert len(g.corp.deck) == deck_size
    # the old hand went back into R&D (the same cards are now in R&D or drawn again)
    assert sorted(c.title for c in g.corp.hand + g.corp.deck) == before
    assert [c.title for c in g.corp.hand] != [c.title for c in old_hand]
    assert "The Corp takes a mulligan." in g.log


def test_mulligan_only_once_per_player() -> None:
    g = new_game()
    act(g, "mulligan")
    assert g.decision is not None and g.decision.player == "runner"
    act(g, "mulligan")
    assert g.runner.mulliganed and g.corp.mulliganed
    # straight to the Corp's first turn: nobody is offered a second mulligan
    assert g.decision.player == "corp"
    assert "mulligan" not in kinds(g)
    assert g.view("corp")["phase"] == "action"


def test_corp_takes_the_first_turn_and_draws() -> None:
    g = new_game()
    act(g, "keep")
    act(g, "keep")
    v = g.view("corp")
    assert v["turn"] == 1
    assert v["active"] == "corp"
    assert v["corp"]["hand_size"] == 6
    assert v["corp"]["clicks"] == 3
    assert v["runner"]["clicks"] == 0


def test_runner_gets_4_clicks_on_their_turn() -> None:
    g = new_game()
    act(g, "keep")
    act(g, "keep")
    to_runner_turn(g)
    v = g.view("runner")
    assert v["active"] == "runner"
    assert v["runner"]["clicks"] == 4
    assert v["corp"]["clicks"] == 0


# ---------------------------------------------------------------------- turns


def test_corp_mandatory_draw_at_turn_start() -> None:
    g = scenario(corp={"deck": ["Hedge Fund", "Ice Wall", "Enigma"]})
    assert g.view("corp")["corp"]["hand_size"] == 0  # the scenario skips the first draw
    to_runner_turn(g)
    to_corp_turn(g)
    v = g.view("corp")
    assert v["turn"] == 2
    assert [c["title"] for c in v["corp"]["hand"]] == ["Hedge Fund"]
    assert v["corp"]["deck_size"] == 2
    assert "The Corp draws 1 card." in g.log


def test_corp_drawing_from_empty_rd_gives_runner_the_win() -> None:
    g = scenario(corp={"deck": []})
    assert "draw" not in kinds(g)  # no click to draw from an empty R&D
    to_runner_turn(g)
    assert not g.over
    end_turn(g)
    assert g.over
    assert g.decision is None
    assert g.winner == "runner"
    assert g.win_reason == "rd_empty"


def test_corp_discards_down_to_max_hand_size_at_end_of_turn() -> None:
    g = scenario(corp={"hand": ["Ice Wall"] * 4 + ["Enigma"] * 3})
    for _ in range(3):
        act(g, "credit")
    act(g, "pass")  # end of the action phase
    d = g.decision
    assert d is not None and d.player == "corp"
    assert set(kinds(g)) == {"discard"}
    assert {o.card for o in d.options} == {"Ice Wall", "Enigma"}
    act(g, "discard", card="Enigma")
    act(g, "discard", card="Ice Wall")
    v = g.view("corp")
    assert v["corp"]["hand_size"] == 5
    # the Corp discards facedown: the Runner sees two cards in Archives, not which
    assert [c["title"] for c in g.view("runner")["corp"]["discard"]] == [None, None]
    assert sorted(c["title"] for c in v["corp"]["discard"]) == ["Enigma", "Ice Wall"]
    assert g.decision is not None and g.decision.player == "runner"


def test_runner_discards_down_to_max_hand_size_at_end_of_turn() -> None:
    g = scenario(runner={"hand": ["Sure Gamble"] * 5 + ["Diesel"] * 2})
    to_runner_turn(g)
    for _ in range(4):
        act(g, "credit")
    d = g.decision
    assert d is not None and d.player == "runner"
    assert set(kinds(g)) == {"discard"}
    act(g, "discard", card="Diesel")
    act(g, "discard", card="Diesel")
    v = g.view("runner")
    assert v["runner"]["hand_size"] == 5
    assert [c["title"] for c in g.view("corp")["runner"]["discard"]] == ["Diesel", "Diesel"]
    assert g.active == "corp"


def test_brain_damage_lowers_runner_max_hand_size() -> None:
    g = scenario(runner={"hand": ["Sure Gamble"] * 5})
    assert g.view("runner")["runner"]["max_hand_size"] == 5
    g.runner.brain_damage = 2
    assert g.view("runner")["runner"]["max_hand_size"] == 3
    to_runner_turn(g)
    for _ in range(4):
        act(g, "credit")
    act(g, "discard", card="Sure Gamble")
    act(g, "discard", card="Sure Gamble")
    assert g.view("runner")["runner"]["hand_size"] == 3
    assert g.active == "corp" and not g.over


def test_max_hand_size_below_zero_at_end_of_runner_turn_flatlines() -> None:
    g = scenario(runner={"hand": ["Sure Gamble"]})
    g.runner.brain_damage = 6
    assert g.view("runner")["runner"]["max_hand_size"] == -1
    to_runner_turn(g)
    assert not g.over
    for _ in range(4):
        act(g, "credit")
    # the whole grip is discarded (the maximum is below zero), then the Runner is flatlined
    act(g, "discard", card="Sure Gamble")
    assert g.view("corp")["runner"]["hand_size"] == 0
    assert g.over
    assert g.winner == "corp"
    assert g.win_reason == "flatline"


def test_clicks_only_during_own_action_phase() -> None:
    g = scenario(runner={"credits": 10, "hand": ["Magnum Opus"]}, corp={"hand": ["PAD Campaign"]})
    click_kinds = {"credit", "draw", "install", "play", "run", "advance", "purge", "remove_tag"}
    act(g, "install", card="PAD Campaign", server="new remote")
    to_runner_turn(g)
    act(g, "install", card="Magnum Opus")
    pass_until(g, "runner")  # the Corp's window before each of the Runner's actions
    assert options(g, "ability", card="Magnum Opus")  # a click ability on the Runner's own turn
    act(g, "run", server="HQ")  # the Corp may rez as the Runner approaches HQ
    corp_windows = 0
    # finish the Runner's turn and play the Corp's, watching every decision
    for _ in range(200):
        d = g.decision
        assert d is not None
        if g.active == "corp" and d.player == "corp" and options(g, "credit"):
            break
        if d.player == "corp":
            corp_windows += 1
            assert not click_kinds & {o.kind for o in d.options}
        ks = [o.kind for o in d.options]
        g.choose(ks.index("credit") if "credit" in ks else ks.index("pass"))
    else:
        raise AssertionError("the Corp's turn never came")
    assert corp_windows >= 1
    # on the Corp's turn the Runner has no clicks, and none of its click abilities are offered
    v = g.view("runner")
    assert v["runner"]["clicks"] == 0
    assert not any(o.card == "Magnum Opus" for o in g.decision.options)


def test_all_clicks_must_be_spent_no_pass_while_clicks_remain() -> None:
    g = scenario()
    for clicks in (3, 2, 1):
        assert g.corp.clicks == clicks
        assert "pass" not in kinds(g)
        act(g, "credit")
    assert g.corp.clicks == 0
    assert "pass" in kinds(g)
    act(g, "pass")
    assert g.active == "runner"
    for clicks in (4, 3, 2, 1):
        assert g.runner.clicks == clicks
        assert "pass" not in kinds(g)
        act(g, "credit")
    assert g.active == "corp" or g.decision.player == "corp"


# ---------------------------------------------------------------------- basic actions


def test_click_credit_gains_1_credit() -> None:
    g = scenario(corp={"credits": 5})
    act(g, "credit")
    v = g.view("corp")
    assert v["corp"]["credits"] == 6
    assert v["corp"]["clicks"] == 2
    to_runner_turn(g)
    before = g.runner.credits
    act(g, "credit")
    assert g.view("runner")["runner"]["credits"] == before + 1
    assert g.view("runner")["runner"]["clicks"] == 3


def test_click_draw_draws_1_card() -> None:
    g = scenario(corp={"deck": ["Ice Wall", "Enigma"]}, runner={"deck": ["Diesel", "Sure Gamble"]})
    act(g, "draw")
    v = g.view("corp")
    assert [c["title"] for c in v["corp"]["hand"]] == ["Ice Wall"]
    assert v["corp"]["deck_size"] == 1 and v["corp"]["clicks"] == 2
    to_runner_turn(g)
    act(g, "draw")
    v = g.view("runner")
    assert [c["title"] for c in v["runner"]["hand"]] == ["Diesel"]
    assert v["runner"]["deck_size"] == 1 and v["runner"]["clicks"] == 3


def test_play_operation_pays_cost_and_goes_to_archives() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"], "credits": 5})
    act(g, "play", card="Hedge Fund")
    v = g.view("runner")
    assert v["corp"]["credits"] == 5 - 5 + 9
    assert v["corp"]["clicks"] == 2
    assert v["corp"]["hand_size"] == 0
    assert [c["title"] for c in v["corp"]["discard"]] == ["Hedge Fund"]
    assert "The Corp plays Hedge Fund." in g.log


def test_play_operation_not_offered_without_credits_for_its_cost() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"], "credits": 4})
    assert not options(g, "play")
    act(g, "credit")
    assert options(g, "play", card="Hedge Fund")


def test_play_event_pays_cost_and_goes_to_heap() -> None:
    g = scenario(runner={"hand": ["Sure Gamble"], "credits": 5})
    to_runner_turn(g)
    act(g, "play", card="Sure Gamble")
    v = g.view("corp")
    assert v["runner"]["credits"] == 5 - 5 + 9
    assert v["runner"]["clicks"] == 3
    assert v["runner"]["hand_size"] == 0
    assert [c["title"] for c in v["runner"]["discard"]] == ["Sure Gamble"]


def test_remove_tag_costs_click_and_2_credits() -> None:
    g = scenario(runner={"tags": 2, "credits": 5})
    to_runner_turn(g)
    act(g, "remove_tag")
    v = g.view("corp")
    assert v["runner"]["tags"] == 1
    assert v["runner"]["credits"] == 3
    assert v["runner"]["clicks"] == 3


def test_remove_tag_not_offered_without_tags_or_2_credits() -> None:
    g = scenario(runner={"tags": 0})
    to_runner_turn(g)
    assert not options(g, "remove_tag")
    g2 = scenario(runner={"tags": 1, "credits": 1})
    to_runner_turn(g2)
    assert not options(g2, "remove_tag")


def test_trash_resource_while_tagged_costs_click_and_2_credits() -> None:
    g = scenario(runner={"tags": 1, "hand": ["Armitage Codebusting"]}, corp={"credits": 5})
    to_runner_turn(g)
    act(g, "install", card="Armitage Codebusting")
    to_corp_turn(g)
    credits = g.corp.credits
    act(g, "trash_resource", card="Armitage Codebusting")
    v = g.view("corp")
    assert v["corp"]["credits"] == credits - 2
    assert v["corp"]["clicks"] == 2
    assert v["runner"]["rig"]["resource"] == []
    assert [c["title"] for c in v["runner"]["discard"]] == ["Armitage Codebusting"]


def test_trash_resource_not_offered_when_runner_not_tagged() -> None:
    g = scenario(runner={"tags": 0, "hand": ["Armitage Codebusting"]}, corp={"credits": 5})
    to_runner_turn(g)
    act(g, "install", card="Armitage Codebusting")
    to_corp_turn(g)
    assert g.runner.resource
    assert not options(g, "trash_resource")


def test_purge_costs_3_clicks_and_removes_virus_counters() -> None:
    g = scenario(runner={"hand": ["Crypsis"], "credits": 5})
    to_runner_turn(g)
    act(g, "install", card="Crypsis")
    act(g, "ability", card="Crypsis")
    act(g, "ability", card="Crypsis")
    assert g.view("runner")["runner"]["rig"]["program"][0]["counters"]["virus"] == 2
    to_corp_turn(g)
    act(g, "purge")
    v = g.view("runner")
    assert v["runner"]["rig"]["program"][0]["counters"].get("virus", 0) == 0
    assert v["corp"]["clicks"] == 0
    assert "The Corp purges virus counters." in g.log


def test_purge_needs_3_clicks() -> None:
    g = scenario()
    assert options(g, "purge")
    act(g, "credit")
    assert not options(g, "purge")


def test_advance_costs_click_and_1_credit() -> None:
    g = scenario(corp={"hand": ["Ice Wall"], "credits": 2})
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "advance", card="Ice Wall")
    v = g.view("corp")
    assert v["corp"]["servers"]["HQ"]["ice"][0]["advancements"] == 1
    assert v["corp"]["credits"] == 1
    assert v["corp"]["clicks"] == 1
    act(g, "advance", card="Ice Wall")
    assert g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]["advancements"] == 2
    assert g.corp.credits == 0


def test_advance_not_offered_without_a_credit() -> None:
    g = scenario(corp={"hand": ["Ice Wall"], "credits": 0})
    act(g, "install", card="Ice Wall", server="HQ")
    assert not options(g, "advance")


def test_corp_click_ability_spends_clicks() -> None:
    g = scenario(corp={"hand": ["Melange Mining Corp."], "credits": 5})
    act(g, "install", card="Melange Mining Corp.", server="new remote")
    act(g, "rez", card="Melange Mining Corp.")
    assert g.corp.credits == 4 and g.corp.clicks == 2
    # 3 clicks: not usable with 2 clicks left
    assert not options(g, "ability", card="Melange Mining Corp.")
    to_runner_turn(g)
    to_corp_turn(g)
    credits = g.corp.credits
    act(g, "ability", card="Melange Mining Corp.")
    v = g.view("corp")
    assert v["corp"]["credits"] == credits + 7
    assert v["corp"]["clicks"] == 0


def test_runner_click_ability_spends_a_click() -> None:
    g = scenario(runner={"hand": ["Magnum Opus"], "credits": 5})
    to_runner_turn(g)
    act(g, "install", card="Magnum Opus")
    assert g.runner.credits == 0
    act(g, "ability", card="Magnum Opus")
    v = g.view("runner")
    assert v["runner"]["credits"] == 2
    assert v["runner"]["clicks"] == 2

"""corp-basics: the 1996 Corp agendas whose abilities work once scored (rules-diff 44), Priority
Requisition's free rez, and Corporate Retreat's ability lost for good once the Corp rezzes or
installs a card."""

from __future__ import annotations

from cards.helpers import corp_install, next_corp_turn, run_on, to_corp_turn, to_runner_turn
from classic.test_corp_cards import _card, _score
from netrunner.testing import act, options, scenario


def test_marine_arcology_scored_spends_two_actions_for_3_bits() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Marine Arcology"], "credits": 5})
    _score(g, "Marine Arcology")
    assert g.corp.clicks == 1 and options(g, "ability", card="Marine Arcology") == []
    next_corp_turn(g)
    [gain] = options(g, "ability", card="Marine Arcology")
    assert gain.cost.clicks == 2 and gain.label == "Marine Arcology: 2 actions: Gain 3 bits."
    bits = g.corp.credits
    g.choose(gain)
    assert g.corp.credits == bits + 3 and g.corp.clicks == 1


def test_political_overthrow_scored_gains_3_bits_an_action() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Political Overthrow"], "credits": 5})
    _score(g, "Political Overthrow")
    assert g.corp.agenda_points == 6
    bits = g.corp.credits
    act(g, "ability", card="Political Overthrow")
    assert g.corp.credits == bits + 3 and g.corp.clicks == 0


def test_private_cybernet_police_scored_traces_5_for_a_tag() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Private Cybernet Police"], "credits": 5},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    _score(g, "Private Cybernet Police")
    next_corp_turn(g)  # the Runner installs nothing: no link, the trace succeeds without bids
    act(g, "ability", card="Private Cybernet Police")
    assert "Private Cybernet Police initiates a trace with a trace limit of 5." in g.log
    assert g.runner.tags == 1


def test_private_cybernet_polices_trace_is_bid_against_the_runners_link() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Private Cybernet Police"], "credits": 10},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    _score(g, "Private Cybernet Police")
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    to_corp_turn(g)
    act(g, "ability", card="Private Cybernet Police")
    assert [o.amount for o in options(g, "trace")] == [0, 1, 2, 3, 4, 5]  # the limit: 5
    act(g, "trace", amount=2)
    act(g, "link", card="Baedeker's Net Map", amount=3)  # base link 1 free, +2 for 2 bits
    assert "Trace value 2 against link 3: the trace fails." in g.log
    assert g.runner.tags == 0


def test_on_call_solo_team_does_1_meat_damage_only_while_the_runner_is_tagged() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["On-Call Solo Team"], "credits": 5},
        runner={"hand": ["Score!"] * 3},
    )
    _score(g, "On-Call Solo Team")
    assert options(g, "ability", card="On-Call Solo Team") == []  # not tagged
    g.runner.tags = 1
    next_corp_turn(g)
    act(g, "ability", card="On-Call Solo Team")
    assert len(g.runner.hand) == 2 and "The Runner takes 1 meat damage" in " ".join(g.log)


def test_strike_force_kali_does_2_meat_damage_only_while_the_runner_is_tagged() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Strike Force Kali"], "credits": 5},
        runner={"hand": ["Score!"] * 3, "tags": 1},
    )
    _score(g, "Strike Force Kali")
    act(g, "ability", card="Strike Force Kali")
    assert len(g.runner.hand) == 1 and g.corp.clicks == 0
    g.runner.tags = 0
    next_corp_turn(g)
    assert options(g, "ability", card="Strike Force Kali") == []


def test_polymer_breakthrough_scored_gives_1_bit_at_the_start_of_each_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Polymer Breakthrough"], "credits": 5})
    _score(g, "Polymer Breakthrough")
    bits = g.corp.credits
    next_corp_turn(g)  # 1 bit for the spare action, then 1 as the turn begins
    assert g.corp.credits == bits + 2
    assert "The Corp gains 1 bit (Polymer Breakthrough)." in g.log


def test_priority_requisition_rezzes_a_piece_of_ice_at_no_cost_when_scored() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Priority Requisition", "Fire Wall"], "credits": 5}
    )
    corp_install(g, "Fire Wall", "HQ")
    act(g, "install", card="Priority Requisition", server="new remote")
    agenda = _card(g, "Priority Requisition")
    g.add_advancements(agenda, 4)
    act(g, "advance", card="Priority Requisition")
    act(g, "score", card="Priority Requisition")
    assert g.decision is not None and g.decision.kind == "rez"
    bits = g.corp.credits
    act(g, "rez", card="Fire Wall")
    assert _card(g, "Fire Wall").rezzed and g.corp.credits == bits  # Fire Wall's 5 not paid


def test_priority_requisition_may_rez_nothing() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Priority Requisition", "Fire Wall"], "credits": 5}
    )
    corp_install(g, "Fire Wall", "HQ")
    _score(g, "Priority Requisition")
    act(g, "pass")
    assert not _card(g, "Fire Wall").rezzed


# ---------------------------------------------------------------------- Corporate Retreat


def test_corporate_retreat_scored_gains_2_bits_an_action_until_the_corp_installs() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Retreat", "Fire Wall"], "credits": 5})
    _score(g, "Corporate Retreat")  # installed before it was scored: the ability stays
    bits = g.corp.credits
    act(g, "ability", card="Corporate Retreat")
    assert g.corp.credits == bits + 2
    next_corp_turn(g)
    assert options(g, "ability", card="Corporate Retreat")
    corp_install(g, "Fire Wall", "HQ")
    assert "Corporate Retreat loses its ability for good." in g.log
    assert options(g, "ability", card="Corporate Retreat") == []
    next_corp_turn(g)
    assert options(g, "ability", card="Corporate Retreat") == []  # for good
    [retreat] = g.view("runner")["corp"]["scored"]
    assert retreat["counters"] == {"ability_lost": 1}  # both sides see it is gone


def test_corporate_retreat_loses_its_ability_when_the_corp_rezzes_a_card() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Corporate Retreat", "Rustbelt HQ Branch"], "credits": 5},
    )
    act(g, "install", card="Rustbelt HQ Branch", server="new remote")
    _score(g, "Corporate Retreat")
    next_corp_turn(g)
    act(g, "pass")  # the start-of-turn window (rezzing there would lose it too)
    assert options(g, "ability", card="Corporate Retreat")
    act(g, "rez", card="Rustbelt HQ Branch")
    assert options(g, "ability", card="Corporate Retreat") == []


def test_corporate_retreat_keeps_its_ability_when_the_runner_installs() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Corporate Retreat"], "credits": 5},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    _score(g, "Corporate Retreat")
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    to_corp_turn(g)
    assert options(g, "ability", card="Corporate Retreat")


def test_corporate_retreat_loses_its_ability_on_a_rez_during_a_run() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Retreat", "Data Wall"], "credits": 5})
    corp_install(g, "Data Wall", "HQ")
    _score(g, "Corporate Retreat")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Data Wall")
    assert _card(g, "Corporate Retreat").counters == {"ability_lost": 1}

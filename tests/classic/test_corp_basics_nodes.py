"""corp-basics: the 1996 nodes that give bits, cards, actions, advancements, hand size, traces and
meat damage, Krumz's bit for traces and Newsgroup Taunting's toll on each run."""

from __future__ import annotations

from cards.helpers import (
    finish_run,
    next_corp_turn,
    to_corp_turn,
    to_runner_turn,
)
from classic.test_corp_cards import _card
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _rezzed(title: str, credits: int = 10, tags: int = 0) -> Game:
    """The Corp installs the node ``title`` in a new fort and rezzes it (the Runner has
    ``tags``)."""
    g = scenario(
        ruleset="classic",
        corp={"hand": [title], "credits": credits},
        runner={"hand": ["Score!"] * 3, "tags": tags},
    )
    act(g, "install", card=title, server="new remote")
    act(g, "rez", card=title)
    return g


# ---------------------------------------------------------------------- bits


def test_bbs_whispering_campaign_holds_16_bits_and_gives_2_an_action() -> None:
    g = _rezzed("BBS Whispering Campaign", credits=0)
    bbs = _card(g, "BBS Whispering Campaign")
    assert bbs.counters["credit"] == 16
    act(g, "ability", card="BBS Whispering Campaign")
    assert g.corp.credits == 2 and bbs.counters["credit"] == 14


def test_bbs_whispering_campaign_is_trashed_once_its_bits_are_gone() -> None:
    g = _rezzed("BBS Whispering Campaign", credits=0)
    g.set_counters(_card(g, "BBS Whispering Campaign"), "credit", 2)  # seven actions later
    act(g, "ability", card="BBS Whispering Campaign")
    assert g.corp.credits == 2
    assert [c.title for c in g.corp.discard] == ["BBS Whispering Campaign"]
    assert "BBS Whispering Campaign has no bits left and is trashed." in g.log


def test_braindance_campaign_holds_12_bits_and_gives_2_at_the_start_of_each_turn() -> None:
    g = _rezzed("Braindance Campaign", credits=6)
    assert g.corp.credits == 0 and _card(g, "Braindance Campaign").counters["credit"] == 12
    next_corp_turn(g)
    assert _card(g, "Braindance Campaign").counters["credit"] == 10
    assert g.corp.credits == 2 + 2  # two spare actions, then 2 bits as the turn begins


def test_south_african_mining_corp_spends_three_actions_for_6_bits() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["South African Mining Corp"], "credits": 0})
    act(g, "install", card="South African Mining Corp", server="new remote")
    act(g, "rez", card="South African Mining Corp")
    assert options(g, "ability", card="South African Mining Corp") == []  # 2 actions left
    next_corp_turn(g)
    [mine] = options(g, "ability", card="South African Mining Corp")
    assert mine.cost.clicks == 3
    bits = g.corp.credits
    g.choose(mine)
    assert g.corp.credits == bits + 6 and g.corp.clicks == 0


def test_information_laundering_trashes_itself_for_4_bits_per_advancement_counter() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Information Laundering"], "credits": 2})
    act(g, "install", card="Information Laundering", server="new remote")
    act(g, "advance", card="Information Laundering")  # unrezzed: it may be advanced
    act(g, "rez", card="Information Laundering")
    act(g, "advance", card="Information Laundering")  # and once rezzed
    assert g.corp.credits == 0
    next_corp_turn(g)
    bits = g.corp.credits
    act(g, "ability", card="Information Laundering")
    assert g.corp.credits == bits + 8
    assert [c.title for c in g.corp.discard] == ["Information Laundering"]
    assert "The Corp gains 8 bits (Information Laundering)." in g.log


def test_information_laundering_without_counters_gives_nothing() -> None:
    g = _rezzed("Information Laundering", credits=0)
    act(g, "ability", card="Information Laundering")
    assert g.corp.credits == 0 and [c.title for c in g.corp.discard] == ["Information Laundering"]


def test_krumz_gives_a_bit_only_for_traces_replaced_at_the_start_of_the_corps_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Krumz", "Blood Cat"], "credits": 6},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    act(g, "install", card="Krumz", server="new remote")
    act(g, "install", card="Blood Cat", server="new remote")
    act(g, "rez", card="Krumz")
    act(g, "rez", card="Blood Cat")
    krumz = _card(g, "Krumz")
    assert g.corp.credits == 0 and krumz.counters["recurring"] == 1
    assert g.spendable("corp") == 0 and g.spendable("corp", "trace") == 1
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    to_corp_turn(g)
    bits = g.corp.credits
    act(g, "ability", card="Blood Cat")
    assert [o.amount for o in options(g, "trace")][-1] == bits + 1  # Krumz's bit too
    act(g, "trace", amount=1)
    act(g, "link", amount=0)  # no link
    assert g.runner.tags == 1
    assert krumz.counters["recurring"] == 0 and g.corp.credits == bits  # Krumz's bit went first
    next_corp_turn(g)
    assert krumz.counters["recurring"] == 1


# ---------------------------------------------------------------------- cards, hand size


def test_esa_contract_draws_two_cards_an_action() -> None:
    g = _rezzed("ESA Contract", credits=0)
    act(g, "ability", card="ESA Contract")
    assert len(g.corp.hand) == 2 and g.corp.clicks == 1


def test_euromarket_consortium_raises_hand_size_by_2_and_draws_two_for_a_bit() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Euromarket Consortium"], "credits": 3})
    act(g, "install", card="Euromarket Consortium", server="new remote")
    assert g.hand_size("corp") == 5  # not before it is rezzed
    act(g, "rez", card="Euromarket Consortium")
    assert g.hand_size("corp") == 7
    [draw] = options(g, "ability", card="Euromarket Consortium")
    assert draw.cost.clicks == 1 and draw.cost.credits == 1
    g.choose(draw)
    assert len(g.corp.hand) == 2 and g.corp.credits == 0


def test_rustbelt_hq_branch_raises_the_corps_hand_size_by_2() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Rustbelt HQ Branch"], "credits": 0})
    act(g, "install", card="Rustbelt HQ Branch", server="new remote")
    act(g, "rez", card="Rustbelt HQ Branch")
    assert g.view("corp")["corp"]["max_hand_size"] == 7


# ---------------------------------------------------------------------- actions


def test_remote_facility_gives_an_action_at_once_when_rezzed_and_each_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Remote Facility"], "credits": 5})
    act(g, "install", card="Remote Facility", server="new remote")
    act(g, "rez", card="Remote Facility")
    assert g.corp.clicks == 3  # 2 left, and 1 more this turn
    assert "The Corp gains 1 action (Remote Facility)." in g.log
    next_corp_turn(g)
    assert g.corp.clicks == 4


def test_remote_facility_rezzed_at_the_start_of_the_turn_gives_one_action() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Remote Facility"], "credits": 5})
    act(g, "install", card="Remote Facility", server="new remote")
    next_corp_turn(g)
    assert g.decision is not None and g.decision.kind == "paid_abilities"  # the start window
    act(g, "rez", card="Remote Facility")
    assert g.decision is not None and g.decision.kind == "action"
    assert g.corp.clicks == 4  # once this turn, not again as its start-of-turn ability


def test_remote_facility_rezzed_in_the_runners_turn_gives_its_action_on_the_corps() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Remote Facility"], "credits": 5})
    act(g, "install", card="Remote Facility", server="new remote")
    to_runner_turn(g)
    act(g, "credit")  # the Runner's first action; the Corp's window before the next
    assert g.decision is not None and g.decision.player == "corp"
    g.choose(options(g, "rez", card="Remote Facility")[0])
    assert g.corp.clicks == 0
    to_corp_turn(g)
    assert g.corp.clicks == 4


def test_chicago_branch_adds_two_advancement_counters_for_an_action_and_3_bits() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Chicago Branch", "Tycho Extension"], "credits": 5}
    )
    act(g, "install", card="Chicago Branch", server="new remote")
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "rez", card="Chicago Branch")
    [use] = options(g, "ability", card="Chicago Branch")
    assert use.cost.clicks == 1 and use.cost.credits == 3
    g.choose(use)
    act(g, "choose", card="Tycho Extension")
    assert _card(g, "Tycho Extension").advancements == 2 and g.corp.credits == 0


# ---------------------------------------------------------------------- traces, meat damage


def test_blood_cat_traces_5_for_a_tag_an_action() -> None:
    g = _rezzed("Blood Cat", credits=6)
    act(g, "ability", card="Blood Cat")
    assert "Blood Cat initiates a trace with a trace limit of 5." in g.log
    assert g.runner.tags == 1


def test_solo_squad_does_1_meat_damage_only_while_the_runner_is_tagged() -> None:
    g = _rezzed("Solo Squad", credits=0)
    assert options(g, "ability", card="Solo Squad") == []
    g = _rezzed("Solo Squad", credits=0, tags=1)
    act(g, "ability", card="Solo Squad")
    assert "The Runner takes 1 meat damage" in " ".join(g.log) and len(g.runner.hand) == 2


# ---------------------------------------------------------------------- runs


def test_newsgroup_taunting_makes_the_runner_pay_1_bit_at_the_start_of_each_run() -> None:
    g = _rezzed("Newsgroup Taunting", credits=1)
    to_runner_turn(g)
    bits = g.runner.credits
    act(g, "run", server="Archives")
    [pay, end] = options(g, "choose", card="Newsgroup Taunting")
    assert (pay.label, pay.cost.credits, end.label) == ("Pay 1 bit", 1, "End the run")
    g.choose(pay)
    assert "The Runner pays 1 bit (Newsgroup Taunting)." in g.log
    finish_run(g)
    act(g, "run", server="HQ")
    act(g, "choose", card="Newsgroup Taunting", target="pay")
    finish_run(g)
    assert g.runner.credits == bits - 2


def test_newsgroup_taunting_lets_the_runner_end_the_run_rather_than_pay() -> None:
    g = _rezzed("Newsgroup Taunting", credits=1)
    to_runner_turn(g)
    bits = g.runner.credits
    act(g, "run", server="HQ")
    act(g, "choose", card="Newsgroup Taunting", target="end the run")
    assert g.run is None and g.runner.credits == bits
    assert "The Runner does not pay: Newsgroup Taunting ends the run." in g.log


def test_newsgroup_taunting_ends_the_run_of_a_runner_without_bits() -> None:
    g = _rezzed("Newsgroup Taunting", credits=1)
    to_runner_turn(g)
    g.runner.credits = 0
    act(g, "run", server="HQ")
    assert g.run is None
    assert "The Runner cannot pay 1 bit: Newsgroup Taunting ends the run." in g.log
    assert not any("accesses" in line for line in g.log)

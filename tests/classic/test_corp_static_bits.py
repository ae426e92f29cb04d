"""Bits hosted on cards that stay when the bits run out (corp-static): scored agendas holding
bits, nodes that take bits from the bank and give them all back, Broker's one action a turn;
Corporate Boon's once-a-turn action; advancement counters spent and moved (Pacifica Regional AI,
Vapor Ops, Falsified-Transactions Expert)."""

from __future__ import annotations

from cards.helpers import next_corp_turn, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _score(g: Game, title: str, server: str = "new remote") -> None:
    """The Corp installs the agenda ``title`` from HQ and scores it: all but one of its
    advancement counters are put on as the scene's set-up, the last by an advance action."""
    act(g, "install", card=title, server=server)
    agenda = next(c for c in g.installed_corp_cards() if c.title == title)
    g.add_advancements(agenda, g.advancement_requirement(agenda) - 1)
    act(g, "advance", card=title)
    act(g, "score", card=title)


def _scored(g: Game, title: str) -> Card:
    return next(c for c in g.corp.scored if c.title == title)


def _installed(g: Game, title: str) -> Card:
    return next(c for c in (*g.installed_corp_cards(), *g.runner.rig()) if c.title == title)


# ---------------------------------------------------------------------- scored agendas with bits


def test_corporate_coup_holds_15_bits_and_gives_3_an_action_staying_when_empty() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Coup"], "credits": 1})
    _score(g, "Corporate Coup")
    coup = _scored(g, "Corporate Coup")
    assert coup.counters == {"credit": 15}
    [o] = options(g, "ability", card="Corporate Coup")
    assert o.cost.clicks == 1
    assert o.label == "Corporate Coup: 1 action: Take 3 bits from this card."
    g.choose(o)
    assert g.corp.credits == 3 and coup.counters["credit"] == 12
    assert "The Corp takes 3 bits from Corporate Coup (12 bits left on it)." in g.log
    g.set_counters(coup, "credit", 2)  # later in the game, as the scene's set-up
    next_corp_turn(g)
    act(g, "ability", card="Corporate Coup")  # only 2 left: it takes them
    assert coup.counters["credit"] == 0
    assert coup in g.corp.scored  # stays in the score area
    assert not options(g, "ability", card="Corporate Coup")  # nothing left to take


def test_political_coup_holds_12_bits_and_gives_3_an_action() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Political Coup"], "credits": 1})
    _score(g, "Political Coup")
    coup = _scored(g, "Political Coup")
    assert coup.counters == {"credit": 12}
    act(g, "ability", card="Political Coup")
    assert coup.counters["credit"] == 9 and g.corp.credits == 3


def test_detroit_police_contract_gives_2_bits_at_the_start_of_each_turn_until_empty() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Detroit Police Contract"], "credits": 1})
    _score(g, "Detroit Police Contract")
    dpc = _scored(g, "Detroit Police Contract")
    assert dpc.counters == {"credit": 12}
    act(g, "credit")
    to_runner_turn(g)
    to_corp_turn(g)
    assert dpc.counters["credit"] == 10
    assert "The Corp takes 2 bits from Detroit Police Contract (10 bits left on it)." in g.log
    g.set_counters(dpc, "credit", 1)
    next_corp_turn(g)
    assert dpc.counters["credit"] == 0 and dpc in g.corp.scored
    lines = len(g.log)
    next_corp_turn(g)
    assert not any("Detroit Police Contract" in line for line in g.log[lines:])


# ---------------------------------------------------------------------- nodes with bits


def test_department_of_truth_enhancement_puts_3_bits_on_itself_and_gives_them_all_back() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Department of Truth Enhancement"]})
    act(g, "install", card="Department of Truth Enhancement", server="new remote")
    act(g, "rez", card="Department of Truth Enhancement")  # 2 bits: 3 left
    assert len(options(g, "ability", card="Department of Truth Enhancement")) == 1  # empty
    act(g, "ability", label="Department of Truth Enhancement: 1 action: Place 3 bits on this card.")
    act(g, "ability", label="Department of Truth Enhancement: 1 action: Place 3 bits on this card.")
    dote = _installed(g, "Department of Truth Enhancement")
    assert dote.counters == {"credit": 6}
    next_corp_turn(g)
    bits = g.corp.credits
    act(
        g,
        "ability",
        label="Department of Truth Enhancement: 1 action: Take all the bits from this card.",
    )
    assert g.corp.credits == bits + 6 and dote.counters["credit"] == 0
    assert dote.installed  # an empty card stays


def test_spinn_public_relations_gives_1_bit_at_the_start_of_each_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Spinn (R) Public Relations"]})
    act(g, "install", card="Spinn (R) Public Relations", server="new remote")
    act(g, "rez", card="Spinn (R) Public Relations")
    act(g, "ability", card="Spinn (R) Public Relations")
    spinn = _installed(g, "Spinn (R) Public Relations")
    assert spinn.counters == {"credit": 3}
    next_corp_turn(g)
    assert spinn.counters["credit"] == 2
    assert "The Corp takes 1 bit from Spinn (R) Public Relations (2 bits left on it)." in g.log


def test_broker_takes_only_one_action_a_turn() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Broker"], "credits": 3})
    to_runner_turn(g)
    act(g, "install", card="Broker")
    act(
        g,
        "ability",
        label="Broker: 1 action: Place 3 bits on this card. Use this ability only once each turn.",
    )
    broker = _installed(g, "Broker")
    assert broker.counters == {"credit": 3}
    assert not options(g, "ability", card="Broker")  # one action to use Broker this turn
    to_corp_turn(g)
    to_runner_turn(g)
    assert len(options(g, "ability", card="Broker")) == 2
    act(
        g,
        "ability",
        label="Broker: 1 action: Take all the bits from this card. Use this ability only once"
        " each turn.",
    )
    assert g.runner.credits == 2 + 3  # 2 bits from its last 2 actions, 3 from Broker
    assert broker.counters["credit"] == 0 and broker.installed
    assert not options(g, "ability", card="Broker")


# ---------------------------------------------------------------------- Corporate Boon


def test_corporate_boon_gives_an_action_once_a_turn_for_each_of_its_4_counters() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Boon"], "credits": 1})
    _score(g, "Corporate Boon")
    boon = _scored(g, "Corporate Boon")
    assert boon.counters == {"boon": 4} and g.corp.clicks == 1
    [o] = options(g, "ability", card="Corporate Boon")
    assert o.cost.counter == "boon" and o.cost.counters == 1 and o.cost.clicks == 0
    g.choose(o)
    assert g.corp.clicks == 2 and boon.counters["boon"] == 3
    assert not options(g, "ability", card="Corporate Boon")  # once this turn
    to_runner_turn(g)
    # in the Runner's turn the Corp has no window for it: the Runner acts at once
    assert g.decision is not None and g.decision.player == "runner"
    to_corp_turn(g)
    act(g, "ability", card="Corporate Boon")
    assert g.corp.clicks == 4 and boon.counters["boon"] == 2


def test_corporate_boon_at_the_end_of_the_turn_gives_one_more_action() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corporate Boon"], "credits": 1})
    _score(g, "Corporate Boon")
    act(g, "credit")  # the last action
    d = g.decision
    assert d is not None and d.params == {"clicks": 0}
    act(g, "ability", card="Corporate Boon")
    assert g.decision is not None and g.decision.params == {"clicks": 1}


# ---------------------------------------------------------------------- advancement counters


def test_pacifica_regional_ai_spends_an_advancement_counter_for_an_action() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Pacifica Regional AI"], "credits": 5})
    act(g, "install", card="Pacifica Regional AI", server="new remote")
    act(g, "advance", card="Pacifica Regional AI")  # before it is rezzed
    act(g, "rez", card="Pacifica Regional AI")
    act(g, "advance", card="Pacifica Regional AI")  # and after
    ai = _installed(g, "Pacifica Regional AI")
    assert ai.advancements == 2 and g.corp.clicks == 0
    [o] = options(g, "ability", card="Pacifica Regional AI")
    assert o.cost.counter == "advancement" and o.cost.counters == 1
    g.choose(o)
    assert g.corp.clicks == 1 and ai.advancements == 1
    assert "The Corp gains 1 action (Pacifica Regional AI)." in g.log


def test_pacifica_regional_ai_gives_no_action_in_the_runners_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Pacifica Regional AI"], "credits": 5})
    act(g, "install", card="Pacifica Regional AI", server="new remote")
    act(g, "rez", card="Pacifica Regional AI")
    g.add_advancements(_installed(g, "Pacifica Regional AI"), 1)
    to_runner_turn(g)
    assert g.decision is not None and g.decision.player == "runner"  # no Corp window


def test_vapor_ops_spends_an_advancement_counter_for_a_bit_even_in_the_runners_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Vapor Ops", "Accounts Receivable"]})
    act(g, "install", card="Vapor Ops", server="new remote")
    act(g, "rez", card="Vapor Ops")
    act(g, "advance", card="Vapor Ops")
    act(g, "advance", card="Vapor Ops")
    vapor = _installed(g, "Vapor Ops")
    to_runner_turn(g)
    act(g, "credit")  # the Corp's window before the Runner's next action
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "paid_abilities"
    bits = g.corp.credits
    act(g, "ability", label="Vapor Ops: Remove 1 advancement counter: Gain 1 bit.")
    assert g.corp.credits == bits + 1 and vapor.advancements == 1


def test_vapor_ops_moves_any_number_of_its_counters_to_another_card_that_can_be_advanced() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Vapor Ops", "Tycho Extension", "Fire Wall"], "credits": 5},
    )
    act(g, "install", card="Vapor Ops", server="new remote")
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Fire Wall", server="HQ")
    vapor = _installed(g, "Vapor Ops")
    g.set_rezzed(vapor, True)
    g.add_advancements(vapor, 3)  # the scene's set-up
    next_corp_turn(g)
    act(
        g,
        "ability",
        card="Vapor Ops",
        label="Vapor Ops: 1 action: Move any number of advancement counters from this card to"
        " another installed card that can be advanced.",
    )
    d = g.decision
    assert d is not None and [o.label for o in d.options] == [
        "Move them to Tycho Extension in Server 2"
    ]
    act(g, "choose", label="Move them to Tycho Extension in Server 2")
    assert [o.amount for o in options(g, "choose")] == [1, 2, 3]
    act(g, "choose", amount=3)
    tycho = _installed(g, "Tycho Extension")
    assert tycho.advancements == 3 and vapor.advancements == 0
    assert (
        "Vapor Ops: the Corp moves 3 advancement counters from Vapor Ops in Server 1 to a card"
        " in Server 2 (3 advancement counters there)." in g.log
    )


def test_falsified_transactions_expert_moves_up_to_three_counters_from_one_card_to_another() -> (
    None
):
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Tycho Extension", "Hostile Takeover", "Falsified-Transactions Expert"],
            "credits": 5,
        },
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Hostile Takeover", server="new remote")
    g.add_advancements(_installed(g, "Tycho Extension"), 4)
    act(g, "play", card="Falsified-Transactions Expert")
    assert [o.label for o in options(g, "choose")] == [
        "Move counters from Tycho Extension in Server 1 (4 advancement counters)"
    ]
    act(g, "choose", card="Tycho Extension")
    act(g, "choose", card="Hostile Takeover")
    assert [o.amount for o in options(g, "choose")] == [1, 2, 3]  # up to three
    act(g, "choose", amount=3)
    assert _installed(g, "Hostile Takeover").advancements == 3
    assert _installed(g, "Tycho Extension").advancements == 1
    act(g, "score", card="Hostile Takeover")
    assert g.corp.agenda_points == 1

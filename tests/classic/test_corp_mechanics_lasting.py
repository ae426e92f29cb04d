"""Effects that outlast their card and game losses on cards (rules-diff 104: the 1996 game's
C-lasting): ACME Savings and Loan, Nevinyrral, Loan from Chiba, Quest for Cattekin. A game lost
to a card ends with the win reason "card"."""

from __future__ import annotations

from cards.helpers import (
    next_corp_turn,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, end_turn, options, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


# ---------------------------------------------------------------------- ACME Savings and Loan


def _acme(points: int = 1, credits: int = 0) -> Game:
    g = scenario(ruleset="classic", corp={"hand": ["ACME Savings and Loan"], "credits": credits})
    g.add_agenda_points("corp", points)
    act(g, "install", card="ACME Savings and Loan", server="new remote")
    return g


def test_rezzing_acme_costs_an_agenda_point_and_gives_12_bits_as_it_is_trashed() -> None:
    g = _acme()
    [rez] = options(g, "rez", card="ACME Savings and Loan")
    assert (rez.cost.credits, rez.cost.agenda_points) == (0, 1)
    act(g, "rez", card="ACME Savings and Loan")
    assert g.corp.agenda_points == 0 and g.corp.credits == 12
    assert [c.title for c in g.corp.discard] == ["ACME Savings and Loan"]
    assert g.view("runner")["corp"]["agenda_points"] == 0


def test_acme_cannot_be_rezzed_without_an_agenda_point() -> None:
    g = _acme(points=0, credits=5)
    assert options(g, "rez", card="ACME Savings and Loan") == []


def test_after_acme_the_corp_pays_1_bit_at_the_end_of_each_turn() -> None:
    g = _acme()
    act(g, "rez", card="ACME Savings and Loan")
    to_runner_turn(g)  # two actions left: 2 bits, 14 in all, then 1 paid
    assert g.corp.credits == 13
    assert "The Corp pays 1 bit (ACME Savings and Loan)." in g.log
    to_corp_turn(g)
    to_runner_turn(g)
    assert g.corp.credits == 13 - 1 + 3  # its draw is Accounts Receivable: bits from actions


def test_the_corp_loses_the_game_when_it_cannot_pay_acme_at_the_end_of_its_turn() -> None:
    g = _acme()
    act(g, "rez", card="ACME Savings and Loan")
    g.corp.credits = 0
    act(g, "draw")
    act(g, "draw")
    act(g, "pass")  # the turn ends
    assert g.over and g.winner == "runner" and g.win_reason == "card"
    assert g.view("corp")["win_reason"] == "card" and g.view("runner")["winner"] == "runner"
    assert (
        "ACME Savings and Loan: the Corp cannot pay 1 bit at the end of its turn and loses the game."
        in g.log
    )


def test_an_action_and_12_bits_end_acmes_effect_and_score_1_agenda_point() -> None:
    g = _acme(credits=1)
    act(g, "rez", card="ACME Savings and Loan")  # 13 bits
    [end] = options(g, "ability", card="ACME Savings and Loan")
    assert (end.cost.clicks, end.cost.credits) == (1, 12)
    g.choose(end)
    assert g.corp.credits == 1 and g.corp.agenda_points == 1
    to_runner_turn(g)
    assert g.corp.credits == 2  # one action left for a bit, and nothing paid
    assert options(g, "ability", card="ACME Savings and Loan") == []


# ---------------------------------------------------------------------- Nevinyrral


def test_nevinyrral_gives_an_action_each_turn_once_also_the_turn_it_is_rezzed() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Nevinyrral"], "credits": 5})
    act(g, "install", card="Nevinyrral", server="new remote")
    act(g, "rez", card="Nevinyrral")
    assert g.corp.clicks == 3  # 2 left, and 1 more this turn
    next_corp_turn(g)
    assert g.corp.clicks == 4  # 3 and Nevinyrral's, drawn already
    assert "The Corp gains 1 action (Nevinyrral)." in g.log


def test_the_corp_loses_the_game_when_nevinyrral_leaves_play_while_rezzed() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Nevinyrral"], "credits": 5}, runner={"credits": 5}
    )
    act(g, "install", card="Nevinyrral", server="new remote")
    act(g, "rez", card="Nevinyrral")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "trash"):
        act(g, "pass")
    act(g, "trash", card="Nevinyrral")
    assert g.over and g.winner == "runner" and g.win_reason == "card"
    assert "Nevinyrral has left play while rezzed: the Corp loses the game." in g.log


def test_nevinyrral_trashed_unrezzed_costs_the_corp_nothing() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Nevinyrral"], "credits": 0}, runner={"credits": 5}
    )
    act(g, "install", card="Nevinyrral", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "trash"):
        act(g, "pass")
    act(g, "trash", card="Nevinyrral")
    assert not g.over


# ---------------------------------------------------------------------- Loan from Chiba


def _loan(credits: int = 0) -> Game:
    g = scenario(ruleset="classic", runner={"hand": ["Loan from Chiba"], "credits": credits})
    to_runner_turn(g)
    runner_install(g, "Loan from Chiba")
    return g


def test_loan_from_chiba_gives_12_bits_and_takes_1_at_the_start_of_each_turn() -> None:
    g = _loan()
    assert g.runner.credits == 12
    for _ in range(3):
        act(g, "draw")
    act(g, "pass")  # keep it at the end of the turn
    to_runner_turn(g)
    assert g.runner.credits == 11
    assert "The Runner loses 1 bit (Loan from Chiba)." in g.log


def test_trashing_loan_from_chiba_costs_10_bits() -> None:
    g = _loan()
    for _ in range(3):
        act(g, "draw")
    d = g.decision
    assert d.player == "runner" and d.kind == "choose" and d.source_title == "Loan from Chiba"
    act(g, "ability", card="Loan from Chiba")
    assert g.runner.credits == 2 and not g.over
    assert "Loan from Chiba has left play: the Runner pays 10 bits." in g.log


def test_the_runner_loses_the_game_when_loan_from_chiba_leaves_play_and_it_cannot_pay_10() -> None:
    g = _loan()
    act(g, "credit")
    g.runner.credits = 3
    act(g, "draw")
    act(g, "draw")
    act(g, "ability", card="Loan from Chiba")
    assert g.over and g.winner == "corp" and g.win_reason == "card"


def test_the_corp_trashing_loan_from_chiba_makes_the_runner_pay() -> None:
    g = _loan()
    g.runner.tags = 1
    for _ in range(3):
        act(g, "draw")
    act(g, "pass")
    to_corp_turn(g)
    act(g, "trash_resource", card="Loan from Chiba")
    assert g.runner.credits == 12 - 10


# ---------------------------------------------------------------------- Quest for Cattekin


def _cattekin(seed: int) -> Game:
    g = scenario(
        ruleset="classic",
        runner={"hand": ["Quest for Cattekin", "Force Shield", "Score!", "Score!"], "credits": 10},
        seed=seed,
    )
    to_runner_turn(g)
    runner_install(g, "Quest for Cattekin")
    runner_install(g, "Force Shield")
    end_turn(g)
    to_runner_turn(g)
    return g


def test_quest_for_cattekin_rolls_each_turn_a_6_gives_an_action_each_turn_for_the_game() -> None:
    games = {}
    for seed in range(40):
        g = _cattekin(seed)
        line = next(x for x in reversed(g.log) if x.startswith("Quest for Cattekin rolls a die"))
        games.setdefault(int(line[-2]), g)
    assert set(games) == {1, 2, 3, 4, 5, 6}
    six = games[6]
    assert six.runner.clicks == 5 and "Quest for Cattekin" in [c.title for c in six.runner.discard]
    end_turn(six)
    to_runner_turn(six)
    assert six.runner.clicks == 5  # every turn, the card gone
    brain = games[1]  # Force Shield cannot stop it
    assert brain.runner.brain_damage == 1 and brain.runner.clicks == 4
    net = games[2]
    assert len(net.runner.discard) == 1 and net.runner.brain_damage == 0
    assert any("takes 1 net damage" in x for x in net.log)
    calm = games[4]
    assert calm.runner.brain_damage == 0 and not calm.runner.discard

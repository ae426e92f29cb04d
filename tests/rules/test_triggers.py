"""Rules scenarios: abilities that trigger at the same moment. The active player's resolve first;
a player with two or more of its own whose order can matter chooses the order (decision kind
``order``); abilities whose order cannot matter (gaining credits, placing counters) just resolve."""

from __future__ import annotations

from cards.helpers import corp_install, next_runner_turn, run_on, to_runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

PAWNSHOP = "Aesop\u2019s Pawnshop"


def _pawnshop_and_wyldside() -> Game:
    """Aesop's Pawnshop and Wyldside both trigger as the Runner's second turn begins."""
    g = scenario(runner={"hand": [PAWNSHOP, "Wyldside", "Akamatsu Mem Chip"], "credits": 20})
    to_runner_turn(g)
    for title in (PAWNSHOP, "Wyldside", "Akamatsu Mem Chip"):
        act(g, "install", card=title)
    next_runner_turn(g)
    return g


def test_a_player_orders_its_own_simultaneous_abilities_when_the_order_can_matter() -> None:
    g = _pawnshop_and_wyldside()
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "order"
    assert {o.card for o in d.options} == {PAWNSHOP, "Wyldside"}
    assert g.view("corp")["decision"]["prompt"] == "The Runner chooses the order of its abilities."
    hand = len(g.runner.hand)
    act(g, "choose", card="Wyldside")  # draw first, then decide what to sell
    assert len(g.runner.hand) == hand + 2 and g.runner.clicks == 3
    d = g.decision
    assert d is not None and d.source_title == PAWNSHOP  # the Pawnshop's own choice comes next
    act(g, "choose", card="Akamatsu Mem Chip")
    assert options(g, "credit")  # both resolved: the Runner's first action


def test_the_other_order_resolves_the_pawnshop_first() -> None:
    g = _pawnshop_and_wyldside()
    hand = len(g.runner.hand)
    act(g, "choose", card=PAWNSHOP)
    assert len(g.runner.hand) == hand  # Wyldside waits
    act(g, "choose", card="Akamatsu Mem Chip")
    assert len(g.runner.hand) == hand + 2  # then Wyldside resolves without asking again
    assert options(g, "credit")


def test_abilities_whose_order_cannot_matter_resolve_without_asking() -> None:
    g = scenario(runner={"hand": ["Datasucker", "Desperado"], "credits": 10})
    to_runner_turn(g)
    act(g, "install", card="Datasucker")
    act(g, "install", card="Desperado")
    credits = g.runner.credits
    act(g, "run", server="HQ")  # no ice: successful, both trigger
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "action"  # nothing to order
    assert g.runner.credits == credits + 1  # Desperado
    assert g.runner.program[0].counters.get("virus") == 1  # Datasucker


def test_the_active_players_abilities_resolve_before_the_other_players() -> None:
    """Encountering the ice Femme Fatale chose, just after Chum's subroutine: Femme Fatale's
    ability (the Runner's, whose turn it is) resolves before Chum's (the Corp's)."""
    g = scenario(
        corp={"hand": ["Ice Wall", "Chum"], "credits": 10},
        runner={"hand": ["Femme Fatale"], "credits": 15},
    )
    corp_install(g, "Ice Wall", "HQ")
    corp_install(g, "Chum", "HQ")  # outermost
    to_runner_turn(g)
    act(g, "install", card="Femme Fatale")
    act(g, "choose", card_id=g.corp.servers["HQ"].ice[0].id)  # Ice Wall
    run_on(g, "HQ", rez="Chum")  # Chum's subroutine resolves: the next ice gets +2
    act(g, "pass")  # continue
    act(g, "rez", card="Ice Wall")
    d = g.decision
    assert d is not None and d.player == "runner" and d.source_title == "Femme Fatale"
    assert not any("Ice Wall has +2 strength" in line for line in g.log)  # Chum waits
    act(g, "pass")  # don't bypass
    assert any("Ice Wall has +2 strength" in line for line in g.log)

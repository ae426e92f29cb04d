"""Taking back decisions in the engine: ``Game.undo`` replays the history without its last
choices; ``Game.undoable`` and ``Game.take_back`` apply the rule of docs/protocol.md ("Taking
back decisions"): a player's own trailing decisions, across the other player's passes of
paid-ability windows, never across an answer of theirs nor a step that showed the player
something new."""

from __future__ import annotations

import pytest

import netrunner
from netrunner import IllegalChoice
from netrunner.engine.game import Game
from netrunner.testing import act, end_turn, options, scenario


def _runner_turn(corp_hand: list[str] | None = None) -> Game:
    """A scenario at the Runner's first action (the Corp installed its hand's first card)."""
    g = scenario(corp={"hand": corp_hand or []}, runner={"hand": ["Sure Gamble"]})
    if corp_hand:
        act(g, "install", card=corp_hand[0], server="new remote")
    end_turn(g)
    assert g.decision is not None and g.decision.player == "runner"
    return g


def _runner_pool(g: Game) -> tuple[int, int]:
    return g.runner.credits, g.runner.clicks


def test_the_runner_takes_back_a_credit_click() -> None:
    g = _runner_turn()
    before, prompt, n = _runner_pool(g), g.decision.prompt, len(g.history)  # type: ignore[union-attr]
    act(g, "credit")
    assert _runner_pool(g) == (before[0] + 1, before[1] - 1)
    assert g.undoable("runner").points == (n,)
    [taken] = g.take_back("runner")
    assert taken.kind == "credit"
    assert _runner_pool(g) == before and len(g.history) == n
    assert g.decision is not None and g.decision.prompt == prompt
    assert "The Runner spends 1 click to gain 1 credit." not in g.log[-1:]


def test_a_click_that_drew_an_unseen_card_cannot_be_taken_back() -> None:
    g = _runner_turn()
    act(g, "draw")
    u = g.undoable("runner")
    assert u.points == () and u.stop == "revealed"
    view = g.view("runner")
    with pytest.raises(IllegalChoice, match="showed you something you had not seen"):
        g.take_back("runner")
    assert g.view("runner") == view  # unchanged


def test_a_random_outcome_cannot_be_taken_back() -> None:
    g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=7)
    g.choose(0)  # the Corp keeps
    g.choose(next(i for i, o in enumerate(g.decision.options) if o.kind == "mulligan"))  # type: ignore[union-attr]
    assert g.undoable("runner").stop == "revealed"  # the new hand was shuffled for


def test_a_decision_before_the_opponents_answer_cannot_be_taken_back() -> None:
    g = _runner_turn()
    first = len(g.history)
    assert g.undoable("runner").stop == "start"  # no decision of the Runner's yet
    act(g, "credit")
    act(g, "credit")
    u = g.undoable("runner")
    assert u.points == (first, first + 1) and u.stop == "opponent"  # the Corp's turn before
    with pytest.raises(IllegalChoice, match="expected 1 to 2"):
        g.take_back("runner", 3)
    end_turn(g)  # the Runner's last clicks; the Corp's turn begins
    assert g.decision is not None and g.decision.player == "corp"
    assert len(g.undoable("runner").points) == 4  # the Corp has not answered yet
    act(g, "credit")  # now it has
    u = g.undoable("runner")
    assert u.points == () and u.stop == "opponent"
    with pytest.raises(IllegalChoice, match="the other player has answered"):
        g.take_back("runner")


def test_the_opponents_passes_of_paid_ability_windows_are_taken_back_with_the_decision() -> None:
    g = _runner_turn(corp_hand=["PAD Campaign"])  # an unrezzed card: the Corp gets windows
    n, before = len(g.history), _runner_pool(g)
    act(g, "credit")
    assert g.decision is not None and g.decision.kind == "paid_abilities"
    g.choose(next(i for i, o in enumerate(g.decision.options) if o.kind == "pass"))
    assert g.decision.player == "runner"
    assert g.undoable("runner").points == (n,)
    taken = g.take_back("runner")
    assert [o.kind for o in taken] == ["credit", "pass"]
    assert _runner_pool(g) == before and len(g.history) == n


def test_a_rez_in_the_window_is_an_answer_that_reveals() -> None:
    g = _runner_turn(corp_hand=["PAD Campaign"])
    act(g, "credit")
    g.choose(options(g, "rez")[0])  # the Corp rezzes PAD Campaign: the Runner sees it
    assert g.undoable("runner").points == ()


def test_nothing_to_undo_is_a_clear_error_and_changes_nothing() -> None:
    g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=7)
    view = g.view("corp")
    with pytest.raises(IllegalChoice, match="nothing to take back: no choice has been made"):
        g.undo()
    with pytest.raises(IllegalChoice, match="no decision of yours since the game began"):
        g.take_back("corp")
    g.choose(0)
    with pytest.raises(IllegalChoice, match="only 1 were made"):
        g.undo(2)
    with pytest.raises(IllegalChoice, match="expected a number of choices"):
        g.undo(0)
    assert len(g.history) == 1
    g.undo()
    assert g.view("corp") == view


def test_undo_replays_to_the_same_game_as_the_shorter_history() -> None:
    g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=4)
    for _ in range(30):
        g.choose(len(g.history) % len(g.decision.options))  # type: ignore[union-attr]
    short = netrunner.Game.replay("starter:nbn", "starter:criminal", 4, g.history[:-7])
    gone = g.undo(7)
    assert len(gone) == 7
    assert g.history == short.history and g.log == short.log
    for side in ("corp", "runner"):
        assert g.view(side) == short.view(side)  # type: ignore[arg-type]


def test_a_clone_carries_no_record_yet_answers_alike() -> None:
    g = _runner_turn()
    act(g, "credit")
    assert g.undoable("runner").points
    c = g.clone()
    assert c._undo is None
    assert c.undoable("runner") == g.undoable("runner")
    c.undo()
    assert len(c.history) == len(g.history) - 1  # the original is untouched


def test_a_concession_cannot_be_taken_back() -> None:
    g = _runner_turn()
    act(g, "credit")
    g.concede("runner")
    with pytest.raises(IllegalChoice, match="concession"):
        g.take_back("runner")
    assert g.over and g.winner == "corp"

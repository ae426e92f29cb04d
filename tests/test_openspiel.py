"""Netrunner registered with OpenSpiel (``netrunner.ai.spiel``) and OpenSpiel's ISMCTS as a bot.

Quick checks only: a few simulations per decision. The strength match against our MCTS is
``bench/openspiel_vs_mcts.py``.
"""

from __future__ import annotations

import json
import random

import pyspiel
import pytest
from typer.testing import CliRunner

import netrunner.ai.spiel  # noqa: F401  (registers python_netrunner)
from netrunner.ai.encoding import ACTION_SIZE
from netrunner.ai.features import OBSERVATION_SIZE
from netrunner.bots import BOTS, OpenSpielIsmctsBot, RandomBot, play_match
from netrunner.bots.mcts_eval import evaluate
from netrunner.bots.openspiel_ismcts import ModelRolloutEvaluator
from netrunner.cli.main import app

PARAMS = {"corp": "starter:jinteki", "runner": "starter:shaper", "seed": 7, "ruleset": "anr"}


def _played(state: pyspiel.State, decisions: int, seed: int) -> pyspiel.State:
    """``state`` after ``decisions`` uniformly random actions (or its end)."""
    rng = random.Random(seed)
    for _ in range(decisions):
        if state.is_terminal():
            break
        state.apply_action(rng.choice(state.legal_actions()))
    return state


def _sampler(seed: int):
    rng = random.Random(seed)
    return rng.random


def test_load_game_takes_decks_seed_and_ruleset_as_parameters() -> None:
    game = pyspiel.load_game("python_netrunner", PARAMS)
    assert game.num_players() == 2 and game.num_distinct_actions() == ACTION_SIZE
    assert game.observation_tensor_size() == OBSERVATION_SIZE
    assert game.get_type().information == pyspiel.GameType.Information.IMPERFECT_INFORMATION
    state = game.new_initial_state()
    assert state.current_player() == 0  # the Corp keeps or mulligans first
    assert state.engine.seed == 7 and state.engine.corp.identity.title.startswith("Jinteki")
    labels = [state.action_to_string(0, a) for a in state.legal_actions()]
    assert labels == [o.label for o in state.engine.decision.options]


def test_classic_ruleset_plays_the_1996_starters_by_default() -> None:
    state = pyspiel.load_game("python_netrunner", {"ruleset": "classic"}).new_initial_state()
    assert state.engine.ruleset.name == "classic"


def test_unknown_ruleset_is_refused_with_the_known_ones() -> None:
    with pytest.raises(ValueError, match="anr, classic"):
        pyspiel.load_game("python_netrunner", {"ruleset": "chess"})


@pytest.mark.parametrize("ruleset,seed", [("anr", 1), ("anr", 2), ("classic", 1), ("classic", 2)])
def test_random_sim_test_passes(ruleset: str, seed: int) -> None:
    game = pyspiel.load_game("python_netrunner", {"ruleset": ruleset, "seed": seed})
    pyspiel.random_sim_test(game, num_sims=1, serialize=False, verbose=False)


def test_random_game_ends_with_zero_sum_returns_of_the_winner() -> None:
    state = _played(pyspiel.load_game("python_netrunner", PARAMS).new_initial_state(), 5000, 3)
    assert state.is_terminal() and state.current_player() == pyspiel.PlayerId.TERMINAL
    winner = state.engine.winner
    assert state.returns() == ([1.0, -1.0] if winner == "corp" else [-1.0, 1.0])


def test_decision_cap_ends_the_game_as_a_draw() -> None:
    game = pyspiel.load_game("python_netrunner", {**PARAMS, "max_game_length": 30})
    state = _played(game.new_initial_state(), 100, 3)
    assert state.is_terminal() and not state.engine.over
    assert state.returns() == [0.0, 0.0] and len(state.history()) == 30


def test_clone_is_independent_and_keeps_the_history() -> None:
    state = _played(pyspiel.load_game("python_netrunner", PARAMS).new_initial_state(), 20, 1)
    copy = state.clone()
    assert copy.history() == state.history() and str(copy) == str(state)
    copy.apply_action(copy.legal_actions()[0])
    assert len(state.history()) == 20 and len(copy.engine.history) == 21


@pytest.mark.parametrize("player,other", [(0, "runner"), (1, "corp")])
def test_information_state_is_unchanged_when_only_the_other_sides_hidden_cards_change(
    player: int, other: str
) -> None:
    state = _played(pyspiel.load_game("python_netrunner", PARAMS).new_initial_state(), 60, 5)
    worlds = [state.resample_from_infostate(player, _sampler(s)) for s in (1, 2, 3)]
    # the other side's hidden cards were re-dealt: its own view differs between the worlds
    assert len({w.observation_string(1 - player) for w in [state, *worlds]}) > 1
    hands = {tuple(c["title"] for c in w.engine.view(other)[other]["hand"]) for w in worlds}
    assert len(hands) > 1
    for w in worlds:  # ...and to `player` every world looks the same
        assert w.information_state_string(player) == state.information_state_string(player)
        assert w.observation_string(player) == state.observation_string(player)
        assert w.observation_tensor(player) == state.observation_tensor(player)
        assert w.information_state_tensor(player) == state.information_state_tensor(player)
        assert w.legal_actions() == state.legal_actions() or w.current_player() != player


def test_information_state_names_no_card_of_the_corps_hand() -> None:
    state = _played(pyspiel.load_game("python_netrunner", PARAMS).new_initial_state(), 40, 2)
    corp_hand = {c.title for c in state.engine.corp.hand}
    runner_sees = state.information_state_string(1)
    seen = {c["title"] for c in state.engine.view("runner")["corp"].get("discard", [])}
    hidden = corp_hand - seen - {c.title for c in state.engine.corp.scored}
    assert hidden and not any(f'"{t}"' in runner_sees for t in hidden - _public_titles(state))


def _public_titles(state: pyspiel.State) -> set[str]:
    """Titles the spectator view shows (a hidden card may share a title with a faceup one)."""
    return set(json.dumps(state.engine.view("spectator")).split('"')[1::2])


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_openspiel_ismcts_plays_a_full_game_against_the_random_bot(side: str) -> None:
    ismcts = OpenSpielIsmctsBot(simulations=4, seed=1)
    bots = (ismcts, RandomBot(seed=2)) if side == "corp" else (RandomBot(seed=2), ismcts)
    winner, reason, decisions, _ = play_match("starter:jinteki", "starter:shaper", *bots, seed=4)
    assert winner in ("corp", "runner") and reason != "decision_cap" and decisions > 20


def test_openspiel_ismcts_is_a_registered_bot_with_options() -> None:
    assert BOTS["openspiel-ismcts"] is OpenSpielIsmctsBot
    result = CliRunner().invoke(
        app,
        ["sim", "--corp-bot", "openspiel-ismcts:simulations=5", "--games", "1", "--json"],
        env={"COLUMNS": "200"},
    )
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["corp"]["bot"] == "openspiel-ismcts:simulations=5"
    assert sum(summary["wins"].values()) == 1 and summary["stalled"] == 0


def test_the_model_evaluator_scores_an_unfinished_game_by_the_position_model() -> None:
    state = _played(pyspiel.load_game("python_netrunner", PARAMS).new_initial_state(), 30, 3)
    corp, runner = ModelRolloutEvaluator(max_length=0).evaluate(state)  # no rollout: the leaf
    assert corp == pytest.approx(2 * evaluate(state.engine, "corp") - 1) and runner == -corp
    assert -1 < corp < 1  # a game under way is neither won nor lost


def test_the_model_evaluator_scores_a_finished_game_as_won_or_lost() -> None:
    state = _played(pyspiel.load_game("python_netrunner", PARAMS).new_initial_state(), 5000, 3)
    assert state.is_terminal() and state.engine.winner is not None
    corp, runner = ModelRolloutEvaluator(max_length=10).evaluate(state)
    assert (corp, runner) == ((1.0, -1.0) if state.engine.winner == "corp" else (-1.0, 1.0))


def test_openspiel_ismcts_with_the_model_evaluator_plays_a_full_game() -> None:
    ismcts = OpenSpielIsmctsBot(simulations=4, seed=1, evaluator="model", rollout_length=3)
    winner, reason, decisions, _ = play_match(
        "starter:jinteki", "starter:shaper", ismcts, RandomBot(seed=2), seed=4
    )
    assert winner in ("corp", "runner") and reason != "decision_cap" and decisions > 20


def test_openspiel_ismcts_names_the_evaluators_it_knows() -> None:
    with pytest.raises(ValueError, match="evaluator must be one of random, model, got 'neural'"):
        OpenSpielIsmctsBot(evaluator="neural")

"""The AI-framework adapters: the fixed action encoding, the PettingZoo AEC environment (PettingZoo's
own ``api_test`` and ``seed_test`` are in test_pettingzoo.py), and the OpenSpiel-style state.

PettingZoo, Gymnasium and NumPy are in the ``dev`` extra (they install in seconds), so these tests
always run.
"""

from __future__ import annotations

import random
from typing import Any

import numpy as np

import netrunner
from netrunner.ai import encoding
from netrunner.ai.encoding import ACTION_SIZE, decode, describe, encode, key, legal_map
from netrunner.ai.features import FEATURE_NAMES, OBSERVATION_SIZE, observation_vector
from netrunner.ai.openspiel import TERMINAL, NetrunnerGame, random_playout
from netrunner.ai.pettingzoo_env import NetrunnerEnv
from netrunner.engine.decision import IllegalChoice, Option

PAIRINGS = [
    ("starter:nbn", "starter:criminal"),
    ("starter:jinteki", "starter:shaper"),
    ("starter:haas-bioroid", "starter:anarch"),
    ("starter:weyland-consortium", "starter:criminal"),
]


def random_game_decisions(corp: str, runner: str, seed: int) -> Any:
    """Yield each decision of a seeded random game, then make a random choice."""
    g = netrunner.Game.new(corp, runner, seed=seed)
    rng = random.Random(seed)
    while (d := g.decision) is not None:
        yield g, d
        g.choose(rng.randrange(len(d.options)))


# ------------------------------------------------------------------------------ encoding


def test_encoding_round_trip_over_random_games() -> None:
    seen_kinds: set[str] = set()
    # seeds 4-7: games that meet every kind checked at the end
    for seed, (corp, runner) in enumerate(PAIRINGS, start=4):
        for _, d in random_game_decisions(corp, runner, seed):
            legal = legal_map(d)
            assert len(legal) == len(d.options)  # every option has its own id
            for i, o in enumerate(d.options):
                a = encode(o, d)
                assert 0 <= a < ACTION_SIZE
                assert decode(a, d) == o and legal[a] == i
                f = describe(a)
                assert f.kind == o.kind
                seen_kinds.add(o.kind)
                for axis in encoding.KIND_AXES[o.kind]:
                    if axis is encoding.DETAIL:
                        continue
                    value = getattr(o, axis.name)
                    assert getattr(f, axis.name) == axis.values[axis._lookup(value)]
                if o.kind in ("install", "rez", "advance", "run", "access"):
                    assert f.server == o.server  # no remote past Server 12 in these games
    assert {"install", "run", "rez", "break", "trace", "choose", "access", "cancel"} <= seen_kinds


def test_encoding_is_the_same_in_every_game() -> None:
    run_rd = Option("run", server="R&D", label="Run R&D")
    assert key(run_rd) == key(Option("run", server="R&D", label="another label"))
    assert describe(key(run_rd)).short() == "run server='R&D'"
    ice_wall = key(Option("install", card="Ice Wall", server="HQ"))
    assert describe(ice_wall)[:3] == ("install", "Ice Wall", "HQ")
    ids = set()
    for corp, runner in PAIRINGS[:2]:
        g = netrunner.Game.new(corp, runner, seed=1)
        ids.add(tuple(sorted(legal_map(g.decision))))  # the mulligan decision: keep / mulligan
    assert len(ids) == 1


def test_encoding_numbers_look_alike_options_by_copy() -> None:
    d = netrunner.Decision(
        "runner",
        "?",
        (
            Option("ability", card="Armitage Codebusting", card_id=5, label="a"),
            Option("ability", card="Armitage Codebusting", card_id=9, label="b"),
        ),
        (None, None),
    )
    a, b = encode(0, d), encode(1, d)
    assert b == a + 1 and describe(a).copy == 0 and describe(b).copy == 1
    assert decode(b, d).card_id == 9


def test_decoding_an_illegal_action_raises() -> None:
    g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=2)
    run_hq = key(Option("run", server="HQ"))
    try:
        decode(run_hq, g.decision)
    except IllegalChoice as e:
        assert "not legal" in str(e)
    else:
        raise AssertionError("running HQ during the mulligan was accepted")


# ------------------------------------------------------------------------------ PettingZoo


def test_action_mask_marks_only_the_legal_actions() -> None:
    env = NetrunnerEnv(corp="starter:jinteki", runner="starter:shaper")
    env.reset(seed=4)
    rng = random.Random(4)
    steps = 0
    for agent in env.agent_iter():
        obs, reward, terminated, truncated, _ = env.last()
        if terminated or truncated:
            assert not obs["action_mask"].any()
            env.step(None)
            continue
        d = env.game.decision
        assert d.player == agent
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (ACTION_SIZE,)
        marked = set(np.flatnonzero(mask).tolist())
        assert marked == set(legal_map(d)) and len(marked) == len(d.options)
        other = "runner" if agent == "corp" else "corp"
        assert not env.observe(other)["action_mask"].any()
        env.step(rng.choice(sorted(marked)))
        steps += 1
    assert steps > 20 and env.agents == []


def test_pettingzoo_rewards_the_winner_and_observes_only_the_view() -> None:
    env = NetrunnerEnv(corp="starter:nbn", runner="starter:anarch")
    env.reset(seed=9)
    rng = random.Random(9)
    totals = {"corp": 0.0, "runner": 0.0}
    checked = False
    while env.agents:
        agent = env.agent_selection
        obs, reward, terminated, truncated, info = env.last()
        totals[agent] += reward
        if terminated or truncated:
            env.step(None)
            continue
        if not checked and env.game.turn >= 2:
            # the Runner's observation is the same when the Corp's hidden cards are re-dealt
            other = env.game.determinize("runner", seed=5)
            mine = env.observe("runner")["observation"]
            assert np.array_equal(mine, observation_vector(other.view("runner"), "runner"))
            checked = True
        env.step(rng.choice(np.flatnonzero(obs["action_mask"]).tolist()))
    assert checked
    assert sorted(totals.values()) == [-1.0, 1.0]
    assert info["winner"] in ("corp", "runner")


def test_pettingzoo_truncates_at_the_decision_cap_without_reward() -> None:
    env = NetrunnerEnv(corp="starter:nbn", runner="starter:criminal", max_decisions=10)
    env.reset(seed=1)
    steps = 0
    for _agent in env.agent_iter():
        obs, reward, terminated, truncated, info = env.last()
        if terminated or truncated:
            assert truncated and not terminated and reward == 0
            assert info["reason"] == "decision_cap"
            env.step(None)
            continue
        env.step(int(np.flatnonzero(obs["action_mask"])[0]))
        steps += 1
    assert steps == 10


def test_observation_vector_is_fixed_length_and_named() -> None:
    g = netrunner.Game.new("starter:weyland-consortium", "starter:shaper", seed=3)
    v = observation_vector(g.view("runner"), "runner")
    assert len(v) == OBSERVATION_SIZE == len(FEATURE_NAMES) == len(set(FEATURE_NAMES))
    named = dict(zip(FEATURE_NAMES, v, strict=True))
    assert named["runner_credits"] == 5 and named["runner_hand_size"] == 5
    corp_deck = len(netrunner.Deck.starter("weyland-consortium"))
    assert named["me_corp"] == 0 and named["corp_deck_size"] == corp_deck - 5
    hand = [c["title"] for c in g.view("runner")["runner"]["hand"]]
    for title in set(hand):
        assert named[f"my_hand:{title}"] == hand.count(title)
    assert sum(v for k, v in named.items() if k.startswith("my_hand:")) == len(hand)


# ------------------------------------------------------------------------------ OpenSpiel


def test_openspiel_random_playout_ends_with_zero_sum_returns() -> None:
    game = NetrunnerGame(corp="starter:haas-bioroid", runner="starter:shaper")
    assert game.num_players() == 2 and game.num_distinct_actions() == ACTION_SIZE
    game_type = game.get_type()  # pyspiel.GameType with OpenSpiel installed, else a namespace
    assert game_type.max_num_players == 2 and "ZERO_SUM" in str(game_type.utility)
    assert "TERMINAL" in str(game_type.reward_model)
    for seed in range(3):
        state = random_playout(game.new_initial_state(seed=seed), seed=seed)
        assert state.is_terminal() and state.current_player() == TERMINAL
        assert state.legal_actions() == []
        r = state.returns()
        assert sum(r) == 0 and sorted(r) == [-1.0, 1.0]
        assert state.game_state.winner == ("corp" if r[0] > 0 else "runner")


def test_openspiel_clone_is_independent() -> None:
    state = NetrunnerGame("starter:nbn", "starter:criminal").new_initial_state(seed=6)
    rng = random.Random(6)
    for _ in range(40):
        state.apply_action(rng.choice(state.legal_actions()))
    assert not state.is_terminal()
    before = (state.history(), state.legal_actions(), state.information_state_string(0))
    copy = state.clone()
    for _ in range(30):
        if copy.is_terminal():
            break
        copy.apply_action(rng.choice(copy.legal_actions()))
    assert (state.history(), state.legal_actions(), state.information_state_string(0)) == before
    replayed = state.clone()
    for a in copy.history()[40:]:
        replayed.apply_action(a)
    assert replayed.information_state_string(1) == copy.information_state_string(1)
    assert replayed.history() == copy.history()


def test_openspiel_state_api_conventions() -> None:
    state = NetrunnerGame("starter:jinteki", "starter:anarch").new_initial_state(seed=2)
    assert state.current_player() == 0 and not state.is_chance_node()
    legal = state.legal_actions()
    assert legal == sorted(legal) and state.legal_actions(1) == []
    assert sum(state.legal_actions_mask()) == len(legal)
    assert state.action_to_string(0, legal[0]) == state.game_state.decision.options[0].label
    illegal = key(Option("run", server="HQ"))
    try:
        state.apply_action(illegal)
    except ValueError as e:
        assert "not legal" in str(e)
    else:
        raise AssertionError("an illegal action was applied")
    assert state.history() == [] and state.returns() == [0.0, 0.0]
    # what player 1 knows does not depend on the Corp's hidden cards
    other = state.clone()
    other.game_state = state.game_state.determinize("runner", seed=3)
    assert other.information_state_string(1) == state.information_state_string(1)
    assert len(state.observation_tensor(1)) == OBSERVATION_SIZE

"""The Gymnasium environment's compact action encoding (``encoding="compact"``) and the
observation it reads from the game directly: Gymnasium's ``check_env``, masks, the ids of a
decision, determinism, and the same numbers as the view-built observation."""

from __future__ import annotations

import copy
import random
import warnings

import gymnasium
import numpy as np
import pytest
from gymnasium.utils.env_checker import check_env

import netrunner
from netrunner.ai import SingleAgentEnv
from netrunner.ai.compact import (
    BLOCK,
    COMPACT_OFFSET,
    COMPACT_SIZE,
    OPTION_FEATURES,
    compact_kind,
    compact_map,
)
from netrunner.ai.encoding import CARD
from netrunner.ai.features import OBSERVATION_SIZE, game_observation, observation_vector


def random_games(ruleset: str, pairs: list[tuple[str, str]], seeds: range):
    """Every decision of seeded random games: (game, decision) before each choice."""
    for corp, runner in pairs:
        for seed in seeds:
            g = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
            rng = random.Random(seed)
            while (d := g.decision) is not None:
                yield g, d
                g.choose(rng.randrange(len(d.options)))


ANR = [
    ("starter:weyland-consortium", "starter:criminal"),
    ("starter:jinteki", "starter:shaper"),
    ("starter:haas-bioroid", "starter:anarch"),
    ("starter:nbn", "starter:criminal"),
]
CLASSIC = [
    ("starter:classic-corp", "starter:classic-runner"),
    ("starter:classic-black-ice", "starter:classic-stealth"),
]


def play(env: SingleAgentEnv, seed: int, steps: int) -> list[tuple[np.ndarray, float, int]]:
    """Seeded random legal actions from ``info["action_mask"]``; (observation, reward, action)
    of each step, resetting with the next seed when an episode ends."""
    rng = np.random.default_rng(seed)
    obs, info = env.reset(seed=seed)
    out = []
    for _ in range(steps):
        action = int(rng.choice(np.flatnonzero(info["action_mask"])))
        obs, reward, terminated, truncated, info = env.step(action)
        out.append((obs, reward, action))
        if terminated or truncated:
            seed += 1
            obs, info = env.reset(seed=seed)
    return out


def test_the_compact_encoding_has_at_most_512_ids_in_blocks_by_kind() -> None:
    assert COMPACT_SIZE <= 512
    assert sum(BLOCK.values()) == COMPACT_SIZE
    assert compact_kind(COMPACT_OFFSET["credit"]) == ("credit", 0)
    assert compact_kind(COMPACT_OFFSET["install"] + 5) == ("install", 5)
    with pytest.raises(ValueError, match="out of range"):
        compact_kind(COMPACT_SIZE)


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_check_env_passes_with_the_compact_encoding(side: str) -> None:
    env = gymnasium.make("netrunner/Netrunner-v0", side=side, opponent="random", encoding="compact")
    with warnings.catch_warnings():
        warnings.filterwarnings("error")
        check_env(env.unwrapped)
    assert env.action_space.n == COMPACT_SIZE
    assert env.observation_space.shape == (OBSERVATION_SIZE + COMPACT_SIZE * OPTION_FEATURES,)


def test_an_unknown_encoding_is_refused_when_built() -> None:
    with pytest.raises(ValueError, match="'full' or 'compact'"):
        SingleAgentEnv(encoding="tiny")  # type: ignore[arg-type]


def test_every_option_of_random_games_has_a_compact_id_in_its_kinds_block() -> None:
    seen = 0
    for _, d in random_games("anr", ANR, range(4)):
        m = compact_map(d)
        assert sorted(m.values()) == list(range(len(d.options)))  # none left out
        for a, i in m.items():
            kind, rank = compact_kind(a)
            assert kind == d.options[i].kind and rank < BLOCK[kind]
        seen += len(d.options)
    assert seen > 5000


def test_a_decisions_ids_do_not_depend_on_the_order_of_its_options() -> None:
    rng = random.Random(7)
    checked = 0
    for _, d in random_games("anr", ANR[:2], range(2)):
        if len(d.options) < 3:
            continue
        order = list(range(len(d.options)))
        rng.shuffle(order)
        shuffled = copy.copy(d)
        shuffled.options = tuple(d.options[i] for i in order)
        m, m2 = compact_map(d), compact_map(shuffled)
        assert m.keys() == m2.keys()
        assert all(d.options[m[a]] == shuffled.options[m2[a]] for a in m)
        checked += 1
    assert checked > 100


def test_the_mask_and_the_option_features_mark_the_decisions_options() -> None:
    env = SingleAgentEnv(side="corp", opponent="random", encoding="compact")
    obs, info = env.reset(seed=4)
    rng = np.random.default_rng(4)
    for _ in range(60):
        d = env.game.decision
        mask = info["action_mask"]
        legal = compact_map(d)
        assert mask.dtype == np.int8 and mask.shape == (COMPACT_SIZE,)
        assert set(np.flatnonzero(mask).tolist()) == set(legal)
        assert np.array_equal(env.action_masks(), mask.astype(bool))
        per_option = obs[OBSERVATION_SIZE:].reshape(COMPACT_SIZE, OPTION_FEATURES)
        assert np.array_equal(per_option[:, 0], mask.astype(np.float32))
        for a, i in legal.items():
            o = d.options[i]
            card = CARD.index(o) / (CARD.size - 1) if o.card is not None else 0.0
            assert per_option[a, 1] == pytest.approx(card)
        assert np.array_equal(
            obs[:OBSERVATION_SIZE], observation_vector(env.game.view("corp"), "corp")
        )
        obs, reward, terminated, truncated, info = env.step(int(rng.choice(np.flatnonzero(mask))))
        if terminated or truncated:
            break


def test_the_same_seed_and_actions_give_the_same_game_with_the_compact_encoding() -> None:
    def episode() -> tuple[list[str], list[tuple[np.ndarray, float, int]]]:
        env = SingleAgentEnv(side="runner", opponent="random", encoding="compact")
        steps = play(env, 11, 150)
        return list(env.game.log), steps

    (log1, steps1), (log2, steps2) = episode(), episode()
    assert log1 == log2
    assert [(r, a) for _, r, a in steps1] == [(r, a) for _, r, a in steps2]
    assert all(
        np.array_equal(o1, o2) for (o1, _, _), (o2, _, _) in zip(steps1, steps2, strict=True)
    )


def test_an_illegal_compact_action_concedes() -> None:
    env = SingleAgentEnv(side="corp", opponent="random", encoding="compact")
    env.reset(seed=1)
    run_hq = COMPACT_OFFSET["run"]  # the Corp never runs
    obs, reward, terminated, truncated, info = env.step(run_hq)
    assert (reward, terminated, truncated) == (-1.0, True, False)
    assert info["illegal_action"] and info["winner"] == "runner"
    assert not info["action_mask"].any() and not obs[OBSERVATION_SIZE:].any()


@pytest.mark.parametrize(("ruleset", "pairs"), [("anr", ANR), ("classic", CLASSIC)])
def test_the_observation_read_from_the_game_equals_the_one_built_from_the_view(
    ruleset: str, pairs: list[tuple[str, str]]
) -> None:
    checked = 0
    for g, _ in random_games(ruleset, pairs, range(3)):
        for side in ("corp", "runner"):
            assert game_observation(g, side) == observation_vector(g.view(side), side)
            checked += 1
    assert checked > 2000


def test_the_observation_written_into_an_array_is_the_list_s_numbers() -> None:
    # A float32 array is written through a memoryview (struct-packed), another dtype by numpy's
    # own assignment: each holds the same numbers as the list, as numpy would convert them.
    for n, (g, _) in enumerate(random_games("anr", ANR[:2], range(2))):
        if n % 7:
            continue
        for side in ("corp", "runner"):
            expected = game_observation(g, side)
            f32 = game_observation(g, side, np.zeros(OBSERVATION_SIZE, np.float32))
            f64 = game_observation(g, side, np.zeros(OBSERVATION_SIZE, np.float64))
            assert f32.tobytes() == np.asarray(expected, np.float32).tobytes()
            assert f64.tolist() == expected

"""PettingZoo's own checks on the two-agent environment, failing on any warning but the ones
PettingZoo gives every environment that keeps our agent names and the classic games' spaces.

Allowed, by exact message:

- its advice to name agents ``player_0`` (ours stay ``corp`` and ``runner``);
- the all-zeros observation notice PettingZoo's classic games also get (ours never triggers it:
  an observation always holds some credits, but the brief allows it);
- two notices about a ``Dict`` observation ("Observation is not a NumPy array", "Observation space
  ... should be ... box or ... discrete"): ``api_test`` skips them only for environments whose
  name is in its own lists (``env_obs_dicts``, ``env_obs_space``: ``chess_v6``,
  ``connect_four_v3``...), so any other environment in the classic games' spaces gets them.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import numpy as np
from pettingzoo.test import api_test, seed_test

from netrunner.ai.encoding import ACTION_SIZE
from netrunner.ai.features import OBSERVATION_SIZE
from netrunner.ai.pettingzoo_env import NetrunnerEnv

ALLOWED = (
    'We recommend agents to be named in the format <descriptor>_<number>, like "player_0"',
    "Observation numpy array is all zeros.",
    "Observation is not a NumPy array",
    "Observation space for each agent probably should be gymnasium.spaces.box or "
    "gymnasium.spaces.discrete",
)


@contextmanager
def strict_warnings() -> Iterator[None]:
    """Every warning an error, but the ALLOWED messages (matched whole)."""
    with warnings.catch_warnings():
        warnings.filterwarnings("error")
        for message in ALLOWED:
            warnings.filterwarnings("ignore", message=re.escape(message) + r"\Z")
        yield


def make_env() -> NetrunnerEnv:
    return NetrunnerEnv(corp="starter:nbn", runner="starter:criminal", max_decisions=3000)


def test_pettingzoo_api_test_passes_with_no_other_warning(capsys: Any) -> None:
    env = make_env()
    env.action_space("corp").seed(0)  # api_test samples from the mask: a seeded, whole game
    with strict_warnings():
        api_test(env, num_cycles=1500, verbose_progress=False)
    assert "Passed API test" in capsys.readouterr().out


def test_pettingzoo_seed_test_passes_with_no_other_warning() -> None:
    with strict_warnings():
        seed_test(make_env, num_cycles=300)


def test_observations_are_numpy_arrays_of_the_declared_dtype_and_shape() -> None:
    env = make_env()
    env.reset(seed=2)
    space = env.observation_space("runner")
    for agent in ("corp", "runner"):
        obs = env.observe(agent)
        assert set(obs) == {"observation", "action_mask"}
        assert obs["observation"].dtype == np.float32 and obs["observation"].shape == (
            OBSERVATION_SIZE,
        )
        assert obs["action_mask"].dtype == np.int8 and obs["action_mask"].shape == (ACTION_SIZE,)
        assert space.contains(obs)
    assert env.observation_space("corp") is space and env.action_space("corp").n == ACTION_SIZE


def test_the_same_seed_replays_the_same_game() -> None:
    def play(seed: int) -> list[int]:
        env = make_env()
        env.reset(seed=seed)
        rng = np.random.default_rng(seed)
        actions = []
        for _ in range(200):
            obs, _, terminated, truncated, _ = env.last()
            if terminated or truncated:  # the game may end sooner
                break
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
            actions.append(action)
            env.step(action)
        return actions + [int(x) for x in env.observe("corp")["observation"]]

    assert play(7) == play(7) != play(8)


def test_the_classic_ruleset_plays_in_the_same_spaces() -> None:
    env = NetrunnerEnv(
        corp="starter:classic-corp", runner="starter:classic-runner", ruleset="classic"
    )
    env.reset(seed=1)
    obs, reward, terminated, truncated, _ = env.last()
    assert env.game.ruleset.name == "classic"
    assert env.observation_space(env.agent_selection).contains(obs)
    assert obs["action_mask"].sum() == len(env.game.decision.options)

"""A PettingZoo AEC environment: two agents, ``"corp"`` and ``"runner"``, taking turns as the
game's decisions ask (the same agent often acts several times in a row).

Needs the extra: ``pip install 'netrunner[pettingzoo]'`` (pettingzoo, gymnasium, numpy).

- Actions: ``Discrete(ACTION_SIZE)``, the fixed encoding of :mod:`netrunner.ai.encoding`.
- Observations, in the spaces PettingZoo's classic games use (``chess_v6``, ``connect_four_v3``):
  ``Dict({"observation": Box(float32[OBSERVATION_SIZE]), "action_mask": Box(int8[ACTION_SIZE])})``
  (see :mod:`netrunner.ai.spaces`), each value a NumPy array of the declared dtype and shape. The
  vector is :func:`netrunner.ai.features.observation_vector` of ``game.view(agent)``, so it holds
  only what that agent may see; the mask marks exactly the legal actions of the agent whose
  decision it is (all zeros for the other agent and once the game is over).
- Rewards: +1 to the winner and -1 to the loser when the game ends (all agents terminate);
  0 otherwise. A game that reaches ``max_decisions`` decisions is truncated with no reward.
- ``ruleset``: the game played, as ``Game.new`` takes it (``"anr"``, or ``"classic"`` with its own
  decks).
- ``reset(seed=S)`` starts the game with seed S; ``reset()`` without a seed starts the next seed
  (one more than the last game's), so consecutive episodes differ and remain reproducible.
- ``render()``: the public log lines since the last render (``render_mode="ansi"`` returns them,
  ``"human"`` prints them).

>>> env = NetrunnerEnv(corp="starter:nbn", runner="starter:criminal")
>>> env.reset(seed=3)
>>> obs, reward, terminated, truncated, info = env.last()
>>> env.agent_selection, int(obs["action_mask"].sum()), reward
('corp', 2, 0)
"""

from __future__ import annotations

from typing import Any

try:
    import numpy as np
    from gymnasium import spaces
    from pettingzoo import AECEnv  # type: ignore[import-untyped]

    from .spaces import action_mask_box, action_space, observation_box
except ImportError as e:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        f"netrunner.ai.pettingzoo_env needs PettingZoo ({e.name} is missing): "
        "pip install 'netrunner[pettingzoo]'"
    ) from e

from ..engine.game import Game
from ..rulesets.anr.decks import Deck
from .encoding import ACTION_SIZE, describe, legal_map, option_index
from .features import observation_vector

AGENTS = ("corp", "runner")


class NetrunnerEnv(AECEnv):
    """Android: Netrunner as a two-agent AEC environment (see the module docstring)."""

    metadata: dict[str, Any] = {
        "render_modes": ["ansi", "human"],
        "name": "netrunner_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        corp: Deck | str = "starter:weyland-consortium",
        runner: Deck | str = "starter:criminal",
        *,
        seed: int = 0,
        max_decisions: int = 5000,
        ruleset: str = "anr",
        render_mode: str | None = None,
    ) -> None:
        super().__init__()
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None")
        self.corp_deck = corp
        self.runner_deck = runner
        self.max_decisions = max_decisions
        self.ruleset = ruleset
        self.render_mode = render_mode
        self.possible_agents = list(AGENTS)
        self._next_seed = seed
        self._observation_space = spaces.Dict(
            {"observation": observation_box(), "action_mask": action_mask_box()}
        )
        self._action_space = action_space()
        self.game: Game | None = None
        self.decisions = 0
        self._rendered = 0

    # ------------------------------------------------------------------ spaces

    def observation_space(self, agent: str) -> spaces.Space:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Space:
        return self._action_space

    # ------------------------------------------------------------------ the loop

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        if seed is not None:
            self._next_seed = int(seed)
        self.seed_used = self._next_seed
        self.game = Game.new(
            self.corp_deck, self.runner_deck, seed=self._next_seed, ruleset=self.ruleset
        )
        self._next_seed += 1
        self.decisions = 0
        self._rendered = 0
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        d = self.game.decision
        assert d is not None
        self.agent_selection = d.player

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before using the environment")
        return self.game

    def observe(self, agent: str) -> dict[str, Any]:
        game = self._game()
        obs = np.asarray(observation_vector(game.view(agent), agent), dtype=np.float32)
        mask = np.zeros(ACTION_SIZE, dtype=np.int8)
        d = game.decision
        if d is not None and d.player == agent and not self.truncations.get(agent, False):
            mask[list(legal_map(d))] = 1
        return {"observation": obs, "action_mask": mask}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        game = self._game()
        d = game.decision
        assert d is not None and d.player == agent
        game.choose(option_index(int(action), d))  # IllegalChoice (a ValueError) if not legal
        self.decisions += 1
        self._cumulative_rewards[agent] = 0
        self.rewards = dict.fromkeys(self.agents, 0)
        if game.over:
            for a in self.agents:
                self.rewards[a] = 1 if a == game.winner else -1
            self.terminations = dict.fromkeys(self.agents, True)
            self.infos = {
                a: {"winner": game.winner, "reason": game.win_reason} for a in self.agents
            }
        elif self.decisions >= self.max_decisions:
            self.truncations = dict.fromkeys(self.agents, True)
            self.infos = {a: {"winner": None, "reason": "decision_cap"} for a in self.agents}
        else:
            nd = game.decision
            assert nd is not None
            self.agent_selection = nd.player
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    # ------------------------------------------------------------------ extras

    def option(self, action: int) -> Any:
        """The :class:`~netrunner.Option` that ``action`` stands for in the current decision."""
        d = self._game().decision
        if d is None:
            raise ValueError("the game is over")
        return d.options[option_index(int(action), d)]

    def action_label(self, action: int) -> str:
        """A human reading of ``action``: the option's label if legal now, else its fields."""
        d = self._game().decision
        i = legal_map(d).get(int(action)) if d is not None else None
        return d.options[i].label if d is not None and i is not None else describe(action).short()

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        lines = self.game.log[self._rendered :]
        self._rendered += len(lines)
        text = "\n".join(lines)
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        self.game = None


def env(**kwargs: Any) -> NetrunnerEnv:
    """PettingZoo's usual factory: ``netrunner.ai.pettingzoo_env.env(corp=..., runner=...)``."""
    return NetrunnerEnv(**kwargs)


raw_env = NetrunnerEnv

__all__ = ["NetrunnerEnv", "env", "raw_env"]

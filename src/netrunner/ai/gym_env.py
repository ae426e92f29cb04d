"""A single-agent Gymnasium environment: one side played by the agent, the other by a bot.

Needs the extra: ``pip install 'netrunner[pettingzoo]'`` (gymnasium, numpy).

- ``side``: the agent's side, ``"corp"`` or ``"runner"``. ``opponent``: the other side's bot, a
  name or spec registered in ``netrunner.bots.BOTS`` (``"random"``, ``"heuristic"``,
  ``"mcts:iterations=50"``) or a bot object. The bot observes what bots always observe: its side's
  view (or, for a search bot, the game through ``determinize``), never the agent's hidden cards.
- ``action_space``: ``Discrete(ACTION_SIZE)``, the fixed encoding of :mod:`netrunner.ai.encoding`;
  with ``encoding="compact"``, ``Discrete(COMPACT_SIZE)`` (511 ids, the options of the decision by
  kind and rank: :mod:`netrunner.ai.compact`) and the observation followed by what each id stands
  for (``COMPACT_SIZE * OPTION_FEATURES`` numbers).
- ``observation_space``: the Box of :mod:`netrunner.ai.spaces`, holding
  :func:`netrunner.ai.features.observation_vector` of the agent's view (the same vectors as the
  PettingZoo environment's ``"observation"``), read from the game by
  :func:`~netrunner.ai.features.game_observation` without building the view.
- The action mask: ``info["action_mask"]`` (int8, 1 for each legal action) after ``reset`` and
  every ``step``, and :meth:`SingleAgentEnv.action_masks` (bool), the method sb3-contrib's
  ``MaskablePPO`` calls.
- Rewards: +1 when the agent's side wins, -1 when it loses, 0 on every other step.
- An illegal action (one the mask marks 0) with ``illegal_action="concede"`` (the default) is a
  penalty: the agent's side concedes, the episode terminates with reward -1 and
  ``info["illegal_action"]`` True. Gymnasium's ``check_env`` steps with unmasked random actions,
  so it needs an answer that is not an exception. With ``illegal_action="raise"`` it raises
  ``netrunner.IllegalChoice`` (a ``ValueError`` naming the action) and leaves the game as it was.
- Truncation: when the game reaches ``max_decisions`` decisions (both sides counted), with reward 0.
- ``reset(seed=S)`` seeds the environment's generator, from which the game's seed and the bot's
  seed are drawn: the same seed gives the same game against the same bot play; ``reset()`` without
  a seed continues the generator, so episodes differ and stay reproducible.
- ``render_mode="ansi"``: ``render()`` returns the public log lines since the last render.
- ``info`` also holds ``"decisions"`` (made so far, both sides) and, at the end, ``"winner"`` and
  ``"reason"``.

Registered with Gymnasium as ``"netrunner/Netrunner-v0"`` once this module is imported;
``gymnasium.make("netrunner.ai.gym_env:netrunner/Netrunner-v0", side="corp")`` imports it itself.

>>> env = SingleAgentEnv(side="runner", opponent="random", corp="starter:nbn")
>>> obs, info = env.reset(seed=3)
>>> obs.shape == env.observation_space.shape, env.game.decision.player
(True, 'runner')
>>> legal = np.flatnonzero(info["action_mask"])
>>> obs, reward, terminated, truncated, info = env.step(int(legal[0]))
>>> reward, terminated, truncated
(0.0, False, False)
"""

from __future__ import annotations

from operator import itemgetter
from typing import Any, Literal

try:
    import gymnasium
    import numpy as np
except ImportError as e:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        f"netrunner.ai.gym_env needs Gymnasium ({e.name} is missing): "
        "pip install 'netrunner[pettingzoo]'"
    ) from e

from ..bots.base import observation_for
from ..bots.match import make_bot
from ..engine.decision import IllegalChoice
from ..engine.game import Game
from ..rulesets.anr.decks import Deck
from .compact import COMPACT_SIZE, OPTION_FEATURES, compact_map, option_entries
from .encoding import ACTION_SIZE, legal_map
from .features import OBSERVATION_SIZE, game_observation
from .spaces import FLOAT32_MAX, action_space, observation_box

SIDES = ("corp", "runner")
ENCODINGS = ("full", "compact")
ENV_ID = "netrunner/Netrunner-v0"

#: What the action ids of a decision depend on: each option's kind, card, server, target and
#: amount (the fixed encoding's fields) and label (the compact encoding's order of look-alikes).
#: An ``Option`` is a named tuple, so this picks them in C.
_FIELDS = itemgetter(0, 1, 3, 4, 5, 6)
#: Per encoding, the options' fields -> (legal map, its ids as an index array, and for the compact
#: encoding the option features' indices and values). Random play meets the same option lists
#: again about three steps in four (menus of click actions, pass, jack out, the same installs);
#: the oldest answers go first past ``_ANSWERS_MAX`` (a few KB each).
_ANSWERS: dict[str, dict[tuple[Any, ...], tuple[Any, ...]]] = {e: {} for e in ("full", "compact")}
_ANSWERS_MAX = 4096
_NO_IDS = np.zeros(0, dtype=np.intp)
_NO_IDS.flags.writeable = False


class SingleAgentEnv(gymnasium.Env[np.ndarray, np.int64]):
    """Netrunner for one agent against a bot (see the module docstring)."""

    metadata: dict[str, Any] = {"render_modes": ["ansi"], "render_fps": 4}

    def __init__(
        self,
        side: str = "runner",
        opponent: Any = "heuristic",
        corp: Deck | str = "starter:weyland-consortium",
        runner: Deck | str = "starter:criminal",
        ruleset: str = "anr",
        *,
        max_decisions: int = 5000,
        illegal_action: Literal["concede", "raise"] = "concede",
        render_mode: str | None = None,
        encoding: Literal["full", "compact"] = "full",
    ) -> None:
        if side not in SIDES:
            raise ValueError(f"side must be 'corp' or 'runner', got {side!r}")
        if illegal_action not in ("concede", "raise"):
            raise ValueError(f"illegal_action must be 'concede' or 'raise', got {illegal_action!r}")
        if encoding not in ENCODINGS:
            raise ValueError(f"encoding must be 'full' or 'compact', got {encoding!r}")
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']} or None")
        if isinstance(opponent, str):
            make_bot(opponent, seed=0)  # an unknown bot or option fails here, not at reset()
        self.side = side
        self.other = SIDES[1 - SIDES.index(side)]
        self.opponent = opponent
        self.corp_deck = corp
        self.runner_deck = runner
        self.ruleset = ruleset
        self.max_decisions = max_decisions
        self.illegal_action = illegal_action
        self.render_mode = render_mode
        self.encoding = encoding
        if encoding == "compact":
            self._size = COMPACT_SIZE
            self.observation_space = gymnasium.spaces.Box(
                low=0.0,
                high=FLOAT32_MAX,
                shape=(OBSERVATION_SIZE + COMPACT_SIZE * OPTION_FEATURES,),
                dtype=np.float32,
            )
            self.action_space = gymnasium.spaces.Discrete(COMPACT_SIZE)
        else:
            self._size = ACTION_SIZE
            self.observation_space = observation_box()
            self.action_space = action_space()
        self._obs_size = int(np.prod(self.observation_space.shape or (0,)))
        self._legal: dict[int, int] = {}  # the agent's legal actions now: {action id: option}
        self._answers = _ANSWERS[encoding]
        self._feature_at: np.ndarray | None = None  # compact: the option features' entries
        self._feature_values: np.ndarray | None = None
        self._ids = _NO_IDS  # the legal action ids now, as an index array
        self._mask = np.zeros(self._size, dtype=np.int8)
        self.game: Game | None = None
        self.bot: Any = None
        self.decisions = 0
        self._rendered = 0

    # ------------------------------------------------------------------ the loop

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[np.ndarray, dict[str, Any]]:
        super().reset(seed=seed)
        game_seed, bot_seed = (int(x) for x in self.np_random.integers(0, 2**31, size=2))
        self.game = Game.new(self.corp_deck, self.runner_deck, seed=game_seed, ruleset=self.ruleset)
        self.bot = make_bot(self.opponent, seed=bot_seed)
        self.decisions = 0
        self._rendered = 0
        self._play_opponent()
        self._refresh()
        return self._observation(), self._info()

    def step(self, action: Any) -> tuple[np.ndarray, float, bool, bool, dict[str, Any]]:
        game = self._game()
        d = game.decision
        if d is None or self.decisions >= self.max_decisions:
            raise RuntimeError("the episode is over: call reset() before step()")
        index = self._legal.get(int(action)) if d.player == self.side else None
        if index is None:
            if self.illegal_action == "raise":
                raise IllegalChoice(
                    f"action {int(action)} is not legal now: expected one of the "
                    f"{len(d.options)} actions info['action_mask'] marks"
                )
            game.concede(self.side)
            self._refresh()
            return self._observation(), -1.0, True, False, self._info(illegal_action=True)
        game.choose(index)
        self.decisions += 1
        self._play_opponent()
        self._refresh()
        reward = 0.0
        if game.over:
            reward = 1.0 if game.winner == self.side else -1.0
        truncated = not game.over and self.decisions >= self.max_decisions
        return self._observation(), reward, game.over, truncated, self._info()

    def _play_opponent(self) -> None:
        """Let the bot answer decisions until the agent's side decides, the game ends, or the
        decision cap is reached."""
        game = self._game()
        while (d := game.decision) is not None and d.player == self.other:
            if self.decisions >= self.max_decisions:
                return
            game.choose(self.bot.choose(observation_for(self.bot, game, self.other), d))
            self.decisions += 1

    # ------------------------------------------------------------------ what the agent sees

    def _game(self) -> Game:
        if self.game is None:
            raise RuntimeError("call reset() before using the environment")
        return self.game

    def _refresh(self) -> None:
        """Work out the agent's legal actions and their mask once per change of decision.

        Each mask handed out (``info["action_mask"]``, :meth:`action_mask`, :meth:`action_masks`)
        is a new array, never written again: the caller may keep it. ``np.zeros`` and setting the
        few legal ids costs less than copying a mask of ~80,000 bytes."""
        game = self._game()
        d = game.decision
        if d is not None and d.player == self.side and self.decisions < self.max_decisions:
            fields = tuple(map(_FIELDS, d.options))
            answer = self._answers.get(fields)
            if answer is None:
                answer = self._answer(d, fields)
            self._legal, self._ids, self._feature_at, self._feature_values = answer
        else:
            self._legal = {}
            self._ids = _NO_IDS
        self._mask = self._new_mask(np.int8)

    def _new_mask(self, dtype: Any) -> np.ndarray:
        """A new mask of ``dtype``: 1 (True) at the legal action ids now, 0 elsewhere."""
        mask = np.zeros(self._size, dtype=dtype)
        mask[self._ids] = 1
        return mask

    def _answer(self, d: Any, fields: tuple[Any, ...]) -> tuple[Any, ...]:
        """The legal map of ``d`` and what is written for it (see ``_ANSWERS``), remembered."""
        compact = self.encoding == "compact"
        legal = compact_map(d) if compact else legal_map(d)
        ids = np.array(list(legal), dtype=np.intp)
        at = values = None
        if compact and legal:
            entries = option_entries(d, legal, OBSERVATION_SIZE)
            at = np.array(list(entries), dtype=np.intp)
            values = np.array(list(entries.values()), dtype=np.float32)
        for a in (ids, at, values):
            if a is not None:
                a.flags.writeable = False  # shared by every environment that meets these options
        answers = self._answers
        if len(answers) >= _ANSWERS_MAX:
            del answers[next(iter(answers))]
        answers[fields] = answer = (legal, ids, at, values)
        return answer

    def _observation(self) -> np.ndarray:
        game = self._game()
        v = np.zeros(self._obs_size, dtype=np.float32)
        game_observation(game, self.side, v)
        if self._legal and self._feature_at is not None:  # the compact encoding's option features
            v[self._feature_at] = self._feature_values
        return v

    def action_mask(self) -> np.ndarray:
        """int8[n]: 1 for each legal action of the agent now (all 0 once it is over); n is
        ``action_space.n``."""
        return self._new_mask(np.int8)

    def action_masks(self) -> np.ndarray:
        """The mask as booleans: what sb3-contrib's ``MaskablePPO`` asks the environment for."""
        return self._new_mask(np.bool_)

    def _info(self, **extra: Any) -> dict[str, Any]:
        game = self._game()
        info: dict[str, Any] = {"action_mask": self._mask, "decisions": self.decisions}
        if game.over:
            info.update(winner=game.winner, reason=game.win_reason)
        elif self.decisions >= self.max_decisions:
            info.update(winner=None, reason="decision_cap")
        info.update(extra)
        return info

    def render(self) -> str | None:
        if self.render_mode is None or self.game is None:
            return None
        lines = self.game.log[self._rendered :]
        self._rendered += len(lines)
        return "\n".join(lines)

    def close(self) -> None:
        self.game = None
        self.bot = None


if ENV_ID not in gymnasium.registry:
    gymnasium.register(id=ENV_ID, entry_point="netrunner.ai.gym_env:SingleAgentEnv")

__all__ = ["SingleAgentEnv", "ENV_ID"]

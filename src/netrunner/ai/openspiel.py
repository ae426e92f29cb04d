"""An OpenSpiel-style game and state, in plain Python (no ``pyspiel`` needed).

With OpenSpiel installed, use the real registration instead: :mod:`netrunner.ai.spiel`
(``pyspiel.load_game("python_netrunner", {...})``), which OpenSpiel's algorithms accept.

Methods follow ``pyspiel.State``'s names and conventions: players are ``0`` (Corp) and ``1``
(Runner); :meth:`NetrunnerState.current_player` is ``TERMINAL`` (-4, ``pyspiel.PlayerId.TERMINAL``)
once the game is over; actions are the fixed ids of :mod:`netrunner.ai.encoding`
(``num_distinct_actions() == ACTION_SIZE``); :meth:`~NetrunnerState.returns` is ``[+1, -1]`` or
``[-1, +1]`` at the end (``[0, 0]`` before, and for a game stopped at ``max_game_length``
decisions, which counts as terminal).

Chance is inside the engine (shuffles, Snare!... use the game's seeded random stream), so there are
no chance nodes: the seed given to :meth:`NetrunnerGame.new_initial_state` fixes the deals. For
games that need the hidden cards re-dealt (information-set search), use ``state.game_state
.determinize(side, seed)``.

:meth:`~NetrunnerState.information_state_string` holds what a player knows: its view of the game now
(``game.view``, JSON) and the public log so far. :meth:`~NetrunnerState.observation_string` is the
view alone; the tensors are :func:`netrunner.ai.features.observation_vector`.

>>> game = NetrunnerGame(corp="starter:nbn", runner="starter:criminal")
>>> state = game.new_initial_state(seed=3)
>>> state.current_player(), state.legal_actions() == sorted(state.legal_actions())
(0, True)
>>> state.action_to_string(0, state.legal_actions()[0]) == state.game_state.decision.options[0].label
True
"""

from __future__ import annotations

import json
import random
from types import SimpleNamespace
from typing import Any

from ..engine.game import Game
from ..rulesets.anr.decks import Deck
from .encoding import ACTION_SIZE, describe, legal_actions, legal_map, option_index
from .features import OBSERVATION_SIZE, observation_vector

TERMINAL = -4  # pyspiel.PlayerId.TERMINAL
PLAYERS = ("corp", "runner")


class NetrunnerGame:
    """The game's description (``pyspiel.Game``-like): decks, sizes, and new states."""

    def __init__(
        self,
        corp: Deck | str = "starter:weyland-consortium",
        runner: Deck | str = "starter:criminal",
        *,
        max_game_length: int = 5000,
    ) -> None:
        self.corp = corp
        self.runner = runner
        self.max_game_length = max_game_length

    def new_initial_state(self, seed: int = 0) -> NetrunnerState:
        return NetrunnerState(Game.new(self.corp, self.runner, seed=seed), self.max_game_length)

    def num_players(self) -> int:
        return 2

    def num_distinct_actions(self) -> int:
        return ACTION_SIZE

    def max_chance_outcomes(self) -> int:
        return 0

    def min_utility(self) -> float:
        return -1.0

    def max_utility(self) -> float:
        return 1.0

    def utility_sum(self) -> float:
        return 0.0

    def get_type(self) -> Any:
        """The game's type: a ``pyspiel.GameType`` when OpenSpiel is installed (so its Python
        algorithms, e.g. ``open_spiel.python.algorithms.mcts.MCTSBot``, accept this game), else
        the same facts as a plain namespace."""
        facts: dict[str, Any] = {
            "short_name": "python_netrunner",
            "long_name": "Android: Netrunner",
            "max_num_players": 2,
            "min_num_players": 2,
            "provides_information_state_string": True,
            "provides_information_state_tensor": True,
            "provides_observation_string": True,
            "provides_observation_tensor": True,
            "parameter_specification": {},
        }
        kinds = {
            "dynamics": ("Dynamics", "SEQUENTIAL"),
            "chance_mode": ("ChanceMode", "SAMPLED_STOCHASTIC"),  # seeded, inside the engine
            "information": ("Information", "IMPERFECT_INFORMATION"),
            "utility": ("Utility", "ZERO_SUM"),
            "reward_model": ("RewardModel", "TERMINAL"),
        }
        try:
            import pyspiel
        except ImportError:
            return SimpleNamespace(**facts, **{k: v[1] for k, v in kinds.items()})
        enums = {k: getattr(getattr(pyspiel.GameType, e), v) for k, (e, v) in kinds.items()}
        return pyspiel.GameType(**facts, **enums)

    def observation_tensor_size(self) -> int:
        return OBSERVATION_SIZE

    def information_state_tensor_size(self) -> int:
        return OBSERVATION_SIZE

    def __str__(self) -> str:
        return "netrunner"


class NetrunnerState:
    """A game in progress (``pyspiel.State``-like). Wraps a :class:`~netrunner.Game`."""

    def __init__(self, game: Game, max_game_length: int = 5000) -> None:
        self.game_state = game
        self.max_game_length = max_game_length
        self._history: list[int] = []

    # ------------------------------------------------------------------ whose turn, what's legal

    def is_terminal(self) -> bool:
        return self.game_state.over or len(self._history) >= self.max_game_length

    def is_chance_node(self) -> bool:
        return False

    def is_simultaneous_node(self) -> bool:
        return False

    def is_player_node(self) -> bool:
        return not self.is_terminal()

    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        d = self.game_state.decision
        assert d is not None
        return PLAYERS.index(d.player)

    def legal_actions(self, player: int | None = None) -> list[int]:
        """The legal action ids, ascending (empty if ``player`` is not the one to act)."""
        if self.is_terminal() or (player is not None and player != self.current_player()):
            return []
        return legal_actions(self.game_state.decision)

    def legal_actions_mask(self, player: int | None = None) -> list[int]:
        mask = [0] * ACTION_SIZE
        for a in self.legal_actions(player):
            mask[a] = 1
        return mask

    def apply_action(self, action: int) -> None:
        """Play ``action``; raises ``netrunner.IllegalChoice`` (a ValueError) if it is not legal."""
        if self.is_terminal():
            raise ValueError("the state is terminal: no action can be applied")
        d = self.game_state.decision
        assert d is not None
        self.game_state.choose(option_index(int(action), d))
        self._history.append(int(action))

    def child(self, action: int) -> NetrunnerState:
        s = self.clone()
        s.apply_action(action)
        return s

    def clone(self) -> NetrunnerState:
        s = NetrunnerState.__new__(NetrunnerState)
        s.game_state = self.game_state.clone()
        s.max_game_length = self.max_game_length
        s._history = list(self._history)
        return s

    # ------------------------------------------------------------------ outcome

    def returns(self) -> list[float]:
        g = self.game_state
        if not g.over or g.winner is None:
            return [0.0, 0.0]
        return [1.0 if g.winner == p else -1.0 for p in PLAYERS]

    def rewards(self) -> list[float]:
        """Rewards of the last action: the returns, given once the game has ended."""
        return self.returns()

    def player_return(self, player: int) -> float:
        return self.returns()[player]

    # ------------------------------------------------------------------ what players know

    def history(self) -> list[int]:
        return list(self._history)

    def move_number(self) -> int:
        return len(self._history)

    def _side(self, player: int) -> str:
        if player not in (0, 1):
            raise ValueError(f"player must be 0 (Corp) or 1 (Runner), got {player!r}")
        return PLAYERS[player]

    def observation_string(self, player: int) -> str:
        return json.dumps(self.game_state.view(self._side(player)), sort_keys=True)

    def information_state_string(self, player: int) -> str:
        """What ``player`` knows: its view now and the public log so far (JSON)."""
        side = self._side(player)
        return json.dumps(
            {"view": self.game_state.view(side), "log": self.game_state.log}, sort_keys=True
        )

    def observation_tensor(self, player: int) -> list[float]:
        side = self._side(player)
        return observation_vector(self.game_state.view(side), side)

    def information_state_tensor(self, player: int) -> list[float]:
        return self.observation_tensor(player)

    def action_to_string(self, player: int, action: int) -> str:
        """The option's label when ``action`` is legal now, else what the action id encodes."""
        d = self.game_state.decision
        if d is not None and (player == self.current_player()):
            i = legal_map(d).get(int(action))
            if i is not None:
                return d.options[i].label
        return describe(int(action)).short()

    def __str__(self) -> str:
        g = self.game_state
        d = g.decision
        head = f"turn {g.turn}, {g.active} active"
        if d is None:
            return f"{head}; over: {g.winner} wins ({g.win_reason})"
        return f"{head}; {d.player} decides: {d.prompt}"


def random_playout(state: NetrunnerState, seed: int = 0) -> NetrunnerState:
    """Play uniformly random legal actions from ``state`` (in place) to a terminal state."""
    rng = random.Random(seed)
    while not state.is_terminal():
        acts = state.legal_actions()
        state.apply_action(acts[rng.randrange(len(acts))])
    return state


__all__ = ["NetrunnerGame", "NetrunnerState", "TERMINAL", "random_playout"]

"""Netrunner registered with OpenSpiel as the Python game ``python_netrunner`` (extra
``netrunner[openspiel]``).

Importing this module registers the game, the way OpenSpiel's own Python games do
(``open_spiel/python/games/kuhn_poker.py``): a ``pyspiel.GameType``, a ``pyspiel.GameInfo``,
:class:`NetrunnerGame` (a ``pyspiel.Game``), :class:`NetrunnerState` (a ``pyspiel.State``) and an
observer (``make_py_observer``). OpenSpiel's algorithms then take it like any other game:

>>> import pyspiel
>>> import netrunner.ai.spiel
>>> game = pyspiel.load_game("python_netrunner", {"corp": "starter:jinteki", "seed": 7})
>>> state = game.new_initial_state()
>>> state.current_player(), state.legal_actions() == sorted(state.legal_actions())
(0, True)
>>> state.action_to_string(0, state.legal_actions()[0])
'Keep this hand'

Parameters (all optional): ``corp`` and ``runner`` (decks as ``Game.new`` takes them; an empty
string, the default, is the ruleset's starter: ``starter:jinteki`` and ``starter:shaper`` for
``anr``, ``starter:classic-corp`` and ``starter:classic-runner`` for ``classic``), ``seed`` (the
game's seed, 0), ``ruleset`` (``"anr"`` or ``"classic"``) and ``max_game_length`` (a cap on the
decisions of one game, 5000: see below).

- Players: 0 is the Corp, 1 the Runner; the game is sequential, with imperfect information.
- Chance: the engine is deterministic given its seed (shuffles, Snare!'s reveal, trace
  outcomes... all come from the game's own random stream), so there are **no chance nodes**: the
  seed is a game parameter, and the chance mode is ``SAMPLED_STOCHASTIC`` (randomness sampled
  inside the state, as OpenSpiel allows for games seeded by a parameter).
- Actions: the fixed ids of :mod:`netrunner.ai.encoding` (``num_distinct_actions() ==
  ACTION_SIZE``), one per option of the engine's decision, the same option having the same id in
  every game; ``action_to_string`` is the option's label (or, for an action not legal now, what
  its id encodes). In the ``classic`` ruleset the 1996 titles all share the encoding's
  ``<other>`` card value, so the rare option past the fourth look-alike of one decision (about 0.6%
  of options in random games) has no id and is not offered.
- Returns: ``[+1, -1]`` when the Corp wins, ``[-1, +1]`` when the Runner does, ``[0, 0]`` before
  the end and for a game stopped at ``max_game_length`` decisions (which counts as terminal, as a
  draw; random games end in a few hundred decisions).
- What a player knows comes from ``game.view(side)`` only (docs/api.md): the observation string is
  that view (JSON), the information state string is the view and the public log
  (``game.log``) so far, so it also holds what the player saw happen; both tensors are
  :func:`netrunner.ai.features.observation_vector` of the view (``OBSERVATION_SIZE`` floats).
- ``resample_from_infostate(player, sampler)`` is the engine's determinisation
  (``game.determinize(side, rng=...)``, seeded from ``sampler()``): a state that looks the same
  to ``player`` (the same information state string) with what it cannot see re-dealt, so
  OpenSpiel's information-set algorithms (``open_spiel.python.algorithms.ismcts``) work.

:func:`state_from_engine` wraps a :class:`~netrunner.Game` in progress (as a bot does, on its
side's determinisation).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from ..engine.game import Game
from ..engine.rng import Rng
from .encoding import ACTION_SIZE, describe, legal_map, option_index
from .features import OBSERVATION_SIZE, observation_vector

SHORT_NAME = "python_netrunner"
PLAYERS = ("corp", "runner")
MAX_GAME_LENGTH = 5000
STARTERS = {
    "anr": ("starter:jinteki", "starter:shaper"),
    "classic": ("starter:classic-corp", "starter:classic-runner"),
}

_PARAMETERS: dict[str, Any] = {
    "corp": "",
    "runner": "",
    "seed": 0,
    "ruleset": "anr",
    "max_game_length": MAX_GAME_LENGTH,
}

_GAME_TYPE = pyspiel.GameType(
    short_name=SHORT_NAME,
    long_name="Android: Netrunner (and Netrunner 1996)",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.DETERMINISTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.ZERO_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=2,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=_PARAMETERS,
)


def _game_info(max_game_length: int) -> Any:
    return pyspiel.GameInfo(
        num_distinct_actions=ACTION_SIZE,
        max_chance_outcomes=0,
        num_players=2,
        min_utility=-1.0,
        max_utility=1.0,
        utility_sum=0.0,
        max_game_length=max_game_length,
    )


class NetrunnerGame(pyspiel.Game):
    """The game with its parameters: build it with ``pyspiel.load_game`` (see the module)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        params = {**_PARAMETERS, **(params or {})}
        if params["ruleset"] not in STARTERS:
            raise ValueError(
                f"ruleset {params['ruleset']!r} is not one of {', '.join(sorted(STARTERS))}"
            )
        if int(params["max_game_length"]) < 1:
            raise ValueError(
                f"max_game_length must be a positive number of decisions, got "
                f"{params['max_game_length']!r}"
            )
        super().__init__(_GAME_TYPE, _game_info(int(params["max_game_length"])), params)
        corp, runner = STARTERS[params["ruleset"]]
        self.corp: str = params["corp"] or corp
        self.runner: str = params["runner"] or runner
        self.seed: int = int(params["seed"])
        self.ruleset: str = params["ruleset"]
        self.cap: int = int(params["max_game_length"])
        # dealt once (bad decks fail here); each new state is a clone of it, which matters: pyspiel
        # clones a Python state by making a new initial state and copying the clone's attributes
        self._initial = Game.new(self.corp, self.runner, seed=self.seed, ruleset=self.ruleset)

    def new_initial_state(self) -> NetrunnerState:
        """A new game, dealt by the ``seed`` parameter."""
        return NetrunnerState(self, self._initial.clone())

    def make_py_observer(
        self, iig_obs_type: Any = None, params: dict[str, Any] | None = None
    ) -> NetrunnerObserver:
        """The observer OpenSpiel asks for observations (``perfect_recall=False``) and
        information states (``perfect_recall=True``)."""
        return NetrunnerObserver(
            iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False), params
        )


class NetrunnerState(pyspiel.State):
    """A game in progress: wraps a :class:`~netrunner.Game` (``state.engine``)."""

    def __init__(self, game: NetrunnerGame, engine: Game, decisions: int = 0) -> None:
        super().__init__(game)
        self._box = _Box(engine)
        self.decisions = decisions  # decisions made, against the game's cap
        self._cap: int = game.cap

    @property
    def engine(self) -> Game:
        """The :class:`~netrunner.Game` this state plays on."""
        return self._box.game

    # ------------------------------------------------------------------ whose turn, what's legal

    def is_terminal(self) -> bool:
        return self.engine.over or self.decisions >= self._cap

    def current_player(self) -> int:
        if self.is_terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        d = self.engine.decision
        assert d is not None
        return PLAYERS.index(d.player)

    def _legal_actions(self, player: int) -> list[int]:
        if self.is_terminal() or player != self.current_player():
            return []
        return sorted(self._box.legal())

    def _apply_action(self, action: int) -> None:
        d = self.engine.decision
        if d is None or self.is_terminal():
            raise ValueError("the game is over: no action can be applied")
        i = self._box.legal().get(int(action))
        self.engine.choose(option_index(int(action), d) if i is None else i)
        self.decisions += 1

    def _action_to_string(self, player: int, action: int) -> str:
        d = self.engine.decision
        if d is not None and not self.is_terminal() and player == self.current_player():
            i = legal_map(d).get(int(action))
            if i is not None:
                return d.options[i].label
        return describe(int(action)).short()

    # ------------------------------------------------------------------ outcome

    def returns(self) -> list[float]:
        g = self.engine
        if not g.over or g.winner is None:
            return [0.0, 0.0]
        return [1.0 if g.winner == side else -1.0 for side in PLAYERS]

    # ------------------------------------------------------------------ copies and re-deals

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> NetrunnerState:
        """A state ``player`` cannot tell from this one: the engine's determinisation for its
        side, seeded by ``probability_sampler()`` (a number in [0, 1))."""
        side = _side(player)
        seed = int(probability_sampler() * (1 << 62))
        dealt = self.engine.determinize(side, rng=Rng(seed))
        return NetrunnerState(self.get_game(), dealt, self.decisions)

    def __str__(self) -> str:
        g = self.engine
        d = g.decision
        head = f"turn {g.turn}, {g.active} active"
        if self.is_terminal():
            return f"{head}; over: {g.winner or 'nobody'} wins ({g.win_reason or 'decision cap'})"
        assert d is not None
        return f"{head}; {d.player} decides: {d.prompt}"


class _Box:
    """Holds the engine in a state's ``__dict__``: pyspiel's ``clone()`` deep-copies that dict,
    and the engine's own ``clone()`` is the fast, correct copy of a game."""

    __slots__ = ("game", "_for", "_legal")

    def __init__(self, game: Game) -> None:
        self.game = game
        self._for: Any = None  # the decision whose legal map is cached
        self._legal: dict[int, int] = {}

    def legal(self) -> dict[int, int]:
        """``{action id: option index}`` of the pending decision (worked out once per decision:
        OpenSpiel asks for the legal actions, then applies one)."""
        d = self.game.decision
        if d is not self._for:
            self._for, self._legal = d, legal_map(d)
        return self._legal

    def __deepcopy__(self, memo: dict[int, Any]) -> _Box:
        return _Box(self.game.clone())

    def __reduce__(self) -> Any:
        raise TypeError(
            "a Netrunner state cannot be serialized (pyspiel's serialize): rebuild it with "
            "netrunner.Game.replay from its decks, seed and engine history instead"
        )


def _side(player: int) -> str:
    if player not in (0, 1):
        raise ValueError(f"player must be 0 (Corp) or 1 (Runner), got {player!r}")
    return PLAYERS[player]


class NetrunnerObserver:
    """What one player observes, from ``game.view(side)`` alone (OpenSpiel's PyObserver).

    ``iig_obs_type.perfect_recall``: the string also holds the public log so far (the
    information state); without it, the view alone (the observation). The tensor is the view's
    :func:`~netrunner.ai.features.observation_vector` either way. ``private_info`` NONE observes
    what both players know (``game.view("spectator")``).
    """

    def __init__(self, iig_obs_type: Any, params: dict[str, Any] | None) -> None:
        if params:
            raise ValueError(f"the Netrunner observer takes no parameters, got {params!r}")
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS:
            raise ValueError("no observer sees both players' private cards in Netrunner")
        self.public_only = private == pyspiel.PrivateInfoType.NONE
        self.tensor = np.zeros(OBSERVATION_SIZE, np.float32)
        self.dict = {"observation": self.tensor}

    def _view(self, state: NetrunnerState, player: int) -> tuple[str, Any]:
        side = _side(player)
        return side, state.engine.view("spectator" if self.public_only else side)

    def set_from(self, state: NetrunnerState, player: int) -> None:
        side, view = self._view(state, player)
        self.tensor[:] = observation_vector(view, side)

    def string_from(self, state: NetrunnerState, player: int) -> str:
        _, view = self._view(state, player)
        if self.perfect_recall:
            return json.dumps({"view": view, "log": state.engine.log}, sort_keys=True)
        return json.dumps(view, sort_keys=True)


def state_from_engine(
    engine: Game, game: NetrunnerGame | None = None, decisions: int = 0
) -> NetrunnerState:
    """A :class:`NetrunnerState` playing on ``engine`` (not a copy: actions applied to the state
    play on it). ``game`` gives the parameters that matter then (the decision cap, counted from
    ``decisions``); by default the registered game's defaults."""
    return NetrunnerState(game or pyspiel.load_game(SHORT_NAME), engine, decisions)


pyspiel.register_game(_GAME_TYPE, NetrunnerGame)

__all__ = [
    "SHORT_NAME",
    "NetrunnerGame",
    "NetrunnerState",
    "NetrunnerObserver",
    "state_from_engine",
]

"""OpenSpiel's information-set MCTS as an outside opponent (extra ``netrunner[openspiel]``).

:class:`OpenSpielIsmctsBot` runs OpenSpiel's own ``open_spiel.python.algorithms.ismcts.ISMCTSBot``
(its code, not a copy) with its own evaluator, ``open_spiel.python.algorithms.mcts
.RandomRolloutEvaluator`` (uniformly random play to the end of the game, ``rollouts`` times),
on Netrunner as registered with OpenSpiel (:mod:`netrunner.ai.spiel`). It is the ``sim`` bot
``openspiel-ismcts`` (``--corp-bot openspiel-ismcts:simulations=200``).

What it may know: it is given the game (``wants_game = True``) and, like our own MCTS bot, reads it
only through a determinisation for its side (``game.determinize(side)``), which it wraps as the
OpenSpiel state of the search's root. Each simulation of the search then deals a new world from
that root with the registration's ``resample_from_infostate`` (the engine's determinisation
again), so the search never sees the real game's hidden cards. The search's tree is keyed by the
deciding player's information state string (its view and the public log), as OpenSpiel's ISMCTS
does.

Two evaluators (``evaluator=``):

- ``random`` (the default): OpenSpiel's ``RandomRolloutEvaluator`` as it is, uniformly random
  play to the end of the game (``rollout_length`` 0) or for ``rollout_length`` decisions, an
  unfinished game scoring 0 for both. Random Netrunner games are long: about 3 s a decision at
  200 simulations on this machine, 85% of it in the rollouts.
- ``model``: the documented cheaper evaluator, :class:`ModelRolloutEvaluator`: a leaf is scored
  by the position model our own MCTS scores its positions with
  (:func:`netrunner.bots.mcts_eval.evaluate`, the modelled chance of winning, as returns in
  [-1, 1]; a finished game 1 or -1). With ``rollout_length`` N, N random decisions are played
  first (OpenSpiel's random rollout, cut short). Both searches then value positions alike, so a
  match measures the searches. At 200 simulations: about 0.4 s a decision (N = 0, the
  default), 1 s (N = 10).

Options: ``simulations`` (ISMCTS's ``max_simulations``, 200), ``uct_c`` (its exploration
constant, 2.0, OpenSpiel's example value for returns in [-1, 1]), ``rollouts`` (random rollouts
per evaluation, 1), ``max_world_samples`` (-1: a new world every simulation; otherwise that many
worlds, reused), ``evaluator`` and ``rollout_length`` (above). The seed makes its choices
reproducible.

>>> import netrunner
>>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=1)
>>> bot = OpenSpielIsmctsBot(simulations=5, seed=3)
>>> bot.choose(g, g.decision) in g.decision.options
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..engine.rng import Rng

if TYPE_CHECKING:
    from ..engine.decision import Decision, Option
    from ..engine.game import Game

__all__ = ["EVALUATORS", "ModelRolloutEvaluator", "OpenSpielIsmctsBot"]

EVALUATORS = ("random", "model")


def _require_openspiel() -> None:
    try:
        import pyspiel  # noqa: F401
    except ImportError as e:  # pragma: no cover - the dev extras install it
        raise ImportError(
            "the openspiel-ismcts bot needs OpenSpiel: pip install 'netrunner[openspiel]'"
        ) from e


def ModelRolloutEvaluator(  # noqa: N802 - builds OpenSpiel's class lazily, named as a class
    n_rollouts: int = 1, random_state: Any = None, max_length: int | None = 0
) -> Any:
    """OpenSpiel's ``RandomRolloutEvaluator`` whose rollouts stop after ``max_length`` decisions
    (0: none, the leaf itself; None: to the end) and are scored by our position model
    (:func:`netrunner.bots.mcts_eval.evaluate`) instead of 0: the ``model`` evaluator.

    >>> import pyspiel, netrunner.ai.spiel
    >>> ev = ModelRolloutEvaluator(max_length=5)
    >>> state = pyspiel.load_game("python_netrunner").new_initial_state()
    >>> corp, runner = ev.evaluate(state)  # five random decisions, then the model's value
    >>> bool(corp == -runner and -1.0 < corp < 1.0)
    True
    """
    _require_openspiel()
    import numpy as np
    from open_spiel.python.algorithms import mcts

    from .mcts_eval import evaluate

    def returns(state: Any) -> Any:
        """The model's value of ``state`` as both players' returns (1 won, -1 lost)."""
        corp = 2.0 * evaluate(state.engine, "corp") - 1.0
        return np.array([corp, -corp])

    class _ModelRolloutEvaluator(mcts.RandomRolloutEvaluator):
        def evaluate(self, state: Any) -> Any:
            if self.max_length == 0:  # no rollout: the leaf's own value, read in place
                return returns(state)
            total = None
            for _ in range(self.n_rollouts):
                working = state.clone()
                length = 0
                while not working.is_terminal() and (
                    self.max_length is None or length < self.max_length
                ):
                    working.apply_action(self._random_state.choice(working.legal_actions()))
                    length += 1
                value = returns(working)
                total = value if total is None else total + value
            return total / self.n_rollouts

    return _ModelRolloutEvaluator(n_rollouts, random_state, max_length)


class OpenSpielIsmctsBot:
    """OpenSpiel's ``ISMCTSBot`` with OpenSpiel's random-rollout evaluator or the ``model`` one
    (see the module)."""

    name = "openspiel-ismcts"
    wants_game = True  # searches on its side's determinisations only

    def __init__(
        self,
        simulations: int = 200,
        seed: int = 0,
        uct_c: float = 2.0,
        rollouts: int = 1,
        max_world_samples: int = -1,
        rollout_length: int | None = None,
        evaluator: str = "random",
    ) -> None:
        if simulations < 1:
            raise ValueError(f"simulations must be at least 1, got {simulations}")
        if rollouts < 1:
            raise ValueError(f"rollouts must be at least 1, got {rollouts}")
        if evaluator not in EVALUATORS:
            raise ValueError(f"evaluator must be one of {', '.join(EVALUATORS)}, got {evaluator!r}")
        if rollout_length is not None and rollout_length < 0:
            raise ValueError(f"rollout_length must be 0 or more, got {rollout_length}")
        _require_openspiel()
        import numpy as np
        import pyspiel
        from open_spiel.python.algorithms import ismcts, mcts

        from ..ai import spiel

        self.simulations = simulations
        self.rng = Rng(seed)
        self.spiel_game = pyspiel.load_game(spiel.SHORT_NAME)
        random_state = np.random.RandomState(seed % (1 << 32))
        if evaluator == "model":
            length = 0 if rollout_length is None else rollout_length
            rollout: Any = ModelRolloutEvaluator(rollouts, random_state, length)
        else:
            rollout = mcts.RandomRolloutEvaluator(
                n_rollouts=rollouts, random_state=random_state, max_length=rollout_length or None
            )
        self.evaluator = evaluator
        self.search = ismcts.ISMCTSBot(
            game=self.spiel_game,
            evaluator=rollout,
            uct_c=uct_c,
            max_simulations=simulations,
            max_world_samples=max_world_samples,
            random_state=random_state,
            final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
        )
        # worlds dealt from our own seeded generator (reproducible), through the registration
        self.search.set_resampler(self._resample)

    def _resample(self, state: Any, player: int) -> Any:
        return state.resample_from_infostate(player, self.rng.random)

    def choose(self, game: Game, decision: Decision) -> Option:
        """The option OpenSpiel's ISMCTS picks, searching from a determinisation of ``game``."""
        from ..ai.encoding import legal_map
        from ..ai.spiel import state_from_engine

        legal = legal_map(decision)
        if len(legal) == 1:
            return decision.options[next(iter(legal.values()))]
        root = state_from_engine(game.determinize(decision.player, rng=self.rng), self.spiel_game)
        action = int(self.search.step(root))
        return decision.options[legal[action]]

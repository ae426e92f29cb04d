"""Adapters for AI frameworks: a fixed action encoding, numeric observations, and two front ends.

- :mod:`netrunner.ai.encoding`: every option as an action id in ``range(ACTION_SIZE)``, stable
  across games, with masks of the legal actions and decoding back to options.
- :mod:`netrunner.ai.features`: a fixed-length numeric observation from ``game.view(side)``.
- :mod:`netrunner.ai.pettingzoo_env`: a PettingZoo AEC environment (extra
  ``netrunner[pettingzoo]``).
- :mod:`netrunner.ai.gym_env`: :class:`SingleAgentEnv`, a Gymnasium environment where one side
  plays against a bot (same extra; ``netrunner.ai.SingleAgentEnv`` imports it when first used).
- :mod:`netrunner.ai.spiel`: Netrunner registered with OpenSpiel itself as the Python game
  ``python_netrunner`` (extra ``netrunner[openspiel]``; import the module, then
  ``pyspiel.load_game("python_netrunner", {...})``), for OpenSpiel's own algorithms.
- :mod:`netrunner.ai.openspiel`: an OpenSpiel-style game and state in plain Python, for code that
  must run without OpenSpiel installed.

>>> from netrunner.ai import ACTION_SIZE, OBSERVATION_SIZE
>>> ACTION_SIZE > 10_000 and OBSERVATION_SIZE > 100
True
"""

from typing import Any

from .encoding import ACTION_SIZE, decode, describe, encode, legal_actions, legal_map
from .features import FEATURE_NAMES, OBSERVATION_SIZE, observation_vector
from .openspiel import NetrunnerGame, NetrunnerState


def __getattr__(name: str) -> Any:
    """``SingleAgentEnv`` and ``NetrunnerEnv`` load Gymnasium (and PettingZoo) only when asked."""
    if name == "SingleAgentEnv":
        from .gym_env import SingleAgentEnv

        return SingleAgentEnv
    if name == "NetrunnerEnv":
        from .pettingzoo_env import NetrunnerEnv

        return NetrunnerEnv
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "ACTION_SIZE",
    "OBSERVATION_SIZE",
    "FEATURE_NAMES",
    "encode",
    "decode",
    "describe",
    "legal_actions",
    "legal_map",
    "observation_vector",
    "NetrunnerGame",
    "NetrunnerState",
]

"""The Gymnasium spaces both environments declare (needs ``gymnasium`` and ``numpy``).

- :func:`observation_box`: ``Box(0, FLOAT32_MAX, (OBSERVATION_SIZE,), float32)``: the numbers of
  :func:`netrunner.ai.features.observation_vector` are raw counts, never negative and with no upper
  bound of their own (credits can grow without limit), so the bound is the largest float32: finite,
  as Gymnasium's checker wants, and never reached.
- :func:`action_mask_box`: ``Box(0, 1, (ACTION_SIZE,), int8)``, the legal actions marked 1, as
  PettingZoo's classic games mark theirs.
- :func:`action_space`: ``Discrete(ACTION_SIZE)``, the encoding of :mod:`netrunner.ai.encoding`.

>>> observation_box().shape, action_mask_box().dtype, int(action_space().n) > 10_000
((1034,), dtype('int8'), True)
"""

from __future__ import annotations

try:
    import numpy as np
    from gymnasium import spaces
except ImportError as e:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        f"netrunner.ai's environments need Gymnasium ({e.name} is missing): "
        "pip install 'netrunner[pettingzoo]'"
    ) from e

from .encoding import ACTION_SIZE
from .features import OBSERVATION_SIZE

FLOAT32_MAX = float(np.finfo(np.float32).max)


def observation_box() -> spaces.Box:
    """The space of one side's observation vector (see the module docstring)."""
    return spaces.Box(low=0.0, high=FLOAT32_MAX, shape=(OBSERVATION_SIZE,), dtype=np.float32)


def action_mask_box() -> spaces.Box:
    """The space of an action mask: one int8 0/1 per action id."""
    return spaces.Box(low=0, high=1, shape=(ACTION_SIZE,), dtype=np.int8)


def action_space() -> spaces.Discrete:
    """One action id of the fixed encoding."""
    return spaces.Discrete(ACTION_SIZE)


__all__ = ["FLOAT32_MAX", "observation_box", "action_mask_box", "action_space"]

"""A compact action encoding: the options of a decision as at most 512 ids, by kind and rank.

The fixed encoding of :mod:`netrunner.ai.encoding` gives every possible option its own id
(79,972 of them), which makes a policy's output layer and a rollout's stored masks large. This one
numbers the options *of the decision at hand*: each option kind has a block of ``BLOCK[kind]``
ids (in :data:`KINDS` order), and within its block an option's id is its rank among the
decision's options of that kind, in a canonical order (by the fixed encoding's id, so by card,
server, subroutine, amount; look-alikes by their labels, unique within a decision)::

    action = COMPACT_OFFSET[kind] + rank

So ``credit`` is always the same id, the first ``advance`` option (in card order) always the first
id of the advance block, a trace bid of 0 the first id of the trace block. What an id stands for
depends on the decision, so the observation carries, for every id, what its option is
(:func:`option_features`): ``OPTION_FEATURES`` numbers per id, each in [0, 1]: 1 if the id is an
option now, the option's card (its index in the fixed encoding's card vocabulary, scaled), and its
detail (server, subroutine or choice text, or amount: the fixed encoding's index, scaled).

The ids of one decision depend only on its options, not on their order (the same decision gives
the same ids).
Options past their kind's block are left out of the legal actions, as the fixed encoding leaves
out look-alikes past ``COPIES`` (none in 180 random games of every starter pairing: the largest
counts seen were 35 link bids, 33 installs, 22 trace bids, 19 choices).

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> m = compact_map(g.decision)
>>> sorted(m), [g.decision.options[i].kind for _, i in sorted(m.items())]
([0, 1], ['keep', 'mulligan'])
>>> COMPACT_SIZE <= 512
True
"""

from __future__ import annotations

from typing import Any

from ..engine.decision import Decision, Option
from .encoding import (
    AMOUNT,
    CARD,
    CHOICE,
    KIND_AXES,
    KINDS,
    SERVER,
    SUBROUTINE,
    Axis,
    option_keys,
)

#: Ids per option kind (the largest count seen in random games, with room to spare).
BLOCK: dict[str, int] = {
    "keep": 1,
    "mulligan": 1,
    "credit": 1,
    "draw": 1,
    "install": 104,
    "play": 16,
    "advance": 24,
    "run": 24,
    "remove_tag": 1,
    "trash_resource": 16,
    "purge": 1,
    "ability": 24,
    "rez": 16,
    "score": 8,
    "break": 24,
    "boost": 16,
    "jack_out": 1,
    "trace": 64,
    "link": 64,
    "steal": 2,
    "trash": 4,
    "access": 16,
    "discard": 16,
    "choose": 56,
    "pass": 1,
    "break_all": 8,
    "cancel": 1,
}
COMPACT_OFFSET: dict[str, int] = {}
_total = 0
for _k in KINDS:
    COMPACT_OFFSET[_k] = _total
    _total += BLOCK.get(_k, 0)
#: The number of compact action ids (511 with the kinds as defined when this was written).
COMPACT_SIZE: int = _total
#: Numbers per id in :func:`option_features`: present, card, detail.
OPTION_FEATURES = 3
_KIND_OF_ID: tuple[str, ...] = tuple(k for k in KINDS for _ in range(BLOCK.get(k, 0)))


def compact_map(decision: Decision | None) -> dict[int, int]:
    """``{compact action id: option index}`` for the options of ``decision`` (empty for None)."""
    out: dict[int, int] = {}
    if decision is None:
        return out
    options = decision.options
    ranked = sorted(
        (COMPACT_OFFSET[o.kind], k, o.label, i)
        for i, (o, k) in enumerate(zip(options, option_keys(options), strict=True))
    )
    rank = 0
    kind_at = -1
    for offset, _, _, i in ranked:
        if offset != kind_at:
            kind_at, rank = offset, 0
        kind = options[i].kind
        if rank < BLOCK.get(kind, 0):
            out[offset + rank] = i
        rank += 1
    return out


def _scaled(axis: Axis, option: Option) -> float:
    return axis.index(option) / (axis.size - 1)


def _detail_axis(kind: str) -> Axis | None:
    """The axis of ``kind``'s second field (its first one not naming the card), if any."""
    for axis in KIND_AXES[kind]:
        if axis is CARD or axis.name == "card":
            continue
        return SUBROUTINE if axis.name == "target" else axis
    return None


#: kind -> the axis its detail is read with (None: no detail); ``choose``'s is ``DETAIL``
_DETAIL_AXIS: dict[str, Axis | None] = {k: _detail_axis(k) for k in KIND_AXES}


def _detail(option: Option) -> float:
    """The option's second field, scaled to [0, 1] by its own vocabulary (0 for none)."""
    axis = _DETAIL_AXIS[option.kind]
    if axis is None:
        return 0.0
    if axis.name == "detail":
        if option.target is not None:
            return _scaled(CHOICE, option)
        if option.server is not None:
            return _scaled(SERVER, option)
        if option.amount is not None:
            return _scaled(AMOUNT, option)
        return 0.0
    return _scaled(axis, option)


def option_entries(
    decision: Decision | None, legal: dict[int, int], at: int = 0
) -> dict[int, float]:
    """The numbers :func:`option_features` writes, as ``{index: value}`` (indices from ``at``;
    the ids not in ``legal`` are all 0 and left out, and so is the card of an option that names
    none)."""
    out: dict[int, float] = {}
    if decision is None:
        return out
    options = decision.options
    for a, i in legal.items():
        o = options[i]
        where = at + a * OPTION_FEATURES
        out[where] = 1.0
        if o.card is not None:
            out[where + 1] = _scaled(CARD, o)
        out[where + 2] = _detail(o)
    return out


def option_features(
    decision: Decision | None, legal: dict[int, int], out: Any = None, at: int = 0
) -> Any:
    """``COMPACT_SIZE * OPTION_FEATURES`` numbers: for each id, (1, card, detail) if it is an
    option of ``decision`` (``legal`` is its :func:`compact_map`), else zeros. Written into
    ``out`` (a zeroed list or numpy array) from index ``at`` on, if given, else into a new list.
    """
    v = [0.0] * (COMPACT_SIZE * OPTION_FEATURES) if out is None else out
    entries = option_entries(decision, legal, at)
    if not entries:
        return v
    if not isinstance(v, list):  # a numpy array: one indexed assignment, not one per number
        v[list(entries)] = list(entries.values())
        return v
    for i, x in entries.items():
        v[i] = x
    return v


def compact_kind(action: int) -> tuple[str, int]:
    """The kind a compact id stands for and its rank within the kind, without a decision.

    >>> compact_kind(COMPACT_OFFSET["advance"] + 2)
    ('advance', 2)
    """
    if not 0 <= action < COMPACT_SIZE:
        raise ValueError(f"action {action} is out of range 0-{COMPACT_SIZE - 1}")
    kind = _KIND_OF_ID[action]
    return kind, action - COMPACT_OFFSET[kind]


__all__ = [
    "BLOCK",
    "COMPACT_OFFSET",
    "COMPACT_SIZE",
    "OPTION_FEATURES",
    "compact_map",
    "compact_kind",
    "option_features",
    "option_entries",
]

"""A fixed action encoding: every option of every decision as an integer in ``range(ACTION_SIZE)``.

Reinforcement-learning frameworks want a fixed, finite action space with a mask of the legal
actions. An :class:`~netrunner.Option` is turned into an action id from its fields alone
(``kind``, ``card``, ``server``, ``target``, ``amount``), through vocabularies built from the
card data and the card definitions, so the same option has the same id in every game:

- ``CARD``: None, the 113 Core Set titles in card-code order, and ``<other>`` (115 values);
- ``ICEBREAKER``: None, the Core Set icebreakers (card data keyword ``Icebreaker``), ``<other>``;
- ``SERVER``: None, ``HQ``, ``R&D``, ``Archives``, ``new remote``, ``Server 1`` .. ``Server 12``,
  and ``Server 13+`` (later remotes share it; 18 values);
- ``SUBROUTINE``: None, every subroutine text of the Core Set ice (sorted), ``<other>``;
- ``AMOUNT``: None, 0 .. 30 and ``31+``; ``BID`` (trace and link bids): None, 0 .. 99, ``100+``;
- ``DETAIL`` (for ``choose``): None, a server (as ``SERVER``), a choice text (the effects of each
  "choose one" card, and ``trash``; sorted, then ``<other>``), or an amount (as ``AMOUNT``): an
  option's detail is its target if it has one, else its server, else its amount.

Each kind uses only the fields it needs (:data:`KIND_AXES`): ``credit`` none, ``run`` a server,
``install`` a card and a server, ``break`` a card and a subroutine, ``break_all`` the
icebreaker, and so on. Options the
encoded fields don't tell apart (two copies of a card installed, two ice on one server, an install
onto a host) are numbered in the order of ``decision.options`` by a *copy* index 0 .. ``COPIES-1``::

    action = OFFSET[kind] + (mixed-radix index of the kind's fields) * COPIES + copy

Size: ``ACTION_SIZE`` = 4 x (9 kinds with no field + 5 x 115 x 18 for install, advance, rez,
score, access + 6 x 115 for play, trash_resource, ability, steal, trash, discard + 18 for run +
115 x 16 (SUBROUTINE) for break + 13 x 33 for boost + 2 x 102 for trace and link + 115 x 56
(DETAIL) for choose + 13 (ICEBREAKER) for break_all) = 79,972 with the Core Set as defined when
this was written (the vocabularies, and so the size, grow only when card definitions add
subroutine or choice texts). A kind added to ``KINDS`` comes last, so the ids of the kinds
before it stay as they were.

An option past the ``COPIES``-th look-alike of one decision has no action id and is left out of the
legal actions (:func:`unencodable` counts them: none in 600 random games of every starter
pairing, 511,075 options).

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> legal = legal_actions(g.decision)
>>> [describe(a).kind for a in legal]
['keep', 'mulligan']
>>> decode(legal[1], g.decision).kind
'mulligan'
>>> ACTION_SIZE == sum(_block(k) for k in KINDS)
True
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from operator import itemgetter
from typing import Any, NamedTuple

from ..engine.carddb import core_set
from ..engine.carddef import walk
from ..engine.decision import KINDS as _KINDS
from ..engine.decision import Decision, IllegalChoice, Option

OTHER = "<other>"
COPIES = 4
MAX_REMOTE = 12
MAX_AMOUNT = 30
MAX_BID = 99
REMOTE_OVERFLOW = f"Server {MAX_REMOTE + 1}+"

#: The option kinds, in docs/api.md's order (the order of the blocks of action ids).
KINDS = _KINDS


# ------------------------------------------------------------------------------ vocabularies


@cache
def _definitions() -> tuple[Any, ...]:
    from ..rulesets.anr.cards import definition

    return tuple(definition(c.title) for c in core_set())


@cache
def _subroutine_texts() -> tuple[str, ...]:
    return tuple(sorted({s.text for d in _definitions() for s in d.subroutines}))


@cache
def _choice_texts() -> tuple[str, ...]:
    from ..engine.effects import ChooseOne, join_texts

    texts = {"trash"}
    for d in _definitions():
        for x in walk(d):
            if isinstance(x, ChooseOne):
                texts.update(join_texts(c) for c in x.choices)
    return tuple(sorted(texts))


class Axis:
    """One field of an action: its values, and how an option's field becomes an index."""

    def __init__(self, name: str, values: list[Any]) -> None:
        self.name = name
        self.values = tuple(values)
        self.index_of = {v: i for i, v in enumerate(values)}
        self.size = len(values)

    def index(self, option: Option) -> int:
        return self._lookup(getattr(option, self.name))

    def _lookup(self, value: Any) -> int:
        i = self.index_of.get(value)
        return self.index_of[OTHER] if i is None else i

    def __repr__(self) -> str:
        return f"Axis({self.name!r}, {self.size} values)"


class ServerAxis(Axis):
    def _lookup(self, value: Any) -> int:
        i = self.index_of.get(value)
        if i is not None:
            return i
        return self.index_of[REMOTE_OVERFLOW]  # "Server 13", "Server 14"...


class AmountAxis(Axis):
    """None, 0 .. ``top``, and ``"<top+1>+"`` for anything larger."""

    def __init__(self, name: str, top: int) -> None:
        self.top = top
        super().__init__(name, [None, *range(top + 1), f"{top + 1}+"])

    def _lookup(self, value: Any) -> int:
        if value is None:
            return 0
        return 1 + min(max(int(value), 0), self.top + 1)


class DetailAxis(Axis):
    """``choose``'s second field: its target if any, else its server, else its amount."""

    def __init__(self, servers: ServerAxis, choices: Axis, amounts: AmountAxis) -> None:
        self.servers, self.choices, self.amounts = servers, choices, amounts
        # None, then each sub-vocabulary without its None
        self.server_base = 1
        self.choice_base = self.server_base + servers.size - 1
        self.amount_base = self.choice_base + choices.size - 1
        values: list[Any] = [None]
        values += [("server", v) for v in servers.values[1:]]
        values += [("target", v) for v in choices.values[1:]]
        values += [("amount", v) for v in amounts.values[1:]]
        super().__init__("detail", values)

    def index(self, option: Option) -> int:
        if option.target is not None:
            return self.choice_base + self.choices._lookup(option.target) - 1
        if option.server is not None:
            return self.server_base + self.servers._lookup(option.server) - 1
        if option.amount is not None:
            return self.amount_base + self.amounts._lookup(option.amount) - 1
        return 0


TITLES: tuple[str, ...] = tuple(c.title for c in core_set())
CARD = Axis("card", [None, *TITLES, OTHER])
ICEBREAKER = Axis(
    "card", [None, *(c.title for c in core_set() if "Icebreaker" in c.keywords), OTHER]
)
SERVER = ServerAxis(
    "server",
    [None, "HQ", "R&D", "Archives", "new remote"]
    + [f"Server {i}" for i in range(1, MAX_REMOTE + 1)]
    + [REMOTE_OVERFLOW],
)
SUBROUTINE = Axis("target", [None, *_subroutine_texts(), OTHER])
CHOICE = Axis("target", [None, *_choice_texts(), OTHER])
AMOUNT = AmountAxis("amount", MAX_AMOUNT)
BID = AmountAxis("amount", MAX_BID)
DETAIL = DetailAxis(SERVER, CHOICE, AMOUNT)

#: The fields each kind is encoded with (the others are left out of its action id).
KIND_AXES: dict[str, tuple[Axis, ...]] = {
    "keep": (),
    "mulligan": (),
    "credit": (),
    "draw": (),
    "install": (CARD, SERVER),
    "play": (CARD,),
    "advance": (CARD, SERVER),
    "run": (SERVER,),
    "remove_tag": (),
    "trash_resource": (CARD,),
    "purge": (),
    "ability": (CARD,),
    "rez": (CARD, SERVER),
    "score": (CARD, SERVER),
    "break": (CARD, SUBROUTINE),  # bioroid ice breaks its own subroutines too
    "boost": (ICEBREAKER, AMOUNT),
    "jack_out": (),
    "trace": (BID,),
    "link": (BID,),
    "steal": (CARD,),
    "trash": (CARD,),
    "access": (CARD, SERVER),
    "discard": (CARD,),
    "choose": (CARD, DETAIL),
    "pass": (),
    "break_all": (ICEBREAKER,),
    "cancel": (),
}


def _block(kind: str) -> int:
    n = COPIES
    for axis in KIND_AXES[kind]:
        n *= axis.size
    return n


OFFSET: dict[str, int] = {}
_total = 0
for _k in KINDS:
    OFFSET[_k] = _total
    _total += _block(_k)
#: The number of action ids: every action is an int in ``range(ACTION_SIZE)``.
ACTION_SIZE: int = _total
_STARTS = [(OFFSET[k], k) for k in KINDS]


# ------------------------------------------------------------------------------ encoding


def key(option: Option) -> int:
    """The action id of ``option`` as the first of its look-alikes (copy 0)."""
    kind = option.kind
    axes = KIND_AXES.get(kind)
    if axes is None:
        raise ValueError(f"unknown option kind {kind!r}")
    i = 0
    for axis in axes:
        i = i * axis.size + axis.index(option)
    return OFFSET[kind] + i * COPIES


#: The fields :func:`key` reads (kind, card, server, target, amount), as one tuple per option:
#: an ``Option`` is a named tuple, so this is a C-level pick with no Python frame.
_KEY_FIELDS = itemgetter(0, 1, 3, 4, 5)
#: those fields -> their key: an id depends on these fields alone, and the options a game offers
#: repeat the same few hundred of them, so a dict look-up replaces the walk over the axes
_KEYS: dict[tuple[Any, ...], int] = {}
_KEYS_MAX = 1 << 16  # only unusual amounts or texts would fill it; then it starts again


def option_keys(options: list[Option] | tuple[Option, ...]) -> list[int]:
    """``[key(o) for o in options]``, remembered by each option's encoded fields."""
    fields = list(map(_KEY_FIELDS, options))
    keys = list(map(_KEYS.get, fields))
    if None in keys:
        if len(_KEYS) > _KEYS_MAX:  # pragma: no cover - only with unusual amounts or texts
            _KEYS.clear()
        for j, k in enumerate(keys):
            if k is None:
                keys[j] = _KEYS[fields[j]] = key(options[j])
    return keys  # type: ignore[return-value]  # no None is left


def legal_map(decision: Decision | None) -> dict[int, int]:
    """``{action id: option index}`` for the options of ``decision`` (empty for None).

    Options past the ``COPIES``-th look-alike are left out (see the module docstring).
    """
    if decision is None:
        return {}
    keys = option_keys(decision.options)
    out = dict(zip(keys, range(len(keys)), strict=True))
    if len(out) == len(keys):  # no look-alikes: every option's id is its key (copy 0)
        return out
    out = {}
    for i, a in enumerate(keys):
        copy = 0
        while copy < COPIES and a + copy in out:
            copy += 1
        if copy < COPIES:
            out[a + copy] = i
    return out


def legal_actions(decision: Decision | None) -> list[int]:
    """The legal action ids of ``decision``, ascending."""
    return sorted(legal_map(decision))


def encode(option: Option | int, decision: Decision) -> int:
    """The action id of one option (or option index) of ``decision``; raises ``IllegalChoice``."""
    i = decision.index_of(option)
    for a, j in legal_map(decision).items():
        if j == i:
            return a
    raise IllegalChoice(
        f"{decision.options[i].label!r} has more than {COPIES} look-alikes: it has no action id"
    )


def option_index(action: int, decision: Decision) -> int:
    """The index in ``decision.options`` of the option ``action`` stands for."""
    i = legal_map(decision).get(action)
    if i is None:
        raise IllegalChoice(
            f"action {action} ({describe(action).short()}) is not legal now; legal: "
            f"{legal_actions(decision)}"
            if 0 <= action < ACTION_SIZE
            else f"action {action} is out of range 0-{ACTION_SIZE - 1}"
        )
    return i


def decode(action: int, decision: Decision) -> Option:
    """The option of ``decision`` that ``action`` stands for; raises ``IllegalChoice``."""
    return decision.options[option_index(action, decision)]


class ActionFields(NamedTuple):
    """What an action id says by itself: the kind, its encoded fields (None where the kind does
    not use a field), and the copy index. Bucketed values read ``<other>``, ``Server 13+``,
    ``31+``."""

    kind: str
    card: str | None = None
    server: str | None = None
    target: str | None = None
    amount: int | str | None = None
    copy: int = 0

    def short(self) -> str:
        parts = [self.kind] + [
            f"{k}={v!r}"
            for k, v in (
                ("card", self.card),
                ("server", self.server),
                ("target", self.target),
                ("amount", self.amount),
            )
            if v is not None
        ]
        if self.copy:
            parts.append(f"copy={self.copy}")
        return " ".join(parts)


def describe(action: int) -> ActionFields:
    """The fields of an action id, without a decision: the inverse of :func:`key` (plus copy).

    >>> describe(key(Option("run", server="R&D"))).short()
    "run server='R&D'"
    """
    if not 0 <= action < ACTION_SIZE:
        raise ValueError(f"action {action} is out of range 0-{ACTION_SIZE - 1}")
    kind = _STARTS[0][1]
    for start, k in _STARTS:
        if start > action:
            break
        kind = k
    rest = action - OFFSET[kind]
    copy = rest % COPIES
    rest //= COPIES
    fields: dict[str, Any] = {}
    for axis in reversed(KIND_AXES[kind]):
        value = axis.values[rest % axis.size]
        rest //= axis.size
        if axis is DETAIL:
            if value is not None:
                fields[value[0]] = value[1]
        else:
            fields[axis.name] = value
    return ActionFields(kind=kind, copy=copy, **fields)


@dataclass
class Unencodable:
    """How many options were left without an action id (see :func:`unencodable`)."""

    options: int = 0
    left_out: int = 0


def unencodable(decision: Decision | None, tally: Unencodable | None = None) -> Unencodable:
    """Count the options of ``decision`` that have no action id (into ``tally``)."""
    tally = tally or Unencodable()
    if decision is not None:
        tally.options += len(decision.options)
        tally.left_out += len(decision.options) - len(legal_map(decision))
    return tally


__all__ = [
    "ACTION_SIZE",
    "COPIES",
    "KINDS",
    "KIND_AXES",
    "OFFSET",
    "ActionFields",
    "key",
    "legal_map",
    "option_keys",
    "legal_actions",
    "encode",
    "decode",
    "option_index",
    "describe",
    "unencodable",
]

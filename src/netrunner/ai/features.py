"""A fixed-length numeric observation built from ``game.view(side)`` alone.

:func:`observation_vector` turns a side's view (so nothing that side may not see) into
``OBSERVATION_SIZE`` floats, laid out as :data:`FEATURE_NAMES` says, one name per entry:

1. who and when (11): ``turn``, ``me_corp`` (1 if the observer is the Corp), ``my_turn``,
   ``my_decision``, ``game_over``, and the phase one-hot (``phase=setup|mulligan|draw|action|run|
   discard``);
2. the Corp's numbers (8): credits, clicks, agenda points, bad publicity, hand size, R&D size,
   Archives size, scored agendas;
3. the Runner's numbers (12): credits, clicks, agenda points, tags, brain damage, link, memory used,
   memory limit, grip size, stack size, heap size, scored agendas;
4. the servers (7 each for HQ, R&D, Archives and the first ``REMOTE_SLOTS`` remotes in the order
   they were created): exists, ice, rezzed ice, ice advancement tokens, cards in the server,
   rezzed cards in it, advancement tokens on them;
5. the run (4 + one-hot of the server slot + run phase one-hot): running, ice position, successful,
   encountering rezzed ice, ``run_server=<slot>``, ``run_phase=<phase>``;
6. per-title counts, one block of 113 entries (Core Set titles in card-code order) for each of:
   my hand, the Corp's installed cards the observer can identify, the Runner's installed cards, the
   Corp's discard the observer can identify, the Runner's discard, the Corp's score area, the
   Runner's score area, the ice being approached or encountered (if the observer can identify it).

Numbers are raw counts (not scaled). ``OBSERVATION_SIZE`` = 11 + 8 + 12 + 11 x 7 + (4 + 11 + 7) +
8 x 113 = 1,034.

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> v = observation_vector(g.view("corp"), "corp")
>>> len(v) == OBSERVATION_SIZE == len(FEATURE_NAMES)
True
>>> OBSERVATION_SIZE
1034
>>> dict(zip(FEATURE_NAMES, v))["corp_credits"]
5.0
"""

from __future__ import annotations

import struct
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..engine.carddb import core_set
from ..engine.state import CONTENT, DISCARD, ICE, RIG_ZONES
from ..engine.view import visible_to

if TYPE_CHECKING:
    from ..engine.game import Game

REMOTE_SLOTS = 8
PHASES = ("setup", "mulligan", "draw", "action", "run", "discard")
RUN_PHASES = (
    "initiation",
    "approach",
    "encounter",
    "movement",
    "approach_server",
    "success",
    "access",
)
SERVER_SLOTS = ("HQ", "R&D", "Archives", *(f"remote{i}" for i in range(1, REMOTE_SLOTS + 1)))
SERVER_FEATURES = (
    "exists",
    "ice",
    "rezzed_ice",
    "ice_advancements",
    "cards",
    "rezzed_cards",
    "advancements",
)
TITLES: tuple[str, ...] = tuple(c.title for c in core_set())
TITLE_INDEX = {t: i for i, t in enumerate(TITLES)}
TITLE_BLOCKS = (
    "my_hand",
    "corp_installed",
    "runner_installed",
    "corp_discard",
    "runner_discard",
    "corp_scored",
    "runner_scored",
    "current_ice",
)
CORP_NUMBERS = (
    "credits",
    "clicks",
    "agenda_points",
    "bad_publicity",
    "hand_size",
    "deck_size",
    "discard_size",
    "scored",
)
RUNNER_NUMBERS = (
    "credits",
    "clicks",
    "agenda_points",
    "tags",
    "brain_damage",
    "link",
    "memory_used",
    "memory_limit",
    "hand_size",
    "deck_size",
    "discard_size",
    "scored",
)


def _names() -> list[str]:
    names = ["turn", "me_corp", "my_turn", "my_decision", "game_over"]
    names += [f"phase={p}" for p in PHASES]
    names += [f"corp_{n}" for n in CORP_NUMBERS]
    names += [f"runner_{n}" for n in RUNNER_NUMBERS]
    for slot in SERVER_SLOTS:
        names += [f"{slot}_{f}" for f in SERVER_FEATURES]
    names += ["running", "run_position", "run_successful", "run_ice_rezzed"]
    names += [f"run_server={s}" for s in SERVER_SLOTS]
    names += [f"run_phase={p}" for p in RUN_PHASES]
    for block in TITLE_BLOCKS:
        names += [f"{block}:{t}" for t in TITLES]
    return names


FEATURE_NAMES: tuple[str, ...] = tuple(_names())
OBSERVATION_SIZE = len(FEATURE_NAMES)
_TITLES_AT = FEATURE_NAMES.index(f"{TITLE_BLOCKS[0]}:{TITLES[0]}")


def _slots(view: Mapping[str, Any]) -> dict[str, str]:
    """Server name -> slot name (remotes by creation order; those past the slots are left out)."""
    out = {"HQ": "HQ", "R&D": "R&D", "Archives": "Archives"}
    remotes = [s for s in view["corp"]["servers"] if s not in out]
    remotes.sort(key=lambda s: int(s.rsplit(" ", 1)[-1]) if s.rsplit(" ", 1)[-1].isdigit() else 0)
    for i, name in enumerate(remotes[:REMOTE_SLOTS], start=1):
        out[name] = f"remote{i}"
    return out


def observation_vector(view: Mapping[str, Any], side: str) -> list[float]:
    """``OBSERVATION_SIZE`` floats describing ``view`` (``game.view(side)``) for ``side``."""
    v = [0.0] * OBSERVATION_SIZE
    at = 0

    def put(*xs: float) -> None:
        nonlocal at
        for x in xs:
            v[at] = float(x)
            at += 1

    corp, runner = view["corp"], view["runner"]
    decision = view.get("decision")
    put(
        view.get("turn", 0),
        side == "corp",
        view.get("active") == side,
        decision is not None and decision.get("player") == side,
        bool(view.get("over")),
    )
    phase = view.get("phase")
    put(*(phase == p for p in PHASES))
    put(
        corp["credits"],
        corp["clicks"],
        corp["agenda_points"],
        corp["bad_publicity"],
        corp["hand_size"],
        corp["deck_size"],
        len(corp["discard"]),
        len(corp["scored"]),
    )
    put(
        runner["credits"],
        runner["clicks"],
        runner["agenda_points"],
        runner["tags"],
        runner["brain_damage"],
        runner["link"],
        runner["memory"]["used"],
        runner["memory"]["limit"],
        runner["hand_size"],
        runner["deck_size"],
        len(runner["discard"]),
        len(runner["scored"]),
    )
    slots = _slots(view)
    by_slot = {slot: name for name, slot in slots.items()}
    servers = corp["servers"]
    for slot in SERVER_SLOTS:
        s = servers.get(by_slot.get(slot, ""))
        if s is None:
            put(*([0] * len(SERVER_FEATURES)))
            continue
        ice, content = s["ice"], s["content"]
        put(
            1,
            len(ice),
            sum(c["rezzed"] for c in ice),
            sum(c["advancements"] for c in ice),
            len(content),
            sum(c["rezzed"] for c in content),
            sum(c["advancements"] for c in content),
        )
    run = view.get("run")
    if run is None:
        put(0, 0, 0, 0)
        put(*([0] * (len(SERVER_SLOTS) + len(RUN_PHASES))))
    else:
        ice = run.get("ice")
        put(1, max(run.get("position") or 0, 0), bool(run.get("successful")))
        put(bool(ice and ice.get("rezzed")))
        where = slots.get(run.get("server", ""))
        put(*(where == s for s in SERVER_SLOTS))
        put(*(run.get("phase") == p for p in RUN_PHASES))
    assert at == _TITLES_AT
    n = len(TITLES)

    def count(block: int, cards: list[dict[str, Any]]) -> None:
        base = _TITLES_AT + block * n
        for c in cards:
            i = TITLE_INDEX.get(c.get("title") or "")
            if i is not None:
                v[base + i] += 1.0

    me = corp if side == "corp" else runner
    count(0, me.get("hand", []))
    for s in servers.values():
        count(1, s["ice"])
        count(1, s["content"])
    rig = runner["rig"]
    count(2, rig["program"] + rig["hardware"] + rig["resource"])
    count(3, corp["discard"])
    count(4, runner["discard"])
    count(5, corp["scored"])
    count(6, runner["scored"])
    if run is not None and run.get("ice"):
        count(7, [run["ice"]])
    return v


_PHASE_AT = {p: i for i, p in enumerate(PHASES)}
_RUN_PHASE_AT = {p: i for i, p in enumerate(RUN_PHASES)}
_SERVER_AT = _TITLES_AT - (4 + len(SERVER_SLOTS) + len(RUN_PHASES)) - 7 * len(SERVER_SLOTS)
_RUN_AT = _TITLES_AT - (4 + len(SERVER_SLOTS) + len(RUN_PHASES))
_N = len(TITLES)
#: title -> its entry in each title block (block 0 first), for the counts of game_observation
_TITLE_AT: tuple[dict[str, int], ...] = tuple(
    {t: _TITLES_AT + b * _N + i for t, i in TITLE_INDEX.items()} for b in range(len(TITLE_BLOCKS))
)
_FIXED_SLOTS = {"HQ": 0, "R&D": 1, "Archives": 2}
_SERVER_ZONES = (ICE, CONTENT)
#: the server names of a game (in the corp's order) -> {name: slot}; few distinct ones per game
_SLOTS_OF: dict[tuple[str, ...], dict[str, int]] = {}
#: The entries before the title counts as float32 bytes: ``pack_into`` converts the numbers one
#: by one in C (as a numpy float32 assignment rounds them), several times cheaper than
#: assigning the Python list to an array slice, which first works out the list's dtype and shape.
_HEAD = struct.Struct(f"={_TITLES_AT}f")


def _remote_order(name: str) -> int:
    last = name.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else 0


def _slot_map(names: tuple[str, ...]) -> dict[str, int]:
    """Server name -> slot index (HQ 0, R&D 1, Archives 2, remotes by creation order from 3)."""
    slot_of = _SLOTS_OF.get(names)
    if slot_of is None:
        slot_of = dict(_FIXED_SLOTS)
        remotes = sorted((n for n in names if n not in _FIXED_SLOTS), key=_remote_order)
        for k, name in enumerate(remotes[:REMOTE_SLOTS], start=3):
            slot_of[name] = k
        if len(_SLOTS_OF) > 4096:  # pragma: no cover - only with unusual server names
            _SLOTS_OF.clear()
        _SLOTS_OF[names] = slot_of
    return slot_of


def game_observation(game: Game, side: str, out: Any = None) -> Any:
    """The same numbers as ``observation_vector(game.view(side), side)``, read from the game
    without building its view: what the Gymnasium environment returns every step.

    ``out``, if given, is a zeroed buffer of at least ``OBSERVATION_SIZE`` numbers (a list, or a
    numpy array) to write into and return, instead of a new list. The numbers are gathered in
    Python (the first entries as one list, the title counts as entry -> count), then written: into
    a float32 array (any C-contiguous buffer of format ``"f"``) through a memoryview, the first
    entries packed in one ``struct`` call and each count set by itself; into another array with
    one slice assignment and one indexed assignment.

    Titles are counted only where :func:`netrunner.engine.view.visible_to` (the predicate the view
    itself uses) lets ``side`` see them; one's own hand and the score areas, which it always lets
    see, without asking it. For the zones it knows (the servers' ice and content, the rig, the
    discard piles) the predicate is written out here, the same tests for every ``side``; a card
    found in any other zone is asked of ``visible_to`` itself.

    >>> import netrunner
    >>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
    >>> game_observation(g, "runner") == observation_vector(g.view("runner"), "runner")
    True
    """
    g = game
    corp, runner = g.corp, g.runner
    d = g.decision
    head = [0.0] * _TITLES_AT
    head[0] = g.turn or 0
    head[1] = side == "corp"
    head[2] = g.active == side
    head[3] = d is not None and d.player == side
    head[4] = bool(g.over)
    p = _PHASE_AT.get(g.phase)
    if p is not None:
        head[5 + p] = 1.0
    head[11:31] = (
        corp.credits,
        corp.clicks,
        corp.agenda_points,
        corp.bad_publicity,
        len(corp.hand),
        len(corp.deck),
        len(corp.discard),
        len(corp.scored),
        runner.credits,
        runner.clicks,
        runner.agenda_points,
        runner.tags,
        runner.brain_damage,
        g.link(),
        g.memory_used(),
        g.memory_limit(),
        len(runner.hand),
        len(runner.deck),
        len(runner.discard),
        len(runner.scored),
    )
    counts: dict[int, int] = {}  # entry of a title block -> its count
    get = counts.get
    servers = corp.servers
    slot_of = _slot_map(tuple(servers))
    exposed = g.ruleset.exposed_stays_faceup
    installed = _TITLE_AT[1]
    for name, s in servers.items():
        slot = slot_of.get(name)
        at = 0 if slot is None else _SERVER_AT + 7 * slot
        for group, first in ((s.ice, 1), (s.content, 4)):
            rezzed = advancements = 0
            for c in group:
                rezzed += c.rezzed
                advancements += c.advancements
                z = c.zone
                if (
                    (c.rezzed or c.side == side or (c.faceup and exposed))
                    if z in _SERVER_ZONES
                    else visible_to(g, c, side)
                ):
                    t = installed.get(c.data.title)
                    if t is not None:
                        counts[t] = get(t, 0) + 1
            if slot is not None:
                head[at + first] = len(group)
                head[at + first + 1] = rezzed
                head[at + first + 2] = advancements
        if slot is not None:
            head[at] = 1.0
    r = g.run
    if r is not None:
        ice_card = g.card(r.ice_id) if r.phase == "encounter" or r.phase == "approach" else None
        head[_RUN_AT] = 1.0
        head[_RUN_AT + 1] = max(r.position or 0, 0)
        head[_RUN_AT + 2] = bool(r.successful)
        head[_RUN_AT + 3] = bool(ice_card is not None and ice_card.rezzed)
        where = slot_of.get(r.server or "")
        if where is not None:
            head[_RUN_AT + 4 + where] = 1.0
        rp = _RUN_PHASE_AT.get(r.phase)
        if rp is not None:
            head[_RUN_AT + 4 + len(SERVER_SLOTS) + rp] = 1.0
        if ice_card is not None and visible_to(g, ice_card, side):
            t = _TITLE_AT[7].get(ice_card.title)
            if t is not None:
                counts[t] = get(t, 0) + 1

    block = _TITLE_AT[0]
    for c in (corp if side == "corp" else runner).hand:  # one's own hand: all known
        t = block.get(c.data.title)
        if t is not None:
            counts[t] = get(t, 0) + 1
    block = _TITLE_AT[2]
    for cards in (runner.program, runner.hardware, runner.resource):
        for c in cards:
            if (c.faceup or c.side == side) if c.zone in RIG_ZONES else visible_to(g, c, side):
                t = block.get(c.data.title)
                if t is not None:
                    counts[t] = get(t, 0) + 1
    for block, cards in ((_TITLE_AT[3], corp.discard), (_TITLE_AT[4], runner.discard)):
        for c in cards:
            if (c.faceup or c.side == side) if c.zone == DISCARD else visible_to(g, c, side):
                t = block.get(c.data.title)
                if t is not None:
                    counts[t] = get(t, 0) + 1
    for block, cards in ((_TITLE_AT[5], corp.scored), (_TITLE_AT[6], runner.scored)):  # public
        for c in cards:
            t = block.get(c.data.title)
            if t is not None:
                counts[t] = get(t, 0) + 1

    if out is None:
        v = head + [0.0] * (OBSERVATION_SIZE - _TITLES_AT)
        for t, k in counts.items():
            v[t] = float(k)
        return v
    if isinstance(out, list):
        out[:_TITLES_AT] = head
        for t, k in counts.items():
            out[t] = float(k)
        return out
    view = memoryview(out)
    if view.format == "f" and view.ndim == 1 and view.c_contiguous:  # float32: bytes in place
        _HEAD.pack_into(view.cast("B"), 0, *head)
        for t, k in counts.items():
            view[t] = k
    else:
        out[:_TITLES_AT] = head
        if counts:
            out[list(counts)] = list(counts.values())
    return out


__all__ = [
    "observation_vector",
    "game_observation",
    "OBSERVATION_SIZE",
    "FEATURE_NAMES",
    "REMOTE_SLOTS",
]

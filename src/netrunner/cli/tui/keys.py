"""The full-screen game's fixed keys and its stable order of options.

Every decision's options are shown in one order (:func:`display_order`): the basic actions
first (gain a credit, draw, the runs by server, remove a tag, purge...), then the pass
(continue, done) and jack out, then the options that come and go with the cards (installs,
plays, rezzes, breaks...), each group in the engine's order. A card leaving the hand never moves
"Run R&D", and "Continue the run" is always before any boost.

Letters that mean the same in every decision (:func:`option_key`), found from the option's
structured fields (``kind``, ``server``, ``cost``), never from its label:

====== ==============================================================
key    option
====== ==============================================================
g      gain a credit (``credit``)
d      draw a card (``draw``)
r h    run HQ; ``r r`` run R&D, ``r a`` run Archives, ``r 1``... a remote
       (the number of its name: Server 2 is ``r 2``)
t      remove a tag (``remove_tag``)
p      purge virus counters (``purge``)
Space  the free pass of the decision: continue the run, done, don't rez...
j      jack out (``jack_out``)
====== ==============================================================

The numbers stay too (the displayed position, from 1). Kept for the screen: ``c`` card text,
``l`` the log, ``u`` take back, ``q`` concede.

>>> from netrunner.engine.decision import Decision, Option
>>> d = Decision("runner", "Act", (Option("install", card="Diesel", label="Install Diesel"),
...     Option("run", server="R&D", label="Run R&D"), Option("credit", label="Gain 1 credit")),
...     (None, None, None))
>>> [d.options[i].label for i in display_order(d)]
['Gain 1 credit', 'Run R&D', 'Install Diesel']
>>> [option_key(d.options[i]) for i in display_order(d)]
['g', 'rr', None]
"""

from __future__ import annotations

import re

from ...engine.decision import KINDS, Decision, Option

#: the option kinds shown first, in this order; every other kind follows in ``KINDS`` order
FIRST = (
    "keep",
    "mulligan",
    "credit",
    "draw",
    "run",
    "remove_tag",
    "purge",
    "trash_resource",
    "pass",
    "jack_out",
)
_RANK = {k: i for i, k in enumerate(FIRST)}
_RANK.update({k: len(FIRST) + i for i, k in enumerate(KINDS) if k not in _RANK})

#: one-letter keys by option kind
KIND_KEYS = {
    "credit": "g",
    "draw": "d",
    "remove_tag": "t",
    "purge": "p",
    "jack_out": "j",
    "cancel": "b",  # back out of the action before anything is paid
}
#: the second key of a run, by central server
SERVER_KEYS = {"HQ": "h", "R&D": "r", "Archives": "a"}
#: the key of the free pass (continue, done)
PASS_KEY = "space"
#: the first key of a run
RUN_KEY = "r"
#: the screen's own keys, which no option takes
RESERVED = frozenset("cluq")


def display_order(d: Decision) -> list[int]:
    """The engine's option indices in the order the screen shows them (stable within a kind)."""
    return sorted(range(len(d.options)), key=lambda i: _RANK.get(d.options[i].kind, len(_RANK)))


def server_key(server: str | None) -> str | None:
    """The key after ``r`` that runs ``server``: h, r, a, or a remote's number (1-9)."""
    if server is None:
        return None
    if server in SERVER_KEYS:
        return SERVER_KEYS[server]
    m = re.search(r"(\d+)$", server)
    return m.group(1) if m and len(m.group(1)) == 1 and m.group(1) != "0" else None


def option_key(o: Option) -> str | None:
    """The fixed key of option ``o`` ("g", "rh", "space"...), or None (a number only)."""
    if o.kind == "run":
        k = server_key(o.server)
        return RUN_KEY + k if k else None
    if o.kind == "pass":
        return PASS_KEY if o.cost.is_free else None
    return KIND_KEYS.get(o.kind)


def keys_of(d: Decision) -> dict[str, int]:
    """The fixed keys of ``d``'s options: key -> engine index (a key two options would share
    is given to neither)."""
    out: dict[str, int] = {}
    clash: set[str] = set()
    for i, o in enumerate(d.options):
        k = option_key(o)
        if k is None:
            continue
        if k in out:
            clash.add(k)
        out[k] = i
    return {k: i for k, i in out.items() if k not in clash}


def key_label(key: str | None) -> str:
    """How a key is written next to its option: ``g``, ``r h``, ``Spc``."""
    if key is None:
        return ""
    if key == PASS_KEY:
        return "Spc"
    return " ".join(key)


__all__ = [
    "FIRST",
    "KIND_KEYS",
    "PASS_KEY",
    "RUN_KEY",
    "SERVER_KEYS",
    "display_order",
    "key_label",
    "keys_of",
    "option_key",
    "server_key",
]

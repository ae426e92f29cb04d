"""Everything the heuristic bot reads from the text of a decision: its prompt and option labels.

The bot gets most of what it needs from the options' fields (``kind``, ``card``, ``server``,
``amount``...); for the rest it reads the words of the prompt and labels, and only here, one small
function a read, so that the reads can be replaced by structured decision data in one place.

>>> prompt = "Trace 3 (Ichi 1.0): spend credits to boost it?"
>>> trace_base(prompt), trace_matters(prompt)
(3, True)
>>> unbroken_left("Encountering Enigma (strength 2, 2 unbroken subroutines)")
2
"""

from __future__ import annotations

import re
from functools import cache

from .hints import TRACE_STAKES

_UNBROKEN = re.compile(r"(\d+) unbroken")
_TRACE = re.compile(r"Trace (\d+)")
_STRENGTH = re.compile(r"Trace strength (\d+)")
_REZ_COST = re.compile(r"\((\d+) cr\)")
_SAVED = re.compile(r"prevent (.+) from being trashed")


# ---------------------------------------------------------------------- prompts


@cache
def source_of(prompt: str) -> str:
    """The card a decision comes from: prompts about a card's effect start "Title: ..."."""
    from ...engine.carddb import UnknownCard, card_data

    head = prompt.split(": ", 1)[0] if ": " in prompt else ""
    if not head:
        return ""
    try:
        return card_data(head).title
    except UnknownCard:
        return ""


def trace_base(prompt: str) -> int:
    """The base strength of the trace the Corp bids on (0 if the prompt doesn't say)."""
    m = _TRACE.search(prompt)
    return int(m.group(1)) if m else 0


def trace_matters(prompt: str) -> bool:
    """Is the trace one whose success hurts the Runner badly (brain damage, ice that hurts)?"""
    return "brain" in prompt or any(t in prompt for t in TRACE_STAKES)


def trace_strength(prompt: str) -> int | None:
    """The strength of the trace the Runner bids its link against (None if not said)."""
    m = _STRENGTH.search(prompt)
    return int(m.group(1)) if m else None


def unbroken_left(prompt: str) -> int | None:
    """How many subroutines of the ice encountered are still unbroken (None if not said)."""
    m = _UNBROKEN.search(prompt)
    return int(m.group(1)) if m else None


def is_encounter(prompt: str) -> bool:
    """Is this a decision while encountering a piece of ice?"""
    return prompt.startswith("Encountering")


def out_of_clicks(prompt: str) -> bool:
    """Is this the Corp's last window of its turn (no clicks left)?"""
    return prompt.startswith("No clicks left")


def about_expose(prompt: str) -> bool:
    return "expose" in prompt


def about_advancement(prompt: str) -> bool:
    return "advancement" in prompt


def about_trashing(prompt: str) -> bool:
    return "trash" in prompt


def asks_to_trash_ice_first(prompt: str) -> bool:
    """Installing ice in a server: is the Corp asked which ice there to trash first?"""
    return "trash ice there first" in prompt


# ---------------------------------------------------------------------- labels


def rez_cost(label: str) -> int | None:
    """The credits a rez option says it costs (None if it doesn't)."""
    m = _REZ_COST.search(label)
    return int(m.group(1)) if m else None


def saved_card(label: str) -> str:
    """The card an option prevents the trashing of ("" if it doesn't say)."""
    m = _SAVED.search(label)
    return m.group(1) if m else ""


def says_install(label: str) -> bool:
    return "install" in label.lower()


def prevents_in(label: str, what: str) -> bool:
    """Does a prevention option's label speak of ``what`` ("meat", "tag")?"""
    return what in label


def gains_credits(label: str) -> bool:
    return "Gain" in label and "credit" in label


def takes_tag(label: str) -> bool:
    return "tag" in label.lower()


def ends_the_run(label: str) -> bool:
    return "end the run" in label.lower()


def names_server(label: str, server: str | None) -> bool:
    """Does ``label`` end with the name of ``server``?"""
    return label.endswith(server or "\x00")


def server_in(label: str) -> str:
    """The server an option's label names last."""
    return label.split()[-1]

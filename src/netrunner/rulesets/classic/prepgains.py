"""Bits gained from a prep's effect (the 1996 Elena Laskova: "Whenever you play a prep, gain an
additional [1] the first time you gain bits from its effect").

While a prep resolves it is in the ``play`` zone. :func:`prep_gain_event`, called by
``Classic.after_gain`` after every gain of the Runner, fires the event ``prep_gain`` (``extra``:
the prep's id) the first time the Runner gains bits while that prep is being played (a turn flag
keyed by its id in play); Elena Laskova's trigger gains the bonus.

>>> from netrunner.testing import scenario
>>> g = scenario(ruleset="classic")
>>> prep_gain_event(g, "runner", 3)  # no prep being played: nothing
>>> g.pending
[]
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ...engine.carddb import RUNNER
from ...engine.state import PLAY

if TYPE_CHECKING:
    from ...engine.game import Game

PREP_GAIN = "prep_gain"  # the event, and the prefix of its turn flag


def prep_gain_event(g: Game, side: str, amount: int) -> None:
    """The Runner gained ``amount`` bits: for each prep being played whose effect had given
    none yet, the event ``prep_gain``."""
    if side != RUNNER or amount <= 0:
        return
    for c in g.limbo:
        if (
            c.zone == PLAY and c.side == RUNNER and c.data.type == "event"
        ):  # a prep (type "event" in the data)
            key = f"{PREP_GAIN}:{c.id}"
            if key not in g.flags:
                g.flags[key] = 1
                g.fire(PREP_GAIN, extra=c.id)


__all__ = ["PREP_GAIN", "prep_gain_event"]

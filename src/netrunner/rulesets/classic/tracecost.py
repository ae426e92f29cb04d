"""A trace whose every point costs the Corp more (the 1996 Schlaghund Pointers: "Trace 3 - If
trace is successful, give Runner a tag. Pay [1], in addition to the normal cost, for each point
of trace above 0"), and whether the Runner has made a run this game (its play condition).

:class:`DearTrace` is a trace like the engine's ``Trace`` (``base``, ``success``, ``failure``)
with a ``surcharge``: the classic trace (:mod:`.trace`: ``surcharge``) offers only the bids the
Corp can pay with it, each bid's option costing the bid and the surcharge for each point, and
the reveal pays both. The bid stays secret: the Runner sees only the most the Corp may bid.

Runs this game: a lasting effect of the game ``("ran_this_game", -1, 1, "game")``, put there as
the Runner's first run begins (``Classic.run_start_steps`` adds :class:`RecordRun` until then).

>>> from netrunner.engine.effects import GiveTags
>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     DearTrace(3, (GiveTags(1),), surcharge=1).text()
'Trace 3. If successful, give the Runner 1 tag. Pay 1 bit, in addition to the normal cost, for each point of trace above 0.'
>>> RanThisGame().text()
'the Runner has attempted a run this game'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.steps import join_texts
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

RAN = "ran_this_game"


class DearTrace(NamedTuple):
    """Trace ``base``, each point of trace value costing ``surcharge`` more bits."""

    base: int
    success: tuple[Any, ...]
    failure: tuple[Any, ...] = ()
    surcharge: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.ruleset.start_trace(g, self, ctx)  # type: ignore[arg-type]  # a Trace with a surcharge

    def text(self) -> str:
        t = f"Trace {self.base}. If successful, " + join_texts(self.success, sentence=False)
        if self.failure:
            t += " If unsuccessful, " + join_texts(self.failure, sentence=False)
        return (
            t + f" Pay {credits(self.surcharge)}, in addition to the normal cost, for each point"
            " of trace above 0."
        )


def ran_this_game(g: Game) -> bool:
    return any(e[0] == RAN for e in g.lingering)


class RanThisGame(NamedTuple):
    """The Runner has begun a run this game."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return ran_this_game(g)

    def text(self) -> str:
        return "the Runner has attempted a run this game"


class RecordRun(NamedTuple):
    """A step as a run begins: the Runner has now run this game."""

    def run(self, g: Game) -> None:
        if not ran_this_game(g):
            g.linger((RAN, -1, 1, "game"))


__all__ = ["RAN", "DearTrace", "RanThisGame", "RecordRun", "ran_this_game"]

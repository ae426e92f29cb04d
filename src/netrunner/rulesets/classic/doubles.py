"""Double operations and double preps (the 1996 Classic set's keyword ``Double``: "Playing a
double operation costs two consecutive actions this turn instead of one"): Corporate Shuffle,
Reclamation Project; the Runner's Meat Upgrade, Networking, Panzer Run, Running Interference.

The engine's cost model says what an option spends (``Option.cost``: ``Cost(clicks=2)`` is two
actions) but plays every operation and prep with one action (``flow.play_option``). The classic
ruleset fits the action decision (``Classic.corp_basic_actions`` and ``runner_basic_actions``
call :func:`apply_doubles`, before restricted actions and action locks read the costs): the
option to play a double card costs two actions and is offered only to a player with two actions
left; choosing it spends the first (:class:`SecondAction`) and the play spends the second, at
once, so nothing can come between them (they are consecutive, and in this turn). Actions only for
one purpose (Edgerunner, Inc., Temps: :mod:`.restricted`) never pay for it, since ``apply_restricted``
offers an option costing more than one action only with ordinary actions. Which cards are double
is the card data's keyword, so the rule needs no declaration; each card's text says it in a note
(:data:`DOUBLE_NOTE`).

>>> DOUBLE_NOTE.format(what="operation")
'Playing a double operation costs two consecutive actions this turn instead of one.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.cost import Cost
from ...engine.flow import spend_click
from ...engine.steps import Chain

if TYPE_CHECKING:
    from ...engine.decision import Option
    from ...engine.game import Game

#: the reminder text of a double card (its ``notes``)
DOUBLE_NOTE = "Playing a double {what} costs two consecutive actions this turn instead of one."


def is_double(g: Game, title: str | None) -> bool:
    """Is the card ``title`` a double operation or prep (its keyword ``Double``)?"""
    return title is not None and g.ruleset.pool.data(title).has_keyword("Double")


def apply_doubles(g: Game, side: str, pairs: list[tuple[Option, Any]]) -> None:
    """Each option in ``pairs`` (``side``'s action options) to play a double card costs two
    actions, and is left out unless ``side`` has two actions left."""
    if not any(o.kind == "play" and is_double(g, o.card) for o, _ in pairs):
        return
    left = g.player(side).clicks
    out: list[tuple[Option, Any]] = []
    for o, step in pairs:
        if o.kind == "play" and is_double(g, o.card):
            if left < 2:
                continue
            cost = Cost(**{**o.cost._asdict(), "clicks": o.cost.clicks + 1})
            o = o._replace(cost=cost, label=f"{o.label} (two consecutive actions)")
            step = Chain((SecondAction(side, o.card or ""), step))
        out.append((o, step))
    pairs[:] = out


class SecondAction(NamedTuple):
    """A step: ``side`` spends the extra action of a double card, just before the play spends
    the other."""

    side: str
    title: str = ""

    def run(self, g: Game) -> None:
        """Spend one action."""
        spend_click(g, self.side)
        who = "Corp" if self.side == "corp" else "Runner"
        g.say(f"The {who} spends two actions to play the double card {self.title}.")


__all__ = ["DOUBLE_NOTE", "SecondAction", "apply_doubles", "is_double"]

"""Double preps and double operations (the plan's B-double): "Playing a double prep costs two
consecutive actions this turn instead of one." The card declares ``play_condition=Double()``.

- :class:`Double` is the card's condition: it may be played only while its player has two
  actions left this turn that may be used for anything (restricted actions, rules-diff 16, do
  not count: they may be used only to install or run);
- :func:`apply_doubles` (called by ``Classic.runner_basic_actions`` and ``corp_basic_actions``
  before the restricted actions are fitted) makes its ``play`` option cost two actions
  (``option.cost.clicks`` is 2) and its step spend the second action before the card is played:
  the two actions are taken together, so nothing can happen between them ("consecutive").

The cost model (``engine/cost.py``) already says "2 actions" (``Cost(clicks=2)``); only the
engine's play option was fixed at one, hence this rewrite of that option in the ruleset.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     Double().text()
'you have two actions left: playing a double card costs two consecutive actions this turn instead of one'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.flow import spend_click
from ...engine.steps import Chain
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


def _free_actions(g: Game, side: str) -> int:
    """``side``'s actions left this turn that may be used for anything."""
    from .restricted import restricted

    return g.player(side).clicks - sum(restricted(g, side).values())


class Double(NamedTuple):
    """A play condition: the card is a double (two consecutive actions to play)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return _free_actions(g, ctx.side) >= 2

    def text(self) -> str:
        actions = current_words().click[1]
        return (
            f"you have two {actions} left: playing a double card costs two consecutive {actions}"
            " this turn instead of one"
        )


class SpendSecondAction(NamedTuple):
    """A step: ``side`` spends the second action of a double card it plays now."""

    side: str
    title: str

    def run(self, g: Game) -> None:
        spend_click(g, self.side)
        who = "Corp" if self.side == "corp" else "Runner"
        g.say(f"The {who} spends two actions to play the double card {self.title}.")


def apply_doubles(g: Game, side: str, pairs: list[tuple[Option, Any]]) -> None:
    """Make the ``play`` options of ``side``'s double cards cost two actions and spend both."""
    hand = {c.title: c for c in g.player(side).hand}
    for i, (o, step) in enumerate(pairs):
        if o.kind != "play" or o.card is None or o.card not in hand:
            continue
        if not isinstance(hand[o.card].defn.play_condition, Double):
            continue
        cost = priced(2, o.cost.credits)
        pairs[i] = (o._replace(cost=cost), Chain((SpendSecondAction(side, o.card), step)))

"""What the Runner did during its last turn, read by the Corp's 1996 operations: nodes it
trashed (Data Sifters), resources it installed (Underworld Mole, which trashes one of them), and a
tag for each point a trace beat the Runner's link by (Manhunt).

- Nodes trashed: the engine counts each card the Runner pays to trash as it accesses it in the
  per-turn flag ``runner_trashed:<type>`` (``access.TrashAccessed``; nodes are ``asset``), read
  during the Corp's turn as ``last:runner_trashed:asset``.
- Resources installed: the engine counts the Runner's installs by type in the per-turn flag
  ``runner_installs:<type>`` (read as ``last:runner_installs:resource``); which ones are still
  installed, each card keeps the turn it was installed (``Card.installed_turn``; the Runner's turn
  has the number of the Corp's turn before it): during the Corp's turn those of the Runner's last
  turn were installed in turn ``g.turn - 1``.
- The trace's margin: the classic trace notes the trace value less the link in the flag
  ``trace_margin`` as it compares them (``trace.TraceCompare``), before the success effects.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RunnerTrashedLastTurn("asset").text()
'the Runner trashed any nodes during their last turn'
>>> RunnerInstalledLastTurn("resource").text()
'the Runner installed any resources during their last turn'
>>> TrashInstalledLastTurn("resource").text()
'Trash a resource the Runner installed during their last turn.'
>>> TagPerPointOver().text()
"Give the Runner 1 tag for each point by which your trace value exceeded the Runner's link."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP
from ...engine.choices import choose_card
from ...engine.damage import PreventWindow
from ...engine.effects import GiveTags
from ...engine.steps import source_id
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def _plural(card_type: str) -> str:
    return current_words().type_name(card_type) + "s"


class RunnerTrashedLastTurn(NamedTuple):
    """During the Corp's turn: the Runner paid to trash an accessed card of ``card_type`` during
    its last turn."""

    card_type: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(f"last:runner_trashed:{self.card_type}"))

    def text(self) -> str:
        return f"the Runner trashed any {_plural(self.card_type)} during their last turn"


def installed_last_turn(g: Game, card_type: str) -> list[Card]:
    """The Runner's installed cards of ``card_type`` installed during its last turn (read during
    the Corp's turn)."""
    if g.active != CORP:
        return []
    return [
        c for c in g.runner.rig() if c.data.type == card_type and c.installed_turn == g.turn - 1
    ]


class RunnerInstalledLastTurn(NamedTuple):
    """During the Corp's turn: the Runner installed a card of ``card_type`` during its last turn
    (the engine's per-turn count ``runner_installs:<type>``, whether or not it is still
    installed)."""

    card_type: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(f"last:runner_installs:{self.card_type}"))

    def text(self) -> str:
        return f"the Runner installed any {_plural(self.card_type)} during their last turn"


class TrashInstalledLastTurn(NamedTuple):
    """The Corp trashes one of the Runner's cards of ``card_type`` installed during its last
    turn, of its choice (the Runner may prevent it)."""

    card_type: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cards = installed_last_turn(g, self.card_type)
        what = current_words().type_name(self.card_type)
        if not cards:
            g.say(f"{ctx.title}: no {what} the Runner installed during its last turn to trash.")
            return
        choose_card(
            g,
            CORP,
            cards,
            lambda c: PreventWindow("trash", 1, ctx.title, c.id),
            label=lambda c: f"Trash {c.title}",
            prompt=f"{ctx.title}: trash which {what} the Runner installed during its last turn?",
            public_prompt=f"{ctx.title}: the Corp chooses a {what} to trash.",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        what = current_words().type_name(self.card_type)
        return f"Trash a {what} the Runner installed during their last turn."


class TagPerPointOver(NamedTuple):
    """A trace's success effect: a tag for each point the trace value beat the link by (none
    on a tie: ties succeed in the 1996 game)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = max(0, g.flags.get("trace_margin", 0))
        if not n:
            g.say(f"{ctx.title}: the trace value did not exceed the Runner's link: no tag.")
            return
        GiveTags(n).resolve(g, ctx)

    def text(self) -> str:
        return (
            "Give the Runner 1 tag for each point by which your trace value exceeded the Runner's"
            " link."
        )


__all__ = [
    "RunnerInstalledLastTurn",
    "RunnerTrashedLastTurn",
    "TagPerPointOver",
    "TrashInstalledLastTurn",
    "installed_last_turn",
]

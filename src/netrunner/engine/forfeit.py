"""Forfeiting an agenda (a cost: Data Dealer, Archer; Posted Bounty forfeits itself): the
player picks which of its scored agendas goes, unless it has only one, and it is removed from
the game.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .carddb import CORP, RUNNER
from .decision import Option

if TYPE_CHECKING:
    from .game import Game


class ForfeitAgenda(NamedTuple):
    """Forfeit an agenda from ``side``'s score area (a cost: Data Dealer, Archer...)."""

    side: str
    source: str

    def run(self, g: Game) -> None:
        scored = g.player(self.side).scored
        if not scored:
            return
        pairs = [
            (
                Option.new("choose", card=a.title, card_id=a.id, label=f"Forfeit {a.title}"),
                DoForfeit(a.id, self.source),
            )
            for a in scored
        ]
        if len(pairs) == 1:
            g.push(pairs[0][1])
            return
        g.ask(
            self.side,
            f"{self.source}: forfeit which agenda?",
            pairs,
            kind="forfeit",
            source_title=self.source,
        )


class DoForfeit(NamedTuple):
    card_id: int
    source: str

    def run(self, g: Game) -> None:
        a = g.card(self.card_id)
        if a is None:
            return
        side = CORP if a in g.corp.scored else RUNNER
        who = "Corp" if side == CORP else "Runner"
        a_owner = g.player(a.side)
        g.move(a, "removed", owner=a_owner)
        g.say(f"The {who} forfeits {a.title} ({self.source}).")

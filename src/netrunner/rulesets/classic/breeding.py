"""The 1996 Viral Breeding Ground: as it is scored, every card installed in or on the fort it
was installed in is trashed; as the Runner accesses it, the Corp chooses up to two of the Runner's
programs for each advancement counter on it, and the Runner brings them into its grip.

Where it was: the engine's ``Score`` step notes the fort an agenda is scored from in the turn's
flags (``scored_from:<fort>``, the scored card's id as the value), which :class:`TrashFortScoredFrom`
reads. The cards trashed are the Corp's own, trashed by the Corp: facedown ones go to Archives
facedown (``Game.trash``). The programs are chosen one at a time (``picks.PickCards``, "Done" to
stop early); they are public, and so is the choice.

>>> TrashFortScoredFrom().text()
'Trash all cards installed in or on the server this card was installed in.'
>>> ProgramsToGrip(2).text()
'Choose up to 2 programs for each advancement counter on this card; the Runner brings those programs into their hand.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP
from ...engine.state import HAND
from ...engine.steps import plural
from ...engine.words import current_words
from .picks import PickCards

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class TrashFortScoredFrom(NamedTuple):
    """An ``on_score`` effect: trash every card installed in or protecting the fort this agenda
    was scored from."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        forts = [
            k.split(":", 1)[1]
            for k, v in g.flags.items()
            if k.startswith("scored_from:") and v == ctx.source
        ]
        s = g.corp.servers.get(forts[0]) if forts else None
        cards = [*s.ice, *s.content] if s is not None else []
        if not cards:
            g.say(f"{ctx.title}: no card left in or on its fort to trash.")
            return
        for c in cards:
            g.trash(c)
        g.say(f"{ctx.title}: the Corp trashes {plural(len(cards), 'card')} in and on {forts[0]}.")

    def text(self) -> str:
        return (
            "Trash all cards installed in or on the "
            f"{current_words().server[0]} this card was installed in."
        )


class ProgramsToGrip(NamedTuple):
    """An ``on_access`` effect: the Corp picks up to ``per`` of the Runner's installed programs
    for each advancement counter on this card; they go back to the Runner's grip."""

    per: int
    picked: tuple[int, ...] = ()
    done: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not self.done:
            c = g.card(ctx.source)
            most = self.per * (c.advancements if c is not None else 0)
            programs = tuple(p.id for p in g.runner.program)
            if not most or not programs:
                return
            g.push(PickCards(CORP, programs, self, ctx, "return", most=most, what="programs"))
            return
        cards = [c for c in (g.card(i) for i in self.picked) if c is not None]
        if not cards:
            g.say(f"{ctx.title}: the Corp chooses no program.")
            return
        names = ", ".join(c.title for c in cards)
        for c in cards:
            g.move(c, HAND)
        g.say(f"The Runner brings {names} into their hand ({ctx.title}).")

    def text(self) -> str:
        return (
            f"Choose up to {self.per} programs for each advancement counter on this card; the"
            " Runner brings those programs into their hand."
        )


__all__ = ["ProgramsToGrip", "TrashFortScoredFrom"]

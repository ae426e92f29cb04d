"""The Corp rid of virus counters and shielded from the next ones (the 1996 Superserum: "When
you score Superserum, remove all Virus counters, and avoid receiving the next two Virus counters
Runner gives to you").

- Removing: every virus counter the Runner has given the Corp goes, wherever it is (on the Corp,
  in its forts, on its installed cards); counters on the Runner's own cards are not the Corp's
  (our ruling: "remove all" is read with "gives to you").
- Avoiding: a lasting effect of the game ``("avoid_virus", -1, n, "game")``, used up one by one
  by the next virus counters the Corp would receive (``viruses.ReceiveVirus`` asks
  :func:`avoid_virus` first, before any card that avoids them for a price: the shield is
  automatic, so it is spent before Disinfectant, Inc. is offered).

>>> RemoveCorpVirusCounters().text()
'Remove all virus counters.'
>>> AvoidNextVirus(2).text()
'Avoid receiving the next 2 virus counters the Runner gives to you.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.steps import plural

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

AVOID = "avoid_virus"


class RemoveCorpVirusCounters(NamedTuple):
    """Every virus counter on the Corp's side (the Corp itself, its forts, its cards) goes."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from .viruses import add_at, virus_counters

        gone = 0
        for place, n in virus_counters(g):
            if not given_to_corp(g, place):
                continue
            add_at(g, place, -n)
            gone += n
        g.touch()
        g.say(f"{ctx.title}: {plural(gone, 'virus counter')} removed.")

    def text(self) -> str:
        return "Remove all virus counters."


class AvoidNextVirus(NamedTuple):
    """The Corp avoids receiving the next ``n`` virus counters (a lasting effect of the game,
    adding to any left)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.linger((AVOID, -1, self.n, "game"))
        g.touch()
        g.say(
            f"The Corp will avoid receiving the next {plural(self.n, 'virus counter')} ({ctx.title})."
        )

    def text(self) -> str:
        return f"Avoid receiving the next {self.n} virus counters the Runner gives to you."


def given_to_corp(g: Game, place: Any) -> bool:
    """Is ``place`` (a ``viruses.Place``) the Corp's: the Corp itself, a fort, a Corp card?"""
    if place.holder == "card":
        c = g.card(place.key)
        return c is not None and c.side == CORP
    return bool(place.holder in (CORP, "fort"))


def avoid_virus(g: Game, place: Any) -> bool:
    """Is a virus counter about to be received at ``place`` avoided (one of the shield's used
    up)? Only counters given to the Corp are."""
    if not given_to_corp(g, place):
        return False
    entries = [e for e in g.lingering if e[0] == AVOID and e[2] > 0]
    if not entries:
        return False
    e = entries[0]
    g.lingering.remove(e)
    if e[2] > 1:
        g.linger((AVOID, -1, e[2] - 1, "game"))
    g.touch()
    left = sum(x[2] for x in g.lingering if x[0] == AVOID)
    more = f"{left} more to avoid" if left else "no more to avoid"
    g.say(f"The Corp avoids receiving a virus counter ({more}).")
    return True


__all__ = ["AVOID", "AvoidNextVirus", "RemoveCorpVirusCounters", "avoid_virus", "given_to_corp"]

"""Deferred liberation (the 1996 game's C-deferred): Bizarre Encryption Scheme.

During a run in which Bizarre Encryption Scheme is accessed, the Runner liberates no agenda: each
agenda it accesses stays where it was ("returned to the fort"), and the Runner liberates it at the
start of its next turn unless the Corp or the Runner has scored it by then. A scheme in the root
of the fort run is accessed in that run whatever the order (the Runner accesses every card of a
root), so it affects the agendas accessed before it too; one accessed elsewhere (from HQ, R&D or
Archives) affects the rest of the run. Later runs are not affected.

The agenda waiting is a lasting effect that follows the card wherever it goes
(``("follow:deferred_liberation", card id, turn, "game")``: ``Game.move`` and ``Game.renumber``
keep its id up to date), so the Corp drawing it, installing it or shuffling it away does not lose
it; scored by either player, it is no longer due.

>>> DefersLiberation().text()[:60]
'The Runner does not liberate any agenda during a run in whic'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.run import Steal
from ...engine.state import SCORED

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

DEFERRED = "follow:deferred_liberation"
MOD = "deferred_liberation"  # RunState.mods: a scheme was accessed during this run


class DefersLiberation(NamedTuple):
    """Bizarre Encryption Scheme's rule (``CardDef.state_checks``, never broken itself, and read
    whether or not the card is rezzed: see the module)."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return None

    def text(self) -> str:
        return (
            "The Runner does not liberate any agenda during a run in which this card is accessed;"
            " that agenda is returned to the data fort instead. The Runner liberates it at the "
            "start of its next turn if neither the Corp nor the Runner has scored it by then. This"
            " does not affect any further runs."
        )


class MarkRunDeferred(NamedTuple):
    """The run in which this card is accessed liberates no agenda (see the module)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is not None:
            g.run.mods[MOD] = 1

    def text(self) -> str:
        return "no agenda is liberated during the rest of this run."


def _deferring(g: Game) -> bool:
    r = g.run
    if r is None:
        return False
    if r.mods.get(MOD):
        return True
    s = g.corp.servers.get(r.server)
    return s is not None and any(
        any(isinstance(x, DefersLiberation) for x in c.defn.state_checks) for c in s.content
    )


def steal_replacement(g: Game, agenda: Card, server: str) -> Any:
    """``Classic.steal_replacement``: during a run with a Bizarre Encryption Scheme accessed, the
    agenda's liberation waits (:class:`DeferLiberation`)."""
    return DeferLiberation(agenda.id) if _deferring(g) else None


class DeferLiberation(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        if not any(e[0] == DEFERRED and e[1] == c.id for e in g.lingering):
            g.linger((DEFERRED, c.id, g.turn, "game"))
        g.say(
            f"Bizarre Encryption Scheme: the Runner does not liberate {c.title} now; it goes back "
            "to the fort, to be liberated at the start of the Runner's next turn unless scored by "
            "then."
        )


class DeferredLiberations(NamedTuple):
    """A step at the start of the Runner's turn: each agenda whose liberation waited since an
    earlier turn is liberated now, unless it has been scored."""

    def run(self, g: Game) -> None:
        due = [e for e in g.lingering if e[0] == DEFERRED and e[2] < g.turn]
        if not due:
            return
        g.lingering = [e for e in g.lingering if e not in due]
        g.touch()
        for e in reversed(due):
            c = g.card(e[1])
            if c is None or c.zone in (SCORED, "removed") or c.data.type != "agenda":
                continue
            g.say(f"Bizarre Encryption Scheme: the Runner liberates {c.title} now.")
            g.push(Steal(c.id))


__all__ = [
    "DefersLiberation",
    "MarkRunDeferred",
    "steal_replacement",
    "DeferLiberation",
    "DeferredLiberations",
]

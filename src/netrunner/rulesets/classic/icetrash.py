"""The Runner against the Corp's ice outside the break rules: trashing ice by paying its rez
cost (Startup Immolator, Core Command: Jettison Ice), and making the Corp rez the ice of a fort
(False Echo: rules-diff 57).

>>> JustBrokeAll().text()
'you have just broken all the subroutines of the ice you are encountering'
>>> EncounteredIceRezCost().text()
"trash this card, pay that ice's rez cost"
>>> TrashEncounteredIce().text()
'Trash that ice.'
>>> TrashRezzedIcePayingRez().text()
'Pay the rez cost of a piece of rezzed ice to trash it.'
>>> CorpRezzesFort().text()
'The Corp must rez as much ice as possible on a server you made a successful run on this turn, beginning with the outermost ice and working in.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.cost import Cost
from ...engine.decision import Option
from ...engine.flow import Rez, can_rez
from ...engine.naming import ice_label
from ...engine.steps import source_id
from ...engine.words import current_words
from .breakers import ice_subroutines

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def encountered_ice(g: Game) -> Card | None:
    """The rezzed ice the Runner is encountering now, if any."""
    r = g.run
    if r is None or r.ended or r.phase != "encounter" or r.ice_id is None:
        return None
    ice = g.card(r.ice_id)
    return ice if ice is not None and ice.rezzed else None


class JustBrokeAll(NamedTuple):
    """During an encounter, every subroutine of the ice (it has at least one) is broken."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        ice = encountered_ice(g)
        if ice is None or g.run is None:
            return False
        n = len(ice_subroutines(g, ice))
        return bool(n) and len(set(g.run.broken)) >= n

    def text(self) -> str:
        return "you have just broken all the subroutines of the ice you are encountering"


class EncounteredIceRezCost(NamedTuple):
    """``Ability.price``: trash this card and pay the rez cost of the ice being encountered."""

    def cost(self, g: Game, card: Card) -> Cost:
        ice = encountered_ice(g)
        return Cost(trash_self=True, credits=g.rez_cost(ice) if ice is not None else 0)

    def text(self) -> str:
        return "trash this card, pay that ice's rez cost"


class TrashEncounteredIce(NamedTuple):
    """Trash the ice the Runner is encountering (its rez cost already paid)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = encountered_ice(g)
        if ice is None:
            return
        g.say(f"The Runner trashes {ice.title} protecting {ice.server} ({ctx.title}).")
        g.trash(ice, by=ctx.title)

    def text(self) -> str:
        return "Trash that ice."


class TrashRezzedIcePayingRez(NamedTuple):
    """The Runner pays the rez cost of a piece of rezzed ice of its choice to trash it (Core
    Command: Jettison Ice); only ice whose rez cost it can pay is offered."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        w = g.ruleset.words
        avail = g.spendable(RUNNER)
        ice = [
            c
            for s in g.corp.servers.values()
            for c in reversed(s.ice)
            if c.rezzed and g.rez_cost(c) <= avail
        ]
        if not ice:
            g.say(f"{ctx.title}: the Runner cannot pay the rez cost of any rezzed ice.")
            return
        pairs = [
            (
                Option(
                    "choose",
                    card=c.title,
                    card_id=c.id,
                    server=c.server,
                    amount=g.rez_cost(c),
                    label=f"Pay {w.credits(g.rez_cost(c))} to trash {ice_label(g, c)}",
                    cost=Cost(credits=g.rez_cost(c)),
                ),
                PayToTrashIce(c.id, g.rez_cost(c), ctx.title),
            )
            for c in ice
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: pay the rez cost of which piece of rezzed ice to trash it?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a piece of ice to trash.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return "Pay the rez cost of a piece of rezzed ice to trash it."


class PayToTrashIce(NamedTuple):
    """The Runner pays ``cost`` and trashes the ice ``ice_id``."""

    ice_id: int
    cost: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.pay(RUNNER, self.cost)
        g.say(
            f"The Runner pays {g.ruleset.words.credits(self.cost)} to trash {ice.title} "
            f"protecting {ice.server} ({self.source})."
        )
        g.trash(ice, by=self.source)


# ---------------------------------------------------------------------- False Echo


def echo_forts(g: Game) -> list[str]:
    """The forts the Runner made a successful run on this turn that hold unrezzed ice."""
    return [
        name
        for name, s in g.corp.servers.items()
        if g.flags.get(f"successful_run:{name}") and any(not c.rezzed for c in s.ice)
    ]


class AfterSuccessfulRun(NamedTuple):
    """The Runner made a successful run this turn on a fort that has unrezzed ice."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(echo_forts(g))

    def text(self) -> str:
        fort = current_words().server[0]
        return f"you made a successful run this turn on a {fort} with unrezzed ice"


class CorpRezzesFort(NamedTuple):
    """The Runner picks a fort it made a successful run on this turn; the Corp must rez the
    ice there, outermost first, each piece it can pay for."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        forts = echo_forts(g)
        if not forts:
            return
        if len(forts) == 1:
            g.push(RezFortIce(forts[0], 0, ctx.title))
            return
        pairs = [
            (
                Option("choose", server=name, label=f"The Corp rezzes the ice of {name}"),
                RezFortIce(name, 0, ctx.title),
            )
            for name in forts
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: on which fort must the Corp rez its ice?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a fort.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        fort = current_words().server[0]
        return (
            f"The Corp must rez as much ice as possible on a {fort} you made a successful run on"
            " this turn, beginning with the outermost ice and working in."
        )


class RezFortIce(NamedTuple):
    """The Corp rezzes the ice of ``server`` from the ``done``-th outermost piece inward,
    each one it can pay for (Rez: its rez cost and what rezzing it sets off)."""

    server: str
    done: int
    source: str

    def run(self, g: Game) -> None:
        s = g.corp.servers.get(self.server)
        if s is None:
            return
        outermost_first = list(reversed(s.ice))
        for k in range(self.done, len(outermost_first)):
            c = outermost_first[k]
            if c.rezzed:
                continue
            if not can_rez(g, c):
                g.say(f"The Corp cannot pay to rez ice {k + 1} of {self.server} ({self.source}).")
                continue
            g.push(RezFortIce(self.server, k + 1, self.source))
            g.push(Rez(c.id))
            return


__all__ = [
    "encountered_ice",
    "JustBrokeAll",
    "EncounteredIceRezCost",
    "TrashEncounteredIce",
    "TrashRezzedIcePayingRez",
    "PayToTrashIce",
    "AfterSuccessfulRun",
    "CorpRezzesFort",
    "RezFortIce",
]

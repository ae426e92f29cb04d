"""Regions and the cards that change a data fort (the 1996 game's C-regions).

A region (an upgrade with the keyword ``Region``) is rezzed as it is installed, and may be installed
only if the Corp can pay that rez (``CardDef.rez_on_install``: the install option's cost holds the
rez cost, and none is offered when it cannot be paid); a fort holds one region, installing another
trashing the older (the engine's install, by the keyword). Namatoki Plaza shares the rez-on-install
rule, is installed only in a subsidiary fort (``CardDef.remote_only``) and lets its fort hold one
more agenda or node (:class:`ExtraRoom`, read by ``Classic.fort_capacity``); once it is gone, a fort
left with too many has one of them trashed, the Corp choosing (:func:`trash_over_capacity`, a
checkpoint rule).

The rest are what a region does to its own fort: the difficulty of its agendas
(:class:`DifficultyHere`), the trash cost of its nodes and upgrades (:class:`TrashCostHere`), bits
only for its traces (:class:`DuringRunsHere`), runs on it (:class:`RunOnlyIfWorked`), and its
conditions (:class:`UnsuccessfulRunHere`, :class:`PassedRezzedIceHere`), and what the Runner's noisy
icebreakers pay during runs on it (:class:`NoisyBreakerSurcharge`).

>>> DifficultyHere(1).text()
'The difficulty of agendas installed inside this server is reduced by 1.'
>>> TrashCostHere(2).text()
'Nodes and other upgrades installed inside this server cost 2 credits more to trash.'
>>> RunOnlyIfWorked().text()
'This server may be run only if the Corp installed or advanced a card inside or on it during its last turn.'
>>> NoisyBreakerSurcharge(1).text()
'The Runner must pay 1 credit, in addition to the normal cost, to use each subroutine of a noisy icebreaker (each break and each strength boost) during runs on this server.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import choose_card
from ...engine.install import TrashOwn
from ...engine.naming import where
from ...engine.state import CONTENT, ICE
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

#: the rule every region shares that the engine applies by the keyword (no effect of its own)
REGION_NOTE = (
    "Only one region may be installed in each data fort: installing another trashes the older."
)


def _fort() -> str:
    return current_words().server[0]


def _source(g: Game, ctx: Ctx) -> Card | None:
    c = g.card(ctx.source)
    return c if c is not None and c.zone == CONTENT else None


# ---------------------------------------------------------------------- static modifiers


class DifficultyHere(NamedTuple):
    """The difficulty (advancement requirement) of agendas installed in this card's fort is
    ``n`` less (Washington, D.C., City Grid)."""

    n: int

    def amount(self, g: Game, src: Card, agenda: Card) -> int:
        here = src.server is not None and agenda.server == src.server
        return self.n if here and agenda.zone == CONTENT else 0

    def text(self) -> str:
        return f"The difficulty of agendas installed inside this {_fort()} is reduced by {self.n}."


class TrashCostHere(NamedTuple):
    """Nodes and the other upgrades installed in this card's fort cost ``n`` bits more to trash
    (New Galveston City Grid)."""

    n: int

    def amount(self, g: Game, src: Card, card: Card) -> int:
        here = src.server is not None and card.server == src.server and card.zone == CONTENT
        return self.n if here and card is not src and card.type in ("asset", "upgrade") else 0

    def text(self) -> str:
        return (
            f"Nodes and other upgrades installed inside this {_fort()} cost {credits(self.n)} "
            "more to trash."
        )


class DuringRunsHere(NamedTuple):
    """A condition: a run on this card's fort is under way (Paris City Grid's bits pay only for
    the traces of such runs)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _source(g, ctx)
        r = g.run
        return c is not None and r is not None and not r.ended and r.server == c.server

    def text(self) -> str:
        return f"made during runs on this {_fort()}"


class NoisyBreakerSurcharge(NamedTuple):
    """A ``CardDef.breaker_surcharges`` value (London City Grid): during runs on this card's fort,
    each use of a noisy icebreaker's abilities (each break, each strength boost: the 1996
    icebreaker's "subroutines") costs ``n`` bits more (read by ``run.breaker_surcharge``)."""

    n: int

    def amount(self, g: Game, src: Card, breaker: Card) -> int:
        r = g.run
        if r is None or r.ended or src.server is None or r.server != src.server:
            return 0
        return self.n if breaker.data.has_keyword("Noisy") else 0

    def text(self) -> str:
        return (
            f"The Runner must pay {credits(self.n)}, in addition to the normal cost, to use each "
            f"subroutine of a noisy icebreaker (each break and each strength boost) during runs on "
            f"this {_fort()}."
        )


# ---------------------------------------------------------------------- fort capacity


class ExtraRoom(NamedTuple):
    """A continuous rule of Namatoki Plaza (``CardDef.state_checks``, never broken itself): its
    fort may hold one more agenda or node (``Classic.fort_capacity``)."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return None

    def text(self) -> str:
        return (
            f"That {_fort()} may have an additional agenda or node installed inside it. If this "
            "card leaves play and the fort has too many agendas and nodes, trash one of them."
        )


def fort_capacity(g: Game, server: str) -> int:
    """How many agendas and nodes ``server`` may hold: 1, and 1 more for each active card there
    with :class:`ExtraRoom`."""
    s = g.corp.servers.get(server)
    extra = 0
    if s is not None:
        for c in s.content:
            if c.rezzed:
                extra += sum(1 for x in c.defn.state_checks if isinstance(x, ExtraRoom))
    return 1 + extra


def _agendas_and_nodes(cards: list[Card]) -> list[Card]:
    return [c for c in cards if c.data.type in ("agenda", "asset")]


def trash_over_capacity(g: Game) -> bool:
    """A checkpoint rule: a fort holding more agendas and nodes than it may (its Namatoki Plaza
    gone) has one trashed, the Corp choosing which (asked again while too many remain). Returns
    whether it asked."""
    for name, s in g.corp.servers.items():
        if len(s.content) < 2:
            continue  # a fort holds at least one (``fort_capacity``)
        cards = _agendas_and_nodes(s.content)
        room = fort_capacity(g, name)
        if not s.is_remote or len(cards) <= room:
            continue
        choose_card(
            g,
            CORP,
            cards,
            lambda c: TrashOwn(c.id),
            label=lambda c: f"Trash {c.title} {where(c)}",
            prompt=f"{name} may hold only {room} agenda or node: trash which?",
            public_prompt=f"The Corp trashes an agenda or node from {name} (too many there).",
        )
        return True
    return False


# ---------------------------------------------------------------------- runs on the fort


class RunOnlyIfWorked(NamedTuple):
    """A continuous rule of Roving Submarine (``CardDef.state_checks``, never broken itself): its
    fort may be run only if the Corp installed or advanced a card in or on it during its last
    turn (``Classic.may_run``, :func:`may_run_fort`)."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return None

    def text(self) -> str:
        return (
            f"This {_fort()} may be run only if the Corp installed or advanced a card inside or "
            "on it during its last turn."
        )


WORKED = "worked:"  # a lasting record ("worked:<fort>", -1, turn, "game"): a card advanced there


def _corp_last_turn(g: Game) -> int:
    return g.turn if g.active == RUNNER else g.turn - 1


def may_run_fort(g: Game, server: str) -> bool:
    """May the Runner run ``server``? Not while an active card there has
    :class:`RunOnlyIfWorked`, unless a card was installed in or on the fort, or advanced there,
    during the Corp's last turn."""
    s = g.corp.servers.get(server)
    if s is None:
        return True
    if not any(
        c.rezzed and any(isinstance(x, RunOnlyIfWorked) for x in c.defn.state_checks)
        for c in s.content
    ):
        return True
    last = _corp_last_turn(g)
    if any(c.installed_turn == last for c in (*s.ice, *s.content)):
        return True
    return any(e[0] == WORKED + server and e[2] == last for e in g.lingering)


class RecordAdvanced(NamedTuple):
    """Roving Submarine's record that the Corp advanced a card in or on its fort this turn (the
    advanced card: ``ctx.extra``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = _source(g, ctx)
        if c is None or c.server is None:
            return
        key = WORKED + c.server
        g.lingering = [e for e in g.lingering if e[0] != key]
        g.linger((key, -1, g.turn, "game"))

    def text(self) -> str:
        return ""


class AdvancedHere(NamedTuple):
    """A condition: the card just advanced (``ctx.extra``) is in or on this card's fort, during the
    Corp's turn."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _source(g, ctx)
        adv = g.card(ctx.extra)
        return (
            c is not None
            and adv is not None
            and g.active == CORP
            and adv.server == c.server
            and adv.zone in (ICE, CONTENT)
        )

    def text(self) -> str:
        return f"the Corp advances a card inside or on this {_fort()}"


class UnsuccessfulRunHere(NamedTuple):
    """A condition of a "run_ends" trigger (``ctx.extra``: the fort and whether the run was
    successful): an unsuccessful run on this card's fort ended."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _source(g, ctx)
        extra: Any = ctx.extra
        return c is not None and extra is not None and extra[0] == c.server and not extra[1]

    def text(self) -> str:
        return f"an unsuccessful run on this {_fort()} ends"


class PassedRezzedIceHere(NamedTuple):
    """A condition of a "pass_ice" trigger (``ctx.extra``: the ice passed): the Runner passed a
    piece of rezzed ice during a run on this card's fort."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _source(g, ctx)
        ice = g.card(ctx.extra)
        r = g.run
        return (
            c is not None
            and ice is not None
            and ice.rezzed
            and r is not None
            and not r.ended
            and r.server == c.server
        )

    def text(self) -> str:
        return f"the Runner passes a piece of rezzed ice during a run on this {_fort()}"


__all__ = [
    "REGION_NOTE",
    "DifficultyHere",
    "TrashCostHere",
    "DuringRunsHere",
    "ExtraRoom",
    "fort_capacity",
    "trash_over_capacity",
    "RunOnlyIfWorked",
    "may_run_fort",
    "RecordAdvanced",
    "AdvancedHere",
    "UnsuccessfulRunHere",
    "PassedRezzedIceHere",
    "NoisyBreakerSurcharge",
]

"""Cards set aside on a card of the Runner's rig (the plan's B-set-aside and
B-trash-replacement): The Shell Traders sets a program or hardware aside with Shell counters and
installs it free once the last is removed; Microtech Backup Drive keeps programs that would be
trashed, the last one put on it on top.

A card set aside is in the zone ``hosted`` (out of play, in ``Game.limbo``), face up, its
``host`` the card it is set aside on; the view lists these by that card's id (``aside``). Such
cards are not in play: no ability of theirs works and they use no memory. When the card they are
on leaves play they are trashed with it (``Game.move``: what a card hosts goes with it), as
Microtech Backup Drive says; our ruling for The Shell Traders, whose text says nothing.

>>> SetAside(("program", "hardware"), "shell").text()
'Choose a program or hardware card from your hand. Set that card aside on this card, and put a number of shell counters on it equal to its install cost. When the last shell counter on that card has been removed, install that card, at no cost.'
>>> RemoveCounterAside("shell").text()
'Remove 1 shell counter from a card set aside on this card.'
>>> OntoThisCard().text()
'Whenever one of your installed programs would be trashed, you may put it on top of this card instead. If this card leaves play, trash the cards on it.'
>>> TakeTopAside().text()
'Bring the top card on this card into your hand.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.choices import choose_card
from ...engine.install import RunnerInstall
from ...engine.state import HAND, HOSTED, PROGRAM
from ...engine.steps import one_per_title, plural, source_id

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def aside_on(g: Game, card_id: int) -> list[Card]:
    """The cards set aside on the card ``card_id``, in the order they were put there (the last
    one on top)."""
    return [c for c in g.limbo if c.zone == HOSTED and c.host == card_id]


def put_aside(g: Game, c: Card, host_id: int) -> Card:
    """Set ``c`` aside on the card ``host_id``: face up, nothing left on it."""
    c = g.move(c, HOSTED, faceup=True)
    c.host = host_id
    c.counters = {}
    c.rezzed = False
    g.touch()
    return c


class HandHas(NamedTuple):
    """The controller has a card of one of ``types`` in hand."""

    types: tuple[str, ...]

    def test(self, g: Game, ctx: Ctx) -> bool:
        return any(c.data.type in self.types for c in g.player(ctx.side).hand)

    def text(self) -> str:
        return f"you have a {' or '.join(self.types)} card in hand"


class AnyAside(NamedTuple):
    """A card set aside on this card has a ``kind`` counter (any card, if ``kind`` is empty)."""

    kind: str = ""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return any(not self.kind or c.counters.get(self.kind) for c in aside_on(g, ctx.source))

    def text(self) -> str:
        if self.kind:
            return f"a card set aside on this card has a {self.kind} counter"
        return "a card is on this card"


class SetAside(NamedTuple):
    """The controller sets a card of one of ``types`` from its hand aside on this card, with as
    many ``kind`` counters as its install cost; once the last is removed it is installed free
    (at once for a card that costs nothing)."""

    types: tuple[str, ...]
    kind: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cards = one_per_title(c for c in g.player(ctx.side).hand if c.data.type in self.types)
        if not cards:
            return
        choose_card(
            g,
            ctx.side,
            cards,
            lambda c: SetAsideStep(c.title, ctx, self.kind),
            label=lambda c: (
                f"Set {c.title} aside ({plural(c.data.cost or 0, self.kind + ' counter')})"
            ),
            prompt=f"{ctx.title}: set which card aside?",
            public_prompt=f"{ctx.title}: the Runner chooses a card to set aside.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            f"Choose a {' or '.join(self.types)} card from your hand. Set that card aside on this"
            f" card, and put a number of {self.kind} counters on it equal to its install cost."
            f" When the last {self.kind} counter on that card has been removed, install that"
            " card, at no cost."
        )


class SetAsideStep(NamedTuple):
    """A step: the card titled ``title`` in hand is set aside on ``ctx``'s card."""

    title: str
    ctx: Ctx
    kind: str

    def run(self, g: Game) -> None:
        host = g.card(self.ctx.source)
        c = next((c for c in g.player(self.ctx.side).hand if c.title == self.title), None)
        if c is None or host is None:
            return
        c = put_aside(g, c, host.id)
        n = c.data.cost or 0
        g.say(
            f"The Runner sets {c.title} aside on {host.title} with "
            f"{plural(n, self.kind + ' counter')}."
        )
        if n:
            g.add_counters(c, self.kind, n)
        else:
            g.push(InstallAside(c.id, self.kind))


class RemoveCounterAside(NamedTuple):
    """Remove one ``kind`` counter from a card set aside on this card (the controller's choice
    among several); the last removed, that card is installed at no cost."""

    kind: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cards = [c for c in aside_on(g, ctx.source) if c.counters.get(self.kind)]
        if not cards:
            return
        if len(cards) == 1:  # public cards: asking would tell nothing
            g.push(RemoveOne(cards[0].id, self.kind, ctx.title))
            return
        choose_card(
            g,
            ctx.side,
            cards,
            lambda c: RemoveOne(c.id, self.kind, ctx.title),
            label=lambda c: f"Remove a {self.kind} counter from {c.title}",
            prompt=f"{ctx.title}: remove a {self.kind} counter from which card?",
            public_prompt=f"{ctx.title}: the Runner chooses a card to remove a counter from.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return f"Remove 1 {self.kind} counter from a card set aside on this card."


class RemoveOne(NamedTuple):
    """A step: one ``kind`` counter comes off the set-aside card ``card_id``."""

    card_id: int
    kind: str
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or c.zone != HOSTED:
            return
        left = g.add_counters(c, self.kind, -1)
        g.say(
            f"A {self.kind} counter is removed from {c.title} ({self.source}): "
            f"{plural(left, self.kind + ' counter')} left."
        )
        if not left:
            g.push(InstallAside(c.id, self.kind))


class InstallAside(NamedTuple):
    """A step: the set-aside card ``card_id`` is installed at no cost."""

    card_id: int
    kind: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or c.zone != HOSTED:
            return
        c.counters.pop(self.kind, None)
        g.say(f"{c.title} has no {self.kind} counter left: the Runner installs it at no cost.")
        g.push(RunnerInstall(c.id, click=False, free=True))


class OntoThisCard(NamedTuple):
    """A trash replacement (``CardDef.trash_replacement``): instead of one of the Runner's
    installed programs being trashed, the Runner may put it on top of this card."""

    types: tuple[str, ...] = ("program",)

    def test(self, g: Game, card: Card, target: Card) -> bool:
        return target.side == RUNNER and target.zone == PROGRAM and target.data.type in self.types

    @property
    def effects(self) -> tuple[Any, ...]:
        return (PutOnThisCard(),)

    def text(self) -> str:
        return (
            "Whenever one of your installed programs would be trashed, you may put it on top of"
            " this card instead. If this card leaves play, trash the cards on it."
        )


class PutOnThisCard(NamedTuple):
    """Put the card about to be trashed (``ctx.extra``) on top of this card."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        target = g.card(ctx.extra)
        if target is None:
            return
        title = target.title
        put_aside(g, target, ctx.source)
        g.say(f"The Runner puts {title} on top of {ctx.title} instead of trashing it.")

    def text(self) -> str:
        return "put it on top of this card"


class TakeTopAside(NamedTuple):
    """Bring the top card on this card into the controller's hand."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cards = aside_on(g, ctx.source)
        if not cards:
            return
        top = cards[-1]
        g.move(top, HAND)
        g.say(f"The Runner takes {top.title} from {ctx.title} into their hand.")

    def text(self) -> str:
        return "Bring the top card on this card into your hand."


__all__ = [
    "aside_on",
    "put_aside",
    "HandHas",
    "AnyAside",
    "SetAside",
    "SetAsideStep",
    "RemoveCounterAside",
    "RemoveOne",
    "InstallAside",
    "OntoThisCard",
    "PutOnThisCard",
    "TakeTopAside",
]

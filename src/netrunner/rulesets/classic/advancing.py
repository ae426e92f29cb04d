"""Advancement counters moved from card to card, or spent as counters (the 1996 Falsified-
Transactions Expert, Vapor Ops, Pacifica Regional AI), and abilities usable only in your own
turn (an action gained is one you can take only then: Pacifica Regional AI, Corporate Boon).

Spending them is an ability cost: ``Cost(counter="advancement", counters=1)`` removes advancement
counters from the card itself (``engine/flow.py``: ``ADVANCEMENT``). Moving them is
:class:`MoveAdvancements`: from one card (or this card) to another installed card that can be
advanced, as many as the Corp chooses up to a limit. Advancement counters are public, and so is
where they go (a card that takes them can be advanced, as when the Corp advances it).

>>> MoveAdvancements(3).text()
'Move up to 3 advancement counters from one card to another installed card that can be advanced.'
>>> MoveAdvancements(None, from_this=True).text()
'Move any number of advancement counters from this card to another installed card that can be advanced.'
>>> YourTurn().text()
'it is your turn'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.choices import choose_card
from ...engine.decision import Option
from ...engine.effects import advanceable_cards
from ...engine.naming import public_name, where
from ...engine.steps import plural, source_id

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


class YourTurn(NamedTuple):
    """It is the turn of the card's controller."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.active == ctx.side

    def text(self) -> str:
        return "it is your turn"


class HasAdvancements(NamedTuple):
    """This card has an advancement counter on it."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return c is not None and c.advancements > 0

    def text(self) -> str:
        return "this card has advancement counters on it"


def _counters(n: int) -> str:
    return plural(n, "advancement counter")


class MoveAdvancements(NamedTuple):
    """Move up to ``most`` (None: any number of) advancement counters from one installed card
    of the Corp's choice (``from_this``: from this card) to another installed card that can be
    advanced."""

    most: int | None = None
    from_this: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if self.from_this:
            c = g.card(ctx.source)
            if c is None or not c.advancements:
                g.say(f"{ctx.title} has no advancement counter to move.")
                return
            g.push(ChooseAdvancementTarget(c.id, self.most, ctx))
            return
        sources = [c for c in g.installed_corp_cards() if c.advancements > 0]
        if not sources:
            g.say(f"{ctx.title}: no card has an advancement counter to move.")
            return
        choose_card(
            g,
            CORP,
            sources,
            lambda c: ChooseAdvancementTarget(c.id, self.most, ctx),
            label=lambda c: (
                f"Move counters from {c.title} {where(c)} ({_counters(c.advancements)})"
            ),
            prompt=f"{ctx.title}: move advancement counters from which card?",
            public_prompt=f"{ctx.title}: the Corp chooses a card to move advancement counters from.",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        up = "any number of" if self.most is None else f"up to {self.most}"
        frm = "this card" if self.from_this else "one card"
        return (
            f"Move {up} advancement counters from {frm} to another installed card that can be"
            " advanced."
        )


class ChooseAdvancementTarget(NamedTuple):
    """A step: the Corp chooses the card the counters of ``source_id`` go to."""

    source_id: int
    most: int | None
    ctx: Ctx

    def run(self, g: Game) -> None:
        src = g.card(self.source_id)
        if src is None:
            return
        targets = advanceable_cards(g, exclude=(src.id,))
        if not targets:
            g.say(f"{self.ctx.title}: no other installed card can be advanced.")
            return
        choose_card(
            g,
            CORP,
            targets,
            lambda c: ChooseAdvancementCount(src.id, c.id, self.most, self.ctx),
            label=lambda c: f"Move them to {c.title} {where(c)}",
            prompt=f"{self.ctx.title}: move advancement counters to which card?",
            public_prompt=f"{self.ctx.title}: the Corp chooses a card to move advancement "
            "counters to.",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
        )


class ChooseAdvancementCount(NamedTuple):
    """A step: the Corp chooses how many counters move from ``source_id`` to ``target_id``."""

    source_id: int
    target_id: int
    most: int | None
    ctx: Ctx

    def run(self, g: Game) -> None:
        src, dst = g.card(self.source_id), g.card(self.target_id)
        if src is None or dst is None:
            return
        top = src.advancements if self.most is None else min(self.most, src.advancements)
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=dst.title, card_id=dst.id, amount=n, label=f"Move {n}"),
                MoveCounters(src.id, dst.id, n, self.ctx.title),
            )
            for n in range(1, top + 1)
        ]
        if len(pairs) == 1:
            g.push(pairs[0][1])
            return
        g.ask(
            CORP,
            f"{self.ctx.title}: move how many advancement counters (at most {top})?",
            pairs,
            public_prompt=f"{self.ctx.title}: the Corp chooses how many advancement counters "
            "to move.",
            kind="choose",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
            params={"most": top},
        )


class MoveCounters(NamedTuple):
    """A step: ``n`` advancement counters go from ``source_id`` to ``target_id``."""

    source_id: int
    target_id: int
    n: int
    title: str

    def run(self, g: Game) -> None:
        src, dst = g.card(self.source_id), g.card(self.target_id)
        if src is None or dst is None:
            return
        n = min(self.n, src.advancements)
        g.add_advancements(src, -n)
        g.add_advancements(dst, n)
        g.say(
            f"{self.title}: the Corp moves {_counters(n)} from {_named(src)} to {_named(dst)}"
            f" ({_counters(dst.advancements)} there)."
        )


def _named(c: Card) -> str:
    return public_name(c)


__all__ = [
    "YourTurn",
    "HasAdvancements",
    "MoveAdvancements",
    "ChooseAdvancementTarget",
    "ChooseAdvancementCount",
    "MoveCounters",
]

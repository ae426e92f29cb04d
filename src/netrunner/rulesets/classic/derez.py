"""Derezzing (the plan's B-derez; rules-diff 40, 113): a derezzed card stays face up, known to
both players (it was rezzed: ``faceup`` stays true), and is inactive until rezzed again.
Anonymous Tip derezzes a piece of black ice of the Runner's choice (:class:`Derez`); Olivia
Salazar rezzes ice of her fort for half its rez cost during a run there and derezzes it once the
run is over (:class:`HalfCostRez`, :class:`OliviaCanRez`; the derez waits in the run's
``after`` steps, so it happens even if Olivia is trashed during the run).

>>> Derez("Black Ice").text()
'Derez a piece of black ice of your choice.'
>>> HalfCostRez().text()
'For half its rez cost, rounded down, rez a piece of ice protecting this server. Derez that ice at the end of the run.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP
from ...engine.choices import choose_card
from ...engine.flow import rez_card
from ...engine.naming import ice_label
from ...engine.steps import installed_ice, source_id, the
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


class Derez(NamedTuple):
    """The controller derezzes a rezzed piece of ice of its choice with ``keyword`` (any ice if
    empty)."""

    keyword: str = ""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = [
            i
            for i in installed_ice(g, rezzed=True)
            if not self.keyword or g.has_subtype(i, self.keyword)
        ]
        what = f"rezzed {self.keyword.lower()}" if self.keyword else "rezzed ice"
        if not ice:
            g.say(f"{ctx.title}: there is no {what} to derez.")
            return
        choose_card(
            g,
            ctx.side,
            ice,
            lambda c: DerezIt(c.id, ctx.title),
            label=lambda c: f"Derez {ice_label(g, c)}",
            prompt=f"{ctx.title}: derez which piece of {what}?",
            public_prompt=f"{ctx.title}: {the(ctx.side)} chooses a piece of ice to derez.",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        what = self.keyword.lower() if self.keyword else "ice"
        return f"Derez a piece of {what} of your choice."


class DerezIt(NamedTuple):
    """A step: derez the card ``card_id`` (it stays face up: rules-diff 40)."""

    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not c.installed or not c.rezzed:
            return
        g.set_rezzed(c, False)
        where = f"protecting {c.server}" if c.zone == "ice" else f"in {c.server}"
        g.say(f"{c.title} {where} is derezzed ({self.source}); it stays face up.")


def _half(g: Game, ice: Card) -> int:
    return g.rez_cost(ice) // 2


def _rezzable(g: Game, server: str | None) -> list[Card]:
    """Unrezzed ice protecting ``server`` the Corp can rez for half its cost now."""
    if server is None or server not in g.corp.servers:
        return []
    return [
        i
        for i in reversed(g.corp.servers[server].ice)
        if not i.rezzed and _half(g, i) <= g.corp.credits
    ]


def _used_key(card_id: int) -> str:
    return f"half_rez:{card_id}"


class OliviaCanRez(NamedTuple):
    """A run on this card's fort is under way, this card has not been used during it, and the
    Corp can rez a piece of ice there for half its cost."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        r = g.run
        if c is None or r is None or r.ended or r.server != c.server:
            return False
        return _used_key(c.id) not in r.mods and bool(_rezzable(g, c.server))

    def text(self) -> str:
        return (
            f"a run on this {current_words().server[0]} is under way and you have not used this"
            " ability during it"
        )


class HalfCostRez(NamedTuple):
    """Rez a piece of ice protecting this card's fort for half its rez cost, rounded down; derez
    it once the run is over (marks the run as one this card was used in)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        r = g.run
        server = c.server if c is not None else ctx.extra
        if r is not None:
            r.mods[_used_key(ctx.source)] = 1
        ice = _rezzable(g, server)
        if not ice:
            return
        w = g.ruleset.words
        choose_card(
            g,
            CORP,
            ice,
            lambda i: RezAtHalf(i.id, ctx.title),
            label=lambda i: f"Rez {i.title} ({ice_label(g, i)}) for {w.credits(_half(g, i))}",
            prompt=f"{ctx.title}: rez which piece of ice for half its cost?",
            public_prompt=f"{ctx.title}: the Corp chooses a piece of ice to rez for half cost.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            "For half its rez cost, rounded down, rez a piece of ice protecting this "
            f"{current_words().server[0]}. Derez that ice at the end of the run."
        )


class RezAtHalf(NamedTuple):
    """A step: the Corp rezzes ``ice_id`` for half its rez cost; it is derezzed after the run."""

    ice_id: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None or ice.rezzed:
            return
        rez_card(g, ice, _half(g, ice))
        if g.run is not None:
            g.run.after = (*g.run.after, DerezIt(ice.id, self.source))
            g.say(f"{self.source}: {ice.title} is derezzed at the end of the run.")


__all__ = ["Derez", "DerezIt", "HalfCostRez", "RezAtHalf", "OliviaCanRez"]

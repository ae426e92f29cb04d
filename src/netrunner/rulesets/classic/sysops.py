"""What the 1996 Proteus and Classic upgrades and nodes do to their own fort and to the run
on it (the family corp-upgrades-nodes): abilities usable only during a run on the card's fort
(Panic Button), the run's start and each piece of ice passed on the fort (Street Enforcer,
Rasmin Bridger), a piece of ice trashed for bits (Syd Meyer Superstores) and a piece of ice's
strength doubled until the end of the turn (Sterdroid: a lasting ``"strength"`` effect of the
turn, plain data in ``Game.lingering``).

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RunOnThisFort().text()
...     RunnerLosesPerTag().text()
...     PassedIceHere().text()
...     TrashOwnRezzedIce().text()
...     DoubleIceStrength(10).text()
'a run on this data fort is under way'
'The Runner loses 1 bit for each tag the Runner has.'
'the Runner passes a piece of ice on this data fort'
'Trash a rezzed piece of ice.'
"Choose a piece of ice. That ice's strength is doubled until the end of the turn; if this would raise its strength above 10, its strength becomes 10."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import choose_card, choose_ice
from ...engine.naming import ice_label, where
from ...engine.state import CONTENT
from ...engine.steps import installed_ice, source_id
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def _fort() -> str:
    return current_words().server[0]


def _here(g: Game, ctx: Ctx) -> Card | None:
    """This card, if it is installed in the root of a fort."""
    c = g.card(ctx.source)
    return c if c is not None and c.zone == CONTENT else None


class RunOnThisFort(NamedTuple):
    """A condition: a run on this card's fort is under way (Panic Button's draw)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _here(g, ctx)
        r = g.run
        return c is not None and r is not None and not r.ended and r.server == c.server

    def text(self) -> str:
        return f"a run on this {_fort()} is under way"


class RunnerLosesPerTag(NamedTuple):
    """The Runner loses 1 bit for each tag it has, as many as it has (Street Enforcer)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        p = g.player(RUNNER)
        lost = min(p.tags, p.credits)
        if not lost:
            return
        p.credits -= lost
        g.say(f"The Runner loses {g.ruleset.words.credits(lost)} ({ctx.title}).")

    def text(self) -> str:
        return f"The Runner loses {credits(1)} for each tag the Runner has."


class PassedIceHere(NamedTuple):
    """A condition of a "pass_ice" trigger (``ctx.extra``: the ice passed): the Runner passed a
    piece of ice, rezzed or not, during a run on this card's fort (Rasmin Bridger)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _here(g, ctx)
        ice = g.card(ctx.extra)
        r = g.run
        return (
            c is not None
            and ice is not None
            and r is not None
            and not r.ended
            and r.server == c.server
            and ice.server == c.server
        )

    def text(self) -> str:
        return f"the Runner passes a piece of ice on this {_fort()}"


class HasRezzedIce(NamedTuple):
    """A condition: the Corp has a rezzed piece of ice installed."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(installed_ice(g, rezzed=True))

    def text(self) -> str:
        return "you have a rezzed piece of ice"


class TrashOwnRezzedIce(NamedTuple):
    """The Corp trashes one of its rezzed pieces of ice, of its choice (Syd Meyer Superstores);
    rezzed ice is public, so the choice tells the Runner nothing."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_card(
            g,
            CORP,
            installed_ice(g, rezzed=True),
            lambda c: TrashIceStep(c.id, ctx.title),
            label=lambda c: f"Trash {c.title} {where(c)}",
            prompt=f"{ctx.title}: trash which rezzed piece of ice?",
            public_prompt=f"{ctx.title}: the Corp chooses a rezzed piece of ice to trash.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return "Trash a rezzed piece of ice."


class TrashIceStep(NamedTuple):
    """A step: the Corp trashes its ice ``ice_id``."""

    ice_id: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.say(f"The Corp trashes {ice.title} {where(ice)} ({self.source}).")
        g.trash(ice)


class DoubleIceStrength(NamedTuple):
    """Choose a piece of ice: its strength is doubled until the end of the turn, to at most
    ``cap`` (Sterdroid). The doubling is of the strength the ice has as the ability resolves (a
    lasting +N of the turn, N that strength): what changes it later adds to it or takes from it,
    as on any other ice. Ice already over ``cap`` keeps its strength (nothing is raised)."""

    cap: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_ice(g, ctx, lambda c: DoubleStep(c.id, self.cap, ctx.title))

    def text(self) -> str:
        return (
            "Choose a piece of ice. That ice's strength is doubled until the end of the turn; if"
            f" this would raise its strength above {self.cap}, its strength becomes {self.cap}."
        )


class DoubleStep(NamedTuple):
    ice_id: int
    cap: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        s = g.ice_strength(ice)
        more = max(0, min(2 * s, self.cap) - s)
        if more:
            g.linger(("strength", ice.id, more, "turn"))
        if ice.rezzed:
            g.say(
                f"{self.source}: {ice_label(g, ice)} has {s + more} strength until the end of"
                " the turn."
            )
        else:  # its strength is hidden with it
            g.say(f"{self.source}: {ice_label(g, ice)} has its strength doubled this turn.")


__all__ = [
    "RunOnThisFort",
    "RunnerLosesPerTag",
    "PassedIceHere",
    "HasRezzedIce",
    "TrashOwnRezzedIce",
    "DoubleIceStrength",
]

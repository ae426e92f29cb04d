"""The Proteus and Classic noisy icebreakers' own rules (rules-diff 75; the stealth bits they
lose are :mod:`.stealth`'s): MS-todon's first sentry break of each run (all stealth bits lost and
a tag), Fubar's type chosen once, Bulldozer's free break on a sentry met right after a wall it
broke through.

State: MS-todon's mark is a lasting effect ``("mstodon_broke", card id, 0, "run")``; Fubar's
choice a counter ``chosen:<keyword>`` on it (both players see it); Bulldozer's pending break a
lasting effect ``("bulldozer_next", card id, 0, "run")``, dropped at the next encounter.

>>> FirstSentryBreakThisRun().text()
'the first time during each run that you break a sentry subroutine with this card'
>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     LoseAllStealthBits().text()
'Lose all bits from all stealth cards, if you can.'
>>> ChooseBreakerType(("Code Gate", "Sentry", "Wall")).text()
'Choose whether this card breaks code gates, sentries, or walls. Use this ability only once.'
>>> with using(CLASSIC_WORDS):
...     ChosenTypeBreaker(None, 1, boost_cost=2, boost=1).text()
'1 bit: Break a subroutine of the type chosen for this card.\\n2 bits: +1 strength.'
>>> BulldozerFreeBreak().text()
'If this card breaks all the subroutines of a wall, and the next piece of ice encountered during this run is a sentry, break one of the subroutines of that sentry, at no cost.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.carddef import Breaker
from ...engine.decision import Option
from ...engine.steps import source_id
from ...engine.words import credits, current_words, sentence
from .program_tools import MarkThisRun
from .stealth import stealth_cards

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

MSTODON = "mstodon_broke"
BULLDOZER = "bulldozer_next"
CHOSEN = "chosen:"


def _marked(g: Game, kind: str, card_id: int) -> bool:
    return any(e[0] == kind and e[1] == card_id for e in g.lingering)


class FirstSentryBreakThisRun(NamedTuple):
    """A ``subroutine_broken`` trigger's condition: this card broke a sentry subroutine, for
    the first time during this run."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        breaker_id, ice_id, _ = ctx.extra
        ice = g.card(ice_id)
        return (
            breaker_id == ctx.source
            and ice is not None
            and g.has_subtype(ice, "Sentry")
            and g.run is not None
            and not _marked(g, MSTODON, ctx.source)
        )

    def text(self) -> str:
        return "the first time during each run that you break a sentry subroutine with this card"


class LoseAllStealthBits(NamedTuple):
    """The Runner loses every bit on its stealth cards (MS-todon)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        for c in stealth_cards(g):
            n = c.counters.get("recurring", 0)
            g.add_counters(c, "recurring", -n)
            g.say(f"The Runner loses {g.ruleset.words.credits(n)} from {c.title} ({ctx.title}).")

    def text(self) -> str:
        w = current_words()
        return f"Lose all {w.credit[1]} from all stealth cards, if you can."


# ---------------------------------------------------------------------- Fubar


def chosen_type(card: Any) -> str:
    """The ice keyword chosen for ``card`` ("" before the choice)."""
    return next((k[len(CHOSEN) :] for k in card.counters if k.startswith(CHOSEN)), "")


class ChosenType(NamedTuple):
    """A breaker's condition: the ice has the keyword chosen for the breaker."""

    def test(self, g: Game, breaker: Any, ice: Any) -> bool:
        kw = chosen_type(breaker)
        return bool(kw) and g.has_subtype(ice, kw)


class ChosenTypeBreaker(Breaker):
    """An icebreaker for the ice type chosen for it (Fubar: :class:`ChooseBreakerType`)."""

    __slots__ = ()

    def what(self) -> str:
        return "a subroutine of the type chosen for this card"

    def text(self) -> str:
        lines = [f"{sentence(credits(self.break_cost))}: Break {self.what()}."]
        if self.boost_cost is not None:
            lines.append(f"{sentence(credits(self.boost_cost))}: +{self.boost} strength.")
        return "\n".join(lines)


def fubar_breaker(break_cost: int, boost_cost: int) -> ChosenTypeBreaker:
    """Fubar's breaker: the chosen type only."""
    return ChosenTypeBreaker(
        None, break_cost, boost_cost=boost_cost, boost=1, condition=ChosenType()
    )


class NotChosenYet(NamedTuple):
    """An ability's condition: no type has been chosen for this card yet."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return c is not None and not chosen_type(c)

    def text(self) -> str:
        return "no type has been chosen for this card"


class ChooseBreakerType(NamedTuple):
    """Choose which of ``kinds`` this card breaks (once: a ``chosen:<keyword>`` counter)."""

    kinds: tuple[str, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = [
            (Option("choose", target=k, label=f"Break {_plural(k)}"), SetChosen(ctx.source, k))
            for k in self.kinds
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: which ice does it break?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses the ice type it breaks.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        names = [_plural(k) for k in self.kinds]
        which = (
            ", ".join(names[:-1]) + f", or {names[-1]}" if len(names) > 2 else " or ".join(names)
        )
        return f"Choose whether this card breaks {which}. Use this ability only once."


def _plural(kw: str) -> str:
    w = kw.lower()
    return w[:-1] + "ies" if w.endswith("y") else w + "s"


class SetChosen(NamedTuple):
    card_id: int
    kind: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.set_counters(c, CHOSEN + self.kind, 1)
        g.say(f"{c.title} breaks {_plural(self.kind)}.")


# ---------------------------------------------------------------------- Bulldozer


class AllWallBrokenByThis(NamedTuple):
    """An ``encounter_ends`` condition: this card broke every subroutine of the wall just
    encountered."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        r = g.run
        ice_id, broke_with = ctx.extra
        ice = g.card(ice_id)
        if r is None or ice is None or not g.has_subtype(ice, "Wall"):
            return False
        n = len(g.subroutines(ice))
        return n > 0 and len(set(r.broken)) >= n and tuple(broke_with) == (ctx.source,)

    def text(self) -> str:
        return "this card breaks all the subroutines of a wall"


class BulldozerFreeBreak(NamedTuple):
    """Mark the run: the next ice encountered, if a sentry, has one subroutine broken free."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is not None and not _marked(g, BULLDOZER, ctx.source):
            g.linger((BULLDOZER, ctx.source, 0, "run"))

    def text(self) -> str:
        return (
            "If this card breaks all the subroutines of a wall, and the next piece of ice"
            " encountered during this run is a sentry, break one of the subroutines of that"
            " sentry, at no cost."
        )


class NextIceFreeBreak(NamedTuple):
    """An ``encounter_ice`` trigger's effect: the mark is used up at this encounter; if the ice
    is a sentry, the Runner breaks one of its subroutines free (its choice)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        ice = g.card(ctx.extra)
        marks = [e for e in g.lingering if e[0] == BULLDOZER and e[1] == ctx.source]
        if not marks or r is None or ice is None:
            return
        g.lingering = [e for e in g.lingering if e not in marks]
        if not g.has_subtype(ice, "Sentry"):
            return
        subs = g.subroutines(ice)
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=ice.title,
                    card_id=ice.id,
                    target=s.text,
                    label=f"Break {s.text!r}",
                ),
                FreeBreak(ctx.source, ice.id, i),
            )
            for i, s in enumerate(subs)
            if i not in r.broken
        ]
        if not pairs:
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: break which subroutine of {ice.title}, at no cost?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner breaks a subroutine of {ice.title} at no cost.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return ""


class HasBulldozerMark(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return _marked(g, BULLDOZER, ctx.source)

    def text(self) -> str:
        return ""


class FreeBreak(NamedTuple):
    """A step: ``breaker_id`` breaks subroutine ``sub`` of ``ice_id`` at no cost."""

    breaker_id: int
    ice_id: int
    sub: int

    def run(self, g: Game) -> None:
        r = g.run
        b = g.card(self.breaker_id)
        ice = g.card(self.ice_id)
        if r is None or ice is None or b is None:
            return
        r.broken = r.broken + (self.sub,)
        if b.id not in r.broke_with:
            r.broke_with = r.broke_with + (b.id,)
        text = g.subroutines(ice)[self.sub].text
        g.say(f'The Runner uses {b.title} to break "{text}" on {ice.title}, at no cost.')
        g.fire("subroutine_broken", extra=(b.id, ice.id, (self.sub,)))


__all__ = [
    "FirstSentryBreakThisRun",
    "MarkThisRun",
    "LoseAllStealthBits",
    "chosen_type",
    "ChosenType",
    "ChosenTypeBreaker",
    "fubar_breaker",
    "NotChosenYet",
    "ChooseBreakerType",
    "SetChosen",
    "AllWallBrokenByThis",
    "BulldozerFreeBreak",
    "NextIceFreeBreak",
    "HasBulldozerMark",
    "FreeBreak",
]

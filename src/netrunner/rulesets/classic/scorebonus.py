"""Bonuses an agenda keeps from the advancement counters it was scored with (the 1996 Project
Venice: an action each turn for every three counters over its difficulty; Project Zurich: a bit
each turn for every two), and effects repeated for each counter of a kind on their card.

As the agenda is scored (the ``Score`` step gives ``ctx.extra``: ``(advancement counters,
difficulty)``), :class:`CountersOverDifficulty` puts one counter of its kind on the scored agenda
for each ``per`` advancement counters over its difficulty: plain, public state on the card, which
the card's start-of-turn trigger reads with :class:`PerCounter` (the effect given ``n`` equal to
the number of those counters). The counters leave with the card (forfeited, the bonus ends).

>>> from netrunner.engine.effects import GainCredits
>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> CountersOverDifficulty("venice", 3).text()
'Put a venice counter on this card for every 3 advancement counters over its difficulty that are on it when you score it.'
>>> with using(CLASSIC_WORDS):
...     PerCounter("zurich", GainCredits(1)).text()
'Gain 1 bit for each zurich counter on this card.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.steps import plural

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class CountersOverDifficulty(NamedTuple):
    """An ``on_score`` effect: one ``kind`` counter on this agenda for every ``per`` advancement
    counters over its difficulty that it had as it was scored."""

    kind: str
    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        counters, difficulty = ctx.extra if isinstance(ctx.extra, tuple) else (0, 0)
        n = max(0, counters - difficulty) // self.per
        c = g.card(ctx.source)
        over = plural(max(0, counters - difficulty), "advancement counter")
        if c is None or not n:
            g.say(f"{ctx.title} is scored with {over} over its difficulty: no bonus.")
            return
        g.add_counters(c, self.kind, n)
        g.say(
            f"{ctx.title} is scored with {over} over its difficulty: "
            f"{plural(n, f'{self.kind} counter')} put on it."
        )

    def text(self) -> str:
        return (
            f"Put a {self.kind} counter on this card for every {self.per} advancement counters"
            " over its difficulty that are on it when you score it."
        )


class PerCounter(NamedTuple):
    """``effect`` (a ``NamedTuple`` with a count ``n``: ``GainCredits(1)``, ``GainActions(1)``)
    resolved once with ``n`` the number of ``kind`` counters on this card; nothing if none."""

    kind: str
    effect: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        n = c.counters.get(self.kind, 0) if c is not None else 0
        if n:
            self.effect._replace(n=n).resolve(g, ctx)

    def text(self) -> str:
        return self.effect.text().rstrip(".") + f" for each {self.kind} counter on this card."


__all__ = ["CountersOverDifficulty", "PerCounter"]

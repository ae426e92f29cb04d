"""The Runner looks at hidden Corp cards (Technician Lover, Deep Thought, R&D-Protocol Files,
Expert Schedule Analyzer) or the Corp shows them to the Runner (Boardwalk).

A card the Runner looks at becomes known to it (``Game.learn``: ``known_to_runner``, which the
decisions' ``source_title`` and a Runner's determinisation read: a determinisation keeps each
card the Runner knows, and where it is, while the Runner can follow it), and the log names it.
The log is public, but naming the card tells neither player anything it may not know: the Corp
knows its own cards and the Runner has just seen them (as with the access lines). The Runner
loses track of R&D's cards once R&D is shuffled or rearranged, and of HQ's once a card leaves
HQ unseen (``Game.learn``).

>>> LookAtTopOfRD(1).text()
'Look at the top card of R&D.'
>>> LookAtTopOfRD(5).text()
'Look at the top 5 cards of R&D.'
>>> LookAtHQ().text()
'Look at all cards in HQ.'
>>> ShowRandomHQ(2).text()
'The Corp shows you 2 cards of HQ at random.'
>>> AccessedFrom("HQ").text()
'you access cards from HQ'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.steps import in_parens, plural

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def _titles(cards: list[Card]) -> str:
    return ", ".join(c.title for c in cards)


def runner_looks_at(g: Game, cards: list[Card], what: str, source: str) -> None:
    """The Runner looks at ``cards`` (``what``: "the top card of R&D"): it knows them now, and
    the log says what they are."""
    for c in cards:
        g.learn(c)
    g.say(f"The Runner looks at {what}: {_titles(cards)}{in_parens(source)}.")


class LookAtTopOfRD(NamedTuple):
    """The Runner looks at the top ``n`` cards of R&D (as many as there are)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = g.corp.deck[: self.n]
        if not top:
            g.say(f"R&D is empty: the Runner has nothing to look at{in_parens(ctx.title)}.")
            return
        what = "the top card of R&D" if len(top) == 1 else f"the top {len(top)} cards of R&D"
        runner_looks_at(g, top, what, ctx.title)

    def text(self) -> str:
        if self.n == 1:
            return "Look at the top card of R&D."
        return f"Look at the top {self.n} cards of R&D."


class LookAtHQ(NamedTuple):
    """The Runner looks at every card in HQ (Expert Schedule Analyzer)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        hand = list(g.corp.hand)
        if not hand:
            g.say(f"HQ is empty: the Runner has nothing to look at{in_parens(ctx.title)}.")
            return
        runner_looks_at(g, hand, f"the {plural(len(hand), 'card')} in HQ", ctx.title)

    def text(self) -> str:
        return "Look at all cards in HQ."


class ShowRandomHQ(NamedTuple):
    """The Corp shows the Runner ``n`` cards of HQ chosen at random (as many as it has, if it
    has fewer): a show, named in the log (rules-diff 115)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pool = list(g.corp.hand)
        shown = []
        for _ in range(min(self.n, len(pool))):
            shown.append(pool.pop(g.rng.randrange(len(pool))))
        if not shown:
            g.say(f"HQ is empty: the Corp has no card to show{in_parens(ctx.title)}.")
            return
        for c in shown:
            g.learn(c)
        g.say(
            f"The Corp shows the Runner {plural(len(shown), 'card')} of HQ at random: "
            f"{_titles(shown)}{in_parens(ctx.title)}."
        )

    def text(self) -> str:
        return f"The Corp shows you {plural(self.n, 'card')} of HQ at random."


class AccessedFrom(NamedTuple):
    """The run that just ended (``ctx.extra``: its server and whether it was successful)
    accessed cards from ``server`` (it reached the access: no card replaced it)."""

    server: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        server, successful = ctx.extra
        r = g.run
        return bool(successful) and server == self.server and r is not None and r.phase == "access"

    def text(self) -> str:
        return f"you access cards from {self.server}"


__all__ = ["runner_looks_at", "LookAtTopOfRD", "LookAtHQ", "ShowRandomHQ", "AccessedFrom"]

"""The Runner's own tag removal and the 1996 tag shield.

Removing tags "at no cost" (Danshi's Second ID, Nomad Allies, Open-Ended(R) Mileage Program:
``RemoveTags``), and Total Genetic Retrofit's "automatically avoid receiving your next tag": an
automatic shield that is no card in play (the prep is in the trash by then). It is a counter on
the Runner itself (``Player.counters``, kind ``avoid_tag``: public, in both views' ``counters``),
used up by the next tag the Runner would receive, before any card may prevent it; the classic
ruleset's ``absorb`` hook (``Ruleset.absorb``, called by the engine's ``PreventWindow``) reads it.

>>> RemoveTags(3).text()
'Remove up to 3 tags.'
>>> RemoveTags(1).text()
'Remove 1 tag.'
>>> RemoveTags(None).text()
'Remove all tags.'
>>> AvoidNextTag().text()
'Automatically avoid receiving your next tag.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.steps import in_parens, plural

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: The counter on the Runner that avoids the next tag (Total Genetic Retrofit).
AVOID_TAG = "avoid_tag"


class RemoveTags(NamedTuple):
    """The Runner removes up to ``n`` of their tags (all of them if ``n`` is None), at no cost."""

    n: int | None

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.runner
        lost = r.tags if self.n is None else min(self.n, r.tags)
        if not lost:
            g.say(f"The Runner has no tag to remove{in_parens(ctx.title)}.")
            return
        r.tags -= lost
        g.touch()
        g.say(f"The Runner removes {plural(lost, 'tag')}{in_parens(ctx.title)}.")

    def text(self) -> str:
        if self.n is None:
            return "Remove all tags."
        if self.n == 1:
            return "Remove 1 tag."
        return f"Remove up to {self.n} tags."


class AvoidNextTag(NamedTuple):
    """The Runner will automatically avoid receiving their next tag, whenever it comes: a
    counter on the Runner (kind ``avoid_tag``). Two such effects before a tag still avoid only
    that one tag: both are about the same "next tag", so the counter is never more than 1."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.runner.counters.get(AVOID_TAG):
            g.say(f"The Runner will already avoid their next tag{in_parens(ctx.title)}.")
            return
        g.add_player_counters(RUNNER, AVOID_TAG, 1)
        g.say(f"The Runner will automatically avoid their next tag{in_parens(ctx.title)}.")

    def text(self) -> str:
        return "Automatically avoid receiving your next tag."


def absorb_tag(g: Game, kind: str, n: int) -> int:
    """The classic ruleset's ``absorb`` hook: the ``avoid_tag`` counter on the Runner avoids one
    of the ``n`` tags about to be received (and is used up); nothing else."""
    if kind != "tag" or n <= 0 or not g.runner.counters.get(AVOID_TAG):
        return 0
    g.add_player_counters(RUNNER, AVOID_TAG, -1)
    g.say("The Runner automatically avoids receiving a tag (Total Genetic Retrofit).")
    return 1


__all__ = ["AVOID_TAG", "RemoveTags", "AvoidNextTag", "absorb_tag"]

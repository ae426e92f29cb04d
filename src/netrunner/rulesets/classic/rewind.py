"""Sending the Runner back over ice already passed (the 1996 Vacuum Link: "Roll a die. If you roll
a 1, 2, or 3, Runner resumes the run from that many pieces of rezzed ice back, or jacks out. If
there are not that many pieces of ice, Runner returns to the first piece of ice.").

A run moves inward from the outermost ice (``RunState.position`` indexes the fort's ice list,
innermost 0, so the outermost is the last index); the ice already passed is the ice outward of
the one encountered. Going back N pieces of rezzed ice counts the rezzed ice among those, nearest
first: the Nth is where the run resumes. With fewer than N, it resumes at the first piece of ice,
the outermost (the encountered ice itself, when it is the outermost). The Runner chooses to
resume or to jack out (if it may: Jack Attack forbids it, Viral 15 makes it cost a bit). Resuming
means approaching that ice once this encounter is over (``RunState.jump_to``) and going on inward
from there, meeting again everything in between: unrezzed ice may be rezzed this time, rezzed ice
is encountered again (with every effect for the rest of the run), the rolling ice too.

>>> RollToGoBack().text()
'Roll a die. On a 1, 2 or 3, the Runner resumes the run from that many pieces of rezzed ice back (the first piece of ice if there are not that many), or jacks out.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.decision import Option
from ...engine.naming import ice_label
from ...engine.run import jack_out_options
from ...engine.steps import source_id

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


def resume_position(g: Game, n: int) -> int:
    """Where the run resumes from ``n`` pieces of rezzed ice back: the index of that ice in the
    fort's ice list, or of the outermost ice if there are not that many."""
    r = g.run
    assert r is not None
    ice = g.corp.servers[r.server].ice
    back = [i for i in range(r.position + 1, len(ice)) if ice[i].rezzed]
    return back[n - 1] if len(back) >= n else len(ice) - 1


class RollToGoBack(NamedTuple):
    """Roll a die; on one of ``faces`` the Runner resumes the run that many pieces of rezzed ice
    back, or jacks out."""

    faces: tuple[int, ...] = (1, 2, 3)

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or r.ended or r.position < 0:
            return
        n = g.roll_die()
        g.say(f"{ctx.title or 'A card'} rolls a die: {n}.")
        if n not in self.faces:
            return
        pos = resume_position(g, n)
        target = g.corp.servers[r.server].ice[pos]
        where = ice_label(g, target)
        go_back = GoBack(pos, f"{ctx.title}: the Runner resumes the run from {where}.")
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=target.title if target.rezzed else None,
                    card_id=target.id,
                    server=r.server,
                    amount=n,
                    label=f"Resume the run from {where}",
                ),
                go_back,
            )
        ]
        pairs.extend(jack_out_options(g))
        if len(pairs) == 1:  # the Runner may not jack out: nothing to decide
            g.push(go_back)
            return
        g.ask(
            RUNNER,
            f"{ctx.title} rolled {n}: resume the run from {where}, or jack out?",
            pairs,
            public_prompt=f"{ctx.title} rolled {n}: the Runner goes back or jacks out.",
            kind="choose",
            source=source_id(ctx),
            params={"roll": n},
        )

    def text(self) -> str:
        faces = ", ".join(str(f) for f in self.faces[:-1]) + f" or {self.faces[-1]}"
        return (
            f"Roll a die. On a {faces}, the Runner resumes the run from that many pieces of "
            "rezzed ice back (the first piece of ice if there are not that many), or jacks out."
        )


class GoBack(NamedTuple):
    """Once this encounter is over, the run resumes by approaching the ice at ``pos``."""

    pos: int
    line: str

    def run(self, g: Game) -> None:
        r = g.run
        if r is None or r.ended:
            return
        r.jump_to = self.pos
        g.say(self.line)


__all__ = ["RollToGoBack", "GoBack", "resume_position"]

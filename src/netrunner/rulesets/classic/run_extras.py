"""Small additions to the Runner's runs in the 1996 Base set: an extra card accessed whenever the
Runner accesses a central server (HQ Interface, R&D Interface: ``ExtraAccess``, an access
modifier like ANR Medium's), and another run after the first (All-Nighter: ``MayRunAgain``).

>>> ExtraAccess("HQ").text()
'Whenever you access cards from HQ, access 1 additional card from HQ.'
>>> MayRunAgain().text()
'you may then make another run, whether or not that run was successful.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.choices import MakeRun
from ...engine.decision import Option
from ...engine.steps import NOTHING, Resolve, plural, source_id
from .runlock import LOCK

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


class ExtraAccess(NamedTuple):
    """Static access modifier (``CardDef.access_mods``): ``n`` more cards whenever the Runner
    accesses cards from the central server ``server`` (HQ or R&D)."""

    server: str
    n: int = 1

    def amount(self, g: Game, src: Card, server: str) -> int:
        return self.n if server == self.server else 0

    def text(self) -> str:
        more = plural(self.n, "additional card")
        return f"Whenever you access cards from {self.server}, access {more} from {self.server}."


def run_locked(g: Game) -> bool:
    """Whether a run lock (Rex: ``runlock.RunLock``) stops the Runner from running now."""
    return any(e[0].startswith(LOCK) for e in g.lingering)


class MayRunAgain(NamedTuple):
    """Once a run is over, successful or not, the Runner may make another run, on any server
    (one decision: a ``choose`` option per server, each with its ``server``, or ``pass``). Not
    while a run lock holds (the first run may have met Rex)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is not None or run_locked(g):
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=ctx.title, server=n, label=f"Run {n}"),
                Resolve((MakeRun(n),), ctx),
            )
            for n in g.corp.servers
        ]
        pairs.append((Option("pass", label="Make no other run"), NOTHING))
        g.ask(
            RUNNER,
            f"{ctx.title}: make another run?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner may make another run.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return "you may then make another run, whether or not that run was successful."


__all__ = ["ExtraAccess", "MayRunAgain", "run_locked"]

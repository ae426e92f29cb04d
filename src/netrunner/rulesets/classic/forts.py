"""Counters put in a data fort itself, not on a card (rules-diff 28, 32): Pox counters make
installing in or on that fort cost the Corp 1 bit more for every two; they are virus counters (a
purge removes them) and they go with a subsidiary fort when its last card leaves.

>>> PutFortCounter("pox", "Pox").text()
'Put a Pox counter in the fort that was run.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.steps import independent

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: counters in a fort (``Server.counters``) that are virus counters, and what each is called
VIRUS_FORT_COUNTERS: dict[str, str] = {"pox": "Pox", "fait": "Fait"}


@independent
class PutFortCounter(NamedTuple):
    """Put a counter of ``kind`` (named ``name``) in the fort of the successful run that
    triggered this (``ctx.extra``: its server)."""

    kind: str
    name: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from .viruses import Place, ReceiveVirus  # a card may let the Corp avoid it first

        server = ctx.extra
        if server not in g.corp.servers:  # the fort is gone
            return
        g.push(ReceiveVirus(Place("fort", server, self.kind), ctx.title))

    def text(self) -> str:
        return f"Put a {self.name} counter in the fort that was run."


def pox_surcharge(g: Game, server: str) -> int:
    """1 bit for every two Pox counters in ``server``."""
    s = g.corp.servers.get(server)
    return s.counters.get("pox", 0) // 2 if s is not None else 0


def virus_counters_in_forts(g: Game) -> int:
    return sum(
        v
        for s in g.corp.servers.values()
        for k, v in s.counters.items()
        if k in VIRUS_FORT_COUNTERS
    )


def purge_forts(g: Game) -> None:
    """Remove every virus counter from every fort."""
    for name, s in g.corp.servers.items():
        for kind in [k for k in s.counters if k in VIRUS_FORT_COUNTERS]:
            g.add_server_counters(name, kind, -s.counters[kind])


__all__ = [
    "PutFortCounter",
    "VIRUS_FORT_COUNTERS",
    "pox_surcharge",
    "purge_forts",
    "virus_counters_in_forts",
]

"""Daemons (rules-diff 74): programs that have other programs installed in them (Afreet, Imp,
Succubus), up to a number of MU of their own. Hosted programs use the daemon's MU, not the
Runner's (``CardDef.hosted_memory_free``), and are trashed when the daemon leaves play (the
engine trashes what a card hosts as it leaves play); some daemons make their hosted icebreakers
weaker (:class:`HostedBreakersWeaker`).

>>> DaemonHosting(3).text()
'You can install programs with a total memory cost of up to 3 MU in this card; they use none of your memory. If this card leaves play, trash all programs installed in it.'
>>> HostedBreakersWeaker(1).text()
'All icebreakers installed in this card have their strength reduced by 1.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Card


def hosted_memory(g: Game, host: Card) -> int:
    """The MU of the programs installed in ``host``."""
    return sum(p.data.memory_cost or 0 for p in g.runner.program if p.host == host.id)


class DaemonHosting(NamedTuple):
    """``CardDef.hosts``: any program may be installed in this card while the programs in it
    use no more than ``mu`` MU in all (a program installed on a card of its own, such as ice,
    is not)."""

    mu: int

    def test(self, g: Game, host: Card, card: Card) -> bool:
        d = card.data
        if d.type != "program" or card.defn.install_on or card.id == host.id:
            return False
        return hosted_memory(g, host) + (d.memory_cost or 0) <= self.mu

    def text(self) -> str:
        return (
            f"You can install programs with a total memory cost of up to {self.mu} MU in this "
            "card; they use none of your memory. If this card leaves play, trash all programs "
            "installed in it."
        )


class HostedBreakersWeaker(NamedTuple):
    """``CardDef.strength_mods``: the icebreakers installed in this card have ``n`` less
    strength."""

    n: int

    def amount(self, g: Game, src: Card, card: Card) -> int:
        if card.host == src.id and card.data.has_keyword("Icebreaker"):
            return -self.n
        return 0

    def text(self) -> str:
        return f"All icebreakers installed in this card have their strength reduced by {self.n}."


__all__ = ["DaemonHosting", "HostedBreakersWeaker", "hosted_memory"]

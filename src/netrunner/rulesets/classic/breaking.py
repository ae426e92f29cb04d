"""Breaking ice in the 1996 game: an extra cost for each subroutine broken, and Microtech 'Trode
Set's rule for AP subroutines.

The extra cost is one mechanism, read by the engine wherever the Runner breaks a subroutine
(``run.break_surcharge``: every break option's price and payment, for each subroutine that break
breaks, whatever pays the normal cost). It is the sum of

- lasting effects ``("break_surcharge", -1, n, scope)``: Virizz's for the rest of the run
  (``RestOfRun(BREAK_SURCHARGE, 1)`` in :mod:`.runwide`);
- each active card's ``CardDef.break_surcharges``, :class:`BreakSurcharge` values: on a Runner
  card for every break (Microtech 'Trode Set: ``BreakSurcharge(1)``), on a Corp card in a fort for
  breaks during runs on that fort (Crystal Palace Station Grid: ``BreakSurcharge(1, here=True)``).

The surcharge is paid like the break it goes with: bits usable for icebreakers may pay it.

>>> BreakSurcharge(1).text()
'Pay 1 credit, in addition to the normal cost, to break each ice subroutine.'
>>> BreakSurcharge(1, here=True).text()
'The Runner must pay 1 credit, in addition to the normal cost, to break each subroutine of each piece of ice encountered during runs on this server.'
>>> IgnoreAPSubroutines().text()
'Ignore all AP subroutines except those that trace, or that do net damage. Prevents all but 1 net damage from each AP subroutine you do not break.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddef import walk
from ...engine.damage import Damage, PreventWindow, UnpreventableDamage
from ...engine.trace import Trace
from ...engine.words import credits, current_words
from .runwide import NextIceBreakAllOr

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


class BreakSurcharge(NamedTuple):
    """A card's extra cost of ``n`` bits for each ice subroutine the Runner breaks; ``here``:
    only during runs on the fort the card is in (a Corp upgrade or region)."""

    n: int
    here: bool = False

    def amount(self, g: Game, src: Card, ice: Card) -> int:
        if not self.here:
            return self.n
        r = g.run
        return self.n if r is not None and src.server is not None and r.server == src.server else 0

    def text(self) -> str:
        if self.here:
            return (
                f"The Runner must pay {credits(self.n)}, in addition to the normal cost, to break"
                " each subroutine of each piece of ice encountered during runs on this "
                f"{current_words().server[0]}."
            )
        return (
            f"Pay {credits(self.n)}, in addition to the normal cost, to break each ice subroutine."
        )


def _net(x: Any) -> bool:
    """Does the effect ``x`` do net damage?"""
    if isinstance(x, (Damage, UnpreventableDamage)):
        return x.kind == "net"
    return isinstance(x, NextIceBreakAllOr)


def _capped(x: Any, by: str) -> Any:
    """``x`` with each preventable net damage in it capped at 1 (the rest prevented by ``by``)."""
    if isinstance(x, Damage) and x.kind == "net" and not x.unpreventable:
        return CappedNetDamage(x.n, by)
    if isinstance(x, NextIceBreakAllOr):
        return x._replace(capped=True)
    if type(x) is tuple:
        return tuple(_capped(v, by) for v in x)
    if isinstance(x, tuple) and hasattr(x, "_fields"):
        return type(x)(*(_capped(v, by) for v in x))
    return x


class IgnoreAPSubroutines(NamedTuple):
    """Microtech 'Trode Set (a ``CardDef.sub_filters`` value): an unbroken subroutine of AP ice
    is ignored unless it traces or does net damage; of one doing net damage, all but 1 net damage
    is prevented (what is left may still be prevented by other cards)."""

    def effects(self, g: Game, card: Card, ice: Card, effects: tuple[Any, ...]) -> tuple[Any, ...]:
        if not g.has_subtype(ice, "AP"):
            return effects
        found = list(walk(effects))
        net = any(_net(x) for x in found)
        if not net and not any(isinstance(x, Trace) for x in found):
            return (Ignored(card.title),)
        return _capped(effects, card.title) if net else effects

    def text(self) -> str:
        return (
            "Ignore all AP subroutines except those that trace, or that do net damage. Prevents "
            "all but 1 net damage from each AP subroutine you do not break."
        )


class Ignored(NamedTuple):
    """An AP subroutine the Runner ignores (Microtech 'Trode Set): nothing happens."""

    by: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.say(f"The Runner ignores this AP subroutine ({self.by}).")

    def text(self) -> str:
        return f"The Runner ignores this subroutine ({self.by})."


class CappedNetDamage(NamedTuple):
    """``n`` net damage of an AP subroutine, all but 1 prevented by ``by`` (Microtech 'Trode
    Set); the last point may still be prevented."""

    n: int
    by: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = self.n + g.damage_bonus("net")
        if n > 1:
            g.say(f"{self.by} prevents {n - 1} net damage.")
            n = 1
        if n > 0:
            g.push(PreventWindow("net", n, ctx.title))

    def text(self) -> str:
        return f"Do {self.n} net damage, all but 1 of it prevented ({self.by})."


__all__ = ["BreakSurcharge", "IgnoreAPSubroutines", "Ignored", "CappedNetDamage"]

"""Bits for one purpose during one encounter (the 1996 Pocket Virtual Reality: "Whenever Pocket
Virtual Reality is encountered, gain 4 bits. Use these bits only to pay for the above traces.
When the encounter ends, return to the bank any of the 4 bits you did not spend.").

The bits sit on the ice as bits restricted to a purpose (the ``recurring`` counters the engine
already spends first for that purpose, ``Game.spendable``/``Game.pay``, with the card's
``recurring_for``): the Corp's trace bids during the encounter can spend them, nothing else. When
the encounter ends (the ice's ``encounter_ends`` trigger, :class:`ReturnEncounterBits`), what is
left goes back to the bank. The card declares ``recurring=0``, so no turn refills them.

>>> EncounterBits(4).text()
'Gain 4 credits. Use them only to pay for the traces of this ice; when the encounter ends, return to the bank any you did not spend.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: the counters the engine spends first for the card's purpose (``CardDef.recurring_for``)
HELD = "recurring"


class EncounterBits(NamedTuple):
    """The Corp gains ``n`` bits on this ice, usable only for its ``recurring_for`` purpose
    (traces) until the encounter ends."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        g.set_counters(c, HELD, c.counters.get(HELD, 0) + self.n)
        g.say(
            f"{c.title} gives the Corp {g.ruleset.words.credits(self.n)} to spend only on its "
            "traces during this encounter."
        )

    def text(self) -> str:
        return (
            f"Gain {credits(self.n)}. Use them only to pay for the traces of this ice; when the "
            "encounter ends, return to the bank any you did not spend."
        )


class ThisIceEncounterEnds(NamedTuple):
    """The encounter that ends (``encounter_ends``: ``ctx.extra`` is (ice id, breakers used)) is
    with this ice."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        extra: Any = ctx.extra
        return isinstance(extra, tuple) and bool(extra) and extra[0] == ctx.source

    def text(self) -> str:
        return "the encounter with this ice ends"


class ReturnEncounterBits(NamedTuple):
    """The bits left of :class:`EncounterBits` go back to the bank."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.counters.get(HELD):
            return
        left = c.counters[HELD]
        g.set_counters(c, HELD, 0)
        g.say(f"{c.title}: the Corp returns {g.ruleset.words.credits(left)} it did not spend.")

    def text(self) -> str:
        return "Return to the bank the bits of this encounter not spent."


__all__ = ["EncounterBits", "ReturnEncounterBits", "ThisIceEncounterEnds"]

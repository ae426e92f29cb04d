"""Intercepting bit gains (the 1996 game's C-gain-replacement): Investment Firm.

Whenever bits are added to the Corp's pool (``Game.gain``, through ``Classic.after_gain``), save
at the start of its own turn (before its first action: the effects that give bits then cannot be
used this way), the abilities of "corp_gains" fire with the amount; Investment Firm's lets the Corp
put 2 bits from the bank on it for each of those bits it chooses not to add to its pool. The
decision comes right after the gain, before anything else can spend the bits, so taking them back
is the same as never adding them. Investment Firm is rezzed, hence public: being asked tells the
Runner nothing.

>>> SetAsideGain().text()
'You may put 2 credits from the bank on this card for each 1 credit you choose not to add to your pool.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.decision import Option
from ...engine.steps import NOTHING
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

OPEN = "gain_open"  # Game.flags: bits of the last gain the Corp may still set aside


def after_gain(g: Game, side: str, amount: int) -> None:
    """``Classic.after_gain``: the Corp's gains, outside the start of its turn, fire
    "corp_gains"."""
    if side != CORP or (g.active == CORP and g.phase == "draw"):
        return
    if not any(t.event == "corp_gains" for c in g.active_cards() for t in c.defn.triggers):
        return
    g.flags[OPEN] = amount
    g.fire("corp_gains", extra=amount)


class SetAsideGain(NamedTuple):
    """The Corp may put 2 bits from the bank on this card for each bit of the gain just made
    (``ctx.extra``) that it does not add to its pool."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = min(g.flags.get(OPEN, 0), g.corp.credits)
        c = g.card(ctx.source)
        if n <= 0 or c is None:
            return
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = [
            (Option("pass", label=f"Keep the {w.credits(n)}"), NOTHING)
        ]
        for k in range(1, n + 1):
            pairs.append(
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        card_id=c.id,
                        amount=k,
                        label=f"Put {w.credits(2 * k)} on {ctx.title} instead of adding "
                        f"{w.credits(k)} to your pool",
                    ),
                    SetAside(c.id, k),
                )
            )
        g.ask(
            CORP,
            f"{ctx.title}: you gain {w.credits(n)}; put 2 on it for each you do not keep?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp may set bits aside on it.",
            kind="choose",
            source=c.id,
            params={"amount": n},
        )

    def text(self) -> str:
        return (
            f"You may put {credits(2)} from the bank on this card for each {credits(1)} you "
            "choose not to add to your pool."
        )


class SetAside(NamedTuple):
    card_id: int
    n: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.corp.credits -= self.n
        g.flags[OPEN] = max(0, g.flags.get(OPEN, 0) - self.n)
        g.add_counters(c, "credit", 2 * self.n)
        w = g.ruleset.words
        g.say(
            f"The Corp does not add {w.credits(self.n)} to its pool: {w.credits(2 * self.n)} are "
            f"put on {c.title}."
        )


__all__ = ["after_gain", "SetAsideGain", "SetAside"]

"""Stealth and noisy (rules-diff 75), and the other purposes of bits spent on icebreakers
(rules-diff 21): which recurring bits may pay for an icebreaker's breaks and boosts.

- Stealth cards (Cloak, Invisibility, Vewy Vewy Quiet, Raven Microcyb Owl) hold recurring bits
  for the purpose ``"stealth"``: only icebreakers that are not noisy may spend them.
- Bits for killers (Corolla Speed Chip, ZZ22 Speed Chip) have the purpose ``"killer"``: only
  icebreakers with the keyword Killer may spend them.
- Noisy icebreakers (Hammer, Jackhammer, Pile Driver, Ramming Piston) make the Runner lose bits
  from stealth cards as they break (:class:`LoseStealthBits`).
- During a run on a fort with a rezzed card that bars them (Twenty-Four-Hour Surveillance:
  ``breakers.NoStealthBits``), no stealth bits may be spent.

Which bits pay for which icebreaker (the purposes ``"stealth"`` and ``"killer"``, and the fort that
bars stealth bits) is :mod:`.breakers`' ``breaker_purposes``.

>>> LoseStealthBits(2).text()
'Lose a total of 2 credits from stealth cards.'
>>> LoseStealthBits(1).text()
'Lose 1 credit, if you can, from a stealth card.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.carddef import Trigger
from ...engine.decision import Option
from ...engine.steps import source_id
from ...engine.words import credits
from .breakers import BrokeWithThis

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def stealth_cards(g: Game) -> list[Card]:
    """The Runner's active stealth cards holding bits."""
    return [
        c
        for c in g.active_cards()
        if c.side == RUNNER and c.data.has_keyword("Stealth") and c.counters.get("recurring")
    ]


class LoseStealthBits(NamedTuple):
    """The Runner loses ``n`` bits in all from its stealth cards, as many as it has (a noisy
    icebreaker's break); with bits on more than one, it chooses where each comes from."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(LoseStealthBitsStep(self.n, ctx))

    def text(self) -> str:
        if self.n == 1:
            return f"Lose {credits(1)}, if you can, from a stealth card."
        return f"Lose a total of {credits(self.n)} from stealth cards."


class LoseStealthBitsStep(NamedTuple):
    """``left`` bits still to lose from stealth cards for ``ctx``'s card."""

    left: int
    ctx: Any

    def run(self, g: Game) -> None:
        if self.left <= 0:
            return
        w = g.ruleset.words
        holders = stealth_cards(g)
        if not holders:
            return
        total = sum(c.counters["recurring"] for c in holders)
        if total <= self.left or len(holders) == 1:
            lose = min(self.left, total)
            for c in holders:
                take = min(lose, c.counters["recurring"])
                if take:
                    _lose(g, c, take, self.ctx.title)
                    lose -= take
            return
        pairs = [
            (
                Option(
                    "choose",
                    card=c.title,
                    card_id=c.id,
                    label=f"Lose {w.credits(1)} from {c.title} "
                    f"({w.credits(c.counters['recurring'])} on it)",
                ),
                LoseOneFrom(c.id, self),
            )
            for c in holders
        ]
        g.ask(
            RUNNER,
            f"{self.ctx.title}: lose {w.credits(self.left)} from your stealth cards: "
            "which one first?",
            pairs,
            public_prompt=f"The Runner chooses the stealth card to lose bits from "
            f"({self.ctx.title}).",
            kind="choose",
            source=source_id(self.ctx),
            params={"bits_to_lose": self.left},
        )


class LoseOneFrom(NamedTuple):
    """Lose 1 bit from the stealth card ``card_id``, then the rest of ``step``'s."""

    card_id: int
    step: LoseStealthBitsStep

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None and c.counters.get("recurring"):
            _lose(g, c, 1, self.step.ctx.title)
        g.push(self.step._replace(left=self.step.left - 1))


def _lose(g: Game, c: Card, n: int, why: str) -> None:
    g.add_counters(c, "recurring", -n)
    g.say(f"The Runner loses {g.ruleset.words.credits(n)} from {c.title} ({why}).")


def noisy_text(title: str, what: str, n: int) -> str:
    """A noisy icebreaker's clause: "Whenever you break a wall subroutine with Hammer, lose a
    total of 2 bits from stealth cards."."""
    lose = LoseStealthBits(n).text()
    return f"Whenever {what} with {title}, {lose[0].lower()}{lose[1:]}"


def noisy(title: str, n: int, what: str = "you break a wall subroutine") -> Trigger:
    """A noisy icebreaker's trigger: each time it breaks (``subroutine_broken``) wall
    subroutines, the Runner loses ``n`` bits from stealth cards."""
    return Trigger(
        "subroutine_broken",
        (LoseStealthBits(n),),
        condition=BrokeWithThis("Wall"),
        text=noisy_text(title, what, n),
    )


__all__ = [
    "stealth_cards",
    "LoseStealthBits",
    "noisy_text",
    "noisy",
]

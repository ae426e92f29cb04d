"""Stealth and noisy (rules-diff 75), and the other purposes of bits spent on icebreakers
(rules-diff 21): which recurring bits may pay for an icebreaker's breaks and boosts.

- Stealth cards (Cloak, Invisibility, Vewy Vewy Quiet, Raven Microcyb Owl) hold recurring bits
  for the purpose ``"stealth"``: only icebreakers that are not noisy may spend them.
- Bits for killers (Corolla Speed Chip, ZZ22 Speed Chip) have the purpose ``"killer"``: only
  icebreakers with the keyword Killer may spend them.
- Noisy icebreakers (Hammer, Jackhammer, Pile Driver, Ramming Piston) make the Runner lose bits
  from stealth cards as they break (:class:`LoseStealthBits`).
- During a run on a fort with a rezzed card that bars them (Twenty-Four-Hour Surveillance:
  :class:`NoStealthBits`), no stealth bits may be spent.

:func:`breaker_purposes` is the classic ruleset's ``Ruleset.breaker_purposes``: the most
restricted bits are spent first (killer, then stealth, then bits for any icebreaker).

>>> LoseStealthBits(2).text()
'Lose a total of 2 credits from stealth cards.'
>>> LoseStealthBits(1).text()
'Lose 1 credit, if you can, from a stealth card.'
>>> NoStealthBits().text()
'During runs on this server, the Runner cannot use credits from stealth cards.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.carddef import Trigger
from ...engine.decision import Option
from ...engine.steps import source_id
from ...engine.words import credits, current_words
from .breakers import BrokeWithThis

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

STEALTH = "stealth"
KILLER = "killer"


def stealth_barred(g: Game) -> bool:
    """Is a run under way on a fort holding a rezzed card that bars stealth bits?"""
    r = g.run
    if r is None or r.ended:
        return False
    s = g.corp.servers.get(r.server)
    if s is None:
        return False
    return any(
        c.rezzed and any(isinstance(x, NoStealthBits) for x in c.defn.state_checks)
        for c in s.content
    )


def breaker_purposes(g: Game, card: Card) -> tuple[str, ...]:
    """What bits spent on icebreaker ``card`` may come from: bits for killers (a killer), then
    stealth bits (unless it is noisy, or the run's fort bars them), then bits for any
    icebreaker."""
    out: list[str] = []
    if card.data.has_keyword("Killer"):
        out.append(KILLER)
    if not card.data.has_keyword("Noisy") and not stealth_barred(g):
        out.append(STEALTH)
    out.append("icebreaker")
    return tuple(out)


def stealth_cards(g: Game) -> list[Card]:
    """The Runner's active stealth cards holding bits."""
    return [
        c
        for c in g.active_cards()
        if c.side == RUNNER and c.data.has_keyword("Stealth") and c.counters.get("recurring")
    ]


class NoStealthBits(NamedTuple):
    """A card's continuous rule (``CardDef.state_checks``): during runs on its fort (while it
    is rezzed), the Runner cannot spend bits from stealth cards (Twenty-Four-Hour
    Surveillance). The payment rule reads it (:func:`stealth_barred`); the checkpoint has
    nothing to do."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return None

    def text(self) -> str:
        w = current_words()
        return f"During runs on this {w.server[0]}, the Runner cannot use {w.credit[1]} from stealth cards."


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
    "STEALTH",
    "KILLER",
    "stealth_barred",
    "breaker_purposes",
    "stealth_cards",
    "NoStealthBits",
    "LoseStealthBits",
    "noisy_text",
    "noisy",
]

"""Hardware wired into the Runner (the Classic and Proteus cybernetics and cybermodems):
memory set from the grip (Omnitech Wet Drive), damage as a card leaves play (Omnitech "Spinal
Tap" Cybermodem), Drip counters that alternate an extra action and brain damage (Lucidrine [TM]
Drip Feed), bits on a chip only for the icebreaker installed in it (Eurocorpse [TM] Spin Chip).

- :class:`BaseMemoryFromHand` is a continuous rule of its card (``CardDef.state_checks``, doing
  nothing itself): while it is active, the Runner's base memory is the number of cards in the
  grip instead of 4 (``Classic.base_memory`` reads it: :func:`base_memory`).
- :class:`HurtOnLeavePlay` watches its card while it is installed (a lasting effect
  ``("leave_hurt:<id>:<title>", -1, n, "game")``); once the card has left play the checkpoint
  (:func:`check_leave_hurt`) does the damage, which the Runner may prevent.
- :class:`BreakerHosting` lets an icebreaker of 1 MU or less be installed in its card; the card's
  recurring bits have the purpose ``"hosted_breaker"``, which ``Classic.breaker_purposes`` gives
  only to an icebreaker installed in such a card (:func:`hosted_breaker_purposes`).
- :class:`DripFeed`: at the start of each of the Runner's turns, two Drip counters are removed
  for 1 unpreventable brain damage; otherwise one more is put on and an action gained.

>>> BaseMemoryFromHand().text()
'Your base MU is equal to the number of cards in your hand instead of 4.'
>>> BreakerHosting(1).text()
'This card can have an icebreaker installed in it whose MU cost is no greater than 1.'
>>> HurtOnLeavePlay("brain", 2).text()
'If this card leaves play, suffer 2 brain damage.'
>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     DripFeed().text()
'If there are two Drip counters on this card, remove all Drip counters from it and take 1 brain damage, which cannot be prevented; otherwise, put a Drip counter on this card and gain an action.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.damage import DoDamage, PreventWindow
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

LEAVE_HURT = "leave_hurt:"
DRIP = "drip"


class BaseMemoryFromHand(NamedTuple):
    """While its card is active, the Runner's base memory is the size of its grip."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return None

    def text(self) -> str:
        return "Your base MU is equal to the number of cards in your hand instead of 4."


def base_memory(g: Game, default: int) -> int:
    """The Runner's base memory: the grip's size with an active :class:`BaseMemoryFromHand`
    card, else ``default`` (and once the game is over: a flatlined Runner's empty grip sets
    nothing any more)."""
    if g.over:
        return default
    for c in g.runner.hardware:
        if c.installed and any(isinstance(x, BaseMemoryFromHand) for x in c.defn.state_checks):
            return len(g.runner.hand)
    return default


class HurtOnLeavePlay(NamedTuple):
    """If its card leaves play, the Runner suffers ``n`` damage of ``kind`` (preventable)."""

    kind: str
    n: int

    def _key(self, card: Card) -> str:
        return f"{LEAVE_HURT}{card.id}:{self.kind}:{card.title}"

    def applies(self, g: Game, card: Card) -> bool:
        key = self._key(card)
        return not any(e[0] == key for e in g.lingering)

    def apply(self, g: Game, card: Card) -> None:
        g.linger((self._key(card), -1, self.n, "game"))

    def text(self) -> str:
        return f"If this card leaves play, suffer {self.n} {self.kind} damage."


def check_leave_hurt(g: Game) -> None:
    """A checkpoint rule: each watched card no longer installed does its damage once."""
    for e in [e for e in g.lingering if e[0].startswith(LEAVE_HURT)]:
        cid, kind, title = e[0][len(LEAVE_HURT) :].split(":", 2)
        c = g.card(int(cid))
        if c is not None and c.installed:
            continue
        g.lingering = [x for x in g.lingering if x != e]
        g.touch()
        g.say(f"{title} has left play: the Runner suffers {e[2]} {kind} damage.")
        g.push(PreventWindow(kind, e[2], title))


class DripFeed(NamedTuple):
    """Lucidrine [TM] Drip Feed at the start of each of the Runner's turns."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        if c.counters.get(DRIP, 0) >= 2:
            g.set_counters(c, DRIP, 0)
            g.say(f"{ctx.title}: the Drip counters are removed; 1 brain damage, unpreventable.")
            g.push(DoDamage("brain", 1))
            return
        g.add_counters(c, DRIP, 1)
        g.runner.clicks += 1
        g.touch()
        g.say(f"{ctx.title}: a Drip counter goes on it and the Runner gains an action.")

    def text(self) -> str:
        action = current_words().click[0]
        return (
            "If there are two Drip counters on this card, remove all Drip counters from it and"
            " take 1 brain damage, which cannot be prevented; otherwise, put a Drip counter on"
            f" this card and gain an {action}."
        )


# ---------------------------------------------------------------------- Eurocorpse Spin Chip

#: the purpose of bits only for the icebreaker installed in the card holding them
HOSTED_BREAKER = "hosted_breaker"


class BreakerHosting(NamedTuple):
    """``CardDef.hosts``: one icebreaker whose MU cost is no greater than ``mu`` may be
    installed in this card (it uses the Runner's memory as usual)."""

    mu: int = 1

    def test(self, g: Game, host: Card, card: Card) -> bool:
        d = card.data
        if d.type != "program" or not d.has_keyword("Icebreaker") or card.defn.install_on:
            return False
        if any(p.host == host.id for p in g.runner.program):
            return False
        return (d.memory_cost or 0) <= self.mu

    def text(self) -> str:
        return (
            f"This card can have an icebreaker installed in it whose MU cost is no greater than"
            f" {self.mu}."
        )


def hosted_breaker_purposes(g: Game, card: Card) -> tuple[str, ...]:
    """Icebreaker ``card`` installed in a card whose bits pay only for it (Spin Chip) may
    spend those first."""
    if card.host is None:
        return ()
    h = g.card(card.host)
    if h is not None and HOSTED_BREAKER in h.defn.recurring_for:
        return (HOSTED_BREAKER,)
    return ()


__all__ = [
    "HOSTED_BREAKER",
    "BreakerHosting",
    "hosted_breaker_purposes",
    "BaseMemoryFromHand",
    "base_memory",
    "HurtOnLeavePlay",
    "check_leave_hurt",
    "DripFeed",
]

"""The 1996 Runner's "Random" cards (rules-diff 60): dice rolled on the game's own generator
(``Game.roll_die``), each roll said in the log.

- AI Boon: its strength is rolled at the start of each run (:class:`RollStrength`).
- Bartmoss Memorial Icebreaker: a roll after passing each piece of ice it broke subroutines of,
  trashed on a 1 (:class:`MarkBrokenIce`, :class:`BrokeThatIce`).
- Blink: each break is a roll, a subroutine broken on a 4 to 6, net damage as high as the roll
  otherwise, once per subroutine each encounter (:class:`BlinkBreaker`, :class:`BlinkRoll`).
- Playful AI: a roll of 1 to 3 gives that many bits or dice to roll again, in any mix, until
  every die set aside is rolled (:class:`PlayfulRolls`).

>>> RollStrength().text()
"At the start of each run, roll a die: this card's strength is the number rolled, for that run."
>>> BlinkBreaker(None, 0).text()
'0 credits: Roll a die. On a 4, 5 or 6, break ice subroutine; otherwise, suffer that much net damage. Use this ability only once on each subroutine during each encounter with a piece of ice.'
>>> PlayfulRolls().text()
'Roll a die. On a 1, 2 or 3, gain that many credits, set aside that many dice to roll again, or choose some combination thereof. Repeat until you have rolled all the dice you set aside.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.carddef import Breaker
from ...engine.damage import Damage
from ...engine.decision import Option
from ...engine.flow import ctx_of
from ...engine.run import BreakSubroutine
from ...engine.steps import Resolve, source_id
from ...engine.words import credits, current_words, sentence
from .breakers import ice_subroutines

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class RollStrength(NamedTuple):
    """At the start of a run (a ``run_begins`` trigger): roll a die; this card's printed
    strength ("*") is the roll, until the run ends."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        n = g.roll_die()
        g.linger(("strength", c.id, n, "run"))
        g.say(f"{c.title} rolls a die: {n}. Its strength is {n} for this run.")

    def text(self) -> str:
        return (
            "At the start of each run, roll a die: this card's strength is the number rolled, "
            "for that run."
        )


# ---------------------------------------------------------------------- Bartmoss


class MarkBrokenIce(NamedTuple):
    """After this breaker breaks subroutines (a ``subroutine_broken`` trigger): remember, for
    the run, that it broke subroutines of that ice."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        breaker_id, ice_id, _ = ctx.extra
        mark = ("broke_ice", breaker_id, ice_id, "run")
        if mark not in g.lingering:
            g.linger(mark)

    def text(self) -> str:
        return ""


class BrokeThatIce(NamedTuple):
    """The ice just passed (a ``pass_ice`` trigger's ``extra``) had subroutines broken by this
    card during the run."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return ("broke_ice", ctx.source, ctx.extra, "run") in g.lingering

    def text(self) -> str:
        return "you used this card to break any subroutines of that ice"


# ---------------------------------------------------------------------- Blink


class BlinkBreaker(Breaker):
    """An icebreaker that breaks by rolling a die (Blink): on a 4, 5 or 6 the subroutine is
    broken; otherwise the Runner suffers net damage equal to the roll. Once on each subroutine
    during each encounter."""

    __slots__ = ()

    def breaks_subroutine(self, g: Game, breaker: Any, ice: Any, i: int, sub: Any) -> bool:
        return ("blink_tried", breaker.id, i, "encounter") not in g.lingering

    def break_step(self, breaker_id: int, ice_id: int, i: int) -> Any:
        return BlinkRoll(breaker_id, ice_id, i)

    def text(self) -> str:
        return (
            f"{sentence(credits(self.break_cost))}: Roll a die. On a 4, 5 or 6, break "
            f"{self.what()}; otherwise, suffer that much net damage. Use this ability only once "
            "on each subroutine during each encounter with a piece of ice."
        )


class BlinkRoll(NamedTuple):
    """Blink's try at subroutine ``sub`` of the ice ``ice_id``: roll, then break or suffer."""

    breaker_id: int
    ice_id: int
    sub: int

    def run(self, g: Game) -> None:
        b = g.card(self.breaker_id)
        ice = g.card(self.ice_id)
        if b is None or ice is None or g.run is None:
            return
        g.linger(("blink_tried", b.id, self.sub, "encounter"))
        n = g.roll_die()
        text = ice_subroutines(g, ice)[self.sub].text
        if n >= 4:
            g.say(f'{b.title} rolls a die: {n}. It breaks "{text}".')
            g.push(BreakSubroutine(b.id, ice.id, self.sub))
            return
        g.say(f'{b.title} rolls a die: {n}. It fails to break "{text}".')
        g.push(Resolve((Damage("net", n),), ctx_of(b)))


# ---------------------------------------------------------------------- Playful AI


class PlayfulRolls(NamedTuple):
    """Playful AI: roll a die; each 1, 2 or 3 is that many bits and dice set aside, mixed as the
    Runner likes; every die set aside is rolled in turn."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(PlayfulRoll(1, ctx))

    def text(self) -> str:
        bits = current_words().credit[1]
        return (
            f"Roll a die. On a 1, 2 or 3, gain that many {bits}, set aside that many dice to "
            "roll again, or choose some combination thereof. Repeat until you have rolled all "
            "the dice you set aside."
        )


class PlayfulRoll(NamedTuple):
    """Roll one of the ``dice`` still to roll for Playful AI (``ctx``)."""

    dice: int
    ctx: Any

    def run(self, g: Game) -> None:
        if self.dice <= 0:
            return
        w = g.ruleset.words
        n = g.roll_die()
        left = self.dice - 1
        more = f" ({_dice(left)} left to roll)" if left else ""
        if n > 3:
            g.say(f"{self.ctx.title} rolls a die: {n}. Nothing{more}.")
            g.push(PlayfulRoll(left, self.ctx))
            return
        g.say(f"{self.ctx.title} rolls a die: {n}{more}.")
        pairs = [
            (
                Option(
                    "choose",
                    card=self.ctx.title,
                    amount=k,
                    label=f"Gain {w.credits(k)}, set aside {_dice(n - k)}",
                ),
                PlayfulSplit(k, left + n - k, self.ctx),
            )
            for k in range(n, -1, -1)
        ]
        g.ask(
            RUNNER,
            f"{self.ctx.title} rolled {n}: how many {w.credit[1]} to gain? (the rest are dice "
            "to roll again)",
            pairs,
            public_prompt=f"{self.ctx.title}: the Runner splits a roll of {n} into bits and dice.",
            kind="choose",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
            params={"roll": n, "dice_left": left},
        )


def _dice(n: int) -> str:
    return "no dice" if n == 0 else "1 die" if n == 1 else f"{n} dice"


class PlayfulSplit(NamedTuple):
    """Gain ``gain`` bits, then roll the ``dice`` set aside."""

    gain: int
    dice: int
    ctx: Any

    def run(self, g: Game) -> None:
        if self.gain:
            g.gain(RUNNER, self.gain)
            g.say(f"The Runner gains {g.ruleset.words.credits(self.gain)} ({self.ctx.title}).")
        g.push(PlayfulRoll(self.dice, self.ctx))


__all__ = [
    "RollStrength",
    "MarkBrokenIce",
    "BrokeThatIce",
    "BlinkBreaker",
    "BlinkRoll",
    "PlayfulRolls",
    "PlayfulRoll",
    "PlayfulSplit",
]

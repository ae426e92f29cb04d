"""Ice that leaves its place or itself (the 1996 game's B-return-to-hand, B-delayed-trash), ice
that rolls a die as it is encountered (Roadblock), a subroutine the Runner may pay to ignore
(Washed-Up Solo Construct), and ice cheaper to rez once a noisy icebreaker was used in the run
(Baskerville, Bolter Swarm, Deadeye, Imperial Guard).

- Passing ice, back to HQ: Datacomb, Marionette and Twisty Passages cost the Corp 1 bit each time
  the Runner passes them, or go back to HQ (:class:`PayOrStoreInHQ`); Death Yo-Yo, Scaffolding and
  Tumblers may go back to HQ for 1 bit (:class:`MayStoreInHQAndGain`). Both are "pass_ice"
  triggers of the rezzed ice (:class:`PassedThis`); the ice leaves at once, the run goes on inward
  (``RunState.position`` indexes innermost first, so the ice inside keeps its place).
- Puzzle: a lasting effect ``("trash_at_turn_end", ice id, 0, "turn")`` (:class:`TrashAtTurnEnd`)
  that the classic ``rule_triggers`` act on as the turn ends (:func:`turn_end_trashes`); it follows
  the ice if it moves (``conceal.reid`` carries lasting effects).
- Roadblock: :class:`RoadblockRoll` as the encounter begins: a 6 derezzes it and the Runner
  passes it (the encounter is bypassed); otherwise the roll is added to its strength for that
  encounter.
- Noisy icebreakers: ``Classic.breaker_used`` marks the run (``RunState.mods["noisy_used"]``,
  :func:`mark_noisy`) as soon as one is used (a break or a boost); :class:`NoisyRezDiscount` (a
  ``CardDef.own_rez_mods`` entry) then takes 5 bits off the ice's rez cost.

>>> PayOrStoreInHQ(1).text()
'pay 1 credit, or uninstall this ice and store it in HQ.'
>>> MayStoreInHQAndGain(1).text()
'you may choose to uninstall this ice, store it in HQ, and gain 1 credit.'
>>> TrashAtTurnEnd().text()
'Trash this ice at the end of the turn.'
>>> RoadblockRoll().text()
"roll a die. On a 6, derez this ice, and the Runner automatically passes it; otherwise, add the result to this ice's strength for that encounter."
>>> TrashProgramUnlessPays(1).text()
'Trash a program unless the Runner pays 1 credit.'
>>> NoisyRezDiscount(5).text()
'If the Runner has used a noisy icebreaker during this run, the cost to rez this ice is reduced by 5 credits.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.carddef import Trigger
from ...engine.choices import TrashProgram
from ...engine.cost import Cost
from ...engine.decision import Option
from ...engine.steps import NOTHING, Resolve, source_id
from ...engine.words import credits
from .derez import DerezIt
from .installs import ToHQ

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

NOISY = "Noisy"


# ---------------------------------------------------------------------- passing ice: back to HQ


class PassedThis(NamedTuple):
    """A condition of a "pass_ice" trigger (``ctx.extra``: the ice passed): it is this ice."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return ctx.extra == ctx.source and g.card(ctx.source) is not None

    def text(self) -> str:
        return "the Runner passes this ice"


class PayOrStoreInHQ(NamedTuple):
    """The Corp pays ``n`` bits, or this ice goes back to HQ: its choice; a Corp that cannot pay
    stores it in HQ."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        w = g.ruleset.words
        if g.spendable(CORP) < self.n:
            g.say(f"The Corp cannot pay {w.credits(self.n)} for {ctx.title}.")
            g.push(ToHQ(c.id, ctx.title))
            return
        g.ask(
            CORP,
            f"The Runner passes {ctx.title}: pay {w.credits(self.n)}, or store it in HQ?",
            [
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        card_id=c.id,
                        target="pay",
                        amount=self.n,
                        label=f"Pay {w.credits(self.n)} to keep {ctx.title} installed",
                        cost=Cost(credits=self.n),
                    ),
                    PayToKeep(self.n, ctx.title),
                ),
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        card_id=c.id,
                        target="hq",
                        label=f"Uninstall {ctx.title} and store it in HQ",
                    ),
                    ToHQ(c.id, ctx.title),
                ),
            ],
            public_prompt=f"{ctx.title}: the Corp pays {w.credits(self.n)} or stores it in HQ.",
            kind="choose",
            source=c.id,
            params={"cost": self.n},
        )

    def text(self) -> str:
        return f"pay {credits(self.n)}, or uninstall this ice and store it in HQ."


class PayToKeep(NamedTuple):
    n: int
    title: str

    def run(self, g: Game) -> None:
        g.pay(CORP, self.n)
        g.say(f"The Corp pays {g.ruleset.words.credits(self.n)} to keep {self.title} installed.")


class MayStoreInHQAndGain(NamedTuple):
    """The Corp may store this ice in HQ and gain ``n`` bits."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        w = g.ruleset.words
        g.ask(
            CORP,
            f"The Runner passes {ctx.title}: store it in HQ and gain {w.credits(self.n)}?",
            [
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        card_id=c.id,
                        target="hq",
                        amount=self.n,
                        label=f"Store {ctx.title} in HQ and gain {w.credits(self.n)}",
                    ),
                    StoreAndGain(c.id, self.n, ctx.title),
                ),
                (Option("pass", label=f"Leave {ctx.title} installed"), NOTHING),
            ],
            public_prompt=f"{ctx.title}: the Corp may store it in HQ.",
            kind="choose",
            source=c.id,
        )

    def text(self) -> str:
        return f"you may choose to uninstall this ice, store it in HQ, and gain {credits(self.n)}."


class StoreAndGain(NamedTuple):
    card_id: int
    n: int
    title: str

    def run(self, g: Game) -> None:
        g.gain(CORP, self.n)
        g.say(f"The Corp gains {g.ruleset.words.credits(self.n)} ({self.title}).")
        g.push(ToHQ(self.card_id, self.title))


def when_passed(effect: Any) -> Trigger:
    """The trigger "If the Runner passes this ice, ..." of ``effect``."""
    return Trigger(
        "pass_ice",
        (effect,),
        condition=PassedThis(),
        text=f"If the Runner passes this ice, {effect.text()}",
    )


# ---------------------------------------------------------------------- Puzzle


class TrashAtTurnEnd(NamedTuple):
    """This ice is trashed at the end of the turn (a lasting effect of the turn on it)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        if not any(e[0] == "trash_at_turn_end" and e[1] == c.id for e in g.lingering):
            g.linger(("trash_at_turn_end", c.id, 0, "turn"))
        g.say(f"{ctx.title} will be trashed at the end of the turn.")

    def text(self) -> str:
        return "Trash this ice at the end of the turn."


class TrashNow(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not c.installed:
            return
        g.say(f"{c.title} is trashed at the end of the turn.")
        g.trash(c)


def turn_end_trashes(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """``Classic.rule_triggers``: as a turn ends, the ice marked by :class:`TrashAtTurnEnd` is
    trashed (the Corp's)."""
    if event not in ("runner_turn_ends", "corp_turn_ends") or not g.lingering:
        return []
    return [
        (CORP, TrashNow(cid))
        for kind, cid, _, _ in g.lingering
        if kind == "trash_at_turn_end" and g.card(cid) is not None
    ]


# ---------------------------------------------------------------------- Roadblock


class RoadblockRoll(NamedTuple):
    """As the encounter begins: roll a die; a 6 derezzes this ice and the Runner passes it,
    anything else is added to its strength for the encounter."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        r = g.run
        if c is None or r is None or r.ended:
            return
        roll = g.roll_die()
        g.say(f"{ctx.title}: the die rolls {roll}.")
        if roll == 6:
            r.bypassed = True  # the encounter is over: the Runner passes it
            g.push(DerezIt(c.id, ctx.title))
            g.say(f"The Runner automatically passes {ctx.title}.")
            return
        g.linger(("strength", c.id, roll, "encounter"))
        g.touch()
        g.say(f"{ctx.title} has +{roll} strength for this encounter.")

    def text(self) -> str:
        return (
            "roll a die. On a 6, derez this ice, and the Runner automatically passes it; "
            "otherwise, add the result to this ice's strength for that encounter."
        )


# ---------------------------------------------------------------------- pay or lose a program


class TrashProgramUnlessPays(NamedTuple):
    """The Corp trashes a program unless the Runner pays ``n`` bits (the Runner chooses; one who
    cannot pay loses the program)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.runner.program:
            g.say(f"{ctx.title}: the Runner has no program to trash.")
            return
        w = g.ruleset.words
        trash = Resolve((TrashProgram(),), ctx)
        if g.spendable(RUNNER) < self.n:
            g.say(f"The Runner cannot pay {w.credits(self.n)} ({ctx.title}).")
            g.push(trash)
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: pay {w.credits(self.n)}, or the Corp trashes a program?",
            [
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        amount=self.n,
                        target="pay",
                        label=f"Pay {w.credits(self.n)}",
                        cost=Cost(credits=self.n),
                    ),
                    RunnerPays(self.n, ctx.title),
                ),
                (Option("pass", label="Let the Corp trash a program"), trash),
            ],
            public_prompt=f"{ctx.title}: the Runner pays {w.credits(self.n)} or loses a program.",
            kind="choose",
            source=source_id(ctx),
            params={"cost": self.n},
        )

    def text(self) -> str:
        return f"Trash a program unless the Runner pays {credits(self.n)}."


class RunnerPays(NamedTuple):
    n: int
    title: str

    def run(self, g: Game) -> None:
        g.pay(RUNNER, self.n)
        g.say(f"The Runner pays {g.ruleset.words.credits(self.n)} ({self.title}).")


# ---------------------------------------------------------------------- noisy icebreakers


def mark_noisy(g: Game, breaker: Card) -> None:
    """``Classic.breaker_used``: a noisy icebreaker used during a run marks the run."""
    r = g.run
    noisy = breaker.data.has_keyword(NOISY)
    if r is not None and not r.ended and noisy and not r.mods.get("noisy_used"):
        r.mods["noisy_used"] = 1
        g.touch()


class NoisyRezDiscount(NamedTuple):
    """A ``CardDef.own_rez_mods`` entry: ``n`` bits off this ice's rez cost once a noisy
    icebreaker has been used during the run."""

    n: int

    def amount(self, g: Game, card: Card) -> int:
        r = g.run
        return self.n if r is not None and not r.ended and r.mods.get("noisy_used") else 0

    def text(self) -> str:
        return (
            "If the Runner has used a noisy icebreaker during this run, the cost to rez this ice "
            f"is reduced by {credits(self.n)}."
        )


__all__ = [
    "PassedThis",
    "PayOrStoreInHQ",
    "MayStoreInHQAndGain",
    "when_passed",
    "TrashAtTurnEnd",
    "turn_end_trashes",
    "RoadblockRoll",
    "TrashProgramUnlessPays",
    "mark_noisy",
    "NoisyRezDiscount",
]

"""Procedures and effects only the 1996 game has: forgone actions owed across turns (rules-diff
16), actions gained each turn, counters given to the Corp (Butcher Boy: rules-diff 20), purging
virus counters by forgoing three actions (rules-diff 118), "show" from R&D (rules-diff 115), the
Corp's optional extra draw (rules-diff 26).

Each effect is an immutable ``NamedTuple`` with ``resolve(game, ctx)`` and ``text()``, each step a
``NamedTuple`` with ``run(game)``, as in the engine's shared modules.

>>> ForgoActions(1).text()
'The Runner forgoes their next action.'
>>> ForgoActions(3, "corp").text()
'The Corp forgoes its next 3 actions.'
>>> GainOrLoseAll(12).text()
'If you have 12 credits or more, gain 12 credits; otherwise, lose all your credits.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.cost import Cost
from ...engine.decision import Option
from ...engine.flow import spend_click
from ...engine.steps import NOTHING, independent, plural, who
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: counters on a player (``Player.counters``) that are virus counters, and what each is called
VIRUS_PLAYER_COUNTERS: dict[str, str] = {"butcher_boy": "Butcher Boy"}


# ---------------------------------------------------------------------- actions owed


def forgo_actions(g: Game, side: str, n: int) -> None:
    """``side`` forgoes its next ``n`` actions: those left this turn first (only during its own
    turn), the rest owed and taken off its next turns' actions (``Player.forgo``)."""
    p = g.player(side)
    now = min(n, p.clicks) if g.active == side else 0
    if now:
        spend_click(g, side, now)
    p.forgo += n - now
    g.touch()
    w = g.ruleset.words
    owed = f"; {w.clicks(p.forgo)} owed on later turns" if p.forgo else ""
    g.say(f"{who(side)} forgoes {w.clicks(n)}{owed}.")


class ForgoActions(NamedTuple):
    """``side`` forgoes its next ``n`` actions (TKO 2.0: the Runner forgoes the next one)."""

    n: int = 1
    side: str = RUNNER

    def resolve(self, g: Game, ctx: Ctx) -> None:
        forgo_actions(g, self.side, self.n)

    def text(self) -> str:
        pronoun = "their" if self.side == RUNNER else "its"
        nth = "next action" if self.n == 1 else f"next {self.n} actions"
        return f"{who(self.side)} forgoes {pronoun} {nth}."


class PayActionDebt(NamedTuple):
    """A step at the start of ``side``'s turn: actions owed come off this turn's actions."""

    side: str

    def run(self, g: Game) -> None:
        p = g.player(self.side)
        if not p.forgo:
            return
        paid = min(p.forgo, p.clicks)
        p.clicks -= paid
        p.forgo -= paid
        g.touch()
        w = g.ruleset.words
        left = f" ({w.clicks(p.forgo)} still owed)" if p.forgo else ""
        g.say(f"{who(self.side)} forgoes {w.clicks(paid)} owed from earlier{left}.")


@independent
class GainActions(NamedTuple):
    """Gain ``n`` actions this turn (Subsidiary Branch, at the start of each of the Corp's turns)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.player(ctx.side).clicks += self.n
        g.touch()
        g.say(f"{who(ctx.side)} gains {g.ruleset.words.clicks(self.n)} ({ctx.title}).")

    def text(self) -> str:
        return f"Gain {plural(self.n, 'action')}."


# ---------------------------------------------------------------------- draws


class MayDraw(NamedTuple):
    """The controller may draw ``n`` cards (Employee Empowerment's extra draw each turn)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.player(ctx.side).deck:
            return
        cards = plural(self.n, "card")
        g.ask(
            ctx.side,
            f"{ctx.title}: draw {cards} more?",
            [
                (
                    Option("choose", card=ctx.title, card_id=ctx.source, label=f"Draw {cards}"),
                    DrawStep(ctx.side, self.n),
                ),
                (Option("pass", label="Don't draw"), NOTHING),
            ],
            public_prompt=f"{who(ctx.side)} decides whether to draw {cards} more ({ctx.title}).",
            kind="choose",
            source=ctx.source,
            source_title=ctx.title,
        )

    def text(self) -> str:
        return f"You may draw {plural(self.n, 'additional card')}."


class DrawStep(NamedTuple):
    """A step: ``side`` draws ``n`` cards."""

    side: str
    n: int

    def run(self, g: Game) -> None:
        g.draw(self.side, self.n)


# ---------------------------------------------------------------------- bits


class GainOrLoseAll(NamedTuple):
    """With ``n`` bits or more, gain ``n``; otherwise lose every bit (Corporate War)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        p = g.player(ctx.side)
        w = g.ruleset.words
        if p.credits >= self.n:
            g.gain(ctx.side, self.n)
            g.say(
                f"{who(ctx.side)} has {w.credits(self.n)} or more: gains {w.credits(self.n)} ({ctx.title})."
            )
        else:
            lost = p.credits
            p.credits = 0
            g.say(
                f"{who(ctx.side)} has fewer than {w.credits(self.n)}: loses all {w.credits(lost)} ({ctx.title})."
            )

    def text(self) -> str:
        return (
            f"If you have {credits(self.n)} or more, gain {credits(self.n)}; otherwise, lose all"
            f" your {current_words().credit[1]}."
        )


# ---------------------------------------------------------------------- access


class ShownFromRD(NamedTuple):
    """Accessed from R&D, the card is shown to the Corp: a public log line naming it."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if ctx.extra == "R&D":
            g.say(f"The Runner shows {ctx.title} to the Corp (accessed from R&D).")

    def text(self) -> str:
        return "If it is accessed from R&D, the Runner shows it to the Corp."


class SuccessfulRunOn(NamedTuple):
    """The successful run (``ctx.extra``: its server) was on ``server``."""

    server: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(ctx.extra == self.server)

    def text(self) -> str:
        return f"you make a successful run on {self.server}"


# ---------------------------------------------------------------------- counters on the Corp


@independent
class GiveCorpCounter(NamedTuple):
    """Give the Corp a counter of ``kind`` (named ``name``): it is on the Corp, not on a card, so
    it stays when this card leaves play."""

    kind: str
    name: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from .viruses import Place, ReceiveVirus  # a card may let the Corp avoid it first

        g.push(ReceiveVirus(Place(CORP, "", self.kind), ctx.title))

    def text(self) -> str:
        article = "an" if self.name[:1].lower() in "aeiou" else "a"
        return f"Give the Corp {article} {self.name} counter."


class CounterIncome(NamedTuple):
    """A step at the start of the Runner's turn: 1 bit for every two Butcher Boy counters the
    Corp has (whether or not a Butcher Boy is still installed)."""

    def run(self, g: Game) -> None:
        n = g.corp.counters.get("butcher_boy", 0) // 2
        if n:
            g.gain(RUNNER, n)
            g.say(
                f"The Runner gains {g.ruleset.words.credits(n)} "
                f"({plural(g.corp.counters['butcher_boy'], 'Butcher Boy counter')} on the Corp)."
            )


def virus_counters_in_play(g: Game) -> int:
    """How many virus counters are in play: on installed cards, in forts and on the players."""
    return sum(n for _, n in _viruses.virus_counters(g))


PURGE_ACTIONS = 3


def purge_option(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """While any virus counter is in play, the Corp may remove them all by forgoing this action
    and the next two (rules-diff 118): an action option ``purge``."""
    if not virus_counters_in_play(g) or g.corp.clicks <= 0:
        return
    w = g.ruleset.words
    label = f"Purge all virus counters: forgo {w.clicks(PURGE_ACTIONS)} (this one and the next two)"
    cost = Cost(clicks=min(PURGE_ACTIONS, g.corp.clicks))
    pairs.append((Option("purge", label=label, cost=cost), PurgeByForgoing()))


class PurgeByForgoing(NamedTuple):
    """The Corp removes every virus counter and forgoes its next three actions (this one too).
    First the cards that keep counters from a purge choose them (the event ``purging``: Code
    Viral Cache), then the rest go (``ready``)."""

    ready: bool = False

    def run(self, g: Game) -> None:
        from .viruses import purge_virus_counters

        if not self.ready:
            g.push(PurgeByForgoing(ready=True))
            g.fire("purging")
            return
        purge_virus_counters(g)
        g.say("The Corp purges all virus counters.")
        forgo_actions(g, CORP, PURGE_ACTIONS)
        g.fire("purge")


__all__ = [
    "ForgoActions",
    "forgo_actions",
    "PayActionDebt",
    "GainActions",
    "MayDraw",
    "GainOrLoseAll",
    "ShownFromRD",
    "SuccessfulRunOn",
    "GiveCorpCounter",
    "CounterIncome",
    "virus_counters_in_play",
    "purge_option",
    "PurgeByForgoing",
]

# viruses.py imports this module: its module is bound once both are loaded (an import in a
# function costs a few microseconds at every call)
from . import viruses as _viruses  # noqa: E402

"""Secret simultaneous choices: both players choose a number in secret, then reveal together
(the 1996 game's Too Many Doors; its trace bids work the same way, in
``rulesets/classic/trace.py``).

The Corp chooses first; its choice is kept out of the log, both views and the Runner's options,
and rides only in the steps of the Runner's decision, whose options do not depend on it. A
determinisation for the Runner draws it anew (``SecretReveal.redeal``, called by
:mod:`netrunner.engine.determinize`), so a search bot learns nothing from it. Both numbers are
then revealed together, paid, and logged; the outcome follows from whether they are equal.

>>> from netrunner.engine.effects import EndTheRun
>>> SecretSpend((0, 1, 2), if_different=(EndTheRun(),)).text()
'You and the Runner each spend 0, 1 or 2 credits in secret, then reveal them: end the run unless you both spent the same.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .cost import priced
from .decision import Option
from .steps import Resolve, join_texts, source_id
from .words import current_words

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .rng import Rng


def _affordable(g: Game, side: str, amounts: tuple[int, ...]) -> list[int]:
    bits = g.spendable(side)
    return [n for n in amounts if n <= bits]


def _option(g: Game, n: int) -> Option:
    w = g.ruleset.words
    return Option.new(
        "choose", amount=n, label=f"Spend {w.credits(n)} in secret", cost=priced(0, n)
    )


class SecretSpend(NamedTuple):
    """The Corp, then the Runner, each spend one of ``amounts`` credits in secret; after the
    reveal, ``if_equal`` or ``if_different`` resolves."""

    amounts: tuple[int, ...]
    if_equal: tuple[Any, ...] = ()
    if_different: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choices = _affordable(g, CORP, self.amounts)
        hist = len(g.history)  # where the Corp's choice will be recorded
        if len(choices) <= 1:  # one choice only, and its bits are public: nothing to hide
            g.push(SecretSecond(self, ctx, choices[0] if choices else 0, -1))
            return
        w = g.ruleset.words
        g.ask(
            CORP,
            f"{ctx.title}: how many {w.credit[1]} do you spend in secret?",
            [(_option(g, n), SecretSecond(self, ctx, n, hist)) for n in choices],
            public_prompt=f"{ctx.title}: the Corp chooses in secret.",
            kind="secret",
            source=source_id(ctx),
            params={"most": max(choices)},
        )

    def text(self) -> str:
        names = [str(n) for n in self.amounts]
        amounts = ", ".join(names[:-1]) + " or " + names[-1]
        parts = []
        if self.if_different:
            parts.append(
                f"{join_texts(self.if_different, sentence=False)[:-1]} unless you both spent the same"
            )
        if self.if_equal:
            parts.append(
                f"if you both spent the same, {join_texts(self.if_equal, sentence=False)[:-1]}"
            )
        return (
            f"You and the Runner each spend {amounts} {current_words().credit[1]} in secret, then reveal them: "
            + "; ".join(parts)
            + "."
        )


class SecretSecond(NamedTuple):
    """The Runner chooses in secret; ``corp`` (the Corp's secret, -1 ``hist`` when not asked)
    rides along and is shown nowhere."""

    spend: SecretSpend
    ctx: Ctx
    corp: int
    hist: int

    def run(self, g: Game) -> None:
        choices = _affordable(g, RUNNER, self.spend.amounts) or [0]
        reveal = SecretReveal(self.spend, self.ctx, self.corp, self.hist, choices[0])
        if len(choices) == 1:
            g.push(reveal)
            return
        w = g.ruleset.words
        g.ask(
            RUNNER,
            f"{self.ctx.title}: how many {w.credit[1]} do you spend in secret? The Corp has "
            "chosen its own.",
            [(_option(g, n), reveal._replace(runner=n)) for n in choices],
            public_prompt=f"{self.ctx.title}: the Runner chooses in secret.",
            kind="secret",
            source=source_id(self.ctx),
            params={"most": max(choices)},
        )


class SecretReveal(NamedTuple):
    """Both numbers are revealed together and paid; then the outcome."""

    spend: SecretSpend
    ctx: Ctx
    corp: int
    hist: int
    runner: int

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        g.pay(CORP, self.corp)
        g.pay(RUNNER, self.runner)
        same = self.corp == self.runner
        g.say(
            f"{self.ctx.title}: revealed, the Corp spent {w.credits(self.corp)} and the Runner "
            f"{w.credits(self.runner)}" + (" (the same)." if same else ".")
        )
        effects = self.spend.if_equal if same else self.spend.if_different
        if effects:
            g.push(Resolve(effects, self.ctx))

    def redeal(self, g: Game, side: str, rng: Rng) -> SecretReveal:
        """For a determinisation for ``side``: the Runner cannot know the Corp's choice, drawn
        again uniformly among the Corp's (the history's record of it too)."""
        if side != RUNNER or self.hist < 0:
            return self
        choices = _affordable(g, CORP, self.spend.amounts)
        n = choices[rng.randrange(len(choices))]
        if self.hist < len(g._history):
            g._history[self.hist] = _option(g, n)
        return self._replace(corp=n)


__all__ = ["SecretSpend", "SecretSecond", "SecretReveal"]

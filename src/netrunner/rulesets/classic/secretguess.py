"""A hidden amount the other player guesses (the plan's B-secret-guess; rules-diff 114): Social
Engineering's Runner hides at least 2 bits of its pool in its hand, the Corp guesses how many; a
right guess takes them, a wrong one lets the Runner run a fort of its choice, passing a piece of
ice of its choice there.

The secret choice works as ``engine/secret.py``'s, the other way round: the Runner chooses first
(decision kind ``secret``); the number rides only in the steps of the Corp's guess, whose
options (every number the Runner could have hidden, from its public pool) do not depend on it,
and it is in no log line and no view of the Corp's until the reveal. Nothing is paid until then:
the pool the Corp sees does not move. A determinisation for the Corp draws it anew
(:meth:`GuessReveal.redeal`, called by ``engine/determinize.py``).

>>> HideAndGuess(2, (RunPassingChosenIce(),)).text()
'Hide at least 2 credits from your pool in your hand; the Corp then guesses how many you hid. If the Corp guesses correctly, lose that many credits. Otherwise, choose a server and a piece of ice protecting it, then make a run on that server, during which you automatically pass that piece of ice.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import MakeRun
from ...engine.decision import Option
from ...engine.naming import ice_label
from ...engine.steps import Resolve, join_texts, source_id
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.rng import Rng


def _hide_option(g: Game, n: int) -> Option:
    return Option("choose", amount=n, label=f"Hide {g.ruleset.words.credits(n)} in secret")


class HideAndGuess(NamedTuple):
    """The Runner hides ``least`` bits or more of its pool in secret; the Corp guesses how many:
    right, the Runner loses them; wrong, ``otherwise`` resolves for the Runner."""

    least: int
    otherwise: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pool = g.runner.credits
        w = g.ruleset.words
        if pool < self.least:
            g.say(f"{ctx.title}: the Runner cannot hide {w.credits(self.least)}; nothing happens.")
            return
        hist = len(g.history)  # where the Runner's choice will be recorded
        if pool == self.least:  # one choice only, and the pool is public: nothing to hide
            g.push(CorpGuess(self, ctx, pool, -1))
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: how many {w.credit[1]} do you hide (at least {self.least})?",
            [
                (_hide_option(g, n), CorpGuess(self, ctx, n, hist))
                for n in range(self.least, pool + 1)
            ],
            public_prompt=f"{ctx.title}: the Runner hides {w.credit[1]} in secret.",
            kind="secret",
            source=source_id(ctx),
            source_title=ctx.title,
            params={"most": pool},
        )

    def text(self) -> str:
        return (
            f"Hide at least {credits(self.least)} from your pool in your hand; the Corp then"
            f" guesses how many you hid. If the Corp guesses correctly, lose that many"
            f" {current_words().credit[1]}. Otherwise, "
            + join_texts(self.otherwise, sentence=False)
        )


class CorpGuess(NamedTuple):
    """The Corp guesses; ``hidden`` (the Runner's secret; ``hist`` the index of its choice in the
    history, -1 when not asked) rides along in the reveal steps and is shown nowhere."""

    spec: HideAndGuess
    ctx: Ctx
    hidden: int
    hist: int

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        pool = g.runner.credits
        reveal = GuessReveal(self.spec, self.ctx, self.hidden, self.hist, 0)
        g.ask(
            CORP,
            f"{self.ctx.title}: the Runner has hidden {self.spec.least} to {w.credits(pool)}."
            " Guess how many?",
            [
                (
                    Option("choose", amount=n, label=f"Guess {w.credits(n)}"),
                    reveal._replace(guess=n),
                )
                for n in range(self.spec.least, pool + 1)
            ],
            public_prompt=f"{self.ctx.title}: the Corp guesses how many {w.credit[1]} the Runner"
            " hid.",
            kind="choose",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
            params={"least": self.spec.least, "most": pool},
        )


class GuessReveal(NamedTuple):
    """The Runner shows what it hid: a right guess costs it those bits, else ``otherwise``."""

    spec: HideAndGuess
    ctx: Ctx
    hidden: int
    hist: int
    guess: int

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        right = self.guess == self.hidden
        g.say(
            f"{self.ctx.title}: the Corp guesses {w.credits(self.guess)}; the Runner hid "
            f"{w.credits(self.hidden)}" + (": a right guess." if right else ": a wrong guess.")
        )
        if right:
            lost = min(self.hidden, g.runner.credits)
            g.runner.credits -= lost
            g.say(f"The Runner loses {w.credits(lost)} ({self.ctx.title}).")
        elif self.spec.otherwise:
            g.push(Resolve(self.spec.otherwise, self.ctx))

    def redeal(self, g: Game, side: str, rng: Rng) -> GuessReveal:
        """For a determinisation for ``side``: the Corp cannot know what the Runner hid, drawn
        again uniformly among what it could hide (the history's record of it too)."""
        if side != CORP or self.hist < 0:
            return self
        pool = g.runner.credits
        n = self.spec.least + rng.randrange(pool - self.spec.least + 1)
        if self.hist < len(g._history):
            g._history[self.hist] = _hide_option(g, n)
        return self._replace(hidden=n)


class RunPassingChosenIce(NamedTuple):
    """The Runner chooses a fort and a piece of ice protecting it (or a fort without ice), then
    runs that fort, passing that piece of ice automatically (the run's mod ``pass_ice``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = []
        for name, s in g.corp.servers.items():
            if not s.ice:
                pairs.append(
                    (
                        Option("choose", server=name, label=f"Run {name} (no ice to pass)"),
                        Resolve((MakeRun(name),), ctx),
                    )
                )
            for ice in reversed(s.ice):
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=ice.title if ice.rezzed or ice.faceup else None,
                            card_id=ice.id,
                            server=name,
                            label=f"Run {name}, passing {ice_label(g, ice)}",
                        ),
                        Resolve((MakeRun(name, mods=(("pass_ice", ice.id),)),), ctx),
                    )
                )
        g.ask(
            RUNNER,
            f"{ctx.title}: run which {g.ruleset.words.server[0]}, passing which piece of ice?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a fort to run and a piece of ice.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        server = current_words().server[0]
        return (
            f"choose a {server} and a piece of ice protecting it, then make a run on that"
            f" {server}, during which you automatically pass that piece of ice."
        )


__all__ = ["HideAndGuess", "CorpGuess", "GuessReveal", "RunPassingChosenIce"]

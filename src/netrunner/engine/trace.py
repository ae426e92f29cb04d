"""Traces: the Corp's trace (``Trace``), the two bids, Corp then Runner
(``TraceCorpBid``, ``TraceRunnerBid``), and the outcome (``TraceResult``). The ruleset starts and
judges a trace (``Ruleset.start_trace``, ``Ruleset.trace_succeeds``).

>>> from netrunner.engine.effects import GiveTags
>>> Trace(3, (GiveTags(1),)).text()
'Trace 3. If successful, give the Runner 1 tag.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .cost import priced
from .decision import Option
from .steps import Resolve, join_texts, source_id

if TYPE_CHECKING:
    from .game import Ctx, Game


# ---------------------------------------------------------------------- traces


class Trace(NamedTuple):
    base: int
    success: tuple[Any, ...]
    failure: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.ruleset.start_trace(g, self, ctx)

    def text(self) -> str:
        t = f"Trace {self.base}. If successful, " + join_texts(self.success, sentence=False)
        if self.failure:
            t += " If unsuccessful, " + join_texts(self.failure, sentence=False)
        return t


class TraceCorpBid(NamedTuple):
    trace: Trace
    ctx: Ctx

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        avail = g.spendable(CORP, "trace")
        if avail == 0:  # nothing to decide, and nothing hidden to protect: credits are public
            g.push(TraceRunnerBid(self.trace, self.ctx, 0))
            return
        pairs = [
            (
                Option.new(
                    "trace",
                    amount=n,
                    label=f"Spend {w.credits(n)}: trace strength {self.trace.base + n}",
                    cost=priced(0, n),
                ),
                TraceRunnerBid(self.trace, self.ctx, n),
            )
            for n in range(avail + 1)
        ]
        # both players' numbers are public: the Corp bids knowing the Runner's link and credits
        link, theirs = g.link(), g.spendable(RUNNER, "link")
        runner = f"the Runner has link {link} and {w.credits(theirs)}"
        head = f"Trace {self.trace.base} ({self.ctx.title})"
        g.ask(
            CORP,
            f"{head}: spend {w.credit[1]} to boost it? (you have {w.credits(avail)}; {runner})",
            pairs,
            public_prompt=f"{head}: the Corp bids (it has {w.credits(avail)}; {runner}).",
            kind="trace",
            source=source_id(self.ctx),
            params={
                "base": self.trace.base,
                "credits": avail,
                "link": link,
                "runner_credits": theirs,
            },
        )


class TraceRunnerBid(NamedTuple):
    trace: Trace
    ctx: Ctx
    corp_spent: int

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        g.pay(CORP, self.corp_spent, "trace")
        strength = self.trace.base + self.corp_spent
        g.say(f"The Corp spends {w.credits(self.corp_spent)}: trace strength {strength}.")
        link = g.link()
        avail = g.spendable(RUNNER, "link")
        if avail == 0:
            g.push(TraceResult(self.trace, self.ctx, strength, 0))
            return
        pairs = [
            (
                Option.new(
                    "link",
                    amount=n,
                    label=f"Spend {w.credits(n)}: link strength {link + n}",
                    cost=priced(0, n),
                ),
                TraceResult(self.trace, self.ctx, strength, n),
            )
            for n in range(avail + 1)
        ]
        base = self.trace.base
        prompt = (
            f"Trace strength {strength} (base {base}) against your link {link}: spend "
            f"{w.credit[1]} to raise your link? (you have {w.credits(avail)}; the Corp has "
            f"{w.credits(g.corp.credits)} left)"
        )
        g.ask(
            RUNNER,
            prompt,
            pairs,
            public_prompt=f"Trace strength {strength}: the Runner bids.",
            kind="link",
            source=source_id(self.ctx),
            params={
                "base": base,
                "strength": strength,
                "link": link,
                "credits": avail,
                "corp_credits": g.corp.credits,
            },
        )


class TraceResult(NamedTuple):
    trace: Trace
    ctx: Ctx
    strength: int
    runner_spent: int

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        g.pay(RUNNER, self.runner_spent, "link")
        link = g.link() + self.runner_spent
        ok = g.ruleset.trace_succeeds(self.strength, link)
        g.say(
            f"The Runner spends {w.credits(self.runner_spent)}: link strength {link}. "
            f"The trace {'succeeds' if ok else 'fails'}."
        )
        effects = self.trace.success if ok else self.trace.failure
        if effects:
            g.push(Resolve(effects, self.ctx))

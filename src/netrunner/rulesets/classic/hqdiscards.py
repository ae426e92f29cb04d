"""The Corp's discards from HQ that it may pay to avoid (B-corp-discards): all of HQ but the
cards it pays to keep (Synchronized Attack on HQ). (Terrorist Reprisal's five at random are the
engine's ``flow.DiscardAtRandom``.)

>>> CorpKeepsPaying(2).text()
'The Corp discards all cards in HQ. The Corp can keep cards by paying 2 credits for each card not discarded.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.state import DISCARD
from ...engine.steps import one_per_title, plural, source_id
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class CorpKeepsPaying(NamedTuple):
    """The Corp discards all of HQ, keeping the cards it pays ``n`` bits each for, chosen one at
    a time (Synchronized Attack on HQ). The cards kept and discarded are named to nobody but the
    Corp: the log counts them."""

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(KeepNext(self.n, ctx, ()))

    def text(self) -> str:
        return (
            "The Corp discards all cards in HQ. The Corp can keep cards by paying "
            f"{credits(self.n)} for each card not discarded."
        )


class KeepNext(NamedTuple):
    """A step: the Corp keeps one more card of HQ for ``n`` bits, or discards the rest (the ids
    in ``kept`` are kept)."""

    n: int
    ctx: Ctx
    kept: tuple[int, ...]

    def run(self, g: Game) -> None:
        rest = [c for c in g.corp.hand if c.id not in self.kept]
        discard = DiscardHQBut(self.kept, self.ctx.title)
        if not rest:
            g.push(discard)
            return
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = []
        if g.corp.credits >= self.n:
            for c in one_per_title(rest):
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=c.title,
                            label=f"Pay {w.credits(self.n)} to keep {c.title}",
                            cost=priced(0, self.n),
                        ),
                        KeepOne(c.title, self),
                    )
                )
        pairs.append(
            (Option("pass", label=f"Discard the {plural(len(rest), 'card')} left"), discard)
        )
        g.ask(
            CORP,
            f"{self.ctx.title}: HQ is discarded; keep which card for {w.credits(self.n)}? "
            f"({len(self.kept)} kept so far)",
            pairs,
            public_prompt=f"{self.ctx.title}: the Corp chooses which cards of HQ to keep.",
            kind="choose",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
            params={"cost": self.n, "chosen": len(self.kept)},
        )


class KeepOne(NamedTuple):
    """A step: the Corp pays to keep a card titled ``title`` not kept yet, then chooses again."""

    title: str
    then: KeepNext

    def run(self, g: Game) -> None:
        c = next(
            (c for c in g.corp.hand if c.title == self.title and c.id not in self.then.kept), None
        )
        if c is None or g.corp.credits < self.then.n:
            g.push(self.then)
            return
        g.pay(CORP, self.then.n)
        g.say(
            f"The Corp pays {g.ruleset.words.credits(self.then.n)} to keep a card in HQ "
            f"({self.then.ctx.title})."
        )
        g.push(self.then._replace(kept=(*self.then.kept, c.id)))


class DiscardHQBut(NamedTuple):
    """A step: the Corp discards every card of HQ but those in ``kept``, facedown."""

    kept: tuple[int, ...]
    source: str

    def run(self, g: Game) -> None:
        gone = [c for c in g.corp.hand if c.id not in self.kept]
        for c in gone:
            g.move(c, DISCARD, faceup=False)
        g.say(f"The Corp discards {plural(len(gone), 'card')} from HQ ({self.source}).")


__all__ = ["CorpKeepsPaying", "KeepNext", "KeepOne", "DiscardHQBut"]

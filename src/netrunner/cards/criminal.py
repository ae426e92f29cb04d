"""Card declarations: Criminal."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ..engine.carddb import CORP, RUNNER
from ..engine.effects import GainCredits, MakeRun, TakeTags
from .base import Breaker, Trigger, define

if TYPE_CHECKING:
    from ..engine.game import Ctx, Game


class SiphonCredits(NamedTuple):
    """The Corp loses up to ``n`` credits; the Runner gains 2 for each credit lost."""

    n: int = 5

    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = min(self.n, g.corp.credits)
        g.corp.credits -= lost
        g.gain(RUNNER, 2 * lost)
        g.say(f"{ctx.title}: the Corp loses {lost} credit(s); the Runner gains {2 * lost}.")

    def text(self) -> str:
        return (
            f"You may force the Corp to lose up to {self.n}[Credit], then you gain "
            "2[Credit] for each credit lost"
        )


define("Account Siphon", on_play=(MakeRun("HQ", instead=(SiphonCredits(5), TakeTags(2))),))
define(
    "Desperado",
    memory=1,
    triggers=(
        Trigger(
            "successful_run",
            (GainCredits(1),),
            text="Gain 1[Credit] whenever you make a successful run.",
        ),
    ),
    notes=("Limit 1 console per player.",),
)
define("Ninja", breaker=Breaker("Sentry", break_cost=1, boost_cost=3, boost=5))

__all__ = ["CORP"]

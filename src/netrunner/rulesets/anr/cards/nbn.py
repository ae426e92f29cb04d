"""Card declarations: NBN."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import CORP, RUNNER
from ....engine.choices import ChooseOne, CorpMayPay, CorpMayPayPerAdvancement, PaidThen, sub
from ....engine.decision import Option
from ....engine.effects import (
    DrawCards,
    EndTheRun,
    GiveTags,
    PlaceAdvancements,
    PlaceCounters,
    RunnerTagged,
    TakeTags,
    TurnFlag,
    advanceable_cards,
    end_run,
)
from ....engine.state import CONTENT
from ....engine.steps import plural
from ....engine.trace import Trace
from ....engine.words import credits, current_words
from .base import Ability, Cost, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game
    from ....engine.state import Card


# ---------------------------------------------------------------- advancing cards


class CanAdvanceACard(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(advanceable_cards(g))

    def text(self) -> str:
        return "a card can be advanced"


class IfCanAdvance(NamedTuple):
    """``effect`` happens only if some installed card can be advanced (no pointless payment)."""

    effect: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if advanceable_cards(g):
            self.effect.resolve(g, ctx)

    def text(self) -> str:
        return str(self.effect.text())


class AdvanceX(NamedTuple):
    """Psychographics: X (the credits paid) is at most the Runner's tags; place X advancement
    tokens on a card that can be advanced."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = min(g.runner.tags, g.corp.credits)
        if top <= 0 or not advanceable_cards(g):
            g.say(f"{ctx.title}: X = 0, no advancement token is placed.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=ctx.title,
                    amount=x,
                    label=f"X = {x}: pay {x} to place {plural(x, 'advancement token')}",
                    cost=Cost(credits=x),
                ),
                PaidThen(CORP, x, (PlaceAdvancements(x),), ctx),
            )
            for x in range(1, top + 1)
        ]
        prompt = f"{ctx.title}: choose X (at most {top})"
        g.ask(CORP, prompt, pairs, public_prompt=prompt, kind="choose", source=ctx.source)

    def text(self) -> str:
        return (
            "Pay X credits, choosing X no greater than the Runner's tags, to place X "
            "advancement tokens on a card that can be advanced."
        )


# ---------------------------------------------------------------- other effects and conditions


class RunnerLosesAllCredits(NamedTuple):
    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = g.runner.credits
        g.runner.credits = 0
        pool = g.ruleset.words.credit[0]  # "bit pool" in the 1996 game
        g.say(f"{ctx.title}: the Runner loses all {credits(lost)} in their {pool} pool.")

    def text(self) -> str:
        credit = current_words().credit[0]
        return f"The Runner loses every {credit} in their {credit} pool."


class RunnerLosesTags(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = min(self.n, g.runner.tags)
        g.runner.tags -= lost
        if lost:
            g.say(f"{ctx.title}: the Runner loses {plural(lost, 'tag')}.")

    def text(self) -> str:
        return f"The Runner loses {plural(self.n, 'tag')}."


class MarkThisAgendaScored(NamedTuple):
    """Remember (for this turn only: flags are per turn) that this agenda was scored now."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.flags[f"scored_now:{ctx.source}"] = 1

    def text(self) -> str:
        return ""


class ThisAgendaScoredThisTurn(NamedTuple):
    """This very agenda was scored this turn (see :class:`MarkThisAgendaScored`)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(f"scored_now:{ctx.source}"))

    def text(self) -> str:
        return "it was scored this turn"


class PayOrEndRun(NamedTuple):
    """Tollbooth: the Runner pays ``n`` credits if able; if not, the run ends."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.spendable(RUNNER) >= self.n:
            g.pay(RUNNER, self.n)
            g.say(f"The Runner pays {g.ruleset.words.credits(self.n)} ({ctx.title}).")
        else:
            end_run(
                g,
                f"The Runner cannot pay {g.ruleset.words.credits(self.n)}: {ctx.title} ends the run.",
            )

    def text(self) -> str:
        return f"The Runner pays {credits(self.n)} if able; if they cannot, end the run."


class AgendasInThisServer(NamedTuple):
    """Advancement requirement modifier for agendas installed in the source's server."""

    n: int

    def amount(self, g: Game, src: Card, agenda: Card) -> int:
        same = src.server is not None and agenda.server == src.server
        return self.n if same and agenda.zone == CONTENT else 0

    def text(self) -> str:
        fewer = plural(self.n, "fewer advancement token")
        return f"Agendas installed in this server need {fewer} to be scored."


# ---------------------------------------------------------------- identity

define("NBN: Making News", recurring=2, recurring_for=("trace",))

# ---------------------------------------------------------------- agendas

define(
    "AstroScript Pilot Program",
    on_score=(PlaceCounters("agenda", 1),),
    abilities=(
        Ability(
            Cost(counter="agenda", counters=1),
            (PlaceAdvancements(1),),
            condition=CanAdvanceACard(),
            in_score_area=True,
        ),
    ),
)
define(
    "Breaking News",
    on_score=(GiveTags(2), MarkThisAgendaScored()),
    triggers=(
        Trigger(
            "corp_turn_ends",
            (RunnerLosesTags(2),),
            condition=ThisAgendaScoredThisTurn(),
            in_score_area=True,
            text="At the end of the turn in which you score Breaking News, the Runner loses "
            "2 tags.",
        ),
    ),
)

# ---------------------------------------------------------------- operations

define("Anonymous Tip", on_play=(DrawCards(3),))
define("Closed Accounts", play_condition=RunnerTagged(), on_play=(RunnerLosesAllCredits(),))
define("Psychographics", play_condition=RunnerTagged(), on_play=(AdvanceX(),))
define(
    "SEA Source",
    play_condition=TurnFlag(
        "last:successful_runs", "the Runner made a successful run during their last turn"
    ),
    on_play=(Trace(3, (GiveTags(1),)),),
)

# ---------------------------------------------------------------- assets and upgrades

define("Ghost Branch", advanceable=True, on_access=(CorpMayPayPerAdvancement(0, GiveTags(1)),))
define(
    "Red Herrings",
    steal_cost=5,
    notes=("If the Runner trashes Red Herrings during a run, this still applies for that run.",),
)
define(
    "SanSan City Grid",
    advancement_mods=(AgendasInThisServer(1),),
    notes=("Limit 1 region per server.",),
)

# ---------------------------------------------------------------- ice

define(
    "Data Raven",
    on_encounter=(ChooseOne(((TakeTags(1),), (EndTheRun(),)), by=RUNNER),),
    abilities=(Ability(Cost(counter="power", counters=1), (GiveTags(1),)),),
    subroutines=(sub(Trace(3, (PlaceCounters("power", 1),))),),
)
define(
    "Matrix Analyzer",
    on_encounter=(IfCanAdvance(CorpMayPay(1, (PlaceAdvancements(1),))),),
    subroutines=(sub(Trace(2, (GiveTags(1),))),),
)
define("Tollbooth", on_encounter=(PayOrEndRun(3),), subroutines=(sub(EndTheRun()),))

"""Card declarations: NBN."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.carddb import CORP, RUNNER
from ..engine.decision import Option
from ..engine.effects import (
    NOTHING,
    Chain,
    CorpMayPay,
    DrawCards,
    EndTheRun,
    GiveTags,
    PlaceCounters,
    Resolve,
    RunnerTagged,
    TakeTags,
    Trace,
    end_run,
    join_texts,
    sub,
)
from ..engine.state import CONTENT, ICE
from .base import Ability, Cost, Trigger, define

if TYPE_CHECKING:
    from ..engine.game import Ctx, Game
    from ..engine.state import Card


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def when_encountered(effects: tuple[Any, ...]) -> str:
    """The card text of an ice's "when encountered" effects (generated from the effects)."""
    return "When the Runner encounters this ice: " + join_texts(effects, sentence=False)


# ---------------------------------------------------------------- advancing cards


def can_be_advanced(g: Game) -> list[Card]:
    """Installed Corp cards that can be advanced: agendas and cards that say so."""
    return [c for c in g.installed_corp_cards() if c.data.type == "agenda" or c.defn.advanceable]


def _where(c: Card) -> str:
    """An installed Corp card as both players may name it (hidden cards by position only)."""
    place = f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"
    return f"{c.title if c.rezzed else 'a card'} {place}"


class CanAdvanceACard(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(can_be_advanced(g))

    def text(self) -> str:
        return "a card can be advanced"


class PlaceTokens(NamedTuple):
    """Place ``n`` advancement tokens on the card ``card_id``."""

    card_id: int
    n: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not c.installed:
            return
        c.advancements += self.n
        g.say(
            f"{self.source}: the Corp places {_plural(self.n, 'advancement token')} on "
            f"{_where(c)} ({_plural(c.advancements, 'advancement')})."
        )


class PlaceAdvancements(NamedTuple):
    """The Corp places ``n`` advancement tokens on an installed card that can be advanced."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        targets = can_be_advanced(g)
        if not targets or self.n <= 0:
            g.say(f"{ctx.title}: no advancement token is placed.")
            return
        tokens = _plural(self.n, "advancement token")
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=c.title,
                    card_id=c.id,
                    server=c.server,
                    label=f"Place {tokens} on {c.title} "
                    + (f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"),
                ),
                PlaceTokens(c.id, self.n, ctx.title),
            )
            for c in targets
        ]
        g.ask(
            CORP,
            f"{ctx.title}: place {tokens} on which card?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp chooses a card to place {tokens} on.",
        )

    def text(self) -> str:
        return f"Place {_plural(self.n, 'advancement token')} on a card that can be advanced."


class IfCanAdvance(NamedTuple):
    """``effect`` happens only if some installed card can be advanced (no pointless payment)."""

    effect: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if can_be_advanced(g):
            self.effect.resolve(g, ctx)

    def text(self) -> str:
        return str(self.effect.text())


class PayX(NamedTuple):
    x: int
    source: str

    def run(self, g: Game) -> None:
        g.pay(CORP, self.x)
        g.say(f"The Corp pays {self.x} for {self.source} (X = {self.x}).")


class AdvanceX(NamedTuple):
    """Psychographics: X (the credits paid) is at most the Runner's tags; place X advancement
    tokens on a card that can be advanced."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = min(g.runner.tags, g.corp.credits)
        if top <= 0 or not can_be_advanced(g):
            g.say(f"{ctx.title}: X = 0, no advancement token is placed.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=ctx.title,
                    amount=x,
                    label=f"X = {x}: pay {x} to place {_plural(x, 'advancement token')}",
                ),
                Chain((PayX(x, ctx.title), Resolve((PlaceAdvancements(x),), ctx))),
            )
            for x in range(1, top + 1)
        ]
        prompt = f"{ctx.title}: choose X (at most {top})"
        g.ask(CORP, prompt, pairs, public_prompt=prompt)

    def text(self) -> str:
        return (
            "Pay X[Credit], choosing X no greater than the Runner's tags, to place X "
            "advancement tokens on a card that can be advanced."
        )


# ---------------------------------------------------------------- other effects and conditions


class RunnerLosesAllCredits(NamedTuple):
    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = g.runner.credits
        g.runner.credits = 0
        g.say(f"{ctx.title}: the Runner loses all {lost} credit(s) in their credit pool.")

    def text(self) -> str:
        return "The Runner loses every credit in their credit pool."


class RunnerLosesTags(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = min(self.n, g.runner.tags)
        g.runner.tags -= lost
        if lost:
            g.say(f"{ctx.title}: the Runner loses {_plural(lost, 'tag')}.")

    def text(self) -> str:
        return f"The Runner loses {_plural(self.n, 'tag')}."


class MarkScoredThisTurn(NamedTuple):
    """Remember (for this turn only: flags are per turn) that this agenda was scored now."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.flags[f"scored_now:{ctx.source}"] = 1

    def text(self) -> str:
        return ""


class ScoredThisTurn(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(f"scored_now:{ctx.source}"))

    def text(self) -> str:
        return "it was scored this turn"


class SuccessfulRunLastTurn(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get("last:successful_runs"))

    def text(self) -> str:
        return "the Runner made a successful run during their last turn"


class MayTagPerAdvancement(NamedTuple):
    """Ghost Branch: when accessed, the Corp may give 1 tag per advancement token on it."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        n = c.advancements if c is not None else 0
        if n <= 0:
            return
        tags = _plural(n, "tag")
        g.ask(
            CORP,
            f"{ctx.title} is accessed: give the Runner {tags}?",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        label=f"Give the Runner {tags}",
                    ),
                    Resolve((GiveTags(n),), ctx),
                ),
                (Option("pass", label="Give no tag"), NOTHING),
            ],
            public_prompt=f"The Corp decides whether to use {ctx.title}.",
        )

    def text(self) -> str:
        return "You may give the Runner 1 tag for each advancement token on this card."


class RunnerChooses(NamedTuple):
    """The Runner picks one of several effect lists (Data Raven: take a tag or end the run)."""

    choices: tuple[tuple[Any, ...], ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = []
        for effects in self.choices:
            label = join_texts(effects)
            pairs.append(
                (Option("choose", card=ctx.title, target=label, label=label), Resolve(effects, ctx))
            )
        prompt = f"{ctx.title}: choose one"
        g.ask(RUNNER, prompt, pairs, public_prompt=f"{ctx.title}: the Runner chooses.")

    def text(self) -> str:
        parts = [join_texts(c, sentence=False).rstrip(".") for c in self.choices]
        return "The Runner must " + " or ".join(parts) + "."


class PayOrEndRun(NamedTuple):
    """Tollbooth: the Runner pays ``n`` credits if able; if not, the run ends."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.spendable(RUNNER) >= self.n:
            g.pay(RUNNER, self.n)
            g.say(f"The Runner pays {self.n} credits ({ctx.title}).")
        else:
            end_run(g, f"The Runner cannot pay {self.n} credits: {ctx.title} ends the run.")

    def text(self) -> str:
        return f"The Runner pays {self.n}[Credit] if able; if they cannot, end the run."


class AgendasInThisServer(NamedTuple):
    """Advancement requirement modifier for agendas installed in the source's server."""

    n: int

    def amount(self, g: Game, src: Card, agenda: Card) -> int:
        same = src.server is not None and agenda.server == src.server
        return self.n if same and agenda.zone == CONTENT else 0


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
    on_score=(GiveTags(2), MarkScoredThisTurn()),
    triggers=(
        Trigger(
            "corp_turn_ends",
            (RunnerLosesTags(2),),
            condition=ScoredThisTurn(),
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
define("SEA Source", play_condition=SuccessfulRunLastTurn(), on_play=(Trace(3, (GiveTags(1),)),))

# ---------------------------------------------------------------- assets and upgrades

define("Ghost Branch", advanceable=True, on_access=(MayTagPerAdvancement(),))
define(
    "Red Herrings",
    steal_cost=5,
    notes=(
        "To steal an agenda accessed from this server, the Runner must also pay 5[Credit]. "
        "If the Runner trashes Red Herrings during a run, this still applies for that run.",
    ),
)
define(
    "SanSan City Grid",
    advancement_mods=(AgendasInThisServer(1),),
    notes=(
        "Agendas installed in this server need 1 fewer advancement token to be scored.",
        "Limit 1 region per server.",
    ),
)

# ---------------------------------------------------------------- ice

_RAVEN = (RunnerChooses(((TakeTags(1),), (EndTheRun(),))),)
define(
    "Data Raven",
    on_encounter=_RAVEN,
    notes=(when_encountered(_RAVEN),),
    abilities=(Ability(Cost(counter="power", counters=1), (GiveTags(1),)),),
    subroutines=(sub(Trace(3, (PlaceCounters("power", 1),))),),
)
_ANALYZER = (IfCanAdvance(CorpMayPay(1, (PlaceAdvancements(1),))),)
define(
    "Matrix Analyzer",
    on_encounter=_ANALYZER,
    notes=(when_encountered(_ANALYZER),),
    subroutines=(sub(Trace(2, (GiveTags(1),))),),
)
_TOLL = (PayOrEndRun(3),)
define(
    "Tollbooth",
    on_encounter=_TOLL,
    notes=(when_encountered(_TOLL),),
    subroutines=(sub(EndTheRun()),),
)

"""Shared effect primitives that cards are declared with: conditions, credits, cards, clicks, tags
and counters, advancing, ice strength.

Each primitive is an immutable ``NamedTuple`` with ``resolve(game, ctx)`` (do it, pushing further
steps or asking a decision) and ``text()`` (the words a player reads on the card). Conditions have
``test(game, ctx)`` and ``text()``; steps (``AdvanceCard``, ``IceStrength``...) have ``run(game)``.

The other primitives have their own modules, and every name that lived here stays importable from
here (see the re-exports below): the resolution steps and the helpers all effects share
(:mod:`.steps`), decks and hands (:mod:`.fetch`), damage, tags, trashing and exposing and the
windows to prevent them (:mod:`.damage`), traces (:mod:`.trace`), and the effects that make a
player choose (:mod:`.choices`).

>>> GainCredits(9).text()
'Gain 9 credits.'
>>> TakeHostedCredits(2).text()
'Take 2 credits from this card. When it has none left, trash it.'
>>> LoseCredits(4).text()
'The Corp loses 4 credits'
>>> ScoreAgendaPoints(1, TurnFlag("stolen:Black Ops", "you stole a Black Ops agenda this turn")).text()
'Score 1 agenda point if you stole a Black Ops agenda this turn.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP
from .choices import choose_card
from .damage import PreventWindow
from .naming import public_name, where
from .steps import a_or_an, card_is, in_parens, independent, plural, source_id, who
from .words import clicks, credits

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .state import Card

# ---------------------------------------------------------------------- re-exports
# Everything that was importable from here before the primitives moved to their own modules stays
# importable from here (card modules, bots and tests import it so), and is listed in __all__.
from .carddb import RUNNER
from .choices import (
    ChooseOne,
    CorpMayPay,
    CorpMayPayPerAdvancement,
    Expose,
    MakeRun,
    PaidThen,
    RezFree,
    RezIceFree,
    RunChosenServer,
    TrashProgram,
    choose_ice,
    sub,
)
from .cost import Cost
from .damage import (
    DAMAGE,
    Damage,
    DamageShield,
    DamageWindow,
    DoDamage,
    DoExpose,
    DoTags,
    Prevent,
    TrashCard,
    UnpreventableDamage,
)
from .decision import Option
from .fetch import FetchFromDeck, SearchDeck, ShuffleDeck, ToHand, to_hand
from .naming import ice_label
from .state import DECK, DISCARD, HAND, ICE, PROGRAM
from .steps import (
    NOTHING,
    Chain,
    Nothing,
    Resolve,
    Say,
    advancements,
    installed_ice,
    join_texts,
    one_per_title,
    the,
)
from .trace import Trace, TraceCorpBid, TraceResult, TraceRunnerBid
from .view import visible_to

# ---------------------------------------------------------------------- conditions


class RunnerTagged(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.runner.tags > 0

    def text(self) -> str:
        return "the Runner is tagged"


class RunnerHasTags(NamedTuple):
    """The Runner has ``n`` or more tags (the 1996 game's I Got a Rock: two or more)."""

    n: int

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.runner.tags >= self.n

    def text(self) -> str:
        return f"the Runner has {self.n} or more tags"


class DuringRun(NamedTuple):
    """A run is in progress (an ability usable only during a run)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.run is not None and not g.run.ended

    def text(self) -> str:
        return "a run is in progress"


class FirstNetDamageThisTurn(NamedTuple):
    """No net damage has been done this turn, and this card has not prevented any yet."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return not g.flags.get("net_damage") and not g.flags.get(f"prevented:{ctx.title}")

    def text(self) -> str:
        return "it is the first net damage this turn"


class NotFromArchives(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return ctx.extra != "Archives"

    def text(self) -> str:
        return "not from Archives"


class EventCard(NamedTuple):
    """The card an event is about (``ctx.extra``: the card just installed, played...) is one of
    ``side``'s, of ``card_type``, with ``keyword`` (Noise: a virus program is installed; Weyland:
    a transaction operation is played).

    >>> EventCard(RUNNER, "program", "Virus").text()
    'it is a virus program'
    """

    side: str
    card_type: str
    keyword: str = ""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        return c is not None and c.side == self.side and card_is(c, self.card_type, self.keyword)

    def text(self) -> str:
        return f"it is {a_or_an(f'{self.keyword} {self.card_type}'.strip().lower())}"


class TurnFlag(NamedTuple):
    """Something that happened this turn: the per-turn flag ``flag`` of ``Game.flags`` is set
    ("scored", "runs", "successful_run:HQ"...; "last:<flag>" is the Runner's previous turn, seen
    during the Corp's turn). ``says`` is its text.

    >>> TurnFlag("last:runs", "the Runner made a run during their last turn").text()
    'the Runner made a run during their last turn'
    """

    flag: str
    says: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(self.flag))

    def text(self) -> str:
        return self.says


# ---------------------------------------------------------------------- credits, cards, clicks


@independent
class GainCredits(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.gain(ctx.side, self.n)
        g.say(f"{who(ctx.side)} gains {g.ruleset.words.credits(self.n)}{_from(ctx)}.")

    def text(self) -> str:
        return f"Gain {credits(self.n)}."


class LoseCredits(NamedTuple):
    """``side`` (the Corp unless told) loses up to ``n`` credits (Weather-to-Finance Pipe)."""

    n: int
    side: str = CORP

    def resolve(self, g: Game, ctx: Ctx) -> None:
        p = g.player(self.side)
        lost = min(self.n, p.credits)
        p.credits -= lost
        g.say(f"{who(self.side)} loses {g.ruleset.words.credits(lost)}{_from(ctx)}.")

    def text(self) -> str:
        return f"{who(self.side)} loses {credits(self.n)}"


class ScoreAgendaPoints(NamedTuple):
    """The controller scores ``n`` agenda points apart from any agenda card (the 1996 game's
    agenda-point counter: Hot Tip for WNS), if ``condition`` holds (always when None)."""

    n: int
    condition: Any = None

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if self.condition is not None and not self.condition.test(g, ctx):
            g.say(f"{ctx.title}: no agenda point to score.")
            return
        g.add_agenda_points(ctx.side, self.n)
        w = g.ruleset.words
        total = g.player(ctx.side).agenda_points
        g.say(
            f"{who(ctx.side)} scores {w.agenda_points(self.n)}{_from(ctx)}, for "
            f"{w.agenda_points(total)} in all."
        )

    def text(self) -> str:
        cond = f" if {self.condition.text()}" if self.condition is not None else ""
        return f"Score {plural(self.n, 'agenda point')}{cond}."


class DrawCards(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.draw(ctx.side, self.n)

    def text(self) -> str:
        return f"Draw {plural(self.n, 'card')}."


class RunnerLosesClicks(NamedTuple):
    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = min(self.n, g.runner.clicks)
        g.runner.clicks -= lost
        if lost:
            g.say(f"The Runner loses {g.ruleset.words.clicks(lost)}.")

    def text(self) -> str:
        return f"The Runner loses {clicks(self.n)}, if able."


class EndTheRun(NamedTuple):
    def resolve(self, g: Game, ctx: Ctx) -> None:
        end_run(g, f"{ctx.title} ends the run." if ctx.title else "The run ends.")

    def text(self) -> str:
        return "End the run."


def end_run(g: Game, line: str) -> None:
    """Mark the run as ended: the remaining run steps do nothing, and RunEnds closes it."""
    if g.run is not None and not g.run.ended:
        g.run.ended = True
        g.say(line)


class GiveTags(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(PreventWindow("tag", self.n, ctx.title))

    def text(self) -> str:
        return f"Give the Runner {plural(self.n, 'tag')}."


class TakeTags(NamedTuple):
    """The Runner (as the effect's controller) takes tags."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        GiveTags(self.n).resolve(g, ctx)

    def text(self) -> str:
        return f"Take {plural(self.n, 'tag')}."


@independent
class PlaceCounters(NamedTuple):
    kind: str
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        g.add_counters(c, self.kind, self.n)
        words = g.ruleset.words
        what = (
            words.credits(self.n)
            if self.kind == "credit"
            else plural(self.n, f"{self.kind} counter")
        )
        g.say(f"{what} placed on {c.title}.")

    def text(self) -> str:
        what = credits(self.n) if self.kind == "credit" else plural(self.n, f"{self.kind} counter")
        return f"Place {what} on this card."


@independent
class TakeHostedCredits(NamedTuple):
    """Take credits hosted on this card; trash it when none are left."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        take = min(self.n, c.counters.get("credit", 0))
        g.add_counters(c, "credit", -take)
        g.gain(ctx.side, take)
        g.say(f"{who(ctx.side)} takes {g.ruleset.words.credits(take)} from {c.title}.")
        if c.counters["credit"] <= 0:
            g.say(f"{c.title} has no {g.ruleset.words.credit[1]} left and is trashed.")
            g.trash(c)

    def text(self) -> str:
        return f"Take {credits(self.n)} from this card. When it has none left, trash it."


class TakeBadPublicity(NamedTuple):
    """The Corp takes ``n`` bad publicity (each gives the Runner 1 credit for every run)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.corp.bad_publicity += self.n
        g.touch()  # a loss condition in the 1996 game (Ruleset.check_win)
        g.say(f"The Corp takes {self.n} bad publicity ({ctx.title}).")

    def text(self) -> str:
        return f"Take {self.n} bad publicity."


# ---------------------------------------------------------------------- advancing


def can_be_advanced(g: Game, card: Card) -> bool:
    """Agendas can be advanced, and cards declared ``advanceable`` (Ice Wall, Ghost Branch)."""
    return card.data.type == "agenda" or card.defn.advanceable


def advanceable_cards(g: Game, exclude: tuple[int, ...] = ()) -> list[Card]:
    """The installed Corp cards that can be advanced, but those with an id in ``exclude``."""
    return [c for c in g.installed_corp_cards() if can_be_advanced(g, c) and c.id not in exclude]


class PlaceAdvancements(NamedTuple):
    """The Corp places ``n`` advancement tokens on an installed card that can be advanced, of its
    choice (AstroScript Pilot Program, Matrix Analyzer).

    >>> PlaceAdvancements(2).text()
    'Place 2 advancement tokens on a card that can be advanced.'
    """

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        targets = advanceable_cards(g)
        if not targets or self.n <= 0:
            g.say(f"{ctx.title}: no advancement token is placed.")
            return
        tokens = plural(self.n, "advancement token")
        choose_card(
            g,
            CORP,
            targets,
            lambda c: AdvanceCard(c.id, self.n, ctx.title),
            label=lambda c: f"Place {tokens} on {c.title} {where(c)}",
            prompt=f"{ctx.title}: place {tokens} on which card?",
            public_prompt=f"{ctx.title}: the Corp chooses a card to place {tokens} on.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return f"Place {plural(self.n, 'advancement token')} on a card that can be advanced."


class AdvanceCard(NamedTuple):
    """A step: ``source`` places ``n`` advancement tokens on the installed card ``card_id``."""

    card_id: int
    n: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not c.installed:
            return
        g.add_advancements(c, self.n)
        g.say(
            f"{self.source}: the Corp places {plural(self.n, 'advancement token')} on "
            f"{public_name(c)} ({plural(c.advancements, 'advancement')})."
        )


class PlaceAdvancementsSplit(NamedTuple):
    """The Corp places ``n`` advancement tokens, one at a time, each on an installed card that
    can be advanced of its choice: split among cards as it likes (the 1996 Systematic Layoffs).

    >>> PlaceAdvancementsSplit(2).text()
    'Place 2 advancement tokens on any combination of installed cards that can be advanced.'
    """

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        targets = advanceable_cards(g)
        if not targets or self.n <= 0:
            if self.n > 0:
                g.say(f"{ctx.title}: no card can be advanced.")
            return
        rest = PlaceAdvancementsSplit(self.n - 1)
        left = plural(self.n, "advancement token")
        choose_card(
            g,
            CORP,
            targets,
            lambda c: Chain((AdvanceCard(c.id, 1, ctx.title), Resolve((rest,), ctx))),
            label=lambda c: f"Place 1 advancement token on {c.title} {where(c)}",
            prompt=f"{ctx.title}: place 1 advancement token on which card? ({left} to place)",
            public_prompt=f"{ctx.title}: the Corp chooses a card to place an advancement token on.",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return (
            f"Place {plural(self.n, 'advancement token')} on any combination of installed cards"
            " that can be advanced."
        )


class PerAdvancement(NamedTuple):
    """``effect`` (one with an amount ``n``: Damage, GiveTags) once for each advancement token on
    this card; nothing without tokens (the 1996 Vacant Soulkiller).

    >>> from netrunner.engine.effects import Damage
    >>> PerAdvancement(Damage("brain", 1)).text()
    'Do 1 brain damage for each advancement token on this card.'
    """

    effect: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = advancements(g, ctx)
        if n > 0:
            self.effect._replace(n=self.effect.n * n).resolve(g, ctx)
        else:
            g.say(f"{ctx.title} has no advancement token: it does nothing.")

    def text(self) -> str:
        return f"{self.effect.text()[:-1]} for each advancement token on this card."


# ---------------------------------------------------------------------- runs


class CannotBreakNextIce(NamedTuple):
    """The Runner cannot break any subroutine of the next piece of ice they encounter during this
    run (unrezzed ice is passed, not encountered: the 1996 Neural Blade).

    >>> CannotBreakNextIce().text()
    'The Runner cannot break any subroutine of the next piece of ice encountered during this run.'
    """

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is None or g.run.ended:
            return
        g.run.mods["no_break_next"] = 1
        g.say(f"{ctx.title}: the Runner cannot break the next piece of ice encountered.")

    def text(self) -> str:
        return (
            "The Runner cannot break any subroutine of the next piece of ice encountered during"
            " this run."
        )


# ---------------------------------------------------------------------- ice strength

_UNTIL = {
    "encounter": "for this encounter",
    "run": "for the rest of this run",
    "turn": "until the end of the turn",
}


class IceStrength(NamedTuple):
    """A step: the rezzed ice ``ice_id`` has ``amount`` more strength (less if negative) until the
    end of the ``until`` ("encounter", "run", "turn"), because of ``source``."""

    ice_id: int
    amount: int
    until: str
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.linger(("strength", ice.id, self.amount, self.until))
        g.say(f"{ice.title} has {self.amount:+d} strength {_UNTIL[self.until]} ({self.source}).")


def _from(ctx: Ctx) -> str:
    return in_parens(ctx.title)


class IceHerePlus(NamedTuple):
    """Ice protecting the server this card is in has +``n`` strength."""

    n: int = 1

    def amount(self, g: Game, src: Card, target: Card) -> int:
        return self.n if target.zone == ICE and target.server == src.server else 0

    def text(self) -> str:
        return f"Each piece of ice protecting this server gets +{self.n} strength."


__all__ = [
    # defined here
    "IceHerePlus",
    "RunnerTagged",
    "DuringRun",
    "FirstNetDamageThisTurn",
    "NotFromArchives",
    "EventCard",
    "TurnFlag",
    "GainCredits",
    "DrawCards",
    "RunnerLosesClicks",
    "EndTheRun",
    "end_run",
    "GiveTags",
    "TakeTags",
    "PlaceCounters",
    "TakeHostedCredits",
    "TakeBadPublicity",
    "LoseCredits",
    "ScoreAgendaPoints",
    "can_be_advanced",
    "advanceable_cards",
    "PlaceAdvancements",
    "AdvanceCard",
    "PlaceAdvancementsSplit",
    "PerAdvancement",
    "CannotBreakNextIce",
    "IceStrength",
    # re-exported from steps
    "Resolve",
    "Chain",
    "Nothing",
    "NOTHING",
    "Say",
    "plural",
    "who",
    "the",
    "join_texts",
    "installed_ice",
    "one_per_title",
    "card_is",
    "advancements",
    # re-exported from fetch
    "SearchDeck",
    "FetchFromDeck",
    "ToHand",
    "to_hand",
    "ShuffleDeck",
    # re-exported from damage
    "Damage",
    "PreventWindow",
    "DamageWindow",
    "DAMAGE",
    "Prevent",
    "DoTags",
    "DoDamage",
    "TrashCard",
    "DoExpose",
    "UnpreventableDamage",
    "DamageShield",
    # re-exported from trace
    "Trace",
    "TraceCorpBid",
    "TraceRunnerBid",
    "TraceResult",
    # re-exported from choices
    "CorpMayPay",
    "CorpMayPayPerAdvancement",
    "PaidThen",
    "ChooseOne",
    "choose_card",
    "choose_ice",
    "Expose",
    "RezIceFree",
    "RezFree",
    "TrashProgram",
    "MakeRun",
    "RunChosenServer",
    "sub",
    # imported here before, importable from here as they were
    "CORP",
    "RUNNER",
    "Cost",
    "Option",
    "DECK",
    "DISCARD",
    "HAND",
    "ICE",
    "PROGRAM",
    "public_name",
    "where",
    "ice_label",
    "visible_to",
    "clicks",
    "credits",
]

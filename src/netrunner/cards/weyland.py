"""Card declarations: Weyland Consortium."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.carddb import CORP
from ..engine.decision import Option
from ..engine.effects import (
    NOTHING,
    Chain,
    Damage,
    EndTheRun,
    GainCredits,
    GiveTags,
    Resolve,
    RunnerTagged,
    Trace,
    TrashProgram,
    join_texts,
    sub,
)
from ..engine.flow import DoForfeit
from ..engine.install import TrashOwn
from ..engine.state import HAND, ICE, SCORED
from .base import Ability, Cost, Trigger, define

if TYPE_CHECKING:
    from ..engine.game import Ctx, Game
    from ..engine.state import Card


# ---------------------------------------------------------------- shared pieces


class TakeBadPublicity(NamedTuple):
    """The Corp takes ``n`` bad publicity."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.corp.bad_publicity += self.n
        g.say(f"The Corp takes {self.n} bad publicity ({ctx.title}).")

    def text(self) -> str:
        return f"Take {self.n} bad publicity."


def _where(c: Card) -> str:
    """Where an installed Corp card is, for the public log."""
    return f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"


def _shown(c: Card) -> str:
    """An installed Corp card as the public log may name it."""
    return c.title if c.rezzed else "a card"


# ---------------------------------------------------------------- identity


class PlayedTransaction(NamedTuple):
    """The card just played (the "play" event's id) is a Corp transaction operation."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        return (
            c is not None
            and c.side == CORP
            and c.data.type == "operation"
            and c.data.has_keyword("Transaction")
        )

    def text(self) -> str:
        return "you play a transaction operation"


define(
    "Weyland Consortium: Building a Better World",
    triggers=(
        Trigger(
            "play",
            (GainCredits(1),),
            condition=PlayedTransaction(),
            text="Each time you play a [transaction] operation, you gain 1[Credit].",
        ),
    ),
)

# ---------------------------------------------------------------- agendas

define("Hostile Takeover", on_score=(GainCredits(7), TakeBadPublicity(1)))


class MayForfeitThis(NamedTuple):
    """The Corp may forfeit this scored agenda; if it does, ``effects`` resolve."""

    effects: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        a = g.card(ctx.source)
        if a is None or a.zone != SCORED:
            return
        body = join_texts(self.effects, sentence=False)
        g.ask(
            CORP,
            f"{ctx.title}: forfeit it to {body}",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=a.id,
                        label=f"Forfeit {ctx.title}: {join_texts(self.effects)}",
                    ),
                    Chain((DoForfeit(a.id, "when scored"), Resolve(self.effects, ctx))),
                ),
                (Option("pass", label=f"Keep {ctx.title}"), NOTHING),
            ],
            public_prompt=f"The Corp decides whether to forfeit {ctx.title}.",
        )

    def text(self) -> str:
        return "You may forfeit this agenda to " + join_texts(self.effects, sentence=False)


define("Posted Bounty", on_score=(MayForfeitThis((GiveTags(1), TakeBadPublicity(1))),))

# ---------------------------------------------------------------- assets and upgrades


def _rezzed_ice(g: Game) -> list[Card]:
    return [c for s in g.corp.servers.values() for c in s.ice if c.rezzed]


class HasRezzedIce(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(_rezzed_ice(g))

    def text(self) -> str:
        return "a piece of your ice is rezzed"


class TrashRezzedIce(NamedTuple):
    """Part of a cost: the Corp trashes one of its rezzed pieces of ice, its choice."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = _rezzed_ice(g)
        if not ice:
            return
        pairs = [
            (
                Option(
                    "choose",
                    card=c.title,
                    card_id=c.id,
                    server=c.server,
                    label=f"Trash {c.title} protecting {c.server}",
                ),
                TrashOwn(c.id),
            )
            for c in ice
        ]
        if len(pairs) == 1:  # no choice to make
            g.push(pairs[0][1])
            return
        g.ask(
            CORP,
            f"{ctx.title}: trash which rezzed piece of ice?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp chooses a rezzed piece of ice to trash.",
        )

    def text(self) -> str:
        return "Trash 1 of your rezzed pieces of ice"


define(
    "Security Subcontract",
    abilities=(
        Ability(
            Cost(clicks=1),
            (TrashRezzedIce(), GainCredits(4)),
            condition=HasRezzedIce(),
            label="trash a rezzed piece of ice to gain 4 credits",
        ),
    ),
)
define(
    "Research Station",
    install_only_in="HQ",
    hand_size=2,
    notes=(
        "Can be installed in the root of HQ only.",
        "+2 to your maximum hand size.",
    ),
)

# ---------------------------------------------------------------- operations


class ScoredThisTurn(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get("scored"))

    def text(self) -> str:
        return "you have scored an agenda during this turn"


class SearchRDToHQ(NamedTuple):
    """The Corp looks through R&D, puts 1 card of its choice in HQ, then shuffles R&D."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        seen: set[str] = set()
        pairs: list[tuple[Option, Any]] = []
        for c in g.corp.deck:
            if c.title in seen:
                continue
            seen.add(c.title)
            pairs.append(
                (
                    Option("choose", card=c.title, label=f"Add {c.title} to HQ"),
                    Chain((FetchFromRD(c.title), ShuffleRD())),
                )
            )
        if not pairs:
            g.say("R&D is empty: there is nothing to find.")
            return
        g.ask(
            CORP,
            f"{ctx.title}: which card of R&D do you add to HQ?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp searches R&D for a card.",
        )

    def text(self) -> str:
        return "Look through R&D for 1 card, put it into HQ, then shuffle R&D"


class FetchFromRD(NamedTuple):
    title: str

    def run(self, g: Game) -> None:
        c = next((c for c in g.corp.deck if c.title == self.title), None)
        if c is None:
            return
        g.move(c, HAND)
        g.say("The Corp adds a card from R&D to HQ.")


class ShuffleRD(NamedTuple):
    def run(self, g: Game) -> None:
        g.shuffle_deck(CORP)
        g.say("The Corp shuffles R&D.")


define(
    "Aggressive Negotiation",
    play_condition=ScoredThisTurn(),
    on_play=(SearchRDToHQ(),),
)


def _advanceable(g: Game, exclude: tuple[int, ...]) -> list[Card]:
    return [
        c
        for c in g.installed_corp_cards()
        if (c.data.type == "agenda" or c.defn.advanceable) and c.id not in exclude
    ]


class AdvanceUpToTwo(NamedTuple):
    """Place 1 advancement token on each of up to ``n`` different installed advanceable cards."""

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(PickToAdvance(ctx.title, self.n, ()))

    def text(self) -> str:
        return (
            f"Put 1 advancement token on each of at most {self.n} different installed cards "
            "that can be advanced"
        )


class PickToAdvance(NamedTuple):
    source: str
    left: int
    done: tuple[int, ...]

    def run(self, g: Game) -> None:
        if self.left <= 0:
            return
        cards = _advanceable(g, self.done)
        if not cards:
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=c.title,
                    card_id=c.id,
                    server=c.server,
                    label=f"Place 1 advancement token on {c.title} {_where(c)}",
                ),
                PlaceAdvancement(c.id, self),
            )
            for c in cards
        ]
        pairs.append((Option("pass", label="Place no more advancement tokens"), NOTHING))
        g.ask(
            CORP,
            f"{self.source}: place an advancement token on which card ({self.left} left)?",
            pairs,
            public_prompt=f"{self.source}: the Corp places advancement tokens.",
        )


class PlaceAdvancement(NamedTuple):
    card_id: int
    then: PickToAdvance

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        c.advancements += 1
        g.say(
            f"The Corp places 1 advancement token on {_shown(c)} {_where(c)} ({self.then.source})."
        )
        t = self.then
        g.push(PickToAdvance(t.source, t.left - 1, t.done + (c.id,)))


define("Shipment from Kaguya", on_play=(AdvanceUpToTwo(2),))
define("Beanstalk Royalties", on_play=(GainCredits(3),))
define("Scorched Earth", play_condition=RunnerTagged(), on_play=(Damage("meat", 4),))

# ---------------------------------------------------------------- ice

define(
    "Archer",
    rez_forfeit=True,
    notes=("Rezzing Archer also costs the Corp one of its scored agendas, forfeited.",),
    subroutines=(
        sub(GainCredits(2)),
        sub(TrashProgram()),
        sub(TrashProgram()),
        sub(EndTheRun()),
    ),
)
define(
    "Hadrian's Wall",
    advanceable=True,
    strength_per_advancement=1,
    subroutines=(sub(EndTheRun()), sub(EndTheRun())),
)
define("Ice Wall", advanceable=True, strength_per_advancement=1, subroutines=(sub(EndTheRun()),))
define(
    "Shadow",
    advanceable=True,
    strength_per_advancement=1,
    subroutines=(sub(GainCredits(2)), sub(Trace(3, (GiveTags(1),)))),
)

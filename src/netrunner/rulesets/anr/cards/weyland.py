"""Card declarations: Weyland Consortium."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import CORP
from ....engine.choices import TrashProgram, choose_card, sub
from ....engine.damage import Damage
from ....engine.decision import Option
from ....engine.effects import (
    EndTheRun,
    EventCard,
    GainCredits,
    GiveTags,
    RunnerTagged,
    TakeBadPublicity,
    TurnFlag,
    advanceable_cards,
)
from ....engine.fetch import SearchDeck
from ....engine.forfeit import DoForfeit
from ....engine.install import TrashOwn
from ....engine.naming import public_name, where
from ....engine.state import SCORED
from ....engine.steps import NOTHING, Chain, Resolve, installed_ice, join_texts
from ....engine.trace import Trace
from .base import Ability, Cost, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game


# ---------------------------------------------------------------- identity


define(
    "Weyland Consortium: Building a Better World",
    triggers=(
        Trigger(
            "play",
            (GainCredits(1),),
            condition=EventCard(CORP, "operation", "Transaction"),
            text="Each time you play a transaction operation, you gain 1 credit.",
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
            kind="choose",
            source=a.id,
        )

    def text(self) -> str:
        return "You may forfeit this agenda to " + join_texts(self.effects, sentence=False)


define("Posted Bounty", on_score=(MayForfeitThis((GiveTags(1), TakeBadPublicity(1))),))

# ---------------------------------------------------------------- assets and upgrades


class HasRezzedIce(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(installed_ice(g, rezzed=True))

    def text(self) -> str:
        return "a piece of your ice is rezzed"


class TrashRezzedIce(NamedTuple):
    """Part of a cost: the Corp trashes one of its rezzed pieces of ice, its choice."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = installed_ice(g, rezzed=True)
        if len(ice) == 1:  # no choice to make
            g.push(TrashOwn(ice[0].id))
            return
        choose_card(
            g,
            CORP,
            ice,
            lambda c: TrashOwn(c.id),
            label=lambda c: f"Trash {c.title} {where(c)}",
            prompt=f"{ctx.title}: trash which rezzed piece of ice?",
            public_prompt=f"{ctx.title}: the Corp chooses a rezzed piece of ice to trash.",
            source=ctx.source,
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
define("Research Station", install_only_in="HQ", hand_size=2)

# ---------------------------------------------------------------- operations


define(
    "Aggressive Negotiation",
    play_condition=TurnFlag("scored", "you have scored an agenda during this turn"),
    on_play=(SearchDeck(CORP),),
)


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
        cards = advanceable_cards(g, self.done)
        if self.left <= 0 or not cards:
            return
        choose_card(
            g,
            CORP,
            cards,
            lambda c: PlaceAdvancement(c.id, self),
            label=lambda c: f"Place 1 advancement token on {c.title} {where(c)}",
            prompt=f"{self.source}: place an advancement token on which card ({self.left} left)?",
            public_prompt=f"{self.source}: the Corp places advancement tokens.",
            decline="Place no more advancement tokens",
            source_title=self.source,
        )


class PlaceAdvancement(NamedTuple):
    card_id: int
    then: PickToAdvance

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.add_advancements(c, 1)
        g.say(f"The Corp places 1 advancement token on {public_name(c)} ({self.then.source}).")
        t = self.then
        g.push(PickToAdvance(t.source, t.left - 1, t.done + (c.id,)))


define("Shipment from Kaguya", on_play=(AdvanceUpToTwo(2),))
define("Beanstalk Royalties", on_play=(GainCredits(3),))
define("Scorched Earth", play_condition=RunnerTagged(), on_play=(Damage("meat", 4),))

# ---------------------------------------------------------------- ice

define(
    "Archer",
    rez_forfeit=True,
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

"""Card declarations: neutral Corp and Runner cards of the Core Set."""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ....engine.choices import ChooseOne, Expose, RezIceFree, sub
from ....engine.damage import Damage, PreventWindow
from ....engine.effects import (
    DrawCards,
    EndTheRun,
    GainCredits,
    GiveTags,
    PlaceCounters,
    RunnerLosesClicks,
    RunnerTagged,
    TakeHostedCredits,
)
from ....engine.trace import Trace
from .base import Ability, Breaker, Cost, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game

# ---------------------------------------------------------------- Corp

define("Hedge Fund", on_play=(GainCredits(9),))
define("Priority Requisition", on_score=(RezIceFree(),))
define(
    "Private Security Force",
    abilities=(
        Ability(Cost(clicks=1), (Damage("meat", 1),), condition=RunnerTagged(), in_score_area=True),
    ),
)
define("Melange Mining Corp.", abilities=(Ability(Cost(clicks=3), (GainCredits(7),)),))
define(
    "PAD Campaign",
    triggers=(
        Trigger("corp_turn_begins", (GainCredits(1),), text="Gain 1 credit when your turn begins."),
    ),
)
define("Enigma", subroutines=(sub(RunnerLosesClicks(1)), sub(EndTheRun())))
define("Hunter", subroutines=(sub(Trace(3, (GiveTags(1),))),))
define("Wall of Static", subroutines=(sub(EndTheRun()),))

# ---------------------------------------------------------------- Runner

define("Sure Gamble", on_play=(GainCredits(9),))
define("Infiltration", on_play=(ChooseOne(((GainCredits(2),), (Expose(),))),))


class EncounterUpkeep(NamedTuple):
    """Crypsis: after an encounter in which it broke a subroutine, remove a virus counter or trash
    it. The trash is the ability's effect, not a cost, so the Runner may prevent it (Sacrificial
    Construct): it goes through the prevention window like any other trash of an installed
    program (docs/api.md, "Rulings")."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        if c.counters.get("virus", 0) > 0:
            g.add_counters(c, "virus", -1)
            g.say(f"1 virus counter is removed from {c.title}.")
        else:
            g.say(f"{c.title} has no virus counter to remove: it is to be trashed.")
            g.push(PreventWindow("trash", 1, c.title, c.id))

    def text(self) -> str:
        return "remove 1 hosted virus counter or trash this program."


class BrokeThisEncounter(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(ctx.extra) and ctx.source in ctx.extra[1]

    def text(self) -> str:
        return "it broke a subroutine during the encounter"


define(
    "Crypsis",
    breaker=Breaker(None, break_cost=1, boost_cost=1, boost=1),
    abilities=(Ability(Cost(clicks=1), (PlaceCounters("virus", 1),)),),
    triggers=(
        Trigger(
            "encounter_ends",
            (EncounterUpkeep(),),
            condition=BrokeThisEncounter(),
            text="When an encounter with a piece of ice in which you used Crypsis to break a "
            "subroutine ends, remove 1 hosted virus counter or trash Crypsis.",
        ),
    ),
)
define(
    "Armitage Codebusting",
    on_install=(PlaceCounters("credit", 12),),
    abilities=(Ability(Cost(clicks=1), (TakeHostedCredits(2),)),),
)
define("Access to Globalsec", link=1)

__all__ = ["DrawCards"]

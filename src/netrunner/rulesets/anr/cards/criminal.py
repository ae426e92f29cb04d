"""Card declarations: Criminal."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import CORP, RUNNER
from ....engine.choices import Expose, MakeRun, RunChosenServer, choose_ice
from ....engine.decision import Option
from ....engine.effects import GainCredits, PlaceCounters, TakeHostedCredits, TakeTags, TurnFlag
from ....engine.fetch import SearchDeck
from ....engine.flow import rez_option
from ....engine.naming import ice_label
from ....engine.state import CENTRALS
from ....engine.steps import NOTHING, Resolve, installed_ice, join_texts
from ....engine.words import credits
from .base import Ability, Breaker, Cost, Prevention, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game


# ---------------------------------------------------------------- identity


class FirstSuccessfulHQRunThisTurn(NamedTuple):
    """The successful run just made is on HQ and is the first such run this turn."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return ctx.extra == "HQ" and g.flags.get("successful_run:HQ", 0) == 1

    def text(self) -> str:
        return "it is your first successful run on HQ this turn"


define(
    "Gabriel Santiago: Consummate Professional",
    triggers=(
        Trigger(
            "successful_run",
            (GainCredits(2),),
            condition=FirstSuccessfulHQRunThisTurn(),
            text="Gain 2 credits after your first successful run on HQ in a turn.",
        ),
    ),
)

# ---------------------------------------------------------------- events


class SiphonCredits(NamedTuple):
    """The Corp loses up to ``n`` credits; the Runner gains 2 for each credit lost."""

    n: int = 5

    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = min(self.n, g.corp.credits)
        g.corp.credits -= lost
        g.gain(RUNNER, 2 * lost)
        g.say(f"{ctx.title}: the Corp loses {credits(lost)}; the Runner gains {credits(2 * lost)}.")

    def text(self) -> str:
        return (
            f"You may force the Corp to lose up to {credits(self.n)}, then you gain "
            "2 credits for each credit lost"
        )


define("Account Siphon", on_play=(MakeRun("HQ", instead=(SiphonCredits(5), TakeTags(2))),))
define("Easy Mark", on_play=(GainCredits(3),))


class UnrezzedIceInstalled(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(installed_ice(g, rezzed=False))

    def text(self) -> str:
        return "there is an unrezzed piece of ice"


class RezOrTrashIce(NamedTuple):
    """The Runner picks an unrezzed piece of ice; the Corp then rezzes it, paying its rez cost,
    or trashes it."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_ice(g, ctx, lambda ice: CorpRezOrTrash(ice.id, ctx.title), unrezzed_only=True)

    def text(self) -> str:
        return "Choose an unrezzed piece of ice: the Corp must rez it or trash it."


class CorpRezOrTrash(NamedTuple):
    ice_id: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None or ice.rezzed:
            return
        where = ice_label(g, ice)
        g.say(f"The Runner chooses {where} ({self.source}).")
        pairs: list[tuple[Option, Any]] = []
        # always a decision, even with one option: skipping it would tell the Runner that the Corp
        # could not pay the (hidden) rez cost
        pairs.extend(rez_option(g, ice))
        pairs.append(
            (
                Option(
                    "choose",
                    card=ice.title,
                    card_id=ice.id,
                    server=ice.server,
                    target="trash",
                    label=f"Trash {ice.title}",
                ),
                TrashChosenIce(ice.id, where),
            )
        )
        g.ask(
            CORP,
            f"{self.source}: rez {ice.title} protecting {ice.server} or trash it?",
            pairs,
            public_prompt=f"{self.source}: the Corp rezzes {where} or trashes it.",
            kind="choose",
            source_title=self.source,
        )


class TrashChosenIce(NamedTuple):
    ice_id: int
    where: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.say(f"The Corp trashes {self.where}.")
        g.trash(ice)


define(
    "Forged Activation Orders",
    play_condition=UnrezzedIceInstalled(),
    on_play=(RezOrTrashIce(),),
)


define("Inside Job", on_play=(RunChosenServer(mods=(("bypass", 1),)),))
define("Special Order", on_play=(SearchDeck(RUNNER, keyword="Icebreaker", may_fail=True),))

# ---------------------------------------------------------------- hardware

define(
    "Lemuria Codecracker",
    abilities=(
        Ability(
            Cost(clicks=1, credits=1),
            (Expose(),),
            condition=TurnFlag("successful_run:HQ", "you made a successful run on HQ this turn"),
        ),
    ),
)
define(
    "Desperado",
    memory=1,
    triggers=(
        Trigger(
            "successful_run",
            (GainCredits(1),),
            text="Each successful run you make gains you 1 credit.",
        ),
    ),
    notes=("A player can have only 1 console installed.",),
)

# ---------------------------------------------------------------- programs

define("Aurora", breaker=Breaker("Barrier", break_cost=2, boost_cost=2, boost=3))
define("Ninja", breaker=Breaker("Sentry", break_cost=1, boost_cost=3, boost=5))

FEMME_TARGET = "femme_fatale"  # lingering (kind, ice id, Femme Fatale's id, "game")


class ChooseFemmeTarget(NamedTuple):
    """Femme Fatale, as it is installed: the Runner chooses an installed piece of ice."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_ice(g, ctx, lambda ice: MarkFemmeTarget(ctx.source, ice.id))

    def text(self) -> str:
        return "Choose an installed piece of ice."


class MarkFemmeTarget(NamedTuple):
    femme_id: int
    ice_id: int

    def run(self, g: Game) -> None:
        femme, ice = g.card(self.femme_id), g.card(self.ice_id)
        if femme is None or ice is None:
            return
        # kept until the ice leaves play (moving a card ends the lingering effects on it)
        g.linger((FEMME_TARGET, ice.id, femme.id, "game"))
        g.say(f"The Runner chooses {ice_label(g, ice)} for {femme.title}.")


class EncounteringFemmeTarget(NamedTuple):
    """The ice being encountered (the event's id) is the one this Femme Fatale chose."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return (FEMME_TARGET, ctx.extra, ctx.source, "game") in g.lingering

    def text(self) -> str:
        return "you encounter the chosen ice"


class MayPayToBypass(NamedTuple):
    """The Runner may pay 1 credit per subroutine on the encountered ice to bypass it."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        ice = g.card(ctx.extra)
        if r is None or r.ended or ice is None:
            return
        cost = len(ice.defn.subroutines)
        if g.spendable(RUNNER, "icebreaker") < cost:
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: pay {cost} to bypass {ice.title}?",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        amount=cost,
                        label=f"{ctx.title}: pay {credits(cost)} to bypass {ice.title}",
                        cost=Cost(credits=cost),
                    ),
                    BypassEncounter(ice.id, cost, ctx.title),
                ),
                (Option("pass", label=f"Don't bypass {ice.title}"), NOTHING),
            ],
            public_prompt=f"{ctx.title}: the Runner decides whether to bypass {ice.title}.",
            kind="choose",
            source=ctx.source,
            params={"cost": cost},
        )

    def text(self) -> str:
        return "you may pay 1 credit per subroutine on it to bypass it"


class BypassEncounter(NamedTuple):
    ice_id: int
    cost: int
    source: str

    def run(self, g: Game) -> None:
        r = g.run
        ice = g.card(self.ice_id)
        if r is None or ice is None:
            return
        g.pay(RUNNER, self.cost, "icebreaker")
        r.bypassed = True
        g.say(f"The Runner pays {self.cost} to bypass {ice.title} ({self.source}).")


define(
    "Femme Fatale",
    breaker=Breaker("Sentry", break_cost=1, boost_cost=2, boost=1),
    on_install=(ChooseFemmeTarget(),),
    triggers=(
        Trigger(
            "encounter_ice",
            (MayPayToBypass(),),
            condition=EncounteringFemmeTarget(),
            text="When you encounter the chosen ice, you may pay 1 credit per subroutine on it "
            "to bypass it.",
        ),
    ),
)


define(
    "Sneakdoor Beta",
    abilities=(Ability(Cost(clicks=1), (MakeRun("Archives", mods=(("as_hq", 1),)),)),),
)

# ---------------------------------------------------------------- resources


class TakeAnyHostedCredits(NamedTuple):
    """The Runner takes as many of this card's credits as they like (trashed when empty)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        have = c.counters.get("credit", 0)
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, card_id=c.id, amount=n, label=f"Take {credits(n)}"),
                Resolve((TakeHostedCredits(n),), ctx),
            )
            for n in range(1, have + 1)
        ]
        if not pairs:
            return
        g.ask(
            RUNNER,
            f"{c.title}: how many credits do you take?",
            pairs,
            public_prompt=f"{c.title}: the Runner takes credits.",
            kind="choose",
            source=c.id,
        )

    def text(self) -> str:
        return "Take any number of credits from this card"


class RemoteWithCredits(NamedTuple):
    """Bank Job's replacement: a successful run on a remote server, with credits left on it."""

    effects: tuple[Any, ...] = (TakeAnyHostedCredits(),)

    def test(self, g: Game, ctx: Ctx, server: str) -> bool:
        c = g.card(ctx.source)
        return server not in CENTRALS and c is not None and c.counters.get("credit", 0) > 0

    def text(self) -> str:
        return (
            "When a successful run on a remote server would access cards, you may instead "
            + join_texts(self.effects, sentence=False)
        )


define(
    "Bank Job",
    on_install=(PlaceCounters("credit", 8),),
    access_replacement=RemoteWithCredits(),
    notes=("Bank Job is trashed when no credits are left on it.",),
)
define(
    "Crash Space",
    recurring=2,
    recurring_for=("remove_tag",),
    prevention=(
        Prevention(
            "meat",
            3,
            Cost(trash_self=True),
            text="Trash this card: Prevent as much as 3 meat damage.",
        ),
    ),
)
define("Data Dealer", abilities=(Ability(Cost(clicks=1, forfeit=True), (GainCredits(9),)),))
define(
    "Decoy",
    prevention=(
        Prevention(
            "tag",
            1,
            Cost(trash_self=True),
            text="Trash this card: Prevent 1 tag from being given to you.",
        ),
    ),
)

"""Card declarations: Shaper."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import RUNNER
from ....engine.choices import MakeRun, choose_card, choose_ice
from ....engine.decision import Option
from ....engine.effects import DrawCards, FirstNetDamageThisTurn, GainCredits
from ....engine.fetch import ShuffleDeck
from ....engine.install import runner_install_options
from ....engine.naming import ice_label
from ....engine.state import HARDWARE, PROGRAM
from ....engine.steps import Chain, one_per_title
from ....engine.words import credits
from .base import Ability, Breaker, Cost, Prevention, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game
    from ....engine.state import Card

PROGRAM_OR_HARDWARE = ("program", "hardware")


# ---------------------------------------------------------------------- identity


class FirstInstallDiscount(NamedTuple):
    """Kate: the first program or piece of hardware installed each turn costs 1 less."""

    n: int = 1

    def amount(self, g: Game, src: Card, card: Card) -> int:
        if card.side != RUNNER or card.data.type not in PROGRAM_OR_HARDWARE:
            return 0
        done = sum(g.flags.get(f"runner_installs:{t}", 0) for t in PROGRAM_OR_HARDWARE)
        return self.n if done == 0 else 0

    def text(self) -> str:
        return (
            "The first program or piece of hardware you install each turn costs "
            f"{credits(self.n)} less to install."
        )


define('Kate "Mac" McCaffrey: Digital Tinker', install_discounts=(FirstInstallDiscount(1),))

# ---------------------------------------------------------------------- events

define("Diesel", on_play=(DrawCards(3),))


class InstallFromGrip(NamedTuple):
    """Modded: install a program or piece of hardware from the grip for ``discount`` less."""

    discount: int = 3

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = []
        for c in one_per_title(c for c in g.runner.hand if c.data.type in PROGRAM_OR_HARDWARE):
            pairs.extend(runner_install_options(g, c, click=False, discount=self.discount))
        if not pairs:
            g.say(f"{ctx.title}: the Runner has nothing to install.")
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: install a program or piece of hardware for {credits(self.discount)} less",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a card to install.",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        return (
            "Install a program or a piece of hardware from your grip; its install cost is "
            f"lowered by {credits(self.discount)}."
        )


define("Modded", on_play=(InstallFromGrip(3),))


define("The Maker\u2019s Eye", on_play=(MakeRun("R&D", mods=(("access_extra", 2),)),))

ALL_ICE_TYPES = ("sentry", "code gate", "barrier")


class GainIceTypes(NamedTuple):
    """Tinkering: a chosen piece of ice gains subtypes until the end of the turn."""

    subtypes: tuple[str, ...] = ALL_ICE_TYPES

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_ice(g, ctx, lambda ice: AddSubtypes(ice.id, self.subtypes, ctx.title))

    def text(self) -> str:
        return (
            "Pick a piece of ice: until the end of the turn it is also a "
            + ", a ".join(self.subtypes[:-1])
            + f" and a {self.subtypes[-1]}."
        )


class AddSubtypes(NamedTuple):
    ice_id: int
    subtypes: tuple[str, ...]
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        for t in self.subtypes:
            g.linger((f"subtype:{t}", ice.id, 1, "turn"))
        g.say(
            f"{self.source}: {ice_label(g, ice)} gains {', '.join(self.subtypes)} until the end "
            "of the turn."
        )


define("Tinkering", on_play=(GainIceTypes(),))

# ---------------------------------------------------------------------- hardware

define("Akamatsu Mem Chip", memory=1)


class SearchStackAndInstall(NamedTuple):
    """Rabbit Hole: the Runner may install another copy of this card from the stack, paying its
    install cost; then the stack is shuffled."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        shuffle = ShuffleDeck(RUNNER, ctx.title)
        pairs: list[tuple[Option, Any]] = []
        copy = next((c for c in g.runner.deck if c.title == ctx.title), None)
        if copy is not None:
            for o, step in runner_install_options(g, copy, click=False):
                pairs.append((o, Chain((step, shuffle))))
        pairs.append((Option("pass", label="Install no other copy"), shuffle))
        # asked even when the stack holds no copy, so the Corp learns nothing about the stack
        g.ask(
            RUNNER,
            f"{ctx.title}: install another copy of it from your stack?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner searches their stack.",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        return (
            "You may find another copy of this card in your stack and install it, paying its "
            "install cost. Then shuffle your stack."
        )


define("Rabbit Hole", link=1, on_install=(SearchStackAndInstall(),))


class HostStrength(NamedTuple):
    """The Personal Touch: the card hosting this one has +``n`` strength."""

    n: int = 1

    def amount(self, g: Game, src: Card, target: Card) -> int:
        return self.n if src.host is not None and src.host == target.id else 0

    def text(self) -> str:
        return f"The icebreaker hosting it gets +{self.n} strength."


define("The Personal Touch", install_on="icebreaker", strength_mods=(HostStrength(1),))
define(
    "The Toolbox",
    memory=2,
    link=2,
    recurring=2,
    recurring_for=("icebreaker",),
    notes=("Limit 1 console per player.",),
)

# ---------------------------------------------------------------------- programs

define(
    "Battering Ram",
    breaker=Breaker("Barrier", break_cost=2, subs=2, boost_cost=1, boost=1, boost_for_run=True),
)
define(
    "Gordian Blade",
    breaker=Breaker("Code Gate", break_cost=1, boost_cost=1, boost=1, boost_for_run=True),
)
define("Magnum Opus", abilities=(Ability(Cost(clicks=1), (GainCredits(2),)),))
define(
    "Net Shield",
    prevention=(
        Prevention(
            "net",
            1,
            Cost(credits=1),
            condition=FirstNetDamageThisTurn(),
            text="1 credit: Prevent the first net damage this turn.",
        ),
    ),
)
define(
    "Pipeline",
    breaker=Breaker("Sentry", break_cost=1, boost_cost=2, boost=1, boost_for_run=True),
)

# ---------------------------------------------------------------------- resources


class TrashAnotherForCredits(NamedTuple):
    """Aesop's Pawnshop: the Runner may trash another installed card of theirs for credits."""

    n: int = 3

    def resolve(self, g: Game, ctx: Ctx) -> None:
        others = [c for c in g.runner.rig() if c.id != ctx.source]
        if not others:
            return
        prompt = f"{ctx.title}: trash another installed card to gain {credits(self.n)}?"
        choose_card(
            g,
            RUNNER,
            others,
            lambda c: TrashForCredits(c.id, self.n, ctx),
            label=lambda c: f"Trash {c.title}",
            prompt=prompt,
            public_prompt=prompt,
            decline="Trash nothing",
            source=ctx.source,
        )

    def text(self) -> str:
        return f"you may trash another card you have installed to gain {credits(self.n)}."


class TrashForCredits(NamedTuple):
    card_id: int
    n: int
    ctx: Ctx

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.say(f"The Runner trashes {c.title} ({self.ctx.title}).")
        g.trash(c)
        GainCredits(self.n).resolve(g, self.ctx)


define(
    "Aesop\u2019s Pawnshop",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (TrashAnotherForCredits(3),),
            text="When your turn begins, you may trash another card you have installed to gain "
            "3 credits.",
        ),
    ),
)


class InstalledProgramOrHardware(NamedTuple):
    """The card about to be trashed (the prevention's ctx.extra) is an installed program or piece
    of hardware."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        return c is not None and c.zone in (PROGRAM, HARDWARE)

    def text(self) -> str:
        return "an installed program or piece of hardware would be trashed"


define(
    "Sacrificial Construct",
    prevention=(
        Prevention(
            "trash",
            1,
            Cost(trash_self=True),
            condition=InstalledProgramOrHardware(),
            text="Trash this card: Keep one of your installed programs or pieces of hardware from being "
            "trashed.",
        ),
    ),
)

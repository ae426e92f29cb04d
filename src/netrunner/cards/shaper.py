"""Card declarations: Shaper."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ..engine.carddb import RUNNER
from ..engine.decision import Option
from ..engine.effects import (
    NOTHING,
    Chain,
    DrawCards,
    FirstNetDamageThisTurn,
    GainCredits,
    MakeRun,
)
from ..engine.install import runner_install_options
from ..engine.state import HARDWARE, PROGRAM
from .base import Ability, Breaker, Cost, Prevention, Trigger, define

if TYPE_CHECKING:
    from ..engine.game import Ctx, Game
    from ..engine.state import Card

PROGRAM_OR_HARDWARE = ("program", "hardware")


def _ice_choices(g: Game) -> list[tuple[Card, str]]:
    """Every installed piece of ice, with a name for it that hides an unrezzed ice's title."""
    out = []
    for name, s in g.corp.servers.items():
        for pos, ice in enumerate(s.ice):
            where = f"ice {len(s.ice) - pos} of {name}"
            out.append((ice, f"{ice.title} ({where})" if ice.rezzed else f"unrezzed {where}"))
    return out


# ---------------------------------------------------------------------- identity


class FirstInstallDiscount(NamedTuple):
    """Kate: the first program or piece of hardware installed each turn costs 1 less."""

    n: int = 1

    def amount(self, g: Game, src: Card, card: Card) -> int:
        if card.side != RUNNER or card.data.type not in PROGRAM_OR_HARDWARE:
            return 0
        done = sum(g.flags.get(f"runner_installs:{t}", 0) for t in PROGRAM_OR_HARDWARE)
        return self.n if done == 0 else 0


define(
    'Kate "Mac" McCaffrey: Digital Tinker',
    install_discounts=(FirstInstallDiscount(1),),
    notes=(
        "The first program or piece of hardware you install each turn costs 1[Credit] less "
        "to install.",
    ),
)

# ---------------------------------------------------------------------- events

define("Diesel", on_play=(DrawCards(3),))


class InstallFromGrip(NamedTuple):
    """Modded: install a program or piece of hardware from the grip for ``discount`` less."""

    discount: int = 3

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = []
        seen: set[str] = set()
        for c in g.runner.hand:
            if c.data.type not in PROGRAM_OR_HARDWARE or c.title in seen:
                continue
            seen.add(c.title)
            pairs.extend(runner_install_options(g, c, click=False, discount=self.discount))
        if not pairs:
            g.say(f"{ctx.title}: the Runner has nothing to install.")
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: install a program or piece of hardware for {self.discount}[Credit] less",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a card to install.",
        )

    def text(self) -> str:
        return (
            "Install a program or a piece of hardware from your grip; its install cost is "
            f"lowered by {self.discount}[Credit]."
        )


define("Modded", on_play=(InstallFromGrip(3),))


class RunWithExtraAccess(NamedTuple):
    """Make a run on ``server``; if successful, access ``extra`` more cards (The Maker's Eye)."""

    server: str
    extra: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        MakeRun(self.server, mods=(("access_extra", self.extra),)).resolve(g, ctx)

    def text(self) -> str:
        return (
            f"Make a run on {self.server}. If it is successful, access {self.extra} more cards "
            f"from {self.server}."
        )


define("The Maker\u2019s Eye", on_play=(RunWithExtraAccess("R&D", 2),))

ALL_ICE_TYPES = ("sentry", "code gate", "barrier")


class GainIceTypes(NamedTuple):
    """Tinkering: a chosen piece of ice gains subtypes until the end of the turn."""

    subtypes: tuple[str, ...] = ALL_ICE_TYPES

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = []
        for ice, name in _ice_choices(g):
            pairs.append(
                (
                    Option(
                        "choose",
                        card=ice.title if ice.rezzed else None,
                        card_id=ice.id,
                        server=ice.server,
                        label=f"Choose {name}",
                    ),
                    AddSubtypes(ice.id, self.subtypes, name, ctx.title),
                )
            )
        if not pairs:
            g.say(f"{ctx.title}: there is no ice to choose.")
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: choose a piece of ice",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a piece of ice.",
        )

    def text(self) -> str:
        return (
            "Pick a piece of ice: until the end of the turn it is also a "
            + ", a ".join(self.subtypes[:-1])
            + f" and a {self.subtypes[-1]}."
        )


class AddSubtypes(NamedTuple):
    ice_id: int
    subtypes: tuple[str, ...]
    public: str
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        for t in self.subtypes:
            g.lingering.append((f"subtype:{t}", ice.id, 1, "turn"))
        g.say(
            f"{self.source}: {self.public} gains {', '.join(self.subtypes)} until the end of "
            "the turn."
        )


define("Tinkering", on_play=(GainIceTypes(),))

# ---------------------------------------------------------------------- hardware

define("Akamatsu Mem Chip", memory=1)


class SearchStackAndInstall(NamedTuple):
    """Rabbit Hole: the Runner may install another copy of this card from the stack, paying its
    install cost; then the stack is shuffled."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        shuffle = ShuffleStack(ctx.title)
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
        )

    def text(self) -> str:
        return (
            "You may find another copy of this card in your stack and install it, paying its "
            "install cost. Then shuffle your stack."
        )


class ShuffleStack(NamedTuple):
    source: str

    def run(self, g: Game) -> None:
        g.shuffle_deck(RUNNER)
        g.say(f"{self.source}: the Runner shuffles their stack.")


define("Rabbit Hole", link=1, on_install=(SearchStackAndInstall(),))


class HostStrength(NamedTuple):
    """The Personal Touch: the card hosting this one has +``n`` strength."""

    n: int = 1

    def amount(self, g: Game, src: Card, target: Card) -> int:
        return self.n if src.host is not None and src.host == target.id else 0


define(
    "The Personal Touch",
    install_on="icebreaker",
    strength_mods=(HostStrength(1),),
    notes=(
        "It can be installed only on an icebreaker.",
        "The icebreaker hosting it gets +1 strength.",
    ),
)
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
            text="1[Credit]: Prevent the first net damage this turn.",
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
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, card_id=c.id, label=f"Trash {c.title}"),
                TrashForCredits(c.id, self.n, ctx),
            )
            for c in others
        ]
        pairs.append((Option("pass", label="Trash nothing"), NOTHING))
        prompt = f"{ctx.title}: trash another installed card to gain {self.n}[Credit]?"
        g.ask(RUNNER, prompt, pairs, public_prompt=prompt)

    def text(self) -> str:
        return f"you may trash another card you have installed to gain {self.n}[Credit]."


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
            "3[Credit].",
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
            text="[Trash]: Keep one of your installed programs or pieces of hardware from being "
            "trashed.",
        ),
    ),
)

"""Card declarations: Haas-Bioroid."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import CORP
from ....engine.choices import CorpMayPay, TrashProgram, choose_card, sub
from ....engine.damage import Damage
from ....engine.decision import Option
from ....engine.effects import (
    EndTheRun,
    GainCredits,
    GiveTags,
    IceHerePlus,
    IceStrength,
    PlaceCounters,
    TakeHostedCredits,
)
from ....engine.fetch import ToHand
from ....engine.install import corp_install_options
from ....engine.state import DECK
from ....engine.steps import (
    NOTHING,
    Chain,
    Resolve,
    advancements,
    installed_ice,
    one_per_title,
    plural,
    who,
)
from ....engine.trace import Trace
from .base import Ability, Cost, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game
    from ....engine.state import Card


# ---------------------------------------------------------------- identity


class FirstCorpInstallThisTurn(NamedTuple):
    """The card just installed is the Corp's, and it is the Corp's first install this turn."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        return c is not None and c.side == CORP and g.flags.get("corp_installs", 0) == 1

    def text(self) -> str:
        return "it is your first install this turn"


define(
    "Haas-Bioroid: Engineering the Future",
    triggers=(
        Trigger(
            "install",
            (GainCredits(1),),
            condition=FirstCorpInstallThisTurn(),
            text="Gain 1 credit after your first install of a card in a turn.",
        ),
    ),
)

# ---------------------------------------------------------------- agendas


class BetaTest(NamedTuple):
    """Accelerated Beta Test: the Corp may look at the top ``n`` cards of R&D, install and rez
    any ice among them ignoring all costs, and trash the others."""

    n: int = 3

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.corp.deck:
            return
        g.ask(
            CORP,
            f"{ctx.title}: look at the top {plural(self.n, 'card')} of R&D?",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        label=f"Look at the top {plural(self.n, 'card')} of R&D",
                    ),
                    BetaLook(self.n, ctx.title),
                ),
                (Option("pass", label="Don't look"), NOTHING),
            ],
            public_prompt=f"The Corp decides whether to look at the top of R&D ({ctx.title}).",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        return (
            f"You may look at the top {plural(self.n, 'card')} of R&D: install and rez any ice "
            "among them, ignoring all costs, and trash the others"
        )


class BetaLook(NamedTuple):
    n: int
    source: str

    def run(self, g: Game) -> None:
        ids = tuple(c.id for c in g.corp.deck[: self.n])
        g.say(f"The Corp looks at the top {plural(len(ids), 'card')} of R&D ({self.source}).")
        g.push(BetaInstall(ids, self.source))


class BetaInstall(NamedTuple):
    """The Corp installs (and rezzes, for free) one ice among the cards looked at, or stops."""

    ids: tuple[int, ...]
    source: str

    def run(self, g: Game) -> None:
        cards = _still_in_rd(g, self.ids)
        if not cards:
            return
        pairs: list[tuple[Option, Any]] = []
        for c in one_per_title(c for c in cards if c.data.type == "ice"):
            rest = BetaInstall(tuple(i for i in self.ids if i != c.id), self.source)
            for o, st in corp_install_options(g, c, click=False, free=True, rez=True):
                pairs.append((o, Chain((st, rest))))
        n = len(cards)
        pairs.append(
            (Option("pass", label=f"Trash the other {plural(n, 'card')}"), BetaTrash(self.ids))
        )
        titles = ", ".join(c.title for c in cards)
        # asked even when no ice is there: the Runner must not learn it from a skipped decision
        g.ask(
            CORP,
            f"{self.source}: you look at {titles}. Install and rez ice among them for free?",
            pairs,
            public_prompt=f"The Corp may install ice from the top of R&D ({self.source}).",
            kind="choose",
            source_title=self.source,
        )


class BetaTrash(NamedTuple):
    ids: tuple[int, ...]

    def run(self, g: Game) -> None:
        cards = _still_in_rd(g, self.ids)
        for c in cards:
            g.trash(c)  # facedown: the Corp looked at them, nobody revealed them
        if cards:
            g.say(f"The Corp trashes {plural(len(cards), 'card')} from the top of R&D.")


def _still_in_rd(g: Game, ids: tuple[int, ...]) -> list[Card]:
    out = []
    for i in ids:
        c = g.card(i)
        if c is not None and c.zone == DECK:
            out.append(c)
    return out


define(
    "Accelerated Beta Test",
    on_score=(BetaTest(3),),
    notes=("The cards trashed from R&D go to Archives facedown: they were never revealed.",),
)

# ---------------------------------------------------------------- assets


define(
    "Adonis Campaign",
    on_rez=(PlaceCounters("credit", 12),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeHostedCredits(3),),
            text="When your turn begins, take 3 credits from this card; once it holds none, "
            "trash it.",
        ),
    ),
)


class TrashProgramPerAdvancement(NamedTuple):
    """Trash 1 program for each advancement token on this card (Aggressive Secretary)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = advancements(g, ctx)
        if n:
            g.push(Resolve((TrashProgram(),) * n, ctx))

    def text(self) -> str:
        return "Trash 1 program for each advancement token on this card."


class HasAdvancements(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return advancements(g, ctx) > 0

    def text(self) -> str:
        return "while it has an advancement token"


define(
    "Aggressive Secretary",
    advanceable=True,
    on_access=(CorpMayPay(2, (TrashProgramPerAdvancement(),)),),
    access_condition=HasAdvancements(),
)

# ---------------------------------------------------------------- operations


class ArchivesToHQ(NamedTuple):
    """The Corp adds a card of its choice from Archives to HQ."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.corp.discard:
            g.say("There is no card in Archives to add to HQ.")
            return
        choose_card(
            g,
            CORP,
            one_per_title(g.corp.discard, key=lambda c: (c.title, c.faceup)),
            lambda c: ToHand(c.id),
            label=lambda c: (
                f"Add {c.title} ({'faceup' if c.faceup else 'facedown'} in Archives) to HQ"
            ),
            prompt=f"{ctx.title}: add which card from Archives to HQ?",
            public_prompt=f"The Corp chooses a card in Archives ({ctx.title}).",
            source=ctx.source,
        )

    def text(self) -> str:
        return "Choose a card in Archives and add it to HQ."


class GainClicks(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.player(ctx.side).clicks += self.n
        g.say(f"{who(ctx.side)} gains {plural(self.n, 'click')} ({ctx.title}).")

    def text(self) -> str:
        return f"Gain {plural(self.n, 'additional click')}."


class InstallFromHQ(NamedTuple):
    """Install up to ``n`` cards from HQ, one at a time, spending no clicks (costs are paid)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(InstallFromHQStep(self.n, ctx.title))

    def text(self) -> str:
        return (
            f"Install up to {plural(self.n, 'card')} from HQ, one after another, without spending "
            "clicks (install costs are still paid)"
        )


class InstallFromHQStep(NamedTuple):
    left: int
    source: str

    def run(self, g: Game) -> None:
        if self.left <= 0 or not g.corp.hand:
            return
        nxt = InstallFromHQStep(self.left - 1, self.source)
        pairs: list[tuple[Option, Any]] = []
        installable = (
            c for c in g.corp.hand if c.data.type in ("agenda", "asset", "upgrade", "ice")
        )
        for c in one_per_title(installable):
            for o, st in corp_install_options(g, c, click=False):
                pairs.append((o, Chain((st, nxt))))
        pairs.append((Option("pass", label="Install no more cards"), NOTHING))
        # asked whenever HQ holds cards, so the Runner learns nothing about what they are
        g.ask(
            CORP,
            f"{self.source}: install a card from HQ ({plural(self.left, 'install')} left)?",
            pairs,
            public_prompt=f"The Corp may install a card from HQ ({self.source}).",
            kind="choose",
            source_title=self.source,
            params={"installs_left": self.left},
        )


define("Archived Memories", on_play=(ArchivesToHQ(),))
define("Biotic Labor", on_play=(GainClicks(2),))
define("Shipment from MirrorMorph", on_play=(InstallFromHQ(3),))

# ---------------------------------------------------------------- ice


BIOROID = {"runner_break": Cost(clicks=1)}

define(
    "Heimdall 1.0",
    subroutines=(sub(Damage("brain", 1)), sub(EndTheRun()), sub(EndTheRun())),
    **BIOROID,
)
define(
    "Ichi 1.0",
    subroutines=(
        sub(TrashProgram()),
        sub(TrashProgram()),
        sub(Trace(1, (GiveTags(1), Damage("brain", 1)))),
    ),
    **BIOROID,
)
define("Viktor 1.0", subroutines=(sub(Damage("brain", 1)), sub(EndTheRun())), **BIOROID)
define("Rototurret", subroutines=(sub(TrashProgram()), sub(EndTheRun())))

# ---------------------------------------------------------------- upgrades


class XCreditsAndTrash(Cost):
    """X credits (chosen as the ability resolves) and trashing the card: the effect pays both,
    since it needs to know the card's server first."""

    __slots__ = ()

    def text(self) -> str:
        return "X credits, trash this card"


def _rezzed_ice_here(g: Game, card: Card | None) -> list[Card]:
    if card is None or card.server is None:
        return []
    return installed_ice(g, server=card.server, rezzed=True)


class RezzedIceHere(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(_rezzed_ice_here(g, g.card(ctx.source)))

    def text(self) -> str:
        return "rezzed ice protects this server"


class TroubleshootIce(NamedTuple):
    """Choose X, pay it and trash this card; a rezzed ice protecting its server gets +X strength
    until the end of the turn."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        avail = g.spendable(CORP)
        pairs = [
            (
                Option(
                    "choose",
                    card=ctx.title,
                    amount=x,
                    label=f"X = {x}: +{x} strength",
                    cost=Cost(credits=x),
                ),
                TroubleshootPay(ctx.source, x),
            )
            for x in range(avail + 1)
        ]
        g.ask(
            CORP,
            f"{ctx.title}: how many credits (X) do you pay?",
            pairs,
            public_prompt=f"The Corp chooses X for {ctx.title}.",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        return (
            "Pick a rezzed piece of ice protecting this server: it has +X strength for the rest "
            "of the turn."
        )


class TroubleshootPay(NamedTuple):
    card_id: int
    x: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        ice = _rezzed_ice_here(g, c)
        g.pay(CORP, self.x)
        g.say(f"The Corp pays {self.x} and trashes {c.title} in {c.server}.")
        title = c.title
        g.trash(c)
        if not ice:
            return
        if len(ice) == 1:
            g.push(IceStrength(ice[0].id, self.x, "turn", title))
            return
        choose_card(
            g,
            CORP,
            ice,
            lambda i: IceStrength(i.id, self.x, "turn", title),
            label=lambda i: (
                f"{i.title} (ice {ice.index(i) + 1} of {len(ice)} rezzed ones, outermost first)"
            ),
            prompt=f"{title}: which ice gets +{self.x} strength?",
            public_prompt=f"The Corp chooses the ice that gets +{self.x} strength ({title}).",
            source=self.card_id,
        )


define(
    "Corporate Troubleshooter",
    abilities=(Ability(XCreditsAndTrash(), (TroubleshootIce(),), condition=RezzedIceHere()),),
)


define("Experiential Data", strength_mods=(IceHerePlus(1),))

"""Card declarations: Anarch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import RUNNER
from ....engine.checkpoint import TrashHostAtZeroStrength
from ....engine.choices import RunChosenServer, choose_card
from ....engine.damage import UnpreventableDamage
from ....engine.effects import DrawCards, EventCard, IceStrength, PlaceCounters, RunnerLosesClicks
from ....engine.fetch import SearchDeck, ToHand
from ....engine.state import CENTRALS, ICE
from ....engine.steps import Chain, independent, one_per_title
from .base import Ability, Breaker, Cost, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game
    from ....engine.state import Card


# ---------------------------------------------------------------------- conditions

VIRUS_INSTALLED = EventCard(RUNNER, "program", "Virus")  # an "install" event's card is a virus


class CentralServer(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return ctx.extra in CENTRALS

    def text(self) -> str:
        return "the run was on a central server"


class OnServer(NamedTuple):
    server: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(ctx.extra == self.server)

    def text(self) -> str:
        return f"the run was on {self.server}"


def _encountered_ice(g: Game) -> Card | None:
    """The rezzed piece of ice the Runner is encountering now, if any."""
    r = g.run
    if r is None or r.ended or r.phase != "encounter" or r.bypassed:
        return None
    ice = g.card(r.ice_id)
    if ice is None or ice.zone != ICE or not ice.rezzed:
        return None
    return ice


class EncounteringRezzedIce(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return _encountered_ice(g) is not None

    def text(self) -> str:
        return "a rezzed piece of ice is being encountered"


class IceAtZeroStrength(NamedTuple):
    """Wyrm's break limit: ``test(game, breaker, ice)``."""

    def test(self, g: Game, breaker: Card, ice: Card) -> bool:
        return g.ice_strength(ice) <= 0


class ParasiteWeakens(NamedTuple):
    """Static modifier: the host ice has -1 strength per virus counter on Parasite."""

    def amount(self, g: Game, src: Card, target: Card) -> int:
        if src.host is None or target.id != src.host:
            return 0
        return -src.counters.get("virus", 0)

    def text(self) -> str:
        return "The host ice loses 1 strength per virus counter here."


class IceCarverWeakens(NamedTuple):
    """Static modifier: the ice being encountered has -1 strength."""

    def amount(self, g: Game, src: Card, target: Card) -> int:
        r = g.run
        if target.zone != ICE or r is None or r.phase != "encounter" or r.ice_id != target.id:
            return 0
        return -1

    def text(self) -> str:
        return "Each piece of ice has -1 strength while you encounter it."


class MediumAccess(NamedTuple):
    """Static access modifier: 1 more card from R&D per virus counter after the first."""

    def amount(self, g: Game, src: Card, server: str) -> int:
        if server != "R&D":
            return 0
        return max(0, src.counters.get("virus", 0) - 1)

    def text(self) -> str:
        return "For each virus counter here beyond the first, access 1 more card from R&D."


class DjinnHosting(NamedTuple):
    """Djinn hosts non-icebreaker programs, up to 3 MU in all."""

    mu: int = 3

    def test(self, g: Game, host: Card, card: Card) -> bool:
        d = card.data
        if d.type != "program" or d.has_keyword("Icebreaker") or card.defn.install_on:
            return False
        used = sum(p.data.memory_cost or 0 for p in g.runner.program if p.host == host.id)
        return used + (d.memory_cost or 0) <= self.mu


# ---------------------------------------------------------------------- effects


@independent
class TrashTopOfRD(NamedTuple):
    """The Corp trashes the top card of R&D; it goes to Archives facedown."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.corp.deck:
            return
        g.say(f"The Corp trashes the top card of R&D facedown ({ctx.title}).")
        g.trash(g.corp.deck[0])

    def text(self) -> str:
        return "The Corp trashes the top card of R&D"


@independent
class VirusCounterOnInstalled(NamedTuple):
    """Place a virus counter on the program just installed (the event's card)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.extra)
        if c is None:
            return
        g.add_counters(c, "virus", 1)
        g.say(f"{ctx.title} places 1 virus counter on {c.title}.")

    def text(self) -> str:
        return "Place 1 virus counter on that program"


class LowerEncounteredIce(NamedTuple):
    """The rezzed ice being encountered has -n strength until the encounter ends."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = _encountered_ice(g)
        if ice is None:
            return
        IceStrength(ice.id, -self.n, "encounter", ctx.title).run(g)

    def text(self) -> str:
        return f"That ice gets -{self.n} strength until the encounter ends"


class HeapToGrip(NamedTuple):
    """Déjà Vu: take a card from the heap into the grip; if it is a virus card, a second virus
    card may follow."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(PickFromHeap(ctx.title, first=True))

    def text(self) -> str:
        return (
            "Return 1 card from your heap to your grip; if it is a virus card, you may also "
            "return a second virus card"
        )


class PickFromHeap(NamedTuple):
    source: str
    first: bool

    def run(self, g: Game) -> None:
        heap = [c for c in g.runner.discard if self.first or c.data.has_keyword("Virus")]
        if not heap:
            if self.first:
                g.say(f"{self.source}: the heap is empty.")
            return
        what = "a card" if self.first else "a second virus card"
        choose_card(
            g,
            RUNNER,
            one_per_title(heap),
            self.take,
            label=lambda c: f"Take {c.title}",
            prompt=f"{self.source}: take {what} from your heap",
            public_prompt=f"{self.source}: the Runner takes {what} from the heap.",
            decline="" if self.first else "Take nothing more",
            source_title=self.source,
        )

    def take(self, c: Card) -> Any:
        """Take ``c``; a first card that is a virus card lets a second virus card follow."""
        if self.first and c.data.has_keyword("Virus"):
            return Chain((ToHand(c.id, self.source), PickFromHeap(self.source, first=False)))
        return ToHand(c.id, self.source)


# ---------------------------------------------------------------------- declarations

define(
    "Noise: Hacker Extraordinaire",
    triggers=(
        Trigger(
            "install",
            (TrashTopOfRD(),),
            condition=VIRUS_INSTALLED,
            text="Each time you install a virus program, the top card of R&D goes to Archives "
            "(the Corp trashes it).",
        ),
    ),
)
define("Déjà Vu", on_play=(HeapToGrip(),))
define("Demolition Run", on_play=(RunChosenServer(("HQ", "R&D"), mods=(("free_trash", 1),)),))
define(
    "Stimhack",
    on_play=(
        RunChosenServer(mods=(("run_credits", 9),), on_end=(UnpreventableDamage("brain", 1),)),
    ),
)
define("Cyberfeeder", recurring=1, recurring_for=("icebreaker", "virus_install"))
define(
    "Grimoire",
    memory=2,
    triggers=(
        Trigger(
            "install",
            (VirusCounterOnInstalled(),),
            condition=VIRUS_INSTALLED,
            text="Each time you install a virus program, it gets 1 virus counter.",
        ),
    ),
    notes=("Limit 1 console per player.",),
)
define("Corroder", breaker=Breaker("Barrier", break_cost=1, boost_cost=1, boost=1))
define(
    "Datasucker",
    triggers=(
        Trigger(
            "successful_run",
            (PlaceCounters("virus", 1),),
            condition=CentralServer(),
            text="After each successful run on a central server, place 1 virus counter here.",
        ),
    ),
    abilities=(
        Ability(
            Cost(counter="virus", counters=1),
            (LowerEncounteredIce(1),),
            condition=EncounteringRezzedIce(),
        ),
    ),
)
define(
    "Djinn",
    hosts=DjinnHosting(3),
    hosted_memory_free=True,
    notes=(
        "Djinn can host non-icebreaker programs with a total memory cost of up to 3 MU; "
        "they use none of your memory.",
    ),
    abilities=(Ability(Cost(clicks=1, credits=1), (SearchDeck(RUNNER, "program", "Virus"),)),),
)
define(
    "Medium",
    triggers=(
        Trigger(
            "successful_run",
            (PlaceCounters("virus", 1),),
            condition=OnServer("R&D"),
            text="After each successful run on R&D, place 1 virus counter here.",
        ),
    ),
    access_mods=(MediumAccess(),),
)
define("Mimic", breaker=Breaker("Sentry", break_cost=1))
define(
    "Parasite",
    install_on="rezzed_ice",
    strength_mods=(ParasiteWeakens(),),
    triggers=(
        Trigger(
            "runner_turn_begins",
            (PlaceCounters("virus", 1),),
            text="At the start of your turn, place 1 virus counter here.",
        ),
    ),
    state_checks=(TrashHostAtZeroStrength(),),
)
define(
    "Wyrm",
    breaker=Breaker(None, break_cost=3, boost_cost=1, boost=1, condition=IceAtZeroStrength()),
    abilities=(
        Ability(
            Cost(credits=1),
            (LowerEncounteredIce(1),),
            condition=EncounteringRezzedIce(),
        ),
    ),
    notes=("Wyrm breaks subroutines only on ice whose strength is 0 or lower.",),
)
define("Yog.0", breaker=Breaker("Code Gate", break_cost=0))
define("Ice Carver", strength_mods=(IceCarverWeakens(),))
define(
    "Wyldside",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (DrawCards(2), RunnerLosesClicks(1)),
            text="At the start of your turn, draw 2 cards, then lose 1 click.",
        ),
    ),
)

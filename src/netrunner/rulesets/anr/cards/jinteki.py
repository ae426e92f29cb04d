"""Card declarations: Jinteki."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ....engine.carddb import CORP
from ....engine.choices import CorpMayPay, CorpMayPayPerAdvancement, sub
from ....engine.damage import Damage
from ....engine.decision import Option
from ....engine.effects import (
    DuringRun,
    EndTheRun,
    GiveTags,
    IceStrength,
    NotFromArchives,
    PlaceCounters,
    TurnFlag,
)
from ....engine.steps import NOTHING, Chain, Say, plural
from .base import Ability, Cost, Prevention, Trigger, define

if TYPE_CHECKING:
    from ....engine.game import Ctx, Game


# ---------------------------------------------------------------- effects and steps


class ArrangeTopOfRD(NamedTuple):
    """Precognition: the Corp looks at the top ``n`` cards of R&D and puts them back in the order
    it likes, one position at a time from the top."""

    n: int = 5

    def resolve(self, g: Game, ctx: Ctx) -> None:
        k = min(self.n, len(g.corp.deck))
        if k == 0:
            g.say(f"R&D is empty: {ctx.title} has nothing to look at.")
            return
        g.say(f"The Corp looks at the top {plural(k, 'card')} of R&D ({ctx.title}).")
        g.push_seq(
            ArrangeStep(0, k, ctx.title),
            Say(f"The Corp puts the cards back on top of R&D in the order it chose ({ctx.title})."),
            RenumberRD(),
        )

    def text(self) -> str:
        return f"Look at the top {self.n} cards of R&D and put them back in the order you like"


class RenumberRD(NamedTuple):
    """Cards that moved within R&D get new ids, so ids never follow them."""

    def run(self, g: Game) -> None:
        g.renumber(g.corp.deck)


class ArrangeStep(NamedTuple):
    """Choose the card for position ``pos`` (0 = top) among R&D's cards ``pos``..``k - 1``."""

    pos: int
    k: int
    source: str

    def run(self, g: Game) -> None:
        rest = g.corp.deck[self.pos : self.k]
        titles = list(dict.fromkeys(c.title for c in rest))
        if len(titles) <= 1:
            return  # only one way left to order them
        place = self.pos + 1
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=t,
                    amount=place,
                    label=f"Put {t} in position {place} from the top",
                ),
                Chain((PutAt(t, self.pos, self.k), ArrangeStep(self.pos + 1, self.k, self.source))),
            )
            for t in titles
        ]
        order = ", ".join(c.title for c in rest)
        pairs.append((Option("pass", label=f"Leave the rest in this order: {order}"), NOTHING))
        g.ask(
            CORP,
            f"{self.source}: which card goes in position {place} from the top of R&D? "
            f"(now, from position {place}: {order})",
            pairs,
            public_prompt=f"{self.source}: the Corp arranges the top of R&D.",
            kind="choose",
            source_title=self.source,
            params={"position": place},
        )


class PutAt(NamedTuple):
    title: str
    pos: int
    k: int

    @property
    def top_seen(self) -> int:
        """How many cards at the top of its own deck the deciding side is looking at: a search's
        determinisations keep them where they are (``engine/determinize.py``)."""
        return self.k

    def run(self, g: Game) -> None:
        deck = g.corp.deck
        c = next(c for c in deck[self.pos : self.k] if c.title == self.title)
        deck.remove(c)
        deck.insert(self.pos, c)


class DeflectToOutermost(NamedTuple):
    """Cell Portal: the Runner goes back to approach the outermost ice of the attacked server, and
    this ice is derezzed; nothing else of this encounter happens."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        c = g.card(ctx.source)
        if r is None or r.ended or c is None:
            return
        outermost = len(g.corp.servers[r.server].ice) - 1
        r.jump_to = outermost
        r.bypassed = True
        g.set_rezzed(c, False)
        g.say(
            f"{c.title} is derezzed; the Runner will approach the outermost ice protecting "
            f"{r.server}."
        )

    def text(self) -> str:
        return (
            "Send the Runner back to approach the outermost ice protecting the attacked server, "
            "then derez this ice"
        )


# Chum: its subroutine leaves a mark for the rest of the run; the next encounter consumes the mark
# (+2 strength for that encounter, and a note of how many subroutines the ice has); when that
# encounter ends, unbroken subroutines mean 3 net damage. Lingering entries:
#   ("chum_next", chum id, strength bonus, "run")
#   ("chum:<ice id>", chum id, number of subroutines on that ice, "encounter")
_CHUM_NEXT = "chum_next"


def _chum_target(ice_id: int) -> str:
    return f"chum:{ice_id}"


class ChumMark(NamedTuple):
    strength: int = 2
    damage: int = 3

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is None or g.run.ended:
            return
        g.linger((_CHUM_NEXT, ctx.source, self.strength, "run"))
        g.say(f"{ctx.title}: the next ice the Runner encounters this run gets +{self.strength}.")

    def text(self) -> str:
        return (
            f"The next ice the Runner encounters during this run gets +{self.strength} strength; "
            f"unless the Runner breaks every subroutine on it, do {self.damage} net damage"
        )


class ChumPending(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return any(e[0] == _CHUM_NEXT and e[1] == ctx.source for e in g.lingering)

    def text(self) -> str:
        return "this ice's subroutine resolved earlier in the run"


class ChumArm(NamedTuple):
    """On the next encounter: that ice gets the bonus, and is watched until the encounter ends."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = g.card(ctx.extra)
        mark = next((e for e in g.lingering if e[0] == _CHUM_NEXT and e[1] == ctx.source), None)
        if mark is None or ice is None:
            return
        g.lingering.remove(mark)
        IceStrength(ice.id, mark[2], "encounter", ctx.title).run(g)
        g.linger((_chum_target(ice.id), ctx.source, len(ice.defn.subroutines), "encounter"))


class ChumWatching(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        key = _chum_target(ctx.extra[0])
        return any(e[0] == key and e[1] == ctx.source for e in g.lingering)

    def text(self) -> str:
        return "this encounter's ice got Chum's bonus"


class ChumBite(NamedTuple):
    damage: int = 3

    def resolve(self, g: Game, ctx: Ctx) -> None:
        key = _chum_target(ctx.extra[0])
        entry = next((e for e in g.lingering if e[0] == key and e[1] == ctx.source), None)
        if entry is None:
            return
        g.lingering.remove(entry)
        broken = len(set(g.run.broken)) if g.run is not None else 0
        if broken >= entry[2]:
            return
        g.say(f"{ctx.title}: the Runner did not break every subroutine of that ice.")
        Damage("net", self.damage).resolve(g, ctx)


class TrashThisIce(NamedTuple):
    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        g.say(f"{c.title} is trashed.")
        g.trash(c)

    def text(self) -> str:
        return "Trash this ice"


# ---------------------------------------------------------------- identity

define(
    "Jinteki: Personal Evolution",
    triggers=(
        Trigger(
            "agenda_scored",
            (Damage("net", 1),),
            text="Each time an agenda is scored or stolen, do 1 net damage.",
        ),
        Trigger("agenda_stolen", (Damage("net", 1),)),
    ),
)

# ---------------------------------------------------------------- agenda

define(
    "Nisei MK II",
    on_score=(PlaceCounters("agenda", 1),),
    abilities=(
        Ability(
            Cost(counter="agenda", counters=1),
            (EndTheRun(),),
            condition=DuringRun(),
            in_score_area=True,
        ),
    ),
)

# ---------------------------------------------------------------- assets and upgrade

define(
    "Project Junebug",
    advanceable=True,
    on_access=(CorpMayPayPerAdvancement(1, Damage("net", 2)),),
)
define(
    "Snare!",
    notes=("The Runner shows Snare! to the Corp when accessing it from R&D.",),
    on_access=(CorpMayPay(4, (Damage("net", 3), GiveTags(1))),),
    access_condition=NotFromArchives(),
)
define(
    "Zaibatsu Loyalty",
    notes=("When the Runner is about to expose a card, you may rez this card.",),
    prevention=(
        Prevention("expose", 1, Cost(credits=1), text="1 credit: Stop 1 card being exposed."),
        Prevention(
            "expose", 1, Cost(trash_self=True), text="Trash this card: Stop 1 card being exposed."
        ),
    ),
)
define("Akitaro Watanabe", ice_rez_discount=2)

# ---------------------------------------------------------------- operations

define(
    "Neural EMP",
    play_condition=TurnFlag("last:runs", "the Runner made a run during their last turn"),
    on_play=(Damage("net", 1),),
)
define("Precognition", on_play=(ArrangeTopOfRD(5),))

# ---------------------------------------------------------------- ice

define("Cell Portal", subroutines=(sub(DeflectToOutermost()),))
define(
    "Chum",
    subroutines=(sub(ChumMark()),),
    triggers=(
        Trigger("encounter_ice", (ChumArm(),), condition=ChumPending()),
        Trigger("encounter_ends", (ChumBite(),), condition=ChumWatching()),
    ),
)
define("Data Mine", subroutines=(sub(Damage("net", 1), TrashThisIce()),))
define("Neural Katana", subroutines=(sub(Damage("net", 3)),))
define("Wall of Thorns", subroutines=(sub(Damage("net", 2)), sub(EndTheRun())))

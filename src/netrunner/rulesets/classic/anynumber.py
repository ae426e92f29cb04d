"""Choosing any number of cards, or up to N, one at a time until the chooser is done (the plan's
B-any-number): Hunt Club BBS exposes up to three installed cards, misc.for-sale trashes any
number of the Runner's installed cards, Organ Donor up to five cards from the grip; and the
Corp's discards from HQ (B-corp-discards): all of HQ but the cards it pays to keep (Synchronized
Attack on HQ), five at random (Terrorist Reprisal); and every fort's outermost ice exposed (Ice
and Data's Guide to the Net).

:class:`AnyNumber` is the general decision: a selector says which cards may be chosen
(:class:`InstalledCorpCards`, :class:`YourInstalledCards`, :class:`CardsInYourHand`), an action
what is done to each (:class:`ExposeIt`, :class:`TrashIt`), ``each`` what follows each card
("gain 3 bits for each card trashed in this way"). Each choice is one decision (``kind``
``choose``, ``params`` ``chosen`` and ``most``), with a ``pass`` option ("Done"); the cards
chosen so far ride in the step (:class:`ChooseNext`), so a game paused between two choices
copies and replays.

>>> from netrunner.engine.effects import GainCredits
>>> AnyNumber(TrashIt(), YourInstalledCards(), each=(GainCredits(3),)).text()
'Trash any number of your installed cards. Gain 3 credits for each card trashed in this way.'
>>> AnyNumber(ExposeIt(), InstalledCorpCards(), most=3).text()
'Expose up to 3 installed cards.'
>>> CorpKeepsPaying(2).text()
'The Corp discards all cards in HQ. The Corp can keep cards by paying 2 credits for each card not discarded.'
>>> CorpDiscardsAtRandom(5).text()
'The Corp discards 5 cards at random from HQ.'
>>> ExposeOutermostIce().text()
'Expose the outermost piece of ice of each server.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.cost import priced
from ...engine.damage import PreventWindow
from ...engine.decision import Option
from ...engine.naming import ice_position
from ...engine.state import DISCARD, ICE
from ...engine.steps import NOTHING, Chain, Resolve, join_texts, plural, source_id, the, who
from ...engine.view import visible_to
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


# ---------------------------------------------------------------------- what may be chosen


class InstalledCorpCards(NamedTuple):
    """The Corp's installed cards not known to both players yet (unrezzed and not exposed): the
    ones an expose can tell something about."""

    def cards(self, g: Game, ctx: Ctx) -> list[Card]:
        return [c for c in g.installed_corp_cards() if not c.rezzed and not c.faceup]

    def label(self, g: Game, c: Card) -> str:
        if c.zone == ICE:
            return f"{ice_position(g, c)} (unrezzed)"
        return f"the unrezzed card in {c.server}"

    def text(self, n: int) -> str:
        return "installed card" if n == 1 else "installed cards"


class YourInstalledCards(NamedTuple):
    """The controller's installed cards (the Runner's rig)."""

    def cards(self, g: Game, ctx: Ctx) -> list[Card]:
        return g.runner.rig() if ctx.side == RUNNER else g.installed_corp_cards()

    def label(self, g: Game, c: Card) -> str:
        return c.title

    def text(self, n: int) -> str:
        return "of your installed cards" if n != 1 else "of your installed card"


class CardsInYourHand(NamedTuple):
    """The cards in the controller's hand (one choice per title: copies are alike)."""

    def cards(self, g: Game, ctx: Ctx) -> list[Card]:
        seen: dict[str, Card] = {}
        for c in g.player(ctx.side).hand:
            seen.setdefault(c.title, c)
        return list(seen.values())

    def label(self, g: Game, c: Card) -> str:
        return c.title

    def text(self, n: int) -> str:
        return "card from your hand" if n == 1 else "cards from your hand"


# ---------------------------------------------------------------------- what is done to each


class ExposeIt(NamedTuple):
    """Expose the card chosen (the Corp may prevent it: ``PreventWindow("expose")``)."""

    verb: str = "Expose"
    past: str = "exposed"

    def step(self, g: Game, ctx: Ctx, c: Card) -> Any:
        return PreventWindow("expose", 1, ctx.title, c.id)


class TrashIt(NamedTuple):
    """The controller trashes the card chosen (one of its own)."""

    verb: str = "Trash"
    past: str = "trashed"

    def step(self, g: Game, ctx: Ctx, c: Card) -> Any:
        return TrashOwnCard(c.id, ctx.title)


class TrashOwnCard(NamedTuple):
    """A step: a player trashes a card of its own (installed or in hand), faceup."""

    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.say(f"{who(c.side)} trashes {c.title} ({self.source}).")
        g.move(c, DISCARD, faceup=True)


# ---------------------------------------------------------------------- the decision


class AnyNumber(NamedTuple):
    """``act`` done to any number of the cards ``what`` offers (up to ``most``; 0: no limit),
    chosen one at a time by the controller until it says it is done; ``each`` resolves after
    each card (``ctx.extra``: the card's id)."""

    act: Any
    what: Any
    most: int = 0
    each: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(ChooseNext(self, ctx, ()))

    def text(self) -> str:
        how_many = f"up to {self.most}" if self.most else "any number"
        what = self.what.text(self.most or 2)
        if not self.most and not what.startswith("of "):
            what = "of " + what
        t = f"{self.act.verb} {how_many} {what}."
        if self.each:
            t += f" {join_texts(self.each)[:-1]} for each card {self.act.past} in this way."
        return t


class ChooseNext(NamedTuple):
    """A step: the controller chooses one more card for ``spec`` (the cards in ``chosen`` are
    done), or is done."""

    spec: AnyNumber
    ctx: Ctx
    chosen: tuple[int, ...]

    def run(self, g: Game) -> None:
        spec, ctx = self.spec, self.ctx
        if spec.most and len(self.chosen) >= spec.most:
            return
        cards = [c for c in spec.what.cards(g, ctx) if c.id not in self.chosen]
        if not cards:
            if not self.chosen:
                g.say(f"{ctx.title}: there is nothing to choose.")
            return
        pairs: list[tuple[Option, Any]] = []
        for c in cards:
            then: list[Any] = [spec.act.step(g, ctx, c)]
            if spec.each:
                then.append(Resolve(spec.each, ctx._replace(extra=c.id)))
            then.append(ChooseNext(spec, ctx, (*self.chosen, c.id)))
            in_hand = c.zone == "hand"
            pairs.append(
                (
                    Option(
                        "choose",
                        card=c.title if visible_to(g, c, ctx.side) else None,
                        card_id=None if in_hand else c.id,
                        server=c.server,
                        label=f"{spec.act.verb} {spec.what.label(g, c)}",
                    ),
                    Chain(tuple(then)),
                )
            )
        pairs.append((Option("pass", label="Done" if self.chosen else "Choose none"), NOTHING))
        left = f"up to {spec.most - len(self.chosen)} more" if spec.most else "any number more"
        g.ask(
            ctx.side,
            f"{ctx.title}: {spec.act.verb.lower()} which card? ({left}; {len(self.chosen)} so far)",
            pairs,
            public_prompt=f"{ctx.title}: {the(ctx.side)} chooses cards to "
            f"{spec.act.verb.lower()} ({len(self.chosen)} so far).",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
            params={"chosen": len(self.chosen), "most": spec.most},
        )


# ---------------------------------------------------------------------- the Corp's discards


class CorpKeepsPaying(NamedTuple):
    """The Corp discards all of HQ, keeping the cards it pays ``n`` bits each for, chosen one at
    a time (Synchronized Attack on HQ). The cards kept and discarded are named to nobody but the
    Corp: the log counts them."""

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(KeepNext(self.n, ctx, ()))

    def text(self) -> str:
        return (
            "The Corp discards all cards in HQ. The Corp can keep cards by paying "
            f"{credits(self.n)} for each card not discarded."
        )


class KeepNext(NamedTuple):
    """A step: the Corp keeps one more card of HQ for ``n`` bits, or discards the rest (the ids
    in ``kept`` are kept)."""

    n: int
    ctx: Ctx
    kept: tuple[int, ...]

    def run(self, g: Game) -> None:
        rest = [c for c in g.corp.hand if c.id not in self.kept]
        discard = DiscardHQBut(self.kept, self.ctx.title)
        if not rest:
            g.push(discard)
            return
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = []
        if g.corp.credits >= self.n:
            seen: set[str] = set()
            for c in rest:
                if c.title in seen:
                    continue
                seen.add(c.title)
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=c.title,
                            label=f"Pay {w.credits(self.n)} to keep {c.title}",
                            cost=priced(0, self.n),
                        ),
                        KeepOne(c.title, self),
                    )
                )
        pairs.append(
            (Option("pass", label=f"Discard the {plural(len(rest), 'card')} left"), discard)
        )
        g.ask(
            CORP,
            f"{self.ctx.title}: HQ is discarded; keep which card for {w.credits(self.n)}? "
            f"({len(self.kept)} kept so far)",
            pairs,
            public_prompt=f"{self.ctx.title}: the Corp chooses which cards of HQ to keep.",
            kind="choose",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
            params={"cost": self.n, "chosen": len(self.kept)},
        )


class KeepOne(NamedTuple):
    """A step: the Corp pays to keep a card titled ``title`` not kept yet, then chooses again."""

    title: str
    then: KeepNext

    def run(self, g: Game) -> None:
        c = next(
            (c for c in g.corp.hand if c.title == self.title and c.id not in self.then.kept), None
        )
        if c is None or g.corp.credits < self.then.n:
            g.push(self.then)
            return
        g.pay(CORP, self.then.n)
        g.say(
            f"The Corp pays {g.ruleset.words.credits(self.then.n)} to keep a card in HQ "
            f"({self.then.ctx.title})."
        )
        g.push(self.then._replace(kept=(*self.then.kept, c.id)))


class DiscardHQBut(NamedTuple):
    """A step: the Corp discards every card of HQ but those in ``kept``, facedown."""

    kept: tuple[int, ...]
    source: str

    def run(self, g: Game) -> None:
        gone = [c for c in g.corp.hand if c.id not in self.kept]
        for c in gone:
            g.move(c, DISCARD, faceup=False)
        g.say(f"The Corp discards {plural(len(gone), 'card')} from HQ ({self.source}).")


class CorpDiscardsAtRandom(NamedTuple):
    """The Corp discards ``n`` cards of HQ at random (all, with fewer), facedown (Terrorist
    Reprisal)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        gone = 0
        while gone < self.n and g.corp.hand:
            c = g.corp.hand[g.rng.randrange(len(g.corp.hand))]
            g.move(c, DISCARD, faceup=False)
            gone += 1
        g.say(f"The Corp discards {plural(gone, 'card')} at random from HQ ({ctx.title}).")

    def text(self) -> str:
        return f"The Corp discards {plural(self.n, 'card')} at random from HQ."


# ---------------------------------------------------------------------- every fort's outer ice


class ExposeOutermostIce(NamedTuple):
    """Expose the outermost piece of ice of each fort, fort by fort (one the Corp has rezzed,
    or already exposed, is known to both players already: nothing to expose there)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        steps = [
            PreventWindow("expose", 1, ctx.title, s.ice[-1].id)
            for s in g.corp.servers.values()
            if s.ice and not s.ice[-1].rezzed and not s.ice[-1].faceup
        ]
        if not steps:
            g.say(f"{ctx.title}: no fort's outermost ice is hidden; nothing to expose.")
            return
        g.push_seq(*steps)

    def text(self) -> str:
        return f"Expose the outermost piece of ice of each {current_words().server[0]}."


__all__ = [
    "AnyNumber",
    "ChooseNext",
    "InstalledCorpCards",
    "YourInstalledCards",
    "CardsInYourHand",
    "ExposeIt",
    "TrashIt",
    "TrashOwnCard",
    "CorpKeepsPaying",
    "KeepNext",
    "KeepOne",
    "DiscardHQBut",
    "CorpDiscardsAtRandom",
    "ExposeOutermostIce",
]

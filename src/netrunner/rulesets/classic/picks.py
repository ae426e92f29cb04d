"""Choosing any number (or up to N) of cards, as a repeat-until-done decision: the player picks
one card at a time, each pick a ``choose`` option, until "Done" (a ``pass``) or the most allowed.

:class:`PickCards` is the one decision, for both sides' cards. Two ways to use it:

- pick, then act on all the cards picked: ``then`` resolves again with what was picked,
  ``then._replace(picked=ids, done=True)``, an effect (a ``NamedTuple``) with the fields
  ``picked`` (card ids, in the order they were picked) and ``done``, which starts the pick when
  resolved with ``done`` false. The 1996 Encryption Breakthrough and Superior Net Barriers
  (reveal ice), Corporate Downsizing and Corporate Negotiating Center (show agendas from HQ),
  Data Fort Reclamation (up to four cards from HQ);
- act on each card as it is picked, before the next pick: :class:`AnyNumber`, the effect a card
  declares, with a selector that says which cards may be chosen (:class:`InstalledCorpCards`,
  :class:`YourInstalledCards`, :class:`CardsInYourHand`), an action what is done to each
  (:class:`ExposeIt`, :class:`TrashIt`), ``each`` what follows each card ("gain 3 bits for each
  card trashed in this way"): Hunt Club BBS exposes up to three installed cards, misc.for-sale
  trashes any number of the Runner's installed cards, Organ Donor up to five cards from the grip.

What is picked so far lives in the step of each option (:class:`PickCards` holds it), so a game
paused in the middle copies, replays and determinises. The decision's ``params`` are ``chosen``
(cards picked so far) and, when there is a limit, ``most``.

Cards of a hand are offered one option per title (copies are the same choice), by title and
without a view id; installed cards one option each, named as the deciding player may name them.
``hidden`` asks the decision even when nothing fits, and again after every pick until "Done":
when the cards come from places the other player cannot see, whether the player is asked (or
asked again) must tell nothing about them.

>>> from netrunner.engine.game import Ctx
>>> from netrunner.testing import scenario
>>> from netrunner.rulesets.classic.icemods import RevealForBits
>>> g = scenario(ruleset="classic", corp={"hand": ["Data Wall", "Data Wall", "Fire Wall"]})
>>> pick = PickCards("corp", tuple(c.id for c in g.corp.hand), RevealForBits("Wall"),
...     Ctx("corp", -1, "Superior Net Barriers"), "reveal", hidden=True, what="walls")
>>> pick.run(g)
>>> [o.label for o in g.decision.options]
['Reveal Data Wall from HQ', 'Reveal Fire Wall from HQ', 'Reveal none']
>>> from netrunner.engine.effects import GainCredits
>>> AnyNumber(TrashIt(), YourInstalledCards(), each=(GainCredits(3),)).text()
'Trash any number of your installed cards. Gain 3 credits for each card trashed in this way.'
>>> AnyNumber(ExposeIt(), InstalledCorpCards(), most=3).text()
'Expose up to 3 installed cards.'
>>> ExposeOutermostIce().text()
'Expose the outermost piece of ice of each server.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.damage import PreventWindow
from ...engine.decision import Option
from ...engine.naming import ice_label, ice_position
from ...engine.state import DISCARD, HAND, ICE
from ...engine.steps import NOTHING, Chain, Resolve, join_texts, one_per_title, source_id, the, who
from ...engine.view import visible_to
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def pick_name(g: Game, c: Card, side: str) -> str:
    """A card offered to ``side`` in a pick: its title where ``side`` may know it (and, for
    installed ice, its position), else where it is."""
    if c.zone == ICE:
        if visible_to(g, c, side):
            return f"{c.title} ({ice_position(g, c)})"
        return ice_label(g, c)
    if visible_to(g, c, side):
        if c.zone == HAND:
            return f"{c.title} from {'HQ' if c.side == 'corp' else 'your grip'}"
        return f"{c.title} in {c.server}" if c.server else c.title
    return f"the unrezzed card in {c.server}" if c.server else "a card"


# ---------------------------------------------------------------------- the decision


class PickCards(NamedTuple):
    """``side`` picks cards among ``pool`` one at a time, up to ``most`` (None: any number), then
    ``then`` resolves with the ids picked (``then._replace(picked=...)``; None: nothing).

    ``pool`` is card ids (the cards still in the game are offered), or a selector whose
    ``cards(game, ctx)`` are the cards offered now. ``on_pick`` (an :class:`AnyNumber`): its
    ``steps(game, ctx, card)`` run as each card is picked, before the next pick. ``verb`` says
    what is done with each ("reveal", "show", "install"): the options read "Reveal Data Wall
    from HQ" and "Done"; ``what`` names the cards in the prompts ("code gates"). ``hidden``: ask
    even when nothing is left to pick (see the module)."""

    side: str
    pool: Any
    then: Any
    ctx: Ctx
    verb: str
    most: int | None = None
    chosen: tuple[int, ...] = ()
    hidden: bool = False
    what: str = "cards"
    on_pick: Any = None

    def offered(self, g: Game) -> list[Card]:
        """The cards that may be picked now (the ones picked already are not)."""
        if hasattr(self.pool, "cards"):  # a selector (a NamedTuple: a tuple too)
            cards = self.pool.cards(g, self.ctx)
        else:
            cards = [g.card(i) for i in self.pool]
        return [c for c in cards if c is not None and c.id not in self.chosen]

    def run(self, g: Game) -> None:
        left = self.offered(g)
        full = self.most is not None and self.most <= len(self.chosen)
        if full or (not left and not self.hidden):
            g.push(self.finish())
            return
        pairs: list[tuple[Option, Any]] = []
        # copies in a hand are the same choice; installed cards are each their own
        for c in one_per_title(left, key=lambda c: c.title if c.zone == HAND else c.id):
            in_hand = c.zone == HAND
            shown = visible_to(g, c, self.side)
            pairs.append(
                (
                    Option(
                        "choose",
                        card=c.title if shown else None,
                        card_id=None if in_hand else c.id,
                        server=c.server,
                        label=f"{self.verb.capitalize()} {pick_name(g, c, self.side)}",
                    ),
                    self._picked(g, c),
                )
            )
        n = len(self.chosen)
        done = "Done" if n else f"{self.verb.capitalize()} none"
        pairs.append((Option("pass", label=done), self.finish()))
        most = f" (up to {self.most})" if self.most is not None else ""
        params: dict[str, Any] = {"chosen": n}
        if self.most is not None:
            params["most"] = self.most
        g.ask(
            self.side,
            f"{self.ctx.title}: {self.verb} which {self.what}{most}? ({n} so far)",
            pairs,
            public_prompt=f"{self.ctx.title}: {the(self.side)} chooses {self.what} to {self.verb}.",
            kind="choose",
            source=source_id(self.ctx),
            source_title=self.ctx.title,
            params=params,
        )

    def _picked(self, g: Game, c: Card) -> Any:
        """The step of picking ``c``: what is done to it at once (``on_pick``), then the next
        pick."""
        again = self._replace(chosen=(*self.chosen, c.id))
        if self.on_pick is None:
            return again
        return Chain((*self.on_pick.steps(g, self.ctx, c), again))

    def finish(self) -> Any:
        """The step that resolves ``then`` with what was picked."""
        if self.then is None:
            return NOTHING
        return Resolve((self.then._replace(picked=self.chosen, done=True),), self.ctx)


# ---------------------------------------------------------------------- what may be chosen


class InstalledCorpCards(NamedTuple):
    """The Corp's installed cards not known to both players yet (unrezzed and not exposed): the
    ones an expose can tell something about."""

    def cards(self, g: Game, ctx: Ctx) -> list[Card]:
        return [c for c in g.installed_corp_cards() if not c.rezzed and not c.faceup]

    def text(self) -> str:
        return "installed cards"


class YourInstalledCards(NamedTuple):
    """The controller's installed cards (the Runner's rig)."""

    def cards(self, g: Game, ctx: Ctx) -> list[Card]:
        return g.runner.rig() if ctx.side == RUNNER else g.installed_corp_cards()

    def text(self) -> str:
        return "your installed cards"


class CardsInYourHand(NamedTuple):
    """The cards in the controller's hand (offered one choice per title: copies are alike)."""

    def cards(self, g: Game, ctx: Ctx) -> list[Card]:
        return list(g.player(ctx.side).hand)

    def text(self) -> str:
        return "cards from your hand"


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


# ---------------------------------------------------------------------- the effect


class AnyNumber(NamedTuple):
    """``act`` done to any number of the cards ``what`` offers (up to ``most``; None: no limit),
    chosen one at a time by the controller until it says it is done (a :class:`PickCards`);
    ``each`` resolves after each card (``ctx.extra``: the card's id)."""

    act: Any
    what: Any
    most: int | None = None
    each: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not self.what.cards(g, ctx):
            g.say(f"{ctx.title}: there is nothing to choose.")
            return
        verb = self.act.verb.lower()
        g.push(PickCards(ctx.side, self.what, None, ctx, verb, self.most, on_pick=self))

    def steps(self, g: Game, ctx: Ctx, c: Card) -> tuple[Any, ...]:
        """What is done to ``c`` as it is picked."""
        done = self.act.step(g, ctx, c)
        return (done, Resolve(self.each, ctx._replace(extra=c.id))) if self.each else (done,)

    def text(self) -> str:
        what = self.what.text()
        if self.most is None:
            how_many = "any number of"
        else:
            how_many = f"up to {self.most}" + (" of" if what.startswith("your ") else "")
        t = f"{self.act.verb} {how_many} {what}."
        if self.each:
            t += f" {join_texts(self.each)[:-1]} for each card {self.act.past} in this way."
        return t


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
    "PickCards",
    "pick_name",
    "AnyNumber",
    "InstalledCorpCards",
    "YourInstalledCards",
    "CardsInYourHand",
    "ExposeIt",
    "TrashIt",
    "TrashOwnCard",
    "ExposeOutermostIce",
]

"""Decks and hands: searching a deck for a card (``SearchDeck``), moving a card from the deck or
the discard pile to its owner's hand (``FetchFromDeck``, ``ToHand``, ``to_hand``) and shuffling a
deck (``ShuffleDeck``).

>>> from netrunner.engine.carddb import CORP
>>> SearchDeck(CORP, "agenda").text()
'Look through R&D for an agenda, put it into HQ, then shuffle R&D.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .decision import Option
from .state import DECK, HAND
from .steps import Chain, a_or_an, card_is, in_parens, one_per_title, the, who

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .state import Card


# ---------------------------------------------------------------------- decks and hands

_DECK = {CORP: "R&D", RUNNER: "the stack"}
_HAND = {CORP: "HQ", RUNNER: "your grip"}


class SearchDeck(NamedTuple):
    """``side`` looks through their deck (R&D, the stack) for a card (of ``card_type``, with
    ``keyword``; any card if neither), adds it to their hand (the Runner reveals it), then
    shuffles the deck.

    With ``may_fail`` the player may also find nothing, and is asked even when nothing fits (so
    the other side learns nothing); without, a search that can find nothing says so.

    >>> SearchDeck(RUNNER, "program", "Virus").text()
    'Look through your stack for a virus program, reveal it and put it into your grip, then shuffle your stack.'
    >>> SearchDeck(CORP).text()
    'Look through R&D for a card, put it into HQ, then shuffle R&D.'
    """

    side: str
    card_type: str = ""
    keyword: str = ""
    may_fail: bool = False

    def what(self) -> str:
        """What is searched for: "card", "icebreaker", "virus program"."""
        noun = self.card_type or ("" if self.keyword else "card")
        return " ".join(w for w in (self.keyword.lower(), noun) if w)

    def resolve(self, g: Game, ctx: Ctx) -> None:
        side, what = self.side, self.what()
        deck = g.player(side).deck
        found = one_per_title(c for c in deck if card_is(c, self.card_type, self.keyword))
        if not found and not self.may_fail:
            if not deck:
                g.say(
                    f"{'R&D' if side == CORP else 'The stack'} is empty: there is nothing to find."
                )
                return
            g.say(f"{ctx.title}: {the(side)} finds no {what} and shuffles {_DECK[side]}.")
            g.shuffle_deck(side)
            return
        reveal = "Reveal {} and add it to your grip" if side == RUNNER else "Add {} to HQ"
        pairs: list[tuple[Option, Any]] = [
            (
                Option.new("choose", card=c.title, label=reveal.format(c.title)),
                Chain((FetchFromDeck(side, c.title, ctx.title), ShuffleDeck(side))),
            )
            for c in found
        ]
        if self.may_fail:
            pairs.append((Option.new("pass", label=f"Find no {what}"), ShuffleDeck(side)))
        g.ask(
            side,
            f"{ctx.title}: which {what} do you add to {_HAND[side]}?",
            pairs,
            public_prompt=(f"{ctx.title}: {the(side)} searches {_DECK[side]} for {a_or_an(what)}."),
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        if self.side == RUNNER:
            return (
                f"Look through your stack for {a_or_an(self.what())}, reveal it and put it into "
                "your grip, then shuffle your stack."
            )
        return f"Look through R&D for {a_or_an(self.what())}, put it into HQ, then shuffle R&D."


class FetchFromDeck(NamedTuple):
    """A step: a card titled ``title`` goes from ``side``'s deck to their hand (see to_hand)."""

    side: str
    title: str
    source: str = ""

    def run(self, g: Game) -> None:
        c = next((c for c in g.player(self.side).deck if c.title == self.title), None)
        if c is not None:
            to_hand(g, c, self.source)


class ToHand(NamedTuple):
    """A step: the card ``card_id`` goes to its owner's hand (see to_hand)."""

    card_id: int
    source: str = ""

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None:
            to_hand(g, c, self.source)


def to_hand(g: Game, c: Card, source: str = "") -> None:
    """Move ``c`` from its owner's deck or discard pile to their hand and say so, naming it only
    if it was public there or is revealed (a card the Runner finds in the stack)."""
    frm, faceup = c.zone, c.faceup
    g.move(c, HAND)
    if c.side == CORP and frm == DECK:
        g.say("The Corp adds a card from R&D to HQ.")
    elif c.side == CORP:
        g.say(f"The Corp adds {c.title if faceup else 'a facedown card'} from Archives to HQ.")
    elif frm == DECK:
        g.say(f"The Runner reveals {c.title} and adds it to the grip{in_parens(source)}.")
    else:
        g.say(f"The Runner takes {c.title} from the heap into the grip{in_parens(source)}.")


class ShuffleDeck(NamedTuple):
    """A step: ``side`` shuffles their deck ("The Runner shuffles the stack."; with a ``source``:
    "Rabbit Hole: the Runner shuffles their stack.")."""

    side: str
    source: str = ""

    def run(self, g: Game) -> None:
        g.shuffle_deck(self.side)
        if not self.source:
            g.say(f"{who(self.side)} shuffles {_DECK[self.side]}.")
            return
        deck = "their stack" if self.side == RUNNER else "R&D"
        g.say(f"{self.source}: {the(self.side)} shuffles {deck}.")

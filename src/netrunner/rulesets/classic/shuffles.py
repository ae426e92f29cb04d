"""Cards shuffled back into a deck, then drawn again (the 1996 AI Chief Financial Officer,
Rescheduler, MIT West Tier, Record Reconstructor's Archives run), and agendas the Corp shows to
the Runner from HQ (Corporate Negotiating Center, Corporate Downsizing).

A shuffle gives every card of the deck a new id (``Game.shuffle_deck``), so nothing the Runner
knew of R&D's order survives it. A card shown from HQ is named in a public log line and
known to the Runner while it stays in HQ (``Game.learn``: a determinisation for the Runner keeps
it there); HQ cards are never faceup, so the view shows no title (as for any card shown once).

>>> ShuffleIntoRD().text()
'Shuffle the cards stored in HQ and Archives into R&D.'
>>> Reschedule().text()
'Note the number of cards stored in HQ. Shuffle those cards into R&D, and then draw that many cards.'
>>> ShowAgendasFromHQ(per_card=1).text()
'Show the Runner any number of agenda cards stored in HQ: gain 1 credit for each.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.state import DECK, DISCARD, HAND, PLAY
from ...engine.steps import plural
from ...engine.words import credits, current_words
from .picks import PickCards

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


def shuffle_into_deck(g: Game, side: str, zones: tuple[str, ...]) -> int:
    """Every card of ``side``'s ``zones`` (``"hand"``, ``"discard"``) goes into its deck, which
    is then shuffled; returns how many cards went in."""
    p = g.player(side)
    moved = 0
    for zone in zones:
        for c in list(getattr(p, zone)):
            g.move(c, DECK)
            moved += 1
    g.shuffle_deck(side)
    return moved


class ShuffleIntoRD(NamedTuple):
    """Shuffle every card stored in HQ and in Archives (both piles) into R&D."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = shuffle_into_deck(g, CORP, (HAND, DISCARD))
        g.say(f"The Corp shuffles {plural(n, 'card')} from HQ and Archives into R&D ({ctx.title}).")

    def text(self) -> str:
        return "Shuffle the cards stored in HQ and Archives into R&D."


class Reschedule(NamedTuple):
    """Note the number of cards in HQ, shuffle them into R&D, then draw that many."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = shuffle_into_deck(g, CORP, (HAND,))
        g.say(f"The Corp shuffles {plural(n, 'card')} from HQ into R&D ({ctx.title}).")
        g.draw(CORP, n)

    def text(self) -> str:
        return (
            "Note the number of cards stored in HQ. Shuffle those cards into R&D, and then draw"
            " that many cards."
        )


class ShuffleGripTrashStack(NamedTuple):
    """The Runner shuffles their hand, trash and stack together, then draws ``draw`` cards;
    with ``remove``, the card played is removed from the game instead of being trashed (MIT West
    Tier)."""

    draw: int = 0
    remove: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if self.remove and c is not None and c.zone == PLAY:
            g.move(c, "removed", faceup=True)
            g.say(f"{ctx.title} is removed from the game.")
        n = shuffle_into_deck(g, RUNNER, (HAND, DISCARD))
        trash = current_words().runner_discard
        g.say(
            f"The Runner shuffles {plural(n, 'card')} from the grip and the {trash} into the"
            f" stack ({ctx.title})."
        )
        if self.draw:
            g.draw(RUNNER, self.draw)

    def text(self) -> str:
        t = f"Shuffle your hand, {current_words().runner_discard}, and stack together"
        t += f", and then draw {plural(self.draw, 'card')}." if self.draw else "."
        if self.remove:
            t += " When you play this card, remove it from the game instead of trashing it."
        return t


class ShowAgendasFromHQ(NamedTuple):
    """The Corp shows the Runner any number of agendas stored in HQ; it gains ``per_card`` bits
    for each and ``per_point`` for each of their agenda points; with ``shuffle_in`` they are
    then shuffled into R&D (Corporate Downsizing)."""

    per_card: int = 0
    per_point: int = 0
    shuffle_in: bool = False
    picked: tuple[int, ...] = ()
    done: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not self.done:
            if not g.corp.hand:  # nothing to show, and the Runner knows it
                return
            agendas = tuple(c.id for c in g.corp.hand if c.data.type == "agenda")
            g.push(PickCards(CORP, agendas, self, ctx, "show", hidden=True, what="agendas from HQ"))
            return
        cards = [c for c in (g.card(i) for i in self.picked) if c is not None and c.zone == HAND]
        w = g.ruleset.words
        if not cards:
            g.say(f"{ctx.title}: the Corp shows no agenda.")
            return
        names = ", ".join(c.title for c in cards)
        g.say(f"The Corp shows the Runner {names} from HQ ({ctx.title}).")
        for c in cards:
            g.learn(c)
        points = sum(c.data.agenda_points or 0 for c in cards)
        gain = self.per_card * len(cards) + self.per_point * points
        if gain:
            g.gain(CORP, gain)
            g.say(f"The Corp gains {w.credits(gain)} ({ctx.title}).")
        if self.shuffle_in:
            for c in cards:
                g.move(c, DECK)
            g.shuffle_deck(CORP)
            g.say(f"The Corp shuffles {plural(len(cards), 'shown agenda')} into R&D.")

    def text(self) -> str:
        gains = []
        if self.per_card:
            gains.append(f"gain {credits(self.per_card)} for each")
        if self.per_point:
            gains.append(
                f"gain {credits(self.per_point)} for each of their combined agenda points"
                if self.per_point != 2
                else "gain bits equal to twice their combined agenda points"
            )
        body = "Show the Runner any number of agenda cards stored in HQ"
        if gains:
            body += ": " + " and ".join(gains)
        if self.shuffle_in:
            body += "; then shuffle them into R&D"
        return body + "."


class ReconstructArchives(NamedTuple):
    """Shuffle the faceup pile of Archives, then put its top two cards on top of R&D (Record
    Reconstructor, instead of accessing Archives). Both players see which cards, and in which
    order: the Runner knows them while they stay there."""

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pile = [c for c in g.corp.discard if c.faceup]
        g.rng.shuffle(pile)
        top = pile[: self.n]
        if not top:
            g.say(f"{ctx.title}: the faceup pile of Archives is empty.")
            return
        moved = []
        for c in reversed(top):  # the pile's top card ends on top of R&D
            moved.append(g.move(c, DECK, top=True))
        moved.reverse()
        for c in moved:
            g.learn(c)
        names = " and then ".join(c.title for c in moved)
        g.say(
            f"{ctx.title}: the faceup pile of Archives is shuffled; {names} go on top of R&D"
            " (the first on top)."
        )

    def text(self) -> str:
        return (
            f"Shuffle the faceup pile of Archives, then put its top {plural(self.n, 'card')} on R&D"
        )


__all__ = [
    "shuffle_into_deck",
    "ShuffleIntoRD",
    "Reschedule",
    "ShuffleGripTrashStack",
    "ShowAgendasFromHQ",
    "ReconstructArchives",
]

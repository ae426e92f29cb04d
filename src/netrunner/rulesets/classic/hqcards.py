"""Cards the Corp's 1996 operations move between HQ, Archives and R&D: one card of HQ
shuffled into R&D (Corporate Shuffle, after drawing five) and any number of ice cards searched
out of Archives, shown to the Runner and stored in HQ (Reclamation Project).

What each side knows. The card of HQ shuffled away is the Corp's secret: the Runner's prompt
names none and the log says only that a card went (the Runner loses track of HQ, ``Game.learn``).
The Archives search looks at both piles; the Corp is asked even with no ice there, since the
facedown pile may hide some (the Runner cannot tell); the ice it takes is shown (a public log
line naming it) and known to the Runner while it stays in HQ.

>>> ShuffleOneFromHQ().text()
'Shuffle a card stored in HQ into R&D.'
>>> IceFromArchivesToHQ().text()
'Search Archives for any number of ice cards. Show those cards to the Runner, then store them in HQ.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.decision import Option
from ...engine.state import DECK, HAND
from ...engine.steps import one_per_title, source_id
from .picks import PickCards

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class ShuffleOneFromHQ(NamedTuple):
    """The Corp chooses a card stored in HQ and shuffles it into R&D (none if HQ is empty)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.corp.hand:
            g.say(f"{ctx.title}: HQ is empty, no card to shuffle into R&D.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, label=f"Shuffle {c.title} into R&D"),
                IntoRD(c.title, ctx.title),
            )
            for c in one_per_title(g.corp.hand)
        ]
        g.ask(
            CORP,
            f"{ctx.title}: which card of HQ do you shuffle into R&D?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp chooses a card of HQ to shuffle into R&D.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return "Shuffle a card stored in HQ into R&D."


class IntoRD(NamedTuple):
    """A step: a card titled ``title`` goes from HQ into R&D, which is shuffled."""

    title: str
    source: str

    def run(self, g: Game) -> None:
        c = next((c for c in g.corp.hand if c.title == self.title), None)
        if c is None:
            return
        g.move(c, DECK)
        g.shuffle_deck(CORP)
        g.say(f"The Corp shuffles a card from HQ into R&D ({self.source}).")


class IceFromArchivesToHQ(NamedTuple):
    """The Corp takes any number of ice cards from Archives (either pile), shows them to the
    Runner and stores them in HQ."""

    picked: tuple[int, ...] = ()
    done: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not self.done:
            if not g.corp.discard:  # nothing to search, and the Runner sees it
                g.say(f"{ctx.title}: Archives is empty.")
                return
            ice = tuple(c.id for c in g.corp.discard if c.data.type == "ice")
            g.push(PickCards(CORP, ice, self, ctx, "take", hidden=True, what="ice from Archives"))
            return
        cards = [c for c in (g.card(i) for i in self.picked) if c is not None]
        if not cards:
            g.say(f"{ctx.title}: the Corp takes no ice from Archives.")
            return
        names = ", ".join(c.title for c in cards)
        moved = [g.move(c, HAND) for c in cards]
        them = "it" if len(cards) == 1 else "them"
        g.say(
            f"The Corp shows the Runner {names} from Archives and stores {them} in HQ ({ctx.title})."
        )
        for c in moved:
            g.learn(c)

    def text(self) -> str:
        return (
            "Search Archives for any number of ice cards. Show those cards to the Runner, then"
            " store them in HQ."
        )


__all__ = ["IceFromArchivesToHQ", "IntoRD", "ShuffleOneFromHQ"]

"""Choosing any number (or up to N) of cards for one effect, as a repeat-until-done decision: the
player picks one card at a time, each pick a ``choose`` option, until "Done" (a ``pass``) or the
most allowed. The 1996 Encryption Breakthrough and Superior Net Barriers (reveal ice), Corporate
Downsizing and Corporate Negotiating Center (show agendas from HQ), Data Fort Reclamation (up to
four cards from HQ) use it; so may any card of either side.

What is picked so far lives in the step of each option (:class:`PickCards` holds it), so a game
paused in the middle copies, replays and determinises. When the pick is done the effect ``then``
resolves again with what was picked: ``then._replace(picked=ids, done=True)``, an effect (a
``NamedTuple``) with the fields ``picked`` (card ids, in the order they were picked) and ``done``,
which starts the pick when resolved with ``done`` false.

Cards of a hidden zone (HQ) are offered one option per title (copies are the same choice), by
title and without a view id; installed cards one option each, named as the deciding player may
name them. ``hidden`` asks the decision even when nothing fits, and again after every pick until
"Done": when the cards come from places the other player cannot see, whether the player is asked
(or asked again) must tell nothing about them.

>>> from netrunner.engine.game import Ctx
>>> from netrunner.testing import scenario
>>> from netrunner.rulesets.classic.icemods import RevealForBits
>>> g = scenario(ruleset="classic", corp={"hand": ["Data Wall", "Data Wall", "Fire Wall"]})
>>> pick = PickCards("corp", tuple(c.id for c in g.corp.hand), RevealForBits("Wall"),
...     Ctx("corp", -1, "Superior Net Barriers"), "reveal", hidden=True, what="walls")
>>> pick.run(g)
>>> [o.label for o in g.decision.options]
['Reveal Data Wall from HQ', 'Reveal Fire Wall from HQ', 'Reveal none']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.decision import Option
from ...engine.naming import ice_label, ice_position
from ...engine.state import HAND, ICE
from ...engine.steps import Resolve, source_id, the
from ...engine.view import visible_to

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


class PickCards(NamedTuple):
    """``side`` picks cards among ``pool`` (card ids) one at a time, up to ``most`` (-1: any
    number), then ``then`` resolves with the ids picked (``then._replace(picked=...)``).

    ``verb`` says what is done with each ("reveal", "show", "install"): the options read
    "Reveal Data Wall from HQ" and "Done"; ``what`` names the cards in the public prompt ("code
    gates"). ``hidden``: ask even when nothing is left to pick (see the module)."""

    side: str
    pool: tuple[int, ...]
    then: Any
    ctx: Ctx
    verb: str
    most: int = -1
    chosen: tuple[int, ...] = ()
    hidden: bool = False
    what: str = "cards"

    def run(self, g: Game) -> None:
        left = [
            c for c in (g.card(i) for i in self.pool) if c is not None and c.id not in self.chosen
        ]
        full = 0 <= self.most <= len(self.chosen)
        if full or (not left and not self.hidden):
            g.push(self.finish())
            return
        pairs: list[tuple[Option, Any]] = []
        titles: set[str] = set()
        for c in left:
            in_hand = c.zone == HAND
            if in_hand:  # copies in a hand are the same choice
                if c.title in titles:
                    continue
                titles.add(c.title)
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
                    self._replace(chosen=(*self.chosen, c.id)),
                )
            )
        n = len(self.chosen)
        done = "Done" if n else f"{self.verb.capitalize()} none"
        pairs.append((Option("pass", label=done), self.finish()))
        most = f" (up to {self.most})" if self.most >= 0 else ""
        params: dict[str, Any] = {"chosen": n}
        if self.most >= 0:
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

    def finish(self) -> Any:
        """The step that resolves ``then`` with what was picked."""
        return Resolve((self.then._replace(picked=self.chosen, done=True),), self.ctx)


__all__ = ["PickCards", "pick_name"]

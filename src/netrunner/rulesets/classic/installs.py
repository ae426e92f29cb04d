"""Corp cards installed or uninstalled by an effect in the 1996 game: ice from the top of R&D
installed and rezzed at no cost (Security Purge), a new data fort made from up to four cards of
HQ with bits that go back to the bank if not spent (Data Fort Reclamation), and an installed card
returned to HQ (Cowboy Sysop).

Bits for one purpose that go back afterwards (Data Fort Reclamation's 10) are gained into the
Corp's pool and spent first: what is left of them when the effect is over (at most 10, no more
than the Corp has beyond what it had before) returns to the bank.

>>> SecurityPurge(3).text()
'Show the top 3 cards of R&D to the Runner. Install and rez the ice among them, at no cost, and trash the rest.'
>>> UninstallToHQ().text()
'Choose one of your installed cards to be uninstalled. Store it in HQ.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import choose_card
from ...engine.decision import Option
from ...engine.flow import Rez, can_rez, rez_price
from ...engine.install import (
    NEW_REMOTE,
    CompleteCorpInstall,
    corp_install_cost,
    corp_install_options,
)
from ...engine.naming import public_name, where
from ...engine.state import DISCARD, HAND
from ...engine.steps import NOTHING, plural, source_id
from ...engine.view import visible_to
from ...engine.words import credits
from .picks import PickCards

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

_INSTALLABLE = ("agenda", "asset", "upgrade", "ice")


# ---------------------------------------------------------------------- Security Purge


class SecurityPurge(NamedTuple):
    """Show the top ``n`` cards of R&D; install and rez the ice among them at no cost, trash
    the rest (faceup: both players saw them)."""

    n: int = 3

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = g.corp.deck[: self.n]
        if not top:
            g.say(f"{ctx.title}: R&D is empty.")
            return
        g.say(
            f"The Corp shows the Runner the top {plural(len(top), 'card')} of R&D: "
            f"{', '.join(c.title for c in top)} ({ctx.title})."
        )
        ice = [c.id for c in top if c.data.type == "ice"]
        rest = tuple(c.id for c in top if c.data.type != "ice")
        g.push_seq(*(InstallShownIce(i, ctx.title) for i in ice), TrashShown(rest, ctx.title))

    def text(self) -> str:
        return (
            f"Show the top {self.n} cards of R&D to the Runner. Install and rez the ice among"
            " them, at no cost, and trash the rest."
        )


class InstallShownIce(NamedTuple):
    """A step: the Corp installs the shown ice ``card_id`` where it chooses, and rezzes it, at
    no cost."""

    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        pairs = corp_install_options(g, c, click=False, free=True, rez=True)
        g.ask(
            CORP,
            f"{self.source}: install {c.title} where (at no cost, then rezzed)?",
            pairs,
            public_prompt=f"{self.source}: the Corp installs {c.title}.",
            kind="choose",
            source=c.id,
            source_title=c.title,
        )


class TrashShown(NamedTuple):
    """A step: the shown cards ``card_ids`` go faceup to Archives."""

    card_ids: tuple[int, ...]
    source: str

    def run(self, g: Game) -> None:
        for cid in self.card_ids:
            c = g.card(cid)
            if c is not None:
                g.move(c, DISCARD, faceup=True)
                g.say(f"The Corp trashes {c.title} ({self.source}).")


# ---------------------------------------------------------------------- Data Fort Reclamation


class DataFortReclamation(NamedTuple):
    """Gain ``bits`` and choose up to ``most`` cards of HQ; install them one at a time in a new
    data fort, each of which may be rezzed as it is installed; then return to the bank what is
    left of the ``bits``."""

    bits: int = 10
    most: int = 4
    picked: tuple[int, ...] = ()
    done: bool = False
    before: int = 0

    def resolve(self, g: Game, ctx: Ctx) -> None:
        w = g.ruleset.words
        if not self.done:
            before = g.corp.credits
            g.gain(CORP, self.bits)
            g.say(f"The Corp gains {w.credits(self.bits)} for now ({ctx.title}).")
            pool = tuple(c.id for c in g.corp.hand if c.data.type in _INSTALLABLE)
            g.push(
                PickCards(
                    CORP,
                    pool,
                    self._replace(before=before),
                    ctx,
                    "install",
                    most=self.most,
                    hidden=bool(g.corp.hand),
                    what="cards from HQ",
                )
            )
            return
        g.push_seq(
            ReclaimInstall(self.picked, "", ctx.title),
            ReturnBits(self.before, self.bits, ctx.title),
        )

    def text(self) -> str:
        return (
            f"Gain {credits(self.bits)} and choose up to {self.most} cards stored in HQ. Create a"
            " new data fort with them: install them one at a time, each of which you may rez as"
            f" you install it. Then return to the bank any of the {credits(self.bits)} not spent."
        )


class ReclaimInstall(NamedTuple):
    """A step: install the next of ``card_ids`` in the new fort ``fort`` ("" before the first
    makes it), then offer to rez it."""

    card_ids: tuple[int, ...]
    fort: str
    source: str

    def run(self, g: Game) -> None:
        if not self.card_ids:
            return
        cid, rest = self.card_ids[0], self.card_ids[1:]
        c = g.card(cid)
        fort = self.fort
        if c is None or c.zone != HAND:
            g.push(ReclaimInstall(rest, fort, self.source))
            return
        if fort and fort not in g.corp.servers:  # the new fort is gone: nothing to add to
            g.say(f"{self.source}: the new fort is gone; the rest stays in HQ.")
            return
        server = fort or NEW_REMOTE
        cost = 0 if not fort else corp_install_cost(g, c, fort)
        if c.defn.rez_on_install:  # a region is rezzed as it is installed: only if payable
            cost += g.rez_cost(c)
        if cost > g.corp.credits:
            g.say(
                f"{self.source}: the Corp cannot pay {g.ruleset.words.credits(cost)} to install"
                " a card there; it stays in HQ."  # (the card is not named: HQ is hidden)
            )
            g.push(ReclaimInstall(rest, fort, self.source))
            return
        name = fort or f"Server {g.next_remote}"
        g.push_seq(
            CompleteCorpInstall(c.id, server, click=False),
            MayRezInstalled(name, c.data.type == "ice", self.source),
            ReclaimInstall(rest, name, self.source),
        )


class MayRezInstalled(NamedTuple):
    """A step: the Corp may rez the card it just installed in or on ``fort`` (the outermost
    ice, or the last card in the fort), paying its rez cost. Asked whatever the card is, so the
    Runner learns nothing from being told the Corp decides."""

    fort: str
    ice: bool
    source: str

    def run(self, g: Game) -> None:
        s = g.corp.servers.get(self.fort)
        if s is None:
            return
        cards = s.ice if self.ice else s.content
        if not cards:
            return
        c = cards[-1]
        pairs: list[tuple[Option, Any]] = []
        if c.data.type != "agenda" and not c.rezzed and can_rez(g, c):
            pairs.append(
                (
                    Option(
                        "rez",
                        card=c.title,
                        card_id=c.id,
                        server=c.server,
                        label=f"Rez {c.title} ({g.ruleset.words.credits(g.rez_cost(c))})",
                        cost=rez_price(g, c),
                    ),
                    Rez(c.id),
                )
            )
        pairs.append((Option("pass", label="Don't rez it"), NOTHING))
        g.ask(
            CORP,
            f"{self.source}: rez the card just installed {where(c)}?",
            pairs,
            public_prompt=f"{self.source}: the Corp decides whether to rez the card it installed.",
            kind="rez",
            source=c.id,
        )


class ReturnBits(NamedTuple):
    """A step: what is left of the ``bits`` gained for the effect goes back to the bank (they
    were spent first: the Corp keeps no more than it had before)."""

    before: int
    bits: int
    source: str

    def run(self, g: Game) -> None:
        back = max(0, min(self.bits, g.corp.credits - self.before))
        g.corp.credits -= back
        g.say(f"The Corp returns {g.ruleset.words.credits(back)} to the bank ({self.source}).")


# ---------------------------------------------------------------------- Cowboy Sysop


class UninstallToHQ(NamedTuple):
    """The Corp chooses one of its installed cards (this one too) and stores it in HQ."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_card(
            g,
            CORP,
            g.installed_corp_cards(),
            lambda c: ToHQ(c.id, ctx.title),
            label=lambda c: f"Uninstall {c.title} {where(c)}",
            prompt=f"{ctx.title}: uninstall which card?",
            public_prompt=f"{ctx.title}: the Corp chooses a card to uninstall.",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return "Choose one of your installed cards to be uninstalled. Store it in HQ."


class ToHQ(NamedTuple):
    """A step: the installed card ``card_id`` goes to HQ; a card the Runner could see stays
    known to it there."""

    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not c.installed:
            return
        seen = visible_to(g, c, RUNNER)
        named = public_name(c) if not seen or c.rezzed else f"{c.title} {where(c)}"
        c = g.move(c, HAND)
        g.say(f"The Corp returns {named} to HQ ({self.source}).")
        if seen:
            g.learn(c)


__all__ = [
    "SecurityPurge",
    "InstallShownIce",
    "TrashShown",
    "DataFortReclamation",
    "ReclaimInstall",
    "MayRezInstalled",
    "ReturnBits",
    "UninstallToHQ",
    "ToHQ",
]

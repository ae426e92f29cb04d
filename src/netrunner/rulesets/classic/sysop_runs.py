"""What the 1996 Proteus and Classic upgrades and nodes do during a run and with their counters,
the second half of :mod:`.sysops`: a subroutine repeated for the run (Lisa Blight, Marcel
DeSoleil), one card fewer accessed (Simon Francisco), the bit budget announced at the start of a
run (Obfuscated Fortress), a fort's cards swapped with HQ (Pavit Bharat), more meat damage
(Cybertech Think Tank) and bits only for installing and rezzing (Government Contract).

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RepeatSubHere().text()
...     TrashTopOfRD(2).text()
...     FewerAccessesHere().text()
...     AnnounceSpending().text()
...     PassedAllIceHere().text()
...     ShuffleFort().text()
...     MeatDamageBoost().text()
...     TurnBitsForInstallOrRez(3).text()
'Repeat one subroutine on a piece of ice on this data fort, until the end of the run. Treat the copy of the subroutine as if it appeared immediately after the original subroutine.'
'Trash the top 2 cards stored in R&D.'
'During a run in which this card is accessed, the Runner accesses one less card stored in this data fort.'
'At the start of a run on this data fort, the Runner must announce the number of bits they will spend during the run. The Runner cannot spend more than this during that run. If the Runner does not spend that many bits during that run, the Runner loses the remainder once the run is complete.'
'the Runner has passed the last piece of ice on this data fort'
'Uninstall all other cards installed in this data fort and store them in HQ. Install an equal number of cards from HQ in this data fort.'
'Remove an advancement counter from this card: Increase by 1 the meat damage dealt by another source.'
'Gain 3 bits. Use these bits only to pay for installing or rezzing cards. When the turn ends, return to the bank any of them you did not spend.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import choose_card
from ...engine.damage import DoDamage, PreventWindow
from ...engine.decision import Option
from ...engine.install import CompleteCorpInstall
from ...engine.naming import ice_label
from ...engine.state import CONTENT
from ...engine.steps import Chain, one_per_title, plural, source_id
from ...engine.words import credits
from .installs import ToHQ
from .reactions import FireWith, RezInResponse, rez_window_due
from .sysops import _fort, _here

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


# ---------------------------------------------------------------------- repeated subroutines


def _fort_ice(g: Game, ctx: Ctx) -> list[Card]:
    """The rezzed ice with subroutines on this card's fort."""
    c = _here(g, ctx)
    if c is None or c.server is None:
        return []
    return [i for i in g.corp.servers[c.server].ice if i.rezzed and g.subroutines(i)]


class RepeatableIceHere(NamedTuple):
    """A condition: a run is under way and this card's fort has a rezzed piece of ice with a
    subroutine to repeat."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.run is not None and not g.run.ended and bool(_fort_ice(g, ctx))

    def text(self) -> str:
        return f"a run is in progress and this {_fort()} has rezzed ice"


class RDHas(NamedTuple):
    """A condition: R&D holds ``n`` cards or more (to trash its top ``n``)."""

    n: int

    def test(self, g: Game, ctx: Ctx) -> bool:
        return len(g.corp.deck) >= self.n

    def text(self) -> str:
        return f"R&D holds {plural(self.n, 'card')} or more"


class TrashTopOfRD(NamedTuple):
    """The Corp trashes the top ``n`` cards of R&D (facedown: the 1996 trash by face)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = list(g.corp.deck[: self.n])
        for c in top:
            g.trash(c)
        if top:
            g.say(f"The Corp trashes the top {plural(len(top), 'card')} of R&D ({ctx.title}).")

    def text(self) -> str:
        return f"Trash the top {self.n} cards stored in R&D."


class RepeatSubHere(NamedTuple):
    """Choose a rezzed piece of ice on this card's fort, then one of its subroutines: until the
    end of the run the subroutine is repeated right after itself (a lasting ``("repeat_sub",
    ice id, position, "run")``, read by ``Game.subroutines``). Used while that ice is being
    encountered, the subroutines the Runner broke after it keep their marks (their indices move
    up by one); the copy is unbroken."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_card(
            g,
            CORP,
            _fort_ice(g, ctx),
            lambda c: ChooseSubToRepeat(c.id, ctx.title),
            label=lambda c: f"Choose {ice_label(g, c)}",
            prompt=f"{ctx.title}: repeat a subroutine of which piece of ice?",
            public_prompt=f"{ctx.title}: the Corp chooses a piece of ice.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            f"Repeat one subroutine on a piece of ice on this {_fort()}, until the end of the run."
            " Treat the copy of the subroutine as if it appeared immediately after the original"
            " subroutine."
        )


class ChooseSubToRepeat(NamedTuple):
    ice_id: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        subs = g.subroutines(ice)
        pairs = [
            (
                Option(
                    "choose",
                    card=ice.title,
                    card_id=ice.id,
                    amount=i,
                    label=f"Repeat subroutine {i + 1}: {sub.text}",
                ),
                RepeatSub(ice.id, i, self.source),
            )
            for i, sub in enumerate(subs)
        ]
        g.ask(
            CORP,
            f"{self.source}: repeat which subroutine of {ice.title}?",
            pairs,
            public_prompt=f"{self.source}: the Corp chooses a subroutine of {ice.title}.",
            kind="choose",
        )


class RepeatSub(NamedTuple):
    ice_id: int
    pos: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        r = g.run
        if ice is None or r is None:
            return
        subs = g.subroutines(ice)
        if r.phase == "encounter" and r.broken and r.server == ice.server:
            s = g.corp.servers[r.server]
            if 0 <= r.position < len(s.ice) and s.ice[r.position].id == ice.id:
                r.broken = tuple(i + 1 if i > self.pos else i for i in r.broken)
        g.linger(("repeat_sub", ice.id, self.pos, "run"))
        g.say(
            f"{self.source}: {ice.title}'s subroutine {self.pos + 1} ({subs[self.pos].text}) is"
            " repeated until the end of the run."
        )


# ---------------------------------------------------------------------- fewer cards accessed


class FewerAccessesHere(NamedTuple):
    """An ``access_mods`` entry of an upgrade in the root of HQ or R&D (Simon Francisco): one card
    fewer stored in the fort is accessed. Every card in a fort's root is accessed in a run's
    access, this one too, so "a run in which it is accessed" is every run on its fort that
    reaches the access while it is rezzed (and active) there."""

    def amount(self, g: Game, src: Card, server: str) -> int:
        return -1 if src.zone == CONTENT and src.server == server else 0

    def text(self) -> str:
        return (
            "During a run in which this card is accessed, the Runner accesses one less card"
            f" stored in this {_fort()}."
        )


# ---------------------------------------------------------------------- a bit budget for the run

#: the event of a run's start on a fort, after the Corp's chance to rez a card there that acts
#: then (Obfuscated Fortress: "You may rez Obfuscated Fortress at the start of a run")
RUN_BEGINS_HERE = "run_begins_here"


def _acts_at_run_start(c: Card) -> bool:
    return any(t.event == RUN_BEGINS_HERE for t in c.defn.triggers)


def run_begins_here_steps(g: Game) -> tuple[object, ...]:
    """``Classic.run_start_steps``: the Corp's rez window at the start of a run (asked as
    ``reactions.RezInResponse`` asks: whenever a card that acts then is among its hidden cards
    and the fort has an unrezzed root card), then the abilities of ``RUN_BEGINS_HERE`` for the
    cards rezzed in the fort's root."""
    r = g.run
    if r is None or r.server not in g.corp.servers:
        return ()
    out: list[object] = []
    if rez_window_due(g, RUN_BEGINS_HERE, r.server):
        out.append(RezInResponse(RUN_BEGINS_HERE, f"A run on {r.server} begins", r.server))
    if out or any(_acts_at_run_start(c) for c in g.corp.servers[r.server].content if c.rezzed):
        out.append(FireWith(RUN_BEGINS_HERE, r.server))
    return tuple(out)


class AnnounceSpending(NamedTuple):
    """Obfuscated Fortress: the Runner announces how many bits it will spend during the run (0
    to what it could spend now); it can spend no more (``Game.flags`` ``spend_cap_all``, with
    ``spent_all`` counting what it spends, read by ``engine/payment.py`` while a run is under
    way: flags, not the run's mods, so that they outlast the run for the loss), and once the run
    is complete it loses what it did not spend of it (as many bits as it has). Announced once a
    run, however many such cards are there."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or r.ended or "spend_cap_all" in g.flags:
            return
        most = g.spendable(RUNNER)
        w = g.ruleset.words
        g.ask(
            RUNNER,
            f"{ctx.title}: how many bits will you spend during this run?",
            [
                (
                    Option("choose", amount=n, label=f"Announce {w.credits(n)}"),
                    Announce(n, ctx.title),
                )
                for n in range(most + 1)
            ],
            kind="choose",
            source=source_id(ctx),
            params={"most": most},
        )

    def text(self) -> str:
        return (
            f"At the start of a run on this {_fort()}, the Runner must announce the number of bits"
            " they will spend during the run. The Runner cannot spend more than this during that"
            " run. If the Runner does not spend that many bits during that run, the Runner loses"
            " the remainder once the run is complete."
        )


class Announce(NamedTuple):
    n: int
    source: str

    def run(self, g: Game) -> None:
        r = g.run
        if r is None:
            return
        g.flags["spend_cap_all"] = self.n
        g.flags["spent_all"] = 0
        r.after = (*r.after, LoseUnspent(self.n, self.source))
        g.say(
            f"The Runner announces {g.ruleset.words.credits(self.n)} to spend during the run"
            f" ({self.source})."
        )


class LoseUnspent(NamedTuple):
    """Once the run is complete: the Runner loses what it announced and did not spend."""

    n: int
    source: str

    def run(self, g: Game) -> None:
        g.flags.pop("spend_cap_all", None)
        spent = g.flags.pop("spent_all", 0)
        lost = min(max(0, self.n - spent), g.runner.credits)
        if lost:
            g.runner.credits -= lost
            g.say(
                f"The Runner loses the {g.ruleset.words.credits(lost)} it announced and did not"
                f" spend ({self.source})."
            )


# ---------------------------------------------------------------------- Pavit Bharat


class PassedAllIceHere(NamedTuple):
    """A rez condition (``CardDef.rez_condition``): a run on this card's fort, which has ice,
    has passed its last (innermost) piece and is approaching the fort (the Corp's last window
    before the run is successful)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _here(g, ctx)
        r = g.run
        if c is None or r is None or r.ended or r.server != c.server:
            return False
        return bool(g.corp.servers[c.server].ice) and r.phase == "approach_server"

    def text(self) -> str:
        return f"the Runner has passed the last piece of ice on this {_fort()}"


#: what may be installed in a fort's root from HQ
_ROOT_TYPES = ("agenda", "asset", "upgrade")


class ShuffleFort(NamedTuple):
    """Pavit Bharat, as it is rezzed: every other card in its fort's root goes to HQ (what the
    Runner saw stays known there), then the Corp installs as many cards from HQ in the fort, one
    at a time, each of its choice (agendas, nodes and upgrades; the same ones, if it likes),
    unrezzed. Fewer if HQ holds fewer such cards."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = _here(g, ctx)
        if c is None or c.server is None:
            return
        others = [x for x in g.corp.servers[c.server].content if x.id != c.id]
        g.push_seq(
            *(ToHQ(x.id, ctx.title) for x in others),
            InstallFromHQHere(len(others), c.server, ctx.title),
        )

    def text(self) -> str:
        return (
            f"Uninstall all other cards installed in this {_fort()} and store them in HQ. Install"
            f" an equal number of cards from HQ in this {_fort()}."
        )


class InstallFromHQHere(NamedTuple):
    """A step: the Corp installs a card of HQ in the root of ``fort`` (``left`` to go)."""

    left: int
    fort: str
    source: str

    def run(self, g: Game) -> None:
        if self.left <= 0 or self.fort not in g.corp.servers:
            return
        cards = [x for x in g.corp.hand if x.data.type in _ROOT_TYPES and not x.defn.rez_on_install]
        if not cards:
            g.say(f"{self.source}: HQ holds no more card to install in {self.fort}.")
            return
        nxt = self._replace(left=self.left - 1)
        g.ask(
            CORP,
            f"{self.source}: install which card from HQ in {self.fort}? ({self.left} to go)",
            [
                (
                    Option("choose", card=x.title, card_id=x.id, label=f"Install {x.title}"),
                    Chain((CompleteCorpInstall(x.id, self.fort, click=False), nxt)),
                )
                for x in one_per_title(cards)
            ],
            public_prompt=f"{self.source}: the Corp installs a card from HQ in {self.fort}.",
            kind="choose",
        )


# ---------------------------------------------------------------------- more meat damage


class MeatDamageBoost(NamedTuple):
    """Cybertech Think Tank's rule (``CardDef.state_checks``, never broken itself): as meat
    damage from another source is about to be done, the Corp may remove advancement counters
    from this card, each 1 more meat damage (``Classic.damage_step``: :func:`damage_step`)."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return

    def text(self) -> str:
        return (
            "Remove an advancement counter from this card: Increase by 1 the meat damage dealt by"
            " another source."
        )


def _boosters(g: Game, source: int) -> list[Card]:
    return [
        c
        for c in g.active_cards()
        if c.side == CORP
        and c.advancements
        and c.id != source
        and any(isinstance(x, MeatDamageBoost) for x in c.defn.state_checks)
    ]


def damage_step(g: Game, kind: str, n: int, unpreventable: bool, ctx: Ctx) -> object:
    """``Classic.damage_step``: meat damage about to be done while a rezzed card can add to it
    (public: the card is rezzed, its counters are public) first asks the Corp how much more."""
    if kind != "meat" or n <= 0:
        return None
    cards = _boosters(g, ctx.source)
    if not cards:
        return None
    return BoostMeat(cards[0].id, n, unpreventable, ctx.title)


class BoostMeat(NamedTuple):
    """A step: the Corp removes 0 or more advancement counters from ``card_id`` (Cybertech
    Think Tank), each 1 more of the ``n`` meat damage about to be done, then it is done."""

    card_id: int
    n: int
    unpreventable: bool
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        most = c.advancements if c is not None else 0
        title = c.title if c is not None else ""
        pairs = [
            (
                Option(
                    "choose" if k else "pass",
                    card=title if k else None,
                    card_id=self.card_id if k else None,
                    amount=k,
                    label=f"Remove {plural(k, 'advancement counter')}: {self.n + k} meat damage"
                    if k
                    else f"Add nothing: {self.n} meat damage",
                ),
                DoneBoost(self.card_id, k, self.n, self.unpreventable, self.source),
            )
            for k in range(most + 1)
        ]
        g.ask(
            CORP,
            f"{title}: add meat damage to the {self.n} about to be done?",
            pairs,
            public_prompt=f"{title}: the Corp may add meat damage.",
            kind="choose",
            source=self.card_id,
            params={"most": most},
        )


class DoneBoost(NamedTuple):
    card_id: int
    k: int
    n: int
    unpreventable: bool
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None and self.k:
            g.add_advancements(c, -self.k)
            g.say(
                f"The Corp removes {plural(self.k, 'advancement counter')} from {c.title}: "
                f"{self.k} more meat damage."
            )
        n = self.n + self.k
        g.push(DoDamage("meat", n) if self.unpreventable else PreventWindow("meat", n, self.source))


# ---------------------------------------------------------------------- bits for installs and rezzes


#: what Government Contract's bits pay for (the purposes of the Corp's install and rez payments:
#: ``engine/install.py``, ``flow.rez_card``)
INSTALL_OR_REZ = ("corp_install", "rez")


class TurnBitsForInstallOrRez(NamedTuple):
    """Government Contract: ``n`` bits on this card, spendable only on installing or rezzing
    cards (the card's ``recurring_for``: they are spent first for those, ``Game.pay``); what is
    left goes back to the bank when the turn ends (:class:`ReturnTurnBits`)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        g.add_counters(c, "recurring", self.n)
        g.say(
            f"{ctx.title}: the Corp gains {g.ruleset.words.credits(self.n)} for installing or"
            " rezzing cards this turn."
        )

    def text(self) -> str:
        return (
            f"Gain {credits(self.n)}. Use these bits only to pay for installing or rezzing cards."
            " When the turn ends, return to the bank any of them you did not spend."
        )


class ReturnTurnBits(NamedTuple):
    """At the end of each turn: the bits left on this card go back to the bank."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.counters.get("recurring"):
            return
        n = c.counters["recurring"]
        g.set_counters(c, "recurring", 0)
        g.say(f"The Corp returns {g.ruleset.words.credits(n)} to the bank ({ctx.title}).")

    def text(self) -> str:
        return "When the turn ends, return to the bank the bits left on this card."


__all__ = [
    "RepeatableIceHere",
    "RDHas",
    "TrashTopOfRD",
    "RepeatSubHere",
    "FewerAccessesHere",
    "RUN_BEGINS_HERE",
    "run_begins_here_steps",
    "AnnounceSpending",
    "PassedAllIceHere",
    "ShuffleFort",
    "MeatDamageBoost",
    "damage_step",
    "INSTALL_OR_REZ",
    "TurnBitsForInstallOrRez",
    "ReturnTurnBits",
]

"""Runs sent to another fort (the 1996 game's C-deflectors and C-redirect) and ice moved at the
start of a run (C-conceal: Glacier, Walking Wall, Mobile Barricade, Herman Revista).

Deflectors (Dumpster, Entrapment, Trapdoor, Vortex). The subroutine (:class:`Deflect`) picks the
fort and marks the run (``RunState.mods["deflect:<fort>"]``); once the encounter with the
deflector is over, ``Classic.after_encounter_steps`` (:func:`deflection_steps`) sends the run
there instead of passing the deflector (:class:`JumpToFort`): the run is now a run on that fort
(``RunState.server``), the Runner encounters its outermost rezzed ice (no approach: "is now
encountering"; unrezzed ice outside it is never approached) and goes on inward from there; with
no rezzed ice there, it has passed that fort's last piece of ice: the movement window (continue
or jack out), then the fort itself. A successful run is a successful run on the new fort, and the
Runner accesses there. What the card that made the run did "if successful" for the fort it named
(an access replaced, "as a run on HQ") no longer applies: the run is no longer on that fort
(:func:`now_on`). The deflector itself is not passed ("instead of passing"): its "pass_ice"
abilities do not fire.

The start of a run. Abilities usable "only at the start of a run" (an :class:`AtRunStart`
condition) are offered in a window of their own, :class:`RunStartWindow` (``Classic.run_start_steps``),
before the first approach; each once per run for each card. Siren's redirect (:class:`RedirectRun`)
makes the run a run on its fort; Glacier (:class:`MoveToOtherFort`) moves to the outermost place of
another fort; Walking Wall and Mobile Barricade (:class:`MoveWithinFort`) take another place on
their fort, both even unrezzed (revealed: the Runner learns them, they stay facedown); Herman
Revista (:class:`RearrangeThisFort`) rearranges its fort's ice. Moved ice gets new ids, the Runner
following what it saw (:func:`conceal.reid` with ``keep_known``). After the window the run's first
step is made again for the fort and ice as they now are (:class:`FirstStepAgain`). Which side
knows what: the window is asked whenever a rezzed card has such an ability, or the Corp's cards
include one (in play or not) and some installed card is unrezzed (an unrezzed Walking Wall may be
used, an unrezzed Herman Revista rezzed in the window, :class:`RunStartWindow` offering rezzes of
nodes and upgrades); so it tells the Runner nothing about which unrezzed cards are installed.

>>> Deflect("Archives").text()[:80]
'The Runner is now encountering the outermost piece of rezzed ice on Archives, in'
>>> NotOn("Archives").text()
'This ice cannot be installed on Archives.'
>>> OnlyOn(("R&D", "HQ")).text()
'Install this ice only on R&D or HQ.'
>>> AutoBreakIfNoSubsidiary().text()
'the Runner automatically breaks its subroutine if there are no remote servers.'
>>> AtRunStart().text()
'it is the start of a run'
>>> RedirectRun().text()
'The Runner must make the run on this server, if possible, instead of on the server they were going to run.'
>>> MoveToOtherFort().text()
'Move this ice to the outermost position of any other server. You may use this ability even if this ice is unrezzed, in which case you reveal it.'
>>> MoveWithinFort().text()
'Move this ice and insert it in a different position on this server. You may use this ability even if this ice is unrezzed, in which case you reveal it.'
>>> RearrangeThisFort().text()
'Rearrange the ice installed on this server.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.decision import Option
from ...engine.flow import UseAbility, ctx_of, rez_option
from ...engine.naming import ice_position
from ...engine.run import Approach, ApproachServer, Encounter, MovementWindow
from ...engine.steps import NOTHING, Chain, live_run, source_id
from ...engine.words import credits, current_words, ordinal
from .conceal import reid

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

DEFLECT = "deflect:"


def _fort() -> str:
    return current_words().server[0]


def _subsidiary() -> str:
    return current_words().remote_server[0]


# ---------------------------------------------------------------------- where ice may go


class NotOn(NamedTuple):
    """A ``CardDef.install_filter``: never on ``server`` (Dumpster: not on Archives)."""

    server: str

    def allows(self, server: str) -> bool:
        return server != self.server

    def text(self) -> str:
        return f"This ice cannot be installed on {self.server}."


class OnlyOn(NamedTuple):
    """A ``CardDef.install_filter``: only on these servers (Trapdoor: R&D or HQ)."""

    servers: tuple[str, ...]

    def allows(self, server: str) -> bool:
        return server in self.servers

    def text(self) -> str:
        return f"Install this ice only on {' or '.join(self.servers)}."


# ---------------------------------------------------------------------- the run on another fort


def now_on(g: Game, fort: str) -> None:
    """The run under way is now a run on ``fort``: what the card that made it promised for a
    success on the fort it named (a replaced access, "as a successful run on ...") is gone."""
    r = g.run
    assert r is not None
    r.server = fort
    r.replace_access = None
    for k in [k for k in r.mods if k in ("as_hq", "must_replace") or k.startswith("as:")]:
        del r.mods[k]
    g.touch()


class Deflect(NamedTuple):
    """A deflector's subroutine: once this encounter is over, the run goes to the outermost
    rezzed ice of ``where`` ("Archives", or "any": a fort of the Corp's choice other than this
    one, "subsidiary": a subsidiary fort of its choice) instead of passing this ice; ``cost``
    bits the Corp may pay for it ("If you pay")."""

    where: str
    cost: int = 0

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or r.ended:
            return
        if self.where not in ("any", "subsidiary"):
            if self.where in g.corp.servers and self.where != r.server:
                g.push(DeflectTo(self.where, ctx.title))
            return
        forts = [
            n
            for n, s in g.corp.servers.items()
            if n != r.server and (self.where == "any" or s.is_remote)
        ]
        if not forts:
            g.say(f"{ctx.title}: there is no {_subsidiary()} to send the run to.")
            return
        w = g.ruleset.words
        if self.cost and g.spendable(CORP) < self.cost:
            g.say(f"The Corp cannot pay {w.credits(self.cost)} for {ctx.title}.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=ctx.title,
                    server=n,
                    label=f"Send the run to {n}"
                    + (f" ({w.credits(self.cost)})" if self.cost else ""),
                    cost=_credits(self.cost),
                ),
                DeflectTo(n, ctx.title, self.cost),
            )
            for n in forts
        ]
        if self.cost:
            pairs.append((Option("pass", label="Don't pay"), NOTHING))
        pay = f" pay {w.credits(self.cost)} to" if self.cost else ""
        g.ask(
            CORP,
            f"{ctx.title}: send the run to which {_fort()}?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp may{pay} send the run to another {_fort()}.",
            kind="choose",
            source=source_id(ctx),
            params={"cost": self.cost},
        )

    def text(self) -> str:
        f = _fort()
        if self.where == "any":
            there, that = f"a {f} of your choice", f"that {f}"
        elif self.where == "subsidiary":
            there, that = f"a {_subsidiary()} of your choice", f"that {f}"
        else:
            there = that = self.where
        body = (
            f"the Runner is now encountering the outermost piece of rezzed ice on {there}, instead "
            f"of passing this ice. The run is now considered to be a run on {that}. If there is no "
            f"rezzed ice on {that}, the Runner is considered to have passed the last piece of ice "
            f"on {that}."
        )
        if self.cost:
            return f"If you pay {credits(self.cost)}, {body}"
        return body[0].upper() + body[1:]


def _credits(n: int) -> Any:
    from ...engine.cost import Cost

    return Cost(credits=n)


class DeflectTo(NamedTuple):
    """The Corp pays ``cost`` and marks the run to go to ``fort`` after this encounter."""

    fort: str
    title: str
    cost: int = 0

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        if self.cost:
            g.pay(CORP, self.cost)
            g.say(f"The Corp pays {g.ruleset.words.credits(self.cost)} for {self.title}.")
        for k in [k for k in r.mods if k.startswith(DEFLECT)]:
            del r.mods[k]
        r.mods[DEFLECT + self.fort] = 1
        g.say(f"{self.title} sends the run to {self.fort}.")


def deflection_steps(g: Game, ice_id: int) -> tuple[Any, ...]:
    """``Classic.after_encounter_steps``: a run a deflector marked goes to that fort."""
    r = g.run
    if r is None or not r.mods:
        return ()
    forts = [k[len(DEFLECT) :] for k in r.mods if k.startswith(DEFLECT)]
    for k in [k for k in r.mods if k.startswith(DEFLECT)]:
        del r.mods[k]
    if not forts or forts[-1] not in g.corp.servers:
        return ()
    return (JumpToFort(forts[-1]),)


class JumpToFort(NamedTuple):
    """The run is now a run on ``fort``: the Runner encounters its outermost rezzed ice, or has
    passed its last piece of ice."""

    fort: str

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None or self.fort not in g.corp.servers:
            return
        now_on(g, self.fort)
        s = g.corp.servers[self.fort]
        rezzed = [i for i, c in enumerate(s.ice) if c.rezzed]
        g.say(f"The run is now a run on {self.fort}.")
        if rezzed:
            pos = rezzed[-1]
            ice = s.ice[pos]
            r.position = pos
            r.ice_id = ice.id
            g.push(Encounter(ice.id))
            return
        r.position = 0
        r.ice_id = None
        r.phase = "movement"
        g.say(f"The Runner is considered to have passed the last piece of ice on {self.fort}.")
        g.push(MovementWindow())


class AutoBreakIfNoSubsidiary(NamedTuple):
    """As the encounter begins (Trapdoor): with no subsidiary fort, its subroutine is broken."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or r.ended or any(s.is_remote for s in g.corp.servers.values()):
            return
        r.broken = (*r.broken, 0)
        g.say(
            f"There is no {_subsidiary()}: the Runner automatically breaks {ctx.title}'s subroutine."
        )

    def text(self) -> str:
        return (
            "the Runner automatically breaks its subroutine if there are no "
            f"{current_words().remote_server[1]}."
        )


# ---------------------------------------------------------------------- the start of a run


class AtRunStart(NamedTuple):
    """An ability's condition: the start-of-run window is open (:class:`RunStartWindow`);
    ``here``: the run is on this card's fort; ``elsewhere``: it is not, and this fort may be run;
    ``unrezzed``: usable even while the card is unrezzed; ``min_ice``: the card's fort holds at
    least that much ice."""

    here: bool = False
    elsewhere: bool = False
    unrezzed: bool = False
    min_ice: int = 0

    def test(self, g: Game, ctx: Ctx) -> bool:
        r = g.run
        c = g.card(ctx.source)
        if r is None or r.ended or not r.mods.get("run_start_window") or c is None:
            return False
        if not c.installed or c.server is None or (not c.rezzed and not self.unrezzed):
            return False
        if self.here and r.server != c.server:
            return False
        if self.elsewhere and (r.server == c.server or not g.ruleset.may_run(g, c.server)):
            return False
        return len(g.corp.servers[c.server].ice) >= self.min_ice

    def text(self) -> str:
        return (
            f"it is the start of a run on this {_fort()}"
            if self.here
            else "it is the start of a run"
        )


def _start_abilities(c: Card) -> list[tuple[int, Any]]:
    return [(i, a) for i, a in enumerate(c.defn.abilities) if isinstance(a.condition, AtRunStart)]


#: Whether a card definition (by ``id``; it is kept beside its answer) has start-of-run
#: abilities: a fact of the definition, asked of every Corp card at the start of each run.
_HAS_START: dict[int, tuple[Any, bool]] = {}


def _has_start(c: Card) -> bool:
    d = c.defn
    known = _HAS_START.get(id(d))
    if known is None or known[0] is not d:
        known = _HAS_START[id(d)] = (d, bool(_start_abilities(c)))
    return known[1]


def run_start_due(g: Game) -> bool:
    """Is the start-of-run window asked? (See the module: it must tell the Runner nothing.)"""
    installed = g.installed_corp_cards()
    if any(c.rezzed and _has_start(c) for c in installed):
        return True
    if not any(not c.rezzed for c in installed):
        return False
    known = _HAS_START
    for c in g.cards.values():  # any such card of the Corp's anywhere (the answers are known
        # once each definition is asked: no call for each card)
        if c.side == CORP:
            k = known.get(id(c.defn))
            if k[1] if k is not None and k[0] is c.defn else _has_start(c):
                return True
    return False


def _used_key() -> str:
    return "run_start_used"


class RunStartWindow(NamedTuple):
    """The Corp's window at the start of a run for its start-of-run abilities (see the module)."""

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        r.mods["run_start_window"] = 1
        used = {(e[1], e[2]) for e in g.lingering if e[0] == _used_key()}
        pairs: list[tuple[Option, Any]] = []
        for c in g.installed_corp_cards():
            for i, a in _start_abilities(c):
                if (c.id, i) in used or not a.condition.test(g, ctx_of(c)):
                    continue
                if a.cost.credits > g.spendable(CORP):
                    continue
                pairs.append(
                    (
                        Option(
                            "ability",
                            card=c.title,
                            card_id=c.id,
                            label=f"{c.title}: {a.label or a.text()}",
                            cost=a.cost,
                        ),
                        Chain((MarkUsed(c.id, i), UseAbility(c.id, i), self)),
                    )
                )
        rezzes: list[tuple[Option, Any]] = []
        for s in g.corp.servers.values():  # rez a node or upgrade first (Herman Revista)
            for x in s.content:
                if not x.rezzed and x.data.type in ("asset", "upgrade"):
                    rezzes.extend(rez_option(g, x))
        pairs.extend((o, Chain((st, self))) for o, st in rezzes)
        pairs.append((Option("pass", label="Use nothing more"), NOTHING))
        g.ask(
            CORP,
            f"The Runner begins a run on {r.server}: use abilities for the start of a run?",
            pairs,
            public_prompt="The Corp may use abilities at the start of the run.",
            kind="choose",
            params={"window": "run_start"},
        )


class MarkUsed(NamedTuple):
    card_id: int
    idx: int

    def run(self, g: Game) -> None:
        g.linger((_used_key(), self.card_id, self.idx, "run"))


class FirstStepAgain(NamedTuple):
    """After the start-of-run window: the run's first step, for the fort and ice as they are
    now (the run may be on another fort, its ice moved)."""

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        r.mods.pop("run_start_window", None)
        s = g.corp.servers[r.server]
        r.position = len(s.ice) - 1
        if s.ice:
            nxt: Any = Approach(len(s.ice) - 1)
        elif g.ruleset.jack_out_before_empty_server:
            nxt = MovementWindow()
        else:
            nxt = ApproachServer()
        for k in range(len(g.pending) - 1, -1, -1):
            if isinstance(g.pending[k], (Approach, MovementWindow, ApproachServer)):
                g.pending[k] = nxt
                return


def _reveal(g: Game, c: Card, title: str) -> None:
    if not c.rezzed and c.id not in g.known_to_runner:
        g.learn(c)
        g.say(f"The Corp reveals {title} ({ice_position(g, c)}).")


class RedirectRun(NamedTuple):
    """Siren: the run is now a run on this card's fort."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        r = g.run
        if c is None or r is None or r.ended or c.server is None or r.server == c.server:
            return
        old = r.server
        now_on(g, c.server)
        g.say(f"{ctx.title}: the Runner must run {c.server} instead of {old}.")

    def text(self) -> str:
        f = _fort()
        return (
            f"The Runner must make the run on this {f}, if possible, instead of on the {f} they "
            "were going to run."
        )


class MoveToOtherFort(NamedTuple):
    """Glacier: the Corp moves this ice to the outermost place of another fort of its choice
    (revealing it if unrezzed)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.server is None:
            return
        _reveal(g, c, ctx.title)
        g.ask(
            CORP,
            f"{ctx.title}: move it to the outermost position of which {_fort()}?",
            [
                (
                    Option("choose", card=ctx.title, card_id=c.id, server=n, label=f"Move to {n}"),
                    MoveIceTo(c.id, n, ctx.title),
                )
                for n in g.corp.servers
                if n != c.server
            ],
            public_prompt=f"{ctx.title}: the Corp moves it to another {_fort()}.",
            kind="choose",
            source=c.id,
        )

    def text(self) -> str:
        return (
            f"Move this ice to the outermost position of any other {_fort()}. You may use this "
            "ability even if this ice is unrezzed, in which case you reveal it."
        )


class MoveIceTo(NamedTuple):
    card_id: int
    fort: str
    title: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or c.server is None or self.fort not in g.corp.servers:
            return
        g.corp.servers[c.server].ice.remove(c)
        g.corp.servers[self.fort].ice.append(c)
        c.server = self.fort
        reid(g, c, keep_known=True)
        g.say(f"{self.title} moves to the outermost position of {self.fort}.")


class MoveWithinFort(NamedTuple):
    """Walking Wall, Mobile Barricade: the Corp moves this ice to another place on its fort
    (revealing it if unrezzed)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.server is None:
            return
        s = g.corp.servers[c.server]
        _reveal(g, c, ctx.title)
        n = len(s.ice)
        here = s.ice.index(c)
        g.ask(
            CORP,
            f"{ctx.title}: move it to which position of {c.server}?",
            [
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        card_id=c.id,
                        amount=n - k,
                        label=f"Move to ice {n - k} of {n} ({ordinal(n - k)} from the outside)",
                    ),
                    MoveIceWithin(c.id, k, ctx.title),
                )
                for k in reversed(range(n))
                if k != here
            ],
            public_prompt=f"{ctx.title}: the Corp moves it to another position on {c.server}.",
            kind="choose",
            source=c.id,
        )

    def text(self) -> str:
        return (
            f"Move this ice and insert it in a different position on this {_fort()}. You may use "
            "this ability even if this ice is unrezzed, in which case you reveal it."
        )


def _reorder(g: Game, server: str, new: list[Card]) -> None:
    """``server``'s ice in the order ``new`` (innermost first), in the open: each piece whose
    place changed gets a new id, the Runner still knowing what it knew."""
    s = g.corp.servers[server]
    moved = [c for k, c in enumerate(new) if s.ice[k] is not c]
    s.ice[:] = new
    for c in moved:
        reid(g, c, keep_known=True)
    g.touch()


class MoveIceWithin(NamedTuple):
    card_id: int
    at: int  # innermost first
    title: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or c.server is None:
            return
        s = g.corp.servers[c.server]
        new = [x for x in s.ice if x is not c]
        new.insert(self.at, c)
        server = c.server
        _reorder(g, server, new)
        g.say(f"{self.title} moves to {ice_position(g, c)}.")


class RearrangeThisFort(NamedTuple):
    """Herman Revista: the Corp rearranges the ice of this card's fort, in the open."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.server is None:
            return
        g.push(CorpArranges(c.server, (), ctx.title, c.id))

    def text(self) -> str:
        return f"Rearrange the ice installed on this {_fort()}."


class CorpArranges(NamedTuple):
    """The Corp puts the ice of ``server`` in a new order, outermost first (``chosen``: the ids
    placed so far)."""

    server: str
    chosen: tuple[int, ...]
    title: str
    source: int

    def run(self, g: Game) -> None:
        s = g.corp.servers.get(self.server)
        if s is None:
            return
        left = [c for c in reversed(s.ice) if c.id not in self.chosen]
        if len(left) <= 1:
            order = [g.cards[i] for i in (*self.chosen, *(c.id for c in left))]
            _reorder(g, self.server, list(reversed(order)))
            g.say(f"{self.title}: the Corp rearranges the ice of {self.server}.")
            return
        nth = ordinal(len(self.chosen) + 1)
        g.ask(
            CORP,
            f"{self.title}: which piece of ice goes {nth} from the outside?",
            [
                (
                    Option(
                        "choose",
                        card=c.title,
                        card_id=c.id,
                        server=self.server,
                        amount=len(self.chosen) + 1,
                        label=f"Put {c.title} ({ice_position(g, c)}) {nth} from the outside",
                    ),
                    self._replace(chosen=(*self.chosen, c.id)),
                )
                for c in left
            ],
            public_prompt=f"{self.title}: the Corp rearranges the ice of {self.server}.",
            kind="choose",
            source=self.source,
            source_title=self.title,
        )


__all__ = [
    "NotOn",
    "OnlyOn",
    "now_on",
    "Deflect",
    "DeflectTo",
    "deflection_steps",
    "JumpToFort",
    "AutoBreakIfNoSubsidiary",
    "AtRunStart",
    "run_start_due",
    "RunStartWindow",
    "FirstStepAgain",
    "RedirectRun",
    "MoveToOtherFort",
    "MoveWithinFort",
    "RearrangeThisFort",
]

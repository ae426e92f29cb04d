"""Ice from HQ in the middle of a run (the 1996 game's C-ice-from-hq): Dr. Dreff makes the Runner
encounter an ice card from HQ, Jenny Jett installs one innermost and the Runner approaches it,
each "whenever the Runner makes a successful run on this fort".

When. Both act as the run is about to become successful: after the Runner's last chance to jack
out and the Corp's last window (rules-diff 53), ``Classic.approach_server_steps`` adds
:class:`SuccessPending`, which fires ``"success_pending"`` (the fort as ``extra``) and then
:class:`SuccessGate`. A card's trigger on that event may divert the run (``RunState.mods``
``"divert"``: 1 encounter, 2 approach); the gate then takes the run there instead of to success,
and the run comes back to the fort afterwards, to be successful then (Dr. Dreff: "the run is not
considered successful unless the Runner passes that piece of ice"). So the Runner's "successful
run" abilities (Karl de Veres, Pox) fire once, when the run really is successful. The gate also
records which fort the run was successful on (``Game.flags`` ``"success_seq:<fort>"``: Fortress
Respecification's "last fort").

What each side knows. Each card asks the Corp whenever it is rezzed in the fort and unused this
run, whatever HQ holds (its only option then is to decline): whether it is asked tells the Runner
nothing about HQ. Dr. Dreff's ice is rezzed as it comes: the Runner sees which card left HQ.

>>> DreffEncounter().text()
"You may choose an ice card stored in HQ. Pay half of that card's rez cost, rounded down, to force the Runner to encounter it; the run is not considered successful unless the Runner passes that piece of ice. Trash that ice after the encounter ends."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.run import Approach, Encounter, Success
from ...engine.state import ICE
from ...engine.steps import NOTHING, live_run, one_per_title
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

DIVERT = "divert"
DIVERT_ICE = "divert_ice"
ENCOUNTER_ONLY = "encounter_only"  # a lasting mark: ("encounter_only", ice id, 0, "game")


class SuccessPending(NamedTuple):
    """A step just before the run's success: the abilities of "success_pending", then the
    gate."""

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        g.push(SuccessGate())
        g.fire("success_pending", extra=r.server)


class SuccessGate(NamedTuple):
    """The run goes on to its success, unless a card diverted it (see the module)."""

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        divert = r.mods.pop(DIVERT, 0)
        if not divert:
            server = "HQ" if r.mods.get("as_hq") else r.server
            g.flags[f"success_seq:{server}"] = g.flags.get("successful_runs", 0) + 1
            return
        if g.pending and isinstance(g.pending[-1], Success):
            g.pending.pop()  # not yet: the run comes back to the fort afterwards
        ice_id = r.mods.pop(DIVERT_ICE, -1)
        if divert == 1:
            r.jump_to = -1  # after the encounter, straight back to the fort
            g.push(Encounter(ice_id))
        else:
            g.push(Approach(0))


class SuccessPendingHere(NamedTuple):
    """A condition of a "success_pending" trigger (``ctx.extra``: the fort): the run on this
    card's fort is about to be successful, this card has not acted during it, and no other card
    is diverting it now."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        r = live_run(g)
        return (
            c is not None
            and r is not None
            and ctx.extra == c.server
            and not r.mods.get(f"used:{c.id}")
            and not r.mods.get(DIVERT)
        )

    def text(self) -> str:
        return f"the Runner makes a successful run on this {current_words().server[0]}"


def _hq_ice(g: Game) -> list[Any]:
    return one_per_title(c for c in g.corp.hand if c.data.type == "ice")


def _hq_ice_innermost(g: Game, title: str, price: int, *, faceup: bool) -> Card | None:
    """The Corp pays ``price`` and puts the ice card ``title`` from HQ innermost on the fort
    being run (Dr. Dreff, Jenny Jett); None, and nothing paid, when there is no such run or
    card."""
    r = live_run(g)
    c = next((x for x in g.corp.hand if x.title == title), None)
    if r is None or c is None:
        return None
    g.pay(CORP, price)
    s = g.corp.servers[r.server]
    ice = g.move(c, ICE, server=r.server, faceup=faceup)
    s.ice.remove(ice)
    s.ice.insert(0, ice)
    return ice


class DreffEncounter(NamedTuple):
    """Dr. Dreff: the Corp may pay half an HQ ice card's rez cost (rounded down) to make the
    Runner encounter it; the run is successful only once the Runner passes it; it is trashed
    after the encounter."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = live_run(g)
        if r is None:
            return
        r.mods[f"used:{ctx.source}"] = 1
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = []
        for c in _hq_ice(g):
            price = g.rez_cost(c) // 2
            if price <= g.corp.credits:
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=c.title,
                            amount=price,
                            label=f"Pay {w.credits(price)}: the Runner encounters {c.title}",
                            cost=priced(0, price),
                        ),
                        DreffBringsIce(c.title, price, ctx.title),
                    )
                )
        pairs.append((Option("pass", label="Decline"), NOTHING))
        g.ask(
            CORP,
            f"{ctx.title}: make the Runner encounter an ice card from HQ?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp may make the Runner encounter ice from HQ.",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        return (
            "You may choose an ice card stored in HQ. Pay half of that card's rez cost, rounded "
            "down, to force the Runner to encounter it; the run is not considered successful "
            "unless the Runner passes that piece of ice. Trash that ice after the encounter ends."
        )


class DreffBringsIce(NamedTuple):
    title: str
    price: int
    source: str

    def run(self, g: Game) -> None:
        r = live_run(g)
        ice = _hq_ice_innermost(g, self.title, self.price, faceup=True)  # for the encounter only
        if r is None or ice is None:
            return
        g.set_rezzed(ice, True)
        g.linger((ENCOUNTER_ONLY, ice.id, 0, "game"))
        r.mods[DIVERT] = 1
        r.mods[DIVERT_ICE] = ice.id
        r.position, r.ice_id, r.phase = 0, ice.id, "encounter"
        g.say(
            f"{self.source}: the Corp pays {g.ruleset.words.credits(self.price)} and the Runner "
            f"must encounter {ice.title} from HQ before the run is successful."
        )


class IsEncounterOnlyIce(NamedTuple):
    """A condition of an "encounter_ends" trigger (``ctx.extra``: the ice and its breakers): the
    encounter that ended was with ice brought for it alone (Dr. Dreff's)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        extra: Any = ctx.extra
        return extra is not None and any(
            e[0] == ENCOUNTER_ONLY and e[1] == extra[0] for e in g.lingering
        )

    def text(self) -> str:
        return "the encounter with that ice ends"


class TrashEncounteredIce(NamedTuple):
    """Trash the ice whose encounter just ended (``ctx.extra``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = g.card(ctx.extra[0])
        if ice is not None and ice.zone == ICE:
            g.say(f"{ctx.title}: {ice.title} is trashed after the encounter.")
            g.trash(ice)

    def text(self) -> str:
        return ""


def trash_encounter_only_ice(g: Game) -> None:
    """A checkpoint rule: ice brought for one encounter (Dr. Dreff's) that is no longer being
    encountered is trashed (if its card is gone, its own trigger cannot do it)."""
    for e in [e for e in g.lingering if e[0] == ENCOUNTER_ONLY]:
        ice = g.card(e[1])
        r = live_run(g)
        if ice is None or ice.zone != ICE:
            g.lingering.remove(e)
            continue
        if r is not None and r.ice_id == ice.id and r.phase == "encounter":
            continue
        g.say(f"{ice.title} is trashed after the encounter.")
        g.trash(ice)


class JennyInstall(NamedTuple):
    """Jenny Jett: the Corp may install an HQ ice card innermost on this fort, paying 1 bit for
    each piece of ice already there; the Runner then approaches it."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = live_run(g)
        if r is None:
            return
        r.mods[f"used:{ctx.source}"] = 1
        s = g.corp.servers[r.server]
        price = len(s.ice) + g.ruleset.install_surcharge(g, r.server)
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = []
        if price <= g.corp.credits:
            for c in _hq_ice(g):
                f = c.defn.install_filter  # Dumpster, Trapdoor: not on every fort
                if f is not None and not f.allows(r.server):
                    continue
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=c.title,
                            amount=price,
                            label=f"Install {c.title} innermost on {r.server} ({w.credits(price)})",
                            cost=priced(0, price),
                        ),
                        JennyPutsIce(c.title, price, ctx.title),
                    )
                )
        pairs.append((Option("pass", label="Decline"), NOTHING))
        g.ask(
            CORP,
            f"{ctx.title}: install an ice card from HQ innermost on {r.server}?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp may install ice from HQ.",
            kind="choose",
            source=ctx.source,
            params={"cost": price},
        )

    def text(self) -> str:
        f = current_words().server[0]
        return (
            f"You may choose an ice card stored in HQ. Install that piece of ice on this {f} in "
            "the innermost position, paying an installation cost of 1 bit for each piece of ice "
            f"already on the {f}. The Runner is now considered to be approaching that piece of ice."
        )


class JennyPutsIce(NamedTuple):
    title: str
    price: int
    source: str

    def run(self, g: Game) -> None:
        r = live_run(g)
        ice = _hq_ice_innermost(g, self.title, self.price, faceup=False)
        if r is None or ice is None:
            return
        ice.installed_turn = g.turn
        r.mods[DIVERT] = 2
        g.say(
            f"{self.source}: the Corp installs ice innermost on {r.server}, paying "
            f"{g.ruleset.words.credits(self.price)}; the Runner approaches it."
        )
        g.fire("install", extra=ice.id)


__all__ = [
    "SuccessPending",
    "SuccessGate",
    "SuccessPendingHere",
    "DreffEncounter",
    "DreffBringsIce",
    "IsEncounterOnlyIce",
    "TrashEncounteredIce",
    "trash_encounter_only_ice",
    "JennyInstall",
    "JennyPutsIce",
]

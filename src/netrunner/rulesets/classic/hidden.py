"""The 1996 hidden resources (Proteus and Classic): "Hidden resources are installed face down,
but are put into the trash face up."

The mechanic itself is the engine's, generic: a card declared with
``CardDef(install_facedown=True)`` is installed face down (``engine/install.py``: the log says "a
hidden resource", no title); the Corp's view shows it as a card back (``view.visible_to``,
``view.hidden_from_corp``), the Corp's options name it "a hidden resource" (``Game.ask``), a Corp
determinisation re-deals it among the hidden resources it cannot tell apart
(``engine/determinize.py``), and the Runner's paid-ability windows are asked even when it could
only pass while it has one (skipping would tell the Corp it has nothing usable). It is revealed
when used: each of these cards' abilities trashes it ("[T]"), face up, naming it in the log.

This module holds the effects and conditions of those cards that the engine had not:

>>> PassAPIce().text()
'Pass the piece of AP ice you are encountering.'
>>> EncounteringIce("AP").text()
'you are encountering a piece of AP ice'
>>> AtMoment("successful_run", "HQ").text()
'you have just made a successful run on HQ'
>>> AccessMore(2, "R&D").text()
'Access 2 additional cards from R&D.'
>>> TrashFortCards().text()[:40]
'Trash, at no cost, all cards installed i'
>>> TrashBeingAccessed().text()[:40]
'Trash, at no cost, one or more cards tha'
>>> HIDDEN_NOTE
'Hidden resources are installed face down, but are put into the trash face up.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.flow import ability_options
from ...engine.steps import in_parens, live_run

if TYPE_CHECKING:
    from typing import Any

    from ...engine.game import Ctx, Game

#: the reminder line every hidden resource prints
HIDDEN_NOTE = "Hidden resources are installed face down, but are put into the trash face up."


def hidden_ability_options(g: Game, pairs: list[tuple[Any, Any]]) -> None:
    """The paid abilities of the Runner's hidden resources, offered at its action decision too
    (using one spends no action): their timing is "whenever you pay any cost", and an action's
    cost is paid as it is chosen, so they must be usable before it."""
    if not any(not c.faceup for c in g.runner.rig()):
        return
    found: list[tuple[Any, Any]] = []
    ability_options(g, RUNNER, found, clicks=False)
    for o, st in found:
        c = g.card(o.card_id) if o.card_id is not None else None
        if c is not None and not c.faceup:
            pairs.append((o, st))


#: the ``g.flags`` key of the moment a hidden window is open at, the event's name after it
#: ("hidden_moment:successful_run"); its value, the card accessed at "card_accessed" (else 1)
MOMENT = "hidden_moment:"
#: the events that open a hidden window, while the Runner has a card face down: the moments
#: some hidden resources are used at ("immediately after a successful run on HQ", "when
#: accessing cards from HQ", a card "you are currently accessing", "when the Corp successfully
#: does meat damage")
MOMENTS = (
    "successful_run",
    "access_begins",
    "card_accessed",
    "meat_damage_done",
    "trace_compared",
    "trace_succeeded",
)


def hidden_window_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """``Ruleset.rule_triggers``: at each of :data:`MOMENTS`, a window for the Runner to use a
    hidden resource whose moment it is, asked whenever it has a card face down (whether or not
    one is usable, so the Corp learns nothing)."""
    if event not in MOMENTS or not any(not c.faceup for c in g.runner.rig()):
        return []
    from ...engine.game import Ctx
    from ...engine.steps import Resolve

    what = extra if event == "card_accessed" and isinstance(extra, int) else 1
    return [(RUNNER, Resolve((OpenMoment(event, what),), Ctx(RUNNER, -1, "", extra)))]


class OpenMoment(NamedTuple):
    """The moment ``event`` opens (``g.flags``, with ``what``: the card accessed, else 1) and the
    Runner's window for its hidden resources is asked; it closes when the Runner is done."""

    event: str
    what: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(HiddenWindow(self.event, self.what))

    def text(self) -> str:
        return ""


class HiddenWindow(NamedTuple):
    """The Runner's window at a moment of :data:`MOMENTS`: the abilities of its hidden cards it
    may use now, and "Done" (which closes the moment)."""

    event: str
    what: int

    def run(self, g: Game) -> None:
        from ...engine.decision import Option
        from ...engine.steps import Chain

        if g.over:
            return
        g.flags[MOMENT + self.event] = self.what
        found: list[tuple[Any, Any]] = []
        hidden_ability_options(g, found)
        pairs: list[tuple[Any, Any]] = [(o, Chain((st, self))) for o, st in found]
        pairs.append((Option("pass", label="Done"), CloseMoment()))
        g.ask(
            RUNNER,
            "Use a hidden resource now?",
            pairs,
            public_prompt="The Runner may use paid abilities.",
            kind="paid_abilities",
        )


class CloseMoment(NamedTuple):
    def run(self, g: Game) -> None:
        for k in [k for k in g.flags if k.startswith(MOMENT)]:
            del g.flags[k]
        g.touch()


class AtMoment(NamedTuple):
    """Condition: a hidden window is open at the moment ``event`` (with ``server``, the run's
    server: "HQ", or "subsidiary" for any remote)."""

    event: str
    server: str = ""

    def test(self, g: Game, ctx: Ctx) -> bool:
        if MOMENT + self.event not in g.flags:
            return False
        if not self.server:
            return True
        r = live_run(g)
        if r is None:
            return False
        if self.server == "subsidiary":
            return r.server not in ("HQ", "R&D", "Archives")
        return r.server == self.server

    def text(self) -> str:
        where = {"": "", "subsidiary": " on a subsidiary data fort"}.get(
            self.server, f" on {self.server}"
        )
        return {
            "successful_run": f"you have just made a successful run{where}",
            "access_begins": f"you are about to access cards from {self.server}",
            "card_accessed": "you are accessing a card",
            "meat_damage_done": "the Corp has just done meat damage to you",
            "trace_compared": "you and the Corp have revealed how much each of you spent on a "
            "trace",
            "trace_succeeded": "a trace against you has just succeeded",
        }[self.event]


class AccessMore(NamedTuple):
    """The Runner accesses ``n`` more cards of this access (HQ Mole, R&D Mole): used as the
    access begins, before the first card."""

    n: int
    server: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.access import AccessNext

        pending = g.pending
        for i in range(len(pending) - 1, -1, -1):
            st = pending[i]
            if isinstance(st, AccessNext):
                pending[i] = st._replace(pulls=st.pulls + self.n)
                g.say(f"The Runner accesses {self.n} more cards{in_parens(ctx.title)}.")
                return

    def text(self) -> str:
        return f"Access {self.n} additional cards from {self.server}."


class TrashFortCards(NamedTuple):
    """Trash at no cost every card installed in the fort just run (the 1996 Death from Above:
    its nodes, upgrades and agendas; the ice protecting it is not in it), even those that could
    not be trashed."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = live_run(g)
        if r is None:
            return
        srv = g.corp.servers.get(r.server)
        if srv is None:
            return
        cards = list(srv.content)
        for c in cards:
            g.trash(c, by="runner")
        g.say(f"{ctx.title}: the Runner trashes the {len(cards)} cards in {r.server}.")

    def text(self) -> str:
        return (
            "Trash, at no cost, all cards installed in that subsidiary data fort, even if they "
            "cannot normally be trashed."
        )


class TrashBeingAccessed(NamedTuple):
    """Trash at no cost the card the Runner is accessing, even one that could not be trashed, and
    any other card of this access as it is accessed (the 1996 Mercenary Subcontract: "one or
    more cards that you are currently accessing"; the engine accesses them one at a time)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cid = g.flags.get(MOMENT + "card_accessed")
        c = g.card(cid) if cid is not None else None
        if c is None or c.side != "corp":
            return
        g.say(f"The Runner trashes {c.title} at no cost{in_parens(ctx.title)}.")
        g.trash(c, by="access")
        r = live_run(g)
        if r is not None:  # and any other card of this access, as it is accessed
            r.mods["free_trash"] = 1

    def text(self) -> str:
        return (
            "Trash, at no cost, one or more cards that you are currently accessing, even if those "
            "cards cannot normally be trashed."
        )


class EncounteringIce(NamedTuple):
    """The Runner is encountering a rezzed piece of ice (with ``keyword``, if one is given)."""

    keyword: str = ""

    def test(self, g: Game, ctx: Ctx) -> bool:
        r = live_run(g)
        if r is None or r.phase != "encounter" or r.bypassed or r.ice_id is None:
            return False
        ice = g.card(r.ice_id)
        if ice is None or not ice.rezzed:
            return False
        return not self.keyword or g.has_subtype(ice, self.keyword)

    def text(self) -> str:
        what = f"{self.keyword} ice" if self.keyword else "ice"
        return f"you are encountering a piece of {what}"


class PassAPIce(NamedTuple):
    """The Runner passes the ice it is encountering: the encounter ends at once, its unbroken
    subroutines resolving not (Simulacrum)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = live_run(g)
        if r is None or r.phase != "encounter" or r.ice_id is None:
            return
        ice = g.card(r.ice_id)
        r.bypassed = True
        name = ice.title if ice is not None else "the ice"
        g.say(f"The Runner passes {name}{in_parens(ctx.title)}.")

    def text(self) -> str:
        return "Pass the piece of AP ice you are encountering."


__all__ = [
    "HIDDEN_NOTE",
    "hidden_ability_options",
    "hidden_window_triggers",
    "AtMoment",
    "AccessMore",
    "TrashFortCards",
    "TrashBeingAccessed",
    "EncounteringIce",
    "PassAPIce",
]


#: ``g.flags``: Time to Collect protects the Runner's resources during this Corp action (the
#: value: the Corp's actions left when it was used, plus 1)
COLLECT = "time_to_collect"


class CorpsTurnOtherResource(NamedTuple):
    """Condition of a trash prevention: it is the Corp's turn, and the card about to be trashed
    (``ctx.extra``) is another of the Runner's installed resources."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        if g.active != "corp":
            return False
        c = g.card(ctx.extra) if isinstance(ctx.extra, int) else None
        return c is not None and c.id != ctx.source and c.side == RUNNER and c.zone == "resource"

    def text(self) -> str:
        return "during the Corp's turn"


class ProtectResources(NamedTuple):
    """Time to Collect: for the rest of this Corp action, the Runner's other resources are not
    trashed ("one or more of your other installed resources": every trashing the action would
    make, each prevented as it comes: :func:`collect_protects`)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.flags[COLLECT] = g.corp.clicks + 1
        g.touch()

    def text(self) -> str:
        return ""


def collect_protects(g: Game, card: Any) -> bool:
    """``Classic.trash_prevented``: Time to Collect was used in this Corp action and ``card`` is
    one of the Runner's installed resources (said in the log)."""
    mark = g.flags.get(COLLECT)
    if not mark or g.active != "corp" or mark != g.corp.clicks + 1:
        return False
    if card.side != RUNNER or card.zone != "resource":
        return False
    name = card.title if card.faceup else "a hidden resource"
    g.say(f"Time to Collect prevents {name} from being trashed.")
    return True

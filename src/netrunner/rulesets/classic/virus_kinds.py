"""More kinds of virus counters on the Corp (Proteus: Taxman, Vienna 22, Highlighter, Crumble,
Garbage In), added to :data:`.viruses.CORP_VIRUSES`; like the Base kinds, they keep working when
their program leaves play (rules-diff 118) and are removed by a purge. What each does:

- Tax: every two make the Corp lose 1 bit at the start of each of its turns (:class:`TaxLoss`,
  a rule trigger of ``corp_turn_begins``);
- Vienna: each lets the Runner access one more card whenever it accesses cards from HQ;
- Highlighter: each after the first lets it access one more card from R&D (both through
  ``Ruleset.extra_accesses``: :func:`counter_accesses`);
- Crumble (HQ), Garbage (R&D): with two or more, the Runner may trash at no cost any card it
  accesses from that central fort, even one that cannot normally be trashed (the run's
  ``free_trash_stored`` mod, set as the access begins: :class:`FreeTrashFrom`); the cards in the
  fort's root are accessed "in the root", not "from" it, and are not covered. After a run in which
  the Runner trashed a card from R&D while Garbage counters allowed it, the Corp loses two Garbage
  counters (:class:`GarbageSpent`, at ``run_ends``);
- Doom (Armageddon, given instead of accessing R&D: :class:`DoomInstead`): whenever the Corp
  installs a card, a die for each; on a 6 the card is trashed and one Doom counter removed
  (:class:`DoomRolls`, a rule trigger of ``install``);
- Socket (in Archives, HQ and R&D: Viral Pipeline puts one in the central fort run), spent one
  from each for a Pipe counter on the Corp (:class:`SocketsEverywhere`, :class:`SpendSockets`);
  each Pipe counter makes the Corp forgo an action at the start of each of its turns
  (:class:`PipesForgo`: owed actions, paid as its actions begin).

The Proteus viruses let the Corp purge "at any time": besides the purge action, it is offered
at the very start of its turn (:class:`PurgeAtTurnStart`), while a Proteus kind is in play.

>>> CORP_VIRUSES["tax"].does
'Every two Tax counters on the Corp make it lose 1 bit at the start of each of its turns.'
>>> TaxLoss().text()
'The Corp loses 1 credit for every two Tax counters on it.'
>>> FreeTrashFrom("HQ", "crumble").text()
'Two or more Crumble counters on the Corp let you trash any card you access from HQ at no cost.'
>>> GarbageSpent().text()
'The Corp loses two Garbage counters.'
>>> DoomInstead().text()[:60]
'After each successful run on R&D, you may give the Corp a Do'
>>> SpendSockets().text(), PipesForgo().text()
('Remove a Socket counter from each of Archives, HQ and R&D', 'The Corp forgoes an action for each Pipe counter on it.')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.decision import Option
from ...engine.state import ICE
from ...engine.steps import NOTHING, Resolve, plural
from ...engine.words import credits
from .forts import VIRUS_FORT_COUNTERS
from .rules import (
    PURGE_ACTIONS,
    VIRUS_PLAYER_COUNTERS,
    GiveCorpCounter,
    PurgeByForgoing,
    forgo_actions,
)
from .viruses import CORP_VIRUSES, CorpVirus

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

MORE_CORP_VIRUSES: dict[str, CorpVirus] = {
    "tax": CorpVirus(
        "Tax",
        "Every two Tax counters on the Corp make it lose 1 bit at the start of each of its turns.",
    ),
    "vienna": CorpVirus(
        "Vienna",
        "Each Vienna counter on the Corp lets you access 1 additional card from HQ whenever you"
        " access cards from HQ.",
    ),
    "highlighter": CorpVirus(
        "Highlighter",
        "Each Highlighter counter on the Corp after the first lets you access 1 additional card"
        " from R&D whenever you access cards from R&D.",
    ),
    "crumble": CorpVirus(
        "Crumble",
        "While the Corp has two or more Crumble counters, you may trash at no cost any card you"
        " access from HQ, even one that cannot normally be trashed.",
    ),
    "doom": CorpVirus(
        "Doom",
        "Each Doom counter on the Corp makes it roll a die whenever it installs a card; on a 6,"
        " the card is trashed after it is installed, and the Corp removes a Doom counter.",
    ),
    "pipe": CorpVirus(
        "Pipe",
        "Each Pipe counter on the Corp makes it forgo an action at the start of each of its turns.",
    ),
    "garbage": CorpVirus(
        "Garbage",
        "While the Corp has two or more Garbage counters, you may trash at no cost any card you"
        " access from R&D, even one that cannot normally be trashed. The Corp loses two Garbage"
        " counters after each run during which you do.",
    ),
}
CORP_VIRUSES.update(MORE_CORP_VIRUSES)
VIRUS_PLAYER_COUNTERS.update({kind: v.name for kind, v in MORE_CORP_VIRUSES.items()})
VIRUS_FORT_COUNTERS["socket"] = "Socket"  # Viral Pipeline's, in the central forts
CENTRAL_FORTS = ("Archives", "HQ", "R&D")

#: the run mod that remembers the Corp's discard pile size (+1) as Garbage's free trash began
GARBAGE_MARK = "garbage_discard"


def counter_accesses(g: Game, server: str) -> int:
    """``Ruleset.extra_accesses``: one more card from HQ for each Vienna counter on the Corp,
    one more from R&D for each Highlighter counter after the first."""
    counters = g.corp.counters
    if server == "HQ":
        return counters.get("vienna", 0)
    if server == "R&D":
        return max(0, counters.get("highlighter", 0) - 1)
    return 0


class TaxLoss(NamedTuple):
    """The Corp loses 1 bit for every two Tax counters on it (as much as it has)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.corp.counters.get("tax", 0) // 2
        lost = min(n, g.corp.credits)
        g.corp.credits -= lost
        g.say(
            f"The Corp loses {g.ruleset.words.credits(lost)} "
            f"({plural(g.corp.counters.get('tax', 0), 'Tax counter')} on it)."
        )

    def text(self) -> str:
        return f"The Corp loses {credits(1)} for every two Tax counters on it."


class FreeTrashFrom(NamedTuple):
    """As the Runner begins accessing cards from ``server``, two or more counters of ``kind`` on
    the Corp let it trash any card it accesses from there at no cost (the run's
    ``free_trash_stored``); Garbage remembers the discard pile to know whether it was used."""

    server: str
    kind: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or g.corp.counters.get(self.kind, 0) < 2 or r.mods.get("free_trash_stored"):
            return
        r.mods["free_trash_stored"] = 1
        if self.kind == "garbage":
            r.mods[GARBAGE_MARK] = len(g.corp.discard) + 1
        name = CORP_VIRUSES[self.kind].name
        g.say(
            f"{name} counters: the Runner may trash any card it accesses from {self.server} at no"
            " cost."
        )

    def text(self) -> str:
        name = CORP_VIRUSES[self.kind].name
        return (
            f"Two or more {name} counters on the Corp let you trash any card you access from"
            f" {self.server} at no cost."
        )


class GarbageSpent(NamedTuple):
    """The Corp loses two Garbage counters."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        now = g.add_player_counters(CORP, "garbage", -2)
        g.say(f"The Corp loses two Garbage counters ({plural(now, 'Garbage counter')} left).")

    def text(self) -> str:
        return "The Corp loses two Garbage counters."


# ---------------------------------------------------------------------- Armageddon


class DoomInstead(NamedTuple):
    """``CardDef.access_replacement``: after a successful run on R&D, the Runner may give the
    Corp a Doom counter instead of accessing cards."""

    effects: tuple[Any, ...] = (GiveCorpCounter("doom", "Doom"),)

    def test(self, g: Game, ctx: Ctx, server: str) -> bool:
        return server == "R&D"

    def text(self) -> str:
        return (
            "After each successful run on R&D, you may give the Corp a Doom counter instead of"
            " accessing cards from R&D."
        )


class DoomRolls(NamedTuple):
    """The Corp has just installed ``card_id``: a die for each Doom counter on it; on a 6 the
    card is trashed and the Corp removes a Doom counter (one card, one counter, however many
    6s)."""

    card_id: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(self.card_id)
        n = g.corp.counters.get("doom", 0)
        if c is None or not c.installed or not n:
            return
        rolls = [g.roll_die() for _ in range(n)]
        dice = "a die" if n == 1 else f"{n} dice"
        g.say(f"Doom counters: the Corp rolls {dice}: {', '.join(map(str, rolls))}.")
        if 6 not in rolls:
            return
        from ...engine.naming import ice_label

        what = ice_label(g, c) if c.zone == ICE else (c.title if c.rezzed else "the card installed")
        g.trash(c, by="Armageddon")
        now = g.add_player_counters(CORP, "doom", -1)
        g.say(
            f"A 6: {what} is trashed, and the Corp removes a Doom counter"
            f" ({plural(now, 'Doom counter')} left)."
        )

    def text(self) -> str:
        return "The Corp rolls a die for each Doom counter on it; on a 6, that card is trashed."


# ---------------------------------------------------------------------- Viral Pipeline


class SuccessfulRunOnCentral(NamedTuple):
    """The successful run (``ctx.extra``: its server) was on Archives, HQ or R&D."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return ctx.extra in CENTRAL_FORTS

    def text(self) -> str:
        return "you make a successful run on Archives, HQ, or R&D"


class SocketsEverywhere(NamedTuple):
    """There is a Socket counter in each of Archives, HQ and R&D."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        servers = g.corp.servers
        return all(n in servers and servers[n].counters.get("socket") for n in CENTRAL_FORTS)

    def text(self) -> str:
        return "there is a Socket counter in each of Archives, HQ and R&D"


class SpendSockets(NamedTuple):
    """Remove a Socket counter from each of Archives, HQ and R&D."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        for name in CENTRAL_FORTS:
            g.add_server_counters(name, "socket", -1)
        g.say(f"{ctx.title}: the Runner removes a Socket counter from Archives, HQ and R&D.")

    def text(self) -> str:
        return "Remove a Socket counter from each of Archives, HQ and R&D"


class PipesForgo(NamedTuple):
    """The Corp forgoes an action for each Pipe counter on it."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.corp.counters.get("pipe", 0)
        if n:
            g.say(f"Pipe counters: the Corp forgoes {plural(n, 'action')}.")
            forgo_actions(g, CORP, n)

    def text(self) -> str:
        return "The Corp forgoes an action for each Pipe counter on it."


# ---------------------------------------------------------------------- "at any time"


def proteus_counters_in_play(g: Game) -> bool:
    """Is a counter of a kind given by a Proteus virus (whose text lets the Corp purge "at any
    time") in play: on the Corp, or a Socket counter in a fort?"""
    if any(g.corp.counters.get(k) for k in MORE_CORP_VIRUSES):
        return True
    return any(s.counters.get("socket") for s in g.corp.servers.values())


class PurgeAtTurnStart(NamedTuple):
    """The Proteus viruses' "The Corp may remove all Virus counters at any time, but must then
    forgo its next three actions": besides the purge action, the Corp is offered the purge at the
    very start of its turn, before its start-of-turn effects (Tax, Pipe counters), while a
    Proteus kind of counter is in play. (With three Pipe counters it has no action left to
    purge with.)"""

    def run(self, g: Game) -> None:
        if not proteus_counters_in_play(g):
            return
        w = g.ruleset.words
        g.ask(
            CORP,
            f"Your turn begins: purge all virus counters, forgoing your next {PURGE_ACTIONS}"
            " actions?",
            [
                (
                    Option(
                        "purge",
                        label=f"Purge all virus counters: forgo {w.clicks(PURGE_ACTIONS)}",
                    ),
                    PurgeByForgoing(),
                ),
                (Option("pass", label="Keep your actions"), NOTHING),
            ],
            public_prompt="The Corp decides whether to purge the virus counters.",
            kind="paid_abilities",
        )


def _ctx(title: str) -> Ctx:
    from ...engine.game import Ctx

    return Ctx(RUNNER, -1, title)


def virus_kind_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """What these counters do at ``event`` (rule triggers, as the Base kinds': see
    :func:`.viruses.counter_triggers`)."""
    counters = g.corp.counters
    out: list[tuple[str, Any]] = []
    if event == "corp_turn_begins":
        if counters.get("tax", 0) >= 2:
            out.append((RUNNER, Resolve((TaxLoss(),), _ctx("Taxman"))))
        if counters.get("pipe"):
            out.append((RUNNER, Resolve((PipesForgo(),), _ctx("Viral Pipeline"))))
    elif event == "install":
        c = g.card(extra) if isinstance(extra, int) else None
        if counters.get("doom") and c is not None and c.side == CORP:
            out.append((RUNNER, Resolve((DoomRolls(c.id),), _ctx("Armageddon"))))
    elif event == "access_begins":
        if extra == "HQ" and counters.get("crumble", 0) >= 2:
            out.append((RUNNER, Resolve((FreeTrashFrom("HQ", "crumble"),), _ctx("Crumble"))))
        if extra == "R&D" and counters.get("garbage", 0) >= 2:
            out.append((RUNNER, Resolve((FreeTrashFrom("R&D", "garbage"),), _ctx("Garbage In"))))
    elif event == "run_ends":
        r = g.run
        mark = r.mods.get(GARBAGE_MARK, 0) if r is not None else 0
        if mark and len(g.corp.discard) >= mark and counters.get("garbage"):
            out.append((RUNNER, Resolve((GarbageSpent(),), _ctx("Garbage In"))))
    return out


__all__ = [
    "MORE_CORP_VIRUSES",
    "GARBAGE_MARK",
    "counter_accesses",
    "TaxLoss",
    "FreeTrashFrom",
    "GarbageSpent",
    "virus_kind_triggers",
    "proteus_counters_in_play",
    "PurgeAtTurnStart",
    "DoomInstead",
    "DoomRolls",
    "SuccessfulRunOnCentral",
    "SocketsEverywhere",
    "SpendSockets",
    "PipesForgo",
    "CENTRAL_FORTS",
]

"""Installing cards: the Corp's servers and ice, the Runner's rig and hosted cards.

The same steps serve the basic install action (a click) and the cards that install something
(Shipment from MirrorMorph, Accelerated Beta Test, Modded, Rabbit Hole...): ``click`` says whether
a click is spent, ``free`` that all costs are ignored, ``discount`` lowers the install cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .abilities import ctx_of
from .carddb import CORP, RUNNER
from .cost import PRICED, Cost, priced
from .decision import Option
from .payment import spend_click
from .state import CENTRALS, CONTENT, HARDWARE, ICE, PROGRAM, RESOURCE, Card, Server
from .steps import Chain, Resolve, cancel_option

if TYPE_CHECKING:
    from .game import Game

NEW_REMOTE = "new remote"
RIG_ZONE = {"program": PROGRAM, "hardware": HARDWARE, "resource": RESOURCE}


#: Builds a step of the option lists without calling its class (as ``Option.new``: a class call
#: costs over twice as much), ``_new(CorpInstall, (fields...))``, every field given.
_new = tuple.__new__


def _count(g: Game, key: str) -> None:
    g.flags[key] = g.flags.get(key, 0) + 1


# ---------------------------------------------------------------------- Corp


def corp_install_targets(g: Game, c: Card) -> list[str]:
    """Servers ``c`` may be installed in: ice and upgrades anywhere, agendas/assets in remotes
    (no new remote while an active card forbids it: ``CardDef.no_new_remotes``)."""
    servers = g.corp.servers
    only = c.defn.install_only_in
    if only is not None:
        return [only] if isinstance(only, str) else list(only)
    new = [] if (g._index or g.active_index()).no_new_remotes else [NEW_REMOTE]
    if c.defn.remote_only:
        return [name for name in servers if name not in CENTRALS] + new
    if c.data.type in ("ice", "upgrade"):
        if c.defn.install_filter is not None:  # the 1996 Dumpster, Trapdoor
            ok = c.defn.install_filter.allows
            return [n for n in servers if ok(n)] + [n for n in new if ok(n)]
        return [*servers, *new]
    return [name for name in servers if name not in CENTRALS] + new  # (the remotes)


def corp_install_cost(g: Game, c: Card, server: str, free: bool = False) -> int:
    """What installing ``c`` in (or protecting) ``server`` costs the Corp: 1 credit for each
    piece of ice already protecting it when ``c`` is ice, plus the ruleset's surcharge on that
    server (the 1996 game's Pox counters); nothing when ``free``."""
    if free:
        return 0
    s = g.corp.servers.get(server)
    if s is None:  # a new remote
        return 0
    ice = len(s.ice) if c.data.type == "ice" else 0
    return max(0, ice + g.ruleset.install_surcharge(g, server, c))


def ice_to_trash(
    g: Game, c: Card, server: str, free: bool = False, have: int | None = None
) -> int | None:
    """How many pieces of the ice already protecting ``server`` the Corp must trash first to
    afford installing the ice ``c`` there (each lowers the install cost by 1 credit: the
    Corp may trash ice there as it installs, rules-diff 31 in the 1996 game too): 0 when it
    can pay the whole cost, None when it cannot pay even after trashing them all. For a card
    that is not ice, 0 when the cost can be paid, else None. (``have``: what the Corp can spend
    on installing, when the caller knows it.)"""
    cost = corp_install_cost(g, c, server, free)
    if have is None:
        have = g.spendable(CORP, "corp_install")  # bits only for installing (the 1996 game's)
    if cost <= have:
        return 0
    s = g.corp.servers.get(server)
    if c.data.type != "ice" or s is None:
        return None
    base = cost - len(s.ice)  # what is left with no ice there (the surcharges), before the clamp
    for k in range(1, len(s.ice) + 1):
        if max(0, base + len(s.ice) - k) <= have:
            return k
    return None


def displaced(g: Game, c: Card, server: str) -> list[Card]:
    """The cards already in ``server`` that installing ``c`` there trashes, oldest first (no
    choice: the install rules say which). An agenda or asset in a remote holding as many
    agendas and assets as it may (one; more with the 1996 Namatoki Plaza,
    ``Ruleset.fort_capacity``) trashes the oldest; a region (the 1996 game) trashes the region
    there. Ice trashes nothing by itself (the Corp may choose to: :class:`IceTrashChoice`)."""
    s = g.corp.servers.get(server)
    if s is None or c.data.type == "ice":
        return []
    out: list[Card] = []
    if c.data.type in ("agenda", "asset"):
        olds = [x for x in s.content if x.data.type in ("agenda", "asset")]
        room = g.ruleset.fort_capacity(g, server)
        out += olds[: max(0, len(olds) + 1 - room)]
    if c.data.has_keyword("Region"):  # limit 1 region per server: the older is trashed
        out += [x for x in s.content if x.data.has_keyword("Region") and x not in out]
    return out


def _and(titles: list[str]) -> str:
    """``"A"``, ``"A and B"``, ``"A, B and C"``."""
    return titles[0] if len(titles) == 1 else ", ".join(titles[:-1]) + " and " + titles[-1]


def corp_install_options(
    g: Game, c: Card, *, click: bool = True, free: bool = False, rez: bool = False
) -> list[tuple[Option, Any]]:
    """One option per server ``c`` may be installed in."""
    out: list[tuple[Option, Any]] = []
    t = c.title
    is_ice = c.data.type == "ice"
    verb = "protecting" if is_ice else "in"
    clicks = 1 if click else 0
    have: int | None = None  # what the Corp can spend on installing: asked once, if at all
    servers = g.corp.servers
    surcharge = g.ruleset.install_surcharge if g.ruleset.surcharged else None
    rez_too = c.defn.rez_on_install and not free
    for server in corp_install_targets(g, c):
        s = servers.get(server)
        # what corp_install_cost says, with the server looked up once
        if free or s is None:
            credits = 0
        elif surcharge is None:
            credits = len(s.ice) if is_ice else 0
        else:
            credits = max(0, (len(s.ice) if is_ice else 0) + surcharge(g, server, c))
        # ice can be made cheaper by trashing the ice already there first: how many must go
        if credits:
            if have is None:
                have = g.spendable(CORP, "corp_install")
            must = 0 if credits <= have else ice_to_trash(g, c, server, free, have)
        else:
            must = 0
        if must is None:
            continue
        afford = ""
        if must:  # what is paid once they are trashed; which ones: asked next (IceTrashChoice)
            assert s is not None
            credits = max(0, credits - must)
            afford = f" (trash {_of_ice(must, len(s.ice))} there first to afford it)"
        if rez_too:  # rezzed as installed: only if the rez is payable
            credits += g.rez_cost(c)
            if credits > g.spendable(CORP, ("corp_install", "rez")):
                continue
        if s is None:
            where = f"a new {g.ruleset.words.remote_server[0]}" if server == NEW_REMOTE else server
            label = f"Install {t} {verb} {where}"
        else:
            label = f"Install {t} {verb} {server}"
            # an empty server displaces nothing; ice displaces nothing by itself
            if s.content and not is_ice and (gone := displaced(g, c, server)):
                # the Corp's own cards: naming them to the Corp tells it nothing it may not see
                label += ", trashing " + _and([x.title for x in gone])
        out.append(
            (
                _new(
                    Option,
                    (
                        "install",
                        t,
                        None,
                        server,
                        None,
                        must or None,
                        label + afford,
                        PRICED.get((clicks, credits)) or priced(clicks, credits),
                        None,
                    ),
                ),
                _new(CorpInstall, (c.id, server, click, free, rez)),
            )
        )
    return out


def _of_ice(n: int, there: int) -> str:
    """``n`` of the ``there`` pieces of ice in a server.

    >>> _of_ice(1, 1), _of_ice(1, 3), _of_ice(3, 3)
    ('1 ice', '1 of the 3 ice', 'all 3 ice')
    """
    if n == there:
        return f"{n} ice" if n == 1 else f"all {n} ice"
    return f"{n} of the {there} ice"


class CorpInstall(NamedTuple):
    card_id: int
    server: str
    click: bool = True
    free: bool = False
    rez: bool = False

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        if c is None:
            return
        s = g.corp.servers.get(self.server)
        if c.data.type == "ice" and s is not None and s.ice:
            g.push(IceTrashChoice(*self))
            return
        g.push(CompleteCorpInstall(*self))


class IceTrashChoice(NamedTuple):
    """Before installing ice, the Corp may trash ice already protecting that server, each piece
    lowering the install cost by 1 credit. Asked piece by piece: "install it, paying N" while
    the Corp can pay (``pass``), one ``choose`` per piece of ice there, and, for the basic
    install action before anything is trashed or paid, ``cancel`` (back to the action decision).
    When the Corp cannot pay yet, only the pieces to trash (and the cancel): it is never trashed
    for it."""

    card_id: int
    server: str
    click: bool = True
    free: bool = False
    rez: bool = False
    trashed: int = 0  # pieces of ice trashed so far for this install

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        s = g.corp.servers.get(self.server)
        if c is None:
            return
        install = CompleteCorpInstall(*self[:5])
        if s is None or not s.ice:
            g.push(install)
            return
        w = g.ruleset.words
        cost = corp_install_cost(g, c, self.server, self.free)
        pairs: list[tuple[Option, Any]] = []
        if cost <= g.spendable(CORP, "corp_install"):
            pairs.append(
                (
                    Option.new(
                        "pass",
                        label=f"Install it, paying {w.credits(cost)}",
                        cost=Cost(credits=cost),
                    ),
                    install,
                )
            )
        again = self._replace(trashed=self.trashed + 1)
        for pos, ice in enumerate(s.ice):
            pairs.append(
                (
                    Option.new(
                        "choose",
                        card=ice.title,
                        card_id=ice.id,
                        server=self.server,
                        label=f"First trash {ice.title} (ice {len(s.ice) - pos} of {self.server})",
                    ),
                    Chain((TrashOwn(ice.id), again)),
                )
            )
        back = cancel_option(g) if self.click and not self.trashed else None
        if back is not None:  # the action's click is not spent yet, nothing trashed
            pairs.append(back)
        must = ice_to_trash(g, c, self.server, self.free) or 0
        if must:
            prompt = (
                f"Installing {c.title} protecting {self.server} costs {w.credits(cost)} and you "
                f"have {w.credits(g.corp.credits)}: trash which ice there first?"
            )
        else:
            prompt = (
                f"Installing {c.title} protecting {self.server} costs {w.credits(cost)}: "
                "trash ice there first?"
            )
        g.ask(
            CORP,
            prompt,
            pairs,
            public_prompt="The Corp may trash ice before installing.",
            kind="choose",
            source=c.id,
            params={"cost": cost, "credits": g.corp.credits, "must_trash": must},
        )


class TrashOwn(NamedTuple):
    """The Corp trashes one of its installed cards (to make room)."""

    card_id: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        if c is None:
            return
        where = f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"
        shown = c.title if c.rezzed else "a card"
        g.say(f"The Corp trashes {shown} {where}.")
        g.trash(c)


class CompleteCorpInstall(NamedTuple):
    card_id: int
    server: str
    click: bool = True
    free: bool = False
    rez: bool = False

    def run(self, g: Game) -> None:
        corp = g.corp
        c = g.cards.get(self.card_id)
        if c is None:
            return
        server = self.server
        new = server == NEW_REMOTE
        if new:
            server = g.new_remote()
        elif server not in corp.servers:  # its last card was trashed to make room
            corp.servers[server] = Server(server)
            # back in its place among the servers (remotes are kept in the order they were made)
            corp.servers = dict(sorted(corp.servers.items(), key=lambda kv: _server_order(kv[1])))
        if self.click:
            spend_click(g, CORP)
        note = " (a new remote)" if new else ""
        cost = 0 if new else corp_install_cost(g, c, server, self.free)
        if c.data.type == "ice":
            g.pay(CORP, cost, "corp_install")
            c = g.move(c, ICE, server=server, faceup=False)
            g.say(
                f"The Corp installs ice protecting {server}{note}, paying {g.ruleset.words.credits(cost)}."
            )
        else:
            for old in displaced(g, c, server):
                g.say(f"The Corp trashes {old.title if old.rezzed else 'a card'} in {server}.")
                g.trash(old)
            c = g.move(c, CONTENT, server=server, faceup=False)
            if cost:  # a surcharge on the server (the 1996 game's Pox counters)
                g.pay(CORP, cost, "corp_install")
                w = g.ruleset.words
                g.say(f"The Corp installs a card in {server}{note}, paying {w.credits(cost)}.")
            else:
                g.say(f"The Corp installs a card in {server}{note}.")
        c.installed_turn = g.turn
        _count(g, "corp_installs")
        if self.rez:
            _flow.rez_card(g, c, None)
        elif c.defn.rez_on_install:  # the 1996 regions: rezzed as installed
            _flow.rez_card(g, c, None if self.free else g.rez_cost(c))
        if c.defn.on_install:
            g.push(Resolve(c.defn.on_install, ctx_of(c)))
        g.fire("install", extra=c.id)


# ---------------------------------------------------------------------- Runner


def runner_install_cost(g: Game, c: Card, discount: int = 0) -> int:
    """Printed install cost, less ``discount`` and active cards' discounts (Kate), at least 0."""
    cost = (c.data.cost or 0) - discount
    for src in (g._index or g.active_index()).holding("install_discounts"):
        for d in src.defn.install_discounts:
            cost -= d.amount(g, src, c)
    return max(0, cost)


def _purpose(c: Card) -> tuple[str, ...] | None:
    """What credits paid to install ``c`` pay for: recurring credits for installing virus
    programs (Cyberfeeder), then for installing programs (the 1996 Zetatech Software
    Installer)."""
    if c.data.type != "program":
        return None
    return (
        ("virus_install", "program_install")
        if c.data.has_keyword("Virus")
        else ("program_install",)
    )


def runner_install_options(
    g: Game, c: Card, *, click: bool = True, discount: int = 0, free: bool = False
) -> list[tuple[Option, Any]]:
    """Options to install ``c`` from wherever it is: in the rig, or hosted on a card that can."""
    cond = c.defn.play_condition  # "play only if" on a card the Runner installs (1996)
    if cond is not None and c.data.type in RIG_ZONE and not cond.test(g, ctx_of(c)):
        return []
    if c.data.type not in RIG_ZONE:
        return []
    cost = 0 if free else runner_install_cost(g, c, discount)
    if cost > g.spendable(RUNNER, _purpose(c)):
        return []
    points = 0 if free else c.defn.install_agenda_points  # the 1996 Corporate Ally
    if points > g.runner.agenda_points:
        return []
    t = c.title
    out: list[tuple[Option, Any]] = []
    price = priced(1 if click else 0, cost)
    if points:
        price = price._replace(agenda_points=points)
    shown = g.ruleset.words.credits(cost)
    on = c.defn.install_on
    if on is None:
        out.append(
            (
                Option.new("install", card=t, label=f"Install {t} ({shown})", cost=price),
                RunnerInstall(c.id, click, discount, None, free),
            )
        )
    else:
        for h in _host_targets(g, on):
            out.append(
                (
                    Option.new(
                        "install",
                        card=t,
                        target=h.title,
                        server=h.server,
                        label=f"Install {t} on {h.title}"
                        + (f" protecting {h.server}" if h.server else "")
                        + f" ({shown})",
                        cost=price,
                    ),
                    RunnerInstall(c.id, click, discount, h.id, free),
                )
            )
    for h in g.runner.rig():
        hosts = h.defn.hosts
        if hosts is not None and hosts.test(g, h, c):
            out.append(
                (
                    Option.new(
                        "install",
                        card=t,
                        target=h.title,
                        label=f"Install {t} on {h.title} ({shown})",
                        cost=price,
                    ),
                    RunnerInstall(c.id, click, discount, h.id, free),
                )
            )
    return out


def _host_targets(g: Game, on: str) -> list[Card]:
    if on in ("ice", "rezzed_ice"):
        return [
            ice
            for s in g.corp.servers.values()
            for ice in reversed(s.ice)
            if on == "ice" or ice.rezzed
        ]
    if on == "icebreaker":
        return [p for p in g.runner.program if p.data.has_keyword("Icebreaker")]
    raise ValueError(f"unknown install_on {on!r}")


class RunnerInstall(NamedTuple):
    card_id: int
    click: bool = True
    discount: int = 0
    host_id: int | None = None
    free: bool = False
    overwrite_asked: bool = False  # the Runner has chosen which programs to overwrite, if any
    # recurring credits for this install that were on programs just overwritten (the 1996
    # Zetatech Software Installer's bits may pay to install a program overwriting it)
    carried: int = 0

    def run(self, g: Game) -> None:
        r = g.runner
        c = g.cards.get(self.card_id)
        if c is None:
            return
        if (
            g.ruleset.overwrite_programs
            and not self.overwrite_asked
            and c.data.type == "program"
            and r.program
        ):
            g.push(OverwritePrograms(self))
            return
        if self.click:
            spend_click(g, RUNNER)
        cost = 0 if self.free else runner_install_cost(g, c, self.discount)
        carried = min(self.carried, cost)  # paid with the bits of programs just overwritten
        cost -= carried
        g.pay(RUNNER, cost, _purpose(c))
        points = 0 if self.free else c.defn.install_agenda_points
        if points:  # agenda points spent beside the bits (the 1996 Corporate Ally)
            g.add_agenda_points(RUNNER, -points)
            w = g.ruleset.words
            g.say(f"The Runner spends {w.agenda_points(points)} to install {c.title}.")
        # unique cards and consoles: the older copy is trashed
        for old in list(r.rig()):
            same_unique = (
                c.data.uniqueness and old.title == c.title and not g.ruleset.unique_owner_chooses
            )
            console = g.ruleset.console_keyword
            consoles = c.data.has_keyword(console) and old.data.has_keyword(console)
            if same_unique or consoles:
                g.say(f"{old.title} is trashed to make room for {c.title}.")
                g.trash(old)
        host = g.card(self.host_id)
        c = g.move(c, RIG_ZONE[c.data.type], faceup=not c.defn.install_facedown)
        c.installed_turn = g.turn
        if not c.faceup:  # a hidden resource (1996): the log names no title
            g._hid_rig = True  # from now on the Corp's options are read for hidden cards
            g.say(
                f"The Runner installs a hidden {c.data.type} face down, paying "
                f"{g.ruleset.words.credits(cost + carried)}."
            )
        elif host is not None:
            c.host = host.id
            g.say(
                f"The Runner installs {c.title} on {host.title}, paying "
                f"{g.ruleset.words.credits(cost + carried)}."
            )
        else:
            c.host = None  # a card installed from where it was set aside on one (1996)
            g.say(
                f"The Runner installs {c.title}, paying {g.ruleset.words.credits(cost + carried)}."
            )
        if c.defn.recurring:
            g.set_counters(c, "recurring", c.defn.recurring)
        _count(g, f"runner_installs:{c.data.type}")
        if c.defn.on_install:
            g.push(Resolve(c.defn.on_install, ctx_of(c)))
        g.fire("install", extra=c.id)


def _server_order(s: Any) -> tuple[int, int]:
    """Centrals first (in their own order), then remotes by number ("Server 3" is 3)."""
    if not s.is_remote:
        return (0, 0)
    number = s.name.rsplit(" ", 1)[-1]
    return (1, int(number) if number.isdigit() else 0)


class OverwritePrograms(NamedTuple):
    """Installing a program in the 1996 game, the Runner may first trash ("overwrite") any of its
    installed programs, whether or not it needs the memory (``Ruleset.overwrite_programs``)."""

    install: RunnerInstall
    trashed: bool = False  # a program has been overwritten for this install

    def run(self, g: Game) -> None:
        c = g.cards.get(self.install.card_id)
        if c is None:
            return
        go_on = self.install._replace(overwrite_asked=True)
        if not g.runner.program:
            g.push(go_on)
            return
        # installing comes first: the destructive choices are never option 1
        pairs: list[tuple[Option, Any]] = [(Option.new("pass", label=f"Install {c.title}"), go_on)]
        pairs += [
            (
                Option.new(
                    "choose",
                    card=p.title,
                    card_id=p.id,
                    label=f"First trash {p.title} ({p.data.memory_cost or 0} MU)",
                ),
                Chain((_flow.TrashCard(p.id), self._carry(g, p, c)._replace(trashed=True))),
            )
            for p in g.runner.program
        ]
        back = cancel_option(g) if self.install.click and not self.trashed else None
        if back is not None:  # the install action: its action not spent yet, nothing trashed
            pairs.append(back)
        g.ask(
            RUNNER,
            f"Installing {c.title} ({c.data.memory_cost or 0} MU; {g.memory_used()} of "
            f"{g.memory_limit()} MU in use): trash installed programs first?",
            pairs,
            public_prompt="The Runner may trash programs before installing one.",
            kind="choose",
            source=c.id,
            params={"programs": len(g.runner.program)},
        )

    def _carry(self, g: Game, p: Card, c: Card) -> OverwritePrograms:
        """This step again once ``p`` is trashed, keeping the recurring credits on ``p`` that
        may pay to install ``c``."""
        purposes = _purpose(c) or ()
        n = p.counters.get("recurring", 0)
        if not n or not any(x in purposes for x in p.defn.recurring_for):
            return self
        return OverwritePrograms(self.install._replace(carried=self.install.carried + n))


# flow.py imports this module: its module is bound once both are loaded (an import in a
# function costs a few microseconds at every call)
from . import flow as _flow  # noqa: E402

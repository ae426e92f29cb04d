"""Virus counters in the 1996 game and what each kind does (rules-diff 20, 118).

The Runner's virus programs put their counters on the Corp (``Player.counters``: Gremlin,
Skivviss, Cascade, Cockroach, Boardwalk, Thought, Incubate, Butcher Boy), in its forts
(``Server.counters``: Pox) or on its ice (a card's counters: Pattel). The counters keep working
when their program leaves play (item 118): what each kind does lives here, keyed by the kind, and
the ruleset reads it (``Classic.hand_size_modifier``, ``counter_strength``, ``random_discards``,
``rule_triggers``):

- Gremlin: every two take 1 off the Corp's maximum hand size;
- Skivviss: each makes the Corp draw one extra card at the start of each of its turns (from an
  empty R&D, a draw it must make loses the game: rules-diff 103);
- Cascade: every two make the Corp trash the top card of R&D faceup at the start of its turns;
- Cockroach: two or more make the Corp's discards from HQ random;
- Boardwalk: every two make the Corp show the Runner a random card of HQ at the start of the
  Runner's turns (a show is a public log line naming the card: rules-diff 115);
- Thought: three or more let the Runner look at the top card of R&D at the start of its turns;
- Incubate: each rolls a die at the start of the Runner's turns; on a 6 the Runner chooses a
  virus counter and it becomes two;
- Pattel (on ice): -1 strength each.

Every virus counter, wherever it is (:class:`Place`), is listed by :func:`virus_counters`; a
purge removes them all (:func:`purge_virus_counters`) but those a card keeps (Code Viral Cache's
``KeepFromPurge``, chosen as the purge begins: the event ``purging``). Before the Corp receives a
virus counter (given to it, put in a fort or on its ice) a rezzed card may let it pay to avoid it
once each turn (Disinfectant, Inc.: ``Prevention("virus", ...)``; :class:`ReceiveVirus`).

Spy counters (I Spy, no virus) sit in a fort too: they expose every card installed in or on it
(a continuous rule: :func:`spy_exposes`, at every checkpoint), and the Corp may remove one by
taking an action to pay 4 bits.

>>> CORP_VIRUSES["gremlin"].does
"Every two Gremlin counters on the Corp take 1 off the Corp's maximum hand size."
>>> KeepFromPurge(2).text()
'When the Corp forgoes actions to purge virus counters, choose 2 of them: they are not removed.'
>>> CorpMayTrashFor(5).text()
'The Corp may trash this card by taking an action to pay 5 credits.'
>>> SkivvissDraws().text()
'The Corp draws one extra card for each Skivviss counter on it.'
>>> CascadeTrashes().text()
'The Corp trashes the top card of R&D faceup for every two Cascade counters on it.'
>>> IncubatorRolls().text()
'Roll a die for each Incubate counter on the Corp; on each 6, double a virus counter.'
>>> PattelCounter().text()[:60]
'Whenever you make a successful run, put a Pattel counter on '
>>> MaySpy().text()[:58]
'Just after a successful run, you may trash this card to pu'
>>> RunWasSuccessful().text(), AllBrokenMarks().text()
('a run of yours was successful', '')
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.cost import Cost
from ...engine.decision import Option
from ...engine.flow import ability_payable, once_key, spend_click
from ...engine.naming import ice_label, ice_position
from ...engine.state import ICE
from ...engine.steps import NOTHING, Chain, Resolve, independent, plural, source_id
from ...engine.words import credits
from .forts import VIRUS_FORT_COUNTERS
from .rules import VIRUS_PLAYER_COUNTERS

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


# ---------------------------------------------------------------------- the kinds


class CorpVirus(NamedTuple):
    """A kind of virus counter on the Corp: its ``name`` ("Gremlin") and what it does, in words
    (``does``: the card's reminder of it; the effect itself is in this module)."""

    name: str
    does: str


#: The virus counters the Runner's 1996 programs give the Corp, by kind (``Player.counters``).
CORP_VIRUSES: dict[str, CorpVirus] = {
    "gremlin": CorpVirus(
        "Gremlin", "Every two Gremlin counters on the Corp take 1 off the Corp's maximum hand size."
    ),
    "skivviss": CorpVirus(
        "Skivviss",
        "Each Skivviss counter on the Corp makes it draw one extra card at the start of each of"
        " its turns.",
    ),
    "cascade": CorpVirus(
        "Cascade",
        "Every two Cascade counters on the Corp make it trash the top card of R&D faceup at the"
        " start of each of its turns.",
    ),
    "cockroach": CorpVirus(
        "Cockroach",
        "While the Corp has two or more Cockroach counters, its discards from HQ are random.",
    ),
    "boardwalk": CorpVirus(
        "Boardwalk",
        "At the start of each of your turns, every two Boardwalk counters on the Corp make it"
        " show you a card of HQ at random (as many as it has, if it has too few).",
    ),
    "thought": CorpVirus(
        "Thought",
        "While the Corp has three or more Thought counters, look at the top card of R&D at the"
        " start of each of your turns.",
    ),
    "incubate": CorpVirus(
        "Incubate",
        "At the start of each of your turns, roll a die for each Incubate counter on the Corp;"
        " on each 6, choose a virus counter: it becomes two counters of its kind.",
    ),
}
VIRUS_PLAYER_COUNTERS.update({kind: v.name for kind, v in CORP_VIRUSES.items()})

#: Counters on a card that are virus counters, and what each is called (Pattel counters on ice;
#: "virus" counters on a card).
VIRUS_CARD_COUNTERS: dict[str, str] = {"virus": "virus", "pattel": "Pattel"}

PURGE_NOTE = "The Corp may remove all virus counters by forgoing its next three actions."
PATTEL_NOTE = "Each Pattel counter on a piece of ice gives it -1 strength."


# ---------------------------------------------------------------------- where counters are


def a_or_an(name: str) -> str:
    """A counter's name after "a", or "an" before a vowel, whatever its case: "an Incubate"."""
    return f"an {name}" if name[:1].lower() in "aeiou" else f"a {name}"


class Place(NamedTuple):
    """Where virus counters of ``kind`` are: on a player (``holder`` "corp" or "runner"), in a
    fort (``holder`` "fort", ``key`` its name) or on a card (``holder`` "card", ``key`` its
    id)."""

    holder: str
    key: Any
    kind: str

    def flag(self) -> str:
        """The per-turn flag that counts the counters kept here from a purge."""
        return f"purge_keep:{self.holder}:{self.key}:{self.kind}"


def counter_name(place: Place) -> str:
    """What a counter at ``place`` is called: "Gremlin", "Pox", "Pattel"."""
    if place.holder == "fort":
        return VIRUS_FORT_COUNTERS.get(place.kind, place.kind)
    if place.holder == "card":
        return VIRUS_CARD_COUNTERS.get(place.kind, place.kind)
    return VIRUS_PLAYER_COUNTERS.get(place.kind, place.kind)


def place_name(g: Game, place: Place) -> str:
    """Where ``place`` is, as both players may say it: "on the Corp", "in HQ", "on Data Wall (ice
    1 of HQ)"."""
    if place.holder == "fort":
        return f"in {place.key}"
    if place.holder == "card":
        c = g.card(place.key)
        if c is None:
            return "on a card gone from play"
        if c.zone == ICE:
            return f"on {ice_label(g, c)}"
        return f"on {c.title if c.faceup or c.rezzed else 'a card'}"
    return "on the Corp" if place.holder == CORP else "on the Runner"


def counter_option(g: Game, place: Place, verb: str, source: str) -> Option:
    """The ``choose`` option of a virus counter at ``place`` ("Keep a Gremlin counter on the
    Corp"; ``target`` the counter's name, ``server`` the fort it is in)."""
    name = counter_name(place)
    return Option(
        "choose",
        card=source,
        target=name,
        server=place.key if place.holder == "fort" else None,
        label=f"{verb} {a_or_an(name)} counter {place_name(g, place)}",
    )


def virus_counters(g: Game) -> list[tuple[Place, int]]:
    """Every virus counter in play, by place: on the players, in forts, on installed cards."""
    out: list[tuple[Place, int]] = []
    for p in (g.corp, g.runner):
        for kind, n in p.counters.items():
            if kind in VIRUS_PLAYER_COUNTERS and n:
                out.append((Place(p.side, "", kind), n))
    for name, s in g.corp.servers.items():
        for kind, n in s.counters.items():
            if kind in VIRUS_FORT_COUNTERS and n:
                out.append((Place("fort", name, kind), n))
    for c in [*g.installed_corp_cards(), *g.runner.rig()]:
        for kind, n in c.counters.items():
            if kind in VIRUS_CARD_COUNTERS and n:
                out.append((Place("card", c.id, kind), n))
    return out


def count_at(g: Game, place: Place) -> int:
    """How many counters there are at ``place`` now."""
    if place.holder == "fort":
        s = g.corp.servers.get(place.key)
        return s.counters.get(place.kind, 0) if s is not None else 0
    if place.holder == "card":
        c = g.card(place.key)
        return c.counters.get(place.kind, 0) if c is not None and c.installed else 0
    return g.player(place.holder).counters.get(place.kind, 0)


def add_at(g: Game, place: Place, n: int) -> int:
    """Put ``n`` counters at ``place`` (``n`` < 0 removes); returns how many are there now (0
    if the place is gone)."""
    if place.holder == "fort":
        if place.key not in g.corp.servers:
            return 0
        return g.add_server_counters(place.key, place.kind, n)
    if place.holder == "card":
        c = g.card(place.key)
        if c is None or not c.installed:
            return 0
        now = g.add_counters(c, place.kind, n)
        if not now:
            del c.counters[place.kind]
        return now
    return g.add_player_counters(place.holder, place.kind, n)


# ---------------------------------------------------------------------- receiving one


def _avoiders(g: Game) -> list[tuple[Card, int]]:
    """The Corp's rezzed cards that may avoid a virus counter now (Disinfectant, Inc.), with the
    index of that prevention: once each turn, if the Corp can pay."""
    out = []
    for c in g.active_cards():
        if c.side != CORP or once_key(c.id) in g.flags:
            continue
        for i, p in enumerate(c.defn.prevention):
            if p.kind == "virus" and ability_payable(g, c, p.cost):
                out.append((c, i))
                break
    return out


class ReceiveVirus(NamedTuple):
    """A step: the Corp is about to receive a virus counter at ``place`` from ``source`` (a
    program's title). A rezzed card that avoids virus counters (Disinfectant, Inc.) lets the Corp
    pay to avoid it, once each turn; otherwise the counter is placed."""

    place: Place
    source: str

    def run(self, g: Game) -> None:
        from .virusimmunity import avoid_virus  # Superserum's shield, before any paid one

        if g.lingering and avoid_virus(g, self.place):
            return
        usable = _avoiders(g)
        place = PlaceVirus(self.place, self.source)
        if not usable:
            g.push(place)
            return
        c, i = usable[0]
        p = c.defn.prevention[i]
        what = f"{a_or_an(counter_name(self.place))} counter {place_name(g, self.place)}"
        g.ask(
            CORP,
            f"{self.source} is about to give you {what}: pay {p.cost.text()} to avoid it"
            f" ({c.title})?",
            [
                (
                    Option(
                        "ability",
                        card=c.title,
                        card_id=c.id,
                        label=f"{c.title}: pay {p.cost.text()} to avoid {what}",
                        cost=p.cost,
                    ),
                    AvoidVirus(c.id, i, what),
                ),
                (Option("pass", label=f"Receive {what}"), place),
            ],
            public_prompt=f"The Corp decides whether to avoid {what} ({c.title}).",
            kind="prevent",
            source=c.id,
            params={"what": "virus", "amount": 1},
        )


class AvoidVirus(NamedTuple):
    """The Corp pays for ``card_id``'s prevention ``idx`` and does not receive ``what``."""

    card_id: int
    idx: int
    what: str

    def run(self, g: Game) -> None:
        from ...engine.flow import pay_cost

        c = g.card(self.card_id)
        if c is None:
            return
        p = c.defn.prevention[self.idx]
        pay_cost(g, c, p.cost)
        g.flags[once_key(c.id)] = 1
        g.say(f"The Corp pays {p.cost.text()} to avoid {self.what} ({c.title}).")


class PlaceVirus(NamedTuple):
    """A step: one virus counter goes to ``place`` (from ``source``), said in the log."""

    place: Place
    source: str

    def run(self, g: Game) -> None:
        now = add_at(g, self.place, 1)
        if not now:
            return
        name = counter_name(self.place)
        if self.place.holder in (CORP, RUNNER):
            who = "The Corp" if self.place.holder == CORP else "The Runner"
            g.say(f"{who} gets {a_or_an(name)} counter ({plural(now, name + ' counter')} in all).")
        elif self.place.holder == "fort":
            g.say(
                f"{self.source} puts {a_or_an(name)} counter in {self.place.key} "
                f"({plural(now, 'counter')} there)."
            )
        else:
            g.say(
                f"{self.source} puts {a_or_an(name)} counter {place_name(g, self.place)} "
                f"({plural(now, name + ' counter')} on it)."
            )


# ---------------------------------------------------------------------- purging


class KeepFromPurge(NamedTuple):
    """As the Corp purges (the event ``purging``), the Runner chooses ``n`` virus counters that
    are not removed (Code Viral Cache: two)."""

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(KeepStep(self.n, ctx.title))

    def text(self) -> str:
        return (
            f"When the Corp forgoes actions to purge virus counters, choose {self.n} of them: "
            "they are not removed."
        )


independent(KeepFromPurge)  # each card's choice is its own: the order changes nothing


class KeepStep(NamedTuple):
    """Choose one more virus counter to keep from the purge (``left`` to choose)."""

    left: int
    source: str

    def run(self, g: Game) -> None:
        if self.left <= 0:
            return
        left = [(p, n - g.flags.get(p.flag(), 0)) for p, n in virus_counters(g)]
        left = [(p, n) for p, n in left if n > 0]
        if sum(n for _, n in left) <= self.left:  # all of them are kept: nothing to choose
            g.push_seq(*[MarkKept(p, self.source) for p, n in left for _ in range(n)])
            return
        pairs: list[tuple[Option, Any]] = []
        for place, _ in left:
            pairs.append(
                (
                    counter_option(g, place, "Keep", self.source),
                    Chain((MarkKept(place, self.source), self._replace(left=self.left - 1))),
                )
            )
        if not pairs:
            return
        g.ask(
            RUNNER,
            f"{self.source}: which virus counter is not removed by the purge? "
            f"({plural(self.left, 'counter')} to choose)",
            pairs,
            public_prompt=f"{self.source}: the Runner chooses virus counters the purge leaves.",
            kind="choose",
            source_title=self.source,
        )


class MarkKept(NamedTuple):
    place: Place
    source: str

    def run(self, g: Game) -> None:
        key = self.place.flag()
        g.flags[key] = g.flags.get(key, 0) + 1
        g.say(
            f"{self.source}: {a_or_an(counter_name(self.place))} counter {place_name(g, self.place)} "
            "is not removed by the purge."
        )


def purge_virus_counters(g: Game) -> None:
    """Remove every virus counter in play, but those kept (``KeepFromPurge``: the flags)."""
    for place, n in virus_counters(g):
        keep = g.flags.pop(place.flag(), 0)
        if n > keep:
            add_at(g, place, keep - n)
    for key in [k for k in g.flags if k.startswith("purge_keep:")]:
        del g.flags[key]


# ---------------------------------------------------------------------- the Corp's actions


class CorpMayTrashFor(NamedTuple):
    """The Corp may trash this Runner card by taking an action to pay ``n`` bits (Code Viral
    Cache): an opponent action of the card (``CardDef.opponent_actions``)."""

    n: int

    def options(self, g: Game, card: Card) -> list[tuple[Option, Any]]:
        if g.corp.credits < self.n:
            return []
        w = g.ruleset.words
        return [
            (
                Option(
                    "ability",
                    card=card.title,
                    card_id=card.id,
                    label=f"Trash {card.title}: pay {w.credits(self.n)}",
                    cost=Cost(clicks=1, credits=self.n),
                ),
                CorpTrashesRunnerCard(card.id, self.n),
            )
        ]

    def text(self) -> str:
        return f"The Corp may trash this card by taking an action to pay {credits(self.n)}."


class CorpTrashesRunnerCard(NamedTuple):
    card_id: int
    n: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        spend_click(g, CORP)
        g.pay(CORP, self.n)
        g.say(
            f"The Corp spends {g.ruleset.words.clicks(1)} and {g.ruleset.words.credits(self.n)}"
            f" to trash {c.title}."
        )
        g.trash(c)


SPY_REMOVAL = 4  # bits


class RemoveSpyCounter(NamedTuple):
    """The Corp's action: pay 4 bits to remove a Spy counter from ``server``."""

    server: str

    def run(self, g: Game) -> None:
        spend_click(g, CORP)
        g.pay(CORP, SPY_REMOVAL)
        now = g.add_server_counters(self.server, "spy", -1)
        w = g.ruleset.words
        g.say(
            f"The Corp spends {w.clicks(1)} and {w.credits(SPY_REMOVAL)} to remove a Spy counter"
            f" from {self.server} ({now} left)."
        )


def corp_counter_actions(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """The Corp's actions that the Runner's cards and counters give it: remove a Spy counter from
    a fort (an action and 4 bits), the opponent actions of the Runner's active cards (trash Code
    Viral Cache: an action and 5 bits)."""
    w = g.ruleset.words
    if g.corp.credits >= SPY_REMOVAL:
        for name, s in g.corp.servers.items():
            if s.counters.get("spy"):
                pairs.append(
                    (
                        Option(
                            "ability",
                            card="I Spy",
                            server=name,
                            label=f"Remove a Spy counter from {name}: pay {w.credits(SPY_REMOVAL)}",
                            cost=Cost(clicks=1, credits=SPY_REMOVAL),
                        ),
                        RemoveSpyCounter(name),
                    )
                )
    for c in g.active_cards():
        if c.side == RUNNER:
            for a in c.defn.opponent_actions:
                pairs.extend(a.options(g, c))


# ---------------------------------------------------------------------- Spy counters


def spy_exposes(g: Game) -> None:
    """A continuous rule: each card installed in or on a fort holding a Spy counter is exposed
    (it turns face up, known to both players: rules-diff 40)."""
    for name, s in g.corp.servers.items():
        if not s.counters.get("spy"):
            continue
        for c in (*s.ice, *s.content):
            if c.rezzed or c.faceup:
                g.learn(c)
                continue
            at = ice_position(g, c) if c.zone == ICE else f"in {name}"
            g.say(f"The Spy counter in {name} exposes {c.title} ({at}).")
            g.learn(c)
            c.faceup = True


class RunWasSuccessful(NamedTuple):
    """The run that just ended (``ctx.extra``: its server and whether it was successful) was
    successful, on a fort that is still there."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        server, successful = ctx.extra
        return bool(successful) and server in g.corp.servers

    def text(self) -> str:
        return "a run of yours was successful"


class MaySpy(NamedTuple):
    """I Spy: just after a successful run, the Runner may trash this card to put a Spy counter in
    that fort (``ctx.extra``: the run's server and success)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        server = ctx.extra[0]
        c = g.card(ctx.source)
        if c is None or server not in g.corp.servers:
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: trash it to put a Spy counter in {server}?",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        server=server,
                        label=f"Trash {ctx.title}: put a Spy counter in {server}",
                        cost=Cost(trash_self=True),
                    ),
                    PutSpyCounter(ctx.source, server),
                ),
                (Option("pass", label=f"Keep {ctx.title}"), NOTHING),
            ],
            public_prompt=f"The Runner decides whether to use {ctx.title}.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            "Just after a successful run, you may trash this card to put a Spy counter in that"
            " fort. A Spy counter exposes every card installed in or on the fort it is in. The"
            f" Corp may remove a Spy counter by taking an action to pay {credits(SPY_REMOVAL)}."
        )


class PutSpyCounter(NamedTuple):
    card_id: int
    server: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or self.server not in g.corp.servers:
            return
        title = c.title
        g.trash(c)
        now = g.add_server_counters(self.server, "spy", 1)
        g.say(
            f"The Runner trashes {title} to put a Spy counter in {self.server} "
            f"({plural(now, 'Spy counter')} there)."
        )


# ---------------------------------------------------------------------- Pattel counters


class AllBrokenMarks(NamedTuple):
    """At the end of an encounter (``ctx.extra``: the ice and the breakers used), if every
    subroutine of the ice was broken, the run remembers it (``RunState.mods``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        ice = g.card(ctx.extra[0])
        if r is None or ice is None:
            return
        subs = len(g.subroutines(ice))
        if subs and all(i in r.broken for i in range(subs)):
            r.mods[f"all_broken:{ice.id}"] = 1

    def text(self) -> str:
        return ""


independent(AllBrokenMarks)


class PattelCounter(NamedTuple):
    """Pattel's Virus: after a successful run, put a Pattel counter on a piece of ice that had
    all its subroutines broken during that run (the Runner's choice among them)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None:
            return
        ice = [
            c
            for key in r.mods
            if key.startswith("all_broken:")
            for c in (g.card(int(key.split(":", 1)[1])),)
            if c is not None and c.zone == ICE
        ]
        if not ice:
            return
        if len(ice) == 1:
            g.push(ReceiveVirus(Place("card", ice[0].id, "pattel"), ctx.title))
            return
        from ...engine.choices import choose_card

        choose_card(
            g,
            RUNNER,
            ice,
            lambda c: ReceiveVirus(Place("card", c.id, "pattel"), ctx.title),
            label=lambda c: f"Put a Pattel counter on {ice_label(g, c)}",
            prompt=f"{ctx.title}: which piece of ice gets a Pattel counter?",
            public_prompt=f"{ctx.title}: the Runner chooses a piece of ice.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            "Whenever you make a successful run, put a Pattel counter on a piece of ice that had"
            " all its subroutines broken during that run."
        )


def pattel_strength(g: Game, card: Card) -> int:
    """-1 strength for each Pattel counter on a piece of ice."""
    return -card.counters.get("pattel", 0) if card.zone == ICE else 0


# ---------------------------------------------------------------------- what the counters do


def gremlin_hand_size(g: Game, side: str) -> int:
    """-1 to the Corp's maximum hand size for every two Gremlin counters on it."""
    return -(g.corp.counters.get("gremlin", 0) // 2) if side == CORP else 0


def cockroach_discards(g: Game, side: str) -> str:
    """Two or more Cockroach counters make the Corp's discards from HQ random."""
    return "Cockroach counters" if side == CORP and g.corp.counters.get("cockroach", 0) >= 2 else ""


class SkivvissDraws(NamedTuple):
    """The Corp draws one extra card for each Skivviss counter on it; a draw it cannot make from
    an empty R&D loses it the game (rules-diff 103)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.corp.counters.get("skivviss", 0)
        for _ in range(n):
            if not g.corp.deck:
                g.say("The Corp must draw an extra card (Skivviss) from an empty R&D.")
                g.win(RUNNER, "rd_empty")
                return
            g.draw(CORP, 1, log=False)
        if n:
            g.say(
                f"The Corp draws {plural(n, 'extra card')} ({plural(n, 'Skivviss counter')} on it)."
            )

    def text(self) -> str:
        return "The Corp draws one extra card for each Skivviss counter on it."


class CascadeTrashes(NamedTuple):
    """The Corp trashes the top card of R&D faceup for every two Cascade counters on it."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.state import DISCARD

        n = g.corp.counters.get("cascade", 0) // 2
        for _ in range(n):
            if not g.corp.deck:
                return
            c = g.corp.deck[0]
            title = c.title
            g.move(c, DISCARD, faceup=True)
            g.say(f"The Corp trashes {title} from the top of R&D faceup (Cascade counters).")

    def text(self) -> str:
        return "The Corp trashes the top card of R&D faceup for every two Cascade counters on it."


class IncubatorRolls(NamedTuple):
    """A die for each Incubate counter on the Corp; each 6 doubles a virus counter of the
    Runner's choice (:class:`Incubate`)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.corp.counters.get("incubate", 0)
        if not n:
            return
        rolls = [g.roll_die() for _ in range(n)]
        g.say(
            f"Incubator: the Runner rolls {plural(n, 'die') if n == 1 else f'{n} dice'} for the"
            f" Incubate counters: {', '.join(map(str, rolls))}."
        )
        sixes = rolls.count(6)
        if sixes:
            g.push_seq(*[Incubate(ctx.title) for _ in range(sixes)])

    def text(self) -> str:
        return (
            "Roll a die for each Incubate counter on the Corp; on each 6, double a virus counter."
        )


class Incubate(NamedTuple):
    """A 6 on an Incubate die: the Runner chooses a virus counter; it is exchanged for two of
    its kind (one more there, which the Corp receives)."""

    source: str

    def run(self, g: Game) -> None:
        pairs: list[tuple[Option, Any]] = []
        for place, _ in virus_counters(g):
            pairs.append(
                (counter_option(g, place, "Double", self.source), ReceiveVirus(place, self.source))
            )
        if not pairs:
            return
        g.ask(
            RUNNER,
            f"{self.source}: a 6! Which virus counter becomes two?",
            pairs,
            public_prompt=f"{self.source}: the Runner chooses a virus counter to double.",
            kind="choose",
            source_title=self.source,
        )


def _ctx(title: str) -> Ctx:
    from ...engine.game import Ctx

    return Ctx(RUNNER, -1, title)


def counter_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """What the virus counters on the Corp do at the start of a turn, as abilities that trigger
    then (ordered with the cards' by the player whose turn it is: rules-diff 17)."""
    counters = g.corp.counters
    if not counters:
        return []
    from .looks import LookAtTopOfRD, ShowRandomHQ

    out: list[tuple[str, Any]] = []
    if event == "corp_turn_begins":
        if counters.get("skivviss"):
            out.append((RUNNER, Resolve((SkivvissDraws(),), _ctx("Skivviss"))))
        if counters.get("cascade", 0) >= 2:
            out.append((RUNNER, Resolve((CascadeTrashes(),), _ctx("Cascade"))))
    elif event == "runner_turn_begins":
        if counters.get("boardwalk", 0) >= 2:
            n = counters["boardwalk"] // 2
            out.append((RUNNER, Resolve((ShowRandomHQ(n),), _ctx("Boardwalk"))))
        if counters.get("thought", 0) >= 3:
            out.append((RUNNER, Resolve((LookAtTopOfRD(1),), _ctx("Deep Thought"))))
        if counters.get("incubate"):
            out.append((RUNNER, Resolve((IncubatorRolls(),), _ctx("Incubator"))))
    return out


__all__ = [
    "CORP_VIRUSES",
    "CorpVirus",
    "VIRUS_CARD_COUNTERS",
    "PURGE_NOTE",
    "PATTEL_NOTE",
    "Place",
    "virus_counters",
    "add_at",
    "count_at",
    "place_name",
    "counter_option",
    "counter_name",
    "ReceiveVirus",
    "AvoidVirus",
    "PlaceVirus",
    "KeepFromPurge",
    "purge_virus_counters",
    "CorpMayTrashFor",
    "corp_counter_actions",
    "spy_exposes",
    "RunWasSuccessful",
    "MaySpy",
    "AllBrokenMarks",
    "PattelCounter",
    "pattel_strength",
    "gremlin_hand_size",
    "cockroach_discards",
    "SkivvissDraws",
    "CascadeTrashes",
    "IncubatorRolls",
    "Incubate",
    "counter_triggers",
]

"""Access: what happens once a run is successful, up to the end of the run. The Runner may
replace the access (``AccessOrReplace``), then accesses cards one at a time (``StartAccess``,
``AccessNext``: the root's cards and the central server's, in the Runner's order where it
matters; ``AccessCard``), and each accessed card resolves (``AccessResolve``: its "when accessed"
effect, then steal an agenda or pay to trash the card). The run's steps before and after are in
:mod:`.run`, which re-exports every name of this module.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import RUNNER
from .cost import Cost, priced
from .decision import Option
from .flow import ctx_of
from .state import DISCARD, SCORED, Card
from .steps import NOTHING, Chain, Resolve, join_texts, live_run, one_per_title
from .words import count, sentence

_FACEDOWN = ("facedown card", "facedown cards")

if TYPE_CHECKING:
    from .game import Game


class AccessOrReplace(NamedTuple):
    """Success: the Runner accesses cards, or uses an effect that replaces the access (Account
    Siphon's own, or an active card's such as Bank Job)."""

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        pairs: list[tuple[Option, Any]] = []
        if r.replace_access is not None and r.mods.get("must_replace"):
            effects, ctx = r.replace_access  # no "may": the replacement is not optional
            g.push(Resolve(effects, ctx))
            return
        if r.replace_access is not None:
            effects, ctx = r.replace_access
            text = join_texts(effects, sentence=False)
            pairs.append(
                (
                    Option.new("ability", card=ctx.title, label=f"{ctx.title}: {text}"),
                    Resolve(effects, ctx),
                )
            )
        for c in g.active_cards():
            rep = c.defn.access_replacement
            if rep is not None and c.side == RUNNER and rep.test(g, ctx_of(c), r.server):
                text = join_texts(rep.effects, sentence=False)
                pairs.append(
                    (
                        Option.new(
                            "ability", card=c.title, card_id=c.id, label=f"{c.title}: {text}"
                        ),
                        Resolve(rep.effects, ctx_of(c, extra=r.server)),
                    )
                )
        if not pairs:
            g.push(_START_ACCESS)
            return
        pairs.append((Option.new("pass", label="Access cards as usual"), _START_ACCESS))
        g.ask(RUNNER, "Instead of accessing cards, use an ability?", pairs, kind="replace_access")


class StartAccess(NamedTuple):
    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        r.phase = "access"
        name = r.server
        pulls = 1 + r.access_extra + g.ruleset.extra_accesses(g, name)
        for c in g.active_cards():
            for m in c.defn.access_mods:
                pulls += m.amount(g, c, name)
        if name == "Archives" and not g.ruleset.archives_flip_on_access:
            # every card is accessed; the facedown ones go back facedown (the Runner saw them)
            for c in g.corp.discard:
                g.learn(c)
            pulls = len(g.corp.discard)
        elif name == "Archives":
            flipped = [c for c in g.corp.discard if not c.faceup]
            if flipped:
                g.unshare(g.corp.discard)
                for c in g.corp.discard:
                    c.faceup = True
                g.say(f"The Runner turns {count(len(flipped), _FACEDOWN)} in Archives faceup.")
            pulls = len(g.corp.discard)
        g.push(AccessNext(name, pulls, ()))
        g.fire("access_begins", extra=name)  # "whenever you are about to access cards from"


def _corp_pool(g: Game, server: str, seen: tuple[int, ...]) -> list[Card]:
    # the cards of a central server the Runner may access next (R&D: only the top one)
    if server == "HQ":
        return [c for c in g.corp.hand if c.id not in seen]
    if server == "R&D":  # the top card not yet accessed: all an access of R&D needs
        for c in g.corp.deck:
            if c.id not in seen:
                return [c]
        return []
    if server == "Archives":
        return [c for c in g.corp.discard if c.id not in seen]
    return []


def _dull(c: Card) -> bool:
    """A card in Archives whose access can change nothing."""
    return c.data.type != "agenda" and not c.defn.on_access


class AccessNext(NamedTuple):
    """Access the next card: the Runner picks among root cards and the central server's cards."""

    server: str
    pulls: int
    seen: tuple[int, ...]

    def run(self, g: Game) -> None:
        r = g.run
        if r is None or g.over:
            return
        s = g.corp.servers.get(self.server)
        root = [c for c in s.content if c.id not in self.seen] if s is not None else []
        pool = _corp_pool(g, self.server, self.seen) if self.pulls > 0 else []
        pairs: list[tuple[Option, Any]] = []
        for c in root:
            known = c.rezzed
            where = "root of " + self.server if not s or not s.is_remote else self.server
            pairs.append(
                (
                    Option.new(
                        "access",
                        card=c.title if known else None,
                        card_id=c.id,
                        server=self.server,
                        label=f"Access {c.title if known else 'an unrezzed card'} in {where}",
                    ),
                    self._access(c),
                )
            )
        if pool:
            if self.server == "HQ":
                pick = pool[g.rng.randrange(len(pool))] if not root else None
                if pick is not None:
                    g.push(self._access(pick))
                    return
                pairs.append(
                    (
                        Option.new("access", server="HQ", label="Access a random card from HQ"),
                        AccessRandomHQ(self.pulls, self.seen),
                    )
                )
            elif self.server == "R&D":
                pairs.append(
                    (
                        Option.new("access", server="R&D", label="Access the top card of R&D"),
                        self._access(pool[0]),
                    )
                )
            else:  # Archives: all faceup now; the Runner picks the order where it matters
                dull = [c for c in pool if _dull(c)]
                if dull:
                    g.say(
                        "The Runner accesses " + ", ".join(c.title for c in dull) + " in Archives."
                    )
                    g.push(
                        AccessNext(
                            self.server,
                            self.pulls - len(dull),
                            self.seen + tuple(c.id for c in dull),
                        )
                    )
                    return
                for c in one_per_title(pool):
                    pairs.append(
                        (
                            Option.new(
                                "access",
                                card=c.title,
                                card_id=c.id,
                                server="Archives",
                                label=f"Access {c.title} in Archives",
                            ),
                            self._access(c),
                        )
                    )
        if not pairs:
            return
        if len(pairs) == 1:
            g.push(pairs[0][1])
            return
        g.ask(
            RUNNER,
            f"Accessing {self.server}: which card next?",
            pairs,
            kind="access",
            params={"accesses_left": self.pulls},
        )

    def _access(self, c: Card) -> AccessCard:
        in_pool = c.zone != "content"
        return AccessCard(
            c.id,
            self.server,
            AccessNext(self.server, self.pulls - (1 if in_pool else 0), self.seen + (c.id,)),
        )


class AccessRandomHQ(NamedTuple):
    pulls: int
    seen: tuple[int, ...]

    def run(self, g: Game) -> None:
        pool = _corp_pool(g, "HQ", self.seen)
        pick = pool[g.rng.randrange(len(pool))]
        g.push(AccessCard(pick.id, "HQ", AccessNext("HQ", self.pulls - 1, self.seen + (pick.id,))))


class AccessCard(NamedTuple):
    card_id: int
    server: str
    then: AccessNext

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        g.push(self.then)
        if c is None:
            return
        where = {"HQ": "from HQ", "R&D": "from R&D", "Archives": "in Archives"}.get(
            self.server, f"in {self.server}"
        )
        if c.zone == "content" and self.server in ("HQ", "R&D", "Archives"):
            where = f"in the root of {self.server}"
        g.say(f"The Runner accesses {c.title} {where}.")
        g.learn(c)
        g.push(AccessResolve(c.id, self.server))
        g.fire("card_accessed", extra=c.id)  # while the Runner accesses it (1996 hidden cards)
        d = c.defn
        if d.on_access:
            ctx = ctx_of(c, extra=self.server)
            if d.access_condition is None or d.access_condition.test(g, ctx):
                g.push(Resolve(d.on_access, ctx))


def trash_purpose(c: Card) -> str:
    """What credits paid to trash the accessed ``c`` pay for ("trash_asset", "trash_upgrade":
    recurring credits for trashing that type, the 1996 Poltergeist's and Scatter Shot's)."""
    return "trash_" + c.data.type


class AccessResolve(NamedTuple):
    """After "when accessed" effects: steal an agenda, or offer to trash by paying its cost."""

    card_id: int
    server: str

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        if c is None or g.over:
            return
        if c.data.type == "agenda":
            instead = g.ruleset.steal_replacement(g, c, self.server)  # Bizarre Encryption Scheme
            if instead is not None:
                g.push(instead)
                return
            self._agenda(g, c)
            return
        cost = g.trash_cost(c)
        if free_trash(g, c):
            cost = 0  # Demolition Run: trash any accessed card at no cost
        if cost is None or c.zone == DISCARD or cost > g.spendable(RUNNER, trash_purpose(c)):
            return
        g.ask(
            RUNNER,
            f"You access {c.title}: pay {cost} to trash it?",
            [
                (
                    Option.new(
                        "trash",
                        card=c.title,
                        card_id=c.id,
                        amount=cost,
                        label=f"Pay {g.ruleset.words.credits(cost)} to trash {c.title}",
                        cost=Cost(credits=cost),
                    ),
                    TrashAccessed(c.id, cost),
                ),
                (Option.new("pass", label=f"Leave {c.title}"), NOTHING),
            ],
            kind="trash",
            source=c.id,
            params={"cost": cost},
        )

    def _agenda(self, g: Game, c: Card) -> None:
        """An accessed agenda is stolen, paying what a card adds to steal it (Red Herrings), if
        the Runner can and will; a card that lets the Runner trash the cards it accesses
        (Demolition Run) lets it trash the agenda instead."""
        w = g.ruleset.words
        extra = steal_cost(g, self.server) + c.defn.agenda_steal_cost
        may_trash = free_trash(g, c)
        can_steal = extra <= g.spendable(RUNNER)
        if not may_trash:
            if not extra:
                g.push(Steal(c.id))
                return
            if not can_steal:
                g.say(f"The Runner cannot pay {w.credits(extra)} to {w.steal[0]} {c.title}.")
                return
        pairs: list[tuple[Option, Any]] = []
        named = w.agenda(c.title, c.data.agenda_points or 0)
        if can_steal:
            pairs.append(
                (
                    Option.new(
                        "steal",
                        card=c.title,
                        card_id=c.id,
                        amount=extra,
                        label=f"Pay {w.credits(extra)} to {w.steal[0]} {named}"
                        if extra
                        else f"{sentence(w.steal[0])} {named}",
                        cost=priced(0, extra),
                    ),
                    Chain((PayCredits(RUNNER, extra), Steal(c.id))) if extra else Steal(c.id),
                )
            )
        if may_trash:
            why = getattr(g.run.source, "title", "") if g.run is not None else ""
            because = f" ({why})" if why else ""
            pairs.append(
                (
                    Option.new(
                        "trash",
                        card=c.title,
                        card_id=c.id,
                        amount=0,
                        label=f"Trash {named} instead{because}",
                    ),
                    TrashAccessed(c.id, 0),
                )
            )
        if extra or not can_steal:  # stealing is optional only when it costs something
            pairs.append((Option.new("pass", label=f"Don't {w.steal[0]} {c.title}"), NOTHING))
        prompt = f"You access {c.title}: {w.steal[0]} it" + (" or trash it?" if may_trash else "?")
        g.ask(RUNNER, prompt, pairs, kind="steal", source=c.id, params={"cost": extra})


def free_trash(g: Game, c: Card) -> bool:
    """May the Runner trash the accessed card ``c`` at no cost, even one that could not normally
    be trashed? The run's ``free_trash`` mod: any card it accesses (Demolition Run);
    ``free_trash_stored``: only the cards stored in the central server, not those installed in
    its root (the 1996 Kilroy Was Here, Romp through HQ)."""
    if g.run is None:
        return False
    mods = g.run.mods
    return bool(mods.get("free_trash") or (mods.get("free_trash_stored") and c.zone != "content"))


def steal_cost(g: Game, server: str) -> int:
    """Credits the Runner must pay, beyond the rules, to steal an agenda from ``server``."""
    # a steal cost still applies for the rest of a run in which its card was trashed (Red Herrings)
    kept = g.run.mods.get("steal_cost", 0) if g.run is not None else 0
    s = g.corp.servers.get(server)
    if s is None:
        return kept
    return kept + sum(u.defn.steal_cost for u in s.content if u.rezzed)


class PayCredits(NamedTuple):
    side: str
    amount: int

    def run(self, g: Game) -> None:
        g.pay(self.side, self.amount)


class Steal(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        if c is None:
            return
        # the counters it had, counted as it is stolen (the 1996 Silver Lining Recovery Protocol)
        adv = c.advancements
        c = g.move(c, SCORED, owner=g.runner, faceup=True)
        g.flags["stolen"] = g.flags.get("stolen", 0) + 1
        g.flags["stolen_advancements"] = g.flags.get("stolen_advancements", 0) + adv
        points = c.data.agenda_points or 0
        g.flags["stolen_points"] = g.flags.get("stolen_points", 0) + points  # the 1996 Corruption
        w = g.ruleset.words
        g.say(
            f"The Runner {w.steal[1]} {w.agenda(c.title, points)}, for "
            f"{w.agenda_points(g.runner.agenda_points)} in all."
        )
        for keyword in c.data.keywords:  # "stolen:Black Ops": Hot Tip for WNS
            g.flags[f"stolen:{keyword}"] = 1
        g.fire("agenda_stolen", extra=c.id)


class TrashAccessed(NamedTuple):
    card_id: int
    cost: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        if c is None:
            return
        g.pay(RUNNER, self.cost, trash_purpose(c))
        g.say(f"The Runner pays {self.cost} to trash {c.title}.")
        key = f"runner_trashed:{c.data.type}"  # counted per turn (the 1996 Data Sifters)
        g.flags[key] = g.flags.get(key, 0) + 1
        if c.rezzed and c.defn.steal_cost and g.run is not None:
            g.run.mods["steal_cost"] = g.run.mods.get("steal_cost", 0) + c.defn.steal_cost
        for keyword in c.data.keywords:  # "runner_trashed:Advertisement": On the Fast Track
            g.flags[f"runner_trashed:{keyword}"] = 1
        if g.run is not None:  # trashed during the run, by keyword (the 1996 Frame-Up)
            for keyword in c.data.keywords:
                g.run.mods[f"trashed:{keyword}"] = g.run.mods.get(f"trashed:{keyword}", 0) + 1
        g.trash(c, by="access")


__all__ = [
    "AccessOrReplace",
    "StartAccess",
    "AccessNext",
    "AccessRandomHQ",
    "AccessCard",
    "trash_purpose",
    "AccessResolve",
    "free_trash",
    "steal_cost",
    "PayCredits",
    "Steal",
    "TrashAccessed",
]


_START_ACCESS = StartAccess()  # (no fields: made once)

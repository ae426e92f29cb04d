"""Damage, tags, trashing a Runner's card and exposing a Corp card: the window in which a player
may prevent them (``PreventWindow``, with ``Prevent``; automatic shields first, ``DamageShield``),
then the steps that make what is left happen (``DoDamage``, ``DoTags``, ``TrashCard``,
``DoExpose``). Damage that no card can prevent skips the window (``UnpreventableDamage``).

>>> Damage("brain", 1).text()
'Do 1 brain damage.'
>>> UnpreventableDamage("brain", 1).text()
'Suffer 1 brain damage, which no card can prevent'
>>> DamageShield(("net", "brain"), 2).text()
'Prevents up to 2 net and/or brain damage in total each turn.'
>>> PreventWindow("tag", 2, "Data Raven").apply()
DoTags(n=2)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .decision import Option
from .forfeit import ForfeitAgenda
from .naming import where
from .state import DISCARD, ICE
from .steps import Chain, Resolve, join_texts, plural, who
from .view import hidden_from_corp, runner_hides_cards

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .state import Card


# ---------------------------------------------------------------------- damage


class Damage(NamedTuple):
    """Do ``n`` damage of ``kind``; the Runner may prevent it unless ``unpreventable``.

    >>> Damage("meat", 2, unpreventable=True).text()
    'Do 2 meat damage. This damage cannot be prevented.'
    """

    kind: str  # "net", "meat", "brain"
    n: int
    unpreventable: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = self.n + g.damage_bonus(self.kind) if self.n > 0 else self.n
        instead = g.ruleset.damage_step(g, self.kind, n, self.unpreventable, ctx)
        if instead is not None:  # (the 1996 Cybertech Think Tank adds to it first)
            g.push(instead)
            return
        if self.unpreventable:
            if n > 0:
                g.push(DoDamage(self.kind, n))
            return
        g.push(PreventWindow(self.kind, n, ctx.title))

    def text(self) -> str:
        t = f"Do {self.n} {self.kind} damage."
        return t + " This damage cannot be prevented." if self.unpreventable else t


class UnpreventableDamage(NamedTuple):
    """Damage that no card can prevent (Stimhack, Lucidrine Booster Drug): it skips the
    prevention window and automatic shields."""

    kind: str
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(DoDamage(self.kind, self.n, self_inflicted=True))

    def text(self) -> str:
        return f"Suffer {self.n} {self.kind} damage, which no card can prevent"


class DamageShield(NamedTuple):
    """An automatic shield (``CardDef.shields``): it prevents up to ``per_turn`` damage of the
    ``kinds`` in total each turn, without a decision (Force Shield). What it has prevented this
    turn is a per-turn flag of ``Game.flags``, keyed by the card."""

    kinds: tuple[str, ...]
    per_turn: int

    def absorb(self, g: Game, card: Card, kind: str, n: int) -> int:
        """Prevent what is left of this turn's budget of ``n`` damage of ``kind``; returns how
        much it prevented."""
        if kind not in self.kinds:
            return 0
        key = f"shield:{card.id}"
        used = g.flags.get(key, 0)
        prevented = min(n, self.per_turn - used)
        if prevented <= 0:
            return 0
        g.flags[key] = used + prevented
        return prevented

    def text(self) -> str:
        return (
            f"Prevents up to {self.per_turn} {' and/or '.join(self.kinds)} damage in total "
            "each turn."
        )


def _shielded(g: Game, window: PreventWindow) -> PreventWindow:
    """``window`` less what the Runner's automatic shields prevent (each said in the log): the
    ruleset's own first (``Ruleset.absorb``: the 1996 Total Genetic Retrofit's next tag;
    ``Ruleset.lasting_shield``: the 1996 lasting effects), then the cards'."""
    n = window.n - g.ruleset.absorb(g, window.kind, window.n)
    if n > 0:
        n -= g.ruleset.lasting_shield(g, window.kind, n)
    if n <= 0:
        return window._replace(n=0)
    for c in g.active_cards():
        if c.side != RUNNER or not c.defn.shields:
            continue
        for shield in c.defn.shields:
            prevented = shield.absorb(g, c, window.kind, n)
            if prevented:
                g.say(f"{c.title} prevents {prevented} {window.kind} damage.")
                n -= prevented
            if not n:
                return window._replace(n=0)
    return window._replace(n=n)


def _ask_shields(g: Game, window: PreventWindow) -> bool:
    """A shield with ``ask(game, card, window)`` (a step, or None when it has nothing to ask)
    lets a player decide before it prevents (the Corp pays to get damage through: the 1996 Full
    Body Conversion, Diplomatic Immunity); its step pushes the window again, with the card in
    ``asked``. Returns whether one asked."""
    for c in g.active_cards():
        if c.side != RUNNER or not c.defn.shields or c.id in window.asked:
            continue
        for shield in c.defn.shields:
            ask = getattr(shield, "ask", None)
            step = ask(g, c, window) if ask is not None else None
            if step is not None:
                g.push(step)
                return True
    return False


class PreventWindow(NamedTuple):
    """Before damage, tags or the trashing of a Runner's card happen, the Runner may prevent them
    (Net Shield, Crash Space, Decoy, Sacrificial Construct); then what is left happens.

    ``kind`` is "net", "meat", "brain", "tag" or "trash" (``target``: the card to be trashed), or
    "expose" (``target``: the card about to be exposed; the Corp prevents it: Zaibatsu Loyalty).
    """

    kind: str
    n: int
    source: str
    target: int = -1
    shielded: bool = False  # the automatic shields have had their go
    # cards whose shields that ask first have been asked (``ask``: the 1996 Full Body Conversion)
    asked: tuple[int, ...] = ()

    def run(self, g: Game) -> None:
        if self.n <= 0:
            return
        if self.kind == "expose":
            self._corp_expose_window(g)
            return
        target = g.card(self.target) if self.target >= 0 else None
        if self.kind == "trash" and target is not None and g.ruleset.trash_prevented(g, target):
            return
        if self.kind in DAMAGE and not self.shielded and _ask_shields(g, self):
            return
        if (self.kind in DAMAGE or self.kind == "tag") and not self.shielded:
            shielded = _shielded(g, self)
            if shielded.n != self.n:
                g.push(shielded._replace(shielded=True))
                return
        what = self._what(g)
        pairs: list[tuple[Option, Any]] = []
        for c in g.active_cards():
            if c.side != RUNNER:
                continue
            for i, p in enumerate(c.defn.prevention):
                if p.kind != self.kind and not (p.kind == "any" and self.kind in DAMAGE):
                    continue
                if not self._usable(g, c, p):
                    continue
                label = f"{c.title}: prevent {self.prevented_text(g, min(p.amount, self.n))}"
                pairs.append(
                    (
                        Option.new("ability", card=c.title, card_id=c.id, label=label, cost=p.cost),
                        Prevent(c.id, i, self),
                    )
                )
        # cards played from the hand to prevent it (the 1996 Identity Donor), and whether the
        # window must be asked anyway, the other side unable to tell the Runner holds none (a
        # hidden card might prevent it, 1996)
        pairs.extend(g.ruleset.prevent_from_hand(g, self))
        if not pairs and not runner_hides_cards(g) and not g.ruleset.prevent_window_hidden(g, self):
            g.push(self.apply())
            return
        pairs.append((Option.new("pass", label=f"Let it happen: {what}"), self.apply()))
        prompt = f"{self.source or 'The Corp'}: {what}. Prevent any?"
        public = prompt
        if target is not None and hidden_from_corp(target):
            public = prompt.replace(target.title, f"a hidden {target.data.type}")
        g.ask(
            RUNNER,
            prompt,
            pairs,
            public_prompt=public,
            kind="prevent",
            source=self.target if self.target >= 0 else None,
            params={"what": self.kind, "amount": self.n},
        )

    def _usable(self, g: Game, c: Card, p: Any) -> bool:
        """Can ``c``'s prevention ``p`` be used on this now (its condition, its cost)?"""
        from .flow import ability_payable

        ctx = _ctx(c)._replace(extra=self.target)
        if p.condition is not None and not p.condition.test(g, ctx):
            return False
        return ability_payable(g, c, p.cost)

    def _corp_expose_window(self, g: Game) -> None:
        """Before a card is exposed, the Corp may rez a card that can prevent it, then use it.
        Asked whenever the Corp has an unrezzed card in a root or remote, so it reveals nothing."""
        from .flow import rez_option

        target = g.card(self.target)
        if target is None:
            return
        pairs: list[tuple[Option, Any]] = []
        for c in g.installed_corp_cards():
            for i, p in enumerate(c.defn.prevention):
                if p.kind != self.kind:
                    continue
                if not c.rezzed:  # rez it first, then use it (the window comes back)
                    pairs.extend((o, Chain((st, self))) for o, st in rez_option(g, c))
                    break
                if not self._usable(g, c, p):
                    continue
                label = f"{c.title}: prevent the expose ({p.cost.text()})"
                pairs.append(
                    (
                        Option.new("ability", card=c.title, card_id=c.id, label=label, cost=p.cost),
                        Prevent(c.id, i, self),
                    )
                )
        hidden = any(not c.rezzed for s in g.corp.servers.values() for c in s.content)
        if not pairs and not hidden:
            g.push(self.apply())
            return
        pairs.append((Option.new("pass", label="Let it be exposed"), self.apply()))
        g.ask(
            CORP,
            f"{self.source}: the Runner is about to expose {_exposed(g, target)}. Prevent it?",
            pairs,
            public_prompt=f"{self.source}: the Corp may prevent the expose.",
            kind="prevent",
            source=target.id,
            params={"what": "expose", "amount": 1},
        )

    def _what(self, g: Game) -> str:
        if self.kind == "tag":
            return plural(self.n, "tag")
        if self.kind == "trash":
            c = g.card(self.target)
            return f"trash {c.title if c else 'a card'}"
        return f"{self.n} {self.kind} damage"

    def prevented_text(self, g: Game, n: int) -> str:
        """What ``n`` prevented points are: "1 net damage", "1 tag", "Corroder from being
        trashed"."""
        if self.kind == "tag":
            return plural(n, "tag")
        if self.kind == "trash":
            c = g.card(self.target)
            return f"{c.title if c else 'a card'} from being trashed"
        if self.kind == "expose":
            c = g.card(self.target)
            return f"{_exposed(g, c) if c else 'a card'} from being exposed"
        return f"{n} {self.kind} damage"

    def apply(self) -> Any:
        if self.kind == "tag":
            return DoTags(self.n)
        if self.kind == "trash":
            return TrashCard(self.target, self.source)
        if self.kind == "expose":
            return DoExpose(self.target)
        return DoDamage(self.kind, self.n)


DamageWindow = PreventWindow
DAMAGE = ("net", "meat", "brain")


class Prevent(NamedTuple):
    card_id: int
    idx: int
    window: PreventWindow

    def run(self, g: Game) -> None:
        from .flow import pay_cost

        c = g.card(self.card_id)
        assert c is not None
        p = c.defn.prevention[self.idx]
        w = self.window
        prevented = min(p.amount, w.n)
        line = f"{who(c.side)} uses {c.title} to prevent {w.prevented_text(g, prevented)}."
        target = g.card(w.target) if w.kind == "trash" and w.target >= 0 else None
        if target is not None and hidden_from_corp(target):  # it stays hidden (1996)
            line = line.replace(target.title, f"a hidden {target.data.type}")
        g.say(line)
        pay_cost(g, c, p.cost)
        g.flags[f"prevented:{c.title}"] = 1
        if p.cost.trash_self:
            g.trash(c)
        if p.cost.forfeit:
            g.push(ForfeitAgenda(RUNNER, c.title))
        g.push(w._replace(n=w.n - prevented))
        if p.effects:  # what the card does besides (the 1996 Joan of Arc goes to the hand)
            g.push(Resolve(p.effects, _ctx(c)))


class DoTags(NamedTuple):
    n: int

    def run(self, g: Game) -> None:
        g.runner.tags += self.n
        g.flags["tags"] = g.flags.get("tags", 0) + self.n  # tags received this turn
        g.say(f"The Runner takes {plural(self.n, 'tag')}.")


def discard_at_random(g: Game, side: str, n: int) -> list[str]:
    """``side`` discards ``n`` cards of its hand at random (all, with fewer), the Corp's
    facedown, on the game's generator: the titles of the cards lost (damage, and
    ``flow.DiscardAtRandom``)."""
    hand = g.player(side).hand
    lost = []
    for _ in range(min(n, len(hand))):
        c = hand[g.rng.randrange(len(hand))]
        lost.append(c.title)
        g.move(c, DISCARD, faceup=side != CORP)
    return lost


class DoDamage(NamedTuple):
    kind: str
    n: int
    flatline_checked: bool = False  # the Runner has had its chance to prevent the flatline
    self_inflicted: bool = False  # the Runner's own (Stimhack), not the Corp's doing
    corp_checked: bool = False  # the ruleset's replacement has had its go

    def run(self, g: Game) -> None:
        if not self.corp_checked and not self.self_inflicted and self.n > 0:
            # the Corp may turn damage it does into something else (the 1996 Please Don't
            # Choke Anyone)
            instead = g.ruleset.damage_replacement(g, self._replace(corp_checked=True))
            if instead is not None:
                g.push(instead)
                return
        r = g.runner
        flatline = self.n > len(r.hand)
        if flatline and not self.flatline_checked:  # a card may prevent it (the 1996 game)
            window = g.ruleset.flatline_window(g, self._replace(flatline_checked=True))
            if window is not None:
                g.push(window)
                return
        if self.kind == "net":
            g.flags["net_damage"] = 1
        # damage done this turn (a prevented damage is none: the 1996 Lifesaver Nanosurgeons)
        g.flags["damage_done"] = g.flags.get("damage_done", 0) + self.n
        if self.kind == "brain":
            r.brain_damage += self.n
        lost = discard_at_random(g, RUNNER, self.n)
        g.say(
            f"The Runner takes {self.n} {self.kind} damage"
            + (f", trashing {', '.join(lost)}." if lost else ".")
        )
        if self.kind == "meat" and self.n:  # done (the 1996 Get Ready to Rumble)
            g.fire("meat_damage_done", extra=self.n)
        if flatline:
            g.say("The Runner is flatlined.")
            g.win(CORP, "flatline")


def _exposed(g: Game, c: Any) -> str:
    """A card about to be exposed, as the public log may name it (unrezzed: by its place)."""
    if c.zone == ICE:
        s = g.corp.servers[c.server or ""]
        where = f"ice {len(s.ice) - s.ice.index(c)} of {c.server}"
        return f"{c.title} ({where})" if c.rezzed else f"{where} (unrezzed)"
    return f"{c.title} in {c.server}" if c.rezzed else f"an unrezzed card in {c.server}"


class DoExpose(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        assert c is not None
        g.say(f"The Runner exposes {c.title} {where(c)}.")
        g.learn(c)
        if g.ruleset.exposed_stays_faceup and not c.rezzed:
            c.faceup = True  # known to both players until it leaves or is concealed


class TrashCard(NamedTuple):
    card_id: int
    source: str = ""
    asked: bool = False  # whether a card that may replace the trash has been offered

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        if not self.asked and ask_trash_replacement(g, c, self._replace(asked=True)):
            return
        g.say(f"{c.title} is trashed" + (f" by {self.source}." if self.source else "."))
        g.trash(c, by=self.source or None)


def ask_trash_replacement(g: Game, c: Card, trash: Any) -> bool:
    """Before the Runner's installed card ``c`` is trashed, its owner may use an active card's
    ``trash_replacement`` instead (the 1996 Microtech Backup Drive); the ``pass`` option pushes
    ``trash`` (the trash, as it was about to happen). Returns whether it asked."""
    if c.side != RUNNER or not c.installed:
        return False
    pairs: list[tuple[Option, Any]] = []
    for src in g.active_cards():
        rep = src.defn.trash_replacement
        if src.side != RUNNER or rep is None or not rep.test(g, src, c):
            continue
        what = join_texts(rep.effects, sentence=False)
        pairs.append(
            (
                Option.new(
                    "ability",
                    card=src.title,
                    card_id=src.id,
                    label=f"{src.title}: instead of trashing {c.title}, {what}",
                ),
                Resolve(rep.effects, _ctx(src)._replace(extra=c.id)),
            )
        )
    if not pairs:
        return False
    pairs.append((Option.new("pass", label=f"Let {c.title} be trashed"), trash))
    params: dict[str, Any] = {"what": "trash", "amount": 1}
    if g.memory_used() > g.memory_limit():  # a program trashed to fit the memory limit
        params.update(memory_used=g.memory_used(), memory_limit=g.memory_limit())
    g.ask(
        RUNNER,
        f"{c.title} is about to be trashed: do something else instead?",
        pairs,
        public_prompt=f"The Runner decides whether {c.title} is trashed.",
        kind="prevent",
        source=c.id,
        params=params,
    )
    return True


def _ctx(c: Any) -> Ctx:
    from .game import Ctx

    return Ctx(c.side, c.id, c.title)

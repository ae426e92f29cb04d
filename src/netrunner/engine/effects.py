"""Shared effect primitives that cards are declared with, and the steps that carry them out.

Each primitive is an immutable ``NamedTuple`` with ``resolve(game, ctx)`` (do it, pushing further
steps or asking a decision) and ``text()`` (the words a player reads on the card). Conditions have
``test(game, ctx)`` and ``text()``; steps (``Say``, ``ShuffleDeck``, ``ToHand``, ``IceStrength``...)
have ``run(game)``. Helpers name cards without revealing hidden ones (``public_name``,
``ice_label``) and ask a player to choose a card (``choose_card``, ``choose_ice``).

>>> GainCredits(9).text()
'Gain 9 credits.'
>>> Trace(3, (GiveTags(1),)).text()
'Trace 3. If successful, give the Runner 1 tag.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .cost import Cost
from .decision import Option
from .naming import ice_label, public_name, where
from .state import DECK, DISCARD, HAND, ICE, PROGRAM
from .view import visible_to
from .words import clicks, credits

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .state import Card


# ---------------------------------------------------------------------- words


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, in the plural unless ``n`` is 1.

    >>> plural(1, "card"), plural(3, "advancement token")
    ('1 card', '3 advancement tokens')
    """
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _credits(n: int) -> str:
    return credits(n)


def who(side: str) -> str:
    """The player of ``side`` starting a sentence: "The Corp" or "The Runner"."""
    return "The Corp" if side == CORP else "The Runner"


def the(side: str) -> str:
    """The player of ``side`` inside a sentence: "the Corp" or "the Runner"."""
    return "the Corp" if side == CORP else "the Runner"


def _a(what: str) -> str:
    return f"an {what}" if what[:1] in ("a", "e", "i", "o", "u") else f"a {what}"


# ---------------------------------------------------------------------- naming installed cards


def installed_ice(g: Game, *, server: str | None = None, rezzed: bool | None = None) -> list[Card]:
    """Installed ice server by server (only ``server``'s, if given), outermost first; ``rezzed``
    True or False keeps only the rezzed or the unrezzed pieces."""
    return [
        ice
        for name, s in g.corp.servers.items()
        if server is None or name == server
        for ice in reversed(s.ice)
        if rezzed is None or ice.rezzed == rezzed
    ]


def one_per_title(cards: Iterable[Card], key: Callable[[Card], Any] | None = None) -> list[Card]:
    """The first card of each title (or of each ``key(card)``) among ``cards``, in order: one
    option per title, since copies of a card are the same choice."""
    first: dict[Any, Card] = {}
    for c in cards:
        first.setdefault(c.title if key is None else key(c), c)
    return list(first.values())


def card_is(c: Card, card_type: str = "", keyword: str = "") -> bool:
    """Is ``c`` of ``card_type`` (any if "") and with ``keyword`` (any if "")?"""
    return (not card_type or c.data.type == card_type) and (
        not keyword or c.data.has_keyword(keyword)
    )


def advancements(g: Game, ctx: Ctx) -> int:
    """The advancement tokens on the card whose effect this is (0 once it has left play)."""
    c = g.card(ctx.source)
    return c.advancements if c is not None else 0


def join_texts(effects: tuple[Any, ...] | list[Any], *, sentence: bool = True) -> str:
    """Join effect texts into one sentence: "Do 3 net damage and give the Runner 1 tag."

    >>> join_texts((Damage("net", 3), GiveTags(1)))
    'Do 3 net damage and give the Runner 1 tag.'
    """
    parts = [e.text().rstrip(".") for e in effects]
    parts = [p for p in parts if p]
    if not parts:
        return ""
    body = parts[0] + "".join(" and " + p[0].lower() + p[1:] for p in parts[1:])
    body = body[0].upper() + body[1:] if sentence else body[0].lower() + body[1:]
    return body + "."


# ---------------------------------------------------------------------- the resolution step


class Resolve(NamedTuple):
    """Resolve ``effects[i:]`` in order for ``ctx``: effect i runs, then the rest."""

    effects: tuple[Any, ...]
    ctx: Ctx
    i: int = 0

    def run(self, g: Game) -> None:
        if self.i >= len(self.effects):
            return
        if self.i + 1 < len(self.effects):
            g.push(Resolve(self.effects, self.ctx, self.i + 1))
        self.effects[self.i].resolve(g, self.ctx)


class Chain(NamedTuple):
    """Run ``steps`` in order."""

    steps: tuple[Any, ...]

    def run(self, g: Game) -> None:
        g.push_seq(*self.steps)


class Nothing(NamedTuple):
    def run(self, g: Game) -> None:
        return None


NOTHING = Nothing()


class Say(NamedTuple):
    """A step that adds ``line`` to the public log (a sentence between other steps)."""

    line: str

    def run(self, g: Game) -> None:
        g.say(self.line)


# ---------------------------------------------------------------------- conditions


class RunnerTagged(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.runner.tags > 0

    def text(self) -> str:
        return "the Runner is tagged"


class FirstNetDamageThisTurn(NamedTuple):
    """No net damage has been done this turn, and this card has not prevented any yet."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return not g.flags.get("net_damage") and not g.flags.get(f"prevented:{ctx.title}")

    def text(self) -> str:
        return "it is the first net damage this turn"


class NotFromArchives(NamedTuple):
    def test(self, g: Game, ctx: Ctx) -> bool:
        return ctx.extra != "Archives"

    def text(self) -> str:
        return "not from Archives"


class EventCard(NamedTuple):
    """The card an event is about (``ctx.extra``: the card just installed, played...) is one of
    ``side``'s, of ``card_type``, with ``keyword`` (Noise: a virus program is installed; Weyland:
    a transaction operation is played).

    >>> EventCard(RUNNER, "program", "Virus").text()
    'it is a virus program'
    """

    side: str
    card_type: str
    keyword: str = ""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        return c is not None and c.side == self.side and card_is(c, self.card_type, self.keyword)

    def text(self) -> str:
        return f"it is {_a(f'{self.keyword} {self.card_type}'.strip().lower())}"


class TurnFlag(NamedTuple):
    """Something that happened this turn: the per-turn flag ``flag`` of ``Game.flags`` is set
    ("scored", "runs", "successful_run:HQ"...; "last:<flag>" is the Runner's previous turn, seen
    during the Corp's turn). ``says`` is its text.

    >>> TurnFlag("last:runs", "the Runner made a run during their last turn").text()
    'the Runner made a run during their last turn'
    """

    flag: str
    says: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(self.flag))

    def text(self) -> str:
        return self.says


# ---------------------------------------------------------------------- credits, cards, clicks


class GainCredits(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.gain(ctx.side, self.n)
        g.say(f"{who(ctx.side)} gains {_credits(self.n)}{_from(ctx)}.")

    def text(self) -> str:
        return f"Gain {_credits(self.n)}."


class DrawCards(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.draw(ctx.side, self.n)

    def text(self) -> str:
        return f"Draw {plural(self.n, 'card')}."


class RunnerLosesClicks(NamedTuple):
    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = min(self.n, g.runner.clicks)
        g.runner.clicks -= lost
        if lost:
            g.say(f"The Runner loses {plural(lost, 'click')}.")

    def text(self) -> str:
        return f"The Runner loses {clicks(self.n)}, if able."


class EndTheRun(NamedTuple):
    def resolve(self, g: Game, ctx: Ctx) -> None:
        end_run(g, f"{ctx.title} ends the run." if ctx.title else "The run ends.")

    def text(self) -> str:
        return "End the run."


def end_run(g: Game, line: str) -> None:
    """Mark the run as ended: the remaining run steps do nothing, and RunEnds closes it."""
    if g.run is not None and not g.run.ended:
        g.run.ended = True
        g.say(line)


class GiveTags(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(PreventWindow("tag", self.n, ctx.title))

    def text(self) -> str:
        return f"Give the Runner {plural(self.n, 'tag')}."


class TakeTags(NamedTuple):
    """The Runner (as the effect's controller) takes tags."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        GiveTags(self.n).resolve(g, ctx)

    def text(self) -> str:
        return f"Take {plural(self.n, 'tag')}."


class PlaceCounters(NamedTuple):
    kind: str
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        c.counters[self.kind] = c.counters.get(self.kind, 0) + self.n
        g.say(f"{plural(self.n, self.kind + ' counter')} placed on {c.title}.")

    def text(self) -> str:
        what = credits(self.n) if self.kind == "credit" else plural(self.n, f"{self.kind} counter")
        return f"Place {what} on this card."


class TakeHostedCredits(NamedTuple):
    """Take credits hosted on this card; trash it when none are left."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        take = min(self.n, c.counters.get("credit", 0))
        c.counters["credit"] = c.counters.get("credit", 0) - take
        g.gain(ctx.side, take)
        g.say(f"{who(ctx.side)} takes {_credits(take)} from {c.title}.")
        if c.counters["credit"] <= 0:
            g.say(f"{c.title} has no credits left and is trashed.")
            g.trash(c)

    def text(self) -> str:
        return f"Take {credits(self.n)} from this card. When it has none left, trash it."


class TakeBadPublicity(NamedTuple):
    """The Corp takes ``n`` bad publicity (each gives the Runner 1 credit for every run)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.corp.bad_publicity += self.n
        g.say(f"The Corp takes {self.n} bad publicity ({ctx.title}).")

    def text(self) -> str:
        return f"Take {self.n} bad publicity."


# ---------------------------------------------------------------------- decks and hands

_DECK = {CORP: "R&D", RUNNER: "the stack"}
_HAND = {CORP: "HQ", RUNNER: "your grip"}


class SearchDeck(NamedTuple):
    """``side`` looks through their deck (R&D, the stack) for a card (of ``card_type``, with
    ``keyword``; any card if neither), adds it to their hand (the Runner reveals it), then
    shuffles the deck.

    With ``may_fail`` the player may also find nothing, and is asked even when nothing fits (so
    the other side learns nothing); without, a search that can find nothing says so.

    >>> SearchDeck(RUNNER, "program", "Virus").text()
    'Look through your stack for a virus program, reveal it and put it into your grip, then shuffle your stack.'
    >>> SearchDeck(CORP).text()
    'Look through R&D for a card, put it into HQ, then shuffle R&D.'
    """

    side: str
    card_type: str = ""
    keyword: str = ""
    may_fail: bool = False

    def what(self) -> str:
        """What is searched for: "card", "icebreaker", "virus program"."""
        noun = self.card_type or ("" if self.keyword else "card")
        return " ".join(w for w in (self.keyword.lower(), noun) if w)

    def resolve(self, g: Game, ctx: Ctx) -> None:
        side, what = self.side, self.what()
        deck = g.player(side).deck
        found = one_per_title(c for c in deck if card_is(c, self.card_type, self.keyword))
        if not found and not self.may_fail:
            if not deck:
                g.say(
                    f"{'R&D' if side == CORP else 'The stack'} is empty: there is nothing to find."
                )
                return
            g.say(f"{ctx.title}: {the(side)} finds no {what} and shuffles {_DECK[side]}.")
            g.shuffle_deck(side)
            return
        reveal = "Reveal {} and add it to your grip" if side == RUNNER else "Add {} to HQ"
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, label=reveal.format(c.title)),
                Chain((FetchFromDeck(side, c.title, ctx.title), ShuffleDeck(side))),
            )
            for c in found
        ]
        if self.may_fail:
            pairs.append((Option("pass", label=f"Find no {what}"), ShuffleDeck(side)))
        g.ask(
            side,
            f"{ctx.title}: which {what} do you add to {_HAND[side]}?",
            pairs,
            public_prompt=f"{ctx.title}: {the(side)} searches {_DECK[side]} for {_a(what)}.",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        if self.side == RUNNER:
            return (
                f"Look through your stack for {_a(self.what())}, reveal it and put it into your "
                "grip, then shuffle your stack."
            )
        return f"Look through R&D for {_a(self.what())}, put it into HQ, then shuffle R&D."


class FetchFromDeck(NamedTuple):
    """A step: a card titled ``title`` goes from ``side``'s deck to their hand (see to_hand)."""

    side: str
    title: str
    source: str = ""

    def run(self, g: Game) -> None:
        c = next((c for c in g.player(self.side).deck if c.title == self.title), None)
        if c is not None:
            to_hand(g, c, self.source)


class ToHand(NamedTuple):
    """A step: the card ``card_id`` goes to its owner's hand (see to_hand)."""

    card_id: int
    source: str = ""

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None:
            to_hand(g, c, self.source)


def to_hand(g: Game, c: Card, source: str = "") -> None:
    """Move ``c`` from its owner's deck or discard pile to their hand and say so, naming it only
    if it was public there or is revealed (a card the Runner finds in the stack)."""
    frm, faceup = c.zone, c.faceup
    g.move(c, HAND)
    if c.side == CORP and frm == DECK:
        g.say("The Corp adds a card from R&D to HQ.")
    elif c.side == CORP:
        g.say(f"The Corp adds {c.title if faceup else 'a facedown card'} from Archives to HQ.")
    elif frm == DECK:
        g.say(f"The Runner reveals {c.title} and adds it to the grip{_paren(source)}.")
    else:
        g.say(f"The Runner takes {c.title} from the heap into the grip{_paren(source)}.")


class ShuffleDeck(NamedTuple):
    """A step: ``side`` shuffles their deck ("The Runner shuffles the stack."; with a ``source``:
    "Rabbit Hole: the Runner shuffles their stack.")."""

    side: str
    source: str = ""

    def run(self, g: Game) -> None:
        g.shuffle_deck(self.side)
        if not self.source:
            g.say(f"{who(self.side)} shuffles {_DECK[self.side]}.")
            return
        deck = "their stack" if self.side == RUNNER else "R&D"
        g.say(f"{self.source}: {the(self.side)} shuffles {deck}.")


# ---------------------------------------------------------------------- advancing


def can_be_advanced(g: Game, card: Card) -> bool:
    """Agendas can be advanced, and cards declared ``advanceable`` (Ice Wall, Ghost Branch)."""
    return card.data.type == "agenda" or card.defn.advanceable


def advanceable_cards(g: Game, exclude: tuple[int, ...] = ()) -> list[Card]:
    """The installed Corp cards that can be advanced, but those with an id in ``exclude``."""
    return [c for c in g.installed_corp_cards() if can_be_advanced(g, c) and c.id not in exclude]


class PlaceAdvancements(NamedTuple):
    """The Corp places ``n`` advancement tokens on an installed card that can be advanced, of its
    choice (AstroScript Pilot Program, Matrix Analyzer).

    >>> PlaceAdvancements(2).text()
    'Place 2 advancement tokens on a card that can be advanced.'
    """

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        targets = advanceable_cards(g)
        if not targets or self.n <= 0:
            g.say(f"{ctx.title}: no advancement token is placed.")
            return
        tokens = plural(self.n, "advancement token")
        choose_card(
            g,
            CORP,
            targets,
            lambda c: AdvanceCard(c.id, self.n, ctx.title),
            label=lambda c: f"Place {tokens} on {c.title} {where(c)}",
            prompt=f"{ctx.title}: place {tokens} on which card?",
            public_prompt=f"{ctx.title}: the Corp chooses a card to place {tokens} on.",
            source=_source(ctx),
        )

    def text(self) -> str:
        return f"Place {plural(self.n, 'advancement token')} on a card that can be advanced."


class AdvanceCard(NamedTuple):
    """A step: ``source`` places ``n`` advancement tokens on the installed card ``card_id``."""

    card_id: int
    n: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not c.installed:
            return
        c.advancements += self.n
        g.say(
            f"{self.source}: the Corp places {plural(self.n, 'advancement token')} on "
            f"{public_name(c)} ({plural(c.advancements, 'advancement')})."
        )


# ---------------------------------------------------------------------- ice strength

_UNTIL = {
    "encounter": "for this encounter",
    "run": "for the rest of this run",
    "turn": "until the end of the turn",
}


class IceStrength(NamedTuple):
    """A step: the rezzed ice ``ice_id`` has ``amount`` more strength (less if negative) until the
    end of the ``until`` ("encounter", "run", "turn"), because of ``source``."""

    ice_id: int
    amount: int
    until: str
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.lingering.append(("strength", ice.id, self.amount, self.until))
        g.say(f"{ice.title} has {self.amount:+d} strength {_UNTIL[self.until]} ({self.source}).")


# ---------------------------------------------------------------------- damage


class Damage(NamedTuple):
    kind: str  # "net", "meat", "brain"
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(PreventWindow(self.kind, self.n, ctx.title))

    def text(self) -> str:
        return f"Do {self.n} {self.kind} damage."


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

    def run(self, g: Game) -> None:
        if self.n <= 0:
            return
        from .flow import ability_payable

        if self.kind == "expose":
            self._corp_expose_window(g)
            return
        what = self._what(g)
        pairs: list[tuple[Option, Any]] = []
        for c in g.active_cards():
            if c.side != RUNNER:
                continue
            for i, p in enumerate(c.defn.prevention):
                if p.kind != self.kind and not (p.kind == "any" and self.kind in DAMAGE):
                    continue
                ctx = _ctx(c)._replace(extra=self.target)
                if p.condition is not None and not p.condition.test(g, ctx):
                    continue
                if not ability_payable(g, c, p.cost):
                    continue
                label = f"{c.title}: prevent {self.prevented_text(g, min(p.amount, self.n))}"
                pairs.append(
                    (
                        Option("ability", card=c.title, card_id=c.id, label=label, cost=p.cost),
                        Prevent(c.id, i, self),
                    )
                )
        if not pairs:
            g.push(self.apply())
            return
        pairs.append((Option("pass", label=f"Let it happen: {what}"), self.apply()))
        prompt = f"{self.source or 'The Corp'}: {what}. Prevent any?"
        g.ask(
            RUNNER,
            prompt,
            pairs,
            public_prompt=prompt,
            kind="prevent",
            source=self.target if self.target >= 0 else None,
            params={"what": self.kind, "amount": self.n},
        )

    def _corp_expose_window(self, g: Game) -> None:
        """Before a card is exposed, the Corp may rez a card that can prevent it, then use it.
        Asked whenever the Corp has an unrezzed card in a root or remote, so it reveals nothing."""
        from .flow import Rez, ability_payable, can_rez

        target = g.card(self.target)
        if target is None:
            return
        pairs: list[tuple[Option, Any]] = []
        for c in g.installed_corp_cards():
            for i, p in enumerate(c.defn.prevention):
                if p.kind != self.kind:
                    continue
                if not c.rezzed:
                    if can_rez(g, c):
                        label = f"Rez {c.title} in {c.server} ({credits(g.rez_cost(c))})"
                        pairs.append(
                            (
                                Option(
                                    "rez",
                                    card=c.title,
                                    card_id=c.id,
                                    server=c.server,
                                    label=label,
                                    cost=Cost(credits=g.rez_cost(c), forfeit=c.defn.rez_forfeit),
                                ),
                                Chain((Rez(c.id), self)),
                            )
                        )
                    break
                ctx = _ctx(c)._replace(extra=self.target)
                if p.condition is not None and not p.condition.test(g, ctx):
                    continue
                if not ability_payable(g, c, p.cost):
                    continue
                label = f"{c.title}: prevent the expose ({p.cost.text()})"
                pairs.append(
                    (
                        Option("ability", card=c.title, card_id=c.id, label=label, cost=p.cost),
                        Prevent(c.id, i, self),
                    )
                )
        hidden = any(not c.rezzed for s in g.corp.servers.values() for c in s.content)
        if not pairs and not hidden:
            g.push(self.apply())
            return
        pairs.append((Option("pass", label="Let it be exposed"), self.apply()))
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
        g.say(f"{who(c.side)} uses {c.title} to prevent {w.prevented_text(g, prevented)}.")
        pay_cost(g, c, p.cost)
        g.flags[f"prevented:{c.title}"] = 1
        if p.cost.trash_self:
            g.trash(c)
        if p.cost.forfeit:
            from .flow import ForfeitAgenda

            g.push(ForfeitAgenda(RUNNER, c.title))
        g.push(w._replace(n=w.n - prevented))


class DoTags(NamedTuple):
    n: int

    def run(self, g: Game) -> None:
        g.runner.tags += self.n
        g.say(f"The Runner takes {plural(self.n, 'tag')}.")


class DoDamage(NamedTuple):
    kind: str
    n: int

    def run(self, g: Game) -> None:
        r = g.runner
        flatline = self.n > len(r.hand)
        if self.kind == "net":
            g.flags["net_damage"] = 1
        if self.kind == "brain":
            r.brain_damage += self.n
        lost = []
        for _ in range(min(self.n, len(r.hand))):
            c = r.hand[g.rng.randrange(len(r.hand))]
            lost.append(c.title)
            g.move(c, DISCARD, faceup=True)
        g.say(
            f"The Runner takes {self.n} {self.kind} damage"
            + (f", trashing {', '.join(lost)}." if lost else ".")
        )
        if flatline:
            g.say("The Runner is flatlined.")
            g.win(CORP, "flatline")


# ---------------------------------------------------------------------- traces


class Trace(NamedTuple):
    base: int
    success: tuple[Any, ...]
    failure: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.say(f"{ctx.title or 'The Corp'} initiates a trace with base strength {self.base}.")
        g.ruleset.start_trace(g, self, ctx)

    def text(self) -> str:
        t = f"Trace {self.base}. If successful, " + join_texts(self.success, sentence=False)
        if self.failure:
            t += " If unsuccessful, " + join_texts(self.failure, sentence=False)
        return t


class TraceCorpBid(NamedTuple):
    trace: Trace
    ctx: Ctx

    def run(self, g: Game) -> None:
        avail = g.spendable(CORP, "trace")
        if avail == 0:  # nothing to decide, and nothing hidden to protect: credits are public
            g.push(TraceRunnerBid(self.trace, self.ctx, 0))
            return
        pairs = [
            (
                Option(
                    "trace",
                    amount=n,
                    label=f"Spend {_credits(n)}: trace strength {self.trace.base + n}",
                    cost=Cost(credits=n),
                ),
                TraceRunnerBid(self.trace, self.ctx, n),
            )
            for n in range(avail + 1)
        ]
        prompt = f"Trace {self.trace.base} ({self.ctx.title}): spend credits to boost it?"
        g.ask(
            CORP,
            prompt,
            pairs,
            public_prompt=prompt,
            kind="trace",
            source=_source(self.ctx),
            params={"base": self.trace.base},
        )


class TraceRunnerBid(NamedTuple):
    trace: Trace
    ctx: Ctx
    corp_spent: int

    def run(self, g: Game) -> None:
        g.pay(CORP, self.corp_spent, "trace")
        strength = self.trace.base + self.corp_spent
        g.say(f"The Corp spends {_credits(self.corp_spent)}: trace strength {strength}.")
        link = g.link()
        avail = g.spendable(RUNNER, "link")
        if avail == 0:
            g.push(TraceResult(self.trace, self.ctx, strength, 0))
            return
        pairs = [
            (
                Option(
                    "link",
                    amount=n,
                    label=f"Spend {_credits(n)}: link strength {link + n}",
                    cost=Cost(credits=n),
                ),
                TraceResult(self.trace, self.ctx, strength, n),
            )
            for n in range(avail + 1)
        ]
        prompt = (
            f"Trace strength {strength} against your link {link}: spend credits to raise your link?"
        )
        g.ask(
            RUNNER,
            prompt,
            pairs,
            public_prompt=f"Trace strength {strength}: the Runner bids.",
            kind="link",
            source=_source(self.ctx),
            params={"base": self.trace.base, "strength": strength, "link": link},
        )


class TraceResult(NamedTuple):
    trace: Trace
    ctx: Ctx
    strength: int
    runner_spent: int

    def run(self, g: Game) -> None:
        g.pay(RUNNER, self.runner_spent, "link")
        link = g.link() + self.runner_spent
        ok = g.ruleset.trace_succeeds(self.strength, link)
        g.say(
            f"The Runner spends {_credits(self.runner_spent)}: link strength {link}. "
            f"The trace {'succeeds' if ok else 'fails'}."
        )
        effects = self.trace.success if ok else self.trace.failure
        if effects:
            g.push(Resolve(effects, self.ctx))


# ---------------------------------------------------------------------- choices


class CorpMayPay(NamedTuple):
    """The Corp may pay ``credits`` to resolve ``effects`` (ambushes such as Snare!); with 0
    credits, the Corp only decides whether they happen (Ghost Branch)."""

    credits: int
    effects: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.spendable(CORP) < self.credits:
            g.say(f"The Corp cannot pay {_credits(self.credits)} for {ctx.title}.")
            return
        body = join_texts(self.effects)
        what = join_texts(self.effects, sentence=False)
        if self.credits:
            prompt = f"{ctx.title}: pay {_credits(self.credits)} to {what}"
            label, decline = f"Pay {_credits(self.credits)}: {body}", "Don't pay"
        else:
            prompt, label, decline = f"{ctx.title}: {what[:-1]}?", body, "Decline"
        g.ask(
            CORP,
            prompt,
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        label=label,
                        cost=Cost(credits=self.credits),
                    ),
                    PaidThen(CORP, self.credits, self.effects, ctx),
                ),
                (Option("pass", label=decline), NOTHING),
            ],
            public_prompt=f"The Corp decides whether to use {ctx.title}.",
            kind="choose",
            source=_source(ctx),
            params={"cost": self.credits},
        )

    def text(self) -> str:
        pay = f"pay {credits(self.credits)} to " if self.credits else ""
        return f"You may {pay}" + join_texts(self.effects, sentence=False)


class CorpMayPayPerAdvancement(NamedTuple):
    """The Corp may pay ``credits`` to resolve ``effect`` (one with an amount ``n``: GiveTags,
    Damage) multiplied by the advancement tokens on this card; nothing happens without tokens.

    >>> CorpMayPayPerAdvancement(1, Damage("net", 2)).text()
    'You may pay 1 credit to do 2 net damage for each advancement token on this card.'
    """

    credits: int
    effect: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = advancements(g, ctx)
        if n > 0:  # nothing to decide otherwise (advancement tokens are public)
            scaled = self.effect._replace(n=self.effect.n * n)
            CorpMayPay(self.credits, (scaled,)).resolve(g, ctx)

    def text(self) -> str:
        each = CorpMayPay(self.credits, (self.effect,)).text()[:-1]
        return f"{each} for each advancement token on this card."


class PaidThen(NamedTuple):
    """A step: ``side`` pays ``credits`` (if any) for ``ctx``'s card, then ``effects`` resolve."""

    side: str
    credits: int
    effects: tuple[Any, ...]
    ctx: Ctx

    def run(self, g: Game) -> None:
        if self.credits:
            g.pay(self.side, self.credits)
            g.say(f"{who(self.side)} pays {_credits(self.credits)} for {self.ctx.title}.")
        g.push(Resolve(self.effects, self.ctx))


class ChooseOne(NamedTuple):
    """A player picks one of several effect lists: the controller ("Gain 2 credits or expose 1
    card"), or ``by`` that side ("The Runner must take 1 tag or end the run": Data Raven).

    >>> ChooseOne(((TakeTags(1),), (EndTheRun(),)), by=RUNNER).text()
    'The Runner must take 1 tag or end the run.'
    """

    choices: tuple[tuple[Any, ...], ...]
    by: str = ""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        player = self.by or ctx.side
        pairs = []
        for effects in self.choices:
            label = join_texts(effects)
            pairs.append(
                (Option("choose", card=ctx.title, target=label, label=label), Resolve(effects, ctx))
            )
        g.ask(
            player,
            f"{ctx.title}: choose one",
            pairs,
            public_prompt=f"{ctx.title}: {the(player)} chooses.",
            kind="choose",
            source=_source(ctx),
        )

    def text(self) -> str:
        body = " or ".join(join_texts(c, sentence=False).rstrip(".") for c in self.choices)
        if self.by:
            return f"{who(self.by)} must {body}."
        return body[0].upper() + body[1:] + "."


def choose_card(
    g: Game,
    player: str,
    cards: Iterable[Card],
    then: Callable[[Card], Any],
    *,
    label: Callable[[Card], str],
    prompt: str,
    public_prompt: str,
    decline: str = "",
    source: int | None = None,
) -> None:
    """Ask ``player`` to choose one of ``cards``: a "choose" option per card (with its title only
    if ``player`` may know it, its id and its server), labelled ``label(card)``; choosing pushes
    ``then(card)``. ``decline``, if given, labels a "pass" option (choosing nothing); ``source`` is
    the id of the card that asks. Nothing is asked when there is no option at all."""
    pairs: list[tuple[Option, Any]] = [
        (
            Option(
                "choose",
                card=c.title if visible_to(g, c, player) else None,
                card_id=c.id,
                server=c.server,
                label=label(c),
            ),
            then(c),
        )
        for c in cards
    ]
    if decline:
        pairs.append((Option("pass", label=decline), NOTHING))
    if pairs:
        g.ask(player, prompt, pairs, public_prompt=public_prompt, kind="choose", source=source)


def choose_ice(
    g: Game, ctx: Ctx, then: Callable[[Card], Any], *, unrezzed_only: bool = False
) -> None:
    """The controller of ``ctx`` chooses an installed piece of ice (an unrezzed one if
    ``unrezzed_only``), named by its position, and by its title only once rezzed (``ice_label``);
    choosing pushes ``then(ice)``."""
    ice = installed_ice(g, rezzed=False if unrezzed_only else None)
    what = "an unrezzed piece of ice" if unrezzed_only else "a piece of ice"
    if not ice:
        g.say(f"{ctx.title}: there is no {'unrezzed ' if unrezzed_only else ''}ice to choose.")
        return
    choose_card(
        g,
        ctx.side,
        ice,
        then,
        label=lambda c: f"Choose {ice_label(g, c)}",
        prompt=f"{ctx.title}: choose {what}",
        public_prompt=f"{ctx.title}: {the(ctx.side)} chooses {what}.",
        source=_source(ctx),
    )


class Expose(NamedTuple):
    """The Runner exposes an installed Corp card: it is revealed, and stays where it is."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs = []
        for name, s in g.corp.servers.items():
            for pos, c in enumerate(s.ice):
                what = c.title if c.rezzed else f"ice {len(s.ice) - pos} of {name} (unrezzed)"
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=c.title if c.rezzed else None,
                            card_id=c.id,
                            server=name,
                            label=f"Expose {what}",
                        ),
                        PreventWindow("expose", 1, ctx.title, c.id),
                    )
                )
            for c in s.content:
                what = c.title if c.rezzed else f"the unrezzed card in {name}"
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=c.title if c.rezzed else None,
                            card_id=c.id,
                            server=name,
                            label=f"Expose {what}",
                        ),
                        PreventWindow("expose", 1, ctx.title, c.id),
                    )
                )
        if not pairs:
            g.say("There is no installed card to expose.")
            return
        g.ask(RUNNER, "Expose which card?", pairs, kind="choose", source=_source(ctx))

    def text(self) -> str:
        return "Expose 1 card."


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


class RezIceFree(NamedTuple):
    """The Corp may rez a piece of ice ignoring all costs."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = []
        for name, s in g.corp.servers.items():
            for c in s.ice:
                if not c.rezzed:
                    pairs.append(
                        (
                            Option(
                                "rez",
                                card=c.title,
                                card_id=c.id,
                                server=name,
                                label=f"Rez {c.title} protecting {name} for free",
                            ),
                            RezFree(c.id),
                        )
                    )
        if not pairs:
            return
        pairs.append((Option("pass", label="Rez nothing"), NOTHING))
        g.ask(
            CORP,
            f"{ctx.title}: rez a piece of ice ignoring all costs?",
            pairs,
            public_prompt=f"The Corp may rez a piece of ice for free ({ctx.title}).",
            kind="rez",
            source=_source(ctx),
        )

    def text(self) -> str:
        return "You may rez a piece of ice ignoring all costs."


class RezFree(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        from .flow import rez_card

        c = g.card(self.card_id)
        assert c is not None
        rez_card(g, c, None)


class TrashProgram(NamedTuple):
    """The Corp trashes an installed Runner card of one of ``types`` (default: a program) of its
    choice; the Runner may prevent it (Sacrificial Construct)."""

    types: tuple[str, ...] = ("program",)

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_card(
            g,
            CORP,
            [c for c in g.runner.rig() if c.data.type in self.types],
            lambda c: PreventWindow("trash", 1, ctx.title, c.id),
            label=lambda c: f"Trash {c.title}",
            prompt=f"{ctx.title}: trash which {' or '.join(self.types)}?",
            public_prompt=f"{ctx.title}: the Corp chooses a card to trash.",
            source=_source(ctx),
        )

    def text(self) -> str:
        return f"Trash 1 {' or '.join(self.types)}."


class TrashCard(NamedTuple):
    card_id: int
    source: str = ""

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.say(f"{c.title} is trashed" + (f" by {self.source}." if self.source else "."))
        g.trash(c, by=self.source or None)


class MakeRun(NamedTuple):
    """Make a run on ``server`` (as part of an event); ``instead`` replaces access if successful;
    ``mods`` change the run (see ``run.StartRun``); ``on_end`` resolves when the run ends.

    >>> MakeRun("R&D", mods=(("access_extra", 2),)).text()
    'Make a run on R&D. If it is successful, access 2 more cards from R&D.'
    """

    server: str
    instead: tuple[Any, ...] = ()
    mods: tuple[tuple[str, int], ...] = ()
    on_end: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from .run import StartRun

        g.push(StartRun(self.server, ctx, self.instead, self.mods, self.on_end))

    def text(self) -> str:
        t = f"Make a run on {self.server}."
        if self.instead:
            t += " If successful, instead of accessing cards " + join_texts(
                self.instead, sentence=False
            )
        return t + _run_text(self.server, self.mods, self.on_end)


class RunChosenServer(NamedTuple):
    """Make a run on a server of the Runner's choice among ``servers`` (any server if empty),
    with ``mods`` and ``on_end`` as for :class:`MakeRun`.

    >>> RunChosenServer(("HQ", "R&D")).text()
    'Make a run on HQ or R&D.'
    """

    servers: tuple[str, ...] = ()
    mods: tuple[tuple[str, int], ...] = ()
    on_end: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        names = [s for s in (self.servers or tuple(g.corp.servers)) if s in g.corp.servers]
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=ctx.title, server=n, label=f"Run {n}"),
                Resolve((MakeRun(n, mods=self.mods, on_end=self.on_end),), ctx),
            )
            for n in names
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: which server do you run?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner picks a server to run.",
            kind="choose",
            source=_source(ctx),
        )

    def text(self) -> str:
        where = " on " + " or ".join(self.servers) if self.servers else ""
        return f"Make a run{where}." + _run_text("that server", self.mods, self.on_end)


def _run_text(server: str, mods: tuple[tuple[str, int], ...], on_end: tuple[Any, ...]) -> str:
    """What a run's ``mods`` and ``on_end`` effects add to its text (see ``run.StartRun``)."""
    t = ""
    for k, v in mods:
        if k == "run_credits":
            t += (
                f" You have {credits(v)} to spend only during that run; whatever is left goes back "
                "to the bank."
            )
        elif k == "free_trash":
            t += (
                " Any card you access during it may be trashed for free, even one that could not "
                "normally be trashed."
            )
        elif k == "access_extra":
            t += f" If it is successful, access {v} more cards from {server}."
        elif k == "bypass":
            t += " Bypass the first piece of ice you encounter during this run."
        elif k == "as_hq":
            t += f" If successful, it becomes a successful run on HQ instead of on {server}."
    if on_end:
        t += " Once the run is over: " + join_texts(on_end, sentence=False)
    return t


def sub(*effects: Any) -> Any:
    """A subroutine made of ``effects``; its text is generated from them."""
    from .carddef import Subroutine

    return Subroutine(tuple(effects), join_texts(effects))


def _source(ctx: Ctx) -> int | None:
    """The id of the card an effect comes from, for ``Decision.source`` (None for none)."""
    return ctx.source if ctx.source >= 0 else None


def _from(ctx: Ctx) -> str:
    return _paren(ctx.title)


def _paren(source: str) -> str:
    return f" ({source})" if source else ""


def _ctx(c: Any) -> Ctx:
    from .game import Ctx

    return Ctx(c.side, c.id, c.title)


__all__ = [
    "Resolve",
    "Chain",
    "NOTHING",
    "Say",
    "TakeBadPublicity",
    "SearchDeck",
    "ToHand",
    "ShuffleDeck",
    "PlaceAdvancements",
    "CorpMayPayPerAdvancement",
    "RunChosenServer",
    "TurnFlag",
    "EventCard",
    "IceStrength",
    "GainCredits",
    "DrawCards",
    "RunnerLosesClicks",
    "EndTheRun",
    "GiveTags",
    "TakeTags",
    "PlaceCounters",
    "TakeHostedCredits",
    "Damage",
    "Trace",
    "CorpMayPay",
    "ChooseOne",
    "Expose",
    "RezIceFree",
    "TrashProgram",
    "MakeRun",
    "RunnerTagged",
    "NotFromArchives",
    "FirstNetDamageThisTurn",
    "sub",
    "HAND",
    "PROGRAM",
]

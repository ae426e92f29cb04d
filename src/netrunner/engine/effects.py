"""Shared effect primitives that cards are declared with, and the steps that carry them out.

Each primitive is an immutable ``NamedTuple`` with ``resolve(game, ctx)`` (do it, pushing further
steps or asking a decision) and ``text()`` (the words a player reads on the card).

>>> GainCredits(9).text()
'Gain 9 credits.'
>>> Trace(3, (GiveTags(1),)).text()
'Trace 3. If successful, give the Runner 1 tag.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .decision import Option
from .state import DISCARD, HAND, ICE, PROGRAM

if TYPE_CHECKING:
    from .game import Ctx, Game


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _credits(n: int) -> str:
    return _plural(n, "credit")


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


# ---------------------------------------------------------------------- credits, cards, clicks


class GainCredits(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.gain(ctx.side, self.n)
        g.say(f"{_who(ctx.side)} gains {_credits(self.n)}{_from(ctx)}.")

    def text(self) -> str:
        return f"Gain {_credits(self.n)}."


class DrawCards(NamedTuple):
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.draw(ctx.side, self.n)

    def text(self) -> str:
        return f"Draw {_plural(self.n, 'card')}."


class RunnerLosesClicks(NamedTuple):
    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        lost = min(self.n, g.runner.clicks)
        g.runner.clicks -= lost
        if lost:
            g.say(f"The Runner loses {_plural(lost, 'click')}.")

    def text(self) -> str:
        return f"The Runner loses {'[Click]' * self.n}, if able."


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
        return f"Give the Runner {_plural(self.n, 'tag')}."


class TakeTags(NamedTuple):
    """The Runner (as the effect's controller) takes tags."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        GiveTags(self.n).resolve(g, ctx)

    def text(self) -> str:
        return f"Take {_plural(self.n, 'tag')}."


class PlaceCounters(NamedTuple):
    kind: str
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        c.counters[self.kind] = c.counters.get(self.kind, 0) + self.n
        g.say(f"{self.n} {self.kind} counter{'s' if self.n != 1 else ''} placed on {c.title}.")

    def text(self) -> str:
        what = "[Credit]" if self.kind == "credit" else f" {self.kind} counter"
        return f"Place {self.n}{what} on this card."


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
        g.say(f"{_who(ctx.side)} takes {_credits(take)} from {c.title}.")
        if c.counters["credit"] <= 0:
            g.say(f"{c.title} has no credits left and is trashed.")
            g.trash(c)

    def text(self) -> str:
        return f"Take {self.n}[Credit] from this card. When it has none left, trash it."


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
                        Option("ability", card=c.title, card_id=c.id, label=label),
                        Prevent(c.id, i, self),
                    )
                )
        if not pairs:
            g.push(self.apply())
            return
        pairs.append((Option("pass", label=f"Let it happen: {what}"), self.apply()))
        prompt = f"{self.source or 'The Corp'}: {what}. Prevent any?"
        g.ask(RUNNER, prompt, pairs, public_prompt=prompt)

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
                        label = f"Rez {c.title} in {c.server} ({g.rez_cost(c)} cr)"
                        pairs.append(
                            (
                                Option(
                                    "rez", card=c.title, card_id=c.id, server=c.server, label=label
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
                        Option("ability", card=c.title, card_id=c.id, label=label),
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
        )

    def _what(self, g: Game) -> str:
        if self.kind == "tag":
            return _plural(self.n, "tag")
        if self.kind == "trash":
            c = g.card(self.target)
            return f"trash {c.title if c else 'a card'}"
        return f"{self.n} {self.kind} damage"

    def prevented_text(self, g: Game, n: int) -> str:
        """What ``n`` prevented points are: "1 net damage", "1 tag", "Corroder from being
        trashed"."""
        if self.kind == "tag":
            return _plural(n, "tag")
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
        g.say(f"{_who(c.side)} uses {c.title} to prevent {w.prevented_text(g, prevented)}.")
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
        g.say(f"The Runner takes {_plural(self.n, 'tag')}.")


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
        g.push(TraceCorpBid(self, ctx))

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
                ),
                TraceRunnerBid(self.trace, self.ctx, n),
            )
            for n in range(avail + 1)
        ]
        prompt = f"Trace {self.trace.base} ({self.ctx.title}): spend credits to boost it?"
        g.ask(CORP, prompt, pairs, public_prompt=prompt)


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
                Option("link", amount=n, label=f"Spend {_credits(n)}: link strength {link + n}"),
                TraceResult(self.trace, self.ctx, strength, n),
            )
            for n in range(avail + 1)
        ]
        prompt = (
            f"Trace strength {strength} against your link {link}: spend credits to raise your link?"
        )
        g.ask(RUNNER, prompt, pairs, public_prompt=f"Trace strength {strength}: the Runner bids.")


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
    """The Corp may pay ``credits`` to resolve ``effects`` (ambushes such as Snare!)."""

    credits: int
    effects: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.spendable(CORP) < self.credits:
            g.say(f"The Corp cannot pay {_credits(self.credits)} for {ctx.title}.")
            return
        body = join_texts(self.effects)
        g.ask(
            CORP,
            f"{ctx.title}: pay {_credits(self.credits)} to "
            f"{join_texts(self.effects, sentence=False)}",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        label=f"Pay {_credits(self.credits)}: {body}",
                    ),
                    PaidThen(CORP, self.credits, self.effects, ctx),
                ),
                (Option("pass", label="Don't pay"), NOTHING),
            ],
            public_prompt=f"The Corp decides whether to use {ctx.title}.",
        )

    def text(self) -> str:
        return f"You may pay {self.credits}[Credit] to " + join_texts(self.effects, sentence=False)


class PaidThen(NamedTuple):
    side: str
    credits: int
    effects: tuple[Any, ...]
    ctx: Ctx

    def run(self, g: Game) -> None:
        g.pay(self.side, self.credits)
        g.say(f"{_who(self.side)} pays {_credits(self.credits)} for {self.ctx.title}.")
        g.push(Resolve(self.effects, self.ctx))


class ChooseOne(NamedTuple):
    """The controller picks one of several effect lists, e.g. "Gain 2 credits or expose 1 card"."""

    choices: tuple[tuple[Any, ...], ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs = []
        for effects in self.choices:
            label = join_texts(effects)
            pairs.append(
                (Option("choose", card=ctx.title, target=label, label=label), Resolve(effects, ctx))
            )
        g.ask(ctx.side, f"{ctx.title}: choose one", pairs)

    def text(self) -> str:
        parts = [join_texts(c).rstrip(".") for c in self.choices]
        return " or ".join([parts[0]] + [p[0].lower() + p[1:] for p in parts[1:]]) + "."


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
        g.ask(RUNNER, "Expose which card?", pairs)

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
        where = f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"
        g.say(f"The Runner exposes {c.title} {where}.")


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
        cards = [c for c in g.runner.rig() if c.data.type in self.types]
        if not cards:
            return
        pairs = [
            (
                Option("choose", card=c.title, card_id=c.id, label=f"Trash {c.title}"),
                PreventWindow("trash", 1, ctx.title, c.id),
            )
            for c in cards
        ]
        g.ask(
            CORP,
            f"{ctx.title}: trash which {' or '.join(self.types)}?",
            pairs,
            public_prompt=f"{ctx.title}: the Corp chooses a card to trash.",
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
    ``mods`` change the run (see ``run.StartRun``); ``on_end`` resolves when the run ends."""

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
        return t


def sub(*effects: Any) -> Any:
    """A subroutine made of ``effects``; its text is generated from them."""
    from ..cards.base import Subroutine

    return Subroutine(tuple(effects), join_texts(effects))


def _who(side: str) -> str:
    return "The Corp" if side == CORP else "The Runner"


def _from(ctx: Ctx) -> str:
    return f" ({ctx.title})" if ctx.title else ""


def _ctx(c: Any) -> Ctx:
    from .game import Ctx

    return Ctx(c.side, c.id, c.title)


__all__ = [
    "Resolve",
    "Chain",
    "NOTHING",
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

"""The 1996 trace (rules-diff items 79-90): secret bids revealed together, a trace limit, link set
trace by trace from one base link card, and link bought after the reveal.

The steps, in order:

1. :class:`TraceBegin`: if the Runner cannot get link above 0, the trace succeeds at once with a
   Corp spend of 0 (item 83: the Runner's board and bits are public, so skipping tells nothing).
   Otherwise, first, the Corp's window for bits usable only on this trace, if due
   (:class:`.tracebits.TraceBitsWindow`: LDL Traffic Analyzers), whose unspent bits go back once
   the trace is over (:class:`.tracebits.ReturnTraceBits`); then the Corp bids in secret: 0 to
   ``min(N, bits it may spend on traces)`` (decision kind ``trace``). Nothing is paid and nothing
   is logged.
2. :class:`SecretLink`: the Runner chooses its link in secret (decision kind ``link``): one option
   per reachable (base link card, link value) at its cheapest cost, and "No link". Nothing in this
   decision depends on the Corp's bid.
3. :class:`TraceReveal`: both bids are paid and logged together (event ``trace_revealed``).
4. :class:`PostReveal`: the Runner's window for link usable only after the reveal (The
   Springboard), each card once (decision kind ``paid_abilities``).
5. :class:`TraceCompare`: ties go to the Corp; then the success or failure effects (event
   ``trace_resolved``).

The Corp's pending bid lives only in the steps of the Runner's link decision; a determinisation
for the Runner re-deals it (:meth:`TraceReveal.redeal`, called by ``engine/determinize.py``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.cost import Cost, priced
from ...engine.decision import Option
from ...engine.steps import source_id
from ...engine.view import runner_hides_cards
from .runner_counters import link_penalty
from .tracebits import ReturnTraceBits, TraceBitsWindow, trace_window_due
from .tracemods import limit_change, trace_bit_cards, trace_link
from .traceoutcome import LINK_CARD, TRACE_AVOIDED, TraceOutcome, forced_success

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.rng import Rng
    from ...engine.state import Card
    from ...engine.trace import Trace


def corp_bid_limit(g: Game, trace: Trace, ctx: Ctx | None = None) -> int:
    """The most the Corp may bid on ``trace``: its trace limit (changed by cards: Rabbit),
    capped by its bits for traces, plus the bits of cards that raise the limit as they are spent
    (Hacker Tracker Central)."""
    return max(bid for bid, _ in bids(g, trace, ctx))


def bids(g: Game, trace: Trace, ctx: Ctx | None = None) -> list[tuple[int, int]]:
    """The Corp's legal secret bids: (trace value, how much of it comes from the bits of cards
    that raise the limit as they are spent: Hacker Tracker Central). Bits from the pool (and
    bits for traces) are capped by the trace limit; each bit from such a card raises the limit."""
    limit = trace.base + (limit_change(g, ctx) if ctx is not None else 0)
    pool = max(0, min(limit, g.spendable(CORP, "trace")))
    extra = sum(n for _, n in trace_bit_cards(g))
    dear = surcharge(trace)  # each point of trace value costs more (Schlaghund Pointers)
    if dear:
        have = g.spendable(CORP, "trace")
        return [
            (x + y, y)
            for y in range(extra + 1)
            for x in range(pool + 1)
            if x + (x + y) * dear <= have
        ]
    return [(x + y, y) for y in range(extra + 1) for x in range(pool + 1)]


def surcharge(trace: Any) -> int:
    """Bits the Corp pays, beyond the bid, for each point of this trace's value (the 1996
    Schlaghund Pointers' trace: :class:`.tracecost.DearTrace`); 0 for a trace of the engine."""
    return int(getattr(trace, "surcharge", 0))


def bid_option(g: Game, n: int, from_cards: int = 0, dear: int = 0) -> Option:
    """The Corp's option to bid ``n`` bits (its trace value is what it spends), ``from_cards``
    of them from cards that raise the limit (their counters); ``dear`` more bits for each point
    (Schlaghund Pointers)."""
    w = g.ruleset.words
    if dear:
        paid = n - from_cards + n * dear
        return Option(
            "trace",
            amount=n,
            label=f"Spend {w.credits(paid)}: trace value {n}",
            cost=Cost(credits=paid, counter="credit" if from_cards else None, counters=from_cards),
        )
    if from_cards:
        names = ", ".join(c.title for c, _ in trace_bit_cards(g))
        return Option(
            "trace",
            amount=n,
            label=f"Spend {w.credits(n)} ({from_cards} from {names}): trace value {n}",
            cost=Cost(credits=n - from_cards, counter="credit", counters=from_cards),
        )
    return Option(
        "trace", amount=n, label=f"Spend {w.credits(n)}: trace value {n}", cost=priced(0, n)
    )


def _usable_now(g: Game, src: Any) -> bool:
    """A link card usable only during a run (Submarine Uplink) is usable only then."""
    return not src.only_in_run or (g.run is not None and not g.run.ended)


def link_choices(g: Game) -> list[tuple[Card, int, int]]:
    """What the Runner may choose in secret: (base link card, link value, cheapest bit cost),
    for each installed base link card and each link value reachable with its bits for link
    (copies of one card give one set of choices)."""
    avail = g.spendable(RUNNER, "link")
    out: list[tuple[Card, int, int]] = []
    seen: set[tuple[str, int]] = set()
    for c in g.active_cards():
        src = c.defn.link_source
        if c.side != RUNNER or src is None or src.post_reveal or src.base_cost is None:
            continue
        if not _usable_now(g, src):
            continue
        cost, link = src.base_cost, src.base
        while cost <= avail:
            if (c.title, link) not in seen:
                seen.add((c.title, link))
                out.append((c, link, cost))
            if not src.boost_cost or src.boost <= 0:
                break
            cost += src.boost_cost
            link += src.boost
    return out


def most_link(g: Game) -> int:
    """The highest link the Runner can choose in secret in a trace now (with its bits for link,
    this run's extra link and less the counters on it: Stumble through Wilderspace, Crying), 0
    with no base link card; link given after the reveal is not counted.

    >>> from netrunner.testing import scenario
    >>> most_link(scenario(ruleset="classic"))
    0
    """
    best = max((link for _, link, _ in link_choices(g)), default=0)
    return max(0, best + trace_link(g) - link_penalty(g))


def post_reveal_sources(g: Game, used: tuple[int, ...] = ()) -> list[Card]:
    """The Runner's active cards giving link after the reveal, not yet used in this trace, whose
    cost the Runner can pay now."""
    avail = g.spendable(RUNNER, "link")
    out = []
    for c in g.active_cards():
        src = c.defn.link_source
        if (
            c.side == RUNNER
            and src is not None
            and src.post_reveal
            and _usable_now(g, src)
            and src.boost_cost is not None
            and src.boost_cost <= avail
            and c.id not in used
        ):
            out.append(c)
    return out


def _who(ctx: Ctx) -> str:
    return ctx.title or "The Corp"


class TraceBegin(NamedTuple):
    """Trace N begins: succeed at once if the Runner cannot get link above 0, else the Corp's
    window for bits for this trace (LDL Traffic Analyzers: :mod:`.tracebits`, if due; then
    ``asked``) and its secret bid."""

    trace: Trace
    ctx: Ctx
    asked: bool = False  # the Corp's window before the bid is behind (:mod:`.tracebits`)

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        n = self.trace.base
        g.flags[LINK_CARD] = -1  # no base link card used yet in this trace (.traceoutcome)
        change = limit_change(g, self.ctx)
        if not self.asked:
            g.say(f"{_who(self.ctx)} initiates a trace with a trace limit of {n}.")
        if change and not self.asked:  # Rabbit
            g.say(f"Its trace limit is {max(0, n + change)} ({change:+d} from the Runner's cards).")
        pen = link_penalty(g) - trace_link(g)  # Stumble through Wilderspace: +9 link
        if (
            pen >= 0
            and not any(link > pen for _, link, _ in link_choices(g))
            and not post_reveal_sources(g)
            and not runner_hides_cards(g)  # a hidden card may give link (Wired Switchboard)
        ):
            g.say(
                f"The Runner cannot get link above 0: the Corp spends {w.credits(0)} and the "
                "trace succeeds."
            )
            g.push(TraceCompare(self.trace, self.ctx, 0, 0))
            return
        if not self.asked and trace_window_due(g):  # LDL Traffic Analyzers: bits for this trace
            again = self._replace(asked=True)
            g.push_seq(TraceBitsWindow(self.ctx.title), again, ReturnTraceBits())
            return
        legal = bids(g, self.trace, self.ctx)
        top = max(b for b, _ in legal)
        hist = len(g.history)  # where the Corp's bid will be recorded
        if top == 0:  # one bid only, and the Corp's bits are public: nothing to hide by asking
            g.push(SecretLink(self.trace, self.ctx, 0, -1))
            return
        pairs = [
            (
                bid_option(g, b, y, surcharge(self.trace)),
                SecretLink(self.trace, self.ctx, b, hist, y),
            )
            for b, y in legal
        ]
        # public numbers: the Corp's bits, the Runner's bits for link and the link they reach
        mine, theirs, reach = g.spendable(CORP, "trace"), g.spendable(RUNNER, "link"), most_link(g)
        g.ask(
            CORP,
            f"Trace {n} ({self.ctx.title}): how many {w.credit[1]} do you bid in secret "
            f"(at most {top})? You have {w.credits(mine)}; the Runner has {w.credits(theirs)} "
            f"for link and can reach link {reach}.",
            pairs,
            public_prompt=f"Trace {n} ({self.ctx.title}): the Corp bids in secret.",
            kind="trace",
            source=source_id(self.ctx),
            params={
                "base": n,
                "limit": top,
                "credits": mine,
                "runner_credits": theirs,
                "most_link": reach,
            },
        )


class SecretLink(NamedTuple):
    """The Runner chooses its link in secret; ``corp_bid`` is paired with every option's step
    and is shown nowhere (``hist``: the index of the Corp's bid in the history, -1 if not asked)."""

    trace: Trace
    ctx: Ctx
    corp_bid: int
    hist: int
    from_cards: int = 0  # of the bid, bits from cards that raise the limit

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        n = self.trace.base
        reveal = TraceReveal(
            self.trace, self.ctx, self.corp_bid, self.hist, -1, 0, 0, self.from_cards
        )
        pairs: list[tuple[Option, Any]] = [
            (Option("link", amount=0, label=f"No link ({w.credits(0)})", cost=priced(0, 0)), reveal)
        ]
        for c, link, cost in link_choices(g):
            pairs.append(
                (
                    Option(
                        "link",
                        card=c.title,
                        card_id=c.id,
                        amount=link,
                        label=f"{c.title}: link {link} for {w.credits(cost)}",
                        cost=priced(0, cost),
                    ),
                    reveal._replace(card_id=c.id, link=link, cost=cost),
                )
            )
        bonus = trace_link(g)
        more = f" You have +{bonus} link in this run's traces." if bonus else ""
        limit = corp_bid_limit(g, self.trace, self.ctx)
        mine = g.spendable(RUNNER, "link")
        g.ask(
            RUNNER,
            f"Trace {n} ({self.ctx.title}): choose your link in secret; the Corp may spend up "
            f"to {w.credits(limit)} (it has {w.credits(g.corp.credits)}); you have "
            f"{w.credits(mine)} for link.{more}",
            pairs,
            public_prompt=f"Trace {n} ({self.ctx.title}): the Runner chooses its link in secret.",
            kind="link",
            source=source_id(self.ctx),
            params={"base": n, "limit": limit, "credits": mine, "corp_credits": g.corp.credits},
        )


class TraceReveal(NamedTuple):
    """Both bids are revealed: each side pays, and both numbers are logged."""

    trace: Trace
    ctx: Ctx
    corp_bid: int
    hist: int
    card_id: int  # the base link card chosen, -1 for none
    link: int
    cost: int
    from_cards: int = 0  # of the Corp's bid, bits from cards that raise the limit

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        left = self.from_cards
        for holder, n in trace_bit_cards(g):  # Hacker Tracker Central's bits
            use = min(left, n)
            if use:
                g.add_counters(holder, "credit", -use)
                left -= use
        g.pay(CORP, self.corp_bid - self.from_cards + left, "trace")
        dear = surcharge(self.trace) * self.corp_bid
        if dear:  # Schlaghund Pointers: more for each point of trace value
            g.pay(CORP, dear, "trace")
            g.say(f"The Corp also pays {w.credits(dear)} for its trace value ({self.ctx.title}).")
        g.pay(RUNNER, self.cost, "link")
        g.flags[LINK_CARD] = self.card_id
        c = g.card(self.card_id) if self.card_id >= 0 else None
        using = f" on {c.title}" if c is not None else ""
        cards = f", {self.from_cards} from its cards" if self.from_cards else ""
        g.say(
            f"The bids are revealed: the Corp spends {w.credits(self.corp_bid)}{cards} (trace "
            f"value {self.corp_bid}); the Runner spends {w.credits(self.cost)}{using} (link "
            f"{self.link})."
        )
        g.push(PostReveal(self.trace, self.ctx, self.corp_bid, self.link))
        if c is not None and c.defn.link_source is not None and c.defn.link_source.jack_out:
            from .runtricks import force_jack_out

            force_jack_out(g, c.title)  # Submarine Uplink
        g.fire("trace_revealed")

    def redeal(self, g: Game, side: str, rng: Rng) -> TraceReveal:
        """For a determinisation for ``side``: the Runner cannot know the Corp's bid, which is
        drawn again, uniformly among the Corp's legal bids (the history's record of it too)."""
        if side != RUNNER or self.hist < 0:
            return self
        legal = bids(g, self.trace, self.ctx)
        bid, from_cards = legal[rng.randrange(len(legal))]
        if self.hist < len(g._history):
            g._history[self.hist] = bid_option(g, bid, from_cards, surcharge(self.trace))
        return self._replace(corp_bid=bid, from_cards=from_cards)


class PostReveal(NamedTuple):
    """After the reveal, the Runner may use each card giving link after the reveal once."""

    trace: Trace
    ctx: Ctx
    value: int
    link: int
    used: tuple[int, ...] = ()

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        compare = TraceCompare(self.trace, self.ctx, self.value, self.link)
        cards = post_reveal_sources(g, self.used)
        if not cards:
            g.push(compare)
            return
        pairs: list[tuple[Option, Any]] = []
        for c in cards:
            src = c.defn.link_source
            assert src is not None and src.boost_cost is not None
            pairs.append(
                (
                    Option(
                        "ability",
                        card=c.title,
                        card_id=c.id,
                        amount=src.boost,
                        label=f"{c.title}: +{src.boost} link ({w.credits(src.boost_cost)})",
                        cost=priced(0, src.boost_cost),
                    ),
                    UseLinkAfterReveal(self, c.id),
                )
            )
        pairs.append(
            (
                Option("pass", label=f"Done: link {self.link} against trace value {self.value}"),
                compare,
            )
        )
        g.ask(
            RUNNER,
            f"Trace value {self.value} against your link {self.link}: raise your link?",
            pairs,
            public_prompt="After the reveal, the Runner may raise its link.",
            kind="paid_abilities",
            source=source_id(self.ctx),
            params={"strength": self.value, "link": self.link},
        )


class UseLinkAfterReveal(NamedTuple):
    """The Runner uses ``card_id``'s post-reveal link ability, then the window comes back."""

    window: PostReveal
    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        src = c.defn.link_source if c is not None else None
        if c is None or src is None or src.boost_cost is None:
            g.push(self.window)
            return
        g.pay(RUNNER, src.boost_cost, "link")
        link = self.window.link + src.boost
        g.say(
            f"The Runner spends {g.ruleset.words.credits(src.boost_cost)} on {c.title}: "
            f"link {link}."
        )
        g.push(self.window._replace(link=link, used=(*self.window.used, c.id)))


class TraceCompare(NamedTuple):
    """Trace value against link (ties go to the Corp), then the success or failure effects."""

    trace: Trace
    ctx: Ctx
    value: int
    link: int
    window: bool = False  # the Runner's hidden cards have had their moment (.traceoutcome)

    def run(self, g: Game) -> None:
        if not self.window:  # Wired Switchboard: +3 link once both bids are revealed
            g.push(self._replace(window=True))
            g.fire("trace_compared")
            return
        pen = link_penalty(g)  # Crying counters on the Runner
        bonus = trace_link(g)  # Stumble through Wilderspace
        link = max(0, self.link + bonus - pen)
        ok = g.ruleset.trace_succeeds(self.value, link)
        forced = forced_success(g)  # Crash Space: every trace succeeds, and gives a tag
        ok = ok or bool(forced)
        less = f" ({self.link} less {pen} for the counters on the Runner)" if pen else ""
        if bonus:
            less = f" ({self.link}, +{bonus} for this run" + (f", less {pen})" if pen else ")")
        g.say(
            f"Trace value {self.value} against link {link}{less}: the trace "
            f"{'succeeds' if ok else 'fails'}."
        )
        # by how much the trace value beat the link (the 1996 Manhunt: a tag per point)
        g.flags["trace_margin"] = self.value - link
        effects = (*self.trace.success, *forced) if ok else self.trace.failure
        g.flags[TRACE_AVOIDED] = int(not ok)
        g.push(TraceOutcome(tuple(effects), self.ctx, ok))
        g.fire("trace_resolved")


__all__ = [
    "TraceBegin",
    "SecretLink",
    "TraceReveal",
    "PostReveal",
    "UseLinkAfterReveal",
    "TraceCompare",
    "bid_option",
    "bids",
    "corp_bid_limit",
    "link_choices",
    "most_link",
    "post_reveal_sources",
]

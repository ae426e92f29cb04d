"""The 1996 icebreakers' own rules: which bits pay for them (rules-diff 21, 75), what a use of a
breaker sets off, breakers for subroutines that trace, strength from counters and from
subroutines broken, and breakers with a side effect (rules-diff 49).

:func:`breaker_purposes` is the classic ruleset's ``Ruleset.breaker_purposes``: bits for
killers (``"killer"``: Corolla Speed Chip) if it is a killer, then stealth bits (``"stealth"``:
Cloak) unless it is noisy or the run's fort bars them (:class:`NoStealthBits`: Twenty-Four-Hour
Surveillance), then bits for any icebreaker; the most restricted are spent first.
:func:`breaker_counter_strength` is its ``Ruleset.breaker_counter_strength``.

The engine fires ``subroutine_broken`` (``extra``: the breaker's id, the ice's id, the
subroutines broken) after each break and ``breaker_boosted`` (``extra``: the breaker's id) after
each boost; a breaker's triggers read them with :class:`BrokeWithThis` and :class:`BoostedThis`.

>>> NoStealthBits().text()
'During runs on this server, the Runner cannot use credits from stealth cards.'
>>> BrokeWithThis("Wall").text()
'you break a wall subroutine with this card'
>>> SnowballStrength().text()
'This card has +1 strength for each subroutine it has broken during a run, until the end of that run.'
>>> PlaceMilitechCounters().text()
'Put a Militech counter on each of your icebreakers. A Militech counter gives the icebreaker it is on +1 strength.'
>>> TracingBreaker(None, 0, boost_cost=1).text()
'0 credits: Break ice subroutine that traces.\\n1 credit: +1 strength.'
>>> DupreUsed().text()
'All strength counters on this card are lost if you use it on a server other than the one you last used it on.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddef import Breaker
from ...engine.steps import independent, plural
from ...engine.trace import Trace
from ...engine.words import credits, current_words, sentence

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

#: counters that give the card they are on strength, and how much each gives
STRENGTH_COUNTERS: dict[str, int] = {"strength": 1, "militech": 1}
STRENGTH_COUNTERS["pattel_antibody"] = -1  # corp-upgrades-nodes: Pattel Antibody's counters


def breaker_counter_strength(g: Game, card: Card) -> int:
    """The strength ``card``'s counters give it: +1 for each +1 strength counter (Dupré) and
    each Militech counter (Deal with Militech), -1 for each Pattel counter (Pattel Antibody)."""
    return sum(card.counters.get(kind, 0) * n for kind, n in STRENGTH_COUNTERS.items())


# ---------------------------------------------------------------------- bits for breakers

STEALTH = "stealth"
KILLER = "killer"


def stealth_barred(g: Game) -> bool:
    """Is a run under way on a fort holding a rezzed card that bars stealth bits?"""
    r = g.run
    if r is None or r.ended:
        return False
    s = g.corp.servers.get(r.server)
    if s is None:
        return False
    return any(
        c.rezzed and any(isinstance(x, NoStealthBits) for x in c.defn.state_checks)
        for c in s.content
    )


def breaker_purposes(g: Game, card: Card) -> tuple[str, ...]:
    """What bits spent on icebreaker ``card`` may come from: bits for killers (a killer), then
    stealth bits (unless it is noisy, or the run's fort bars them), then bits for any
    icebreaker."""
    out: list[str] = []
    if card.data.has_keyword("Killer"):
        out.append(KILLER)
    if not card.data.has_keyword("Noisy") and not stealth_barred(g):
        out.append(STEALTH)
    out.append("icebreaker")
    return tuple(out)


class NoStealthBits(NamedTuple):
    """A card's continuous rule (``CardDef.state_checks``): during runs on its fort (while it
    is rezzed), the Runner cannot spend bits from stealth cards (Twenty-Four-Hour
    Surveillance). The payment rule reads it (:func:`stealth_barred`); the checkpoint has
    nothing to do."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return None

    def text(self) -> str:
        w = current_words()
        return f"During runs on this {w.server[0]}, the Runner cannot use {w.credit[1]} from stealth cards."


# ---------------------------------------------------------------------- uses of a breaker


class BrokeWithThis(NamedTuple):
    """The break that set the trigger off (``subroutine_broken``) was made with this card (on
    ice with ``keyword``, if given)."""

    keyword: str = ""

    def test(self, g: Game, ctx: Ctx) -> bool:
        breaker_id, ice_id, _ = ctx.extra
        if breaker_id != ctx.source:
            return False
        if not self.keyword:
            return True
        ice = g.card(ice_id)
        return ice is not None and g.has_subtype(ice, self.keyword)

    def text(self) -> str:
        what = f"{self.keyword.lower()} subroutine" if self.keyword else "subroutine"
        return f"you break a {what} with this card"


class BoostedThis(NamedTuple):
    """The boost that set the trigger off (``breaker_boosted``) was this card's."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(ctx.extra == ctx.source)

    def text(self) -> str:
        return "you raise this card's strength"


def _run_mark(g: Game, kind: str, card_id: int, amount: int = 0) -> bool:
    """Is there a lasting mark ``(kind, card_id, amount)`` (for this run or longer)?"""
    return any(e[0] == kind and e[1] == card_id and e[2] == amount for e in g.lingering)


# ---------------------------------------------------------------------- targets


def ice_subroutines(g: Game, ice: Card) -> tuple[Any, ...]:
    """The subroutines of ``ice`` as they resolve, those other cards add included
    (``Game.subroutines``)."""
    return g.subroutines(ice)


def traces(sub: Any) -> bool:
    """Does subroutine ``sub`` trace (one of its effects is a trace)?"""
    return any(isinstance(e, Trace) for e in sub.effects)


class TracingBreaker(Breaker):
    """An icebreaker for any ice's subroutines that trace (Replicator)."""

    __slots__ = ()

    def breaks_subroutine(self, g: Game, breaker: Any, ice: Any, i: int, sub: Any) -> bool:
        return traces(sub)

    def what(self) -> str:
        return "ice subroutine that traces"


# ---------------------------------------------------------------------- strength


class SnowballStrength(NamedTuple):
    """After this breaker breaks subroutines: +1 strength for each, until the run ends."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or g.run is None:
            return
        n = len(ctx.extra[2])
        g.linger(("strength", c.id, n, "run"))
        g.say(f"{c.title} has +{n} strength for the rest of the run: {g.breaker_strength(c)}.")

    def text(self) -> str:
        return (
            "This card has +1 strength for each subroutine it has broken during a run, until the"
            " end of that run."
        )


class DupreUsed(NamedTuple):
    """Dupré is used on the fort of this run: if it was last used on another fort, its +1
    strength counters are lost; with ``broke``, mark that it broke a subroutine in this run
    (a +1 strength counter comes once the run ends: :class:`DupreCounter`)."""

    broke: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or g.run is None:
            return
        fort = g.run.server
        last = [e for e in g.lingering if e[0].startswith("used_on:") and e[1] == c.id]
        if any(e[0] != f"used_on:{fort}" for e in last) and c.counters.get("strength"):
            g.say(
                f"{c.title} is used on another fort than the last: it loses its "
                f"{plural(c.counters['strength'], '+1 strength counter')}."
            )
            g.set_counters(c, "strength", 0)
        if not any(e[0] == f"used_on:{fort}" for e in last):
            g.lingering = [e for e in g.lingering if e not in last]
            g.linger((f"used_on:{fort}", c.id, 0, "game"))
        if self.broke and not _run_mark(g, "broke_this_run", c.id):
            g.linger(("broke_this_run", c.id, 0, "run"))

    def text(self) -> str:
        fort = current_words().server[0]
        return (
            f"All strength counters on this card are lost if you use it on a {fort} other than"
            " the one you last used it on."
        )


class BrokeThisRun(NamedTuple):
    """This card was used to break a subroutine during this run (Dupré's mark)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return _run_mark(g, "broke_this_run", ctx.source)

    def text(self) -> str:
        return "it was used to break a subroutine during the run"


@independent
class PlaceMilitechCounters(NamedTuple):
    """Deal with Militech: a Militech counter on each of the Runner's icebreakers (each +1
    strength, :func:`counter_strength`)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        breakers = icebreakers(g)
        for p in breakers:
            g.add_counters(p, "militech", 1)
        if breakers:
            g.say(
                "A Militech counter goes on "
                + ", ".join(p.title for p in breakers)
                + f" ({ctx.title})."
            )
        else:
            g.say(f"The Runner has no icebreaker for {ctx.title}'s Militech counters.")

    def text(self) -> str:
        return (
            "Put a Militech counter on each of your icebreakers. A Militech counter gives the "
            "icebreaker it is on +1 strength."
        )


class ForgoingBreaker(Breaker):
    """An icebreaker whose boosts are "X bits: +X strength, and forgo your next X actions"
    (Japanese Water Torture): each boost of +1 for 1 bit forgoes 1 action (a trigger on
    ``breaker_boosted``), so X boosts are +X for X bits and X actions."""

    __slots__ = ()

    def boosts_for_credits_alone(self) -> bool:
        return False  # each boost forgoes an action too

    def text(self) -> str:
        first = super().text().split("\n")[0]
        x = current_x()
        return f"{first}\n{sentence(x)}: +X strength, and forgo your next X actions."


def current_x() -> str:
    """ "X bits" in the words of the text being written."""
    return credits(2).replace("2", "X", 1)


def icebreakers(g: Game) -> list[Card]:
    """The Runner's installed icebreakers."""
    return [p for p in g.runner.program if p.data.has_keyword("Icebreaker")]


__all__ = [
    "STEALTH",
    "KILLER",
    "stealth_barred",
    "breaker_purposes",
    "NoStealthBits",
    "STRENGTH_COUNTERS",
    "breaker_counter_strength",
    "BrokeWithThis",
    "BoostedThis",
    "ice_subroutines",
    "traces",
    "TracingBreaker",
    "SnowballStrength",
    "DupreUsed",
    "BrokeThisRun",
    "PlaceMilitechCounters",
    "ForgoingBreaker",
    "icebreakers",
]

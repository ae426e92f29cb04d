"""What both of the heuristic bot's minds use: reading options, card facts, and how an
encounter with a piece of ice goes for the Runner (:func:`plan_ice`), which the Corp's mind does not
need but the Runner's uses at every turn."""

from __future__ import annotations

import json
import math
import zlib
from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple, TypeVar

from ...engine.decision import Decision, Option
from ..knowledge import IceInfo, SubInfo, breaker_info, card_data, definition, ice_info, per_pool
from .hints import CardHint, hint, orders
from .reads import asking_card

if TYPE_CHECKING:
    from . import HeuristicBot

View = dict[str, Any]
CENTRALS = ("HQ", "R&D", "Archives")

POINT = 10.0  # what one agenda point is worth, in credits
CARD = 2.0  # a card lost from the grip
DEATH = 1000.0  # being flatlined
CLICK = 1.5  # a click spent
AGENDA_DENSITY = 0.22  # share of agendas in a Corp deck (Core Set starter decks)
AVG_POINTS = 1.8


def _n(x: Any) -> int:
    return int(x) if x is not None else 0


def find(opts: Iterable[Option], kind: str, **fields: Any) -> Option | None:
    """The first option of ``kind`` whose fields match."""
    for o in opts:
        if o.kind == kind and all(getattr(o, k) == v for k, v in fields.items()):
            return o
    return None


def of_kind(opts: Iterable[Option], kind: str) -> list[Option]:
    return [o for o in opts if o.kind == kind]


# ---------------------------------------------------------------------- answers and rules


def fallback(opts: Sequence[Option]) -> Option:
    """When nothing better comes to mind: decline if that's possible, else the first option."""
    p = find(opts, "pass")
    return p if p is not None else opts[0]


def settle(pick: Option | None, opts: Sequence[Option]) -> Option:
    """``pick``, or the :func:`fallback` when there is none: the answer of a rule that owns the
    decision (no later rule is tried)."""
    return pick if pick is not None else fallback(opts)


M = TypeVar("M")
Rule = Callable[[M], Option | None]  # a rule of a mind of type M: its pick, or None


def first_pick(mind: M, rules: Iterable[Rule[M]]) -> Option | None:
    """Try ``rules`` in order: the first pick one of them makes (None: none made one)."""
    for rule in rules:
        pick = rule(mind)
        if pick is not None:
            return pick
    return None


def find_hinted(
    opts: Iterable[Option], kind: str, wants: Callable[[CardHint], object]
) -> Option | None:
    """The first option of ``kind`` for a card whose hint ``wants`` (see :mod:`.hints`)."""
    for o in opts:
        if o.kind == kind and wants(hint(o.card)):
            return o
    return None


def economy_play(opts: Sequence[Option], credits: int) -> Option | None:
    """An economy card to play while credits are short (Hedge Fund, Sure Gamble...)."""
    for t in orders().econ_plays:
        o = find(opts, "play", card=t)
        below = hint(t).play_below
        if o is not None and below is not None and credits < below:
            return o
    return None


class Mind:
    """One decision of one side: the view, the decision, and what every rule reads from them.

    A side's mind answers with the first pick of its ``DECIDE`` rules (:func:`first_pick`)."""

    DECIDE: ClassVar[tuple[Rule[Any], ...]] = ()

    def __init__(self, bot: HeuristicBot, v: View, d: Decision, side: str) -> None:
        self.bot = bot
        self.v = v
        self.d = d
        self.opts = d.options
        self.c = v["corp"]
        self.r = v["runner"]
        self.servers: dict[str, dict[str, Any]] = self.c["servers"]
        me = v[side]
        self.credits = _n(me["credits"])
        self.clicks = _n(me["clicks"])
        self.hand: list[str] = [x["title"] for x in me.get("hand", [])]
        self.kinds = {o.kind for o in self.opts}
        self.src = asking_card(d)  # the card asking, if a card asks

    def decide(self) -> Option | None:
        """Dispatch on the shape of the decision, then on the card that asks it."""
        return first_pick(self, self.DECIDE)

    def owns(self, pick: Option | None) -> Option:
        """The answer of a rule that owns the decision: ``pick``, else the fallback."""
        return settle(pick, self.opts)

    def on_secret(self) -> Option | None:
        """A number chosen in secret against the other player's (Too Many Doors): any fixed
        answer could be read by an opponent who plays the bot often, so each is as likely as the
        others, drawn from what the bot sees (the same view, the same answer)."""
        if self.d.kind != "secret":
            return None
        key = json.dumps([self.v.get("turn"), self.c["credits"], self.r["credits"], self.d.prompt])
        return self.opts[zlib.crc32(key.encode()) % len(self.opts)]


# ---------------------------------------------------------------------- card facts


@per_pool
def agenda_points(title: str) -> int:
    return card_data(title).agenda_points or 0


@per_pool
def trash_cost(title: str) -> int | None:
    return card_data(title).trash_cost


@per_pool
def memory_cost(title: str) -> int:
    return card_data(title).memory_cost or 0


@per_pool
def stops(title: str) -> bool:
    """Does ice ``title`` end runs (or make the Runner pay or take a tag to go on)?"""
    info = ice_info(title)
    return bool(info.etrs or info.toll or info.tag_or_end)


@per_pool
def is_breaker(title: str) -> bool:
    return breaker_info(title) is not None


def breaks_any(title: str, types: Sequence[str]) -> bool:
    """Is ``title`` an icebreaker for one of ``types`` (or for any ice)?"""
    b = breaker_info(title)
    if b is None or b.zero_only:
        return False
    return b.breaks is None or b.breaks in types


@per_pool
def recurring_for(title: str) -> tuple[str, ...]:
    return definition(title).recurring_for


# ---------------------------------------------------------------------- getting through ice


class Plan(NamedTuple):
    """How an encounter with one ice goes: credits spent, harm taken (credit-equivalent), clicks
    spent, whether the run ends there, the breaker used (None: none)."""

    credits: float
    harm: float
    clicks: int
    ends: bool
    breaker: str | None
    breaks: tuple[int, ...]  # indexes (into the subroutines considered) to break


class Rig:
    """What the Runner has to get through ice, read from a view."""

    __slots__ = (
        "breakers",
        "hand",
        "link",
        "tags",
        "credits",
        "clicks",
        "sucker",
        "programs",
        "tag_harm",
        "recurring",
    )

    def __init__(self, v: View, tag_harm: float) -> None:
        r = v["runner"]
        rig = r["rig"]
        self.breakers: list[tuple[dict[str, Any], Any]] = []
        self.sucker = 0
        self.programs = len(rig["program"])
        self.recurring = 0
        for c in rig["program"]:
            t = c["title"]
            bi = breaker_info(t)
            if bi is not None:
                self.breakers.append((c, bi))
            if hint(t).lowers_strength:
                self.sucker += _n(c["counters"].get("virus"))
        for zone in ("hardware", "resource", "program"):
            for c in rig[zone]:
                if "icebreaker" in recurring_for(c["title"]):
                    self.recurring += _n(c["counters"].get("recurring"))
        self.hand = _n(r["hand_size"])
        self.link = _n(r["link"])
        self.tags = _n(r["tags"])
        run = v.get("run")
        extra = _n(run.get("run_credits")) if run else 0
        self.credits = _n(r["credits"]) + extra + self.recurring
        self.clicks = _n(r["clicks"])
        self.tag_harm = tag_harm


def sub_harm(s: SubInfo, rig: Rig, hand: int) -> float:
    """What letting subroutine ``s`` resolve costs the Runner (credit-equivalent)."""
    if s.etr:
        return 0.0
    dmg = s.net + s.meat + s.brain
    h = 0.0
    if dmg:
        if dmg > hand:
            return DEATH
        h += CARD * dmg + 4.0 * s.brain + (3.0 if dmg == hand else 0.0)
    if s.trash and rig.programs:
        h += 6.0
    if s.trace >= 0:
        bid = max(0, s.trace + 1 - rig.link)
        worth = s.tags * rig.tag_harm + (6.0 if s.trace_hurts else 0.0) + 0.5
        h += min(worth, bid + 1.0)
    elif s.tags:
        h += s.tags * rig.tag_harm
    if s.kind == "click":
        h += CLICK
    elif s.kind == "gain":
        h += 1.0
    elif s.kind == "other":
        h += 3.0 if hand > 3 else 6.0
    return h


def plan_ice(
    ice: IceInfo,
    strength: int,
    subs: Sequence[SubInfo],
    rig: Rig,
    credits: float,
    clicks: int,
    hand: int,
    allow_clicks: bool = True,
) -> Plan:
    """The cheapest way through one encounter (or the least bad way to be stopped)."""
    harms = [sub_harm(s, rig, hand) for s in subs]
    # letting everything resolve: subroutines resolve in order until one ends the run
    h = 0.0
    ends = False
    for s, x in zip(subs, harms, strict=True):
        h += x
        if s.etr:
            ends = True
            break
    toll = ice.toll
    if toll and credits < toll:
        return Plan(0.0, h, 0, True, None, ())
    if ice.tag_or_end:
        h += rig.tag_harm
    best = Plan(float(toll), h, 0, ends, None, ())
    best_total = math.inf if ends else toll + h
    avail = credits - toll
    for card, b in rig.breakers:
        if b.breaks is not None and b.breaks not in ice.types:
            continue
        if b.needs_counter and not _n(card["counters"].get("virus")):
            continue
        cur = _n(card.get("strength"))
        s_eff = max(0, strength - rig.sucker)
        if b.zero_only:
            fixed = float(s_eff)  # 1 credit per -1 strength (Wyrm)
        else:
            need = s_eff - cur
            if need > 0:
                if b.boost_cost is None:
                    continue
                fixed = float(math.ceil(need / b.boost) * b.boost_cost)
            else:
                fixed = 0.0
        per = b.cost / b.subs
        chosen = [i for i, s in enumerate(subs) if s.etr or harms[i] > per]
        spend = fixed + per * len(chosen)
        left = sum(harms[i] for i in range(len(subs)) if i not in chosen)
        if spend > avail:
            chosen = [i for i, s in enumerate(subs) if s.etr]
            spend = fixed + per * len(chosen)
            left = sum(harms[i] for i in range(len(subs)) if i not in chosen)
            if spend > avail or not chosen:
                continue
        total = toll + spend + left
        if total < best_total:
            best_total = total
            best = Plan(
                toll + spend,
                left + (rig.tag_harm if ice.tag_or_end else 0.0),
                0,
                False,
                b.title,
                tuple(chosen),
            )
    if ice.bioroid and allow_clicks:
        chosen = [i for i, s in enumerate(subs) if s.etr or harms[i] > CLICK + 0.5]
        if chosen and len(chosen) <= clicks:
            left = sum(harms[i] for i in range(len(subs)) if i not in chosen)
            total = toll + CLICK * len(chosen) + left
            if total < best_total:
                best = Plan(
                    float(toll), left + CLICK * len(chosen), len(chosen), False, None, tuple(chosen)
                )
    return best


class PathEval(NamedTuple):
    p: float  # chance of reaching the server
    credits: float  # expected credits spent
    harm: float  # expected harm taken
    death: float  # chance of being flatlined on the way

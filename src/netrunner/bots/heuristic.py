"""The heuristic bot: plays like a sensible beginner, from its side's view alone.

It reads only ``game.view(side)`` and the decision's options, plus public card data of cards it
can see (:mod:`netrunner.bots.knowledge`). It keeps a little memory of what it saw itself (the
subroutines it broke during an encounter, the cards it accessed, the server it meant to run).

Corp: ice on HQ and R&D first, then a remote with ice for agendas; advances and scores; rezzes ice
it can afford when the Runner approaches (keeping credits for that); plays its economy; punishes
tags (trashing resources, Scorched Earth on a small grip); bids on traces that matter.

Runner: economy first, an icebreaker for each ice type it meets, runs the servers it can get
through counting the credits it needs (strength boosts plus subroutine breaks) and what it may
find there, steals, trashes assets worth trashing, removes tags the Corp can punish, jacks out
before ice it can't break, and breaks "end the run" and damage subroutines first.

>>> import netrunner
>>> from netrunner.bots import HeuristicBot
>>> g = netrunner.Game.new("starter:weyland", "starter:shaper", seed=1)
>>> bot = HeuristicBot()
>>> g.decision.options[0] == bot.choose(g.view("corp"), g.decision)
True
"""

from __future__ import annotations

import math
import random
import re
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any, NamedTuple

from ..cards import definition
from ..engine.decision import Decision, Option
from .knowledge import (
    AGENDA_GUARD_ICE,
    AMBUSHES,
    IceInfo,
    SubInfo,
    advancement_cost,
    breaker_info,
    cost_of,
    faction_of,
    ice_info,
    ice_pool,
    keywords,
    scores_at_once,
    type_of,
)

View = dict[str, Any]
CENTRALS = ("HQ", "R&D", "Archives")

POINT = 10.0  # what one agenda point is worth, in credits
CARD = 2.0  # a card lost from the grip
DEATH = 1000.0  # being flatlined
CLICK = 1.5  # a click spent
AGENDA_DENSITY = 0.22  # share of agendas in a Corp deck (Core Set starter decks)
AVG_POINTS = 1.8

# Assets and upgrades worth trashing for the Runner (credits of value to the Corp it denies).
TRASH_VALUE = {
    "PAD Campaign": 6.0,
    "Adonis Campaign": 8.0,
    "Melange Mining Corp.": 7.0,
    "Security Subcontract": 4.0,
    "SanSan City Grid": 8.0,
    "Akitaro Watanabe": 5.0,
    "Red Herrings": 4.0,
    "Experiential Data": 3.0,
    "Research Station": 3.0,
    "Corporate Troubleshooter": 2.0,
    "Zaibatsu Loyalty": 1.0,
}
CORP_ECON_ASSETS = ("Adonis Campaign", "PAD Campaign", "Melange Mining Corp.")
# Cards whose optional effect the Corp always wants when asked (and can pay for).
CORP_YES = (*AMBUSHES, "Matrix Analyzer", "Accelerated Beta Test")
RUNNER_ECON_EVENTS = {"Sure Gamble": 4, "Easy Mark": 3}
# Runner permanents: rough worth of having one installed (higher is installed first).
RUNNER_INSTALL_VALUE = {
    "Armitage Codebusting": 9.0,
    "Magnum Opus": 8.0,
    "Desperado": 6.0,
    "Cyberfeeder": 4.0,
    "The Toolbox": 6.0,
    "Akamatsu Mem Chip": 2.0,
    "Datasucker": 3.0,
    "Medium": 3.5,
    "Net Shield": 2.5,
    "Ice Carver": 3.0,
    "Crash Space": 0.8,
    "Decoy": 1.0,
    "Rabbit Hole": 1.5,
    "Access to Globalsec": 1.0,
    "Sneakdoor Beta": 2.0,
    "The Personal Touch": 1.5,
    "Grimoire": 1.0,
    "Sacrificial Construct": 1.0,
    "Lemuria Codecracker": 0.0,
    "Djinn": 0.5,
    "Wyldside": 1.0,
    "Aesop's Pawnshop": 0.0,
    "Aesop\u2019s Pawnshop": 0.0,
    "Bank Job": 0.3,
    "Data Dealer": -1.0,
    "Parasite": 0.0,  # only on purpose, on ice it can't break
}

_UNBROKEN = re.compile(r"(\d+) unbroken")
_TRACE = re.compile(r"Trace (\d+)")
_STRENGTH = re.compile(r"Trace strength (\d+)")


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


@cache
def agenda_points(title: str) -> int:
    from ..engine.carddb import card_data

    return card_data(title).agenda_points or 0


@cache
def trash_cost(title: str) -> int | None:
    from ..engine.carddb import card_data

    return card_data(title).trash_cost


@cache
def memory_cost(title: str) -> int:
    from ..engine.carddb import card_data

    return card_data(title).memory_cost or 0


@cache
def stops(title: str) -> bool:
    """Does ice ``title`` end runs (or make the Runner pay or take a tag to go on)?"""
    info = ice_info(title)
    return bool(info.etrs or info.toll or info.tag_or_end)


@cache
def is_breaker(title: str) -> bool:
    return breaker_info(title) is not None


@cache
def source_of(prompt: str) -> str:
    """The card a decision comes from: prompts about a card's effect start "Title: ..."."""
    from ..engine.carddb import UnknownCard, card_data

    head = prompt.split(": ", 1)[0] if ": " in prompt else ""
    if not head:
        return ""
    try:
        return card_data(head).title
    except UnknownCard:
        return ""


def breaks_any(title: str, types: Sequence[str]) -> bool:
    """Is ``title`` an icebreaker for one of ``types`` (or for any ice)?"""
    b = breaker_info(title)
    if b is None or b.zero_only:
        return False
    return b.breaks is None or b.breaks in types


@cache
def recurring_for(title: str) -> tuple[str, ...]:
    return definition(title).recurring_for


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
            if t == "Datasucker":
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


class HeuristicBot:
    """A sensible beginner for either side (see the module docstring).

    Deterministic: the same views and decisions get the same answers. ``seed`` is taken (and
    kept in ``rng``) so that it is built like every registered bot, ``BOTS[name](seed=...)``.
    """

    name = "heuristic"
    wants_game = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._reset()

    def _reset(self) -> None:
        self.turn = -1
        self.known: dict[int, str] = {}  # Corp card ids seen on access -> title
        # R&D size when its top ``depth`` cards were seen not to be agendas: (size, depth)
        self.rd_known: tuple[int, int] = (-1, 0)
        # the run under way: (server, cards to access, R&D size, Runner's agenda points)
        self.run_info: tuple[str, int, int, int] | None = None
        self.reached = False  # the run got past its last piece of ice
        self.run_target: str | None = None  # the server a run event should go to
        self.enc_ice: int | None = None
        self.enc_broken: set[int] = set()
        self.runs_this_turn: dict[str, int] = {}
        self.last_access_turn = -1

    # ------------------------------------------------------------------ entry point

    def choose(self, observation: Any, decision: Decision) -> Option:
        opts = decision.options
        view: View = observation
        turn = _n(view.get("turn"))
        if turn < self.turn:
            self._reset()
        if turn != self.turn:
            self.runs_this_turn = {}
        self.turn = turn
        if len(opts) == 1:
            return opts[0]
        if decision.player == "corp":
            pick = CorpMind(self, view, decision).decide()
        else:
            pick = RunnerMind(self, view, decision).decide()
        if pick is None or pick not in opts:
            pick = fallback(opts)
        return pick


def fallback(opts: Sequence[Option]) -> Option:
    """When nothing better comes to mind: decline if that's possible, else the first option."""
    p = find(opts, "pass")
    return p if p is not None else opts[0]


# ====================================================================== the Corp


RESERVE_CAP = 12


class CorpMind:
    """One Corp decision."""

    def __init__(self, bot: HeuristicBot, v: View, d: Decision) -> None:
        self.bot = bot
        self.v = v
        self.d = d
        self.opts = d.options
        self.c = v["corp"]
        self.r = v["runner"]
        self.servers: dict[str, dict[str, Any]] = self.c["servers"]
        self.credits = _n(self.c["credits"])
        self.clicks = _n(self.c["clicks"])
        self.hand = [x["title"] for x in self.c.get("hand", [])]
        self.kinds = {o.kind for o in self.opts}

    # -------------------------------------------------------------- facts

    def remotes(self) -> list[str]:
        return [n for n in self.servers if n not in CENTRALS]

    def agenda_cards(self) -> list[tuple[str, dict[str, Any]]]:
        out = []
        for name, s in self.servers.items():
            for c in s["content"]:
                if c["title"] and type_of(c["title"]) == "agenda":
                    out.append((name, c))
        return out

    def scoring_remote(self) -> str | None:
        """A remote with ice that ends runs and no agenda or asset: where agendas go."""
        best = None
        best_key = (99, 0)
        for name in self.remotes():
            s = self.servers[name]
            if any(type_of(c["title"]) in ("agenda", "asset") for c in s["content"] if c["title"]):
                continue
            guard = self.guard_cost(name)
            if guard >= 99:
                continue
            key = (guard, -len(s["ice"]))
            if key < best_key:
                best, best_key = name, key
        return best

    def guard_cost(self, name: str) -> int:
        """Credits still needed to have ice that ends runs rezzed on ``name`` (99: none)."""
        s = self.servers.get(name)
        if s is None:
            return 99
        best = 99
        for c in s["ice"]:
            t = c["title"]
            if not t or not stops(t):
                continue
            if c["rezzed"]:
                return 0
            best = min(best, cost_of(t))
        return best

    def rez_all_cost(self, name: str) -> int:
        """Credits to rez every unrezzed piece of ice on ``name``."""
        s = self.servers.get(name)
        if s is None:
            return 0
        return sum(cost_of(c["title"]) for c in s["ice"] if c["title"] and not c["rezzed"])

    def reserve(self) -> int:
        """Credits to keep for rezzing ice when the Runner comes: enough to rez the ice that
        would stop a run on HQ or R&D, or all the ice of a remote holding an agenda (the dearest
        of these, at most ``RESERVE_CAP``)."""
        best = 0
        for name in ("HQ", "R&D"):
            g = self.guard_cost(name)
            if g < 99:
                best = max(best, g)
        for name, _ in self.agenda_cards():
            if name not in CENTRALS:
                best = max(best, self.rez_all_cost(name))
        return min(best, RESERVE_CAP)

    def tag_punish_cards(self) -> bool:
        return any(
            t in ("Scorched Earth", "Closed Accounts", "Psychographics", "SEA Source")
            for t in self.hand
        ) or any(x["title"] == "Private Security Force" for x in self.c["scored"])

    def runner_resources(self) -> list[dict[str, Any]]:
        return list(self.r["rig"]["resource"])

    # -------------------------------------------------------------- dispatch

    def decide(self) -> Option | None:
        """Dispatch on the shape of the decision, then on the card that asks it."""
        k = self.kinds
        opts = self.opts
        prompt = self.d.prompt
        src = source_of(prompt)
        if "keep" in k:
            has_ice = any(type_of(t) == "ice" for t in self.hand)
            return find(opts, "keep") if has_ice else find(opts, "mulligan")
        if "trace" in k:
            return self.trace_bid()
        if "discard" in k:
            return self.discard()
        if "credit" in k:
            return self.action()
        if "score" in k or prompt.startswith("No clicks left"):
            return self.free_actions(own_turn=True) or find(opts, "pass")
        run = self.v.get("run")
        if run is not None and "rez" in k and run.get("ice") is not None:
            rez = find(opts, "rez", card_id=run["ice"]["id"])
            if rez is not None and self.should_rez_ice(rez, run["server"]):
                return rez
        if "install" in k:  # installing without a click (Shipment from MirrorMorph, ABT)
            return self.install_choice()
        choose = of_kind(opts, "choose")
        if choose:
            pick = self.choose_card(choose, src, prompt)
            if pick is not None:
                return pick
        free = of_kind(opts, "rez")
        if free and all(type_of(o.card or "") == "ice" for o in free) and run is None:
            return max(free, key=lambda o: cost_of(o.card or ""))  # for free (Priority Req.)
        for o in of_kind(opts, "ability"):  # ambushes and the like: yes, if the Corp may
            if o.card in CORP_YES and "pass" in k:
                return o
            if o.card == "Posted Bounty":  # forfeit it? keep the point
                return find(opts, "pass")
        if src in ("Precognition", "Corporate Troubleshooter", "Security Subcontract"):
            return find(opts, "pass") or min(opts, key=lambda o: o.amount or 0)
        if "expose" in prompt:  # let it be
            return find(opts, "pass")
        # windows: rez assets, use abilities such as Nisei MK II
        return self.window()

    def choose_card(self, choose: list[Option], src: str, prompt: str) -> Option | None:
        """A "choose" decision: what it is about, from the cards it offers."""
        opts = self.opts
        if src == "Psychographics":  # X: as many tokens as the agenda needs
            lefts = [
                advancement_cost(c["title"]) - _n(c["advancements"])
                for n, c in self.agenda_cards()
                if n not in CENTRALS
            ]
            want = min([x for x in lefts if x > 0], default=1)
            fits = [o for o in choose if (o.amount or 0) <= want]
            return max(fits or choose, key=lambda o: o.amount or 0)
        if src in ("Corporate Troubleshooter",):
            return min(choose, key=lambda o: o.amount or 0)
        if src == "Precognition":
            return find(opts, "pass") or choose[0]
        if any(o.target == "trash" for o in choose):  # Forged Activation Orders: rez or trash
            rez = find(opts, "rez")
            if rez is not None and self.rez_cost_of(rez) <= self.credits - 1:
                return rez
            return next(o for o in choose if o.target == "trash")
        titles = [o.card or "" for o in choose]
        if any(titles) and all(type_of(t) in ("program", "hardware") for t in titles if t):
            return self.pick_program_to_trash()
        scored = {x["id"] for x in self.c["scored"]}
        if all(o.card_id in scored for o in choose):
            return min(choose, key=lambda o: agenda_points(o.card or ""))
        mine = {c["id"] for s in self.servers.values() for c in s["ice"]}
        if "trash ice there first" in prompt or (
            find(opts, "pass") is not None and all(o.card_id in mine for o in choose)
        ):
            p = find(opts, "pass")
            if p is not None and "install" in p.label.lower():
                return p
            if p is None:
                return min(choose, key=lambda o: cost_of(o.card or ""))
        if "advancement" in prompt or src in (
            "AstroScript Pilot Program",
            "Shipment from Kaguya",
            "Matrix Analyzer",
        ):
            return self.advance_target(choose)
        if src in ("Aggressive Negotiation", "Archived Memories") or all(
            o.card and o.card_id is None for o in choose
        ):
            return self.best_card_to_fetch(choose)
        return None

    # -------------------------------------------------------------- rezzing

    def should_rez_ice(self, rez: Option, server: str) -> bool:
        title = rez.card or ""
        info = ice_info(title)
        cost = self.rez_cost_of(rez)
        if cost > self.credits:
            return False
        s = self.servers.get(server, {"content": [], "ice": []})
        has_agenda = any(
            c["title"] and type_of(c["title"]) == "agenda" for c in s.get("content", [])
        )
        if info.forfeit:  # Archer: only to save an agenda, paying with a 1-pointer
            scored = [agenda_points(x["title"]) for x in self.c["scored"]]
            return has_agenda and bool(scored) and min(scored) <= 1
        worthless = False
        if server == "Archives":
            sneakdoor = any(x["title"] == "Sneakdoor Beta" for x in self.r["rig"]["program"])
            worthless = not sneakdoor and not any(
                x["title"] and type_of(x["title"]) == "agenda" for x in self.c["discard"]
            )
        elif server not in CENTRALS and not s.get("content"):
            worthless = True
        return not (worthless and cost > 2)

    def rez_cost_of(self, o: Option) -> int:
        m = re.search(r"\((\d+) cr\)", o.label)
        if m:
            return int(m.group(1))
        return cost_of(o.card or "")

    def free_actions(self, own_turn: bool) -> Option | None:
        """Scoring, and rezzing assets worth rezzing."""
        opts = self.opts
        score = of_kind(opts, "score")
        if score:
            return max(score, key=lambda o: agenda_points(o.card or ""))
        for o in of_kind(opts, "rez"):
            t = o.card or ""
            cost = self.rez_cost_of(o)
            if t in CORP_ECON_ASSETS and cost <= self.credits - self.reserve():
                return o
            if t in ("SanSan City Grid", "Red Herrings", "Experiential Data", "Akitaro Watanabe"):
                s = self.servers.get(o.server or "", {})
                has_agenda = any(
                    c["title"] and type_of(c["title"]) == "agenda" for c in s.get("content", [])
                )
                if has_agenda and cost <= self.credits - 2:
                    return o
            if t == "Research Station" and cost <= self.credits - 2:
                return o
        # AstroScript: advance an agenda for free
        for o in of_kind(opts, "ability"):
            if o.card == "AstroScript Pilot Program" and own_turn and self.agenda_cards():
                return o
        return None

    def window(self) -> Option | None:
        """A paid-ability / rez window outside the Corp's own actions."""
        opts = self.opts
        run = self.v.get("run")
        if run is not None:
            server = run["server"]
            s = self.servers.get(server, {"content": []})
            has_agenda = any(
                c["title"] and type_of(c["title"]) == "agenda" for c in s.get("content", [])
            )
            if server == "HQ":
                has_agenda = has_agenda or any(type_of(t) == "agenda" for t in self.hand)
            if has_agenda and run.get("phase") == "approach_server":
                for o in of_kind(opts, "ability"):
                    if o.card == "Nisei MK II":
                        return o
                for o in of_kind(opts, "rez"):
                    if (
                        o.card in ("Red Herrings", "SanSan City Grid")
                        and o.server == server
                        and self.rez_cost_of(o) <= self.credits
                    ):
                        return o
            return find(opts, "pass")
        pick = self.free_actions(own_turn=False)
        if pick is not None and pick.kind == "rez":
            return pick
        return find(opts, "pass")

    # -------------------------------------------------------------- traces

    def trace_bid(self) -> Option | None:
        bids = of_kind(self.opts, "trace")
        m = _TRACE.search(self.d.prompt)
        base = int(m.group(1)) if m else 0
        runner_max = _n(self.r["link"]) + _n(self.r["credits"])
        need = max(0, runner_max + 1 - base)
        ident = self.c.get("identity") or {}
        free = _n(ident.get("counters", {}).get("recurring"))
        prompt = self.d.prompt
        matters = (
            self.tag_punish_cards()
            or bool(self.runner_resources())
            or "brain" in prompt
            or "Ichi" in prompt
            or "Data Raven" in prompt
            or _n(self.r["tags"]) == 0
        )
        budget = free + max(0, self.credits - free - self.reserve())
        top = max(o.amount or 0 for o in bids)
        if not matters:
            want = min(free, need)
        else:
            want = min(need, budget, top)
            if want < need and want > free:
                want = free if need > budget + 3 else want
        want = max(0, min(want, top))
        return find(bids, "trace", amount=want) or bids[0]

    # -------------------------------------------------------------- discards and choices

    def card_keep_value(self, t: str) -> float:
        typ = type_of(t)
        if typ == "agenda":
            return 10.0
        if typ == "ice":
            return 6.0 - 0.2 * cost_of(t)
        if t in ("Hedge Fund", "Beanstalk Royalties", "Biotic Labor"):
            return 5.0
        if t in CORP_ECON_ASSETS:
            return 4.5
        if t == "Scorched Earth":
            return 5.0 if self.r["tags"] else 3.0
        return 2.0

    def discard(self) -> Option | None:
        ds = of_kind(self.opts, "discard")
        return min(ds, key=lambda o: self.card_keep_value(o.card or ""))

    def pick_program_to_trash(self) -> Option | None:
        ch = of_kind(self.opts, "choose")
        if not ch:
            return None

        def worth(o: Option) -> float:
            t = o.card or ""
            if is_breaker(t):
                return 10.0 + cost_of(t)
            return cost_of(t)

        return max(ch, key=worth)

    def advance_target(self, ch: list[Option]) -> Option | None:
        if not ch:
            return None

        def worth(o: Option) -> float:
            t = o.card or ""
            typ = type_of(t)
            if typ == "agenda":
                return 100.0 - advancement_cost(t)
            if t in AMBUSHES:
                return 10.0
            return 1.0

        return max(ch, key=worth)

    def best_card_to_fetch(self, ch: list[Option]) -> Option | None:
        if not ch:
            return None
        return max(ch, key=lambda o: self.card_keep_value(o.card or ""))

    # -------------------------------------------------------------- the action phase

    def action(self) -> Option | None:
        opts = self.opts
        credits = self.credits
        clicks = self.clicks
        hand = self.hand
        r = self.r
        tags = _n(r["tags"])
        rhand = _n(r["hand_size"])

        pick = self.free_actions(own_turn=True)
        if pick is not None:
            return pick

        # punish tags
        if tags:
            se = find(opts, "play", card="Scorched Earth")
            if se is not None:
                n_se = hand.count("Scorched Earth")
                if rhand < 4 or (n_se >= 2 and credits >= 6 and clicks >= 2 and rhand < 8):
                    return se
                if credits >= 3 + self.reserve():
                    return se
            for o in of_kind(opts, "ability"):
                if o.card == "Private Security Force" and (rhand <= clicks or rhand <= 1):
                    return o
            ca = find(opts, "play", card="Closed Accounts")
            if ca is not None and _n(r["credits"]) >= 4 and credits > self.reserve():
                return ca
            psy = find(opts, "play", card="Psychographics")
            if psy is not None and self.agenda_cards() and credits >= 2:
                return psy
            trash = of_kind(opts, "trash_resource")
            if trash and credits >= 2 + min(self.reserve(), 3):
                return max(trash, key=lambda o: self.resource_worth(o.card or ""))

        keep = self.reserve()
        if credits < keep:
            pick = self.economy(credits)
            if pick is not None:
                return pick

        # advance agendas: finish one this turn, or advance keeping the credits to rez its ice
        agendas = [(n, c) for n, c in self.agenda_cards() if n not in CENTRALS]
        best_adv = None
        best_left = 99
        for name, c in agendas:
            left = advancement_cost(c["title"]) - _n(c["advancements"])
            if 0 < left <= clicks and left <= credits and left < best_left:
                best_adv, best_left = (name, c), left
        if best_adv is None:
            for name, c in agendas:
                left = advancement_cost(c["title"]) - _n(c["advancements"])
                guard = max(min(self.guard_cost(name), 10), keep)
                if 0 < left <= clicks + 3 and credits - 1 >= guard and left < best_left:
                    best_adv, best_left = (name, c), left
        if best_adv is not None:
            name, c = best_adv
            if best_left > clicks and clicks == 3 and credits >= 4 + best_left:
                bl = find(opts, "play", card="Biotic Labor")
                if bl is not None and best_left <= 4:
                    return bl
            kag = find(opts, "play", card="Shipment from Kaguya")
            if kag is not None and best_left >= 2:
                return kag
            adv = find(opts, "advance", card_id=c["id"])
            if adv is not None:
                return adv

        # install an agenda in a protected remote (when its ice can be rezzed, or it scores now)
        agendas_in_hand = [t for t in hand if type_of(t) == "agenda"]
        target = self.scoring_remote()
        if agendas_in_hand and target is not None and not agendas:
            options = [o for o in of_kind(opts, "install") if o.server == target]
            options = [o for o in options if type_of(o.card or "") == "agenda"]
            # rezzing all its ice covers the end-the-run ice that made it a scoring remote
            guard = min(self.rez_all_cost(target), RESERVE_CAP)
            n_ice = len(self.servers[target]["ice"])

            def now(o: Option) -> bool:
                return scores_at_once(o.card or "", clicks, credits)

            options = [
                o for o in options if now(o) or (credits >= guard and n_ice >= AGENDA_GUARD_ICE)
            ]
            if options:

                def fit(o: Option) -> tuple[int, int]:
                    req = advancement_cost(o.card or "")
                    return (0 if now(o) else 1, -agenda_points(o.card or "") if now(o) else req)

                return min(options, key=fit)

        # an agenda lying in Archives goes back to HQ
        am = find(opts, "play", card="Archived Memories")
        if am is not None and any(
            x["title"] and type_of(x["title"]) == "agenda" for x in self.c["discard"]
        ):
            return am

        # ice where it is needed
        ice_pick = self.ice_install(agendas_in_hand)
        if ice_pick is not None:
            return ice_pick

        # economy
        pick = self.economy(credits)
        if pick is not None:
            return pick
        # ambushes and advancing them
        for t in AMBUSHES:
            if t in hand and clicks >= 2 and len(self.remotes()) < 4:
                amb = self.asset_install(t)
                if amb is not None:
                    return amb
        if tags == 0:
            sea = find(opts, "play", card="SEA Source")
            if sea is not None and credits - 5 >= keep and self.tag_punish_cards():
                return sea
        emp = find(opts, "play", card="Neural EMP")
        if emp is not None and (rhand <= 1 or credits - 4 >= keep):
            return emp
        # upgrades in the scoring remote / HQ
        for o in of_kind(opts, "install"):
            t = o.card or ""
            if type_of(t) != "upgrade" or cost_of(t) > credits - 3:
                continue
            if t == "Research Station" and o.server == "HQ":
                return o
            if t in ("SanSan City Grid", "Red Herrings", "Akitaro Watanabe", "Experiential Data"):  # noqa: SIM102
                if (
                    target is not None
                    and o.server == target
                    and not any(
                        type_of(x["title"]) == "upgrade"
                        for x in self.servers[target]["content"]
                        if x["title"]
                    )
                ):
                    return o
        for _, c in [
            (n, c)
            for n, s in self.servers.items()
            for c in s["content"]
            if c["title"] in ("Project Junebug", "Ghost Branch", "Aggressive Secretary")
        ]:
            if _n(c["advancements"]) < 3 and credits >= 6:
                adv = find(opts, "advance", card_id=c["id"])
                if adv is not None:
                    return adv
        deck = _n(self.c["deck_size"])
        no_ice = not any(type_of(t) == "ice" for t in hand)
        looking = bool(agendas_in_hand and target is None and no_ice)
        # nothing to score: dig for agendas (but don't run R&D dry)
        if not agendas_in_hand and not agendas and deck > 12 and credits >= keep + 2:
            looking = True
        room = _n(self.c.get("max_hand_size", 5)) - len(hand)
        if len(hand) <= 2 or (looking and room >= 1):
            tip = find(opts, "play", card="Anonymous Tip")
            if tip is not None and deck > 8:
                return tip
        if (len(hand) < 3 or (looking and room >= 1)) and deck > 8:
            d = find(opts, "draw")
            if d is not None:
                return d
        if credits >= 8 and deck > 8 and len(hand) < 5:
            d = find(opts, "draw")
            if d is not None:
                return d
        return find(opts, "credit")

    def economy(self, credits: int) -> Option | None:
        opts = self.opts
        hand = self.hand
        hf = find(opts, "play", card="Hedge Fund")
        if hf is not None and credits < 14:
            return hf
        bean = find(opts, "play", card="Beanstalk Royalties")
        if bean is not None and credits < 16:
            return bean
        for o in of_kind(opts, "ability"):
            if o.card == "Melange Mining Corp." and credits < 20:
                return o
        for t in ("Adonis Campaign", "PAD Campaign", "Melange Mining Corp."):
            if t in hand and cost_of(t) <= credits - self.reserve():
                inst = self.asset_install(t)
                if inst is not None:
                    return inst
        if credits < self.reserve():
            return find(opts, "credit")
        return None

    def resource_worth(self, t: str) -> float:
        return RUNNER_INSTALL_VALUE.get(t, 1.0) + cost_of(t)

    def asset_install(self, title: str) -> Option | None:
        """Install an asset in an empty remote without agenda or asset, else a new one."""
        opts = [o for o in of_kind(self.opts, "install") if o.card == title]
        for o in opts:
            if o.server and o.server not in CENTRALS and o.server != "new remote":
                s = self.servers[o.server]
                if not s["content"] and not s["ice"]:
                    return o
        return find(opts, "install", server="new remote")

    def ice_need(self, agendas_in_hand: bool) -> list[str]:
        """Servers in the order they need (more) ice."""
        s = self.servers
        n_hq = len(s["HQ"]["ice"])
        n_rd = len(s["R&D"]["ice"])
        remotes = self.remotes()
        agenda_remotes = [
            n
            for n in remotes
            if any(c["title"] and type_of(c["title"]) == "agenda" for c in s[n]["content"])
        ]
        scoring = self.scoring_remote()
        need: list[str] = []
        if n_hq == 0:
            need.append("HQ")
        if n_rd == 0:
            need.append("R&D")
        sneakdoor = any(x["title"] == "Sneakdoor Beta" for x in self.r["rig"]["program"])
        if not s["Archives"]["ice"] and (
            sneakdoor or any(type_of(x["title"]) == "agenda" for x in self.c["discard"])
        ):
            need.append("Archives")
        for n in agenda_remotes:
            if len(s[n]["ice"]) < 2:
                need.append(n)
        if scoring is None and not agenda_remotes:
            need.append("new remote")
        elif scoring is not None and len(s[scoring]["ice"]) < 2:
            need.append(scoring)
        if n_rd < 2:
            need.append("R&D")
        if n_hq < 2:
            need.append("HQ")
        for n in agenda_remotes:
            if len(s[n]["ice"]) < 3:
                need.append(n)
        if scoring is not None and len(s[scoring]["ice"]) < 3:
            need.append(scoring)
        if n_rd < 3:
            need.append("R&D")
        if n_hq < 3:
            need.append("HQ")
        return need

    def ice_install(self, agendas_in_hand: list[str]) -> Option | None:
        ice_opts = [o for o in of_kind(self.opts, "install") if type_of(o.card or "") == "ice"]
        if not ice_opts:
            return None
        for server in self.ice_need(bool(agendas_in_hand)):
            n = 0 if server == "new remote" else len(self.servers[server]["ice"])
            if n > self.credits:
                continue
            left = self.credits - n
            cands = [o for o in ice_opts if o.server == server]
            if not cands:
                continue
            # the best ice we can rez after paying to install it; else the cheapest
            affordable = [o for o in cands if cost_of(o.card or "") <= left + 2]
            pool = affordable or cands
            pick = max(pool, key=lambda o: self.ice_value(o.card or ""))
            if not affordable and n > 0:
                continue
            return pick
        return None

    def ice_value(self, t: str) -> float:
        """How well ``t`` keeps the Runner out (or hurts it)."""
        info = ice_info(t)
        v = (5.0 if info.etrs else 0.0) + 0.4 * info.strength
        for s in info.subs:
            v += 1.0 * (s.net + s.meat + s.brain) + (1.0 if s.trash else 0.0)
            v += 0.5 if s.trace >= 0 or s.tags else 0.0
            v += 1.0 if s.kind == "other" else 0.0
        if info.toll or info.tag_or_end:
            v += 2.0
        return v - 0.2 * info.cost

    def install_choice(self) -> Option | None:
        """Installing for free or without a click (Shipment from MirrorMorph, Accelerated Beta
        Test): ice where it is needed, agendas in a scoring remote, assets in new remotes."""
        opts = self.opts
        ice_opts = [o for o in of_kind(opts, "install") if type_of(o.card or "") == "ice"]
        if ice_opts:
            for server in self.ice_need(False):
                cands = [o for o in ice_opts if o.server == server]
                if cands:
                    return max(cands, key=lambda o: self.ice_value(o.card or ""))
        target = self.scoring_remote()
        for o in of_kind(opts, "install"):
            t = o.card or ""
            if type_of(t) == "agenda" and o.server == target:
                return o
            if type_of(t) == "asset" and o.server == "new remote":
                return o
        return find(opts, "pass")


# ====================================================================== the Runner


class RunnerMind:
    """One Runner decision."""

    def __init__(self, bot: HeuristicBot, v: View, d: Decision) -> None:
        self.bot = bot
        self.v = v
        self.d = d
        self.opts = d.options
        self.c = v["corp"]
        self.r = v["runner"]
        self.servers: dict[str, dict[str, Any]] = self.c["servers"]
        self.credits = _n(self.r["credits"])
        self.clicks = _n(self.r["clicks"])
        self.hand = [x["title"] for x in self.r.get("hand", [])]
        self.kinds = {o.kind for o in self.opts}
        ident = self.c.get("identity") or {}
        self.corp_faction = faction_of(ident["title"]) if ident.get("title") else "neutral-corp"
        self.tag_harm = self.compute_tag_harm()
        self.rig = Rig(v, self.tag_harm)
        self.unknown_memo: dict[tuple[Any, ...], tuple[float, float, float, float, float]] = {}
        self.installed = {
            x["title"] for z in ("program", "hardware", "resource") for x in self.r["rig"][z]
        }

    # -------------------------------------------------------------- facts

    def compute_tag_harm(self) -> float:
        f = self.corp_faction
        h = 2.5
        if f == "weyland-consortium":
            h = 6.0 if _n(self.r["hand_size"]) < 5 else 4.5
        elif f == "nbn":
            h = 4.0
        if any(x["title"] == "Private Security Force" for x in self.c["scored"]):
            h = max(h, 5.0)
        if self.r["rig"]["resource"]:
            h += 1.0
        return h

    def tags_hurt(self) -> bool:
        """Can the Corp punish the tags the Runner has?"""
        f = self.corp_faction
        if f in ("weyland-consortium", "nbn"):
            return True
        if any(x["title"] == "Private Security Force" for x in self.c["scored"]):
            return True
        worth = sum(RUNNER_INSTALL_VALUE.get(x["title"], 1.0) for x in self.r["rig"]["resource"])
        return worth >= 3.0

    def covered(self) -> set[str]:
        out: set[str] = set()
        for card, b in self.rig.breakers:
            if b.needs_counter and not _n(card["counters"].get("virus")):
                continue
            if b.breaks is None:
                out.update(("Barrier", "Code Gate", "Sentry"))
            elif not b.zero_only:
                out.add(b.breaks)
        return out

    def seen_types(self) -> set[str]:
        out: set[str] = set()
        for s in self.servers.values():
            for ice in s["ice"]:
                if ice["title"]:
                    out.update(ice_info(ice["title"]).types)
        return out

    def mu_free(self) -> int:
        m = self.r["memory"]
        return _n(m["limit"]) - _n(m["used"])

    def danger_hand(self) -> int:
        """The grip the Runner wants before running into the unknown."""
        if self.corp_faction == "jinteki":
            return 4
        if self.corp_faction == "haas-bioroid":
            return 2
        return 1

    # -------------------------------------------------------------- paths and values

    def path(self, ices: Sequence[dict[str, Any]], credits: float, clicks: int) -> PathEval:
        """Getting through ``ices`` (outermost first) with ``credits``: chance, cost, harm."""
        p = 1.0
        spent = 0.0
        harm = 0.0
        death = 0.0
        hand = self.rig.hand
        corp_credits = _n(self.c["credits"])
        for ice in ices:
            t = ice["title"]
            if t is not None and ice["rezzed"]:
                info = ice_info(t)
                strength = ice.get("strength")
                st = _n(strength) if strength is not None else info.strength
                plan = plan_ice(info, st, info.subs, self.rig, credits - spent, clicks, hand)
                harm += plan.harm
                if plan.harm >= DEATH:
                    death = max(death, 1.0 * p)
                if plan.ends:
                    return PathEval(0.0, spent, harm, death)
                spent += plan.credits
                clicks -= plan.clicks
                hand -= sum(
                    info.subs[i].net + info.subs[i].meat
                    for i in range(len(info.subs))
                    if i not in plan.breaks
                )
                continue
            pool = [(i, w) for i, w in ice_pool(self.corp_faction) if i.cost <= corp_credits]
            if not pool:
                continue
            adv = _n(ice.get("advancements"))
            key = (adv, round(credits - spent, 2), clicks, hand, corp_credits)
            hit = self.unknown_memo.get(key)
            if hit is None:
                hit = self.unknown_ice(pool, adv, credits - spent, clicks, hand)
                self.unknown_memo[key] = hit
            tot, ok, cost_ok, harm_all, dead = hit
            q = ok / tot
            death += p * dead / tot
            harm += harm_all / tot
            if ok:
                spent += cost_ok / ok
            p *= q
            if p <= 0.0:
                return PathEval(0.0, spent, harm, death)
        return PathEval(p, spent, harm, death)

    def unknown_ice(
        self, pool: list[tuple[IceInfo, int]], adv: int, credits: float, clicks: int, hand: int
    ) -> tuple[float, float, float, float, float]:
        """Weights of an unrezzed ice's possible identities: (total, passable, credits spent
        when passable, harm, deadly)."""
        tot = ok = cost_ok = harm_all = dead = 0.0
        for info, w in pool:
            st = info.strength_with(adv) if adv else info.strength
            plan = plan_ice(info, st, info.subs, self.rig, credits, clicks, hand)
            tot += w
            if plan.harm >= DEATH:
                dead += w
            else:
                harm_all += w * plan.harm
            if not plan.ends and plan.harm < DEATH:
                ok += w
                cost_ok += w * plan.credits
        return tot, ok, cost_ok, harm_all, dead

    def server_value(self, name: str, accesses: int = 1) -> float:
        """What a successful run on ``name`` is worth (credits), ``accesses`` cards from
        HQ/R&D."""
        s = self.servers.get(name)
        if s is None:
            return 0.0
        v = 0.0
        hand = self.rig.hand
        jinteki = self.corp_faction == "jinteki"
        need = 7 - _n(self.r["agenda_points"])
        point = POINT * (1.5 if need <= 2 else 1.0)
        if name == "R&D":
            deck = _n(self.c["deck_size"])
            n = min(accesses, deck)
            size, depth = self.bot.rd_known
            if 0 <= size - deck < depth:
                n = max(0, n - (depth - (size - deck)))
            v += n * AGENDA_DENSITY * AVG_POINTS * point
        elif name == "HQ":
            h = _n(self.c["hand_size"])
            n = min(accesses, h)
            v += n * AGENDA_DENSITY * 1.3 * AVG_POINTS * point
            ident = (self.r.get("identity") or {}).get("title") or ""
            if ident.startswith("Gabriel") and not self.bot.runs_this_turn.get("HQ"):
                v += 2.0
        elif name == "Archives":
            for x in self.c["discard"]:
                t = x["title"]
                if t and type_of(t) == "agenda":
                    v += agenda_points(t) * point
            down = sum(1 for x in self.c["discard"] if not x["faceup"])
            v += min(1.0, down * 0.1) * AVG_POINTS * point
        for x in s["content"]:
            t = x["title"] or self.bot.known.get(x["id"])
            if t is not None:
                typ = type_of(t)
                if typ == "agenda":
                    v += agenda_points(t) * point
                elif t in TRASH_VALUE:
                    cost = trash_cost(t) or 0
                    if cost <= self.credits:
                        v += max(0.0, TRASH_VALUE[t] - cost)
                elif t in AMBUSHES:
                    v += 0.5
                continue
            adv = _n(x["advancements"])
            p_agenda = 0.45 + 0.1 * min(adv, 3)
            if name in CENTRALS:
                p_agenda = 0.0  # an upgrade
            v += p_agenda * AVG_POINTS * point + 1.0
            if jinteki and adv and 2 * adv >= hand:
                v -= 0.3 * DEATH / 10
        return v

    def access_death(self, name: str, accesses: int, hand: int) -> float:
        """The chance that what is accessed flatlines the Runner: a Jinteki Corp's Snare! (3 net
        damage) in HQ or R&D, plus the net damage of Personal Evolution for a stolen agenda."""
        if self.corp_faction != "jinteki" or name not in ("HQ", "R&D"):
            return 0.0
        p = 0.0
        if _n(self.c["credits"]) >= 4:
            dmg = 3 + (1 if accesses > 1 else 0)
            if dmg > hand:
                p = 1.0 - (1.0 - 0.06) ** accesses
        if hand <= 0:
            p = max(p, 1.0 - (1.0 - AGENDA_DENSITY) ** accesses)
        return p

    def run_ev(
        self,
        name: str,
        accesses: int = 1,
        skip_first: bool = False,
        extra: float = 0,
        event: bool = False,
    ) -> float:
        """What running ``name`` is worth now (credits), all risks counted; ``event``: the run
        comes from an event played from the grip (one card fewer in it)."""
        s = self.servers.get(name)
        if s is None:
            return -99.0
        value = self.server_value(name, accesses)
        if value <= 0.0:
            return -99.0
        ices = list(s["ice"])
        if skip_first and ices:
            ices = ices[1:]
        pe = self.path(ices, self.rig.credits + extra, self.clicks - 1)
        hand = self.rig.hand - (1 if event else 0)
        risk = (pe.death + pe.p * self.access_death(name, accesses, hand)) * DEATH
        return pe.p * value - pe.credits - pe.harm - risk - CLICK

    # -------------------------------------------------------------- dispatch

    def decide(self) -> Option | None:
        """Dispatch on the shape of the decision, then on the card that asks it."""
        k = self.kinds
        opts = self.opts
        prompt = self.d.prompt
        src = source_of(prompt)
        run = self.v.get("run")
        if "keep" in k:
            return find(opts, "keep")
        if "link" in k:
            return self.link_bid()
        if "discard" in k:
            return self.discard()
        if "credit" in k:
            return self.action()
        if "break" in k or "boost" in k or prompt.startswith("Encountering"):
            ice = (run or {}).get("ice") or {}
            if any(o.kind == "break" and o.card_id == ice.get("id") for o in opts):
                return self.click_break()  # bioroid: clicks break its subroutines
            return self.encounter()
        if "jack_out" in k:
            return self.movement()
        if "access" in k:
            return self.access_order()
        if "steal" in k:
            return find(opts, "steal")
        if "trash" in k:
            return self.trash_accessed()
        abilities = of_kind(opts, "ability")
        if any(definition(o.card or "").prevention for o in abilities):
            return self.prevent()
        if run is not None and run.get("phase") in ("success", "access") and abilities:
            return self.replace_access()
        if src == "Femme Fatale" and abilities:  # pay to bypass
            return abilities[0]
        if src == "Bank Job":
            ch = [o for o in opts if o.amount is not None]
            return max(ch, key=lambda o: o.amount or 0) if ch else None
        if src in ("Aesop\u2019s Pawnshop", "Aesop's Pawnshop", "Data Dealer"):
            return find(opts, "pass")
        if src == "Rabbit Hole":
            return find(opts, "pass") if self.credits < 6 else None
        installs = of_kind(opts, "install")
        if installs:  # Modded and the like
            return max(installs, key=lambda o: self.install_worth(o.card or ""))
        choose = of_kind(opts, "choose")
        if choose:
            return self.choose_card(choose, src)
        return find(opts, "pass")

    def choose_card(self, choose: list[Option], src: str) -> Option | None:
        opts = self.opts
        servers = self.servers
        if all(o.server in servers and o.card is None and o.card_id is None for o in choose):
            return self.pick_server()  # a run event's server
        if any(o.target and o.card == src for o in choose):  # "choose one" of its effects
            return self.choose_one()
        if src == "Special Order":
            return self.pick_breaker_from(choose)
        if src == "Djinn":
            for t in ("Medium", "Datasucker", "Parasite", "Crypsis"):
                o = find(choose, "choose", card=t)
                if o is not None:
                    return o
            return choose[0]
        if src in ("D\u00e9j\u00e0 Vu", "Déjà Vu"):
            return max(choose, key=lambda o: self.card_worth(o.card or ""))
        rig = {x["id"] for z in ("program", "hardware", "resource") for x in self.r["rig"][z]}
        if find(opts, "pass") is None and all(o.card_id in rig for o in choose):
            # over the memory limit: trash the least useful program
            return min(choose, key=lambda o: self.program_worth(o.card or ""))
        ice_ids = {c["id"] for s in servers.values() for c in s["ice"]}
        if all(o.card_id in ice_ids for o in choose):
            return self.femme_target()
        if src in ("Lemuria Codecracker", "Infiltration"):  # expose: an unrezzed remote card
            content = [o for o in choose if o.server not in CENTRALS and o.card is None]
            return (content or choose)[0]
        if all(o.card for o in choose):
            return max(choose, key=lambda o: self.card_worth(o.card or ""))
        return find(opts, "pass") or choose[0]

    # -------------------------------------------------------------- the action phase

    def action(self) -> Option | None:
        opts = self.opts
        credits = self.credits
        hand = self.hand
        r = self.r
        tags = _n(r["tags"])
        self.bot.enc_ice = None
        self.after_run()

        # 1. tags the Corp can punish
        if tags and self.tags_hurt():
            rt = find(opts, "remove_tag")
            if rt is not None:
                return rt
        # 2. a grip too small to survive
        if self.rig.hand < self.danger_hand() and self.corp_faction in (
            "jinteki",
            "weyland-consortium",
            "haas-bioroid",
        ):
            dz = find(opts, "play", card="Diesel")
            if dz is not None:
                return dz
            dr = find(opts, "draw")
            if dr is not None and _n(r["deck_size"]) > 0:
                return dr
        # 3. money
        sg = find(opts, "play", card="Sure Gamble")
        if sg is not None and credits < 12:
            return sg
        em = find(opts, "play", card="Easy Mark")
        if em is not None and credits < 10:
            return em
        # 4. breakers for the ice types we lack
        pick = self.install_breaker()
        if pick is not None:
            return pick
        # 5. economy permanents
        for t in ("Armitage Codebusting", "Magnum Opus", "Desperado", "Cyberfeeder"):
            o = find(opts, "install", card=t)
            if o is not None and self.can_afford_install(
                t, keep=0 if t == "Armitage Codebusting" else 2
            ):
                if t == "Desperado" and any("Console" in keywords(x) for x in self.installed):
                    continue
                if t == "Magnum Opus" and self.mu_free() < 2:
                    continue
                return o
        # 6. a run worth making
        pick = self.best_run()
        if pick is not None:
            return pick
        # 7. dig for the icebreakers we lack
        deck = _n(r["deck_size"])
        missing = [t for t in ("Barrier", "Code Gate", "Sentry") if t not in self.covered()]
        if missing and deck > 0 and credits >= 5 and not any(is_breaker(t) for t in hand):
            dz = find(opts, "play", card="Diesel")
            if dz is not None:
                return dz
            if len(hand) < _n(r.get("max_hand_size", 5)):
                dr = find(opts, "draw")
                if dr is not None:
                    return dr
        # 8. click economy while money is short
        for o in of_kind(opts, "ability"):
            if o.card == "Armitage Codebusting" or (o.card == "Magnum Opus" and credits < 15):
                return o
        for o in of_kind(opts, "ability"):
            if o.card == "Crypsis":
                crypsis = [p for p in r["rig"]["program"] if p["title"] == "Crypsis"]
                if crypsis and not _n(crypsis[0]["counters"].get("virus")) and credits >= 3:
                    return o
        # 9. other useful installs
        pick = self.install_other()
        if pick is not None:
            return pick
        dz = find(opts, "play", card="Diesel")
        if dz is not None and len(hand) <= 2:
            return dz
        inf = find(opts, "play", card="Infiltration")
        if inf is not None:
            return inf
        if tags and credits >= 4:
            rt = find(opts, "remove_tag")
            if rt is not None:
                return rt
        if len(hand) < _n(r.get("max_hand_size", 5)) and deck > 0:
            dr = find(opts, "draw")
            if dr is not None:
                return dr
        for o in of_kind(opts, "ability"):
            if o.card == "Magnum Opus":
                return o
        return find(opts, "credit")

    def can_afford_install(self, t: str, keep: int = 0) -> bool:
        return cost_of(t) - self.kate_discount(t) + keep <= self.credits

    def kate_discount(self, t: str) -> int:
        ident = (self.r.get("identity") or {}).get("title") or ""
        if ident.startswith("Kate") and type_of(t) in ("program", "hardware"):
            return 1
        return 0

    def install_breaker(self) -> Option | None:
        opts = self.opts
        have = self.covered()
        installs = [o for o in of_kind(opts, "install") if is_breaker(o.card or "")]
        seen = self.seen_types()
        want = [t for t in ("Code Gate", "Barrier", "Sentry") if t not in have]
        want.sort(key=lambda t: 0 if t in seen else 1)
        for typ in want:
            cands = []
            for o in installs:
                b = breaker_info(o.card or "")
                if b is None or b.zero_only:
                    continue
                if b.breaks != typ and b.breaks is not None:
                    continue
                t = o.card or ""
                if memory_cost(t) > self.mu_free() or o.target is not None:
                    continue
                if t == "Femme Fatale" and self.credits < 12:
                    continue
                if self.can_afford_install(t):
                    cands.append(o)
            if cands:
                return min(cands, key=lambda o: cost_of(o.card or ""))
        if want:
            mod = find(opts, "play", card="Modded")
            if mod is not None and any(
                breaks_any(t, want)
                and memory_cost(t) <= self.mu_free()
                and cost_of(t) - 3 <= self.credits
                for t in self.hand
            ):
                return mod
            missing_in_hand = not any(breaks_any(t, want) for t in self.hand)
            so = find(opts, "play", card="Special Order")
            if so is not None and missing_in_hand and self.credits >= 4:
                return so
            if self.mu_free() < 1:
                mem = find(opts, "install", card="Akamatsu Mem Chip")
                if mem is not None:
                    return mem
        return None

    def install_other(self) -> Option | None:
        best = None
        best_v = 0.5
        for o in of_kind(self.opts, "install"):
            t = o.card or ""
            if is_breaker(t):
                continue
            v = self.install_worth(t)
            if o.target is not None and t not in ("The Personal Touch",):
                if t == "Parasite":
                    v = self.parasite_worth(o)
                else:
                    v -= 0.5
            if type_of(t) == "program" and memory_cost(t) > self.mu_free():
                continue
            if "Console" in keywords(t) and any("Console" in keywords(x) for x in self.installed):
                continue
            if t in self.installed and (t in ("Desperado", "The Toolbox", "Magnum Opus")):
                continue
            if cost_of(t) - self.kate_discount(t) > self.credits - 2 and cost_of(t) > 1:
                continue
            if v > best_v:
                best, best_v = o, v
        return best

    def parasite_worth(self, o: Option) -> float:
        t = o.target or ""
        if not t or type_of(t) != "ice":
            return 0.0
        info = ice_info(t)
        if not (info.types - self.covered()):
            return 0.5
        return 2.0 + 0.5 * info.etrs

    def install_worth(self, t: str) -> float:
        if is_breaker(t):
            b = breaker_info(t)
            assert b is not None
            if b.breaks is None:
                return 3.0 if not b.zero_only else 0.5
            return 6.0 if b.breaks not in self.covered() else 0.2
        v = RUNNER_INSTALL_VALUE.get(t, 0.5)
        if t == "Net Shield" and self.corp_faction != "jinteki":
            v = 0.2
        if t in ("Rabbit Hole", "Access to Globalsec") and self.corp_faction == "nbn":
            v += 1.5
        if t == "Medium" and "R&D" in self.servers and not self.servers["R&D"]["ice"]:
            v += 1.0
        return v

    def program_worth(self, t: str) -> float:
        if is_breaker(t):
            return 10.0
        return RUNNER_INSTALL_VALUE.get(t, 1.0)

    def card_worth(self, t: str) -> float:
        if is_breaker(t):
            b = breaker_info(t)
            return 8.0 if b is not None and b.breaks not in self.covered() else 3.0
        if t in RUNNER_ECON_EVENTS:
            return 6.0
        return RUNNER_INSTALL_VALUE.get(t, 1.0)

    def pick_breaker_from(self, ch: list[Option]) -> Option | None:
        if not ch:
            return find(self.opts, "pass")
        have = self.covered()

        def worth(o: Option) -> float:
            b = breaker_info(o.card or "")
            if b is None:
                return 0.0
            if b.breaks is None:
                return 2.0 if not b.zero_only else 0.0
            v = 5.0 if b.breaks not in have else 1.0
            return v - 0.3 * cost_of(o.card or "")

        return max(ch, key=worth)

    # -------------------------------------------------------------- runs

    def best_run(self) -> Option | None:
        opts = self.opts
        best: Option | None = None
        best_ev = 0.5
        target = None
        counts = self.bot.runs_this_turn
        for o in of_kind(opts, "run"):
            name = o.server or ""
            ev = self.run_ev(name) - 0.5 * counts.get(name, 0)
            if ev > best_ev:
                best, best_ev, target = o, ev, name
        # run events
        for o in of_kind(opts, "play"):
            t = o.card or ""
            cost = cost_of(t)
            if t == "The Maker\u2019s Eye" or t == "The Maker's Eye":
                ev = self.run_ev("R&D", accesses=3, extra=-cost, event=True) - cost
                if ev > best_ev:
                    best, best_ev, target = o, ev, "R&D"
            elif t == "Inside Job":
                for name in self.servers:
                    ev = self.run_ev(name, skip_first=True, extra=-cost, event=True) - cost
                    if ev > best_ev:
                        best, best_ev, target = o, ev, name
            elif t == "Account Siphon":
                corp_cr = _n(self.c["credits"])
                gain = 3.0 * min(5, corp_cr) - 2 * self.tag_harm
                if corp_cr >= 4 and _n(self.r["tags"]) == 0:
                    ev = self.run_ev("HQ") + gain - self.server_value("HQ")
                    if ev > best_ev:
                        best, best_ev, target = o, ev, "HQ"
            elif t == "Stimhack" and self.r["hand_size"] > 2:
                for name in self.servers:
                    ev = self.run_ev(name, extra=9, event=True) - 4.0
                    if ev > best_ev:
                        best, best_ev, target = o, ev, name
            elif t == "Demolition Run":
                for name in ("HQ", "R&D"):
                    ev = self.run_ev(name, extra=-cost, event=True) - cost + 1.0
                    if ev > best_ev:
                        best, best_ev, target = o, ev, name
        for o in of_kind(opts, "ability"):
            if o.card == "Sneakdoor Beta":
                ev = self.run_ev("Archives")
                hq = self.server_value("HQ") - self.server_value("Archives")
                ev += (
                    hq
                    * self.path(
                        self.servers["Archives"]["ice"], self.rig.credits, self.clicks - 1
                    ).p
                )
                if ev > best_ev:
                    best, best_ev, target = o, ev, "Archives"
        if best is not None and target is not None:
            self.bot.run_target = target
            counts[target] = counts.get(target, 0) + 1
            eye = best.card in ("The Maker\u2019s Eye", "The Maker's Eye")
            self.bot.run_info = (
                target,
                3 if eye else 1,
                _n(self.c["deck_size"]),
                _n(self.r["agenda_points"]),
            )
            self.bot.reached = not self.servers[target]["ice"]
        return best

    def pick_server(self) -> Option | None:
        ch = of_kind(self.opts, "choose")
        if not ch:
            return None
        t = self.bot.run_target
        for o in ch:
            if o.server == t or (o.label.endswith(t or "\x00")):
                return o
        return max(ch, key=lambda o: self.run_ev(o.server or o.label.split()[-1]))

    # -------------------------------------------------------------- during a run

    def current_ice(self) -> tuple[dict[str, Any] | None, IceInfo | None]:
        run = self.v.get("run") or {}
        ice = run.get("ice")
        if not ice or not ice.get("title"):
            return ice, None
        return ice, ice_info(ice["title"])

    def unbroken(self, info: IceInfo, ice_id: int) -> list[int]:
        """Indexes of the subroutines not broken yet in this encounter."""
        bot = self.bot
        if bot.enc_ice != ice_id:
            bot.enc_ice = ice_id
            bot.enc_broken = set()
        m = _UNBROKEN.search(self.d.prompt)
        left = [i for i in range(len(info.subs)) if i not in bot.enc_broken]
        if m:
            n = int(m.group(1))
            if n != len(left):
                if n == len(info.subs):
                    bot.enc_broken = set()
                    left = list(range(n))
                else:
                    left = list(range(len(info.subs) - n, len(info.subs)))
                    bot.enc_broken = set(range(len(info.subs) - n))
        return left

    def mark_broken(self, info: IceInfo, text: str, count: int) -> None:
        left = [i for i in range(len(info.subs)) if i not in self.bot.enc_broken]
        first = next((i for i in left if info.subs[i].text == text), None)
        if first is None:
            return
        chosen = [first]
        for i in left:
            if i > first and len(chosen) < count:
                chosen.append(i)
        self.bot.enc_broken.update(chosen)

    def encounter(self) -> Option | None:
        opts = self.opts
        ice, info = self.current_ice()
        if ice is None or info is None:
            return find(opts, "pass")
        left = self.unbroken(info, ice["id"])
        subs = [info.subs[i] for i in left]
        strength = _n(ice.get("strength"))
        plan = plan_ice(
            info, strength, subs, self.rig, self.rig.credits, 0, self.rig.hand, allow_clicks=False
        )
        if plan.breaker is None or not plan.breaks:
            # the run will end: break what hurts before the first "end the run", if cheap
            return self.break_before_end(info, left, subs, strength) or find(opts, "pass")
        # lower the ice's strength first (Datasucker), then boost, then break
        b_card = next((c for c, b in self.rig.breakers if b.title == plan.breaker), None)
        b = breaker_info(plan.breaker)
        assert b is not None
        cur = _n(b_card.get("strength")) if b_card else 0
        if b.zero_only:
            if strength > 0:
                o = next((o for o in of_kind(opts, "ability") if o.card == plan.breaker), None)
                if o is not None:
                    return o
        elif strength > cur:
            for o in of_kind(opts, "ability"):
                if o.card == "Datasucker":
                    return o
            boost = find(opts, "boost", card=plan.breaker)
            if boost is not None:
                return boost
            return find(opts, "pass")
        want = [subs[i] for i in plan.breaks]
        want.sort(key=lambda s: self.sub_priority(s))
        for s in want:
            o = find(opts, "break", card=plan.breaker, target=s.text)
            if o is not None:
                self.mark_broken(info, s.text, b.subs)
                return o
        return find(opts, "pass")

    def sub_priority(self, s: SubInfo) -> int:
        if s.etr:
            return 0
        if s.net or s.meat or s.brain:
            return 1
        if s.trash:
            return 2
        if s.kind == "other":
            return 3
        if s.trace >= 0 or s.tags:
            return 4
        return 5

    def break_before_end(
        self, info: IceInfo, left: list[int], subs: list[SubInfo], strength: int
    ) -> Option | None:
        first_etr = next((k for k, s in enumerate(subs) if s.etr), None)
        if first_etr is None:
            return None
        for k in range(first_etr):
            s = subs[k]
            h = sub_harm(s, self.rig, self.rig.hand)
            if h < 2.0:
                continue
            for o in of_kind(self.opts, "break"):
                if o.target == s.text:
                    b = breaker_info(o.card or "")
                    if b is not None and b.cost <= h:
                        self.mark_broken(info, s.text, b.subs)
                        return o
        return None

    def click_break(self) -> Option | None:
        opts = self.opts
        ice, info = self.current_ice()
        if ice is None or info is None:
            return find(opts, "pass")
        left = self.unbroken(info, ice["id"])
        subs = [info.subs[i] for i in left]
        strength = _n(ice.get("strength"))
        with_credits = plan_ice(
            info, strength, subs, self.rig, self.rig.credits, 0, self.rig.hand, allow_clicks=False
        )
        if not with_credits.ends and with_credits.breaker is not None:
            return find(opts, "pass")
        plan = plan_ice(info, strength, subs, self.rig, 0, self.clicks, self.rig.hand)
        if plan.ends or not plan.clicks:
            return find(opts, "pass")
        want = sorted((subs[i] for i in plan.breaks), key=self.sub_priority)
        for s in want:
            o = find(opts, "break", target=s.text)
            if o is not None:
                self.mark_broken(info, s.text, 1)
                return o
        return find(opts, "pass")

    def movement(self) -> Option | None:
        opts = self.opts
        run = self.v.get("run") or {}
        name = run.get("server")
        s = self.servers.get(name or "")
        if s is None:
            return find(opts, "jack_out")
        pos = _n(run.get("position"))
        ices = s["ice"]
        n = len(ices)
        rest = ices[n - pos :] if pos > 0 else []
        info = self.bot.run_info
        accesses = info[1] if info is not None and info[0] == name else 1
        value = self.server_value(name or "", accesses)
        pe = self.path(rest, self.rig.credits, self.clicks)
        death = pe.death + pe.p * self.access_death(name or "", accesses, self.rig.hand)
        ev = pe.p * value - pe.credits - pe.harm - death * DEATH
        if ev > -0.5 or not rest and value >= 0:
            if not rest:
                self.bot.reached = True
            return find(opts, "pass")
        return find(opts, "jack_out")

    def after_run(self) -> None:
        """Back in the action phase: remember what a run on R&D showed."""
        bot = self.bot
        info = bot.run_info
        if info is None:
            return
        bot.run_info = None
        server, accesses, deck, points = info
        if server != "R&D" or not bot.reached:
            return
        if _n(self.c["deck_size"]) == deck and _n(self.r["agenda_points"]) == points:
            bot.rd_known = (deck, accesses)

    def access_order(self) -> Option | None:
        acc = of_kind(self.opts, "access")

        def first(o: Option) -> float:
            t = o.card
            if t and type_of(t) == "agenda":
                return 0
            if o.card is None and o.card_id is None:
                return 1  # the HQ/R&D pull
            return 2

        return min(acc, key=first)

    def trash_accessed(self) -> Option | None:
        o = find(self.opts, "trash")
        if o is None:
            return None
        t = o.card or ""
        if o.card_id is not None:
            self.bot.known[o.card_id] = t
        cost = o.amount or 0
        if cost == 0:
            return o
        worth = TRASH_VALUE.get(t, 0.0)
        if worth >= cost and cost <= self.credits - 1:
            return o
        if worth >= cost + 2 and cost <= self.credits:
            return o
        return find(self.opts, "pass")

    def replace_access(self) -> Option | None:
        for o in of_kind(self.opts, "ability"):
            if o.card == "Account Siphon" and _n(self.c["credits"]) >= 2:
                return o
            if o.card == "Bank Job":
                run = self.v.get("run") or {}
                s = self.servers.get(run.get("server") or "")
                if s is not None and not any(
                    (x["title"] is None and self.bot.known.get(x["id"]) is None)
                    or (x["title"] and type_of(x["title"]) == "agenda")
                    for x in s["content"]
                ):
                    return o
        return find(self.opts, "pass")

    def prevent(self) -> Option | None:
        prompt = self.d.prompt
        for o in of_kind(self.opts, "ability"):
            t = o.card or ""
            if t == "Net Shield":
                return o
            if t == "Crash Space" and "meat" in o.label:
                return o
            if t == "Decoy" and "tag" in o.label and self.tags_hurt():
                return o
            if t == "Sacrificial Construct" and "trash" in prompt:
                m = re.search(r"prevent (.+) from being trashed", o.label)
                victim = m.group(1) if m else ""
                if is_breaker(victim) or victim in ("Magnum Opus", "Desperado"):
                    return o
        return find(self.opts, "pass")

    def link_bid(self) -> Option | None:
        bids = of_kind(self.opts, "link")
        m = _STRENGTH.search(self.d.prompt)
        if not m:
            return find(bids, "link", amount=0)
        strength = int(m.group(1))
        need = max(0, strength - self.rig.link)
        worth = self.tag_harm + 1.0
        run = self.v.get("run")
        if run is not None and run.get("ice") and run["ice"].get("title") == "Ichi 1.0":
            worth += 6.0
        top = max(o.amount or 0 for o in bids)
        if need <= top and need <= worth and need <= self.credits:
            return find(bids, "link", amount=need)
        return find(bids, "link", amount=0)

    def choose_one(self) -> Option | None:
        ch = of_kind(self.opts, "choose")
        for o in ch:
            if "Gain" in o.label and "credit" in o.label:
                return o
        # Data Raven: take a tag or end the run
        tag = next((o for o in ch if "tag" in o.label.lower()), None)
        end = next((o for o in ch if "end the run" in o.label.lower()), None)
        if tag is not None and end is not None:
            run = self.v.get("run") or {}
            worth = self.server_value(run.get("server") or "")
            if worth > self.tag_harm and _n(self.r["tags"]) < 2:
                return tag
            return end
        return ch[0] if ch else None

    def femme_target(self) -> Option | None:
        ch = of_kind(self.opts, "choose")
        if not ch:
            return None

        def worth(o: Option) -> float:
            t = o.card
            if not t or type_of(t) != "ice":
                return 0.0
            info = ice_info(t)
            return (5.0 if "Sentry" in info.types else 1.0) + info.strength

        return max(ch, key=worth)

    def discard(self) -> Option | None:
        ds = of_kind(self.opts, "discard")
        return min(
            ds,
            key=lambda o: (
                self.card_worth(o.card or "")
                - (3.0 if (o.card or "") in self.installed and is_breaker(o.card or "") else 0.0)
            ),
        )


__all__ = ["HeuristicBot", "plan_ice", "Rig", "Plan"]

"""What the heuristic Runner reads from its view: its rig, what tags cost it, and what its cards
are worth to it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.decision import Decision
from ..knowledge import (
    breaker_info,
    cost_of,
    faction_of,
    ice_info,
    ice_types,
    keywords,
    type_of,
)
from .common import Mind, Rig, View, _n, is_breaker
from .hints import hint, install_value

if TYPE_CHECKING:
    from . import HeuristicBot


class RunnerFacts(Mind):
    """One Runner decision: the facts its rules use."""

    def __init__(self, bot: HeuristicBot, v: View, d: Decision) -> None:
        super().__init__(bot, v, d, "runner")
        ident = self.c.get("identity") or {}
        self.corp_faction = faction_of(ident["title"]) if ident.get("title") else "neutral-corp"
        # a Corp without an identity (the 1996 game) may hold any card of the set: tags are
        # punished (Scorched Earth, I Got a Rock) and damage comes from every direction
        self.faceless = self.c.get("identity") is None
        self.tag_harm = self.compute_tag_harm()
        self.rig = Rig(v, self.tag_harm)
        self.unknown_memo: dict[tuple[Any, ...], tuple[float, float, float, float, float]] = {}
        self.installed = {
            x["title"] for z in ("program", "hardware", "resource") for x in self.r["rig"][z]
        }
        self.identity = hint((self.r.get("identity") or {}).get("title"))

    def tags_punished_when_scored(self) -> bool:
        return any(hint(x["title"]).scored_tag_punisher for x in self.c["scored"])

    def compute_tag_harm(self) -> float:
        f = self.corp_faction
        h = 2.5
        if f == "weyland-consortium" or self.faceless:
            h = 6.0 if _n(self.r["hand_size"]) < 5 else 4.5
        elif f == "nbn":
            h = 4.0
        if self.tags_punished_when_scored():
            h = max(h, 5.0)
        if self.r["rig"]["resource"]:
            h += 1.0
        return h

    def tags_hurt(self) -> bool:
        """Can the Corp punish the tags the Runner has?"""
        f = self.corp_faction
        if f in ("weyland-consortium", "nbn") or self.faceless:
            return True
        if self.tags_punished_when_scored():
            return True
        worth = sum(install_value(x["title"], 1.0) for x in self.r["rig"]["resource"])
        return worth >= 3.0

    def covered(self) -> set[str]:
        out: set[str] = set()
        for card, b in self.rig.breakers:
            if b.needs_counter and not _n(card["counters"].get("virus")):
                continue
            if b.breaks is None:
                out.update(ice_types())
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
        if self.faceless:
            return 3
        if self.corp_faction == "haas-bioroid":
            return 2
        return 1

    def console_clash(self, t: str) -> bool:
        """Is ``t`` a console while one is installed (one console at a time)?"""
        return "Console" in keywords(t) and any("Console" in keywords(x) for x in self.installed)

    # -------------------------------------------------------------- what cards are worth

    def can_afford_install(self, t: str, keep: int = 0) -> bool:
        return cost_of(t) - self.rig_discount(t) + keep <= self.credits

    def rig_discount(self, t: str) -> int:
        """What the Runner's identity takes off installing ``t`` (Kate)."""
        if self.identity.rig_discount and type_of(t) in ("program", "hardware"):
            return self.identity.rig_discount
        return 0

    def install_worth(self, t: str) -> float:
        if is_breaker(t):
            b = breaker_info(t)
            assert b is not None
            if b.breaks is None:
                return 3.0 if not b.zero_only else 0.5
            return 6.0 if b.breaks not in self.covered() else 0.2
        v = install_value(t, 0.5)
        h = hint(t)
        if h.only_vs is not None and self.corp_faction != h.only_vs:
            v = 0.2
        if h.bonus_vs is not None and self.corp_faction == h.bonus_vs:
            v += 1.5
        if h.digs_rd and "R&D" in self.servers and not self.servers["R&D"]["ice"]:
            v += 1.0
        return v

    def program_worth(self, t: str) -> float:
        if is_breaker(t):
            return 10.0
        return install_value(t, 1.0)

    def card_worth(self, t: str) -> float:
        if is_breaker(t):
            b = breaker_info(t)
            return 8.0 if b is not None and b.breaks not in self.covered() else 3.0
        if hint(t).econ_gain is not None:
            return 6.0
        return install_value(t, 1.0)

    def parasite_worth(self, t: str) -> float:
        """Installing a program that trashes ice on ``t`` (the ice it is installed on)."""
        if not t or type_of(t) != "ice":
            return 0.0
        info = ice_info(t)
        if not (info.types - self.covered()):
            return 0.5
        return 2.0 + 0.5 * info.etrs

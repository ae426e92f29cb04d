"""What the heuristic Corp reads from its view: its servers, agendas, the credits it keeps for
rezzing ice, and what its cards are worth to it."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...engine.decision import Decision, Option
from ..knowledge import cost_of, ice_info, type_of
from .common import CENTRALS, Mind, View, agenda_points, find, of_kind, stops
from .hints import hint
from .reads import rez_cost

if TYPE_CHECKING:
    from . import HeuristicBot

RESERVE_CAP = 12


def holds_agenda(cards: list[dict[str, Any]]) -> bool:
    """Is an agenda among ``cards`` (the Corp's own, so it knows their titles)?"""
    return any(c["title"] and type_of(c["title"]) == "agenda" for c in cards)


class CorpFacts(Mind):
    """One Corp decision: the facts its rules use."""

    def __init__(self, bot: HeuristicBot, v: View, d: Decision) -> None:
        super().__init__(bot, v, d, "corp")

    def remotes(self) -> list[str]:
        return [n for n in self.servers if n not in CENTRALS]

    def agenda_cards(self) -> list[tuple[str, dict[str, Any]]]:
        out = []
        for name, s in self.servers.items():
            for c in s["content"]:
                if c["title"] and type_of(c["title"]) == "agenda":
                    out.append((name, c))
        return out

    def has_agenda(self, server: str) -> bool:
        """Is an agenda installed in ``server``?"""
        return holds_agenda(self.servers.get(server, {}).get("content", []))

    def archived_agenda(self) -> bool:
        """Is an agenda in Archives?"""
        return holds_agenda(self.c["discard"])

    def sneakdoor(self) -> bool:
        """Does the Runner have a program that makes a run on Archives one on HQ?"""
        return any(hint(x["title"]).archives_reaches_hq for x in self.r["rig"]["program"])

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
        return any(hint(t).tag_play is not None or hint(t).gives_tag for t in self.hand) or any(
            hint(x["title"]).scored_tag_punisher for x in self.c["scored"]
        )

    def runner_resources(self) -> list[dict[str, Any]]:
        return list(self.r["rig"]["resource"])

    def free_actions(self, own_turn: bool) -> Option | None:
        """Scoring, and rezzing assets worth rezzing."""
        opts = self.opts
        score = of_kind(opts, "score")
        if score:
            return max(score, key=lambda o: agenda_points(o.card or ""))
        for o in of_kind(opts, "rez"):
            h = hint(o.card)
            cost = rez_cost(o)
            if h.econ_asset and cost <= self.credits - self.reserve():
                return o
            if h.agenda_upgrade and self.has_agenda(o.server or "") and cost <= self.credits - 2:
                return o
            if h.hq_upgrade and cost <= self.credits - 2:
                return o
        # AstroScript: advance an agenda for free
        for o in of_kind(opts, "ability"):
            if hint(o.card).advance_ability and own_turn and self.agenda_cards():
                return o
        return None

    def card_keep_value(self, t: str) -> float:
        typ = type_of(t)
        if typ == "agenda":
            return 10.0
        if typ == "ice":
            return 6.0 - 0.2 * cost_of(t)
        h = hint(t)
        if h.keep_value_tagged is not None and self.r["tags"]:
            return h.keep_value_tagged
        if h.keep_value is not None:
            return h.keep_value
        return 2.0

    def ice_need(self, agendas_in_hand: bool) -> list[str]:
        """Servers in the order they need (more) ice."""
        s = self.servers
        n_hq = len(s["HQ"]["ice"])
        n_rd = len(s["R&D"]["ice"])
        remotes = self.remotes()
        agenda_remotes = [n for n in remotes if self.has_agenda(n)]
        scoring = self.scoring_remote()
        need: list[str] = []
        if n_hq == 0:
            need.append("HQ")
        if n_rd == 0:
            need.append("R&D")
        if not s["Archives"]["ice"] and (self.sneakdoor() or self.archived_agenda()):
            need.append("Archives")
        for depth in (2, 3):  # a second piece of ice everywhere, then a third
            need.extend(n for n in agenda_remotes if len(s[n]["ice"]) < depth)
            if depth == 2 and scoring is None and not agenda_remotes:
                need.append("new remote")
            elif scoring is not None and len(s[scoring]["ice"]) < depth:
                need.append(scoring)
            if n_rd < depth:
                need.append("R&D")
            if n_hq < depth:
                need.append("HQ")
        return need

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

    def asset_install(self, title: str) -> Option | None:
        """Install an asset in an empty remote without agenda or asset, else a new one."""
        opts = [o for o in of_kind(self.opts, "install") if o.card == title]
        for o in opts:
            if o.server and o.server not in CENTRALS and o.server != "new remote":
                s = self.servers[o.server]
                if not s["content"] and not s["ice"]:
                    return o
        return find(opts, "install", server="new remote")

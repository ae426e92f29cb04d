"""The heuristic Runner's runs: what a server is worth and what getting in costs (ice it has
seen, and the ice an unrezzed card may be), which run to make, whether to go on, and what to do
with what it accesses."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.decision import Option
from ..knowledge import IceInfo, ambushes, cost_of, ice_info, ice_pool, type_of
from .common import (
    AGENDA_DENSITY,
    AVG_POINTS,
    CENTRALS,
    CLICK,
    DEATH,
    POINT,
    PathEval,
    _n,
    agenda_points,
    find,
    of_kind,
    plan_ice,
    trash_cost,
)
from .hints import hint
from .runner_facts import RunnerFacts


class RunnerRuns(RunnerFacts):
    """The Runner's runs, from choosing one to accessing cards."""

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
            bonus = self.identity.first_hq_run_bonus
            if bonus and not self.bot.runs_this_turn.get("HQ"):
                v += bonus
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
                worth = hint(t).trash_value
                if typ == "agenda":
                    v += agenda_points(t) * point
                elif worth is not None:
                    cost = trash_cost(t) or 0
                    if cost <= self.credits:
                        v += max(0.0, worth - cost)
                elif t in ambushes():
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

    # -------------------------------------------------------------- which run

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
            h = hint(t)
            if h.siphons:
                corp_cr = _n(self.c["credits"])
                gain = 3.0 * min(5, corp_cr) - 2 * self.tag_harm
                if corp_cr >= 4 and _n(self.r["tags"]) == 0:
                    ev = self.run_ev("HQ") + gain - self.server_value("HQ")
                    if ev > best_ev:
                        best, best_ev, target = o, ev, "HQ"
            elif (e := h.run_event) is not None and (
                e.grip_over is None or self.r["hand_size"] > e.grip_over
            ):
                for name in e.servers or self.servers:
                    ev = self.run_ev(
                        name,
                        accesses=e.accesses,
                        skip_first=e.bypass_first,
                        extra=e.credits - cost,
                        event=True,
                    )
                    ev = ev - cost - e.harm
                    if ev > best_ev:
                        best, best_ev, target = o, ev, name
        for o in of_kind(opts, "ability"):
            if hint(o.card).archives_reaches_hq:
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
            event = hint(best.card).run_event
            self.bot.run_info = (
                target,
                event.accesses if event is not None else 1,
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
            if o.server == t:
                return o
        return max(ch, key=lambda o: self.run_ev(o.server or ""))

    # -------------------------------------------------------------- during a run

    # -------------------------------------------------------------- going on, and accessing

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
        worth = hint(t).trash_value or 0.0
        if worth >= cost and cost <= self.credits - 1:
            return o
        if worth >= cost + 2 and cost <= self.credits:
            return o
        return find(self.opts, "pass")

    def replace_access(self) -> Option | None:
        for o in of_kind(self.opts, "ability"):
            h = hint(o.card)
            if h.siphons and _n(self.c["credits"]) >= 2:
                return o
            if h.remote_job:
                run = self.v.get("run") or {}
                s = self.servers.get(run.get("server") or "")
                if s is not None and not any(
                    (x["title"] is None and self.bot.known.get(x["id"]) is None)
                    or (x["title"] and type_of(x["title"]) == "agenda")
                    for x in s["content"]
                ):
                    return o
        return find(self.opts, "pass")

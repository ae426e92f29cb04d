"""The heuristic Runner meeting a piece of ice: which breaker, what to boost, which subroutines
to break first (remembering what it broke), and clicking through bioroids."""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine.decision import Option
from ..knowledge import IceInfo, SubInfo, breaker_info, ice_info, with_subroutines
from .common import Plan, _n, find, of_kind, plan_ice, sub_harm
from .hints import hint
from .reads import unbroken_left
from .runner_facts import RunnerFacts


class Meeting(NamedTuple):
    """The ice the Runner is encountering, as far as it is not broken yet."""

    info: IceInfo
    left: list[int]  # indexes of its subroutines not broken yet
    subs: list[SubInfo]  # those subroutines
    strength: int
    plan: Plan  # the best way through it with credits


class RunnerEncounters(RunnerFacts):
    """The Runner's encounters with ice."""

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
        n = unbroken_left(self.d)
        left = [i for i in range(len(info.subs)) if i not in bot.enc_broken]
        if n is not None and n != len(left):
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

    def meeting(self) -> Meeting | None:
        """The ice met now and the best way through it with credits (None: no ice known)."""
        ice, info = self.current_ice()
        if ice is None or info is None:
            return None
        shown = (self.v.get("run") or {}).get("subroutines") or []
        if shown and [s["text"] for s in shown] != [s.text for s in info.subs]:
            # not the printed subroutines (the 1996 rez-time choices, ice counting ice): the
            # view's list, with what is broken
            info = with_subroutines(info, [s["text"] for s in shown])
            left = [i for i, s in enumerate(shown) if not s["broken"]]
        else:
            left = self.unbroken(info, ice["id"])
        subs = [info.subs[i] for i in left]
        strength = _n(ice.get("strength"))
        plan = plan_ice(
            info, strength, subs, self.rig, self.rig.credits, 0, self.rig.hand, allow_clicks=False
        )
        return Meeting(info, left, subs, strength, plan)

    def encounter(self) -> Option | None:
        opts = self.opts
        m = self.meeting()
        if m is None:
            return find(opts, "pass")
        info, left, subs, strength, plan = m
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
                if hint(o.card).lowers_strength:
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
        """The subroutine of a Bioroid to break with a click next, or None when its plan spends
        no more clicks (the icebreakers, in the same window, do the rest)."""
        opts = self.opts
        m = self.meeting()
        if m is None:
            return None
        info, _, subs, strength, with_credits = m
        if not with_credits.ends and with_credits.breaker is not None:
            return None
        plan = plan_ice(info, strength, subs, self.rig, 0, self.clicks, self.rig.hand)
        if plan.ends or not plan.clicks:
            return None
        want = sorted((subs[i] for i in plan.breaks), key=self.sub_priority)
        ice_id = ((self.v.get("run") or {}).get("ice") or {}).get("id")
        for s in want:
            o = find(opts, "break", target=s.text, card_id=ice_id)
            if o is not None:
                self.mark_broken(info, s.text, 1)
                return o
        return None

"""The heuristic Corp: which decision it is (``DECIDE``, an ordered list of small rules), and the
answers outside its own clicks (rezzing, traces, choices, discards)."""

from __future__ import annotations

from typing import ClassVar

from ...engine.decision import Option
from ..knowledge import advancement_cost, ambushes, cost_of, ice_info, type_of
from .common import CENTRALS, Rule, _n, agenda_points, find, is_breaker, of_kind
from .corp_turn import CorpTurn
from .hints import hint
from .reads import (
    about_advancement,
    about_to,
    installs_over_ice,
    out_of_clicks,
    rez_cost,
    trace_base,
    trace_limit,
    trace_matters,
)


class CorpMind(CorpTurn):
    """One Corp decision."""

    # -------------------------------------------------------------- the rules, in order

    def on_keep(self) -> Option | None:
        if "keep" not in self.kinds:
            return None
        has_ice = any(type_of(t) == "ice" for t in self.hand)
        return self.owns(find(self.opts, "keep") if has_ice else find(self.opts, "mulligan"))

    def on_trace(self) -> Option | None:
        return self.owns(self.trace_bid()) if "trace" in self.kinds else None

    def on_discard(self) -> Option | None:
        return self.owns(self.discard()) if "discard" in self.kinds else None

    def on_action(self) -> Option | None:
        return self.owns(self.action()) if "credit" in self.kinds else None

    def on_last_window(self) -> Option | None:
        """Scoring and rezzing, on the Corp's turn without a click to spend."""
        if "score" in self.kinds or out_of_clicks(self.d):
            return self.owns(self.free_actions(own_turn=True) or find(self.opts, "pass"))
        return None

    def rez_approached_ice(self) -> Option | None:
        run = self.v.get("run")
        if run is not None and "rez" in self.kinds and run.get("ice") is not None:
            rez = find(self.opts, "rez", card_id=run["ice"]["id"])
            if rez is not None and self.should_rez_ice(rez, run["server"]):
                return rez
        return None

    def on_install(self) -> Option | None:
        """Installing without a click (Shipment from MirrorMorph, ABT)."""
        return self.owns(self.install_choice()) if "install" in self.kinds else None

    def on_choose(self) -> Option | None:
        choose = of_kind(self.opts, "choose")
        return self.choose_card(choose) if choose else None

    def free_ice_rez(self) -> Option | None:
        """Rezzing ice for free (Priority Requisition): the dearest."""
        free = of_kind(self.opts, "rez")
        if free and all(type_of(o.card or "") == "ice" for o in free) and self.v.get("run") is None:
            return max(free, key=lambda o: cost_of(o.card or ""))
        return None

    def optional_effect(self) -> Option | None:
        """Ambushes and the like: yes, if the Corp may; a forfeit: keep the point."""
        for o in of_kind(self.opts, "ability"):
            h = hint(o.card)
            if h.corp_always_uses and "pass" in self.kinds:
                return o
            if h.corp_never_uses:
                return self.owns(find(self.opts, "pass"))
        return None

    def declined_source(self) -> Option | None:
        if hint(self.src).corp_declines:
            return find(self.opts, "pass") or min(self.opts, key=lambda o: o.amount or 0)
        return None

    def let_expose(self) -> Option | None:
        return self.owns(find(self.opts, "pass")) if about_to(self.d, "expose") else None

    def on_window(self) -> Option | None:
        """Windows: rez assets, use abilities such as Nisei MK II."""
        return self.owns(self.window())

    DECIDE: ClassVar[tuple[Rule[CorpMind], ...]] = (
        on_keep,
        on_trace,
        on_discard,
        on_action,
        on_last_window,
        rez_approached_ice,
        on_install,
        CorpTurn.on_secret,
        on_choose,
        free_ice_rez,
        optional_effect,
        declined_source,
        let_expose,
        on_window,
    )

    # -------------------------------------------------------------- choices

    def choose_card(self, choose: list[Option]) -> Option | None:
        """A "choose" decision: what it is about, from the cards it offers."""
        opts = self.opts
        how = hint(self.src).corp_choice
        if how == "agenda_x":  # X: as many tokens as the agenda needs
            lefts = [
                advancement_cost(c["title"]) - _n(c["advancements"])
                for n, c in self.agenda_cards()
                if n not in CENTRALS
            ]
            want = min([x for x in lefts if x > 0], default=1)
            fits = [o for o in choose if (o.amount or 0) <= want]
            return max(fits or choose, key=lambda o: o.amount or 0)
        if how == "least":
            return min(choose, key=lambda o: o.amount or 0)
        if how == "pass":
            return find(opts, "pass") or choose[0]
        if any(o.target == "trash" for o in choose):  # Forged Activation Orders: rez or trash
            rez = find(opts, "rez")
            if rez is not None and rez_cost(rez) <= self.credits - 1:
                return rez
            return next(o for o in choose if o.target == "trash")
        titles = [o.card or "" for o in choose]
        if any(titles) and all(type_of(t) in ("program", "hardware") for t in titles if t):
            return self.pick_program_to_trash()
        scored = {x["id"] for x in self.c["scored"]}
        if all(o.card_id in scored for o in choose):
            return min(choose, key=lambda o: agenda_points(o.card or ""))
        mine = {c["id"] for s in self.servers.values() for c in s["ice"]}
        over_ice = installs_over_ice(self.d)
        if over_ice or (find(opts, "pass") is not None and all(o.card_id in mine for o in choose)):
            p = find(opts, "pass")
            if p is not None and over_ice:  # install without trashing any
                return p
            if p is None:
                return min(choose, key=lambda o: cost_of(o.card or ""))
        if about_advancement(self.d) or how == "advance":
            return self.advance_target(choose)
        if how == "fetch" or all(o.card and o.card_id is None for o in choose):
            return self.best_card_to_fetch(choose)
        return None

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
            if t in ambushes():
                return 10.0
            return 1.0

        return max(ch, key=worth)

    def best_card_to_fetch(self, ch: list[Option]) -> Option | None:
        if not ch:
            return None
        return max(ch, key=lambda o: self.card_keep_value(o.card or ""))

    def discard(self) -> Option | None:
        ds = of_kind(self.opts, "discard")
        return min(ds, key=lambda o: self.card_keep_value(o.card or ""))

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

    # -------------------------------------------------------------- rezzing and windows

    def should_rez_ice(self, rez: Option, server: str) -> bool:
        info = ice_info(rez.card or "")
        cost = rez_cost(rez)
        if cost > self.credits:
            return False
        s = self.servers.get(server, {"content": [], "ice": []})
        if info.forfeit:  # Archer: only to save an agenda, paying with a 1-pointer
            scored = [agenda_points(x["title"]) for x in self.c["scored"]]
            return self.has_agenda(server) and bool(scored) and min(scored) <= 1
        worthless = False
        if server == "Archives":
            worthless = not self.sneakdoor() and not self.archived_agenda()
        elif server not in CENTRALS and not s.get("content"):
            worthless = True
        return not (worthless and cost > 2)

    def window(self) -> Option | None:
        """A paid-ability / rez window outside the Corp's own actions."""
        opts = self.opts
        run = self.v.get("run")
        if run is not None:
            server = run["server"]
            has_agenda = self.has_agenda(server)
            if server == "HQ":
                has_agenda = has_agenda or any(type_of(t) == "agenda" for t in self.hand)
            if has_agenda and run.get("phase") == "approach_server":
                for o in of_kind(opts, "ability"):
                    if hint(o.card).ends_run_ability:
                        return o
                for o in of_kind(opts, "rez"):
                    if (
                        hint(o.card).rez_on_approach
                        and o.server == server
                        and rez_cost(o) <= self.credits
                    ):
                        return o
            return find(opts, "pass")
        pick = self.free_actions(own_turn=False)
        if pick is not None and pick.kind == "rez":
            return pick
        return find(opts, "pass")

    def trace_bid(self) -> Option | None:
        bids = of_kind(self.opts, "trace")
        base = trace_base(self.d)
        runner_max = _n(self.r["link"]) + _n(self.r["credits"])
        need = max(0, runner_max + 1 - base)
        ident = self.c.get("identity") or {}
        free = _n(ident.get("counters", {}).get("recurring"))
        matters = (
            self.tag_punish_cards()
            or bool(self.runner_resources())
            or trace_matters(self.d)
            or _n(self.r["tags"]) == 0
        )
        budget = free + max(0, self.credits - free - self.reserve())
        top = max(o.amount or 0 for o in bids)
        if trace_limit(self.d) is not None:
            # the 1996 trace: bids in secret, ties to the Corp; bid all it can spare when it
            # matters (the Runner's link is not known until the reveal)
            want = min(top, budget) if matters else 0
            return find(bids, "trace", amount=want) or bids[0]
        if not matters:
            want = min(free, need)
        else:
            want = min(need, budget, top)
            if want < need and want > free:
                want = free if need > budget + 3 else want
        want = max(0, min(want, top))
        return find(bids, "trace", amount=want) or bids[0]

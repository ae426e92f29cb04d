"""The heuristic Runner: which decision it is (``DECIDE``), its turn (``ACTION_RULES``), both
ordered lists of small rules, and its answers to choices, traces and preventions."""

from __future__ import annotations

from typing import ClassVar

from ...engine.decision import Option
from ..knowledge import breaker_info, cost_of, definition, ice_info, ice_types, type_of
from .common import (
    Rule,
    _n,
    breaks_any,
    economy_play,
    find,
    find_hinted,
    first_pick,
    is_breaker,
    memory_cost,
    of_kind,
)
from .encounters import RunnerEncounters
from .hints import hint, orders
from .reads import (
    about_to,
    choice_effects,
    ends_the_run,
    gains_credits,
    is_encounter,
    saved_card,
    secret_link,
    takes_tag,
    trace_strength,
)
from .runs import RunnerRuns


class RunnerMind(RunnerRuns, RunnerEncounters):
    """One Runner decision."""

    # -------------------------------------------------------------- which decision it is

    def on_keep(self) -> Option | None:
        return self.owns(find(self.opts, "keep")) if "keep" in self.kinds else None

    def on_link(self) -> Option | None:
        return self.owns(self.link_bid()) if "link" in self.kinds else None

    def on_discard(self) -> Option | None:
        return self.owns(self.discard()) if "discard" in self.kinds else None

    def on_action(self) -> Option | None:
        return self.owns(self.action()) if "credit" in self.kinds else None

    def on_encounter(self) -> Option | None:
        if not is_encounter(self.d):
            return None
        ice = (self.v.get("run") or {}).get("ice") or {}
        if any(o.kind == "break" and o.card_id == ice.get("id") for o in self.opts):
            o = self.click_break()  # bioroid: clicks break its subroutines, as its plan says
            if o is not None:
                return self.owns(o)
        return self.owns(self.encounter())

    def on_movement(self) -> Option | None:
        return self.owns(self.movement()) if "jack_out" in self.kinds else None

    def on_access(self) -> Option | None:
        return self.owns(self.access_order()) if "access" in self.kinds else None

    def on_steal(self) -> Option | None:
        return self.owns(find(self.opts, "steal")) if "steal" in self.kinds else None

    def on_trash(self) -> Option | None:
        return self.owns(self.trash_accessed()) if "trash" in self.kinds else None

    def on_prevention(self) -> Option | None:
        abilities = of_kind(self.opts, "ability")
        if any(definition(o.card or "").prevention for o in abilities):
            return self.owns(self.prevent())
        return None

    def on_replacing_access(self) -> Option | None:
        run = self.v.get("run")
        abilities = of_kind(self.opts, "ability")
        if run is not None and run.get("phase") in ("success", "access") and abilities:
            return self.owns(self.replace_access())
        return None

    def bypass(self) -> Option | None:
        """Pay to bypass the ice (Femme Fatale)."""
        abilities = of_kind(self.opts, "ability")
        return abilities[0] if hint(self.src).bypass_ability and abilities else None

    def take_job_credits(self) -> Option | None:
        if not hint(self.src).remote_job:
            return None
        ch = [o for o in self.opts if o.amount is not None]
        return self.owns(max(ch, key=lambda o: o.amount or 0) if ch else None)

    def decline_source(self) -> Option | None:
        below = hint(self.src).runner_declines_below
        if below is None:
            return None
        return self.owns(find(self.opts, "pass") if self.credits < below else None)

    def on_install(self) -> Option | None:
        """Installing from an event (Modded and the like): the most useful card."""
        installs = of_kind(self.opts, "install")
        if installs:
            return max(installs, key=lambda o: self.install_worth(o.card or ""))
        return None

    def on_choose(self) -> Option | None:
        choose = of_kind(self.opts, "choose")
        return self.owns(self.choose_card(choose)) if choose else None

    def decline(self) -> Option | None:
        return self.owns(find(self.opts, "pass"))

    DECIDE: ClassVar[tuple[Rule[RunnerMind], ...]] = (
        on_keep,
        on_link,
        on_discard,
        on_action,
        on_encounter,
        on_movement,
        on_access,
        on_steal,
        on_trash,
        on_prevention,
        on_replacing_access,
        bypass,
        take_job_credits,
        decline_source,
        on_install,
        RunnerEncounters.on_secret,
        on_choose,
        decline,
    )

    # -------------------------------------------------------------- the action phase

    def action(self) -> Option | None:
        self.bot.enc_ice = None
        self.after_run()
        return first_pick(self, self.ACTION_RULES)

    def deck(self) -> int:
        return _n(self.r["deck_size"])

    def max_hand(self) -> int:
        return _n(self.r.get("max_hand_size", 5))

    def remove_punished_tags(self) -> Option | None:
        """Tags the Corp can punish."""
        if _n(self.r["tags"]) and self.tags_hurt():
            return find(self.opts, "remove_tag")
        return None

    def refill_small_grip(self) -> Option | None:
        """A grip too small to survive."""
        if self.rig.hand < self.danger_hand() and (
            self.faceless or self.corp_faction in ("jinteki", "weyland-consortium", "haas-bioroid")
        ):
            dz = find_hinted(self.opts, "play", lambda h: h.draws)
            if dz is not None:
                return dz
            dr = find(self.opts, "draw")
            if dr is not None and self.deck() > 0:
                return dr
        return None

    def play_economy(self) -> Option | None:
        return economy_play(self.opts, self.credits)

    def install_economy(self) -> Option | None:
        """Economy permanents, the best first."""
        for t in orders().runner_econ_installs:
            o = find(self.opts, "install", card=t)
            if o is not None and self.can_afford_install(t, keep=hint(t).econ_install_keep or 0):
                if self.console_clash(t):
                    continue
                if type_of(t) == "program" and memory_cost(t) > self.mu_free():
                    continue
                return o
        return None

    def dig_for_breakers(self) -> Option | None:
        """Dig for the icebreakers we lack."""
        hand = self.hand
        missing = [t for t in ice_types() if t not in self.covered()]
        if missing and self.deck() > 0 and self.credits >= 5 and not any(map(is_breaker, hand)):
            dz = find_hinted(self.opts, "play", lambda h: h.draws)
            if dz is not None:
                return dz
            if len(hand) < self.max_hand():
                return find(self.opts, "draw")
        return None

    def click_economy(self) -> Option | None:
        """Click for credits while money is short."""
        for o in of_kind(self.opts, "ability"):
            below = hint(o.card).click_econ_below
            if below is not None and self.credits < below:
                return o
        return None

    def load_counters(self) -> Option | None:
        """Load an icebreaker that breaks with counters when it has none (Crypsis)."""
        for o in of_kind(self.opts, "ability"):
            if hint(o.card).loads_counters:
                mine = [p for p in self.r["rig"]["program"] if p["title"] == o.card]
                if mine and not _n(mine[0]["counters"].get("virus")) and self.credits >= 3:
                    return o
        return None

    def install_breaker(self) -> Option | None:
        """Breakers for the ice types we lack (or the cards that get them)."""
        opts = self.opts
        have = self.covered()
        installs = [o for o in of_kind(opts, "install") if is_breaker(o.card or "")]
        seen = self.seen_types()
        want = [t for t in sorted(ice_types(), key=lambda t: t != "Code Gate") if t not in have]
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
                if self.credits < hint(t).install_min_credits:
                    continue
                if self.can_afford_install(t):
                    cands.append(o)
            if cands:
                return min(cands, key=lambda o: cost_of(o.card or ""))
        if want:
            mod = find_hinted(opts, "play", lambda h: h.installs_for_less > 0)
            if mod is not None and any(
                breaks_any(t, want)
                and memory_cost(t) <= self.mu_free()
                and cost_of(t) - hint(mod.card).installs_for_less <= self.credits
                for t in self.hand
            ):
                return mod
            missing_in_hand = not any(breaks_any(t, want) for t in self.hand)
            so = find_hinted(opts, "play", lambda h: h.tutors_breaker)
            if so is not None and missing_in_hand and self.credits >= 4:
                return so
            if self.mu_free() < 1:
                mem = find_hinted(opts, "install", lambda h: h.adds_memory)
                if mem is not None:
                    return mem
        return None

    def install_other(self) -> Option | None:
        """The most useful other install, if it is useful enough."""
        best = None
        best_v = 0.5
        for o in of_kind(self.opts, "install"):
            t = o.card or ""
            if is_breaker(t):
                continue
            h = hint(t)
            v = self.install_worth(t)
            if o.target is not None and not h.hosted_free:
                if h.hosted_on_ice:
                    v = self.parasite_worth(o.target or "")
                else:
                    v -= 0.5
            if type_of(t) == "program" and memory_cost(t) > self.mu_free():
                continue
            if self.console_clash(t):
                continue
            if h.one_is_enough and t in self.installed:
                continue
            if cost_of(t) - self.rig_discount(t) > self.credits - 2 and cost_of(t) > 1:
                continue
            if v > best_v:
                best, best_v = o, v
        return best

    def draw_play(self) -> Option | None:
        dz = find_hinted(self.opts, "play", lambda h: h.draws)
        return dz if dz is not None and len(self.hand) <= 2 else None

    def expose(self) -> Option | None:
        return find_hinted(self.opts, "play", lambda h: h.exposes)

    def remove_tag(self) -> Option | None:
        if _n(self.r["tags"]) and self.credits >= 4:
            return find(self.opts, "remove_tag")
        return None

    def draw(self) -> Option | None:
        if len(self.hand) < self.max_hand() and self.deck() > 0:
            return find(self.opts, "draw")
        return None

    def click_for_credits(self) -> Option | None:
        """Click economy even when money isn't short (Magnum Opus)."""
        for o in of_kind(self.opts, "ability"):
            if hint(o.card).click_econ_below is not None:
                return o
        return None

    def take_credit(self) -> Option | None:
        return find(self.opts, "credit")

    ACTION_RULES: ClassVar[tuple[Rule[RunnerMind], ...]] = (
        remove_punished_tags,
        refill_small_grip,
        play_economy,
        install_breaker,
        install_economy,
        RunnerRuns.best_run,
        dig_for_breakers,
        click_economy,
        load_counters,
        install_other,
        draw_play,
        expose,
        remove_tag,
        draw,
        click_for_credits,
        take_credit,
    )

    # -------------------------------------------------------------- choices

    def choose_card(self, choose: list[Option]) -> Option | None:
        opts = self.opts
        servers = self.servers
        src = self.src
        h = hint(src)
        if all(o.server in servers and o.card is None and o.card_id is None for o in choose):
            return self.pick_server()  # a run event's server
        if any(o.target and o.card == src for o in choose):  # "choose one" of its effects
            return self.choose_one()
        if h.tutors_breaker:
            return self.pick_breaker_from(choose)
        if h.tutors_program:
            for t in orders().tutor_picks:
                o = find(choose, "choose", card=t)
                if o is not None:
                    return o
            return choose[0]
        if h.recovers_cards:
            return max(choose, key=lambda o: self.card_worth(o.card or ""))
        rig = {x["id"] for z in ("program", "hardware", "resource") for x in self.r["rig"][z]}
        if find(opts, "pass") is None and all(o.card_id in rig for o in choose):
            # over the memory limit: trash the least useful program
            return min(choose, key=lambda o: self.program_worth(o.card or ""))
        ice_ids = {c["id"] for s in servers.values() for c in s["ice"]}
        if all(o.card_id in ice_ids for o in choose):
            return self.ice_target()
        # the card to expose (Lemuria Codecracker, Infiltration): like any other card choice, as
        # the bot always played it (it never knew which card asked, the prompt didn't say)
        if all(o.card for o in choose):
            return max(choose, key=lambda o: self.card_worth(o.card or ""))
        return find(opts, "pass") or choose[0]

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

    def choose_one(self) -> Option | None:
        ch = of_kind(self.opts, "choose")
        effects = choice_effects(self.d, self.src)
        for o in ch:
            if gains_credits(effects.get(o, ())):
                return o
        # Data Raven: take a tag or end the run
        tag = next((o for o in ch if takes_tag(effects.get(o, ()))), None)
        end = next((o for o in ch if ends_the_run(effects.get(o, ()))), None)
        if tag is not None and end is not None:
            run = self.v.get("run") or {}
            worth = self.server_value(run.get("server") or "")
            if worth > self.tag_harm and _n(self.r["tags"]) < 2:
                return tag
            return end
        return ch[0] if ch else None

    def ice_target(self) -> Option | None:
        """A piece of ice to pick (Femme Fatale's target): the strongest, sentries first."""
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

    # -------------------------------------------------------------- preventions and traces

    def prevent(self) -> Option | None:
        for o in of_kind(self.opts, "ability"):
            what = hint(o.card).prevents
            if what == "net":
                return o
            if what == "meat" and about_to(self.d, "meat"):
                return o
            if what == "tag" and about_to(self.d, "tag") and self.tags_hurt():
                return o
            if what == "trash" and about_to(self.d, "trash"):
                victim = saved_card(self.d)
                if is_breaker(victim) or hint(victim).worth_saving:
                    return o
        return find(self.opts, "pass")

    def link_bid(self) -> Option | None:
        bids = of_kind(self.opts, "link")
        worth = self.tag_harm + 1.0
        run = self.v.get("run")
        if run is not None and run.get("ice"):
            stake = hint(run["ice"].get("title")).trace_stake
            if stake:  # ice whose trace hurts more than its tag (Ichi 1.0)
                worth += stake
        limit = secret_link(self.d)
        if limit is not None:
            # the 1996 trace: the Corp bids in secret, at most its trace limit and its bits, and
            # wins ties: the cheapest link above the most it can bid, if worth its price
            corp_top = min(limit, _n(self.c["credits"]))
            pay = min(worth, self.credits)
            beat = [o for o in bids if (o.amount or 0) > corp_top and o.cost.credits <= pay]
            if beat:
                return min(beat, key=lambda o: o.cost.credits)
            return find(bids, "link", amount=0)
        strength = trace_strength(self.d)
        if strength is None:
            return find(bids, "link", amount=0)
        need = max(0, strength - self.rig.link)
        top = max(o.amount or 0 for o in bids)
        if need <= top and need <= worth and need <= self.credits:
            return find(bids, "link", amount=need)
        return find(bids, "link", amount=0)

"""Runs: initiation, approach, encounter, movement, success, run ends.

The run phases of the Rules Reference read off the steps below. ``RunState.position`` indexes the
server's ice list, innermost first, so a run starts at the last index and moves toward 0. Access,
from the success to the end of the run, is in :mod:`.access` (its names are importable from here
too).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .access import (
    AccessCard,
    AccessNext,
    AccessOrReplace,
    AccessRandomHQ,
    AccessResolve,
    PayCredits,
    StartAccess,
    Steal,
    TrashAccessed,
    free_trash,
    steal_cost,
    trash_purpose,
)
from .carddb import CORP, RUNNER
from .cost import Cost, priced
from .decision import Option
from .effects import end_run
from .flow import (
    ExpireLingering,
    ability_options,
    ask_only,
    ask_window,
    corp_free_actions,
    ctx_of,
    has_unrezzed_content,
    rez_option,
)
from .payment import spend_click
from .state import Card, RunState
from .steps import NOTHING, Chain, Resolve, live_run
from .view import runner_hides_cards
from .words import count

_UNBROKEN = ("unbroken subroutine", "unbroken subroutines")

if TYPE_CHECKING:
    from .carddef import Breaker, Subroutine
    from .game import Ctx, Game


def _ice_name(g: Game, ice: Card) -> str:
    s = g.corp.servers[ice.server or ""]
    pos = s.ice.index(ice)
    n = len(s.ice)
    shown = ice.title if ice.rezzed else "unrezzed ice"
    return f"{shown} (ice {n - pos} of {n} protecting {ice.server})"


class StartRun(NamedTuple):
    """Initiate a run. ``mods`` (pairs) come from the card that made the run: ``run_credits``
    to spend during it (Stimhack), ``access_extra`` cards (The Maker's Eye), ``bypass`` the first
    ice encountered (Inside Job), ``free_trash`` (Demolition Run; ``free_trash_stored``: only the
    cards stored in a central server, the 1996 Kilroy Was Here), ``as_hq`` (if successful, it is
    a successful run on HQ: Sneakdoor Beta; ``as:<server>`` the same for another server: the
    1996 Private LDL Access), ``pass_ice`` (the id of a piece of ice passed automatically: the
    1996 Social Engineering), ``spend_cap`` (at most this many credits spent on icebreakers and
    link during the run: the 1996 Wilson), ``must_replace`` (``instead`` replaces the access
    with no choice: no "may" on the card)."""

    server: str
    source: Any = None
    instead: tuple[Any, ...] = ()
    mods: tuple[tuple[str, int], ...] = ()
    on_end: tuple[Any, ...] = ()

    def run(self, g: Game) -> None:
        if self.server not in g.corp.servers:
            g.say(f"There is no server {self.server} to run.")
            return
        s = g.corp.servers[self.server]
        bp = g.corp.bad_publicity if g.ruleset.bad_publicity_credits else 0
        g.run = RunState(self.server, len(s.ice) - 1, bp, self.source)
        r = g.run
        for k, v in self.mods:
            if k == "run_credits":
                r.bp_credits += v
            elif k == "access_extra":
                r.access_extra += v
            elif k == "bypass":
                r.bypass = bool(v)
            else:
                r.mods[k] = v
        if self.on_end:
            r.mods["on_end"] = 1
        g.flags["runs"] = g.flags.get("runs", 0) + 1
        if self.instead:
            r.replace_access = (self.instead, self.source)
        g.phase = "run"
        g.say(f"The Runner makes a run on {self.server}.")
        if bp:
            g.say(
                f"The Runner gains {g.ruleset.words.credits(bp)} from bad publicity for this run."
            )
        if s.ice:
            nxt: Any = Approach(len(s.ice) - 1)
        elif g.ruleset.jack_out_before_empty_server:
            nxt = MovementWindow()  # no ice to pass: one chance to jack out all the same
        else:
            nxt = _APPROACH_SERVER
        end: Any = _RUN_ENDS
        if self.on_end:
            end = Chain((_RUN_ENDS, Resolve(self.on_end, self.source)))
        g.push_seq(*g.ruleset.run_start_steps(g), nxt, end)
        g.fire("run_begins", extra=self.server)


class Approach(NamedTuple):
    pos: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        s = g.corp.servers[r.server]
        if self.pos >= len(s.ice) or self.pos < 0:
            g.push(_APPROACH_SERVER if self.pos < 0 else Approach(len(s.ice) - 1))
            return
        ice = s.ice[self.pos]
        r.position = self.pos
        r.phase = "approach"
        r.ice_id = ice.id
        g.say(f"The Runner approaches {_ice_name(g, ice)}.")
        g.push_seq(_RUNNER_RUN_WINDOW, CorpApproachWindow(ice.id), AfterApproach(ice.id))
        g.fire("approach_ice", extra=ice.id)


class CorpApproachWindow(NamedTuple):
    """The Corp may rez the approached ice (and non-ice cards). Always offered for unrezzed ice,
    so whether the Corp is asked says nothing about what the ice is."""

    ice_id: int

    def run(self, g: Game) -> None:
        r = g.run  # (``live_run``, written out)
        if r is None or r.ended:
            return
        ice = g.cards.get(self.ice_id)
        pairs: list[tuple[Option, Any]] = []
        if ice is not None and not ice.rezzed:
            pairs.extend(rez_option(g, ice))
        corp_free_actions(g, pairs, in_turn=False)
        if not pairs and (ice is None or ice.rezzed) and not has_unrezzed_content(g):
            return
        if ice is not None and not ice.rezzed:
            prompt = f"The Runner approaches {ice.title}: rez it (or other cards)?"
            public = "The Corp decides whether to rez the approached ice."
            done = _DONT_REZ
        else:  # the ice is rezzed already (or gone): both players know it
            shown = f"{ice.title} (rezzed)" if ice is not None else "ice"
            prompt = f"The Runner approaches {shown}: rez other cards?"
            public = "The Corp decides whether to rez other cards."
            done = _REZ_NOTHING_MORE
        if not pairs:  # nothing it can rez: the same decision whenever this ice is approached so
            ask_only(
                g,
                ("approach", prompt, self.ice_id),
                CORP,
                prompt,
                [done],
                public,
                "rez",
                self.ice_id,
            )
            return
        pairs = [(o, Chain((st, self))) for o, st in pairs]
        pairs.append(done)
        g.ask(CORP, prompt, pairs, public_prompt=public, kind="rez", source=self.ice_id)


_DONT_REZ: tuple[Option, Any] = (Option("pass", label="Don't rez"), NOTHING)
_REZ_NOTHING_MORE: tuple[Option, Any] = (Option("pass", label="Rez nothing more"), NOTHING)


class AfterApproach(NamedTuple):
    ice_id: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        ice = g.cards.get(self.ice_id)
        if ice is None:  # the ice left play: move on inward
            g.push(Approach(r.position - 1))
            return
        if not ice.rezzed:
            g.push(PassIce(ice.id))
        elif r.bypass:  # "bypass the first piece of ice encountered": no encounter at all
            r.bypass = False
            g.say(f"The Runner bypasses {ice.title}.")
            g.push(PassIce(ice.id))
        elif r.mods.get("pass_ice") == ice.id:  # this piece of ice is passed automatically
            g.say(f"The Runner automatically passes {ice.title}.")
            g.push(PassIce(ice.id))
        else:
            g.push(Encounter(ice.id))


class Encounter(NamedTuple):
    ice_id: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        ice = g.cards.get(self.ice_id)
        if r is None or ice is None:
            return
        r.phase = "encounter"
        g.touch()  # ice strength may drop as an encounter begins (Ice Carver)
        r.broken = ()
        r.broke_with = ()
        r.bypassed = False
        g.say(f"The Runner encounters {_ice_name(g, ice)}.")
        if r.mods.pop("no_break_next", 0):  # Neural Blade: this is the next ice encountered
            g.linger(("unbreakable", ice.id, 0, "encounter"))
            g.say(f"The Runner cannot break the subroutines of {ice.title}.")
        g.push_seq(
            BreakWindow(ice.id),
            CorpEncounterWindow(ice.id),
            ResolveSubroutine(ice.id, 0),
            EncounterEnds(ice.id),
        )
        if ice.defn.on_encounter:
            g.push(UnlessBypassed(Resolve(ice.defn.on_encounter, ctx_of(ice))))
        g.fire("encounter_ice", extra=ice.id)
        g.push_seq(*g.ruleset.encounter_steps(g, ice))


class UnlessBypassed(NamedTuple):
    """Run ``step`` unless the ice being encountered has been bypassed meanwhile (Femme Fatale
    bypasses before Tollbooth's "when encountered" charge)."""

    step: Any

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is not None and not r.bypassed:
            g.push(self.step)


def _can_interact(g: Game, b: Card, br: Breaker, ice: Card) -> bool:
    kws = br.keywords
    if kws and not any(g.has_subtype(ice, k) for k in kws):
        return False
    if not g.ruleset.may_use_breaker(g, b, ice):  # the 1996 Aardvark: no worms on its fort
        return False
    return br.condition is None or br.condition.test(g, b, ice)


def _breakable(
    g: Game, b: Card, br: Breaker, ice: Card, subs: Any, unbroken: list[int]
) -> list[Any]:
    """The distinct unbroken subroutines of ``ice`` (``subs``) that breaker ``b`` may break, as
    ``(index, text)`` (two alike subroutines are one choice)."""
    distinct = {
        subs[i].text: i for i in reversed(unbroken) if br.breaks_subroutine(g, b, ice, i, subs[i])
    }
    return sorted((i, text) for text, i in distinct.items())


def subroutines(g: Game, ice: Card) -> tuple[Subroutine, ...]:
    """``ice``'s subroutines now (``Game.subroutines``)."""
    return g.subroutines(ice)


def break_surcharge(g: Game, ice: Card) -> int:
    """Credits the Runner pays, beyond a break's own cost, for each subroutine of ``ice`` it
    breaks: active cards' ``CardDef.break_surcharges`` and lasting effects
    ``("break_surcharge", -1, n, scope)`` (the 1996 Virizz, Microtech 'Trode Set, Crystal Palace
    Station Grid; none in Android: Netrunner)."""
    n = sum(e[2] for e in g.lingering if e[0] == "break_surcharge")
    for c in g.active_cards():
        for m in c.defn.break_surcharges:
            n += m.amount(g, c, ice)
    return n


def breaker_surcharge(g: Game, b: Card) -> int:
    """Credits the Runner pays, beyond the normal cost, for each use of icebreaker ``b``'s
    abilities (each break, whatever it breaks, and each strength boost): active cards'
    ``CardDef.breaker_surcharges`` (the 1996 London City Grid; none in Android: Netrunner)."""
    n = 0
    for c in g.active_cards():
        for m in c.defn.breaker_surcharges:
            n += m.amount(g, c, b)
    return n


def unbreakable(g: Game, ice: Card) -> bool:
    """Whether the Runner may break none of ``ice``'s subroutines in this encounter (a lasting
    effect ``("unbreakable", ice id, 0, "encounter")``: the 1996 Neural Blade)."""
    return any(e[0] == "unbreakable" and e[1] == ice.id for e in g.lingering)


class BreakerReach(NamedTuple):
    """What icebreaker ``b`` may do now against the ice ``ice`` being encountered: the credits it
    may spend (``avail``), the distinct unbroken subroutines it may break (``mine``, as ``(index,
    text)``), whether it is strong enough (``strong``), the surcharge per subroutine broken
    (``extra``: :func:`break_surcharge`) and the ice's unbroken subroutines (``unbroken``). The
    one reading of the situation that the single options (:meth:`single_options`) and the
    composite "break all" (:meth:`plan`) share."""

    b: Card
    br: Breaker
    ice: Card
    avail: int
    mine: list[tuple[int, str]]
    strong: bool
    extra: int
    unbroken: list[int]
    may_break: bool  # some subroutine may be broken at all (not ``unbreakable``)
    per_use: int = 0  # more for each use of the breaker's abilities (:func:`breaker_surcharge`)

    @staticmethod
    def of(
        g: Game, b: Card, br: Breaker, ice: Card, unbroken: list[int], extra: int
    ) -> BreakerReach | None:
        """``b``'s reach against ``ice``, or None when it cannot interact with it at all."""
        if not _can_interact(g, b, br, ice):
            return None
        may_break = bool(unbroken) and not unbreakable(g, ice)
        subs = g.subroutines(ice)
        mine = _breakable(g, b, br, ice, subs, unbroken) if may_break else []
        avail = g.spendable(RUNNER, g.ruleset.breaker_purposes(g, b))
        strong = g.breaker_strength(b) >= g.ice_strength(ice)
        per_use = breaker_surcharge(g, b)
        return BreakerReach(b, br, ice, avail, mine, strong, extra, unbroken, may_break, per_use)

    def break_price(self, i: int) -> int:
        """Credits breaking from subroutine ``i`` costs (the breaker's cost, and the surcharge
        for each subroutine this use breaks: up to ``br.subs``, ``i`` and the unbroken ones
        after it, and the surcharge on the use)."""
        if not self.extra:
            return self.br.break_cost + self.per_use
        n = min(self.br.subs, sum(1 for j in self.unbroken if j >= i))
        return self.br.break_cost + self.per_use + self.extra * n

    def break_step(self, i: int) -> Any:
        """The step that breaks subroutine ``i`` (the breaker's own, or the engine's)."""
        return self.br.break_step(self.b.id, self.ice.id, i) or BreakSubroutine(
            self.b.id, self.ice.id, i
        )

    def single_options(self, g: Game) -> list[tuple[Option, Any]]:
        """One ``break`` per subroutine it may break now, then its ``boost`` if worth it."""
        w = g.ruleset.words
        b, br = self.b, self.br
        out: list[tuple[Option, Any]] = []
        if self.strong and br.break_cost + self.per_use + self.extra <= self.avail:
            for i, text in self.mine:
                price = priced(0, self.break_price(i))
                if price.credits > self.avail:
                    continue
                label = f'{b.title}: break "{text}" ({w.credits(price.credits)})'
                opt = Option.new(
                    "break",
                    card=b.title,
                    card_id=b.id,
                    target=text,
                    label=label,
                    cost=price,
                    subroutine=i,
                )
                out.append((opt, self.break_step(i)))
        # a boost for the rest of the run is worth offering even when strong enough now; a
        # boost toward this ice's strength only if a break can still be paid after it
        useful = self.strong and br.boost_for_run or not self.strong and self.boost_pays_off(g)
        boost_price = (br.boost_cost or 0) + self.per_use
        if br.boost_cost is not None and boost_price <= self.avail and self.mine and useful:
            out.append((boost_option(g, b, br), Boost(b.id)))
        return out

    def boost_pays_off(self, g: Game) -> bool:
        """Could the breaker, boosted now and as often again as it needs to reach the ice's
        strength, still pay to break one of the subroutines it may break (the cheapest)? If
        not, a boost buys nothing in this encounter (one lasting the run, Gordian Blade's, is
        as well bought at the later ice it is for). Breakers whose boosts cost more than credits
        (the 1996 Japanese Water Torture) or give no strength are offered the boost as before."""
        br = self.br
        if br.boost_cost is None or br.boost <= 0 or not br.boosts_for_credits_alone():
            return True
        if not self.mine:
            return False
        need = g.ice_strength(self.ice) - g.breaker_strength(self.b)
        boosts = max(1, -(-need // br.boost))
        cheapest = min(self.break_price(i) for i, _ in self.mine)
        return boosts * (br.boost_cost + self.per_use) + cheapest <= self.avail

    def plan(self, g: Game) -> BreakPlan | None:
        """The cheapest sequence of this breaker's boosts and breaks that breaks every unbroken
        subroutine, if it may break them all and can pay for it all now; else None. Breakers
        whose breaks are not certain (their own ``break_step``: the 1996 Blink's die) have no
        plan, nor those needing a boost that costs more than credits
        (``Breaker.boosts_for_credits_alone``: the 1996 Japanese Water Torture)."""
        br, unbroken = self.br, self.unbroken
        if not self.may_break or br.break_step(self.b.id, self.ice.id, unbroken[0]) is not None:
            return None
        subs = g.subroutines(self.ice)
        if not all(br.breaks_subroutine(g, self.b, self.ice, i, subs[i]) for i in unbroken):
            return None
        boosts = 0
        if not self.strong:
            if br.boost_cost is None or br.boost <= 0 or not br.boosts_for_credits_alone():
                return None
            need = g.ice_strength(self.ice) - g.breaker_strength(self.b)
            boosts = -(-need // br.boost)
        uses = -(-len(unbroken) // br.subs)  # each use breaks the first unbroken subroutines
        credits = boosts * (br.boost_cost or 0) + uses * br.break_cost
        credits += (boosts + uses) * self.per_use
        credits += self.extra * len(unbroken)
        if credits > self.avail:
            return None
        step = Boost(self.b.id) if boosts else self.break_step(unbroken[0])
        return BreakPlan(boosts, boosts * br.boost, uses, len(unbroken), credits, step)

    def break_all_option(self, g: Game, plan: BreakPlan) -> Option:
        """The ``break_all`` option of ``plan``."""
        w = g.ruleset.words
        label = (
            f"{self.b.title}: break all {count(plan.broken, _SUBROUTINES)}"
            f" for {w.credits(plan.credits)}"
        )
        if plan.strength:
            label += f" (+{plan.strength} strength first)"
        return Option.new(
            "break_all",
            card=self.b.title,
            card_id=self.b.id,
            amount=plan.broken,
            label=label,
            cost=priced(0, plan.credits),
        )


_SUBROUTINES = ("subroutine", "subroutines")


class BreakPlan(NamedTuple):
    """A breaker's way through the encountered ice (:meth:`BreakerReach.plan`): ``boosts`` uses
    of its boost (``strength`` gained in all), then ``uses`` breaks breaking ``broken``
    subroutines, for ``credits``; ``step`` is what comes first."""

    boosts: int
    strength: int
    uses: int
    broken: int
    credits: int
    step: Any

    @property
    def steps(self) -> int:
        """How many single options it stands for."""
        return self.boosts + self.uses


class BreakWindow(NamedTuple):
    """The Runner's paid-ability window during an encounter: break subroutines, boost strength,
    or break everything with one breaker at once (``break_all``: :class:`BreakAll`)."""

    ice_id: int

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        r = live_run(g)
        ice = g.cards.get(self.ice_id)
        if r is None or ice is None or not ice.rezzed or r.bypassed:
            return
        pairs: list[tuple[Option, Any]] = []
        subs = g.subroutines(ice)
        extra = break_surcharge(g, ice)  # per subroutine broken
        unbroken = [i for i in range(len(subs)) if i not in r.broken]
        ice_str = g.ice_strength(ice)
        # each distinct unbroken subroutine once (two alike subroutines are one choice)
        distinct = {subs[i].text: i for i in reversed(unbroken)}
        targets = sorted((i, text) for text, i in distinct.items())
        if unbreakable(g, ice):
            targets = []
        own = ice.defn.runner_break  # Bioroid: the Runner may spend a click to break
        if own is not None and extra:
            own = own._replace(credits=own.credits + extra)
        if (
            own is not None
            and g.runner.clicks >= own.clicks
            and own.credits <= g.spendable(RUNNER, "icebreaker")
        ):
            for i, text in targets:
                pairs.append(
                    (
                        Option.new(
                            "break",
                            card=ice.title,
                            card_id=ice.id,
                            target=text,
                            label=f'Spend {w.cost(own)}: break "{text}" on {ice.title}',
                            cost=own,
                            subroutine=i,
                        ),
                        Chain((BreakWithOwnCost(ice.id, i), self)),
                    )
                )
        break_all: list[tuple[Option, Any]] = []
        for b in g.runner.program:
            br = b.defn.breaker
            reach = None if br is None else BreakerReach.of(g, b, br, ice, unbroken, extra)
            if reach is None:
                continue
            pairs.extend((o, Chain((st, self))) for o, st in reach.single_options(g))
            plan = reach.plan(g)
            if plan is not None and plan.steps > 1:  # one step: a single option already
                opt = reach.break_all_option(g, plan)
                break_all.append((opt, Chain((BreakAll(b.id, ice.id), self))))
        others: list[tuple[Option, Any]] = []
        ability_options(g, RUNNER, others, clicks=False)
        pairs.extend((o, Chain((st, self))) for o, st in others)
        pairs.extend(break_all)  # after the options that were there before them
        if not pairs and not runner_hides_cards(g):
            return
        left = len(unbroken)
        pairs.append(
            (
                Option.new(
                    "pass",
                    label=f"Let {count(left, _UNBROKEN)} resolve" if left else "Continue",
                ),
                NOTHING,
            )
        )
        g.ask(
            RUNNER,
            f"Encountering {ice.title} (strength {ice_str}, {count(left, _UNBROKEN)}): "
            "break or boost?",
            pairs,
            kind="encounter",
            source=ice.id,
            params={"strength": ice_str, "unbroken": left, "subroutines": len(subs)},
        )


class BreakAll(NamedTuple):
    """The Runner's ``break_all`` with breaker ``breaker_id`` on ``ice_id``: each time it runs,
    it reads the situation again and does the next single step of the breaker's plan (a boost
    while it is weaker than the ice, else the break of the first unbroken subroutine), exactly as
    choosing that option would, then runs again. It stops once everything is broken, or when the
    rest can no longer be done or paid (a trigger changed something), or the encounter is over;
    the encounter window then asks again."""

    breaker_id: int
    ice_id: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        ice = g.cards.get(self.ice_id)
        b = g.cards.get(self.breaker_id)
        if r is None or ice is None or b is None or not ice.rezzed or r.bypassed:
            return
        if r.phase != "encounter" or r.ice_id != ice.id or b.defn.breaker is None:
            return
        subs = g.subroutines(ice)
        unbroken = [i for i in range(len(subs)) if i not in r.broken]
        reach = BreakerReach.of(g, b, b.defn.breaker, ice, unbroken, break_surcharge(g, ice))
        plan = reach.plan(g) if reach is not None else None
        if plan is not None:
            g.push_seq(plan.step, self)


class CorpEncounterWindow(NamedTuple):
    """The Corp's paid-ability window during an encounter, after the Runner's (Nisei MK II).

    Offered only when the Corp has a usable paid ability: those come from rezzed or scored cards,
    which both players see, so skipping the window reveals nothing.
    """

    ice_id: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None or r.bypassed:
            return
        pairs: list[tuple[Option, Any]] = []
        ability_options(g, CORP, pairs, clicks=False)
        if pairs:
            ask_window(
                g,
                CORP,
                pairs,
                self,
                "The Runner is encountering ice: use a paid ability?",
                self.ice_id,
            )


class BreakSubroutine(NamedTuple):
    breaker_id: int
    ice_id: int
    sub: int

    def run(self, g: Game) -> None:
        r = g.run
        b = g.cards.get(self.breaker_id)
        ice = g.cards.get(self.ice_id)
        assert r is not None and b is not None and ice is not None
        br = b.defn.breaker
        assert br is not None
        subs = g.subroutines(ice)
        chosen = [self.sub]
        for i in range(self.sub + 1, len(subs)):
            if len(chosen) >= br.subs:
                break
            if i not in r.broken:
                chosen.append(i)
        surcharge = break_surcharge(g, ice) * len(chosen) + breaker_surcharge(g, b)
        g.pay(RUNNER, br.break_cost + surcharge, g.ruleset.breaker_purposes(g, b))
        r.broken = r.broken + tuple(chosen)
        if b.id not in r.broke_with:
            r.broke_with = r.broke_with + (b.id,)
        texts = "; ".join(f'"{subs[i].text}"' for i in chosen)
        g.say(f"The Runner uses {b.title} to break {texts} on {ice.title}.")
        g.fire("subroutine_broken", extra=(b.id, ice.id, tuple(chosen)))
        g.ruleset.breaker_used(g, b, tuple(chosen))


class BreakWithOwnCost(NamedTuple):
    """The Runner pays the ice's own break cost (``CardDef.runner_break``: a Bioroid's click) to
    break subroutine ``sub``."""

    ice_id: int
    sub: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        ice = g.cards.get(self.ice_id)
        own = ice.defn.runner_break if ice is not None else None
        if r is None or ice is None or own is None:
            return
        if own.clicks:
            spend_click(g, RUNNER, own.clicks)
        extra = break_surcharge(g, ice)
        if own.credits + extra:
            g.pay(RUNNER, own.credits + extra)
        r.broken = r.broken + (self.sub,)
        text = g.subroutines(ice)[self.sub].text
        paid = "a click" if own == Cost(clicks=1) else g.ruleset.words.cost(own)
        g.say(f'The Runner spends {paid} to break "{text}" on {ice.title}.')


_BOOST_LASTS = {"run": ", for the rest of the run", "turn": ", until the end of the turn"}


def boost_option(g: Game, b: Card, br: Breaker) -> Option:
    """The option to raise breaker ``b``'s strength once."""
    w = g.ruleset.words
    cost = (br.boost_cost or 0) + breaker_surcharge(g, b)
    return Option.new(
        "boost",
        card=b.title,
        card_id=b.id,
        amount=br.boost,
        label=w.strength_change(b.title, br.boost, cost, g.breaker_strength(b))
        + _BOOST_LASTS.get(br.boost_scope(), ""),
        cost=priced(0, cost),
    )


def runner_run_options(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """What the Runner may do in a paid-ability window of a run outside an encounter: paid
    abilities, and boosts that last for the rest of the run (Gordian Blade) while some rezzed
    ice still ahead is too strong for that breaker."""
    r = g.run  # (``live_run``, written out)
    if r is None or r.ended:
        return
    s = g.corp.servers.get(r.server)
    if s is not None and r.phase in ("approach", "movement"):
        ahead = s.ice[: r.position + 1] if r.phase == "approach" else s.ice[: r.position]
        rezzed = [i for i in ahead if i.rezzed]
        for b in g.runner.program if rezzed else ():
            br = b.defn.breaker
            if br is None or not br.boost_for_run or br.boost_cost is None:
                continue
            price = br.boost_cost + breaker_surcharge(g, b)
            if price > g.spendable(RUNNER, g.ruleset.breaker_purposes(g, b)):
                continue
            strength = g.breaker_strength(b)
            if any(_can_interact(g, b, br, i) and strength < g.ice_strength(i) for i in rezzed):
                pairs.append((boost_option(g, b, br), Boost(b.id)))
    ability_options(g, RUNNER, pairs, clicks=False)


class RunnerRunWindow(NamedTuple):
    """The Runner's paid-ability window in a run, outside an encounter (approaching ice or the
    server): skipped when there is nothing to do (the Runner's cards are all faceup, so the
    skip tells the Corp nothing)."""

    def run(self, g: Game) -> None:
        r = g.run  # (``live_run``, written out)
        if r is None or r.ended:
            return
        pairs: list[tuple[Option, Any]] = []
        runner_run_options(g, pairs)
        if pairs or runner_hides_cards(g):
            ask_window(g, RUNNER, pairs, self, "Runner: use paid abilities?")


class Boost(NamedTuple):
    breaker_id: int

    def run(self, g: Game) -> None:
        b = g.cards.get(self.breaker_id)
        assert b is not None and b.defn.breaker is not None
        br = b.defn.breaker
        price = (br.boost_cost or 0) + breaker_surcharge(g, b)
        g.pay(RUNNER, price, g.ruleset.breaker_purposes(g, b))
        g.linger(("strength", b.id, br.boost, br.boost_scope()))
        g.say(f"The Runner boosts {b.title} to strength {g.breaker_strength(b)}.")
        g.fire("breaker_boosted", extra=b.id)
        g.ruleset.breaker_used(g, b, ())


class ResolveSubroutine(NamedTuple):
    ice_id: int
    i: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        ice = g.cards.get(self.ice_id)
        if r is None or ice is None or not ice.rezzed or r.bypassed:
            return
        subs = g.subroutines(ice)
        if self.i >= len(subs):
            return
        g.push(ResolveSubroutine(self.ice_id, self.i + 1))
        if self.i in r.broken:
            return
        sub = subs[self.i]
        g.say(f"{ice.title}'s subroutine resolves: {sub.text}")
        g.push(Resolve(g.ruleset.subroutine_effects(g, ice, sub), ctx_of(ice)))


class EncounterEnds(NamedTuple):
    ice_id: int

    def run(self, g: Game) -> None:
        r = g.run
        if r is None:
            return
        g.push_seq(ExpireLingering("encounter"), AfterEncounter(self.ice_id))
        g.fire("encounter_ends", extra=(self.ice_id, r.broke_with))


class AfterEncounter(NamedTuple):
    """Pass the ice, or (deflected, e.g. by Cell Portal) approach the ice ``jump_to`` instead."""

    ice_id: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        if r.jump_to is not None:
            pos, r.jump_to = r.jump_to, None
            g.push(Approach(pos))
            return
        instead = g.ruleset.after_encounter_steps(g, self.ice_id)  # the 1996 deflectors
        if instead:
            g.push_seq(*instead)
            return
        g.push(PassIce(self.ice_id))


class PassIce(NamedTuple):
    ice_id: int

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        ice = g.cards.get(self.ice_id)
        r.phase = "movement"
        if ice is not None:
            g.say(f"The Runner passes {_ice_name(g, ice)}.")
        g.push(_MOVEMENT_WINDOW)
        g.fire("pass_ice", extra=self.ice_id)


class MovementWindow(NamedTuple):
    """After passing a piece of ice: the Runner's paid-ability window, then continue or jack
    out."""

    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        pairs: list[tuple[Option, Any]] = []
        runner_run_options(g, pairs)
        go_on = g.ruleset.continue_run_steps(g)
        prompt = f"Run on {r.server}: continue or jack out?"
        nxt: Any = Approach(r.position - 1) if r.position > 0 else _APPROACH_SERVER
        if not pairs and not go_on:  # continue or jack out, no more: the same every time so
            jack = jack_out_options(g)
            key = ("movement", prompt, r.position, *jack)
            ask_only(g, key, RUNNER, prompt, [(_CONTINUE_RUN, nxt), *jack], None, "jack_out")
            return
        pairs = [(o, Chain((st, self))) for o, st in pairs]
        pairs.append((_CONTINUE_RUN, Chain((*go_on, nxt)) if go_on else nxt))
        pairs.extend(jack_out_options(g))
        g.ask(RUNNER, prompt, pairs, kind="jack_out")


_CONTINUE_RUN = Option("pass", label="Continue the run")


def jack_out_options(g: Game) -> list[tuple[Option, Any]]:
    """The Runner's option to jack out now, if the rules let it and it can pay what jacking out
    costs (``Ruleset.may_jack_out``, ``Ruleset.jack_out_cost``)."""
    if not g.ruleset.may_jack_out(g):
        return []
    cost = g.ruleset.jack_out_cost(g)
    if not cost:
        return [(Option.new("jack_out", label="Jack out"), JackOut())]
    if cost > g.spendable(RUNNER):
        return []
    label = f"Jack out ({g.ruleset.words.credits(cost)})"
    return [(Option.new("jack_out", label=label, cost=priced(0, cost)), JackOut(cost))]


class JackOut(NamedTuple):
    cost: int = 0

    def run(self, g: Game) -> None:
        if self.cost:
            g.pay(RUNNER, self.cost)
            g.say(f"The Runner pays {g.ruleset.words.credits(self.cost)} to jack out.")
        end_run(g, "The Runner jacks out.")


class ApproachServer(NamedTuple):
    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        r.phase = "approach_server"
        r.position = -1
        r.ice_id = None
        g.say(f"The Runner approaches {r.server}.")
        g.push_seq(*g.ruleset.approach_server_steps(g), _SUCCESS)


class Success(NamedTuple):
    def run(self, g: Game) -> None:
        r = live_run(g)
        if r is None:
            return
        r.successful = True
        r.phase = "success"
        if r.mods.get("as_hq") and r.server != "HQ":  # Sneakdoor Beta: a successful run on HQ
            g.say(f"The successful run on {r.server} is treated as a successful run on HQ.")
            r.server = "HQ"
        other = next((k[3:] for k in r.mods if k.startswith("as:")), r.server)
        if other != r.server:  # "as:R&D": the 1996 Private LDL Access
            g.say(f"The successful run on {r.server} is treated as a successful run on {other}.")
            r.server = other
        for key in ("successful_runs", f"successful_run:{r.server}"):
            g.flags[key] = g.flags.get(key, 0) + 1
        g.say(f"The run on {r.server} is successful.")
        g.push(_ACCESS_OR_REPLACE)
        g.fire("successful_run", extra=r.server)


class RunEnds(NamedTuple):
    def run(self, g: Game) -> None:
        r = g.run
        if r is None:
            return
        r.ended = True
        g.say(f"The run on {r.server} ends" + (" (successful)." if r.successful else "."))
        g.push(_FINISH_RUN)
        g.fire("run_ends", extra=(r.server, r.successful))


class FinishRun(NamedTuple):
    def run(self, g: Game) -> None:
        r = g.run
        if r is None:
            return
        g.end_lingering(("run", "encounter"))
        g.run = None
        s = g.corp.servers.get(r.server)
        if s is not None and s.is_empty_remote:
            g.touch()  # the server run on is an empty remote now: the checkpoint removes it
        g.phase = "action"
        if r.after:  # what waits for the run to be over (the 1996 Olivia Salazar's derez)
            g.push_seq(*r.after)


def corp_card_ctx(c: Card) -> Ctx:
    return ctx_of(c)


__all__ = [
    "StartRun",
    "JackOut",
    # access (engine/access.py), importable from here as before
    "AccessOrReplace",
    "StartAccess",
    "AccessNext",
    "AccessRandomHQ",
    "AccessCard",
    "trash_purpose",
    "AccessResolve",
    "free_trash",
    "steal_cost",
    "PayCredits",
    "Steal",
    "TrashAccessed",
]


# Steps of every run, without fields, made once (immutable, like every step).
_APPROACH_SERVER = ApproachServer()
_RUN_ENDS = RunEnds()
_RUNNER_RUN_WINDOW = RunnerRunWindow()
_MOVEMENT_WINDOW = MovementWindow()
_SUCCESS = Success()
_ACCESS_OR_REPLACE = AccessOrReplace()
_FINISH_RUN = FinishRun()

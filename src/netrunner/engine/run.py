"""Runs: initiation, approach, encounter, movement, success, access, run ends.

The run phases of the Rules Reference read off the steps below. ``RunState.position`` indexes the
server's ice list, innermost first, so a run starts at the last index and moves toward 0.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .cost import Cost, priced
from .decision import Option
from .effects import end_run
from .flow import ability_options, ask_window, corp_free_actions, ctx_of, rez_option
from .state import DISCARD, SCORED, Card, RunState
from .steps import NOTHING, Chain, Resolve, join_texts, one_per_title
from .words import count, sentence

_UNBROKEN = ("unbroken subroutine", "unbroken subroutines")
_FACEDOWN = ("facedown card", "facedown cards")

if TYPE_CHECKING:
    from .carddef import Breaker, Subroutine
    from .game import Ctx, Game


def _ice_name(g: Game, ice: Card) -> str:
    s = g.corp.servers[ice.server or ""]
    pos = s.ice.index(ice)
    n = len(s.ice)
    shown = ice.title if ice.rezzed else "unrezzed ice"
    return f"{shown} (ice {n - pos} of {n} protecting {ice.server})"


def _live(g: Game) -> RunState | None:
    r = g.run
    if r is None or r.ended:
        return None
    return r


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
            nxt = ApproachServer()
        end: Any = RunEnds()
        if self.on_end:
            end = Chain((RunEnds(), Resolve(self.on_end, self.source)))
        g.push_seq(*g.ruleset.run_start_steps(g), nxt, end)
        g.fire("run_begins", extra=self.server)


class Approach(NamedTuple):
    pos: int

    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        s = g.corp.servers[r.server]
        if self.pos >= len(s.ice) or self.pos < 0:
            g.push(ApproachServer() if self.pos < 0 else Approach(len(s.ice) - 1))
            return
        ice = s.ice[self.pos]
        r.position = self.pos
        r.phase = "approach"
        r.ice_id = ice.id
        g.say(f"The Runner approaches {_ice_name(g, ice)}.")
        g.push_seq(RunnerRunWindow(), CorpApproachWindow(ice.id), AfterApproach(ice.id))
        g.fire("approach_ice", extra=ice.id)


class CorpApproachWindow(NamedTuple):
    """The Corp may rez the approached ice (and non-ice cards). Always offered for unrezzed ice,
    so whether the Corp is asked says nothing about what the ice is."""

    ice_id: int

    def run(self, g: Game) -> None:
        if _live(g) is None:
            return
        ice = g.card(self.ice_id)
        pairs: list[tuple[Option, Any]] = []
        if ice is not None and not ice.rezzed:
            pairs.extend(rez_option(g, ice))
        corp_free_actions(g, pairs, in_turn=False)
        unrezzed_content = any(not c.rezzed for s in g.corp.servers.values() for c in s.content)
        if not pairs and (ice is None or ice.rezzed) and not unrezzed_content:
            return
        pairs = [(o, Chain((st, self))) for o, st in pairs]
        pairs.append(
            (
                Option(
                    "pass",
                    label="Rez nothing more" if ice is not None and ice.rezzed else "Don't rez",
                ),
                NOTHING,
            )
        )
        title = ice.title if ice is not None else "ice"
        g.ask(
            CORP,
            f"The Runner approaches {title}: rez it (or other cards)?",
            pairs,
            public_prompt="The Corp decides whether to rez the approached ice.",
            kind="rez",
            source=self.ice_id,
        )


class AfterApproach(NamedTuple):
    ice_id: int

    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        ice = g.card(self.ice_id)
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
        r = _live(g)
        ice = g.card(self.ice_id)
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
        r = _live(g)
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


def unbreakable(g: Game, ice: Card) -> bool:
    """Whether the Runner may break none of ``ice``'s subroutines in this encounter (a lasting
    effect ``("unbreakable", ice id, 0, "encounter")``: the 1996 Neural Blade)."""
    return any(e[0] == "unbreakable" and e[1] == ice.id for e in g.lingering)


class BreakWindow(NamedTuple):
    """The Runner's paid-ability window during an encounter: break subroutines, boost strength."""

    ice_id: int

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        r = _live(g)
        ice = g.card(self.ice_id)
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
                        Option(
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
        for b in g.runner.program:
            br = b.defn.breaker
            if br is None or not _can_interact(g, b, br, ice):
                continue
            avail = g.spendable(RUNNER, g.ruleset.breaker_purposes(g, b))
            mine = _breakable(g, b, br, ice, subs, unbroken) if targets else []
            strong = g.breaker_strength(b) >= ice_str
            if strong and br.break_cost + extra <= avail:
                for i, text in mine:
                    n = min(br.subs, sum(1 for j in unbroken if j >= i)) if extra else 0
                    price = priced(0, br.break_cost + extra * n)
                    if price.credits > avail:
                        continue
                    pairs.append(
                        (
                            Option(
                                "break",
                                card=b.title,
                                card_id=b.id,
                                target=text,
                                label=f'{b.title}: break "{text}" ({w.credits(price.credits)})',
                                cost=price,
                                subroutine=i,
                            ),
                            Chain(
                                (
                                    br.break_step(b.id, ice.id, i)
                                    or BreakSubroutine(b.id, ice.id, i),
                                    self,
                                )
                            ),
                        )
                    )
            # a boost for the rest of the run is worth offering even when strong enough now
            useful = not strong or br.boost_for_run
            if br.boost_cost is not None and br.boost_cost <= avail and mine and useful:
                pairs.append((boost_option(g, b, br), Chain((Boost(b.id), self))))
        others: list[tuple[Option, Any]] = []
        ability_options(g, RUNNER, others, clicks=False)
        pairs.extend((o, Chain((st, self))) for o, st in others)
        if not pairs:
            return
        left = len(unbroken)
        pairs.append(
            (
                Option(
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


class CorpEncounterWindow(NamedTuple):
    """The Corp's paid-ability window during an encounter, after the Runner's (Nisei MK II).

    Offered only when the Corp has a usable paid ability: those come from rezzed or scored cards,
    which both players see, so skipping the window reveals nothing.
    """

    ice_id: int

    def run(self, g: Game) -> None:
        r = _live(g)
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
        b = g.card(self.breaker_id)
        ice = g.card(self.ice_id)
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
        surcharge = break_surcharge(g, ice) * len(chosen)
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
        from .flow import spend_click

        r = _live(g)
        ice = g.card(self.ice_id)
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


def boost_option(g: Game, b: Card, br: Breaker) -> Option:
    """The option to raise breaker ``b``'s strength once."""
    w = g.ruleset.words
    cost = br.boost_cost or 0
    return Option(
        "boost",
        card=b.title,
        card_id=b.id,
        amount=br.boost,
        label=w.strength_change(b.title, br.boost, cost, g.breaker_strength(b))
        + (", for the rest of the run" if br.boost_for_run else ""),
        cost=priced(0, cost),
    )


def runner_run_options(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """What the Runner may do in a paid-ability window of a run outside an encounter: paid
    abilities, and boosts that last for the rest of the run (Gordian Blade) while some rezzed
    ice still ahead is too strong for that breaker."""
    r = _live(g)
    if r is None:
        return
    s = g.corp.servers.get(r.server)
    if s is not None and r.phase in ("approach", "movement"):
        ahead = s.ice[: r.position + 1] if r.phase == "approach" else s.ice[: r.position]
        rezzed = [i for i in ahead if i.rezzed]
        for b in g.runner.program if rezzed else ():
            br = b.defn.breaker
            if br is None or not br.boost_for_run or br.boost_cost is None:
                continue
            if br.boost_cost > g.spendable(RUNNER, g.ruleset.breaker_purposes(g, b)):
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
        if _live(g) is None:
            return
        pairs: list[tuple[Option, Any]] = []
        runner_run_options(g, pairs)
        if pairs:
            ask_window(g, RUNNER, pairs, self, "Runner: use paid abilities?")


class Boost(NamedTuple):
    breaker_id: int

    def run(self, g: Game) -> None:
        b = g.card(self.breaker_id)
        assert b is not None and b.defn.breaker is not None
        br = b.defn.breaker
        g.pay(RUNNER, br.boost_cost or 0, g.ruleset.breaker_purposes(g, b))
        g.linger(("strength", b.id, br.boost, "run" if br.boost_for_run else "encounter"))
        g.say(f"The Runner boosts {b.title} to strength {g.breaker_strength(b)}.")
        g.fire("breaker_boosted", extra=b.id)
        g.ruleset.breaker_used(g, b, ())


class ResolveSubroutine(NamedTuple):
    ice_id: int
    i: int

    def run(self, g: Game) -> None:
        r = _live(g)
        ice = g.card(self.ice_id)
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
        from .flow import ExpireLingering

        g.push_seq(ExpireLingering("encounter"), AfterEncounter(self.ice_id))
        g.fire("encounter_ends", extra=(self.ice_id, r.broke_with))


class AfterEncounter(NamedTuple):
    """Pass the ice, or (deflected, e.g. by Cell Portal) approach the ice ``jump_to`` instead."""

    ice_id: int

    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        if r.jump_to is not None:
            pos, r.jump_to = r.jump_to, None
            g.push(Approach(pos))
            return
        g.push(PassIce(self.ice_id))


class PassIce(NamedTuple):
    ice_id: int

    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        ice = g.card(self.ice_id)
        r.phase = "movement"
        if ice is not None:
            g.say(f"The Runner passes {_ice_name(g, ice)}.")
        g.push(MovementWindow())
        g.fire("pass_ice", extra=self.ice_id)


class MovementWindow(NamedTuple):
    """After passing a piece of ice: the Runner's paid-ability window, then continue or jack
    out."""

    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        pairs: list[tuple[Option, Any]] = []
        runner_run_options(g, pairs)
        pairs = [(o, Chain((st, self))) for o, st in pairs]
        nxt: Any = Approach(r.position - 1) if r.position > 0 else ApproachServer()
        go_on = g.ruleset.continue_run_steps(g)
        pairs.append(
            (Option("pass", label="Continue the run"), Chain((*go_on, nxt)) if go_on else nxt)
        )
        pairs.extend(jack_out_options(g))
        g.ask(RUNNER, f"Run on {r.server}: continue or jack out?", pairs, kind="jack_out")


def jack_out_options(g: Game) -> list[tuple[Option, Any]]:
    """The Runner's option to jack out now, if the rules let it and it can pay what jacking out
    costs (``Ruleset.may_jack_out``, ``Ruleset.jack_out_cost``)."""
    if not g.ruleset.may_jack_out(g):
        return []
    cost = g.ruleset.jack_out_cost(g)
    if not cost:
        return [(Option("jack_out", label="Jack out"), JackOut())]
    if cost > g.spendable(RUNNER):
        return []
    label = f"Jack out ({g.ruleset.words.credits(cost)})"
    return [(Option("jack_out", label=label, cost=priced(0, cost)), JackOut(cost))]


class JackOut(NamedTuple):
    cost: int = 0

    def run(self, g: Game) -> None:
        if self.cost:
            g.pay(RUNNER, self.cost)
            g.say(f"The Runner pays {g.ruleset.words.credits(self.cost)} to jack out.")
        end_run(g, "The Runner jacks out.")


class ApproachServer(NamedTuple):
    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        r.phase = "approach_server"
        r.position = -1
        r.ice_id = None
        g.say(f"The Runner approaches {r.server}.")
        g.push_seq(*g.ruleset.approach_server_steps(g), Success())


class Success(NamedTuple):
    def run(self, g: Game) -> None:
        r = _live(g)
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
        g.push(AccessOrReplace())
        g.fire("successful_run", extra=r.server)


class AccessOrReplace(NamedTuple):
    """Success: the Runner accesses cards, or uses an effect that replaces the access (Account
    Siphon's own, or an active card's such as Bank Job)."""

    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        pairs: list[tuple[Option, Any]] = []
        if r.replace_access is not None and r.mods.get("must_replace"):
            effects, ctx = r.replace_access  # no "may": the replacement is not optional
            g.push(Resolve(effects, ctx))
            return
        if r.replace_access is not None:
            effects, ctx = r.replace_access
            text = join_texts(effects, sentence=False)
            pairs.append(
                (
                    Option("ability", card=ctx.title, label=f"{ctx.title}: {text}"),
                    Resolve(effects, ctx),
                )
            )
        for c in g.active_cards():
            rep = c.defn.access_replacement
            if rep is not None and c.side == RUNNER and rep.test(g, ctx_of(c), r.server):
                text = join_texts(rep.effects, sentence=False)
                pairs.append(
                    (
                        Option("ability", card=c.title, card_id=c.id, label=f"{c.title}: {text}"),
                        Resolve(rep.effects, ctx_of(c, extra=r.server)),
                    )
                )
        if not pairs:
            g.push(StartAccess())
            return
        pairs.append((Option("pass", label="Access cards as usual"), StartAccess()))
        g.ask(RUNNER, "Instead of accessing cards, use an ability?", pairs, kind="replace_access")


class StartAccess(NamedTuple):
    def run(self, g: Game) -> None:
        r = _live(g)
        if r is None:
            return
        r.phase = "access"
        name = r.server
        pulls = 1 + r.access_extra
        for c in g.active_cards():
            for m in c.defn.access_mods:
                pulls += m.amount(g, c, name)
        if name == "Archives" and not g.ruleset.archives_flip_on_access:
            # every card is accessed; the facedown ones go back facedown (the Runner saw them)
            for c in g.corp.discard:
                g.learn(c)
            pulls = len(g.corp.discard)
        elif name == "Archives":
            flipped = [c for c in g.corp.discard if not c.faceup]
            if flipped:
                g.unshare(g.corp.discard)
                for c in g.corp.discard:
                    c.faceup = True
                g.say(f"The Runner turns {count(len(flipped), _FACEDOWN)} in Archives faceup.")
            pulls = len(g.corp.discard)
        g.push(AccessNext(name, pulls, ()))
        g.fire("access_begins", extra=name)  # "whenever you are about to access cards from"


def _corp_pool(g: Game, server: str, seen: tuple[int, ...]) -> list[Card]:
    if server == "HQ":
        return [c for c in g.corp.hand if c.id not in seen]
    if server == "R&D":
        return [c for c in g.corp.deck if c.id not in seen]
    if server == "Archives":
        return [c for c in g.corp.discard if c.id not in seen]
    return []


def _dull(c: Card) -> bool:
    """A card in Archives whose access can change nothing."""
    return c.data.type != "agenda" and not c.defn.on_access


class AccessNext(NamedTuple):
    """Access the next card: the Runner picks among root cards and the central server's cards."""

    server: str
    pulls: int
    seen: tuple[int, ...]

    def run(self, g: Game) -> None:
        r = g.run
        if r is None or g.over:
            return
        s = g.corp.servers.get(self.server)
        root = [c for c in s.content if c.id not in self.seen] if s is not None else []
        pool = _corp_pool(g, self.server, self.seen) if self.pulls > 0 else []
        pairs: list[tuple[Option, Any]] = []
        for c in root:
            known = c.rezzed
            where = "root of " + self.server if not s or not s.is_remote else self.server
            pairs.append(
                (
                    Option(
                        "access",
                        card=c.title if known else None,
                        card_id=c.id,
                        server=self.server,
                        label=f"Access {c.title if known else 'an unrezzed card'} in {where}",
                    ),
                    self._access(c),
                )
            )
        if pool:
            if self.server == "HQ":
                pick = pool[g.rng.randrange(len(pool))] if not root else None
                if pick is not None:
                    g.push(self._access(pick))
                    return
                pairs.append(
                    (
                        Option("access", server="HQ", label="Access a random card from HQ"),
                        AccessRandomHQ(self.pulls, self.seen),
                    )
                )
            elif self.server == "R&D":
                pairs.append(
                    (
                        Option("access", server="R&D", label="Access the top card of R&D"),
                        self._access(pool[0]),
                    )
                )
            else:  # Archives: all faceup now; the Runner picks the order where it matters
                dull = [c for c in pool if _dull(c)]
                if dull:
                    g.say(
                        "The Runner accesses " + ", ".join(c.title for c in dull) + " in Archives."
                    )
                    g.push(
                        AccessNext(
                            self.server,
                            self.pulls - len(dull),
                            self.seen + tuple(c.id for c in dull),
                        )
                    )
                    return
                for c in one_per_title(pool):
                    pairs.append(
                        (
                            Option(
                                "access",
                                card=c.title,
                                card_id=c.id,
                                server="Archives",
                                label=f"Access {c.title} in Archives",
                            ),
                            self._access(c),
                        )
                    )
        if not pairs:
            return
        if len(pairs) == 1:
            g.push(pairs[0][1])
            return
        g.ask(
            RUNNER,
            f"Accessing {self.server}: which card next?",
            pairs,
            kind="access",
            params={"accesses_left": self.pulls},
        )

    def _access(self, c: Card) -> AccessCard:
        in_pool = c.zone != "content"
        return AccessCard(
            c.id,
            self.server,
            AccessNext(self.server, self.pulls - (1 if in_pool else 0), self.seen + (c.id,)),
        )


class AccessRandomHQ(NamedTuple):
    pulls: int
    seen: tuple[int, ...]

    def run(self, g: Game) -> None:
        pool = _corp_pool(g, "HQ", self.seen)
        pick = pool[g.rng.randrange(len(pool))]
        g.push(AccessCard(pick.id, "HQ", AccessNext("HQ", self.pulls - 1, self.seen + (pick.id,))))


class AccessCard(NamedTuple):
    card_id: int
    server: str
    then: AccessNext

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        g.push(self.then)
        if c is None:
            return
        where = {"HQ": "from HQ", "R&D": "from R&D", "Archives": "in Archives"}.get(
            self.server, f"in {self.server}"
        )
        if c.zone == "content" and self.server in ("HQ", "R&D", "Archives"):
            where = f"in the root of {self.server}"
        g.say(f"The Runner accesses {c.title} {where}.")
        g.learn(c)
        g.push(AccessResolve(c.id, self.server))
        d = c.defn
        if d.on_access:
            ctx = ctx_of(c, extra=self.server)
            if d.access_condition is None or d.access_condition.test(g, ctx):
                g.push(Resolve(d.on_access, ctx))


def trash_purpose(c: Card) -> str:
    """What credits paid to trash the accessed ``c`` pay for ("trash_asset", "trash_upgrade":
    recurring credits for trashing that type, the 1996 Poltergeist's and Scatter Shot's)."""
    return "trash_" + c.data.type


class AccessResolve(NamedTuple):
    """After "when accessed" effects: steal an agenda, or offer to trash by paying its cost."""

    card_id: int
    server: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or g.over:
            return
        if c.data.type == "agenda":
            instead = g.ruleset.steal_replacement(g, c, self.server)  # Bizarre Encryption Scheme
            if instead is not None:
                g.push(instead)
                return
            self._agenda(g, c)
            return
        cost = g.trash_cost(c)
        if free_trash(g, c):
            cost = 0  # Demolition Run: trash any accessed card at no cost
        if cost is None or c.zone == DISCARD or cost > g.spendable(RUNNER, trash_purpose(c)):
            return
        g.ask(
            RUNNER,
            f"You access {c.title}: pay {cost} to trash it?",
            [
                (
                    Option(
                        "trash",
                        card=c.title,
                        card_id=c.id,
                        amount=cost,
                        label=f"Pay {g.ruleset.words.credits(cost)} to trash {c.title}",
                        cost=Cost(credits=cost),
                    ),
                    TrashAccessed(c.id, cost),
                ),
                (Option("pass", label=f"Leave {c.title}"), NOTHING),
            ],
            kind="trash",
            source=c.id,
            params={"cost": cost},
        )

    def _agenda(self, g: Game, c: Card) -> None:
        """An accessed agenda is stolen, paying what a card adds to steal it (Red Herrings), if
        the Runner can and will; a card that lets the Runner trash the cards it accesses
        (Demolition Run) lets it trash the agenda instead."""
        w = g.ruleset.words
        extra = steal_cost(g, self.server)
        may_trash = free_trash(g, c)
        can_steal = extra <= g.spendable(RUNNER)
        if not may_trash:
            if not extra:
                g.push(Steal(c.id))
                return
            if not can_steal:
                g.say(f"The Runner cannot pay {w.credits(extra)} to {w.steal[0]} {c.title}.")
                return
        pairs: list[tuple[Option, Any]] = []
        named = w.agenda(c.title, c.data.agenda_points or 0)
        if can_steal:
            pairs.append(
                (
                    Option(
                        "steal",
                        card=c.title,
                        card_id=c.id,
                        amount=extra,
                        label=f"Pay {w.credits(extra)} to {w.steal[0]} {named}"
                        if extra
                        else f"{sentence(w.steal[0])} {named}",
                        cost=priced(0, extra),
                    ),
                    Chain((PayCredits(RUNNER, extra), Steal(c.id))) if extra else Steal(c.id),
                )
            )
        if may_trash:
            why = getattr(g.run.source, "title", "") if g.run is not None else ""
            because = f" ({why})" if why else ""
            pairs.append(
                (
                    Option(
                        "trash",
                        card=c.title,
                        card_id=c.id,
                        amount=0,
                        label=f"Trash {named} instead{because}",
                    ),
                    TrashAccessed(c.id, 0),
                )
            )
        if extra or not can_steal:  # stealing is optional only when it costs something
            pairs.append((Option("pass", label=f"Don't {w.steal[0]} {c.title}"), NOTHING))
        prompt = f"You access {c.title}: {w.steal[0]} it" + (" or trash it?" if may_trash else "?")
        g.ask(RUNNER, prompt, pairs, kind="steal", source=c.id, params={"cost": extra})


def free_trash(g: Game, c: Card) -> bool:
    """May the Runner trash the accessed card ``c`` at no cost, even one that could not normally
    be trashed? The run's ``free_trash`` mod: any card it accesses (Demolition Run);
    ``free_trash_stored``: only the cards stored in the central server, not those installed in
    its root (the 1996 Kilroy Was Here, Romp through HQ)."""
    if g.run is None:
        return False
    mods = g.run.mods
    return bool(mods.get("free_trash") or (mods.get("free_trash_stored") and c.zone != "content"))


def steal_cost(g: Game, server: str) -> int:
    """Credits the Runner must pay, beyond the rules, to steal an agenda from ``server``."""
    # a steal cost still applies for the rest of a run in which its card was trashed (Red Herrings)
    kept = g.run.mods.get("steal_cost", 0) if g.run is not None else 0
    s = g.corp.servers.get(server)
    if s is None:
        return kept
    return kept + sum(u.defn.steal_cost for u in s.content if u.rezzed)


class PayCredits(NamedTuple):
    side: str
    amount: int

    def run(self, g: Game) -> None:
        g.pay(self.side, self.amount)


class Steal(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        # the counters it had, counted as it is stolen (the 1996 Silver Lining Recovery Protocol)
        adv = c.advancements
        c = g.move(c, SCORED, owner=g.runner, faceup=True)
        g.flags["stolen"] = g.flags.get("stolen", 0) + 1
        g.flags["stolen_advancements"] = g.flags.get("stolen_advancements", 0) + adv
        points = c.data.agenda_points or 0
        w = g.ruleset.words
        g.say(
            f"The Runner {w.steal[1]} {w.agenda(c.title, points)}, for "
            f"{w.agenda_points(g.runner.agenda_points)} in all."
        )
        for keyword in c.data.keywords:  # "stolen:Black Ops": Hot Tip for WNS
            g.flags[f"stolen:{keyword}"] = 1
        g.fire("agenda_stolen", extra=c.id)


class TrashAccessed(NamedTuple):
    card_id: int
    cost: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.pay(RUNNER, self.cost, trash_purpose(c))
        g.say(f"The Runner pays {self.cost} to trash {c.title}.")
        if c.rezzed and c.defn.steal_cost and g.run is not None:
            g.run.mods["steal_cost"] = g.run.mods.get("steal_cost", 0) + c.defn.steal_cost
        g.trash(c, by="access")


class RunEnds(NamedTuple):
    def run(self, g: Game) -> None:
        r = g.run
        if r is None:
            return
        r.ended = True
        g.say(f"The run on {r.server} ends" + (" (successful)." if r.successful else "."))
        g.push(FinishRun())
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


__all__ = ["StartRun", "JackOut"]

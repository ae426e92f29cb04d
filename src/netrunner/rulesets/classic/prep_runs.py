"""The runs of the 1996 Proteus and Classic preps (runner-preps), the second half of
:mod:`.runner_preps`: runs with a lasting effect read by the ruleset's hooks (Weefle
Initiation's damage shield, Decoy Signal's exposes and early jack-out, Disgruntled Ice
Technician's derez, Running Interference's doubled rez costs, Reconnaissance's bits) and Pirate
Broadcast's run on each data fort in turn; each class's docstring says which card it serves.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.damage import DAMAGE
from ...engine.decision import Option
from ...engine.effects import GainCredits
from ...engine.game import Ctx
from ...engine.naming import ice_label
from ...engine.steps import Chain, Resolve
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Card


# ---------------------------------------------------------------------- runs with a lasting effect:
# Weefle Initiation, Reconnaissance, Disgruntled Ice Technician, Running Interference

#: the run mods of this module's runs (``RunState.mods``, plain ints: cloned with the run)
PREVENT_DAMAGE = "prevent_damage"  # damage still to prevent during the run (Weefle Initiation)
REZ_BITS = "rez_bits"  # bits for each card the Corp rezzes during the run (Reconnaissance)
DEREZ_PASSED = "derez_passed"  # may derez ice passed with all broken (Disgruntled Ice Technician)
DOUBLE_REZ = "double_ice_rez"  # ice costs twice its rez cost to rez (Running Interference)
EXPOSE_APPROACHED = "expose_approached"  # unrezzed ice approached is exposed (Decoy Signal)


class RunSaying(NamedTuple):
    """Make a run on a fort of the Runner's choice with ``mods`` (this module's), the effect on
    the run said in ``says`` (the engine's run text knows none of them)."""

    mods: tuple[tuple[str, int], ...]
    says: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.choices import RunChosenServer

        RunChosenServer(mods=self.mods).resolve(g, ctx)

    def text(self) -> str:
        return f"Make a run. {self.says}"


def _run_mod(g: Game, key: str) -> int:
    r = g.run
    return r.mods.get(key, 0) if r is not None and not r.ended else 0


def run_damage_shield(g: Game, kind: str, n: int) -> int:
    """``Classic.absorb``: how much of ``n`` damage Weefle Initiation's run prevents (automatic,
    as a shield: what is left of its 7 for the run)."""
    left = _run_mod(g, PREVENT_DAMAGE)
    if kind not in DAMAGE or n <= 0 or left <= 0 or g.run is None:
        return 0
    prevented = min(left, n)
    g.run.mods[PREVENT_DAMAGE] = left - prevented
    g.touch()
    g.say(
        f"Weefle Initiation prevents {prevented} {kind} damage"
        f" ({left - prevented} left to prevent during this run)."
    )
    return prevented


def prep_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """``Classic.rule_triggers``: Reconnaissance's bit for each card rezzed during its run;
    Disgruntled Ice Technician's offer after passing ice whose subroutines were all broken."""
    if g.run is None or g.run.ended:
        return []
    if event == "rez" and _run_mod(g, REZ_BITS):
        ctx = Ctx(RUNNER, -1, "Reconnaissance", extra)
        return [(RUNNER, Resolve((GainCredits(_run_mod(g, REZ_BITS)),), ctx))]
    if event == "approach_ice" and _run_mod(g, EXPOSE_APPROACHED):
        ice = g.card(extra) if isinstance(extra, int) else None
        if ice is not None and not ice.rezzed:
            ctx = Ctx(RUNNER, -1, "Decoy Signal", extra)
            return [(RUNNER, Resolve((ExposeApproached(ice.id),), ctx))]
    if event == "pass_ice" and _run_mod(g, DEREZ_PASSED):
        ice = g.card(extra) if isinstance(extra, int) else None
        if ice is not None and ice.rezzed and _all_broken(g, ice):
            ctx = Ctx(RUNNER, -1, "Disgruntled Ice Technician", extra)
            return [(RUNNER, Resolve((MayDerezPassed(ice.id),), ctx))]
    return []


class ExposeApproached(NamedTuple):
    """Decoy Signal: the unrezzed ice ``ice_id`` just approached is exposed (the Corp may
    prevent it), then the Runner may jack out before the Corp decides whether to rez it (a
    ``jack_out`` decision: ``pass`` stays)."""

    ice_id: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.damage import PreventWindow

        ice = g.card(self.ice_id)
        if ice is None or ice.rezzed:
            return
        g.push(MayJackOutBeforeRez(self.ice_id, ctx.title))
        if not ice.faceup:
            g.push(PreventWindow("expose", 1, ctx.title, ice.id))

    def text(self) -> str:
        return "Expose it."


class MayJackOutBeforeRez(NamedTuple):
    """A step: the Runner may jack out before the Corp decides whether to rez the ice it is
    approaching (Decoy Signal)."""

    ice_id: int
    source: str

    def run(self, g: Game) -> None:
        from ...engine.run import jack_out_options
        from ...engine.steps import live_run

        r = live_run(g)
        ice = g.card(self.ice_id)
        if r is None or ice is None or ice.rezzed:
            return
        jack = jack_out_options(g)
        if not jack:
            return
        pairs: list[tuple[Option, Any]] = [
            (Option("pass", label="Stay: let the Corp decide whether to rez it"), Chain(())),
            *jack,
        ]
        g.ask(
            RUNNER,
            f"{self.source}: jack out before the Corp decides whether to rez {ice_label(g, ice)}?",
            pairs,
            public_prompt=f"{self.source}: the Runner may jack out before the Corp's rez.",
            kind="jack_out",
            source_title=self.source,
        )


def _all_broken(g: Game, ice: Card) -> bool:
    """Were all the subroutines of ``ice`` (at least one) broken in the encounter just over?"""
    from .breakers import ice_subroutines

    n = len(ice_subroutines(g, ice))
    return g.run is not None and bool(n) and len(set(g.run.broken)) >= n


class MayDerezPassed(NamedTuple):
    """Disgruntled Ice Technician: the Runner may derez the ice ``ice_id`` it just passed and end
    its run (a ``choose`` decision with a ``pass``)."""

    ice_id: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from .derez import DerezIt

        ice = g.card(self.ice_id)
        if ice is None or not ice.rezzed:
            return
        name = ice_label(g, ice)
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose", card=ice.title, card_id=ice.id, label=f"Derez {name} and end the run"
                ),
                Chain((DerezIt(ice.id, ctx.title), EndRunStep(ctx.title))),
            ),
            (Option("pass", label="Go on with the run"), Chain(())),
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: derez {name} and end your run?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner may derez {name} and end the run.",
            kind="choose",
            source_title=ctx.title,
        )

    def text(self) -> str:
        return "You may derez that ice and end your run."


class EndRunStep(NamedTuple):
    """A step: the Runner ends its run (``source`` says why)."""

    source: str

    def run(self, g: Game) -> None:
        from ...engine.effects import end_run

        end_run(g, f"The Runner ends the run ({self.source}).")


def doubled_rez_cost(g: Game, card: Card, cost: int) -> int:
    """``Classic.final_rez_cost``: during Running Interference's run, a piece of ice costs its rez
    cost again in addition (X more, X its rez cost)."""
    if card.zone == "ice" and _run_mod(g, DOUBLE_REZ):
        return cost * 2
    return cost


# ---------------------------------------------------------------------- Pirate Broadcast


class RunEachFort(NamedTuple):
    """Pirate Broadcast: a run on each fort, one after the other, in the order the Runner
    chooses (each run's end asks the next); once all are made, 1 agenda point if all were
    successful, else the Runner forgoes its next action. ``done``: the forts run so far;
    ``failed``: whether any of those runs was unsuccessful."""

    done: tuple[str, ...] = ()
    failed: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.choices import MakeRun

        if g.over:
            return
        left = [n for n in g.corp.servers if n not in self.done and g.ruleset.may_run(g, n)]
        if not left:
            g.push(Resolve((BroadcastOutcome(self.failed),), ctx))
            return
        before = g.flags.get("successful_runs", 0)
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=ctx.title, server=n, label=f"Run {n}"),
                Resolve(
                    (MakeRun(n, on_end=(BroadcastNext(self.done + (n,), self.failed, before),)),),
                    ctx,
                ),
            )
            for n in left
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: which fort do you run next ({len(left)} left)?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner picks the next fort to run.",
            kind="choose",
            source_title=ctx.title,
            params={"left": len(left)},
        )

    def text(self) -> str:
        return (
            f"Make a run on each {current_words().server[0]}. Score 1 agenda point if all the runs"
            " are successful. Forgo your next action if any of the runs are not successful."
        )


class BroadcastNext(NamedTuple):
    """After one of Pirate Broadcast's runs: was it successful (the turn's count of successful
    runs went past ``before``)? Then the next run."""

    done: tuple[str, ...]
    failed: bool
    before: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        failed = self.failed or g.flags.get("successful_runs", 0) <= self.before
        g.push(Resolve((RunEachFort(self.done, failed),), ctx))

    def text(self) -> str:
        return "Make the next run."


class BroadcastOutcome(NamedTuple):
    """Pirate Broadcast's end: 1 agenda point if every run was successful, else the Runner
    forgoes its next action."""

    failed: bool

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.effects import ScoreAgendaPoints
        from .rules import forgo_actions

        if self.failed:
            g.say(
                f"{ctx.title}: not all the runs were successful; the Runner forgoes its next action."
            )
            forgo_actions(g, RUNNER, 1)
            return
        ScoreAgendaPoints(1).resolve(g, ctx)

    def text(self) -> str:
        return "Score 1 agenda point if all the runs are successful."

"""Effects for the rest of a run (the 1996 game's "for the remainder of the run": Canis Major, Canis
Minor, Mastiff, Tutor, Ball and Chain, Jack Attack, Viral 15, Virizz) and effects on the next piece
of ice encountered (Fatal Attractor, Shock.r; rules-diff 48: unrezzed ice is passed, not
encountered).

Each is a lasting effect of the run (``Game.linger``, scope ``"run"``, card id -1, so it outlives
the ice that made it): ``(kind + source title, -1, amount, "run")``, plain data that ``clone`` copies
and ``replay`` remakes, gone when the run ends (``FinishRun``). The classic ruleset reads them
through the engine's run hooks:

- each encounter that begins later in the run (``Ruleset.encounter_steps``: :class:`RunwideEncounter`)
  turns them into effects on that ice for that encounter: +N strength (``("strength", ice id, N,
  "encounter")``), an added "End the run" after its subroutines (``Ruleset.added_subroutines``),
  the toll to pay or end the run, and, for the next-ice effects, the lock or the damage check on
  this ice (the pending effect is used up);
- the jack-out (``Ruleset.may_jack_out``, ``Ruleset.jack_out_cost``): forbidden, or dearer;
- going on after passing rezzed ice (``Ruleset.continue_run_steps``): trash a program;
- breaking (``run.break_surcharge`` reads ``("break_surcharge", -1, n, "run")``): Virizz.

"Further ice" is ice whose encounter begins after the effect began, whichever ice it is (ice met
again after Vacuum Link sends the Runner back included); the ice whose subroutine made the effect
is not changed during the encounter in progress.

>>> RestOfRun(STRENGTH, 2).text()
'For the remainder of the run, all further ice is encountered at +2 strength.'
>>> NextIceBreakAllOr(3).text()
'The next time the Runner encounters a piece of ice during this run, do 3 net damage unless the Runner breaks all of its subroutines.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.choices import choose_card, sub
from ...engine.cost import priced
from ...engine.damage import PreventWindow, TrashCard
from ...engine.decision import Option
from ...engine.effects import EndTheRun, end_run
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.carddef import Subroutine
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

# the kinds of the run's lasting effects (each followed by the source's title)
STRENGTH = "rw_strength:"  # all further ice +amount strength
ADD_ETR = "rw_etr:"  # all further ice: an added "End the run" after its subroutines
TOLL = "rw_toll:"  # at each further encounter pay amount bits or end the run
NO_JACK_OUT = "rw_no_jack_out:"  # the Runner cannot jack out (an ice id: for that encounter)
JACK_OUT_TOLL = "rw_jack_out_toll:"  # jacking out costs amount bits more
TRASH_AFTER_PASS = "rw_trash_after_pass:"  # after passing rezzed ice, go on only by trashing
NEXT_NO_JACK_OUT = "rw_next_no_jack_out:"  # no jack-out until the next encounter is over
NEXT_BREAK_ALL = "rw_next_break_all:"  # next encounter: amount net damage unless all broken
BREAK_ALL = "rw_break_all:"  # this encounter (the ice's id): the check made when subs resolve
NEXT_BREAK_ALL_CAPPED = "rw_next_break_all_capped:"  # the same, all but 1 damage prevented
BREAK_ALL_CAPPED = "rw_break_all_capped:"
ADDED_ETR = "rw_added_etr"  # this encounter (the ice's id): amount added "End the run"s
BREAK_SURCHARGE = "break_surcharge"  # read by the engine (run.break_surcharge)

#: the subroutine Tutor adds to every further ice
ADDED_END_THE_RUN: Subroutine = sub(EndTheRun())

_TEXT = {
    STRENGTH: "all further ice is encountered at +{n} strength",
    ADD_ETR: 'all ice encountered has an additional subroutine, "Subroutine: End the run.", '
    "after all its other subroutines",
    TOLL: "the Runner must pay {bits} when encountering a piece of ice, in addition to any "
    "other costs, or end the run",
    NO_JACK_OUT: "the Runner cannot jack out",
    JACK_OUT_TOLL: "the Runner must pay {bits} to jack out, in addition to any other costs",
    TRASH_AFTER_PASS: "the Runner trashes an installed program after passing each piece of "
    "rezzed ice, including this one, unless they jack out",
    BREAK_SURCHARGE: "the Runner must pay an additional {bits} to break each ice subroutine",
}

_SAY = {
    STRENGTH: "all further ice is encountered at +{n} strength for the rest of the run",
    ADD_ETR: 'all further ice has an added "End the run" for the rest of the run',
    TOLL: "the Runner must pay {bits} at each further encounter or end the run",
    NO_JACK_OUT: "the Runner cannot jack out for the rest of the run",
    JACK_OUT_TOLL: "jacking out costs the Runner {bits} more for the rest of the run",
    TRASH_AFTER_PASS: "for the rest of the run the Runner trashes a program after passing each "
    "piece of rezzed ice, unless they jack out",
    BREAK_SURCHARGE: "breaking each ice subroutine costs the Runner {bits} more for the rest of "
    "the run",
}


def effects_of(g: Game, kind: str, ice_id: int = -1) -> list[tuple[str, int, int, str]]:
    """The lasting effects of ``kind`` (a prefix: ``STRENGTH``...) on ``ice_id`` (-1: the run's)."""
    return [e for e in g.lingering if e[0].startswith(kind) and e[1] == ice_id]


def _title(e: tuple[str, int, int, str], kind: str) -> str:
    return e[0][len(kind) :]


class RestOfRun(NamedTuple):
    """For the remainder of the run: ``what`` (one of the kinds above) with ``n``.

    >>> RestOfRun(TOLL, 2).text()
    'For the remainder of the run, the Runner must pay 2 credits when encountering a piece of ice, in addition to any other costs, or end the run.'
    """

    what: str
    n: int = 0

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is None or g.run.ended:
            return
        kind = self.what if self.what == BREAK_SURCHARGE else self.what + (ctx.title or "")
        g.linger((kind, -1, self.n, "run"))
        w = g.ruleset.words
        said = _SAY[self.what].format(n=self.n, bits=w.credits(self.n))
        g.say(f"{ctx.title}: {said}.")

    def text(self) -> str:
        body = _TEXT[self.what].format(n=self.n, bits=credits(self.n))
        return f"For the remainder of the run, {body}."


class NextIceNoJackOut(NamedTuple):
    """The Runner cannot jack out until after the next encounter of the run (Shock.r).

    >>> NextIceNoJackOut().text()
    'The Runner cannot jack out until after the next encounter with a piece of ice during this run.'
    """

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is None or g.run.ended:
            return
        g.linger((NEXT_NO_JACK_OUT + (ctx.title or ""), -1, 0, "run"))
        g.say(f"{ctx.title}: the Runner cannot jack out until after the next encounter.")

    def text(self) -> str:
        return (
            "The Runner cannot jack out until after the next encounter with a piece of ice during"
            " this run."
        )


class NextIceBreakAllOr(NamedTuple):
    """The next time the Runner encounters a piece of ice during the run, ``n`` net damage
    unless they break all of its subroutines (Fatal Attractor). The damage is done once the
    Runner has had its chance to break: as that ice's subroutines begin to resolve. ``capped``:
    all but 1 of the damage will be prevented (made while Microtech 'Trode Set caps the net
    damage of the AP subroutine that made it)."""

    n: int
    capped: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is None or g.run.ended:
            return
        kind = NEXT_BREAK_ALL_CAPPED if self.capped else NEXT_BREAK_ALL
        g.linger((kind + (ctx.title or ""), -1, self.n, "run"))
        g.say(
            f"{ctx.title}: the next ice encountered does {self.n} net damage unless the Runner "
            "breaks all of its subroutines."
        )

    def text(self) -> str:
        return (
            "The next time the Runner encounters a piece of ice during this run, do "
            f"{self.n} net damage unless the Runner breaks all of its subroutines."
        )


# ---------------------------------------------------------------------- at each encounter


def has_runwide(g: Game) -> bool:
    return any(e[0].startswith("rw_") for e in g.lingering)


class RunwideEncounter(NamedTuple):
    """A step as an encounter with ``ice_id`` begins: the run's lasting effects apply to it."""

    ice_id: int

    def run(self, g: Game) -> None:
        r = g.run
        ice = g.card(self.ice_id)
        if r is None or r.ended or ice is None:
            return
        for e in effects_of(g, STRENGTH):
            g.linger(("strength", ice.id, e[2], "encounter"))
            g.say(f"{ice.title} is encountered at +{e[2]} strength ({_title(e, STRENGTH)}).")
        etr = effects_of(g, ADD_ETR)
        if etr:
            g.linger((ADDED_ETR, ice.id, len(etr), "encounter"))
            for e in etr:
                g.say(
                    f'{ice.title} has an added subroutine: "End the run." ({_title(e, ADD_ETR)}).'
                )
        # the next-ice effects: this is the next ice encountered
        pending = [
            e
            for e in g.lingering
            if e[1] == -1
            and e[0].startswith((NEXT_NO_JACK_OUT, NEXT_BREAK_ALL, NEXT_BREAK_ALL_CAPPED))
        ]
        if pending:
            g.lingering = [e for e in g.lingering if e not in pending]
            g.touch()
        for e in pending:
            if e[0].startswith(NEXT_NO_JACK_OUT):
                title = _title(e, NEXT_NO_JACK_OUT)
                g.linger((NO_JACK_OUT + title, ice.id, 0, "encounter"))
                g.say(f"The Runner cannot jack out until after this encounter ({title}).")
            else:
                capped = e[0].startswith(NEXT_BREAK_ALL_CAPPED)
                prefix = NEXT_BREAK_ALL_CAPPED if capped else NEXT_BREAK_ALL
                title = _title(e, prefix)
                g.linger(
                    ((BREAK_ALL_CAPPED if capped else BREAK_ALL) + title, ice.id, e[2], "encounter")
                )
                g.say(
                    f"Unless the Runner breaks all the subroutines of {ice.title}, it takes "
                    f"{e[2]} net damage ({title})."
                )
        for e in reversed(effects_of(g, TOLL)):  # pushed last first: asked in order
            g.push(PayOrEndRun(e[2], _title(e, TOLL), ice.id))


class PayOrEndRun(NamedTuple):
    """The Runner must pay ``n`` bits as it encounters ``ice_id``, or end the run (Ball and
    Chain): it chooses; a Runner who cannot pay ends the run."""

    n: int
    source: str
    ice_id: int  # the card that asks (the ice encountered; Newsgroup Taunting)
    what: str = "to encounter this ice"

    def run(self, g: Game) -> None:
        r = g.run
        if r is None or r.ended:
            return
        w = g.ruleset.words
        bits = w.credits(self.n)
        if g.spendable(RUNNER) < self.n:
            end_run(g, f"The Runner cannot pay {bits}: {self.source} ends the run.")
            return
        g.ask(
            RUNNER,
            f"{self.source}: pay {bits} {self.what}, or end the run?",
            [
                (
                    Option(
                        "choose",
                        card=self.source,
                        target="pay",
                        amount=self.n,
                        label=f"Pay {bits}",
                        cost=priced(0, self.n),
                    ),
                    PayToll(self.n, self.source),
                ),
                (
                    Option("choose", card=self.source, target="end the run", label="End the run"),
                    EndRunStep(f"The Runner does not pay: {self.source} ends the run."),
                ),
            ],
            public_prompt=f"{self.source}: the Runner pays {bits} or ends the run.",
            kind="choose",
            source=self.ice_id,
            params={"cost": self.n},
        )


class RunnerPaysOrEndsRun(NamedTuple):
    """An effect: the Runner pays ``n`` bits or ends the run, its choice (a Runner who cannot pay
    ends it): the 1996 Newsgroup Taunting as each run begins, read as Ball and Chain's "must
    pay ... or end the run" is.

    >>> RunnerPaysOrEndsRun(1).text()
    'The Runner must pay 1 credit, in addition to any other costs, or end the run.'
    """

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(PayOrEndRun(self.n, ctx.title, ctx.source, "to go on with the run"))

    def text(self) -> str:
        return f"The Runner must pay {credits(self.n)}, in addition to any other costs, or end the run."


class PayToll(NamedTuple):
    n: int
    source: str

    def run(self, g: Game) -> None:
        g.pay(RUNNER, self.n)
        g.say(f"The Runner pays {g.ruleset.words.credits(self.n)} ({self.source}).")


class EndRunStep(NamedTuple):
    line: str

    def run(self, g: Game) -> None:
        end_run(g, self.line)


def added_subroutines(g: Game, ice: Card) -> tuple[Subroutine, ...]:
    """The "End the run" subroutines Tutor added to ``ice`` for this encounter."""
    n = sum(e[2] for e in g.lingering if e[0] == ADDED_ETR and e[1] == ice.id)
    return (ADDED_END_THE_RUN,) * n


def break_all_damage(g: Game, ice: Card) -> tuple[Any, ...]:
    """Fatal Attractor's check on ``ice``, made as its first unbroken subroutine is about to
    resolve (so not all were broken): the damage effects, and the checks are used up."""
    checks = [
        e for e in g.lingering if e[1] == ice.id and e[0].startswith((BREAK_ALL, BREAK_ALL_CAPPED))
    ]
    if not checks:
        return ()
    g.lingering = [e for e in g.lingering if e not in checks]
    g.touch()
    out: list[Any] = []
    for e in checks:
        capped = e[0].startswith(BREAK_ALL_CAPPED)
        title = _title(e, BREAK_ALL_CAPPED if capped else BREAK_ALL)
        out.append(BreakAllDamage(e[2], title, capped))
    return tuple(out)


class BreakAllDamage(NamedTuple):
    """Fatal Attractor's net damage, done because not all subroutines were broken."""

    n: int
    source: str
    capped: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.say(f"Not every subroutine of {ctx.title} was broken: {self.source} does net damage.")
        n = self.n + g.damage_bonus("net")
        if self.capped and n > 1:
            g.say(f"Microtech 'Trode Set prevents {n - 1} net damage.")
            n = 1
        g.push(PreventWindow("net", n, self.source))

    def text(self) -> str:
        return f"Do {self.n} net damage."


# ---------------------------------------------------------------------- jacking out, going on


def may_jack_out(g: Game) -> bool:
    """No effect forbids jacking out (Jack Attack, Shock.r)."""
    return not any(e[0].startswith((NO_JACK_OUT, NEXT_NO_JACK_OUT)) for e in g.lingering)


def jack_out_cost(g: Game) -> int:
    """The bits jacking out costs (Viral 15: 1 for each)."""
    return sum(e[2] for e in effects_of(g, JACK_OUT_TOLL))


def continue_run_steps(g: Game) -> tuple[Any, ...]:
    """Going on after passing a rezzed piece of ice: a program trashed for each Viral 15."""
    r = g.run
    effects = effects_of(g, TRASH_AFTER_PASS)
    if r is None or not effects or r.ice_id is None:
        return ()
    ice = g.card(r.ice_id)
    if ice is None or not ice.rezzed:
        return ()
    return tuple(TrashOwnProgram(_title(e, TRASH_AFTER_PASS)) for e in effects)


class TrashOwnProgram(NamedTuple):
    """The Runner trashes one of its installed programs, of its choice (Viral 15)."""

    source: str

    def run(self, g: Game) -> None:
        progs = list(g.runner.program)
        if not progs:
            g.say(f"{self.source}: the Runner has no program to trash.")
            return
        choose_card(
            g,
            RUNNER,
            progs,
            lambda c: TrashCard(c.id, self.source),
            label=lambda c: f"Trash {c.title}",
            prompt=f"{self.source}: you go on, so trash one of your programs.",
            public_prompt=f"{self.source}: the Runner chooses a program to trash.",
        )


__all__ = [
    "RestOfRun",
    "NextIceNoJackOut",
    "NextIceBreakAllOr",
    "RunwideEncounter",
    "PayOrEndRun",
    "TrashOwnProgram",
    "BreakAllDamage",
    "added_subroutines",
    "break_all_damage",
    "may_jack_out",
    "jack_out_cost",
    "continue_run_steps",
    "has_runwide",
    "effects_of",
    "STRENGTH",
    "ADD_ETR",
    "TOLL",
    "NO_JACK_OUT",
    "JACK_OUT_TOLL",
    "TRASH_AFTER_PASS",
    "BREAK_SURCHARGE",
]

"""What happened during a run, remembered for the cards that read it afterwards (the Proteus and
Classic Bad Publicity and stealth cards): black ice encountered, Black Ops cards rezzed, agendas
liberated and cards trashed by keyword, noisy icebreakers used, trace attempts made.

The classic ruleset calls :func:`watch` for every event the engine fires (from
``Classic.rule_triggers``; it returns no abilities, it only counts). The counts live in the
run's ``RunState.mods`` (plain ints, copied with the run):

- ``seen:<keyword>``: ice with the keyword encountered (``seen:Black Ice``);
- ``rezzed:<keyword>``: Corp cards with the keyword rezzed during the run;
- ``stolen:<keyword>``: agendas with the keyword liberated during the run;
- ``trashed:<keyword>``: cards with the keyword the Runner trashed as it accessed them (the
  engine counts these in ``access.TrashAccessed``);
- ``noisy_used``: a noisy icebreaker broke a subroutine or raised its strength;
- ``traced``: a trace was initiated (``Classic.start_trace``).

As a run ends its counts are copied into the per-turn flags as ``last_run:<key>`` (with
``last_run:successful`` and ``last_run:server:<name>``), for effects that resolve once the run is
over (``MakeRun``'s ``on_end``); and a Black Ops card liberated or trashed during a run on HQ or
R&D sets the turn flag ``black_ops_on:<server>`` (Frame-Up). Every rez sets the turn flag
``rezzed_ice:<id>`` (Senatorial Field Trip reads those of black ice).

>>> RunCount("seen:Black Ice").text()
'each piece of black ice you encountered during the run'
>>> NoNoisyUsed().text()
'you used no noisy icebreakers during the run'
>>> from netrunner.engine.choices import MakeRun
>>> NoNoisyRun(MakeRun("R&D", mods=(("access_extra", 3),))).text()
'Make a run on R&D. If it is successful, access 3 more cards from R&D. You cannot use noisy icebreakers during the run.'
>>> QuietRun(("R&D", "HQ"), 2).text()
'Make a run on R&D or HQ. If the run is successful, access 2 more cards if you used no noisy icebreakers during the run and if no trace attempts were made during the run.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

LAST = "last_run:"


def _bump(mods: dict[str, int], key: str, n: int = 1) -> None:
    mods[key] = mods.get(key, 0) + n


def watch(g: Game, event: str, extra: Any) -> None:
    """Count what ``event`` means for the run under way (see the module's docstring)."""
    r = g.run
    if event == "run_begins":
        for k in [k for k in g.flags if k.startswith(LAST)]:
            del g.flags[k]
        return
    if event == "rez":  # any rez, in a run or not (Senatorial Field Trip)
        g.flags[f"rezzed_ice:{extra}"] = 1
    if r is None:
        return
    if event == "encounter_ice":
        ice = g.card(extra)
        if ice is not None:
            for kw in ice.data.keywords:
                _bump(r.mods, f"seen:{kw}")
    elif event == "rez":
        c = g.card(extra)
        if c is not None:
            for kw in c.data.keywords:
                _bump(r.mods, f"rezzed:{kw}")
    elif event == "agenda_stolen":
        c = g.card(extra)
        if c is not None:
            for kw in c.data.keywords:
                _bump(r.mods, f"stolen:{kw}")
    elif event in ("subroutine_broken", "breaker_boosted"):
        bid = extra[0] if event == "subroutine_broken" else extra
        b = g.card(bid)
        if b is not None and b.data.has_keyword("Noisy"):
            r.mods["noisy_used"] = 1
    elif event == "successful_run":
        _quiet_extra(g)
    elif event == "run_ends":
        for k, v in r.mods.items():
            if ":" in k or k in ("noisy_used", "traced"):
                g.flags[LAST + k] = v
        g.flags[LAST + "successful"] = int(r.successful)
        g.flags[LAST + "server:" + r.server] = 1
        if r.server in ("HQ", "R&D") and (
            r.mods.get("stolen:Black Ops") or r.mods.get("trashed:Black Ops")
        ):
            g.flags[f"black_ops_on:{r.server}"] = 1


def _quiet_extra(g: Game) -> None:
    """As a run with the mod ``quiet_extra`` (Library Search) becomes successful: that many more
    cards accessed, if no noisy icebreaker was used and no trace attempt made during it."""
    r = g.run
    if r is None or not r.mods.get("quiet_extra"):
        return
    if r.mods.get("noisy_used") or r.mods.get("traced"):
        g.say("A noisy icebreaker was used or a trace attempted: no more cards are accessed.")
        return
    r.access_extra += r.mods["quiet_extra"]


def traced(g: Game) -> None:
    """A trace attempt is made: during a run, the run remembers it."""
    if g.run is not None and not g.run.ended:
        g.run.mods["traced"] = 1


def last_run(g: Game, key: str) -> int:
    """The count ``key`` of the run that just ended (its ``on_end`` effects read it)."""
    return g.flags.get(LAST + key, 0)


class RunCount(NamedTuple):
    """How many ``key`` the run just over counted (for "1 for each ..." texts); ``says``: the
    words, made from the key by default."""

    key: str
    says: str = ""

    def count(self, g: Game) -> int:
        return last_run(g, self.key)

    def text(self) -> str:
        if self.says:
            return self.says
        what, kw = self.key.split(":", 1)
        verb = {"seen": "you encountered", "rezzed": "the Corp rezzed", "stolen": "you liberated"}
        noun = "piece of black ice" if kw == "Black Ice" else f"{kw} card"
        return f"each {noun} {verb.get(what, 'you trashed')} during the run"


class NoNoisyUsed(NamedTuple):
    """During the run under way no noisy icebreaker was used (Library Search)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.run is not None and not g.run.mods.get("noisy_used")

    def text(self) -> str:
        return "you used no noisy icebreakers during the run"


def may_use_noisy(g: Game, breaker: Any) -> bool:
    """A noisy icebreaker may not be used during a run made by a card that forbids it (All-Hands,
    Rush Hour: the run's mod ``no_noisy``)."""
    r = g.run
    return not (r is not None and r.mods.get("no_noisy") and breaker.data.has_keyword("Noisy"))


class NoNoisyRun(NamedTuple):
    """``run`` (a ``MakeRun`` or ``RunChosenServer``), during which the Runner cannot use noisy
    icebreakers (All-Hands, Rush Hour: the run's mod ``no_noisy``)."""

    run: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        self.run._replace(mods=(*self.run.mods, ("no_noisy", 1))).resolve(g, ctx)

    def text(self) -> str:
        return self.run.text() + " You cannot use noisy icebreakers during the run."


class QuietRun(NamedTuple):
    """Make a run on one of ``servers``; if successful, access ``n`` more cards if no noisy
    icebreaker was used and no trace attempt made during it (Library Search)."""

    servers: tuple[str, ...]
    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.choices import RunChosenServer

        RunChosenServer(self.servers, mods=(("quiet_extra", self.n),)).resolve(g, ctx)

    def text(self) -> str:
        from ...engine.choices import RunChosenServer

        return (
            RunChosenServer(self.servers).text()
            + f" If the run is successful, access {self.n} more cards if you used no noisy"
            " icebreakers during the run and if no trace attempts were made during the run."
        )


__all__ = [
    "NoNoisyRun",
    "QuietRun",
    "watch",
    "traced",
    "last_run",
    "RunCount",
    "NoNoisyUsed",
    "may_use_noisy",
]

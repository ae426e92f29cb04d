"""Bad Publicity points (the Proteus cards, rules-diff 22): the Runner gives them to the Corp,
the Corp gains them from its own Black Ops; at 7 or more the Corp loses the game, before agenda
points (``Classic.check_win``).

Every change of the count goes through :func:`add_bad_publicity`, which touches the game so the
checkpoint checks the loss at once. The Runner's cards say "Give the Corp 1 Bad Publicity point"
(:class:`GiveBadPublicity`), the Corp's "Gain 1 Bad Publicity point" (:class:`GainBadPublicity`);
both print the loss rule as a note (:data:`BP_NOTE`). The Runner's counted gifts (Live News Feed,
Subliminal Corruption) read what the run counted (:mod:`.runwatch`).

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> GiveBadPublicity(1).text()
'Give the Corp 1 Bad Publicity point.'
>>> GiveBadPublicity(2).text()
'Give the Corp 2 Bad Publicity points.'
>>> GainBadPublicity(1).text()
'Gain 1 Bad Publicity point.'
>>> from .runwatch import RunCount
>>> BadPublicityFor((RunCount("seen:Black Ice"),)).text()
'Give the Corp 1 Bad Publicity point for each piece of black ice you encountered during the run.'
>>> with using(CLASSIC_WORDS):
...     ScaldanRolls().text()
'Roll a die for each Scaldan counter on the Corp: on each 5 or 6, the Corp gains 1 Bad Publicity point.'
>>> DerezOrBadPublicity(2).text()
'The Corp either derezzes that piece of ice or receives 2 Bad Publicity points.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.naming import ice_label
from ...engine.state import ICE
from ...engine.steps import Resolve, one_per_title, plural, source_id
from .runwatch import last_run
from .viruses import CORP_VIRUSES, CorpVirus

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: The loss rule every Bad Publicity card prints.
BP_NOTE = (
    "If the Corp has 7 or more Bad Publicity points, it loses the game, even if it fulfills"
    " victory conditions at the same time."
)


def points(n: int) -> str:
    """ "1 Bad Publicity point", "2 Bad Publicity points"."""
    return f"{n} Bad Publicity point" + ("" if n == 1 else "s")


def add_bad_publicity(g: Game, n: int, why: str) -> None:
    """The Corp's count goes up by ``n`` (said in the log); the checkpoint sees it."""
    if n <= 0:
        return
    g.corp.bad_publicity += n
    g.touch()  # 7 or more loses the Corp the game (Classic.check_win)
    g.say(f"The Corp gets {points(n)} ({why}): {g.corp.bad_publicity} in all.")


def scoring_bad_publicity(g: Game) -> int:
    """The Bad Publicity points an agenda just scored is about to give the Corp (its "when
    scored" effects waiting on the stack: Charity Takeover). They come "at the same time" as
    the agenda points scored with it, so the Corp's loss is checked with them
    (``Classic.check_win``)."""
    n = 0
    scored = {c.id for c in g.corp.scored}
    for step in g.pending:
        if isinstance(step, Resolve) and step.ctx.source in scored:
            n += sum(e.n for e in step.effects[step.i :] if isinstance(e, GainBadPublicity))
    return n


class GiveBadPublicity(NamedTuple):
    """The Runner gives the Corp ``n`` Bad Publicity points."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        add_bad_publicity(g, self.n, ctx.title)

    def text(self) -> str:
        return f"Give the Corp {points(self.n)}."


class GainBadPublicity(NamedTuple):
    """The Corp gains ``n`` Bad Publicity points (its own card: Charity Takeover)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        add_bad_publicity(g, self.n, ctx.title)

    def text(self) -> str:
        return f"Gain {points(self.n)}."


class BadPublicityFor(NamedTuple):
    """1 Bad Publicity point for each of what ``counts`` (``runwatch.RunCount``) counted in the
    run just over; with ``if_successful``, only if that run was successful."""

    counts: tuple[Any, ...]
    if_successful: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if self.if_successful and not last_run(g, "successful"):
            return
        n = sum(c.count(g) for c in self.counts)
        if n:
            add_bad_publicity(g, n, ctx.title)
        else:
            g.say(f"{ctx.title} gives the Corp no Bad Publicity point.")

    def text(self) -> str:
        each = ", ".join(f"1 for {c.text()}" for c in self.counts[1:])
        first = f"Give the Corp 1 Bad Publicity point for {self.counts[0].text()}"
        return first + (f", {each}" if each else "") + "."


class IfLastRunSuccessful(NamedTuple):
    """Once the run is over: ``effects`` if it was successful (Live News Feed)."""

    effects: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if last_run(g, "successful"):
            g.push(Resolve(self.effects, ctx))

    def text(self) -> str:
        from ...engine.steps import join_texts

        return "If the run is successful, " + join_texts(self.effects, sentence=False)


class OneMoreIfBlackOps(NamedTuple):
    """Frame-Up: 1 more Bad Publicity point if the Runner liberated or trashed a Black Ops card
    during this turn's runs on HQ or R&D (``runwatch``'s turn flags ``black_ops_on:<fort>``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.flags.get("black_ops_on:HQ") or g.flags.get("black_ops_on:R&D"):
            add_bad_publicity(g, 1, f"{ctx.title}: Black Ops")

    def text(self) -> str:
        return (
            "Give the Corp 1 additional Bad Publicity point if you liberated or trashed any Black"
            " Ops cards during those runs."
        )


def connections(g: Game) -> list[Any]:
    """The Runner's installed connections."""
    return [c for c in g.runner.resource if c.data.has_keyword("Connection")]


class TwoConnections(NamedTuple):
    """A play condition: the Runner has at least ``n`` connections in play."""

    n: int = 2

    def test(self, g: Game, ctx: Ctx) -> bool:
        return len(connections(g)) >= self.n

    def text(self) -> str:
        return f"you have at least {plural(self.n, 'connection')} in play"


class TrashConnections(NamedTuple):
    """The Runner trashes ``n`` of its connections, chosen one at a time (no choice when it has
    no more than ``n``)."""

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(TrashConnectionStep(self.n, ctx.title, source_id(ctx)))

    def text(self) -> str:
        return f"Trash {plural(self.n, 'connection')}."


class TrashConnectionStep(NamedTuple):
    """``left`` connections still to trash for ``source``."""

    left: int
    source: str
    source_card: Any = None

    def run(self, g: Game) -> None:
        cs = connections(g)
        if self.left <= 0 or not cs:
            return
        if len(cs) <= self.left:
            for c in cs:
                g.say(f"The Runner trashes {c.title} ({self.source}).")
                g.trash(c)
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, card_id=c.id, label=f"Trash {c.title}"),
                TrashOneConnection(c.id, self),
            )
            for c in cs
        ]
        g.ask(
            RUNNER,
            f"{self.source}: trash which connection ({self.left} to trash)?",
            pairs,
            public_prompt=f"{self.source}: the Runner chooses a connection to trash.",
            kind="choose",
            source=self.source_card,
            source_title=self.source,
        )


class TrashOneConnection(NamedTuple):
    card_id: int
    step: TrashConnectionStep

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None:
            g.say(f"The Runner trashes {c.title} ({self.step.source}).")
            g.trash(c)
        g.push(self.step._replace(left=self.step.left - 1))


# ---------------------------------------------------------------------- Senatorial Field Trip


def black_ice_rezzed_this_turn(g: Game) -> list[Any]:
    """The pieces of black ice the Corp rezzed this turn that are still installed and rezzed
    (``runwatch`` marks each rez in the turn flag ``rezzed_ice:<id>``)."""
    out = []
    for k in g.flags:
        if k.startswith("rezzed_ice:"):
            c = g.card(int(k.split(":", 1)[1]))
            if c is not None and c.zone == ICE and c.rezzed and g.has_subtype(c, "Black Ice"):
                out.append(c)
    return out


class BlackIceRezzedThisTurn(NamedTuple):
    """A play condition: the Corp rezzed a piece of black ice this turn (still rezzed)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(black_ice_rezzed_this_turn(g))

    def text(self) -> str:
        return "the Corp rezzed a piece of black ice this turn"


class DerezOrBadPublicity(NamedTuple):
    """The Runner names a piece of black ice the Corp rezzed this turn; the Corp derezzes it or
    receives ``n`` Bad Publicity points (its choice)."""

    n: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = black_ice_rezzed_this_turn(g)
        if not ice:
            return
        if len(ice) == 1:
            g.push(CorpDerezOrPoints(ice[0].id, self.n, ctx.title))
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, card_id=c.id, label=ice_label(g, c)),
                CorpDerezOrPoints(c.id, self.n, ctx.title),
            )
            for c in ice
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: which piece of black ice rezzed this turn?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a piece of black ice.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return f"The Corp either derezzes that piece of ice or receives {points(self.n)}."


class CorpDerezOrPoints(NamedTuple):
    """The Corp's choice: derez ``ice_id`` or take ``n`` Bad Publicity points."""

    ice_id: int
    n: int
    source: str

    def run(self, g: Game) -> None:
        from .derez import DerezIt

        c = g.card(self.ice_id)
        if c is None or not c.rezzed:
            return
        name = ice_label(g, c)
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, card_id=c.id, label=f"Derez {name}"),
                DerezIt(c.id, self.source),
            ),
            (Option("pass", label=f"Receive {points(self.n)}"), PointsStep(self.n, self.source)),
        ]
        prompt = f"{self.source}: derez {name} or receive {points(self.n)}?"
        g.ask(CORP, prompt, pairs, public_prompt=prompt, kind="choose", source=c.id)


class PointsStep(NamedTuple):
    """A step: the Corp gets ``n`` Bad Publicity points (``source``: why)."""

    n: int
    source: str

    def run(self, g: Game) -> None:
        add_bad_publicity(g, self.n, self.source)


# ---------------------------------------------------------------------- Identity Donor


class MeatDamageInCorpTurn(NamedTuple):
    """A play condition that never holds for an action: the prep is played only from the
    prevention window of meat damage during the Corp's turn (Identity Donor:
    :func:`prevent_from_hand`)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return False

    def text(self) -> str:
        return "it is the Corp's turn and you would suffer meat damage"


def _donors(cards: list[Any]) -> list[Any]:
    return [c for c in cards if isinstance(c.defn.play_condition, MeatDamageInCorpTurn)]


def _donor_moment(g: Game, window: Any) -> bool:
    return bool(window.kind == "meat" and g.active == CORP and window.n > 0)


def prevent_from_hand(g: Game, window: Any) -> list[tuple[Option, Any]]:
    """``Classic.prevent_from_hand``: meat damage during the Corp's turn may be prevented by
    playing Identity Donor from the grip (its play cost paid)."""
    if not _donor_moment(g, window):
        return []
    out: list[tuple[Option, Any]] = []
    for c in one_per_title(_donors(g.runner.hand)):
        cost = c.data.cost or 0
        if cost > g.runner.credits:
            continue
        out.append(
            (
                Option(
                    "play",
                    card=c.title,
                    card_id=c.id,
                    label=f"Play {c.title}: prevent {window.n} meat damage",
                    cost=priced(0, cost),
                ),
                PlayDonor(c.id, window.n, window.source),
            )
        )
    return out


def prevent_window_hidden(g: Game, window: Any) -> bool:
    """``Classic.prevent_window_hidden``: the meat damage window of the Corp's turn is asked
    while an Identity Donor is among the Runner's hidden cards (grip or stack): the Corp cannot
    tell whether it is in the grip."""
    return _donor_moment(g, window) and bool(_donors([*g.runner.hand, *g.runner.deck]))


class PlayDonor(NamedTuple):
    """The Runner plays Identity Donor (``card_id``) from its grip: all ``n`` meat damage is
    prevented and the Corp gets 2 Bad Publicity points."""

    card_id: int
    n: int
    source: str

    def run(self, g: Game) -> None:
        from ...engine.flow import FinishPlay, ctx_of
        from ...engine.state import PLAY

        c = g.card(self.card_id)
        if c is None:
            return
        g.pay(RUNNER, c.data.cost or 0)
        c = g.move(c, PLAY, faceup=True)
        g.say(f"The Runner plays {c.title}: {self.n} meat damage ({self.source}) is prevented.")
        g.push(FinishPlay(c.id))
        if c.defn.on_play:
            g.push(Resolve(c.defn.on_play, ctx_of(c)))


class PreventThatMeatDamage(NamedTuple):
    """Identity Donor's text: the meat damage is prevented as it is played (``PlayDonor``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        return None

    def text(self) -> str:
        return "Prevent that meat damage"


# ---------------------------------------------------------------------- Scaldan

CORP_VIRUSES["scaldan"] = CorpVirus(
    "Scaldan",
    "Each Scaldan counter forces the Corp to roll a die at the start of each of its turns. On a"
    " 5 or a 6, the Corp gains 1 Bad Publicity point.",
)


def _register_scaldan() -> None:
    from .rules import VIRUS_PLAYER_COUNTERS

    VIRUS_PLAYER_COUNTERS["scaldan"] = "Scaldan"


_register_scaldan()


class ScaldanRolls(NamedTuple):
    """A die for each Scaldan counter on the Corp; each 5 or 6 is 1 Bad Publicity point."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.corp.counters.get("scaldan", 0)
        if not n:
            return
        rolls = [g.roll_die() for _ in range(n)]
        g.say(
            f"Scaldan: the Corp rolls {plural(n, 'die') if n == 1 else f'{n} dice'} for the"
            f" Scaldan counters: {', '.join(map(str, rolls))}."
        )
        add_bad_publicity(g, sum(1 for r in rolls if r >= 5), "Scaldan counters")

    def text(self) -> str:
        return (
            "Roll a die for each Scaldan counter on the Corp: on each 5 or 6, the Corp gains 1"
            " Bad Publicity point."
        )


def bp_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """The Scaldan counters on the Corp roll at the start of each of its turns (ordered with the
    other abilities then: rules-diff 17)."""
    if event == "corp_turn_begins" and g.corp.counters.get("scaldan"):
        from ...engine.game import Ctx

        return [(CORP, Resolve((ScaldanRolls(),), Ctx(RUNNER, -1, "Scaldan")))]
    return []


__all__ = [
    "BP_NOTE",
    "points",
    "add_bad_publicity",
    "scoring_bad_publicity",
    "GiveBadPublicity",
    "GainBadPublicity",
    "BadPublicityFor",
    "IfLastRunSuccessful",
    "OneMoreIfBlackOps",
    "connections",
    "TwoConnections",
    "TrashConnections",
    "black_ice_rezzed_this_turn",
    "BlackIceRezzedThisTurn",
    "DerezOrBadPublicity",
    "CorpDerezOrPoints",
    "PointsStep",
    "MeatDamageInCorpTurn",
    "prevent_from_hand",
    "prevent_window_hidden",
    "PlayDonor",
    "PreventThatMeatDamage",
    "ScaldanRolls",
    "bp_triggers",
]

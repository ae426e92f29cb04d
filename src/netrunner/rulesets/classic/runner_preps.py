"""The effects of the 1996 Proteus and Classic preps (runner-preps): each class's docstring says
which card it serves.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RollDiceForBits(3).text()
'Roll three dice. Gain that many bits.'
>>> with using(CLASSIC_WORDS):
...     ExposeInOneFort(5).text()
'Expose up to 5 cards installed in or on a single data fort.'
>>> StrengthCounterOnBreaker().text()
'Put a +1 strength counter on an icebreaker.'
>>> with using(CLASSIC_WORDS):
...     TrashRunFortIce().text()
'trash all rezzed ice on the data fort on which you just made a run'
>>> with using(CLASSIC_WORDS):
...     SuccessfulRunOnFort().text(), DetonateFort(3).text()
('you made a successful run on a data fort this turn', 'Trash all rezzed ice on that data fort, and take 3 tags.')
>>> with using(CLASSIC_WORDS):
...     NextAgendaAccess(bits=6).text(), NextAgendaAccess(points=1).text()
('The next time you access an agenda this turn, gain 6 bits.', 'The next time you access an agenda this turn, score 1 additional agenda point.')
>>> with using(CLASSIC_WORDS):
...     BrainDamageForBits(4).text()
'Suffer any amount of brain damage, but not enough to flatline you or to reduce your hand size to less than 0. Gain 4 bits for each point of brain damage you suffer in this way. This damage cannot be prevented.'
>>> with using(CLASSIC_WORDS):
...     GiveAwayPoints(10).text()
'Lose all agenda points you scored this turn, and the Corp scores that many agenda points. Gain 10 bits per agenda point lost in this way, and take 1 tag.'
>>> RevealUntilAgenda().text()
'reveal cards one at a time from R&D until you reveal an agenda card or there are no cards left in R&D. Store the agenda, if any, in HQ and shuffle the other revealed cards, if any, into R&D'
>>> TrashHandSearchStack().text()
'Trash your hand. Search your stack for as many cards as were trashed in this way and take them into your grip. Shuffle your stack afterward.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.access import AccessResolve
from ...engine.carddb import CORP, RUNNER
from ...engine.damage import DoDamage
from ...engine.decision import Option
from ...engine.effects import GainCredits, GiveTags
from ...engine.naming import ice_label
from ...engine.state import HAND
from ...engine.steps import Chain, Resolve, in_parens, join_texts, one_per_title, plural, source_id
from ...engine.words import current_words
from .breakers import icebreakers
from .picks import AnyNumber, ExposeIt

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

_NUMBERS = ("no", "one", "two", "three", "four", "five", "six")


class RollDiceForBits(NamedTuple):
    """Roll ``n`` dice on the game's generator and gain as many bits as the total (Finders
    Keepers); each roll is in the log."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        rolls = [g.roll_die() for _ in range(self.n)]
        total = sum(rolls)
        g.gain(ctx.side, total)
        w = g.ruleset.words
        shown = ", ".join(str(r) for r in rolls)
        g.say(f"The Runner rolls {shown}: gains {w.credits(total)}{in_parens(ctx.title)}.")

    def text(self) -> str:
        dice = "a die" if self.n == 1 else f"{_NUMBERS[self.n]} dice"
        return f"Roll {dice}. Gain that many {current_words().credit[1]}."


# ---------------------------------------------------------------------- Ice and Data Special Report


class FortCards(NamedTuple):
    """The Corp's cards installed in or on the fort ``server`` that an expose can tell something
    about (unrezzed, not faceup): a selector for :class:`~.picks.AnyNumber`."""

    server: str | None

    def cards(self, g: Game, ctx: Ctx) -> list[Card]:
        return [
            c
            for c in g.installed_corp_cards()
            if c.server == self.server and not c.rezzed and not c.faceup
        ]

    def text(self) -> str:
        return f"cards installed in or on a single {current_words().server[0]}"


class ExposeInOneFort(NamedTuple):
    """Ice and Data Special Report: the Runner chooses a fort, then exposes up to ``most`` cards
    installed in or on it, one at a time (each expose may be prevented)."""

    most: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        forts = [n for n in g.corp.servers if FortCards(n).cards(g, ctx)]
        if not forts:
            g.say(f"{ctx.title}: there is no card to expose.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", server=n, label=f"Expose cards of {n}"),
                Resolve((AnyNumber(ExposeIt(), FortCards(n), most=self.most),), ctx),
            )
            for n in forts
        ]
        fort = current_words().server[0]
        g.ask(
            RUNNER,
            f"{ctx.title}: expose cards of which {fort}?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a {fort}.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return AnyNumber(ExposeIt(), FortCards(None), most=self.most).text()


# ---------------------------------------------------------------------- The Personal Touch


class StrengthCounterOnBreaker(NamedTuple):
    """The Personal Touch: a +1 strength counter (kind ``strength``, as Dupré's:
    ``breakers.STRENGTH_COUNTERS``) on an icebreaker of the Runner's choice."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        breakers = icebreakers(g)
        if not breakers:
            g.say(f"{ctx.title}: the Runner has no icebreaker.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=p.title, card_id=p.id, label=f"Put it on {p.title}"),
                PutStrengthCounter(p.id, ctx.title),
            )
            for p in breakers
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: a +1 strength counter on which icebreaker?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses an icebreaker.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return "Put a +1 strength counter on an icebreaker."


class PutStrengthCounter(NamedTuple):
    """A step: a +1 strength counter on the card ``card_id``."""

    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.add_counters(c, "strength", 1)
        g.say(f"A +1 strength counter goes on {c.title} ({self.source}).")


# ---------------------------------------------------------------------- Demolition Run, Remote
# Detonator


def trash_rezzed_ice(g: Game, server: str, source: str) -> None:
    """Trash every rezzed piece of ice protecting ``server`` (the Runner's doing)."""
    s = g.corp.servers.get(server)
    ice = [c for c in s.ice if c.rezzed] if s is not None else []
    if not ice:
        g.say(f"{source}: no rezzed ice protects {server}.")
    for c in ice:
        g.say(f"The Runner trashes {ice_label(g, c)} ({source}).")
        g.trash(c, by=source)


class TrashRunFortIce(NamedTuple):
    """Demolition Run's replacement of the access: trash all rezzed ice on the fort of this run."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is not None:
            trash_rezzed_ice(g, g.run.server, ctx.title)

    def text(self) -> str:
        return (
            f"trash all rezzed ice on the {current_words().server[0]} on which you just made a run"
        )


class RunChosenInstead(NamedTuple):
    """Make a run on a fort of the Runner's choice; if successful, ``instead`` replaces the
    access, with no choice (Demolition Run: "do not access cards; instead")."""

    instead: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.choices import MakeRun

        names = [s for s in g.corp.servers if g.ruleset.may_run(g, s)]
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=ctx.title, server=n, label=f"Run {n}"),
                Resolve((MakeRun(n, self.instead, (("must_replace", 1),)),), ctx),
            )
            for n in names
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: which server do you run?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner picks a server to run.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return "Make a run. If it is successful, do not access cards; instead, " + join_texts(
            self.instead, sentence=False
        )


def successful_forts(g: Game) -> list[str]:
    """The forts the Runner made a successful run on this turn."""
    return [n for n in g.corp.servers if g.flags.get(f"successful_run:{n}")]


class SuccessfulRunOnFort(NamedTuple):
    """The Runner made a successful run on a fort (still there) this turn."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(successful_forts(g))

    def text(self) -> str:
        return f"you made a successful run on a {current_words().server[0]} this turn"


class DetonateFort(NamedTuple):
    """Remote Detonator: on a fort the Runner made a successful run on this turn (its choice if
    several), trash all rezzed ice; then ``tags`` tags."""

    tags: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        forts = successful_forts(g)
        then = GiveTags(self.tags)
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", server=n, label=f"Trash the rezzed ice of {n}"),
                Chain((TrashFortIce(n, ctx.title), Resolve((then,), ctx))),
            )
            for n in forts
        ]
        if len(pairs) == 1:
            g.push(pairs[0][1])
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: trash the rezzed ice of which fort?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a fort.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        fort = current_words().server[0]
        return f"Trash all rezzed ice on that {fort}, and take {plural(self.tags, 'tag')}."


class TrashFortIce(NamedTuple):
    """A step: trash the rezzed ice of ``server``."""

    server: str
    source: str

    def run(self, g: Game) -> None:
        trash_rezzed_ice(g, self.server, self.source)


# ---------------------------------------------------------------------- Prearranged Drop,
# Promises, Promises: the next agenda accessed this turn

NEXT_BITS = "next_agenda_access:bits"
NEXT_POINTS = "next_agenda_access:points"


class NextAgendaAccess(NamedTuple):
    """The next time the Runner accesses an agenda this turn, it gains ``bits`` (Prearranged
    Drop) or scores ``points`` more agenda points with it (Promises, Promises). Turn flags
    (``next_agenda_access:bits``, ``:points``), summed when played twice; read by
    :func:`next_agenda_access` from ``Classic.steal_replacement``, as an agenda is accessed."""

    bits: int = 0
    points: int = 0

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if self.bits:
            g.flags[NEXT_BITS] = g.flags.get(NEXT_BITS, 0) + self.bits
        if self.points:
            g.flags[NEXT_POINTS] = g.flags.get(NEXT_POINTS, 0) + self.points
        g.touch()

    def text(self) -> str:
        w = current_words()
        what = (
            f"gain {w.credits(self.bits)}"
            if self.bits
            else f"score {plural(self.points, 'additional agenda point')}"
        )
        return f"The next time you access an agenda this turn, {what}."


def next_agenda_access(g: Game, agenda: Card, server: str) -> Any:
    """As ``agenda`` is accessed: if a card waits for the next agenda accessed this turn, the
    waiting effects are used up now, then the agenda resolves as usual (:class:`AccessBonus`
    before, :class:`PromisedPoints` after its liberation). None when nothing waits."""
    bits = g.flags.pop(NEXT_BITS, 0)
    points = g.flags.pop(NEXT_POINTS, 0)
    if not bits and not points:
        return None
    return Chain(
        (
            AccessBonus(bits),
            AccessResolve(agenda.id, server),
            PromisedPoints(g.flags.get("stolen", 0), points),
        )
    )


class AccessBonus(NamedTuple):
    """A step: the Runner gains ``bits`` for accessing an agenda (Prearranged Drop)."""

    bits: int

    def run(self, g: Game) -> None:
        if self.bits:
            g.gain(RUNNER, self.bits)
            w = g.ruleset.words
            g.say(
                f"The Runner gains {w.credits(self.bits)} for accessing an agenda (Prearranged Drop)."
            )


class PromisedPoints(NamedTuple):
    """A step after an accessed agenda resolved: if the Runner liberated it (the turn's count of
    agendas liberated, ``stolen``, went past ``stolen_before``), ``points`` more agenda points
    (Promises, Promises)."""

    stolen_before: int
    points: int

    def run(self, g: Game) -> None:
        if not self.points:
            return
        if g.flags.get("stolen", 0) <= self.stolen_before:
            g.say("Promises, Promises: the agenda was not liberated; no additional agenda point.")
            return
        g.add_agenda_points(RUNNER, self.points)
        w = g.ruleset.words
        g.say(
            f"The Runner scores {w.agenda_points(self.points)} more with that agenda (Promises,"
            f" Promises), for {w.agenda_points(g.runner.agenda_points)} in all."
        )


# ---------------------------------------------------------------------- Do the 'Drine


class BrainDamageForBits(NamedTuple):
    """Do the 'Drine: the Runner chooses X, from 0 to as much brain damage as neither flatlines
    it (no more than the cards in its grip) nor takes its maximum hand size below 0; it suffers
    X brain damage, which cannot be prevented, then gains ``per`` bits for each point. A
    decision ``choose`` whose options carry ``amount`` (X)."""

    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        most = max(0, min(len(g.runner.hand), g.hand_size(RUNNER)))
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    amount=x,
                    label=f"Suffer {x} brain damage, gain {w.credits(self.per * x)}",
                ),
                Resolve((SufferBrainForBits(x, self.per),), ctx),
            )
            for x in range(most + 1)
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: how much brain damage do you suffer?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses how much brain damage to suffer.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
            params={"most": most},
        )

    def text(self) -> str:
        return (
            "Suffer any amount of brain damage, but not enough to flatline you or to reduce your"
            f" hand size to less than 0. Gain {current_words().credits(self.per)} for each point"
            " of brain damage you suffer in this way. This damage cannot be prevented."
        )


class SufferBrainForBits(NamedTuple):
    """``x`` unpreventable brain damage, then ``per`` bits for each point."""

    x: int
    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.say(f"The Runner chooses to suffer {self.x} brain damage ({ctx.title}).")
        g.push(Resolve((GainCredits(self.per * self.x),), ctx))
        if self.x:
            g.push(DoDamage("brain", self.x))

    def text(self) -> str:
        return f"Suffer {self.x} brain damage."


# ---------------------------------------------------------------------- Corruption


class GiveAwayPoints(NamedTuple):
    """Corruption: the agenda points of the agendas the Runner liberated this turn (the turn flag
    ``stolen_points``) go from the Runner's agenda-point counter to the Corp's; the Runner gains
    ``per`` bits for each and takes a tag. The agendas stay in the Runner's score area."""

    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = min(g.flags.get("stolen_points", 0), g.runner.agenda_points)
        w = g.ruleset.words
        if n:
            g.flags["stolen_points"] = g.flags.get("stolen_points", 0) - n
            g.add_agenda_points(RUNNER, -n)
            g.add_agenda_points(CORP, n)
            g.gain(RUNNER, self.per * n)
            g.say(
                f"The Runner loses {w.agenda_points(n)}, which the Corp scores, and gains"
                f" {w.credits(self.per * n)} ({ctx.title})."
            )
        else:
            g.say(f"{ctx.title}: the Runner has no agenda point of this turn to lose.")
        g.push(Resolve((GiveTags(1),), ctx))

    def text(self) -> str:
        w = current_words()
        return (
            "Lose all agenda points you scored this turn, and the Corp"
            f" scores that many agenda points. Gain {w.credits(self.per)} per agenda point lost"
            " in this way, and take 1 tag."
        )


# ---------------------------------------------------------------------- Gypsy Schedule Analyzer


class RevealUntilAgenda(NamedTuple):
    """Gypsy [TM] Schedule Analyzer's replacement of the access: cards of R&D are revealed from
    the top until an agenda (or none is left); the agenda goes to HQ (the Runner knows it is
    there), the others are shuffled back into R&D. Each revealed card is named in the log."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        deck = g.corp.deck
        shown: list[str] = []
        agenda = None
        for c in list(deck):
            shown.append(c.title)
            if c.data.type == "agenda":
                agenda = c
                break
        if not shown:
            g.say(f"{ctx.title}: R&D is empty.")
            return
        g.say(f"The Runner reveals from R&D: {', '.join(shown)} ({ctx.title}).")
        if agenda is not None:
            c = g.move(agenda, HAND)
            g.learn(c)
            g.say(f"{c.title} goes to HQ ({ctx.title}).")
        if len(shown) > (1 if agenda is not None else 0):
            g.shuffle_deck(CORP)
            g.say(f"The Corp shuffles the other revealed cards into R&D ({ctx.title}).")

    def text(self) -> str:
        return (
            "reveal cards one at a time from R&D until you reveal an agenda card or there are no"
            " cards left in R&D. Store the agenda, if any, in HQ and shuffle the other revealed"
            " cards, if any, into R&D"
        )


# ---------------------------------------------------------------------- Boostergang Connections


class TrashHandSearchStack(NamedTuple):
    """Boostergang Connections: the Runner trashes its grip, then takes as many cards of its
    choice from its stack into its grip (one decision each, unseen by the Corp), then shuffles."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.state import DISCARD

        hand = list(g.runner.hand)
        for c in hand:
            g.move(c, DISCARD, faceup=True)
        g.say(f"The Runner trashes {plural(len(hand), 'card')} from the grip ({ctx.title}).")
        g.push(StackSearch(len(hand), ctx.title))

    def text(self) -> str:
        return (
            "Trash your hand. Search your stack for as many cards as were trashed in this way and"
            " take them into your grip. Shuffle your stack afterward."
        )


class StackSearch(NamedTuple):
    """A step: the Runner takes ``left`` more cards of its choice from the stack, one decision
    each, then shuffles it."""

    left: int
    source: str

    def run(self, g: Game) -> None:
        deck = g.runner.deck
        if self.left <= 0 or not deck:
            g.shuffle_deck(RUNNER)
            g.say(f"The Runner shuffles the stack ({self.source}).")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=c.title, label=f"Take {c.title} into your grip"),
                Chain(
                    (TakeFromStack(c.title, self.source), StackSearch(self.left - 1, self.source))
                ),
            )
            for c in one_per_title(deck)
        ]
        g.ask(
            RUNNER,
            f"{self.source}: take which card from your stack ({self.left} left)?",
            pairs,
            public_prompt=f"{self.source}: the Runner searches the stack.",
            kind="choose",
            source_title=self.source,
            params={"left": self.left},
        )


class TakeFromStack(NamedTuple):
    """A step: a card titled ``title`` goes from the stack to the grip, unnamed in the log."""

    title: str
    source: str

    def run(self, g: Game) -> None:
        c = next((c for c in g.runner.deck if c.title == self.title), None)
        if c is not None:
            g.move(c, HAND)
            g.say(f"The Runner takes a card from the stack into the grip ({self.source}).")


# ---------------------------------------------------------------------- Hijack


class InstallWithBits(NamedTuple):
    """Hijack: the Runner installs a program or a piece of hardware from its grip, with ``bits``
    bits it may spend only on that install cost: as a discount of up to ``bits`` on it, the rest
    going back to the bank (the same for every payment). The option's cost is what the Runner
    pays of its own."""

    bits: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.install import runner_install_options

        pairs: list[tuple[Option, Any]] = []
        for c in one_per_title(c for c in g.runner.hand if c.data.type in ("program", "hardware")):
            pairs.extend(runner_install_options(g, c, click=False, discount=self.bits))
        if not pairs:
            g.say(f"{ctx.title}: the Runner has no program or hardware to install.")
            return
        w = g.ruleset.words
        g.ask(
            RUNNER,
            f"{ctx.title}: install which card ({w.credits(self.bits)} toward its install cost)?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner installs a program or a piece of hardware.",
            kind="choose",
            source_title=ctx.title,
        )

    def text(self) -> str:
        bits = current_words().credits(self.bits)
        return (
            f"Install a program or a piece of hardware. Gain {bits}, which you may use only to pay"
            f" for its installation cost. Return to the bank any of the {bits} you did not spend."
        )


# ---------------------------------------------------------------------- On the Fast Track


class GainIfTrashed(NamedTuple):
    """On the Fast Track: ``pairs`` of (keyword, bits), best first: the bits of the first keyword
    of which the Runner trashed a card this turn (the turn flag ``runner_trashed:<keyword>``,
    set as the Runner pays to trash an accessed card), else nothing."""

    pairs: tuple[tuple[str, int], ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        for keyword, bits in self.pairs:
            if g.flags.get(f"runner_trashed:{keyword}"):
                g.gain(RUNNER, bits)
                w = g.ruleset.words
                g.say(
                    f"The Runner gains {w.credits(bits)} for trashing a {keyword.lower()} card"
                    f" this turn ({ctx.title})."
                )
                return
        g.say(f"{ctx.title}: the Runner trashed no such card this turn; no bits.")

    def text(self) -> str:
        w = current_words()
        parts = [
            f"gain {w.credits(bits)} if you trashed {_a(keyword.lower())} card this turn"
            for keyword, bits in self.pairs
        ]
        return (", or ".join(parts) + ".").capitalize()


def _a(word: str) -> str:
    return ("an " if word[0] in "aeiou" else "a ") + word


# ---------------------------------------------------------------------- Test Spin


class TestSpin(NamedTuple):
    """Test Spin: the Runner searches its stack for a program and installs it at no cost (asked
    even when none fits: the Corp learns nothing of the stack), shuffles the stack; if it
    installed one, it makes a run, after which the program is shuffled back into the stack, or,
    if no longer in play, the Runner loses 4 bits plus its install cost, suffering the shortfall
    as meat damage (:class:`TestSpinReturn`)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.fetch import ShuffleDeck
        from ...engine.install import runner_install_options

        shuffle = ShuffleDeck(RUNNER, ctx.title)
        pairs: list[tuple[Option, Any]] = []
        for c in one_per_title(c for c in g.runner.deck if c.data.type == "program"):
            for o, step in runner_install_options(g, c, click=False, free=True):
                label = o.label.replace(f"Install {c.title}", f"Install {c.title} from your stack")
                then = Resolve((TestSpinRun(c.title, c.data.cost or 0),), ctx)
                pairs.append((o._replace(label=label), Chain((step, shuffle, then))))
        pairs.append((Option("pass", label="Install nothing"), shuffle))
        g.ask(
            RUNNER,
            f"{ctx.title}: which program do you install?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner searches the stack for a program.",
            kind="choose",
            source_title=ctx.title,
        )

    def text(self) -> str:
        w = current_words()
        return (
            "Search your stack for a program, and install it, at no cost. Shuffle your stack. If"
            " you install a program in this way, make a run. After the run, shuffle the program"
            " into your stack, unless it is no longer in play, in which case, lose"
            f" {w.credits(4)} plus its installation cost. If this is more than the number of"
            f" {w.credit[1]} in your pool, suffer the difference in meat damage."
        )


class TestSpinRun(NamedTuple):
    """After Test Spin's install: the run, with the program just installed (``title``, the
    newest of that title) to come back after it."""

    title: str
    cost: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.choices import RunChosenServer

        mine = [c for c in g.runner.program if c.title == self.title]
        if not mine:
            return
        c = max(mine, key=lambda c: c.id)  # a card gets a new id as it moves: the newest
        RunChosenServer(on_end=(TestSpinReturn(c.id, self.cost),)).resolve(g, ctx)

    def text(self) -> str:
        return "Make a run."


class TestSpinReturn(NamedTuple):
    """After Test Spin's run: the program ``program_id`` is shuffled into the stack if still
    installed; otherwise the Runner loses 4 bits plus its install cost ``cost``, and suffers
    the shortfall as meat damage (preventable: the card does not say otherwise)."""

    program_id: int
    cost: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.damage import PreventWindow
        from ...engine.state import DECK

        c = g.card(self.program_id)
        if c is not None and c.installed:
            g.move(c, DECK)
            g.shuffle_deck(RUNNER)
            g.say(f"{c.title} is shuffled back into the stack ({ctx.title}).")
            return
        owed = 4 + self.cost
        paid = min(owed, g.runner.credits)
        g.runner.credits -= paid
        g.touch()
        w = g.ruleset.words
        g.say(
            f"The program is no longer in play: the Runner loses {w.credits(paid)} ({ctx.title})."
        )
        if owed > paid:
            g.push(PreventWindow("meat", owed - paid, ctx.title))

    def text(self) -> str:
        return "Shuffle the program into your stack."

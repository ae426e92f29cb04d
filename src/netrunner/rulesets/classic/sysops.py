"""What the 1996 Proteus and Classic upgrades and nodes do to their own fort and to the run
on it (the family corp-upgrades-nodes): abilities usable only during a run on the card's fort
(Panic Button), the run's start and each piece of ice passed on the fort (Street Enforcer,
Rasmin Bridger), a piece of ice trashed for bits (Syd Meyer Superstores) and a piece of ice's
strength doubled until the end of the turn (Sterdroid: a lasting ``"strength"`` effect of the
turn, plain data in ``Game.lingering``).

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RunOnThisFort().text()
...     RunnerLosesPerTag().text()
...     PassedIceHere().text()
...     TrashOwnRezzedIce().text()
...     DoubleIceStrength(10).text()
...     KeywordDifficultyHere("Gray Ops", 1).text()
...     AccessedFrom("R&D").text()
...     InstalledOnlyIfRezzed().text()
...     ShuffleThisIntoRD().text()
...     TrashAllRunnerCards(("hardware",)).text()
...     SelfDestruct().text()
...     PattelOnBreakers().text()
...     ReshuffleGrip().text()
...     RollPerLastRun().text()
...     DiscardRandomFromHQ().text()
...     RunBits(2).text()
...     CashInAdvancements(3).text()
...     PassedLastIceHere().text()
...     AdvanceHere(2).text()
...     DrawOneMoreBottom().text()
'a run on this data fort is under way'
'The Runner loses 1 bit for each tag the Runner has.'
'the Runner passes a piece of ice on this data fort'
'Trash a rezzed piece of ice.'
"Choose a piece of ice. That ice's strength is doubled until the end of the turn; if this would raise its strength above 10, its strength becomes 10."
'The difficulty of Gray Ops agendas installed in this data fort is reduced by 1.'
'only if accessed from R&D'
'not from Archives; if installed, only if rezzed'
'Shuffle this card into R&D.'
'Trash all pieces of hardware.'
'You may trash this card to trash all other cards installed in or on this data fort, and do 1 net damage for each card trashed this way.'
'Put a Pattel counter on each installed icebreaker; each Pattel counter on an icebreaker reduces its strength by 1.'
'The Runner shuffles their hand into their stack and then draws as many cards as they had.'
"Roll a die for each run the Runner made during the Runner's last turn. For each 1, give the Runner a tag."
'Discard a card at random from HQ.'
'Gain 2 bits. At the end of the run, return to the bank any of them you did not spend.'
'Trash this card: Remove any number of advancement counters from cards installed in this data fort. Gain 3 bits for each advancement counter removed. At the end of the run, return to the bank any of the bits gained that you did not spend.'
'the Runner passes the last piece of ice on this data fort'
'Add 2 advancement counters, at no cost, to a card installed in this data fort.'
'Whenever you draw one or more cards, draw an extra card. Then place one of the drawn cards on the bottom of R&D.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import choose_card, choose_ice
from ...engine.damage import Damage, PreventWindow
from ...engine.decision import Option
from ...engine.effects import AdvanceCard, GiveTags
from ...engine.naming import ice_label, public_name, where
from ...engine.state import CONTENT, DECK, HAND, ICE
from ...engine.steps import NOTHING, Chain, Resolve, installed_ice, one_per_title, plural, source_id
from ...engine.words import credits, current_words
from .breakers import icebreakers
from .installs import ReturnBits
from .runner_counters import RUNNER_COUNTERS, RunnerCounter
from .shuffles import shuffle_into_deck

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def _fort() -> str:
    return current_words().server[0]


def _here(g: Game, ctx: Ctx) -> Card | None:
    """This card, if it is installed in the root of a fort."""
    c = g.card(ctx.source)
    return c if c is not None and c.zone == CONTENT else None


class RunOnThisFort(NamedTuple):
    """A condition: a run on this card's fort is under way (Panic Button's draw)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _here(g, ctx)
        r = g.run
        return c is not None and r is not None and not r.ended and r.server == c.server

    def text(self) -> str:
        return f"a run on this {_fort()} is under way"


class RunnerLosesPerTag(NamedTuple):
    """The Runner loses 1 bit for each tag it has, as many as it has (Street Enforcer)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        p = g.player(RUNNER)
        lost = min(p.tags, p.credits)
        if not lost:
            return
        p.credits -= lost
        g.say(f"The Runner loses {g.ruleset.words.credits(lost)} ({ctx.title}).")

    def text(self) -> str:
        return f"The Runner loses {credits(1)} for each tag the Runner has."


class PassedIceHere(NamedTuple):
    """A condition of a "pass_ice" trigger (``ctx.extra``: the ice passed): the Runner passed a
    piece of ice, rezzed or not, during a run on this card's fort (Rasmin Bridger)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _here(g, ctx)
        ice = g.card(ctx.extra)
        r = g.run
        return (
            c is not None
            and ice is not None
            and r is not None
            and not r.ended
            and r.server == c.server
            and ice.server == c.server
        )

    def text(self) -> str:
        return f"the Runner passes a piece of ice on this {_fort()}"


class HasRezzedIce(NamedTuple):
    """A condition: the Corp has a rezzed piece of ice installed."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(installed_ice(g, rezzed=True))

    def text(self) -> str:
        return "you have a rezzed piece of ice"


class TrashOwnRezzedIce(NamedTuple):
    """The Corp trashes one of its rezzed pieces of ice, of its choice (Syd Meyer Superstores);
    rezzed ice is public, so the choice tells the Runner nothing."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_card(
            g,
            CORP,
            installed_ice(g, rezzed=True),
            lambda c: TrashIceStep(c.id, ctx.title),
            label=lambda c: f"Trash {c.title} {where(c)}",
            prompt=f"{ctx.title}: trash which rezzed piece of ice?",
            public_prompt=f"{ctx.title}: the Corp chooses a rezzed piece of ice to trash.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return "Trash a rezzed piece of ice."


class TrashIceStep(NamedTuple):
    """A step: the Corp trashes its ice ``ice_id``."""

    ice_id: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.say(f"The Corp trashes {ice.title} {where(ice)} ({self.source}).")
        g.trash(ice)


class KeywordDifficultyHere(NamedTuple):
    """An ``advancement_mods`` entry: the difficulty of agendas with ``keyword`` installed in
    this card's fort is ``n`` less (Networked Center, Research Bunker, Weapons Depot)."""

    keyword: str
    n: int

    def amount(self, g: Game, src: Card, agenda: Card) -> int:
        here = src.server is not None and agenda.server == src.server
        ok = here and agenda.zone == CONTENT and agenda.data.has_keyword(self.keyword)
        return self.n if ok else 0

    def text(self) -> str:
        return (
            f"The difficulty of {self.keyword} agendas installed in this {_fort()} is reduced by"
            f" {self.n}."
        )


class DoubleIceStrength(NamedTuple):
    """Choose a piece of ice: its strength is doubled until the end of the turn, to at most
    ``cap`` (Sterdroid). The doubling is of the strength the ice has as the ability resolves (a
    lasting +N of the turn, N that strength): what changes it later adds to it or takes from it,
    as on any other ice. Ice already over ``cap`` keeps its strength (nothing is raised)."""

    cap: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_ice(g, ctx, lambda c: DoubleStep(c.id, self.cap, ctx.title))

    def text(self) -> str:
        return (
            "Choose a piece of ice. That ice's strength is doubled until the end of the turn; if"
            f" this would raise its strength above {self.cap}, its strength becomes {self.cap}."
        )


class DoubleStep(NamedTuple):
    ice_id: int
    cap: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        s = g.ice_strength(ice)
        more = max(0, min(2 * s, self.cap) - s)
        if more:
            g.linger(("strength", ice.id, more, "turn"))
        if ice.rezzed:
            g.say(
                f"{self.source}: {ice_label(g, ice)} has {s + more} strength until the end of"
                " the turn."
            )
        else:  # its strength is hidden with it
            g.say(f"{self.source}: {ice_label(g, ice)} has its strength doubled this turn.")


# ---------------------------------------------------------------------- when accessed


class AccessedFrom(NamedTuple):
    """An access condition: the card is accessed from the central fort ``server``'s cards (not
    from its root): Bel-Digmo Antibody from R&D, Stereogram Antibody from Archives."""

    server: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return ctx.extra == self.server and c is not None and c.zone != CONTENT

    def text(self) -> str:
        return f"only if accessed from {self.server}"


class InstalledOnlyIfRezzed(NamedTuple):
    """An access condition of the antibodies that work "even if not installed" (Doppelganger,
    Pattel): not from Archives; an installed one only if rezzed (rules-diff 65: the ruling that
    Doppelganger Antibody must be rezzed; in HQ or R&D it cannot be, and works all the same)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        if ctx.extra == "Archives" and (c is None or c.zone != CONTENT):
            return False
        return c is not None and (c.zone != CONTENT or c.rezzed)

    def text(self) -> str:
        return "not from Archives; if installed, only if rezzed"


class ShuffleThisIntoRD(NamedTuple):
    """This card goes into R&D, which is shuffled (Bel-Digmo Antibody as it is rezzed,
    Stereogram Antibody accessed in Archives). The shuffle gives every card of R&D a new id."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.zone == DECK:
            return
        g.move(c, DECK)
        g.shuffle_deck(CORP)
        g.say(f"{ctx.title} is shuffled into R&D.")

    def text(self) -> str:
        return "Shuffle this card into R&D."


class TrashAllRunnerCards(NamedTuple):
    """The Corp trashes every installed Runner card of ``types``, one at a time; the Runner may
    prevent each trash (Shock Treatment's hardware)."""

    types: tuple[str, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cards = [c for c in g.runner.rig() if c.data.type in self.types]
        if not cards:
            return
        g.say(f"{ctx.title}: the Corp trashes {plural(len(cards), 'Runner card')}.")
        g.push_seq(*(PreventWindow("trash", 1, ctx.title, c.id) for c in cards))

    def text(self) -> str:
        names = {"hardware": "pieces of hardware"}
        return "Trash all " + " and ".join(names.get(t, t + "s") for t in self.types) + "."


class SelfDestruct(NamedTuple):
    """Self-Destruct, as it is accessed: the Corp may trash it to trash every other card
    installed in or on its fort (its ice too), then 1 net damage for each card so trashed."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.zone != CONTENT or c.server is None:
            return
        g.ask(
            CORP,
            f"{ctx.title}: trash it and every other card in {c.server}?",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        label=f"Trash {ctx.title} and every other card in {c.server}",
                    ),
                    Boom(c.id, ctx.title),
                ),
                (Option("pass", label="Decline"), NOTHING),
            ],
            public_prompt=f"The Corp decides whether to use {ctx.title}.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            f"You may trash this card to trash all other cards installed in or on this {_fort()},"
            " and do 1 net damage for each card trashed this way."
        )


class Boom(NamedTuple):
    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or c.server is None:
            return
        fort = g.corp.servers[c.server]
        others = [x for x in (*fort.content, *fort.ice) if x.id != c.id]
        g.say(f"The Corp trashes {self.source} and {plural(len(others), 'other card')} in it.")
        g.trash(c)
        for x in others:
            if x.zone in (CONTENT, ICE):
                g.trash(x)
        if others:
            g.push(Resolve((Damage("net", len(others)),), _ctx(self.source)))


class PattelOnBreakers(NamedTuple):
    """A Pattel counter on each of the Runner's installed icebreakers (Pattel Antibody): each
    takes 1 off its strength (``breakers.STRENGTH_COUNTERS["pattel_antibody"]``). They are
    counters on the Runner's cards, not the Corp's virus counters: no purge removes them."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        breakers = icebreakers(g)
        for b in breakers:
            g.add_counters(b, "pattel_antibody", 1)
        if breakers:
            g.say(
                f"{ctx.title}: a Pattel counter on each icebreaker ("
                + ", ".join(b.title for b in breakers)
                + ")."
            )
        else:
            g.say(f"{ctx.title}: the Runner has no icebreaker.")

    def text(self) -> str:
        return (
            "Put a Pattel counter on each installed icebreaker; each Pattel counter on an"
            " icebreaker reduces its strength by 1."
        )


# Doppelganger Antibody's counter on the Runner: 1 bit at the start of each of its turns, and
# the Runner may take an action to pay 4 bits to remove one
RUNNER_COUNTERS["doppelganger"] = RunnerCounter("Doppelganger", removal=4, bits_each_turn=1)


# ---------------------------------------------------------------------- the Runner's turns and runs


class ReshuffleGrip(NamedTuple):
    """The Runner shuffles its grip into its stack, then draws as many cards as it held
    (Indiscriminate Response Team)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = shuffle_into_deck(g, RUNNER, (HAND,))
        g.say(
            f"The Runner shuffles {plural(n, 'card')} from the grip into the stack ({ctx.title})."
        )
        if n:
            g.draw(RUNNER, n)

    def text(self) -> str:
        return (
            "The Runner shuffles their hand into their stack and then draws as many cards as they"
            " had."
        )


class RollPerLastRun(NamedTuple):
    """A die for each run the Runner began during its last turn (``Game.flags`` ``last:runs``,
    read at the start of the Corp's turn); a tag for each 1 (Satellite Monitors)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = int(g.flags.get("last:runs", 0))
        rolls = [g.roll_die() for _ in range(n)]
        dice = "a die" if n == 1 else f"{n} dice"
        g.say(f"{ctx.title} rolls {dice}: " + ", ".join(map(str, rolls)) + ".")
        ones = rolls.count(1)
        if ones:
            g.push(Resolve((GiveTags(ones),), ctx))

    def text(self) -> str:
        return (
            "Roll a die for each run the Runner made during the Runner's last turn. For each 1,"
            " give the Runner a tag."
        )


class RanLastTurn(NamedTuple):
    """A condition: the Runner made a run during its last turn (at the start of the Corp's)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get("last:runs", 0))

    def text(self) -> str:
        return "the Runner made a run during the Runner's last turn"


class HQHasCards(NamedTuple):
    """A condition: HQ holds a card (to discard one at random)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.corp.hand)

    def text(self) -> str:
        return "HQ holds a card"


class DiscardRandomFromHQ(NamedTuple):
    """The Corp discards a card of HQ chosen at random (on the game's generator), facedown."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.corp.hand:
            return
        c = g.corp.hand[g.rng.randrange(len(g.corp.hand))]
        g.trash(c)
        g.say(f"The Corp discards a card at random from HQ ({ctx.title}).")

    def text(self) -> str:
        return "Discard a card at random from HQ."


class RunBits(NamedTuple):
    """Gain ``n`` bits for the run: when it is over, what is left of them goes back to the bank
    (they are spent first: the Corp keeps no more than it had before; ``installs.ReturnBits``,
    put first among the run's ``after`` steps, so that the latest gain is returned first)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        before = g.corp.credits
        g.gain(CORP, self.n)
        g.say(f"The Corp gains {g.ruleset.words.credits(self.n)} for the run ({ctx.title}).")
        if g.run is not None:
            g.run.after = (ReturnBits(before, self.n, ctx.title), *g.run.after)

    def text(self) -> str:
        return (
            f"Gain {credits(self.n)}. At the end of the run, return to the bank any of them you"
            " did not spend."
        )


# ---------------------------------------------------------------------- advancement counters


class CashInAdvancements(NamedTuple):
    """Raymond Ellison: trash this card, then remove any number of advancement counters from the
    cards installed in its fort (the Corp says how many from each card, one card after another),
    gaining ``per`` bits for each, bits for the run (:class:`RunBits`). The trash is part of the
    effect, not a cost paid before it: the card's fort is read first (a card moved gets a new
    id)."""

    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = _here(g, ctx)
        if c is None or c.server is None:
            return
        fort = c.server
        g.say(f"The Corp trashes {ctx.title}.")
        g.trash(c)
        ids = tuple(x.id for x in g.corp.servers[fort].content if x.advancements)
        g.push(CashInStep(ids, 0, self.per, ctx.title))

    def text(self) -> str:
        return (
            "Trash this card: Remove any number of advancement counters from cards installed in"
            f" this {_fort()}. Gain {credits(self.per)} for each advancement counter removed. At"
            " the end of the run, return to the bank any of the bits gained that you did not"
            " spend."
        )


class CashInStep(NamedTuple):
    """A step: how many advancement counters come off the first of ``ids`` (0 to all), then the
    rest; once all are asked, ``per`` bits for each of the ``total`` removed."""

    ids: tuple[int, ...]
    total: int
    per: int
    source: str

    def run(self, g: Game) -> None:
        live = [g.card(i) for i in self.ids]
        cards = [x for x in live if x is not None and x.advancements]
        if not cards:
            if self.total:
                g.push(Resolve((RunBits(self.per * self.total),), _ctx(self.source)))
            return
        c, rest = cards[0], tuple(x.id for x in cards[1:])
        w = g.ruleset.words
        pairs = [
            (
                Option(
                    "choose",
                    card=c.title if c.rezzed else None,
                    card_id=c.id,
                    amount=k,
                    label=f"Remove {plural(k, 'advancement counter')} from {public_name(c)}"
                    f" ({w.credits(k * self.per)})",
                ),
                Chain(
                    (
                        TakeAdvancements(c.id, k, self.source),
                        self._replace(ids=rest, total=self.total + k),
                    )
                ),
            )
            for k in range(c.advancements + 1)
        ]
        g.ask(
            CORP,
            f"{self.source}: remove how many advancement counters from {c.title} {where(c)}?",
            pairs,
            public_prompt=f"{self.source}: the Corp chooses how many advancement counters to"
            f" remove from {public_name(c)}.",
            kind="choose",
            params={"most": c.advancements},
        )


class TakeAdvancements(NamedTuple):
    card_id: int
    n: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or not self.n:
            return
        g.add_advancements(c, -self.n)
        g.say(
            f"{self.source}: the Corp removes {plural(self.n, 'advancement counter')} from"
            f" {public_name(c)}."
        )


class PassedLastIceHere(NamedTuple):
    """A condition of a "pass_ice" trigger (``ctx.extra``: the ice passed): the Runner passed
    the innermost piece of ice of this card's fort, during a run on it, and this card has not
    been used during the run (``RunState.mods`` ``"used:<id>"``: Lesley Major)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _here(g, ctx)
        r = g.run
        if c is None or r is None or r.ended or r.server != c.server:
            return False
        if r.mods.get(f"used:{c.id}"):
            return False
        s = g.corp.servers[c.server]
        return bool(s.ice) and s.ice[0].id == ctx.extra

    def text(self) -> str:
        return f"the Runner passes the last piece of ice on this {_fort()}"


class AdvanceHere(NamedTuple):
    """Add ``n`` advancement counters, at no cost, to a card installed in this card's fort, of
    the Corp's choice, any card there (Lesley Major); the card is marked used for the run."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = _here(g, ctx)
        if c is None or c.server is None:
            return
        if g.run is not None:
            g.run.mods[f"used:{c.id}"] = 1
        tokens = plural(self.n, "advancement counter")
        choose_card(
            g,
            CORP,
            list(g.corp.servers[c.server].content),
            lambda x: AdvanceCard(x.id, self.n, ctx.title),
            label=lambda x: f"Add {tokens} to {x.title} {where(x)}",
            prompt=f"{ctx.title}: add {tokens} to which card?",
            public_prompt=f"{ctx.title}: the Corp chooses a card to add {tokens} to.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            f"Add {self.n} advancement counters, at no cost, to a card installed in this {_fort()}."
        )


# ---------------------------------------------------------------------- the Corp's draws


class CorpDrew(NamedTuple):
    """A condition of a "draw" trigger (``ctx.extra``: the side that drew and the cards' ids):
    the draw was the Corp's (Strategic Planning Group)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return isinstance(ctx.extra, tuple) and bool(ctx.extra) and ctx.extra[0] == CORP

    def text(self) -> str:
        return "you draw one or more cards"


class DrawOneMoreBottom(NamedTuple):
    """After each of the Corp's draws: one card more (moved, not drawn: it sets off no draw
    again), then the Corp puts one of the cards drawn, still in HQ, on the bottom of R&D. The
    Runner reads only that a card went back (HQ and R&D are hidden)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ids = list(ctx.extra[1]) if isinstance(ctx.extra, tuple) else []
        if g.corp.deck:
            ids.append(g.move(g.corp.deck[0], HAND).id)
            g.say(f"The Corp draws 1 more card ({ctx.title}).")
        drawn = [c for c in g.corp.hand if c.id in ids]
        if not drawn:
            return
        g.ask(
            CORP,
            f"{ctx.title}: put which of the {plural(len(drawn), 'card')} drawn on the bottom of"
            " R&D?",
            [
                (
                    Option("choose", card=c.title, label=f"Put {c.title} on the bottom of R&D"),
                    ToBottom(c.id, ctx.title),
                )
                for c in one_per_title(drawn)
            ],
            public_prompt=f"{ctx.title}: the Corp puts one of the cards drawn on the bottom of"
            " R&D.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            "Whenever you draw one or more cards, draw an extra card. Then place one of the drawn"
            " cards on the bottom of R&D."
        )


class ToBottom(NamedTuple):
    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or c.zone != HAND:
            return
        g.move(c, DECK)
        g.say(f"The Corp puts a card on the bottom of R&D ({self.source}).")


def _ctx(title: str) -> Ctx:
    from ...engine.game import Ctx

    return Ctx(CORP, -1, title)


__all__ = [
    "RunOnThisFort",
    "RunnerLosesPerTag",
    "PassedIceHere",
    "HasRezzedIce",
    "TrashOwnRezzedIce",
    "DoubleIceStrength",
    "KeywordDifficultyHere",
    "AccessedFrom",
    "InstalledOnlyIfRezzed",
    "ShuffleThisIntoRD",
    "TrashAllRunnerCards",
    "SelfDestruct",
    "PattelOnBreakers",
    "ReshuffleGrip",
    "RollPerLastRun",
    "RanLastTurn",
    "HQHasCards",
    "DiscardRandomFromHQ",
    "RunBits",
    "CashInAdvancements",
    "PassedLastIceHere",
    "AdvanceHere",
    "CorpDrew",
    "DrawOneMoreBottom",
]

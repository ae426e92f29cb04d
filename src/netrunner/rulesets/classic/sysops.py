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
...     RepeatSubHere().text()
...     TrashTopOfRD(2).text()
...     FewerAccessesHere().text()
...     AnnounceSpending().text()
...     PassedAllIceHere().text()
...     ShuffleFort().text()
...     MeatDamageBoost().text()
...     TurnBitsForInstallOrRez(3).text()
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
'Repeat one subroutine on a piece of ice on this data fort, until the end of the run. Treat the copy of the subroutine as if it appeared immediately after the original subroutine.'
'Trash the top 2 cards stored in R&D.'
'During a run in which this card is accessed, the Runner accesses one less card stored in this data fort.'
'At the start of a run on this data fort, the Runner must announce the number of bits they will spend during the run. The Runner cannot spend more than this during that run. If the Runner does not spend that many bits during that run, the Runner loses the remainder once the run is complete.'
'the Runner has passed the last piece of ice on this data fort'
'Uninstall all other cards installed in this data fort and store them in HQ. Install an equal number of cards from HQ in this data fort.'
'Remove an advancement counter from this card: Increase by 1 the meat damage dealt by another source.'
'Gain 3 bits. Use these bits only to pay for installing or rezzing cards. When the turn ends, return to the bank any of them you did not spend.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import choose_card, choose_ice
from ...engine.damage import Damage, DoDamage, PreventWindow
from ...engine.decision import Option
from ...engine.effects import AdvanceCard, GiveTags
from ...engine.install import CompleteCorpInstall
from ...engine.naming import ice_label, public_name, where
from ...engine.state import CONTENT, DECK, HAND, ICE
from ...engine.steps import NOTHING, Chain, Resolve, installed_ice, one_per_title, plural, source_id
from ...engine.words import credits, current_words
from .breakers import icebreakers
from .installs import ReturnBits, ToHQ
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


# ---------------------------------------------------------------------- repeated subroutines


def _fort_ice(g: Game, ctx: Ctx) -> list[Card]:
    """The rezzed ice with subroutines on this card's fort."""
    c = _here(g, ctx)
    if c is None or c.server is None:
        return []
    return [i for i in g.corp.servers[c.server].ice if i.rezzed and g.subroutines(i)]


class RepeatableIceHere(NamedTuple):
    """A condition: a run is under way and this card's fort has a rezzed piece of ice with a
    subroutine to repeat."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.run is not None and not g.run.ended and bool(_fort_ice(g, ctx))

    def text(self) -> str:
        return f"a run is in progress and this {_fort()} has rezzed ice"


class RDHas(NamedTuple):
    """A condition: R&D holds ``n`` cards or more (to trash its top ``n``)."""

    n: int

    def test(self, g: Game, ctx: Ctx) -> bool:
        return len(g.corp.deck) >= self.n

    def text(self) -> str:
        return f"R&D holds {plural(self.n, 'card')} or more"


class TrashTopOfRD(NamedTuple):
    """The Corp trashes the top ``n`` cards of R&D (facedown: the 1996 trash by face)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = list(g.corp.deck[: self.n])
        for c in top:
            g.trash(c)
        if top:
            g.say(f"The Corp trashes the top {plural(len(top), 'card')} of R&D ({ctx.title}).")

    def text(self) -> str:
        return f"Trash the top {self.n} cards stored in R&D."


class RepeatSubHere(NamedTuple):
    """Choose a rezzed piece of ice on this card's fort, then one of its subroutines: until the
    end of the run the subroutine is repeated right after itself (a lasting ``("repeat_sub",
    ice id, position, "run")``, read by ``Game.subroutines``). Used while that ice is being
    encountered, the subroutines the Runner broke after it keep their marks (their indices move
    up by one); the copy is unbroken."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_card(
            g,
            CORP,
            _fort_ice(g, ctx),
            lambda c: ChooseSubToRepeat(c.id, ctx.title),
            label=lambda c: f"Choose {ice_label(g, c)}",
            prompt=f"{ctx.title}: repeat a subroutine of which piece of ice?",
            public_prompt=f"{ctx.title}: the Corp chooses a piece of ice.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            f"Repeat one subroutine on a piece of ice on this {_fort()}, until the end of the run."
            " Treat the copy of the subroutine as if it appeared immediately after the original"
            " subroutine."
        )


class ChooseSubToRepeat(NamedTuple):
    ice_id: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        subs = g.subroutines(ice)
        pairs = [
            (
                Option(
                    "choose",
                    card=ice.title,
                    card_id=ice.id,
                    amount=i,
                    label=f"Repeat subroutine {i + 1}: {sub.text}",
                ),
                RepeatSub(ice.id, i, self.source),
            )
            for i, sub in enumerate(subs)
        ]
        g.ask(
            CORP,
            f"{self.source}: repeat which subroutine of {ice.title}?",
            pairs,
            public_prompt=f"{self.source}: the Corp chooses a subroutine of {ice.title}.",
            kind="choose",
        )


class RepeatSub(NamedTuple):
    ice_id: int
    pos: int
    source: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        r = g.run
        if ice is None or r is None:
            return
        subs = g.subroutines(ice)
        if r.phase == "encounter" and r.broken and r.server == ice.server:
            s = g.corp.servers[r.server]
            if 0 <= r.position < len(s.ice) and s.ice[r.position].id == ice.id:
                r.broken = tuple(i + 1 if i > self.pos else i for i in r.broken)
        g.linger(("repeat_sub", ice.id, self.pos, "run"))
        g.say(
            f"{self.source}: {ice.title}'s subroutine {self.pos + 1} ({subs[self.pos].text}) is"
            " repeated until the end of the run."
        )


# ---------------------------------------------------------------------- fewer cards accessed


class FewerAccessesHere(NamedTuple):
    """An ``access_mods`` entry of an upgrade in the root of HQ or R&D (Simon Francisco): one card
    fewer stored in the fort is accessed. Every card in a fort's root is accessed in a run's
    access, this one too, so "a run in which it is accessed" is every run on its fort that
    reaches the access while it is rezzed (and active) there."""

    def amount(self, g: Game, src: Card, server: str) -> int:
        return -1 if src.zone == CONTENT and src.server == server else 0

    def text(self) -> str:
        return (
            "During a run in which this card is accessed, the Runner accesses one less card"
            f" stored in this {_fort()}."
        )


# ---------------------------------------------------------------------- a bit budget for the run

#: the event of a run's start on a fort, after the Corp's chance to rez a card there that acts
#: then (Obfuscated Fortress: "You may rez Obfuscated Fortress at the start of a run")
RUN_BEGINS_HERE = "run_begins_here"


def _acts_at_run_start(c: Card) -> bool:
    return any(t.event == RUN_BEGINS_HERE for t in c.defn.triggers)


def run_begins_here_steps(g: Game) -> tuple[object, ...]:
    """``Classic.run_start_steps``: the Corp's rez window at the start of a run (asked as
    ``reactions.RezInResponse`` asks: whenever a card that acts then is among its hidden cards
    and the fort has an unrezzed root card), then the abilities of ``RUN_BEGINS_HERE`` for the
    cards rezzed in the fort's root."""
    from .reactions import FireWith, RezInResponse, rez_window_due

    r = g.run
    if r is None or r.server not in g.corp.servers:
        return ()
    out: list[object] = []
    if rez_window_due(g, RUN_BEGINS_HERE, r.server):
        out.append(RezInResponse(RUN_BEGINS_HERE, f"A run on {r.server} begins", r.server))
    if out or any(_acts_at_run_start(c) for c in g.corp.servers[r.server].content if c.rezzed):
        out.append(FireWith(RUN_BEGINS_HERE, r.server))
    return tuple(out)


class AnnounceSpending(NamedTuple):
    """Obfuscated Fortress: the Runner announces how many bits it will spend during the run (0
    to what it could spend now); it can spend no more (``Game.flags`` ``spend_cap_all``, with
    ``spent_all`` counting what it spends, read by ``engine/payment.py`` while a run is under
    way: flags, not the run's mods, so that they outlast the run for the loss), and once the run
    is complete it loses what it did not spend of it (as many bits as it has). Announced once a
    run, however many such cards are there."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or r.ended or "spend_cap_all" in g.flags:
            return
        most = g.spendable(RUNNER)
        w = g.ruleset.words
        g.ask(
            RUNNER,
            f"{ctx.title}: how many bits will you spend during this run?",
            [
                (
                    Option("choose", amount=n, label=f"Announce {w.credits(n)}"),
                    Announce(n, ctx.title),
                )
                for n in range(most + 1)
            ],
            kind="choose",
            source=source_id(ctx),
            params={"most": most},
        )

    def text(self) -> str:
        return (
            f"At the start of a run on this {_fort()}, the Runner must announce the number of bits"
            " they will spend during the run. The Runner cannot spend more than this during that"
            " run. If the Runner does not spend that many bits during that run, the Runner loses"
            " the remainder once the run is complete."
        )


class Announce(NamedTuple):
    n: int
    source: str

    def run(self, g: Game) -> None:
        r = g.run
        if r is None:
            return
        g.flags["spend_cap_all"] = self.n
        g.flags["spent_all"] = 0
        r.after = (*r.after, LoseUnspent(self.n, self.source))
        g.say(
            f"The Runner announces {g.ruleset.words.credits(self.n)} to spend during the run"
            f" ({self.source})."
        )


class LoseUnspent(NamedTuple):
    """Once the run is complete: the Runner loses what it announced and did not spend."""

    n: int
    source: str

    def run(self, g: Game) -> None:
        g.flags.pop("spend_cap_all", None)
        spent = g.flags.pop("spent_all", 0)
        lost = min(max(0, self.n - spent), g.runner.credits)
        if lost:
            g.runner.credits -= lost
            g.say(
                f"The Runner loses the {g.ruleset.words.credits(lost)} it announced and did not"
                f" spend ({self.source})."
            )


# ---------------------------------------------------------------------- Pavit Bharat


class PassedAllIceHere(NamedTuple):
    """A rez condition (``CardDef.rez_condition``): a run on this card's fort, which has ice,
    has passed its last (innermost) piece and is approaching the fort (the Corp's last window
    before the run is successful)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = _here(g, ctx)
        r = g.run
        if c is None or r is None or r.ended or r.server != c.server:
            return False
        return bool(g.corp.servers[c.server].ice) and r.phase == "approach_server"

    def text(self) -> str:
        return f"the Runner has passed the last piece of ice on this {_fort()}"


#: what may be installed in a fort's root from HQ
_ROOT_TYPES = ("agenda", "asset", "upgrade")


class ShuffleFort(NamedTuple):
    """Pavit Bharat, as it is rezzed: every other card in its fort's root goes to HQ (what the
    Runner saw stays known there), then the Corp installs as many cards from HQ in the fort, one
    at a time, each of its choice (agendas, nodes and upgrades; the same ones, if it likes),
    unrezzed. Fewer if HQ holds fewer such cards."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = _here(g, ctx)
        if c is None or c.server is None:
            return
        others = [x for x in g.corp.servers[c.server].content if x.id != c.id]
        g.push_seq(
            *(ToHQ(x.id, ctx.title) for x in others),
            InstallFromHQHere(len(others), c.server, ctx.title),
        )

    def text(self) -> str:
        return (
            f"Uninstall all other cards installed in this {_fort()} and store them in HQ. Install"
            f" an equal number of cards from HQ in this {_fort()}."
        )


class InstallFromHQHere(NamedTuple):
    """A step: the Corp installs a card of HQ in the root of ``fort`` (``left`` to go)."""

    left: int
    fort: str
    source: str

    def run(self, g: Game) -> None:
        if self.left <= 0 or self.fort not in g.corp.servers:
            return
        cards = [x for x in g.corp.hand if x.data.type in _ROOT_TYPES and not x.defn.rez_on_install]
        if not cards:
            g.say(f"{self.source}: HQ holds no more card to install in {self.fort}.")
            return
        nxt = self._replace(left=self.left - 1)
        g.ask(
            CORP,
            f"{self.source}: install which card from HQ in {self.fort}? ({self.left} to go)",
            [
                (
                    Option("choose", card=x.title, card_id=x.id, label=f"Install {x.title}"),
                    Chain((CompleteCorpInstall(x.id, self.fort, click=False), nxt)),
                )
                for x in one_per_title(cards)
            ],
            public_prompt=f"{self.source}: the Corp installs a card from HQ in {self.fort}.",
            kind="choose",
        )


# ---------------------------------------------------------------------- more meat damage


class MeatDamageBoost(NamedTuple):
    """Cybertech Think Tank's rule (``CardDef.state_checks``, never broken itself): as meat
    damage from another source is about to be done, the Corp may remove advancement counters
    from this card, each 1 more meat damage (``Classic.damage_step``: :func:`damage_step`)."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return

    def text(self) -> str:
        return (
            "Remove an advancement counter from this card: Increase by 1 the meat damage dealt by"
            " another source."
        )


def _boosters(g: Game, source: int) -> list[Card]:
    return [
        c
        for c in g.active_cards()
        if c.side == CORP
        and c.advancements
        and c.id != source
        and any(isinstance(x, MeatDamageBoost) for x in c.defn.state_checks)
    ]


def damage_step(g: Game, kind: str, n: int, unpreventable: bool, ctx: Ctx) -> object:
    """``Classic.damage_step``: meat damage about to be done while a rezzed card can add to it
    (public: the card is rezzed, its counters are public) first asks the Corp how much more."""
    if kind != "meat" or n <= 0:
        return None
    cards = _boosters(g, ctx.source)
    if not cards:
        return None
    return BoostMeat(cards[0].id, n, unpreventable, ctx.title)


class BoostMeat(NamedTuple):
    """A step: the Corp removes 0 or more advancement counters from ``card_id`` (Cybertech
    Think Tank), each 1 more of the ``n`` meat damage about to be done, then it is done."""

    card_id: int
    n: int
    unpreventable: bool
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        most = c.advancements if c is not None else 0
        title = c.title if c is not None else ""
        pairs = [
            (
                Option(
                    "choose" if k else "pass",
                    card=title if k else None,
                    card_id=self.card_id if k else None,
                    amount=k,
                    label=f"Remove {plural(k, 'advancement counter')}: {self.n + k} meat damage"
                    if k
                    else f"Add nothing: {self.n} meat damage",
                ),
                DoneBoost(self.card_id, k, self.n, self.unpreventable, self.source),
            )
            for k in range(most + 1)
        ]
        g.ask(
            CORP,
            f"{title}: add meat damage to the {self.n} about to be done?",
            pairs,
            public_prompt=f"{title}: the Corp may add meat damage.",
            kind="choose",
            source=self.card_id,
            params={"most": most},
        )


class DoneBoost(NamedTuple):
    card_id: int
    k: int
    n: int
    unpreventable: bool
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None and self.k:
            g.add_advancements(c, -self.k)
            g.say(
                f"The Corp removes {plural(self.k, 'advancement counter')} from {c.title}: "
                f"{self.k} more meat damage."
            )
        n = self.n + self.k
        g.push(DoDamage("meat", n) if self.unpreventable else PreventWindow("meat", n, self.source))


# ---------------------------------------------------------------------- bits for installs and rezzes


#: what Government Contract's bits pay for (the purposes of the Corp's install and rez payments:
#: ``engine/install.py``, ``flow.rez_card``)
INSTALL_OR_REZ = ("corp_install", "rez")


class TurnBitsForInstallOrRez(NamedTuple):
    """Government Contract: ``n`` bits on this card, spendable only on installing or rezzing
    cards (the card's ``recurring_for``: they are spent first for those, ``Game.pay``); what is
    left goes back to the bank when the turn ends (:class:`ReturnTurnBits`)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        g.add_counters(c, "recurring", self.n)
        g.say(
            f"{ctx.title}: the Corp gains {g.ruleset.words.credits(self.n)} for installing or"
            " rezzing cards this turn."
        )

    def text(self) -> str:
        return (
            f"Gain {credits(self.n)}. Use these bits only to pay for installing or rezzing cards."
            " When the turn ends, return to the bank any of them you did not spend."
        )


class ReturnTurnBits(NamedTuple):
    """At the end of each turn: the bits left on this card go back to the bank."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.counters.get("recurring"):
            return
        n = c.counters["recurring"]
        g.set_counters(c, "recurring", 0)
        g.say(f"The Corp returns {g.ruleset.words.credits(n)} to the bank ({ctx.title}).")

    def text(self) -> str:
        return "When the turn ends, return to the bank the bits left on this card."


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
    "RepeatableIceHere",
    "RDHas",
    "TrashTopOfRD",
    "RepeatSubHere",
    "FewerAccessesHere",
    "RUN_BEGINS_HERE",
    "run_begins_here_steps",
    "AnnounceSpending",
    "PassedAllIceHere",
    "ShuffleFort",
    "MeatDamageBoost",
    "damage_step",
    "INSTALL_OR_REZ",
    "TurnBitsForInstallOrRez",
    "ReturnTurnBits",
]

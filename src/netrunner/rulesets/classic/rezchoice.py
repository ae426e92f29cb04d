"""Ice whose choices are paid for as it is rezzed or encountered (the 1996 Proteus ice), and ice
that counts the rezzed ice outside it.

**The rez-time choice** (:class:`RezChoice`, an ``on_rez`` effect): as the ice is rezzed, the Corp
chooses how many times to pay ``per`` bits above the rez cost, from 0 to ``most`` (or to what it
can pay), and the number is kept on the ice as a counter, plain public data copied with the game
(a rez is public): set again at each rez, read only while the ice is rezzed, gone with the card.
What the number does depends on ``what``:

- ``X``: X is the ice's strength (Digiconda), and its trace limit (Homing Missile: a
  :class:`TraceX` subroutine); counter ``"x"``, read by the ``strength_mods`` entry
  :class:`XStrength`;
- ``ETR``: one "End the run" subroutine for each payment (Food Fight, Gatekeeper, Sandstorm);
  counter ``"etr"``, read by the ``subroutine_mods`` entry :class:`BoughtSubroutines`;
- ``TYPE``: paid once at most, the ice is another type instead of its printed one (Caryatid,
  Credit Blocks, Galatea, Lesser Arcana, Sphinx 2006, Sumo 2008); counters ``"gains:<type>"`` and
  ``"loses:<type>"`` (lower case), read through the engine's ``Game.has_subtype`` by the ruleset
  hook ``counter_subtype`` (:func:`counter_subtype`), so breakers, keyword modifiers and other
  cards see the new type.

The decision is ``choose``, one option per number with its ``amount`` and its ``cost``;
``params``: ``most`` (the largest number offered) and ``per``. Not asked when only 0 can be paid.

**Subroutines bought during an encounter** (:class:`BuySubroutines`, an ``on_encounter`` effect:
Iceberg, Riddler's "[2]: one End the run for the present encounter"): as the encounter begins,
before the Runner may break, the Corp chooses how many to buy; they are the run's lasting
``runwide.ADDED_ETR`` effect on this ice for the encounter, as Tutor's are.

**Counting the ice outside** (:func:`ice_outside`): rezzed ice on the same fort, farther out than
this ice (positions above it), optionally only of some types. :class:`DamagePerIceOutside`
(Bug Zapper, Dog Pile, Mastermind), :class:`StrengthPerIceOutside` (Dog Pile, Mastermind),
:class:`SubroutinePerIceOutside` (Hunting Pack, Minotaur).

**Coyote** (:class:`StrengthUnlessPaidOnPass`): the run's lasting +1 strength for all further ice
(``runwide.STRENGTH``) and a toll marker on the ice; as the Runner passes that ice it may pay the
toll to end the effect (a ``pass_ice`` trigger: :class:`PayOnPass`).

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RezChoice(X, 1, 6).text()
...     RezChoice(ETR, 2).text()
...     RezChoice(TYPE, 1, 1, ("Wall", "Code Gate")).text()
...     BuySubroutines(2).text()
"Pay X bits, above the rez cost. X is this ice's strength, and X cannot be greater than 6."
'You may pay 2 bits, above the rez cost, any number of times: this ice has one "End the run" subroutine for every 2 bits paid.'
'You may pay 1 bit, above the rez cost, to make this ice a code gate instead of a wall.'
'The Corp may pay 2 bits any number of times: for each payment, this ice has one "End the run" subroutine for the present encounter.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.choices import sub
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.effects import EndTheRun
from ...engine.state import ICE
from ...engine.steps import Chain, plural
from ...engine.trace import Trace
from ...engine.words import credits, current_words
from .runwide import ADDED_ETR, STRENGTH, RestOfRun

if TYPE_CHECKING:
    from ...engine.carddef import Subroutine
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

#: what a rez-time choice buys (see the module's docstring)
X, ETR, TYPE = "x", "etr", "type"
GAINS, LOSES = "gains:", "loses:"

#: the subroutine bought for bits ("End the run")
END_THE_RUN: Subroutine = sub(EndTheRun())


class RezChoice(NamedTuple):
    """An ``on_rez`` effect: the Corp pays ``per`` bits, above the rez cost, any number of times
    from 0 to ``most`` (None: as many as it can pay) for ``what`` (``X``, ``ETR`` or ``TYPE``,
    the last with ``becomes``: the printed type and the type it may be instead). ``x_is``: what
    X is, in the card's words."""

    what: str
    per: int
    most: int | None = None
    becomes: tuple[str, str] = ("", "")
    x_is: str = "strength"

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.rezzed:
            return
        w = g.ruleset.words
        most = g.spendable(CORP) // self.per
        if self.most is not None:
            most = min(most, self.most)
        if most <= 0:
            RezChosen(c.id, self, 0).run(g)
            return
        pairs: list[tuple[Option, Any]] = []
        for n in range(most + 1):
            pairs.append(
                (
                    Option(
                        "choose",
                        card=c.title,
                        amount=n,
                        label=self._label(n, w),
                        cost=priced(0, n * self.per),
                    ),
                    RezChosen(c.id, self, n),
                )
            )
        g.ask(
            CORP,
            f"{c.title}: {self._prompt(w)}",
            pairs,
            public_prompt=f"{c.title}: the Corp chooses what it pays above the rez cost.",
            kind="choose",
            source=c.id,
            source_title=c.title,
            params={"most": most, "per": self.per},
        )

    def _prompt(self, w: Any) -> str:
        if self.what == X:
            return f"choose X (pay X {w.credit[1]}; X is its {self.x_is})"
        if self.what == ETR:
            return f'pay {w.credits(self.per)} for each "End the run" subroutine?'
        old, new = self.becomes
        return f"pay {w.credits(self.per)} to make it a {new.lower()} instead of a {old.lower()}?"

    def _label(self, n: int, w: Any) -> str:
        paid = w.credits(n * self.per)
        if self.what == X:
            return f"X = {n}: pay {paid}"
        if self.what == ETR:
            return f"{plural(n, 'End the run subroutine')}: pay {paid}"
        old, new = self.becomes
        return f"Pay {paid}: a {new.lower()}" if n else f"Pay nothing: it stays a {old.lower()}"

    def text(self) -> str:
        if self.what == X:
            most = f", and X cannot be greater than {self.most}" if self.most is not None else ""
            return (
                f"Pay X {current_words().credit[1]}, above the rez cost. X is this ice's "
                f"{self.x_is}{most}."
            )
        if self.what == ETR:
            return (
                f"You may pay {credits(self.per)}, above the rez cost, any number of times: this "
                f'ice has one "End the run" subroutine for every {credits(self.per)} paid.'
            )
        old, new = self.becomes
        return (
            f"You may pay {credits(self.per)}, above the rez cost, to make this ice {_a(new)} "
            f"instead of {_a(old)}."
        )


def _a(ice_type: str) -> str:
    return f"a {ice_type.lower()}"


class RezChosen(NamedTuple):
    """The Corp pays for ``n`` of ``choice`` on ``ice_id``: the counters say what it chose."""

    ice_id: int
    choice: RezChoice
    n: int

    def run(self, g: Game) -> None:
        c = g.card(self.ice_id)
        if c is None:
            return
        ch = self.choice
        paid = self.n * ch.per
        if paid:
            g.pay(CORP, paid)
        w = g.ruleset.words
        how = f"pays {w.credits(paid)} above the rez cost" if paid else "pays nothing more"
        if ch.what == X:
            g.set_counters(c, X, self.n)
            g.say(f"The Corp {how}: X is {self.n} ({c.title}'s {ch.x_is}).")
        elif ch.what == ETR:
            g.set_counters(c, ETR, self.n)
            subs = plural(self.n, '"End the run" subroutine')
            g.say(f"The Corp {how}: {c.title} has {subs}.")
        else:
            old, new = ch.becomes
            for key in (GAINS + new.lower(), LOSES + old.lower()):
                if self.n:
                    g.set_counters(c, key, 1)
                elif c.counters.pop(key, None) is not None:  # chosen at an earlier rez
                    g.touch()
            now = new if self.n else old
            g.say(f"The Corp {how}: {c.title} is {_a(now)}.")


def counter_subtype(g: Game, card: Card, subtype: str) -> bool | None:
    """The ruleset hook ``counter_subtype``: a rezzed piece of ice made another type as it was
    rezzed has the new type and not its printed one (None: no change)."""
    if not card.rezzed:
        return None
    k = subtype.lower()
    if card.counters.get(GAINS + k):
        return True
    if card.counters.get(LOSES + k):
        return False
    return None


class XStrength(NamedTuple):
    """A ``strength_mods`` entry of the ice itself: X (its ``"x"`` counter) is its strength. The
    words are :class:`RezChoice`'s."""

    def amount(self, g: Game, src: Card, target: Card) -> int:
        return src.counters.get(X, 0) if target.id == src.id else 0

    def text(self) -> str:
        return ""


class TraceX(NamedTuple):
    """A trace whose limit is X, the ice's ``"x"`` counter (Homing Missile).

    >>> from netrunner.engine.effects import GiveTags
    >>> TraceX((GiveTags(1),)).text()
    'Trace X. If successful, give the Runner 1 tag.'
    """

    success: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        x = c.counters.get(X, 0) if c is not None else 0
        Trace(x, self.success).resolve(g, ctx)

    def text(self) -> str:
        return Trace(0, self.success).text().replace("Trace 0.", "Trace X.", 1)


class BoughtSubroutines(NamedTuple):
    """A ``subroutine_mods`` entry of the ice itself: one "End the run" for each payment made as
    it was rezzed (its ``"etr"`` counter). The words are :class:`RezChoice`'s."""

    def added(self, g: Game, src: Card, ice: Card) -> tuple[Subroutine, ...]:
        return (END_THE_RUN,) * src.counters.get(ETR, 0) if ice.id == src.id else ()

    def text(self) -> str:
        return ""


class BuySubroutines(NamedTuple):
    """An ``on_encounter`` effect: the Corp pays ``per`` bits any number of times; for each
    payment the ice has one "End the run" subroutine for this encounter (Iceberg, Riddler)."""

    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or g.run is None or g.run.ended:
            return
        w = g.ruleset.words
        most = g.spendable(CORP) // self.per
        if most <= 0:
            return
        pairs = [
            (
                Option(
                    "choose",
                    card=c.title,
                    amount=n,
                    label=f"{plural(n, 'End the run subroutine')}: pay {w.credits(n * self.per)}",
                    cost=priced(0, n * self.per),
                ),
                Bought(c.id, n, self.per),
            )
            for n in range(most + 1)
        ]
        g.ask(
            CORP,
            f'{c.title}: pay {w.credits(self.per)} for each "End the run" subroutine for this '
            "encounter?",
            pairs,
            public_prompt=f"{c.title}: the Corp may pay for subroutines for this encounter.",
            kind="choose",
            source=c.id,
            source_title=c.title,
            params={"most": most, "per": self.per},
        )

    def text(self) -> str:
        return (
            f"The Corp may pay {credits(self.per)} any number of times: for each payment, this "
            'ice has one "End the run" subroutine for the present encounter.'
        )


class Bought(NamedTuple):
    ice_id: int
    n: int
    per: int

    def run(self, g: Game) -> None:
        c = g.card(self.ice_id)
        if c is None or not self.n:
            g.say("The Corp pays for no subroutine.")
            return
        g.pay(CORP, self.n * self.per)
        g.linger((ADDED_ETR, c.id, self.n, "encounter"))
        w = g.ruleset.words
        subs = plural(self.n, '"End the run" subroutine')
        g.say(
            f"The Corp pays {w.credits(self.n * self.per)}: {c.title} has {subs} more for this "
            "encounter."
        )


# ---------------------------------------------------------------------- counting the ice outside


def ice_outside(g: Game, ice: Card, types: tuple[str, ...] = ()) -> list[Card]:
    """The rezzed ice installed outside ``ice`` (on its fort, farther out), of one of ``types``
    if any are given."""
    if ice.zone != ICE or ice.server is None:
        return []
    s = g.corp.servers.get(ice.server)
    if s is None or ice not in s.ice:
        return []
    out = s.ice[s.ice.index(ice) + 1 :]
    return [c for c in out if c.rezzed and (not types or any(g.has_subtype(c, t) for t in types))]


def _outside_words(types: tuple[str, ...]) -> str:
    if not types:
        return "rezzed piece of ice installed outside this ice"
    return "rezzed " + " or ".join(t.lower() for t in types) + " installed outside this ice"


class DamagePerIceOutside(NamedTuple):
    """Do ``per`` damage of ``kind`` for each rezzed piece of ice installed outside this ice.

    >>> DamagePerIceOutside("net", 2).text()
    'Do 2 net damage for each rezzed piece of ice installed outside this ice.'
    """

    kind: str
    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        from ...engine.damage import Damage

        c = g.card(ctx.source)
        n = len(ice_outside(g, c)) if c is not None else 0
        if not n:
            g.say(f"No rezzed ice is installed outside {ctx.title}: no damage.")
            return
        Damage(self.kind, self.per * n).resolve(g, ctx)

    def text(self) -> str:
        return f"Do {self.per} {self.kind} damage for each {_outside_words(())}."


class StrengthPerIceOutside(NamedTuple):
    """A ``strength_mods`` entry of the ice itself: +1 strength for each rezzed piece of ice
    installed outside it.

    >>> StrengthPerIceOutside().text()
    'This ice has +1 strength for each rezzed piece of ice installed outside it.'
    """

    def amount(self, g: Game, src: Card, target: Card) -> int:
        return len(ice_outside(g, src)) if target.id == src.id else 0

    def text(self) -> str:
        return "This ice has +1 strength for each rezzed piece of ice installed outside it."


class SubroutinePerIceOutside(NamedTuple):
    """A ``subroutine_mods`` entry of the ice itself: ``sub`` once for each rezzed piece of ice
    (of ``types``, if any) installed outside it.

    >>> SubroutinePerIceOutside(END_THE_RUN, ("Code Gate", "Wall")).text()
    'For each rezzed code gate or wall installed outside this ice, this ice has one "End the run." subroutine.'
    """

    sub: Subroutine
    types: tuple[str, ...] = ()

    def added(self, g: Game, src: Card, ice: Card) -> tuple[Subroutine, ...]:
        return (self.sub,) * len(ice_outside(g, src, self.types)) if ice.id == src.id else ()

    def text(self) -> str:
        return (
            f'For each {_outside_words(self.types)}, this ice has one "{self.sub.text}" subroutine.'
        )


# ---------------------------------------------------------------------- Coyote


#: the toll marker: ``(TOLL_ON_PASS, ice id, bits, "run")``, one for each +strength it made
TOLL_ON_PASS = "pass_toll"


class StrengthUnlessPaidOnPass(NamedTuple):
    """For the remainder of the run, all further ice has +``n`` strength, unless the Runner pays
    ``toll`` bits while passing this ice (Coyote).

    >>> from netrunner.engine.words import CLASSIC_WORDS, using
    >>> with using(CLASSIC_WORDS):
    ...     StrengthUnlessPaidOnPass(1, 2).text()
    'For the remainder of the run, all further ice is encountered at +1 strength, unless the Runner pays 2 bits while passing this ice.'
    """

    n: int
    toll: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is None or g.run.ended:
            return
        RestOfRun(STRENGTH, self.n).resolve(g, ctx)
        g.linger((TOLL_ON_PASS, ctx.source, self.toll, "run"))

    def text(self) -> str:
        body = RestOfRun(STRENGTH, self.n).text().rstrip(".")
        return f"{body}, unless the Runner pays {credits(self.toll)} while passing this ice."


class TollPending(NamedTuple):
    """A trigger condition: the ice passed (``pass_ice``'s id) is this one, and it has a toll
    pending."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return ctx.extra == ctx.source and any(
            e[0] == TOLL_ON_PASS and e[1] == ctx.source for e in g.lingering
        )

    def text(self) -> str:
        return ""


class PayOnPass(NamedTuple):
    """As the Runner passes this ice: for each toll pending on it, the Runner may pay it to end
    one of the strength effects this ice made (a ``choose``: pay, or ``pass``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(AskToll(ctx.source, ctx.title))

    def text(self) -> str:
        return ""


class AskToll(NamedTuple):
    """One pending toll of ``ice_id``: the Runner pays it or not; then the next one, if any (the
    ice met again, Vacuum Link)."""

    ice_id: int
    title: str

    def run(self, g: Game) -> None:
        tolls = [e for e in g.lingering if e[0] == TOLL_ON_PASS and e[1] == self.ice_id]
        if not tolls or g.run is None:
            return
        toll = tolls[0]
        g.lingering = [e for e in g.lingering if e is not toll]
        g.touch()
        w = g.ruleset.words
        n = toll[2]
        if g.spendable(RUNNER) < n:
            g.say(f"The Runner cannot pay {w.credits(n)} ({self.title}).")
            g.push(self)
            return
        g.ask(
            RUNNER,
            f"{self.title}: pay {w.credits(n)} so that further ice is not encountered at more "
            "strength?",
            [
                (
                    Option(
                        "choose",
                        card=self.title,
                        target="pay",
                        amount=n,
                        label=f"Pay {w.credits(n)}",
                        cost=priced(0, n),
                    ),
                    Chain((TollPaid(n, self.title), self)),
                ),
                (Option("pass", label="Do not pay"), Chain((NoToll(self.title), self))),
            ],
            public_prompt=f"{self.title}: the Runner may pay {w.credits(n)}.",
            kind="choose",
            source=self.ice_id,
            source_title=self.title,
            params={"cost": n},
        )


class TollPaid(NamedTuple):
    n: int
    title: str

    def run(self, g: Game) -> None:
        g.pay(RUNNER, self.n)
        kind = STRENGTH + self.title
        for i, e in enumerate(g.lingering):
            if e[0] == kind and e[1] == -1:
                del g.lingering[i]
                break
        g.touch()
        g.say(
            f"The Runner pays {g.ruleset.words.credits(self.n)} passing {self.title}: further ice "
            "is no longer encountered at more strength for it."
        )


class NoToll(NamedTuple):
    title: str

    def run(self, g: Game) -> None:
        g.say(f"The Runner does not pay for {self.title}.")


__all__ = [
    "X",
    "ETR",
    "TYPE",
    "END_THE_RUN",
    "RezChoice",
    "RezChosen",
    "counter_subtype",
    "XStrength",
    "TraceX",
    "BoughtSubroutines",
    "BuySubroutines",
    "Bought",
    "ice_outside",
    "DamagePerIceOutside",
    "StrengthPerIceOutside",
    "SubroutinePerIceOutside",
    "TOLL_ON_PASS",
    "StrengthUnlessPaidOnPass",
    "TollPending",
    "PayOnPass",
    "AskToll",
    "TollPaid",
    "NoToll",
]

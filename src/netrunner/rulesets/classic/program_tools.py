"""The Proteus and Classic programs' own mechanics (runner-programs family):

- a boost that lasts until the end of the turn (Psychic Friend: :class:`TurnBoostBreaker`,
  through ``Breaker.boost_scope``);
- a die added to a breaker's strength at the start of each run (Forward's Legacy:
  :class:`RollAddStrength`);
- a breaker trashed at the end of a run in which it broke a subroutine (Rent-I-Con:
  :class:`MarkThisRun`, :class:`MarkedThisRun`; the mark is a lasting effect of the run);
- an icebreaker given strength for the rest of the run (Lockjaw: :class:`BoostIcebreaker`,
  usable only during an encounter: :class:`Encountering`);
- a piece of ice chosen as the card is installed, for strength against it (Black Widow:
  :class:`ChooseIce`, :class:`StrongerAgainstChosen`: a counter ``chosen_ice:<id>`` on the card);
- an ice keyword chosen for a breaker (Morphing Tool: :class:`ChooseBreakType`,
  :class:`ChosenTypeBreaker`: a counter ``breaks:<keyword>`` on the card);
- derezzing ice whose subroutines were all broken, during the encounter (Superglue:
  :class:`DerezEncountered`) or just after passing it (Disintegrator: :class:`MarkPassedIce`,
  :class:`JustPassedBroken`, :class:`DerezPassed`);
- every installed Corp card exposed as the Runner accesses HQ (Schematics Search Engine:
  :class:`ExposeAllInstalled`).

>>> TurnBoostBreaker("Code Gate", 1, boost_cost=2, boost=1, boost_for_run=True).text()
'1 credit: Break code gate subroutine.\\n2 credits: +1 strength until the end of the turn.'
>>> RollAddStrength().text()
"At the start of each run, roll a die and add the result to this card's strength for that run."
>>> BoostIcebreaker(2).text()
'Give one of your icebreakers +2 strength for the remainder of this run.'
>>> Encountering().text()
'you are encountering a piece of ice'
>>> ChooseIce().text()
'Choose an installed piece of ice.'
>>> StrongerAgainstChosen(5).text()
'This card gets +5 strength during each encounter with the piece of ice chosen for it.'
>>> ChooseBreakType().text()
'Choose whether this card breaks code gates, sentries, or walls.'
>>> ChosenTypeBreaker(None, 2, boost_cost=1, boost=1).text()
'2 credits: Break a subroutine of the type last chosen for this card.\\n1 credit: +1 strength.'
>>> DerezEncountered().text(), DerezPassed().text()
('Derez that ice.', 'Derez that ice.')
>>> JustPassedBroken().text()
'you have just broken all the subroutines of a piece of ice and passed it'
>>> ExposeAllInstalled().text()
"Expose all of the Corp's installed cards."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.carddef import Breaker
from ...engine.choices import choose_card
from ...engine.damage import PreventWindow
from ...engine.decision import Option
from ...engine.naming import ice_label
from ...engine.state import ICE
from ...engine.steps import independent, installed_ice, source_id
from ...engine.words import credits, sentence
from .breakers import ice_subroutines, icebreakers
from .derez import DerezIt
from .icetrash import encountered_ice

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


# ---------------------------------------------------------------------- strength


class TurnBoostBreaker(Breaker):
    """An icebreaker whose boosts last until the end of the turn (Psychic Friend); declared with
    ``boost_for_run`` so that a boost is offered outside encounters too, as a lasting one is."""

    __slots__ = ()

    def boost_scope(self) -> str:
        return "turn"

    def text(self) -> str:
        first = super().text().split("\n")[0]
        cost = sentence(credits(self.boost_cost or 0))
        return f"{first}\n{cost}: +{self.boost} strength until the end of the turn."


class RollAddStrength(NamedTuple):
    """At the start of a run (a ``run_begins`` trigger): roll a die and add the roll to this
    card's strength until the run ends."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None:
            return
        n = g.roll_die()
        g.linger(("strength", c.id, n, "run"))
        g.say(f"{c.title} rolls a die: {n}. It has +{n} strength for this run.")

    def text(self) -> str:
        return (
            "At the start of each run, roll a die and add the result to this card's strength"
            " for that run."
        )


class Encountering(NamedTuple):
    """The Runner is encountering a rezzed piece of ice now."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return encountered_ice(g) is not None

    def text(self) -> str:
        return "you are encountering a piece of ice"


class BoostIcebreaker(NamedTuple):
    """One of the Runner's icebreakers (its choice) gets +``n`` strength for the rest of the
    run."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cards = [c for c in icebreakers(g) if c.id != ctx.source]
        if not cards:
            g.say(f"{ctx.title}: the Runner has no icebreaker.")
            return
        choose_card(
            g,
            RUNNER,
            cards,
            lambda c: Boosted(c.id, self.n, ctx.title),
            label=lambda c: f"Give {c.title} +{self.n} strength for the run",
            prompt=f"{ctx.title}: which icebreaker gets +{self.n} strength?",
            public_prompt=f"{ctx.title}: the Runner chooses an icebreaker.",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return f"Give one of your icebreakers +{self.n} strength for the remainder of this run."


class Boosted(NamedTuple):
    card_id: int
    n: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None or g.run is None:
            return
        g.linger(("strength", c.id, self.n, "run"))
        g.say(
            f"{self.source}: {c.title} has +{self.n} strength for the rest of the run"
            f" ({g.breaker_strength(c)})."
        )


# ---------------------------------------------------------------------- marks for the run


class MarkThisRun(NamedTuple):
    """Mark this card for the rest of the run (``kind``: what the mark is for)."""

    kind: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is not None and not MarkedThisRun(self.kind).test(g, ctx):
            g.linger((self.kind, ctx.source, 0, "run"))

    def text(self) -> str:
        return ""


independent(MarkThisRun)


class MarkedThisRun(NamedTuple):
    """This card has the run's mark ``kind``."""

    kind: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return any(e[0] == self.kind and e[1] == ctx.source for e in g.lingering)

    def text(self) -> str:
        return "you used this card to break a subroutine during the run"


# ---------------------------------------------------------------------- a chosen piece of ice


def chosen_key(ice_id: int) -> str:
    """The counter on a card that remembers the piece of ice chosen for it."""
    return f"chosen_ice:{ice_id}"


class ChooseIce(NamedTuple):
    """Choose an installed piece of ice (rezzed or not) for this card."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        me = g.card(ctx.source)
        ice = installed_ice(g)
        if me is None or not ice:
            g.say(f"{ctx.title}: there is no installed ice to choose.")
            return
        choose_card(
            g,
            RUNNER,
            ice,
            lambda c: IceChosen(me.id, c.id),
            label=lambda c: f"Choose {ice_label(g, c)}",
            prompt=f"{ctx.title}: choose an installed piece of ice.",
            public_prompt=f"{ctx.title}: the Runner chooses a piece of ice.",
            source=me.id,
        )

    def text(self) -> str:
        return "Choose an installed piece of ice."


class IceChosen(NamedTuple):
    card_id: int
    ice_id: int

    def run(self, g: Game) -> None:
        c, ice = g.card(self.card_id), g.card(self.ice_id)
        if c is None or ice is None:
            return
        g.set_counters(c, chosen_key(ice.id), 1)
        g.say(f"{c.title}: the Runner chooses {ice_label(g, ice)}.")


class StrongerAgainstChosen(NamedTuple):
    """``CardDef.strength_mods``: this card has +``n`` strength while the Runner encounters the
    piece of ice chosen for it."""

    n: int

    def amount(self, g: Game, src: Card, card: Card) -> int:
        if card.id != src.id:
            return 0
        ice = encountered_ice(g)
        return self.n if ice is not None and card.counters.get(chosen_key(ice.id)) else 0

    def text(self) -> str:
        return (
            f"This card gets +{self.n} strength during each encounter with the piece of ice"
            " chosen for it."
        )


# ---------------------------------------------------------------------- a chosen type of ice

BREAK_TYPES = ("Code Gate", "Sentry", "Wall")
BREAKS = "breaks:"


class ChooseBreakType(NamedTuple):
    """Choose whether this card breaks code gates, sentries or walls (a counter
    ``breaks:<keyword>`` on it; the last choice replaces the one before)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        me = g.card(ctx.source)
        if me is None:
            return
        names = {"Code Gate": "code gates", "Sentry": "sentries", "Wall": "walls"}
        pairs = [
            (
                Option(
                    "choose", card=ctx.title, target=kw, label=f"{ctx.title} breaks {names[kw]}"
                ),
                TypeChosen(me.id, kw),
            )
            for kw in BREAK_TYPES
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: break code gates, sentries or walls?",
            pairs,
            kind="choose",
            source=me.id,
        )

    def text(self) -> str:
        return "Choose whether this card breaks code gates, sentries, or walls."


class TypeChosen(NamedTuple):
    card_id: int
    keyword: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        for k in [k for k in c.counters if k.startswith(BREAKS)]:
            del c.counters[k]
        g.set_counters(c, BREAKS + self.keyword, 1)
        g.say(f"{c.title} now breaks {self.keyword.lower()} subroutines.")


def chosen_type(card: Card) -> str | None:
    """The ice keyword last chosen for ``card`` (None before any choice)."""
    return next((k[len(BREAKS) :] for k in card.counters if k.startswith(BREAKS)), None)


class ChosenType(NamedTuple):
    """``Breaker.condition``: the ice has the keyword last chosen for the breaker."""

    def test(self, g: Game, breaker: Card, ice: Card) -> bool:
        kw = chosen_type(breaker)
        return kw is not None and g.has_subtype(ice, kw)


class ChosenTypeBreaker(Breaker):
    """A breaker for the subroutines of the ice type last chosen for it (Morphing Tool):
    declared for any ice, with :class:`ChosenType` as its condition."""

    __slots__ = ()

    def what(self) -> str:
        return "a subroutine of the type last chosen for this card"


# ---------------------------------------------------------------------- derez


class DerezEncountered(NamedTuple):
    """Derez the ice the Runner is encountering."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = encountered_ice(g)
        if ice is not None:
            g.push(DerezIt(ice.id, ctx.title))

    def text(self) -> str:
        return "Derez that ice."


PASSED_BROKEN = "passed_broken"  # the run mod: the id + 1 of the ice just passed all broken


class MarkPassedIce(NamedTuple):
    """On passing a piece of ice (``pass_ice``, ``ctx.extra`` its id): the run remembers it if
    every subroutine of it was broken, else forgets the last one remembered."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        ice = g.card(ctx.extra)
        if r is None:
            return
        n = len(ice_subroutines(g, ice)) if ice is not None and ice.rezzed else 0
        all_broken = bool(n) and all(i in r.broken for i in range(n))
        r.mods[PASSED_BROKEN] = ice.id + 1 if all_broken and ice is not None else 0

    def text(self) -> str:
        return ""


independent(MarkPassedIce)


def _passed_ice(g: Game) -> Card | None:
    r = g.run
    if r is None or r.ended or r.phase != "movement" or not r.mods.get(PASSED_BROKEN):
        return None
    ice = g.card(r.mods[PASSED_BROKEN] - 1)
    return ice if ice is not None and ice.zone == ICE and ice.rezzed else None


class JustPassedBroken(NamedTuple):
    """The Runner has just passed a rezzed piece of ice after breaking all its subroutines."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return _passed_ice(g) is not None

    def text(self) -> str:
        return "you have just broken all the subroutines of a piece of ice and passed it"


class DerezPassed(NamedTuple):
    """Derez the ice just passed (:class:`JustPassedBroken`)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = _passed_ice(g)
        if ice is not None:
            g.push(DerezIt(ice.id, ctx.title))

    def text(self) -> str:
        return "Derez that ice."


# ---------------------------------------------------------------------- expose


class ExposeAllInstalled(NamedTuple):
    """Expose every installed Corp card not already known to both players (each expose may be
    prevented by the Corp, as any expose)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        cards = [c for c in g.installed_corp_cards() if not c.rezzed and not c.faceup]
        if not cards:
            g.say(f"{ctx.title}: every installed card of the Corp is already known.")
            return
        g.push_seq(*[PreventWindow("expose", 1, ctx.title, c.id) for c in cards])

    def text(self) -> str:
        return "Expose all of the Corp's installed cards."


__all__ = [
    "TurnBoostBreaker",
    "RollAddStrength",
    "Encountering",
    "BoostIcebreaker",
    "Boosted",
    "MarkThisRun",
    "MarkedThisRun",
    "ChooseIce",
    "IceChosen",
    "StrongerAgainstChosen",
    "ChooseBreakType",
    "TypeChosen",
    "chosen_type",
    "ChosenType",
    "ChosenTypeBreaker",
    "DerezEncountered",
    "MarkPassedIce",
    "JustPassedBroken",
    "DerezPassed",
    "ExposeAllInstalled",
]

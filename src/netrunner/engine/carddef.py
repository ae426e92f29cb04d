"""The schema of a card declaration: what a card's behaviour is made of.

A ruleset's card modules build :class:`CardDef` values from these pieces and the shared effect
primitives of :mod:`netrunner.engine.effects`, and register them in the ruleset's
:class:`~netrunner.engine.pool.CardPool`; the engine reads them through ``card.defn`` and never
imports a card module. Numbers come from the card data; the text players see is generated from
the declaration (:meth:`CardDef.render`), so it can never disagree with what the engine does.

>>> from netrunner.engine.effects import GainCredits
>>> CardDef("Hedge Fund", on_play=(GainCredits(9),)).render()
'Gain 9 credits.'
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

from .cost import Cost
from .words import count, credits, current_words, sentence

if TYPE_CHECKING:
    from .game import Ctx, Game


class Effect(Protocol):
    """Anything with ``resolve(game, ctx)`` and ``text()``: the unit cards are built from."""

    def resolve(self, g: Game, ctx: Ctx) -> None: ...

    def text(self) -> str: ...


class Condition(Protocol):
    def test(self, g: Game, ctx: Ctx) -> bool: ...

    def text(self) -> str: ...


class Ability(NamedTuple):
    """A triggered-by-the-player ability: ``cost: effects``. Click abilities cost clicks."""

    cost: Cost
    effects: tuple[Any, ...]
    condition: Any = None
    in_score_area: bool = False
    label: str = ""
    #: usable only once each turn; a card's once-a-turn abilities share the one use (the 1996
    #: Corporate Boon; Broker's two abilities)
    once_per_turn: bool = False

    def text(self) -> str:
        # asked for every time the ability is offered: worth remembering (abilities are
        # immutable declarations; the cache keeps each one alive, so its id stays its own)
        hit = _ABILITY_TEXT.get(id(self))
        if hit is not None:
            return hit[1]
        from .steps import join_texts

        text = f"{sentence(self.cost.text())}: {join_texts(self.effects)}"
        if self.once_per_turn:
            text += " Use this ability only once each turn."
        _ABILITY_TEXT[id(self)] = (self, text)
        return text


_ABILITY_TEXT: dict[int, tuple[Ability, str]] = {}


class Trigger(NamedTuple):
    """Effects that resolve when ``event`` happens while the card is active."""

    event: str
    effects: tuple[Any, ...]
    condition: Any = None
    in_score_area: bool = False
    text: str = ""


class Subroutine(NamedTuple):
    effects: tuple[Any, ...]
    text: str


class Breaker(NamedTuple):
    """An icebreaker: ``break_cost`` credits break ``subs`` subroutines of ``breaks`` ice
    (None: any ice, an AI breaker); ``boost_cost`` credits give +``boost`` strength."""

    breaks: str | None
    break_cost: int = 1
    subs: int = 1
    boost_cost: int | None = None
    boost: int = 1
    boost_for_run: bool = False
    condition: Any = None  # test(game, breaker, ice): extra limits (Wyrm: ice of strength 0)

    def text(self) -> str:
        what = f"{self.breaks.lower()} subroutine" if self.breaks else "ice subroutine"
        if self.subs > 1:
            what = f"up to {self.subs} {what}s"
        lines = [f"{sentence(credits(self.break_cost))}: Break {what}."]
        if self.boost_cost is not None:
            dur = " for the remainder of this run" if self.boost_for_run else ""
            lines.append(f"{sentence(credits(self.boost_cost))}: +{self.boost} strength{dur}.")
        return "\n".join(lines)


class Prevention(NamedTuple):
    """An ability that prevents damage (``kind``: net, meat, brain, any) as it would be done."""

    kind: str
    amount: int
    cost: Cost
    condition: Any = None
    text: str = ""


class LinkSource(NamedTuple):
    """A card that gives link during a trace, where link is set trace by trace (the 1996 game):
    ``base_cost`` bits set the base link to ``base`` (None: no base-link ability; one base-link
    card per trace), then each ``boost_cost`` bits add ``boost`` link, as often as paid (once per
    trace if ``post_reveal``: a card used only after both bids are revealed).

    >>> LinkSource(0, 1, 1, 1).text()
    '0 credits: Base link 1.\\n1 credit: +1 link.\\nUse only one base link card for each trace.'
    >>> LinkSource(None, 0, 1, 1, post_reveal=True).text()[:36]
    '1 credit: +1 link. Use this ability '
    """

    base_cost: int | None
    base: int
    boost_cost: int | None = None
    boost: int = 1
    post_reveal: bool = False

    def text(self) -> str:
        lines: list[str] = []
        if self.base_cost is not None:
            lines.append(f"{sentence(credits(self.base_cost))}: Base link {self.base}.")
        if self.boost_cost is not None:
            boost = f"{sentence(credits(self.boost_cost))}: +{self.boost} link."
            if self.post_reveal:
                boost += (
                    " Use this ability only once during each trace, and only after both bids are"
                    " revealed."
                )
            lines.append(boost)
        if self.base_cost is not None:
            lines.append("Use only one base link card for each trace.")
        return "\n".join(lines)


@dataclass(frozen=True)
class CardDef:
    """A card's behaviour. Every field defaults to "does nothing special".

    The card's text is generated from the fields (:meth:`render`): effects, conditions and the
    static modifier objects (``strength_mods``, ``install_discounts``, ``access_mods``,
    ``advancement_mods``, ``access_replacement``) each give their words with ``text()``;
    ``notes`` hold only rules text that is no effect (limits, reminders).
    """

    title: str
    implemented: bool = True
    on_play: tuple[Any, ...] = ()
    play_condition: Any = None
    subroutines: tuple[Subroutine, ...] = ()
    advanceable: bool = False
    strength_per_advancement: int = 0
    breaker: Breaker | None = None
    abilities: tuple[Ability, ...] = ()
    triggers: tuple[Trigger, ...] = ()
    on_encounter: tuple[Any, ...] = ()
    on_access: tuple[Any, ...] = ()
    access_condition: Any = None
    on_score: tuple[Any, ...] = ()
    on_install: tuple[Any, ...] = ()
    memory: int = 0
    link: int = 0
    hand_size: int = 0
    # more damage from each source of a kind while the card is active or scored by the Corp:
    # ``(("meat", 1),)`` (the 1996 Bioweapons Engineering)
    damage_bonus: tuple[tuple[str, int], ...] = ()
    prevention: tuple[Prevention, ...] = ()
    # automatic damage prevention, without a decision: ``absorb(game, card, kind, n)``,
    # ``text()`` (Force Shield's per-turn budget: ``damage.DamageShield``)
    shields: tuple[Any, ...] = ()
    ice_rez_discount: int = 0
    recurring: int = 0
    recurring_for: tuple[str, ...] = ()
    strength_mods: tuple[Any, ...] = ()
    hosted_memory_free: bool = False
    install_on: str | None = None
    hosts: Any = None
    install_discounts: tuple[Any, ...] = ()
    access_replacement: Any = None
    access_mods: tuple[Any, ...] = ()
    steal_cost: int = 0
    advancement_mods: tuple[Any, ...] = ()
    install_only_in: str | None = None
    on_rez: tuple[Any, ...] = ()
    rez_forfeit: bool = False
    notes: tuple[str, ...] = ()
    # continuous rules of its own, applied at every checkpoint while the card is active:
    # ``applies(game, card)``, ``apply(game, card)``, ``text()`` (Parasite's host at strength 0)
    state_checks: tuple[Any, ...] = ()
    # ice whose subroutines the Runner may break by paying this, while encountering it (Bioroid:
    # a click each); offered in the same window as the icebreakers' abilities
    runner_break: Cost | None = None
    # link given trace by trace (the 1996 game's base link cards and post-reveal link)
    link_source: LinkSource | None = None
    # while the card is active, the Runner pays more credits for each ice subroutine it breaks:
    # ``amount(game, card, ice)``, ``text()`` (the 1996 Microtech 'Trode Set, Crystal Palace
    # Station Grid; read by ``run.break_surcharge``)
    break_surcharges: tuple[Any, ...] = ()
    # while the card is active, the effects of each unbroken subroutine pass through
    # ``effects(game, card, ice, effects) -> effects`` before they resolve; ``text()`` (the 1996
    # Microtech 'Trode Set ignores most AP subroutines; read by ``Ruleset.subroutine_effects``)
    sub_filters: tuple[Any, ...] = ()
    text: str = field(default="", compare=False)

    def render(self) -> str:
        """The card's text as players see it, generated from the declaration."""
        from .steps import join_texts

        lines: list[str] = []
        if self.install_only_in:
            lines.append(f"Can be installed in the root of {self.install_only_in} only.")
        if self.install_on:
            lines.append(f"{self.title} can be installed only on {_HOSTS[self.install_on]}.")
        if self.rez_forfeit:
            lines.append(
                f"Rezzing {self.title} also costs the Corp one of its scored agendas, forfeited."
            )
        for m in (
            *self.strength_mods,
            *self.install_discounts,
            *self.access_mods,
            *self.advancement_mods,
            *self.break_surcharges,
            *self.sub_filters,
        ):
            lines.append(m.text())
        if self.access_replacement is not None:
            lines.append(self.access_replacement.text())
        w = current_words()
        if self.steal_cost:
            lines.append(
                f"To {w.steal[0]} an agenda accessed from this {w.server[0]}, the Runner must "
                f"also pay {credits(self.steal_cost)}."
            )
        lines.extend(self.notes)
        lines.extend(c.text() for c in self.state_checks)
        if self.play_condition is not None:
            lines.append(f"Play only if {self.play_condition.text()}.")
        if self.memory:
            lines.append(f"+{self.memory} memory (MU).")
        if self.link:
            lines.append(f"+{self.link} link.")
        if self.link_source is not None:
            lines.append(self.link_source.text())
        if self.hand_size:
            lines.append(f"+{self.hand_size} to your maximum hand size.")
        for kind, n in self.damage_bonus:
            lines.append(f"Each source of {kind} damage does {n} more {kind} damage.")
        if self.advanceable:
            lines.append(
                f"{self.title} can be advanced"
                + (
                    f" and has +{self.strength_per_advancement} strength for each advancement "
                    "token on it."
                    if self.strength_per_advancement
                    else "."
                )
            )
        if self.ice_rez_discount:
            lines.append(f"Ice protecting this server costs {self.ice_rez_discount} less to rez.")
        if self.recurring:
            use = ""
            if self.recurring_for:
                use = (
                    f" Use these {w.credit[1]} only for "
                    + " or ".join(_PURPOSES.get(x, x) for x in self.recurring_for)
                    + "."
                )
            recurring = (f"recurring {w.credit[0]}", f"recurring {w.credit[1]}")
            lines.append(f"{count(self.recurring, recurring)}.{use}")
        for e in self.on_install:
            lines.append(f"When installed: {e.text()}")
        for e in self.on_rez:
            lines.append(f"When rezzed: {e.text()}")
        if self.on_play:
            lines.append(join_texts(self.on_play))
        if self.on_score:
            lines.append(f"When you score {self.title}: " + join_texts(self.on_score))
        for e in self.on_access:
            cond = ""
            if self.access_condition is not None:
                cond = f" ({self.access_condition.text()})"
            lines.append(f"When accessed{cond}: {e.text()}")
        for t in self.triggers:
            if t.text:
                lines.append(t.text)
        if self.runner_break is not None:
            lines.append(
                "While encountering this ice, the Runner may break any of its subroutines by "
                f"spending {self.runner_break.text()} for each."
            )
        if self.on_encounter:
            lines.append(
                "When the Runner encounters this ice: "
                + join_texts(self.on_encounter, sentence=False)
            )
        for a in self.abilities:
            cond = f"If {a.condition.text()}: " if a.condition is not None else ""
            lines.append(cond + a.text())
        lines.extend(s.text() for s in self.shields)
        for p in self.prevention:
            lines.append(
                p.text or f"{sentence(p.cost.text())}: Prevent {p.amount} {p.kind} damage."
            )
        if self.breaker is not None:
            lines.append(self.breaker.text())
        for s in self.subroutines:
            lines.append(f"Subroutine: {s.text}")
        return "\n".join(x for x in lines if x)


_HOSTS = {
    "ice": "a piece of ice",
    "rezzed_ice": "a rezzed piece of ice",
    "icebreaker": "an icebreaker",
}

_PURPOSES = {
    "trace": "traces",
    "icebreaker": "icebreakers",
    "virus_install": "installing virus programs",
    "remove_tag": "removing tags",
}


def walk(x: Any) -> Iterator[Any]:
    """``x`` and every value nested in it, depth first: the fields of a declaration (a dataclass
    such as :class:`CardDef`), the items of tuples and named tuples (effects, and their effects).

    >>> from netrunner.engine.effects import GainCredits
    >>> [type(v).__name__ for v in walk((GainCredits(2),))]
    ['tuple', 'GainCredits', 'int']
    """
    yield x
    if isinstance(x, tuple):  # NamedTuples too
        for y in x:
            yield from walk(y)
    elif hasattr(x, "__dataclass_fields__"):
        for name in x.__dataclass_fields__:
            yield from walk(getattr(x, name))


__all__ = [
    "Effect",
    "Condition",
    "Cost",
    "Ability",
    "Trigger",
    "Subroutine",
    "Breaker",
    "Prevention",
    "LinkSource",
    "CardDef",
    "walk",
]

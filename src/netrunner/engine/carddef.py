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
from functools import cached_property
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
    #: a cost that depends on the game, in place of ``cost`` when offered and paid:
    #: ``cost(game, card) -> Cost``, ``text()`` (the 1996 Startup Immolator pays the rez cost of
    #: the ice being encountered)
    price: Any = None

    def cost_now(self, g: Game, card: Any) -> Cost:
        """What using the ability costs now (``price``, else ``cost``)."""
        return self.cost if self.price is None else self.price.cost(g, card)

    def text(self) -> str:
        # asked for every time the ability is offered: worth remembering (abilities are
        # immutable declarations; the cache keeps each one alive, so its id stays its own)
        hit = _ABILITY_TEXT.get(id(self))
        if hit is not None:
            return hit[1]
        from .steps import join_texts

        paid = self.cost.text() if self.price is None else self.price.text()
        text = join_texts(self.effects)
        if self.price is not None or not self.cost.is_free:
            # a free ability (the 1996 Olivia Salazar's) reads as its effects
            text = f"{sentence(paid)}: {text}"
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
    """An icebreaker: ``break_cost`` credits break ``subs`` subroutines of ``breaks`` ice (None:
    any ice, an AI breaker; ``more``: other keywords, the ice having any of them, the 1996
    Dogcatcher); ``boost_cost`` credits give +``boost`` strength.

    A subclass may narrow the subroutines it breaks (:meth:`breaks_subroutine`: the 1996
    Replicator's subroutines that trace) or break them its own way (:meth:`break_step`: Blink
    rolls a die).

    >>> Breaker("Stun", 0, more=("Hellbolt", "Knockout")).text()
    '0 credits: Break stun, hellbolt, or knockout subroutine.'
    """

    breaks: str | None
    break_cost: int = 1
    subs: int = 1
    boost_cost: int | None = None
    boost: int = 1
    boost_for_run: bool = False
    condition: Any = None  # test(game, breaker, ice): extra limits (Wyrm: ice of strength 0)
    more: tuple[str, ...] = ()

    @property
    def keywords(self) -> tuple[str, ...]:
        """The ice keywords it breaks (empty: any ice)."""
        if self.breaks is None:
            return ()
        return (self.breaks, *self.more)

    def breaks_subroutine(self, g: Game, breaker: Any, ice: Any, i: int, sub: Any) -> bool:
        """May it break ``sub``, subroutine ``i`` of ``ice`` (whose keywords it breaks)? Yes,
        here."""
        return True

    def break_step(self, breaker_id: int, ice_id: int, i: int) -> Any:
        """The step that breaks subroutine ``i`` (None: the engine's, paying ``break_cost``)."""
        return None

    def boosts_for_credits_alone(self) -> bool:
        """Does a boost cost only its ``boost_cost`` credits? Yes, here; no for a breaker whose
        boosts cost more besides (the 1996 Japanese Water Torture forgoes actions), which a
        "break all" (``engine.run.BreakAll``) then never boosts on its own."""
        return True

    def boost_scope(self) -> str:
        """How long a boost lasts: the encounter, or the run (``boost_for_run``); a subclass
        may say "turn" (the 1996 Psychic Friend)."""
        return "run" if self.boost_for_run else "encounter"

    def what(self) -> str:
        """What it breaks, in words: "wall subroutine", "ice subroutine"."""
        kws = [k.lower() for k in self.keywords]
        if not kws:
            return "ice subroutine"
        if len(kws) == 1:
            return f"{kws[0]} subroutine"
        if len(kws) == 2:
            return f"{kws[0]} or {kws[1]} subroutine"
        return f"{', '.join(kws[:-1])}, or {kws[-1]} subroutine"

    def text(self) -> str:
        what = self.what()
        if self.subs > 1:
            what = f"up to {self.subs} {what}s"
        lines = [f"{sentence(credits(self.break_cost))}: Break {what}."]
        if self.boost_cost is not None:
            dur = " for the remainder of this run" if self.boost_for_run else ""
            lines.append(f"{sentence(credits(self.boost_cost))}: +{self.boost} strength{dur}.")
        return "\n".join(lines)


class Prevention(NamedTuple):
    """An ability that prevents damage (``kind``: net, meat, brain, any) as it would be done;
    ``effects`` resolve once it is used (the 1996 Joan of Arc goes back to the hand)."""

    kind: str
    amount: int
    cost: Cost
    condition: Any = None
    text: str = ""
    effects: tuple[Any, ...] = ()


class LinkSource(NamedTuple):
    """A card that gives link during a trace, where link is set trace by trace (the 1996 game):
    ``base_cost`` bits set the base link to ``base`` (None: no base-link ability; one base-link
    card per trace), then each ``boost_cost`` bits add ``boost`` link, as often as paid (once per
    trace if ``post_reveal``: a card used only after both bids are revealed). ``only_in_run``: the
    card may be used only during a run; ``jack_out``: using it forces the Runner to jack out once
    the current encounter ends (the 1996 Submarine Uplink).

    >>> LinkSource(0, 1, 1, 1).text()
    '0 credits: Base link 1.\\n1 credit: +1 link.\\nUse only one base link card for each trace.'
    >>> LinkSource(None, 0, 1, 1, post_reveal=True).text()[:36]
    '1 credit: +1 link. Use this ability '
    >>> LinkSource(0, 4, 1, 1, only_in_run=True, jack_out=True).text().splitlines()[2]
    'You may use this card only during a run.'
    """

    base_cost: int | None
    base: int
    boost_cost: int | None = None
    boost: int = 1
    post_reveal: bool = False
    only_in_run: bool = False
    jack_out: bool = False

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
        if self.only_in_run:
            lines.append("You may use this card only during a run.")
        if self.jack_out:
            lines.append("Using this card forces you to jack out after the current encounter ends.")
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
    # actions the other player may take on this card while it is active: each has ``text()``
    # and ``options(game, card)``, its ``(Option, step)`` pairs (the 1996 Code Viral Cache: the
    # Corp trashes it by taking an action to pay 5 bits); a ruleset offers them
    opponent_actions: tuple[Any, ...] = ()
    ice_rez_discount: int = 0
    recurring: int = 0
    recurring_for: tuple[str, ...] = ()
    # what the credits spent on this card's abilities pay for, so that recurring credits for it
    # may pay them (icebreakers' are "icebreaker" without saying; the 1996 Nomad Allies' removal
    # of a tag: "remove_tag")
    ability_purpose: str | None = None
    strength_mods: tuple[Any, ...] = ()
    hosted_memory_free: bool = False
    install_on: str | None = None
    hosts: Any = None
    install_discounts: tuple[Any, ...] = ()
    access_replacement: Any = None
    # instead of one of its owner's installed cards being trashed, something else may happen:
    # ``test(game, card, target)``, ``effects`` (resolved for this card, ``ctx.extra`` the
    # target's id), ``text()`` (the 1996 Microtech Backup Drive: programs go onto it instead)
    trash_replacement: Any = None
    access_mods: tuple[Any, ...] = ()
    steal_cost: int = 0
    # credits the Runner also pays to steal this agenda itself, wherever it is accessed (the
    # 1996 Fetal AI); ``steal_cost`` is what a card in a server adds for that server's agendas
    agenda_steal_cost: int = 0
    advancement_mods: tuple[Any, ...] = ()
    # the one server it may be installed in, or several ("R&D", "HQ": the 1996 Simon Francisco)
    install_only_in: str | tuple[str, ...] | None = None
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
    # rez cost modifiers while the card is active or scored by the Corp: ``amount(game, card,
    # target)`` bits off ``target``'s rez cost, ``text()`` (the 1996 Data Masons: walls)
    rez_mods: tuple[Any, ...] = ()
    # subroutines added to ice while the card is active or scored by the Corp, after the ice's
    # own: ``added(game, card, ice)`` (a tuple of ``Subroutine``), ``text()`` (Encoder, Inc.)
    subroutine_mods: tuple[Any, ...] = ()
    # trace modifiers of a ruleset's own trace procedure while the card is active: ``text()``,
    # and what the ruleset reads (the 1996 Rabbit's lower trace limit)
    trace_mods: tuple[Any, ...] = ()
    # agenda points the Runner spends to install the card, beside its install cost (the 1996
    # Corporate Ally, Arasaka Portable Prototype)
    install_agenda_points: int = 0
    # rezzed as it is installed, and installed only if the rez can be paid (the 1996 regions,
    # Namatoki Plaza)
    rez_on_install: bool = False
    # installed only in a remote server (the 1996 Namatoki Plaza, Roving Submarine)
    remote_only: bool = False
    # agenda points the Corp also spends to rez it (the 1996 ACME Savings and Loan)
    rez_agenda_points: int = 0
    # what it adds to the trash cost of other cards while active: ``amount(game, src, card)``,
    # ``text()`` (the 1996 New Galveston City Grid)
    trash_cost_mods: tuple[Any, ...] = ()
    # its recurring credits are usable only while this holds: ``test(game, ctx)``, ``text()``
    # (the 1996 Paris City Grid: during runs on its fort)
    recurring_condition: Any = None
    # while the card is active, the Runner pays more credits for each ice subroutine it breaks:
    # ``amount(game, card, ice)``, ``text()`` (the 1996 Microtech 'Trode Set, Crystal Palace
    # Station Grid; read by ``run.break_surcharge``)
    break_surcharges: tuple[Any, ...] = ()
    # while the card is active, the Runner pays more credits for each use of an icebreaker's
    # abilities (each break and each strength boost): ``amount(game, card, breaker)``, ``text()``
    # (the 1996 London City Grid, on noisy icebreakers; read by ``run.breaker_surcharge``)
    breaker_surcharges: tuple[Any, ...] = ()
    # while the card is active, the effects of each unbroken subroutine pass through
    # ``effects(game, card, ice, effects) -> effects`` before they resolve; ``text()`` (the 1996
    # Microtech 'Trode Set ignores most AP subroutines; read by ``Ruleset.subroutine_effects``)
    sub_filters: tuple[Any, ...] = ()
    # modifiers of this card's own rez cost, read while it is unrezzed: ``amount(game, card)``
    # bits off, ``text()`` (the 1996 Deadeye: 5 less once a noisy icebreaker was used in the run)
    own_rez_mods: tuple[Any, ...] = ()
    # the servers this ice may be installed on, when not all: ``allows(server name)``, ``text()``
    # (the 1996 Dumpster: not on Archives; Trapdoor: only on R&D or HQ)
    install_filter: Any = None
    # installed face down, hidden from the other player until it leaves play (then face up in
    # the trash): the 1996 game's hidden resources (``view.hidden_from_corp``)
    install_facedown: bool = False
    # while the card is active, the Corp cannot create new remote servers (the 1996 Precision
    # Bribery; read by ``install.corp_install_targets``)
    no_new_remotes: bool = False
    # it may be rezzed only while this holds: ``test(game, ctx)``, ``text()`` (the 1996 Pavit
    # Bharat: once the Runner has passed the last piece of ice on its fort; read by ``can_rez``)
    rez_condition: Any = None
    text: str = field(default="", compare=False)

    @cached_property
    def ability_clicks(self) -> tuple[bool, bool]:
        """Has it an ability that costs a click, and one that costs none? (Worked out once:
        ``engine/active.py`` asks it whenever the active cards change.)"""
        clicks = [bool(a.cost.clicks) for a in self.abilities]
        return any(clicks), not all(clicks)

    @cached_property
    def trigger_events(self) -> frozenset[str]:
        """The events its triggered abilities answer."""
        return frozenset(t.event for t in self.triggers)

    def render(self) -> str:
        """The card's text as players see it, generated from the declaration."""
        from .steps import join_texts

        lines: list[str] = []
        w = current_words()
        if self.install_only_in:
            only = self.install_only_in
            where = only if isinstance(only, str) else " or ".join(only)
            lines.append(f"Can be installed in the root of {where} only.")
        if self.install_on:
            lines.append(f"{self.title} can be installed only on {_HOSTS[self.install_on]}.")
        if self.install_filter is not None:
            lines.append(self.install_filter.text())
        if self.remote_only:
            lines.append(f"Install only in a {current_words().remote_server[0]}.")
        if self.rez_on_install:
            lines.append(
                "Rez this card when you install it; install it only if you can pay to rez it."
            )
        if self.rez_condition is not None:
            lines.append(f"Rez {self.title} only when {self.rez_condition.text()}.")
        if self.rez_agenda_points:
            lines.append(
                f"Rezzing {self.title} also costs "
                f"{current_words().agenda_points(self.rez_agenda_points)}."
            )
        if self.rez_forfeit:
            lines.append(
                f"Rezzing {self.title} also costs the Corp one of its scored agendas, forfeited."
            )
        if self.install_agenda_points:
            lines.append(
                f"Installing {self.title} costs {count(self.install_agenda_points, w.agenda_point)}"
                ", in addition to the normal cost."
            )
        for m in (
            *self.strength_mods,
            *self.rez_mods,
            *self.own_rez_mods,
            *self.subroutine_mods,
            *self.install_discounts,
            *self.access_mods,
            *self.advancement_mods,
            *self.trace_mods,
            *self.trash_cost_mods,
            *self.break_surcharges,
            *self.breaker_surcharges,
            *self.sub_filters,
        ):
            lines.append(m.text())
        if self.access_replacement is not None:
            lines.append(self.access_replacement.text())
        if self.steal_cost:
            lines.append(
                f"To {w.steal[0]} an agenda accessed from this {w.server[0]}, the Runner must "
                f"also pay {credits(self.steal_cost)}."
            )
        if self.agenda_steal_cost:
            lines.append(
                f"The Runner must pay {credits(self.agenda_steal_cost)} to {w.steal[0]} "
                f"{self.title}, in addition to any other costs."
            )
        lines.extend(self.notes)
        if self.no_new_remotes:
            lines.append(f"The Corp cannot create any new {w.remote_server[1]}.")
        lines.extend(c.text() for c in self.state_checks)
        if self.play_condition is not None:
            lines.append(f"Play only if {self.play_condition.text()}.")
        if self.memory:
            lines.append(f"+{self.memory} memory (MU).")
        if self.link:
            lines.append(f"+{self.link} link.")
        if self.link_source is not None:
            lines.append(self.link_source.text())
        if self.trash_replacement is not None:
            lines.append(self.trash_replacement.text())
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
                    + " or ".join(_purpose_text(x, w) for x in self.recurring_for)
                    + (
                        f" {self.recurring_condition.text()}"
                        if self.recurring_condition is not None
                        else ""
                    )
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
        lines.extend(a.text() for a in self.opponent_actions)
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
    # the 1996 game's (rules-diff 21, 75)
    "program_install": "installing programs",
    "killer": "killers during runs",
    "stealth": "icebreakers during runs, but not for noisy icebreakers",
    "link": "increasing your link",
}


def _purpose_text(purpose: str, w: Any) -> str:
    """What recurring credits for ``purpose`` pay for, in the words ``w`` ("trash_asset":
    trashing assets; trashing nodes in the 1996 words)."""
    if purpose.startswith("trash_"):
        return f"trashing {w.type_name(purpose[len('trash_') :])}s"
    if purpose == "hosted_breaker":  # the 1996 Eurocorpse [TM] Spin Chip
        return "the icebreaker installed in this card during runs"
    if purpose == "play_event":  # the 1996 Zetatech Portastation
        return f"playing {w.type_name('event')}s"
    return _PURPOSES.get(purpose, purpose)


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

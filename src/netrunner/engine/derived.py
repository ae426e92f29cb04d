"""The numbers a game derives from its cards rather than keeps: strengths, costs, subroutines,
hand size, memory and link. Each function here is also a method of
:class:`~netrunner.engine.game.Game` (assigned in its class body: no extra call), kept here so
the step loop and the zones read apart from the arithmetic of modifiers.

>>> import netrunner
>>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=7)
>>> g.hand_size("corp"), g.memory_limit(), g.link()  # Kate's 1 link
(5, 4, 1)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .carddb import CORP, RUNNER
from .state import ICE, IDENTITY, Card

if TYPE_CHECKING:
    from .game import Game


def _strength(g: Game, card: Card, base: int) -> int:
    s = base
    for kind, cid, amount, _ in g.lingering:
        if cid == card.id and kind == "strength":
            s += amount
    for src in (g._index or g.active_index()).holding("strength_mods"):
        for mod in src.defn.strength_mods:
            s += mod.amount(g, src, card)
    for src in g.corp.scored:  # a scored agenda's (the 1996 Black Ice Quality Assurance)
        for mod in src.defn.strength_mods:
            s += mod.amount(g, src, card)
    return s


def ice_strength(g: Game, ice: Card) -> int:
    """Printed strength plus advancements (where the card says so), static modifiers of
    active cards and lingering effects; never below 0."""
    s = ice.data.strength or 0
    if ice.defn.strength_per_advancement:
        s += ice.advancements * ice.defn.strength_per_advancement
    if ice.counters:  # counters on the ice itself (the 1996 Pattel counters)
        s += g.ruleset.counter_strength(g, ice)
    return max(0, _strength(g, ice, s))


def breaker_strength(g: Game, card: Card) -> int:
    s = card.data.strength or 0
    if card.counters:  # counters on the breaker itself (the 1996 Dupré, Deal with Militech)
        s += g.ruleset.breaker_counter_strength(g, card)
    return max(0, _strength(g, card, s))


def has_subtype(g: Game, card: Card, subtype: str) -> bool:
    """Printed subtypes plus those gained for a while (Tinkering)."""
    if card.counters:  # counters on the card (the 1996 Caryatid rezzed as a code gate)
        changed = g.ruleset.counter_subtype(g, card, subtype)
        if changed is not None:
            return changed
    if card.data.has_keyword(subtype):
        return True
    key = "subtype:" + subtype.lower()
    return any(e[0] == key and e[1] == card.id for e in g.lingering)


def advancement_requirement(g: Game, card: Card) -> int:
    """An agenda's advancement requirement after modifiers (SanSan City Grid)."""
    n = card.data.advancement_cost or 0
    for src in (g._index or g.active_index()).holding("advancement_mods"):
        for m in src.defn.advancement_mods:
            n -= m.amount(g, src, card)
    for src in g.corp.scored:  # the 1996 game's
        for m in src.defn.advancement_mods:
            n -= m.amount(g, src, card)
    return max(0, n + g.ruleset.difficulty_adjust(g, card))


def memory_limit(g: Game) -> int:
    limit = g.ruleset.base_memory(g) + (g._index or g.active_index()).runner_memory
    if g.lingering:  # a lasting change ("memory:runner": the 1996 Badtimes)
        limit += sum(e[2] for e in g.lingering if e[0] == "memory:runner")
    return limit


def memory_used(g: Game) -> int:
    """Memory of installed programs, except those hosted on a card whose hosted programs
    don't count against the limit (Djinn)."""
    used = 0
    for c in g.runner.program:
        if c.host is not None:
            h = g.cards.get(c.host)
            if h is not None and h.defn.hosted_memory_free:
                continue
        used += c.data.memory_cost or 0
    return used


def link(g: Game) -> int:
    total = 0
    for c in g.active_cards():
        if c.side == RUNNER:
            total += c.defn.link
            if c.zone == IDENTITY:
                total += c.data.base_link or 0
    return total


def hand_size(g: Game, side: str) -> int:
    n = g.ruleset.max_hand_size
    if side == RUNNER:
        n -= g.runner.brain_damage
    for c in (g._index or g.active_index()).holding("hand_size"):
        if c.side == side:
            n += c.defn.hand_size
    if side == CORP:  # a scored agenda's hand size bonus (the 1996 Main-Office Relocation)
        for c in g.corp.scored:
            n += c.defn.hand_size
    if g.lingering:  # a lasting change ("hand_size:runner": Emergency Self-Construct)
        key = "hand_size:" + side
        n += sum(e[2] for e in g.lingering if e[0] == key)
    return n + g.ruleset.hand_size_modifier(g, side)


def damage_bonus(g: Game, kind: str) -> int:
    """How much more damage of ``kind`` each source does (the Corp's active and scored
    cards' ``damage_bonus``: the 1996 Bioweapons Engineering)."""
    n = 0
    for c in (*(g._index or g.active_index()).holding("damage_bonus"), *g.corp.scored):
        if c.side == CORP:
            for k, extra in c.defn.damage_bonus:
                if k == kind:
                    n += extra
    return n


def trash_cost(g: Game, card: Card) -> int | None:
    """What the Runner pays to trash ``card`` when accessing it: its printed trash cost plus
    what active cards add (``CardDef.trash_cost_mods``: the 1996 New Galveston City Grid);
    None when it cannot be trashed so."""
    cost = card.data.trash_cost
    if cost is None:
        return None
    for src in (g._index or g.active_index()).holding("trash_cost_mods"):
        for m in src.defn.trash_cost_mods:
            cost += m.amount(g, src, card)
    return max(0, cost)


def rez_cost(g: Game, card: Card) -> int:
    cost = card.data.cost or 0
    if card.zone == ICE and card.server is not None:
        for c in g.corp.servers[card.server].content:
            if c.rezzed:
                cost -= c.defn.ice_rez_discount
    for src in (*(g._index or g.active_index()).holding("rez_mods"), *g.corp.scored):
        for m in src.defn.rez_mods:  # by keyword (the 1996 Data Masons: walls)
            cost -= m.amount(g, src, card)
    for own in card.defn.own_rez_mods:  # its own (the 1996 Deadeye's, after a noisy break)
        cost -= own.amount(g, card)
    return g.ruleset.final_rez_cost(g, card, max(0, cost))


def subroutines(g: Game, ice: Card) -> tuple[Any, ...]:
    """The subroutines of ``ice`` in the order they resolve: its own, then those active and
    scored cards add after them (``CardDef.subroutine_mods``: the 1996 Encoder, Inc.), then
    those a rule adds for now (``Ruleset.added_subroutines``: the 1996 Tutor's); each
    repeated right after itself once for each lasting ``("repeat_subs", ice id, n, ...)``
    effect (the 1996 Ice Transmutation); then, for each lasting ``("repeat_sub", ice id,
    pos, ...)`` in the order made, the subroutine at ``pos`` repeated right after itself (the
    1996 Lisa Blight, Marcel DeSoleil)."""
    subs: tuple[Any, ...] = ice.defn.subroutines
    for src in (*(g._index or g.active_index()).holding("subroutine_mods"), *g.corp.scored):
        for m in src.defn.subroutine_mods:
            subs = subs + tuple(m.added(g, src, ice))
    extra = g.ruleset.added_subroutines(g, ice)  # the 1996 Tutor's, for the run
    if extra:
        subs = subs + tuple(extra)
    repeats = sum(e[2] for e in g.lingering if e[0] == "repeat_subs" and e[1] == ice.id)
    if repeats:
        subs = tuple(s for s in subs for _ in range(repeats + 1))
    for kind, cid, pos, _ in g.lingering:  # one subroutine repeated (the 1996 Lisa Blight)
        if kind == "repeat_sub" and cid == ice.id and 0 <= pos < len(subs):
            subs = subs[: pos + 1] + (subs[pos],) + subs[pos + 1 :]
    return subs


__all__ = [
    "ice_strength",
    "breaker_strength",
    "has_subtype",
    "advancement_requirement",
    "memory_limit",
    "memory_used",
    "link",
    "hand_size",
    "damage_bonus",
    "trash_cost",
    "rez_cost",
    "subroutines",
]

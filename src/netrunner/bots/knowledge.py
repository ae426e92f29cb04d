"""Public card knowledge for bots: what printed cards do, read off their data and declarations.

Everything here is derived from ``card_data`` (printed numbers) and ``definition`` (declared
behaviour) of a title, and cached per title, so a bot can reason about ice and icebreakers it can
see without touching a game.

>>> ice_info("Enigma").types, [s.kind for s in ice_info("Enigma").subs]
(frozenset({'Code Gate'}), ['click', 'etr'])
>>> breaker_info("Corroder").breaks
'Barrier'
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass, replace
from functools import cache, wraps
from typing import Any, ParamSpec, TypeVar

from ..engine.carddb import CardData
from ..engine.carddef import CardDef
from ..engine.effects import ChooseOne
from ..engine.pool import CardPool
from ..engine.ruleset import get_ruleset

P = ParamSpec("P")
R = TypeVar("R")

#: The ice types the bots tell apart, per ruleset (a 1996 wall has the keyword ``Wall``).
ICE_TYPES_OF: dict[str, tuple[str, ...]] = {
    "anr": ("Barrier", "Code Gate", "Sentry"),
    "classic": ("Wall", "Code Gate", "Sentry"),
}
ICE_TYPES = ICE_TYPES_OF["anr"]
#: Further ice keywords some icebreakers break, per ruleset (the 1996 Flak breaks AP ice): part of
#: an ice's ``types``, not types a Runner needs a breaker for.
ICE_SUBTYPES_OF: dict[str, tuple[str, ...]] = {"classic": ("AP",)}
# The Corp's ambushes: cards that hurt the Runner who accesses them, if the Corp pays.
AMBUSHES = ("Snare!", "Project Junebug", "Ghost Branch", "Aggressive Secretary")
#: The ambushes per ruleset (the 1996 ones hurt whoever accesses them, TRAP! if the Corp pays).
AMBUSHES_OF: dict[str, tuple[str, ...]] = {
    "anr": AMBUSHES,
    "classic": ("TRAP!", "Setup!", "Vacant Soulkiller"),
}

# ---------------------------------------------------------------------- the game's own pool

#: The name of the ruleset whose cards the bots read now (set by :func:`reading`).
_RULESET: ContextVar[str] = ContextVar("netrunner_bot_ruleset", default="anr")


@contextmanager
def reading(ruleset: str) -> Iterator[None]:
    """Within this block, every card the bots look up is read from the pool of ``ruleset`` (the
    game's own: a bot enters it with the ruleset named in its observation).

    >>> with reading("classic"):
    ...     ice_info("Fire Wall").types
    frozenset({'Wall'})
    """
    token = _RULESET.set(get_ruleset(ruleset).name)
    try:
        yield
    finally:
        _RULESET.reset(token)


def ruleset_name() -> str:
    """The ruleset whose cards the bots read now (``"anr"`` outside :func:`reading`)."""
    return _RULESET.get()


def pool() -> CardPool:
    """The card pool the bots read now: the game's own (see :func:`reading`)."""
    return _pool(_RULESET.get())


@cache
def _pool(name: str) -> CardPool:
    return get_ruleset(name).pool


def card_data(title: str) -> CardData:
    """The printed facts of ``title`` in the pool read now."""
    return pool().data(title)


def definition(title: str) -> CardDef:
    """The declaration of ``title`` in the pool read now."""
    return pool().definition(title)


def ambushes() -> tuple[str, ...]:
    """The ambushes of the pool read now (:data:`AMBUSHES_OF`)."""
    return AMBUSHES_OF.get(_RULESET.get(), ())


def ice_types() -> tuple[str, ...]:
    """The ice types of the pool read now (:data:`ICE_TYPES_OF`)."""
    return ICE_TYPES_OF.get(_RULESET.get(), ICE_TYPES)


def per_pool(fn: Callable[P, R]) -> Callable[P, R]:
    """Caches ``fn(title, ...)`` per pool read: the same title may be two cards in two pools."""
    cached: dict[tuple[Any, ...], R] = {}

    @wraps(fn)
    def wrapper(*a: P.args, **kw: P.kwargs) -> R:
        key = (_RULESET.get(), *a)
        try:
            return cached[key]
        except KeyError:
            out = cached[key] = fn(*a, **kw)
            return out

    return wrapper


# The pieces of ice a remote needs before either bot's Corp leaves in it an agenda it cannot score
# in the same turn.
AGENDA_GUARD_ICE = 2


@dataclass(frozen=True, slots=True)
class SubInfo:
    """One subroutine, classified: ``kind`` is the most important thing it does."""

    text: str
    kind: str  # etr, damage, trash, tag, trace, click, gain, other
    etr: bool
    net: int = 0
    meat: int = 0
    brain: int = 0
    trash: bool = False
    tags: int = 0
    trace: int = -1  # base strength of a trace, -1 if none
    trace_hurts: bool = False  # the trace's success does damage (Ichi)


@dataclass(frozen=True, slots=True)
class IceInfo:
    title: str
    types: frozenset[str]
    strength: int
    cost: int
    subs: tuple[SubInfo, ...]
    bioroid: bool  # the Runner may break its subroutines with clicks
    toll: int  # credits the Runner pays on encounter or the run ends (Tollbooth)
    tag_or_end: bool  # on encounter: take 1 tag or end the run (Data Raven)
    advanceable: bool
    per_advancement: int
    forfeit: bool  # rezzing it costs a scored agenda (Archer)
    etrs: int

    def strength_with(self, advancements: int) -> int:
        return self.strength + advancements * self.per_advancement


@dataclass(frozen=True, slots=True)
class BreakerInfo:
    title: str
    breaks: str | None  # None: any ice (AI)
    cost: int
    subs: int
    boost_cost: int | None
    boost: int
    for_run: bool
    zero_only: bool  # breaks only ice at strength 0 (Wyrm), which it can lower for 1 credit
    needs_counter: bool  # trashed after use unless it holds a virus counter (Crypsis)


def _walk(effects: tuple[Any, ...]) -> list[Any]:
    out: list[Any] = []
    for e in effects:
        out.append(e)
        succ = getattr(e, "success", None)
        if type(e).__name__ == "Trace" and succ:
            out.extend(_walk(succ))
    return out


def classify_sub(text: str, effects: tuple[Any, ...]) -> SubInfo:
    """What a subroutine does, from its declared effects."""
    etr = False
    net = meat = brain = tags = 0
    trash = False
    trace = -1
    hurts = False
    kinds: list[str] = []
    for e in effects:
        name = type(e).__name__
        if name == "EndTheRun":
            etr = True
            kinds.append("etr")
        elif name == "Damage":
            kinds.append("damage")
            if e.kind == "net":
                net += e.n
            elif e.kind == "meat":
                meat += e.n
            else:
                brain += e.n
        elif name == "TrashProgram":
            trash = True
            kinds.append("trash")
        elif name in ("GiveTags", "TakeTags"):
            tags += e.n
            kinds.append("tag")
        elif name == "Trace":
            trace = e.base
            kinds.append("trace")
            for s in _walk(e.success):
                sn = type(s).__name__
                if sn in ("GiveTags", "TakeTags"):
                    tags += s.n
                elif sn == "Damage":
                    hurts = True
                    brain += s.n if s.kind == "brain" else 0
                    net += s.n if s.kind == "net" else 0
        elif name == "RunnerLosesClicks":
            kinds.append("click")
        elif name == "GainCredits":
            kinds.append("gain")
        else:
            kinds.append("other")
    order = ("etr", "damage", "trash", "trace", "tag", "other", "click", "gain")
    kind = next((k for k in order if k in kinds), "other")
    if kind == "trace" and hurts:
        kind = "trace"
    # a trace's damage only happens if it succeeds: keep it out of the sure damage
    if trace >= 0:
        return SubInfo(text, kind, etr, 0, 0, 0, trash, tags, trace, hurts)
    return SubInfo(text, kind, etr, net, meat, brain, trash, tags, trace, hurts)


@per_pool
def sub_info(text: str) -> SubInfo:
    """A subroutine known only by its text (ice whose subroutines are not all printed: the 1996
    Food Fight's bought "End the run", Hunting Pack's traces): as a subroutine of that text on
    any ice of the pool does, else "End the run" if the text says it, else something else.

    >>> with reading("classic"):
    ...     sub_info("End the run.").etr, sub_info("Something new.").kind
    (True, 'other')
    """
    for d in pool().in_code_order():
        if d.type != "ice":
            continue
        for s in definition(d.title).subroutines:
            if s.text == text:
                return classify_sub(s.text, s.effects)
    etr = "end the run" in text.lower()
    return SubInfo(text, "etr" if etr else "other", etr)


def with_subroutines(info: IceInfo, texts: list[str]) -> IceInfo:
    """``info`` with the subroutines the ice has now (their texts, as the view shows them),
    when they are not the printed ones."""
    subs = tuple(next((s for s in info.subs if s.text == t), None) or sub_info(t) for t in texts)
    return replace(info, subs=subs, etrs=sum(1 for s in subs if s.etr))


@per_pool
def ice_info(title: str) -> IceInfo:
    data = card_data(title)
    d = definition(title)
    subs = tuple(classify_sub(s.text, s.effects) for s in d.subroutines)
    toll = 0
    for e in d.on_encounter:
        if type(e).__name__ == "PayOrEndRun":
            toll = int(e.n)
    return IceInfo(
        title=title,
        types=frozenset(
            t for t in ice_types() + ICE_SUBTYPES_OF.get(_RULESET.get(), ()) if data.has_keyword(t)
        ),
        strength=data.strength or 0,
        cost=data.cost or 0,
        subs=subs,
        bioroid=d.runner_break is not None,
        toll=toll,
        tag_or_end=any(isinstance(e, ChooseOne) and e.by == "runner" for e in d.on_encounter),
        advanceable=d.advanceable,
        per_advancement=d.strength_per_advancement,
        forfeit=d.rez_forfeit,
        etrs=sum(1 for s in subs if s.etr),
    )


@per_pool
def breaker_info(title: str) -> BreakerInfo | None:
    d = definition(title)
    b = d.breaker
    if b is None:
        return None
    data = card_data(title)
    return BreakerInfo(
        title=title,
        breaks=b.breaks,
        cost=b.break_cost,
        subs=b.subs,
        boost_cost=b.boost_cost,
        boost=b.boost,
        for_run=b.boost_for_run,
        zero_only=b.condition is not None,
        needs_counter=data.has_keyword("Virus") and b.breaks is None,
    )


@per_pool
def ice_pool(faction: str) -> tuple[tuple[IceInfo, int], ...]:
    """The declared ice of the pool read now that a Corp of ``faction`` plays (its faction's and
    neutral), with copies: public knowledge of the card pool, used to guess what unrezzed ice may
    be."""
    out = []
    cards = pool()
    for c in cards.in_code_order():
        if c.type != "ice" or c.title not in cards.definitions:
            continue
        if faction.startswith("neutral") or c.faction in (faction, "neutral-corp"):
            out.append((ice_info(c.title), c.quantity))
    return tuple(out)


@per_pool
def cost_of(title: str) -> int:
    return card_data(title).cost or 0


@per_pool
def type_of(title: str) -> str:
    return card_data(title).type


@per_pool
def advancement_cost(title: str) -> int:
    return card_data(title).advancement_cost or 0


def scores_at_once(title: str, clicks: int, credits: int) -> bool:
    """Whether the agenda ``title``, installed now with one of the Corp's ``clicks``, can be
    advanced with the rest and ``credits`` and scored this turn.

    >>> scores_at_once("Hostile Takeover", 3, 5), scores_at_once("Priority Requisition", 3, 5)
    (True, False)
    """
    need = advancement_cost(title)
    return need <= clicks - 1 and need <= credits


@per_pool
def keywords(title: str) -> tuple[str, ...]:
    return card_data(title).keywords


@per_pool
def faction_of(title: str) -> str:
    return card_data(title).faction


__all__ = [
    "sub_info",
    "with_subroutines",
    "reading",
    "ruleset_name",
    "pool",
    "card_data",
    "definition",
    "ambushes",
    "ice_types",
    "AMBUSHES_OF",
    "ICE_TYPES_OF",
    "SubInfo",
    "IceInfo",
    "BreakerInfo",
    "ice_info",
    "breaker_info",
    "ice_pool",
    "classify_sub",
    "ICE_TYPES",
    "AMBUSHES",
    "AGENDA_GUARD_ICE",
    "advancement_cost",
    "scores_at_once",
]

"""What the engine asks again and again of the active cards, worked out once for each set of
them: which have abilities (costing a click or not), which have triggered abilities, which can
hold recurring credits, and the memory they add.

``Game.active_cards`` builds the index whenever it builds the tuple of active cards (a card
moving, rezzing or derezzing forgets both), so it is never out of date: the cards' declarations
do not change while they are active, and the index reads nothing else.

>>> import netrunner
>>> g = netrunner.Game.new("starter:haas-bioroid", "starter:criminal", seed=1)
>>> [c.title for c in g.active_index().triggers]  # the two identities, at the start
['Haas-Bioroid: Engineering the Future', 'Gabriel Santiago: Consummate Professional']
>>> sorted(g.active_index().events)
['install', 'successful_run']
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP

if TYPE_CHECKING:
    from .state import Card


_tuple_new = tuple.__new__

#: The declarations' fields the engine asks ``holding`` about in play (modifiers, continuous
#: rules, install discounts): found for every index as it is built, in the pass over the active
#: cards, rather than in a pass of their own each.
HELD = (
    "state_checks",
    "strength_mods",
    "advancement_mods",
    "hand_size",
    "damage_bonus",
    "trash_cost_mods",
    "rez_mods",
    "subroutine_mods",
    "install_discounts",
)
_HELD = frozenset(HELD)
#: id(declaration) -> (the declaration, what the index reads of it: see ``_summary``)
_HOLDS: dict[int, tuple[Any, ...]] = {}


def _summary(d: Any) -> tuple[Any, ...]:
    # what index_active reads of a declaration, read once for each: the fields of ``HELD`` it
    # sets, whether it has abilities costing a click and costing none, the events its triggered
    # abilities answer (None: it has none), recurring credits for something, the memory it
    # adds, whether it forbids new remotes
    click, free = d.ability_clicks if d.abilities else (False, False)
    return (
        d,
        tuple(a for a in HELD if getattr(d, a)),
        click,
        free,
        d.trigger_events if d.triggers else None,
        bool(d.recurring_for),
        d.memory,
        bool(d.no_new_remotes),
    )


class ActiveIndex(NamedTuple):
    """Subsets of the active cards, each in the order of ``Game.active_cards``."""

    corp_click: tuple[Card, ...]  # the Corp's cards with an ability that costs a click
    corp_free: tuple[Card, ...]  # ... with an ability that costs no click
    runner_click: tuple[Card, ...]
    runner_free: tuple[Card, ...]
    triggers: tuple[Card, ...]  # cards with a triggered ability (either side)
    events: frozenset[str]  # the events those triggered abilities answer
    corp_recurring: tuple[Card, ...]  # the Corp's cards whose recurring credits pay for something
    runner_recurring: tuple[Card, ...]
    runner_memory: int  # what the Runner's active cards add to its memory limit
    # the cards in the roots of the Corp's servers that are unrezzed, or agendas (what it may
    # rez or score), in the servers' order: not active, but they change only as active cards
    # do (a card moving, rezzing or derezzing)
    corp_roots: tuple[Card, ...]
    no_new_remotes: bool  # an active card forbids the Corp new remotes
    active: tuple[Card, ...]  # the active cards themselves
    # what ``holding`` found, by attribute: filled as asked (each index its own dict; no
    # field has a default, so none is shared between indexes)
    held: dict[str, tuple[Card, ...]]

    def holding(self, attr: str) -> tuple[Card, ...]:
        """The active cards whose declaration's ``attr`` is set (a modifier's tuple not empty,
        a number not 0), in order: the modifiers' holders (``strength_mods``, ``rez_mods``...),
        a few of the active cards or none, found once per index.

        >>> import netrunner
        >>> g = netrunner.Game.new("starter:haas-bioroid", "starter:criminal", seed=1)
        >>> g.active_index().holding("strength_mods")
        ()
        """
        got = self.held.get(attr)
        if got is None:
            if attr in _HELD:  # (found as the index was built: no active card sets it)
                return ()
            # (a list comprehension: cheaper than a generator, which resumes for every card)
            got = self.held[attr] = tuple([c for c in self.active if getattr(c.defn, attr)])
        return got


def index_active(active: tuple[Card, ...], corp_roots: tuple[Card, ...] = ()) -> ActiveIndex:
    """The index of ``active`` (the tuple ``Game.active_cards`` returns), with ``corp_roots``
    (``ActiveIndex.corp_roots``, found as ``active`` was)."""
    corp_click: list[Card] = []
    corp_free: list[Card] = []
    runner_click: list[Card] = []
    runner_free: list[Card] = []
    triggers: list[Card] = []
    corp_rec: list[Card] = []
    runner_rec: list[Card] = []
    events: set[str] = set()
    memory = 0
    no_remotes = False
    held: dict[str, Any] = {}
    holds = _HOLDS
    for c in active:
        d = c.defn
        got = holds.get(id(d))
        if got is None or got[0] is not d:
            got = holds[id(d)] = _summary(d)
        _, attrs, click, free, evs, rec, mem, nonew = got
        for a in attrs:
            if a in held:
                held[a].append(c)
            else:
                held[a] = [c]
        corp = c.side == CORP
        if click:
            (corp_click if corp else runner_click).append(c)
        if free:
            (corp_free if corp else runner_free).append(c)
        if evs is not None:
            triggers.append(c)
            events |= evs
        if rec:
            (corp_rec if corp else runner_rec).append(c)
        if not corp:
            memory += mem
        if nonew:
            no_remotes = True
    return _tuple_new(  # (as ActiveIndex(...), without the class call's cost)
        ActiveIndex,
        (
            tuple(corp_click),
            tuple(corp_free),
            tuple(runner_click),
            tuple(runner_free),
            tuple(triggers),
            frozenset(events),
            tuple(corp_rec),
            tuple(runner_rec),
            memory,
            corp_roots,
            no_remotes,
            active,
            {a: tuple(cs) for a, cs in held.items()} if held else {},
        ),
    )

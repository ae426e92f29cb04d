"""Checkpoints: the rules that hold at all times, applied in one place.

A rule such as "programs never use more memory than the Runner has" is not something a card or
a step remembers to check: after every step that changed the game's state, and before any player
gets a decision, the step loop (``Game._advance``) runs :func:`checkpoint`, which applies the
ruleset's continuous rules (:meth:`Ruleset.checkpoint`) in a fixed order. docs/checkpoints.md
lists them.

What "changed" means is kept cheaply: ``Game.move`` (a card entering or leaving play or a score
area), ``Game.set_rezzed``, ``Game.add_counters`` / ``set_counters``, ``Game.add_advancements``
and ``Game.linger`` / ``end_lingering`` mark the game as changed (``Game.touch``); a step that
changes nothing of that kind costs no check.

>>> from netrunner.testing import act, end_turn, scenario
>>> g = scenario(runner={"hand": ["Magnum Opus", "Battering Ram", "Sneakdoor Beta"], "credits": 20})
>>> end_turn(g)  # the Corp's turn: the Runner's begins
>>> for title in ("Magnum Opus", "Battering Ram", "Sneakdoor Beta"):  # 2 MU each, 4 MU in all
...     act(g, "install", card=title)
>>> g.decision.prompt
'Over your memory limit (6/4 MU): trash a program'
>>> act(g, "choose", card="Battering Ram")
>>> g.memory_used(), g.memory_limit(), violations(g)
(4, 4, [])
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from .carddb import CORP, RUNNER
from .decision import Option
from .naming import where
from .state import ICE

if TYPE_CHECKING:
    from .game import Game
    from .state import Card


def checkpoint(g: Game) -> None:
    """Apply every continuous rule of ``g``'s ruleset now (see the module's docstring)."""
    g.ruleset.checkpoint(g)


def violations(g: Game) -> list[str]:
    """The continuous rules ``g`` breaks at this moment, in words (none in a sound game).

    A player who is being asked to put one right (the Runner choosing programs to trash while
    over the memory limit) is not breaking it yet. The random-game tests call this after every
    choice.

    >>> import netrunner
    >>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
    >>> violations(g)
    []
    """
    out: list[str] = []
    need = g.ruleset.agenda_points_to_win
    if not g.over:
        for p in (g.corp, g.runner):
            if p.agenda_points >= need:
                out.append(f"{p.side} has {p.agenda_points} agenda points and the game goes on")
    d = g.decision
    fixing_memory = d is not None and d.params is not None and "memory_limit" in d.params
    if g.memory_used() > g.memory_limit() and not fixing_memory:
        out.append(f"programs use {g.memory_used()} of {g.memory_limit()} memory")
    for c in g.active_cards():
        for check in c.defn.state_checks:
            if check.applies(g, c):
                out.append(f"{c.title}: {check.text()}")
    if g.ruleset.unique_owner_chooses and not (d is not None and "unique" in d.params):
        for cards in unique_copies(g):
            out.append(f"{len(cards)} copies of the unique {cards[0].title} are in play")
    running = g.run.server if g.run is not None else None
    for name, s in g.corp.servers.items():
        if s.is_empty_remote and name != running:
            out.append(f"{name} is empty and still exists")
    return out


def unique_copies(g: Game) -> list[list[Card]]:
    """Groups of two or more active copies of a unique card (each group one title and side)."""
    seen: dict[tuple[str, str], list[Card]] = {}
    for c in g.active_cards():
        if c.data.uniqueness and c.zone not in ("identity", "scored"):
            seen.setdefault((c.side, c.title), []).append(c)
    return [cards for cards in seen.values() if len(cards) > 1]


def keep_one_unique(g: Game) -> bool:
    """The 1996 game's uniqueness (``Ruleset.unique_owner_chooses``): while two copies of a
    unique card are active, their owner chooses one to trash (asked again while more remain).
    Returns whether it asked."""
    groups = unique_copies(g)
    if not groups:
        return False
    from .damage import TrashCard

    copies = groups[0]
    newest = max(c.id for c in copies)  # a card gets a new id as it moves: the last installed

    def label(c: Card) -> str:
        if c.side == CORP:
            return f"Trash {c.title} {where(c)}"
        return f"Trash the {'copy just installed' if c.id == newest else 'copy installed before'}"

    pairs = [
        (Option.new("choose", card=c.title, card_id=c.id, label=label(c)), TrashCard(c.id))
        for c in copies
    ]
    g.ask(
        copies[0].side,
        f"Only one {copies[0].title} may be in play: trash which copy?",
        pairs,
        kind="choose",
        params={"unique": len(copies)},
        source_title=copies[0].title,
    )
    return True


def trash_over_memory(g: Game) -> None:
    """The memory rule: while programs use more memory than the Runner has, the Runner chooses
    one to trash (asked again after each, by the next checkpoint). The checkpoint's last rule:
    it asks a decision."""
    used, limit = g.memory_used(), g.memory_limit()
    if used <= limit:
        return
    from .flow import TrashCard

    pairs = [
        (
            Option.new(
                "choose",
                card=c.title,
                card_id=c.id,
                label=f"Trash {c.title} ({c.data.memory_cost} MU)",
            ),
            TrashCard(c.id),
        )
        for c in g.runner.program
    ]
    g.ask(
        RUNNER,
        f"Over your memory limit ({used}/{limit} MU): trash a program",
        pairs,
        kind="choose",
        params={"memory_used": used, "memory_limit": limit},
    )


class TrashHostAtZeroStrength(NamedTuple):
    """A card's continuous rule (``CardDef.state_checks``): the ice this card is hosted on is
    trashed while its strength is 0 or less (Parasite)."""

    def applies(self, g: Game, card: Card) -> bool:
        host = g.card(card.host)
        return host is not None and host.zone == ICE and g.ice_strength(host) <= 0

    def apply(self, g: Game, card: Card) -> None:
        from .naming import public_name

        host = g.card(card.host)
        if host is None:
            return
        g.say(f"{public_name(host)} is at strength 0 and is trashed ({card.title}).")
        g.trash(host, by=card.title)

    def text(self) -> str:
        return "At strength 0 or less the host ice is trashed."


class TrashWhenCountersGone(NamedTuple):
    """A card's continuous rule (``CardDef.state_checks``): once the last of its ``kind``
    counters has been removed, the card is trashed (Armored Fridge's ablative counters). A card
    whose counters have not been placed yet (no such counter at all) is not affected.

    >>> TrashWhenCountersGone("ablative").text()
    'When the last ablative counter has been removed, trash this card.'
    """

    kind: str

    def applies(self, g: Game, card: Card) -> bool:
        return self.kind in card.counters and card.counters[self.kind] <= 0

    def apply(self, g: Game, card: Card) -> None:
        g.say(f"{card.title} has no {self.kind} counters left and is trashed.")
        g.trash(card)

    def text(self) -> str:
        return f"When the last {self.kind} counter has been removed, trash this card."


__all__ = [
    "checkpoint",
    "violations",
    "trash_over_memory",
    "TrashHostAtZeroStrength",
    "TrashWhenCountersGone",
]

"""Naming cards in play as both players may: by title once it is public, else by where it is; and
telling apart options that would otherwise read alike.

>>> from netrunner.testing import scenario, act
>>> g = scenario(corp={"hand": ["Ice Wall", "Ice Wall"], "credits": 9})
>>> act(g, "install", card="Ice Wall", server="HQ")
>>> act(g, "install", card="Ice Wall", server="HQ"); act(g, "pass")
>>> [ice_label(g, i) for i in reversed(g.corp.servers["HQ"].ice)]
['unrezzed ice 1 of HQ', 'unrezzed ice 2 of HQ']
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import CONTENT, ICE, RIG_ZONES
from .words import ANR_WORDS, Words, count, ordinal, plural_counter

if TYPE_CHECKING:
    from .decision import Option
    from .game import Game
    from .state import Card


def where(c: Card) -> str:
    """Where an installed Corp card is: "protecting HQ" (ice) or "in Server 1"."""
    return f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"


def public_name(c: Card) -> str:
    """An installed Corp card as both players may name it in the log: its title once rezzed, else
    only what it is and where ("Ice Wall protecting HQ", "a piece of ice protecting R&D",
    "a card in Server 1")."""
    if c.rezzed:
        return f"{c.title} {where(c)}"
    return f"{'a piece of ice' if c.zone == ICE else 'a card'} {where(c)}"


def ice_position(g: Game, ice: Card) -> str:
    """Where a piece of ice is, counted from the outermost: "ice 2 of HQ"."""
    s = g.corp.servers[ice.server or ""]
    return f"ice {len(s.ice) - s.ice.index(ice)} of {ice.server}"


def ice_label(g: Game, ice: Card) -> str:
    """A piece of ice named by its position (ice 1 is the outermost, the first a run meets) and,
    once rezzed, its title: "Ice Wall (ice 2 of HQ)", "unrezzed ice 1 of R&D"."""
    at = ice_position(g, ice)
    return f"{ice.title} ({at})" if ice.rezzed else f"unrezzed {at}"


def counters_text(c: Card, words: Words = ANR_WORDS) -> str:
    """The tokens on a card, as anyone sees them: "12 credits on it", "1 virus counter",
    "2 advancement tokens"; "nothing on it"."""
    parts = []
    for kind, n in sorted(c.counters.items()):
        if kind == "credit":
            parts.append(f"{words.credits(n)} on it")
        elif kind == "recurring":
            parts.append(count(n, ("recurring credit", "recurring credits")))
        else:
            parts.append(plural_counter(n, kind))
    if c.advancements:
        parts.append(count(c.advancements, ("advancement token", "advancement tokens")))
    return ", ".join(parts) if parts else "nothing on it"


def _place(g: Game, c: Card) -> str:
    if c.zone == ICE:
        return ice_position(g, c)
    if c.zone == CONTENT:
        return f"in {c.server}"
    if c.host is not None:
        host = g.card(c.host)
        if host is not None:
            return (
                f"on {host.title}" if host.zone != ICE or host.rezzed else f"on {_place(g, host)}"
            )
    return ""


def _order(g: Game, c: Card) -> str:
    """Which one it is among the cards of its list, in the order they were installed."""
    if c.zone == CONTENT or c.zone == ICE or c.zone in RIG_ZONES:
        lst = g.zone_list(c)
        return f"the {ordinal(lst.index(c) + 1)} installed"
    return ""


def tell_apart(g: Game, options: list[Option]) -> list[str]:
    """Words that tell apart ``options`` whose labels read alike, one for each option: what
    differs between the cards they are about (where they are, their tokens, which was installed
    first), as much as needed; "choice 1", "choice 2"... only when nothing else differs.
    Nothing hidden is named: places, tokens and install order are public."""
    cards = [g.card(o.card_id) if o.card_id is not None else None for o in options]
    words: list[list[str]] = [[] for _ in options]
    for describe in (
        lambda c: _place(g, c),
        lambda c: counters_text(c, g.ruleset.words),
        lambda c: _order(g, c),
    ):
        values = [describe(c) if c is not None else "" for c in cards]
        if len(set(values)) > 1:
            for w, v in zip(words, values, strict=True):
                if v:
                    w.append(v)
        if len({", ".join(w) for w in words}) == len(options):
            return [", ".join(w) for w in words]
    return [", ".join([*w, f"choice {i}"]) for i, w in enumerate(words, 1)]


__all__ = ["where", "public_name", "ice_position", "ice_label", "counters_text", "tell_apart"]

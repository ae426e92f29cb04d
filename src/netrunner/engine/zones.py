"""Where the cards are, and moving them: the list that holds a card (``zone_list``), a move to
another zone (``move``: a new id, what leaving play clears, hosted cards trashed, what the Runner
still knows, lasting effects that follow the card), and new ids for a hidden zone's cards
(``renumber``). ``Game.zone_list``, ``Game.move`` and ``Game.renumber`` are these functions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .carddb import CORP, RUNNER
from .state import (
    CONTENT,
    DECK,
    DISCARD,
    HAND,
    HARDWARE,
    HOSTED,
    ICE,
    PLAY,
    PROGRAM,
    RESOURCE,
    SCORED,
    SHARED_ZONES,
    Card,
    Player,
)

if TYPE_CHECKING:
    from .game import Game

# a card moving to or from one of these zones may change what the continuous rules see
_INSTALLED = frozenset((ICE, CONTENT, PROGRAM, HARDWARE, RESOURCE, HOSTED))  # (Card.installed)
_IN_PLAY_OR_SCORED = _INSTALLED | {SCORED}


def renumber(g: Game, cards: list[Card], *, own: bool = False) -> None:
    """Give the cards of a hidden zone new ids (e.g. R&D rearranged). ``cards`` is the zone's
    own list (``player.deck``): its cards are replaced by renumbered copies (``own``: they are
    this game's alone, made for it and not yet shared with a clone, and get new ids in place:
    the decks shuffled at setup)."""
    by_id = g.cards
    if g.known_to_runner:  # the Runner loses track of a shuffled or rearranged zone
        g.known_to_runner = g.known_to_runner.difference(c.id for c in cards)
    if own and not g.lingering:  # (the decks shuffled at setup: the ids given in one go)
        for c in cards:
            del by_id[c.id]
        nid = g.next_id
        for c in cards:
            c.id = nid
            by_id[nid] = c
            nid += 1
        g.next_id = nid
        return
    for i, c in enumerate(cards):
        del by_id[c.id]
        old_id = c.id
        if not own:
            c = c.copy()
        c.id = g._new_id()
        by_id[c.id] = c
        cards[i] = c
        if g.lingering:
            rekey(g, old_id, c.id)


def rekey(g: Game, old_id: int, new_id: int) -> None:
    """A card got a new id: the lasting effects that follow it wherever it goes (a kind
    starting "follow:", such as the 1996 Bizarre Encryption Scheme's deferred liberation)
    name it by its new id."""
    if any(e[1] == old_id and e[0].startswith("follow:") for e in g.lingering):
        g.lingering = [
            (k, new_id, a, u) if i == old_id and k.startswith("follow:") else (k, i, a, u)
            for k, i, a, u in g.lingering
        ]


def zone_list(g: Game, card: Card) -> list[Card]:
    """The list that holds ``card`` now."""
    p = g.corp if card.side == CORP else g.runner
    z = card.zone
    if z == HAND:
        return p.hand
    if z == DECK:
        return p.deck
    if z == DISCARD:
        return p.discard
    if z == SCORED:
        return g.runner.scored if card in g.runner.scored else g.corp.scored
    if z == ICE:
        return g.corp.servers[card.server or ""].ice
    if z == CONTENT:
        return g.corp.servers[card.server or ""].content
    if z == PROGRAM:
        return p.program
    if z == HARDWARE:
        return p.hardware
    if z == RESOURCE:
        return p.resource
    if z in (PLAY, HOSTED, "removed"):
        return g.limbo
    raise ValueError(f"card {card!r} is in no list")


def move(
    g: Game,
    card: Card,
    zone: str,
    *,
    server: str | None = None,
    owner: Player | None = None,
    top: bool = False,
    faceup: bool | None = None,
) -> Card:
    """Move ``card`` to ``zone`` (of ``owner``, default its own side); it gets a new id.

    Returns the card as it is now: a card leaving a hand, deck or discard pile may be shared
    with clones of the game, so it is copied first and the caller must use the returned card
    (``c = g.move(c, ...)``) to change it further.

    Leaving play clears rez state, counters and tokens, and trashes hosted cards.
    """
    was_installed = card.zone in _INSTALLED
    if was_installed or zone in _IN_PLAY_OR_SCORED:
        g._changed = True
        g._index = None  # the active cards change only as a card enters or leaves play
    elif card.side == RUNNER and HAND in (card.zone, zone):  # the grip may set the memory
        g._changed = True  # limit (``Ruleset.base_memory``: the 1996 Omnitech Wet Drive)
    from_zone = card.zone
    lst = zone_list(g, card)
    from_top = lst[0] is card
    lst.remove(card)
    # a new id whenever a card moves, so ids never follow a card through hidden zones
    old_id = card.id
    del g.cards[old_id]
    if card.zone in SHARED_ZONES:
        card = card.copy()
    card.id = g._new_id()
    g.cards[card.id] = card
    card.zone = zone
    card.server = server
    if zone not in (ICE, CONTENT, PROGRAM, HARDWARE, RESOURCE, HOSTED):
        card.rezzed = False
        card.advancements = 0
        card.counters = {}
        card.host = None
    p = owner or (g.corp if card.side == CORP else g.runner)
    if zone == HAND:
        p.hand.append(card)
    elif zone == DECK:
        if top:
            p.deck.insert(0, card)
        else:
            p.deck.append(card)
    elif zone == DISCARD:
        p.discard.append(card)
    elif zone == SCORED:
        p.scored.append(card)
    elif zone == ICE:
        g.corp.servers[server or ""].ice.append(card)
    elif zone == CONTENT:
        g.corp.servers[server or ""].content.append(card)
    elif zone == PROGRAM:
        p.program.append(card)
    elif zone == HARDWARE:
        p.hardware.append(card)
    elif zone == RESOURCE:
        p.resource.append(card)
    else:
        g.limbo.append(card)
    if faceup is not None:
        card.faceup = faceup
    elif zone in (HAND, DECK):
        card.faceup = False
    elif zone in (SCORED, PROGRAM, HARDWARE, RESOURCE, PLAY):
        card.faceup = True
    if g.known_to_runner:
        follow(g, card, old_id, from_zone, from_top)
    if g.lingering:
        rekey(g, old_id, card.id)
    if was_installed:
        # anything it hosted is trashed (in the order of ``g.cards``); lingering effects on it end
        hosted = [c for c in g.cards.values() if c.host == old_id] if _hosts(g, old_id) else ()
        for h in [c for c in hosted if c.installed]:
            g.say(f"{h.title}, hosted on {card.title}, is trashed.")
            move(g, h, DISCARD, faceup=True)
        g.lingering = [e for e in g.lingering if e[1] != old_id]
    return card


def _hosts(g: Game, card_id: int) -> bool:
    """Is an installed card hosted on the card ``card_id``? (A look at the lists installed
    cards are in, a fraction of ``g.cards``.)"""
    for p in (g.corp, g.runner):
        for lst in (p.program, p.hardware, p.resource):
            for c in lst:
                if c.host == card_id:
                    return True
        for s in p.servers.values():
            for lst in (s.ice, s.content):
                for c in lst:
                    if c.host == card_id:
                        return True
    return any(c.host == card_id for c in g.limbo)


def follow(g: Game, card: Card, old_id: int, from_zone: str, from_top: bool) -> None:
    """After a Corp card moved: what the Runner still knows (see ``learn``)."""
    known = g.known_to_runner
    if old_id in known:
        known = known - {old_id}
        if from_zone == DECK and from_top and card.zone == HAND:
            known = known | {card.id}  # the Corp drew it: the Runner knows it is in HQ
    if card.side == CORP and not card.faceup:
        if from_zone == HAND and card.zone != HAND:
            known = known.difference(c.id for c in g.corp.hand)
        elif from_zone == DECK and not from_top:
            known = known.difference(c.id for c in g.corp.deck)
    g.known_to_runner = known


__all__ = ["zone_list", "move", "renumber", "rekey", "follow"]

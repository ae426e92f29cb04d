"""Determinisation: a copy of a game in which what one side cannot see is re-dealt at random.

For search bots (information-set MCTS): the copy agrees with everything ``side`` may know (the
view, zone sizes, faceup and rezzed cards, advancement tokens, ice being ice), while the hidden
cards are shuffled among the hidden places they could occupy:

- for the Runner: HQ, R&D, unrezzed ice (only ice), unrezzed cards in servers (central roots only
  upgrades; remotes agendas, assets and upgrades; a card with advancement tokens must be one that
  can be advanced), facedown cards in Archives; and the order of the Runner's own stack;
- for the Corp: the Runner's grip and stack together; and the order of R&D.

The re-deal swaps what cards *are* (their printed data and definition), never where they are, so
ids, zones, counters and the step stack stay valid. A side's own deck is only put in a new order
(its cards move, keeping what they are), so a pending decision naming one of them stays valid.

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:anarch", seed=5)
>>> d = g.determinize("runner", seed=1)
>>> d.view("runner") == g.view("runner")
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .rng import Rng
from .state import Card

if TYPE_CHECKING:
    from ..cards.base import CardDef
    from .carddb import CardData
    from .game import Game

_TRIES = 20


def _fits(slot: str, server: str | None, data: CardData, defn: CardDef, advanced: bool) -> bool:
    t = data.type
    if slot == "ice" and t != "ice":
        return False
    if slot == "root" and t != "upgrade":
        return False
    if slot == "remote" and t not in ("agenda", "asset", "upgrade"):
        return False
    if advanced and not (t == "agenda" or defn.advanceable):
        return False
    return not (slot in ("root", "remote") and defn.install_only_in not in (None, server))


def determinize(game: Game, side: str, rng: Rng) -> Game:
    """A clone of ``game`` with ``side``'s hidden information re-dealt at random (see module)."""
    g = game.clone()
    if side == "runner":
        # the clone shares hidden-zone cards with the real game: copy those re-dealt
        g.unshare(g.corp.hand)
        g.unshare(g.corp.deck)
        g.unshare(g.corp.discard)
        _redeal_corp(g, rng)
        _shuffle_order(g.runner.deck, rng)
    elif side == "corp":
        g.unshare(g.runner.hand)
        g.unshare(g.runner.deck)
        _shuffle_identities(g.runner.hand + g.runner.deck, rng)
        _shuffle_order(g.corp.deck, rng)
    else:
        raise ValueError(f"expected 'corp' or 'runner', got {side!r}")
    g._active = None
    return g


def _face_code(face: tuple[CardData, CardDef]) -> str:
    return face[0].code


def _shuffle_order(deck: list[Card], rng: Rng) -> None:
    # One's own deck: its cards are known, their order is not. Moving the cards (not re-dealing
    # what they are) keeps valid a decision naming one of them (install a copy from the stack).
    deck.sort(key=lambda c: c.data.code)  # canonical first, as below
    rng.shuffle(deck)


def _shuffle_identities(cards: list[Card], rng: Rng) -> None:
    # faces in a canonical order: the deal depends on the rng alone, not on the hidden order
    faces = sorted(((c.data, c.defn) for c in cards), key=_face_code)
    rng.shuffle(faces)
    for c, (data, defn) in zip(cards, faces, strict=True):
        c.data, c.defn = data, defn


def _redeal_corp(g: Game, rng: Rng) -> None:
    # (card, slot kind, needs an advanceable card) for every hidden installed or archived card
    slots: list[tuple[Card, str, bool]] = []
    for s in g.corp.servers.values():
        for c in s.ice:
            if not c.rezzed:
                slots.append((c, "ice", c.advancements > 0))
        for c in s.content:
            if not c.rezzed:
                slots.append((c, "remote" if s.is_remote else "root", c.advancements > 0))
    for c in g.corp.discard:
        if not c.faceup:
            slots.append((c, "any", False))
    loose = g.corp.hand + g.corp.deck
    cards = [c for c, _, _ in slots] + loose
    faces = sorted(((c.data, c.defn) for c in cards), key=_face_code)  # canonical, as above
    # most constrained slots first; try a few random deals, else keep the real one
    order = sorted(
        range(len(slots)),
        key=lambda i: {"root": 0, "ice": 2, "remote": 1, "any": 3}[slots[i][1]] - slots[i][2],
    )
    for _ in range(_TRIES):
        pool = list(range(len(faces)))
        rng.shuffle(pool)
        assigned: dict[int, int] = {}
        ok = True
        for i in order:
            card, slot, adv = slots[i]
            for k, fi in enumerate(pool):
                data, defn = faces[fi]
                if _fits(slot, card.server, data, defn, adv):
                    assigned[i] = fi
                    pool.pop(k)
                    break
            else:
                ok = False
                break
        if not ok:
            continue
        for i, fi in assigned.items():
            slots[i][0].data, slots[i][0].defn = faces[fi]
        for c, fi in zip(loose, pool, strict=True):
            c.data, c.defn = faces[fi]
        return

"""Copying a :class:`~netrunner.engine.game.Game` (``Game.clone``): an independent copy that,
given the same choices, goes on identically. Cards in hands, decks and discard piles are shared
between the copies (copy-on-move: ``Game.move``); every other card and every list is copied.

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> c = clone_game(g)
>>> c.view("corp") == g.view("corp"), c.cards is g.cards
(True, False)

Installed cards are copied field by field, every field of a card (as ``Card.copy`` does):

>>> from netrunner.testing import scenario
>>> g = scenario(corp={"hand": ["Ice Wall"]})
>>> g.choose(next(i for i, o in enumerate(g.decision.options) if o.kind == "install"))
>>> a = g.corp.servers["HQ"].ice[0]
>>> b = clone_game(g).cards[a.id]
>>> b is not a and all(getattr(a, f) == getattr(b, f) for f in Card.__slots__)
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .state import Card, Player, Server

if TYPE_CHECKING:
    from .game import Game


def clone_game(src_game: Game) -> Game:
    """An independent copy of ``src_game``."""
    cls = type(src_game)
    g = cls.__new__(cls)
    g.ruleset = src_game.ruleset
    # cards in hands, decks and discard piles are shared (copy-on-move: see Game.move);
    # every other card is in one of the lists copied by m() below, or is an identity
    cards = dict(src_game.cards)
    g.cards = cards
    copy = Card.copy
    new = Card.__new__

    # (called only for a list with cards in it: most of a game's are empty)
    def m(lst: list[Card]) -> list[Card]:
        # Card.copy written out (a clone copies a dozen or two cards: a call each costs more
        # than the copy's body); keep it in step with Card.copy (the doctest below checks)
        out: list[Card] = []
        for s in lst:
            c = new(Card)
            c.id = cid = s.id
            c.data = s.data
            c.title = s.title
            c.defn = s.defn
            c.side = s.side
            c.zone = s.zone
            c.server = s.server
            c.rezzed = s.rezzed
            c.faceup = s.faceup
            c.advancements = s.advancements
            counters = s.counters
            c.counters = dict(counters) if counters else {}
            c.host = s.host
            c.installed_turn = s.installed_turn
            cards[cid] = c
            out.append(c)
        return out

    for name in ("corp", "runner"):
        src: Player = getattr(src_game, name)
        p = Player.__new__(Player)
        p.side = src.side
        ident = src.identity
        if ident is not None:
            ident = copy(ident)
            cards[ident.id] = ident
        p.identity = ident
        p.credits = src.credits
        p.clicks = src.clicks
        p.hand = list(src.hand)
        p.deck = list(src.deck)
        p.discard = list(src.discard)
        p.scored = m(src.scored) if src.scored else []
        p.bad_publicity = src.bad_publicity
        p.tags = src.tags
        p.brain_damage = src.brain_damage
        p.program = m(src.program) if src.program else []
        p.hardware = m(src.hardware) if src.hardware else []
        p.resource = m(src.resource) if src.resource else []
        servers = {}
        for sname, s in src.servers.items():
            ns = Server.__new__(Server)
            ns.name = s.name
            ns.ice = m(s.ice) if s.ice else []
            ns.content = m(s.content) if s.content else []
            ns.counters = dict(s.counters) if s.counters else {}
            servers[sname] = ns
        p.servers = servers
        p.mulliganed = src.mulliganed
        p.agenda_adjust = src.agenda_adjust
        p.forgo = src.forgo
        p.counters = dict(src.counters) if src.counters else {}
        setattr(g, name, p)
    g.pending = list(src_game.pending)
    g._decision = src_game._decision
    g.rng = src_game.rng.copy()
    g._log = list(src_game._log)
    g._history = list(src_game._history)
    g.turn = src_game.turn
    g.active = src_game.active
    g.phase = src_game.phase
    g.run = src_game.run.copy() if src_game.run else None
    g.next_id = src_game.next_id
    g.next_remote = src_game.next_remote
    g.over = src_game.over
    g.winner = src_game.winner
    g.win_reason = src_game.win_reason
    g.lingering = list(src_game.lingering)
    g.flags = dict(src_game.flags)
    g.limbo = m(src_game.limbo) if src_game.limbo else []
    g._decks = src_game._decks
    g._seed = src_game._seed
    g._index = None
    g.known_to_runner = src_game.known_to_runner
    g._changed = src_game._changed
    g._hid_rig = src_game._hid_rig
    g._paused = src_game._paused
    g._origin = src_game._origin
    g._undo = None
    return g


__all__ = ["clone_game"]

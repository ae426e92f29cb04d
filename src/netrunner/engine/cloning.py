"""Copying a :class:`~netrunner.engine.game.Game` (``Game.clone``): an independent copy that,
given the same choices, goes on identically. Cards in hands, decks and discard piles are shared
between the copies (copy-on-move: ``Game.move``); every other card and every list is copied.

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> c = clone_game(g)
>>> c.view("corp") == g.view("corp"), c.cards is g.cards
(True, False)
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

    def m(lst: list[Card]) -> list[Card]:
        if not lst:
            return []
        out = [copy(c) for c in lst]
        for c in out:
            cards[c.id] = c
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
        p.scored = m(src.scored)
        p.bad_publicity = src.bad_publicity
        p.tags = src.tags
        p.brain_damage = src.brain_damage
        p.program = m(src.program)
        p.hardware = m(src.hardware)
        p.resource = m(src.resource)
        servers = {}
        for sname, s in src.servers.items():
            ns = Server.__new__(Server)
            ns.name = s.name
            ns.ice = m(s.ice)
            ns.content = m(s.content)
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
    g.limbo = m(src_game.limbo)
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

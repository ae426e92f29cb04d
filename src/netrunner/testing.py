"""Scenarios for rules and card tests: a game already past setup, in one call.

>>> from netrunner.testing import scenario, act
>>> g = scenario(corp={"hand": ["Hedge Fund"], "credits": 5})
>>> act(g, "play", card="Hedge Fund")
>>> g.view("corp")["corp"]["credits"]
9

:func:`act` chooses the one option of the current decision that matches the given fields, so tests
read like a player's moves; it raises if none (or more than one) matches.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .engine.carddb import CORP, RUNNER
from .engine.decision import IllegalChoice, Option
from .engine.game import Game
from .engine.ruleset import get_ruleset
from .engine.state import HAND, Card

_BLANK = {CORP: "Blank Corp Identity", RUNNER: "Blank Runner Identity"}
_KEYS = {
    CORP: {"identity", "hand", "deck", "credits", "bad_publicity"},
    RUNNER: {"identity", "hand", "deck", "credits", "tags"},
}


def scenario(
    corp: dict[str, Any] | None = None,
    runner: dict[str, Any] | None = None,
    seed: int = 0,
    *,
    ruleset: str = "anr",
) -> Game:
    """A game at the Corp's first action phase (3 clicks), mulligans and first draw skipped.

    Each side is a dict with optional keys ``identity`` (title; default a blank identity, and
    none in a ruleset without identities), ``hand`` (titles), ``deck`` (titles, top first, not
    shuffled; default ten of the ruleset's filler card: Hedge Fund for the Corp and Sure Gamble
    for the Runner in ``anr``, Accounts Receivable and Score! in ``classic``), ``credits``
    (default 5), and ``tags`` (Runner) or ``bad_publicity`` (Corp).
    """
    from .engine.flow import CorpAction, refill_recurring

    g = Game(get_ruleset(ruleset), seed)
    pool = g.ruleset.pool
    for side, spec in ((CORP, corp or {}), (RUNNER, runner or {})):
        unknown = set(spec) - _KEYS[side]
        if unknown:
            raise ValueError(
                f"unknown {side} scenario key(s) {sorted(unknown)}: expected {sorted(_KEYS[side])}"
            )
        identity: str | None = None
        if g.ruleset.identities or "identity" in spec:
            ident = pool.data(spec.get("identity", _BLANK[side]))
            if ident.type != "identity" or ident.side != side:
                raise ValueError(f"{ident.title} is not a {side} identity")
            identity = ident.title
        deck = list(spec.get("deck", [g.ruleset.filler[side]] * 10))
        g._build_side(g.player(side), identity, deck)
        p = g.player(side)
        for title in spec.get("hand", []):
            d = pool.data(title)
            if d.side != side:
                raise ValueError(f"{d.title} is a {d.side} card, not a {side} card")
            c = Card(g._new_id(), d, pool.definition(d.title), side)
            c.zone = HAND
            g.cards[c.id] = c
            p.hand.append(c)
        p.credits = int(spec.get("credits", g.ruleset.starting_credits))
        if side == RUNNER:
            p.tags = int(spec.get("tags", 0))
        else:
            p.bad_publicity = int(spec.get("bad_publicity", 0))
    g.turn = 1
    g.active = CORP
    g.phase = "action"
    g.corp.clicks = g.ruleset.corp_clicks
    refill_recurring(g, CORP)  # identities' recurring credits (Making News), as at a turn start
    refill_recurring(g, RUNNER)
    g.say("--- Turn 1: the Corp's turn begins (scenario). ---")
    g.push(CorpAction())
    g._advance()
    g._origin = g.clone()  # what Game.undo replays from
    return g


def options(game: Game, kind: str | None = None, **fields: Any) -> list[Option]:
    """The current decision's options matching ``kind`` and the given Option fields."""
    d = game.decision
    if d is None:
        return []
    out = []
    for o in d.options:
        if kind is not None and o.kind != kind:
            continue
        if all(getattr(o, k) == v for k, v in fields.items()):
            out.append(o)
    return out


def act(game: Game, kind: str, **fields: Any) -> None:
    """Choose the single option of ``kind`` whose fields match ``fields``.

    The paid-ability window of the player whose turn it is not (the Corp's, before each of the
    Runner's actions), and the Corp's window at the very start of its turn (the 1996 game's),
    when it offers no such option, is passed first: a test says what the Corp does there only
    when it does something.

    >>> g = scenario()
    >>> act(g, "credit")
    >>> g.corp.credits
    6
    """
    found = options(game, kind, **fields)
    for _ in range(10):
        d = game.decision
        if found or d is None or d.kind != "paid_abilities":
            break
        if d.player == game.active and game.phase != "draw":
            break
        game.choose(options(game, "pass")[0])
        found = options(game, kind, **fields)
    if len(found) != 1:
        d = game.decision
        have = "; ".join(f"{o.kind}:{o.label}" for o in d.options) if d else "(game over)"
        who = d.player if d else "nobody"
        raise IllegalChoice(
            f"expected exactly one {kind} option matching {fields} for {who}, found "
            f"{len(found)}. Options: {have}"
        )
    game.choose(found[0])


def pass_until(game: Game, player: str, kinds: Sequence[str] = ("pass",), limit: int = 50) -> None:
    """Answer "pass" (or the first of ``kinds`` offered) until ``player`` has a decision with
    something else to do, or ``limit`` decisions went by."""
    for _ in range(limit):
        d = game.decision
        if d is None or d.player == player:
            return
        for k in kinds:
            opts = [o for o in d.options if o.kind == k]
            if opts:
                game.choose(opts[0])
                break
        else:
            return


def end_turn(game: Game) -> None:
    """Spend the active player's remaining clicks on credits and pass every window until the
    other player's action phase."""
    side = game.active
    for _ in range(200):
        d = game.decision
        if d is None:
            return
        if d.player != side and game.active != side:
            return
        kinds = [o.kind for o in d.options]
        if "credit" in kinds and d.player == side:
            game.choose(kinds.index("credit"))
        elif "pass" in kinds:
            game.choose(kinds.index("pass"))
        elif "keep" in kinds:
            game.choose(kinds.index("keep"))
        elif "discard" in kinds:
            game.choose(kinds.index("discard"))
        else:
            return
    raise RuntimeError("end_turn did not reach the other player's turn")

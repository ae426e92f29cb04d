"""Credits: what a side may spend now, and paying it. Recurring credits usable for the purpose
go first (the most restricted first), then, during a run, the Runner's bad publicity credits,
then the credit pool; a run's ``spend_cap`` (the 1996 Wilson's run) limits spending on
icebreakers and link; the flags ``spend_cap_all`` and ``spent_all`` (the 1996 Obfuscated
Fortress, for the run under way) all the Runner's spending during a run. ``Game.spendable`` and ``Game.pay`` are these functions.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .carddb import CORP, RUNNER

if TYPE_CHECKING:
    from .game import Game
    from .state import Card


def recurring_usable(g: Game, c: Card) -> bool:
    """May ``c``'s recurring credits be used now (``CardDef.recurring_condition``: the 1996
    Paris City Grid's, during runs on its fort)?"""
    cond = c.defn.recurring_condition
    if cond is None:
        return True
    from .game import Ctx  # (game.py imports this module)

    return bool(cond.test(g, Ctx(c.side, c.id, c.title)))


def restricted(g: Game, side: str, purpose: str | tuple[str, ...] | None) -> list[Card]:
    """Active cards of ``side`` holding recurring credits usable for ``purpose`` (several
    purposes: for any of them, the cards of the first purpose first: the most restricted
    credits are spent first)."""
    if purpose is None:
        return []
    index = g._index or g.active_index()
    # active cards of ``side`` with recurring_for
    holders = index.corp_recurring if side == CORP else index.runner_recurring
    for c in holders:
        if c.counters.get("recurring"):
            break
    else:
        return []  # no recurring credits at all (most of the time)
    if isinstance(purpose, str):
        return [
            c
            for c in holders
            if c.counters.get("recurring")
            and purpose in c.defn.recurring_for
            and recurring_usable(g, c)
        ]
    found = [
        (min(purpose.index(x) for x in c.defn.recurring_for if x in purpose), c)
        for c in holders
        if c.counters.get("recurring")
        and any(x in purpose for x in c.defn.recurring_for)
        and recurring_usable(g, c)
    ]
    return [c for _, c in sorted(found, key=lambda rc: rc[0])]


def spendable(g: Game, side: str, purpose: str | tuple[str, ...] | None = None) -> int:
    """Credits ``side`` can spend now on ``purpose`` ("trace", "icebreaker", ...): the pool,
    the Runner's bad publicity credits during a run, and recurring credits that may pay for it.
    """
    run = g.run
    if side == RUNNER:
        n = g.runner.credits
        if run is not None:
            n += run.bp_credits
    else:
        n = g.corp.credits
        run = None  # (the caps below are the Runner's)
    if purpose is not None:
        index = g._index or g.active_index()
        if index.corp_recurring if side == CORP else index.runner_recurring:  # (most often not)
            for c in restricted(g, side, purpose):
                n += c.counters["recurring"]
    if run is not None:
        if _capped(purpose):
            cap = run.mods.get("spend_cap")
            if cap is not None:  # the 1996 Wilson's run: at most this much on breakers and link
                n = min(n, max(0, cap - run.mods.get("spent_capped", 0)))
        if "spend_cap_all" in g.flags:
            # a cap on all the run's spending (the 1996 Obfuscated Fortress)
            n = min(n, max(0, g.flags["spend_cap_all"] - g.flags.get("spent_all", 0)))
    return n


def pay(g: Game, side: str, amount: int, purpose: str | tuple[str, ...] | None = None) -> None:
    """Spend ``amount`` credits: recurring credits usable for ``purpose`` first, then bad
    publicity credits (during a run), then the credit pool."""
    if amount <= 0:
        return
    p = g.corp if side == CORP else g.runner
    if side == RUNNER and g.run is not None and _capped(purpose):
        mods = g.run.mods
        if "spend_cap" in mods:
            mods["spent_capped"] = mods.get("spent_capped", 0) + amount
    if side == RUNNER and g.run is not None and "spend_cap_all" in g.flags:
        g.flags["spent_all"] = g.flags.get("spent_all", 0) + amount
    for c in restricted(g, side, purpose):
        use = min(amount, c.counters["recurring"])
        c.counters["recurring"] -= use
        amount -= use
        if not amount:
            return
    if side == RUNNER and g.run is not None and g.run.bp_credits:
        use = min(amount, g.run.bp_credits)
        g.run.bp_credits -= use
        amount -= use
    if amount > p.credits:
        raise RuntimeError("paid more credits than available")
    p.credits -= amount


#: what a run's ``spend_cap`` limits: spending on icebreakers and on link (the 1996 Wilson)
_CAPPED = frozenset(("icebreaker", "link"))


def _capped(purpose: str | tuple[str, ...] | None) -> bool:
    """Is spending on ``purpose`` (one, or any of several: an icebreaker's bits) capped by a
    run's ``spend_cap``?"""
    if purpose is None:
        return False
    if isinstance(purpose, str):
        return purpose in _CAPPED
    return any(x in _CAPPED for x in purpose)


__all__ = ["recurring_usable", "restricted", "spendable", "pay"]


def spend_click(g: Game, side: str, n: int = 1) -> None:
    """``side`` spends ``n`` clicks."""
    (g.corp if side == CORP else g.runner).clicks -= n

"""Shared moves for the card scenario tests: short names for the few steps every test repeats."""

from __future__ import annotations

from typing import Any

from netrunner.engine.game import Game
from netrunner.testing import act, end_turn, options


def corp_install(g: Game, title: str, server: str) -> None:
    """The Corp installs ``title`` in (or protecting) ``server``, keeping any ice already there."""
    act(g, "install", card=title, server=server)
    d = g.decision
    if d is not None and d.kind == "choose" and d.source_title == title and "cost" in d.params:
        act(g, "pass")  # pay the install cost instead of trashing ice already there


def runner_install(g: Game, title: str) -> None:
    """The Runner installs ``title``, overwriting nothing when the 1996 game offers to trash
    installed programs first."""
    act(g, "install", card=title)
    d = g.decision
    if d is not None and d.kind == "choose" and d.source_title == title and "programs" in d.params:
        act(g, "pass")  # install it, trashing nothing


def corp_rez(g: Game, title: str) -> int:
    """The Corp rezzes ``title`` (in a rez window of its own); returns the credits it paid."""
    before = g.corp.credits
    act(g, "rez", card=title)
    return before - g.corp.credits


def to_runner_turn(g: Game) -> None:
    """End the Corp's turn (spare clicks become credits): the Runner's first action is next.
    (A turn whose last click is spent has already ended by itself.)"""
    if g.active == "corp":
        end_turn(g)
    assert g.decision is not None and g.decision.player == "runner" and g.active == "runner"


def to_corp_turn(g: Game) -> None:
    """End the Runner's turn (spare clicks become credits): the Corp's first action is next.
    (A turn whose last click is spent has already ended by itself.)"""
    if g.active == "runner":
        end_turn(g)
    assert g.decision is not None and g.decision.player == "corp" and g.active == "corp"


def next_corp_turn(g: Game) -> None:
    """From the Corp's turn, play out both turns to the Corp's next action phase."""
    to_runner_turn(g)
    to_corp_turn(g)


def next_runner_turn(g: Game) -> None:
    """From the Runner's turn, play out both turns to the Runner's next action phase."""
    to_corp_turn(g)
    to_runner_turn(g)


def run_on(g: Game, server: str, rez: str | None = None) -> None:
    """The Runner clicks to run ``server``; the Corp rezzes ``rez`` at the first rez decision
    (declining the others it gets on the way until then)."""
    act(g, "run", server=server)
    if rez is None:
        return
    while g.decision is not None and g.decision.player == "corp":
        if options(g, "rez", card=rez):
            act(g, "rez", card=rez)
            d = g.decision
            if d is not None and d.player == "corp" and d.kind == "rez":
                act(g, "pass")  # rez nothing more
            return
        act(g, "pass")
    raise AssertionError(f"the Corp was never offered to rez {rez}")


def corp_passes(g: Game) -> None:
    """The Corp declines every decision it has now (rez windows, paid ability windows)."""
    while g.decision is not None and g.decision.player == "corp" and options(g, "pass"):
        act(g, "pass")


def kinds(g: Game) -> list[str]:
    """The kinds of the current decision's options."""
    d = g.decision
    return [o.kind for o in d.options] if d is not None else []


def runner_view_card(g: Game, server: str, zone: str = "ice", index: int = 0) -> dict[str, Any]:
    """The Runner's view of an installed Corp card (ice listed outermost first)."""
    card: dict[str, Any] = g.view("runner")["corp"]["servers"][server][zone][index]
    return card


def rig_card(g: Game, title: str, side: str = "runner") -> dict[str, Any]:
    """The view (by ``side``) of the Runner's installed card ``title``."""
    rig = g.view(side)["runner"]["rig"]
    for cards in rig.values():
        for c in cards:
            if c["title"] == title:
                found: dict[str, Any] = c
                return found
    raise AssertionError(f"{title} is not installed")


def log_since(g: Game, n: int) -> list[str]:
    """Log lines written after the first ``n``."""
    return g.log[n:]


def finish_run(g: Game) -> None:
    """Answer the run's remaining decisions: the Corp passes, the Runner goes on, accesses
    cards in order and liberates what it can."""
    while g.run is not None and g.decision is not None:
        d = g.decision
        if d.player == "corp":
            act(g, "pass")
        elif options(g, "steal"):
            act(g, "steal", card=options(g, "steal")[0].card)
        elif options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")

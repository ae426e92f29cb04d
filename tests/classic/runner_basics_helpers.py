"""Shared set-ups of the 1996 Runner cards' scenarios (tests/classic/test_runner_basics_*.py,
test_runner_cards.py)."""

from __future__ import annotations

from typing import Any

from cards.helpers import corp_install, run_on, runner_install, to_runner_turn
from netrunner.engine.damage import PreventWindow
from netrunner.engine.game import Game, Reoffer
from netrunner.testing import act, options, scenario

FILLER = ["Score!"] * 5  # cards in the grip for damage to take


def game(corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None) -> Game:
    return scenario(corp=corp, runner=runner, ruleset="classic")


def runner_turn(
    corp_hand: list[str] | None = None,
    runner_hand: list[str] | None = None,
    *,
    corp_credits: int = 20,
    runner_credits: int = 5,
    tags: int = 0,
    corp_deck: list[str] | None = None,
    runner_deck: list[str] | None = None,
) -> Game:
    """A classic game at the Runner's first action (the Corp's turn ended at once)."""
    corp: dict[str, Any] = {"hand": corp_hand or [], "credits": corp_credits}
    runner: dict[str, Any] = {"hand": runner_hand or [], "credits": runner_credits, "tags": tags}
    if corp_deck is not None:
        corp["deck"] = corp_deck
    if runner_deck is not None:
        runner["deck"] = runner_deck
    g = game(corp, runner)
    to_runner_turn(g)
    return g


def at_ice(
    ice: str,
    rig: list[str],
    *,
    runner_credits: int = 10,
    corp_credits: int = 20,
    hand: list[str] | None = None,
    server: str = "HQ",
    stronger: int = 0,
) -> Game:
    """The Corp installs ``ice`` protecting ``server`` (and ``stronger`` Antiquated Interface
    Routines in it: +1 strength each); the Runner installs ``rig`` (trashing no program) and
    runs it; the Corp rezzes them all: the Runner's encounter decision is next."""
    air = "Antiquated Interface Routines"
    g = game(
        {"hand": [ice, *[air] * stronger], "credits": corp_credits},
        {"hand": [*rig, *(hand or [])], "credits": runner_credits},
    )
    corp_install(g, ice, server)
    for _ in range(stronger):
        corp_install(g, air, server)
    to_runner_turn(g)
    for title in rig:
        runner_install(g, title)
    if not stronger:
        run_on(g, server, rez=ice)
        return g
    act(g, "run", server=server)
    while g.decision is not None and g.decision.player == "corp":
        if options(g, "rez", card=air):
            g.choose(options(g, "rez", card=air)[0])
        elif options(g, "rez", card=ice):
            act(g, "rez", card=ice)
        else:
            act(g, "pass")
    return g


def tags_given(g: Game, n: int = 1, source: str = "Data Raven") -> None:
    """A Corp card gives the Runner ``n`` tags now; the current decision comes back once the
    tags are dealt with."""
    d = g._decision
    assert d is not None
    g._decision = None
    g.push(Reoffer(d))
    g.push(PreventWindow("tag", n, source))
    g._advance()


def damage_done(g: Game, kind: str, n: int, source: str = "Razor Wire") -> None:
    """A Corp card does ``n`` damage of ``kind`` now (as ``tags_given``)."""
    d = g._decision
    assert d is not None
    g._decision = None
    g.push(Reoffer(d))
    g.push(PreventWindow(kind, n, source))
    g._advance()


def titles(cards: list[Any]) -> list[str | None]:
    return [c["title"] for c in cards]


def install_all(g: Game, *cards: str) -> None:
    """The Runner installs each of ``cards`` in turn (an action each), trashing no program."""
    for title in cards:
        runner_install(g, title)

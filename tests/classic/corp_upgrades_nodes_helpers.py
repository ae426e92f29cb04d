"""Shared moves of the corp-upgrades-nodes scenarios (tests/classic/test_corp_upgrades_nodes*.py)."""

from __future__ import annotations

from cards.helpers import runner_install
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, end_turn, options


def card_of(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


def to_corp_turn_start(g: Game) -> None:
    """End the Runner's turn: the Corp's first decision of its turn is next (a start-of-turn
    ability's, if any)."""
    end_turn(g)
    assert g.decision is not None and g.decision.player == "corp"


def labels(g: Game) -> list[str]:
    return [o.label for o in g.decision.options] if g.decision is not None else []


def pass_until_label(g: Game, label: str) -> None:
    """Answer "pass" to every decision until one offers an option labelled ``label``."""
    for _ in range(40):
        if label in labels(g):
            return
        act(g, "pass")
    raise AssertionError(f"never offered {label!r}")


def corp_passes_until(g: Game, kind: str, **fields: object) -> None:
    """Answer every decision (the Corp declining, the Runner going on) until the Corp is offered
    an option of ``kind`` with ``fields``."""
    for _ in range(40):
        if options(g, kind, **fields):
            return
        act(g, "pass")
    raise AssertionError(f"never offered {kind} {fields}")


def rig(g: Game, titles: list[str]) -> None:
    """At the start of the Runner's turn: install ``titles`` (the actions are set up for it)."""
    g.runner.clicks = len(titles) + 1
    for t in titles:
        runner_install(g, t)

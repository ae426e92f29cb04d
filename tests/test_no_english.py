"""The bots and the action encoding read no English: with every prompt and every option label
blanked, they make the same choices over whole seeded games.

At each decision, a second instance of each bot answers a copy of the decision (and of the view)
whose prompts and labels are all "", its answer is mapped back by its position in the copy, and it
must be the answer of the bot that got the real decision. The action encoding must give the same
legal action ids and the same id to the option chosen.
"""

from __future__ import annotations

from typing import Any

import pytest

from netrunner.ai.encoding import encode, legal_map
from netrunner.bots.base import observation_for
from netrunner.bots.match import make_bot
from netrunner.engine.decision import Decision, Option
from netrunner.engine.game import Game

PAIRINGS = [
    ("haas-bioroid", "criminal"),
    ("jinteki", "shaper"),
    ("nbn", "anarch"),
    ("weyland-consortium", "criminal"),
    ("haas-bioroid", "anarch"),
    ("nbn", "shaper"),
]
SEEDS = (11, 12)
#: corp bot, runner bot: both heuristic, both random, and each against random (a random opponent
#: brings decisions that two heuristic bots rarely meet: exposes, prevention windows...)
BOTS = [("heuristic", "heuristic"), ("random", "random"), ("heuristic", "random")]
BOTS += [("random", "heuristic")]
MAX_DECISIONS = 3000


def blank(d: Decision) -> Decision:
    """``d`` with no words: prompts and option labels all ""."""
    options = tuple(o._replace(label="") for o in d.options)
    return Decision(d.player, "", options, d.steps, "", d.kind, d.source, d.params, d.source_title)


def blank_view(view: Any) -> Any:
    """The view of the decision with its prompt and labels blanked (None stays None)."""
    if view is None or view.get("decision") is None:
        return view
    dv = dict(view["decision"])
    dv["prompt"] = ""
    if "options" in dv:
        dv["options"] = [{**o, "label": ""} for o in dv["options"]]
    return {**view, "decision": dv}


def position(pick: Option, options: tuple[Option, ...]) -> int:
    """The index of the very option object ``pick`` among ``options``."""
    for i, o in enumerate(options):
        if o is pick:
            return i
    raise AssertionError(f"{pick!r} is not one of the decision's options")


def play(corp: str, runner: str, seed: int, corp_bot: str, runner_bot: str) -> int:
    """Play one game; at each decision compare the bot with its twin on the blanked decision.
    Returns the number of decisions."""
    names = {"corp": corp_bot, "runner": runner_bot}
    bots = {side: make_bot(names[side], seed * 2 + k) for k, side in enumerate(names)}
    twins = {side: make_bot(names[side], seed * 2 + k) for k, side in enumerate(names)}
    g = Game.new(f"starter:{corp}", f"starter:{runner}", seed=seed)
    n = 0
    while (d := g.decision) is not None and n < MAX_DECISIONS:
        side = d.player
        b = blank(d)
        real = position(bots[side].choose(observation_for(bots[side], g, side), d), d.options)
        seen = blank_view(observation_for(twins[side], g, side))
        wordless = position(twins[side].choose(seen, b), b.options)
        assert wordless == real, f"decision {n} ({d.kind}): {d.prompt!r}"
        assert legal_map(b) == legal_map(d), f"decision {n} ({d.kind}): {d.prompt!r}"
        assert encode(real, b) == encode(real, d)
        g.choose(real)
        n += 1
    return n


@pytest.mark.parametrize("corp_bot,runner_bot", BOTS)
@pytest.mark.parametrize("corp,runner", PAIRINGS)
def test_same_choices_without_words(corp: str, runner: str, corp_bot: str, runner_bot: str) -> None:
    assert sum(play(corp, runner, s, corp_bot, runner_bot) for s in SEEDS) > 20


def test_blank_leaves_no_words() -> None:
    g = Game.new("starter:nbn", "starter:criminal", seed=3)
    d = g.decision
    assert d is not None
    b = blank(d)
    assert b.prompt == b.public_prompt == ""
    assert [o.label for o in b.options] == ["", ""]
    assert [o._replace(label="") for o in d.options] == list(b.options)
    v = blank_view(g.view(d.player))
    assert v["decision"]["prompt"] == "" and {o["label"] for o in v["decision"]["options"]} == {""}

"""The heuristic bot: plays like a sensible beginner, from its side's view alone.

It reads only ``game.view(side)`` and the decision's options, plus public card data of cards it
can see (:mod:`netrunner.bots.knowledge`). It keeps a little memory of what it saw itself (the
subroutines it broke during an encounter, the cards it accessed, the server it meant to run).

Corp: ice on HQ and R&D first, then a remote with ice for agendas; advances and scores; rezzes ice
it can afford when the Runner approaches (keeping credits for that); plays its economy; punishes
tags (trashing resources, Scorched Earth on a small grip); bids on traces that matter.

Runner: economy first, an icebreaker for each ice type it meets, runs the servers it can get
through counting the credits it needs (strength boosts plus subroutine breaks) and what it may
find there, steals, trashes assets worth trashing, removes tags the Corp can punish, jacks out
before ice it can't break, and breaks "end the run" and damage subroutines first.

Each side's mind answers with the first of an ordered list of small rules that makes a pick: one
list says which decision it is (``DECIDE``), another what to do with a click (``ACTION_RULES``).
What it knows of particular cards is one table (:mod:`.hints`); what it reads about a decision
(from its structured data: never the words of a prompt or label) is in :mod:`.reads`.

- ``hints``: the per-card table, ``title -> CardHint``; ``reads``: what a decision is about;
- ``common``: shared helpers, the ``Mind`` base, ``Rig`` and ``plan_ice`` (one encounter);
- the Corp: ``corp_facts`` (what it reads from its view), ``corp_turn`` (its clicks), ``corp``
  (which decision it is, and the rest);
- the Runner: ``runner_facts``, ``runs`` (which run, going on, accessing), ``encounters`` (ice),
  ``runner`` (which decision it is, its clicks, and the rest).

>>> import netrunner
>>> from netrunner.bots import HeuristicBot
>>> g = netrunner.Game.new("starter:weyland", "starter:shaper", seed=1)
>>> bot = HeuristicBot()
>>> g.decision.options[0] == bot.choose(g.view("corp"), g.decision)
True
"""

from __future__ import annotations

import random
from typing import Any

from ...engine.decision import Decision, Option
from ..knowledge import reading
from .common import Plan, Rig, View, _n, fallback, plan_ice
from .corp import CorpMind
from .runner import RunnerMind


class HeuristicBot:
    """A sensible beginner for either side (see the module docstring).

    Deterministic: the same views and decisions get the same answers. ``seed`` is taken (and
    kept in ``rng``) so that it is built like every registered bot, ``BOTS[name](seed=...)``.
    """

    name = "heuristic"
    wants_game = False

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)
        self._reset()

    def _reset(self) -> None:
        self.turn = -1
        self.known: dict[int, str] = {}  # Corp card ids seen on access -> title
        # R&D size when its top ``depth`` cards were seen not to be agendas: (size, depth)
        self.rd_known: tuple[int, int] = (-1, 0)
        # the run under way: (server, cards to access, R&D size, Runner's agenda points)
        self.run_info: tuple[str, int, int, int] | None = None
        self.reached = False  # the run got past its last piece of ice
        self.run_target: str | None = None  # the server a run event should go to
        self.enc_ice: int | None = None
        self.enc_broken: set[int] = set()
        self.runs_this_turn: dict[str, int] = {}
        self.last_access_turn = -1

    # ------------------------------------------------------------------ entry point

    def choose(self, observation: Any, decision: Decision) -> Option:
        """The pick for ``decision``, reading cards in the pool of the ruleset the view names."""
        with reading(str(observation.get("ruleset", "anr"))):
            return self._choose(observation, decision)

    def _choose(self, observation: Any, decision: Decision) -> Option:
        opts = decision.options
        view: View = observation
        turn = _n(view.get("turn"))
        if turn < self.turn:
            self._reset()
        if turn != self.turn:
            self.runs_this_turn = {}
        self.turn = turn
        if len(opts) == 1:
            return opts[0]
        if decision.player == "corp":
            pick = CorpMind(self, view, decision).decide()
        else:
            pick = RunnerMind(self, view, decision).decide()
        if pick is None or pick not in opts:
            pick = fallback(opts)
        return pick


__all__ = ["HeuristicBot", "plan_ice", "Rig", "Plan"]

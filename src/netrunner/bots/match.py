"""Playing one bot-vs-bot game: the loop the benchmarks and ``netrunner sim`` share.

>>> from netrunner.bots import play_match
>>> play_match("starter:nbn", "starter:criminal", "random", "random", seed=3)[0] in ("corp", "runner")
True
"""

from __future__ import annotations

from typing import Any

from ..decks import Deck
from ..engine.game import Game
from .base import observation_for


def make_bot(bot: Any, seed: int) -> Any:
    """``bot`` itself, or a new bot of the registered name ``bot`` (``BOTS``) seeded ``seed``."""
    if isinstance(bot, str):
        from . import BOTS

        if bot not in BOTS:
            raise ValueError(f"unknown bot {bot!r}: expected one of {', '.join(sorted(BOTS))}")
        return BOTS[bot](seed=seed)
    return bot


def play_match(
    corp: Deck | str,
    runner: Deck | str,
    corp_bot: Any,
    runner_bot: Any,
    seed: int,
    max_decisions: int = 5000,
) -> tuple[str | None, str, int, int]:
    """Play one game to its end and return ``(winner, reason, decisions, turns)``.

    ``corp`` and ``runner`` are decks as ``Game.new`` takes them (``"starter:<faction>"``,
    decklist text or a ``Deck``). ``corp_bot`` and ``runner_bot`` are bots (anything with
    ``choose(observation, decision)``, see :mod:`netrunner.bots.base`) or names registered in
    ``netrunner.bots.BOTS``; a bot given by name is built with a seed derived from ``seed``
    (``2*seed + 1`` for the Corp, ``2*seed + 2`` for the Runner), so the same arguments always
    give the same game. Each decision is answered by the deciding side's bot, which observes
    ``game.view(side)`` or, if it ``wants_game``, the game itself.

    ``winner`` is ``"corp"``, ``"runner"`` or None when the game did not end within
    ``max_decisions`` decisions (``reason`` is then ``"decision_cap"``); otherwise ``reason`` is
    the game's win reason (``"agenda_points"``, ``"flatline"``, ``"rd_empty"``...). ``decisions``
    counts the choices made; ``turns`` is the game's turn number when it stopped.
    A bot that returns something that is not an option of the decision raises ``IllegalChoice``.
    """
    bots = {
        "corp": make_bot(corp_bot, 2 * seed + 1),
        "runner": make_bot(runner_bot, 2 * seed + 2),
    }
    game = Game.new(corp, runner, seed=seed)
    n = 0
    while True:
        d = game.decision
        if d is None:
            break
        if n >= max_decisions:
            return None, "decision_cap", n, game.turn
        bot = bots[d.player]
        game.choose(bot.choose(observation_for(bot, game, d.player), d))
        n += 1
    return game.winner, game.win_reason or "", n, game.turn


__all__ = ["play_match", "make_bot"]

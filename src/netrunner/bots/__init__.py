"""Bots: anything that, given what its side may see and a decision, picks an option.

>>> import netrunner
>>> from netrunner.bots import RandomBot
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> bot = RandomBot(seed=1)
>>> g.choose(bot.choose(g.view(g.decision.player), g.decision))

``BOTS`` maps a name to a bot class built as ``BOTS[name](seed=...)``; ``play_match`` plays one
game between two bots (see :mod:`netrunner.bots.match`).
"""

from typing import Any

from .base import BaseBot, Bot, observation_for, wants_game
from .heuristic import HeuristicBot
from .match import play_match
from .mcts import MctsBot
from .openspiel_ismcts import OpenSpielIsmctsBot
from .random import RandomBot

#: ``openspiel-ismcts`` is OpenSpiel's own ISMCTS (extra ``netrunner[openspiel]``; OpenSpiel is
#: imported only when one is built).
BOTS: dict[str, Any] = {
    "random": RandomBot,
    "heuristic": HeuristicBot,
    "mcts": MctsBot,
    "openspiel-ismcts": OpenSpielIsmctsBot,
}

__all__ = [
    "Bot",
    "BaseBot",
    "RandomBot",
    "HeuristicBot",
    "MctsBot",
    "OpenSpielIsmctsBot",
    "BOTS",
    "play_match",
    "observation_for",
    "wants_game",
]

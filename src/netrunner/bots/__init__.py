"""Bots: anything that, given what its side may see and a decision, picks an option.

>>> import netrunner
>>> from netrunner.bots import RandomBot
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> bot = RandomBot(seed=1)
>>> g.choose(bot.choose(g.view(g.decision.player), g.decision))
"""

from .base import Bot
from .random import RandomBot

BOTS = {"random": RandomBot}

__all__ = ["Bot", "RandomBot", "BOTS"]

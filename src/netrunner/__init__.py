"""netrunner: a complete, faithful and fast implementation of Android: Netrunner.

>>> import netrunner
>>> game = netrunner.Game.new(corp="starter:jinteki", runner="starter:shaper", seed=7)
>>> game.decision.prompt
'Corp: keep your starting hand or take a mulligan?'
"""

from . import rulesets  # noqa: F401  (registers the rulesets with their card pools)
from .decks import Deck, DeckError
from .engine.carddb import UnknownCard
from .engine.decision import Decision, IllegalChoice, Option
from .engine.game import Game

__all__ = ["Game", "Deck", "DeckError", "Decision", "Option", "IllegalChoice", "UnknownCard"]
__version__ = "0.1.0"

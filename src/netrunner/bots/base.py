"""The bot protocol.

A bot answers decisions: ``choose(observation, decision) -> Option``, returning one of
``decision.options``. What it observes depends on one optional class attribute:

- ``wants_game = False`` (the default, also when the attribute is missing, as for ``RandomBot``):
  ``observation`` is ``game.view(side)``, the JSON-ready dict of exactly what the deciding side
  may see (docs/api.md, "What a player may see"). A bot may add public card data to it of cards
  it can see, read in the pool of the ruleset the view names (``view["ruleset"]``): printed
  numbers and declared behaviour, ``netrunner.bots.knowledge.card_data`` / ``definition`` within
  ``knowledge.reading(view["ruleset"])``.
- ``needs_observation = False``: the bot ignores its observation (``RandomBot``), so runners of
  games may pass None instead of building a view.
- ``wants_game = True`` (search bots): ``observation`` is the :class:`~netrunner.Game` itself. Such
  a bot may only use it through ``game.determinize(side, seed=...)``, which re-deals what its side
  cannot see, and then search on that copy (``clone``/``choose``) as it likes (the ruleset's
  name, public, is ``game.determinizer(side).ruleset``).

Whoever runs games (``netrunner.bots.play_match``, the ``sim`` command) builds the observation
with :func:`observation_for`, so both kinds of bots plug in the same way. Registered bot classes
(``netrunner.bots.BOTS``) take a ``seed`` keyword argument.

>>> import netrunner
>>> from netrunner.bots import RandomBot
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=3)
>>> bot = RandomBot(seed=1)
>>> wants_game(bot)
False
>>> g.choose(bot.choose(observation_for(bot, g, g.decision.player), g.decision))
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Protocol

from ..engine.decision import Decision, Option

if TYPE_CHECKING:
    from ..engine.game import Game


class Bot(Protocol):
    """Picks one option of ``decision`` from ``observation``: ``game.view(side)`` by default, or
    the game itself for a bot whose class sets ``wants_game = True`` (see the module docstring).
    """

    def choose(self, observation: Any, decision: Decision) -> Option: ...


class BaseBot:
    """A convenient base for bots: a name, and ``wants_game = False`` (observes the view)."""

    name: str = "bot"
    wants_game: bool = False

    def choose(self, observation: Any, decision: Decision) -> Option:
        raise NotImplementedError


def wants_game(bot: Any) -> bool:
    """True if ``bot`` observes the Game itself rather than its side's view."""
    return bool(getattr(bot, "wants_game", False))


def observation_for(bot: Any, game: Game, side: str) -> Any:
    """What ``bot``, deciding for ``side``, observes: the game (``wants_game``) or its view
    (or None for a bot whose class sets ``needs_observation = False``, as ``RandomBot`` does:
    building a view costs more than a random choice)."""
    if wants_game(bot):
        return game
    if not getattr(bot, "needs_observation", True):
        return None
    return game.view(side)


__all__ = ["Bot", "BaseBot", "wants_game", "observation_for"]

"""Playing one bot-vs-bot game: the loop the benchmarks and ``netrunner sim`` share.

>>> from netrunner.bots import play_match
>>> play_match("starter:nbn", "starter:criminal", "random", "random", seed=3)[0] in ("corp", "runner")
True
"""

from __future__ import annotations

import inspect
from typing import Any

from ..engine.game import Game
from ..rulesets.anr.decks import Deck
from .base import observation_for


def parse_bot_spec(spec: str) -> tuple[str, dict[str, Any]]:
    """Split a bot spec, ``NAME`` or ``NAME:key=value,key=value``, into the registered name and
    keyword arguments for its class, each converted to the type of that parameter's default.

    >>> parse_bot_spec("mcts:iterations=500,c=0.2")
    ('mcts', {'iterations': 500, 'c': 0.2})
    >>> parse_bot_spec("mcts:prior=none")
    ('mcts', {'prior': None})
    >>> parse_bot_spec("mcts:depth=3")  # doctest: +ELLIPSIS
    Traceback (most recent call last):
    ValueError: bot 'mcts' has no option 'depth': expected one of c, determinizations, ...
    """
    from . import BOTS

    name, _, rest = spec.partition(":")
    name = name.strip()
    if name not in BOTS:
        raise ValueError(f"unknown bot {name!r}: expected one of {', '.join(sorted(BOTS))}")
    params = {
        k: p
        for k, p in inspect.signature(BOTS[name]).parameters.items()
        if k != "seed" and p.kind is inspect.Parameter.POSITIONAL_OR_KEYWORD
    }
    kwargs: dict[str, Any] = {}
    for item in filter(None, (x.strip() for x in rest.split(","))):
        key, eq, raw = item.partition("=")
        key = key.strip().replace("-", "_")
        if key not in params:
            known = ", ".join(sorted(params)) or "none"
            raise ValueError(f"bot {name!r} has no option {key!r}: expected one of {known}")
        if not eq:
            raise ValueError(f"bot option {item!r} needs a value: expected {key}=VALUE")
        kwargs[key] = _convert(name, key, raw.strip(), params[key].default)
    return name, kwargs


def _convert(bot: str, key: str, raw: str, default: Any) -> Any:
    if raw.lower() == "none":
        return None
    try:
        if isinstance(default, bool):
            if raw.lower() not in ("true", "false", "1", "0", "yes", "no"):
                raise ValueError(raw)
            return raw.lower() in ("true", "1", "yes")
        if isinstance(default, int):
            return int(raw)
        if isinstance(default, float) or default is None:
            # None defaults are numeric budgets (time_limit) unless the text is not a number
            try:
                return float(raw)
            except ValueError:
                if isinstance(default, float):
                    raise
                return raw
        if isinstance(default, tuple):
            return tuple(x for x in raw.split("+") if x)
    except ValueError:
        kind = "an integer" if isinstance(default, int) else "a number"
        raise ValueError(f"bot {bot!r} option {key}={raw!r}: expected {kind}") from None
    return raw


def make_bot(bot: Any, seed: int) -> Any:
    """``bot`` itself, or a new bot built from the spec ``bot`` (see ``parse_bot_spec``: a name
    registered in ``BOTS``, with options) seeded ``seed``.

    >>> make_bot("mcts:iterations=50", seed=1).iterations
    50
    """
    if isinstance(bot, str):
        from . import BOTS

        name, kwargs = parse_bot_spec(bot)
        return BOTS[name](seed=seed, **kwargs)
    return bot


def play_match(
    corp: Deck | str,
    runner: Deck | str,
    corp_bot: Any,
    runner_bot: Any,
    seed: int,
    max_decisions: int = 5000,
    ruleset: str = "anr",
    allow_undefined: bool = False,
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
    the game's win reason (``"agenda_points"``, ``"flatline"``, ``"rd_empty"``, ``"card"``...). ``decisions``
    counts the choices made; ``turns`` is the game's turn number when it stopped.
    A bot that returns something that is not an option of the decision raises ``IllegalChoice``.
    ``ruleset`` names the game played (``"classic"``: Netrunner 1996, with its own decks);
    ``allow_undefined`` plays cards with no definition as blanks (see ``Game.new``).
    """
    bots = {
        "corp": make_bot(corp_bot, 2 * seed + 1),
        "runner": make_bot(runner_bot, 2 * seed + 2),
    }
    game = Game.new(corp, runner, seed=seed, ruleset=ruleset, allow_undefined=allow_undefined)
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

"""``netrunner replay FILE``: print a saved game turn by turn: a game of bots (``netrunner sim
--save``) or one played in the terminal (``netrunner play`` saves each as it goes, see
:mod:`netrunner.cli.saves`); both are netrunner replays (``"format": "netrunner-replay"``).

The game is rebuilt with ``Game.replay(corp, runner, seed, choices)`` from the file's decks, seed
and chosen option indices (and a concession, ``"conceded"``: the side that conceded); its public
log is printed under one header per turn, then the result (an unfinished game: how far it went,
and how to continue it). A file that cannot be read, is not a saved game or does not rebuild a
game gives a one-line error (exit 2); a game that rebuilds but ends differently from what the
file records (the engine changed since it was saved) gives a warning after the log (exit 1).
"""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.rule import Rule

from ..engine.carddb import DeckError
from ..engine.decision import IllegalChoice
from ..engine.game import Game
from .console import make_console
from .sim import REPLAY_FORMAT, STALLED

#: what a saved game is, for the errors about a file that is not one
SAVED_BY = "netrunner replay reads the files 'netrunner play' and 'netrunner sim --save' write"
TURN_HEADER = re.compile(r"^--- Turn (\d+): the (Corp|Runner)'s turn begins\. ---$")
REASONS = {
    "agenda_points": "agenda points",
    "flatline": "flatline",
    "rd_empty": "R&D running out",
    "card": "a card's own condition",
    "concede": "concession",
    "bad_publicity": "Bad Publicity points",
}


class BadReplay(ValueError):
    """A replay file that cannot be read or rebuilt; the message says why, on one line."""


def load_replay(path: Path) -> tuple[dict[str, Any], Game]:
    """Read a saved game and rebuild it; raises :class:`BadReplay`."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise BadReplay(f"no such file {str(path)!r}") from None
    except IsADirectoryError:
        raise BadReplay(f"{str(path)!r} is a directory, not a saved game") from None
    except UnicodeDecodeError:
        raise BadReplay(f"{path}: not a saved game (not a text file; {SAVED_BY})") from None
    except OSError as e:
        raise BadReplay(f"cannot read {str(path)!r}: {e.strerror or type(e).__name__}") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as e:
        raise BadReplay(
            f"{path}: not a saved game (not JSON: line {e.lineno}: {e.msg}; {SAVED_BY})"
        ) from None
    except RecursionError:
        raise BadReplay(f"{path}: not a saved game (JSON nested too deep; {SAVED_BY})") from None
    if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
        raise BadReplay(f"{path}: not a saved game (not a netrunner replay; {SAVED_BY})")
    for key, kind in (("corp", str), ("runner", str), ("seed", int), ("choices", list)):
        if not isinstance(data.get(key), kind) or isinstance(data.get(key), bool):
            raise BadReplay(f"{path}: the replay's {key!r} is missing or not {kind.__name__}")
    choices = data["choices"]
    if not all(isinstance(c, int) and not isinstance(c, bool) for c in choices):
        raise BadReplay(f"{path}: the replay's 'choices' must be option indices (integers)")
    conceded = data.get("conceded")
    if conceded is not None and conceded not in ("corp", "runner"):
        raise BadReplay(f"{path}: the replay's 'conceded' must be 'corp' or 'runner'")
    try:
        # the decklist text is read by the game's ruleset (Game.replay -> Ruleset.load_deck)
        game = Game.replay(
            data["corp"],
            data["runner"],
            data["seed"],
            choices,
            ruleset=str(data.get("ruleset", "anr")),
            allow_undefined=data.get("allow_undefined") is True,
        )
    except DeckError as e:
        raise BadReplay(f"{path}: a deck in the replay cannot be read: {e}") from None
    except IllegalChoice as e:
        raise BadReplay(f"{path}: the choices do not replay: {e}") from None
    except ValueError as e:
        raise BadReplay(f"{path}: {e}") from None
    if conceded is not None:
        if game.over:
            raise BadReplay(f"{path}: the replay concedes a game that is already over")
        game.concede(conceded)
    return data, game


def _result_line(game: Game, data: dict[str, Any] | None = None, path: Path | None = None) -> str:
    n = len(game.history)
    if data is not None and data.get("saved_by") == "play" and not game.over:
        again = f"netrunner play --resume {path}" if path is not None else "netrunner play --resume"
        return (
            f"Unfinished: the game stopped after {n} decisions, on turn {game.turn}; "
            f"'{again}' continues it."
        )
    if game.winner is None:
        return f"No winner: the game stopped after {n} decisions, on turn {game.turn}."
    reason = REASONS.get(game.win_reason or "", (game.win_reason or "").replace("_", " "))
    return f"The {game.winner.capitalize()} wins by {reason} on turn {game.turn} ({n} decisions)."


def print_game(
    console: Console, data: dict[str, Any], game: Game, path: Path | None = None
) -> None:
    """The game's log under one header per turn, then its result."""
    decks = game.decks
    who = ""
    if decks is not None:
        who = f"{decks[0].identity} ({data.get('corp_bot', '?')}) vs "
        who += f"{decks[1].identity} ({data.get('runner_bot', '?')}) · "
    console.print(f"[bold]{escape(who)}seed {data['seed']}[/]")
    console.print(Rule("Setup", align="left"))
    for line in game.log:
        m = TURN_HEADER.match(line)
        if m:
            console.print(Rule(f"Turn {m.group(1)} · {m.group(2)}", align="left"))
            continue
        console.print(f"  {escape(line)}")
    console.print(Rule("Result", align="left"))
    console.print(escape(_result_line(game, data, path)))


def replay(
    file: Annotated[
        Path,
        typer.Argument(
            help="A saved game: one played with 'netrunner play' ('netrunner saved' lists "
            "them) or saved by 'netrunner sim --save DIR'."
        ),
    ],
) -> None:
    """Print a saved game's log turn by turn, and its result."""
    err = make_console(stderr=True, soft_wrap=True)
    try:
        data, game = load_replay(file)
    except BadReplay as e:
        err.print(f"[bold red]Error:[/] {escape(str(e))}")
        raise typer.Exit(code=2) from None
    print_game(make_console(soft_wrap=True), data, game, file)
    saved = (data.get("winner"), data.get("reason"))
    if game.over:
        rebuilt: tuple[Any, Any] = (game.winner, game.win_reason)
    else:
        rebuilt = (None, STALLED)
    if "winner" in data and saved != rebuilt:
        err.print(
            f"[bold yellow]Warning:[/] the file records {saved[0] or 'no winner'} "
            f"({saved[1]}), but the rebuilt game gives {rebuilt[0] or 'no winner'} "
            f"({rebuilt[1]}): the engine has changed since it was saved."
        )
        raise typer.Exit(code=1)


__all__ = ["replay", "load_replay", "print_game", "BadReplay"]

"""Games played in the terminal, saved as they go: ``netrunner play`` writes each game to the
user's data folder after every choice, ``netrunner play --resume [FILE]`` continues one,
``netrunner saved`` lists them and ``netrunner replay FILE`` prints one.

The folder is ``$NETRUNNER_DATA_DIR/games`` when that variable is set, else ``games`` in the
user's data folder (``platformdirs.user_data_path("netrunner")``: ``~/.local/share/netrunner`` on
Linux). A game's file is ``<started>-<id>.json``: a netrunner replay (``"format":
"netrunner-replay"``, the format ``netrunner sim --save`` writes, :func:`record`), with the
decks as decklist text, the seed, the ruleset, ``allow_undefined``, the sides people play
(``humans``) and the bot's spec, and every choice so far as an option index. It is rewritten
whole (a temporary file, then a rename: never half written) after each choice and take-back;
``finished`` becomes true, with ``winner`` and ``reason``, when the game ends.

>>> import netrunner, tempfile
>>> from pathlib import Path
>>> game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
>>> save = GameSave.create(game, ["runner"], "random", directory=Path(tempfile.mkdtemp()))
>>> game.choose(0)
>>> save.write(game, [0])
>>> data = json.loads(save.path.read_text())
>>> data["format"], data["choices"], data["finished"], data["humans"], data["corp_bot"]
('netrunner-replay', [0], False, ['runner'], 'random')
"""

from __future__ import annotations

import json
import os
import secrets
import time
from collections.abc import Collection, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from ..engine.game import Game
from .sim import REPLAY_FORMAT, REPLAY_VERSION

#: the environment variable naming the data folder (tests point it at a temporary one)
DATA_DIR_ENV = "NETRUNNER_DATA_DIR"
SIDES = ("corp", "runner")
#: how a file names the side a person plays (``corp_bot``/``runner_bot``)
HUMAN = "human"


def data_dir() -> Path:
    """``$NETRUNNER_DATA_DIR``, else the user's data folder for netrunner."""
    env = os.environ.get(DATA_DIR_ENV)
    if env:
        return Path(env).expanduser()
    from platformdirs import user_data_path

    return user_data_path("netrunner")


def games_dir() -> Path:
    """The folder of the saved terminal games (not created here)."""
    return data_dir() / "games"


class NotASavedGame(ValueError):
    """A file that is not a saved game to continue; the message says why, on one line."""


def _now() -> str:
    """The local time to the millisecond (the listing's order: the most recently played first)."""
    return datetime.now().isoformat(timespec="milliseconds")


@dataclass
class GameSave:
    """Where a terminal game is saved and what its file records besides the choices.

    ``corp``/``runner``: the decks as decklist text (what ``Game.replay`` reads back);
    ``given``: the decks as the command line named them (``starter:jinteki``, a file's path).
    """

    path: Path
    corp: str
    runner: str
    seed: int
    ruleset: str
    allow_undefined: bool
    humans: tuple[str, ...]
    bot: str | None
    given: tuple[str, str] = ("", "")
    names: tuple[str, str] = ("", "")
    every_prompt: bool = False
    started: str = field(default_factory=_now)

    @classmethod
    def create(
        cls,
        game: Game,
        humans: Collection[str],
        bot: str | None,
        *,
        given: tuple[str, str] = ("", ""),
        directory: Path | None = None,
        every_prompt: bool = False,
        allow_undefined: bool = False,
        names: tuple[str, str] | None = None,
    ) -> GameSave:
        """The save of a new ``game`` (built from decks: ``game.decks``), in ``directory``
        (default :func:`games_dir`) under a new name; ``names``: how to name the two decks
        (default: their identities). Nothing is written yet."""
        decks = game.decks
        if decks is None:
            raise ValueError("only a game built from two decks can be saved")
        stamp = time.strftime("%Y%m%d-%H%M%S")
        folder = directory if directory is not None else games_dir()
        return cls(
            path=folder / f"{stamp}-{secrets.token_hex(3)}.json",
            corp=decks[0].to_text(),
            runner=decks[1].to_text(),
            seed=game.seed,
            ruleset=game.ruleset.name,
            allow_undefined=allow_undefined,
            humans=tuple(s for s in SIDES if s in humans),
            bot=bot if len(humans) < 2 else None,
            given=given,
            names=names or (_name(decks[0]), _name(decks[1])),
            every_prompt=every_prompt,
        )

    @classmethod
    def from_record(cls, path: Path, data: dict[str, Any]) -> GameSave:
        """The save a file recorded (read by :func:`open_saved`), to go on writing it."""
        return cls(
            path=path,
            corp=data["corp"],
            runner=data["runner"],
            seed=data["seed"],
            ruleset=str(data.get("ruleset", "anr")),
            allow_undefined=data.get("allow_undefined") is True,
            humans=tuple(data["humans"]),
            bot=data.get("bot"),
            given=(str(data.get("corp_deck", "")), str(data.get("runner_deck", ""))),
            names=(str(data.get("corp_name", "")), str(data.get("runner_name", ""))),
            every_prompt=data.get("every_prompt") is True,
            started=str(data.get("started", _now())),
        )

    def record(self, game: Game, choices: Sequence[int]) -> dict[str, Any]:
        """The file's content for ``game`` after ``choices`` (option indices, in order)."""
        who = {s: HUMAN if s in self.humans else (self.bot or "?") for s in SIDES}
        out: dict[str, Any] = {
            "format": REPLAY_FORMAT,
            "version": REPLAY_VERSION,
            "saved_by": "play",
            "corp": self.corp,
            "runner": self.runner,
            "seed": self.seed,
            "ruleset": self.ruleset,
            "allow_undefined": self.allow_undefined,
            "corp_bot": who["corp"],
            "runner_bot": who["runner"],
            "humans": list(self.humans),
            "bot": self.bot,
            "every_prompt": self.every_prompt,
            "corp_deck": self.given[0],
            "runner_deck": self.given[1],
            "corp_name": self.names[0],
            "runner_name": self.names[1],
            "started": self.started,
            "updated": _now(),
            "choices": list(choices),
            "decisions": len(choices),
            "turns": game.turn,
            "finished": game.over,
        }
        if game.over:
            out["winner"] = game.winner
            out["reason"] = game.win_reason or ""
            if game.win_reason == "concede" and game.winner in SIDES:
                out["conceded"] = "runner" if game.winner == "corp" else "corp"
        return out

    def write(self, game: Game, choices: Sequence[int]) -> None:
        """Write the file whole: a temporary file beside it, then a rename (raises
        ``OSError`` when the folder cannot be written)."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        tmp = self.path.with_name(f".{self.path.name}.tmp")
        tmp.write_text(json.dumps(self.record(game, choices)) + "\n", encoding="utf-8")
        os.replace(tmp, self.path)


def _name(deck: Any) -> str:
    return str(getattr(deck, "identity", None) or getattr(deck, "name", "") or "a deck")


# ------------------------------------------------------------------------------ finding them


@dataclass(frozen=True)
class SavedEntry:
    """One saved game as :func:`saved_games` lists it (read from its JSON, not rebuilt)."""

    path: Path
    updated: str
    ruleset: str
    corp: str
    runner: str
    humans: tuple[str, ...]
    bot: str | None
    turns: int
    decisions: int
    finished: bool
    winner: str | None
    reason: str


def _entry(path: Path) -> SavedEntry | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError):
        return None
    if not isinstance(data, dict) or data.get("format") != REPLAY_FORMAT:
        return None
    if data.get("saved_by") != "play" or not isinstance(data.get("humans"), list):
        return None
    try:
        return SavedEntry(
            path=path,
            updated=str(data.get("updated", "")),
            ruleset=str(data.get("ruleset", "anr")),
            corp=str(data.get("corp_name") or "?"),
            runner=str(data.get("runner_name") or "?"),
            humans=tuple(str(s) for s in data["humans"]),
            bot=data.get("bot") if isinstance(data.get("bot"), str) else None,
            turns=int(data.get("turns", 0)),
            decisions=len(data.get("choices") or ()),
            finished=data.get("finished") is True,
            winner=data.get("winner") if isinstance(data.get("winner"), str) else None,
            reason=str(data.get("reason", "")),
        )
    except (TypeError, ValueError):
        return None


def saved_games(directory: Path | None = None) -> list[SavedEntry]:
    """The saved terminal games in ``directory`` (default :func:`games_dir`), the most recently
    played first; files that are not saved games are left out."""
    folder = directory if directory is not None else games_dir()
    if not folder.is_dir():
        return []
    found = [e for p in folder.glob("*.json") if (e := _entry(p)) is not None]
    return sorted(found, key=lambda e: (e.updated, e.path.name), reverse=True)


def resolve(file: Path | None, directory: Path | None = None) -> Path:
    """The file ``--resume`` continues: ``file`` as given (or the name of a file in the saved
    games' folder), else the most recently played unfinished game; raises
    :class:`NotASavedGame` when there is none."""
    folder = directory if directory is not None else games_dir()
    if file is None:
        for e in saved_games(folder):
            if not e.finished:
                return e.path
        raise NotASavedGame(
            f"no unfinished saved game in {folder}: 'netrunner play' starts one "
            "('netrunner saved' lists the saved games)"
        )
    if not file.exists() and (folder / file).is_file():
        return folder / file
    return file


@dataclass
class Resumed:
    """A saved game rebuilt to go on: the game at its last saved choice, its save (written
    on from there), and the file's record."""

    game: Game
    save: GameSave
    data: dict[str, Any]
    choices: list[int]


def open_saved(path: Path) -> Resumed:
    """Rebuild the unfinished game saved in ``path``; raises :class:`NotASavedGame` saying why
    not (not a saved game, a game of bots, a finished game)."""
    from .replay import BadReplay, load_replay

    try:
        data, game = load_replay(path)
    except BadReplay as e:
        raise NotASavedGame(str(e)) from None
    humans = data.get("humans")
    if (
        data.get("saved_by") != "play"
        or not isinstance(humans, list)
        or not humans
        or not set(humans) <= set(SIDES)
    ):
        raise NotASavedGame(
            f"{path}: a game of bots (saved by 'netrunner sim --save'), not one to resume: "
            f"'netrunner replay {path}' prints it"
        )
    bot = data.get("bot")
    if len(humans) < 2 and not isinstance(bot, str):
        raise NotASavedGame(f"{path}: the saved game does not say which bot plays the other side")
    if data.get("finished") is True or game.over:
        raise NotASavedGame(f"{path}: that game is over: 'netrunner replay {path}' prints it")
    return Resumed(game, GameSave.from_record(path, data), data, list(data["choices"]))


__all__ = [
    "DATA_DIR_ENV",
    "GameSave",
    "NotASavedGame",
    "Resumed",
    "SavedEntry",
    "data_dir",
    "games_dir",
    "open_saved",
    "resolve",
    "saved_games",
]

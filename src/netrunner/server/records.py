"""What the game service hands out and raises: its errors (each with the protocol's error
code), seats, summaries, states and bot jobs, as frozen records (:mod:`netrunner.server.service`
makes them; ``service`` re-exports every name).

>>> UnknownGame("no game 'x'").code
'unknown_game'
"""

from __future__ import annotations

import hashlib
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from .clock import Clock


class ServiceError(Exception):
    """A request the service refuses: ``code`` (a word a client can read) and a message saying
    what was expected. Nothing has changed when it is raised."""

    code = "error"

    def __init__(self, message: str, *, problems: list[str] | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.problems = problems or []


class UnknownGame(ServiceError):
    code = "unknown_game"


class BadToken(ServiceError):
    code = "bad_token"


class BadRequest(ServiceError):
    code = "bad_request"


class BadDeck(ServiceError):
    code = "bad_deck"


class SeatTaken(ServiceError):
    code = "seat_taken"


class NotStarted(ServiceError):
    code = "not_started"


class NotYourDecision(ServiceError):
    code = "not_your_decision"


class StaleSeq(ServiceError):
    code = "stale_seq"


class OptionOutOfRange(ServiceError):
    code = "option_out_of_range"


class GameOver(ServiceError):
    code = "game_over"


class SpectatorCannotAct(ServiceError):
    code = "spectator_cannot_act"


class NothingToUndo(ServiceError):
    """A take-back asked of a seat that has made no decision in the game."""

    code = "nothing_to_undo"


class UndoNotAllowed(ServiceError):
    """A take-back the rule refuses (the other side answered since, or the seat saw a new card
    since): the message says which."""

    code = "undo_not_allowed"


class NoUndoRequest(ServiceError):
    """An answer to a take-back request when there is none for that seat to answer."""

    code = "no_undo_request"


class NotFinished(ServiceError):
    code = "not_finished"


class GameCancelled(ServiceError):
    """The game was cancelled while it waited for a friend: nothing can happen in it."""

    code = "game_cancelled"


def hash_token(token: str) -> str:
    """The sha256 (hex) of a seat's token: what the database keeps."""
    return hashlib.sha256(token.encode()).hexdigest()


@dataclass(frozen=True)
class SeatGrant:
    """A seat given to a player: the game, the side, and the secret token that acts for it."""

    game_id: str
    seat: str
    token: str


@dataclass(frozen=True)
class SeatInfo:
    kind: str | None  # "human", "bot", or None while the seat is free
    bot: str | None
    name: str | None


@dataclass(frozen=True)
class Summary:
    """What anyone may know of a game without a seat."""

    game_id: str
    ruleset: str
    status: str
    created_at: datetime
    updated_at: datetime
    version: int
    seats: dict[str, SeatInfo]
    winner: str | None
    win_reason: str | None
    #: the turn the game has reached (None: not known, a game stored before it was kept)
    turn: int | None = None
    #: the game's clock (None: the game has none)
    clock: Clock | None = None

    @property
    def bots(self) -> tuple[str, ...]:
        """The sides a bot plays."""
        return tuple(side for side, seat in self.seats.items() if seat.kind == "bot")

    def public_clock(self, t: datetime) -> dict[str, Any] | None:
        """The clock as every seat is told it at ``t`` (None: the game has no clock)."""
        return None if self.clock is None else self.clock.public(t, self.bots)


@dataclass(frozen=True)
class ChatLine:
    id: int
    seat: str
    name: str
    text: str
    time: datetime


@dataclass(frozen=True)
class UndoState:
    """What a seat may take back, and the take-back asked for in a game between two people."""

    #: how many of its own decisions the seat may take back now (0: none)
    can: int = 0
    #: why it may take back none, a sentence (None when ``can`` or for a spectator)
    why_not: str | None = None
    #: the take-back asked for and not yet answered: ``{"side", "decisions"}``
    request: dict[str, Any] | None = None
    #: the take-back the other side refused, while the game has not moved on since
    refused: dict[str, Any] | None = None
    #: how many take-backs were made in the game (the log changed before its end each time)
    rewinds: int = 0


@dataclass(frozen=True)
class State:
    """A seat's picture of a game: ``version`` (the game's sequence number), its view (None while
    the game waits for a friend), the public log and who sits where."""

    summary: Summary
    view: dict[str, Any] | None
    log: list[str]
    #: chat lines newer than the ``chat_after`` asked for
    chat: list[ChatLine] = field(default_factory=list)
    undo: UndoState = field(default_factory=UndoState)

    @property
    def version(self) -> int:
        return self.summary.version


@dataclass(frozen=True)
class BotJob:
    """Everything a worker needs to pick a bot's move (see :mod:`netrunner.server.bots`)."""

    game_id: str
    ruleset: str
    corp_deck: str
    runner_deck: str
    seed: int
    choices: tuple[int, ...]
    side: str
    bot: str
    #: the game's version to answer (None: ``len(choices)``, a game with no take-back)
    seq: int | None = None

    @property
    def version(self) -> int:
        """The ``seq`` the bot's move answers."""
        return self.seq if self.seq is not None else len(self.choices)

"""Every message of the game WebSocket and every HTTP request and response body, as pydantic
models: ``docs/protocol.md`` shows each with a JSON example.

>>> parse_client_message('{"type": "choose", "seq": 3, "option": 1}')
Choose(type='choose', seq=3, option=1)
>>> try:
...     parse_client_message('{"type": "dance"}')
... except ProtocolError as e:
...     print(e.code)
unknown_type
"""

from __future__ import annotations

import json
from datetime import datetime
from typing import Annotated, Any, Literal

from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    StrictBool,
    StrictInt,
    StrictStr,
    TypeAdapter,
    ValidationError,
)

#: the largest WebSocket message a client may send, in bytes (UTF-8)
MAX_MESSAGE_BYTES = 4096
#: the deepest a client message's JSON may nest arrays and objects
MAX_DEPTH = 16
#: messages a connection may send per second (on average; bursts up to this many)
RATE_PER_SECOND = 20
PROTOCOL_VERSION = 1

Side = Literal["corp", "runner"]
Seat = Literal["corp", "runner", "spectator"]


class _Message(BaseModel):
    model_config = ConfigDict(extra="forbid")


# ---------------------------------------------------------------------- client -> server


class Hello(_Message):
    """The first message of a connection: the seat's token, or null to watch."""

    type: Literal["hello"]
    token: StrictStr | None = None
    name: StrictStr | None = Field(default=None, max_length=40)


class Choose(_Message):
    """Answer the decision of sequence number ``seq`` with option index ``option``."""

    type: Literal["choose"]
    seq: StrictInt
    option: StrictInt


class Chat(_Message):
    type: Literal["chat"]
    text: StrictStr = Field(min_length=1, max_length=500)


class Concede(_Message):
    type: Literal["concede"]


class Sync(_Message):
    """Ask for the full state again."""

    type: Literal["sync"]


class Ping(_Message):
    type: Literal["ping"]


class Undo(_Message):
    """Take back the seat's last ``decisions`` decisions, the game being at version ``seq``
    (against a bot at once; between two people, ask the other)."""

    type: Literal["undo"]
    seq: StrictInt
    decisions: StrictInt = Field(default=1, ge=1, le=1000)


class UndoAnswer(_Message):
    """Accept or refuse the other side's take-back request."""

    type: Literal["undo_answer"]
    accept: StrictBool


ClientMessage = Annotated[
    Hello | Choose | Chat | Concede | Sync | Ping | Undo | UndoAnswer, Field(discriminator="type")
]
_CLIENT = TypeAdapter(ClientMessage)
CLIENT_TYPES = ("hello", "choose", "chat", "concede", "sync", "ping", "undo", "undo_answer")
AnyClientMessage = Hello | Choose | Chat | Concede | Sync | Ping | Undo | UndoAnswer


class ProtocolError(Exception):
    """A client message that cannot be read: ``code`` and a message saying what was expected."""

    def __init__(self, code: str, message: str) -> None:
        super().__init__(message)
        self.code = code
        self.message = message


def json_depth(raw: bytes) -> int:
    """How deep the arrays and objects of JSON text ``raw`` nest (brackets inside strings do
    not count), read without parsing it: a bound on the parser's work.

    >>> json_depth(b'{"type": "chat", "text": "[[["}'), json_depth(b"[[[]]]")
    (1, 3)
    """
    depth = deepest = 0
    in_string = escaped = False
    for b in raw:
        if in_string:
            if escaped:
                escaped = False
            elif b == 0x5C:  # backslash
                escaped = True
            elif b == 0x22:  # quote
                in_string = False
        elif b == 0x22:
            in_string = True
        elif b in (0x5B, 0x7B):  # [ {
            depth += 1
            deepest = max(deepest, depth)
        elif b in (0x5D, 0x7D):  # ] }
            depth -= 1
    return deepest


def parse_client_message(text: str | bytes) -> AnyClientMessage:
    """Read one client message, or raise :class:`ProtocolError` (``message_too_large``,
    ``bad_json``, ``unknown_type``, ``invalid_message``)."""
    raw = text.encode() if isinstance(text, str) else text
    if len(raw) > MAX_MESSAGE_BYTES:
        raise ProtocolError(
            "message_too_large",
            f"a message is at most {MAX_MESSAGE_BYTES} bytes; this one has {len(raw)}",
        )
    if json_depth(raw) > MAX_DEPTH:
        raise ProtocolError(
            "invalid_message",
            f"the message nests arrays and objects more than {MAX_DEPTH} deep: expected a flat"
            " JSON object",
        )
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeDecodeError, RecursionError):
        raise ProtocolError("bad_json", "the message is not JSON: expected a JSON object") from None
    if not isinstance(data, dict):
        raise ProtocolError("invalid_message", 'expected a JSON object with a "type" field')
    if data.get("type") not in CLIENT_TYPES:
        raise ProtocolError(
            "unknown_type",
            f"unknown message type {data.get('type')!r}: expected one of {', '.join(CLIENT_TYPES)}",
        )
    try:
        return _CLIENT.validate_python(data)
    except ValidationError as e:
        problems = "; ".join(
            f"{'.'.join(str(x) for x in err['loc'][1:]) or 'message'}: {err['msg']}"
            for err in e.errors()
        )
        raise ProtocolError("invalid_message", f"a {data['type']} message: {problems}") from None


# ---------------------------------------------------------------------- server -> client


class SeatModel(BaseModel):
    """Who sits at a side: ``kind`` is ``human``, ``bot`` or null while the seat is free."""

    kind: Literal["human", "bot"] | None
    bot: str | None = None
    name: str | None = None


class UndoRequestModel(BaseModel):
    """A take-back asked for: the side that asks and how many of its decisions."""

    side: Side
    decisions: int


class ChatLineModel(BaseModel):
    id: int
    seat: Seat
    name: str
    text: str
    time: datetime


class ClockModel(BaseModel):
    """The game clock: each side's seconds left (null for a bot's side: a bot has no clock) and
    the side whose time runs now (null: nobody's, e.g. while a bot decides or once it is over)."""

    corp: float | None
    runner: float | None
    running: Side | None = None


class Welcome(BaseModel):
    type: Literal["welcome"] = "welcome"
    game_id: str
    seat: Seat
    protocol: int = PROTOCOL_VERSION


class StateMessage(BaseModel):
    """The game as the connection's seat sees it. ``full``: the whole log and chat (after
    ``hello`` and ``sync``); otherwise only the log lines from ``log_start`` and new chat."""

    type: Literal["state"] = "state"
    full: bool
    seq: int
    status: Literal["waiting", "active", "over", "cancelled"]
    seats: dict[Side, SeatModel]
    view: dict[str, Any] | None
    log_start: int
    log: list[str]
    chat: list[ChatLineModel]
    winner: Side | None = None
    win_reason: str | None = None
    #: the game clock as of this message (null: the game has no clock)
    clock: ClockModel | None = None
    #: how many of its own decisions this seat may take back now (0: none; spectators 0)
    can_undo: int = 0
    #: why this seat may take back none, a sentence (null when it may, and for spectators)
    undo_why_not: str | None = None
    #: the take-back a side asked for, not answered yet (a game between two people)
    undo_request: UndoRequestModel | None = None
    #: the take-back the other side refused, until the game moves on
    undo_refused: UndoRequestModel | None = None


class ErrorMessage(BaseModel):
    type: Literal["error"] = "error"
    code: str
    message: str


class Pong(BaseModel):
    type: Literal["pong"] = "pong"


# ---------------------------------------------------------------------- HTTP bodies


class RulesetInfo(BaseModel):
    name: str
    title: str
    starters: dict[Side, list[str]]
    default_decks: dict[Side, str]
    #: each starter's name for people ("starter:nbn": "NBN (starter)")
    deck_names: dict[str, str] = {}


class DeckCheck(_Message):
    ruleset: StrictStr = "anr"
    side: Side
    deck: StrictStr = Field(max_length=20_000)


class DeckCard(BaseModel):
    """One line of a checked deck: how many, the card, its type and its set."""

    count: int
    title: str
    type: str
    set: str


class DeckCheckResult(BaseModel):
    ok: bool
    problems: list[str]
    #: the deck's cards with their sets (empty when it cannot be read)
    cards: list[DeckCard] = []


class CreateGame(_Message):
    ruleset: StrictStr = "anr"
    side: Side
    deck: StrictStr = Field(max_length=20_000)
    opponent: Literal["bot", "friend"]
    bot: Literal["random", "heuristic", "mcts"] = "heuristic"
    bot_deck: StrictStr | None = Field(default=None, max_length=20_000)
    name: StrictStr | None = Field(default=None, max_length=40)
    #: each side's thinking time in minutes (null: no clock)
    clock_minutes: StrictInt | None = Field(default=None, ge=1, le=180)


class JoinGame(_Message):
    deck: StrictStr = Field(max_length=20_000)
    name: StrictStr | None = Field(default=None, max_length=40)


class SeatGranted(BaseModel):
    """A seat and its secret token: keep the token, it is shown once."""

    game_id: str
    seat: Side
    token: str
    join_link: str | None = None
    watch_link: str


class GameSummaryModel(BaseModel):
    game_id: str
    ruleset: str
    status: Literal["waiting", "active", "over", "cancelled"]
    created_at: datetime
    updated_at: datetime
    seq: int
    seats: dict[Side, SeatModel]
    winner: Side | None = None
    win_reason: str | None = None
    join_link: str | None = None
    watch_link: str
    #: the replay page, once the game is over (null before)
    replay_link: str | None = None
    #: the turn the game has reached (null for a game stored before the server kept it)
    turn: int | None = None
    #: each side's thinking time in minutes (null: no clock)
    clock_minutes: int | None = None


class GameList(BaseModel):
    waiting: list[GameSummaryModel]
    active: list[GameSummaryModel]
    finished: list[GameSummaryModel] = []


class ReplayStep(BaseModel):
    game_id: str
    seat: Seat
    step: int
    steps: int
    view: dict[str, Any]
    log: list[str]
    winner: Side | None = None
    win_reason: str | None = None


class ErrorBody(BaseModel):
    """An HTTP error: a code, a sentence saying what was expected, and a deck's problems."""

    code: str
    message: str
    problems: list[str] = []


__all__ = [
    "Hello",
    "Choose",
    "Chat",
    "Concede",
    "Sync",
    "Ping",
    "Undo",
    "UndoAnswer",
    "UndoRequestModel",
    "ClientMessage",
    "ProtocolError",
    "parse_client_message",
    "Welcome",
    "StateMessage",
    "ErrorMessage",
    "Pong",
    "SeatModel",
    "ChatLineModel",
    "ClockModel",
    "RulesetInfo",
    "DeckCheck",
    "DeckCheckResult",
    "CreateGame",
    "JoinGame",
    "SeatGranted",
    "GameSummaryModel",
    "GameList",
    "ReplayStep",
    "ErrorBody",
    "MAX_MESSAGE_BYTES",
    "RATE_PER_SECOND",
]

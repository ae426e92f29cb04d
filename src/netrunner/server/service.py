"""The game service: games created, joined, played, conceded, chatted in and read, with no
HTTP in it. Games live in the database (decks, seed, choices); each process keeps a cache of
live :class:`~netrunner.Game` objects, rebuilt by ``Game.replay`` when missing and brought up
to date when the database is ahead (another process wrote).

>>> from netrunner.server.db import open_database
>>> svc = GameService(open_database("sqlite://"))
>>> me = svc.create_game(ruleset="anr", side="corp", deck="starter:jinteki", opponent="friend")
>>> svc.summary(me.game_id).status
'waiting'
>>> friend = svc.join(me.game_id, deck="starter:shaper")
>>> friend.seat, svc.seat_of(me.game_id, me.token)
('runner', 'corp')
>>> svc.choose(me.game_id, "corp", seq=0, option=0).version
1
"""

from __future__ import annotations

import hmac
import random
import secrets
import threading
import zlib
from collections import OrderedDict
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from datetime import UTC, datetime, timedelta
from typing import Any

from sqlalchemy import Table, bindparam, func, select, update

from ..engine.carddb import DeckError
from ..engine.decision import IllegalChoice
from ..engine.game import WHO, Game
from ..engine.ruleset import get_ruleset
from ..engine.undo import why_not
from .clock import MAX_MINUTES, Clock, clock_of, who_runs
from .db import ChatRow, Database, GameRow, now
from .records import (
    BadDeck,
    BadRequest,
    BadToken,
    BotJob,
    ChatLine,
    GameCancelled,
    GameOver,
    NotFinished,
    NothingToUndo,
    NotStarted,
    NotYourDecision,
    NoUndoRequest,
    OptionOutOfRange,
    SeatGrant,
    SeatInfo,
    SeatTaken,
    ServiceError,
    SpectatorCannotAct,
    StaleSeq,
    State,
    Summary,
    UndoNotAllowed,
    UndoState,
    UnknownGame,
    hash_token,
)
from .rulesets import RULESETS
from .takebacks import decisions_words, opponent_words, side_words, with_takebacks

SIDES = ("corp", "runner")
SPECTATOR = "spectator"
OTHER = {"corp": "runner", "runner": "corp"}
#: the bots a seat may be given
BOT_NAMES = ("random", "heuristic", "mcts")
MAX_NAME = 40
MAX_CHAT = 500
MAX_DECK = 20_000
#: the most cards a deck the server plays may hold: a limit of the server, not a rule of either
#: game (the 1996 game sets no largest deck), well above any real deck (45 to 60 cards)
MAX_DECK_CARDS = 250
#: live games kept per process (least recently used dropped first)
CACHE_SIZE = 1000
LOCK_STRIPES = 256
#: the lobby lists games waiting for a friend and games in progress changed this recently
RECENT = timedelta(hours=24)
#: the finished games the lobby lists, most recently finished first
FINISHED_LISTED = 20


@dataclass
class _Live:
    game: Game
    version: int
    conceded: str | None = None
    #: the side whose clock ran out, once applied to ``game``
    timed_out: str | None = None
    #: the option indices chosen so far (the database's ``choices`` as of ``version``)
    choices: list[int] = field(default_factory=list)


_GAMES: Table = GameRow.__table__  # type: ignore[assignment]
_CHATS: Table = ChatRow.__table__  # type: ignore[assignment]
#: a game's row without its choices: what reading a game needs when this process's live game is
#: current (the choices can be long; the live game has them)
_HEAD_ALL = select(*[c for c in _GAMES.c if c.name != "choices"])
_HEAD = _HEAD_ALL.where(_GAMES.c.id == bindparam("game_id"))
#: the head and the id of the game's last chat line (None: no chat yet), for a seat's state
_STATE_HEAD = _HEAD.add_columns(
    select(func.max(_CHATS.c.id))
    .where(_CHATS.c.game_id == _GAMES.c.id)
    .scalar_subquery()
    .label("last_chat")
)
_CHAT_AFTER = (
    select(_CHATS)
    .where(_CHATS.c.game_id == bindparam("game_id"), _CHATS.c.id > bindparam("after"))
    .order_by(_CHATS.c.id)
)


def _utc(t: datetime) -> datetime:
    """``t`` as UTC (SQLite gives back the times it stored without their zone)."""
    return t if t.tzinfo is not None else t.replace(tzinfo=UTC)


def _clock_after(clock: Clock | None, summary: Summary, g: Game, t: datetime) -> Clock | None:
    """``clock`` after ``g`` changed at ``t`` (a choice, a take-back): the time of the side that
    now decides runs, unless it is a bot's (None: the game has no clock)."""
    if clock is None:
        return None
    kinds = {side: seat.kind for side, seat in summary.seats.items()}
    return clock.switch(t, who_runs(g, kinds))


def _clean_name(name: str | None, side: str) -> str:
    name = " ".join((name or "").split())[:MAX_NAME]
    return name or {"corp": "Corp", "runner": "Runner"}.get(side, "Spectator")


class GameService:
    """Games through the database, with a per-process cache of live games. Thread-safe: each
    game is changed under its own lock, and every write is ``WHERE version = :v``."""

    def __init__(
        self,
        db: Database,
        *,
        cache_size: int = CACHE_SIZE,
        seeds: random.Random | None = None,
        clock: Callable[[], datetime] | None = None,
    ) -> None:
        self.db = db
        #: the time now (UTC): what game clocks and ``updated_at`` read; tests give their own
        self.now: Callable[[], datetime] = clock or now
        #: called with a game's id when this service declared a side out of time (from any
        #: call that found the clock run out): the server tells the game's connections
        self.on_time_out: Callable[[str], None] | None = None
        #: where new games' seeds come from: unpredictable, since a seed tells the shuffles
        self.seeds = seeds if seeds is not None else secrets.SystemRandom()
        self._seeds_lock = threading.Lock()
        self.cache_size = cache_size
        self._cache: OrderedDict[str, _Live] = OrderedDict()
        self._cache_lock = threading.Lock()
        # games are changed under one of a fixed set of locks (two games may share one)
        self._game_locks = [threading.Lock() for _ in range(LOCK_STRIPES)]

    # ------------------------------------------------------------------ decks

    def check_deck(self, ruleset: str, side: str, deck: str) -> list[str]:
        """The problems of ``deck`` (decklist text or ``starter:<name>``) for ``side`` of
        ``ruleset``: one sentence each, empty when the deck is legal."""
        rs = self._ruleset(ruleset)
        if side not in SIDES:
            raise BadRequest(f"expected side 'corp' or 'runner', got {side!r}")
        if not deck.strip():
            return ["the deck is empty: expected decklist text or starter:<faction>"]
        if len(deck) > MAX_DECK:
            return [f"the decklist is longer than {MAX_DECK} characters"]
        try:
            loaded = rs.load_deck(deck, side)
        except DeckError as e:  # every problem of the list's lines, then the rules' on the rest
            rules = []
            if e.deck is not None and e.deck.side == side and len(e.deck) <= MAX_DECK_CARDS:
                rules = e.deck.validate(unknown_titles=False)
            return [*e.problems, *rules]
        except (ValueError, KeyError) as e:
            return [str(e.args[0]) if e.args else str(e)]
        if loaded.side != side:
            return [f"this is a {loaded.side} deck: expected a {side} deck"]
        if len(loaded) > MAX_DECK_CARDS:  # before anything counts its cards one by one
            return [
                f"the deck has {len(loaded)} cards: this server plays decks of at most "
                f"{MAX_DECK_CARDS} cards (a limit of the server, not a rule of the game)"
            ]
        return list(rs.validate_deck(loaded))

    def _require_deck(self, ruleset: str, side: str, deck: str) -> str:
        problems = self.check_deck(ruleset, side, deck)
        if problems:
            raise BadDeck(
                f"the {side} deck is not legal: " + "; ".join(problems), problems=problems
            )
        return deck.strip() if deck.strip().lower().startswith("starter:") else deck

    def _ruleset(self, name: str) -> Any:
        if name not in RULESETS:
            raise BadRequest(f"unknown ruleset {name!r}: expected one of {', '.join(RULESETS)}")
        return get_ruleset(name)

    # ------------------------------------------------------------------ creating and joining

    def create_game(
        self,
        *,
        ruleset: str,
        side: str,
        deck: str,
        opponent: str,
        bot: str | None = None,
        bot_deck: str | None = None,
        name: str | None = None,
        seed: int | None = None,
        clock_minutes: int | None = None,
    ) -> SeatGrant:
        """A new game with its creator at ``side`` playing ``deck``; ``opponent`` is ``"bot"``
        (``bot`` names it; ``bot_deck`` or the ruleset's default deck) or ``"friend"`` (the
        game waits until someone joins). ``clock_minutes``: each side's thinking time (None:
        no clock; a bot's time never runs)."""
        self._ruleset(ruleset)
        if side not in SIDES:
            raise BadRequest(f"expected side 'corp' or 'runner', got {side!r}")
        if clock_minutes is not None and (
            isinstance(clock_minutes, bool) or not 1 <= clock_minutes <= MAX_MINUTES
        ):
            raise BadRequest(
                f"a clock of {clock_minutes!r} minutes: expected 1 to {MAX_MINUTES} minutes a"
                " side, or none"
            )
        deck = self._require_deck(ruleset, side, deck)
        other = OTHER[side]
        token = secrets.token_urlsafe(24)
        row = GameRow(
            id=secrets.token_urlsafe(8),
            ruleset=ruleset,
            status="waiting",
            seed=seed if seed is not None else self._new_seed(),
            choices=[],
            version=0,
            created_at=self.now(),
            updated_at=self.now(),
            turn=0,
            clock_seconds=clock_minutes * 60 if clock_minutes else None,
        )
        self._seat(row, side, "human", None, hash_token(token), _clean_name(name, side), deck)
        if opponent == "bot":
            bot = bot or "heuristic"
            if bot not in BOT_NAMES:
                raise BadRequest(f"unknown bot {bot!r}: expected one of {', '.join(BOT_NAMES)}")
            odeck = self._require_deck(
                ruleset, other, bot_deck or RULESETS[ruleset]["defaults"][other]
            )
            self._seat(row, other, "bot", bot, None, f"{bot} bot", odeck)
            row.status = "active"
        elif opponent != "friend":
            raise BadRequest(f"expected opponent 'bot' or 'friend', got {opponent!r}")
        if row.status == "active":
            live = self._start(row)
            if row.clock_seconds:
                kinds = {"corp": row.corp_kind, "runner": row.runner_kind}
                running = who_runs(live.game, kinds)
                for k, v in Clock.start(row.clock_seconds, running, self.now()).values().items():
                    setattr(row, k, v)
        with self.db.session() as s, self.db.writing(s):
            s.add(row)
            s.commit()
        return SeatGrant(row.id, side, token)

    def _new_seed(self) -> int:
        with self._seeds_lock:
            return self.seeds.randrange(2**31)

    @staticmethod
    def _seat(
        row: GameRow,
        side: str,
        kind: str,
        bot: str | None,
        token_hash: str | None,
        name: str,
        deck: str,
    ) -> None:
        setattr(row, f"{side}_kind", kind)
        setattr(row, f"{side}_bot", bot)
        setattr(row, f"{side}_token_hash", token_hash)
        setattr(row, f"{side}_name", name)
        setattr(row, f"{side}_deck", deck)

    def _start(self, row: GameRow) -> _Live:
        assert row.corp_deck is not None and row.runner_deck is not None
        g = Game.new(row.corp_deck, row.runner_deck, seed=row.seed, ruleset=row.ruleset)
        live = _Live(g, 0)
        self._remember(row.id, live)
        return live

    def join(self, game_id: str, *, deck: str, name: str | None = None) -> SeatGrant:
        """Take the free seat of a game waiting for a friend, with ``deck``."""
        with self._lock(game_id), self.db.session() as s:
            row = s.get(GameRow, game_id)
            if row is None:
                raise UnknownGame(f"no game {game_id!r}")
            if row.status == "cancelled":
                raise GameCancelled("this game was cancelled before anyone joined it")
            free = [side for side in SIDES if getattr(row, f"{side}_deck") is None]
            if row.status != "waiting" or not free:
                raise SeatTaken("this game has no free seat: both players are seated")
            side = free[0]
            deck = self._require_deck(row.ruleset, side, deck)
            token = secrets.token_urlsafe(24)
            values = {
                f"{side}_kind": "human",
                f"{side}_token_hash": hash_token(token),
                f"{side}_name": _clean_name(name, side),
                f"{side}_deck": deck,
                "status": "active",
                "updated_at": self.now(),
            }
            if row.clock_seconds:  # the first decision's side starts thinking now
                decks = {"corp": row.corp_deck, "runner": row.runner_deck, side: deck}
                assert decks["corp"] is not None and decks["runner"] is not None
                g = Game.new(decks["corp"], decks["runner"], seed=row.seed, ruleset=row.ruleset)
                running = who_runs(g, {"corp": "human", "runner": "human"})
                values |= Clock.start(row.clock_seconds, running, self.now()).values()
            with self.db.writing(s):
                done = s.execute(
                    update(GameRow)
                    .where(GameRow.id == game_id, GameRow.status == "waiting")
                    .values(**values)
                )
                if done.rowcount != 1:  # type: ignore[attr-defined]
                    raise SeatTaken("this game has no free seat: someone joined first")
                s.commit()
        return SeatGrant(game_id, side, token)

    # ------------------------------------------------------------------ seats

    def seat_of(self, game_id: str, token: str | None) -> str:
        """The side ``token`` acts for in ``game_id`` (``"spectator"`` without a token)."""
        head = self._head(game_id)  # raises UnknownGame
        if token is None:
            return SPECTATOR
        h = hash_token(token)
        for side in SIDES:
            stored = getattr(head, f"{side}_token_hash")
            if stored is not None and hmac.compare_digest(stored, h):
                return side
        raise BadToken("this token is not a seat of this game: expected the token you were given")

    # ------------------------------------------------------------------ live games

    def _lock(self, game_id: str) -> threading.Lock:
        return self._game_locks[zlib.crc32(game_id.encode()) % LOCK_STRIPES]

    def _remember(self, game_id: str, live: _Live) -> None:
        with self._cache_lock:
            self._cache[game_id] = live
            self._cache.move_to_end(game_id)
            while len(self._cache) > self.cache_size:
                self._cache.popitem(last=False)

    def _forget(self, game_id: str) -> None:
        with self._cache_lock:
            self._cache.pop(game_id, None)

    def _live(self, row: GameRow) -> _Live:
        """The live game of ``row``, as the database has it (caller holds the game's lock)."""
        with self._cache_lock:
            live = self._cache.get(row.id)
        choices = list(row.choices)
        done = len(live.choices) if live is not None else 0
        if (
            live is not None
            and live.version <= row.version
            and live.conceded is None
            and live.timed_out is None
            and choices[:done] == live.choices  # else a take-back since: replay
        ):
            try:
                for i in choices[done:]:
                    live.game.choose(i)
                live.version = row.version
                live.choices = choices
            except IllegalChoice:
                live = None
        else:
            live = None
        if live is None:
            assert row.corp_deck is not None and row.runner_deck is not None
            g = Game.replay(row.corp_deck, row.runner_deck, row.seed, choices, ruleset=row.ruleset)
            live = _Live(g, row.version, choices=choices)
        if row.conceded and live.conceded is None:
            if not live.game.over:
                live.game.concede(row.conceded)
            live.conceded = row.conceded
        if row.timed_out and live.timed_out is None:
            if not live.game.over:
                live.game.out_of_time(row.timed_out)
            live.timed_out = row.timed_out
        self._remember(row.id, live)
        return live

    def _row(self, s: Any, game_id: str) -> GameRow:
        row = s.get(GameRow, game_id)
        if row is None:
            raise UnknownGame(f"no game {game_id!r}")
        return row

    # ------------------------------------------------------------------ acting

    def _head(self, game_id: str) -> Any:
        """The game's row without its choices (raises :class:`UnknownGame`)."""
        with self.db.engine.connect() as conn:
            head = conn.execute(_HEAD, {"game_id": game_id}).one_or_none()
        if head is None:
            raise UnknownGame(f"no game {game_id!r}")
        return head

    def _current(self, head: Any) -> _Live | None:
        """This process's live game of ``head``'s game, if it is as the database has it (so
        nothing needs reading but the head: the common case, this process made the last
        change); else None."""
        with self._cache_lock:
            live = self._cache.get(head.id)
        if live is None or live.version != head.version:
            return None
        if head.conceded and live.conceded is None:
            return None
        if head.timed_out and live.timed_out is None:
            return None
        return live

    def _live_of(self, head: Any) -> tuple[_Live, Summary]:
        """The live game of ``head``'s game and its summary: this process's own when it is as
        the database has it (nothing more is read), else read whole."""
        live = self._current(head)
        if live is None:
            return self._live_now(head.id)
        return live, self._summary(head)

    def _live_now(self, game_id: str) -> tuple[_Live, Summary]:
        """The live game and its summary, read whole from the database (another process
        changed it, or this one has not cached it)."""
        with self.db.session() as s:
            row = self._row(s, game_id)
            return self._live(row), self._summary(row)

    def choose(self, game_id: str, side: str, *, seq: int, option: int) -> Summary:
        """``side`` answers the current decision (whose ``seq``, the game's version, the client
        read) with the option index ``option``. Refused with the game unchanged when it is not
        that side's decision, ``seq`` is stale, or the index is out of range."""
        if side not in SIDES:
            raise SpectatorCannotAct("a spectator cannot act: only a seat's token may choose")
        with self._lock(game_id):
            head = self._head(game_id)
            if head.status == "cancelled":
                raise GameCancelled("this game was cancelled: there is nothing to choose")
            if head.status == "waiting":
                raise NotStarted("the game waits for a second player: nothing to choose yet")
            t = self.now()
            clock = clock_of(head)
            if clock is not None and head.status == "active":
                late = clock.out_of_time(t)
                if late is not None:
                    self._time_out(head, late, clock, t)
                    raise GameOver(f"the {late} ran out of time: the game is over")
            live, summary = self._live_of(head)
            version = live.version
            g = live.game
            d = g.decision
            if d is None:
                raise GameOver("the game is over: there is no decision to answer")
            if seq != version:
                raise StaleSeq(f"seq {seq} is not the current decision's: expected seq {version}")
            if d.player != side:
                raise NotYourDecision(f"the {d.player} decides now, not the {side}")
            if isinstance(option, bool) or not 0 <= option < len(d.options):
                raise OptionOutOfRange(
                    f"option {option} is out of range: expected 0 to {len(d.options) - 1}"
                )
            g.choose(option)
            choices = [*live.choices, option]
            values: dict[str, Any] = {
                "choices": choices,
                "version": version + 1,
                "updated_at": t,
                "turn": g.turn,
            }
            clock = _clock_after(clock, summary, g, t)
            if clock is not None:
                values |= clock.values()
            if g.over:
                values |= {"status": "over", "winner": g.winner, "win_reason": g.win_reason}
            try:
                self._write(game_id, version, values)
            except StaleSeq:
                self._forget(game_id)
                raise StaleSeq("another choice was made first: sync and choose again") from None
            live.version = version + 1
            live.choices = choices
            return replace(
                summary,
                version=version + 1,
                updated_at=_utc(values["updated_at"]),
                status=values.get("status", summary.status),
                winner=values.get("winner", summary.winner),
                win_reason=values.get("win_reason", summary.win_reason),
                turn=g.turn,
                clock=clock,
            )

    def _time_out(self, head: Any, side: str, clock: Clock, t: datetime) -> bool:
        """Declare ``side`` out of time in the game of ``head`` (the caller holds the game's
        lock and saw the clock run out): the other side wins, reason ``time``. False when
        another process changed the game first (it moved, or declared it already)."""
        stopped = clock.switch(t, None)
        values: dict[str, Any] = {
            "status": "over",
            "winner": OTHER[side],
            "win_reason": "time",
            "timed_out": side,
            "updated_at": t,
            **stopped.values(),
        }
        values[f"{side}_time_left"] = 0.0
        with self.db.engine.connect() as conn, self.db.writing(conn):
            done = conn.execute(
                update(_GAMES)
                .where(
                    _GAMES.c.id == head.id,
                    _GAMES.c.version == head.version,
                    _GAMES.c.status == "active",
                )
                .values(**values)
            )
            conn.commit()
        self._forget(head.id)
        declared = bool(done.rowcount == 1)
        if declared and self.on_time_out is not None:
            self.on_time_out(head.id)
        return declared

    def time_out(self, game_id: str) -> Summary | None:
        """If the game's clock has run out for the side whose time runs, declare that side out
        of time (the other side wins, reason ``time``) and give the game's summary; else None.
        Any process may call it (the first one's write counts): the server does, for the games
        :meth:`expired_clocks` names."""
        with self._lock(game_id):
            head = self._head(game_id)
            clock = clock_of(head)
            if head.status != "active" or clock is None:
                return None
            t = self.now()
            late = clock.out_of_time(t)
            if late is None or not self._time_out(head, late, clock, t):
                return None
        return self.summary(game_id)

    def expired_clocks(self) -> list[str]:
        """The active games whose running clock has run out now (to declare it: a server
        looks every second, and at start, so a restart or a quiet table loses no time out)."""
        with self.db.engine.connect() as conn:
            rows = conn.execute(
                select(_GAMES.c.id).where(
                    _GAMES.c.status == "active", _GAMES.c.clock_deadline <= self.now()
                )
            )
            return [r.id for r in rows]

    def concede(self, game_id: str, side: str) -> Summary:
        """``side`` concedes: the other side wins."""
        if side not in SIDES:
            raise SpectatorCannotAct("a spectator cannot concede: only a seat's token may")
        with self._lock(game_id), self.db.session() as s:
            row = self._row(s, game_id)
            if row.status == "over":
                raise GameOver("the game is already over")
            if row.status == "cancelled":
                raise GameCancelled("this game was cancelled already")
            t = self.now()
            values: dict[str, Any] = {
                "conceded": side,
                "status": "over",
                "winner": OTHER[side],
                "win_reason": "concede",
                "updated_at": t,
            }
            clock = clock_of(row)
            if clock is not None and row.status == "active":
                late = clock.out_of_time(t)
                if late is not None:  # the clock ran out before the concession came
                    self._time_out(row, late, clock, t)
                    raise GameOver(f"the {late} ran out of time: the game is over")
                values |= clock.switch(t, None).values()
            if row.status == "waiting":  # nobody joined: the game is cancelled, not won
                values = {"status": "cancelled", "updated_at": t}
            with self.db.writing(s):
                done = s.execute(
                    update(GameRow)
                    .where(
                        GameRow.id == game_id,
                        GameRow.version == row.version,
                        GameRow.status == row.status,
                    )
                    .values(**values)
                )
                if done.rowcount != 1:  # type: ignore[attr-defined]
                    raise StaleSeq("the game changed meanwhile: sync and try again")
                s.commit()
            self._forget(game_id)
            s.refresh(row)
            return self._summary(row)

    # ------------------------------------------------------------------ taking back

    def undo(
        self, game_id: str, side: str, *, seq: int, decisions: int = 1
    ) -> tuple[Summary, bool]:
        """``side`` takes back its last ``decisions`` decisions (the game at version ``seq``, as
        the client read it), as the rule allows (``Game.undoable``; docs/protocol.md "Taking
        back decisions"). Against a bot it is done at once; between two people it becomes a
        request the other side answers (:meth:`answer_undo`). Returns the summary after and
        whether it was done. Refused with the game unchanged: a spectator, a game not active,
        a stale ``seq``, nothing of the seat's to take back, or the rule."""
        if side not in SIDES:
            raise SpectatorCannotAct("a spectator cannot take back decisions: only a seat may")
        with self._lock(game_id):
            head, live, summary = self._for_undo(game_id)
            if seq != live.version:
                raise StaleSeq(
                    f"seq {seq} is not the game's current one: expected seq {live.version}"
                )
            self._allowed(head, live, side, decisions)
            if getattr(head, f"{OTHER[side]}_kind") == "bot":
                return self._take_back(head, live, summary, side, decisions, agreed=False), True
            request = {"side": side, "decisions": decisions, "seq": live.version}
            self._write(game_id, live.version, {"undo_request": request, "updated_at": now()})
            return replace(summary, updated_at=now()), False

    def answer_undo(self, game_id: str, side: str, *, accept: bool) -> Summary:
        """``side`` answers the other side's take-back request: ``accept`` takes the decisions
        back (the rule checked again), else the requester is told it was refused."""
        if side not in SIDES:
            raise SpectatorCannotAct("a spectator cannot answer a take-back request")
        with self._lock(game_id):
            head, live, summary = self._for_undo(game_id)
            req = head.undo_request
            if (
                not req
                or req.get("seq") != live.version
                or req.get("refused")
                or req.get("side") == side
            ):
                raise NoUndoRequest(
                    "there is no take-back request of the other side for you to answer"
                )
            asker, n = req["side"], int(req["decisions"])
            if accept:
                self._allowed(head, live, asker, n)
                return self._take_back(head, live, summary, asker, n, agreed=True)
            line = {
                "log_at": len(live.game.log),
                "text": f"{WHO[side]} refused to let {side_words(asker)} take back {decisions_words(n)}.",
            }
            values: dict[str, Any] = {
                "undo_request": {**req, "refused": True},
                "takebacks": [*(head.takebacks or []), line],
                "updated_at": now(),
            }
            self._write(game_id, live.version, values)
            return replace(summary, updated_at=values["updated_at"])

    def _for_undo(self, game_id: str) -> tuple[Any, _Live, Summary]:
        head = self._head(game_id)
        if head.status == "cancelled":
            raise GameCancelled("this game was cancelled: there is nothing to take back")
        if head.status == "waiting":
            raise NotStarted("the game waits for a second player: nothing to take back yet")
        if head.status == "over":
            raise GameOver("the game is over: nothing can be taken back")
        live, summary = self._live_of(head)
        if live.game.over:
            raise GameOver("the game is over: nothing can be taken back")
        return head, live, summary

    @staticmethod
    def _allowed(head: Any, live: _Live, side: str, decisions: int) -> None:
        u = live.game.undoable(side)
        if not u.points:
            if u.stop == "start":
                raise NothingToUndo("nothing to take back: you have made no decision yet")
            raise UndoNotAllowed(
                "you may not take back your last decision: "
                + why_not(u.stop, opponent_words(head, side))
            )
        if not 1 <= decisions <= len(u.points):
            raise UndoNotAllowed(
                f"you may take back 1 to {len(u.points)} decisions now, not {decisions}: before"
                f" them, {why_not(u.stop, opponent_words(head, side))}"
            )

    def _take_back(
        self, head: Any, live: _Live, summary: Summary, side: str, decisions: int, *, agreed: bool
    ) -> Summary:
        g = live.game
        try:
            g.undo(g.undoable(side).choices(decisions))
        except IllegalChoice as e:  # the rule was checked: never
            raise UndoNotAllowed(str(e)) from None
        version = live.version
        at = len(g.log)
        text = f"{WHO[side]} took back {decisions_words(decisions)}"
        text += f" ({side_words(OTHER[side])} agreed)." if agreed else "."
        lines = [{**t, "log_at": min(t["log_at"], at)} for t in head.takebacks or []]
        lines.append({"log_at": at, "text": text, "undo": True})
        choices = live.choices[: len(g.history)]
        t = self.now()
        values: dict[str, Any] = {
            "choices": choices,
            "version": version + 1,
            "undo_request": None,
            "takebacks": lines,
            "updated_at": t,
            "turn": g.turn,
        }
        clock = _clock_after(clock_of(head), summary, g, t)  # the side deciding again
        if clock is not None:
            values |= clock.values()
        try:
            self._write(head.id, version, values)
        except StaleSeq:
            self._forget(head.id)
            raise
        live.version = version + 1
        live.choices = choices
        return replace(
            summary,
            version=version + 1,
            updated_at=_utc(values["updated_at"]),
            turn=g.turn,
            clock=clock,
        )

    def _write(self, game_id: str, version: int, values: dict[str, Any]) -> None:
        """Update the game's row if its version is still ``version`` (else :class:`StaleSeq`)."""
        with self.db.engine.connect() as conn, self.db.writing(conn):
            done = conn.execute(
                update(_GAMES)
                .where(_GAMES.c.id == game_id, _GAMES.c.version == version)
                .values(**values)
            )
            if done.rowcount != 1:
                raise StaleSeq("the game changed meanwhile: sync and try again")
            conn.commit()

    def chat(self, game_id: str, seat: str, text: str, name: str | None = None) -> ChatLine:
        """Add a chat line by ``seat`` (a side or ``"spectator"``)."""
        text = text.strip()
        if not text:
            raise BadRequest("an empty chat line: expected some text")
        if len(text) > MAX_CHAT:
            raise BadRequest(f"a chat line is at most {MAX_CHAT} characters")
        with self.db.session() as s:
            row = self._row(s, game_id)
            who = getattr(row, f"{seat}_name", None) if seat in SIDES else None
            line = ChatRow(
                game_id=game_id, seat=seat, name=who or _clean_name(name, seat), text=text
            )
            line.time = self.now()
            with self.db.writing(s):
                s.add(line)
                s.commit()
            return ChatLine(line.id, line.seat, line.name, line.text, _utc(line.time))

    # ------------------------------------------------------------------ reading

    @staticmethod
    def _summary(row: Any) -> Summary:
        """The summary of a game's row (a ``GameRow`` or a row of its columns)."""
        seats = {
            side: SeatInfo(
                getattr(row, f"{side}_kind") if getattr(row, f"{side}_deck") else None,
                getattr(row, f"{side}_bot"),
                getattr(row, f"{side}_name"),
            )
            for side in SIDES
        }
        return Summary(
            row.id,
            row.ruleset,
            row.status,
            _utc(row.created_at),
            _utc(row.updated_at),
            row.version,
            seats,
            row.winner,
            row.win_reason,
            row.turn,
            clock_of(row),
        )

    def exists(self, game_id: str) -> bool:
        """Is there a game ``game_id`` (of any status)?"""
        with self.db.engine.connect() as conn:
            found = conn.execute(select(_GAMES.c.id).where(_GAMES.c.id == game_id)).first()
        return found is not None

    def summary(self, game_id: str) -> Summary:
        with self.db.session() as s:
            return self._summary(self._row(s, game_id))

    def list_games(
        self, limit: int = 50, *, recent: timedelta = RECENT, finished: int = FINISHED_LISTED
    ) -> list[Summary]:
        """The lobby's games, most recently changed first: those waiting for a friend and
        those in progress that changed within ``recent`` (``limit`` of each: an abandoned game
        drops out), then the ``finished`` games that ended last."""
        out: list[Summary] = []
        since = self.now() - recent
        with self.db.engine.connect() as conn:
            for status, n, newer in (("waiting", limit, since), ("active", limit, since)):
                rows = conn.execute(
                    _HEAD_ALL.where(_GAMES.c.status == status, _GAMES.c.updated_at >= newer)
                    .order_by(_GAMES.c.updated_at.desc())
                    .limit(n)
                )
                out += [self._summary(r) for r in rows]
            rows = conn.execute(
                _HEAD_ALL.where(_GAMES.c.status == "over")
                .order_by(_GAMES.c.updated_at.desc())
                .limit(finished)
            )
            out += [self._summary(r) for r in rows]
        return out

    def state(self, game_id: str, seat: str, chat_after: int | None = None) -> State:
        """What ``seat`` (a side or ``"spectator"``) may see of the game now; with
        ``chat_after``, the chat lines whose id is above it too."""
        with self._lock(game_id):
            head, chat = self._state_head(game_id, chat_after)
            clock = clock_of(head)
            if clock is not None and head.status == "active":
                t = self.now()
                late = clock.out_of_time(t)
                if late is not None:  # read after the clock ran out: declare it first
                    self._time_out(head, late, clock, t)
                    head, chat = self._state_head(game_id, chat_after)
            if head.status in ("waiting", "cancelled"):
                return State(self._summary(head), None, [], chat)
            live, summary = self._live_of(head)
            g = live.game
            log = with_takebacks(g.log, head.takebacks)
            return State(summary, dict(g.view(seat)), log, chat, self._undo_state(head, live, seat))

    @staticmethod
    def _undo_state(head: Any, live: _Live, seat: str) -> UndoState:
        req = head.undo_request
        if not req or req.get("seq") != live.version:
            req = None  # the game moved on: the request lapsed
        shown = {"side": req["side"], "decisions": req["decisions"]} if req else None
        rewinds = sum(1 for t in head.takebacks or [] if t.get("undo"))
        asked = None if req is None or req.get("refused") else shown
        refused = shown if req is not None and req.get("refused") else None
        g = live.game
        if seat not in SIDES or g.over or head.status != "active":
            return UndoState(0, None, asked, refused, rewinds)
        u = g.undoable(seat)
        why = None
        if not u.points:
            why = why_not(u.stop, opponent_words(head, seat))
        return UndoState(len(u.points), why, asked, refused, rewinds)

    def _state_head(self, game_id: str, chat_after: int | None) -> tuple[Any, list[ChatLine]]:
        """The game's head and its chat lines above ``chat_after`` (raises UnknownGame)."""
        with self.db.engine.connect() as conn:
            head = conn.execute(_STATE_HEAD, {"game_id": game_id}).one_or_none()
            if head is None:
                raise UnknownGame(f"no game {game_id!r}")
            chat = (
                self._chat_after(conn, game_id, chat_after)
                if chat_after is not None and (head.last_chat or 0) > chat_after
                else []  # no line since: no query
            )
        return head, chat

    @staticmethod
    def _chat_after(conn: Any, game_id: str, after: int) -> list[ChatLine]:
        rows = conn.execute(_CHAT_AFTER, {"game_id": game_id, "after": after})
        return [ChatLine(r.id, r.seat, r.name, r.text, _utc(r.time)) for r in rows]

    def chat_since(self, game_id: str, after: int = 0) -> list[ChatLine]:
        """The chat lines of a game whose id is above ``after``, oldest first."""
        with self.db.engine.connect() as conn:
            return self._chat_after(conn, game_id, after)

    def replay(self, game_id: str, seat: str, step: int | None) -> tuple[State, int]:
        """A finished game after its first ``step`` choices (default: all) as ``seat`` saw it,
        and the number of steps. The concession, if any, comes after the last choice."""
        if seat not in (*SIDES, SPECTATOR):
            raise BadRequest(f"expected side corp, runner or spectator, got {seat!r}")
        with self.db.session() as s:
            row = self._row(s, game_id)
        if row.status == "cancelled":
            raise GameCancelled("this game was cancelled before it began: nothing to replay")
        if row.status != "over":
            raise NotFinished("only a finished game can be replayed")
        steps = len(row.choices)
        n = steps if step is None else step
        if not 0 <= n <= steps:
            raise BadRequest(f"step {n} is out of range: expected 0 to {steps}")
        assert row.corp_deck is not None and row.runner_deck is not None
        g = Game.replay(
            row.corp_deck, row.runner_deck, row.seed, row.choices[:n], ruleset=row.ruleset
        )
        if n == steps and row.conceded and not g.over:
            g.concede(row.conceded)
        if n == steps and row.timed_out and not g.over:
            g.out_of_time(row.timed_out)
        summary = self._summary(row)
        log = with_takebacks(g.log, row.takebacks or [], upto=len(g.log))
        return State(summary, dict(g.view(seat)), log), steps

    # ------------------------------------------------------------------ bots

    def bot_job(self, game_id: str) -> BotJob | None:
        """The move a bot owes in ``game_id`` now, or None (a human decides, or it is over).
        A game without a bot seat costs one read of its head."""
        with self._lock(game_id):
            head = self._head(game_id)
            if head.status != "active" or "bot" not in (head.corp_kind, head.runner_kind):
                return None
            live, _ = self._live_of(head)
            d = live.game.decision
            if d is None or getattr(head, f"{d.player}_kind") != "bot":
                return None
            assert head.corp_deck is not None and head.runner_deck is not None
            return BotJob(
                head.id,
                head.ruleset,
                head.corp_deck,
                head.runner_deck,
                head.seed,
                tuple(live.choices),
                d.player,
                getattr(head, f"{d.player}_bot") or "heuristic",
                live.version,
            )

    def games_with_bots(self) -> list[str]:
        """The active games with a bot seat (to schedule their pending moves at start)."""
        with self.db.session() as s:
            return list(
                s.scalars(
                    select(GameRow.id).where(
                        GameRow.status == "active",
                        (GameRow.corp_kind == "bot") | (GameRow.runner_kind == "bot"),
                    )
                )
            )


__all__ = [
    "GameService",
    "ServiceError",
    "SeatGrant",
    "Summary",
    "State",
    "ChatLine",
    "BotJob",
    "UndoState",
    "with_takebacks",
    "RULESETS",
    "BOT_NAMES",
    "hash_token",
]

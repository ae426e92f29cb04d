"""The game clock: each side's thinking time, chosen when the game is created (none, or so many
minutes a side). A side's time runs only while that side must decide; a bot's never runs. The
clock is kept in the game's row (``server/db.py``) as each side's seconds left as of
``clock_since``, the side whose time runs, and ``clock_deadline``, the moment that side runs out:
every process reads the same clock, and a restarted server finds a clock that ran out by its
deadline (``GameService.expired_clocks``).

>>> from datetime import UTC, datetime, timedelta
>>> t0 = datetime(2026, 12, 1, 15, 0, tzinfo=UTC)
>>> c = Clock.start(15 * 60, "corp", t0)
>>> c.left_at("corp", t0 + timedelta(seconds=40)), c.left_at("runner", t0 + timedelta(seconds=40))
(860.0, 900.0)
>>> c = c.switch(t0 + timedelta(seconds=40), "runner")  # the Corp chose: the Runner decides
>>> c.running, c.deadline == t0 + timedelta(seconds=940)
('runner', True)
>>> c.out_of_time(t0 + timedelta(seconds=939)), c.out_of_time(t0 + timedelta(seconds=940))
(None, 'runner')
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

SIDES = ("corp", "runner")
#: the clocks the lobby offers, in minutes a side (the API takes any whole number up to the most)
LOBBY_MINUTES = (15, 30, 45, 60)
MAX_MINUTES = 180


@dataclass(frozen=True)
class Clock:
    """A game's clock: ``seconds`` a side at the start, each side's seconds ``left`` as of
    ``since``, and the side whose time is ``running`` (None: nobody must decide, or a bot)."""

    seconds: int
    left: dict[str, float]
    running: str | None
    since: datetime | None

    @classmethod
    def start(cls, seconds: int, running: str | None, t: datetime) -> Clock:
        """A new clock of ``seconds`` a side, ``running``'s time running from ``t``."""
        return cls(seconds, {side: float(seconds) for side in SIDES}, running, t)

    def left_at(self, side: str, t: datetime) -> float:
        """``side``'s seconds left at ``t`` (never below 0)."""
        left = self.left[side]
        if side == self.running and self.since is not None:
            left -= max(0.0, (t - self.since).total_seconds())
        return max(0.0, left)

    @property
    def deadline(self) -> datetime | None:
        """When the running side's time runs out (None: no time runs)."""
        if self.running is None or self.since is None:
            return None
        return self.since + timedelta(seconds=self.left[self.running])

    def out_of_time(self, t: datetime) -> str | None:
        """The side whose time has run out at ``t``, or None."""
        deadline = self.deadline
        return self.running if deadline is not None and t >= deadline else None

    def switch(self, t: datetime, running: str | None) -> Clock:
        """The clock at ``t`` with ``running``'s time running from then (the side that ran
        until ``t`` is charged its time)."""
        left = {side: self.left_at(side, t) for side in SIDES}
        return Clock(self.seconds, left, running, t)

    def values(self) -> dict[str, Any]:
        """The clock as the game row's columns (for an ``UPDATE``)."""
        return {
            "clock_seconds": self.seconds,
            "corp_time_left": self.left["corp"],
            "runner_time_left": self.left["runner"],
            "clock_running": self.running,
            "clock_since": self.since,
            "clock_deadline": self.deadline,
        }

    def public(self, t: datetime, bots: tuple[str, ...] = ()) -> dict[str, Any]:
        """What every seat is told of the clock at ``t``: each side's seconds left (null for a
        bot's side: a bot has no clock) and the side whose time runs."""
        out: dict[str, Any] = {
            side: None if side in bots else round(self.left_at(side, t), 1) for side in SIDES
        }
        out["running"] = self.running
        return out


def clock_of(row: Any) -> Clock | None:
    """The clock stored in a game's row (a ``GameRow`` or a row of its columns), or None when
    the game has no clock."""
    seconds = getattr(row, "clock_seconds", None)
    if not seconds:
        return None
    since = row.clock_since
    if since is not None and since.tzinfo is None:  # SQLite gives back naive times
        from datetime import UTC

        since = since.replace(tzinfo=UTC)
    left = {
        "corp": float(row.corp_time_left if row.corp_time_left is not None else seconds),
        "runner": float(row.runner_time_left if row.runner_time_left is not None else seconds),
    }
    return Clock(int(seconds), left, row.clock_running, since)


def who_runs(game: Any, kinds: Mapping[str, str | None]) -> str | None:
    """The side whose time runs in ``game`` now: the side that must decide, unless the game is
    over or that side is a bot (``kinds``: each side's seat kind)."""
    if game.over:
        return None
    d = game.decision
    if d is None or kinds.get(d.player) != "human":
        return None
    return str(d.player)


__all__ = ["Clock", "clock_of", "who_runs", "LOBBY_MINUTES", "MAX_MINUTES"]

"""The log's lines about take-backs (docs/protocol.md "Taking back decisions"), which a game
replayed from its choices has not: the server keeps them apart (``GameRow.takebacks``) and shows
each where it happened."""

from __future__ import annotations

from typing import Any

OTHER = {"corp": "runner", "runner": "corp"}


def with_takebacks(
    log: list[str], takebacks: list[dict[str, Any]], upto: int | None = None
) -> list[str]:
    """The game's log with the lines of its take-backs (``GameRow.takebacks``) where they
    happened: each after the first ``log_at`` lines (with ``upto``, only those at or before
    it: a replay's step).

    >>> with_takebacks(["a", "b"], [{"log_at": 1, "text": "undone"}])
    ['a', 'undone', 'b']
    """
    if not takebacks:
        return log
    out: list[str] = []
    pending = sorted(
        (t for t in takebacks if upto is None or t["log_at"] <= upto),
        key=lambda t: t["log_at"],
    )
    k = 0
    for i, line in enumerate(log):
        while k < len(pending) and pending[k]["log_at"] <= i:
            out.append(pending[k]["text"])
            k += 1
        out.append(line)
    out.extend(t["text"] for t in pending[k:])
    return out


def decisions_words(n: int) -> str:
    return "1 decision" if n == 1 else f"{n} decisions"


def side_words(side: str) -> str:
    return {"corp": "the Corp", "runner": "the Runner"}[side]


def opponent_words(head: Any, side: str) -> str:
    other = OTHER[side]
    return "the bot" if getattr(head, f"{other}_kind") == "bot" else side_words(other)


__all__ = ["with_takebacks", "decisions_words", "side_words", "opponent_words"]

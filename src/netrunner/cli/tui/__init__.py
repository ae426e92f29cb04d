"""The full-screen board of ``netrunner play`` on a terminal (Textual), over the same
:class:`~netrunner.cli.session.GameSession` as the line mode.

``run_board(session, note)`` plays the game to its end on the terminal.
"""

from __future__ import annotations

from ..session import GameSession
from .app import PlayApp


def run_board(session: GameSession, note: str = "") -> None:
    """Play ``session``'s game on the full screen until it ends or the person leaves."""
    PlayApp(session, note).run()


__all__ = ["PlayApp", "run_board"]

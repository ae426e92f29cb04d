"""The full-screen board of ``netrunner play`` on a terminal (Textual), over the same
:class:`~netrunner.cli.session.GameSession` as the line mode.

``run_board(session, note)`` plays the game to its end on the terminal (or until the person
leaves) and returns the exit code: 0, or 130 when the person left by a second Ctrl+C.
"""

from __future__ import annotations

from ..session import GameSession
from .app import PlayApp


def run_board(session: GameSession, note: str = "") -> int:
    """Play ``session``'s game on the full screen until it ends or the person leaves; the exit
    code (130: left by a second Ctrl+C)."""
    app = PlayApp(session, note)
    app.run()
    return app.return_code or 0


__all__ = ["PlayApp", "run_board"]

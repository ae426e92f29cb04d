"""The browser client: the lobby, the game page, the join, watch and replay pages, served by the
game server (``netrunner serve``) as plain HTML, one CSS file and small ES modules shipped as
package data (no build step, nothing fetched from elsewhere).

:func:`netrunner.web.routes.install` adds its pages, its static files and the card catalogue
endpoint (``GET /api/cards``) to the server's FastAPI application.
"""

from __future__ import annotations

from .routes import install

__all__ = ["install"]

"""The terminal client: ``netrunner play`` and ``netrunner cards`` (a Typer app, see main.py)."""

from .main import app

__all__ = ["app"]

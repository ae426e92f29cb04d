"""The bot protocol."""

from __future__ import annotations

from typing import Any, Protocol

from ..engine.decision import Decision, Option


class Bot(Protocol):
    """Picks one option of ``decision`` from ``view`` (what its side may see) alone."""

    def choose(self, view: dict[str, Any], decision: Decision) -> Option: ...

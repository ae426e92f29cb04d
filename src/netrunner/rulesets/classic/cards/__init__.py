"""The 1996 cards' declarations, by kind, into the classic pool (:data:`..POOL`).

Each card is one ``define`` call built from the engine's shared primitives; its shown text is
generated from the declaration. The card plan of the first release (61 Base-set cards) is what
these modules aim at; ``POOL.missing()`` lists the cards still without a declaration.

>>> from netrunner.rulesets.classic import POOL
>>> POOL.definition("Fire Wall").text
'Subroutine: End the run.'
"""

from __future__ import annotations

from . import corp, runner, traces  # noqa: F401

__all__: list[str] = []

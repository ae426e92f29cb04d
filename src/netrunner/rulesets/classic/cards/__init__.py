"""The 1996 cards' declarations, a module per card type (ice, agendas, nodes and upgrades,
operations, programs, hardware, resources, preps), into the classic pool (:data:`..POOL`).

Each card is one ``define`` call built from the engine's shared primitives; its shown text is
generated from the declaration. The card plan of the first release (61 Base-set cards) is what
these modules aim at; ``POOL.missing()`` lists the cards still without a declaration.

>>> from netrunner.rulesets.classic import POOL
>>> POOL.definition("Fire Wall").text
'Subroutine: End the run.'
"""

from __future__ import annotations

from . import (  # noqa: F401
    agendas,
    hardware,
    ice,
    nodes,
    operations,
    preps,
    programs,
    resources,
)

__all__: list[str] = []

"""The 1996 hardware: memory, decks (only one in play), shields and link."""

from __future__ import annotations

from ....engine.carddef import Cost, Prevention
from ....engine.checkpoint import TrashWhenCountersGone
from ....engine.effects import (
    PlaceCounters,
)
from ....engine.words import credits
from ..breaking import BreakSurcharge, IgnoreAPSubroutines
from .base import define

define("Zetatech Mem Chip", memory=2)

define(
    "Parraline 5750",
    memory=1,
    recurring=1,
    recurring_for=("icebreaker",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define(
    "Armored Fridge",
    on_install=(PlaceCounters("ablative", 7),),
    prevention=(
        Prevention(
            "meat",
            1,
            Cost(counter="ablative", counters=1),
            text="Remove 1 ablative counter: Prevent 1 meat damage.",
        ),
    ),
    state_checks=(TrashWhenCountersGone("ablative"),),
)

define(
    "Nasuko Cycle",
    prevention=(
        Prevention("tag", 1, Cost(credits=3), text=f"{credits(3)}: Avoid receiving 1 tag."),
    ),
)

define(
    "Pandora's Deck",
    memory=2,
    recurring=3,
    recurring_for=("link",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

# ---------------------------------------------------------------------- corp-ice: 'Trode Set

define(
    "Microtech 'Trode Set",
    break_surcharges=(BreakSurcharge(1),),
    sub_filters=(IgnoreAPSubroutines(),),
)

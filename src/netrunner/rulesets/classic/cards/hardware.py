"""The 1996 hardware: memory, decks (only one in play), shields and link."""

from __future__ import annotations

from ....engine.carddef import Cost, Prevention
from ....engine.checkpoint import TrashWhenCountersGone
from ....engine.effects import (
    PlaceCounters,
)
from ....engine.words import credits
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

# ---------------------------------------------------------------------- runner-tricks: hardware
from ....engine.carddef import Ability, Trigger  # noqa: E402
from ....engine.effects import DrawCards  # noqa: E402
from ..aside import AnyAside, OntoThisCard, TakeTopAside  # noqa: E402
from ..protection import CorpPaysThrough, DamagedInLastActions  # noqa: E402
from ..runtricks import RunAgainOnce  # noqa: E402

define("Full Body Conversion", shields=(CorpPaysThrough("meat", 1),))

define(
    "Lifesaver [TM] Nanosurgeons",
    abilities=(Ability(Cost(clicks=1), (DrawCards(2),), condition=DamagedInLastActions(3)),),
    prevention=(
        Prevention(
            "brain", 1, Cost(trash_self=True), text="Trash this card: Prevent 1 brain damage."
        ),
    ),
)

define(
    "Bodyweight [TM] Data Crèche",
    memory=1,
    triggers=(Trigger("successful_run", (RunAgainOnce(),), text=RunAgainOnce().text()),),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define(
    "Microtech Backup Drive",
    trash_replacement=OntoThisCard(),
    abilities=(Ability(Cost(clicks=1), (TakeTopAside(),), condition=AnyAside()),),
)

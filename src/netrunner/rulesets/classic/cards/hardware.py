"""The 1996 hardware: memory, decks (only one in play), shields and link."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, Prevention
from ....engine.checkpoint import TrashWhenCountersGone
from ....engine.choices import MakeRun
from ....engine.effects import (
    PlaceCounters,
)
from ....engine.words import credits
from ..breakers import KILLER, STEALTH
from ..shuffles import ReconstructArchives
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

# ---------------------------------------------------------------------- corp-static: hardware
# agenda points as an install cost; an Archives run that shuffles (corp-static notes)


define(
    "Arasaka Portable Prototype",
    memory=3,
    install_agenda_points=1,
    recurring=3,
    recurring_for=("icebreaker",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define(  # no "may": the run's replacement of the access is not optional
    "Record Reconstructor",
    abilities=(
        Ability(
            Cost(clicks=1),
            (MakeRun("Archives", instead=(ReconstructArchives(),), mods=(("must_replace", 1),)),),
        ),
    ),
)

define(  # stealth bits (rules-diff 75): only icebreakers that are not noisy may spend them
    "Raven Microcyb Owl",
    memory=1,
    recurring=3,
    recurring_for=(STEALTH,),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define("Corolla Speed Chip", recurring=1, recurring_for=(KILLER,))

define("ZZ22 Speed Chip", recurring=2, recurring_for=(KILLER,))

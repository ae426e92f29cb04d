"""The 1996 preps: played with an action from the Runner's hand."""

from __future__ import annotations

from ....engine.choices import MakeRun, RunChosenServer
from ....engine.damage import UnpreventableDamage
from ....engine.effects import (
    DrawCards,
    GainCredits,
    LoseCredits,
    ScoreAgendaPoints,
    TurnFlag,
)
from ..breakers import PlaceMilitechCounters
from ..dice_cards import PlayfulRolls
from ..icetrash import TrashRezzedIcePayingRez
from ..shuffles import ShuffleGripTrashStack
from ..topn import InstallProgram, TakeOneArrangeRest, TrashToHand
from ..tracemods import stumble
from .base import define

define("Score!", on_play=(GainCredits(9),))

define("Livewire's Contacts", on_play=(GainCredits(3),))

define("Jack 'n' Joe", on_play=(DrawCards(3),))

define("Inside Job", on_play=(RunChosenServer(mods=(("bypass", 1),)),))

define("Custodial Position", on_play=(MakeRun("R&D", mods=(("access_extra", 2),)),))

define("Weather-to-Finance Pipe", on_play=(MakeRun("HQ", instead=(LoseCredits(4),)),))

define(
    "Lucidrine [TM] Booster Drug",
    on_play=(
        RunChosenServer(mods=(("run_credits", 9),), on_end=(UnpreventableDamage("brain", 1),)),
    ),
)

define(
    "Hot Tip for WNS",
    on_play=(
        ScoreAgendaPoints(
            1, TurnFlag("stolen:Black Ops", "you liberated a Black Ops agenda this turn")
        ),
    ),
)

define(
    "Desperate Competitor",
    play_condition=TurnFlag("stolen:Gray Ops", "you liberated a Gray Ops agenda this turn"),
    on_play=(ScoreAgendaPoints(1),),
)

# ---------------------------------------------------------------------- corp-static: preps
# shuffles, +link for a run's traces (corp-static notes)


define("MIT West Tier", on_play=(ShuffleGripTrashStack(draw=5, remove=True),))

define("Stumble through Wilderspace", on_play=(stumble(9),))

define("If You Want It Done Right...", on_play=(TakeOneArrangeRest(5),))

define(
    "Sneak Preview",
    on_play=(InstallProgram(from_trash=True, free=True, back_to_hand=True),),
)

define("Forgotten Backup Chip", on_play=(TrashToHand("program"),))

define("Gideon's Pawnshop", on_play=(TrashToHand(),))

define("Playful AI", on_play=(PlayfulRolls(),))

define(
    "Deal with Militech",
    play_condition=TurnFlag("stolen:Research", "you liberated a Research agenda this turn"),
    on_play=(PlaceMilitechCounters(),),
)

define(
    "Core Command: Jettison Ice",
    play_condition=TurnFlag("successful_run:HQ", "you made a successful run on HQ this turn"),
    on_play=(TrashRezzedIcePayingRez(),),
)

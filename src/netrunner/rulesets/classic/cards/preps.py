"""The 1996 preps: played with an action from the Runner's hand."""

from __future__ import annotations

from ....engine.carddb import RUNNER
from ....engine.choices import MakeRun, RunChosenServer
from ....engine.damage import UnpreventableDamage
from ....engine.effects import (
    DrawCards,
    GainCredits,
    LoseCredits,
    ScoreAgendaPoints,
    TurnFlag,
)
from ..conceal import RearrangeLastFort
from ..lasting import ForfeitNextPoints
from ..reactions import (
    LethalDamage,
    PreventAllDamage,
    RefreshHand,
    RemoveAllTags,
    RemoveBrainDamage,
)
from ..rules import ForgoActions
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

# ---------------------------------------------------------------------- corp-mechanics: reactions
# and lasting effects (reactions.py, lasting.py), concealed ice (conceal.py)

define(  # played outside the Runner's actions, as lethal damage would be done
    "Arasaka Owns You",
    play_condition=LethalDamage(),
    on_play=(
        PreventAllDamage(),
        RemoveBrainDamage(),
        RefreshHand(),
        GainCredits(10),
        RemoveAllTags(),
        ForgoActions(4, RUNNER),
        ForfeitNextPoints(3),
    ),
    notes=("Do not play this card as a normal action; it is played at no action, instead.",),
)

define(
    "Fortress Respecification",
    play_condition=TurnFlag("successful_runs", "you made a successful run this turn"),
    on_play=(RearrangeLastFort(),),
)

"""The 1996 nodes and upgrades: cards installed in data forts, advanced, rezzed or accessed."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, Trigger
from ....engine.choices import CorpMayPay
from ....engine.damage import Damage
from ....engine.dice import AtMostTags, On, RollDie, TrashThis
from ....engine.effects import (
    EndTheRun,
    GainCredits,
    GiveTags,
    IceHerePlus,
    NotFromArchives,
    PerAdvancement,
    PlaceCounters,
    RunnerHasTags,
    TakeHostedCredits,
)
from ..conceal import RunHereOncePerRun, SwapWithHQIce
from ..deferred import DefersLiberation, MarkRunDeferred
from ..gains import SetAsideGain, TakeBits
from ..hqice import (
    DreffEncounter,
    IsEncounterOnlyIce,
    JennyInstall,
    SuccessPendingHere,
    TrashEncounteredIce,
)
from ..lasting import GainActionsOncePerTurn, StartAcme, WatchLeavePlay
from ..reactions import FreeAbility, NoWormsHere, RunHere, TagPerCardDrawn, TrashWormUndo
from ..regions import (
    REGION_NOTE,
    AdvancedHere,
    DifficultyHere,
    DuringRunsHere,
    ExtraRoom,
    PassedRezzedIceHere,
    RecordAdvanced,
    RunOnlyIfWorked,
    TrashCostHere,
    UnsuccessfulRunHere,
)
from ..rules import ShownFromRD
from ..runner_counters import GiveRunnerCounter
from .base import define

define(
    "Rockerboy Promotion",
    on_rez=(PlaceCounters("credit", 15),),
    abilities=(Ability(Cost(clicks=1), (TakeHostedCredits(3),)),),
)

define(
    "Holovid Campaign",
    on_rez=(PlaceCounters("credit", 12),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeHostedCredits(1),),
            text="When your turn begins, take 1 bit from this card; once it holds none, trash it.",
        ),
    ),
)

define(
    "Setup!",
    on_access=(ShownFromRD(), Damage("net", 2)),
    access_condition=NotFromArchives(),
)

define(
    "TRAP!",
    on_access=(ShownFromRD(), CorpMayPay(4, (Damage("net", 3), GiveTags(1)))),
    access_condition=NotFromArchives(),
)

define(
    "Vacant Soulkiller",
    advanceable=True,
    on_access=(PerAdvancement(Damage("brain", 1)),),
)

define("Red Herrings", steal_cost=5)

define(  # a counter on the Runner that changes traces (rules-diff 88, 120)
    "Crybaby",
    on_access=(GiveRunnerCounter("crying"),),
    notes=(
        "Each Crying counter takes 2 off the Runner's link in every trace. The Runner may remove"
        " one by taking an action to pay 2 bits.",
    ),
)

define(  # agenda points spent as a cost (rules-diff 43)
    "I Got a Rock",
    abilities=(
        Ability(Cost(clicks=1, agenda_points=3), (Damage("meat", 15),), condition=RunnerHasTags(2)),
    ),
)

define(  # a die roll (rules-diff 60)
    "Schlaghund",
    abilities=(
        Ability(Cost(clicks=1), (RollDie(((AtMostTags(), (Damage("meat", 10), TrashThis())),)),)),
    ),
)

define("Antiquated Interface Routines", strength_mods=(IceHerePlus(1),))

# ---------------------------------------------------------------------- corp-mechanics: regions and
# the other mechanics of the 1996 game (regions.py, conceal.py, reactions.py, lasting.py, hqice.py,
# deferred.py, gains.py)

define(  # rezzed as installed (the region rule), one more agenda or node in its fort
    "Namatoki Plaza",
    rez_on_install=True,
    remote_only=True,
    state_checks=(ExtraRoom(),),
)

define(
    "New Galveston City Grid",
    rez_on_install=True,
    trash_cost_mods=(TrashCostHere(2),),
    notes=(REGION_NOTE,),
)

define(  # recurring bits only for the traces of runs on its fort
    "Paris City Grid",
    rez_on_install=True,
    recurring=3,
    recurring_for=("trace",),
    recurring_condition=DuringRunsHere(),
    notes=(REGION_NOTE,),
)

define(
    "Rio de Janeiro City Grid",
    rez_on_install=True,
    triggers=(
        Trigger(
            "pass_ice",
            (RollDie(((On(1), (EndTheRun(),)),)),),
            condition=PassedRezzedIceHere(),
            text=f"Whenever {PassedRezzedIceHere().text()}, roll a die. On a 1, end the run.",
        ),
    ),
    notes=(REGION_NOTE,),
)

define(
    "Roving Submarine",
    rez_on_install=True,
    remote_only=True,
    state_checks=(RunOnlyIfWorked(),),
    triggers=(Trigger("advance", (RecordAdvanced(),), condition=AdvancedHere()),),
    notes=(REGION_NOTE,),
)

define(
    "Tokyo-Chiba Infighting",
    rez_on_install=True,
    triggers=(
        Trigger(
            "run_ends",
            (GainCredits(2),),
            condition=UnsuccessfulRunHere(),
            text="Gain 2 bits after each unsuccessful run on this data fort.",
        ),
    ),
    notes=(REGION_NOTE,),
)

define(
    "Washington, D.C., City Grid",
    rez_on_install=True,
    advancement_mods=(DifficultyHere(1),),
    notes=(REGION_NOTE,),
)

define(  # its rez also costs an agenda point; a payment every turn that outlasts it
    "ACME Savings and Loan",
    rez_agenda_points=1,
    on_rez=(GainCredits(12), TrashThis(), StartAcme()),
)

define(  # the Corp loses the game if it leaves play while rezzed
    "Nevinyrral",
    on_rez=(GainActionsOncePerTurn(1),),
    state_checks=(WatchLeavePlay(0),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (GainActionsOncePerTurn(1),),
            text="Gain an action during each of your turns.",
        ),
    ),
    notes=(
        "Only one unique card of a particular name can be in play at a time. If for some reason"
        " more than one is in play, trash all but one.",
    ),
)

define(  # a tag per Runner draw; the Corp may rez it just before a draw
    "City Surveillance",
    triggers=(Trigger("runner_draws", (TagPerCardDrawn(1),), text=TagPerCardDrawn(1).text()),),
    notes=("You may rez this card just before the Runner draws a card.",),
)

define(  # worms barred on its fort; rezzed in response to a worm's use
    "Aardvark",
    state_checks=(NoWormsHere(),),
    triggers=(
        Trigger("worm_used", (TrashWormUndo(),), condition=RunHere(), text=TrashWormUndo().text()),
    ),
)

define(  # swaps unrezzed ice with ice from HQ, concealed
    "Omni Kismet, Ph. D.",
    abilities=(FreeAbility(Cost(), (SwapWithHQIce(),), condition=RunHereOncePerRun()),),
)

define(  # a region that swaps unrezzed ice with ice from HQ, concealed
    "Singapore City Grid",
    rez_on_install=True,
    abilities=(FreeAbility(Cost(), (SwapWithHQIce(),), condition=RunHereOncePerRun()),),
    notes=(REGION_NOTE,),
)


def _whenever(cond: SuccessPendingHere, effect: DreffEncounter | JennyInstall) -> str:
    body = effect.text()
    return (
        f"Whenever {cond.text()}, {body[0].lower()}{body[1:]} Use this ability only once during"
        " each run on this data fort."
    )


define(  # after a successful run: an encounter with ice from HQ, for half its rez cost
    "Dr. Dreff",
    triggers=(
        Trigger(
            "success_pending",
            (DreffEncounter(),),
            condition=SuccessPendingHere(),
            text=_whenever(SuccessPendingHere(), DreffEncounter()),
        ),
        Trigger("encounter_ends", (TrashEncounteredIce(),), condition=IsEncounterOnlyIce()),
    ),
)

define(  # after a successful run: ice from HQ installed innermost, and approached
    "Jenny Jett",
    triggers=(
        Trigger(
            "success_pending",
            (JennyInstall(),),
            condition=SuccessPendingHere(),
            text=_whenever(SuccessPendingHere(), JennyInstall()),
        ),
    ),
)

define(  # agendas accessed in a run with it wait for the Runner's next turn
    "Bizarre Encryption Scheme",
    state_checks=(DefersLiberation(),),
    on_access=(MarkRunDeferred(),),
)

define(  # every bit gain may be set aside on it, 2 for 1
    "Investment Firm",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeBits(1),),
            text=f"At the start of each of your turns: {TakeBits(1).text()}",
        ),
        Trigger(
            "corp_gains",
            (SetAsideGain(),),
            text=f"Whenever 1 bit or more are added to your pool: {SetAsideGain().text()} "
            "Effects that give you bits at the start of your turn cannot be used this way.",
        ),
    ),
)

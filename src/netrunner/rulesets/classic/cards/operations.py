"""The 1996 Corp operations: played with an action from HQ."""

from __future__ import annotations

from ....engine.damage import Damage
from ....engine.effects import (
    DrawCards,
    GainCredits,
    GiveTags,
    PlaceAdvancementsSplit,
    RunnerTagged,
    TurnFlag,
)
from ....engine.trace import Trace
from ...anr.cards.haas_bioroid import ArchivesToHQ
from ...anr.cards.jinteki import ArrangeTopOfRD
from ...anr.cards.nbn import RunnerLosesAllCredits
from ...anr.cards.weyland import AdvanceUpToTwo
from ..advancing import MoveAdvancements
from ..ambushes import TrashRunnerCards
from ..conceal import ConcealExposedIce, RearrangeIceInSecret
from ..doubles import DOUBLE_NOTE
from ..extraactions import HireTemps
from ..hqcards import IceFromArchivesToHQ, ShuffleOneFromHQ
from ..icecounters import KLUDGE, TERM, RezIceWithCounters
from ..lastturn import (
    RunnerInstalledLastTurn,
    RunnerTrashedLastTurn,
    TagPerPointOver,
    TrashInstalledLastTurn,
)
from ..restricted import GainRestrictedActions
from ..rules import GainActions
from ..runnerlimits import LowerMemoryThisTurn
from ..tracecost import DearTrace, RanThisGame
from ..turnflags import GainPerStolenAdvancement, TurnCount
from ..xcosts import PayX
from .base import define

define("Accounts Receivable", on_play=(GainCredits(9),))

define("Night Shift", on_play=(GainCredits(2), DrawCards(1)))

define("Scorched Earth", play_condition=RunnerTagged(), on_play=(Damage("meat", 4),))

define(
    "Trojan Horse",
    play_condition=TurnFlag("last:stolen", "the Runner liberated an agenda during their last turn"),
    on_play=(GiveTags(1),),
)

define("Systematic Layoffs", on_play=(PlaceAdvancementsSplit(2),))

define(
    "Chance Observation",
    play_condition=TurnFlag("last:runs", "the Runner made a run during their last turn"),
    on_play=(Trace(5, (GiveTags(1),)),),
)

# ---------------------------------------------------------------------- corp-basics: operations

define("Annual Reviews", on_play=(DrawCards(3),))

define("Day Shift", on_play=(DrawCards(2), GainCredits(1)))

define("Efficiency Experts", on_play=(GainCredits(3),))

define("Overtime Incentives", on_play=(GainActions(2),))

define("Closed Accounts", play_condition=RunnerTagged(), on_play=(RunnerLosesAllCredits(),))

define(
    "Corporate Detective Agency",
    play_condition=RunnerTagged(),
    on_play=(TrashRunnerCards(2, ("resource",), up_to=True),),
)

define("Datapool (R) by Zetatech", play_condition=RunnerTagged(), on_play=(GiveTags(2),))

define(
    "Netwatch Credit Voucher",
    play_condition=RunnerTagged(),
    on_play=(GiveTags(1), GainCredits(1)),
)

define("Punitive Counterstrike", play_condition=RunnerTagged(), on_play=(Damage("meat", 2),))

define("Urban Renewal", play_condition=RunnerTagged(), on_play=(Damage("meat", 5),))

define("Management Shake-Up", on_play=(PlaceAdvancementsSplit(3),))

define("Project Consultants", on_play=(PlaceAdvancementsSplit(4),))

define("Team Restructuring", on_play=(AdvanceUpToTwo(2),))

define("Off-Site Backups", on_play=(ArchivesToHQ(),))

define("Planning Consultants", on_play=(ArrangeTopOfRD(5),))

define(
    "Power Grid Overload",
    play_condition=RunnerTagged(),
    on_play=(PayX(TrashRunnerCards(0, ("hardware",), without="Cybernetics")),),
)

define(
    "Audit of Call Records",
    play_condition=TurnCount(
        "last:runs", 2, "the Runner attempted two or more runs during their last turn"
    ),
    on_play=(Trace(5, (GiveTags(1),)),),
)

define("Silver Lining Recovery Protocol", on_play=(GainPerStolenAdvancement(3),))

define("Falsified-Transactions Expert", on_play=(MoveAdvancements(3),))

define("New Blood", on_play=(ConcealExposedIce(), RearrangeIceInSecret()))

define("Edgerunner, Inc., Temps", on_play=(GainRestrictedActions(3, "install", consecutive=True),))

# ---------------------------------------------------------------------- corp-agendas-ops: operations

define("Credit Consolidation", on_play=(GainCredits(15),))

define(
    "Corporate Shuffle",
    on_play=(DrawCards(5), ShuffleOneFromHQ()),
    notes=(DOUBLE_NOTE.format(what="operation"),),
)

define(
    "Reclamation Project",
    on_play=(IceFromArchivesToHQ(),),
    notes=(DOUBLE_NOTE.format(what="operation"),),
)

define(
    "Data Sifters",
    play_condition=RunnerTrashedLastTurn("asset"),
    on_play=(GiveTags(1),),
)

define(
    "Underworld Mole",
    play_condition=RunnerInstalledLastTurn("resource"),
    on_play=(Trace(4, (TrashInstalledLastTurn("resource"), GiveTags(1))),),
)

define(
    "Manhunt",
    play_condition=TurnFlag("last:runs", "the Runner attempted a run during their last turn"),
    on_play=(Trace(6, (TagPerPointOver(),)),),
)

define("Badtimes", play_condition=RunnerTagged(), on_play=(LowerMemoryThisTurn(2),))

define("Emergency Rig", on_play=(RezIceWithCounters(KLUDGE),))

define("Rent-to-Own Contract", on_play=(RezIceWithCounters(TERM),))

define(
    "Schlaghund Pointers",
    play_condition=RanThisGame(),
    on_play=(DearTrace(3, (GiveTags(1),), surcharge=1),),
)

define("Corporate Guard(R) Temps", on_play=(HireTemps(),))

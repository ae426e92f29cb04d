"""The 1996 nodes and upgrades: cards installed in data forts, advanced, rezzed or accessed."""

from __future__ import annotations

from ....engine.carddef import (
    Ability,
    Cost,
    Prevention,
    Trigger,
)
from ....engine.choices import (
    CorpMayPay,
    sub,
)
from ....engine.cost import Cost as _Cost
from ....engine.damage import Damage
from ....engine.dice import AtMostTags, On, RollDie, TrashThis
from ....engine.effects import (
    DrawCards,
    DuringRun,
    EndTheRun,
    GainCredits,
    GiveTags,
    IceHerePlus,
    NotFromArchives,
    PerAdvancement,
    PlaceAdvancements,
    PlaceCounters,
    RunnerHasTags,
    RunnerTagged,
    TakeHostedCredits,
    TurnFlag,
)
from ....engine.trace import Trace
from ....engine.words import credits, sentence
from ..advancing import HasAdvancements, MoveAdvancements, YourTurn
from ..ambushes import AllOf, PerAdvancementOr, Rezzed, TrashRunnerCards
from ..breakers import NoStealthBits
from ..breaking import BreakSurcharge
from ..conceal import RunHereOncePerRun, SwapWithHQIce
from ..deferred import DefersLiberation, MarkRunDeferred
from ..deflectors import AtRunStart, RearrangeThisFort, RedirectRun
from ..derez import HalfCostRez, OliviaCanRez
from ..gains import SetAsideGain
from ..hosted import HasBits, TakeBits
from ..hqice import (
    DreffEncounter,
    IsEncounterOnlyIce,
    JennyInstall,
    SuccessPendingHere,
    TrashEncounteredIce,
)
from ..icemods import (
    AddedSubroutine,
    EndRunUnlessPays,
    IceInstallCost,
    KeywordIceStrength,
    KeywordRezDiscount,
)
from ..installs import UninstallToHQ
from ..lasting import GainActionsOncePerTurn, StartAcme, WatchLeavePlay
from ..reactions import FreeAbility, NoWormsHere, RunHere, TagPerCardDrawn, TrashWormUndo
from ..regions import (
    REGION_NOTE,
    AdvancedHere,
    DifficultyHere,
    DuringRunsHere,
    ExtraRoom,
    NoisyBreakerSurcharge,
    PassedRezzedIceHere,
    RecordAdvanced,
    RunOnlyIfWorked,
    TrashCostHere,
    UnsuccessfulRunHere,
)
from ..rules import (
    GainActions,
    ShownFromRD,
)
from ..runner_counters import GiveRunnerCounter
from ..runwide import RunnerPaysOrEndsRun
from ..shuffles import Reschedule, ShowAgendasFromHQ
from ..sysop_runs import (
    INSTALL_OR_REZ,
    RUN_BEGINS_HERE,
    AnnounceSpending,
    FewerAccessesHere,
    MeatDamageBoost,
    PassedAllIceHere,
    RDHas,
    RepeatableIceHere,
    RepeatSubHere,
    ReturnTurnBits,
    ShuffleFort,
    TrashTopOfRD,
    TurnBitsForInstallOrRez,
)
from ..sysops import (
    AccessedFrom,
    AdvanceHere,
    CashInAdvancements,
    CorpDrew,
    DiscardRandomFromHQ,
    DoubleIceStrength,
    DrawOneMoreBottom,
    HasRezzedIce,
    HQHasCards,
    InstalledOnlyIfRezzed,
    KeywordDifficultyHere,
    PassedIceHere,
    PassedLastIceHere,
    PattelOnBreakers,
    RanLastTurn,
    ReshuffleGrip,
    RollPerLastRun,
    RunBits,
    RunnerLosesPerTag,
    RunOnThisFort,
    SelfDestruct,
    ShuffleThisIntoRD,
    TrashAllRunnerCards,
    TrashOwnRezzedIce,
)
from ..tracebits import TRACE_ONLY, TraceCounterBits
from ..tracemods import TraceBits
from ..turnflags import ExtraActionThisTurn
from ..viruses import RunWasSuccessful
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

define(  # works only rezzed, as every ambush whose text does not say otherwise (docs/classic.md)
    "Vacant Soulkiller",
    advanceable=True,
    on_access=(PerAdvancement(Damage("brain", 1)),),
    access_condition=Rezzed(),
)

define("Red Herrings", steal_cost=5)

define(  # a counter on the Runner that changes traces (rules-diff 88, 120)
    "Crybaby",
    on_access=(GiveRunnerCounter("crying"),),
    access_condition=Rezzed(),  # an ambush upgrade works only rezzed (corp-basics ruling)
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

# ---------------------------------------------------------------------- corp-basics: nodes

define(
    "BBS Whispering Campaign",
    on_rez=(PlaceCounters("credit", 16),),
    abilities=(Ability(Cost(clicks=1), (TakeHostedCredits(2),)),),
)

define(
    "Braindance Campaign",
    on_rez=(PlaceCounters("credit", 12),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeHostedCredits(2),),
            text="When your turn begins, take 2 bits from this card; once it holds none, trash it.",
        ),
    ),
)

define("Blood Cat", abilities=(Ability(Cost(clicks=1), (Trace(5, (GiveTags(1),)),)),))

define(
    "Chicago Branch",
    abilities=(Ability(Cost(clicks=1, credits=3), (PlaceAdvancements(2),)),),
)

define("ESA Contract", abilities=(Ability(Cost(clicks=1), (DrawCards(2),)),))

define(
    "Euromarket Consortium",
    hand_size=2,
    abilities=(Ability(Cost(clicks=1, credits=1), (DrawCards(2),)),),
)

define("Rustbelt HQ Branch", hand_size=2)

define(
    "Solo Squad",
    abilities=(Ability(Cost(clicks=1), (Damage("meat", 1),), condition=RunnerTagged()),),
)

define("South African Mining Corp", abilities=(Ability(Cost(clicks=3), (GainCredits(6),)),))

# the trash is a cost on the card; it comes after the gain here, so the gain still counts the
# counters on it (they leave with the card)
define(
    "Information Laundering",
    advanceable=True,
    abilities=(Ability(Cost(clicks=1), (PerAdvancement(GainCredits(4)), TrashThis())),),
)

define("Krumz", recurring=1, recurring_for=("trace",))

define(
    "Newsgroup Taunting",
    triggers=(
        Trigger(
            "run_begins",
            (RunnerPaysOrEndsRun(1),),
            text=f"At the start of each run: {RunnerPaysOrEndsRun(1).text()}",
        ),
    ),
)

define(
    "Remote Facility",
    on_rez=(ExtraActionThisTurn(),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (ExtraActionThisTurn(),),
            text="Gain 1 action during each of your turns.",
        ),
    ),
)

# ambushes that work only while rezzed (our ruling: their text has no "even if not rezzed")
define(
    "Corprunner's Shattered Remains",
    advanceable=True,
    on_access=(PerAdvancement(TrashRunnerCards(1, ("hardware",))),),
    access_condition=Rezzed(),
)

define(
    "Experimental AI",
    advanceable=True,
    on_access=(PerAdvancement(TrashRunnerCards(1, ("program",))),),
    access_condition=Rezzed(),
)

# ---------------------------------------------------------------------- corp-basics: upgrades

define(
    "Dedicated Response Team",
    on_access=(Damage("meat", 3),),
    access_condition=AllOf((Rezzed(), RunnerTagged())),
)

define("Dieter Esslin", on_access=(Damage("net", 1),), access_condition=Rezzed())

define(
    "Turbeau Delacroix",
    on_access=(Trace(10, (GiveTags(1),)),),
    access_condition=Rezzed(),
    notes=("Use this ability only once during each run on this fort.",),
)

define("Chimera", on_access=(TrashRunnerCards(1, keyword="Daemon"),), access_condition=Rezzed())

# ---------------------------------------------------------------------- corp-basics: more nodes

define(  # works unrezzed and uninstalled, as its text says (rules-diff 65)
    "Virus Test Site",
    advanceable=True,
    on_access=(ShownFromRD(), PerAdvancementOr(Damage("net", 2), Damage("net", 1))),
    access_condition=NotFromArchives(),
    notes=("This works even if it is not installed or rezzed.",),
)

_RECEIVED_A_TAG = TurnFlag("tags", "the Runner received a tag this turn")
define(
    "Omniscience Foundation",
    triggers=(
        Trigger(
            "corp_turn_ends",
            (GiveTags(1),),
            condition=_RECEIVED_A_TAG,
            text="At the end of each turn during which the Runner received a tag: "
            + GiveTags(1).text(),
        ),
        Trigger("runner_turn_ends", (GiveTags(1),), condition=_RECEIVED_A_TAG),
    ),
)

define(
    "Data Masons",
    rez_mods=(KeywordRezDiscount("Wall", 2),),
    strength_mods=(KeywordIceStrength("Wall", 1),),
)

define(
    "Encoder, Inc.",
    rez_mods=(KeywordRezDiscount("Code Gate", 1),),
    subroutine_mods=(AddedSubroutine("Code Gate", sub(EndTheRun())),),
)

define("Skälderviken SA Beta Test Site", rez_mods=(KeywordRezDiscount("Black Ice", 2),))

define(
    "Tesseract Fort Construction",
    subroutine_mods=(AddedSubroutine("", sub(EndRunUnlessPays(1)), "here"),),
)

define(
    "Department of Truth Enhancement",
    abilities=(
        Ability(Cost(clicks=1), (PlaceCounters("credit", 3),)),
        Ability(Cost(clicks=1), (TakeBits(),), condition=HasBits()),
    ),
)

define(
    "Spinn (R) Public Relations",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeBits(1),),
            condition=HasBits(),
            text="When your turn begins, take 1 bit from this card, if it has any.",
        ),
    ),
    abilities=(Ability(Cost(clicks=1), (PlaceCounters("credit", 3),)),),
)

define("Chester Mix", install_discounts=(IceInstallCost(2, "here"),))

define("Fortress Architects", install_discounts=(IceInstallCost(1),))

define(  # an action gained outside your own turn could never be taken (see the notes)
    "Pacifica Regional AI",
    advanceable=True,
    abilities=(
        Ability(Cost(counter="advancement", counters=1), (GainActions(1),), condition=YourTurn()),
    ),
)

define(
    "Vapor Ops",
    advanceable=True,
    abilities=(
        Ability(Cost(counter="advancement", counters=1), (GainCredits(1),)),
        Ability(
            Cost(clicks=1),
            (MoveAdvancements(None, from_this=True),),
            condition=HasAdvancements(),
        ),
    ),
)

define("Rescheduler", abilities=(Ability(Cost(clicks=1), (Reschedule(),)),))

define(
    "Corporate Negotiating Center",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (ShowAgendasFromHQ(per_card=1),),
            text="When your turn begins: "
            + ShowAgendasFromHQ(per_card=1).text()[0].lower()
            + ShowAgendasFromHQ(per_card=1).text()[1:],
        ),
    ),
)

define("Cowboy Sysop", abilities=(Ability(Cost(clicks=1), (UninstallToHQ(),)),))

define(
    "Hacker Tracker Central",
    triggers=(
        Trigger(
            "trace_resolved",
            (PlaceCounters("credit", 1),),
            text="After each trace, whether successful or not, place 1 bit on this card.",
        ),
    ),
    trace_mods=(TraceBits(),),
)

define(  # before the Corp receives a virus counter (viruses.ReceiveVirus)
    "Disinfectant, Inc.",
    prevention=(
        Prevention(
            "virus",
            1,
            Cost(credits=1),
            text=f"{sentence(credits(1))}: Avoid receiving a virus counter. Use this ability only"
            " once each turn.",
        ),
    ),
)

define("Twenty-Four-Hour Surveillance", state_checks=(NoStealthBits(),))

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

define("Olivia Salazar", abilities=(Ability(Cost(), (HalfCostRez(),), condition=OliviaCanRez()),))

# ---------------------------------------------------------------------- regions built on the
# break surcharge (corp-ice) and the keyword ice modifiers (corp-static)

define(
    "Crystal Palace Station Grid",
    rez_on_install=True,
    break_surcharges=(BreakSurcharge(1, here=True),),
    notes=(REGION_NOTE,),
)

define(
    "Jerusalem City Grid",
    rez_on_install=True,
    rez_mods=(KeywordRezDiscount("Wall", 2, "here"),),
    strength_mods=(KeywordIceStrength("Wall", 1, "here"),),
    notes=(REGION_NOTE,),
)

# ---------------------------------------------------------------------- corp-ice-moves: the start
# of a run (Siren's redirect, Herman Revista's rearranging)


define(
    "Siren",
    rez_on_install=True,
    abilities=(Ability(_Cost(credits=1), (RedirectRun(),), condition=AtRunStart(elsewhere=True)),),
)

define(
    "Herman Revista",
    abilities=(
        Ability(_Cost(), (RearrangeThisFort(),), condition=AtRunStart(here=True, min_ice=2)),
    ),
)

define(
    "Panic Button",
    install_only_in="HQ",
    abilities=(Ability(Cost(credits=1), (DrawCards(1),), condition=RunOnThisFort()),),
)

define(
    "Syd Meyer Superstores",
    abilities=(
        Ability(Cost(clicks=1), (TrashOwnRezzedIce(), GainCredits(4)), condition=HasRezzedIce()),
    ),
)

define(
    "Street Enforcer",
    triggers=(
        Trigger(
            "run_begins",
            (RunnerLosesPerTag(),),
            condition=RunOnThisFort(),
            text=f"At the start of each run on this data fort: {RunnerLosesPerTag().text()}",
        ),
    ),
)

define(
    "Rasmin Bridger",
    triggers=(
        Trigger(
            "pass_ice",
            (RunnerPaysOrEndsRun(1),),
            condition=PassedIceHere(),
            text=f"After the Runner passes each piece of ice on this data fort:"
            f" {RunnerPaysOrEndsRun(1).text()}",
        ),
    ),
)

define(
    "Sterdroid",
    abilities=(Ability(Cost(credits=3, trash_self=True), (DoubleIceStrength(10),)),),
)

for _title, _keyword in (
    ("Networked Center", "Gray Ops"),
    ("Research Bunker", "Research"),
    ("Weapons Depot", "Black Ops"),
):
    define(
        _title,
        rez_on_install=True,
        advancement_mods=(KeywordDifficultyHere(_keyword, 1),),
        notes=(REGION_NOTE,),
    )

define(  # an ambush upgrade: it works only rezzed (the corp-basics ruling)
    "Shock Treatment",
    on_access=(TrashAllRunnerCards(("hardware",)), TrashRunnerCards(2, ("program",))),
    access_condition=AllOf((Rezzed(), RunnerHasTags(4))),
)

define(  # the trash is the Corp's choice as the Runner accesses it, rezzed
    "Self-Destruct",
    remote_only=True,
    on_access=(SelfDestruct(),),
    access_condition=Rezzed(),
)

define(
    "Stereogram Antibody",
    on_access=(Damage("net", 1), ShuffleThisIntoRD()),
    access_condition=AccessedFrom("Archives"),
)

define(
    "Bel-Digmo Antibody",
    on_rez=(ShuffleThisIntoRD(),),
    on_access=(ShownFromRD(), Damage("net", 1)),
    access_condition=AccessedFrom("R&D"),
)

define(  # works in HQ or R&D as well, not installed; installed, only rezzed (rules-diff 65)
    "Doppelganger Antibody",
    on_access=(ShownFromRD(), CorpMayPay(2, (GiveRunnerCounter("doppelganger"),))),
    access_condition=InstalledOnlyIfRezzed(),
    notes=(
        "Each Doppelganger counter makes the Runner lose 1 bit at the start of each of the"
        " Runner's turns. The Runner may take an action to pay 4 bits to remove one.",
    ),
)

define(  # works in HQ or R&D as well, not installed; installed, only rezzed (rules-diff 65)
    "Pattel Antibody",
    on_access=(ShownFromRD(), CorpMayPay(3, (PattelOnBreakers(),))),
    access_condition=InstalledOnlyIfRezzed(),
)

define(  # after the run is over, successful (a trigger of a rezzed node)
    "Indiscriminate Response Team",
    triggers=(
        Trigger(
            "run_ends",
            (CorpMayPay(0, (ReshuffleGrip(),)),),
            condition=RunWasSuccessful(),
            text="After the Runner makes a successful run, you may have the Runner shuffle their"
            " hand into their stack and then draw as many cards as they had.",
        ),
    ),
)

define(
    "Satellite Monitors",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (CorpMayPay(0, (RollPerLastRun(),)),),
            condition=RanLastTurn(),
            text="At the start of each of your turns, you may roll a die for each run the Runner"
            " made during the Runner's last turn. For each 1, give the Runner a tag.",
        ),
    ),
)

define(  # any number of times during any run, a card of HQ at random each
    "Executive Boot Camp",
    abilities=(
        FreeAbility(
            Cost(),
            (DiscardRandomFromHQ(), RunBits(2)),
            condition=AllOf((DuringRun(), HQHasCards())),
        ),
    ),
)

define(  # usable during any run (its text names no fort)
    "Raymond Ellison",
    remote_only=True,
    abilities=(FreeAbility(Cost(), (CashInAdvancements(3),), condition=DuringRun()),),
)

define(  # once per run, as the innermost ice of its fort is passed
    "Lesley Major",
    remote_only=True,
    triggers=(
        Trigger(
            "pass_ice",
            (CorpMayPay(5, (AdvanceHere(2),)),),
            condition=PassedLastIceHere(),
            text=f"{sentence(credits(5))}: {AdvanceHere(2).text()} Use this ability only when"
            " the Runner passes the last piece of ice on this data fort, and only once per run.",
        ),
    ),
)

define(
    "Strategic Planning Group",
    triggers=(
        Trigger(
            "draw", (DrawOneMoreBottom(),), condition=CorpDrew(), text=DrawOneMoreBottom().text()
        ),
    ),
    notes=(
        "Only one unique card of a particular name can be in play at a time. If for some reason"
        " more than one is in play, trash all but one.",
    ),
)

define(  # the random discard is part of the cost: offered only while HQ holds a card
    "Lisa Blight",
    abilities=(
        Ability(
            Cost(credits=1),
            (DiscardRandomFromHQ(), RepeatSubHere()),
            condition=AllOf((RepeatableIceHere(), HQHasCards())),
        ),
    ),
)

define(  # the top two cards of R&D are part of the cost: offered only while R&D holds two
    "Marcel DeSoleil",
    abilities=(
        Ability(
            Cost(credits=2),
            (TrashTopOfRD(2), RepeatSubHere()),
            condition=AllOf((RepeatableIceHere(), RDHas(2))),
        ),
    ),
)

define(  # the Corp's expose window offers to rez it, then to use it (the engine's expose window)
    "Department of Misinformation",
    prevention=(
        Prevention("expose", 1, Cost(credits=1), text="1 bit: Prevent a card from being exposed."),
    ),
    notes=("You may rez this card when the Runner attempts to expose a card.",),
)

define(  # every root card is accessed: rezzed as the access begins, it always counts
    "Simon Francisco",
    install_only_in=("R&D", "HQ"),
    access_mods=(FewerAccessesHere(),),
)

define(  # the Corp's rez window at the start of a run on its fort comes first
    "Obfuscated Fortress",
    triggers=(
        Trigger(
            RUN_BEGINS_HERE,
            (AnnounceSpending(),),
            condition=RunOnThisFort(),
            text=AnnounceSpending().text(),
        ),
    ),
    notes=("You may rez this card at the start of a run on this data fort.",),
)

define(  # rezzed in the Corp's last window of a run on its fort, after all its ice
    "Pavit Bharat",
    remote_only=True,
    rez_condition=PassedAllIceHere(),
    on_rez=(ShuffleFort(),),
)

define(  # advanced rezzed or not, as any advanceable card; its counters work while it is rezzed
    "Cybertech Think Tank",
    advanceable=True,
    state_checks=(MeatDamageBoost(),),
)

define(  # advanced rezzed or not; its counters are spent while it is rezzed
    "Government Contract",
    advanceable=True,
    recurring_for=INSTALL_OR_REZ,
    abilities=(Ability(Cost(counter="advancement", counters=1), (TurnBitsForInstallOrRez(3),)),),
    triggers=(
        Trigger("corp_turn_ends", (ReturnTurnBits(),)),
        Trigger("runner_turn_ends", (ReturnTurnBits(),)),
    ),
)

# ---------------------------------------------------------------------- last-two: London City Grid,
# LDL Traffic Analyzers

define(  # each use of a noisy icebreaker's breaks and boosts costs 1 more in runs on its fort
    "London City Grid",
    rez_on_install=True,
    breaker_surcharges=(NoisyBreakerSurcharge(1),),
    notes=(REGION_NOTE,),
)

define(  # advanced rezzed or not; rezzed and its counters spent in a trace, before the Corp's bid
    "LDL Traffic Analyzers",
    advanceable=True,
    recurring_for=TRACE_ONLY,
    state_checks=(TraceCounterBits(5),),
    notes=("You may rez this card during a trace attempt.",),
)

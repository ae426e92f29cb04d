"""The 1996 resources: connections, bits, link and protection."""

from __future__ import annotations

from ....engine.carddb import CORP, RUNNER
from ....engine.carddef import Ability, Cost, LinkSource, Prevention, Trigger
from ....engine.choices import Expose
from ....engine.damage import UnpreventableDamage
from ....engine.dice import (
    On,
    RollDie,
    TrashThis,
)
from ....engine.effects import (
    DrawCards,
    GainCredits,
    LoseCredits,
    PlaceCounters,
    TakeHostedCredits,
    TurnFlag,
)
from ....engine.fetch import SearchDeck
from ....engine.flow import DiscardAtRandom
from ...anr.cards.shaper import InstalledProgramOrHardware, TrashAnotherForCredits
from ...classic.hidden import (
    HIDDEN_NOTE,
    AccessMore,
    AtMoment,
    CorpsTurnOtherResource,
    EncounteringIce,
    PassAPIce,
    ProtectResources,
    TrashBeingAccessed,
    TrashFortCards,
)
from ..aside import AnyAside, HandHas, RemoveCounterAside, SetAside
from ..difficulty import KeywordDifficulty
from ..hosted import HasBits, TakeBits
from ..ice_rezzed import GainPerIceRezzed, ShowIceRezzed
from ..icemods import ChooseFort, IceInstallCost
from ..lasting import GainActionEachTurn, MayTrashThis, WatchLeavePlay
from ..looks import LookAtHQ, LookAtTopOfRD
from ..protection import CorpMayCancel
from ..restricted import GainedThisTurn, MayGainAction
from ..runner_tags import RemoveTags
from ..runtricks import DrawOneMore, DrewFromStack, JackOutIfForced
from ..topn import InstallProgram, TakeFromTopOfStack, TopOfTrashToHand
from ..traceoutcome import AddLink, AllTracesSucceed, AvoidedTraceWith, CancelTrace
from ..viacox import InstalledBeforeThisTurn, ViacoxRoll
from ..viruses import CorpMayTrashFor, KeepFromPurge
from .base import define

define(
    "Short-Term Contract",
    on_install=(PlaceCounters("credit", 12),),
    abilities=(Ability(Cost(clicks=1), (TakeHostedCredits(2),)),),
)

define(
    "Fall Guy",
    prevention=(
        Prevention("tag", 1, Cost(trash_self=True), text="Trash this card: Avoid receiving 1 tag."),
    ),
)

define(
    "The Short Circuit",
    abilities=(Ability(Cost(clicks=1, credits=1), (SearchDeck(RUNNER, "program"),)),),
)

define(
    "Karl de Veres, Corporate Stooge",
    triggers=(
        Trigger(
            "successful_run",
            (GainCredits(1),),
            text=f"Whenever you make a successful run, {GainCredits(1).text()[0].lower()}"
            + GainCredits(1).text()[1:],
        ),
    ),
)

# agenda points spent as a cost (rules-diff 43)
define(
    "Databroker",
    abilities=(Ability(Cost(clicks=1, trash_self=True, agenda_points=1), (GainCredits(10),)),),
)

define("Access to Kiribati", link_source=LinkSource(1, 1, boost_cost=1, boost=1))

define("The Springboard", link_source=LinkSource(None, 0, boost_cost=1, boost=1, post_reveal=True))

# bits only for raising link, replaced at the start of each turn (rules-diff 21, 84)
define("Hell's Run", recurring=1, recurring_for=("link",))

# ---------------------------------------------------------------------- corp-static: resources
# hosted bits, ice install costs, agenda points as an install cost, difficulty (corp-static notes)


define(  # a card's once-a-turn abilities share the one use (Ability.once_per_turn)
    "Broker",
    abilities=(
        Ability(Cost(clicks=1), (PlaceCounters("credit", 3),), once_per_turn=True),
        Ability(Cost(clicks=1), (TakeBits(),), condition=HasBits(), once_per_turn=True),
    ),
    notes=("Each of your turns, you may take only one action to use Broker.",),
)

define(
    "Restrictive Net Zoning",
    on_install=(ChooseFort(),),
    install_discounts=(IceInstallCost(-2, "chosen"),),
)

define(
    "Corporate Ally",
    install_agenda_points=1,
    advancement_mods=(KeywordDifficulty("", -1),),
    notes=(
        "Only one unique card of a particular name can be in play at a time: if more than one is"
        " in play, trash all but one.",
    ),
)

define(
    "Code Viral Cache",
    play_condition=TurnFlag("successful_run:HQ", "you made a successful run on HQ this turn"),
    triggers=(Trigger("purging", (KeepFromPurge(2),), text=KeepFromPurge(2).text()),),
    opponent_actions=(CorpMayTrashFor(5),),
)

define("Technician Lover", abilities=(Ability(Cost(clicks=1), (LookAtTopOfRD(1),)),))

define(
    "Aujourd'Oui",
    abilities=(Ability(Cost(clicks=1), (TakeFromTopOfStack(5, ("program",)),)),),
)

define(
    "N.E.T.O.",
    abilities=(Ability(Cost(clicks=1), (TakeFromTopOfStack(4, ("event", "resource")),)),),
)

define(
    "Ronin Around",
    abilities=(
        Ability(Cost(clicks=1), (TakeFromTopOfStack(5, ("hardware",)),)),
        Ability(Cost(clicks=1, credits=2), (Expose(),)),
    ),
)

define("Junkyard BBS", abilities=(Ability(Cost(clicks=1, credits=1), (TopOfTrashToHand(),)),))

_AVOID_TAG = Prevention(
    "tag", 1, Cost(trash_self=True), text="Trash this card: Avoid receiving 1 tag."
)

define("Access through Alpha", link_source=LinkSource(1, 9))

# the data's text is cut off after "made against": the last line is every base link card's
define("Access to Arasaka", link_source=LinkSource(2, 4, boost_cost=2, boost=1))

define("Back Door to Hilliard", link_source=LinkSource(0, 2, boost_cost=3, boost=1))

define("Back Door to Orbital Air", link_source=LinkSource(1, 2, boost_cost=2, boost=1))

define(
    "Danshi's Second ID", abilities=(Ability(Cost(clicks=1, trash_self=True), (RemoveTags(3),)),)
)

define(
    "Floating Runner BBS",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (GainCredits(1),),
            text=f"At the start of each of your turns, {GainCredits(1).text()[0].lower()}"
            + GainCredits(1).text()[1:],
        ),
    ),
)

define(
    "Leland, Corporate Bodyguard",
    prevention=(Prevention("meat", 1, Cost(credits=1)), _AVOID_TAG),
)

define(
    "Nomad Allies",
    abilities=(Ability(Cost(clicks=1, credits=1), (RemoveTags(1),)),),
    ability_purpose="remove_tag",  # bits only for removing tags (Drifter's) may pay it
    prevention=(_AVOID_TAG,),
)

define(
    "Rigged Investments",
    on_install=(PlaceCounters("credit", 12),),
    triggers=(
        Trigger(
            "runner_turn_begins",
            (TakeHostedCredits(1),),
            text="At the start of each of your turns, take 1 bit from this card; once it holds"
            " none, trash it.",
        ),
    ),
)

define(
    "Silicon Saloon Franchise",
    abilities=(Ability(Cost(clicks=1), (GainCredits(1), DrawCards(1))),),
)

define(  # the ANR Aesop's Pawnshop's effect; unique (the ruleset keeps one copy)
    "Smith's Pawnshop",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (TrashAnotherForCredits(2),),
            text="At the start of each of your turns, " + TrashAnotherForCredits(2).text(),
        ),
    ),
)

define(
    "Top Runner's Conference",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (GainCredits(2),),
            text=f"At the start of each of your turns, {GainCredits(2).text()[0].lower()}"
            + GainCredits(2).text()[1:],
        ),
        Trigger("run_begins", (TrashThis(),), text="When you make a run, trash this card."),
    ),
)

define(
    "Trauma Team [TM]",
    on_install=(PlaceCounters("trauma", 2),),
    prevention=(
        Prevention(
            "meat",
            1,
            Cost(counter="trauma", counters=1),
            text="Remove 1 trauma counter: Prevent 1 meat damage.",
        ),
    ),
    abilities=(Ability(Cost(clicks=1), (PlaceCounters("trauma", 1),)),),
)

define(  # the ANR Sacrificial Construct's prevention
    "Umbrella Policy",
    prevention=(
        Prevention(
            "trash",
            1,
            Cost(trash_self=True),
            condition=InstalledProgramOrHardware(),
            text="Trash this card: Prevent an installed program or hardware from being trashed.",
        ),
    ),
)

define(  # ice rezzed this turn, counted (see ..ice_rezzed)
    "Field Reporter for Ice and Data",
    triggers=(
        # the count shown on the card (as it is installed, and as each card is rezzed)
        Trigger("install", (ShowIceRezzed(),)),
        Trigger("rez", (ShowIceRezzed(),)),
        Trigger(
            "runner_turn_ends",
            (GainPerIceRezzed(),),
            text="At the end of each of your turns, "
            + GainPerIceRezzed().text()[0].lower()
            + GainPerIceRezzed().text()[1:],
        ),
    ),
)

define(
    "Loan from Chiba",
    on_install=(GainCredits(12),),
    state_checks=(WatchLeavePlay(10),),
    triggers=(
        Trigger(
            "runner_turn_begins",
            (LoseCredits(1, RUNNER),),
            text="At the start of each of your turns, lose 1 bit.",
        ),
        Trigger(
            "runner_turn_ends",
            (MayTrashThis(),),
            text="You may trash this card at the end of any of your turns.",
        ),
    ),
)

_CATTEKIN = RollDie(
    (
        (On(6), (TrashThis(), GainActionEachTurn(1))),
        (On(1), (UnpreventableDamage("brain", 1),)),
        (On(2), (UnpreventableDamage("net", 1),)),
    )
)

define(  # a die each turn; on a 6 an extra action for the rest of the game
    "Quest for Cattekin",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (_CATTEKIN,),
            text=f"At the start of each of your turns: {_CATTEKIN.text()}",
        ),
    ),
)

define("Diplomatic Immunity", shields=(CorpMayCancel("meat", 1),))

define(
    "Preying Mantis",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (MayGainAction(),),
            text="Each of your turns, when it begins, you may gain 1 action. If you do, suffer 1"
            " brain damage at the end of the turn. This damage cannot be prevented.",
        ),
        Trigger(
            "runner_turn_ends",
            (UnpreventableDamage("brain", 1),),
            condition=GainedThisTurn(),
        ),
    ),
)

define(
    "The Shell Traders",
    abilities=(
        Ability(
            Cost(clicks=1),
            (SetAside(("program", "hardware"), "shell"),),
            condition=HandHas(("program", "hardware")),
        ),
        Ability(Cost(credits=1), (RemoveCounterAside("shell"),), condition=AnyAside("shell")),
    ),
    triggers=(
        Trigger(
            "runner_turn_begins",
            (RemoveCounterAside("shell"),),
            condition=AnyAside("shell"),
            text="When your turn begins, remove 1 shell counter from a card set aside on this"
            " card.",
        ),
    ),
)

define(
    "Crash Everett, Inventive Fixer",
    triggers=(
        Trigger("draw", (DrawOneMore(),), condition=DrewFromStack(), text=DrawOneMore().text()),
    ),
)

define(
    "Submarine Uplink",
    link_source=LinkSource(0, 4, boost_cost=1, boost=1, only_in_run=True, jack_out=True),
    triggers=(Trigger("encounter_ends", (JackOutIfForced(),)),),
)

define(
    "Wilson, Weeflerunner Apprentice",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (MayGainAction("run", cap=3),),
            text="Each of your turns, when it begins: "
            + MayGainAction("run", cap=3).text()[0].lower()
            + MayGainAction("run", cap=3).text()[1:],
        ),
    ),
    prevention=(
        Prevention("tag", 1, Cost(trash_self=True), text="Trash this card: Avoid receiving a tag."),
        Prevention(
            "meat",
            1000,
            Cost(trash_self=True),
            text="Trash this card: Prevent any amount of meat damage.",
        ),
    ),
)

# ---------------------------------------------------------------------- runner-hidden: hidden resources


def hidden(title: str, *notes: str, **kw: object) -> None:
    """Declare the hidden resource ``title``: installed face down, trashed face up (``notes``:
    when its abilities may be used, rules text that is no effect)."""
    define(title, install_facedown=True, notes=(*notes, HIDDEN_NOTE), **kw)


#: the bank accounts' timing, which any paid ability has (see the notes: runner-hidden.md)
ANY_COST = "You may use this ability whenever you pay any cost or penalty."


hidden(
    "Bolt-Hole",
    prevention=(
        Prevention(
            "meat", 2, Cost(trash_self=True), text="Trash this card: Prevent 2 meat damage."
        ),
    ),
)

hidden(
    "Expendable Family Member",
    prevention=(
        Prevention(
            "tag",
            1,
            Cost(credits=1, trash_self=True),
            text="1 bit, trash this card: Avoid receiving a tag.",
        ),
    ),
)

# "whenever you pay any cost or penalty": at any time the Runner may use paid abilities (its
# actions, every paid-ability window, encounters included), which comes before any payment
hidden(
    "Chiba Bank Account",
    ANY_COST,
    abilities=(Ability(Cost(credits=1, trash_self=True), (GainCredits(4),)),),
)

hidden(
    "Liberated Savings Account",
    ANY_COST,
    abilities=(Ability(Cost(credits=7, trash_self=True), (GainCredits(11),)),),
)

hidden(
    "Swiss Bank Account",
    "You may use the following abilities whenever you pay any cost or penalty.",
    abilities=(
        Ability(Cost(trash_self=True), (GainCredits(2),)),
        Ability(Cost(credits=3, trash_self=True), (GainCredits(6),)),
    ),
)

hidden(
    "Executive File Clerk",
    abilities=(Ability(Cost(credits=2, trash_self=True), (LookAtHQ(),)),),
)

hidden(
    "Sandbox Dig",
    abilities=(Ability(Cost(credits=3, trash_self=True), (LookAtTopOfRD(3),)),),
)

# a paid ability: usable during an encounter as at any other time paid abilities may be used
hidden(
    "Airport Locker",
    "You may use this ability during an encounter with a piece of ice.",
    abilities=(Ability(Cost(credits=5, trash_self=True), (InstallProgram(),)),),
)

hidden(
    "Simulacrum",
    "You may use this ability during an encounter with a piece of ice.",
    abilities=(Ability(Cost(trash_self=True), (PassAPIce(),), condition=EncounteringIce("AP")),),
)

hidden(
    "Credit Subversion",
    abilities=(
        Ability(
            Cost(trash_self=True),
            (LoseCredits(3),),
            condition=AtMoment("successful_run", "HQ"),
        ),
    ),
)

hidden(
    "Death from Above",
    abilities=(
        Ability(
            Cost(trash_self=True),
            (TrashFortCards(),),
            condition=AtMoment("successful_run", "subsidiary"),
        ),
    ),
)

hidden(
    "HQ Mole",
    abilities=(
        Ability(
            Cost(credits=4, trash_self=True),
            (AccessMore(2, "HQ"),),
            condition=AtMoment("access_begins", "HQ"),
        ),
    ),
)

hidden(
    "R&D Mole",
    abilities=(
        Ability(
            Cost(credits=4, trash_self=True),
            (AccessMore(2, "R&D"),),
            condition=AtMoment("access_begins", "R&D"),
        ),
    ),
)

hidden(
    "Mercenary Subcontract",
    abilities=(
        Ability(
            Cost(credits=4, trash_self=True),
            (TrashBeingAccessed(),),
            condition=AtMoment("card_accessed"),
        ),
    ),
)

hidden(
    "Get Ready to Rumble",
    abilities=(
        Ability(
            Cost(trash_self=True),
            (DiscardAtRandom(CORP, 2),),
            condition=AtMoment("meat_damage_done"),
        ),
    ),
)


# ---------------------------------------------------------------------- runner-hidden: other resources

define(
    "Streetware Distributor",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (TakeBits(1),),
            condition=HasBits(),
            text="At the start of each of your turns, take 1 bit from this card, if it has any.",
        ),
    ),
    abilities=(Ability(Cost(clicks=1), (PlaceCounters("credit", 3),)),),
)

define(
    "Back Door to Rivals",
    link_source=LinkSource(0, 2, boost_cost=3, boost=1),
    triggers=(
        Trigger(
            "trace_resolved",
            (GainCredits(1),),
            condition=AvoidedTraceWith(),
            text="Gain 1 bit whenever you successfully use this card to avoid a trace.",
        ),
    ),
)

define(
    "Runner Sensei",
    link_source=LinkSource(2, 4, boost_cost=2, boost=1),
    triggers=(
        Trigger(
            "trace_resolved",
            (GainCredits(1),),
            condition=AvoidedTraceWith(),
            text="Gain 1 bit whenever you successfully use this card to avoid a trace.",
        ),
    ),
)

define(
    "Crash Space",
    trace_mods=(AllTracesSucceed(),),
    state_checks=(WatchLeavePlay(-2),),
    triggers=(
        Trigger(
            "runner_turn_begins",
            (GainCredits(1),),
            text="At the start of each of your turns, gain 1 bit.",
        ),
    ),
    abilities=(Ability(Cost(clicks=1), (TrashThis(),)),),
)

hidden(
    "Wired Switchboard",
    abilities=(
        Ability(Cost(trash_self=True), (AddLink(3),), condition=AtMoment("trace_compared")),
    ),
)

hidden(
    "Back Door to Netwatch",
    abilities=(
        Ability(
            Cost(credits=3, trash_self=True),
            (CancelTrace(),),
            condition=AtMoment("trace_succeeded"),
        ),
    ),
)

define(
    "Precision Bribery",
    no_new_remotes=True,
    opponent_actions=(CorpMayTrashFor(4),),
)

define(
    "Elena Laskova",
    triggers=(
        Trigger(
            "prep_gain",
            (GainCredits(1),),
            text="Whenever you play a prep, gain an additional 1 bit the first time you gain "
            "bits from its effect.",
        ),
    ),
)

hidden(
    "Time to Collect",
    prevention=(
        Prevention(
            "trash",
            1,
            Cost(trash_self=True),
            condition=CorpsTurnOtherResource(),
            text="Trash this card: Prevent one or more of your other installed resources from "
            "being trashed. Use this ability only during the Corp's turn.",
            effects=(ProtectResources(),),
        ),
    ),
)

define(
    "Bargain with Viacox",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (ViacoxRoll(),),
            condition=InstalledBeforeThisTurn(),
            text=ViacoxRoll().text(),
        ),
    ),
)

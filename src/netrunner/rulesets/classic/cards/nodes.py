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
from ....engine.damage import Damage
from ....engine.dice import AtMostTags, RollDie, TrashThis
from ....engine.effects import (
    DrawCards,
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
from ...anr.cards.nbn import PayOrEndRun
from ..advancing import HasAdvancements, MoveAdvancements, YourTurn
from ..ambushes import AllOf, PerAdvancementOr, Rezzed, TrashRunnerCards
from ..breakers import NoStealthBits
from ..hosted import HasBits, TakeBits
from ..icemods import (
    AddedSubroutine,
    EndRunUnlessPays,
    IceInstallCost,
    KeywordIceStrength,
    KeywordRezDiscount,
)
from ..installs import UninstallToHQ
from ..rules import (
    GainActions,
    ShownFromRD,
)
from ..runner_counters import GiveRunnerCounter
from ..shuffles import Reschedule, ShowAgendasFromHQ
from ..tracemods import TraceBits
from ..turnflags import ExtraActionThisTurn
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
            (PayOrEndRun(1),),
            text=f"Whenever a run begins: {PayOrEndRun(1).text()}",
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

"""The 1996 programs: icebreakers, viruses and other programs."""

from __future__ import annotations

from ....engine.carddef import Ability, Breaker, Cost, LinkSource, Prevention, Trigger
from ....engine.choices import Expose, MakeRun
from ....engine.damage import DamageShield
from ....engine.dice import On, RollDie, TrashThis
from ....engine.effects import (
    DuringRun,
    EndTheRun,
    GainCredits,
    PlaceCounters,
    TakeTags,
)
from ....engine.words import credits, sentence
from ...anr.cards.anarch import IceCarverWeakens
from ..breakers import (
    STEALTH,
    BoostedThis,
    BrokeThisRun,
    BrokeWithThis,
    DupreUsed,
    ForgoingBreaker,
    SnowballStrength,
    TracingBreaker,
)
from ..conceal import MayReverseIce, SuccessfulRunEnded
from ..daemons import DaemonHosting, HostedBreakersWeaker
from ..dice_cards import BlinkBreaker, BrokeThatIce, MarkBrokenIce, RollStrength
from ..difficulty import FAIT, SuccessfulRunOnSubsidiary
from ..forts import PutFortCounter
from ..icetrash import (
    AfterSuccessfulRun,
    CorpRezzesFort,
    EncounteredIceRezCost,
    JustBrokeAll,
    TrashEncounteredIce,
)
from ..lasting import LastingChanges
from ..looks import AccessedFrom, LookAtHQ, LookAtTopOfRD
from ..noisy import (
    AllWallBrokenByThis,
    BulldozerFreeBreak,
    ChooseBreakerType,
    FirstSentryBreakThisRun,
    HasBulldozerMark,
    LoseAllStealthBits,
    NextIceFreeBreak,
    NotChosenYet,
    fubar_breaker,
)
from ..program_tools import (
    BoostIcebreaker,
    ChooseBreakType,
    ChooseIce,
    ChosenType,
    ChosenTypeBreaker,
    DerezEncountered,
    DerezPassed,
    Encountering,
    ExposeAllInstalled,
    JustPassedBroken,
    MarkedThisRun,
    MarkPassedIce,
    MarkThisRun,
    RollAddStrength,
    StrongerAgainstChosen,
    TurnBoostBreaker,
)
from ..publicity import BP_NOTE
from ..reactions import (
    ApproachingUnrezzedIce,
    ExposeApproachedIce,
    FlatlinePending,
    FreeAbility,
    NodeOrUpgradeRezzedInRun,
    OfferJackOut,
    PreventFlatline,
    RemoveBrainDamage,
)
from ..returns import OtherInstalledProgram, ReturnThisToHand
from ..rules import ForgoActions, GiveCorpCounter, SuccessfulRunOn
from ..stealth import LoseStealthBits, noisy, noisy_text
from ..topn import InstallProgram, MayCutRD, OncePerRun, ShowTopAndInstall
from ..tracemods import TraceLimit
from ..virus_kinds import (
    DoomInstead,
    SocketsEverywhere,
    SpendSockets,
    SuccessfulRunOnCentral,
)
from ..viruses import (
    CORP_VIRUSES,
    PATTEL_NOTE,
    PURGE_NOTE,
    AllBrokenMarks,
    MaySpy,
    PattelCounter,
    RunWasSuccessful,
)
from .base import define

define("Loony Goon", breaker=Breaker("Sentry", break_cost=1, boost_cost=1, boost=1))

define("Black Dahlia", breaker=Breaker("Sentry", break_cost=2, boost_cost=2, boost=1))

define("Tinweasel", breaker=Breaker("Code Gate", break_cost=0))

define("Codecracker", breaker=Breaker("Code Gate", break_cost=0, boost_cost=1, boost=1))


define("Krash", breaker=Breaker(None, break_cost=2, boost_cost=2, boost=1))

define("Flak", breaker=Breaker("AP", break_cost=1, boost_cost=1, boost=1))

define("Force Shield", shields=(DamageShield(("net", "brain"), 2),))

define("Mouse", abilities=(Ability(Cost(clicks=1), (Expose(roots_only=True),)),))

define(
    "Butcher Boy",
    triggers=(
        Trigger(
            "successful_run",
            (GiveCorpCounter("butcher_boy", "Butcher Boy"),),
            condition=SuccessfulRunOn("HQ"),
            text=f"Whenever {SuccessfulRunOn('HQ').text()}: "
            + GiveCorpCounter("butcher_boy", "Butcher Boy").text(),
        ),
    ),
    notes=(
        "The Corp's Butcher Boy counters stay when this program leaves play. At the start of each"
        " of your turns, gain 1 bit for every two of them.",
        "The Corp may remove all virus counters by forgoing its next three actions.",
    ),
)

define(
    "Pox",
    triggers=(
        Trigger(
            "successful_run",
            (PutFortCounter("pox", "Pox"),),
            text="Whenever you make a successful run, "
            + PutFortCounter("pox", "Pox").text()[0].lower()
            + PutFortCounter("pox", "Pox").text()[1:],
        ),
    ),
    notes=(
        "Every two Pox counters in a fort make installing a card in or on that fort cost the Corp"
        " 1 bit more. They stay when this program leaves play.",
        "The Corp may remove all virus counters by forgoing its next three actions.",
    ),
)

define("Baedeker's Net Map", link_source=LinkSource(0, 1, boost_cost=1, boost=1))

define("Signpost", link_source=LinkSource(None, 0, boost_cost=1, boost=2, post_reveal=True))

# ---------------------------------------------------------------------- corp-static: programs
# Fait counters in forts (difficulty), a lower trace limit for ice (corp-static notes)


define(
    "Fait Accompli",
    triggers=(
        Trigger(
            "successful_run",
            (PutFortCounter(FAIT, "Fait"),),
            condition=SuccessfulRunOnSubsidiary(),
            text="Whenever you make a successful run on a subsidiary data fort, put a Fait"
            " counter in that fort.",
        ),
    ),
    notes=(
        "Every two Fait counters in a fort give +1 difficulty to all agendas installed in that"
        " fort. They stay when this program leaves play.",
        "The Corp may remove all virus counters by forgoing its next three actions.",
    ),
)

define("Rabbit", trace_mods=(TraceLimit(-1, from_ice=True),))


def _corp_virus(title: str, kind: str, server: str | None) -> None:
    """A virus that gives the Corp a counter of ``kind`` whenever the Runner makes a successful
    run (on ``server``, if given); what the counters do is the ruleset's (``viruses.py``)."""
    v = CORP_VIRUSES[kind]
    give = GiveCorpCounter(kind, v.name)
    on = f" on {server}" if server else ""
    define(
        title,
        triggers=(
            Trigger(
                "successful_run",
                (give,),
                condition=SuccessfulRunOn(server) if server else None,
                text=f"Whenever you make a successful run{on}, "
                + give.text()[0].lower()
                + give.text()[1:],
            ),
        ),
        notes=(v.does, PURGE_NOTE),
    )


_corp_virus("Boardwalk", "boardwalk", "HQ")

_corp_virus("Cascade", "cascade", "R&D")

_corp_virus("Cockroach", "cockroach", "HQ")

_corp_virus("Deep Thought", "thought", "R&D")

_corp_virus("Gremlins", "gremlin", "HQ")

_corp_virus("Incubator", "incubate", None)

_corp_virus("Skivviss", "skivviss", "R&D")

define(
    "Pattel's Virus",
    triggers=(
        Trigger("encounter_ends", (AllBrokenMarks(),)),  # remembers the ice fully broken
        Trigger("successful_run", (PattelCounter(),), text=PattelCounter().text()),
    ),
    notes=(PATTEL_NOTE, PURGE_NOTE),
)

define(
    "I Spy",
    triggers=(
        Trigger("run_ends", (MaySpy(),), condition=RunWasSuccessful(), text=MaySpy().text()),
    ),
)

define(
    "Expert Schedule Analyzer",
    triggers=(
        Trigger(
            "run_ends",
            (LookAtHQ(),),
            condition=AccessedFrom("HQ"),
            text="After you access cards from HQ, look at all cards in HQ.",
        ),
    ),
)

define(
    "R&D-Protocol Files",
    abilities=(
        Ability(
            Cost(clicks=1),
            (MakeRun("R&D", instead=(LookAtTopOfRD(5),), mods=(("must_replace", 1),)),),
        ),
    ),
)

define(
    "Microtech AI Interface",
    triggers=(
        Trigger(
            "access_begins",
            (MayCutRD(),),
            condition=SuccessfulRunOn("R&D"),  # the access about to begin is on R&D
            text="Whenever you are about to access cards from R&D, you may first cut any number"
            " of cards from the top of R&D to the bottom.",
        ),
    ),
)

define("Mystery Box", abilities=(Ability(Cost(), (ShowTopAndInstall(5),), condition=OncePerRun()),))

define(
    "Self-Modifying Code",
    abilities=(Ability(Cost(trash_self=True), (InstallProgram(),), condition=DuringRun()),),
)

define(  # noisy (rules-diff 75): see the noisy icebreakers at the end of this module
    "Hammer",
    breaker=Breaker("Wall", break_cost=1, boost_cost=1, boost=1),
    triggers=(noisy("Hammer", 2),),
)

# breakers for several keywords, or for subroutines that trace (rules-diff 49)
define(
    "Dogcatcher",
    breaker=Breaker(
        "Pit Bull", 1, boost_cost=1, boost=1, more=("Hellhound", "Bloodhound", "Watchdog")
    ),
)

define("Reflector", breaker=Breaker("Stun", break_cost=0, more=("Hellbolt", "Knockout")))

define("Replicator", breaker=TracingBreaker(None, break_cost=0, boost_cost=1, boost=1))

# daemons (rules-diff 74): programs installed in them use the daemon's MU
for _title, _mu, _weaker in (("Afreet", 3, 1), ("Imp", 2, 1), ("Succubus", 3, 0)):
    define(
        _title,
        hosts=DaemonHosting(_mu),
        hosted_memory_free=True,
        strength_mods=(HostedBreakersWeaker(_weaker),) if _weaker else (),
        notes=(DaemonHosting(_mu).text(),),
    )

# dice (rules-diff 60)
define(
    "AI Boon",
    breaker=Breaker("Sentry", break_cost=1, boost_cost=1, boost=1),
    triggers=(Trigger("run_begins", (RollStrength(),), text=RollStrength().text()),),
)

define(
    "Bartmoss Memorial Icebreaker",
    breaker=Breaker(None, break_cost=1, boost_cost=1, boost=1),
    triggers=(
        Trigger("subroutine_broken", (MarkBrokenIce(),), condition=BrokeWithThis()),
        Trigger(
            "pass_ice",
            (RollDie(((On(1), (TrashThis(),)),)),),
            condition=BrokeThatIce(),
            text="After passing each piece of ice, if you used this card to break any "
            "subroutines of that ice: roll a die. On a 1: trash this card.",
        ),
    ),
)

define("Blink", breaker=BlinkBreaker(None, break_cost=0))

# strength from counters and from breaks
define(
    "Dupré",
    breaker=Breaker("Code Gate", break_cost=1, boost_cost=2, boost=1),
    triggers=(
        Trigger(
            "subroutine_broken",
            (DupreUsed(broke=True),),
            condition=BrokeWithThis(),
            text=DupreUsed().text(),
        ),
        Trigger("breaker_boosted", (DupreUsed(),), condition=BoostedThis()),
        Trigger(
            "run_ends",
            (PlaceCounters("strength", 1),),
            condition=BrokeThisRun(),
            text="After each run during which this card was used to break a subroutine, put a"
            " +1 strength counter on it. Each +1 strength counter gives it +1 strength.",
        ),
    ),
)

define(
    "Snowball",
    breaker=Breaker("Sentry", break_cost=1, boost_cost=1, boost=1),
    triggers=(
        Trigger(
            "subroutine_broken",
            (SnowballStrength(),),
            condition=BrokeWithThis(),
            text=SnowballStrength().text(),
        ),
    ),
)

# a breaker whose use ends the run
define(
    "Dropp [TM]",
    breaker=Breaker(None, break_cost=0, boost_cost=1, boost=1),
    triggers=(
        Trigger(
            "subroutine_broken",
            (EndTheRun(),),
            condition=BrokeWithThis(),
            text="Using this card ends your run.",
        ),
        Trigger("breaker_boosted", (EndTheRun(),), condition=BoostedThis()),
    ),
)

# X bits: +X strength and forgo X actions, as X boosts of +1 each forgoing an action
define(
    "Japanese Water Torture",
    breaker=ForgoingBreaker("Wall", break_cost=0, boost_cost=1, boost=1),
    triggers=(Trigger("breaker_boosted", (ForgoActions(1),), condition=BoostedThis()),),
)

# stealth bits (rules-diff 75): only icebreakers that are not noisy may spend them
define("Cloak", recurring=3, recurring_for=(STEALTH,))

define("Invisibility", recurring=1, recurring_for=(STEALTH,))

define("Vewy Vewy Quiet", recurring=2, recurring_for=(STEALTH,))

# noisy icebreakers: breaking, the Runner loses bits from its stealth cards
define(
    "Jackhammer",
    breaker=Breaker("Wall", break_cost=0, boost_cost=1, boost=1),
    triggers=(noisy("Jackhammer", 1),),
)

define(
    "Pile Driver",
    breaker=Breaker("Wall", break_cost=3, subs=4, boost_cost=1, boost=1),
    triggers=(noisy("Pile Driver", 3, "you break wall subroutines"),),
)

define(
    "Ramming Piston",
    breaker=Breaker("Wall", break_cost=2, boost_cost=1, boost=1),
    triggers=(noisy("Ramming Piston", 2),),
)

# recurring bits with a purpose (rules-diff 21)
define("Poltergeist", recurring=2, recurring_for=("trash_asset",))

define("Scatter Shot", recurring=2, recurring_for=("trash_upgrade",))

define(
    "Zetatech Software Installer",
    recurring=2,
    recurring_for=("program_install",),
    notes=("You may use these bits to install a program overwriting this card.",),
)

# the Runner against the Corp's ice
define(
    "Startup Immolator",
    abilities=(
        Ability(
            Cost(trash_self=True),
            (TrashEncounteredIce(),),
            condition=JustBrokeAll(),
            price=EncounteredIceRezCost(),
        ),
    ),
)

define(
    "False Echo",
    abilities=(Ability(Cost(credits=2), (CorpRezzesFort(),), condition=AfterSuccessfulRun()),),
)

define(
    "Joan of Arc",
    prevention=(
        Prevention(
            "trash",
            1,
            Cost(trash_self=True),
            condition=OtherInstalledProgram(),
            text="Trash this card: Prevent one or more of your other installed programs from "
            "being trashed.",
        ),
        Prevention(
            "trash",
            1,
            Cost(credits=1),
            condition=OtherInstalledProgram(),
            text=f"{credits(1)[0].upper()}{credits(1)[1:]}: Prevent one or more of your other "
            "installed programs from being trashed, and bring this card into your hand.",
            effects=(ReturnThisToHand(),),
        ),
    ),
)

define("Codeslinger", breaker=Breaker("Sentry", break_cost=1))

define("Cyfermaster", breaker=Breaker("Code Gate", break_cost=2, boost_cost=1, boost=1))

define("Dwarf", breaker=Breaker("Wall", break_cost=1, boost_cost=1, boost=1))

define(
    "Evil Twin",
    breaker=Breaker("Sentry", break_cost=3, boost_cost=1, boost=1),
    shields=(DamageShield(("net", "brain"), 2),),
)

define("Grubb", breaker=Breaker("Wall", break_cost=1, boost_cost=2, boost=1, boost_for_run=True))

define("Raffles", breaker=Breaker("Code Gate", break_cost=1, boost_cost=2, boost=1))

define("Raptor", breaker=Breaker("Sentry", break_cost=2, boost_cost=1, boost=1))

define("Shaka", breaker=Breaker("Sentry", break_cost=1, boost_cost=2, boost=1))

define("Wild Card", breaker=Breaker("Sentry", break_cost=0, boost_cost=3, boost=1))

define("Wizard's Book", breaker=Breaker("Code Gate", break_cost=0, boost_cost=2, boost=1))

define("Worm", breaker=Breaker("Wall", break_cost=0, boost_cost=3, boost=1))

define("Clown", strength_mods=(IceCarverWeakens(),))  # the ANR Ice Carver's modifier

define("Newsgroup Filter", abilities=(Ability(Cost(clicks=1), (GainCredits(2),)),))

define("SeeYa", abilities=(Ability(Cost(clicks=1, credits=1), (Expose(),)),))

define("Shield", shields=(DamageShield(("net",), 2),))

define(  # the ANR Sneakdoor Beta's run
    "Shredder Uplink Protocol",
    abilities=(Ability(Cost(clicks=1), (MakeRun("Archives", mods=(("as_hq", 1),)),)),),
)

define("Bakdoor [TM]", link_source=LinkSource(0, 3, boost_cost=2, boost=1))

define(  # prevents a flatline; three lasting changes outlast it
    "Emergency Self-Construct",
    abilities=(
        Ability(
            Cost(trash_self=True),
            (
                PreventFlatline(),
                RemoveBrainDamage(),
                LastingChanges(
                    (
                        ("lasting_actions:runner", -1),
                        ("hand_size:runner", -1),
                        ("lasting_shield:meat", 0),
                    ),
                    "For the remainder of the game, you have only three actions per turn, instead"
                    " of four; your hand size is reduced by 1; and all meat damage is"
                    " automatically prevented.",
                ),
            ),
            condition=FlatlinePending(),
        ),
    ),
)

define(  # exposes the approached ice, then a jack-out before the rez decision
    "Smarteye",
    abilities=(
        FreeAbility(
            Cost(),
            (ExposeApproachedIce(), OfferJackOut("before the Corp decides whether to rez the ice")),
            condition=ApproachingUnrezzedIce(),
        ),
    ),
)

define(  # a jack-out right after a node or upgrade is rezzed, before it takes effect
    "Speed Trap",
    triggers=(
        Trigger(
            "rez",
            (OfferJackOut("before that upgrade or node takes effect"),),
            condition=NodeOrUpgradeRezzedInRun(),
            text="Whenever the Corp has just rezzed an upgrade or node during your run, you may "
            "jack out before it takes effect (no cost).",
        ),
    ),
)

define(  # reverses a fort's ice right after a successful run on it
    "Netspace Inverter",
    triggers=(
        Trigger(
            "run_ends",
            (MayReverseIce(),),
            condition=SuccessfulRunEnded(),
            text=f"{MayReverseIce().text()} Use this ability only {SuccessfulRunEnded().text()}.",
        ),
    ),
)

# ---------------------------------------------------------------------- runner-programs: Proteus and Classic programs
# breakers of one kind; damage prevention (docs/classic.md, "Mechanics")

define("Big Frackin' Gun", breaker=Breaker("Sentry", break_cost=6, subs=5, boost_cost=1, boost=1))

define("Boring Bit", breaker=Breaker("Wall", break_cost=2, boost_cost=1, boost=1))

define("Corrosion", breaker=Breaker("Wall", break_cost=0, boost_cost=1, boost=1))

define("Early Worm", breaker=Breaker("Wall", break_cost=1, boost_cost=2, boost=3))  # no icebreaker

define("Matador", breaker=Breaker("Sentry", break_cost=1, boost_cost=3, boost=5))

define("Redecorator", breaker=Breaker("Sentry", break_cost=1, subs=2, boost_cost=3, boost=1))

define("Skeleton Passkeys", breaker=Breaker("Code Gate", break_cost=0, boost_cost=3, boost=4))

define(
    "Enterprise, Inc., Shields",
    prevention=(
        Prevention(
            "net", 2, Cost(credits=1), text=f"{sentence(credits(1))}: Prevent up to 2 net damage."
        ),
        Prevention("brain", 1, Cost(credits=1)),
    ),
)

_ANY_AMOUNT = 10**6  # "any amount": more than any damage done

define(
    "Skullcap",
    prevention=tuple(
        Prevention(
            kind,
            _ANY_AMOUNT,
            Cost(trash_self=True),
            text=f"Trash this card: Prevent any amount of {kind} damage.",
        )
        for kind in ("net", "brain")
    ),
)

# viruses giving the Corp counters (virus_kinds.py); the purge is the Corp's action (notes)
_corp_virus("Taxman", "tax", "HQ")

_corp_virus("Vienna 22", "vienna", "HQ")

_corp_virus("Highlighter", "highlighter", "R&D")

_corp_virus("Crumble", "crumble", "HQ")

_corp_virus("Garbage In", "garbage", "R&D")

# strength for a turn, a run or a chosen ice; a chosen type; derez; expose (program_tools.py)
define(
    "Psychic Friend",
    breaker=TurnBoostBreaker("Code Gate", break_cost=1, boost_cost=2, boost=1, boost_for_run=True),
)

define(
    "Forward's Legacy",
    breaker=Breaker("Sentry", break_cost=0),
    triggers=(Trigger("run_begins", (RollAddStrength(),), text=RollAddStrength().text()),),
)

define(
    "Rent-I-Con",
    breaker=Breaker(None, break_cost=1, boost_cost=1, boost=1),
    triggers=(
        Trigger("subroutine_broken", (MarkThisRun("rent_i_con"),), condition=BrokeWithThis()),
        Trigger(
            "run_ends",
            (TrashThis(),),
            condition=MarkedThisRun("rent_i_con"),
            text="At the end of each run during which you used this card to break a subroutine,"
            " trash it.",
        ),
    ),
)

define(
    "Lockjaw",
    abilities=(Ability(Cost(trash_self=True), (BoostIcebreaker(2),), condition=Encountering()),),
)

define(
    "Black Widow",
    breaker=Breaker("Sentry", break_cost=1, boost_cost=2, boost=1),
    on_install=(ChooseIce(),),
    strength_mods=(StrongerAgainstChosen(5),),
)

define(
    "Morphing Tool",
    breaker=ChosenTypeBreaker(None, break_cost=2, boost_cost=1, boost=1, condition=ChosenType()),
    on_install=(ChooseBreakType(),),
    abilities=(Ability(Cost(clicks=1, credits=1), (ChooseBreakType(),)),),
)

define(
    "Superglue",
    abilities=(Ability(Cost(trash_self=True), (DerezEncountered(),), condition=JustBrokeAll()),),
)

define(
    "Disintegrator",
    triggers=(Trigger("pass_ice", (MarkPassedIce(),)),),
    abilities=(
        Ability(Cost(credits=2), (DerezPassed(), EndTheRun()), condition=JustPassedBroken()),
    ),
)

define(
    "Schematics Search Engine",
    triggers=(
        Trigger(
            "access_begins",
            (ExposeAllInstalled(),),
            condition=SuccessfulRunOn("HQ"),  # the access about to begin is on HQ
            text="Whenever you access cards from HQ, expose all of the Corp's installed cards.",
        ),
    ),
)

define(
    "Armageddon",
    access_replacement=DoomInstead(),
    notes=(CORP_VIRUSES["doom"].does, PURGE_NOTE),
)

define(
    "Viral Pipeline",
    triggers=(
        Trigger(
            "successful_run",
            (PutFortCounter("socket", "Socket"),),
            condition=SuccessfulRunOnCentral(),
            text="After each successful run on Archives, HQ, or R&D, put a Socket counter in that"
            " fort.",
        ),
    ),
    abilities=(
        Ability(
            Cost(),
            (SpendSockets(), GiveCorpCounter("pipe", "Pipe")),
            condition=SocketsEverywhere(),
        ),
    ),
    notes=(CORP_VIRUSES["pipe"].does, PURGE_NOTE),
)

define(
    "Wrecking Ball",
    breaker=Breaker("Wall", break_cost=0, boost_cost=2, boost=1),
    triggers=(noisy("Wrecking Ball", 1),),
)

_SCALDAN = GiveCorpCounter("scaldan", CORP_VIRUSES["scaldan"].name)

define(
    "Scaldan",
    triggers=(
        Trigger(
            "successful_run",
            (_SCALDAN,),
            condition=SuccessfulRunOn("HQ"),
            text="After each successful run on HQ, give the Corp a Scaldan counter.",
        ),
    ),
    notes=(CORP_VIRUSES["scaldan"].does, PURGE_NOTE, BP_NOTE),
)

define(
    "MS-todon",
    breaker=Breaker("Sentry", break_cost=1, boost_cost=1, boost=1),
    triggers=(
        Trigger(
            "subroutine_broken",
            (MarkThisRun("mstodon_broke"), LoseAllStealthBits(), TakeTags(1)),
            condition=FirstSentryBreakThisRun(),
            text="The first time during each run that you break a sentry subroutine with"
            " MS-todon, lose all bits from all stealth cards, if you can, and the Corp gives you"
            " a tag.",
        ),
    ),
)

define(
    "Fubar",
    breaker=fubar_breaker(1, 2),
    abilities=(
        Ability(
            Cost(),
            (ChooseBreakerType(("Code Gate", "Sentry", "Wall")),),
            condition=NotChosenYet(),
        ),
    ),
    triggers=(
        Trigger(
            "subroutine_broken",
            (LoseStealthBits(1),),
            condition=BrokeWithThis(),
            text=noisy_text("Fubar", "you break an ice subroutine", 1),
        ),
    ),
)

define(
    "Bulldozer",
    breaker=Breaker("Wall", break_cost=1, boost_cost=2, boost=1),
    triggers=(
        Trigger(
            "encounter_ends",
            (BulldozerFreeBreak(),),
            condition=AllWallBrokenByThis(),
            text=BulldozerFreeBreak().text(),
        ),
        Trigger("encounter_ice", (NextIceFreeBreak(),), condition=HasBulldozerMark()),
        noisy("Bulldozer", 2),
    ),
)

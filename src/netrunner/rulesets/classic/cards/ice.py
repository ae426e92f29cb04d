"""The 1996 ice: walls, code gates, sentries, black ice and tracing ice."""

from __future__ import annotations

from ....engine.carddef import (
    Ability,
    Trigger,
)
from ....engine.choices import TrashProgram, sub
from ....engine.cost import Cost
from ....engine.damage import Damage
from ....engine.dice import On, RollDie
from ....engine.effects import (
    CannotBreakNextIce,
    EndTheRun,
    GainCredits,
    GiveTags,
)
from ....engine.secret import SecretSpend
from ....engine.trace import Trace
from ..actionlock import NoRunsForActions
from ..deflectors import (
    AtRunStart,
    AutoBreakIfNoSubsidiary,
    Deflect,
    MoveToOtherFort,
    MoveWithinFort,
    NotOn,
    OnlyOn,
)
from ..icemods import EndRunUnlessPays
from ..icemoves import (
    MayStoreInHQAndGain,
    NoisyRezDiscount,
    PayOrStoreInHQ,
    RoadblockRoll,
    TrashAtTurnEnd,
    TrashProgramUnlessPays,
    when_passed,
)
from ..rewind import RollToGoBack
from ..rezchoice import (
    END_THE_RUN,
    ETR,
    TYPE,
    BoughtSubroutines,
    BuySubroutines,
    DamagePerIceOutside,
    PayOnPass,
    RezChoice,
    StrengthPerIceOutside,
    StrengthUnlessPaidOnPass,
    SubroutinePerIceOutside,
    TollPending,
    TraceX,
    X,
    XStrength,
)
from ..rules import ForgoActions
from ..runlock import RunLock
from ..runner_counters import GiveRunnerCounter
from ..runwide import (
    ADD_ETR,
    BREAK_SURCHARGE,
    JACK_OUT_TOLL,
    NO_JACK_OUT,
    STRENGTH,
    TOLL,
    TRASH_AFTER_PASS,
    NextIceBreakAllOr,
    NextIceNoJackOut,
    RestOfRun,
)
from ..tempbits import EncounterBits, ReturnEncounterBits, ThisIceEncounterEnds
from .base import define

for _title in ("Fire Wall", "Data Wall", "Wall of Static", "Keeper", "Filter"):
    define(_title, subroutines=(sub(EndTheRun()),))

define("Razor Wire", subroutines=(sub(Damage("net", 2)), sub(EndTheRun())))

define(
    "Code Corpse",
    subroutines=(sub(Damage("brain", 1)), sub(Damage("brain", 1)), sub(EndTheRun())),
)

define("Triggerman", subroutines=(sub(TrashProgram()), sub(EndTheRun())))

define("Neural Blade", subroutines=(sub(Damage("net", 1)), sub(CannotBreakNextIce())))

# a secret choice (rules-diff 114): the run goes on only if both spent the same
define("Too Many Doors", subroutines=(sub(SecretSpend((0, 1, 2), if_different=(EndTheRun(),))),))

define("TKO 2.0", subroutines=(sub(EndTheRun(), ForgoActions(1)),))

define(
    "Homewrecker [TM]",
    subroutines=(
        sub(
            Trace(
                5,
                (
                    EndTheRun(),
                    TrashProgram(("hardware",)),
                    Damage("meat", 2, unpreventable=True),
                ),
            )
        ),
    ),
)

define("Fetch 4.0.1", subroutines=(sub(Trace(3, (GiveTags(1),))),))

define("Rex", subroutines=(sub(Trace(3, (EndTheRun(), RunLock(2)))),))

define(  # a counter on the Runner (rules-diff 120)
    "Data Raven",
    subroutines=(sub(Trace(5, (GiveTags(1), GiveRunnerCounter("data_raven")))),),
    notes=(
        "Each Data Raven counter gives the Runner a tag at the start of each of their turns. "
        "The Runner may remove one by taking an action to pay 1 bit.",
    ),
)

# ---------------------------------------------------------------------- corp-ice: the Base set's ice

for _title in (
    "Crystal Wall",
    "Data Wall 2.0",
    "Mazer",
    "Quandary",
    "Rock is Strong",
    "Scramble",
    "Sleeper",
    "π in the 'Face",
):
    define(_title, subroutines=(sub(EndTheRun()),))

for _title in ("Endless Corridor", "Reinforced Wall"):
    define(_title, subroutines=(sub(EndTheRun()), sub(EndTheRun())))

define("Cortical Scanner", subroutines=(sub(EndTheRun()), sub(EndTheRun()), sub(EndTheRun())))

# killers: trash a program, then end the run
for _title in ("Banpei", "D'Arc Knight", "Data Naga", "Ice Pick Willie", "Sentinels Prime"):
    define(_title, subroutines=(sub(TrashProgram()), sub(EndTheRun())))

define("Laser Wire", subroutines=(sub(Damage("net", 1)), sub(EndTheRun())))

for _title in ("Nerve Labyrinth", "Shotgun Wire"):
    define(_title, subroutines=(sub(Damage("net", 2)), sub(EndTheRun())))

define(
    "Wall of Ice",
    subroutines=(
        sub(Damage("net", 2)),
        sub(Damage("net", 2)),
        sub(EndTheRun()),
        sub(EndTheRun()),
    ),
)

define("Cortical Scrub", subroutines=(sub(Damage("brain", 1)), sub(EndTheRun())))

define(
    "Zombie",
    subroutines=(sub(Damage("brain", 1)), sub(Damage("brain", 1)), sub(EndTheRun())),
)

define(
    "Liche",
    subroutines=(
        sub(Damage("brain", 1)),
        sub(Damage("brain", 1)),
        sub(Damage("brain", 1)),
        sub(EndTheRun()),
    ),
)

# hellbolts: net damage, then the next ice encountered cannot be broken (rules-diff 48)
define("Bolter Cluster", subroutines=(sub(Damage("net", 4)), sub(CannotBreakNextIce())))

define("Data Darts", subroutines=(sub(Damage("net", 3)), sub(CannotBreakNextIce())))

# tracing ice: the 1996 trace (rules-diff 79-90); run locks (rules-diff 119)
define("Asp", subroutines=(sub(Trace(5, (EndTheRun(), RunLock(1)))),))

define("Fang", subroutines=(sub(Trace(4, (EndTheRun(), RunLock(2)))),))

define("Fang 2.0", subroutines=(sub(Trace(5, (EndTheRun(), RunLock(2)))),))

define(
    "Fragmentation Storm",
    subroutines=(sub(Trace(4, (EndTheRun(), TrashProgram(), RunLock(1)))),),
)

define("Hunter", subroutines=(sub(Trace(5, (GiveTags(1),))),))

define(
    "Cinderella",
    subroutines=(
        sub(
            Trace(
                6,
                (
                    EndTheRun(),
                    TrashProgram(("hardware",)),
                    Damage("meat", 2, unpreventable=True),
                ),
            )
        ),
    ),
)

# ---------------------------------------------------------------------- corp-ice: the rest of the run

define("Canis Major", subroutines=(sub(RestOfRun(STRENGTH, 2)),))

define("Canis Minor", subroutines=(sub(RestOfRun(STRENGTH, 1)),))

define("Tutor", subroutines=(sub(RestOfRun(ADD_ETR)),))

define("Ball and Chain", subroutines=(sub(RestOfRun(TOLL, 2)),))

define(
    "Jack Attack",
    subroutines=(sub(RestOfRun(NO_JACK_OUT)), sub(Trace(5, (GiveTags(1),)))),
)

define(
    "Viral 15",
    subroutines=(sub(RestOfRun(JACK_OUT_TOLL, 1)), sub(RestOfRun(TRASH_AFTER_PASS, 1))),
)

define("Virizz", subroutines=(sub(RestOfRun(BREAK_SURCHARGE, 1)),))

# the next piece of ice encountered (rules-diff 48: unrezzed ice is passed, not encountered)
define("Fatal Attractor", subroutines=(sub(NextIceBreakAllOr(3)),))

define("Shock.r", subroutines=(sub(CannotBreakNextIce(), NextIceNoJackOut()),))

# counters on the Runner that act at the start of each run (rules-diff 120)
define(
    "Cerberus",
    subroutines=(
        sub(Damage("net", 3)),
        sub(Trace(5, (GiveRunnerCounter("cerberus"),))),
        sub(EndTheRun()),
    ),
    notes=(
        "Each Cerberus counter does 2 net damage at the start of each run. The Runner may remove"
        " one by taking an action to pay 4 bits.",
    ),
)

define(  # its trace limit is lost from the data (rules-diff 121): Trace 5, as printed
    "Mastiff",
    subroutines=(
        sub(Damage("brain", 1)),
        sub(Damage("net", 1)),
        sub(RestOfRun(STRENGTH, 1)),
        sub(Trace(5, (GiveRunnerCounter("mastiff"),))),
        sub(EndTheRun()),
    ),
    notes=(
        "Each Mastiff counter does 1 brain damage at the start of each run. The Runner may remove"
        " one by taking an action to pay 4 bits.",
    ),
)

define("Haunting Inquisition", subroutines=(sub(NoRunsForActions(6)), sub(EndTheRun())))

# bits only for its own traces, for one encounter
define(
    "Pocket Virtual Reality",
    recurring_for=("trace",),
    on_encounter=(EncounterBits(4),),
    triggers=(
        Trigger("encounter_ends", (ReturnEncounterBits(),), condition=ThisIceEncounterEnds()),
    ),
    subroutines=(sub(Trace(6, (GiveTags(1),))), sub(Trace(6, (GiveTags(1),)))),
)

# a die roll (rules-diff 60) that sends the Runner back over ice it passed
define("Vacuum Link", subroutines=(sub(RollToGoBack()),))

# ---------------------------------------------------------------------- corp-ice-rez: Proteus and Classic ice from existing primitives

define("Brain Drain", subroutines=(sub(RollDie(((On(1), (Damage("brain", 3),)),))),))

define("Brain Wash", subroutines=(sub(Damage("brain", 1)),))

define("Chihuahua", subroutines=(sub(Trace(1, (Damage("net", 1),))),), on_rez=(GainCredits(2),))

define(
    "Colonel Failure",
    subroutines=(
        sub(TrashProgram()),
        sub(TrashProgram()),
        sub(TrashProgram()),
        sub(EndTheRun()),
        sub(EndTheRun()),
    ),
)

for _title in ("Misleading Access Menus", "Snowbank"):
    define(_title, subroutines=(sub(EndRunUnlessPays(1)),), on_rez=(GainCredits(3),))

define("Toughonium [TM] Wall", subroutines=(sub(EndTheRun()),) * 4)

# ---------------------------------------------------------------------- corp-ice-rez: choices paid for as the ice is rezzed or encountered

# another type instead of the printed one (rezchoice.RezChoice, TYPE)
for _title, _bits, _becomes in (
    ("Caryatid", 1, ("Wall", "Code Gate")),
    ("Credit Blocks", 1, ("Sentry", "Wall")),
    ("Galatea", 1, ("Wall", "Code Gate")),
    ("Lesser Arcana", 1, ("Sentry", "Wall")),
    ("Sphinx 2006", 4, ("Code Gate", "Sentry")),
    ("Sumo 2008", 1, ("Sentry", "Wall")),
):
    define(
        _title,
        subroutines=(sub(EndTheRun()),),
        on_rez=(RezChoice(TYPE, _bits, 1, _becomes),),
    )

# X strength (and trace limit), paid as the ice is rezzed
define(
    "Digiconda",
    subroutines=(sub(Damage("net", 2)), sub(EndTheRun())),
    on_rez=(RezChoice(X, 1, 6),),
    strength_mods=(XStrength(),),
)

define(
    "Homing Missile",
    subroutines=(sub(TraceX((EndTheRun(), RunLock(2)))),),
    on_rez=(RezChoice(X, 1, 8, x_is="strength and trace limit"),),
    strength_mods=(XStrength(),),
)

# one "End the run" for every 2 bits paid as the ice is rezzed
for _title in ("Food Fight", "Gatekeeper", "Sandstorm"):
    define(_title, on_rez=(RezChoice(ETR, 2),), subroutine_mods=(BoughtSubroutines(),))

# 2 bits: one "End the run" for the present encounter
define("Iceberg", subroutines=(sub(Damage("net", 1)),), on_encounter=(BuySubroutines(2),))

define("Riddler", on_encounter=(BuySubroutines(2),))

# ---------------------------------------------------------------------- corp-ice-rez: counting the rezzed ice outside

define("Bug Zapper", subroutines=(sub(DamagePerIceOutside("net", 2)), sub(EndTheRun())))

define(
    "Dog Pile",
    subroutines=(sub(DamagePerIceOutside("net", 1)), sub(EndTheRun())),
    strength_mods=(StrengthPerIceOutside(),),
)

define(
    "Mastermind",
    subroutines=(sub(DamagePerIceOutside("brain", 1)), sub(EndTheRun())),
    strength_mods=(StrengthPerIceOutside(),),
)

define(
    "Hunting Pack",
    subroutine_mods=(SubroutinePerIceOutside(sub(Trace(5, (GiveTags(1),)))),),
)

define("Minotaur", subroutine_mods=(SubroutinePerIceOutside(END_THE_RUN, ("Code Gate", "Wall")),))

# ---------------------------------------------------------------------- corp-ice-rez: Coyote

define(
    "Coyote",
    subroutines=(sub(StrengthUnlessPaidOnPass(1, 2)),),
    on_rez=(GainCredits(3),),
    triggers=(Trigger("pass_ice", (PayOnPass(),), condition=TollPending()),),
)

for _title in ("Datacomb", "Twisty Passages"):
    define(_title, subroutines=(sub(EndTheRun()),), triggers=(when_passed(PayOrStoreInHQ(1)),))

define(
    "Marionette",
    subroutines=(sub(TrashProgram()), sub(EndTheRun())),
    triggers=(when_passed(PayOrStoreInHQ(1)),),
)

for _title in ("Scaffolding", "Tumblers"):
    define(_title, subroutines=(sub(EndTheRun()),), triggers=(when_passed(MayStoreInHQAndGain(1)),))

define(
    "Death Yo-Yo",
    subroutines=(sub(Damage("brain", 1)), sub(EndTheRun())),
    triggers=(when_passed(MayStoreInHQAndGain(1)),),
)

define(
    "Puzzle",
    subroutines=(sub(EndTheRun(), TrashAtTurnEnd()), sub(EndTheRun(), TrashAtTurnEnd())),
)

define("Roadblock", on_encounter=(RoadblockRoll(),), subroutines=(sub(EndTheRun()),))

define(
    "Washed-Up Solo Construct",
    on_rez=(GainCredits(3),),
    subroutines=(sub(TrashProgramUnlessPays(1)),),
)

# 5 bits less to rez once a noisy icebreaker was used during the run
_NOISY = (NoisyRezDiscount(5),)

for _title in ("Deadeye", "Imperial Guard"):
    define(_title, own_rez_mods=_NOISY, subroutines=(sub(TrashProgram()), sub(EndTheRun())))

define(
    "Bolter Swarm",
    own_rez_mods=_NOISY,
    subroutines=(sub(Damage("net", 4)), sub(CannotBreakNextIce())),
)

define(  # a counter on the Runner (rules-diff 120), as Cerberus's
    "Baskerville",
    own_rez_mods=_NOISY,
    subroutines=(
        sub(Damage("net", 2)),
        sub(Trace(5, (GiveRunnerCounter("baskerville"),))),
        sub(EndTheRun()),
    ),
    notes=(
        "Each Baskerville counter does 2 net damage at the start of each run. The Runner may "
        "remove one by taking an action to pay 3 bits.",
    ),
)

define("Dumpster", install_filter=NotOn("Archives"), subroutines=(sub(Deflect("Archives")),))

for _title in ("Entrapment", "Vortex"):
    define(_title, subroutines=(sub(Deflect("any", 2)),))

define(
    "Trapdoor",
    install_filter=OnlyOn(("R&D", "HQ")),
    on_encounter=(AutoBreakIfNoSubsidiary(),),
    subroutines=(sub(Deflect("subsidiary")),),
)

define(
    "Glacier",
    rez_agenda_points=1,
    subroutines=(sub(EndTheRun()), sub(EndTheRun())),
    abilities=(
        Ability(Cost(credits=1), (MoveToOtherFort(),), condition=AtRunStart(unrezzed=True)),
    ),
)

_MOVE_HERE = Ability(
    Cost(credits=1), (MoveWithinFort(),), condition=AtRunStart(here=True, unrezzed=True, min_ice=2)
)

define("Walking Wall", subroutines=(sub(EndTheRun()),), abilities=(_MOVE_HERE,))

define(
    "Mobile Barricade",
    subroutines=(sub(Damage("net", 1)), sub(EndTheRun())),
    abilities=(_MOVE_HERE,),
)

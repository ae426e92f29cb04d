"""The 1996 Corp agendas: what they do in the Corp's score area and as they are scored."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, Trigger
from ....engine.choices import RezIceFree
from ....engine.damage import Damage
from ....engine.effects import (
    DrawCards,
    DuringRun,
    EndTheRun,
    GainCredits,
    GiveTags,
    NotFromArchives,
    PlaceCounters,
    RunnerTagged,
    ScoreAgendaPoints,
)
from ....engine.effects import GainCredits as _GainBits
from ....engine.trace import Trace
from ..advancing import YourTurn
from ..breeding import ProgramsToGrip, TrashFortScoredFrom
from ..difficulty import KeywordDifficulty, PointsOverDifficulty
from ..extraactions import RollForAction
from ..hosted import HasBits, TakeBits
from ..icemods import ChooseFort, KeywordIceStrength, RevealForBits, TransmuteIce
from ..installs import DataFortReclamation, SecurityPurge
from ..lost_abilities import AbilityNotLost, CorpCardEvent, LoseAbility
from ..pdca import DamageToCounters
from ..publicity import BP_NOTE, GainBadPublicity
from ..rules import GainActions, GainOrLoseAll, MayDraw, ShownFromRD
from ..runnerlimits import DamageCutsHandSize
from ..scorebonus import CountersOverDifficulty, PerCounter
from ..shuffles import ShowAgendasFromHQ, ShuffleIntoRD
from ..theorem import NOTE as THEOREM_NOTE
from ..theorem import InstalledAsProgram, ScoreTheorem
from ..virusimmunity import AvoidNextVirus, RemoveCorpVirusCounters
from .base import define

define("Tycho Extension")  # no ability: 4 agenda points for 4 advancement counters

define("Hostile Takeover", on_score=(GainCredits(5),))

define(
    "Employee Empowerment",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (MayDraw(1),),
            in_score_area=True,
            text=f"When your turn begins: {MayDraw(1).text()}",
        ),
    ),
    abilities=(Ability(Cost(clicks=1), (DrawCards(2),), in_score_area=True),),
)

define(
    "Subsidiary Branch",
    on_score=(GainActions(1),),  # a static bonus applies at once (rules-diff 44)
    triggers=(
        Trigger(
            "corp_turn_begins",
            (GainActions(1),),
            in_score_area=True,
            text=f"When your turn begins: {GainActions(1).text()}",
        ),
    ),
)

define("Corporate War", on_score=(GainOrLoseAll(12),))

define("Main-Office Relocation", hand_size=2)

define("Bioweapons Engineering", damage_bonus=(("meat", 1),))  # rules-diff 99

define(
    "Netwatch Operations Office",
    abilities=(Ability(Cost(clicks=1), (Trace(2, (GiveTags(1),)),), in_score_area=True),),
)

# ---------------------------------------------------------------------- corp-basics: agendas

define(
    "Marine Arcology", abilities=(Ability(Cost(clicks=2), (GainCredits(3),), in_score_area=True),)
)

define(
    "Political Overthrow",
    abilities=(Ability(Cost(clicks=1), (GainCredits(3),), in_score_area=True),),
)

define(
    "Private Cybernet Police",
    abilities=(Ability(Cost(clicks=1), (Trace(5, (GiveTags(1),)),), in_score_area=True),),
)

for _title, _meat in (("On-Call Solo Team", 1), ("Strike Force Kali", 2)):
    define(
        _title,
        abilities=(
            Ability(
                Cost(clicks=1),
                (Damage("meat", _meat),),
                condition=RunnerTagged(),
                in_score_area=True,
            ),
        ),
    )

define(
    "Polymer Breakthrough",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (GainCredits(1),),
            in_score_area=True,
            text=f"When your turn begins: {GainCredits(1).text()}",
        ),
    ),
)

define("Priority Requisition", on_score=(RezIceFree(),))

define(
    "Corporate Retreat",
    triggers=(
        Trigger(
            "rez",
            (LoseAbility(),),
            in_score_area=True,
            text="You lose the following ability as soon as you rez or install any card.",
        ),
        Trigger("install", (LoseAbility(),), condition=CorpCardEvent(), in_score_area=True),
    ),
    abilities=(
        Ability(Cost(clicks=1), (GainCredits(2),), condition=AbilityNotLost(), in_score_area=True),
    ),
)

define("Black Ice Quality Assurance", strength_mods=(KeywordIceStrength("Black Ice", 2),))

define(
    "Encryption Breakthrough",
    strength_mods=(KeywordIceStrength("Code Gate", 1),),
    on_score=(RevealForBits("Code Gate"),),
)

define(
    "Security Net Optimization",
    on_score=(ChooseFort(),),
    strength_mods=(KeywordIceStrength("", 1, "chosen"),),
)

define(
    "Superior Net Barriers",
    strength_mods=(KeywordIceStrength("Wall", 1),),
    on_score=(RevealForBits("Wall"),),
)

for _title, _bits in (("Corporate Coup", 15), ("Political Coup", 12)):
    define(
        _title,
        on_score=(PlaceCounters("credit", _bits),),
        abilities=(
            Ability(Cost(clicks=1), (TakeBits(3),), condition=HasBits(), in_score_area=True),
        ),
    )

define(
    "Detroit Police Contract",
    on_score=(PlaceCounters("credit", 12),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (TakeBits(2),),
            condition=HasBits(),
            in_score_area=True,
            text="When your turn begins, take 2 bits from this card, if it has any.",
        ),
    ),
)

define("Artificial Security Directors", advancement_mods=(KeywordDifficulty("Black Ops", 1),))

define("Executive Extraction", advancement_mods=(KeywordDifficulty("Gray Ops", 1),))

define("Genetics-Visionary Acquisition", advancement_mods=(KeywordDifficulty("Research", 1),))

define(
    "AI Chief Financial Officer",
    abilities=(Ability(Cost(clicks=1), (ShuffleIntoRD(), DrawCards(5)), in_score_area=True),),
)

define("Corporate Downsizing", on_score=(ShowAgendasFromHQ(per_point=2, shuffle_in=True),))

define("Project Babylon", on_score=(PointsOverDifficulty(2),))

define(
    "Corporate Boon",
    on_score=(PlaceCounters("boon", 4),),
    abilities=(
        Ability(
            Cost(counter="boon", counters=1),
            (GainActions(1),),
            condition=YourTurn(),
            in_score_area=True,
            once_per_turn=True,
        ),
    ),
)

define("Ice Transmutation", on_score=(TransmuteIce(),))

define("Data Fort Reclamation", on_score=(DataFortReclamation(),))

define("Security Purge", on_score=(SecurityPurge(3),))

# ---------------------------------------------------------------------- corp-agendas-ops: agendas

define("World Domination", on_score=(ScoreAgendaPoints(4),))

define(
    "Unlisted Research Lab",
    triggers=(
        Trigger(
            "corp_turn_begins",
            (DrawCards(1),),
            in_score_area=True,
            text="Draw an additional card at the start of each of your turns.",
        ),
    ),
)

define(
    "Data Fort Remapping",
    on_score=(PlaceCounters("remap", 1),),
    abilities=(
        Ability(
            Cost(counter="remap", counters=1),
            (EndTheRun(),),
            condition=DuringRun(),
            in_score_area=True,
        ),
    ),
)

define(  # works wherever it is accessed, even from Archives (its text bars none)
    "Marked Accounts",
    on_access=(ShownFromRD(), GiveTags(1)),
    notes=("This works even if it is not installed.",),
)

define(
    "Fetal AI",
    on_access=(ShownFromRD(), Damage("net", 2)),
    access_condition=NotFromArchives(),
    agenda_steal_cost=2,
    notes=("This works even if it is not installed.",),
)

define(
    "Project Venice",
    on_score=(CountersOverDifficulty("venice", 3), PerCounter("venice", GainActions(1))),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (PerCounter("venice", GainActions(1)),),
            in_score_area=True,
            text="When your turn begins: " + PerCounter("venice", GainActions(1)).text(),
        ),
    ),
)

define(
    "Project Zurich",
    on_score=(CountersOverDifficulty("zurich", 2),),
    triggers=(
        Trigger(
            "corp_turn_begins",
            (PerCounter("zurich", GainCredits(1)),),
            in_score_area=True,
            text="When your turn begins: " + PerCounter("zurich", GainCredits(1)).text(),
        ),
    ),
)

define(
    "Corporate Headhunters",
    abilities=(
        Ability(
            Cost(clicks=1),
            (DamageCutsHandSize("meat", 1),),
            condition=RunnerTagged(),
            in_score_area=True,
        ),
    ),
)

define("Superserum", on_score=(RemoveCorpVirusCounters(), AvoidNextVirus(2)))

define(
    "Viral Breeding Ground",
    on_score=(TrashFortScoredFrom(),),
    on_access=(ProgramsToGrip(2),),
)

define(
    "AI Board Member",
    triggers=(
        Trigger(
            "corp_turn_begins", (RollForAction(),), in_score_area=True, text=RollForAction().text()
        ),
    ),
)

define(
    "Please Don't Choke Anyone",
    state_checks=(DamageToCounters("PDCA"),),
    abilities=(
        Ability(
            Cost(counter="PDCA", counters=1),
            (GainActions(1),),
            condition=YourTurn(),
            in_score_area=True,
            once_per_turn=True,
        ),
    ),
)

define(
    "Theorem Proof",
    notes=(THEOREM_NOTE,),
    abilities=(Ability(Cost(clicks=1), (ScoreTheorem(),), condition=InstalledAsProgram()),),
)

define(
    "Charity Takeover",
    on_score=(_GainBits(9), GainBadPublicity(1)),
    notes=(BP_NOTE,),
)

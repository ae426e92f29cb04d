"""The 1996 Corp agendas: what they do in the Corp's score area and as they are scored."""

from __future__ import annotations

from ....engine.carddef import Ability, Cost, Trigger
from ....engine.choices import RezIceFree
from ....engine.damage import Damage
from ....engine.effects import (
    DrawCards,
    GainCredits,
    GiveTags,
    RunnerTagged,
)
from ....engine.trace import Trace
from ..lost_abilities import AbilityNotLost, CorpCardEvent, LoseAbility
from ..rules import GainActions, GainOrLoseAll, MayDraw
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

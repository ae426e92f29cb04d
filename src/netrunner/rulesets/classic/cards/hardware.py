"""The 1996 hardware: memory, decks (only one in play), shields and link."""

from __future__ import annotations

from ....engine.carddef import (
    Ability,
    Cost,
    LinkSource,
    Prevention,
    Trigger,
)
from ....engine.checkpoint import TrashWhenCountersGone
from ....engine.choices import MakeRun
from ....engine.damage import DamageShield, UnpreventableDamage
from ....engine.dice import On, RollDie
from ....engine.effects import (
    DrawCards,
    PlaceCounters,
)
from ....engine.words import credits
from ..aside import AnyAside, OntoThisCard, TakeTopAside
from ..breakers import KILLER, STEALTH
from ..breaking import BreakSurcharge, IgnoreAPSubroutines
from ..protection import CorpPaysThrough, DamagedInLastActions
from ..rules import ForgoActions
from ..run_extras import ExtraAccess
from ..runtricks import RunAgainOnce
from ..shuffles import ReconstructArchives
from ..wetware import HOSTED_BREAKER, BaseMemoryFromHand, BreakerHosting, DripFeed, HurtOnLeavePlay
from .base import define

define("Zetatech Mem Chip", memory=2)

define(
    "Parraline 5750",
    memory=1,
    recurring=1,
    recurring_for=("icebreaker",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define(
    "Armored Fridge",
    on_install=(PlaceCounters("ablative", 7),),
    prevention=(
        Prevention(
            "meat",
            1,
            Cost(counter="ablative", counters=1),
            text="Remove 1 ablative counter: Prevent 1 meat damage.",
        ),
    ),
    state_checks=(TrashWhenCountersGone("ablative"),),
)

define(
    "Nasuko Cycle",
    prevention=(
        Prevention("tag", 1, Cost(credits=3), text=f"{credits(3)}: Avoid receiving 1 tag."),
    ),
)

define(
    "Pandora's Deck",
    memory=2,
    recurring=3,
    recurring_for=("link",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

# ---------------------------------------------------------------------- corp-static: hardware
# agenda points as an install cost; an Archives run that shuffles (corp-static notes)


define(
    "Arasaka Portable Prototype",
    memory=3,
    install_agenda_points=1,
    recurring=3,
    recurring_for=("icebreaker",),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define(  # no "may": the run's replacement of the access is not optional
    "Record Reconstructor",
    abilities=(
        Ability(
            Cost(clicks=1),
            (MakeRun("Archives", instead=(ReconstructArchives(),), mods=(("must_replace", 1),)),),
        ),
    ),
)

define(  # stealth bits (rules-diff 75): only icebreakers that are not noisy may spend them
    "Raven Microcyb Owl",
    memory=1,
    recurring=3,
    recurring_for=(STEALTH,),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define("Corolla Speed Chip", recurring=1, recurring_for=(KILLER,))

define("ZZ22 Speed Chip", recurring=2, recurring_for=(KILLER,))

_ONE_DECK = "Only one deck can be in play at a time: installing another trashes the older."

define(
    '"Armadillo" Armored Road Home',
    recurring=2,
    recurring_for=("remove_tag",),
    prevention=(
        Prevention(
            "meat", 3, Cost(trash_self=True), text="Trash this card: Prevent up to 3 meat damage."
        ),
    ),
)

define('"Drifter" Mobile Environment', recurring=2, recurring_for=("remove_tag",))

define('"Green Knight" Surge Buffers', shields=(DamageShield(("net",), 1),))

define("Dermatech Bodyplating", shields=(DamageShield(("meat",), 1),))

define(
    "Artemis 2020",
    memory=2,
    recurring=2,
    recurring_for=("icebreaker",),
    notes=(_ONE_DECK,),
)

define("PK-6089a", memory=1, recurring=3, recurring_for=("link",), notes=(_ONE_DECK,))

define(
    "Raven Microcyb Eagle",
    memory=1,
    shields=(DamageShield(("net",), 1),),
    recurring=1,
    recurring_for=("icebreaker",),
    notes=(_ONE_DECK,),
)

define(
    "Techtronica [TM] Utility Suit",
    memory=1,
    shields=(DamageShield(("meat",), 1),),
    recurring=5,
    recurring_for=("link",),
    notes=(_ONE_DECK,),
)

define("HQ Interface", access_mods=(ExtraAccess("HQ"),))

define("R&D Interface", access_mods=(ExtraAccess("R&D"),))

define("Militech MRAM Chip", hand_size=3)

define("MRAM Chip", hand_size=2)

define("Tycho Mem Chip", memory=3)

define("WuTech Mem Chip", memory=1)

define("Full Body Conversion", shields=(CorpPaysThrough("meat", 1),))

define(
    "Lifesaver [TM] Nanosurgeons",
    abilities=(Ability(Cost(clicks=1), (DrawCards(2),), condition=DamagedInLastActions(3)),),
    prevention=(
        Prevention(
            "brain", 1, Cost(trash_self=True), text="Trash this card: Prevent 1 brain damage."
        ),
    ),
)

define(
    "Bodyweight [TM] Data Crèche",
    memory=1,
    triggers=(Trigger("successful_run", (RunAgainOnce(),), text=RunAgainOnce().text()),),
    notes=("Only one deck can be in play at a time: installing another trashes the older.",),
)

define(
    "Microtech Backup Drive",
    trash_replacement=OntoThisCard(),
    abilities=(Ability(Cost(clicks=1), (TakeTopAside(),), condition=AnyAside()),),
)

define(
    "Microtech 'Trode Set",
    break_surcharges=(BreakSurcharge(1),),
    sub_filters=(IgnoreAPSubroutines(),),
)

# ---------------------------------------------------------------------- runner-stealth-bp: hardware
# decks, shields each turn, a base link deck, stealth bits on a deck (docs/classic.md)


define(
    "Cortical Cybermodem",
    memory=2,
    hand_size=2,
    recurring=2,
    recurring_for=("icebreaker",),
    notes=(_ONE_DECK,),
)

define("Cortical Stimulators", shields=(DamageShield(("net", "brain"), 1),))

define(
    "Little Black Box",
    memory=1,
    hand_size=1,
    shields=(DamageShield(("net", "brain"), 1),),
    recurring=1,
    recurring_for=("link",),
    notes=(_ONE_DECK,),
)

define(
    "The Deck",
    memory=1,
    link_source=LinkSource(0, 5, boost_cost=1, boost=1),
    notes=(_ONE_DECK,),
)

define(  # a stealth card (its keyword): noisy icebreakers may not spend its bit, and lose it
    "Sunburst Cranial Interface",
    memory=1,
    hand_size=1,
    recurring=1,
    recurring_for=(STEALTH,),
    notes=(_ONE_DECK,),
)

define(
    "Vintage Camaro",
    prevention=(
        Prevention(
            "tag",
            1,
            Cost(credits=1),
            text=f"{credits(1)}, forgo your next action: Avoid receiving a tag.",
            effects=(ForgoActions(1),),
        ),
    ),
)

define("Zetatech Portastation", recurring=1, recurring_for=("play_event",))


define(
    "Lucidrine [TM] Drip Feed",
    triggers=(
        Trigger(
            "runner_turn_begins",
            (DripFeed(),),
            text=f"At the start of each of your turns, {DripFeed().text()[0].lower()}"
            f"{DripFeed().text()[1:]}",
        ),
    ),
)

define("Omnitech Wet Drive", state_checks=(BaseMemoryFromHand(),))

_SPINAL_ROLL = RollDie(((On(1), (UnpreventableDamage("brain", 2),)),))

define(
    'Omnitech "Spinal Tap" Cybermodem',
    memory=1,
    recurring=2,
    recurring_for=("icebreaker", "link"),
    triggers=(
        Trigger(
            "runner_turn_begins",
            (_SPINAL_ROLL,),
            text=f"At the start of each of your turns, {_SPINAL_ROLL.text()[0].lower()}"
            f"{_SPINAL_ROLL.text()[1:]}",
        ),
    ),
    state_checks=(HurtOnLeavePlay("brain", 2),),
    notes=(_ONE_DECK,),
)


define(
    "Eurocorpse [TM] Spin Chip",
    hosts=BreakerHosting(1),
    recurring=2,
    recurring_for=(HOSTED_BREAKER,),
    notes=(BreakerHosting(1).text(),),
)

"""The 1996 resources: connections, bits, link and protection."""

from __future__ import annotations

from ....engine.carddb import RUNNER
from ....engine.carddef import Ability, Cost, LinkSource, Prevention, Trigger
from ....engine.damage import UnpreventableDamage
from ....engine.dice import On, RollDie, TrashThis
from ....engine.effects import (
    GainCredits,
    LoseCredits,
    PlaceCounters,
    TakeHostedCredits,
)
from ....engine.fetch import SearchDeck
from ..lasting import GainActionEachTurn, MayTrashThis, WatchLeavePlay
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

# ---------------------------------------------------------------------- corp-mechanics: lasting
# effects (lasting.py)

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

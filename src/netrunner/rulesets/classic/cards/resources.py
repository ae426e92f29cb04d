"""The 1996 resources: connections, bits, link and protection."""

from __future__ import annotations

from ....engine.carddb import RUNNER
from ....engine.carddef import Ability, Cost, LinkSource, Prevention, Trigger
from ....engine.effects import (
    GainCredits,
    PlaceCounters,
    TakeHostedCredits,
)
from ....engine.fetch import SearchDeck
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

# ---------------------------------------------------------------------- runner-tricks: resources
from ....engine.damage import UnpreventableDamage  # noqa: E402
from ..aside import AnyAside, HandHas, RemoveCounterAside, SetAside  # noqa: E402
from ..protection import CorpMayCancel  # noqa: E402
from ..restricted import GainedThisTurn, MayGainAction  # noqa: E402
from ..runtricks import DrawOneMore, DrewFromStack, JackOutIfForced  # noqa: E402

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

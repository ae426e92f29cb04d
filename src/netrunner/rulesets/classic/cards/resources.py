"""The 1996 resources: connections, bits, link and protection."""

from __future__ import annotations

from ....engine.carddb import RUNNER
from ....engine.carddef import Ability, Cost, LinkSource, Prevention, Trigger
from ....engine.choices import Expose
from ....engine.effects import (
    GainCredits,
    PlaceCounters,
    TakeHostedCredits,
    TurnFlag,
)
from ....engine.fetch import SearchDeck
from ..difficulty import KeywordDifficulty
from ..hosted import HasBits, TakeBits
from ..icemods import ChooseFort, IceInstallCost
from ..looks import LookAtTopOfRD
from ..topn import TakeFromTopOfStack, TopOfTrashToHand
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

"""The 1996 programs: icebreakers, viruses and other programs."""

from __future__ import annotations

from ....engine.carddef import Ability, Breaker, Cost, LinkSource, Trigger
from ....engine.choices import Expose
from ....engine.damage import DamageShield
from ..conceal import MayReverseIce, SuccessfulRunEnded
from ..forts import PutFortCounter
from ..lasting import LastingChanges
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
from ..rules import GiveCorpCounter, SuccessfulRunOn
from .base import define

define("Loony Goon", breaker=Breaker("Sentry", break_cost=1, boost_cost=1, boost=1))

define("Black Dahlia", breaker=Breaker("Sentry", break_cost=2, boost_cost=2, boost=1))

define("Tinweasel", breaker=Breaker("Code Gate", break_cost=0))

define("Codecracker", breaker=Breaker("Code Gate", break_cost=0, boost_cost=1, boost=1))

define("Hammer", breaker=Breaker("Wall", break_cost=1, boost_cost=1, boost=1))

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

# ---------------------------------------------------------------------- corp-mechanics: reactions
# and lasting effects (reactions.py, lasting.py), concealed ice (conceal.py)

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

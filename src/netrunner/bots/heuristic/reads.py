"""Everything the heuristic bot reads about a decision beyond its options' plain fields: what the
decision is about, from its structured data only (``Decision.kind``, ``source_title``, ``params``,
an option's ``cost``, and the declaration of the card that asks), never from the words of a prompt
or label. One small function a read, all here: the rest of the bot asks these questions.

>>> d = Decision("corp", "", (), (), kind="trace", params={"base": 3}, source_title="Ichi 1.0")
>>> trace_base(d), trace_matters(d)
(3, True)
>>> unbroken_left(Decision("runner", "", (), (), kind="encounter", params={"unbroken": 2}))
2
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ...engine.carddef import walk
from ...engine.decision import Decision, Option
from ...engine.effects import (
    ChooseOne,
    EndTheRun,
    GainCredits,
    GiveTags,
    PlaceAdvancements,
    TakeTags,
)
from ...rulesets.anr.cards.weyland import AdvanceUpToTwo
from ..knowledge import definition, per_pool, type_of
from .hints import orders

# ---------------------------------------------------------------------- the card that asks

#: The decisions a card's own effect asks (a choice it offers, a forfeit it needs, a free rez it
#: grants). The others' ``source`` is a card they are about, not one asking: the ice approached or
#: encountered, the card about to be trashed or exposed.
_ASKED_BY_A_CARD = ("choose", "forfeit", "rez")


def _is_ice(title: str | None) -> bool:
    return bool(title) and type_of(title or "") == "ice"


def asking_card(d: Decision) -> str:
    """The title of the card whose effect asks ``d`` ("" if none, or if the player can't know it).

    Not the ice the Runner approaches (the Corp's rez decision), nor the ice being installed over
    other ice (:func:`installs_over_ice`)."""
    if d.kind not in _ASKED_BY_A_CARD or installs_over_ice(d):
        return ""
    if d.kind == "rez" and _is_ice(d.source_title):
        return ""
    return d.source_title or ""


def installs_over_ice(d: Decision) -> bool:
    """Installing ice in a server: is the Corp asked which ice there to trash first? (Asked with
    the install cost, ``params["cost"]``, by the ice being installed, with an option per ice.)"""
    return (
        d.kind == "choose"
        and "cost" in d.params
        and _is_ice(d.source_title)
        and any(o.kind == "choose" for o in d.options)
    )


# ---------------------------------------------------------------------- what a decision is


def out_of_clicks(d: Decision) -> bool:
    """Is this the Corp's last window of its action phase (no clicks left)?"""
    return d.kind == "action" and d.params.get("clicks") == 0


def is_encounter(d: Decision) -> bool:
    """Is this a decision while encountering a piece of ice?"""
    return d.kind == "encounter"


def unbroken_left(d: Decision) -> int | None:
    """How many subroutines of the ice encountered are still unbroken (None: not an encounter)."""
    return d.params.get("unbroken") if d.kind == "encounter" else None


def trace_base(d: Decision) -> int:
    """The base strength of the trace the Corp bids on (0 if not a trace bid)."""
    return int(d.params.get("base", 0)) if d.kind == "trace" else 0


def trace_limit(d: Decision) -> int | None:
    """The most the Corp may bid on a 1996 trace, bid in secret (``params["limit"]``; None: not
    such a bid)."""
    return d.params.get("limit") if d.kind == "trace" else None


def secret_link(d: Decision) -> int | None:
    """The trace limit of a 1996 trace whose link the Runner chooses in secret, before the Corp's
    bid is known (None: not such a choice)."""
    if d.kind != "link" or "strength" in d.params:
        return None
    return int(d.params.get("base", 0))


def trace_matters(d: Decision) -> bool:
    """Is the trace one whose success hurts the Runner badly (ice that hurts: Ichi 1.0)?

    (Only the cards of ``TRACE_STAKES``: the prompt this used to read never said "brain".)"""
    return d.kind == "trace" and d.source_title in orders().trace_stakes


def trace_strength(d: Decision) -> int | None:
    """The strength of the trace the Runner bids its link against (None: not a link bid)."""
    return d.params.get("strength") if d.kind == "link" else None


def about_to(d: Decision, what: str) -> bool:
    """Is ``d`` a window to prevent ``what`` ("net", "meat", "tag", "trash", "expose")?"""
    return d.kind == "prevent" and d.params.get("what") == what


def saved_card(d: Decision) -> str:
    """The card a prevention window would save from being trashed ("" if not known)."""
    return (d.source_title or "") if about_to(d, "trash") else ""


def about_advancement(d: Decision) -> bool:
    """Is the card asking one that places advancement tokens (where to put them)?"""
    title = asking_card(d)
    return bool(title) and any(
        isinstance(e, (PlaceAdvancements, AdvanceUpToTwo)) for e in declared_effects(title)
    )


# ---------------------------------------------------------------------- options


def rez_cost(o: Option) -> int:
    """The credits a rez option costs (its rez cost after discounts; 0 for a free rez)."""
    return o.cost.credits


def choice_effects(d: Decision, title: str) -> dict[Option, tuple[Any, ...]]:
    """For a "choose one" the card ``title`` declares: each option's effects (the options are in
    the order of its declared choices). Empty if ``title`` declares no such choice."""
    ch = [o for o in d.options if o.kind == "choose"]
    for e in declared_effects(title):
        if isinstance(e, ChooseOne) and len(e.choices) == len(ch):
            return dict(zip(ch, e.choices, strict=True))
    return {}


def gains_credits(effects: Sequence[Any]) -> bool:
    return any(isinstance(e, GainCredits) for e in effects)


def takes_tag(effects: Sequence[Any]) -> bool:
    return any(isinstance(e, (TakeTags, GiveTags)) for e in effects)


def ends_the_run(effects: Sequence[Any]) -> bool:
    return any(isinstance(e, EndTheRun) for e in effects)


# ---------------------------------------------------------------------- card declarations


@per_pool
def declared_effects(title: str) -> tuple[Any, ...]:
    """Every effect (and nested value) the declaration of ``title`` holds, in declaration order."""
    return tuple(walk(definition(title)))

"""The shape of ``game.view(side)``, declared as ``TypedDict``s that mypy checks.

:func:`netrunner.engine.view.view` builds these and ``Game.view`` returns a :class:`GameView`, so
a key that is misspelt, missing or of the wrong type where the view is built is a mypy error.
At run time they are plain dicts (``json.dumps`` writes them as they are). Keys that only one
side's view holds (``hand``) and keys that only some cards have (``strength``) are
``NotRequired``. ``tests/test_docs.py`` checks that the keys declared here are the keys the view
really has, for both sides, so the declarations cannot drift from the code; ``docs/api.md`` shows
the same shape.

>>> import netrunner
>>> from netrunner.engine.viewtypes import GameView
>>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=1)
>>> v: GameView = g.view("runner")
>>> sorted(v) == sorted(GameView.__required_keys__)
True
>>> "hand" in v["runner"], "hand" in v["corp"]
(True, False)
"""

# No ``from __future__ import annotations`` here: ``NotRequired`` must be evaluated when the
# classes are made, or ``__required_keys__`` would count the keys it marks as required.
from typing import NotRequired, TypedDict


class CardView(TypedDict):
    """One card as a side sees it. ``title`` is None where that side may not know the card."""

    #: identifies the card while it stays where it is: it gets a new id whenever it moves
    id: int
    title: str | None
    rezzed: bool
    advancements: int
    #: counters on the card by kind ("virus", "power", "recurring", ...): only those it has
    counters: dict[str, int]
    #: always True for Runner cards
    faceup: bool
    #: rezzed ice, the Corp's own unrezzed ice (Corp's view) and installed icebreakers only
    strength: NotRequired[int | None]


class ServerView(TypedDict):
    #: outermost first: the order a run meets them
    ice: list[CardView]
    content: list[CardView]
    #: counters in the server itself, not on a card, by kind (the 1996 game's Pox counters in a
    #: fort; always empty in Android: Netrunner)
    counters: dict[str, int]


class CorpView(TypedDict):
    identity: CardView | None
    credits: int
    clicks: int
    agenda_points: int
    bad_publicity: int
    hand_size: int
    max_hand_size: int
    deck_size: int
    discard: list[CardView]
    scored: list[CardView]
    #: "HQ", "R&D", "Archives", then the remote servers ("Server 1", ...) in the order made
    servers: dict[str, ServerView]
    #: actions the Corp has forgone beyond this turn's, taken off its next turns (the 1996 game)
    actions_owed: int
    #: of ``clicks``, those usable only for one purpose, by purpose (the 1996 Edgerunner, Inc.,
    #: Temps: ``{"install": 3}``; always empty in Android: Netrunner)
    restricted_actions: dict[str, int]
    #: counters on the Corp itself, not on a card, by kind (the 1996 Butcher Boy counters)
    counters: dict[str, int]
    #: in the Corp's own view only
    hand: NotRequired[list[CardView]]


class MemoryView(TypedDict):
    used: int
    limit: int


class LinkOptionView(TypedDict):
    """A link value the Runner can reach for a trace now (the 1996 game): the base link card
    (its ``card_id`` and title), the link value and its cheapest cost in bits."""

    card_id: int
    card: str
    link: int
    cost: int


class RigView(TypedDict):
    program: list[CardView]
    hardware: list[CardView]
    resource: list[CardView]


class RunnerView(TypedDict):
    identity: CardView | None
    credits: int
    clicks: int
    agenda_points: int
    tags: int
    brain_damage: int
    link: int
    #: the 1996 game's link, set trace by trace: what each base link card can reach now
    #: (always empty in Android: Netrunner, whose link is the number ``link``)
    link_options: list[LinkOptionView]
    memory: MemoryView
    hand_size: int
    max_hand_size: int
    deck_size: int
    discard: list[CardView]
    scored: list[CardView]
    rig: RigView
    #: actions the Runner has forgone beyond this turn's, taken off their next turns (1996)
    actions_owed: int
    #: of ``clicks``, those usable only for one purpose, by purpose (1996: ``"install_program"``
    #: Valu-Pak Software Bundle, ``"run"`` Wilson; always empty in Android: Netrunner)
    restricted_actions: dict[str, int]
    #: cards set aside on an installed card, by that card's ``id`` (1996: The Shell Traders'
    #: cards with their Shell counters, the programs on Microtech Backup Drive, the top one
    #: last; always empty in Android: Netrunner)
    aside: dict[str, list[CardView]]
    #: counters on the Runner itself, not on a card, by kind (none in Android: Netrunner)
    counters: dict[str, int]
    #: in the Runner's own view only
    hand: NotRequired[list[CardView]]


class SubroutineView(TypedDict):
    """A subroutine of the ice a run approaches or encounters: its text and whether the Runner
    has broken it in this encounter."""

    text: str
    broken: bool


class RunView(TypedDict):
    server: str
    #: "initiation", "approach", "encounter", "movement", "approach_server", "success", "access"
    phase: str
    #: the ice approached or encountered (phases "approach" and "encounter"), else None
    ice: CardView | None
    #: index of the current ice in the server's ice innermost first (0 is the innermost);
    #: -1 once past all ice
    position: int
    successful: bool
    #: credits usable only during this run (bad publicity, Stimhack)
    run_credits: int
    #: the subroutines of ``ice`` in order, once it is rezzed (public then), ``broken`` during
    #: the encounter; ``[]`` while it is unrezzed or when no ice is approached or encountered
    subroutines: list[SubroutineView]


class CostView(TypedDict):
    """``Cost.to_dict()``: what an option spends; all zero when it is free."""

    clicks: int
    credits: int
    trash_self: bool
    counter: str | None
    counters: int
    forfeit: bool
    #: agenda points spent (the 1996 game's agenda-point counter)
    agenda_points: int


class OptionView(TypedDict):
    """``Option.to_dict()``: the fields of an :class:`~netrunner.Option`."""

    kind: str
    card: str | None
    card_id: int | None
    server: str | None
    target: str | None
    amount: int | None
    label: str
    #: what choosing it spends (``Cost.to_dict()``)
    cost: CostView
    #: for a ``break``: the index of the subroutine on the ice
    subroutine: int | None


class DecisionView(TypedDict):
    player: str
    #: what is being decided: a word of ``DECISION_KINDS`` (both sides see it)
    kind: str
    #: the private prompt for the deciding side, ``Decision.public_prompt`` for the other
    prompt: str
    #: for the deciding side only: the id of the card that asks, and its title where known
    source: NotRequired[int | None]
    source_title: NotRequired[str | None]
    #: for the deciding side only: the numbers the decision is about
    params: NotRequired[dict[str, int | str]]
    #: for the deciding side only
    options: NotRequired[list[OptionView]]


class GameView(TypedDict):
    """What ``game.view(side)`` returns."""

    #: the name of the ruleset played ("anr", "classic"): public, and what tells whose cards
    ruleset: str
    turn: int
    active: str
    #: "setup", "mulligan", "draw", "action", "run", "discard"
    phase: str
    corp: CorpView
    runner: RunnerView
    run: RunView | None
    decision: DecisionView | None
    over: bool
    winner: str | None
    win_reason: str | None


__all__ = [
    "CardView",
    "ServerView",
    "CorpView",
    "MemoryView",
    "LinkOptionView",
    "RigView",
    "RunnerView",
    "RunView",
    "SubroutineView",
    "OptionView",
    "CostView",
    "DecisionView",
    "GameView",
]

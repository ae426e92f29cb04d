"""What the heuristic bot knows about particular cards: one table, ``title -> CardHint``.

Everything the bot does differently for one card, a number (what trashing it is worth) or a flag
(the Corp always uses it; it prevents net damage), is here; the rest of the bot asks ``hint(title)``
and never names a card. Cards not in the table get the defaults (no hint).

Each field belongs to one side's cards, and the bot only reads it where that side's cards are
concerned. Where the bot tries several cards in turn (its economy cards, the programs it fetches),
it tries them in the order of this table; the tuples at the end spell those orders out:

>>> ECON_PLAYS
('Hedge Fund', 'Beanstalk Royalties', 'Sure Gamble', 'Easy Mark')
>>> CORP_ECON_ASSETS
('Adonis Campaign', 'PAD Campaign', 'Melange Mining Corp.')
>>> RUNNER_ECON_INSTALLS
('Armitage Codebusting', 'Magnum Opus', 'Desperado', 'Cyberfeeder')
>>> TUTOR_PICKS
('Medium', 'Datasucker', 'Parasite', 'Crypsis')

The Corp uses its ambushes (:data:`netrunner.bots.knowledge.AMBUSHES`) whenever it is asked:

>>> from netrunner.bots.knowledge import AMBUSHES
>>> all(hint(t).corp_always_uses for t in AMBUSHES)
True
>>> hint("Hedge Fund").play_below, hint("Not a card") == CardHint()
(14, True)
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal, NamedTuple

from ..knowledge import ruleset_name

ALWAYS = math.inf  # a "below" threshold that every credit total is under


class RunEvent(NamedTuple):
    """A Runner event that makes a run, as the bot weighs it."""

    servers: tuple[str, ...] = ()  # the servers worth running with it (empty: any)
    accesses: int = 1  # cards accessed from R&D
    bypass_first: bool = False  # the first piece of ice is bypassed
    credits: int = 0  # credits it gives for the run
    harm: float = 0.0  # what playing it costs besides its play cost (negative: a gain)
    grip_over: int | None = None  # played only with more cards than this in the grip


@dataclass(frozen=True, slots=True, kw_only=True)
class CardHint:
    """What the bot makes of one card (the defaults: nothing particular)."""

    # ---- Corp cards
    trash_value: float | None = None  # to the Runner: credits of value trashing it denies the Corp
    keep_value: float | None = None  # worth keeping in HQ (2.0 for cards not given one)
    keep_value_tagged: float | None = None  # keep_value while the Runner is tagged
    econ_asset: bool = False  # an asset installed and rezzed for its credits
    corp_always_uses: bool = False  # when it offers an optional effect, the Corp takes it
    corp_never_uses: bool = False  # when it offers an optional effect, the Corp declines
    corp_declines: bool = False  # when it asks the Corp, the Corp passes (or bids the least)
    # how the Corp answers a choice the card asks: "agenda_x" (as many advancement tokens as an
    # agenda needs), "least" (the smallest amount), "pass" (decline, else the first), "advance"
    # (the card to advance), "fetch" (the card worth most in HQ)
    corp_choice: Literal["agenda_x", "least", "pass", "advance", "fetch"] | None = None
    # an operation against a tagged Runner: "meat" (damage), "drain" (its credits), "advance"
    # (advancement tokens on an agenda, as many as the Runner's tags)
    tag_play: Literal["meat", "drain", "advance"] | None = None
    gives_tag: bool = False  # played to tag the Runner when other cards punish tags
    scored_tag_punisher: bool = False  # a scored agenda whose ability punishes tags
    net_damage_play: bool = False  # an operation that does net damage
    gains_clicks: bool = False  # an operation that gives the Corp clicks
    extra_advances: bool = False  # an operation that advances a card more than once
    recovers_agenda: bool = False  # an operation that brings a card back from Archives to HQ
    advance_ability: bool = False  # an ability that advances a card for free
    advanced_trap: bool = False  # an ambush worth advancing
    agenda_upgrade: bool = False  # an upgrade for the server of an agenda
    rez_on_approach: bool = False  # an upgrade rezzed when the Runner approaches its agenda
    hq_upgrade: bool = False  # an upgrade installed in HQ and rezzed when the Corp can
    ends_run_ability: bool = False  # an ability that ends a run on an agenda's server
    # ---- both sides
    play_below: float | None = None  # an economy card played while credits are under this
    click_econ_below: float | None = None  # a click-for-credits ability used while under this
    draws: bool = False  # a card played to draw cards
    # ---- Runner cards
    install_value: float | None = None  # worth of having it installed (higher: installed first)
    econ_gain: int | None = None  # an economy event, and what it nets
    econ_install_keep: int | None = None  # an economy permanent installed early, keeping this
    one_is_enough: bool = False  # not installed again when one is installed
    worth_saving: bool = False  # a program or hardware worth preventing the trashing of
    lowers_strength: bool = False  # its virus counters lower the strength of ice (and it's used)
    loads_counters: bool = False  # a breaker whose ability loads the counters it breaks with
    install_min_credits: int = 0  # installed only with this many credits
    installs_for_less: int = 0  # an event installing a program or hardware for this much less
    adds_memory: bool = False  # hardware installed when memory runs out
    tutors_breaker: bool = False  # an event that fetches an icebreaker
    tutors_program: bool = False  # a card that fetches a program (one of TUTOR_PICKS)
    tutor_pick: bool = False  # a program worth fetching
    recovers_cards: bool = False  # it brings cards back from the heap
    exposes: bool = False  # it exposes a card (the event is played when nothing else is)
    bypass_ability: bool = False  # an ability paid to bypass the ice it is used on
    remote_job: bool = False  # replaces accessing a remote to take credits, as many as it can
    siphons: bool = False  # replaces accessing HQ to take the Corp's credits
    runner_declines_below: float | None = None  # the Runner declines it under these credits
    run_event: RunEvent | None = None  # an event that makes a run
    archives_reaches_hq: bool = False  # a run on Archives with it is a run on HQ
    hosted_free: bool = False  # installed on a card without costing it anything
    hosted_on_ice: bool = False  # installed on a piece of ice, to trash it
    only_vs: str | None = None  # worth installing only against this Corp faction
    bonus_vs: str | None = None  # worth more against this Corp faction
    digs_rd: bool = False  # worth more when R&D has no ice
    prevents: Literal["net", "meat", "tag", "trash"] | None = None  # what its ability prevents
    trace_stake: float | None = None  # ice whose trace matters, and the extra the Runner bids
    # ---- identities
    first_hq_run_bonus: float = 0.0  # what the Runner's first HQ run of a turn gains
    rig_discount: int = 0  # credits off each program and hardware the Runner installs


HINTS: dict[str, CardHint] = {
    # ---- Corp: economy
    "Hedge Fund": CardHint(play_below=14, keep_value=5.0),
    "Beanstalk Royalties": CardHint(play_below=16, keep_value=5.0),
    "Adonis Campaign": CardHint(econ_asset=True, trash_value=8.0, keep_value=4.5),
    "PAD Campaign": CardHint(econ_asset=True, trash_value=6.0, keep_value=4.5),
    "Melange Mining Corp.": CardHint(
        econ_asset=True, click_econ_below=20, trash_value=7.0, keep_value=4.5
    ),
    "Biotic Labor": CardHint(gains_clicks=True, keep_value=5.0),
    "Security Subcontract": CardHint(trash_value=4.0, corp_declines=True),
    # ---- Corp: tags
    "Scorched Earth": CardHint(tag_play="meat", keep_value=3.0, keep_value_tagged=5.0),
    "Closed Accounts": CardHint(tag_play="drain"),
    "Psychographics": CardHint(tag_play="advance", corp_choice="agenda_x"),
    "SEA Source": CardHint(gives_tag=True),
    "Private Security Force": CardHint(scored_tag_punisher=True),
    "Neural EMP": CardHint(net_damage_play=True),
    # ---- Corp: agendas and advancing
    "AstroScript Pilot Program": CardHint(advance_ability=True, corp_choice="advance"),
    "Shipment from Kaguya": CardHint(extra_advances=True, corp_choice="advance"),
    "Matrix Analyzer": CardHint(corp_always_uses=True, corp_choice="advance"),
    "Accelerated Beta Test": CardHint(corp_always_uses=True),
    "Posted Bounty": CardHint(corp_never_uses=True),  # forfeit it? keep the point
    "Aggressive Negotiation": CardHint(corp_choice="fetch"),
    "Archived Memories": CardHint(recovers_agenda=True, corp_choice="fetch"),
    "Anonymous Tip": CardHint(draws=True),
    "Precognition": CardHint(corp_declines=True, corp_choice="pass"),
    # ---- Corp: ambushes
    "Snare!": CardHint(corp_always_uses=True),
    "Project Junebug": CardHint(corp_always_uses=True, advanced_trap=True),
    "Ghost Branch": CardHint(corp_always_uses=True, advanced_trap=True),
    "Aggressive Secretary": CardHint(corp_always_uses=True, advanced_trap=True),
    # ---- Corp: upgrades
    "SanSan City Grid": CardHint(trash_value=8.0, agenda_upgrade=True, rez_on_approach=True),
    "Red Herrings": CardHint(trash_value=4.0, agenda_upgrade=True, rez_on_approach=True),
    "Akitaro Watanabe": CardHint(trash_value=5.0, agenda_upgrade=True),
    "Experiential Data": CardHint(trash_value=3.0, agenda_upgrade=True),
    "Research Station": CardHint(trash_value=3.0, hq_upgrade=True),
    "Corporate Troubleshooter": CardHint(trash_value=2.0, corp_declines=True, corp_choice="least"),
    "Zaibatsu Loyalty": CardHint(trash_value=1.0),
    "Nisei MK II": CardHint(ends_run_ability=True),
    # ---- Corp: ice
    "Ichi 1.0": CardHint(trace_stake=6.0),  # brain damage
    "Data Raven": CardHint(trace_stake=0.0),
    # ---- Runner: economy
    "Sure Gamble": CardHint(play_below=12, econ_gain=4),
    "Easy Mark": CardHint(play_below=10, econ_gain=3),
    "Armitage Codebusting": CardHint(
        install_value=9.0, econ_install_keep=0, click_econ_below=ALWAYS
    ),
    "Magnum Opus": CardHint(
        install_value=8.0,
        econ_install_keep=2,
        click_econ_below=15,
        one_is_enough=True,
        worth_saving=True,
    ),
    "Desperado": CardHint(
        install_value=6.0, econ_install_keep=2, one_is_enough=True, worth_saving=True
    ),
    "Cyberfeeder": CardHint(install_value=4.0, econ_install_keep=2),
    "Bank Job": CardHint(install_value=0.3, remote_job=True),
    "Data Dealer": CardHint(install_value=-1.0, runner_declines_below=ALWAYS),
    "Aesop\u2019s Pawnshop": CardHint(install_value=0.0, runner_declines_below=ALWAYS),
    "Diesel": CardHint(draws=True),
    # ---- Runner: programs fetched first
    "Medium": CardHint(install_value=3.5, tutor_pick=True, digs_rd=True),
    "Datasucker": CardHint(install_value=3.0, tutor_pick=True, lowers_strength=True),
    "Parasite": CardHint(install_value=0.0, tutor_pick=True, hosted_on_ice=True),  # on purpose
    "Crypsis": CardHint(tutor_pick=True, loads_counters=True),
    # ---- Runner: other permanents
    "The Toolbox": CardHint(install_value=6.0, one_is_enough=True),
    "Akamatsu Mem Chip": CardHint(install_value=2.0, adds_memory=True),
    "Net Shield": CardHint(install_value=2.5, only_vs="jinteki", prevents="net"),
    "Ice Carver": CardHint(install_value=3.0),
    "Crash Space": CardHint(install_value=0.8, prevents="meat"),
    "Decoy": CardHint(install_value=1.0, prevents="tag"),
    "Rabbit Hole": CardHint(install_value=1.5, bonus_vs="nbn", runner_declines_below=6),
    "Access to Globalsec": CardHint(install_value=1.0, bonus_vs="nbn"),
    "Sneakdoor Beta": CardHint(install_value=2.0, archives_reaches_hq=True),
    "The Personal Touch": CardHint(install_value=1.5, hosted_free=True),
    "Grimoire": CardHint(install_value=1.0),
    "Sacrificial Construct": CardHint(install_value=1.0, prevents="trash"),
    "Lemuria Codecracker": CardHint(install_value=0.0, exposes=True),
    "Djinn": CardHint(install_value=0.5, tutors_program=True),
    "Wyldside": CardHint(install_value=1.0),
    "Femme Fatale": CardHint(install_min_credits=12, bypass_ability=True),
    # ---- Runner: events
    "Modded": CardHint(installs_for_less=3),
    "Special Order": CardHint(tutors_breaker=True),
    "D\u00e9j\u00e0 Vu": CardHint(recovers_cards=True),
    "Infiltration": CardHint(exposes=True),
    "Account Siphon": CardHint(siphons=True),
    "The Maker\u2019s Eye": CardHint(run_event=RunEvent(servers=("R&D",), accesses=3)),
    "Inside Job": CardHint(run_event=RunEvent(bypass_first=True)),
    "Stimhack": CardHint(run_event=RunEvent(credits=9, harm=4.0, grip_over=2)),
    "Demolition Run": CardHint(run_event=RunEvent(servers=("HQ", "R&D"), harm=-1.0)),
    # ---- identities
    "Gabriel Santiago: Consummate Professional": CardHint(first_hq_run_bonus=2.0),
    'Kate "Mac" McCaffrey: Digital Tinker': CardHint(rig_discount=1),
}

#: The 1996 cards (``classic`` ruleset) the bot treats apart.
CLASSIC_HINTS: dict[str, CardHint] = {
    # ---- Corp
    "Accounts Receivable": CardHint(play_below=14, keep_value=5.0),
    "Night Shift": CardHint(play_below=10, keep_value=3.0),
    "Rockerboy Promotion": CardHint(econ_asset=True, trash_value=6.0, keep_value=4.5),
    "Holovid Campaign": CardHint(econ_asset=True, trash_value=4.0, keep_value=4.0),
    "Scorched Earth": CardHint(tag_play="meat", keep_value=3.0, keep_value_tagged=5.0),
    "TRAP!": CardHint(corp_always_uses=True),
    "Setup!": CardHint(corp_always_uses=True),
    "Vacant Soulkiller": CardHint(corp_always_uses=True, advanced_trap=True),
    "Red Herrings": CardHint(trash_value=4.0, agenda_upgrade=True),
    # ---- Runner
    "Score!": CardHint(play_below=12, econ_gain=4),
    "Livewire's Contacts": CardHint(play_below=8, econ_gain=2),
    "Inside Job": CardHint(run_event=RunEvent(bypass_first=True)),
    "Custodial Position": CardHint(run_event=RunEvent(servers=("R&D",), accesses=3)),
    "Force Shield": CardHint(install_value=2.5, prevents="net"),
}

#: Each ruleset's table.
HINTS_OF: dict[str, dict[str, CardHint]] = {"anr": HINTS, "classic": CLASSIC_HINTS}

NO_HINT = CardHint()


def table() -> dict[str, CardHint]:
    """The hint table of the ruleset whose cards the bots read now."""
    return HINTS_OF.get(ruleset_name(), {})


def hint(title: str | None) -> CardHint:
    """What the bot makes of the card ``title`` (no hint for an unknown or hidden card)."""
    return table().get(title or "", NO_HINT)


def install_value(title: str, default: float) -> float:
    """The worth of having ``title`` installed, ``default`` for a card the table doesn't rate."""
    v = table().get(title, NO_HINT).install_value
    return default if v is None else v


def titles(
    wants: Callable[[CardHint], object], hints: dict[str, CardHint] | None = None
) -> tuple[str, ...]:
    """The cards whose hint ``wants``, in the order of the table (the one read now if none)."""
    return tuple(t for t, h in (table() if hints is None else hints).items() if wants(h))


class _Orders(NamedTuple):
    econ_plays: tuple[str, ...]
    corp_econ_assets: tuple[str, ...]
    runner_econ_installs: tuple[str, ...]
    tutor_picks: tuple[str, ...]
    trace_stakes: tuple[str, ...]


def _orders(hints: dict[str, CardHint]) -> _Orders:
    return _Orders(
        titles(lambda h: h.play_below is not None, hints),
        titles(lambda h: h.econ_asset, hints),
        titles(lambda h: h.econ_install_keep is not None, hints),
        titles(lambda h: h.tutor_pick, hints),
        titles(lambda h: h.trace_stake is not None, hints),
    )


_ORDERS = {name: _orders(h) for name, h in HINTS_OF.items()}
_NO_ORDERS = _orders({})


def orders() -> _Orders:
    """The orders of the table read now (economy plays, assets, installs, tutor picks, traces)."""
    return _ORDERS.get(ruleset_name(), _NO_ORDERS)


ECON_PLAYS, CORP_ECON_ASSETS, RUNNER_ECON_INSTALLS, TUTOR_PICKS, TRACE_STAKES = _ORDERS["anr"]

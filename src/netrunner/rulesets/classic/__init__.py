"""Netrunner (1996), the original game, as the ``classic`` ruleset: its card pool, its decks and
the procedures that differ from Android: Netrunner's.

The differences are listed, one by one with their sources, in the project's notes on the 1996 rules
(docs/classic.md says which are in place). In short: no identities and no mulligan, bits and
actions, data forts, preps and nodes, agendas liberated, traces bid in secret with ties to the Corp,
no copy limit in decks.

>>> import netrunner
>>> g = netrunner.Game.new("starter:classic-corp", "starter:classic-runner", seed=1, ruleset="classic")
>>> g.corp.identity is None, g.decision.kind, g.decision.player
(True, 'action', 'corp')
>>> g.decision.options[0].label
'Gain 1 bit'
"""

from __future__ import annotations

from typing import Any, ClassVar

from ...engine.carddb import CORP, RUNNER, load_card_table
from ...engine.pool import CardPool
from ...engine.ruleset import Ruleset, register_ruleset
from ...engine.words import CLASSIC_WORDS, Words, using

#: The 1996 cards: their printed facts (``src/netrunner/data/classic_cards.json``, made by
#: ``tools/classic_facts.py``) and, once :mod:`.cards` is imported, their declarations.
POOL = CardPool("classic", load_card_table("netrunner.data", "classic_cards.json"), CLASSIC_WORDS)

with using(CLASSIC_WORDS):  # subroutine and ability texts are made as the modules load
    from . import cards  # noqa: E402, F401  (the declarations register into POOL)
from . import runwide  # noqa: E402
from .actionlock import apply_action_locks  # noqa: E402
from .decks import (  # noqa: E402
    ClassicDeck,
    load_classic_deck,
    read_classic_deck,
    validate_classic_deck,
)
from .forts import pox_surcharge  # noqa: E402
from .rules import (  # noqa: E402
    CounterIncome,
    PayActionDebt,
    purge_option,
)
from .runlock import apply_run_locks  # noqa: E402
from .runner_counters import (  # noqa: E402
    RunnerCountersAtRunStart,
    RunnerCountersAtTurnStart,
    acts_at_run_start,
    counter_removal_options,
)
from .trace import TraceBegin, link_choices  # noqa: E402


class Classic(Ruleset):
    """Netrunner (1996): Android: Netrunner's procedures where the games agree, these where not."""

    name: ClassVar[str] = "classic"
    trace_ties_succeed: ClassVar[bool] = True  # ties go to the Corp
    identities: ClassVar[bool] = False
    basic_purge: ClassVar[bool] = False  # purging comes from each virus's own text
    archives_flip_on_access: ClassVar[bool] = False  # facedown cards go back facedown
    jack_out_before_empty_server: ClassVar[bool] = True  # the last chance comes before success
    overwrite_programs: ClassVar[bool] = True  # rules-diff 34
    active_player_orders_all: ClassVar[bool] = True  # rules-diff 17
    trash_by_face: ClassVar[bool] = True  # rules-diff 70
    console_keyword: ClassVar[str] = "Deck"  # "Only one deck can be in play at a time"
    exposed_stays_faceup: ClassVar[bool] = True  # rules-diff 40, 113
    unique_owner_chooses: ClassVar[bool] = True  # rules-diff 35, 122c
    bad_publicity_credits: ClassVar[bool] = False  # rules-diff 22: no bits for bad publicity
    words: ClassVar[Words] = CLASSIC_WORDS
    filler: ClassVar[dict[str, str]] = {CORP: "Accounts Receivable", RUNNER: "Score!"}

    def opening_steps(self, g: Any) -> tuple[Any, ...]:
        """No mulligan: the Corp's first turn begins at once."""
        return (self._flow.CorpTurnStart(),)

    def approach_server_steps(self, g: Any) -> tuple[Any, ...]:
        """After the Runner's last chance to jack out only the Corp acts: its last window to
        rez nodes and upgrades, then the run is successful."""
        return (self._flow.OpponentWindow(CORP),)

    def start_trace(self, g: Any, trace: Any, ctx: Any) -> None:
        """The 1996 trace: a trace limit, secret bids revealed together, link set for each trace
        (see :mod:`.trace`)."""
        g.push(TraceBegin(trace, ctx))

    def install_surcharge(self, g: Any, server: str) -> int:
        """Every two Pox counters in a fort: 1 bit more to install in or on it (rules-diff 32)."""
        return pox_surcharge(g, server)

    def link_options(self, g: Any) -> list[Any]:
        """Link is set trace by trace (rules-diff 82): each base link card's reachable link
        values with their cheapest cost in bits now (the view's ``link_options``)."""
        return [
            {"card_id": c.id, "card": c.title, "link": link, "cost": cost}
            for c, link, cost in link_choices(g)
        ]

    def runner_basic_actions(self, g: Any, pairs: list[tuple[Any, Any]]) -> None:
        """Android: Netrunner's, except that a run lock (Rex) replaces runs by the action that
        lifts it (see :mod:`.runlock`)."""
        super().runner_basic_actions(g, pairs)
        apply_run_locks(g, pairs)
        counter_removal_options(g, pairs)
        apply_action_locks(g, pairs)  # Haunting Inquisition: no run for the next N actions

    def corp_turn_start_steps(self, g: Any) -> tuple[Any, ...]:
        """The Corp's window to score, rez and use paid abilities at the very start of its turn,
        before its start-of-turn abilities and mandatory draw (rules-diff 42, 122h)."""
        return (
            self._flow.OpponentWindow(
                CORP,
                "Your turn begins: score, rez or use paid abilities before your draw?",
                in_turn=True,
            ),
        )

    def corp_turn_steps(self, g: Any) -> tuple[Any, ...]:
        """Actions the Corp owes come off this turn's (rules-diff 16), then the mandatory draw
        and the actions. (Start-of-turn abilities, such as Subsidiary Branch's extra action,
        resolve before all of these.)"""
        return (PayActionDebt(CORP), *super().corp_turn_steps(g))

    def runner_turn_steps(self, g: Any) -> tuple[Any, ...]:
        """Actions the Runner owes come off this turn's (rules-diff 16); Butcher Boy counters
        on the Corp pay the Runner (1 bit for every two); then the actions."""
        return (
            PayActionDebt(RUNNER),
            CounterIncome(),
            RunnerCountersAtTurnStart(),
            *super().runner_turn_steps(g),
        )

    # ---------------------------------------------------------------- corp-ice: runs

    def run_start_steps(self, g: Any) -> tuple[Any, ...]:
        """Counters on the Runner that act at the start of each run (Cerberus, Mastiff)."""
        return (RunnerCountersAtRunStart(),) if acts_at_run_start(g) else ()

    def encounter_steps(self, g: Any, ice: Any) -> tuple[Any, ...]:
        """The run's lasting effects apply to each ice as it is encountered (see
        :mod:`.runwide`: Canis Major's strength, Tutor's subroutine, Ball and Chain's toll, the
        next-ice effects of Shock.r and Fatal Attractor)."""
        return (runwide.RunwideEncounter(ice.id),) if runwide.has_runwide(g) else ()

    def added_subroutines(self, g: Any, ice: Any) -> tuple[Any, ...]:
        """Tutor's "End the run" on the ice encountered (see :mod:`.runwide`)."""
        return runwide.added_subroutines(g, ice) if g.lingering else ()

    def subroutine_effects(self, g: Any, ice: Any, sub: Any) -> tuple[Any, ...]:
        """As the first unbroken subroutine of the ice resolves, Fatal Attractor's damage (not
        all were broken); then the subroutine's effects, as active cards change them (Microtech
        'Trode Set)."""
        effects = super().subroutine_effects(g, ice, sub)
        return runwide.break_all_damage(g, ice) + effects if g.lingering else effects

    def may_jack_out(self, g: Any) -> bool:
        """Unless an effect forbids it (Jack Attack, Shock.r)."""
        return runwide.may_jack_out(g)

    def jack_out_cost(self, g: Any) -> int:
        """Viral 15's toll on jacking out."""
        return runwide.jack_out_cost(g)

    def continue_run_steps(self, g: Any) -> tuple[Any, ...]:
        """Viral 15: going on after passing rezzed ice trashes a program."""
        return runwide.continue_run_steps(g)

    def corp_basic_actions(self, g: Any, pairs: list[tuple[Any, Any]]) -> None:
        """The basic actions, and purging virus counters by forgoing three actions while any
        are in play (rules-diff 118)."""
        super().corp_basic_actions(g, pairs)
        purge_option(g, pairs)


#: The 1996 ruleset, registered as ``classic``.
CLASSIC = register_ruleset(
    Classic(POOL, load_classic_deck, validate_classic_deck, read_classic_deck)
)

__all__ = ["CLASSIC", "Classic", "POOL", "ClassicDeck"]

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
from . import rezchoice, runwatch, runwide  # noqa: E402
from .actionlock import apply_action_locks  # noqa: E402
from .breakers import breaker_counter_strength, breaker_purposes  # noqa: E402
from .decks import (  # noqa: E402
    ClassicDeck,
    load_classic_deck,
    read_classic_deck,
    validate_classic_deck,
)
from .deferred import DeferredLiberations, steal_replacement  # noqa: E402
from .deflectors import (  # noqa: E402
    FirstStepAgain,
    RunStartWindow,
    deflection_steps,
    run_start_due,
)
from .difficulty import fait_difficulty  # noqa: E402
from .doubles import apply_doubles  # noqa: E402
from .extraactions import forfeit_gain, temps_triggers  # noqa: E402
from .forts import pox_surcharge  # noqa: E402
from .gains import after_gain  # noqa: E402
from .hidden import (  # noqa: E402
    MOMENTS,
    collect_protects,
    hidden_ability_options,
    hidden_window_triggers,  # noqa: E402
)
from .hqice import SuccessPending, trash_encounter_only_ice  # noqa: E402
from .icecounters import ice_counter_triggers  # noqa: E402
from .icemods import ice_install_surcharge  # noqa: E402
from .icemoves import mark_noisy, turn_end_trashes  # noqa: E402
from .lasting import (  # noqa: E402
    AcmePayments,
    LastingActions,
    acme_options,
    check_watches,
    forfeit_points,
    lasting,
    lasting_shield,
)
from .pdca import pdca_window  # noqa: E402
from .prep_runs import doubled_rez_cost, prep_triggers, run_damage_shield  # noqa: E402
from .prepgains import prep_gain_event  # noqa: E402
from .protection import track_actions  # noqa: E402
from .publicity import (  # noqa: E402
    bp_triggers,
    prevent_from_hand,
    prevent_window_hidden,
    scoring_bad_publicity,
)
from .reactions import (  # noqa: E402
    after_runner_draw,
    flatline_window,
    may_use_breaker,
    worm_used,
)
from .regions import fort_capacity, may_run_fort, trash_over_capacity  # noqa: E402
from .restricted import apply_restricted, restricted  # noqa: E402
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
from .runner_preps import next_agenda_access  # noqa: E402
from .runner_tags import absorb_tag  # noqa: E402
from .sysop_runs import damage_step, run_begins_here_steps  # noqa: E402
from .theorem import remove_theorems, theorem_replacement  # noqa: E402
from .topn import back_to_hand_triggers  # noqa: E402
from .trace import TraceBegin, link_choices  # noqa: E402
from .tracecost import RecordRun, ran_this_game  # noqa: E402
from .viacox import viacox_actions  # noqa: E402
from .virus_kinds import (  # noqa: E402
    PurgeAtTurnStart,
    counter_accesses,
    virus_kind_triggers,
)
from .viruses import (  # noqa: E402
    cockroach_discards,
    corp_counter_actions,
    counter_triggers,
    gremlin_hand_size,
    pattel_strength,
    spy_exposes,
)
from .wetware import base_memory, check_leave_hurt, hosted_breaker_purposes  # noqa: E402

#: the Bad Publicity points at which the Corp loses the game (Proteus; rules-diff 22)
BAD_PUBLICITY_LOSS = 7


#: The rule triggers (``Classic.rule_triggers``) that answer each event, in the order their
#: abilities are listed; each answers no other event (its first test).
_RULE_TRIGGERS: dict[str, tuple[Any, ...]] = {}
for _event, _triggers in (
    # the virus counters on the Corp at the start of a turn (.viruses)
    ("corp_turn_begins", counter_triggers),
    ("runner_turn_begins", counter_triggers),
    # what Sneak Preview and the like put in until the end of the turn (.topn)
    ("runner_turn_ends", back_to_hand_triggers),
    ("corp_turn_ends", back_to_hand_triggers),
    # Reconnaissance, Decoy Signal, Disgruntled Ice Technician (.prep_runs)
    ("rez", prep_triggers),
    ("approach_ice", prep_triggers),
    ("pass_ice", prep_triggers),
    ("runner_turn_ends", turn_end_trashes),  # Puzzle (.icemoves)
    ("corp_turn_ends", turn_end_trashes),
    *((moment, hidden_window_triggers) for moment in MOMENTS),  # hidden resources' moments
    # Tax, Pipeline, Armageddon, Crumble, Garbage In counters (.virus_kinds)
    ("corp_turn_begins", virus_kind_triggers),
    ("install", virus_kind_triggers),
    ("access_begins", virus_kind_triggers),
    ("run_ends", virus_kind_triggers),
    ("corp_turn_begins", ice_counter_triggers),  # Kludge and Term counters on ice
    ("corp_turn_begins", temps_triggers),  # Corporate Guard(R) Temps' actions
    ("corp_turn_begins", bp_triggers),  # Scaldan counters (.publicity)
):
    _RULE_TRIGGERS[_event] = (*_RULE_TRIGGERS.get(_event, ()), _triggers)


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

    def check_win(self, g: Any) -> None:
        """7 or more Bad Publicity points and the Corp loses (the Proteus cards' rule, rules-diff
        22), "even if it fulfills victory conditions at the same time": checked before agenda
        points; the points an agenda just scored is about to give count with its agenda points
        (Charity Takeover: :func:`.publicity.scoring_bad_publicity`)."""
        if g.corp.bad_publicity + scoring_bad_publicity(g) >= BAD_PUBLICITY_LOSS:
            g.win(RUNNER, "bad_publicity")
            return
        super().check_win(g)

    def opening_steps(self, g: Any) -> tuple[Any, ...]:
        """No mulligan: the Corp's first turn begins at once."""
        return (self._flow.CorpTurnStart(),)

    def approach_server_steps(self, g: Any) -> tuple[Any, ...]:
        """After the Runner's last chance to jack out only the Corp acts: its last window to
        rez nodes and upgrades; then what happens as the run becomes successful (Dr. Dreff,
        Jenny Jett may divert it: :mod:`.hqice`), then the run is successful."""
        return (self._flow.OpponentWindow(CORP), SuccessPending())

    def start_trace(self, g: Any, trace: Any, ctx: Any) -> None:
        """The 1996 trace: a trace limit, secret bids revealed together, link set for each trace
        (see :mod:`.trace`)."""
        runwatch.traced(g)  # a trace attempt during a run (Library Search)
        g.push(TraceBegin(trace, ctx))

    def install_surcharge(self, g: Any, server: str, card: Any = None) -> int:
        """Every two Pox counters in a fort: 1 bit more to install in or on it (rules-diff 32);
        ice costs what active cards add or take off (Restrictive Net Zoning, Chester Mix,
        Fortress Architects: :mod:`.icemods`)."""
        return pox_surcharge(g, server) + ice_install_surcharge(g, server, card)

    def difficulty_adjust(self, g: Any, agenda: Any) -> int:
        """Every two Fait counters in a fort: +1 difficulty to the agendas in it (Fait
        Accompli: :mod:`.difficulty`)."""
        return fait_difficulty(g, agenda)

    def absorb(self, g: Any, kind: str, n: int) -> int:
        """Total Genetic Retrofit's counter on the Runner avoids their next tag (see
        :mod:`.runner_tags`)."""
        absorbed = absorb_tag(g, kind, n)
        return absorbed + run_damage_shield(g, kind, n - absorbed)  # Weefle Initiation

    def trash_prevented(self, g: Any, card: Any) -> bool:
        """Time to Collect, used in this Corp action, protects the Runner's other resources for
        the rest of it (:mod:`.hidden`)."""
        return collect_protects(g, card)

    def link_options(self, g: Any) -> list[Any]:
        """Link is set trace by trace (rules-diff 82): each base link card's reachable link
        values with their cheapest cost in bits now (the view's ``link_options``)."""
        return [
            {"card_id": c.id, "card": c.title, "link": link, "cost": cost}
            for c, link, cost in link_choices(g)
        ]

    def restricted_actions(self, g: Any, side: str) -> dict[str, int]:
        """Of ``side``'s actions left this turn, those usable only for one purpose (rules-diff
        16: see :mod:`.restricted`)."""
        return restricted(g, side)

    def runner_basic_actions(self, g: Any, pairs: list[tuple[Any, Any]]) -> None:
        """Android: Netrunner's, except that a run lock (Rex) replaces runs by the action that
        lifts it (see :mod:`.runlock`), counters on the Runner may be removed, restricted actions
        are offered only for what they may do (:mod:`.restricted`), and each action notes
        whether the Runner was damaged during it (:mod:`.protection`)."""

        super().runner_basic_actions(g, pairs)
        apply_doubles(g, RUNNER, pairs)  # double preps: two consecutive actions
        apply_run_locks(g, pairs)
        counter_removal_options(g, pairs)
        # a fort that may not be run now (Roving Submarine)
        pairs[:] = [(o, st) for o, st in pairs if o.kind != "run" or self.may_run(g, o.server)]
        apply_action_locks(g, pairs)  # Haunting Inquisition: no run for the next N actions
        apply_restricted(g, RUNNER, pairs)  # actions only to install programs, only to run
        viacox_actions(g, pairs)  # Bargain with Viacox's action owed (.viacox)
        track_actions(g, pairs)  # was the Runner damaged during it? (Lifesaver Nanosurgeons)
        hidden_ability_options(g, pairs)  # hidden resources: "whenever you pay any cost"

    def corp_turn_start_steps(self, g: Any) -> tuple[Any, ...]:
        """The Corp's window to score, rez and use paid abilities at the very start of its turn,
        before its start-of-turn abilities and mandatory draw (rules-diff 42, 122h)."""
        return (
            PurgeAtTurnStart(),  # the Proteus viruses' purge "at any time" (virus_kinds.py)
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
        return (LastingActions(CORP), PayActionDebt(CORP), *super().corp_turn_steps(g))

    def runner_turn_steps(self, g: Any) -> tuple[Any, ...]:
        """Actions the Runner owes come off this turn's (rules-diff 16); Butcher Boy counters
        on the Corp pay the Runner (1 bit for every two); then the actions."""
        return (
            LastingActions(RUNNER),  # lasting effects on its actions (Quest for Cattekin)
            DeferredLiberations(),  # agendas Bizarre Encryption Scheme kept from it
            PayActionDebt(RUNNER),
            CounterIncome(),
            RunnerCountersAtTurnStart(),
            *super().runner_turn_steps(g),
        )

    # ---------------------------------------------------------------- corp-ice: runs

    def damage_step(self, g: Any, kind: str, n: int, unpreventable: bool, ctx: Any) -> Any:
        """Cybertech Think Tank's extra meat damage, asked first (:mod:`.sysop_runs`)."""
        return damage_step(g, kind, n, unpreventable, ctx)

    def run_start_steps(self, g: Any) -> tuple[Any, ...]:
        """The Corp's abilities for the start of a run (Siren, Glacier, Walking Wall, Herman
        Revista: :mod:`.deflectors`), then counters on the Runner that act at the start of each
        run (Cerberus, Mastiff) and the cards of the run's fort that act then (Obfuscated
        Fortress: :mod:`.sysop_runs`); after the window, the run's first step made again. The game's
        first run is recorded (Schlaghund Pointers reads it: :mod:`.tracecost`)."""
        first = () if ran_this_game(g) else (RecordRun(),)
        window = run_start_due(g)
        counters: tuple[Any, ...] = (RunnerCountersAtRunStart(),) if acts_at_run_start(g) else ()
        counters += run_begins_here_steps(g)
        if not window:
            return first + counters
        return (*first, RunStartWindow(), *counters, FirstStepAgain())

    def after_encounter_steps(self, g: Any, ice_id: int) -> tuple[Any, ...]:
        """A deflector sends the run to another fort instead of passing it (Dumpster,
        Entrapment, Trapdoor, Vortex: :mod:`.deflectors`)."""
        return deflection_steps(g, ice_id)

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

    def breaker_purposes(self, g: Any, card: Any) -> tuple[str, ...]:
        """Bits for killers (a killer), stealth bits (unless noisy, or barred on the run's fort),
        then bits for any icebreaker (rules-diff 21, 75: see :mod:`.breakers`); first of all the
        bits of the card it is installed in, if they are only for it (Spin Chip: :mod:`.wetware`)."""
        return hosted_breaker_purposes(g, card) + breaker_purposes(g, card)

    def breaker_counter_strength(self, g: Any, card: Any) -> int:
        """+1 strength counters (Dupré) and Militech counters (see :mod:`.breakers`)."""
        return breaker_counter_strength(g, card)

    def corp_basic_actions(self, g: Any, pairs: list[tuple[Any, Any]]) -> None:
        """The basic actions, and purging virus counters by forgoing three actions while any
        are in play (rules-diff 118)."""
        super().corp_basic_actions(g, pairs)
        apply_doubles(g, CORP, pairs)  # double operations: two consecutive actions
        purge_option(g, pairs)
        corp_counter_actions(g, pairs)
        acme_options(g, pairs)  # ending ACME Savings and Loan's effect
        apply_restricted(g, CORP, pairs)  # actions only to install (Edgerunner, Inc., Temps)

    def rule_triggers(self, g: Any, event: str, extra: Any) -> list[tuple[str, Any]]:
        """The virus counters on the Corp at the start of a turn (Skivviss, Cascade, Boardwalk,
        Thought, Incubate counters: see :mod:`.viruses`; Scaldan counters: :mod:`.publicity`),
        and the programs Sneak Preview put in until the end of the turn (:mod:`.topn`). Every
        event is counted first for the run under way (:mod:`.runwatch`)."""
        runwatch.watch(g, event, extra)  # what a run did, counted (Live News Feed, Frame-Up)
        out: list[tuple[str, Any]] = []
        for triggers in _RULE_TRIGGERS.get(event, ()):
            out += triggers(g, event, extra)
        return out

    def extra_accesses(self, g: Any, server: str) -> int:
        """Vienna counters: one more card from HQ each; Highlighter counters: one more from R&D
        each after the first (see :mod:`.virus_kinds`)."""
        return counter_accesses(g, server)

    def prevent_from_hand(self, g: Any, window: Any) -> list[tuple[Any, Any]]:
        """Identity Donor played from the grip against meat damage in the Corp's turn."""
        return prevent_from_hand(g, window)

    def prevent_window_hidden(self, g: Any, window: Any) -> bool:
        """That window is asked while an Identity Donor is among the Runner's hidden cards."""
        return prevent_window_hidden(g, window)

    def base_memory(self, g: Any) -> int:
        """The grip's size instead of 4 with Omnitech Wet Drive (see :mod:`.wetware`)."""
        return base_memory(g, self.memory_limit)

    def hand_size_modifier(self, g: Any, side: str) -> int:
        """Every two Gremlin counters take 1 off the Corp's maximum hand size."""
        return gremlin_hand_size(g, side)

    def counter_strength(self, g: Any, ice: Any) -> int:
        """Each Pattel counter on a piece of ice gives it -1 strength."""
        return pattel_strength(g, ice)

    def counter_subtype(self, g: Any, card: Any, subtype: str) -> bool | None:
        """Ice made another type as it was rezzed (Caryatid: ``rezchoice.counter_subtype``)."""
        return rezchoice.counter_subtype(g, card, subtype)

    def random_discards(self, g: Any, side: str) -> str:
        """Two or more Cockroach counters make the Corp's discards from HQ random."""
        return cockroach_discards(g, side)

    # ---------------------------------------------------------------- corp-mechanics: regions,
    # concealing, reactions, lasting effects (docs/classic/reactions-and-lasting.md, docs/classic/forts.md)

    def checkpoint(self, g: Any) -> None:
        """The rules that hold at all times (``Ruleset.checkpoint``), and the 1996 game's own
        before them: agenda points forfeited (Arasaka Owns You) come off before the win check;
        a card whose leaving play loses the game (Nevinyrral, Loan from Chiba) does so; a fort
        left with too many agendas and nodes (its Namatoki Plaza gone) has one trashed."""
        forfeit_points(g)
        check_watches(g)
        if g.runner.discard or g.runner.hand:  # Theorem Proof out of play: removed from the game
            remove_theorems(g)
        check_leave_hurt(g)  # damage as a card leaves play (Omnitech "Spinal Tap" Cybermodem)
        trash_encounter_only_ice(g)
        if not g.over and trash_over_capacity(g):
            return
        super().checkpoint(g)
        if not g.over:
            spy_exposes(g)  # a Spy counter in a fort exposes every card in or on it (I Spy)

    def corp_turn_end_steps(self, g: Any) -> tuple[Any, ...]:
        """ACME Savings and Loan's payment at the end of each of the Corp's turns."""
        return (AcmePayments(),) if lasting(g, "lasting:acme") else ()

    def lasting_shield(self, g: Any, kind: str, n: int) -> int:
        """Emergency Self-Construct's lasting effect: all meat damage prevented."""
        return lasting_shield(g, kind, n)

    def after_draw(self, g: Any, side: str, n: int) -> None:
        """After each draw of the Runner: the Corp's window to rez City Surveillance "just
        before" it, then a tag for each card unless the Runner pays."""
        if side == RUNNER:
            after_runner_draw(g, n)

    def after_gain(self, g: Any, side: str, amount: int) -> None:
        """The Corp's bit gains may be set aside on Investment Firm (Corporate Guard(R) Temps'
        take theirs first); the Runner's first gain from a prep's effect fires ``prep_gain``
        (Elena Laskova: :mod:`.prepgains`)."""
        amount = forfeit_gain(g, side, amount)  # Corporate Guard(R) Temps' bits first
        if amount > 0:
            after_gain(g, side, amount)
            prep_gain_event(g, side, amount)

    def final_rez_cost(self, g: Any, card: Any, cost: int) -> int:
        """Running Interference: during its run, ice costs its rez cost twice."""
        return doubled_rez_cost(g, card, cost) if g.run is not None else cost

    def steal_replacement(self, g: Any, agenda: Any, server: str) -> Any:
        """During a run in which Bizarre Encryption Scheme is accessed, no agenda is
        liberated: it waits for the Runner's next turn. Theorem Proof is installed, not
        liberated; what waits for the next agenda accessed this turn (Prearranged Drop,
        Promises, Promises) is used up first."""

        theorem = theorem_replacement(g, agenda, server)
        if theorem is not None:
            return theorem
        step = next_agenda_access(g, agenda, server) if g.flags else None
        return step if step is not None else steal_replacement(g, agenda, server)

    def damage_replacement(self, g: Any, damage: Any) -> Any:
        """Please Don't Choke Anyone: the Corp may turn damage it does into PDCA counters (see
        :mod:`.pdca`)."""
        return pdca_window(g, damage) if g.corp.scored else None

    def flatline_window(self, g: Any, retry: Any) -> Any:
        """The Runner may prevent a flatline (Emergency Self-Construct, Arasaka Owns You)."""
        return flatline_window(g, retry)

    def may_use_breaker(self, g: Any, breaker: Any, ice: Any) -> bool:
        """No worm during runs on a fort with a rezzed Aardvark; no noisy icebreaker during a
        run that forbids them (All-Hands, Rush Hour)."""
        return may_use_breaker(g, breaker, ice) and runwatch.may_use_noisy(g, breaker)

    def breaker_used(self, g: Any, breaker: Any, broken: tuple[int, ...]) -> None:
        """After a worm's use during a run, the Corp may rez Aardvark in response."""
        worm_used(g, breaker, broken)
        mark_noisy(g, breaker)  # Deadeye and the like: cheaper to rez after a noisy icebreaker

    def fort_capacity(self, g: Any, server: str) -> int:
        """One agenda or node in a subsidiary fort; one more with Namatoki Plaza."""
        return fort_capacity(g, server)

    def may_run(self, g: Any, server: str) -> bool:
        """Roving Submarine's fort may be run only if the Corp installed or advanced a card in
        or on it during its last turn."""
        return may_run_fort(g, server)


#: The 1996 ruleset, registered as ``classic``.
CLASSIC = register_ruleset(
    Classic(POOL, load_classic_deck, validate_classic_deck, read_classic_deck)
)

__all__ = ["CLASSIC", "Classic", "POOL", "ClassicDeck"]

"""A ruleset: the numbers, the card pool, the words and the procedures that differ between games.

The engine reads every rule that a ruleset may change from ``game.ruleset``, never from a constant:
the numbers (clicks, starting credits and hand, hand size, memory, points to win), the card pool
(:class:`~netrunner.engine.pool.CardPool`), how decklists become decks, and the procedures, each a
method: setting up, the steps of each turn, the Corp's basic actions, a trace, when the Runner may
jack out, the win conditions. :class:`Ruleset` is Android: Netrunner's; another game is a subclass
that overrides what differs (as python-chess makes its variants), registered by name with
:func:`register_ruleset`. Rulesets with their pools are assembled outside the engine (in
``netrunner.rulesets``), so the engine imports no card module and no decklist parser.

>>> r = get_ruleset("anr")
>>> r.corp_clicks, r.agenda_points_to_win, r.trace_succeeds(3, 3)
(3, 7, False)
>>> get_ruleset("chess")  # doctest: +ELLIPSIS
Traceback (most recent call last):
ValueError: unknown ruleset 'chess': expected one of anr, ...classic
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar, Protocol

from .carddb import CORP, RUNNER, DeckError
from .checkpoint import keep_one_unique, trash_over_memory
from .state import IDENTITY, Card
from .words import ANR_WORDS, Words

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .pool import CardPool
    from .state import Player
    from .trace import Trace
    from .viewtypes import LinkOptionView


class DeckLike(Protocol):
    """A deck as the engine's core and every client see it, resolved against the ruleset's
    pool: an identity title (or None where the ruleset has none), a side, its cards as
    ``(title, count)`` and every card's title, a name, and its deckbuilding problems."""

    @property
    def identity(self) -> str | None: ...

    @property
    def side(self) -> str: ...

    @property
    def cards(self) -> tuple[tuple[str, int], ...]: ...

    @property
    def name(self) -> str: ...

    def titles(self) -> list[str]: ...

    def validate(self) -> list[str]: ...

    def to_text(self) -> str: ...

    def __len__(self) -> int: ...


#: Turns what a player gives ``Game.new`` (a deck object, decklist text, ``"starter:<name>"``)
#: into a :class:`DeckLike`, raising a ``ValueError`` that says what is wrong.
DeckLoader = Callable[[Any], DeckLike]
#: The problems that make a deck illegal under a ruleset's deckbuilding rules (empty: legal).
DeckValidator = Callable[[Any], list[str]]
#: Reads a deck as the command line gives it (``"starter:<name>"`` or a decklist file) for a side.
DeckReader = Callable[[str, str | None], DeckLike]


class Ruleset:
    """Android: Netrunner (2012 Core Set), and the hooks another ruleset overrides.

    Build one with its card pool and deck loader (``netrunner.rulesets`` does), then
    :func:`register_ruleset` it.
    """

    name: ClassVar[str] = "anr"
    corp_clicks: ClassVar[int] = 3
    runner_clicks: ClassVar[int] = 4
    starting_credits: ClassVar[int] = 5
    starting_hand: ClassVar[int] = 5
    max_hand_size: ClassVar[int] = 5
    agenda_points_to_win: ClassVar[int] = 7
    memory_limit: ClassVar[int] = 4
    #: does a trace succeed when trace strength equals link strength?
    trace_ties_succeed: ClassVar[bool] = False
    #: does each deck have an identity card? (the 1996 game has none)
    identities: ClassVar[bool] = True
    #: may the Corp purge virus counters as a basic action (3 clicks)?
    basic_purge: ClassVar[bool] = True
    #: are facedown cards in Archives turned faceup when the Runner accesses them?
    archives_flip_on_access: ClassVar[bool] = True
    #: does a run on a server with no ice give the Runner a chance to jack out before success?
    jack_out_before_empty_server: ClassVar[bool] = False
    #: may the Runner trash installed programs as it installs one, needed or not (1996)?
    overwrite_programs: ClassVar[bool] = False
    #: does the player whose turn it is order every simultaneous ability, the other player's
    #: too (1996)? (Android: Netrunner: the active player's resolve first, each orders its own)
    active_player_orders_all: ClassVar[bool] = False
    #: does a hidden Corp card trashed outside an access go facedown whoever trashes it (1996)?
    trash_by_face: ClassVar[bool] = False
    #: the keyword of hardware of which only one may be installed: installing another trashes the
    #: older (ANR's consoles; the 1996 game's decks)
    console_keyword: ClassVar[str] = "Console"
    #: does an exposed card stay face up, its title known to both players, until it leaves or is
    #: concealed? (the 1996 game; in ANR an expose is a one-time reveal)
    exposed_stays_faceup: ClassVar[bool] = False
    #: when two copies of a unique card are in play, their owner chooses which stays, at the
    #: next checkpoint (the 1996 game); otherwise the older copy is trashed at once
    unique_owner_chooses: ClassVar[bool] = False
    #: does the Runner get a credit for each bad publicity point at the start of a run? (the
    #: 1996 game's bad publicity, a Proteus loss condition, never gives the Runner bits)
    bad_publicity_credits: ClassVar[bool] = True
    #: the cards a test scenario's decks hold when it names none (harmless economy cards)
    filler: ClassVar[dict[str, str]] = {CORP: "Hedge Fund", RUNNER: "Sure Gamble"}
    #: the words of labels and the log (credits, clicks, agenda points)
    words: ClassVar[Words] = ANR_WORDS

    def __init__(
        self,
        pool: CardPool,
        load_deck: DeckLoader | None = None,
        validate_deck: DeckValidator | None = None,
        read_deck: DeckReader | None = None,
    ) -> None:
        from . import flow, run, trace  # the ANR procedures (imported here: they import this)

        self.pool = pool
        self._load_deck = load_deck
        self._validate_deck = validate_deck
        self._read_deck = read_deck
        self._flow = flow
        self._corp_turn = (flow.CorpDraw(), flow.CorpAction())
        self._runner_turn = (flow.RunnerAction(),)
        self._approach_server = (run.RunnerRunWindow(), flow.OpponentWindow(CORP))
        self._trace = trace.TraceCorpBid
        # whether this ruleset has abilities no card in play holds (``rule_triggers``): when
        # not, ``Game.fire`` skips asking for them
        self.rule_triggered = type(self).rule_triggers is not Ruleset.rule_triggers
        # ... and surcharges on installing (``install_surcharge``): when not, install options
        # skip asking for them
        self.surcharged = type(self).install_surcharge is not Ruleset.install_surcharge

    def __repr__(self) -> str:
        return f"<Ruleset {self.name!r}: {self.pool!r}>"

    # ------------------------------------------------------------------ decks

    def parse_deck(self, spec: Any) -> DeckLike:
        """Decklist text, ``"starter:<name>"`` or a deck object as a deck of this ruleset, of
        whichever side it is (a ``ValueError`` saying what is wrong)."""
        if self._load_deck is None:
            raise ValueError(f"the {self.name!r} ruleset reads no decklists")
        return self._load_deck(spec)

    def load_deck(self, spec: Any, side: str) -> DeckLike:
        """``spec`` as a deck of this ruleset for ``side``, or a ``ValueError`` saying why not (a
        :class:`~netrunner.DeckError` naming the side for a deck of the other side)."""
        deck = self.parse_deck(spec)
        if deck.side != side:
            kind = "Runner" if deck.side == RUNNER else "Corp"
            want = "Runner" if side == RUNNER else "Corp"
            what = f" (identity {deck.identity})" if getattr(deck, "identity", None) else ""
            raise DeckError(
                f"the deck given as the {want}'s is a {kind} deck{what}: give a {want} deck"
            )
        return deck

    def read_deck(self, spec: str, side: str | None) -> DeckLike:
        """A deck of ``side`` as the command line gives it: ``"starter:<name>"`` or the path of
        a decklist file (raises a ``ValueError`` that says what is wrong)."""
        if self._read_deck is None:
            return self.parse_deck(spec) if side is None else self.load_deck(spec, side)
        return self._read_deck(spec, side)

    def validate_deck(self, deck: Any, *, allow_undefined: bool = False) -> list[str]:
        """The problems that make ``deck`` illegal under this ruleset's deckbuilding rules, one
        sentence each (empty when legal; empty too for a ruleset with no deck rules), and, unless
        ``allow_undefined``, one for each card of the pool that has no declaration yet (it would
        play as a blank)."""
        problems = list(self._validate_deck(deck)) if self._validate_deck is not None else []
        if not allow_undefined:
            problems += self.pool.undefined_problems(self.undefined_cards(deck))
        return problems

    def undefined_cards(self, deck: DeckLike) -> list[str]:
        """The cards of ``deck`` (its identity included) this ruleset's pool has no declaration
        of: they would play as blanks (each title once, in the deck's order)."""
        titles = deck.titles()
        return self.pool.undefined([deck.identity, *titles] if deck.identity else titles)

    # ------------------------------------------------------------------ setup

    def setup(self, g: Game, corp: DeckLike, runner: DeckLike) -> None:
        """Build both sides from their decks, shuffle, draw the starting hands and push the
        opening steps (:meth:`opening_steps`)."""
        self.build_side(g, g.corp, corp.identity, corp.titles())
        self.build_side(g, g.runner, runner.identity, runner.titles())
        for p in (g.corp, g.runner):
            p.credits = self.starting_credits
            g.rng.shuffle(p.deck)
            g.renumber(p.deck, own=True)  # the cards were just made for this game
            g.draw(p.side, self.starting_hand, log=False)
        g.say(f"The Corp and the Runner each draw {self.starting_hand} cards.")
        g.push_seq(*self.opening_steps(g))

    def opening_steps(self, g: Game) -> tuple[Any, ...]:
        """What follows the draw of the starting hands: the Corp's mulligan decision (the
        Runner's follows it, then the Corp's first turn)."""
        return (self._flow.Mulligan(CORP),)

    def build_side(self, g: Game, p: Player, identity: str | None, titles: list[str]) -> None:
        """Put ``identity`` in play for ``p`` and ``titles`` in its deck (in that order)."""
        pool = self.pool
        g._index = None
        if identity is not None:
            ident = pool.data(identity)
            c = Card(g._new_id(), ident, pool.definition(ident.title), p.side)
            c.zone = IDENTITY
            c.faceup = True
            if c.defn.recurring:  # an identity's recurring credits are there from the start
                c.counters["recurring"] = c.defn.recurring
            g.cards[c.id] = c
            p.identity = c
        side = p.side
        cards = g.cards
        deck = p.deck
        faces: dict[str, tuple[Any, Any]] = {}  # each title looked up once (copies are many)
        nid = g.next_id  # (``g._new_id()`` for each card, in one go)
        for t in titles:
            face = faces.get(t)
            if face is None:
                d = pool.data(t)
                if d.side != side:
                    g.next_id = nid
                    raise ValueError(
                        f"{d.title} is a {d.side} card and cannot be in the {side} deck"
                    )
                face = faces[t] = (d, pool.definition(d.title))
            card = Card(nid, face[0], face[1], side)  # (in the deck: Card's default)
            cards[nid] = card
            deck.append(card)
            nid += 1
        g.next_id = nid

    # ------------------------------------------------------------------ turns

    def corp_turn_start_steps(self, g: Game) -> tuple[Any, ...]:
        """What comes at the very start of the Corp's turn, before the abilities that trigger
        when it begins (nothing here; the 1996 game's window to score and rez)."""
        return ()

    def corp_turn_steps(self, g: Game) -> tuple[Any, ...]:
        """What follows the start of the Corp's turn: the mandatory draw, then the actions."""
        return self._corp_turn

    def runner_turn_steps(self, g: Game) -> tuple[Any, ...]:
        """What follows the start of the Runner's turn: the actions."""
        return self._runner_turn

    def corp_basic_actions(self, g: Game, pairs: list[tuple[Any, Any]]) -> None:
        """Add the Corp's click actions to ``pairs`` (credit, draw, install, play, advance,
        trash a resource while tagged, purge, click abilities)."""
        self._flow.corp_click_actions(g, pairs)

    def runner_basic_actions(self, g: Game, pairs: list[tuple[Any, Any]]) -> None:
        """Add the Runner's click actions to ``pairs`` (credit, draw, play, install, run, remove
        a tag, click abilities)."""
        self._flow.runner_click_actions(g, pairs)

    def restricted_actions(self, g: Game, side: str) -> dict[str, int]:
        """Of ``side``'s actions left this turn, how many may be used only for one purpose, by
        purpose (the view's ``restricted_actions``; none here: the 1996 game's actions only to
        install or only to run)."""
        return {}

    # ------------------------------------------------------------------ traces and runs

    def start_trace(self, g: Game, trace: Trace, ctx: Ctx) -> None:
        """Begin ``trace``: the Corp bids first, then the Runner (``TraceCorpBid``)."""
        g.say(f"{ctx.title or 'The Corp'} initiates a trace with base strength {trace.base}.")
        g.push(self._trace(trace, ctx))

    def install_surcharge(self, g: Game, server: str, card: Card | None = None) -> int:
        """What installing ``card`` in or on the existing ``server`` costs the Corp beyond the
        ice's install cost, less if negative (none here; the 1996 game's Pox counters in a fort,
        Fortress Architects' cheaper ice)."""
        return 0

    def difficulty_adjust(self, g: Game, agenda: Card) -> int:
        """What the rules add to an installed agenda's advancement requirement beyond its
        cards' modifiers (none here; the 1996 game's Fait counters in its fort)."""
        return 0

    def absorb(self, g: Game, kind: str, n: int) -> int:
        """How much of ``n`` damage or tags of ``kind`` ("net", "meat", "brain", "tag") about to
        reach the Runner is prevented automatically by something that is no card in play, before
        the cards' shields and the prevention window (none here; the 1996 Total Genetic
        Retrofit's avoided next tag). It says so in the log itself."""
        return 0

    def trash_prevented(self, g: Game, card: Card) -> bool:
        """Is the trashing of the Runner's installed ``card`` about to happen prevented already,
        by something no longer in play (nothing here; the 1996 Time to Collect, used once in a
        Corp action, protects the Runner's other resources for the rest of it)? It says so in
        the log itself."""
        return False

    def link_options(self, g: Game) -> list[LinkOptionView]:
        """The link values the Runner can reach for a trace now, for the view (none here: the
        Runner's link is the number ``g.link()``)."""
        return []

    def trace_succeeds(self, trace_strength: int, link_strength: int) -> bool:
        """Compare trace strength to link strength under this ruleset."""
        if self.trace_ties_succeed:
            return trace_strength >= link_strength
        return trace_strength > link_strength

    def breaker_purposes(self, g: Game, card: Card) -> tuple[str, ...]:
        """What credits spent on icebreaker ``card``'s breaks and boosts pay for: recurring
        credits for any of these purposes may pay, the first purpose's first (here: credits
        "for icebreakers"; the 1996 game's for killers and its stealth bits too)."""
        return ("icebreaker",)

    def breaker_counter_strength(self, g: Game, card: Card) -> int:
        """The strength counters on icebreaker ``card`` give it (none here; the 1996 game's
        +1 strength counters and Militech counters)."""
        return 0

    def may_jack_out(self, g: Game) -> bool:
        """May the Runner jack out after passing the ice just passed? (Always, in ANR.)"""
        return True

    def jack_out_cost(self, g: Game) -> int:
        """The credits the Runner must pay to jack out now (none here; the 1996 Viral 15's
        toll)."""
        return 0

    def continue_run_steps(self, g: Game) -> tuple[Any, ...]:
        """What happens when the Runner, after passing ice, chooses to go on rather than jack out
        (nothing here; the 1996 Viral 15 makes it trash a program)."""
        return ()

    def after_encounter_steps(self, g: Game, ice_id: int) -> tuple[Any, ...]:
        """What happens once the encounter with ``ice_id`` is over instead of passing it (nothing
        here: the Runner passes it; the 1996 deflectors send the run to another fort)."""
        return ()

    def damage_step(self, g: Game, kind: str, n: int, unpreventable: bool, ctx: Ctx) -> Any:
        """A step to take the place of ``n`` damage of ``kind`` from ``ctx`` as it is about to
        be done (before any prevention), or None for none (here; the 1996 Cybertech Think Tank
        lets the Corp add meat damage first)."""
        return None

    def run_start_steps(self, g: Game) -> tuple[Any, ...]:
        """What happens at the start of each run, before the first approach, after the
        abilities the run's start triggers (nothing here; the 1996 Cerberus counters on the
        Runner do net damage)."""
        return ()

    def encounter_steps(self, g: Game, ice: Card) -> tuple[Any, ...]:
        """What happens first as the Runner begins to encounter ``ice``, before the Runner may
        break (nothing here; the 1996 game's effects for the rest of a run: Canis Major's
        strength, Ball and Chain's toll...)."""
        return ()

    def added_subroutines(self, g: Game, ice: Card) -> tuple[Any, ...]:
        """Subroutines ``ice`` has now after its printed ones (none here; the 1996 Tutor's "End
        the run" on every further ice of the run)."""
        return ()

    def subroutine_effects(self, g: Game, ice: Card, sub: Any) -> tuple[Any, ...]:
        """The effects that resolve for the unbroken subroutine ``sub`` of ``ice``: its own,
        as each active card's ``CardDef.sub_filters`` changes them (none in Android:
        Netrunner; the 1996 Microtech 'Trode Set ignores most AP subroutines)."""
        effects: tuple[Any, ...] = sub.effects
        for c in g.active_cards():
            for f in c.defn.sub_filters:
                effects = f.effects(g, c, ice, effects)
        return effects

    def approach_server_steps(self, g: Game) -> tuple[Any, ...]:
        """What happens as the Runner approaches the server, before the run is successful: a
        paid-ability window for the Runner, then the Corp's (in which it may rez non-ice
        cards)."""
        return self._approach_server

    def rule_triggers(self, g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
        """Abilities that ``event`` triggers from no card in play, as ``(side, Resolve step)``
        pairs that ``Game.fire`` orders with the cards' own (none here; the 1996 game's virus
        counters on the Corp at the start of a turn, Sneak Preview's return at the end of it)."""
        return []

    def prevent_from_hand(self, g: Game, window: Any) -> list[tuple[Any, Any]]:
        """Options to prevent what ``window`` (a ``damage.PreventWindow``) is about by playing a
        card from the hand, with their steps (none here; the 1996 Identity Donor)."""
        return []

    def prevent_window_hidden(self, g: Game, window: Any) -> bool:
        """Must ``window`` be asked even with nothing to prevent it with, since the other side
        cannot tell whether the Runner holds such a card? (No here.)"""
        return False

    def base_memory(self, g: Game) -> int:
        """The Runner's memory before its cards add any: ``memory_limit`` (the 1996 Omnitech
        Wet Drive sets it from the grip)."""
        return self.memory_limit

    def hand_size_modifier(self, g: Game, side: str) -> int:
        """What the rules add to ``side``'s maximum hand size beyond its cards (none here; the
        1996 game's Gremlin counters on the Corp take it down)."""
        return 0

    def counter_strength(self, g: Game, ice: Card) -> int:
        """Strength that counters on the piece of ice itself give or take (none here; the 1996
        game's Pattel counters: -1 each, whatever put them there)."""
        return 0

    def counter_subtype(self, g: Game, card: Card, subtype: str) -> bool | None:
        """Whether counters on ``card`` itself give it ``subtype`` (True) or take it away
        (False); None when they do not change it (always here; the 1996 game's ice made another
        type as it is rezzed: Caryatid, a code gate instead of a wall)."""
        return None

    def extra_accesses(self, g: Game, server: str) -> int:
        """Cards beyond the cards' own that the Runner accesses from ``server`` when it accesses
        cards there (none here; the 1996 game's Vienna and Highlighter counters on the Corp)."""
        return 0

    def random_discards(self, g: Game, side: str) -> str:
        """Why ``side``'s discards down to its maximum hand size are made at random ("" when it
        chooses them, as here; the 1996 game's Cockroach counters make the Corp's random)."""
        return ""

    # ------------------------------------------------------------------ checkpoints

    def checkpoint(self, g: Game) -> None:
        """The rules that hold at all times, applied in this order at every checkpoint (see
        ``engine/checkpoint.py`` and docs/checkpoints.md): a player at the winning agenda points
        wins; cards' own continuous rules (``CardDef.state_checks``: Parasite's host at strength
        0 is trashed); an empty remote server is removed; programs over the memory limit are
        trashed, the Runner choosing which (a decision: asked last, again after each)."""
        self.check_win(g)
        if g.over:
            g.cleanup_servers()  # a game that ended as a remote emptied leaves no empty remote
            return
        for c in (g._index or g.active_index()).holding(
            "state_checks"
        ):  # (the few active cards with any)
            for check in c.defn.state_checks:
                if g.card(c.id) is c and check.applies(g, c):
                    check.apply(g, c)
        g.cleanup_servers()
        if self.unique_owner_chooses and keep_one_unique(g):
            return  # the memory limit waits for the next checkpoint
        if g.memory_used() > g.memory_limit():
            trash_over_memory(g)

    def check_win(self, g: Game) -> None:
        """The agenda-point checkpoint: the ruleset's number of points wins at once."""
        need = self.agenda_points_to_win
        if g.corp.agenda_points >= need:
            g.win(CORP, "agenda_points")
        elif g.runner.agenda_points >= need:
            g.win(RUNNER, "agenda_points")

    # ------------------------------------------------------------------ reactions and lasting rules
    # (none in Android: Netrunner: each default does nothing; the 1996 game's cards need them)

    def corp_turn_end_steps(self, g: Game) -> tuple[Any, ...]:
        """What happens at the very end of the Corp's turn, after its "end of turn" abilities
        (nothing here; the 1996 ACME Savings and Loan's payment)."""
        return ()

    def after_gain(self, g: Game, side: str, amount: int) -> None:
        """``side`` has just gained ``amount`` credits (nothing here; the 1996 Investment Firm
        may set them aside). May push steps; they resolve next."""

    def after_draw(self, g: Game, side: str, n: int) -> None:
        """``side`` has just drawn ``n`` cards (nothing here; the 1996 City Surveillance). May
        push steps; they resolve next."""

    def damage_replacement(self, g: Game, damage: Any) -> Any:
        """Damage the Corp is about to do (``damage``: the engine's ``DoDamage`` step, after all
        prevention; push it to go on): a step to resolve instead, or None (here: the damage is
        done; the 1996 Please Don't Choke Anyone lets the Corp turn points of it into counters)."""
        return None

    def flatline_window(self, g: Game, retry: Any) -> Any:
        """The Runner is about to be flatlined (by damage, or a hand size below 0 at the end of
        its turn): a step that lets it prevent that and pushes ``retry`` if it does not (None here:
        the flatline happens; the 1996 Emergency Self-Construct and Arasaka Owns You)."""
        return None

    def lasting_shield(self, g: Game, kind: str, n: int) -> int:
        """How much of ``n`` preventable damage (or tags) of ``kind`` lasting effects prevent,
        without a decision (none here; the 1996 Emergency Self-Construct's meat damage)."""
        return 0

    def may_use_breaker(self, g: Game, breaker: Card, ice: Card) -> bool:
        """May the Runner use ``breaker`` on ``ice`` now? (Always here; the 1996 Aardvark bars
        worms on its fort.)"""
        return True

    def breaker_used(self, g: Game, breaker: Card, broken: tuple[int, ...]) -> None:
        """The Runner has just used ``breaker`` (to break the subroutines ``broken`` of the ice
        encountered, or to boost: ``()``). Nothing here; the 1996 Aardvark may be rezzed then.
        May push steps; they resolve next."""

    def final_rez_cost(self, g: Game, card: Card, cost: int) -> int:
        """The rez cost of ``card`` after the cards' discounts and surcharges (``cost``), as a
        rule changes it last (unchanged here; the 1996 Running Interference doubles the rez
        cost of ice during its run)."""
        return cost

    def steal_replacement(self, g: Game, agenda: Card, server: str) -> Any:
        """A step that replaces stealing the accessed ``agenda`` (None here: it is stolen as
        usual; the 1996 Bizarre Encryption Scheme returns it to the fort)."""
        return None

    def fort_capacity(self, g: Game, server: str) -> int:
        """How many agendas and assets the remote ``server`` may hold (1; more with the 1996
        Namatoki Plaza): installing one more trashes the oldest."""
        return 1

    def may_run(self, g: Game, server: str) -> bool:
        """May the Runner run ``server`` now? (Always here; the 1996 Roving Submarine.)"""
        return True


RULESETS: dict[str, Ruleset] = {}


def register_ruleset(ruleset: Ruleset) -> Ruleset:
    """Make ``ruleset`` available to ``Game.new(..., ruleset=ruleset.name)``."""
    RULESETS[ruleset.name] = ruleset
    return ruleset


def get_ruleset(name: str) -> Ruleset:
    """The registered ruleset called ``name``."""
    try:
        return RULESETS[name]
    except KeyError:
        raise ValueError(
            f"unknown ruleset {name!r}: expected one of {', '.join(sorted(RULESETS))}"
        ) from None


__all__ = ["Ruleset", "DeckLike", "DeckLoader", "RULESETS", "register_ruleset", "get_ruleset"]

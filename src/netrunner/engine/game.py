"""The :class:`Game`: state, the step loop, and the public API of docs/api.md.

The engine advances a stack of small immutable steps until some player must decide, then stops
with ``game.decision`` set. ``choose`` pushes the step that goes with the chosen option and
advances again.

>>> import netrunner
>>> g = netrunner.Game.new(corp="starter:jinteki", runner="starter:shaper", seed=7)
>>> g.decision.player, [o.kind for o in g.decision.options]
('corp', ['keep', 'mulligan'])
>>> g.choose(0); g.choose(0)
>>> g.decision.player, g.view("corp")["corp"]["clicks"]
('corp', 3)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from . import derived, payment, zones
from .active import ActiveIndex, index_active
from .carddb import CORP, RUNNER, DeckError
from .cloning import clone_game
from .decision import Decision, IllegalChoice, Option, finish_options
from .naming import tell_apart
from .rng import Rng
from .ruleset import DeckLike, Ruleset, get_ruleset
from .state import (
    CENTRALS,
    CONTENT,
    DECK,
    DISCARD,
    HAND,
    ICE,
    Card,
    Player,
    RunState,
    Server,
)
from .steps import NOTHING, OrderAbilities, Resolve
from .undo import Recorder, Undoable, undoable
from .view import hidden_from_corp, visible_to
from .words import _CURRENT, win_reason_text

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from .determinize import Determinizer
    from .viewtypes import GameView

OTHER = {CORP: RUNNER, RUNNER: CORP}
SIDE_NAME = {CORP: "the Corp", RUNNER: "the Runner"}
WHO = {CORP: "The Corp", RUNNER: "The Runner"}


class Ctx(NamedTuple):
    """Who an effect works for and which card it comes from."""

    side: str
    source: int  # card id, -1 for none
    title: str = ""
    extra: Any = None


class Reoffer(NamedTuple):
    """A step: offer ``decision`` again (it waited for a checkpoint; see ``Game._advance``)."""

    decision: Decision

    def run(self, g: Game) -> None:
        g._decision = self.decision


#: Builds a named tuple without calling its class (a class call costs over twice as much):
#: ``_tuple_new(Ctx, (side, card_id, title, extra))``, every field given.
_tuple_new = tuple.__new__


class Game:
    """A game of Netrunner. Build one with :meth:`new` (or ``netrunner.testing.scenario``)."""

    __slots__ = (
        "ruleset",
        "corp",
        "runner",
        "cards",
        "pending",
        "_decision",
        "rng",
        "_log",
        "_history",
        "turn",
        "active",
        "phase",
        "run",
        "next_id",
        "next_remote",
        "over",
        "winner",
        "win_reason",
        "lingering",
        "flags",
        "limbo",
        "_decks",
        "_seed",
        "_index",
        "known_to_runner",
        "_changed",
        "_hid_rig",
        "_paused",
        "_origin",
        "_undo",
    )

    # ------------------------------------------------------------------ construction

    def __init__(self, ruleset: Ruleset, seed: int) -> None:
        self.ruleset = ruleset
        self.corp = Player(CORP)
        self.runner = Player(RUNNER)
        self.cards: dict[int, Card] = {}
        self.pending: list[Any] = []
        self._decision: Decision | None = None
        self.rng = Rng(seed)
        self._log: list[str] = []
        self._history: list[Option] = []
        self.turn = 0
        self.active = CORP
        self.phase = "setup"
        self.run: RunState | None = None
        self.next_id = 1
        self.next_remote = 1
        self.over = False
        self.winner: str | None = None
        self.win_reason: str | None = None
        self.lingering: list[tuple[str, int, int, str]] = []
        self.flags: dict[str, int] = {}
        self.limbo: list[Card] = []
        self._decks: tuple[DeckLike, DeckLike] | None = None
        self._seed = seed
        # the active cards and what is asked of them (``active_index``): None once they change
        self._index: ActiveIndex | None = None
        # ids of hidden Corp cards the Runner has seen and can still follow (see ``learn``)
        self.known_to_runner: frozenset[int] = frozenset()
        # something a continuous rule depends on changed since the last checkpoint (see touch)
        self._changed = False
        # the Runner has installed a card face down (the 1996 hidden resources): see hides_rig_card
        self._hid_rig = False
        # left between steps before an action was asked for (``choose_to_action``)
        self._paused = False
        # the game at its first decision, before any choice (``undo`` replays from a clone)
        self._origin: Game | None = None
        # the take-back record (``undoable``), kept once asked for; a clone does not carry it
        self._undo: Recorder | None = None
        for name in CENTRALS:
            self.corp.servers[name] = Server(name)

    @classmethod
    def new(
        cls,
        corp: Any,
        runner: Any,
        *,
        seed: int = 0,
        ruleset: str = "anr",
        allow_undefined: bool = False,
    ) -> Game:
        """Start a game at the Corp's mulligan decision.

        ``corp`` and ``runner`` are each a :class:`~netrunner.Deck`, decklist text, or
        ``"starter:<faction>"``: whatever the ruleset's deck loader reads (see
        :meth:`Ruleset.load_deck`); a deck that is not one raises ``ValueError``. A deck
        holding a card the ruleset's pool has no declaration of raises
        :class:`~netrunner.DeckError` naming each such card, unless ``allow_undefined`` asks to
        play them as blanks, by their printed numbers alone.
        """
        rs = get_ruleset(ruleset)
        cdeck, rdeck = rs.load_deck(corp, CORP), rs.load_deck(runner, RUNNER)
        if not allow_undefined:
            for side, deck in ((CORP, cdeck), (RUNNER, rdeck)):
                undefined = rs.undefined_cards(deck)
                if undefined:
                    raise DeckError(
                        f"the {side.capitalize()}'s deck holds cards not playable yet (no "
                        f"definition of what they do): {', '.join(undefined)}; pass "
                        "allow_undefined=True to play them as blanks, by their numbers alone"
                    )
        g = cls(rs, seed)
        g._decks = (cdeck, rdeck)
        rs.setup(g, cdeck, rdeck)
        g._advance()
        g._origin = g.clone()
        return g

    def _build_side(self, p: Player, identity: str | None, titles: Sequence[str]) -> None:
        """Put ``identity`` in play for ``p`` and ``titles`` in its deck (the ruleset's pool)."""
        self.ruleset.build_side(self, p, identity, list(titles))

    @classmethod
    def replay(
        cls,
        corp: Any,
        runner: Any,
        seed: int,
        history: Iterable[Option | int],
        *,
        ruleset: str = "anr",
        allow_undefined: bool = False,
    ) -> Game:
        """Rebuild a game from its decks, seed and the options chosen (``game.history``).

        A history that does not fit raises :class:`~netrunner.IllegalChoice` saying at which
        choice (its index in ``history``) the replay diverged and what was expected there."""
        g = cls.new(corp, runner, seed=seed, ruleset=ruleset, allow_undefined=allow_undefined)
        for i, h in enumerate(history):
            if g.decision is None:
                raise IllegalChoice(
                    f"the replay diverged at choice {i}: the history goes on after the game ended"
                )
            try:
                g.choose(h)
            except IllegalChoice as e:
                raise IllegalChoice(f"the replay diverged at choice {i}: {e}") from None
        return g

    # ------------------------------------------------------------------ public API

    @property
    def decision(self) -> Decision | None:
        """What must be decided now (None once the game is over)."""
        if self._paused:
            self._resume()
        return None if self.over else self._decision

    @property
    def log(self) -> list[str]:
        """Public, human-readable lines describing the game so far (a copy)."""
        return list(self._log)

    @property
    def history(self) -> list[Option]:
        """The options chosen so far, in order (a copy)."""
        return list(self._history)

    @property
    def seed(self) -> int:
        return self._seed

    @property
    def decks(self) -> tuple[DeckLike, DeckLike] | None:
        """The (corp, runner) decks the game was built from (None for scenarios)."""
        return self._decks

    def choose(self, option: Option | int) -> None:
        """Answer the current decision with one of its options (or its index).

        Raises :class:`~netrunner.IllegalChoice` for anything else, leaving the game unchanged.
        """
        self._answer(option, False)

    def choose_to_action(self, option: Option | int) -> None:
        """Answer as :meth:`choose` does, but stop before an action is asked for (the action
        phase's decision with clicks to spend is not built): the game is left between steps,
        ``_decision`` None, and reading :attr:`decision` or choosing builds that decision
        first. For a search that plays on to the start of the next action and evaluates the
        position there, never reading the options of that decision.

        >>> g = Game.new("starter:jinteki", "starter:shaper", seed=7)
        >>> g.choose(0); g.choose(0)
        >>> g.choose_to_action(0)  # the Corp's first action: gain a credit
        >>> g._decision is None, g.corp.credits
        (True, 6)
        >>> g.decision.params, g.decision.options[0].kind
        ({'clicks': 2}, 'credit')
        """
        self._answer(option, True)

    def _answer(self, option: Option | int, pause: bool) -> None:
        if self._paused:
            self._resume()
        d = None if self.over else self._decision
        if d is None:
            raise IllegalChoice("the game is over: there is no decision to answer")
        # (an index, as most clients and every bot give, spares index_of's tests)
        i = option if type(option) is int and 0 <= option < len(d.options) else d.index_of(option)
        self._decision = None
        self._history.append(d.options[i])
        pending = self.pending
        if d.then is not None:
            pending.append(d.then)
        step = d.steps[i]
        if step is not NOTHING:  # (a "Done": nothing to run)
            pending.append(step)
        undo = self._undo
        self._advance(pause and undo is None)  # (the take-back record reads each decision)
        if undo is not None:
            undo.record(self, d, d.options[i])

    def _resume(self) -> None:
        """Build the decision a :meth:`choose_to_action` stopped before."""
        self._paused = False
        self._advance()

    def undo(self, n: int = 1) -> list[Option]:
        """Take back the last ``n`` choices, whoever made them: the game becomes the one its
        decks, seed and history less those choices replay to (as ``python-chess``'s
        ``board.pop()``). Returns the options taken back, oldest first.

        Raises :class:`~netrunner.IllegalChoice`, leaving the game unchanged, when fewer than
        ``n`` choices were made (or ``n`` is not a positive int) and when the game ended by a
        concession (which no choice undoes). Who may take back what is :meth:`undoable`.

        >>> import netrunner
        >>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=7)
        >>> g.choose(0); g.choose(0)
        >>> [o.kind for o in g.undo()], len(g.history), g.decision.player
        (['keep'], 1, 'runner')
        """
        if isinstance(n, bool) or not isinstance(n, int) or n < 1:
            raise IllegalChoice(f"expected a number of choices to take back (1 or more), got {n!r}")
        if self.over and self.win_reason == "concede":
            raise IllegalChoice("the game ended by a concession: there is nothing to take back")
        if n > len(self._history):
            raise IllegalChoice(
                "nothing to take back: no choice has been made"
                if not self._history
                else f"cannot take back {n} choices: only {len(self._history)} were made"
            )
        if self._origin is None:
            raise IllegalChoice("this game keeps no start to replay from: it cannot take back")
        kept, gone = self._history[:-n], self._history[-n:]
        g = self._origin.clone()
        g._origin = self._origin
        if self._undo is not None:
            g._undo = Recorder(g)
        for o in kept:
            g.choose(o)
        for name in Game.__slots__:
            setattr(self, name, getattr(g, name))
        return gone

    def undoable(self, side: str) -> Undoable:
        """What ``side`` may take back now under the take-back rule (``engine/undo.py``,
        ``docs/protocol.md`` "Taking back decisions"): its ``points`` (history indices of the
        side's own decisions it may go back to, oldest first) and ``stop``, why no further
        (``"start"``, ``"opponent"``, ``"revealed"``). The first call replays the game to build
        its record; the game then keeps it, at two views a choice."""
        if side not in (CORP, RUNNER):
            raise ValueError(f"expected 'corp' or 'runner', got {side!r}")
        if self._undo is None or len(self._undo.steps) != len(self._history):
            if self._origin is None:
                return Undoable((), "start", len(self._history))
            g = self._origin.clone()
            g._undo = Recorder(g)
            for o in self._history:
                g.choose(o)
            self._undo = g._undo
        return undoable(self._undo.steps, side)

    def take_back(self, side: str, decisions: int = 1) -> list[Option]:
        """``side`` takes back its last ``decisions`` decisions, as the rule of
        :meth:`undoable` allows (with the other player's passes since); returns the options
        taken back. Raises :class:`~netrunner.IllegalChoice` saying why not, the game
        unchanged."""
        if self.over and self.win_reason == "concede":
            raise IllegalChoice("the game ended by a concession: there is nothing to take back")
        return self.undo(self.undoable(side).choices(decisions))

    def determinize(self, side: str, seed: int | None = None, *, rng: Rng | None = None) -> Game:
        """A copy consistent with what ``side`` may know, its hidden cards re-dealt at random.

        For search bots; see :mod:`netrunner.engine.determinize`. Give ``seed`` or ``rng``.
        """
        return self.determinizer(side)(rng if rng is not None else Rng(seed or 0))

    def determinizer(self, side: str) -> Determinizer:
        """A dealer of determinisations of this game for ``side``: call it with an ``Rng`` for
        each one. Cheaper than ``determinize`` when dealing many (what they share is worked out
        once): search bots deal one per iteration.

        >>> g = Game.new("starter:nbn", "starter:anarch", seed=5)
        >>> deal = g.determinizer("corp")
        >>> a, b = deal(Rng(1)), deal(Rng(2))
        >>> a.view("corp") == b.view("corp") == g.view("corp")
        True
        """
        from .determinize import Determinizer

        return Determinizer(self, side)

    def concede(self, side: str) -> None:
        """``side`` concedes: the other side wins."""
        if side not in (CORP, RUNNER):
            raise ValueError(f"expected 'corp' or 'runner', got {side!r}")
        if self.over:
            raise IllegalChoice("the game is already over")
        self.say(f"{WHO[side]} concedes.")
        self.win(OTHER[side], "concede")

    def out_of_time(self, side: str) -> None:
        """``side``'s game clock ran out (a clock is kept outside the engine, by the game
        server): the other side wins, reason ``"time"``.

        >>> g = Game.new("starter:nbn", "starter:anarch", seed=5)
        >>> g.out_of_time("corp"); g.winner, g.win_reason, g.log[-1]
        ('runner', 'time', 'The Runner wins (the Corp ran out of time).')
        """
        if side not in (CORP, RUNNER):
            raise ValueError(f"expected 'corp' or 'runner', got {side!r}")
        if self.over:
            raise IllegalChoice("the game is already over")
        self.win(OTHER[side], "time")

    def view(self, side: str) -> GameView:
        """Everything ``side`` may know, as JSON-ready data (see docs/api.md); ``side`` may be
        ``"spectator"``: what both sides may know."""
        from .view import view

        return view(self, side)

    def clone(self) -> Game:
        """An independent copy: given the same choices, both go on identically
        (:func:`~netrunner.engine.cloning.clone_game`)."""
        return clone_game(self)

    # ------------------------------------------------------------------ the step loop

    def push(self, step: Any) -> None:
        """Put one step on top of the stack (it runs next)."""
        self.pending.append(step)

    def push_seq(self, *steps: Any) -> None:
        """Push steps so that they run in the order given."""
        self.pending.extend(reversed(steps))

    def _advance(self, pause: bool = False) -> None:
        """Run steps until a player must decide or the game ends, with a checkpoint (the
        ruleset's continuous rules, ``engine/checkpoint.py``) after every step that changed
        something those rules depend on, before the next step and before any decision. With
        ``pause``, stop before a step that would ask for an action (its ``asks_action(game)``
        says so), leaving the game ``_paused``."""
        words = self.ruleset.words
        if _CURRENT.get() is not words:
            # labels built from effect texts, in the game's words (``words.using``, without the
            # context manager's cost on every choice)
            token = _CURRENT.set(words)
            try:
                self._advance(pause)
            finally:
                _CURRENT.reset(token)
            return
        pending = self.pending
        pop = pending.pop
        while not self.over:
            if self._changed:
                self._changed = False
                if self._decision is not None:
                    self._checkpoint_before_decision()
                    continue
                self.ruleset.checkpoint(self)
                continue
            if self._decision is not None or not pending:
                return
            if pause:
                asks = getattr(pending[-1], "asks_action", None)
                if asks is not None and asks(self):
                    self._paused = True
                    return
            pop().run(self)

    def _checkpoint_before_decision(self) -> None:
        """A step changed the game and asked in one go: the checkpoint comes first, and the
        decision is offered once whatever the checkpoint started is done."""
        d = self._decision
        assert d is not None
        self._decision = None
        self.pending.append(Reoffer(d))
        self.ruleset.checkpoint(self)

    def touch(self) -> None:
        """Say that something a continuous rule depends on changed (counters, advancements,
        strength, memory, agenda points...): the next checkpoint applies the rules. ``move``,
        ``set_rezzed``, the counter and advancement methods and ``linger`` call it."""
        self._changed = True

    def offer(self, decision: Decision) -> None:
        """Stop at ``decision``, built before: a decision is immutable, so one that reads the same
        every time it is asked (a paid-ability window with only "Done") is built once."""
        self._decision = decision

    def ask(
        self,
        player: str,
        prompt: str,
        pairs: list[tuple[Option, Any]],
        public_prompt: str | None = None,
        *,
        kind: str,
        source: int | None = None,
        params: dict[str, Any] | None = None,
        source_title: str | None = None,
        then: Any = None,
    ) -> None:
        """Stop at a decision for ``player``; choosing option i pushes the step paired with it.

        ``kind`` (a word of ``DECISION_KINDS``), ``source`` (the id of the card that asks) and
        ``params`` (the numbers the decision is about) say what it is as data. The decision's
        ``source_title`` is ``source``'s title where ``player`` may know it (``source_title``
        names the card that asks when it has no id any more: an operation that has resolved)."""
        if player == CORP and self._hid_rig and pairs and self.runner.hides_rig_card():
            pairs = [(self._unnamed(o), st) for o, st in pairs]
        options, steps, twins = finish_options(pairs, self._tell_apart)
        if not options:
            raise RuntimeError(f"a decision with no options: {prompt}")
        if source is not None and source_title is None:
            c = self.cards.get(source)
            if c is not None and (
                c.side == player
                or visible_to(self, c, player)
                or c.id in self.known_to_runner  # the Runner accesses or exposed it
            ):
                source_title = c.title
        self._decision = Decision(
            player,
            prompt,
            options,
            steps,
            public_prompt,
            kind,
            source,
            params,
            source_title,
            twins,
            then,
        )

    def hides_rig_card(self) -> bool:
        """Has the Runner a card of its rig installed face down (the 1996 hidden resources)?
        Looked for only in a game where one has been installed so (the install says so): the
        Corp's options are checked for them before every decision.

        >>> g = Game.new("starter:nbn", "starter:anarch", seed=5)
        >>> g.hides_rig_card()
        False
        """
        return self._hid_rig and self.runner.hides_rig_card()

    def _unnamed(self, o: Option) -> Option:
        """``o`` as the Corp may read it: a card of the Runner's installed face down (the 1996
        hidden resources) is "a hidden resource", never its title."""
        c = self.cards.get(o.card_id) if o.card_id is not None else None
        if c is None or not hidden_from_corp(c):
            return o
        return o._replace(card=None, label=o.label.replace(c.title, f"a hidden {c.data.type}"))

    def _tell_apart(self, options: list[Option]) -> list[str]:
        return tell_apart(self, options)

    def roll_die(self) -> int:
        """Roll a six-sided die on the game's own generator: 1 to 6 (the same seed and choices
        roll the same)."""
        return self.rng.randrange(6) + 1

    def say(self, line: str) -> None:
        """Append a public line to the log."""
        if line.endswith(".."):  # a title ending in "." closing a sentence (Melange Mining Corp.)
            line = line[:-1]
        self._log.append(line)

    def win(self, side: str, reason: str) -> None:
        """End the game: ``side`` wins for ``reason``."""
        if self.over:
            return
        self.over = True
        self.winner = side
        self.win_reason = reason
        self._decision = None
        self.pending.clear()
        self.say(f"{WHO[side]} wins ({win_reason_text(reason, side)}).")

    # ------------------------------------------------------------------ cards and zones

    def player(self, side: str) -> Player:
        return self.corp if side == CORP else self.runner

    def _new_id(self) -> int:
        i = self.next_id
        self.next_id = i + 1
        return i

    def renumber(self, cards: list[Card], *, own: bool = False) -> None:
        """Give the cards of a hidden zone new ids (e.g. R&D rearranged). ``cards`` is the zone's
        own list (``player.deck``): its cards are replaced by renumbered copies, or renumbered in
        place when they are ``own``, this game's alone (:func:`.zones.renumber`)."""
        zones.renumber(self, cards, own=own)

    def unshare(self, cards: list[Card]) -> None:
        """Replace the cards of ``cards`` (a zone's own list) by private copies, so they can be
        changed in place. Cards in ``SHARED_ZONES`` may be shared with clones of this game: they
        are copied on move, and everything else that changes one must unshare it first."""
        for i in range(len(cards)):
            self.unshare_card(cards, i)

    def unshare_card(self, cards: list[Card], i: int) -> Card:
        """Replace ``cards[i]`` alone by a private copy (as ``unshare``) and return the copy."""
        c = cards[i].copy()
        self.cards[c.id] = c
        cards[i] = c
        return c

    def card(self, cid: int | None) -> Card | None:
        """The card with view id ``cid``, or None if no card has it now."""
        if cid is None:
            return None
        return self.cards.get(cid)

    def server(self, name: str) -> Server:
        return self.corp.servers[name]

    # the zones' procedures, as methods without a wrapper's call (:mod:`.zones`): ``zone_list``,
    # the list that holds a card now; ``move``, a card to a zone (it gets a new id; the card as
    # it is now is returned: use it, ``c = g.move(c, ...)``, to change it further)
    zone_list = zones.zone_list
    move = zones.move

    def learn(self, card: Card) -> None:
        """The Runner sees ``card`` (accesses or exposes it): while it stays where it is (or is
        drawn from the top of R&D, which the Runner sees too), a determinisation for the Runner
        keeps what it is (``Determinizer``); ``known_to_runner`` holds their ids. A card the
        Runner no longer can follow is forgotten: one that moves to a hidden place, every card in
        HQ once a card leaves HQ unseen (which one was it?), R&D once it is shuffled or a card
        leaves it from below the top.

        >>> import netrunner
        >>> g = netrunner.Game.new("starter:nbn", "starter:anarch", seed=1)
        >>> top = g.corp.deck[0]
        >>> g.learn(top)
        >>> g.determinize("runner", seed=2).corp.deck[0].title == top.title
        True
        """
        if card.side == CORP and card.id not in self.known_to_runner:
            self.known_to_runner = self.known_to_runner | {card.id}

    def cleanup_servers(self) -> None:
        """Checkpoint: a remote server with no ice and no content is removed (not while run)."""
        servers = self.corp.servers
        # (``Server.is_empty_remote``, written out: this runs at every checkpoint)
        empty = [
            name
            for name, s in servers.items()
            if not s.content and not s.ice and name not in CENTRALS
        ]
        if empty:
            running = self.run.server if self.run is not None else None
            for name in empty:
                if name != running:
                    del servers[name]

    def trash(self, card: Card, *, by: str | None = None) -> Card:
        """Trash ``card`` to its owner's discard pile (Corp cards faceup if they were seen: the
        Corp's own trashing of a hidden card keeps it facedown; ``by`` names another cause, and
        ``by="access"`` the Runner's paying to trash what it accessed); returns it as it is now
        (see ``move``). Under a ruleset with ``trash_by_face`` (the 1996 game) a hidden Corp
        card trashed by anything but an access goes facedown, whoever trashes it."""
        faceup = True
        hidden = card.side == CORP and (
            card.zone in (HAND, DECK) or (card.zone in (ICE, CONTENT) and not card.faceup)
        )
        if by is None and card.side == CORP and card.zone in (HAND, DECK):
            faceup = False
        if by is None and card.side == CORP and card.zone in (ICE, CONTENT) and not card.rezzed:
            faceup = False
        if hidden and by != "access" and self.ruleset.trash_by_face:
            faceup = False
        return self.move(card, DISCARD, faceup=faceup)

    def draw(self, side: str, n: int, *, log: bool = True) -> int:
        """Draw up to ``n`` cards; returns how many were drawn. The abilities that trigger on a
        draw (event ``draw``, ``extra``: the side and the ids the drawn cards have in hand; the
        1996 Crash Everett) resolve next."""
        p = self.player(side)
        drawn: list[int] = []
        for _ in range(n):
            if not p.deck:
                break
            c = p.deck[0]
            drawn.append(self.move(c, HAND).id)
        if log and drawn:
            self.say(f"{WHO[side]} draws {_cards(len(drawn))}.")
        if drawn and self.phase != "setup":  # a ruleset may act on it (the 1996 City Surveillance)
            self.ruleset.after_draw(self, side, len(drawn))
        if drawn:
            self.fire("draw", extra=(side, tuple(drawn)))
        return len(drawn)

    def shuffle_deck(self, side: str) -> None:
        p = self.player(side)
        self.rng.shuffle(p.deck)
        self.renumber(p.deck)

    def new_remote(self) -> str:
        name = f"Server {self.next_remote}"
        self.next_remote += 1
        self.corp.servers[name] = Server(name)
        return name

    def installed_corp_cards(self) -> list[Card]:
        out: list[Card] = []
        for s in self.corp.servers.values():
            out.extend(s.ice)
            out.extend(s.content)
        return out

    def active_cards(self) -> tuple[Card, ...]:
        """Every card whose abilities are active now: identities, rezzed Corp cards, the rig.

        Cached until a card moves or is rezzed/derezzed (``move`` and ``set_rezzed`` forget it:
        ``_index = None``).
        """
        return (self._index or self._build_index()).active

    def active_index(self) -> ActiveIndex:
        """Subsets of :meth:`active_cards` the engine asks for again and again (cards with
        abilities, with triggers, with recurring credits; the memory they add): built with them
        (:mod:`.active`). (The hottest callers read ``g._index or g.active_index()``.)"""
        return self._index or self._build_index()

    def _build_index(self) -> ActiveIndex:
        out: list[Card] = []
        roots: list[Card] = []  # the cards in servers' roots the Corp may rez or score
        if self.corp.identity:
            out.append(self.corp.identity)
        for s in self.corp.servers.values():
            for c in s.ice:
                if c.rezzed:
                    out.append(c)
            for c in s.content:
                if c.rezzed:
                    out.append(c)
                    if c.data.type == "agenda":
                        roots.append(c)
                else:
                    roots.append(c)
        if self.runner.identity:
            out.append(self.runner.identity)
        out.extend(self.runner.program)
        out.extend(self.runner.hardware)
        out.extend(self.runner.resource)
        self._index = index = index_active(tuple(out), tuple(roots))
        return index

    def set_rezzed(self, card: Card, rezzed: bool) -> None:
        """Rez or derez ``card`` (the only way its ``rezzed`` flag changes in play)."""
        card.rezzed = rezzed
        if rezzed:
            card.faceup = True
        self._index = None
        self._changed = True

    def add_counters(self, card: Card, kind: str, n: int) -> int:
        """Put ``n`` counters of ``kind`` on ``card`` (``n`` < 0 removes, never below 0);
        returns how many it has now."""
        now = max(0, card.counters.get(kind, 0) + n)
        card.counters[kind] = now
        self._changed = True
        return now

    def set_counters(self, card: Card, kind: str, n: int) -> None:
        """``card`` has exactly ``n`` counters of ``kind`` (recurring credits refilled)."""
        if card.counters.get(kind) != n:
            card.counters[kind] = n
            self._changed = True

    def add_agenda_points(self, side: str, n: int) -> None:
        """``side`` gains ``n`` agenda points apart from any agenda card (``n`` < 0 spends
        them): the 1996 game's agenda-point counter. The checkpoint then checks for a win."""
        self.player(side).agenda_adjust += n
        self._changed = True

    def add_server_counters(self, server: str, kind: str, n: int) -> int:
        """Put ``n`` counters of ``kind`` in the Corp's ``server`` itself, not on a card (``n`` <
        0 removes, never below 0); returns how many it has now. They go with the server."""
        return self._add_to_holder(self.corp.servers[server].counters, kind, n)

    def add_player_counters(self, side: str, kind: str, n: int) -> int:
        """Put ``n`` counters of ``kind`` on the player ``side`` itself, not on a card (``n`` < 0
        removes, never below 0); returns how many it has now."""
        return self._add_to_holder(self.player(side).counters, kind, n)

    def _add_to_holder(self, counters: dict[str, int], kind: str, n: int) -> int:
        """Counters on a player or a server: at least 0, a kind with none left is dropped."""
        now = max(0, counters.get(kind, 0) + n)
        if now:
            counters[kind] = now
        else:
            counters.pop(kind, None)
        self._changed = True
        return now

    def add_advancements(self, card: Card, n: int) -> None:
        """Place ``n`` advancement tokens on ``card``."""
        card.advancements += n
        self._changed = True

    def linger(self, effect: tuple[str, int, int, str]) -> None:
        """Add a lasting effect ``(kind, card id, amount, until)``: ``until`` is the scope
        that ends it ("encounter", "run", "turn", "game")."""
        self.lingering.append(effect)
        self._changed = True

    def end_lingering(self, scopes: Iterable[str]) -> None:
        """Lasting effects of these scopes end."""
        if not self.lingering:
            return
        gone = set(scopes)
        kept = [e for e in self.lingering if e[3] not in gone]
        if len(kept) != len(self.lingering):
            self.lingering = kept
            self._changed = True

    def fire(self, event: str, extra: Any = None) -> None:
        """Push the abilities of active (and scored) cards that ``event`` triggers: the active
        player's resolve first; a player with two or more whose order can matter chooses their
        order (``OrderAbilities``)."""
        index = self._index or self._build_index()
        scored = self.corp.scored
        if event not in index.events and not scored and not self.ruleset.rule_triggered:
            return  # (most events trigger nothing)
        mine: list[Any] = []
        theirs: list[Any] = []
        for c in index.triggers if event in index.events else ():
            for trig in c.defn.triggers:
                if trig.event != event:
                    continue
                ctx = _tuple_new(Ctx, (c.side, c.id, c.title, extra))
                if trig.condition is None or trig.condition.test(self, ctx):
                    step = Resolve(trig.effects, ctx)
                    (mine if c.side == self.active else theirs).append(step)
        for cid_card in scored:
            for trig in cid_card.defn.triggers:
                if trig.event != event or not trig.in_score_area:
                    continue  # no context built for the triggers of other events
                ctx = _tuple_new(Ctx, (CORP, cid_card.id, cid_card.title, extra))
                if trig.condition is None or trig.condition.test(self, ctx):
                    step = Resolve(trig.effects, ctx)
                    (mine if self.active == CORP else theirs).append(step)
        for side, step in self.ruleset.rule_triggers(self, event, extra):
            (mine if side == self.active else theirs).append(step)
        if not mine and not theirs:
            return  # (most events trigger nothing)
        if self.ruleset.active_player_orders_all and len(mine) + len(theirs) > 1:
            # the 1996 game: the player whose turn it is orders every simultaneous event
            self.push(OrderAbilities(self.active, tuple(mine + theirs), everyone=True))
            return
        if len(mine) > 1:
            mine = [OrderAbilities(self.active, tuple(mine))]
        if len(theirs) > 1:
            theirs = [OrderAbilities(OTHER[self.active], tuple(theirs))]
        self.push_seq(*mine, *theirs)

    # ------------------------------------------------------------------ derived numbers
    # (engine/derived.py: strengths, costs, subroutines, hand size, memory and link)

    ice_strength = derived.ice_strength
    breaker_strength = derived.breaker_strength
    has_subtype = derived.has_subtype
    advancement_requirement = derived.advancement_requirement
    memory_limit = derived.memory_limit
    memory_used = derived.memory_used
    link = derived.link
    hand_size = derived.hand_size
    damage_bonus = derived.damage_bonus
    trash_cost = derived.trash_cost
    rez_cost = derived.rez_cost
    subroutines = derived.subroutines

    # paying (:mod:`.payment`): ``spendable``, the credits ``side`` can spend now on a purpose
    # ("trace", "icebreaker", ...); ``pay``, spend them (recurring credits usable for it first,
    # then bad publicity credits during a run, then the credit pool)
    spendable = payment.spendable
    pay = payment.pay

    def gain(self, side: str, amount: int) -> None:
        self.player(side).credits += amount
        if amount > 0:  # a ruleset may act on it (the 1996 Investment Firm)
            self.ruleset.after_gain(self, side, amount)


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


__all__ = ["Game", "Ctx", "OTHER", "SIDE_NAME"]

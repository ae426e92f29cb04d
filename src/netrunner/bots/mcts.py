"""An information-set Monte Carlo tree search bot (single-observer ISMCTS, SO-ISMCTS).

The bot is given the :class:`~netrunner.Game` itself (``wants_game = True``) but looks at it only
through determinisations (``game.determinizer(side)``, which deals them as ``game.determinize``
does, cheaply enough for one per iteration): copies in which everything its side cannot see (the
other side's hidden cards, the order of decks) is re-dealt at random, consistently with what that
side has seen. It never reads the real game's hidden state.

One search answers one decision. Each iteration:

1. takes a determinisation of the root: a pool of them is dealt once per decision and used in
   turn, each iteration playing on a ``clone()`` of one (16 for the Corp, ``determinizations``;
   40 for the Runner, ``runner_determinizations``, or 0: a fresh one every iteration). The
   Runner's deals also hold beliefs beyond the rules (:class:`RunnerBelief`): no agenda lies in
   a remote server without ice, the unknown card of a remote with ice is most often an agenda,
   and HQ holds more agendas than a uniform deal puts there;
2. walks down one tree shared by every determinisation and both players: the edges are actions
   keyed by what an option *says* (kind, card, server, target, amount, label), not by its index,
   since options differ between determinisations. Selection is UCT with availability counts (an
   action's exploration term counts the iterations in which it was *available*, not the parent's
   visits), each player maximising its own reward. At the root, the action a cheap prior bot
   would take (``prior``, the heuristic bot by default: see below) gets a progressive bias,
   ``prior_weight * sqrt(iterations) / (1 + visits)`` (``runner_prior_weight`` for the Runner).
   Below the root, the tree branches on actions only: decisions with a single option, and every
   decision of a run under way (rez, break, boost, jack out, trace bids, accesses), are played
   by a cheap default policy (:func:`policy`: score, steal, break what it can, the subroutines
   that end the run first, rez what the Corp can, spring its ambushes...) without a node.
   The searching side leaves out its own actions known to be wasted: the Runner's runs where it
   would gain nothing it knows of (:func:`fruitless_runs`), the Corp's installs of an agenda it
   cannot score this turn in a remote with fewer than two pieces of ice
   (:func:`exposed_agenda_installs`);
3. adds one node for an untried action;
4. plays the action under way to its end with the same policy, stopping at the next
   action-phase decision or after ``rollout_depth`` decisions (0: no rollout), and scores
   the position in [0, 1] for the bot's side (:func:`evaluate`, in :mod:`.mcts_eval`): 1 or 0
   for a finished game, otherwise the chance of winning by a logistic model of the position's
   features (``FEATURES``: agenda points, credits, cards, clicks, ice, breakers, tags, how safe
   the installed agendas are...), its weights fitted to the outcomes of heuristic bots' games;
5. backs the value up the path (``1 - value`` for the other player's edges).

An iteration costs one ``clone()`` (or a fresh deal: a clone and 30-45 µs more) and a few
``choose()`` calls (5.7 on average at 200 iterations in mid-game positions: tree levels, forced
and policy moves, the rollout), which are nearly all of its time. A node visited often
(``_KEEP_VISITS``) keeps the game each determinisation of the pool reached there, where the way
from the root drew none of the search's random numbers (no run with choices for the policy):
later iterations on that determinisation go on from a copy of it instead of choosing their way
down again, and reach the very game they would have, with the random numbers where they would
have been, so the tree is the same. (Keeping every node's games was measured slower: each one
kept costs a clone, paid back only when the node is walked through again on the same
determinisation; at 16 visits, 3.4% fewer instructions an iteration.) The answer is the most
visited action at the root.
One kind of decision is answered without a search: a Corp that can score an agenda scores it
(putting it off gains nothing, and the evaluation, fitted to who won from positions of heuristic
bots' games, sometimes values an advanced agenda more than a scored one).

The prior bot sees the deciding side's view of a determinisation, which is exactly that side's own
view of the real game. It weighs more for the Corp (0.2: the search overrules the heuristic
only where its own values clearly differ) than for the Runner (0.05: a tie-breaker), because
that is what measured stronger against the heuristic bot: the search plays the Runner much
better than the heuristic does, and the Corp alone worse (with weight 0.5 the Corp followed the
heuristic nearly always and gained less over it; with 0.1 it did worse than with 0.2). The
README ("Benchmarks") has the measured strength and speed.

Why a pool for the Runner too: with 200 iterations spread over a handful of root actions, an
action's visits see nearly as many distinct deals from a pool of 40 as from fresh ones, and a
fresh deal (a clone, its faces drawn and both decks shuffled, and the Runner's beliefs twice in
three times: 40-50 µs) made the Runner's iteration about a sixth dearer (pool of 40: 1.35 M
instructions an iteration over the benchmark's searches, fresh deals: 1.58 M).

The budget is ``iterations`` per decision, or ``time_limit`` seconds when given. With a seed and an
iteration budget, the bot's choices are reproducible.

>>> import netrunner
>>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=1)
>>> bot = MctsBot(iterations=20, seed=3)
>>> bot.choose(g, g.decision) in g.decision.options
True
"""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable, Iterator
from operator import itemgetter
from typing import TYPE_CHECKING, Any

from ..engine.decision import Option
from ..engine.flow import ctx_of
from ..engine.rng import Rng
from ..engine.state import CENTRALS
from .knowledge import AGENDA_GUARD_ICE, ambushes, ice_info, reading, scores_at_once, type_of
from .mcts_eval import FEATURES, corp_can_flatline, corp_features, evaluate

if TYPE_CHECKING:
    from ..engine.carddb import CardData
    from ..engine.decision import Decision
    from ..engine.determinize import Determinizer, Plan
    from ..engine.game import Game
    from ..engine.state import Card, Server

__all__ = [
    "FEATURES",
    "MctsBot",
    "corp_can_flatline",
    "corp_features",
    "evaluate",
    "exposed_agenda_installs",
    "fruitless_runs",
    "option_key",
    "unprotected_cards_are_no_agendas",
    "RunnerBelief",
    "guarded_cards_are_agendas",
]

# Deals a determinisation from a random generator (a ``Determinizer``, or a belief around one).
Deal = Callable[[Rng], "Game"]

_SQRT = math.sqrt
_LOG = math.log


# An option's fields its key holds (a named tuple's items, read in one call: the search makes
# a key of every option of every decision it walks through)
_KEY_FIELDS = itemgetter(
    *(Option._fields.index(f) for f in ("kind", "card", "server", "target", "amount", "label"))
)
_UNTWINNED = (0,)


def option_key(o: Option, twin: int = 0) -> tuple[Any, ...]:
    """What identifies an action across determinisations (ids and indices don't): its fields
    and what its label says, where options whose labels read alike (``twin``, the option's
    ``Decision.twins`` rank) count by their rank among them, not by the words that tell them
    apart (a copy's counters, which can differ from one determinisation to the next)."""
    if not twin:
        return _KEY_FIELDS(o) + _UNTWINNED
    label = o.label[: o.label.rindex(" (")]
    return (o.kind, o.card, o.server, o.target, o.amount, label, twin if twin > 1 else 0)


def _keys(d: Decision) -> list[Any]:
    """The :func:`option_key` of each of ``d``'s options (an untwinned one's without the call)."""
    return [
        option_key(o, t) if t else _KEY_FIELDS(o) + _UNTWINNED
        for o, t in zip(d.options, d.twins, strict=True)
    ]


_NO_KEY = object()  # matches no option's key

# A node keeps the game a determinisation reached there once it has been visited this often
# (see ``MctsBot._search``): keeping one costs a clone, paid back only when the node is walked
# through again on the same determinisation, as popular nodes are (instructions an iteration over
# ``bench/mcts.py --speed 10``'s searches against keeping none: 1 visit -0.5%, 2 -1.4%, 4 -2.2%,
# 8 -2.5%, 16 -3.1% to -3.4%, 32 -3.2%, 64 -2.0%)
_KEEP_VISITS = 16
# The most games a search keeps (about 20 KB each): a long search (the server's, bounded by time)
# would otherwise keep one for nearly every iteration of the Corp's
_KEEP_MAX = 1000


class _Node:
    """The edge into this node (an action) and the subtree below it."""

    __slots__ = ("children", "visits", "reward", "avail", "skip", "kept")

    def __init__(self) -> None:
        self.children: dict[tuple[Any, ...], _Node] = {}
        self.visits = 0
        self.reward = 0.0  # summed reward of the player who took this action
        self.avail = 0  # iterations in which this action was available
        self.skip: frozenset[tuple[Any, ...]] | None = None  # actions not searched from here
        # the game reached here on each determinisation of the pool (its index), where the
        # way here drew nothing from the search's random numbers: see ``MctsBot._search``
        self.kept: dict[int, Game] | None = None


def fruitless_runs(g: Game) -> frozenset[str]:
    """The servers a run on which can gain the Runner nothing it knows of, by what the Runner
    sees: every card it would access there is one it knows (faceup, rezzed, or seen and still
    followed: ``Game.known_to_runner``; HQ's are never all known: which does it access?), none
    is an agenda, and none is one it could trash with its credits, bad publicity's included
    (Archives' cards can't be trashed); and no card of the Runner's gains from a successful run
    there (Desperado, Datasucker, Bank Job...). Such a run costs a click for nothing, yet its
    value in a search, which reads the noise of the deals, is often as high as the best action's:
    the MCTS Runner, searching all actions, ran the same faceup Archives, the same rezzed PAD
    Campaign turn after turn.

    >>> import netrunner
    >>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=1)
    >>> sorted(fruitless_runs(g))  # an empty Archives: nothing to access there
    ['Archives']
    >>> g.learn(g.corp.deck[0])  # the Runner has seen the top card of R&D: Data Raven
    >>> g.corp.deck[0].title, sorted(fruitless_runs(g))
    ('Data Raven', ['Archives', 'R&D'])
    """
    rewards = [c for c in g.active_cards() if c.side == "runner" and _run_rewards(c)]
    known = g.known_to_runner
    # what the Runner could pay a trash cost with, as access offers it (``Game.spendable``), and
    # the bad publicity credits a run will give it (asked before a run, never during one)
    credits = g.spendable("runner") + g.corp.bad_publicity

    def nothing(c: Card, trashable: bool = True) -> bool:
        return (
            (c.faceup or c.id in known)
            and c.data.type != "agenda"
            and not (trashable and c.data.trash_cost is not None and c.data.trash_cost <= credits)
        )

    out = []
    for name, server in g.corp.servers.items():
        if name == "HQ" or any(_run_rewards(c, g, name) for c in rewards):
            continue
        if not all(nothing(c) for c in server.content):
            continue
        if name == "Archives" and not all(nothing(c, False) for c in g.corp.discard):
            continue
        if name == "R&D" and g.corp.deck and not nothing(g.corp.deck[0]):
            continue
        out.append(name)
    return frozenset(out)


def _run_rewards(c: Card, g: Game | None = None, server: str = "") -> bool:
    """Whether the Runner's card ``c`` gains from a successful run (on ``server`` of ``g``, when
    given: the conditions of its triggers and replacements are tested as if the run were
    made)."""
    rep = c.defn.access_replacement
    if rep is not None and (g is None or rep.test(g, ctx_of(c), server)):
        return True
    for t in c.defn.triggers:
        if t.event == "successful_run" and (
            g is None or t.condition is None or t.condition.test(g, ctx_of(c, extra=server))
        ):
            return True
    return False


def _fruitless_keys(g: Game, keys: list[Any]) -> frozenset[tuple[Any, ...]]:
    """The keys of the Runner's run actions among ``keys`` on :func:`fruitless_runs`' servers
    (never every action: an action decision always offers to gain a credit)."""
    if not any(k[0] == "run" for k in keys):
        return frozenset()
    servers = fruitless_runs(g)
    return frozenset(k for k in keys if k[0] == "run" and k[2] in servers)


def exposed_agenda_installs(g: Game, keys: list[Any]) -> frozenset[tuple[Any, ...]]:
    """The keys of the Corp's installs among ``keys`` that leave an agenda open to a run: an
    agenda it cannot score this turn (its advancement requirement above the clicks left after the
    install, or above its credits) going into a remote with fewer than two pieces of ice. The
    heuristic Corp never does that; the MCTS Corp did: in 100 games of Haas-Bioroid against the
    heuristic Shaper, 102 of the 448 agenda points the Runner stole came from remotes with one
    piece of ice or none (against the heuristic Corp, 15 of 481).

    >>> from netrunner.testing import scenario
    >>> g = scenario(corp={"hand": ["Priority Requisition", "Hostile Takeover"]})
    >>> keys = [option_key(o) for o in g.decision.options]
    >>> sorted({k[1] for k in exposed_agenda_installs(g, keys)})
    ['Priority Requisition']
    """
    corp = g.corp
    out = []
    for k in keys:
        if k[0] != "install" or k[1] is None or k[2] in CENTRALS or type_of(k[1]) != "agenda":
            continue
        if scores_at_once(k[1], corp.clicks, corp.credits):
            continue
        server = corp.servers.get(k[2])
        if server is None or len(server.ice) < AGENDA_GUARD_ICE:
            out.append(k)
    return frozenset(out)


# ------------------------------------------------------------------------------------ the bot


class MctsBot:
    """Information-set MCTS (see the module docstring).

    ``iterations`` per decision (or ``time_limit`` seconds, when given, instead), ``seed`` for the
    bot's own random numbers, ``c`` the UCT exploration constant (values are in [0, 1] and close
    together, so it is small), ``rollout_depth`` the most decisions a rollout plays before
    evaluating, ``determinizations`` the size of the pool of determinisations dealt per decision
    (None: a fresh one every iteration), ``prior`` the name of a bot in ``netrunner.bots.BOTS``
    whose choice is favoured at the root (None: no prior) with weight ``prior_weight``, for the
    sides in ``prior_sides``. Searching as the Runner, ``runner_determinizations`` (its pool's
    size; 0: a fresh one every iteration) and ``runner_prior_weight`` replace
    ``determinizations`` and ``prior_weight``, and with ``runner_beliefs`` the deals hold the
    Runner's beliefs of :class:`RunnerBelief` (where a Corp keeps its agendas).

    After a search, ``last_iterations`` and ``last_time`` say how many iterations it ran and how
    long it took.
    """

    #: it thinks for a while on each decision: front ends let it think off their own thread
    slow = True

    name = "mcts"
    wants_game = True

    def __init__(
        self,
        iterations: int = 200,
        time_limit: float | None = None,
        seed: int = 0,
        c: float = 0.15,
        rollout_depth: int = 30,
        determinizations: int | None = 16,
        prior: str | None = "heuristic",
        prior_weight: float = 0.2,
        prior_sides: tuple[str, ...] = ("corp", "runner"),
        runner_determinizations: int = 40,
        runner_prior_weight: float = 0.05,
        runner_beliefs: bool = True,
    ) -> None:
        if iterations < 1 and time_limit is None:
            raise ValueError("give a positive iteration count or a time limit")
        self.iterations = iterations
        self.time_limit = time_limit
        self.c = c
        self.rollout_depth = rollout_depth
        self.determinizations = determinizations
        self.rng = Rng(seed)
        self.prior = prior
        self.prior_weight = prior_weight
        self.prior_sides = prior_sides
        self.runner_determinizations = runner_determinizations
        self.runner_prior_weight = runner_prior_weight
        self.runner_beliefs = runner_beliefs
        self._prior_bot: Any = None
        if prior is not None:
            from . import BOTS

            self._prior_bot = BOTS[prior](seed=seed)
        self.last_iterations = 0  # iterations run for the last decision searched
        self.last_time = 0.0  # seconds spent on it

    # ---------------------------------------------------------------- protocol

    def choose(self, observation: Any, decision: Decision) -> Option:
        """The most visited root action after the search (without search: the only option, or
        scoring an agenda)."""
        options = decision.options
        if len(options) == 1:
            return options[0]
        for o in options:
            if o.kind == "score":
                # never worth putting off (an agenda left unscored can still be stolen), though
                # the evaluation, fitted to games, may value an advanced agenda above a scored one
                return o
        game: Game = observation
        det = game.determinizer(decision.player)
        with reading(det.ruleset):  # the cards of the game's own pool
            return self._choose(game, decision, det)

    def _choose(self, game: Game, decision: Decision, det: Determinizer) -> Option:
        options = decision.options
        side = decision.player
        enabled = gc.isenabled()
        gc.disable()  # the tree and its states are acyclic: reference counting frees them
        try:
            beliefs = side == "runner" and self.runner_beliefs
            deal: Deal = RunnerBelief(game, self.rng) if beliefs else det
            first = self._deal(deal, self.rng)
            favourite = None
            if self._prior_bot is not None and side in self.prior_sides:
                # the prior bot sees the view of a determinisation: exactly the side's own view
                first_d = first.decision
                assert first_d is not None
                pick = first_d.index_of(self._prior_bot.choose(first.view(side), first_d))
                favourite = option_key(first_d.options[pick], first_d.twins[pick])
            root = self._search(deal, side, first, favourite)
        finally:
            if enabled:
                gc.enable()
        best = options[0]
        best_visits = -1
        children = root.children
        for o, twin in zip(options, decision.twins, strict=True):
            child = children.get(option_key(o, twin))
            if child is not None and child.visits > best_visits:
                best, best_visits = o, child.visits
        return best

    # ---------------------------------------------------------------- search

    def _search(self, deal: Deal, side: str, first: Game, favourite: Any) -> _Node:
        rng = self.rng
        root = _Node()
        if side == "runner":
            pool = self.runner_determinizations or None
            bias = self.runner_prior_weight
        else:
            pool = self.determinizations
            bias = self.prior_weight
        roots: list[Game] = [first]
        deadline = None if self.time_limit is None else time.perf_counter() + self.time_limit
        budget = self.iterations
        c = self.c
        depth_limit = self.rollout_depth
        t0 = time.perf_counter()
        it = 0
        # the keys of the decisions of kept games (the roots, the states kept at nodes): each is
        # read again whenever its game is, so they are made once
        known_keys: dict[int, tuple[Decision, list[Any]]] = {}
        room = _KEEP_MAX  # games that may yet be kept at nodes
        while True:
            if deadline is not None:
                if it > 0 and time.perf_counter() >= deadline:
                    break
            elif it >= budget:
                break
            # 1. a determinisation of the root, which this iteration then plays on. ``kept``:
            # the game is one kept for later iterations (a root of the pool, or a state kept at a
            # node), read as it is and copied before it is played on (``shared``), except on the
            # determinisation's last iteration, after which nothing reads it again.
            if pool is None:
                state = first if it == 0 else self._deal(deal, rng)
                which = -1  # a deal of its own: nothing kept
                kept = shared = keep = False
            else:
                which = it % pool
                if which == len(roots):
                    roots.append(self._deal(deal, rng))
                state = roots[which]
                kept = True
                shared = keep = deadline is not None or it + pool < budget
            it += 1
            node = root
            path: list[tuple[_Node, str]] = []
            # whether the way from the root drew nothing from the search's random numbers: the
            # game reached is then this determinisation's, whenever it is walked (kept if so)
            pure = keep
            # 2-3. selection and expansion
            while True:
                d = state._decision if not state.over else None
                if d is None:
                    break
                children = node.children
                if kept or node is root:
                    # a kept game's decision is the very object each time it is read (and the
                    # root's most often that of the game searched, which a deal keeps): its keys
                    # are made once
                    known = known_keys.get(id(d))
                    if known is not None and known[0] is d:
                        keys = known[1]
                    else:
                        keys = _keys(d)
                        known_keys[id(d)] = (d, keys)
                else:
                    keys = _keys(d)
                player = d.player
                skip = node.skip
                if skip is None:
                    # a cancel only comes back to the same action decision: never searched (a
                    # search that chose it came back to the action that offered it, and again)
                    cancels = [k for k in keys if k[0] == "cancel"]
                    if player != side:
                        skip = node.skip = frozenset(cancels)
                    else:
                        skip = node.skip = (
                            _fruitless_keys(state, keys)
                            if side == "runner"
                            else exposed_agenda_installs(state, keys)
                        ).union(cancels)
                if skip and all(k in skip for k in keys):  # leave it something to do
                    skip = None
                # one pass: each child seen counts as available; the options never tried (not
                # skipped) are expanded first, else the best by UCT (the first of equals)
                fav = favourite if node is root else _NO_KEY
                untried: list[int] = []
                best_i = 0
                best_u = -1.0
                for i, key in enumerate(keys):
                    ch = children.get(key)
                    if ch is None:
                        if not skip or key not in skip:
                            untried.append(i)
                        continue
                    avail = ch.avail = ch.avail + 1
                    if untried or (skip and key in skip):
                        continue
                    n = ch.visits
                    u = ch.reward / n + c * _SQRT(_LOG(avail) / n)
                    if key == fav:
                        u += bias * _SQRT(it) / (1 + n)
                    if u > best_u:
                        best_u, best_i = u, i
                if untried:
                    i = untried[rng.randrange(len(untried))] if len(untried) > 1 else untried[0]
                    child = _Node()
                    child.avail = 1
                    children[keys[i]] = child
                    path.append((child, player))
                    if shared:
                        state = state.clone()
                        kept = shared = False
                    # the rollout plays on to the next action, which it never reads: not built
                    state.choose_to_action(i)
                    settle(state, rng, pause=True)
                    break
                node = children[keys[best_i]]
                path.append((node, player))
                # The game this determinisation reached at the node before, if kept: the engine
                # is deterministic, so choosing again would reach the same game, and the search's
                # random numbers are where they would be (it is kept only where the way from
                # the root drew none of them: no run with choices for the policy), so the tree
                # is the same as if it were played again.
                at = node.kept
                if at is not None and which in at:
                    state = at[which]
                    kept = True
                    shared = keep
                    continue
                if shared:
                    state = state.clone()
                    kept = shared = False
                drawn = rng.state
                state.choose(best_i)
                settle(state, rng)
                if pure and rng.state != drawn:
                    pure = False
                if pure and node.visits >= _KEEP_VISITS and room > 0:
                    room -= 1
                    if at is None:
                        node.kept = {which: state}
                    else:
                        at[which] = state
                    kept = shared = True
            # 4. rollout (to the end of the current action) and evaluation
            if depth_limit > 0 and not state.over:
                if shared:
                    state = state.clone()
                _rollout(state, depth_limit, rng)
            value = evaluate(state, side)
            # 5. backpropagation
            for ch, player in path:
                ch.visits += 1
                ch.reward += value if player == side else 1.0 - value
        self.last_iterations = it
        self.last_time = time.perf_counter() - t0
        return root

    @staticmethod
    def _deal(deal: Deal, rng: Rng) -> Game:
        """A determinisation of the game searched, with its own random future."""
        g = deal(rng)
        g.rng = Rng(rng.next64())  # the real game's generator state is hidden too
        _forced(g)
        return g


def unprotected_cards_are_no_agendas(seen: Game, deal: Determinizer) -> None:
    """The Runner's belief that a Corp keeps its agendas behind ice: ``deal`` deals the hidden
    cards of remote servers without ice faces other than agendas (when any fits). ``seen`` is the
    game or any determinisation of it: only public facts are read (servers, their ice, which
    cards are rezzed). A uniform deal makes such a card an agenda as often as the deck's share
    of agendas (40% in the Jinteki starter), yet Corps leave there the assets and ambushes they
    want run (Snare!, Project Junebug): with the uniform deal the MCTS Runner ran them with two
    or three cards in its grip and was flatlined in a quarter of its games against Jinteki."""
    for server, c in _unknown_remote_cards(seen):
        if not server.ice:
            deal.restrict(c.id, _not_agenda)


def guarded_cards_are_agendas(seen: Game, deal: Determinizer) -> None:
    """The Runner's belief that the unknown card of a remote server with ice is an agenda:
    ``deal`` deals an agenda there (when any fits) always if the card has advancement tokens,
    else most of the time (``_GUARDED``: less often behind three or more pieces of ice, where
    Corps also keep their best assets). ``seen``, as for
    :func:`unprotected_cards_are_no_agendas`, is read for public facts only. In games of
    heuristic bots, at the start of the Runner's turn, all the unknown cards of remotes with ice
    that had advancement tokens were agendas (378 of them), 82% of those without behind two
    pieces of ice and 67% behind three or more, where a uniform deal made 85%, 51% and 49% of
    them agendas."""
    for server, c in _unknown_remote_cards(seen):
        if not server.ice:
            continue
        if c.advancements:
            deal.restrict(c.id, _agenda)
        else:
            deal.lean(c.id, _agenda, _GUARDED[min(len(server.ice), 3)])


# How often the Runner believes the unknown, unadvanced card of a remote server with ice is an
# agenda, by its pieces of ice (3: three or more; see ``guarded_cards_are_agendas``). Against the
# heuristic Corp, a card behind one piece of ice is seldom an agenda (it scores those at once),
# but that is its quirk: other Corps do leave agendas there.
_GUARDED = {1: 0.8, 2: 0.8, 3: 0.65}


def _unknown_remote_cards(seen: Game) -> Iterator[tuple[Server, Card]]:
    """The unrezzed cards of the remote servers, each with its server."""
    for server in seen.corp.servers.values():
        if server.is_remote:
            for c in server.content:
                if not c.rezzed:
                    yield server, c


def _not_agenda(data: CardData) -> bool:
    return data.type != "agenda"


def _agenda(data: CardData) -> bool:
    return data.type == "agenda"


class RunnerBelief:
    """Deals the Runner's determinisations holding what it believes of a Corp beyond the rules
    (with ``MctsBot(runner_beliefs=True)``): no agenda lies in a remote server without ice
    (:func:`unprotected_cards_are_no_agendas`); the unknown card of a remote server with ice is
    an agenda always if advanced, else most of the time (:func:`guarded_cards_are_agendas`); and
    two times in three, of two deals, the one with more agenda points in HQ is kept, since a
    Corp keeps an agenda in hand until it has a server to protect it in (measured in games of
    heuristic bots at the start of the Runner's turn, HQ held 2.4 agenda points on average,
    where uniform deals put 1.8; the better of two deals always: 2.7; this mix: 2.4). ``rng``
    deals one determinisation to read public facts from.

    >>> import netrunner
    >>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=1)
    >>> deal = RunnerBelief(g, Rng(1))
    >>> len(deal(Rng(2)).corp.hand) == len(g.corp.hand)
    True
    """

    __slots__ = ("deal",)
    side = "runner"  # whose deals these are, as for a ``Determinizer``

    def __init__(self, game: Game, rng: Rng) -> None:
        self.deal = game.determinizer("runner")
        seen = self.deal(rng)  # which cards lie where, behind what ice, is public
        unprotected_cards_are_no_agendas(seen, self.deal)
        guarded_cards_are_agendas(seen, self.deal)

    def __call__(self, rng: Rng) -> Game:
        # The two deals are drawn as plans and only the one kept is made (a plan costs no
        # clone); the generator goes through the same draws as dealing both.
        deal = self.deal
        a = deal.plan(rng)
        if rng.random() >= _HQ_TILT:
            return deal.make(a)
        b = deal.plan(rng)
        return deal.make(b if self._hq_points(b) > self._hq_points(a) else a)

    def _hq_points(self, plan: Plan) -> int:
        return sum(data.agenda_points or 0 for data in self.deal.zone_faces(plan, "hand"))


_HQ_TILT = 2 / 3


# How much likelier the policy picks an option of a kind than a "pass" (weight 1).
_WEIGHT = {
    "jack_out": 0.25,
    "rez": 3.0,
    "score": 50.0,
    "steal": 50.0,
    "purge": 0.2,
    "cancel": 0.0,  # backing out of an action only comes back to the same decision
}


# How much likelier the Corp's policy springs an ambush it is asked about (Snare!: "pay 4 to do
# 3 net damage?") than lets it be: a Corp nearly always does when it can pay.
_AMBUSH_WEIGHT = 20.0

# How likely the Corp's policy rezzes an asset or upgrade during a run, as against passing (the
# heuristic Corp rezzes them on its own time; at weight 3 the simulated Corp spent its credits in
# three runs in four, so that even a run on an empty Archives looked worth a click).
_RUN_REZ_WEIGHT = 0.1


def policy(g: Game, rng: Rng) -> int:
    """A cheap default policy (an index into the current decision's options): score and steal;
    in an encounter break what it can (subroutines that end the run first), else boost; small
    trace and link bids; otherwise a random option, weighted against jacking out and towards
    rezzing and, for the Corp, towards springing its ambushes (Snare!'s damage) and against
    rezzing assets and upgrades in the middle of a run."""
    d = g._decision
    assert d is not None
    opts = d.options
    n = len(opts)
    kind0 = opts[0].kind
    if kind0 == "trace" or kind0 == "link":
        return rng.randrange(n if n < 4 else 4)
    breaks = [i for i, o in enumerate(opts) if o.kind == "break"]
    if len(breaks) > 1 and g.run is not None:
        # the subroutines that end the run first: the rest only matter once those are broken
        ice = g.card(g.run.ice_id)
        if ice is not None:
            ends = {s.text for s in ice_info(ice.title).subs if s.etr}
            etr = [i for i in breaks if opts[i].target in ends]
            if etr:
                breaks = etr
    if not breaks and d.kind == "encounter":  # (boosts elsewhere in a run: as any option)
        breaks = [i for i, o in enumerate(opts) if o.kind == "boost"]
    if breaks:
        return breaks[rng.randrange(len(breaks))] if len(breaks) > 1 else breaks[0]
    weights = _WEIGHT
    ws = [weights.get(o.kind, 1.0) for o in opts]
    if d.player == "corp":
        for i, o in enumerate(opts):
            if o.kind == "ability" and o.card in ambushes():
                ws[i] = _AMBUSH_WEIGHT
            elif o.kind == "rez" and g.run is not None and type_of(o.card or "") != "ice":
                ws[i] = _RUN_REZ_WEIGHT
    x = rng.random() * sum(ws)
    for i, w in enumerate(ws):
        x -= w
        if x < 0:
            return i
    return n - 1


def settle(g: Game, rng: Rng, pause: bool = False) -> None:
    """Play through single-option decisions, and through a run under way with :func:`policy`,
    so the tree branches on what matters (actions) rather than on every step of every run
    (with ``pause``, stopping before the next action is asked for: ``Game.choose_to_action``)."""
    choose = g.choose_to_action if pause else g.choose
    for _ in range(500):  # a run is finite; the cap only guards against a loop of free options
        if g.over:
            return
        d = g._decision
        if d is None:
            return
        if len(d.options) == 1:
            choose(0)
        elif g.run is not None:
            choose(policy(g, rng))
        else:
            return


def _rollout(g: Game, depth: int, rng: Rng) -> None:
    """Play at most ``depth`` decisions with :func:`policy`, stopping at the next action phase
    decision (its first option is "gain 1 credit"), or before it is built
    (``Game.choose_to_action``): the current action plays out."""
    choose = g.choose_to_action
    for _ in range(depth):
        if g.over:
            return
        d = g._decision
        if d is None or d.options[0].kind == "credit":
            return
        choose(policy(g, rng) if len(d.options) > 1 else 0)


def _forced(g: Game) -> None:
    """Play through decisions that have only one option."""
    while not g.over:
        d = g._decision
        if d is None or len(d.options) != 1:
            return
        g.choose(0)

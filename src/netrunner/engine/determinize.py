"""Determinisation: a copy of a game in which what one side cannot see is re-dealt at random.

For search bots (information-set MCTS): the copy agrees with everything ``side`` may know (the
view, zone sizes, faceup and rezzed cards, advancement tokens, ice being ice), while the hidden
cards are shuffled among the hidden places they could occupy:

- for the Runner: HQ, R&D, unrezzed ice (only ice), unrezzed cards in servers (central roots only
  upgrades; remotes agendas, assets and upgrades; a card with advancement tokens must be one that
  can be advanced), facedown cards in Archives; and the order of the Runner's own stack. A Corp
  card the Runner has seen (accessed or exposed) and can still follow keeps what it is and its
  place (``Game.learn``: the card left in a remote, the top of R&D, a card drawn from there);
- for the Corp: the Runner's grip and stack together, and the Runner's cards installed face down
  (the 1996 hidden resources: only faces installed so); and the order of R&D.

The re-deal swaps what cards *are* (their printed data and definition), never where they are, so
ids, zones, counters and the step stack stay valid; only decks are also put in a new order. A
side's own deck is only put in a new order (its cards move, keeping what they are), so a pending
decision naming one of them stays valid; a card the pending decision names to the side (the
card it is accessing: "pay 4 to trash Jackson Howard?") keeps what it is and where it is; and so
do the cards at the top of its own deck that the side is looking at as it decides (arranging
them: Precognition).

It is cheap, for search bots that deal one per iteration: a :class:`Determinizer` works out once
what every deal of a game shares (which cards are hidden, the faces they may take), and each deal
copies only the cards whose face changes, the rest staying shared with the game cloned.

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:anarch", seed=5)
>>> d = g.determinize("runner", seed=1)
>>> d.view("runner") == g.view("runner")
True
>>> deal = Determinizer(g, "runner")  # many deals of one game
>>> [deal(Rng(s)).view("runner") == g.view("runner") for s in (1, 2)]
[True, True]
"""

from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any

from .decision import Decision
from .rng import Rng

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from .carddb import CardData
    from .carddef import CardDef
    from .game import Game
    from .state import Card

__all__ = ["Determinizer", "Plan", "determinize"]

_TRIES = 20  # deals tried before keeping the real one (a dead end: no face left fits a slot)
_PICKS = 8  # random picks for a slot before listing the faces still free that fit it
_HARDEST_FIRST = {"facedown": 0, "root": 0, "remote": 1, "ice": 2, "any": 3}
_code = attrgetter("data.code")

# A card's face: what a re-deal gives it (its printed data and definition) and its code.
_Face = tuple["CardData", "CardDef", str]
# A deal drawn but not yet made (``Determinizer.plan``): the face of each slot (None: the real
# ones, no deal fitting) and the generator for the rest of the deal.
Plan = tuple["list[int] | None", Rng]


def determinize(game: Game, side: str, rng: Rng) -> Game:
    """A clone of ``game`` with ``side``'s hidden information re-dealt at random (see module)."""
    return Determinizer(game, side)(rng)


class Determinizer:
    """Deals determinisations of ``game`` for ``side``, as many as asked, each from its ``rng``.

    What all deals share is worked out here once: the hidden cards outside the deck (slots) with
    the faces that fit each one, all the hidden faces in a canonical order (so a deal depends on
    the rng alone, not on the hidden order), and which card really has each face.
    """

    __slots__ = (
        "game",
        "side",
        "faces",
        "owner",
        "slots",
        "fitting",
        "order",
        "hidden",
        "own",
        "slot_faces",
        "fixed",
        "leaning",
        "tail",
    )

    @property
    def ruleset(self) -> str:
        """The name of the ruleset played (public: whose card pool the deals are of)."""
        return self.game.ruleset.name

    def __init__(self, game: Game, side: str) -> None:
        if side not in ("corp", "runner"):
            raise ValueError(f"expected 'corp' or 'runner', got {side!r}")
        self.game = game
        self.side = side
        d = game._decision
        # cards the pending decision names to ``side`` (the card accessed: "pay 4 to trash X?")
        pinned = (
            {o.card_id for o in d.options if o.card is not None and o.card_id is not None}
            if d is not None and d.player == side
            else set()
        )
        if side == "runner":  # and the Corp's cards the Runner has seen, where they still are
            pinned |= game.known_to_runner
        # slots: (card, kind, needs an advanceable card, the zone list it is shared in or "",
        # its index there)
        slots: list[tuple[Card, str, bool, str, int]] = []
        if side == "runner":
            hider = game.corp
            for srv in hider.servers.values():
                kind = "remote" if srv.is_remote else "root"
                for c in srv.ice:
                    if not c.rezzed and c.id not in pinned:
                        slots.append((c, "ice", c.advancements > 0, "", 0))
                for c in srv.content:
                    if not c.rezzed and c.id not in pinned:
                        slots.append((c, kind, c.advancements > 0, "", 0))
            hidden_zones: tuple[str, ...] = ("discard", "hand")
        else:
            hider = game.runner
            # the 1996 hidden resources, installed face down: only a face installed so may fill
            for c in hider.rig():
                if not c.faceup and c.id not in pinned:
                    slots.append((c, "facedown", False, "", 0))
            hidden_zones = ("hand",)
        for zone in hidden_zones:
            for i, c in enumerate(getattr(hider, zone)):
                if not c.faceup and c.id not in pinned:
                    slots.append((c, "any", False, zone, i))
        self.slots = [(c.id, zone, i) for c, _, _, zone, i in slots]
        self.hidden = hider.side  # the side whose deck is re-dealt; the other is only shuffled
        self.own = side  # whose deck is only put in a new order: its own (it can't see it either)
        deck = hider.deck
        # every hidden face with its owner: slot k (k >= 0) or deck position p (-1 - p)
        owned = [(c.data.code, c.data, c.defn, k) for k, (c, *_) in enumerate(slots)]
        owned += [
            (c.data.code, c.data, c.defn, -1 - p) for p, c in enumerate(deck) if c.id not in pinned
        ]
        owned.sort(key=lambda f: f[0])
        self.faces: list[_Face] = [(data, defn, code) for code, data, defn, _ in owned]
        self.owner = [o for *_, o in owned]
        self.slot_faces = [fi for fi, o in enumerate(self.owner) if o >= 0]
        # pinned cards in either deck (a card of R&D being accessed) keep their place there
        self.fixed = {
            p.side: {i for i, c in enumerate(p.deck) if c.id in pinned}
            for p in (game.corp, game.runner)
        }
        if d is not None and d.player == side:
            # the top of its own deck that the side is looking at (arranging it: Precognition)
            seen = min(_top_seen(d.steps), len(game.player(side).deck))
            if seen:
                self.fixed[side].update(range(seen))
        # the faces that fit each slot (None: any face)
        self.fitting: list[list[int] | None] = [
            None
            if kind == "any" and not adv
            else [
                fi
                for fi, (data, defn, _) in enumerate(self.faces)
                if _fits(kind, c.server, data, defn, adv)
            ]
            for c, kind, adv, _, _ in slots
        ]
        # slot -> (faces it takes with probability p, the other faces it fits, p): see lean()
        self.leaning: dict[int, tuple[list[int], list[int], float]] = {}
        # the most constrained slots first (the deal is then rarely a dead end)
        self.order = sorted(
            range(len(slots)), key=lambda k: _HARDEST_FIRST[slots[k][1]] - slots[k][2]
        )
        self.tail = -1  # steps of the generator after the slots' faces (``_tail``), once known

    def restrict(self, card_id: int, allowed: Callable[[CardData], bool]) -> bool:
        """Narrow the faces the hidden card ``card_id`` (installed or in a hidden zone, not in
        the deck) may take to those whose data ``allowed`` accepts: a belief a search bot holds
        beyond what the rules tell (say, that a Corp leaves no agenda in a server without ice).
        Returns False, changing nothing, when the card is not a slot of the deal or no face
        would be left to it.

        >>> import netrunner
        >>> g = netrunner.Game.new("starter:jinteki", "starter:anarch", seed=1)
        >>> deal = Determinizer(g, "runner")
        >>> card = g.corp.hand[0]
        >>> deal.restrict(card.id, lambda data: data.type == "agenda")
        True
        >>> {deal(Rng(s)).cards[card.id].data.type for s in range(20)}
        {'agenda'}
        """
        found = self._slot(card_id)
        if found is None:
            return False
        k, pool = found
        kept = [fi for fi in pool if allowed(self.faces[fi][0])]
        if not kept:
            return False
        self.fitting[k] = kept
        # the narrowest slots are dealt first, so the deal is rarely a dead end
        self.order.sort(key=self._width)
        return True

    def lean(self, card_id: int, allowed: Callable[[CardData], bool], p: float) -> bool:
        """Deal the hidden card ``card_id`` a face ``allowed`` accepts with probability ``p``
        (and one it refuses otherwise), among the faces it fits: a belief held with some doubt
        (say, that the card in a remote server behind ice is an agenda 80% of the time). Returns
        False, changing nothing, when the card is not a slot of the deal or the faces it fits
        are all accepted or all refused.

        >>> import netrunner
        >>> g = netrunner.Game.new("starter:jinteki", "starter:anarch", seed=1)
        >>> deal = Determinizer(g, "runner")
        >>> card = g.corp.hand[0]
        >>> deal.lean(card.id, lambda data: data.type == "agenda", 0.75)
        True
        >>> sum(deal(Rng(s)).cards[card.id].data.type == "agenda" for s in range(400)) // 40
        7
        """
        found = self._slot(card_id)
        if found is None:
            return False
        k, pool = found
        yes: list[int] = []
        no: list[int] = []
        for fi in pool:
            (yes if allowed(self.faces[fi][0]) else no).append(fi)
        if not yes or not no:
            return False
        self.leaning[k] = (yes, no, p)
        return True

    def _slot(self, card_id: int) -> tuple[int, Sequence[int]] | None:
        """The slot of hidden card ``card_id`` and the faces it fits (None: not a slot)."""
        for k, (cid, _, _) in enumerate(self.slots):
            if cid == card_id:
                cand = self.fitting[k]
                return k, range(len(self.faces)) if cand is None else cand
        return None

    def _width(self, k: int) -> int:
        cand = self.fitting[k]
        return len(self.faces) if cand is None else len(cand)

    def __call__(self, rng: Rng) -> Game:
        """A new determinisation (the game given is never changed)."""
        return self._build(self._faces(rng), rng)

    def plan(self, rng: Rng) -> Plan:
        """What a deal will be, drawn from ``rng`` without building it: the face of each slot,
        and a copy of ``rng`` for the rest (decks' orders, secrets, the copy's future), which
        ``rng`` itself then skips. ``make(plan(rng))`` is the determinisation ``self(rng)``,
        ``rng`` left where dealing leaves it; a plan never made costs no clone (a search bot
        choosing between two deals: :meth:`zone_faces` tells what a plan puts where).

        >>> import netrunner
        >>> g = netrunner.Game.new("starter:nbn", "starter:anarch", seed=5)
        >>> deal = Determinizer(g, "runner")
        >>> a, b = Rng(7), Rng(7)
        >>> made = deal.make(deal.plan(a))
        >>> made.view("spectator") == deal(b).view("spectator"), a.state == b.state
        (True, True)
        """
        dealt = self._faces(rng)
        rest = rng.copy()
        for _ in range(self._tail()):  # each of the rest's draws is one step of the generator
            rng.next64()
        return dealt, rest

    def make(self, plan: Plan) -> Game:
        """The determinisation a :meth:`plan` describes (a plan may be made more than once)."""
        return self._build(plan[0], plan[1].copy())

    def _faces(self, rng: Rng) -> list[int] | None:
        # the slots' faces, or None (no deal found that fits: the real faces are kept)
        for _ in range(_TRIES):
            dealt = self._draw(rng)
            if dealt is not None:
                return dealt
        return None

    def _build(self, dealt: list[int] | None, rng: Rng) -> Game:
        g = self.game.clone()
        if dealt is not None:
            self._commit(g, dealt)
        # decks last, in a random order (pinned cards staying where they are)
        _shuffle(g.player(self.hidden).deck, self.fixed[self.hidden], rng)
        _shuffle(g.player(self.own).deck, self.fixed[self.own], rng)
        _redeal_secrets(g, self.side, rng)
        # the future is no one's to know: later shuffles and die rolls come from a new seed
        g.rng = Rng(rng.randrange(1 << 30))
        g._index = None
        return g

    def _tail(self) -> int:
        # The steps of the generator ``make`` takes after the slots' faces: one per deck shuffle
        # of two cards or more (``Rng.shuffle`` seeds itself with one ``next64``), one for the
        # secrets when any step holds one, one for the new game's seed (``randrange`` of a power
        # of two never rejects a draw).
        tail = self.tail
        if tail < 0:
            g = self.game
            tail = 1
            for side in (self.hidden, self.own):
                if len(g.player(side).deck) - len(self.fixed[side]) >= 2:
                    tail += 1
            d = g._decision
            if any(hasattr(st, "redeal") for st in g.pending) or (
                d is not None and any(hasattr(st, "redeal") for st in d.steps)
            ):
                tail += 1
            self.tail = tail
        return tail

    def zone_faces(self, plan: Plan, zone: str) -> list[CardData]:
        """The printed data of the cards in the hidden side's ``zone`` ("hand" or "discard")
        once ``plan`` is made, in the zone's order (decks are put in a new order: not these).

        >>> import netrunner
        >>> g = netrunner.Game.new("starter:nbn", "starter:anarch", seed=5)
        >>> deal = Determinizer(g, "runner")
        >>> plan = deal.plan(Rng(3))
        >>> deal.zone_faces(plan, "hand") == [c.data for c in deal.make(plan).corp.hand]
        True
        """
        dealt = plan[0]
        cards = getattr(self.game.player(self.hidden), zone)
        out = [c.data for c in cards]
        if dealt is not None:
            faces = self.faces
            for k, (_, z, i) in enumerate(self.slots):
                if z == zone:
                    out[i] = faces[dealt[k]][0]
        return out

    def _draw(self, rng: Rng) -> list[int] | None:
        # a face for each slot: uniformly random among those still free that fit it
        n = len(self.faces)
        taken: set[int] = set()
        dealt = [0] * len(self.slots)
        leaning = self.leaning
        for k in self.order:
            cand = self.fitting[k]
            if leaning and k in leaning:
                yes, no, p = leaning[k]
                side = yes if rng.random() < p else no
                if any(fi not in taken for fi in side):
                    cand = side
            for _ in range(_PICKS):
                fi = rng.randrange(n) if cand is None else cand[rng.randrange(len(cand))]
                if fi not in taken:
                    break
            else:
                free = [fi for fi in (range(n) if cand is None else cand) if fi not in taken]
                if not free:
                    return None
                fi = free[rng.randrange(len(free))]
            taken.add(fi)
            dealt[k] = fi
        return dealt

    def _commit(self, g: Game, dealt: list[int]) -> None:
        # The slots take their faces. The deck cards whose face a slot took take instead the
        # faces of the slots that no slot took; every other deck card is left alone (shared).
        faces = self.faces
        owner = self.owner
        player = g.player(self.hidden)
        for (cid, zone, i), fi in zip(self.slots, dealt, strict=True):
            _set_face(g, cid, faces[fi], getattr(player, zone) if zone else None, i)
        taken = set(dealt)
        freed = [fi for fi in self.slot_faces if fi not in taken]
        deck = player.deck
        for fi in dealt:
            o = owner[fi]
            if o < 0:
                _set_face(g, deck[-1 - o].id, faces[freed.pop()], deck, -1 - o)


def _redeal_secrets(g: Game, side: str, rng: Rng) -> None:
    # A step holding the other side's sealed secret (the 1996 game's secret trace bid) has
    # ``redeal(game, side, rng)``: it returns itself with what ``side`` may not know drawn again.
    # The steps of one decision share one secret, so each gets the same draw (a copy of one rng).
    fork: Rng | None = None
    pending = g.pending
    for i, st in enumerate(pending):
        redeal = getattr(st, "redeal", None)
        if redeal is not None:
            fork = fork or Rng(rng.randrange(1 << 30))
            pending[i] = redeal(g, side, fork.copy())
    d = g._decision
    if d is None or not any(hasattr(st, "redeal") for st in d.steps):
        return
    fork = fork or Rng(rng.randrange(1 << 30))
    steps = tuple(
        st.redeal(g, side, fork.copy()) if hasattr(st, "redeal") else st for st in d.steps
    )
    g._decision = Decision(
        d.player,
        d.prompt,
        d.options,
        steps,
        d.public_prompt,
        d.kind,
        d.source,
        d.params,
        d.source_title,
        d.twins,
        d.then,
    )


def _fits(slot: str, server: str | None, data: CardData, defn: CardDef, advanced: bool) -> bool:
    t = data.type
    if slot == "facedown":  # a card of the Runner's installed face down (1996 hidden resources)
        return defn.install_facedown
    if slot == "ice" and t != "ice":
        return False
    if slot == "root" and t != "upgrade":
        return False
    if slot == "remote" and t not in ("agenda", "asset", "upgrade"):
        return False
    if advanced and not (t == "agenda" or defn.advanceable):
        return False
    if defn.rez_on_install:  # rezzed as it is installed: never a hidden installed card
        return False
    only = defn.install_only_in
    if isinstance(only, tuple):  # several servers (the 1996 Simon Francisco)
        return not (slot in ("root", "remote") and server not in only)
    return not (slot in ("root", "remote") and only not in (None, server))


def _set_face(g: Game, cid: int, face: _Face, shared: list[Card] | None, i: int) -> None:
    # give card ``cid`` of ``g`` the face ``face``; a card of a zone list shared with the game
    # cloned (at index ``i``) is replaced there by a private copy first
    card = g.cards[cid]
    if card.data.code == face[2]:
        return
    if shared is not None:
        card = g.unshare_card(shared, i)
    card.data, card.defn, _ = face
    card.title = card.data.title  # (kept beside the data: see ``Card``)


def _top_seen(steps: Sequence[Any]) -> int:
    """How many cards at the top of its own deck a decision with ``steps`` shows the deciding
    side (a step's ``top_seen``: arranging them, Precognition's ``PutAt``), looking into
    ``Chain``s; 0 for none."""
    seen = 0
    for st in steps:
        inner = getattr(st, "steps", None)
        if isinstance(inner, tuple):
            seen = max(seen, _top_seen(inner))
        else:
            seen = max(seen, getattr(st, "top_seen", 0))
    return seen


def _shuffle(deck: list[Card], fixed: set[int], rng: Rng) -> None:
    # A random order, the cards at the ``fixed`` positions staying there. Sorted first, so that
    # the order depends on the rng and the deck's cards alone, not on their hidden order. Moving
    # cards (not re-dealing what they are) keeps valid a decision naming one of them (Rabbit
    # Hole: install a copy from the stack).
    if not fixed:
        deck.sort(key=_code)
        rng.shuffle(deck)
        return
    free = [i for i in range(len(deck)) if i not in fixed]
    cards = sorted((deck[i] for i in free), key=_code)
    rng.shuffle(cards)
    for i, c in zip(free, cards, strict=True):
        deck[i] = c

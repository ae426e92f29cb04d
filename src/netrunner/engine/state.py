"""Plain-data game state: cards, players, servers, the run.

Everything here is ints, strings, small objects with ``__slots__`` and lists of them, so a game
clones by copying these objects (``copy()`` methods below), never by deep copy or replay. Cards
in hands, decks and discard piles (``SHARED_ZONES``) are shared between a game and its clones
until one of them moves the card: copy-on-move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .carddb import CardData

if TYPE_CHECKING:
    from .carddef import CardDef

# Zones
HAND = "hand"
DECK = "deck"
DISCARD = "discard"
SCORED = "scored"
ICE = "ice"
CONTENT = "content"
PROGRAM = "program"
HARDWARE = "hardware"
RESOURCE = "resource"
IDENTITY = "identity"
PLAY = "play"  # an operation or event while it resolves
HOSTED = "hosted"
REMOVED = "removed"  # removed from the game (forfeited agendas)

RIG_ZONES = (PROGRAM, HARDWARE, RESOURCE)
# Cards here are only ever changed by moving them out (``Game.move``), so ``Game.clone`` shares
# them with the copy instead of copying them (most of a game's cards sit in these zones). Any
# change to a card in one of these zones must first replace it by a copy (``Game.unshare``).
SHARED_ZONES = frozenset((HAND, DECK, DISCARD))
CENTRALS = ("HQ", "R&D", "Archives")


class Card:
    """One physical card in a game: its printed facts (shared) and what changes.

    ``title`` is ``data.title``, kept as an attribute (it is read more than anything else of a
    card): whatever gives a card other facts (a determinisation's redeal) sets both.
    """

    __slots__ = (
        "id",
        "data",
        "title",
        "defn",
        "side",
        "zone",
        "server",
        "rezzed",
        "faceup",
        "advancements",
        "counters",
        "host",
        "installed_turn",
    )

    def __init__(self, cid: int, data: CardData, defn: CardDef, side: str) -> None:
        self.id = cid
        self.data = data
        self.title: str = data.title  # (an attribute: read more than anything else of a card)
        self.defn = defn
        self.side = side
        self.zone = DECK
        self.server: str | None = None
        self.rezzed = False
        self.faceup = False
        self.advancements = 0
        self.counters: dict[str, int] = {}
        self.host: int | None = None
        self.installed_turn = 0

    @property
    def type(self) -> str:
        return self.data.type

    @property
    def installed(self) -> bool:
        return self.zone in (ICE, CONTENT, PROGRAM, HARDWARE, RESOURCE, HOSTED)

    @property
    def active(self) -> bool:
        """Installed and active: rezzed for Corp cards, always for the Runner's rig."""
        if self.side == "corp":
            return self.rezzed and self.zone in (ICE, CONTENT)
        return self.zone in RIG_ZONES

    def copy(self) -> Card:
        c = Card.__new__(Card)
        c.id = self.id
        c.data = self.data
        c.title = self.title
        c.defn = self.defn
        c.side = self.side
        c.zone = self.zone
        c.server = self.server
        c.rezzed = self.rezzed
        c.faceup = self.faceup
        c.advancements = self.advancements
        c.counters = dict(self.counters) if self.counters else {}
        c.host = self.host
        c.installed_turn = self.installed_turn
        return c

    def __repr__(self) -> str:
        return f"<{self.title} #{self.id} {self.zone}{' ' + self.server if self.server else ''}>"


class Server:
    """A server: ice (innermost first, the order they were installed), content (root) and
    counters put in the server itself, not on a card (the 1996 game's Pox counters in a fort)."""

    __slots__ = ("name", "ice", "content", "counters")

    def __init__(self, name: str) -> None:
        self.name = name
        self.ice: list[Card] = []
        self.content: list[Card] = []
        self.counters: dict[str, int] = {}

    @property
    def is_remote(self) -> bool:
        return self.name not in CENTRALS

    @property
    def is_empty_remote(self) -> bool:
        """A remote server with no ice and nothing in its root (the rules remove it)."""
        return not self.ice and not self.content and self.name not in CENTRALS


class Player:
    """One side's pools and zones (a few fields are used by one side only)."""

    __slots__ = (
        "side",
        "identity",
        "credits",
        "clicks",
        "hand",
        "deck",
        "discard",
        "scored",
        "bad_publicity",
        "tags",
        "brain_damage",
        "program",
        "hardware",
        "resource",
        "servers",
        "mulliganed",
        "agenda_adjust",
        "forgo",
        "counters",
    )

    def __init__(self, side: str) -> None:
        self.side = side
        self.identity: Card | None = None
        self.credits = 5
        self.clicks = 0
        self.hand: list[Card] = []
        self.deck: list[Card] = []
        self.discard: list[Card] = []
        self.scored: list[Card] = []
        self.bad_publicity = 0
        self.tags = 0
        self.brain_damage = 0
        self.program: list[Card] = []
        self.hardware: list[Card] = []
        self.resource: list[Card] = []
        self.servers: dict[str, Server] = {}
        self.mulliganed = False
        # agenda points gained or spent apart from the agenda cards (the 1996 game's counter:
        # Hot Tip for WNS); changed only through ``Game.add_agenda_points``
        self.agenda_adjust = 0
        # actions owed: taken off the player's next turns' allowance until paid (the 1996 game's
        # "forgo"; always 0 in Android: Netrunner)
        self.forgo = 0
        # counters on the player, not on a card (the 1996 Butcher Boy counters given to the Corp)
        self.counters: dict[str, int] = {}

    @property
    def agenda_points(self) -> int:
        """The scored (or stolen) agendas' points, plus the points gained or spent apart from
        them (``agenda_adjust``)."""
        n = self.agenda_adjust
        for c in self.scored:
            n += c.data.agenda_points or 0
        return n

    def rig(self) -> list[Card]:
        return self.program + self.hardware + self.resource

    def hides_rig_card(self) -> bool:
        """Has this player (the Runner) a card of its rig installed face down (the 1996 hidden
        resources)? (``Game.hides_rig_card`` asks only once one has been: cheaper.)"""
        for zone in (self.program, self.hardware, self.resource):
            for c in zone:
                if not c.faceup:
                    return True
        return False


class RunState:
    """The run in progress. ``position`` indexes the server's ice list (innermost = 0)."""

    __slots__ = (
        "server",
        "position",
        "phase",
        "ice_id",
        "bp_credits",
        "successful",
        "ended",
        "broken",
        "broke_with",
        "access_extra",
        "replace_access",
        "source",
        "bypass",
        "bypassed",
        "jump_to",
        "mods",
        "after",
    )

    def __init__(self, server: str, position: int, bp_credits: int, source: Any = None) -> None:
        self.server = server
        self.position = position
        self.phase = "initiation"
        self.ice_id: int | None = None
        self.bp_credits = bp_credits
        self.successful = False
        self.ended = False
        self.broken: tuple[int, ...] = ()
        self.broke_with: tuple[int, ...] = ()
        self.access_extra = 0
        self.replace_access: Any = None
        self.source = source
        self.bypass = False  # bypass the next piece of ice encountered (Inside Job)
        self.bypassed = False  # the current encounter was bypassed (Femme Fatale)
        self.jump_to: int | None = None  # after this encounter, approach this ice (Cell Portal)
        self.mods: dict[str, int] = {}  # "free_trash", ... set by the card that made the run
        # steps to run once the run is over (its end's triggers done, the run state gone)
        self.after: tuple[Any, ...] = ()

    def copy(self) -> RunState:
        r = RunState.__new__(RunState)
        for s in RunState.__slots__:
            setattr(r, s, getattr(self, s))
        r.mods = dict(self.mods)
        return r

"""Taking back decisions: :meth:`Game.undo` (the last choices, whoever made them, replayed away)
and the rule of what a player may take back on their own (:meth:`Game.undoable`,
:meth:`Game.take_back`), for every client (the server, the terminal).

The rule: a player may take back a trailing run of their own decisions, crossing the other
player's passes of paid-ability windows (the windows every action gives the other player), but
not crossing

- any other decision of the other player (an answer: a rez, a bid, an action...), nor
- a step that showed the player something new: a card title they could not see before (a draw,
  an access, a card turned face up, a card shown in a decision), or any use of the game's random
  generator (a shuffle, a random access in HQ, a die, a random discard).

A step is a choice and everything the engine did after it until the next decision. Whether a
step showed a side something new is found by comparing what the side knew at the decision with
what it knew at the next one (:class:`Knowledge`): taking such a step back would let a player
peek and choose again.

>>> import netrunner
>>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=7)
>>> g.undoable("corp")
Undoable(points=(), stop='start', length=0)
>>> g.choose(0)  # the Corp keeps its hand
>>> g.undoable("corp").points
(0,)
>>> [o.kind for o in g.take_back("corp")]
['keep']
>>> len(g.history), g.decision.player
(0, 'corp')
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from .decision import IllegalChoice

if TYPE_CHECKING:
    from .decision import Decision, Option
    from .game import Game

SIDES = ("corp", "runner")
#: the words of ``Undoable.stop``: why a player may take back no more than ``points`` allow
STOPS = ("start", "opponent", "revealed")


class Knowledge(NamedTuple):
    """What a side knows at a decision, as far as taking back goes: the random generator's
    state, how many cards of each title it sees in play, hands and piles, the titles only the
    decision shows (a card looked at or accessed), and (the Runner) the Corp cards it has seen
    and can still follow (``Game.known_to_runner``)."""

    rng: int
    zones: Counter[str]
    shown: frozenset[str]
    known: frozenset[int]

    @classmethod
    def of(cls, g: Game, side: str) -> Knowledge:
        view: dict[str, Any] = dict(g.view(side))
        decision = view.pop("decision", None)
        view.pop("run", None)  # the ice of a run is in its server already
        zones: Counter[str] = Counter()
        _titles(view, zones)
        shown: set[str] = set()
        if decision and "options" in decision:
            if decision.get("source_title"):
                shown.add(decision["source_title"])
            shown.update(o["card"] for o in decision["options"] if o.get("card"))
        shown.difference_update(zones)
        known = g.known_to_runner if side == "runner" else frozenset()
        return cls(g.rng.getstate(), zones, frozenset(shown), known)

    def news(self, after: Knowledge) -> bool:
        """Did ``after`` (the next decision's knowledge) show something this did not?"""
        if after.rng != self.rng or after.known - self.known:
            return True
        if any(n > self.zones.get(t, 0) for t, n in after.zones.items()):
            return True
        return not after.shown <= (self.shown | set(self.zones))


def _titles(node: Any, out: Counter[str]) -> None:
    if isinstance(node, dict):
        title = node.get("title")
        if isinstance(title, str) and "id" in node:
            out[title] += 1
        for v in node.values():
            if isinstance(v, (dict, list)):
                _titles(v, out)
    elif isinstance(node, list):
        for v in node:
            _titles(v, out)


class Step(NamedTuple):
    """One choice of the history: who made it, the decision's kind, the option's kind, and the
    sides it showed something new (``Knowledge.news``)."""

    player: str
    kind: str
    option: str
    news: frozenset[str]


class Undoable(NamedTuple):
    """What a side may take back now (:meth:`Game.undoable`).

    ``points``: the history indices of the side's own decisions it may go back to, oldest
    first (going back to ``points[i]`` takes back ``length - points[i]`` choices, the other
    player's passes among them); ``len(points)`` is how many of its decisions it may take back.
    ``stop``: why no further: ``"start"`` (no decision of the side's before: the game's
    start), ``"opponent"`` (the other
    player answered: a decision of theirs other than passing a paid-ability window) or
    ``"revealed"`` (a step showed the side something new). ``length`` is ``len(game.history)``.
    """

    points: tuple[int, ...]
    stop: str
    length: int

    def choices(self, decisions: int = 1) -> int:
        """How many choices of the history taking back ``decisions`` of the side's own takes."""
        if not 1 <= decisions <= len(self.points):
            raise IllegalChoice(
                f"cannot take back {decisions} decisions: expected 1 to {len(self.points)}"
                if self.points
                else "nothing to take back: " + why_not(self.stop)
            )
        return self.length - self.points[-decisions]


def why_not(stop: str, opponent: str = "the other player") -> str:
    """A sentence saying why nothing (more) may be taken back, for ``Undoable.stop``."""
    return {
        "start": "no decision of yours since the game began",
        "opponent": f"{opponent} has answered since your last decision",
        "revealed": "your last decision showed you something you had not seen (a card, or a "
        "random outcome)",
    }[stop]


class Recorder:
    """The take-back record of a game: a :class:`Step` per history entry and both sides'
    knowledge at the current decision. Kept by the game once :meth:`Game.undoable` has been
    asked (then each ``choose`` costs two views more); a clone does not carry it."""

    __slots__ = ("steps", "known")

    def __init__(self, g: Game) -> None:
        self.steps: list[Step] = []
        self.known = {side: Knowledge.of(g, side) for side in SIDES}

    def record(self, g: Game, d: Decision, option: Option) -> None:
        after = {side: Knowledge.of(g, side) for side in SIDES}
        news = frozenset(s for s in SIDES if self.known[s].news(after[s]))
        self.steps.append(Step(d.player, d.kind, option.kind, news))
        self.known = after


def undoable(steps: list[Step], side: str) -> Undoable:
    """The rule (module docstring) applied to a game's steps, for ``side``."""
    points: list[int] = []
    stop = "start"
    for i in range(len(steps) - 1, -1, -1):
        s = steps[i]
        if s.player != side and not (s.kind == "paid_abilities" and s.option == "pass"):
            stop = "opponent"
            break
        if side in s.news:
            stop = "revealed"
            break
        if s.player == side:
            points.append(i)
    if not points and all(s.player != side for s in steps):
        stop = "start"  # the side has made no decision at all
    return Undoable(tuple(reversed(points)), stop, len(steps))


__all__ = ["Knowledge", "Recorder", "Step", "Undoable", "STOPS", "undoable", "why_not"]

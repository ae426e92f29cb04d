"""A game between people and a bot, as any front end drives it (no printing here).

:class:`GameSession` holds the game, which sides are people and the bot, and answers what a
screen asks: the next decision a person must really answer (a person's decision whose single
option is a free pass is taken for them, and the bot moves, on the way), the log entries not yet
shown, whether a hotseat handover is due, taking back a person's last decisions, conceding (after
a confirmation the front end asks), and, once the game is over, the reveal of both sides' hidden
cards and a summary.

>>> import netrunner
>>> from netrunner.bots import RandomBot
>>> game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
>>> s = GameSession(game, humans=["runner"], bot=RandomBot(3))
>>> d = s.next_decision()  # the bot kept or redrew the Corp's hand on the way
>>> d.player, d.options[0].label
('runner', 'Keep this hand')
>>> [e.text for e in s.new_log() if e.kind == "bot"]
['The Corp decides whether to take a mulligan.']
>>> s.choose(0)
>>> s.concede("runner")
>>> s.summary().winner, s.summary().reason
('corp', 'the Runner conceded')
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass, field
from typing import Literal

from ..bots import Bot
from ..bots.base import observation_for
from ..engine.decision import Decision, IllegalChoice, Option
from ..engine.game import Game
from ..engine.undo import why_not
from ..engine.view import visible_to
from .saves import GameSave

WHO = {"corp": "Corp", "runner": "Runner"}
OTHER = {"corp": "runner", "runner": "corp"}

REASONS = {
    "agenda_points": "agenda points",
    "flatline": "the Runner was flatlined",
    "rd_empty": "the Corp had to draw from an empty R&D",
    "card": "a card made the other player lose (the log says which)",
    "concede": "concession",
    "bad_publicity": "the Corp had 7 Bad Publicity points",
}

#: how many cards of R&D's top the reveal shows
RD_TOP = 5


@dataclass(frozen=True)
class LogEntry:
    """One line for the screen.

    ``kind``: ``"line"`` a public log line; ``"bot"`` the bot's decision (``text`` is its public
    prompt, ``side`` the bot's side; its log lines follow); ``"auto"`` a lone option taken for
    the person of ``side`` (``text`` is its label: show it to that side only, it may name their
    own hidden cards); ``"undo"`` decisions the person of ``side`` took back (``text`` says which:
    that side only, too).
    """

    kind: Literal["line", "bot", "auto", "undo"]
    text: str
    side: str | None = None


@dataclass(frozen=True)
class Summary:
    """How a game ended: the winner, the reason in words, the turns played, and each side's
    agenda points by source (``(title, points, how)``; how is "scored" or "stolen") with the
    points gained apart from cards (``other``)."""

    winner: str | None
    reason: str
    turns: int
    points: dict[str, int]
    agendas: dict[str, list[tuple[str, int, str]]]
    other: dict[str, int]


@dataclass
class GameSession:
    """One game between ``humans`` (the sides people answer) and ``bot`` (the other side).

    ``every_prompt``: show a person every decision, even one with a single option. Without it, a
    lone option is taken for the person only when it costs nothing and loses nothing
    (:func:`free_pass`); any other lone option (an install that trashes their ice first, a
    payment) is put to them. ``save``:
    where the game is saved as it goes (:mod:`netrunner.cli.saves`): written at once, after
    every choice of a person, before each decision put to a person, after a take-back and at
    the end. A save that cannot be written leaves ``save_error`` saying why (the game goes on,
    unsaved).
    """

    game: Game
    humans: Collection[str]
    bot: Bot | None = None
    every_prompt: bool = False
    save: GameSave | None = None
    save_error: str | None = None
    _choices: list[int] = field(default_factory=list)  # game.history as option indices
    _entries: list[LogEntry] = field(default_factory=list)
    _read: int = 0  # log lines of the game already turned into entries
    _shown: int = 0  # entries already handed out by new_log
    _seat: str | None = None  # the person who answered last
    #: lone-option decisions taken for a person, and decisions put to a person
    auto_taken: int = 0
    asked: int = 0
    _auto: set[int] = field(default_factory=set)  # history indices of the choices taken for people

    def __post_init__(self) -> None:
        self.humans = frozenset(self.humans)
        if len(self.humans) < 2 and self.bot is None:
            raise ValueError("a side nobody plays needs a bot")
        self._save()

    @property
    def hotseat(self) -> bool:
        """True when people play both sides."""
        return len(self.humans) == 2

    @property
    def over(self) -> bool:
        return self.game.over

    # ------------------------------------------------------------------ the flow

    def _collect(self) -> None:
        log = self.game.log
        self._entries += [LogEntry("line", line) for line in log[self._read :]]
        self._read = len(log)

    def next_decision(self) -> Decision | None:
        """The next decision a person must answer (None once the game is over).

        On the way the bot answers its side's decisions and a person's decision with a single
        option is taken for them (unless ``every_prompt``); both show in :meth:`new_log`.
        """
        g = self.game
        while (d := g.decision) is not None:
            self._collect()
            if d.player in self.humans:
                if len(d.options) == 1 and not self.every_prompt and free_pass(d.options[0]):
                    self._entries.append(LogEntry("auto", d.options[0].label, d.player))
                    self.auto_taken += 1
                    self._auto.add(len(g.history))
                    self._choose(0)
                    continue
                self.asked += 1
                self._save()
                return d
            assert self.bot is not None
            option = self.bot.choose(observation_for(self.bot, g, d.player), d)
            self._choose(d.index_of(option))
            # only the public prompt names the decision: option labels may name hidden cards
            if len(g.log) > self._read:
                self._entries.append(LogEntry("bot", d.public_prompt, d.player))
                self._collect()
        self._collect()
        self._save()
        return None

    def _choose(self, index: int) -> None:
        """Every choice goes through here: the game's, and the save's list of indices."""
        self.game.choose(index)
        self._choices.append(index)

    def choose(self, index: int) -> None:
        """The person answers the current decision with option ``index`` (from 0); raises
        :class:`~netrunner.IllegalChoice` (the game unchanged) for a bad index."""
        d = self.game.decision
        if d is not None:
            index = d.index_of(index)
            self._seat = d.player
        self._choose(index)
        self._save()

    # ------------------------------------------------------------------ the save

    def _save(self) -> None:
        if self.save is None or self.save_error is not None:
            return
        if len(self._choices) != len(self.game.history):
            self._choices = choice_indices(self.game, self.save)
        try:
            self.save.write(self.game, self._choices)
        except OSError as e:
            self.save_error = f"cannot write {self.save.path}: {e.strerror or e}"

    @property
    def saved_to(self) -> str | None:
        """The file the game is saved in (None: not saved, or the save failed)."""
        if self.save is None or self.save_error is not None:
            return None
        return str(self.save.path)

    def leave_question(self) -> str:
        """What to ask before the person leaves the game (Ctrl+C)."""
        if self.saved_to is None:
            why = f" ({self.save_error})" if self.save_error else ""
            return f"Leave the game? It is not saved{why}: leaving ends it."
        return "Leave the game? It is saved: `netrunner play --resume` continues it."

    def farewell(self) -> list[str]:
        """Where the game is saved and how to come back to it, as the person leaves."""
        where = self.saved_to
        if where is None:
            return [f"The game was not saved: {self.save_error}."] if self.save_error else []
        if self.game.over:
            return [f"The game is saved in {where}: `netrunner replay {where}` prints it."]
        return [
            f"The game is saved in {where}.",
            "`netrunner play --resume` continues it (the most recent unfinished game; "
            "`netrunner saved` lists them).",
        ]

    def new_log(self, viewer: str | None = None) -> list[LogEntry]:
        """The entries not handed out before, each once. In hotseat give ``viewer`` (the side
        about to see them): the other side's "taken for you" entries are left out."""
        self._collect()
        out = self._entries[self._shown :]
        self._shown = len(self._entries)
        if viewer is not None:
            out = [e for e in out if e.kind not in ("auto", "undo") or e.side == viewer]
        return out

    def handover_due(self, d: Decision | None = None) -> str | None:
        """In hotseat, the side that must take the seat before answering ``d`` (the current
        decision) when it is not the side that answered last; else None."""
        d = d if d is not None else self.game.decision
        if not self.hotseat or d is None or d.player == self._seat:
            return None
        return d.player

    def take_seat(self, side: str) -> None:
        """The person of ``side`` now sits at the keyboard (after a handover)."""
        self._seat = side

    # ------------------------------------------------------------------ taking back

    def _plan_take_back(self, side: str, decisions: int) -> int:
        """How many of ``side``'s decisions (the ones taken for them counted too) taking back its
        last ``decisions`` answered ones takes; raises ``IllegalChoice`` saying why not."""
        if self.game.over and self.game.win_reason == "concede":
            raise IllegalChoice("the game ended by a concession: there is nothing to take back")
        u = self.game.undoable(side)
        answered = 0
        for mine, point in enumerate(reversed(u.points), 1):
            if point not in self._auto:
                answered += 1
                if answered == decisions:
                    return mine
        opponent = "the bot" if self.bot is not None else f"the {WHO[OTHER[side]]}"
        if answered == 0:
            raise IllegalChoice("nothing to take back: " + why_not(u.stop, opponent))
        raise IllegalChoice(
            f"cannot take back {decisions} decisions: {answered} at most ({why_not(u.stop, opponent)})"
        )

    def can_take_back(self, side: str) -> bool:
        """May ``side`` take back its last decision now (:meth:`take_back`)?"""
        try:
            self._plan_take_back(side, 1)
        except IllegalChoice:
            return False
        return True

    def why_not_take_back(self, side: str) -> str | None:
        """Why ``side`` may not take back its last decision now (None: it may)."""
        try:
            self._plan_take_back(side, 1)
        except IllegalChoice as e:
            return str(e)
        return None

    def take_back(self, side: str, decisions: int = 1) -> list[Option]:
        """``side`` takes back its last ``decisions`` decisions (with the free passes taken for
        it since, and the other side's passes of paid-ability windows: the engine's rule,
        :meth:`Game.take_back <netrunner.engine.game.Game.take_back>`); the options taken back,
        oldest first. Raises :class:`~netrunner.IllegalChoice` saying why not ("the bot has
        answered since your last decision", "... showed you something you had not seen ..."),
        the game unchanged.

        >>> import netrunner
        >>> from netrunner.bots import RandomBot
        >>> s = GameSession(netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3),
        ...                 ["runner"], RandomBot(3))
        >>> d = s.next_decision()
        >>> s.can_take_back("runner")
        False
        """
        mine = self._plan_take_back(side, decisions)
        g = self.game
        taken = g.take_back(side, mine)
        self._auto = {i for i in self._auto if i < len(g.history)}
        self._read = len(g.log)
        del self._choices[len(g.history) :]
        said = "; ".join(o.label for o in taken)
        self._entries.append(LogEntry("undo", f"Taken back: {said}", side))
        self._seat = side
        self._save()
        return taken

    # ------------------------------------------------------------------ conceding

    def concede_question(self, side: str) -> str:
        """What to ask before ``side`` concedes (answered yes: call :meth:`concede`)."""
        return f"Concede the game? The {WHO[OTHER[side]]} wins. Type y to concede"

    def concede(self, side: str) -> None:
        """``side`` concedes: the other side wins."""
        self.game.concede(side)
        self._collect()
        self._save()

    # ------------------------------------------------------------------ at the end

    def reveal(self) -> dict[str, dict[str, list[str]]]:
        """Both sides' hidden cards once the game is over, by place: HQ, R&D's top (the next
        cards first), the Corp's facedown installed cards and unrezzed ice by server, Archives'
        facedown cards, the grip. Raises ``ValueError`` while the game goes on."""
        g = self.game
        if not g.over:
            raise ValueError("the hidden cards are shown only when the game is over")
        corp: dict[str, list[str]] = {
            "HQ": [c.title for c in g.corp.hand],
            f"R&D (top {RD_TOP})": [c.title for c in g.corp.deck[:RD_TOP]],
        }
        for name, server in g.corp.servers.items():
            hidden = [f"{c.title} (ice)" for c in server.ice if not visible_to(g, c, "runner")]
            hidden += [c.title for c in server.content if not visible_to(g, c, "runner")]
            if hidden:
                corp[f"{name}, facedown"] = hidden
        facedown = [c.title for c in g.corp.discard if not visible_to(g, c, "runner")]
        if facedown:
            corp["Archives, facedown"] = facedown
        runner: dict[str, list[str]] = {"Grip": [c.title for c in g.runner.hand]}
        return {"corp": corp, "runner": runner}

    def summary(self) -> Summary:
        """Winner, reason, turns and agenda points by source (the game need not be over:
        the winner is then None)."""
        g = self.game
        reason = REASONS.get(g.win_reason or "", g.win_reason or "the game goes on")
        if g.win_reason == "concede" and g.winner in WHO:
            reason = f"the {WHO[OTHER[g.winner]]} conceded"
        agendas: dict[str, list[tuple[str, int, str]]] = {}
        points: dict[str, int] = {}
        other: dict[str, int] = {}
        for side, p in (("corp", g.corp), ("runner", g.runner)):
            how = "scored" if side == "corp" else "stolen"
            rows = [(c.title, c.data.agenda_points or 0, how) for c in p.scored]
            agendas[side] = rows
            points[side] = p.agenda_points
            other[side] = p.agenda_points - sum(n for _, n, _ in rows)
        return Summary(g.winner, reason, g.turn, points, agendas, other)


def choice_indices(game: Game, save: GameSave) -> list[int]:
    """``game.history`` as option indices, found by replaying it from the save's decks (for
    choices made on the game directly, not through the session)."""
    g = Game.new(
        save.corp,
        save.runner,
        seed=save.seed,
        ruleset=save.ruleset,
        allow_undefined=save.allow_undefined,
    )
    out: list[int] = []
    for o in game.history:
        d = g.decision
        assert d is not None
        i = d.index_of(o)
        g.choose(i)
        out.append(i)
    return out


def free_pass(option: Option) -> bool:
    """May a lone option be taken for a person without asking? Only a pass (``kind`` "pass":
    "Done", "Rez nothing more", "End your action phase") that costs nothing: an option that pays,
    trashes one of their cards first or acts is put to them even when it is the only one.

    >>> from netrunner.engine.cost import Cost
    >>> free_pass(Option("pass", label="Done")), free_pass(Option("choose", label="First trash"))
    (True, False)
    >>> free_pass(Option("pass", label="Install it, paying 1 credit", cost=Cost(credits=1)))
    False
    """
    return option.kind == "pass" and option.cost.is_free


def summary_lines(s: Summary) -> list[str]:
    """The summary in sentences, for any front end.

    >>> summary_lines(Summary("corp", "agenda points", 9, {"corp": 7, "runner": 2},
    ...     {"corp": [("Hostile Takeover", 1, "scored")], "runner": []}, {"corp": 6, "runner": 2}))
    ... # doctest: +NORMALIZE_WHITESPACE
    ['The Corp wins (agenda points) after 9 turns.', 'Corp: 7 agenda points: Hostile Takeover
    (1, scored), 6 apart from agendas.', 'Runner: 2 agenda points: 2 apart from agendas.']
    """
    winner = WHO.get(s.winner or "", "nobody")
    turns = "1 turn" if s.turns == 1 else f"{s.turns} turns"
    out = [f"The {winner} wins ({s.reason}) after {turns}."]
    for side in ("corp", "runner"):
        parts = [f"{t} ({n}, {how})" for t, n, how in s.agendas[side]]
        if s.other[side]:
            parts.append(f"{s.other[side]} apart from agendas")
        n = s.points[side]
        head = f"{WHO[side]}: {n} agenda point{'' if n == 1 else 's'}"
        out.append(head + (": " + ", ".join(parts) if parts else "") + ".")
    return out


__all__ = [
    "GameSession",
    "LogEntry",
    "Summary",
    "choice_indices",
    "free_pass",
    "summary_lines",
    "REASONS",
    "WHO",
]

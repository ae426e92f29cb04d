"""Decisions and options: the one way anyone (player, bot, test) acts on a game.

Every choice, from a click action to a trace bid, is a :class:`Decision` whose ``options`` are
enumerable :class:`Option` values. ``Game.choose`` applies one of them.

>>> opt = Option("credit", label="Gain 1 credit")
>>> opt.kind, opt.label
('credit', 'Gain 1 credit')
"""

from __future__ import annotations

from collections.abc import Callable
from operator import itemgetter
from typing import Any, NamedTuple

from .cost import FREE, Cost

_tuple_new = tuple.__new__

#: The option kinds of docs/api.md, in its order (the AI adapters' action encoding follows it).
KINDS: tuple[str, ...] = (
    "keep",
    "mulligan",
    "credit",
    "draw",
    "install",
    "play",
    "advance",
    "run",
    "remove_tag",
    "trash_resource",
    "purge",
    "ability",
    "rez",
    "score",
    "break",
    "boost",
    "jack_out",
    "trace",
    "link",
    "steal",
    "trash",
    "access",
    "discard",
    "choose",
    "pass",
    "break_all",
    "cancel",
)


class IllegalChoice(ValueError):
    """Raised by ``Game.choose`` for anything that is not an option of the current decision.

    The message says what was expected; the game is left exactly as it was.
    """


class Option(NamedTuple):
    """One enumerable answer to a :class:`Decision`.

    ``kind`` is a word from the API vocabulary; ``card`` is a title (None when not about a card or
    when the deciding player may not know it); ``card_id`` is the view id of that card where it is
    in view; ``label`` is human text, unique within its decision; ``cost`` is what choosing it
    spends (:class:`~netrunner.engine.cost.Cost`, all zero when free); ``subroutine`` is, for a
    ``break``, the index of the subroutine on the ice (0 is the first).

    Immutable, hashable and compared field by field. (A named tuple rather than a frozen
    dataclass: the engine builds a few dozen per search iteration, and this is over twice as
    cheap to build.) :meth:`new` builds the same value at half the cost again; the engine's
    option lists use it.

    >>> Option("run", server="HQ", label="Run HQ").server
    'HQ'
    """

    kind: str
    card: str | None = None
    card_id: int | None = None
    server: str | None = None
    target: str | None = None
    amount: int | None = None
    label: str = ""
    cost: Cost = FREE
    subroutine: int | None = None

    @staticmethod
    def new(
        kind: str,
        card: str | None = None,
        card_id: int | None = None,
        server: str | None = None,
        target: str | None = None,
        amount: int | None = None,
        label: str = "",
        cost: Cost = FREE,
        subroutine: int | None = None,
    ) -> Option:
        """``Option(...)``, the same fields and defaults, built without calling the class: a
        class call passes keyword arguments through a dict and a second function, which makes it
        over twice as slow (``tests/test_decision.py`` keeps the two signatures the same).

        >>> Option.new("run", server="HQ", label="Run HQ") == Option("run", server="HQ", label="Run HQ")
        True
        """
        return _tuple_new(
            Option, (kind, card, card_id, server, target, amount, label, cost, subroutine)
        )

    def to_dict(self) -> dict[str, Any]:
        """The option as plain JSON-ready data."""
        return {
            "kind": self.kind,
            "card": self.card,
            "card_id": self.card_id,
            "server": self.server,
            "target": self.target,
            "amount": self.amount,
            "label": self.label,
            "cost": self.cost.to_dict(),
            "subroutine": self.subroutine,
        }


#: What a decision is about (``Decision.kind``), in the order of docs/api.md.
DECISION_KINDS: tuple[str, ...] = (
    "mulligan",  # keep the starting hand or take a mulligan
    "action",  # an action of your action phase (params: clicks left; 0: the last window of it)
    "paid_abilities",  # a paid-ability window: rez cards, use abilities, or pass
    "rez",  # rez the approached ice (source) or another card, or none
    "encounter",  # break subroutines and boost strength while encountering ice (source)
    "jack_out",  # after passing ice: continue the run or jack out
    "replace_access",  # a successful run: access cards or use an ability instead
    "access",  # which card to access next
    "steal",  # steal the accessed agenda (source): pay a steal cost or not; or trash it instead
    "trash",  # pay to trash the accessed card (source), or leave it
    "trace",  # the Corp's trace bid (params: base strength)
    "link",  # the Runner's link bid (params: trace strength, link)
    "discard",  # discard down to maximum hand size
    "prevent",  # prevent damage, tags, a trash or an expose about to happen
    "forfeit",  # which agenda to forfeit (a cost)
    "order",  # in which order simultaneous abilities resolve
    "choose",  # any other choice a card asks for (source: that card)
    "secret",  # a number chosen in secret, revealed with the other player's (source: that card)
)


class Decision:
    """What one player must answer now.

    ``kind`` names what is being decided (a word of :data:`DECISION_KINDS`); ``source`` is the id
    of the card that asks (or None) and ``source_title`` its title when the deciding player may
    know it; ``params`` holds the numbers the decision is about (a trace's base strength, how many
    subroutines are unbroken, damage to prevent), so no client needs to read the prompt.

    ``steps`` is aligned with ``options``: choosing option *i* pushes ``steps[i]`` on the game's
    stack. Both tuples are immutable, so a cloned game shares its decision safely.
    """

    __slots__ = (
        "player",
        "prompt",
        "options",
        "steps",
        "public_prompt",
        "kind",
        "source",
        "params",
        "source_title",
        "twins",
        "then",
    )

    def __init__(
        self,
        player: str,
        prompt: str,
        options: tuple[Option, ...],
        steps: tuple[Any, ...],
        public_prompt: str | None = None,
        kind: str = "choose",
        source: int | None = None,
        params: dict[str, Any] | None = None,
        source_title: str | None = None,
        twins: tuple[int, ...] = (),
        then: Any = None,
    ) -> None:
        self.player = player
        self.prompt = prompt
        self.options = options
        self.steps = steps
        # What the other player sees: never the private prompt by default, so a prompt naming a
        # hidden card can't leak through a forgotten public_prompt.
        who = "Corp" if player == "corp" else "Runner"
        self.public_prompt = public_prompt if public_prompt is not None else f"The {who} decides."
        self.kind = kind
        self.source = source
        self.params: dict[str, Any] = params if params is not None else {}
        self.source_title = source_title
        # for each option, 0 if its label reads like no other's; else its rank (1, 2...) among the
        # options whose labels read alike and were told apart by words added at their end
        self.twins = twins or (0,) * len(options)
        # a step that runs after whichever option's step (the action decisions' AfterAction):
        # one for the decision rather than a Chain built for each option
        self.then = then

    def __repr__(self) -> str:
        return f"Decision({self.player!r}, {self.prompt!r}, {len(self.options)} options)"

    def index_of(self, choice: Option | int) -> int:
        """The index of ``choice`` among the options, or raise :class:`IllegalChoice`."""
        if isinstance(choice, bool):
            raise IllegalChoice(f"expected an Option or an index 0-{len(self.options) - 1}")
        if isinstance(choice, int):
            if 0 <= choice < len(self.options):
                return choice
            raise IllegalChoice(
                f"option index {choice} is out of range: expected 0-{len(self.options) - 1} "
                f"for {self.prompt!r}"
            )
        if isinstance(choice, Option):
            for i, o in enumerate(self.options):
                if o == choice:
                    return i
            labels = "; ".join(o.label for o in self.options)
            raise IllegalChoice(
                f"{choice.label or choice.kind!r} is not an option of {self.prompt!r}; "
                f"expected one of: {labels}"
            )
        raise IllegalChoice(
            f"expected an Option of the current decision or its index, got {type(choice).__name__}"
        )


# an option's label, read as a tuple item (a named tuple's field by name is a descriptor call)
_LABEL = itemgetter(Option._fields.index("label"))


def finish_options(
    pairs: list[tuple[Option, Any]],
    tell_apart: Callable[[list[Option]], list[str]] | None = None,
) -> tuple[tuple[Option, ...], tuple[Any, ...], tuple[int, ...]]:
    """Drop duplicate options (same fields) and make labels unique within the decision: options
    whose labels read alike get words that tell them apart (``tell_apart(options)``: what differs
    between the cards they are about), else "choice 1", "choice 2". Returns the options, their
    steps and their twin ranks (see ``Decision.twins``: () when no labels read alike)."""
    if pairs:
        options, steps = zip(*pairs, strict=True)
        if len(set(map(_LABEL, options))) == len(options):
            # every label differs, so every option does: nothing to drop, nothing to tell apart
            # (a label's hash is kept by the string; an option's is computed field by field)
            return options, steps, ()
    unique: dict[Option, Any] = {}
    for o, s in pairs:
        unique.setdefault(o, s)  # an Option is its fields: a tuple (hashed once here)
    opts = list(unique)
    steps = tuple(unique.values())
    clash = len({o.label for o in opts}) < len(opts)
    twins: tuple[int, ...] = ()
    if clash:
        ranks = [0] * len(opts)
        groups: dict[str, list[int]] = {}
        for i, o in enumerate(opts):
            groups.setdefault(o.label, []).append(i)
        for same in groups.values():
            if len(same) < 2:
                continue
            group = [opts[i] for i in same]
            if tell_apart is not None:
                words = tell_apart(group)
            else:
                words = [f"choice {n}" for n in range(1, len(group) + 1)]
            for rank, (i, w) in enumerate(zip(same, words, strict=True), 1):
                opts[i] = opts[i]._replace(label=f"{opts[i].label} ({w})")
                ranks[i] = rank
        twins = tuple(ranks)
    return tuple(opts), steps, twins

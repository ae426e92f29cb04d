"""What every effect module builds on: the steps that resolve a card's effects (``Resolve``,
``Chain``, ``NOTHING``, ``Say``), the words of effect text (``plural``, ``who``, ``the``,
``a_or_an``, ``in_parens``, ``join_texts``), finding the cards an effect is about
(``installed_ice``, ``one_per_title``, ``card_is``, ``advancements``) and the run under way
(``live_run``), and the card a decision is asked for (``source_id``).

The primitives themselves live in :mod:`.effects` (conditions, credits, cards, advancing),
:mod:`.fetch` (decks and hands), :mod:`.damage` (damage, tags, trashing, exposing, and preventing
them), :mod:`.trace` and :mod:`.choices`; all of them stay importable from :mod:`.effects`.

>>> from netrunner.engine.carddb import CORP, RUNNER
>>> who(CORP), the(RUNNER), plural(2, "tag")
('The Corp', 'the Runner', '2 tags')
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple, TypeVar

from .carddb import CORP
from .decision import Option

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .state import Card, RunState


# ---------------------------------------------------------------------- words


def plural(n: int, word: str) -> str:
    """``n`` and ``word``, in the plural unless ``n`` is 1.

    >>> plural(1, "card"), plural(3, "advancement token")
    ('1 card', '3 advancement tokens')
    """
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def who(side: str) -> str:
    """The player of ``side`` starting a sentence: "The Corp" or "The Runner"."""
    return "The Corp" if side == CORP else "The Runner"


def the(side: str) -> str:
    """The player of ``side`` inside a sentence: "the Corp" or "the Runner"."""
    return "the Corp" if side == CORP else "the Runner"


def a_or_an(what: str) -> str:
    """``what`` after "a", or "an" before a vowel.

    >>> a_or_an("icebreaker"), a_or_an("virus program")
    ('an icebreaker', 'a virus program')
    """
    return f"an {what}" if what[:1] in ("a", "e", "i", "o", "u") else f"a {what}"


def in_parens(source: str) -> str:
    """What ends a log line to name where it comes from: " (Source)", or "" without a source."""
    return f" ({source})" if source else ""


# ---------------------------------------------------------------------- naming installed cards


def live_run(g: Game) -> RunState | None:
    """The run under way, or None (no run, or it has ended)."""
    r = g.run
    return None if r is None or r.ended else r


def installed_ice(g: Game, *, server: str | None = None, rezzed: bool | None = None) -> list[Card]:
    """Installed ice server by server (only ``server``'s, if given), outermost first; ``rezzed``
    True or False keeps only the rezzed or the unrezzed pieces."""
    return [
        ice
        for name, s in g.corp.servers.items()
        if server is None or name == server
        for ice in reversed(s.ice)
        if rezzed is None or ice.rezzed == rezzed
    ]


def one_per_title(cards: Iterable[Card], key: Callable[[Card], Any] | None = None) -> list[Card]:
    """The first card of each title (or of each ``key(card)``) among ``cards``, in order: one
    option per title, since copies of a card are the same choice."""
    first: dict[Any, Card] = {}
    for c in cards:
        first.setdefault(c.title if key is None else key(c), c)
    return list(first.values())


def card_is(c: Card, card_type: str = "", keyword: str = "") -> bool:
    """Is ``c`` of ``card_type`` (any if "") and with ``keyword`` (any if "")?"""
    return (not card_type or c.data.type == card_type) and (
        not keyword or c.data.has_keyword(keyword)
    )


def advancements(g: Game, ctx: Ctx) -> int:
    """The advancement tokens on the card whose effect this is (0 once it has left play)."""
    c = g.card(ctx.source)
    return c.advancements if c is not None else 0


def join_texts(effects: tuple[Any, ...] | list[Any], *, sentence: bool = True) -> str:
    """Join effect texts into one sentence: "Do 3 net damage and give the Runner 1 tag."

    >>> from netrunner.engine.effects import Damage, GiveTags
    >>> join_texts((Damage("net", 3), GiveTags(1)))
    'Do 3 net damage and give the Runner 1 tag.'
    """
    parts = [e.text().rstrip(".") for e in effects]
    parts = [p for p in parts if p]
    if not parts:
        return ""
    body = parts[0] + "".join(" and " + p[0].lower() + p[1:] for p in parts[1:])
    body = body[0].upper() + body[1:] if sentence else body[0].lower() + body[1:]
    return body + "."


# ---------------------------------------------------------------------- the resolution step


class Resolve(NamedTuple):
    """Resolve ``effects[i:]`` in order for ``ctx``: effect i runs, then the rest."""

    effects: tuple[Any, ...]
    ctx: Ctx
    i: int = 0

    def run(self, g: Game) -> None:
        if self.i >= len(self.effects):
            return
        if self.i + 1 < len(self.effects):
            g.push(Resolve(self.effects, self.ctx, self.i + 1))
        self.effects[self.i].resolve(g, self.ctx)


_T = TypeVar("_T")
_INDEPENDENT: set[type] = set()


def independent(cls: _T) -> _T:
    """Mark an effect class as giving the same result in whatever order it resolves beside
    other abilities that trigger at the same time (gaining credits, placing counters): see
    :func:`order_matters`."""
    _INDEPENDENT.add(cls)  # type: ignore[arg-type]
    return cls


def order_matters(steps: Iterable[Any]) -> bool:
    """Whether the order of these simultaneous abilities (``Resolve`` steps) can change what
    happens: when two or more of them do something beyond effects marked :func:`independent`
    (gaining credits, placing counters: the same in any order).

    >>> from netrunner.engine.effects import DrawCards, GainCredits
    >>> from netrunner.engine.game import Ctx
    >>> gain, draw = Resolve((GainCredits(1),), Ctx("runner", 1)), Resolve((DrawCards(2),), Ctx("runner", 2))
    >>> order_matters([gain, draw]), order_matters([draw, draw])
    (False, True)
    """
    dependent = 0
    for st in steps:
        if not all(type(e) in _INDEPENDENT for e in st.effects):
            dependent += 1
    return dependent >= 2


class OrderAbilities(NamedTuple):
    """Abilities of ``side`` that triggered at once (``Resolve`` steps): while two or more are
    left whose order can matter (:func:`order_matters`), ``side`` picks the next to resolve
    (decision kind ``order``); the rest then resolve in turn."""

    side: str
    steps: tuple[Any, ...]
    everyone: bool = False  # both players' abilities, ordered by ``side`` (the 1996 game)

    def run(self, g: Game) -> None:
        steps = self.steps
        if not order_matters(steps):
            g.push_seq(*steps)
            return
        pairs = []
        for i, st in enumerate(steps):
            rest = OrderAbilities(self.side, steps[:i] + steps[i + 1 :], self.everyone)
            pairs.append(
                (
                    Option.new(
                        "choose",
                        card=st.ctx.title,
                        card_id=st.ctx.source,
                        label=f"{st.ctx.title}: {join_texts(st.effects)}",
                    ),
                    Chain((st, rest)),
                )
            )
        whose = "the" if self.everyone else "its"
        g.ask(
            self.side,
            f"Several {'' if self.everyone else 'of your '}abilities trigger at once: "
            "which resolves first?",
            pairs,
            public_prompt=f"{who(self.side)} chooses the order of {whose} abilities.",
            kind="order",
            params={"abilities": len(steps)},
        )


class Chain(NamedTuple):
    """Run ``steps`` in order."""

    steps: tuple[Any, ...]

    def run(self, g: Game) -> None:
        g.pending.extend(reversed(self.steps))  # (``g.push_seq(*self.steps)``)


class Nothing(NamedTuple):
    def run(self, g: Game) -> None:
        return None


NOTHING = Nothing()


class AfterAction(NamedTuple):
    """The end of an action chosen at an ``action`` decision: ``then`` comes next (the other
    player's window, the next action). It also marks how far a ``cancel`` unwinds
    (:class:`BackOut`): to the action decision (``again`` asks it anew) with the turn's
    ``flags`` as they were when it was asked (the 1996 game's bookkeeping of restricted
    actions and of damage during an action is done before the action's own steps)."""

    then: Any
    again: Any
    flags: tuple[tuple[str, Any], ...] = ()

    def run(self, g: Game) -> None:
        g.pending.append(self.then)  # (``g.push``)


class BackOut(NamedTuple):
    """The step of a ``cancel`` option: drop the rest of the action under way, up to its
    :class:`AfterAction`, and ask the action decision again. Offered only before the action's
    cost is paid and before anything else has changed (:func:`cancel_option`)."""

    def run(self, g: Game) -> None:
        pending = g.pending
        while pending:
            st = pending.pop()
            if isinstance(st, AfterAction):
                g.flags.clear()
                g.flags.update(st.flags)
                g.touch()
                g.push(st.again)
                return
        raise RuntimeError("a cancel with no action to go back to")


def cancel_option(g: Game, label: str = "Cancel: back to your actions, nothing paid") -> Any:
    """The ``cancel`` option and its :class:`BackOut` step, as a pair for ``Game.ask``, when an
    action is under way to go back to (an :class:`AfterAction` waits on the stack); else None.
    For a follow-up decision of an action taken at the action decision, asked before its cost
    is paid (the ice to trash before installing ice)."""
    if not any(isinstance(st, AfterAction) for st in g.pending):
        return None
    return (Option.new("cancel", label=label), BackOut())


class Say(NamedTuple):
    """A step that adds ``line`` to the public log (a sentence between other steps)."""

    line: str

    def run(self, g: Game) -> None:
        g.say(self.line)


def source_id(ctx: Ctx) -> int | None:
    """The id of the card an effect comes from, for ``Decision.source`` (None for none)."""
    return ctx.source if ctx.source >= 0 else None

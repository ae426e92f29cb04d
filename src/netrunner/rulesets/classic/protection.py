"""Damage prevention of the 1996 Runner's cards beyond per-turn shields and paid prevention (the
plan's B-damage-prevention; rules-diff 94, 96):

- "prevents all meat damage", unless the Corp pays: 1 bit for each point let through (Full Body
  Conversion, :class:`CorpPaysThrough`), or 1 agenda point to cancel the card until the end of
  the turn (Diplomatic Immunity, :class:`CorpMayCancel`). Both are automatic shields
  (``CardDef.shields``) that let the Corp decide first (``ask``: ``engine/damage.py``); a Corp
  that cannot pay is not asked.
- "damaged during any of your last three actions" (Lifesaver Nanosurgeons,
  :class:`DamagedInLastActions`): every action of the Runner's action phase is wrapped
  (:func:`track_actions`, from ``Classic.runner_basic_actions``) by steps noting whether damage
  was done during it (``DoDamage`` counts it in the turn's flag ``damage_done``; damage all
  prevented is none, rules-diff 94). The last three actions' record is a lasting effect of the
  game, ``("damaged_actions", -1, mask, "game")``: bit 0 the last action, bit 1 the one before.

>>> CorpPaysThrough("meat").text()
'Prevents all meat damage. For each credit the Corp pays when meat damage is done, 1 point of meat damage is not prevented by this card.'
>>> CorpMayCancel("meat", 1).text()
'Prevents all meat damage. The Corp may pay 1 agenda point to cancel this effect until end of turn.'
>>> DamagedInLastActions(3).text()
'you were damaged during any of your last 3 actions'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.cost import Cost, priced
from ...engine.decision import Option
from ...engine.steps import Chain, plural
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.damage import PreventWindow
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


# ---------------------------------------------------------------------- shields the Corp may pay


class CorpPaysThrough(NamedTuple):
    """A shield: prevents all damage of ``kind``; as it is done, the Corp may pay ``per`` bits
    for each point not prevented by this card."""

    kind: str
    per: int = 1

    def absorb(self, g: Game, card: Card, kind: str, n: int) -> int:
        return 0  # all of its work is in ``ask``

    def ask(self, g: Game, card: Card, window: PreventWindow) -> Any:
        if window.kind != self.kind:
            return None
        most = min(window.n, g.corp.credits // self.per) if self.per else window.n
        if most <= 0:
            return ShieldLets(card.id, window, 0)
        w = g.ruleset.words
        pairs = [
            (
                Option(
                    "choose",
                    card=card.title,
                    card_id=card.id,
                    amount=x,
                    label=f"Pay {w.credits(x * self.per)}: {x} {self.kind} damage not prevented"
                    if x
                    else f"Pay nothing: {card.title} prevents all {window.n}",
                    cost=priced(0, x * self.per),
                ),
                ShieldLets(card.id, window, x, x * self.per),
            )
            for x in range(most + 1)
        ]
        return AskCorp(
            f"{card.title} prevents all {window.n} {self.kind} damage: pay "
            f"{w.credits(self.per)} for each point to get through?",
            tuple(pairs),
            card.id,
            window.n,
        )

    def text(self) -> str:
        each = current_words().credit[0] if self.per == 1 else credits(self.per)
        return (
            f"Prevents all {self.kind} damage. For each {each} the Corp pays when "
            f"{self.kind} damage is done, 1 point of {self.kind} damage is not prevented by this "
            "card."
        )


class CorpMayCancel(NamedTuple):
    """A shield: prevents all damage of ``kind``; the Corp may pay ``agenda_points`` agenda
    points to cancel it until the end of the turn (asked as the damage is done, the only time
    the cancel matters; the turn's flag ``cancelled:<card id>``)."""

    kind: str
    agenda_points: int = 1

    def absorb(self, g: Game, card: Card, kind: str, n: int) -> int:
        return 0

    def ask(self, g: Game, card: Card, window: PreventWindow) -> Any:
        if window.kind != self.kind or g.flags.get(f"cancelled:{card.id}"):
            return None
        if g.corp.agenda_points < self.agenda_points:
            return ShieldLets(card.id, window, 0)
        w = g.ruleset.words
        pairs = (
            (
                Option(
                    "choose",
                    card=card.title,
                    card_id=card.id,
                    label=f"Pay {w.agenda_points(self.agenda_points)}: cancel {card.title} "
                    "until the end of the turn",
                    cost=Cost(agenda_points=self.agenda_points),
                ),
                Cancel(card.id, window, self.agenda_points),
            ),
            (
                Option("pass", label=f"Let {card.title} prevent all {window.n}"),
                ShieldLets(card.id, window, 0),
            ),
        )
        return AskCorp(
            f"{card.title} prevents all {window.n} {self.kind} damage: pay "
            f"{w.agenda_points(self.agenda_points)} to cancel it until the end of the turn?",
            pairs,
            card.id,
            window.n,
        )

    def text(self) -> str:
        return (
            f"Prevents all {self.kind} damage. The Corp may pay "
            f"{plural(self.agenda_points, 'agenda point')} to cancel this effect until end of "
            "turn."
        )


class AskCorp(NamedTuple):
    """A step: the Corp decides how a Runner's shield ``card_id`` deals with ``amount`` damage."""

    prompt: str
    pairs: tuple[tuple[Option, Any], ...]
    card_id: int
    amount: int

    def run(self, g: Game) -> None:
        g.ask(
            CORP,
            self.prompt,
            list(self.pairs),
            public_prompt=self.prompt.split(":")[0] + ": the Corp decides whether to pay.",
            kind="choose",
            source=self.card_id,
            params={"amount": self.amount},
        )


class ShieldLets(NamedTuple):
    """A step: the shield ``card_id`` prevents all of ``window``'s damage but ``through`` points
    (the Corp paying ``paid`` bits for them); the rest of the damage goes on."""

    card_id: int
    window: PreventWindow
    through: int
    paid: int = 0

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        w = self.window
        title = c.title if c is not None else "A card"
        if self.paid:
            g.pay(CORP, self.paid)
            g.say(
                f"The Corp pays {g.ruleset.words.credits(self.paid)}: {self.through} {w.kind} "
                f"damage gets through {title}."
            )
        prevented = w.n - self.through
        if prevented:
            g.say(f"{title} prevents {prevented} {w.kind} damage.")
        g.push(w._replace(n=self.through, asked=(*w.asked, self.card_id)))


class Cancel(NamedTuple):
    """A step: the Corp pays ``points`` agenda points; the shield ``card_id`` prevents nothing
    until the end of the turn."""

    card_id: int
    window: PreventWindow
    points: int

    def run(self, g: Game) -> None:
        g.add_agenda_points(CORP, -self.points)
        g.flags[f"cancelled:{self.card_id}"] = 1
        c = g.card(self.card_id)
        w = g.ruleset.words
        g.say(
            f"The Corp pays {w.agenda_points(self.points)} to cancel "
            f"{c.title if c else 'the card'} until the end of the turn."
        )
        g.push(self.window._replace(asked=(*self.window.asked, self.card_id)))


# ---------------------------------------------------------------------- damage during actions

DAMAGE_LOG = "damaged_actions"


def damage_mask(g: Game) -> int:
    """Which of the Runner's last actions it was damaged during: bit 0 the last one."""
    for kind, _, mask, _ in g.lingering:
        if kind == DAMAGE_LOG:
            return mask
    return 0


def track_actions(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """Wrap each of the Runner's actions in ``pairs`` (options that spend an action) by the
    steps that note whether it was damaged during it."""
    begins, ends = _ACTION_BEGINS, _ACTION_ENDS
    pairs[:] = [(o, Chain((begins, s, ends))) if o.cost.clicks else (o, s) for o, s in pairs]


class ActionBegins(NamedTuple):
    """A step: an action of the Runner begins (the damage done so far this turn is noted)."""

    def run(self, g: Game) -> None:
        g.flags["damage_mark"] = g.flags.get("damage_done", 0)


class ActionEnds(NamedTuple):
    """A step: the action is over; the record of the last three actions moves on."""

    def run(self, g: Game) -> None:
        damaged = g.flags.get("damage_done", 0) > g.flags.pop("damage_mark", 0)
        old = damage_mask(g)
        mask = ((old << 1) | int(damaged)) & 0b111
        if mask == old:
            return
        g.lingering = [e for e in g.lingering if e[0] != DAMAGE_LOG]
        if mask:
            g.linger((DAMAGE_LOG, -1, mask, "game"))
        else:
            g.touch()


#: The two steps around each action, made once (steps are immutable values).
_ACTION_BEGINS = ActionBegins()
_ACTION_ENDS = ActionEnds()


class DamagedInLastActions(NamedTuple):
    """The Runner was damaged during any of its last ``n`` actions (at most 3)."""

    n: int = 3

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(damage_mask(g) & ((1 << self.n) - 1))

    def text(self) -> str:
        return f"you were damaged during any of your last {self.n} actions"


__all__ = [
    "CorpPaysThrough",
    "CorpMayCancel",
    "AskCorp",
    "ShieldLets",
    "Cancel",
    "track_actions",
    "ActionBegins",
    "ActionEnds",
    "DamagedInLastActions",
    "damage_mask",
]

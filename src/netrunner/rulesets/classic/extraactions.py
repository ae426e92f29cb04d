"""Actions the Corp's 1996 cards add to its turns, with a catch: AI Board Member's action each
turn, for one use a die decides, and Corporate Guard(R) Temps' action in each of the next X turns,
paid for with twice X bits now and the next X bits the Corp gains.

- AI Board Member (scored): as each of the Corp's turns begins, a die is rolled (the game's own
  generator, said in the log); the Corp then decides whether to take the action, usable only to
  install a card (1), to gain 1 bit (2 or 3) or to draw a card (4 to 6): a restricted action
  (:mod:`.restricted`, purposes ``install``, ``credit``, ``draw``), gone at the end of the turn if
  unused.
- Corporate Guard(R) Temps: two lasting effects of the game, plain data in ``Game.lingering``:
  ``("temps_actions:corp", -1, turns left, "game")``, an action gained as each of the Corp's next
  turns begins (the classic ruleset's rule triggers: :func:`temps_triggers`), and
  ``("forfeit_bits:corp", -1, bits left, "game")``, the bits the Corp forfeits from its next
  gains (``Classic.after_gain`` calls :func:`forfeit_gain` first: the bits are taken back from the
  pool as they come, before anything can spend them). Two plays add up.

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     RollForAction().text()
'You may gain an action during each of your turns. At the start of each of your turns, roll a die to see what the action will be for that turn, and then decide whether to take it. On a 1, you may use the action only to install a card; on a 2 or 3, only to gain 1 bit; on a 4, 5, or 6, only to draw a card.'
>>> with using(CLASSIC_WORDS):
...     HireTemps().text()
'Pay two times X bits when you play this card, to gain an action during each of your next X turns. Forfeit the next X bits you gain.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.steps import plural, source_id
from ...engine.words import current_words
from .restricted import MayGainAction

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

TEMPS = "temps_actions:corp"
FORFEIT = "forfeit_bits:corp"


def _purpose(roll: int) -> str:
    return "install" if roll == 1 else "credit" if roll <= 3 else "draw"


class RollForAction(NamedTuple):
    """As the Corp's turn begins: roll a die; the Corp may gain an action for what it rolled."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        roll = g.roll_die()
        purpose = _purpose(roll)
        g.say(f"{ctx.title}: the Corp rolls a {roll}.")
        MayGainAction(purpose).resolve(g, ctx)

    def text(self) -> str:
        return (
            "You may gain an action during each of your turns. At the start of each of your turns,"
            " roll a die to see what the action will be for that turn, and then decide whether to"
            " take it. On a 1, you may use the action only to install a card; on a 2 or 3, only"
            f" to gain 1 {current_words().credit[0]}; on a 4, 5, or 6, only to draw a card."
        )


def _lasting_amount(g: Game, kind: str) -> int:
    return sum(e[2] for e in g.lingering if e[0] == kind)


def _set_lasting(g: Game, kind: str, amount: int) -> None:
    g.lingering = [e for e in g.lingering if e[0] != kind]
    if amount > 0:
        g.linger((kind, -1, amount, "game"))
    g.touch()


class HireTemps(NamedTuple):
    """Corporate Guard(R) Temps: the Corp chooses X (1 to half its bits), pays 2X bits, gains an
    action in each of its next X turns and forfeits the next X bits it gains."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        most = g.spendable(CORP) // 2
        w = g.ruleset.words
        if most < 1:
            g.say(f"{ctx.title}: the Corp cannot pay for any turn.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=ctx.title,
                    amount=x,
                    label=f"X = {x}: pay {w.credits(2 * x)}, an action in each of your next "
                    f"{plural(x, 'turn')}",
                    cost=priced(0, 2 * x),
                ),
                Hired(x, ctx.title),
            )
            for x in range(1, most + 1)
        ]
        g.ask(
            CORP,
            f"{ctx.title}: choose X (pay two times X {w.credit[1]})",
            pairs,
            public_prompt=f"{ctx.title}: the Corp chooses X.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
            params={"most": most},
        )

    def text(self) -> str:
        bits = current_words().credit[1]
        return (
            f"Pay two times X {bits} when you play this card, to gain an action during each of"
            f" your next X turns. Forfeit the next X {bits} you gain."
        )


class Hired(NamedTuple):
    """A step: X chosen; pay 2X bits and set up the lasting effects."""

    x: int
    source: str

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        g.pay(CORP, 2 * self.x)
        _set_lasting(g, TEMPS, _lasting_amount(g, TEMPS) + self.x)
        _set_lasting(g, FORFEIT, _lasting_amount(g, FORFEIT) + self.x)
        g.say(
            f"The Corp pays {w.credits(2 * self.x)} ({self.source}): an action in each of its next"
            f" {plural(self.x, 'turn')}; it forfeits the next {w.credits(self.x)} it gains."
        )


class TempsAction(NamedTuple):
    """As the Corp's turn begins: one of the temps' turns, an action gained."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        left = _lasting_amount(g, TEMPS)
        if left <= 0:
            return
        _set_lasting(g, TEMPS, left - 1)
        g.corp.clicks += 1
        g.say(
            f"The Corp gains {g.ruleset.words.clicks(1)} ({ctx.title}; "
            f"{plural(left - 1, 'turn')} more)."
        )

    def text(self) -> str:
        return "Gain an action."


def temps_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """As the Corp's turn begins, the temps' action while any of their turns are left."""
    if event != "corp_turn_begins" or not g.lingering or not _lasting_amount(g, TEMPS):
        return []
    from ...engine.game import Ctx
    from ...engine.steps import Resolve

    return [(CORP, Resolve((TempsAction(),), Ctx(CORP, -1, "Corporate Guard(R) Temps")))]


def forfeit_gain(g: Game, side: str, amount: int) -> int:
    """``Classic.after_gain``, first: of the Corp's gain of ``amount`` just made, the bits still
    owed to Corporate Guard(R) Temps go back to the bank; returns what the Corp keeps."""
    if side != CORP or not g.lingering:
        return amount
    owed = _lasting_amount(g, FORFEIT)
    if not owed:
        return amount
    take = min(owed, amount, g.corp.credits)
    g.corp.credits -= take
    _set_lasting(g, FORFEIT, owed - take)
    w = g.ruleset.words
    g.say(
        f"The Corp forfeits {w.credits(take)} of that gain (Corporate Guard(R) Temps; "
        f"{w.credits(owed - take)} more to forfeit)."
    )
    return amount - take


__all__ = [
    "FORFEIT",
    "TEMPS",
    "HireTemps",
    "Hired",
    "RollForAction",
    "TempsAction",
    "forfeit_gain",
    "temps_triggers",
]

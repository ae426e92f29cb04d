"""Bargain with Viacox (1996, Proteus): an extra action each turn, decided by a die, which the
Runner must take if it can.

At the start of each of the Runner's turns after the one it was installed in, the card rolls a
die (:class:`ViacoxRoll`): the Runner gains an action, and the turn's flag ``viacox:<card id>``
holds the face. In the action decision (``Classic.runner_basic_actions`` calls
:func:`viacox_actions`) that action is offered beside the others, labelled as Bargain with
Viacox's, for what the die said: 1 draw a card, 2 gain 1 bit, 3 run R&D, 4 run HQ, 5 run a
subsidiary data fort (any one), 6 reveal a card at random from the grip and play or install it
(:class:`RevealAndPlay`). The Runner chooses when to take it, but the other actions never eat
into it: once it is the only action left it is the only one offered, and if it cannot be taken
(no subsidiary data fort, an empty grip, runs forbidden...) the Runner loses it.

>>> ViacoxRoll().text()[:60]
'After the turn in which you install this card, you gain an a'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.cost import CLICK
from ...engine.decision import Option
from ...engine.flow import PlayCard, can_play, play_option, spend_click
from ...engine.install import runner_install_options
from ...engine.steps import Chain

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

PREFIX = "viacox:"  # the turn's flag: the face rolled for the card with that id
_WHAT = {
    1: "draw a card",
    2: "gain 1 bit",
    3: "make a run on R&D",
    4: "make a run on HQ",
    5: "make a run on a subsidiary data fort",
    6: "reveal a card at random from your grip, and play or install it",
}


class InstalledBeforeThisTurn(NamedTuple):
    """Condition: this card was installed before the current turn."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return c is not None and c.installed_turn < g.turn

    def text(self) -> str:
        return "this card was installed before this turn"


class ViacoxRoll(NamedTuple):
    """Roll a die: the Runner gains an action, for what the die says (see the module)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.roll_die()
        g.runner.clicks += 1
        g.flags[f"{PREFIX}{ctx.source}"] = n
        g.touch()
        g.say(
            f"{ctx.title} rolls a die: {n}. The Runner gains an action, which it must take if "
            f"possible: {_WHAT[n]}."
        )

    def text(self) -> str:
        return (
            "After the turn in which you install this card, you gain an action during each of "
            "your turns, which you must take if possible. Roll a die at the start of each of your "
            "turns to find out what the action is. On a 1, draw a card. On a 2, gain 1 bit. On a "
            "3, make a run on R&D. On a 4, make a run on HQ. On a 5, make a run on a subsidiary "
            "data fort. On a 6, reveal a card to the Corp at random from your grip, and play or "
            "install that card."
        )


def _matching(g: Game, face: int, pairs: list[tuple[Option, Any]]) -> list[tuple[Option, Any]]:
    if face == 6:
        if not g.runner.hand:
            return []
        label = "Reveal a card at random from your grip"
        return [(Option("play", label=label, cost=CLICK), RevealAndPlay())]
    out = []
    for o, st in pairs:
        if o.cost.clicks != 1:
            continue
        if (
            (face == 1 and o.kind == "draw")
            or (face == 2 and o.kind == "credit")
            or (face == 3 and o.kind == "run" and o.server == "R&D")
            or (face == 4 and o.kind == "run" and o.server == "HQ")
            or (face == 5 and o.kind == "run" and o.server not in (None, "HQ", "R&D", "Archives"))
        ):
            out.append((o, st))
    return out


def viacox_actions(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """Fit the Runner's action options to the Viacox actions it owes this turn (module)."""
    owed = [(k, n) for k, n in g.flags.items() if k.startswith(PREFIX) and n]
    if not owed:
        return
    spare = g.runner.clicks - len(owed)
    mine: list[tuple[Option, Any]] = []
    for key, face in owed:
        for o, st in _matching(g, face, pairs):
            label = f"{o.label} (Bargain with Viacox's action)"
            mine.append((o._replace(label=label, target="viacox"), Chain((Owed(key), st))))
    kept = [(o, st) for o, st in pairs if o.cost.clicks <= max(0, spare)]
    if spare <= 0 and not mine:  # the action owed cannot be taken: it is lost
        kept.append(
            (
                Option("pass", label="Lose Bargain with Viacox's action (it cannot be taken)"),
                LoseOwed(tuple(k for k, _ in owed)),
            )
        )
    pairs[:] = kept + mine


class Owed(NamedTuple):
    """A step: the Viacox action ``key`` is being taken (its own step spends the action)."""

    key: str

    def run(self, g: Game) -> None:
        g.flags.pop(self.key, None)
        g.touch()


class LoseOwed(NamedTuple):
    keys: tuple[str, ...]

    def run(self, g: Game) -> None:
        for k in self.keys:
            g.flags.pop(k, None)
        spend_click(g, RUNNER, min(len(self.keys), g.runner.clicks))
        g.say("The Runner cannot take Bargain with Viacox's action: it is lost.")


class RevealAndPlay(NamedTuple):
    """The Runner's action: a card of its grip at random is revealed, then played or installed
    (as the action, paying its cost) if it can be; else the action is spent for nothing."""

    def run(self, g: Game) -> None:
        hand = g.runner.hand
        if not hand:
            spend_click(g, RUNNER)
            return
        c = hand[g.rng.randrange(len(hand))]
        g.say(f"The Runner reveals {c.title} at random from its grip (Bargain with Viacox).")
        pairs: list[tuple[Option, Any]] = []
        if c.data.type == "event":
            if can_play(g, c):
                pairs.append((play_option(c), PlayCard(RUNNER, c.title)))
        else:
            pairs.extend(runner_install_options(g, c))
        if not pairs:
            spend_click(g, RUNNER)
            g.say(f"{c.title} cannot be played or installed: the action is spent.")
            return
        if len(pairs) == 1:
            g.push(pairs[0][1])
            return
        g.ask(
            RUNNER,
            f"Bargain with Viacox: {c.title} must be played or installed. How?",
            pairs,
            public_prompt=f"The Runner installs {c.title} (Bargain with Viacox).",
            kind="choose",
        )


__all__ = ["InstalledBeforeThisTurn", "ViacoxRoll", "viacox_actions", "RevealAndPlay"]

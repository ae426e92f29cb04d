"""An agenda the Runner installs as a program (the 1996 Theorem Proof: "If Runner accesses
Theorem Proof, he or she does not score it, but instead may install it as a 2 MU program that has
the ability 'A: Score Theorem Proof' but is removed from the game if it leaves play in any other
way").

- Accessing it (``Classic.steal_replacement``: :func:`theorem_replacement`, before Bizarre
  Encryption Scheme's deferral): the Runner is not offered to liberate it; it may install it
  (a decision ``steal``-less ``choose``: install, or leave it where it is). Installed, the card is
  the Runner's (``Card.side``), face up in its programs, and uses 2 MU: a lasting effect
  ``("memory:runner", card id, -2, "game")`` that ends as the card leaves play (``Game.move``
  drops the lasting effects of a card leaving play), read by ``Game.memory_limit``. A rig over its
  memory has the Runner trash programs as usual (Theorem Proof among them, if it chooses).
- Its ability (:class:`ScoreTheorem`, an action) moves it to the Runner's score area: liberated,
  with its agenda points.
- Any other way out of play (trashed, returned to the grip) removes it from the game: a
  checkpoint rule (:func:`remove_theorems`, from ``Classic.checkpoint``).

>>> InstalledAsProgram().text()
'it is installed as your program'
>>> ScoreTheorem().text()
'Score this card.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.decision import Option
from ...engine.state import PROGRAM, REMOVED, SCORED

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

MU = 2

#: its rule, in the card's text (``notes``): the access replacement is keyed off its ability
NOTE = (
    "If the Runner accesses this card, they do not score it, but instead may install it as a 2 MU"
    " program with the following ability; it is removed from the game if it leaves play in any"
    " other way."
)


def is_theorem(c: Card) -> bool:
    return any(isinstance(e, ScoreTheorem) for a in c.defn.abilities for e in a.effects)


class InstalledAsProgram(NamedTuple):
    """The card is installed as one of the Runner's programs."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return c is not None and c.zone == PROGRAM and c.side == RUNNER

    def text(self) -> str:
        return "it is installed as your program"


class ScoreTheorem(NamedTuple):
    """The Runner scores this card from its programs: it goes to the Runner's score area."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.zone != PROGRAM:
            return
        c = g.move(c, SCORED, owner=g.runner, faceup=True)
        w = g.ruleset.words
        g.say(
            f"The Runner {w.steal[1]} {w.agenda(c.title, c.data.agenda_points or 0)}, for "
            f"{w.agenda_points(g.runner.agenda_points)} in all."
        )
        g.fire("agenda_stolen", extra=c.id)

    def text(self) -> str:
        return "Score this card."


def theorem_replacement(g: Game, agenda: Card, server: str) -> Any:
    """The Runner accessing such an agenda may install it instead of liberating it."""
    return OfferInstall(agenda.id) if is_theorem(agenda) else None


class OfferInstall(NamedTuple):
    """A step: the Runner may install the accessed agenda as a 2 MU program."""

    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.ask(
            RUNNER,
            f"You access {c.title}: you do not score it, but may install it as a {MU} MU program.",
            [
                (
                    Option(
                        "install",
                        card=c.title,
                        card_id=c.id,
                        label=f"Install {c.title} as a {MU} MU program",
                    ),
                    InstallTheorem(c.id),
                ),
                (Option("pass", label=f"Leave {c.title}"), LeaveIt(c.id)),
            ],
            kind="choose",
            source=c.id,
        )


class LeaveIt(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None:
            g.say(f"The Runner leaves {c.title} where it is.")


class InstallTheorem(NamedTuple):
    """A step: the accessed agenda becomes one of the Runner's programs, using 2 MU."""

    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        c = g.move(c, PROGRAM, owner=g.runner, faceup=True)
        c.side = RUNNER
        c.installed_turn = g.turn
        g.linger(("memory:runner", c.id, -MU, "game"))
        g.touch()
        g.say(
            f"The Runner installs {c.title} as a {MU} MU program "
            f"({g.memory_used() + MU} of {g.memory_limit() + MU} MU)."
        )


def remove_theorems(g: Game) -> None:
    """A checkpoint rule: such a card of the Runner's out of play, but not scored, is removed
    from the game."""
    r = g.runner
    found = [c for zone in (r.discard, r.hand, r.deck) for c in zone if c.data.side != RUNNER]
    for c in found:  # (a Corp card in the Runner's deck: the rest cannot be one)
        if c.side == RUNNER and is_theorem(c):
            g.move(c, REMOVED, faceup=True)
            g.say(f"{c.title} leaves play: it is removed from the game.")


__all__ = [
    "InstallTheorem",
    "InstalledAsProgram",
    "LeaveIt",
    "OfferInstall",
    "ScoreTheorem",
    "is_theorem",
    "remove_theorems",
    "theorem_replacement",
]

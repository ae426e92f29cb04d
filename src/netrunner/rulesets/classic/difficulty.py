"""Agenda difficulty (the engine's advancement requirement) changed by cards, and agenda points
read off an agenda as it is scored.

- :class:`KeywordDifficulty`, an ``advancement_mods`` entry: the difficulty of agendas with a
  keyword (or of all agendas) is lower, or higher (Artificial Security Directors, Executive
  Extraction, Genetics-Visionary Acquisition as scored agendas; Corporate Ally, a Runner
  resource). Copies add up.
- Fait counters in a fort (Fait Accompli puts them there, like Pox's: :mod:`.forts`): every two
  give the agendas in that fort +1 difficulty, whether or not a Fait Accompli is still installed
  (the ruleset's ``difficulty_adjust``: :func:`fait_difficulty`).
- :class:`PointsOverDifficulty`: Project Babylon's extra agenda points, from the advancement
  counters it had over its difficulty as it was scored (the ``Score`` step gives them in
  ``ctx.extra``: ``(advancement counters, difficulty)``).

The difficulty never drops below 0; an agenda must still be installed to be scored.

>>> KeywordDifficulty("Black Ops", 1).text()
'Difficulty of Black Ops agendas is reduced by 1.'
>>> KeywordDifficulty("", -1).text()
'The difficulty of all agendas is +1.'
>>> PointsOverDifficulty(2).text()
'Score 1 additional agenda point for every 2 advancement counters over its difficulty that are on it when you score it.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP
from ...engine.state import CENTRALS, CONTENT
from ...engine.steps import plural
from ...engine.words import current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

#: the kind of the Fait counters in a fort
FAIT = "fait"


class KeywordDifficulty(NamedTuple):
    """Installed agendas with ``keyword`` ("" for every agenda) need ``n`` fewer advancement
    counters to be scored (``n`` < 0: more)."""

    keyword: str
    n: int

    def amount(self, g: Game, src: Card, agenda: Card) -> int:
        if agenda.data.type != "agenda":
            return 0
        return self.n if not self.keyword or agenda.data.has_keyword(self.keyword) else 0

    def text(self) -> str:
        if not self.keyword:
            return f"The difficulty of all agendas is {-self.n:+d}."
        if self.n >= 0:
            return f"Difficulty of {self.keyword} agendas is reduced by {self.n}."
        return f"Difficulty of {self.keyword} agendas is increased by {-self.n}."


def fait_difficulty(g: Game, agenda: Card) -> int:
    """+1 difficulty for every two Fait counters in the fort an agenda is installed in."""
    if agenda.zone != CONTENT or agenda.server is None:
        return 0
    s = g.corp.servers.get(agenda.server)
    return s.counters.get(FAIT, 0) // 2 if s is not None else 0


class SuccessfulRunOnSubsidiary(NamedTuple):
    """The successful run (``ctx.extra``: its fort) was on a subsidiary data fort."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return isinstance(ctx.extra, str) and ctx.extra not in CENTRALS

    def text(self) -> str:
        return f"you make a successful run on a {current_words().remote_server[0]}"


class PointsOverDifficulty(NamedTuple):
    """Score 1 more agenda point for every ``per`` advancement counters this agenda had over
    its difficulty as it was scored (an ``on_score`` effect: ``ctx.extra`` is what it was
    scored with)."""

    per: int = 2

    def resolve(self, g: Game, ctx: Ctx) -> None:
        counters, difficulty = ctx.extra if isinstance(ctx.extra, tuple) else (0, 0)
        extra = max(0, counters - difficulty) // self.per
        w = g.ruleset.words
        if not extra:
            g.say(f"{ctx.title} scores no additional agenda point.")
            return
        g.add_agenda_points(CORP, extra)
        g.say(
            f"The Corp scores {w.agenda_points(extra)} more ({ctx.title}: "
            f"{plural(counters - difficulty, 'advancement counter')} over its difficulty), for "
            f"{w.agenda_points(g.corp.agenda_points)} in all."
        )

    def text(self) -> str:
        return (
            f"Score 1 additional agenda point for every {self.per} advancement counters over its"
            " difficulty that are on it when you score it."
        )


__all__ = [
    "FAIT",
    "KeywordDifficulty",
    "fait_difficulty",
    "SuccessfulRunOnSubsidiary",
    "PointsOverDifficulty",
]

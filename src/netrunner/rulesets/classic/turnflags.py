"""Conditions and effects that read what happened this turn or the other side's last turn (the
per-turn flags of ``Game.flags``; "last:<flag>" holds the Runner's last turn during the Corp's,
see ``engine/flow.py``'s ``CorpTurnStart``): a counted flag (Audit of Call Records: two or more
runs), bits for the advancement counters of the agendas liberated last turn (Silver Lining
Recovery Protocol), and an extra action once each turn (Remote Facility).

The flags the engine keeps that these read: ``runs`` (runs begun), ``stolen`` and
``stolen_advancements`` (agendas liberated and the advancement counters they had, counted as
they are liberated), ``tags`` (tags the Runner received, after prevention).

>>> TurnCount("last:runs", 2, "the Runner made two or more runs during their last turn").text()
'the Runner made two or more runs during their last turn'
>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     GainPerStolenAdvancement(3).text()
"If any agendas were liberated during the Runner's last turn, gain 3 bits for each advancement token those agendas had."
>>> ExtraActionThisTurn().text()
"If it is your turn, gain this turn's click now."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import CORP
from ...engine.steps import independent, plural, who
from ...engine.words import Words, credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class TurnCount(NamedTuple):
    """The per-turn flag ``flag`` of ``Game.flags`` counts ``n`` or more (``says``: its text)."""

    flag: str
    n: int
    says: str

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.flags.get(self.flag, 0) >= self.n

    def text(self) -> str:
        return self.says


def _stolen(w: Words) -> str:
    """The past participle of taking an agenda: "liberated" (1996), "stolen"."""
    return "stolen" if w.steal[0] == "steal" else w.steal[0] + "d"


class GainPerStolenAdvancement(NamedTuple):
    """The Corp gains ``per`` bits for each advancement counter the agendas liberated during the
    Runner's last turn had as they were liberated (Silver Lining Recovery Protocol)."""

    per: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        w = g.ruleset.words
        if not g.flags.get("last:stolen"):
            g.say(f"{ctx.title}: no agenda was {_stolen(w)} during the Runner's last turn.")
            return
        n = g.flags.get("last:stolen_advancements", 0)
        gain = self.per * n
        g.gain(ctx.side, gain)
        g.say(
            f"{who(ctx.side)} gains {w.credits(gain)} ({ctx.title}: "
            f"{plural(n, 'advancement token')} on the agendas {_stolen(w)} last turn)."
        )

    def text(self) -> str:
        w = current_words()
        return (
            f"If any agendas were {_stolen(w)} during the Runner's last turn, gain "
            f"{credits(self.per)} for each advancement token those agendas had."
        )


@independent
class ExtraActionThisTurn(NamedTuple):
    """During the Corp's turn, the Corp gains 1 action, once each turn for this card: at the start
    of its turns, and on the turn it is rezzed (Remote Facility: "Gain an action during each of
    your turns"). The turn flag ``extra_action:<card id>`` says it was given."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        key = f"extra_action:{ctx.source}"
        if g.active != CORP or g.flags.get(key):
            return
        g.flags[key] = 1
        g.corp.clicks += 1
        g.touch()
        g.say(f"The Corp gains {g.ruleset.words.clicks(1)} ({ctx.title}).")

    def text(self) -> str:
        return f"If it is your turn, gain this turn's {current_words().click[0]} now."


__all__ = ["TurnCount", "GainPerStolenAdvancement", "ExtraActionThisTurn"]

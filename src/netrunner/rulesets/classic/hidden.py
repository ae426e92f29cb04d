"""The 1996 hidden resources (Proteus and Classic): "Hidden resources are installed face down,
but are put into the trash face up."

The mechanic itself is the engine's, generic: a card declared with
``CardDef(install_facedown=True)`` is installed face down (``engine/install.py``: the log says "a
hidden resource", no title); the Corp's view shows it as a card back (``view.visible_to``,
``view.hidden_from_corp``), the Corp's options name it "a hidden resource" (``Game.ask``), a Corp
determinisation re-deals it among the hidden resources it cannot tell apart
(``engine/determinize.py``), and the Runner's paid-ability windows are asked even when it could
only pass while it has one (skipping would tell the Corp it has nothing usable). It is revealed
when used: each of these cards' abilities trashes it ("[T]"), face up, naming it in the log.

This module holds the effects and conditions of those cards that the engine had not:

>>> PassAPIce().text()
'Pass the piece of AP ice you are encountering.'
>>> EncounteringIce("AP").text()
'you are encountering a piece of AP ice'
>>> HIDDEN_NOTE
'Hidden resources are installed face down, but are put into the trash face up.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.steps import in_parens, live_run

if TYPE_CHECKING:
    from typing import Any

    from ...engine.game import Ctx, Game

#: the reminder line every hidden resource prints
HIDDEN_NOTE = "Hidden resources are installed face down, but are put into the trash face up."


def hidden_ability_options(g: Game, pairs: list[tuple[Any, Any]]) -> None:
    """The paid abilities of the Runner's hidden resources, offered at its action decision too
    (using one spends no action): their timing is "whenever you pay any cost", and an action's
    cost is paid as it is chosen, so they must be usable before it."""
    from ...engine.flow import ability_options

    if not any(not c.faceup for c in g.runner.rig()):
        return
    found: list[tuple[Any, Any]] = []
    ability_options(g, RUNNER, found, clicks=False)
    for o, st in found:
        c = g.card(o.card_id) if o.card_id is not None else None
        if c is not None and not c.faceup:
            pairs.append((o, st))


class EncounteringIce(NamedTuple):
    """The Runner is encountering a rezzed piece of ice (with ``keyword``, if one is given)."""

    keyword: str = ""

    def test(self, g: Game, ctx: Ctx) -> bool:
        r = live_run(g)
        if r is None or r.phase != "encounter" or r.bypassed or r.ice_id is None:
            return False
        ice = g.card(r.ice_id)
        if ice is None or not ice.rezzed:
            return False
        return not self.keyword or g.has_subtype(ice, self.keyword)

    def text(self) -> str:
        what = f"{self.keyword} ice" if self.keyword else "ice"
        return f"you are encountering a piece of {what}"


class PassAPIce(NamedTuple):
    """The Runner passes the ice it is encountering: the encounter ends at once, its unbroken
    subroutines resolving not (Simulacrum)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = live_run(g)
        if r is None or r.phase != "encounter" or r.ice_id is None:
            return
        ice = g.card(r.ice_id)
        r.bypassed = True
        name = ice.title if ice is not None else "the ice"
        g.say(f"The Runner passes {name}{in_parens(ctx.title)}.")

    def text(self) -> str:
        return "Pass the piece of AP ice you are encountering."


__all__ = ["HIDDEN_NOTE", "hidden_ability_options", "EncounteringIce", "PassAPIce"]

"""What the 1996 Corp's ambushes and trashing cards need: a "when accessed" effect that works only
while its card is rezzed (``Rezzed``), conditions taken together (``AllOf``), an effect per
advancement counter with a floor when there are none (Virus Test Site: ``PerAdvancementOr``), and
the Corp trashing Runner cards by type and keyword, a number of them or up to a number
(``TrashRunnerCards``: Chimera's daemon, Corporate Detective Agency's resources, Experimental
AI's programs, Power Grid Overload's hardware other than cybernetics).

Our ruling (docs/classic.md, "Rulings"): an ambush node or upgrade whose text does not say
"even if it is not installed" or "rezzed" works only if it is rezzed when the Runner accesses it;
the Corp rezzes it in its last window before the access.

>>> from netrunner.engine.damage import Damage
>>> from netrunner.engine.effects import RunnerTagged
>>> AllOf((Rezzed(), RunnerTagged())).text()
'only if rezzed and the Runner is tagged'
>>> PerAdvancementOr(Damage("net", 2), Damage("net", 1)).text()
'Do 2 net damage for each advancement token on this card, or 1 net damage if it has none.'
>>> TrashRunnerCards(2, ("resource",), up_to=True).text()
'Trash up to 2 resources.'
>>> TrashRunnerCards(1, ("program",), keyword="Daemon").text()
'Trash 1 daemon.'
>>> TrashRunnerCards(1, ("hardware",), without="Cybernetics").text()
'Trash 1 piece of hardware other than cybernetics.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.choices import choose_card
from ...engine.damage import PreventWindow
from ...engine.steps import Chain, Resolve, advancements, source_id

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


class Rezzed(NamedTuple):
    """The card whose effect this is is rezzed (an ambush upgrade as the Runner accesses it)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        return c is not None and c.rezzed

    def text(self) -> str:
        return "only if rezzed"


class AllOf(NamedTuple):
    """Every one of ``conditions`` holds."""

    conditions: tuple[Any, ...]

    def test(self, g: Game, ctx: Ctx) -> bool:
        return all(c.test(g, ctx) for c in self.conditions)

    def text(self) -> str:
        return " and ".join(c.text() for c in self.conditions)


class PerAdvancementOr(NamedTuple):
    """``effect`` (one with an amount ``n``) once for each advancement counter on this card, or
    ``none`` if it has none (Virus Test Site: 2 net damage per counter, 1 without counters)."""

    effect: Any
    none: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = advancements(g, ctx)
        if n > 0:
            self.effect._replace(n=self.effect.n * n).resolve(g, ctx)
        else:
            self.none.resolve(g, ctx)

    def text(self) -> str:
        floor = self.none.text()[:-1]
        floor = floor.split(" ", 1)[1] if floor.startswith("Do ") else floor[0].lower() + floor[1:]
        return f"{self.effect.text()[:-1]} for each advancement token on this card, or {floor} if it has none."


_NAMES = {"hardware": ("piece of hardware", "pieces of hardware")}


def _what(types: tuple[str, ...], keyword: str, n: int) -> str:
    """The Runner cards named by ``types`` (or ``keyword``), for ``n`` of them."""
    if keyword:
        return keyword.lower() + ("s" if n != 1 else "")
    names = [_NAMES.get(t, (t, t + "s"))[0 if n == 1 else 1] for t in types]
    return " or ".join(names)


class TrashRunnerCards(NamedTuple):
    """The Corp trashes ``n`` installed Runner cards of one of ``types`` (with ``keyword`` if
    given, without the keyword ``without``), one after another, each of its choice; the Runner
    may prevent each trash. With ``up_to`` the Corp may stop before ``n``. With fewer such cards
    than ``n``, every one is trashed (rules-diff 19: penalties are met as far as possible)."""

    n: int
    types: tuple[str, ...] = ("program",)
    keyword: str = ""
    without: str = ""
    up_to: bool = False

    def eligible(self, g: Game) -> list[Card]:
        return [
            c
            for c in g.runner.rig()
            if c.data.type in self.types
            and (not self.keyword or c.data.has_keyword(self.keyword))
            and not (self.without and c.data.has_keyword(self.without))
        ]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if self.n <= 0:
            return
        cards = self.eligible(g)
        if not cards:
            g.say(f"{ctx.title}: the Runner has no {_what(self.types, self.keyword, 2)} to trash.")
            return
        rest = self._replace(n=self.n - 1)
        left = f" ({self.n} to trash)" if self.n > 1 else ""
        choose_card(
            g,
            CORP,
            cards,
            lambda c: Chain((PreventWindow("trash", 1, ctx.title, c.id), Resolve((rest,), ctx))),
            label=lambda c: f"Trash {c.title}",
            prompt=f"{ctx.title}: trash which {_what(self.types, self.keyword, 1)}?{left}",
            public_prompt=f"{ctx.title}: the Corp chooses a card to trash.",
            decline="Trash no more" if self.up_to else "",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        what = _what(self.types, self.keyword, self.n)
        if self.without:
            what += f" other than {self.without.lower()}"
        return f"Trash {'up to ' if self.up_to else ''}{self.n} {what}."


__all__ = ["Rezzed", "AllOf", "PerAdvancementOr", "TrashRunnerCards"]

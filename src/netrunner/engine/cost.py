"""What something costs: clicks, credits, counters, the card itself, an agenda.

One shape for both sides of the contract: a card ability declares its cost with it
(``Ability(Cost(credits=1), ...)``), and every :class:`~netrunner.Option` says with it what choosing
it spends (``option.cost``), so no client reads a price out of a label.

>>> Cost(clicks=1, credits=2).to_dict()["credits"]
2
>>> FREE.is_free
True
"""

from __future__ import annotations

from typing import Any, NamedTuple


class Cost(NamedTuple):
    """Clicks, credits, removing ``counters`` ``counter`` counters from the card, trashing the card
    itself (``trash_self``), forfeiting an agenda (``forfeit``), spending ``agenda_points`` of the
    player's agenda points (the 1996 game's agenda-point counter). All zero: free."""

    clicks: int = 0
    credits: int = 0
    trash_self: bool = False
    counter: str | None = None
    counters: int = 0
    forfeit: bool = False
    agenda_points: int = 0

    @property
    def is_free(self) -> bool:
        return self == FREE

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"clicks": 1, "credits": 2, "trash_self": false, "counter": null,
        "counters": 0, "forfeit": false, "agenda_points": 0}``."""
        return self._asdict()

    def text(self) -> str:
        """The cost in words, as it stands before the colon of an ability ("1 click, 1 credit";
        "no cost" when free): see :func:`netrunner.engine.words.cost_text`."""
        from .words import cost_text

        return cost_text(self)


#: The cost of a free option.
FREE = Cost()


#: The costs ``priced`` made, by (clicks, credits): a loop building options by the dozen looks
#: here first (``PRICED.get((1, 2)) or priced(1, 2)``), without the call.
PRICED: dict[tuple[int, int], Cost] = {}


def priced(clicks: int, credits: int) -> Cost:
    """The cost of ``clicks`` clicks and ``credits`` credits; the same object each time (options
    are built by the dozen for every decision: one shared cost is cheaper than a new tuple).

    >>> priced(1, 2) is priced(1, 2), priced(0, 0) == FREE
    (True, True)
    """
    c = PRICED.get((clicks, credits))
    if c is None:
        c = PRICED[(clicks, credits)] = Cost(clicks=clicks, credits=credits)
    return c


def credits(n: int) -> Cost:
    """A cost of ``n`` credits (free when ``n`` is 0)."""
    return priced(0, n)


CLICK = Cost(clicks=1)

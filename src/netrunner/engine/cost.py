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
    itself (``trash_self``), forfeiting an agenda (``forfeit``). All zero: free."""

    clicks: int = 0
    credits: int = 0
    trash_self: bool = False
    counter: str | None = None
    counters: int = 0
    forfeit: bool = False

    @property
    def is_free(self) -> bool:
        return self == FREE

    def to_dict(self) -> dict[str, Any]:
        """JSON-ready: ``{"clicks": 1, "credits": 2, "trash_self": false, "counter": null,
        "counters": 0, "forfeit": false}``."""
        return self._asdict()

    def text(self) -> str:
        """The cost in words, as it stands before the colon of an ability ("1 click, 1 credit";
        "no cost" when free): see :func:`netrunner.engine.words.cost_text`."""
        from .words import cost_text

        return cost_text(self)


#: The cost of a free option.
FREE = Cost()


def credits(n: int) -> Cost:
    """A cost of ``n`` credits (free when ``n`` is 0)."""
    return Cost(credits=n) if n else FREE


CLICK = Cost(clicks=1)

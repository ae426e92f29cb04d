"""A card's panel from what a person types: ``netrunner card kate`` and ``card TITLE`` in a game.

>>> card_panel_for("snare", "anr").title.plain
'Snare!'
"""

from __future__ import annotations

from rich.panel import Panel

from ..engine.ruleset import get_ruleset
from .lookup import find_card


def card_panel_for(query: str, ruleset: str = "anr") -> Panel:
    """The panel of the one card of ``ruleset`` that ``query`` names (any word of its title,
    accents and punctuation ignored); raises :class:`~netrunner.UnknownCard` (with close titles)
    or :class:`~netrunner.cli.lookup.AmbiguousCard` (listing the matches)."""
    if ruleset == "classic":
        from ..rulesets.classic.decks import _known
        from .classic import card_panel as classic_panel

        known = _known(query)
        title = known if known is not None else find_card(get_ruleset("classic").pool, query).title
        return classic_panel(title)
    from .board import card_panel

    return card_panel(find_card(get_ruleset(ruleset).pool, query).title)


__all__ = ["card_panel_for"]

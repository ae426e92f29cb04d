"""Decklists of both games, by their public names: :class:`Deck` reads, writes and checks
Android: Netrunner lists and, with ``ruleset="classic"``, the 1996 game's.

The readers live with their rulesets (``netrunner.rulesets.anr.decks``,
``netrunner.rulesets.classic.decks``); this module gives them their public names.

>>> Deck.parse("Noise: Hacker Extraordinaire\\n3x Sure Gamble").cards
(('Sure Gamble', 3),)
>>> d = Deck.parse("20 Data Wall\\n25 Night Shift", ruleset="classic")
>>> d.side, len(d), d.validate()
('corp', 45, ['A 45-card Corp deck needs at least 18 agenda points; this one has 0.'])
"""

from __future__ import annotations

from pathlib import Path

from .engine.carddb import DeckError
from .engine.ruleset import DeckLike, get_ruleset
from .rulesets.anr.decks import (
    FACTION_NAMES,
    SECTIONS,
    Deck,
    MissingIdentity,
    agenda_points_needed,
    influence_dots,
    load_deck,
    section_of,
)
from .rulesets.anr.decks import read_deck as _read_anr_deck
from .rulesets.classic.decks import ClassicDeck


def read_deck(
    spec: str | Path,
    side: str | None = None,
    identity: str | None = None,
    *,
    ruleset: str = "anr",
) -> DeckLike:
    """A deck from ``"starter:<name>"`` or a decklist file, as the command line reads it.

    ``side`` ("corp" or "runner"), when given, is checked; ``identity`` is the identity of an
    Android: Netrunner list that has none. Raises :class:`DeckError` saying what is wrong.
    """
    if ruleset == "anr":
        return _read_anr_deck(spec, side, identity)
    reader = get_ruleset(ruleset).read_deck
    return reader(str(spec), side)


__all__ = [
    "ClassicDeck",
    "Deck",
    "DeckError",
    "FACTION_NAMES",
    "MissingIdentity",
    "SECTIONS",
    "agenda_points_needed",
    "influence_dots",
    "load_deck",
    "read_deck",
    "section_of",
]

"""Find a card as a person types it: any word of a title, accents and punctuation ignored.

``find_card(pool, "kate")`` is Kate "Mac" McCaffrey; ``"snare"`` is Snare!; a word that starts
several titles (``"wall"``) is an :class:`AmbiguousCard` that lists them; a title that matches
nothing is an :class:`~netrunner.UnknownCard` whose suggestions are titles close to the whole
query or to one of its words (``difflib``, the standard library's sequence matcher), so
"doppelganger" does not suggest Pipeline.

>>> from netrunner.engine.carddb import card_data
>>> from netrunner.engine.ruleset import get_ruleset
>>> pool = get_ruleset("anr").pool
>>> find_card(pool, "kate").title, find_card(pool, "noise").title, find_card(pool, "snare").title
('Kate "Mac" McCaffrey: Digital Tinker', 'Noise: Hacker Extraordinaire', 'Snare!')
"""

from __future__ import annotations

import difflib
import re
import unicodedata

from ..engine.carddb import CardData, UnknownCard, normalize_title
from ..engine.pool import CardPool


class AmbiguousCard(UnknownCard):
    """A query that several titles match; ``matches`` are their exact titles."""

    def __init__(self, query: str, matches: list[str]) -> None:
        super().__init__(
            f"{query!r} matches {len(matches)} cards: " + "; ".join(matches) + ". Give more of "
            "the title."
        )
        self.matches = matches


def fold(text: str) -> str:
    """A title folded for matching: lower case, no accents, punctuation as spaces.

    >>> fold('Kate "Mac" McCaffrey: Digital Tinkerer')
    'kate mac mccaffrey digital tinkerer'
    >>> fold("Déjà Vu"), fold("Snare!")
    ('deja vu', 'snare')
    """
    t = unicodedata.normalize("NFKD", normalize_title(text))
    t = "".join(ch for ch in t if not unicodedata.combining(ch))
    t = t.replace("'", "").replace("\u2019", "")
    return " ".join(re.sub(r"[^\w]+", " ", t).split())


def _real(pool: CardPool) -> list[CardData]:
    return [c for c in pool.cards.values() if c.quantity > 0 or c.type != "identity"]


def matches(pool: CardPool, query: str) -> list[str]:
    """The titles of ``pool`` that ``query`` names: the exact title (folded), else the titles
    whose words start with each of the query's words, in order of the title's words.

    >>> from netrunner.engine.ruleset import get_ruleset
    >>> matches(get_ruleset("anr").pool, "wall")
    ["Hadrian's Wall", 'Ice Wall', 'Wall of Static', 'Wall of Thorns']
    """
    q = fold(query)
    if not q:
        return []
    cards = _real(pool)
    exact = [c.title for c in cards if fold(c.title) == q]
    if exact:
        return exact
    words = q.split()
    found = []
    for c in cards:
        title_words = fold(c.title).split()
        if all(any(tw.startswith(w) for tw in title_words) for w in words):
            found.append(c.title)
    # a word that is a whole word of the title is a better match than one that only starts one
    whole = [t for t in found if all(w in fold(t).split() for w in words)]
    if len(whole) == 1 and len(found) > 1 and _one_word_title(whole[0], words):
        return whole
    return sorted(found)


def _one_word_title(title: str, words: list[str]) -> bool:
    """The query is the title's first word (``noise`` for Noise: Hacker Extraordinaire)."""
    return fold(title).split()[: len(words)] == words


def suggestions(pool: CardPool, query: str, n: int = 3) -> list[str]:
    """Titles close to ``query``: to the whole of it, or to one of a title's words."""
    q = fold(query)
    by_fold: dict[str, str] = {fold(c.title): c.title for c in _real(pool)}
    scored: dict[str, float] = {}
    for folded, title in by_fold.items():
        whole = difflib.SequenceMatcher(None, q, folded).ratio()
        words = [w for w in folded.split() if len(w) > 2]
        word = max((difflib.SequenceMatcher(None, q, w).ratio() for w in words), default=0.0)
        best = max(whole, word)
        if best >= 0.75:
            scored[title] = best
    return sorted(scored, key=lambda t: (-scored[t], t))[:n]


def find_card(pool: CardPool, query: str) -> CardData:
    """The one card ``query`` names (see :func:`matches`); :class:`AmbiguousCard` when it names
    several, :class:`~netrunner.UnknownCard` (with suggestions) when it names none."""
    if query in pool:
        return pool.data(query)
    if not fold(query):
        raise UnknownCard(
            f"expected a card title or a word of it (e.g. 'ice wall'), got {_shown(query)}"
        )
    found = matches(pool, query)
    if len(found) == 1:
        return pool.data(found[0])
    if found:
        raise AmbiguousCard(query, found)
    close = suggestions(pool, query) if len(query) <= MAX_QUERY else []
    hint = f" (did you mean {', '.join(close)}?)" if close else ""
    raise UnknownCard(f"unknown card title {_shown(query)}{hint}")


#: a query longer than this is no title: it is not compared with every title for suggestions
MAX_QUERY = 100


def _shown(query: str, limit: int = 60) -> str:
    """``query`` quoted for a message, cut to ``limit`` characters."""
    return repr(query if len(query) <= limit else query[: limit - 1] + "…")


__all__ = ["AmbiguousCard", "find_card", "fold", "matches", "suggestions"]

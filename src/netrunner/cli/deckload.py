"""The two decks of a game as ``netrunner play`` and ``netrunner sim`` are given them.

A decklist without an identity line (as jinteki.net lists often are) takes its identity from
``--identity TITLE`` (the one of the deck's side), else from a question when a person is at the
keyboard; an illegal deck is refused with every problem listed, unless ``--allow-illegal``, and
a deck holding a card not playable yet (no definition: it would play as a blank) is refused naming
each such card, unless ``--allow-undefined``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from ..engine.carddb import DeckError, UnknownCard
from ..engine.ruleset import get_ruleset
from ..rulesets.anr.decks import NO_IDENTITY, Deck, MissingIdentity, read_deck
from .lookup import AmbiguousCard, find_card

#: the decks a game of each ruleset uses when none is named
DEFAULT_DECKS = {
    "anr": ("starter:jinteki", "starter:shaper"),
    "classic": ("starter:classic-corp", "starter:classic-runner"),
}

WHO = {"corp": "Corp", "runner": "Runner"}


class DeckRefused(ValueError):
    """Decks that cannot be played: ``problems`` are the lines to print."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("\n".join(problems))
        self.problems = list(problems)


def identity_for(side: str | None, query: str) -> str:
    """The exact title of the ``side`` identity (None: of either side) ``query`` names (any
    word of its title); a ``ValueError`` saying what was expected otherwise."""
    pool = get_ruleset("anr").pool
    try:
        data = find_card(pool, query)
    except AmbiguousCard as e:  # "pe": Jinteki: Personal Evolution, not The Personal Touch
        fits = [
            t
            for t in e.matches
            if pool.data(t).type == "identity" and side in (None, pool.data(t).side)
        ]
        if len(fits) != 1:
            raise ValueError(f"--identity: {e}") from None
        data = pool.data(fits[0])
    except UnknownCard as e:
        raise ValueError(f"--identity: {e}") from None
    if data.type != "identity" or (side is not None and data.side != side):
        which = f"a {WHO[side]}" if side is not None else "an"
        raise ValueError(f"--identity {query!r}: {data.title} is not {which} identity")
    return data.title


def read_with_identity(spec: str, identities: Sequence[str] = (), side: str | None = None) -> Deck:
    """The Android: Netrunner deck ``spec`` names (as :func:`~netrunner.rulesets.anr.decks.
    read_deck` reads it), of ``side`` when given: ``netrunner play``, ``sim`` and ``deck``
    read decks with this.

    A list with no identity line takes the first of ``identities`` (``--identity``: a title
    or a word of it) that is an identity of its side (its cards' side when ``side`` is None).
    Raises :class:`~netrunner.DeckError` (the file cannot be read, or its lines have problems:
    ``problems``), and :class:`MissingIdentity` when none of ``identities`` fits, its
    ``problems`` saying why each one did not."""
    try:
        return read_deck(spec, side=side)
    except MissingIdentity as e:
        missing = e
    which = side or missing.side
    for query in identities:
        try:
            title = identity_for(which, query)
        except ValueError as e:
            missing.problems.append(str(e))
            continue
        return read_deck(spec, side=side, identity=title)
    raise missing


def _read(
    spec: str,
    side: str,
    identities: Sequence[str],
    ask: Callable[[str], str] | None,
) -> Any:
    try:
        return read_with_identity(spec, identities, side)
    except MissingIdentity as e:
        missing = e
    if ask is None:
        # the list's other problems, then what was wrong with each --identity given
        others = [p for p in missing.problems if p != NO_IDENTITY]
        raise DeckRefused(
            [
                f"the {WHO[side]} deck {spec!r} has no identity line: give it with --identity "
                f"TITLE (a {WHO[side]} identity)",
                *(f"  - {p}" for p in others),
            ]
        )
    while True:
        answer = ask(f"The {WHO[side]} deck {spec!r} has no identity line. Its identity > ")
        try:
            title = identity_for(side, answer.strip())
        except ValueError as e:
            ask(f"{e} (press Enter to try again) > ")
            continue
        return read_deck(spec, side=side, identity=title)


def load_game_decks(
    ruleset: str,
    corp: str | None,
    runner: str | None,
    defaults: tuple[str, str] | None = None,
    identities: Sequence[str] = (),
    allow_illegal: bool = False,
    ask: Callable[[str], str] | None = None,
    allow_undefined: bool = False,
    sets: tuple[str, ...] | None = None,
) -> tuple[Any, Any, list[str]]:
    """The Corp's and the Runner's decks, and the notes to print (the problems of illegal decks
    played with ``allow_illegal``); a 1996 deck limited to ``sets`` too (``--sets``). Raises :class:`DeckRefused` listing every problem of an
    illegal deck, or ``ValueError`` for a deck that cannot be read."""
    rs = get_ruleset(ruleset)
    d_corp, d_runner = (
        defaults
        if ruleset == "anr" and defaults
        else DEFAULT_DECKS.get(ruleset, DEFAULT_DECKS["anr"])
    )
    decks: list[Any] = []
    for spec, side in ((corp or d_corp, "corp"), (runner or d_runner, "runner")):
        try:
            if ruleset == "anr":
                decks.append(_read(spec, side, identities, ask))
            else:
                deck = rs.read_deck(spec, side)
                decks.append(deck.restrict(sets) if sets and hasattr(deck, "restrict") else deck)
        except DeckError as e:
            if len(e.problems) == 1:
                raise
            raise DeckRefused(
                [f"the {WHO[side]} deck {spec!r} has {len(e.problems)} problems:"]
                + [f"  - {p}" for p in e.problems]
            ) from None
    problems: list[str] = []
    blanks: list[str] = []
    for deck, side in zip(decks, ("corp", "runner"), strict=True):
        found = rs.validate_deck(deck, allow_undefined=True)
        if found:
            problems.append(f"The {WHO[side]} deck is not legal:")
            problems += [f"  - {p}" for p in found]
        undefined = rs.undefined_cards(deck)
        if undefined:
            blanks.append(
                f"The {WHO[side]} deck holds cards not playable yet (no definition of what they"
                + (" do): they play as blanks:" if allow_undefined else " do):")
            )
            blanks += [f"  - {t}" for t in undefined]
    refused = (problems if not allow_illegal else []) + (blanks if not allow_undefined else [])
    if refused:
        hints = [
            hint
            for hint, needed in (
                ("Play it anyway with --allow-illegal.", problems and not allow_illegal),
                ("Play them as blanks with --allow-undefined.", blanks and not allow_undefined),
            )
            if needed
        ]
        raise DeckRefused([*refused, *hints])
    return decks[0], decks[1], problems + blanks


__all__ = ["DEFAULT_DECKS", "DeckRefused", "identity_for", "load_game_decks", "read_with_identity"]

"""Command-line values read in our words: a bad ``--seed`` or ``--side`` says what was expected.

Typer reads an ``int`` or an ``Enum`` option through pydantic, whose messages reach the person
as they are ("Input should be a valid integer, unable to parse string as an integer", "Value
error, 'sideways' is not one of ..."). Options read with these parsers say instead what the
command expects; Typer still prints its usage lines and exits with code 2.

>>> whole_number("--games", minimum=1)("12")
12
>>> try:
...     whole_number("--games", minimum=1)("0")
... except typer.BadParameter as e:
...     print(e)
expected a whole number of at least 1, got '0'
>>> one_of(["corp", "runner"])("Corp")
'corp'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from typing import Any, TypeVar

import typer

E = TypeVar("E", bound=Enum)


def _or(values: Sequence[str]) -> str:
    return values[0] if len(values) == 1 else ", ".join(values[:-1]) + " or " + values[-1]


def whole_number(
    name: str, minimum: int | None = None, maximum: int | None = None
) -> Callable[[Any], int]:
    """A parser of the whole numbers from ``minimum`` to ``maximum`` (either may be open) for the
    option ``name``; anything else is a :class:`typer.BadParameter` saying what was expected."""
    if minimum is not None and maximum is not None:
        want = f"a whole number from {minimum} to {maximum}"
    elif minimum is not None:
        want = f"a whole number of at least {minimum}"
    elif maximum is not None:
        want = f"a whole number of at most {maximum}"
    else:
        want = "a whole number"

    def parse(value: Any) -> int:
        if isinstance(value, int) and not isinstance(value, bool):
            n = value
        else:
            text = str(value).strip().replace("_", "")
            try:
                n = int(text)
            except ValueError:
                raise typer.BadParameter(f"expected {want}, got {str(value)!r}") from None
        if (minimum is not None and n < minimum) or (maximum is not None and n > maximum):
            raise typer.BadParameter(f"expected {want}, got {str(value)!r}")
        return n

    parse.__name__ = f"parse_{name.strip('-').replace('-', '_')}"
    return parse


def positive_number(name: str) -> Callable[[Any], float]:
    """A parser of the numbers above 0 (``2``, ``0.5``) for the option ``name``."""

    def parse(value: Any) -> float:
        try:
            x = float(value)
        except (TypeError, ValueError):
            x = float("nan")
        if not x > 0 or x == float("inf"):
            raise typer.BadParameter(f"expected a number above 0, got {str(value)!r}")
        return x

    parse.__name__ = f"parse_{name.strip('-').replace('-', '_')}"
    return parse


def one_of(values: Sequence[str]) -> Callable[[Any], str]:
    """A parser of one of ``values`` (case does not matter)."""

    def parse(value: Any) -> str:
        text = str(value).strip().lower()
        if text in values:
            return text
        raise typer.BadParameter(f"expected {_or(list(values))}, got {str(value)!r}")

    return parse


def member_of(enum: type[E]) -> Callable[[Any], E]:
    """A parser of a member of ``enum`` by its value (case does not matter)."""
    values = [str(m.value) for m in enum]
    pick = one_of(values)

    def parse(value: Any) -> E:
        if isinstance(value, enum):
            return value
        return enum(pick(value))

    return parse


IDENTITY_OPTION = typer.Option(
    "--identity",
    help="The identity of a decklist that has none (jinteki.net lists): a title or a word of "
    "it; give it twice for two such decks (each list takes the one of its side).",
    metavar="TITLE",
)


SETS_OPTION = typer.Option(
    "--sets",
    help="classic: the sets the decks may draw from, e.g. 'Base,Proteus' (default: a deck's own "
    "'Sets:' line, else all three: Base, Proteus, Classic).",
    metavar="SETS",
)


def sets_value(text: str | None, ruleset: str) -> tuple[str, ...] | None:
    """``--sets``: the 1996 sets a deck may draw from (None when not given: what a deck's own
    list says, all three when it names none); ``typer.BadParameter`` for the Core Set or an
    unknown set.

    >>> sets_value("proteus,base", "classic"), sets_value(None, "anr")
    (('Base', 'Proteus'), None)
    """
    if text is None:
        return None
    if ruleset != "classic":
        raise typer.BadParameter(
            "only Netrunner (1996) decks have sets (--ruleset classic)", param_hint="--sets"
        )
    from ..rulesets.classic.sets import parse_sets

    try:
        return parse_sets(text)
    except ValueError as e:
        raise typer.BadParameter(str(e), param_hint="--sets") from None


def metavar(values: Sequence[str]) -> str:
    """How help shows an option of these values: ``<corp|runner|hotseat>``."""
    return "<" + "|".join(values) + ">"


__all__ = [
    "IDENTITY_OPTION",
    "SETS_OPTION",
    "sets_value",
    "member_of",
    "metavar",
    "one_of",
    "positive_number",
    "whole_number",
]

"""``netrunner deck``: check decklists and show them.

netrunner deck validate FILE... [--identity TITLE]
    each deck: OK, or every problem of the list at once (each unknown title with the closest
    real ones, each malformed line, each deckbuilding rule broken); exit 1 if any deck has
    problems, 2 if a file cannot be read at all (missing, a directory, not text, empty)
netrunner deck show FILE [--identity TITLE]
    a table of the deck by type, with the totals; exit 1 if it has problems (listed under it)

FILE is a decklist file (NetrunnerDB or jinteki.net text, OCTGN .o8d) or ``starter:<faction>``.
``--identity`` gives the identity of a list that has none (jinteki.net lists), as for ``netrunner
play``. Both take ``--ruleset classic`` for the 1996 game's decks (``starter:classic-corp`` too).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..engine.carddb import card_data
from ..engine.ruleset import get_ruleset
from ..rulesets.anr.decks import (
    FACTION_NAMES,
    Deck,
    DeckError,
    MissingIdentity,
    agenda_points_needed,
    influence_dots,
)
from ..rulesets.classic.decks import read_classic_deck
from .console import make_console
from .deckload import read_with_identity
from .options import IDENTITY_OPTION, SETS_OPTION, sets_value

deck_app = typer.Typer(
    rich_markup_mode=None,
    name="deck",
    help="Check decklists (NetrunnerDB, jinteki.net, OCTGN .o8d) and show them.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)

DECK_ARG = "A decklist file (NetrunnerDB or jinteki.net text, OCTGN .o8d) or starter:<faction>."


RULESET_OPTION = typer.Option(
    "--ruleset",
    help="anr (the Core Set rules) or classic (Netrunner 1996: starter:classic-corp, "
    "starter:classic-runner or a decklist file, its side that of its first card).",
)


def _console() -> Console:
    return make_console(soft_wrap=True)


def _classic(ruleset: str, identity: Sequence[str] = ()) -> bool:
    """True for the 1996 game; an unknown ruleset (or ``--identity`` for a 1996 deck, which
    has none) is a one-line error (exit 2)."""
    try:
        get_ruleset(ruleset)
    except ValueError as e:
        raise _error(str(e)) from None
    if ruleset == "classic" and identity:
        raise _error("--identity: a Netrunner (1996) deck has no identity (--ruleset classic)")
    return ruleset == "classic"


def _sets(text: str | None, ruleset: str) -> tuple[str, ...] | None:
    try:
        return sets_value(text, ruleset)
    except typer.BadParameter as e:
        raise _error(f"--sets: {e.message}") from None


def _error(message: str) -> typer.Exit:
    make_console(stderr=True, soft_wrap=True).print(f"[bold red]Error:[/] {escape(message)}")
    return typer.Exit(code=2)


@dataclass
class Checked:
    """A decklist read whole: ``deck`` (None when none could be made of it: a missing identity,
    or no line read), ``problems`` (its lines' problems, then the deckbuilding rules'), and
    ``unreadable``, the message when the file (or ``starter:`` name) cannot be read at all."""

    deck: Any = None
    problems: list[str] = field(default_factory=list)
    unreadable: str | None = None
    unknown: bool = False  # some titles are no card (the rules counted them as blanks)


def check(
    spec: str, classic: bool, identities: Sequence[str] = (), sets: tuple[str, ...] | None = None
) -> Checked:
    """Read the decklist ``spec`` and check it: every problem of its lines (each unknown title
    with the closest real ones, each malformed line) and of the deckbuilding rules, in one go.

    >>> c = check("starter:jinteki", classic=False)
    >>> c.deck.identity, c.problems
    ('Jinteki: Personal Evolution', [])
    >>> check("starter:tyrell", classic=False).unreadable
    "unknown faction 'tyrell': expected one of haas-bioroid, jinteki, nbn, weyland-consortium, anarch, criminal, shaper"

    A 1996 deck is checked against ``sets`` as well as its own ``Sets:`` line (``--sets``).
    """
    try:
        # a 1996 deck's side is its first card's
        deck: Any = (
            read_classic_deck(spec, None) if classic else read_with_identity(spec, identities)
        )
    except MissingIdentity as e:
        return Checked(None, list(e.problems))
    except DeckError as e:
        if e.deck is None and len(e.problems) == 1:
            return Checked(unreadable=str(e))
        partial = e.deck.restrict(sets) if classic and e.deck is not None else e.deck
        rules = partial.validate(unknown_titles=False) if partial is not None else []
        unknown = e.deck is not None and _has_unknown(e.deck, classic)
        return Checked(partial, [*e.problems, *rules], unknown=unknown and bool(rules))
    if classic:
        deck = deck.restrict(sets)
    return Checked(deck, deck.validate())


def _has_unknown(deck: Any, classic: bool) -> bool:
    """True if some of ``deck``'s titles are no card (a list read with problems)."""
    if classic:
        pool = get_ruleset("classic").pool
        return any(t not in pool for t, _ in deck.cards)
    return any(section == "Unknown" for section, _ in deck.sections())


#: said under the problems of a list whose unknown titles the rules counted as blanks
UNKNOWN_NOTE = (
    "  (the deckbuilding rules counted each unknown title as a card of no type: no agenda "
    "points, no influence)"
)


def _print_problems(console: Console, checked: Checked) -> None:
    for p in checked.problems:
        console.print(f"  - {escape(p)}")
    if checked.unknown:
        console.print(UNKNOWN_NOTE, style="dim")


@deck_app.command("validate")
def validate(
    files: Annotated[list[str], typer.Argument(help=DECK_ARG, metavar="FILE...")],
    ruleset: Annotated[str, RULESET_OPTION] = "anr",
    identity: Annotated[list[str] | None, IDENTITY_OPTION] = None,
    sets: Annotated[str | None, SETS_OPTION] = None,
) -> None:
    """Check decks against the Core Set deckbuilding rules (or the 1996 ones): OK, or every
    problem of the list (unknown titles, malformed lines, the rules), each on its own line.
    Exit 1 if a deck has problems, 2 if one cannot be read at all (a missing file...)."""
    console = _console()
    classic = _classic(ruleset, identity or ())
    limit = _sets(sets, ruleset)
    status = 0
    for spec in files:
        checked = check(spec, classic, identity or (), limit)
        if checked.unreadable is not None:
            why = checked.unreadable
            for prefix in (f"{spec}: ", f"{spec}, "):  # the heading names the file already
                why = why.removeprefix(prefix)
            console.print(f"[bold red]{escape(spec)}: unreadable:[/] {escape(why)}")
            status = 2
            continue
        deck = checked.deck
        if not checked.problems:
            what = deck.identity or f"{deck.side} deck"  # a 1996 deck has no identity
            console.print(f"[green]{escape(spec)}: OK[/] ({escape(what)}, {len(deck)} cards)")
            continue
        n = len(checked.problems)
        console.print(
            f"[bold yellow]{escape(spec)}: illegal[/], {n} problem{'s' if n > 1 else ''}:"
        )
        _print_problems(console, checked)
        status = max(status, 1)
    raise typer.Exit(code=status)


#: how ``deck show`` heads a section: the ice with none of the three subtypes NetrunnerDB groups
#: ice by (Data Mine: Trap - AP) are "Other ice", as they read under Barrier, Code Gate, Sentry
SECTION_HEADINGS = {"Ice": "Other ice", "Unknown": "Unknown titles"}


def deck_table(deck: Deck, title: str) -> Table:
    """The deck by NetrunnerDB section: count, title, subtypes, cost (one copy's), influence
    (all copies') and, for the Corp, the agenda points printed on the card."""
    corp = deck.side == "corp"
    table = Table(title=title, title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("Card")
    table.add_column("Subtypes")
    table.add_column("Cost", justify="right")
    table.add_column("Influence", no_wrap=True)
    if corp:
        table.add_column("Points", justify="right")
    sections = deck.sections()
    for i, (section, rows) in enumerate(sections):
        count = sum(n for _, _, n in rows)
        heading = SECTION_HEADINGS.get(section, section)
        table.add_row("", f"[bold]{escape(heading)}[/] ({count})", *[""] * (4 if corp else 3))
        for k, (data, name, n) in enumerate(rows):
            cost = "" if data is None or data.cost is None else str(data.cost)
            if data is not None and data.type == "agenda":
                cost = f"{data.advancement_cost} adv"
            inf = deck.influence_of(data) * n
            cells = [
                str(n),
                escape(name),
                escape(" - ".join(data.keywords)) if data else "[red]unknown card[/]",
                cost,
                f"{inf:>2} {influence_dots(inf)}" if inf else "",
            ]
            if corp:  # the card's printed points, as its cost is one copy's
                pts = (data.agenda_points or 0) if data and data.type == "agenda" else 0
                cells.append(str(pts) if pts else "")
            last = k == len(rows) - 1 and i < len(sections) - 1
            table.add_row(*cells, end_section=last)
    return table


def _totals(deck: Deck) -> str:
    ident = card_data(deck.identity)
    size = f"Cards: {len(deck)}"
    if ident.minimum_deck_size:
        size += f" (minimum {ident.minimum_deck_size})"
    parts = [size]
    if ident.influence_limit is not None:
        parts.append(f"Influence: {deck.influence()} of {ident.influence_limit}")
    if deck.side == "corp":
        points = f"Agenda points: {deck.agenda_points()}"
        if ident.minimum_deck_size:
            low, high = agenda_points_needed(len(deck))
            points += f" (needs {low} or {high})"
        parts.append(points)
    return " · ".join(parts)


@deck_app.command("show")
def show(
    file: Annotated[str, typer.Argument(help=DECK_ARG, metavar="FILE")],
    ruleset: Annotated[str, RULESET_OPTION] = "anr",
    identity: Annotated[list[str] | None, IDENTITY_OPTION] = None,
    sets: Annotated[str | None, SETS_OPTION] = None,
) -> None:
    """Show a deck as a table by card type, with its totals and whether it is legal; a list
    with problems is shown as far as it reads, every problem listed under it (exit 1)."""
    classic = _classic(ruleset, identity or ())
    checked = check(file, classic, identity or (), _sets(sets, ruleset))
    if checked.unreadable is not None:
        raise _error(checked.unreadable)
    console = _console()
    deck = checked.deck
    if deck is None:  # no identity: nothing to table
        console.print(f"[bold yellow]{escape(file)} cannot be shown:[/]")
        _print_problems(console, checked)
        raise typer.Exit(code=1)
    if classic:
        from .classic import show_deck

        show_deck(console, deck)
        rules = "the 1996 deckbuilding rules"
    else:
        ident = card_data(deck.identity)
        faction = FACTION_NAMES.get(ident.faction, ident.faction)
        name = f"{deck.name}: " if deck.name else ""
        console.print(deck_table(deck, f"{escape(name)}{escape(deck.identity)} ({faction})"))
        console.print(_totals(deck))
        rules = "the Core Set deckbuilding rules"
    if not checked.problems:
        console.print(f"[green]Legal[/] under {rules}.")
        return
    console.print("[bold yellow]Not legal:[/]")
    _print_problems(console, checked)
    raise typer.Exit(code=1)

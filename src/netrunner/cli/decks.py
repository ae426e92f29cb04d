"""``netrunner deck``: check decklists and show them.

netrunner deck validate FILE...   each deck: OK or its problems; exit 1 if any is illegal, 2 if any
                                  cannot be read (a missing file, an unknown card...)
netrunner deck show FILE          a table of the deck by type, with the totals; exit 1 if illegal

FILE is a decklist file (NetrunnerDB or jinteki.net text, OCTGN .o8d) or ``starter:<faction>``.
Both take ``--ruleset classic`` for the 1996 game's decks (``starter:classic-corp`` too).
"""

from __future__ import annotations

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
    agenda_points_needed,
    influence_dots,
    read_deck,
)
from ..rulesets.classic.decks import read_classic_deck
from .console import make_console

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


def _classic(ruleset: str) -> bool:
    """True for the 1996 game; an unknown ruleset is a one-line error (exit 2)."""
    try:
        get_ruleset(ruleset)
    except ValueError as e:
        make_console(stderr=True, soft_wrap=True).print(f"[bold red]Error:[/] {escape(str(e))}")
        raise typer.Exit(code=2) from None
    return ruleset == "classic"


@deck_app.command("validate")
def validate(
    files: Annotated[list[str], typer.Argument(help=DECK_ARG, metavar="FILE...")],
    ruleset: Annotated[str, RULESET_OPTION] = "anr",
) -> None:
    """Check decks against the Core Set deckbuilding rules (or the 1996 ones): OK, or each
    problem on its own line."""
    console = _console()
    classic = _classic(ruleset)
    status = 0
    for spec in files:
        try:
            # a 1996 deck's side is its first card's
            deck: Any = read_classic_deck(spec, None) if classic else read_deck(spec)
        except DeckError as e:
            console.print(f"[bold red]{escape(spec)}: unreadable:[/] {escape(str(e))}")
            status = 2
            continue
        problems = deck.validate()
        if not problems:
            what = deck.identity or f"{deck.side} deck"  # a 1996 deck has no identity
            console.print(f"[green]{escape(spec)}: OK[/] ({escape(what)}, {len(deck)} cards)")
            continue
        n = len(problems)
        console.print(
            f"[bold yellow]{escape(spec)}: illegal[/], {n} problem{'s' if n > 1 else ''}:"
        )
        for p in problems:
            console.print(f"  - {escape(p)}")
        status = max(status, 1)
    raise typer.Exit(code=status)


def deck_table(deck: Deck, title: str) -> Table:
    """The deck by NetrunnerDB section: count, title, subtypes, cost, influence (and points)."""
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
        table.add_row("", f"[bold]{escape(section)}[/] ({count})", *[""] * (4 if corp else 3))
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
            if corp:
                pts = (data.agenda_points or 0) * n if data and data.type == "agenda" else 0
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
) -> None:
    """Show a deck as a table by card type, with its totals and whether it is legal."""
    if _classic(ruleset):
        from .classic import show as classic_show

        err = make_console(stderr=True, soft_wrap=True)
        raise typer.Exit(code=classic_show(_console(), err, file))
    try:
        deck = read_deck(file)
    except DeckError as e:
        make_console(stderr=True, soft_wrap=True).print(f"[bold red]Error:[/] {escape(str(e))}")
        raise typer.Exit(code=2) from None
    console = _console()
    ident = card_data(deck.identity)
    faction = FACTION_NAMES.get(ident.faction, ident.faction)
    name = f"{deck.name}: " if deck.name else ""
    console.print(deck_table(deck, f"{escape(name)}{escape(deck.identity)} ({faction})"))
    console.print(_totals(deck))
    problems = deck.validate()
    if not problems:
        console.print("[green]Legal[/] under the Core Set deckbuilding rules.")
        return
    console.print("[bold yellow]Not legal:[/]")
    for p in problems:
        console.print(f"  - {escape(p)}")
    raise typer.Exit(code=1)

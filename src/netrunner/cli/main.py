"""The ``netrunner`` command: play in the terminal, list the Core Set cards.

netrunner play [--corp DECK] [--runner DECK] [--side corp|runner|hotseat] [--seed N] [--bot random]
netrunner cards [--missing]
netrunner card TITLE
netrunner sim [--corp DECK] [--runner DECK] [--corp-bot B] [--runner-bot B] [--games N] ...
netrunner replay FILE
netrunner deck validate FILE...  /  netrunner deck show FILE

A DECK is ``starter:<faction>`` or a decklist file: NetrunnerDB or jinteki.net text, or OCTGN .o8d.
"""

from __future__ import annotations

import random
from enum import StrEnum
from typing import Annotated

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..bots.match import make_bot, parse_bot_spec
from ..decks import Deck, DeckError, read_deck
from ..engine.game import Game
from .decks import deck_app
from .play import Goodbye, Session
from .replay import replay
from .sim import sim

app = typer.Typer(
    name="netrunner",
    help="Android: Netrunner (Core Set) in the terminal.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.add_typer(deck_app, name="deck")


class Side(StrEnum):
    corp = "corp"
    runner = "runner"
    hotseat = "hotseat"


def fail(message: str) -> typer.Exit:
    """Print a one-line error on stderr; the caller raises the returned exit (code 2)."""
    Console(stderr=True, highlight=False).print(
        f"[bold red]Error:[/] {escape(message)}", markup=True, soft_wrap=True
    )
    return typer.Exit(code=2)


def load_deck(spec: str, side: str) -> Deck:
    """``starter:<faction>`` or a path to a decklist file; raises :class:`DeckError` if unusable."""
    return read_deck(spec, side=side)


@app.command()
def play(
    corp: Annotated[
        str,
        typer.Option(
            "--corp", help="Corp deck: starter:<faction> or a decklist file (text or .o8d)."
        ),
    ] = "starter:jinteki",
    runner: Annotated[
        str,
        typer.Option(
            "--runner", help="Runner deck: starter:<faction> or a decklist file (text or .o8d)."
        ),
    ] = "starter:shaper",
    side: Annotated[
        Side, typer.Option("--side", help="The side you play; hotseat: you answer for both sides.")
    ] = Side.runner,
    seed: Annotated[
        int | None, typer.Option("--seed", help="Random seed (default: a random one).")
    ] = None,
    bot: Annotated[
        str,
        typer.Option(
            "--bot",
            help="The bot that plays the other side: random, heuristic or mcts, with options "
            "as in mcts:iterations=1000.",
        ),
    ] = "random",
) -> None:
    """Play a game: you against a bot, or both sides yourself (hotseat)."""
    try:
        parse_bot_spec(bot)
    except ValueError as e:
        raise fail(str(e)) from None
    try:
        cdeck = load_deck(corp, "corp")
        rdeck = load_deck(runner, "runner")
    except DeckError as e:
        raise fail(f"bad deck: {e}") from None
    console = Console(highlight=False)
    for name, deck in (("Corp", cdeck), ("Runner", rdeck)):
        problems = deck.validate()
        if problems:
            console.print(
                f"[yellow]Note: the {name} deck is not tournament-legal: {escape(problems[0])}[/]"
            )
    if seed is None:
        seed = random.randrange(1_000_000)
    game = Game.new(cdeck, rdeck, seed=seed)
    humans = ("corp", "runner") if side is Side.hotseat else (side.value,)
    the_bot = None if side is Side.hotseat else make_bot(bot, seed)
    vs = "hotseat" if side is Side.hotseat else f"{bot} bot plays the other side"
    console.print(
        f"[bold]Netrunner[/] · {cdeck.identity} vs {rdeck.identity} · seed {seed} · {vs}. "
        "Type ? for help."
    )
    session = Session(game, humans, the_bot, console, note=f"seed {seed}")
    try:
        session.play()
    except (Goodbye, KeyboardInterrupt):
        console.print("\nGoodbye.")
        raise typer.Exit(code=0) from None


@app.command()
def cards(
    missing: Annotated[
        bool, typer.Option("--missing", help="Only the cards with no definition yet.")
    ] = False,
) -> None:
    """List the Core Set cards and whether each one is implemented."""
    from ..cards import missing as missing_titles
    from ..engine.carddb import core_set

    absent = set(missing_titles())
    allcards = core_set()
    table = Table(title="Core Set cards" + (" without a definition" if missing else ""))
    for col in ("Title", "Side", "Faction", "Type", "Implemented"):
        table.add_column(col)
    for c in allcards:
        done = c.title not in absent
        if missing and done:
            continue
        table.add_row(
            c.title,
            c.side,
            c.faction,
            c.type,
            "[green]yes[/]" if done else "[red]no[/]",
        )
    console = Console(highlight=False)
    if not missing or absent:
        console.print(table)
    total = len(allcards)
    n_missing = sum(1 for c in allcards if c.title in absent)
    if n_missing == 0:
        console.print(f"All {total} Core Set cards are implemented.")
    else:
        console.print(f"{n_missing} of {total} Core Set cards have no definition yet.")


@app.command()
def card(
    title: Annotated[str, typer.Argument(help="A card title (case and accents don't matter).")],
) -> None:
    """Show a card: its printed numbers and its text."""
    from ..engine.carddb import UnknownCard
    from .board import card_panel

    try:
        panel = card_panel(title)
    except UnknownCard as e:
        raise fail(str(e)) from None
    Console(highlight=False).print(panel)


app.command("sim")(sim)
app.command("replay")(replay)


def main() -> None:
    """Entry point for ``python -m netrunner``."""
    app(prog_name="netrunner")


if __name__ == "__main__":  # pragma: no cover
    main()

"""The ``netrunner`` command: play in the terminal, list the Core Set cards.

netrunner play [--corp DECK] [--runner DECK] [--side corp|runner|hotseat] [--seed N] [--bot random]
               [--ruleset anr|classic]
netrunner cards [--missing] [--ruleset anr|classic] [--all-sets]
netrunner card TITLE [--ruleset anr|classic]
netrunner sim [--corp DECK] [--runner DECK] [--corp-bot B] [--runner-bot B] [--games N] ...
netrunner replay FILE
netrunner tutorial classic
netrunner serve [--host 127.0.0.1] [--port 8000] [--database-url URL]
netrunner deck validate FILE...  /  netrunner deck show FILE

A DECK is ``starter:<faction>`` or a decklist file: NetrunnerDB or jinteki.net text, or OCTGN .o8d.
"""

from __future__ import annotations

import random
from enum import StrEnum
from typing import Annotated, Any

import typer
from rich.console import Console
from rich.markup import escape
from rich.table import Table

from ..bots.match import make_bot, parse_bot_spec
from ..decks import Deck, read_deck
from ..engine.game import Game
from ..engine.ruleset import get_ruleset
from .decks import deck_app
from .play import Goodbye, Session
from .replay import replay
from .serve import serve
from .sim import sim
from .tutorial import tutorial

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


#: the decks a game of each ruleset uses when none is named
DEFAULT_DECKS = {
    "anr": ("starter:jinteki", "starter:shaper"),
    "classic": ("starter:classic-corp", "starter:classic-runner"),
}


def ruleset_decks(
    ruleset: str, corp: str | None, runner: str | None, defaults: tuple[str, str] | None = None
) -> tuple[Any, Any]:
    """The two decks of a game of ``ruleset`` as the command line names them (``None``: the
    ruleset's default), read by the ruleset; raises ``ValueError`` (a bad ruleset or deck)."""
    rs = get_ruleset(ruleset)
    d_corp, d_runner = (
        defaults
        if ruleset == "anr" and defaults
        else DEFAULT_DECKS.get(ruleset, DEFAULT_DECKS["anr"])
    )
    return rs.read_deck(corp or d_corp, "corp"), rs.read_deck(runner or d_runner, "runner")


def deck_name(deck: Any) -> str:
    """How the command line names a deck: its identity, else its name."""
    return str(deck.identity or getattr(deck, "name", "") or "a deck")


@app.command()
def play(
    corp: Annotated[
        str | None,
        typer.Option(
            "--corp",
            help="Corp deck: starter:<faction> or a decklist file (text or .o8d). Default: "
            "starter:jinteki (classic: starter:classic-corp).",
        ),
    ] = None,
    runner: Annotated[
        str | None,
        typer.Option(
            "--runner",
            help="Runner deck: starter:<faction> or a decklist file (text or .o8d). Default: "
            "starter:shaper (classic: starter:classic-runner).",
        ),
    ] = None,
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
    ruleset: Annotated[
        str,
        typer.Option(
            "--ruleset", help="anr (Android: Netrunner, 2012 Core Set) or classic (Netrunner 1996)."
        ),
    ] = "anr",
) -> None:
    """Play a game: you against a bot, or both sides yourself (hotseat)."""
    try:
        parse_bot_spec(bot)
    except ValueError as e:
        raise fail(str(e)) from None
    try:
        get_ruleset(ruleset)
    except ValueError as e:
        raise fail(str(e)) from None
    try:
        cdeck, rdeck = ruleset_decks(ruleset, corp, runner)
    except ValueError as e:
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
    game = Game.new(cdeck, rdeck, seed=seed, ruleset=ruleset)
    humans = ("corp", "runner") if side is Side.hotseat else (side.value,)
    the_bot = None if side is Side.hotseat else make_bot(bot, seed)
    vs = "hotseat" if side is Side.hotseat else f"{bot} bot plays the other side"
    title = "Netrunner (1996)" if ruleset == "classic" else "Netrunner"
    console.print(
        f"[bold]{title}[/] · {deck_name(cdeck)} vs {deck_name(rdeck)} · seed {seed} · {vs}. "
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
    ruleset: Annotated[
        str,
        typer.Option(
            "--ruleset", help="anr (the Core Set) or classic (Netrunner 1996: the Base set)."
        ),
    ] = "anr",
    every_set: Annotated[
        bool,
        typer.Option(
            "--all-sets", help="classic: every set (Base, Proteus, Classic), not the Base set."
        ),
    ] = False,
) -> None:
    """List the Core Set cards (or the 1996 ones) and whether each one is implemented."""
    try:
        get_ruleset(ruleset)
    except ValueError as e:
        raise fail(str(e)) from None
    if ruleset == "classic":
        from .classic import list_cards

        list_cards(Console(highlight=False), missing, every_set)
        return
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
    ruleset: Annotated[
        str,
        typer.Option("--ruleset", help="anr (Android: Netrunner) or classic (Netrunner 1996)."),
    ] = "anr",
) -> None:
    """Show a card: its printed numbers and its text."""
    from ..engine.carddb import UnknownCard
    from .board import card_panel
    from .classic import card_panel as classic_card_panel

    try:
        get_ruleset(ruleset)
    except ValueError as e:
        raise fail(str(e)) from None
    try:
        panel = classic_card_panel(title) if ruleset == "classic" else card_panel(title)
    except UnknownCard as e:
        raise fail(str(e)) from None
    Console(highlight=False).print(panel)


app.command("sim")(sim)
app.command("replay")(replay)
app.command("serve")(serve)
app.command("tutorial")(tutorial)


def main() -> None:
    """Entry point for ``python -m netrunner``."""
    app(prog_name="netrunner")


if __name__ == "__main__":  # pragma: no cover
    main()

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
import sys
from enum import StrEnum
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table
from rich.text import Text

from ..bots.match import make_bot, parse_bot_spec
from ..engine.game import Game
from ..engine.ruleset import get_ruleset
from ..rulesets.anr.decks import Deck, read_deck
from .console import make_console
from .deckload import DEFAULT_DECKS, DeckRefused, load_game_decks  # noqa: F401 (re-exported)
from .decks import deck_app
from .play import Goodbye, Session
from .replay import replay
from .serve import serve
from .sim import sim
from .tutorial import tutorial

app = typer.Typer(
    name="netrunner",
    rich_markup_mode=None,  # click's help: flags shown as flags, not "<bool>"
    help="Android: Netrunner (Core Set) in the terminal.",
    no_args_is_help=True,
    add_completion=False,
    pretty_exceptions_enable=False,
)
app.add_typer(deck_app, name="deck")


IDENTITY_OPTION = typer.Option(
    "--identity",
    help="The identity of a decklist that has none (jinteki.net lists): a title or a word of "
    "it; give it twice for two such decks.",
    metavar="TITLE",
)
ALLOW_ILLEGAL_OPTION = typer.Option(
    "--allow-illegal", help="Play decks that break the deckbuilding rules (their problems listed)."
)
ALLOW_UNDEFINED_OPTION = typer.Option(
    "--allow-undefined",
    help="Play cards that have no definition yet as blanks, by their printed numbers alone.",
)


class Side(StrEnum):
    corp = "corp"
    runner = "runner"
    hotseat = "hotseat"


def fail(message: str) -> typer.Exit:
    """Print a one-line error on stderr; the caller raises the returned exit (code 2)."""
    make_console(stderr=True).print(
        f"[bold red]Error:[/] {escape(message)}", markup=True, soft_wrap=True
    )
    return typer.Exit(code=2)


def load_deck(spec: str, side: str) -> Deck:
    """``starter:<faction>`` or a path to a decklist file; raises :class:`DeckError` if unusable."""
    return read_deck(spec, side=side)


def ruleset_decks(
    ruleset: str, corp: str | None, runner: str | None, defaults: tuple[str, str] | None = None
) -> tuple[Any, Any]:
    """The two decks of a game of ``ruleset`` as the command line names them (``None``: the
    ruleset's default), read by the ruleset, illegal ones allowed; raises ``ValueError`` (a bad
    ruleset or deck)."""
    cdeck, rdeck, _ = load_game_decks(
        ruleset, corp, runner, defaults, allow_illegal=True, allow_undefined=True
    )
    return cdeck, rdeck


def refuse(e: DeckRefused) -> typer.Exit:
    """Print every problem of refused decks on stderr; the caller raises the exit (code 2)."""
    err = make_console(stderr=True, soft_wrap=True)
    err.print(Text("Error: ", style="bold red") + Text(e.problems[0]))
    for line in e.problems[1:]:
        err.print(Text(line))
    return typer.Exit(code=2)


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
            "starter:jinteki (classic: starter:classic-corp; also classic-black-ice, classic-tags, classic-forts, classic-advance).",
        ),
    ] = None,
    runner: Annotated[
        str | None,
        typer.Option(
            "--runner",
            help="Runner deck: starter:<faction> or a decklist file (text or .o8d). Default: "
            "starter:shaper (classic: starter:classic-runner; also classic-viruses, classic-stealth, classic-noisy, classic-connections).",
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
    identity: Annotated[list[str] | None, IDENTITY_OPTION] = None,
    allow_illegal: Annotated[bool, ALLOW_ILLEGAL_OPTION] = False,
    allow_undefined: Annotated[bool, ALLOW_UNDEFINED_OPTION] = False,
    every_prompt: Annotated[
        bool,
        typer.Option(
            "--every-prompt",
            help="Show every decision, even one whose single option is a free pass (taken for you "
            "otherwise).",
        ),
    ] = False,
    plain: Annotated[
        bool,
        typer.Option(
            "--plain",
            help="Line by line instead of the full-screen board (always when standard input "
            "or output is not a terminal).",
        ),
    ] = False,
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
    console = make_console()
    ask = (lambda prompt: console.input(Text(prompt))) if sys.stdin.isatty() else None
    try:
        cdeck, rdeck, notes = load_game_decks(
            ruleset, corp, runner, None, identity or (), allow_illegal, ask, allow_undefined
        )
    except DeckRefused as e:
        raise refuse(e) from None
    except ValueError as e:
        raise fail(f"bad deck: {e}") from None
    for line in notes:
        console.print(Text(line, style="yellow"))
    if seed is None:
        seed = random.randrange(1_000_000)
    game = Game.new(cdeck, rdeck, seed=seed, ruleset=ruleset, allow_undefined=allow_undefined)
    humans = ("corp", "runner") if side is Side.hotseat else (side.value,)
    the_bot = None if side is Side.hotseat else make_bot(bot, seed)
    if not plain and sys.stdin.isatty() and sys.stdout.isatty():
        from .session import GameSession, summary_lines
        from .tui import run_board

        core = GameSession(game, humans, the_bot, every_prompt)
        run_board(core, note=f"seed {seed}")
        for line in summary_lines(core.summary()) if core.over else ["Goodbye."]:
            console.print(Text(line))
        return
    vs = "hotseat" if side is Side.hotseat else f"{bot} bot plays the other side"
    title = "Netrunner (1996)" if ruleset == "classic" else "Netrunner"
    console.print(
        Text(title, style="bold")
        + Text(
            f" · {deck_name(cdeck)} vs {deck_name(rdeck)} · seed {seed} · {vs}. Type ? for help."
        )
    )
    session = Session(
        game, humans, the_bot, console, note=f"seed {seed}", every_prompt=every_prompt
    )
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

        list_cards(make_console(), missing, every_set)
        return
    from ..engine.carddb import core_set
    from ..rulesets.anr.cards import missing as missing_titles

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
            escape(c.title),
            c.side,
            c.faction,
            c.type,
            "[green]yes[/]" if done else "[red]no[/]",
        )
    console = make_console()
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
    title: Annotated[
        str,
        typer.Argument(
            help="A card title or any word of it (case, accents and punctuation don't matter)."
        ),
    ],
    ruleset: Annotated[
        str,
        typer.Option("--ruleset", help="anr (Android: Netrunner) or classic (Netrunner 1996)."),
    ] = "anr",
) -> None:
    """Show a card: its printed numbers and its text."""
    from ..engine.carddb import UnknownCard
    from .cards import card_panel_for

    try:
        get_ruleset(ruleset)
    except ValueError as e:
        raise fail(str(e)) from None
    try:
        panel = card_panel_for(title, ruleset)
    except UnknownCard as e:
        raise fail(str(e)) from None
    make_console().print(panel)


app.command("sim")(sim)
app.command("replay")(replay)
app.command("serve")(serve)
app.command("tutorial")(tutorial)


def main() -> None:
    """Entry point for ``python -m netrunner``."""
    app(prog_name="netrunner")


if __name__ == "__main__":  # pragma: no cover
    main()

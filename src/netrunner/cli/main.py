"""The ``netrunner`` command: play in the terminal, list the Core Set cards.

netrunner play [--corp DECK] [--runner DECK] [--side corp|runner|hotseat] [--seed N] [--bot random]
               [--ruleset anr|classic]
netrunner play --resume [FILE]  /  netrunner saved
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
from pathlib import Path
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
from .options import IDENTITY_OPTION, SETS_OPTION, member_of, metavar, sets_value, whole_number
from .play import Goodbye, Session
from .replay import replay
from .saves import GameSave, NotASavedGame, open_saved, resolve
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


#: the options that make a new game, which --resume takes from the saved game instead
GAME_OPTIONS = {
    "corp": "--corp",
    "runner": "--runner",
    "side": "--side",
    "seed": "--seed",
    "bot": "--bot",
    "ruleset": "--ruleset",
    "identity": "--identity",
    "allow_illegal": "--allow-illegal",
    "allow_undefined": "--allow-undefined",
    "sets": "--sets",
}


@app.command()
def play(
    ctx: typer.Context,
    file: Annotated[
        Path | None,
        typer.Argument(
            help="With --resume: the saved game to continue (its path, or its name as "
            "'netrunner saved' lists it). Default: the most recently played unfinished one.",
            metavar="FILE",
            show_default=False,
        ),
    ] = None,
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
        Side,
        typer.Option(
            "--side",
            help="The side you play; hotseat: you answer for both sides.",
            parser=member_of(Side),
            metavar=metavar([s.value for s in Side]),
        ),
    ] = Side.runner,
    seed: Annotated[
        int | None,
        typer.Option(
            "--seed",
            help="Random seed, a whole number (default: a random one).",
            parser=whole_number("--seed"),
            metavar="<int>",
        ),
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
    sets: Annotated[str | None, SETS_OPTION] = None,
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
    resume: Annotated[
        bool,
        typer.Option(
            "--resume",
            help="Continue a saved unfinished game (every game played here is saved as it goes; "
            "'netrunner saved' lists them), FILE or the most recent one.",
        ),
    ] = False,
) -> None:
    """Play a game: you against a bot, or both sides yourself (hotseat). Every game is saved
    as it goes: Ctrl+C asks before leaving, and 'netrunner play --resume' continues it."""
    if resume:
        given = [
            flag
            for name, flag in GAME_OPTIONS.items()
            # typer's own click: its ParameterSource compared by name
            if getattr(ctx.get_parameter_source(name), "name", None) == "COMMANDLINE"
        ]
        if given:
            raise fail(
                "--resume continues a saved game with its own decks, seed and sides: drop "
                + ", ".join(given)
            )
        play_saved(file, every_prompt, plain)
        return
    if file is not None:
        raise fail(
            f"{str(file)!r}: a saved game is continued with --resume "
            f"(netrunner play --resume {file})"
        )
    try:
        parse_bot_spec(bot)
    except ValueError as e:
        raise fail(str(e)) from None
    try:
        get_ruleset(ruleset)
        limit = sets_value(sets, ruleset)
    except ValueError as e:
        raise fail(str(e)) from None
    except typer.BadParameter as e:
        raise fail(f"--sets: {e.message}") from None
    console = make_console()
    ask = (lambda prompt: console.input(Text(prompt))) if sys.stdin.isatty() else None
    try:
        cdeck, rdeck, notes = load_game_decks(
            ruleset, corp, runner, None, identity or (), allow_illegal, ask, allow_undefined, limit
        )
    except DeckRefused as e:
        raise refuse(e) from None
    except ValueError as e:
        raise fail(f"bad deck: {e}") from None
    except KeyboardInterrupt:  # Ctrl+C at the question of a deck's identity: no game yet
        console.print("\nGoodbye.")
        raise typer.Exit(code=130) from None
    for line in notes:
        console.print(Text(line, style="yellow"))
    if seed is None:
        seed = random.randrange(1_000_000)
    # built from the decks' text, as the save records them and a replay reads them back
    game = Game.new(
        cdeck.to_text(),
        rdeck.to_text(),
        seed=seed,
        ruleset=ruleset,
        allow_undefined=allow_undefined,
    )
    humans = ("corp", "runner") if side is Side.hotseat else (side.value,)
    defaults = DEFAULT_DECKS.get(ruleset, DEFAULT_DECKS["anr"])
    save = GameSave.create(
        game,
        humans,
        None if side is Side.hotseat else bot,
        given=(corp or defaults[0], runner or defaults[1]),
        every_prompt=every_prompt,
        allow_undefined=allow_undefined,
        names=(deck_name(cdeck), deck_name(rdeck)),
    )
    run_game(game, humans, bot, save, every_prompt, plain)


def play_saved(file: Path | None, every_prompt: bool, plain: bool) -> None:
    """``netrunner play --resume [FILE]``: the saved game rebuilt and played on."""
    try:
        saved = open_saved(resolve(file))
    except NotASavedGame as e:
        raise fail(str(e)) from None
    save = saved.save
    run_game(
        saved.game,
        save.humans,
        save.bot or "random",
        save,
        every_prompt or save.every_prompt,
        plain,
        resumed=True,
    )


def run_game(
    game: Game,
    humans: tuple[str, ...],
    bot: str,
    save: GameSave,
    every_prompt: bool,
    plain: bool,
    resumed: bool = False,
) -> None:
    """Play ``game`` on the full screen, or line by line (``plain``, or no terminal), saving
    it in ``save`` as it goes. Leaving says where it is saved; the exit code is 0, or 130 when
    the person left by a second Ctrl+C (or by one while the bot was moving)."""
    console = make_console()
    seed = game.seed
    the_bot = None if len(humans) == 2 else make_bot(bot, seed)
    if not plain and sys.stdin.isatty() and sys.stdout.isatty():
        from .session import GameSession, summary_lines
        from .tui import run_board

        core = GameSession(game, humans, the_bot, every_prompt, save=save)
        code = run_board(core, note=f"seed {seed}")
        for line in summary_lines(core.summary()) if core.over else ["Goodbye."]:
            console.print(Text(line))
        for line in core.farewell():
            console.print(Text(line), soft_wrap=True)  # a path unbroken
        if code:
            raise typer.Exit(code=code)
        return
    vs = "hotseat" if len(humans) == 2 else f"{bot} bot plays the other side"
    title = "Netrunner (1996)" if game.ruleset.name == "classic" else "Netrunner"
    names = f"{save.names[0]} vs {save.names[1]} · " if all(save.names) else ""
    again = "resumed · " if resumed else ""
    console.print(
        Text(title, style="bold") + Text(f" · {again}{names}seed {seed} · {vs}. Type ? for help.")
    )
    session = Session(
        game,
        humans,
        the_bot,
        console,
        note=f"seed {seed}",
        every_prompt=every_prompt,
        save=save,
        resumed=resumed,
    )
    if session.core.save_error:
        console.print(Text(f"The game cannot be saved: {session.core.save_error}.", style="yellow"))
    code = 0
    try:
        session.play()
    except Goodbye as e:
        console.print("\nGoodbye.")
        code = e.code
    except KeyboardInterrupt:
        console.print("\nGoodbye.")
        code = 130
    for line in session.core.farewell():
        console.print(Text(line), soft_wrap=True)  # a path unbroken
    raise typer.Exit(code=code)


@app.command()
def saved() -> None:
    """List the games saved as they were played here, the most recently played first."""
    from .saves import games_dir, saved_games
    from .session import REASONS

    folder = games_dir()
    found = saved_games(folder)
    console = make_console()
    if not found:
        console.print(Text(f"No saved games in {folder}. 'netrunner play' starts one."))
        return
    console.print(Text(f"Saved games in {folder}, the most recently played first:"))
    for e in found:
        you = (
            "hotseat"
            if len(e.humans) == 2
            else f"{e.humans[0].capitalize() if e.humans else '?'} vs the {e.bot or '?'} bot"
        )
        if not e.finished:
            state = Text("unfinished", style="bold")
        elif e.winner:
            why = REASONS.get(e.reason, e.reason.replace("_", " "))
            state = Text(f"the {e.winner.capitalize()} won ({why})")
        else:
            state = Text("over")
        console.print(Text("  ") + Text(e.path.name, style="cyan") + Text("  ") + state)
        played = e.updated.replace("T", " ")[:16]
        console.print(Text(f"      {you} · turn {e.turns} · played {played}"))
        game = f"{e.corp.split(': ')[0]} vs {e.runner.split(': ')[0]}"
        game += " (Netrunner 1996)" if e.ruleset == "classic" else ""
        console.print(Text(f"      {game}", style="dim"))
    console.print(
        Text(
            "'netrunner play --resume' continues the most recent unfinished game, "
            "'netrunner play --resume FILE' that one; 'netrunner replay FILE' prints one."
        )
    )


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

"""``netrunner tutorial classic``: the 1996 rulebook's sample game, one choice at a time.

Each step shows the board as the side about to choose sees it, why it chooses what it does,
and the option it is about to take; Enter plays it, ``q`` quits. The steps are the script of
:mod:`netrunner.rulesets.classic.sample_game`, the same one its acceptance test plays.
"""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated

import typer
from rich.console import Console
from rich.panel import Panel
from rich.rule import Rule
from rich.text import Text

from .board import SIDE_STYLE, WHO, board
from .console import make_console
from .options import member_of


class Tutorial(StrEnum):
    classic = "classic"


def _wait(console: Console) -> bool:
    """Wait for Enter; False if the person quits (``q``, or the end of input)."""
    try:
        answer = console.input(Text("Enter: play it · q: quit > ", style="dim"))
    except (EOFError, KeyboardInterrupt):
        return False
    return answer.strip().lower() not in ("q", "quit")


def tutorial(
    game: Annotated[
        Tutorial,
        typer.Argument(
            help="Which game's tutorial: classic (Netrunner 1996).",
            parser=member_of(Tutorial),
            metavar="GAME",
        ),
    ],
) -> None:
    """Walk through the 1996 rulebook's sample game, one choice at a time (Enter: next, q: quit)."""
    from ..rulesets.classic.sample_game import CLOSING, STEPS, finish, new_game, next_choice

    console = make_console()
    g = new_game()
    words = g.ruleset.words
    console.print(
        Panel(
            Text(
                "The sample game of the 1996 rulebook: two rounds of Netrunner (1996) and the "
                "start of a third. The Corp plays first. Before each choice you see the board as "
                "the side about to choose sees it, why it chooses what it does, and the option "
                "it takes. Press Enter to play it, q to quit."
            ),
            title="Netrunner (1996): the sample game",
            title_align="left",
        )
    )
    shown = 0  # log lines already on screen
    for n, step in enumerate(STEPS, 1):
        option = next_choice(g, step)
        me = step.who
        console.print(Rule(Text(f" Step {n} of {len(STEPS)} ", style="bold")))
        console.print(
            board(
                g.view(me),
                me,
                g.log[shown:],
                note="tutorial",
                width=console.width,
                words=words,
                pool=g.ruleset.pool,
            )
        )
        shown = len(g.log)
        console.print(Panel(Text(step.explain), title="What happens", title_align="left"))
        head = Text(f"{WHO[me]} chooses: ", style=f"bold {SIDE_STYLE[me]}")
        head.append(option.label)
        console.print(head)
        if not _wait(console):
            console.print("Goodbye: run `netrunner tutorial classic` to start again.")
            raise typer.Exit(code=0)
        g.choose(option)
    finish(g)
    console.print(Rule(Text(" Where the rulebook stops ", style="bold")))
    console.print(
        board(
            g.view("corp"),
            "corp",
            g.log[shown:],
            note="tutorial",
            width=console.width,
            words=words,
            pool=g.ruleset.pool,
        )
    )
    console.print(Panel(Text(CLOSING), title="The end of the sample game", title_align="left"))


__all__ = ["tutorial"]

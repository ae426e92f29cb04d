"""The interactive game loop: a person answers their side's decisions, a bot the other side's.

The engine never blocks, so the loop is ``while game.decision: ...``. The person sees the board as
rendered from ``game.view(side)`` only; of the bot's decisions they see the public log lines those
decisions produced, never the bot's option labels (which may name the Corp's hidden cards).
"""

from __future__ import annotations

from collections.abc import Callable, Collection

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..bots import Bot
from ..bots.base import observation_for
from ..engine.carddb import UnknownCard
from ..engine.decision import Decision
from ..engine.game import Game
from .board import SIDE_STYLE, WHO, board, card_panel, options_table

REASONS = {
    "agenda_points": "agenda points",
    "flatline": "the Runner was flatlined",
    "rd_empty": "the Corp had to draw from an empty R&D",
    "concede": "concession",
}

HELP = """\
Type the number of an option and press Enter (Enter alone takes a lone option).
  ?, help     this help
  b, board    show the board again
  log         show the last 30 lines of the game log
  card TITLE  show a card's numbers and text, e.g. "card ice wall"
  q, quit     concede the game (the other side wins)
  Ctrl-D      leave at once
Your board shows only what your side may see: hidden cards are "facedown card" or "unrezzed ice".
"""


# decisions that are only a chance to act (paid abilities, rezzing): passed for a person when
# passing is all there is
_WINDOWS = frozenset(("paid_abilities", "rez"))


class Goodbye(Exception):
    """The person left (end of input)."""


def expected(n: int) -> str:
    """What a valid answer looks like for ``n`` options."""
    return "Please enter 1." if n == 1 else f"Please enter a number from 1 to {n}."


class Session:
    """One game between ``humans`` (a set of sides answered at the keyboard) and ``bot``."""

    def __init__(
        self,
        game: Game,
        humans: Collection[str],
        bot: Bot | None,
        console: Console,
        read: Callable[[str], str] | None = None,
        note: str = "",
    ) -> None:
        self.game = game
        self.humans = set(humans)
        self.bot = bot
        self.console = console
        self.read = read if read is not None else self._console_read
        self.note = note
        self.prompt_cursor = 0  # log length at the previous human prompt
        self.printed = 0  # log lines already shown on screen
        self.last_human: str | None = None

    @property
    def hotseat(self) -> bool:
        return len(self.humans) == 2

    def _console_read(self, prompt: str) -> str:
        return self.console.input(Text(prompt))

    # ------------------------------------------------------------------ loop

    def play(self) -> None:
        """Play until the game ends (or raise :class:`Goodbye` at end of input)."""
        g = self.game
        while (d := g.decision) is not None:
            if d.player in self.humans:
                self.human_decides(d)
            else:
                self.bot_decides(d)
        self.game_over()

    def bot_decides(self, d: Decision) -> None:
        assert self.bot is not None, "no bot for a side nobody plays"
        g = self.game
        before = len(g.log)
        option = self.bot.choose(observation_for(self.bot, g, d.player), d)
        g.choose(option)
        new = g.log[before:]
        if new:
            # Lines caused earlier (by the person's own choice) come first, unprefixed.
            for line in g.log[self.printed : before]:
                self.console.print(Text("  " + line, style="dim"))
            # Only the public prompt names the decision: option labels may name hidden cards.
            head = Text(f"{WHO[d.player]} (bot) > ", style=f"bold {SIDE_STYLE[d.player]}")
            head.append(d.public_prompt, style=SIDE_STYLE[d.player])
            self.console.print(head)
            for line in new:
                self.console.print(Text("    " + line))
            self.printed = len(g.log)

    def human_decides(self, d: Decision) -> None:
        g = self.game
        me = d.player
        if len(d.options) == 1 and d.options[0].kind == "pass" and d.kind in _WINDOWS:
            # a window with nothing to do in it: the engine asks (so the other side cannot tell
            # what is hidden), but a person need not press Enter for it
            g.choose(0)
            return
        log = g.log
        new = log[self.prompt_cursor :]
        self.prompt_cursor = self.printed = len(log)
        if self.hotseat and me != self.last_human:
            self.console.print(
                Rule(
                    Text(
                        f" {WHO[me].upper()} to decide (hotseat) ", style=f"bold {SIDE_STYLE[me]}"
                    ),
                    style=SIDE_STYLE[me],
                )
            )
        self.last_human = me
        self.console.print(
            board(
                g.view(me),
                me,
                new,
                self.note,
                self.hotseat,
                self.console.width,
                g.ruleset.words,
                g.ruleset.pool,
            )
        )
        self.show_options(d)
        self.ask(d)

    def show_options(self, d: Decision) -> None:
        who = f"[{WHO[d.player]}] " if self.hotseat else ""
        self.console.print(Text(who + d.prompt, style=f"bold {SIDE_STYLE[d.player]}"))
        self.console.print(options_table([o.label for o in d.options], self.console.width))

    def ask(self, d: Decision) -> None:
        n = len(d.options)
        who = f"{WHO[d.player]}, choose" if self.hotseat else "Choose"
        prompt = f"{who} 1-{n} (? for help) > " if n > 1 else f"{who} 1 or Enter (? for help) > "
        g = self.game
        while True:
            try:
                raw = self.read(prompt)
            except EOFError:
                raise Goodbye() from None
            s = raw.strip().lower()
            if s in ("q", "quit", "concede"):
                g.concede(d.player)
                return
            if s in ("?", "h", "help"):
                self.console.print(Text(HELP, style="cyan"))
                self.show_options(d)
                continue
            if s in ("b", "board"):
                self.console.print(
                    board(
                        g.view(d.player),
                        d.player,
                        [],
                        self.note,
                        self.hotseat,
                        self.console.width,
                        g.ruleset.words,
                        g.ruleset.pool,
                    )
                )
                self.show_options(d)
                continue
            if s.startswith("card "):
                try:
                    self.console.print(card_panel(raw.strip()[5:]))
                except UnknownCard as e:
                    self.console.print(Text(str(e), style="yellow"))
                continue
            if s == "log":
                self.console.print(Text("\n".join(g.log[-30:]) or "(empty)", style="dim"))
                continue
            if not s and n == 1:
                s = "1"  # Enter takes the only option
            if not s:
                self.console.print(Text(expected(n), style="yellow"))
                continue
            try:
                k = int(s)
            except ValueError:
                self.console.print(
                    Text(f"{raw.strip()!r} is not an option. {expected(n)}", style="yellow")
                )
                continue
            if not 1 <= k <= n:
                self.console.print(Text(f"{k} is out of range. {expected(n)}", style="yellow"))
                continue
            g.choose(k - 1)
            return

    def game_over(self) -> None:
        g = self.game
        for line in g.log[self.printed :]:
            self.console.print(Text("  " + line, style="dim"))
        self.printed = len(g.log)
        v = g.view(next(iter(self.humans)) if self.humans else "runner")
        winner = g.winner or "nobody"
        reason = REASONS.get(g.win_reason or "", g.win_reason or "unknown")
        if g.win_reason == "concede" and g.winner in WHO:
            loser = "runner" if g.winner == "corp" else "corp"
            reason = f"the {WHO[loser]} conceded"
        style = f"bold {SIDE_STYLE.get(winner, '')}"
        self.console.print(Rule("Game over"))
        self.console.print(Text(f"The {WHO.get(winner, winner)} wins ({reason}).", style=style))
        self.console.print(
            f"Agenda points: Corp {v['corp']['agenda_points']}, "
            f"Runner {v['runner']['agenda_points']}. Turn {v['turn']}."
        )

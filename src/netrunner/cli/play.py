"""The line-by-line game: a :class:`~netrunner.cli.session.GameSession` printed with Rich.

This is the front end for pipes, scripts and tests (``netrunner play --plain``, and whenever
standard input is not a terminal). The person sees the board as rendered from
``game.view(side)`` only; of the bot's decisions they see its public prompt and the public log
lines those decisions produced, each once, never the bot's option labels (which may name the
Corp's hidden cards).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence

from rich.console import Console
from rich.rule import Rule
from rich.text import Text

from ..bots import Bot
from ..engine.carddb import UnknownCard
from ..engine.decision import Decision
from ..engine.game import Game
from .board import SIDE_STYLE, WHO, board, options_table
from .cards import card_panel_for
from .saves import GameSave
from .session import REASONS, GameSession, LogEntry, summary_lines

__all__ = ["Goodbye", "Session", "REASONS", "expected", "HELP"]

HELP = """\
Type the number of an option and press Enter.
  ?, help     this help
  b, board    show the board again
  log         show the last 30 lines of the game log
  card TITLE  show a card's numbers and text, e.g. "card ice wall" or "card kate"
  q, quit     concede the game (asks first; the other side wins)
  Ctrl-C      leave (asks first); the game is saved: "netrunner play --resume" continues it
  Ctrl-D      leave at once (saved too)
Your board shows only what your side may see: hidden cards are "facedown card" or "unrezzed ice".
A decision whose single option is a free pass is taken for you and shown in the log
(--every-prompt shows it); a lone option that costs something is asked.
"""

#: blank lines printed at a hotseat handover when the output is not a terminal Rich can clear
HANDOVER_LINES = 60


class Goodbye(Exception):
    """The person left: at the end of input or by answering yes to "Leave the game?" (``code``
    0), or by a second Ctrl+C (``code`` 130, as a shell reports an interrupt)."""

    def __init__(self, code: int = 0) -> None:
        super().__init__(code)
        self.code = code


def expected(n: int) -> str:
    """What a valid answer looks like for ``n`` options."""
    return "Please enter 1." if n == 1 else f"Please enter a number from 1 to {n}."


class Session:
    """One game between ``humans`` (a set of sides answered at the keyboard) and ``bot``, line
    by line on ``console``; ``read(prompt)`` reads an answer (the console by default)."""

    def __init__(
        self,
        game: Game,
        humans: Collection[str],
        bot: Bot | None,
        console: Console,
        read: Callable[[str], str] | None = None,
        note: str = "",
        every_prompt: bool = False,
        save: GameSave | None = None,
        resumed: bool = False,
    ) -> None:
        self.core = GameSession(game, humans, bot, every_prompt=every_prompt, save=save)
        self.resumed = resumed
        self.game = game
        self.console = console
        self.read = read if read is not None else self._console_read
        self.note = note

    @property
    def hotseat(self) -> bool:
        return self.core.hotseat

    def _console_read(self, prompt: str) -> str:
        return self.console.input(Text(prompt))

    def _input(self, prompt: str) -> str:
        """An answer to ``prompt``; Ctrl+C asks whether to leave (:meth:`confirm_leave`) and
        asks ``prompt`` again when not; end of input leaves (:class:`Goodbye`)."""
        while True:
            try:
                return self.read(prompt)
            except EOFError:
                raise Goodbye() from None
            except KeyboardInterrupt:
                self.confirm_leave()

    def confirm_leave(self) -> None:
        """Ctrl+C: ask before leaving; raises :class:`Goodbye` on yes or end of input (code 0)
        and on a second Ctrl+C (code 130); returns when the game goes on."""
        self.console.print()
        try:
            answer = self.read(self.core.leave_question().replace("`", "") + " Type y to leave > ")
        except EOFError:
            raise Goodbye() from None
        except KeyboardInterrupt:
            raise Goodbye(130) from None
        if answer.strip().lower() in ("y", "yes"):
            raise Goodbye()
        self.console.print(Text("The game goes on.", style="yellow"))

    # ------------------------------------------------------------------ loop

    def play(self) -> None:
        """Play until the game ends (or raise :class:`Goodbye` when the person leaves)."""
        if self.resumed:
            self.recap()
        while (d := self.core.next_decision()) is not None:
            self.human_decides(d)
        self.game_over()

    def recap(self, lines: int = 12) -> None:
        """A resumed game: the last lines of its log, once (``log`` shows more)."""
        entries = self.core.new_log()
        self.console.print(
            Text(f"Resumed after {len(self.game.history)} decisions; the log's last lines:")
        )
        self.print_entries(entries[-lines:])

    def print_entries(self, entries: Sequence[LogEntry]) -> None:
        """The log entries once each: the bot's decision (its public prompt) with its lines
        indented under it, lone options taken for the person, other public lines dimmed."""
        under_bot = False
        for e in entries:
            if e.kind == "bot":
                side = e.side or "corp"
                head = Text(f"{WHO[side]} (bot) > ", style=f"bold {SIDE_STYLE[side]}")
                head.append(e.text, style=SIDE_STYLE[side])
                self.console.print(head)
                under_bot = True
            elif e.kind == "auto":
                who = f"{WHO[e.side or 'corp']}: " if self.hotseat else ""
                self.console.print(
                    Text(f"  {who}{e.text} (the only option, taken for you)", style="dim cyan")
                )
                under_bot = False
            elif under_bot:
                self.console.print(Text("    " + e.text))
            else:
                self.console.print(Text("  " + e.text, style="dim"))

    def handover(self, side: str) -> None:
        """Clear the screen, then wait for the person of ``side`` to take the seat."""
        if self.console.is_terminal:
            self.console.clear()
            self.console.file.write("\x1b[3J")  # the scrollback too
            self.console.file.flush()
        else:
            self.console.print("\n" * HANDOVER_LINES, end="")
        self.console.print(
            Rule(
                Text(
                    f" {WHO[side].upper()} to decide (hotseat) ", style=f"bold {SIDE_STYLE[side]}"
                ),
                style=SIDE_STYLE[side],
            )
        )
        self._input(f"Pass the keyboard to the {WHO[side]}, then press Enter > ")
        self.core.take_seat(side)

    def human_decides(self, d: Decision) -> None:
        me = d.player
        seat = self.core.handover_due(d)
        if seat is not None:
            self.handover(seat)
        self.print_entries(self.core.new_log(viewer=me if self.hotseat else None))
        self.show_board(me)
        self.show_options(d)
        self.ask(d)

    def show_board(self, me: str) -> None:
        g = self.game
        self.console.print(
            board(
                g.view(me),
                me,
                None,
                self.note,
                self.hotseat,
                self.console.width,
                g.ruleset.words,
                g.ruleset.pool,
            )
        )

    def show_options(self, d: Decision) -> None:
        who = f"[{WHO[d.player]}] " if self.hotseat else ""
        self.console.print(Text(who + d.prompt, style=f"bold {SIDE_STYLE[d.player]}"))
        self.console.print(options_table([o.label for o in d.options], self.console.width))

    def confirm_concede(self, side: str) -> bool:
        answer = self._input(self.core.concede_question(side) + " > ")
        return answer.strip().lower() in ("y", "yes")

    def ask(self, d: Decision) -> None:
        n = len(d.options)
        who = f"{WHO[d.player]}, choose" if self.hotseat else "Choose"
        prompt = f"{who} 1-{n} (? for help) > " if n > 1 else f"{who} 1 or Enter (? for help) > "
        g = self.game
        while True:
            raw = self._input(prompt)
            s = raw.strip().lower()
            if s in ("q", "quit", "concede"):
                if self.confirm_concede(d.player):
                    self.core.concede(d.player)
                    return
                self.console.print(Text("Not conceded: the game goes on.", style="yellow"))
                self.show_options(d)
                continue
            if s in ("?", "h", "help"):
                self.console.print(Text(HELP, style="cyan"))
                self.show_options(d)
                continue
            if s in ("b", "board"):
                self.show_board(d.player)
                self.show_options(d)
                continue
            if s.startswith("card "):
                try:
                    self.console.print(card_panel_for(raw.strip()[5:], g.ruleset.name))
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
            self.core.choose(k - 1)
            return

    def game_over(self) -> None:
        """The last log lines, the summary, and both sides' hidden cards (now public)."""
        self.print_entries(self.core.new_log())
        s = self.core.summary()
        winner = s.winner or ""
        self.console.print(Rule("Game over"))
        lines = summary_lines(s)
        self.console.print(Text(lines[0], style=f"bold {SIDE_STYLE.get(winner, '')}"))
        for line in lines[1:]:
            self.console.print(Text(line))
        self.console.print(Rule("Hidden cards, now public", style="dim"))
        for side, places in self.core.reveal().items():
            self.console.print(Text(WHO[side], style=f"bold {SIDE_STYLE[side]}"))
            for place, titles in places.items():
                t = Text(f"  {place}: ", style="dim")
                t.append(", ".join(titles) if titles else "none")
                self.console.print(t)

"""The full-screen game (Textual) over a :class:`~netrunner.cli.session.GameSession`.

Four panes that fit 80x24 and grow with the window: the board (both sides as the deciding side
sees them, from ``game.view(side)`` only), that side's hand, the recent log and the options of
the current decision. Choose an option with its number, the arrow keys and Enter, or a click;
``c`` shows a card's text (the highlighted option's card, or any title typed); ``q`` asks before
conceding; Ctrl+C asks before leaving (the game is saved as it goes; a second Ctrl+C leaves at
once, exit code 130). In hotseat a blank screen asks the next player to take the keyboard before anything
of their side is drawn. At the end: the summary and both sides' hidden cards.

>>> import netrunner
>>> from netrunner.bots import RandomBot
>>> game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
>>> app = PlayApp(GameSession(game, ["runner"], RandomBot(3)))
>>> app.title
'Netrunner'
"""

from __future__ import annotations

from rich.text import Text
from textual import work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Key, Resize
from textual.widgets import Footer, OptionList, RichLog, Static

from ...engine.decision import Decision
from ..board import SIDE_STYLE, WHO
from ..cards import card_panel_for
from ..session import GameSession, LogEntry
from .compact import board_text, hand, header_text, option_texts
from .screens import CardScreen, ConcedeScreen, EndScreen, HandoverScreen, LeaveScreen

#: log lines kept on screen (and rewritten for the next side in hotseat)
LOG_KEEP = 300


def entry_text(e: LogEntry, hotseat: bool, under_bot: bool) -> Text:
    """One log entry as a line: the bot's decision (its public prompt), a lone option taken for
    the person, or a public line (indented under the bot's decision that made it)."""
    if e.kind == "bot":
        side = e.side or "corp"
        t = Text(f"{WHO[side]} (bot): ", style=f"bold {SIDE_STYLE[side]}")
        t.append(e.text, style=SIDE_STYLE[side])
        return t
    if e.kind == "auto":
        who = f"{WHO[e.side or 'corp']}: " if hotseat else ""
        return Text(f"{who}{e.text} (taken for you)", style="cyan")
    return Text(("  " if under_bot else "") + e.text, style="" if under_bot else "dim")


class PlayApp(App[None]):
    """One game on a full screen; ``note`` goes in the header (e.g. the seed)."""

    TITLE = "Netrunner"
    CSS = """
    #header { height: 1; padding: 0 1; background: $panel; }
    #top { height: 1fr; }
    #board { width: 1fr; padding: 0 1; }
    #side { width: 40%; min-width: 28; }
    #hand { height: auto; max-height: 60%; border: round $secondary; }
    #log { height: 1fr; min-height: 4; border: round $secondary; }
    #decide { height: auto; border-top: solid $accent; }
    #prompt { padding: 0 1; }
    #options { height: auto; border: none; padding: 0; }
    HandoverScreen { align: center middle; background: $background; }
    #handover-text { width: auto; padding: 1 2; border: heavy $accent; }
    ConcedeScreen, CardScreen, LeaveScreen { align: center middle; }
    #concede-box { width: 60; height: auto; border: thick $error; padding: 1 2;
                   background: $surface; }
    #concede-buttons { height: auto; margin-top: 1; }
    #concede-buttons Button { margin-right: 2; }
    #card-box { width: 90%; height: 90%; border: round $accent; background: $surface; }
    #end-scroll { padding: 1 2; }
    """
    BINDINGS = [
        Binding("c", "card", "Card text"),
        Binding("q", "concede", "Concede"),
        Binding("ctrl+c", "leave", "Leave", show=False, priority=True),
    ]

    def __init__(self, session: GameSession, note: str = "") -> None:
        super().__init__()
        self.session = session
        self.game = session.game
        self.note = note
        if self.game.ruleset.name == "classic":
            self.title = "Netrunner (1996)"
        self.decision: Decision | None = None
        self.me: str | None = None  # the side whose things are on screen
        self.entries: list[LogEntry] = []
        self.digits = ""

    # ------------------------------------------------------------------ layout

    def compose(self) -> ComposeResult:
        yield Static(id="header")
        with Horizontal(id="top"):
            with VerticalScroll(id="board"):
                yield Static(id="board-text")
            with Vertical(id="side"):
                with VerticalScroll(id="hand"):
                    yield Static(id="hand-text")
                yield RichLog(id="log", wrap=True, markup=False, highlight=False, min_width=20)
        with Vertical(id="decide"):
            yield Static(id="prompt")
            yield OptionList(id="options")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#hand").border_title = "Your hand"
        self.query_one("#log").border_title = "Log"
        self.fit()
        self.advance()

    def on_resize(self, event: Resize) -> None:
        self.fit()
        if self.me is not None:
            self.draw_board()

    def fit(self) -> None:
        """The options get up to 40% of the screen's height (8 lines at 80x24), the rest scrolls
        with the arrow keys."""
        self.query_one("#options").styles.max_height = max(4, self.size.height * 2 // 5 - 2)

    # ------------------------------------------------------------------ the flow

    def advance(self) -> None:
        """Let the bot and lone options move, then put the next real decision on screen (after a
        handover in hotseat), or the end of the game. A bot that thinks for a while (``slow``:
        the MCTS bot) thinks in a thread, the screen saying so and taking no choice meanwhile."""
        self.decision = None
        if getattr(self.session.bot, "slow", False) and not self.game.over:
            self.query_one("#prompt", Static).update(Text("The bot is thinking…", style="italic"))
            self.query_one("#options", OptionList).clear_options()
            self.think()
            return
        self.advanced(self.session.next_decision())

    @work(thread=True, exclusive=True)
    def think(self) -> None:
        """The bot's moves, off the screen's thread."""
        d = self.session.next_decision()
        self.call_from_thread(self.advanced, d)

    def advanced(self, d: Decision | None) -> None:
        """The next real decision (or None: the end) is known: show it."""
        self.decision = d
        self.entries += self.session.new_log()
        if d is None:
            self.push_screen(EndScreen(self.session))
            return
        seat = self.session.handover_due(d)
        if seat is None:
            self.show(d)
            return
        self.blank()
        self.push_screen(HandoverScreen(seat), lambda _: self.seated(seat, d))

    def seated(self, side: str, d: Decision) -> None:
        self.session.take_seat(side)
        self.show(d)

    def blank(self) -> None:
        """Nothing of either side's hidden cards left on the main screen."""
        self.me = None
        for name in ("#header", "#board-text", "#hand-text", "#prompt"):
            self.query_one(name, Static).update("")
        self.query_one("#options", OptionList).clear_options()
        self.query_one("#log", RichLog).clear()

    def show(self, d: Decision) -> None:
        """Draw the board, hand, log and options of ``d`` for the side that decides it."""
        changed = self.me != d.player
        self.me = d.player
        self.draw_board()
        self.draw_log(rewrite=changed)
        prompt = Text(d.prompt, style=f"bold {SIDE_STYLE[d.player]}")
        self.query_one("#prompt", Static).update(prompt)
        options = self.query_one("#options", OptionList)
        options.clear_options()
        options.add_options(option_texts(d, self.game.ruleset.words))
        options.highlighted = 0
        options.focus()
        self.digits = ""

    def draw_board(self) -> None:
        me = self.me
        assert me is not None
        g = self.game
        view = g.view(me)
        words, pool = g.ruleset.words, g.ruleset.pool
        self.query_one("#header", Static).update(
            header_text(view, me, self.session.hotseat, self.note)
        )
        # the board pane's width: the screen's less the side column (40%, at least 28) and padding
        width = max(30, self.size.width - max(28, self.size.width * 2 // 5) - 6)
        self.query_one("#board-text", Static).update(board_text(view, me, words, pool, width))
        self.query_one("#hand").border_title = f"Your hand ({WHO[me]})"
        self.query_one("#hand-text", Static).update(hand(view, me, words, pool))

    def shown_to_me(self, e: LogEntry) -> bool:
        """A lone option taken for a side is shown to that side only (it may name its cards)."""
        return e.kind != "auto" or e.side == self.me

    def draw_log(self, rewrite: bool) -> None:
        log = self.query_one("#log", RichLog)
        if rewrite:
            log.clear()
            entries = self.entries[-LOG_KEEP:]
        else:
            entries = self.entries[self._logged :]
        under_bot = False
        for e in entries:
            if self.shown_to_me(e):
                log.write(entry_text(e, self.session.hotseat, under_bot))
            under_bot = e.kind == "bot" or (under_bot and e.kind == "line")
        self._logged = len(self.entries)

    _logged = 0

    def choose(self, index: int) -> None:
        """Answer the decision on screen with option ``index`` (from 0)."""
        if self.decision is None or not 0 <= index < len(self.decision.options):
            return
        self.digits = ""
        self.session.choose(index)
        self.advance()

    # ------------------------------------------------------------------ input

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.choose(event.option_index)

    def on_key(self, event: Key) -> None:
        """Number keys: a number no longer option's number starts chooses at once; else it is
        highlighted, and the next digit or Enter decides (12 options: 1 then 2, or 1 then
        Enter)."""
        d = self.decision
        if d is None or self.screen is not self.screen_stack[0]:
            return
        if event.character is None or not event.character.isdigit():
            return
        event.stop()
        n = len(d.options)
        digits = self.digits + event.character
        if not 1 <= int(digits) <= n:
            digits = event.character
            if not 1 <= int(digits) <= n:
                self.digits = ""
                self.notify(f"Choose a number from 1 to {n}.", severity="warning")
                return
        k = int(digits)
        if k * 10 > n:
            self.choose(k - 1)
            return
        self.digits = digits
        self.query_one("#options", OptionList).highlighted = k - 1

    def action_card(self) -> None:
        """A card's text: the highlighted option's card, or any title typed."""
        d = self.decision
        first = None
        if d is not None:
            k = self.query_one("#options", OptionList).highlighted
            if k is not None and k < len(d.options):
                first = d.options[k].card
        ruleset = self.game.ruleset.name
        self.push_screen(CardScreen(lambda q: card_panel_for(q, ruleset), first))

    def action_leave(self) -> None:
        """Ctrl+C: ask before leaving (the game is saved as it goes); a second Ctrl+C while
        asked leaves at once (exit code 130); once the game is over, leave."""
        if isinstance(self.screen, LeaveScreen):
            self.exit(return_code=130)
            return
        if self.game.over:
            self.exit()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self.exit()
            else:
                self.notify("The game goes on.")

        self.push_screen(LeaveScreen(self.session.leave_question()), answered)

    def action_concede(self) -> None:
        d = self.decision
        if d is None or self.me is None:
            return
        side = d.player

        def answered(yes: bool | None) -> None:
            if yes:
                self.session.concede(side)
                self.entries += self.session.new_log()
                self.decision = None
                self.push_screen(EndScreen(self.session))
            else:
                self.notify("Not conceded: the game goes on.")

        self.push_screen(ConcedeScreen(self.session.concede_question(side)), answered)


__all__ = ["PlayApp", "entry_text"]

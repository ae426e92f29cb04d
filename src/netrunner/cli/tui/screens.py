"""The screens laid over the board: the hotseat handover, the concession question, the question
before leaving (Ctrl+C), a card's text, what happened since the player's last decision (and the
start of their turn), the whole log, the keys, and the end of the game.

Everything a person or a decklist supplies is put on screen as ``Text`` (never read as markup).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from rich.console import RenderableType
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Center, Horizontal, Vertical, VerticalScroll
from textual.screen import ModalScreen, Screen
from textual.widgets import Button, Footer, Input, RichLog, Static

from ...engine.carddb import UnknownCard
from ..board import SIDE_STYLE, WHO
from ..session import GameSession, summary_lines


class HandoverScreen(Screen[None]):
    """Hotseat: a blank screen that hides the board until the next player presses Enter."""

    BINDINGS = [Binding("enter", "take_seat", "Take the seat")]

    def __init__(self, side: str) -> None:
        super().__init__(id="handover")
        self.side = side

    def compose(self) -> ComposeResult:
        text = Text(f"Pass the keyboard to the {WHO[self.side]}", style="bold")
        text.append(": press Enter", style=f"bold {SIDE_STYLE[self.side]}")
        yield Center(Static(text, id="handover-text"))

    def action_take_seat(self) -> None:
        self.dismiss(None)


class ConcedeScreen(ModalScreen[bool]):
    """Asks before conceding: y or the Concede button concedes, n, Escape or the other button
    goes back to the game."""

    BINDINGS = [
        Binding("y", "answer(True)", "Concede"),
        Binding("n,escape", "answer(False)", "Keep playing"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__(id="concede")
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="concede-box"):
            yield Static(Text(self.question.replace("Type y to concede", "").strip()))
            with Horizontal(id="concede-buttons"):
                yield Button("Concede (y)", variant="error", id="yes")
                yield Button("Keep playing (n)", variant="primary", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class LeaveScreen(ModalScreen[bool]):
    """Ctrl+C asks before leaving: y or the Leave button leaves, n, Escape or the other button
    goes back to the game (a second Ctrl+C is the app's: it leaves at once)."""

    BINDINGS = [
        Binding("y", "answer(True)", "Leave"),
        Binding("n,escape", "answer(False)", "Keep playing"),
    ]

    def __init__(self, question: str) -> None:
        super().__init__(id="leave")
        self.question = question

    def compose(self) -> ComposeResult:
        with Vertical(id="concede-box"):
            yield Static(Text(self.question))
            with Horizontal(id="concede-buttons"):
                yield Button("Leave (y)", variant="warning", id="yes")
                yield Button("Keep playing (n)", variant="primary", id="no")

    def on_button_pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.dismiss(yes)


class CardScreen(ModalScreen[None]):
    """A card's printed facts and generated text: type any word of a title (the forgiving
    lookup: ``kate``, ``snare``), Enter shows it; Escape goes back to the game."""

    BINDINGS = [Binding("escape", "close", "Back to the game")]

    def __init__(self, lookup: Callable[[str], RenderableType], title: str | None = None) -> None:
        super().__init__(id="card")
        self.lookup = lookup
        self.first = title

    def compose(self) -> ComposeResult:
        with Vertical(id="card-box"):
            yield Input(
                value=self.first or "",
                placeholder="A card title or a word of it, then Enter (Escape: back)",
                id="card-query",
            )
            with VerticalScroll(id="card-scroll"):
                yield Static(id="card-text")
        yield Footer()

    def on_mount(self) -> None:
        if self.first:
            self.show(self.first)

    def show(self, query: str) -> None:
        out = self.query_one("#card-text", Static)
        try:
            out.update(self.lookup(query))
        except UnknownCard as e:
            out.update(Text(str(e), style="yellow"))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        if event.value.strip():
            self.show(event.value.strip())

    def action_close(self) -> None:
        self.dismiss(None)


def end_text(session: GameSession) -> Text:
    """The summary, then both sides' hidden cards, now public."""
    s = session.summary()
    lines = summary_lines(s)
    t = Text("Game over\n", style="bold")
    t.append(lines[0] + "\n", style=f"bold {SIDE_STYLE.get(s.winner or '', '')}")
    for line in lines[1:]:
        t.append(line + "\n")
    t.append("\nHidden cards, now public\n", style="bold")
    for side, places in session.reveal().items():
        t.append(WHO[side] + "\n", style=f"bold {SIDE_STYLE[side]}")
        for place, titles in places.items():
            t.append(f"  {place}: ", style="dim")
            t.append((", ".join(titles) if titles else "none") + "\n")
    return t


class EndScreen(Screen[None]):
    """The end of the game: who won and why, points by source, and the reveal."""

    BINDINGS = [Binding("q,enter,escape", "leave", "Leave")]

    def __init__(self, session: GameSession) -> None:
        super().__init__(id="end")
        self.session = session

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="end-scroll"):
            yield Static(end_text(self.session), id="end-text")
        yield Footer()

    def action_leave(self) -> None:
        self.app.exit()


class SinceScreen(ModalScreen[None]):
    """What happened since the player's last decision, before their next one: ``title`` ("Your
    turn 3", or "Since your last decision"), the changes on the board (``changes``, sentences)
    and the log lines of that stretch. Enter, Space or Escape goes on to the decision; the keys
    pressed meanwhile go nowhere else."""

    BINDINGS = [
        Binding("enter,space,escape", "close", "Go on"),
        Binding("l", "log", "Whole log"),
    ]

    def __init__(self, title: str, changes: Sequence[str], lines: Sequence[Text]) -> None:
        super().__init__(id="since")
        self.heading = title
        self.changes = list(changes)
        self.lines = list(lines)

    def compose(self) -> ComposeResult:
        with Vertical(id="since-box"):
            t = Text(self.heading, style="bold")
            t.append("   Enter or Space: go on", style="dim")
            yield Static(t, id="since-title")
            with VerticalScroll(id="since-scroll"):
                body = Text()
                for line in self.changes:
                    body.append("• " + line + "\n", style="bold")
                if self.changes and self.lines:
                    body.append("\n")
                if self.lines:
                    body.append("What happened:\n", style="dim")
                    body.append_text(Text("\n").join(self.lines))
                if not self.changes and not self.lines:
                    body.append("Nothing new.", style="dim")
                yield Static(body, id="since-text")

    AUTO_FOCUS = "#since-scroll"

    def action_close(self) -> None:
        if self.app.screen is self and self.is_attached:
            self.dismiss(None)

    async def action_log(self) -> None:
        await self.app.run_action("show_log")


class LogScreen(Screen[None]):
    """The whole log on the full screen: PageUp/PageDown, Home/End and the arrows scroll it,
    Escape (or ``l``) goes back to the game."""

    BINDINGS = [
        Binding("escape,l,q", "close", "Back to the game"),
        Binding("pageup", "page(-1)", "Page up"),
        Binding("pagedown", "page(1)", "Page down"),
        Binding("home", "edge(0)", "First"),
        Binding("end", "edge(1)", "Last"),
    ]

    def __init__(self, lines: Sequence[Text]) -> None:
        super().__init__(id="logscreen")
        self.lines = list(lines)

    def compose(self) -> ComposeResult:
        yield Static(Text("The game's log", style="bold"), id="log-title")
        yield RichLog(id="full-log", wrap=True, markup=False, highlight=False)
        yield Footer()

    def on_mount(self) -> None:
        log = self.query_one("#full-log", RichLog)
        for line in self.lines:
            log.write(line)
        log.focus()
        log.scroll_end(animate=False)

    def action_page(self, direction: int) -> None:
        log = self.query_one("#full-log", RichLog)
        if direction < 0:
            log.scroll_page_up(animate=False)
        else:
            log.scroll_page_down(animate=False)

    def action_edge(self, end: int) -> None:
        log = self.query_one("#full-log", RichLog)
        if end:
            log.scroll_end(animate=False)
        else:
            log.scroll_home(animate=False)

    def action_close(self) -> None:
        self.dismiss(None)


class KeysScreen(ModalScreen[None]):
    """The keys of the game (``?``): ``text`` is the help; any of Escape, ``?`` or Enter closes
    it."""

    BINDINGS = [Binding("escape,question_mark,enter,space", "close", "Back to the game")]

    def __init__(self, text: str) -> None:
        super().__init__(id="keys")
        self.text = text

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="keys-box"):
            yield Static(Text(self.text))

    def action_close(self) -> None:
        self.dismiss(None)


__all__ = [
    "CardScreen",
    "ConcedeScreen",
    "EndScreen",
    "HandoverScreen",
    "KeysScreen",
    "LeaveScreen",
    "LogScreen",
    "SinceScreen",
    "end_text",
]

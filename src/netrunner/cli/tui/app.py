"""The full-screen game (Textual) over a :class:`~netrunner.cli.session.GameSession`.

Four panes that fit 80x24 and grow with the window: the board (both sides as the deciding side
sees them, from ``game.view(side)`` only), that side's hand, the recent log and the current
decision: a status line with the numbers it needs (the side's credits and clicks; in a run the
ice and its strength, the breakers and theirs), the prompt, and the options in a stable order
(:mod:`.keys`). Choose an option by its fixed key (``g`` gain a credit, ``d`` draw, ``r`` then
``h``/``r``/``a``/a remote's number to run, ``t`` remove a tag, ``p`` purge, Space the free
pass/continue, ``j`` jack out), its number (a first digit that another could follow is shown
and waits for it or Enter; any other key drops it), the arrow keys and Enter, or a click.
``u`` takes back the player's last decision when the rules of taking back allow it, ``l`` shows
the whole log, ``c`` a card's text (the highlighted option's card, or any title typed), ``?``
the keys, ``q`` asks before conceding; Ctrl+C asks before leaving (the game is saved as it
goes; a second Ctrl+C leaves at once, exit code 130). Before a decision, what happened since the player's last
one is told when their turn has begun or they lost something (a panel they dismiss with Enter
or Space). In hotseat a blank screen asks the next player to take the keyboard before anything
of their side is drawn. At the end: the summary and both sides' hidden cards.

>>> import netrunner
>>> from netrunner.bots import RandomBot
>>> game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
>>> app = PlayApp(GameSession(game, ["runner"], RandomBot(3)))
>>> app.title
'Netrunner'
"""

from __future__ import annotations

from typing import Any

from rich.text import Text
from textual import events, work
from textual.app import App, ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.events import Key, Resize
from textual.widgets import Footer, OptionList, RichLog, Static

from ...engine.decision import Decision, IllegalChoice
from ..board import SIDE_STYLE, WHO
from ..cards import card_panel_for
from ..session import GameSession, LogEntry
from .compact import board_text, hand, header_text, option_texts, status_text
from .keys import PASS_KEY, RUN_KEY, display_order, keys_of, server_key
from .screens import (
    CardScreen,
    ConcedeScreen,
    EndScreen,
    HandoverScreen,
    KeysScreen,
    LeaveScreen,
    LogScreen,
    SinceScreen,
)
from .since import changes, losses

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
    if e.kind == "undo":
        who = f"{WHO[e.side or 'corp']}: " if hotseat else ""
        return Text(f"{who}{e.text}", style="bold yellow")
    return Text(("  " if under_bot else "") + e.text, style="" if under_bot else "dim")


#: the keys, for ``?`` and the README
KEYS_HELP = """\
Keys of the game (the same in every decision):
  g          gain a credit              d          draw a card
  r h        run HQ                     r r        run R&D
  r a        run Archives               r 1 ...    run a remote (Server 1 ...)
  t          remove a tag               p          purge virus counters
  Space      the free pass: continue the run, done, don't rez ...
  j          jack out
  b          back out of an action before anything is paid (an ice install)
  1-9        an option by its number; with 10 or more options a first digit that
             another could follow waits (shown under the prompt) for it or Enter,
             and any other key drops it
  Up/Down    highlight an option; Enter chooses the highlighted one
  u          take back your last decision (when nothing new was shown to you
             and the other side has not answered since)
  l          the whole log (PageUp/PageDown, Home/End; Escape goes back)
  c          a card's text (the highlighted option's card, or a title typed)
  q          concede (asks first)
  ?          these keys
The letter of an option is shown next to its number. Escape closes this."""

#: what the line under the prompt says while nothing is pending
HINT = "Number or letter · Enter: highlighted · u undo · l log · ? keys"


class PlayApp(App[None]):
    """One game on a full screen; ``note`` goes in the header (e.g. the seed)."""

    TITLE = "Netrunner"
    CSS = """
    #header { height: 1; padding: 0 1; background: $panel; }
    #top { height: 1fr; min-height: 6; }
    #board { width: 1fr; padding: 0 1; }
    #side { width: 40%; min-width: 28; }
    #hand { height: auto; max-height: 60%; border: round $secondary; }
    #hand-text { text-wrap: nowrap; text-overflow: ellipsis; }
    #log { height: 1fr; min-height: 4; border: round $secondary; }
    #decide { height: auto; border-top: solid $accent; }
    #status { padding: 0 1; }
    #prompt { padding: 0 1; }
    #pending { padding: 0 1; height: 1; color: $text-muted; }
    #pending.waiting { color: $warning; text-style: bold; }
    #options { height: auto; border: none; padding: 0; }
    HandoverScreen { align: center middle; background: $background; }
    #handover-text { width: auto; padding: 1 2; border: heavy $accent; }
    ConcedeScreen, CardScreen, SinceScreen, KeysScreen, LeaveScreen { align: center middle; }
    #concede-box { width: 60; height: auto; border: thick $error; padding: 1 2;
                   background: $surface; }
    #concede-buttons { height: auto; margin-top: 1; }
    #concede-buttons Button { margin-right: 2; }
    #card-box { width: 90%; height: 90%; border: round $accent; background: $surface; }
    #since-box { width: 90%; height: auto; max-height: 90%; border: thick $accent;
                 background: $surface; padding: 0 1; }
    #since-scroll { height: auto; max-height: 18; }
    #keys-box { width: 80; max-width: 100%; height: auto; max-height: 100%;
                border: round $accent; background: $surface; padding: 0 1; }
    #log-title { height: 1; padding: 0 1; background: $panel; }
    #full-log { height: 1fr; }
    #end-scroll { padding: 1 2; }
    """
    BINDINGS = [
        Binding("u", "undo", "Undo"),
        Binding("l", "show_log", "Log"),
        Binding("c", "card", "Card text"),
        Binding("question_mark", "keys", "Keys"),
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
        self.digits = ""  # a first digit waiting for a second (shown under the prompt)
        self.run_pending = False  # ``r`` pressed: a server key comes next
        self.order: list[int] = []  # engine option indices in the order shown
        self.keys: dict[str, int] = {}  # fixed key -> engine option index
        #: each side's view and place in ``entries`` at its last decision (for "since then")
        self.seen: dict[str, tuple[dict[str, Any], int, int]] = {}
        self.answered = {"corp": 0, "runner": 0}  # decisions answered on this screen, by side
        self.quiet = False  # the next decision comes from a take-back: nothing to tell

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
            yield Static(id="status")
            yield Static(id="prompt")
            yield Static(HINT, id="pending")
            yield OptionList(id="options")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#hand").border_title = "Your hand"
        self.query_one("#log").border_title = "Log (l: all)"
        self.fit()
        self.advance()

    def on_resize(self, event: Resize) -> None:
        self.fit()
        if self.me is not None:
            self.draw_board()

    def fit(self) -> None:
        """The options get what the screen has left above a board of 10 lines (at most 10 and
        the rest scrolls with the arrow keys); the status line above them keeps the numbers the
        decision needs in view whatever the board's pane shows."""
        spare = self.size.height - 5 - self._status_lines - 10
        self.query_one("#options").styles.max_height = max(3, min(10, spare))

    # ------------------------------------------------------------------ the flow

    def advance(self) -> None:
        """Let the bot and lone options move, then put the next real decision on screen (after a
        handover in hotseat), or the end of the game. A bot that thinks for a while (``slow``:
        the MCTS bot) thinks in a thread, the screen saying so and taking no choice meanwhile."""
        self.decision = None
        self.drop_pending()
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
            self.tell(d)
            return
        self.blank()
        self.push_screen(HandoverScreen(seat), lambda _: self.seated(seat, d))

    def seated(self, side: str, d: Decision) -> None:
        self.session.take_seat(side)
        self.tell(d)

    def tell(self, d: Decision) -> None:
        """Before ``d``: when the side's turn has begun since its last decision, when the other
        side acted during the side's own turn (a rez, a subroutine, an ability), or made it lose
        something in its own turn, a panel says what happened since (the board's changes and the
        log lines); then the decision."""
        side = d.player
        view = dict(self.game.view(side))
        before = self.seen.get(side)
        quiet, self.quiet = self.quiet, False
        other = "runner" if side == "corp" else "corp"
        self.seen[side] = (view, len(self.entries), self.answered[other])
        if before is None or quiet:
            self.show(d)
            return
        old, mark, theirs = before
        since = [e for e in self.entries[mark:] if self.shown_to(e, side)]
        turn_began = (
            view.get("active") == side
            and view.get("phase") != "mulligan"
            and (old.get("turn") != view.get("turn") or old.get("active") != side)
        )
        acted = any(e.kind == "bot" for e in since) or self.answered[other] != theirs
        # in the side's own turn, anything the other side did; in the other's turn, a loss
        mine = view.get("active") == side
        if not turn_began and not (acted and (mine or losses(old, view, side))):
            self.show(d)
            return
        title = (
            f"Your turn {view.get('turn')} ({WHO[side]})"
            if turn_began
            else "Since your last decision"
        )
        self.me = side
        self.draw_board()
        self.query_one("#prompt", Static).update("")
        self.query_one("#options", OptionList).clear_options()
        self.push_screen(
            SinceScreen(title, changes(old, view, side), self.entry_lines(since)),
            lambda _: self.show(d),
        )

    def entry_lines(self, entries: list[LogEntry]) -> list[Text]:
        out: list[Text] = []
        under_bot = False
        for e in entries:
            out.append(entry_text(e, self.session.hotseat, under_bot))
            under_bot = e.kind == "bot" or (under_bot and e.kind == "line")
        return out

    def blank(self) -> None:
        """Nothing of either side's hidden cards left on the main screen."""
        self.me = None
        for name in ("#header", "#board-text", "#hand-text", "#prompt", "#status"):
            self.query_one(name, Static).update("")
        self.query_one("#options", OptionList).clear_options()
        self.query_one("#log", RichLog).clear()

    def show(self, d: Decision) -> None:
        """Draw the board, hand, log and options of ``d`` for the side that decides it."""
        if self.game.decision is not d:
            return  # taken back or answered meanwhile
        changed = self.me != d.player
        self.me = d.player
        self.draw_board()
        self.draw_log(rewrite=changed)
        prompt = Text(d.prompt, style=f"bold {SIDE_STYLE[d.player]}")
        self.query_one("#prompt", Static).update(prompt)
        self.order = display_order(d)
        self.keys = keys_of(d)
        options = self.query_one("#options", OptionList)
        options.clear_options()
        options.add_options(option_texts(d, self.game.ruleset.words, self.order))
        options.highlighted = 0
        options.focus()
        self.fit()
        self.drop_pending()

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
        status = status_text(view, me, words, pool)
        self._status_lines = len(status.plain.splitlines())
        self.query_one("#status", Static).update(status)

    def shown_to(self, e: LogEntry, side: str | None) -> bool:
        """A lone option taken for a side, or its take-back, is shown to that side only (it
        may name its cards)."""
        return e.kind not in ("auto", "undo") or e.side == side

    def shown_to_me(self, e: LogEntry) -> bool:
        return self.shown_to(e, self.me)

    def log_lines(self) -> list[Text]:
        """Every entry the side on screen may see, as lines."""
        return self.entry_lines([e for e in self.entries if self.shown_to_me(e)])

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
    _status_lines = 1

    def choose(self, index: int) -> None:
        """Answer the decision on screen with option ``index`` (the engine's, from 0)."""
        if self.decision is None or not 0 <= index < len(self.decision.options):
            return
        self.drop_pending()
        self.answered[self.decision.player] += 1
        self.session.choose(index)
        self.advance()

    def choose_shown(self, position: int) -> None:
        """Answer with the option shown at ``position`` (from 0)."""
        if 0 <= position < len(self.order):
            self.choose(self.order[position])

    # ------------------------------------------------------------------ input

    def on_option_list_option_selected(self, event: OptionList.OptionSelected) -> None:
        event.stop()
        self.choose_shown(event.option_index)

    def drop_pending(self) -> None:
        """No digit or run waits any more; the line under the prompt says so."""
        self.digits = ""
        self.run_pending = False
        pending = self.query_one("#pending", Static)
        pending.update(HINT if self.decision is not None else "")
        pending.remove_class("waiting")

    def wait_for(self, text: str) -> None:
        pending = self.query_one("#pending", Static)
        pending.update(Text(text))
        pending.add_class("waiting")

    async def on_event(self, event: events.Event) -> None:
        """Any key but a digit (or Enter) drops a waiting digit, any key but a server's drops a
        waiting run, and so does scrolling: what waits is only ever what is on screen."""
        if isinstance(event, events.Key) and (self.digits or self.run_pending):
            ch = event.character
            keeps = (
                self.digits and ((ch is not None and ch.isdigit()) or event.key == "enter")
            ) or (self.run_pending and ch is not None and (ch.isdigit() or ch in "hra"))
            if not keeps:
                self.drop_pending()
        elif isinstance(event, (events.MouseScrollDown, events.MouseScrollUp)) and (
            self.digits or self.run_pending
        ):
            self.drop_pending()
        await super().on_event(event)

    def on_key(self, event: Key) -> None:
        """Fixed letters and numbers (see :data:`KEYS_HELP`). A number no longer option's
        number starts chooses at once; else it is highlighted and shown as waiting, and the next
        digit or Enter decides (12 options: 1 then 2, or 1 then Enter)."""
        d = self.decision
        if d is None or self.screen is not self.screen_stack[0]:
            return
        ch = event.character
        if self.run_pending:
            event.stop()
            self.run_pending = False
            for k, i in self.keys.items():
                if k.startswith(RUN_KEY) and len(k) == 2 and k[1] == ch:
                    self.choose(i)
                    return
            self.drop_pending()
            self.notify(f"No run on that server here ({ch}).", severity="warning")
            return
        if event.key == "enter" and self.digits:
            event.stop()
            self.choose_shown(int(self.digits) - 1)
            return
        if event.key == "space":
            event.stop()
            if PASS_KEY in self.keys:
                self.choose(self.keys[PASS_KEY])
            else:
                self.notify("No free pass here (Space): choose an option.", severity="warning")
            return
        if ch is None:
            return
        if ch == RUN_KEY:
            event.stop()
            runs = sorted(k[1] for k in self.keys if k.startswith(RUN_KEY) and len(k) == 2)
            if not runs:
                self.notify("No run to make in this decision.", severity="warning")
                return
            self.run_pending = True
            self.wait_for(
                "Run: press "
                + ", ".join(f"{k} {_server_name(d, k)}" for k in runs)
                + " (any other key: no run)"
            )
            return
        if ch in self.keys:
            event.stop()
            self.choose(self.keys[ch])
            return
        if not ch.isdigit():
            return
        event.stop()
        n = len(d.options)
        digits = self.digits + ch
        if not 1 <= int(digits) <= n:
            digits = ch
            if not 1 <= int(digits) <= n:
                self.drop_pending()
                self.notify(f"Choose a number from 1 to {n}.", severity="warning")
                return
        number = int(digits)
        if number * 10 > n:
            self.choose_shown(number - 1)
            return
        self.digits = digits
        self.query_one("#options", OptionList).highlighted = number - 1
        self.wait_for(f"Option {digits}_ : press another digit or Enter (any other key drops it)")

    def highlighted(self) -> int | None:
        """The engine index of the highlighted option."""
        k = self.query_one("#options", OptionList).highlighted
        if k is None or not 0 <= k < len(self.order):
            return None
        return self.order[k]

    def action_card(self) -> None:
        """A card's text: the highlighted option's card, or any title typed."""
        d = self.decision
        first = None
        if d is not None and self.game.decision is d:
            i = self.highlighted()
            if i is not None:
                first = d.options[i].card or d.source_title
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

    def action_show_log(self) -> None:
        """The whole log, full screen."""
        if isinstance(self.screen, LogScreen):
            return
        self.push_screen(LogScreen(self.log_lines()))

    def action_keys(self) -> None:
        self.push_screen(KeysScreen(KEYS_HELP))

    def action_undo(self) -> None:
        """Take back the last decision of the side on screen, or say why it cannot be."""
        d = self.decision
        if d is None or self.me is None or self.screen is not self.screen_stack[0]:
            return
        side = d.player
        why = self.session.why_not_take_back(side)
        if why is not None:
            self.notify(
                why[0].upper() + why[1:] + ".", title="Cannot take back", severity="warning"
            )
            return
        try:
            taken = self.session.take_back(side)
        except IllegalChoice as e:  # the rule said yes a moment ago; say what went wrong
            self.notify(str(e), severity="error")
            return
        self.notify("Taken back: " + "; ".join(o.label for o in taken))
        self.quiet = True
        self.advance()

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


def _server_name(d: Decision, key: str) -> str:
    for o in d.options:
        if o.kind == "run" and server_key(o.server) == key:
            return o.server or key
    return key


__all__ = ["KEYS_HELP", "PlayApp", "entry_text"]

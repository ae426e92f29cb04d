"""Render what one side may see as a Rich board.

Everything here reads a ``game.view(side)`` dict (plus the printed card data, which is public),
never the game's internal state: what is not in the view cannot leak onto the screen.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator, Mapping, Sequence
from contextvars import ContextVar
from typing import Any

from rich import box
from rich.console import Group, RenderableType
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..engine.carddb import CardData, UnknownCard, card_data
from ..engine.words import (
    ANR_WORDS,
    Words,
    agenda_points,
    count,
    credits,
    current_words,
    sentence,
    using,
)

WHO = {"corp": "Corp", "runner": "Runner"}
CORP_STYLE = "bright_blue"
RUNNER_STYLE = "bright_red"
SIDE_STYLE = {"corp": CORP_STYLE, "runner": RUNNER_STYLE}
HIDDEN = "dim italic"

Card = dict[str, Any]


# the card pool of the game being drawn (Android: Netrunner's unless ``board`` is given another)
_POOL: ContextVar[Any] = ContextVar("board_pool", default=None)


#: What a card with no definition shows in place of its text.
NOT_PLAYABLE = (
    "Not playable yet: this card has no definition, so a game refuses a deck that holds it"
    " (--allow-undefined plays it as a blank, by its printed numbers alone)."
)


def _facts(title: str) -> CardData:
    """The printed facts of ``title`` in the pool of the game being drawn."""
    pool = _POOL.get()
    return card_data(title) if pool is None else pool.data(title)


def _data(title: str | None) -> CardData | None:
    if title is None:
        return None
    try:
        return _facts(title)
    except UnknownCard:
        return None


def _counters(card: Card) -> list[str]:
    out = []
    for name, n in sorted((card.get("counters") or {}).items()):
        if n:
            out.append(credits(n) if name == "credit" else f"{n} {name}")
    return out


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def ice_text(card: Card) -> Text:
    """One piece of ice: title (or "unrezzed ice"), rezzed state, strength, tokens."""
    title = card.get("title")
    rezzed = bool(card.get("rezzed"))
    details: list[str] = []
    if title is None:
        t = Text("unrezzed ice", style=HIDDEN)
    else:
        t = Text(title, style="bold" if rezzed else "")
        details.append("rezzed" if rezzed else "unrezzed")
        d = _data(title)
        if not rezzed and d is not None and d.cost is not None:
            details.append(f"rez {credits(d.cost)}")
    if card.get("strength") is not None:
        details.append(f"str {card['strength']}")
    if card.get("advancements"):
        details.append(f"{card['advancements']} adv")
    details += _counters(card)
    if details:
        t.append(" (" + ", ".join(details) + ")", style="" if rezzed else "dim")
    return t


def content_text(card: Card) -> Text:
    """A card in a server's root: title or "facedown card", rezzed state, tokens."""
    title = card.get("title")
    rezzed = bool(card.get("rezzed"))
    adv = card.get("advancements") or 0
    details: list[str] = []
    if title is None:
        t = Text("facedown card", style=HIDDEN)
        if adv:
            details.append(f"{adv} adv")
    else:
        t = Text(title, style="bold" if rezzed else "")
        d = _data(title)
        if d is not None and d.type == "agenda":
            details.append(f"agenda, {adv}/{d.advancement_cost} adv")
        else:
            details.append("rezzed" if rezzed else "unrezzed")
            if not rezzed and d is not None and d.cost is not None:
                details.append(f"rez {credits(d.cost)}")
            if adv:
                details.append(f"{adv} adv")
    details += _counters(card)
    if details:
        t.append(" (" + ", ".join(details) + ")", style="" if rezzed else "dim")
    return t


def rig_text(card: Card) -> Text:
    """An installed Runner card: title, breaker strength, counters; a 1996 hidden resource is
    "facedown card" to the Corp and marked hidden to the Runner.

    >>> rig_text({"title": "HQ Mole", "faceup": False, "counters": {}}).plain
    'HQ Mole (hidden)'
    """
    t = Text(card.get("title") or "facedown card")
    details: list[str] = []
    if card.get("title") and card.get("faceup") is False:
        details.append("hidden")
    if card.get("strength") is not None:
        details.append(f"str {card['strength']}")
    details += _counters(card)
    if details:
        t.append(" (" + ", ".join(details) + ")", style="dim")
    return t


def _titles(cards: Sequence[Card], hidden: str = "facedown card") -> Text:
    """A comma-separated list of titles; hidden cards counted as ``hidden``."""
    if not cards:
        return Text("none", style="dim")
    t = Text()
    shown: list[str] = []
    facedown_known: list[str] = []
    n_hidden = 0
    for c in cards:
        if c.get("title") is None:
            n_hidden += 1
        elif c.get("faceup") is False:
            facedown_known.append(c["title"])
        else:
            shown.append(c["title"])
    t.append(", ".join(shown))
    if facedown_known:
        if len(t):
            t.append(", ")
        t.append(", ".join(f"{x} (facedown)" for x in facedown_known), style="dim")
    if n_hidden:
        if len(t):
            t.append(", ")
        word = hidden if n_hidden == 1 else hidden + "s"
        t.append(f"{n_hidden} {word}" if n_hidden > 1 else word, style=HIDDEN)
    return t


def _scored(cards: Sequence[Card]) -> Text:
    if not cards:
        return Text("none", style="dim")
    parts = []
    for c in cards:
        title = c.get("title") or "agenda"
        pts = None
        with contextlib.suppress(UnknownCard):
            pts = _facts(title).agenda_points
        parts.append(f"{title} ({_plural(pts, 'pt')})" if pts is not None else title)
    return Text(", ".join(parts))


def _hand_size(p: dict[str, Any]) -> str:
    """Cards in hand, with the maximum hand size when it is not the usual 5."""
    out = _plural(p["hand_size"], "card")
    limit = p.get("max_hand_size")
    if limit is not None and limit != 5:
        out += f" (max {limit})"
    return out


def _stats(pairs: Sequence[tuple[str, Any]], width: int = 160) -> Text:
    """ "Name value" pairs on a line, wrapped between pairs (never inside one) to fit ``width``."""
    t = Text()
    col = 0
    for i, (k, v) in enumerate(pairs):
        size = len(f"{k} {v}")
        if i and col + 3 + size > width:
            t.append("\n")
            col = 0
        elif i:
            t.append("   ")
            col += 3
        t.append(f"{k} ", style="dim")
        t.append(str(v), style="bold")
        col += size
    return t


def _kv_grid(rows: Sequence[tuple[str, RenderableType]]) -> Table:
    g = Table.grid(padding=(0, 1))
    g.add_column(style="dim", no_wrap=True)
    g.add_column()
    for k, v in rows:
        g.add_row(k, v)
    return g


def corp_panel(
    view: Mapping[str, Any], me: str, width: int = 160, words: Words = ANR_WORDS
) -> Panel:
    """The Corp's numbers, Archives, score area and every server with its ice and root, named
    in ``words`` (the game's: bits and actions in the 1996 game)."""
    c = view["corp"]
    stats = _stats(
        [
            (sentence(words.credit[1]), c["credits"]),
            (sentence(words.click[1]), c["clicks"]),
            ("Agenda points", c["agenda_points"]),
            ("Bad publicity", c["bad_publicity"]),
            ("HQ", _hand_size(c)),
            ("R&D", _plural(c["deck_size"], "card")),
        ],
        width - 4,
    )
    servers = Table(box=box.SIMPLE_HEAD, expand=True, pad_edge=False, show_edge=False)
    servers.add_column(sentence(words.server[0]), no_wrap=True, style="bold")
    servers.add_column("Ice (outermost first)", ratio=3)
    servers.add_column("Root / content", ratio=2)
    for name, s in c["servers"].items():
        ice = Text("\n").join(
            Text(f"{i}. ", style="dim") + ice_text(x) for i, x in enumerate(s["ice"], 1)
        )
        if not s["ice"]:
            ice = Text("no ice", style="dim")
        root = Text("\n").join(content_text(x) for x in s["content"])
        if not s["content"]:
            root = Text("-", style="dim")
        servers.add_row(name, ice, root)
    info = _kv_grid(
        [
            ("Archives:", _titles(c["discard"])),
            ("Scored:", _scored(c["scored"])),
        ]
    )
    ident = (c.get("identity") or {}).get("title") or "Corp"
    you = "  (you)" if me == "corp" else ""
    title = Text.assemble(("CORP", f"bold {CORP_STYLE}"), f" · {ident}{you}")
    return Panel(
        Group(stats, info, servers), title=title, title_align="left", border_style=CORP_STYLE
    )


def _link(r: Mapping[str, Any]) -> str:
    """The Runner's link; in the 1996 game, also the most a trace can be answered with now."""
    reach = [o["link"] for o in r.get("link_options") or []]
    return f"{r['link']} (up to {max(reach)} in a trace)" if reach else str(r["link"])


def runner_panel(
    view: Mapping[str, Any], me: str, width: int = 160, words: Words = ANR_WORDS
) -> Panel:
    """The Runner's numbers, heap, score area and rig, named in ``words``."""
    r = view["runner"]
    mem = r.get("memory") or {}
    stats = _stats(
        [
            (sentence(words.credit[1]), r["credits"]),
            (sentence(words.click[1]), r["clicks"]),
            ("Agenda points", r["agenda_points"]),
            ("Tags", r["tags"]),
            ("Brain damage", r["brain_damage"]),
            ("Link", _link(r)),
            ("Memory", f"{mem.get('used', 0)}/{mem.get('limit', 0)}"),
            ("Grip", _hand_size(r)),
            ("Stack", _plural(r["deck_size"], "card")),
        ],
        width - 4,
    )
    rig = r.get("rig") or {}
    rows: list[tuple[str, RenderableType]] = []
    for key, label in (
        ("program", "Programs:"),
        ("hardware", "Hardware:"),
        ("resource", "Resources:"),
    ):
        cards = rig.get(key) or []
        if cards:
            rows.append((label, Text("  ·  ").join(rig_text(x) for x in cards)))
        else:
            rows.append((label, Text("none", style="dim")))
    rows.append((sentence(words.runner_discard) + ":", _titles(r["discard"])))
    rows.append(("Scored:", _scored(r["scored"])))
    ident = (r.get("identity") or {}).get("title") or "Runner"
    you = "  (you)" if me == "runner" else ""
    title = Text.assemble(("RUNNER", f"bold {RUNNER_STYLE}"), f" · {ident}{you}")
    return Panel(
        Group(stats, _kv_grid(rows)), title=title, title_align="left", border_style=RUNNER_STYLE
    )


def hand_counts(view: Mapping[str, Any], me: str) -> dict[str, int]:
    """``me``'s own hand as title -> copies, in the order of the hand."""
    counts: dict[str, int] = {}
    for c in view[me].get("hand") or []:
        title = c.get("title") or "?"
        counts[title] = counts.get(title, 0) + 1
    return counts


def hand_text(view: Mapping[str, Any], me: str) -> Text:
    """The titles of ``me``'s own hand, with each card's type and cost (printed data)."""
    counts = hand_counts(view, me)
    if not counts:
        return Text("empty", style="dim")
    parts = []
    for title, n in counts.items():
        t = Text(title)
        if n > 1:
            t.append(f" x{n}", style="bold")
        try:
            d = _facts(title)
            extra = current_words().type_name(d.type)
            if d.type == "agenda":
                extra += f", {d.advancement_cost} to advance, {agenda_points(d.agenda_points or 0)}"
            elif d.cost is not None:
                extra += f", {credits(d.cost)}"
            t.append(f" [{extra}]", style="dim")
        except UnknownCard:
            pass
        parts.append(t)
    return Text("\n").join(parts)


def run_text(view: Mapping[str, Any]) -> Text:
    """The current run: server, phase and the ice being approached or encountered."""
    run = view.get("run")
    if not run:
        return Text("no run", style="dim")
    t = Text("Run on ", style="bold")
    t.append(run["server"], style="bold yellow")
    t.append(f"\nphase: {str(run['phase']).replace('_', ' ')}")
    ice = run.get("ice")
    if ice is not None:
        t.append("\nice: ")
        t.append_text(ice_text(ice))
    return t


def log_text(lines: Sequence[str], limit: int = 8) -> Text:
    """The last ``limit`` of ``lines`` (with a note of how many earlier ones are not shown)."""
    if not lines:
        return Text("nothing new", style="dim")
    t = Text()
    shown = list(lines)[-limit:]
    if len(lines) > limit:
        t.append(
            f"... {count(len(lines) - limit, ('earlier line', 'earlier lines'))}\n", style="dim"
        )
    t.append("\n".join(shown))
    return t


def header(
    view: Mapping[str, Any], me: str, note: str = "", hotseat: bool = False, compact: bool = False
) -> Text:
    """One line: turn, whose turn, phase, who you are (``compact``: fewer words, for the
    full-screen board)."""
    active = view.get("active") or "corp"
    t = Text()
    t.append(f"Turn {view.get('turn', 0)}", style="bold")
    t.append(" · ")
    t.append(f"{WHO.get(active, active)}'s turn", style=f"bold {SIDE_STYLE.get(active, '')}")
    phase = str(view.get("phase")).replace("_", " ")
    t.append(f" · {phase}" if compact else f" · phase: {phase}")
    t.append(" · deciding: " if hotseat else (" · you: " if compact else " · you are the "))
    t.append(WHO[me], style=f"bold {SIDE_STYLE[me]}")
    if note:
        t.append(f" · {note}", style="dim")
    return t


def board(
    view: Mapping[str, Any],
    me: str,
    new_log: Sequence[str] | None,
    note: str = "",
    hotseat: bool = False,
    width: int = 160,
    words: Words = ANR_WORDS,
    pool: Any = None,
) -> Group:
    """The whole board as ``me`` sees it, with the new log lines since the previous prompt
    (``None``: no log panel, the lines were printed already), in the game's ``words``.

    Below 120 columns the log goes under the hand and run panels instead of beside them.
    """
    with drawing(words, pool):
        return _board(view, me, new_log, note, hotseat, width, words)


@contextlib.contextmanager
def drawing(words: Words = ANR_WORDS, pool: Any = None) -> Iterator[None]:
    """Draw the pieces of this module (``ice_text``, ``hand_text``...) for a game of another
    ruleset: its ``words`` and its card ``pool`` (``board`` does it itself).

    >>> from netrunner.engine.ruleset import get_ruleset
    >>> classic = get_ruleset("classic")
    >>> with drawing(classic.words, classic.pool):
    ...     current_words().credits(2)
    '2 bits'
    """
    token = _POOL.set(pool)
    try:
        with using(words):
            yield
    finally:
        _POOL.reset(token)


def _board(
    view: Mapping[str, Any],
    me: str,
    new_log: Sequence[str] | None,
    note: str,
    hotseat: bool,
    width: int,
    words: Words,
) -> Group:
    hand = Panel(hand_text(view, me), title=f"Your hand ({WHO[me]})", title_align="left")
    run = Panel(run_text(view), title="Run", title_align="left")
    bottom = Table.grid(expand=True, padding=(0, 1))
    bottom.add_column(no_wrap=True)
    bottom.add_column(ratio=1)
    parts: list[RenderableType] = [
        header(view, me, note, hotseat),
        corp_panel(view, me, width, words),
        runner_panel(view, me, width, words),
        bottom,
    ]
    if new_log is None:
        bottom.add_row(hand, run)
        return Group(*parts)
    log = Panel(log_text(new_log), title="Since your last decision", title_align="left")
    if width >= 120:
        bottom.add_column(ratio=3)
        bottom.add_row(hand, run, log)
    else:
        bottom.add_row(hand, run)
        parts.append(log)
    return Group(*parts)


def options_table(labels: Sequence[str], width: int) -> RenderableType:
    """Options numbered from 1; several columns (numbered down, then across) when there are many."""
    n = len(labels)
    cells = [Text.assemble((f"{i:>2}. ", "bold cyan"), lb) for i, lb in enumerate(labels, 1)]
    widest = max(len(lb) for lb in labels) + 6
    cols = 1
    if n > 8:
        cols = max(1, min(3, (width - 2) // max(widest, 1), (n + 3) // 4))
    if cols == 1:
        return Text("\n").join(cells)
    rows = (n + cols - 1) // cols
    grid = Table.grid(padding=(0, 3))
    for _ in range(cols):
        grid.add_column(no_wrap=True)
    for r in range(rows):
        row: list[RenderableType] = []
        for c in range(cols):
            i = c * rows + r
            row.append(cells[i] if i < n else Text(""))
        grid.add_row(*row)
    return grid


def card_panel(title: str) -> Panel:
    """A card's printed facts and its text (generated from its definition in ``netrunner.cards``).

    Raises :class:`~netrunner.UnknownCard` (naming close titles) for an unknown title.
    """
    from ..engine.carddb import card_data
    from ..rulesets.anr.cards import definition

    d = card_data(title)
    defn = definition(d.title)
    facts: list[str] = [f"{d.side} {d.type}", d.faction]
    if d.keywords:
        facts.append(" - ".join(d.keywords))
    numbers = [
        ("cost", d.cost),
        ("strength", d.strength),
        ("advancement", d.advancement_cost),
        ("agenda points", d.agenda_points),
        ("trash", d.trash_cost),
        ("memory", d.memory_cost),
        ("link", d.base_link if d.type == "identity" else None),
        ("influence", d.influence_cost),
        ("deck size", d.minimum_deck_size if d.type == "identity" else None),
        ("influence limit", d.influence_limit),
    ]
    line = "   ".join(f"{k} {v}" for k, v in numbers if v is not None)
    body = Text(" · ".join(facts) + ("  (unique)" if d.uniqueness else ""), style="bold")
    if line:
        body.append("\n" + line)
    text = defn.text if defn.implemented else NOT_PLAYABLE
    body.append("\n\n" + (text or "(no ability)"))
    return Panel(body, title=Text(d.title), expand=False)

"""The board as one side sees it, compact enough for a pane of an 80x24 screen.

Like :mod:`netrunner.cli.board` (whose pieces it reuses), everything here reads a
``game.view(side)`` dict and the printed card data, never the game: what is not in the view
cannot reach the screen. Titles go into ``Text`` objects, never read as markup.

>>> import netrunner
>>> game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
>>> text = board_text(game.view("runner"), "runner", game.ruleset.words, game.ruleset.pool, 50)
>>> text.plain.splitlines()[0]
'CORP Jinteki: Personal Evolution'
>>> "Credits 5" in text.plain and "Diesel" not in text.plain  # the grip is in its own pane
True
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text

from ...engine.carddb import UnknownCard
from ...engine.decision import Decision
from ...engine.words import ANR_WORDS, Words, current_words, sentence
from ..board import (
    CORP_STYLE,
    RUNNER_STYLE,
    SIDE_STYLE,
    WHO,
    _facts,
    _link,
    _scored,
    _stats,
    _titles,
    content_text,
    drawing,
    hand_counts,
    ice_text,
    rig_text,
    run_text,
)


def _title_line(label: str, style: str, ident: str | None, mine: bool) -> Text:
    """``CORP Jinteki: Personal Evolution (you)``; a side with no identity (the 1996 game) is
    its label alone."""
    t = Text(label, style=f"bold {style}")
    if ident:
        t.append(" " + ident)
    if mine:
        t.append("  (you)", style="dim")
    return t


def _server_lines(servers: Mapping[str, Any], discard: Any = None) -> list[Text]:
    """One line per server with something in it (its ice outermost first, then its root); the
    empty ones together on one line. Archives always has its own line, its root being the
    Corp's discard pile (``discard``)."""
    out: list[Text] = []
    empty: list[str] = []
    for name, s in servers.items():
        if name == "Archives" and discard is not None:
            t = Text("Archives: ", style="bold")
            if s["ice"]:
                t.append_text(Text(" > ", style="dim").join(ice_text(x) for x in s["ice"]))
                t.append(" | ", style="dim")
            t.append_text(_titles(discard))
            out.append(t)
            continue
        if not s["ice"] and not s["content"]:
            empty.append(name)
            continue
        t = Text(name, style="bold")
        t.append(": ")
        if s["ice"]:
            t.append_text(Text(" > ", style="dim").join(ice_text(x) for x in s["ice"]))
        else:
            t.append("no ice", style="dim")
        if s["content"]:
            t.append(" | ", style="dim")
            t.append_text(Text(", ").join(content_text(x) for x in s["content"]))
        out.append(t)
    if empty:
        out.append(Text("Empty: ", style="dim") + Text(", ".join(empty), style="dim"))
    return out


def corp_text(view: Mapping[str, Any], me: str, width: int, words: Words) -> Text:
    """The Corp's numbers, servers (ice outermost first, ``>`` between pieces), Archives and
    score area."""
    c = view["corp"]
    ident = (c.get("identity") or {}).get("title")
    lines = [
        _title_line("CORP", CORP_STYLE, ident, me == "corp"),
        _stats(
            [
                (sentence(words.credit[1]), c["credits"]),
                (sentence(words.click[1]), c["clicks"]),
                ("Points", c["agenda_points"]),
                ("Bad pub", c["bad_publicity"]),
                ("HQ", c["hand_size"]),
                ("R&D", c["deck_size"]),
            ],
            width,
        ),
        *_server_lines(c["servers"], c["discard"]),
        Text("Scored: ", style="dim") + _scored(c["scored"]),
    ]
    return Text("\n").join(lines)


def runner_text(view: Mapping[str, Any], me: str, width: int, words: Words) -> Text:
    """The Runner's numbers, rig (the kinds that have cards), heap and score area."""
    r = view["runner"]
    mem = r.get("memory") or {}
    ident = (r.get("identity") or {}).get("title")
    lines = [
        _title_line("RUNNER", RUNNER_STYLE, ident, me == "runner"),
        _stats(
            [
                (sentence(words.credit[1]), r["credits"]),
                (sentence(words.click[1]), r["clicks"]),
                ("Points", r["agenda_points"]),
                ("Tags", r["tags"]),
                ("Brain", r["brain_damage"]),
                ("Link", _link(r)),
                ("MU", f"{mem.get('used', 0)}/{mem.get('limit', 0)}"),
                ("Grip", r["hand_size"]),
                ("Stack", r["deck_size"]),
            ],
            width,
        ),
    ]
    rig = r.get("rig") or {}
    kinds = (("program", "Programs: "), ("hardware", "Hardware: "), ("resource", "Resources: "))
    any_rig = False
    for key, label in kinds:
        cards = rig.get(key) or []
        if cards:
            any_rig = True
            lines.append(Text(label, style="dim") + Text(", ").join(rig_text(x) for x in cards))
    if not any_rig:
        lines.append(Text("Rig: empty", style="dim"))
    lines.append(Text(sentence(words.runner_discard) + ": ", style="dim") + _titles(r["discard"]))
    lines.append(Text("Scored: ", style="dim") + _scored(r["scored"]))
    return Text("\n").join(lines)


def header_text(view: Mapping[str, Any], me: str, hotseat: bool, note: str = "") -> Text:
    """One line: turn, whose turn (the mulligans before the first turn: nobody's), phase, and
    who is deciding now.

    >>> header_text({"turn": 0, "active": "corp", "phase": "mulligan"}, "runner", False).plain
    'Turn 0 · mulligans · the Runner decides (you)'
    """
    active = view.get("active") or "corp"
    t = Text(f"Turn {view.get('turn', 0)}", style="bold")
    phase = str(view.get("phase")).replace("_", " ")
    if phase == "mulligan":
        t.append(" · mulligans")
    else:
        t.append(" · ")
        t.append(f"{WHO.get(active, active)}'s turn", style=f"bold {SIDE_STYLE.get(active, '')}")
        t.append(f" · {phase}")
    t.append(" · the ")
    t.append(f"{WHO[me]} decides", style=f"bold {SIDE_STYLE[me]}")
    if not hotseat:
        t.append(" (you)")
    if note:
        t.append(f" · {note}", style="dim")
    return t


def board_text(
    view: Mapping[str, Any],
    me: str,
    words: Words = ANR_WORDS,
    pool: Any = None,
    width: int = 80,
) -> Text:
    """The Corp, the Runner and the current run as ``me`` sees them, ``width`` columns wide, in
    the game's ``words`` and card ``pool``."""
    with drawing(words, pool):
        parts = [corp_text(view, me, width, words), runner_text(view, me, width, words)]
        if view.get("run"):
            parts.append(run_text(view))
        return Text("\n").join(parts)


def _hand_line(title: str, n: int) -> Text:
    """One entry of the hand on one line: title, copies, type and cost (an agenda: its
    advancement requirement and points)."""
    t = Text(title)
    if n > 1:
        t.append(f" x{n}", style="bold")
    try:
        d = _facts(title)
    except UnknownCard:
        return t
    extra = current_words().type_name(d.type)
    if d.type == "agenda":
        extra += f" {d.advancement_cost} adv, {d.agenda_points or 0} pt"
    elif d.cost is not None:
        extra += f" {d.cost}"
    t.append(f" · {extra}", style="dim")
    return t


def hand(view: Mapping[str, Any], me: str, words: Words = ANR_WORDS, pool: Any = None) -> Text:
    """``me``'s own hand, one line a title (copies counted), with each card's type and cost
    (a line too long for the pane ends in an ellipsis rather than wrapping)."""
    counts = hand_counts(view, me)
    if not counts:
        return Text("empty", style="dim")
    with drawing(words, pool):
        t = Text("\n").join(_hand_line(title, n) for title, n in counts.items())
    t.no_wrap = True
    t.overflow = "ellipsis"
    return t


def status_text(
    view: Mapping[str, Any], me: str, words: Words = ANR_WORDS, pool: Any = None
) -> Text:
    """The numbers ``me``'s decisions need, always on screen above the options: their credits,
    clicks and hand (the Runner: tags too); in a run, the ice approached or encountered with its
    strength, and the Runner's breakers with theirs.

    >>> import netrunner
    >>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
    >>> status_text(g.view("runner"), "runner").plain
    'You (Runner): Credits 5 · Clicks 0 · Grip 5 · Tags 0'
    """
    p = view[me]
    with drawing(words, pool):
        pairs = [
            (sentence(words.credit[1]), p["credits"]),
            (sentence(words.click[1]), p["clicks"]),
            ("Grip" if me == "runner" else "HQ", p["hand_size"]),
        ]
        if me == "runner":
            pairs.append(("Tags", p["tags"]))
        t = Text(f"You ({WHO[me]}): ", style=f"bold {SIDE_STYLE[me]}")
        t.append_text(
            Text(" · ", style="dim").join(
                Text.assemble((f"{k} ", "dim"), (str(v), "bold")) for k, v in pairs
            )
        )
        run = view.get("run")
        if run:
            t.append("\nRun on ", style="bold")
            t.append(str(run["server"]), style="bold yellow")
            ice = run.get("ice")
            if ice is not None:
                t.append(" · ice: ")
                t.append_text(ice_text(ice))
            else:
                t.append(f" · {str(run['phase']).replace('_', ' ')}", style="dim")
            breakers = [
                x
                for x in (view["runner"].get("rig") or {}).get("program") or []
                if x.get("strength") is not None
            ]
            if breakers:
                t.append("\nBreakers: ", style="dim")
                t.append_text(
                    Text(" · ", style="dim").join(
                        Text.assemble(
                            (x.get("title") or "?", ""), (f" str {x['strength']}", "bold")
                        )
                        for x in breakers
                    )
                )
    return t


def option_texts(
    d: Decision, words: Words = ANR_WORDS, order: list[int] | None = None
) -> list[Text]:
    """The options in ``order`` (engine indices; the engine's order by default), numbered from
    1, each with its fixed key (:mod:`.keys`) and what it costs (``option.cost``) when not free.

    >>> from netrunner.engine.cost import Cost
    >>> from netrunner.engine.decision import Option
    >>> gain = Option("credit", label="Gain 1 credit", cost=Cost(clicks=1))
    >>> d = Decision("corp", "Act", (gain,), (None,))
    >>> option_texts(d)[0].plain
    ' 1 g   Gain 1 credit  (1 click)'
    """
    from .keys import key_label, keys_of

    keyed = {i: k for k, i in keys_of(d).items()}
    out = []
    for n, i in enumerate(order if order is not None else range(len(d.options)), 1):
        o = d.options[i]
        t = Text(f"{n:>2} ", style="bold cyan")
        t.append(f"{key_label(keyed.get(i)):<4}", style="bold magenta")
        t.append(o.label)
        if not o.cost.is_free:
            t.append(f"  ({words.cost(o.cost)})", style="dim")
        out.append(t)
    return out


__all__ = [
    "board_text",
    "corp_text",
    "header_text",
    "hand",
    "option_texts",
    "runner_text",
    "status_text",
]

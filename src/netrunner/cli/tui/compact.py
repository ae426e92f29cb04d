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

from ...engine.decision import Decision
from ...engine.words import ANR_WORDS, Words, sentence
from ..board import (
    CORP_STYLE,
    RUNNER_STYLE,
    _link,
    _scored,
    _stats,
    _titles,
    content_text,
    drawing,
    hand_text,
    header,
    ice_text,
    rig_text,
    run_text,
)


def _title_line(label: str, style: str, ident: str, mine: bool) -> Text:
    t = Text(label, style=f"bold {style}")
    t.append(" " + ident)
    if mine:
        t.append("  (you)", style="dim")
    return t


def _server_lines(servers: Mapping[str, Any]) -> list[Text]:
    """One line per server with something in it (its ice outermost first, then its root); the
    empty ones together on one line."""
    out: list[Text] = []
    empty: list[str] = []
    for name, s in servers.items():
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
    ident = (c.get("identity") or {}).get("title") or "Corp"
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
        *_server_lines(c["servers"]),
        Text("Archives: ", style="dim") + _titles(c["discard"]),
        Text("Scored: ", style="dim") + _scored(c["scored"]),
    ]
    return Text("\n").join(lines)


def runner_text(view: Mapping[str, Any], me: str, width: int, words: Words) -> Text:
    """The Runner's numbers, rig (the kinds that have cards), heap and score area."""
    r = view["runner"]
    mem = r.get("memory") or {}
    ident = (r.get("identity") or {}).get("title") or "Runner"
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
    """One line: turn, whose turn, phase, and who is deciding."""
    return header(view, me, note, hotseat, compact=True)


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


def hand(view: Mapping[str, Any], me: str, words: Words = ANR_WORDS, pool: Any = None) -> Text:
    """``me``'s own hand with each card's type and cost."""
    with drawing(words, pool):
        return hand_text(view, me)


def option_texts(d: Decision, words: Words = ANR_WORDS) -> list[Text]:
    """The options numbered from 1, each with what it costs (from ``option.cost``) when not free.

    >>> from netrunner.engine.cost import Cost
    >>> from netrunner.engine.decision import Option
    >>> gain = Option("gain", label="Gain 1 credit", cost=Cost(clicks=1))
    >>> d = Decision("corp", "Act", (gain,), (None,))
    >>> option_texts(d)[0].plain
    ' 1. Gain 1 credit  (1 click)'
    """
    out = []
    for i, o in enumerate(d.options, 1):
        t = Text(f"{i:>2}. ", style="bold cyan")
        t.append(o.label)
        if not o.cost.is_free:
            t.append(f"  ({words.cost(o.cost)})", style="dim")
        out.append(t)
    return out


__all__ = ["board_text", "corp_text", "header_text", "hand", "option_texts", "runner_text"]

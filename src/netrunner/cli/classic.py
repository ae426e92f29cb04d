"""The 1996 game's cards and decks on the command line: what ``netrunner cards``, ``card``,
``deck validate`` and ``deck show`` print with ``--ruleset classic``.

Decks are read by the ruleset (:func:`~netrunner.rulesets.classic.decks.read_classic_deck`,
in :mod:`netrunner.cli.decks`); a decklist file's side, when the command does not give one, is
its first card's.
"""

from __future__ import annotations

from rich.console import Console
from rich.markup import escape
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from ..engine.pool import CardPool
from ..engine.words import CLASSIC_WORDS
from ..rulesets.classic.decks import ClassicDeck
from ..rulesets.classic.starters import STARTERS
from .board import NOT_PLAYABLE

_STARTER_NAMES = {f"starter:{name}" for name in STARTERS}


def _pool() -> CardPool:
    from ..rulesets.classic import POOL

    return POOL


def list_cards(console: Console, missing: bool, every_set: bool) -> None:
    """The Base set's cards (every set's with ``every_set``) and whether each is implemented;
    with ``missing`` only those without a definition."""
    from ..rulesets.classic.sets import card_sets

    pool = _pool()
    sets = card_sets()
    cards = [c for c in pool.in_code_order() if every_set or sets.get(c.title) == "Base"]
    absent = set(pool.missing())
    which = "Netrunner (1996) cards" if every_set else "Netrunner (1996) Base set cards"
    table = Table(title=which + (" without a definition" if missing else ""))
    for col in ("Title", "Side", "Type", "Set", "Implemented"):
        table.add_column(col)
    for c in cards:
        done = c.title not in absent
        if missing and done:
            continue
        table.add_row(
            escape(c.title),
            c.side,
            CLASSIC_WORDS.type_name(c.type),
            sets.get(c.title, ""),
            "[green]yes[/]" if done else "[red]no[/]",
        )
    n_missing = sum(1 for c in cards if c.title in absent)
    if not missing or n_missing:
        console.print(table)
    what = "cards of Netrunner (1996)" if every_set else "Base set cards"
    if n_missing == 0:
        console.print(f"All {len(cards)} {what} are implemented.")
    else:
        console.print(f"{n_missing} of {len(cards)} {what} have no definition yet.")


def card_panel(title: str) -> Panel:
    """A 1996 card's printed numbers and its text, generated from its declaration.

    Raises :class:`~netrunner.UnknownCard` (naming close titles) for an unknown title."""
    from ..rulesets.classic.decks import _known
    from ..rulesets.classic.sets import card_sets

    pool = _pool()
    d = pool.data(_known(title) or title)
    defn = pool.definition(d.title)
    origin = card_sets().get(d.title, "")
    facts = [f"{d.side} {CLASSIC_WORDS.type_name(d.type)}", f"{origin} set" if origin else ""]
    if d.keywords:
        facts.append(" - ".join(d.keywords))
    numbers = [
        ("cost", d.cost),
        ("strength", d.strength),
        ("difficulty", d.advancement_cost),
        ("agenda points", d.agenda_points),
        ("trash", d.trash_cost),
        ("memory", d.memory_cost),
    ]
    body = Text(" · ".join(f for f in facts if f), style="bold")
    if d.uniqueness:
        body.append("  (unique)")
    line = "   ".join(f"{k} {v}" for k, v in numbers if v is not None)
    if line:
        body.append("\n" + line)
    text = defn.text if defn.implemented else NOT_PLAYABLE
    body.append("\n\n" + (text or "(no ability)"))
    return Panel(body, title=Text(d.title), expand=False)


#: The order of a deck's sections, by card type.
_TYPE_ORDER = ("agenda", "ice", "asset", "upgrade", "operation")
_RUNNER_ORDER = ("program", "hardware", "resource", "event")
_UNKNOWN = ""  # the "type" of a title that is no card


def show_deck(console: Console, deck: ClassicDeck) -> None:
    """Print the deck by type (count, keywords, cost, the agenda points printed on each agenda)
    and its totals: ``netrunner deck show --ruleset classic``. A title that is no card (a list
    read with problems) is listed under "Unknown titles"."""
    from ..rulesets.classic.decks import MIN_SIZE
    from ..rulesets.classic.sets import SET_ORDER, card_sets, sets_in_words

    pool = _pool()
    of_set = card_sets()
    corp = deck.side == "corp"
    order = _TYPE_ORDER if corp else _RUNNER_ORDER
    by_type: dict[str, list[tuple[str, int]]] = {}
    for title, n in deck.cards:
        kind = pool.data(title).type if title in pool else _UNKNOWN
        by_type.setdefault(kind, []).append((title, n))
    name = deck.name or f"a {deck.side} deck"
    table = Table(title=f"{escape(name)} (Netrunner 1996, {deck.side})", title_justify="left")
    table.add_column("#", justify="right")
    table.add_column("Card")
    table.add_column("Keywords")
    table.add_column("Set")
    table.add_column("Cost", justify="right")
    if corp:
        table.add_column("Points", justify="right")
    types = [t for t in order if t in by_type]
    types += [t for t in by_type if t not in order and t != _UNKNOWN]
    types += [_UNKNOWN] if _UNKNOWN in by_type else []
    for i, t in enumerate(types):
        rows = sorted(by_type[t])
        heading = "Unknown titles" if t == _UNKNOWN else CLASSIC_WORDS.type_name(t).capitalize()
        count = sum(n for _, n in rows)
        table.add_row("", f"[bold]{escape(heading)}[/] ({count})", *[""] * (4 if corp else 3))
        for k, (title, n) in enumerate(rows):
            if title not in pool:
                cells = [str(n), escape(title), "[red]unknown card[/]", "", ""]
                cells += [""] if corp else []
                table.add_row(*cells, end_section=k == len(rows) - 1 and i < len(types) - 1)
                continue
            d = pool.data(title)
            cost = "" if d.cost is None else str(d.cost)
            if d.type == "agenda":
                cost = f"{d.advancement_cost} diff"
            cells = [
                str(n),
                escape(title),
                escape(" - ".join(d.keywords)),
                of_set.get(title, ""),
                cost,
            ]
            if corp:  # the card's printed points, as its cost is one copy's
                pts = d.agenda_points or 0
                cells.append(str(pts) if pts else "")
            table.add_row(*cells, end_section=k == len(rows) - 1 and i < len(types) - 1)
    idea = STARTERS[deck.name[len("starter:") :]].idea if deck.name in _STARTER_NAMES else None
    if idea:
        console.print(idea)
    console.print(table)
    parts = [f"Cards: {len(deck)} (minimum {MIN_SIZE})"]
    if corp:
        need = 2 * -(-max(len(deck), MIN_SIZE) // 5)
        parts.append(f"Agenda points: {deck.agenda_points()} (needs at least {need})")
    counts = {x: sum(n for t, n in deck.cards if of_set.get(t) == x) for x in SET_ORDER}
    parts.append("Sets: " + ", ".join(f"{x} {counts[x]}" for x in SET_ORDER if counts[x]))
    if deck.sets:
        parts.append(f"plays {sets_in_words(deck.sets)}")
    console.print(" · ".join(parts))


__all__ = ["card_panel", "list_cards", "show_deck"]

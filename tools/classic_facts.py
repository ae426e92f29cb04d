"""Make ``src/netrunner/data/classic_cards.json``, the 1996 card facts the package ships, from the
reference data (the project's shared ``classic_cards.json``, outside this repository): the facts
only, never the printed text.

    python3 tools/classic_facts.py REFERENCE/classic_cards.json src/netrunner/data/classic_cards.json

Each card gets the code ``onr-<index>`` (its place in the reference file, which has no ids), the
engine's type names (a prep is an ``event``, a node an ``asset``), uniqueness from the ``Unique``
keyword, ``difficulty`` as the advancement requirement, and ``None`` for "X" and "*". A title the
file holds twice keeps its first (Base set) entry.
"""

from __future__ import annotations

import json
import sys

TYPES = {
    "Agenda": "agenda",
    "Ice": "ice",
    "Node": "asset",
    "Operation": "operation",
    "Upgrade": "upgrade",
    "Hardware": "hardware",
    "Prep": "event",
    "Program": "program",
    "Resource": "resource",
}


def number(v: object) -> int | None:
    return v if isinstance(v, int) else None


def convert(raw: list[dict[str, object]]) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    seen: set[str] = set()
    for i, c in enumerate(raw):
        title = str(c["title"])
        if title in seen:
            continue
        seen.add(title)
        keywords = str(c.get("keywords") or "")
        out.append(
            {
                "code": f"onr-{i:03d}",
                "title": title,
                "set": c["set"],
                "type": TYPES[str(c["type"])],
                "side": str(c["side"]).lower(),
                "faction": "none",
                "keywords": keywords,
                "rarity": c["rarity"],
                "cost": number(c["cost"]),
                "strength": number(c["strength"]),
                "advancement_cost": number(c["difficulty"]),
                "agenda_points": number(c["agenda_points"]),
                "trash_cost": number(c["trash_cost"]),
                "memory_cost": number(c["memory_cost"]),
                "base_link": None,
                "influence_cost": None,
                "influence_limit": None,
                "minimum_deck_size": None,
                "uniqueness": "Unique" in [k.strip() for k in keywords.split(" - ")],
                "quantity": 1,
                "deck_limit": 0,  # no limit on copies (rules-diff item 108)
            }
        )
    return out


if __name__ == "__main__":
    src, dst = sys.argv[1], sys.argv[2]
    with open(src, encoding="utf-8") as f:
        cards = convert(json.load(f))
    with open(dst, "w", encoding="utf-8") as f:  # one card a line
        f.write("[\n" + ",\n".join(json.dumps(c, ensure_ascii=False) for c in cards) + "\n]\n")
    print(f"{len(cards)} cards written to {dst}")

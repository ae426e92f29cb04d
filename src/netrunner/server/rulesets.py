"""The rulesets the server offers: each one's title, starter decks per side, default decks and
the starters' names as the lobby shows them (``GET /api/rulesets``).

>>> RULESETS["anr"]["names"]["starter:nbn"]
'NBN (starter)'
"""

from __future__ import annotations

from typing import Any

from ..engine.carddb import FACTIONS
from ..rulesets.anr.decks import FACTION_NAMES
from ..rulesets.classic.starters import STARTERS as CLASSIC_STARTERS

SIDES = ("corp", "runner")
#: each ruleset's human title and starter decks per side
RULESETS: dict[str, dict[str, Any]] = {
    "anr": {
        "title": "Android: Netrunner (Core Set, 2012)",
        "starters": {side: [f"starter:{f}" for f in FACTIONS[side]] for side in SIDES},
        "defaults": {"corp": "starter:jinteki", "runner": "starter:shaper"},
        "names": {
            f"starter:{f}": f"{FACTION_NAMES[f]} (starter)"
            for side in SIDES
            for f in FACTIONS[side]
        },
    },
    "classic": {
        "title": "Netrunner (1996)",
        "starters": {
            side: [f"starter:{name}" for name, st in CLASSIC_STARTERS.items() if st.side == side]
            for side in SIDES
        },
        "defaults": {"corp": "starter:classic-corp", "runner": "starter:classic-runner"},
        "names": {
            f"starter:{name}": name.removeprefix("classic-").replace("-", " ").capitalize()
            + " (starter)"
            for name in CLASSIC_STARTERS
        },
    },
}

"""What differs between rulesets, in one place, so both reuse the same machinery.

>>> ANR.trace_succeeds(3, 3), CLASSIC.trace_succeeds(3, 3)
(False, True)
"""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass(frozen=True)
class Ruleset:
    """Numbers and comparisons that a ruleset sets; the engine reads them, never hard-codes them."""

    name: str
    corp_clicks: int = 3
    runner_clicks: int = 4
    starting_credits: int = 5
    starting_hand: int = 5
    max_hand_size: int = 5
    agenda_points_to_win: int = 7
    memory_limit: int = 4
    # Trace: does the trace succeed when trace strength equals link?
    trace_ties_succeed: bool = False
    # Trace bidding order: "corp_first" (ANR) or "secret" (1996: simultaneous bids).
    trace_bidding: str = "corp_first"
    corp_draws_first_turn: bool = True
    names: dict[str, str] = field(
        default_factory=lambda: {
            "credit": "credit",
            "credits": "credits",
            "HQ": "HQ",
            "R&D": "R&D",
            "Archives": "Archives",
            "remote": "Server",
            "grip": "grip",
            "stack": "stack",
            "heap": "heap",
        }
    )

    def trace_succeeds(self, trace_strength: int, link_strength: int) -> bool:
        """Compare trace strength to link strength under this ruleset."""
        if self.trace_ties_succeed:
            return trace_strength >= link_strength
        return trace_strength > link_strength


ANR = Ruleset("anr")
CLASSIC = Ruleset(
    "classic",
    corp_clicks=3,
    runner_clicks=4,
    trace_ties_succeed=True,
    trace_bidding="secret",
    names={
        "credit": "bit",
        "credits": "bits",
        "HQ": "HQ",
        "R&D": "R&D",
        "Archives": "Archives",
        "remote": "Data Fort",
        "grip": "hand",
        "stack": "stack",
        "heap": "trash pile",
    },
)

RULESETS = {"anr": ANR, "classic": CLASSIC}


def get_ruleset(name: str) -> Ruleset:
    """The ruleset called ``name`` ("anr"; "classic" is planned)."""
    try:
        return RULESETS[name]
    except KeyError:
        raise ValueError(f"unknown ruleset {name!r}: expected one of {sorted(RULESETS)}") from None

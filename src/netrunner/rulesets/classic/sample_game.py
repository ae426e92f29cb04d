"""The 1996 rulebook's sample game as data: the cards each side starts with and every choice of
its two rounds (and the start of a third), each with the project's own explanation.

The same script drives the acceptance test (``tests/classic/test_sample_game.py``) and the
terminal tutorial (``netrunner tutorial classic``), so the two cannot disagree.

>>> g = new_game()
>>> for step in STEPS:
...     play_step(g, step)
>>> finish(g)
>>> g.corp.credits, g.runner.credits, g.active, g.corp.clicks
(5, 7, 'corp', 3)
"""

from __future__ import annotations

from typing import Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.decision import Option
from ...engine.game import Game

#: The Corp's hand: the rulebook's five cards and Accounts Receivable, the first card of R&D
#: (a scenario begins at the first action, its mandatory draw already made).
CORP_HAND = (
    "Code Corpse",
    "Fire Wall",
    "Keeper",
    "Rockerboy Promotion",
    "Red Herrings",
    "Accounts Receivable",
)
#: R&D, top first: the two cards the Corp draws at the start of its turns 2 and 3, then filler.
CORP_DECK = ("Employee Empowerment", "Trojan Horse", "Night Shift", "Night Shift")
RUNNER_HAND = (
    "The Short Circuit",
    "Score!",
    "Livewire's Contacts",
    "Force Shield",
    "Zetatech Mem Chip",
)
#: The stack: The Short Circuit finds Loony Goon in it; Inside Job is what is left to draw.
RUNNER_DECK = ("Loony Goon", "Inside Job")


class Step(NamedTuple):
    """One choice of the sample game: ``who`` chooses the option of ``kind`` whose fields match
    ``fields`` (pairs of Option field and value), for the reason ``explain`` gives; ``ref`` is
    the step's number in the project's notes on the sample game (``1.1`` is turn 1's first)."""

    ref: str
    who: str
    kind: str
    fields: tuple[tuple[str, Any], ...]
    explain: str

    def matches(self, option: Option) -> bool:
        """True if ``option`` is this step's choice."""
        return option.kind == self.kind and all(getattr(option, k) == v for k, v in self.fields)


def _step(ref: str, who: str, kind: str, explain: str, **fields: Any) -> Step:
    return Step(ref, who, kind, tuple(fields.items()), explain)


#: Every choice of the sample game, in order. Windows where a side has nothing to do (only
#: "pass") are not listed: :func:`play_step` passes them.
STEPS: tuple[Step, ...] = (
    # ------------------------------------------------------------------ turn 1: the Corp
    _step(
        "1.1",
        CORP,
        "play",
        "The Corp opens with 5 bits and has already drawn its card for the turn. Accounts "
        "Receivable costs 5 bits and pays 9, so the Corp ends its first action 4 bits richer, "
        "enough to rez ice later.",
        card="Accounts Receivable",
    ),
    _step(
        "1.2",
        CORP,
        "install",
        "Ice goes in facedown and costs nothing until it is rezzed. The first piece of ice on a "
        "fort is free to install: Fire Wall, a wall that ends the run, now guards R&D.",
        card="Fire Wall",
        server="R&D",
    ),
    _step(
        "1.3",
        CORP,
        "install",
        "Keeper goes on HQ, again as the first ice of its fort, so it is free. Spreading the ice "
        "matters: with 9 bits the Corp can afford to rez Fire Wall (5) and Keeper (4), and a "
        "second ice on the same fort would have cost 1 bit more to install.",
        card="Keeper",
        server="HQ",
    ),
    # ------------------------------------------------------------------ turn 1: the Runner
    _step(
        "1.5",
        RUNNER,
        "install",
        "The Runner has four actions a turn. The first installs the resource The Short "
        "Circuit for 1 bit: from now on it can fetch a program from the stack.",
        card="The Short Circuit",
    ),
    _step(
        "1.6",
        RUNNER,
        "ability",
        "The Short Circuit's ability costs an action and 1 bit: the Runner looks through the "
        "stack for a program.",
        card="The Short Circuit",
    ),
    _step(
        "1.6b",
        RUNNER,
        "choose",
        "The Runner takes Loony Goon, a breaker for sentries, shows it to the Corp and shuffles "
        "the stack. With 3 bits left the Runner cannot yet pay the 4 it costs to install.",
        card="Loony Goon",
    ),
    _step(
        "1.8",
        RUNNER,
        "play",
        "Preps are played with an action and then go to the trash. Livewire's Contacts costs "
        "nothing and gives 3 bits.",
        card="Livewire's Contacts",
    ),
    _step(
        "1.9",
        RUNNER,
        "play",
        "Score! costs 5 and gives 9: the Runner ends the turn with 10 bits, ready to install "
        "Loony Goon and still make runs. Three cards in hand is within the hand size of 5, so "
        "nothing is discarded.",
        card="Score!",
    ),
    # ------------------------------------------------------------------ turn 2: the Corp
    _step(
        "2.1",
        CORP,
        "install",
        "The Corp's turn began with its mandatory draw: Employee Empowerment, an agenda. Before "
        "putting an agenda anywhere, the Corp thickens HQ: Code Corpse, a sentry, goes on the "
        "outside of Keeper.",
        card="Code Corpse",
        server="HQ",
    ),
    _step(
        "2.1b",
        CORP,
        "pass",
        "Installing ice where ice already stands costs 1 bit for each piece there, unless the "
        "Corp trashes some first. The Corp keeps Keeper and pays 1 bit.",
    ),
    _step(
        "2.2",
        CORP,
        "credit",
        "Code Corpse costs 10 bits to rez and the Corp has 8. It spends its last two actions "
        "on a bit each.",
    ),
    _step(
        "2.3",
        CORP,
        "credit",
        "Now the Corp has 10 bits: enough to rez Fire Wall, or Keeper and more, when the Runner "
        "comes.",
    ),
    # ------------------------------------------------------------------ turn 2: the Runner
    _step(
        "2.5",
        RUNNER,
        "install",
        "Loony Goon costs 4 bits and 1 of the Runner's 4 MU: the Runner can now break a "
        "sentry's subroutines when it meets one.",
        card="Loony Goon",
    ),
    _step(
        "2.6",
        RUNNER,
        "credit",
        "An action for 1 bit, to have more in hand for the run.",
    ),
    _step(
        "2.7",
        RUNNER,
        "run",
        "The Runner runs on R&D. It does not know what the facedown ice there is: a wall, a "
        "code gate and a sentry cost the Runner very different things.",
        server="R&D",
    ),
    _step(
        "2.7b",
        CORP,
        "rez",
        "The Runner approaches Fire Wall and the Corp may rez it now. Paying 5 of its 10 bits "
        "leaves the Corp short of Code Corpse's 10 for a while, but R&D holds the Corp's future "
        "draws. The Runner then encounters the wall: Loony Goon breaks only sentries, so Fire "
        "Wall's subroutine ends the run.",
        card="Fire Wall",
    ),
    _step(
        "2.8",
        RUNNER,
        "draw",
        "The run ended before the Runner reached R&D, so nothing was accessed, and the run "
        "still used an action. With its last action the Runner draws a card: Inside Job.",
    ),
)

#: What the script leaves: the start of the Corp's turn 3, where the rulebook's text stops.
CLOSING = (
    "The Corp's third turn begins with its mandatory draw: Trojan Horse. It tags the Runner, but "
    "it may be played only after a turn in which the Runner stole an agenda, so not now. The rulebook's sample game stops here, with the Corp at 5 bits and "
    "the Runner at 7: from here on, play it yourself with `netrunner play --ruleset classic`."
)


def new_game(seed: int = 0) -> Game:
    """The sample game's starting position, at the Corp's first action of turn 1."""
    from ...testing import scenario

    return scenario(
        corp={"hand": list(CORP_HAND), "deck": list(CORP_DECK)},
        runner={"hand": list(RUNNER_HAND), "deck": list(RUNNER_DECK)},
        seed=seed,
        ruleset="classic",
    )


def next_choice(game: Game, step: Step, limit: int = 50) -> Option:
    """Pass every decision that does not offer ``step``'s choice (windows in which nobody does
    anything in the sample game) and return the option ``step`` chooses, not yet chosen.

    Raises ``ValueError`` if the game reaches a decision that offers neither the step's option
    nor a pass."""
    for _ in range(limit):
        d = game.decision
        if d is None:
            raise ValueError(f"step {step.ref}: the game is over")
        if d.player == step.who:
            found = [o for o in d.options if step.matches(o)]
            if len(found) == 1:
                return found[0]
        passes = [o for o in d.options if o.kind == "pass"]
        if not passes:
            offered = "; ".join(f"{o.kind}:{o.label}" for o in d.options)
            raise ValueError(
                f"step {step.ref}: expected {step.who} to be offered {step.kind} "
                f"{dict(step.fields)}, but {d.player} is asked {d.prompt!r}: {offered}"
            )
        game.choose(passes[0])
    raise ValueError(f"step {step.ref}: not offered after {limit} decisions")


def play_step(game: Game, step: Step) -> None:
    """Pass up to ``step``'s decision and make its choice."""
    game.choose(next_choice(game, step))


def finish(game: Game, limit: int = 50) -> None:
    """After the last step: pass until the Corp's first action of its turn 3."""
    for _ in range(limit):
        d = game.decision
        if d is None or (d.player == CORP and d.kind == "action" and game.active == CORP):
            return
        passes = [o for o in d.options if o.kind == "pass"]
        if not passes:
            raise ValueError(f"the sample game's end: {d.player} is asked {d.prompt!r}")
        game.choose(passes[0])
    raise ValueError("the sample game's end: the Corp's turn 3 did not come")


__all__ = [
    "CLOSING",
    "CORP_DECK",
    "CORP_HAND",
    "RUNNER_DECK",
    "RUNNER_HAND",
    "STEPS",
    "Step",
    "finish",
    "new_game",
    "next_choice",
    "play_step",
]

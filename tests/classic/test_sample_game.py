"""The 1996 rulebook's sample game replays (two rounds and the start of a third), from the
script in ``netrunner.rulesets.classic.sample_game``: after every choice the bits, hands, actions
left and the board are what the walkthrough says, and so is the state where its text stops."""

from __future__ import annotations

from typing import Any

from netrunner.engine.game import Game
from netrunner.rulesets.classic.sample_game import STEPS, finish, new_game, play_step
from netrunner.testing import options


def _titles(cards: list[dict[str, Any]]) -> list[str]:
    return [str(c["title"]) for c in cards]


def _ice(view: dict[str, Any], server: str) -> list[str]:
    """The server's ice, outermost first, as 'Title' or 'Title (rezzed)'."""
    ice = view["corp"]["servers"][server]["ice"]
    return [c["title"] + (" (rezzed)" if c["rezzed"] else "") for c in ice]


def snapshot(g: Game) -> dict[str, Any]:
    """What the walkthrough states after each action, read from the two players' views."""
    cv, rv = g.view("corp"), g.view("runner")
    rig = rv["runner"]["rig"]
    return {
        "corp_bits": cv["corp"]["credits"],
        "corp_actions": cv["corp"]["clicks"],
        "corp_hand": sorted(_titles(cv["corp"]["hand"])),
        "runner_bits": rv["runner"]["credits"],
        "runner_actions": rv["runner"]["clicks"],
        "runner_hand": sorted(_titles(rv["runner"]["hand"])),
        "HQ": _ice(cv, "HQ"),
        "R&D": _ice(cv, "R&D"),
        "Archives": _ice(cv, "Archives"),
        "remotes": sorted(set(cv["corp"]["servers"]) - {"HQ", "R&D", "Archives"}),
        "archives_cards": _titles(cv["corp"]["discard"]),
        "runner_trash": _titles(rv["runner"]["discard"]),
        "rig": sorted(_titles(rig["program"] + rig["hardware"] + rig["resource"])),
        "memory": (rv["runner"]["memory"]["used"], rv["runner"]["memory"]["limit"]),
        "run": g.run is not None,
    }


START = {
    "corp_bits": 5,
    "corp_actions": 3,
    "corp_hand": sorted(
        [
            "Code Corpse",
            "Fire Wall",
            "Keeper",
            "Rockerboy Promotion",
            "Red Herrings",
            "Accounts Receivable",
        ]
    ),
    "runner_bits": 5,
    "runner_actions": 0,
    "runner_hand": sorted(
        ["The Short Circuit", "Score!", "Livewire's Contacts", "Force Shield", "Zetatech Mem Chip"]
    ),
    "HQ": [],
    "R&D": [],
    "Archives": [],
    "remotes": [],
    "archives_cards": [],
    "runner_trash": [],
    "rig": [],
    "memory": (0, 4),
    "run": False,
}

CORP_3 = sorted(["Code Corpse", "Rockerboy Promotion", "Red Herrings"])
CORP_T2 = sorted(["Rockerboy Promotion", "Red Herrings", "Employee Empowerment"])
RUNNER_T1_END = sorted(["Force Shield", "Zetatech Mem Chip", "Loony Goon"])

#: What changes after each step of the script (by its number), as the walkthrough gives it.
CHANGES: dict[str, dict[str, Any]] = {
    "1.1": {
        "corp_bits": 9,
        "corp_actions": 2,
        "corp_hand": sorted(
            ["Code Corpse", "Fire Wall", "Keeper", "Rockerboy Promotion", "Red Herrings"]
        ),
        "archives_cards": ["Accounts Receivable"],
    },
    "1.2": {
        "corp_actions": 1,
        "corp_hand": sorted(["Code Corpse", "Keeper", "Rockerboy Promotion", "Red Herrings"]),
        "R&D": ["Fire Wall"],
    },
    "1.3": {"corp_actions": 0, "corp_hand": CORP_3, "HQ": ["Keeper"]},
    "1.5": {
        "runner_bits": 4,
        "runner_actions": 3,
        "runner_hand": sorted(
            ["Score!", "Livewire's Contacts", "Force Shield", "Zetatech Mem Chip"]
        ),
        "rig": ["The Short Circuit"],
    },
    "1.6": {"runner_bits": 3, "runner_actions": 2},
    "1.6b": {
        "runner_hand": sorted(
            ["Score!", "Livewire's Contacts", "Force Shield", "Zetatech Mem Chip", "Loony Goon"]
        )
    },
    "1.8": {
        "runner_bits": 6,
        "runner_actions": 1,
        "runner_hand": sorted(["Score!", "Force Shield", "Zetatech Mem Chip", "Loony Goon"]),
        "runner_trash": ["Livewire's Contacts"],
    },
    "1.9": {
        "runner_bits": 10,
        "runner_actions": 0,
        "runner_hand": RUNNER_T1_END,
        "runner_trash": ["Livewire's Contacts", "Score!"],
        # the Runner's last action ends the turn: the Corp's turn 2 begins with its draw
        "corp_actions": 3,
        "corp_hand": sorted([*CORP_3, "Employee Empowerment"]),
    },
    "2.1": {},  # the install waits for the Corp's answer: trash the ice already there or not
    "2.1b": {
        "corp_bits": 8,
        "corp_actions": 2,
        "corp_hand": CORP_T2,
        "HQ": ["Code Corpse", "Keeper"],
    },
    "2.2": {"corp_bits": 9, "corp_actions": 1},
    "2.3": {"corp_bits": 10, "corp_actions": 0},
    "2.5": {
        "runner_bits": 6,
        "runner_actions": 3,
        "runner_hand": sorted(["Force Shield", "Zetatech Mem Chip"]),
        "rig": ["Loony Goon", "The Short Circuit"],
        "memory": (1, 4),
    },
    "2.6": {"runner_bits": 7, "runner_actions": 2},
    "2.7": {"runner_actions": 1, "run": True},
    # rezzed at the approach; encountered at once, and its subroutine ends the run
    "2.7b": {"corp_bits": 5, "R&D": ["Fire Wall (rezzed)"], "run": False},
    "2.8": {
        "runner_actions": 0,
        "runner_hand": sorted(["Force Shield", "Zetatech Mem Chip", "Inside Job"]),
        # the Runner's turn is over: the Corp's turn 3 begins with its draw, Trojan Horse
        "corp_actions": 3,
        "corp_hand": sorted([*CORP_T2, "Trojan Horse"]),
    },
}


def test_the_script_names_every_step_once_and_each_has_an_explanation() -> None:
    refs = [s.ref for s in STEPS]
    assert refs == list(CHANGES) and len(set(refs)) == len(refs)
    assert all(s.explain.endswith(".") and len(s.explain) > 40 for s in STEPS)


def test_the_rulebooks_sample_game_replays_action_by_action() -> None:
    g = new_game()
    expected = dict(START)
    assert snapshot(g) == expected
    for step in STEPS:
        play_step(g, step)
        expected.update(CHANGES[step.ref])
        assert snapshot(g) == expected, f"after step {step.ref}"
        if step.ref == "1.6b":  # Loony Goon costs 4, the Runner has 3
            assert not options(g, "install", card="Loony Goon")
        if step.ref == "1.8":  # 6 bits now: Loony Goon could be installed
            assert options(g, "install", card="Loony Goon")
        if step.ref == "2.7b":  # Loony Goon breaks only sentries: the wall ends the run
            assert g.log[-3:] == [
                "Fire Wall's subroutine resolves: End the run.",
                "Fire Wall ends the run.",
                "The run on R&D ends.",
            ]
    finish(g)
    assert snapshot(g) == {
        **expected,
        "corp_actions": 3,
        "corp_hand": sorted(
            ["Rockerboy Promotion", "Red Herrings", "Employee Empowerment", "Trojan Horse"]
        ),
    }


def test_the_sample_game_ends_at_the_corps_third_turn_where_the_rulebook_stops() -> None:
    g = new_game()
    for step in STEPS:
        play_step(g, step)
    finish(g)
    assert (g.turn, g.active, g.decision and g.decision.kind) == (3, "corp", "action")
    assert g.corp.credits == 5 and g.runner.credits == 7
    assert sorted(c.title for c in g.corp.hand) == sorted(
        ["Rockerboy Promotion", "Red Herrings", "Employee Empowerment", "Trojan Horse"]
    )
    assert sorted(c.title for c in g.runner.hand) == sorted(
        ["Force Shield", "Zetatech Mem Chip", "Inside Job"]
    )
    view = g.view("runner")["corp"]["servers"]
    assert [c["title"] for c in view["R&D"]["ice"]] == ["Fire Wall"]  # rezzed: the Runner sees it
    assert [c["title"] for c in view["HQ"]["ice"]] == [None, None]  # unrezzed, unseen
    assert _ice(g.view("corp"), "HQ") == ["Code Corpse", "Keeper"]  # Code Corpse outermost
    rig = g.view("runner")["runner"]["rig"]
    assert _titles(rig["resource"]) == ["The Short Circuit"]
    assert _titles(rig["program"]) == ["Loony Goon"]
    # Trojan Horse waits for a turn in which the Runner stole an agenda
    assert not options(g, "play", card="Trojan Horse")
    assert g.runner.agenda_points == 0 and g.corp.agenda_points == 0
    assert not any("accesses" in line for line in g.log)  # the Runner never accessed a card
    assert "The Corp draws 1 card." in g.log[-1]

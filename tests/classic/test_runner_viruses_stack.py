"""The Runner's stack and trash (1996): the BBSes that look at the top of the stack and sell what
fits (Aujourd'Oui, N.E.T.O., Ronin Around), If You Want It Done Right..., Mystery Box,
Self-Modifying Code, Sneak Preview, Forgotten Backup Chip, Gideon's Pawnshop, Junkyard BBS; and
Microtech AI Interface's cut of R&D."""

from __future__ import annotations

from typing import Any

from cards.helpers import corp_install, finish_run, runner_install, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

STACK = ["Score!", "Hammer", "Mouse", "Fall Guy", "Krash", "Loony Goon", "Jack 'n' Joe"]
RD = ["Night Shift", "Fire Wall", "Data Wall", "Keeper", "Filter"]


def _game(corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None) -> Game:
    g = scenario(corp=corp, runner=runner, ruleset="classic")
    to_runner_turn(g)
    return g


def _to_trash(g: Game, *titles: str) -> None:
    """Put cards of the Runner's grip in its trash (in this order: the last is on top)."""
    for t in titles:
        g.move(next(c for c in g.runner.hand if c.title == t), "discard", faceup=True)


def _labels(g: Game) -> list[str]:
    d = g.decision
    return [o.label for o in d.options] if d is not None else []


# ---------------------------------------------------------------------- the BBSes


def test_aujourdoui_sells_programs_among_the_top_five_for_1_bit_each_shown_to_the_corp() -> None:
    g = _game(runner={"hand": ["Aujourd'Oui"], "deck": STACK, "credits": 2})
    runner_install(g, "Aujourd'Oui")
    act(g, "ability", card="Aujourd'Oui")
    d = g.decision
    assert d is not None and d.player == "runner"
    assert "Score!, Hammer, Mouse, Fall Guy, Krash" in d.prompt
    corp_view = g.view("corp")["decision"]
    assert corp_view is not None and "Hammer" not in corp_view["prompt"]
    offered = {o.card: o.cost.credits for o in options(g, "choose")}
    assert offered == {"Hammer": 1, "Mouse": 1, "Krash": 1}  # Loony Goon is sixth
    act(g, "choose", card="Hammer")
    assert "The Runner reveals Hammer and adds it to the grip (Aujourd'Oui)." in g.log
    act(g, "choose", card="Krash")
    assert g.runner.credits == 0
    assert [o.kind for o in g.decision.options] == ["pass"]  # no bit left for Mouse
    act(g, "pass")
    assert sorted(c.title for c in g.runner.hand) == ["Hammer", "Krash"]
    assert len(g.runner.deck) == 5
    assert g.log[-1] == "Aujourd'Oui: the Runner shuffles their stack."


def test_neto_sells_preps_and_resources_among_the_top_four() -> None:
    g = _game(runner={"hand": ["N.E.T.O."], "deck": STACK, "credits": 5})
    runner_install(g, "N.E.T.O.")
    act(g, "ability", card="N.E.T.O.")
    assert {o.card for o in options(g, "choose")} == {"Score!", "Fall Guy"}
    act(g, "choose", card="Fall Guy")
    act(g, "pass")
    assert [c.title for c in g.runner.hand] == ["Fall Guy"] and g.runner.credits == 4


def test_ronin_around_sells_hardware_and_exposes_a_card_for_an_action_and_2_bits() -> None:
    g = scenario(
        corp={"hand": ["Data Wall"]},
        runner={"hand": ["Ronin Around"], "deck": ["Zetatech Mem Chip", *STACK], "credits": 10},
        ruleset="classic",
    )
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    runner_install(g, "Ronin Around")  # 3 bits
    [look] = [o for o in options(g, "ability", card="Ronin Around") if not o.cost.credits]
    g.choose(look)
    assert {o.card for o in options(g, "choose")} == {"Zetatech Mem Chip"}
    act(g, "choose", card="Zetatech Mem Chip")
    act(g, "pass")
    assert [c.title for c in g.runner.hand] == ["Zetatech Mem Chip"]
    [expose] = [o for o in options(g, "ability", card="Ronin Around") if o.cost.credits == 2]
    assert expose.cost.clicks == 1
    g.choose(expose)
    act(g, "choose", server="HQ")  # no Corp card prevents exposing: it is exposed
    assert g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]["title"] == "Data Wall"
    assert g.runner.credits == 10 - 3 - 1 - 2


# ---------------------------------------------------------------------- If You Want It Done Right...


def test_if_you_want_it_done_right_takes_one_of_the_top_five_and_arranges_the_rest() -> None:
    g = _game(runner={"hand": ["If You Want It Done Right..."], "deck": STACK})
    act(g, "play", card="If You Want It Done Right...")
    assert {o.card for o in options(g, "choose")} == {
        "Score!",
        "Hammer",
        "Mouse",
        "Fall Guy",
        "Krash",
    }
    assert not options(g, "pass")  # one card must be taken
    act(g, "choose", card="Mouse")
    assert "The Runner takes a card from the top of the stack into the grip" in g.log[-1]
    act(g, "choose", card="Krash")  # position 1
    assert g.decision is not None and g.decision.params == {"position": 2}
    act(g, "choose", card="Hammer")  # position 2
    act(g, "pass")  # leave the rest: Score!, Fall Guy
    assert [c.title for c in g.runner.hand] == ["Mouse"]
    assert [c.title for c in g.runner.deck] == [
        "Krash",
        "Hammer",
        "Score!",
        "Fall Guy",
        "Loony Goon",
        "Jack 'n' Joe",
    ]


# ---------------------------------------------------------------------- Mystery Box


def test_mystery_box_shows_the_top_five_during_a_run_and_installs_a_program_free() -> None:
    g = _game(runner={"hand": ["Mystery Box"], "deck": STACK, "credits": 3})
    runner_install(g, "Mystery Box")
    assert not options(g, "ability", card="Mystery Box")  # only during a run
    act(g, "run", server="HQ")
    act(g, "ability", card="Mystery Box")
    assert (
        "The Runner shows the top 5 cards of the stack to the Corp: Score!, Hammer, Mouse,"
        " Fall Guy, Krash (Mystery Box)." in g.log
    )
    assert [c.title for c in g.runner.discard] == ["Mystery Box"]
    assert {o.card for o in g.decision.options} == {"Hammer", "Mouse", "Krash"}
    assert all(o.cost.credits == 0 for o in g.decision.options)
    act(g, "install", card="Hammer")  # no program left to overwrite: no question
    assert [c.title for c in g.runner.program] == ["Hammer"] and g.runner.credits == 0
    assert "Mystery Box: the Runner shuffles their stack." in g.log


def test_mystery_box_without_a_program_stays_and_is_used_once_a_run() -> None:
    g = _game(
        runner={
            "hand": ["Mystery Box"],
            "deck": ["Score!", "Fall Guy", "Jack 'n' Joe", "Score!", "Fall Guy", "Hammer"],
            "credits": 3,
        }
    )
    runner_install(g, "Mystery Box")
    act(g, "run", server="HQ")
    act(g, "ability", card="Mystery Box")
    assert [c.title for c in g.runner.program] == ["Mystery Box"]
    assert g.log[-1] == "Mystery Box: the Runner shuffles their stack."
    assert not options(g, "ability", card="Mystery Box")  # once each run
    finish_run(g)
    act(g, "run", server="HQ")
    assert options(g, "ability", card="Mystery Box")  # a new run


# ---------------------------------------------------------------------- Self-Modifying Code


def test_self_modifying_code_trashes_itself_during_a_run_to_install_a_program_from_the_stack() -> (
    None
):
    g = _game(runner={"hand": ["Self-Modifying Code"], "deck": STACK, "credits": 4})
    runner_install(g, "Self-Modifying Code")  # 2 bits
    assert not options(g, "ability", card="Self-Modifying Code")  # only during a run
    act(g, "run", server="R&D")
    act(g, "ability", card="Self-Modifying Code")
    assert [c.title for c in g.runner.discard] == ["Self-Modifying Code"]
    costs = {o.card: o.cost.credits for o in options(g, "install")}
    assert costs == {"Hammer": 2, "Mouse": 2, "Krash": 0}  # Loony Goon costs 4: too much
    assert options(g, "pass")  # the search may find nothing
    act(g, "install", card="Hammer")
    assert [c.title for c in g.runner.program] == ["Hammer"] and g.runner.credits == 0
    assert "Self-Modifying Code: the Runner shuffles their stack." in g.log
    assert g.run is not None  # the run goes on


# ---------------------------------------------------------------------- Sneak Preview


def test_sneak_preview_installs_a_program_free_from_the_trash_and_it_returns_at_turn_end() -> None:
    g = _game(runner={"hand": ["Sneak Preview", "Loony Goon"], "deck": STACK, "credits": 3})
    _to_trash(g, "Loony Goon")
    act(g, "play", card="Sneak Preview")
    labels = _labels(g)
    assert "Install Loony Goon from your trash (0 bits)" in labels
    assert "Install Hammer from your stack (0 bits)" in labels
    act(g, "install", card="Loony Goon", label="Install Loony Goon from your trash (0 bits)")
    assert [c.title for c in g.runner.program] == ["Loony Goon"] and g.runner.credits == 0
    assert "Sneak Preview: the Runner shuffles their stack." in g.log
    to_corp_turn(g)
    assert g.runner.program == [] and [c.title for c in g.runner.hand] == ["Loony Goon"]
    assert "The Runner takes Loony Goon back into the grip (Sneak Preview)." in g.log


def test_sneak_preview_installs_from_the_stack_too() -> None:
    g = _game(runner={"hand": ["Sneak Preview"], "deck": STACK, "credits": 3})
    act(g, "play", card="Sneak Preview")
    act(g, "install", card="Krash")
    assert [c.title for c in g.runner.program] == ["Krash"]
    to_corp_turn(g)
    assert "Krash" in [c.title for c in g.runner.hand] and g.runner.program == []


# ---------------------------------------------------------------------- the trash to the grip


def test_forgotten_backup_chip_brings_a_program_from_the_trash() -> None:
    g = _game(runner={"hand": ["Forgotten Backup Chip", "Hammer", "Score!"]})
    _to_trash(g, "Hammer", "Score!")
    act(g, "play", card="Forgotten Backup Chip")
    assert [o.card for o in g.decision.options] == ["Hammer"]
    act(g, "choose", card="Hammer")
    assert [c.title for c in g.runner.hand] == ["Hammer"]
    assert "The Runner takes Hammer from the heap into the grip (Forgotten Backup Chip)." in g.log


def test_gideons_pawnshop_brings_any_card_from_the_trash() -> None:
    g = _game(runner={"hand": ["Gideon's Pawnshop", "Hammer", "Fall Guy"]})
    _to_trash(g, "Hammer", "Fall Guy")
    act(g, "play", card="Gideon's Pawnshop")  # 2 bits
    assert sorted(o.card or "" for o in g.decision.options) == ["Fall Guy", "Hammer"]
    act(g, "choose", card="Fall Guy")
    assert [c.title for c in g.runner.hand] == ["Fall Guy"]


def test_junkyard_bbs_brings_the_top_card_of_the_trash_for_an_action_and_a_bit() -> None:
    g = _game(runner={"hand": ["Junkyard BBS", "Hammer", "Fall Guy"], "credits": 5})
    runner_install(g, "Junkyard BBS")
    _to_trash(g, "Hammer", "Fall Guy")  # Fall Guy on top
    [use] = options(g, "ability", card="Junkyard BBS")
    assert use.cost.clicks == 1 and use.cost.credits == 1
    g.choose(use)
    assert [c.title for c in g.runner.hand] == ["Fall Guy"] and g.runner.credits == 3
    assert [c.title for c in g.runner.discard] == ["Hammer"]


# ---------------------------------------------------------------------- Microtech AI Interface


def test_microtech_ai_interface_may_cut_rd_before_the_access() -> None:
    g = _game(corp={"deck": RD}, runner={"hand": ["Microtech AI Interface"]})
    runner_install(g, "Microtech AI Interface")
    act(g, "run", server="R&D")
    while g.decision is not None and g.decision.source_title != "Microtech AI Interface":
        act(g, "pass")
    assert [o.amount for o in options(g, "choose")] == [1, 2, 3, 4]
    act(g, "choose", amount=2)
    assert (
        "The Runner cuts 2 cards from the top of R&D to the bottom (Microtech AI Interface)."
        in (g.log)
    )
    finish_run(g)
    assert "The Runner accesses Data Wall from R&D." in g.log
    assert [c.title for c in g.corp.deck] == [
        "Data Wall",
        "Keeper",
        "Filter",
        "Night Shift",
        "Fire Wall",
    ]


def test_microtech_ai_interface_is_not_asked_for_other_forts() -> None:
    g = _game(corp={"deck": RD}, runner={"hand": ["Microtech AI Interface"]})
    runner_install(g, "Microtech AI Interface")
    act(g, "run", server="HQ")
    while g.run is not None and g.decision is not None:
        assert g.decision.source_title != "Microtech AI Interface"
        act(g, "pass")

"""The Proteus and Classic upgrades and nodes (family corp-upgrades-nodes): each ability played
as printed, from a scenario."""

from __future__ import annotations

from cards.helpers import corp_install, finish_run, run_on, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


def _labels(g: Game) -> list[str]:
    return [o.label for o in g.decision.options] if g.decision is not None else []


def _pass_until_label(g: Game, label: str) -> None:
    """Answer "pass" to every decision until one offers an option labelled ``label``."""
    for _ in range(40):
        if label in _labels(g):
            return
        act(g, "pass")
    raise AssertionError(f"never offered {label!r}")


def _corp_passes_until(g: Game, kind: str, **fields: object) -> None:
    """Answer every decision (the Corp declining, the Runner going on) until the Corp is offered
    an option of ``kind`` with ``fields``."""
    for _ in range(40):
        if options(g, kind, **fields):
            return
        act(g, "pass")
    raise AssertionError(f"never offered {kind} {fields}")


# ---------------------------------------------------------------------- Panic Button


def test_panic_button_installs_only_in_hq() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Panic Button"]})
    assert [o.server for o in options(g, "install", card="Panic Button")] == ["HQ"]


def test_panic_button_draws_a_card_for_1_bit_during_a_run_on_hq() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Panic Button", "Wall of Static"]})
    act(g, "install", card="Panic Button", server="HQ")
    corp_install(g, "Wall of Static", "HQ")
    act(g, "rez", card="Panic Button")
    assert not options(g, "ability", card="Panic Button")  # not outside a run
    to_runner_turn(g)
    act(g, "run", server="HQ")
    [use] = options(g, "ability", card="Panic Button")
    assert use.cost.credits == 1
    hand, bits = len(g.corp.hand), g.corp.credits
    act(g, "ability", card="Panic Button")
    assert len(g.corp.hand) == hand + 1 and g.corp.credits == bits - 1
    assert "The Corp draws 1 card." in g.log


def test_panic_button_is_not_usable_during_a_run_on_another_fort() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Panic Button", "Wall of Static"]})
    act(g, "install", card="Panic Button", server="HQ")
    corp_install(g, "Wall of Static", "R&D")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    assert options(g, "rez", card="Panic Button")
    act(g, "rez", card="Panic Button")
    assert not options(g, "ability", card="Panic Button")


# ---------------------------------------------------------------------- Syd Meyer Superstores


def test_syd_meyer_superstores_trashes_a_rezzed_ice_for_4_bits() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Syd Meyer Superstores", "Wall of Static"], "credits": 10},
    )
    act(g, "install", card="Syd Meyer Superstores", server="new remote")
    corp_install(g, "Wall of Static", "HQ")
    assert not options(g, "ability", card="Syd Meyer Superstores")  # nothing rezzed yet
    act(g, "rez", card="Syd Meyer Superstores")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Wall of Static")
    finish_run(g)
    to_corp_turn(g)
    bits = g.corp.credits
    [use] = options(g, "ability", card="Syd Meyer Superstores")
    assert use.cost.clicks == 1
    act(g, "ability", card="Syd Meyer Superstores")
    if g.decision is not None and g.decision.kind == "choose":
        act(g, "choose", card="Wall of Static")
    assert g.corp.credits == bits + 4
    assert [c.title for c in g.corp.discard] == ["Wall of Static"]
    assert g.corp.servers["HQ"].ice == []


# ---------------------------------------------------------------------- Street Enforcer


def test_street_enforcer_takes_a_bit_per_tag_as_each_run_on_its_fort_begins() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Street Enforcer"]},
        runner={"credits": 5, "tags": 3},
    )
    act(g, "install", card="Street Enforcer", server="R&D")
    act(g, "rez", card="Street Enforcer")
    to_runner_turn(g)
    bits = g.runner.credits
    act(g, "run", server="HQ")  # another fort: nothing
    assert g.runner.credits == bits
    finish_run(g)
    act(g, "run", server="R&D")
    assert g.runner.credits == bits - 3
    assert "The Runner loses 3 bits (Street Enforcer)." in g.log


def test_street_enforcer_takes_no_more_bits_than_the_runner_has() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Street Enforcer"]}, runner={"credits": 0, "tags": 2}
    )
    act(g, "install", card="Street Enforcer", server="R&D")
    act(g, "rez", card="Street Enforcer")
    to_runner_turn(g)
    g.runner.credits = 1
    act(g, "run", server="R&D")
    assert g.runner.credits == 0


# ---------------------------------------------------------------------- Rasmin Bridger


def _rasmin(runner_bits: int) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rasmin Bridger", "Wall of Static", "Wall of Static"], "credits": 8},
        runner={"credits": runner_bits},
    )
    act(g, "install", card="Rasmin Bridger", server="HQ")
    act(g, "rez", card="Rasmin Bridger")
    corp_install(g, "Wall of Static", "HQ")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    return g


def test_rasmin_bridger_makes_the_runner_pay_a_bit_after_each_ice_passed_or_end_the_run() -> None:
    g = _rasmin(5)
    bits = g.runner.credits
    _pass_until_label(g, "Pay 1 bit")  # the outer wall is passed unrezzed: the toll comes
    assert g.decision.player == "runner"
    assert _labels(g) == ["Pay 1 bit", "End the run"]
    act(g, "choose", label="Pay 1 bit")
    assert g.runner.credits == bits - 1
    _pass_until_label(g, "Pay 1 bit")  # and again after the inner one
    act(g, "choose", label="End the run")
    assert g.run is None or g.run.ended
    assert g.runner.credits == bits - 1


def test_rasmin_bridger_ends_the_run_of_a_runner_who_cannot_pay() -> None:
    g = _rasmin(0)
    for _ in range(10):
        if g.run is None or g.run.ended:
            break
        assert "Pay 1 bit" not in _labels(g)
        act(g, "pass")
    assert g.run is None or g.run.ended
    assert "The Runner cannot pay 1 bit: Rasmin Bridger ends the run." in g.log


# ---------------------------------------------------------------------- Sterdroid


def test_sterdroid_doubles_a_rezzed_ice_strength_until_the_end_of_the_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Sterdroid", "Wall of Static"], "credits": 10},
    )
    act(g, "install", card="Sterdroid", server="HQ")
    act(g, "rez", card="Sterdroid")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Wall of Static")
    wall = _card(g, "Wall of Static")
    s = g.ice_strength(wall)
    bits = g.corp.credits
    act(g, "ability", card="Sterdroid")
    act(g, "choose", card="Wall of Static")
    assert g.ice_strength(wall) == 2 * s
    assert g.corp.credits == bits - 3
    assert _card(g, "Sterdroid").zone == "discard"  # trashed as the cost
    assert (
        f"Sterdroid: Wall of Static (ice 1 of HQ) has {2 * s} strength until the end of the turn."
        in g.log
    )
    finish_run(g)
    to_corp_turn(g)
    assert g.ice_strength(wall) == s


def test_sterdroid_raises_ice_strength_to_at_most_10() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Sterdroid", "Wall of Static"], "credits": 10})
    act(g, "install", card="Sterdroid", server="HQ")
    act(g, "rez", card="Sterdroid")
    corp_install(g, "Wall of Static", "HQ")
    wall = _card(g, "Wall of Static")
    g.linger(("strength", wall.id, 6 - g.ice_strength(wall), "game"))  # a wall of strength 6...
    act(g, "ability", card="Sterdroid")
    act(g, "choose", card_id=wall.id)
    assert g.ice_strength(wall) == 10  # 12, capped at 10
    line = next(x for x in g.log if x.startswith("Sterdroid: "))
    assert "Wall of Static" not in line and line.endswith("has its strength doubled this turn.")

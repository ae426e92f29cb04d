"""The Proteus and Classic upgrades and nodes (family corp-upgrades-nodes): each ability played
as printed, from a scenario."""

from __future__ import annotations

import pytest

from cards.helpers import (
    corp_install,
    finish_run,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


def to_corp_turn_start(g: Game) -> None:
    """End the Runner's turn: the Corp's first decision of its turn is next (a start-of-turn
    ability's, if any)."""
    from netrunner.testing import end_turn

    end_turn(g)
    assert g.decision is not None and g.decision.player == "corp"


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


# ---------------------------------------------------------------------- the keyword regions


@pytest.mark.parametrize(
    ("region", "agenda", "other"),
    [
        ("Networked Center", "Corporate Retreat", "Corporate War"),
        ("Research Bunker", "Encryption Breakthrough", "Corporate Retreat"),
        ("Weapons Depot", "Corporate War", "Encryption Breakthrough"),
    ],
)
def test_a_keyword_region_reduces_the_difficulty_of_its_kind_of_agenda_in_its_fort_by_1(
    region: str, agenda: str, other: str
) -> None:
    g = scenario(ruleset="classic", corp={"hand": [region, agenda, other], "credits": 5})
    [opt] = options(g, "install", card=region, server="new remote")
    assert opt.cost.credits == 4  # rezzed as installed
    act(g, "install", card=region, server="new remote")
    assert _card(g, region).rezzed and g.corp.credits == 1
    act(g, "install", card=agenda, server="Server 1")
    act(g, "install", card=other, server="new remote")
    a, o = _card(g, agenda), _card(g, other)
    assert g.advancement_requirement(a) == (a.data.advancement_cost or 0) - 1
    assert g.advancement_requirement(o) == o.data.advancement_cost  # another fort


def test_networked_center_leaves_other_agendas_in_its_fort_alone() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Networked Center", "Corporate War"], "credits": 5}
    )
    act(g, "install", card="Networked Center", server="new remote")
    act(g, "install", card="Corporate War", server="Server 1")
    assert g.advancement_requirement(_card(g, "Corporate War")) == 3


def test_a_keyword_region_is_installed_only_if_its_rez_is_paid() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Weapons Depot"], "credits": 3})
    assert options(g, "install", card="Weapons Depot") == []


# ---------------------------------------------------------------------- access: ambushes


def _rig(g: Game, titles: list[str]) -> None:
    """At the start of the Runner's turn: install ``titles`` (the actions are set up for it)."""
    g.runner.clicks = len(titles) + 1
    for t in titles:
        runner_install(g, t)


def _access(g: Game, title: str) -> None:
    """Run on to the access, then access ``title`` (the Runner picks it, if asked)."""
    for _ in range(40):
        if options(g, "access", card=title) or (
            g.decision is not None and g.decision.kind != "access" and title in g.log[-1]
        ):
            break
        act(g, "pass")
    if options(g, "access", card=title):
        act(g, "access", card=title)


def _shock(tags: int) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Shock Treatment"], "credits": 5},
        runner={
            "credits": 20,
            "tags": tags,
            "hand": ["Zetatech Mem Chip", "Nasuko Cycle", "Codecracker", "Krash", "Hammer"],
        },
    )
    act(g, "install", card="Shock Treatment", server="new remote")
    act(g, "rez", card="Shock Treatment")
    to_runner_turn(g)
    _rig(g, ["Zetatech Mem Chip", "Nasuko Cycle", "Codecracker", "Krash", "Hammer"])
    act(g, "run", server="Server 1")
    return g


def test_shock_treatment_trashes_all_hardware_and_two_programs_of_a_runner_with_4_tags() -> None:
    g = _shock(4)
    for _ in range(30):
        if g.run is None:
            break
        if g.decision.player == "corp" and options(g, "choose"):
            assert g.decision.prompt == "Shock Treatment: trash which program? (2 to trash)" or (
                g.decision.prompt == "Shock Treatment: trash which program?"
            )
            g.choose(options(g, "choose")[0])  # the Corp picks the programs
        else:
            act(g, "pass")
    trashed = sorted(c.title for c in g.runner.discard)
    assert "Zetatech Mem Chip" in trashed and "Nasuko Cycle" in trashed
    programs = [c.title for c in g.runner.program]
    assert len(programs) == 1
    assert len(trashed) == 4


def test_shock_treatment_does_nothing_to_a_runner_with_3_tags() -> None:
    g = _shock(3)
    finish_run(g)
    assert g.runner.discard == []
    assert len(g.runner.hardware) == 2 and len(g.runner.program) == 3


def test_self_destruct_installs_only_in_a_subsidiary_fort() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Self-Destruct"]})
    assert [o.server for o in options(g, "install", card="Self-Destruct")] == ["new remote"]


def test_self_destruct_trashes_its_fort_and_does_a_net_damage_per_card() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Self-Destruct", "Rockerboy Promotion", "Wall of Static"], "credits": 9},
        runner={"hand": ["Score!"] * 4},
    )
    act(g, "install", card="Self-Destruct", server="new remote")
    act(g, "install", card="Rockerboy Promotion", server="Server 1")
    corp_install(g, "Wall of Static", "Server 1")
    act(g, "rez", card="Self-Destruct")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    _pass_until_label(g, "Access Self-Destruct in Server 1")
    act(g, "access", card="Self-Destruct")
    assert g.decision.player == "corp"
    act(g, "ability", card="Self-Destruct")
    assert {c.title for c in g.corp.discard} == {
        "Self-Destruct",
        "Rockerboy Promotion",
        "Wall of Static",
    }
    assert "Server 1" not in g.corp.servers or not g.corp.servers["Server 1"].content
    assert len(g.runner.hand) == 2  # 2 net damage: 2 cards trashed besides it


def test_stereogram_antibody_accessed_in_archives_does_1_net_damage_and_goes_into_rd() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Stereogram Antibody"]},
        runner={"hand": ["Score!"] * 3},
    )
    ab = _card(g, "Stereogram Antibody")
    g.move(ab, "discard", faceup=True)
    to_runner_turn(g)
    deck = len(g.corp.deck)
    act(g, "run", server="Archives")
    finish_run(g)
    assert len(g.runner.hand) == 2
    assert len(g.corp.deck) == deck + 1
    assert "Stereogram Antibody" in [c.title for c in g.corp.deck]
    assert "Stereogram Antibody is shuffled into R&D." in g.log


def test_stereogram_antibody_does_nothing_accessed_from_rd() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Stereogram Antibody"] + ["Accounts Receivable"] * 5},
        runner={"hand": ["Score!"] * 3},
    )
    to_runner_turn(g)
    act(g, "run", server="R&D")
    finish_run(g)
    assert len(g.runner.hand) == 3


def test_bel_digmo_antibody_shuffles_itself_into_rd_when_rezzed() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Bel-Digmo Antibody"]})
    act(g, "install", card="Bel-Digmo Antibody", server="new remote")
    deck = len(g.corp.deck)
    act(g, "rez", card="Bel-Digmo Antibody")
    assert len(g.corp.deck) == deck + 1
    assert "Bel-Digmo Antibody" in [c.title for c in g.corp.deck]
    assert "Server 1" not in g.corp.servers or not g.corp.servers["Server 1"].content


def test_bel_digmo_antibody_accessed_from_rd_is_shown_and_does_1_net_damage() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Bel-Digmo Antibody"] + ["Accounts Receivable"] * 5},
        runner={"hand": ["Score!"] * 3},
    )
    to_runner_turn(g)
    act(g, "run", server="R&D")
    finish_run(g)
    assert len(g.runner.hand) == 2
    assert "The Runner shows Bel-Digmo Antibody to the Corp (accessed from R&D)." in g.log


# ---------------------------------------------------------------------- the antibodies


def test_doppelganger_antibody_accessed_from_hq_gives_a_counter_for_2_bits() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Doppelganger Antibody"], "credits": 5},
        runner={"credits": 10},
    )
    to_runner_turn(g)
    act(g, "run", server="HQ")
    _pass_until_label(g, "Pay 2 bits: Give the Runner a Doppelganger counter.")
    assert g.decision.player == "corp"
    assert g.view("runner")["decision"]["prompt"] == (
        "The Corp decides whether to use Doppelganger Antibody."
    )
    bits = g.corp.credits
    act(g, "ability", card="Doppelganger Antibody")
    assert g.corp.credits == bits - 2
    assert g.runner.counters == {"doppelganger": 1}
    finish_run(g)
    to_corp_turn(g)
    to_runner_turn(g)
    assert "The Runner loses 1 bit (Doppelganger)." in g.log
    [removal] = [o for o in g.decision.options if "Doppelganger" in o.label]
    assert removal.cost.clicks == 1 and removal.cost.credits == 4
    g.choose(removal)
    assert g.runner.counters.get("doppelganger", 0) == 0


def test_doppelganger_antibody_from_rd_is_shown_and_the_corp_may_decline() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Doppelganger Antibody"] + ["Accounts Receivable"] * 5},
    )
    to_runner_turn(g)
    act(g, "run", server="R&D")
    _pass_until_label(g, "Pay 2 bits: Give the Runner a Doppelganger counter.")
    assert "The Runner shows Doppelganger Antibody to the Corp (accessed from R&D)." in g.log
    act(g, "pass")
    finish_run(g)
    assert not g.runner.counters


def test_doppelganger_antibody_does_nothing_accessed_in_archives() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Doppelganger Antibody"]})
    g.move(_card(g, "Doppelganger Antibody"), "discard", faceup=True)
    to_runner_turn(g)
    act(g, "run", server="Archives")
    for _ in range(20):
        if g.run is None:
            break
        assert "Pay 2 bits: Give the Runner a Doppelganger counter." not in _labels(g)
        act(g, "pass")
    assert not g.runner.counters


def test_doppelganger_antibody_installed_works_only_rezzed() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Doppelganger Antibody"]})
    act(g, "install", card="Doppelganger Antibody", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    for _ in range(20):
        if g.run is None:
            break
        assert "Pay 2 bits: Give the Runner a Doppelganger counter." not in _labels(g)
        if options(g, "access"):
            act(g, "access")
        else:
            act(g, "pass")
    assert not g.runner.counters


def test_pattel_antibody_puts_a_minus_1_strength_counter_on_each_icebreaker() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Pattel Antibody"] + ["Accounts Receivable"] * 5, "credits": 5},
        runner={"credits": 20, "hand": ["Codecracker", "Krash", "Mouse"]},
    )
    to_runner_turn(g)
    _rig(g, ["Codecracker", "Krash", "Mouse"])
    cc, krash, mouse = (_card(g, t) for t in ("Codecracker", "Krash", "Mouse"))
    before = (g.breaker_strength(cc), g.breaker_strength(krash), g.breaker_strength(mouse))
    act(g, "run", server="R&D")
    _pass_until_label(
        g,
        "Pay 3 bits: Put a Pattel counter on each installed icebreaker; each Pattel counter on"
        " an icebreaker reduces its strength by 1.",
    )
    assert "The Runner shows Pattel Antibody to the Corp (accessed from R&D)." in g.log
    bits = g.corp.credits
    act(g, "ability", card="Pattel Antibody")
    assert g.corp.credits == bits - 3
    assert g.breaker_strength(cc) == max(0, before[0] - 1)
    assert g.breaker_strength(krash) == max(0, before[1] - 1)
    assert g.breaker_strength(mouse) == before[2]  # not an icebreaker
    assert cc.counters["pattel_antibody"] == 1 and "pattel_antibody" not in mouse.counters


# ---------------------------------------------------------------------- runs and turns


def test_indiscriminate_response_team_may_reshuffle_the_grip_after_a_successful_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Indiscriminate Response Team"]},
        runner={"hand": ["Krash", "Hammer", "Mouse"]},
    )
    act(g, "install", card="Indiscriminate Response Team", server="new remote")
    act(g, "rez", card="Indiscriminate Response Team")
    to_runner_turn(g)
    stack = len(g.runner.deck)
    act(g, "run", server="HQ")
    _pass_until_label(
        g,
        "The Runner shuffles their hand into their stack and then draws as many cards as they had.",
    )
    assert g.decision.player == "corp" and g.run is not None and g.run.ended
    act(g, "ability", card="Indiscriminate Response Team")
    assert len(g.runner.hand) == 3 and len(g.runner.deck) == stack
    assert "The Runner shuffles 3 cards from the grip into the stack" in " ".join(g.log)


def test_indiscriminate_response_team_does_nothing_after_an_unsuccessful_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Indiscriminate Response Team", "Wall of Static"], "credits": 9},
        runner={"hand": ["Krash"]},
    )
    act(g, "install", card="Indiscriminate Response Team", server="new remote")
    act(g, "rez", card="Indiscriminate Response Team")
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Wall of Static")  # its subroutine ends the run
    for _ in range(10):
        if g.run is None:
            break
        assert "ability" not in [o.kind for o in g.decision.options]
        act(g, "pass")
    assert g.active == "runner" and [c.title for c in g.runner.hand] == ["Krash"]


def test_satellite_monitors_rolls_a_die_per_run_of_the_runner_s_last_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Satellite Monitors"], "credits": 5}, seed=3)
    act(g, "install", card="Satellite Monitors", server="new remote")
    act(g, "rez", card="Satellite Monitors")
    to_runner_turn(g)
    for _ in range(3):
        act(g, "run", server="Archives")
        finish_run(g)
    to_corp_turn_start(g)
    assert g.decision.player == "corp"
    [use] = options(g, "ability", card="Satellite Monitors")
    tags = g.runner.tags
    act(g, "ability", card="Satellite Monitors")
    line = next(x for x in reversed(g.log) if x.startswith("Satellite Monitors rolls 3 dice: "))
    rolls = [int(x) for x in line.split(": ")[1].rstrip(".").split(", ")]
    assert g.runner.tags == tags + rolls.count(1)


def test_satellite_monitors_asks_nothing_when_the_runner_made_no_run() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Satellite Monitors"], "credits": 5})
    act(g, "install", card="Satellite Monitors", server="new remote")
    act(g, "rez", card="Satellite Monitors")
    to_runner_turn(g)
    to_corp_turn(g)
    assert not any("Satellite Monitors" in x for x in g.log[-5:])


def test_executive_boot_camp_gives_2_bits_for_a_random_hq_card_during_a_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Executive Boot Camp", "Wall of Static", "Accounts Receivable"]},
    )
    act(g, "install", card="Executive Boot Camp", server="new remote")
    act(g, "rez", card="Executive Boot Camp")
    assert not options(g, "ability", card="Executive Boot Camp")  # only during a run
    to_runner_turn(g)
    act(g, "run", server="R&D")
    hand, bits = len(g.corp.hand), g.corp.credits
    _corp_passes_until(g, "ability", card="Executive Boot Camp")
    act(g, "ability", card="Executive Boot Camp")
    assert len(g.corp.hand) == hand - 1 and len(g.corp.discard) == 1
    assert not g.corp.discard[0].faceup  # discarded facedown
    assert g.corp.credits == bits + 2
    finish_run(g)
    assert g.corp.credits == bits  # none spent: both go back
    assert "The Corp returns 2 bits to the bank (Executive Boot Camp)." in g.log


# ---------------------------------------------------------------------- advancement counters


def test_raymond_ellison_cashes_in_advancement_counters_for_bits_for_the_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Raymond Ellison", "Vacant Soulkiller"], "credits": 5},
    )
    act(g, "install", card="Raymond Ellison", server="new remote")
    act(g, "install", card="Vacant Soulkiller", server="Server 1")
    act(g, "advance", card="Vacant Soulkiller")
    act(g, "rez", card="Raymond Ellison")
    assert not options(g, "ability", card="Raymond Ellison")  # only during a run
    to_runner_turn(g)
    g.add_advancements(_card(g, "Vacant Soulkiller"), 1)  # two counters in all
    act(g, "run", server="HQ")  # any run will do
    _corp_passes_until(g, "ability", card="Raymond Ellison")
    bits = g.corp.credits
    act(g, "ability", card="Raymond Ellison")
    assert _card(g, "Raymond Ellison").zone == "discard"
    assert [o.amount for o in g.decision.options] == [0, 1, 2]
    assert g.view("runner")["decision"]["prompt"] == (
        "Raymond Ellison: the Corp chooses how many advancement counters to remove from a"
        " card in Server 1."
    )
    act(g, "choose", amount=2)
    assert _card(g, "Vacant Soulkiller").advancements == 0
    assert g.corp.credits == bits + 6
    g.pay("corp", 1)  # the Corp spends one of them
    finish_run(g)
    assert g.corp.credits == bits  # the 5 it did not spend went back
    assert "The Corp returns 5 bits to the bank (Raymond Ellison)." in g.log


def test_lesley_major_adds_2_advancement_counters_as_the_last_ice_is_passed() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Lesley Major", "Tycho Extension", "Wall of Static"], "credits": 12},
    )
    act(g, "install", card="Lesley Major", server="new remote")
    act(g, "install", card="Tycho Extension", server="Server 1")
    corp_install(g, "Wall of Static", "Server 1")
    act(g, "rez", card="Lesley Major")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    label = (
        "Pay 5 bits: Add 2 advancement counters, at no cost, to a card installed in this data fort."
    )
    _pass_until_label(g, label)  # the wall passed unrezzed: the last piece of ice
    bits = g.corp.credits
    act(g, "ability", card="Lesley Major")
    act(g, "choose", card_id=_card(g, "Tycho Extension").id)
    assert _card(g, "Tycho Extension").advancements == 2
    assert g.corp.credits == bits - 5


def test_lesley_major_is_not_offered_without_ice_on_its_fort() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Lesley Major"], "credits": 12})
    act(g, "install", card="Lesley Major", server="new remote")
    act(g, "rez", card="Lesley Major")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    for _ in range(20):
        if g.run is None:
            break
        assert not options(g, "ability", card="Lesley Major")
        act(g, "access") if options(g, "access") else act(g, "pass")


# ---------------------------------------------------------------------- Strategic Planning Group


def test_strategic_planning_group_draws_one_more_and_puts_one_drawn_on_the_bottom_of_rd() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Strategic Planning Group"],
            "deck": ["Wall of Static", "Tycho Extension", "Accounts Receivable"],
        },
    )
    act(g, "install", card="Strategic Planning Group", server="new remote")
    act(g, "rez", card="Strategic Planning Group")
    act(g, "draw")
    assert sorted(c.title for c in g.corp.hand) == ["Tycho Extension", "Wall of Static"]
    d = g.decision
    assert d.player == "corp"
    assert [o.label for o in d.options] == [
        "Put Wall of Static on the bottom of R&D",
        "Put Tycho Extension on the bottom of R&D",
    ]
    assert g.view("runner")["decision"]["prompt"] == (
        "Strategic Planning Group: the Corp puts one of the cards drawn on the bottom of R&D."
    )
    act(g, "choose", card="Wall of Static")
    assert [c.title for c in g.corp.hand] == ["Tycho Extension"]
    assert [c.title for c in g.corp.deck] == ["Accounts Receivable", "Wall of Static"]
    assert not any("Wall of Static" in line for line in g.log)


def test_strategic_planning_group_ignores_the_runner_s_draws() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Strategic Planning Group"]})
    act(g, "install", card="Strategic Planning Group", server="new remote")
    act(g, "rez", card="Strategic Planning Group")
    to_runner_turn(g)
    hand = len(g.runner.hand)
    act(g, "draw")
    assert len(g.runner.hand) == hand + 1 and g.decision.player == "runner"


# ---------------------------------------------------------------------- repeated subroutines


def _razor_run(sysop: str, deck: list[str] | None = None) -> Game:
    corp: dict[str, object] = {"hand": [sysop, "Razor Wire", "Accounts Receivable"], "credits": 12}
    if deck is not None:
        corp["deck"] = deck
    g = scenario(ruleset="classic", corp=corp, runner={"hand": ["Score!"] * 5})
    act(g, "install", card=sysop, server="HQ")
    act(g, "rez", card=sysop)
    corp_install(g, "Razor Wire", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Razor Wire")
    _corp_passes_until(g, "ability", card=sysop)  # the Corp's window in the encounter
    return g


def test_lisa_blight_repeats_a_subroutine_right_after_itself_for_1_bit_and_a_random_card() -> None:
    g = _razor_run("Lisa Blight")
    wire = _card(g, "Razor Wire")
    bits, hq = g.corp.credits, len(g.corp.hand)
    act(g, "ability", card="Lisa Blight")
    assert g.corp.credits == bits - 1 and len(g.corp.hand) == hq - 1
    act(g, "choose", card="Razor Wire")
    assert _labels(g) == [
        "Repeat subroutine 1: Do 2 net damage.",
        "Repeat subroutine 2: End the run.",
    ]
    act(g, "choose", amount=0)  # the subroutines resolve at once: no decision is left
    assert (
        "Lisa Blight: Razor Wire's subroutine 1 (Do 2 net damage.) is repeated until the end of"
        " the run." in g.log
    )
    resolved = [x for x in g.log if x.startswith("Razor Wire's subroutine resolves: ")]
    assert [x.split(": ", 1)[1] for x in resolved] == [
        "Do 2 net damage.",
        "Do 2 net damage.",
        "End the run.",
    ]
    assert len(g.runner.hand) == 1 and g.run is None  # 4 net damage, then the run ended
    assert [s.text for s in g.subroutines(wire)] == ["Do 2 net damage.", "End the run."]


def test_lisa_blight_used_after_a_break_keeps_the_broken_subroutine_broken() -> None:
    g = _razor_run("Lisa Blight")
    assert g.run is not None
    g.run.broken = (1,)  # as if the Runner had broken "End the run"
    act(g, "ability", card="Lisa Blight")
    act(g, "choose", card="Razor Wire")
    act(g, "choose", amount=0)
    finish_run(g)
    assert len(g.runner.hand) == 1  # 4 net damage: the copy is unbroken
    assert any("accesses" in line for line in g.log)  # the run went on


def test_marcel_desoleil_repeats_a_subroutine_for_2_bits_and_the_top_two_rd_cards() -> None:
    g = _razor_run(
        "Marcel DeSoleil", deck=["Wall of Static", "Tycho Extension"] + ["Accounts Receivable"] * 3
    )
    bits, deck = g.corp.credits, len(g.corp.deck)
    act(g, "ability", card="Marcel DeSoleil")
    assert g.corp.credits == bits - 2 and len(g.corp.deck) == deck - 2
    assert {c.title for c in g.corp.discard} >= {"Wall of Static", "Tycho Extension"}
    act(g, "choose", card="Razor Wire")
    act(g, "choose", amount=0)
    act(g, "pass")  # the Corp's window is asked again: nothing more
    resolved = [x for x in g.log if x.startswith("Razor Wire's subroutine resolves: ")]
    assert [x.split(": ", 1)[1] for x in resolved] == [
        "Do 2 net damage.",
        "Do 2 net damage.",
        "End the run.",
    ]
    assert len(g.runner.hand) == 1


def test_marcel_desoleil_is_not_offered_while_rd_holds_fewer_than_two_cards() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Marcel DeSoleil", "Razor Wire"], "deck": ["Accounts Receivable"] * 2},
        runner={"hand": ["Score!"] * 5},
    )
    act(g, "install", card="Marcel DeSoleil", server="HQ")
    act(g, "rez", card="Marcel DeSoleil")
    corp_install(g, "Razor Wire", "HQ")
    to_runner_turn(g)
    g.corp.credits = 12
    g.trash(g.corp.deck[0])  # R&D is down to one card
    run_on(g, "HQ", rez="Razor Wire")
    for _ in range(10):
        if g.run is None:
            break
        assert not options(g, "ability", card="Marcel DeSoleil")
        act(g, "pass")
    assert len(g.runner.hand) == 3  # Razor Wire's own subroutines only


# ---------------------------------------------------------------------- Department of Misinformation


def test_department_of_misinformation_is_rezzed_as_an_expose_is_tried_and_prevents_it() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Department of Misinformation", "Panic Button"], "credits": 5},
        runner={"hand": ["Mouse"], "credits": 5},
    )
    act(g, "install", card="Department of Misinformation", server="new remote")
    act(g, "install", card="Panic Button", server="HQ")
    to_runner_turn(g)
    runner_install(g, "Mouse")
    act(g, "ability", card="Mouse")
    button = _card(g, "Panic Button")
    if g.decision.player == "runner":
        act(g, "choose", card_id=button.id)
    assert g.decision.player == "corp" and g.decision.kind == "prevent"
    [rez] = options(g, "rez", card="Department of Misinformation")
    assert rez.cost.credits == 0
    act(g, "rez", card="Department of Misinformation")
    [use] = options(g, "ability", card="Department of Misinformation")
    assert use.cost.credits == 1
    bits = g.corp.credits
    act(g, "ability", card="Department of Misinformation")
    assert g.corp.credits == bits - 1
    assert not _card(g, "Panic Button").faceup
    assert "Panic Button" not in str(g.view("runner")["corp"]["servers"]["HQ"])


def test_department_of_misinformation_may_let_the_expose_happen() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Department of Misinformation", "Panic Button"], "credits": 5},
        runner={"hand": ["Mouse"], "credits": 5},
    )
    act(g, "install", card="Department of Misinformation", server="new remote")
    act(g, "rez", card="Department of Misinformation")
    act(g, "install", card="Panic Button", server="HQ")
    to_runner_turn(g)
    runner_install(g, "Mouse")
    act(g, "ability", card="Mouse")
    if g.decision.player == "runner":
        act(g, "choose", card_id=_card(g, "Panic Button").id)
    act(g, "pass")
    assert "Panic Button" in str(g.view("runner")["corp"]["servers"]["HQ"])


# ---------------------------------------------------------------------- Simon Francisco


def test_simon_francisco_installs_only_in_rd_or_hq() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Simon Francisco"]})
    assert sorted(o.server for o in options(g, "install", card="Simon Francisco")) == [
        "HQ",
        "R&D",
    ]


def test_simon_francisco_makes_the_runner_access_one_less_card_stored_in_its_fort() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Simon Francisco"], "credits": 5},
        runner={"hand": ["Score!"]},
    )
    act(g, "install", card="Simon Francisco", server="R&D")
    act(g, "rez", card="Simon Francisco")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    finish_run(g)
    accessed = [x for x in g.log if x.startswith("The Runner accesses ")]
    assert accessed == ["The Runner accesses Simon Francisco in the root of R&D."]


def test_simon_francisco_unrezzed_changes_nothing() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Simon Francisco"], "credits": 5})
    act(g, "install", card="Simon Francisco", server="R&D")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    finish_run(g)
    accessed = [x for x in g.log if x.startswith("The Runner accesses ")]
    assert len(accessed) == 2  # the top card of R&D as well


# ---------------------------------------------------------------------- Obfuscated Fortress


def _fortress(runner_bits: int) -> Game:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Obfuscated Fortress"],
            "deck": ["Rockerboy Promotion"] + ["Accounts Receivable"] * 4,
            "credits": 4,
        },
        runner={"credits": runner_bits},
    )
    act(g, "install", card="Obfuscated Fortress", server="R&D")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    return g


def test_obfuscated_fortress_is_rezzed_at_the_start_of_a_run_and_the_runner_announces() -> None:
    g = _fortress(6)
    d = g.decision
    assert d.player == "corp" and d.kind == "rez"
    assert g.view("runner")["decision"]["prompt"] == (
        "A run on R&D begins: the Corp may rez a card in response."
    )
    act(g, "rez", card="Obfuscated Fortress")
    act(g, "pass")  # rez nothing more
    d = g.decision
    assert d.player == "runner"
    assert [o.amount for o in d.options] == [0, 1, 2, 3, 4, 5, 6]
    act(g, "choose", amount=5)
    assert g.spendable("runner") == 5
    bits = g.runner.credits
    trash = g.trash_cost(g.corp.deck[0])
    assert trash == 3
    _pass_until_label(g, "Access the top card of R&D")
    g.choose(next(o for o in g.decision.options if o.label == "Access the top card of R&D"))
    act(g, "trash", card="Rockerboy Promotion")
    finish_run(g)
    assert g.runner.credits == bits - 5  # spent 3 on the trash, lost the other 2
    assert (
        "The Runner loses the 2 bits it announced and did not spend (Obfuscated Fortress)." in g.log
    )


def test_obfuscated_fortress_keeps_the_runner_from_spending_more_than_announced() -> None:
    g = _fortress(6)
    act(g, "rez", card="Obfuscated Fortress")
    act(g, "pass")  # rez nothing more
    act(g, "choose", amount=0)
    for _ in range(20):
        if g.run is None:
            break
        assert not options(g, "trash", card="Rockerboy Promotion")
        if options(g, "access"):
            g.choose(options(g, "access")[-1])
        else:
            act(g, "pass")
    assert g.runner.credits == 6


def test_obfuscated_fortress_unrezzed_asks_for_nothing() -> None:
    g = _fortress(6)
    act(g, "pass")  # rez nothing
    assert g.decision.player == "runner"
    assert "Announce" not in " ".join(_labels(g))


# ---------------------------------------------------------------------- Pavit Bharat


def _pavit() -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Pavit Bharat", "Tycho Extension", "Wall of Static", "Setup!"]},
        runner={"hand": ["Score!"] * 4},
    )
    act(g, "install", card="Pavit Bharat", server="new remote")
    act(g, "install", card="Tycho Extension", server="Server 1")
    corp_install(g, "Wall of Static", "Server 1")
    return g


def test_pavit_bharat_is_rezzed_only_once_the_runner_has_passed_the_fort_s_last_ice() -> None:
    g = _pavit()
    assert not options(g, "rez", card="Pavit Bharat")  # not in the Corp's own turn
    to_runner_turn(g)
    g.corp.credits = 5
    act(g, "run", server="Server 1")
    assert not options(g, "rez", card="Pavit Bharat")  # approaching the wall: not yet
    _corp_passes_until(g, "rez", card="Pavit Bharat")
    assert g.run is not None and g.run.phase == "approach_server"


def test_pavit_bharat_swaps_the_cards_of_its_fort_for_as_many_from_hq() -> None:
    g = _pavit()
    to_runner_turn(g)
    g.corp.credits = 5
    act(g, "run", server="Server 1")
    _corp_passes_until(g, "rez", card="Pavit Bharat")
    act(g, "rez", card="Pavit Bharat")
    assert sorted(c.title for c in g.corp.hand) == ["Setup!", "Tycho Extension"]
    assert "The Corp returns a card in Server 1 to HQ (Pavit Bharat)." in g.log
    assert _labels(g) == ["Install Setup!", "Install Tycho Extension"]
    assert g.view("runner")["decision"]["prompt"] == (
        "Pavit Bharat: the Corp installs a card from HQ in Server 1."
    )
    act(g, "choose", card="Setup!")
    assert [c.title for c in g.corp.servers["Server 1"].content] == ["Pavit Bharat", "Setup!"]
    finish_run(g)
    assert len(g.runner.hand) == 2  # Setup! accessed: 2 net damage
    assert [c.title for c in g.corp.hand] == ["Tycho Extension"]


# ---------------------------------------------------------------------- Cybertech Think Tank


def _think_tank(counters: int) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Cybertech Think Tank", "Solo Squad"], "credits": 10},
        runner={"hand": ["Score!"] * 5, "tags": 1},
    )
    act(g, "install", card="Cybertech Think Tank", server="new remote")
    act(g, "advance", card="Cybertech Think Tank")  # advanced before it is rezzed
    act(g, "install", card="Solo Squad", server="new remote")
    act(g, "rez", card="Cybertech Think Tank")
    act(g, "rez", card="Solo Squad")
    tank = _card(g, "Cybertech Think Tank")
    g.add_advancements(tank, counters - tank.advancements)
    to_runner_turn(g)
    to_corp_turn(g)
    return g


def test_cybertech_think_tank_spends_counters_for_more_meat_damage_from_another_source() -> None:
    g = _think_tank(2)
    act(g, "ability", card="Solo Squad")
    d = g.decision
    assert d.player == "corp" and [o.amount for o in d.options] == [0, 1, 2]
    assert g.view("runner")["decision"]["prompt"] == (
        "Cybertech Think Tank: the Corp may add meat damage."
    )
    act(g, "choose", amount=2)
    if g.decision is not None and g.decision.player == "runner" and options(g, "pass"):
        act(g, "pass")  # no prevention
    assert _card(g, "Cybertech Think Tank").advancements == 0
    assert len(g.runner.hand) == 2  # 1 + 2 meat damage
    assert (
        "The Corp removes 2 advancement counters from Cybertech Think Tank: 2 more meat damage."
        in g.log
    )


def test_cybertech_think_tank_without_counters_asks_nothing() -> None:
    g = _think_tank(0)
    act(g, "ability", card="Solo Squad")
    assert len(g.runner.hand) == 4

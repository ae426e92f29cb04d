"""The Proteus and Classic upgrades and nodes (family corp-upgrades-nodes): each ability played
as printed, from a scenario."""

from __future__ import annotations

import pytest

from cards.helpers import (
    corp_install,
    finish_run,
    run_on,
    to_corp_turn,
    to_runner_turn,
)
from classic.corp_upgrades_nodes_helpers import (
    card_of,
    labels,
    pass_until_label,
    rig,
)
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

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
    pass_until_label(g, "Pay 1 bit")  # the outer wall is passed unrezzed: the toll comes
    assert g.decision.player == "runner"
    assert labels(g) == ["Pay 1 bit", "End the run"]
    act(g, "choose", label="Pay 1 bit")
    assert g.runner.credits == bits - 1
    pass_until_label(g, "Pay 1 bit")  # and again after the inner one
    act(g, "choose", label="End the run")
    assert g.run is None or g.run.ended
    assert g.runner.credits == bits - 1


def test_rasmin_bridger_ends_the_run_of_a_runner_who_cannot_pay() -> None:
    g = _rasmin(0)
    for _ in range(10):
        if g.run is None or g.run.ended:
            break
        assert "Pay 1 bit" not in labels(g)
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
    wall = card_of(g, "Wall of Static")
    s = g.ice_strength(wall)
    bits = g.corp.credits
    act(g, "ability", card="Sterdroid")
    act(g, "choose", card="Wall of Static")
    assert g.ice_strength(wall) == 2 * s
    assert g.corp.credits == bits - 3
    assert card_of(g, "Sterdroid").zone == "discard"  # trashed as the cost
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
    wall = card_of(g, "Wall of Static")
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
    assert card_of(g, region).rezzed and g.corp.credits == 1
    act(g, "install", card=agenda, server="Server 1")
    act(g, "install", card=other, server="new remote")
    a, o = card_of(g, agenda), card_of(g, other)
    assert g.advancement_requirement(a) == (a.data.advancement_cost or 0) - 1
    assert g.advancement_requirement(o) == o.data.advancement_cost  # another fort


def test_networked_center_leaves_other_agendas_in_its_fort_alone() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Networked Center", "Corporate War"], "credits": 5}
    )
    act(g, "install", card="Networked Center", server="new remote")
    act(g, "install", card="Corporate War", server="Server 1")
    assert g.advancement_requirement(card_of(g, "Corporate War")) == 3


def test_a_keyword_region_is_installed_only_if_its_rez_is_paid() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Weapons Depot"], "credits": 3})
    assert options(g, "install", card="Weapons Depot") == []


# ---------------------------------------------------------------------- access: ambushes


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
    rig(g, ["Zetatech Mem Chip", "Nasuko Cycle", "Codecracker", "Krash", "Hammer"])
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


def test_self_destruct_trashes_its_fort_and_does_a_net_damage_percard_of() -> None:
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
    pass_until_label(g, "Access Self-Destruct in Server 1")
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
    ab = card_of(g, "Stereogram Antibody")
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
    pass_until_label(g, "Pay 2 bits: Give the Runner a Doppelganger counter.")
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
    pass_until_label(g, "Pay 2 bits: Give the Runner a Doppelganger counter.")
    assert "The Runner shows Doppelganger Antibody to the Corp (accessed from R&D)." in g.log
    act(g, "pass")
    finish_run(g)
    assert not g.runner.counters


def test_doppelganger_antibody_does_nothing_accessed_in_archives() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Doppelganger Antibody"]})
    g.move(card_of(g, "Doppelganger Antibody"), "discard", faceup=True)
    to_runner_turn(g)
    act(g, "run", server="Archives")
    for _ in range(20):
        if g.run is None:
            break
        assert "Pay 2 bits: Give the Runner a Doppelganger counter." not in labels(g)
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
        assert "Pay 2 bits: Give the Runner a Doppelganger counter." not in labels(g)
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
    rig(g, ["Codecracker", "Krash", "Mouse"])
    cc, krash, mouse = (card_of(g, t) for t in ("Codecracker", "Krash", "Mouse"))
    before = (g.breaker_strength(cc), g.breaker_strength(krash), g.breaker_strength(mouse))
    act(g, "run", server="R&D")
    pass_until_label(
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


def test_pattel_antibody_counters_stay_on_the_icebreakers_when_the_corp_purges() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Pattel Antibody"] + ["Accounts Receivable"] * 5, "credits": 5},
        runner={"credits": 20, "hand": ["Hammer"]},
    )
    to_runner_turn(g)
    rig(g, ["Hammer"])
    hammer = card_of(g, "Hammer")
    assert g.breaker_strength(hammer) == 2
    act(g, "run", server="R&D")
    pass_until_label(
        g,
        "Pay 3 bits: Put a Pattel counter on each installed icebreaker; each Pattel counter on"
        " an icebreaker reduces its strength by 1.",
    )
    act(g, "ability", card="Pattel Antibody")
    g.corp.counters = {"tax": 2}  # virus counters in play (a Taxman's)
    finish_run(g)  # the Runner's last action
    while g.decision is not None and g.decision.kind != "action":
        act(g, "pass")  # no purge as the turn begins
    act(g, "purge")
    assert "The Corp purges all virus counters." in g.log and g.corp.counters == {}
    assert hammer.counters["pattel_antibody"] == 1  # not a virus counter
    assert g.breaker_strength(hammer) == 1

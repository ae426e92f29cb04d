"""The Proteus and Classic upgrades and nodes (family corp-upgrades-nodes), part 2: runs and turns,
advancement counters, draws, repeated subroutines, exposes, accesses, bit budgets, Pavit Bharat,
meat damage."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from classic.corp_upgrades_nodes_helpers import (
    card_of,
    corp_passes_until,
    labels,
    pass_until_label,
    to_corp_turn_start,
)
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

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
    pass_until_label(
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
    corp_passes_until(g, "ability", card="Executive Boot Camp")
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
    g.add_advancements(card_of(g, "Vacant Soulkiller"), 1)  # two counters in all
    act(g, "run", server="HQ")  # any run will do
    corp_passes_until(g, "ability", card="Raymond Ellison")
    bits = g.corp.credits
    act(g, "ability", card="Raymond Ellison")
    assert card_of(g, "Raymond Ellison").zone == "discard"
    assert [o.amount for o in g.decision.options] == [0, 1, 2]
    assert g.view("runner")["decision"]["prompt"] == (
        "Raymond Ellison: the Corp chooses how many advancement counters to remove from a"
        " card in Server 1."
    )
    act(g, "choose", amount=2)
    assert card_of(g, "Vacant Soulkiller").advancements == 0
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
    pass_until_label(g, label)  # the wall passed unrezzed: the last piece of ice
    bits = g.corp.credits
    act(g, "ability", card="Lesley Major")
    act(g, "choose", card_id=card_of(g, "Tycho Extension").id)
    assert card_of(g, "Tycho Extension").advancements == 2
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
    corp_passes_until(g, "ability", card=sysop)  # the Corp's window in the encounter
    return g


def test_lisa_blight_repeats_a_subroutine_right_after_itself_for_1_bit_and_a_randomcard_of() -> (
    None
):
    g = _razor_run("Lisa Blight")
    wire = card_of(g, "Razor Wire")
    bits, hq = g.corp.credits, len(g.corp.hand)
    act(g, "ability", card="Lisa Blight")
    assert g.corp.credits == bits - 1 and len(g.corp.hand) == hq - 1
    act(g, "choose", card="Razor Wire")
    assert labels(g) == [
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
    button = card_of(g, "Panic Button")
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
    assert not card_of(g, "Panic Button").faceup
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
        act(g, "choose", card_id=card_of(g, "Panic Button").id)
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
    pass_until_label(g, "Access the top card of R&D")
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
    assert "Announce" not in " ".join(labels(g))


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
    corp_passes_until(g, "rez", card="Pavit Bharat")
    assert g.run is not None and g.run.phase == "approach_server"


def test_pavit_bharat_swaps_the_cards_of_its_fort_for_as_many_from_hq() -> None:
    g = _pavit()
    to_runner_turn(g)
    g.corp.credits = 5
    act(g, "run", server="Server 1")
    corp_passes_until(g, "rez", card="Pavit Bharat")
    act(g, "rez", card="Pavit Bharat")
    assert sorted(c.title for c in g.corp.hand) == ["Setup!", "Tycho Extension"]
    assert "The Corp returns a card in Server 1 to HQ (Pavit Bharat)." in g.log
    assert labels(g) == ["Install Setup!", "Install Tycho Extension"]
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
    tank = card_of(g, "Cybertech Think Tank")
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
    assert card_of(g, "Cybertech Think Tank").advancements == 0
    assert len(g.runner.hand) == 2  # 1 + 2 meat damage
    assert (
        "The Corp removes 2 advancement counters from Cybertech Think Tank: 2 more meat damage."
        in g.log
    )


def test_cybertech_think_tank_without_counters_asks_nothing() -> None:
    g = _think_tank(0)
    act(g, "ability", card="Solo Squad")
    assert len(g.runner.hand) == 4


# ---------------------------------------------------------------------- Government Contract


def _contract() -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Government Contract", "Wall of Static"], "credits": 3},
    )
    act(g, "install", card="Government Contract", server="new remote")
    corp_install(g, "Wall of Static", "HQ")
    act(g, "rez", card="Government Contract")
    act(g, "advance", card="Government Contract")
    assert g.corp.credits == 0
    to_runner_turn(g)
    return g


def test_government_contract_turns_a_counter_into_3_bits_only_for_rezzing_or_installing() -> None:
    g = _contract()
    act(g, "run", server="HQ")
    assert not options(g, "rez", card="Wall of Static")  # no bits yet
    act(g, "ability", card="Government Contract")
    contract = card_of(g, "Government Contract")
    assert contract.advancements == 0
    assert g.corp.credits == 0 and g.spendable("corp") == 0  # not in the pool
    assert g.spendable("corp", "rez") == 3
    [rez] = options(g, "rez", card="Wall of Static")
    act(g, "rez", card="Wall of Static")
    assert card_of(g, "Wall of Static").rezzed and contract.counters.get("recurring", 0) == 0


def test_government_contract_bits_go_back_when_the_turn_ends() -> None:
    g = _contract()
    act(g, "run", server="HQ")
    act(g, "ability", card="Government Contract")
    contract = card_of(g, "Government Contract")
    assert contract.counters["recurring"] == 3
    finish_run(g)  # the Corp rezzes nothing
    to_corp_turn(g)
    assert contract.counters.get("recurring", 0) == 0
    assert "The Corp returns 3 bits to the bank (Government Contract)." in g.log
    assert g.corp.credits == 0

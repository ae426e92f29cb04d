"""corp-basics: the 1996 Corp operations: bits, cards and actions; the Gray and Black Ops played
only while the Runner is tagged; advancement counters placed as the Corp likes; Archives to HQ;
R&D arranged; Power Grid Overload's cost of X; the operations that read the Runner's last turn
(Audit of Call Records, Silver Lining Recovery Protocol)."""

from __future__ import annotations

from cards.helpers import finish_run, runner_install, to_corp_turn, to_runner_turn
from classic.test_corp_cards import _card
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

# ---------------------------------------------------------------------- bits, cards, actions


def test_annual_reviews_draws_three_cards() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Annual Reviews"]})
    act(g, "play", card="Annual Reviews")
    assert len(g.corp.hand) == 3 and g.corp.credits == 5


def test_day_shift_draws_two_cards_and_gains_1_bit() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Day Shift"]})
    act(g, "play", card="Day Shift")
    assert len(g.corp.hand) == 2 and g.corp.credits == 6


def test_efficiency_experts_gains_3_bits() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Efficiency Experts"]})
    act(g, "play", card="Efficiency Experts")
    assert g.corp.credits == 8 and "The Corp gains 3 bits (Efficiency Experts)." in g.log


def test_overtime_incentives_costs_4_bits_and_gains_two_actions() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Overtime Incentives"], "credits": 4})
    [play] = options(g, "play", card="Overtime Incentives")
    assert play.cost.clicks == 1 and play.cost.credits == 4
    g.choose(play)
    assert g.corp.credits == 0 and g.corp.clicks == 2 + 2


# ---------------------------------------------------------------------- only if tagged


def _tagged(hand: list[str], credits: int = 10, tags: int = 1, **runner: object) -> Game:
    return scenario(
        ruleset="classic",
        corp={"hand": hand, "credits": credits},
        runner={"tags": tags, "hand": ["Score!"] * 6, "credits": 7, **runner},
    )


def test_gray_and_black_ops_play_only_while_the_runner_is_tagged() -> None:
    titles = [
        "Closed Accounts",
        "Corporate Detective Agency",
        "Datapool (R) by Zetatech",
        "Netwatch Credit Voucher",
        "Punitive Counterstrike",
        "Urban Renewal",
        "Power Grid Overload",
    ]
    g = _tagged(titles, tags=0)
    assert options(g, "play") == []
    g = _tagged(titles)
    assert {o.card for o in options(g, "play")} == set(titles)


def test_closed_accounts_makes_the_runner_lose_every_bit() -> None:
    g = _tagged(["Closed Accounts"])
    act(g, "play", card="Closed Accounts")
    assert g.runner.credits == 0 and g.corp.credits == 9
    assert "Closed Accounts: the Runner loses all 7 bits in their bit pool." in g.log


def test_datapool_gives_the_runner_two_tags() -> None:
    g = _tagged(["Datapool (R) by Zetatech"])
    act(g, "play", card="Datapool (R) by Zetatech")
    assert g.runner.tags == 3


def test_netwatch_credit_voucher_gives_a_tag_and_gains_1_bit() -> None:
    g = _tagged(["Netwatch Credit Voucher"], credits=0)
    act(g, "play", card="Netwatch Credit Voucher")
    assert g.runner.tags == 2 and g.corp.credits == 1


def test_punitive_counterstrike_does_2_meat_damage() -> None:
    g = _tagged(["Punitive Counterstrike"])
    act(g, "play", card="Punitive Counterstrike")
    assert len(g.runner.hand) == 4 and "The Runner takes 2 meat damage" in " ".join(g.log)


def test_urban_renewal_costs_6_and_does_5_meat_damage() -> None:
    g = _tagged(["Urban Renewal"], credits=6)
    act(g, "play", card="Urban Renewal")
    assert g.corp.credits == 0 and len(g.runner.hand) == 1


def _rig(g: Game, titles: list[str]) -> None:
    """The Runner installs ``titles``, then the Corp's next turn begins."""
    to_runner_turn(g)
    for t in titles:
        runner_install(g, t)
    to_corp_turn(g)


def test_corporate_detective_agency_trashes_two_resources_of_the_corps_choice() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Corporate Detective Agency"], "credits": 1},
        runner={"hand": ["Access to Kiribati", "Fall Guy", "Hell's Run"], "credits": 5},
    )
    _rig(g, ["Access to Kiribati", "Fall Guy", "Hell's Run"])
    g.runner.tags = 1
    act(g, "credit")  # (the decision after it sees the tag)
    bits = g.corp.credits
    act(g, "play", card="Corporate Detective Agency")
    assert {o.card for o in options(g, "choose")} == {
        "Access to Kiribati",
        "Fall Guy",
        "Hell's Run",
    }
    act(g, "choose", card="Access to Kiribati")
    act(g, "choose", card="Hell's Run")
    assert [c.title for c in g.runner.resource] == ["Fall Guy"]
    assert g.corp.credits == bits - 1  # at no cost: only the play cost of 1 bit
    assert {c.title for c in g.runner.discard} >= {"Access to Kiribati", "Hell's Run"}


def test_corporate_detective_agency_may_stop_after_one_resource() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Corporate Detective Agency"], "credits": 1},
        runner={"hand": ["Access to Kiribati", "Hell's Run"], "credits": 5},
    )
    _rig(g, ["Access to Kiribati", "Hell's Run"])
    g.runner.tags = 1
    act(g, "credit")
    act(g, "play", card="Corporate Detective Agency")
    act(g, "choose", card="Hell's Run")
    act(g, "pass")  # trash no more
    assert [c.title for c in g.runner.resource] == ["Access to Kiribati"]


# ---------------------------------------------------------------------- Power Grid Overload


def test_power_grid_overload_trashes_x_hardware_other_than_cybernetics_for_x_bits() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Power Grid Overload"], "credits": 10},
        runner={
            "hand": ["Zetatech Mem Chip", "Armored Fridge", "Nasuko Cycle", "MRAM Chip"],
            "credits": 20,
        },
    )
    _rig(g, ["Zetatech Mem Chip", "Armored Fridge", "Nasuko Cycle", "MRAM Chip"])
    g.runner.tags = 1
    act(g, "credit")
    bits = g.corp.credits
    [play] = options(g, "play", card="Power Grid Overload")
    assert play.cost.credits == 0  # the X is paid as it resolves
    g.choose(play)
    d = g.decision
    assert d is not None and d.kind == "choose" and d.params == {"most": 3}  # 3 non-cybernetic
    assert [(o.amount, o.cost.credits) for o in options(g, "choose")] == [
        (0, 0),
        (1, 1),
        (2, 2),
        (3, 3),
    ]
    assert g.view("runner")["decision"]["prompt"] == "Power Grid Overload: the Corp chooses X."
    act(g, "choose", amount=2)
    assert g.corp.credits == bits - 2
    assert {o.card for o in options(g, "choose")} == {
        "Zetatech Mem Chip",
        "Armored Fridge",
        "Nasuko Cycle",
    }  # never MRAM Chip, a cybernetic
    act(g, "choose", card="Armored Fridge")
    act(g, "choose", card="Nasuko Cycle")
    assert sorted(c.title for c in g.runner.hardware) == ["MRAM Chip", "Zetatech Mem Chip"]


def test_power_grid_overloads_x_is_capped_by_the_corps_bits() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Power Grid Overload"], "credits": 1},
        runner={"hand": ["Zetatech Mem Chip", "Armored Fridge"], "credits": 20},
    )
    _rig(g, ["Zetatech Mem Chip", "Armored Fridge"])
    g.runner.tags = 1
    act(g, "credit")
    act(g, "play", card="Power Grid Overload")
    assert [o.amount for o in options(g, "choose")] == [0, 1, 2]  # 3 bits now (1 + 2 actions)


def test_power_grid_overload_against_cybernetics_only_trashes_nothing() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Power Grid Overload"], "credits": 5},
        runner={"hand": ["MRAM Chip"], "tags": 1},
    )
    _rig(g, ["MRAM Chip"])
    bits = g.corp.credits
    act(g, "play", card="Power Grid Overload")
    assert "Power Grid Overload: X is 0." in g.log and g.corp.credits == bits
    assert [c.title for c in g.runner.hardware] == ["MRAM Chip"]


# ---------------------------------------------------------------------- advancing


def test_management_shake_up_costs_10_and_adds_three_advancement_counters() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Management Shake-Up", "Tycho Extension"]})
    act(g, "install", card="Tycho Extension", server="new remote")
    g.corp.credits = 10
    act(g, "credit")  # (a decision that sees the 10 bits: 11 now)
    act(g, "play", card="Management Shake-Up")
    for _ in range(3):
        act(g, "choose", card="Tycho Extension")
    assert _card(g, "Tycho Extension").advancements == 3 and g.corp.credits == 1


def test_project_consultants_costs_12_and_splits_four_advancement_counters() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Project Consultants", "Tycho Extension", "Vacant Soulkiller"],
            "credits": 12,
        },
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Vacant Soulkiller", server="new remote")
    act(g, "play", card="Project Consultants")
    for title in ("Tycho Extension", "Vacant Soulkiller", "Tycho Extension", "Tycho Extension"):
        act(g, "choose", card=title)
    assert _card(g, "Tycho Extension").advancements == 3
    assert _card(g, "Vacant Soulkiller").advancements == 1 and g.corp.credits == 0


def test_team_restructuring_adds_one_counter_to_each_of_up_to_two_cards() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Team Restructuring", "Tycho Extension", "Vacant Soulkiller"]},
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Vacant Soulkiller", server="new remote")
    act(g, "play", card="Team Restructuring")
    act(g, "choose", card="Tycho Extension")
    assert [o.card for o in options(g, "choose")] == ["Vacant Soulkiller"]  # another card
    act(g, "choose", card="Vacant Soulkiller")
    assert _card(g, "Tycho Extension").advancements == 1
    assert _card(g, "Vacant Soulkiller").advancements == 1


def test_team_restructuring_may_advance_only_one_card() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Team Restructuring", "Tycho Extension"]})
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "play", card="Team Restructuring")
    act(g, "choose", card="Tycho Extension")
    assert _card(g, "Tycho Extension").advancements == 1 and g.decision.kind == "action"


# ---------------------------------------------------------------------- Archives, R&D


def test_off_site_backups_brings_a_card_from_archives_into_hq() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Off-Site Backups", "Day Shift"]})
    act(g, "play", card="Day Shift")
    act(g, "play", card="Off-Site Backups")
    assert [o.card for o in options(g, "choose")] == ["Day Shift"]
    act(g, "choose", card="Day Shift")
    assert "Day Shift" in [c.title for c in g.corp.hand]
    assert [c.title for c in g.corp.discard] == ["Off-Site Backups"]


def test_off_site_backups_takes_a_facedown_card_without_naming_it_to_the_runner() -> None:
    hand = ["Tycho Extension", "Tycho Extension", "Off-Site Backups", *["Day Shift"] * 4]
    g = scenario(ruleset="classic", corp={"hand": hand})
    to_runner_turn(g)  # 7 cards: the two Tycho Extensions are discarded, face down
    assert [(c.title, c.faceup) for c in g.corp.discard] == [("Tycho Extension", False)] * 2
    to_corp_turn(g)
    act(g, "play", card="Off-Site Backups")
    [tycho] = options(g, "choose")  # two copies are one choice
    assert tycho.label == "Add Tycho Extension (facedown in Archives) to HQ"
    assert "Tycho Extension" not in g.view("runner")["decision"]["prompt"]
    g.choose(tycho)
    assert [c.title for c in g.corp.hand].count("Tycho Extension") == 1
    assert not any("Tycho" in line for line in g.log)


def test_planning_consultants_arranges_the_top_five_cards_of_rd() -> None:
    deck = ["Day Shift", "Annual Reviews", "Night Shift", "Tycho Extension", "Fire Wall", "Keeper"]
    g = scenario(ruleset="classic", corp={"hand": ["Planning Consultants"], "deck": deck})
    act(g, "play", card="Planning Consultants")
    assert {o.card for o in options(g, "choose")} == set(deck[:5])
    assert not any(t in g.view("runner")["decision"]["prompt"] for t in deck)
    act(g, "choose", card="Tycho Extension")
    act(g, "choose", card="Fire Wall")
    act(g, "pass")  # the rest as they are
    assert [c.title for c in g.corp.deck] == [
        "Tycho Extension",
        "Fire Wall",
        "Day Shift",
        "Annual Reviews",
        "Night Shift",
        "Keeper",
    ]
    assert not any(t in line for line in g.log for t in deck)


# ---------------------------------------------------------------------- the Runner's last turn


def test_audit_of_call_records_plays_only_after_two_runs_and_traces_5_for_a_tag() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Audit of Call Records"]})
    to_runner_turn(g)
    act(g, "run", server="Archives")
    finish_run(g)
    to_corp_turn(g)
    assert options(g, "play", card="Audit of Call Records") == []  # one run only
    to_runner_turn(g)
    act(g, "run", server="Archives")
    finish_run(g)
    act(g, "run", server="R&D")
    act(g, "jack_out")  # jacked out: the run was still attempted
    to_corp_turn(g)
    act(g, "play", card="Audit of Call Records")
    assert "Audit of Call Records initiates a trace with a trace limit of 5." in g.log
    assert g.runner.tags == 1


def _steal_from(g: Game, server: str) -> None:
    act(g, "run", server=server)
    finish_run(g)


def test_silver_lining_gains_3_bits_per_counter_on_the_agendas_liberated_last_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Silver Lining Recovery Protocol", "Tycho Extension", "Hostile Takeover"]},
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Hostile Takeover", server="new remote")
    g.add_advancements(_card(g, "Tycho Extension"), 2)
    g.add_advancements(_card(g, "Hostile Takeover"), 1)
    to_runner_turn(g)
    _steal_from(g, "Server 1")
    _steal_from(g, "Server 2")
    assert len(g.runner.scored) == 2
    to_corp_turn(g)
    bits = g.corp.credits
    act(g, "play", card="Silver Lining Recovery Protocol")
    assert g.corp.credits == bits + 9  # 3 counters, 3 bits each
    assert (
        "The Corp gains 9 bits (Silver Lining Recovery Protocol: 3 advancement tokens on the "
        "agendas liberated last turn)." in g.log
    )


def test_silver_lining_gains_nothing_without_an_agenda_liberated_last_turn() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Silver Lining Recovery Protocol"]})
    bits = g.corp.credits
    act(g, "play", card="Silver Lining Recovery Protocol")
    assert g.corp.credits == bits
    assert (
        "Silver Lining Recovery Protocol: no agenda was liberated during the Runner's last turn."
        in g.log
    )


def test_silver_lining_reads_only_the_runners_last_turn() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Silver Lining Recovery Protocol", "Tycho Extension"]}
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    g.add_advancements(_card(g, "Tycho Extension"), 2)
    to_runner_turn(g)
    _steal_from(g, "Server 1")
    to_corp_turn(g)
    to_runner_turn(g)  # a turn later: nothing liberated during the Runner's last turn
    to_corp_turn(g)
    bits = g.corp.credits
    act(g, "play", card="Silver Lining Recovery Protocol")
    assert g.corp.credits == bits

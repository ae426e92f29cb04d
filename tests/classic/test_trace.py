"""The 1996 trace (rules-diff items 79-90): a trace limit, secret bids revealed together, base link
cards, link after the reveal, ties to the Corp; and the cards that trace or give link."""

from __future__ import annotations

from typing import Any

from cards.helpers import corp_install, next_corp_turn, run_on, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.rng import Rng
from netrunner.rulesets.classic.trace import TraceReveal
from netrunner.testing import act, options, scenario


def _runner_at_ice(
    ice: str,
    rig: list[str],
    *,
    corp_credits: int = 5,
    runner_credits: int = 10,
    hand: list[str] | None = None,
) -> Game:
    """The Corp installs ``ice`` protecting HQ; the Runner installs ``rig`` and runs HQ; the Corp
    rezzes the ice; the run goes on until the ice's trace asks something (or ends)."""
    g = scenario(
        ruleset="classic",
        corp={"hand": [ice], "credits": corp_credits},
        runner={"hand": [*rig, *(hand or [])], "credits": runner_credits},
    )
    corp_install(g, ice, "HQ")
    to_runner_turn(g)
    for title in rig:
        act(g, "install", card=title)
    run_on(g, "HQ", rez=ice)
    while g.decision is not None and g.decision.kind not in ("trace", "link", "action"):
        act(g, "pass")
    return g


def _homewrecker_example() -> Game:
    """Sample game section 3: the Runner (Baedeker's Net Map and a hardware installed, 3 cards in
    the grip) encounters Homewrecker with the Corp holding 4 bits."""
    g = _runner_at_ice(
        "Homewrecker [TM]",
        ["Baedeker's Net Map", "Zetatech Mem Chip"],
        corp_credits=9,  # 11 after its spare actions, 4 after rezzing Homewrecker (7)
        hand=["Score!", "Score!", "Score!"],
    )
    assert g.corp.credits == 4
    return g


# ---------------------------------------------------------------------- the rulebook's example


def test_rulebook_trace_example_homewrecker_ties_baedekers_net_map_and_succeeds() -> None:
    g = _homewrecker_example()
    corp_bits, runner_bits = g.corp.credits, g.runner.credits
    act(g, "trace", amount=4)  # all of its 4 bits: trace value 4
    act(g, "link", card="Baedeker's Net Map", amount=4)  # base link 1 for 0, +3 for 3 bits
    assert "Trace value 4 against link 4: the trace succeeds." in g.log
    assert g.corp.credits == corp_bits - 4 and g.runner.credits == runner_bits - 3
    assert "Homewrecker [TM] ends the run." in g.log
    d = g.decision
    assert d is not None and d.player == "corp" and d.prompt.endswith("trash which hardware?")
    act(g, "choose", card="Zetatech Mem Chip")
    assert [c.title for c in g.runner.hardware] == []
    assert [c.title for c in g.runner.discard].count("Zetatech Mem Chip") == 1
    # 2 meat damage, never offered to be prevented: 2 of the 3 cards in the grip are trashed
    assert len(g.runner.hand) == 1
    assert any(line.startswith("The Runner takes 2 meat damage") for line in g.log)
    assert g.run is None


def test_the_runner_links_with_one_option_per_reachable_link_value() -> None:
    g = _homewrecker_example()
    act(g, "trace", amount=4)
    labels = [o.label for o in options(g, "link")]
    assert labels[:5] == [
        "No link (0 bits)",
        "Baedeker's Net Map: link 1 for 0 bits",
        "Baedeker's Net Map: link 2 for 1 bit",
        "Baedeker's Net Map: link 3 for 2 bits",
        "Baedeker's Net Map: link 4 for 3 bits",
    ]
    # the Runner has 6 bits: link up to 7 (base link 1 and six +1s)
    assert max(o.amount or 0 for o in options(g, "link")) == 7
    assert all(o.cost.credits == (o.amount or 1) - 1 for o in options(g, "link") if o.card)


def test_both_sides_see_the_link_the_runners_base_link_cards_can_reach_in_the_view() -> None:
    """Rules-diff 82: link is set trace by trace, so the view shows what each base link card can
    reach now (link and cheapest bits) instead of one number; both sides see the same."""
    g = _runner_at_ice("Fetch 4.0.1", ["Access to Kiribati"], corp_credits=10, runner_credits=4)
    assert g.runner.credits == 3
    for side in ("corp", "runner"):
        v = g.view(side)["runner"]
        assert v["link"] == 0
        assert [(o["card"], o["link"], o["cost"]) for o in v["link_options"]] == [
            ("Access to Kiribati", 1, 1),
            ("Access to Kiribati", 2, 2),
            ("Access to Kiribati", 3, 3),
        ]


def test_android_netrunner_has_no_link_options_in_the_view() -> None:
    g = scenario(runner={"hand": []})
    assert g.view("corp")["runner"]["link_options"] == []


# ---------------------------------------------------------------------- the trace limit


def test_trace_n_limits_the_corps_bid_to_n_bits() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Baedeker's Net Map"], corp_credits=10)
    assert g.corp.credits == 12
    assert [o.amount for o in options(g, "trace")] == [0, 1, 2, 3]
    d = g.decision
    assert d is not None and d.kind == "trace" and d.params["base"] == 3


def test_the_corps_bid_is_capped_by_its_bits_below_the_limit() -> None:
    g = _homewrecker_example()  # Trace 5 with 4 bits
    assert [o.amount for o in options(g, "trace")] == [0, 1, 2, 3, 4]


def test_a_trace_value_is_only_the_bits_spent() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Baedeker's Net Map"], corp_credits=10)
    act(g, "trace", amount=0)
    act(g, "link", card="Baedeker's Net Map", amount=1)
    assert "Trace value 0 against link 1: the trace fails." in g.log
    assert g.runner.tags == 0


# ---------------------------------------------------------------------- secret bids


def _bid_then_runner(bid: int) -> Game:
    g = _runner_at_ice("Fetch 4.0.1", ["Baedeker's Net Map"], corp_credits=10)
    act(g, "trace", amount=bid)
    return g


def _options(g: Game) -> list[dict[str, Any]]:
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "link"
    return [o.to_dict() for o in d.options]


def test_the_runner_sees_nothing_of_the_corps_secret_bid() -> None:
    low, high = _bid_then_runner(0), _bid_then_runner(3)
    assert low.view("runner") == high.view("runner")
    assert _options(low) == _options(high)
    assert low.decision is not None and high.decision is not None
    assert low.decision.prompt == high.decision.prompt
    assert low.decision.params == high.decision.params
    assert low.log == high.log
    assert high.corp.credits == 12  # nothing is paid before the reveal


def test_both_bids_are_paid_and_logged_together_at_the_reveal() -> None:
    g = _bid_then_runner(3)
    act(g, "link", card="Baedeker's Net Map", amount=2)  # 1 bit
    assert g.corp.credits == 9 and g.runner.credits == 8
    assert (
        "The bids are revealed: the Corp spends 3 bits (trace value 3); the Runner spends 1 bit "
        "on Baedeker's Net Map (link 2)."
    ) in g.log
    assert "Trace value 3 against link 2: the trace succeeds." in g.log
    assert g.runner.tags == 1


def test_a_runner_determinisation_redeals_the_corps_secret_bid() -> None:
    g = _bid_then_runner(3)
    bids = set()
    for seed in range(40):
        d = g.determinize("runner", seed)
        assert d.view("runner") == g.view("runner")
        dec = d.decision
        assert dec is not None
        dealt = {s.corp_bid for s in dec.steps if isinstance(s, TraceReveal)}
        assert len(dealt) == 1  # one bid, whatever the Runner answers
        bid = dealt.pop()
        assert d.history[-1].kind == "trace" and d.history[-1].amount == bid
        bids.add(bid)
    assert bids == {0, 1, 2, 3}
    # the game itself is untouched, and the Corp's own determinisation keeps its bid
    assert g.history[-1].amount == 3
    corp = g.determinizer("corp")(Rng(1))
    assert corp.decision is not None
    assert {s.corp_bid for s in corp.decision.steps if isinstance(s, TraceReveal)} == {3}


def test_a_planned_runner_deal_redraws_the_secret_bid_as_dealing_at_once_does() -> None:
    # (the search bot plans deals and makes one: the secret's draw must be counted in the plan)
    g = _bid_then_runner(3)
    deal = g.determinizer("runner")
    for seed in range(10):
        a, b = Rng(seed), Rng(seed)
        made, dealt = deal.make(deal.plan(a)), deal(b)
        assert a.state == b.state and made.rng.state == dealt.rng.state
        assert made.decision is not None and dealt.decision is not None
        bid = {s.corp_bid for s in made.decision.steps if isinstance(s, TraceReveal)}
        assert bid == {s.corp_bid for s in dealt.decision.steps if isinstance(s, TraceReveal)}


# ---------------------------------------------------------------------- no link


def test_a_runner_who_cannot_get_link_loses_the_trace_without_bids() -> None:
    g = _runner_at_ice("Fetch 4.0.1", [], corp_credits=10)
    assert g.runner.tags == 1 and g.corp.credits == 12
    assert options(g, "trace") == [] and options(g, "link") == []
    assert "The Runner cannot get link above 0: the Corp spends 0 bits and the trace succeeds." in (
        g.log
    )
    assert "Trace value 0 against link 0: the trace succeeds." in g.log


def test_a_runner_without_bits_for_a_base_link_card_loses_the_trace_without_bids() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Access to Kiribati"], runner_credits=1)
    assert g.runner.credits == 0  # Kiribati's base link costs 1 bit
    assert g.runner.tags == 1
    assert "The Runner cannot get link above 0: the Corp spends 0 bits and the trace succeeds." in (
        g.log
    )


# ---------------------------------------------------------------------- base link cards


def test_access_to_kiribati_sets_base_link_1_for_a_bit() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Access to Kiribati"], corp_credits=10, runner_credits=4)
    act(g, "trace", amount=2)
    assert [(o.amount, o.cost.credits) for o in options(g, "link") if o.card] == [
        (1, 1),
        (2, 2),
        (3, 3),
    ]
    act(g, "link", card="Access to Kiribati", amount=3)
    assert g.runner.credits == 0 and g.runner.tags == 0
    assert "Trace value 2 against link 3: the trace fails." in g.log


def test_only_one_base_link_card_counts_for_a_trace() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Baedeker's Net Map", "Access to Kiribati"], corp_credits=10)
    act(g, "trace", amount=3)
    links = {(o.card, o.amount, o.cost.credits) for o in options(g, "link") if o.card}
    assert ("Baedeker's Net Map", 2, 1) in links and ("Access to Kiribati", 2, 2) in links
    act(g, "link", card="Access to Kiribati", amount=2)
    assert "Trace value 3 against link 2: the trace succeeds." in g.log  # Baedeker's adds nothing


# ---------------------------------------------------------------------- after the reveal


def test_the_springboard_adds_1_link_once_after_the_reveal() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Baedeker's Net Map", "The Springboard"], corp_credits=10)
    act(g, "trace", amount=3)
    # before the reveal, The Springboard is no link option
    assert {o.card for o in options(g, "link")} == {None, "Baedeker's Net Map"}
    act(g, "link", card="Baedeker's Net Map", amount=3)  # 2 bits
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "paid_abilities"
    assert d.params == {"strength": 3, "link": 3}
    assert [o.label for o in options(g, "ability")] == ["The Springboard: +1 link (1 bit)"]
    act(g, "ability", card="The Springboard")
    assert options(g, "ability") == []  # once per trace
    act(g, "pass")
    assert g.runner.credits == 10 - 1 - 2 - 1
    assert "The Runner spends 1 bit on The Springboard: link 4." in g.log
    assert "Trace value 3 against link 4: the trace fails." in g.log
    assert g.runner.tags == 0


def test_the_springboard_alone_is_enough_to_answer_a_trace() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["The Springboard"], corp_credits=10)
    act(g, "trace", amount=0)
    assert [o.label for o in options(g, "link")] == ["No link (0 bits)"]
    act(g, "link", amount=0)
    act(g, "ability", card="The Springboard")
    act(g, "pass")
    assert "Trace value 0 against link 1: the trace fails." in g.log
    assert g.runner.tags == 0


# ---------------------------------------------------------------------- the cards


def test_fetch_gives_a_tag_when_its_trace_succeeds() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Baedeker's Net Map"], corp_credits=10)
    act(g, "trace", amount=2)
    act(g, "link", card="Baedeker's Net Map", amount=2)  # a tie: the Corp wins it
    assert g.runner.tags == 1
    assert g.run is not None  # Fetch does not end the run


def test_rex_ends_the_run_and_locks_runs_until_the_runner_pays_2_bits() -> None:
    g = _runner_at_ice("Rex", ["Baedeker's Net Map"], corp_credits=10)
    act(g, "trace", amount=3)
    act(g, "link", amount=0)
    assert g.run is None and "Rex ends the run." in g.log
    assert options(g, "run") == []
    unlock = options(g, "ability", card="Rex")
    assert [o.label for o in unlock] == ["Rex: pay 2 bits to run again"]
    # the lock lasts into the Runner's next turn
    to_corp_turn(g)
    to_runner_turn(g)
    assert options(g, "run") == []
    bits, actions = g.runner.credits, g.runner.clicks
    act(g, "ability", card="Rex")
    assert g.runner.credits == bits - 2 and g.runner.clicks == actions - 1
    assert {o.server for o in options(g, "run")} == {"HQ", "R&D", "Archives"}


def test_netwatch_operations_office_once_scored_gives_the_corp_a_trace_action() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Netwatch Operations Office"], "credits": 10},
        runner={"hand": ["Baedeker's Net Map"]},
    )
    corp_install(g, "Netwatch Operations Office", "new remote")
    assert options(g, "ability") == []  # not while it is only installed
    for _ in range(2):
        act(g, "advance", card="Netwatch Operations Office")
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    to_corp_turn(g)
    for _ in range(3):
        act(g, "advance", card="Netwatch Operations Office")
    act(g, "score", card="Netwatch Operations Office")
    next_corp_turn(g)
    act(g, "ability", card="Netwatch Operations Office")
    assert g.corp.clicks == 2
    assert [o.amount for o in options(g, "trace")] == [0, 1, 2]  # Trace 2, outside a run
    act(g, "trace", amount=2)
    act(g, "link", amount=0)
    assert g.runner.tags == 1
    assert "Trace value 2 against link 0: the trace succeeds." in g.log


def test_chance_observation_plays_only_after_a_run_and_traces_5_for_a_tag() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Chance Observation"], "credits": 10},
        runner={"hand": ["Baedeker's Net Map"]},
    )
    assert options(g, "play", card="Chance Observation") == []  # no run last turn
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    act(g, "run", server="Archives")
    to_corp_turn(g)
    act(g, "play", card="Chance Observation")
    assert [o.amount for o in options(g, "trace")] == [0, 1, 2, 3, 4, 5]
    act(g, "trace", amount=5)
    act(g, "link", card="Baedeker's Net Map", amount=5)  # 4 bits: a tie
    assert g.runner.tags == 1


def test_chance_observation_cannot_be_played_when_the_runner_did_not_run() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Chance Observation"], "credits": 10})
    next_corp_turn(g)
    assert options(g, "play", card="Chance Observation") == []


def test_base_link_and_post_reveal_cards_say_what_they_do() -> None:
    from netrunner.rulesets.classic import POOL

    assert POOL.definition("Baedeker's Net Map").text.splitlines()[:2] == [
        "0 bits: Base link 1.",
        "1 bit: +1 link.",
    ]
    assert "only after both bids are revealed" in POOL.definition("The Springboard").text
    assert "This damage cannot be prevented." in POOL.definition("Homewrecker [TM]").text


def test_the_terminal_board_shows_the_link_a_trace_can_reach() -> None:
    from rich.console import Console

    from netrunner.cli.board import board
    from netrunner.engine.words import CLASSIC_WORDS

    g = _runner_at_ice("Fetch 4.0.1", ["Access to Kiribati"], corp_credits=10, runner_credits=4)
    console = Console(width=160, record=True)
    console.print(board(g.view("runner"), "runner", [], words=CLASSIC_WORDS, pool=g.ruleset.pool))
    assert "0 (up to 3 in a trace)" in console.export_text()


def test_classic_trace_decisions_say_both_players_numbers() -> None:
    """The bids are secret, the bits and the link cards are not: the Corp bids knowing the
    Runner's bits for link and the link they reach; the Runner knows the most the Corp may bid."""
    g = _homewrecker_example()
    d = g.decision
    assert d is not None and d.kind == "trace"
    runner_bits = g.runner.credits
    # Baedeker's Net Map: base link 1 for 0 bits, +1 link per bit
    assert d.params == {
        "base": 5,  # Homewrecker's trace limit; capped by the Corp's 4 bits
        "limit": 4,
        "credits": 4,
        "runner_credits": runner_bits,
        "most_link": 1 + runner_bits,
    }
    assert d.prompt.endswith(
        f"You have 4 bits; the Runner has {runner_bits} bits for link and can reach link "
        f"{1 + runner_bits}."
    )
    act(g, "trace", amount=4)
    d = g.decision
    assert d is not None and d.kind == "link"
    assert d.params == {"base": 5, "limit": 4, "credits": runner_bits, "corp_credits": 4}
    assert f"the Corp may spend up to 4 bits (it has 4 bits); you have {runner_bits} bits" in (
        d.prompt
    )

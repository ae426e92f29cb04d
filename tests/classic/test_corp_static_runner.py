"""corp-static's Runner cards and trace modifiers: Arasaka Portable Prototype (an agenda point to
install), Record Reconstructor (an Archives run that puts two faceup cards back on R&D), MIT West
Tier (everything shuffled back, five drawn, removed from the game), Rabbit (ice traces with a
lower limit), Stumble through Wilderspace (+9 link in a run's traces) and the Corp's Hacker
Tracker Central (bits that raise both the trace value and the limit)."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    next_corp_turn,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _score(g: Game, title: str, server: str = "new remote") -> None:
    """The Corp installs the agenda ``title`` from HQ and scores it: all but one of its
    advancement counters are put on as the scene's set-up, the last by an advance action."""
    act(g, "install", card=title, server=server)
    agenda = next(c for c in g.installed_corp_cards() if c.title == title)
    g.add_advancements(agenda, g.advancement_requirement(agenda) - 1)
    act(g, "advance", card=title)
    act(g, "score", card=title)


# ---------------------------------------------------------------------- Arasaka Portable Prototype


def test_arasaka_portable_prototype_costs_an_agenda_point_and_gives_3_mu_and_breaker_bits() -> None:
    g = scenario(
        ruleset="classic",
        runner={"hand": ["Arasaka Portable Prototype", "Parraline 5750"], "credits": 11},
    )
    to_runner_turn(g)
    assert not options(g, "install", card="Arasaka Portable Prototype")  # no agenda point
    to_corp_turn(g)
    g.add_agenda_points("runner", 1)  # a point scored earlier, as the scene's set-up
    to_runner_turn(g)
    [o] = options(g, "install", card="Arasaka Portable Prototype")
    assert o.cost.agenda_points == 1 and o.cost.credits == 11
    g.choose(o)
    app = next(c for c in g.runner.hardware if c.title == "Arasaka Portable Prototype")
    assert g.runner.agenda_points == 0 and g.memory_limit() == 7
    assert app.counters == {"recurring": 3}
    assert g.spendable("runner", "icebreaker") == g.runner.credits + 3
    assert g.spendable("runner") == g.runner.credits  # only for icebreakers


# ---------------------------------------------------------------------- Record Reconstructor


def test_record_reconstructor_puts_two_faceup_cards_of_archives_on_rd_instead_of_access() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Night Shift", "Accounts Receivable", "Fire Wall"]},
        runner={"hand": ["Record Reconstructor"]},
    )
    act(g, "play", card="Night Shift")
    act(g, "play", card="Accounts Receivable")
    to_runner_turn(g)  # the Corp's turn ends: Fire Wall and a drawn card stay in HQ
    runner_install(g, "Record Reconstructor")
    deck = len(g.corp.deck)
    act(g, "ability", card="Record Reconstructor")
    while g.run is not None and g.decision is not None:
        assert g.decision.kind != "replace_access"  # no "may": not a choice
        act(g, "pass")
    assert not any(line.startswith("The Runner accesses") for line in g.log)
    assert "The run on Archives is successful." in g.log
    assert len(g.corp.deck) == deck + 2 and not g.corp.discard
    top = {g.corp.deck[0].title, g.corp.deck[1].title}
    assert top == {"Night Shift", "Accounts Receivable"}
    assert g.corp.deck[0].id in g.known_to_runner and g.corp.deck[1].id in g.known_to_runner
    assert any("go on top of R&D (the first on top)" in line for line in g.log)


# ---------------------------------------------------------------------- MIT West Tier


def test_mit_west_tier_shuffles_hand_trash_and_stack_draws_five_and_leaves_the_game() -> None:
    g = scenario(
        ruleset="classic",
        runner={
            "hand": ["MIT West Tier", "Score!", "Score!"],
            "deck": ["Loony Goon"] * 4,
            "credits": 5,
        },
    )
    to_runner_turn(g)
    act(g, "play", card="Score!")  # to the trash
    act(g, "play", card="MIT West Tier")
    assert len(g.runner.hand) == 5 and len(g.runner.deck) == 1 and not g.runner.discard
    assert "MIT West Tier" not in [c.title for c in (*g.runner.hand, *g.runner.deck)]
    assert "MIT West Tier is removed from the game." in g.log
    assert all(c.title != "MIT West Tier" for c in g.runner.discard)


# ---------------------------------------------------------------------- traces


def _run_into_fetch(g: Game) -> None:
    """The Runner runs HQ, the Corp rezzes Fetch 4.0.1 and its trace subroutine resolves."""
    act(g, "run", server="HQ")
    act(g, "rez", card="Fetch 4.0.1")
    if g.decision is not None and g.decision.kind == "encounter":
        act(g, "pass")


def test_rabbit_lowers_the_trace_limit_of_ice_by_1() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fetch 4.0.1"], "credits": 9},
        runner={"hand": ["Rabbit", "Baedeker's Net Map"], "credits": 5},
    )
    corp_install(g, "Fetch 4.0.1", "HQ")
    to_runner_turn(g)
    runner_install(g, "Rabbit")
    runner_install(g, "Baedeker's Net Map")
    _run_into_fetch(g)
    d = g.decision
    assert d is not None and d.kind == "trace" and d.player == "corp"
    assert [o.amount for o in d.options] == [0, 1, 2]  # Trace 3, less 1
    assert d.params["limit"] == 2
    assert "Its trace limit is 2 (-1 from the Runner's cards)." in g.log


def test_rabbit_leaves_a_trace_that_is_not_ice_alone() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Netwatch Operations Office"], "credits": 9},
        runner={"hand": ["Rabbit", "Baedeker's Net Map"], "credits": 5},
    )
    to_runner_turn(g)
    runner_install(g, "Rabbit")
    runner_install(g, "Baedeker's Net Map")
    to_corp_turn(g)
    _score(g, "Netwatch Operations Office")
    act(g, "ability", card="Netwatch Operations Office")
    assert [o.amount for o in options(g, "trace")] == [0, 1, 2]  # Trace 2: its own limit


def test_stumble_through_wilderspace_gives_9_link_in_every_trace_of_its_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fetch 4.0.1"], "credits": 9},
        runner={"hand": ["Stumble through Wilderspace"], "credits": 5},
    )
    corp_install(g, "Fetch 4.0.1", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Stumble through Wilderspace")
    act(g, "choose", server="HQ")
    act(g, "rez", card="Fetch 4.0.1")
    # without a link card the Runner has link 9: the bids happen
    d = g.decision
    assert d is not None and d.kind == "trace"
    act(g, "trace", amount=3)
    d = g.decision
    assert d is not None and d.kind == "link" and d.player == "runner"
    act(g, "link", amount=0)
    assert "Trace value 3 against link 9 (0, +9 for this run): the trace fails." in g.log
    assert g.runner.tags == 0


def test_a_trace_outside_a_stumble_run_has_no_extra_link() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fetch 4.0.1"], "credits": 9},
        runner={"hand": ["Score!"], "credits": 5},
    )
    corp_install(g, "Fetch 4.0.1", "HQ")
    to_runner_turn(g)
    _run_into_fetch(g)
    assert "The Runner cannot get link above 0: the Corp spends 0 bits and the trace succeeds." in (
        g.log
    )


def test_hacker_tracker_central_gets_a_bit_after_each_trace_that_raises_value_and_limit() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Hacker Tracker Central", "Netwatch Operations Office"], "credits": 9},
        runner={"hand": ["Baedeker's Net Map"], "credits": 5},
    )
    act(g, "install", card="Hacker Tracker Central", server="new remote")
    act(g, "rez", card="Hacker Tracker Central")
    to_runner_turn(g)
    runner_install(g, "Baedeker's Net Map")
    to_corp_turn(g)
    _score(g, "Netwatch Operations Office")
    htc = next(c for c in g.installed_corp_cards() if c.title == "Hacker Tracker Central")
    act(g, "ability", card="Netwatch Operations Office")  # Trace 2
    assert [o.amount for o in options(g, "trace")] == [0, 1, 2]  # no bit on it yet
    act(g, "trace", amount=0)
    act(g, "link", amount=0)
    assert htc.counters == {"credit": 1}  # after the trace, win or lose
    next_corp_turn(g)
    act(g, "ability", card="Netwatch Operations Office")
    bids = [(o.amount, o.cost.credits, o.cost.counters) for o in options(g, "trace")]
    # the pool pays up to the limit, 2; the bit on Hacker Tracker Central adds 1 beyond it
    assert bids == [(0, 0, 0), (1, 1, 0), (2, 2, 0), (1, 0, 1), (2, 1, 1), (3, 2, 1)]
    bits = g.corp.credits
    act(g, "trace", amount=3)
    assert htc.counters == {"credit": 1} and g.corp.credits == bits  # secret until the reveal
    act(g, "link", amount=1)
    assert g.corp.credits == bits - 2
    assert any("the Corp spends 3 bits, 1 from its cards (trace value 3)" in x for x in g.log)
    assert "Trace value 3 against link 1: the trace succeeds." in g.log
    assert htc.counters == {"credit": 1}  # spent, then 1 more after this trace


def test_arasaka_portable_prototype_is_a_deck_installing_it_trashes_the_older_deck() -> None:
    g = scenario(
        ruleset="classic",
        runner={"hand": ["Parraline 5750", "Arasaka Portable Prototype"], "credits": 20},
    )
    g.add_agenda_points("runner", 1)
    to_runner_turn(g)
    act(g, "install", card="Parraline 5750")
    act(g, "install", card="Arasaka Portable Prototype")
    assert [c.title for c in g.runner.hardware] == ["Arasaka Portable Prototype"]
    assert "Parraline 5750 is trashed to make room for Arasaka Portable Prototype." in g.log


def test_corporate_ally_is_unique_its_owner_keeps_one_copy() -> None:
    g = scenario(
        ruleset="classic", runner={"hand": ["Corporate Ally", "Corporate Ally"], "credits": 9}
    )
    g.add_agenda_points("runner", 2)
    to_runner_turn(g)
    act(g, "install", card="Corporate Ally")
    act(g, "install", card="Corporate Ally")
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    g.choose(0)
    assert [c.title for c in g.runner.resource] == ["Corporate Ally"]
    assert g.runner.agenda_points == 0  # both installs were paid


def test_a_run_lock_stops_stumble_through_wilderspace_and_record_reconstructor() -> None:
    g = scenario(
        ruleset="classic",
        runner={"hand": ["Stumble through Wilderspace", "Record Reconstructor"], "credits": 5},
    )
    to_runner_turn(g)
    runner_install(g, "Record Reconstructor")
    g.linger(("run_lock:Rex", -1, 2, "game"))  # Rex ended a run earlier: the scene's set-up
    act(g, "credit")
    assert not options(g, "play", card="Stumble through Wilderspace")
    assert not options(g, "ability", card="Record Reconstructor")
    assert options(g, "ability", card="Rex")  # the action that lifts the lock

"""Base-set cards beyond the card plan, one scenario per ability: Data Raven (counters on the
Runner, rules-diff 120), Signpost (link after the reveal, 85), Hell's Run and Pandora's Deck
(bits only for link, 21 and 84), Karl de Veres."""

from __future__ import annotations

from cards.helpers import corp_install, finish_run, run_on, to_corp_turn, to_runner_turn
from classic.test_trace import _runner_at_ice
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _raven_hits() -> Game:
    """The Runner, with no link card, runs into Data Raven: the trace succeeds at once."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Data Raven"], "credits": 10},
        runner={"credits": 5},
    )
    corp_install(g, "Data Raven", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Data Raven")
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    return g


def test_data_raven_tags_the_runner_and_gives_a_counter_that_tags_each_turn() -> None:
    g = _raven_hits()
    assert g.runner.tags == 1 and g.runner.counters == {"data_raven": 1}
    assert "The Runner gets a Data Raven counter (1 Data Raven counter in all)." in g.log
    assert g.view("corp")["runner"]["counters"] == {"data_raven": 1}
    to_corp_turn(g)
    g.runner.tags = 0  # (the Corp left the tag alone; say it was removed)
    to_runner_turn(g)
    assert g.runner.tags == 1  # the counter's tag at the start of the Runner's turn


def test_the_runner_removes_a_data_raven_counter_with_an_action_and_1_bit() -> None:
    g = _raven_hits()
    bits, actions = g.runner.credits, g.runner.clicks
    [remove] = options(g, "ability", card="Data Raven")
    assert remove.label == "Remove a Data Raven counter: pay 1 bit" and remove.cost.clicks == 1
    g.choose(remove)
    assert g.runner.counters == {} and g.runner.credits == bits - 1
    assert g.runner.clicks == actions - 1
    assert options(g, "ability", card="Data Raven") == []


def test_signpost_adds_2_link_for_a_bit_once_after_the_reveal() -> None:
    g = _runner_at_ice("Fetch 4.0.1", ["Signpost"], corp_credits=10)
    act(g, "trace", amount=1)
    act(g, "link", amount=0)  # no base link card: nothing before the reveal
    assert [o.label for o in options(g, "ability")] == ["Signpost: +2 link (1 bit)"]
    act(g, "ability", card="Signpost")
    act(g, "pass")
    assert "Trace value 1 against link 2: the trace fails." in g.log


def test_hells_run_gives_a_bit_only_for_link_each_turn() -> None:
    g = _runner_at_ice(
        "Fetch 4.0.1", ["Hell's Run", "Access to Kiribati"], corp_credits=10, runner_credits=1
    )
    assert g.runner.credits == 0  # Access to Kiribati took the last bit of the pool
    act(g, "trace", amount=0)
    # Hell's Run's bit pays Access to Kiribati's base link 1
    assert [(o.amount, o.cost.credits) for o in options(g, "link") if o.card] == [(1, 1)]
    act(g, "link", card="Access to Kiribati", amount=1)
    assert "Trace value 0 against link 1: the trace fails." in g.log


def test_pandoras_deck_gives_2_mu_and_3_bits_for_link_and_is_a_deck() -> None:
    g = scenario(
        ruleset="classic", runner={"hand": ["Pandora's Deck", "Parraline 5750"], "credits": 20}
    )
    to_runner_turn(g)
    act(g, "install", card="Pandora's Deck")
    assert g.memory_limit() == 6 and g.spendable("runner", "link") == g.runner.credits + 3
    act(g, "install", card="Parraline 5750")
    assert [c.title for c in g.runner.hardware] == ["Parraline 5750"]  # one deck at a time


def test_karl_de_veres_gives_a_bit_for_each_successful_run() -> None:
    g = scenario(
        ruleset="classic", runner={"hand": ["Karl de Veres, Corporate Stooge"], "credits": 2}
    )
    to_runner_turn(g)
    act(g, "install", card="Karl de Veres, Corporate Stooge")
    act(g, "run", server="Archives")
    finish_run(g)
    assert g.runner.credits == 1  # 2, less 2 for Karl, plus 1


def test_crybaby_accessed_gives_a_crying_counter_that_takes_2_off_link_in_each_trace() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Crybaby", "Fetch 4.0.1"], "credits": 10},
        runner={"hand": ["Baedeker's Net Map"], "credits": 10},
    )
    act(g, "install", card="Crybaby", server="R&D")
    corp_install(g, "Fetch 4.0.1", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Baedeker's Net Map")
    act(g, "run", server="R&D")
    while g.run is not None and g.decision is not None:
        root = [o for o in options(g, "access") if "root" in o.label]
        if options(g, "rez", card="Crybaby"):
            act(g, "rez", card="Crybaby")  # it works only rezzed: the Corp's last window
        elif root:
            g.choose(root[0])  # the upgrade in R&D's root, before the top card
        elif options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")
    assert g.runner.counters == {"crying": 1}
    run_on(g, "HQ", rez="Fetch 4.0.1")
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=1)
    act(g, "link", card="Baedeker's Net Map", amount=3)  # 2 bits
    assert (
        "Trace value 1 against link 1 (3 less 2 for the counters on the Runner): the trace succeeds."
        in g.log
    )
    assert g.runner.tags == 1


def test_the_runner_removes_a_crying_counter_with_an_action_and_2_bits() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Crybaby"]}, runner={"credits": 5})
    act(g, "install", card="Crybaby", server="new remote")
    act(g, "rez", card="Crybaby")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    finish_run(g)
    assert g.runner.counters == {"crying": 1}
    act(g, "ability", card="Crying")
    assert g.runner.counters == {} and g.runner.credits == 3


def test_bioweapons_engineering_scored_makes_each_source_of_meat_damage_do_1_more() -> None:
    from classic.test_corp_cards import _score

    g = scenario(
        ruleset="classic",
        corp={"hand": ["Bioweapons Engineering", "Scorched Earth"], "credits": 10},
        runner={"tags": 1, "hand": ["Score!"] * 6},
    )
    _score(g, "Bioweapons Engineering")
    act(g, "play", card="Scorched Earth")
    assert "The Runner takes 5 meat damage" in " ".join(g.log)
    assert len(g.runner.hand) == 1

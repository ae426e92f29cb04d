"""The Runner looks at hidden Corp cards (Technician Lover, Deep Thought, R&D-Protocol Files,
Expert Schedule Analyzer) or the Corp shows them (Boardwalk): the cards become known to the
Runner (the log names them; ``Game.known_to_runner``), and a Runner's determinisation keeps each
where it is while the Runner can follow it."""

from __future__ import annotations

from typing import Any

from cards.helpers import finish_run, runner_install, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

RD = ["Night Shift", "Fire Wall", "Data Wall", "Keeper", "Filter", "Razor Wire", "Code Corpse"]
HQ = ["Wall of Static", "Triggerman", "Neural Blade", "TKO 2.0"]


def _game(corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None) -> Game:
    return scenario(corp=corp, runner=runner, ruleset="classic")


def _run(g: Game, server: str) -> None:
    act(g, "run", server=server)
    finish_run(g)


def _titles_in_deals(g: Game, where: Any, seeds: range = range(8)) -> list[Any]:
    """What ``where(game)`` reads in the Runner's determinisations of ``g``, one per seed."""
    return [where(g.determinize("runner", seed=s)) for s in seeds]


# ---------------------------------------------------------------------- Technician Lover


def test_technician_lover_looks_at_the_top_card_of_rd_for_an_action() -> None:
    g = _game(corp={"deck": RD}, runner={"hand": ["Technician Lover"], "credits": 2})
    to_runner_turn(g)
    runner_install(g, "Technician Lover")
    act(g, "ability", card="Technician Lover")
    assert g.runner.clicks == 2
    top = g.corp.deck[0]
    assert top.title == "Night Shift" and top.id in g.known_to_runner
    assert "The Runner looks at the top card of R&D: Night Shift (Technician Lover)." in g.log
    # a Runner's determinisation keeps it on top of R&D; the rest of R&D is dealt anew
    assert set(_titles_in_deals(g, lambda d: d.corp.deck[0].title)) == {"Night Shift"}
    assert len(set(_titles_in_deals(g, lambda d: d.corp.deck[1].title))) > 1


def test_the_card_looked_at_stays_known_once_the_corp_draws_it() -> None:
    g = _game(corp={"deck": RD}, runner={"hand": ["Technician Lover"], "credits": 2})
    to_runner_turn(g)
    runner_install(g, "Technician Lover")
    act(g, "ability", card="Technician Lover")
    to_corp_turn(g)  # the Corp draws Night Shift: the Runner sees it go into HQ
    drawn = next(c for c in g.corp.hand if c.title == "Night Shift")
    assert drawn.id in g.known_to_runner
    deals = _titles_in_deals(g, lambda d: d.cards[drawn.id].title)
    assert set(deals) == {"Night Shift"}


# ---------------------------------------------------------------------- Deep Thought


def test_three_thought_counters_let_the_runner_look_at_the_top_of_rd_each_turn() -> None:
    g = _game(corp={"deck": RD}, runner={"hand": ["Deep Thought"]})
    to_runner_turn(g)
    runner_install(g, "Deep Thought")
    _run(g, "R&D")
    _run(g, "HQ")  # not R&D: no counter
    _run(g, "R&D")
    assert g.corp.counters == {"thought": 2}
    to_corp_turn(g)
    to_runner_turn(g)
    assert not any("(Deep Thought)" in line for line in g.log)  # two are not enough
    _run(g, "R&D")
    assert g.corp.counters == {"thought": 3}
    to_corp_turn(g)  # the Corp draws Fire Wall
    to_runner_turn(g)
    assert "The Runner looks at the top card of R&D: Data Wall (Deep Thought)." in g.log
    assert g.corp.deck[0].id in g.known_to_runner


# ---------------------------------------------------------------------- Boardwalk


def test_every_two_boardwalk_counters_make_the_corp_show_a_random_card_of_hq() -> None:
    g = _game(corp={"hand": HQ, "deck": RD}, runner={"hand": ["Boardwalk"]})
    to_runner_turn(g)
    runner_install(g, "Boardwalk")
    _run(g, "HQ")
    _run(g, "HQ")
    _run(g, "R&D")  # not HQ: no counter
    assert g.corp.counters == {"boardwalk": 2}
    to_corp_turn(g)
    to_runner_turn(g)
    [line] = [x for x in g.log if "(Boardwalk)" in x]
    assert line.startswith("The Corp shows the Runner 1 card of HQ at random: ")
    shown = line.split(": ", 1)[1].removesuffix(" (Boardwalk).")
    card = next(c for c in g.corp.hand if c.title == shown)
    assert card.id in g.known_to_runner
    # a Runner's determinisation keeps the card shown in HQ, and deals the others anew (the
    # cards the Runner accessed in HQ are known too, as long as they stay there)
    assert set(_titles_in_deals(g, lambda d: d.cards[card.id].title)) == {shown}
    other = next(c for c in g.corp.hand if c.id not in g.known_to_runner)
    assert len(set(_titles_in_deals(g, lambda d: d.cards[other.id].title))) > 1


def test_boardwalk_shows_as_many_cards_as_hq_holds_when_it_holds_too_few() -> None:
    g = _game(corp={"hand": ["Wall of Static"], "deck": RD}, runner={"hand": ["Boardwalk"]})
    to_runner_turn(g)
    runner_install(g, "Boardwalk")
    for _ in range(3):
        _run(g, "HQ")
    g.add_player_counters("corp", "boardwalk", 1)  # 4 counters: two cards to show
    to_corp_turn(g)  # the Corp draws Night Shift: 2 cards in HQ
    act(g, "credit")
    act(g, "credit")
    act(g, "play", card="Night Shift")  # 1 card left in HQ (and one drawn: Fire Wall)
    to_runner_turn(g)
    assert len(g.corp.hand) == 2
    assert any(x.startswith("The Corp shows the Runner 2 cards of HQ at random") for x in g.log)
    assert all(c.id in g.known_to_runner for c in g.corp.hand)


# ---------------------------------------------------------------------- Expert Schedule Analyzer


def test_expert_schedule_analyzer_looks_at_all_of_hq_after_accessing_it() -> None:
    g = _game(corp={"hand": HQ, "deck": RD}, runner={"hand": ["Expert Schedule Analyzer"]})
    to_runner_turn(g)
    runner_install(g, "Expert Schedule Analyzer")
    _run(g, "R&D")  # no access from HQ: nothing
    assert not any("(Expert Schedule Analyzer)" in line for line in g.log)
    _run(g, "HQ")
    [line] = [x for x in g.log if "(Expert Schedule Analyzer)" in x]
    assert line.startswith("The Runner looks at the 4 cards in HQ: ")
    named = line.split(": ", 1)[1].removesuffix(" (Expert Schedule Analyzer).").split(", ")
    assert sorted(named) == sorted(HQ)
    assert all(c.id in g.known_to_runner for c in g.corp.hand)
    hq = sorted(c.title for c in g.corp.hand)
    deals = _titles_in_deals(g, lambda d: sorted(c.title for c in d.corp.hand))
    assert all(d == hq for d in deals)


def test_expert_schedule_analyzer_needs_the_access_to_happen() -> None:
    g = _game(corp={"hand": HQ}, runner={"hand": ["Expert Schedule Analyzer"]})
    to_runner_turn(g)
    runner_install(g, "Expert Schedule Analyzer")
    act(g, "run", server="HQ")
    act(g, "jack_out")  # the last chance before success (rules-diff 53)
    assert g.run is None
    assert not any("(Expert Schedule Analyzer)" in line for line in g.log)


# ---------------------------------------------------------------------- R&D-Protocol Files


def test_rd_protocol_files_runs_rd_and_looks_at_the_top_five_instead_of_accessing() -> None:
    g = _game(corp={"deck": RD}, runner={"hand": ["R&D-Protocol Files"]})
    to_runner_turn(g)
    runner_install(g, "R&D-Protocol Files")
    n = len(g.log)
    act(g, "ability", card="R&D-Protocol Files")
    assert g.runner.clicks == 2  # the run takes no action beyond the card's
    while g.run is not None and g.decision is not None:
        assert not options(g, "access") and g.decision.kind != "replace_access"
        act(g, "pass")
    assert g.flags.get("successful_run:R&D") == 1
    assert (
        "The Runner looks at the top 5 cards of R&D: Night Shift, Fire Wall, Data Wall, Keeper,"
        " Filter (R&D-Protocol Files)." in g.log[n:]
    )
    assert not any(line.startswith("The Runner accesses") for line in g.log[n:])
    top = [c.title for c in g.corp.deck[:5]]
    # a Runner's determinisation keeps the five cards it saw where they are
    deals = _titles_in_deals(g, lambda d: [c.title for c in d.corp.deck[:5]])
    assert all(d == top for d in deals)
    assert len(set(_titles_in_deals(g, lambda d: d.corp.deck[5].title))) > 1


def test_the_runner_forgets_rd_once_it_is_shuffled() -> None:
    g = _game(corp={"deck": RD}, runner={"hand": ["R&D-Protocol Files"]})
    to_runner_turn(g)
    runner_install(g, "R&D-Protocol Files")
    act(g, "ability", card="R&D-Protocol Files")
    finish_run(g)
    assert len([c for c in g.corp.deck if c.id in g.known_to_runner]) == 5
    g.shuffle_deck("corp")
    assert not any(c.id in g.known_to_runner for c in g.corp.deck)

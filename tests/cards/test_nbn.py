"""Scenario tests for the NBN cards of the Core Set: one test per card ability."""

from __future__ import annotations

from typing import Any

import netrunner
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

from .helpers import (
    corp_install,
    corp_passes,
    corp_rez,
    next_corp_turn,
    run_on,
    to_corp_turn,
    to_runner_turn,
)

MAKING_NEWS = "NBN: Making News"


def _identity(g: Game, side: str = "corp") -> dict[str, Any]:
    ident: dict[str, Any] = g.view(side)["corp"]["identity"]
    return ident


def _content(g: Game, server: str, side: str = "corp") -> list[dict[str, Any]]:
    cards: list[dict[str, Any]] = g.view(side)["corp"]["servers"][server]["content"]
    return cards


def _scored(g: Game, title: str) -> dict[str, Any]:
    for c in g.view("runner")["corp"]["scored"]:
        if c["title"] == title:
            found: dict[str, Any] = c
            return found
    raise AssertionError(f"{title} is not in the Corp's score area")


def _advance(g: Game, title: str, server: str, times: int) -> None:
    for _ in range(times):
        act(g, "advance", card=title, server=server)


def _trace_bids(g: Game, corp: int, runner: int | None = None) -> None:
    """The Corp spends ``corp`` on the trace, then the Runner ``runner`` (if asked)."""
    act(g, "trace", amount=corp)
    if runner is not None:
        act(g, "link", amount=runner)


# ---------------------------------------------------------------------- NBN: Making News


def test_making_news_has_2_recurring_credits_from_the_start_of_the_game() -> None:
    g = netrunner.Game.new(corp="starter:nbn", runner="starter:shaper", seed=3)
    assert g.decision is not None and g.decision.prompt.startswith("Corp: keep")
    assert _identity(g, "runner")["counters"] == {"recurring": 2}
    g = scenario(corp={"identity": MAKING_NEWS})
    assert _identity(g)["counters"] == {"recurring": 2}


def test_making_news_credits_boost_a_trace() -> None:
    g = scenario(corp={"identity": MAKING_NEWS, "hand": ["Hunter"], "credits": 1})
    corp_install(g, "Hunter", "HQ")
    to_runner_turn(g)  # the Corp gains 2 credits for its 2 spare clicks: 3 credits
    run_on(g, "HQ", rez="Hunter")  # Hunter costs 1: 2 credits left
    assert g.corp.credits == 2
    # the bid goes up to the credit pool plus the 2 recurring credits
    assert {o.amount for o in options(g, "trace")} == {0, 1, 2, 3, 4}
    act(g, "trace", amount=2)
    assert g.corp.credits == 2  # the recurring credits were spent first
    assert _identity(g)["counters"] == {"recurring": 0}
    assert g.decision is not None
    assert g.decision.public_prompt == "Trace strength 5: the Runner bids."
    act(g, "link", amount=4)  # link 4 against trace strength 5
    assert g.runner.tags == 1


def test_making_news_credits_pay_for_nothing_but_traces() -> None:
    g = scenario(corp={"identity": MAKING_NEWS, "hand": ["Hedge Fund"], "credits": 4})
    # 4 credits in the pool + 2 recurring credits: still not enough for Hedge Fund (5)
    assert options(g, "credit")
    assert options(g, "play", card="Hedge Fund") == []


def test_making_news_credits_refill_when_the_corp_turn_begins() -> None:
    g = scenario(corp={"identity": MAKING_NEWS, "hand": ["Hunter"], "credits": 1})
    corp_install(g, "Hunter", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Hunter")
    _trace_bids(g, 2, 0)
    assert _identity(g)["counters"] == {"recurring": 0}
    to_corp_turn(g)
    assert _identity(g)["counters"] == {"recurring": 2}


# ---------------------------------------------------------------------- AstroScript Pilot Program


def _scored_astroscript(extra_hand: list[str]) -> Game:
    """The Corp scores AstroScript on its second turn (1 click left), with ``extra_hand`` in HQ."""
    g = scenario(corp={"hand": ["AstroScript Pilot Program", *extra_hand], "credits": 10})
    corp_install(g, "AstroScript Pilot Program", "new remote")
    _advance(g, "AstroScript Pilot Program", "Server 1", 2)
    next_corp_turn(g)
    act(g, "advance", card="AstroScript Pilot Program", server="Server 1")
    act(g, "score", card="AstroScript Pilot Program")
    return g


def test_astroscript_gets_an_agenda_counter_when_scored() -> None:
    g = _scored_astroscript([])
    assert g.corp.agenda_points == 2
    assert _scored(g, "AstroScript Pilot Program")["counters"] == {"agenda": 1}
    assert "1 agenda counter placed on AstroScript Pilot Program." in g.log


def test_astroscript_agenda_counter_places_an_advancement_token() -> None:
    g = _scored_astroscript(["Breaking News"])
    corp_install(g, "Breaking News", "new remote")  # Server 2
    assert g.decision is not None and g.decision.player == "corp"
    act(g, "ability", card="AstroScript Pilot Program")
    assert g.decision.public_prompt == (
        "AstroScript Pilot Program: the Corp chooses a card to place 1 advancement token on."
    )
    act(g, "choose", card="Breaking News")
    assert _content(g, "Server 2", "runner")[0]["advancements"] == 1
    assert _scored(g, "AstroScript Pilot Program")["counters"] == {"agenda": 0}
    line = g.log[-1]
    assert line.startswith("AstroScript Pilot Program: the Corp places 1 advancement token on")
    assert "a card in Server 2" in line and "Breaking News" not in line
    assert options(g, "ability", card="AstroScript Pilot Program") == []  # no counter left


def test_astroscript_counter_is_not_offered_with_nothing_to_advance() -> None:
    g = _scored_astroscript([])
    assert options(g, "credit")  # the Corp's action decision (2 clicks left)
    assert options(g, "ability", card="AstroScript Pilot Program") == []


# ---------------------------------------------------------------------- Breaking News


def _score_breaking_news(runner_tags: int = 0) -> Game:
    g = scenario(corp={"hand": ["Breaking News"]}, runner={"tags": runner_tags})
    corp_install(g, "Breaking News", "new remote")
    _advance(g, "Breaking News", "Server 1", 2)
    act(g, "score", card="Breaking News")
    return g


def test_breaking_news_gives_2_tags_when_scored() -> None:
    g = _score_breaking_news()
    assert g.corp.agenda_points == 1
    assert g.view("corp")["runner"]["tags"] == 2


def test_breaking_news_runner_loses_2_tags_when_the_turn_ends() -> None:
    g = _score_breaking_news(runner_tags=1)
    assert g.runner.tags == 3
    to_runner_turn(g)
    assert g.view("runner")["runner"]["tags"] == 1
    assert "Breaking News: the Runner loses 2 tags." in g.log


def test_breaking_news_removes_no_tags_at_the_end_of_later_turns() -> None:
    g = _score_breaking_news(runner_tags=1)
    to_runner_turn(g)
    to_corp_turn(g)
    to_runner_turn(g)  # the end of the Corp's next turn: Breaking News does nothing
    assert g.runner.tags == 1
    assert sum(line.startswith("Breaking News:") for line in g.log) == 1


# ---------------------------------------------------------------------- operations


def test_anonymous_tip_draws_3_cards_for_free() -> None:
    g = scenario(corp={"hand": ["Anonymous Tip"], "credits": 0})
    act(g, "play", card="Anonymous Tip")
    v = g.view("corp")["corp"]
    assert v["credits"] == 0
    assert v["hand_size"] == 3
    assert v["deck_size"] == 7
    assert [c["title"] for c in v["discard"]] == ["Anonymous Tip"]


def test_closed_accounts_needs_a_tagged_runner() -> None:
    g = scenario(corp={"hand": ["Closed Accounts"]}, runner={"tags": 0})
    assert options(g, "credit")
    assert options(g, "play", card="Closed Accounts") == []


def test_closed_accounts_runner_loses_all_credits() -> None:
    g = scenario(corp={"hand": ["Closed Accounts"]}, runner={"tags": 1, "credits": 12})
    act(g, "play", card="Closed Accounts")
    assert g.view("runner")["runner"]["credits"] == 0
    assert g.corp.credits == 5 - 1
    assert g.runner.tags == 1


def test_psychographics_needs_a_tagged_runner() -> None:
    g = scenario(corp={"hand": ["Psychographics", "Breaking News"]}, runner={"tags": 0})
    corp_install(g, "Breaking News", "new remote")
    assert options(g, "play", card="Psychographics") == []


def test_psychographics_x_is_at_most_the_runner_tags() -> None:
    g = scenario(corp={"hand": ["Psychographics", "Ice Wall"], "credits": 9}, runner={"tags": 3})
    corp_install(g, "Ice Wall", "HQ")
    act(g, "play", card="Psychographics")
    assert {o.amount for o in options(g, "choose")} == {1, 2, 3}
    act(g, "choose", amount=3)
    act(g, "choose", card="Ice Wall")
    assert g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]["advancements"] == 3
    assert g.corp.credits == 9 - 3


def test_psychographics_x_is_at_most_the_corp_credits() -> None:
    g = scenario(
        corp={"hand": ["Psychographics", "AstroScript Pilot Program"], "credits": 2},
        runner={"tags": 4},
    )
    corp_install(g, "AstroScript Pilot Program", "new remote")
    act(g, "play", card="Psychographics")
    assert {o.amount for o in options(g, "choose")} == {1, 2}
    act(g, "choose", amount=2)
    act(g, "choose", card="AstroScript Pilot Program")
    assert _content(g, "Server 1", "runner")[0]["advancements"] == 2
    assert g.corp.credits == 0
    # the agenda's title stays hidden in the public log
    assert not any("AstroScript" in line for line in g.log)


def test_sea_source_needs_a_successful_run_last_turn() -> None:
    g = scenario(corp={"hand": ["SEA Source", "Hedge Fund"]})
    assert options(g, "play", card="SEA Source") == []  # no Runner turn yet
    to_runner_turn(g)
    act(g, "run", server="Archives")  # successful (Archives is empty)
    to_corp_turn(g)
    assert options(g, "play", card="SEA Source")
    to_runner_turn(g)  # no run in this Runner turn
    to_corp_turn(g)
    assert options(g, "credit")
    assert options(g, "play", card="SEA Source") == []


def test_sea_source_trace_3_gives_a_tag() -> None:
    g = scenario(corp={"hand": ["SEA Source"]}, runner={"credits": 0})
    to_runner_turn(g)
    act(g, "run", server="Archives")
    to_corp_turn(g)  # the Runner's 3 spare clicks become 3 credits
    act(g, "play", card="SEA Source")
    assert g.corp.credits == 8 - 2
    _trace_bids(g, 1, 3)  # strength 4 against link 3
    assert g.runner.tags == 1


# ---------------------------------------------------------------------- Ghost Branch


def _ghost_branch_accessed(advancements: int) -> Game:
    g = scenario(corp={"hand": ["Ghost Branch"]})
    corp_install(g, "Ghost Branch", "new remote")
    _advance(g, "Ghost Branch", "Server 1", advancements)
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    act(g, "pass")  # Ghost Branch stays unrezzed as the Runner approaches the server
    assert "The Runner accesses Ghost Branch in Server 1." in g.log
    return g


def test_ghost_branch_gives_a_tag_per_advancement_token_when_accessed() -> None:
    g = _ghost_branch_accessed(2)
    assert g.decision is not None and g.decision.player == "corp"
    assert g.decision.public_prompt == "The Corp decides whether to use Ghost Branch."
    act(g, "ability", card="Ghost Branch")
    assert g.view("runner")["runner"]["tags"] == 2


def test_ghost_branch_tags_are_optional() -> None:
    g = _ghost_branch_accessed(1)
    act(g, "pass")
    assert g.runner.tags == 0


def test_ghost_branch_without_advancement_tokens_gives_nothing() -> None:
    g = _ghost_branch_accessed(0)
    assert options(g, "ability", card="Ghost Branch") == []
    assert g.runner.tags == 0


# ---------------------------------------------------------------------- Data Raven


def _encounter_data_raven(corp_credits: int = 8, runner_credits: int = 5) -> Game:
    g = scenario(
        corp={"hand": ["Data Raven"], "credits": corp_credits}, runner={"credits": runner_credits}
    )
    corp_install(g, "Data Raven", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Data Raven")
    assert g.decision is not None and g.decision.player == "runner"
    return g


def test_data_raven_runner_may_take_a_tag_on_encounter() -> None:
    g = _encounter_data_raven()
    assert g.decision is not None
    assert {o.target for o in options(g, "choose")} == {"Take 1 tag.", "End the run."}
    act(g, "choose", target="Take 1 tag.")
    assert g.runner.tags == 1
    assert g.run is not None and g.run.phase == "encounter"  # the subroutine's trace comes next


def test_data_raven_runner_may_end_the_run_on_encounter() -> None:
    g = _encounter_data_raven()
    act(g, "choose", target="End the run.")
    assert g.run is None
    assert g.runner.tags == 0
    assert not any("subroutine resolves" in line for line in g.log)


def test_data_raven_trace_places_a_power_counter() -> None:
    g = _encounter_data_raven()
    act(g, "choose", target="Take 1 tag.")
    _trace_bids(g, 0, 2)  # strength 3 against link 2
    raven = g.view("runner")["corp"]["servers"]["HQ"]["ice"][0]
    assert raven["counters"] == {"power": 1}
    assert g.runner.tags == 1


def test_data_raven_power_counter_gives_a_tag() -> None:
    g = _encounter_data_raven()
    act(g, "choose", target="Take 1 tag.")
    _trace_bids(g, 0, 0)
    to_corp_turn(g)
    assert g.runner.tags == 1
    act(g, "ability", card="Data Raven")
    assert g.runner.tags == 2
    assert g.view("corp")["corp"]["servers"]["HQ"]["ice"][0]["counters"] == {"power": 0}
    assert g.corp.clicks == 3  # a paid ability, not a click
    assert options(g, "ability", card="Data Raven") == []


# ---------------------------------------------------------------------- Matrix Analyzer


def _encounter_matrix_analyzer() -> Game:
    g = scenario(corp={"hand": ["Matrix Analyzer", "Breaking News"], "credits": 5})
    corp_install(g, "Breaking News", "new remote")
    corp_install(g, "Matrix Analyzer", "Server 1")
    to_runner_turn(g)  # 5 + 1 spare click = 6
    run_on(g, "Server 1", rez="Matrix Analyzer")  # rez cost 1: 5 left
    return g


def test_matrix_analyzer_corp_pays_1_to_place_an_advancement_token() -> None:
    g = _encounter_matrix_analyzer()
    assert g.decision is not None and g.decision.player == "corp"
    assert g.decision.public_prompt == "The Corp decides whether to use Matrix Analyzer."
    act(g, "ability", card="Matrix Analyzer")
    assert "Breaking News" not in g.decision.public_prompt
    act(g, "choose", card="Breaking News")
    assert g.corp.credits == 5 - 1
    assert _content(g, "Server 1", "runner")[0]["advancements"] == 1
    assert not any("Breaking News" in line for line in g.log)


def test_matrix_analyzer_advancement_is_optional() -> None:
    g = _encounter_matrix_analyzer()
    act(g, "pass")
    assert g.corp.credits == 5
    assert _content(g, "Server 1")[0]["advancements"] == 0


def test_matrix_analyzer_trace_2_gives_a_tag() -> None:
    g = _encounter_matrix_analyzer()
    act(g, "pass")
    _trace_bids(g, 1, 2)  # strength 3 against link 2
    assert g.runner.tags == 1


# ---------------------------------------------------------------------- Tollbooth


def _tollbooth_run(runner: dict[str, Any]) -> Game:
    g = scenario(corp={"hand": ["Tollbooth"], "credits": 10}, runner=runner)
    corp_install(g, "Tollbooth", "R&D")
    to_runner_turn(g)
    return g


def test_tollbooth_runner_pays_3_on_encounter() -> None:
    g = _tollbooth_run({"credits": 5})
    run_on(g, "R&D", rez="Tollbooth")
    assert g.runner.credits == 2
    assert "The Runner pays 3 credits (Tollbooth)." in g.log
    # no breaker: the subroutine ends the run
    assert g.run is None
    assert "Tollbooth ends the run." in g.log


def test_tollbooth_ends_the_run_if_the_runner_cannot_pay() -> None:
    g = _tollbooth_run({"credits": 2})
    run_on(g, "R&D", rez="Tollbooth")
    assert g.run is None
    assert g.runner.credits == 2
    assert "The Runner cannot pay 3 credits: Tollbooth ends the run." in g.log
    assert not any("subroutine resolves" in line for line in g.log)


def test_tollbooth_runner_who_pays_may_break_it_and_go_on() -> None:
    g = _tollbooth_run({"hand": ["Gordian Blade"], "credits": 11})
    act(g, "install", card="Gordian Blade")  # 4 credits: 7 left
    run_on(g, "R&D", rez="Tollbooth")
    assert g.runner.credits == 4
    for _ in range(3):  # strength 2 -> 5
        act(g, "boost", card="Gordian Blade")
    act(g, "break", card="Gordian Blade", target="End the run.")
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert "The Runner accesses Hedge Fund from R&D." in g.log


# ---------------------------------------------------------------------- Red Herrings


def _access(g: Game, title: str) -> None:
    """The Runner accesses the installed (unrezzed) card ``title`` next."""
    (card,) = [c for c in g.corp.servers["Server 1"].content if c.title == title]
    act(g, "access", card_id=card.id)


def _red_herrings_run(runner_credits: int) -> Game:
    g = scenario(
        corp={"hand": ["Breaking News", "Red Herrings"]}, runner={"credits": runner_credits}
    )
    corp_install(g, "Breaking News", "new remote")
    corp_install(g, "Red Herrings", "Server 1")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    act(g, "rez", card="Red Herrings")  # as the Runner approaches the server
    corp_passes(g)
    return g


def test_red_herrings_runner_pays_5_more_to_steal() -> None:
    g = _red_herrings_run(7)
    _access(g, "Breaking News")
    assert options(g, "steal", card="Breaking News", amount=5)
    act(g, "steal", card="Breaking News")
    assert g.runner.credits == 2
    assert g.runner.agenda_points == 1


def test_red_herrings_agenda_stays_if_runner_declines_to_pay() -> None:
    g = _red_herrings_run(7)
    _access(g, "Breaking News")
    act(g, "pass")
    assert g.runner.agenda_points == 0
    assert g.runner.credits == 7
    assert [c.title for c in g.corp.servers["Server 1"].content] == [
        "Breaking News",
        "Red Herrings",
    ]


def test_red_herrings_runner_without_5_credits_cannot_steal() -> None:
    g = _red_herrings_run(4)
    _access(g, "Breaking News")
    assert options(g, "steal") == []
    assert "The Runner cannot pay 5 credits to steal Breaking News." in g.log
    assert g.runner.agenda_points == 0


def test_red_herrings_still_applies_after_it_is_trashed_during_the_run() -> None:
    g = _red_herrings_run(7)
    act(g, "access", card="Red Herrings")
    act(g, "trash", card="Red Herrings")  # trash cost 1: 6 left
    assert "Red Herrings" in [c.title for c in g.corp.discard]
    assert options(g, "steal", card="Breaking News", amount=5)
    act(g, "steal", card="Breaking News")
    assert g.runner.credits == 1
    assert g.runner.agenda_points == 1


def test_red_herrings_costs_nothing_while_unrezzed() -> None:
    g = scenario(corp={"hand": ["Breaking News", "Red Herrings"]}, runner={"credits": 7})
    corp_install(g, "Breaking News", "new remote")
    corp_install(g, "Red Herrings", "Server 1")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    corp_passes(g)  # Red Herrings stays unrezzed
    _access(g, "Breaking News")
    assert options(g, "steal") == []  # stolen at once, for nothing
    assert g.runner.agenda_points == 1
    assert g.runner.credits == 7


# ---------------------------------------------------------------------- SanSan City Grid


def test_sansan_city_grid_lowers_advancement_requirement_in_its_server() -> None:
    g = scenario(corp={"hand": ["AstroScript Pilot Program", "SanSan City Grid"], "credits": 10})
    corp_install(g, "AstroScript Pilot Program", "new remote")
    corp_install(g, "SanSan City Grid", "Server 1")
    assert corp_rez(g, "SanSan City Grid") == 6
    _advance(g, "AstroScript Pilot Program", "Server 1", 1)
    next_corp_turn(g)
    act(g, "advance", card="AstroScript Pilot Program", server="Server 1")
    act(g, "score", card="AstroScript Pilot Program")  # 2 advancements instead of 3
    assert g.corp.agenda_points == 2


def test_sansan_city_grid_does_nothing_while_unrezzed() -> None:
    g = scenario(corp={"hand": ["AstroScript Pilot Program", "SanSan City Grid"], "credits": 10})
    corp_install(g, "AstroScript Pilot Program", "new remote")
    corp_install(g, "SanSan City Grid", "Server 1")
    _advance(g, "AstroScript Pilot Program", "Server 1", 1)
    next_corp_turn(g)
    act(g, "advance", card="AstroScript Pilot Program", server="Server 1")
    assert options(g, "score") == []


def test_sansan_city_grid_does_not_lower_agendas_of_other_servers() -> None:
    g = scenario(
        corp={"hand": ["AstroScript Pilot Program", "SanSan City Grid"], "credits": 10},
    )
    corp_install(g, "AstroScript Pilot Program", "new remote")
    corp_install(g, "SanSan City Grid", "HQ")
    corp_rez(g, "SanSan City Grid")
    _advance(g, "AstroScript Pilot Program", "Server 1", 1)
    next_corp_turn(g)
    act(g, "advance", card="AstroScript Pilot Program", server="Server 1")
    assert options(g, "score") == []


def test_sansan_city_grid_limit_1_region_per_server() -> None:
    g = scenario(corp={"hand": ["SanSan City Grid", "SanSan City Grid"], "credits": 10})
    corp_install(g, "SanSan City Grid", "HQ")
    corp_install(g, "SanSan City Grid", "HQ")
    assert len(g.corp.servers["HQ"].content) == 1
    assert len(g.corp.discard) == 1
    assert "The Corp trashes a card in HQ." in g.log

"""Rules scenarios: making runs (initiation, approach, rez decision, encounter, breaking,
subroutines, end the run, jacking out, success) and hidden information during a run."""

from __future__ import annotations

import json
from typing import Any

import pytest

from netrunner.engine.game import Game
from netrunner.testing import act, end_turn, options, pass_until, scenario


def runner_turn(
    corp_hand: list[str],
    installs: list[tuple[str, str]],
    *,
    corp_credits: int = 5,
    runner: dict[str, Any] | None = None,
    corp: dict[str, Any] | None = None,
) -> Game:
    """The Corp installs ``installs`` (title, server), then the Runner's first turn begins."""
    g = scenario(corp={"hand": corp_hand, "credits": corp_credits, **(corp or {})}, runner=runner)
    for title, server in installs:
        act(g, "install", card=title, server=server)
        if options(g, "choose"):  # ice already protects the server: keep it, pay the extra cost
            act(g, "pass")
    end_turn(g)
    assert g.active == "runner" and g.decision is not None and g.decision.player == "runner"
    return g


def runner_installs(g: Game, *titles: str) -> None:
    for t in titles:
        act(g, "install", card=t)


def corp_rezzes(g: Game, title: str) -> None:
    assert g.decision is not None and g.decision.player == "corp"
    act(g, "rez", card=title)


def corp_declines(g: Game) -> None:
    assert g.decision is not None and g.decision.player == "corp"
    act(g, "pass")


def kinds(g: Game) -> list[str]:
    assert g.decision is not None
    return [o.kind for o in g.decision.options]


def runner_is_back_to_actions(g: Game) -> bool:
    d = g.decision
    return d is not None and d.player == "runner" and any(o.kind == "run" for o in d.options)


# ---------------------------------------------------------------------- initiation


def test_run_costs_a_click() -> None:
    g = runner_turn([], [])
    assert g.runner.clicks == 4
    act(g, "run", server="HQ")
    assert g.runner.clicks == 3
    assert "The Runner makes a run on HQ." in g.log


@pytest.mark.parametrize("server", ["HQ", "R&D", "Archives", "Server 1"])
def test_run_on_each_central_server_and_a_remote(server: str) -> None:
    g = runner_turn(["PAD Campaign"], [("PAD Campaign", "new remote")])
    act(g, "run", server=server)
    pass_until(g, "runner")
    # a remote with an unrezzed card gives an access (and trash decision): leave the card
    while not runner_is_back_to_actions(g):
        act(g, "pass")
    assert f"The run on {server} is successful." in g.log
    assert f"The run on {server} ends (successful)." in g.log
    assert g.run is None


def test_run_on_server_without_ice_goes_straight_to_success() -> None:
    g = runner_turn(["Beanstalk Royalties"], [], corp={"deck": ["Hedge Fund"] * 3})
    before = len(g.log)
    act(g, "run", server="R&D")
    new = g.log[before:]
    assert new[:3] == [
        "The Runner makes a run on R&D.",
        "The Runner approaches R&D.",
        "The run on R&D is successful.",
    ]
    assert not any("approaches" in line and "ice" in line for line in new)
    assert runner_is_back_to_actions(g)


# ---------------------------------------------------------------------- approach and rez


def test_approaching_unrezzed_ice_gives_the_corp_a_rez_decision() -> None:
    g = runner_turn(["Ice Wall"], [("Ice Wall", "HQ")])
    act(g, "run", server="HQ")
    d = g.decision
    assert d is not None and d.player == "corp"
    assert g.run is not None and g.run.phase == "approach"
    assert sorted(kinds(g)) == ["pass", "rez"]
    assert options(g, "rez", card="Ice Wall", server="HQ")


def test_approaching_rezzed_ice_the_corp_is_asked_only_about_other_cards() -> None:
    g = runner_turn(
        ["Ice Wall", "PAD Campaign"], [("Ice Wall", "HQ"), ("PAD Campaign", "new remote")]
    )
    act(g, "run", server="HQ")
    d = g.decision
    assert d is not None and d.prompt == "The Runner approaches Ice Wall: rez it (or other cards)?"
    assert g.view("runner")["decision"]["prompt"] == (
        "The Corp decides whether to rez the approached ice."
    )
    corp_rezzes(g, "Ice Wall")
    while g.run is not None:
        act(g, "pass")  # Ice Wall ends the run
    end_turn(g)
    end_turn(g)
    act(g, "run", server="HQ")
    d = g.decision  # PAD Campaign is unrezzed: the Corp is asked, and not about Ice Wall
    assert d is not None and d.player == "corp" and d.kind == "rez"
    assert d.prompt == "The Runner approaches Ice Wall (rezzed): rez other cards?"
    assert [o.card for o in options(g, "rez")] == ["PAD Campaign"]
    assert g.view("runner")["decision"]["prompt"] == "The Corp decides whether to rez other cards."
    assert d.options[-1].label == "Rez nothing more"


def test_corp_is_asked_to_rez_even_when_it_cannot_afford_it() -> None:
    # Wall of Static costs 3 to rez: the Corp has 2 credits after its turn
    poor = runner_turn(["Wall of Static"], [("Wall of Static", "HQ")], corp_credits=0)
    assert poor.corp.credits == 2
    act(poor, "run", server="HQ")
    assert poor.decision is not None and poor.decision.player == "corp"
    assert kinds(poor) == ["pass"]
    # the Runner sees the same thing as when the Corp can afford it
    rich = runner_turn(["Wall of Static"], [("Wall of Static", "HQ")], corp_credits=5)
    act(rich, "run", server="HQ")
    assert "rez" in kinds(rich)
    assert poor.view("runner")["decision"] == rich.view("runner")["decision"]
    assert poor.view("runner")["run"] == rich.view("runner")["run"]


def test_unrezzed_ice_is_passed_without_an_encounter() -> None:
    g = runner_turn(["Ice Wall"], [("Ice Wall", "HQ")])
    act(g, "run", server="HQ")
    corp_declines(g)
    assert g.run is not None and g.run.phase == "movement"
    assert "The Runner passes unrezzed ice (ice 1 of 1 protecting HQ)." in g.log
    assert not any("encounters" in line for line in g.log)
    act(g, "pass")
    assert "The run on HQ is successful." in g.log


def test_rezzed_ice_is_encountered() -> None:
    g = runner_turn(["Ice Wall"], [("Ice Wall", "HQ")])
    act(g, "run", server="HQ")
    corp_rezzes(g, "Ice Wall")
    assert "The Runner encounters Ice Wall (ice 1 of 1 protecting HQ)." in g.log
    # no breaker: the subroutine resolves and ends the run
    assert "Ice Wall's subroutine resolves: End the run." in g.log
    assert "Ice Wall ends the run." in g.log
    assert "The run on HQ is successful." not in g.log
    assert g.run is None


# ---------------------------------------------------------------------- breaking


def test_breaker_breaks_only_when_its_strength_is_at_least_the_ice_strength() -> None:
    # Corroder (strength 2) against Wall of Static (strength 3)
    g = runner_turn(["Wall of Static"], [("Wall of Static", "HQ")], runner={"hand": ["Corroder"]})
    runner_installs(g, "Corroder")
    act(g, "run", server="HQ")
    corp_rezzes(g, "Wall of Static")
    assert g.run is not None and g.run.phase == "encounter"
    assert not options(g, "break")
    act(g, "boost", card="Corroder", amount=1)
    assert g.view("runner")["runner"]["rig"]["program"][0]["strength"] == 3
    assert options(g, "break", card="Corroder", target="End the run.")


def test_breaker_breaks_only_subroutines_of_its_ice_type() -> None:
    # Corroder breaks barriers, not Enigma (a code gate) even though strong enough (2 vs 2)
    g = runner_turn(["Enigma"], [("Enigma", "HQ")], runner={"hand": ["Corroder"]})
    runner_installs(g, "Corroder")
    act(g, "run", server="HQ")
    corp_rezzes(g, "Enigma")
    assert not options(g, "break", card="Corroder")
    assert not options(g, "boost", card="Corroder")
    assert "The Runner encounters Enigma (ice 1 of 1 protecting HQ)." in g.log
    # Gordian Blade (a decoder) can break it
    g2 = runner_turn(["Enigma"], [("Enigma", "HQ")], runner={"hand": ["Gordian Blade"]})
    runner_installs(g2, "Gordian Blade")
    act(g2, "run", server="HQ")
    corp_rezzes(g2, "Enigma")
    assert {o.target for o in options(g2, "break", card="Gordian Blade")} == {
        "The Runner loses 1 click, if able.",
        "End the run.",
    }


def test_breaking_a_subroutine_costs_its_price_and_stops_it() -> None:
    g = runner_turn(["Ice Wall"], [("Ice Wall", "HQ")], runner={"hand": ["Corroder"]})
    runner_installs(g, "Corroder")
    assert g.runner.credits == 3
    act(g, "run", server="HQ")
    corp_rezzes(g, "Ice Wall")
    act(g, "break", card="Corroder", target="End the run.")
    assert g.runner.credits == 2
    assert 'The Runner uses Corroder to break "End the run." on Ice Wall.' in g.log
    # nothing left to break: the encounter ends, the broken subroutine does not resolve
    assert g.run is not None and g.run.phase == "movement"
    assert "Ice Wall's subroutine resolves: End the run." not in g.log
    act(g, "pass")  # continue past the ice
    assert "The run on HQ is successful." in g.log


def test_boost_lasts_until_the_encounter_ends() -> None:
    g = runner_turn(["Wall of Static"], [("Wall of Static", "HQ")], runner={"hand": ["Corroder"]})
    runner_installs(g, "Corroder")
    act(g, "run", server="HQ")
    corp_rezzes(g, "Wall of Static")
    act(g, "boost", card="Corroder")
    assert g.run is not None and g.run.phase == "encounter"
    assert g.view("runner")["runner"]["rig"]["program"][0]["strength"] == 3
    act(g, "break", card="Corroder", target="End the run.")  # the encounter then ends
    assert g.run is not None and g.run.phase == "movement"
    assert g.view("runner")["runner"]["rig"]["program"][0]["strength"] == 2


# ---------------------------------------------------------------------- subroutines


def test_unbroken_subroutines_resolve_in_order() -> None:
    g = runner_turn(["Enigma"], [("Enigma", "HQ")])
    act(g, "run", server="HQ")
    corp_rezzes(g, "Enigma")
    assert g.runner.clicks == 2  # 4, minus the run, minus Enigma's first subroutine
    lines = [line for line in g.log if line.startswith("Enigma") or "loses" in line]
    assert lines == [
        "Enigma's subroutine resolves: The Runner loses 1 click, if able.",
        "The Runner loses 1 click.",
        "Enigma's subroutine resolves: End the run.",
        "Enigma ends the run.",
    ]


def test_end_the_run_stops_the_run_at_once() -> None:
    # Ice Wall (outer) ends the run: Wall of Static (inner) is never approached, nothing accessed
    g = runner_turn(
        ["Wall of Static", "Ice Wall"],
        [("Wall of Static", "HQ"), ("Ice Wall", "HQ")],
    )
    act(g, "run", server="HQ")
    corp_rezzes(g, "Ice Wall")
    assert g.run is None
    assert "Ice Wall ends the run." in g.log
    assert not any("ice 2 of 2" in line for line in g.log)
    assert not any("accesses" in line or "successful" in line for line in g.log)
    assert runner_is_back_to_actions(g)


# ---------------------------------------------------------------------- jacking out


def test_runner_may_jack_out_after_passing_ice() -> None:
    g = runner_turn(["Ice Wall"], [("Ice Wall", "HQ")])
    act(g, "run", server="HQ")
    corp_declines(g)
    assert sorted(kinds(g)) == ["jack_out", "pass"]
    act(g, "jack_out")
    assert g.run is None
    assert "The Runner jacks out." in g.log
    assert "The run on HQ ends." in g.log
    assert not any("successful" in line or "accesses" in line for line in g.log)
    assert runner_is_back_to_actions(g)


def test_runner_cannot_jack_out_before_passing_ice() -> None:
    g = runner_turn(["Ice Wall"], [("Ice Wall", "HQ")], runner={"hand": ["Corroder"]})
    runner_installs(g, "Corroder")
    act(g, "run", server="HQ")
    corp_rezzes(g, "Ice Wall")
    assert g.run is not None and g.run.phase == "encounter"
    assert "jack_out" not in kinds(g)


# ---------------------------------------------------------------------- the run in the view


def test_view_shows_the_run_server_and_phase_and_none_after() -> None:
    g = runner_turn(["Ice Wall"], [("Ice Wall", "R&D")], runner={"hand": ["Corroder"]})
    runner_installs(g, "Corroder")
    assert g.view("runner")["run"] is None
    act(g, "run", server="R&D")
    for side in ("corp", "runner"):
        run = g.view(side)["run"]
        assert run["server"] == "R&D" and run["phase"] == "approach"
    corp_rezzes(g, "Ice Wall")
    run = g.view("runner")["run"]
    assert run["server"] == "R&D" and run["phase"] == "encounter"
    assert run["ice"]["title"] == "Ice Wall"
    act(g, "break", card="Corroder")
    assert g.view("runner")["run"]["phase"] == "movement"
    act(g, "pass")
    assert runner_is_back_to_actions(g)
    assert g.view("runner")["run"] is None
    assert g.view("corp")["run"] is None


# ---------------------------------------------------------------------- hidden information


def test_rez_prompt_shown_to_the_runner_does_not_name_the_ice() -> None:
    g = runner_turn(["Enigma"], [("Enigma", "HQ")])
    act(g, "run", server="HQ")
    assert g.decision is not None and "Enigma" in g.decision.prompt  # the Corp's own card
    shown = g.view("runner")["decision"]
    assert shown["player"] == "corp"
    assert "Enigma" not in shown["prompt"]
    assert "options" not in shown
    assert g.view("runner")["run"]["ice"]["title"] is None


def test_runner_view_never_has_titles_of_unrezzed_ice() -> None:
    g = runner_turn(
        ["Enigma", "Wall of Static", "Hunter"],
        [("Enigma", "HQ"), ("Wall of Static", "HQ"), ("Hunter", "R&D")],
        corp_credits=9,
    )
    hidden = ("Enigma", "Wall of Static", "Hunter")
    seen_views: list[str] = []
    act(g, "run", server="HQ")
    while g.run is not None:
        seen_views.append(json.dumps(g.view("runner")))
        d = g.decision
        assert d is not None
        if d.player == "corp":
            act(g, "pass")  # never rez
        else:
            act(g, "pass")
    seen_views.append(json.dumps(g.view("runner")))
    for v in seen_views:
        for title in hidden:
            assert title not in v
    for line in g.log:
        for title in hidden:
            assert title not in line
    ice = g.view("runner")["corp"]["servers"]["HQ"]["ice"]
    assert [c["title"] for c in ice] == [None, None]

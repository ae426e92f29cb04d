"""The Base set's ice built from the shared primitives (corp-ice, class a): walls, code gates and
sentries that end the run, trash programs or do damage, the hellbolts' lock on the next ice
(rules-diff 48), and the tracing ice (rules-diff 79-90) with their run locks (rules-diff 119)."""

from __future__ import annotations

from typing import Any

import pytest

from cards.helpers import corp_install, finish_run, runner_install, to_runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def at_ice(
    ice: str | list[str],
    rig: tuple[str, ...] = (),
    *,
    corp_credits: int = 30,
    runner_credits: int = 40,
    hand: tuple[str, ...] = (),
    server: str = "HQ",
    rez: str | None = None,
) -> Game:
    """The Corp installs ``ice`` (a title, or titles innermost first) protecting ``server``; the
    Runner installs ``rig`` (holding ``hand`` besides) and runs there; the Corp rezzes the
    outermost ice (or ``rez``): the Runner's first decision of the encounter is next."""
    titles = [ice] if isinstance(ice, str) else list(ice)
    g = scenario(
        ruleset="classic",
        corp={"hand": titles, "credits": corp_credits},
        runner={"hand": [*rig, *hand], "credits": runner_credits},
    )
    for t in titles:
        corp_install(g, t, server)
        if g.active == "runner":
            break
    if g.active == "corp":
        to_runner_turn(g)
    for t in rig:
        runner_install(g, t)
    act(g, "run", server=server)
    act(g, "rez", card=rez or titles[-1])
    return g


def encounter_params(g: Game) -> dict[str, Any]:
    d = g.decision
    assert d is not None and d.kind == "encounter", d and d.prompt
    return dict(d.params)


def boost_to(g: Game, breaker: str, strength: int) -> None:
    """Boost ``breaker`` until it has ``strength``."""
    b = next(c for c in g.runner.program if c.title == breaker)
    while g.breaker_strength(b) < strength:
        act(g, "boost", card=breaker)


def let_resolve(g: Game) -> None:
    """Answer the run's decisions by passing until the run ends or something else is asked."""
    while g.run is not None and g.decision is not None and options(g, "pass"):
        act(g, "pass")


def successful(g: Game) -> bool:
    return any(line.startswith("The run on") and line.endswith("is successful.") for line in g.log)


# ---------------------------------------------------------------------- ends the run


@pytest.mark.parametrize(
    ("title", "rez_cost", "strength", "etr"),
    [
        ("Crystal Wall", 4, 3, 1),
        ("Data Wall 2.0", 2, 1, 1),
        ("Mazer", 5, 5, 1),
        ("Quandary", 2, 2, 1),
        ("Rock is Strong", 6, 5, 1),
        ("Scramble", 3, 3, 1),
        ("Sleeper", 1, 1, 1),
        ("π in the 'Face", 5, 3, 1),
        ("Endless Corridor", 4, 2, 2),
        ("Reinforced Wall", 8, 4, 2),
        ("Cortical Scanner", 7, 3, 3),
    ],
)
def test_ice_that_ends_the_run_once_for_each_of_its_subroutines(
    title: str, rez_cost: int, strength: int, etr: int
) -> None:
    g = at_ice(title, ("Krash",))
    assert g.corp.credits == 32 - rez_cost
    assert encounter_params(g) == {"strength": strength, "unbroken": etr, "subroutines": etr}
    boost_to(g, "Krash", strength)
    for i in range(etr - 1):  # break all but the last "End the run"
        act(g, "break", card="Krash", subroutine=i)
    let_resolve(g)
    assert f"{title} ends the run." in g.log and not successful(g)


def test_breaking_every_end_the_run_of_cortical_scanner_lets_the_run_through() -> None:
    g = at_ice("Cortical Scanner", ("Krash",))
    boost_to(g, "Krash", 3)
    for i in range(3):
        act(g, "break", card="Krash", subroutine=i)
    finish_run(g)
    assert "Cortical Scanner ends the run." not in g.log and successful(g)


# ---------------------------------------------------------------------- killers


@pytest.mark.parametrize(
    ("title", "rez_cost", "strength"),
    [
        ("Banpei", 4, 0),
        ("D'Arc Knight", 6, 2),
        ("Data Naga", 9, 5),
        ("Ice Pick Willie", 5, 1),
        ("Sentinels Prime", 8, 4),
    ],
)
def test_killers_trash_a_program_of_the_corps_choice_then_end_the_run(
    title: str, rez_cost: int, strength: int
) -> None:
    g = at_ice(title, ("Krash", "Codecracker"))
    assert g.corp.credits == 32 - rez_cost
    assert encounter_params(g)["strength"] == strength
    act(g, "pass")  # let both subroutines resolve
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "choose"
    assert {o.card for o in options(g, "choose")} == {"Krash", "Codecracker"}
    act(g, "choose", card="Codecracker")
    let_resolve(g)
    assert [c.title for c in g.runner.program] == ["Krash"]
    assert f"{title} ends the run." in g.log


def test_a_killer_with_its_trash_broken_only_ends_the_run() -> None:
    g = at_ice("Banpei", ("Loony Goon",))
    act(g, "break", card="Loony Goon", subroutine=0)
    let_resolve(g)
    assert [c.title for c in g.runner.program] == ["Loony Goon"]
    assert "Banpei ends the run." in g.log


# ---------------------------------------------------------------------- damage


@pytest.mark.parametrize(
    ("title", "rez_cost", "strength", "kind", "per_sub", "subs"),
    [
        ("Laser Wire", 4, 2, "net", 1, 1),
        ("Nerve Labyrinth", 6, 4, "net", 2, 1),
        ("Shotgun Wire", 8, 5, "net", 2, 1),
        ("Wall of Ice", 13, 6, "net", 2, 2),
        ("Cortical Scrub", 7, 3, "brain", 1, 1),
        ("Zombie", 9, 4, "brain", 1, 2),
        ("Liche", 14, 6, "brain", 1, 3),
    ],
)
def test_damaging_ice_does_its_damage_then_ends_the_run(
    title: str, rez_cost: int, strength: int, kind: str, per_sub: int, subs: int
) -> None:
    g = at_ice(title, hand=("Score!",) * 6, runner_credits=0)
    assert g.corp.credits == 32 - rez_cost
    let_resolve(g)
    assert len(g.runner.hand) == 6 - per_sub * subs
    assert g.runner.brain_damage == (per_sub * subs if kind == "brain" else 0)
    trashing = ", ".join(["Score!"] * per_sub)
    assert g.log.count(f"The Runner takes {per_sub} {kind} damage, trashing {trashing}.") == subs
    assert f"{title} ends the run." in g.log


def test_liche_flatlines_a_runner_with_two_cards() -> None:
    g = at_ice("Liche", hand=("Score!", "Score!"), runner_credits=0)
    let_resolve(g)
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"


def test_wall_of_ice_broken_down_to_its_last_subroutine_only_ends_the_run() -> None:
    g = at_ice("Wall of Ice", ("Krash",), hand=("Score!",) * 3)
    boost_to(g, "Krash", 6)
    for i in range(3):
        act(g, "break", card="Krash", subroutine=i)
    let_resolve(g)
    assert len(g.runner.hand) == 3 and "Wall of Ice ends the run." in g.log


# ---------------------------------------------------------------------- hellbolts


@pytest.mark.parametrize(
    ("title", "rez_cost", "net"), [("Bolter Cluster", 7, 4), ("Data Darts", 5, 3)]
)
def test_hellbolts_do_net_damage_and_lock_the_next_rezzed_ice(
    title: str, rez_cost: int, net: int
) -> None:
    # innermost first: Filter (rezzed when approached), Fire Wall (left unrezzed), the hellbolt
    g = at_ice(["Filter", "Fire Wall", title], ("Hammer",), hand=("Score!",) * 6)
    assert g.corp.credits == 30 - 1 - 2 - rez_cost  # the 2nd and 3rd ice cost 1 and 2 to install
    assert len(g.runner.hand) == 6 - net  # both subroutines resolved (Hammer breaks only walls)
    act(g, "pass")  # continue
    act(g, "pass")  # Fire Wall stays unrezzed: passed, not encountered (rules-diff 48)
    act(g, "pass")  # continue
    act(g, "rez", card="Filter")
    # Hammer (strength 2) could break Filter (a wall of strength 0), but not now: no decision
    assert "The Runner cannot break the subroutines of Filter." in g.log
    assert "Filter ends the run." in g.log and g.run is None


# ---------------------------------------------------------------------- traces


def _traced(title: str, rig: tuple[str, ...] = (), **kw: Any) -> Game:
    """The Runner, with no base link card, encounters the tracing ``title`` and lets it resolve:
    the trace succeeds without bids (rules-diff 83)."""
    g = at_ice(title, rig, **kw)
    while g.run is not None and g.decision is not None and g.decision.player == "runner":
        act(g, "pass")
    return g


@pytest.mark.parametrize(
    ("title", "limit", "rez_cost"),
    [
        ("Asp", 5, 4),
        ("Fang", 4, 5),
        ("Fang 2.0", 5, 6),
        ("Fragmentation Storm", 4, 6),
        ("Hunter", 5, 2),
        ("Cinderella", 6, 8),
    ],
)
def test_tracing_ice_has_its_printed_trace_limit(title: str, limit: int, rez_cost: int) -> None:
    g = at_ice(title, ("Baedeker's Net Map",), corp_credits=14 + rez_cost)
    assert g.corp.credits == 16  # the trace is asked at once: the Runner has nothing to break
    d = g.decision
    assert d is not None and d.kind == "trace" and d.player == "corp"
    assert (d.params["base"], d.params["limit"]) == (limit, limit)
    assert max(o.amount or 0 for o in options(g, "trace")) == limit


@pytest.mark.parametrize(("title", "price"), [("Asp", 1), ("Fang", 2), ("Fang 2.0", 2)])
def test_pit_bulls_end_the_run_and_lock_runs_until_the_runner_pays(title: str, price: int) -> None:
    g = _traced(title)
    assert f"{title} ends the run." in g.log and g.run is None
    assert not options(g, "run")
    [lift] = options(g, "ability", card=title)
    assert lift.cost.clicks == 1 and lift.cost.credits == price
    g.choose(lift)
    assert options(g, "run", server="HQ")


def test_fragmentation_storm_ends_the_run_trashes_a_program_and_locks_runs() -> None:
    g = _traced("Fragmentation Storm", ("Krash", "Codecracker"))
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "choose"
    act(g, "choose", card="Krash")
    let_resolve(g)
    assert [c.title for c in g.runner.program] == ["Codecracker"]
    assert "Fragmentation Storm ends the run." in g.log
    assert not options(g, "run")
    [lift] = options(g, "ability", card="Fragmentation Storm")
    assert lift.cost.credits == 1


def test_hunter_tags_the_runner_and_lets_the_run_go_on() -> None:
    g = _traced("Hunter")
    finish_run(g)
    assert g.runner.tags == 1 and successful(g)


def test_cinderella_ends_the_run_trashes_hardware_and_does_unpreventable_meat_damage() -> None:
    g = _traced("Cinderella", ("Armored Fridge", "Zetatech Mem Chip"), hand=("Score!",) * 3)
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "choose"
    act(g, "choose", card="Zetatech Mem Chip")
    let_resolve(g)
    assert [c.title for c in g.runner.hardware] == ["Armored Fridge"]
    assert len(g.runner.hand) == 1  # the Fridge's ablative counters could not prevent it
    assert "Cinderella ends the run." in g.log

"""The Proteus and Classic ice of corp-ice-rez: ice from the shared primitives (Brain Drain,
Brain Wash, Chihuahua, Colonel Failure, Misleading Access Menus, Snowbank, Toughonium [TM]
Wall), ice whose choices are paid for as it is rezzed or encountered (``rezchoice.py``: X
strength, one "End the run" per 2 bits, another ice type; Iceberg's and Riddler's bought
subroutines), ice that counts the rezzed ice outside it, and Coyote."""

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
    rezzed: tuple[str, ...] = (),
    seed: int = 0,
) -> Game:
    """The Corp installs ``ice`` (a title, or titles innermost first) protecting ``server``
    (``rezzed``: those already rezzed, as on an earlier run); the Runner installs ``rig``
    (holding ``hand`` besides) and runs there; the Corp rezzes the outermost ice (or ``rez``)."""
    titles = [ice] if isinstance(ice, str) else list(ice)
    g = scenario(
        ruleset="classic",
        corp={"hand": titles, "credits": corp_credits},
        runner={"hand": [*rig, *hand], "credits": runner_credits},
        seed=seed,
    )
    for t in titles:
        corp_install(g, t, server)
        if g.active == "runner":
            break
    for c in g.corp.servers[server].ice:
        if c.title in rezzed:
            g.set_rezzed(c, True)  # rezzed on an earlier run
    if g.active == "corp":
        to_runner_turn(g)
    for t in rig:
        runner_install(g, t)
    act(g, "run", server=server)
    if rez is not False:
        act(g, "rez", card=rez or titles[-1])
    return g


def ice(g: Game, title: str) -> Any:
    return next(c for s in g.corp.servers.values() for c in s.ice if c.title == title)


def encounter_params(g: Game) -> dict[str, Any]:
    d = g.decision
    assert d is not None and d.kind == "encounter", d and d.prompt
    return dict(d.params)


def boost_to(g: Game, breaker: str, strength: int) -> None:
    b = next(c for c in g.runner.program if c.title == breaker)
    while g.breaker_strength(b) < strength:
        act(g, "boost", card=breaker)


def let_resolve(g: Game) -> None:
    """Pass until the run ends or something other than a pass is asked."""
    while g.run is not None and g.decision is not None and options(g, "pass"):
        act(g, "pass")


def successful(g: Game) -> bool:
    return any(line.startswith("The run on") and line.endswith("is successful.") for line in g.log)


def subs(g: Game, title: str) -> list[str]:
    return [s.text for s in g.subroutines(ice(g, title))]


# ---------------------------------------------------------------------- existing primitives


def test_brain_drain_does_3_brain_damage_on_a_roll_of_1_only() -> None:
    outcomes = set()
    for seed in range(12):
        g = at_ice("Brain Drain", hand=("Score!",) * 5, seed=seed)
        assert g.corp.credits == 29
        let_resolve(g)
        [roll] = [int(x[-2]) for x in g.log if x.startswith("Brain Drain rolls a die: ")]
        outcomes.add(roll == 1)
        assert g.runner.brain_damage == (3 if roll == 1 else 0)
        assert len(g.runner.hand) == (2 if roll == 1 else 5)
    assert outcomes == {True, False}


def test_brain_wash_does_1_brain_damage() -> None:
    g = at_ice("Brain Wash", hand=("Score!",) * 3)
    assert g.corp.credits == 29 and g.ice_strength(ice(g, "Brain Wash")) == 2
    let_resolve(g)
    assert g.runner.brain_damage == 1 and len(g.runner.hand) == 2 and successful(g)


def test_chihuahua_gains_2_bits_as_it_is_rezzed_and_its_trace_does_1_net_damage() -> None:
    g = at_ice("Chihuahua", hand=("Score!",) * 3, corp_credits=5)
    assert g.corp.credits == 9  # rez cost 0, then 2 bits gained
    while g.run is not None and g.decision is not None and g.decision.player == "runner":
        act(g, "pass")  # no link: the trace succeeds without bids
    let_resolve(g)
    assert len(g.runner.hand) == 2 and g.runner.brain_damage == 0


def test_colonel_failure_trashes_three_programs_and_ends_the_run() -> None:
    g = at_ice("Colonel Failure", ("Krash", "Codecracker", "Loony Goon"))
    assert g.corp.credits == 15 and encounter_params(g)["subroutines"] == 5
    act(g, "pass")
    for title in ("Krash", "Codecracker", "Loony Goon"):
        d = g.decision
        assert d is not None and d.player == "corp" and d.kind == "choose"
        act(g, "choose", card=title)
    let_resolve(g)
    assert g.runner.program == [] and "Colonel Failure ends the run." in g.log


@pytest.mark.parametrize("title", ["Misleading Access Menus", "Snowbank"])
def test_gain_3_bits_on_rez_then_end_the_run_unless_the_runner_pays_1(title: str) -> None:
    g = at_ice(title, corp_credits=5, runner_credits=3)
    assert g.corp.credits == 10
    d = g.decision
    assert d is not None and d.player == "runner"
    assert [o.label for o in d.options] == ["Pay 1 bit", "Let the run end"]
    act(g, "choose", label="Pay 1 bit")
    finish_run(g)
    assert g.runner.credits == 2 and successful(g)


@pytest.mark.parametrize("title", ["Misleading Access Menus", "Snowbank"])
def test_the_runner_without_a_bit_is_stopped_by_the_1_bit_toll(title: str) -> None:
    g = at_ice(title, runner_credits=0)
    let_resolve(g)
    assert g.run is None and not successful(g)


def test_toughonium_wall_ends_the_run_four_times() -> None:
    g = at_ice("Toughonium [TM] Wall", ("Krash",))
    assert g.corp.credits == 19
    assert encounter_params(g) == {"strength": 7, "unbroken": 4, "subroutines": 4}
    boost_to(g, "Krash", 7)
    for i in range(3):
        act(g, "break", card="Krash", subroutine=i)
    let_resolve(g)
    assert "Toughonium [TM] Wall ends the run." in g.log and not successful(g)

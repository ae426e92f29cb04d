"""The Proteus and Classic ice of corp-ice-rez: ice from the shared primitives (Brain Drain,
Brain Wash, Chihuahua, Colonel Failure, Misleading Access Menus, Snowbank, Toughonium [TM]
Wall), ice whose choices are paid for as it is rezzed or encountered (``rezchoice.py``: X
strength, one "End the run" per 2 bits, another ice type; Iceberg's and Riddler's bought
subroutines), ice that counts the rezzed ice outside it, and Coyote."""

from __future__ import annotations

from typing import Any

import pytest

from cards.helpers import (
    corp_install,
    finish_run,
    runner_install,
    runner_view_card,
    to_corp_turn,
    to_runner_turn,
)
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
        if g.active == "runner" or not g.corp.clicks:  # more ice than a turn installs
            to_runner_turn(g)
            to_corp_turn(g)
        corp_install(g, t, server)
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


# ---------------------------------------------------------------------- another type as it is rezzed


def rez_choice(g: Game) -> list[tuple[int | None, int]]:
    """The Corp's rez-time choice: each option's number and bits."""
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "choose", d and d.prompt
    return [(o.amount, o.cost.credits) for o in d.options]


@pytest.mark.parametrize(
    ("title", "rez_cost", "bits", "old", "new", "old_breaker", "new_breaker"),
    [
        ("Caryatid", 7, 1, "Wall", "Code Gate", "Hammer", "Codecracker"),
        ("Galatea", 6, 1, "Wall", "Code Gate", "Hammer", "Codecracker"),
        ("Credit Blocks", 6, 1, "Sentry", "Wall", "Loony Goon", "Hammer"),
        ("Lesser Arcana", 7, 1, "Sentry", "Wall", "Loony Goon", "Hammer"),
        ("Sumo 2008", 8, 1, "Sentry", "Wall", "Loony Goon", "Hammer"),
        ("Sphinx 2006", 6, 4, "Code Gate", "Sentry", "Codecracker", "Loony Goon"),
    ],
)
def test_paying_above_the_rez_cost_makes_the_ice_another_type_instead(
    title: str, rez_cost: int, bits: int, old: str, new: str, old_breaker: str, new_breaker: str
) -> None:
    g = at_ice(title, (old_breaker, new_breaker))
    assert g.corp.credits == 32 - rez_cost
    assert rez_choice(g) == [(0, 0), (1, bits)]
    act(g, "choose", amount=1)
    assert g.corp.credits == 32 - rez_cost - bits
    assert (
        f"The Corp pays {bits} bit{'s' if bits > 1 else ''} above the rez cost: {title} is a {new.lower()}."
        in g.log
    )
    c = ice(g, title)
    assert g.has_subtype(c, new) and not g.has_subtype(c, old)
    assert options(g, card=new_breaker) and not options(g, card=old_breaker)
    seen = runner_view_card(g, "HQ")["counters"]  # both players see what the Corp chose
    assert seen == {f"gains:{new.lower()}": 1, f"loses:{old.lower()}": 1}


@pytest.mark.parametrize(
    ("title", "old", "old_breaker", "new_breaker"),
    [
        ("Caryatid", "Wall", "Hammer", "Codecracker"),
        ("Sphinx 2006", "Code Gate", "Codecracker", "Loony Goon"),
    ],
)
def test_not_paying_keeps_the_printed_type(
    title: str, old: str, old_breaker: str, new_breaker: str
) -> None:
    g = at_ice(title, (old_breaker, new_breaker))
    act(g, "choose", amount=0)
    assert f"The Corp pays nothing more: {title} is a {old.lower()}." in g.log
    assert options(g, card=old_breaker) and not options(g, card=new_breaker)
    act(g, "pass")
    assert f"{title} ends the run." in g.log


def test_a_corp_without_the_bit_is_not_asked_and_the_ice_keeps_its_type() -> None:
    g = at_ice("Caryatid", ("Hammer",), corp_credits=5)  # 7 bits: all of them pay the rez cost
    assert g.corp.credits == 0
    assert "The Corp pays nothing more: Caryatid is a wall." in g.log
    assert encounter_params(g)["strength"] == 5 and options(g, card="Hammer")


def test_the_type_chosen_is_only_while_rezzed_and_chosen_again_at_each_rez() -> None:
    g = at_ice("Galatea", ("Hammer",))
    act(g, "choose", amount=1)
    c = ice(g, "Galatea")
    let_resolve(g)  # a code gate: Hammer cannot touch it, and the run ends
    assert "Galatea ends the run." in g.log
    g.set_rezzed(c, False)  # derezzed (as by Disgruntled Ice Technician)
    assert g.has_subtype(c, "Wall") and not g.has_subtype(c, "Code Gate")
    act(g, "run", server="HQ")
    act(g, "rez", card="Galatea")
    act(g, "choose", amount=0)  # this time a wall
    assert c.counters == {} and options(g, card="Hammer")


# ---------------------------------------------------------------------- X strength


def test_digiconda_has_the_strength_x_the_corp_paid_as_it_rezzed_it() -> None:
    g = at_ice("Digiconda", ("Loony Goon",), hand=("Score!",) * 4)
    assert g.corp.credits == 26
    assert rez_choice(g) == [(x, x) for x in range(7)]  # X cannot be greater than 6
    act(g, "choose", amount=4)
    assert (
        g.corp.credits == 22
        and "The Corp pays 4 bits above the rez cost: X is 4 (Digiconda's strength)." in g.log
    )
    assert encounter_params(g) == {"strength": 4, "unbroken": 2, "subroutines": 2}
    let_resolve(g)
    assert len(g.runner.hand) == 2 and "Digiconda ends the run." in g.log


def test_digiconda_x_is_no_more_than_the_corp_can_pay() -> None:
    g = at_ice("Digiconda", ("Loony Goon",), corp_credits=6)  # 8 bits at the run: 2 after the rez
    assert rez_choice(g) == [(0, 0), (1, 1), (2, 2)]
    act(g, "choose", amount=0)
    assert encounter_params(g)["strength"] == 0


def test_homing_missile_x_is_its_strength_and_its_trace_limit() -> None:
    g = at_ice("Homing Missile", ("Baedeker's Net Map", "Loony Goon"))
    assert rez_choice(g) == [(x, x) for x in range(9)]  # X cannot be greater than 8
    act(g, "choose", amount=3)
    assert g.corp.credits == 32 - 4 - 3
    assert encounter_params(g)["strength"] == 3
    act(g, "pass")
    d = g.decision
    assert d is not None and d.kind == "trace" and d.player == "corp"
    assert (d.params["base"], d.params["limit"]) == (3, 3)


def test_homing_missile_ends_the_run_and_locks_runs_until_the_runner_pays_2() -> None:
    g = at_ice("Homing Missile")
    act(g, "choose", amount=2)
    while g.run is not None and g.decision is not None and g.decision.player == "runner":
        act(g, "pass")  # no link: the trace succeeds without bids
    assert "Homing Missile ends the run." in g.log and g.run is None
    assert not options(g, "run")
    [lift] = options(g, "ability", card="Homing Missile")
    assert lift.cost.credits == 2


# ---------------------------------------------------------------------- one "End the run" per 2 bits


@pytest.mark.parametrize(
    ("title", "rez_cost", "strength"),
    [("Food Fight", 4, 3), ("Gatekeeper", 3, 4), ("Sandstorm", 4, 4)],
)
def test_one_end_the_run_for_every_2_bits_paid_as_it_is_rezzed(
    title: str, rez_cost: int, strength: int
) -> None:
    g = at_ice(title, ("Krash",), corp_credits=10)  # 12 bits at the run
    left = 12 - rez_cost
    assert rez_choice(g) == [(n, 2 * n) for n in range(left // 2 + 1)]
    act(g, "choose", amount=3)
    assert g.corp.credits == left - 6
    assert (
        f'The Corp pays 6 bits above the rez cost: {title} has 3 "End the run" subroutines.'
        in g.log
    )
    assert encounter_params(g) == {"strength": strength, "unbroken": 3, "subroutines": 3}
    assert subs(g, title) == ["End the run."] * 3
    boost_to(g, "Krash", strength)
    act(g, "break", card="Krash", subroutine=0)
    act(g, "break", card="Krash", subroutine=1)
    let_resolve(g)
    assert f"{title} ends the run." in g.log and not successful(g)


def test_food_fight_rezzed_for_nothing_has_no_subroutine() -> None:
    g = at_ice("Food Fight")
    act(g, "choose", amount=0)
    assert subs(g, "Food Fight") == []
    finish_run(g)
    assert successful(g)


# ---------------------------------------------------------------------- bought for an encounter


def test_iceberg_buys_end_the_run_subroutines_for_the_encounter_before_the_runner_breaks() -> None:
    g = at_ice("Iceberg", ("Hammer",), hand=("Score!",) * 3, corp_credits=8)  # 10 at the run
    assert g.corp.credits == 6
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "choose"
    assert [(o.amount, o.cost.credits) for o in d.options] == [(n, 2 * n) for n in range(4)]
    act(g, "choose", amount=2)
    assert g.corp.credits == 2
    assert subs(g, "Iceberg") == ["Do 1 net damage.", "End the run.", "End the run."]
    assert encounter_params(g)["unbroken"] == 3  # the Runner may break them
    boost_to(g, "Hammer", 4)
    act(g, "break", card="Hammer", subroutine=1)
    act(g, "break", card="Hammer", subroutine=2)
    let_resolve(g)
    assert len(g.runner.hand) == 2 and successful(g)
    assert subs(g, "Iceberg") == ["Do 1 net damage."]  # for the present encounter only


def test_riddler_with_nothing_bought_lets_the_runner_through() -> None:
    g = at_ice("Riddler")
    act(g, "choose", amount=0)
    assert "The Corp pays for no subroutine." in g.log
    finish_run(g)
    assert successful(g)


def test_riddler_end_the_run_bought_and_unbroken_ends_the_run() -> None:
    g = at_ice("Riddler", ("Codecracker",))
    act(g, "choose", amount=1)
    assert (
        'The Corp pays 2 bits: Riddler has 1 "End the run" subroutine more for this encounter.'
        in g.log
    )
    assert encounter_params(g)["subroutines"] == 1
    act(g, "pass")
    assert "Riddler ends the run." in g.log


# ---------------------------------------------------------------------- counting the ice outside


def on_to(g: Game, title: str, *, choice: int | None = None) -> None:
    """Go on through the run: the Runner pays each toll of 1 bit and goes on; the Corp leaves
    other ice unrezzed, until it rezzes ``title`` (``choice``: what it pays as it rezzes it)."""
    while True:
        d = g.decision
        assert d is not None and g.run is not None, g.log[-5:]
        if d.player == "corp" and options(g, "rez", card=title):
            act(g, "rez", card=title)
            if choice is not None:
                act(g, "choose", amount=choice)
            return
        if d.player == "runner" and options(g, "choose", label="Pay 1 bit"):
            act(g, "choose", label="Pay 1 bit")
        else:
            act(g, "pass")


def test_bug_zapper_does_2_net_damage_for_each_rezzed_ice_outside_it_then_ends_the_run() -> None:
    g = at_ice(
        ["Bug Zapper", "Snowbank", "Snowbank"],
        hand=("Score!",) * 6,
        rez=False,
        rezzed=("Snowbank",),
    )
    on_to(g, "Bug Zapper")
    let_resolve(g)
    assert "The Runner takes 4 net damage, trashing Score!, Score!, Score!, Score!." in g.log
    assert len(g.runner.hand) == 2 and "Bug Zapper ends the run." in g.log


def test_bug_zapper_counts_neither_unrezzed_ice_outside_it_nor_ice_inside_it() -> None:
    g = at_ice(
        ["Snowbank", "Bug Zapper", "Chihuahua", "Misleading Access Menus"],
        hand=("Score!",) * 6,
        rez=False,
        rezzed=("Snowbank", "Misleading Access Menus"),
    )
    on_to(g, "Bug Zapper")
    let_resolve(g)
    assert "The Runner takes 2 net damage, trashing Score!, Score!." in g.log


def test_bug_zapper_with_no_rezzed_ice_outside_does_no_damage() -> None:
    g = at_ice(["Snowbank", "Bug Zapper"], hand=("Score!",) * 3, rezzed=("Snowbank",))
    let_resolve(g)
    assert "No rezzed ice is installed outside Bug Zapper: no damage." in g.log
    assert len(g.runner.hand) == 3 and "Bug Zapper ends the run." in g.log


@pytest.mark.parametrize(("title", "kind"), [("Dog Pile", "net"), ("Mastermind", "brain")])
def test_ice_with_1_strength_and_1_damage_for_each_rezzed_ice_outside_it(
    title: str, kind: str
) -> None:
    g = at_ice(
        [title, "Snowbank", "Snowbank"],
        ("Loony Goon",),
        hand=("Score!",) * 5,
        rez=False,
        rezzed=("Snowbank",),
    )
    assert g.ice_strength(ice(g, title)) == 0  # unrezzed: no strength of its own
    on_to(g, title)
    assert encounter_params(g) == {"strength": 2, "unbroken": 2, "subroutines": 2}
    let_resolve(g)
    assert f"The Runner takes 2 {kind} damage, trashing Score!, Score!." in g.log
    assert g.runner.brain_damage == (2 if kind == "brain" else 0)
    assert f"{title} ends the run." in g.log


def test_hunting_pack_has_a_tagging_trace_for_each_rezzed_ice_outside_it() -> None:
    g = at_ice(
        ["Hunting Pack", "Snowbank", "Misleading Access Menus"],
        rez=False,
        rezzed=("Snowbank", "Misleading Access Menus"),
    )
    on_to(g, "Hunting Pack")
    assert subs(g, "Hunting Pack") == ["Trace 5. If successful, give the Runner 1 tag."] * 2
    while g.run is not None and g.decision is not None and g.decision.player == "runner":
        act(g, "pass")  # no link: each trace succeeds without bids
    assert g.runner.tags == 2


def test_hunting_pack_alone_has_no_subroutine() -> None:
    g = at_ice("Hunting Pack")
    assert subs(g, "Hunting Pack") == []
    finish_run(g)
    assert successful(g) and g.runner.tags == 0


def test_minotaur_ends_the_run_once_for_each_rezzed_code_gate_or_wall_outside_it() -> None:
    g = at_ice(
        ["Minotaur", "Brain Wash", "Snowbank", "Misleading Access Menus"],
        ("Loony Goon",),
        hand=("Score!",) * 3,
        rez=False,
        rezzed=("Brain Wash", "Snowbank", "Misleading Access Menus"),
    )
    on_to(g, "Minotaur")
    assert subs(g, "Minotaur") == ["End the run."] * 2  # the sentry is not counted
    let_resolve(g)
    assert "Minotaur ends the run." in g.log


def test_minotaur_counts_the_type_an_ice_was_given_as_it_was_rezzed() -> None:
    g = at_ice(["Minotaur", "Sphinx 2006"], ("Loony Goon",), rez=False)
    on_to(g, "Sphinx 2006", choice=1)  # 4 bits: a sentry instead of a code gate
    boost_to(g, "Loony Goon", 5)
    act(g, "break", card="Loony Goon", subroutine=0)
    on_to(g, "Minotaur")
    assert subs(g, "Minotaur") == []
    finish_run(g)
    assert successful(g)


# ---------------------------------------------------------------------- Coyote


def coyote_passed(pay: bool) -> Game:
    g = at_ice(["Snowbank", "Coyote"], ("Hammer",), corp_credits=5, rezzed=("Snowbank",))
    assert g.corp.credits == 8  # rez cost 0, then 3 bits gained
    assert "Coyote: all further ice is encountered at +1 strength for the rest of the run." in g.log
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    assert [(o.label, o.cost.credits) for o in d.options] == [("Pay 2 bits", 2), ("Do not pay", 0)]
    if pay:
        act(g, "choose", label="Pay 2 bits")
    else:
        act(g, "pass")
    act(g, "pass")  # continue the run
    return g


def test_coyote_makes_further_ice_stronger_unless_the_runner_pays_2_passing_it() -> None:
    g = coyote_passed(pay=False)
    assert "Snowbank is encountered at +1 strength (Coyote)." in g.log
    assert encounter_params(g)["strength"] == 1


def test_the_runner_who_pays_2_passing_coyote_meets_further_ice_at_its_own_strength() -> None:
    g = coyote_passed(pay=True)
    assert g.runner.credits == 40 - 2 - 2  # Hammer, then the 2 bits
    assert encounter_params(g)["strength"] == 0
    assert "Snowbank is encountered at +1 strength (Coyote)." not in g.log


def test_coyote_broken_asks_nothing_as_it_is_passed() -> None:
    g = at_ice(["Snowbank", "Coyote"], ("Loony Goon",), rezzed=("Snowbank",))
    boost_to(g, "Loony Goon", 3)
    act(g, "break", card="Loony Goon", subroutine=0)
    d = g.decision
    assert d is not None and d.kind == "jack_out"  # passed: no toll to pay
    act(g, "pass")
    assert "Snowbank is encountered at +1 strength (Coyote)." not in g.log


def test_a_runner_without_2_bits_passing_coyote_cannot_pay_it_off() -> None:
    g = at_ice(["Snowbank", "Coyote"], ("Hammer",), runner_credits=2, rezzed=("Snowbank",))
    assert g.runner.credits == 0  # Hammer cost 2
    assert "The Runner cannot pay 2 bits (Coyote)." in g.log
    act(g, "pass")  # continue the run
    assert "Snowbank is encountered at +1 strength (Coyote)." in g.log

"""The Base set's ice whose effects last for the rest of the run (corp-ice, B-runwide) or reach the
next piece of ice encountered (B-next-ice, rules-diff 48): Canis Major, Canis Minor, Mastiff's
strength, Tutor, Ball and Chain, Jack Attack, Viral 15, Virizz, Fatal Attractor, Shock.r."""

from __future__ import annotations

from classic.test_corp_ice import at_ice, boost_to, encounter_params, let_resolve, successful
from netrunner.engine.game import Game
from netrunner.testing import act, options


def kinds(g: Game) -> list[str]:
    d = g.decision
    return [o.kind for o in d.options] if d is not None else []


def pass_until(g: Game, kind: str, player: str = "runner") -> None:
    """Pass (the Corp rezzing nothing, the Runner letting subroutines resolve and continuing)
    until ``player`` has a decision of ``kind``."""
    for _ in range(30):
        d = g.decision
        assert d is not None and g.run is not None, "the run ended first"
        if d.kind == kind and d.player == player:
            return
        act(g, "pass")
    raise AssertionError(f"no {kind} decision for the {player}")


def next_ice(g: Game, rez: str | None = None) -> None:
    """The Runner continues from the movement window; the Corp rezzes ``rez`` (or nothing) at
    the next ice."""
    pass_until(g, "jack_out")
    act(g, "pass")  # continue
    if rez is not None:
        act(g, "rez", card=rez)


# ---------------------------------------------------------------------- further ice's strength


def test_canis_major_gives_the_rest_of_the_runs_ice_2_strength() -> None:
    g = at_ice(["Quandary", "Canis Major"], ("Krash",))
    assert g.corp.credits == 30 + 1 - 1 - 0  # a spare action, the 2nd ice; rezzed for 0 bits
    assert encounter_params(g)["strength"] == 4  # Canis Major itself is not changed
    next_ice(g, rez="Quandary")
    assert "Quandary is encountered at +2 strength (Canis Major)." in g.log
    assert encounter_params(g)["strength"] == 4  # 2 printed, +2
    boost_to(g, "Krash", 4)
    act(g, "break", card="Krash", subroutine=0)
    let_resolve(g)
    quandary = g.corp.servers["HQ"].ice[0]
    assert successful(g) and g.ice_strength(quandary) == 2  # the effect ended with the run


def test_canis_minor_gives_the_rest_of_the_runs_ice_1_strength() -> None:
    g = at_ice(["Quandary", "Canis Minor"], ("Krash",))
    assert g.corp.credits == 30 and encounter_params(g)["strength"] == 5
    next_ice(g, rez="Quandary")
    assert "Quandary is encountered at +1 strength (Canis Minor)." in g.log
    assert encounter_params(g)["strength"] == 3


def test_two_watchdogs_in_one_run_add_up() -> None:
    g = at_ice(["Quandary", "Canis Minor", "Canis Major"], ("Krash",))
    next_ice(g, rez="Canis Minor")
    assert encounter_params(g)["strength"] == 5 + 2
    next_ice(g, rez="Quandary")
    assert encounter_params(g)["strength"] == 2 + 2 + 1
    assert "Quandary is encountered at +2 strength (Canis Major)." in g.log
    assert "Quandary is encountered at +1 strength (Canis Minor)." in g.log


def test_mastiff_does_brain_and_net_damage_then_raises_further_ice_and_ends_the_run() -> None:
    g = at_ice("Mastiff", hand=("Score!",) * 5, runner_credits=0)
    assert g.corp.credits == 32 - 12
    let_resolve(g)  # the Runner has no link: the trace succeeds without bids
    assert g.runner.brain_damage == 1 and len(g.runner.hand) == 3
    assert g.runner.counters == {"mastiff": 1}
    assert (
        "Mastiff: all further ice is encountered at +1 strength for the rest of the run." in g.log
    )
    assert "Mastiff ends the run." in g.log


def test_mastiff_broken_to_its_strength_raise_makes_the_next_ice_stronger() -> None:
    g = at_ice(["Quandary", "Mastiff"], ("Krash", "Codecracker"), runner_credits=60)
    boost_to(g, "Krash", 5)
    for i in (0, 1, 3, 4):  # all but "for the remainder of the run, ... +1 strength"
        act(g, "break", card="Krash", subroutine=i)
    next_ice(g, rez="Quandary")
    assert encounter_params(g)["strength"] == 3
    assert "Quandary is encountered at +1 strength (Mastiff)." in g.log


# ---------------------------------------------------------------------- Tutor


def test_tutor_gives_every_further_ice_an_added_end_the_run_after_its_own() -> None:
    g = at_ice(["Quandary", "Tutor"], ("Codecracker",))
    assert encounter_params(g)["subroutines"] == 1  # Tutor itself is not changed
    next_ice(g, rez="Quandary")
    assert encounter_params(g) == {"strength": 2, "unbroken": 2, "subroutines": 2}
    boost_to(g, "Codecracker", 2)
    [etr] = options(g, "break")  # two alike subroutines: one choice, the first
    assert etr.target == "End the run." and etr.subroutine == 0
    act(g, "break", card="Codecracker", subroutine=0)  # its own; Tutor's is left
    assert encounter_params(g)["unbroken"] == 1
    let_resolve(g)
    assert "Quandary ends the run." in g.log and not successful(g)
    assert g.log.count("Quandary's subroutine resolves: End the run.") == 1


def test_breaking_tutors_added_subroutine_too_lets_the_run_through() -> None:
    g = at_ice(["Quandary", "Tutor"], ("Codecracker",))
    next_ice(g, rez="Quandary")
    boost_to(g, "Codecracker", 2)
    act(g, "break", card="Codecracker", subroutine=0)
    act(g, "break", card="Codecracker", subroutine=1)
    let_resolve(g)
    assert successful(g)


# ---------------------------------------------------------------------- Ball and Chain


def _ball_and_chain(runner_credits: int = 40) -> Game:
    g = at_ice(["Quandary", "Ball and Chain"], runner_credits=runner_credits)
    next_ice(g, rez="Quandary")
    return g


def test_ball_and_chain_makes_the_runner_pay_2_at_each_further_encounter() -> None:
    g = _ball_and_chain()
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    [pay] = options(g, "choose", target="pay")
    assert pay.cost.credits == 2 and pay.label == "Pay 2 bits"
    g.choose(pay)
    assert g.runner.credits == 38 and "The Runner pays 2 bits (Ball and Chain)." in g.log
    let_resolve(g)
    assert "Quandary ends the run." in g.log  # the encounter went on


def test_ball_and_chain_lets_the_runner_end_the_run_instead_of_paying() -> None:
    g = _ball_and_chain()
    act(g, "choose", target="end the run")
    assert g.runner.credits == 40 and g.run is None
    assert "The Runner does not pay: Ball and Chain ends the run." in g.log
    assert not any(line.startswith("Quandary's subroutine") for line in g.log)


def test_ball_and_chain_ends_the_run_of_a_runner_who_cannot_pay() -> None:
    g = _ball_and_chain(runner_credits=1)
    assert g.run is None and "The Runner cannot pay 2 bits: Ball and Chain ends the run." in g.log


# ---------------------------------------------------------------------- the jack-out


def test_jack_attack_forbids_jacking_out_for_the_rest_of_the_run_and_traces_for_a_tag() -> None:
    g = at_ice(["Quandary", "Jack Attack"], ("Codecracker",))
    pass_until(g, "jack_out")
    assert g.runner.tags == 1  # Trace 5, no link
    assert kinds(g).count("jack_out") == 0 and options(g, "pass")
    act(g, "pass")
    act(g, "pass")  # Quandary stays unrezzed
    pass_until(g, "jack_out")  # the last chance before success: no jack-out either
    assert kinds(g).count("jack_out") == 0


def test_without_jack_attacks_first_subroutine_the_runner_may_jack_out() -> None:
    g = at_ice("Jack Attack", ("Loony Goon",))
    boost_to(g, "Loony Goon", 3)
    act(g, "break", card="Loony Goon", subroutine=0)
    pass_until(g, "jack_out")
    assert options(g, "jack_out")


def test_viral_15_makes_jacking_out_cost_a_bit() -> None:
    g = at_ice(["Quandary", "Viral 15"], ("Krash",))
    pass_until(g, "jack_out")
    [out] = options(g, "jack_out")
    assert out.cost.credits == 1 and out.label == "Jack out (1 bit)"
    g.choose(out)
    assert g.runner.credits == 39 and g.run is None
    assert [c.title for c in g.runner.program] == ["Krash"]  # jacking out: nothing trashed


def test_viral_15_jack_out_needs_the_bit() -> None:
    g = at_ice("Viral 15", ("Krash",), runner_credits=0)
    pass_until(g, "jack_out")
    assert not options(g, "jack_out")


def test_viral_15_trashes_a_program_after_each_rezzed_ice_passed_including_itself() -> None:
    g = at_ice(["Quandary", "Fire Wall", "Viral 15"], ("Krash", "Codecracker", "Hammer"))
    pass_until(g, "jack_out")
    act(g, "pass")  # go on: Viral 15 itself was passed
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    assert {o.card for o in options(g, "choose")} == {"Krash", "Codecracker", "Hammer"}
    act(g, "choose", card="Hammer")
    assert "Hammer is trashed by Viral 15." in g.log
    act(g, "pass")  # Fire Wall stays unrezzed: passed, not counted
    pass_until(g, "jack_out")
    act(g, "pass")
    act(g, "rez", card="Quandary")
    assert [c.title for c in g.runner.program] == ["Krash", "Codecracker"]
    boost_to(g, "Codecracker", 2)
    act(g, "break", card="Codecracker", subroutine=0)
    pass_until(g, "jack_out")
    act(g, "pass")  # go on past Quandary, rezzed: one more program
    act(g, "choose", card="Krash")
    finish = g.decision
    assert finish is not None and [c.title for c in g.runner.program] == ["Codecracker"]
    let_resolve(g)
    assert successful(g)


# ---------------------------------------------------------------------- Virizz


def test_virizz_makes_each_further_break_cost_a_bit_more() -> None:
    g = at_ice(["Quandary", "Virizz"], ("Loony Goon", "Codecracker"))
    boost_to(g, "Loony Goon", 4)
    [own] = options(g, "break", card="Loony Goon")
    assert own.cost.credits == 1  # Virizz's own subroutine: the normal cost
    act(g, "pass")  # let it resolve
    next_ice(g, rez="Quandary")
    boost_to(g, "Codecracker", 2)
    [brk] = options(g, "break", card="Codecracker")
    assert brk.cost.credits == 1 and brk.label == 'Codecracker: break "End the run." (1 bit)'
    bits = g.runner.credits
    g.choose(brk)
    assert g.runner.credits == bits - 1
    let_resolve(g)
    assert successful(g)


def test_virizz_break_surcharge_can_leave_the_runner_unable_to_break() -> None:
    g = at_ice(["Quandary", "Virizz"], ("Codecracker",), runner_credits=4)
    next_ice(g, rez="Quandary")
    # 2 bits: enough for the 2 boosts to strength 2, not for the break's 1 bit more: no boost
    # is offered (it would buy nothing), and Quandary ends the run
    assert g.runner.credits == 2 and "Quandary ends the run." in g.log
    assert not any(line.startswith(("The Runner uses", "The Runner boosts")) for line in g.log)


# ---------------------------------------------------------------------- the next ice


def test_fatal_attractor_does_3_net_damage_at_the_next_ice_unless_all_is_broken() -> None:
    g = at_ice(["Quandary", "Fire Wall", "Fatal Attractor"], ("Codecracker",), hand=("Score!",) * 5)
    assert g.corp.credits == 30 - 3 - 1
    pass_until(g, "jack_out")
    assert len(g.runner.hand) == 5  # nothing yet
    act(g, "pass")
    act(g, "pass")  # Fire Wall stays unrezzed: passed, not encountered (rules-diff 48)
    next_ice(g, rez="Quandary")
    act(g, "pass")  # break nothing
    assert len(g.runner.hand) == 2
    i = g.log.index("Not every subroutine of Quandary was broken: Fatal Attractor does net damage.")
    assert g.log[i - 1] == "Quandary's subroutine resolves: End the run."
    assert "Quandary ends the run." in g.log


def test_fatal_attractor_does_nothing_when_every_subroutine_is_broken() -> None:
    g = at_ice(["Quandary", "Fatal Attractor"], ("Codecracker",), hand=("Score!",) * 5)
    next_ice(g, rez="Quandary")
    boost_to(g, "Codecracker", 2)
    act(g, "break", card="Codecracker", subroutine=0)
    let_resolve(g)
    assert len(g.runner.hand) == 5 and successful(g)


def test_shock_r_locks_the_next_encounter_and_the_jack_out_until_after_it() -> None:
    g = at_ice(["Canis Minor", "Fire Wall", "Shock.r"], ("Loony Goon",), hand=("Score!",) * 5)
    pass_until(g, "jack_out")
    assert not options(g, "jack_out")  # after Shock.r
    act(g, "pass")
    act(g, "pass")  # Fire Wall unrezzed: passed, not encountered
    pass_until(g, "jack_out")
    assert not options(g, "jack_out")  # still no encounter since
    act(g, "pass")
    act(g, "rez", card="Canis Minor")
    # Loony Goon could break Canis Minor's subroutine, but not in this encounter
    assert "The Runner cannot break the subroutines of Canis Minor." in g.log
    pass_until(g, "jack_out")
    assert options(g, "jack_out")  # that encounter is over


def test_a_rest_of_run_effect_survives_a_clone_and_ends_with_the_run() -> None:
    g = at_ice(["Quandary", "Canis Major"], ("Krash",))
    pass_until(g, "jack_out")  # Canis Major's effect holds for the rest of the run
    copy = g.clone()
    for game in (g, copy):
        act(game, "pass")
        act(game, "rez", card="Quandary")
        assert encounter_params(game)["strength"] == 4
        act(game, "pass")
        let_resolve(game)
        assert game.run is None
        assert not [e for e in game.lingering if e[0].startswith("rw_")]
    assert g.log == copy.log

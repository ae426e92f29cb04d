"""The corp-ice-moves family: ice that goes back to HQ as it is passed (Datacomb, Death Yo-Yo,
Marionette, Scaffolding, Tumblers, Twisty Passages), Puzzle, Roadblock, Washed-Up Solo Construct,
ice cheaper to rez after a noisy icebreaker (Baskerville, Bolter Swarm, Deadeye, Imperial Guard).
The deflectors, Siren and the ice moved at the start of a run are in
``test_corp_ice_moves_runs.py``."""

from __future__ import annotations

from cards.helpers import corp_install, next_runner_turn, runner_install, to_runner_turn
from classic.test_corp_ice import at_ice, boost_to, encounter_params, let_resolve, successful
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _hq_titles(g: Game) -> list[str]:
    return [c.title for c in g.corp.hand]


def _break_all(g: Game, breaker: str, strength: int) -> None:
    boost_to(g, breaker, strength)
    n = encounter_params(g)["unbroken"]
    for _ in range(n):
        act(g, "break", card=breaker, subroutine=options(g, "break", card=breaker)[0].subroutine)


# ---------------------------------------------------------------------- back to HQ when passed


def test_datacomb_passed_costs_the_corp_1_bit_to_stay_installed() -> None:
    g = at_ice("Datacomb", ("Jackhammer",), corp_credits=10)
    _break_all(g, "Jackhammer", 4)
    d = g.decision
    assert d.player == "corp" and [o.target for o in d.options] == ["pay", "hq"]
    assert options(g, "choose", target="pay")[0].cost.credits == 1
    assert g.view("runner")["decision"]["prompt"] == (
        "Datacomb: the Corp pays 1 bit or stores it in HQ."
    )
    before = g.corp.credits
    act(g, "choose", target="pay")
    assert g.corp.credits == before - 1 and g.corp.servers["HQ"].ice[0].title == "Datacomb"
    let_resolve(g)
    assert successful(g)


def test_datacomb_passed_goes_back_to_hq_instead_and_the_runner_knows_it() -> None:
    g = at_ice("Datacomb", ("Jackhammer",), corp_credits=10)
    _break_all(g, "Jackhammer", 4)
    act(g, "choose", target="hq")
    assert not g.corp.servers["HQ"].ice and "Datacomb" in _hq_titles(g)
    datacomb = next(c for c in g.corp.hand if c.title == "Datacomb")
    assert datacomb.id in g.known_to_runner
    let_resolve(g)
    assert successful(g)


def test_twisty_passages_goes_back_to_hq_when_the_corp_cannot_pay() -> None:
    g = at_ice("Twisty Passages", ("Codecracker",), corp_credits=4)
    g.corp.credits = 0
    _break_all(g, "Codecracker", 4)
    assert "The Corp cannot pay 1 bit for Twisty Passages." in g.log
    assert "Twisty Passages" in _hq_titles(g) and not g.corp.servers["HQ"].ice


def test_marionette_passed_costs_1_bit_or_goes_back_to_hq_and_the_run_goes_inward() -> None:
    g = at_ice(["Wall of Static", "Marionette"], ("Loony Goon",), corp_credits=10)
    _break_all(g, "Loony Goon", 0)
    act(g, "choose", target="hq")
    assert [c.title for c in g.corp.servers["HQ"].ice] == ["Wall of Static"]
    assert g.decision.kind == "jack_out"
    act(g, "pass")  # continue: the Runner approaches Wall of Static, the inner ice
    assert "The Runner approaches unrezzed ice (ice 1 of 1 protecting HQ)." in g.log


def test_unrezzed_datacomb_passed_asks_nothing() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Datacomb"], "credits": 5}, runner={"credits": 5}
    )
    corp_install(g, "Datacomb", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "pass")  # no rez
    assert g.decision.kind == "jack_out" and g.corp.servers["HQ"].ice


def test_scaffolding_may_go_back_to_hq_for_1_bit_when_passed() -> None:
    g = at_ice("Scaffolding", ("Jackhammer",), corp_credits=10)
    _break_all(g, "Jackhammer", 0)
    d = g.decision
    assert d.player == "corp" and [o.kind for o in d.options] == ["choose", "pass"]
    before = g.corp.credits
    act(g, "choose", target="hq")
    assert g.corp.credits == before + 1 and "Scaffolding" in _hq_titles(g)
    assert "The Corp returns Scaffolding protecting HQ to HQ (Scaffolding)." in g.log


def test_tumblers_may_stay_installed_when_passed() -> None:
    g = at_ice("Tumblers", ("Codecracker",), corp_credits=10)
    _break_all(g, "Codecracker", 4)
    before = g.corp.credits
    act(g, "pass")
    assert g.corp.credits == before and g.corp.servers["HQ"].ice[0].title == "Tumblers"


def test_death_yo_yo_does_brain_damage_ends_the_run_and_may_go_back_to_hq_when_passed() -> None:
    g = at_ice("Death Yo-Yo", ("Loony Goon",), corp_credits=10, hand=("Score!",) * 3)
    let_resolve(g)
    assert g.runner.brain_damage == 1 and not successful(g) and g.run is None
    assert g.corp.servers["HQ"].ice  # not passed: it stays
    g2 = at_ice("Death Yo-Yo", ("Loony Goon",), corp_credits=10)
    _break_all(g2, "Loony Goon", 2)
    act(g2, "choose", target="hq")
    assert "Death Yo-Yo" in _hq_titles(g2)


# ---------------------------------------------------------------------- Puzzle


def test_puzzle_ends_the_run_and_is_trashed_at_the_end_of_the_turn() -> None:
    g = at_ice("Puzzle", ("Codecracker",), corp_credits=10)
    act(g, "pass")  # let both subroutines resolve
    assert g.run is None and not successful(g)
    assert "Puzzle will be trashed at the end of the turn." in g.log
    assert g.corp.servers["HQ"].ice[0].title == "Puzzle"  # still there this turn
    next_runner_turn(g)
    assert not g.corp.servers["HQ"].ice
    assert [c.title for c in g.corp.discard] == ["Puzzle"]
    assert "Puzzle is trashed at the end of the turn." in g.log


def test_puzzle_fully_broken_stays() -> None:
    g = at_ice("Puzzle", ("Codecracker",), corp_credits=10)
    _break_all(g, "Codecracker", 5)
    let_resolve(g)
    assert successful(g)
    next_runner_turn(g)
    assert g.corp.servers["HQ"].ice[0].title == "Puzzle"


# ---------------------------------------------------------------------- Roadblock


def _at_roadblock(roll: int) -> Game:
    """Runs on HQ past a rezzed Roadblock until the die (the game's generator) rolls ``roll``."""
    for seed in range(200):
        g = scenario(
            ruleset="classic",
            corp={"hand": ["Roadblock"], "credits": 10},
            runner={"hand": ["Codecracker"], "credits": 20},
            seed=seed,
        )
        corp_install(g, "Roadblock", "HQ")
        to_runner_turn(g)
        runner_install(g, "Codecracker")
        act(g, "run", server="HQ")
        act(g, "rez", card="Roadblock")
        if f"Roadblock: the die rolls {roll}." in g.log:
            return g
    raise AssertionError(f"no seed rolls {roll}")


def test_roadblock_adds_the_roll_to_its_strength_for_the_encounter() -> None:
    g = _at_roadblock(4)
    roadblock = g.corp.servers["HQ"].ice[0]
    assert encounter_params(g)["strength"] == 4 and g.ice_strength(roadblock) == 4
    assert "Roadblock has +4 strength for this encounter." in g.log
    act(g, "pass")
    assert g.run is None and g.ice_strength(roadblock) == 0  # the strength was for the encounter


def test_roadblock_on_a_6_is_derezzed_and_the_runner_passes_it() -> None:
    g = _at_roadblock(6)
    roadblock = g.corp.servers["HQ"].ice[0]
    assert not roadblock.rezzed and roadblock.faceup
    assert "The Runner automatically passes Roadblock." in g.log
    assert g.decision.kind == "jack_out"
    let_resolve(g)
    assert successful(g)


# ---------------------------------------------------------------------- Washed-Up Solo Construct


def test_washed_up_solo_construct_gains_3_bits_when_rezzed() -> None:
    g = at_ice("Washed-Up Solo Construct", ("Codecracker",), corp_credits=10)
    assert g.corp.credits == 10 + 2 + 3  # two spare actions, then the rez: 0 bits, 3 gained


def test_washed_up_solo_construct_trashes_a_program_unless_the_runner_pays_1_bit() -> None:
    g = at_ice("Washed-Up Solo Construct", ("Codecracker",), corp_credits=10, runner_credits=8)
    d = g.decision  # Codecracker breaks no sentry: the subroutine resolves at once
    assert d.player == "runner" and [o.kind for o in d.options] == ["choose", "pass"]
    assert options(g, "choose")[0].cost.credits == 1
    before = g.runner.credits
    act(g, "choose", target="pay")
    assert g.runner.credits == before - 1 and [c.title for c in g.runner.program] == ["Codecracker"]
    g2 = at_ice("Washed-Up Solo Construct", ("Codecracker",), corp_credits=10, runner_credits=8)
    act(g2, "pass")  # the Runner does not pay
    act(g2, "choose", card="Codecracker")  # the Corp trashes it
    assert not g2.runner.program
    g3 = at_ice("Washed-Up Solo Construct", ("Codecracker",), corp_credits=10, runner_credits=2)
    assert "The Runner cannot pay 1 bit (Washed-Up Solo Construct)." in g3.log
    assert g3.decision.player == "corp" and options(g3, "choose", card="Codecracker")


# ---------------------------------------------------------------------- after a noisy icebreaker


def _noisy_run(ice: str, corp_credits: int) -> Game:
    """Wall of Static outermost, ``ice`` innermost on HQ; the Runner breaks the wall with
    Jackhammer (noisy)."""
    g = at_ice([ice, "Wall of Static"], ("Jackhammer",), corp_credits=corp_credits)
    _break_all(g, "Jackhammer", 2)
    act(g, "pass")  # continue to the inner ice
    return g


def test_deadeye_costs_5_bits_less_to_rez_after_a_noisy_icebreaker_was_used() -> None:
    g = _noisy_run("Deadeye", 20)
    deadeye = g.corp.servers["HQ"].ice[0]
    assert g.rez_cost(deadeye) == 0
    assert options(g, "rez", card="Deadeye")[0].cost.credits == 0
    act(g, "rez", card="Deadeye")  # Jackhammer breaks no sentry: both subroutines resolve
    act(g, "choose", card="Jackhammer")
    assert not g.runner.program and g.run is None
    assert g.rez_cost(deadeye) == 5  # the run is over: so is the discount
    g2 = at_ice(["Deadeye", "Wall of Static"], ("Codecracker",), corp_credits=20)
    assert g2.rez_cost(g2.corp.servers["HQ"].ice[0]) == 5  # no noisy icebreaker used


def test_imperial_guard_costs_5_bits_less_after_a_noisy_boost() -> None:
    g = at_ice(["Imperial Guard", "Wall of Static"], ("Jackhammer",), corp_credits=20)
    guard = g.corp.servers["HQ"].ice[0]
    assert g.rez_cost(guard) == 10
    act(g, "boost", card="Jackhammer")  # a use, without breaking
    assert g.rez_cost(guard) == 5


def test_bolter_swarm_costs_5_less_after_a_noisy_icebreaker() -> None:
    g = _noisy_run("Bolter Swarm", 20)
    before = g.corp.credits
    act(g, "rez", card="Bolter Swarm")
    assert before - g.corp.credits == 8 - 5


def test_bolter_swarm_does_4_net_damage_and_the_next_ice_cannot_be_broken() -> None:
    g = at_ice(
        ["Wall of Static", "Bolter Swarm"], ("Jackhammer",), corp_credits=30, hand=("Score!",) * 6
    )
    assert len(g.runner.hand) == 6 - 4  # Jackhammer breaks no sentry: 4 net damage at once
    act(g, "pass")  # continue
    act(g, "rez", card="Wall of Static")
    assert "The Runner cannot break the subroutines of Wall of Static." in g.log
    assert g.run is None and not successful(g)  # no break offered: the wall ends the run


def test_baskerville_gives_a_counter_doing_2_net_damage_at_each_run_start() -> None:
    g = at_ice("Baskerville", (), corp_credits=20, hand=("Score!",) * 4)
    # no icebreaker, no link: 2 net damage, the trace succeeds without bids, the run ends
    assert g.runner.counters.get("baskerville") == 1 and g.run is None
    assert len(g.runner.hand) == 2
    act(g, "run", server="R&D")
    assert len(g.runner.hand) == 0  # the counter: 2 net damage as the run begins
    g2 = at_ice("Baskerville", (), corp_credits=20, hand=("Score!",) * 4, runner_credits=5)
    remove = options(g2, "ability", label="Remove a Baskerville counter: pay 3 bits")
    assert remove and remove[0].cost.credits == 3
    g2.choose(remove[0])
    assert not g2.runner.counters.get("baskerville") and g2.runner.credits == 2

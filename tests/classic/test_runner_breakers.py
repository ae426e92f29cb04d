"""The 1996 icebreakers of the runner-breakers family: breakers for several keywords and for
subroutines that trace (rules-diff 49), strength from counters and breaks, dice (rules-diff 60),
a breaker that ends the run, X strength for forgone actions."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    log_since,
    rig_card,
    run_on,
    runner_install,
    to_runner_turn,
)
from netrunner.engine.flow import RunnerAction
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

FILLER = ["Score!"] * 5  # cards in the grip for damage to take


def _game(
    ice: list[tuple[str, str]],
    programs: list[str],
    *,
    hand: list[str] | None = None,
    credits: int = 20,
    corp_credits: int = 40,
    corp_hand: list[str] | None = None,
    seed: int = 0,
) -> Game:
    """The Corp installs ``ice`` (title, fort), then the Runner installs ``programs`` on its
    turn, with ``credits`` bits to spend after them (the install costs are given back)."""
    from netrunner.rulesets.classic import POOL

    costs = sum(POOL.data(t).cost or 0 for t in programs)
    g = scenario(
        corp={"hand": [t for t, _ in ice] + (corp_hand or []), "credits": corp_credits},
        runner={"hand": programs + (hand or []), "credits": costs},
        seed=seed,
        ruleset="classic",
    )
    for title, fort in ice:
        corp_install(g, title, fort)
    to_runner_turn(g)
    for title in programs:
        runner_install(g, title)
    g.runner.credits = credits
    g.runner.clicks = 4
    reask(g)
    return g


def reask(g: Game) -> None:
    """Ask the Runner's action again (after a test set bits, actions or a turn flag)."""
    g._decision = None
    g.push(RunnerAction(window_done=True))
    g._advance()


def _targets(g: Game, card: str) -> set[str | None]:
    return {o.target for o in options(g, "break", card=card)}


# ---------------------------------------------------------------------- breakers' targets


def test_dogcatcher_breaks_the_subroutines_of_bloodhounds_and_pit_bulls() -> None:
    g = _game([("Fetch 4.0.1", "HQ"), ("Rex", "R&D")], ["Dogcatcher"], credits=10)
    run_on(g, "HQ", rez="Fetch 4.0.1")
    (brk,) = options(g, "break", card="Dogcatcher")  # Fetch 4.0.1: a bloodhound, strength 3
    assert brk.cost.credits == 1 and brk.target == "Trace 3. If successful, give the Runner 1 tag."
    act(g, "break", card="Dogcatcher")
    assert g.runner.credits == 9
    finish_run(g)
    run_on(g, "R&D", rez="Rex")  # a pit bull
    assert _targets(g, "Dogcatcher") == {options(g, "break")[0].target}


def test_dogcatcher_has_no_break_on_a_plain_sentry_but_boosts_for_1_bit() -> None:
    g = _game([("Data Raven", "HQ"), ("Fetch 4.0.1", "R&D")], ["Dogcatcher"], credits=10)
    run_on(g, "HQ", rez="Data Raven")  # a sentry with no dog keyword
    assert options(g, "break", card="Dogcatcher") == []
    assert options(g, "boost", card="Dogcatcher") == []
    assert rig_card(g, "Dogcatcher")["strength"] == 3


def test_reflector_breaks_a_knockout_subroutine_for_nothing() -> None:
    g = _game([("TKO 2.0", "HQ")], ["Reflector"], credits=0)
    run_on(g, "HQ", rez="TKO 2.0")
    (brk,) = options(g, "break", card="Reflector")  # strength 4 against TKO 2.0's 4
    assert brk.cost.credits == 0
    act(g, "break", card="Reflector")
    finish_run(g)
    assert g.runner.clicks == 3  # nothing forgone: the run went on


def test_reflector_does_not_break_a_killer_sentry() -> None:
    g = _game([("Triggerman", "HQ")], ["Reflector"], hand=FILLER, credits=0)
    run_on(g, "HQ", rez="Triggerman")
    assert options(g, "break", card="Reflector") == []


def test_replicator_breaks_a_subroutine_that_traces_after_a_boost() -> None:
    g = _game([("Fetch 4.0.1", "HQ")], ["Replicator"], credits=5)
    run_on(g, "HQ", rez="Fetch 4.0.1")
    assert options(g, "break", card="Replicator") == []  # strength 2 against 3
    act(g, "boost", card="Replicator")
    (brk,) = options(g, "break", card="Replicator")
    assert brk.cost.credits == 0
    act(g, "break", card="Replicator")
    assert g.runner.credits == 4


def test_replicator_breaks_no_subroutine_that_does_not_trace() -> None:
    g = _game([("Data Wall", "HQ")], ["Replicator"], credits=5)
    run_on(g, "HQ", rez="Data Wall")
    assert g.run is None and "Data Wall ends the run." in g.log  # nothing to break or boost


# ---------------------------------------------------------------------- strength


def test_snowball_keeps_1_strength_for_each_subroutine_it_broke_until_the_run_ends() -> None:
    g = _game([("Triggerman", "HQ"), ("Data Raven", "HQ")], ["Snowball"], credits=20)
    # Data Raven (strength 5) is met first, then Triggerman (3)
    run_on(g, "HQ", rez="Data Raven")
    for _ in range(5):
        act(g, "boost", card="Snowball")
    act(g, "break", card="Snowball")
    assert "Snowball has +1 strength for the rest of the run: 6." in g.log
    assert g.decision is not None and g.decision.kind == "jack_out"  # Data Raven passed
    assert rig_card(g, "Snowball")["strength"] == 1  # the boosts are gone, the break is not
    act(g, "pass")  # continue the run
    act(g, "rez", card="Triggerman")
    for _ in range(2):
        act(g, "boost", card="Snowball")
    act(g, "break", card="Snowball", target="Trash 1 program.")
    act(g, "break", card="Snowball", target="End the run.")
    assert g.decision is not None and g.decision.kind == "jack_out"  # Triggerman passed
    assert rig_card(g, "Snowball")["strength"] == 3  # 3 subroutines broken in the run
    finish_run(g)
    assert rig_card(g, "Snowball")["strength"] == 0


def test_snowball_is_a_killer_and_spends_a_speed_chips_bit() -> None:
    g = _game([("Data Raven", "HQ")], ["Snowball"], hand=["Corolla Speed Chip"], credits=1)
    act(g, "install", card="Corolla Speed Chip")
    assert g.runner.credits == 0 and rig_card(g, "Corolla Speed Chip")["counters"] == {
        "recurring": 1
    }
    g.runner.credits = 5
    run_on(g, "HQ", rez="Data Raven")
    act(g, "boost", card="Snowball")  # paid with the chip's bit
    assert g.runner.credits == 5
    assert rig_card(g, "Corolla Speed Chip")["counters"].get("recurring", 0) == 0


def test_dupre_gets_a_strength_counter_after_a_run_it_broke_on() -> None:
    g = _game([("Filter", "HQ"), ("Keeper", "R&D")], ["Dupré"], credits=10)
    run_on(g, "HQ", rez="Filter")
    act(g, "break", card="Dupré")
    assert rig_card(g, "Dupré")["counters"] == {}
    finish_run(g)
    assert rig_card(g, "Dupré")["counters"] == {"strength": 1}
    assert rig_card(g, "Dupré")["strength"] == 1
    assert "1 strength counter placed on Dupré." in g.log


def test_dupre_gets_no_counter_after_a_run_it_only_boosted_on() -> None:
    # 9 bits: Dupré's 4 boosts to Keeper's strength 4 (2 bits each), then a break (1)
    g = _game([("Keeper", "HQ")], ["Dupré"], hand=FILLER, credits=9)
    run_on(g, "HQ", rez="Keeper")
    act(g, "boost", card="Dupré")
    act(g, "pass")  # Keeper ends the run
    assert g.run is None and rig_card(g, "Dupré")["counters"] == {}


def test_dupre_loses_its_counters_used_on_another_fort() -> None:
    g = _game([("Filter", "HQ"), ("Filter", "R&D"), ("Keeper", "Archives")], ["Dupré"])
    for rez in ("Filter", None):
        run_on(g, "HQ", rez=rez)
        act(g, "break", card="Dupré")
        finish_run(g)
    assert rig_card(g, "Dupré")["counters"] == {"strength": 2}
    run_on(g, "R&D", rez="Filter")
    act(g, "break", card="Dupré")  # another fort: the counters go, then a new one
    assert rig_card(g, "Dupré")["counters"].get("strength", 0) == 0
    assert any("loses its 2 +1 strength counters" in x for x in g.log)
    finish_run(g)
    assert rig_card(g, "Dupré")["counters"] == {"strength": 1}


def test_dupre_keeps_its_militech_counter_used_on_another_fort() -> None:
    g = _game([("Filter", "HQ"), ("Filter", "R&D")], ["Dupré"], hand=["Deal with Militech"])
    run_on(g, "HQ", rez="Filter")
    act(g, "break", card="Dupré")
    finish_run(g)
    g.flags["stolen:Research"] = 1
    reask(g)
    act(g, "play", card="Deal with Militech")
    assert rig_card(g, "Dupré")["counters"] == {"strength": 1, "militech": 1}
    run_on(g, "R&D", rez="Filter")
    act(g, "break", card="Dupré")  # another fort: its +1 strength counter goes
    assert rig_card(g, "Dupré")["counters"].get("militech") == 1
    assert rig_card(g, "Dupré")["strength"] == 1


def test_deal_with_militech_puts_a_militech_counter_on_each_icebreaker() -> None:
    g = _game(
        [],
        ["Loony Goon", "Hammer", "Mouse"],
        hand=["Deal with Militech"],
        corp_hand=["Bioweapons Engineering"],
    )
    assert options(g, "play", card="Deal with Militech") == []  # nothing liberated yet
    g.flags["stolen:Research"] = 1  # as a liberated Bioweapons Engineering sets it
    reask(g)
    act(g, "play", card="Deal with Militech")
    assert rig_card(g, "Loony Goon")["counters"] == {"militech": 1}
    assert rig_card(g, "Loony Goon")["strength"] == 1
    assert rig_card(g, "Hammer")["strength"] == 3
    assert rig_card(g, "Mouse")["counters"] == {}


def test_deal_with_militech_is_playable_after_liberating_a_research_agenda() -> None:
    g2 = scenario(
        corp={"hand": ["Bioweapons Engineering"]},
        runner={"hand": ["Deal with Militech", "Hammer"], "credits": 5},
        ruleset="classic",
    )
    corp_install(g2, "Bioweapons Engineering", "new remote")
    to_runner_turn(g2)
    act(g2, "install", card="Hammer")
    run_on(g2, "Server 1")
    finish_run(g2)
    assert g2.runner.scored and g2.runner.scored[0].title == "Bioweapons Engineering"
    act(g2, "play", card="Deal with Militech")
    assert rig_card(g2, "Hammer")["strength"] == 3


# ---------------------------------------------------------------------- dice


def test_ai_boon_rolls_its_strength_at_the_start_of_each_run() -> None:
    g = _game([("Data Raven", "HQ")], ["AI Boon"], credits=10, seed=3)
    assert rig_card(g, "AI Boon")["strength"] == 0
    n = len(g.log)
    run_on(g, "HQ")
    (line,) = [x for x in log_since(g, n) if x.startswith("AI Boon rolls a die")]
    rolled = int(line.split(": ")[1].split(".")[0])
    assert rig_card(g, "AI Boon")["strength"] == rolled
    assert line == f"AI Boon rolls a die: {rolled}. Its strength is {rolled} for this run."
    finish_run(g)
    assert rig_card(g, "AI Boon")["strength"] == 0


def test_ai_boon_breaks_a_sentry_subroutine_for_1_bit() -> None:
    for seed in range(40):
        g = _game([("Data Raven", "HQ")], ["AI Boon"], credits=10, seed=seed)
        run_on(g, "HQ", rez="Data Raven")
        if rig_card(g, "AI Boon")["strength"] == 5:
            break
    else:
        raise AssertionError("no seed rolled a 5")
    (brk,) = options(g, "break", card="AI Boon")
    assert brk.cost.credits == 1


def _bmi_run(seed: int) -> Game:
    g = _game([("Data Wall", "HQ")], ["Bartmoss Memorial Icebreaker"], credits=5, seed=seed)
    run_on(g, "HQ", rez="Data Wall")
    act(g, "break", card="Bartmoss Memorial Icebreaker")
    act(g, "pass")  # the window closes: Data Wall is passed
    return g


def test_bartmoss_rolls_after_passing_ice_it_broke_and_is_trashed_on_a_1() -> None:
    rolls: dict[int, Game] = {}
    for seed in range(60):
        g = _bmi_run(seed)
        (line,) = [x for x in g.log if x.startswith("Bartmoss Memorial Icebreaker rolls")]
        rolls.setdefault(int(line.rstrip(".").rsplit(" ", 1)[1]), g)
        if 1 in rolls and len(rolls) > 1:
            break
    trashed = rolls.pop(1)
    assert [c.title for c in trashed.runner.discard] == ["Bartmoss Memorial Icebreaker"]
    kept = next(iter(rolls.values()))
    assert [c.title for c in kept.runner.program] == ["Bartmoss Memorial Icebreaker"]
    # the roll comes after passing the ice
    log = kept.log
    passed = next(i for i, x in enumerate(log) if x.startswith("The Runner passes Data Wall"))
    rolled = next(i for i, x in enumerate(log) if "rolls a die" in x)
    assert passed < rolled


def test_bartmoss_does_not_roll_for_ice_it_broke_nothing_of() -> None:
    g = _game(
        [("Data Wall", "HQ"), ("Filter", "HQ")],
        ["Bartmoss Memorial Icebreaker", "Codecracker"],
        credits=5,
    )
    run_on(g, "HQ", rez="Filter")  # Filter (code gate) is met first
    act(g, "break", card="Codecracker")
    act(g, "pass")
    act(g, "pass")  # continue
    assert not any("rolls a die" in x for x in g.log)


def test_blink_breaks_on_a_4_5_or_6_and_does_net_damage_as_high_as_a_lower_roll() -> None:
    seen: set[str] = set()
    for seed in range(40):
        g = _game([("Razor Wire", "HQ")], ["Blink"], hand=FILLER, credits=0, seed=seed)
        run_on(g, "HQ", rez="Razor Wire")
        (brk,) = options(g, "break", card="Blink", target="End the run.")
        assert brk.cost.credits == 0
        n = len(g.log)
        act(g, "break", card="Blink", target="End the run.")
        (line,) = [x for x in log_since(g, n) if x.startswith("Blink rolls a die")]
        rolled = int(line.split(": ")[1].split(".")[0])
        if rolled >= 4:
            assert 1 in g.run.broken  # type: ignore[union-attr]
            seen.add("broken")
        else:
            assert 1 not in g.run.broken  # type: ignore[union-attr]
            assert len(g.runner.hand) == 5 - rolled
            assert f"The Runner takes {rolled} net damage" in " ".join(log_since(g, n))
            # once on each subroutine during the encounter
            assert options(g, "break", card="Blink", target="End the run.") == []
            assert options(g, "break", card="Blink", target="Do 2 net damage.")
            seen.add("failed")
        if seen == {"broken", "failed"}:
            break
    assert seen == {"broken", "failed"}


def test_playful_ai_splits_a_low_roll_into_bits_and_dice_to_roll_again() -> None:
    for seed in range(60):
        g = scenario(runner={"hand": ["Playful AI"], "credits": 1}, seed=seed, ruleset="classic")
        to_runner_turn(g)
        act(g, "play", card="Playful AI")
        d = g.decision
        if d is not None and d.kind == "choose" and d.params.get("roll", 0) >= 2:
            break
    else:
        raise AssertionError("no seed rolled a 2 or a 3")
    roll = d.params["roll"]
    assert sorted(o.amount for o in d.options) == list(range(roll + 1))  # type: ignore[type-var]
    assert [o.cost.credits for o in d.options] == [0] * (roll + 1)
    act(g, "choose", amount=roll - 1)  # roll - 1 bits and 1 die to roll again
    assert g.runner.credits == roll - 1
    assert sum("Playful AI rolls a die" in x for x in g.log) == 2
    # every die set aside is rolled: the rest of it, always taking bits
    while g.decision is not None and g.decision.kind == "choose":
        act(g, "choose", amount=g.decision.params["roll"])
    assert g.decision is not None and g.decision.kind == "action"


def test_playful_ai_gives_nothing_on_a_4_5_or_6() -> None:
    for seed in range(60):
        g = scenario(runner={"hand": ["Playful AI"], "credits": 1}, seed=seed, ruleset="classic")
        to_runner_turn(g)
        act(g, "play", card="Playful AI")
        if g.decision is not None and g.decision.kind == "action":
            break
    else:
        raise AssertionError("no seed rolled high")
    assert g.runner.credits == 0
    assert any(x.startswith("Playful AI rolls a die:") and x.endswith("Nothing.") for x in g.log)


# ---------------------------------------------------------------------- side effects


def test_dropp_breaks_any_subroutine_and_using_it_ends_the_run() -> None:
    g = _game([("Code Corpse", "HQ")], ["Dropp [TM]"], hand=FILLER, credits=5)
    run_on(g, "HQ", rez="Code Corpse")  # strength 5 against Dropp's 4
    act(g, "boost", card="Dropp [TM]")
    assert g.run is None and "Dropp [TM] ends the run." in g.log
    assert g.runner.brain_damage == 0 and g.runner.credits == 4


def test_dropp_break_ends_the_run_before_any_subroutine_fires() -> None:
    g = _game([("Razor Wire", "HQ")], ["Dropp [TM]"], hand=FILLER, credits=5)
    run_on(g, "HQ", rez="Razor Wire")
    act(g, "break", card="Dropp [TM]", target="Do 2 net damage.")
    assert g.run is None and len(g.runner.hand) == 5
    assert "Dropp [TM] ends the run." in g.log
    assert g.decision is not None and g.decision.kind == "action"


def test_japanese_water_torture_x_strength_forgoes_x_actions() -> None:
    g = _game([("Fire Wall", "HQ")], ["Japanese Water Torture"], credits=5)
    run_on(g, "HQ", rez="Fire Wall")  # strength 4 against 2
    assert g.runner.clicks == 3
    act(g, "boost", card="Japanese Water Torture")
    act(g, "boost", card="Japanese Water Torture")
    assert rig_card(g, "Japanese Water Torture")["strength"] == 4
    assert g.runner.credits == 3 and g.runner.clicks == 1  # 2 actions forgone
    (brk,) = options(g, "break", card="Japanese Water Torture")
    assert brk.cost.credits == 0
    act(g, "break", card="Japanese Water Torture")
    finish_run(g)
    assert g.decision is not None and g.decision.kind == "action"
    assert g.runner.clicks == 1


def test_japanese_water_torture_owes_actions_beyond_this_turns() -> None:
    g = _game([("Fire Wall", "HQ")], ["Japanese Water Torture"], credits=5)
    g.runner.clicks = 2
    run_on(g, "HQ", rez="Fire Wall")  # 1 action left
    act(g, "boost", card="Japanese Water Torture")
    act(g, "boost", card="Japanese Water Torture")
    assert g.runner.clicks == 0 and g.runner.forgo == 1
    assert g.view("corp")["runner"]["actions_owed"] == 1

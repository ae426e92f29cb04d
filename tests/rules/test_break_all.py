"""The composite "break all" option (``break_all``, jinteki's "auto-pump and break"): in an
encounter, one option per icebreaker that boosts it to the ice's strength and breaks every
unbroken subroutine, priced as the sum of those steps, offered only when affordable and more than
one step, and played and logged as the single options would be."""

from __future__ import annotations

from cards.helpers import corp_install, log_since, runner_install, to_runner_turn
from netrunner.ai.encoding import decode, describe, encode
from netrunner.engine.cost import Cost
from netrunner.engine.decision import KINDS, Option
from netrunner.engine.game import Game
from netrunner.testing import act, options, pass_until, scenario


def _encounter(
    ice: str,
    breakers: list[str],
    credits: int,
    *,
    ruleset: str = "anr",
    upgrade: str | None = None,
    corp_credits: int = 20,
    asked: bool = True,
) -> Game:
    """The Runner, with ``breakers`` installed and ``credits`` left, encounters the rezzed
    ``ice`` protecting HQ (with ``upgrade`` rezzed in HQ's root, if given); ``asked``: the
    Runner is asked what to do in the encounter (else it may have nothing to do there)."""
    hand = [ice] + ([upgrade] if upgrade else [])
    runner_credits = credits + 30  # enough to install the breakers; the rest is taken away
    g = scenario(
        ruleset=ruleset,
        corp={"hand": hand, "credits": corp_credits},
        runner={"hand": breakers, "credits": runner_credits},
    )
    corp_install(g, ice, "HQ")
    if upgrade:
        act(g, "install", card=upgrade, server="HQ")
    to_runner_turn(g)
    for b in breakers:
        runner_install(g, b)
    g.runner.credits = credits
    act(g, "run", server="HQ")
    if options(g, "rez", card=ice):
        act(g, "rez", card=ice)
    pass_until(g, "runner", kinds=("pass",), limit=3)
    d = g.decision
    if asked:
        assert d is not None and d.kind == "encounter" and d.source_title == ice
    return g


def _boosts(ice: str, breaker: str, credits: int, **kw: str) -> list[Option]:
    """The boosts the Runner is offered encountering ``ice`` with ``breaker`` and ``credits``
    (none when the encounter asks nothing: no break nor boost to offer)."""
    g = _encounter(ice, [breaker], credits, asked=False, **kw)  # type: ignore[arg-type]
    d = g.decision
    if d is None or d.kind != "encounter":
        assert f"The Runner encounters {ice}" in " ".join(g.log)
        return []
    return options(g, "boost")


def _strength(g: Game, title: str) -> int:
    b = next(c for c in g.runner.program if c.title == title)
    return g.breaker_strength(b)


def test_corroder_breaks_wall_of_thorns_in_one_choice_boosting_first_and_logs_each_step() -> None:
    g = _encounter("Wall of Thorns", ["Corroder"], credits=6)
    (opt,) = options(g, "break_all")
    assert opt.card == "Corroder" and opt.amount == 2
    assert opt.card_id == g.runner.program[0].id
    assert opt.cost == Cost(credits=5)  # 3 boosts (2 -> 5) and 2 breaks of 1 credit
    assert opt.label == "Corroder: break all 2 subroutines for 5 credits (+3 strength first)"
    kinds = [o.kind for o in g.decision.options] if g.decision else []
    assert kinds[-2:] == ["break_all", "pass"]  # after the single options, before the pass
    n = len(g.log)
    g.choose(opt)
    assert g.runner.credits == 1
    assert log_since(g, n)[:5] == [
        "The Runner boosts Corroder to strength 3.",
        "The Runner boosts Corroder to strength 4.",
        "The Runner boosts Corroder to strength 5.",
        'The Runner uses Corroder to break "Do 2 net damage." on Wall of Thorns.',
        'The Runner uses Corroder to break "End the run." on Wall of Thorns.',
    ]
    assert "The Runner passes Wall of Thorns (ice 1 of 1 protecting HQ)." in g.log
    assert not any("subroutine resolves" in line for line in g.log)


def test_break_all_does_what_the_single_options_do_one_after_another() -> None:
    g = _encounter("Wall of Thorns", ["Corroder"], credits=7)
    singles = g.clone()
    g.choose(options(g, "break_all")[0])
    while not options(singles, "break"):
        act(singles, "boost", card="Corroder")
    while (
        (d := singles.decision) is not None and d.kind == "encounter" and options(singles, "break")
    ):
        singles.choose(options(singles, "break")[0])
    assert singles.log == g.log
    assert singles.runner.credits == g.runner.credits == 2
    assert singles.view("runner") == g.view("runner")


def test_break_all_is_not_offered_when_the_runner_cannot_pay_for_all_of_it() -> None:
    g = _encounter("Wall of Thorns", ["Corroder"], credits=4)
    assert options(g, "break_all") == []
    assert options(g, "boost", card="Corroder")  # the single steps are still there


def test_break_all_is_not_offered_when_one_break_already_does_it() -> None:
    g = _encounter("Ice Wall", ["Corroder"], credits=5)  # strong enough, one subroutine
    assert options(g, "break_all") == []
    assert [o.target for o in options(g, "break")] == ["End the run."]


def test_break_all_without_boosts_names_no_strength() -> None:
    g = _encounter("Enigma", ["Gordian Blade"], credits=5)  # strength 2 against 2: 2 breaks
    (opt,) = options(g, "break_all")
    assert opt.label == "Gordian Blade: break all 2 subroutines for 2 credits"
    assert opt.cost == Cost(credits=2)
    g.choose(opt)
    assert g.runner.credits == 3 and _strength(g, "Gordian Blade") == 2
    assert not any("subroutine resolves" in line for line in g.log)


def test_break_all_after_a_single_break_breaks_only_the_rest() -> None:
    g = _encounter("Wall of Thorns", ["Corroder"], credits=6)
    for _ in range(3):
        act(g, "boost", card="Corroder")
    act(g, "break", card="Corroder", target="Do 2 net damage.")
    assert options(g, "break_all") == []  # one break left: the single option is that
    act(g, "break", card="Corroder", target="End the run.")
    assert g.runner.credits == 1


def test_a_breaker_breaking_two_subroutines_a_use_is_priced_for_one_use() -> None:
    g = _encounter("Wall of Thorns", ["Battering Ram"], credits=6)  # strength 3, 2 a use
    (opt,) = options(g, "break_all")
    assert opt.cost == Cost(credits=4)  # 2 boosts (3 -> 5) and one use of 2 credits
    assert opt.label == "Battering Ram: break all 2 subroutines for 4 credits (+2 strength first)"
    n = len(g.log)
    g.choose(opt)
    assert g.runner.credits == 2
    assert log_since(g, n)[2] == (
        'The Runner uses Battering Ram to break "Do 2 net damage."; "End the run." on '
        "Wall of Thorns."
    )


def test_each_breaker_that_can_break_everything_gets_its_own_break_all() -> None:
    g = _encounter("Wall of Thorns", ["Corroder", "Battering Ram"], credits=6)
    assert [(o.card, o.cost.credits) for o in options(g, "break_all")] == [
        ("Corroder", 5),
        ("Battering Ram", 4),
    ]


def test_break_all_has_an_action_id_of_its_own_for_the_ai_adapters() -> None:
    g = _encounter("Wall of Thorns", ["Corroder"], credits=6)
    d = g.decision
    # added after the kinds before it (their action ids unchanged); only cancel came later
    assert d is not None and KINDS[KINDS.index("pass") + 1 :] == ("break_all", "cancel")
    (opt,) = options(g, "break_all")
    action = encode(opt, d)
    assert decode(action, d) == opt
    assert describe(action).kind == "break_all" and describe(action).card == "Corroder"


# ---------------------------------------------------------------------- the 1996 game


def test_classic_break_surcharge_is_counted_for_each_subroutine_broken() -> None:
    g = _encounter(
        "Endless Corridor",
        ["Codecracker"],
        credits=5,
        ruleset="classic",
        upgrade="Crystal Palace Station Grid",
    )
    (opt,) = options(g, "break_all")
    # 2 boosts (0 -> 2) for 1 bit each, 2 breaks of 0 bits plus Crystal Palace's 1 bit each
    assert opt.cost == Cost(credits=4)
    assert opt.label == "Codecracker: break all 2 subroutines for 4 bits (+2 strength first)"
    [single] = options(g, "boost")
    g.choose(opt)
    assert g.runner.credits == 1
    assert single.cost == Cost(credits=1)
    assert sum("to break" in line for line in g.log) == 2


def test_classic_blink_rolls_for_each_subroutine_so_it_has_no_break_all() -> None:
    g = _encounter("Endless Corridor", ["Blink"], credits=5, ruleset="classic")
    assert options(g, "break", card="Blink")
    assert options(g, "break_all") == []


def test_classic_replicator_breaks_only_traces_so_no_break_all_on_mixed_ice() -> None:
    g = _encounter("Jack Attack", ["Replicator"], credits=9, ruleset="classic")
    assert options(g, "break_all") == []
    act(g, "boost", card="Replicator")  # strength 3 against 3
    assert [o.subroutine for o in options(g, "break", card="Replicator")] == [1]  # the trace
    assert options(g, "break_all") == []


def test_classic_japanese_water_torture_is_never_boosted_by_break_all() -> None:
    g = _encounter("Razor Wire", ["Japanese Water Torture"], credits=9, ruleset="classic")
    assert options(g, "boost", card="Japanese Water Torture")  # +1 for 1 bit and an action
    assert options(g, "break_all") == []


def test_classic_break_all_stops_once_aardvark_rezzed_after_a_break_trashes_the_worm() -> None:
    g = _encounter(
        "Laser Wire", ["Worm", "Hammer"], credits=9, ruleset="classic", upgrade="Aardvark"
    )
    [opt] = options(g, "break_all", card="Worm")
    assert opt.label == "Worm: break all 2 subroutines for 0 bits"
    g.choose(opt)
    d = g.decision  # a worm was used: the Corp may rez Aardvark in response
    assert d is not None and d.player == "corp" and d.kind == "rez"
    act(g, "rez", card="Aardvark")
    act(g, "pass")
    assert "Worm" in [c.title for c in g.runner.discard]
    assert g.run is not None and g.run.broken == ()  # what the worm broke is unbroken
    d = g.decision  # the plan stopped: the encounter window asks again
    assert d is not None and d.kind == "encounter" and options(g, "break_all", card="Hammer")


def test_classic_break_all_goes_on_when_the_corp_lets_the_worm_be() -> None:
    g = _encounter("Laser Wire", ["Worm"], credits=9, ruleset="classic", upgrade="Aardvark")
    g.choose(options(g, "break_all", card="Worm")[0])
    act(g, "pass")  # the Corp leaves Aardvark unrezzed after the first break
    act(g, "pass")  # and after the second
    assert sum(line.startswith("The Runner uses Worm to break") for line in g.log) == 2


def test_no_break_all_on_ice_whose_subroutines_may_not_be_broken() -> None:
    def encounter(unbreakable: bool) -> Game:
        g = scenario(
            ruleset="classic",
            corp={"hand": ["Laser Wire"], "credits": 20},
            runner={"hand": ["Hammer", "Hammer", "Hammer"], "credits": 20},
        )
        corp_install(g, "Laser Wire", "HQ")
        to_runner_turn(g)
        runner_install(g, "Hammer")
        act(g, "run", server="HQ")
        assert g.run is not None
        if unbreakable:
            g.run.mods["no_break_next"] = 1  # as Neural Blade's subroutine leaves it
        act(g, "rez", card="Laser Wire")
        pass_until(g, "runner", kinds=("pass",), limit=3)
        return g

    assert options(encounter(False), "break_all", card="Hammer")
    g = encounter(True)  # nothing to break or boost: no encounter window at all
    assert "The Runner cannot break the subroutines of Laser Wire." in g.log
    assert "Laser Wire's subroutine resolves: End the run." in g.log
    assert not any("to break" in line for line in g.log)


# ---------------------------------------------------------------------- boosts worth offering


def test_a_boost_is_offered_only_when_a_break_can_be_paid_after_it() -> None:
    # Corroder (strength 2) against Wall of Thorns (5): 3 boosts of 1 credit, then a break of 1
    assert _boosts("Wall of Thorns", "Corroder", 3) == []  # the wall's subroutines resolve
    (boost,) = _boosts("Wall of Thorns", "Corroder", 4)
    assert boost.card == "Corroder" and boost.cost == Cost(credits=1)


def test_a_boost_for_the_run_follows_the_same_rule_until_the_breaker_is_strong_enough() -> None:
    # Gordian Blade (2) against Viktor 1.0 (3): a boost and a break, 2 credits
    assert _boosts("Viktor 1.0", "Gordian Blade", 1) == []
    assert len(_boosts("Viktor 1.0", "Gordian Blade", 2)) == 1
    # strong enough for Enigma: its boost (for the rest of the run, for the ice ahead) stays
    (boost,) = _boosts("Enigma", "Gordian Blade", 1)
    assert boost.label.endswith(", for the rest of the run")


def test_classic_a_boost_is_offered_only_when_a_break_can_be_paid_after_it() -> None:
    # Codecracker (0) against Endless Corridor (2): 2 boosts of 1 bit, breaks of 0 bits
    assert _boosts("Endless Corridor", "Codecracker", 1, ruleset="classic") == []
    assert len(_boosts("Endless Corridor", "Codecracker", 2, ruleset="classic")) == 1
    # Crystal Palace Station Grid: 1 bit more for each subroutine broken
    palace = {"ruleset": "classic", "upgrade": "Crystal Palace Station Grid"}
    assert _boosts("Endless Corridor", "Codecracker", 2, **palace) == []
    assert len(_boosts("Endless Corridor", "Codecracker", 3, **palace)) == 1

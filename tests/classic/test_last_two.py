"""The last two cards of the 1996 game: London City Grid (each use of a noisy icebreaker's
abilities costs a bit more in runs on its fort) and LDL Traffic Analyzers (bits for a trace from
its advancement counters, rezzed inside the trace)."""

from __future__ import annotations

from cards.helpers import run_on, runner_install, to_runner_turn
from classic.test_corp_ice import let_resolve, successful
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario

# ---------------------------------------------------------------------- London City Grid


def _london(runner_hand: list[str], ice: str = "Reinforced Wall", credits: int = 30) -> Game:
    """Corp: ``ice`` on HQ and R&D, London City Grid in HQ; the Runner's turn, its cards
    installed."""
    g = scenario(
        ruleset="classic",
        corp={"hand": [ice, ice, "London City Grid"], "credits": 40},
        runner={"hand": runner_hand, "credits": credits},
    )
    for server in ("HQ", "R&D"):
        act(g, "install", card=ice, server=server)
    [opt] = options(g, "install", card="London City Grid", server="HQ")
    assert opt.cost.credits == 3  # a region: rezzed as it is installed
    g.choose(opt)
    grid = g.corp.servers["HQ"].content[0]
    assert grid.title == "London City Grid" and grid.rezzed
    to_runner_turn(g)
    for title in runner_hand:
        runner_install(g, title)
    return g


def test_london_city_grid_makes_each_noisy_break_and_boost_cost_a_bit_more_on_its_fort() -> None:
    g = _london(["Hammer"])  # Hammer: 1 bit: break a wall subroutine; 1 bit: +1 strength
    for server, extra in (("R&D", 0), ("HQ", 1)):
        run_on(g, server, rez="Reinforced Wall")  # strength 4, two "End the run."
        [boost] = options(g, "boost", card="Hammer")
        assert boost.cost.credits == 1 + extra
        bits = g.runner.credits
        g.choose(boost)
        assert g.runner.credits == bits - 1 - extra, server
        act(g, "boost", card="Hammer")
        [brk] = options(g, "break", card="Hammer")
        assert brk.cost.credits == 1 + extra and brk.label.endswith(
            f"({1 + extra} bit{'s' * extra})"
        )
        bits = g.runner.credits
        g.choose(brk)
        assert g.runner.credits == bits - 1 - extra, server
        act(g, "break", card="Hammer")
        let_resolve(g)
        assert successful(g)
        g.log.clear()


def test_london_city_grid_leaves_icebreakers_that_are_not_noisy_alone() -> None:
    g = _london(["Dwarf"])  # Dwarf: strength 3; 1 bit: break a wall subroutine; 1 bit: +1
    run_on(g, "HQ", rez="Reinforced Wall")
    [boost] = options(g, "boost", card="Dwarf")
    assert boost.cost.credits == 1
    g.choose(boost)
    [brk] = options(g, "break", card="Dwarf")
    bits = g.runner.credits
    g.choose(brk)
    assert brk.cost.credits == 1 and g.runner.credits == bits - 1


def test_london_city_grid_charges_once_for_a_break_of_several_subroutines() -> None:
    # Pile Driver: strength 7; 3 bits: break up to 4 wall subroutines; its one use breaks all
    # four of Toughonium Wall's for 3 + 1 bits
    g = _london(["Pile Driver"], ice="Toughonium [TM] Wall")
    run_on(g, "HQ", rez="Toughonium [TM] Wall")
    [brk] = options(g, "break", card="Pile Driver")
    assert brk.cost.credits == 4
    bits = g.runner.credits
    g.choose(brk)
    assert g.runner.credits == bits - 4
    assert g.run is not None and len(g.run.broken) == 4


def test_london_city_grid_is_in_the_price_of_break_all_and_it_pays_what_it_says() -> None:
    g = _london(["Hammer"])
    run_on(g, "HQ", rez="Reinforced Wall")
    # two boosts (2 + 2) and two breaks (2 + 2): 8 bits, not the 4 of another fort
    [opt] = options(g, "break_all", card="Hammer")
    assert opt.cost.credits == 8 and "for 8 bits" in opt.label
    bits = g.runner.credits
    g.choose(opt)
    assert g.runner.credits == bits - 8
    assert g.run is not None and len(g.run.broken) == 2


def test_london_city_grid_counts_in_whether_a_boost_can_still_lead_to_a_break() -> None:
    g = _london(["Hammer"], credits=2)
    g.runner.credits = 3  # Hammer 2 against strength 4: two boosts and a break
    run_on(g, "R&D", rez="Reinforced Wall")
    [boost] = options(g, "boost", card="Hammer")  # 1 + 1 + 1 bits: it can get through
    assert boost.cost.credits == 1
    act(g, "pass")  # let the wall end the run
    assert g.run is None
    run_on(g, "HQ", rez="Reinforced Wall")
    assert not options(g, "boost", card="Hammer")  # 2 + 2 + 2 bits: more than it has
    assert not options(g, "break_all")


# ---------------------------------------------------------------------- LDL Traffic Analyzers


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


def _ldl(
    corp_credits: int = 3,
    installed: tuple[str, ...] = ("LDL Traffic Analyzers",),
    counters: int = 2,
    rezzed: bool = False,
    link: bool = True,
) -> Game:
    """Corp: Hunter (Trace 5: a tag) on HQ, ``installed`` in new remotes, each with ``counters``
    advancement counters (``rezzed`` or not); the Runner (with Access to Kiribati, 1: base link
    1, 1: +1 link, if ``link``) runs HQ and Hunter is rezzed: its trace begins."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Hunter", *installed], "credits": 10},
        runner={"hand": ["Access to Kiribati"] if link else [], "credits": 5},
    )
    act(g, "install", card="Hunter", server="HQ")
    for title in installed:
        act(g, "install", card=title, server="new remote")
    for title in installed:
        g.add_advancements(_card(g, title), counters)
        if rezzed:
            g.set_rezzed(_card(g, title), True)
    g.corp.credits = corp_credits + 2  # Hunter's rez
    to_runner_turn(g)
    if link:
        runner_install(g, "Access to Kiribati")
    run_on(g, "HQ", rez="Hunter")  # no icebreaker: Hunter's "Trace 5" resolves
    return g


def test_ldl_traffic_analyzers_is_rezzed_in_the_trace_and_its_counters_pay_only_that_bid() -> None:
    g = _ldl()
    pool = g.corp.credits
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "paid_abilities"
    assert d.public_prompt == "The Corp may use paid abilities."  # no title for the Runner
    assert "LDL" not in str(g.view("runner")) and "LDL" not in " ".join(g.log)
    ldl = _card(g, "LDL Traffic Analyzers")
    [rez] = options(g, "rez", card="LDL Traffic Analyzers")
    assert rez.cost.credits == 0
    g.choose(rez)
    assert ldl.rezzed
    [use] = options(g, "ability", card="LDL Traffic Analyzers")
    assert use.cost.counter == "advancement" and use.cost.counters == 1
    act(g, "ability", card="LDL Traffic Analyzers")
    act(g, "ability", card="LDL Traffic Analyzers")
    assert ldl.advancements == 0 and not options(g, "ability", card="LDL Traffic Analyzers")
    assert g.spendable("corp") == pool and g.spendable("corp", "trace") == pool + 10
    assert (
        "LDL Traffic Analyzers: the Corp removes an advancement counter and gains 5 bits "
        "for this trace." in g.log
    )
    act(g, "pass")  # done: the secret bid
    d = g.decision
    assert d is not None and d.kind == "trace" and d.params["limit"] == 5
    assert d.params["credits"] == pool + 10
    act(g, "trace", amount=5)
    act(g, "link", amount=0)  # no link
    let_resolve(g)
    assert g.runner.tags == 1
    assert g.corp.credits == pool  # the bid came from the analyzers' bits
    assert ldl.counters.get("recurring", 0) == 0
    assert (
        "The trace is over: the Corp returns 5 bits to the bank (LDL Traffic Analyzers)." in g.log
    )


def test_ldl_traffic_analyzers_bits_are_returned_even_when_unused() -> None:
    g = _ldl()
    pool = g.corp.credits
    act(g, "rez", card="LDL Traffic Analyzers")
    act(g, "ability", card="LDL Traffic Analyzers")
    act(g, "pass")
    act(g, "trace", amount=2)
    act(g, "link", amount=0)
    let_resolve(g)
    ldl = _card(g, "LDL Traffic Analyzers")
    assert (
        g.corp.credits == pool and ldl.counters.get("recurring", 0) == 0 and ldl.advancements == 1
    )
    assert (
        "The trace is over: the Corp returns 3 bits to the bank (LDL Traffic Analyzers)." in g.log
    )


def test_ldl_traffic_analyzers_may_be_advanced_before_and_after_it_is_rezzed() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["LDL Traffic Analyzers"], "credits": 5},
    )
    act(g, "install", card="LDL Traffic Analyzers", server="new remote")
    ldl = _card(g, "LDL Traffic Analyzers")
    act(g, "advance", card="LDL Traffic Analyzers")
    assert ldl.advancements == 1 and not ldl.rezzed
    act(g, "rez", card="LDL Traffic Analyzers")
    act(g, "advance", card="LDL Traffic Analyzers")
    assert ldl.advancements == 2 and ldl.rezzed


def test_the_trace_window_is_not_asked_without_an_ldl_in_the_corps_deck() -> None:
    g = _ldl(installed=("Tycho Extension",), counters=1)  # an advanced facedown agenda
    d = g.decision
    assert d is not None and d.kind == "trace"


def test_the_trace_window_is_asked_with_an_ldl_in_hq_while_an_advanced_card_is_facedown() -> None:
    # the Runner sees an unrezzed advanced card: it might be an LDL, so the Corp is asked even
    # holding its LDL in HQ (it can only pass)
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Hunter", "Tycho Extension", "LDL Traffic Analyzers"], "credits": 10},
        runner={"hand": ["Access to Kiribati"], "credits": 5},
    )
    act(g, "install", card="Hunter", server="HQ")
    act(g, "install", card="Tycho Extension", server="new remote")
    g.add_advancements(_card(g, "Tycho Extension"), 1)
    to_runner_turn(g)
    runner_install(g, "Access to Kiribati")
    run_on(g, "HQ", rez="Hunter")
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "paid_abilities"
    assert [o.kind for o in d.options] == ["pass"]
    assert "LDL" not in str(g.view("runner")) and "LDL" not in " ".join(g.log)
    act(g, "pass")
    d = g.decision
    assert d is not None and d.kind == "trace"


def test_the_trace_window_is_not_asked_when_no_facedown_card_has_counters() -> None:
    g = _ldl(counters=0)  # an LDL installed facedown without counters: nothing to use
    d = g.decision
    assert d is not None and d.kind == "trace"


def test_a_rezzed_ldl_without_counters_asks_nothing() -> None:
    g = _ldl(counters=0, rezzed=True)
    d = g.decision
    assert d is not None and d.kind == "trace"


def test_a_rezzed_ldl_with_counters_is_offered_to_the_corp_in_the_trace() -> None:
    g = _ldl(counters=1, rezzed=True)
    d = g.decision
    assert d is not None and d.kind == "paid_abilities"
    assert [o.kind for o in d.options] == ["ability", "pass"]


def test_no_window_when_the_runner_cannot_get_link_the_trace_succeeds_at_once() -> None:
    g = _ldl(link=False)
    assert any("cannot get link above 0" in line for line in g.log)
    assert g.runner.tags == 1
    assert _card(g, "LDL Traffic Analyzers").advancements == 2

"""The decision contract as data: ``Decision.kind``, ``source``, ``params`` and ``Option.cost``.

A client never needs to read a prompt or a label: what is decided, which card asks, the numbers
it is about and what each option spends are fields.
"""

from __future__ import annotations

import random

import netrunner
from netrunner.engine.cost import FREE, Cost
from netrunner.engine.decision import DECISION_KINDS, KINDS
from netrunner.testing import act, options, pass_until, scenario

from .test_traces_damage import hunter_trace, runner_turn


def test_every_decision_of_random_games_has_a_known_kind_and_option_costs() -> None:
    seen: set[str] = set()
    for seed in range(6):
        g = netrunner.Game.new("starter:haas-bioroid", "starter:criminal", seed=seed)
        rng = random.Random(seed)
        while g.decision is not None and len(g.history) < 600:
            d = g.decision
            assert d.kind in DECISION_KINDS, d
            seen.add(d.kind)
            for o in d.options:
                assert o.kind in KINDS
                assert isinstance(o.cost, Cost)
                assert o.cost.clicks >= 0 and o.cost.credits >= 0
            g.choose(rng.randrange(len(d.options)))
    assert {"mulligan", "action", "access", "encounter"} <= seen


def test_a_click_action_spends_the_clicks_its_cost_says() -> None:
    for seed in range(4):
        g = netrunner.Game.new("starter:nbn", "starter:shaper", seed=seed)
        rng = random.Random(seed)
        while g.decision is not None and len(g.history) < 400:
            d = g.decision
            i = rng.randrange(len(d.options))
            o = d.options[i]
            before = g.player(d.player).clicks
            g.choose(i)
            if d.kind == "action" and o.kind in ("credit", "draw", "run"):
                assert o.cost == Cost(clicks=1)
                after = g.player(d.player).clicks
                # a run goes on to its first decision: ice may take more clicks (Enigma)
                assert after == before - 1 if o.kind != "run" else after <= before - 1


def test_action_decision_says_how_many_clicks_are_left() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"]})
    d = g.decision
    assert d is not None and d.kind == "action" and d.params["clicks"] == 3
    (play,) = options(g, "play", card="Hedge Fund")
    assert play.cost == Cost(clicks=1, credits=5)
    assert options(g, "credit")[0].cost == Cost(clicks=1)
    assert options(g, "purge")[0].cost == Cost(clicks=3)


def test_installing_ice_costs_one_credit_per_ice_already_there() -> None:
    g = scenario(corp={"hand": ["Ice Wall", "Enigma"], "credits": 5})
    act(g, "install", card="Ice Wall", server="HQ")
    costs = {o.server: o.cost for o in options(g, "install", card="Enigma")}
    assert costs["HQ"] == Cost(clicks=1, credits=1)
    assert costs["R&D"] == Cost(clicks=1)


def test_rez_option_costs_the_rez_cost_and_the_rez_window_names_the_approached_ice() -> None:
    g = runner_turn({"hand": ["Enigma"], "credits": 5}, [("Enigma", "HQ")])
    act(g, "run", server="HQ")
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "rez"
    (rez,) = options(g, "rez", card="Enigma")
    assert rez.cost == Cost(credits=3)
    assert d.source == rez.card_id
    assert d.source_title == "Enigma"


def test_encounter_decision_gives_ice_strength_and_unbroken_subroutines() -> None:
    g = runner_turn(
        {"hand": ["Enigma"], "credits": 5},
        [("Enigma", "HQ")],
        runner={"hand": ["Gordian Blade"], "credits": 9},
    )
    act(g, "install", card="Gordian Blade")
    act(g, "run", server="HQ")
    act(g, "rez", card="Enigma")
    pass_until(g, "runner", kinds=("pass",), limit=3)
    d = g.decision
    assert d is not None and d.kind == "encounter"
    assert d.params == {"strength": 2, "unbroken": 2, "subroutines": 2}
    assert d.source_title == "Enigma"
    breaks = options(g, "break")
    assert [o.subroutine for o in breaks] == [0, 1]
    assert all(o.cost == Cost(credits=1) for o in breaks)
    (boost,) = options(g, "boost")
    assert boost.cost == Cost(credits=1)
    act(g, "break", subroutine=0)
    d = g.decision
    assert d is not None and d.kind == "encounter" and d.params["unbroken"] == 1


def test_trace_and_link_decisions_carry_their_strengths() -> None:
    g = hunter_trace(corp_credits=5, runner_credits=4)
    pass_until(g, "corp", kinds=("pass",), limit=3)
    d = g.decision
    assert d is not None and d.kind == "trace"
    assert d.params == {"base": 3, "credits": g.corp.credits, "link": 0, "runner_credits": 4}
    assert d.source_title == "Hunter"
    assert [o.cost.credits for o in options(g, "trace")] == [o.amount for o in options(g, "trace")]
    act(g, "trace", amount=2)
    d = g.decision
    assert d is not None and d.kind == "link"
    assert d.params == {
        "base": 3,
        "strength": 5,
        "link": 0,
        "credits": 4,
        "corp_credits": g.corp.credits,
    }


def test_prevent_decision_says_what_is_prevented_and_how_much() -> None:
    g = runner_turn(
        {"hand": ["Snare!"]},
        [("Snare!", "new remote")],
        runner={"hand": ["Net Shield", "Sure Gamble", "Diesel"], "credits": 5},
    )
    act(g, "install", card="Net Shield")
    act(g, "run", server="Server 1")
    pass_until(g, "runner", kinds=("pass",), limit=1)
    act(g, "ability", card="Snare!")
    d = g.decision
    assert d is not None and d.kind == "prevent"
    assert d.params == {"what": "net", "amount": 3}
    (shield,) = options(g, "ability", card="Net Shield")
    assert shield.cost == Cost(credits=1)


def test_steal_and_trash_decisions_name_the_accessed_card_and_their_cost() -> None:
    g = runner_turn({"hand": ["PAD Campaign"]}, [("PAD Campaign", "new remote")])
    act(g, "run", server="Server 1")
    pass_until(g, "runner", kinds=("pass",), limit=3)
    d = g.decision
    assert d is not None and d.kind == "trash"
    assert d.source_title == "PAD Campaign" and d.params == {"cost": 4}
    assert options(g, "trash")[0].cost == Cost(credits=4)
    assert options(g, "pass")[0].cost == FREE


def test_discard_decision_says_how_many_cards_must_go() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"] * 7, "credits": 0})
    for _ in range(3):
        act(g, "credit")
    act(g, "pass")
    d = g.decision
    assert d is not None and d.kind == "discard"
    assert d.params == {"count": 2}


def test_the_other_side_sees_the_kind_of_a_decision_but_not_its_options() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"]})
    corp = g.view("corp")["decision"]
    runner = g.view("runner")["decision"]
    assert corp["kind"] == runner["kind"] == "action"
    assert corp["params"] == {"clicks": 3}
    assert "options" not in runner and "params" not in runner
    assert corp["options"][0]["cost"] == Cost(clicks=1).to_dict()

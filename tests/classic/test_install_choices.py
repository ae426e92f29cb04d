"""The choices inside an install action of the 1996 game, made before it is paid: the ice to trash
first (rules-diff 31: each piece trashed lowers the install cost by 1 bit), the programs to
overwrite (rules-diff 34); each may be backed out of (``cancel``) while nothing is paid or
trashed."""

from __future__ import annotations

from cards.helpers import corp_install, runner_install, to_runner_turn
from netrunner.engine.cost import Cost
from netrunner.testing import act, options, scenario


def test_classic_ice_install_can_be_backed_out_of_before_it_is_paid() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Wall of Ice", "Data Wall"], "credits": 5})
    corp_install(g, "Wall of Ice", "HQ")
    before = g.decision
    assert before is not None
    act(g, "install", card="Data Wall", server="HQ")
    d = g.decision
    assert d is not None and [o.kind for o in d.options] == ["pass", "choose", "cancel"]
    act(g, "cancel")
    assert g.decision is not None and g.decision.options == before.options
    assert g.corp.clicks == 2 and g.corp.credits == 5
    assert [c.title for c in g.corp.servers["HQ"].ice] == ["Wall of Ice"]


def test_classic_ice_install_payable_only_by_trashing_ice_says_so_and_asks_which() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Wall of Ice", "Data Wall"], "credits": 0})
    corp_install(g, "Wall of Ice", "HQ")
    (opt,) = options(g, "install", card="Data Wall", server="HQ")
    assert opt.label == "Install Data Wall protecting HQ (trash 1 ice there first to afford it)"
    assert opt.amount == 1 and opt.cost == Cost(clicks=1)
    g.choose(opt)
    d = g.decision
    assert d is not None and "you have 0 bits" in d.prompt
    assert [(o.kind, o.card) for o in d.options] == [("choose", "Wall of Ice"), ("cancel", None)]
    act(g, "choose", card="Wall of Ice")
    assert [c.title for c in g.corp.servers["HQ"].ice] == ["Data Wall"]


def test_classic_ice_install_unaffordable_even_after_trashing_is_not_offered() -> None:
    """Two Pox counters in HQ add 1 bit to any install there: trashing the one ice there leaves
    1 bit to pay, which the Corp with 1 bit is offered and the Corp with none is not."""
    for bits, offered in ((1, True), (0, False)):
        g = scenario(
            ruleset="classic", corp={"hand": ["Wall of Ice", "Data Wall"], "credits": bits}
        )
        corp_install(g, "Wall of Ice", "HQ")
        g.add_server_counters("HQ", "pox", 2)
        act(g, "draw")  # the next action decision is built with the counters there
        found = options(g, "install", card="Data Wall", server="HQ")
        assert bool(found) == offered
        if offered:
            assert found[0].amount == 1 and found[0].cost == Cost(clicks=1, credits=1)


def test_classic_program_overwrite_can_be_backed_out_of_before_the_action_is_spent() -> None:
    g = scenario(
        ruleset="classic", runner={"hand": ["Hammer", "Codecracker", "Krash"], "credits": 10}
    )
    to_runner_turn(g)
    runner_install(g, "Hammer")
    runner_install(g, "Codecracker")  # overwriting nothing
    before, bits = g.decision, g.runner.credits
    assert before is not None and g.runner.clicks == 2
    act(g, "install", card="Krash")
    act(g, "cancel")
    d = g.decision
    assert d is not None and d.kind == "action" and d.options == before.options
    assert (g.runner.clicks, g.runner.credits) == (2, bits)
    assert [c.title for c in g.runner.program] == ["Hammer", "Codecracker"]
    # once a program is overwritten, the install is under way: no cancel any more
    act(g, "install", card="Krash")
    act(g, "choose", card="Hammer")
    assert [o.kind for o in options(g)] == ["pass", "choose"]

"""Rules scenarios: paid-ability windows where the timing structure puts them. The Runner boosts
for the rest of the run outside encounters; a Bioroid's click-breaks and icebreakers share one
encounter window; the Corp may rez non-ice cards before each of the Runner's actions; a player
with nothing to do is not asked unless skipping would tell the other player something hidden."""

from __future__ import annotations

from cards.helpers import corp_install, run_on, to_runner_turn
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _corp_window(g: Game) -> bool:
    d = g.decision
    return d is not None and d.player == "corp" and d.kind == "paid_abilities"


# ---------------------------------------------------------------------- the Runner in a run


def _gordian_blade_against_rezzed_viktor() -> Game:
    """Viktor 1.0 (a Code Gate of strength 3) protects HQ, rezzed on a first run; the Runner has
    Gordian Blade (strength 2, +1 for the rest of the run for 1 credit) and 2 clicks left."""
    g = scenario(
        corp={"hand": ["Viktor 1.0"], "credits": 10},
        runner={"hand": ["Gordian Blade", "Sure Gamble"], "credits": 10},
    )
    corp_install(g, "Viktor 1.0", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Gordian Blade")
    run_on(g, "HQ", rez="Viktor 1.0")
    act(g, "pass")  # let Viktor's subroutines resolve: 1 brain damage, the run ends
    assert g.run is None and g.runner.clicks == 2
    return g


def test_the_runner_may_boost_for_the_rest_of_the_run_while_approaching_ice() -> None:
    g = _gordian_blade_against_rezzed_viktor()
    act(g, "run", server="HQ")
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "paid_abilities"
    (boost,) = options(g, "boost", card="Gordian Blade")
    assert boost.label == "Gordian Blade: +1 strength for 1 credit (2 → 3), for the rest of the run"
    act(g, "boost", card="Gordian Blade")
    # strong enough for every rezzed ice ahead: the window has nothing more, and the encounter
    # begins (the Corp, with nothing to rez, is not asked)
    d = g.decision
    assert d is not None and d.kind == "encounter" and d.params["strength"] == 3
    assert g.breaker_strength(g.runner.program[0]) == 3
    act(g, "break", card="Gordian Blade", target="Do 1 brain damage.")
    act(g, "break", card="Gordian Blade", target="End the run.")
    act(g, "pass")  # continue to the server
    assert "The run on HQ is successful." in g.log
    gordian = g.runner.program[0]
    assert g.breaker_strength(gordian) == 2  # the boost lasted for the run, and no longer


def test_no_boost_is_offered_outside_an_encounter_while_no_rezzed_ice_is_too_strong() -> None:
    g = scenario(
        corp={"hand": ["Enigma"], "credits": 10},
        runner={"hand": ["Gordian Blade"], "credits": 10},
    )
    corp_install(g, "Enigma", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Gordian Blade")
    act(g, "run", server="HQ")
    # Enigma is unrezzed: what it is the Runner cannot know, so no window on its account
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "rez"


# ---------------------------------------------------------------------- Bioroid ice


def test_bioroid_click_breaks_and_icebreaker_breaks_share_one_window() -> None:
    g = scenario(
        corp={"hand": ["Viktor 1.0"], "credits": 10},
        runner={"hand": ["Gordian Blade"], "credits": 10},
    )
    corp_install(g, "Viktor 1.0", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Gordian Blade")
    run_on(g, "HQ", rez="Viktor 1.0")
    d = g.decision
    assert d is not None and d.kind == "encounter"
    by = {(o.card, o.kind) for o in d.options}
    assert ("Viktor 1.0", "break") in by  # a click
    assert ("Gordian Blade", "boost") in by  # and the icebreaker, in the same decision
    click = options(g, "break", card="Viktor 1.0", target="End the run.")[0]
    assert click.label == 'Spend 1 click: break "End the run." on Viktor 1.0'
    assert click.cost is not None and click.cost.clicks == 1


# ---------------------------------------------------------------------- the Corp in the Runner's turn


def test_the_corp_may_rez_an_asset_before_each_of_the_runners_actions() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"], "credits": 10})
    act(g, "install", card="PAD Campaign", server="new remote")
    for _ in range(2):
        act(g, "credit")
    act(g, "pass")  # the Corp's action phase ends
    # the Runner's turn begins: the Corp's window comes before the first action
    assert _corp_window(g)
    act(g, "pass")
    act(g, "credit")  # the Runner's first action
    assert _corp_window(g)  # and before the next
    act(g, "rez", card="PAD Campaign")
    assert "The Corp rezzes PAD Campaign in Server 1, paying 2." in g.log
    # nothing else it could rez or use: the window closes by itself
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "action"
    assert g.runner.clicks == 3


def test_the_corp_with_nothing_it_could_use_is_not_asked_in_the_runners_turn() -> None:
    g = scenario(corp={"hand": ["Hedge Fund"]})
    for _ in range(3):
        act(g, "credit")
    act(g, "pass")  # the Corp's action phase ends
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "action"
    act(g, "credit")
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "action"


def test_the_corp_is_asked_for_an_unrezzed_agenda_so_the_runner_learns_nothing() -> None:
    """An installed card the Runner cannot see might be an asset: the Corp gets the window
    whatever it is, even with only "Done" to choose."""
    g = scenario(corp={"hand": ["Priority Requisition"], "credits": 10})
    act(g, "install", card="Priority Requisition", server="new remote")
    for _ in range(2):
        act(g, "credit")
    act(g, "pass")  # the Corp's action phase ends
    assert _corp_window(g)
    assert [o.kind for o in g.decision.options] == ["pass"]
    v = g.view("runner")["decision"]
    assert v is not None and v["player"] == "corp" and "options" not in v

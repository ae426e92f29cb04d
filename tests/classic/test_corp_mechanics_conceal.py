"""Concealed ice and ice moved about (the 1996 game's C-conceal, rules-diff 116), ice from HQ in a
run (C-ice-from-hq): New Blood, Omni Kismet, Ph. D., Singapore City Grid, Fortress
Respecification, Netspace Inverter, Dr. Dreff, Jenny Jett. What each side knows of which ice is
where stays right in both views and in determinisations."""

from __future__ import annotations

from cards.helpers import corp_install, finish_run, runner_install, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.rng import Rng
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


def _ice(g: Game, server: str, side: str = "runner") -> list[str | None]:
    """The ice of ``server`` as ``side`` sees it, outermost first."""
    return [c["title"] for c in g.view(side)["corp"]["servers"][server]["ice"]]


def _titles(g: Game, server: str) -> list[str]:
    return [c.title for c in reversed(g.corp.servers[server].ice)]


# ---------------------------------------------------------------------- New Blood


def _exposed_then_new_blood() -> Game:
    """Smarteye exposes Data Wall (HQ's outer ice); the Corp then plays New Blood."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Wall of Static", "Data Wall", "Keeper", "New Blood"], "credits": 10},
        runner={"hand": ["Smarteye"], "credits": 5},
    )
    corp_install(g, "Wall of Static", "HQ")
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Keeper", "R&D")
    to_runner_turn(g)
    runner_install(g, "Smarteye")
    act(g, "run", server="HQ")
    act(g, "ability", card="Smarteye")
    act(g, "jack_out")
    assert _ice(g, "HQ") == ["Data Wall", None]
    to_corp_turn(g)
    act(g, "play", card="New Blood")
    return g


def test_new_blood_conceals_exposed_ice_the_runner_still_knowing_it_until_the_swaps() -> None:
    g = _exposed_then_new_blood()
    assert _ice(g, "HQ") == [None, None]
    wall = _card(g, "Data Wall")
    assert not wall.faceup and wall.id in g.known_to_runner  # concealed in place: still known
    d = g.decision
    assert d.player == "corp" and d.kind == "choose" and len(options(g, "choose")) == 3
    assert g.view("runner")["decision"]["prompt"] == (
        "New Blood: the Corp rearranges its ice while the Runner looks away."
    )


def test_new_blood_swaps_pairs_of_ice_in_secret_and_the_runner_forgets_every_unrezzed_piece() -> (
    None
):
    g = _exposed_then_new_blood()
    before = g.view("runner")
    act(g, "choose", card="Data Wall", target="Keeper")
    assert g.view("runner") == before  # nothing moves until the Corp is done
    act(g, "pass")
    assert _titles(g, "HQ") == ["Keeper", "Wall of Static"]
    assert _titles(g, "R&D") == ["Data Wall"]
    assert not g.known_to_runner and _ice(g, "HQ") == [None, None]
    assert "New Blood: the Runner looks back at the Corp's ice." in g.log
    dealt = {g.determinize("runner", seed=s).corp.servers["HQ"].ice[1].title for s in range(30)}
    assert len(dealt) > 1  # the Runner's determinisations deal that place anew


def test_the_runners_view_after_new_blood_is_the_same_whatever_the_corp_swapped() -> None:
    swapped = _exposed_then_new_blood()
    act(swapped, "choose", card="Data Wall", target="Keeper")
    act(swapped, "pass")
    kept = _exposed_then_new_blood()
    act(kept, "pass")
    assert swapped.view("runner") == kept.view("runner")
    assert swapped.view("corp") != kept.view("corp")


# ---------------------------------------------------------------------- Omni Kismet, Singapore


def _omni(upgrade: str = "Omni Kismet, Ph. D.", hq: tuple[str, ...] = ("Fire Wall",)) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": [upgrade, "Data Wall", *hq], "credits": 10},
        runner={"credits": 5},
    )
    act(g, "install", card=upgrade, server="HQ")
    if options(g, "rez", card=upgrade):
        act(g, "rez", card=upgrade)
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    return g


def test_omni_kismet_swaps_the_approached_unrezzed_ice_with_ice_from_hq_concealed() -> None:
    g = _omni()
    wall = _card(g, "Data Wall")
    assert g.decision.kind == "rez" and g.decision.source == wall.id
    act(g, "ability", card="Omni Kismet, Ph. D.")  # the only unrezzed ice: no need to choose it
    assert [o.label for o in g.decision.options] == ["Swap in Fire Wall from HQ", "Swap nothing"]
    act(g, "choose", card="Fire Wall")
    assert _titles(g, "HQ") == ["Fire Wall"] and "Data Wall" in [c.title for c in g.corp.hand]
    fire = _card(g, "Fire Wall")
    assert g.run.ice_id == fire.id and not fire.faceup
    assert _ice(g, "HQ") == [None] and g.view("runner")["run"]["ice"]["id"] == fire.id
    # the Runner approaches the new ice: the Corp may rez it, and no second swap this run
    assert options(g, "rez", card="Fire Wall") and not options(g, "ability")
    act(g, "rez", card="Fire Wall")
    assert g.decision.player == "runner"  # the encounter with Fire Wall


def test_omni_kismet_asks_for_an_ice_card_of_hq_even_when_hq_holds_none() -> None:
    g = _omni(hq=())
    act(g, "ability", card="Omni Kismet, Ph. D.")
    assert [o.label for o in g.decision.options] == ["Swap nothing"]
    assert g.view("runner")["decision"]["prompt"] == (
        "Omni Kismet, Ph. D.: the Corp may swap ice 1 of HQ with an ice card from HQ."
    )


def test_singapore_city_grid_is_a_region_that_swaps_ice_with_hq_too() -> None:
    g = _omni("Singapore City Grid")
    assert _card(g, "Singapore City Grid").rezzed  # rezzed as installed
    act(g, "ability", card="Singapore City Grid")
    act(g, "choose", card="Fire Wall")
    assert _titles(g, "HQ") == ["Fire Wall"]


def test_an_exposed_ice_swapped_for_hq_ice_is_known_to_be_in_hq() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Omni Kismet, Ph. D.", "Data Wall", "Fire Wall"], "credits": 10},
        runner={"hand": ["Smarteye"], "credits": 5},
    )
    act(g, "install", card="Omni Kismet, Ph. D.", server="HQ")
    act(g, "rez", card="Omni Kismet, Ph. D.")
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    runner_install(g, "Smarteye")
    act(g, "run", server="HQ")
    act(g, "ability", card="Smarteye")
    act(g, "pass")
    act(g, "ability", card="Omni Kismet, Ph. D.")
    act(g, "choose", card="Fire Wall")
    back = next(c for c in g.corp.hand if c.title == "Data Wall")
    assert back.id in g.known_to_runner
    for s in range(10):
        d = g.determinize("runner", seed=s)
        assert "Data Wall" in [c.title for c in d.corp.hand]


# ---------------------------------------------------------------------- the Runner moves ice


def _three_ice_on_hq(runner_hand: list[str]) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Data Wall", "Wall of Static", "Keeper"], "credits": 10},
        runner={"hand": runner_hand, "credits": 10},
    )
    for title in ("Data Wall", "Wall of Static", "Keeper"):  # Keeper outermost
        corp_install(g, title, "HQ")
    to_runner_turn(g)
    for title in runner_hand:
        if title != "Fortress Respecification":
            runner_install(g, title)
    return g


def _successful_run_on_hq(g: Game) -> None:
    act(g, "run", server="HQ")
    finish_run(g)
    assert any(x == "The run on HQ is successful." for x in g.log)


def test_fortress_respecification_rearranges_the_ice_of_the_last_fort_run_successfully() -> None:
    g = _three_ice_on_hq(["Fortress Respecification"])
    assert options(g, "play") == []  # no successful run yet
    act(g, "run", server="Archives")
    finish_run(g)
    _successful_run_on_hq(g)
    act(g, "play", card="Fortress Respecification")
    d = g.decision
    assert d.player == "runner" and [o.label for o in d.options] == [
        "Put unrezzed ice 1 of HQ 1st from the outside",
        "Put unrezzed ice 2 of HQ 1st from the outside",
        "Put unrezzed ice 3 of HQ 1st from the outside",
    ]
    act(g, "choose", label="Put unrezzed ice 3 of HQ 1st from the outside")
    act(g, "choose", label="Put unrezzed ice 1 of HQ 2nd from the outside")
    assert _titles(g, "HQ") == ["Data Wall", "Keeper", "Wall of Static"]
    assert _ice(g, "HQ") == [None, None, None]  # nothing exposed


def test_netspace_inverter_reverses_a_forts_ice_after_a_successful_run_on_it() -> None:
    g = _three_ice_on_hq(["Netspace Inverter"])
    act(g, "run", server="HQ")
    while g.run is not None and not (g.decision.player == "runner" and options(g, "ability")):
        if options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")
    act(g, "ability", card="Netspace Inverter")
    assert _titles(g, "HQ") == ["Data Wall", "Wall of Static", "Keeper"]


def test_a_runner_rearranging_ice_still_knows_the_ice_it_saw() -> None:
    g = _three_ice_on_hq(["Netspace Inverter", "Smarteye"])
    act(g, "run", server="HQ")
    act(g, "ability", card="Smarteye")  # Keeper, the outermost, exposed
    while g.run is not None and not (g.decision.player == "runner" and options(g, "ability")):
        if options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")
    act(g, "ability", card="Netspace Inverter")
    assert _ice(g, "HQ") == [None, None, "Keeper"]  # still faceup, now innermost
    keeper = _card(g, "Keeper")
    assert keeper.id in g.known_to_runner
    assert g.determinize("runner", rng=Rng(3)).corp.servers["HQ"].ice[0].title == "Keeper"


# ---------------------------------------------------------------------- Dr. Dreff, Jenny Jett


def _dreff(hq: tuple[str, ...], runner_hand: tuple[str, ...] = ()) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Dr. Dreff", *hq], "credits": 5},
        runner={"hand": list(runner_hand), "credits": 10},
    )
    act(g, "install", card="Dr. Dreff", server="Archives")
    act(g, "rez", card="Dr. Dreff")
    to_runner_turn(g)
    for title in runner_hand:
        runner_install(g, title)
    act(g, "run", server="Archives")
    act(g, "pass")  # no ice: the Runner goes on
    return g


def test_dr_dreff_makes_the_runner_encounter_ice_from_hq_for_half_its_rez_cost() -> None:
    g = _dreff(("Fire Wall", "Data Wall"))
    d = g.decision
    assert d.player == "corp" and d.source_title == "Dr. Dreff"
    assert [(o.label, o.cost.credits) for o in d.options] == [
        ("Pay 2 bits: the Runner encounters Fire Wall", 2),
        ("Pay 0 bits: the Runner encounters Data Wall", 0),
        ("Decline", 0),
    ]
    bits = g.corp.credits
    act(g, "choose", card="Fire Wall")
    assert g.corp.credits == bits - 2
    assert "The Runner encounters Fire Wall (ice 1 of 1 protecting Archives)." in g.log
    # the Runner has no breaker: Fire Wall ends the run, which was never successful
    assert g.run is None and "Fire Wall ends the run." in g.log
    assert "The run on Archives is successful." not in g.log
    assert [c.title for c in g.corp.discard] == ["Fire Wall"] and _ice(g, "Archives") == []


def test_the_run_is_successful_once_the_runner_passes_dr_dreffs_ice() -> None:
    g = _dreff(("Data Wall",), ("Hammer",))
    act(g, "choose", card="Data Wall")
    act(g, "break", card="Hammer")
    finish_run(g)
    assert "The run on Archives is successful." in g.log
    assert "Data Wall" in [c.title for c in g.corp.discard] and _ice(g, "Archives") == []
    assert sum("the Runner encounters" in x or "must encounter" in x for x in g.log) == 1


def test_dr_dreff_asks_the_corp_even_with_no_ice_in_hq() -> None:
    g = _dreff(())
    assert g.decision.player == "corp" and [o.label for o in g.decision.options] == ["Decline"]
    act(g, "pass")
    assert g.run is not None and g.run.successful


def test_jenny_jett_installs_ice_from_hq_innermost_and_the_runner_approaches_it() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Jenny Jett", "Data Wall", "Wall of Static"], "credits": 5},
        runner={"credits": 5},
    )
    act(g, "install", card="Jenny Jett", server="HQ")
    act(g, "rez", card="Jenny Jett")
    corp_install(g, "Data Wall", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "pass")  # the Corp leaves Data Wall unrezzed
    act(g, "pass")  # the Runner goes on to the fort
    d = g.decision
    assert d.player == "corp" and [(o.label, o.cost.credits) for o in d.options] == [
        ("Install Wall of Static innermost on HQ (1 bit)", 1),
        ("Decline", 0),
    ]
    bits = g.corp.credits
    act(g, "choose", card="Wall of Static")
    assert _titles(g, "HQ") == ["Data Wall", "Wall of Static"] and g.corp.credits == bits - 1
    assert g.run.phase == "approach" and g.run.position == 0
    assert g.decision.kind == "rez" and options(g, "rez", card="Wall of Static")
    act(g, "pass")
    act(g, "pass")  # passed: on to the fort again, no second Jenny Jett this run
    finish_run(g)
    assert "The run on HQ is successful." in g.log

"""The runner-breakers family's bits and programs: stealth bits and noisy icebreakers
(rules-diff 75), bits for a purpose (rules-diff 21), daemons (rules-diff 74), trashing ice by
paying its rez cost, making the Corp rez a fort's ice (rules-diff 57), Joan of Arc."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    next_runner_turn,
    rig_card,
    run_on,
    runner_install,
    to_runner_turn,
)
from classic.test_runner_breakers import FILLER, _game, reask
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

# ---------------------------------------------------------------------- stealth bits


def test_cloak_holds_3_bits_that_pay_for_a_quiet_icebreaker() -> None:
    # 3 bits of the Runner's own with Cloak's 3: two boosts and a break of Krash (6 bits)
    g = _game([("Wall of Static", "HQ")], ["Cloak", "Krash"], credits=3)
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 3}
    run_on(g, "HQ", rez="Wall of Static")  # strength 2: Krash needs boosts
    act(g, "boost", card="Krash")  # 2 bits from Cloak, the bits for the purpose first
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 1}
    assert g.runner.credits == 3
    act(g, "pass")  # break nothing: Wall of Static ends the run
    assert g.run is None and "Wall of Static ends the run." in g.log
    next_runner_turn(g)
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 3}  # replaced


def test_stealth_bits_cannot_pay_for_a_noisy_icebreaker() -> None:
    g = _game([("Wall of Static", "HQ")], ["Cloak", "Hammer"], hand=FILLER, credits=0)
    run_on(g, "HQ", rez="Wall of Static")
    # 3 bits on Cloak, none for Hammer: nothing to do, and Wall of Static ends the run
    assert g.run is None and "Wall of Static ends the run." in g.log
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 3}


def test_hammer_breaking_a_wall_loses_2_bits_from_stealth_cards() -> None:
    g = _game([("Wall of Static", "HQ")], ["Cloak", "Hammer"], credits=1)
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "break", card="Hammer")
    assert g.runner.credits == 0
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 1}
    assert "The Runner loses 2 bits from Cloak (Hammer)." in g.log


def test_a_noisy_break_with_bits_on_two_stealth_cards_lets_the_runner_choose() -> None:
    g = _game([("Wall of Static", "HQ")], ["Cloak", "Invisibility", "Ramming Piston"], credits=2)
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "break", card="Ramming Piston")  # 2 bits from the pool: stealth bits can't pay
    d = g.decision
    assert d is not None and d.kind == "choose" and d.params == {"bits_to_lose": 2}
    assert {o.card for o in d.options} == {"Cloak", "Invisibility"}
    act(g, "choose", card="Invisibility")
    # 1 bit left to lose, and only Cloak holds bits: no more choice
    assert rig_card(g, "Invisibility")["counters"].get("recurring", 0) == 0
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 2}


def test_jackhammer_loses_1_bit_if_it_can_from_a_stealth_card() -> None:
    g = _game([("Data Wall", "HQ")], ["Vewy Vewy Quiet", "Jackhammer"], credits=0)
    assert rig_card(g, "Vewy Vewy Quiet")["counters"] == {"recurring": 2}
    run_on(g, "HQ", rez="Data Wall")
    act(g, "break", card="Jackhammer")
    assert rig_card(g, "Vewy Vewy Quiet")["counters"] == {"recurring": 1}


def test_jackhammer_breaks_with_no_stealth_card_and_loses_nothing() -> None:
    g = _game([("Data Wall", "HQ")], ["Jackhammer"], credits=0)
    run_on(g, "HQ", rez="Data Wall")
    act(g, "break", card="Jackhammer")
    assert not any("loses" in x for x in g.log)
    assert g.decision is not None and g.decision.kind == "jack_out"


def test_pile_driver_breaks_up_to_four_wall_subroutines_and_loses_3_stealth_bits_once() -> None:
    g = _game([("Razor Wire", "HQ")], ["Raven Microcyb Owl", "Pile Driver"], credits=3)
    assert g.memory_limit() == 5
    assert rig_card(g, "Raven Microcyb Owl")["counters"] == {"recurring": 3}
    run_on(g, "HQ", rez="Razor Wire")
    (brk,) = options(g, "break", card="Pile Driver", target="Do 2 net damage.")
    assert brk.cost.credits == 3
    act(g, "break", card="Pile Driver", target="Do 2 net damage.")
    assert g.runner.credits == 0
    assert g.decision is not None and g.decision.kind == "jack_out"  # both broken at once
    assert rig_card(g, "Raven Microcyb Owl")["counters"].get("recurring", 0) == 0
    assert sum("loses" in x for x in g.log) == 1


def test_raven_microcyb_owl_is_a_deck_and_trashes_an_older_one() -> None:
    g = _game([], [], hand=["Parraline 5750", "Raven Microcyb Owl"], credits=16)
    act(g, "install", card="Parraline 5750")
    act(g, "install", card="Raven Microcyb Owl")
    assert "Parraline 5750 is trashed to make room for Raven Microcyb Owl." in g.log
    assert [c.title for c in g.runner.hardware] == ["Raven Microcyb Owl"]
    assert g.memory_limit() == 5


def test_twenty_four_hour_surveillance_bars_stealth_bits_on_runs_on_its_fort() -> None:
    # the Corp installs it in the root of HQ
    g = scenario(
        corp={
            "hand": ["Wall of Static", "Wall of Static", "Twenty-Four-Hour Surveillance"],
            "credits": 20,
        },
        runner={"hand": ["Cloak", "Krash", *FILLER], "credits": 10},
        ruleset="classic",
    )
    corp_install(g, "Wall of Static", "HQ")
    corp_install(g, "Wall of Static", "R&D")
    corp_install(g, "Twenty-Four-Hour Surveillance", "HQ")
    to_runner_turn(g)
    runner_install(g, "Cloak")
    runner_install(g, "Krash")
    assert g.runner.credits == 3  # with Cloak's 3: two boosts and a break of Krash
    act(g, "run", server="HQ")
    act(g, "rez", card="Twenty-Four-Hour Surveillance")
    act(g, "rez", card="Wall of Static")
    # Cloak's bits are barred here: Krash cannot pay its way through, Wall of Static ends the run
    assert g.run is None and rig_card(g, "Cloak")["counters"] == {"recurring": 3}
    run_on(g, "R&D", rez="Wall of Static")
    act(g, "boost", card="Krash")  # another fort: they pay
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 1}


# ---------------------------------------------------------------------- bits for a purpose


def test_zz22_speed_chip_bits_pay_for_killers_only() -> None:
    g = _game(
        [("Data Raven", "HQ"), ("Wall of Static", "R&D")],
        ["Loony Goon", "Krash", "ZZ22 Speed Chip"],
        hand=FILLER,
        credits=4,  # with ZZ22's 2: Loony Goon's 5 boosts and its break against Data Raven
    )
    assert rig_card(g, "ZZ22 Speed Chip")["counters"] == {"recurring": 2}
    run_on(g, "R&D", rez="Wall of Static")
    assert options(g, "boost", card="Krash") == []  # not a killer
    finish_run(g)
    run_on(g, "HQ", rez="Data Raven")
    act(g, "boost", card="Loony Goon")
    act(g, "boost", card="Loony Goon")
    assert rig_card(g, "ZZ22 Speed Chip")["counters"].get("recurring", 0) == 0
    assert g.runner.credits == 4  # the killer bits went first


def test_killer_bits_are_spent_before_bits_for_any_icebreaker() -> None:
    g = _game(
        [("Data Raven", "HQ")],
        ["Loony Goon"],
        hand=["Corolla Speed Chip", "Parraline 5750"],
        credits=6,
    )
    act(g, "install", card="Corolla Speed Chip")
    act(g, "install", card="Parraline 5750")
    g.runner.credits = 4  # with the chips' 2: Loony Goon's 5 boosts and its break (6 bits)
    run_on(g, "HQ", rez="Data Raven")
    act(g, "boost", card="Loony Goon")
    assert rig_card(g, "Corolla Speed Chip")["counters"].get("recurring", 0) == 0
    assert rig_card(g, "Parraline 5750")["counters"] == {"recurring": 1}


def _access(g: Game) -> None:
    """Go on with the run (the Corp rezzing nothing) to the first trash or steal decision."""
    while g.run is not None and not options(g, "trash") and not options(g, "steal"):
        if options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")


def _remote_node_game(title: str, program: str, credits: int, fort: str = "new remote") -> Game:
    g = scenario(
        corp={"hand": [title]},
        runner={"hand": [program], "credits": 0},
        ruleset="classic",
    )
    corp_install(g, title, fort)
    to_runner_turn(g)
    runner_install(g, program)
    g.runner.credits = credits
    reask(g)
    return g


def test_poltergeist_bits_pay_for_trashing_a_node() -> None:
    g = _remote_node_game("Rockerboy Promotion", "Poltergeist", 1)
    run_on(g, "Server 1")
    _access(g)
    (trash,) = options(g, "trash", card="Rockerboy Promotion")  # 3 bits: 1 and Poltergeist's 2
    assert trash.cost.credits == 3
    act(g, "trash", card="Rockerboy Promotion")
    assert g.runner.credits == 0
    assert rig_card(g, "Poltergeist")["counters"].get("recurring", 0) == 0
    assert [c.title for c in g.corp.discard] == ["Rockerboy Promotion"]


def test_poltergeist_bits_do_not_pay_for_trashing_an_upgrade() -> None:
    g = _remote_node_game("Twenty-Four-Hour Surveillance", "Poltergeist", 1, "HQ")
    run_on(g, "HQ")
    _access(g)
    # 1 bit, and Poltergeist's 2 are for nodes: no trash offered, the run is over
    assert g.run is None and any("accesses Twenty-Four-Hour Surveillance" in x for x in g.log)
    assert [c.title for c in g.corp.servers["HQ"].content] == ["Twenty-Four-Hour Surveillance"]
    assert rig_card(g, "Poltergeist")["counters"] == {"recurring": 2}


def test_scatter_shot_bits_pay_for_trashing_an_upgrade() -> None:
    g = _remote_node_game("Twenty-Four-Hour Surveillance", "Scatter Shot", 0, "HQ")
    run_on(g, "HQ")
    _access(g)
    (trash,) = options(g, "trash")
    assert trash.cost.credits == 2
    act(g, "trash")
    assert rig_card(g, "Scatter Shot")["counters"].get("recurring", 0) == 0
    assert [c.title for c in g.corp.discard] == ["Twenty-Four-Hour Surveillance"]


def test_zetatech_software_installer_bits_pay_for_installing_programs_only() -> None:
    g = _game([], ["Zetatech Software Installer"], hand=["Codecracker", "Zetatech Mem Chip"])
    g.runner.credits = 0
    reask(g)
    assert options(g, "install", card="Zetatech Mem Chip") == []  # hardware: 3 bits
    (inst,) = options(g, "install", card="Codecracker")
    assert inst.cost.credits == 2
    act(g, "install", card="Codecracker")
    act(g, "pass")  # overwrite nothing
    assert [c.title for c in g.runner.program] == ["Zetatech Software Installer", "Codecracker"]
    assert rig_card(g, "Zetatech Software Installer")["counters"].get("recurring", 0) == 0


def test_zetatech_software_installer_bits_pay_to_install_a_program_overwriting_it() -> None:
    g = _game([], ["Zetatech Software Installer"], hand=["Codecracker"], credits=0)
    act(g, "install", card="Codecracker")
    act(g, "choose", card="Zetatech Software Installer")  # overwrite it, and install
    assert [c.title for c in g.runner.program] == ["Codecracker"]
    assert [c.title for c in g.runner.discard] == ["Zetatech Software Installer"]
    assert g.runner.credits == 0
    assert "The Runner installs Codecracker, paying 2 bits." in g.log


# ---------------------------------------------------------------------- daemons


def test_afreet_holds_3_mu_of_programs_using_none_of_the_runners_memory() -> None:
    g = _game([("Wall of Static", "HQ")], ["Afreet"], hand=["Hammer", "Mouse", "Krash", "Cloak"])
    assert g.memory_used() == 1
    for title in ("Hammer", "Mouse", "Krash"):
        act(g, "install", card=title, target="Afreet")
        act(g, "pass")  # overwrite nothing
    assert g.memory_used() == 1
    assert options(g, "install", card="Cloak", target="Afreet") == []  # 3 MU used in it
    assert rig_card(g, "Hammer")["strength"] == 1  # an icebreaker in Afreet: -1
    assert rig_card(g, "Krash")["strength"] == 0


def test_a_daemon_leaving_play_trashes_the_programs_in_it() -> None:
    g = _game([], ["Imp"], hand=["Hammer", "Loony Goon", "Codecracker"], credits=20)
    act(g, "install", card="Hammer", target="Imp")
    act(g, "pass")
    act(g, "install", card="Loony Goon", target="Imp")
    act(g, "pass")
    assert options(g, "install", card="Codecracker", target="Imp") == []  # 2 MU only
    assert rig_card(g, "Hammer")["strength"] == 1
    act(g, "install", card="Codecracker")
    act(g, "choose", card="Imp")  # overwrite Imp (and so the programs in it), and install
    assert [c.title for c in g.runner.program] == ["Codecracker"]
    assert sorted(c.title for c in g.runner.discard) == ["Hammer", "Imp", "Loony Goon"]


def test_succubus_leaves_its_icebreakers_strength_as_it_is() -> None:
    g = _game([], ["Succubus"], hand=["Hammer"], credits=20)
    act(g, "install", card="Hammer", target="Succubus")
    act(g, "pass")
    assert rig_card(g, "Hammer")["strength"] == 2 and g.memory_used() == 1


# ---------------------------------------------------------------------- the Corp's ice


def test_startup_immolator_pays_the_rez_cost_of_ice_whose_subroutines_were_all_broken() -> None:
    g = _game([("Razor Wire", "HQ")], ["Startup Immolator", "Hammer"], credits=20)
    run_on(g, "HQ", rez="Razor Wire")
    act(g, "boost", card="Hammer")
    act(g, "break", card="Hammer", target="Do 2 net damage.")
    assert options(g, "ability", card="Startup Immolator") == []  # one left unbroken
    act(g, "break", card="Hammer", target="End the run.")
    (use,) = options(g, "ability", card="Startup Immolator")
    assert use.cost.credits == 6 and use.cost.trash_self  # Razor Wire's rez cost
    act(g, "ability", card="Startup Immolator")
    assert g.runner.credits == 20 - 3 - 6
    assert g.corp.servers["HQ"].ice == []
    assert [c.title for c in g.corp.discard] == ["Razor Wire"]
    assert [c.title for c in g.runner.discard] == ["Startup Immolator"]
    finish_run(g)


def test_core_command_jettison_ice_needs_a_successful_hq_run_and_pays_the_rez_cost() -> None:
    g = _game(
        [("Wall of Static", "R&D"), ("Fire Wall", "Archives")],
        [],
        hand=["Core Command: Jettison Ice"],
        credits=4,
    )
    assert options(g, "play", card="Core Command: Jettison Ice") == []
    run_on(g, "R&D", rez="Wall of Static")  # ends the run
    run_on(g, "Archives", rez="Fire Wall")
    run_on(g, "HQ")
    finish_run(g)
    act(g, "play", card="Core Command: Jettison Ice")
    d = g.decision
    assert d is not None and d.kind == "choose"
    # 4 bits: Wall of Static (3) only, not Fire Wall (5)
    assert [(o.card, o.cost.credits) for o in d.options] == [("Wall of Static", 3)]
    act(g, "choose", card="Wall of Static")
    assert g.runner.credits == 1 and g.corp.servers["R&D"].ice == []


def test_false_echo_makes_the_corp_rez_a_forts_ice_outermost_first() -> None:
    g = scenario(
        corp={"hand": ["Data Wall", "Fire Wall", "Keeper", "Tycho Extension"], "credits": 5},
        runner={"hand": ["False Echo"], "credits": 2},
        ruleset="classic",
    )
    corp_install(g, "Tycho Extension", "new remote")
    corp_install(g, "Data Wall", "Server 1")
    corp_install(g, "Fire Wall", "Server 1")  # 1 bit: 4 left, and 5 actions' bits to come
    to_runner_turn(g)
    runner_install(g, "False Echo")
    g.corp.credits = 6  # enough for Fire Wall (5) and Data Wall? (1): exactly
    g.corp.hand.clear()
    assert options(g, "ability", card="False Echo") == []  # no successful run yet
    run_on(g, "Server 1")  # the Corp rezzes nothing: the run is successful
    finish_run(g)
    assert [c.title for c in g.runner.scored] == ["Tycho Extension"]
    while g.runner.clicks:
        act(g, "credit")
    # the Runner's paid-ability window at the end of its turn
    (echo,) = options(g, "ability", card="False Echo")
    assert echo.cost.credits == 2
    act(g, "ability", card="False Echo")
    outer, inner = reversed(g.corp.servers["Server 1"].ice)
    assert outer.title == "Fire Wall" and outer.rezzed
    assert inner.title == "Data Wall" and inner.rezzed
    assert g.corp.credits == 0
    rezzes = [x for x in g.log if x.startswith("The Corp rezzes")]
    assert rezzes == [
        "The Corp rezzes Fire Wall protecting Server 1, paying 5.",
        "The Corp rezzes Data Wall protecting Server 1, paying 1.",
    ]


def test_false_echo_skips_the_ice_the_corp_cannot_pay_for() -> None:
    g = scenario(
        corp={"hand": ["Data Wall", "Fire Wall", "Tycho Extension"], "credits": 5},
        runner={"hand": ["False Echo"], "credits": 2},
        ruleset="classic",
    )
    corp_install(g, "Tycho Extension", "new remote")
    corp_install(g, "Data Wall", "Server 1")
    corp_install(g, "Fire Wall", "Server 1")
    to_runner_turn(g)
    runner_install(g, "False Echo")
    g.corp.credits = 3  # not Fire Wall (5); Data Wall (1)
    run_on(g, "Server 1")
    finish_run(g)
    while g.runner.clicks:
        act(g, "credit")
    act(g, "ability", card="False Echo")
    outer, inner = reversed(g.corp.servers["Server 1"].ice)
    assert not outer.rezzed and inner.rezzed and g.corp.credits == 2
    assert "The Corp cannot pay to rez ice 1 of Server 1 (False Echo)." in g.log


def test_joan_of_arc_prevents_a_program_from_being_trashed_by_trashing_itself() -> None:
    g = _game([("Triggerman", "HQ")], ["Joan of Arc", "Hammer"], hand=FILLER, credits=1)
    run_on(g, "HQ", rez="Triggerman")  # nothing to break it with
    assert options(g, "choose", card="Joan of Arc")  # the Corp could trash Joan herself
    act(g, "choose", card="Hammer")  # the Corp trashes Hammer
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.player == "runner"
    costs = sorted((o.cost.credits, o.cost.trash_self) for o in options(g, "ability"))
    assert costs == [(0, True), (1, False)]
    (use,) = [o for o in options(g, "ability") if o.cost.trash_self]
    g.choose(use)
    assert [c.title for c in g.runner.program] == ["Hammer"]
    assert [c.title for c in g.runner.discard] == ["Joan of Arc"]


def test_joan_of_arc_for_1_bit_prevents_the_trash_and_goes_back_to_the_hand() -> None:
    g = _game([("Triggerman", "HQ")], ["Joan of Arc", "Hammer"], hand=FILLER, credits=1)
    run_on(g, "HQ", rez="Triggerman")
    act(g, "choose", card="Hammer")
    (use,) = [o for o in options(g, "ability") if o.cost.credits == 1]
    g.choose(use)
    assert g.runner.credits == 0
    assert [c.title for c in g.runner.program] == ["Hammer"]
    assert "Joan of Arc" in [c.title for c in g.runner.hand]
    assert "Joan of Arc goes back into the Runner's hand." in g.log


def test_joan_of_arc_does_not_save_herself() -> None:
    g = _game([("Triggerman", "HQ")], ["Joan of Arc"], hand=FILLER, credits=1)
    run_on(g, "HQ", rez="Triggerman")
    act(g, "choose", card="Joan of Arc")
    assert [c.title for c in g.runner.discard] == ["Joan of Arc"]

"""runner-stealth-bp: the Proteus and Classic hardware of the family (decks, shields each turn,
The Deck's base link, Vintage Camaro), stealth bits and noisy icebreakers, and the Bad
Publicity cards (docs/classic-notes/runner-stealth-bp.md)."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    next_runner_turn,
    rig_card,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from classic.runner_basics_helpers import FILLER, at_ice
from classic.test_runner_breakers import _game
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

# ---------------------------------------------------------------------- hardware


def test_cortical_cybermodem_gives_2_mu_2_hand_size_and_2_bits_for_icebreakers() -> None:
    g = _game([("Wall of Static", "HQ")], ["Cortical Cybermodem", "Krash"], credits=4)
    assert g.memory_limit() == 6
    assert g.view("runner")["runner"]["max_hand_size"] == 7
    assert rig_card(g, "Cortical Cybermodem")["counters"] == {"recurring": 2}
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "boost", card="Krash")  # the 2 bits of the Cybermodem pay for the breaker
    assert rig_card(g, "Cortical Cybermodem")["counters"].get("recurring", 0) == 0
    assert g.runner.credits == 4
    act(g, "pass")
    next_runner_turn(g)
    assert rig_card(g, "Cortical Cybermodem")["counters"] == {"recurring": 2}  # replaced


def test_cortical_cybermodem_is_a_deck_and_trashes_an_older_one() -> None:
    g = _game([], [], hand=["Parraline 5750", "Cortical Cybermodem"], credits=20)
    act(g, "install", card="Parraline 5750")
    act(g, "install", card="Cortical Cybermodem")
    assert "Parraline 5750 is trashed to make room for Cortical Cybermodem." in g.log
    assert [c.title for c in g.runner.hardware] == ["Cortical Cybermodem"]


def test_cortical_stimulators_prevent_1_net_damage_each_turn() -> None:
    g = at_ice("Razor Wire", ["Cortical Stimulators"], hand=FILLER[:4])
    # no breaker: the subroutines resolve, Do 2 net damage
    assert "Cortical Stimulators prevents 1 net damage." in g.log
    assert len(g.runner.hand) == 3  # one card lost of four


def test_little_black_box_gives_mu_hand_size_a_bit_for_link_and_a_shield() -> None:
    g = at_ice("Fetch 4.0.1", ["Little Black Box", "Access to Kiribati"], runner_credits=5)
    assert g.memory_limit() == 5
    assert g.view("runner")["runner"]["max_hand_size"] == 6
    assert rig_card(g, "Little Black Box")["counters"] == {"recurring": 1}
    assert g.runner.credits == 0  # 4 and 1 for the two cards
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=3)
    # Kiribati's base link 1 for 1 bit: Little Black Box's bit pays for it
    link = [(o.card, o.amount, o.cost.credits) for o in options(g, "link") if o.card]
    assert ("Access to Kiribati", 1, 1) in link
    act(g, "link", card="Access to Kiribati", amount=1)
    assert rig_card(g, "Little Black Box")["counters"].get("recurring", 0) == 0


def test_little_black_box_prevents_1_brain_damage_each_turn() -> None:
    g = at_ice("Cortical Scrub", ["Little Black Box"], hand=FILLER[:3])
    assert "Little Black Box prevents 1 brain damage." in g.log
    assert g.runner.brain_damage == 0


def test_the_deck_gives_base_link_5_and_1_more_for_each_bit() -> None:
    g = at_ice("Fetch 4.0.1", ["The Deck"], runner_credits=13)  # 2 left
    assert g.memory_limit() == 5
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=3)
    link = [(o.card, o.amount, o.cost.credits) for o in options(g, "link") if o.card]
    assert link == [("The Deck", 5, 0), ("The Deck", 6, 1), ("The Deck", 7, 2)]
    act(g, "link", card="The Deck", amount=6)
    assert g.runner.credits == 1 and g.runner.tags == 0


def test_sunburst_cranial_interface_bit_pays_a_quiet_breaker_not_a_noisy_one() -> None:
    g = _game(
        [("Wall of Static", "HQ")],
        ["Sunburst Cranial Interface", "Krash", "Wrecking Ball"],
        credits=5,
    )
    assert g.memory_limit() == 5
    assert g.view("runner")["runner"]["max_hand_size"] == 6
    run_on(g, "HQ", rez="Wall of Static")  # strength 2
    act(g, "boost", card="Krash")  # 1 bit of the Interface's, 1 of the Runner's
    assert rig_card(g, "Sunburst Cranial Interface")["counters"].get("recurring", 0) == 0
    assert g.runner.credits == 4


def test_a_noisy_break_loses_the_bit_of_sunburst_cranial_interface() -> None:
    g = _game(
        [("Wall of Static", "HQ")], ["Sunburst Cranial Interface", "Wrecking Ball"], credits=0
    )
    g.runner.credits = 0
    run_on(g, "HQ", rez="Wall of Static")  # strength 2, Wrecking Ball's 2: no boost needed
    act(g, "break", card="Wrecking Ball")
    assert "The Runner loses 1 bit from Sunburst Cranial Interface (Wrecking Ball)." in g.log


def test_wrecking_ball_breaks_wall_subroutines_free_and_loses_1_stealth_bit() -> None:
    g = _game([("Wall of Static", "HQ")], ["Cloak", "Wrecking Ball"], credits=2)
    run_on(g, "HQ", rez="Wall of Static")
    (brk,) = options(g, "break", card="Wrecking Ball")
    assert brk.cost.credits == 0
    act(g, "break", card="Wrecking Ball")
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 2}
    assert g.runner.credits == 2


def test_wrecking_ball_raises_its_strength_for_2_bits() -> None:
    g = _game([("Razor Wire", "HQ")], ["Wrecking Ball"], credits=2)
    run_on(g, "HQ", rez="Razor Wire")  # strength 3
    (boost,) = options(g, "boost", card="Wrecking Ball")
    assert boost.cost.credits == 2


def test_vintage_camaro_avoids_a_tag_for_1_bit_and_the_next_action() -> None:
    g = at_ice("Fetch 4.0.1", ["Vintage Camaro"], runner_credits=3)  # 2 left
    # no link: the trace succeeds at once, and the tag may be avoided
    while not options(g, "ability", card="Vintage Camaro"):
        act(g, "pass")
    (o,) = options(g, "ability", card="Vintage Camaro")
    assert o.cost.credits == 1
    act(g, "ability", card="Vintage Camaro")
    assert g.runner.tags == 0 and g.runner.credits == 1
    assert "The Runner forgoes 1 action." in g.log
    assert g.runner.clicks == 1  # 4: the install, the run, the one forgone

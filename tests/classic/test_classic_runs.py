"""The 1996 game's runs and access where they differ from Android: Netrunner (rules-diff items
53, 58, 64): one last chance to jack out before success even on a fort with no ice, only the Corp
acting between it and success, and facedown cards in Archives going back facedown."""

from __future__ import annotations

from cards.helpers import corp_install, to_corp_turn, to_runner_turn
from netrunner.engine.carddef import CardDef, Trigger
from netrunner.engine.effects import DrawCards
from netrunner.engine.game import Game
from netrunner.testing import act, options, pass_until, scenario


def test_a_run_on_a_fort_with_no_ice_still_offers_one_chance_to_jack_out() -> None:
    g = scenario(ruleset="classic")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "jack_out"
    act(g, "jack_out")
    assert g.run is None
    assert "The Runner jacks out." in g.log
    assert not any("accesses" in line for line in g.log)


def test_android_netrunner_runs_on_a_server_with_no_ice_go_straight_to_success() -> None:
    g = scenario()
    to_runner_turn(g)
    act(g, "run", server="HQ")
    assert options(g, "jack_out") == []
    assert "The run on HQ is successful." in g.log


def test_after_the_last_chance_to_jack_out_only_the_corp_may_act() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Red Herrings"]})
    act(g, "install", card="Red Herrings", server="HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "pass")  # continue: no jack out
    d = g.decision
    assert d is not None and d.player == "corp"  # its last window to rez Red Herrings
    assert options(g, "rez", card="Red Herrings")
    act(g, "rez", card="Red Herrings")
    assert "The run on HQ is successful." in g.log


def test_facedown_cards_accessed_in_archives_go_back_facedown() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Night Shift", "Data Wall", "Data Wall", "Data Wall", "Data Wall", "Data Wall"]
        },
        runner={"credits": 5},
    )
    for _ in range(3):
        act(g, "credit")
    act(g, "pass")  # the Corp's action phase ends: 6 cards, one goes to Archives facedown
    act(g, "discard", card="Night Shift")
    to_runner_turn(g)
    assert [c.faceup for c in g.corp.discard] == [False]
    act(g, "run", server="Archives")
    act(g, "pass")  # no jack out
    assert "The Runner accesses Night Shift in Archives." in g.log
    assert [c.faceup for c in g.corp.discard] == [False]  # back facedown
    archives = g.view("runner")["corp"]["discard"]
    assert [c["title"] for c in archives] == [None]  # hidden in the Runner's view again
    assert not any("faceup" in line for line in g.log)


def test_installing_a_program_the_runner_may_first_trash_installed_ones_needed_or_not() -> None:
    """rules-diff 34: overwriting programs, "whether or not you need to free up MU"."""
    g = scenario(ruleset="classic", runner={"hand": ["Hammer", "Krash"], "credits": 10})
    to_runner_turn(g)
    act(g, "install", card="Hammer")  # nothing installed yet: no question
    act(g, "install", card="Krash")  # 2 of 4 MU after it: no need, but the choice is there
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    assert d.source_title == "Krash"
    # installing comes first: the destructive choice is never option 1
    assert [o.label for o in d.options] == [
        "Install Krash",
        "First trash Hammer (1 MU)",
        "Cancel: back to your actions, nothing paid",
    ]
    act(g, "choose", card="Hammer")  # no program left to trash: Krash is installed at once
    assert [c.title for c in g.runner.program] == ["Krash"]
    assert "The Runner trashes Hammer." in g.log
    assert g.runner.clicks == 2  # one action for the install, none for the overwrite


def test_android_netrunner_installs_a_program_without_offering_to_trash_others() -> None:
    g = scenario(runner={"hand": ["Corroder", "Gordian Blade"], "credits": 10})
    to_runner_turn(g)
    act(g, "install", card="Corroder")
    act(g, "install", card="Gordian Blade")
    assert [c.title for c in g.runner.program] == ["Corroder", "Gordian Blade"]


def _both_sides_trigger_at_the_corps_turn_start(ruleset: str) -> Game:
    """A rezzed Corp card and an installed Runner card whose abilities both trigger as the
    Corp's turn begins, each drawing a card (an order that can matter). No card of either
    card pool does this, so the test gives two real cards such an ability."""
    asset, resource = {
        "classic": ("Rockerboy Promotion", "Short-Term Contract"),
        "anr": ("PAD Campaign", "Armitage Codebusting"),
    }[ruleset]
    g = scenario(
        ruleset=ruleset, corp={"hand": [asset], "credits": 10}, runner={"hand": [resource]}
    )
    # given in hand: a card's declaration does not change while it is active (engine/active.py)
    draw = (Trigger("corp_turn_begins", (DrawCards(1),), text="Draw 1 card."),)
    for c in (g.corp.hand[0], g.runner.hand[0]):
        c.defn = CardDef(c.title, triggers=draw)
    corp_install(g, asset, "new remote")
    act(g, "rez", card=asset)
    to_runner_turn(g)
    act(g, "install", card=resource)
    to_corp_turn(g)
    return g


def test_the_player_whose_turn_it_is_orders_both_players_simultaneous_abilities() -> None:
    """rules-diff 17: in the 1996 game one decision, the active player's, orders them all."""
    g = _both_sides_trigger_at_the_corps_turn_start("classic")
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "order"
    assert {o.card for o in d.options} == {"Rockerboy Promotion", "Short-Term Contract"}
    assert g.view("runner")["decision"]["prompt"] == "The Corp chooses the order of the abilities."
    act(g, "choose", card="Short-Term Contract")  # the Runner's draw first
    assert g.log.index("The Runner draws 1 card.") < g.log.index("The Corp draws 1 card.")


def test_android_netrunner_resolves_the_active_players_abilities_first_unasked() -> None:
    g = _both_sides_trigger_at_the_corps_turn_start("anr")
    assert g.decision is not None and g.decision.kind != "order"
    corp_draw = next(i for i, line in enumerate(g.log) if line == "The Corp draws 1 card.")
    runner_draw = g.log.index("The Runner draws 1 card.")
    assert corp_draw < runner_draw


def test_a_penalty_larger_than_the_pool_takes_what_there_is() -> None:
    """rules-diff 19: penalties are met as far as possible (Weather-to-Finance Pipe against a
    Corp with 2 bits: it loses 2, and nothing goes below 0)."""
    g = scenario(ruleset="classic", runner={"hand": ["Weather-to-Finance Pipe"]})
    to_runner_turn(g)
    g.corp.credits = 2
    act(g, "play", card="Weather-to-Finance Pipe")
    act(g, "pass")  # HQ has no ice: the last chance to jack out, declined
    pass_until(g, "runner")  # the access is replaced, with no choice ("do not access")
    assert g.corp.credits == 0
    assert "The Corp loses 2 bits (Weather-to-Finance Pipe)." in g.log


def test_a_node_accessed_in_hq_may_be_trashed_by_paying_its_trash_cost() -> None:
    """rules-diff 63: nodes and upgrades may be trashed on access even from a central fort."""
    g = scenario(ruleset="classic", corp={"hand": ["Rockerboy Promotion"]}, runner={"credits": 5})
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "pass")  # no jack out
    pass_until(g, "runner")
    (trash,) = options(g, "trash", card="Rockerboy Promotion")
    assert trash.label == "Pay 3 bits to trash Rockerboy Promotion"
    act(g, "trash", card="Rockerboy Promotion")
    assert g.runner.credits == 2
    archives = g.view("runner")["corp"]["discard"]
    assert [c["title"] for c in archives] == ["Rockerboy Promotion"]  # faceup: it was accessed


def test_a_hidden_card_trashed_by_the_runner_outside_an_access_goes_facedown() -> None:
    """rules-diff 70: the card's face decides, not who trashes it (Security Code WORM Chip,
    Core Command: Jettison Ice; not in the card plan, so the trash is done directly)."""
    for ruleset, faceup in (("classic", False), ("anr", True)):
        wall = "Data Wall" if ruleset == "classic" else "Ice Wall"
        g = scenario(ruleset=ruleset, corp={"hand": [wall]})
        act(g, "install", card=wall, server="HQ")
        ice = g.corp.servers["HQ"].ice[0]
        trashed = g.trash(ice, by="a Runner's card")
        assert trashed.faceup is faceup, ruleset

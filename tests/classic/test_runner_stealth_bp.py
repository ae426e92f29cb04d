"""runner-stealth-bp: the Proteus and Classic hardware of the family (decks, shields each turn,
The Deck's base link, Vintage Camaro), stealth bits and noisy icebreakers, and the Bad
Publicity cards (docs/classic.md)."""

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
from classic.test_runner_breakers import _game, reask
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


# ---------------------------------------------------------------------- Bad Publicity


def _runner_game(corp: dict, runner: dict, seed: int = 0) -> Game:
    """A classic scenario at the Corp's first action (``corp`` and ``runner`` as given)."""
    return scenario(ruleset="classic", corp=corp, runner=runner, seed=seed)


def _score(g: Game, title: str) -> None:
    """The Corp installs ``title`` and scores it (all but one counter put on as set-up)."""
    act(g, "install", card=title, server="new remote")
    agenda = next(c for c in g.installed_corp_cards() if c.title == title)
    g.add_advancements(agenda, g.advancement_requirement(agenda) - 1)
    act(g, "advance", card=title)
    act(g, "score", card=title)


def test_faked_hit_gives_1_bad_publicity_point_and_2_unpreventable_brain_damage() -> None:
    g = _runner_game({}, {"hand": ["Faked Hit", "Cortical Stimulators", *FILLER[:4]], "credits": 6})
    to_runner_turn(g)
    runner_install(g, "Cortical Stimulators")
    act(g, "play", card="Faked Hit")
    assert g.corp.bad_publicity == 1
    assert g.view("runner")["corp"]["bad_publicity"] == 1
    assert g.runner.brain_damage == 2  # Cortical Stimulators prevents none of it
    assert not any("Cortical Stimulators prevents" in x for x in g.log)


def test_charity_takeover_gains_9_bits_and_1_bad_publicity_point() -> None:
    g = _runner_game({"hand": ["Charity Takeover"], "credits": 5}, {})
    _score(g, "Charity Takeover")
    assert g.corp.credits == 5 - 1 + 9
    assert g.corp.bad_publicity == 1


def test_charity_takeover_at_6_points_loses_the_corp_the_game_with_its_7th_agenda_point() -> None:
    # the seventh agenda point and the seventh Bad Publicity point come together: the Corp loses
    g = _runner_game({"hand": ["Charity Takeover"], "credits": 5, "bad_publicity": 6}, {})
    g.corp.agenda_adjust = 6
    _score(g, "Charity Takeover")
    assert g.over and g.winner == "runner" and g.win_reason == "bad_publicity"


def test_poisoned_water_supply_needs_two_connections_and_trashes_two() -> None:
    g = _runner_game(
        {},
        {
            "hand": ["Databroker", "Preying Mantis", "Smith's Pawnshop", "Poisoned Water Supply"],
            "credits": 4,
        },
    )
    to_runner_turn(g)
    runner_install(g, "Databroker")
    assert not options(g, "play", card="Poisoned Water Supply")  # one connection only
    runner_install(g, "Preying Mantis")
    runner_install(g, "Smith's Pawnshop")
    act(g, "play", card="Poisoned Water Supply")
    d = g.decision
    assert d is not None and d.kind == "choose"
    assert {o.card for o in d.options} == {"Databroker", "Preying Mantis", "Smith's Pawnshop"}
    act(g, "choose", card="Databroker")
    act(g, "choose", card="Smith's Pawnshop")
    assert [c.title for c in g.runner.resource] == ["Preying Mantis"]
    assert g.corp.bad_publicity == 1


def test_frame_up_needs_successful_runs_on_hq_and_rd_this_turn() -> None:
    g = _runner_game({}, {"hand": ["Frame-Up", *FILLER[:2]], "credits": 2})
    to_runner_turn(g)
    assert not options(g, "play", card="Frame-Up")
    run_on(g, "HQ")
    finish_run(g)
    assert not options(g, "play", card="Frame-Up")
    run_on(g, "R&D")
    finish_run(g)
    act(g, "play", card="Frame-Up")
    assert g.corp.bad_publicity == 1


def test_frame_up_gives_1_more_point_after_a_black_ops_agenda_liberated_in_those_runs() -> None:
    g = _runner_game({"deck": ["Corporate War"]}, {"hand": ["Frame-Up"], "credits": 2})
    to_runner_turn(g)
    run_on(g, "HQ")
    finish_run(g)
    run_on(g, "R&D")  # the top card: Corporate War, a Black Ops agenda
    finish_run(g)
    assert [c.title for c in g.runner.scored] == ["Corporate War"]
    act(g, "play", card="Frame-Up")
    assert g.corp.bad_publicity == 2


def _black_ice_rezzed(credits: int = 1) -> Game:
    g = _runner_game(
        {"hand": ["Cortical Scrub"], "credits": 7},
        {"hand": ["Senatorial Field Trip", "Cortical Stimulators"], "credits": credits + 1},
    )
    corp_install(g, "Cortical Scrub", "HQ")
    to_runner_turn(g)
    runner_install(g, "Cortical Stimulators")  # no card lost to the Scrub's brain damage
    assert not options(g, "play", card="Senatorial Field Trip")  # nothing rezzed this turn
    run_on(g, "HQ", rez="Cortical Scrub")  # 1 brain damage (prevented), and the run ends
    assert g.run is None
    return g


def test_senatorial_field_trip_the_corp_takes_2_bad_publicity_points_to_keep_its_ice() -> None:
    g = _black_ice_rezzed()
    act(g, "play", card="Senatorial Field Trip")
    d = g.decision
    assert d is not None and d.player == "corp"
    assert [o.label for o in d.options] == [
        "Derez Cortical Scrub (ice 1 of HQ)",
        "Receive 2 Bad Publicity points",
    ]
    act(g, "pass")
    assert g.corp.bad_publicity == 2
    assert g.corp.servers["HQ"].ice[0].rezzed


def test_senatorial_field_trip_the_corp_may_derez_the_black_ice_instead() -> None:
    g = _black_ice_rezzed()
    act(g, "play", card="Senatorial Field Trip")
    act(g, "choose", card="Cortical Scrub")
    assert g.corp.bad_publicity == 0
    assert not g.corp.servers["HQ"].ice[0].rezzed


def test_live_news_feed_gives_2_tags_and_a_point_per_black_ice_encountered() -> None:
    g = _runner_game(
        {"hand": ["Cortical Scrub"], "credits": 7},
        {"hand": ["Loony Goon", "Live News Feed", *FILLER[:2]], "credits": 9},
    )
    corp_install(g, "Cortical Scrub", "HQ")
    to_runner_turn(g)
    runner_install(g, "Loony Goon")  # 4 bits: 5 left for 3 boosts and 2 breaks
    act(g, "play", card="Live News Feed")
    act(g, "choose", server="HQ")
    while not options(g, "rez", card="Cortical Scrub"):
        act(g, "pass")
    act(g, "rez", card="Cortical Scrub")
    while g.decision is not None and g.decision.player == "corp":
        act(g, "pass")
    for _ in range(3):
        act(g, "boost", card="Loony Goon")
    act(g, "break", card="Loony Goon", target="Do 1 brain damage.")
    act(g, "break", card="Loony Goon")
    finish_run(g)
    assert g.runner.tags == 2
    assert g.corp.bad_publicity == 1


def test_live_news_feed_gives_nothing_after_an_unsuccessful_run() -> None:
    g = _runner_game(
        {"hand": ["Cortical Scrub"], "credits": 7},
        {"hand": ["Live News Feed", *FILLER[:3]], "credits": 0},
    )
    corp_install(g, "Cortical Scrub", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Live News Feed")
    act(g, "choose", server="HQ")
    while not options(g, "rez", card="Cortical Scrub"):
        act(g, "pass")
    act(g, "rez", card="Cortical Scrub")
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    assert g.runner.tags == 0 and g.corp.bad_publicity == 0


def test_subliminal_corruption_gives_a_point_for_each_advertisement_trashed() -> None:
    g = _runner_game(
        {"hand": ["Rockerboy Promotion"], "credits": 5},
        {"hand": ["Subliminal Corruption"], "credits": 5},
    )
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    act(g, "play", card="Subliminal Corruption")
    act(g, "choose", server="Server 1")
    while not options(g, "trash"):
        act(g, "pass")
    act(g, "trash", card="Rockerboy Promotion")  # 3 bits
    finish_run(g)
    assert g.corp.bad_publicity == 1
    assert g.runner.credits == 0


def test_scaldan_gives_a_counter_after_each_successful_hq_run_and_it_rolls() -> None:
    g = _runner_game({}, {"hand": ["Scaldan"], "credits": 3}, seed=3)
    to_runner_turn(g)
    runner_install(g, "Scaldan")
    for _ in range(3):
        run_on(g, "HQ")
        finish_run(g)
    assert g.corp.counters.get("scaldan") == 3
    assert g.view("runner")["corp"]["counters"] == {"scaldan": 3}
    to_corp_turn(g)
    line = next(x for x in g.log if x.startswith("Scaldan: the Corp rolls 3 dice"))
    rolls = [int(x) for x in line.split(": ")[-1].rstrip(".").split(", ")]
    assert g.corp.bad_publicity == sum(1 for r in rolls if r >= 5)


def test_the_corp_reaches_7_bad_publicity_points_through_the_runners_cards_and_loses() -> None:
    # Charity Takeover (1), then the Runner: Senatorial Field Trip (2 more), Frame-Up after
    # liberating a Black Ops agenda (2 more), Poisoned Water Supply (1 more), Faked Hit (the 7th)
    g = _runner_game(
        {
            "hand": ["Charity Takeover", "Cortical Scrub"],
            "deck": ["Corporate War", *["Accounts Receivable"] * 5],
            "credits": 12,
        },
        {
            "hand": [
                "Senatorial Field Trip",
                "Cortical Stimulators",
                "Frame-Up",
                "Faked Hit",
                "Poisoned Water Supply",
                "Databroker",
                "Preying Mantis",
            ],
            "credits": 20,
        },
    )
    _score(g, "Charity Takeover")
    corp_install(g, "Cortical Scrub", "Archives")
    assert g.corp.bad_publicity == 1
    to_runner_turn(g)
    runner_install(g, "Cortical Stimulators")
    run_on(g, "Archives", rez="Cortical Scrub")  # it ends the run (its damage prevented)
    act(g, "play", card="Senatorial Field Trip")
    act(g, "pass")  # the Corp keeps its ice
    assert g.corp.bad_publicity == 3
    runner_install(g, "Databroker")
    next_runner_turn(g)
    runner_install(g, "Preying Mantis")
    run_on(g, "HQ")
    finish_run(g)
    run_on(g, "R&D")  # Corporate War, a Black Ops agenda, on top
    finish_run(g)
    act(g, "play", card="Frame-Up")
    assert g.corp.bad_publicity == 5
    next_runner_turn(g)
    act(g, "pass")  # Preying Mantis: no action gained
    act(g, "play", card="Poisoned Water Supply")
    assert g.corp.bad_publicity == 6 and not g.over
    act(g, "play", card="Faked Hit")
    assert g.over and g.winner == "runner" and g.win_reason == "bad_publicity"
    assert g.log[-1] == "The Runner wins (the Corp had 7 Bad Publicity points)."


# ---------------------------------------------------------------------- runs without noise


def _accessed(g: Game, n: int) -> int:
    """How many cards the Runner accessed since log line ``n``."""
    return sum(1 for x in g.log[n:] if x.startswith("The Runner accesses "))


def test_all_hands_runs_hq_and_accesses_three_more_cards() -> None:
    g = _runner_game({"hand": ["Accounts Receivable"] * 5}, {"hand": ["All-Hands"], "credits": 3})
    to_runner_turn(g)
    n = len(g.log)
    act(g, "play", card="All-Hands")
    finish_run(g)
    assert _accessed(g, n) == 4


def test_all_hands_forbids_noisy_icebreakers_during_its_run() -> None:
    g = _game([("Wall of Static", "HQ")], ["Wrecking Ball", "Krash"], hand=["All-Hands"], credits=9)
    act(g, "play", card="All-Hands")
    while g.decision is not None and g.decision.player == "corp":
        if options(g, "rez", card="Wall of Static"):
            act(g, "rez", card="Wall of Static")
        else:
            act(g, "pass")
    assert not options(g, "break", card="Wrecking Ball")
    assert not options(g, "boost", card="Wrecking Ball")
    assert options(g, "boost", card="Krash")  # a quiet icebreaker may still be used


def test_rush_hour_runs_rd_and_accesses_three_more_cards() -> None:
    g = _runner_game({}, {"hand": ["Rush Hour"], "credits": 3})
    to_runner_turn(g)
    n = len(g.log)
    act(g, "play", card="Rush Hour")
    finish_run(g)
    assert _accessed(g, n) == 4


def test_a_noisy_icebreaker_works_again_after_rush_hours_run() -> None:
    g = _game([("Wall of Static", "R&D")], ["Wrecking Ball"], hand=["Rush Hour"], credits=9)
    act(g, "play", card="Rush Hour")
    while g.run is not None:
        d = g.decision
        assert d is not None
        if options(g, "rez", card="Wall of Static"):
            act(g, "rez", card="Wall of Static")
        else:
            assert not options(g, "break", card="Wrecking Ball")
            act(g, "pass")
    run_on(g, "R&D")
    assert options(g, "break", card="Wrecking Ball")


def test_library_search_accesses_two_more_cards_after_a_quiet_run() -> None:
    g = _runner_game({}, {"hand": ["Library Search"], "credits": 2})
    to_runner_turn(g)
    n = len(g.log)
    act(g, "play", card="Library Search")
    assert {o.server for o in options(g, "choose")} == {"R&D", "HQ"}
    act(g, "choose", server="R&D")
    finish_run(g)
    assert _accessed(g, n) == 3


def test_library_search_accesses_no_more_after_a_noisy_icebreaker_is_used() -> None:
    g = _game([("Wall of Static", "R&D")], ["Wrecking Ball"], hand=["Library Search"], credits=9)
    n = len(g.log)
    act(g, "play", card="Library Search")
    act(g, "choose", server="R&D")
    while not options(g, "break", card="Wrecking Ball"):
        act(g, "rez", card="Wall of Static") if options(g, "rez") else act(g, "pass")
    act(g, "break", card="Wrecking Ball")
    finish_run(g)
    assert _accessed(g, n) == 1


def test_library_search_accesses_no_more_after_a_trace_attempt() -> None:
    g = _runner_game(
        {"hand": ["Fetch 4.0.1", *["Accounts Receivable"] * 3], "credits": 5},
        {"hand": ["Library Search", "Nasuko Cycle"], "credits": 6},
    )
    corp_install(g, "Fetch 4.0.1", "HQ")
    to_runner_turn(g)
    runner_install(g, "Nasuko Cycle")  # 3 bits: Avoid receiving 1 tag
    n = len(g.log)
    act(g, "play", card="Library Search")
    act(g, "choose", server="HQ")
    while g.run is not None and g.decision is not None:
        if options(g, "rez", card="Fetch 4.0.1"):
            act(g, "rez", card="Fetch 4.0.1")
        elif options(g, "ability", card="Nasuko Cycle"):
            act(g, "ability", card="Nasuko Cycle")
        else:
            finish_run(g)
    assert g.runner.tags == 0
    assert _accessed(g, n) == 1


# ---------------------------------------------------------------------- noisy icebreakers


def _rez_all(g: Game) -> None:
    """The Corp rezzes whatever ice it may as it is approached; stop at the Runner's next
    decision."""
    while g.decision is not None and g.decision.player == "corp":
        rez = options(g, "rez")
        g.choose(rez[0]) if rez else act(g, "pass")


def test_ms_todon_first_sentry_break_of_a_run_loses_all_stealth_bits_and_gives_a_tag() -> None:
    g = _game([("Cortical Scrub", "HQ")], ["Cloak", "MS-todon"], hand=FILLER[:3], credits=3)
    act(g, "run", server="HQ")
    _rez_all(g)
    act(g, "boost", card="MS-todon")  # strength 3; Cloak's bits cannot pay a noisy breaker
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 3}
    act(g, "break", card="MS-todon", target="Do 1 brain damage.")
    assert rig_card(g, "Cloak")["counters"].get("recurring", 0) == 0
    assert "The Runner loses 3 bits from Cloak (MS-todon)." in g.log
    assert g.runner.tags == 1
    act(g, "break", card="MS-todon")  # the second break of the run: nothing more
    assert g.runner.tags == 1
    assert g.runner.credits == 0


def test_ms_todon_gives_a_tag_again_in_the_next_run() -> None:
    g = _game([("Cortical Scrub", "HQ")], ["MS-todon"], hand=FILLER[:3], credits=6)
    for tags in (1, 2):
        act(g, "run", server="HQ")
        _rez_all(g)
        if options(g, "boost", card="MS-todon"):
            act(g, "boost", card="MS-todon")
        act(g, "break", card="MS-todon", target="Do 1 brain damage.")
        act(g, "break", card="MS-todon")
        assert g.runner.tags == tags
        finish_run(g)


def _to_encounter(g: Game, server: str) -> None:
    """Run ``server``, the Corp rezzing its ice and the Runner passing its windows until the
    first encounter."""
    act(g, "run", server=server)
    while g.run is not None and g.run.phase != "encounter":
        if g.decision is not None and g.decision.player == "corp":
            _rez_all(g)
        else:
            act(g, "pass")


def test_fubar_breaks_nothing_until_its_type_is_chosen_once() -> None:
    g = _game([("Wall of Static", "HQ")], ["Fubar", "Invisibility"], credits=3)
    _to_encounter(g, "HQ")  # its choice is a paid ability: made during the encounter
    assert not options(g, "break", card="Fubar")
    (choose,) = options(g, "ability", card="Fubar")
    assert choose.cost.credits == 0
    act(g, "ability", card="Fubar")
    assert [o.label for o in options(g, "choose")] == [
        "Break code gates",
        "Break sentries",
        "Break walls",
    ]
    act(g, "choose", target="Wall")
    assert rig_card(g, "Fubar", side="corp")["counters"] == {"chosen:Wall": 1}
    assert not options(g, "ability", card="Fubar")  # only once
    (brk,) = options(g, "break", card="Fubar")
    assert brk.cost.credits == 1
    act(g, "break", card="Fubar")
    assert "The Runner loses 1 bit from Invisibility (Fubar)." in g.log


def test_fubar_chosen_for_sentries_cannot_break_a_wall() -> None:
    g = _game([("Wall of Static", "HQ")], ["Fubar"], credits=3)
    _to_encounter(g, "HQ")
    act(g, "ability", card="Fubar")
    act(g, "choose", target="Sentry")  # nothing to break here: the subroutine resolves
    assert g.run is None and "Wall of Static ends the run." in g.log


def test_bulldozer_through_a_wall_breaks_a_sentry_subroutine_next_at_no_cost() -> None:
    g = _game(
        [("Cortical Scrub", "HQ"), ("Wall of Static", "HQ")],
        ["Cloak", "Bulldozer"],
        hand=FILLER[:3],
        credits=1,
    )
    act(g, "run", server="HQ")
    _rez_all(g)
    act(g, "break", card="Bulldozer")  # Wall of Static's one subroutine, 1 bit
    assert rig_card(g, "Cloak")["counters"] == {"recurring": 1}  # a total of 2 lost
    while not options(g, "choose"):
        if g.decision is not None and g.decision.player == "corp":
            _rez_all(g)
        else:
            act(g, "pass")  # go on
    assert {o.target for o in options(g, "choose")} == {"Do 1 brain damage.", "End the run."}
    act(g, "choose", target="End the run.")
    assert (
        'The Runner uses Bulldozer to break "End the run." on Cortical Scrub, at no cost.' in g.log
    )
    finish_run(g)
    assert g.runner.brain_damage == 1
    assert "The run on HQ is successful." in g.log


def test_bulldozer_gives_no_free_break_when_the_next_ice_is_not_a_sentry() -> None:
    g = _game([("Wall of Static", "HQ"), ("Wall of Static", "HQ")], ["Bulldozer"], credits=1)
    act(g, "run", server="HQ")
    _rez_all(g)
    act(g, "break", card="Bulldozer")
    while g.run is not None and not options(g, "choose"):
        if g.decision is not None and g.decision.player == "corp":
            _rez_all(g)
        else:
            act(g, "pass")
    assert g.run is None and "Wall of Static ends the run." in g.log


# ---------------------------------------------------------------------- more hardware


def test_zetatech_portastation_bit_pays_only_for_playing_preps() -> None:
    g = _runner_game(
        {}, {"hand": ["Zetatech Portastation", "Frame-Up", "Loony Goon", "Score!"], "credits": 4}
    )
    to_runner_turn(g)
    runner_install(g, "Zetatech Portastation")  # 3 bits: 1 left
    assert rig_card(g, "Zetatech Portastation")["counters"] == {"recurring": 1}
    # Loony Goon costs 4: the Portastation's bit does not pay for installing it
    assert not options(g, "install", card="Loony Goon")
    assert g.spendable("runner", "program_install") == 1
    # Score! costs 5: 1 of the pool and the Portastation's one are not enough
    assert not options(g, "play", card="Score!")
    g.runner.credits = 4
    reask(g)
    act(g, "play", card="Score!")  # 4 bits and the Portastation's
    assert g.runner.credits == 9
    assert rig_card(g, "Zetatech Portastation")["counters"].get("recurring", 0) == 0


def test_lucidrine_drip_feed_gives_two_actions_then_takes_1_brain_damage() -> None:
    g = _runner_game({}, {"hand": ["Lucidrine [TM] Drip Feed", *FILLER[:4]], "credits": 8})
    to_runner_turn(g)
    runner_install(g, "Lucidrine [TM] Drip Feed")
    next_runner_turn(g)
    assert g.runner.clicks == 5
    assert rig_card(g, "Lucidrine [TM] Drip Feed")["counters"] == {"drip": 1}
    next_runner_turn(g)
    assert g.runner.clicks == 5
    assert rig_card(g, "Lucidrine [TM] Drip Feed")["counters"] == {"drip": 2}
    next_runner_turn(g)
    assert g.runner.clicks == 4 and g.runner.brain_damage == 1
    assert rig_card(g, "Lucidrine [TM] Drip Feed")["counters"].get("drip", 0) == 0


def test_omnitech_wet_drive_sets_base_memory_to_the_cards_in_hand() -> None:
    g = _runner_game({}, {"hand": ["Omnitech Wet Drive", "Score!", *FILLER[:5]], "credits": 5})
    to_runner_turn(g)
    assert g.memory_limit() == 4
    runner_install(g, "Omnitech Wet Drive")
    n = len(g.runner.hand)
    assert n >= 5 and g.memory_limit() == n
    act(g, "play", card="Score!")
    assert g.memory_limit() == n - 1


def test_spinal_tap_gives_2_bits_for_breakers_or_link_and_hurts_as_it_leaves_play() -> None:
    g = _runner_game(
        {},
        {
            "hand": ['Omnitech "Spinal Tap" Cybermodem', "Parraline 5750", *FILLER[:4]],
            "credits": 20,
        },
    )
    to_runner_turn(g)
    runner_install(g, 'Omnitech "Spinal Tap" Cybermodem')
    assert g.memory_limit() == 5
    assert g.spendable("runner", "link") == 17
    assert g.spendable("runner", ("icebreaker",)) == 17
    assert g.spendable("runner") == 15
    runner_install(g, "Parraline 5750")  # another deck: the older is trashed
    assert (
        'Omnitech "Spinal Tap" Cybermodem has left play: the Runner suffers 2 brain damage.'
        in g.log
    )
    assert g.runner.brain_damage == 2


def test_spinal_tap_rolls_each_turn_and_a_1_is_2_unpreventable_brain_damage() -> None:
    for seed in range(30):
        g = _runner_game(
            {},
            {
                "hand": ['Omnitech "Spinal Tap" Cybermodem', "Cortical Stimulators", *FILLER[:4]],
                "credits": 6,
            },
            seed=seed,
        )
        to_runner_turn(g)
        runner_install(g, 'Omnitech "Spinal Tap" Cybermodem')
        runner_install(g, "Cortical Stimulators")
        next_runner_turn(g)
        roll = next(x for x in reversed(g.log) if "Cybermodem rolls a die" in x)
        if roll.endswith(": 1."):
            assert g.runner.brain_damage == 2  # the Stimulators prevent none of it
            return
        assert g.runner.brain_damage == 0
    raise AssertionError("no 1 rolled in 30 seeds")


# ---------------------------------------------------------------------- Identity Donor


def _scorched(runner_hand: list[str], runner_deck: list[str] | None = None) -> Game:
    """The Runner has a tag and ``runner_hand``; the Corp's next turn, it plays Scorched Earth
    (4 meat damage)."""
    runner: dict = {"hand": runner_hand, "credits": 0, "tags": 1}
    if runner_deck is not None:
        runner["deck"] = runner_deck
    g = _runner_game({"hand": ["Scorched Earth"], "credits": 3}, runner)
    act(g, "play", card="Scorched Earth")
    return g


def test_identity_donor_is_played_against_meat_damage_in_the_corps_turn() -> None:
    g = _scorched(["Identity Donor", *FILLER[:4]])
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "prevent"
    (play,) = options(g, "play", card="Identity Donor")
    assert play.label == "Play Identity Donor: prevent 4 meat damage"
    act(g, "play", card="Identity Donor")
    assert len(g.runner.hand) == 4 and not g.over
    assert g.corp.bad_publicity == 2
    assert [c.title for c in g.runner.discard] == ["Identity Donor"]


def test_identity_donor_is_not_played_as_an_action() -> None:
    g = _runner_game({}, {"hand": ["Identity Donor"]})
    to_runner_turn(g)
    assert not options(g, "play", card="Identity Donor")


def test_the_meat_damage_window_is_asked_with_identity_donor_only_in_the_stack() -> None:
    g = _scorched([*FILLER[:5]], runner_deck=["Identity Donor", *FILLER])
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "prevent"
    assert [o.kind for o in d.options] == ["pass"]
    act(g, "pass")
    assert len(g.runner.hand) == 1 and g.corp.bad_publicity == 0


# ---------------------------------------------------------------------- Eurocorpse Spin Chip


def test_spin_chip_hosts_one_small_icebreaker_and_its_bits_pay_only_for_it() -> None:
    g = _runner_game(
        {"hand": ["Wall of Static"], "credits": 5},
        {"hand": ["Eurocorpse [TM] Spin Chip", "Krash", "Jackhammer", "Cloak"], "credits": 13},
    )
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    runner_install(g, "Eurocorpse [TM] Spin Chip")  # 6 bits
    assert rig_card(g, "Eurocorpse [TM] Spin Chip")["counters"] == {"recurring": 2}
    targets = {o.target for o in options(g, "install", card="Krash")}
    assert "Eurocorpse [TM] Spin Chip" in targets
    assert not any(o.target for o in options(g, "install", card="Cloak"))  # not an icebreaker
    act(g, "install", card="Krash", target="Eurocorpse [TM] Spin Chip")
    assert not any(o.target for o in options(g, "install", card="Jackhammer"))  # one only
    runner_install(g, "Jackhammer")
    assert g.runner.credits == 6
    run_on(g, "HQ", rez="Wall of Static")  # strength 2
    act(g, "boost", card="Jackhammer")  # the chip's bits are Krash's only: 1 of the pool
    assert g.runner.credits == 5
    assert rig_card(g, "Eurocorpse [TM] Spin Chip")["counters"] == {"recurring": 2}
    act(g, "boost", card="Krash")  # 2 bits: the chip's
    assert rig_card(g, "Eurocorpse [TM] Spin Chip")["counters"].get("recurring", 0) == 0
    assert g.runner.credits == 5

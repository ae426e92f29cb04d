"""runner-hidden: the 1996 hidden resources (installed face down, hidden from the Corp in its
view, its options, the log and its determinisations; revealed face up in the trash once used),
and the hidden resources' abilities, one scenario each."""

from __future__ import annotations

from cards.helpers import corp_install, runner_install, to_corp_turn, to_runner_turn
from classic.runner_basics_helpers import FILLER, damage_done, game, tags_given
from netrunner.engine.game import Game
from netrunner.testing import act, options


def _installed(hidden: list[str], *, credits: int = 10, hand: list[str] | None = None) -> Game:
    """The Runner's first action, after installing ``hidden`` (an action each)."""
    g = game({"credits": 20}, {"hand": [*hidden, *(hand or [])], "credits": credits})
    to_runner_turn(g)
    for t in hidden:
        runner_install(g, t)
    return g


def at_ice(
    ice: str, rig: list[str], *, runner_credits: int = 10, hand: list[str] | None = None
) -> Game:
    """The Corp installs ``ice`` protecting HQ; the Runner installs ``rig`` and runs HQ, passing
    its paid-ability windows (asked while it has a hidden resource); the Corp rezzes the ice:
    the Runner's encounter decision is next (or the trace of ice it cannot break)."""
    g = game({"hand": [ice], "credits": 20}, {"hand": [*rig, *(hand or [])], "credits": 20})
    corp_install(g, ice, "HQ")
    to_runner_turn(g)
    for t in rig:
        runner_install(g, t)
    g.runner.credits = runner_credits
    act(g, "run", server="HQ")
    while g.decision is not None and g.decision.kind not in ("encounter", "trace"):
        if options(g, "rez", card=ice):
            act(g, "rez", card=ice)
        else:
            act(g, "pass")
    return g


def _corp_rig(g: Game) -> list[dict[str, object]]:
    return list(g.view("corp")["runner"]["rig"]["resource"])


# ---------------------------------------------------------------------- the mechanic


def test_a_hidden_resource_is_a_card_back_to_the_corp_and_face_up_to_the_runner() -> None:
    g = _installed(["Bolt-Hole"])
    (cv,) = _corp_rig(g)
    assert cv["title"] is None and cv["faceup"] is False
    (rv,) = g.view("runner")["runner"]["rig"]["resource"]
    assert rv["title"] == "Bolt-Hole" and rv["id"] == cv["id"]
    assert g.view("spectator")["runner"]["rig"]["resource"][0]["title"] is None


def test_installing_a_hidden_resource_names_no_title_in_the_log() -> None:
    g = game({}, {"hand": ["Bolt-Hole"], "credits": 5})
    to_runner_turn(g)
    n = len(g.log)
    runner_install(g, "Bolt-Hole")
    new = g.log[n:]
    assert "The Runner installs a hidden resource face down, paying 0 bits." in new
    assert not any("Bolt-Hole" in line for line in new)


def test_a_hidden_resource_used_goes_face_up_into_the_trash_and_the_log_names_it() -> None:
    g = _installed(["Swiss Bank Account"], credits=0)
    n = len(g.log)
    [free] = [o for o in options(g, "ability") if o.cost.credits == 0]
    g.choose(free)
    assert g.runner.credits == 2
    (trashed,) = g.view("corp")["runner"]["discard"]
    assert trashed["title"] == "Swiss Bank Account"
    assert any("Swiss Bank Account" in line for line in g.log[n:])
    assert _corp_rig(g) == []


def test_the_corp_trashing_a_hidden_resource_sees_only_a_hidden_resource_in_its_options() -> None:
    g = _installed(["Bolt-Hole"], hand=[])
    g.runner.tags = 1
    to_corp_turn(g)
    (o,) = options(g, "trash_resource")
    assert o.card is None and "Bolt-Hole" not in o.label and "a hidden resource" in o.label
    g.choose(o)
    assert g.decision is not None and g.decision.kind == "prevent"  # asked: a hidden card might
    act(g, "pass")
    # put into the trash face up: now both players know it
    assert [c["title"] for c in g.view("corp")["runner"]["discard"]] == ["Bolt-Hole"]


def test_two_hidden_resources_read_alike_to_the_corp_told_apart_by_install_order() -> None:
    g = _installed(["Bolt-Hole", "Sandbox Dig"])
    g.runner.tags = 1
    to_corp_turn(g)
    labels = [o.label for o in options(g, "trash_resource")]
    assert len(labels) == 2 and len(set(labels)) == 2
    assert not any("Bolt-Hole" in x or "Sandbox Dig" in x for x in labels)


def test_the_corp_view_is_the_same_whatever_the_hidden_resource_is() -> None:
    a = _installed(["Bolt-Hole"])
    b = _installed(["Sandbox Dig"])
    assert a.view("corp") == b.view("corp")
    assert a.log == [line.replace("Sandbox Dig", "Bolt-Hole") for line in b.log]
    assert a.log == b.log


def test_a_corp_determinisation_redeals_a_hidden_resource_among_hidden_resources() -> None:
    g = game(
        {"credits": 20},
        {
            "hand": ["Bolt-Hole"],
            "deck": ["Sandbox Dig", "Chiba Bank Account", "Score!", "Score!"],
            "credits": 5,
        },
    )
    to_runner_turn(g)
    runner_install(g, "Bolt-Hole")
    (card,) = g.runner.resource
    faces = set()
    for s in range(30):
        d = g.determinize("corp", seed=s)
        assert d.view("corp") == g.view("corp")
        faces.add(d.cards[card.id].title)
    # only hidden resources fill the slot, and the Corp cannot learn which one it is
    assert faces == {"Bolt-Hole", "Sandbox Dig", "Chiba Bank Account"}
    # the Runner's own determinisation keeps its card
    assert {g.determinize("runner", seed=s).cards[card.id].title for s in range(5)} == {"Bolt-Hole"}


def test_the_runner_with_a_hidden_resource_gets_every_paid_ability_window() -> None:
    # with nothing usable, a window the Runner can only pass would be skipped; with a hidden
    # resource it is asked, so the Corp cannot tell whether that card is usable
    plain = game({"hand": ["Accounts Receivable"], "credits": 5}, {"credits": 5})
    act(plain, "play", card="Accounts Receivable")
    assert plain.decision is not None and plain.decision.player == "corp"
    g = game({"hand": ["Accounts Receivable"], "credits": 5}, {"hand": ["Bolt-Hole"]})
    to_runner_turn(g)
    runner_install(g, "Bolt-Hole")
    to_corp_turn(g)
    act(g, "play", card="Accounts Receivable")
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "paid_abilities"
    assert g.view("corp")["decision"]["prompt"] == "The Runner may use paid abilities."


# ---------------------------------------------------------------------- the cards


def test_bolt_hole_prevents_2_meat_damage_and_is_trashed_face_up() -> None:
    g = _installed(["Bolt-Hole"], hand=FILLER)
    damage_done(g, "meat", 3, "Bodyweight Synthetic Blood")
    (o,) = [o for o in options(g) if o.card == "Bolt-Hole"]
    g.choose(o)
    while g.decision is not None and g.decision.kind != "action":
        act(g, "pass")
    assert len(g.runner.hand) == len(FILLER) - 1
    assert [c.title for c in g.runner.discard if c.title == "Bolt-Hole"] == ["Bolt-Hole"]


def test_expendable_family_member_avoids_a_tag_for_1_bit() -> None:
    g = _installed(["Expendable Family Member"], credits=3)
    tags_given(g, 1)
    (o,) = [o for o in options(g) if o.card == "Expendable Family Member"]
    assert o.cost.credits == 1 and o.cost.trash_self
    g.choose(o)
    while g.decision is not None and g.decision.kind != "action":
        act(g, "pass")
    assert g.runner.tags == 0 and g.runner.credits == 2


def test_chiba_bank_account_pays_1_bit_to_gain_4() -> None:
    g = _installed(["Chiba Bank Account"], credits=1)
    act(g, "ability", card="Chiba Bank Account")
    assert g.runner.credits == 4 and not g.runner.resource


def test_liberated_savings_account_pays_7_bits_to_gain_11() -> None:
    g = _installed(["Liberated Savings Account"], credits=6)
    assert not options(g, "ability", card="Liberated Savings Account")  # 7 bits needed
    g = _installed(["Liberated Savings Account"], credits=7)
    act(g, "ability", card="Liberated Savings Account")
    assert g.runner.credits == 11


def test_swiss_bank_account_gains_2_for_nothing_or_6_for_3() -> None:
    g = _installed(["Swiss Bank Account"], credits=3)
    costs = sorted(o.cost.credits for o in options(g, "ability", card="Swiss Bank Account"))
    assert costs == [0, 3]
    [six] = [o for o in options(g, "ability") if o.cost.credits == 3]
    g.choose(six)
    assert g.runner.credits == 6 and not g.runner.resource


def test_a_bank_account_may_be_used_during_an_encounter() -> None:
    g = at_ice("Wall of Static", ["Chiba Bank Account"], runner_credits=1)
    assert g.decision is not None and g.decision.kind == "encounter"
    act(g, "ability", card="Chiba Bank Account")
    assert g.runner.credits == 4


def test_executive_file_clerk_looks_at_all_of_hq_for_2_bits() -> None:
    g = game(
        {"hand": ["Accounts Receivable", "Tycho Extension"], "credits": 5},
        {"hand": ["Executive File Clerk"], "credits": 2},
    )
    to_runner_turn(g)
    runner_install(g, "Executive File Clerk")
    n = len(g.log)
    act(g, "ability", card="Executive File Clerk")
    assert g.runner.credits == 0
    assert {c.id for c in g.corp.hand} <= g.known_to_runner
    assert any("Tycho Extension" in line for line in g.log[n:])


def test_sandbox_dig_looks_at_the_top_three_cards_of_rd_for_3_bits() -> None:
    deck = ["Tycho Extension", "Accounts Receivable", "Wall of Static", "Data Raven"]
    g = game({"deck": deck}, {"hand": ["Sandbox Dig"], "credits": 3})
    to_runner_turn(g)
    runner_install(g, "Sandbox Dig")
    act(g, "ability", card="Sandbox Dig")
    top3 = {c.id for c in g.corp.deck[:3]}
    assert top3 <= g.known_to_runner and g.corp.deck[3].id not in g.known_to_runner
    assert g.runner.credits == 0


def test_airport_locker_installs_a_program_from_the_stack_during_an_encounter() -> None:
    g = at_ice("Wall of Static", ["Airport Locker"], runner_credits=10, hand=[])
    g.runner.deck[:0] = []
    # a program in the stack to find
    from netrunner.engine.state import Card
    from netrunner.rulesets.classic import POOL

    c = Card(
        g._new_id(), POOL.data("Big Frackin' Gun"), POOL.definition("Big Frackin' Gun"), "runner"
    )
    g.cards[c.id] = c
    g.runner.deck.append(c)
    act(g, "ability", card="Airport Locker")
    assert g.runner.credits == 5
    act(g, "install", card="Big Frackin' Gun")
    assert [p.title for p in g.runner.program] == ["Big Frackin' Gun"]


# ---------------------------------------------------------------------- cards used at a moment


def _run_to_window(g: Game, server: str, prompt: str = "Use a hidden resource now?") -> None:
    """The Runner runs ``server`` (no ice), passing every decision until the hidden window."""
    act(g, "run", server=server)
    while g.decision is not None and g.decision.prompt != prompt:
        act(g, "pass")


def test_credit_subversion_makes_the_corp_lose_3_bits_right_after_a_successful_run_on_hq() -> None:
    g = _installed(["Credit Subversion"])
    assert not options(g, "ability", card="Credit Subversion")  # not before the run
    _run_to_window(g, "HQ")
    before = g.corp.credits
    assert g.run is not None and g.run.phase == "success"
    assert g.view("corp")["decision"]["prompt"] == "The Runner may use paid abilities."
    act(g, "ability", card="Credit Subversion")
    assert g.corp.credits == before - 3


def test_credit_subversion_is_not_offered_after_a_run_on_rd() -> None:
    g = _installed(["Credit Subversion"])
    _run_to_window(g, "R&D")
    assert not options(g, "ability", card="Credit Subversion")
    assert [o.kind for o in g.decision.options] == ["pass"]  # asked all the same


def test_death_from_above_trashes_every_card_in_a_subsidiary_fort_before_access() -> None:
    g = game(
        {"hand": ["Tycho Extension", "Rio de Janeiro City Grid"], "credits": 20},
        {"hand": ["Death from Above"], "credits": 5},
    )
    g.choose(options(g, "install", card="Tycho Extension")[0])
    srv = next(n for n in g.corp.servers if n not in ("HQ", "R&D", "Archives"))
    corp_install(g, "Rio de Janeiro City Grid", srv)
    to_runner_turn(g)
    runner_install(g, "Death from Above")
    _run_to_window(g, srv)
    act(g, "ability", card="Death from Above")
    assert {c.title for c in g.corp.discard} == {"Tycho Extension", "Rio de Janeiro City Grid"}
    assert g.runner.agenda_points == 0


def test_hq_mole_accesses_two_more_cards_from_hq_for_4_bits() -> None:
    hq = ["Accounts Receivable", "Wall of Static", "Data Raven", "Shock Treatment"]
    g = game({"hand": hq, "credits": 5}, {"hand": ["HQ Mole"], "credits": 4})
    to_runner_turn(g)
    runner_install(g, "HQ Mole")
    act(g, "run", server="HQ")
    while not options(g, "ability", card="HQ Mole"):
        assert g.decision is not None and not options(g, "access")
        act(g, "pass")
    act(g, "ability", card="HQ Mole")
    n = len(g.log)
    while g.run is not None and g.decision is not None:
        act(g, "pass") if options(g, "pass") else g.choose(0)
    assert sum("The Runner accesses" in line and "from HQ" in line for line in g.log[n:]) == 3


def test_rd_mole_accesses_two_more_cards_from_rd() -> None:
    g = _installed(["R&D Mole"], credits=4)
    act(g, "run", server="R&D")
    while not options(g, "ability", card="R&D Mole"):
        act(g, "pass")
    act(g, "ability", card="R&D Mole")
    n = len(g.log)
    while g.run is not None and g.decision is not None:
        act(g, "pass") if options(g, "pass") else g.choose(0)
    assert sum("from R&D" in line and "accesses" in line for line in g.log[n:]) == 3


def test_mercenary_subcontract_trashes_an_accessed_agenda_at_no_cost() -> None:
    g = game({"hand": ["Tycho Extension"], "credits": 5}, {"hand": ["Mercenary Subcontract"]})
    to_runner_turn(g)
    g.runner.credits = 4
    runner_install(g, "Mercenary Subcontract")
    act(g, "run", server="HQ")
    while not options(g, "ability", card="Mercenary Subcontract"):
        act(g, "pass")
    act(g, "ability", card="Mercenary Subcontract")
    while g.run is not None and g.decision is not None:
        act(g, "pass")
    assert [c.title for c in g.corp.discard] == ["Tycho Extension"]
    assert g.runner.agenda_points == 0 and g.runner.credits == 0


def test_get_ready_to_rumble_makes_the_corp_discard_two_at_random_after_meat_damage() -> None:
    g = game(
        {"hand": ["Accounts Receivable"] * 3, "credits": 5},
        {"hand": ["Get Ready to Rumble", *FILLER]},
    )
    to_runner_turn(g)
    runner_install(g, "Get Ready to Rumble")
    damage_done(g, "meat", 1, "Bodyweight Synthetic Blood")
    while not options(g, "ability", card="Get Ready to Rumble"):
        act(g, "pass")
    act(g, "ability", card="Get Ready to Rumble")
    assert len(g.corp.hand) == 1 and len(g.corp.discard) == 2


def test_simulacrum_passes_ap_ice_during_the_encounter() -> None:
    g = at_ice("Code Corpse", ["Simulacrum"], hand=FILLER)
    assert options(g, "ability", card="Simulacrum")
    act(g, "ability", card="Simulacrum")
    assert g.runner.brain_damage == 0 and g.run is not None and g.run.phase != "encounter"
    g2 = at_ice("Wall of Static", ["Simulacrum"])
    assert not options(g2, "ability", card="Simulacrum")  # a wall: not AP


# ---------------------------------------------------------------------- traces


def _bid(g: Game, bid: int) -> None:
    """Pass up to the Corp's secret trace bid, and bid ``bid``."""
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=bid)


def _to_hidden_window(g: Game) -> None:
    while g.decision is not None and g.decision.prompt != "Use a hidden resource now?":
        act(g, "pass")


def test_wired_switchboard_gives_3_link_after_the_bids_are_revealed() -> None:
    g = at_ice("Fetch 4.0.1", ["Wired Switchboard"])
    _bid(g, 2)
    act(g, "link", amount=0)  # no base link card: link 0 chosen in secret
    _to_hidden_window(g)
    act(g, "ability", card="Wired Switchboard")
    act(g, "pass")
    assert g.runner.tags == 0
    assert any("against link 3" in line and "fails" in line for line in g.log)


def test_back_door_to_netwatch_cancels_a_tag_trace_and_gives_no_bad_publicity() -> None:
    g = at_ice("Fetch 4.0.1", ["Back Door to Netwatch"], runner_credits=3)
    _bid(g, 3)
    act(g, "link", amount=0)
    _to_hidden_window(g)  # the trace_compared moment: nothing to use there
    act(g, "pass")
    _to_hidden_window(g)  # the trace has succeeded
    act(g, "ability", card="Back Door to Netwatch")
    act(g, "pass")
    assert g.runner.tags == 0 and g.corp.bad_publicity == 0 and g.runner.credits == 0


def test_back_door_to_netwatch_on_a_trace_that_ends_the_run_gives_1_bad_publicity() -> None:
    g = at_ice("Asp", ["Back Door to Netwatch"], runner_credits=3)
    _bid(g, 3)
    act(g, "link", amount=0)
    _to_hidden_window(g)
    act(g, "pass")
    _to_hidden_window(g)
    act(g, "ability", card="Back Door to Netwatch")
    act(g, "pass")
    assert g.corp.bad_publicity == 1 and g.run is not None  # the run goes on


def test_back_door_to_rivals_gains_1_bit_when_its_base_link_avoids_a_trace() -> None:
    g = at_ice("Fetch 4.0.1", ["Back Door to Rivals"], runner_credits=3)
    _bid(g, 1)
    act(g, "link", card="Back Door to Rivals", amount=2)
    while g.decision is not None and g.decision.kind != "encounter" and g.run is not None:
        act(g, "pass")
    assert g.runner.tags == 0 and g.runner.credits == 4


def test_back_door_to_rivals_gains_nothing_when_the_trace_succeeds() -> None:
    g = at_ice("Fetch 4.0.1", ["Back Door to Rivals"], runner_credits=3)
    _bid(g, 3)
    act(g, "link", card="Back Door to Rivals", amount=2)
    while g.decision is not None and g.runner.tags == 0 and g.run is not None:
        act(g, "pass")
    assert g.runner.tags == 1 and g.runner.credits == 3


def test_runner_sensei_gives_base_link_4_for_2_bits_and_1_bit_for_avoiding() -> None:
    g = at_ice("Fetch 4.0.1", ["Runner Sensei"], runner_credits=4)
    _bid(g, 3)
    links = sorted((o.amount, o.cost.credits) for o in options(g, "link") if o.card)
    assert links == [(4, 2), (5, 4)]
    act(g, "link", card="Runner Sensei", amount=4)
    while g.decision is not None and g.decision.kind != "encounter" and g.run is not None:
        act(g, "pass")
    assert g.runner.tags == 0 and g.runner.credits == 3


def test_crash_space_makes_every_trace_succeed_with_a_tag_besides() -> None:
    g = at_ice("Fetch 4.0.1", ["Crash Space", "Back Door to Hilliard"], runner_credits=5)
    _bid(g, 0)
    act(g, "link", card="Back Door to Hilliard", amount=2)
    while g.decision is not None and g.runner.tags < 2 and g.run is not None:
        act(g, "pass")
    assert g.runner.tags == 2  # Fetch's tag and Crash Space's


def test_crash_space_gains_1_bit_each_turn_and_loses_2_when_it_leaves_play() -> None:
    g = game({}, {"hand": ["Crash Space"], "credits": 5})
    to_runner_turn(g)
    runner_install(g, "Crash Space")
    assert g.runner.credits == 3
    to_corp_turn(g)
    to_runner_turn(g)
    assert g.runner.credits == 3 + 3 + 1  # 3 unspent actions, then Crash Space's bit
    act(g, "ability", card="Crash Space")
    assert g.runner.credits == 5 and not g.runner.resource
    assert any("Crash Space has left play: the Runner loses 2 bits." in x for x in g.log)


# ---------------------------------------------------------------------- other resources


def test_streetware_distributor_holds_3_bits_and_gives_1_each_turn() -> None:
    g = game({}, {"hand": ["Streetware Distributor"], "credits": 5})
    to_runner_turn(g)
    runner_install(g, "Streetware Distributor")
    act(g, "ability", card="Streetware Distributor")
    (sd,) = g.runner.resource
    assert sd.counters.get("credit") == 3 and g.runner.credits == 4
    to_corp_turn(g)
    to_runner_turn(g)
    (sd,) = g.runner.resource
    assert sd.counters.get("credit") == 2 and g.runner.credits == 4 + 2 + 1  # 2 actions unspent


def test_elena_laskova_adds_1_bit_to_the_first_gain_of_a_prep() -> None:
    g = game({}, {"hand": ["Elena Laskova", "Score!"], "credits": 10})
    to_runner_turn(g)
    runner_install(g, "Elena Laskova")
    before = g.runner.credits
    act(g, "play", card="Score!")
    assert g.runner.credits == before - 5 + 9 + 1  # Score! costs 5, gains 9; Elena's 1
    assert any("Elena Laskova" in line for line in g.log)


def test_elena_laskova_gives_nothing_for_a_gain_that_is_no_prep() -> None:
    g = game({}, {"hand": ["Elena Laskova"], "credits": 3})
    to_runner_turn(g)
    runner_install(g, "Elena Laskova")
    act(g, "credit")
    assert g.runner.credits == 1


def test_precision_bribery_stops_new_forts_until_the_corp_pays_an_action_and_4_bits() -> None:
    g = game(
        {"hand": ["Tycho Extension", "Wall of Static"], "credits": 10},
        {"hand": ["Precision Bribery"]},
    )
    to_runner_turn(g)
    runner_install(g, "Precision Bribery")
    to_corp_turn(g)
    assert not options(g, "install", card="Tycho Extension")  # agendas: only new forts here
    assert {o.server for o in options(g, "install", card="Wall of Static")} == {
        "HQ",
        "R&D",
        "Archives",
    }
    (o,) = [o for o in options(g, "ability") if o.card == "Precision Bribery"]
    assert o.cost.clicks == 1 and o.cost.credits == 4
    g.choose(o)
    assert not g.runner.resource and options(g, "install", card="Tycho Extension")


def _prevent_with(g: Game, title: str) -> None:
    while not [o for o in options(g) if o.card == title]:
        act(g, "pass")
    g.choose([o for o in options(g) if o.card == title][0])


def test_time_to_collect_prevents_the_corp_trashing_a_resource_of_a_tagged_runner() -> None:
    g = _installed(["Time to Collect", "Streetware Distributor"])
    g.runner.tags = 1
    to_corp_turn(g)
    (o,) = [o for o in options(g, "trash_resource") if o.card == "Streetware Distributor"]
    g.choose(o)
    assert g.view("corp")["decision"]["prompt"].startswith("the Corp: trash Streetware")
    _prevent_with(g, "Time to Collect")
    assert [c.title for c in g.runner.resource] == ["Streetware Distributor"]
    assert [c.title for c in g.runner.discard] == ["Time to Collect"]


def test_time_to_collect_protects_every_resource_the_same_corp_card_trashes() -> None:
    g = game(
        {"hand": ["Corporate Detective Agency"], "credits": 10},
        {"hand": ["Time to Collect", "Streetware Distributor", "Crash Space"], "credits": 10},
    )
    to_runner_turn(g)
    for t in ("Time to Collect", "Streetware Distributor", "Crash Space"):
        runner_install(g, t)
    g.runner.tags = 1
    to_corp_turn(g)
    act(g, "play", card="Corporate Detective Agency")
    act(g, "choose", card="Streetware Distributor")
    _prevent_with(g, "Time to Collect")
    while g.decision is not None and g.decision.player == "runner":
        act(g, "pass")
    act(g, "choose", card="Crash Space")
    while g.decision is not None and g.decision.kind != "action":
        act(g, "pass")
    assert {c.title for c in g.runner.resource} == {"Streetware Distributor", "Crash Space"}
    assert any("Time to Collect prevents Crash Space from being trashed." in x for x in g.log)


def test_time_to_collect_is_not_offered_during_the_runners_turn_nor_for_itself() -> None:
    g = _installed(["Time to Collect", "Streetware Distributor"])
    (sd,) = [c for c in g.runner.resource if c.title == "Streetware Distributor"]
    from netrunner.engine.damage import PreventWindow
    from netrunner.engine.game import Reoffer

    d = g._decision
    g._decision = None
    g.push(Reoffer(d))
    g.push(PreventWindow("trash", 1, "a test", sd.id))
    g._advance()
    assert not [o for o in options(g) if o.card == "Time to Collect"]


def test_the_corp_trashing_a_hidden_resource_reads_no_title_in_the_prevent_window() -> None:
    g = _installed(["Time to Collect", "Bolt-Hole"])
    g.runner.tags = 1
    to_corp_turn(g)
    opts = options(g, "trash_resource")
    g.choose(opts[-1])  # the second hidden resource installed: Bolt-Hole
    public = g.view("corp")["decision"]["prompt"]
    assert "Bolt-Hole" not in public and "a hidden resource" in public
    _prevent_with(g, "Time to Collect")
    assert not any("Bolt-Hole" in line for line in g.log)
    assert _corp_rig(g)[0]["title"] is None


# ---------------------------------------------------------------------- Bargain with Viacox


def _viacox_turn(face: int | None = None, **runner: object) -> Game:
    """The Runner's turn after installing Bargain with Viacox (the die's face set to ``face``)."""
    spec: dict[str, object] = {"hand": ["Bargain with Viacox"], "credits": 10}
    spec.update(runner)
    g = game({"hand": ["Tycho Extension"], "credits": 10}, spec)
    g.choose(options(g, "install", card="Tycho Extension")[0])
    to_runner_turn(g)
    runner_install(g, "Bargain with Viacox")
    assert not any(k.startswith("viacox:") for k in g.flags)  # not in the turn it is installed
    to_corp_turn(g)
    to_runner_turn(g)
    if face is not None:
        (key,) = [k for k in g.flags if k.startswith("viacox:")]
        g.flags[key] = face
        g.touch()
        g._decision = None
        from netrunner.engine.flow import RunnerAction

        g.push(RunnerAction(window_done=True))
        g._advance()
    return g


def test_bargain_with_viacox_rolls_for_an_extra_action_from_the_next_turn_on() -> None:
    g = _viacox_turn()
    assert g.runner.clicks == 5
    assert any("Bargain with Viacox rolls a die" in line for line in g.log)


def test_viacox_on_a_4_offers_a_run_on_hq_as_its_action() -> None:
    g = _viacox_turn(4)
    mine = [o for o in g.decision.options if o.target == "viacox"]
    assert [(o.kind, o.server) for o in mine] == [("run", "HQ")]


def test_viacox_action_must_be_taken_when_it_is_the_last_action() -> None:
    g = _viacox_turn(2)
    for _ in range(4):
        act(g, "draw")
    while g.decision.player == "corp":
        act(g, "pass")
    assert [o.kind for o in g.decision.options] == ["credit"]
    before = g.runner.credits
    act(g, "credit")
    assert g.runner.credits == before + 1 and g.runner.clicks == 0


def test_viacox_on_a_5_runs_a_subsidiary_fort_and_is_lost_if_there_is_none() -> None:
    g = _viacox_turn(5)
    mine = [o for o in g.decision.options if o.target == "viacox"]
    assert len(mine) == 1 and mine[0].server not in ("HQ", "R&D", "Archives")


def test_viacox_on_a_6_reveals_a_random_card_and_plays_it() -> None:
    g = _viacox_turn(6, hand=["Bargain with Viacox", "Score!"])
    (o,) = [o for o in g.decision.options if o.target == "viacox"]
    assert "Reveal a card at random" in o.label
    before = g.runner.credits
    g.choose(o)
    assert any("The Runner reveals Score! at random" in line for line in g.log)
    assert g.runner.credits == before - 5 + 9 and g.runner.clicks == 4


# ---------------------------------------------------------------------- random play


HIDDEN = (
    "Airport Locker",
    "Back Door to Netwatch",
    "Bolt-Hole",
    "Chiba Bank Account",
    "Credit Subversion",
    "Death from Above",
    "Expendable Family Member",
    "Get Ready to Rumble",
    "HQ Mole",
    "Liberated Savings Account",
    "Mercenary Subcontract",
    "R&D Mole",
    "Simulacrum",
    "Swiss Bank Account",
    "Time to Collect",
    "Wired Switchboard",
    "Executive File Clerk",
    "Sandbox Dig",
)


def _corp_swap(g: Game, rng: object) -> Game:
    """A copy in which the Runner's face-down cards are dealt other hidden resources' faces."""
    import random as _random

    from netrunner.rulesets.classic import POOL

    assert isinstance(rng, _random.Random)
    h = g.clone()
    for c in h.runner.rig():
        if not c.faceup:
            t = rng.choice(HIDDEN)
            c.data, c.defn = POOL.data(t), POOL.definition(t)
    return h


def test_random_games_with_hidden_resources_show_the_corp_nothing_of_them() -> None:
    import random as _random
    from dataclasses import replace

    from netrunner import Game as G
    from netrunner.rulesets.classic import CLASSIC

    for seed in range(10):
        corp = CLASSIC.load_deck("starter:classic-corp", "corp")
        runner = CLASSIC.load_deck("starter:classic-runner", "runner")
        runner = replace(runner, cards=(*runner.cards, *[(t, 2) for t in HIDDEN]))
        g = G.new(corp, runner, seed=seed, ruleset="classic")
        rng = _random.Random(seed)
        n = 0
        while g.decision is not None and n < 1500:
            d = g.decision
            if n % 3 == 0 and any(not c.faceup for c in g.runner.rig()):
                assert _corp_swap(g, rng).view("corp") == g.view("corp"), d.prompt
                public = {c.title for c in g.runner.discard} | {
                    c.title for c in g.runner.rig() if c.faceup
                }
                for c in g.runner.rig():
                    if not c.faceup and c.title not in public:
                        assert not any(c.title in line for line in g.log), c.title
            g.choose(rng.randrange(len(d.options)))
            n += 1

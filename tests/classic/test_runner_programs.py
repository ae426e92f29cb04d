"""runner-programs: the Proteus and Classic programs (breakers, viruses, prevention, derez), one
scenario per ability."""

from __future__ import annotations

from cards.helpers import (
    corp_install,
    finish_run,
    rig_card,
    run_on,
    runner_install,
    to_corp_turn,
    to_runner_turn,
)
from classic.runner_basics_helpers import FILLER, damage_done, runner_turn, titles
from netrunner.engine.flow import RunnerAction
from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario


def _game(
    ice: list[tuple[str, str]],
    programs: list[str],
    *,
    hand: list[str] | None = None,
    credits: int = 20,
    corp_credits: int = 40,
    corp_hand: list[str] | None = None,
    corp_deck: list[str] | None = None,
    seed: int = 0,
) -> Game:
    """The Corp installs ``ice`` (title, fort), then the Runner installs ``programs`` on its
    turn, with ``credits`` bits to spend after them (the install costs are given back)."""
    from netrunner.rulesets.classic import POOL

    costs = sum(POOL.data(t).cost or 0 for t in programs)
    corp: dict[str, object] = {
        "hand": [t for t, _ in ice] + (corp_hand or []),
        "credits": corp_credits,
    }
    if corp_deck is not None:
        corp["deck"] = corp_deck
    g = scenario(
        corp=corp,
        runner={"hand": programs + (hand or []), "credits": costs},
        seed=seed,
        ruleset="classic",
    )
    for title, fort in ice:
        corp_install(g, title, fort)
    to_runner_turn(g)
    for title in programs:
        runner_install(g, title)
    g.runner.credits = credits
    g.runner.clicks = 4
    reask(g)
    return g


def reask(g: Game) -> None:
    """Ask the Runner's action again (after a test set bits, actions or a turn flag)."""
    g._decision = None
    g.push(RunnerAction(window_done=True))
    g._advance()


# ---------------------------------------------------------------------- breakers of one kind


def test_big_frackin_gun_breaks_both_sentry_subroutines_at_once_for_6_bits() -> None:
    g = _game([("Sentinels Prime", "HQ")], ["Big Frackin' Gun"], credits=10)
    run_on(g, "HQ", rez="Sentinels Prime")
    (brk,) = [
        o for o in options(g, "break", card="Big Frackin' Gun") if o.target == "Trash 1 program."
    ]
    assert brk.cost.credits == 6
    act(g, "break", card="Big Frackin' Gun", target="Trash 1 program.")
    assert g.runner.credits == 4
    assert (
        'The Runner uses Big Frackin\' Gun to break "Trash 1 program."; "End the run." on Sentinels Prime.'
        in g.log
    )
    assert g.decision is not None and g.decision.kind == "jack_out"  # the sentry is passed


def test_big_frackin_gun_boosts_1_strength_for_1_bit_and_breaks_no_wall() -> None:
    g = _game([("Rock is Strong", "HQ")], ["Big Frackin' Gun"], credits=10)
    run_on(g, "HQ", rez="Rock is Strong")
    assert options(g, "break", card="Big Frackin' Gun") == []
    assert rig_card(g, "Big Frackin' Gun")["strength"] == 7
    g2 = _game([("Liche", "HQ")], ["Big Frackin' Gun"], hand=FILLER, credits=10)
    run_on(g2, "HQ", rez="Liche")  # strength 6: no boost needed
    act(g2, "break", card="Big Frackin' Gun", target="Do 1 brain damage.")
    assert g2.runner.credits == 4  # all four of Liche's subroutines in one use
    assert g2.decision is not None and g2.decision.kind == "jack_out"


def test_boring_bit_breaks_a_wall_subroutine_for_2_bits() -> None:
    g = _game([("Shotgun Wire", "HQ")], ["Boring Bit"], hand=FILLER, credits=10)
    run_on(g, "HQ", rez="Shotgun Wire")  # strength 5 against 5
    (brk, _) = options(g, "break", card="Boring Bit")
    assert brk.cost.credits == 2
    act(g, "break", card="Boring Bit", target="Do 2 net damage.")
    act(g, "break", card="Boring Bit", target="End the run.")
    assert g.runner.credits == 6 and len(g.runner.hand) == 5


def test_boring_bit_boosts_1_strength_for_1_bit() -> None:
    g = _game([("Wall of Ice", "HQ")], ["Boring Bit"], hand=FILLER, credits=10)
    run_on(g, "HQ", rez="Wall of Ice")  # strength 6
    (boost,) = options(g, "boost", card="Boring Bit")
    assert boost.cost.credits == 1
    act(g, "boost", card="Boring Bit")
    assert rig_card(g, "Boring Bit")["strength"] == 6 and g.runner.credits == 9


def test_corrosion_breaks_wall_subroutines_for_nothing_after_1_bit_boosts() -> None:
    g = _game([("Data Wall 2.0", "HQ")], ["Corrosion"], credits=1)
    run_on(g, "HQ", rez="Data Wall 2.0")  # strength 1 against 0
    assert options(g, "break", card="Corrosion") == []
    (boost,) = options(g, "boost", card="Corrosion")
    assert boost.cost.credits == 1
    act(g, "boost", card="Corrosion")
    (brk,) = options(g, "break", card="Corrosion")
    assert brk.cost.credits == 0
    act(g, "break", card="Corrosion")
    assert g.runner.credits == 0 and g.decision is not None and g.decision.kind == "jack_out"


def test_early_worm_breaks_a_wall_subroutine_for_1_bit_and_gains_3_strength_for_2() -> None:
    g = _game([("Fire Wall", "HQ")], ["Early Worm"], credits=10)
    run_on(g, "HQ", rez="Fire Wall")  # strength 4 against 2
    (boost,) = options(g, "boost", card="Early Worm")
    assert boost.cost.credits == 2 and boost.amount == 3
    act(g, "boost", card="Early Worm")
    assert rig_card(g, "Early Worm")["strength"] == 5
    (brk,) = options(g, "break", card="Early Worm")
    assert brk.cost.credits == 1
    act(g, "break", card="Early Worm")
    assert g.runner.credits == 7


def test_matador_breaks_a_sentry_subroutine_for_1_bit_and_gains_5_strength_for_3() -> None:
    g = _game([("Sentinels Prime", "HQ")], ["Matador"], credits=10)
    run_on(g, "HQ", rez="Sentinels Prime")  # strength 4 against 0
    (boost,) = options(g, "boost", card="Matador")
    assert boost.cost.credits == 3 and boost.amount == 5
    act(g, "boost", card="Matador")
    assert rig_card(g, "Matador")["strength"] == 5
    act(g, "break", card="Matador", target="Trash 1 program.")
    act(g, "break", card="Matador", target="End the run.")
    assert g.runner.credits == 5


def test_redecorator_breaks_two_sentry_subroutines_for_1_bit() -> None:
    g = _game([("Zombie", "HQ")], ["Redecorator"], hand=FILLER, credits=10)
    run_on(g, "HQ", rez="Zombie")  # strength 4 against 3: one boost of 3 bits
    (boost,) = options(g, "boost", card="Redecorator")
    assert boost.cost.credits == 3 and boost.amount == 1
    act(g, "boost", card="Redecorator")
    (brk,) = options(g, "break", card="Redecorator", target="Do 1 brain damage.")
    assert brk.cost.credits == 1
    act(g, "break", card="Redecorator", target="Do 1 brain damage.")  # both brain subroutines
    assert g.runner.credits == 6
    (last,) = options(g, "break", card="Redecorator")
    assert last.target == "End the run."


def test_skeleton_passkeys_breaks_code_gates_for_nothing_and_gains_4_strength_for_3() -> None:
    g = _game([("Mazer", "HQ")], ["Skeleton Passkeys"], credits=3)
    run_on(g, "HQ", rez="Mazer")  # strength 5 against 1
    (boost,) = options(g, "boost", card="Skeleton Passkeys")
    assert boost.cost.credits == 3 and boost.amount == 4
    act(g, "boost", card="Skeleton Passkeys")
    assert rig_card(g, "Skeleton Passkeys")["strength"] == 5
    act(g, "break", card="Skeleton Passkeys")
    assert g.runner.credits == 0 and g.decision is not None and g.decision.kind == "jack_out"


# ---------------------------------------------------------------------- damage prevention


def test_enterprise_shields_prevents_up_to_2_net_damage_for_1_bit() -> None:
    g = runner_turn(runner_hand=["Enterprise, Inc., Shields", *FILLER], runner_credits=2)
    act(g, "install", card="Enterprise, Inc., Shields")
    damage_done(g, "net", 3)
    (opt,) = options(g, "ability", card="Enterprise, Inc., Shields")
    assert opt.cost.credits == 1 and opt.label.endswith("prevent 2 net damage")
    act(g, "ability", card="Enterprise, Inc., Shields")
    assert g.runner.credits == 1
    (again,) = options(g, "ability", card="Enterprise, Inc., Shields")  # another bit, the last 1
    assert again.label.endswith("prevent 1 net damage")
    act(g, "pass")
    assert len(g.runner.hand) == 4


def test_enterprise_shields_prevents_1_brain_damage_for_1_bit() -> None:
    g = runner_turn(runner_hand=["Enterprise, Inc., Shields", *FILLER], runner_credits=2)
    act(g, "install", card="Enterprise, Inc., Shields")
    damage_done(g, "brain", 2)
    (opt,) = options(g, "ability", card="Enterprise, Inc., Shields")
    assert opt.label.endswith("prevent 1 brain damage")
    act(g, "ability", card="Enterprise, Inc., Shields")
    act(g, "ability", card="Enterprise, Inc., Shields")
    assert g.runner.credits == 0 and g.runner.brain_damage == 0 and len(g.runner.hand) == 5


def test_enterprise_shields_does_not_prevent_meat_damage() -> None:
    g = runner_turn(runner_hand=["Enterprise, Inc., Shields", *FILLER], runner_credits=2)
    act(g, "install", card="Enterprise, Inc., Shields")
    damage_done(g, "meat", 1)
    assert options(g, "ability", card="Enterprise, Inc., Shields") == []
    assert len(g.runner.hand) == 4


def test_skullcap_is_trashed_to_prevent_all_of_a_net_damage() -> None:
    g = runner_turn(runner_hand=["Skullcap", *FILLER])
    act(g, "install", card="Skullcap")
    damage_done(g, "net", 4)
    (opt,) = options(g, "ability", card="Skullcap")
    assert opt.cost.trash_self and opt.label.endswith("prevent 4 net damage")
    act(g, "ability", card="Skullcap")
    assert len(g.runner.hand) == 5
    assert "Skullcap" in titles(g.view("corp")["runner"]["discard"])


def test_skullcap_is_trashed_to_prevent_all_of_a_brain_damage_but_not_meat() -> None:
    g = runner_turn(runner_hand=["Skullcap", *FILLER])
    act(g, "install", card="Skullcap")
    damage_done(g, "meat", 1)
    assert options(g, "ability", card="Skullcap") == []
    damage_done(g, "brain", 3)
    act(g, "ability", card="Skullcap")
    assert g.runner.brain_damage == 0 and len(g.runner.hand) == 4


# ---------------------------------------------------------------------- viruses on the Corp


def _accessed(g: Game, since: int) -> list[str]:
    return [line for line in g.log[since:] if line.startswith("The Runner accesses")]


def _run(g: Game, server: str) -> None:
    act(g, "run", server=server)
    finish_run(g)


def test_taxman_gives_the_corp_a_tax_counter_for_each_successful_run_on_hq() -> None:
    g = runner_turn(runner_hand=["Taxman"])
    runner_install(g, "Taxman")
    _run(g, "HQ")
    _run(g, "R&D")
    _run(g, "HQ")
    assert g.corp.counters == {"tax": 2}
    assert "The Corp gets a Tax counter (2 Tax counters in all)." in g.log


def test_every_two_tax_counters_make_the_corp_lose_1_bit_as_its_turn_begins() -> None:

    g = runner_turn(runner_hand=["Taxman"], corp_credits=10)
    runner_install(g, "Taxman")
    g.trash(g.runner.program[0])  # the counters work without their program
    g.corp.counters = {"tax": 5}
    before = g.corp.credits
    to_corp_turn(g)
    act(g, "pass")  # no purge as the turn begins
    assert "The Corp loses 2 bits (5 Tax counters on it)." in g.log
    assert g.corp.credits == before - 2


def test_vienna_counters_each_let_the_runner_access_another_card_from_hq() -> None:
    g = runner_turn(["Night Shift"] * 5, ["Vienna 22"])
    runner_install(g, "Vienna 22")
    n = len(g.log)
    _run(g, "HQ")  # the counter given as the run succeeds counts for its access
    assert g.corp.counters == {"vienna": 1} and len(_accessed(g, n)) == 2
    n = len(g.log)
    _run(g, "HQ")
    assert len(_accessed(g, n)) == 3
    n = len(g.log)
    _run(g, "R&D")  # no more from R&D
    assert len(_accessed(g, n)) == 1


def test_highlighter_counters_after_the_first_each_let_the_runner_access_another_rd_card() -> None:
    g = runner_turn(runner_hand=["Highlighter"], corp_deck=["Night Shift"] * 10)
    runner_install(g, "Highlighter")
    n = len(g.log)
    _run(g, "R&D")  # the first counter: nothing more
    assert g.corp.counters == {"highlighter": 1} and len(_accessed(g, n)) == 1
    n = len(g.log)
    _run(g, "R&D")
    assert len(_accessed(g, n)) == 2
    n = len(g.log)
    _run(g, "HQ")
    assert len(_accessed(g, n)) <= 1  # HQ: as usual


def test_two_crumble_counters_let_the_runner_trash_cards_accessed_from_hq_at_no_cost() -> None:
    g = runner_turn(["Night Shift"], ["Crumble"], runner_credits=3)
    runner_install(g, "Crumble")
    g.runner.credits = 0
    _run(g, "HQ")  # one counter: an operation cannot be trashed
    assert "Night Shift" in [c.title for c in g.corp.hand]
    act(g, "run", server="HQ")
    while not options(g, "trash"):
        act(g, "pass")
    (opt,) = options(g, "trash", card="Night Shift")
    assert opt.amount == 0 and opt.cost.credits == 0
    act(g, "trash", card="Night Shift")
    assert [c.title for c in g.corp.discard] == ["Night Shift"]
    assert (
        "Crumble counters: the Runner may trash any card it accesses from HQ at no cost." in g.log
    )


def test_crumble_lets_the_runner_trash_an_agenda_accessed_from_hq_instead_of_stealing_it() -> None:
    g = runner_turn(["Corporate Downsizing"], ["Crumble"])
    runner_install(g, "Crumble")
    g.corp.counters = {"crumble": 2}
    act(g, "run", server="HQ")
    while g.decision is not None and g.decision.kind != "steal":
        act(g, "pass")
    act(g, "trash", card="Corporate Downsizing")
    assert g.runner.agenda_points == 0 and g.corp.discard[0].title == "Corporate Downsizing"


def test_crumble_trashes_hq_cards_at_no_cost_but_an_upgrade_in_hqs_root_costs_as_usual() -> None:
    g = _game([("Chester Mix", "HQ")], ["Crumble"], corp_hand=["Night Shift"], credits=5)
    g.corp.counters = {"crumble": 2}
    act(g, "run", server="HQ")
    trashes: dict[str, int] = {}
    while g.run is not None:
        for o in options(g, "trash"):
            trashes[o.card] = o.cost.credits
        if options(g, "trash", card="Night Shift"):
            act(g, "trash", card="Night Shift")
        elif options(g, "access"):
            g.choose(options(g, "access")[0])
        else:
            act(g, "pass")  # Chester Mix left where it is
    assert trashes == {"Night Shift": 0, "Chester Mix": 3}  # the root's upgrade: its trash cost
    assert [c.title for c in g.corp.discard] == ["Night Shift"] and g.runner.credits == 5
    assert [c.title for c in g.corp.servers["HQ"].content] == ["Chester Mix"]


def test_two_garbage_counters_let_the_runner_trash_rd_cards_and_then_two_are_lost() -> None:
    g = runner_turn(runner_hand=["Garbage In"], corp_deck=["Night Shift"] * 5)
    runner_install(g, "Garbage In")
    g.corp.counters = {"garbage": 2}
    act(g, "run", server="R&D")
    while not options(g, "trash"):
        act(g, "pass")
    act(g, "trash", card="Night Shift")
    finish_run(g)
    assert g.corp.counters == {"garbage": 1}  # 3 with this run's, 2 lost
    assert "The Corp loses two Garbage counters (1 Garbage counter left)." in g.log


def test_garbage_counters_stay_when_the_runner_trashes_nothing_with_them() -> None:
    g = runner_turn(runner_hand=["Garbage In"], corp_deck=["Night Shift"] * 5)
    runner_install(g, "Garbage In")
    g.corp.counters = {"garbage": 2}
    act(g, "run", server="R&D")
    finish_run(g)  # leaves the accessed card
    assert g.corp.counters == {"garbage": 3} and g.corp.discard == []


def test_the_corp_purges_the_proteus_virus_counters_by_forgoing_three_actions() -> None:
    g = runner_turn(runner_hand=["Vienna 22"])
    runner_install(g, "Vienna 22")
    _run(g, "HQ")
    to_corp_turn(g)
    act(g, "pass")  # not as the turn begins
    act(g, "draw")
    assert g.decision is not None and g.decision.kind == "action"
    (opt,) = options(g, "purge")  # with an action left: the action, as for the Base viruses
    act(g, "purge")
    assert g.corp.counters == {} and g.corp.clicks == 0 and g.corp.forgo == 1


# ---------------------------------------------------------------------- strength for a while


def test_psychic_friend_breaks_a_code_gate_subroutine_for_1_bit() -> None:
    g = _game([("Sleeper", "HQ")], ["Psychic Friend"], credits=5)
    run_on(g, "HQ", rez="Sleeper")  # strength 1 against 1
    (brk,) = options(g, "break", card="Psychic Friend")
    assert brk.cost.credits == 1
    act(g, "break", card="Psychic Friend")
    assert g.runner.credits == 4


def test_psychic_friends_boosts_last_until_the_end_of_the_turn() -> None:
    g = _game([("Mazer", "HQ"), ("Mazer", "R&D")], ["Psychic Friend"], credits=20)
    run_on(g, "HQ", rez="Mazer")  # strength 5 against 1
    (boost,) = options(g, "boost", card="Psychic Friend")
    assert boost.cost.credits == 2 and boost.label.endswith(", until the end of the turn")
    for _ in range(4):
        act(g, "boost", card="Psychic Friend")
    act(g, "break", card="Psychic Friend")
    finish_run(g)
    assert rig_card(g, "Psychic Friend")["strength"] == 5  # the run is over, the turn is not
    run_on(g, "R&D", rez="Mazer")
    act(g, "break", card="Psychic Friend")  # no boost needed
    finish_run(g)
    assert g.runner.credits == 10
    to_corp_turn(g)
    assert rig_card(g, "Psychic Friend")["strength"] == 1


def test_forwards_legacy_adds_a_die_roll_to_its_strength_for_each_run() -> None:
    g = _game([("π in the 'Face", "HQ")], ["Forward's Legacy"], credits=0, seed=2)
    run_on(g, "HQ", rez="π in the 'Face")  # strength 3
    assert "Forward's Legacy rolls a die: 4. It has +4 strength for this run." in g.log
    assert rig_card(g, "Forward's Legacy")["strength"] == 4
    (brk,) = options(g, "break", card="Forward's Legacy")
    assert brk.cost.credits == 0
    act(g, "break", card="Forward's Legacy")
    finish_run(g)
    assert rig_card(g, "Forward's Legacy")["strength"] == 0
    assert g.flags.get("successful_run:HQ") == 1


def test_forwards_legacy_too_weak_after_a_low_roll_lets_the_sentry_end_the_run() -> None:
    g = _game([("π in the 'Face", "HQ")], ["Forward's Legacy"], credits=0, seed=1)
    run_on(g, "HQ", rez="π in the 'Face")
    assert "Forward's Legacy rolls a die: 1. It has +1 strength for this run." in g.log
    assert "π in the 'Face ends the run." in g.log and g.run is None


def test_rent_i_con_breaks_any_ice_subroutine_and_is_trashed_as_that_run_ends() -> None:
    g = _game([("Data Wall", "HQ"), ("Sleeper", "R&D")], ["Rent-I-Con"], credits=5)
    act(g, "run", server="Archives")  # not used: it stays
    finish_run(g)
    assert rig_card(g, "Rent-I-Con")["strength"] == 2
    run_on(g, "HQ", rez="Data Wall")
    (brk,) = options(g, "break", card="Rent-I-Con")
    assert brk.cost.credits == 1
    act(g, "break", card="Rent-I-Con")
    assert [c.title for c in g.runner.program] == ["Rent-I-Con"]  # until the run ends
    finish_run(g)
    assert g.runner.program == [] and "Rent-I-Con is trashed." in g.log
    assert "Rent-I-Con" in titles(g.view("corp")["runner"]["discard"])


def test_rent_i_con_boosts_1_strength_for_1_bit() -> None:
    g = _game([("Mazer", "HQ")], ["Rent-I-Con"], credits=5)
    run_on(g, "HQ", rez="Mazer")
    (boost,) = options(g, "boost", card="Rent-I-Con")
    assert boost.cost.credits == 1
    act(g, "boost", card="Rent-I-Con")
    assert rig_card(g, "Rent-I-Con")["strength"] == 3


def test_lockjaw_is_trashed_to_give_an_icebreaker_2_strength_for_the_run() -> None:
    g = _game([("Fire Wall", "HQ"), ("Fire Wall", "HQ")], ["Corrosion", "Lockjaw"], credits=2)
    assert options(g, "ability", card="Lockjaw") == []  # only during an encounter
    run_on(g, "HQ", rez="Fire Wall")  # strength 4 against 0
    act(g, "ability", card="Lockjaw")
    act(g, "choose", card="Corrosion")
    assert "Lockjaw: Corrosion has +2 strength for the rest of the run (2)." in g.log
    assert "Lockjaw" in titles(g.view("corp")["runner"]["discard"])
    act(g, "boost", card="Corrosion")
    act(g, "boost", card="Corrosion")
    act(g, "break", card="Corrosion")
    act(g, "pass")  # on to the next Fire Wall
    assert rig_card(g, "Corrosion")["strength"] == 2  # the boosts are gone, Lockjaw's is not
    finish_run(g)
    assert rig_card(g, "Corrosion")["strength"] == 0


def test_black_widow_gets_5_strength_against_the_ice_chosen_as_it_is_installed() -> None:
    g = _game(
        [("Data Naga", "HQ"), ("Sentinels Prime", "R&D")], [], hand=["Black Widow"], credits=9
    )
    act(g, "install", card="Black Widow")
    d = g.decision
    assert d is not None and d.kind == "choose"
    assert {o.label for o in d.options} == {
        "Choose unrezzed ice 1 of HQ",
        "Choose unrezzed ice 1 of R&D",
    }
    act(g, "choose", server="HQ")
    g.runner.credits = 10
    reask(g)
    assert rig_card(g, "Black Widow")["strength"] == 2
    run_on(g, "HQ", rez="Data Naga")  # strength 5 against 2 + 5
    assert rig_card(g, "Black Widow")["strength"] == 7
    (brk, _) = options(g, "break", card="Black Widow")
    assert brk.cost.credits == 1
    act(g, "break", card="Black Widow", target="Trash 1 program.")
    act(g, "break", card="Black Widow", target="End the run.")
    finish_run(g)
    run_on(g, "R&D", rez="Sentinels Prime")  # strength 4 against 2: boosts of 2 bits
    assert rig_card(g, "Black Widow")["strength"] == 2
    (boost,) = options(g, "boost", card="Black Widow")
    assert boost.cost.credits == 2


def test_black_widow_installed_with_no_ice_chooses_nothing_and_never_gets_its_5_strength() -> None:
    g = _game([], [], hand=["Black Widow"], corp_hand=["Data Naga"], credits=9)
    act(g, "install", card="Black Widow")
    assert "Black Widow: there is no installed ice to choose." in g.log
    assert g.decision is not None and g.decision.kind == "action"  # no choice asked
    assert options(g, "ability", card="Black Widow") == []  # none to make later
    to_corp_turn(g)
    while g.decision is not None and g.decision.kind != "action":
        act(g, "pass")
    corp_install(g, "Data Naga", "HQ")
    to_runner_turn(g)
    g.runner.credits = 10
    reask(g)
    run_on(g, "HQ", rez="Data Naga")  # strength 5 against 2, no +5
    assert rig_card(g, "Black Widow")["strength"] == 2
    assert options(g, "break", card="Black Widow") == []
    (boost,) = options(g, "boost", card="Black Widow")
    assert boost.cost.credits == 2


def test_morphing_tool_breaks_the_type_chosen_as_it_is_installed() -> None:
    g = _game([("Data Wall 2.0", "HQ"), ("Sleeper", "R&D")], [], hand=["Morphing Tool"], credits=10)
    act(g, "install", card="Morphing Tool")
    act(g, "choose", target="Wall")
    assert "Morphing Tool now breaks wall subroutines." in g.log
    g.runner.credits = 10
    reask(g)
    run_on(g, "HQ", rez="Data Wall 2.0")
    (brk,) = options(g, "break", card="Morphing Tool")
    assert brk.cost.credits == 2
    act(g, "break", card="Morphing Tool")
    finish_run(g)
    run_on(g, "R&D", rez="Sleeper")  # a code gate
    assert options(g, "break", card="Morphing Tool") == []
    assert options(g, "boost", card="Morphing Tool") == []


def test_morphing_tool_spends_an_action_and_1_bit_to_choose_another_type() -> None:
    g = _game([("Sleeper", "R&D")], [], hand=["Morphing Tool"], credits=10)
    act(g, "install", card="Morphing Tool")
    act(g, "choose", target="Sentry")
    g.runner.credits = 10
    reask(g)
    (opt,) = options(g, "ability", card="Morphing Tool")
    assert opt.cost.clicks == 1 and opt.cost.credits == 1
    act(g, "ability", card="Morphing Tool")
    act(g, "choose", target="Code Gate")
    assert g.runner.credits == 9 and g.runner.clicks == 2
    run_on(g, "R&D", rez="Sleeper")
    (brk,) = options(g, "break", card="Morphing Tool")  # strength 4 against 1
    assert brk.cost.credits == 2


# ---------------------------------------------------------------------- derez


def test_superglue_is_trashed_to_derez_ice_whose_subroutines_were_all_just_broken() -> None:
    g = _game([("Data Wall", "HQ")], ["Corrosion", "Superglue"], credits=2)
    run_on(g, "HQ", rez="Data Wall")
    assert options(g, "ability", card="Superglue") == []  # nothing broken yet
    act(g, "break", card="Corrosion")
    act(g, "ability", card="Superglue")
    assert "Data Wall protecting HQ is derezzed (Superglue); it stays face up." in g.log
    ice = g.corp.servers["HQ"].ice[0]
    assert not ice.rezzed and ice.faceup
    assert "Superglue" in titles(g.view("corp")["runner"]["discard"])
    finish_run(g)
    assert g.flags.get("successful_run:HQ") == 1


def test_disintegrator_pays_2_bits_to_derez_ice_just_passed_all_broken_and_end_the_run() -> None:
    g = _game([("Data Wall", "HQ")], ["Corrosion", "Disintegrator"], credits=4)
    run_on(g, "HQ", rez="Data Wall")
    assert options(g, "ability", card="Disintegrator") == []  # not during the encounter
    act(g, "break", card="Corrosion")
    d = g.decision
    assert d is not None and d.kind == "jack_out"  # Data Wall is passed
    (opt,) = options(g, "ability", card="Disintegrator")
    assert opt.cost.credits == 2
    act(g, "ability", card="Disintegrator")
    assert not g.corp.servers["HQ"].ice[0].rezzed and g.runner.credits == 2
    assert "Disintegrator ends the run." in g.log
    assert g.run is None and not g.flags.get("successful_run:HQ")


def test_disintegrator_is_not_offered_after_ice_with_an_unbroken_subroutine() -> None:
    g = _game([("Canis Minor", "HQ")], ["Disintegrator"], credits=4)
    run_on(g, "HQ", rez="Canis Minor")  # its subroutine resolves
    while g.decision is not None and g.decision.kind != "jack_out":
        act(g, "pass")
    assert options(g, "ability", card="Disintegrator") == []


# ---------------------------------------------------------------------- expose


def test_schematics_search_engine_exposes_the_corps_installed_cards_on_hq_access() -> None:
    g = _game([("Data Wall", "R&D")], ["Schematics Search Engine"], corp_hand=["Chicago Branch"])
    to_corp_turn(g)
    g.choose(options(g, "install", card="Chicago Branch")[0])
    from cards.helpers import to_runner_turn as _to_runner

    _to_runner(g)
    act(g, "run", server="R&D")  # not HQ: nothing exposed
    finish_run(g)
    assert not any(x.startswith("The Runner exposes") for x in g.log)
    act(g, "run", server="HQ")
    finish_run(g)
    exposed = [x for x in g.log if x.startswith("The Runner exposes")]
    assert len(exposed) == 2 and any("Chicago Branch" in x for x in exposed)
    assert any("Data Wall" in x for x in exposed)
    corp_view = g.view("runner")["corp"]["servers"]
    assert corp_view["R&D"]["ice"][0]["title"] == "Data Wall"


# ---------------------------------------------------------------------- Armageddon, Viral Pipeline


def test_armageddon_gives_a_doom_counter_instead_of_accessing_rd() -> None:
    g = runner_turn(runner_hand=["Armageddon"], corp_deck=["Night Shift"] * 5)
    runner_install(g, "Armageddon")
    act(g, "run", server="R&D")
    while g.decision is not None and g.decision.kind != "replace_access":
        act(g, "pass")
    (opt,) = options(g, "ability", card="Armageddon")
    assert opt.label == "Armageddon: give the Corp a Doom counter."
    n = len(g.log)
    act(g, "ability", card="Armageddon")
    finish_run(g)
    assert g.corp.counters == {"doom": 1}
    assert not any(x.startswith("The Runner accesses") for x in g.log[n:])


def test_armageddon_may_access_rd_as_usual_and_gives_nothing_on_hq() -> None:
    g = runner_turn(["Night Shift"], ["Armageddon"], corp_deck=["Night Shift"] * 5)
    runner_install(g, "Armageddon")
    _run(g, "HQ")
    assert g.decision is not None and g.decision.kind != "replace_access"
    act(g, "run", server="R&D")
    while g.decision is not None and g.decision.kind != "replace_access":
        act(g, "pass")
    act(g, "pass")  # access as usual
    finish_run(g)
    assert g.corp.counters == {} and "The Runner accesses Night Shift from R&D." in g.log


def _doom_install(seed: int, doom: int) -> Game:
    g = scenario(
        corp={"hand": ["Data Wall", "Chicago Branch"], "credits": 10},
        runner={"hand": ["Armageddon"]},
        seed=seed,
        ruleset="classic",
    )
    g.corp.counters = {"doom": doom}
    return g


def test_each_doom_counter_rolls_a_die_as_the_corp_installs_and_a_6_trashes_the_card() -> None:
    for seed in range(40):
        g = _doom_install(seed, 2)
        corp_install(g, "Data Wall", "HQ")
        line = next(x for x in g.log if x.startswith("Doom counters"))
        if "6" in line.split(": ")[-1]:
            break
    else:
        raise AssertionError("no 6 in 40 seeds")
    assert line.startswith("Doom counters: the Corp rolls 2 dice: ")
    assert g.corp.servers["HQ"].ice == [] and g.corp.counters == {"doom": 1}
    assert any(x.startswith("A 6: unrezzed ice") and "is trashed" in x for x in g.log)
    assert not any("Data Wall" in x for x in g.log)  # the Runner never saw it
    assert [c.faceup for c in g.corp.discard] == [False]  # trashed facedown


def test_doom_dice_without_a_6_leave_the_installed_card() -> None:
    for seed in range(40):
        g = _doom_install(seed, 1)
        corp_install(g, "Data Wall", "HQ")
        line = next(x for x in g.log if x.startswith("Doom counters"))
        if not line.endswith("6."):
            break
    assert line.startswith("Doom counters: the Corp rolls a die: ")
    assert len(g.corp.servers["HQ"].ice) == 1 and g.corp.counters == {"doom": 1}


def test_viral_pipeline_puts_a_socket_counter_in_each_central_fort_run() -> None:
    g = runner_turn(["Night Shift"], ["Viral Pipeline"], corp_deck=["Night Shift"] * 5)
    runner_install(g, "Viral Pipeline")
    _run(g, "HQ")
    _run(g, "Archives")
    s = g.corp.servers
    assert s["HQ"].counters == {"socket": 1} and s["Archives"].counters == {"socket": 1}
    assert options(g, "ability", card="Viral Pipeline") == []  # none in R&D yet
    assert "Viral Pipeline puts a Socket counter in HQ (1 counter there)." in g.log


def test_a_socket_counter_in_each_central_fort_buys_a_pipe_counter() -> None:
    g = runner_turn(["Night Shift"], ["Viral Pipeline"], corp_deck=["Night Shift"] * 5)
    runner_install(g, "Viral Pipeline")
    for name in ("HQ", "R&D", "Archives"):
        g.corp.servers[name].counters = {"socket": 1}
    g.corp.servers["HQ"].counters = {"socket": 2}
    reask(g)
    assert options(g, "ability", card="Viral Pipeline") == []  # a paid ability: not an action
    act(g, "run", server="Archives")  # a window of paid abilities as the run goes on
    while not options(g, "ability", card="Viral Pipeline"):
        act(g, "pass")
    (opt,) = options(g, "ability", card="Viral Pipeline")
    assert opt.cost.clicks == 0 and opt.cost.credits == 0
    act(g, "ability", card="Viral Pipeline")
    assert g.corp.counters == {"pipe": 1}
    assert g.corp.servers["HQ"].counters == {"socket": 1}
    assert g.corp.servers["R&D"].counters == {} and g.runner.clicks == 2


def test_each_pipe_counter_makes_the_corp_forgo_an_action_as_its_turn_begins() -> None:
    g = runner_turn(runner_hand=["Viral Pipeline"])
    runner_install(g, "Viral Pipeline")
    g.corp.counters = {"pipe": 2}
    to_corp_turn(g)
    act(g, "pass")  # no purge as the turn begins
    assert "Pipe counters: the Corp forgoes 2 actions." in g.log
    assert g.corp.clicks == 1
    act(g, "purge")  # its last action: the counters go, two more actions are owed
    assert g.corp.counters == {} and g.corp.forgo == 2


def test_the_corp_may_purge_proteus_counters_as_its_turn_begins_before_pipes_forgo() -> None:
    g = runner_turn(runner_hand=["Viral Pipeline"])
    runner_install(g, "Viral Pipeline")
    g.corp.counters = {"pipe": 3}  # every action forgone: no purge action left
    while g.active == "runner":
        act(g, "credit") if options(g, "credit") else act(g, "pass")
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "paid_abilities"
    (opt,) = options(g, "purge")
    assert opt.label == "Purge all virus counters: forgo 3 actions"
    act(g, "purge")
    assert g.corp.counters == {} and "The Corp purges all virus counters." in g.log
    assert not any(x.startswith("Pipe counters") for x in g.log)


def test_no_purge_is_offered_as_the_turn_begins_for_base_set_counters_alone() -> None:
    g = runner_turn(runner_hand=["Gremlins"])
    runner_install(g, "Gremlins")
    g.corp.counters = {"gremlin": 1}
    to_corp_turn(g)
    assert g.decision is not None and g.decision.kind == "action" and options(g, "purge")


def test_early_worm_is_no_icebreaker_so_lockjaw_cannot_boost_it() -> None:
    g = _game([("Fire Wall", "HQ")], ["Early Worm", "Lockjaw"], credits=2)
    run_on(g, "HQ", rez="Fire Wall")
    act(g, "ability", card="Lockjaw")
    assert "Lockjaw: the Runner has no icebreaker." in g.log
    assert rig_card(g, "Early Worm")["strength"] == 2


def test_morphing_tool_boosts_1_strength_for_1_bit() -> None:
    g = _game([("Wall of Ice", "HQ")], [], hand=["Morphing Tool", *FILLER], credits=10)
    act(g, "install", card="Morphing Tool")
    act(g, "choose", target="Wall")
    g.runner.credits = 10
    reask(g)
    run_on(g, "HQ", rez="Wall of Ice")  # strength 6 against 4
    (boost,) = options(g, "boost", card="Morphing Tool")
    assert boost.cost.credits == 1 and boost.amount == 1
    act(g, "boost", card="Morphing Tool")
    assert rig_card(g, "Morphing Tool")["strength"] == 5

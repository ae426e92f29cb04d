"""Scenario tests for the Criminal cards of the Core Set: one test per card ability."""

from __future__ import annotations

from collections.abc import Sequence

from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

from .helpers import (
    corp_install,
    corp_passes,
    kinds,
    next_runner_turn,
    rig_card,
    run_on,
    runner_view_card,
    to_corp_turn,
    to_runner_turn,
)

GABRIEL = "Gabriel Santiago: Consummate Professional"


def _runner_turn(
    corp_hand: list[str] | None = None,
    installs: Sequence[tuple[str, str]] = (),
    runner_hand: list[str] | None = None,
    runner_credits: int = 5,
    corp_credits: int = 10,
    runner_deck: list[str] | None = None,
    identity: str | None = None,
    tags: int = 0,
) -> Game:
    """The Corp installs ``installs`` (title, server; at most 3) on its turn, then the Runner's
    first turn begins."""
    runner: dict[str, object] = {"hand": runner_hand or [], "credits": runner_credits, "tags": tags}
    if runner_deck is not None:
        runner["deck"] = runner_deck
    if identity is not None:
        runner["identity"] = identity
    g = scenario(
        corp={"hand": corp_hand or [t for t, _ in installs], "credits": corp_credits},
        runner=runner,
    )
    for title, server in installs:
        corp_install(g, title, server)
    to_runner_turn(g)
    return g


def _titles(cards: list[dict[str, object]]) -> list[object]:
    return [c["title"] for c in cards]


def _successful(g: Game, server: str) -> bool:
    return f"The run on {server} ends (successful)." in g.log


# ---------------------------------------------------------------------- Gabriel Santiago


def test_gabriel_santiago_gains_2_on_the_first_successful_hq_run_each_turn() -> None:
    g = _runner_turn(corp_hand=["Hedge Fund"], identity=GABRIEL, runner_credits=0)
    act(g, "run", server="HQ")
    assert _successful(g, "HQ")
    assert g.runner.credits == 2
    assert "The Runner gains 2 credits (Gabriel Santiago: Consummate Professional)." in g.log
    act(g, "run", server="HQ")
    assert g.runner.credits == 2  # only the first successful HQ run of the turn pays
    next_runner_turn(g)
    credits = g.runner.credits
    act(g, "run", server="HQ")
    assert g.runner.credits == credits + 2  # a new turn, a new first run


def test_gabriel_santiago_gains_nothing_for_runs_on_other_servers() -> None:
    g = _runner_turn(identity=GABRIEL, runner_credits=0)
    act(g, "run", server="R&D")
    act(g, "run", server="Archives")
    assert _successful(g, "R&D") and _successful(g, "Archives")
    assert g.runner.credits == 0


def test_gabriel_santiago_gains_nothing_for_an_unsuccessful_hq_run() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], identity=GABRIEL, runner_credits=0)
    run_on(g, "HQ", rez="Ice Wall")
    assert g.run is None and not _successful(g, "HQ")
    assert g.runner.credits == 0


# ---------------------------------------------------------------------- events


def test_easy_mark_gains_3() -> None:
    g = _runner_turn(runner_hand=["Easy Mark"], runner_credits=0)
    act(g, "play", card="Easy Mark")
    r = g.view("runner")["runner"]
    assert r["credits"] == 3
    assert r["clicks"] == 3
    assert _titles(r["discard"]) == ["Easy Mark"]


def _forged(corp_credits: int = 10) -> Game:
    """Ice Wall protects HQ, Enigma protects R&D, both unrezzed; the Runner holds Forged
    Activation Orders."""
    g = _runner_turn(
        installs=[("Ice Wall", "HQ"), ("Enigma", "R&D")],
        runner_hand=["Forged Activation Orders"],
        corp_credits=corp_credits,
    )
    act(g, "play", card="Forged Activation Orders")
    return g


def test_forged_activation_orders_runner_chooses_ice_without_seeing_it() -> None:
    g = _forged()
    d = g.decision
    assert d is not None and d.player == "runner"
    assert {o.server for o in d.options} == {"HQ", "R&D"}
    assert all(o.card is None for o in d.options)
    assert not any("Ice Wall" in o.label or "Enigma" in o.label for o in d.options)
    assert g.runner.credits == 5 - 1


def test_forged_activation_orders_corp_rezzes_the_chosen_ice_paying_its_cost() -> None:
    g = _forged()
    credits = g.corp.credits
    act(g, "choose", server="R&D")
    d = g.decision
    assert d is not None and d.player == "corp"
    assert (
        "Enigma" not in d.public_prompt and "Enigma" not in g.view("runner")["decision"]["prompt"]
    )
    act(g, "rez", card="Enigma")
    assert g.corp.credits == credits - 3
    enigma = runner_view_card(g, "R&D")
    assert enigma["title"] == "Enigma" and enigma["rezzed"]
    assert "The Corp rezzes Enigma protecting R&D, paying 3." in g.log
    assert g.runner.clicks == 3


def test_forged_activation_orders_corp_may_trash_the_chosen_ice() -> None:
    g = _forged()
    credits = g.corp.credits
    act(g, "choose", server="HQ")
    act(g, "choose", card="Ice Wall", target="trash")
    v = g.view("runner")["corp"]
    assert v["servers"]["HQ"]["ice"] == []
    # trashed while unrezzed: facedown in Archives, still hidden from the Runner
    assert [(c["title"], c["faceup"]) for c in v["discard"]] == [(None, False)]
    assert g.corp.credits == credits
    assert "The Corp trashes unrezzed ice 1 of HQ." in g.log
    assert not any("Ice Wall" in line for line in g.log)


def test_forged_activation_orders_corp_must_trash_ice_it_cannot_afford() -> None:
    g = _forged(corp_credits=1)  # + 1 for the Corp's spare click: Enigma costs 3 to rez
    assert g.corp.credits == 2
    act(g, "choose", server="R&D")
    # the Corp is still asked (with its only option), so the Runner learns nothing from it
    assert g.decision is not None and g.decision.player == "corp"
    assert kinds(g) == ["choose"]
    act(g, "choose", card="Enigma", target="trash")
    assert g.view("runner")["corp"]["servers"]["R&D"]["ice"] == []
    assert g.corp.credits == 2


def test_forged_activation_orders_needs_an_unrezzed_ice() -> None:
    g = _runner_turn(runner_hand=["Forged Activation Orders"])
    assert options(g, "credit")  # the Runner's action decision
    assert options(g, "play", card="Forged Activation Orders") == []


def test_inside_job_bypasses_the_first_ice_encountered_only() -> None:
    # HQ: Ice Wall (inner), Wall of Static (outer)
    g = _runner_turn(
        installs=[("Ice Wall", "HQ"), ("Wall of Static", "HQ")],
        corp_hand=["Ice Wall", "Wall of Static"],
        runner_hand=["Inside Job"],
    )
    act(g, "play", card="Inside Job")
    assert g.runner.credits == 5 - 2
    act(g, "choose", server="HQ")
    act(g, "rez", card="Wall of Static")
    corp_passes(g)
    assert "The Runner bypasses Wall of Static." in g.log
    assert not any("encounters Wall of Static" in line for line in g.log)
    act(g, "pass")  # continue to Ice Wall
    act(g, "rez", card="Ice Wall")
    corp_passes(g)
    assert any("encounters Ice Wall" in line for line in g.log)
    assert "Ice Wall ends the run." in g.log
    assert g.run is None and not _successful(g, "HQ")


def test_inside_job_bypass_waits_for_ice_that_is_encountered() -> None:
    # Ice Wall (inner) is rezzed by a first run; Wall of Static (outer) is installed later
    g = _runner_turn(corp_hand=["Ice Wall", "Wall of Static"], runner_hand=["Inside Job"])
    to_corp_turn(g)
    corp_install(g, "Ice Wall", "HQ")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Ice Wall")  # the run ends at Ice Wall
    to_corp_turn(g)
    corp_install(g, "Wall of Static", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Inside Job")
    act(g, "choose", server="HQ")
    act(g, "pass")  # the Corp leaves Wall of Static unrezzed: it is passed, not encountered
    act(g, "pass")  # continue to Ice Wall
    corp_passes(g)
    assert "The Runner bypasses Ice Wall." in g.log
    act(g, "pass")  # continue the run
    assert _successful(g, "HQ")


# ---------------------------------------------------------------------- Special Order


def test_special_order_adds_an_icebreaker_from_the_stack_to_the_grip() -> None:
    g = _runner_turn(
        runner_hand=["Special Order"],
        runner_deck=["Sure Gamble", "Corroder", "Diesel", "Ninja", "Crypsis"],
    )
    act(g, "play", card="Special Order")
    d = g.decision
    assert d is not None and d.player == "runner"
    assert sorted(str(o.card) for o in d.options if o.kind == "choose") == [
        "Corroder",
        "Crypsis",
        "Ninja",
    ]
    assert "Ninja" not in d.public_prompt
    act(g, "choose", card="Ninja")
    r = g.view("runner")["runner"]
    assert _titles(r["hand"]) == ["Ninja"]
    assert r["deck_size"] == 4
    assert r["credits"] == 5 - 1
    assert "The Runner reveals Ninja and adds it to the grip (Special Order)." in g.log
    assert g.log[-1] == "The Runner shuffles the stack."
    assert sorted(c.title for c in g.runner.deck) == [
        "Corroder",
        "Crypsis",
        "Diesel",
        "Sure Gamble",
    ]


def test_special_order_may_find_nothing_and_still_shuffles() -> None:
    g = _runner_turn(runner_hand=["Special Order"], runner_deck=["Sure Gamble", "Diesel"])
    act(g, "play", card="Special Order")
    assert kinds(g) == ["pass"]
    act(g, "pass")
    assert g.view("runner")["runner"]["hand"] == []
    assert g.log[-1] == "The Runner shuffles the stack."
    assert len(g.runner.deck) == 2


# ---------------------------------------------------------------------- Lemuria Codecracker


def test_lemuria_codecracker_exposes_a_card_after_a_successful_hq_run() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "R&D")],
        corp_hand=["Ice Wall", "Hedge Fund"],
        runner_hand=["Lemuria Codecracker"],
    )
    act(g, "install", card="Lemuria Codecracker")
    assert options(g, "ability", card="Lemuria Codecracker") == []
    act(g, "run", server="HQ")
    assert _successful(g, "HQ")
    credits = g.runner.credits
    act(g, "ability", card="Lemuria Codecracker")
    assert g.runner.clicks == 1
    assert g.runner.credits == credits - 1
    opt = options(g, "choose", server="R&D")
    assert len(opt) == 1 and opt[0].card is None and "Ice Wall" not in opt[0].label
    g.choose(opt[0])
    assert "The Runner exposes Ice Wall protecting R&D." in g.log
    assert runner_view_card(g, "R&D")["title"] is None  # exposed, not rezzed: still facedown
    # it works again the same turn, and not on the next turn before a new HQ run
    assert options(g, "ability", card="Lemuria Codecracker")
    next_runner_turn(g)
    assert options(g, "ability", card="Lemuria Codecracker") == []


def test_lemuria_codecracker_needs_a_run_on_hq_not_another_server() -> None:
    g = _runner_turn(installs=[("Ice Wall", "R&D")], runner_hand=["Lemuria Codecracker"])
    act(g, "install", card="Lemuria Codecracker")
    act(g, "run", server="Archives")
    assert _successful(g, "Archives")
    assert options(g, "ability", card="Lemuria Codecracker") == []


# ---------------------------------------------------------------------- icebreakers


def test_aurora_breaks_barrier_subroutines_for_2() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")],
        corp_hand=["Ice Wall", "Hedge Fund"],
        runner_hand=["Aurora"],
        runner_credits=5,
    )
    act(g, "install", card="Aurora")
    assert g.runner.credits == 2
    run_on(g, "HQ", rez="Ice Wall")
    assert rig_card(g, "Aurora")["strength"] == 1
    act(g, "break", card="Aurora", target="End the run.")
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert "The Runner accesses Hedge Fund from HQ." in g.log


def test_aurora_boosts_3_strength_for_2() -> None:
    g = _runner_turn(installs=[("Wall of Static", "HQ")], runner_hand=["Aurora"], runner_credits=7)
    act(g, "install", card="Aurora")
    run_on(g, "HQ", rez="Wall of Static")
    assert options(g, "break", card="Aurora") == []
    act(g, "boost", card="Aurora", amount=3)
    assert rig_card(g, "Aurora")["strength"] == 4
    assert g.runner.credits == 2
    act(g, "break", card="Aurora", target="End the run.")
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert _successful(g, "HQ")
    assert rig_card(g, "Aurora")["strength"] == 1  # the boost lasted for the encounter only


def test_aurora_cannot_break_non_barrier_ice() -> None:
    g = _runner_turn(installs=[("Enigma", "HQ")], runner_hand=["Aurora"], runner_credits=10)
    act(g, "install", card="Aurora")
    run_on(g, "HQ", rez="Enigma")
    assert options(g, "break", card="Aurora") == []
    assert options(g, "boost", card="Aurora") == []


def _femme(installs: Sequence[tuple[str, str]], runner_credits: int = 20) -> Game:
    g = _runner_turn(installs=installs, runner_hand=["Femme Fatale"], runner_credits=runner_credits)
    act(g, "install", card="Femme Fatale")
    return g


def test_femme_fatale_breaks_sentry_subroutines_and_boosts_1_for_2() -> None:
    g = _femme([("Hunter", "HQ")])
    act(g, "choose", server="HQ")  # the ice chosen on install: Hunter
    credits = g.runner.credits
    run_on(g, "HQ", rez="Hunter")
    act(g, "pass")  # don't bypass Hunter
    assert rig_card(g, "Femme Fatale")["strength"] == 2
    assert options(g, "break", card="Femme Fatale") == []
    act(g, "boost", card="Femme Fatale", amount=1)
    act(g, "boost", card="Femme Fatale", amount=1)
    assert rig_card(g, "Femme Fatale")["strength"] == 4
    act(g, "break", card="Femme Fatale")
    assert g.runner.credits == credits - 5
    act(g, "pass")  # continue the run
    assert not any("initiates a trace" in line for line in g.log)
    assert _successful(g, "HQ")


def test_femme_fatale_cannot_break_non_sentry_ice() -> None:
    g = _femme([("Ice Wall", "HQ")])
    act(g, "choose", server="HQ")
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "pass")  # don't bypass Ice Wall
    assert options(g, "break", card="Femme Fatale") == []
    assert options(g, "boost", card="Femme Fatale") == []


def test_femme_fatale_chooses_an_installed_ice_without_seeing_it() -> None:
    g = _femme([("Ice Wall", "HQ"), ("Enigma", "R&D")])
    d = g.decision
    assert d is not None and d.player == "runner" and g.runner.credits == 20 - 9
    assert {o.server for o in d.options} == {"HQ", "R&D"}
    assert all(o.card is None for o in d.options)
    assert not any("Ice Wall" in o.label or "Enigma" in o.label for o in d.options)
    act(g, "choose", server="R&D")
    assert "The Runner chooses unrezzed ice 1 of R&D for Femme Fatale." in g.log


def test_femme_fatale_pays_1_per_subroutine_to_bypass_the_chosen_ice() -> None:
    g = _femme([("Ice Wall", "HQ"), ("Enigma", "R&D")])
    act(g, "choose", server="R&D")
    credits = g.runner.credits
    run_on(g, "R&D", rez="Enigma")
    d = g.decision
    assert d is not None and d.player == "runner"
    (offer,) = options(g, "ability", card="Femme Fatale")
    assert offer.amount == 2  # Enigma has 2 subroutines
    g.choose(offer)
    assert g.runner.credits == credits - 2
    assert "The Runner pays 2 to bypass Enigma (Femme Fatale)." in g.log
    assert not any("Enigma's subroutine resolves" in line for line in g.log)
    act(g, "pass")  # continue the run
    assert _successful(g, "R&D")
    assert g.runner.clicks == 2  # no click lost to Enigma


def test_femme_fatale_offers_no_bypass_of_other_ice() -> None:
    g = _femme([("Ice Wall", "HQ"), ("Enigma", "R&D")])
    act(g, "choose", server="R&D")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "ability", card="Femme Fatale") == []
    assert g.run is None and "Ice Wall ends the run." in g.log


def test_femme_fatale_bypass_may_be_declined() -> None:
    g = _femme([("Enigma", "R&D")])
    act(g, "choose", server="R&D")
    credits = g.runner.credits
    run_on(g, "R&D", rez="Enigma")
    act(g, "pass")  # don't pay to bypass
    assert g.runner.credits == credits
    assert "Enigma ends the run." in g.log
    assert g.runner.clicks == 1  # the run's click and the one Enigma took


# ---------------------------------------------------------------------- Sneakdoor Beta


def test_sneakdoor_beta_run_on_archives_accesses_hq_instead() -> None:
    g = _runner_turn(corp_hand=["Hedge Fund"], runner_hand=["Sneakdoor Beta"], runner_credits=4)
    act(g, "install", card="Sneakdoor Beta")
    assert g.view("runner")["runner"]["memory"]["used"] == 2
    act(g, "ability", card="Sneakdoor Beta")
    assert g.runner.clicks == 2
    assert "The Runner makes a run on Archives." in g.log
    assert "The successful run on Archives is treated as a successful run on HQ." in g.log
    assert "The Runner accesses Hedge Fund from HQ." in g.log
    assert _successful(g, "HQ")
    assert not any("Archives ends" in line for line in g.log)


def test_sneakdoor_beta_counts_as_a_successful_hq_run_for_gabriel_and_desperado() -> None:
    g = _runner_turn(
        corp_hand=["Hedge Fund"],
        identity=GABRIEL,
        runner_hand=["Sneakdoor Beta", "Desperado"],
        runner_credits=7,
    )
    act(g, "install", card="Sneakdoor Beta")
    act(g, "install", card="Desperado")
    assert g.runner.credits == 0
    act(g, "ability", card="Sneakdoor Beta")
    assert g.runner.credits == 2 + 1  # Gabriel (HQ) and Desperado (one successful run)
    assert g.log.count("The Runner gains 1 credit (Desperado).") == 1
    assert "The Runner gains 2 credits (Gabriel Santiago: Consummate Professional)." in g.log
    act(g, "run", server="HQ")
    assert g.runner.credits == 3 + 1  # not the first successful HQ run this turn any more


def test_sneakdoor_beta_counts_as_a_successful_hq_run_for_lemuria_codecracker() -> None:
    g = _runner_turn(
        corp_hand=["Hedge Fund"],
        runner_hand=["Sneakdoor Beta", "Lemuria Codecracker"],
        runner_credits=6,
    )
    act(g, "install", card="Sneakdoor Beta")
    act(g, "install", card="Lemuria Codecracker")
    assert options(g, "ability", card="Lemuria Codecracker") == []
    act(g, "ability", card="Sneakdoor Beta")
    assert _successful(g, "HQ")
    assert options(g, "ability", card="Lemuria Codecracker")


def test_sneakdoor_beta_run_blocked_on_archives_accesses_nothing() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "Archives")],
        corp_hand=["Ice Wall", "Hedge Fund"],
        runner_hand=["Sneakdoor Beta"],
        identity=GABRIEL,
    )
    act(g, "install", card="Sneakdoor Beta")
    act(g, "ability", card="Sneakdoor Beta")
    act(g, "rez", card="Ice Wall")
    assert g.run is None
    assert "The run on Archives ends." in g.log
    assert not any("accesses" in line for line in g.log)
    assert g.runner.credits == 1


# ---------------------------------------------------------------------- Bank Job


def _bank_job(runner_credits: int = 1) -> Game:
    """PAD Campaign in a remote; Bank Job installed."""
    g = _runner_turn(
        installs=[("PAD Campaign", "new remote")],
        runner_hand=["Bank Job"],
        runner_credits=runner_credits,
    )
    act(g, "install", card="Bank Job")
    return g


def test_bank_job_places_8_credits_when_installed() -> None:
    g = _bank_job()
    assert g.runner.credits == 0
    assert rig_card(g, "Bank Job", side="corp")["counters"]["credit"] == 8


def test_bank_job_takes_credits_instead_of_accessing_a_remote() -> None:
    g = _bank_job()
    act(g, "run", server="Server 1")
    corp_passes(g)
    act(g, "ability", card="Bank Job")
    assert [o.amount for o in options(g, "choose")] == list(range(1, 9))
    act(g, "choose", amount=3)
    assert g.runner.credits == 3
    assert rig_card(g, "Bank Job")["counters"]["credit"] == 5
    assert not any("accesses" in line for line in g.log)
    assert _successful(g, "Server 1")


def test_bank_job_is_trashed_when_empty() -> None:
    g = _bank_job()
    act(g, "run", server="Server 1")
    corp_passes(g)
    act(g, "ability", card="Bank Job")
    act(g, "choose", amount=8)
    r = g.view("runner")["runner"]
    assert r["credits"] == 8
    assert r["rig"]["resource"] == []
    assert _titles(r["discard"]) == ["Bank Job"]
    assert "Bank Job has no credits left and is trashed." in g.log


def test_bank_job_runner_may_access_as_usual() -> None:
    g = _bank_job()
    act(g, "run", server="Server 1")
    corp_passes(g)
    act(g, "pass")  # access cards as usual
    assert "The Runner accesses PAD Campaign in Server 1." in g.log
    assert rig_card(g, "Bank Job")["counters"]["credit"] == 8


def test_bank_job_is_not_offered_on_central_servers() -> None:
    g = _bank_job()
    act(g, "run", server="R&D")
    corp_passes(g)
    assert _successful(g, "R&D")
    assert "The Runner accesses Hedge Fund from R&D." in g.log
    assert rig_card(g, "Bank Job")["counters"]["credit"] == 8


# ---------------------------------------------------------------------- Crash Space


def test_crash_space_recurring_credits_pay_for_removing_tags() -> None:
    g = _runner_turn(runner_hand=["Crash Space"], runner_credits=2, tags=2)
    act(g, "install", card="Crash Space")
    assert g.runner.credits == 0
    assert rig_card(g, "Crash Space")["counters"]["recurring"] == 2
    act(g, "remove_tag")
    assert g.runner.tags == 1
    assert g.runner.credits == 0
    assert rig_card(g, "Crash Space")["counters"]["recurring"] == 0
    assert options(g, "remove_tag") == []  # spent until the Runner's next turn
    next_runner_turn(g)
    assert rig_card(g, "Crash Space")["counters"]["recurring"] == 2
    assert options(g, "remove_tag")


def test_crash_space_credits_pay_for_nothing_else() -> None:
    g = _runner_turn(runner_hand=["Crash Space", "Inside Job"], runner_credits=3)
    act(g, "install", card="Crash Space")
    assert g.runner.credits == 1
    assert options(g, "play", card="Inside Job") == []  # costs 2: the pool has 1


def test_crash_space_trash_prevents_up_to_3_meat_damage() -> None:
    g = _runner_turn(
        corp_hand=["Scorched Earth"],
        runner_hand=["Crash Space", "Sure Gamble", "Diesel", "Easy Mark", "Inside Job"],
        tags=1,
    )
    act(g, "install", card="Crash Space")
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    assert g.decision is not None and g.decision.player == "runner"
    act(g, "ability", card="Crash Space")
    assert "The Runner uses Crash Space to prevent 3 meat damage." in g.log
    r = g.view("runner")["runner"]
    assert len(r["hand"]) == 4 - 1
    assert r["rig"]["resource"] == []
    assert "Crash Space" in _titles(r["discard"])
    assert any(line.startswith("The Runner takes 1 meat damage") for line in g.log)
    assert not g.over


# ---------------------------------------------------------------------- Data Dealer


def test_data_dealer_forfeits_an_agenda_to_gain_9() -> None:
    g = _runner_turn(corp_hand=["Private Security Force"], runner_hand=["Data Dealer"])
    act(g, "install", card="Data Dealer")
    assert options(g, "ability", card="Data Dealer") == []  # no agenda to forfeit
    act(g, "run", server="HQ")
    assert g.view("runner")["runner"]["agenda_points"] == 2
    credits = g.runner.credits
    act(g, "ability", card="Data Dealer")
    r = g.view("corp")["runner"]
    assert r["credits"] == credits + 9
    assert r["clicks"] == 1
    assert r["agenda_points"] == 0 and r["scored"] == []
    assert "The Runner forfeits Private Security Force (Data Dealer)." in g.log


# ---------------------------------------------------------------------- Decoy


def test_decoy_trash_avoids_1_tag() -> None:
    g = _runner_turn(corp_hand=["Hedge Fund"], runner_hand=["Decoy", "Account Siphon"])
    act(g, "install", card="Decoy")
    act(g, "play", card="Account Siphon")
    act(g, "ability", card="Account Siphon")
    assert g.decision is not None and g.decision.player == "runner"
    act(g, "ability", card="Decoy")
    assert g.runner.tags == 1
    assert "The Runner uses Decoy to prevent 1 tag." in g.log
    r = g.view("runner")["runner"]
    assert r["rig"]["resource"] == []
    assert "Decoy" in _titles(r["discard"])

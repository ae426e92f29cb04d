"""Scenario tests for the Anarch cards of the Core Set: one test per card ability."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from netrunner.engine.game import Game
from netrunner.testing import act, options, scenario

from .helpers import (
    corp_install,
    corp_passes,
    next_runner_turn,
    rig_card,
    run_on,
    runner_view_card,
    to_runner_turn,
)

NOISE = "Noise: Hacker Extraordinaire"


def _runner_turn(
    corp_hand: list[str] | None = None,
    installs: Sequence[tuple[str, str]] = (),
    runner_hand: list[str] | None = None,
    runner_credits: int = 5,
    corp_credits: int = 10,
    identity: str | None = None,
    runner_deck: list[str] | None = None,
    corp_deck: list[str] | None = None,
) -> Game:
    """The Corp installs ``installs`` (title, server) on its turn (at most 3), then the Runner's
    first turn begins."""
    corp: dict[str, Any] = {"hand": corp_hand or [t for t, _ in installs], "credits": corp_credits}
    runner: dict[str, Any] = {"hand": runner_hand or [], "credits": runner_credits}
    if identity is not None:
        runner["identity"] = identity
    if runner_deck is not None:
        runner["deck"] = runner_deck
    if corp_deck is not None:
        corp["deck"] = corp_deck
    g = scenario(corp=corp, runner=runner)
    for title, server in installs:
        corp_install(g, title, server)
    to_runner_turn(g)
    return g


def _corp_rezzes(g: Game, title: str) -> None:
    """At the Corp's approach rez window, rez ``title`` (and nothing more)."""
    act(g, "rez", card=title)
    d = g.decision
    if d is not None and d.player == "corp" and options(g, "pass"):
        act(g, "pass")


def _heap_then_runner_turn(heap: list[str], hand: list[str], credits: int = 5) -> Game:
    """The Runner discards ``heap`` at the end of its first turn (4 clicks spent on credits);
    its second turn begins with ``hand`` (and Sure Gambles up to 5 cards) in the grip."""
    fill = ["Sure Gamble"] * (5 - len(hand))
    g = scenario(runner={"hand": heap + hand + fill, "credits": credits})
    to_runner_turn(g)
    for _ in range(4):
        act(g, "credit")
    for title in heap:
        act(g, "discard", card=title)
    to_runner_turn(g)
    return g


def _titles(cards: list[dict[str, Any]]) -> list[str | None]:
    return [c["title"] for c in cards]


def _corp_ice_strength(g: Game, server: str, index: int = 0) -> int:
    strength: int = g.view("corp")["corp"]["servers"][server]["ice"][index]["strength"]
    return strength


def _accesses(lines: list[str], server: str = "R&D") -> int:
    return sum(1 for x in lines if x.startswith("The Runner accesses") and f"from {server}" in x)


# ---------------------------------------------------------------------- Noise


def test_noise_virus_install_trashes_the_top_card_of_rd_facedown() -> None:
    g = _runner_turn(
        runner_hand=["Datasucker"],
        identity=NOISE,
        corp_deck=["Beanstalk Royalties"] + ["Hedge Fund"] * 9,
    )
    act(g, "install", card="Datasucker")
    corp_seen_by_runner = g.view("runner")["corp"]
    assert corp_seen_by_runner["deck_size"] == 9
    assert _titles(corp_seen_by_runner["discard"]) == [None]
    assert corp_seen_by_runner["discard"][0]["faceup"] is False
    assert _titles(g.view("corp")["corp"]["discard"]) == ["Beanstalk Royalties"]
    assert not any("Beanstalk" in line for line in g.log)
    assert "The Corp trashes the top card of R&D facedown (Noise: Hacker Extraordinaire)." in g.log


def test_noise_non_virus_install_trashes_nothing() -> None:
    g = _runner_turn(runner_hand=["Corroder"], identity=NOISE)
    act(g, "install", card="Corroder")
    assert g.view("corp")["corp"]["discard"] == []
    assert g.view("corp")["corp"]["deck_size"] == 10


# ---------------------------------------------------------------------- Déjà Vu


def test_deja_vu_returns_one_card_from_the_heap() -> None:
    g = _heap_then_runner_turn(["Corroder", "Datasucker"], ["Déjà Vu"])
    credits = g.runner.credits
    act(g, "play", card="Déjà Vu")
    act(g, "choose", card="Corroder")
    r = g.view("runner")["runner"]
    assert "Corroder" in _titles(r["hand"])
    assert sorted(_titles(r["discard"]), key=str) == ["Datasucker", "Déjà Vu"]
    assert r["credits"] == credits - 2
    assert g.decision is not None and options(g, "credit")  # back to the Runner's actions


def test_deja_vu_may_return_a_second_virus_card_after_a_virus_card() -> None:
    g = _heap_then_runner_turn(["Datasucker", "Corroder", "Medium"], ["Déjà Vu"])
    act(g, "play", card="Déjà Vu")
    act(g, "choose", card="Datasucker")
    assert [o.card for o in options(g, "choose")] == ["Medium"]  # virus cards only
    act(g, "choose", card="Medium")
    r = g.view("runner")["runner"]
    assert {"Datasucker", "Medium"} <= set(_titles(r["hand"]))
    assert sorted(_titles(r["discard"]), key=str) == ["Corroder", "Déjà Vu"]


def test_deja_vu_second_virus_card_is_optional() -> None:
    g = _heap_then_runner_turn(["Datasucker", "Medium"], ["Déjà Vu"])
    act(g, "play", card="Déjà Vu")
    act(g, "choose", card="Datasucker")
    act(g, "pass")
    r = g.view("runner")["runner"]
    assert "Datasucker" in _titles(r["hand"]) and "Medium" not in _titles(r["hand"])
    assert sorted(_titles(r["discard"]), key=str) == ["Déjà Vu", "Medium"]


# ---------------------------------------------------------------------- Demolition Run


def test_demolition_run_offers_only_hq_or_rd() -> None:
    g = _runner_turn(runner_hand=["Demolition Run"])
    act(g, "play", card="Demolition Run")
    assert sorted(str(o.server) for o in options(g, "choose")) == ["HQ", "R&D"]


def test_demolition_run_trashes_an_accessed_card_at_no_cost() -> None:
    g = _runner_turn(corp_hand=["Hedge Fund"], runner_hand=["Demolition Run"], runner_credits=2)
    act(g, "play", card="Demolition Run")
    act(g, "choose", server="HQ")
    # Hedge Fund has no trash cost, yet it may be trashed for nothing
    act(g, "trash", card="Hedge Fund", amount=0)
    c = g.view("runner")["corp"]
    assert _titles(c["discard"]) == ["Hedge Fund"] and c["hand_size"] == 0
    assert g.runner.credits == 0
    assert g.run is None


def test_demolition_run_on_rd_trashes_the_top_card() -> None:
    g = _runner_turn(
        runner_hand=["Demolition Run"], corp_deck=["Beanstalk Royalties"] + ["Hedge Fund"] * 9
    )
    act(g, "play", card="Demolition Run")
    act(g, "choose", server="R&D")
    act(g, "trash", card="Beanstalk Royalties", amount=0)
    c = g.view("runner")["corp"]
    assert _titles(c["discard"]) == ["Beanstalk Royalties"] and c["deck_size"] == 9


def test_demolition_run_may_trash_an_accessed_agenda_instead_of_stealing_it() -> None:
    g = _runner_turn(corp_hand=["Priority Requisition"], runner_hand=["Demolition Run"])
    act(g, "play", card="Demolition Run")
    act(g, "choose", server="HQ")
    d = g.decision
    assert d is not None and d.kind == "steal"
    assert [o.kind for o in d.options] == ["steal", "trash"]  # no leaving it: stealing is a must
    act(g, "trash", card="Priority Requisition")
    c = g.view("runner")["corp"]
    assert _titles(c["discard"]) == ["Priority Requisition"] and c["hand_size"] == 0
    assert g.runner.agenda_points == 0 and g.runner.credits == 5 - 2


def test_demolition_run_still_lets_the_runner_steal_the_agenda() -> None:
    g = _runner_turn(corp_hand=["Priority Requisition"], runner_hand=["Demolition Run"])
    act(g, "play", card="Demolition Run")
    act(g, "choose", server="HQ")
    act(g, "steal", card="Priority Requisition")
    assert g.runner.agenda_points == 3
    assert (
        "The Runner steals Priority Requisition (3 agenda points), for 3 agenda points in all."
        in g.log
    )


# ---------------------------------------------------------------------- Stimhack


def test_stimhack_gives_9_credits_to_spend_during_the_run_then_1_brain_damage() -> None:
    g = _runner_turn(
        installs=[("Wall of Static", "HQ")],
        corp_hand=["Wall of Static", "Hedge Fund"],
        runner_hand=["Corroder", "Stimhack", "Sure Gamble", "Sure Gamble"],
        runner_credits=2,
    )
    act(g, "install", card="Corroder")
    assert g.runner.credits == 0
    act(g, "play", card="Stimhack")
    act(g, "choose", server="HQ")
    _corp_rezzes(g, "Wall of Static")
    act(g, "boost", card="Corroder")
    act(g, "break", card="Corroder", target="End the run.")
    act(g, "pass")  # continue the run
    assert g.run is None
    assert "The Runner accesses Hedge Fund from HQ." in g.log
    r = g.view("runner")["runner"]
    assert r["credits"] == 0  # the 7 unspent credits went back to the bank
    assert r["brain_damage"] == 1 and r["max_hand_size"] == 4
    assert r["hand_size"] == 1
    assert sorted(_titles(r["discard"]), key=str) == ["Stimhack", "Sure Gamble"]


def test_stimhack_brain_damage_comes_even_after_a_failed_run() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Stimhack", "Sure Gamble"])
    act(g, "play", card="Stimhack")
    act(g, "choose", server="HQ")
    _corp_rezzes(g, "Ice Wall")  # no breaker: the run ends
    assert g.run is None
    assert g.runner.credits == 5
    assert g.runner.brain_damage == 1
    assert g.view("runner")["runner"]["hand_size"] == 0


# ---------------------------------------------------------------------- Cyberfeeder


def test_cyberfeeder_credit_pays_for_an_icebreaker() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")], runner_hand=["Cyberfeeder", "Corroder"], runner_credits=4
    )
    act(g, "install", card="Cyberfeeder")
    act(g, "install", card="Corroder")
    assert g.runner.credits == 0
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "break", card="Corroder", target="End the run.")
    assert rig_card(g, "Cyberfeeder")["counters"]["recurring"] == 0
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_cyberfeeder_credit_pays_for_installing_a_virus_program() -> None:
    g = _runner_turn(runner_hand=["Cyberfeeder", "Datasucker"], runner_credits=2)
    act(g, "install", card="Cyberfeeder")
    assert g.runner.credits == 0
    act(g, "install", card="Datasucker")
    assert rig_card(g, "Datasucker")
    assert rig_card(g, "Cyberfeeder")["counters"]["recurring"] == 0


def test_cyberfeeder_credit_cannot_pay_for_other_installs() -> None:
    g = _runner_turn(runner_hand=["Cyberfeeder", "Corroder"], runner_credits=3)
    act(g, "install", card="Cyberfeeder")
    assert g.runner.credits == 1
    assert options(g, "install", card="Corroder") == []  # costs 2: 1 credit + 1 for viruses only


def test_cyberfeeder_credit_recurs_each_turn() -> None:
    g = _runner_turn(runner_hand=["Cyberfeeder", "Datasucker"], runner_credits=2)
    act(g, "install", card="Cyberfeeder")
    act(g, "install", card="Datasucker")
    assert rig_card(g, "Cyberfeeder")["counters"]["recurring"] == 0
    next_runner_turn(g)
    assert rig_card(g, "Cyberfeeder")["counters"]["recurring"] == 1


# ---------------------------------------------------------------------- Grimoire


def test_grimoire_gives_2_memory() -> None:
    g = _runner_turn(runner_hand=["Grimoire"], runner_credits=3)
    act(g, "install", card="Grimoire")
    assert g.view("corp")["runner"]["memory"]["limit"] == 6
    assert g.runner.credits == 0


def test_grimoire_places_a_virus_counter_on_each_virus_program_installed() -> None:
    g = _runner_turn(runner_hand=["Grimoire", "Datasucker", "Corroder"], runner_credits=10)
    act(g, "install", card="Grimoire")
    act(g, "install", card="Datasucker")
    act(g, "install", card="Corroder")
    assert rig_card(g, "Datasucker")["counters"] == {"virus": 1}
    assert rig_card(g, "Corroder")["counters"] == {}
    assert "Grimoire places 1 virus counter on Datasucker." in g.log


# ---------------------------------------------------------------------- Datasucker


def test_datasucker_gains_a_virus_counter_per_successful_central_run() -> None:
    g = _runner_turn(runner_hand=["Datasucker"])
    act(g, "install", card="Datasucker")
    act(g, "run", server="Archives")
    act(g, "run", server="R&D")
    act(g, "run", server="HQ")
    assert rig_card(g, "Datasucker")["counters"]["virus"] == 3


def test_datasucker_gains_nothing_for_a_remote_or_failed_run() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ"), ("PAD Campaign", "new remote")], runner_hand=["Datasucker"]
    )
    act(g, "install", card="Datasucker")
    act(g, "run", server="Server 1")
    corp_passes(g)  # the Corp does not rez PAD Campaign
    act(g, "pass")  # the Runner does not pay to trash it
    assert "The run on Server 1 ends (successful)." in g.log
    run_on(g, "HQ", rez="Ice Wall")
    assert g.run is None
    assert rig_card(g, "Datasucker")["counters"].get("virus", 0) == 0


def test_datasucker_counter_lowers_the_encountered_ice_strength() -> None:
    g = _runner_turn(
        installs=[("Wall of Static", "HQ")],
        runner_hand=["Datasucker", "Corroder"],
        runner_credits=4,
    )
    act(g, "install", card="Datasucker")
    act(g, "install", card="Corroder")
    act(g, "run", server="Archives")
    assert g.runner.credits == 1
    run_on(g, "HQ", rez="Wall of Static")
    assert options(g, "break", card="Corroder") == []  # strength 2 against 3
    act(g, "ability", card="Datasucker")
    assert g.view("runner")["run"]["ice"]["strength"] == 2
    assert rig_card(g, "Datasucker")["counters"]["virus"] == 0
    act(g, "break", card="Corroder", target="End the run.")
    act(g, "pass")  # continue the run (the turn's last click)
    assert "The run on HQ ends (successful)." in g.log
    assert _corp_ice_strength(g, "HQ") == 3  # only for that encounter


def test_datasucker_ability_is_offered_only_during_an_encounter() -> None:
    g = _runner_turn(runner_hand=["Datasucker"])
    act(g, "install", card="Datasucker")
    act(g, "run", server="Archives")
    assert rig_card(g, "Datasucker")["counters"]["virus"] == 1
    assert options(g, "ability", card="Datasucker") == []


# ---------------------------------------------------------------------- Djinn


def test_djinn_click_finds_a_virus_program_in_the_stack() -> None:
    g = _runner_turn(
        runner_hand=["Djinn"],
        runner_deck=["Sure Gamble", "Corroder", "Medium", "Sure Gamble", "Datasucker"],
    )
    act(g, "install", card="Djinn")
    act(g, "ability", card="Djinn")
    assert sorted(str(o.card) for o in options(g, "choose")) == ["Datasucker", "Medium"]
    assert g.view("corp")["decision"]["prompt"] == (
        "Djinn: the Runner searches the stack for a virus program."
    )
    act(g, "choose", card="Medium")
    r = g.view("runner")["runner"]
    assert _titles(r["hand"]) == ["Medium"]
    assert r["deck_size"] == 4
    assert r["credits"] == 5 - 2 - 1 and r["clicks"] == 2
    assert "The Runner reveals Medium and adds it to the grip (Djinn)." in g.log


def test_djinn_search_without_a_virus_program_finds_nothing() -> None:
    g = _runner_turn(runner_hand=["Djinn"], runner_deck=["Sure Gamble", "Corroder"])
    act(g, "install", card="Djinn")
    act(g, "ability", card="Djinn")
    r = g.view("runner")["runner"]
    assert r["hand"] == [] and r["deck_size"] == 2
    assert r["credits"] == 2 and r["clicks"] == 2


def test_djinn_hosted_programs_use_no_memory() -> None:
    g = _runner_turn(runner_hand=["Djinn", "Datasucker"])
    act(g, "install", card="Djinn")
    act(g, "install", card="Datasucker", target="Djinn")
    assert "The Runner installs Datasucker on Djinn, paying 1 credit." in g.log
    assert g.view("runner")["runner"]["memory"] == {"used": 1, "limit": 4}


def test_djinn_hosts_no_icebreaker_and_at_most_3_memory() -> None:
    g = _runner_turn(
        runner_hand=["Djinn", "Corroder", "Datasucker", "Medium", "Datasucker", "Medium"],
        runner_credits=10,
    )
    act(g, "install", card="Djinn")
    assert options(g, "install", card="Corroder", target="Djinn") == []
    act(g, "install", card="Datasucker", target="Djinn")
    act(g, "install", card="Medium", target="Djinn")
    act(g, "install", card="Datasucker", target="Djinn")  # the turn's last click
    next_runner_turn(g)
    assert options(g, "install", card="Medium", target="Djinn") == []
    assert options(g, "install", card="Medium", target=None)  # it still fits in the rig
    assert g.view("runner")["runner"]["memory"]["used"] == 1


# ---------------------------------------------------------------------- Medium


def test_medium_gains_a_virus_counter_per_successful_rd_run() -> None:
    g = _runner_turn(runner_hand=["Medium"])
    act(g, "install", card="Medium")
    act(g, "run", server="R&D")
    act(g, "run", server="HQ")
    assert rig_card(g, "Medium")["counters"]["virus"] == 1


def test_medium_accesses_1_more_rd_card_per_counter_after_the_first() -> None:
    g = _runner_turn(runner_hand=["Medium"])
    act(g, "install", card="Medium")
    for counters in (1, 2, 3):
        before = len(g.log)
        act(g, "run", server="R&D")
        assert rig_card(g, "Medium")["counters"]["virus"] == counters
        assert _accesses(g.log[before:]) == counters


# ---------------------------------------------------------------------- Mimic


def test_mimic_cannot_break_a_stronger_sentry_and_has_no_boost() -> None:
    g = _runner_turn(installs=[("Hunter", "HQ")], runner_hand=["Mimic"])
    act(g, "install", card="Mimic")
    run_on(g, "HQ", rez="Hunter")
    assert options(g, "break", card="Mimic") == []
    assert options(g, "boost", card="Mimic") == []


def test_mimic_breaks_a_sentry_subroutine_for_1() -> None:
    # Ice Carver brings Hunter (strength 4) down to Mimic's 3
    g = _runner_turn(
        installs=[("Hunter", "HQ")], runner_hand=["Mimic", "Ice Carver"], runner_credits=7
    )
    act(g, "install", card="Mimic")
    act(g, "install", card="Ice Carver")
    run_on(g, "HQ", rez="Hunter")
    act(g, "break", card="Mimic", target="Trace 3. If successful, give the Runner 1 tag.")
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert g.runner.tags == 0
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_mimic_cannot_break_barriers() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")], runner_hand=["Mimic", "Corroder"], runner_credits=6
    )
    act(g, "install", card="Mimic")
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "break", card="Corroder")
    assert options(g, "break", card="Mimic") == []


# ---------------------------------------------------------------------- Parasite


def test_parasite_installs_only_on_rezzed_ice() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ"), ("Wall of Static", "R&D")],
        runner_hand=["Parasite", "Djinn"],
    )
    assert options(g, "install", card="Parasite") == []  # no ice is rezzed yet
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "install", card="Djinn")
    opts = options(g, "install", card="Parasite")
    assert [(o.target, o.server) for o in opts] == [("Ice Wall", "HQ")]  # not Djinn either
    g.choose(opts[0])
    assert "The Runner installs Parasite on Ice Wall, paying 2 credits." in g.log
    assert g.view("runner")["runner"]["memory"]["used"] == 2


def test_parasite_gains_a_counter_each_turn_and_weakens_its_host() -> None:
    g = _runner_turn(installs=[("Wall of Static", "HQ")], runner_hand=["Parasite"])
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "install", card="Parasite")
    assert _corp_ice_strength(g, "HQ") == 3
    next_runner_turn(g)
    assert rig_card(g, "Parasite")["counters"]["virus"] == 1
    assert _corp_ice_strength(g, "HQ") == 2
    assert runner_view_card(g, "HQ")["strength"] == 2
    next_runner_turn(g)
    assert _corp_ice_strength(g, "HQ") == 1


def test_parasite_trashes_its_host_at_strength_0() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Parasite"])
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "install", card="Parasite")
    next_runner_turn(g)  # 1 counter: Ice Wall is at strength 0
    v = g.view("runner")
    assert v["corp"]["servers"]["HQ"]["ice"] == []
    assert _titles(v["corp"]["discard"]) == ["Ice Wall"]
    assert v["runner"]["rig"]["program"] == []
    assert _titles(v["runner"]["discard"]) == ["Parasite"]
    assert "Ice Wall protecting HQ is at strength 0 and is trashed (Parasite)." in g.log


def test_parasite_trashes_the_encountered_host_lowered_to_0_and_the_run_goes_on() -> None:
    g = _runner_turn(
        installs=[("Wall of Static", "HQ")],
        runner_hand=["Datasucker", "Parasite"],
        runner_credits=10,
    )
    act(g, "install", card="Datasucker")
    act(g, "run", server="Archives")
    act(g, "run", server="R&D")
    run_on(g, "HQ", rez="Wall of Static")  # the run ends: nothing breaks it
    next_runner_turn(g)
    act(g, "install", card="Parasite")
    next_runner_turn(g)  # Parasite's first counter: strength 2
    assert _corp_ice_strength(g, "HQ") == 2
    act(g, "run", server="HQ")
    act(g, "ability", card="Datasucker")
    assert g.corp.servers["HQ"].ice  # strength 1: still there
    act(g, "ability", card="Datasucker")
    assert g.corp.servers["HQ"].ice == []
    assert _titles(g.view("runner")["corp"]["discard"]) == ["Wall of Static"]
    act(g, "pass")  # continue the run to the server
    assert "The Runner accesses Hedge Fund from HQ." in g.log
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_parasite_host_trashed_when_ice_carver_lowers_it_to_0_on_encounter() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Ice Carver", "Parasite"])
    act(g, "install", card="Ice Carver")
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "install", card="Parasite")
    act(g, "run", server="HQ")
    assert g.corp.servers["HQ"].ice == []
    act(g, "pass")  # continue the run (the turn's last click)
    assert "The run on HQ ends (successful)." in g.log


def test_grimoire_counter_on_parasite_trashes_a_strength_1_host_at_once() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")], runner_hand=["Grimoire", "Parasite"], runner_credits=5
    )
    act(g, "install", card="Grimoire")
    run_on(g, "HQ", rez="Ice Wall")
    act(g, "install", card="Parasite")
    assert g.corp.servers["HQ"].ice == []
    assert _titles(g.view("runner")["corp"]["discard"]) == ["Ice Wall"]
    assert _titles(g.view("runner")["runner"]["discard"]) == ["Parasite"]


# ---------------------------------------------------------------------- Wyrm


def test_wyrm_lowers_ice_to_0_then_breaks_its_subroutine() -> None:
    g = _runner_turn(installs=[("Ice Wall", "HQ")], runner_hand=["Wyrm"], runner_credits=5)
    act(g, "install", card="Wyrm")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "break", card="Wyrm") == []  # Ice Wall is at strength 1
    act(g, "ability", card="Wyrm")
    assert g.view("runner")["run"]["ice"]["strength"] == 0
    act(g, "break", card="Wyrm", target="End the run.")
    assert g.runner.credits == 5 - 1 - 1 - 3
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."
    assert _corp_ice_strength(g, "HQ") == 1


def test_wyrm_cannot_break_ice_above_strength_0() -> None:
    g = _runner_turn(installs=[("Wall of Static", "HQ")], runner_hand=["Wyrm"], runner_credits=10)
    act(g, "install", card="Wyrm")
    run_on(g, "HQ", rez="Wall of Static")
    act(g, "ability", card="Wyrm")
    act(g, "ability", card="Wyrm")
    assert g.view("runner")["run"]["ice"]["strength"] == 1
    assert g.runner.credits == 7
    assert options(g, "break", card="Wyrm") == []


# ---------------------------------------------------------------------- Yog.0


def test_yog_breaks_code_gate_subroutines_for_nothing() -> None:
    g = _runner_turn(installs=[("Enigma", "HQ")], runner_hand=["Yog.0"], runner_credits=5)
    act(g, "install", card="Yog.0")
    run_on(g, "HQ", rez="Enigma")
    act(g, "break", card="Yog.0", target="The Runner loses 1 click, if able.")
    act(g, "break", card="Yog.0", target="End the run.")
    assert g.runner.credits == 0 and g.runner.clicks == 2
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."


def test_yog_cannot_break_other_ice() -> None:
    g = _runner_turn(
        installs=[("Ice Wall", "HQ")], runner_hand=["Yog.0", "Corroder"], runner_credits=8
    )
    act(g, "install", card="Yog.0")
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Ice Wall")
    assert options(g, "break", card="Corroder")
    assert options(g, "break", card="Yog.0") == []


# ---------------------------------------------------------------------- Ice Carver


def test_ice_carver_lowers_ice_strength_only_while_encountered() -> None:
    g = _runner_turn(
        installs=[("Wall of Static", "HQ")],
        runner_hand=["Ice Carver", "Corroder"],
        runner_credits=6,
    )
    act(g, "install", card="Ice Carver")
    act(g, "install", card="Corroder")
    run_on(g, "HQ", rez="Wall of Static")
    assert g.view("runner")["run"]["ice"]["strength"] == 2
    act(g, "break", card="Corroder", target="End the run.")  # no boost needed
    assert g.runner.credits == 0
    act(g, "pass")  # continue the run
    assert g.log[-1] == "The run on HQ ends (successful)."
    assert _corp_ice_strength(g, "HQ") == 3


# ---------------------------------------------------------------------- Wyldside


def test_wyldside_draws_2_and_loses_a_click_when_the_turn_begins() -> None:
    g = _runner_turn(runner_hand=["Wyldside"], runner_credits=3)
    act(g, "install", card="Wyldside")
    next_runner_turn(g)
    r = g.view("runner")["runner"]
    assert r["clicks"] == 3
    assert r["hand_size"] == 2 and r["deck_size"] == 8

"""Scenario tests for the Jinteki cards of the Core Set: one test per card ability."""

from __future__ import annotations

from collections.abc import Sequence

from netrunner.engine.game import Game
from netrunner.testing import act, options, pass_until, scenario

from .helpers import (
    corp_install,
    corp_passes,
    corp_rez,
    next_corp_turn,
    rig_card,
    run_on,
    runner_view_card,
    to_corp_turn,
    to_runner_turn,
)

FIVE = ["Sure Gamble", "Diesel", "Infiltration", "Sure Gamble", "Diesel"]
PE = "Jinteki: Personal Evolution"


def _runner_turn(
    installs: Sequence[tuple[str, str]],
    runner_hand: Sequence[str] = FIVE,
    corp_credits: int = 20,
    runner_credits: int = 5,
    identity: str | None = None,
) -> Game:
    """The Corp installs ``installs`` (title, server; at most 3) and passes to the Runner."""
    corp: dict[str, object] = {"hand": [t for t, _ in installs], "credits": corp_credits}
    if identity is not None:
        corp["identity"] = identity
    g = scenario(corp=corp, runner={"hand": list(runner_hand), "credits": runner_credits})
    for title, server in installs:
        corp_install(g, title, server)
    to_runner_turn(g)
    return g


def _runner_lost(g: Game, n: int) -> None:
    """The Runner (who started with five cards) has lost ``n`` of them to damage."""
    r = g.view("runner")["runner"]
    assert r["hand_size"] == 5 - n
    assert len(r["discard"]) == n


def _score_nisei(identity: str | None = None, also: Sequence[str] = ()) -> Game:
    """The Corp installs Nisei MK II, advances it over two turns and scores it (one click left);
    ``also``: more cards in HQ."""
    corp: dict[str, object] = {"hand": ["Nisei MK II", *also], "credits": 10}
    if identity is not None:
        corp["identity"] = identity
    g = scenario(corp=corp, runner={"hand": FIVE})
    corp_install(g, "Nisei MK II", "new remote")
    act(g, "advance", card="Nisei MK II")
    act(g, "advance", card="Nisei MK II")
    next_corp_turn(g)
    act(g, "advance", card="Nisei MK II")
    act(g, "advance", card="Nisei MK II")
    act(g, "score", card="Nisei MK II")
    return g


# ---------------------------------------------------------------------- identity


def test_personal_evolution_does_1_net_damage_when_the_corp_scores() -> None:
    g = _score_nisei(identity=PE)
    assert g.corp.agenda_points == 2
    _runner_lost(g, 1)
    assert any(line.startswith("The Runner takes 1 net damage") for line in g.log)


def test_personal_evolution_does_1_net_damage_when_the_runner_steals() -> None:
    g = _runner_turn([("Nisei MK II", "new remote")], identity=PE)
    act(g, "run", server="Server 1")
    corp_passes(g)
    assert g.runner.agenda_points == 2
    _runner_lost(g, 1)


def test_blank_identity_does_no_damage_on_a_steal() -> None:
    g = _runner_turn([("Nisei MK II", "new remote")])
    act(g, "run", server="Server 1")
    corp_passes(g)
    assert g.runner.agenda_points == 2
    _runner_lost(g, 0)


# ---------------------------------------------------------------------- Nisei MK II


def test_nisei_mk_ii_gets_an_agenda_counter_when_scored() -> None:
    g = _score_nisei()
    scored = g.view("runner")["corp"]["scored"]
    assert [c["title"] for c in scored] == ["Nisei MK II"]
    assert scored[0]["counters"] == {"agenda": 1}
    # no run: the ability is not offered on the Corp's turn
    assert options(g, "ability", card="Nisei MK II") == []


def test_nisei_mk_ii_counter_ends_a_run() -> None:
    g = _score_nisei()
    to_runner_turn(g)
    act(g, "run", server="HQ")  # no ice: the Corp's window as the Runner approaches HQ
    assert g.decision is not None and g.decision.player == "corp"
    act(g, "ability", card="Nisei MK II")
    assert g.run is None
    assert "Nisei MK II ends the run." in g.log
    assert not any("accesses" in line for line in g.log)
    assert g.view("runner")["corp"]["scored"][0]["counters"] == {"agenda": 0}
    # the counter is spent: on the next run the Corp has nothing to use
    act(g, "run", server="HQ")
    assert options(g, "ability", card="Nisei MK II") == []


def test_nisei_mk_ii_can_be_used_as_ice_is_approached() -> None:
    g = _score_nisei(also=["Ice Wall"])
    corp_install(g, "Ice Wall", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    assert options(g, "rez", card="Ice Wall")
    act(g, "ability", card="Nisei MK II")
    assert g.run is None
    assert "Nisei MK II ends the run." in g.log
    assert runner_view_card(g, "HQ")["rezzed"] is False


# ---------------------------------------------------------------------- Project Junebug


def _junebug(advance: int, runner_hand: Sequence[str] = FIVE) -> Game:
    g = scenario(
        corp={"hand": ["Project Junebug"], "credits": 10}, runner={"hand": list(runner_hand)}
    )
    corp_install(g, "Project Junebug", "new remote")
    for _ in range(advance):
        act(g, "advance", card="Project Junebug")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    act(g, "pass")  # the Corp leaves it unrezzed as the Runner approaches the server
    return g


def test_project_junebug_does_2_net_damage_per_advancement_for_1_credit() -> None:
    g = _junebug(advance=2)
    assert "The Runner accesses Project Junebug in Server 1." in g.log
    assert g.decision is not None and g.decision.player == "corp"
    assert g.decision.prompt == "Project Junebug: pay 1 credit to do 4 net damage."
    credits = g.corp.credits
    act(g, "ability", card="Project Junebug")
    assert g.corp.credits == credits - 1
    _runner_lost(g, 4)
    assert not g.over


def test_project_junebug_corp_may_decline() -> None:
    g = _junebug(advance=1)
    credits = g.corp.credits
    act(g, "pass")
    assert g.corp.credits == credits
    _runner_lost(g, 0)


def test_project_junebug_without_advancements_asks_nothing() -> None:
    g = _junebug(advance=0)
    assert g.decision is not None and g.decision.player == "runner"
    assert options(g, "ability", card="Project Junebug") == []
    _runner_lost(g, 0)


def test_project_junebug_can_flatline() -> None:
    g = _junebug(advance=2, runner_hand=FIVE[:3])
    act(g, "ability", card="Project Junebug")
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"


# ---------------------------------------------------------------------- Zaibatsu Loyalty


def _expose_server_1(hide: str = "Zaibatsu Loyalty") -> Game:
    """Project Junebug in Server 1, ``hide`` (unrezzed) in Server 2; the Runner plays
    Infiltration to expose the card in Server 1."""
    g = _runner_turn(
        [("Project Junebug", "new remote"), (hide, "new remote")], runner_hand=["Infiltration"]
    )
    act(g, "play", card="Infiltration")
    act(g, "choose", card="Infiltration", target="Expose 1 card.")
    act(g, "choose", server="Server 1")
    return g


def test_zaibatsu_loyalty_is_rezzed_and_pays_1_to_prevent_an_expose() -> None:
    g = _expose_server_1()
    assert g.decision is not None and g.decision.player == "corp"
    assert "Server 1" in g.decision.prompt
    credits = g.corp.credits
    act(g, "rez", card="Zaibatsu Loyalty")
    assert g.corp.credits == credits  # rez cost 0
    act(
        g,
        "ability",
        card="Zaibatsu Loyalty",
        label="Zaibatsu Loyalty: prevent the expose (1 credit)",
    )
    assert g.corp.credits == credits - 1
    assert (
        "The Corp uses Zaibatsu Loyalty to prevent an unrezzed card in Server 1 from being exposed."
        in g.log
    )
    assert not any("exposes" in line for line in g.log)
    assert not any("Project Junebug" in line for line in g.log)
    assert runner_view_card(g, "Server 2", "content")["title"] == "Zaibatsu Loyalty"
    pass_until(g, "runner")  # the Corp's window before the Runner's next action
    assert g.decision is not None and g.decision.player == "runner"


def test_zaibatsu_loyalty_can_be_trashed_to_prevent_an_expose() -> None:
    g = _expose_server_1()
    act(g, "rez", card="Zaibatsu Loyalty")
    credits = g.corp.credits
    act(
        g,
        "ability",
        card="Zaibatsu Loyalty",
        label="Zaibatsu Loyalty: prevent the expose (trash this card)",
    )
    assert g.corp.credits == credits
    assert [c["title"] for c in g.view("runner")["corp"]["discard"]] == ["Zaibatsu Loyalty"]
    assert "Server 2" not in g.view("runner")["corp"]["servers"]
    assert not any("exposes" in line for line in g.log)


def test_zaibatsu_loyalty_corp_may_let_the_expose_happen() -> None:
    g = _expose_server_1()
    act(g, "pass")
    assert "The Runner exposes Project Junebug in Server 1." in g.log
    assert g.view("runner")["corp"]["servers"]["Server 2"]["content"][0]["rezzed"] is False


def test_zaibatsu_loyalty_window_reveals_nothing_about_the_corps_cards() -> None:
    # The Runner sees the same thing whether the other unrezzed card is Zaibatsu Loyalty or not
    with_zaibatsu = _expose_server_1("Zaibatsu Loyalty")
    without = _expose_server_1("Snare!")
    assert without.decision is not None and without.decision.player == "corp"
    assert [o.kind for o in without.decision.options] == ["pass"]
    view = with_zaibatsu.view("runner")
    assert view == without.view("runner")
    assert view["decision"] == {
        "player": "corp",
        "kind": "prevent",
        "prompt": "Infiltration: the Corp may prevent the expose.",
    }


def test_zaibatsu_loyalty_rezzed_earlier_prevents_an_expose_of_ice() -> None:
    g = scenario(
        corp={"hand": ["Zaibatsu Loyalty", "Ice Wall"], "credits": 5},
        runner={"hand": ["Infiltration"]},
    )
    corp_install(g, "Zaibatsu Loyalty", "new remote")
    corp_install(g, "Ice Wall", "HQ")
    corp_rez(g, "Zaibatsu Loyalty")
    to_runner_turn(g)
    act(g, "play", card="Infiltration")
    act(g, "choose", card="Infiltration", target="Expose 1 card.")
    act(g, "choose", server="HQ")
    assert options(g, "rez") == []
    act(
        g,
        "ability",
        card="Zaibatsu Loyalty",
        label="Zaibatsu Loyalty: prevent the expose (1 credit)",
    )
    assert (
        "The Corp uses Zaibatsu Loyalty to prevent ice 1 of HQ (unrezzed) from being exposed."
        in (g.log)
    )
    assert not any("Ice Wall" in line for line in g.log)


# ---------------------------------------------------------------------- Neural EMP


def test_neural_emp_is_not_playable_without_a_run_last_turn() -> None:
    g = scenario(corp={"hand": ["Neural EMP"]}, runner={"hand": FIVE})
    assert options(g, "credit")
    assert options(g, "play", card="Neural EMP") == []
    next_corp_turn(g)  # the Runner spent the turn clicking for credits
    assert options(g, "play", card="Neural EMP") == []


def test_neural_emp_does_1_net_damage_after_a_run() -> None:
    g = scenario(corp={"hand": ["Neural EMP"]}, runner={"hand": FIVE})
    to_runner_turn(g)
    act(g, "run", server="Archives")
    to_corp_turn(g)
    credits = g.corp.credits
    act(g, "play", card="Neural EMP")
    assert g.corp.credits == credits - 2
    _runner_lost(g, 1)
    # the run was last turn's; on the Corp's following turn the condition is gone
    g2 = scenario(corp={"hand": ["Neural EMP", "Neural EMP"]}, runner={"hand": FIVE})
    to_runner_turn(g2)
    act(g2, "run", server="Archives")
    to_corp_turn(g2)
    next_corp_turn(g2)
    assert options(g2, "play", card="Neural EMP") == []


# ---------------------------------------------------------------------- Precognition

DECK = ["Hedge Fund", "Beanstalk Royalties", "Snare!", "Neural EMP", "Nisei MK II", "Ice Wall"]


def test_precognition_arranges_the_top_5_cards_of_rd() -> None:
    g = scenario(corp={"hand": ["Precognition"], "deck": DECK})
    act(g, "play", card="Precognition")
    assert g.decision is not None and g.decision.player == "corp"
    # the Corp picks among the top 5 only
    assert {o.card for o in options(g, "choose")} == set(DECK[:5])
    public = g.view("runner")["decision"]["prompt"]
    assert not any(t in public for t in DECK)
    act(g, "choose", card="Nisei MK II")
    act(g, "choose", card="Snare!")
    act(g, "choose", card="Hedge Fund")
    act(g, "choose", card="Neural EMP")  # the last card's place follows
    assert [c.title for c in g.corp.deck] == [
        "Nisei MK II",
        "Snare!",
        "Hedge Fund",
        "Neural EMP",
        "Beanstalk Royalties",
        "Ice Wall",
    ]
    assert g.view("runner")["corp"]["deck_size"] == 6
    assert [c["title"] for c in g.view("runner")["corp"]["discard"]] == ["Precognition"]
    assert not any(t in line for line in g.log for t in DECK)


def test_precognition_may_leave_the_rest_in_order() -> None:
    g = scenario(corp={"hand": ["Precognition"], "deck": DECK})
    act(g, "play", card="Precognition")
    act(g, "choose", card="Neural EMP")
    act(g, "pass")
    assert [c.title for c in g.corp.deck] == [
        "Neural EMP",
        "Hedge Fund",
        "Beanstalk Royalties",
        "Snare!",
        "Nisei MK II",
        "Ice Wall",
    ]
    assert g.decision is not None and g.decision.prompt.startswith("Corp's turn 1: 2 clicks")


def test_precognition_with_fewer_than_5_cards_in_rd() -> None:
    g = scenario(corp={"hand": ["Precognition"], "deck": ["Hedge Fund", "Snare!"]})
    act(g, "play", card="Precognition")
    assert {o.card for o in options(g, "choose")} == {"Hedge Fund", "Snare!"}
    act(g, "choose", card="Snare!")
    assert [c.title for c in g.corp.deck] == ["Snare!", "Hedge Fund"]
    assert "The Corp looks at the top 2 cards of R&D (Precognition)." in g.log


# ---------------------------------------------------------------------- Cell Portal


def test_cell_portal_sends_the_runner_to_the_outermost_ice_and_derezzes() -> None:
    # Cell Portal innermost, an unrezzed Ice Wall outside it
    g = _runner_turn([("Cell Portal", "HQ"), ("Ice Wall", "HQ")])
    act(g, "run", server="HQ")
    act(g, "pass")  # the Corp leaves Ice Wall unrezzed
    act(g, "pass")  # the Runner passes it and goes on
    credits = g.corp.credits
    assert corp_rez(g, "Cell Portal") == 5 == credits - g.corp.credits
    assert "Cell Portal's subroutine resolves" in " ".join(g.log)
    assert g.run is not None and not g.run.ended
    assert g.run.phase == "approach" and g.run.position == 1
    assert g.view("runner")["run"]["position"] == 1
    portal = runner_view_card(g, "HQ", "ice", 1)
    assert portal["rezzed"] is False and portal["title"] is None
    approaches = [
        x for x in g.log if x.startswith("The Runner approaches unrezzed ice (ice 1 of 2")
    ]
    assert len(approaches) == 2
    # the Corp may rez Cell Portal again when the Runner comes back to it
    act(g, "pass")
    act(g, "pass")
    assert options(g, "rez", card="Cell Portal")


# ---------------------------------------------------------------------- Chum


def _chum_run(inner: str, runner_hand: Sequence[str] = FIVE, credits: int = 5) -> Game:
    """Chum outside ``inner`` on HQ; the Corp rezzes Chum, whose subroutine resolves, and the
    Runner goes on to the inner ice, which the Corp rezzes."""
    g = _runner_turn([(inner, "HQ"), ("Chum", "HQ")], runner_hand, runner_credits=credits)
    for title in runner_hand:
        if title in ("Corroder",):
            act(g, "install", card=title)
    run_on(g, "HQ", rez="Chum")
    assert any("next ice the Runner encounters this run gets +2" in x for x in g.log)
    act(g, "pass")  # continue the run
    corp_rez(g, inner)
    return g


def test_chum_gives_the_next_ice_2_strength_and_3_net_damage_if_unbroken() -> None:
    g = _chum_run("Ice Wall")
    # Ice Wall ended the run; the encounter ended with its subroutine unbroken
    assert g.run is None
    assert "Ice Wall has +2 strength for this encounter (Chum)." in g.log
    _runner_lost(g, 3)


def test_chum_no_damage_when_every_subroutine_is_broken() -> None:
    hand = ["Corroder", "Sure Gamble", "Diesel", "Sure Gamble", "Diesel", "Infiltration"]
    g = _chum_run("Ice Wall", hand, credits=10)
    assert g.view("runner")["run"]["ice"]["strength"] == 1 + 2
    assert options(g, "break", card="Corroder") == []  # strength 2 against 3
    act(g, "boost", card="Corroder")
    act(g, "break", card="Corroder", target="End the run.")
    assert g.run is not None and not g.run.ended
    assert runner_view_card(g, "HQ", "ice", 1)["strength"] == 1  # the bonus is over
    assert g.view("runner")["runner"]["hand_size"] == 5
    assert rig_card(g, "Corroder")["strength"] == 2


def test_chum_damage_also_when_the_next_ice_trashes_itself() -> None:
    g = _chum_run("Data Mine")
    # Data Mine: 1 net damage and trashed; Chum: 3 more, as its subroutine was not broken
    _runner_lost(g, 4)
    assert g.run is not None and not g.run.ended


def test_chum_skips_unrezzed_ice() -> None:
    g = _runner_turn([("Neural Katana", "HQ"), ("Ice Wall", "HQ"), ("Chum", "HQ")])
    run_on(g, "HQ", rez="Chum")
    act(g, "pass")  # continue
    act(g, "pass")  # the Corp leaves Ice Wall unrezzed: it is passed, not encountered
    act(g, "pass")  # the Runner continues
    corp_rez(g, "Neural Katana")
    assert "Neural Katana has +2 strength for this encounter (Chum)." in g.log
    # 3 from Neural Katana's subroutine, 3 from Chum: more than the Runner's 5 cards
    assert g.view("runner")["runner"]["hand_size"] == 0
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"


# ---------------------------------------------------------------------- AP ice


def test_data_mine_does_1_net_damage_and_trashes_itself() -> None:
    g = _runner_turn([("Data Mine", "HQ")])
    run_on(g, "HQ", rez="Data Mine")
    _runner_lost(g, 1)
    assert g.view("runner")["corp"]["servers"]["HQ"]["ice"] == []
    assert [c["title"] for c in g.view("runner")["corp"]["discard"]] == ["Data Mine"]
    assert g.run is not None and not g.run.ended
    act(g, "pass")  # the Runner goes on to HQ
    assert "The run on HQ is successful." in g.log


def test_neural_katana_does_3_net_damage() -> None:
    g = _runner_turn([("Neural Katana", "R&D")])
    run_on(g, "R&D", rez="Neural Katana")
    _runner_lost(g, 3)
    assert g.run is not None and not g.run.ended


def test_wall_of_thorns_does_2_net_damage_and_ends_the_run() -> None:
    g = _runner_turn([("Wall of Thorns", "HQ")])
    run_on(g, "HQ", rez="Wall of Thorns")
    assert corp_rez_cost_paid(g) == 8
    _runner_lost(g, 2)
    assert g.run is None
    assert "Wall of Thorns ends the run." in g.log


def corp_rez_cost_paid(g: Game) -> int:
    """What the Corp paid to rez Wall of Thorns, read off the public log."""
    line = next(x for x in g.log if x.startswith("The Corp rezzes Wall of Thorns"))
    return int(line.rsplit("paying ", 1)[1].rstrip("."))


def test_nisei_mk_ii_can_end_the_run_while_the_runner_encounters_ice() -> None:
    g = _score_nisei(also=["Ice Wall"])
    corp_install(g, "Ice Wall", "HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Ice Wall")
    while g.run is not None and g.run.phase == "approach":
        act(g, "pass")  # the rez window closes; Ice Wall is encountered
    # the Runner has no breaker: the Corp's paid-ability window comes during the encounter
    assert g.run is not None and g.run.phase == "encounter"
    assert g.view("runner")["decision"]["prompt"] == "The Corp may use paid abilities."
    act(g, "ability", card="Nisei MK II")
    assert g.run is None
    assert g.corp.scored[0].counters.get("agenda", 0) == 0

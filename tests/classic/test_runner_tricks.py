"""The runner-tricks family's 1996 preps, one scenario per ability: any number of cards chosen
one at a time (Hunt Club BBS, misc.for-sale, Organ Donor), every fort's outer ice exposed (Ice
and Data's Guide to the Net), the Corp's discards (Synchronized Attack on HQ, Terrorist
Reprisal), a derez (Anonymous Tip), runs whose access is replaced (Priority Wreck, Edited
Shipping Manifests, Private LDL Access, Weather-to-Finance Pipe) and a secret guess (Social
Engineering). The rig's cards are in test_runner_tricks_rig.py, the restricted actions in
test_runner_tricks_actions.py."""

from __future__ import annotations

from typing import Any

from cards.helpers import (
    corp_install,
    finish_run,
    log_since,
    next_runner_turn,
    run_on,
    to_corp_turn,
    to_runner_turn,
)
from netrunner.engine.game import Game
from netrunner.engine.rng import Rng
from netrunner.testing import act, options, pass_until, scenario

FILLER = ["Score!"] * 3


def _game(corp: dict[str, Any] | None = None, runner: dict[str, Any] | None = None) -> Game:
    return scenario(corp=corp, runner=runner, ruleset="classic")


def _runner_turn(
    corp_hand: list[str] | None = None,
    runner_hand: list[str] | None = None,
    *,
    install: tuple[tuple[str, str], ...] = (),
    corp_credits: int = 20,
    runner_credits: int = 5,
    corp_deck: list[str] | None = None,
) -> Game:
    """A game at the Runner's first action, the Corp having installed ``install`` ((title,
    server) pairs, from its hand) on its turn."""
    corp: dict[str, Any] = {"hand": corp_hand or [], "credits": corp_credits}
    if corp_deck is not None:
        corp["deck"] = corp_deck
    g = _game(corp, {"hand": runner_hand or [], "credits": runner_credits})
    for title, server in install:
        corp_install(g, title, server)
    to_runner_turn(g)
    return g


def _to_access(g: Game) -> None:
    """Through a run on a fort with no ice: continue at the last chance to jack out, and let the
    Corp pass its windows."""
    pass_until(g, "runner")
    d = g.decision
    if d is not None and d.kind == "jack_out":
        act(g, "pass")
    pass_until(g, "runner")


def _faceup_titles(g: Game, side: str = "runner") -> list[str]:
    out = []
    for s in g.view(side)["corp"]["servers"].values():
        for c in (*s["ice"], *s["content"]):
            if c["faceup"] and not c["rezzed"] and c["title"]:
                out.append(c["title"])
    return sorted(out)


# ---------------------------------------------------------------------- B-any-number


def test_hunt_club_bbs_exposes_up_to_three_installed_cards_one_at_a_time() -> None:
    g = _runner_turn(
        ["Fire Wall", "Data Wall", "Keeper", "Razor Wire"],
        ["Hunt Club BBS"],
        install=(("Fire Wall", "HQ"), ("Data Wall", "R&D"), ("Keeper", "Archives")),
    )
    act(g, "play", card="Hunt Club BBS")
    d = g.decision
    assert d is not None and d.kind == "choose" and d.params == {"chosen": 0, "most": 3}
    assert len(options(g, "choose")) == 3 and options(g, "pass")[0].label == "Expose none"
    assert all(o.card is None for o in options(g, "choose"))  # facedown: not named
    act(g, "choose", server="HQ")
    act(g, "choose", server="R&D")
    assert g.decision is not None and g.decision.params["chosen"] == 2
    assert [o.server for o in options(g, "choose")] == ["Archives"]  # one not exposed yet
    act(g, "pass")  # done after two: "up to three"
    assert _faceup_titles(g) == _faceup_titles(g, "corp") == ["Data Wall", "Fire Wall"]
    assert "The Runner exposes Fire Wall protecting HQ." in g.log
    assert g.runner.clicks == 3 and g.runner.credits == 4


def test_hunt_club_bbs_stops_after_the_third_expose() -> None:
    g = _runner_turn(
        ["Fire Wall", "Data Wall", "Keeper", "Razor Wire"],
        ["Hunt Club BBS"],
        install=(("Fire Wall", "HQ"), ("Data Wall", "R&D"), ("Keeper", "Archives")),
    )
    g.corp.clicks = 0
    act(g, "play", card="Hunt Club BBS")
    for server in ("HQ", "R&D", "Archives"):
        act(g, "choose", server=server)
    assert g.decision is not None and g.decision.kind == "action"  # no fourth choice
    assert _faceup_titles(g) == ["Data Wall", "Fire Wall", "Keeper"]


def test_hunt_club_bbs_lets_the_corp_decide_on_each_expose_of_a_fort_with_hidden_cards() -> None:
    g = _runner_turn(["TRAP!"], ["Hunt Club BBS"], install=(("TRAP!", "new remote"),))
    act(g, "play", card="Hunt Club BBS")
    act(g, "choose", server="Server 1")
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "prevent"
    act(g, "pass")  # let it be exposed
    assert _faceup_titles(g) == ["TRAP!"]
    pass_until(g, "runner")
    assert g.decision is not None and g.decision.kind == "action"  # nothing left to expose


def test_ice_and_datas_guide_exposes_the_outermost_ice_of_every_fort() -> None:
    g = _runner_turn(
        ["Fire Wall", "Data Wall", "Keeper"],
        ["Ice and Data's Guide to the Net"],
        install=(("Fire Wall", "HQ"), ("Data Wall", "HQ"), ("Keeper", "R&D")),
    )
    act(g, "play", card="Ice and Data's Guide to the Net")
    # HQ's outermost is Data Wall (installed last); Fire Wall inside it stays hidden
    assert _faceup_titles(g) == ["Data Wall", "Keeper"]
    hq = g.view("runner")["corp"]["servers"]["HQ"]["ice"]
    assert [c["title"] for c in hq] == ["Data Wall", None]
    assert g.decision is not None and g.decision.kind == "action" and g.runner.clicks == 3


def test_misc_for_sale_trashes_installed_cards_for_3_bits_each() -> None:
    g = _runner_turn(
        runner_hand=["misc.for-sale", "Fall Guy", "Zetatech Mem Chip", "Hammer"],
        runner_credits=10,
    )
    for title in ("Fall Guy", "Zetatech Mem Chip"):
        act(g, "install", card=title)
    bits = g.runner.credits
    act(g, "play", card="misc.for-sale")
    d = g.decision
    assert d is not None and d.params == {"chosen": 0}  # no "most": any number
    assert sorted(o.card for o in options(g, "choose")) == ["Fall Guy", "Zetatech Mem Chip"]
    act(g, "choose", card="Fall Guy")
    assert g.runner.credits == bits + 3
    act(g, "choose", card="Zetatech Mem Chip")
    assert g.runner.credits == bits + 6
    assert g.runner.rig() == []  # nothing left to choose: the prep is over
    assert sorted(c.title for c in g.runner.discard) == [
        "Fall Guy",
        "Zetatech Mem Chip",
        "misc.for-sale",
    ]


def test_misc_for_sale_may_trash_nothing() -> None:
    g = _runner_turn(runner_hand=["misc.for-sale", "Fall Guy"], runner_credits=10)
    act(g, "install", card="Fall Guy")
    bits = g.runner.credits
    act(g, "play", card="misc.for-sale")
    act(g, "pass")  # "Trash none"
    assert [c.title for c in g.runner.resource] == ["Fall Guy"]
    assert g.runner.credits == bits


def test_organ_donor_trashes_up_to_five_cards_from_hand_for_2_bits_each() -> None:
    hand = ["Organ Donor", "Score!", "Score!", "Jack 'n' Joe", "Hammer", "Krash", "Flak", "Mouse"]
    g = _runner_turn(runner_hand=hand, runner_credits=0)
    act(g, "play", card="Organ Donor")
    assert [o.card for o in options(g, "choose")] == [
        "Score!",
        "Jack 'n' Joe",
        "Hammer",
        "Krash",
        "Flak",
        "Mouse",
    ]  # copies are one choice
    assert options(g, "choose")[0].card_id is None
    for title in ("Score!", "Score!", "Hammer", "Krash", "Flak"):
        act(g, "choose", card=title)
    assert g.decision is not None and g.decision.kind == "action"  # five: no sixth
    assert g.runner.credits == 10
    assert sorted(c.title for c in g.runner.hand) == ["Jack 'n' Joe", "Mouse"]


# ---------------------------------------------------------------------- B-corp-discards


def _hq_run_then_play(title: str, hq: list[str], *, corp_credits: int) -> Game:
    g = _runner_turn(hq, [title], corp_credits=corp_credits, runner_credits=10)
    g.corp.credits = corp_credits
    run_on(g, "HQ")
    finish_run(g)
    pass_until(g, "runner")
    return g


def test_synchronized_attack_needs_a_successful_run_on_hq_this_turn() -> None:
    g = _runner_turn(["Night Shift"], ["Synchronized Attack on HQ"], runner_credits=10)
    assert options(g, "play") == []
    run_on(g, "HQ")
    finish_run(g)
    pass_until(g, "runner")
    assert len(options(g, "play", card="Synchronized Attack on HQ")) == 1


def test_synchronized_attack_discards_hq_but_the_cards_the_corp_pays_2_bits_each_for() -> None:
    hq = ["Accounts Receivable", "Accounts Receivable", "Night Shift", "Fire Wall"]
    g = _hq_run_then_play("Synchronized Attack on HQ", hq, corp_credits=5)
    mark = len(g.log)
    act(g, "play", card="Synchronized Attack on HQ")
    d = g.decision
    assert d is not None and d.player == "corp" and d.params == {"cost": 2, "chosen": 0}
    assert g.view("runner")["decision"]["prompt"] == (
        "Synchronized Attack on HQ: the Corp chooses which cards of HQ to keep."
    )
    keep = options(g, "choose")
    assert [o.card for o in keep] == ["Accounts Receivable", "Night Shift", "Fire Wall"]
    assert all(o.cost.credits == 2 for o in keep)
    act(g, "choose", card="Accounts Receivable")
    act(g, "choose", card="Accounts Receivable")  # the second copy
    assert g.corp.credits == 1
    assert options(g, "choose") == []  # 1 bit left: only "discard the rest"
    act(g, "pass")
    assert [c.title for c in g.corp.hand] == ["Accounts Receivable", "Accounts Receivable"]
    assert sum(1 for c in g.corp.discard if not c.faceup) == 2  # facedown in Archives
    said = log_since(g, mark)
    assert "The Corp discards 2 cards from HQ (Synchronized Attack on HQ)." in said
    assert not any("Night Shift" in line or "Fire Wall" in line for line in said)


def test_terrorist_reprisal_needs_black_ops_scored_during_the_corps_last_turn() -> None:
    g = _game(
        {"hand": ["Corporate War", "Tycho Extension"], "credits": 20},
        {"hand": ["Terrorist Reprisal"], "credits": 5},
    )
    corp_install(g, "Corporate War", "new remote")
    to_runner_turn(g)
    assert options(g, "play") == []  # nothing scored
    to_corp_turn(g)
    # advance Corporate War (Black Ops, 4 advancements) over the Corp's turns and score it
    for _ in range(2):
        while g.corp.clicks:
            act(g, "advance", card="Corporate War")
        if g.active == "corp":
            to_runner_turn(g)
        to_corp_turn(g)
    act(g, "score", card="Corporate War")
    assert g.flags.get("scored:Black Ops") == 1
    to_runner_turn(g)
    assert len(options(g, "play", card="Terrorist Reprisal")) == 1
    next_runner_turn(g)  # a Corp turn without a score in between
    assert options(g, "play", card="Terrorist Reprisal") == []


def _black_ops_scored(hq: list[str]) -> Game:
    """The Runner's turn after a Corp turn in which it scored a Black Ops agenda (the flag its
    score sets, set here for the scenario's first turn), the Corp holding ``hq`` (and a card
    drawn... none: its hand is ``hq`` as its turn ends)."""
    g = _game({"hand": hq, "credits": 20}, {"hand": ["Terrorist Reprisal"], "credits": 5})
    g.flags["scored:Black Ops"] = 1
    g.corp.clicks = 0
    to_runner_turn(g)
    return g


def test_terrorist_reprisal_discards_five_cards_of_hq_at_random() -> None:
    hq = ["Night Shift", "Fire Wall", "Data Wall", "Keeper", "TRAP!"]
    g = _black_ops_scored(hq)
    mark = len(g.log)
    act(g, "play", card="Terrorist Reprisal")
    assert g.corp.hand == [] and sum(1 for c in g.corp.discard if not c.faceup) == 5
    assert "The Corp discards 5 cards at random from HQ (Terrorist Reprisal)." in g.log
    assert not any(t in line for line in log_since(g, mark) for t in hq)


# ---------------------------------------------------------------------- B-derez


def test_anonymous_tip_derezzes_black_ice_which_stays_faceup_for_both() -> None:
    g = _game(
        {"hand": ["Code Corpse", "Fire Wall"], "credits": 20},
        {"hand": ["Anonymous Tip"] * 5, "credits": 10},  # brain damage takes 2 of them
    )
    corp_install(g, "Code Corpse", "HQ")
    corp_install(g, "Fire Wall", "R&D")
    to_runner_turn(g)
    run_on(g, "HQ", rez="Code Corpse")
    pass_until(g, "runner")
    while g.run is not None:  # let the subroutines resolve
        act(g, "pass") if g.decision.player == "runner" else pass_until(g, "runner")
    pass_until(g, "runner")
    ice = g.corp.servers["HQ"].ice[0]
    assert ice.rezzed
    act(g, "play", card="Anonymous Tip")  # the only black ice rezzed: one option
    (only,) = options(g, "choose")
    assert only.card == "Code Corpse"
    act(g, "choose", card="Code Corpse")
    ice = g.corp.servers["HQ"].ice[0]
    assert not ice.rezzed and ice.faceup
    for side in ("runner", "corp", "spectator"):
        v = g.view(side)["corp"]["servers"]["HQ"]["ice"][0]
        assert v["title"] == "Code Corpse" and not v["rezzed"] and v["faceup"]
    assert "Code Corpse protecting HQ is derezzed (Anonymous Tip); it stays face up." in g.log


def test_anonymous_tip_offers_only_rezzed_black_ice() -> None:
    g = _game({"hand": ["Fire Wall"], "credits": 20}, {"hand": ["Anonymous Tip"], "credits": 10})
    corp_install(g, "Fire Wall", "HQ")
    to_runner_turn(g)
    act(g, "play", card="Anonymous Tip")
    assert g.decision is not None and g.decision.kind == "action"
    assert "Anonymous Tip: there is no rezzed black ice to derez." in g.log


# ---------------------------------------------------------------------- access replaced


def test_weather_to_finance_pipe_replaces_the_access_with_no_choice() -> None:
    """The defect fixed: "do not access cards from HQ; instead" has no "may", so no "access
    cards as usual" option is offered beside it."""
    g = _runner_turn(["Tycho Extension"], ["Weather-to-Finance Pipe"], corp_credits=10)
    act(g, "play", card="Weather-to-Finance Pipe")
    seen = []
    while g.run is not None:
        d = g.decision
        assert d is not None
        seen.append(d.kind)
        act(g, "pass")
    assert "replace_access" not in seen and "access" not in seen
    assert g.corp.credits == 13 - 4 and g.runner.agenda_points == 0
    assert "The Corp loses 4 bits (Weather-to-Finance Pipe)." in g.log
    assert "The Runner accesses Tycho Extension from HQ." not in g.log


def test_priority_wreck_pays_any_number_of_bits_for_the_corp_to_lose_as_many() -> None:
    g = _runner_turn(["Tycho Extension"], ["Priority Wreck"], runner_credits=7)
    g.corp.credits = 4
    act(g, "play", card="Priority Wreck")
    _to_access(g)
    d = g.decision
    assert d is not None and d.kind == "choose" and d.params == {"most": 4}  # the Corp's 4
    assert [o.amount for o in options(g, "choose")] == [0, 1, 2, 3, 4]
    assert options(g, "choose", amount=3)[0].cost.credits == 3
    act(g, "choose", amount=3)
    assert g.runner.credits == 4 and g.corp.credits == 1 and g.runner.agenda_points == 0
    assert g.run is None or g.run.ended


def test_edited_shipping_manifests_gives_10_bits_and_a_tag_for_1_of_the_corps() -> None:
    g = _runner_turn(["Tycho Extension"], ["Edited Shipping Manifests"])
    g.corp.credits = 3
    act(g, "play", card="Edited Shipping Manifests")
    _to_access(g)
    assert g.corp.credits == 2 and g.runner.tags == 1 and g.runner.credits == 4 + 10
    assert g.runner.agenda_points == 0  # HQ was not accessed


def test_edited_shipping_manifests_accesses_hq_as_usual_when_the_corp_has_no_bits() -> None:
    g = _runner_turn(["Tycho Extension"], ["Edited Shipping Manifests"], corp_credits=0)
    g.corp.credits = 0
    act(g, "play", card="Edited Shipping Manifests")
    _to_access(g)
    finish_run(g)
    assert g.runner.agenda_points == 4 and g.runner.tags == 0 and g.runner.credits == 4
    assert (
        "Edited Shipping Manifests: not so that the Corp has any bits; the Runner accesses cards."
    ) in g.log


def test_private_ldl_access_treats_the_hq_run_as_a_successful_run_on_rd() -> None:
    g = _runner_turn(
        ["Tycho Extension"], ["Private LDL Access"], corp_deck=["Hostile Takeover", "Night Shift"]
    )
    act(g, "play", card="Private LDL Access")
    _to_access(g)
    finish_run(g)
    assert [c.title for c in g.runner.scored] == ["Hostile Takeover"]  # R&D's top card
    assert g.flags.get("successful_run:R&D") == 1 and "successful_run:HQ" not in g.flags
    assert "The successful run on HQ is treated as a successful run on R&D." in g.log


# ---------------------------------------------------------------------- B-secret-guess


def _social(runner_credits: int = 6) -> Game:
    g = _runner_turn(
        ["Fire Wall", "Data Wall", "Tycho Extension"],
        ["Social Engineering"],
        install=(("Fire Wall", "HQ"), ("Data Wall", "HQ")),
        runner_credits=runner_credits,
    )
    act(g, "play", card="Social Engineering")
    return g


def test_social_engineering_hidden_bits_are_shown_to_the_corp_nowhere() -> None:
    g = _social()
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "secret"
    assert [o.amount for o in d.options] == [2, 3, 4, 5]  # 5 bits left, at least 2
    seen = []
    for n in (2, 5):
        h = g.clone()
        act(h, "choose", amount=n)
        dc = h.decision
        assert dc is not None and dc.player == "corp"
        seen.append((h.view("corp"), [o.label for o in dc.options], h.log))
    assert seen[0] == seen[1]  # the Corp's view, options and the log: the same either way
    assert [o.amount for o in g.clone().decision.options] == [2, 3, 4, 5]


def test_social_engineering_right_guess_costs_the_runner_what_it_hid() -> None:
    g = _social()
    act(g, "choose", amount=3)
    assert g.runner.credits == 5  # nothing paid before the reveal
    act(g, "choose", amount=3)  # the Corp guesses 3
    assert g.runner.credits == 2 and g.run is None
    assert "Social Engineering: the Corp guesses 3 bits; the Runner hid 3 bits: a right guess." in (
        g.log
    )


def test_social_engineering_wrong_guess_runs_passing_the_chosen_ice() -> None:
    g = _social()
    act(g, "choose", amount=4)
    act(g, "choose", amount=2)  # wrong
    assert g.runner.credits == 5
    labels = [o.label for o in options(g, "choose")]
    assert "Run HQ, passing unrezzed ice 1 of HQ" in labels
    assert "Run R&D (no ice to pass)" in labels
    act(g, "choose", label="Run HQ, passing unrezzed ice 2 of HQ")  # Fire Wall, the inner one
    inner = g.corp.servers["HQ"].ice[0]
    # the Corp rezzes the inner Fire Wall when the Runner gets to it: passed all the same
    while g.run is not None and g.decision is not None:
        d = g.decision
        if d.player == "corp" and options(g, "rez", card_id=inner.id):
            act(g, "rez", card_id=inner.id)
            continue
        act(g, "pass")
    assert "The Runner automatically passes Fire Wall." in g.log
    assert not any(line.startswith("The Runner encounters Fire Wall") for line in g.log)


def test_social_engineering_a_corp_determinisation_does_not_know_the_hidden_number() -> None:
    g = _social()
    act(g, "choose", amount=5)
    hidden = {
        step.hidden for step in (g.determinize("corp", seed=s).decision.steps[0] for s in range(30))
    }
    assert len(hidden) > 1 and hidden <= {2, 3, 4, 5}
    det = g.determinizer("runner")(Rng(1))
    assert {st.hidden for st in det.decision.steps} == {5}  # the Runner knows it


def test_social_engineering_with_fewer_than_2_bits_does_nothing() -> None:
    g = _social(runner_credits=2)  # 1 left after paying
    assert g.decision is not None and g.decision.kind == "action"
    assert "Social Engineering: the Runner cannot hide 2 bits; nothing happens." in g.log


def test_social_engineering_with_exactly_2_bits_skips_the_secret() -> None:
    g = _social(runner_credits=3)
    d = g.decision
    assert d is not None and d.player == "corp" and [o.amount for o in d.options] == [2]

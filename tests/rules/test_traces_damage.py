"""Rules scenarios: traces, tags, net/meat/brain damage and flatline, and bad publicity credits."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from netrunner.engine.effects import DamageWindow
from netrunner.engine.game import Game
from netrunner.testing import act, end_turn, options, pass_until, scenario

GRIP = ["Sure Gamble", "Diesel", "Corroder", "Net Shield", "Magnum Opus"]


def runner_turn(
    corp: dict[str, Any],
    installs: Sequence[tuple[str, str]] = (),
    runner: dict[str, Any] | None = None,
    seed: int = 0,
) -> Game:
    """The Corp installs ``installs`` (title, server) in its turn, then the Runner's turn begins."""
    g = scenario(corp=corp, runner=runner, seed=seed)
    for title, server in installs:
        act(g, "install", card=title, server=server)
    end_turn(g)
    assert g.decision is not None and g.decision.player == "runner"
    return g


def hunter_trace(corp_credits: int = 5, runner_credits: int = 5) -> Game:
    """The Runner runs HQ, the Corp rezzes Hunter and its Trace 3 subroutine begins."""
    g = runner_turn(
        {"hand": ["Hunter"], "credits": corp_credits},
        [("Hunter", "HQ")],
        runner={"credits": runner_credits},
    )
    act(g, "run", server="HQ")
    act(g, "rez", card="Hunter")
    return g


def amounts(g: Game, kind: str) -> list[int]:
    return [o.amount for o in options(g, kind) if o.amount is not None]


def snare_net_damage(grip: list[str], seed: int = 0) -> Game:
    """The Runner accesses Snare! in a remote and the Corp pays for its 3 net damage."""
    g = runner_turn(
        {"hand": ["Snare!"]}, [("Snare!", "new remote")], runner={"hand": grip}, seed=seed
    )
    act(g, "run", server="Server 1")
    pass_until(g, "runner", kinds=("pass",), limit=1)
    act(g, "ability", card="Snare!")
    return g


def brain_damage(g: Game, n: int) -> None:
    """Do ``n`` brain damage now (no Core Set card declared so far deals brain damage).

    The damage step runs on its own stack while the current decision (one that does not depend on
    the Runner's grip) is set aside, then the game resumes at that decision.
    """
    saved_pending, saved_decision = g.pending, g._decision
    g.pending, g._decision = [], None
    g.push(DamageWindow("brain", n, "test"))
    g._advance()
    assert g._decision is None, "the damage asked for a decision"
    g.pending, g._decision = saved_pending, saved_decision


# ---------------------------------------------------------------------- traces


def test_trace_corp_spends_first_then_runner() -> None:
    g = hunter_trace()
    assert "Hunter initiates a trace with base strength 3." in g.log
    d = g.decision
    assert d is not None and d.player == "corp"
    assert {o.kind for o in d.options} == {"trace"}
    assert amounts(g, "trace") == list(range(g.corp.credits + 1))
    act(g, "trace", amount=2)
    d = g.decision
    assert d is not None and d.player == "runner"
    assert {o.kind for o in d.options} == {"link"}
    assert amounts(g, "link") == list(range(g.runner.credits + 1))
    assert "Trace strength 5" in d.prompt


def test_trace_succeeds_when_trace_strength_exceeds_link() -> None:
    g = hunter_trace()
    act(g, "trace", amount=0)  # strength 3
    act(g, "link", amount=2)  # link 2
    assert "The Runner spends 2 credits: link strength 2. The trace succeeds." in g.log
    assert g.runner.tags == 1
    assert g.view("runner")["runner"]["tags"] == 1


def test_trace_fails_when_link_equals_trace_strength() -> None:
    g = hunter_trace()
    act(g, "trace", amount=1)  # strength 4
    act(g, "link", amount=4)  # link 4
    assert "The Runner spends 4 credits: link strength 4. The trace fails." in g.log
    assert g.runner.tags == 0


def test_trace_credits_spent_are_paid() -> None:
    g = hunter_trace()
    corp, runner = g.corp.credits, g.runner.credits
    act(g, "trace", amount=3)
    act(g, "link", amount=1)
    assert g.corp.credits == corp - 3
    assert g.runner.credits == runner - 1
    assert g.runner.tags == 1  # 6 > 1


def test_hunter_is_a_trace_3_subroutine_giving_a_tag() -> None:
    g = hunter_trace()
    assert "Hunter's subroutine resolves: Trace 3. If successful, give the Runner 1 tag." in g.log
    act(g, "trace", amount=0)
    act(g, "link", amount=0)
    assert g.runner.tags == 1
    assert "The Runner takes 1 tag." in g.log


# ---------------------------------------------------------------------- tags


def corp_turn_after_runner_installs(tags: int) -> Game:
    g = runner_turn(
        {"credits": 5}, runner={"hand": ["Armitage Codebusting"], "tags": tags, "credits": 5}
    )
    act(g, "install", card="Armitage Codebusting")
    end_turn(g)
    assert g.decision is not None and g.decision.player == "corp" and g.corp.clicks == 3
    return g


def test_corp_may_trash_a_resource_only_while_the_runner_is_tagged() -> None:
    untagged = corp_turn_after_runner_installs(tags=0)
    assert not options(untagged, "trash_resource")
    g = corp_turn_after_runner_installs(tags=1)
    credits = g.corp.credits
    act(g, "trash_resource", card="Armitage Codebusting")
    assert g.corp.clicks == 2
    assert g.corp.credits == credits - 2
    assert g.runner.resource == []
    assert [c["title"] for c in g.view("corp")["runner"]["discard"]] == ["Armitage Codebusting"]


def test_runner_removes_a_tag_for_a_click_and_two_credits() -> None:
    g = runner_turn({}, runner={"tags": 2})
    act(g, "remove_tag")
    assert (g.runner.tags, g.runner.clicks, g.runner.credits) == (1, 3, 3)
    assert g.view("corp")["runner"]["tags"] == 1
    untagged = runner_turn({}, runner={"tags": 0})
    assert not options(untagged, "remove_tag")


# ---------------------------------------------------------------------- damage


def test_net_damage_trashes_random_cards_from_the_grip() -> None:
    g = snare_net_damage(GRIP)
    trashed = [c.title for c in g.runner.discard]
    assert len(trashed) == 3 and set(trashed) <= set(GRIP)
    assert sorted(trashed + [c.title for c in g.runner.hand]) == sorted(GRIP)
    assert f"The Runner takes 3 net damage, trashing {', '.join(trashed)}." in g.log
    # seeded: the same seed trashes the same cards, other seeds may not
    assert [c.title for c in snare_net_damage(GRIP).runner.discard] == trashed
    others = {tuple(c.title for c in snare_net_damage(GRIP, s).runner.discard) for s in range(6)}
    assert len(others) > 1


def test_meat_damage_trashes_random_cards_from_the_grip() -> None:
    grip = [*GRIP, "Account Siphon"]
    g = scenario(corp={"hand": ["Scorched Earth"]}, runner={"hand": grip, "tags": 1})
    act(g, "play", card="Scorched Earth")
    assert len(g.runner.hand) == 2 and len(g.runner.discard) == 4
    trashed = [c.title for c in g.runner.discard]
    assert set(trashed) <= set(grip)
    assert f"The Runner takes 4 meat damage, trashing {', '.join(trashed)}." in g.log
    assert not g.over


def test_scorched_earth_needs_the_runner_to_be_tagged() -> None:
    g = scenario(corp={"hand": ["Scorched Earth"]}, runner={"hand": GRIP, "tags": 0})
    assert not options(g, "play", card="Scorched Earth")


def test_more_damage_than_cards_in_grip_flatlines_the_runner() -> None:
    g = scenario(corp={"hand": ["Scorched Earth"]}, runner={"hand": GRIP[:3], "tags": 1})
    act(g, "play", card="Scorched Earth")
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"
    assert g.decision is None
    assert "The Runner is flatlined." in g.log


def test_damage_equal_to_cards_in_grip_does_not_flatline() -> None:
    g = scenario(corp={"hand": ["Scorched Earth"]}, runner={"hand": GRIP[:4], "tags": 1})
    act(g, "play", card="Scorched Earth")
    assert not g.over
    assert g.runner.hand == [] and len(g.runner.discard) == 4


def test_brain_damage_trashes_and_lowers_max_hand_size() -> None:
    grip = [*GRIP, "Account Siphon"]
    g = scenario(runner={"hand": grip})
    brain_damage(g, 1)
    v = g.view("runner")["runner"]
    assert v["brain_damage"] == 1
    assert v["max_hand_size"] == 4
    assert len(g.runner.hand) == 5 and len(g.runner.discard) == 1
    assert g.runner.discard[0].title in grip
    # at the end of the Runner's turn the grip is discarded down to 4
    end_turn(g)
    assert g.active == "runner"
    end_turn(g)
    assert len(g.runner.hand) == 4
    assert g.active == "corp"


def test_brain_damage_beyond_the_grip_flatlines_the_runner() -> None:
    g = scenario(runner={"hand": GRIP[:1]})
    brain_damage(g, 2)
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"


# ---------------------------------------------------------------------- bad publicity


def test_bad_publicity_credits_are_gained_at_the_start_of_each_run() -> None:
    g = runner_turn({"bad_publicity": 2})
    for n in (1, 2):
        act(g, "run", server="Archives")
        lines = [line for line in g.log if "from bad publicity" in line]
        assert lines == ["The Runner gains 2 credits from bad publicity for this run."] * n
    assert g.runner.credits == 5


def test_bad_publicity_credits_pay_for_icebreakers_during_the_run() -> None:
    # the Runner has no credits of its own left after installing Corroder
    g = runner_turn(
        {"hand": ["Wall of Static"], "bad_publicity": 2},
        [("Wall of Static", "HQ")],
        runner={"hand": ["Corroder"], "credits": 2},
    )
    act(g, "install", card="Corroder")
    assert g.runner.credits == 0
    act(g, "run", server="HQ")
    act(g, "rez", card="Wall of Static")
    act(g, "boost", card="Corroder")  # 1 bad publicity credit
    act(g, "break", card="Corroder", target="End the run.")  # the other one
    act(g, "pass")  # continue to the server
    assert "The run on HQ is successful." in g.log
    assert g.runner.credits == 0


def test_bad_publicity_credits_pay_trash_costs_during_the_run() -> None:
    g = runner_turn(
        {"hand": ["PAD Campaign"], "bad_publicity": 2},
        [("PAD Campaign", "new remote")],
        runner={"credits": 2},
    )
    act(g, "run", server="Server 1")
    pass_until(g, "runner")
    act(g, "trash", card="PAD Campaign", amount=4)  # 2 bad publicity credits + 2 of the Runner's
    assert g.runner.credits == 0
    assert [c.title for c in g.corp.discard] == ["PAD Campaign"]


def test_unspent_bad_publicity_credits_are_lost_when_the_run_ends() -> None:
    g = runner_turn({"bad_publicity": 2})
    act(g, "run", server="R&D")
    assert g.run is None
    assert g.runner.credits == 5
    assert g.view("runner")["runner"]["credits"] == 5
    act(g, "credit")
    assert g.runner.credits == 6


def test_the_trace_bid_and_link_decisions_say_both_players_numbers() -> None:
    g = hunter_trace(corp_credits=8, runner_credits=4)
    d = g.decision
    assert d is not None and d.kind == "trace"
    corp = g.corp.credits  # after rezzing Hunter
    # the Corp bids knowing the Runner's link and credits (public: the Corp can see them)
    assert d.params == {"base": 3, "credits": corp, "link": 0, "runner_credits": 4}
    assert d.prompt.endswith(f"(you have {corp} credits; the Runner has link 0 and 4 credits)")
    assert "the Runner has link 0 and 4 credits" in d.public_prompt
    act(g, "trace", amount=2)
    d = g.decision
    assert d is not None and d.kind == "link"
    assert d.params == {
        "base": 3,
        "strength": 5,
        "link": 0,
        "credits": 4,
        "corp_credits": corp - 2,
    }
    assert d.prompt == (
        "Trace strength 5 (base 3) against your link 0: spend credits to raise your link? "
        f"(you have 4 credits; the Corp has {corp - 2} credits left)"
    )

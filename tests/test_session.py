"""The game-session core a front end drives (``netrunner.cli.session``), without a screen."""

from __future__ import annotations

from typing import Any

import pytest

import netrunner
from netrunner.bots import RandomBot
from netrunner.bots.base import observation_for
from netrunner.bots.match import make_bot
from netrunner.cli.session import GameSession, free_pass, summary_lines
from netrunner.engine.cost import Cost
from netrunner.engine.decision import Option


def _play_as_corp(every_prompt: bool) -> tuple[GameSession, int, int]:
    """A seeded game as the Corp (a heuristic bot answers for the person) against the heuristic
    Runner: the session, the prompts put to the person and how many had one option."""
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=11)
    s = GameSession(game, ["corp"], make_bot("heuristic", 11), every_prompt=every_prompt)
    person = make_bot("heuristic", 3)
    asked = lone = 0
    while (d := s.next_decision()) is not None:
        asked += 1
        lone += len(d.options) == 1
        s.choose(d.options.index(person.choose(observation_for(person, game, "corp"), d)))
    return s, asked, lone


def test_no_prompt_with_one_option_is_shown_65_of_239_prompts_saved_in_a_seeded_game() -> None:
    before, asked_before, lone_before = _play_as_corp(every_prompt=True)
    after, asked_after, lone_after = _play_as_corp(every_prompt=False)
    assert before.game.history == after.game.history  # the same game both times
    assert (asked_before, lone_before) == (239, 65)  # --every-prompt: every lone option asked
    assert (asked_after, lone_after) == (174, 0)  # by default: none
    assert after.auto_taken == 65
    taken = [e for e in after.new_log() if e.kind == "auto"]
    assert len(taken) == 65 and all(e.side == "corp" for e in taken)


def test_the_bots_decisions_are_handed_out_once() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=4)
    s = GameSession(game, ["runner"], RandomBot(4))
    seen: list[str] = []
    for _ in range(30):
        d = s.next_decision()
        if d is None:
            break
        seen += [e.text for e in s.new_log() if e.kind != "auto"]
        s.choose(0)
    seen += [e.text for e in s.new_log() if e.kind != "auto"]
    lines = [t for t in seen if t in game.log]
    assert sorted(lines) == sorted(game.log)  # every public line once, none twice
    assert s.new_log() == []


def test_hotseat_handover_is_due_when_the_side_to_answer_changes() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=5)
    s = GameSession(game, ["corp", "runner"])
    d = s.next_decision()
    assert d is not None and s.handover_due(d) == "corp"
    s.take_seat("corp")
    assert s.handover_due(d) is None
    s.choose(0)
    d = s.next_decision()
    assert d is not None and d.player == "runner" and s.handover_due(d) == "runner"


def test_hotseat_log_keeps_a_sides_lone_options_from_the_other_side() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=5)
    s = GameSession(game, ["corp", "runner"])
    while s.auto_taken == 0:
        d = s.next_decision()
        assert d is not None
        s.choose(0)
    entries = s.new_log(viewer="corp")
    taken = [e for e in s._entries if e.kind == "auto"]
    assert all(e.side == "corp" for e in entries if e.kind == "auto")
    assert len([e for e in entries if e.kind == "auto"]) == len(
        [e for e in taken if e.side == "corp"]
    )


def test_conceding_ends_the_game_and_the_summary_names_who_conceded() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
    s = GameSession(game, ["runner"], RandomBot(3))
    d = s.next_decision()
    assert d is not None
    assert "The Corp wins" in s.concede_question("runner")
    s.concede("runner")
    assert s.next_decision() is None
    summary = s.summary()
    assert (summary.winner, summary.reason) == ("corp", "the Runner conceded")
    assert summary_lines(summary)[0].startswith("The Corp wins (the Runner conceded) after")


def test_the_reveal_shows_hidden_cards_only_once_the_game_is_over() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
    s = GameSession(game, ["runner"], RandomBot(3))
    s.next_decision()
    with pytest.raises(ValueError, match="only when the game is over"):
        s.reveal()
    s.concede("runner")
    shown = s.reveal()
    assert shown["corp"]["HQ"] == [c.title for c in game.corp.hand]
    assert shown["corp"]["R&D (top 5)"] == [c.title for c in game.corp.deck[:5]]
    assert shown["runner"]["Grip"] == [c.title for c in game.runner.hand]


def test_the_summary_counts_agenda_points_by_source() -> None:
    s, _, _ = _play_as_corp(every_prompt=False)
    summary = s.summary()
    assert summary.winner == "runner" and summary.turns == 29
    for side in ("corp", "runner"):
        from_cards = sum(n for _, n, _ in summary.agendas[side])
        assert from_cards + summary.other[side] == summary.points[side]
    assert all(how == "stolen" for _, _, how in summary.agendas["runner"])
    assert summary.points["runner"] >= 7


def test_a_replay_that_does_not_fit_says_at_which_choice_it_diverged() -> None:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=2)
    game.choose(0)
    game.choose(0)
    history = [*game.history, 99]
    with pytest.raises(netrunner.IllegalChoice) as e:
        netrunner.Game.replay("starter:jinteki", "starter:shaper", 2, history)
    assert str(e.value).startswith("the replay diverged at choice 2: option index 99")
    assert "expected 0-" in str(e.value)


def _runner_game(seed: int) -> tuple[netrunner.Game, GameSession, Any]:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=seed)
    return (
        game,
        GameSession(game, ["runner"], make_bot("heuristic", seed)),
        make_bot("heuristic", 3),
    )


def test_a_lone_option_that_costs_something_is_put_to_the_player_not_taken_for_them() -> None:
    """Seed 4: Modded's only install (Battering Ram for 2 credits) is asked, not "taken for
    you"."""
    game, s, person = _runner_game(4)
    lone: list[tuple[str, bool]] = []
    for _ in range(60):
        d = s.next_decision()
        assert d is not None
        if len(d.options) == 1:
            lone.append((d.options[0].label, d.options[0].cost.is_free))
            break
        s.choose(d.options.index(person.choose(observation_for(person, game, "runner"), d)))
    assert lone == [("Install Battering Ram (2 credits)", False)]
    taken = [e for e in s.new_log() if e.kind == "auto"]
    assert not any("Battering Ram" in e.text for e in taken)


def test_free_pass_is_a_pass_that_costs_nothing() -> None:
    assert free_pass(Option("pass", label="Done"))
    assert not free_pass(Option("pass", label="Install it, paying 1 credit", cost=Cost(credits=1)))
    assert not free_pass(Option("choose", label="First trash Wall of Static (ice 1 of HQ)"))


def test_take_back_undoes_the_players_last_decision_and_says_why_not_when_it_cannot() -> None:
    game, s, _ = _runner_game(5)
    d = s.next_decision()
    assert d is not None and d.kind == "mulligan"
    s.choose(0)  # keep
    d = s.next_decision()
    assert d is not None and d.kind == "action"
    assert s.can_take_back("runner") is False  # the Corp's whole turn since: the bot answered
    assert "the bot has answered since your last decision" in (s.why_not_take_back("runner") or "")
    s.choose(next(i for i, o in enumerate(d.options) if o.kind == "credit"))
    assert s.next_decision() is not None and game.runner.credits == 6
    assert s.can_take_back("runner")
    taken = s.take_back("runner")
    assert [o.kind for o in taken] == ["credit"] and game.runner.credits == 5
    assert game.decision is not None and game.decision.kind == "action"
    assert [e.text for e in s.new_log() if e.kind == "undo"] == ["Taken back: Gain 1 credit"]
    s.choose(next(i for i, o in enumerate(game.decision.options) if o.kind == "draw"))
    s.next_decision()
    with pytest.raises(netrunner.IllegalChoice, match="showed you something you had not seen"):
        s.take_back("runner")

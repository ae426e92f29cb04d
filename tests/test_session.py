"""The game-session core a front end drives (``netrunner.cli.session``), without a screen."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

import netrunner
from netrunner.bots import RandomBot
from netrunner.bots.base import observation_for
from netrunner.bots.match import make_bot
from netrunner.cli.replay import load_replay
from netrunner.cli.saves import GameSave, NotASavedGame, open_saved
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


# ------------------------------------------------------------------------------ saved as it goes


def _saved_session(tmp_path: Path, seed: int = 3) -> GameSession:
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=seed)
    save = GameSave.create(game, ["runner"], "random", directory=tmp_path)
    return GameSession(game, ["runner"], RandomBot(seed), save=save)


def _on_file(s: GameSession) -> dict[str, Any]:
    assert s.save is not None
    return json.loads(s.save.path.read_text())


def test_a_game_is_saved_at_once_and_after_every_choice_and_the_file_replays_to_it(
    tmp_path: Path,
) -> None:
    s = _saved_session(tmp_path)
    assert _on_file(s)["choices"] == [] and _on_file(s)["finished"] is False
    for _ in range(25):
        d = s.next_decision()
        assert d is not None
        assert len(_on_file(s)["choices"]) == len(s.game.history)  # the bot's moves too
        s.choose(len(d.options) - 1)
        assert len(_on_file(s)["choices"]) == len(s.game.history)
    data, rebuilt = load_replay(s.save.path)  # type: ignore[union-attr]
    assert rebuilt.view("runner") == s.game.view("runner")
    assert rebuilt.log == s.game.log
    assert [p.name for p in tmp_path.iterdir()] == [s.save.path.name]  # type: ignore[union-attr]
    assert (data["humans"], data["bot"], data["seed"]) == (["runner"], "random", 3)


def test_take_back_returns_to_the_decision_and_rewrites_the_save(tmp_path: Path) -> None:
    s = _saved_session(tmp_path)
    d = s.next_decision()
    assert d is not None and d.kind == "mulligan"
    assert not s.can_take_back("runner")  # nothing of the Runner's yet
    s.choose(0)  # keep: the Corp's turn follows
    d = s.next_decision()
    assert d is not None and d.player == "runner"
    assert not s.can_take_back("runner")  # the Corp has answered since
    before, saved_before = s.game.view("runner"), _on_file(s)["choices"]
    credit = next(i for i, o in enumerate(d.options) if o.kind == "credit")
    s.choose(credit)
    assert s.next_decision() is not None and s.can_take_back("runner")
    gone = s.take_back("runner")
    assert gone[0].kind == "credit"
    assert s.game.view("runner") == before
    assert _on_file(s)["choices"] == saved_before  # the save is back where it was
    assert [e.text for e in s.new_log() if e.kind == "undo"] == ["Taken back: Gain 1 credit"]
    with pytest.raises(netrunner.IllegalChoice, match="nothing to take back"):
        s.take_back("runner")


def test_a_finished_game_is_saved_as_finished_with_its_result(tmp_path: Path) -> None:
    s = _saved_session(tmp_path)
    s.next_decision()
    s.concede("runner")
    data = _on_file(s)
    assert data["finished"] is True
    assert (data["winner"], data["reason"], data["conceded"]) == ("corp", "concede", "runner")
    _, rebuilt = load_replay(s.save.path)  # type: ignore[union-attr]
    assert (rebuilt.winner, rebuilt.win_reason) == ("corp", "concede")
    with pytest.raises(NotASavedGame, match="that game is over"):
        open_saved(s.save.path)  # type: ignore[union-attr]
    assert "netrunner replay" in s.farewell()[0]


def test_a_saved_game_reopens_at_the_same_decision(tmp_path: Path) -> None:
    s = _saved_session(tmp_path, seed=6)
    for _ in range(12):
        d = s.next_decision()
        assert d is not None
        s.choose(0)
    d = s.next_decision()
    assert d is not None
    again = open_saved(s.save.path)  # type: ignore[union-attr]
    assert again.game.decision is not None and again.game.decision.prompt == d.prompt
    assert again.game.view("runner") == s.game.view("runner")
    assert again.save.humans == ("runner",) and again.save.bot == "random"
    assert "netrunner play --resume" in " ".join(s.farewell())


def test_choices_made_on_the_game_itself_are_saved_too(tmp_path: Path) -> None:
    s = _saved_session(tmp_path)
    d = s.next_decision()
    assert d is not None
    n = len(s.game.history)
    s.game.choose(1)  # not through the session: found again by replaying
    s.next_decision()
    data, rebuilt = load_replay(s.save.path)  # type: ignore[union-attr]
    assert data["choices"][n] == 1 and rebuilt.view("corp") == s.game.view("corp")


def test_a_save_that_cannot_be_written_says_why_and_the_game_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("")
    game = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
    save = GameSave.create(game, ["runner"], "random", directory=blocker / "games")
    s = GameSession(game, ["runner"], RandomBot(3), save=save)
    assert s.save_error is not None and "cannot write" in s.save_error
    assert s.saved_to is None and "not saved" in s.leave_question()
    d = s.next_decision()
    assert d is not None
    s.choose(0)
    assert s.next_decision() is not None and len(s.game.history) >= 2
    assert "not saved" in s.farewell()[0]


def test_a_game_of_bots_saved_by_sim_is_not_one_to_resume(tmp_path: Path) -> None:
    from netrunner.cli.sim import MatchSpec, play_game, replay_record
    from netrunner.decks import Deck

    spec = MatchSpec(Deck.starter("nbn"), Deck.starter("criminal"), "random", "random", record=True)
    path = tmp_path / "game-1.json"
    path.write_text(json.dumps(replay_record(spec, play_game(spec, 1))))
    with pytest.raises(NotASavedGame, match="a game of bots"):
        open_saved(path)


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

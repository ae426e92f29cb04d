"""The heuristic bot: decisions a player would recognise, views only, and seeded matches.

Each scenario is played through ``decision``/``choose`` up to the moment of interest; then the bot
answers from ``game.view(side)`` and we check what it picked.
"""

from __future__ import annotations

import copy
import json

from netrunner.bots import BOTS, HeuristicBot, play_match
from netrunner.engine.carddb import card_data
from netrunner.engine.decision import Decision, Option
from netrunner.engine.game import Game
from netrunner.testing import act, end_turn, options, scenario

WEYLAND = "Weyland Consortium: Building a Better World"
CORPS = ["haas-bioroid", "jinteki", "nbn", "weyland-consortium"]
RUNNERS = ["anarch", "criminal", "shaper"]


def ask(game: Game, bot: HeuristicBot | None = None) -> Option:
    """What the bot picks for the current decision, from the deciding side's view."""
    d = game.decision
    assert d is not None
    bot = bot or HeuristicBot()
    pick = bot.choose(game.view(d.player), d)
    assert any(pick is o for o in d.options)
    return pick


def bot_plays(game: Game, bot: HeuristicBot, side: str, limit: int = 60) -> None:
    """Let ``bot`` answer ``side``'s decisions until the other side must act."""
    for _ in range(limit):
        d = game.decision
        if d is None or d.player != side:
            return
        game.choose(ask(game, bot))
    raise AssertionError("the bot kept deciding")


def to_runner(game: Game) -> None:
    """End the Corp's turn: remaining clicks on credits, windows passed."""
    end_turn(game)
    assert game.decision is not None and game.decision.player == "runner"


def corp_installs(game: Game, card: str, server: str) -> None:
    act(game, "install", card=card, server=server)
    d = game.decision
    if (
        d is not None
        and d.player == "corp"
        and options(game, "pass")
        and not options(game, "credit")
    ):
        act(game, "pass")  # install over ice already there, paying for it


# ---------------------------------------------------------------------- the Corp


def test_corp_ices_an_unprotected_central_before_installing_an_agenda() -> None:
    g = scenario(corp={"hand": ["Priority Requisition", "Ice Wall", "Hedge Fund"]})
    pick = ask(g)
    assert (pick.kind, pick.card) == ("install", "Ice Wall")
    assert pick.server in ("HQ", "R&D")
    bot = HeuristicBot()
    bot_plays(g, bot, "corp")
    # the agenda never went into a server without ice
    for s in g.corp.servers.values():
        if any(c.title == "Priority Requisition" for c in s.content):
            assert s.ice


def test_corp_builds_an_iced_remote_then_installs_advances_and_scores_an_agenda() -> None:
    g = scenario(
        corp={
            "hand": ["Ice Wall", "Ice Wall", "Ice Wall", "Hostile Takeover"],
            "credits": 8,
        }
    )
    bot = HeuristicBot()
    for _ in range(3):
        bot_plays(g, bot, "corp")
        end_turn(g)  # the Runner does nothing
    assert [c.title for c in g.corp.scored] == ["Hostile Takeover"]
    assert any(s.is_remote and s.ice for s in g.corp.servers.values())
    assert g.corp.servers["HQ"].ice and g.corp.servers["R&D"].ice


def _iced_remote(ice: list[str], hand: list[str], credits: int) -> Game:
    """A Corp with one Ice Wall on HQ and R&D and ``ice`` on Server 1, at its next turn."""
    g = scenario(corp={"hand": ["Ice Wall", "Ice Wall", *ice, *hand], "credits": 20})
    corp_installs(g, "Ice Wall", "HQ")
    corp_installs(g, "Ice Wall", "R&D")
    corp_installs(g, ice[0], "new remote")  # the Corp's last click: the Runner's turn
    for title in ice[1:]:
        end_turn(g)  # the Runner does nothing
        corp_installs(g, title, "Server 1")
        end_turn(g)
    end_turn(g)
    g.corp.credits = credits
    return g


def test_corp_keeps_an_agenda_it_cannot_score_this_turn_out_of_a_remote_with_one_ice() -> None:
    g = _iced_remote(["Ice Wall"], ["Priority Requisition"], credits=8)
    bot_plays(g, HeuristicBot(), "corp")
    assert all(c.title != "Priority Requisition" for c in g.corp.servers["Server 1"].content)
    assert any(c.title == "Priority Requisition" for c in g.corp.hand)


def test_corp_ices_its_remote_a_second_time_before_installing_an_agenda_there() -> None:
    g = _iced_remote(["Ice Wall"], ["Priority Requisition", "Ice Wall"], credits=8)
    bot = HeuristicBot()
    pick = ask(g, bot)
    assert (pick.kind, pick.card, pick.server) == ("install", "Ice Wall", "Server 1")
    bot_plays(g, bot, "corp")
    remote = g.corp.servers["Server 1"]
    assert len(remote.ice) == 2
    assert [c.title for c in remote.content] == ["Priority Requisition"]


def test_corp_installs_an_agenda_behind_two_pieces_of_ice_to_score_it_later() -> None:
    g = _iced_remote(["Ice Wall", "Enigma"], ["Priority Requisition"], credits=8)
    pick = ask(g)
    assert (pick.kind, pick.card, pick.server) == ("install", "Priority Requisition", "Server 1")


def test_corp_scores_through_one_piece_of_ice_an_agenda_it_can_finish_this_turn() -> None:
    g = _iced_remote(["Ice Wall"], ["Hostile Takeover"], credits=8)
    bot_plays(g, HeuristicBot(), "corp")
    assert [c.title for c in g.corp.scored] == ["Hostile Takeover"]


def test_corp_keeps_the_credits_to_rez_all_the_ice_guarding_an_installed_agenda() -> None:
    # Ice Wall (1) and Enigma (3) unrezzed before a Priority Requisition: with 4 credits the
    # Corp does not spend one advancing it, as that would leave Enigma unaffordable
    g = _iced_remote(["Ice Wall", "Enigma"], ["Priority Requisition"], credits=20)
    corp_installs(g, "Priority Requisition", "Server 1")
    end_turn(g)
    end_turn(g)
    g.corp.credits = 4
    assert not any(c.rezzed for c in g.corp.servers["Server 1"].ice)
    pick = ask(g)
    assert pick.kind != "advance"
    g.corp.credits = 5
    assert ask(g).kind == "advance"


def test_corp_rezzes_ice_it_can_afford_when_the_runner_approaches() -> None:
    g = scenario(corp={"hand": ["Enigma"], "credits": 5})
    corp_installs(g, "Enigma", "HQ")
    to_runner(g)
    act(g, "run", server="HQ")
    pick = ask(g)
    assert (pick.kind, pick.card) == ("rez", "Enigma")


def test_corp_does_not_rez_ice_it_cannot_afford() -> None:
    g = scenario(corp={"hand": ["Wall of Static"], "credits": 0})
    corp_installs(g, "Wall of Static", "HQ")
    act(g, "credit")
    act(g, "credit")
    to_runner(g)  # 2 credits: Wall of Static costs 3
    act(g, "run", server="HQ")
    assert ask(g).kind == "pass"


def test_corp_keeps_its_credits_when_the_ice_protects_nothing() -> None:
    g = scenario(corp={"hand": ["Wall of Static"], "credits": 9})
    corp_installs(g, "Wall of Static", "new remote")
    to_runner(g)
    act(g, "run", server="Server 1")
    assert ask(g).kind == "pass"


def test_corp_plays_scorched_earth_on_a_tagged_runner_with_a_small_grip() -> None:
    g = scenario(
        corp={"identity": WEYLAND, "hand": ["Scorched Earth", "Hedge Fund"], "credits": 5},
        runner={"hand": ["Sure Gamble", "Sure Gamble", "Sure Gamble"], "tags": 1},
    )
    pick = ask(g)
    assert (pick.kind, pick.card) == ("play", "Scorched Earth")
    g.choose(pick)
    assert g.winner == "corp" and g.win_reason == "flatline"


def test_corp_trashes_a_tagged_runners_resource() -> None:
    g = scenario(
        corp={"hand": ["Hedge Fund"], "credits": 5},
        runner={"hand": ["Armitage Codebusting"], "tags": 1, "credits": 1},
    )
    to_runner(g)
    act(g, "install", card="Armitage Codebusting")
    end_turn(g)  # the Runner keeps its tag: no credits to remove it
    pick = ask(g)
    assert (pick.kind, pick.card) == ("trash_resource", "Armitage Codebusting")


def test_corp_bids_enough_to_win_a_trace_that_matters() -> None:
    g = scenario(
        corp={"identity": WEYLAND, "hand": ["Hunter", "Scorched Earth"], "credits": 10},
        runner={"credits": 2},
    )
    corp_installs(g, "Hunter", "HQ")
    to_runner(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Hunter")
    while not options(g, "trace"):
        act(g, "pass")
    pick = ask(g)
    # trace 3 against link 0 plus every credit the Runner has: just enough to be sure
    runner_max = g.runner.credits + g.link()
    assert pick.amount == max(0, runner_max + 1 - 3)
    assert pick.amount < g.corp.credits  # not everything it has


def test_corp_bids_more_when_the_runner_could_outbid_it() -> None:
    g = scenario(
        corp={"identity": WEYLAND, "hand": ["Hunter", "Scorched Earth"], "credits": 12},
        runner={"credits": 5},
    )
    corp_installs(g, "Hunter", "HQ")
    to_runner(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Hunter")
    while not options(g, "trace"):
        act(g, "pass")
    pick = ask(g)
    assert pick.amount == g.runner.credits + g.link() + 1 - 3


# ---------------------------------------------------------------------- the Runner


def _encounter(corp_ice: str, runner_hand: list[str], credits: int = 8) -> Game:
    """Corp ice on HQ; the Runner installs ``runner_hand`` and runs HQ with ``credits`` left;
    the Corp rezzes the ice."""
    install = sum(card_data(t).cost or 0 for t in runner_hand)
    g = scenario(
        corp={"hand": [corp_ice], "credits": 10},
        runner={"hand": runner_hand, "credits": credits + install},
    )
    corp_installs(g, corp_ice, "HQ")
    to_runner(g)
    for t in runner_hand:
        act(g, "install", card=t)
    act(g, "run", server="HQ")
    act(g, "rez", card=corp_ice)
    while g.decision is not None and g.decision.player == "corp":
        act(g, "pass")
    return g


def test_runner_breaks_ice_with_the_breaker_of_its_type() -> None:
    g = _encounter("Ice Wall", ["Corroder", "Gordian Blade"])
    pick = ask(g)
    assert (pick.kind, pick.card, pick.target) == ("break", "Corroder", "End the run.")


def test_runner_boosts_its_breaker_before_breaking() -> None:
    g = _encounter("Wall of Static", ["Corroder"])
    bot = HeuristicBot()
    pick = ask(g, bot)
    assert (pick.kind, pick.card) == ("boost", "Corroder")
    g.choose(pick)
    pick = ask(g, bot)
    assert (pick.kind, pick.card, pick.target) == ("break", "Corroder", "End the run.")
    g.choose(pick)
    assert g.runner.credits == 8 - 2  # one boost, one break
    assert ask(g, bot).kind == "pass"  # nothing left to break


def test_runner_breaks_end_the_run_first() -> None:
    g = _encounter("Enigma", ["Gordian Blade"])
    pick = ask(g)
    assert (pick.kind, pick.target) == ("break", "End the run.")


def test_runner_lets_ice_end_the_run_rather_than_pay_what_it_lacks() -> None:
    # needs 1 boost + 1 break: with 1 credit the engine offers no boost (it could lead to no
    # break), so the encounter asks nothing and Wall of Static ends the run
    g = _encounter("Wall of Static", ["Corroder"], credits=1)
    assert "Wall of Static ends the run." in g.log and g.runner.credits == 1
    g = _encounter("Wall of Static", ["Corroder"], credits=2)  # enough: it boosts, then breaks
    assert ask(g).kind == "boost"


def test_runner_does_not_run_into_a_rezzed_sentry_it_cannot_break_with_a_tiny_grip() -> None:
    g = scenario(
        corp={"hand": ["Neural Katana"], "credits": 10},
        runner={"hand": ["Sure Gamble"] * 5, "credits": 20},
    )
    corp_installs(g, "Neural Katana", "HQ")
    to_runner(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Neural Katana")
    while g.run is not None:  # 3 net damage, then on to an empty HQ
        act(g, "pass")
    assert len(g.runner.hand) == 2 and g.runner.clicks == 3
    bot = HeuristicBot()
    for _ in range(3):
        pick = ask(g, bot)
        assert not (pick.kind == "run" and pick.server == "HQ")
        g.choose(pick)
        if g.decision is None or g.decision.player != "runner":
            break


def test_runner_jacks_out_before_rezzed_ice_that_would_flatline_it() -> None:
    g = scenario(
        corp={"hand": ["Neural Katana", "Ice Wall"], "credits": 10},
        runner={"hand": ["Sure Gamble"] * 5, "credits": 0},
    )
    corp_installs(g, "Neural Katana", "R&D")
    corp_installs(g, "Ice Wall", "R&D")
    to_runner(g)
    # first run: the Corp rezzes only Neural Katana, which does 3 net damage
    act(g, "run", server="R&D")
    act(g, "pass")  # Ice Wall stays unrezzed
    act(g, "pass")  # continue past it
    act(g, "rez", card="Neural Katana")
    while g.run is not None:
        d = g.decision
        assert d is not None
        act(g, "pass") if options(g, "pass") else g.choose(d.options[0])
    assert len(g.runner.hand) == 2
    # second run: past the unrezzed Ice Wall, Neural Katana waits
    act(g, "run", server="R&D")
    act(g, "pass")
    pick = ask(g)
    assert pick.kind == "jack_out"


def test_runner_removes_a_tag_the_corp_can_punish() -> None:
    g = scenario(corp={"identity": WEYLAND}, runner={"tags": 1, "credits": 5})
    to_runner(g)
    assert ask(g).kind == "remove_tag"


def test_runner_keeps_a_harmless_tag_and_plays_instead() -> None:
    g = scenario(runner={"tags": 1, "credits": 5, "hand": ["Sure Gamble"]})
    to_runner(g)
    assert ask(g).kind != "remove_tag"


def test_runner_builds_economy_with_sure_gamble() -> None:
    g = scenario(runner={"hand": ["Sure Gamble", "Corroder"], "credits": 5})
    to_runner(g)
    pick = ask(g)
    assert (pick.kind, pick.card) == ("play", "Sure Gamble")


def test_runner_trashes_a_pad_campaign_it_can_afford() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"]}, runner={"credits": 6})
    corp_installs(g, "PAD Campaign", "new remote")
    act(g, "rez", card="PAD Campaign")
    to_runner(g)
    act(g, "run", server="Server 1")
    pick = ask(g)
    assert (pick.kind, pick.card) == ("trash", "PAD Campaign")
    g.choose(pick)
    assert [c.title for c in g.corp.discard] == ["PAD Campaign"]


def test_runner_runs_an_unprotected_remote_holding_an_advanced_card() -> None:
    g = scenario(corp={"hand": ["Priority Requisition"], "credits": 5}, runner={"credits": 5})
    corp_installs(g, "Priority Requisition", "new remote")
    act(g, "advance", server="Server 1")
    act(g, "advance", server="Server 1")
    to_runner(g)
    pick = ask(g)
    assert (pick.kind, pick.server) == ("run", "Server 1")
    g.choose(pick)
    while g.run is not None:
        act(g, "pass")  # the Corp has nothing to stop it
    assert g.runner.agenda_points == 3


def test_runner_installs_a_breaker_for_ice_it_has_met() -> None:
    g = scenario(
        corp={"hand": ["Enigma"], "credits": 10},
        runner={"hand": ["Gordian Blade", "Corroder"], "credits": 6},
    )
    corp_installs(g, "Enigma", "HQ")
    to_runner(g)
    act(g, "run", server="HQ")
    act(g, "rez", card="Enigma")
    while g.run is not None:
        act(g, "pass")  # Enigma ends the run and takes a click
    pick = ask(g)
    assert (pick.kind, pick.card) == ("install", "Gordian Blade")


# ---------------------------------------------------------------------- the protocol


def _choices_in(side: str, seed: int, limit: int = 400) -> list[tuple[Game, Decision]]:
    """Positions of a heuristic-vs-random game where ``side`` (the heuristic bot) decides."""
    g = Game.new("starter:nbn", "starter:criminal", seed=seed)
    bots = {
        side: HeuristicBot(seed=1),
        ("runner" if side == "corp" else "corp"): BOTS["random"](seed=2),
    }
    out = []
    for _ in range(limit):
        d = g.decision
        if d is None:
            break
        if d.player == side and len(d.options) > 1:
            out.append((g.clone(), d))
        g.choose(bots[d.player].choose(g.view(d.player), d))
    return out


def test_bot_decides_from_plain_view_data_and_the_options_alone() -> None:
    for side in ("corp", "runner"):
        bot = HeuristicBot(seed=3)
        for g, d in _choices_in(side, seed=5)[:150]:
            view = json.loads(json.dumps(g.view(side)))
            # what the decision is about, as the view says it (JSON), and the options: no steps
            dv = view["decision"]
            bare = Decision(
                d.player,
                "",
                d.options,
                tuple(None for _ in d.options),
                kind=dv["kind"],
                source=dv["source"],
                params=dv["params"],
                source_title=dv["source_title"],
            )
            mine = copy.deepcopy(bot)
            assert mine.choose(view, bare) == bot.choose(g.view(side), d)


def test_runner_bot_choices_do_not_depend_on_hidden_corp_cards() -> None:
    bot = HeuristicBot(seed=4)
    for k, (g, d) in enumerate(_choices_in("runner", seed=9)[:120]):
        other = g.determinize("runner", seed=k)
        assert other.view("runner") == g.view("runner")
        d2 = other.decision
        assert d2 is not None
        a = copy.deepcopy(bot).choose(g.view("runner"), d)
        b = copy.deepcopy(bot).choose(other.view("runner"), d2)
        assert a == b


def test_bot_only_ever_returns_an_option_of_the_decision() -> None:
    for side in ("corp", "runner"):
        bot = HeuristicBot(seed=6)
        for g, d in _choices_in(side, seed=11):
            pick = bot.choose(g.view(side), d)
            assert any(pick is o for o in d.options)


def test_heuristic_is_registered_and_plays_through_play_match() -> None:
    assert BOTS["heuristic"] is HeuristicBot
    a = play_match("starter:jinteki", "starter:shaper", "heuristic", "heuristic", seed=4)
    b = play_match("starter:jinteki", "starter:shaper", "heuristic", "heuristic", seed=4)
    assert a == b
    winner, reason, decisions, turns = a
    assert winner in ("corp", "runner") and reason in ("agenda_points", "flatline", "rd_empty")
    assert 0 < decisions < 5000 and turns > 1


def test_play_match_stops_at_the_decision_cap() -> None:
    winner, reason, decisions, _ = play_match(
        "starter:nbn", "starter:anarch", "random", "random", seed=1, max_decisions=10
    )
    assert (winner, reason, decisions) == (None, "decision_cap", 10)


def test_heuristic_beats_random_on_both_sides() -> None:
    corp_wins = runner_wins = 0
    for i in range(24):
        corp, runner = f"starter:{CORPS[i % 4]}", f"starter:{RUNNERS[i % 3]}"
        w, _, _, _ = play_match(corp, runner, "heuristic", "random", seed=100 + i)
        corp_wins += w == "corp"
        w, _, _, _ = play_match(corp, runner, "random", "heuristic", seed=200 + i)
        runner_wins += w == "runner"
    # random against random: the Corp wins about 18% of games, the Runner about 82%
    assert corp_wins >= 21
    assert runner_wins >= 22

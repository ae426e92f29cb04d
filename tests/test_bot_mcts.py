"""The MCTS bot: legal, reproducible, blind to hidden cards, and it finds the obvious good move."""

from __future__ import annotations

from typing import Any

import netrunner
from netrunner.bots.mcts import (
    FEATURES,
    MctsBot,
    corp_features,
    evaluate,
    exposed_agenda_installs,
    fruitless_runs,
    option_key,
    policy,
)
from netrunner.engine.decision import Decision, Option
from netrunner.engine.determinize import Determinizer
from netrunner.engine.game import Game
from netrunner.engine.rng import Rng
from netrunner.testing import act, end_turn, options, pass_until, scenario


class OnlyDeterminize:
    """A game seen only through what a search bot may use: its decision and ``determinize``."""

    def __init__(self, game: Game) -> None:
        self._game = game
        self.calls: list[str] = []

    def determinize(self, side: str, seed: int | None = None, **kw: Any) -> Game:
        self.calls.append(side)
        return self._game.determinize(side, seed, **kw)

    def determinizer(self, side: str) -> Determinizer:
        self.calls.append(side)
        return self._game.determinizer(side)

    @property
    def decision(self) -> Decision | None:
        return self._game.decision

    def __getattr__(self, name: str) -> Any:
        raise AssertionError(f"the bot read game.{name} instead of a determinisation")


def _play(game: Game, bot: MctsBot, side: str, decisions: int) -> list[Option]:
    """Let ``bot`` answer ``side``'s next ``decisions`` decisions; the other side takes option 0."""
    chosen: list[Option] = []
    while len(chosen) < decisions and game.decision is not None:
        d = game.decision
        if d.player == side:
            o = bot.choose(game, d)
            assert o in d.options
            chosen.append(o)
        else:
            o = d.options[0]
        game.choose(o)
    return chosen


def _agendas_in_three_remotes() -> Game:
    """The Corp installs 7 points of agendas, unprotected, in three remotes: the Runner's turn."""
    g = scenario(
        corp={"hand": ["Priority Requisition", "Private Security Force", "Private Security Force"]}
    )
    act(g, "install", card="Priority Requisition", server="new remote")
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "pass")
    pass_until(g, "runner")  # the Corp's window before the Runner's first action
    return g


def test_mcts_returns_one_of_the_options() -> None:
    g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=2)
    bot = MctsBot(iterations=30, seed=1)
    for side in ("corp", "runner"):
        chosen = _play(g, bot, side, 6)
        assert len(chosen) == 6


def test_mcts_with_a_single_option_answers_without_searching() -> None:
    g = scenario(corp={"hand": []})
    for _ in range(3):
        act(g, "credit")
    d = g.decision
    assert d is not None and len(d.options) == 1
    watched = OnlyDeterminize(g)
    assert MctsBot(iterations=50).choose(watched, d) == d.options[0]
    assert watched.calls == []


def test_mcts_time_limit_bounds_the_search() -> None:
    g = netrunner.Game.new("starter:nbn", "starter:anarch", seed=1)
    bot = MctsBot(time_limit=0.05, seed=1)
    assert bot.choose(g, g.decision) in g.decision.options
    assert bot.last_iterations >= 1
    assert bot.last_time < 0.5


def test_mcts_is_deterministic_for_a_seed() -> None:
    runs = []
    for _ in range(2):
        g = netrunner.Game.new("starter:weyland-consortium", "starter:criminal", seed=4)
        runs.append(_play(g, MctsBot(iterations=25, seed=9), "runner", 8))
    assert runs[0] == runs[1]


def test_mcts_sees_the_game_only_through_determinize() -> None:
    g = netrunner.Game.new("starter:haas-bioroid", "starter:anarch", seed=5)
    for _ in range(12):  # into the Corp's first turn
        g.choose(g.decision.options[0])
    for side in ("corp", "runner"):
        while g.decision.player != side or len(g.decision.options) == 1:
            g.choose(g.decision.options[0])
        watched = OnlyDeterminize(g)
        o = MctsBot(iterations=20, seed=3).choose(watched, g.decision)
        assert o in g.decision.options
        assert watched.calls and set(watched.calls) == {side}
        g.choose(o)


def test_mcts_choice_does_not_depend_on_the_corps_hidden_cards() -> None:
    # The same public game, with the Corp's HQ and R&D dealt two different ways: for each seed,
    # the Runner bot makes the same first choice in both (before any of it is revealed).
    hidden = ["Hedge Fund", "Ice Wall", "Enigma", "Priority Requisition"]
    games = []
    for hand, deck in ((hidden[:2], hidden[2:]), (hidden[2:], hidden[:2])):
        g = scenario(corp={"hand": ["PAD Campaign", *hand], "deck": deck + ["Hedge Fund"] * 5})
        act(g, "install", card="PAD Campaign", server="new remote")
        end_turn(g)
        assert g.decision.player == "runner"
        games.append(g)
    assert [c.title for c in games[0].corp.hand] != [c.title for c in games[1].corp.hand]
    for seed in range(3):
        a, b = (MctsBot(iterations=40, seed=seed).choose(g, g.decision) for g in games)
        assert a == b


def test_mcts_answers_a_decision_naming_a_card_in_its_own_stack() -> None:
    # Rabbit Hole offers to install the copy in the stack: determinising the stack must keep
    # that card what it is (re-dealing it as a 9-credit Toolbox made the install unpayable).
    g = scenario(
        runner={
            "hand": ["Rabbit Hole"],
            "deck": ["Rabbit Hole"] + ["The Toolbox"] * 6,
            "credits": 4,
        }
    )
    end_turn(g)
    act(g, "install", card="Rabbit Hole")
    assert options(g, "install", card="Rabbit Hole")
    for seed in range(4):
        assert MctsBot(iterations=30, seed=seed).choose(g, g.decision) in g.decision.options


def test_mcts_runner_steals_seven_points_from_unprotected_remotes() -> None:
    g = _agendas_in_three_remotes()
    bot = MctsBot(iterations=60, seed=2)
    _play(g, bot, "runner", 10)
    assert g.over
    assert g.winner == "runner"
    assert g.win_reason == "agenda_points"


def test_mcts_corp_scores_a_fully_advanced_agenda() -> None:
    g = scenario(corp={"hand": ["Breaking News", "Hedge Fund", "Ice Wall"], "credits": 8})
    act(g, "install", card="Breaking News", server="new remote")
    act(g, "advance", card="Breaking News")
    act(g, "advance", card="Breaking News")
    assert options(g, "score", card="Breaking News")
    o = MctsBot(iterations=60, seed=4).choose(g, g.decision)
    assert (o.kind, o.card) == ("score", "Breaking News")


def test_evaluate_is_one_for_a_won_game_and_favours_agenda_points() -> None:
    g = _agendas_in_three_remotes()
    before = evaluate(g, "runner")
    assert 0.0 < before < 1.0
    assert abs(evaluate(g, "corp") - (1.0 - before)) < 1e-9
    act(g, "run", server="Server 1")
    while g.runner.agenda_points == 0:
        g.choose(g.decision.options[0])
    assert evaluate(g, "runner") > before
    for server in ("Server 2", "Server 3"):
        while not options(g, "run", server=server):
            g.choose(g.decision.options[0])
        act(g, "run", server=server)
        while not g.over and g.decision.player == "corp":
            g.choose(g.decision.options[0])
        while not g.over and not options(g, "run"):
            g.choose(g.decision.options[0])
    assert g.winner == "runner"
    assert evaluate(g, "runner") == 1.0
    assert evaluate(g, "corp") == 0.0


def test_mcts_runner_deals_a_pool_of_40_determinisations_or_a_fresh_one_every_iteration(
    monkeypatch: Any,
) -> None:
    dealt: list[str] = []
    real = MctsBot._deal

    def counting(deal: Determinizer, rng: Any) -> Game:
        dealt.append(deal.side)
        return real(deal, rng)

    monkeypatch.setattr(MctsBot, "_deal", staticmethod(counting))
    g = _agendas_in_three_remotes()
    assert g.decision is not None and g.decision.player == "runner"
    MctsBot(iterations=100, seed=1).choose(g, g.decision)
    assert dealt.count("runner") == 40  # the pool: the first deal and 39 more, used in turn
    dealt.clear()
    MctsBot(iterations=100, seed=1, runner_determinizations=0).choose(g, g.decision)
    assert dealt.count("runner") == 100  # the first deal, then one per further iteration
    dealt.clear()
    MctsBot(iterations=40, seed=1, runner_determinizations=8).choose(g, g.decision)
    assert dealt.count("runner") == 8


def test_evaluate_prefers_an_agenda_behind_ice_to_an_open_one() -> None:
    """The same cards and clicks: Ice Wall protecting the agenda's remote is worth more to the
    Corp than Ice Wall on HQ and the agenda left open."""
    values = {}
    for ice_on in ("HQ", "Server 1"):
        g = scenario(corp={"hand": ["Priority Requisition", "Ice Wall"], "credits": 5})
        act(g, "install", card="Priority Requisition", server="new remote")
        act(g, "install", card="Ice Wall", server=ice_on)
        values[ice_on] = evaluate(g, "corp")
    assert values["Server 1"] > values["HQ"]


def test_mcts_corp_scores_an_agenda_as_soon_as_it_can_whatever_its_search_says() -> None:
    """Scoring is never worth putting off (an agenda left unscored can still be stolen): with a
    single iteration, too little for its search to have tried scoring, the Corp scores."""
    g = scenario(corp={"hand": ["Breaking News", "Hedge Fund", "Ice Wall"], "credits": 8})
    act(g, "install", card="Breaking News", server="new remote")
    act(g, "advance", card="Breaking News")
    act(g, "advance", card="Breaking News")
    for seed in range(5):
        o = MctsBot(iterations=1, seed=seed, prior=None).choose(g, g.decision)
        assert (o.kind, o.card) == ("score", "Breaking News")


def _run_until(g: Game, server: str, kind: str, card: str) -> None:
    """The Runner runs ``server``; every decision is passed until one offers ``kind`` of ``card``."""
    act(g, "run", server=server)
    while not options(g, kind, card=card):
        act(g, "pass")


def test_policy_breaks_the_end_the_run_subroutine_first() -> None:
    """In the search's simulated runs, a Runner facing Heimdall 1.0 with clicks to spare breaks
    "End the run." before "Do 1 brain damage.", whatever its random numbers."""
    g = scenario(corp={"hand": ["Heimdall 1.0"], "credits": 10})
    act(g, "install", card="Heimdall 1.0", server="HQ")
    end_turn(g)
    _run_until(g, "HQ", "rez", "Heimdall 1.0")
    act(g, "rez", card="Heimdall 1.0")
    while not options(g, "break"):
        g.choose(g.decision.options[0])
    assert [o.target for o in options(g, "break")] == ["Do 1 brain damage.", "End the run."]
    for seed in range(20):
        chosen = g.decision.options[policy(g, Rng(seed))]
        assert (chosen.kind, chosen.target) == ("break", "End the run.")


def test_policy_has_the_corp_spring_an_ambush_it_can_pay_for() -> None:
    """In the search's simulated runs, a Corp whose Snare! is accessed nearly always pays for its
    3 net damage (it did so half the time), so the Runner's search sees the danger of running
    into unknown cards with a small grip."""
    g = scenario(corp={"hand": ["Snare!"], "credits": 8})
    act(g, "install", card="Snare!", server="new remote")
    end_turn(g)
    _run_until(g, "Server 1", "ability", "Snare!")
    picks = [g.decision.options[policy(g, Rng(seed))].kind for seed in range(100)]
    assert picks.count("ability") >= 90


def test_mcts_runner_believes_a_card_in_a_remote_without_ice_is_no_agenda() -> None:
    """A uniform deal makes the unknown card of an unprotected remote an agenda as often as the
    Corp's deck holds agendas; the Runner's search deals it an asset or upgrade instead (Snare!
    among them), while a card behind ice may still be an agenda."""
    from netrunner.bots.mcts import unprotected_cards_are_no_agendas

    g = scenario(
        corp={
            "hand": ["Priority Requisition", "Priority Requisition", "Ice Wall"],
            "deck": ["Snare!", "PAD Campaign", "Hostile Takeover"] * 4,
        }
    )
    act(g, "install", card="Priority Requisition", server="new remote")
    act(g, "install", card="Ice Wall", server="new remote")
    act(g, "install", card="Priority Requisition", server="Server 2")
    naked = g.corp.servers["Server 1"].content[0]
    iced = g.corp.servers["Server 2"].content[0]
    deal = g.determinizer("runner")
    unprotected_cards_are_no_agendas(g, deal)
    dealt = [deal(Rng(s)) for s in range(40)]
    assert {d.cards[naked.id].data.type for d in dealt} == {"asset"}
    assert "agenda" in {d.cards[iced.id].data.type for d in dealt}


def test_policy_does_not_spend_nisei_mk_ii_on_every_run() -> None:
    """Only ambushes are sprung eagerly: Nisei MK II's end-the-run (one agenda counter) stays an
    option the Corp's policy takes now and then, not on the first run of every simulation."""
    g = scenario(corp={"hand": ["Nisei MK II"], "credits": 10})
    act(g, "install", card="Nisei MK II", server="new remote")
    act(g, "advance")
    act(g, "advance")
    end_turn(g)
    end_turn(g)
    act(g, "advance")
    act(g, "advance")
    act(g, "score")
    end_turn(g)
    _run_until(g, "HQ", "ability", "Nisei MK II")
    picks = [g.decision.options[policy(g, Rng(seed))].kind for seed in range(100)]
    assert picks.count("ability") <= 75


def test_policy_has_the_corp_keep_its_assets_unrezzed_during_a_run() -> None:
    """The heuristic Corp rezzes its assets on its own time, not in the middle of the Runner's run
    on another server: the Corp's policy seldom does either (it did three times in four, so any
    run, even one on an empty Archives, looked profitable to the Runner's search as the simulated
    Corp spent its credits)."""
    g = scenario(corp={"hand": ["PAD Campaign"], "credits": 10})
    act(g, "install", card="PAD Campaign", server="new remote")
    end_turn(g)
    _run_until(g, "Archives", "rez", "PAD Campaign")
    picks = [g.decision.options[policy(g, Rng(seed))].kind for seed in range(100)]
    assert picks.count("rez") <= 25


def test_mcts_runner_believes_agendas_wait_in_hq() -> None:
    """A Corp keeps agendas in hand until it can protect them: the Runner's deals put more agenda
    points in HQ than uniform deals do (and as many cards), so running HQ looks as rewarding as
    it is against such a Corp."""
    from netrunner.bots.mcts import RunnerBelief

    g = scenario(
        corp={
            "hand": ["Hedge Fund", "Ice Wall", "Priority Requisition", "PAD Campaign"],
            "deck": ["Hedge Fund", "Private Security Force", "Enigma", "Melange Mining Corp."] * 4,
        }
    )
    end_turn(g)
    deal = g.determinizer("runner")
    tilted = RunnerBelief(g, Rng(0))

    def hq_points(dealt: Game) -> int:
        assert len(dealt.corp.hand) == len(g.corp.hand)
        return sum(c.data.agenda_points or 0 for c in dealt.corp.hand)

    uniform = sum(hq_points(deal(Rng(s))) for s in range(300)) / 300
    believed = sum(hq_points(tilted(Rng(s))) for s in range(300)) / 300
    assert believed > 1.25 * uniform


def test_mcts_runner_believes_a_card_behind_ice_in_a_remote_is_an_agenda() -> None:
    """The Corp installs an agenda in a remote behind ice: the Runner's deals make that card an
    agenda (a uniform deal, only as often as the deck holds agendas) most of the time (not
    always: Corps also protect assets), and always once it is advanced."""
    from netrunner.bots.mcts import RunnerBelief, guarded_cards_are_agendas

    def game(advance: bool) -> Game:
        g = scenario(
            corp={
                "hand": ["Priority Requisition", "Ice Wall", "Hedge Fund"],
                "deck": ["Snare!", "PAD Campaign", "Hostile Takeover", "Hedge Fund"] * 4,
                "credits": 10,
            }
        )
        act(g, "install", card="Ice Wall", server="new remote")
        act(g, "install", card="Priority Requisition", server="Server 1")
        if advance:
            act(g, "advance", card="Priority Requisition")
        end_turn(g)
        return g

    g = game(advance=False)
    guarded = g.corp.servers["Server 1"].content[0]
    deal = g.determinizer("runner")
    uniform = sum(deal(Rng(s)).cards[guarded.id].data.type == "agenda" for s in range(200))
    assert uniform < 140
    guarded_cards_are_agendas(g, deal)
    leaning = sum(deal(Rng(s)).cards[guarded.id].data.type == "agenda" for s in range(200))
    assert 140 <= leaning < 190
    believed = RunnerBelief(g, Rng(0))
    agendas = sum(believed(Rng(s)).cards[guarded.id].data.type == "agenda" for s in range(200))
    assert 140 <= agendas < 190
    g = game(advance=True)
    advanced = g.corp.servers["Server 1"].content[0]
    believed = RunnerBelief(g, Rng(0))
    assert {believed(Rng(s)).cards[advanced.id].data.type for s in range(50)} == {"agenda"}


def _scorched_earth_turn(grip: int, tags: int = 1, credits: int = 5) -> Game:
    return scenario(
        corp={"hand": ["Scorched Earth"], "credits": credits},
        runner={"hand": ["Sure Gamble"] * grip, "tags": tags},
    )


def test_evaluation_sees_scorched_earth_flatline_a_tagged_runner_with_three_cards() -> None:
    """Scorched Earth does 4 meat damage to a tagged Runner: with 3 cards it dies, with 4 it
    lives (with none left), untagged or against a Corp short of 3 credits it is safe."""
    from netrunner.bots.mcts import corp_can_flatline

    assert corp_can_flatline(_scorched_earth_turn(grip=3))
    assert not corp_can_flatline(_scorched_earth_turn(grip=4))
    assert not corp_can_flatline(_scorched_earth_turn(grip=3, tags=0))
    assert not corp_can_flatline(_scorched_earth_turn(grip=3, credits=2))
    g = _scorched_earth_turn(grip=3)
    assert evaluate(g, "runner") < 0.5 * evaluate(_scorched_earth_turn(grip=4), "runner")


def _after_a_run(corp: dict[str, Any], runner: dict[str, Any], run: bool) -> Game:
    """The Corp's second turn, after a Runner's turn spent installing what it holds, then on a
    run on Archives (or on credits)."""
    g = scenario(corp=corp, runner=runner)
    end_turn(g)
    for c in list(g.runner.hand):
        act(g, "install", card=c.title)
    if run:
        act(g, "run", server="Archives")
        pass_until(g, "runner", kinds=("pass", "continue", "access"))
    end_turn(g)
    assert g.active == "corp" and g.decision is not None and g.decision.player == "corp"
    return g


def test_evaluation_sees_neural_emp_flatline_a_runner_with_no_grip_after_a_run() -> None:
    """Neural EMP (1 net damage, only after the Runner made a run) kills a Runner with an empty
    grip; not without a run, nor through Net Shield's prevention, nor a Runner with a card."""
    from netrunner.bots.mcts import corp_can_flatline

    corp = {"hand": ["Neural EMP"], "deck": ["Hedge Fund"] * 10}
    assert corp_can_flatline(_after_a_run(corp, {"hand": []}, run=True))
    assert not corp_can_flatline(_after_a_run(corp, {"hand": []}, run=False))
    shielded = _after_a_run(corp, {"hand": ["Net Shield"]}, run=True)
    assert shielded.runner.hand == [] and shielded.runner.program
    assert not corp_can_flatline(shielded)
    g = scenario(corp=corp, runner={"hand": ["Sure Gamble"]})
    end_turn(g)
    act(g, "run", server="Archives")
    pass_until(g, "runner", kinds=("pass", "continue", "access"))
    end_turn(g)
    assert len(g.runner.hand) == 1 and not corp_can_flatline(g)


def test_evaluation_sees_personal_evolution_score_an_agenda_into_an_empty_grip() -> None:
    """Jinteki: Personal Evolution does 1 net damage when the Corp scores an agenda: an agenda
    the Corp can still advance to its requirement this turn kills a Runner with no cards."""
    from netrunner.bots.mcts import corp_can_flatline

    def game(identity: str, grip: list[str]) -> Game:
        g = scenario(
            corp={"identity": identity, "hand": ["Nisei MK II"], "credits": 10},
            runner={"hand": grip},
        )
        act(g, "install", card="Nisei MK II", server="new remote")
        act(g, "advance", card="Nisei MK II")
        return g  # one click left: one more advancement of the two to go

    assert not corp_can_flatline(game("Jinteki: Personal Evolution", []))  # one click short
    g = game("Jinteki: Personal Evolution", [])
    end_turn(g)
    end_turn(g)
    assert corp_can_flatline(g)
    g = game("Jinteki: Personal Evolution", ["Sure Gamble"])
    end_turn(g)
    end_turn(g)
    assert not corp_can_flatline(g)


def test_mcts_runner_loses_its_tag_before_private_security_force_can_flatline_it() -> None:
    """The Corp has scored Private Security Force ([Click]: 1 meat damage to a tagged Runner):
    the tagged Runner with an empty grip ends its turn untagged or with a grip deeper than the
    Corp's three clicks, rather than spend the turn on credits and runs."""
    from netrunner.bots.mcts import corp_can_flatline

    g = scenario(corp={"hand": ["Private Security Force"], "credits": 10}, runner={"hand": []})
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    end_turn(g)
    end_turn(g)
    act(g, "advance", card="Private Security Force")
    act(g, "advance", card="Private Security Force")
    act(g, "score", card="Private Security Force")
    g.runner.tags = 1  # (set before the Runner's turn offers its options)
    g.runner.credits = 2
    end_turn(g)
    bot = MctsBot(seed=1)
    while g.active == "runner" and g.decision is not None:
        g.choose(
            bot.choose(g, g.decision) if g.decision.player == "runner" else g.decision.options[0]
        )
    assert g.active == "corp" and not g.over
    assert not corp_can_flatline(g)


def test_mcts_runner_does_not_run_rd_again_for_the_top_card_it_just_saw() -> None:
    """The Runner accessed the top of R&D (Hedge Fund) and left it there: running R&D again this
    turn would show it the same card, so the search (whose deals keep what the Runner has seen)
    doesn't, where with every deal re-dealing R&D it ran R&D again six times in eight."""
    for seed in range(3):
        g = scenario(
            corp={
                "hand": ["Ice Wall"],
                "deck": ["Hedge Fund", *["Priority Requisition", "Ice Wall", "PAD Campaign"] * 4],
            }
        )
        act(g, "install", card="Ice Wall", server="HQ")
        end_turn(g)
        act(g, "run", server="R&D")
        pass_until(g, "runner", kinds=("pass", "continue", "access"))
        assert g.corp.deck[0].id in g.known_to_runner
        choice = MctsBot(seed=seed).choose(g, g.decision)
        assert choice.kind != "run" or choice.server != "R&D"


def _pad_campaign_and_a_faceup_archives(runner: dict[str, Any]) -> Game:
    """A rezzed PAD Campaign in Server 1, Hedge Fund faceup in Archives, HQ iced: the
    Runner's first action."""
    g = scenario(
        corp={"hand": ["PAD Campaign", "Hedge Fund", "Ice Wall"], "credits": 10},
        runner={"deck": ["Sure Gamble"] * 10, **runner},
    )
    act(g, "install", card="PAD Campaign", server="new remote")
    act(g, "rez", card="PAD Campaign")
    act(g, "play", card="Hedge Fund")
    act(g, "install", card="Ice Wall", server="HQ")
    end_turn(g)
    return g


def test_fruitless_runs_are_those_where_the_runner_knows_it_would_gain_nothing() -> None:
    """Archives holding only faceup operations, a rezzed PAD Campaign the Runner can't afford to
    trash (4): runs there gain nothing. With 4 credits, or 3 and the Corp's bad publicity, the
    PAD Campaign can be trashed; a run on HQ or on R&D's unseen top card may find an agenda."""
    g = _pad_campaign_and_a_faceup_archives({"credits": 3})
    assert fruitless_runs(g) == {"Archives", "Server 1"}
    g = _pad_campaign_and_a_faceup_archives({"credits": 4})
    assert fruitless_runs(g) == {"Archives"}
    g = _pad_campaign_and_a_faceup_archives({"credits": 3})
    g.corp.bad_publicity = 1  # a run gives the Runner 1 credit more to trash it with
    assert fruitless_runs(g) == {"Archives"}


def test_fruitless_runs_count_what_the_runners_cards_gain_from_a_successful_run() -> None:
    """Datasucker gains a virus counter on a successful run on a central server (Archives is
    worth a run again); Desperado a credit on every successful run (no run is fruitless)."""
    g = _pad_campaign_and_a_faceup_archives({"credits": 8, "hand": ["Datasucker", "Desperado"]})
    act(g, "install", card="Datasucker")
    g.runner.credits = 3
    assert fruitless_runs(g) == {"Server 1"}
    g.runner.credits = 8
    act(g, "install", card="Desperado")
    g.runner.credits = 3
    assert fruitless_runs(g) == set()


def test_mcts_runner_does_not_run_archives_or_a_remote_it_knows_hold_nothing_for_it() -> None:
    """With nothing to gain in Archives or Server 1, the search spends no click running them,
    whatever the noise of its deals makes such runs worth (in games, valued within that noise of
    the best action, they were often its most visited: it ran the same faceup Archives turn
    after turn)."""
    for seed in range(4):
        g = _pad_campaign_and_a_faceup_archives({"credits": 3})
        for choice in _play(g, MctsBot(seed=seed, iterations=100), "runner", 4):
            assert choice.kind != "run" or choice.server not in ("Archives", "Server 1")


def test_evaluation_counts_a_second_copy_of_an_installed_program_as_nothing_more() -> None:
    """A second Aurora breaks nothing the first doesn't: the search is not drawn to pay for one
    (or to trash Magnum Opus to make room for one)."""
    g = scenario(runner={"hand": ["Aurora", "Aurora", "Magnum Opus"], "credits": 20})
    end_turn(g)
    breakers = FEATURES.index("runner icebreakers")
    others = FEATURES.index("runner other programs")
    act(g, "install", card="Aurora")
    act(g, "install", card="Magnum Opus")
    one = corp_features(g)
    act(g, "install", card="Aurora")
    two = corp_features(g)
    assert (one[breakers], one[others]) == (two[breakers], two[others]) == (1, 1)


def test_evaluation_counts_the_credits_the_corps_rezzed_assets_will_yet_give() -> None:
    """A rezzed PAD Campaign is worth five turns of a credit, an Adonis Campaign the credits on
    it: the Runner's search sees what leaving one standing costs it, not only its rez."""
    g = scenario(corp={"hand": ["PAD Campaign", "Adonis Campaign", "PAD Campaign"], "credits": 9})
    income = FEATURES.index("corp credits to come from its rezzed assets")
    act(g, "install", card="PAD Campaign", server="new remote")
    act(g, "install", card="Adonis Campaign", server="new remote")
    act(g, "install", card="PAD Campaign", server="new remote")
    assert corp_features(g)[income] == 0  # unrezzed: nothing yet
    act(g, "rez", card="PAD Campaign", server="Server 1")
    act(g, "rez", card="Adonis Campaign")
    assert corp_features(g)[income] == 5 + 12


def test_exposed_agenda_installs_are_unscorable_agendas_behind_fewer_than_two_ice() -> None:
    """Priority Requisition (5 advancements) can't be scored this turn: into a new remote it is
    exposed, into a remote with two pieces of ice it is not. Hostile Takeover (2) installed with
    the turn's last click is exposed too; with three clicks it would be scored at once."""
    g = scenario(
        corp={"hand": ["Priority Requisition", "Hostile Takeover", "Ice Wall", "Ice Wall"]}
    )
    keys = [option_key(o) for o in g.decision.options]
    assert {(k[1], k[2]) for k in exposed_agenda_installs(g, keys)} == {
        ("Priority Requisition", "new remote")
    }
    act(g, "install", card="Ice Wall", server="new remote")
    act(g, "install", card="Ice Wall", server="Server 1")
    g.choose(0)  # "Install it, paying 1 credit" (rather than trash the first Ice Wall)
    assert g.corp.clicks == 1
    keys = [option_key(o) for o in g.decision.options]
    assert {(k[1], k[2]) for k in exposed_agenda_installs(g, keys)} == {
        ("Priority Requisition", "new remote"),
        ("Hostile Takeover", "new remote"),
    }


def test_mcts_corp_never_leaves_an_agenda_it_cannot_score_behind_one_piece_of_ice() -> None:
    """With one Wall of Static in a remote and two clicks left, Private Security Force (4
    advancements) can't be scored this turn: the MCTS Corp keeps it in HQ (it used to install
    and advance it there, for the Runner's next run)."""
    for seed in range(4):
        g = scenario(
            corp={"hand": ["Wall of Static", "Private Security Force", "Hedge Fund"], "credits": 8}
        )
        act(g, "install", card="Wall of Static", server="new remote")
        for choice in _play(g, MctsBot(seed=seed, iterations=100), "corp", 2):
            assert choice.kind not in ("install", "advance"), choice.label


def test_an_option_told_apart_by_its_counters_keeps_its_key_whatever_the_counters() -> None:
    # two copies of Datasucker: the search knows the second one as the second one, whether its
    # label says "(nothing on it)" in one determinisation or "(1 virus counter)" in another
    a = Option("choose", card="Datasucker", label="Trash Datasucker (1 MU) (nothing on it)")
    b = a._replace(label="Trash Datasucker (1 MU) (1 virus counter)")
    assert option_key(a, 2) == option_key(b, 2) != option_key(a, 1)
    # the first of twins is known as a lone option with its label would be
    lone = a._replace(label="Trash Datasucker (1 MU)")
    assert option_key(a, 1) == option_key(lone)


def test_the_evaluation_weighs_every_feature_once():
    from netrunner.bots import mcts_eval

    assert len(mcts_eval._WEIGHTS) == len(FEATURES)


def _midgame(corp: str, runner: str, ruleset: str, seed: int, at: int, side: str) -> Game:
    """A game of random choices at ``side``'s first action decision ``at`` decisions in or after."""
    import random

    g = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
    rng = random.Random(seed)
    n = 0
    while (d := g.decision) is not None and (n < at or d.kind != "action" or d.player != side):
        g.choose(rng.randrange(len(d.options)))
        n += 1
    return g


def _tree(node: Any) -> list[Any]:
    """Every node of a search tree below ``node``: its key, visits, reward and availability."""
    out: list[Any] = []
    for key in sorted(node.children, key=repr):
        ch = node.children[key]
        out.append((key, ch.visits, ch.reward, ch.avail, _tree(ch)))
    return out


def test_mcts_keeping_the_games_reached_at_nodes_searches_the_same_tree(monkeypatch: Any) -> None:
    """A node keeps the game each determinisation reached there (when the way there drew none of
    the search's random numbers), so that later iterations on that determinisation start from it
    rather than choose their way down again: the tree, and so the choice, is the very one the
    search builds playing every iteration from the root."""
    import netrunner.bots.mcts as mcts

    roots: list[Any] = []
    real = MctsBot._search

    def keeping(self: MctsBot, *args: Any) -> Any:
        root = real(self, *args)
        roots.append(root)
        return root

    monkeypatch.setattr(MctsBot, "_search", keeping)
    games = [
        _midgame("starter:weyland-consortium", "starter:criminal", "anr", seed, at, side)
        for seed, at, side in (
            (3, 40, "runner"),
            (4, 80, "corp"),
            (5, 60, "corp"),
            (6, 30, "runner"),
        )
    ] + [
        _midgame("starter:classic-corp", "starter:classic-runner", "classic", seed, 20, side)
        for seed, side in ((5, "corp"), (7, "runner"))
    ]
    kept = 0
    for g in games:
        d = g.decision
        assert d is not None
        monkeypatch.setattr(mcts, "_KEEP_VISITS", 10**9)  # never: every iteration from the root
        replayed = MctsBot(iterations=120, seed=2).choose(g, d)
        monkeypatch.setattr(mcts, "_KEEP_VISITS", 1)  # as often as it may
        from_kept = MctsBot(iterations=120, seed=2).choose(g, d)
        assert from_kept == replayed
        assert _tree(roots[-1]) == _tree(roots[-2])
        kept += sum(len(ch.kept or ()) for ch in roots[-1].children.values())
    assert kept > 0  # (games were kept: the searches compared did differ in how they went)


def test_mcts_corp_never_backs_out_of_installing_ice_over_ice() -> None:
    """Installing ice where ice is, the Corp is asked which ice to trash first, or to back out
    ("cancel", back to its action decision). The search never tries backing out, which only comes
    back to the same decision: the MCTS Corp, which found it worth more than installing (after it,
    the search went on to the best action), chose the same install again and backed out again,
    until the game hit its decision cap (Jinteki against Anarch, seed 1000, turn 7)."""
    g = scenario(
        corp={
            "identity": "Jinteki: Personal Evolution",
            "hand": ["Chum", "Wall of Static", "Private Security Force", "Priority Requisition"],
        },
        runner={"identity": "Noise: Hacker Extraordinaire"},
    )
    act(g, "install", card="Chum", server="R&D")
    act(g, "install", card="Wall of Static", server="R&D")
    d = g.decision
    assert d is not None and [o.kind for o in d.options] == ["pass", "choose", "cancel"]
    for seed in range(3):
        assert MctsBot(iterations=100, seed=seed).choose(g, d).kind != "cancel"


def test_mcts_corp_arranges_the_cards_precognition_shows_it() -> None:
    """Searching the order of the top of R&D that Precognition shows the Corp, each
    determinisation keeps those cards on top: the search plays its options (a card named by
    title among them) instead of failing to find the card in a reshuffled R&D."""
    deck = ["Hedge Fund", "Ice Wall", "Enigma", "Priority Requisition", "Wall of Static"]
    g = scenario(corp={"hand": ["Precognition"], "deck": deck + ["Hostile Takeover", "Chum"]})
    act(g, "play", card="Precognition")
    d = g.decision
    assert d is not None and d.kind == "choose"
    chosen = MctsBot(iterations=100, seed=1).choose(g, d)
    assert chosen in d.options
    g.choose(chosen)
    assert sorted(c.title for c in g.corp.deck[:5]) == sorted(deck)

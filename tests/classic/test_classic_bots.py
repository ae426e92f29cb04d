"""The bots play Netrunner (1996): the heuristic and MCTS bots read the cards of the game's own
pool (the ``classic`` ruleset's), bid on its secret traces, and play seeded games to the end.

The strength of the heuristic bot against the random bot is measured by ``bench/bots.py
--ruleset classic`` (bench/README.md), not here.
"""

from __future__ import annotations

import netrunner
from netrunner.bots import HeuristicBot, MctsBot, play_match
from netrunner.bots.knowledge import breaker_info, ice_info, reading
from netrunner.engine.cost import priced
from netrunner.engine.decision import Decision, Option

CORP_DECK = "starter:classic-corp"
RUNNER_DECK = "starter:classic-runner"


def _classic(seed: int = 1) -> netrunner.Game:
    return netrunner.Game.new(CORP_DECK, RUNNER_DECK, seed=seed, ruleset="classic")


def test_each_view_names_the_ruleset_whose_cards_it_shows() -> None:
    g = _classic()
    anr = netrunner.Game.new("starter:nbn", "starter:criminal", seed=1)
    assert g.view("corp")["ruleset"] == "classic" and g.view("runner")["ruleset"] == "classic"
    assert anr.view("runner")["ruleset"] == "anr"


def test_the_bots_read_a_1996_wall_and_krash_from_the_classic_pool() -> None:
    with reading("classic"):
        assert ice_info("Fire Wall").types == frozenset({"Wall"})
        assert [s.kind for s in ice_info("Razor Wire").subs] == ["damage", "etr"]
        hammer, krash = breaker_info("Hammer"), breaker_info("Krash")
        assert hammer is not None and hammer.breaks == "Wall"
        assert krash is not None and krash.breaks is None  # any ice
    # the same title outside the classic game is Android: Netrunner's card
    assert ice_info("Wall of Static").strength == 3


def test_the_heuristic_corp_bids_its_trace_limit_in_secret_on_a_runner_without_tags() -> None:
    g = _classic()
    view = g.view("corp")
    bids = tuple(
        Option("trace", amount=n, label=f"Spend {n} bits", cost=priced(0, n)) for n in range(4)
    )
    d = Decision("corp", "Trace 3", bids, (None,) * 4, kind="trace", params={"base": 3, "limit": 3})
    assert view["runner"]["tags"] == 0 and view["corp"]["credits"] >= 3
    assert HeuristicBot().choose(view, d).amount == 3


def test_the_heuristic_runner_buys_the_cheapest_link_above_the_corps_highest_bid() -> None:
    g = _classic()
    view = g.view("runner")
    links = (
        Option("link", amount=0, label="No link", cost=priced(0, 0)),
        *(
            Option("link", card="Link", amount=n, label=f"link {n}", cost=priced(0, n))
            for n in range(1, 5)
        ),
    )
    # trace limit 2: the Corp bids at most 2 and wins ties, so link 3 is the cheapest that beats it
    d = Decision("runner", "Trace 2", links, (None,) * 5, kind="link", params={"base": 2})
    assert view["corp"]["credits"] >= 2 and view["runner"]["credits"] >= 3
    assert HeuristicBot().choose(view, d).amount == 3


def test_the_heuristic_corp_plays_classic_games_to_their_end_against_the_random_runner() -> None:
    for seed in (1, 2, 3):
        winner, reason, _, turns = play_match(
            CORP_DECK, RUNNER_DECK, "heuristic", "random", seed, ruleset="classic"
        )
        assert winner == "corp" and reason in ("agenda_points", "flatline") and turns > 1


def test_the_heuristic_runner_plays_classic_games_to_their_end_against_the_random_corp() -> None:
    for seed in (1, 2, 3):
        winner, reason, _, turns = play_match(
            CORP_DECK, RUNNER_DECK, "random", "heuristic", seed, ruleset="classic"
        )
        assert winner == "runner" and reason in ("agenda_points", "rd_empty") and turns > 1


def test_the_mcts_bot_plays_a_classic_game_to_its_end_on_each_side() -> None:
    corp = play_match(
        CORP_DECK, RUNNER_DECK, MctsBot(iterations=8, seed=1), "heuristic", 1, ruleset="classic"
    )
    runner = play_match(
        CORP_DECK, RUNNER_DECK, "heuristic", MctsBot(iterations=8, seed=2), 2, ruleset="classic"
    )
    for winner, reason, _, _ in (corp, runner):
        assert winner in ("corp", "runner") and reason != "decision_cap"


def test_the_mcts_bot_plays_the_expansion_decks_to_the_end_on_each_side() -> None:
    for seed, (corp, runner) in enumerate(
        (("classic-deflectors", "classic-hidden"), ("classic-rez-choices", "classic-publicity"))
    ):
        for corp_bot, runner_bot in (
            (MctsBot(iterations=8, seed=seed), "heuristic"),
            ("heuristic", MctsBot(iterations=8, seed=seed)),
        ):
            winner, reason, _, _ = play_match(
                f"starter:{corp}",
                f"starter:{runner}",
                corp_bot,
                runner_bot,
                seed,
                ruleset="classic",
            )
            assert winner in ("corp", "runner") and reason != "decision_cap", (corp, runner)


def test_the_heuristic_runner_reads_subroutines_bought_at_the_rez_from_the_view() -> None:
    """Food Fight has no printed subroutine: rezzed for 6 bits it has three "End the run"; the
    heuristic Runner with Krash boosts and breaks them rather than passing as through an empty
    ice."""
    from classic.test_corp_ice_rez import at_ice

    g = at_ice("Food Fight", ("Krash",), corp_credits=10)
    g.choose(next(o for o in g.decision.options if o.amount == 3))
    bot = HeuristicBot(seed=1)
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "encounter"
    pick = bot.choose(g.view("runner"), d)
    assert pick.kind in ("boost", "break") and pick.card == "Krash"
    with reading("classic"):
        assert ice_info("Food Fight").subs == ()  # printed: none


def test_the_heuristic_bot_spreads_its_secret_choices_and_repeats_itself_only_on_the_same_view() -> (
    None
):
    """Too Many Doors: a fixed answer could be read by an opponent; the bot's answer depends on
    what it sees, so over different positions it spends 0, 1 and 2, and the same view gives the
    same answer."""
    from classic.test_secret_choices import _at_too_many_doors

    picks = set()
    for corp_bits in range(3, 12):
        g = _at_too_many_doors(corp_credits=corp_bits, runner_credits=6)
        d = g.decision
        assert d is not None and d.kind == "secret"
        pick = HeuristicBot(seed=1).choose(g.view("corp"), d)
        assert pick == HeuristicBot(seed=2).choose(g.view("corp"), d)
        picks.add(pick.amount)
    assert picks == {0, 1, 2}


def test_the_heuristic_bot_plays_every_preconstructed_deck_to_the_end_against_the_random_bot() -> (
    None
):
    from netrunner.rulesets.classic.starters import STARTERS

    corps = [n for n, s in STARTERS.items() if s.side == "corp"]
    runners = [n for n, s in STARTERS.items() if s.side == "runner"]
    for i, (corp, runner) in enumerate(zip(corps, runners, strict=True)):
        for corp_bot, runner_bot in (("heuristic", "random"), ("random", "heuristic")):
            winner, reason, decisions, _ = play_match(
                f"starter:{corp}",
                f"starter:{runner}",
                corp_bot,
                runner_bot,
                seed=i,
                ruleset="classic",
            )
            assert winner in ("corp", "runner") and reason != "decision_cap", (corp, runner)


def test_the_heuristic_corp_advances_an_agenda_too_hard_for_a_turn_and_a_half() -> None:
    """Private Cybernet Police (difficulty 7) behind two pieces of ice: advanced a turn at a
    time (Android: Netrunner has no agenda over 5, so its play is unchanged)."""
    from cards.helpers import corp_install, next_corp_turn

    g = netrunner.testing.scenario(
        ruleset="classic",
        corp={"hand": ["Data Wall", "Data Wall", "Private Cybernet Police"], "credits": 20},
    )
    corp_install(g, "Data Wall", "new remote")
    corp_install(g, "Data Wall", "Server 1")
    corp_install(g, "Private Cybernet Police", "Server 1")
    for ice in g.corp.servers["Server 1"].ice:
        g.set_rezzed(ice, True)
    next_corp_turn(g)  # the Runner did nothing
    bot = HeuristicBot()
    while (d := g.decision) is not None and d.kind != "action":
        g.choose(bot.choose(g.view("corp"), d))  # the start of the turn: draw, windows
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "action"
    pick = bot.choose(g.view("corp"), d)
    assert pick.kind == "advance" and pick.card == "Private Cybernet Police"

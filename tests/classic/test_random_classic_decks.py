"""Random 1996 games between random legal decks drawn from all three sets, Base, Proteus and
Classic (``ClassicDeck.random``), 300 seeded games, with every invariant and hidden-information check of
``tests/test_random_games.py`` after every choice (secret bids included), and a replay of some.
"""

from __future__ import annotations

import pytest

import netrunner
from netrunner.rulesets.classic import CLASSIC
from netrunner.rulesets.classic.decks import ClassicDeck
from netrunner.rulesets.classic.sets import card_sets
from test_random_games import play_random_game

GAMES = 300
PARTS = 6


def _decks(seed: int) -> tuple[ClassicDeck, ClassicDeck]:
    return ClassicDeck.random("corp", seed), ClassicDeck.random("runner", seed)


def test_random_decks_are_legal_and_use_every_playable_card_of_the_three_sets() -> None:
    titles: set[str] = set()
    for seed in range(GAMES):
        corp, runner = _decks(seed)
        assert CLASSIC.validate_deck(corp) == [] and CLASSIC.validate_deck(runner) == []
        titles.update(t for t, _ in (*corp.cards, *runner.cards))
    assert titles == set(CLASSIC.pool.definitions)  # every playable card turns up in some game
    assert {card_sets()[t] for t in titles} == {"Base", "Proteus", "Classic"}


def test_random_decks_keep_to_the_sets_asked_for() -> None:
    for seed in range(20):
        deck = ClassicDeck.random("runner", seed, sets=("Base",))
        assert {card_sets()[t] for t, _ in deck.cards} == {"Base"}


@pytest.mark.parametrize("part", range(PARTS))
def test_random_games_between_random_decks_keep_invariants_and_hide_information(
    part: int,
) -> None:
    for seed in range(part, GAMES, PARTS):
        play_random_game(7000 + seed, ruleset="classic", decks=_decks(seed))


def test_a_game_between_random_decks_replays_exactly() -> None:
    for seed in (3, 11):
        corp, runner = _decks(seed)
        g = play_random_game(
            7000 + seed, ruleset="classic", decks=(corp, runner), check_hidden=False
        )
        again = netrunner.Game.replay(corp, runner, 7000 + seed, g.history, ruleset="classic")
        assert again.log == g.log and again.winner == g.winner

"""Random 1996 games between random legal decks drawn from the whole Base set
(``ClassicDeck.random``), 300 seeded games, with every invariant and hidden-information check of
``tests/test_random_games.py`` after every choice (secret bids included), and a replay of some.
"""

from __future__ import annotations

import pytest

import netrunner
from netrunner.rulesets.classic import CLASSIC
from netrunner.rulesets.classic.decks import ClassicDeck
from test_random_games import play_random_game

GAMES = 300
PARTS = 6


def _decks(seed: int) -> tuple[ClassicDeck, ClassicDeck]:
    return ClassicDeck.random("corp", seed), ClassicDeck.random("runner", seed)


def test_random_base_decks_are_legal_and_use_the_whole_base_set() -> None:
    titles: set[str] = set()
    for seed in range(GAMES):
        corp, runner = _decks(seed)
        assert CLASSIC.validate_deck(corp) == [] and CLASSIC.validate_deck(runner) == []
        titles.update(t for t, _ in (*corp.cards, *runner.cards))
    playable = {t for t in CLASSIC.pool.definitions if t in set(_base())}
    assert titles == playable  # every playable Base card turns up in some game


def _base() -> list[str]:
    from netrunner.rulesets.classic.sets import base_set

    return base_set()


@pytest.mark.parametrize("part", range(PARTS))
def test_random_games_between_random_base_decks_keep_invariants_and_hide_information(
    part: int,
) -> None:
    for seed in range(part, GAMES, PARTS):
        play_random_game(7000 + seed, ruleset="classic", decks=_decks(seed))


def test_a_game_between_random_base_decks_replays_exactly() -> None:
    for seed in (3, 11):
        corp, runner = _decks(seed)
        g = play_random_game(
            7000 + seed, ruleset="classic", decks=(corp, runner), check_hidden=False
        )
        again = netrunner.Game.replay(corp, runner, 7000 + seed, g.history, ruleset="classic")
        assert again.log == g.log and again.winner == g.winner

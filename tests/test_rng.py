"""The game's random number generator: seeded, uniform shuffles and draws."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

from hypothesis import given
from hypothesis import strategies as st

from netrunner.engine.rng import Rng


@given(st.integers(min_value=0, max_value=2**64), st.lists(st.integers(), max_size=60))
def test_a_shuffle_is_a_permutation_of_the_same_cards(seed: int, items: list[int]) -> None:
    shuffled = list(items)
    Rng(seed).shuffle(shuffled)
    assert sorted(shuffled) == sorted(items)


def test_the_same_seed_shuffles_a_deck_the_same_way() -> None:
    a, b = list(range(45)), list(range(45))
    Rng(11).shuffle(a)
    Rng(11).shuffle(b)
    assert a == b
    c = list(range(45))
    Rng(12).shuffle(c)
    assert c != a


def test_every_order_of_three_cards_is_equally_likely() -> None:
    rng = Rng(5)
    counts: Counter[tuple[int, ...]] = Counter()
    trials = 60_000
    for _ in range(trials):
        xs = [0, 1, 2]
        rng.shuffle(xs)
        counts[tuple(xs)] += 1
    assert set(counts) == set(permutations(range(3)))
    expected = trials / 6
    chi2 = sum((n - expected) ** 2 / expected for n in counts.values())
    assert chi2 < 20.5  # 5 degrees of freedom: p < 0.001 above this


def test_a_card_is_equally_likely_to_end_anywhere_in_a_deck() -> None:
    rng = Rng(9)
    where: Counter[int] = Counter()
    trials = 40_000
    for _ in range(trials):
        deck = list(range(40))
        rng.shuffle(deck)
        where[deck.index(0)] += 1
    expected = trials / 40
    chi2 = sum((where[i] - expected) ** 2 / expected for i in range(40))
    assert chi2 < 73.0  # 39 degrees of freedom: p < 0.001 above this


def test_randrange_draws_every_value_in_range_evenly() -> None:
    rng = Rng(3)
    counts = Counter(rng.randrange(6) for _ in range(30_000))
    assert set(counts) == set(range(6))
    chi2 = sum((n - 5000) ** 2 / 5000 for n in counts.values())
    assert chi2 < 20.5

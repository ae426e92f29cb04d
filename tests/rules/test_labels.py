"""Labels, log lines and card text written one way, by one formatter (netrunner.engine.words):
credits in words, boosts with the strength they give, agendas with their own points and the total,
and options that would read alike told apart by what differs."""

from __future__ import annotations

import random
import re

import netrunner
from netrunner.cards import core_set, definition
from netrunner.testing import act, end_turn, options, scenario

from .test_agendas import fully_advanced_private_security_force
from .test_traces_damage import runner_turn

#: What a player must never read: icon markup, "cr" abbreviations, cent signs, "credit(s)".
MARKUP = re.compile(r"\[(Click|Credit|Trash|MU|Link|Recurring Credit|Subroutine)\]|\d cr\b|¢|\(s\)")


def test_no_card_text_shows_icon_markup() -> None:
    found = [c.title for c in core_set() if MARKUP.search(definition(c.title).text)]
    assert found == []


def test_options_and_the_log_write_credits_in_words_over_whole_games() -> None:
    corps = ["haas-bioroid", "jinteki", "nbn", "weyland-consortium"]
    runners = ["anarch", "criminal", "shaper"]
    for seed in range(12):
        g = netrunner.Game.new(
            f"starter:{corps[seed % 4]}", f"starter:{runners[seed % 3]}", seed=seed
        )
        rng = random.Random(seed)
        while g.decision is not None:
            d = g.decision
            for text in (d.prompt, d.public_prompt, *(o.label for o in d.options)):
                assert not MARKUP.search(text), text
            labels = [o.label for o in d.options]
            assert len(set(labels)) == len(labels)
            assert not any(re.search(r"\(\d+\)$", label) for label in labels), labels
            g.choose(rng.randrange(len(d.options)))
        assert not [line for line in g.log if MARKUP.search(line)]


def test_a_boost_shows_the_strength_it_gives_before_and_after() -> None:
    g = runner_turn(
        {"hand": ["Wall of Static"], "credits": 5},
        [("Wall of Static", "HQ")],
        runner={"hand": ["Corroder"], "credits": 9},
    )
    act(g, "install", card="Corroder")
    act(g, "run", server="HQ")
    act(g, "rez", card="Wall of Static")
    (boost,) = options(g, "boost", card="Corroder")
    assert boost.label == "Corroder: +1 strength for 1 credit (2 → 3)"
    act(g, "boost", card="Corroder")
    assert g.log[-1] == "The Runner boosts Corroder to strength 3."
    assert not options(g, "boost")  # strong enough now: what is left is to break
    (brk,) = options(g, "break", card="Corroder")
    assert brk.label == 'Corroder: break "End the run." (1 credit)'


def test_a_score_names_the_agendas_own_points_then_the_total() -> None:
    g = fully_advanced_private_security_force()
    (score,) = options(g, "score")
    assert score.label == "Score Private Security Force (2 agenda points) in Server 1"
    act(g, "score", card="Private Security Force")
    assert g.log[-1] == (
        "The Corp scores Private Security Force (2 agenda points) from Server 1, "
        "for 2 agenda points in all."
    )


def test_two_copies_of_a_card_are_told_apart_by_their_tokens() -> None:
    g = scenario(runner={"hand": ["Armitage Codebusting"] * 2, "credits": 5})
    end_turn(g)
    act(g, "install", card="Armitage Codebusting")
    act(g, "ability", card="Armitage Codebusting")  # 12 -> 10 credits on the first copy
    act(g, "install", card="Armitage Codebusting")
    labels = sorted(o.label for o in options(g, "ability", card="Armitage Codebusting"))
    assert [label.rsplit(" (", 1)[1] for label in labels] == [
        "10 credits on it)",
        "12 credits on it)",
    ]


def test_two_pieces_of_ice_of_one_title_on_a_server_are_told_apart_by_position() -> None:
    g = scenario(corp={"hand": ["Ice Wall"] * 2, "credits": 9})
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "pass")  # pay 1 for the second piece rather than trash the first
    labels = sorted(o.label for o in options(g, "advance", card="Ice Wall"))
    assert labels == [
        "Advance Ice Wall in HQ (ice 1 of HQ)",
        "Advance Ice Wall in HQ (ice 2 of HQ)",
    ]


def two_crypsis() -> netrunner.Game:
    """The Runner's turn with two copies of Crypsis installed (their click abilities read alike)."""
    g = scenario(runner={"hand": ["Crypsis"] * 2, "credits": 12})
    end_turn(g)
    act(g, "install", card="Crypsis")
    act(g, "install", card="Crypsis")
    return g


def test_identical_copies_are_told_apart_by_which_was_installed_first() -> None:
    labels = [o.label for o in options(two_crypsis(), "ability", card="Crypsis")]
    assert [label.rsplit(" (", 1)[1] for label in labels] == [
        "the 1st installed)",
        "the 2nd installed)",
    ]


def test_a_decision_says_which_options_read_alike_and_their_rank() -> None:
    d = two_crypsis().decision
    assert d is not None
    ranks = {o.label: t for o, t in zip(d.options, d.twins, strict=True) if o.kind == "ability"}
    assert sorted(ranks.values()) == [1, 2]
    assert all(t == 0 for o, t in zip(d.options, d.twins, strict=True) if o.kind != "ability")

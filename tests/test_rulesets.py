"""Rulesets as objects: each owns its card pool, its deck loader and the procedures that differ,
and the engine reaches cards and decklists only through them."""

from __future__ import annotations

import ast
import random
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import netrunner
from netrunner.decks import load_deck
from netrunner.engine.carddb import CardData
from netrunner.engine.effects import GainCredits
from netrunner.engine.pool import CardPool
from netrunner.engine.ruleset import RULESETS, Ruleset, get_ruleset, register_ruleset
from netrunner.engine.words import Words
from netrunner.testing import act, options, scenario

ENGINE = Path(netrunner.__file__).parent / "engine"


def _imports(path: Path) -> Iterator[str]:
    """Every module ``path`` imports, relative imports resolved against the package."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level == 0:
                yield node.module or ""
            else:
                base = ["netrunner", "engine"][: 3 - node.level]
                yield ".".join([*base, node.module or ""]).rstrip(".")


def test_the_engine_imports_no_card_module_no_decklist_reader_and_no_client() -> None:
    outside = ("netrunner.cards", "netrunner.decks", "netrunner.rulesets", "netrunner.bots")
    outside += ("netrunner.cli", "netrunner.ai", "netrunner.testing")
    found = [
        f"{path.name}: {name}"
        for path in sorted(ENGINE.glob("*.py"))
        for name in _imports(path)
        if name.startswith(outside)
    ]
    assert found == []


def test_a_second_pool_holds_a_title_of_the_core_set_with_other_numbers() -> None:
    fund = CardData.make("Hedge Fund", "operation", "corp", cost=3)
    other = CardPool("other", {fund.title: fund})
    other.define("Hedge Fund", on_play=(GainCredits(4),))
    anr = get_ruleset("anr").pool
    assert (other.data("Hedge Fund").cost, anr.data("Hedge Fund").cost) == (3, 5)
    assert other.definition("Hedge Fund").text == "Gain 4 credits."
    assert anr.definition("Hedge Fund").text == "Gain 9 credits."


def test_a_pool_refuses_a_card_defined_twice_and_names_close_titles() -> None:
    pool = CardPool("p", {"Hedge Fund": CardData.make("Hedge Fund", "operation", "corp")})
    pool.define("Hedge Fund")
    with pytest.raises(ValueError, match="defined twice"):
        pool.define("Hedge Fund")
    with pytest.raises(netrunner.UnknownCard, match="did you mean Hedge Fund"):
        pool.data("Hedge Funds")


class Blitz(Ruleset):
    """A made-up variant: no mulligan, four clicks for the Corp, 3 points win, ties trace."""

    name = "blitz"
    corp_clicks = 4
    agenda_points_to_win = 3
    trace_ties_succeed = True

    def opening_steps(self, g: Any) -> tuple[Any, ...]:
        from netrunner.engine.flow import CorpTurnStart

        return (CorpTurnStart(),)  # no mulligan: straight to the Corp's first turn


@pytest.fixture
def blitz() -> Iterator[Ruleset]:
    ruleset = register_ruleset(Blitz(get_ruleset("anr").pool, load_deck))
    yield ruleset
    del RULESETS["blitz"]


def test_a_ruleset_subclass_changes_setup_turns_and_winning_without_copying_the_engine(
    blitz: Ruleset,
) -> None:
    g = netrunner.Game.new("starter:weyland", "starter:anarch", seed=3, ruleset="blitz")
    d = g.decision
    assert d is not None and d.kind == "action" and d.params == {"clicks": 4}
    assert g.ruleset is blitz and g.ruleset.trace_succeeds(2, 2)
    rng = random.Random(3)
    kinds = set()
    while g.decision is not None and len(g.history) < 3000:
        kinds.add(g.decision.kind)
        g.choose(rng.randrange(len(g.decision.options)))
    assert g.over and "mulligan" not in kinds
    if g.win_reason == "agenda_points":  # 3 points win: at most 2 + a 3-point agenda
        winner = g.corp if g.winner == "corp" else g.runner
        assert 3 <= winner.agenda_points <= 5


def test_a_scenario_takes_its_cards_from_the_rulesets_pool(blitz: Ruleset) -> None:
    g = scenario(corp={"hand": ["Hedge Fund"]}, ruleset="blitz")
    assert g.corp.clicks == 4
    act(g, "play", card="Hedge Fund")
    assert g.corp.credits == 9


def test_an_unknown_ruleset_is_an_error_that_names_the_known_ones() -> None:
    with pytest.raises(ValueError, match="unknown ruleset 'chess': expected one of anr, .*classic"):
        netrunner.Game.new("starter:nbn", "starter:shaper", ruleset="chess")


def test_a_deck_of_the_wrong_side_is_refused_by_the_ruleset() -> None:
    with pytest.raises(netrunner.DeckError, match="the deck given as the Corp's is a Runner deck"):
        netrunner.Game.new("starter:shaper", "starter:shaper")


def test_a_corp_deck_given_as_the_runners_is_a_deck_error_naming_the_side() -> None:
    with pytest.raises(netrunner.DeckError) as e:
        netrunner.Game.new("starter:jinteki", "starter:nbn")
    assert "the deck given as the Runner's is a Corp deck" in str(e.value)
    assert "NBN: Making News" in str(e.value)
    with pytest.raises(netrunner.DeckError, match="the deck given as the Runner's is a Corp deck"):
        netrunner.Game.new("starter:classic-corp", "starter:classic-corp", ruleset="classic")


def test_the_ruleset_checks_a_deck_against_its_deckbuilding_rules() -> None:
    anr = get_ruleset("anr")
    assert anr.validate_deck(load_deck("starter:jinteki")) == []
    small = netrunner.Deck.parse("Jinteki: Personal Evolution\n3 Hedge Fund")
    assert anr.validate_deck(small) == [
        "The deck has 3 cards; Jinteki: Personal Evolution needs at least 45.",
        "A 3-card Corp deck needs 18 or 19 agenda points; this one has 0.",
    ]


class Bits(Blitz):
    """The variant in other words: bits for credits, actions for clicks (as the 1996 game)."""

    name = "bits"
    words = Words(credit=("bit", "bits"), click=("action", "actions"))


def test_a_rulesets_words_reach_labels_prompts_and_the_log() -> None:
    register_ruleset(Bits(get_ruleset("anr").pool, load_deck))
    try:
        g = scenario(corp={"hand": ["Ice Wall", "Ice Wall"], "credits": 5}, ruleset="bits")
        d = g.decision
        assert d is not None and d.prompt == "Corp's turn 1: 4 actions left. Your action?"
        assert options(g, "credit")[0].label == "Gain 1 bit"
        assert options(g, "purge")[0].label == "Purge virus counters (3 actions)"
        act(g, "credit")
        assert g.log[-1] == "The Corp spends 1 action to gain 1 bit."
        act(g, "install", card="Ice Wall", server="HQ")
        act(g, "install", card="Ice Wall", server="HQ")
        assert options(g, "pass")[0].label == "Install it, paying 1 bit"
        act(g, "pass")
        assert g.log[-1] == "The Corp installs ice protecting HQ, paying 1 bit."
    finally:
        del RULESETS["bits"]

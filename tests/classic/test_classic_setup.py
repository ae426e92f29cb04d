"""The 1996 game as the ``classic`` ruleset: setup, words, decks (rules-diff items 1-9, 12, 106-110)."""

from __future__ import annotations

import pytest

import netrunner
from netrunner.decks import DeckError
from netrunner.engine.ruleset import get_ruleset
from netrunner.rulesets.classic import ClassicDeck
from netrunner.testing import act, options, scenario


def _new(seed: int = 1) -> netrunner.Game:
    return netrunner.Game.new(
        "starter:classic-corp", "starter:classic-runner", seed=seed, ruleset="classic"
    )


def test_no_identities_and_no_mulligan_the_corp_starts_with_its_mandatory_draw() -> None:
    g = _new()
    assert g.corp.identity is None and g.runner.identity is None
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "action"
    assert g.corp.clicks == 3
    assert len(g.corp.hand) == 6 and len(g.runner.hand) == 5  # 5 each, and the Corp's draw
    assert g.corp.credits == 5 and g.runner.credits == 5
    assert "The Corp draws 1 card." in g.log
    v = g.view("runner")
    assert v["corp"]["identity"] is None and v["runner"]["identity"] is None


def test_the_1996_words_bits_actions_subsidiary_data_forts() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Data Wall"]})
    assert options(g, "credit")[0].label == "Gain 1 bit"
    labels = [o.label for o in options(g, "install")]
    assert "Install Data Wall protecting a new subsidiary data fort" in labels
    assert g.decision is not None and g.decision.prompt.startswith("Corp's turn 1: 3 actions left")


def test_the_corp_has_no_basic_purge_action() -> None:
    g = scenario(ruleset="classic")
    assert options(g, "purge") == []


def test_scenario_fills_classic_decks_with_classic_cards() -> None:
    g = scenario(ruleset="classic")
    assert {c.title for c in g.corp.deck} == {"Accounts Receivable"}
    assert {c.title for c in g.runner.deck} == {"Score!"}
    act(g, "credit")
    assert g.corp.credits == 6


def test_an_agenda_is_liberated_in_the_log() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Tycho Extension"]})
    act(g, "install", card="Tycho Extension", server="new remote")
    for _ in range(2):
        act(g, "credit")
    act(g, "pass")  # the Corp's action phase ends
    act(g, "run", server="Server 1")
    while g.run is not None:
        act(g, "pass")
    assert (
        "The Runner liberates Tycho Extension (4 agenda points), for 4 agenda points in all."
        in (g.log)
    )


# ---------------------------------------------------------------------- decks


def test_the_two_starter_decks_are_legal_45_card_decks() -> None:
    corp, runner = ClassicDeck.starter("classic-corp"), ClassicDeck.starter("classic-runner")
    assert (len(corp), len(runner)) == (45, 45)
    assert corp.validate() == [] and runner.validate() == []
    assert corp.agenda_points() == 21


def test_a_deck_needs_45_cards() -> None:
    deck = ClassicDeck.parse("runner", "44 Score!")
    assert deck.validate() == ["The deck has 44 cards; a deck needs at least 45."]


def test_a_corp_deck_needs_2_agenda_points_per_5_cards_rounded_up() -> None:
    deck = ClassicDeck.parse("corp", "4 Tycho Extension\n1 Hostile Takeover\n41 Data Wall")
    # 46 cards need 2 x 10 = 20 points; 4 x 4 + 1 = 17
    assert deck.validate() == [
        "A 46-card Corp deck needs at least 20 agenda points; this one has 17."
    ]
    deck = ClassicDeck.parse("corp", "5 Tycho Extension\n40 Data Wall")
    assert deck.validate() == []  # 45 cards, 20 points: enough (there is no upper limit)


def test_no_limit_on_copies_but_sides_cannot_mix() -> None:
    assert ClassicDeck.parse("runner", "45x Score!").validate() == []
    deck = ClassicDeck.parse("runner", "44 Score!\nData Wall")
    assert deck.validate() == ["Data Wall is a Corp card and cannot be in a Runner deck."]


def test_decklist_titles_forgive_case_and_the_trademark_sign() -> None:
    deck = ClassicDeck.parse("corp", "1 homewrecker\nLucidrine Booster Drug x1")
    assert dict(deck.cards) == {"Homewrecker [TM]": 1, "Lucidrine [TM] Booster Drug": 1}


def test_an_unknown_title_is_an_error_naming_the_line() -> None:
    with pytest.raises(DeckError, match=r"line 2: unknown card title 'Fire Wal'.*Fire Wall"):
        ClassicDeck.parse("corp", "3 Data Wall\n2 Fire Wal")


def test_the_classic_ruleset_reads_only_its_own_cards() -> None:
    with pytest.raises(ValueError):
        netrunner.Game.new("starter:jinteki", "starter:classic-runner", seed=1, ruleset="classic")
    assert "Hedge Fund" not in get_ruleset("classic").pool


def test_card_text_is_written_in_the_1996_words() -> None:
    pool = get_ruleset("classic").pool
    assert pool.definition("Accounts Receivable").text == "Gain 9 bits."
    assert pool.definition("Red Herrings").text.startswith(
        "To liberate an agenda accessed from this data fort, the Runner must also pay 5 bits."
    )
    assert "1 action: Take 3 bits from this card." in pool.definition("Rockerboy Promotion").text
    # no declared 1996 card speaks of credits or clicks
    import re

    for title in pool.definitions:
        text = pool.definition(title).text
        assert not re.search(r"\b(credits?|clicks?)\b", text), f"{title}: {text}"
    # the Android: Netrunner cards keep their own words
    assert get_ruleset("anr").pool.definition("Hedge Fund").text == "Gain 9 credits."


def test_a_derezzed_card_stays_faceup_and_known_to_both_players() -> None:
    """rules-diff 40: derezzed cards remain face up (no card of the plan derezzes: the engine's
    derez is called directly)."""
    g = scenario(ruleset="classic", corp={"hand": ["Rockerboy Promotion"], "credits": 10})
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    act(g, "rez", card="Rockerboy Promotion")
    card = g.corp.servers["Server 1"].content[0]
    g.set_rezzed(card, False)
    shown = g.view("runner")["corp"]["servers"]["Server 1"]["content"][0]
    assert shown["title"] == "Rockerboy Promotion" and not shown["rezzed"]


def test_deck_parse_reads_a_1996_list_with_ruleset_classic_and_validates_it() -> None:
    import netrunner

    deck = netrunner.Deck.parse("3x Data Wall\nNight Shift x2\nTycho Extension", ruleset="classic")
    assert deck.side == "corp" and deck.identity is None and len(deck) == 6
    assert deck.cards == (("Data Wall", 3), ("Night Shift", 2), ("Tycho Extension", 1))
    assert deck.validate() == ["The deck has 6 cards; a deck needs at least 45."]
    assert netrunner.Deck.parse(deck.to_text(), ruleset="classic") == deck


def test_counters_and_hosted_bits_are_told_in_the_1996_words() -> None:
    from cards.helpers import corp_install, corp_rez, next_corp_turn

    g = scenario(ruleset="classic", corp={"hand": ["Holovid Campaign"], "credits": 10})
    corp_install(g, "Holovid Campaign", "new remote")
    corp_rez(g, "Holovid Campaign")
    assert "12 bits placed on Holovid Campaign." in g.log
    holovid = next(c for c in g.corp.servers["Server 1"].content)
    g.set_counters(holovid, "credit", 1)
    next_corp_turn(g)
    assert "Holovid Campaign has no bits left and is trashed." in g.log
    assert not any("credit" in line for line in g.log)

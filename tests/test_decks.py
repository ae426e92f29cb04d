"""Decklists: the formats players paste (NetrunnerDB, jinteki.net, OCTGN), export, deckbuilding rules."""

from __future__ import annotations

import dataclasses
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import netrunner
from netrunner.decks import Deck, DeckError, agenda_points_needed, read_deck
from netrunner.engine.carddb import core_set

STARTERS = ("haas-bioroid", "jinteki", "nbn", "weyland-consortium", "anarch", "criminal", "shaper")
NOISE = "Noise: Hacker Extraordinaire"
KATE = 'Kate "Mac" McCaffrey: Digital Tinker'
PE = "Jinteki: Personal Evolution"


def with_cards(deck: Deck, *extra: tuple[str, int]) -> Deck:
    """``deck`` with ``extra`` (title, count) added (negative counts take copies out)."""
    return Deck(deck.identity, deck.cards + extra, name=deck.name)


def without(deck: Deck, *titles: str) -> Deck:
    return Deck(deck.identity, tuple((t, n) for t, n in deck.cards if t not in titles))


def siphon_noise() -> Deck:
    """A legal custom deck: the Anarch starter plus three Account Siphon (12 influence)."""
    return with_cards(Deck.starter("anarch"), ("Account Siphon", 3))


# ------------------------------------------------------------------------------ starter decks


@pytest.mark.parametrize("faction", STARTERS)
def test_every_starter_deck_is_legal(faction: str) -> None:
    deck = Deck.starter(faction)
    assert deck.validate() == []
    assert len(deck) >= 45


@pytest.mark.parametrize("faction", STARTERS)
def test_to_text_round_trips_every_starter_deck(faction: str) -> None:
    deck = Deck.starter(faction)
    assert Deck.parse(deck.to_text()) == deck


def test_to_text_round_trips_a_custom_deck_with_influence_and_its_name() -> None:
    deck = dataclasses.replace(siphon_noise(), name="Siphon Noise")
    text = deck.to_text()
    lines = text.splitlines()
    assert lines[:3] == ["Siphon Noise", "", NOISE]
    assert "Event (17)" in lines
    assert "3x Account Siphon ●●●●● ●●●●● ●●" in lines
    assert "12 influence spent (max 15, available 3)" in lines
    assert "50 cards (min 45)" in lines
    back = Deck.parse(text)
    assert back == deck
    assert back.name == "Siphon Noise"
    assert back.influence() == 12


def test_to_text_of_a_corp_deck_states_agenda_points_and_groups_ice_by_type() -> None:
    text = Deck.starter("jinteki").to_text()
    assert "21 agenda points (between 20 and 21)" in text
    barrier = text.split("Barrier (6)\n", 1)[1].split("\n\n", 1)[0].splitlines()
    assert barrier == ["3x Wall of Static", "3x Wall of Thorns"]


def test_a_name_that_would_read_as_a_card_is_left_out_of_the_text() -> None:
    deck = dataclasses.replace(Deck.starter("shaper"), name="3 Sure Gamble")
    text = deck.to_text()
    assert text.splitlines()[0] == KATE
    assert Deck.parse(text) == deck


def test_decks_are_equal_whatever_the_order_and_name_and_repeated_titles_merge() -> None:
    a = Deck(NOISE, (("Sure Gamble", 3), ("Diesel", 2)), name="one")
    b = Deck(NOISE, (("diesel", 1), ("SURE GAMBLE", 3), ("Diesel", 1)), name="two")
    assert a == b
    assert hash(a) == hash(b)
    assert b.cards == (("Diesel", 2), ("Sure Gamble", 3))  # card-code order, data spelling


def test_equal_decks_in_any_order_give_the_same_game() -> None:
    deck = siphon_noise()
    shuffled = Deck(deck.identity, tuple(reversed(deck.cards)))
    g1 = netrunner.Game.new("starter:jinteki", deck, seed=3)
    g2 = netrunner.Game.new("starter:jinteki", shuffled, seed=3)
    assert [c.title for c in g1.runner.hand] == [c.title for c in g2.runner.hand]


# ---------------------------------------------------------------------------------- formats


def test_parse_reads_the_api_line_forms_comments_case_accents_and_curly_quotes() -> None:
    text = """# my deck
    noise: hacker extraordinaire
    3 Sure Gamble
    2x Diesel
    Deja vu x2
    1 THE MAKER'S EYE

    1 Aesop\u2019s Pawnshop
    """
    deck = Deck.parse(text)
    assert deck.identity == NOISE
    assert dict(deck.cards) == {
        "Sure Gamble": 3,
        "Diesel": 2,
        "Déjà Vu": 2,
        "The Maker\u2019s Eye": 1,
        "Aesop\u2019s Pawnshop": 1,
    }
    assert deck.name == ""


NETRUNNERDB_TEXT = """Siphon Noise (Core)

Noise: Hacker Extraordinaire (Core Set)

Event (9)
3x Account Siphon (Core Set) ●●●●● ●●●●● ●●
Sure Gamble x3 (core)
3 Déjà Vu

Program (3)
3x Datasucker (Core Set)

Icebreaker (2)
2x Corroder • •

12 influence spent (max 15, available 3)
14 cards (min 45)
Cards up to Core Set

Deck built on https://netrunnerdb.com.
"""


def test_parse_reads_a_netrunnerdb_plain_text_export() -> None:
    deck = Deck.parse(NETRUNNERDB_TEXT)
    assert deck.name == "Siphon Noise (Core)"
    assert deck.identity == NOISE
    assert dict(deck.cards) == {
        "Account Siphon": 3,
        "Sure Gamble": 3,
        "Déjà Vu": 3,
        "Datasucker": 3,
        "Corroder": 2,
    }
    assert len(deck) == 14


def test_parse_reads_netrunnerdb_markdown_and_bbcode_exports() -> None:
    markdown = """## Siphon Noise

[Noise: Hacker Extraordinaire](https://netrunnerdb.com/en/card/01001) _(Core Set)_

###Event (3)
* 3x [Account Siphon](https://netrunnerdb.com/en/card/01018) _(Core Set)_ ●●●●● ●●●●● ●●

Decklist [published on NetrunnerDB](https://netrunnerdb.com/en/decklist/1/siphon-noise).
"""
    bbcode = """[b]Siphon Noise[/b]

[url=https://netrunnerdb.com/en/card/01001]Noise: Hacker Extraordinaire[/url] (Core Set)

[b]Event (3)[/b]
3x [url=https://netrunnerdb.com/en/card/01018]Account Siphon[/url] [i](Core Set)[/i] [color=#FF8C00]●●●●● ●●●●● ●●[/color]
"""
    expected = Deck(NOISE, (("Account Siphon", 3),))
    assert Deck.parse(markdown) == expected
    assert Deck.parse(bbcode) == expected
    assert Deck.parse(bbcode).name == "Siphon Noise"


def test_parse_reads_a_jinteki_net_list_with_the_identity_first() -> None:
    text = "Jinteki: Personal Evolution\r\n3 Nisei MK II\r\n3 Snare!\r\n2 Neural Katana\r\n"
    deck = Deck.parse(text)
    assert deck.identity == PE
    assert deck.cards == (("Nisei MK II", 3), ("Snare!", 3), ("Neural Katana", 2))


def test_parse_takes_the_identity_wherever_it_is_in_the_list() -> None:
    deck = Deck.parse(
        "3 Snare!\n1 Jinteki: Personal Evolution\nIdentity: jinteki: personal evolution"
    )
    assert deck == Deck(PE, (("Snare!", 3),))


O8D = """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="0f38e453-26df-4c04-9d67-6d43de939c77">
  <section name="Identity">
    <card qty="1" id="bc0f047c-01b1-427f-a439-d451eda01033">Kate "Mac" McCaffrey: Digital Tinker</card>
  </section>
  <section name="R&amp;D / Stack">
    <card qty="3" id="bc0f047c-01b1-427f-a439-d451eda01050">Sure Gamble</card>
    <card qty="2" id="bc0f047c-01b1-427f-a439-d451eda01034">Diesel</card>
    <card qty="1" id="bc0f047c-01b1-427f-a439-d451eda01043">Gordian Blade</card>
  </section>
  <notes><![CDATA[Notes may mention <card qty="9">Sure Gamble</card>.]]></notes>
</deck>
"""


def test_parse_reads_an_octgn_o8d_deck() -> None:
    deck = Deck.parse(O8D)
    assert deck.identity == KATE
    assert dict(deck.cards) == {"Sure Gamble": 3, "Diesel": 2, "Gordian Blade": 1}


def test_an_o8d_card_without_a_title_is_found_by_its_octgn_id() -> None:
    text = O8D.replace(">Diesel</card>", "></card>")
    assert dict(Deck.parse(text).cards)["Diesel"] == 2


def test_o8d_problems_name_the_line() -> None:
    with pytest.raises(
        DeckError, match=r"^line 8: unknown card title 'Deisel' \(did you mean Diesel"
    ):
        Deck.parse(O8D.replace(">Diesel<", ">Deisel<"))
    with pytest.raises(DeckError, match=r"^line 7: the qty of Sure Gamble is 'three'"):
        Deck.parse(O8D.replace('qty="3"', 'qty="three"'))
    with pytest.raises(DeckError, match=r"^line 5: the OCTGN deck is not well-formed XML"):
        Deck.parse(O8D.replace("</section>", "</sectoin>", 1))
    with pytest.raises(DeckError, match=r"^line 1: an OCTGN deck's root element is <deck>"):
        Deck.parse("<decklist><card qty='1'>Diesel</card></decklist>")
    with pytest.raises(DeckError, match=r"line 4: Sure Gamble is in the Identity section"):
        Deck.parse(O8D.replace('>Kate "Mac" McCaffrey: Digital Tinker<', ">Sure Gamble<"))


# --------------------------------------------------------------------------- reading errors


def test_an_unknown_title_names_the_line_and_the_closest_real_titles() -> None:
    with pytest.raises(DeckError) as e:
        Deck.parse("Noise: Hacker Extraordinaire\n3x Sure Gamble\n2x Corodder (Core Set) ●●")
    assert str(e.value) == "line 3: unknown card title 'Corodder' (did you mean Corroder?)"
    with pytest.raises(DeckError) as e:
        Deck.parse("Personal Evolution\n3 Snare!")
    assert e.value.problems[0].startswith("line 1: unknown card title 'Personal Evolution'")
    assert "Jinteki: Personal Evolution" in e.value.problems[0]
    assert e.value.problems[1].startswith("the decklist has no identity card")


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "the decklist is empty"),
        ("# only a comment\n", "the decklist has no cards and no identity"),
        ("3 Sure Gamble\n", "the decklist has no identity card"),
        (f"{NOISE}\n0 Sure Gamble", "line 2: 0 copies of Sure Gamble; a count must be at least 1"),
        (f"{NOISE}\n123456 Sure Gamble", "line 2: '123456' is too large to be a number of copies"),
        (f"3 {NOISE}\n", "line 1: the identity Noise: Hacker Extraordinaire is listed 3 times"),
        (f"{NOISE}\n3 Sure Gamble\n{PE}", "line 3: a second identity, Jinteki: Personal Evolution"),
        ("starter:tyrell", "unknown faction 'tyrell'"),
    ],
)
def test_reading_problems_are_one_sentence_naming_the_line(text: str, message: str) -> None:
    with pytest.raises(DeckError) as e:
        Deck.parse(text)
    assert str(e.value).startswith(message)
    assert "\n" not in str(e.value)


def test_read_deck_reads_files_in_any_format_and_encoding(tmp_path: Path) -> None:
    o8d = tmp_path / "kate.o8d"
    o8d.write_text(O8D, encoding="utf-8-sig")
    deck = read_deck(o8d, side="runner")
    assert deck.identity == KATE and deck.name == "kate"
    old = tmp_path / "old.txt"
    old.write_bytes(f"{NOISE}\n2 Déjà Vu\n".encode("cp1252"))
    assert dict(read_deck(old).cards) == {"Déjà Vu": 2}
    with pytest.raises(DeckError, match=r"is a runner identity, not a corp one"):
        read_deck(o8d, side="corp")
    bad = tmp_path / "bad.txt"
    bad.write_text(f"{NOISE}\n3 Sure Gambel\n")
    with pytest.raises(DeckError, match=r"bad\.txt, line 2: unknown card title 'Sure Gambel'"):
        read_deck(bad)


# --------------------------------------------------------------------------- deckbuilding rules


def test_the_identity_must_be_an_identity_card() -> None:
    deck = Deck("Hedge Fund", Deck.starter("jinteki").cards)
    assert deck.validate() == [
        "Hedge Fund is an operation, not an identity, so it cannot be the deck's identity."
    ]
    assert Deck("Nobody", ()).validate() == ["The identity 'Nobody' is not a known card."]


def test_a_deck_below_the_identity_minimum_size_is_illegal() -> None:
    deck = without(Deck.starter("shaper"), "Sure Gamble")
    assert len(deck) == 44
    assert deck.validate() == [f"The deck has 44 cards; {KATE} needs at least 45."]


def test_more_than_three_copies_of_a_title_is_illegal() -> None:
    deck = with_cards(Deck.starter("shaper"), ("Sure Gamble", 1))
    assert deck.validate() == ["The deck has 4 copies of Sure Gamble; at most 3 are allowed."]


def test_influence_beyond_the_identity_limit_is_illegal() -> None:
    deck = with_cards(siphon_noise(), ("Ninja", 2))
    assert deck.influence() == 16
    assert deck.validate() == [
        "The deck spends 16 influence on out-of-faction cards (Account Siphon 12, Ninja 4); "
        f"{NOISE} allows at most 15."
    ]


def test_corp_agenda_points_must_fit_the_deck_size() -> None:
    deck = with_cards(Deck.starter("jinteki"), ("Melange Mining Corp.", 1))
    assert len(deck) == 50 and deck.agenda_points() == 21
    assert deck.validate() == ["A 50-card Corp deck needs 22 or 23 agenda points; this one has 21."]


def test_agenda_points_needed_grow_by_two_every_five_cards() -> None:
    assert agenda_points_needed(40) == agenda_points_needed(44) == (18, 19)
    assert agenda_points_needed(45) == agenda_points_needed(49) == (20, 21)
    assert agenda_points_needed(50) == (22, 23)
    assert agenda_points_needed(55) == (24, 25)


def test_another_factions_agenda_is_illegal() -> None:
    pe = without(Deck.starter("jinteki"), "Nisei MK II")
    deck = with_cards(pe, ("AstroScript Pilot Program", 3))
    assert deck.validate() == [
        "AstroScript Pilot Program is an NBN agenda; a Jinteki deck may only include its own "
        "faction's agendas and neutral ones."
    ]


def test_a_card_of_the_other_side_is_illegal() -> None:
    deck = with_cards(Deck.starter("shaper"), ("Hedge Fund", 1))
    assert deck.validate() == ["Hedge Fund is a Corp card and cannot be in a Runner deck."]


def test_a_second_identity_among_the_cards_is_illegal() -> None:
    deck = with_cards(Deck.starter("shaper"), (NOISE, 1))
    assert deck.validate() == [
        f"{NOISE} is an identity card: a deck has only its one identity ({KATE})."
    ]


def test_an_unknown_card_or_a_count_below_one_is_illegal() -> None:
    assert with_cards(Deck.starter("shaper"), ("Magic Missile", 1)).validate() == [
        "'Magic Missile' is not a known card."
    ]
    assert with_cards(Deck.starter("shaper"), ("Account Siphon", 0)).validate() == [
        "The deck lists 0 copies of Account Siphon; a count is at least 1."
    ]


def test_every_problem_is_reported_one_sentence_each() -> None:
    deck = Deck(PE, (("Hedge Fund", 5), ("Sure Gamble", 1), ("Posted Bounty", 3)))
    problems = deck.validate()
    assert len(problems) == 5
    assert all(p.endswith(".") and "\n" not in p for p in problems)


# ------------------------------------------------------------------------------------- fuzzing

TITLES = [c.title for c in core_set()]
PIECES = st.one_of(
    st.sampled_from(TITLES),
    st.sampled_from(TITLES).map(str.upper),
    st.sampled_from(["3", "3x", "x3", "x", "×2", "0", "99999", "(Core Set)", "●●", "•", "#"]),
    st.sampled_from(["Event (14)", "Agenda (3)", "15 influence spent", "Cards up to Core Set"]),
    st.sampled_from(["<deck>", "</deck>", '<section name="Identity">', "</section>", "<card"]),
    st.sampled_from(
        ['<card qty="2">', '<card qty="²">', "</card>", "<![CDATA[", "]]>", "<!--", "-->", "&amp;"]
    ),
    st.sampled_from(['<?xml version="1.0"?>', "starter:", "jinteki", "Identity:", "[b]", "[/b]"]),
    st.text(max_size=8),
)
LINES = st.lists(st.lists(PIECES, max_size=5).map(" ".join), max_size=8).map("\n".join)


def _parse_or_error(text: str) -> None:
    try:
        deck = Deck.parse(text)
    except DeckError as e:
        assert str(e)
        return
    assert isinstance(deck, Deck)
    assert all(isinstance(p, str) for p in deck.validate())
    assert Deck.parse(deck.to_text()) == deck


@settings(max_examples=300, derandomize=True, deadline=None)
@given(st.text())
def test_garbage_text_gives_a_deck_or_a_deck_error(text: str) -> None:
    _parse_or_error(text)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(LINES)
def test_lines_mixing_counts_titles_and_xml_give_a_deck_or_a_deck_error(text: str) -> None:
    _parse_or_error(text)
    _parse_or_error(f"{NOISE}\n{text}")
    _parse_or_error(f"<deck>{text}</deck>")

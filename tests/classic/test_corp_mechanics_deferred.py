"""Deferred liberation (Bizarre Encryption Scheme) and bit gains set aside (Investment Firm): the
1996 game's C-deferred and C-gain-replacement."""

from __future__ import annotations

from cards.helpers import finish_run, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title)


# ---------------------------------------------------------------------- Bizarre Encryption Scheme


def _scheme_and_agenda(first: str) -> Game:
    """A fort with Bizarre Encryption Scheme and Tycho Extension; the Runner runs it and accesses
    ``first`` first."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Tycho Extension", "Bizarre Encryption Scheme"], "credits": 5},
        runner={"credits": 0},
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    act(g, "install", card="Bizarre Encryption Scheme", server="Server 1")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "access"):
        act(g, "pass")
    cards = g.corp.servers["Server 1"].content
    target = next(c for c in cards if c.title == first)
    act(g, "access", card_id=target.id)
    finish_run(g)
    return g


def test_an_agenda_accessed_in_a_run_with_bizarre_encryption_scheme_waits_in_the_fort() -> None:
    for first in ("Tycho Extension", "Bizarre Encryption Scheme"):  # in either order
        g = _scheme_and_agenda(first)
        assert g.runner.agenda_points == 0 and g.runner.scored == []
        assert [c.title for c in g.corp.servers["Server 1"].content] == [
            "Tycho Extension",
            "Bizarre Encryption Scheme",
        ]
        assert any(
            x.startswith("Bizarre Encryption Scheme: the Runner does not liberate Tycho Extension")
            for x in g.log
        )


def test_the_runner_liberates_the_waiting_agenda_at_the_start_of_its_next_turn() -> None:
    g = _scheme_and_agenda("Tycho Extension")
    to_corp_turn(g)
    assert g.runner.agenda_points == 0  # not during the Corp's turn
    to_runner_turn(g)
    assert [c.title for c in g.runner.scored] == ["Tycho Extension"]
    assert g.runner.agenda_points == 4
    assert "Bizarre Encryption Scheme: the Runner liberates Tycho Extension now." in g.log


def test_an_agenda_the_corp_scores_first_is_not_liberated() -> None:
    g = _scheme_and_agenda("Tycho Extension")
    to_corp_turn(g)
    tycho = _card(g, "Tycho Extension")
    g.add_advancements(tycho, 3)
    act(g, "advance", card="Tycho Extension")
    act(g, "score", card="Tycho Extension")
    to_runner_turn(g)
    assert g.runner.scored == [] and g.corp.agenda_points == 4


def test_the_waiting_agenda_follows_the_card_into_hq() -> None:
    """Accessed on top of R&D, the agenda stays there; drawn by the Corp, it is still liberated."""
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Bizarre Encryption Scheme"],
            "deck": ["Hostile Takeover", "Accounts Receivable"],
        },
    )
    act(g, "install", card="Bizarre Encryption Scheme", server="R&D")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    finish_run(g)
    assert g.runner.scored == [] and g.corp.deck[0].title == "Hostile Takeover"
    to_corp_turn(g)
    act(g, "pass")  # the Corp's window at the start of its turn; then it draws the agenda
    assert "Hostile Takeover" in [c.title for c in g.corp.hand]
    to_runner_turn(g)
    assert [c.title for c in g.runner.scored] == ["Hostile Takeover"]


def test_a_later_run_without_the_scheme_liberates_as_usual() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Bizarre Encryption Scheme"],
            "deck": ["Hostile Takeover", "Accounts Receivable"],
        },
        runner={"credits": 5},
    )
    act(g, "install", card="Bizarre Encryption Scheme", server="R&D")
    to_runner_turn(g)
    act(g, "run", server="R&D")
    while g.run is not None:
        if options(g, "trash"):
            act(g, "trash", card="Bizarre Encryption Scheme")  # 1 bit: gone from R&D's root
        elif options(g, "access"):
            g.choose(options(g, "access")[-1])
        else:
            act(g, "pass")
    act(g, "run", server="R&D")
    finish_run(g)
    assert [c.title for c in g.runner.scored] == ["Hostile Takeover"]


# ---------------------------------------------------------------------- Investment Firm


def _firm(credits: int = 6) -> Game:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Investment Firm", "Accounts Receivable"], "credits": credits},
    )
    act(g, "install", card="Investment Firm", server="new remote")
    act(g, "rez", card="Investment Firm")
    return g


def test_investment_firm_lets_the_corp_put_2_bits_on_it_for_each_bit_gained_it_does_not_keep() -> (
    None
):
    g = _firm()
    act(g, "play", card="Accounts Receivable")  # 9 bits
    d = g.decision
    assert d.player == "corp" and d.source_title == "Investment Firm" and d.params == {"amount": 9}
    assert len(d.options) == 10
    act(g, "choose", amount=4)
    firm = _card(g, "Investment Firm")
    assert g.corp.credits == 6 - 1 - 5 + 9 - 4 and firm.counters["credit"] == 8
    assert "The Corp does not add 4 bits to its pool: 8 bits are put on Investment Firm." in g.log


def test_investment_firm_gives_1_bit_at_the_start_of_each_turn_and_that_bit_is_not_set_aside() -> (
    None
):
    g = _firm()
    act(g, "credit")
    act(g, "choose", amount=1)  # 2 on the Firm
    to_runner_turn(g)
    to_corp_turn(g)
    firm = _card(g, "Investment Firm")
    assert (
        firm.counters["credit"] == 1
        and "The Corp takes 1 bit from Investment Firm (1 bit left on it)." in g.log
    )
    assert g.decision.kind == "action"  # no question for the start-of-turn bit


def test_the_corp_may_keep_every_bit_gained() -> None:
    g = _firm()
    bits = g.corp.credits
    act(g, "credit")
    act(g, "pass")
    assert g.corp.credits == bits + 1 and not _card(g, "Investment Firm").counters.get("credit")

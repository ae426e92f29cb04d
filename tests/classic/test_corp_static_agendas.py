"""Agendas and nodes of corp-static that change difficulty, read the counters they are scored
with, shuffle HQ and Archives back into R&D, show agendas from HQ, install from R&D or HQ, or
uninstall a card into HQ."""

from __future__ import annotations

from cards.helpers import next_corp_turn, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _score(g: Game, title: str, server: str = "new remote") -> None:
    """The Corp installs the agenda ``title`` from HQ and scores it: all but one of its
    advancement counters are put on as the scene's set-up, the last by an advance action."""
    act(g, "install", card=title, server=server)
    agenda = _installed(g, title)
    g.add_advancements(agenda, g.advancement_requirement(agenda) - 1)
    act(g, "advance", card=title)
    act(g, "score", card=title)


def _installed(g: Game, title: str) -> Card:
    return next(c for c in g.installed_corp_cards() if c.title == title)


def _score_options(g: Game) -> list[str]:
    return [o.card or "" for o in options(g, "score")]


# ---------------------------------------------------------------------- difficulty


def test_artificial_security_directors_lowers_the_difficulty_of_black_ops_agendas() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Artificial Security Directors", "Corporate Coup", "Superior Net Barriers"],
            "credits": 9,
        },
    )
    _score(g, "Artificial Security Directors")
    act(g, "install", card="Corporate Coup", server="new remote")
    coup = _installed(g, "Corporate Coup")
    assert g.advancement_requirement(coup) == 4  # Black Ops: 5 less 1
    g.add_advancements(coup, 4)
    next_corp_turn(g)
    assert _score_options(g) == ["Corporate Coup"]
    act(g, "install", card="Superior Net Barriers", server="new remote")
    assert g.advancement_requirement(_installed(g, "Superior Net Barriers")) == 6  # Research


def test_executive_extraction_lowers_gray_ops_and_genetics_visionary_research() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": [
                "Executive Extraction",
                "Genetics-Visionary Acquisition",
                "Security Purge",
                "Superior Net Barriers",
            ],
            "credits": 9,
        },
    )
    _score(g, "Executive Extraction")
    next_corp_turn(g)
    _score(g, "Genetics-Visionary Acquisition")
    act(g, "install", card="Security Purge", server="new remote")  # Gray Ops
    next_corp_turn(g)
    act(g, "install", card="Superior Net Barriers", server="new remote")  # Research
    assert g.advancement_requirement(_installed(g, "Security Purge")) == 2
    assert g.advancement_requirement(_installed(g, "Superior Net Barriers")) == 5


def test_two_difficulty_agendas_of_the_same_kind_add_up() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Artificial Security Directors"] * 2 + ["Project Babylon"],
            "credits": 9,
        },
    )
    _score(g, "Artificial Security Directors")
    next_corp_turn(g)
    _score(g, "Artificial Security Directors")
    act(g, "install", card="Project Babylon", server="new remote")
    assert g.advancement_requirement(_installed(g, "Project Babylon")) == 1  # 3 less 2


def test_corporate_ally_cannot_be_installed_without_an_agenda_point() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Corporate Ally"], "credits": 9})
    to_runner_turn(g)
    assert not options(g, "install", card="Corporate Ally")


def test_corporate_ally_costs_an_agenda_point_to_install_and_makes_every_agenda_harder() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Tycho Extension"]},
        runner={"hand": ["Corporate Ally"], "credits": 9},
    )
    act(g, "install", card="Tycho Extension", server="new remote")
    g.add_agenda_points("runner", 1)  # a point scored earlier, as the scene's set-up
    to_runner_turn(g)
    [o] = options(g, "install", card="Corporate Ally")
    assert o.cost.agenda_points == 1 and o.cost.credits == 3 and o.cost.clicks == 1
    g.choose(o)
    assert g.runner.agenda_points == 0 and g.runner.credits == 6
    assert "The Runner spends 1 agenda point to install Corporate Ally." in g.log
    assert g.advancement_requirement(_installed(g, "Tycho Extension")) == 5  # 4 + 1


def test_fait_accompli_puts_fait_counters_in_subsidiary_forts_every_two_raise_difficulty() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rockerboy Promotion", "Tycho Extension"]},
        runner={"hand": ["Fait Accompli"], "credits": 9},
    )
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    act(g, "install", card="Fait Accompli")
    for server in ("R&D", "Server 1", "Server 1"):
        act(g, "run", server=server)
        while g.run is not None and g.decision is not None:
            act(g, "pass")  # nothing trashed
    assert g.corp.servers["R&D"].counters == {}  # a central fort: no counter
    assert g.corp.servers["Server 1"].counters == {"fait": 2}
    assert g.view("runner")["corp"]["servers"]["Server 1"]["counters"] == {"fait": 2}
    assert "Fait Accompli puts a Fait counter in Server 1 (2 counters there)." in g.log
    to_corp_turn(g)
    act(g, "install", card="Tycho Extension", server="Server 1")  # overwrites the node
    assert g.advancement_requirement(_installed(g, "Tycho Extension")) == 5  # 4, +1
    act(g, "purge")
    assert g.corp.servers["Server 1"].counters == {}
    assert g.advancement_requirement(_installed(g, "Tycho Extension")) == 4


# ---------------------------------------------------------------------- Project Babylon


def test_project_babylon_scores_a_point_for_every_two_counters_over_its_difficulty() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Project Babylon"], "credits": 5})
    act(g, "install", card="Project Babylon", server="new remote")
    babylon = _installed(g, "Project Babylon")
    g.add_advancements(babylon, 6)  # set-up: difficulty 3, so 3 over
    act(g, "advance", card="Project Babylon")  # 7: 4 over
    act(g, "score", card="Project Babylon")
    assert g.corp.agenda_points == 1 + 2
    assert (
        "The Corp scores 2 agenda points more (Project Babylon: 4 advancement counters over its"
        " difficulty), for 3 agenda points in all." in g.log
    )


def test_project_babylon_scored_at_its_difficulty_scores_only_its_own_point() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Project Babylon"], "credits": 5})
    _score(g, "Project Babylon")
    assert g.corp.agenda_points == 1
    assert "Project Babylon scores no additional agenda point." in g.log


def test_project_babylon_counts_over_its_lowered_difficulty() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Artificial Security Directors", "Project Babylon"], "credits": 5},
    )
    _score(g, "Artificial Security Directors")
    g.corp.clicks = 3
    act(g, "install", card="Project Babylon", server="new remote")
    g.add_advancements(_installed(g, "Project Babylon"), 3)
    act(g, "advance", card="Project Babylon")  # 4 against a difficulty of 2: 2 over
    act(g, "score", card="Project Babylon")
    assert g.corp.agenda_points == 1 + 1 + 1


# ---------------------------------------------------------------------- shuffles


def test_ai_chief_financial_officer_shuffles_hq_and_archives_into_rd_and_draws_five() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["AI Chief Financial Officer", "Night Shift", "Night Shift"],
            "deck": ["Fire Wall"] * 3,
            "credits": 9,
        },
    )
    _score(g, "AI Chief Financial Officer")
    act(g, "play", card="Night Shift")  # to Archives, and a card drawn
    next_corp_turn(g)
    hand, archives, deck = len(g.corp.hand), len(g.corp.discard), len(g.corp.deck)
    act(g, "ability", card="AI Chief Financial Officer")
    assert len(g.corp.discard) == 0 and len(g.corp.hand) == 5
    assert len(g.corp.deck) == hand + archives + deck - 5
    assert any("from HQ and Archives into R&D (AI Chief Financial Officer)" in x for x in g.log)


def test_rescheduler_shuffles_hq_into_rd_and_draws_as_many_cards() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Rescheduler", "Night Shift", "Fire Wall", "Data Wall"]},
    )
    act(g, "install", card="Rescheduler", server="new remote")
    act(g, "rez", card="Rescheduler")
    deck = len(g.corp.deck)
    act(g, "ability", card="Rescheduler")
    assert len(g.corp.hand) == 3 and len(g.corp.deck) == deck
    assert "The Corp shuffles 3 cards from HQ into R&D (Rescheduler)." in g.log
    assert "The Corp draws 3 cards." in g.log


# ---------------------------------------------------------------------- agendas shown from HQ


def test_corporate_downsizing_shows_agendas_gains_twice_their_points_and_shuffles_them() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": [
                "Corporate Downsizing",
                "Security Net Optimization",
                "Hostile Takeover",
                "Fire Wall",
            ],
            "credits": 5,
        },
    )
    _score(g, "Corporate Downsizing")
    d = g.decision
    assert d is not None and d.player == "corp"
    assert [o.label for o in d.options] == [
        "Show Security Net Optimization from HQ",
        "Show Hostile Takeover from HQ",
        "Show none",
    ]
    assert all(o.card_id is None for o in d.options)  # cards in HQ: named by title
    assert g.view("runner")["decision"]["prompt"] == (
        "Corporate Downsizing: the Corp chooses agendas from HQ to show."
    )
    act(g, "choose", card="Security Net Optimization")
    act(g, "choose", card="Hostile Takeover")
    deck = len(g.corp.deck)
    bits = g.corp.credits
    act(g, "pass")
    assert g.corp.credits == bits + 2 * (3 + 1)
    assert [c.title for c in g.corp.hand] == ["Fire Wall"]
    assert len(g.corp.deck) == deck + 2
    assert (
        "The Corp shows the Runner Security Net Optimization, Hostile Takeover from HQ"
        " (Corporate Downsizing)." in g.log
    )


def _to_decision_of(g: Game, title: str) -> None:
    """Play on (the Runner gains bits, every window is passed) until ``title`` asks."""
    for _ in range(100):
        d = g.decision
        assert d is not None
        if d.source_title == title:
            return
        if options(g, "credit"):
            act(g, "credit")
        else:
            act(g, "pass")
    raise AssertionError(f"{title} never asked")


def test_corporate_negotiating_center_gains_a_bit_for_each_agenda_shown_each_turn() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Corporate Negotiating Center", "Tycho Extension", "Hostile Takeover"],
            "deck": ["Night Shift"] * 5,
        },
    )
    act(g, "install", card="Corporate Negotiating Center", server="new remote")
    act(g, "rez", card="Corporate Negotiating Center")
    to_runner_turn(g)
    _to_decision_of(g, "Corporate Negotiating Center")
    assert g.phase == "draw"  # at the start of the Corp's turn, before its draw
    act(g, "choose", card="Tycho Extension")
    act(g, "choose", card="Hostile Takeover")
    bits = g.corp.credits
    act(g, "pass")
    assert g.corp.credits == bits + 2
    assert "The Corp gains 2 bits (Corporate Negotiating Center)." in g.log
    # shown, not given away: both stay in HQ, known to the Runner
    assert {c.title for c in g.corp.hand} >= {"Tycho Extension", "Hostile Takeover"}
    tycho = next(c for c in g.corp.hand if c.title == "Tycho Extension")
    assert tycho.id in g.known_to_runner


def test_corporate_negotiating_center_asks_whatever_hq_holds() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Corporate Negotiating Center", "Fire Wall"], "deck": ["Night Shift"] * 5},
    )
    act(g, "install", card="Corporate Negotiating Center", server="new remote")
    act(g, "rez", card="Corporate Negotiating Center")
    to_runner_turn(g)
    _to_decision_of(g, "Corporate Negotiating Center")  # HQ holds no agenda: asked all the same
    d = g.decision
    assert d is not None and [o.label for o in d.options] == ["Show none"]
    act(g, "pass")
    assert "Corporate Negotiating Center: the Corp shows no agenda." in g.log

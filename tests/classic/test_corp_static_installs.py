"""Corp cards installed or uninstalled by corp-static's cards: Security Purge (the top of R&D
shown, its ice installed and rezzed at no cost), Data Fort Reclamation (a new fort from HQ paid
with 10 bits that go back if not spent), Cowboy Sysop (an installed card back to HQ)."""

from __future__ import annotations

from cards.helpers import corp_install, next_corp_turn
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


# ---------------------------------------------------------------------- Security Purge


def test_security_purge_shows_the_top_3_of_rd_installs_and_rezzes_the_ice_trashes_the_rest() -> (
    None
):
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Security Purge", "Data Wall"],
            "deck": ["Fire Wall", "Night Shift", "Code Corpse", "Accounts Receivable"],
            "credits": 1,
        },
    )
    corp_install(g, "Data Wall", "HQ")
    g.corp.clicks = 3  # (the scene's set-up: a fresh turn)
    _score(g, "Security Purge")
    assert (
        "The Corp shows the Runner the top 3 cards of R&D: Fire Wall, Night Shift, Code Corpse"
        " (Security Purge)." in g.log
    )
    d = g.decision
    assert d is not None and d.kind == "choose" and d.source_title == "Fire Wall"
    assert all(o.cost.credits == 0 for o in d.options)  # at no cost, even over other ice
    act(g, "install", card="Fire Wall", server="HQ")
    act(g, "pass")  # trash no ice first
    act(g, "install", card="Code Corpse", server="new remote")
    fire = _installed(g, "Fire Wall")
    corpse = _installed(g, "Code Corpse")
    assert fire.rezzed and corpse.rezzed and g.corp.credits == 0  # nothing paid
    assert [c.title for c in g.corp.servers["HQ"].ice] == ["Data Wall", "Fire Wall"]
    assert [(c.title, c.faceup) for c in g.corp.discard] == [("Night Shift", True)]
    assert [c.title for c in g.corp.deck] == ["Accounts Receivable"]
    view = g.view("runner")["corp"]["discard"]
    assert view[0]["title"] == "Night Shift"


def test_security_purge_with_no_ice_on_top_trashes_all_three() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Security Purge"], "deck": ["Night Shift"] * 4, "credits": 1},
    )
    _score(g, "Security Purge")
    assert len(g.corp.discard) == 3 and all(c.faceup for c in g.corp.discard)
    assert len(g.corp.deck) == 1


# ---------------------------------------------------------------------- Data Fort Reclamation


def test_data_fort_reclamation_makes_a_new_fort_from_hq_with_10_bits_that_go_back() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": [
                "Data Fort Reclamation",
                "Fire Wall",
                "Data Wall",
                "Tycho Extension",
                "Chester Mix",
                "Night Shift",
            ],
            "credits": 2,
        },
    )
    _score(g, "Data Fort Reclamation")  # 1 bit for the advance: 1 left
    assert g.corp.credits == 1 + 10
    d = g.decision
    assert d is not None and d.kind == "choose" and d.params == {"chosen": 0, "most": 4}
    labels = [o.label for o in d.options]
    assert "Install Night Shift from HQ" not in labels  # an operation cannot be installed
    assert g.view("runner")["decision"]["prompt"] == (
        "Data Fort Reclamation: the Corp chooses cards from HQ to install."
    )
    for title in ("Tycho Extension", "Data Wall", "Fire Wall", "Chester Mix"):
        act(g, "choose", card=title)
    # four chosen: the most; they are installed one at a time in the order chosen
    d = g.decision
    assert d is not None and d.kind == "rez" and d.source_title == "Tycho Extension"
    assert [o.label for o in d.options] == ["Don't rez it"]  # an agenda: asked all the same
    act(g, "pass")
    act(g, "rez", card="Data Wall")  # 1 bit
    act(g, "rez", card="Fire Wall")  # 5 bits; installing it cost 1 (Data Wall is there)
    act(g, "pass")  # Chester Mix stays unrezzed
    fort = g.corp.servers["Server 2"]
    assert [c.title for c in fort.ice] == ["Data Wall", "Fire Wall"]
    assert [c.title for c in fort.content] == ["Tycho Extension", "Chester Mix"]
    # 7 of the 10 bits were spent: 3 go back, and the Corp keeps its own bit
    assert g.corp.credits == 1
    assert "The Corp returns 3 bits to the bank (Data Fort Reclamation)." in g.log
    assert [c.title for c in g.corp.hand] == ["Night Shift"]


def test_data_fort_reclamation_returns_all_10_bits_if_nothing_is_spent() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Data Fort Reclamation", "Fire Wall"], "credits": 4},
    )
    _score(g, "Data Fort Reclamation")
    act(g, "pass")  # choose nothing
    assert g.corp.credits == 3
    assert "The Corp returns 10 bits to the bank (Data Fort Reclamation)." in g.log


def test_data_fort_reclamation_installs_a_region_only_if_it_can_also_pay_to_rez_it() -> None:
    """A region is rezzed as it is installed: Washington, D.C., City Grid (rez 7) takes 7 of the
    10 bits; Crystal Palace Station Grid (rez 5) then cannot be paid for and stays in HQ."""
    g = scenario(
        ruleset="classic",
        corp={
            "hand": [
                "Data Fort Reclamation",
                "Washington, D.C., City Grid",
                "Crystal Palace Station Grid",
            ],
            "credits": 1,
        },
    )
    _score(g, "Data Fort Reclamation")  # the advance spent the Corp's own bit
    assert g.corp.credits == 10
    act(g, "choose", card="Washington, D.C., City Grid")
    act(g, "choose", card="Crystal Palace Station Grid")
    act(g, "pass")  # no more
    assert [o.label for o in options(g)] == ["Don't rez it"]  # rezzed already, as installed
    act(g, "pass")
    fort = g.corp.servers["Server 2"]
    assert [(c.title, c.rezzed) for c in fort.content] == [("Washington, D.C., City Grid", True)]
    assert [c.title for c in g.corp.hand] == ["Crystal Palace Station Grid"]
    assert (
        "Data Fort Reclamation: the Corp cannot pay 5 bits to install a card there; it stays in HQ."
        in g.log
    )
    assert g.corp.credits == 0  # the 3 bits left go back to the bank


# ---------------------------------------------------------------------- Cowboy Sysop


def test_cowboy_sysop_uninstalls_an_installed_card_into_hq() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Cowboy Sysop", "Fire Wall", "Tycho Extension"], "credits": 5},
    )
    act(g, "install", card="Cowboy Sysop", server="new remote")
    corp_install(g, "Fire Wall", "HQ")
    act(g, "install", card="Tycho Extension", server="new remote")
    tycho = _installed(g, "Tycho Extension")
    g.add_advancements(tycho, 2)
    sysop = _installed(g, "Cowboy Sysop")
    g.set_rezzed(sysop, True)
    next_corp_turn(g)
    act(g, "ability", card="Cowboy Sysop")
    d = g.decision
    assert d is not None and {o.label for o in d.options} == {
        "Uninstall Cowboy Sysop in Server 1",
        "Uninstall Fire Wall protecting HQ",
        "Uninstall Tycho Extension in Server 2",
    }
    act(g, "choose", label="Uninstall Tycho Extension in Server 2")
    back = next(c for c in g.corp.hand if c.title == "Tycho Extension")
    assert back.advancements == 0  # its counters are gone
    assert "Server 2" not in g.corp.servers  # its fort went with it
    assert "The Corp returns a card in Server 2 to HQ (Cowboy Sysop)." in g.log


def test_cowboy_sysop_can_uninstall_itself_and_the_runner_knows_it_is_in_hq() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Cowboy Sysop"]})
    act(g, "install", card="Cowboy Sysop", server="new remote")
    act(g, "rez", card="Cowboy Sysop")
    act(g, "ability", card="Cowboy Sysop")
    act(g, "choose", label="Uninstall Cowboy Sysop in Server 1")
    [sysop] = g.corp.hand
    assert sysop.title == "Cowboy Sysop" and sysop.id in g.known_to_runner
    assert "The Corp returns Cowboy Sysop in Server 1 to HQ (Cowboy Sysop)." in g.log
    assert not options(g, "ability", card="Cowboy Sysop")

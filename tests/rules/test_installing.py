"""Rules scenarios: installing Corp and Runner cards, and rezzing (ANR 2012 Core Set)."""

from __future__ import annotations

import netrunner
from netrunner.engine.cost import Cost
from netrunner.testing import act, end_turn, options, scenario


def to_runner_turn(game: netrunner.Game) -> None:
    """From the Corp's action phase to the Runner's first action decision."""
    end_turn(game)
    assert game.active == "runner" and game.decision is not None
    assert game.decision.player == "runner"


def server_titles(game: netrunner.Game, side: str, server: str, part: str) -> list[str | None]:
    return [c["title"] for c in game.view(side)["corp"]["servers"][server][part]]


def rig_titles(game: netrunner.Game, kind: str) -> list[str]:
    return [c["title"] for c in game.view("corp")["runner"]["rig"][kind]]


def heap_titles(game: netrunner.Game) -> list[str]:
    return [c["title"] for c in game.view("corp")["runner"]["discard"]]


# ---------------------------------------------------------------------- Corp installs


def test_corp_installs_facedown() -> None:
    g = scenario(corp={"hand": ["Ice Wall", "PAD Campaign"]})
    act(g, "install", card="Ice Wall", server="R&D")
    act(g, "install", card="PAD Campaign", server="new remote")
    assert server_titles(g, "runner", "R&D", "ice") == [None]
    assert server_titles(g, "runner", "Server 1", "content") == [None]
    assert server_titles(g, "corp", "R&D", "ice") == ["Ice Wall"]
    assert server_titles(g, "corp", "Server 1", "content") == ["PAD Campaign"]
    for side in ("corp", "runner"):
        for part, server in (("ice", "R&D"), ("content", "Server 1")):
            card = g.view(side)["corp"]["servers"][server][part][0]
            assert card["rezzed"] is False and card["faceup"] is False


def test_corp_install_costs_a_click() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"], "credits": 5})
    act(g, "install", card="PAD Campaign", server="new remote")
    v = g.view("corp")
    assert v["corp"]["clicks"] == 2
    assert v["corp"]["credits"] == 5  # non-ice cards install for free
    assert v["corp"]["hand_size"] == 0


def test_ice_install_cost_is_1_per_ice_already_protecting_the_server() -> None:
    g = scenario(corp={"hand": ["Ice Wall", "Enigma", "Wall of Static"], "credits": 10})
    act(g, "install", card="Ice Wall", server="HQ")
    assert g.corp.credits == 10
    act(g, "install", card="Enigma", server="HQ")
    act(g, "pass")  # install without trashing: 1 credit for the 1 ice there
    assert g.corp.credits == 9
    to_runner_turn(g)
    end_turn(g)
    credits = g.corp.credits
    act(g, "install", card="Wall of Static", server="HQ")
    act(g, "pass")  # 2 credits for the 2 ice there
    assert g.corp.credits == credits - 2
    assert len(g.view("corp")["corp"]["servers"]["HQ"]["ice"]) == 3
    # the newest ice is the outermost: the first one a run meets
    assert server_titles(g, "corp", "HQ", "ice") == ["Wall of Static", "Enigma", "Ice Wall"]


def test_ice_install_cost_counts_only_that_servers_ice() -> None:
    g = scenario(corp={"hand": ["Ice Wall", "Enigma"], "credits": 5})
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "install", card="Enigma", server="R&D")  # no ice on R&D: free, no trash question
    v = g.view("corp")
    assert v["corp"]["credits"] == 5
    assert v["corp"]["clicks"] == 1


def test_corp_may_trash_ice_there_first_and_pay_less() -> None:
    g = scenario(corp={"hand": ["Ice Wall", "Enigma", "Wall of Static"], "credits": 10})
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "install", card="Enigma", server="HQ")
    act(g, "pass")
    assert g.corp.credits == 9
    act(g, "install", card="Wall of Static", server="HQ")
    assert {o.kind for o in g.decision.options} == {"pass", "choose", "cancel"}
    act(g, "choose", card="Ice Wall")
    # one ice left: the Corp may trash that too, or install paying 1; no going back now
    assert {o.kind for o in g.decision.options} == {"pass", "choose"}
    act(g, "pass")
    v = g.view("corp")
    assert v["corp"]["credits"] == 8
    assert [c["title"] for c in v["corp"]["servers"]["HQ"]["ice"]] == ["Wall of Static", "Enigma"]
    assert [c["title"] for c in v["corp"]["discard"]] == ["Ice Wall"]
    # unrezzed when trashed: it goes to Archives facedown
    assert [c["title"] for c in g.view("runner")["corp"]["discard"]] == [None]
    assert v["corp"]["clicks"] == 0


def test_trashing_all_ice_there_makes_the_install_free() -> None:
    g = scenario(corp={"hand": ["Ice Wall", "Enigma"], "credits": 0})
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "install", card="Enigma", server="HQ")
    # 0 credits: installing over 1 ice is possible only by trashing it first
    assert not options(g, "pass")
    act(g, "choose", card="Ice Wall")
    assert server_titles(g, "corp", "HQ", "ice") == ["Enigma"]
    assert g.corp.credits == 0


def test_only_one_agenda_or_asset_per_remote() -> None:
    g = scenario(corp={"hand": ["PAD Campaign", "Melange Mining Corp.", "Private Security Force"]})
    act(g, "install", card="PAD Campaign", server="new remote")
    act(g, "install", card="Melange Mining Corp.", server="Server 1")
    assert server_titles(g, "corp", "Server 1", "content") == ["Melange Mining Corp."]
    assert [c["title"] for c in g.view("corp")["corp"]["discard"]] == ["PAD Campaign"]
    act(g, "install", card="Private Security Force", server="Server 1")
    assert server_titles(g, "corp", "Server 1", "content") == ["Private Security Force"]
    assert sorted(c["title"] for c in g.view("corp")["corp"]["discard"]) == [
        "Melange Mining Corp.",
        "PAD Campaign",
    ]
    # unrezzed cards trashed from a server go to Archives facedown
    assert [c["title"] for c in g.view("runner")["corp"]["discard"]] == [None, None]


def test_installing_over_an_asset_or_agenda_says_which_card_it_trashes() -> None:
    g = scenario(
        corp={
            "hand": ["Private Security Force", "PAD Campaign", "Red Herrings", "SanSan City Grid"]
        }
    )
    act(g, "install", card="Private Security Force", server="new remote")
    act(g, "install", card="Red Herrings", server="Server 1")  # an upgrade: it stays
    labels = {o.server: o.label for o in options(g, "install", card="PAD Campaign")}
    assert labels == {
        "Server 1": "Install PAD Campaign in Server 1, trashing Private Security Force",
        "new remote": "Install PAD Campaign in a new remote server",
    }
    [upgrade] = options(g, "install", card="SanSan City Grid", server="Server 1")
    assert upgrade.label == "Install SanSan City Grid in Server 1"  # an upgrade trashes nothing
    n = len(g.log)
    act(g, "install", card="PAD Campaign", server="Server 1")
    assert g.log[n:] == [
        "The Corp trashes a card in Server 1.",
        "The Corp installs a card in Server 1.",
    ]
    assert server_titles(g, "corp", "Server 1", "content") == ["Red Herrings", "PAD Campaign"]
    assert [c["title"] for c in g.view("corp")["corp"]["discard"]] == ["Private Security Force"]


def test_any_number_of_upgrades_in_a_remote() -> None:
    g = scenario(corp={"hand": ["PAD Campaign", "Red Herrings", "SanSan City Grid"], "credits": 5})
    act(g, "install", card="PAD Campaign", server="new remote")
    act(g, "install", card="Red Herrings", server="Server 1")
    act(g, "install", card="SanSan City Grid", server="Server 1")
    assert server_titles(g, "corp", "Server 1", "content") == [
        "PAD Campaign",
        "Red Herrings",
        "SanSan City Grid",
    ]
    assert g.view("corp")["corp"]["discard"] == []


def test_only_upgrades_in_central_server_roots() -> None:
    g = scenario(
        corp={"hand": ["PAD Campaign", "Private Security Force", "Red Herrings", "Ice Wall"]}
    )
    centrals = {"HQ", "R&D", "Archives"}
    for title in ("PAD Campaign", "Private Security Force"):
        servers = {o.server for o in options(g, "install", card=title)}
        assert servers == {"new remote"}
    assert {o.server for o in options(g, "install", card="Red Herrings")} == centrals | {
        "new remote"
    }
    act(g, "install", card="Red Herrings", server="HQ")
    assert server_titles(g, "corp", "HQ", "content") == ["Red Herrings"]
    assert server_titles(g, "runner", "HQ", "content") == [None]


def test_new_remotes_are_numbered_server_1_server_2() -> None:
    g = scenario(corp={"hand": ["PAD Campaign", "Ice Wall", "Red Herrings"]})
    act(g, "install", card="PAD Campaign", server="new remote")
    act(g, "install", card="Ice Wall", server="new remote")
    servers = g.view("runner")["corp"]["servers"]
    assert list(servers) == ["HQ", "R&D", "Archives", "Server 1", "Server 2"]
    assert len(servers["Server 1"]["content"]) == 1 and servers["Server 1"]["ice"] == []
    assert len(servers["Server 2"]["ice"]) == 1 and servers["Server 2"]["content"] == []
    assert {o.server for o in options(g, "install", card="Red Herrings")} == {
        "HQ",
        "R&D",
        "Archives",
        "Server 1",
        "Server 2",
        "new remote",
    }


def test_empty_remote_is_removed() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"]}, runner={"credits": 5})
    act(g, "install", card="PAD Campaign", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "trash"):
        act(g, "pass")
    act(g, "trash", card="PAD Campaign")  # 4 credits to trash it
    while g.decision.player != "runner" or not options(g, "credit"):
        act(g, "pass")
    assert g.run is None
    assert "Server 1" not in g.view("runner")["corp"]["servers"]
    assert "Server 1" not in g.view("corp")["corp"]["servers"]
    assert not options(g, "run", server="Server 1")


def test_install_log_never_names_the_card() -> None:
    g = scenario(corp={"hand": ["PAD Campaign", "Ice Wall", "Red Herrings"]})
    act(g, "install", card="PAD Campaign", server="new remote")
    act(g, "install", card="Red Herrings", server="Server 1")
    act(g, "install", card="Ice Wall", server="HQ")
    text = "\n".join(g.log)
    assert "The Corp installs a card in Server 1" in text
    assert sum(line.startswith("The Corp installs a card in Server 1") for line in g.log) == 2
    for title in ("PAD Campaign", "Ice Wall", "Red Herrings"):
        assert title not in text


# ---------------------------------------------------------------------- rezzing


def test_rez_non_ice_in_action_phase_costs_no_click() -> None:
    g = scenario(corp={"hand": ["PAD Campaign", "Red Herrings"], "credits": 5})
    act(g, "install", card="PAD Campaign", server="new remote")
    act(g, "install", card="Red Herrings", server="HQ")
    act(g, "rez", card="PAD Campaign", server="Server 1")
    v = g.view("runner")
    assert v["corp"]["credits"] == 3  # PAD Campaign's rez cost is 2
    assert v["corp"]["clicks"] == 1
    assert [c["title"] for c in v["corp"]["servers"]["Server 1"]["content"]] == ["PAD Campaign"]
    assert v["corp"]["servers"]["Server 1"]["content"][0]["rezzed"] is True
    act(g, "rez", card="Red Herrings", server="HQ")
    assert g.corp.credits == 2 and g.corp.clicks == 1
    assert "The Corp rezzes PAD Campaign in Server 1, paying 2." in g.log


def test_rez_not_offered_without_credits_for_the_rez_cost() -> None:
    g = scenario(corp={"hand": ["PAD Campaign"], "credits": 1})
    act(g, "install", card="PAD Campaign", server="new remote")
    assert not options(g, "rez")
    act(g, "credit")
    assert options(g, "rez", card="PAD Campaign")


def test_agendas_are_never_rezzed() -> None:
    g = scenario(corp={"hand": ["Private Security Force"], "credits": 10})
    act(g, "install", card="Private Security Force", server="new remote")
    assert not options(g, "rez")


def test_ice_is_not_rezzed_in_the_corp_action_phase() -> None:
    g = scenario(corp={"hand": ["Ice Wall", "Red Herrings"], "credits": 10})
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "install", card="Red Herrings", server="new remote")
    assert [o.card for o in options(g, "rez")] == ["Red Herrings"]
    act(g, "credit")
    act(g, "pass")  # end of the action phase: the Corp is still offered only non-ice rezzes
    assert not options(g, "rez", card="Ice Wall")


def test_ice_is_rezzed_when_approached() -> None:
    g = scenario(corp={"hand": ["Ice Wall"], "credits": 5})
    act(g, "install", card="Ice Wall", server="HQ")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    assert g.decision.player == "corp"
    act(g, "rez", card="Ice Wall")
    assert g.corp.credits == 5 + 2 - 1  # 2 clicks for credits at end of turn, rez cost 1
    assert server_titles(g, "runner", "HQ", "ice") == ["Ice Wall"]


# ---------------------------------------------------------------------- Runner installs


def test_runner_install_pays_install_cost() -> None:
    g = scenario(runner={"hand": ["Magnum Opus", "Desperado", "Armitage Codebusting"]})
    to_runner_turn(g)
    credits = g.runner.credits
    act(g, "install", card="Desperado")
    assert g.runner.credits == credits - 3
    act(g, "install", card="Armitage Codebusting")
    assert g.runner.credits == credits - 4
    assert rig_titles(g, "hardware") == ["Desperado"]
    assert rig_titles(g, "resource") == ["Armitage Codebusting"]
    assert g.view("runner")["runner"]["clicks"] == 2
    assert "The Runner installs Desperado, paying 3 credits." in g.log


def test_runner_install_not_offered_without_credits() -> None:
    g = scenario(runner={"hand": ["Magnum Opus"], "credits": 4})
    to_runner_turn(g)
    assert not options(g, "install")
    act(g, "credit")
    assert options(g, "install", card="Magnum Opus")


def test_runner_memory_limit_is_4() -> None:
    g = scenario(runner={"hand": ["Magnum Opus", "Battering Ram"], "credits": 10})
    to_runner_turn(g)
    assert g.view("runner")["runner"]["memory"] == {"used": 0, "limit": 4}
    act(g, "install", card="Magnum Opus")
    act(g, "install", card="Battering Ram")
    assert g.view("runner")["runner"]["memory"] == {"used": 4, "limit": 4}
    assert g.decision.player == "runner" and options(g, "credit")


def test_installing_past_memory_limit_trashes_programs_until_they_fit() -> None:
    g = scenario(runner={"hand": ["Magnum Opus", "Battering Ram", "Net Shield"], "credits": 12})
    to_runner_turn(g)
    act(g, "install", card="Magnum Opus")
    act(g, "install", card="Battering Ram")
    act(g, "install", card="Net Shield")
    d = g.decision
    assert d is not None and d.player == "runner"
    assert {o.kind for o in d.options} == {"choose"}
    assert {o.card for o in d.options} == {"Magnum Opus", "Battering Ram", "Net Shield"}
    act(g, "choose", card="Magnum Opus")
    assert rig_titles(g, "program") == ["Battering Ram", "Net Shield"]
    assert heap_titles(g) == ["Magnum Opus"]
    assert g.view("runner")["runner"]["memory"] == {"used": 3, "limit": 4}
    assert options(g, "credit")  # back to the Runner's actions


def test_installing_past_memory_limit_trashes_until_they_fit_twice() -> None:
    g = scenario(
        runner={"hand": ["Magnum Opus", "Net Shield", "Net Shield", "Battering Ram"], "credits": 14}
    )
    to_runner_turn(g)
    act(g, "install", card="Magnum Opus")
    act(g, "install", card="Net Shield")
    act(g, "install", card="Net Shield")
    act(g, "install", card="Battering Ram")  # 6 MU used: one Net Shield is not enough
    # each installed copy is its own option (they are different cards in the rig)
    assert len(options(g, "choose", card="Net Shield")) == 2
    g.choose(options(g, "choose", card="Net Shield")[0])
    assert g.view("runner")["runner"]["memory"]["used"] == 5
    assert g.decision.player == "runner"
    assert {o.kind for o in g.decision.options} == {"choose"}
    g.choose(options(g, "choose", card="Net Shield")[0])
    assert rig_titles(g, "program") == ["Magnum Opus", "Battering Ram"]
    assert g.view("runner")["runner"]["memory"] == {"used": 4, "limit": 4}
    assert heap_titles(g) == ["Net Shield", "Net Shield"]


def test_second_copy_of_unique_card_trashes_the_older() -> None:
    g = scenario(runner={"hand": ["Ice Carver", "Ice Carver"], "credits": 6})
    to_runner_turn(g)
    act(g, "install", card="Ice Carver")
    first = g.view("runner")["runner"]["rig"]["resource"][0]["id"]
    act(g, "install", card="Ice Carver")
    rig = g.view("runner")["runner"]["rig"]["resource"]
    assert [c["title"] for c in rig] == ["Ice Carver"]
    assert rig[0]["id"] != first
    assert heap_titles(g) == ["Ice Carver"]
    assert g.runner.credits == 0


def test_second_console_trashes_the_first() -> None:
    g = scenario(runner={"hand": ["Desperado", "The Toolbox"], "credits": 12})
    to_runner_turn(g)
    act(g, "install", card="Desperado")
    act(g, "install", card="The Toolbox")
    assert rig_titles(g, "hardware") == ["The Toolbox"]
    assert heap_titles(g) == ["Desperado"]


def test_grimoire_and_desperado_are_both_consoles() -> None:
    g = scenario(runner={"hand": ["Grimoire", "Desperado"], "credits": 6})
    to_runner_turn(g)
    act(g, "install", card="Grimoire")
    act(g, "install", card="Desperado")
    assert rig_titles(g, "hardware") == ["Desperado"]
    assert heap_titles(g) == ["Grimoire"]


def test_non_console_hardware_does_not_replace_a_console() -> None:
    g = scenario(runner={"hand": ["Desperado", "Akamatsu Mem Chip"], "credits": 6})
    to_runner_turn(g)
    act(g, "install", card="Desperado")
    act(g, "install", card="Akamatsu Mem Chip")
    assert rig_titles(g, "hardware") == ["Desperado", "Akamatsu Mem Chip"]
    assert heap_titles(g) == []


def test_rezzing_second_copy_of_unique_corp_card_trashes_the_older() -> None:
    g = scenario(corp={"hand": ["Akitaro Watanabe", "Akitaro Watanabe"], "credits": 5})
    act(g, "install", card="Akitaro Watanabe", server="HQ")
    act(g, "install", card="Akitaro Watanabe", server="R&D")
    act(g, "rez", card="Akitaro Watanabe", server="HQ")
    # installed unrezzed, two copies may coexist; becoming active, the new one trashes the old
    assert server_titles(g, "runner", "R&D", "content") == [None]
    act(g, "rez", card="Akitaro Watanabe", server="R&D")
    v = g.view("runner")
    assert v["corp"]["servers"]["HQ"]["content"] == []
    assert [c["title"] for c in v["corp"]["servers"]["R&D"]["content"]] == ["Akitaro Watanabe"]
    assert [c["title"] for c in v["corp"]["discard"]] == ["Akitaro Watanabe"]
    assert g.corp.credits == 3


# ---------------------------------------------------------------------- backing out, trashing ice


def _three_ice_on_hq(credits: int) -> netrunner.Game:
    """Ice Wall, Enigma and Wall of Static protect HQ; the Corp's next turn, one click spent, with
    Wall of Thorns in HQ and ``credits`` (at least 1)."""
    g = scenario(corp={"hand": ["Ice Wall", "Enigma", "Wall of Static", "Wall of Thorns"]})
    g.corp.credits = 20
    act(g, "install", card="Ice Wall", server="HQ")
    for title in ("Enigma", "Wall of Static"):
        act(g, "install", card=title, server="HQ")
        act(g, "pass")  # pay, trash nothing
    to_runner_turn(g)
    end_turn(g)
    assert g.decision is not None and g.decision.kind == "action" and g.active == "corp"
    g.corp.credits = credits - 1
    g.choose(options(g, "credit")[0])  # +1: the next decision is built with ``credits``
    return g


def test_an_ice_install_can_be_backed_out_of_before_anything_is_paid() -> None:
    g = _three_ice_on_hq(credits=5)
    before = g.decision
    assert before is not None and before.kind == "action"
    log, clicks, credits = list(g.log), g.corp.clicks, g.corp.credits
    act(g, "install", card="Wall of Thorns", server="HQ")  # a mis-key
    d = g.decision
    assert d is not None and d.kind == "choose" and d.source_title == "Wall of Thorns"
    # paying, each piece of ice to trash first, and backing out (last)
    assert [o.kind for o in d.options] == ["pass", "choose", "choose", "choose", "cancel"]
    act(g, "cancel")
    after = g.decision
    assert after is not None and after.kind == "action" and after.player == "corp"
    assert after.options == before.options  # the same action decision, nothing paid
    assert (g.corp.clicks, g.corp.credits, g.log) == (clicks, credits, log)
    assert server_titles(g, "corp", "HQ", "ice") == ["Wall of Static", "Enigma", "Ice Wall"]
    assert [c.title for c in g.corp.hand].count("Wall of Thorns") == 1
    g.undo(1)  # a choice like any other: taken back, the question is there again
    assert g.decision is not None and g.decision.kind == "choose"


def test_an_ice_install_payable_only_by_trashing_ice_there_says_so_and_asks_which() -> None:
    g = scenario(corp={"hand": ["Wall of Static", "Wall of Thorns"], "credits": 0})
    act(g, "install", card="Wall of Static", server="HQ")
    (opt,) = options(g, "install", card="Wall of Thorns", server="HQ")
    # the true options: 1 credit is needed, the Corp has none, so Wall of Static must go first
    assert (
        opt.label == "Install Wall of Thorns protecting HQ (trash 1 ice there first to afford it)"
    )
    assert opt.amount == 1 and opt.cost == Cost(clicks=1)
    g.choose(opt)
    d = g.decision
    assert d is not None and d.player == "corp" and d.params["must_trash"] == 1
    assert "you have 0 credits" in d.prompt
    # never trashed without asking: which ice (here only one), or back out
    assert [(o.kind, o.card) for o in d.options] == [("choose", "Wall of Static"), ("cancel", None)]
    assert server_titles(g, "corp", "HQ", "ice") == ["Wall of Static"]
    act(g, "choose", card="Wall of Static")
    assert server_titles(g, "corp", "HQ", "ice") == ["Wall of Thorns"]
    assert g.corp.credits == 0 and g.corp.clicks == 1


def test_an_ice_install_short_of_credits_asks_for_each_piece_and_keeps_the_rest() -> None:
    g = _three_ice_on_hq(credits=1)
    (opt,) = options(g, "install", card="Wall of Thorns", server="HQ")
    assert opt.label.endswith("(trash 2 of the 3 ice there first to afford it)")
    assert opt.amount == 2 and opt.cost == Cost(clicks=1, credits=1)
    g.choose(opt)
    assert not options(g, "pass")  # 3 credits, with 1: not yet payable
    act(g, "choose", card="Ice Wall")
    assert not options(g, "pass") and not options(g, "cancel")  # under way: no going back
    act(g, "choose", card="Enigma")
    act(g, "pass")  # 1 credit for the 1 ice left: Wall of Static stays
    assert server_titles(g, "corp", "HQ", "ice") == ["Wall of Thorns", "Wall of Static"]
    assert g.corp.credits == 0


def test_an_install_by_a_card_already_paid_for_offers_no_back_out() -> None:
    """Shipment from MirrorMorph's installs come after the operation is paid: the question of
    which ice to trash has no cancel (Shipment's own "Install no more cards" ends it)."""
    g = scenario(corp={"hand": ["Ice Wall", "Enigma", "Shipment from MirrorMorph"], "credits": 5})
    act(g, "install", card="Ice Wall", server="HQ")
    act(g, "play", card="Shipment from MirrorMorph")
    act(g, "install", card="Enigma", server="HQ")
    d = g.decision
    assert d is not None and d.kind == "choose" and d.source_title == "Enigma"
    assert [o.kind for o in d.options] == ["pass", "choose"]

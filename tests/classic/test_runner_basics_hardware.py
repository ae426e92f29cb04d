"""runner-basics: the 1996 Base set's hardware, one scenario per ability (bits only for removing
tags, icebreakers or link; per-turn damage shields; decks, one at a time; HQ and R&D Interface;
memory and hand size)."""

from __future__ import annotations

from cards.helpers import (
    finish_run,
    log_since,
    next_runner_turn,
    rig_card,
    runner_install,
    to_corp_turn,
)
from classic.runner_basics_helpers import (
    FILLER,
    at_ice,
    damage_done,
    install_all,
    runner_turn,
    titles,
)
from netrunner.testing import act, options

# ---------------------------------------------------------------------- bits for removing tags


def test_armadillos_2_bits_pay_only_to_remove_tags_and_come_back_next_turn() -> None:
    g = runner_turn(runner_hand=['"Armadillo" Armored Road Home', "WuTech Mem Chip"], tags=2)
    g.runner.credits = 2
    act(g, "install", card='"Armadillo" Armored Road Home')
    assert g.runner.credits == 0
    assert rig_card(g, '"Armadillo" Armored Road Home')["counters"] == {"recurring": 2}
    assert options(g, "install", card="WuTech Mem Chip") == []  # 1 bit: not for installing
    act(g, "remove_tag")
    assert g.runner.tags == 1 and g.runner.credits == 0
    assert rig_card(g, '"Armadillo" Armored Road Home')["counters"] == {"recurring": 0}
    assert options(g, "remove_tag") == []
    next_runner_turn(g)
    assert rig_card(g, '"Armadillo" Armored Road Home')["counters"] == {"recurring": 2}


def test_armadillo_is_trashed_to_prevent_up_to_3_meat_damage() -> None:
    g = runner_turn(
        ["Scorched Earth"], ['"Armadillo" Armored Road Home', *FILLER], runner_credits=2, tags=1
    )
    act(g, "install", card='"Armadillo" Armored Road Home')
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    d = g.decision
    assert d is not None and d.kind == "prevent" and d.params == {"what": "meat", "amount": 4}
    (opt,) = options(g, "ability", card='"Armadillo" Armored Road Home')
    assert opt.cost.trash_self and opt.label.endswith("prevent 3 meat damage")
    act(g, "ability", card='"Armadillo" Armored Road Home')
    assert "The Runner takes 1 meat damage" in " ".join(g.log)
    v = g.view("corp")["runner"]
    assert v["rig"]["hardware"] == [] and '"Armadillo" Armored Road Home' in titles(v["discard"])


def test_drifter_puts_2_bits_on_itself_only_for_removing_tags() -> None:
    g = runner_turn(runner_hand=['"Drifter" Mobile Environment', "WuTech Mem Chip"], tags=1)
    g.runner.credits = 0
    act(g, "install", card='"Drifter" Mobile Environment')  # free
    assert rig_card(g, '"Drifter" Mobile Environment')["counters"] == {"recurring": 2}
    assert options(g, "install", card="WuTech Mem Chip") == []
    (opt,) = options(g, "remove_tag")
    assert opt.cost.credits == 2
    act(g, "remove_tag")
    assert g.runner.tags == 0 and g.runner.credits == 0


# ---------------------------------------------------------------------- shields


def test_green_knight_surge_buffers_prevent_1_net_damage_each_turn() -> None:
    g = runner_turn(runner_hand=['"Green Knight" Surge Buffers', *FILLER])
    act(g, "install", card='"Green Knight" Surge Buffers')
    damage_done(g, "net", 2)
    assert '"Green Knight" Surge Buffers prevents 1 net damage.' in g.log
    assert len(g.runner.hand) == 4
    damage_done(g, "meat", 1)  # net damage only
    damage_done(g, "net", 1)  # this turn's 1 is spent
    assert len(g.runner.hand) == 2
    next_runner_turn(g)
    n = len(g.log)
    damage_done(g, "net", 1)
    assert '"Green Knight" Surge Buffers prevents 1 net damage.' in log_since(g, n)


def test_dermatech_bodyplating_prevents_1_meat_damage_each_turn() -> None:
    g = runner_turn(["Scorched Earth"], ["Dermatech Bodyplating", *FILLER], tags=1)
    act(g, "install", card="Dermatech Bodyplating")
    to_corp_turn(g)
    act(g, "play", card="Scorched Earth")
    assert "Dermatech Bodyplating prevents 1 meat damage." in g.log
    assert "The Runner takes 3 meat damage" in " ".join(g.log)


# ---------------------------------------------------------------------- decks


def test_artemis_2020_gives_2_mu_and_2_bits_only_for_icebreakers() -> None:
    g = at_ice("Triggerman", ["Artemis 2020", "Codeslinger"], runner_credits=17)
    assert g.runner.credits == 0
    assert g.view("runner")["runner"]["memory"]["limit"] == 6
    assert len(options(g, "break", card="Codeslinger")) == 2  # 2 bits on Artemis to spend
    act(g, "break", card="Codeslinger", target="Trash 1 program.")
    act(g, "break", card="Codeslinger", target="End the run.")
    assert rig_card(g, "Artemis 2020")["counters"] == {"recurring": 0}
    finish_run(g)
    next_runner_turn(g)
    assert rig_card(g, "Artemis 2020")["counters"] == {"recurring": 2}


def test_installing_pk_6089a_trashes_the_older_deck_artemis_2020() -> None:
    g = runner_turn(runner_hand=["Artemis 2020", "PK-6089a"], runner_credits=14)
    act(g, "install", card="Artemis 2020")
    act(g, "install", card="PK-6089a")
    assert "Artemis 2020 is trashed to make room for PK-6089a." in g.log
    assert titles(g.view("runner")["runner"]["rig"]["hardware"]) == ["PK-6089a"]
    assert g.memory_limit() == 5


def test_pk_6089a_gives_1_mu_and_3_bits_only_for_link() -> None:
    g = at_ice("Fetch 4.0.1", ["PK-6089a", "Bakdoor [TM]"], runner_credits=6)
    assert g.runner.credits == 0 and g.memory_limit() == 5
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=3)
    # PK-6089a's 3 bits buy one +1 link (2 bits) on Bakdoor, not two
    assert [(o.amount, o.cost.credits) for o in options(g, "link") if o.card] == [(3, 0), (4, 2)]
    act(g, "link", card="Bakdoor [TM]", amount=4)
    assert g.runner.tags == 0
    assert rig_card(g, "PK-6089a")["counters"] == {"recurring": 1}


def test_raven_microcyb_eagle_gives_1_mu_a_bit_for_icebreakers_and_a_net_shield() -> None:
    g = at_ice(
        "Triggerman", ["Raven Microcyb Eagle", "Codeslinger"], runner_credits=13, hand=FILLER
    )
    assert g.runner.credits == 0 and g.memory_limit() == 5
    (brk,) = options(g, "break", card="Codeslinger", target="End the run.")
    act(g, "break", card="Codeslinger", target="End the run.")
    assert rig_card(g, "Raven Microcyb Eagle")["counters"] == {"recurring": 0}
    assert options(g, "break", card="Codeslinger") == []  # no bit left
    damage_done(g, "net", 2)
    assert "Raven Microcyb Eagle prevents 1 net damage." in g.log


def test_techtronica_utility_suit_gives_1_mu_5_bits_for_link_and_a_meat_shield() -> None:
    g = at_ice("Fetch 4.0.1", ["Techtronica [TM] Utility Suit", "Bakdoor [TM]"], runner_credits=8)
    assert g.runner.credits == 0 and g.memory_limit() == 5
    while g.decision is not None and g.decision.kind != "trace":
        act(g, "pass")
    act(g, "trace", amount=3)
    assert [(o.amount, o.cost.credits) for o in options(g, "link") if o.card] == [
        (3, 0),
        (4, 2),
        (5, 4),
    ]
    act(g, "link", card="Bakdoor [TM]", amount=5)
    assert rig_card(g, "Techtronica [TM] Utility Suit")["counters"] == {"recurring": 1}
    assert g.runner.tags == 0


def test_techtronica_utility_suit_prevents_1_meat_damage_each_turn() -> None:
    g = runner_turn(runner_hand=["Techtronica [TM] Utility Suit", *FILLER], runner_credits=6)
    act(g, "install", card="Techtronica [TM] Utility Suit")
    damage_done(g, "meat", 2)
    assert "Techtronica [TM] Utility Suit prevents 1 meat damage." in g.log
    assert len(g.runner.hand) == 4


# ---------------------------------------------------------------------- more cards accessed


def _accessed(lines: list[str]) -> list[str]:
    return [x for x in lines if x.startswith("The Runner accesses")]


def test_hq_interface_accesses_an_additional_card_from_hq() -> None:
    g = runner_turn(["Night Shift", "Scorched Earth", "Accounts Receivable"], ["HQ Interface"])
    act(g, "install", card="HQ Interface")
    n = len(g.log)
    act(g, "run", server="HQ")
    finish_run(g)
    accessed = _accessed(log_since(g, n))
    assert len(accessed) == 2 and all(x.endswith("from HQ.") for x in accessed)
    n = len(g.log)
    act(g, "run", server="R&D")
    finish_run(g)
    assert len(_accessed(log_since(g, n))) == 1


def test_rd_interface_accesses_an_additional_card_from_rd() -> None:
    g = runner_turn(
        runner_hand=["R&D Interface"], corp_deck=["Night Shift", "Scorched Earth", "Filter"]
    )
    act(g, "install", card="R&D Interface")
    n = len(g.log)
    act(g, "run", server="R&D")
    finish_run(g)
    assert _accessed(log_since(g, n)) == [
        "The Runner accesses Night Shift from R&D.",
        "The Runner accesses Scorched Earth from R&D.",
    ]


# ---------------------------------------------------------------------- memory and hand size


def test_mram_chips_raise_the_hand_size_by_2_and_militech_by_3() -> None:
    g = runner_turn(runner_hand=["MRAM Chip", "Militech MRAM Chip"], runner_credits=3)
    act(g, "install", card="MRAM Chip")
    assert g.view("corp")["runner"]["max_hand_size"] == 7
    act(g, "install", card="Militech MRAM Chip")
    assert g.view("corp")["runner"]["max_hand_size"] == 10


def test_tycho_mem_chip_gives_3_mu_and_wutech_1() -> None:
    g = runner_turn(runner_hand=["Tycho Mem Chip", "WuTech Mem Chip"], runner_credits=6)
    install_all(g, "Tycho Mem Chip")
    assert g.view("runner")["runner"]["memory"]["limit"] == 7
    runner_install(g, "WuTech Mem Chip")
    assert g.view("runner")["runner"]["memory"]["limit"] == 8

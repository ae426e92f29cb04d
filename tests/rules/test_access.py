"""Rules scenarios: accessing cards after a successful run (HQ, R&D, Archives, remotes, roots),
stealing agendas, paying trash costs, "when accessed" abilities, and what stays hidden."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from netrunner.engine.game import Game
from netrunner.testing import act, end_turn, options, pass_until, scenario


def runner_turn(
    corp: dict[str, Any],
    installs: Sequence[tuple[str, str]] = (),
    runner: dict[str, Any] | None = None,
) -> Game:
    """The Corp installs ``installs`` (title, server) in its turn, then the Runner's turn begins."""
    g = scenario(corp=corp, runner=runner)
    for title, server in installs:
        act(g, "install", card=title, server=server)
    end_turn(g)
    assert g.decision is not None and g.decision.player == "runner"
    return g


def run_to_access(g: Game, server: str) -> None:
    """Run ``server`` (no ice) and let the Corp pass until the Runner has to decide."""
    act(g, "run", server=server)
    pass_until(g, "runner")


def at_runner_actions(g: Game) -> bool:
    """The run is over and the Runner's next action is next (once the Corp has passed the
    paid-ability window it gets before each of the Runner's actions)."""
    pass_until(g, "runner")
    d = g.decision
    return d is not None and d.player == "runner" and any(o.kind == "run" for o in d.options)


def accessed(g: Game) -> list[str]:
    return [line for line in g.log if line.startswith("The Runner accesses")]


# ---------------------------------------------------------------------- HQ, R&D, Archives


def test_hq_access_is_one_random_card_from_hq() -> None:
    hq = ["PAD Campaign", "Melange Mining Corp.", "Akitaro Watanabe"]
    g = runner_turn({"hand": hq})
    run_to_access(g, "HQ")
    d = g.decision
    assert d is not None and d.player == "runner"
    (trash,) = options(g, "trash")
    assert trash.card in hq  # the Runner sees the accessed card's title
    assert accessed(g) == [f"The Runner accesses {trash.card} from HQ."]
    act(g, "pass")
    assert at_runner_actions(g)
    assert len(accessed(g)) == 1
    assert sorted(c.title for c in g.corp.hand) == sorted(hq)  # it went back to HQ
    assert "hand" not in g.view("runner")["corp"]


def test_hq_access_is_random_and_seeded() -> None:
    hq = ["PAD Campaign", "Melange Mining Corp.", "Akitaro Watanabe"]
    picks = set()
    for seed in range(8):
        g = scenario(corp={"hand": hq}, seed=seed)
        end_turn(g)
        run_to_access(g, "HQ")
        picks.add(options(g, "trash")[0].card)
        # the same seed gives the same card
        again = scenario(corp={"hand": hq}, seed=seed)
        end_turn(again)
        run_to_access(again, "HQ")
        assert options(again, "trash")[0].card == options(g, "trash")[0].card
    assert len(picks) > 1


def test_rd_access_is_the_top_card() -> None:
    deck = ["Melange Mining Corp.", "PAD Campaign", "Hedge Fund", "Hedge Fund"]
    g = runner_turn({"deck": deck})
    run_to_access(g, "R&D")
    (trash,) = options(g, "trash")
    assert trash.card == "Melange Mining Corp."
    assert accessed(g) == ["The Runner accesses Melange Mining Corp. from R&D."]
    act(g, "pass")
    assert at_runner_actions(g)
    assert [c.title for c in g.corp.deck] == deck  # left on top, order unchanged
    assert g.view("runner")["corp"]["deck_size"] == 4


def test_archives_access_is_every_card_turning_facedown_ones_faceup() -> None:
    # Hedge Fund is played (faceup in Archives); two cards are discarded facedown at end of turn
    hand = ["Hedge Fund", "Priority Requisition", "PAD Campaign"] + ["Ice Wall"] * 5
    g = scenario(corp={"hand": hand})
    act(g, "play", card="Hedge Fund")
    end_turn(g)
    corp_discard = g.view("runner")["corp"]["discard"]
    assert [c["title"] for c in corp_discard] == ["Hedge Fund", None, None]
    run_to_access(g, "Archives")
    assert at_runner_actions(g)
    assert "The Runner turns 2 facedown cards in Archives faceup." in g.log
    lines = " ".join(accessed(g))
    for title in ("Hedge Fund", "PAD Campaign", "Priority Requisition"):
        assert title in lines
    # cards accessed in Archives are not offered for trashing (they are already trashed)
    assert not any("pays" in line for line in g.log)
    # the agenda is stolen; the other cards stay in Archives, now faceup
    assert [c["title"] for c in g.view("runner")["runner"]["scored"]] == ["Priority Requisition"]
    shown = g.view("runner")["corp"]["discard"]
    assert [(c["title"], c["faceup"]) for c in shown] == [
        ("Hedge Fund", True),
        ("PAD Campaign", True),
    ]


def test_archives_access_order_is_the_runners_choice() -> None:
    # two agendas discarded facedown: the Runner picks which to access first
    hand = ["Priority Requisition", "Private Security Force"] + ["Ice Wall"] * 5
    g = runner_turn({"hand": hand})
    run_to_access(g, "Archives")
    assert {o.card for o in options(g, "access")} == {
        "Priority Requisition",
        "Private Security Force",
    }
    act(g, "access", card="Private Security Force")
    assert at_runner_actions(g)
    assert [line for line in g.log if "steals" in line] == [
        "The Runner steals Private Security Force (2 agenda points), for 2 agenda points in all.",
        "The Runner steals Priority Requisition (3 agenda points), for 5 agenda points in all.",
    ]


# ---------------------------------------------------------------------- remotes and roots


def test_remote_access_is_every_card_in_it() -> None:
    g = runner_turn(
        {"hand": ["PAD Campaign", "Akitaro Watanabe"]},
        [("PAD Campaign", "new remote"), ("Akitaro Watanabe", "Server 1")],
        runner={"credits": 10},
    )
    run_to_access(g, "Server 1")
    opts = options(g, "access")
    assert len(opts) == 2 and all(o.card is None for o in opts)  # both unrezzed: no titles
    ids = {c["id"] for c in g.view("runner")["corp"]["servers"]["Server 1"]["content"]}
    assert {o.card_id for o in opts} == ids
    # the Runner picks the order: the upgrade first
    upgrade = next(o for o in opts if g.card(o.card_id).title == "Akitaro Watanabe")
    g.choose(upgrade)
    act(g, "pass")  # don't trash Akitaro Watanabe
    act(g, "pass")  # don't trash PAD Campaign
    assert at_runner_actions(g)
    assert accessed(g) == [
        "The Runner accesses Akitaro Watanabe in Server 1.",
        "The Runner accesses PAD Campaign in Server 1.",
    ]


def test_upgrade_in_a_central_root_is_accessed_too() -> None:
    g = runner_turn(
        {"hand": ["Akitaro Watanabe", "Beanstalk Royalties"]},
        [("Akitaro Watanabe", "HQ")],
    )
    run_to_access(g, "HQ")
    opts = options(g, "access")
    assert sorted(o.label for o in opts) == [
        "Access a random card from HQ",
        "Access an unrezzed card in root of HQ",
    ]
    act(g, "access", server="HQ", card=None, card_id=None)  # the random HQ card first
    assert options(g, "trash", card="Akitaro Watanabe")
    act(g, "pass")
    assert at_runner_actions(g)
    assert accessed(g) == [
        "The Runner accesses Beanstalk Royalties from HQ.",
        "The Runner accesses Akitaro Watanabe in the root of HQ.",
    ]


# ---------------------------------------------------------------------- steal and trash


def test_accessed_agenda_is_stolen() -> None:
    g = runner_turn(
        {"hand": ["Private Security Force"]}, [("Private Security Force", "new remote")]
    )
    run_to_access(g, "Server 1")
    assert at_runner_actions(g)  # stealing needs no decision
    v = g.view("runner")
    assert [c["title"] for c in v["runner"]["scored"]] == ["Private Security Force"]
    assert v["runner"]["agenda_points"] == 2
    assert v["corp"]["agenda_points"] == 0
    assert (
        "The Runner steals Private Security Force (2 agenda points), for 2 agenda points in all."
        in g.log
    )
    assert "Server 1" not in v["corp"]["servers"]  # the emptied remote is gone


def test_accessed_card_may_be_trashed_by_paying_its_trash_cost() -> None:
    g = runner_turn({"hand": ["PAD Campaign"]}, [("PAD Campaign", "new remote")])
    run_to_access(g, "Server 1")
    d = g.decision
    assert d is not None and sorted(o.kind for o in d.options) == ["pass", "trash"]
    act(g, "trash", card="PAD Campaign", amount=4)
    assert g.runner.credits == 1
    discard = g.view("runner")["corp"]["discard"]
    assert [(c["title"], c["faceup"]) for c in discard] == [("PAD Campaign", True)]
    assert "The Runner pays 4 to trash PAD Campaign." in g.log


def test_trash_is_not_offered_when_the_runner_cannot_afford_it() -> None:
    g = runner_turn(
        {"hand": ["PAD Campaign"]}, [("PAD Campaign", "new remote")], runner={"credits": 3}
    )
    run_to_access(g, "Server 1")
    assert at_runner_actions(g)
    assert "The Runner accesses PAD Campaign in Server 1." in g.log
    assert g.runner.credits == 3
    assert [c.title for c in g.corp.servers["Server 1"].content] == ["PAD Campaign"]


def test_card_not_trashed_returns_where_it_was_and_stays_hidden() -> None:
    g = runner_turn({"hand": ["PAD Campaign"]}, [("PAD Campaign", "new remote")])
    run_to_access(g, "Server 1")
    act(g, "pass")
    assert at_runner_actions(g)
    content = g.view("runner")["corp"]["servers"]["Server 1"]["content"]
    assert [(c["title"], c["rezzed"]) for c in content] == [(None, False)]
    assert g.view("corp")["corp"]["servers"]["Server 1"]["content"][0]["title"] == "PAD Campaign"
    assert "The Runner accesses PAD Campaign in Server 1." in g.log
    assert g.runner.credits == 5


# ---------------------------------------------------------------------- "when accessed"


def test_when_accessed_ability_fires_on_an_unrezzed_card() -> None:
    grip = ["Sure Gamble", "Diesel", "Corroder", "Net Shield", "Magnum Opus"]
    g = runner_turn({"hand": ["Snare!"]}, [("Snare!", "new remote")], runner={"hand": grip})
    act(g, "run", server="Server 1")
    act(g, "pass")  # the Corp doesn't rez anything as the Runner approaches the server
    d = g.decision
    assert d is not None and d.player == "corp"
    assert "The Runner accesses Snare! in Server 1." in g.log
    assert g.view("runner")["decision"]["prompt"] == "The Corp decides whether to use Snare!."
    corp_credits = g.corp.credits
    act(g, "ability", card="Snare!")
    assert g.corp.credits == corp_credits - 4
    assert g.runner.tags == 1
    assert len(g.runner.hand) == 2 and len(g.runner.discard) == 3
    assert not g.corp.servers["Server 1"].content[0].rezzed


def test_when_accessed_effects_resolve_before_the_runner_chooses_to_trash() -> None:
    # Snare! (trash cost 0) springs as it is accessed; only then may the Runner trash it
    g = runner_turn(
        {"hand": ["Snare!"]},
        [("Snare!", "new remote")],
        runner={"hand": ["Sure Gamble"] * 5, "credits": 5},
    )
    act(g, "run", server="Server 1")
    act(g, "pass")  # the Corp leaves Snare! unrezzed as the Runner approaches the server
    d = g.decision
    assert d is not None and d.player == "corp" and d.source_title == "Snare!"
    act(g, "ability", card="Snare!")  # pay 4: 3 net damage and a tag, done at once
    d = g.decision
    assert d is not None and d.kind == "trash" and d.source_title == "Snare!"
    assert len(g.runner.hand) == 2 and g.runner.tags == 1

"""game.determinize(side): hidden cards re-dealt, everything that side may know kept."""

from __future__ import annotations

import random
from collections import Counter

import pytest

import netrunner
from netrunner.engine.game import Game
from netrunner.testing import act, end_turn, options, pass_until, scenario


def _midgame(seed: int, decisions: int = 120) -> Game:
    g = netrunner.Game.new("starter:haas-bioroid", "starter:shaper", seed=seed)
    rng = random.Random(seed)
    for _ in range(decisions):
        if g.decision is None:
            break
        g.choose(rng.randrange(len(g.decision.options)))
    return g


def _titles(g: Game) -> Counter[str]:
    return Counter(c.title for c in g.cards.values())


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_determinized_copy_looks_the_same_to_that_side(side: str) -> None:
    for seed in range(8):
        g = _midgame(seed)
        d = g.determinize(side, seed=seed)
        assert d.view(side) == g.view(side)
        assert _titles(d) == _titles(g)  # the same cards, dealt differently


def test_determinizing_for_the_runner_redeals_hq_and_keeps_ice_in_ice_slots() -> None:
    g = _midgame(3)
    changed = 0
    for s in range(20):
        d = g.determinize("runner", seed=s)
        if [c.title for c in d.corp.hand] != [c.title for c in g.corp.hand]:
            changed += 1
        for srv in d.corp.servers.values():
            assert all(c.data.type == "ice" for c in srv.ice)
            for c in srv.content:
                if not srv.is_remote:
                    assert c.data.type == "upgrade"
                if c.advancements:
                    assert c.data.type == "agenda" or c.defn.advanceable
    assert changed >= 10


def test_determinizing_for_the_corp_keeps_hq_and_redeals_the_grip() -> None:
    g = next(g for seed in range(4, 40) if len((g := _midgame(seed)).runner.hand) >= 2)
    grips = set()
    for s in range(20):
        d = g.determinize("corp", seed=s)
        assert [c.title for c in d.corp.hand] == [c.title for c in g.corp.hand]
        grips.add(tuple(sorted(c.title for c in d.runner.hand)))
    assert len(grips) > 1


def test_a_determinized_game_plays_on_to_the_end() -> None:
    for seed in range(5):
        d = _midgame(seed).determinize("runner", seed=seed)
        rng = random.Random(seed)
        while d.decision is not None:
            d.choose(rng.randrange(len(d.decision.options)))
        assert d.winner in ("corp", "runner")


def test_the_original_is_untouched() -> None:
    g = _midgame(6)
    before = (g.view("corp"), g.view("runner"), [c.title for c in g.corp.deck])
    g.determinize("runner", seed=1)
    g.determinize("corp", seed=2)
    assert (g.view("corp"), g.view("runner"), [c.title for c in g.corp.deck]) == before


def test_the_card_the_runner_is_accessing_stays_what_it_is() -> None:
    # "Pay 4 to trash Melange Mining Corp.?": the Runner knows that card; only the rest of HQ
    # (and R&D) is re-dealt, and the card keeps its place.
    hq = ["PAD Campaign", "Melange Mining Corp.", "Akitaro Watanabe", "Hedge Fund"]
    g = scenario(corp={"hand": hq, "deck": ["Ice Wall", "Enigma", "Hostile Takeover"] * 3})
    end_turn(g)
    act(g, "run", server="HQ")
    pass_until(g, "runner")
    (trash,) = options(g, "trash")
    where = [c.id for c in g.corp.hand].index(trash.card_id)
    dealt = set()
    for s in range(20):
        d = g.determinize("runner", seed=s)
        card = d.card(trash.card_id)
        assert card is not None and card.title == trash.card
        assert d.corp.hand[where] is card
        dealt.add(tuple(c.title for c in d.corp.hand))
        assert d.view("runner") == g.view("runner")
    assert len(dealt) > 5  # the other three cards of HQ are re-dealt


def test_the_top_of_rd_being_accessed_stays_on_top() -> None:
    g = scenario(corp={"deck": ["Melange Mining Corp.", *["Hedge Fund", "Ice Wall"] * 5]})
    end_turn(g)
    act(g, "run", server="R&D")
    pass_until(g, "runner")
    (trash,) = options(g, "trash")
    for s in range(10):
        d = g.determinize("runner", seed=s)
        assert d.corp.deck[0].title == "Melange Mining Corp."
        assert d.corp.deck[0].id == trash.card_id


def test_a_determinisation_copies_only_the_hidden_cards_it_changes() -> None:
    # Cheap enough to deal one per search iteration: the cards of R&D that keep what they are
    # stay shared with the real game (which a determinisation never changes). At most one R&D
    # card changes for each hidden card outside R&D that is re-dealt.
    for seed in range(4):
        g = _midgame(seed)
        installed = [c for s in g.corp.servers.values() for c in s.ice + s.content]
        hidden_elsewhere = (
            len(g.corp.hand)
            + sum(not c.rezzed for c in installed)
            + sum(not c.faceup for c in g.corp.discard)
        )
        d = g.determinize("runner", seed=3)
        real = {c.id: c for c in g.corp.deck}
        shared = [c for c in d.corp.deck if real.get(c.id) is c]
        assert len(shared) >= len(g.corp.deck) - hidden_elsewhere
        assert sorted(c.id for c in d.corp.deck) == sorted(real)


def test_a_restricted_hidden_card_is_dealt_only_the_faces_allowed_and_the_view_is_kept() -> None:
    from netrunner.engine.determinize import Determinizer
    from netrunner.engine.rng import Rng

    g = _midgame(3)
    deal = Determinizer(g, "runner")
    card = g.corp.hand[0]
    assert deal.restrict(card.id, lambda data: data.type == "ice")
    for s in range(20):
        d = deal(Rng(s))
        assert d.cards[card.id].data.type == "ice"
        assert d.view("runner") == g.view("runner")
        assert _titles(d) == _titles(g)


def test_a_restriction_nothing_fits_is_refused_and_changes_nothing() -> None:
    from netrunner.engine.determinize import Determinizer
    from netrunner.engine.rng import Rng

    g = _midgame(3)
    deal = Determinizer(g, "runner")
    card = g.corp.hand[0]
    before = [deal(Rng(s)).cards[card.id].title for s in range(10)]
    assert not deal.restrict(card.id, lambda data: data.side == "runner")
    assert not deal.restrict(g.runner.identity.id, lambda data: True)  # not a hidden card
    assert [deal(Rng(s)).cards[card.id].title for s in range(10)] == before


# ---------------------------------------------------------------- what the Runner has seen


def _faces(g: Game, card_id: int, seeds: int = 30) -> set[str]:
    """What the card ``card_id`` is in the Runner's determinisations of ``g``."""
    out = set()
    for s in range(seeds):
        c = g.determinize("runner", seed=s).card(card_id)
        assert c is not None
        out.add(c.title)
    return out


def _run_and_leave(g: Game, server: str) -> None:
    """The Runner runs ``server`` and declines to trash or steal what it accesses."""
    act(g, "run", server=server)
    pass_until(g, "runner", kinds=("pass", "continue", "access"))
    while g.run is not None and g.decision is not None and options(g, "pass"):
        act(g, "pass")
        pass_until(g, "runner", kinds=("pass", "continue", "access"))


def test_a_card_the_runner_accessed_and_left_in_a_remote_stays_what_it_is() -> None:
    """The Runner accessed the unrezzed card of a remote and let it be: its determinisations
    keep that card what it is (before the access, it could be any asset, agenda or upgrade)."""
    g = scenario(
        corp={
            "hand": ["PAD Campaign"],
            "deck": ["Hostile Takeover", "Melange Mining Corp.", "Snare!", "Hedge Fund"] * 3,
        }
    )
    act(g, "install", card="PAD Campaign", server="new remote")
    end_turn(g)
    (pad,) = g.corp.servers["Server 1"].content
    assert len(_faces(g, pad.id)) > 1
    _run_and_leave(g, "Server 1")
    assert g.corp.servers["Server 1"].content == [pad]
    assert _faces(g, pad.id) == {"PAD Campaign"}


def test_the_top_of_rd_the_runner_saw_stays_on_top_and_is_known_in_hq_once_drawn() -> None:
    """The Runner accessed the top card of R&D: it is that card in every determinisation, and
    after the Corp draws it, the Runner knows it is in HQ (the rest of HQ is re-dealt)."""
    g = scenario(
        corp={"hand": [], "deck": ["Melange Mining Corp.", *["Hedge Fund", "Ice Wall"] * 5]}
    )
    end_turn(g)
    top = g.corp.deck[0]
    _run_and_leave(g, "R&D")
    assert g.corp.deck[0] is top
    for s in range(10):
        assert g.determinize("runner", seed=s).corp.deck[0].title == "Melange Mining Corp."
    end_turn(g)  # the Corp draws it
    (drawn,) = g.corp.hand
    assert _faces(g, drawn.id) == {"Melange Mining Corp."}


def test_the_runner_forgets_hq_once_the_corp_installs_from_it() -> None:
    """The Runner saw a card in HQ; the Corp installs a card from HQ facedown: which one? The
    Runner can't tell, so it no longer knows what is left in HQ."""
    hq = ["PAD Campaign", "Melange Mining Corp."]
    g = scenario(corp={"hand": hq, "deck": ["Hedge Fund", "Ice Wall", "Snare!"] * 4})
    end_turn(g)
    _run_and_leave(g, "HQ")
    seen = [c for c in g.corp.hand if c.id in g.known_to_runner]
    assert len(seen) == 1 and _faces(g, seen[0].id) == {seen[0].title}
    end_turn(g)  # the Corp draws a card
    assert seen[0].id in g.known_to_runner
    act(g, "install", card=seen[0].title, server="new remote")
    assert not any(c.id in g.known_to_runner for c in g.corp.hand)
    assert all(len(_faces(g, c.id)) > 1 for c in g.corp.hand)


def test_the_runner_forgets_the_order_of_rd_once_it_is_shuffled() -> None:
    g = scenario(corp={"deck": ["Melange Mining Corp.", *["Hedge Fund", "Ice Wall"] * 5]})
    end_turn(g)
    _run_and_leave(g, "R&D")
    assert g.corp.deck[0].id in g.known_to_runner
    g.shuffle_deck("corp")
    assert not any(c.id in g.known_to_runner for c in g.corp.deck)
    tops = {g.determinize("runner", seed=s).corp.deck[0].title for s in range(30)}
    assert len(tops) > 1


@pytest.mark.parametrize("ruleset", ["anr", "classic"])
@pytest.mark.parametrize("side", ["corp", "runner"])
def test_a_deal_planned_then_made_is_the_deal_and_draws_as_much(ruleset: str, side: str) -> None:
    # A search bot plans two deals and makes only the one it keeps: the deal made from a plan
    # must be the one dealt at once, and the generator left where dealing would leave it.
    from netrunner.engine.rng import Rng

    decks = (
        ("starter:haas-bioroid", "starter:shaper")
        if ruleset == "anr"
        else ("starter:classic-corp", "starter:classic-runner")
    )
    for seed in range(6):
        g = netrunner.Game.new(*decks, seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        for _ in range(40 + 20 * seed):
            if g.decision is None:
                break
            g.choose(rng.randrange(len(g.decision.options)))
        deal = g.determinizer(side)
        a, b = Rng(seed), Rng(seed)
        plan = deal.plan(a)
        made, dealt = deal.make(plan), deal(b)
        assert a.state == b.state
        other = "runner" if side == "corp" else "corp"
        assert made.view(other) == dealt.view(other)
        assert [c.title for c in made.player(other).deck] == [
            c.title for c in dealt.player(other).deck
        ]
        assert made.rng.state == dealt.rng.state
        assert deal.zone_faces(plan, "hand") == [c.data for c in made.player(other).hand]


@pytest.mark.parametrize("side", ["corp", "runner"])
def test_a_side_does_not_know_the_order_of_its_own_deck(side: str) -> None:
    """A determinisation for ``side`` puts ``side``'s own deck (R&D, the stack) in a new order
    too: no player sees its own deck's order, so a search must not play on the real one."""
    g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=1)
    own = g.corp if side == "corp" else g.runner
    real = [c.title for c in own.deck]
    orders = []
    for s in range(10):
        d = g.determinize(side, seed=1000 * s)  # (Rng(n + 1) is Rng(n) one draw on)
        deck = (d.corp if side == "corp" else d.runner).deck
        assert sorted(c.title for c in deck) == sorted(real)  # the same cards
        orders.append([c.title for c in deck])
    assert sum(o == real for o in orders) == 0
    assert len({tuple(o) for o in orders}) == 10


def test_the_top_of_rd_the_corp_is_arranging_stays_in_place_the_rest_in_a_new_order() -> None:
    """Precognition: the Corp looks at the top 5 cards of R&D and puts them in any order. Its
    own deck is otherwise in a new order in every determinisation, but while it arranges them it
    sees those five: they keep their places (the option "Put Enigma in position 1" moves the
    Enigma among them), and only the cards below are shuffled."""
    deck = ["Hedge Fund", "Ice Wall", "Enigma", "Priority Requisition", "Wall of Static"]
    deck += ["Hostile Takeover", "Neural Katana", "Chum", "Data Raven", "Archer"]
    g = scenario(corp={"hand": ["Precognition"], "deck": deck})
    act(g, "play", card="Precognition")
    assert g.decision is not None and g.decision.params == {"position": 1}
    below = set()
    for s in range(8):
        d = g.determinize("corp", seed=1000 * s)
        titles = [c.title for c in d.corp.deck]
        assert titles[:5] == deck[:5]
        assert sorted(titles[5:]) == sorted(deck[5:])
        below.add(tuple(titles[5:]))
        act(d, "choose", card="Enigma")  # the arranging goes on in the determinisation
        assert [c.title for c in d.corp.deck][:3] == ["Enigma", "Hedge Fund", "Ice Wall"]
    assert len(below) > 1

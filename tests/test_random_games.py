"""Property tests: seeded random games played to the end, checking invariants after every choice.

- no card is lost or duplicated across zones; counts never negative;
- every game ends with a winner and a reason;
- no continuous rule is broken after any choice (``engine/checkpoint.violations``: memory within
  the limit, no ice at strength 0 under a Parasite, nobody at the winning points with the game
  going on, no empty remote), and checking them after every step plays the same games as
  checking them only after steps that changed something (the engine's shortcut);
- ``clone()`` and ``Game.replay`` reproduce the game exactly;
- no view ever names a card its side may not see, and the Runner's view (decision included) is the
  same whatever the Corp's hidden cards are.
"""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import netrunner
from netrunner.engine.checkpoint import violations
from netrunner.engine.game import Game, Reoffer

CORPS = ["haas-bioroid", "jinteki", "nbn", "weyland-consortium"]
RUNNERS = ["anarch", "criminal", "shaper"]
MAX_DECISIONS = 5000


def _decks(seed: int) -> tuple[str, str]:
    """Seed s plays pairing s % 12: every Corp starter against every Runner starter."""
    p = seed % 12
    return f"starter:{CORPS[p % 4]}", f"starter:{RUNNERS[p // 4]}"


# ---------------------------------------------------------------- invariants


def _zone_lists(g: Game) -> list[tuple[str, list[Any]]]:
    out: list[tuple[str, list[Any]]] = []
    for p in (g.corp, g.runner):
        for z in ("hand", "deck", "discard", "scored", "program", "hardware", "resource"):
            out.append((f"{p.side}.{z}", getattr(p, z)))
    for name, s in g.corp.servers.items():
        out.append((f"{name}.ice", s.ice))
        out.append((f"{name}.content", s.content))
    out.append(("limbo", g.limbo))
    return out


def check_invariants(g: Game, total_cards: int) -> None:
    seen: dict[int, str] = {}
    for where, lst in _zone_lists(g):
        for c in lst:
            assert id(c) not in seen, f"{c!r} is in both {seen[id(c)]} and {where}"
            seen[id(c)] = where
            assert g.cards.get(c.id) is c, f"{c!r} in {where} is not registered under its id"
    # identities (none in the 1996 game) are not in any zone list
    identities = sum(1 for p in (g.corp, g.runner) if p.identity is not None)
    assert len(seen) + identities == total_cards == len(g.cards), "a card was lost or duplicated"
    for p in (g.corp, g.runner):
        assert p.credits >= 0 and p.clicks >= 0
    assert g.runner.tags >= 0 and g.runner.brain_damage >= 0
    for c in g.cards.values():
        assert c.advancements >= 0 and all(v >= 0 for v in c.counters.values())
    if g.run is not None:
        assert g.run.bp_credits >= 0
    broken = violations(g)
    assert not broken, f"continuous rules broken: {broken}"


def may_see(g: Game, cid: int, side: str) -> bool:
    """An independent statement of the hidden-information rules (000_*.txt)."""
    c = g.cards[cid]
    if c.zone in ("program", "hardware", "resource") and not c.faceup:
        return c.side == side  # the 1996 hidden resources, installed face down
    if c.zone in ("identity", "scored", "program", "hardware", "resource", "play", "hosted"):
        return True
    if c.zone == "deck":
        return False  # neither side may look at a deck
    if c.zone == "hand":
        return c.side == side
    if c.zone == "discard":
        return c.side == side or c.side == "runner" or c.faceup
    if c.zone in ("ice", "content"):
        # the 1996 game: an exposed card stays face up, known to both players (rules-diff 40)
        return c.side == side or c.rezzed or (c.faceup and g.ruleset.exposed_stays_faceup)
    return False


def _cards_in(obj: Any) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    if isinstance(obj, dict):
        if "id" in obj and "title" in obj:
            out.append(obj)
        for v in obj.values():
            out.extend(_cards_in(v))
    elif isinstance(obj, list):
        for v in obj:
            out.extend(_cards_in(v))
    return out


def check_views(g: Game) -> None:
    for side in ("corp", "runner"):
        v = g.view(side)
        for cv in _cards_in(v):
            if cv["title"] is not None:
                assert may_see(g, cv["id"], side), f"{side} view names {cv['title']} ({cv['id']})"
                assert g.cards[cv["id"]].title == cv["title"]
        other = "runner" if side == "corp" else "corp"
        assert "hand" not in v[other]
        d = v["decision"]
        if d is not None and d["player"] != side:
            assert "options" not in d


def _hidden_swap(g: Game, rng: random.Random) -> Game:
    """A copy in which the titles of cards hidden from the Runner are permuted among places
    that look alike to it (HQ and R&D together; unrezzed ice; unrezzed root/remote cards)."""
    h = g.clone()
    for zone in (h.corp.hand, h.corp.deck, h.corp.discard):
        h.unshare(zone)  # shared with g until copied
    groups: list[list[Any]] = [h.corp.hand + h.corp.deck]
    shown = h.ruleset.exposed_stays_faceup  # exposed cards stay face up (the 1996 game)
    ice = [c for s in h.corp.servers.values() for c in s.ice if not c.rezzed]
    content = [c for s in h.corp.servers.values() for c in s.content if not c.rezzed]
    if shown:
        ice = [c for c in ice if not c.faceup]
        content = [c for c in content if not c.faceup]
    # facedown in Archives and not seen (in the 1996 game accessed cards go back facedown)
    facedown = [c for c in h.corp.discard if not c.faceup and c.id not in h.known_to_runner]
    groups += [ice, content, facedown]
    for grp in groups:
        pairs = [(c.data, c.defn) for c in grp]
        rng.shuffle(pairs)
        for c, (data, defn) in zip(grp, pairs, strict=True):
            c.data, c.defn = data, defn
    return h


#: The 1996 starter decks with the cards beyond the card plan: a secret choice (Too Many Doors),
#: a die roll (Schlaghund), agenda points spent (I Got a Rock, Databroker) and scored (Desperate
#: Competitor), counters on the Runner (Data Raven) and in forts (Pox), bits for link, a unique
#: card, Crying counters, more meat damage; still legal (52 Corp cards need 22 agenda points; the
#: deck has 24).
CLASSIC_EXTRA = (
    ("Too Many Doors", 2),
    ("Schlaghund", 1),
    ("I Got a Rock", 1),
    ("Data Raven", 1),
    ("Crybaby", 1),
    ("Bioweapons Engineering", 1),
    ("Databroker", 2),
    ("Desperate Competitor", 2),
    ("Pox", 1),
    ("Signpost", 1),
    ("Hell's Run", 1),
    ("Pandora's Deck", 1),
    ("Karl de Veres, Corporate Stooge", 2),
)


def _classic_decks(seed: int) -> tuple[Any, Any]:
    """The two decks of the card plan; every other seed, with the extra cards."""
    from netrunner.rulesets.classic import CLASSIC

    corp = CLASSIC.load_deck("starter:classic-corp", "corp")
    runner = CLASSIC.load_deck("starter:classic-runner", "runner")
    if seed % 2:
        pool = CLASSIC.pool
        extra = {
            side: [(t, n) for t, n in CLASSIC_EXTRA if pool.data(t).side == side]
            for side in ("corp", "runner")
        }
        corp = replace(corp, cards=(*corp.cards, *extra["corp"]))
        runner = replace(runner, cards=(*runner.cards, *extra["runner"]))
        assert not CLASSIC.validate_deck(corp) and not CLASSIC.validate_deck(runner)
    return corp, runner


def _check_secret(before: Game, chosen: int, g: Game) -> None:
    """The Corp's secret choice (a 1996 trace bid or Too Many Doors) changes nothing the Runner
    sees, in its view or its options, until both are revealed."""
    d = g.decision
    if d is None or d.player != "runner" or d.kind not in ("link", "secret"):
        return  # the Runner was not asked (nothing to choose): both are already revealed
    seen = (g.view("runner"), [o.label for o in d.options])
    for j in range(len(before.decision.options)):
        if j != chosen:
            alt = before.clone()
            alt.choose(j)
            assert alt.decision is not None
            other = (alt.view("runner"), [o.label for o in alt.decision.options])
            assert other == seen, f"the Runner can tell the Corp's secret at {d.prompt!r}"


def play_random_game(
    seed: int,
    *,
    check_hidden: bool = True,
    ruleset: str = "anr",
    decks: tuple[Any, Any] | None = None,
) -> Game:
    if decks is not None:
        corp, runner = decks
    elif ruleset == "classic":
        corp, runner = _classic_decks(seed)
    else:
        corp, runner = _decks(seed)
    g = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
    total = len(g.cards)
    rng = random.Random(seed)
    n = 0
    while g.decision is not None:
        assert n < MAX_DECISIONS, f"seed {seed}: game did not end after {MAX_DECISIONS} decisions"
        d = g.decision
        assert d.options and len({o.label for o in d.options}) == len(d.options)
        if (
            check_hidden
            and ruleset == "classic"
            and d.player == "corp"
            and d.kind
            in (
                "trace",
                "secret",
            )
        ):
            before, i = g.clone(), rng.randrange(len(d.options))
            g.choose(i)
            _check_secret(before, i, g)
            check_invariants(g, total)
            n += 1
            continue
        if check_hidden and n % 7 == 0:
            check_views(g)
            if d.player == "runner" or rng.random() < 0.3:
                swapped = _hidden_swap(g, random.Random(n))
                assert swapped.view("runner") == g.view("runner"), (
                    f"seed {seed}: the Runner's view depends on hidden Corp cards at {d.prompt!r}"
                )
        g.choose(rng.randrange(len(d.options)))
        check_invariants(g, total)
        n += 1
    assert g.over and g.winner in ("corp", "runner")
    assert g.win_reason in ("agenda_points", "flatline", "rd_empty", "card")
    return g


GAMES_PER_PAIRING = 50


@pytest.mark.parametrize("pairing", range(12))
def test_random_games_keep_invariants_and_hide_information(pairing: int) -> None:
    """50 seeded random games for each of the 12 starter pairings (600 in all) end correctly."""
    for k in range(GAMES_PER_PAIRING):
        play_random_game(pairing + 12 * k)


def _advance_with_a_checkpoint_after_every_step(self: Game, pause: bool = False) -> None:
    """``Game._advance`` as the rules state it: a checkpoint after every step, changed or not
    (a ``Reoffer`` only gives back a decision that waited for a checkpoint); random play
    never pauses (``choose_to_action``)."""
    assert not pause
    pending = self.pending
    while not self.over:
        if self._changed:
            self._changed = False
            if self._decision is not None:
                self._checkpoint_before_decision()
            else:
                self.ruleset.checkpoint(self)
            continue
        if self._decision is not None or not pending:
            return
        step = pending.pop()
        step.run(self)
        self._changed = not isinstance(step, Reoffer)


@pytest.mark.parametrize("pairing", range(12))
def test_checkpoints_after_changes_only_play_as_checkpoints_after_every_step(
    pairing: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The engine runs a checkpoint only after a step that changed something a continuous rule
    reads; 10 random games per pairing are the same when it runs one after every step."""
    seeds = [pairing + 12 * k for k in range(10)]
    logs = [play_random_game(s, check_hidden=False).log for s in seeds]
    monkeypatch.setattr(Game, "_advance", _advance_with_a_checkpoint_after_every_step)
    assert [play_random_game(s, check_hidden=False).log for s in seeds] == logs


@pytest.mark.parametrize("part", range(4))
def test_random_classic_games_keep_invariants_and_hide_information(part: int) -> None:
    """200 seeded random games of the 1996 game (the two decks of the card plan) end correctly,
    with every invariant and hidden-information check on."""
    for k in range(50):
        play_random_game(1000 + 50 * part + k, ruleset="classic")


def test_replay_reproduces_a_random_game() -> None:
    for seed in (1, 2, 3):
        g = play_random_game(seed, check_hidden=False)
        corp, runner = _decks(seed)
        r = netrunner.Game.replay(corp, runner, seed, g.history)
        assert r.log == g.log
        assert r.view("corp") == g.view("corp") and r.view("runner") == g.view("runner")
        # the history may equally be given as option indices
        r2 = netrunner.Game.replay(corp, runner, seed, _indices(corp, runner, seed, g.history))
        assert r2.log == g.log


def _indices(corp: str, runner: str, seed: int, history: list[Any]) -> list[int]:
    g = netrunner.Game.new(corp, runner, seed=seed)
    out = []
    for o in history:
        assert g.decision is not None
        i = g.decision.options.index(o)
        out.append(i)
        g.choose(i)
    return out


@settings(
    max_examples=25, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow]
)
@given(
    seed=st.integers(0, 10_000), cut=st.integers(0, 400), choices=st.randoms(use_true_random=False)
)
def test_clone_goes_on_identically(seed: int, cut: int, choices: random.Random) -> None:
    """A clone taken at any point, given the same choices, plays the same game as the original,
    and playing the clone leaves the original untouched."""
    corp, runner = _decks(seed)
    g = netrunner.Game.new(corp, runner, seed=seed)
    for _ in range(cut):
        if g.decision is None:
            break
        g.choose(choices.randrange(len(g.decision.options)))
    c = g.clone()
    before = (g.view("corp"), g.view("runner"), g.log, _every_card(g))
    picks = []
    while c.decision is not None and len(picks) < 3000:
        i = choices.randrange(len(c.decision.options))
        picks.append(i)
        c.choose(i)
    assert (g.view("corp"), g.view("runner"), g.log, _every_card(g)) == before
    for i in picks:
        g.choose(i)
    assert g.log == c.log
    assert g.view("corp") == c.view("corp")
    assert g.winner == c.winner


@settings(max_examples=15, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10_000), ruleset=st.sampled_from(["anr", "classic"]))
def test_choosing_up_to_an_action_plays_the_same_game_as_choosing(seed: int, ruleset: str) -> None:
    """``choose_to_action`` stops before each action with clicks to spend is asked for (the
    game is left between steps, no decision built); reading ``decision`` then builds the very
    decision ``choose`` would have stopped at, so the same choices play the same game, and a
    clone of a game left between steps goes on as it would have."""
    if ruleset == "anr":
        corp, runner = _decks(seed)
    else:
        corp, runner = "starter:classic-corp", "starter:classic-runner"
    a = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
    b = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
    choices = random.Random(seed)
    paused = 0
    while a.decision is not None and len(a.history) < 1500:
        i = choices.randrange(len(a.decision.options))
        a.choose(i)
        b.choose_to_action(i)
        if b._decision is None and not b.over:
            paused += 1
            assert a.decision is not None and a.decision.kind == "action"
            assert a.decision.params["clicks"] > 0
            if paused % 7 == 0:
                b = b.clone()  # (a clone of a game left between steps)
        assert _said(b.decision) == _said(a.decision)
    assert paused > 10
    assert (b.log, b.view("corp"), b.winner) == (a.log, a.view("corp"), a.winner)


def _said(d: Any) -> Any:
    """What a decision says (decisions compare by identity)."""
    if d is None:
        return None
    return (d.player, d.prompt, d.options, d.steps, d.kind, d.source, d.params, d.twins, d.then)


def _every_card(g: Game) -> list[tuple[Any, ...]]:
    """Everything about every card, hidden ones included, zone by zone in order."""
    return [
        (name, c.id, c.title, c.zone, c.server, c.rezzed, c.faceup, c.advancements, c.host)
        + tuple(sorted(c.counters.items()))
        for name, cards in _zone_lists(g)
        for c in cards
    ]


@settings(max_examples=20, deadline=None, derandomize=True)
@given(
    seed=st.integers(0, 10_000), cut=st.integers(0, 300), side=st.sampled_from(["corp", "runner"])
)
def test_playing_a_determinisation_leaves_the_real_game_untouched(
    seed: int, cut: int, side: str
) -> None:
    """Clones share the cards in hands, decks and discard piles until they move: re-dealing
    them in a determinisation, then playing it out, changes nothing in the game it came from."""
    corp, runner = _decks(seed)
    g = netrunner.Game.new(corp, runner, seed=seed)
    rng = random.Random(seed)
    for _ in range(cut):
        if g.decision is None:
            break
        g.choose(rng.randrange(len(g.decision.options)))
    before = _every_card(g)
    d = g.determinize(side, seed=seed)
    for _ in range(3000):
        if d.decision is None:
            break
        d.choose(rng.randrange(len(d.decision.options)))
    assert _every_card(g) == before

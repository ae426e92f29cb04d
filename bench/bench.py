"""Benchmark: seeded random play through the public API, both rulesets, beside RLCard's Uno.

Run: ``.venv/bin/python bench/bench.py`` (options: --games, --uno-games, --rounds, --seed,
--clones, --corp/--runner, --classic-corp/--classic-runner, --no-uno). In one run it plays, in
``--rounds`` alternating rounds, the same seeded random-vs-random games of Android: Netrunner
(Weyland starter vs Criminal starter), of Netrunner (1996) (its two rulebook starter decks,
``ruleset="classic"``) and of RLCard's Uno (``pip install -e '.[bench]'``; pure Python like this
engine), driven two ways: through its game object (legal actions, a random one, ``step``: the
same work as this engine's ``decision.options`` and ``choose``, nothing more) and through its
environment, RLCard's public API for agents (``env.step`` on a random one of
``state["legal_actions"]``, which also encodes each state for a learner: the way the issue's
figure of 61.7-70.4k Uno actions a second was measured), and prints for each the best round's
decisions (Uno: actions) per second, the ratios of the engine's to both of Uno's (and the
median of each round's own ratio to ``env.step``, its figures measured seconds apart),
the mean ``clone()`` time of mid-game states, and the peak memory of the process. The machine's
speed varies from minute to minute: times are the process's CPU time (``time.process_time``, as
``bench/mcts.py --speed`` counts), the best round is the figure least disturbed by others, and
alternating the three puts them in the same minutes.

``--workload anr|classic|uno`` plays only ``--games`` games of one and prints nothing timed: the
fixed workload whose instructions ``bench/instructions.py`` counts under callgrind.
"""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import sys
import time
from typing import Any

import netrunner


def play_engine(
    corp: str, runner: str, ruleset: str, seed: int, games: int, mids: list[netrunner.Game] | None
) -> int:
    """Random play of ``games`` seeded games; returns the decisions made.

    Mid-game states (decision 80) are cloned into ``mids`` while it holds fewer than 50.
    """
    decisions = 0
    for i in range(games):
        s = seed + i
        g = netrunner.Game.new(corp, runner, seed=s, ruleset=ruleset)
        rng = random.Random(s)
        n = 0
        while (d := g.decision) is not None:
            g.choose(rng.randrange(len(d.options)))
            n += 1
            if mids is not None and n == 80 and len(mids) < 50:
                mids.append(g.clone())
        decisions += n
    return decisions


def uno_game() -> Any:
    """RLCard's Uno game object, or None without RLCard."""
    try:
        import numpy as np
        from rlcard.games.uno.game import UnoGame
    except ImportError:
        return None
    g = UnoGame()
    g.np_random = np.random.RandomState(0)
    return g


def play_uno(game: Any, seed: int, games: int) -> int:
    """Random play of ``games`` Uno games (reseeded: every round plays the same); the actions."""
    import numpy as np

    game.np_random = np.random.RandomState(seed)
    rng = random.Random(seed)
    actions = 0
    for _ in range(games):
        game.init_game()
        while not game.is_over():
            legal = game.get_legal_actions()
            game.step(legal[rng.randrange(len(legal))])
            actions += 1
    return actions


def uno_env() -> Any:
    """RLCard's Uno environment, or None without RLCard."""
    try:
        import rlcard
    except ImportError:
        return None
    return rlcard.make("uno", config={"seed": 0})


def play_uno_env(env: Any, seed: int, games: int) -> int:
    """Random play of ``games`` Uno games through ``env.step`` (reseeded: every round plays the
    same); the actions."""
    env.seed(seed)
    rng = random.Random(seed)
    actions = 0
    for _ in range(games):
        state, _ = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"])
            state, _ = env.step(legal[rng.randrange(len(legal))])
            actions += 1
    return actions


def clone_time(mids: list[netrunner.Game], clones: int) -> float:
    """Mean ``clone()`` time of the states in ``mids``, in microseconds (best of 3 passes)."""
    per = max(1, clones // max(1, len(mids)))
    best = float("inf")
    for _ in range(3):
        t = time.process_time()
        for m in mids:
            for _ in range(per):
                m.clone()
        best = min(best, (time.process_time() - t) / max(1, per * len(mids)))
    return best * 1e6


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--games", type=int, default=100, help="games of each ruleset per round")
    ap.add_argument("--uno-games", type=int, default=400, help="Uno games per round")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--corp", default="starter:weyland-consortium")
    ap.add_argument("--runner", default="starter:criminal")
    ap.add_argument("--classic-corp", default="starter:classic-corp")
    ap.add_argument("--classic-runner", default="starter:classic-runner")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--clones", type=int, default=2000, help="clone() calls to time")
    ap.add_argument("--no-uno", action="store_true", help="leave RLCard's Uno out")
    ap.add_argument("--workload", choices=["anr", "classic", "uno"])
    args = ap.parse_args(argv)
    decks = {
        "anr": (args.corp, args.runner),
        "classic": (args.classic_corp, args.classic_runner),
    }

    if args.workload == "uno":
        n = play_uno(uno_game(), args.seed, args.games)
        print(f"uno: {args.games} games, {n} actions")
        return 0
    if args.workload:
        c, r = decks[args.workload]
        n = play_engine(c, r, args.workload, args.seed, args.games, None)
        print(f"{args.workload}: {args.games} games, {n} decisions")
        return 0

    uno = None if args.no_uno else uno_game()
    env = None if args.no_uno else uno_env()
    count: dict[str, int] = {}
    mids: dict[str, list[netrunner.Game]] = {"anr": [], "classic": []}
    rates: dict[str, list[float]] = {}  # each round's figures
    for _ in range(args.rounds):
        for name, (c, r) in decks.items():
            t = time.process_time()
            count[name] = play_engine(c, r, name, args.seed, args.games, mids[name])
            rates.setdefault(name, []).append(count[name] / (time.process_time() - t))
        if uno is not None:
            t = time.process_time()
            count["uno"] = play_uno(uno, args.seed, args.uno_games)
            rates.setdefault("uno", []).append(count["uno"] / (time.process_time() - t))
        if env is not None:
            t = time.process_time()
            count["env"] = play_uno_env(env, args.seed, args.uno_games)
            rates.setdefault("env", []).append(count["env"] / (time.process_time() - t))
    best = {name: max(r) for name, r in rates.items()}

    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(f"rounds: {args.rounds}, alternating; each figure is its best round")
    for name, (c, r) in decks.items():
        print(f"{name:8} {c} vs {r}, {args.games} games")
        print(f"  decisions per second: {best[name]:,.0f}")
        print(f"  decisions per game:   {count[name] / args.games:,.1f}")
        print(
            f"  mean clone() time:    {clone_time(mids[name], args.clones):,.1f} us (decision 80)"
        )
    if uno is not None:
        print(f"uno      RLCard's Uno, {args.uno_games} games")
        print(f"  game object, actions per second: {best['uno']:,.0f}")
        print(f"  env.step, actions per second:    {best['env']:,.0f}")
        print(f"  actions per game:     {count['uno'] / args.uno_games:,.1f}")
        for name in decks:
            print(
                f"  ratio {name + ' / uno:':16}{best[name] / best['env']:.2f}x (env.step), "
                f"{best[name] / best['uno']:.2f}x (game object)"
            )
        for name in decks:
            # each round's ratio of figures measured seconds apart: the machine's drift from
            # one minute to the next, which the best rounds can straddle, cancels out
            own = sorted(a / b for a, b in zip(rates[name], rates["env"], strict=True))
            print(
                f"  ratio {name + ' / uno:':16}{statistics.median(own):.2f}x (env.step, median "
                f"of the rounds' own ratios; {own[0]:.2f}-{own[-1]:.2f}x)"
            )
    else:
        print("uno      not measured (RLCard not installed: pip install -e '.[bench]')")
    print(f"peak memory (RSS): {rss / 1024:,.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

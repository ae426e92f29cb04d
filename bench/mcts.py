"""Benchmark of the MCTS bot: search speed, and its strength against another bot.

Speed: ``.venv/bin/python bench/mcts.py --speed 40`` searches 40 mid-game decisions (from seeded
random games) with ``--iterations`` each and prints iterations per second and the mean time per
decision.

Strength: ``.venv/bin/python bench/mcts.py --games 10 --opponent heuristic`` plays ``--games``
games with MCTS as the Corp and as many as the Runner against ``--opponent`` (``random`` or
``heuristic``, or any name in ``netrunner.bots.BOTS``) and prints the win rates with a 95% interval.
Other options: --corp, --runner (decks), --seed, --iterations, --time-limit, --c, --rollout-depth,
--determinizations, --prior, --prior-weight, --prior-sides, --runner-determinizations,
--runner-prior-weight, --side (corp, runner or both),
--workers (processes), --repeat (searches of each decision in the speed test: the fastest counts).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import statistics
import sys
import time
from typing import Any

import netrunner
from netrunner.bots.match import play_match
from netrunner.bots.mcts import MctsBot
from netrunner.cli.sim import wilson


def make_mcts(args: argparse.Namespace, seed: int) -> MctsBot:
    return MctsBot(
        iterations=args.iterations,
        time_limit=args.time_limit,
        seed=seed,
        c=args.c,
        rollout_depth=args.rollout_depth,
        determinizations=args.determinizations or None,
        prior=None if args.prior == "none" else args.prior,
        prior_weight=args.prior_weight,
        prior_sides=tuple(args.prior_sides.split(",")),
        runner_determinizations=args.runner_determinizations,
        runner_prior_weight=args.runner_prior_weight,
    )


def midgame_states(args: argparse.Namespace, count: int) -> list[netrunner.Game]:
    """Multi-option decisions taken from seeded random games, 30 to 150 decisions in."""
    states: list[netrunner.Game] = []
    seed = args.seed
    while len(states) < count:
        g = netrunner.Game.new(args.corp, args.runner, seed=seed)
        rng = random.Random(seed)
        n = 0
        take = set(range(30, 150, 30))
        while (d := g.decision) is not None:
            if n in take and len(d.options) > 1 and len(states) < count:
                states.append(g.clone())
            g.choose(rng.randrange(len(d.options)))
            n += 1
        seed += 1
    return states


def speed(args: argparse.Namespace) -> None:
    states = midgame_states(args, args.speed)
    d0 = states[0].decision
    assert d0 is not None
    make_mcts(args, args.seed).choose(states[0], d0)  # warm-up: first-use imports and caches
    # Every decision is searched ``--repeat`` times (a fresh bot with the same seed: the same
    # work each time), the repeats spread out in time. This machine's speed varies from minute
    # to minute (shared cores): each decision's fastest search is the figure least disturbed by
    # others, as timeit reports; the median over all searches is given beside it.
    times: list[list[float]] = [[] for _ in states]
    iters = [0] * len(states)
    for _ in range(args.repeat):
        bot = make_mcts(args, args.seed)
        for k, g in enumerate(states):
            d = g.decision
            assert d is not None
            t0 = time.process_time()
            bot.choose(g, d)
            times[k].append(time.process_time() - t0)
            iters[k] = bot.last_iterations
    best = [min(ts) for ts in times]
    median = [statistics.median(ts) for ts in times]
    total = sum(iters)
    print(f"decks:                 {args.corp} vs {args.runner}")
    print(f"decisions searched:    {len(states)}, each {args.repeat} times")
    print(f"iterations/decision:   {total / len(states):,.0f}")
    print(
        f"iterations per second: {total / sum(best):,.0f} (fastest of each decision's searches; "
        f"{total / sum(median):,.0f} at their median) on one core"
    )
    for side in ("corp", "runner"):
        ks = [
            k for k, g in enumerate(states) if g.decision is not None and g.decision.player == side
        ]
        if ks:
            n = sum(iters[k] for k in ks)
            print(
                f"  deciding as {side:6}: {n / sum(best[k] for k in ks):,.0f} ({len(ks)} decisions)"
            )
    print(f"mean decision time:    {sum(best) / len(states) * 1000:,.1f} ms (fastest)")


def _one_game(job: tuple[argparse.Namespace, str, int]) -> tuple[str | None, str, int, int, float]:
    """Play one game with MCTS on ``side``: (winner, reason, turns, searches, search seconds)."""
    args, side, seed = job
    timed = _Timed(make_mcts(args, 1000 + seed))
    other: Any = args.opponent
    corp_bot, runner_bot = (timed, other) if side == "corp" else (other, timed)
    winner, reason, _, turns = play_match(args.corp, args.runner, corp_bot, runner_bot, seed=seed)
    return winner, reason, turns, timed.searched, timed.elapsed


def strength(args: argparse.Namespace) -> None:
    sides = ["corp", "runner"] if args.side == "both" else [args.side]
    for side in sides:
        t0 = time.perf_counter()
        jobs = [(args, side, args.seed + i) for i in range(args.games)]
        if args.workers > 1:
            with multiprocessing.Pool(args.workers) as pool:
                results = pool.map(_one_game, jobs, chunksize=1)
        else:
            results = [_one_game(j) for j in jobs]
        wins = 0
        reasons: dict[str, int] = {}
        searched = 0
        search_time = 0.0
        for (winner, reason, turns, n, secs), (_, _, seed) in zip(results, jobs, strict=True):
            won = winner == side
            wins += won
            key = f"{'won' if won else 'lost'} ({reason})"
            reasons[key] = reasons.get(key, 0) + 1
            searched += n
            search_time += secs
            if args.verbose:
                print(f"  game seed {seed}: winner {winner} ({reason}), {turns} turns")
        lo, hi = wilson(wins, args.games)
        elapsed = time.perf_counter() - t0
        print(
            f"mcts as {side:6} vs {args.opponent}: {wins}/{args.games} won "
            f"({wins / args.games:.0%}, 95% CI {lo:.0%}-{hi:.0%}); "
            f"{', '.join(f'{k}: {v}' for k, v in sorted(reasons.items()))}; "
            f"{searched} searches, {search_time / max(1, searched) * 1000:.0f} ms each; "
            f"{elapsed:.0f} s",
            flush=True,
        )


class _Timed:
    """Wraps a bot to time its searched decisions."""

    wants_game = True

    def __init__(self, bot: MctsBot) -> None:
        self.bot = bot
        self.searched = 0
        self.elapsed = 0.0

    def choose(self, observation: Any, decision: Any) -> Any:
        t = time.perf_counter()
        o = self.bot.choose(observation, decision)
        if len(decision.options) > 1:
            self.searched += 1
            self.elapsed += time.perf_counter() - t
        return o


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--corp", default="starter:weyland-consortium")
    ap.add_argument("--runner", default="starter:criminal")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--iterations", type=int, default=200)
    ap.add_argument("--time-limit", type=float, default=None)
    ap.add_argument("--c", type=float, default=0.15)
    ap.add_argument("--rollout-depth", type=int, default=30)
    ap.add_argument("--determinizations", type=int, default=16, help="0: fresh each iteration")
    ap.add_argument("--prior", default="heuristic", help="bot favoured at the root, or none")
    ap.add_argument("--prior-weight", type=float, default=0.5)
    ap.add_argument("--prior-sides", default="corp,runner", help="comma-separated: corp,runner")
    ap.add_argument("--runner-determinizations", type=int, default=40, help="0: fresh each time")
    ap.add_argument("--runner-prior-weight", type=float, default=0.05)
    ap.add_argument("--speed", type=int, default=0, help="decisions to search for the speed test")
    ap.add_argument(
        "--repeat", type=int, default=5, help="searches of each decision in the speed test"
    )
    ap.add_argument("--games", type=int, default=0, help="games per side for the strength test")
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--side", choices=["corp", "runner", "both"], default="both")
    ap.add_argument("--workers", type=int, default=1, help="processes for the strength games")
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args(argv)
    if not args.speed and not args.games:
        args.speed = 40
    if args.speed:
        speed(args)
    if args.games:
        strength(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())

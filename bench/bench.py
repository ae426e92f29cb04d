"""Benchmark: seeded random-vs-random games with two starter decks.

Run: ``.venv/bin/python bench/bench.py --games 200`` (options: --corp, --runner, --seed).
Prints games per second, decisions per second, mean decisions per game, mean ``clone()`` time of
mid-game states, and peak memory (resident set size of the process).
"""

from __future__ import annotations

import argparse
import random
import resource
import sys
import time

import netrunner


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--corp", default="starter:weyland-consortium")
    ap.add_argument("--runner", default="starter:criminal")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--clones", type=int, default=2000, help="clone() calls to time")
    args = ap.parse_args(argv)

    decisions = 0
    mids: list[netrunner.Game] = []
    t0 = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        g = netrunner.Game.new(args.corp, args.runner, seed=seed)
        rng = random.Random(seed)
        n = 0
        while (d := g.decision) is not None:
            g.choose(rng.randrange(len(d.options)))
            n += 1
            if n == 80 and len(mids) < 50:
                mids.append(g.clone())
        decisions += n
    elapsed = time.perf_counter() - t0

    per = max(1, args.clones // max(1, len(mids)))
    t1 = time.perf_counter()
    count = 0
    for m in mids:
        for _ in range(per):
            m.clone()
            count += 1
    clone_us = (time.perf_counter() - t1) / max(1, count) * 1e6

    rss = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux
    print(f"decks:               {args.corp} vs {args.runner}")
    print(f"games:               {args.games}")
    print(f"games per second:    {args.games / elapsed:,.1f}")
    print(f"decisions per second:{decisions / elapsed:,.0f}")
    print(f"decisions per game:  {decisions / args.games:,.1f}")
    print(f"mean clone() time:   {clone_us:,.1f} us (mid-game states, decision 80)")
    print(f"peak memory (RSS):   {rss / 1024:,.1f} MiB")
    return 0


if __name__ == "__main__":
    sys.exit(main())

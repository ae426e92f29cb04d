"""Bot-vs-bot win rates per pairing of starter decks, with 95% intervals.

    .venv/bin/python bench/bots.py --corp-bot heuristic --runner-bot random --games 200 --seed 0
    .venv/bin/python bench/bots.py --corp-bot random --runner-bot heuristic --pairings \
        jinteki:shaper,nbn:anarch
    .venv/bin/python bench/bots.py --corp-bot heuristic --runner-bot mcts:iterations=200 \
        --games 20 --workers 2

Bots are given as ``netrunner sim`` takes them: a name with options (``mcts:iterations=500``).

Every game of a pairing gets its own seed (``--seed`` + game index), so the numbers are
reproducible. Games that hit the decision cap count as neither side's win and are listed.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from netrunner.bots import play_match  # noqa: E402
from netrunner.bots.match import parse_bot_spec  # noqa: E402

CORPS = ["haas-bioroid", "jinteki", "nbn", "weyland-consortium"]
RUNNERS = ["anarch", "criminal", "shaper"]


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% by default)."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    d = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / d
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return max(0.0, centre - half), min(1.0, centre + half)


def parse_pairings(text: str | None) -> list[tuple[str, str]]:
    if not text or text == "all":
        return [(c, r) for c in CORPS for r in RUNNERS]
    out = []
    for item in text.split(","):
        c, r = item.split(":")
        c = {"weyland": "weyland-consortium", "hb": "haas-bioroid"}.get(c, c)
        out.append((c, r))
    return out


def _one_game(job: tuple[str, str, argparse.Namespace, int]) -> tuple[str | None, str, int, int]:
    corp, runner, args, seed = job
    return play_match(
        f"starter:{corp}",
        f"starter:{runner}",
        args.corp_bot,
        args.runner_bot,
        seed,
        max_decisions=args.max_decisions,
    )


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--corp-bot", default="heuristic", help="a bot spec, as netrunner sim takes")
    ap.add_argument("--runner-bot", default="random", help="a bot spec, as netrunner sim takes")
    ap.add_argument("--workers", type=int, default=1, help="processes to play the games on")
    ap.add_argument("--games", type=int, default=200, help="games per pairing")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--max-decisions", type=int, default=5000)
    ap.add_argument(
        "--pairings",
        default="all",
        help="comma-separated corp:runner factions (default: all 12 starter pairings)",
    )
    args = ap.parse_args(argv)
    for spec in (args.corp_bot, args.runner_bot):
        parse_bot_spec(spec)  # a clear error now rather than in every game
    pairings = parse_pairings(args.pairings)
    print(f"{args.corp_bot} Corp vs {args.runner_bot} Runner, {args.games} games per pairing")
    print(
        f"{'pairing':<32} {'corp wins':>9} {'95% interval':>15} {'runner':>7} {'capped':>6} "
        f"{'turns':>6} {'dec/s':>7}"
    )
    total = {"corp": 0, "runner": 0, None: 0}
    t_all = time.perf_counter()
    for corp, runner in pairings:
        wins = {"corp": 0, "runner": 0, None: 0}
        reasons: dict[str, int] = {}
        turns = 0
        decisions = 0
        capped: list[int] = []
        t0 = time.perf_counter()
        jobs = [(corp, runner, args, args.seed + i) for i in range(args.games)]
        if args.workers > 1:
            with multiprocessing.Pool(args.workers) as pool:
                results = pool.map(_one_game, jobs, chunksize=1)
        else:
            results = [_one_game(j) for j in jobs]
        for (w, reason, n, t), (_, _, _, seed) in zip(results, jobs, strict=True):
            wins[w] += 1
            reasons[reason] = reasons.get(reason, 0) + 1
            turns += t
            decisions += n
            if w is None:
                capped.append(seed)
        el = time.perf_counter() - t0
        lo, hi = wilson(wins["corp"], args.games)
        name = f"{corp} vs {runner}"
        print(
            f"{name:<32} {wins['corp'] / args.games:>9.1%} {f'{lo:.1%}-{hi:.1%}':>15} "
            f"{wins['runner'] / args.games:>7.1%} {len(capped):>6} {turns / args.games:>6.1f} "
            f"{decisions / el:>7.0f}   " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items()))
        )
        if capped:
            print(f"    capped seeds: {capped}")
        for k in total:
            total[k] += wins[k]
    n = args.games * len(pairings)
    lo, hi = wilson(total["corp"], n)
    print(
        f"{'all':<32} {total['corp'] / n:>9.1%} {f'{lo:.1%}-{hi:.1%}':>15} "
        f"{total['runner'] / n:>7.1%} {total[None]:>6}   ({time.perf_counter() - t_all:.1f} s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

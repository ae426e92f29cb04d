"""Bot-vs-bot win rates per pairing of starter decks, with 95% intervals.

    .venv/bin/python bench/bots.py --corp-bot heuristic --runner-bot random --games 200 --seed 0
    .venv/bin/python bench/bots.py --corp-bot random --runner-bot heuristic --pairings \
        jinteki:shaper,nbn:anarch
    .venv/bin/python bench/bots.py --corp-bot heuristic --runner-bot mcts:iterations=200 \
        --games 20 --workers 2
    .venv/bin/python bench/bots.py --ruleset classic --corp-bot heuristic --runner-bot random
    .venv/bin/python bench/bots.py --ruleset classic --pairings new --games 13 --workers 2

``--ruleset classic`` plays Netrunner (1996): its one pairing is the two starter decks
(``classic-corp:classic-runner``).

Bots are given as ``netrunner sim`` takes them: a name with options (``mcts:iterations=500``).

Every game of a pairing gets its own seed (``--seed`` + game index), so the numbers are
reproducible. Games that hit the decision cap count as neither side's win and are listed.

``--log FILE`` appends each game's result to FILE (one JSON object a line) as it finishes, tagged
with a hash of the engine and bots' source (``source_version``). Run again with the same log, the
games already there for the same source are not played again but counted: a long measurement
(200 games a pairing of a search bot takes hours) can be stopped and resumed, or split into
``--seed`` ranges across sessions, and the table covers every game of the command's range.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from netrunner.bots import play_match  # noqa: E402
from netrunner.bots.match import parse_bot_spec  # noqa: E402
from netrunner.cli.sim import wilson  # noqa: E402

CORPS = ["haas-bioroid", "jinteki", "nbn", "weyland-consortium"]
RUNNERS = ["anarch", "criminal", "shaper"]
#: Each ruleset's pairings of starter decks (``--pairings all``).
PAIRINGS = {
    "anr": [(c, r) for c in CORPS for r in RUNNERS],
    "classic": [("classic-corp", "classic-runner")],
}
#: The 1996 game's decks built around one idea, each Corp deck against each Runner deck
#: (``--pairings new``: 16 pairings).
CLASSIC_NEW = [
    (c, r)
    for c in ("classic-black-ice", "classic-tags", "classic-forts", "classic-advance")
    for r in ("classic-viruses", "classic-stealth", "classic-noisy", "classic-connections")
]

#: The decks that use the Proteus and Classic expansions, each Corp deck against each Runner deck
#: (``--pairings expansions``: 16 pairings).
CLASSIC_EXPANSIONS = [
    (c, r)
    for c in ("classic-rez-choices", "classic-deflectors", "classic-manhunt", "classic-sysops")
    for r in (
        "classic-hidden",
        "classic-proteus-viruses",
        "classic-sabotage-runs",
        "classic-publicity",
    )
]


SOURCE = Path(__file__).resolve().parent.parent / "src" / "netrunner"


def source_version() -> str:
    """A short hash of the package's Python source: games logged under another hash were played
    by other code and are not reused."""
    h = hashlib.sha256()
    for f in sorted(SOURCE.rglob("*.py")):
        h.update(str(f.relative_to(SOURCE)).encode())
        h.update(f.read_bytes())
    return h.hexdigest()[:12]


def read_log(
    path: Path, version: str, corp_bot: str, runner_bot: str, ruleset: str = "anr"
) -> dict[tuple, tuple]:
    """The games in a ``--log`` file played by this source with these bots under ``ruleset``:
    ``(corp, runner, seed) -> (winner, reason, decisions, turns)``."""
    done: dict[tuple, tuple] = {}
    if not path.exists():
        return done
    for line in path.read_text().splitlines():
        if not line.strip():
            continue
        r = json.loads(line)
        key = (r["version"], r["corp_bot"], r["runner_bot"], r.get("ruleset", "anr"))
        if key == (version, corp_bot, runner_bot, ruleset):
            done[(r["corp"], r["runner"], r["seed"])] = (
                r["winner"],
                r["reason"],
                r["decisions"],
                r["turns"],
            )
    return done


def parse_pairings(text: str | None, ruleset: str = "anr") -> list[tuple[str, str]]:
    if not text or text == "all":
        return list(PAIRINGS[ruleset])
    if text == "new" and ruleset == "classic":
        return list(CLASSIC_NEW)
    if text == "expansions" and ruleset == "classic":
        return list(CLASSIC_EXPANSIONS)
    out = []
    for item in text.split(","):
        c, r = item.split(":")
        c = {"weyland": "weyland-consortium", "hb": "haas-bioroid"}.get(c, c)
        out.append((c, r))
    return out


def _one_game(job: tuple[str, str, argparse.Namespace, int]) -> tuple[tuple, tuple]:
    """``((corp, runner, seed, seconds), (winner, reason, decisions, turns))`` of one game."""
    corp, runner, args, seed = job
    t0 = time.perf_counter()
    try:
        result = play_match(
            f"starter:{corp}",
            f"starter:{runner}",
            args.corp_bot,
            args.runner_bot,
            seed,
            max_decisions=args.max_decisions,
            ruleset=args.ruleset,
        )
    except StopIteration as e:
        # raised in a worker, it would reach the pool's iterator as its end: the run would stop
        # early, quietly, and fail in the summary on the games never played
        raise RuntimeError(f"{corp} vs {runner}, seed {seed}: StopIteration raised") from e
    return (corp, runner, seed, time.perf_counter() - t0), result


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
        help="comma-separated corp:runner starter decks (default: all the ruleset's pairings: "
        "anr's 12, classic's one; classic's 'new': its eight decks built around one idea, 16 "
        "pairings; 'expansions': its eight decks of the Proteus and Classic sets, 16 pairings)",
    )
    ap.add_argument(
        "--ruleset", default="anr", choices=sorted(PAIRINGS), help="the game played (default: anr)"
    )
    ap.add_argument("--log", type=Path, help="append each game to this JSON-lines file; resume")
    args = ap.parse_args(argv)
    for spec in (args.corp_bot, args.runner_bot):
        parse_bot_spec(spec)  # a clear error now rather than in every game
    pairings = parse_pairings(args.pairings, args.ruleset)
    print(
        f"{args.corp_bot} Corp vs {args.runner_bot} Runner, {args.games} games per pairing"
        + (f" ({args.ruleset})" if args.ruleset != "anr" else "")
    )
    print(
        f"{'pairing':<32} {'corp wins':>9} {'95% interval':>15} {'runner':>7} {'capped':>6} "
        f"{'turns':>6} {'dec/s':>7}"
    )
    version = source_version()
    done = (
        read_log(args.log, version, args.corp_bot, args.runner_bot, args.ruleset)
        if args.log
        else {}
    )
    if args.log:
        print(f"log {args.log}: source {version}, {len(done)} games of these bots already there")
    total = {"corp": 0, "runner": 0, None: 0}
    t_all = time.perf_counter()
    # every game of every pairing in one pool (no worker idles at the end of each pairing), seed
    # by seed across the pairings, so that a run stopped early has covered every pairing alike
    todo = [
        (corp, runner, args, args.seed + i)
        for i in range(args.games)
        for corp, runner in pairings
        if (corp, runner, args.seed + i) not in done
    ]
    played: dict[tuple, tuple] = {}
    seconds: dict[tuple[str, str], float] = {}  # time per pairing, shared among the workers
    if todo:
        pool = multiprocessing.Pool(args.workers) if args.workers > 1 else None
        try:
            games = pool.imap_unordered(_one_game, todo) if pool else map(_one_game, todo)
            for (*key, el), result in games:  # each as soon as it ends
                played[tuple(key)] = result
                pair = (key[0], key[1])
                seconds[pair] = seconds.get(pair, 0.0) + el / max(1, args.workers)
                if args.log:
                    record = dict(
                        zip(("winner", "reason", "decisions", "turns"), result, strict=True)
                    )
                    record.update(
                        version=version,
                        corp_bot=args.corp_bot,
                        runner_bot=args.runner_bot,
                        ruleset=args.ruleset,
                        corp=key[0],
                        runner=key[1],
                        seed=key[2],
                    )
                    with args.log.open("a") as f:
                        f.write(json.dumps(record) + "\n")
        finally:
            if pool is not None:
                pool.terminate()
    for corp, runner in pairings:
        wins = {"corp": 0, "runner": 0, None: 0}
        reasons: dict[str, int] = {}
        turns = 0
        capped: list[int] = []
        jobs = [(corp, runner, args, args.seed + i) for i in range(args.games)]
        results = [played.get(j[:2] + (j[3],)) or done[(corp, runner, j[3])] for j in jobs]
        for (w, reason, _, t), (_, _, _, seed) in zip(results, jobs, strict=True):
            wins[w] += 1
            reasons[reason] = reasons.get(reason, 0) + 1
            turns += t
            if w is None:
                capped.append(seed)
        el = seconds.get((corp, runner), 0.0)
        n_played = sum(r[2] for k, r in played.items() if k[:2] == (corp, runner))
        speed = f"{n_played / el:>7.0f}" if el > 0 else f"{'-':>7}"
        lo, hi = wilson(wins["corp"], args.games)
        name = f"{corp} vs {runner}"
        print(
            f"{name:<32} {wins['corp'] / args.games:>9.1%} {f'{lo:.1%}-{hi:.1%}':>15} "
            f"{wins['runner'] / args.games:>7.1%} {len(capped):>6} {turns / args.games:>6.1f} "
            f"{speed}   " + ", ".join(f"{k} {v}" for k, v in sorted(reasons.items()))
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

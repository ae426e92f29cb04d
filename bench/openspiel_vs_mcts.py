"""Our MCTS bot against OpenSpiel's own IS-MCTS, at the same number of simulations, both sides.

    .venv/bin/python bench/openspiel_vs_mcts.py --simulations 200 --games 48 --workers 2 \
        --log bench/logs/openspiel_vs_mcts.jsonl

Two series of ``--games`` games each: our ``MctsBot(iterations=S)`` as the Corp against
``OpenSpielIsmctsBot(simulations=S, evaluator=E)`` (OpenSpiel's ``ISMCTSBot``, playing through
the ``python_netrunner`` registration, with OpenSpiel's random-rollout evaluator, ``--evaluator
random``, about 3 s a decision, or the cheaper ``model`` one, a leaf scored by our position
model, about 0.4 s) as the Runner, then the sides swapped. Game ``i`` of a series has seed ``--seed + i``; the bots are seeded from it as
``play_match`` seeds bots (``2*seed+1`` for the Corp, ``2*seed+2`` for the Runner), so every
figure is reproducible. Printed: our wins on each side with a 95% Wilson interval, the win
reasons, and the mean seconds per game. Games that reach ``--max-decisions`` count as nobody's
win.

``--log FILE`` appends each game's result (one JSON object a line) as it finishes; run again with
the same log and options, games already there are counted and not played again, so a long run
can be stopped and resumed; ``--report`` prints the figures of the games in the log without playing.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from netrunner.bots import MctsBot, OpenSpielIsmctsBot, play_match  # noqa: E402
from netrunner.bots.openspiel_ismcts import EVALUATORS  # noqa: E402
from netrunner.cli.sim import wilson  # noqa: E402

# ours, corp, runner, sims, seed, cap, ruleset, evaluator
Job = tuple[str, str, str, int, int, int, str, str]


def _one_game(job: Job) -> dict[str, object]:
    ours, corp, runner, sims, seed, cap, ruleset, evaluator = job
    t0 = time.perf_counter()
    mcts = MctsBot(iterations=sims, seed=2 * seed + (1 if ours == "corp" else 2))
    ismcts = OpenSpielIsmctsBot(
        simulations=sims, seed=2 * seed + (2 if ours == "corp" else 1), evaluator=evaluator
    )
    bots = (mcts, ismcts) if ours == "corp" else (ismcts, mcts)
    winner, reason, decisions, turns = play_match(
        corp, runner, *bots, seed=seed, max_decisions=cap, ruleset=ruleset
    )
    return {
        "ours": ours,
        "corp": corp,
        "runner": runner,
        "simulations": sims,
        "seed": seed,
        "ruleset": ruleset,
        "evaluator": evaluator,
        "winner": winner,
        "reason": reason,
        "decisions": decisions,
        "turns": turns,
        "seconds": round(time.perf_counter() - t0, 2),
    }


def _key(r: dict[str, object]) -> tuple[object, ...]:
    evaluator = r.get("evaluator", "random")  # the first games logged had no other
    return (r["ours"], r["corp"], r["runner"], r["simulations"], r["seed"], r["ruleset"], evaluator)


def _job_key(j: Job) -> tuple[object, ...]:
    ours, corp, runner, sims, seed, _cap, ruleset, evaluator = j
    return (ours, corp, runner, sims, seed, ruleset, evaluator)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--simulations", type=int, default=200, help="per decision, for both bots")
    ap.add_argument("--games", type=int, default=48, help="games for each side")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--corp", default="starter:jinteki")
    ap.add_argument("--runner", default="starter:shaper")
    ap.add_argument("--ruleset", default="anr")
    ap.add_argument(
        "--evaluator",
        default="random",
        choices=EVALUATORS,
        help="the IS-MCTS evaluator: OpenSpiel's random rollouts, or the cheaper model one",
    )
    ap.add_argument("--max-decisions", type=int, default=5000)
    ap.add_argument("--workers", type=int, default=1, help="processes to play the games on")
    ap.add_argument("--sides", default="corp,runner", help="the sides our MCTS plays")
    ap.add_argument("--log", type=Path, help="append each game to this JSON-lines file; resume")
    ap.add_argument(
        "--report",
        action="store_true",
        help="play nothing: print the figures of the games of the range already in --log",
    )
    args = ap.parse_args(argv)

    sides = [s.strip() for s in args.sides.split(",") if s.strip()]
    jobs: list[Job] = [
        (
            ours,
            args.corp,
            args.runner,
            args.simulations,
            args.seed + i,
            args.max_decisions,
            args.ruleset,
            args.evaluator,
        )
        for i in range(args.games)
        for ours in sides  # both sides in turn: a run stopped early has figures for both
    ]
    done: dict[tuple[object, ...], dict[str, object]] = {}
    if args.log and args.log.exists():
        for line in args.log.read_text().splitlines():
            r = json.loads(line)
            done[_key(r)] = r
    todo = [j for j in jobs if _job_key(j) not in done]
    print(f"{len(jobs) - len(todo)} games from the log, {len(todo)} to play", flush=True)
    if args.report:
        todo = []
    log = args.log.open("a") if args.log else None
    with multiprocessing.Pool(args.workers) as pool:
        for r in pool.imap_unordered(_one_game, todo):
            done[_key(r)] = r
            print(
                f"ours={r['ours']} seed={r['seed']}: {r['winner']} ({r['reason']}, "
                f"{r['turns']} turns, {r['seconds']} s)",
                flush=True,
            )
            if log:
                log.write(json.dumps(r) + "\n")
                log.flush()
    if log:
        log.close()

    if args.report:
        print("(--report: only the games of the range in the log)")
    print(
        f"\nOur MCTS vs OpenSpiel's ISMCTS ({args.evaluator} evaluator), "
        f"{args.simulations} simulations each, "
        f"{args.corp} vs {args.runner} ({args.ruleset})"
    )
    print(
        "| our side | games | our wins | win rate | 95% interval | reasons (winner: reason) | s/game |"
    )
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for ours in sides:
        keys = [_job_key(j) for j in jobs if j[0] == ours]
        rs = [done[k] for k in keys if k in done]
        if not rs:
            continue
        wins = sum(1 for r in rs if r["winner"] == ours)
        lo, hi = wilson(wins, len(rs))
        reasons = Counter(f"{r['winner']}: {r['reason']}" for r in rs)
        secs = sum(float(str(r["seconds"])) for r in rs) / len(rs)
        print(
            f"| {ours} | {len(rs)} | {wins} | {wins / len(rs):.1%} | {lo:.1%}-{hi:.1%} | "
            f"{', '.join(f'{k} {v}' for k, v in sorted(reasons.items()))} | {secs:.0f} |"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

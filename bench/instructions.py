"""Deterministic instruction counts of fixed workloads, under valgrind's callgrind.

    .venv/bin/python bench/instructions.py                 # anr and classic: 20 games each
    .venv/bin/python bench/instructions.py --workload anr --workload uno --games 20
    .venv/bin/python bench/instructions.py --workload mcts --games 4
    .venv/bin/python bench/instructions.py --workload env --workload env-compact --games 20

Each workload runs twice under ``valgrind --tool=callgrind`` (``apt-get install valgrind``), with
``PYTHONHASHSEED=0``: once with ``--skip + --games`` units of work and once with ``--skip`` alone;
the difference is the instructions of ``--games`` units, without Python's start, the imports and
the first games' warm-up. It does not depend on how loaded the machine is (a clock timing here
varies by 1.7x from run to run; this count by well under 0.1%), so it is the figure that decides
whether a change to the engine pays. Workloads (``bench/bench.py --workload``): ``anr`` random play
of Weyland vs Criminal, ``classic`` the 1996 game's two starter decks, ``uno`` RLCard's Uno (units:
games, seeds from ``--seed``); ``mcts`` searches mid-game decisions with ``--iterations`` each
(``bench/mcts.py --speed N --repeat 1``; units: decisions searched, from the same fixed states);
``env`` and ``env-compact`` step ``SingleAgentEnv`` (the Runner against the random bot, the full
or the compact encoding: ``bench/env.py --repeat 1``; units: 100 steps each).
Prints millions of instructions per workload, per decision (action, iteration) and the count.
"""

from __future__ import annotations

import argparse
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ENV_STEPS = 100  # the environment's workloads: steps a unit


def command(workload: str, units: int, seed: int, iterations: int) -> list[str]:
    if workload in ("env", "env-compact"):
        return [
            sys.executable,
            str(HERE / "env.py"),
            "--steps",
            str(units * ENV_STEPS),
            "--repeat",
            "1",
            "--seed",
            str(seed),
            "--encoding",
            "compact" if workload == "env-compact" else "full",
        ]
    if workload == "mcts":
        return [
            sys.executable,
            str(HERE / "mcts.py"),
            "--speed",
            str(units),
            "--repeat",
            "1",
            "--iterations",
            str(iterations),
            "--seed",
            str(seed),
        ]
    return [
        sys.executable,
        str(HERE / "bench.py"),
        "--workload",
        workload,
        "--games",
        str(units),
        "--seed",
        str(seed),
    ]


def count(cmd: list[str]) -> tuple[int, str]:
    """Instructions callgrind collected running ``cmd``, and what it printed."""
    env = dict(os.environ, PYTHONHASHSEED="0")
    src = str(HERE.parent / "src")
    env["PYTHONPATH"] = src + (os.pathsep + env["PYTHONPATH"] if env.get("PYTHONPATH") else "")
    with tempfile.TemporaryDirectory() as tmp:
        out = subprocess.run(
            [
                "valgrind",
                "--tool=callgrind",
                f"--callgrind-out-file={tmp}/cg.out",
                *cmd,
            ],
            env=env,
            capture_output=True,
            text=True,
            check=True,
        )
    m = re.search(r"Collected\s*:\s*(\d+)", out.stderr)
    if not m:
        raise SystemExit(f"no instruction count in callgrind's output:\n{out.stderr[-2000:]}")
    return int(m.group(1)), out.stdout


def units_done(workload: str, stdout: str) -> int:
    """Decisions, actions or iterations the workload reported."""
    if workload == "mcts":
        m = re.search(r"iterations/decision:\s*([\d,]+)", stdout)
        d = re.search(r"decisions searched:\s*(\d+)", stdout)
        return int(m.group(1).replace(",", "")) * int(d.group(1)) if m and d else 0
    m = re.search(r"\((\d+) steps", stdout) or re.search(r"(\d+) (?:decisions|actions)", stdout)
    return int(m.group(1)) if m else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument(
        "--workload",
        action="append",
        choices=["anr", "classic", "uno", "mcts", "env", "env-compact"],
        default=[],
    )
    ap.add_argument("--games", type=int, default=20, help="units of work counted")
    ap.add_argument("--skip", type=int, default=2, help="units of warm-up subtracted")
    ap.add_argument("--seed", type=int, default=3)
    ap.add_argument("--iterations", type=int, default=200, help="mcts: iterations a decision")
    args = ap.parse_args(argv)
    for w in args.workload or ["anr", "classic"]:
        # The first --skip units (games seed .. seed+skip-1, or the first --skip decisions
        # searched) warm up; the --games after them are counted.
        full, out_full = count(command(w, args.skip + args.games, args.seed, args.iterations))
        base, out_base = count(command(w, args.skip, args.seed, args.iterations))
        n = units_done(w, out_full) - units_done(w, out_base)
        unit = {"uno": "action", "mcts": "iteration (approx.)", "env": "step"}.get(
            w.split("-")[0], "decision"
        )
        ins = full - base
        print(
            f"{w:8} {ins / 1e6:10,.1f} M instructions for {args.games} units, {n} "
            f"{unit}s: {ins / max(1, n):,.0f} a {unit}"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

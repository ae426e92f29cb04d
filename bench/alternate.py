r"""Compare the clock of two sources on one machine: a benchmark run alternately in each.

This machine's speed varies by 1.7x from hour to hour (it is shared), so figures measured at
different times, or on different days, do not compare two sources; runs taken in turn, one of
each source a round, do. The other source is checked out (``git worktree``, detached) at
``--against`` and each run puts its ``src`` first on ``PYTHONPATH``::

    .venv/bin/python bench/alternate.py --against ff4d898 --runs 20 -- bench/mcts.py --speed 20
    .venv/bin/python bench/alternate.py --against HEAD~3 --figure 'best of 3: ([,0-9]+)' -- bench/env.py
    .venv/bin/python bench/alternate.py --against HEAD~3 --figure 'decisions per second: +([,0-9]+)' \
        --figure 'anr / uno: +([.0-9]+)x \(env.step, median' -- bench/bench.py

Each ``--figure`` is a regular expression whose first group is a number in the command's output
(default: the first "per second: N"). Each round runs both sources, which one goes first taking
turns. Printed: every run's figures, then for each figure both sources' median and best, the
median of the rounds' own ratios (this source / the other), in how many rounds this source was
ahead, and the two-sided sign-test p of that count.
"""

from __future__ import annotations

import argparse
import math
import os
import re
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_FIGURE = r"per second:\s+([\d,.]+)"


def checkout(rev: str, where: Path) -> Path:
    """A detached worktree of ``rev`` at ``where`` (made if missing, moved to ``rev`` if it
    holds another commit): its root."""
    if not (where / "src").is_dir():
        _git(ROOT, "worktree", "add", "--detach", str(where), rev)
    elif _git(where, "rev-parse", "HEAD") != _git(ROOT, "rev-parse", rev):
        _git(where, "checkout", "--detach", rev)
    return where


def _git(repo: Path, *args: str) -> str:
    done = subprocess.run(
        ["git", "-C", str(repo), *args], check=True, capture_output=True, text=True
    )
    return done.stdout.strip()


def run_once(root: Path, command: list[str], figures: list[str]) -> list[float]:
    """Run ``command`` (a script path relative to a source's root, then its arguments) in
    ``root`` with its ``src`` first on the path; the figures read from its output."""
    env = dict(os.environ, PYTHONPATH=str(root / "src"))
    done = subprocess.run(
        [sys.executable, *command], cwd=root, env=env, capture_output=True, text=True
    )
    if done.returncode != 0:
        raise SystemExit(
            f"{command} failed in {root} (exit {done.returncode}):\n{done.stderr[-2000:]}"
        )
    out = done.stdout
    values = []
    for pattern in figures:
        m = re.search(pattern, out)
        if m is None:
            raise SystemExit(f"no figure /{pattern}/ in the output of {command} in {root}:\n{out}")
        values.append(float(m.group(1).replace(",", "")))
    return values


def sign_test(ahead: int, n: int) -> float:
    """Two-sided p of ``ahead`` rounds of ``n`` won by one side if both were equally fast.

    >>> round(sign_test(15, 20), 3), sign_test(10, 20)
    (0.041, 1.0)
    """
    k = min(ahead, n - ahead)
    tail = sum(math.comb(n, i) for i in range(k + 1)) / 2**n
    return min(1.0, 2 * tail)


def summary(this: list[float], other: list[float]) -> str:
    """One figure's rounds summed up: both sides' median and best, the median of the rounds'
    ratios, this source's rounds ahead and the sign test.

    >>> summary([110.0, 120.0, 105.0], [100.0, 100.0, 100.0])
    'this 110 (best 120), other 100 (best 100): ratio 1.100 (median of 3 rounds), ahead in 3 of 3 (sign test p 0.25)'
    """
    ratios = [a / b for a, b in zip(this, other, strict=True)]
    ahead = sum(a > b for a, b in zip(this, other, strict=True))
    n = len(ratios)
    return (
        f"this {_fmt(statistics.median(this))} (best {_fmt(max(this))}), "
        f"other {_fmt(statistics.median(other))} (best {_fmt(max(other))}): "
        f"ratio {statistics.median(ratios):.3f} (median of {n} rounds), "
        f"ahead in {ahead} of {n} (sign test p {sign_test(ahead, n):.2g})"
    )


def _fmt(v: float) -> str:
    """A figure as printed: thousands grouped, a ratio (under 100) to three digits.

    >>> _fmt(5956.4), _fmt(0.6421)
    ('5,956', '0.642')
    """
    return f"{v:,.0f}" if abs(v) >= 100 else f"{v:.3g}"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--against", required=True, help="the other source: a git revision")
    ap.add_argument("--runs", type=int, default=10, help="rounds (one run of each source each)")
    ap.add_argument("--figure", action="append", help="regex; group 1 is the number")
    ap.add_argument("--worktree", type=Path, help="where to check the other source out")
    ap.add_argument("command", nargs="+", help="a bench script and its arguments, after --")
    a = ap.parse_args(argv)
    figures = a.figure or [DEFAULT_FIGURE]
    where = a.worktree or Path(tempfile.gettempdir()) / f"netrunner-{a.against.replace('/', '_')}"
    other_root = checkout(a.against, where)
    runs: dict[str, list[list[float]]] = {"this": [], "other": []}
    for r in range(a.runs):
        order = [("this", ROOT), ("other", other_root)]
        for name, root in order if r % 2 else order[::-1]:
            values = run_once(root, a.command, figures)
            runs[name].append(values)
            print(f"round {r + 1:2} {name:5} " + "  ".join(map(_fmt, values)), flush=True)
    print(f"this: {ROOT}; other: {a.against} at {other_root}")
    for k, pattern in enumerate(figures):
        this = [v[k] for v in runs["this"]]
        other = [v[k] for v in runs["other"]]
        print(f"/{pattern}/: {summary(this, other)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

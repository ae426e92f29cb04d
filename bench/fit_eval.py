"""Fit the MCTS evaluation's weights to who wins from a position (logistic regression).

    .venv/bin/python bench/fit_eval.py --games 200 --workers 2

plays ``--games`` games per starter pairing (all 12) between two bots (``--corp-bot``,
``--runner-bot``: heuristic by default) that take a random action ``--epsilon`` of the time (so
the positions vary more than the bots' own play), records ``corp_features``
(``netrunner.bots.mcts``) at every action-phase decision, and labels each position with the
game's winner. It then fits the weights by L2-regularised logistic regression (Newton's method,
numpy) on the games of even seed and compares, on the games of odd seed, the log loss and
accuracy of the fitted weights with those of the weights in use. It prints the fitted weights as
Python, to paste into ``_WEIGHTS``. A search bot's games (``--runner-bot mcts``) fit the
weights to the positions that bot plays into, at a few seconds a game.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import sys
import time
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from bots import CORPS, RUNNERS  # noqa: E402  (bench/bots.py: the starter factions)
from netrunner import Game  # noqa: E402
from netrunner.bots.match import make_bot, observation_for  # noqa: E402
from netrunner.bots.mcts_eval import _WEIGHTS, FEATURES, corp_features  # noqa: E402
from netrunner.engine.rng import Rng  # noqa: E402

# Weights not fitted (see main).
KEEP = (
    "tags",
    "brain damage",
    "tagged, grip under 4",
    "tagged, grip 4 to 7",
    "tagged, grip 8 or more",
    # the heuristic Corp rarely leaves an agenda open, so play shows too little of what it costs
    "installed agenda points, weighted by the chance of a run getting in",
    # the heuristic Runner seldom leaves itself open to a flatline: play shows it too rarely
    "the corp can flatline the runner this turn",
)


def nuisance(corp: str, runner: str, turn: int) -> list[float]:
    """What the fit must account for but the evaluation leaves out, since it is the same for every
    action a search compares: the pairing (which side it favours) and how late the game is."""
    pairing = CORPS.index(corp) * len(RUNNERS) + RUNNERS.index(runner)
    onehot = [0.0] * (len(CORPS) * len(RUNNERS) - 1)
    if pairing:
        onehot[pairing - 1] = 1.0
    return onehot + [turn / 10, (turn / 10) ** 2]


def play(job: tuple[str, str, int, float, str, str]) -> tuple[int, list[list[float]]]:
    """One game's positions and its label (1: the Corp won, 0: the Runner, -1: capped)."""
    corp, runner, seed, epsilon, corp_bot, runner_bot = job
    game = Game.new(f"starter:{corp}", f"starter:{runner}", seed=seed)
    bots = {"corp": make_bot(corp_bot, 2 * seed + 1), "runner": make_bot(runner_bot, 2 * seed + 2)}
    rng = Rng(seed + 10**6)
    rows: list[list[float]] = []
    for _ in range(5000):
        d = game.decision
        if d is None:
            break
        opts = d.options
        if opts[0].kind == "credit":
            rows.append(corp_features(game) + nuisance(corp, runner, game.turn))
            if rng.random() < epsilon:
                game.choose(rng.randrange(len(opts)))
                continue
        bot = bots[d.player]
        game.choose(bot.choose(observation_for(bot, game, d.player), d))
    if not game.over or game.winner is None:
        return -1, rows
    return (1 if game.winner == "corp" else 0), rows


def fit(x: np.ndarray, y: np.ndarray, l2: float, offset: np.ndarray | float = 0.0) -> np.ndarray:
    """Weights (the last one the intercept) minimising the mean log loss plus l2 * |w|^2, the
    logit being ``x @ w + offset``."""
    xb = np.hstack([x, np.ones((len(x), 1))])
    w = np.zeros(xb.shape[1])
    reg = np.full(xb.shape[1], l2)
    reg[-1] = 0.0
    for _ in range(50):
        p = 1.0 / (1.0 + np.exp(-(xb @ w + offset)))
        grad = xb.T @ (p - y) / len(y) + 2 * reg * w
        hess = (xb.T * (p * (1 - p))) @ xb / len(y) + np.diag(2 * reg)
        step = np.linalg.solve(hess, grad)
        w -= step
        if np.abs(step).max() < 1e-9:
            break
    return w


def scores(y: np.ndarray, logit: np.ndarray) -> tuple[float, float]:
    p = np.clip(1.0 / (1.0 + np.exp(-logit)), 1e-9, 1 - 1e-9)
    loss = float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))
    acc = float(np.mean((p > 0.5) == (y > 0.5)))
    return loss, acc


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawTextHelpFormatter)
    ap.add_argument("--games", type=int, default=200, help="games per pairing")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument("--epsilon", type=float, default=0.1)
    ap.add_argument("--l2", type=float, default=1e-4)
    ap.add_argument("--workers", type=int, default=1)
    ap.add_argument("--corp-bot", default="heuristic", help="a bot spec, as netrunner sim takes")
    ap.add_argument("--runner-bot", default="heuristic", help="a bot spec, as netrunner sim takes")
    ap.add_argument(
        "--cache", help="a .npz file keeping the positions played (reused if it exists)"
    )
    args = ap.parse_args(argv)
    jobs = [
        (c, r, args.seed + i, args.epsilon, args.corp_bot, args.runner_bot)
        for c in CORPS
        for r in RUNNERS
        for i in range(args.games)
    ]
    t0 = time.perf_counter()
    if args.cache and Path(args.cache).exists():
        data = np.load(args.cache, allow_pickle=True)
        results = list(data["results"])
    elif args.workers > 1:
        with multiprocessing.Pool(args.workers) as pool:
            results = pool.map(play, jobs, chunksize=8)
    else:
        results = [play(j) for j in jobs]
    if args.cache and not Path(args.cache).exists():
        np.savez(args.cache, results=np.array(results, dtype=object))
    xs: dict[bool, list[list[float]]] = {True: [], False: []}
    ys: dict[bool, list[float]] = {True: [], False: []}
    corp_wins = n_games = 0
    for (_, _, seed, *_), (label, rows) in zip(jobs, results, strict=True):
        if label < 0:
            continue
        n_games += 1
        corp_wins += label
        train = seed % 2 == 0
        xs[train].extend(rows)
        ys[train].extend([label] * len(rows))
    print(
        f"{n_games} games ({corp_wins / n_games:.1%} Corp wins), "
        f"{len(ys[True])} training and {len(ys[False])} test positions, "
        f"{time.perf_counter() - t0:.0f} s"
    )
    xtr, ytr = np.array(xs[True]), np.array(ys[True])
    xte, yte = np.array(xs[False]), np.array(ys[False])
    k = len(FEATURES)
    current = np.array(_WEIGHTS)
    # features whose weight is kept as it is: self-play shows what goes with winning, not what
    # causes it (brain damage comes with HB's ice, which the Runner meets when it runs a lot)
    keep = [FEATURES.index(name) for name in KEEP]
    free = [i for i in range(xtr.shape[1]) if i not in keep]
    wf = fit(xtr[:, free], ytr, args.l2, offset=xtr[:, keep] @ current[keep])
    w = np.zeros(xtr.shape[1] + 1)
    w[keep] = current[keep]
    w[free] = wf[:-1]
    w[-1] = wf[-1]
    # the weights in use, with the nuisance terms fitted to them
    base = fit(xtr[:, k:], ytr, args.l2, offset=xtr[:, :k] @ current)
    for name, logit in (
        ("weights in use", xte @ np.concatenate([current, base[:-1]]) + base[-1]),
        ("fitted weights", xte @ w[:-1] + w[-1]),
        ("intercept only", np.full(len(yte), math.log(ytr.mean() / (1 - ytr.mean())))),
    ):
        loss, acc = scores(yte, logit)
        print(f"{name:<16} test log loss {loss:.4f}, accuracy {acc:.1%}")
    print(
        f"left out of _WEIGHTS (the same for every action a search compares): intercept "
        f"{w[-1]:+.3f}, pairings "
        + " ".join(f"{v:+.2f}" for v in w[k:-3])
        + f", turn/10 {w[-3]:+.3f}, (turn/10)^2 {w[-2]:+.3f}"
    )
    print("_WEIGHTS = (")
    for name, v, old in zip(FEATURES, w[:k], current, strict=True):
        print(f"    {v:.3f},  # {name} (in use: {old:.3f}){' kept' if name in KEEP else ''}")
    print(")")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

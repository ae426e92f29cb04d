"""A fingerprint of how bots play: every choice of every game, as option indices, hashed.

    .venv/bin/python bench/fingerprint.py --bot heuristic --seed 1000 --games 200 --workers 2

Plays ``--bot`` against itself (or ``--corp-bot``/``--runner-bot``) on every starter pairing, seeds
``--seed`` to ``--seed + --games - 1``, and prints one digest of all the choices made (the index of
each chosen option in its decision), with the wins and a digest per pairing. Two versions of the
code that print the same digest played exactly the same games: the check that a refactor changed
no play (labels and prompts may change; the options, their order and every choice may not).

``--ruleset classic`` plays the 1996 game: its rulebook pairing (``classic-corp`` vs
``classic-runner``) and the 16 pairings of its decks built around one idea (each of four Corp
decks against each of four Runner decks)::

    .venv/bin/python bench/fingerprint.py --ruleset classic --bot random --seed 0 --games 50

``--without-kind KIND`` (repeatable) hashes each choice as its index among the options of other
kinds, as if options of ``KIND`` were not offered: the check that a new kind of option, which a
bot never chooses, changed none of its choices (a choice of ``KIND`` hashes as 65535)::

    .venv/bin/python bench/fingerprint.py --bot heuristic --without-kind break_all
"""

from __future__ import annotations

import argparse
import hashlib
import multiprocessing
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "src"))

from netrunner.bots.base import observation_for  # noqa: E402
from netrunner.bots.match import make_bot  # noqa: E402
from netrunner.engine.game import Game  # noqa: E402

CORPS = ["haas-bioroid", "jinteki", "nbn", "weyland-consortium"]
RUNNERS = ["anarch", "criminal", "shaper"]
#: Each ruleset's starter pairings, in the order their digests are printed and hashed.
PAIRINGS = {
    "anr": [(c, r) for c in CORPS for r in RUNNERS],
    "classic": [("classic-corp", "classic-runner")]
    + [
        (c, r)
        for c in ("classic-black-ice", "classic-tags", "classic-forts", "classic-advance")
        for r in ("classic-viruses", "classic-stealth", "classic-noisy", "classic-connections")
    ],
}


def play(
    args: tuple[str, str, str, str, int, tuple[str, ...], str],
) -> tuple[str, str, int, str, str]:
    """One game: ``(corp, runner, seed, winner, digest of its choices)``."""
    corp, runner, corp_bot, runner_bot, seed, without, ruleset = args
    bots = {"corp": make_bot(corp_bot, 2 * seed + 1), "runner": make_bot(runner_bot, 2 * seed + 2)}
    g = Game.new(f"starter:{corp}", f"starter:{runner}", seed=seed, ruleset=ruleset)
    h = hashlib.sha256()
    n = 0
    while (d := g.decision) is not None and n < 5000:
        bot = bots[d.player]
        i = d.index_of(bot.choose(observation_for(bot, g, d.player), d))
        shown = i
        if without:
            kept = [j for j, o in enumerate(d.options) if o.kind not in without]
            shown = kept.index(i) if i in kept else 65535
        h.update(shown.to_bytes(2, "little"))
        g.choose(i)
        n += 1
    return corp, runner, seed, str(g.winner), h.hexdigest()


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--bot", default="heuristic")
    ap.add_argument("--corp-bot")
    ap.add_argument("--runner-bot")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--games", type=int, default=200, help="games per pairing")
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--without-kind", action="append", default=[], metavar="KIND")
    ap.add_argument("--ruleset", choices=sorted(PAIRINGS), default="anr")
    a = ap.parse_args()
    pairings = PAIRINGS[a.ruleset]
    cb, rb = a.corp_bot or a.bot, a.runner_bot or a.bot
    without = tuple(a.without_kind)
    jobs = [
        (c, r, cb, rb, s, without, a.ruleset)
        for s in range(a.seed, a.seed + a.games)
        for c, r in pairings
    ]
    with multiprocessing.Pool(a.workers) as pool:
        results = pool.map(play, jobs, chunksize=8)
    results.sort(key=lambda x: (x[0], x[1], x[2]))
    total = hashlib.sha256()
    for c, r in pairings:
        games = [x for x in results if x[0] == c and x[1] == r]
        ph = hashlib.sha256("".join(x[4] for x in games).encode()).hexdigest()[:12]
        wins = sum(x[3] == "corp" for x in games)
        print(f"{c:20} {r:20} corp wins {wins:4}/{len(games)}  {ph}")
        total.update(ph.encode())
    corp_wins = sum(x[3] == "corp" for x in results)
    print(f"all {len(results)} games: corp wins {corp_wins}; digest {total.hexdigest()[:16]}")


if __name__ == "__main__":
    main()

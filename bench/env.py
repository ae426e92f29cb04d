"""Benchmark: steps a second of the single-agent Gymnasium environment against a bot.

Run: ``PYTHONPATH=src .venv/bin/python bench/env.py --steps 20000 --repeat 3`` (options:
``--side``, ``--opponent``, ``--encoding`` ``"full"`` or ``"compact"``, ``--seed``; ``--floor``
plays the same games through the engine alone, the floor under the environment's cost). The agent
picks a seeded random legal action from ``info["action_mask"]`` each step (as a masked policy
samples one); a finished episode is reset with the next seed, and resets count in the time. Prints
each run's steps per second and the best of them (the machine is shared: the best run is the one
least slowed by others), and the episodes played.
"""

from __future__ import annotations

import argparse
import time

import numpy as np

from netrunner.ai.gym_env import SingleAgentEnv


def run(env: SingleAgentEnv, steps: int, seed: int) -> tuple[float, int]:
    """Play ``steps`` agent steps; return (steps a second, episodes started)."""
    rng = np.random.default_rng(seed)
    t = time.perf_counter()
    obs, info = env.reset(seed=seed)
    episodes = 1
    for _ in range(steps):
        legal = np.flatnonzero(env.action_masks())  # bool, as MaskablePPO reads it
        obs, reward, terminated, truncated, info = env.step(int(legal[rng.integers(len(legal))]))
        if terminated or truncated:
            obs, info = env.reset(seed=seed + episodes)
            episodes += 1
    return steps / (time.perf_counter() - t), episodes


def floor(side: str, opponent: str, steps: int, seed: int) -> tuple[float, int]:
    """The same kind of play through the engine alone (no observation, no mask): the agent's side
    picks a seeded random option, the bot the other side's; an agent decision counts as a step.
    What the environment costs on top of the game is the difference."""
    from netrunner.bots.base import observation_for
    from netrunner.bots.match import make_bot
    from netrunner.engine.game import Game

    rng = np.random.default_rng(seed)
    t = time.perf_counter()
    episodes = done = 0
    while done < steps:
        game = Game.new("starter:weyland-consortium", "starter:criminal", seed=seed + episodes)
        bot = make_bot(opponent, seed=seed + episodes)
        episodes += 1
        n = 0
        while (d := game.decision) is not None and done < steps and n < 5000:
            n += 1
            if d.player == side:
                game.choose(int(rng.integers(len(d.options))))
                done += 1
            else:
                game.choose(bot.choose(observation_for(bot, game, d.player), d))
    return steps / (time.perf_counter() - t), episodes


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    ap.add_argument("--steps", type=int, default=20_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--side", default="runner", choices=["corp", "runner"])
    ap.add_argument("--opponent", default="random")
    ap.add_argument("--encoding", default="full")
    ap.add_argument("--seed", type=int, default=0)
    ap.add_argument(
        "--floor", action="store_true", help="the engine and the bot alone, no environment"
    )
    a = ap.parse_args(argv)
    kwargs = {} if a.encoding == "full" else {"encoding": a.encoding}
    env = SingleAgentEnv(side=a.side, opponent=a.opponent, **kwargs)
    best = 0.0
    for r in range(a.repeat):
        if a.floor:
            rate, episodes = floor(a.side, a.opponent, a.steps, a.seed)
        else:
            rate, episodes = run(env, a.steps, a.seed)
        best = max(best, rate)
        print(f"run {r + 1}: {rate:,.0f} steps/s ({a.steps} steps, {episodes} episodes)")
    what = "engine and bot alone" if a.floor else f"{a.encoding} encoding"
    print(f"best of {a.repeat}: {best:,.0f} steps/s ({a.side} vs {a.opponent}, {what})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

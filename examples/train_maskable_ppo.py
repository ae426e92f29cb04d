"""Train a masked-action policy for the Corp against the random Runner with sb3-contrib's
MaskablePPO on CPU, and print its win rate against the random bot before and after.

    pip install -e '.[train]'
    python examples/train_maskable_ppo.py --steps 30000 --games 200

The environment is ``netrunner.ai.SingleAgentEnv``: the agent's side's view as a vector, one
action id per option, and the mask of the legal actions, which MaskablePPO reads from
``env.action_masks()``. See examples/README.md for the figures one run reached.
"""

from __future__ import annotations

import argparse
import time

import torch
from sb3_contrib import MaskablePPO

from netrunner.ai import SingleAgentEnv
from netrunner.cli.sim import wilson


def make_env(side: str, max_decisions: int) -> SingleAgentEnv:
    return SingleAgentEnv(
        side=side,
        opponent="random",
        corp="starter:weyland-consortium",
        runner="starter:criminal",
        max_decisions=max_decisions,
    )


def win_rate(model: MaskablePPO, env: SingleAgentEnv, games: int, seed: int) -> str:
    """Play ``games`` games (seeds ``seed``, ``seed+1``...) with the policy's most likely legal
    action; return the win rate with its 95% Wilson interval."""
    wins = 0
    for g in range(games):
        obs, info = env.reset(seed=seed + g)
        done = False
        while not done:
            action, _ = model.predict(obs, action_masks=env.action_masks(), deterministic=True)
            obs, reward, terminated, truncated, info = env.step(int(action))
            done = terminated or truncated
        wins += reward > 0
    lo, hi = wilson(wins, games)
    return f"{wins}/{games} = {wins / games:.0%} (95% CI {lo:.0%}-{hi:.0%})"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--side", default="corp", choices=["corp", "runner"])
    p.add_argument("--steps", type=int, default=30_000, help="training steps (agent decisions)")
    p.add_argument("--games", type=int, default=200, help="evaluation games, before and after")
    p.add_argument("--max-decisions", type=int, default=2000, help="truncate longer games")
    p.add_argument("--seed", type=int, default=0)
    a = p.parse_args()

    env = make_env(a.side, a.max_decisions)
    # 79,916 actions: a short rollout keeps the rollout buffer's masks small (n_steps x actions)
    model = MaskablePPO(
        "MlpPolicy", env, n_steps=512, batch_size=128, seed=a.seed, device="cpu", verbose=0
    )
    eval_env = make_env(a.side, a.max_decisions)
    held_out = 1_000_000  # evaluation seeds apart from the training games'

    t = time.perf_counter()
    print(f"{a.side} vs random, before training: {win_rate(model, eval_env, a.games, held_out)}")
    t_eval = time.perf_counter() - t

    t = time.perf_counter()
    model.learn(total_timesteps=a.steps)
    t_train = time.perf_counter() - t
    print(f"training: {a.steps} steps in {t_train:.0f} s")

    t = time.perf_counter()
    print(f"{a.side} vs random, after training:  {win_rate(model, eval_env, a.games, held_out)}")
    t_eval += time.perf_counter() - t
    print(f"evaluation: {2 * a.games} games in {t_eval:.0f} s")


if __name__ == "__main__":
    torch.set_num_threads(1)  # small networks: one thread is faster than several fighting
    main()

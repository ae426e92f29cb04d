"""Train a masked-action policy for the Corp against the random Runner with sb3-contrib's
MaskablePPO on CPU, and print its win rate against the random bot before and after.

    pip install -e '.[train]'
    python examples/train_maskable_ppo.py --minutes 20 --games 200

The environment is ``netrunner.ai.SingleAgentEnv`` with the compact action encoding
(``encoding="compact"``: at most 512 ids, the options of the decision by kind and rank, and what
each id stands for in the observation); ``--encoding full`` trains on the fixed 79,972-id encoding
instead. MaskablePPO reads the mask of the legal actions from ``env.action_masks()``. Training stops
after ``--steps`` agent decisions or ``--minutes`` of training, whichever comes first. See
examples/README.md for the figures one run reached.
"""

from __future__ import annotations

import argparse
import time

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from stable_baselines3.common.callbacks import BaseCallback

from netrunner.ai import SingleAgentEnv
from netrunner.cli.sim import wilson


class Scaled(gymnasium.Wrapper):
    """What the trainer sees: the observation's raw counts as ``log1p`` (credits and deck sizes in
    the tens beside 0/1 flags), and, if ``shaping`` > 0, a reward of ``shaping`` for each agenda
    point the agent's side scores and ``-shaping`` for each the other side scores, on top of the
    environment's +1/-1 at the end. The win rate is measured on the games' winners alone."""

    def __init__(self, env: SingleAgentEnv, shaping: float) -> None:
        super().__init__(env)
        self.shaping = shaping
        self.observation_space = gymnasium.spaces.Box(
            0.0, np.log1p(np.float32(3e38)), env.observation_space.shape, np.float32
        )
        self.points = (0, 0)

    def _points(self) -> tuple[int, int]:
        game = self.env.unwrapped.game  # the score areas are public
        mine = game.corp if self.env.unwrapped.side == "corp" else game.runner
        theirs = game.runner if mine is game.corp else game.corp
        return mine.agenda_points, theirs.agenda_points

    def reset(self, **kwargs):  # type: ignore[no-untyped-def]
        obs, info = self.env.reset(**kwargs)
        self.points = self._points()
        return np.log1p(obs), info

    def step(self, action):  # type: ignore[no-untyped-def]
        obs, reward, terminated, truncated, info = self.env.step(action)
        if self.shaping:
            points = self._points()
            reward += self.shaping * ((points[0] - self.points[0]) - (points[1] - self.points[1]))
            self.points = points
        return np.log1p(obs), reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self.env.unwrapped.action_masks()


def make_env(side: str, max_decisions: int, encoding: str, shaping: float = 0.0) -> Scaled:
    env = SingleAgentEnv(
        side=side,
        opponent="random",
        corp="starter:weyland-consortium",
        runner="starter:criminal",
        max_decisions=max_decisions,
        encoding=encoding,  # type: ignore[arg-type]
    )
    return Scaled(env, shaping)


class TimeBudget(BaseCallback):
    """Stop training once ``seconds`` have passed; print progress every ``every`` seconds."""

    def __init__(self, side: str, seconds: float, every: float = 60.0) -> None:
        super().__init__()
        self.side = side
        self.seconds, self.every = seconds, every
        self.start = self.last = time.perf_counter()
        self.episodes = self.wins = 0

    def _on_step(self) -> bool:
        for info, done in zip(self.locals["infos"], self.locals["dones"], strict=True):
            if done:
                self.episodes += 1
                self.wins += info.get("winner") == self.side
        now = time.perf_counter()
        if now - self.last >= self.every:
            self.last = now
            rate = self.wins / max(1, self.episodes)
            print(
                f"  {now - self.start:5.0f} s: {self.num_timesteps} steps, "
                f"{self.episodes} training games, {rate:.0%} won",
                flush=True,
            )
            self.episodes = self.wins = 0
        return now - self.start < self.seconds


def win_rate(model: MaskablePPO, env: Scaled, games: int, seed: int) -> str:
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
        wins += info.get("winner") == env.unwrapped.side
    lo, hi = wilson(wins, games)
    return f"{wins}/{games} = {wins / games:.0%} (95% CI {lo:.0%}-{hi:.0%})"


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--side", default="corp", choices=["corp", "runner"])
    p.add_argument("--encoding", default="compact", choices=["compact", "full"])
    p.add_argument("--steps", type=int, default=10_000_000, help="training steps at most")
    p.add_argument("--minutes", type=float, default=20.0, help="training time at most")
    p.add_argument("--games", type=int, default=200, help="evaluation games, before and after")
    p.add_argument("--no-before", action="store_true", help="skip the evaluation before training")
    p.add_argument("--max-decisions", type=int, default=2000, help="truncate longer games")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--shaping", type=float, default=0.1, help="reward per agenda point (0: none)")
    p.add_argument("--gamma", type=float, default=0.995)
    p.add_argument("--save", default=None, help="save the trained model to this file")
    a = p.parse_args()

    env = make_env(a.side, a.max_decisions, a.encoding, a.shaping)
    # the full encoding's 79,972 actions: a short rollout keeps the stored masks small
    n_steps = 2048 if a.encoding == "compact" else 512
    model = MaskablePPO(
        "MlpPolicy",
        env,
        n_steps=n_steps,
        batch_size=256 if a.encoding == "compact" else 128,
        ent_coef=0.01,
        gamma=a.gamma,
        policy_kwargs={"net_arch": [128, 128]},
        seed=a.seed,
        device="cpu",
        verbose=0,
    )
    eval_env = make_env(a.side, a.max_decisions, a.encoding)
    held_out = 1_000_000  # evaluation seeds apart from the training games'

    t = time.perf_counter()
    if not a.no_before:
        before = win_rate(model, eval_env, a.games, held_out)
        print(f"{a.side} vs random, before training: {before}", flush=True)
    t_eval = time.perf_counter() - t

    t = time.perf_counter()
    budget = TimeBudget(a.side, a.minutes * 60)
    model.learn(total_timesteps=a.steps, callback=budget)
    t_train = time.perf_counter() - t
    print(f"training: {model.num_timesteps} steps in {t_train:.0f} s", flush=True)
    if a.save:
        model.save(a.save)

    t = time.perf_counter()
    print(f"{a.side} vs random, after training:  {win_rate(model, eval_env, a.games, held_out)}")
    t_eval += time.perf_counter() - t
    print(f"evaluation: {a.games * (1 if a.no_before else 2)} games in {t_eval:.0f} s")


if __name__ == "__main__":
    torch.set_num_threads(1)  # small networks: one thread is faster than several fighting
    main()

"""Train a masked-action policy for the Corp against the random Runner with sb3-contrib's
MaskablePPO on CPU, and print its win rate against the random bot before and after training.

    pip install -e '.[train]'
    python examples/train_maskable_ppo.py --minutes 20 --games 200

The environment is ``netrunner.ai.SingleAgentEnv`` with the compact action encoding
(``encoding="compact"``: 511 ids, the options of the decision by kind and rank). MaskablePPO reads
the mask of the legal actions from ``action_masks()``. Three things sit between the environment and
the learner, all in this file (see examples/README.md for why and what they reached):

- ``OptionFeatures``, a Gymnasium wrapper: decisions with one legal option are played for the agent;
  the observation is the environment's (counts as ``log1p``) plus, for each compact id, what its
  option is (kind, card title, card type, target server and its ice, advancements, agenda points,
  cost); with ``--shaping`` a reward per agenda point scored (or lost) beside the +1/-1 at the end.
- ``OptionPolicy``: one small network scores every option from its features and the game state
  (the same weights for every id), so what it learns about "install an agenda in a remote behind
  ice" holds whichever id that option gets; the value is read from the game state.
- ``--envs`` environments stepped together (batched forward passes).

Training stops after ``--steps`` agent decisions or ``--minutes`` of training, whichever comes first.
It evaluates the policy on ``--games`` held-out games twice, sampling its distribution over the legal
actions and taking its most likely one (greedy), before and after training. The win rate is counted
from the games' winners alone; a game reaching ``--max-decisions`` decisions (both sides) counts as
not won.
"""

from __future__ import annotations

import argparse
import time
from typing import Any

import gymnasium
import numpy as np
import torch
from sb3_contrib import MaskablePPO
from sb3_contrib.common.maskable.policies import MaskableActorCriticPolicy
from stable_baselines3.common.callbacks import BaseCallback
from stable_baselines3.common.torch_layers import BaseFeaturesExtractor
from stable_baselines3.common.vec_env import DummyVecEnv
from torch import nn

from netrunner.ai import SingleAgentEnv
from netrunner.ai.compact import COMPACT_SIZE
from netrunner.ai.features import OBSERVATION_SIZE, TITLE_INDEX
from netrunner.cli.sim import wilson
from netrunner.engine.carddb import core_set
from netrunner.engine.decision import KINDS
from netrunner.engine.view import visible_to

CARDS = {c.title: c for c in core_set()}
CARD_TYPES = ("agenda", "ice", "asset", "upgrade", "operation")
DECISION_KINDS = ("action", "paid_abilities", "rez", "choose", "trace", "mulligan", "discard")
CENTRAL = ("HQ", "R&D", "Archives")
#: Per-option numbers: present, title (index + 1), kind (index + 1), then the scaled facts below.
OPTION_FEATURES = 3 + len(CARD_TYPES) + 1 + 6 + 13
GLOBAL_FEATURES = OBSERVATION_SIZE + len(DECISION_KINDS) + 4


class OptionFeatures(gymnasium.Wrapper):
    """What the learner sees and does (see the module docstring). ``observation``: the
    environment's game vector (``log1p``), the decision's kind and a few counts, then
    ``OPTION_FEATURES`` numbers for each compact id (zeros for ids that are not options now)."""

    def __init__(self, env: SingleAgentEnv, shaping: float) -> None:
        super().__init__(env)
        self.shaping = shaping
        size = GLOBAL_FEATURES + COMPACT_SIZE * OPTION_FEATURES
        self.observation_space = gymnasium.spaces.Box(0.0, 1e4, (size,), np.float32)
        self.points = (0, 0)

    @property
    def base(self) -> SingleAgentEnv:
        return self.env.unwrapped  # type: ignore[return-value]

    def _points(self) -> tuple[int, int]:
        game = self.base.game  # the score areas are public
        mine = game.corp if self.base.side == "corp" else game.runner
        theirs = game.runner if mine is game.corp else game.corp
        return mine.agenda_points, theirs.agenda_points

    def _observe(self, obs: np.ndarray) -> np.ndarray:
        env, game = self.base, self.base.game
        v = np.zeros(self.observation_space.shape, np.float32)
        v[:OBSERVATION_SIZE] = np.log1p(obs[:OBSERVATION_SIZE])
        d = game.decision
        if d is None or d.player != env.side:
            return v
        at = OBSERVATION_SIZE
        if d.kind in DECISION_KINDS:
            v[at + DECISION_KINDS.index(d.kind)] = 1.0
        at += len(DECISION_KINDS)
        me = game.corp if env.side == "corp" else game.runner
        agendas = sum(c.type == "agenda" for c in game.corp.hand) if env.side == "corp" else 0
        v[at : at + 4] = (me.clicks / 3, me.credits / 10, agendas, len(game.corp.servers) / 5)
        servers = game.corp.servers
        for a, i in env._legal.items():  # noqa: SLF001 - the ids of this decision
            o = d.options[i]
            f = GLOBAL_FEATURES + a * OPTION_FEATURES
            v[f] = 1.0
            v[f + 2] = KINDS.index(o.kind) + 1
            card = CARDS.get(o.card or "")
            f += 3
            if card is not None:
                v[f - 2] = TITLE_INDEX[card.title] + 1
                if card.type in CARD_TYPES:
                    v[f + CARD_TYPES.index(card.type)] = 1.0
                v[f + 5] = (card.agenda_points or 0) / 3
            f += len(CARD_TYPES) + 1
            # the server: none, a central one, an existing remote, a new remote
            s = servers.get(o.server or "")
            if o.server is None:
                v[f] = 1.0
            elif o.server in CENTRAL:
                v[f + 1 + CENTRAL.index(o.server)] = 1.0
            elif s is not None:
                v[f + 4] = 1.0
            else:
                v[f + 5] = 1.0
            f += 6
            if s is not None:
                v[f] = len(s.ice) / 3
                v[f + 1] = sum(c.rezzed for c in s.ice) / 3
                v[f + 2] = len(s.content)
                v[f + 3] = any(
                    c.type == "agenda" and visible_to(game, c, env.side) for c in s.content
                )
                v[f + 4] = sum(c.advancements for c in s.content) / 5
            if o.card_id is not None:  # an installed card: its tokens, what it still needs
                c = game.card(o.card_id)
                if c is not None and visible_to(game, c, env.side):
                    v[f + 5] = c.advancements / 5
                    v[f + 6] = c.rezzed
                    if c.type == "agenda":
                        left = game.advancement_requirement(c) - c.advancements
                        v[f + 7] = left / 5
                        v[f + 8] = left <= 0
            elif card is not None and card.type == "agenda":
                v[f + 7] = (card.advancement_cost or 0) / 5
            cost = o.cost
            v[f + 9] = cost.credits / 10
            v[f + 10] = cost.clicks / 3
            v[f + 11] = (o.amount or 0) / 10
            v[f + 12] = (card.cost or 0) / 10 if card is not None else 0.0
        return v

    def _skip_forced(self, obs, reward, terminated, truncated, info):  # type: ignore[no-untyped-def]
        """Play the decisions that have one legal option: the agent has nothing to choose."""
        while not (terminated or truncated):
            legal = np.flatnonzero(info["action_mask"])
            if len(legal) != 1:
                break
            obs, r, terminated, truncated, info = self.env.step(int(legal[0]))
            reward += r
        return obs, reward, terminated, truncated, info

    def reset(self, **kwargs):  # type: ignore[no-untyped-def]
        obs, info = self.env.reset(**kwargs)
        obs, _, terminated, truncated, info = self._skip_forced(obs, 0.0, False, False, info)
        self.points = self._points()
        return self._observe(obs), info

    def step(self, action):  # type: ignore[no-untyped-def]
        out = self._skip_forced(*self.env.step(action))
        obs, reward, terminated, truncated, info = out
        if self.shaping:
            points = self._points()
            reward += self.shaping * ((points[0] - self.points[0]) - (points[1] - self.points[1]))
            self.points = points
        return self._observe(obs), reward, terminated, truncated, info

    def action_masks(self) -> np.ndarray:
        return self.base.action_masks()


class OptionScorer(BaseFeaturesExtractor):
    """Features ``[logit of each id, state embedding]``: the state through an MLP; each present
    option's features (title and kind embedded) through one shared MLP with the state's
    embedding, to one logit."""

    def __init__(self, observation_space: gymnasium.spaces.Box, hidden: int = 128) -> None:
        super().__init__(observation_space, COMPACT_SIZE + hidden)
        self.hidden = hidden
        self.state = nn.Sequential(
            nn.Linear(GLOBAL_FEATURES, hidden), nn.ReLU(), nn.Linear(hidden, hidden), nn.ReLU()
        )
        self.title = nn.Embedding(len(TITLE_INDEX) + 1, 16)
        self.kind = nn.Embedding(len(KINDS) + 1, 8)
        self.option = nn.Linear(16 + 8 + OPTION_FEATURES - 3, hidden)
        self.mix = nn.Linear(hidden, hidden)
        self.out = nn.Sequential(nn.ReLU(), nn.Linear(hidden, 64), nn.ReLU(), nn.Linear(64, 1))

    def forward(self, obs: torch.Tensor) -> torch.Tensor:
        n = obs.shape[0]
        h = self.state(obs[:, :GLOBAL_FEATURES])
        opts = obs[:, GLOBAL_FEATURES:].reshape(n * COMPACT_SIZE, OPTION_FEATURES)
        present = torch.nonzero(opts[:, 0] > 0.5).squeeze(1)  # score only the options there are
        x = opts[present]
        title = self.title(x[:, 1].long())
        kind = self.kind(x[:, 2].long())
        z = (
            self.option(torch.cat([title, kind, x[:, 3:]], dim=1))
            + self.mix(h)[present // COMPACT_SIZE]
        )
        logits = torch.zeros(n * COMPACT_SIZE, dtype=obs.dtype)
        logits = logits.index_put((present,), self.out(z).squeeze(1))
        return torch.cat([logits.reshape(n, COMPACT_SIZE), h], dim=1)


class Slice(nn.Module):
    def __init__(self, start: int, stop: int) -> None:
        super().__init__()
        self.start, self.stop = start, stop

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return x[:, self.start : self.stop]


class OptionPolicy(MaskableActorCriticPolicy):
    """MaskablePPO's policy with the logits from ``OptionScorer`` and the value from the state."""

    def _build(self, lr_schedule: Any) -> None:
        super()._build(lr_schedule)
        hidden = self.features_extractor.hidden  # type: ignore[attr-defined]
        self.action_net = Slice(0, COMPACT_SIZE)
        self.value_net = nn.Sequential(
            Slice(COMPACT_SIZE, COMPACT_SIZE + hidden),
            nn.Linear(hidden, 64),
            nn.ReLU(),
            nn.Linear(64, 1),
        )
        last = self.features_extractor.out[-1]  # type: ignore[index]
        nn.init.orthogonal_(last.weight, gain=0.01)  # near-uniform choices at first
        nn.init.zeros_(last.bias)
        self.optimizer = self.optimizer_class(
            self.parameters(), lr=lr_schedule(1), **self.optimizer_kwargs
        )


def make_env(side: str, max_decisions: int, shaping: float = 0.0) -> OptionFeatures:
    env = SingleAgentEnv(
        side=side,
        opponent="random",
        corp="starter:weyland-consortium",
        runner="starter:criminal",
        max_decisions=max_decisions,
        encoding="compact",
    )
    return OptionFeatures(env, shaping)


class TimeBudget(BaseCallback):
    """Stop training once ``seconds`` have passed; print progress every ``every`` seconds."""

    def __init__(self, side: str, seconds: float, every: float = 60.0) -> None:
        super().__init__()
        self.side = side
        self.seconds, self.every = seconds, every
        self.start = self.last = time.perf_counter()
        self.episodes = self.wins = 0

    def _on_training_start(self) -> None:
        self.start = self.last = time.perf_counter()

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


def win_rate(
    model: MaskablePPO, side: str, max_decisions: int, games: int, seed: int, deterministic: bool
) -> str:
    """Play ``games`` games (seeds ``seed``, ``seed+1``...), 20 at a time with batched forward
    passes, sampling the policy's distribution over the legal actions (or, if ``deterministic``,
    taking its most likely one); return the win rate with its 95% Wilson interval. A game
    stopped at the decision cap is not a win."""
    wins = truncated_games = 0
    for first in range(0, games, 20):
        envs = [make_env(side, max_decisions) for _ in range(min(20, games - first))]
        obs = {k: e.reset(seed=seed + first + k)[0] for k, e in enumerate(envs)}
        while obs:
            keys = list(obs)
            masks = np.stack([envs[k].action_masks() for k in keys])
            actions, _ = model.predict(
                np.stack([obs[k] for k in keys]), action_masks=masks, deterministic=deterministic
            )
            for k, action in zip(keys, actions, strict=True):
                o, _, terminated, truncated, info = envs[k].step(int(action))
                if terminated or truncated:
                    del obs[k]
                    wins += info.get("winner") == side
                    truncated_games += bool(truncated)
                else:
                    obs[k] = o
    lo, hi = wilson(wins, games)
    return (
        f"{wins}/{games} = {wins / games:.0%} (95% CI {lo:.0%}-{hi:.0%}), "
        f"{truncated_games} stopped at the decision cap"
    )


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument(
        "--side", default="corp", choices=["corp", "runner"], help="the agent's side (corp)"
    )
    p.add_argument(
        "--steps",
        type=int,
        default=10_000_000,
        help="training steps at most (decisions with a choice)",
    )
    p.add_argument("--minutes", type=float, default=20.0, help="training time at most")
    p.add_argument(
        "--games", type=int, default=200, help="evaluation games, each way, before and after"
    )
    p.add_argument("--no-before", action="store_true", help="skip the evaluation before training")
    p.add_argument("--max-decisions", type=int, default=2000, help="stop longer games (not a win)")
    p.add_argument("--seed", type=int, default=0, help="the trainer's and training games' seed")
    p.add_argument("--shaping", type=float, default=0.1, help="reward per agenda point (0: none)")
    p.add_argument("--gamma", type=float, default=0.995, help="discount per decision")
    p.add_argument("--envs", type=int, default=8, help="environments stepped together")
    p.add_argument("--n-steps", type=int, default=256, help="rollout steps per environment")
    p.add_argument("--epochs", type=int, default=4, help="PPO epochs per rollout")
    p.add_argument("--lr", type=float, default=3e-4, help="learning rate")
    p.add_argument("--threads", type=int, default=1, help="torch threads (1: the network is small)")
    p.add_argument("--save", default=None, help="save the trained model to this file")
    a = p.parse_args()
    torch.set_num_threads(a.threads)

    venv = DummyVecEnv(
        [lambda: make_env(a.side, a.max_decisions, a.shaping) for _ in range(a.envs)]
    )
    model = MaskablePPO(
        OptionPolicy,
        venv,
        n_steps=a.n_steps,
        batch_size=256,
        n_epochs=a.epochs,
        learning_rate=a.lr,
        ent_coef=0.01,
        gamma=a.gamma,
        policy_kwargs={
            "features_extractor_class": OptionScorer,
            "net_arch": {"pi": [], "vf": []},
        },
        seed=a.seed,
        device="cpu",
        verbose=0,
    )
    held_out = 1_000_000  # evaluation seeds apart from the training games'

    def evaluate(when: str) -> None:
        for how, greedy in (("sampled", False), ("greedy", True)):
            rate = win_rate(model, a.side, a.max_decisions, a.games, held_out, greedy)
            print(f"{a.side} vs random, {when}, {how}: {rate}", flush=True)

    t = time.perf_counter()
    if not a.no_before:
        evaluate("before training")
    t_eval = time.perf_counter() - t

    t = time.perf_counter()
    budget = TimeBudget(a.side, a.minutes * 60)
    model.learn(total_timesteps=a.steps, callback=budget)
    t_train = time.perf_counter() - t
    print(f"training: {model.num_timesteps} steps in {t_train:.0f} s", flush=True)
    if a.save:
        model.save(a.save)

    t = time.perf_counter()
    evaluate("after training")
    t_eval += time.perf_counter() - t
    print(f"evaluation: {a.games * (2 if a.no_before else 4)} games in {t_eval:.0f} s")


if __name__ == "__main__":
    main()

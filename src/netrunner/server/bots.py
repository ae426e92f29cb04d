"""Bot moves off the event loop: computed in worker processes, applied through the same
``choose`` path as a player's, with the version they were computed for (a stale move is
dropped).

A worker receives a :class:`~netrunner.server.service.BotJob` (ruleset, decks, seed, choices,
side, bot name) and keeps a small cache of games, so consecutive moves of one game replay only
the choices made since. The bot observes what ``netrunner.bots`` gives it (``game.view(side)``,
or the game itself for a search bot, which only determinises it). An MCTS bot searches within
a time limit; if the move is still not back when the budget has passed, the heuristic bot's
choice is taken instead.

>>> from netrunner.server.service import BotJob
>>> job = BotJob("g", "anr", "starter:nbn", "starter:criminal", 3, (), "corp", "heuristic")
>>> 0 <= compute_move(job, 1.0) < 5
True
"""

from __future__ import annotations

import asyncio
import logging
import multiprocessing
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor

from ..bots.base import observation_for
from ..bots.match import make_bot
from ..engine.game import Game
from .calls import call
from .service import BotJob, GameService, ServiceError

log = logging.getLogger(__name__)

#: the seconds a bot may take for one move (an MCTS bot searches for most of it)
DEFAULT_BUDGET = 2.0
#: games a worker keeps ready, least recently used dropped first
WORKER_CACHE = 16

#: the worker's games: game id -> (the game, the choices it has had)
_games: OrderedDict[str, tuple[Game, tuple[int, ...]]] = OrderedDict()


def _game_for(job: BotJob) -> Game:
    """The job's game after its choices: the cached game when its choices are a prefix of the
    job's (then only the new choices are made), else replayed from the start."""
    cached = _games.pop(job.game_id, None)
    if cached is not None and job.choices[: len(cached[1])] == cached[1]:
        g, done = cached
    else:
        g, done = Game.new(job.corp_deck, job.runner_deck, seed=job.seed, ruleset=job.ruleset), ()
    for i in job.choices[len(done) :]:
        g.choose(i)
    _games[job.game_id] = (g, job.choices)
    while len(_games) > WORKER_CACHE:
        _games.popitem(last=False)
    return g


def _bot_spec(name: str, budget: float) -> str:
    if name == "mcts":
        return f"mcts:time_limit={max(0.05, budget * 0.6)},iterations=100000"
    return name


def compute_move(job: BotJob, budget: float = DEFAULT_BUDGET) -> int:
    """The index of the option the job's bot picks (runs in a worker process)."""
    g = _game_for(job)
    d = g.decision
    if d is None or d.player != job.side:
        raise ValueError(f"no decision of the {job.side} at version {job.version}")
    # seeded by the position (the choices), not the version: after a take-back the bot answers
    # the same position as it did before, so taking back cannot fish for another answer
    bot = make_bot(_bot_spec(job.bot, budget), seed=job.seed * 7919 + len(job.choices))
    return d.index_of(bot.choose(observation_for(bot, g, job.side), d))


def fallback_move(job: BotJob) -> int:
    """The heuristic bot's pick, when the job's own bot ran out of time."""
    return compute_move(BotJob(**{**job.__dict__, "bot": "heuristic"}))


def default_executor(workers: int = 2) -> Executor:
    """A small pool of worker processes (started fresh, not forked from a threaded server)."""
    return ProcessPoolExecutor(max_workers=workers, mp_context=multiprocessing.get_context("spawn"))


class BotRunner:
    """Schedules the moves bots owe and applies them. ``schedule(game_id)`` is idempotent: a
    game whose move is being computed is not computed twice. A move not back within ``budget``
    plus ``grace`` seconds is replaced by the heuristic bot's."""

    def __init__(
        self,
        service: GameService,
        publish: Callable[[str], Awaitable[None]],
        executor: Executor | None = None,
        *,
        budget: float = DEFAULT_BUDGET,
        grace: float = 5.0,
        workers: int = 2,
    ) -> None:
        self.service = service
        self.publish = publish
        self.executor = executor if executor is not None else default_executor(workers)
        self.budget = budget
        #: seconds allowed beyond the budget (a worker process starting, a busy machine)
        self.grace = grace
        self._busy: set[str] = set()
        #: games that changed while their bot task was looking: it looks again
        self._again: set[str] = set()
        self._tasks: set[asyncio.Task[None]] = set()

    def schedule(self, game_id: str) -> None:
        """Compute and apply the move a bot owes in ``game_id``, if any (in the background)."""
        if game_id in self._busy:
            self._again.add(game_id)  # the task under way may have read the game before this
            return
        self._busy.add(game_id)
        task = asyncio.get_running_loop().create_task(self._play(game_id))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def _play(self, game_id: str) -> None:
        loop = asyncio.get_running_loop()
        try:
            while True:
                self._again.discard(game_id)
                job = await call(self.service, self.service.bot_job, game_id)
                if job is None:
                    if game_id in self._again:
                        continue
                    return
                try:
                    option = await asyncio.wait_for(
                        loop.run_in_executor(self.executor, compute_move, job, self.budget),
                        timeout=self.budget + self.grace,
                    )
                except TimeoutError:
                    log.warning("bot %s ran out of time in %s: heuristic move", job.bot, game_id)
                    option = await asyncio.to_thread(fallback_move, job)
                try:
                    await call(
                        self.service,
                        self.service.choose,
                        game_id,
                        job.side,
                        seq=job.version,
                        option=option,
                    )
                except ServiceError as e:  # stale: someone else moved; look again
                    log.info("bot move dropped in %s: %s", game_id, e.message)
                    continue
                await self.publish(game_id)
        except Exception:
            log.exception("bot failed in game %s", game_id)
        finally:
            self._busy.discard(game_id)
            self._again.discard(game_id)

    async def resume_all(self) -> None:
        """Schedule the pending moves of every active game with a bot (at server start)."""
        for game_id in await call(self.service, self.service.games_with_bots):
            self.schedule(game_id)

    async def close(self) -> None:
        for t in list(self._tasks):
            t.cancel()
        await asyncio.gather(*self._tasks, return_exceptions=True)
        self.executor.shutdown(wait=False, cancel_futures=True)


__all__ = ["BotRunner", "compute_move", "fallback_move", "default_executor", "DEFAULT_BUDGET"]

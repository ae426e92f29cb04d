"""``netrunner sim``: bot-vs-bot matches at scale, on local processes or a Ray cluster.

netrunner sim --corp DECK --runner DECK --corp-bot BOT --runner-bot BOT --games N --seed S
              --workers K [--json] [--save DIR] [--ray ADDRESS] [--max-decisions M]

A ``BOT`` is a registered name (``random``, ``heuristic``, ``mcts``, ``openspiel-ismcts``: OpenSpiel's
own ISMCTS, extra ``netrunner[openspiel]``) optionally followed by options for its class:
``mcts:iterations=1000,c=0.2``, ``openspiel-ismcts:simulations=200`` (see :func:`netrunner.bots.match.parse_bot_spec`).
Game ``i`` (0-based) is played with seed ``S + i``; its bots are built the way
:func:`netrunner.bots.play_match` builds them (``BOTS[name](seed=2*seed+1)`` for the Corp,
``2*seed+2`` for the Runner), so a game's result depends on its seed alone and the figures are the
same whatever ``--workers`` or ``--ray`` (only the timings differ). A game that reaches
``--max-decisions`` choices without a winner is *stalled*: reported, and counted as neither side's
win (``reason`` ``"decision_cap"``).

With ``--ray ADDRESS`` the cluster's nodes need the same netrunner installed (the tasks import
``netrunner.cli.sim``); ``local`` starts a Ray instance on this machine and stops it afterwards.

``--save DIR`` writes each game as ``DIR/game-<seed>.json`` (:func:`replay_record`): both decks as
decklist text, the seed, the ruleset, the bots, every chosen option as its index in its decision,
the winner and the reason. ``netrunner replay FILE`` prints such a game's log.

The Python API (:func:`run_games`, :func:`summarize`) is what the command uses:

>>> from netrunner.decks import Deck
>>> spec = MatchSpec(Deck.starter("nbn"), Deck.starter("criminal"), "random", "random")
>>> results = run_games(spec, seed=3, games=2, workers=1)
>>> [r.seed for r in results]
[3, 4]
>>> summarize(spec, results, seconds=1.0)["games"]
2
"""

from __future__ import annotations

import json
import logging
import math
import os
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn
from rich.table import Table
from rich.text import Text

from ..bots.base import observation_for
from ..engine.game import Game
from ..engine.ruleset import get_ruleset
from .console import make_console
from .options import SETS_OPTION, sets_value, whole_number

REPLAY_FORMAT = "netrunner-replay"
REPLAY_VERSION = 1
STALLED = "decision_cap"  # the reason of a game stopped by the decision cap (as play_match says)
RAY_EXTRA = "pip install 'netrunner[ray]'"


# --------------------------------------------------------------------------------- one game


@dataclass(frozen=True)
class MatchSpec:
    """What every game of a simulation shares: the decks, the bots (registered names), the cap."""

    corp: Any  # a deck of the ruleset: a Deck, or a ClassicDeck for "classic"
    runner: Any
    corp_bot: str
    runner_bot: str
    max_decisions: int = 5000
    ruleset: str = "anr"
    record: bool = False  # keep each game's chosen option indices (for --save)
    allow_undefined: bool = False  # play cards with no definition as blanks


@dataclass(frozen=True)
class GameResult:
    """One game's outcome. ``winner`` is None for a stalled game (``reason == "decision_cap"``)."""

    seed: int
    winner: str | None
    reason: str
    decisions: int
    turns: int
    seconds: float = field(compare=False)  # wall time of the game in its worker
    choices: tuple[int, ...] | None = None

    def outcome(self) -> tuple[int, str | None, str, int, int]:
        """Everything but the timing: what must be identical however the games were spread."""
        return (self.seed, self.winner, self.reason, self.decisions, self.turns)


def _make_bot(spec: str, seed: int) -> Any:
    """A bot built from its spec (``NAME[:key=value,...]``) with ``seed``, as ``play_match``
    builds one."""
    from ..bots.match import make_bot

    return make_bot(spec, seed)


def _observation(bot: Any, game: Game, side: str) -> Any:
    """What ``bot`` observes (see :func:`netrunner.bots.base.observation_for`)."""
    return observation_for(bot, game, side)


def play_game(spec: MatchSpec, seed: int) -> GameResult:
    """Play one game with seed ``seed``: the ``play_match`` loop, also recording the choices.

    Runs in worker processes and Ray tasks, so it takes and returns only picklable values.
    """
    t0 = time.perf_counter()
    bots = {
        "corp": _make_bot(spec.corp_bot, 2 * seed + 1),
        "runner": _make_bot(spec.runner_bot, 2 * seed + 2),
    }
    game = Game.new(
        spec.corp,
        spec.runner,
        seed=seed,
        ruleset=spec.ruleset,
        allow_undefined=spec.allow_undefined,
    )
    choices: list[int] = []
    n = 0
    stalled = False
    while (d := game.decision) is not None:
        if n >= spec.max_decisions:
            stalled = True
            break
        bot = bots[d.player]
        i = d.index_of(bot.choose(_observation(bot, game, d.player), d))
        game.choose(i)
        if spec.record:
            choices.append(i)
        n += 1
    return GameResult(
        seed=seed,
        winner=None if stalled else game.winner,
        reason=STALLED if stalled else (game.win_reason or ""),
        decisions=n,
        turns=game.turn,
        seconds=time.perf_counter() - t0,
        choices=tuple(choices) if spec.record else None,
    )


class GameFailed(RuntimeError):
    """A game raised (a bot's bug, or the engine's): says which seed, to replay it."""


def _play_many(spec: MatchSpec, seeds: Sequence[int]) -> list[GameResult]:
    out = []
    for s in seeds:
        try:
            out.append(play_game(spec, s))
        except Exception as e:
            raise GameFailed(f"the game with seed {s} failed: {type(e).__name__}: {e}") from e
    return out


# --------------------------------------------------------------------------------- many games


def _chunks(seeds: Sequence[int], size: int) -> Iterator[list[int]]:
    for i in range(0, len(seeds), size):
        yield list(seeds[i : i + size])


def _chunk_size(games: int, workers: int) -> int:
    # Small enough for a smooth progress bar and an even spread, large enough to keep the cost of
    # sending the decks to a worker per task negligible.
    return max(1, min(8, games // (workers * 8) or 1))


def run_games(
    spec: MatchSpec,
    seed: int,
    games: int,
    workers: int = 1,
    *,
    ray_address: str | None = None,
    on_done: Callable[[GameResult], None] | None = None,
) -> list[GameResult]:
    """Play games with seeds ``seed .. seed+games-1`` and return their results in seed order.

    ``workers`` > 1 spreads them over that many processes; ``ray_address`` (``"local"`` for a new
    local Ray instance) runs them as Ray tasks instead. ``on_done`` is called once per finished
    game, in completion order (for a progress bar). The results never depend on how the games were
    spread.
    """
    seeds = list(range(seed, seed + games))
    results: list[GameResult] = []

    def done(batch: list[GameResult]) -> None:
        results.extend(batch)
        if on_done is not None:
            for r in batch:
                on_done(r)

    if ray_address is not None:
        _run_ray(spec, seeds, ray_address, workers, done)
    elif workers <= 1 or games <= 1:
        for s in seeds:
            done(_play_many(spec, [s]))
    else:
        size = _chunk_size(games, workers)
        with ProcessPoolExecutor(max_workers=workers) as pool:
            futures = [pool.submit(_play_many, spec, c) for c in _chunks(seeds, size)]
            for f in as_completed(futures):
                done(f.result())
    results.sort(key=lambda r: r.seed)
    return results


class RayUnavailable(RuntimeError):
    """``--ray`` was asked for but Ray is not installed (or could not start or connect)."""


def _import_ray() -> Any:
    try:
        import ray
    except ImportError:
        raise RayUnavailable(
            f"--ray needs Ray, which is not installed: install the extra with {RAY_EXTRA}"
        ) from None
    return ray


def _run_ray(
    spec: MatchSpec,
    seeds: list[int],
    address: str,
    workers: int,
    done: Callable[[list[GameResult]], None],
) -> None:
    ray = _import_ray()
    started = False
    if not ray.is_initialized():
        try:
            if address == "local":
                ray.init(
                    log_to_driver=False, include_dashboard=False, logging_level=logging.WARNING
                )
            else:
                ray.init(address=address, log_to_driver=False, logging_level=logging.WARNING)
        except Exception as e:  # ConnectionError, ValueError, RuntimeError... depending on why
            where = "start a local Ray instance" if address == "local" else f"reach {address!r}"
            raise RayUnavailable(f"could not {where}: {e}") from None
        started = True
    try:
        task = ray.remote(_play_many)
        spec_ref = ray.put(spec)
        cpus = (
            int(ray.cluster_resources().get("CPU", 1)) if hasattr(ray, "cluster_resources") else 1
        )
        size = _chunk_size(len(seeds), max(workers, cpus))
        pending = [task.remote(spec_ref, c) for c in _chunks(seeds, size)]
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                done(ray.get(ref))
    finally:
        if started:
            ray.shutdown()


# --------------------------------------------------------------------------------- figures


def wilson(wins: int, n: int, z: float = 1.959964) -> tuple[float, float]:
    """The Wilson score interval (95% by default) of a win rate ``wins / n``.

    >>> lo, hi = wilson(50, 100)
    >>> round(lo, 3), round(hi, 3)
    (0.404, 0.596)
    >>> wilson(0, 0)
    (0.0, 1.0)
    """
    if n <= 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def summarize(
    spec: MatchSpec,
    results: Sequence[GameResult],
    seconds: float,
    *,
    seed: int | None = None,
    workers: int = 1,
    ray: str | None = None,
) -> dict[str, Any]:
    """The simulation's figures as JSON-ready data (what ``--json`` prints).

    Everything except ``seconds``, ``games_per_second``, ``decisions_per_second`` and
    ``decisions_per_second_per_worker`` depends on the seeds alone.
    """
    n = len(results)
    wins = Counter(r.winner for r in results if r.winner is not None)
    reasons: dict[str, dict[str, int]] = {"corp": {}, "runner": {}}
    for r in results:
        if r.winner is not None:
            side = reasons[r.winner]
            side[r.reason] = side.get(r.reason, 0) + 1
    stalled = [r.seed for r in results if r.winner is None]
    decisions = sum(r.decisions for r in results)
    busy = sum(r.seconds for r in results)
    out: dict[str, Any] = {
        "games": n,
        "seed": results[0].seed if seed is None and results else seed,
        "workers": workers,
        "ray": ray,
        "max_decisions": spec.max_decisions,
        "ruleset": spec.ruleset,
        "corp": {"deck": spec.corp.identity or spec.corp.name, "bot": spec.corp_bot},
        "runner": {"deck": spec.runner.identity or spec.runner.name, "bot": spec.runner_bot},
        "wins": {"corp": wins["corp"], "runner": wins["runner"]},
        "win_rate": {s: (wins[s] / n if n else 0.0) for s in ("corp", "runner")},
        "ci95": {s: [round(x, 6) for x in wilson(wins[s], n)] for s in ("corp", "runner")},
        "stalled": len(stalled),
        "stalled_seeds": stalled,
        "reasons": {s: dict(sorted(reasons[s].items())) for s in ("corp", "runner")},
        "mean_turns": sum(r.turns for r in results) / n if n else 0.0,
        "mean_decisions": decisions / n if n else 0.0,
        "decisions": decisions,
        "seconds": seconds,
        "games_per_second": n / seconds if seconds > 0 else 0.0,
        "decisions_per_second": decisions / seconds if seconds > 0 else 0.0,
        "decisions_per_second_per_worker": decisions / busy if busy > 0 else 0.0,
    }
    return out


TIMING_FIELDS = frozenset(
    ["seconds", "games_per_second", "decisions_per_second", "decisions_per_second_per_worker"]
)


def _deck_label(deck: str) -> str:
    """A deck's short name in the table: an identity's first part ("Jinteki" of "Jinteki:
    Personal Evolution"), a preconstructed deck's own name ("classic-tags" of
    "starter:classic-tags"), a decklist's name as it is."""
    if deck.startswith("starter:"):
        return deck[len("starter:") :]
    return deck.split(":")[0]


def replay_record(spec: MatchSpec, result: GameResult) -> dict[str, Any]:
    """A saved game (``--save``): enough to rebuild it with ``Game.replay`` and check its result."""
    return {
        "format": REPLAY_FORMAT,
        "version": REPLAY_VERSION,
        "saved_by": "sim",
        "corp": spec.corp.to_text(),
        "runner": spec.runner.to_text(),
        "seed": result.seed,
        "ruleset": spec.ruleset,
        "allow_undefined": spec.allow_undefined,
        "corp_bot": spec.corp_bot,
        "runner_bot": spec.runner_bot,
        "choices": list(result.choices or ()),
        "finished": True,
        "winner": result.winner,
        "reason": result.reason,
        "decisions": result.decisions,
        "turns": result.turns,
    }


def save_replays(directory: Path, spec: MatchSpec, results: Sequence[GameResult]) -> None:
    directory.mkdir(parents=True, exist_ok=True)
    for r in results:
        path = directory / f"game-{r.seed}.json"
        path.write_text(json.dumps(replay_record(spec, r)) + "\n", encoding="utf-8")


# --------------------------------------------------------------------------------- the command


def _fail(message: str, code: int = 2) -> typer.Exit:
    """A one-line error on stderr; the caller raises the returned exit (code 2 by default)."""
    make_console(stderr=True, soft_wrap=True).print(f"[bold red]Error:[/] {escape(message)}")
    return typer.Exit(code=code)


def _pct(x: float) -> str:
    return f"{100 * x:.1f}%"


def result_tables(summary: dict[str, Any]) -> list[Table]:
    """The result table (wins with their 95% interval, stalls), win reasons, and the numbers."""
    n = summary["games"]
    wins = Table(
        title=f"{n} games · seeds {summary['seed']}..{summary['seed'] + n - 1}",
        title_justify="left",
    )
    for col, just in (("Side", "left"), ("Deck", "left"), ("Bot", "left")):
        wins.add_column(col, justify=just)  # type: ignore[arg-type]
    wins.add_column("Wins", justify="right")
    wins.add_column("Rate", justify="right")
    wins.add_column("95% interval", justify="right")
    for side in ("corp", "runner"):
        lo, hi = summary["ci95"][side]
        wins.add_row(
            side.capitalize(),
            escape(_deck_label(summary[side]["deck"])),
            escape(summary[side]["bot"]),
            str(summary["wins"][side]),
            _pct(summary["win_rate"][side]),
            f"{_pct(lo)} – {_pct(hi)}",
        )
    stall = summary["stalled"]
    wins.add_row(
        "Stalled",
        f"cap: {summary['max_decisions']} decisions",
        "",
        f"[red]{stall}[/]" if stall else "0",
        _pct(stall / n if n else 0.0),
        "",
    )

    reasons = Table(title="Win reasons", title_justify="left")
    reasons.add_column("Reason")
    reasons.add_column("Corp", justify="right")
    reasons.add_column("Runner", justify="right")
    names = sorted(set(summary["reasons"]["corp"]) | set(summary["reasons"]["runner"]))
    for reason in names:
        reasons.add_row(
            reason.replace("_", " "),
            str(summary["reasons"]["corp"].get(reason, 0)),
            str(summary["reasons"]["runner"].get(reason, 0)),
        )

    figures = Table(title="Figures", title_justify="left", show_header=False)
    figures.add_column("What")
    figures.add_column("Value", justify="right")
    where = f"Ray ({summary['ray']})" if summary["ray"] else f"{summary['workers']} process(es)"
    for what, value in (
        ("Mean turns per game", f"{summary['mean_turns']:.1f}"),
        ("Mean decisions per game", f"{summary['mean_decisions']:.1f}"),
        ("Decisions per second", f"{summary['decisions_per_second']:,.0f}"),
        ("Decisions per second per worker", f"{summary['decisions_per_second_per_worker']:,.0f}"),
        ("Games per second", f"{summary['games_per_second']:,.2f}"),
        ("Wall time", f"{summary['seconds']:.2f} s on {where}"),
    ):
        figures.add_row(what, value)
    return [wins, reasons, figures]


def sim(
    corp: Annotated[
        str | None,
        typer.Option(
            "--corp",
            help="Corp deck: starter:<faction> or a decklist file. Default: "
            "starter:weyland-consortium (classic: starter:classic-corp; also classic-black-ice, classic-tags, classic-forts, classic-advance).",
        ),
    ] = None,
    runner: Annotated[
        str | None,
        typer.Option(
            "--runner",
            help="Runner deck: starter:<faction> or a decklist file. Default: starter:criminal "
            "(classic: starter:classic-runner; also classic-viruses, classic-stealth, classic-noisy, classic-connections).",
        ),
    ] = None,
    corp_bot: Annotated[
        str,
        typer.Option(
            "--corp-bot",
            help="The Corp's bot: random, heuristic, mcts or openspiel-ismcts, with options as "
            "in mcts:iterations=1000,c=0.2 or openspiel-ismcts:simulations=200.",
        ),
    ] = "random",
    runner_bot: Annotated[
        str, typer.Option("--runner-bot", help="The Runner's bot (as --corp-bot).")
    ] = "random",
    games: Annotated[
        int,
        typer.Option(
            "--games",
            help="How many games (at least 1).",
            parser=whole_number("--games", minimum=1),
            metavar="<int>",
        ),
    ] = 100,
    seed: Annotated[
        int,
        typer.Option(
            "--seed",
            help="Game i is played with seed SEED+i (a whole number).",
            parser=whole_number("--seed"),
            metavar="<int>",
        ),
    ] = 0,
    workers: Annotated[
        int,
        typer.Option(
            "--workers",
            help="Worker processes to play the games on (at least 1).",
            parser=whole_number("--workers", minimum=1),
            metavar="<int>",
        ),
    ] = 1,
    as_json: Annotated[
        bool, typer.Option("--json", help="Print the results as one JSON object.")
    ] = False,
    save: Annotated[
        Path | None,
        typer.Option(
            "--save", help="Write each game's replay to DIR/game-<seed>.json.", metavar="DIR"
        ),
    ] = None,
    ray: Annotated[
        str | None,
        typer.Option(
            "--ray",
            help="Run the games as Ray tasks on the cluster at ADDRESS ('local': start a local "
            "Ray instance). Needs Ray: install netrunner with its 'ray' extra.",
            metavar="ADDRESS",
        ),
    ] = None,
    max_decisions: Annotated[
        int,
        typer.Option(
            "--max-decisions",
            help="Stop a game (stalled, no winner) after this many (at least 1).",
            parser=whole_number("--max-decisions", minimum=1),
            metavar="<int>",
        ),
    ] = 5000,
    ruleset: Annotated[
        str,
        typer.Option(
            "--ruleset", help="anr (Android: Netrunner, 2012 Core Set) or classic (Netrunner 1996)."
        ),
    ] = "anr",
    identity: Annotated[
        list[str] | None,
        typer.Option(
            "--identity",
            help="The identity of a decklist that has none (jinteki.net lists); give it twice "
            "for two such decks.",
            metavar="TITLE",
        ),
    ] = None,
    allow_illegal: Annotated[
        bool,
        typer.Option(
            "--allow-illegal", help="Play decks that break the deckbuilding rules (listed)."
        ),
    ] = False,
    allow_undefined: Annotated[
        bool,
        typer.Option(
            "--allow-undefined",
            help="Play cards that have no definition yet as blanks, by their printed numbers.",
        ),
    ] = False,
    sets: Annotated[str | None, SETS_OPTION] = None,
) -> None:
    """Bot-vs-bot matches: win rates with 95% intervals, win reasons, speed."""
    from ..bots.match import parse_bot_spec

    for flag, bot_spec in (("--corp-bot", corp_bot), ("--runner-bot", runner_bot)):
        try:
            parse_bot_spec(bot_spec)
        except ValueError as e:
            raise _fail(f"{flag}: {e}") from None
    from .deckload import DeckRefused, load_game_decks
    from .main import refuse

    try:
        get_ruleset(ruleset)
        limit = sets_value(sets, ruleset)
    except ValueError as e:
        raise _fail(str(e)) from None
    except typer.BadParameter as e:
        raise _fail(f"--sets: {e.message}") from None
    try:
        cdeck, rdeck, notes = load_game_decks(
            ruleset,
            corp,
            runner,
            ("starter:weyland-consortium", "starter:criminal"),
            identity or (),
            allow_illegal,
            allow_undefined=allow_undefined,
            sets=limit,
        )
    except DeckRefused as e:
        raise refuse(e) from None
    except ValueError as e:
        raise _fail(f"bad deck: {e}") from None
    for line in notes:
        make_console(stderr=True).print(Text(line, style="yellow"))
    if save is not None and save.exists() and not save.is_dir():
        raise _fail(f"--save {str(save)!r} is a file, not a directory")
    if ray is not None:
        try:
            _import_ray()
        except RayUnavailable as e:
            raise _fail(str(e)) from None
    spec = MatchSpec(
        cdeck,
        rdeck,
        corp_bot,
        runner_bot,
        max_decisions=max_decisions,
        ruleset=ruleset,
        record=save is not None,
        allow_undefined=allow_undefined,
    )
    err = make_console(stderr=True)
    t0 = time.perf_counter()
    try:
        if as_json:
            results = run_games(spec, seed, games, workers, ray_address=ray)
        else:
            with Progress(
                TextColumn("[bold]{task.description}"),
                BarColumn(),
                MofNCompleteColumn(),
                TextColumn("corp {task.fields[corp]} · runner {task.fields[runner]}"),
                TimeElapsedColumn(),
                console=err,
                transient=True,
                auto_refresh=False,  # no refresh thread: worker processes are forked cleanly
            ) as progress:
                task = progress.add_task("Playing", total=games, corp=0, runner=0)
                progress.refresh()
                tally: Counter[str | None] = Counter()

                def tick(r: GameResult) -> None:
                    tally[r.winner] += 1
                    progress.update(task, advance=1, corp=tally["corp"], runner=tally["runner"])
                    progress.refresh()

                results = run_games(spec, seed, games, workers, ray_address=ray, on_done=tick)
    except RayUnavailable as e:
        raise _fail(str(e)) from None
    except GameFailed as e:
        raise _fail(str(e).splitlines()[0], code=1) from None
    seconds = time.perf_counter() - t0
    summary = summarize(spec, results, seconds, seed=seed, workers=workers, ray=ray)
    if save is not None:
        try:
            save_replays(save, spec, results)
        except OSError as e:
            raise _fail(f"cannot write the replays to {str(save)!r}: {e.strerror or e}") from None
    if as_json:
        typer.echo(json.dumps(summary))
        return
    console = make_console()
    for table in result_tables(summary):
        console.print(table)
    if save is not None:
        console.print(f"Saved {games} replays to {escape(str(save))}{os.sep}game-<seed>.json")


__all__ = [
    "MatchSpec",
    "GameResult",
    "play_game",
    "run_games",
    "summarize",
    "wilson",
    "replay_record",
    "save_replays",
    "sim",
    "RayUnavailable",
    "GameFailed",
]

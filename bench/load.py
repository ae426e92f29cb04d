"""Load benchmark of the game server: many games played at once through the protocol.

Starts ``netrunner serve`` (a subprocess; SQLite in a temporary folder unless
``--database-url`` names another database), creates ``--games`` friend games over HTTP, connects
both seats of each over WebSockets and plays them all at once: in each game the seat whose
decision it is picks a random option (seeded) and sends it only after the state for the previous
choice arrived, after a pause (``--think``, 1 s on average, like a quick player; ``--think 0``
plays flat out, which measures throughput: 100 games that never pause keep the server saturated,
and latency is then only the queue). A finished game is replaced by a new one, so ``--games`` are
always in play. The figures count the choices sent from ``--warmup`` seconds (5) after the last
of the first ``--games`` games is in play, for ``--seconds`` (30) (or until ``--choices`` choices
in all). It prints:

- games (started), choices, choices a second;
- latency: from a choice sent to the next state received by the seat that chose, p50/p95/p99/max;
- the ramp-up apart: the same while the first games were being created, all at once (a burst
  of HTTP requests, greetings and new games that no steady load has);
- the server's CPU time per choice (``/proc/PID/stat``: all its threads; a figure that a busy
  machine disturbs less than latency), and the client's;
- the server's memory per game: its RSS (``/proc/PID/status``) after the run minus before the
  first game, divided by the games started (every one stays in the server's cache of live games).

The client runs on the same machine as the server (one asyncio process) and takes CPU from it.

    .venv/bin/python bench/load.py                       # 100 games, 30 s, SQLite
    .venv/bin/python bench/load.py --games 200 --seconds 60
    .venv/bin/python bench/load.py --database-url postgresql+psycopg://postgres@127.0.0.1:5432/bench
    .venv/bin/python bench/load.py --json                # the figures as one JSON object
    .venv/bin/python bench/load.py --largest-decks --think 0 --games 10 --seconds 10
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import httpx
import websockets

from netrunner.server.service import MAX_DECK_CARDS

#: the client offers permessage-deflate, as browsers do (``netrunner serve`` declines it)
COMPRESSION: str | None = "deflate"
#: (ruleset, Corp deck, Runner deck): each new game draws one
DECKS = [
    ("anr", "starter:nbn", "starter:criminal"),
    ("anr", "starter:jinteki", "starter:shaper"),
    ("anr", "starter:haas-bioroid", "starter:anarch"),
    ("anr", "starter:weyland-consortium", "starter:criminal"),
]
#: ``--largest-decks``: 250 cards a side, the most the server takes (``MAX_DECK_CARDS``)
LARGEST_DECKS = [
    (
        "classic",
        f"{MAX_DECK_CARDS} Tycho Extension\n",
        f"{MAX_DECK_CARDS - 50} Score!\n50 Loony Goon\n",
    )
]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def rss_kib(pid: int) -> int:
    """The resident memory of process ``pid`` in KiB (``VmRSS`` of ``/proc/PID/status``)."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1])
    raise RuntimeError(f"no VmRSS for process {pid}")


def cpu_seconds(pid: int) -> float:
    """The CPU time (user + system, all threads) process ``pid`` has used, in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def start_server(url: str, port: int) -> subprocess.Popen[bytes]:
    cmd = [sys.executable, "-m", "netrunner", "serve", "--port", str(port)]
    cmd += ["--database-url", url, "--rate-limit", "1000000"]
    # every player of the benchmark comes from this machine's one address
    cmd += ["--games-per-minute", "1000000", "--connections-per-address", "1000000"]
    proc = subprocess.Popen(cmd, stdout=subprocess.DEVNULL)
    end = time.monotonic() + 60
    while True:
        if proc.poll() is not None:
            raise RuntimeError(f"the server stopped (exit {proc.returncode})")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/api/rulesets", timeout=1).status_code == 200:
                return proc
        except httpx.HTTPError:
            pass
        if time.monotonic() > end:
            proc.kill()
            raise RuntimeError("the server did not start within 60 s")
        time.sleep(0.1)


@dataclass
class Stats:
    latencies: list[float] = field(default_factory=list)
    #: when each choice of ``latencies`` was sent (``time.perf_counter()``)
    sent: list[float] = field(default_factory=list)
    #: when the last of the first ``--games`` games had both seats connected
    all_in_play: float | None = None
    #: when the warm-up ended: the figures count the choices sent from then on
    measured_from: float | None = None
    games: int = 0
    finished: int = 0
    errors: int = 0


class Seat:
    """One seat's WebSocket: the latest state it received."""

    def __init__(self, ws: Any) -> None:
        self.ws = ws
        self.state: dict[str, Any] = {}

    @classmethod
    async def connect(cls, base: str, game_id: str, token: str) -> Seat:
        ws = await websockets.connect(
            f"ws{base[4:]}/ws/games/{game_id}", max_size=2**24, compression=COMPRESSION
        )
        seat = cls(ws)
        await ws.send(json.dumps({"type": "hello", "token": token}))
        await seat.until_seq(0)
        return seat

    async def until_seq(self, seq: int) -> None:
        while self.state.get("seq", -1) < seq:
            msg = json.loads(await asyncio.wait_for(self.ws.recv(), 60))
            if msg["type"] == "state":
                self.state = msg
            elif msg["type"] == "error":
                raise RuntimeError(f"the server refused a message: {msg}")


async def new_game(
    http: httpx.AsyncClient, base: str, rng: random.Random, decks: list[tuple[str, str, str]]
) -> dict[str, Seat]:
    ruleset, corp_deck, runner_deck = rng.choice(decks)
    body = {"ruleset": ruleset, "side": "corp", "deck": corp_deck, "opponent": "friend"}
    r = await http.post(f"{base}/api/games", json=body)
    r.raise_for_status()
    game_id, corp_token = r.json()["game_id"], r.json()["token"]
    j = await http.post(f"{base}/api/games/{game_id}/join", json={"deck": runner_deck})
    j.raise_for_status()
    corp = await Seat.connect(base, game_id, corp_token)
    runner = await Seat.connect(base, game_id, j.json()["token"])
    return {"corp": corp, "runner": runner}


async def play_slot(
    slot: int,
    base: str,
    http: httpx.AsyncClient,
    seed: int,
    stats: Stats,
    stop: Any,
    think: float = 0.0,
    games: int = 0,
    decks: list[tuple[str, str, str]] = DECKS,
) -> None:
    """Keep one game in play until ``stop()``: choose, wait for the chooser's next state (timed)
    and the other seat's, again; a finished game is replaced by a new one."""
    rng = random.Random(seed * 100_003 + slot)
    while not stop():
        seats = await new_game(http, base, rng, decks)
        stats.games += 1
        if stats.games == games and stats.all_in_play is None:
            stats.all_in_play = time.perf_counter()
        try:
            while not stop():
                view = seats["corp"].state["view"]
                if view["over"]:
                    stats.finished += 1
                    break
                side = view["decision"]["player"]
                me, other = seats[side], seats["runner" if side == "corp" else "corp"]
                seq = me.state["seq"]
                option = rng.randrange(len(me.state["view"]["decision"]["options"]))
                if think > 0:
                    await asyncio.sleep(rng.uniform(0, 2 * think))
                sent = time.perf_counter()
                await me.ws.send(json.dumps({"type": "choose", "seq": seq, "option": option}))
                await me.until_seq(seq + 1)
                stats.latencies.append(time.perf_counter() - sent)
                stats.sent.append(sent)
                await other.until_seq(seq + 1)
        except (RuntimeError, TimeoutError, websockets.ConnectionClosed):
            stats.errors += 1
        finally:
            for s in seats.values():
                await s.ws.close()


async def run_load(
    base: str,
    games: int,
    seconds: float,
    choices: int,
    seed: int,
    think: float = 0.0,
    warmup: float = 5.0,
    on_measure: Any = None,
    decks: list[tuple[str, str, str]] = DECKS,
) -> Stats:
    """Play until ``seconds`` after the warm-up (``warmup`` seconds after the last of the first
    ``games`` games is in play), or until ``choices`` choices in all. ``on_measure()`` is
    called when the warm-up ends; ``stats.measured_from`` is that time."""
    stats = Stats()

    def stop() -> bool:
        if choices > 0 and len(stats.latencies) >= choices:
            return True
        if stats.all_in_play is None:
            return False
        now = time.perf_counter()
        if stats.measured_from is None and now > stats.all_in_play + warmup:
            stats.measured_from = now
            if on_measure is not None:
                on_measure()
        return now > stats.all_in_play + warmup + seconds

    limits = httpx.Limits(max_connections=50)
    async with httpx.AsyncClient(timeout=60, limits=limits) as http:
        await asyncio.gather(
            *(
                play_slot(i, base, http, seed, stats, stop, think, games, decks)
                for i in range(games)
            )
        )
    return stats


def quantile(xs: list[float], q: float) -> float:
    return statistics.quantiles(xs, n=1000, method="inclusive")[round(q * 1000) - 1]


def latency_figures(sorted_ms: list[float]) -> dict[str, float]:
    """p50, p95, p99 and max of latencies in milliseconds, sorted."""
    return {
        "p50": round(quantile(sorted_ms, 0.50), 2),
        "p95": round(quantile(sorted_ms, 0.95), 2),
        "p99": round(quantile(sorted_ms, 0.99), 2),
        "max": round(sorted_ms[-1], 2),
    }


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--games", type=int, default=100, help="games in play at once (100)")
    p.add_argument(
        "--seconds", type=float, default=30.0, help="how long to measure, after the warm-up (30)"
    )
    p.add_argument(
        "--warmup",
        type=float,
        default=5.0,
        help="seconds of play left out of the figures after the last of the first --games games "
        "is in play (5): starting 100 games at once is a burst of its own, reported apart",
    )
    p.add_argument("--choices", type=int, default=0, help="stop after this many choices")
    p.add_argument("--database-url", help="the server's database (default: SQLite, temporary)")
    p.add_argument(
        "--think",
        type=float,
        default=1.0,
        help="a player's mean pause before a choice, in seconds, uniform in [0, 2x] (1.0); "
        "0 plays flat out: a measure of throughput, where latency is only queueing",
    )
    p.add_argument("--seed", type=int, default=1, help="the players' random seed (1)")
    p.add_argument(
        "--largest-decks",
        action="store_true",
        help="every game of the 1996 game with 250 cards a side, the most the server takes "
        "(the ramp-up then shows what making such games costs the other players)",
    )
    p.add_argument("--json", action="store_true", help="print the figures as JSON")
    args = p.parse_args()

    with tempfile.TemporaryDirectory(prefix="netrunner-load-") as tmp:
        url = args.database_url or f"sqlite:///{Path(tmp) / 'load.db'}"
        port = free_port()
        server = start_server(url, port)
        mark: dict[str, float] = {}

        def on_measure() -> None:
            mark.update(server=cpu_seconds(server.pid), client=cpu_seconds(os.getpid()))

        try:
            before = rss_kib(server.pid)
            stats = asyncio.run(
                run_load(
                    f"http://127.0.0.1:{port}",
                    args.games,
                    args.seconds,
                    args.choices,
                    args.seed,
                    args.think,
                    args.warmup,
                    on_measure,
                    LARGEST_DECKS if args.largest_decks else DECKS,
                )
            )
            t1 = time.perf_counter()
            after = rss_kib(server.pid)
            cpu = cpu_seconds(server.pid) - mark.get("server", 0.0)
            client_cpu = cpu_seconds(os.getpid()) - mark.get("client", 0.0)
        finally:
            server.terminate()
            server.wait(timeout=30)

    start = stats.measured_from or 0.0  # --choices may stop before the warm-up ends: all count
    lat = sorted(x * 1000 for x, t in zip(stats.latencies, stats.sent, strict=True) if t >= start)
    ramp = sorted(x * 1000 for x, t in zip(stats.latencies, stats.sent, strict=True) if t < start)
    elapsed = t1 - start if stats.measured_from else t1 - stats.sent[0]
    figures: dict[str, Any] = {
        "database": "postgresql" if url.startswith("postgresql") else "sqlite",
        "decks": "largest" if args.largest_decks else "starters",
        "games_in_play": args.games,
        "think_seconds": args.think,
        "games_started": stats.games,
        "games_finished": stats.finished,
        "errors": stats.errors,
        "choices": len(lat),
        "seconds": round(elapsed, 1),
        "choices_per_second": round(len(lat) / elapsed, 1),
        "latency_ms": latency_figures(lat),
        "ramp_up": {
            "seconds": round(start - stats.sent[0], 1) if ramp else 0.0,
            "choices": len(ramp),
            "latency_ms": latency_figures(ramp) if len(ramp) > 1 else None,
        },
        "server_cpu_ms_per_choice": round(cpu * 1000 / max(1, len(lat)), 2),
        "client_cpu_ms_per_choice": round(client_cpu * 1000 / max(1, len(lat)), 2),
        "server_rss_mib": {"before": round(before / 1024, 1), "after": round(after / 1024, 1)},
        "memory_per_game_kib": round((after - before) / max(1, stats.games), 1),
        "load_average": os.getloadavg(),
    }
    if args.json:
        print(json.dumps(figures))
        return
    f = figures
    print(f"database            {f['database']}")
    print(f"decks               {f['decks']}")
    print(f"think time          {f['think_seconds']} s a choice on average")
    print(f"games in play       {f['games_in_play']} ({f['games_started']} started, "
          f"{f['games_finished']} finished, {f['errors']} errors)")  # fmt: skip
    print(f"choices             {f['choices']} in {f['seconds']} s: "
          f"{f['choices_per_second']} a second")  # fmt: skip
    lm = f["latency_ms"]
    print(f"latency (ms)        p50 {lm['p50']}  p95 {lm['p95']}  p99 {lm['p99']}  max {lm['max']}")
    r = f["ramp_up"]
    if r["latency_ms"]:
        rm = r["latency_ms"]
        print(f"ramp-up (left out)  {r['choices']} choices in the first {r['seconds']} s, "
              f"while the games started: p50 {rm['p50']}  p99 {rm['p99']}  max {rm['max']} ms")  # fmt: skip
    print(f"server CPU          {f['server_cpu_ms_per_choice']} ms a choice (all its threads)")
    print(f"client CPU          {f['client_cpu_ms_per_choice']} ms a choice (this process)")
    rss = f["server_rss_mib"]
    print(f"server memory       {rss['before']} -> {rss['after']} MiB: "
          f"{f['memory_per_game_kib']} KiB a game")  # fmt: skip
    print("load average        " + " ".join(f"{x:.2f}" for x in f["load_average"]))


if __name__ == "__main__":
    main()

"""The speed and fingerprint scripts in ``bench/`` play what they say (issue 36): both rulesets.

Run: ``PYTHONPATH=src .venv/bin/pytest tests/test_bench_tools.py -q``. No timing is asserted (speed
is measured by the scripts themselves); these check the games they play and what they print.
"""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench"


def _script(name: str) -> ModuleType:
    spec = importlib.util.spec_from_file_location(f"bench_{name}", BENCH / f"{name}.py")
    assert spec is not None and spec.loader is not None
    mod = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = mod
    spec.loader.exec_module(mod)
    return mod


def test_bench_workload_plays_the_1996_starter_decks_to_the_end(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = _script("bench")
    assert bench.main(["--workload", "classic", "--games", "2", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    decisions = int(out.split()[3])
    assert out.startswith("classic: 2 games, ") and decisions > 50


def test_bench_reports_both_rulesets_with_clone_times_and_without_uno(
    capsys: pytest.CaptureFixture[str],
) -> None:
    bench = _script("bench")
    assert bench.main(["--games", "1", "--rounds", "1", "--clones", "10", "--no-uno"]) == 0
    out = capsys.readouterr().out
    assert "anr " in out and "classic " in out
    assert out.count("decisions per second:") == 2 and out.count("mean clone() time:") == 2
    assert "uno      not measured" in out


def test_the_same_random_games_play_the_same_decisions_whatever_the_round() -> None:
    bench = _script("bench")
    first = bench.play_engine(
        "starter:classic-corp", "starter:classic-runner", "classic", 5, 2, None
    )
    again = bench.play_engine(
        "starter:classic-corp", "starter:classic-runner", "classic", 5, 2, None
    )
    assert first == again > 0


def test_fingerprint_plays_every_classic_starter_pairing_with_the_classic_rules() -> None:
    fp = _script("fingerprint")
    pairings = fp.PAIRINGS["classic"]
    assert pairings[0] == ("classic-corp", "classic-runner") and len(pairings) == 17
    corp, runner, seed, winner, digest = fp.play(
        ("classic-corp", "classic-runner", "random", "random", 4, (), "classic")
    )
    assert (corp, runner, seed) == ("classic-corp", "classic-runner", 4)
    assert winner in ("corp", "runner") and len(digest) == 64
    # the same seed plays the same choices
    assert fp.play(("classic-corp", "classic-runner", "random", "random", 4, (), "classic"))[4] == (
        digest
    )


def test_alternate_runs_each_source_in_turn_and_compares_their_figures(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # the same deterministic figure from both sources (this checkout and HEAD): a ratio of 1
    alternate = _script("alternate")
    where = tmp_path / "other"
    try:
        code = alternate.main(
            [
                "--against",
                "HEAD",
                "--runs",
                "2",
                "--worktree",
                str(where),
                "--figure",
                r"(\d+) decisions",
                "--",
                "bench/bench.py",
                "--workload",
                "anr",
                "--games",
                "1",
                "--seed",
                "3",
            ]
        )
    finally:
        alternate.subprocess.run(
            ["git", "-C", str(alternate.ROOT), "worktree", "remove", "--force", str(where)],
            capture_output=True,
        )
    out = capsys.readouterr().out
    assert code == 0
    rounds = [line.split() for line in out.splitlines() if line.startswith("round")]
    assert [r[2] for r in rounds] == ["other", "this", "this", "other"]  # who goes first alternates
    assert len({r[3] for r in rounds}) == 1  # 235 decisions in every run
    assert "ratio 1.000 (median of 2 rounds), ahead in 0 of 2" in out

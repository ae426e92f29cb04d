"""The project's own checks run with the tests: ruff (lint and format) and mypy on the package."""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def _tool(name: str) -> str:
    found = BIN / name
    return str(found) if found.exists() else (shutil.which(name) or name)


def _run(*cmd: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=600)


def test_ruff_finds_no_lint_problems() -> None:
    r = _run(_tool("ruff"), "check", "src", "tests", "bench")
    assert r.returncode == 0, r.stdout + r.stderr


def test_ruff_format_is_clean() -> None:
    r = _run(_tool("ruff"), "format", "--check", "src", "tests", "bench")
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_passes_on_the_package() -> None:
    r = _run(_tool("mypy"))
    assert r.returncode == 0, r.stdout + r.stderr

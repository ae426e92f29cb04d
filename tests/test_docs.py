"""The documentation stays true to the repository and the code.

- Nothing in the repository points at a file outside it (the contract is ``docs/api.md``).
- The front page stays a front page: README.md is at most 200 lines (the measurement history is in
  ``bench/README.md``).
- The view's declared types (``netrunner.engine.viewtypes``) have exactly the keys of real views,
  for both sides, so the declarations cannot drift from ``view()``.
"""

from __future__ import annotations

import random
import re
import subprocess
import types
import typing
from functools import cache
from pathlib import Path
from typing import Any, get_args, get_origin, get_type_hints, is_typeddict

import netrunner
from netrunner.engine import viewtypes
from netrunner.engine.viewtypes import GameView

ROOT = Path(__file__).resolve().parent.parent

# Files outside the repository that it once pointed at. Spelt in pieces so this file does not
# match itself.
_OUTSIDE = re.compile(
    r"\.\./" + "shared"
    r"|" + "shared" + r"/(spec|rules|data|classic|hooks)\b"
    r"|" + "anr-" + r"timing\.md"
    r"|\b" + "API" + r"\.md"
)
_SKIP_DIRS = {".git", ".venv", "build", "dist", "__pycache__", ".mypy_cache", ".ruff_cache"}


def _tracked_files() -> list[Path]:
    try:
        out = subprocess.run(
            ["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout
        files = [ROOT / name for name in out.split("\0") if name]
        if files:
            return files
    except (OSError, subprocess.CalledProcessError):
        pass
    # not a git checkout (an unpacked source archive): every file but tool and build folders
    return [
        p
        for p in ROOT.rglob("*")
        if p.is_file()
        and not any(part in _SKIP_DIRS or part.endswith(".egg-info") for part in p.parts)
    ]


def test_nothing_in_the_repository_points_outside_it() -> None:
    found = []
    for path in _tracked_files():
        if not path.is_file():  # deleted in the working tree
            continue
        try:
            text = path.read_text(encoding="utf-8")
        except (UnicodeDecodeError, OSError):
            continue  # not a text file
        for n, line in enumerate(text.splitlines(), 1):
            if _OUTSIDE.search(line):
                found.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not found, "references to files outside the repository:\n" + "\n".join(found)


def test_the_readme_is_a_front_page() -> None:
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert len(lines) <= 200, (
        f"README.md has {len(lines)} lines; the history goes to bench/README.md"
    )
    text = "\n".join(lines)
    for target in ("docs/api.md", "bench/README.md", "docs/architecture.md"):
        assert f"({target})" in text, f"README.md does not link {target}"
    for target in ("docs/api.md", "bench/README.md", "docs/architecture.md"):
        assert (ROOT / target).is_file(), target


def test_every_ruleset_hook_the_docs_name_exists() -> None:
    from netrunner.engine.ruleset import Ruleset

    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    text += (ROOT / "docs" / "api.md").read_text(encoding="utf-8")
    hooks = [
        "load_deck",
        "validate_deck",
        "setup",
        "build_side",
        "opening_steps",
        "corp_turn_steps",
        "runner_turn_steps",
        "corp_basic_actions",
        "start_trace",
        "trace_succeeds",
        "may_jack_out",
        "check_win",
        "corp_clicks",
        "runner_clicks",
        "starting_credits",
        "starting_hand",
        "max_hand_size",
        "agenda_points_to_win",
        "memory_limit",
        "trace_ties_succeed",
        "words",
    ]
    for name in hooks:
        assert f"`{name}`" in text, name
        assert hasattr(Ruleset, name), name


# ---------------------------------------------------------------- the view's declared types


@cache
def _hints(tp: Any) -> dict[str, Any]:
    return get_type_hints(tp)


def _check(value: Any, tp: Any, where: str, seen: set[tuple[str, str]]) -> None:
    """Assert ``value`` has the declared type ``tp``; note each TypedDict key met in ``seen``."""
    if is_typeddict(tp):
        assert isinstance(value, dict), f"{where}: {type(value).__name__}, not a {tp.__name__}"
        required, optional = set(tp.__required_keys__), set(tp.__optional_keys__)
        keys = set(value)
        assert keys <= required | optional, (
            f"{where}: undeclared keys {sorted(keys - required - optional)}"
        )
        assert required <= keys, f"{where}: missing keys {sorted(required - keys)} of {tp.__name__}"
        hints = _hints(tp)
        for k in keys:
            seen.add((tp.__name__, k))
            _check(value[k], hints[k], f"{where}.{k}", seen)
        return
    origin = get_origin(tp)
    if origin in (types.UnionType, typing.Union):
        errors = []
        for arm in get_args(tp):
            try:
                _check(value, arm, where, seen)
                return
            except AssertionError as e:
                errors.append(str(e))
        raise AssertionError(f"{where}: {value!r} is none of {tp}: {errors}")
    if origin is list:
        assert isinstance(value, list), f"{where}: {type(value).__name__}, not a list"
        (item,) = get_args(tp)
        for i, v in enumerate(value):
            _check(v, item, f"{where}[{i}]", seen)
        return
    if origin is dict:
        assert isinstance(value, dict), f"{where}: {type(value).__name__}, not a dict"
        kt, vt = get_args(tp)
        for k, v in value.items():
            _check(k, kt, f"{where} key", seen)
            _check(v, vt, f"{where}[{k!r}]", seen)
        return
    if tp is type(None):
        assert value is None, f"{where}: {value!r}, not None"
        return
    assert tp in (int, str, bool), f"{where}: a declared type the test does not know: {tp}"
    ok = isinstance(value, tp) and (tp is bool or not isinstance(value, bool))
    assert ok, f"{where}: {value!r} is not a {tp.__name__}"


def _declared() -> set[tuple[str, str]]:
    out = set()
    for name in viewtypes.__all__:
        tp = getattr(viewtypes, name)
        out |= {(name, k) for k in tp.__required_keys__ | tp.__optional_keys__}
    return out


def test_the_declared_view_types_are_the_keys_of_real_views() -> None:
    """Views of both sides at every decision of seeded random games, through runs, encounters and
    accesses, have the declared keys and types; and every declared key is met at least once."""
    seen: set[tuple[str, str]] = set()
    games = [
        (0, "starter:jinteki", "starter:shaper", "anr"),
        (1, "starter:weyland-consortium", "starter:criminal", "anr"),
        (2, "starter:nbn", "starter:anarch", "anr"),
        (3, "starter:haas-bioroid", "starter:shaper", "anr"),
        # a 1996 game in which the Runner installs a base link card (link_options)
        (7, "starter:classic-corp", "starter:classic-runner", "classic"),
    ]
    for seed, corp, runner, ruleset in games:
        g = netrunner.Game.new(corp, runner, seed=seed, ruleset=ruleset)
        rng = random.Random(seed)
        for _ in range(400):
            d = g.decision
            if d is None:
                break
            for side in ("corp", "runner"):
                v: GameView = g.view(side)
                _check(v, GameView, f"seed {seed} {side} view", seen)
                other = "runner" if side == "corp" else "corp"
                assert "hand" in v[side] and "hand" not in v[other]
                dv = v["decision"]
                assert dv is not None and ("options" in dv) == (d.player == side)
            g.choose(rng.randrange(len(d.options)))
    never = _declared() - seen
    assert not never, f"declared view keys never met in a real view: {sorted(never)}"

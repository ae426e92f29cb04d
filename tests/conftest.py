"""Shared by every test: games played in the terminal are saved in a temporary data folder
(``NETRUNNER_DATA_DIR``), never in the user's own."""

from __future__ import annotations

from pathlib import Path

import pytest

from netrunner.cli.saves import DATA_DIR_ENV


@pytest.fixture(autouse=True)
def _data_dir(tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A data folder of the test's own (the spawned ``netrunner`` processes inherit it)."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv(DATA_DIR_ENV, str(folder))
    return folder

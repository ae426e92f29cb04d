"""A throwaway PostgreSQL server for the tests: ``initdb`` into a temporary folder, started on a
free port of 127.0.0.1 (its Unix socket in the same folder), stopped at the end.

PostgreSQL refuses to run as root: when the tests run as root (here and in CI) the server runs as
the ``postgres`` user (``runuser``), its folder given to that user. The binaries are Debian's
``postgresql`` package (``/usr/lib/postgresql/<version>/bin``); ``.ci/run`` installs it. Without
them the tests that need PostgreSQL fail, saying how to install it.

Each test gets a database of its own (:meth:`PgServer.new_database`: a schema), so tests never
see each other's games. Durability is off (``fsync=off``): the server lives for one test session.
"""

from __future__ import annotations

import itertools
import os
import shutil
import socket
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import psycopg

#: where Debian puts the server's binaries, newest version first
BIN_GLOB = "/usr/lib/postgresql/*/bin"
INSTALL_HINT = (
    "PostgreSQL's server binaries (initdb, pg_ctl) were not found in /usr/lib/postgresql/*/bin "
    "nor on PATH: install them with `apt-get install -y postgresql` (.ci/run does)"
)


def find_bindir() -> Path | None:
    """The folder holding ``initdb`` and ``pg_ctl``: Debian's newest version, else PATH's."""
    found = sorted(
        Path("/usr/lib/postgresql").glob("*/bin"),
        key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0,
        reverse=True,
    )
    for d in found:
        if (d / "initdb").exists() and (d / "pg_ctl").exists():
            return d
    initdb = shutil.which("initdb")
    if initdb and shutil.which("pg_ctl"):
        return Path(initdb).parent
    return None


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class PgServer:
    """A running PostgreSQL server: ``url(db)`` is a SQLAlchemy URL of one of its databases."""

    def __init__(self, bindir: Path, folder: Path, port: int, as_postgres: bool) -> None:
        self.bindir = bindir
        self.folder = folder
        self.port = port
        self.as_postgres = as_postgres
        self._names = itertools.count(1)

    def _run(self, *args: str) -> subprocess.CompletedProcess[str]:
        cmd = [str(self.bindir / args[0]), *args[1:]]
        if self.as_postgres:
            cmd = ["runuser", "-u", "postgres", "--", *cmd]
        return subprocess.run(cmd, capture_output=True, text=True, timeout=60)

    def url(self, database: str = "postgres") -> str:
        return f"postgresql+psycopg://postgres@127.0.0.1:{self.port}/{database}"

    def conninfo(self, database: str = "postgres") -> str:
        return f"host=127.0.0.1 port={self.port} user=postgres dbname={database}"

    def new_database(self) -> str:
        """A fresh, empty database for one test: its SQLAlchemy URL. It is a schema of its own
        in the ``postgres`` database, named first in the connections' ``search_path`` (creating
        a schema is instant, a database takes a copy of 7 MB)."""
        name = f"t{os.getpid()}_{next(self._names)}"
        with psycopg.connect(self.conninfo(), autocommit=True) as conn:
            conn.execute(f'CREATE SCHEMA "{name}"')
        return f"{self.url()}?options=-csearch_path%3D{name}"

    def start(self) -> None:
        data = self.folder / "data"
        r = self._run(
            "initdb", "-D", str(data), "-U", "postgres", "--auth=trust", "-E", "UTF8", "--no-sync"
        )
        if r.returncode != 0:
            raise RuntimeError(f"initdb failed:\n{r.stdout}\n{r.stderr}")
        options = (
            f"-c listen_addresses=127.0.0.1 -c port={self.port} "
            f"-c unix_socket_directories={self.folder} -c fsync=off "
            "-c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        r = self._run(
            "pg_ctl", "start", "-D", str(data), "-w", "-t", "30", "-o", options,
            "-l", str(self.folder / "server.log"),
        )  # fmt: skip
        if r.returncode != 0:
            log = self.folder / "server.log"
            raise RuntimeError(
                f"pg_ctl start failed:\n{r.stdout}\n{r.stderr}\n"
                + (log.read_text() if log.exists() else "")
            )

    def stop(self) -> None:
        self._run("pg_ctl", "stop", "-D", str(self.folder / "data"), "-m", "fast", "-w")


@contextmanager
def postgres_server() -> Iterator[PgServer]:
    """A PostgreSQL server for the time of the block (raises with :data:`INSTALL_HINT` when
    the binaries are missing)."""
    bindir = find_bindir()
    if bindir is None:
        raise RuntimeError(INSTALL_HINT)
    as_postgres = os.geteuid() == 0
    folder = Path(tempfile.mkdtemp(prefix="netrunner-pg-"))
    if as_postgres:
        shutil.chown(folder, "postgres", "postgres")
    server: PgServer | None = None
    try:
        for attempt in range(3):  # another process may take the free port first
            server = PgServer(bindir, folder, _free_port(), as_postgres)
            try:
                server.start()
                break
            except RuntimeError:
                shutil.rmtree(folder / "data", ignore_errors=True)
                if attempt == 2:
                    raise
                time.sleep(0.2)
        assert server is not None
        yield server
    finally:
        if server is not None:
            server.stop()
        shutil.rmtree(folder, ignore_errors=True)


__all__ = ["PgServer", "postgres_server", "find_bindir", "INSTALL_HINT"]

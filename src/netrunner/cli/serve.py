"""``netrunner serve``: the game server (HTTP and WebSockets) on uvicorn.

netrunner serve [--host 127.0.0.1] [--port 8000] [--database-url URL] [--rate-limit N]
"""

from __future__ import annotations

from typing import Annotated

import typer


def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="The port to listen on.")] = 8000,
    database_url: Annotated[
        str | None,
        typer.Option(
            "--database-url",
            help="A SQLAlchemy URL, e.g. postgresql+psycopg://user@host/netrunner. Default: "
            "$NETRUNNER_DATABASE_URL, else SQLite in your data folder.",
        ),
    ] = None,
    rate_limit: Annotated[
        float | None,
        typer.Option(
            "--rate-limit",
            help="The messages a second each WebSocket connection may send (default 20; tests "
            "and benchmarks, whose programs play faster than people, raise it).",
        ),
    ] = None,
) -> None:
    """Start the game server: migrate the database, print the address to open, serve."""
    import uvicorn

    from ..server.app import create_app
    from ..server.db import default_database_url

    url = database_url or default_database_url()
    from ..server.protocol import RATE_PER_SECOND

    app = create_app(url, rate_limit=rate_limit or RATE_PER_SECOND)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    typer.echo(f"Database: {app.state.hub.service.db.url}")
    typer.echo(f"Open http://{shown}:{port}/ in your browser (Ctrl+C stops the server).")
    # no permessage-deflate: compressing every state frame (a few KB of JSON) on the event loop
    # cost more time than the bytes it saved (bench/README.md, "Server load")
    uvicorn.run(app, host=host, port=port, log_level="warning", ws_per_message_deflate=False)

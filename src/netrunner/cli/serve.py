"""``netrunner serve``: the game server (HTTP and WebSockets) on uvicorn.

netrunner serve [--host 127.0.0.1] [--port 8000] [--database-url URL] [--rate-limit N]
                [--games-per-minute N] [--connections-per-address N]
"""

from __future__ import annotations

from dataclasses import replace
from typing import Annotated

import typer

from .options import positive_number, whole_number

#: the largest WebSocket frame the server reads, in bytes: a message is at most 4,096 bytes
#: (``protocol.MAX_MESSAGE_BYTES``, an error keeps the connection); a frame over this closes it
WS_MAX_FRAME = 64 * 1024


def serve(
    host: Annotated[str, typer.Option("--host", help="The address to listen on.")] = "127.0.0.1",
    port: Annotated[
        int,
        typer.Option(
            "--port",
            help="The port to listen on (1 to 65535).",
            parser=whole_number("--port", 1, 65535),
            metavar="<int>",
        ),
    ] = 8000,
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
            parser=positive_number("--rate-limit"),
            metavar="<float>",
        ),
    ] = None,
    games_per_minute: Annotated[
        int | None,
        typer.Option(
            "--games-per-minute",
            help="Games one client address may create a minute (default 10).",
            parser=whole_number("--games-per-minute", minimum=1),
            metavar="<int>",
        ),
    ] = None,
    connections_per_address: Annotated[
        int | None,
        typer.Option(
            "--connections-per-address",
            help="WebSocket connections one client address may hold at once (default 32; the "
            "load benchmark, many players on one machine, raises it).",
            parser=whole_number("--connections-per-address", minimum=1),
            metavar="<int>",
        ),
    ] = None,
) -> None:
    """Start the game server: migrate the database, print the address to open, serve."""
    import uvicorn

    from ..server.app import create_app
    from ..server.db import default_database_url

    url = database_url or default_database_url()
    from ..server.connection import Limits
    from ..server.protocol import RATE_PER_SECOND

    limits = Limits()
    if games_per_minute is not None:
        limits = replace(limits, games_per_minute=games_per_minute)
    if connections_per_address is not None:
        limits = replace(limits, connections_per_address=connections_per_address)
    app = create_app(url, rate_limit=rate_limit or RATE_PER_SECOND, limits=limits)
    shown = "localhost" if host in ("127.0.0.1", "0.0.0.0", "::") else host
    typer.echo(f"Database: {app.state.hub.service.db.url}")
    typer.echo(f"Open http://{shown}:{port}/ in your browser (Ctrl+C stops the server).")
    # no permessage-deflate: compressing every state frame (a few KB of JSON) on the event loop
    # cost more time than the bytes it saved (bench/README.md, "Server load")
    # no frame larger than WS_MAX_FRAME is read (uvicorn closes the connection, code 1009)
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        ws_per_message_deflate=False,
        ws_max_size=WS_MAX_FRAME,
    )

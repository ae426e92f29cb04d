"""docs/protocol.md stays the contract: it names every error code the server sends, every
message type and every endpoint."""

from __future__ import annotations

import re
from pathlib import Path

from netrunner.server import service
from netrunner.server.app import STATUS, create_app
from netrunner.server.protocol import CLIENT_TYPES

DOC = (Path(__file__).resolve().parents[2] / "docs" / "protocol.md").read_text()
SOURCES = Path(service.__file__).parent


def test_every_error_code_the_server_sends_is_documented() -> None:
    sent = set(STATUS)
    for path in SOURCES.glob("*.py"):
        text = path.read_text()
        sent |= set(re.findall(r'code = "(\w+)"', text))
        sent |= set(re.findall(r'(?:ProtocolError\(|self\.error\()\s*"(\w+)"', text))
    sent.discard("error")  # the base class's placeholder
    assert {"bad_json", "rate_limited", "stale_seq", "spectator_cannot_act"} <= sent
    missing = {c for c in sent if f"`{c}`" not in DOC}
    assert not missing, f"error codes missing from docs/protocol.md: {sorted(missing)}"


def test_every_message_type_is_documented() -> None:
    for t in (*CLIENT_TYPES, "welcome", "state", "error", "pong"):
        assert f'"type": "{t}"' in DOC, t


def test_every_endpoint_is_documented() -> None:
    app = create_app("sqlite://")
    for route in app.routes:
        path = getattr(route, "path", "")
        if path.startswith(("/api", "/ws")) or path == "/":
            shown = path.replace("{game_id}", "{id}")
            assert f"`{shown}" in DOC or f"{shown}`" in DOC or f"{shown}?" in DOC, path

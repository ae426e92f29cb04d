"""The game server: play in the browser against a bot or a friend, watch, replay.

- :mod:`.db`: the tables (SQLAlchemy 2) and ``open_database`` (Alembic migrations at start);
- :mod:`.service`: create, join, choose, concede, chat, read (no HTTP);
- :mod:`.bots`: bot moves computed in worker processes, off the event loop;
- :mod:`.notify`: "game X changed", delivered to every connection of the game;
- :mod:`.protocol`: every message and request/response body as a pydantic model;
- :mod:`.app`: ``create_app`` (FastAPI: HTTP endpoints and the game WebSocket).

``docs/protocol.md`` is the contract clients program against.
"""

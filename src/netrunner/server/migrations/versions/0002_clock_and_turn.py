"""The game clock (per side, chosen at creation), the side whose time ran out, and the turn
the game has reached (for the lobby's finished games).

Revision ID: 0002
Revises: 0001
Create Date: 2026-12-20
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("turn", sa.Integer, nullable=True))
        batch.add_column(sa.Column("clock_seconds", sa.Integer, nullable=True))
        batch.add_column(sa.Column("corp_time_left", sa.Float, nullable=True))
        batch.add_column(sa.Column("runner_time_left", sa.Float, nullable=True))
        batch.add_column(sa.Column("clock_running", sa.String(8), nullable=True))
        batch.add_column(sa.Column("clock_since", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("clock_deadline", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(sa.Column("timed_out", sa.String(8), nullable=True))
    op.create_index("ix_games_clock_deadline", "games", ["clock_deadline"])
    op.create_index("ix_games_updated_at", "games", ["updated_at"])


def downgrade() -> None:
    op.drop_index("ix_games_updated_at", "games")
    op.drop_index("ix_games_clock_deadline", "games")
    with op.batch_alter_table("games") as batch:
        for name in (
            "timed_out",
            "clock_deadline",
            "clock_since",
            "clock_running",
            "runner_time_left",
            "corp_time_left",
            "clock_seconds",
            "turn",
        ):
            batch.drop_column(name)

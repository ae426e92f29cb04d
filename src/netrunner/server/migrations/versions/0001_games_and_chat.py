"""The games and their chat.

Revision ID: 0001
Revises:
Create Date: 2026-12-01
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "games",
        sa.Column("id", sa.String(32), primary_key=True),
        sa.Column("ruleset", sa.String(32), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("updated_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("corp_deck", sa.Text, nullable=True),
        sa.Column("runner_deck", sa.Text, nullable=True),
        sa.Column("seed", sa.BigInteger, nullable=False),
        sa.Column("choices", sa.JSON, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("conceded", sa.String(8), nullable=True),
        sa.Column("corp_kind", sa.String(8), nullable=False),
        sa.Column("runner_kind", sa.String(8), nullable=False),
        sa.Column("corp_bot", sa.String(64), nullable=True),
        sa.Column("runner_bot", sa.String(64), nullable=True),
        sa.Column("corp_token_hash", sa.String(64), nullable=True),
        sa.Column("runner_token_hash", sa.String(64), nullable=True),
        sa.Column("corp_name", sa.String(64), nullable=True),
        sa.Column("runner_name", sa.String(64), nullable=True),
        sa.Column("winner", sa.String(8), nullable=True),
        sa.Column("win_reason", sa.String(32), nullable=True),
    )
    op.create_index("ix_games_status", "games", ["status"])
    op.create_table(
        "chat",
        sa.Column("id", sa.Integer, primary_key=True, autoincrement=True),
        sa.Column(
            "game_id",
            sa.String(32),
            sa.ForeignKey("games.id", ondelete="CASCADE"),
            nullable=False,
        ),
        sa.Column("seat", sa.String(16), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("time", sa.DateTime(timezone=True), nullable=False),
    )
    op.create_index("ix_chat_game_id", "chat", ["game_id"])


def downgrade() -> None:
    op.drop_index("ix_chat_game_id", "chat")
    op.drop_table("chat")
    op.drop_index("ix_games_status", "games")
    op.drop_table("games")

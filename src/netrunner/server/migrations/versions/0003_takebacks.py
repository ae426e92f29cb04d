"""Taking back decisions: a game's pending take-back request and the log lines of its
take-backs (docs/protocol.md "Taking back decisions").

Revision ID: 0003
Revises: 0002
Create Date: 2026-12-02
"""

from __future__ import annotations

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.add_column(sa.Column("undo_request", sa.JSON, nullable=True))
        batch.add_column(sa.Column("takebacks", sa.JSON, nullable=False, server_default="[]"))


def downgrade() -> None:
    with op.batch_alter_table("games") as batch:
        batch.drop_column("takebacks")
        batch.drop_column("undo_request")

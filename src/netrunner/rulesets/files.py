"""Reading a decklist file, for every ruleset's deck reader: UTF-8, UTF-16 or Windows-1252 text
of a sensible size, or a :class:`~netrunner.engine.carddb.DeckError` that says what is wrong.

>>> from pathlib import Path
>>> read_decklist_file(Path("no-such-deck.txt"), "starter:jinteki")
Traceback (most recent call last):
netrunner.engine.carddb.DeckError: no deck file 'no-such-deck.txt' (give a decklist file or starter:jinteki)
"""

from __future__ import annotations

from pathlib import Path

from ..engine.carddb import DeckError

_MAX_FILE_BYTES = 1_000_000


def read_decklist_file(path: Path, starters: str) -> str:
    """The text of the decklist file ``path`` (UTF-8, UTF-16 or Windows-1252), or a
    :class:`DeckError`: no such file (``starters`` says what else may be given), a folder or
    a device, unreadable, too large, not text."""
    s = str(path)
    if path.is_dir():
        raise DeckError(
            f"{s!r} is a folder, not a decklist file (give a decklist file or {starters})"
        )
    if not path.exists():
        raise DeckError(f"no deck file {s!r} (give a decklist file or {starters})")
    if not path.is_file():
        raise DeckError(f"{s!r} is not a regular file (give a decklist file or {starters})")
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise DeckError(f"cannot read {s!r}: {e.strerror or e}") from None
    if len(raw) > _MAX_FILE_BYTES:
        raise DeckError(f"{s!r} is {len(raw)} bytes long: too large to be a decklist")
    return _decode(raw, s)


def _decode(raw: bytes, name: str) -> str:
    encodings = ("utf-16",) if raw[:2] in (b"\xff\xfe", b"\xfe\xff") else ()
    if b"\x00" in raw and not encodings:
        raise DeckError(f"cannot read {name!r}: it is not text (it holds NUL bytes)")
    for encoding in (*encodings, "utf-8-sig", "cp1252"):
        try:
            return raw.decode(encoding)
        except UnicodeDecodeError:
            pass
    raise DeckError(f"cannot read {name!r}: it is not text (neither UTF-8 nor Windows-1252)")

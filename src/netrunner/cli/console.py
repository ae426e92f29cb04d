"""The one way the command line makes a Rich console: no emoji codes, no highlighting.

Text a person supplies (decklist lines, file names, titles) is printed as text: never read as
an emoji code (``:x:``) nor highlighted. Markup strings are still the caller's; anything from a
user goes in escaped (``rich.markup.escape``) or as a ``Text``.

>>> import io
>>> out = io.StringIO()
>>> make_console(file=out, width=40).print("root:x:0:0")
>>> out.getvalue()
'root:x:0:0\\n'
"""

from __future__ import annotations

from typing import Any

from rich.console import Console


def make_console(**kw: Any) -> Console:
    """A ``Console(**kw)`` with emoji codes and highlighting off unless ``kw`` says otherwise."""
    kw.setdefault("highlight", False)
    kw.setdefault("emoji", False)
    return Console(**kw)


__all__ = ["make_console"]

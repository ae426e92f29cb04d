"""Every Core Set card has a declaration, and its shown text comes from that declaration."""

from __future__ import annotations

import pytest

from netrunner.cards import definition, missing, registry
from netrunner.engine.carddb import core_set


def test_every_core_set_card_is_implemented() -> None:
    assert missing() == []
    assert len(core_set()) == 113


@pytest.mark.parametrize("title", [c.title for c in core_set()])
def test_each_card_has_generated_text(title: str) -> None:
    d = definition(title)
    assert d.implemented
    assert d.text.strip(), f"{title} shows no text"
    assert d.text == d.render()  # the text is what the declaration says, nothing hand-kept


def test_the_registry_holds_only_known_titles() -> None:
    titles = {c.title for c in core_set()}
    assert set(registry()) <= titles

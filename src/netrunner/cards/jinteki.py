"""Card declarations: Jinteki."""

from __future__ import annotations

from ..engine.effects import CorpMayPay, Damage, GiveTags, NotFromArchives
from .base import define

define(
    "Snare!",
    notes=("If Snare! is accessed from R&D, the Runner must reveal it.",),
    on_access=(CorpMayPay(4, (Damage("net", 3), GiveTags(1))),),
    access_condition=NotFromArchives(),
)
define("Akitaro Watanabe", ice_rez_discount=2)

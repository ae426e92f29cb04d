"""Damage the Corp turns into counters (the 1996 Please Don't Choke Anyone: "For each 1 damage
you successfully do, you may choose instead to prevent that damage and put a PDCA counter on
Please Don't Choke Anyone. PDCA counter: Gain an action. Use this ability only once per turn and
only during your turn.").

When. Damage the Corp does, once the Runner's prevention is over (it is "successfully done"),
comes to the engine's ``DoDamage`` step, which first asks the ruleset's ``damage_replacement``
(``Classic.damage_replacement`` calls :func:`pdca_window`). With a scored card that declares
:class:`DamageToCounters` (in its ``state_checks``, for its text), the Corp chooses how many of those points to prevent, 0 to all, each putting a counter on the
card; the rest is done (the flatline check comes after, on what is left). Damage the Runner does
to itself (Stimhack: ``UnpreventableDamage``) is not the Corp's. Scored agendas are public: the
decision tells nothing.

>>> DamageToCounters("pdca").text()
'For each 1 damage you successfully do, you may choose instead to prevent that damage and put a pdca counter on this card.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP
from ...engine.decision import Option

if TYPE_CHECKING:
    from ...engine.game import Game


class DamageToCounters(NamedTuple):
    """A scored Corp card's rule (declared in ``CardDef.state_checks``, for its text: it applies
    no state of its own, :func:`pdca_window` reads it): damage the Corp does may become
    ``counter`` counters on this card, point for point."""

    counter: str

    def applies(self, g: Game, card: Any) -> bool:
        return False

    def apply(self, g: Game, card: Any) -> None:
        return None

    def text(self) -> str:
        return (
            "For each 1 damage you successfully do, you may choose instead to prevent that damage"
            f" and put a {self.counter} counter on this card."
        )


def pdca_window(g: Game, damage: Any) -> Any:
    """``Classic.damage_replacement``: the Corp's choice, or None without such a scored card."""
    for c in g.corp.scored:
        for p in c.defn.state_checks:
            if isinstance(p, DamageToCounters):
                return ChooseConvert(c.id, p.counter, damage)
    return None


class ChooseConvert(NamedTuple):
    """A step: the Corp chooses how many points of ``damage`` become ``counter`` counters on
    ``card_id``."""

    card_id: int
    counter: str
    damage: Any

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        d = self.damage
        if c is None:
            g.push(d)
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose" if k else "pass",
                    card=c.title if k else None,
                    card_id=c.id if k else None,
                    amount=k,
                    label=f"Prevent {k} of the {d.n} {d.kind} damage: {k} {self.counter} counter"
                    f"{'s' if k != 1 else ''}"
                    if k
                    else f"Do all {d.n} {d.kind} damage",
                ),
                Convert(self.card_id, self.counter, k, d),
            )
            for k in range(d.n + 1)
        ]
        g.ask(
            CORP,
            f"{c.title}: you are about to do {d.n} {d.kind} damage. Prevent some of it, for "
            f"{self.counter} counters?",
            pairs,
            public_prompt=f"{c.title}: the Corp decides whether to prevent its damage.",
            kind="choose",
            source=c.id,
            params={"what": d.kind, "amount": d.n},
        )


class Convert(NamedTuple):
    """A step: ``k`` points of ``damage`` prevented, as many counters on the card; the rest done."""

    card_id: int
    counter: str
    k: int
    damage: Any

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if self.k and c is not None:
            g.add_counters(c, self.counter, self.k)
            g.say(
                f"The Corp prevents {self.k} {self.damage.kind} damage and puts {self.k} "
                f"{self.counter} counter{'s' if self.k != 1 else ''} on {c.title}."
            )
        left = self.damage.n - self.k
        if left > 0:
            g.push(self.damage._replace(n=left))


__all__ = ["ChooseConvert", "Convert", "DamageToCounters", "pdca_window"]

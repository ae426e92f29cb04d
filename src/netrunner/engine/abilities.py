"""Cards' abilities: the options to use them, whether their costs can be paid, paying them, and
the step that uses one; and the context an effect of a card runs in (``ctx_of``).

>>> import netrunner
>>> g = netrunner.Game.new("starter:nbn", "starter:criminal", seed=1)
>>> ctx_of(g.corp.identity).title
'NBN: Making News'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP
from .decision import Option
from .forfeit import ForfeitAgenda
from .game import Ctx
from .payment import spend_click
from .state import SCORED, Card
from .steps import Resolve

if TYPE_CHECKING:
    from .carddef import Ability, Cost
    from .game import Game

#: Builds a context or a step without calling its class (a class call costs over twice as much).
_tuple_new = tuple.__new__


def ctx_of(c: Card, extra: Any = None) -> Ctx:
    """The context of an effect of ``c`` (``extra``: what the effect is about)."""
    return _tuple_new(Ctx, (c.side, c.id, c.title, extra))


def purpose_of(c: Card) -> str | None:
    """What credits spent on ``c``'s abilities count as (recurring credits "for icebreakers";
    ``CardDef.ability_purpose``)."""
    if c.defn.ability_purpose is not None:
        return c.defn.ability_purpose
    return "icebreaker" if c.data.has_keyword("Icebreaker") else None


def ability_payable(g: Game, c: Card, cost: Cost) -> bool:
    p = g.corp if c.side == CORP else g.runner
    if cost.clicks and (p.clicks < cost.clicks or g.active != c.side or g.run is not None):
        return False
    if cost.credits > g.spendable(c.side, purpose_of(c)):
        return False
    if cost.forfeit and not p.scored:
        return False
    if cost.agenda_points > p.agenda_points:
        return False
    if cost.counter == ADVANCEMENT:  # advancement counters spent (the 1996 Vapor Ops)
        return c.advancements >= cost.counters
    return not (cost.counter and c.counters.get(cost.counter, 0) < cost.counters)


#: ``Cost.counter`` for advancement counters spent from the card itself (the 1996 Vapor Ops,
#: Pacifica Regional AI): they are its ``advancements``, not one of its ``counters``.
ADVANCEMENT = "advancement"


def pay_cost(g: Game, c: Card, cost: Cost) -> None:
    """Pay ``cost`` for an ability of ``c`` (a forfeit is chosen by the ForfeitAgenda step)."""
    if cost.clicks:
        spend_click(g, c.side, cost.clicks)
    if cost.credits:
        g.pay(c.side, cost.credits, purpose_of(c))
    if cost.counter == ADVANCEMENT:
        g.add_advancements(c, -cost.counters)
    elif cost.counter:
        g.add_counters(c, cost.counter, -cost.counters)
    if cost.agenda_points:
        g.add_agenda_points(c.side, -cost.agenda_points)


def ability_options(g: Game, side: str, pairs: list[tuple[Option, Any]], *, clicks: bool) -> None:
    """Options to use the abilities of ``side``'s active cards (click abilities or paid ones),
    then of the Corp's scored agendas."""
    index = g._index or g.active_index()
    if side == CORP:  # (the cards with such abilities: asked in every window)
        users = index.corp_click if clicks else index.corp_free
    else:
        users = index.runner_click if clicks else index.runner_free
    for c in users:
        _ability_options(g, c, pairs, clicks)
    if side == CORP:
        for c in g.corp.scored:
            if c.defn.abilities:
                _ability_options(g, c, pairs, clicks)


def _ability_options(g: Game, c: Card, pairs: list[tuple[Option, Any]], clicks: bool) -> None:
    for i, a in enumerate(c.defn.abilities):
        if bool(a.cost.clicks) != clicks:
            continue
        if c.zone == SCORED and not a.in_score_area:
            continue
        if a.condition is not None and not a.condition.test(g, ctx_of(c)):
            continue
        if a.once_per_turn and once_key(c.id) in g.flags:
            continue
        cost = a.cost_now(g, c)
        if not ability_payable(g, c, cost):
            continue
        label = a.label or a.text()
        pairs.append(
            (
                Option.new(
                    "ability",
                    card=c.title,
                    card_id=c.id,
                    label=f"{c.title}: {label}",
                    cost=cost,
                ),
                _tuple_new(UseAbility, (c.id, i)),
            )
        )


def once_key(card_id: int) -> str:
    """The turn flag that says a once-a-turn ability of card ``card_id`` was used this turn
    (a card's once-a-turn abilities share the one use: the 1996 Broker)."""
    return f"used:{card_id}"


class UseAbility(NamedTuple):
    card_id: int
    idx: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        assert c is not None
        a: Ability = c.defn.abilities[self.idx]
        # where the card was, for effects of a card that trashes itself as a cost
        ctx = ctx_of(c, extra=c.server)
        pay_cost(g, c, a.cost_now(g, c))
        if a.once_per_turn:
            g.flags[once_key(c.id)] = 1
        who = "Corp" if c.side == CORP else "Runner"
        g.say(f"The {who} uses {c.title}: {a.label or a.text()}")
        if a.cost.trash_self:
            g.trash(c)
        g.push(Resolve(a.effects, ctx))
        if a.cost.forfeit:
            g.push(ForfeitAgenda(c.side, c.title))

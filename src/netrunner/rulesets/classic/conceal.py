"""Concealing exposed ice and moving installed ice about (the 1996 game's C-conceal; rules-diff
116, with 40 and 113 on exposed cards staying faceup).

What each side knows. An exposed (or derezzed) unrezzed card is faceup, its title in both views
(``Classic.exposed_stays_faceup``). Concealing turns it facedown again: its title leaves the
Runner's view, but the Runner saw it where it still is, so it stays among the cards the Runner
can follow (``Game.known_to_runner``), and a Runner's determinisation keeps what it is. Every
piece of ice that moves gets a new id (rules-diff 116: ids never follow a card where the other
player could not), and :func:`reid` carries over what must follow it (lasting effects on it,
cards hosted on it, the run's current ice and the steps that name it):

- moved in the open (the Runner rearranging or reversing a fort's ice: Fortress Respecification,
  Netspace Inverter), the Runner follows each card it moved: what it knew stays known;
- moved while the Runner looks away (New Blood's swaps), the Runner can follow none of the
  unrezzed ice: every unrezzed piece installed gets a new id and is forgotten, whether it moved
  or not (the Runner cannot tell), and the swaps are kept in the Corp's decision until it is
  done, so no view shows a half-made arrangement;
- swapped with ice from HQ (Omni Kismet, Ph. D.; Singapore City Grid), the new piece comes in
  concealed and unknown; the piece that left goes to HQ, known to be there if the Runner knew it.

>>> ConcealExposedIce().text()
'Conceal all revealed but unrezzed ice.'
>>> SwapWithHQIce().text()
'Swap a piece of unrezzed ice on this server with an ice card stored in HQ. The new ice card comes into play concealed. Use this ability only once during each run on this server.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.decision import Option
from ...engine.naming import ice_position
from ...engine.state import HAND, ICE
from ...engine.steps import NOTHING, Chain, one_per_title, plural, source_id
from ...engine.view import visible_to
from ...engine.words import current_words, ordinal

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card


def _fort() -> str:
    return current_words().server[0]


# ---------------------------------------------------------------------- new ids


def _retarget(step: Any, old: int, new: int) -> Any:
    if isinstance(step, Chain):
        return Chain(tuple(_retarget(s, old, new) for s in step.steps))
    fields = getattr(step, "_fields", ())
    if "ice_id" in fields and step.ice_id == old:
        return step._replace(ice_id=new)
    return step


def reid(g: Game, card: Card, *, keep_known: bool) -> None:
    """Give the installed ``card`` (it has moved in play) a new id, carrying over the lasting
    effects on it, the cards hosted on it, the run's current ice and the steps waiting on it;
    what the Runner knew of it stays known only if ``keep_known``."""
    old = card.id
    new = g._new_id()
    del g.cards[old]
    card.id = new
    g.cards[new] = card
    if any(e[1] == old for e in g.lingering):
        g.lingering = [(k, new if i == old else i, a, u) for k, i, a, u in g.lingering]
    for c in [*g.runner.program, *g.runner.hardware, *g.runner.resource]:
        if c.host == old:
            c.host = new
    if old in g.known_to_runner:
        g.known_to_runner = g.known_to_runner - {old} | ({new} if keep_known else set())
    if g.run is not None and g.run.ice_id == old:
        g.run.ice_id = new
    g.pending[:] = [_retarget(st, old, new) for st in g.pending]
    g._index = None
    g.touch()


def _slots(g: Game) -> list[tuple[str, int]]:
    """Every installed piece of ice's place: (fort, index innermost-first)."""
    return [(name, i) for name, s in g.corp.servers.items() for i in range(len(s.ice))]


def _place(g: Game, slot: tuple[str, int]) -> str:
    name, i = slot
    return f"ice {len(g.corp.servers[name].ice) - i} of {name}"


# ---------------------------------------------------------------------- New Blood


class ConcealExposedIce(NamedTuple):
    """Every unrezzed piece of ice that is faceup (exposed, or derezzed) turns facedown. The
    Runner still knows what it saw where it still is."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        shown = [c for s in g.corp.servers.values() for c in s.ice if c.faceup and not c.rezzed]
        for c in shown:
            g.learn(c)
            c.faceup = False
        if shown:
            g.touch()
            g.say(f"{ctx.title}: the Corp conceals {plural(len(shown), 'revealed piece')} of ice.")

    def text(self) -> str:
        return "Conceal all revealed but unrezzed ice."


class RearrangeIceInSecret(NamedTuple):
    """The Corp swaps pairs of its installed ice, as many as it likes, while the Runner looks
    away (New Blood)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.say(f"{ctx.title}: the Corp rearranges its ice while the Runner looks away.")
        g.push(SecretSwaps(ctx.title, source_id(ctx), ()))

    def text(self) -> str:
        return "Rearrange your installed ice by swapping pairs of ice while the Runner looks away."


def _arranged(g: Game, plan: tuple[tuple[int, int], ...]) -> list[Card]:
    """The ice in each slot (:func:`_slots` order) once the swaps of ``plan`` are made."""
    slots = _slots(g)
    cards = [g.corp.servers[name].ice[i] for name, i in slots]
    for a, b in plan:
        cards[a], cards[b] = cards[b], cards[a]
    return cards


class SecretSwaps(NamedTuple):
    """The Corp's next swap, or done; the swaps (``plan``: pairs of slots) are made at the end."""

    title: str
    source: int | None
    plan: tuple[tuple[int, int], ...]

    def run(self, g: Game) -> None:
        slots = _slots(g)
        cards = _arranged(g, self.plan)
        pairs: list[tuple[Option, Any]] = []
        for a in range(len(slots)):
            for b in range(a + 1, len(slots)):
                ca, cb = cards[a], cards[b]
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=ca.title,
                            card_id=ca.id,
                            target=cb.title,
                            amount=cb.id,
                            label=f"Swap {ca.title} ({_place(g, slots[a])}) with {cb.title} "
                            f"({_place(g, slots[b])})",
                        ),
                        self._replace(plan=(*self.plan, (a, b))),
                    )
                )
        pairs.append((Option("pass", label="Done"), ApplySwaps(self.title, self.plan)))
        g.ask(
            CORP,
            f"{self.title}: swap two pieces of ice? ({plural(len(self.plan), 'swap')} so far)",
            pairs,
            public_prompt=f"{self.title}: the Corp rearranges its ice while the Runner looks away.",
            kind="choose",
            source=self.source,
            source_title=self.title,
        )


class ApplySwaps(NamedTuple):
    """The swaps made: every piece of ice in its new place; the unrezzed ice all get new ids
    and are forgotten by the Runner, moved or not."""

    title: str
    plan: tuple[tuple[int, int], ...]

    def run(self, g: Game) -> None:
        slots = _slots(g)
        cards = _arranged(g, self.plan)
        moved = []
        for (name, i), c in zip(slots, cards, strict=True):
            s = g.corp.servers[name]
            if s.ice[i] is not c or c.server != name:
                moved.append(c)
        lists: dict[str, list[Card]] = {name: [] for name in g.corp.servers}
        for (name, _), c in zip(slots, cards, strict=True):
            lists[name].append(c)
            c.server = name
        for name, s in g.corp.servers.items():
            s.ice[:] = lists[name]
        for s in g.corp.servers.values():
            for c in list(s.ice):
                if not c.rezzed:
                    reid(g, c, keep_known=False)
                elif c in moved:
                    reid(g, c, keep_known=True)
        g._index = None
        g.touch()
        g.say(f"{self.title}: the Runner looks back at the Corp's ice.")


# ---------------------------------------------------------------------- swaps with HQ


class RunHereOncePerRun(NamedTuple):
    """A condition: a run on this card's fort is under way, this card has not been used during it,
    and the fort has unrezzed ice (Omni Kismet, Ph. D.; Singapore City Grid)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        r = g.run
        if c is None or r is None or r.ended or r.server != c.server:
            return False
        if r.mods.get(f"used:{c.id}"):
            return False
        s = g.corp.servers.get(r.server)
        return s is not None and any(not i.rezzed for i in s.ice)

    def text(self) -> str:
        return f"a run on this {_fort()} is under way"


class SwapWithHQIce(NamedTuple):
    """The Corp swaps a piece of unrezzed ice on this card's fort with an ice card from HQ; the
    new piece comes in concealed. Once during each run on the fort."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        r = g.run
        if c is None or r is None or r.ended or c.server is None:
            return
        r.mods[f"used:{c.id}"] = 1
        s = g.corp.servers[c.server]
        ice = [i for i in reversed(s.ice) if not i.rezzed]
        if len(ice) == 1:  # which pieces are unrezzed is public: no need to ask
            g.push(SwapFromHQ(ice[0].id, ctx.title, ctx.source))
            return
        g.ask(
            CORP,
            f"{ctx.title}: swap which piece of unrezzed ice?",
            [
                (
                    Option(
                        "choose",
                        card=i.title,
                        card_id=i.id,
                        server=i.server,
                        label=f"Swap {i.title} ({ice_position(g, i)})",
                    ),
                    SwapFromHQ(i.id, ctx.title, ctx.source),
                )
                for i in ice
            ],
            public_prompt=f"{ctx.title}: the Corp chooses a piece of unrezzed ice to swap.",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        f = _fort()
        return (
            f"Swap a piece of unrezzed ice on this {f} with an ice card stored in HQ. The new ice "
            f"card comes into play concealed. Use this ability only once during each run on this "
            f"{f}."
        )


class SwapFromHQ(NamedTuple):
    """Which ice card of HQ takes the place of ``ice_id`` (asked even when HQ holds none: the
    Runner cannot tell)."""

    ice_id: int
    title: str
    source: int

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        pairs: list[tuple[Option, Any]] = []
        for c in one_per_title(c for c in g.corp.hand if c.data.type == "ice"):
            pairs.append(
                (
                    Option("choose", card=c.title, label=f"Swap in {c.title} from HQ"),
                    DoSwap(self.ice_id, c.title, self.title),
                )
            )
        pairs.append((Option("pass", label="Swap nothing"), NOTHING))
        g.ask(
            CORP,
            f"{self.title}: which ice card of HQ takes the place of {ice.title} "
            f"({ice_position(g, ice)})?",
            pairs,
            public_prompt=f"{self.title}: the Corp may swap {ice_position(g, ice)} with an ice "
            "card from HQ.",
            kind="choose",
            source=self.source,
        )


class DoSwap(NamedTuple):
    ice_id: int
    hq_title: str
    title: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        hq = next((c for c in g.corp.hand if c.title == self.hq_title), None)
        if ice is None or hq is None or ice.server is None:
            return
        server = ice.server
        s = g.corp.servers[server]
        at = ice_position(g, ice)
        idx = s.ice.index(ice)
        new = g.move(hq, ICE, server=server, faceup=False)  # the Runner loses track of HQ
        s.ice.remove(new)
        knew = ice.id in g.known_to_runner
        old_id = ice.id
        back = g.move(ice, HAND)
        if knew:  # it saw that card: it knows it is in HQ now
            g.learn(back)
        s.ice.insert(idx, new)
        new.installed_turn = g.turn
        if g.run is not None and g.run.ice_id == old_id:  # the ice approached: now the new one
            g.run.ice_id = new.id
        g.pending[:] = [_retarget(st, old_id, new.id) for st in g.pending]
        g._index = None
        g.touch()
        g.say(
            f"{self.title}: the Corp swaps {at} with an ice card from HQ; the new ice comes in "
            "concealed."
        )


# ---------------------------------------------------------------------- the Runner moves ice


def last_successful_fort(g: Game) -> str | None:
    """The fort of the Runner's last successful run this turn (``Game.flags``
    ``"success_seq:<fort>"``, set as each run becomes successful)."""
    best: tuple[int, str] | None = None
    for k, v in g.flags.items():
        if k.startswith("success_seq:") and (best is None or v > best[0]):
            best = (v, k[len("success_seq:") :])
    return best[1] if best is not None else None


class RearrangeLastFort(NamedTuple):
    """The Runner rearranges the ice of the last fort it ran successfully; concealed ice stays
    concealed (Fortress Respecification)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        fort = last_successful_fort(g)
        s = g.corp.servers.get(fort or "")
        if s is None or len(s.ice) < 2:
            g.say(f"{ctx.title}: there is no ice to rearrange.")
            return
        g.push(RunnerArranges(s.name, (), ctx.title, source_id(ctx)))

    def text(self) -> str:
        return (
            f"Rearrange the ice installed on the last {_fort()} on which you made a successful "
            "run. This does not expose any concealed ice."
        )


def _runner_name(g: Game, c: Card) -> str:
    if visible_to(g, c, RUNNER):
        return f"{c.title} ({ice_position(g, c)})"
    return f"unrezzed {ice_position(g, c)}"


class RunnerArranges(NamedTuple):
    """The Runner puts the ice of ``server`` in a new order, outermost first (``chosen``: the
    ids placed so far)."""

    server: str
    chosen: tuple[int, ...]
    title: str
    source: int | None

    def run(self, g: Game) -> None:
        s = g.corp.servers.get(self.server)
        if s is None:
            return
        left = [c for c in reversed(s.ice) if c.id not in self.chosen]
        if len(left) <= 1:
            g.push(PutIceInOrder(self.server, self.chosen + tuple(c.id for c in left), self.title))
            return
        nth = ordinal(len(self.chosen) + 1)
        g.ask(
            RUNNER,
            f"{self.title}: which piece of ice goes {nth} from the outside?",
            [
                (
                    Option(
                        "choose",
                        card=c.title if visible_to(g, c, RUNNER) else None,
                        card_id=c.id,
                        server=self.server,
                        amount=len(self.chosen) + 1,
                        label=f"Put {_runner_name(g, c)} {nth} from the outside",
                    ),
                    self._replace(chosen=(*self.chosen, c.id)),
                )
                for c in left
            ],
            public_prompt=f"{self.title}: the Runner rearranges the ice of {self.server}.",
            kind="choose",
            source=self.source,
            source_title=self.title,
        )


class PutIceInOrder(NamedTuple):
    """The ice of ``server`` in the ``order`` given (outermost first), in the open: each moved
    piece gets a new id, and both players still know what they knew of it."""

    server: str
    order: tuple[int, ...]
    title: str

    def run(self, g: Game) -> None:
        s = g.corp.servers.get(self.server)
        if s is None:
            return
        new = [g.cards[i] for i in reversed(self.order)]
        moved = [c for k, c in enumerate(new) if s.ice[k] is not c]
        s.ice[:] = new
        for c in moved:
            reid(g, c, keep_known=True)
        g.say(f"{self.title}: the ice of {self.server} is rearranged.")


class SuccessfulRunEnded(NamedTuple):
    """A condition of a "run_ends" trigger: a successful run on a fort with two or more pieces
    of ice has just ended (Netspace Inverter)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        extra: Any = ctx.extra
        if extra is None or not extra[1]:
            return False
        s = g.corp.servers.get(extra[0])
        return s is not None and len(s.ice) >= 2

    def text(self) -> str:
        return "immediately after a successful run on that data fort"


class MayReverseIce(NamedTuple):
    """The Runner may reverse the ice of the fort just run (``ctx.extra``: the fort, and whether
    the run was successful): the outermost becomes the innermost, and so forth."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        server = ctx.extra[0]
        s = g.corp.servers.get(server)
        if s is None or len(s.ice) < 2:
            return
        order = tuple(c.id for c in s.ice)  # innermost first: reversed, it is outermost first
        g.ask(
            RUNNER,
            f"{ctx.title}: reverse the ice of {server}?",
            [
                (
                    Option(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        server=server,
                        label=f"{ctx.title}: reverse the ice of {server}",
                    ),
                    PutIceInOrder(server, order, ctx.title),
                ),
                (Option("pass", label="Leave it as it is"), NOTHING),
            ],
            public_prompt=f"{ctx.title}: the Runner may reverse the ice of {server}.",
            kind="choose",
            source=ctx.source,
        )

    def text(self) -> str:
        return (
            "Reverse a fort's ice cards so that the outermost piece of ice becomes the innermost "
            "piece of ice, and so forth."
        )


__all__ = [
    "reid",
    "ConcealExposedIce",
    "RearrangeIceInSecret",
    "SecretSwaps",
    "ApplySwaps",
    "RunHereOncePerRun",
    "SwapWithHQIce",
    "SwapFromHQ",
    "DoSwap",
    "last_successful_fort",
    "RearrangeLastFort",
    "RunnerArranges",
    "PutIceInOrder",
    "SuccessfulRunEnded",
    "MayReverseIce",
]

"""Acting inside another action (the 1996 game's C-reaction): preventing a flatline (Emergency
Self-Construct, Arasaka Owns You), rezzing a card in response to what the Runner does (City
Surveillance before a draw, Aardvark after a worm's use), jacking out at moments the rules give
no jack-out (Smarteye before the rez decision, Speed Trap after a node or upgrade is rezzed).

Windows and what they tell. A reaction window is a real decision, asked at its moment, and asked
whether or not the reacting player holds the card, whenever the other player cannot tell that it
does not: the engine skips a window only when skipping tells nothing hidden (docs/architecture.md).

- The flatline window (:class:`FlatlineWindow`, ``Classic.flatline_window``) comes as the Runner
  would be flatlined: offered while an installed card can prevent it (public), or while a card
  playable then (Arasaka Owns You) is among the Runner's hidden cards, in its grip or its stack:
  the Corp cannot tell which, so the Runner is asked even holding none (its one option is then to
  be flatlined).
- The Corp's rez windows (:class:`RezInResponse`) come after each draw of the Runner (City
  Surveillance) and each use of a worm on a fort (Aardvark): offered while the Corp has an
  unrezzed card installed there (in a root: the card might be it) and a card that can be rezzed so
  is among its hidden cards (in HQ, R&D, facedown in Archives or installed unrezzed); the Corp's
  deck is the same at every deal of the game, so whether it is asked tells nothing of where its
  cards are.
- Smarteye and Speed Trap are the Runner's installed programs: their windows depend on public
  cards only.

>>> LethalDamage().text()
'you would suffer enough damage to flatline you'
>>> PreventFlatline().text()
'Prevent yourself from being flatlined, though you still lose all cards in your hand.'
>>> TagPerCardDrawn(1).text()
'For each card the Runner draws, give the Runner a tag unless the Runner pays 1 credit, in addition to any other costs, to avoid receiving that tag.'
>>> OfferJackOut("before the Corp decides whether to rez the ice").text()
'You may then jack out before the Corp decides whether to rez the ice.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.carddef import Ability
from ...engine.cost import priced
from ...engine.damage import PreventWindow
from ...engine.decision import Option
from ...engine.flow import (
    FinishPlay,
    Rez,
    UseAbility,
    ability_payable,
    can_play,
    ctx_of,
    rez_option,
)
from ...engine.run import JackOut
from ...engine.state import CONTENT, DISCARD, ICE, PLAY
from ...engine.steps import (
    NOTHING,
    Chain,
    Resolve,
    join_texts,
    one_per_title,
    plural,
    source_id,
)
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

#: ``Game.flags`` while the Runner is about to be flatlined: 1 by damage, 2 by its hand size at
#: the end of its turn (0 once a card has dealt with it); with the damage's amount and kind
FLATLINE = "flatline_pending"
FLATLINE_DAMAGE = "flatline_damage"
FLATLINE_KIND = "flatline_kind"
_KINDS = ("net", "meat", "brain")


class FreeAbility(Ability):
    """An ability with no cost, whose text is its effects' alone (no "no cost:" before them)."""

    __slots__ = ()

    def text(self) -> str:
        return join_texts(self.effects)


# ---------------------------------------------------------------------- the flatline window


class FlatlinePending(NamedTuple):
    """A condition: the Runner is about to be flatlined (Emergency Self-Construct's ability)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(FLATLINE))

    def text(self) -> str:
        return "you would be flatlined"


class LethalDamage(NamedTuple):
    """A play condition: the Runner is about to suffer enough damage to flatline it (Arasaka Owns
    You is played then, never as an action)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.flags.get(FLATLINE) == 1

    def text(self) -> str:
        return "you would suffer enough damage to flatline you"


def _flatline_abilities(g: Game) -> list[tuple[Card, int]]:
    return [
        (c, i)
        for c in g.active_cards()
        if c.side == RUNNER
        for i, a in enumerate(c.defn.abilities)
        if isinstance(a.condition, FlatlinePending)
    ]


def _lethal_preps(cards: list[Card]) -> list[Card]:
    return [c for c in cards if isinstance(c.defn.play_condition, LethalDamage)]


def flatline_window(g: Game, retry: Any) -> Any:
    """``Classic.flatline_window``: the window to prevent a flatline, or None when the Runner
    has no card that could (see the module on when it is asked)."""
    damage = hasattr(retry, "kind")
    hidden = damage and _lethal_preps([*g.runner.hand, *g.runner.deck])
    if not _flatline_abilities(g) and not hidden:
        return None
    return FlatlineWindow(retry)


class FlatlineWindow(NamedTuple):
    """The Runner would be flatlined (``retry``: the damage or the end of its turn that does it,
    pushed again unless a card deals with it): it may use a card that prevents it."""

    retry: Any

    def run(self, g: Game) -> None:
        damage = hasattr(self.retry, "kind")
        g.flags[FLATLINE] = 1 if damage else 2
        if damage:
            g.flags[FLATLINE_DAMAGE] = self.retry.n
            g.flags[FLATLINE_KIND] = _KINDS.index(self.retry.kind)
        done = FlatlineDone(self.retry)
        pairs: list[tuple[Option, Any]] = []
        for c, i in _flatline_abilities(g):
            a = c.defn.abilities[i]
            if ability_payable(g, c, a.cost):
                pairs.append(
                    (
                        Option(
                            "ability",
                            card=c.title,
                            card_id=c.id,
                            label=f"{c.title}: {a.text()}",
                            cost=a.cost,
                        ),
                        Chain((UseAbility(c.id, i), done)),
                    )
                )
        for c in one_per_title(c for c in _lethal_preps(g.runner.hand) if can_play(g, c)):
            pairs.append(
                (
                    Option(
                        "play",
                        card=c.title,
                        label=f"Play {c.title}",
                        cost=priced(0, c.data.cost or 0),
                    ),
                    Chain((PlayInResponse(c.title), done)),
                )
            )
        pairs.append((Option("pass", label="Be flatlined"), done))
        what = f"{self.retry.n} {self.retry.kind} damage" if damage else "a hand size below 0"
        g.ask(
            RUNNER,
            f"You would be flatlined ({what}): prevent it?",
            pairs,
            public_prompt="The Runner would be flatlined: it may prevent it.",
            kind="prevent",
            params={"what": "flatline", "amount": self.retry.n if damage else 0},
        )


class FlatlineDone(NamedTuple):
    """After the flatline window: unless a card dealt with the damage, it (or the end of the
    turn) goes on, flatlining the Runner if it still does."""

    retry: Any

    def run(self, g: Game) -> None:
        pending = g.flags.pop(FLATLINE, 0)
        g.flags.pop(FLATLINE_DAMAGE, None)
        g.flags.pop(FLATLINE_KIND, None)
        if pending or not hasattr(self.retry, "kind"):
            g.push(self.retry)


class PlayInResponse(NamedTuple):
    """The Runner plays the prep ``title`` from its grip outside its actions (Arasaka Owns You,
    in response to lethal damage): paid, then its effects, then to the trash."""

    title: str

    def run(self, g: Game) -> None:
        c = next(c for c in g.runner.hand if c.title == self.title)
        g.pay(RUNNER, c.data.cost or 0)
        c = g.move(c, PLAY, faceup=True)
        g.say(f"The Runner plays {c.title} in response.")
        g.push(FinishPlay(c.id))
        if c.defn.on_play:
            g.push(Resolve(c.defn.on_play, ctx_of(c)))


class PreventFlatline(NamedTuple):
    """The Runner is not flatlined: damage that would have done it still takes every card of its
    grip (brain damage counting as usual); the end of its turn goes on (Emergency
    Self-Construct)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.flags.get(FLATLINE) != 1:
            g.say(f"{ctx.title}: the Runner is not flatlined.")
            return
        g.flags[FLATLINE] = 0
        n, kind = g.flags.get(FLATLINE_DAMAGE, 0), _KINDS[g.flags.get(FLATLINE_KIND, 0)]
        r = g.runner
        if kind == "brain":
            r.brain_damage += n
        if kind == "net":
            g.flags["net_damage"] = 1
        lost = [c.title for c in r.hand]
        for c in list(r.hand):
            g.move(c, DISCARD, faceup=True)
        g.say(
            f"The Runner takes {n} {kind} damage, losing every card in its grip"
            + (f" ({', '.join(lost)})" if lost else "")
            + f", but is not flatlined ({ctx.title})."
        )

    def text(self) -> str:
        return (
            "Prevent yourself from being flatlined, though you still lose all cards in your hand."
        )


class PreventAllDamage(NamedTuple):
    """All of the damage that would flatline the Runner is prevented (Arasaka Owns You)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.flags.get(FLATLINE) != 1:
            return
        g.flags[FLATLINE] = 0
        n, kind = g.flags.get(FLATLINE_DAMAGE, 0), _KINDS[g.flags.get(FLATLINE_KIND, 0)]
        g.say(f"{ctx.title} prevents all {n} {kind} damage.")

    def text(self) -> str:
        return "Prevent all of that damage."


class RemoveBrainDamage(NamedTuple):
    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.runner.brain_damage:
            g.say(f"The Runner's {g.runner.brain_damage} brain damage is removed ({ctx.title}).")
            g.runner.brain_damage = 0
            g.touch()

    def text(self) -> str:
        return "Remove all brain damage."


class RefreshHand(NamedTuple):
    """The controller draws up to its maximum hand size."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = g.hand_size(ctx.side) - len(g.player(ctx.side).hand)
        if n > 0:
            g.draw(ctx.side, n)

    def text(self) -> str:
        return "Refresh your hand to its maximum size."


class RemoveAllTags(NamedTuple):
    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.runner.tags:
            verb = "is" if g.runner.tags == 1 else "are"
            g.say(f"The Runner's {plural(g.runner.tags, 'tag')} {verb} removed ({ctx.title}).")
            g.runner.tags = 0

    def text(self) -> str:
        return "Remove all tags, at no cost."


# ---------------------------------------------------------------------- rezzing in response


def _responds_to(c: Card, event: str) -> bool:
    return any(t.event == event for t in c.defn.triggers)


def _hidden_corp_cards(g: Game) -> list[Card]:
    corp = g.corp
    out = [*corp.hand, *corp.deck, *(c for c in corp.discard if not c.faceup)]
    out += [c for s in corp.servers.values() for c in s.content if not c.rezzed]
    return out


def _unrezzed_roots(g: Game, server: str | None) -> list[Card]:
    servers = [g.corp.servers[server]] if server in g.corp.servers else []
    if server is None:
        servers = list(g.corp.servers.values())
    return [c for s in servers for c in s.content if not c.rezzed]


def rez_window_due(g: Game, event: str, server: str | None = None) -> bool:
    """Is the Corp asked whether to rez a card in response to ``event``? Whenever a card that
    responds so is among its hidden cards and it has an unrezzed card in a root (of ``server``,
    if given): nothing the Runner cannot see decides it."""
    if not _unrezzed_roots(g, server):
        return False
    return any(_responds_to(c, event) for c in _hidden_corp_cards(g))


class RezInResponse(NamedTuple):
    """The Corp may rez, in response to ``event`` (``what`` says it), an unrezzed card installed
    in a root (of ``server``, if given) that responds to it (a trigger on ``event``)."""

    event: str
    what: str
    server: str | None = None

    def run(self, g: Game) -> None:
        if self.server is not None and (g.run is None or g.run.ended):
            return
        pairs: list[tuple[Option, Any]] = []
        for c in _unrezzed_roots(g, self.server):
            if _responds_to(c, self.event):
                pairs.extend((o, Chain((Rez(c.id), self))) for o, _ in rez_option(g, c))
        pairs.append((Option("pass", label="Rez nothing"), NOTHING))
        g.ask(
            CORP,
            f"{self.what}: rez a card in response?",
            pairs,
            public_prompt=f"{self.what}: the Corp may rez a card in response.",
            kind="rez",
        )


class FireWith(NamedTuple):
    """A step: the abilities ``event`` triggers, with ``extra``."""

    event: str
    extra: Any

    def run(self, g: Game) -> None:
        g.fire(self.event, extra=self.extra)


def after_runner_draw(g: Game, n: int) -> None:
    """``Classic.after_draw`` for the Runner: the Corp's chance to rez a card "just before the
    card is drawn" (City Surveillance), then the abilities of each draw ("runner_draws")."""
    g.push(FireWith("runner_draws", n))
    if rez_window_due(g, "runner_draws"):
        g.push(RezInResponse("runner_draws", f"The Runner draws {plural(n, 'card')}"))


class TagPerCardDrawn(NamedTuple):
    """For each card the Runner draws (``ctx.extra``: how many), it takes a tag unless it pays
    ``price`` bits (City Surveillance)."""

    price: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = int(ctx.extra or 0)
        g.push_seq(*(TagUnlessPaid(self.price, ctx) for _ in range(n)))

    def text(self) -> str:
        return (
            f"For each card the Runner draws, give the Runner a tag unless the Runner pays "
            f"{credits(self.price)}, in addition to any other costs, to avoid receiving that tag."
        )


class TagUnlessPaid(NamedTuple):
    price: int
    ctx: Any

    def run(self, g: Game) -> None:
        tag = PreventWindow("tag", 1, self.ctx.title)
        if g.spendable(RUNNER) < self.price:
            g.push(tag)
            return
        w = g.ruleset.words
        g.ask(
            RUNNER,
            f"{self.ctx.title}: pay {w.credits(self.price)} or take a tag?",
            [
                (
                    Option(
                        "choose",
                        card=self.ctx.title,
                        label=f"Pay {w.credits(self.price)}",
                        cost=priced(0, self.price),
                    ),
                    PayBits(self.price, self.ctx.title),
                ),
                (Option("choose", card=self.ctx.title, label="Take the tag"), tag),
            ],
            public_prompt=f"{self.ctx.title}: the Runner pays or takes a tag.",
            kind="choose",
            source=source_id(self.ctx),
        )


class PayBits(NamedTuple):
    n: int
    why: str

    def run(self, g: Game) -> None:
        g.pay(RUNNER, self.n)
        g.say(f"The Runner pays {g.ruleset.words.credits(self.n)} ({self.why}).")


# ---------------------------------------------------------------------- worms and Aardvark

WORM = "Worm"


class NoWormsHere(NamedTuple):
    """A continuous rule of Aardvark (``CardDef.state_checks``, never broken itself): the Runner
    cannot use worms during runs on its fort (``Classic.may_use_breaker``)."""

    def applies(self, g: Game, card: Card) -> bool:
        return False

    def apply(self, g: Game, card: Card) -> None:
        return None

    def text(self) -> str:
        return f"The Runner cannot use worms during runs on this {current_words().server[0]}."


def may_use_breaker(g: Game, breaker: Card, ice: Card) -> bool:
    """No worm during a run on a fort with an active :class:`NoWormsHere` card."""
    r = g.run
    if r is None or not breaker.data.has_keyword(WORM):
        return True
    s = g.corp.servers.get(r.server)
    return s is None or not any(
        c.rezzed and any(isinstance(x, NoWormsHere) for x in c.defn.state_checks) for c in s.content
    )


def _worm_key(worm_id: int, ice_id: int | None) -> str:
    return f"worm_broke:{worm_id}:{ice_id}"


def worm_used(g: Game, breaker: Card, broken: tuple[int, ...]) -> None:
    """``Classic.breaker_used``: a worm used during a run records what it broke on this ice, and
    the Corp may rez a card in response ("worm_used": Aardvark)."""
    r = g.run
    if r is None or r.ended or not breaker.data.has_keyword(WORM):
        return
    if broken:
        key = _worm_key(breaker.id, r.ice_id)
        mask = r.mods.get(key, 0)
        for i in broken:
            mask |= 1 << i
        r.mods[key] = mask
    g.push(FireWith("worm_used", breaker.id))
    if rez_window_due(g, "worm_used", r.server):
        g.push(RezInResponse("worm_used", f"The Runner uses {breaker.title}", r.server))


class RunHere(NamedTuple):
    """A condition: a run on this card's fort is under way."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.source)
        r = g.run
        return c is not None and r is not None and not r.ended and r.server == c.server

    def text(self) -> str:
        return f"during a run on this {current_words().server[0]}"


class TrashWormUndo(NamedTuple):
    """Trash the worm just used (``ctx.extra``); what it broke on the ice encountered is unbroken
    and the bits spent on it are lost (Aardvark)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        worm = g.card(ctx.extra)
        r = g.run
        if worm is None or r is None:
            return
        mask = r.mods.pop(_worm_key(worm.id, r.ice_id), 0)
        if mask:
            r.broken = tuple(i for i in r.broken if not mask & (1 << i))
        r.broke_with = tuple(b for b in r.broke_with if b != worm.id)
        g.say(
            f"{ctx.title} trashes {worm.title}; the bits spent using it on this ice are lost"
            + (" and what it broke is unbroken." if mask else ".")
        )
        g.trash(worm)

    def text(self) -> str:
        return (
            "If the Runner uses a worm during a run on this fort before this card is rezzed, you "
            "may rez it to trash that worm, and any bits spent using that worm on the current "
            "piece of ice are lost to no effect. The Runner may then use further icebreakers to "
            "break the ice."
        )


# ---------------------------------------------------------------------- jacking out


class OfferJackOut(NamedTuple):
    """The Runner may jack out now (``when``: the moment, for the text)."""

    when: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or r.ended:
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: jack out {self.when}?",
            [
                (Option("pass", label="Go on with the run"), NOTHING),
                (Option("jack_out", card=ctx.title, label=f"Jack out ({ctx.title})"), JackOut()),
            ],
            public_prompt=f"{ctx.title}: the Runner may jack out.",
            kind="jack_out",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return f"You may then jack out {self.when}."


class ApproachingUnrezzedIce(NamedTuple):
    """A condition: the Runner is approaching a piece of unrezzed ice, and this card has not been
    used yet this run (Smarteye)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        r = g.run
        if r is None or r.ended or r.phase != "approach" or r.mods.get(f"used:{ctx.source}"):
            return False
        ice = g.card(r.ice_id)
        return ice is not None and ice.zone == ICE and not ice.rezzed

    def text(self) -> str:
        return "you are approaching a piece of unrezzed ice (once during each run)"


class ExposeApproachedIce(NamedTuple):
    """Expose the piece of ice the Runner approaches (the Corp may prevent it, as any expose)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or r.ended:
            return
        r.mods[f"used:{ctx.source}"] = 1
        g.push(PreventWindow("expose", 1, ctx.title, r.ice_id if r.ice_id is not None else -1))

    def text(self) -> str:
        return "Expose it."


class NodeOrUpgradeRezzedInRun(NamedTuple):
    """A condition of a "rez" trigger (``ctx.extra``: the card rezzed): the Corp has just rezzed
    a node or upgrade during a run (Speed Trap)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        c = g.card(ctx.extra)
        r = g.run
        return (
            c is not None
            and c.zone == CONTENT
            and c.type in ("asset", "upgrade")
            and r is not None
            and not r.ended
        )

    def text(self) -> str:
        return "the Corp has just rezzed an upgrade or node during your run"


__all__ = [
    "FreeAbility",
    "FlatlinePending",
    "LethalDamage",
    "flatline_window",
    "FlatlineWindow",
    "PreventFlatline",
    "PreventAllDamage",
    "RemoveBrainDamage",
    "RefreshHand",
    "RemoveAllTags",
    "rez_window_due",
    "RezInResponse",
    "after_runner_draw",
    "TagPerCardDrawn",
    "NoWormsHere",
    "may_use_breaker",
    "worm_used",
    "RunHere",
    "TrashWormUndo",
    "OfferJackOut",
    "ApproachingUnrezzedIce",
    "ExposeApproachedIce",
    "NodeOrUpgradeRezzedInRun",
]

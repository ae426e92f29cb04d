"""Effects that outlast their card, and the game losses cards impose (rules-diff 104: the 1996
game's C-lasting).

A lasting effect is an entry of ``Game.lingering`` with the scope ``"game"`` (plain data: cloned
and replayed with the game). Its card id field is -1, so it stays when its card leaves play; what
it is about is in its kind:

- ``"lasting_actions:<side>"``: ``amount`` more (or fewer) actions at the start of each of that
  side's turns (Quest for Cattekin's +1, Emergency Self-Construct's -1; :class:`LastingActions`);
- ``"hand_size:<side>"``: ``amount`` more (or less) maximum hand size (read by ``Game.hand_size``);
- ``"lasting_shield:<kind>"``: all preventable damage of that kind is prevented, without a decision
  (Emergency Self-Construct's meat damage; ``Classic.lasting_shield``);
- ``"lasting:acme"``: pay 1 bit at the end of each of the Corp's turns or lose the game, until the
  Corp takes an action to pay 12 bits, which also scores it 1 agenda point (ACME Savings and Loan:
  :class:`AcmePayments`, :func:`acme_options`);
- ``"lasting:forfeit_points:<mark>"``: the next ``amount`` agenda points the Runner scores are
  forfeited, ``mark`` being its agenda points when last counted (Arasaka Owns You;
  :func:`forfeit_points`, a checkpoint rule applied before the win check);
- ``"watch:<side>:<card id>:<title>"``: while that card stays in play (and, for a Corp card, rezzed), nothing;
  once it has left, its owner pays ``amount`` bits or loses the game, 0 meaning it simply loses
  (Nevinyrral, Loan from Chiba; :func:`check_watches`, a checkpoint rule).

A game lost to a card ends with the win reason ``"card"`` (``Game.win_reason`` and the views'
``win_reason``).

>>> WatchLeavePlay(10).text()
'If this card leaves play, pay 10 credits or lose the game.'
>>> WatchLeavePlay(0).text()
'If this card leaves play while rezzed, you lose the game.'
>>> GainActionEachTurn(1).text()
'You gain an action on each of your turns for the remainder of the game.'
>>> StartAcme().text()
'For the remainder of the game, pay 1 credit at the end of each of your turns, or lose the game. You can remove this effect, and score 1 agenda point, by taking an action to pay 12 credits.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.flow import spend_click
from ...engine.steps import NOTHING, plural, the, who
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

OTHER = {CORP: RUNNER, RUNNER: CORP}
#: the win reason of a game a card made a player lose
CARD_LOSS = "card"
ACME = "lasting:acme"
FORFEIT = "lasting:forfeit_points:"
WATCH = "watch:"
ACME_REMOVAL = 12


def lose(g: Game, side: str, why: str) -> None:
    """``side`` loses the game because of a card: the other side wins (reason ``"card"``)."""
    g.say(why)
    g.win(OTHER[side], CARD_LOSS)


def lasting(g: Game, kind: str) -> list[tuple[str, int, int, str]]:
    """The lasting effects of ``kind`` (exactly, or every kind starting so if it ends in ":")."""
    if kind.endswith(":"):
        return [e for e in g.lingering if e[0].startswith(kind)]
    return [e for e in g.lingering if e[0] == kind]


def add_lasting(g: Game, kind: str, amount: int) -> None:
    g.linger((kind, -1, amount, "game"))


# ---------------------------------------------------------------------- actions each turn


class LastingActions(NamedTuple):
    """A step at the start of ``side``'s turn: the lasting effects on its actions apply."""

    side: str

    def run(self, g: Game) -> None:
        n = sum(e[2] for e in lasting(g, "lasting_actions:" + self.side))
        if not n:
            return
        p = g.player(self.side)
        before = p.clicks
        p.clicks = max(0, p.clicks + n)
        g.touch()
        w = g.ruleset.words
        change = "gains" if n > 0 else "loses"
        g.say(
            f"{who(self.side)} {change} {w.clicks(abs(p.clicks - before))} this turn, for the "
            "remainder of the game."
        )


class GainActionEachTurn(NamedTuple):
    """For the rest of the game, the controller has ``n`` more actions on each of its turns
    (Quest for Cattekin; from this turn on when it comes at the start of a turn)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        add_lasting(g, "lasting_actions:" + ctx.side, self.n)
        g.say(
            f"{who(ctx.side)} gains {plural(self.n, 'action')} on each of its turns for the rest "
            f"of the game ({ctx.title})."
        )

    def text(self) -> str:
        what = "an action" if self.n == 1 else plural(self.n, "action")
        return f"You gain {what} on each of your turns for the remainder of the game."


class GainActionsOncePerTurn(NamedTuple):
    """During the controller's own turn, it gains ``n`` actions, once each turn for this card
    (Nevinyrral: at the start of the turn, or as it is rezzed during the turn).

    >>> GainActionsOncePerTurn(1).text()
    'If it is your turn and this card has given you no action yet this turn, gain 1 action.'
    """

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        key = f"gained_actions:{ctx.source}"
        if g.active != ctx.side or g.flags.get(key):
            return
        g.flags[key] = 1
        g.player(ctx.side).clicks += self.n
        g.touch()
        g.say(f"{who(ctx.side)} gains {g.ruleset.words.clicks(self.n)} ({ctx.title}).")

    def text(self) -> str:
        return (
            "If it is your turn and this card has given you no action yet this turn, gain "
            f"{plural(self.n, 'action')}."
        )


# ---------------------------------------------------------------------- losses when a card leaves


class WatchLeavePlay(NamedTuple):
    """A continuous rule of the card (``CardDef.state_checks``): once it has left play, its
    owner pays ``price`` bits or loses the game (0: loses, if the card was rezzed as it left:
    Nevinyrral; below 0: loses ``-price`` bits, as many as it has, the 1996 Crash Space). While the card is active it is watched: a lasting effect (see the module) that
    :func:`check_watches` reads once the card is gone."""

    price: int = 0

    def _kind(self, card: Card) -> str:
        return f"{WATCH}{card.side}:{card.id}:{card.title}"

    def applies(self, g: Game, card: Card) -> bool:
        return not lasting(g, self._kind(card))

    def apply(self, g: Game, card: Card) -> None:
        add_lasting(g, self._kind(card), self.price)

    def text(self) -> str:
        if self.price < 0:
            return f"If this card leaves play, lose {credits(-self.price)}."
        if self.price:
            return f"If this card leaves play, pay {credits(self.price)} or lose the game."
        return "If this card leaves play while rezzed, you lose the game."


def check_watches(g: Game) -> None:
    """A checkpoint rule: for each watched card (:class:`WatchLeavePlay`) no longer in play, its
    owner pays or loses; a Corp card derezzed stops being watched."""
    for e in lasting(g, WATCH):
        _, side, cid, title = e[0].split(":", 3)
        c = g.card(int(cid))
        if c is not None and c.installed:
            if side == CORP and not c.rezzed:
                g.lingering = [x for x in g.lingering if x != e]
            continue
        g.lingering = [x for x in g.lingering if x != e]
        g.touch()
        price = e[2]
        if price < 0:  # lose bits, as many as it has (the 1996 Crash Space: no loss of the game)
            p = g.player(side)
            lost = min(-price, p.credits)
            p.credits -= lost
            g.say(f"{title} has left play: {the(side)} loses {g.ruleset.words.credits(lost)}.")
            continue
        if not price:
            lose(g, side, f"{title} has left play while rezzed: {the(side)} loses the game.")
            return
        w = g.ruleset.words
        if g.spendable(side) >= price:
            g.pay(side, price)
            g.say(f"{title} has left play: {the(side)} pays {w.credits(price)}.")
        else:
            lose(
                g,
                side,
                f"{title} has left play and {the(side)} cannot pay {w.credits(price)}: "
                "it loses the game.",
            )
            return


class MayTrashThis(NamedTuple):
    """The controller may trash this card (Loan from Chiba, at the end of each of its turns)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or not c.installed:
            return
        g.ask(
            ctx.side,
            f"{ctx.title}: trash it now?",
            [
                (
                    Option("ability", card=ctx.title, card_id=c.id, label=f"Trash {ctx.title}"),
                    TrashStep(c.id, ctx.title),
                ),
                (Option("pass", label=f"Keep {ctx.title}"), NOTHING),
            ],
            public_prompt=f"{who(ctx.side)} decides whether to trash {ctx.title}.",
            kind="choose",
            source=c.id,
        )

    def text(self) -> str:
        return "You may trash this card."


class TrashStep(NamedTuple):
    card_id: int
    title: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is not None:
            g.say(f"{who(c.side)} trashes {self.title}.")
            g.trash(c)


# ---------------------------------------------------------------------- ACME Savings and Loan


class StartAcme(NamedTuple):
    """ACME Savings and Loan's lasting effect: pay 1 bit at the end of each of the Corp's turns
    or lose; an action and 12 bits end it and score 1 agenda point."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        add_lasting(g, ACME, 1)
        g.say(
            f"{ctx.title}: for the rest of the game the Corp pays {g.ruleset.words.credits(1)} at "
            "the end of each of its turns, or loses."
        )

    def text(self) -> str:
        return (
            f"For the remainder of the game, pay {credits(1)} at the end of each of your turns, or"
            f" lose the game. You can remove this effect, and score 1 agenda point, by taking an "
            f"action to pay {credits(ACME_REMOVAL)}."
        )


class AcmePayments(NamedTuple):
    """A step at the end of the Corp's turn: 1 bit for each ACME effect, or the Corp loses."""

    def run(self, g: Game) -> None:
        w = g.ruleset.words
        for _ in lasting(g, ACME):
            if g.corp.credits < 1:
                lose(
                    g,
                    CORP,
                    f"ACME Savings and Loan: the Corp cannot pay {w.credits(1)} at the end of its "
                    "turn and loses the game.",
                )
                return
            g.pay(CORP, 1)
            g.say(f"The Corp pays {w.credits(1)} (ACME Savings and Loan).")


def acme_options(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """The Corp's action to end an ACME effect (12 bits), scoring 1 agenda point."""
    if not lasting(g, ACME) or g.corp.credits < ACME_REMOVAL or g.corp.clicks < 1:
        return
    w = g.ruleset.words
    pairs.append(
        (
            Option(
                "ability",
                card="ACME Savings and Loan",
                label=f"ACME Savings and Loan: pay {w.credits(ACME_REMOVAL)} to end its effect "
                "and score 1 agenda point",
                amount=ACME_REMOVAL,
                cost=priced(1, ACME_REMOVAL),
            ),
            EndAcme(),
        )
    )


class EndAcme(NamedTuple):
    def run(self, g: Game) -> None:
        spend_click(g, CORP)
        g.pay(CORP, ACME_REMOVAL)
        e = lasting(g, ACME)[0]
        g.lingering.remove(e)
        g.add_agenda_points(CORP, 1)
        w = g.ruleset.words
        g.say(
            f"The Corp spends {w.clicks(1)} and {w.credits(ACME_REMOVAL)} to end ACME Savings and "
            f"Loan's effect and scores 1 agenda point, for {w.agenda_points(g.corp.agenda_points)}"
            " in all."
        )


# ---------------------------------------------------------------------- points forfeited


class ForfeitNextPoints(NamedTuple):
    """The controller forfeits the next ``n`` agenda points it scores (Arasaka Owns You)."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        mark = g.player(ctx.side).agenda_points
        add_lasting(g, f"{FORFEIT}{mark}", self.n)
        g.say(f"{who(ctx.side)} will forfeit the next {plural(self.n, 'agenda point')} it scores.")

    def text(self) -> str:
        return f"You forfeit the next {plural(self.n, 'agenda point')} you score."


def forfeit_points(g: Game) -> None:
    """A checkpoint rule, before the win check: agenda points the Runner scored while a
    :class:`ForfeitNextPoints` effect lasts are taken off (up to what is left of it)."""
    for e in lasting(g, FORFEIT):
        mark = int(e[0][len(FORFEIT) :])
        now = g.runner.agenda_points
        if now == mark:
            continue
        g.lingering.remove(e)
        left = e[2]
        if now > mark:
            take = min(left, now - mark)
            g.add_agenda_points(RUNNER, -take)
            left -= take
            now -= take
            g.say(
                f"The Runner forfeits {plural(take, 'agenda point')} (Arasaka Owns You), for "
                f"{g.ruleset.words.agenda_points(now)} in all."
            )
        if left:
            add_lasting(g, f"{FORFEIT}{now}", left)
        g.touch()


# ---------------------------------------------------------------------- shields


def lasting_shield(g: Game, kind: str, n: int) -> int:
    """How much of ``n`` damage of ``kind`` a lasting effect prevents (all of it, said once)."""
    if n > 0 and lasting(g, "lasting_shield:" + kind):
        g.say(f"All {kind} damage is prevented (Emergency Self-Construct): {n} {kind} damage.")
        return n
    return 0


class LastingChanges(NamedTuple):
    """Lasting effects of the game (see the module), each ``(kind, amount)``; ``says`` is their
    text (Emergency Self-Construct's three).

    >>> LastingChanges((("hand_size:runner", -1),), "Your hand size is reduced by 1.").text()
    'Your hand size is reduced by 1.'
    """

    changes: tuple[tuple[str, int], ...]
    says: str

    def resolve(self, g: Game, ctx: Ctx) -> None:
        for kind, amount in self.changes:
            add_lasting(g, kind, amount)
        g.say(f"{ctx.title}: {self.says}")

    def text(self) -> str:
        return self.says


__all__ = [
    "CARD_LOSS",
    "lose",
    "lasting",
    "LastingActions",
    "GainActionEachTurn",
    "GainActionsOncePerTurn",
    "WatchLeavePlay",
    "check_watches",
    "MayTrashThis",
    "StartAcme",
    "AcmePayments",
    "acme_options",
    "ForfeitNextPoints",
    "forfeit_points",
    "lasting_shield",
    "LastingChanges",
]

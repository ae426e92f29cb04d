"""The Runner's stack and trash in the 1996 game: looking at the top cards of the stack and
taking some (Aujourd'Oui, N.E.T.O., Ronin Around: each taken card paid for and shown to the
Corp), taking one and arranging the rest (If You Want It Done Right...), showing the top cards
and installing a program among them (Mystery Box), searching the stack or the trash for a program
to install (Self-Modifying Code, Sneak Preview, whose program comes back to the hand at the end
of the turn), bringing a card from the trash to the hand (Forgotten Backup Chip, Gideon's
Pawnshop, Junkyard BBS); and cutting R&D before an access (Microtech AI Interface).

What the Runner sees of its own stack is in its decisions' prompts and options (the Corp reads
only that the Runner looks); a card shown to the Corp is named in the public log.

>>> TakeFromTopOfStack(5, ("program",)).text()
'Look at the top 5 cards of your stack. You may take any programs among them into your grip, paying 1 credit for each and showing it to the Corp. Shuffle your stack.'
>>> TakeOneArrangeRest(5).text()
'Look at the top 5 cards of your stack. Take one of them into your grip, and put the rest back in any order.'
>>> InstallProgram(from_trash=True, free=True, back_to_hand=True).text()
'Choose a program in your trash or search your stack for one, and install it at no cost. Shuffle your stack. At the end of the turn, take that program into your grip.'
>>> TrashToHand("program").text()
'Search your trash for a program and take it into your grip.'
>>> TopOfTrashToHand().text()
'Take the top card of your trash into your grip.'
>>> MayCutRD().text()
'You may first cut any number of cards from the top of R&D to the bottom.'
>>> ShowTopAndInstall(5).text()[:58]
'Show the top 5 cards of your stack to the Corp. If any of '
>>> OncePerRun().text()
'a run is in progress and you have not used this ability during it'
>>> BackToHand().text()
'Take that program into your grip.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.choices import choose_card
from ...engine.cost import priced
from ...engine.decision import Option
from ...engine.fetch import ShuffleDeck, ToHand, to_hand
from ...engine.game import Ctx
from ...engine.install import runner_install_options
from ...engine.state import HAND, PROGRAM
from ...engine.steps import NOTHING, Chain, Resolve, in_parens, one_per_title, plural, source_id
from ...engine.words import credits, current_words

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.state import Card


def _types(types: tuple[str, ...], *, plural_s: bool = False) -> str:
    """Card types in the current words: "program", "prep or resource"."""
    w = current_words()
    names = [w.type_name(t) + ("s" if plural_s and t != "hardware" else "") for t in types]
    return " or ".join(names)


def _titles(cards: list[Card]) -> str:
    return ", ".join(c.title for c in cards)


def _top(g: Game, ids: tuple[int, ...]) -> list[Card]:
    """The cards of the Runner's stack among ``ids``, top first."""
    return [c for c in g.runner.deck if c.id in ids]


# ---------------------------------------------------------------------- conditions


class OncePerRun(NamedTuple):
    """A run is in progress and this card's ability has not been used during it (Mystery Box)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        r = g.run
        return r is not None and not r.ended and f"used:{ctx.source}" not in r.mods

    def text(self) -> str:
        return "a run is in progress and you have not used this ability during it"


def _mark_used(g: Game, ctx: Ctx) -> None:
    if g.run is not None:
        g.run.mods[f"used:{ctx.source}"] = 1


# ---------------------------------------------------------------------- the top of the stack


class TakeFromTopOfStack(NamedTuple):
    """Look at the top ``n`` cards of the stack; take any of ``types`` among them into the grip,
    paying ``price`` bits for each and showing it to the Corp; then shuffle the stack."""

    n: int
    types: tuple[str, ...]
    price: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = g.runner.deck[: self.n]
        if not top:
            g.say(f"The stack is empty: the Runner has nothing to look at{in_parens(ctx.title)}.")
            return
        g.say(
            f"The Runner looks at the top {plural(len(top), 'card')} of the stack"
            f"{in_parens(ctx.title)}."
        )
        g.push(TakeStep(tuple(c.id for c in top), self.types, self.price, ctx.title, ctx.source))

    def text(self) -> str:
        return (
            f"Look at the top {self.n} cards of your stack. You may take any "
            f"{_types(self.types, plural_s=True)} among them into your grip, paying "
            f"{credits(self.price)} for each and showing it to the Corp. Shuffle your stack."
        )


class TakeStep(NamedTuple):
    """Take one more of the cards looked at (``ids``), or stop: then the stack is shuffled."""

    ids: tuple[int, ...]
    types: tuple[str, ...]
    price: int
    source: str
    source_card: int

    def run(self, g: Game) -> None:
        cards = _top(g, self.ids)
        w = g.ruleset.words
        pairs: list[tuple[Option, Any]] = []
        if g.spendable(RUNNER) >= self.price:
            for c in one_per_title(c for c in cards if c.data.type in self.types):
                rest = tuple(i for i in self.ids if i != c.id)
                pairs.append(
                    (
                        Option(
                            "choose",
                            card=c.title,
                            card_id=c.id,
                            label=f"Take {c.title} into your grip ({w.credits(self.price)})",
                            cost=priced(0, self.price),
                        ),
                        Chain((PayAndTake(c.id, self.price, self.source), self._replace(ids=rest))),
                    )
                )
        pairs.append((Option("pass", label="Take nothing more"), ShuffleDeck(RUNNER, self.source)))
        seen = _titles(cards) if cards else "nothing left"
        g.ask(
            RUNNER,
            f"{self.source}: you look at {seen}. Take a {_types(self.types)} into your grip for "
            f"{w.credits(self.price)}?",
            pairs,
            public_prompt=f"{self.source}: the Runner looks at the top of the stack.",
            kind="choose",
            source=self.source_card if g.card(self.source_card) is not None else None,
            source_title=self.source,
        )


class PayAndTake(NamedTuple):
    """Pay ``price`` bits and take the card ``card_id`` from the stack, showing it to the Corp."""

    card_id: int
    price: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.pay(RUNNER, self.price)
        to_hand(g, c, self.source)


class TakeOneArrangeRest(NamedTuple):
    """Look at the top ``n`` cards of the stack, take one of them into the grip (unseen by the
    Corp) and put the rest back on top in the order the Runner likes."""

    n: int = 5

    def resolve(self, g: Game, ctx: Ctx) -> None:
        top = g.runner.deck[: self.n]
        if not top:
            g.say(f"The stack is empty: the Runner has nothing to look at{in_parens(ctx.title)}.")
            return
        g.say(
            f"The Runner looks at the top {plural(len(top), 'card')} of the stack"
            f"{in_parens(ctx.title)}."
        )
        k = len(top)
        pairs = [
            (
                Option(
                    "choose", card=c.title, card_id=c.id, label=f"Take {c.title} into your grip"
                ),
                Chain((TakeUnseen(c.id, ctx.title), ArrangeStack(0, k - 1, ctx.title))),
            )
            for c in one_per_title(top)
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: you look at {_titles(top)}. Which one do you take into your grip?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner takes a card from the top of the stack.",
            kind="choose",
            source_title=ctx.title,
        )

    def text(self) -> str:
        return (
            f"Look at the top {self.n} cards of your stack. Take one of them into your grip, and"
            " put the rest back in any order."
        )


class TakeUnseen(NamedTuple):
    """The card ``card_id`` goes from the stack to the grip; the Corp does not see it."""

    card_id: int
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.move(c, HAND)
        g.say(f"The Runner takes a card from the top of the stack into the grip ({self.source}).")


class ArrangeStack(NamedTuple):
    """Choose the card for position ``pos`` (0: the top) among the stack's cards ``pos`` to
    ``k - 1``; the others follow in turn."""

    pos: int
    k: int
    source: str

    def run(self, g: Game) -> None:
        deck = g.runner.deck
        rest = deck[self.pos : self.k]
        titles = list(dict.fromkeys(c.title for c in rest))
        if len(titles) <= 1:
            if self.k > 0:
                g.say(f"The Runner puts the rest back on top of the stack ({self.source}).")
            return
        place = self.pos + 1
        order = ", ".join(c.title for c in rest)
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=t,
                    amount=place,
                    label=f"Put {t} in position {place} from the top",
                ),
                Chain((PutAt(t, self.pos, self.k), self._replace(pos=self.pos + 1))),
            )
            for t in titles
        ]
        pairs.append(
            (
                Option("pass", label=f"Leave the rest in this order: {order}"),
                PutAt("", self.pos, self.k, self.source),
            )
        )
        g.ask(
            RUNNER,
            f"{self.source}: which card goes in position {place} from the top of your stack? "
            f"(now, from position {place}: {order})",
            pairs,
            public_prompt=f"{self.source}: the Runner arranges the top of the stack.",
            kind="choose",
            source_title=self.source,
            params={"position": place},
        )


class PutAt(NamedTuple):
    """Move the card titled ``title`` among the stack's cards ``pos`` to ``k - 1`` to position
    ``pos``; with no title, the arranging is done (``done``: the source, said in the log)."""

    title: str
    pos: int
    k: int
    done: str = ""

    @property
    def top_seen(self) -> int:
        """How many cards at the top of its own deck the deciding side is looking at: a search's
        determinisations keep them where they are (``engine/determinize.py``)."""
        return self.k

    def run(self, g: Game) -> None:
        if not self.title:
            g.say(f"The Runner puts the rest back on top of the stack ({self.done}).")
            return
        deck = g.runner.deck
        c = next(c for c in deck[self.pos : self.k] if c.title == self.title)
        deck.remove(c)
        deck.insert(self.pos, c)


class ShowTopAndInstall(NamedTuple):
    """Mystery Box: show the top ``n`` cards of the stack to the Corp; if any is a program, trash
    this card and install one of them at no cost; shuffle the stack."""

    n: int = 5

    def resolve(self, g: Game, ctx: Ctx) -> None:
        _mark_used(g, ctx)
        top = g.runner.deck[: self.n]
        shuffle = ShuffleDeck(RUNNER, ctx.title)
        if not top:
            g.say(f"The stack is empty: the Runner has nothing to show{in_parens(ctx.title)}.")
            return
        g.say(
            f"The Runner shows the top {plural(len(top), 'card')} of the stack to the Corp: "
            f"{_titles(top)}{in_parens(ctx.title)}."
        )
        programs = one_per_title(c for c in top if c.data.type == "program")
        if not programs:
            g.push(shuffle)
            return
        me = g.card(ctx.source)
        if me is not None and me.installed:
            g.say(f"The Runner trashes {me.title}.")
            g.trash(me)
        pairs: list[tuple[Option, Any]] = []
        for c in programs:
            for o, step in runner_install_options(g, c, click=False, free=True):
                pairs.append((o._replace(card_id=c.id), Chain((step, shuffle))))
        if not pairs:
            g.say(f"{ctx.title}: none of those programs can be installed.")
            g.push(shuffle)
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: install which of these programs at no cost?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner chooses a program to install.",
            kind="choose",
            source_title=ctx.title,
        )

    def text(self) -> str:
        return (
            f"Show the top {self.n} cards of your stack to the Corp. If any of them are programs,"
            " trash this card and install one of those programs at no cost. Shuffle your stack."
        )


# ---------------------------------------------------------------------- installing a program


class InstallProgram(NamedTuple):
    """Search the stack (and, ``from_trash``, the trash) for a program and install it, paying
    its install cost unless ``free`` (as far as the Runner can: none found or none affordable,
    nothing is installed); shuffle the stack. With ``back_to_hand``, the program goes back to the
    grip at the end of the turn (Sneak Preview). Asked even when nothing fits, so the Corp learns
    nothing of the stack."""

    from_trash: bool = False
    free: bool = False
    back_to_hand: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        shuffle = ShuffleDeck(RUNNER, ctx.title)
        r = g.runner
        after: tuple[Any, ...] = (shuffle,)
        pairs: list[tuple[Option, Any]] = []
        places = [("your stack", r.deck)]
        if self.from_trash:
            places.insert(0, ("your trash", r.discard))
        for where, cards in places:
            for c in one_per_title(c for c in cards if c.data.type == "program"):
                for o, step in runner_install_options(g, c, click=False, free=self.free):
                    then = (MarkBackToHand(c.title, ctx.title),) if self.back_to_hand else ()
                    label = o.label.replace(f"Install {c.title}", f"Install {c.title} from {where}")
                    o = o._replace(label=label, card_id=c.id if cards is r.discard else None)
                    pairs.append((o, Chain((step, *then, *after))))
        pairs.append((Option("pass", label="Install nothing"), shuffle))
        where = "the trash or the stack" if self.from_trash else "the stack"
        g.ask(
            RUNNER,
            f"{ctx.title}: which program do you install?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner searches {where} for a program.",
            kind="choose",
            source=source_id(ctx) if g.card(ctx.source) is not None else None,
            source_title=ctx.title,
        )

    def text(self) -> str:
        cost = "at no cost" if self.free else "paying its install cost"
        if self.from_trash:
            what = "Choose a program in your trash or search your stack for one, and install it"
        else:
            what = "Search your stack for a program and install it"
        back = (
            " At the end of the turn, take that program into your grip."
            if self.back_to_hand
            else ""
        )
        return f"{what} {cost}. Shuffle your stack.{back}"


class MarkBackToHand(NamedTuple):
    """After the install: the program ``title`` just installed (the last one of that title to
    arrive) goes back to the grip at the end of the turn (a lasting effect on it)."""

    title: str
    source: str

    def run(self, g: Game) -> None:
        mine = [c for c in g.runner.program if c.title == self.title and c.installed_turn == g.turn]
        if not mine:
            return
        c = max(mine, key=lambda c: c.id)  # a card gets a new id as it moves: the newest
        g.linger(("back_to_hand", c.id, 0, "turn"))


class BackToHand(NamedTuple):
    """The installed program (``ctx.source``) goes back to the Runner's grip."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        c = g.card(ctx.source)
        if c is None or c.zone != PROGRAM:
            return
        title = c.title
        g.move(c, HAND)
        g.say(f"The Runner takes {title} back into the grip ({ctx.extra}).")

    def text(self) -> str:
        return "Take that program into your grip."


def back_to_hand_triggers(g: Game, event: str, extra: Any) -> list[tuple[str, Any]]:
    """At the end of the turn, each program a card installed "until the end of the turn" (Sneak
    Preview) goes back to the grip."""
    if event not in ("runner_turn_ends", "corp_turn_ends") or not g.lingering:
        return []
    out: list[tuple[str, Any]] = []
    for kind, cid, _, _ in g.lingering:
        c = g.card(cid) if kind == "back_to_hand" else None
        if c is not None:
            out.append(
                (RUNNER, Resolve((BackToHand(),), Ctx(RUNNER, cid, c.title, "Sneak Preview")))
            )
    return out


# ---------------------------------------------------------------------- the trash


class TrashToHand(NamedTuple):
    """Search the trash for a card (of ``card_type``; any if "") and take it into the grip."""

    card_type: str = ""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        heap = [c for c in g.runner.discard if not self.card_type or c.data.type == self.card_type]
        what = _types((self.card_type,)) if self.card_type else "card"
        if not heap:
            g.say(f"{ctx.title}: there is no {what} in the Runner's trash.")
            return
        choose_card(
            g,
            RUNNER,
            one_per_title(heap),
            lambda c: ToHand(c.id, ctx.title),
            label=lambda c: f"Take {c.title} into your grip",
            prompt=f"{ctx.title}: take which {what} from your trash?",
            public_prompt=f"{ctx.title}: the Runner takes a {what} from the trash.",
            source_title=ctx.title,
        )

    def text(self) -> str:
        what = _types((self.card_type,)) if self.card_type else "card"
        return f"Search your trash for a {what} and take it into your grip."


class TopOfTrashToHand(NamedTuple):
    """The top card of the trash (the last one put there) goes into the grip."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not g.runner.discard:
            g.say(f"{ctx.title}: the Runner's trash is empty.")
            return
        to_hand(g, g.runner.discard[-1], ctx.title)

    def text(self) -> str:
        return "Take the top card of your trash into your grip."


# ---------------------------------------------------------------------- cutting R&D


class MayCutRD(NamedTuple):
    """About to access cards from R&D, the Runner may first cut any number of cards from the top
    of R&D to the bottom (Microtech AI Interface)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = len(g.corp.deck)
        if n < 2:
            return  # cutting changes nothing
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=ctx.title,
                    card_id=source_id(ctx),
                    amount=k,
                    label=f"Cut {plural(k, 'card')} from the top of R&D to the bottom",
                ),
                CutRD(k, ctx.title),
            )
            for k in range(1, n)
        ]
        pairs.append((Option("pass", label="Cut no card"), NOTHING))
        g.ask(
            RUNNER,
            f"{ctx.title}: cut cards from the top of R&D to the bottom before you access it?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner decides whether to cut R&D.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return "You may first cut any number of cards from the top of R&D to the bottom."


class CutRD(NamedTuple):
    """The top ``k`` cards of R&D go to the bottom, in their order."""

    k: int
    source: str

    def run(self, g: Game) -> None:
        deck = g.corp.deck
        deck[:] = deck[self.k :] + deck[: self.k]
        g.renumber(deck)  # the cards moved: new ids, and the Runner loses track of R&D
        g.say(
            f"The Runner cuts {plural(self.k, 'card')} from the top of R&D to the bottom"
            f"{in_parens(self.source)}."
        )


__all__ = [
    "OncePerRun",
    "TakeFromTopOfStack",
    "TakeStep",
    "TakeOneArrangeRest",
    "ArrangeStack",
    "ShowTopAndInstall",
    "InstallProgram",
    "MarkBackToHand",
    "BackToHand",
    "back_to_hand_triggers",
    "TrashToHand",
    "TopOfTrashToHand",
    "MayCutRD",
    "CutRD",
]

"""The Runner's 1996 run tricks and hooks: a replacement only while the Corp has bits
(B-run-as-other: Edited Shipping Manifests), another run without an action once a turn
(B-once-per-turn: Bodyweight Data Crèche), a draw that draws one more (B-draw-hook: Crash
Everett, Inventive Fixer) and the jack out a base link card forces (B-link-variants: Submarine
Uplink). Priority Wreck's any number of bits (B-X) is ``xcosts.PayX``.

>>> from netrunner.engine.effects import GainCredits, LoseCredits, TakeTags
>>> ReplaceIf(CorpHasBits(), (LoseCredits(1), TakeTags(1), GainCredits(10))).text()
'if the Corp has any credits, the Corp loses 1 credit; then take 1 tag; then gain 10 credits; otherwise, access cards as usual.'
>>> CorpHasBits().text()
'the Corp has any credits'
>>> RunAgainOnce().text()
'Once per turn, right after making a successful run, you may make another run without taking an action to do so.'
>>> DrawOneMore().text()
'Whenever you draw one or more cards from your stack, draw an extra card; then choose one of the cards drawn and either trash it or return it to the top of your stack.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.decision import Option
from ...engine.effects import end_run
from ...engine.flow import once_key
from ...engine.run import StartRun
from ...engine.state import DECK, DISCARD, HAND
from ...engine.steps import NOTHING, Resolve, one_per_title, plural, source_id, who
from ...engine.words import current_words
from .runlock import LOCK

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game


class ReplaceIf(NamedTuple):
    """An access replacement that happens only if ``condition`` holds when the Runner would
    access: ``effects`` one after the other ("the Corp loses 1 bit; then take 1 tag; then gain
    10 bits"); otherwise the Runner accesses cards as usual (Edited Shipping Manifests, with the
    run's ``must_replace``)."""

    condition: Any
    effects: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if self.condition.test(g, ctx):
            g.push(Resolve(self.effects, ctx))
            return
        from ...engine.run import StartAccess

        g.say(f"{ctx.title}: not so that {self.condition.text()}; the Runner accesses cards.")
        g.push(StartAccess())

    def text(self) -> str:
        parts = [e.text().rstrip(".") for e in self.effects]
        parts = [p[0].lower() + p[1:] for p in parts if p]
        return (
            f"if {self.condition.text()}, "
            + "; then ".join(parts)
            + "; otherwise, access cards as usual."
        )


class CorpHasBits(NamedTuple):
    """The Corp has at least one bit."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return g.corp.credits > 0

    def text(self) -> str:
        return f"the Corp has any {current_words().credit[1]}"


# ---------------------------------------------------------------------- another run


class RunAgainOnce(NamedTuple):
    """After a successful run, once per turn, the Runner may make another run without an action:
    offered once the run is over (the run's ``after`` steps), while this card is installed."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is None or g.flags.get(once_key(ctx.source)):
            return
        r.after = (*r.after, MayRunAgain(ctx))

    def text(self) -> str:
        return (
            "Once per turn, right after making a successful run, you may make another run without"
            " taking an action to do so."
        )


class MayRunAgain(NamedTuple):
    """A step, once the successful run is over: run again without an action, or not (not while
    a run lock holds: Rex)."""

    ctx: Ctx

    def run(self, g: Game) -> None:
        c = g.card(self.ctx.source)
        if c is None or not c.installed or g.flags.get(once_key(c.id)) or g.over:
            return
        if any(e[0].startswith(LOCK) for e in g.lingering):
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option("run", server=name, label=f"{c.title}: run {name} without an action"),
                RunAgain(c.id, name, self.ctx),
            )
            for name in g.corp.servers
        ]
        pairs.append((Option("pass", label="Don't run again"), NOTHING))
        g.ask(
            RUNNER,
            f"{c.title}: make another run without taking an action?",
            pairs,
            public_prompt=f"The Runner decides whether to run again ({c.title}).",
            kind="choose",
            source=c.id,
        )


class RunAgain(NamedTuple):
    """A step: the once-a-turn extra run of the card ``card_id`` on ``server``."""

    card_id: int
    server: str
    ctx: Ctx

    def run(self, g: Game) -> None:
        g.flags[once_key(self.card_id)] = 1
        g.say(f"The Runner makes another run without an action ({self.ctx.title}).")
        g.push(StartRun(self.server, self.ctx))


# ---------------------------------------------------------------------- draws


class DrewFromStack(NamedTuple):
    """The draw that triggered (``ctx.extra``: the side that drew and the cards' ids) was this
    card's controller's."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return isinstance(ctx.extra, tuple) and bool(ctx.extra) and ctx.extra[0] == ctx.side

    def text(self) -> str:
        return "you draw one or more cards from your stack"


class DrawOneMore(NamedTuple):
    """After a draw from the stack (event ``draw``): draw one more card, then choose one of the
    cards drawn (still in hand) to trash or to put back on top of the stack."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        side = ctx.side
        p = g.player(side)
        ids = list(ctx.extra[1]) if isinstance(ctx.extra, tuple) else []
        if p.deck:  # moved by hand, not drawn again: this extra card triggers nothing
            ids.append(g.move(p.deck[0], HAND).id)
            g.say(f"{who(side)} draws 1 more card ({ctx.title}).")
        drawn = [c for c in p.hand if c.id in ids]
        if not drawn:
            return
        pairs: list[tuple[Option, Any]] = []
        for c in one_per_title(drawn):
            pairs.append(
                (
                    Option("choose", card=c.title, target="trash", label=f"Trash {c.title}"),
                    PutBack(c.id, False, ctx.title),
                )
            )
            pairs.append(
                (
                    Option(
                        "choose",
                        card=c.title,
                        target="stack",
                        label=f"Put {c.title} back on top of your stack",
                    ),
                    PutBack(c.id, True, ctx.title),
                )
            )
        g.ask(
            side,
            f"{ctx.title}: trash one of the {plural(len(drawn), 'card')} drawn, or put it back on "
            "top of your stack?",
            pairs,
            public_prompt=f"{ctx.title}: {who(side).lower()} chooses a card drawn to trash or put"
            " back.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return (
            "Whenever you draw one or more cards from your stack, draw an extra card; then choose"
            " one of the cards drawn and either trash it or return it to the top of your stack."
        )


class PutBack(NamedTuple):
    """A step: the drawn card ``card_id`` goes back on top of the stack (``top``), or to the
    trash, face up."""

    card_id: int
    top: bool
    source: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        if self.top:
            g.move(c, DECK, top=True)
            g.say(f"{who(c.side)} puts a card back on top of the stack ({self.source}).")
        else:
            g.move(c, DISCARD, faceup=True)
            g.say(f"{who(c.side)} trashes {c.title} ({self.source}).")


# ---------------------------------------------------------------------- a forced jack out


#: the run's mod: the Runner jacks out once the current encounter ends (Submarine Uplink)
JACK_OUT_AFTER_ENCOUNTER = "jack_out_after_encounter"


def force_jack_out(g: Game, title: str) -> None:
    """Using ``title`` forces the Runner to jack out after the current encounter ends: when the
    encounter ends (:class:`JackOutIfForced`); at once outside an encounter before the run is
    successful; after that, the run ends by itself."""
    r = g.run
    if r is None or r.ended:
        return
    if r.phase == "encounter":
        r.mods[JACK_OUT_AFTER_ENCOUNTER] = 1
        g.say(f"{title}: the Runner must jack out after this encounter.")
    elif not r.successful:
        end_run(g, f"The Runner jacks out ({title}).")


class JackOutIfForced(NamedTuple):
    """When an encounter ends: the Runner jacks out if a card forced it to (``force_jack_out``)."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        r = g.run
        if r is not None and r.mods.pop(JACK_OUT_AFTER_ENCOUNTER, 0):
            end_run(g, f"The Runner jacks out ({ctx.title}).")

    def text(self) -> str:
        return ""


__all__ = [
    "ReplaceIf",
    "CorpHasBits",
    "RunAgainOnce",
    "MayRunAgain",
    "RunAgain",
    "DrewFromStack",
    "DrawOneMore",
    "PutBack",
    "force_jack_out",
    "JackOutIfForced",
    "JACK_OUT_AFTER_ENCOUNTER",
]

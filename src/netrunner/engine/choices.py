"""Effects that make a player choose: whether the Corp pays for an effect (``CorpMayPay``,
``CorpMayPayPerAdvancement``, ``PaidThen``), one of several effects (``ChooseOne``), a card or a
piece of ice (``choose_card``, ``choose_ice``), a card to expose, to rez for free or to trash
(``Expose``, ``RezIceFree``, ``TrashProgram``), a server to run (``MakeRun``,
``RunChosenServer``); and ``sub``, a subroutine made of effects.

>>> TrashProgram(("program", "hardware")).text()
'Trash 1 program or hardware.'
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any, NamedTuple

from .carddb import CORP, RUNNER
from .cost import Cost
from .damage import PreventWindow
from .decision import Option
from .naming import ice_label, ice_position
from .state import ICE
from .steps import NOTHING, Resolve, advancements, installed_ice, join_texts, source_id, the, who
from .view import visible_to
from .words import credits

if TYPE_CHECKING:
    from .game import Ctx, Game
    from .state import Card


# ---------------------------------------------------------------------- choices


class CorpMayPay(NamedTuple):
    """The Corp may pay ``credits`` to resolve ``effects`` (ambushes such as Snare!); with 0
    credits, the Corp only decides whether they happen (Ghost Branch)."""

    credits: int
    effects: tuple[Any, ...]

    def resolve(self, g: Game, ctx: Ctx) -> None:
        bits = g.ruleset.words.credits(self.credits)
        if g.spendable(CORP) < self.credits:
            g.say(f"The Corp cannot pay {bits} for {ctx.title}.")
            return
        body = join_texts(self.effects)
        what = join_texts(self.effects, sentence=False)
        if self.credits:
            prompt = f"{ctx.title}: pay {bits} to {what}"
            label, decline = f"Pay {bits}: {body}", "Don't pay"
        else:
            prompt, label, decline = f"{ctx.title}: {what[:-1]}?", body, "Decline"
        g.ask(
            CORP,
            prompt,
            [
                (
                    Option.new(
                        "ability",
                        card=ctx.title,
                        card_id=ctx.source,
                        label=label,
                        cost=Cost(credits=self.credits),
                    ),
                    PaidThen(CORP, self.credits, self.effects, ctx),
                ),
                (Option.new("pass", label=decline), NOTHING),
            ],
            public_prompt=f"The Corp decides whether to use {ctx.title}.",
            kind="choose",
            source=source_id(ctx),
            params={"cost": self.credits},
        )

    def text(self) -> str:
        pay = f"pay {credits(self.credits)} to " if self.credits else ""
        return f"You may {pay}" + join_texts(self.effects, sentence=False)


class CorpMayPayPerAdvancement(NamedTuple):
    """The Corp may pay ``credits`` to resolve ``effect`` (one with an amount ``n``: GiveTags,
    Damage) multiplied by the advancement tokens on this card; nothing happens without tokens.

    >>> from netrunner.engine.effects import Damage
    >>> CorpMayPayPerAdvancement(1, Damage("net", 2)).text()
    'You may pay 1 credit to do 2 net damage for each advancement token on this card.'
    """

    credits: int
    effect: Any

    def resolve(self, g: Game, ctx: Ctx) -> None:
        n = advancements(g, ctx)
        if n > 0:  # nothing to decide otherwise (advancement tokens are public)
            scaled = self.effect._replace(n=self.effect.n * n)
            CorpMayPay(self.credits, (scaled,)).resolve(g, ctx)

    def text(self) -> str:
        each = CorpMayPay(self.credits, (self.effect,)).text()[:-1]
        return f"{each} for each advancement token on this card."


class PaidThen(NamedTuple):
    """A step: ``side`` pays ``credits`` (if any) for ``ctx``'s card, then ``effects`` resolve."""

    side: str
    credits: int
    effects: tuple[Any, ...]
    ctx: Ctx

    def run(self, g: Game) -> None:
        if self.credits:
            g.pay(self.side, self.credits)
            g.say(
                f"{who(self.side)} pays {g.ruleset.words.credits(self.credits)} for "
                f"{self.ctx.title}."
            )
        g.push(Resolve(self.effects, self.ctx))


class ChooseOne(NamedTuple):
    """A player picks one of several effect lists: the controller ("Gain 2 credits or expose 1
    card"), or ``by`` that side ("The Runner must take 1 tag or end the run": Data Raven).

    >>> from netrunner.engine.effects import EndTheRun, TakeTags
    >>> ChooseOne(((TakeTags(1),), (EndTheRun(),)), by=RUNNER).text()
    'The Runner must take 1 tag or end the run.'
    """

    choices: tuple[tuple[Any, ...], ...]
    by: str = ""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        player = self.by or ctx.side
        pairs = []
        for effects in self.choices:
            label = join_texts(effects)
            pairs.append(
                (
                    Option.new("choose", card=ctx.title, target=label, label=label),
                    Resolve(effects, ctx),
                )
            )
        g.ask(
            player,
            f"{ctx.title}: choose one",
            pairs,
            public_prompt=f"{ctx.title}: {the(player)} chooses.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        body = " or ".join(join_texts(c, sentence=False).rstrip(".") for c in self.choices)
        if self.by:
            return f"{who(self.by)} must {body}."
        return body[0].upper() + body[1:] + "."


def choose_card(
    g: Game,
    player: str,
    cards: Iterable[Card],
    then: Callable[[Card], Any],
    *,
    label: Callable[[Card], str],
    prompt: str,
    public_prompt: str,
    decline: str = "",
    source: int | None = None,
    source_title: str | None = None,
) -> None:
    """Ask ``player`` to choose one of ``cards``: a "choose" option per card (with its title only
    if ``player`` may know it, its id and its server), labelled ``label(card)``; choosing pushes
    ``then(card)``. ``decline``, if given, labels a "pass" option (choosing nothing); ``source`` is
    the id of the card that asks (``source_title`` its title, for a card without an id any more:
    an operation that resolved). Nothing is asked when there is no option at all."""
    pairs: list[tuple[Option, Any]] = [
        (
            Option.new(
                "choose",
                card=c.title if visible_to(g, c, player) else None,
                card_id=c.id,
                server=c.server,
                label=label(c),
            ),
            then(c),
        )
        for c in cards
    ]
    if decline:
        pairs.append((Option.new("pass", label=decline), NOTHING))
    if pairs:
        g.ask(
            player,
            prompt,
            pairs,
            public_prompt=public_prompt,
            kind="choose",
            source=source,
            source_title=source_title,
        )


def choose_ice(
    g: Game, ctx: Ctx, then: Callable[[Card], Any], *, unrezzed_only: bool = False
) -> None:
    """The controller of ``ctx`` chooses an installed piece of ice (an unrezzed one if
    ``unrezzed_only``), named by its position, and by its title only once rezzed (``ice_label``);
    choosing pushes ``then(ice)``."""
    ice = installed_ice(g, rezzed=False if unrezzed_only else None)
    what = "an unrezzed piece of ice" if unrezzed_only else "a piece of ice"
    if not ice:
        g.say(f"{ctx.title}: there is no {'unrezzed ' if unrezzed_only else ''}ice to choose.")
        return
    choose_card(
        g,
        ctx.side,
        ice,
        then,
        label=lambda c: f"Choose {ice_label(g, c)}",
        prompt=f"{ctx.title}: choose {what}",
        public_prompt=f"{ctx.title}: {the(ctx.side)} chooses {what}.",
        source=source_id(ctx),
    )


class Expose(NamedTuple):
    """The Runner exposes an installed Corp card: it is revealed, and stays where it is. With
    ``roots_only``, only a card installed in a server (its root), not ice (Mouse).

    >>> Expose(roots_only=True).text()
    'Expose 1 card installed in the root of a server.'
    """

    roots_only: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs = []
        for name, s in g.corp.servers.items():
            for c in s.content if self.roots_only else (*s.ice, *s.content):
                if c.rezzed:
                    what = c.title
                elif c.zone == ICE:
                    what = f"{ice_position(g, c)} (unrezzed)"
                else:
                    what = f"the unrezzed card in {name}"
                pairs.append(
                    (
                        Option.new(
                            "choose",
                            card=c.title if c.rezzed else None,
                            card_id=c.id,
                            server=name,
                            label=f"Expose {what}",
                        ),
                        PreventWindow("expose", 1, ctx.title, c.id),
                    )
                )
        if not pairs:
            g.say("There is no installed card to expose.")
            return
        g.ask(RUNNER, "Expose which card?", pairs, kind="choose", source=source_id(ctx))

    def text(self) -> str:
        if self.roots_only:
            return "Expose 1 card installed in the root of a server."
        return "Expose 1 card."


class RezIceFree(NamedTuple):
    """The Corp may rez a piece of ice ignoring all costs."""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        pairs: list[tuple[Option, Any]] = []
        for name, s in g.corp.servers.items():
            for c in s.ice:
                if not c.rezzed:
                    pairs.append(
                        (
                            Option.new(
                                "rez",
                                card=c.title,
                                card_id=c.id,
                                server=name,
                                label=f"Rez {c.title} protecting {name} for free",
                            ),
                            RezFree(c.id),
                        )
                    )
        if not pairs:
            return
        pairs.append((Option.new("pass", label="Rez nothing"), NOTHING))
        g.ask(
            CORP,
            f"{ctx.title}: rez a piece of ice ignoring all costs?",
            pairs,
            public_prompt=f"The Corp may rez a piece of ice for free ({ctx.title}).",
            kind="rez",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return "You may rez a piece of ice ignoring all costs."


class RezFree(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        assert c is not None
        _flow.rez_card(g, c, None)


class TrashProgram(NamedTuple):
    """The Corp trashes an installed Runner card of one of ``types`` (default: a program) of its
    choice; the Runner may prevent it (Sacrificial Construct)."""

    types: tuple[str, ...] = ("program",)

    def resolve(self, g: Game, ctx: Ctx) -> None:
        choose_card(
            g,
            CORP,
            [c for c in g.runner.rig() if c.data.type in self.types],
            lambda c: PreventWindow("trash", 1, ctx.title, c.id),
            label=lambda c: f"Trash {c.title}",
            prompt=f"{ctx.title}: trash which {' or '.join(self.types)}?",
            public_prompt=f"{ctx.title}: the Corp chooses a card to trash.",
            source=source_id(ctx),
        )

    def text(self) -> str:
        return f"Trash 1 {' or '.join(self.types)}."


class MakeRun(NamedTuple):
    """Make a run on ``server`` (as part of an event); ``instead`` replaces access if successful;
    ``mods`` change the run (see ``run.StartRun``); ``on_end`` resolves when the run ends.

    The replacement is offered beside the access (Android: Netrunner's Account Siphon as this
    engine has always played it), unless the mod ``must_replace`` says it happens with no choice
    ("do not access cards; instead": the 1996 Weather-to-Finance Pipe, no "may" on the card).

    >>> MakeRun("R&D", mods=(("access_extra", 2),)).text()
    'Make a run on R&D. If it is successful, access 2 more cards from R&D.'
    >>> from netrunner.engine.effects import LoseCredits
    >>> MakeRun("HQ", instead=(LoseCredits(4),), mods=(("must_replace", 1),)).text()
    'Make a run on HQ. If it is successful, do not access cards from HQ; instead, the Corp loses 4 credits.'
    """

    server: str
    instead: tuple[Any, ...] = ()
    mods: tuple[tuple[str, int], ...] = ()
    on_end: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        g.push(_run.StartRun(self.server, ctx, self.instead, self.mods, self.on_end))

    def text(self) -> str:
        t = f"Make a run on {self.server}."
        if self.instead and ("must_replace", 1) in self.mods:  # no choice: no "may"
            t += f" If it is successful, do not access cards from {self.server}; instead, "
            t += join_texts(self.instead, sentence=False)
        elif self.instead:
            t += " If successful, instead of accessing cards " + join_texts(
                self.instead, sentence=False
            )
        return t + _run_text(self.server, self.mods, self.on_end)


class RunChosenServer(NamedTuple):
    """Make a run on a server of the Runner's choice among ``servers`` (any server if empty),
    with ``mods`` and ``on_end`` as for :class:`MakeRun`.

    >>> RunChosenServer(("HQ", "R&D")).text()
    'Make a run on HQ or R&D.'
    """

    servers: tuple[str, ...] = ()
    mods: tuple[tuple[str, int], ...] = ()
    on_end: tuple[Any, ...] = ()

    def resolve(self, g: Game, ctx: Ctx) -> None:
        names = [
            s
            for s in (self.servers or tuple(g.corp.servers))
            if s in g.corp.servers and g.ruleset.may_run(g, s)
        ]
        pairs: list[tuple[Option, Any]] = [
            (
                Option.new("choose", card=ctx.title, server=n, label=f"Run {n}"),
                Resolve((MakeRun(n, mods=self.mods, on_end=self.on_end),), ctx),
            )
            for n in names
        ]
        g.ask(
            RUNNER,
            f"{ctx.title}: which server do you run?",
            pairs,
            public_prompt=f"{ctx.title}: the Runner picks a server to run.",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        where = " on " + " or ".join(self.servers) if self.servers else ""
        return f"Make a run{where}." + _run_text("that server", self.mods, self.on_end)


def _run_text(server: str, mods: tuple[tuple[str, int], ...], on_end: tuple[Any, ...]) -> str:
    """What a run's ``mods`` and ``on_end`` effects add to its text (see ``run.StartRun``)."""
    t = ""
    for k, v in mods:
        if k == "run_credits":
            t += (
                f" You have {credits(v)} to spend only during that run; whatever is left goes back "
                "to the bank."
            )
        elif k == "free_trash":
            t += (
                " Any card you access during it may be trashed for free, even one that could not "
                "normally be trashed."
            )
        elif k == "free_trash_stored":
            t += (
                f" You may trash, at no cost, any card you access that was stored in {server}, "
                "even one that could not normally be trashed."
            )
        elif k == "access_extra":
            t += f" If it is successful, access {v} more cards from {server}."
        elif k == "bypass":
            t += " Bypass the first piece of ice you encounter during this run."
        elif k == "as_hq":
            t += f" If successful, it becomes a successful run on HQ instead of on {server}."
        elif k.startswith("as:"):  # the 1996 Private LDL Access: "as:R&D"
            t += (
                f" If it is successful, do not access cards from {server}; instead, treat it as a"
                f" successful run on {k[3:]}."
            )
        elif k == "pass_ice":  # the 1996 Social Engineering: the ice chosen is passed
            t += " During that run, you automatically pass the piece of ice chosen."
        elif k == "spend_cap":  # the 1996 Wilson's action: spending capped
            t += (
                f" During that run you cannot spend more than {credits(v)} to pay for using"
                " icebreakers or increasing your link."
            )
    if on_end:
        t += " Once the run is over: " + join_texts(on_end, sentence=False)
    return t


def sub(*effects: Any) -> Any:
    """A subroutine made of ``effects``; its text is generated from them."""
    from .carddef import Subroutine

    return Subroutine(tuple(effects), join_texts(effects))


# flow.py and run.py import this module (through effects.py): theirs are bound once all are
# loaded (an import in a function costs a few microseconds at every call)
from . import flow as _flow  # noqa: E402
from . import run as _run  # noqa: E402

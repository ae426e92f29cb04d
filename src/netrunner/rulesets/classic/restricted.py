"""Restricted actions (rules-diff 16; the plan's C-restricted): actions a card gives that may be
used only to install (Edgerunner, Inc., Temps), only to install programs (Valu-Pak Software
Bundle) or only to make a run (Wilson, Weeflerunner Apprentice); the bit Valu-Pak lends for its
actions (B-temp-bits); and the extra action a card offers each turn (Preying Mantis, Wilson).

A restricted action is one of the player's actions (``Player.clicks`` counts it), marked in the
turn's flags as usable only for its purpose (``restricted:<side>:<purpose>``: how many), so it
lasts at most until the turn ends. The view shows them (``restricted_actions``, through
``Classic.restricted_actions``). In the action decision (``Classic.corp_basic_actions`` and
``runner_basic_actions`` call :func:`apply_restricted`):

- the other actions are offered only while the player has enough actions besides the
  restricted ones;
- each restricted action is offered for what it may do: the matching options again, labelled
  with what the action is for (and, beside the same option with an ordinary action, its
  ``target`` the purpose: ``"run"``), spending the restricted action (a run made with Wilson's action
  caps what the Runner spends on icebreakers and link: ``StartRun`` mod ``spend_cap``);
- "consecutive" actions (Edgerunner, Valu-Pak: ``consecutive:<side>``) come first, one after the
  other: while any is left, only they are offered (with the Corp's rezzing and scoring, which
  need no action), and a ``pass`` option gives up the rest ("you are not required to take all
  three"); a player left with only non-consecutive restricted actions may give them up too.

>>> GainRestrictedActions(3, "install", consecutive=True).text()
'Gain 3 consecutive actions, which you may use only to install cards. You are not required to take all of them.'
>>> MayGainAction(purpose="run", cap=3).text()
'You may gain 1 action, which you may use only to make a run. You cannot spend more than 3 credits during that run to pay for using icebreakers or increasing your link.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import RUNNER
from ...engine.decision import Option
from ...engine.flow import spend_click
from ...engine.run import StartRun
from ...engine.steps import NOTHING, Chain, plural, source_id, who
from ...engine.words import credits

if TYPE_CHECKING:
    from ...engine.game import Ctx, Game

#: what each purpose lets a restricted action do, in words
PURPOSES: dict[str, str] = {
    "install": "install cards",
    "install_program": "install programs",
    "run": "make a run",
    # the 1996 AI Board Member's rolled action
    "credit": "gain 1 bit",
    "draw": "draw a card",
}


def _key(side: str, purpose: str) -> str:
    return f"restricted:{side}:{purpose}"


def restricted(g: Game, side: str) -> dict[str, int]:
    """``side``'s restricted actions left this turn, by purpose (never more in all than its
    actions left: an action forgone is taken from the others first)."""
    prefix = f"restricted:{side}:"
    out: dict[str, int] = {}
    room = g.player(side).clicks
    for k, n in g.flags.items():
        if k.startswith(prefix) and n > 0 and room > 0:
            out[k[len(prefix) :]] = min(n, room)
            room -= out[k[len(prefix) :]]
    return out


def _matches(g: Game, purpose: str, o: Option) -> bool:
    if o.kind in ("credit", "draw"):  # the basic actions (AI Board Member)
        return purpose == o.kind
    if o.kind == "run":
        return purpose == "run"
    if o.kind != "install":
        return False
    if purpose == "install":
        return True
    return (
        purpose == "install_program"
        and o.card is not None
        and (g.ruleset.pool.data(o.card).type == "program")
    )


def apply_restricted(g: Game, side: str, pairs: list[tuple[Option, Any]]) -> None:
    """Fit ``side``'s action options (``pairs``, built for its actions left) to its restricted
    actions: see the module's docstring."""
    pools = restricted(g, side)
    if not pools:
        return
    general = g.player(side).clicks - sum(pools.values())
    consecutive = bool(g.flags.get(f"consecutive:{side}"))
    out = [(o, s) for o, s in pairs if o.cost.clicks <= (0 if consecutive else general)]
    for purpose in pools:
        cap = g.flags.get(f"spend_cap:{side}:{purpose}")
        for o, s in pairs:
            if o.cost.clicks != 1 or not _matches(g, purpose, o):
                continue
            step: Any = s
            if cap is not None and o.kind == "run" and o.server is not None:
                step = CappedRun(o.server, cap)
            restricted_o = o
            if not consecutive:  # beside the same option with an ordinary action: told apart
                restricted_o = o._replace(
                    label=f"{o.label} (with your action only to {PURPOSES[purpose]})",
                    target=o.target if o.target is not None else purpose,
                )
            out.append((restricted_o, Chain((UseRestricted(side, purpose), step, AfterOne(side)))))
    if consecutive or general <= 0:
        left = sum(pools.values())
        what = " or ".join(PURPOSES[p] for p in pools)
        out.append(
            (
                Option("pass", label=f"Give up the {plural(left, 'action')} only to {what}"),
                GiveUpRestricted(side),
            )
        )
    pairs[:] = out


class UseRestricted(NamedTuple):
    """A step: one of ``side``'s restricted actions for ``purpose`` is being taken (the action's
    own step spends it from ``clicks``)."""

    side: str
    purpose: str

    def run(self, g: Game) -> None:
        key = _key(self.side, self.purpose)
        n = g.flags.get(key, 0) - 1
        if n > 0:
            g.flags[key] = n
        else:
            g.flags.pop(key, None)
        g.touch()


class AfterOne(NamedTuple):
    """A step after a restricted action: once the consecutive ones are all taken, they are over
    (the bits lent for them go back, :func:`_finish`)."""

    side: str

    def run(self, g: Game) -> None:
        if g.flags.get(f"consecutive:{self.side}") and not restricted(g, self.side):
            _finish(g, self.side)


class GiveUpRestricted(NamedTuple):
    """A step: ``side`` gives up its restricted actions left this turn."""

    side: str

    def run(self, g: Game) -> None:
        left = sum(restricted(g, self.side).values())
        for k in [k for k in g.flags if k.startswith(f"restricted:{self.side}:")]:
            del g.flags[k]
        spend_click(g, self.side, left)
        g.touch()
        g.say(f"{who(self.side)} gives up {g.ruleset.words.clicks(left)} it had only for one use.")
        _finish(g, self.side)


def _finish(g: Game, side: str) -> None:
    """The consecutive actions are over: a bit lent for them and not spent goes back to the bank
    (Valu-Pak: spent first, whenever the player spent anything meanwhile)."""
    g.flags.pop(f"consecutive:{side}", None)
    lent = g.flags.pop(f"lent_bits:{side}", 0)
    base = g.flags.pop(f"lent_base:{side}", 0)
    p = g.player(side)
    back = max(0, min(lent, p.credits - base))
    if back:
        p.credits -= back
        g.say(f"{who(side)} returns {g.ruleset.words.credits(back)} not spent to the bank.")


class CappedRun(NamedTuple):
    """A step: the Runner spends an action to run ``server``, spending at most ``cap`` bits on
    icebreakers and link during that run."""

    server: str
    cap: int

    def run(self, g: Game) -> None:
        spend_click(g, RUNNER)
        g.push(StartRun(self.server, mods=(("spend_cap", self.cap),)))


class GainRestrictedActions(NamedTuple):
    """Gain ``n`` actions usable only for ``purpose`` (a key of :data:`PURPOSES`); with
    ``consecutive`` they are taken at once, one after the other, and may be given up; ``lend``
    bits come with them, to go back if not spent during them (Valu-Pak)."""

    n: int
    purpose: str
    consecutive: bool = False
    lend: int = 0

    def resolve(self, g: Game, ctx: Ctx) -> None:
        side = ctx.side
        p = g.player(side)
        if self.consecutive:
            _finish(g, side)  # a sequence already going on ends here
            g.flags[f"consecutive:{side}"] = 1
        p.clicks += self.n
        key = _key(side, self.purpose)
        g.flags[key] = g.flags.get(key, 0) + self.n
        w = g.ruleset.words
        g.say(
            f"{who(side)} gains {w.clicks(self.n)}, usable only to {PURPOSES[self.purpose]}"
            f" ({ctx.title})."
        )
        if self.lend:
            g.flags[f"lent_base:{side}"] = p.credits
            g.flags[f"lent_bits:{side}"] = self.lend
            g.gain(side, self.lend)
            g.say(f"{who(side)} gains {w.credits(self.lend)} for these actions ({ctx.title}).")
        g.touch()

    def text(self) -> str:
        kind = "consecutive actions" if self.consecutive else "actions"
        t = (
            f"Gain {self.n} {kind if self.n != 1 else kind[:-1]}, which you may use only to "
            f"{PURPOSES[self.purpose]}."
        )
        if self.lend:
            t = t[:-1] + f", and gain {credits(self.lend)}. If you do not spend "
            t += (
                f"{'it' if self.lend == 1 else 'them'} during these actions, return "
                f"{'it' if self.lend == 1 else 'them'} to the bank afterwards."
            )
        if self.consecutive:
            t += " You are not required to take all of them."
        return t


class MayGainAction(NamedTuple):
    """The controller may gain an action now (usable only for ``purpose``, if given; a run made
    with it spends at most ``cap`` bits on icebreakers and link); whether it did is the turn's
    flag ``gained:<card id>`` (Preying Mantis's brain damage at the end of the turn)."""

    purpose: str = ""
    cap: int | None = None

    def resolve(self, g: Game, ctx: Ctx) -> None:
        only = f", usable only to {PURPOSES[self.purpose]}" if self.purpose else ""
        g.ask(
            ctx.side,
            f"{ctx.title}: gain an action{only} this turn?",
            [
                (
                    Option(
                        "choose", card=ctx.title, card_id=ctx.source, label=f"Gain an action{only}"
                    ),
                    GainOneAction(ctx, self.purpose, self.cap),
                ),
                (Option("pass", label="Don't"), NOTHING),
            ],
            public_prompt=f"{who(ctx.side)} decides whether to gain an action ({ctx.title}).",
            kind="choose",
            source=source_id(ctx),
        )

    def text(self) -> str:
        if not self.purpose:
            return "You may gain 1 action."
        t = f"You may gain 1 action, which you may use only to {PURPOSES[self.purpose]}."
        if self.cap is not None:
            t += (
                f" You cannot spend more than {credits(self.cap)} during that run to pay for using"
                " icebreakers or increasing your link."
            )
        return t


class GainOneAction(NamedTuple):
    """A step: ``ctx``'s controller gains an action (restricted to ``purpose`` if given)."""

    ctx: Ctx
    purpose: str
    cap: int | None

    def run(self, g: Game) -> None:
        side = self.ctx.side
        g.flags[f"gained:{self.ctx.source}"] = 1
        if self.purpose:
            if self.cap is not None:
                g.flags[f"spend_cap:{side}:{self.purpose}"] = self.cap
            GainRestrictedActions(1, self.purpose).resolve(g, self.ctx)
            return
        g.player(side).clicks += 1
        g.touch()
        g.say(f"{who(side)} gains {g.ruleset.words.clicks(1)} ({self.ctx.title}).")


class GainedThisTurn(NamedTuple):
    """This card's controller gained an action with it this turn (:class:`MayGainAction`)."""

    def test(self, g: Game, ctx: Ctx) -> bool:
        return bool(g.flags.get(f"gained:{ctx.source}"))

    def text(self) -> str:
        return "you gained an action with this card this turn"


__all__ = [
    "PURPOSES",
    "restricted",
    "apply_restricted",
    "UseRestricted",
    "AfterOne",
    "GiveUpRestricted",
    "CappedRun",
    "GainRestrictedActions",
    "MayGainAction",
    "GainOneAction",
    "GainedThisTurn",
]

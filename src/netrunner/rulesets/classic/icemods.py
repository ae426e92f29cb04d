"""Static ice modifiers of the 1996 game: ice strength, rez cost, an added subroutine and the ice
install cost, each for ice of a keyword (walls, code gates, black ice; or all ice) and in a scope:

- ``"all"``: every piece of ice (Black Ice Quality Assurance, Data Masons, Encoder, Inc.,
  Fortress Architects);
- ``"here"``: ice on the fort the modifying card is in (Tesseract Fort Construction, Chester Mix;
  a region such as Jerusalem City Grid: ``KeywordRezDiscount("Wall", 2, "here")`` and
  ``KeywordIceStrength("Wall", 1, "here")``);
- ``"chosen"``: ice on the fort the modifying card chose as it came into play
  (:class:`ChooseFort`: Security Net Optimization as it is scored, Restrictive Net Zoning as it
  is installed). The choice is a counter ``"fort:<name>"`` on the card, so it is public, copied
  with the game and gone with the card.

Where each is declared: ``strength_mods`` (:class:`KeywordIceStrength`), ``rez_mods``
(:class:`KeywordRezDiscount`), ``subroutine_mods`` (:class:`AddedSubroutine`),
``install_discounts`` (:class:`IceInstallCost`, read by the ruleset's ``install_surcharge``).
They work while their card is active, or scored by the Corp (an agenda).

Also here: revealing ice for bits as an agenda is scored (:class:`RevealForBits`), Ice
Transmutation's +1 strength and repeated subroutines (:class:`TransmuteIce`) and "End the run
unless the Runner pays" (:class:`EndRunUnlessPays`).

>>> from netrunner.engine.words import CLASSIC_WORDS, using
>>> with using(CLASSIC_WORDS):
...     KeywordIceStrength("Black Ice", 2).text()
...     KeywordRezDiscount("Wall", 2, "here").text()
...     IceInstallCost(-2, "chosen").text()
'All black ice has +2 strength.'
'Cost to rez walls on this data fort is reduced by 2 bits.'
'The Corp must pay 2 bits, in addition to the normal cost, to install ice on the chosen data fort.'
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...engine.carddb import CORP, RUNNER
from ...engine.cost import Cost
from ...engine.decision import Option
from ...engine.effects import end_run
from ...engine.naming import ice_label, ice_position
from ...engine.state import HAND, ICE
from ...engine.steps import installed_ice, source_id, the, who
from ...engine.words import credits, current_words
from .picks import PickCards

if TYPE_CHECKING:
    from ...engine.carddef import Subroutine
    from ...engine.game import Ctx, Game
    from ...engine.state import Card

#: the counter that records the fort a card chose (``"fort:Server 2"``)
FORT = "fort:"


def chosen_forts(card: Card) -> list[str]:
    """The forts ``card`` chose as it came into play (see :class:`ChooseFort`)."""
    return [k[len(FORT) :] for k in card.counters if k.startswith(FORT)]


def in_scope(src: Card, server: str | None, scope: str) -> bool:
    """Is the fort ``server`` within ``scope`` of the modifying card ``src``?"""
    if server is None:
        return False
    if scope == "here":
        return src.server == server
    if scope == "chosen":
        return src.counters.get(FORT + server, 0) > 0
    return True


def ice_of(g: Game, ice: Card, keyword: str) -> bool:
    """Is ``ice`` (installed) ice with ``keyword`` ("" for any ice)?"""
    return ice.zone == ICE and (not keyword or g.has_subtype(ice, keyword))


def mod_reaches(g: Game, src: Card, ice: Card, keyword: str, scope: str) -> bool:
    """Does a modifier of ``src`` for ice of ``keyword`` in ``scope`` reach ``ice``: is it
    installed ice with that keyword, on a fort within the scope?"""
    return ice_of(g, ice, keyword) and in_scope(src, ice.server, scope)


def keyword_plural(keyword: str) -> tuple[str, bool]:
    """Ice of ``keyword`` named in the plural, and whether the words are a plural ("walls",
    True; "black ice", False; "" is all ice)."""
    if not keyword:
        return "ice", False
    k = keyword.lower()
    if k.endswith("ice"):
        return k, False
    if k == "ap":
        return "AP ice", False
    if k.endswith("y"):
        return k[:-1] + "ies", True
    return k + "s", True


def scope_text(scope: str) -> str:
    """ " on this data fort", " on the chosen data fort", or "" for all."""
    fort = current_words().server[0]
    return {"here": f" on this {fort}", "chosen": f" on the chosen {fort}"}.get(scope, "")


def _ice_words(keyword: str, scope: str) -> tuple[str, str]:
    """ "All walls on this data fort", and the verb that agrees with it ("have" or "has")."""
    what, many = keyword_plural(keyword)
    return f"All {what}{scope_text(scope)}", "have" if many else "has"


class KeywordIceStrength(NamedTuple):
    """A ``strength_mods`` entry: ice with ``keyword`` ("" for all ice) in ``scope`` has ``n``
    more strength."""

    keyword: str
    n: int
    scope: str = "all"

    def amount(self, g: Game, src: Card, target: Card) -> int:
        return self.n if mod_reaches(g, src, target, self.keyword, self.scope) else 0

    def text(self) -> str:
        who_, verb = _ice_words(self.keyword, self.scope)
        return f"{who_} {verb} {self.n:+d} strength."


class KeywordRezDiscount(NamedTuple):
    """A ``rez_mods`` entry: rezzing installed ice with ``keyword`` in ``scope`` costs ``n``
    bits less."""

    keyword: str
    n: int
    scope: str = "all"

    def amount(self, g: Game, src: Card, target: Card) -> int:
        return self.n if mod_reaches(g, src, target, self.keyword, self.scope) else 0

    def text(self) -> str:
        what, _ = keyword_plural(self.keyword)
        return f"Cost to rez {what}{scope_text(self.scope)} is reduced by {credits(self.n)}."


class AddedSubroutine(NamedTuple):
    """A ``subroutine_mods`` entry: ice with ``keyword`` in ``scope`` has the subroutine
    ``sub`` after all its other subroutines."""

    keyword: str
    sub: Subroutine
    scope: str = "all"

    def added(self, g: Game, src: Card, ice: Card) -> tuple[Subroutine, ...]:
        return (self.sub,) if mod_reaches(g, src, ice, self.keyword, self.scope) else ()

    def text(self) -> str:
        who_, verb = _ice_words(self.keyword, self.scope)
        return (
            f"{who_} {verb} an additional subroutine, after all other subroutines: {self.sub.text}"
        )


class IceInstallCost(NamedTuple):
    """An ``install_discounts`` entry for the Corp's ice: installing ice on a fort in ``scope``
    costs ``n`` bits less (more, if ``n`` is negative: Restrictive Net Zoning). The 1996
    ruleset's ``install_surcharge`` reads it (:func:`ice_install_surcharge`); it is no discount
    to the Runner's installs."""

    n: int
    scope: str = "all"

    def amount(self, g: Game, src: Card, c: Card, server: str | None = None) -> int:
        if server is None or c.side != CORP or c.data.type != "ice":
            return 0
        return self.n if in_scope(src, server, self.scope) else 0

    def text(self) -> str:
        where = scope_text(self.scope)
        if self.n < 0:
            return (
                f"The Corp must pay {credits(-self.n)}, in addition to the normal cost, to "
                f"install ice{where}."
            )
        return f"Cost to install ice{where} is reduced by {credits(self.n)}."


def ice_install_surcharge(g: Game, server: str, card: Card | None) -> int:
    """What the active cards' :class:`IceInstallCost` add to installing ``card`` on ``server``
    (negative: a discount)."""
    if card is None or card.data.type != "ice":
        return 0
    n = 0
    for src in g.active_cards():
        for d in src.defn.install_discounts:
            if isinstance(d, IceInstallCost):
                n -= d.amount(g, src, card, server)
    return n


# ---------------------------------------------------------------------- choosing a fort


class ChooseFort(NamedTuple):
    """The card's controller (or ``by``) chooses a data fort for it: a counter ``"fort:<name>"``
    on the card records it, for the modifiers of scope ``"chosen"``."""

    by: str = ""

    def resolve(self, g: Game, ctx: Ctx) -> None:
        side = self.by or ctx.side
        fort = g.ruleset.words.server[0]
        pairs: list[tuple[Option, Any]] = [
            (
                Option("choose", card=ctx.title, server=name, label=f"Choose {name}"),
                FortChosen(ctx.source, name, ctx.title, side),
            )
            for name in g.corp.servers
        ]
        g.ask(
            side,
            f"{ctx.title}: choose a {fort}",
            pairs,
            public_prompt=f"{ctx.title}: {the(side)} chooses a {fort}.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return f"Choose a {current_words().server[0]}."


class FortChosen(NamedTuple):
    """A step: card ``card_id`` has chosen the fort ``server``."""

    card_id: int
    server: str
    title: str
    side: str

    def run(self, g: Game) -> None:
        c = g.card(self.card_id)
        if c is None:
            return
        g.add_counters(c, FORT + self.server, 1)
        g.say(f"{self.title}: {the(self.side)} chooses {self.server}.")


# ---------------------------------------------------------------------- revealing ice


class RevealForBits(NamedTuple):
    """Reveal as many ice of ``keyword`` as you wish, from HQ or installed unrezzed; then gain
    1 bit for each revealed or rezzed (Encryption Breakthrough, Superior Net Barriers).

    A revealed card is shown to the Runner once: a public log line names it, and a
    determinisation for the Runner keeps it (``Game.learn``); it stays facedown and in place
    (unlike an exposed card)."""

    keyword: str
    picked: tuple[int, ...] = ()
    done: bool = False

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if not self.done:
            hand = [
                c for c in g.corp.hand if c.data.type == "ice" and g.has_subtype(c, self.keyword)
            ]
            unrezzed = [c for c in installed_ice(g, rezzed=False) if ice_of(g, c, self.keyword)]
            hidden = bool(g.corp.hand) or bool(installed_ice(g, rezzed=False))
            what, _ = keyword_plural(self.keyword)
            g.push(
                PickCards(
                    CORP,
                    tuple(c.id for c in (*hand, *unrezzed)),
                    self,
                    ctx,
                    "reveal",
                    hidden=hidden,
                    what=what,
                )
            )
            return
        shown = 0
        for cid in self.picked:
            c = g.card(cid)
            if c is None:
                continue
            where = "from HQ" if c.zone == HAND else f"({ice_position(g, c)})"
            g.say(f"The Corp reveals {c.title} {where} ({ctx.title}).")
            g.learn(c)
            shown += 1
        rezzed = sum(1 for c in installed_ice(g, rezzed=True) if ice_of(g, c, self.keyword))
        w = g.ruleset.words
        g.gain(CORP, shown + rezzed)
        g.say(
            f"The Corp gains {w.credits(shown + rezzed)} ({ctx.title}: {shown} revealed, "
            f"{rezzed} rezzed)."
        )

    def text(self) -> str:
        what, _ = keyword_plural(self.keyword)
        one = what[:-1] if what.endswith("s") else what
        return (
            f"Reveal as many {what} as you wish, from HQ or installed and unrezzed. Then gain "
            f"{credits(1)} for each {one} revealed or rezzed."
        )


# ---------------------------------------------------------------------- Ice Transmutation


class TransmuteIce(NamedTuple):
    """Choose a piece of rezzed ice: for as long as it stays installed it has +``n`` strength
    and each subroutine on it is repeated once, right after itself (lasting effects on the ice,
    of scope ``"game"``: ``("strength", ...)`` and ``("repeat_subs", ...)``)."""

    n: int = 1

    def resolve(self, g: Game, ctx: Ctx) -> None:
        ice = installed_ice(g, rezzed=True)
        if not ice:
            g.say(f"{ctx.title}: there is no rezzed ice to choose.")
            return
        pairs: list[tuple[Option, Any]] = [
            (
                Option(
                    "choose",
                    card=c.title,
                    card_id=c.id,
                    server=c.server,
                    label=f"Choose {ice_label(g, c)}",
                ),
                Transmuted(c.id, self.n, ctx.title),
            )
            for c in ice
        ]
        g.ask(
            CORP,
            f"{ctx.title}: choose a piece of rezzed ice",
            pairs,
            public_prompt=f"{ctx.title}: the Corp chooses a piece of rezzed ice.",
            kind="choose",
            source=source_id(ctx),
            source_title=ctx.title,
        )

    def text(self) -> str:
        return (
            f"Choose a piece of rezzed ice. That ice now has {self.n:+d} strength, and each"
            " subroutine on it is repeated once, right after the original."
        )


class Transmuted(NamedTuple):
    """A step: the ice ``ice_id`` gets Ice Transmutation's lasting effects."""

    ice_id: int
    n: int
    title: str

    def run(self, g: Game) -> None:
        ice = g.card(self.ice_id)
        if ice is None:
            return
        g.linger(("strength", ice.id, self.n, "game"))
        g.linger(("repeat_subs", ice.id, 1, "game"))
        g.say(
            f"{self.title}: {ice.title} ({ice_position(g, ice)}) has {self.n:+d} strength and"
            " each of its subroutines is repeated."
        )


# ---------------------------------------------------------------------- subroutines


class EndRunUnlessPays(NamedTuple):
    """End the run unless the Runner pays ``n`` bits: the Runner chooses, if able to pay."""

    n: int

    def resolve(self, g: Game, ctx: Ctx) -> None:
        if g.run is None or g.run.ended:
            return
        w = g.ruleset.words
        if g.spendable(RUNNER) < self.n:
            end_run(g, f"The Runner cannot pay {w.credits(self.n)}: {ctx.title} ends the run.")
            return
        g.ask(
            RUNNER,
            f"{ctx.title}: pay {w.credits(self.n)} or the run ends?",
            [
                (
                    Option(
                        "choose",
                        card=ctx.title,
                        amount=self.n,
                        label=f"Pay {w.credits(self.n)}",
                        cost=Cost(credits=self.n),
                    ),
                    PaysToGoOn(self.n, ctx.title),
                ),
                (Option("pass", label="Let the run end"), EndsRun(ctx.title)),
            ],
            public_prompt=f"{ctx.title}: the Runner pays {w.credits(self.n)} or the run ends.",
            kind="choose",
            source=source_id(ctx),
            params={"cost": self.n},
        )

    def text(self) -> str:
        return f"End the run unless the Runner pays {credits(self.n)}."


class PaysToGoOn(NamedTuple):
    n: int
    title: str

    def run(self, g: Game) -> None:
        g.pay(RUNNER, self.n)
        g.say(f"{who(RUNNER)} pays {g.ruleset.words.credits(self.n)} ({self.title}).")


class EndsRun(NamedTuple):
    title: str

    def run(self, g: Game) -> None:
        end_run(g, f"{self.title} ends the run.")


__all__ = [
    "FORT",
    "chosen_forts",
    "in_scope",
    "mod_reaches",
    "KeywordIceStrength",
    "KeywordRezDiscount",
    "AddedSubroutine",
    "IceInstallCost",
    "ice_install_surcharge",
    "ChooseFort",
    "FortChosen",
    "RevealForBits",
    "TransmuteIce",
    "Transmuted",
    "EndRunUnlessPays",
]

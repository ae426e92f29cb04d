"""The one place that decides visibility: what each side may see.

``visible_to(game, card, side)`` is the single predicate; :func:`view` walks the state with it.
What it builds is declared in :mod:`netrunner.engine.viewtypes` (``GameView`` and the types it
holds), so mypy checks every key here; ``docs/api.md`` ("What a player may see") shows the shape.

>>> import netrunner
>>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=1)
>>> v = g.view("runner")
>>> "hand" in v["corp"], len(v["runner"]["hand"])
(False, 5)
>>> s = g.view("spectator")
>>> "hand" in s["corp"] or "hand" in s["runner"], s["runner"]["hand_size"]
(False, 5)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from .carddb import CORP, RUNNER
from .state import DISCARD, HAND, HOSTED, ICE, IDENTITY, RIG_ZONES, SCORED, Card
from .viewtypes import (
    CardView,
    CorpView,
    DecisionView,
    GameView,
    OptionView,
    RunnerView,
    RunView,
    ServerView,
    SubroutineView,
)

if TYPE_CHECKING:
    from .game import Game


#: the side of a watcher who is neither player: sees only what both players may see
SPECTATOR = "spectator"


def visible_to(g: Game, card: Card, side: str) -> bool:
    """May ``side`` know the title of ``card`` where it is now? A spectator may know what both
    players may know, and nothing else."""
    if side == SPECTATOR:
        return visible_to(g, card, CORP) and visible_to(g, card, RUNNER)
    z = card.zone
    if z in RIG_ZONES and not card.faceup:  # the 1996 hidden resources: face down
        return card.side == side
    if z in (SCORED, IDENTITY) or z in RIG_ZONES or z == "play" or z == "hosted":
        return True
    if z == "deck":
        return False
    if z == HAND:
        return card.side == side
    if z == DISCARD:
        return card.faceup or card.side == side
    if z in (ICE, "content"):
        # the 1996 game: an exposed card stays face up, known to both players
        return card.rezzed or card.side == side or (card.faceup and g.ruleset.exposed_stays_faceup)
    return False


def hidden_from_corp(card: Card) -> bool:
    """Is ``card`` one of the Runner's installed cards face down, its title hidden from the Corp
    (the 1996 hidden resources: ``CardDef.install_facedown``)?"""
    return card.side == RUNNER and card.zone in RIG_ZONES and not card.faceup


def runner_hides_cards(g: Game) -> bool:
    """Has the Runner a face-down card installed? Then its paid-ability windows are asked even
    when it could only pass: skipping one would tell the Corp that no hidden card is usable."""
    return g._hid_rig and g.runner.hides_rig_card()  # (``Game.hides_rig_card``, written out)


def card_view(g: Game, card: Card, side: str) -> CardView:
    shown = visible_to(g, card, side)
    d: CardView = {
        "id": card.id,
        "title": card.title if shown else None,
        "rezzed": card.rezzed,
        "advancements": card.advancements,
        "counters": dict(card.counters),
        "faceup": card.faceup if card.side == CORP or card.zone in RIG_ZONES else True,
    }
    if shown and card.zone in (ICE,) and card.rezzed:
        d["strength"] = g.ice_strength(card)
    elif shown and card.zone == ICE:
        d["strength"] = g.ice_strength(card) if side == CORP else None
    elif card.defn.breaker is not None and card.zone in RIG_ZONES:
        d["strength"] = g.breaker_strength(card)
    return d


def _aside(g: Game, side: str) -> dict[str, list[CardView]]:
    """The cards set aside on the Runner's installed cards (zone ``hosted``, in ``g.limbo``), by
    the id of the card they are on."""
    out: dict[str, list[CardView]] = {}
    for c in g.limbo:
        if c.zone == HOSTED and c.host is not None:
            out.setdefault(str(c.host), []).append(card_view(g, c, side))
    return out


def _subroutines(g: Game, ice: Card | None, broken: tuple[int, ...]) -> list[SubroutineView]:
    """The subroutines of the approached or encountered ``ice`` as both sides see them (its text,
    broken or not), or ``[]`` while it is unrezzed: nobody but the Corp may read unrezzed ice."""
    if ice is None or not ice.rezzed:
        return []
    return [{"text": s.text, "broken": i in broken} for i, s in enumerate(g.subroutines(ice))]


def view(g: Game, side: str) -> GameView:
    """Everything ``side`` may know, as JSON-ready data (docs/api.md, "What a player may see").

    ``side`` is ``"corp"``, ``"runner"`` or ``"spectator"`` (what both sides may know: no hand,
    the decision as the side not deciding sees it).
    """
    if side not in (CORP, RUNNER, SPECTATOR):
        raise ValueError(f"expected 'corp', 'runner' or 'spectator', got {side!r}")
    corp, runner = g.corp, g.runner

    def cards(lst: list[Card]) -> list[CardView]:
        return [card_view(g, c, side) for c in lst]

    servers: dict[str, ServerView] = {}
    for name, s in corp.servers.items():
        servers[name] = {
            "ice": cards(list(reversed(s.ice))),
            "content": cards(s.content),
            "counters": dict(s.counters),
        }
    cv: CorpView = {
        "identity": card_view(g, corp.identity, side) if corp.identity else None,
        "credits": corp.credits,
        "clicks": corp.clicks,
        "agenda_points": corp.agenda_points,
        "bad_publicity": corp.bad_publicity,
        "hand_size": len(corp.hand),
        "max_hand_size": g.hand_size(CORP),
        "deck_size": len(corp.deck),
        "discard": cards(corp.discard),
        "scored": cards(corp.scored),
        "servers": servers,
        "actions_owed": corp.forgo,
        "restricted_actions": g.ruleset.restricted_actions(g, CORP),
        "counters": dict(corp.counters),
    }
    if side == CORP:
        cv["hand"] = cards(corp.hand)
    rv: RunnerView = {
        "identity": card_view(g, runner.identity, side) if runner.identity else None,
        "credits": runner.credits,
        "clicks": runner.clicks,
        "agenda_points": runner.agenda_points,
        "tags": runner.tags,
        "brain_damage": runner.brain_damage,
        "link": g.link(),
        "link_options": g.ruleset.link_options(g),
        "memory": {"used": g.memory_used(), "limit": g.memory_limit()},
        "hand_size": len(runner.hand),
        "max_hand_size": g.hand_size(RUNNER),
        "deck_size": len(runner.deck),
        "discard": cards(runner.discard),
        "scored": cards(runner.scored),
        "rig": {
            "program": cards(runner.program),
            "hardware": cards(runner.hardware),
            "resource": cards(runner.resource),
        },
        "actions_owed": runner.forgo,
        "restricted_actions": g.ruleset.restricted_actions(g, RUNNER),
        "aside": _aside(g, side),
        "counters": dict(runner.counters),
    }
    if side == RUNNER:
        rv["hand"] = cards(runner.hand)
    run: RunView | None = None
    if g.run is not None:
        r = g.run
        ice = g.card(r.ice_id) if r.phase == "encounter" or r.phase == "approach" else None
        run = {
            "server": r.server,
            "phase": r.phase,
            "ice": card_view(g, ice, side) if ice is not None else None,
            "position": r.position,
            "successful": r.successful,
            # credits usable only during this run (bad publicity, Stimhack)
            "run_credits": r.bp_credits,
            "subroutines": _subroutines(g, ice, r.broken if r.phase == "encounter" else ()),
        }
    dec = g.decision
    dv: DecisionView | None = None
    if dec is not None:
        if dec.player == side:
            dv = {
                "player": dec.player,
                "kind": dec.kind,
                "prompt": dec.prompt,
                "source": dec.source,
                "source_title": dec.source_title,
                "params": dict(dec.params),
                "options": [cast(OptionView, o.to_dict()) for o in dec.options],
            }
        else:
            dv = {"player": dec.player, "kind": dec.kind, "prompt": dec.public_prompt}
    return {
        "ruleset": g.ruleset.name,
        "turn": g.turn,
        "active": g.active,
        "phase": g.phase,
        "corp": cv,
        "runner": rv,
        "run": run,
        "decision": dv,
        "over": g.over,
        "winner": g.winner,
        "win_reason": g.win_reason,
    }

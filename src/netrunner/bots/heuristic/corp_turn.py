"""The heuristic Corp's turn: what it does with a click, as an ordered list of small rules."""

from __future__ import annotations

from functools import cached_property
from typing import Any, ClassVar

from ...engine.decision import Option
from ..knowledge import (
    AGENDA_GUARD_ICE,
    advancement_cost,
    ambushes,
    cost_of,
    scores_at_once,
    type_of,
)
from .common import (
    CENTRALS,
    Rule,
    _n,
    agenda_points,
    economy_play,
    find,
    find_hinted,
    first_pick,
    of_kind,
)
from .corp_facts import RESERVE_CAP, CorpFacts
from .hints import hint, install_value, orders

#: what trashing a resource the Corp cannot see (a 1996 hidden resource) is worth to it
HIDDEN_RESOURCE_WORTH = 3.0


class CorpTurn(CorpFacts):
    """The Corp's action phase: :meth:`action` tries ``ACTION_RULES`` in order."""

    def action(self) -> Option | None:
        return first_pick(self, self.ACTION_RULES)

    # -------------------------------------------------------------- what the rules share

    @cached_property
    def tags(self) -> int:
        return _n(self.r["tags"])

    @cached_property
    def rhand(self) -> int:
        return _n(self.r["hand_size"])

    @cached_property
    def keep(self) -> int:
        """Credits kept for rezzing ice (:meth:`reserve`)."""
        return self.reserve()

    @cached_property
    def agendas(self) -> list[tuple[str, dict[str, Any]]]:
        """The agendas installed in remotes."""
        return [(n, c) for n, c in self.agenda_cards() if n not in CENTRALS]

    @cached_property
    def agendas_in_hand(self) -> list[str]:
        return [t for t in self.hand if type_of(t) == "agenda"]

    @cached_property
    def target(self) -> str | None:
        """The remote where agendas go (:meth:`scoring_remote`)."""
        return self.scoring_remote()

    # -------------------------------------------------------------- the rules, in order

    def score_or_rez(self) -> Option | None:
        return self.free_actions(own_turn=True)

    def punish_tags(self) -> Option | None:
        """A tagged Runner: damage, its credits, advancement, its resources (``TAG_RULES``)."""
        return first_pick(self, self.TAG_RULES) if self.tags else None

    def tagged_meat_damage(self) -> Option | None:
        """Punish tags: meat damage, at once on a small grip, else with credits to spare."""
        se = find_hinted(self.opts, "play", lambda h: h.tag_play == "meat")
        if se is None:
            return None
        n_se = self.hand.count(se.card or "")
        credits, rhand = self.credits, self.rhand
        if rhand < 4 or (n_se >= 2 and credits >= 6 and self.clicks >= 2 and rhand < 8):
            return se
        if credits >= 3 + self.reserve():
            return se
        return None

    def tag_damage_ability(self) -> Option | None:
        for o in of_kind(self.opts, "ability"):
            if hint(o.card).scored_tag_punisher and (self.rhand <= self.clicks or self.rhand <= 1):
                return o
        return None

    def drain_credits(self) -> Option | None:
        ca = find_hinted(self.opts, "play", lambda h: h.tag_play == "drain")
        if ca is not None and _n(self.r["credits"]) >= 4 and self.credits > self.reserve():
            return ca
        return None

    def tag_advance(self) -> Option | None:
        psy = find_hinted(self.opts, "play", lambda h: h.tag_play == "advance")
        if psy is not None and self.agenda_cards() and self.credits >= 2:
            return psy
        return None

    def trash_resource(self) -> Option | None:
        trash = of_kind(self.opts, "trash_resource")
        if trash and self.credits >= 2 + min(self.reserve(), 3):
            return max(trash, key=lambda o: self.resource_worth(o.card or ""))
        return None

    TAG_RULES: ClassVar[tuple[Rule[CorpTurn], ...]] = (
        tagged_meat_damage,
        tag_damage_ability,
        drain_credits,
        tag_advance,
        trash_resource,
    )

    def economy_when_short(self) -> Option | None:
        return self.economy(self.credits) if self.credits < self.keep else None

    def advance_agenda(self) -> Option | None:
        """Finish an agenda this turn, or advance one keeping the credits to rez its ice."""
        credits, clicks = self.credits, self.clicks
        best_adv = None
        best_left = 99
        for name, c in self.agendas:
            left = advancement_cost(c["title"]) - _n(c["advancements"])
            if 0 < left <= clicks and left <= credits and left < best_left:
                best_adv, best_left = (name, c), left
        if best_adv is None:
            for name, c in self.agendas:
                need = advancement_cost(c["title"])
                left = need - _n(c["advancements"])
                guard = max(min(self.guard_cost(name), 10), self.keep)
                # an agenda no turn and a half can score (the 1996 game's difficulty 7) is
                # advanced a turn at a time, whenever its guard is kept
                near = left <= clicks + 3 or need > 6
                if left > 0 and near and credits - 1 >= guard and left < best_left:
                    best_adv, best_left = (name, c), left
        if best_adv is None:
            return None
        _, c = best_adv
        if best_left > clicks and clicks == 3 and credits >= 4 + best_left:
            bl = find_hinted(self.opts, "play", lambda h: h.gains_clicks)
            if bl is not None and best_left <= 4:
                return bl
        kag = find_hinted(self.opts, "play", lambda h: h.extra_advances)
        if kag is not None and best_left >= 2:
            return kag
        return find(self.opts, "advance", card_id=c["id"])

    def install_agenda(self) -> Option | None:
        """An agenda in a protected remote (when its ice can be rezzed, or it scores now)."""
        target = self.target
        if not (self.agendas_in_hand and target is not None and not self.agendas):
            return None
        credits, clicks = self.credits, self.clicks
        options = [o for o in of_kind(self.opts, "install") if o.server == target]
        options = [o for o in options if type_of(o.card or "") == "agenda"]
        # rezzing all its ice covers the end-the-run ice that made it a scoring remote
        guard = min(self.rez_all_cost(target), RESERVE_CAP)
        n_ice = len(self.servers[target]["ice"])

        def now(o: Option) -> bool:
            return scores_at_once(o.card or "", clicks, credits)

        options = [o for o in options if now(o) or (credits >= guard and n_ice >= AGENDA_GUARD_ICE)]
        if not options:
            return None

        def fit(o: Option) -> tuple[int, int]:
            req = advancement_cost(o.card or "")
            return (0 if now(o) else 1, -agenda_points(o.card or "") if now(o) else req)

        return min(options, key=fit)

    def recover_agenda(self) -> Option | None:
        """An agenda lying in Archives goes back to HQ."""
        am = find_hinted(self.opts, "play", lambda h: h.recovers_agenda)
        return am if am is not None and self.archived_agenda() else None

    def install_ice(self) -> Option | None:
        return self.ice_install(self.agendas_in_hand)

    def play_economy(self) -> Option | None:
        return self.economy(self.credits)

    def install_ambush(self) -> Option | None:
        for t in ambushes():
            if t in self.hand and self.clicks >= 2 and len(self.remotes()) < 4:
                amb = self.asset_install(t)
                if amb is not None:
                    return amb
        return None

    def tag_the_runner(self) -> Option | None:
        if self.tags != 0:
            return None
        sea = find_hinted(self.opts, "play", lambda h: h.gives_tag)
        if sea is not None and self.credits - 5 >= self.keep and self.tag_punish_cards():
            return sea
        return None

    def net_damage(self) -> Option | None:
        emp = find_hinted(self.opts, "play", lambda h: h.net_damage_play)
        if emp is not None and (self.rhand <= 1 or self.credits - 4 >= self.keep):
            return emp
        return None

    def install_upgrade(self) -> Option | None:
        """Upgrades in the scoring remote / HQ."""
        target = self.target
        for o in of_kind(self.opts, "install"):
            t = o.card or ""
            if type_of(t) != "upgrade" or cost_of(t) > self.credits - 3:
                continue
            h = hint(t)
            if h.hq_upgrade and o.server == "HQ":
                return o
            if (
                h.agenda_upgrade
                and target is not None
                and o.server == target
                and not any(
                    type_of(x["title"]) == "upgrade"
                    for x in self.servers[target]["content"]
                    if x["title"]
                )
            ):
                return o
        return None

    def advance_trap(self) -> Option | None:
        """Advance an ambush that hurts more with advancement tokens."""
        for s in self.servers.values():
            for c in s["content"]:
                if not hint(c["title"]).advanced_trap:
                    continue
                if _n(c["advancements"]) < 3 and self.credits >= 6:
                    adv = find(self.opts, "advance", card_id=c["id"])
                    if adv is not None:
                        return adv
        return None

    def digging(self) -> bool:
        """Is the Corp looking for cards: agendas to score, or ice to protect them?"""
        no_ice = not any(type_of(t) == "ice" for t in self.hand)
        looking = bool(self.agendas_in_hand and self.target is None and no_ice)
        # nothing to score: dig for agendas (but don't run R&D dry)
        if (
            not self.agendas_in_hand
            and not self.agendas
            and _n(self.c["deck_size"]) > 12
            and self.credits >= self.keep + 2
        ):
            looking = True
        return looking

    def room(self) -> int:
        return _n(self.c.get("max_hand_size", 5)) - len(self.hand)

    def draw_play(self) -> Option | None:
        if len(self.hand) <= 2 or (self.digging() and self.room() >= 1):
            tip = find_hinted(self.opts, "play", lambda h: h.draws)
            if tip is not None and _n(self.c["deck_size"]) > 8:
                return tip
        return None

    def draw(self) -> Option | None:
        deck = _n(self.c["deck_size"])
        if (len(self.hand) < 3 or (self.digging() and self.room() >= 1)) and deck > 8:
            d = find(self.opts, "draw")
            if d is not None:
                return d
        if self.credits >= 8 and deck > 8 and len(self.hand) < 5:
            return find(self.opts, "draw")
        return None

    def take_credit(self) -> Option | None:
        return find(self.opts, "credit")

    ACTION_RULES: ClassVar[tuple[Rule[CorpTurn], ...]] = (
        score_or_rez,
        punish_tags,
        economy_when_short,
        advance_agenda,
        install_agenda,
        recover_agenda,
        install_ice,
        play_economy,
        install_ambush,
        tag_the_runner,
        net_damage,
        install_upgrade,
        advance_trap,
        draw_play,
        draw,
        take_credit,
    )

    # -------------------------------------------------------------- what the rules use

    def economy(self, credits: int) -> Option | None:
        opts = self.opts
        pick = economy_play(opts, credits)
        if pick is not None:
            return pick
        for o in of_kind(opts, "ability"):
            below = hint(o.card).click_econ_below
            if below is not None and credits < below:
                return o
        for t in orders().corp_econ_assets:
            if t in self.hand and cost_of(t) <= credits - self.reserve():
                inst = self.asset_install(t)
                if inst is not None:
                    return inst
        if credits < self.reserve():
            return find(opts, "credit")
        return None

    def resource_worth(self, t: str) -> float:
        """What trashing the resource ``t`` is worth ("" for a 1996 hidden resource, which the
        Corp cannot see: about a bank account's worth)."""
        if not t:
            return HIDDEN_RESOURCE_WORTH
        return install_value(t, 1.0) + cost_of(t)

    def ice_install(self, agendas_in_hand: list[str]) -> Option | None:
        ice_opts = [o for o in of_kind(self.opts, "install") if type_of(o.card or "") == "ice"]
        if not ice_opts:
            return None
        for server in self.ice_need(bool(agendas_in_hand)):
            n = 0 if server == "new remote" else len(self.servers[server]["ice"])
            if n > self.credits:
                continue
            left = self.credits - n
            cands = [o for o in ice_opts if o.server == server]
            if not cands:
                continue
            # the best ice we can rez after paying to install it; else the cheapest
            affordable = [o for o in cands if cost_of(o.card or "") <= left + 2]
            pool = affordable or cands
            pick = max(pool, key=lambda o: self.ice_value(o.card or ""))
            if not affordable and n > 0:
                continue
            return pick
        return None

"""Turn structure: setup, the Corp's and the Runner's turns, their actions and paid-ability windows.

Each phase is a small immutable step that pushes the next one; actions are the steps paired with the
options of the action decision. Timing: the Android: Netrunner Rules Reference's timing structure.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from .abilities import (
    ADVANCEMENT,
    UseAbility,
    ability_options,
    ability_payable,
    ctx_of,
    once_key,
    pay_cost,
    purpose_of,
)
from .carddb import CORP, RUNNER
from .cost import CLICK, Cost, priced
from .damage import PreventWindow, ask_trash_replacement, discard_at_random
from .decision import Decision, Option
from .forfeit import ForfeitAgenda
from .game import Ctx
from .install import corp_install_options, runner_install_options
from .payment import restricted, spend_click
from .state import (
    CONTENT,
    DISCARD,
    HAND,
    ICE,
    PLAY,
    SCORED,
    Card,
)
from .steps import NOTHING, AfterAction, Chain, Resolve, one_per_title, plural, who
from .view import runner_hides_cards

if TYPE_CHECKING:
    from .carddef import Cost
    from .game import Game


#: Builds a context or a step without calling its class (as ``Option.new``: a class call costs
#: over twice as much): ``_tuple_new(Advance, (card_id,))``, every field given.
_tuple_new = tuple.__new__


# ---------------------------------------------------------------------- setup


class Mulligan(NamedTuple):
    side: str

    def run(self, g: Game) -> None:
        g.phase = "mulligan"
        who = "Corp" if self.side == CORP else "Runner"
        g.ask(
            self.side,
            f"{who}: keep your starting hand or take a mulligan?",
            [
                (Option.new("keep", label="Keep this hand"), AfterMulligan(self.side, False)),
                (
                    Option.new("mulligan", label="Mulligan: shuffle it back and draw 5 new cards"),
                    AfterMulligan(self.side, True),
                ),
            ],
            public_prompt=f"The {who} decides whether to take a mulligan.",
            kind="mulligan",
        )


class AfterMulligan(NamedTuple):
    side: str
    mulligan: bool

    def run(self, g: Game) -> None:
        who = "Corp" if self.side == CORP else "Runner"
        p = g.player(self.side)
        if self.mulligan:
            for c in list(p.hand):
                g.move(c, "deck")
            g.shuffle_deck(self.side)
            g.draw(self.side, g.ruleset.starting_hand, log=False)
            p.mulliganed = True
            g.say(f"The {who} takes a mulligan.")
        else:
            g.say(f"The {who} keeps their hand.")
        if self.side == CORP:
            g.push(Mulligan(RUNNER))
        else:
            g.push(CorpTurnStart())


# ---------------------------------------------------------------------- Corp's turn


class CorpTurnStart(NamedTuple):
    def run(self, g: Game) -> None:
        g.turn += 1
        g.active = CORP
        g.phase = "draw"
        g.corp.clicks = g.ruleset.corp_clicks
        # what happened during the Runner's last turn stays readable as "last:<flag>" (Neural EMP,
        # SEA Source); everything else is per turn
        last = {"last:" + k: v for k, v in g.flags.items() if not k.startswith("last:")}
        g.flags.clear()
        g.flags.update(last)
        refill_recurring(g, CORP)
        g.say(f"--- Turn {g.turn}: the Corp's turn begins. ---")
        g.push_seq(*g.ruleset.corp_turn_steps(g))
        first = g.ruleset.corp_turn_start_steps(g)
        if first:  # before the start-of-turn abilities (the 1996 game's scoring window)
            g.push_seq(*first, FireEvent("corp_turn_begins"))
        else:
            g.fire("corp_turn_begins")


class FireEvent(NamedTuple):
    """A step: the abilities ``event`` triggers (``Game.fire``), when this step's turn comes."""

    event: str

    def run(self, g: Game) -> None:
        g.fire(self.event)


class CorpDraw(NamedTuple):
    def run(self, g: Game) -> None:
        if not g.corp.deck:
            g.say("The Corp must draw from an empty R&D.")
            g.win(RUNNER, "rd_empty")
            return
        g.draw(CORP, 1)


class CorpAction(NamedTuple):
    """The Corp's action phase: one action per decision until the clicks are spent."""

    def asks_action(self, g: Game) -> bool:
        """Would running it now ask for an action (``Game.choose_to_action`` stops before)?"""
        return g.corp.clicks > 0

    def run(self, g: Game) -> None:
        g.phase = "action"
        pairs: list[tuple[Option, Any]] = []
        if g.corp.clicks > 0:
            g.ruleset.corp_basic_actions(g, pairs)
        corp_free_actions(g, pairs, in_turn=True)
        if g.corp.clicks > 0:
            # after the action, the Runner's window and the next action; a cancel comes back
            after = _tuple_new(AfterAction, (_CORP_NEXT, _CORP_ACTION, tuple(g.flags.items())))
            g.ask(
                CORP,
                f"Corp's turn {g.turn}: {g.ruleset.words.clicks(g.corp.clicks)} left. Your action?",
                pairs,
                public_prompt="The Corp takes an action.",
                kind="action",
                params={"clicks": g.corp.clicks},
                then=after,
            )
        else:
            prompt = (
                f"No {g.ruleset.words.click[1]} left: rez or score anything before your turn ends?"
            )
            public = "The Corp finishes its action phase."
            if not pairs:  # (nothing to rez or score: the same decision every time)
                key = ("end actions", prompt)
                ask_only(g, key, CORP, prompt, [_END_ACTIONS], public, "action", params=_NO_CLICKS)
                return
            pairs = [(o, Chain((s, _CORP_ACTION))) for o, s in pairs]
            pairs.append(_END_ACTIONS)
            g.ask(CORP, prompt, pairs, public_prompt=public, kind="action", params={"clicks": 0})


_NO_CLICKS = {"clicks": 0}  # (the params of the one decision built once: never changed)


#: The options (and steps) of the basic actions that read the same in every game, made once:
#: (the words' id, side, kind or server) -> (those words, (option, step)): the words kept beside,
#: so an id reused by other words is told apart.
_BASIC: dict[tuple[int, str, str], tuple[Any, tuple[Option, Any]]] = {}


def basic_pair(g: Game, side: str, what: str) -> tuple[Option, Any]:
    """The option and step of ``side``'s click to gain a credit (``what`` ``"credit"``), draw
    (``"draw"``), purge (``"purge"``), remove a tag (``"remove_tag"``) or run the server named
    ``what``, in the game's words: the same values each time, so they are made once."""
    words = g.ruleset.words
    key = (id(words), side, what)
    got = _BASIC.get(key)
    if got is None or got[0] is not words:
        pair: tuple[Option, Any]
        if what == "credit":
            pair = (
                Option.new("credit", label=f"Gain {words.credits(1)}", cost=CLICK),
                ClickCredit(side),
            )
        elif what == "draw":
            pair = (Option.new("draw", label="Draw 1 card", cost=CLICK), ClickDraw(side))
        elif what == "purge":
            label = f"Purge virus counters ({words.cost(PURGE_COST)})"
            pair = (Option.new("purge", label=label, cost=PURGE_COST), Purge())
        elif what == "remove_tag":
            label = f"Remove 1 tag ({words.cost(TAG_ACTION_COST)})"
            pair = (Option.new("remove_tag", label=label, cost=TAG_ACTION_COST), RemoveTag())
        else:
            pair = (Option.new("run", server=what, label=f"Run {what}", cost=CLICK), ClickRun(what))
        got = _BASIC[key] = (words, pair)
    return got[1]


#: The Runner's run options for each tuple of server names (in the game's words): a few
#: dozen tuples in a game, as remotes are made and emptied; a bounded cache.
_RUNS: dict[tuple[int, tuple[str, ...]], tuple[Any, list[tuple[Option, Any]]]] = {}


def run_pairs(g: Game) -> list[tuple[Option, Any]]:
    """The Runner's options to run each of the Corp's servers, in their order, with their
    steps (``basic_pair``'s, looked up once for the whole list). Do not change the list."""
    words = g.ruleset.words
    names = tuple(g.corp.servers)
    key = (id(words), names)
    got = _RUNS.get(key)
    if got is None or got[0] is not words:
        got = (words, [basic_pair(g, RUNNER, n) for n in names])
        if len(_RUNS) < 4096:
            _RUNS[key] = got
    return got[1]


def corp_click_actions(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    corp = g.corp
    credits = corp.credits
    pairs.append(basic_pair(g, CORP, "credit"))
    if corp.deck:
        pairs.append(basic_pair(g, CORP, "draw"))
    seen: set[str] = set()
    for c in corp.hand:
        t = c.title
        if t in seen:
            continue
        seen.add(t)
        typ = c.data.type
        if typ == "operation":
            if can_play(g, c):
                pairs.append((play_option(c), _tuple_new(PlayCard, (CORP, t))))
        elif typ in ("agenda", "asset", "upgrade", "ice"):
            pairs.extend(corp_install_options(g, c))
    if credits >= 1:
        for name, s in corp.servers.items():
            for c in (*s.ice, *s.content):
                if c.data.type == "agenda" or c.defn.advanceable:
                    t = c.title
                    label = f"Advance {t} in {name}"
                    pairs.append(
                        (
                            # (``Option.new``, its fields in order, without the call)
                            _tuple_new(
                                Option,
                                ("advance", t, c.id, name, None, None, label, ADVANCE_COST, None),
                            ),
                            _tuple_new(Advance, (c.id,)),
                        )
                    )
    if g.runner.tags > 0 and credits >= 2:
        for c in g.runner.resource:
            pairs.append(
                (
                    Option.new(
                        "trash_resource",
                        card=c.title,
                        card_id=c.id,
                        label=f"Trash {c.title} (Runner is tagged)",
                        cost=TAG_ACTION_COST,
                    ),
                    TrashResource(c.id),
                )
            )
    if corp.clicks >= 3 and g.ruleset.basic_purge:
        pairs.append(basic_pair(g, CORP, "purge"))
    ability_options(g, CORP, pairs, clicks=True)


def corp_free_actions(g: Game, pairs: list[tuple[Option, Any]], *, in_turn: bool) -> None:
    """Rezzing non-ice cards, scoring (own turn, no run) and paid abilities: no click needed."""
    scoring = in_turn and g.run is None
    for c in (g._index or g.active_index()).corp_roots:  # (servers' unrezzed cards, agendas)
        typ = c.data.type
        if not c.rezzed and typ in ("asset", "upgrade"):
            pairs.extend(rez_option(g, c))
        if scoring and typ == "agenda" and c.advancements >= g.advancement_requirement(c):
            name = c.server
            pairs.append(
                (
                    Option.new(
                        "score",
                        card=c.title,
                        card_id=c.id,
                        server=name,
                        label=f"Score {g.ruleset.words.agenda(c.title, c.data.agenda_points or 0)} in {name}",
                    ),
                    Score(c.id),
                )
            )
    ability_options(g, CORP, pairs, clicks=False)


def ask_window(
    g: Game,
    side: str,
    pairs: list[tuple[Option, Any]],
    again: Any,
    prompt: str,
    source: int | None = None,
) -> None:
    """Ask ``side`` a paid-ability window: each of ``pairs`` comes back to the window (``again``)
    once done, and "Done" closes it; the other player reads only that ``side`` may use paid
    abilities. A window with nothing to use but "Done" reads the same every time it is asked
    with that prompt and no source: it is built once and offered again (``Game.offer``)."""
    public = _MAY_USE[side]
    if not pairs and source is None:
        # (keyed (side, prompt): no other key of ask_only begins with a side)
        ask_only(g, (side, prompt), side, prompt, [_DONE], public, "paid_abilities")
        return
    pairs = [(o, Chain((st, again))) for o, st in pairs]
    pairs.append(_DONE)
    g.ask(side, prompt, pairs, public_prompt=public, kind="paid_abilities", source=source)


#: The "Done" of a paid-ability window; what the other player reads of a window.
_DONE: tuple[Option, Any] = (Option("pass", label="Done"), NOTHING)
_MAY_USE = {CORP: "The Corp may use paid abilities.", RUNNER: "The Runner may use paid abilities."}


def ask_only(
    g: Game,
    key: tuple[Any, ...],
    player: str,
    prompt: str,
    pairs: list[tuple[Option, Any]],
    public_prompt: str | None,
    kind: str,
    source: int | None = None,
    params: dict[str, Any] | None = None,
) -> None:
    """Ask ``player`` a decision as ``Game.ask`` does, one that reads the same every time it is
    asked with ``key`` (what its prompt, source, options and their steps depend on: passes and
    the like, no card's changing state): it is built once and offered again."""
    d = _ONLY.get(key)
    if d is not None:
        g.offer(d)
        return
    g.ask(
        player, prompt, pairs, public_prompt=public_prompt, kind=kind, source=source, params=params
    )
    if len(_ONLY) >= 512:  # (keys naming card ids are many over many games: start again)
        _ONLY.clear()
    _ONLY[key] = g._decision  # type: ignore[assignment]


_ONLY: dict[tuple[Any, ...], Decision] = {}


class OpponentWindow(NamedTuple):
    """A paid-ability window for ``side`` outside its own actions; skipped if it can only pass.

    Skipping depends only on what the other player can see (so it leaks nothing): the Corp gets the
    window whenever it has an unrezzed non-ice card installed or a usable paid ability. With
    ``in_turn`` it is the Corp's own turn, outside its actions, and scoring is offered too (the
    1996 game's window at the very start of the Corp's turn).
    """

    side: str
    label: str = ""
    in_turn: bool = False

    def run(self, g: Game) -> None:
        pairs: list[tuple[Option, Any]] = []
        if self.side == CORP:
            corp_free_actions(g, pairs, in_turn=self.in_turn)
            if not pairs and not has_unrezzed_content(g):
                return
        else:
            ability_options(g, RUNNER, pairs, clicks=False)
            if not pairs and not runner_hides_cards(g):
                return
        who = "Corp" if self.side == CORP else "Runner"
        ask_window(
            g, self.side, pairs, self, self.label or f"{who}: use paid abilities or rez cards?"
        )


def has_unrezzed_content(g: Game) -> bool:
    """Has the Corp an unrezzed card in the root of a server?"""
    for c in (g._index or g.active_index()).corp_roots:  # noqa: SIM110 (a loop: any() over a genexpr is slower)
        if not c.rezzed:
            return True
    return False


class CorpDiscard(NamedTuple):
    def run(self, g: Game) -> None:
        g.phase = "discard"
        g.push_seq(_CORP_DISCARD_TO_SIZE, _CORP_TURN_END)


class DiscardToHandSize(NamedTuple):
    side: str

    def run(self, g: Game) -> None:
        p = g.player(self.side)
        limit = g.hand_size(self.side)
        if len(p.hand) <= max(limit, 0):
            return
        over = len(p.hand) - max(limit, 0)
        why = g.ruleset.random_discards(g, self.side)
        if why:  # the discards are made at random (the 1996 Cockroach counters)
            g.push(DiscardAtRandom(self.side, over, why))
            return
        pairs = []
        for c in one_per_title(p.hand):
            pairs.append(
                (
                    Option.new("discard", card=c.title, label=f"Discard {c.title}"),
                    Chain((DiscardOne(self.side, c.title), self)),
                )
            )
        g.ask(
            self.side,
            f"Discard down to your maximum hand size ({over} more)",
            pairs,
            public_prompt="Discarding down to maximum hand size.",
            kind="discard",
            params={"count": over},
        )


class DiscardOne(NamedTuple):
    side: str
    title: str

    def run(self, g: Game) -> None:
        p = g.player(self.side)
        c = next(c for c in p.hand if c.title == self.title)
        if self.side == CORP:
            g.move(c, DISCARD, faceup=False)
            g.say("The Corp discards a card.")
        else:
            g.move(c, DISCARD, faceup=True)
            g.say(f"The Runner discards {c.title}.")


class DiscardAtRandom(NamedTuple):
    """``side`` discards ``n`` cards of its hand at random (all, with fewer), the Corp's
    facedown (``why``: what makes it random, said in the log). A step (a discard to hand size
    made at random: the 1996 Cockroach counters) and an effect (the 1996 Terrorist Reprisal:
    ``why`` is the card). The Corp's discards name no card: the log counts them, 0 too.

    >>> DiscardAtRandom(CORP, 5).text()
    'The Corp discards 5 cards at random from HQ.'
    """

    side: str
    n: int
    why: str = ""

    def run(self, g: Game) -> None:
        lost = discard_at_random(g, self.side, self.n)
        because = f" ({self.why})" if self.why else ""
        if self.side == CORP:
            g.say(f"The Corp discards {plural(len(lost), 'card')} at random from HQ{because}.")
        elif lost:
            g.say(f"The Runner discards {', '.join(lost)} at random{because}.")

    def resolve(self, g: Game, ctx: Ctx) -> None:
        self._replace(why=self.why or ctx.title).run(g)

    def text(self) -> str:
        where = "HQ" if self.side == CORP else "the grip"
        return f"{who(self.side)} discards {plural(self.n, 'card')} at random from {where}."


class CorpTurnEnd(NamedTuple):
    def run(self, g: Game) -> None:
        # the rest of the turn is pushed first, so "end of turn" triggers (on top) resolve first
        g.push_seq(
            *g.ruleset.corp_turn_end_steps(g),
            _TURN_ENDS,
            _RUNNER_WINDOW,
            _RUNNER_TURN_START,
        )
        g.fire("corp_turn_ends")


class ExpireLingering(NamedTuple):
    scope: str

    def run(self, g: Game) -> None:
        g.end_lingering((self.scope,))


# ---------------------------------------------------------------------- Runner's turn


class RunnerTurnStart(NamedTuple):
    def run(self, g: Game) -> None:
        g.active = RUNNER
        g.phase = "action"
        g.runner.clicks = g.ruleset.runner_clicks
        # what happened during the Corp's last turn stays readable as "last:<flag>" (the 1996
        # Terrorist Reprisal: "last:scored:Black Ops"), as the Corp's turn reads the Runner's
        last = {"last:" + k: v for k, v in g.flags.items() if not k.startswith("last:")}
        g.flags.clear()
        g.flags.update(last)
        refill_recurring(g, RUNNER)
        g.say(f"--- Turn {g.turn}: the Runner's turn begins. ---")
        g.push_seq(*g.ruleset.runner_turn_steps(g))
        g.fire("runner_turn_begins")


class RunnerAction(NamedTuple):
    """The Runner's action phase: before each action, a paid-ability window in which the Corp
    may rez non-ice cards and use paid abilities (``OpponentWindow``; after the last action the
    end of the turn has one); then one action per decision until the clicks are spent."""

    window_done: bool = False

    def asks_action(self, g: Game) -> bool:
        """Would running it now ask for an action (``Game.choose_to_action`` stops before)?"""
        return self.window_done and g.runner.clicks > 0

    def run(self, g: Game) -> None:
        g.phase = "action"
        r = g.runner
        if r.clicks <= 0:
            g.push_seq(_RUNNER_WINDOW, _RUNNER_DISCARD)
            return
        if not self.window_done:
            g.push_seq(_CORP_WINDOW, _RUNNER_ACTION_NOW)
            return
        pairs: list[tuple[Option, Any]] = []
        g.ruleset.runner_basic_actions(g, pairs)
        # a cancel comes back here, past the Corp's window (nothing happened meanwhile)
        after = _tuple_new(
            AfterAction, (_RUNNER_ACTION, _RUNNER_ACTION_NOW, tuple(g.flags.items()))
        )
        g.ask(
            RUNNER,
            f"Runner's turn {g.turn}: {g.ruleset.words.clicks(r.clicks)} left. Your action?",
            pairs,
            public_prompt="The Runner takes an action.",
            kind="action",
            params={"clicks": r.clicks},
            then=after,
        )


def runner_click_actions(g: Game, pairs: list[tuple[Option, Any]]) -> None:
    """Add the Runner's click actions to ``pairs``: gain a credit, draw, play an event, install,
    run a server, remove a tag, click abilities."""
    r = g.runner
    pairs.append(basic_pair(g, RUNNER, "credit"))
    if r.deck:
        pairs.append(basic_pair(g, RUNNER, "draw"))
    seen: set[str] = set()
    for c in r.hand:
        t = c.title
        if t in seen:
            continue
        seen.add(t)
        if c.data.type == "event":
            if can_play(g, c):
                pairs.append((play_option(c), _tuple_new(PlayCard, (RUNNER, t))))
        else:
            pairs.extend(runner_install_options(g, c))
    pairs.extend(run_pairs(g))
    if r.tags > 0 and g.spendable(RUNNER, "remove_tag") >= 2:
        pairs.append(basic_pair(g, RUNNER, "remove_tag"))
    ability_options(g, RUNNER, pairs, clicks=True)


class RunnerDiscard(NamedTuple):
    def run(self, g: Game) -> None:
        g.phase = "discard"
        g.push_seq(_RUNNER_DISCARD_TO_SIZE, _RUNNER_TURN_END)


class RunnerTurnEnd(NamedTuple):
    flatline_checked: bool = False  # the Runner has had its chance to prevent the flatline

    def run(self, g: Game) -> None:
        if g.hand_size(RUNNER) < 0:
            if not self.flatline_checked:  # a card may prevent it (the 1996 game)
                window = g.ruleset.flatline_window(g, RunnerTurnEnd(flatline_checked=True))
                if window is not None:
                    g.push(window)
                    return
            g.say("The Runner's maximum hand size is below zero: the Runner is flatlined.")
            g.win(CORP, "flatline")
            return
        g.push_seq(_TURN_ENDS, _CORP_WINDOW, _CORP_TURN_START)
        g.fire("runner_turn_ends")


# ---------------------------------------------------------------------- basic actions


class ClickCredit(NamedTuple):
    side: str

    def run(self, g: Game) -> None:
        spend_click(g, self.side)
        g.gain(self.side, 1)
        w = g.ruleset.words
        who = "Corp" if self.side == CORP else "Runner"
        g.say(f"The {who} spends {w.clicks(1)} to gain {w.credits(1)}.")


class ClickDraw(NamedTuple):
    side: str

    def run(self, g: Game) -> None:
        spend_click(g, self.side)
        who = "Corp" if self.side == CORP else "Runner"
        g.say(f"The {who} spends {g.ruleset.words.clicks(1)} to draw a card.")
        g.draw(self.side, 1, log=False)


ADVANCE_COST = Cost(clicks=1, credits=1)
TAG_ACTION_COST = Cost(clicks=1, credits=2)  # removing a tag; trashing a resource while tagged
PURGE_COST = Cost(clicks=3)


def rez_price(g: Game, c: Card, credits: int | None = None) -> Cost:
    """What rezzing ``c`` costs now: its rez cost after discounts (``credits``, when the caller
    has worked it out), and an agenda for Archer."""
    if credits is None:
        credits = g.rez_cost(c)
    if c.defn.rez_forfeit:
        return Cost(credits=credits, forfeit=True)
    if c.defn.rez_agenda_points:  # the 1996 ACME Savings and Loan
        return Cost(credits=credits, agenda_points=c.defn.rez_agenda_points)
    return priced(0, credits)


def play_option(c: Card) -> Option:
    """The option to play the operation or event ``c`` (a click and its cost)."""
    t = c.title
    # (``Option.new``, its fields in order, without the call)
    return _tuple_new(
        Option, ("play", t, None, None, None, None, f"Play {t}", priced(1, c.data.cost or 0), None)
    )


def play_purpose(c: Card) -> str | None:
    """What credits paid to play ``c`` pay for: recurring credits for playing the Runner's
    events (the 1996 Zetatech Portastation: "only to pay for playing preps")."""
    return "play_event" if c.side == RUNNER and c.data.type == "event" else None


def can_play(g: Game, c: Card) -> bool:
    cost = c.data.cost or 0
    avail = (g.corp if c.side == CORP else g.runner).credits
    # (``play_purpose``, written out: asked of every card in hand at every action)
    purpose = "play_event" if c.side == RUNNER and c.data.type == "event" else None
    if purpose is not None:
        avail += sum(x.counters["recurring"] for x in restricted(g, c.side, purpose))
    if cost > avail:
        return False
    cond = c.defn.play_condition
    return not (cond is not None and not cond.test(g, ctx_of(c)))


class PlayCard(NamedTuple):
    side: str
    title: str

    def run(self, g: Game) -> None:
        p = g.player(self.side)
        c = next(c for c in p.hand if c.title == self.title)
        spend_click(g, self.side)
        g.pay(self.side, c.data.cost or 0, play_purpose(c))
        c = g.move(c, PLAY, faceup=True)
        who = "Corp" if self.side == CORP else "Runner"
        g.say(f"The {who} plays {c.title}.")
        g.push(FinishPlay(c.id))
        if c.defn.on_play:
            g.push(Resolve(c.defn.on_play, ctx_of(c)))
        g.fire("play", extra=c.id)


class FinishPlay(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        if c is not None and c.zone == PLAY:
            g.move(c, DISCARD, faceup=True)


class Advance(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        assert c is not None
        spend_click(g, CORP)
        g.pay(CORP, 1)
        g.add_advancements(c, 1)
        what = c.title if c.rezzed else "a card"
        where = f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"
        g.say(
            f"The Corp advances {what} {where} ({c.advancements} advancement"
            f"{'s' if c.advancements != 1 else ''})."
        )
        g.fire("advance", extra=c.id)


def rez_card(g: Game, c: Card, cost: int | None) -> None:
    """Rez ``c``, paying ``cost`` (None: ignoring all costs), with the checks every rez makes."""
    if cost:
        g.pay(CORP, cost, "rez")
    if c.data.uniqueness and not g.ruleset.unique_owner_chooses:  # the older copy is trashed
        for old in g.installed_corp_cards():
            if old is not c and old.rezzed and old.title == c.title:
                g.say(f"{old.title} in {old.server} is trashed (unique).")
                g.trash(old)
    g.set_rezzed(c, True)
    if c.zone == ICE:  # counted per turn (the 1996 Field Reporter for Ice and Data)
        g.flags["ice_rezzed"] = g.flags.get("ice_rezzed", 0) + 1
    if c.defn.recurring:
        g.set_counters(c, "recurring", c.defn.recurring)
    where = f"protecting {c.server}" if c.zone == ICE else f"in {c.server}"
    how = "ignoring all costs" if cost is None else f"paying {cost}"
    g.say(f"The Corp rezzes {c.title} {where}, {how}.")
    if c.defn.on_rez:
        g.push(Resolve(c.defn.on_rez, ctx_of(c)))
    g.fire("rez", extra=c.id)


def can_rez(g: Game, c: Card, credits: int | None = None) -> bool:
    """Can the Corp pay to rez ``c`` now (credits, and an agenda to forfeit where needed)?
    (``credits``: its rez cost now, when the caller has worked it out.)"""
    have = g.spendable(CORP, "rez")  # bits only for rezzing (the 1996 Government Contract's)
    if credits is None:
        credits = g.rez_cost(c)
    if credits > have or c.defn.rez_agenda_points > g.corp.agenda_points:
        return False
    cond = c.defn.rez_condition  # only at some moment (the 1996 Pavit Bharat)
    if cond is not None and not cond.test(g, Ctx(c.side, c.id, c.title)):
        return False
    return not (c.defn.rez_forfeit and not g.corp.scored)


def rez_option(g: Game, c: Card) -> list[tuple[Option, Any]]:
    """The option to rez ``c`` paying its cost, if the Corp can (else none)."""
    credits = g.rez_cost(c)
    if not can_rez(g, c, credits):
        return []
    where = "" if c.zone == ICE else f" in {c.server}"
    return [
        (
            Option.new(
                "rez",
                card=c.title,
                card_id=c.id,
                server=c.server,
                label=f"Rez {c.title}{where} ({g.ruleset.words.credits(credits)})",
                cost=rez_price(g, c, credits),
            ),
            Rez(c.id),
        )
    ]


class Rez(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        assert c is not None
        if c.defn.rez_agenda_points:  # an additional cost (the 1996 ACME Savings and Loan)
            g.add_agenda_points(CORP, -c.defn.rez_agenda_points)
        rez_card(g, c, g.rez_cost(c))
        if c.defn.rez_forfeit:  # an additional cost (Archer)
            g.push(ForfeitAgenda(CORP, c.title))


class Score(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        assert c is not None
        server = c.server
        # what the agenda was scored with, for "when you score" effects that count them (the
        # 1996 Project Babylon): its advancement tokens and its advancement requirement
        scored_with = (c.advancements, g.advancement_requirement(c))
        c = g.move(c, SCORED, faceup=True)
        if server is not None:  # where it was (the 1996 Viral Breeding Ground trashes that fort)
            g.flags["scored_from:" + server] = c.id
        points = c.data.agenda_points or 0
        g.say(
            f"The Corp scores {g.ruleset.words.agenda(c.title, points)} from {server}, for "
            f"{g.ruleset.words.agenda_points(g.corp.agenda_points)} in all."
        )
        g.flags["scored"] = g.flags.get("scored", 0) + 1
        for keyword in c.data.keywords:  # "scored:Black Ops": the 1996 Terrorist Reprisal
            g.flags[f"scored:{keyword}"] = 1
        if c.defn.on_score:
            g.push(Resolve(c.defn.on_score, ctx_of(c, extra=scored_with)))
        g.fire("agenda_scored", extra=c.id)


class TrashResource(NamedTuple):
    card_id: int

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        assert c is not None
        spend_click(g, CORP)
        g.pay(CORP, 2)
        if runner_hides_cards(g):  # the 1996 game: a hidden card may prevent it (Time to Collect)
            name = f"a hidden {c.data.type}" if not c.faceup else c.title
            g.say(f"The Corp pays to trash {name} (the Runner is tagged).")
            g.push(PreventWindow("trash", 1, "the Corp", c.id))
            return
        g.say(f"The Corp trashes {c.title} (the Runner is tagged).")
        g.trash(c)


class Purge(NamedTuple):
    def run(self, g: Game) -> None:
        spend_click(g, CORP, 3)
        for c in g.cards.values():
            if c.counters.get("virus"):
                g.set_counters(c, "virus", 0)
        g.say("The Corp purges virus counters.")
        g.fire("purge")


class RemoveTag(NamedTuple):
    def run(self, g: Game) -> None:
        spend_click(g, RUNNER)
        g.pay(RUNNER, 2, "remove_tag")
        g.runner.tags -= 1
        g.say(f"The Runner spends {g.ruleset.words.cost(TAG_ACTION_COST)} to remove 1 tag.")


class ClickRun(NamedTuple):
    server: str

    def run(self, g: Game) -> None:
        spend_click(g, RUNNER)
        g.push(_run.StartRun(self.server))


class TrashCard(NamedTuple):
    card_id: int
    asked: bool = False  # whether a card that may replace the trash has been offered

    def run(self, g: Game) -> None:
        c = g.cards.get(self.card_id)
        if c is not None:
            if not self.asked and ask_trash_replacement(g, c, self._replace(asked=True)):
                return
            g.say(f"The Runner trashes {c.title}.")
            g.trash(c)


# ---------------------------------------------------------------------- abilities


def refill_recurring(g: Game, side: str) -> None:
    for c in g.active_cards():
        if c.side == side and c.defn.recurring:
            g.set_counters(c, "recurring", c.defn.recurring)


__all__ = [
    # the abilities' procedures and the click's, moved to .abilities and .payment, still read here
    "ADVANCEMENT",
    "UseAbility",
    "ability_options",
    "ability_payable",
    "ctx_of",
    "once_key",
    "pay_cost",
    "purpose_of",
    "spend_click",
    "Mulligan",
    "CorpTurnStart",
    "RunnerTurnStart",
    "OpponentWindow",
    "Rez",
    "HAND",
    "CONTENT",
    "ICE",
]


# The steps the action phases push again and again, made once (immutable, like every step):
# after a Corp action, the Runner's window and the next action (a cancel: the next action);
# before a Runner action, the Corp's window, then the action itself.
_CORP_ACTION = CorpAction()
_RUNNER_WINDOW = OpponentWindow(RUNNER)
_CORP_NEXT = Chain((_RUNNER_WINDOW, _CORP_ACTION))
_CORP_WINDOW = OpponentWindow(CORP)
_RUNNER_ACTION = RunnerAction()
_RUNNER_ACTION_NOW = RunnerAction(window_done=True)
# the turns' other steps without fields (or always the same ones)
_CORP_DISCARD = CorpDiscard()
_END_ACTIONS: tuple[Option, Any] = (Option("pass", label="End your action phase"), _CORP_DISCARD)
_CORP_DISCARD_TO_SIZE = DiscardToHandSize(CORP)
_CORP_TURN_END = CorpTurnEnd()
_CORP_TURN_START = CorpTurnStart()
_RUNNER_DISCARD = RunnerDiscard()
_RUNNER_DISCARD_TO_SIZE = DiscardToHandSize(RUNNER)
_RUNNER_TURN_END = RunnerTurnEnd()
_RUNNER_TURN_START = RunnerTurnStart()
_TURN_ENDS = ExpireLingering("turn")

# run.py imports this module: its module is bound once both are loaded (an import in a
# function costs a few microseconds at every call)
from . import run as _run  # noqa: E402

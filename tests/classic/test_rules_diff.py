"""The 1996 rules that differ from Android: Netrunner and had no scenario elsewhere in
tests/classic/: one scenario each, its docstring starting with the rules-diff item it shows
(docs/classic.md, "Where each rule is tested", maps every item to its test)."""

from __future__ import annotations

from cards.helpers import corp_rez, finish_run, kinds, next_corp_turn, to_corp_turn, to_runner_turn
from netrunner.engine.effects import TakeBadPublicity
from netrunner.engine.game import Ctx, Game
from netrunner.testing import act, options, scenario


def test_bad_publicity_gives_the_runner_no_bits_on_a_run() -> None:
    """Item 22: no bad-publicity bits; a Corp with bad publicity (Proteus's points, a loss
    condition) gives the Runner nothing to spend during a run."""
    g = scenario(ruleset="classic", corp={"bad_publicity": 2}, runner={"credits": 3})
    to_runner_turn(g)
    act(g, "run", server="Archives")
    view = g.view("runner")
    assert view["run"] is not None and view["run"]["run_credits"] == 0
    assert view["runner"]["credits"] == 3


def test_seven_bad_publicity_points_lose_the_corp_the_game() -> None:
    """Item 22 (Proteus): a Corp with 7 or more Bad Publicity points loses at the next
    checkpoint; 6 do nothing."""
    g = scenario(ruleset="classic", corp={"bad_publicity": 5})
    TakeBadPublicity(1).resolve(g, Ctx("corp", -1, "Charity Takeover"))
    act(g, "credit")
    assert g.corp.bad_publicity == 6 and not g.over
    TakeBadPublicity(1).resolve(g, Ctx("corp", -1, "Charity Takeover"))
    act(g, "credit")
    assert g.over and g.winner == "runner" and g.win_reason == "bad_publicity"
    assert g.log[-1] == "The Runner wins (the Corp had 7 Bad Publicity points)."


def test_bad_publicity_loss_comes_before_the_corps_agenda_points() -> None:
    """Item 22: the Corp loses at 7 Bad Publicity points "even if it fulfills victory
    conditions at the same time"."""
    g = scenario(ruleset="classic", corp={"bad_publicity": 6})
    g.corp.agenda_adjust = 7
    TakeBadPublicity(1).resolve(g, Ctx("corp", -1, "Charity Takeover"))
    act(g, "credit")
    assert g.over and g.winner == "runner" and g.win_reason == "bad_publicity"


def test_the_corp_cannot_take_the_draw_action_from_an_empty_rd_and_loses_at_its_next_draw() -> None:
    """Items 25, 103, 122e: with R&D empty the basic draw is not offered; the mandatory draw at
    the start of the Corp's next turn loses the game."""
    g = scenario(ruleset="classic", corp={"deck": ["Accounts Receivable"]})
    act(g, "draw")  # the last card of R&D
    assert g.corp.deck == [] and "draw" not in kinds(g)
    to_runner_turn(g)
    to_corp_turn_or_end(g)
    assert g.over and g.winner == "runner" and g.win_reason == "rd_empty"
    assert "The Corp must draw from an empty R&D." in g.log


def to_corp_turn_or_end(g: Game) -> None:
    """End the Runner's turn; the Corp's turn begins (or the game ends on its mandatory draw)."""
    act(g, "credit")
    while not g.over and g.active == "runner":
        act(g, "credit" if options(g, "credit") else "pass")


def test_a_subsidiary_fort_is_gone_once_its_last_card_is_trashed() -> None:
    """Item 28: a subsidiary fort goes away when no card is left in or on it (the Runner trashes
    the one node in it on access; the fort is gone before the Runner's next action)."""
    g = scenario(ruleset="classic", corp={"hand": ["Rockerboy Promotion"]}, runner={"credits": 10})
    act(g, "install", card="Rockerboy Promotion", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    act(g, "pass")  # no jack out
    act(g, "pass")  # the Corp rezzes nothing
    act(g, "trash", card="Rockerboy Promotion")  # 3 bits
    assert g.decision is not None and g.decision.player == "runner"
    assert "Server 1" not in g.view("runner")["corp"]["servers"]
    assert [o.server for o in options(g, "run")] == ["HQ", "R&D", "Archives"]


def test_a_second_copy_of_a_unique_card_leaves_only_one_in_play() -> None:
    """Item 35: uniqueness comes from the keyword Unique (Karl de Veres); installing a second
    copy leaves one copy in play and the other in the trash."""
    karl = "Karl de Veres, Corporate Stooge"
    g = scenario(ruleset="classic", runner={"hand": [karl, karl], "credits": 10})
    to_runner_turn(g)
    act(g, "install", card=karl)
    act(g, "install", card=karl)
    act(g, "choose", label="Trash the copy installed before")
    rig = [c["title"] for cards in g.view("corp")["runner"]["rig"].values() for c in cards]
    assert rig.count(karl) == 1
    assert [c["title"] for c in g.view("corp")["runner"]["discard"]] == [karl]


def test_the_owner_chooses_which_copy_of_a_unique_card_stays() -> None:
    """Items 35, 122c: when copies of a unique card meet, their owner picks the one that stays."""
    karl = "Karl de Veres, Corporate Stooge"
    g = scenario(ruleset="classic", runner={"hand": [karl, karl], "credits": 10})
    to_runner_turn(g)
    act(g, "install", card=karl)
    act(g, "install", card=karl)
    d = g.decision
    assert d is not None and d.player == "runner" and d.source_title == karl
    assert [o.label for o in d.options] == [
        "Trash the copy installed before",
        "Trash the copy just installed",
    ]
    older = d.options[0].card_id
    act(g, "choose", label="Trash the copy just installed")
    assert [c.id for c in g.runner.resource] == [older]
    assert [c.title for c in g.runner.discard] == [karl]
    assert g.decision is not None and g.decision.kind == "action"


def test_a_liberated_agenda_gives_the_runner_no_bonus() -> None:
    """Item 44: the Runner gets nothing from a liberated agenda but its points (Main-Office
    Relocation's hand size +2 is the Corp's only): the Runner still discards down to 5."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Main-Office Relocation"]},
        runner={"hand": ["Score!"] * 7},
    )
    act(g, "install", card="Main-Office Relocation", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    finish_run(g)
    view = g.view("runner")
    assert view["runner"]["agenda_points"] == 3
    assert view["runner"]["max_hand_size"] == 5 and view["corp"]["max_hand_size"] == 5
    to_corp_turn(g)
    assert len(g.runner.hand) == 5
    assert g.log.count("The Runner discards Score!.") == 2


def test_a_flatline_on_an_access_beats_the_seventh_agenda_point_of_the_same_run() -> None:
    """Item 66: damage taken on an access resolves first; a Runner with 6 points who is
    flatlined by Setup! on the run that would liberate Corporate War loses."""
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Setup!", "Corporate War", "Accounts Receivable"]},
        runner={"hand": ["Custodial Position"]},
    )
    to_runner_turn(g)
    g.add_agenda_points("runner", 6)  # six points already (as Hot Tip for WNS adds them)
    act(g, "play", card="Custodial Position")  # R&D: the top card and 2 more
    finish_run(g)
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"
    assert g.runner.agenda_points == 6
    assert "The Runner is flatlined." in g.log


def test_hot_tip_for_wns_reads_the_black_ops_keyword_not_the_agendas_title() -> None:
    """Item 117: keywords, never titles, decide what a card affects: after liberating Hostile
    Takeover (Gray Ops) Hot Tip for WNS scores nothing."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Hostile Takeover"]},
        runner={"hand": ["Hot Tip for WNS"]},
    )
    to_runner_turn(g)
    act(g, "run", server="HQ")
    finish_run(g)
    assert g.runner.agenda_points == 1
    act(g, "play", card="Hot Tip for WNS")
    assert g.runner.agenda_points == 1
    assert g.log[-1] == "Hot Tip for WNS: no agenda point to score."


def _advanced_but_not_scored() -> Game:
    """The Corp installs Hostile Takeover (difficulty 3) and advances it three times over two
    turns, ending its second turn without scoring it; the Runner's turn passes."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Hostile Takeover", "Holovid Campaign"], "credits": 12},
    )
    act(g, "install", card="Hostile Takeover", server="new remote")
    act(g, "install", card="Holovid Campaign", server="new remote")
    act(g, "rez", card="Holovid Campaign")
    act(g, "advance", card="Hostile Takeover")
    to_runner_turn(g)
    to_corp_turn(g)
    act(g, "advance", card="Hostile Takeover")
    act(g, "advance", card="Hostile Takeover")
    act(g, "advance", card="Hostile Takeover")
    assert options(g, "score")  # the last window of the turn offers it: the Corp waits
    act(g, "pass")
    to_corp_turn(g)
    return g


def test_the_corp_may_score_at_the_start_of_its_turn_before_its_draw() -> None:
    """Items 42, 122h: scoring takes no action and may happen at the start of the Corp's turn:
    a window before the start-of-turn abilities and the mandatory draw offers it."""
    g = _advanced_but_not_scored()
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "paid_abilities"
    assert g.view("corp")["phase"] == "draw"
    start = len(g.log)
    act(g, "score", card="Hostile Takeover")  # nothing else to do there: the turn goes on
    assert g.corp.agenda_points == 1
    new = g.log[start:]
    scored = next(i for i, line in enumerate(new) if "scores Hostile Takeover" in line)
    holovid = next(i for i, line in enumerate(new) if "Holovid Campaign" in line)
    drawn = new.index("The Corp draws 1 card.")
    assert scored < holovid < drawn  # the window, then start-of-turn abilities, then the draw


def test_the_start_of_turn_window_is_asked_whenever_the_corp_has_an_unrezzed_card() -> None:
    """Item 122h: asking depends only on what the Runner sees (an unrezzed card in a fort), so
    it tells nothing; a Corp with nothing installed is not asked."""
    g = scenario(ruleset="classic", corp={"hand": ["Hostile Takeover"]})
    to_runner_turn(g)
    to_corp_turn(g)
    assert g.decision is not None and g.decision.kind == "action"  # nothing installed
    act(g, "install", card="Hostile Takeover", server="new remote")
    to_runner_turn(g)
    to_corp_turn(g)
    d = g.decision
    assert d is not None and d.kind == "paid_abilities" and [o.kind for o in d.options] == ["pass"]


def test_a_once_each_turn_ability_is_offered_again_only_next_turn() -> None:
    """``Ability(once_per_turn=True)``: used once, it is not offered again until the next turn
    (Rockerboy Promotion given such an ability for this test)."""
    from netrunner.engine.carddef import Ability, Cost
    from netrunner.engine.effects import GainCredits
    from netrunner.rulesets.classic import POOL

    title = "Rockerboy Promotion"
    saved = POOL.definitions.pop(title)
    try:
        POOL.define(
            title, abilities=(Ability(Cost(clicks=1), (GainCredits(1),), once_per_turn=True),)
        )
        g = scenario(ruleset="classic", corp={"hand": [title], "credits": 10})
        act(g, "install", card=title, server="new remote")
        corp_rez(g, title)
        [use] = options(g, "ability", card=title)
        assert use.label.endswith("Gain 1 bit. Use this ability only once each turn.")
        act(g, "ability", card=title)
        assert options(g, "ability", card=title) == []
        next_corp_turn(g)
        assert len(options(g, "ability", card=title)) == 1
    finally:
        POOL.definitions[title] = saved

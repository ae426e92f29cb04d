"""Agenda points as a counter that cards spend and add (rules-diff 43): Databroker and I Got a Rock
spend them as a cost; Desperate Competitor adds one."""

from __future__ import annotations

from cards.helpers import finish_run, to_runner_turn
from netrunner.testing import act, options, scenario


def test_databroker_spends_an_agenda_point_and_trashes_itself_for_10_bits() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Databroker"], "credits": 0})
    to_runner_turn(g)
    g.add_agenda_points("runner", 2)  # two points liberated earlier
    act(g, "install", card="Databroker")
    [use] = options(g, "ability", card="Databroker")
    assert use.cost.agenda_points == 1 and use.cost.trash_self and use.cost.clicks == 1
    assert use.label == "Databroker: 1 action, trash this card, 1 agenda point: Gain 10 bits."
    act(g, "ability", card="Databroker")
    assert g.runner.credits == 10 and g.runner.agenda_points == 1
    assert [c.title for c in g.runner.discard] == ["Databroker"]
    assert g.view("corp")["runner"]["agenda_points"] == 1


def test_databroker_cannot_be_used_without_an_agenda_point() -> None:
    g = scenario(ruleset="classic", runner={"hand": ["Databroker"], "credits": 0})
    to_runner_turn(g)
    act(g, "install", card="Databroker")
    assert options(g, "ability", card="Databroker") == []


def test_i_got_a_rock_spends_3_agenda_points_to_flatline_a_runner_with_2_tags() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["I Got a Rock"], "credits": 3},
        runner={"tags": 2},
    )
    g.add_agenda_points("corp", 3)
    act(g, "install", card="I Got a Rock", server="new remote")
    act(g, "rez", card="I Got a Rock")
    [rock] = options(g, "ability", card="I Got a Rock")
    assert rock.cost.agenda_points == 3
    act(g, "ability", card="I Got a Rock")
    assert g.corp.agenda_points == 0
    assert g.over and g.winner == "corp" and g.win_reason == "flatline"


def test_i_got_a_rock_needs_two_tags_and_three_agenda_points() -> None:
    for tags, points in ((1, 3), (2, 2)):
        g = scenario(
            ruleset="classic",
            corp={"hand": ["I Got a Rock"], "credits": 3},
            runner={"tags": tags},
        )
        g.add_agenda_points("corp", points)
        act(g, "install", card="I Got a Rock", server="new remote")
        act(g, "rez", card="I Got a Rock")
        assert options(g, "ability", card="I Got a Rock") == [], (tags, points)


def test_desperate_competitor_scores_a_point_only_after_a_gray_ops_agenda_is_liberated() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Hostile Takeover"]},
        runner={"hand": ["Desperate Competitor"], "credits": 5},
    )
    to_runner_turn(g)
    assert options(g, "play", card="Desperate Competitor") == []
    act(g, "run", server="HQ")
    finish_run(g)
    assert g.runner.agenda_points == 1  # Hostile Takeover, a Gray Ops agenda
    act(g, "play", card="Desperate Competitor")
    assert g.runner.agenda_points == 2
    assert [c.title for c in g.runner.scored] == ["Hostile Takeover"]  # a point, not a card

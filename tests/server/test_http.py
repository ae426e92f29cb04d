"""The HTTP endpoints: rulesets, deck validation, creating, listing, joining, replaying."""

from __future__ import annotations

import pytest
from fastapi.testclient import TestClient

from netrunner.rulesets.classic import POOL

from .wsplay import Seat, friend_game

BAD_DECK = """Noise: Hacker Extraordinaire
3 Hedge Fund
40 Sure Gamble
"""


def test_the_rulesets_list_their_starter_decks(client: TestClient) -> None:
    rulesets = {r["name"]: r for r in client.get("/api/rulesets").json()}
    assert set(rulesets) == {"anr", "classic"}
    assert "starter:jinteki" in rulesets["anr"]["starters"]["corp"]
    assert rulesets["classic"]["starters"]["runner"] == [
        "starter:classic-runner",
        "starter:classic-viruses",
        "starter:classic-stealth",
        "starter:classic-noisy",
        "starter:classic-connections",
        "starter:classic-hidden",
        "starter:classic-proteus-viruses",
        "starter:classic-sabotage-runs",
        "starter:classic-publicity",
    ]
    assert len(rulesets["classic"]["starters"]["corp"]) == 9
    assert rulesets["classic"]["deck_names"]["starter:classic-proteus-viruses"] == (
        "Proteus viruses (starter)"
    )


def test_a_bad_deck_is_shown_with_its_problems(client: TestClient) -> None:
    r = client.post("/api/decks/validate", json={"side": "runner", "deck": BAD_DECK})
    assert r.status_code == 200
    body = r.json()
    assert body["ok"] is False
    assert any("Hedge Fund" in p for p in body["problems"])
    good = client.post("/api/decks/validate", json={"side": "runner", "deck": "starter:shaper"})
    assert good.json()["ok"] is True and good.json()["problems"] == []


def test_a_deck_check_lists_the_decks_cards_with_their_sets(client: TestClient) -> None:
    r = client.post("/api/decks/validate", json={"side": "runner", "deck": "starter:shaper"})
    cards = r.json()["cards"]
    assert cards[0] == {
        "count": 1,
        "title": 'Kate "Mac" McCaffrey: Digital Tinker',
        "type": "identity",
        "set": "Core Set",
    }
    assert sum(c["count"] for c in cards) == 1 + 47  # Kate and her 47 cards
    deck = "Sets: Base\n40 Score!\n5 Rush Hour\n"
    r = client.post(
        "/api/decks/validate", json={"ruleset": "classic", "side": "runner", "deck": deck}
    )
    body = r.json()
    assert {"count": 5, "title": "Rush Hour", "type": "prep", "set": "Proteus"} in body["cards"]
    assert "Rush Hour is a Proteus card; this deck plays the Base set only." in body["problems"]


def test_an_unreadable_deck_names_the_closest_titles(client: TestClient) -> None:
    r = client.post(
        "/api/decks/validate",
        json={"side": "corp", "deck": "Haas-Bioroid: Engineering the Future\n3 Hedge Fnd\n"},
    )
    assert r.json()["ok"] is False and "Hedge Fund" in r.json()["problems"][0]


def test_a_deck_check_lists_every_typo_and_the_rules_broken_at_once(client: TestClient) -> None:
    deck = "Haas-Bioroid: Engineering the Future\n3 Hedge Fnd\n3 Enigmma\n"
    r = client.post("/api/decks/validate", json={"side": "corp", "deck": deck})
    problems = r.json()["problems"]
    assert problems[:2] == [
        "line 2: unknown card title 'Hedge Fnd' (did you mean Hedge Fund?)",
        "line 3: unknown card title 'Enigmma' (did you mean Enigma?)",
    ]
    assert any("The deck has 6 cards" in p for p in problems[2:])


def test_a_game_with_a_bad_deck_is_refused_with_its_problems(client: TestClient) -> None:
    r = client.post(
        "/api/games", json={"side": "runner", "deck": BAD_DECK, "opponent": "bot", "bot": "random"}
    )
    assert r.status_code == 422
    assert r.json()["code"] == "bad_deck" and r.json()["problems"]
    assert client.get("/api/games").json() == {"waiting": [], "active": [], "finished": []}


def test_a_request_missing_a_field_says_which(client: TestClient) -> None:
    r = client.post("/api/games", json={"deck": "starter:shaper", "opponent": "bot"})
    assert r.status_code == 422
    assert r.json()["code"] == "invalid_request" and "side" in r.json()["message"]


def test_a_friend_joins_by_the_link_and_the_game_moves_from_waiting_to_active(
    client: TestClient,
) -> None:
    r = client.post(
        "/api/games",
        json={"side": "corp", "deck": "starter:nbn", "opponent": "friend", "name": "Ada"},
    )
    created = r.json()
    game_id = created["game_id"]
    assert created["seat"] == "corp" and created["join_link"] == f"/join/{game_id}"
    listed = client.get("/api/games").json()
    assert [g["game_id"] for g in listed["waiting"]] == [game_id] and listed["active"] == []
    assert listed["waiting"][0]["seats"]["runner"]["kind"] is None
    with client.websocket_connect(f"/ws/games/{game_id}") as ws:
        creator = Seat(ws, created["token"])
        assert creator.state["status"] == "waiting" and creator.view is None
        joined = client.post(
            f"/api/games/{game_id}/join", json={"deck": "starter:anarch", "name": "Bea"}
        ).json()
        assert joined["seat"] == "runner" and joined["token"] != created["token"]
        st = creator.until(lambda s: s["status"] == "active")
        assert st["view"]["decision"]["player"] == "corp" and "options" in st["view"]["decision"]
        assert st["seats"]["runner"] == {"kind": "human", "bot": None, "name": "Bea"}
    listed = client.get("/api/games").json()
    assert listed["waiting"] == [] and [g["game_id"] for g in listed["active"]] == [game_id]
    again = client.post(f"/api/games/{game_id}/join", json={"deck": "starter:shaper"})
    assert again.status_code == 409 and again.json()["code"] == "seat_taken"


def test_an_unknown_game_is_a_404(client: TestClient) -> None:
    r = client.get("/api/games/nope")
    assert r.status_code == 404 and r.json()["code"] == "unknown_game"


def test_a_finished_game_replays_step_by_step_from_each_side(client: TestClient) -> None:
    game_id, corp_token, runner_token = friend_game(client)
    early = client.get(f"/api/games/{game_id}/replay", params={"side": "corp"})
    assert early.status_code == 409 and early.json()["code"] == "not_finished"
    with client.websocket_connect(f"/ws/games/{game_id}") as cws:
        corp = Seat(cws, corp_token)
        corp.choose(0)
        corp.until_seq(1)
        cws.send_json({"type": "concede"})
        corp.until(lambda s: s["status"] == "over")
    start = client.get(f"/api/games/{game_id}/replay", params={"side": "runner", "step": 0})
    body = start.json()
    assert body["steps"] == 1 and body["step"] == 0
    assert body["view"]["decision"]["player"] == "corp" and "hand" in body["view"]["runner"]
    end = client.get(f"/api/games/{game_id}/replay", params={"side": "spectator"}).json()
    assert end["step"] == 1 and end["view"]["over"] and end["winner"] == "runner"
    assert "hand" not in end["view"]["corp"] and "The Corp concedes." in end["log"]
    bad = client.get(f"/api/games/{game_id}/replay", params={"side": "corp", "step": 5})
    assert bad.status_code == 400


def test_the_front_page_is_the_lobby_of_the_web_client(client: TestClient) -> None:
    r = client.get("/")
    assert r.status_code == 200 and "/static/js/lobby.js" in r.text


def test_a_deck_with_cards_not_playable_yet_is_refused_naming_each(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    blanks = ["ZZ22 Speed Chip", "WuTech Mem Chip"]
    for title in blanks:  # two real cards without their definitions, for this test only
        monkeypatch.delitem(POOL.definitions, title, raising=False)
    deck = "20 ZZ22 Speed Chip\n5 WuTech Mem Chip\n20 Score!\n"
    body = client.post(
        "/api/decks/validate", json={"ruleset": "classic", "side": "runner", "deck": deck}
    ).json()
    assert body["ok"] is False
    assert [p.split(" is not playable yet")[0] for p in body["problems"]] == blanks
    made = client.post(
        "/api/games",
        json={"ruleset": "classic", "side": "runner", "deck": deck, "opponent": "bot"},
    )
    assert made.status_code == 422 and made.json()["code"] == "bad_deck"

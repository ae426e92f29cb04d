"""The web client's pages and the card catalogue are served by the game server: a browser needs
nothing but ``pip install`` (the files ship in the package)."""

from __future__ import annotations

from fastapi.testclient import TestClient


def _a_game(client: TestClient) -> str:
    body = {"side": "corp", "deck": "starter:nbn", "opponent": "friend"}
    return str(client.post("/api/games", json=body).json()["game_id"])


def test_every_page_of_the_web_client_is_served_as_html(client: TestClient) -> None:
    game_id = _a_game(client)
    for path in ("/", *(f"/{page}/{game_id}" for page in ("games", "join", "watch", "replay"))):
        r = client.get(path)
        assert r.status_code == 200, path
        assert r.headers["content-type"].startswith("text/html"), path
        assert '<script type="module"' in r.text, path


def test_a_page_of_an_unknown_game_is_a_404_page_saying_there_is_no_such_game(
    client: TestClient,
) -> None:
    for page in ("games", "join", "watch", "replay"):
        r = client.get(f"/{page}/no-such-id")
        assert r.status_code == 404, page
        assert r.headers["content-type"].startswith("text/html"), page
        assert "There is no such game" in r.text and 'href="/"' in r.text, page
        assert "connecting" not in r.text, page


def test_the_pages_modules_and_style_sheet_are_served(client: TestClient) -> None:
    page = client.get(f"/games/{_a_game(client)}").text
    assert "/static/js/game.js" in page and "/static/css/style.css" in page
    for name in ("api", "socket", "board", "options", "cardview", "game", "lobby", "join", "clock"):
        r = client.get(f"/static/js/{name}.js")
        assert r.status_code == 200 and "javascript" in r.headers["content-type"], name
    assert client.get("/static/js/replay.js").status_code == 200


def test_the_card_catalogue_gives_a_cards_facts_and_its_generated_text(
    client: TestClient,
) -> None:
    cards = {c["title"]: c for c in client.get("/api/cards", params={"ruleset": "anr"}).json()}
    assert len(cards) == 113
    ice_wall = cards["Ice Wall"]
    assert ice_wall["type"] == "ice" and ice_wall["side"] == "corp"
    assert ice_wall["keywords"] == ["Barrier"]
    assert ice_wall["cost"] == 1 and ice_wall["strength"] == 1
    assert "End the run" in ice_wall["text"]
    assert ["strength", 1] in ice_wall["numbers"]


def test_the_1996_cards_are_written_in_bits_and_preps(client: TestClient) -> None:
    cards = client.get("/api/cards", params={"ruleset": "classic"}).json()
    assert any(c["type"] == "prep" for c in cards)
    assert not any(c["type"] == "event" for c in cards)
    in_bits = [c["title"] for c in cards if " bits" in c["text"]]
    assert len(in_bits) >= 10


def test_the_card_catalogue_of_an_unknown_ruleset_is_a_bad_request(client: TestClient) -> None:
    r = client.get("/api/cards", params={"ruleset": "chess"})
    assert r.status_code == 400
    assert r.json()["code"] == "bad_request"
    assert "anr" in r.json()["message"]


def test_every_page_module_and_migration_ships_in_the_package() -> None:
    """``pip install`` alone runs the server: every file the server reads at run time matches
    the package data of ``pyproject.toml`` (a wheel carries nothing else but modules)."""
    import tomllib
    from fnmatch import fnmatch
    from pathlib import Path

    import netrunner

    pkg = Path(netrunner.__file__).parent
    pyproject = tomllib.loads((pkg.parent.parent / "pyproject.toml").read_text())
    patterns = pyproject["tool"]["setuptools"]["package-data"]["netrunner"]
    files = [
        f.relative_to(pkg).as_posix()
        for folder in ("web/static", "server/migrations", "data")
        for f in (pkg / folder).rglob("*")
        if f.is_file() and "__pycache__" not in f.parts
    ]
    assert any(f.endswith(".js") for f in files) and any(f.endswith(".html") for f in files)
    left_out = [f for f in files if not any(fnmatch(f, p) for p in patterns)]
    assert left_out == []

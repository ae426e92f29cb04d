"""``netrunner deck validate`` / ``netrunner deck show``, and decks from files for ``netrunner play``."""

from __future__ import annotations

import re
from pathlib import Path

from typer.testing import CliRunner

from netrunner.cli.main import app
from netrunner.decks import Deck

ENV = {"COLUMNS": "200"}
O8D = """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<deck game="0f38e453-26df-4c04-9d67-6d43de939c77">
  <section name="Identity">
    <card qty="1" id="bc0f047c-01b1-427f-a439-d451eda01067">Jinteki: Personal Evolution</card>
  </section>
  <section name="R&amp;D / Stack">
{cards}
  </section>
</deck>
"""


def deck_file(tmp_path: Path, name: str, text: str) -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def legal_runner_text() -> str:
    return Deck.starter("anarch").to_text().replace("3x Stimhack", "3x Stimhack\n3x Account Siphon")


def jinteki_o8d() -> str:
    rows = "\n".join(
        f'    <card qty="{n}" id="x">{t}</card>' for t, n in Deck.starter("jinteki").cards
    )
    return O8D.replace("{cards}", rows)


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(app, list(args), env=ENV)
    return result.exit_code, result.output


def test_deck_validate_says_ok_for_legal_decks_in_every_format(tmp_path: Path) -> None:
    text = deck_file(tmp_path, "noise.txt", legal_runner_text())
    o8d = deck_file(tmp_path, "pe.o8d", jinteki_o8d())
    code, out = run("deck", "validate", text, o8d, "starter:nbn")
    assert code == 0
    assert f"{text}: OK (Noise: Hacker Extraordinaire, 50 cards)" in out
    assert f"{o8d}: OK (Jinteki: Personal Evolution, 49 cards)" in out
    assert "starter:nbn: OK (NBN: Making News, 49 cards)" in out


def test_deck_validate_lists_each_problem_and_exits_1_when_a_deck_is_illegal(
    tmp_path: Path,
) -> None:
    ok = deck_file(tmp_path, "ok.txt", legal_runner_text())
    bad = deck_file(tmp_path, "bad.txt", "Jinteki: Personal Evolution\n3x Hedge Fund\n")
    code, out = run("deck", "validate", ok, bad)
    assert code == 1
    assert f"{ok}: OK" in out
    assert f"{bad}: illegal, 2 problems:" in out
    assert "  - The deck has 3 cards; Jinteki: Personal Evolution needs at least 45." in out
    assert "  - A 3-card Corp deck needs 18 or 19 agenda points; this one has 0." in out


def test_deck_validate_exits_2_when_a_deck_cannot_be_read(tmp_path: Path) -> None:
    bad = deck_file(tmp_path, "bad.txt", "Jinteki: Personal Evolution\n3x Hedge Fund\n")
    typo = deck_file(tmp_path, "typo.txt", "Jinteki: Personal Evolution\n3x Hedge Fnud\n")
    code, out = run("deck", "validate", bad, typo, str(tmp_path / "missing.txt"))
    assert code == 2
    assert "  - line 2: unknown card title 'Hedge Fnud' (did you mean Hedge Fund?)" in out
    assert "missing.txt: unreadable: no deck file" in out
    assert f"{bad}: illegal" in out
    assert "Traceback" not in out


def test_deck_validate_reports_two_typos_in_one_run(tmp_path: Path) -> None:
    text = legal_runner_text().replace("3x Sure Gamble", "3x Sure Gambel")
    text = text.replace("2x Datasucker", "2x Datsucker")
    path = deck_file(tmp_path, "typos.txt", text)
    code, out = run("deck", "validate", path)
    assert code == 1
    assert f"{path}: illegal, 2 problems:" in out
    assert re.search(
        r"  - line \d+: unknown card title 'Sure Gambel' \(did you mean Sure Gamble\?\)", out
    )
    assert re.search(
        r"  - line \d+: unknown card title 'Datsucker' \(did you mean Datasucker\?\)", out
    )


def test_deck_validate_reports_a_typo_a_bad_count_and_the_rules_broken_together(
    tmp_path: Path,
) -> None:
    text = "Jinteki: Personal Evolution\n3x Hedge Fnud\n3 Nisei MK II\n0 Enigma\n4 Snare!\n"
    path = deck_file(tmp_path, "short.txt", text)
    code, out = run("deck", "validate", path)
    assert code == 1
    assert f"{path}: illegal, 5 problems:" in out
    lines = [x.strip() for x in out.splitlines()]
    assert lines[1:] == [
        "- line 2: unknown card title 'Hedge Fnud' (did you mean Hedge Fund?)",
        "- line 4: 0 copies of Enigma; a count must be at least 1",
        "- The deck has 4 copies of Snare!; at most 3 are allowed.",
        # the typo's 3 copies are counted: 10 cards, not 7
        "- The deck has 10 cards; Jinteki: Personal Evolution needs at least 45.",
        "- A 10-card Corp deck needs 18 or 19 agenda points; this one has 6.",
        "(the deckbuilding rules counted each unknown title as a card of no type: no agenda "
        "points, no influence)",
    ]


def test_deck_validate_of_a_list_without_identity_lists_its_typos_and_asks_for_identity(
    tmp_path: Path,
) -> None:
    path = deck_file(tmp_path, "jnet.txt", "3 Sure Gambel\n3 Diesel\n")
    code, out = run("deck", "validate", path)
    assert code == 1
    assert "  - line 1: unknown card title 'Sure Gambel' (did you mean Sure Gamble?)" in out
    assert "  - the decklist has no identity card" in out and "--identity TITLE" in out


def test_deck_validate_takes_the_identity_of_a_list_that_has_none(tmp_path: Path) -> None:
    runner = Deck.starter("anarch").to_text().replace("Noise: Hacker Extraordinaire\n", "")
    runner = runner.replace("3x Stimhack", "3x Stimhack\n3x Account Siphon")
    corp = "".join(f"{n} {t}\n" for t, n in Deck.starter("jinteki").cards)
    rpath = deck_file(tmp_path, "noise.txt", runner)
    cpath = deck_file(tmp_path, "pe.txt", corp)
    # each list takes the identity of its side, whatever the order they are given in
    code, out = run(
        "deck", "validate", rpath, cpath, "--identity", "personal", "--identity", "noise"
    )
    assert code == 0, out
    assert f"{rpath}: OK (Noise: Hacker Extraordinaire, 50 cards)" in out
    assert f"{cpath}: OK (Jinteki: Personal Evolution, 49 cards)" in out
    code, out = run("deck", "validate", cpath, "--identity", "noise")
    assert code == 1
    assert "--identity 'noise': Noise: Hacker Extraordinaire is not a Corp identity" in out
    code, out = run(
        "deck", "validate", "--ruleset", "classic", "starter:classic-corp", "--identity", "x"
    )
    assert code == 2
    assert "a Netrunner (1996) deck has no identity" in out


def test_deck_show_starter_jinteki_tables_the_deck_by_type_with_totals() -> None:
    code, out = run("deck", "show", "starter:jinteki")
    assert code == 0
    assert "starter:jinteki: Jinteki: Personal Evolution (Jinteki)" in out
    assert re.search(r"│\s+│ Agenda \(9\)\s+│", out)
    # the agenda points printed on the card, as the cost is one copy's; the totals add them up
    assert re.search(r"│ 3 │ Nisei MK II\s+│ Initiative\s+│\s+4 adv │\s+│\s+2 │", out)
    assert re.search(r"│ 3 │ Priority Requisition\s+│ Security\s+│\s+5 adv │\s+│\s+3 │", out)
    assert re.search(r"│ 3 │ Wall of Thorns\s+│ Barrier - AP\s+│\s+8 │", out)
    assert "Cards: 49 (minimum 45) · Influence: 0 of 15 · Agenda points: 21 (needs 20 or 21)" in out
    assert "Legal under the Core Set deckbuilding rules." in out


def test_deck_show_lists_ice_without_barrier_code_gate_or_sentry_as_other_ice() -> None:
    code, out = run("deck", "show", "starter:jinteki")
    assert code == 0
    assert re.search(r"│\s+│ Other ice \(2\)\s+│", out)
    assert re.search(r"│ 2 │ Data Mine\s+│ Trap - AP\s+│\s+0 │", out)


def test_deck_show_takes_the_identity_of_a_list_that_has_none(tmp_path: Path) -> None:
    corp = "".join(f"{n} {t}\n" for t, n in Deck.starter("jinteki").cards)
    path = deck_file(tmp_path, "pe.txt", corp)
    code, out = run("deck", "show", path, "--identity", "Jinteki: Personal Evolution")
    assert code == 0, out
    assert "pe: Jinteki: Personal Evolution (Jinteki)" in out
    assert "Legal under the Core Set deckbuilding rules." in out
    code, out = run("deck", "show", path)
    assert code == 1
    assert "the decklist has no identity card" in out and "--identity TITLE" in out


def test_deck_show_of_a_classic_corp_deck_shows_points_per_agenda() -> None:
    code, out = run("deck", "show", "--ruleset", "classic", "starter:classic-corp")
    assert code == 0
    # two copies of Tycho Extension (4 agenda points printed): 4, not 8
    assert re.search(r"│ 2 │ Tycho Extension\s+│ Asset\s+│ Base │ 4 diff │\s+4 │", out)
    assert re.search(r"│ 1 │ Hostile Takeover\s+│ Gray Ops\s+│ Base │ 3 diff │\s+1 │", out)


def test_deck_show_counts_influence_of_out_of_faction_cards(tmp_path: Path) -> None:
    path = deck_file(tmp_path, "siphon.txt", "Siphon Noise\n" + legal_runner_text())
    code, out = run("deck", "show", path)
    assert code == 0
    assert "Siphon Noise: Noise: Hacker Extraordinaire (Anarch)" in out
    assert re.search(r"│ 3 │ Account Siphon\s+│ Run - Sabotage\s+│\s+0 │ 12 ●●●●● ●●●●● ●●", out)
    assert "Cards: 50 (minimum 45) · Influence: 12 of 15" in out
    assert "Agenda points" not in out


def test_deck_show_reads_an_o8d_file_and_exits_1_listing_problems_when_illegal(
    tmp_path: Path,
) -> None:
    o8d = jinteki_o8d().replace('qty="3" id="x">Hedge Fund', 'qty="4" id="x">Hedge Fund')
    path = deck_file(tmp_path, "pe.o8d", o8d)
    code, out = run("deck", "show", path)
    assert code == 1
    assert "pe: Jinteki: Personal Evolution (Jinteki)" in out
    assert "Not legal:" in out
    assert "  - The deck has 4 copies of Hedge Fund; at most 3 are allowed." in out


def test_deck_show_of_a_list_with_typos_tables_what_reads_and_lists_every_problem(
    tmp_path: Path,
) -> None:
    path = deck_file(
        tmp_path, "x.txt", "Noise: Hacker Extraordinaire\n2 [b]Sure Gambel[/b]x\n3 Dizel\n"
    )
    code, out = run("deck", "show", path)
    assert code == 1
    assert re.search(r"│ 2 │ Sure Gambelx\s+│ unknown card", out)
    assert "Not legal:" in out
    assert "  - line 2: unknown card title 'Sure Gambelx'" in out
    assert "  - line 3: unknown card title 'Dizel'" in out
    assert "  - The deck has 5 cards; Noise: Hacker Extraordinaire needs at least 45." in out


def test_deck_show_of_an_unreadable_deck_is_a_one_line_error_with_exit_2(tmp_path: Path) -> None:
    code, out = run("deck", "show", "starter:tyrell")
    assert code == 2
    assert "unknown faction 'tyrell'" in out


def test_play_accepts_decks_from_text_and_o8d_files(tmp_path: Path) -> None:
    corp = deck_file(tmp_path, "pe.o8d", jinteki_o8d())
    runner = deck_file(tmp_path, "noise.txt", legal_runner_text())
    result = CliRunner().invoke(
        app,
        ["play", "--corp", corp, "--runner", runner, "--side", "corp", "--seed", "2"],
        input="q\ny\n",
        env=ENV,
    )
    assert result.exit_code == 0
    assert "Jinteki: Personal Evolution vs Noise: Hacker Extraordinaire · seed 2" in result.output
    assert "The Runner wins (the Corp conceded) after" in result.output


def test_play_refuses_an_illegal_deck_unless_allowed_and_then_lists_its_problems(
    tmp_path: Path,
) -> None:
    runner = deck_file(tmp_path, "short.txt", "Noise: Hacker Extraordinaire\n3 Sure Gamble\n")
    args = ["play", "--runner", runner, "--side", "corp", "--seed", "2"]
    result = CliRunner().invoke(app, args, input="q\ny\n", env=ENV)
    assert result.exit_code == 2
    assert "Error: The Runner deck is not legal:" in result.stderr
    assert "  - The deck has 3 cards; Noise: Hacker Extraordinaire needs at least 45." in (
        result.stderr
    )
    assert "Play it anyway with --allow-illegal." in result.stderr
    result = CliRunner().invoke(app, [*args, "--allow-illegal"], input="q\ny\n", env=ENV)
    assert result.exit_code == 0
    assert "The Runner deck is not legal:" in result.output
    assert "The deck has 3 cards; Noise: Hacker Extraordinaire needs at least 45." in result.output


def test_deck_commands_are_listed_in_help() -> None:
    code, out = run("deck", "--help")
    assert code == 0
    assert "validate" in out and "show" in out

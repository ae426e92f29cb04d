"""corp-basics: the 1996 ambushes, and our ruling on those with a rez cost and no "even if it is
not rezzed" (Dedicated Response Team, Dieter Esslin, Turbeau Delacroix, Chimera, Experimental AI,
Corprunner's Shattered Remains): they work only if the Corp has rezzed them by the time the
Runner accesses them (it may in its last window before the access). Virus Test Site says it works
unrezzed, and does. Omniscience Foundation's end-of-turn tag."""

from __future__ import annotations

from cards.helpers import corp_install, run_on, runner_install, to_corp_turn, to_runner_turn
from classic.test_corp_cards import _card
from netrunner.engine.game import Game
from netrunner.testing import act, options, pass_until, scenario


def _run_fort(g: Game, server: str, rez: str | None = None) -> None:
    """The Runner runs ``server`` and accesses what is there; the Corp rezzes ``rez`` in its last
    window before the access (and nothing else); the Runner trashes nothing and liberates what it
    can."""
    act(g, "run", server=server)
    while g.run is not None and g.decision is not None:
        d = g.decision
        if d.player == "corp":
            if rez is not None and options(g, "rez", card=rez):
                act(g, "rez", card=rez)
                rez = None
            elif options(g, "pass"):
                act(g, "pass")
            else:
                g.choose(d.options[0])  # a choice of the ambush's (tested by the caller)
                return
        elif options(g, "steal"):
            act(g, "steal", card=options(g, "steal")[0].card)
        elif options(g, "access"):
            g.choose(options(g, "access")[0])
        elif options(g, "pass"):
            act(g, "pass")
        else:
            return


def _upgrade_in_fort(title: str, credits: int = 5, **runner: object) -> Game:
    """The Corp installs ``title`` in a new fort; the Runner's turn begins."""
    spec = {"hand": ["Score!"] * 5, "credits": 5, **runner}
    g = scenario(ruleset="classic", corp={"hand": [title], "credits": credits}, runner=spec)
    act(g, "install", card=title, server="new remote")
    to_runner_turn(g)
    return g


# ---------------------------------------------------------------------- Dieter Esslin


def test_dieter_esslin_rezzed_does_1_net_damage_when_accessed() -> None:
    g = _upgrade_in_fort("Dieter Esslin")
    _run_fort(g, "Server 1", rez="Dieter Esslin")
    assert _card(g, "Dieter Esslin").rezzed
    assert len(g.runner.hand) == 4 and "The Runner takes 1 net damage" in " ".join(g.log)


def test_dieter_esslin_unrezzed_does_nothing_when_accessed() -> None:
    g = _upgrade_in_fort("Dieter Esslin")
    _run_fort(g, "Server 1")
    assert any("accesses Dieter Esslin" in line for line in g.log)
    assert len(g.runner.hand) == 5


def test_the_corp_may_rez_an_ambush_upgrade_in_its_last_window_before_the_access() -> None:
    g = _upgrade_in_fort("Dieter Esslin")
    act(g, "run", server="Server 1")
    act(g, "pass")  # the Runner's last chance to jack out: go on
    d = g.decision
    assert d is not None and d.player == "corp" and d.kind == "paid_abilities"
    assert options(g, "rez", card="Dieter Esslin")
    assert g.view("runner")["decision"]["prompt"] == "The Corp may use paid abilities."


# ---------------------------------------------------------------------- Dedicated Response Team


def test_dedicated_response_team_rezzed_does_3_meat_damage_to_a_tagged_runner() -> None:
    g = _upgrade_in_fort("Dedicated Response Team", tags=1)
    _run_fort(g, "Server 1", rez="Dedicated Response Team")
    assert len(g.runner.hand) == 2


def test_dedicated_response_team_does_nothing_to_an_untagged_runner() -> None:
    g = _upgrade_in_fort("Dedicated Response Team")
    _run_fort(g, "Server 1", rez="Dedicated Response Team")
    assert _card(g, "Dedicated Response Team").rezzed and len(g.runner.hand) == 5


def test_dedicated_response_team_unrezzed_does_nothing_even_to_a_tagged_runner() -> None:
    g = _upgrade_in_fort("Dedicated Response Team", tags=1)
    _run_fort(g, "Server 1")
    assert len(g.runner.hand) == 5


# ---------------------------------------------------------------------- Turbeau Delacroix


def test_turbeau_delacroix_rezzed_traces_10_for_a_tag_when_accessed() -> None:
    g = _upgrade_in_fort("Turbeau Delacroix")
    _run_fort(g, "Server 1", rez="Turbeau Delacroix")
    assert "Turbeau Delacroix initiates a trace with a trace limit of 10." in g.log
    assert g.runner.tags == 1


def test_turbeau_delacroix_traces_once_on_each_run_on_its_fort() -> None:
    g = _upgrade_in_fort("Turbeau Delacroix")
    _run_fort(g, "Server 1", rez="Turbeau Delacroix")
    _run_fort(g, "Server 1")
    assert g.runner.tags == 2
    lines = [line for line in g.log if "Turbeau Delacroix initiates a trace" in line]
    assert len(lines) == 2


def test_turbeau_delacroix_unrezzed_does_nothing() -> None:
    g = _upgrade_in_fort("Turbeau Delacroix")
    _run_fort(g, "Server 1")
    assert g.runner.tags == 0 and not any("initiates a trace" in line for line in g.log)


def test_turbeau_delacroix_in_hq_traces_as_the_runner_accesses_it_in_the_root() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Turbeau Delacroix", "Day Shift"], "credits": 5})
    act(g, "install", card="Turbeau Delacroix", server="HQ")
    to_runner_turn(g)
    _run_fort(g, "HQ", rez="Turbeau Delacroix")
    assert g.runner.tags == 1


# ---------------------------------------------------------------------- Crybaby (the same ruling)


def test_crybaby_rezzed_gives_a_crying_counter_and_unrezzed_gives_none() -> None:
    g = _upgrade_in_fort("Crybaby")
    _run_fort(g, "Server 1")
    assert g.runner.counters == {}
    _run_fort(g, "Server 1", rez="Crybaby")
    assert g.runner.counters == {"crying": 1}


# ---------------------------------------------------------------------- Chimera


def test_chimera_rezzed_trashes_a_daemon_when_accessed() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Chimera"], "credits": 5},
        runner={"hand": ["Imp", "Loony Goon"], "credits": 10},
    )
    act(g, "install", card="Chimera", server="new remote")
    to_runner_turn(g)
    runner_install(g, "Imp")
    # Loony Goon beside Imp, not hosted on it (a hosted program would go with its daemon)
    pass_until(g, "runner")
    g.choose(next(o for o in options(g, "install", card="Loony Goon") if " on " not in o.label))
    act(g, "pass")  # no program overwritten
    _run_fort(g, "Server 1", rez="Chimera")
    # the Corp's choice among the daemons: only Imp (Loony Goon is no daemon)
    assert "Imp" not in [c.title for c in g.runner.program]
    assert [c.title for c in g.runner.program] == ["Loony Goon"]
    assert "Imp is trashed by Chimera." in g.log


def test_chimera_unrezzed_trashes_nothing() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Chimera"], "credits": 5},
        runner={"hand": ["Imp"], "credits": 10},
    )
    act(g, "install", card="Chimera", server="new remote")
    to_runner_turn(g)
    runner_install(g, "Imp")
    _run_fort(g, "Server 1")
    assert [c.title for c in g.runner.program] == ["Imp"]


def test_chimera_without_a_daemon_to_trash_does_nothing() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Chimera"], "credits": 5},
        runner={"hand": ["Loony Goon"], "credits": 10},
    )
    act(g, "install", card="Chimera", server="new remote")
    to_runner_turn(g)
    runner_install(g, "Loony Goon")
    _run_fort(g, "Server 1", rez="Chimera")
    assert [c.title for c in g.runner.program] == ["Loony Goon"]
    assert "Chimera: the Runner has no daemons to trash." in g.log


# ---------------------------------------------------------------------- advanced ambushes


def _advanced(title: str, counters: int, rig: list[str]) -> Game:
    """The Corp installs ``title`` and advances it ``counters`` times (before it is rezzed);
    the Runner installs ``rig``; the Runner's second action is next."""
    g = scenario(
        ruleset="classic",
        corp={"hand": [title], "credits": 10},
        runner={"hand": rig, "credits": 30},
    )
    act(g, "install", card=title, server="new remote")
    for _ in range(counters):
        act(g, "advance", card=title)
    to_runner_turn(g)
    for t in rig:
        runner_install(g, t)
    return g


def test_experimental_ai_rezzed_trashes_a_program_per_advancement_counter() -> None:
    g = _advanced("Experimental AI", 2, ["Loony Goon", "Tinweasel", "Hammer"])
    act(g, "run", server="Server 1")
    while not options(g, "choose"):
        if options(g, "rez", card="Experimental AI"):
            act(g, "rez", card="Experimental AI")
        else:
            act(g, "pass")
    assert {o.card for o in options(g, "choose")} == {"Loony Goon", "Tinweasel", "Hammer"}
    act(g, "choose", card="Hammer")
    act(g, "choose", card="Loony Goon")
    assert [c.title for c in g.runner.program] == ["Tinweasel"]


def test_experimental_ai_unrezzed_trashes_nothing() -> None:
    g = _advanced("Experimental AI", 2, ["Loony Goon"])
    _run_fort(g, "Server 1")
    assert [c.title for c in g.runner.program] == ["Loony Goon"]


def test_shattered_remains_rezzed_trashes_a_piece_of_hardware_per_counter() -> None:
    g = _advanced(
        "Corprunner's Shattered Remains", 2, ["Zetatech Mem Chip", "Armored Fridge", "Nasuko Cycle"]
    )
    act(g, "run", server="Server 1")
    while not options(g, "choose"):
        if options(g, "rez", card="Corprunner's Shattered Remains"):
            act(g, "rez", card="Corprunner's Shattered Remains")
        else:
            act(g, "pass")
    act(g, "choose", card="Armored Fridge")
    act(g, "choose", card="Nasuko Cycle")
    assert [c.title for c in g.runner.hardware] == ["Zetatech Mem Chip"]


def test_experimental_ai_with_more_counters_than_programs_trashes_them_all() -> None:
    g = _advanced("Experimental AI", 2, ["Loony Goon"])
    _run_fort(g, "Server 1", rez="Experimental AI")  # the Corp's one choice: Loony Goon
    assert g.runner.program == []
    assert "Experimental AI: the Runner has no programs to trash." in g.log


def test_shattered_remains_unrezzed_trashes_nothing() -> None:
    g = _advanced("Corprunner's Shattered Remains", 2, ["Zetatech Mem Chip"])
    _run_fort(g, "Server 1")
    assert [c.title for c in g.runner.hardware] == ["Zetatech Mem Chip"]


def test_shattered_remains_may_be_advanced_after_it_is_rezzed() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Corprunner's Shattered Remains"], "credits": 5})
    act(g, "install", card="Corprunner's Shattered Remains", server="new remote")
    act(g, "rez", card="Corprunner's Shattered Remains")
    act(g, "advance", card="Corprunner's Shattered Remains")
    assert _card(g, "Corprunner's Shattered Remains").advancements == 1


# ---------------------------------------------------------------------- Virus Test Site


def test_virus_test_site_unrezzed_does_2_net_damage_per_advancement_counter() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Virus Test Site"], "credits": 5},
        runner={"hand": ["Score!"] * 5},
    )
    act(g, "install", card="Virus Test Site", server="new remote")
    act(g, "advance", card="Virus Test Site")
    act(g, "advance", card="Virus Test Site")
    to_runner_turn(g)
    _run_fort(g, "Server 1")
    assert not _card(g, "Virus Test Site").rezzed
    assert len(g.runner.hand) == 1 and "The Runner takes 4 net damage" in " ".join(g.log)


def test_virus_test_site_without_counters_does_1_net_damage() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Virus Test Site"], "credits": 5},
        runner={"hand": ["Score!"] * 5},
    )
    act(g, "install", card="Virus Test Site", server="new remote")
    act(g, "rez", card="Virus Test Site")
    to_runner_turn(g)
    _run_fort(g, "Server 1")
    assert len(g.runner.hand) == 4


def test_virus_test_site_accessed_from_rd_is_shown_and_does_1_net_damage() -> None:
    g = scenario(
        ruleset="classic",
        corp={"deck": ["Virus Test Site", "Day Shift"]},
        runner={"hand": ["Score!"] * 5},
    )
    to_runner_turn(g)
    _run_fort(g, "R&D")
    assert "The Runner shows Virus Test Site to the Corp (accessed from R&D)." in g.log
    assert len(g.runner.hand) == 4


def test_virus_test_site_does_nothing_when_accessed_in_archives() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Virus Test Site", "Day Shift"]},
        runner={"hand": ["Score!"] * 5},
    )
    act(g, "install", card="Virus Test Site", server="new remote")
    to_runner_turn(g)
    act(g, "run", server="Server 1")
    while not options(g, "trash"):
        act(g, "pass")
    act(g, "trash", card="Virus Test Site")  # trash cost 0: into Archives, face up
    assert len(g.runner.hand) == 4  # (it hurt as it was accessed)
    while g.run is not None:
        act(g, "pass")
    _run_fort(g, "Archives")
    assert any("accesses Virus Test Site in Archives" in line for line in g.log)
    assert len(g.runner.hand) == 4


# ---------------------------------------------------------------------- Omniscience Foundation


def test_omniscience_foundation_tags_at_the_end_of_a_corp_turn_with_a_tag() -> None:
    g = scenario(
        ruleset="classic", corp={"hand": ["Omniscience Foundation", "Blood Cat"], "credits": 6}
    )
    act(g, "install", card="Omniscience Foundation", server="new remote")
    act(g, "install", card="Blood Cat", server="new remote")
    act(g, "rez", card="Omniscience Foundation")
    act(g, "rez", card="Blood Cat")
    act(g, "ability", card="Blood Cat")  # trace 5: the Runner has no link, a tag
    assert g.runner.tags == 1
    to_runner_turn(g)
    assert g.runner.tags == 2 and "The Runner takes 1 tag." in g.log[-3:]


def test_omniscience_foundation_tags_at_the_end_of_a_runner_turn_with_a_tag() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Omniscience Foundation", "Fetch 4.0.1"], "credits": 5},
    )
    act(g, "install", card="Omniscience Foundation", server="new remote")
    act(g, "rez", card="Omniscience Foundation")
    corp_install(g, "Fetch 4.0.1", "HQ")
    to_runner_turn(g)
    assert g.runner.tags == 0  # no tag this turn: nothing at its end
    run_on(g, "HQ", rez="Fetch 4.0.1")
    while g.run is not None:
        act(g, "pass")
    assert g.runner.tags == 1
    to_corp_turn(g)
    assert g.runner.tags == 2


def test_omniscience_foundation_gives_nothing_when_the_tag_was_avoided() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Omniscience Foundation", "Fetch 4.0.1"], "credits": 5},
        runner={"hand": ["Nasuko Cycle"], "credits": 10},
    )
    act(g, "install", card="Omniscience Foundation", server="new remote")
    act(g, "rez", card="Omniscience Foundation")
    corp_install(g, "Fetch 4.0.1", "HQ")
    to_runner_turn(g)
    act(g, "install", card="Nasuko Cycle")
    run_on(g, "HQ", rez="Fetch 4.0.1")
    while not options(g, "ability", card="Nasuko Cycle"):
        act(g, "pass")
    act(g, "ability", card="Nasuko Cycle")  # 3 bits: avoid the tag
    while g.run is not None:
        act(g, "pass")
    to_corp_turn(g)
    assert g.runner.tags == 0

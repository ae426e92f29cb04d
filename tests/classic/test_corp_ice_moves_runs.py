"""The corp-ice-moves family, runs sent elsewhere: the deflectors (Dumpster, Entrapment, Trapdoor,
Vortex: the run goes on at the outermost rezzed ice of another fort and is a run there), Siren's
redirect at the start of a run, and the ice moved at the start of a run (Glacier, Walking Wall,
Mobile Barricade, Herman Revista)."""

from __future__ import annotations

from cards.helpers import corp_install, finish_run, runner_install, to_corp_turn, to_runner_turn
from classic.test_corp_ice import boost_to, successful
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.testing import act, options, scenario


def _card(g: Game, title: str) -> Card:
    return next(c for c in g.cards.values() if c.title == title and c.installed)


def _rezzed_before(g: Game, title: str) -> None:
    """``title`` was rezzed in an earlier run (a shortcut of the setup)."""
    g.set_rezzed(_card(g, title), True)


def _titles(g: Game, server: str) -> list[str]:
    """The ice of ``server``, outermost first."""
    return [c.title for c in reversed(g.corp.servers[server].ice)]


def _game(
    corp: list[tuple[str, str]],
    rig: tuple[str, ...] = (),
    credits: int = 30,
    hand: tuple[str, ...] = ("Score!",) * 3,
) -> Game:
    """The Corp installs each (title, server) in order (over its turns: the Runner passes its
    turns meanwhile); then the Runner's turn, with ``rig`` installed."""
    g = scenario(
        ruleset="classic",
        corp={"hand": [t for t, _ in corp], "credits": credits},
        runner={"hand": [*rig, *hand], "credits": 30},
    )
    for title, server in corp:
        if g.active == "runner":
            to_corp_turn(g)
            while g.decision.kind != "action":
                act(g, "pass")
        corp_install(g, title, server)
    to_runner_turn(g)
    for t in rig:
        runner_install(g, t)
    return g


# ---------------------------------------------------------------------- deflectors


def test_dumpster_cannot_be_installed_on_archives() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Dumpster", "Trapdoor"], "credits": 10})
    servers = {o.server for o in options(g, "install", card="Dumpster")}
    assert servers == {"HQ", "R&D", "new remote"}
    assert {o.server for o in options(g, "install", card="Trapdoor")} == {"HQ", "R&D"}


def test_dumpster_sends_the_run_to_the_outermost_rezzed_ice_of_archives() -> None:
    g = _game(
        [("Dumpster", "HQ"), ("Keeper", "Archives"), ("Wall of Static", "Archives")],
        ("Jackhammer",),
    )
    _rezzed_before(g, "Wall of Static")
    act(g, "run", server="HQ")
    act(g, "rez", card="Dumpster")  # Jackhammer breaks no code gate: the subroutine resolves
    assert "Dumpster sends the run to Archives." in g.log
    assert "The run is now a run on Archives." in g.log
    assert g.log[-1] == "The Runner encounters Wall of Static (ice 1 of 2 protecting Archives)."
    assert g.run.server == "Archives" and g.decision.kind == "encounter"
    assert "The Runner passes Dumpster" not in " ".join(g.log)  # instead of passing it
    boost_to(g, "Jackhammer", 2)
    act(g, "break", card="Jackhammer", subroutine=0)
    act(g, "pass")  # continue: inward, to Keeper on Archives
    assert g.log[-1] == "The Runner approaches unrezzed ice (ice 2 of 2 protecting Archives)."
    assert g.decision.player == "corp" and options(g, "rez", card="Keeper")
    act(g, "pass")
    finish_run(g)
    assert "The run on Archives is successful." in g.log
    assert g.flags.get("successful_run:Archives") == 1 and "successful_run:HQ" not in g.flags


def test_dumpster_with_no_rezzed_ice_on_archives_passes_its_last_ice() -> None:
    g = _game([("Dumpster", "HQ"), ("Wall of Static", "Archives")])
    act(g, "run", server="HQ")
    act(g, "rez", card="Dumpster")
    assert "The Runner is considered to have passed the last piece of ice on Archives." in g.log
    assert g.decision.kind == "jack_out" and g.run.server == "Archives"
    act(g, "pass")  # continue: the fort itself, Wall of Static never approached
    finish_run(g)
    assert "The Runner approaches unrezzed ice (ice 1 of 1 protecting Archives)." not in g.log
    assert "The run on Archives is successful." in g.log


def test_entrapment_for_2_bits_sends_the_run_to_a_fort_of_the_corps_choice() -> None:
    g = _game([("Entrapment", "HQ"), ("Wall of Static", "R&D")])
    _rezzed_before(g, "Wall of Static")
    act(g, "run", server="HQ")
    act(g, "rez", card="Entrapment")
    d = g.decision
    assert d.player == "corp" and {o.server for o in options(g, "choose")} == {"R&D", "Archives"}
    assert all(o.cost.credits == 2 for o in options(g, "choose")) and options(g, "pass")
    assert g.view("runner")["decision"]["prompt"] == (
        "Entrapment: the Corp may pay 2 bits to send the run to another data fort."
    )
    before = g.corp.credits
    act(g, "choose", server="R&D")
    assert g.corp.credits == before - 2
    i = g.log.index("The Runner encounters Wall of Static (ice 1 of 1 protecting R&D).")
    assert g.log[i + 1 :] == [
        "Wall of Static's subroutine resolves: End the run.",
        "Wall of Static ends the run.",
        "The run on R&D ends.",
    ]


def test_entrapment_unpaid_is_passed_as_usual() -> None:
    g = _game([("Entrapment", "HQ")])
    act(g, "run", server="HQ")
    act(g, "rez", card="Entrapment")
    act(g, "pass")  # the Corp does not pay
    assert "The Runner passes Entrapment (ice 1 of 1 protecting HQ)." in g.log
    assert g.run.server == "HQ"


def test_vortex_sends_the_run_to_a_subsidiary_fort_where_the_runner_liberates_its_agenda() -> None:
    g = _game([("Vortex", "HQ"), ("AI Chief Financial Officer", "new remote")])
    act(g, "run", server="HQ")
    act(g, "rez", card="Vortex")
    act(g, "pass")  # rez nothing more
    act(g, "choose", server="Server 1")
    assert "The Runner is considered to have passed the last piece of ice on Server 1." in g.log
    finish_run(g)
    assert "The run on Server 1 is successful." in g.log
    assert [c.title for c in g.runner.scored] == ["AI Chief Financial Officer"]


def test_trapdoor_with_no_subsidiary_fort_is_automatically_broken() -> None:
    g = _game([("Trapdoor", "R&D")])
    act(g, "run", server="R&D")
    act(g, "rez", card="Trapdoor")
    assert (
        "There is no subsidiary data fort: the Runner automatically breaks Trapdoor's subroutine."
        in g.log
    )
    assert g.decision.kind == "jack_out" and g.run.server == "R&D"
    assert "The Runner passes Trapdoor (ice 1 of 1 protecting R&D)." in g.log


def test_trapdoor_sends_the_run_to_a_subsidiary_fort_of_the_corps_choice() -> None:
    g = _game(
        [("Trapdoor", "HQ"), ("Wall of Static", "new remote"), ("Keeper", "new remote")],
        ("Jackhammer",),
    )
    _rezzed_before(g, "Keeper")
    act(g, "run", server="HQ")
    act(g, "rez", card="Trapdoor")
    assert {o.server for o in options(g, "choose")} == {"Server 1", "Server 2"}
    assert not options(g, "pass")  # no "if you pay": the Corp must choose
    act(g, "choose", server="Server 2")
    assert "The Runner encounters Keeper (ice 1 of 1 protecting Server 2)." in g.log
    assert g.log[-1] == "The run on Server 2 ends."  # Jackhammer breaks no sentry


# ---------------------------------------------------------------------- Siren


def test_siren_redirects_the_run_to_its_fort_at_the_start_of_a_run_for_1_bit() -> None:
    g = _game([("Siren", "new remote"), ("Wall of Static", "new remote")])
    assert _card(g, "Siren").rezzed  # rezzed as it was installed
    act(g, "run", server="HQ")
    d = g.decision
    assert d.player == "corp" and d.params == {"window": "run_start"}
    assert g.view("runner")["decision"]["prompt"] == (
        "The Corp may use abilities at the start of the run."
    )
    siren = options(g, "ability", card="Siren")
    assert siren and siren[0].cost.credits == 1
    before = g.corp.credits
    g.choose(siren[0])
    assert g.corp.credits == before - 1 and g.run.server == "Server 1"
    assert "Siren: the Runner must run Server 1 instead of HQ." in g.log
    assert not options(g, "ability", card="Siren")  # once a run
    act(g, "pass")
    finish_run(g)
    assert "The run on Server 1 is successful." in g.log


def test_siren_is_not_offered_on_a_run_on_its_own_fort() -> None:
    g = _game([("Siren", "new remote")])
    act(g, "run", server="Server 1")
    assert g.decision.params == {"window": "run_start"} and not options(g, "ability")


def test_without_start_of_run_cards_no_window_is_asked() -> None:
    g = _game([("Wall of Static", "HQ")])
    act(g, "run", server="HQ")
    assert g.decision.kind == "rez"  # straight to the first approach


# ---------------------------------------------------------------------- ice moved at the start


def test_walking_wall_unrezzed_is_revealed_and_moved_inward_at_the_start_of_a_run() -> None:
    g = _game([("Keeper", "HQ"), ("Walking Wall", "HQ")])
    assert _titles(g, "HQ") == ["Walking Wall", "Keeper"]
    act(g, "run", server="HQ")
    wall = _card(g, "Walking Wall")
    old_id = wall.id
    act(g, "ability", card="Walking Wall")
    assert wall.id in g.known_to_runner and not wall.faceup
    assert "The Corp reveals Walking Wall (ice 1 of HQ)." in g.log
    assert [o.amount for o in options(g, "choose")] == [2]
    act(g, "choose", amount=2)
    assert _titles(g, "HQ") == ["Keeper", "Walking Wall"]
    assert "Walking Wall moves to ice 2 of HQ." in g.log
    moved = _card(g, "Walking Wall")
    assert moved.id != old_id and moved.id in g.known_to_runner  # followed in the open
    for seed in range(5):  # the Runner's determinisations keep what it saw, where it is now
        assert _titles(g.determinize("runner", seed=seed), "HQ")[1] == "Walking Wall"
    act(g, "pass")  # nothing more: the run's first approach is Keeper's
    assert g.log[-1] == "The Runner approaches unrezzed ice (ice 1 of 2 protecting HQ)."
    assert g.decision.player == "corp" and options(g, "rez", card="Keeper")


def test_walking_wall_is_offered_only_on_runs_on_its_fort() -> None:
    g = _game([("Keeper", "HQ"), ("Walking Wall", "HQ")])
    act(g, "run", server="R&D")
    assert g.decision.params == {"window": "run_start"} and not options(g, "ability")


def test_mobile_barricade_rezzed_moves_outward_for_1_bit() -> None:
    g = _game([("Mobile Barricade", "HQ"), ("Keeper", "HQ"), ("Wall of Static", "HQ")])
    _rezzed_before(g, "Mobile Barricade")
    act(g, "run", server="HQ")
    before = g.corp.credits
    act(g, "ability", card="Mobile Barricade")
    assert [o.amount for o in options(g, "choose")] == [1, 2]
    act(g, "choose", amount=1)
    assert g.corp.credits == before - 1
    assert _titles(g, "HQ") == ["Mobile Barricade", "Wall of Static", "Keeper"]
    act(g, "pass")
    assert "The Runner encounters Mobile Barricade (ice 1 of 3 protecting HQ)." in g.log
    assert len(g.runner.discard) == 1 and g.log[-1] == "The run on HQ ends."


def test_glacier_moves_to_the_outermost_position_of_the_fort_being_run() -> None:
    g = _game([("Glacier", "R&D"), ("Wall of Static", "HQ")])
    act(g, "run", server="HQ")
    act(g, "ability", card="Glacier")
    assert {o.server for o in options(g, "choose")} == {"HQ", "Archives"}
    act(g, "choose", server="HQ")
    assert _titles(g, "HQ") == ["Glacier", "Wall of Static"] and not g.corp.servers["R&D"].ice
    assert "The Corp reveals Glacier (ice 1 of R&D)." in g.log
    act(g, "pass")
    assert g.log[-1] == "The Runner approaches unrezzed ice (ice 1 of 2 protecting HQ)."
    assert not options(g, "rez", card="Glacier")  # no agenda point to pay with
    g.corp.agenda_adjust = 1
    g2 = _game([("Glacier", "HQ")])
    g2.corp.agenda_adjust = 1
    act(g2, "run", server="HQ")
    act(g2, "pass")  # no move
    rez = options(g2, "rez", card="Glacier")
    assert rez
    g2.choose(rez[0])
    assert g2.corp.agenda_adjust == 0  # the agenda point spent
    assert g2.run is None and not successful(g2)  # two "End the run"


def test_herman_revista_rearranges_its_forts_ice_at_the_start_of_a_run() -> None:
    g = _game([("Keeper", "HQ"), ("Wall of Static", "HQ"), ("Herman Revista", "HQ")])
    act(g, "run", server="HQ")
    act(g, "rez", card="Herman Revista")  # rezzed in the window, then used
    act(g, "ability", card="Herman Revista")
    assert g.view("runner")["decision"]["prompt"] == (
        "Herman Revista: the Corp rearranges the ice of HQ."
    )
    act(g, "choose", card="Keeper")
    assert _titles(g, "HQ") == ["Keeper", "Wall of Static"]
    assert not options(g, "ability", card="Herman Revista")  # once a run
    act(g, "pass")
    assert g.decision.player == "corp" and options(g, "rez", card="Keeper")


def test_a_deflected_run_made_by_a_prep_is_no_longer_replaced_on_the_fort_it_named() -> None:
    g = _game([("Dumpster", "HQ")], hand=("Weather-to-Finance Pipe", "Score!"))
    act(g, "play", card="Weather-to-Finance Pipe")
    act(g, "rez", card="Dumpster")
    assert g.run.server == "Archives" and g.run.replace_access is None
    before = g.corp.credits
    finish_run(g)
    assert "The run on Archives is successful." in g.log
    assert g.corp.credits == before  # no 4 bits lost: there was no access to HQ to replace


def test_the_start_of_run_window_is_asked_whatever_unrezzed_card_is_installed() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Wall of Static", "Walking Wall"], "credits": 10},
        runner={"credits": 5},
    )
    corp_install(g, "Wall of Static", "HQ")  # Walking Wall stays in HQ
    to_runner_turn(g)
    act(g, "run", server="HQ")
    d = g.decision
    assert d.player == "corp" and d.params == {"window": "run_start"}
    assert [o.kind for o in d.options] == ["pass"]  # the same window as with Walking Wall out
    act(g, "pass")
    assert g.decision.kind == "rez" and options(g, "rez", card="Wall of Static")


def test_a_deflected_run_skips_unrezzed_ice_outside_the_outermost_rezzed_piece() -> None:
    g = _game([("Vortex", "HQ"), ("Keeper", "R&D"), ("Wall of Static", "R&D")], ("Jackhammer",))
    _rezzed_before(g, "Keeper")  # the inner piece; Wall of Static outside it stays unrezzed
    act(g, "run", server="HQ")
    act(g, "rez", card="Vortex")
    act(g, "choose", server="R&D")
    assert "The Runner encounters Keeper (ice 2 of 2 protecting R&D)." in g.log
    assert "The Runner approaches unrezzed ice (ice 1 of 2 protecting R&D)." not in g.log


def test_siren_is_installed_only_if_the_corp_can_pay_to_rez_it() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Siren"], "credits": 2})
    assert not options(g, "install", card="Siren")
    g2 = scenario(ruleset="classic", corp={"hand": ["Siren"], "credits": 3})
    act(g2, "install", card="Siren", server="new remote")
    assert _card(g2, "Siren").rezzed and g2.corp.credits == 0


def test_siren_redirecting_a_preps_run_drops_the_replaced_access() -> None:
    g = _game([("Siren", "new remote")], hand=("Weather-to-Finance Pipe", "Score!"))
    act(g, "play", card="Weather-to-Finance Pipe")
    act(g, "ability", card="Siren")
    assert g.run.server == "Server 1" and g.run.replace_access is None
    act(g, "pass")
    before = g.corp.credits
    finish_run(g)
    assert "The run on Server 1 is successful." in g.log and g.corp.credits == before


def test_trapdoor_sends_the_run_to_a_roving_submarine_fort_the_runner_may_not_run_now() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Roving Submarine", "Trapdoor"], "credits": 20},
        runner={"hand": ["Score!"] * 3, "credits": 10},
    )
    act(g, "install", card="Roving Submarine", server="new remote")
    to_runner_turn(g)
    to_corp_turn(g)
    while g.decision.kind != "action":
        act(g, "pass")
    corp_install(g, "Trapdoor", "HQ")  # nothing done in Server 1 this turn
    to_runner_turn(g)
    assert options(g, "run", server="Server 1") == [] and options(g, "run", server="HQ")
    act(g, "run", server="HQ")
    act(g, "rez", card="Trapdoor")
    assert {o.server for o in options(g, "choose")} == {"Server 1"}  # deflecting is no new run
    act(g, "choose", server="Server 1")
    assert "Trapdoor sends the run to Server 1." in g.log
    assert "The run is now a run on Server 1." in g.log
    assert "The Runner is considered to have passed the last piece of ice on Server 1." in g.log
    assert g.run.server == "Server 1" and g.decision.kind == "jack_out"
    finish_run(g)
    assert "The run on Server 1 is successful." in g.log
    assert "The Runner accesses Roving Submarine in Server 1." in g.log
    assert g.flags.get("successful_run:Server 1") == 1 and "successful_run:HQ" not in g.flags

"""Static ice modifiers of the 1996 game (corp-static): strength, rez cost and added subroutines
by keyword, on a fort or on a chosen fort; ice revealed for bits; Ice Transmutation's repeated
subroutines; the Corp's ice install cost lowered (Chester Mix, Fortress Architects) or raised
(Restrictive Net Zoning)."""

from __future__ import annotations

from dataclasses import replace

from cards.helpers import corp_install, run_on, runner_install, to_corp_turn, to_runner_turn
from netrunner.engine.game import Game
from netrunner.engine.state import Card
from netrunner.engine.words import CLASSIC_WORDS, using
from netrunner.rulesets.classic.icemods import KeywordIceStrength, KeywordRezDiscount
from netrunner.testing import act, options, scenario


def _score(g: Game, title: str, server: str = "new remote") -> None:
    """The Corp installs the agenda ``title`` from HQ and scores it: all but one of its
    advancement counters are put on as the scene's set-up, the last by an advance action."""
    act(g, "install", card=title, server=server)
    agenda = next(c for c in g.installed_corp_cards() if c.title == title)
    g.add_advancements(agenda, g.advancement_requirement(agenda) - 1)
    act(g, "advance", card=title)
    act(g, "score", card=title)


def _installed(g: Game, title: str) -> Card:
    return next(c for c in g.installed_corp_cards() if c.title == title)


def _rezzed(g: Game, title: str) -> Card:
    """The installed card ``title``, rezzed as the scene's set-up (no bits paid)."""
    c = _installed(g, title)
    g.set_rezzed(c, True)
    return c


def _strength(g: Game, server: str, index: int = 0, side: str = "corp") -> int | None:
    """The strength ``side`` sees of the ice ``index`` (outermost first) of ``server``."""
    ice = g.view(side)["corp"]["servers"][server]["ice"][index]
    return ice.get("strength")


# ---------------------------------------------------------------------- strength by keyword


def test_black_ice_quality_assurance_scored_gives_black_ice_2_strength() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Code Corpse", "Fire Wall", "Black Ice Quality Assurance"], "credits": 9},
    )
    corp_install(g, "Code Corpse", "HQ")
    corp_install(g, "Fire Wall", "R&D")
    assert _strength(g, "HQ") == 5
    to_runner_turn(g)
    to_corp_turn(g)
    _score(g, "Black Ice Quality Assurance")
    assert _strength(g, "HQ") == 7  # black ice: 5 + 2
    assert _strength(g, "R&D") == 4  # a wall: unchanged
    assert _strength(g, "HQ", side="runner") is None  # unrezzed: the Runner sees no strength
    _rezzed(g, "Code Corpse")
    assert _strength(g, "HQ", side="runner") == 7


def test_data_masons_makes_walls_cheaper_to_rez_and_stronger() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Data Masons", "Fire Wall", "Keeper"], "credits": 6},
    )
    act(g, "install", card="Data Masons", server="new remote")
    corp_install(g, "Fire Wall", "HQ")
    corp_install(g, "Keeper", "R&D")
    act(g, "rez", card="Data Masons")  # 1 bit
    assert _strength(g, "HQ") == 5 and _strength(g, "R&D") == 4
    to_runner_turn(g)
    act(g, "run", server="HQ")
    [rez] = options(g, "rez", card="Fire Wall")
    assert rez.cost.credits == 3  # 5, less 2 for a wall
    assert rez.label == "Rez Fire Wall (3 bits)"
    g.choose(rez)
    assert g.corp.credits == 5 - 1 - 3 + 1  # a bit gained as the Corp's turn ended
    assert g.ice_strength(_installed(g, "Fire Wall")) == 5


def test_data_masons_leaves_the_rez_cost_of_other_ice_alone() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Data Masons", "Keeper"], "credits": 6})
    act(g, "install", card="Data Masons", server="new remote")
    corp_install(g, "Keeper", "HQ")
    act(g, "rez", card="Data Masons")
    to_runner_turn(g)
    act(g, "run", server="HQ")
    assert options(g, "rez", card="Keeper")[0].cost.credits == 4


def test_skalderviken_makes_black_ice_2_bits_cheaper_to_rez() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Skälderviken SA Beta Test Site", "Code Corpse"], "credits": 8},
    )
    act(g, "install", card="Skälderviken SA Beta Test Site", server="new remote")
    corp_install(g, "Code Corpse", "HQ")
    act(g, "rez", card="Skälderviken SA Beta Test Site")  # free
    to_runner_turn(g)
    act(g, "run", server="HQ")
    [rez] = options(g, "rez", card="Code Corpse")
    assert rez.cost.credits == 8  # 10 less 2
    g.choose(rez)
    assert g.corp.credits == 1  # 8 + 1 at the end of its turn, less 8


# ---------------------------------------------------------------------- added subroutines


def _encounter_keeper(g: Game) -> None:
    """The Runner runs HQ and the Corp rezzes Keeper: the encounter begins."""
    run_on(g, "HQ", rez="Keeper")


def test_encoder_makes_code_gates_cheaper_and_adds_an_end_the_run_subroutine_last() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Encoder, Inc.", "Keeper"], "credits": 4},
        runner={"hand": ["Codecracker"], "credits": 9},
    )
    act(g, "install", card="Encoder, Inc.", server="new remote")
    corp_install(g, "Keeper", "HQ")
    act(g, "rez", card="Encoder, Inc.")
    to_runner_turn(g)
    runner_install(g, "Codecracker")
    act(g, "run", server="HQ")
    [rez] = options(g, "rez", card="Keeper")
    assert rez.cost.credits == 3  # 4 less 1 for a code gate
    g.choose(rez)
    d = g.decision
    assert d is not None and d.kind == "encounter" and d.params["subroutines"] == 2
    keeper = _installed(g, "Keeper")
    assert [s.text for s in g.subroutines(keeper)] == ["End the run.", "End the run."]
    # the two alike subroutines are one choice: breaking it breaks the first, and the one
    # Encoder adds still resolves
    for _ in range(4):
        act(g, "boost", card="Codecracker")
    act(g, "break", card="Codecracker")
    act(g, "pass")
    assert "Keeper's subroutine resolves: End the run." in g.log
    assert "Keeper ends the run." in g.log
    assert g.run is None


def test_encoder_adds_nothing_to_ice_that_is_no_code_gate() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Encoder, Inc.", "Fire Wall"]})
    act(g, "install", card="Encoder, Inc.", server="new remote")
    corp_install(g, "Fire Wall", "HQ")
    act(g, "rez", card="Encoder, Inc.")
    assert len(g.subroutines(_installed(g, "Fire Wall"))) == 1


def test_tesseract_fort_construction_gives_the_ice_of_its_fort_a_toll_the_runner_may_pay() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Tesseract Fort Construction", "Data Wall"], "credits": 3},
        runner={"hand": ["Hammer"], "credits": 5},
    )
    act(g, "install", card="Tesseract Fort Construction", server="HQ")
    corp_install(g, "Data Wall", "HQ")
    act(g, "rez", card="Tesseract Fort Construction")  # 2 bits
    to_runner_turn(g)
    runner_install(g, "Hammer")  # 2 bits: 3 left
    run_on(g, "HQ", rez="Data Wall")
    wall = _installed(g, "Data Wall")
    assert [s.text for s in g.subroutines(wall)] == [
        "End the run.",
        "End the run unless the Runner pays 1 bit.",
    ]
    act(g, "break", card="Hammer", target="End the run.")  # 1 bit: 2 left
    act(g, "pass")  # let the added subroutine resolve
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    assert [o.label for o in d.options] == ["Pay 1 bit", "Let the run end"]
    assert options(g, "choose")[0].cost.credits == 1
    act(g, "choose", label="Pay 1 bit")
    assert g.runner.credits == 1
    assert g.run is not None and not g.run.ended
    assert "The Runner pays 1 bit (Data Wall)." in g.log


def test_tesseract_fort_construction_toll_unpaid_ends_the_run() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Tesseract Fort Construction", "Data Wall"], "credits": 3},
        runner={"hand": ["Hammer"], "credits": 5},
    )
    act(g, "install", card="Tesseract Fort Construction", server="HQ")
    corp_install(g, "Data Wall", "HQ")
    act(g, "rez", card="Tesseract Fort Construction")
    to_runner_turn(g)
    runner_install(g, "Hammer")
    run_on(g, "HQ", rez="Data Wall")
    act(g, "break", card="Hammer", target="End the run.")
    act(g, "pass")
    act(g, "pass")  # let the run end
    assert "Data Wall ends the run." in g.log
    assert g.run is None and g.runner.credits == 2


def test_tesseract_fort_construction_adds_nothing_to_ice_on_another_fort() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Tesseract Fort Construction", "Data Wall"], "credits": 3},
    )
    act(g, "install", card="Tesseract Fort Construction", server="HQ")
    corp_install(g, "Data Wall", "R&D")
    act(g, "rez", card="Tesseract Fort Construction")
    assert len(g.subroutines(_installed(g, "Data Wall"))) == 1


# ---------------------------------------------------------------------- revealing ice for bits


def test_encryption_breakthrough_reveals_code_gates_for_a_bit_each_and_counts_rezzed_ones() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Filter", "Keeper", "Keeper", "Encryption Breakthrough", "Fire Wall"],
            "credits": 5,
        },
    )
    corp_install(g, "Filter", "HQ")
    corp_install(g, "Keeper", "R&D")
    _rezzed(g, "Filter")
    assert _strength(g, "HQ") == 0
    g.corp.clicks = 3  # a new turn's actions, as the scene's set-up
    _score(g, "Encryption Breakthrough")
    assert _strength(g, "HQ") == 1  # code gates: +1
    d = g.decision
    assert d is not None and d.kind == "choose" and d.player == "corp"
    assert [o.label for o in d.options] == [
        "Reveal Keeper from HQ",
        "Reveal Keeper (ice 1 of R&D)",
        "Reveal none",
    ]
    assert g.view("runner")["decision"]["prompt"] == (
        "Encryption Breakthrough: the Corp chooses code gates to reveal."
    )
    act(g, "choose", label="Reveal Keeper from HQ")
    act(g, "choose", label="Reveal Keeper (ice 1 of R&D)")
    assert [o.label for o in g.decision.options] == ["Done"]  # asked until done
    bits = g.corp.credits
    act(g, "pass")
    assert g.corp.credits == bits + 3  # two revealed, one rezzed
    assert "The Corp reveals Keeper from HQ (Encryption Breakthrough)." in g.log
    assert "The Corp reveals Keeper (ice 1 of R&D) (Encryption Breakthrough)." in g.log
    # shown once: the Runner knows them (a determinisation keeps them), the ice stays facedown
    keeper = _installed(g, "Keeper")
    assert keeper.id in g.known_to_runner and not keeper.faceup
    assert g.view("runner")["corp"]["servers"]["R&D"]["ice"][0]["title"] is None
    assert g.determinize("runner", seed=3).cards[keeper.id].title == "Keeper"


def test_superior_net_barriers_asks_even_when_hq_holds_no_wall() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Superior Net Barriers", "Night Shift"], "credits": 5},
    )
    _score(g, "Superior Net Barriers")
    d = g.decision
    assert d is not None and [o.label for o in d.options] == ["Reveal none"]
    assert g.view("runner")["decision"]["prompt"] == (
        "Superior Net Barriers: the Corp chooses walls to reveal."
    )
    act(g, "pass")
    assert "The Corp gains 0 bits (Superior Net Barriers: 0 revealed, 0 rezzed)." in g.log


def test_superior_net_barriers_gives_walls_1_strength_and_a_bit_for_each_revealed() -> None:
    g = scenario(
        ruleset="classic",
        corp={
            "hand": ["Superior Net Barriers", "Data Wall", "Data Wall", "Keeper"],
            "credits": 5,
        },
    )
    corp_install(g, "Data Wall", "HQ")
    g.corp.clicks = 3
    _score(g, "Superior Net Barriers")
    # two copies in HQ: one option (the same choice), picked twice
    assert [o.label for o in options(g, "choose")] == [
        "Reveal Data Wall from HQ",
        "Reveal Data Wall (ice 1 of HQ)",
    ]
    act(g, "choose", label="Reveal Data Wall from HQ")
    act(g, "pass")
    assert "The Corp gains 1 bit (Superior Net Barriers: 1 revealed, 0 rezzed)." in g.log
    assert _strength(g, "HQ") == 1


# ---------------------------------------------------------------------- a chosen fort


def test_security_net_optimization_gives_the_ice_of_the_chosen_fort_1_strength() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Security Net Optimization", "Fire Wall", "Code Corpse"], "credits": 9},
    )
    corp_install(g, "Fire Wall", "R&D")
    corp_install(g, "Code Corpse", "HQ")
    g.corp.clicks = 3
    _score(g, "Security Net Optimization")
    d = g.decision
    assert d is not None and {o.server for o in d.options} >= {"HQ", "R&D", "Archives"}
    act(g, "choose", server="R&D")
    assert "Security Net Optimization: the Corp chooses R&D." in g.log
    assert _strength(g, "R&D") == 5 and _strength(g, "HQ") == 5
    scored = g.view("runner")["corp"]["scored"][0]
    assert scored["counters"] == {"fort:R&D": 1}  # the choice is public


def test_restrictive_net_zoning_makes_ice_on_the_chosen_fort_cost_2_bits_more() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fire Wall", "Chester Mix"], "credits": 5},
        runner={"hand": ["Restrictive Net Zoning"]},
    )
    to_runner_turn(g)
    act(g, "install", card="Restrictive Net Zoning")
    d = g.decision
    assert d is not None and d.player == "runner" and d.kind == "choose"
    act(g, "choose", server="HQ")
    assert "Restrictive Net Zoning: the Runner chooses HQ." in g.log
    to_corp_turn(g)
    costs = {o.server: o.cost.credits for o in options(g, "install", card="Fire Wall")}
    assert costs["HQ"] == 2 and costs["R&D"] == 0 and costs["new remote"] == 0
    # only ice: an upgrade in HQ is free
    assert {o.server: o.cost.credits for o in options(g, "install", card="Chester Mix")}["HQ"] == 0
    bits = g.corp.credits
    act(g, "install", card="Fire Wall", server="HQ")
    assert g.corp.credits == bits - 2


def test_chester_mix_makes_ice_on_its_fort_cost_2_bits_less() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Chester Mix", "Data Wall", "Data Wall", "Data Wall", "Filter"]},
    )
    act(g, "install", card="Chester Mix", server="HQ")
    act(g, "rez", card="Chester Mix")
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Data Wall", "HQ")  # 1 for the ice there, less 2: free
    assert g.corp.credits == 5
    to_runner_turn(g)
    to_corp_turn(g)
    costs = {o.server: o.cost.credits for o in options(g, "install", card="Data Wall")}
    assert costs["HQ"] == 0 and costs["R&D"] == 0  # 2 ice there: 2 less 2
    corp_install(g, "Data Wall", "HQ")
    costs = {o.server: o.cost.credits for o in options(g, "install", card="Filter")}
    assert costs["HQ"] == 1  # 3 ice there, less 2


def test_fortress_architects_makes_every_piece_of_ice_cost_1_bit_less_to_install() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Fortress Architects", "Data Wall", "Data Wall", "Filter", "Filter"]},
    )
    act(g, "install", card="Fortress Architects", server="new remote")
    act(g, "rez", card="Fortress Architects")
    corp_install(g, "Data Wall", "HQ")
    corp_install(g, "Data Wall", "HQ")  # 1 less 1
    assert g.corp.credits == 5
    to_runner_turn(g)
    to_corp_turn(g)
    costs = {o.server: o.cost.credits for o in options(g, "install", card="Filter")}
    assert costs["HQ"] == 1 and costs["R&D"] == 0


# ---------------------------------------------------------------------- Ice Transmutation


def test_ice_transmutation_gives_a_rezzed_ice_1_strength_and_repeats_each_subroutine() -> None:
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Ice Transmutation", "Razor Wire", "Fire Wall"], "credits": 9},
        runner={"hand": ["Krash"], "credits": 30},  # enough to boost Krash to strength 4 and break
    )
    corp_install(g, "Razor Wire", "HQ")
    corp_install(g, "Fire Wall", "R&D")
    _rezzed(g, "Razor Wire")
    g.corp.clicks = 3
    _score(g, "Ice Transmutation")
    d = g.decision
    assert d is not None and [o.label for o in d.options] == ["Choose Razor Wire (ice 1 of HQ)"]
    act(g, "choose", label="Choose Razor Wire (ice 1 of HQ)")
    wire = _installed(g, "Razor Wire")
    assert g.ice_strength(wire) == 4
    assert [s.text for s in g.subroutines(wire)] == [
        "Do 2 net damage.",
        "Do 2 net damage.",
        "End the run.",
        "End the run.",
    ]
    to_runner_turn(g)
    runner_install(g, "Krash")
    act(g, "run", server="HQ")  # Razor Wire is rezzed: the encounter begins at once
    d = g.decision
    assert d is not None and d.kind == "encounter"
    assert d.params["subroutines"] == 4 and d.params["strength"] == 4


def test_ice_transmutation_with_no_rezzed_ice_chooses_nothing() -> None:
    g = scenario(ruleset="classic", corp={"hand": ["Ice Transmutation", "Fire Wall"]})
    corp_install(g, "Fire Wall", "HQ")
    g.corp.clicks = 3
    _score(g, "Ice Transmutation")
    assert "Ice Transmutation: there is no rezzed ice to choose." in g.log


# ---------------------------------------------------------------------- a modifier for one fort


def test_keyword_modifiers_scoped_to_this_fort_change_only_the_ice_there() -> None:
    """As a region would declare them ("Cost to rez walls on this fort is reduced by 2. All
    walls on this fort have +1 strength": Jerusalem City Grid), on an upgrade in HQ."""
    g = scenario(
        ruleset="classic",
        corp={"hand": ["Chester Mix", "Fire Wall", "Fire Wall", "Keeper"], "credits": 9},
    )
    act(g, "install", card="Chester Mix", server="HQ")
    grid = _rezzed(g, "Chester Mix")
    grid.defn = replace(
        grid.defn,
        install_discounts=(),
        rez_mods=(KeywordRezDiscount("Wall", 2, "here"),),
        strength_mods=(KeywordIceStrength("Wall", 1, "here"),),
    )
    corp_install(g, "Fire Wall", "HQ")
    corp_install(g, "Fire Wall", "R&D")
    here, there = g.corp.servers["HQ"].ice[0], g.corp.servers["R&D"].ice[0]
    assert (g.rez_cost(here), g.ice_strength(here)) == (3, 5)
    assert (g.rez_cost(there), g.ice_strength(there)) == (5, 4)
    with using(CLASSIC_WORDS):
        assert KeywordRezDiscount("Wall", 2, "here").text() == (
            "Cost to rez walls on this data fort is reduced by 2 bits."
        )
        assert KeywordIceStrength("Wall", 1, "here").text() == (
            "All walls on this data fort have +1 strength."
        )

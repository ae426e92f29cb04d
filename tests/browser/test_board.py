"""The board drawn as a card table: cards as cards (printed facts from the catalogue, backs where
a seat may not know the card, the Corp's own facedown cards marked), the run on the ice it
meets with its subroutines, a tap that shows a card and plays nothing, and the card panel that
never covers the decision."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from playwright.sync_api import Locator, Page, expect

from .conftest import MakeContext, shot
from .play import OPTIONS, click_option, create_game, seq, wait_my_decision, wait_past
from .scenario import Policy, Table, card_type, encountering

PHONE = {"width": 390, "height": 844, "has_touch": True, "is_mobile": True}


@pytest.fixture
def table(base_url: str) -> Iterator[Table]:
    t = Table(base_url)
    yield t
    t.close()


def box_overlap(a: Locator, b: Locator) -> bool:
    """Whether two elements' boxes on the screen overlap."""
    x, y = a.bounding_box(), b.bounding_box()
    assert x is not None and y is not None
    return not (
        x["x"] + x["width"] <= y["x"]
        or y["x"] + y["width"] <= x["x"]
        or x["y"] + x["height"] <= y["y"]
        or y["y"] + y["height"] <= x["y"]
    )


def playable_hand_card(page: Page) -> str:
    """The title of a card in hand that an option of the seat's decision plays or installs."""
    wait_my_decision(page)
    titles = page.locator(f"{OPTIONS}[data-kind='play'], {OPTIONS}[data-kind='install']")
    for title in titles.evaluate_all("els => els.map(e => e.dataset.title)"):
        if title and page.locator(f'.hand .card[data-title="{title}"]').count():
            return str(title)
    raise AssertionError("no card in hand can be played now")


def test_a_tap_on_a_hand_card_on_a_phone_plays_nothing_and_shows_it_with_its_option(
    new_context: MakeContext,
) -> None:
    phone = new_context(**PHONE).new_page()
    create_game(phone, side="runner", opponent="bot:heuristic")
    click_option(phone, 0)  # keep
    title = playable_hand_card(phone)
    before = seq(phone)
    card = phone.locator(f'.hand .card[data-title="{title}"]').first
    card.tap()
    panel = phone.locator("#cardview")
    expect(panel).to_be_visible()
    expect(panel.locator("h3")).to_contain_text(title)
    phone.wait_for_timeout(500)
    assert seq(phone) == before, "a tap on a card played it"
    button = panel.locator(".card-actions .option").first
    expect(button).to_contain_text(title)
    expect(button.locator(".cost")).to_contain_text("click")
    # the panel does not cover the sticky decision panel
    assert not box_overlap(panel, phone.locator("#decision"))
    shot(phone, "hand-phone", full_page=False)
    button.tap()
    wait_past(phone, before)
    expect(panel).to_be_hidden()
    expect(phone.locator("#log")).to_contain_text(title)


def test_the_hand_is_a_row_of_cards_with_their_printed_cost_and_type(page: Page) -> None:
    create_game(page, side="runner", opponent="bot:heuristic")
    wait_my_decision(page)
    page.wait_for_selector("body[data-catalogue='true'] .hand .card .c-type")
    cards = page.locator(".hand .hand-row .card")
    expect(cards).to_have_count(5)
    for i in range(5):
        tile = cards.nth(i)
        title = tile.get_attribute("data-title")
        kind = card_type("anr", title)
        assert kind is not None
        expect(tile.locator(".c-type")).to_contain_text(kind.capitalize())
        expect(tile).to_have_class(f"card fac-{faction_of(title)} type-{kind}")
    diesel = page.locator('.hand .card[data-title="Diesel"]')
    if diesel.count():
        expect(diesel.first.locator(".n.cost")).to_have_text("0")
    expect(page.locator(".hand h4")).to_contain_text("max 5")
    expect(page.locator(".side.corp .stat.hand-size b")).to_have_text("5 cards · max 5")
    shot(page, "hand-desktop", full_page=False)


def faction_of(title: str | None) -> str:
    from netrunner.web.cards import catalogue

    return next(str(c["faction"]) for c in catalogue("anr") if c["title"] == title)


def test_the_encountered_ice_is_marked_in_its_column_with_its_subroutines_struck_when_broken(
    table: Table, new_context: MakeContext
) -> None:
    table.play_until(lambda t: encountering(t, subroutines=2), Policy(min_subroutines=2))
    run = table.view("runner")["run"]
    ice_title = run["ice"]["title"]
    page = new_context().new_page()
    table.open(page, "runner")
    column = page.locator(f'.server.running[data-server="{run["server"]}"]')
    slot = column.locator(".ice-slot.run-here")
    expect(slot).to_have_count(1)
    expect(slot.locator(".card.ice")).to_have_attribute("data-title", ice_title)
    expect(slot.locator(".run-marker")).to_contain_text("encounters")
    subs = slot.locator(".subs li")
    expect(subs).to_have_count(len(run["subroutines"]))
    expect(subs.first).to_contain_text(run["subroutines"][0]["text"])
    expect(slot.locator(".subs li.broken")).to_have_count(0)
    # the marked ice is on the screen
    box = slot.bounding_box()
    assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= 900
    phone = new_context(**PHONE).new_page()
    table.open(phone, "runner")
    expect(phone.locator(".ice-slot.run-here .subs li")).to_have_count(len(run["subroutines"]))
    shot(phone, "run-encounter-phone", full_page=False)
    # the Runner breaks a subroutine: it is struck through
    brk = page.locator(f"{OPTIONS}[data-kind='break']").first
    before = seq(page)
    brk.click()
    wait_past(page, before)
    table.follow()
    after = table.view("runner")["run"]
    assert after["phase"] == "encounter", after
    broken = [sub for sub in after["subroutines"] if sub["broken"]]
    assert broken, after
    struck = page.locator(".ice-slot.run-here .subs li.broken s")
    expect(struck).to_have_count(len(broken))
    expect(struck.first).to_have_text(broken[0]["text"])
    page.mouse.move(5, 5)  # the card panel shown by hovering the option goes
    expect(page.locator("#cardview")).to_be_hidden()
    shot(page, "run-encounter-desktop", full_page=False)
    shot(page, "run-encounter-desktop-full")


def test_the_ice_lies_outermost_nearest_the_runner(table: Table, new_context: MakeContext) -> None:
    def two_ice(t: Table) -> bool:
        return any(len(s["ice"]) >= 2 for s in t.view("corp")["corp"]["servers"].values())

    table.play_until(two_ice, Policy(rich=99, ice_per_server=2))
    name, server = next(
        (n, s) for n, s in table.view("corp")["corp"]["servers"].items() if len(s["ice"]) >= 2
    )
    outermost = server["ice"][0]["id"]
    for side in ("runner", "corp"):
        page = new_context().new_page()
        table.open(page, side)
        tiles = page.locator(f'.server[data-server="{name}"] .ice-list .card.ice')
        ids = [int(i) for i in tiles.evaluate_all("els => els.map(e => e.dataset.id)")]
        ys = [b["y"] for b in (tiles.nth(i).bounding_box() for i in range(len(ids))) if b]
        runner_below = side == "runner"
        at = ids.index(outermost)
        nearest_runner = ys.index(max(ys)) if runner_below else ys.index(min(ys))
        assert at == nearest_runner, (side, ids, ys)
        shot(page, f"ice-column-{side}", full_page=False)
        if side == "runner":
            expect(tiles.first).to_have_class("card ice back corp-back unknown")
        else:
            expect(tiles.first).to_contain_text("unrezzed")


def test_the_corps_facedown_cards_in_archives_are_marked_and_backs_to_the_runner(
    table: Table, new_context: MakeContext
) -> None:
    def facedown_in_archives(t: Table) -> bool:
        return any(not c["faceup"] for c in t.view("corp")["corp"]["discard"])

    table.play_until(facedown_in_archives, Policy(rich=99, ice_per_server=0))
    corp = new_context().new_page()
    table.open(corp, "corp")
    archives = corp.locator('.server[data-server="Archives"] .archives-pile')
    expect(archives.locator(".card.own-facedown")).not_to_have_count(0)
    expect(archives.locator(".card.own-facedown .c-flag").first).to_have_text("facedown")
    expect(archives).to_contain_text("face down")
    # one box holds Archives: the server's column holds its discard pile
    expect(corp.locator(".side.corp h4", has_text="Archives")).to_have_count(0)
    runner = new_context().new_page()
    table.open(runner, "runner")
    backs = runner.locator('.server[data-server="Archives"] .archives-pile .card.back')
    expect(backs).not_to_have_count(0)
    assert backs.first.get_attribute("data-title") is None
    shot(corp, "archives-facedown-corp")


def test_the_card_panel_never_covers_the_decision_log_or_chat_and_goes_when_the_pointer_leaves(
    page: Page, new_context: MakeContext
) -> None:
    create_game(page, side="runner", opponent="bot:heuristic")
    click_option(page, 0)
    wait_my_decision(page)
    panel = page.locator("#cardview")
    tile = page.locator(".hand .card").last
    tile.hover()
    expect(panel).to_be_visible()
    for other in ("#decision", ".log-panel", ".chat-panel"):
        assert not box_overlap(panel, page.locator(other)), other
    page.mouse.move(5, 5)
    expect(panel).to_be_hidden()
    # a click pins it, with a close button; Escape closes it
    before = seq(page)
    tile.click()
    expect(panel).to_be_visible()
    assert seq(page) == before
    page.mouse.move(5, 5)
    expect(panel).to_be_visible()
    for other in ("#decision", ".log-panel", ".chat-panel"):
        assert not box_overlap(panel, page.locator(other)), other
    page.keyboard.press("Escape")
    expect(panel).to_be_hidden()
    tile.click()
    panel.locator(".close").click()
    expect(panel).to_be_hidden()
    # a phone: the panel stays above the sticky decision panel
    phone = new_context(**PHONE).new_page()
    create_game(phone, side="corp", opponent="bot:heuristic")
    wait_my_decision(phone)
    phone.locator(".hand .card").first.tap()
    expect(phone.locator("#cardview")).to_be_visible()
    assert not box_overlap(phone.locator("#cardview"), phone.locator("#decision"))


def test_no_run_is_drawn_once_the_game_is_over(table: Table, new_context: MakeContext) -> None:
    table.play_until(lambda t: t.view("runner")["run"] is not None)
    table.concede("runner")
    page = new_context().new_page()
    table.open(page, "corp")
    expect(page.locator(".gameover")).to_be_visible()
    expect(page.locator(".run-line")).to_have_count(0)
    expect(page.locator(".run-marker")).to_have_count(0)
    expect(page.locator(".server.running")).to_have_count(0)


def test_counters_on_a_card_read_as_words_12_credits_not_12_credit(page: Page) -> None:
    page.goto("/")
    texts = page.evaluate(
        """async () => {
            const { cardEl } = await import("/static/js/board.js");
            const ctx = { cat: null, words: { credit: ["credit", "credits"] }, ruleset: "anr" };
            const card = (counters) => ({ id: 1, title: "Armitage Codebusting", rezzed: true,
                                          faceup: true, advancements: 0, counters });
            return [{ credit: 12 }, { credit: 1 }, { virus: 2 }].map(
                (c) => cardEl(card(c), ctx, { side: "runner" }).querySelector(".token").textContent);
        }"""
    )
    assert texts == ["12 credits", "1 credit", "2 virus"]

"""The 1996 game's board: a hidden resource (Proteus) lies face down in the Runner's rig, marked
"hidden" for the Runner and a card back with no title for the Corp."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from .conftest import MakeContext, shot
from .scenario import Policy, Table

HIDDEN = {"Swiss Bank Account", "Chiba Bank Account", "HQ Mole", "R&D Mole", "Bolt-Hole"}


class InstallsHidden(Policy):
    """The Runner installs a hidden resource as soon as it may; otherwise as :class:`Policy`."""

    def pick(self, view: Any, seat: str) -> int:
        d = view["decision"]
        if seat == "runner" and d["kind"] == "action":
            for i, o in enumerate(d["options"]):
                if o["kind"] == "install" and o["card"] in HIDDEN:
                    return i
        return super().pick(view, seat)


def test_a_hidden_resource_is_a_card_back_to_the_corp_and_marked_hidden_for_the_runner(
    base_url: str, new_context: MakeContext
) -> None:
    table = Table(
        base_url, corp="starter:classic-corp", runner="starter:classic-hidden", ruleset="classic"
    )
    try:

        def hidden_installed(t: Table) -> bool:
            return any(not c["faceup"] for c in t.view("runner")["runner"]["rig"]["resource"])

        table.play_until(hidden_installed, InstallsHidden("classic"))
        title = next(
            c["title"] for c in table.view("runner")["runner"]["rig"]["resource"] if not c["faceup"]
        )
        runner = new_context().new_page()
        table.open(runner, "runner")
        mine = runner.locator(f'.side.runner .card.own-facedown.hidden[data-title="{title}"]')
        expect(mine).to_have_count(1)
        expect(mine.locator(".c-flag")).to_have_text("hidden")
        corp = new_context().new_page()
        table.open(corp, "corp")
        backs = corp.locator(".side.runner .card.back.runner-back")
        expect(backs).not_to_have_count(0)
        assert backs.first.get_attribute("data-title") is None
        expect(corp.locator(".board")).not_to_contain_text(title)
        expect(corp.locator("#log")).not_to_contain_text(title)
        shot(runner, "classic-hidden-runner")
        shot(corp, "classic-hidden-corp")
    finally:
        table.close()

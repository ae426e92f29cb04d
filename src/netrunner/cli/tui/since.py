"""What changed for a side since its last decision, told from two of its views.

:func:`changes` compares ``game.view(side)`` at the side's last decision with its view now and
says in sentences what the side lost or gained (credits, cards in hand, installed cards gone,
cards into its discard pile, tags, brain damage, agendas) and what the other side did that shows
on the board (cards installed, rezzed, agendas scored or stolen). It reads views only, so it
tells nothing the side may not see; the log lines of the same stretch come with it on the screen.

>>> import netrunner
>>> g = netrunner.Game.new("starter:jinteki", "starter:shaper", seed=3)
>>> before = g.view("runner")
>>> g.choose(0); g.choose(0)  # both keep their hands: the Corp's first turn begins
>>> changes(before, g.view("runner"), "runner")
['The Corp: HQ 5 → 6 cards.']
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..board import WHO

View = Mapping[str, Any]
OTHER = {"corp": "runner", "runner": "corp"}


def installed(view: View, side: str) -> dict[int, tuple[str, dict[str, Any]]]:
    """``side``'s installed cards in ``view`` by id: (the card as words, the card): "Enigma
    on HQ", "unrezzed ice on R&D", "a facedown card in Server 1", "Corroder (program)"."""
    out: dict[int, tuple[str, dict[str, Any]]] = {}
    p = view[side]
    if side == "corp":
        for name, s in p["servers"].items():
            for c in s["ice"]:
                out[c["id"]] = (f"{c.get('title') or 'unrezzed ice'} on {name}", c)
            for c in s["content"]:
                out[c["id"]] = (f"{c.get('title') or 'a facedown card'} in {name}", c)
    else:
        for kind, cards in (p.get("rig") or {}).items():
            for c in cards:
                out[c["id"]] = (f"{c.get('title') or 'a facedown card'} ({kind})", c)
    return out


def _name(c: Mapping[str, Any], hidden: str) -> str:
    return c.get("title") or hidden


def _join(names: list[str]) -> str:
    return ", ".join(names)


def _mine(before: View, after: View, me: str) -> list[str]:
    a, b = after[me], before[me]
    out: list[str] = []
    if a["credits"] != b["credits"]:
        out.append(f"Your credits: {b['credits']} → {a['credits']}.")
    hand = "grip" if me == "runner" else "HQ"
    if a["hand_size"] != b["hand_size"]:
        out.append(f"Your {hand}: {b['hand_size']} → {a['hand_size']} cards.")
    gone = [
        words for i, (words, _) in installed(before, me).items() if i not in installed(after, me)
    ]
    if gone:
        out.append(f"Your installed cards gone: {_join(gone)}.")
    was = {c["id"] for c in b["discard"]}
    pile = "heap" if me == "runner" else "Archives"
    new = [_name(c, "a facedown card") for c in a["discard"] if c["id"] not in was]
    if new:
        out.append(f"Into your {pile}: {_join(new)}.")
    if me == "runner":
        for key, word in (("tags", "Tags"), ("brain_damage", "Brain damage")):
            if a[key] != b[key]:
                out.append(f"{word}: {b[key]} → {a[key]}.")
    return out


def _theirs(before: View, after: View, me: str) -> list[str]:
    them = OTHER[me]
    who = f"The {WHO[them]}"
    out: list[str] = []
    was = installed(before, them)
    now = installed(after, them)
    new = [words for i, (words, _) in now.items() if i not in was]
    if new:
        out.append(f"{who} installed: {_join(new)}.")
    rezzed = [
        words
        for i, (words, c) in now.items()
        if i in was and c.get("rezzed") and not was[i][1].get("rezzed")
    ]
    if rezzed:
        out.append(f"{who} rezzed: {_join(rezzed)}.")
    gone = [words for i, (words, _) in was.items() if i not in now]
    if gone:
        out.append(f"{who}'s installed cards gone: {_join(gone)}.")
    scored_before = {c["id"] for c in before[them]["scored"]}
    scored = [_name(c, "an agenda") for c in after[them]["scored"] if c["id"] not in scored_before]
    if scored:
        verb = "scored" if them == "corp" else "stole"
        out.append(f"{who} {verb}: {_join(scored)}.")
    a, b = after[them], before[them]
    hand = "HQ" if them == "corp" else "grip"
    if a["hand_size"] != b["hand_size"]:
        out.append(f"{who}: {hand} {b['hand_size']} → {a['hand_size']} cards.")
    return out


def changes(before: View, after: View, me: str) -> list[str]:
    """What changed for ``me`` between two of its views (``before`` at its last decision), in
    sentences: its own losses and gains first, then what the other side did on the board."""
    return _mine(before, after, me) + _theirs(before, after, me)


def losses(before: View, after: View, me: str) -> bool:
    """Did ``me`` lose something the other side made it lose: an installed card, a card into
    its discard pile, a tag or brain damage, or an agenda the other side scored or stole?"""
    a, b = after[me], before[me]
    if any(i not in installed(after, me) for i in installed(before, me)):
        return True
    if len(a["discard"]) > len(b["discard"]):
        return True
    if me == "runner" and (a["tags"] > b["tags"] or a["brain_damage"] > b["brain_damage"]):
        return True
    return len(after[OTHER[me]]["scored"]) > len(before[OTHER[me]]["scored"])


__all__ = ["changes", "installed", "losses"]

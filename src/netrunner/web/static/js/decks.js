// Choosing a deck: a starter of the ruleset for a side, or a pasted decklist checked with
// POST /api/decks/validate (its problems shown before anything is created).

import { el, postJSON, problemsOf } from "./api.js";

export const PASTE = "paste";

/** A starter's name for people: "starter:haas-bioroid" is "Haas-Bioroid (starter)". */
export function starterName(deck) {
  const name = deck.replace(/^starter:/, "").replace(/^classic-/, "");
  return `${name.split("-").map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join("-")} (starter)`;
}

/** Fill a deck <select> with the starters of `side` and "Paste a decklist…". */
export function fillDecks(select, ruleset, side) {
  const starters = ruleset.starters[side];
  const preferred = ruleset.default_decks[side];
  select.replaceChildren(
    ...starters.map((d) => el("option", { value: d, selected: d === preferred }, starterName(d))),
    el("option", { value: PASTE }, "Paste a decklist…"),
  );
}

/** The deck text the form gives: a starter's name or the pasted list. */
export function deckOf(select, textarea) {
  return select.value === PASTE ? textarea.value : select.value;
}

/** Show problems in a <ul> (hidden when there are none). */
export function showProblems(list, problems, title = "") {
  list.replaceChildren(...(title ? [el("li", { class: "title" }, title)] : []), ...problems.map((p) => el("li", {}, p)));
  list.hidden = !problems.length;
}

/** Check a pasted deck: its problems ([] when it is legal). */
export async function checkDeck(ruleset, side, deck) {
  if (!deck.trim()) return ["Paste a decklist first."];
  const r = await postJSON("/api/decks/validate", { ruleset, side, deck });
  if (!r.ok) return problemsOf(r.data);
  return r.data.problems;
}

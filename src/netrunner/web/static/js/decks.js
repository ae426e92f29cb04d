// Choosing a deck: a starter of the ruleset for a side, or a pasted decklist checked with
// POST /api/decks/validate (its problems shown before anything is created).

import { el, postJSON, problemsOf } from "./api.js";

export const PASTE = "paste";

/** A starter's name for people, as the server names it (GET /api/rulesets `deck_names`:
 * "starter:nbn" is "NBN (starter)"); a starter it does not name, from its id. */
export function starterName(deck, ruleset = null) {
  const named = ruleset && ruleset.deck_names ? ruleset.deck_names[deck] : null;
  if (named) return named;
  const name = deck.replace(/^starter:/, "").replace(/^classic-/, "").replace(/-/g, " ");
  return `${name.charAt(0).toUpperCase() + name.slice(1)} (starter)`;
}

/** Fill a deck <select> with the starters of `side` and "Paste a decklist…". */
export function fillDecks(select, ruleset, side) {
  const starters = ruleset.starters[side];
  const preferred = ruleset.default_decks[side];
  select.replaceChildren(
    ...starters.map((d) => el("option", { value: d, selected: d === preferred }, starterName(d, ruleset))),
    el("option", { value: PASTE }, "Paste a decklist…"),
  );
}

/** The value of the bot's deck <select> meaning "any starter of its side, at random". */
export const RANDOM_STARTER = "random";

/** Fill the bot's deck <select>: its usual deck (the ruleset's default), any starter at random,
 * or one starter of `side` (the bot's side). */
export function fillBotDecks(select, ruleset, side) {
  const usual = ruleset.default_decks[side];
  select.replaceChildren(
    el("option", { value: "", selected: true }, `The usual: ${starterName(usual, ruleset)}`),
    el("option", { value: RANDOM_STARTER }, "Any starter, at random"),
    ...ruleset.starters[side].map((d) => el("option", { value: d }, starterName(d, ruleset))),
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

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

/** Check a deck (a pasted list or a starter's name): `{problems, cards}`, problems [] when it
 * is legal, cards its lines with their sets (POST /api/decks/validate). */
export async function deckDetails(ruleset, side, deck) {
  if (!deck.trim()) return { problems: ["Paste a decklist first."], cards: [] };
  const r = await postJSON("/api/decks/validate", { ruleset, side, deck });
  if (!r.ok) return { problems: problemsOf(r.data), cards: [] };
  return { problems: r.data.problems, cards: r.data.cards || [] };
}

/** Check a pasted deck: its problems ([] when it is legal). */
export async function checkDeck(ruleset, side, deck) {
  return (await deckDetails(ruleset, side, deck)).problems;
}

/** "45 cards: Base 40, Proteus 5": a deck's size and its cards per set, in the sets' order. */
export function setsLine(cards) {
  const order = ["Core Set", "Base", "Proteus", "Classic"];
  const per = {};
  for (const c of cards) per[c.set] = (per[c.set] || 0) + c.count;
  const total = Object.values(per).reduce((a, b) => a + b, 0);
  const parts = Object.keys(per)
    .sort((a, b) => order.indexOf(a) - order.indexOf(b))
    .map((s) => `${s} ${per[s]}`);
  return `${total} card${total === 1 ? "" : "s"}: ${parts.join(", ")}`;
}

/** Show a deck's cards in a <details> (hidden when there are none): the summary says how many
 * of each set, each line count, title, type and set. */
export function showCards(details, cards) {
  details.hidden = !cards.length;
  if (!cards.length) return;
  details.replaceChildren(
    el("summary", {}, `The deck's cards (${setsLine(cards)})`),
    el(
      "table",
      { class: "deck-cards" },
      el("tbody", {}, ...cards.map((c) => el("tr", {}, el("td", { class: "n" }, `${c.count}`), el("td", {}, c.title), el("td", { class: "type" }, c.type), el("td", { class: "set" }, c.set)))),
    ),
  );
}

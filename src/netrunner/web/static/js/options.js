// The current decision: its prompt and its options as buttons with their costs (from
// option.cost, never from the label), numbered for the keyboard (1-9).

import { el } from "./api.js";
import { count } from "./words.js";

/** An option's cost in words ("1 click, 2 credits"), or "" when it costs nothing. */
export function costText(cost, words) {
  if (!cost) return "";
  const parts = [];
  if (cost.clicks) parts.push(count(cost.clicks, words.click));
  if (cost.credits) parts.push(count(cost.credits, words.credit));
  if (cost.counters) parts.push(count(cost.counters, [`${cost.counter || ""} counter`.trim(), `${cost.counter || ""} counters`.trim()]));
  if (cost.agenda_points) parts.push(count(cost.agenda_points, ["agenda point", "agenda points"]));
  if (cost.trash_self) parts.push("trash it");
  if (cost.forfeit) parts.push("forfeit an agenda");
  return parts.join(", ");
}

/** The indexes of the options that concern the card `cardId`. */
export function optionsForCard(decision, cardId) {
  if (!decision || !decision.options) return [];
  const out = [];
  decision.options.forEach((o, i) => {
    if (o.card_id === cardId) out.push(i);
  });
  return out;
}

/** The index of the option that passes or says "Done", or -1. */
export function passIndex(decision) {
  if (!decision || !decision.options) return -1;
  return decision.options.findIndex((o) => o.kind === "pass" || o.kind === "done");
}

/** One option as a button: its number, its label and its cost. */
export function optionButton(option, index, words, onChoose) {
  const cost = costText(option.cost, words);
  return el(
    "button",
    {
      class: `option kind-${option.kind}`,
      type: "button",
      dataset: { index: String(index), kind: option.kind },
      "data-title": option.card || null,
      onclick: () => onChoose(index),
    },
    index < 9 ? el("kbd", {}, String(index + 1)) : null,
    el("span", { class: "label" }, option.label),
    cost ? el("span", { class: "cost" }, cost) : null,
  );
}

/** The decision panel's content for the seat that decides. */
export function renderOptions(decision, words, onChoose) {
  return el(
    "div",
    { class: "options" },
    decision.options.map((o, i) => optionButton(o, i, words, onChoose)),
  );
}

// The card view: a card's printed facts and its text as the project generates it, from
// GET /api/cards?ruleset=..., shown on hover (or tap) of any element with data-title.

import { el, getJSON } from "./api.js";

const catalogues = new Map(); // ruleset -> Promise<Map(title -> card)>

function catalogue(ruleset) {
  if (!catalogues.has(ruleset)) {
    catalogues.set(
      ruleset,
      getJSON(`/api/cards?ruleset=${encodeURIComponent(ruleset)}`).then((r) => {
        const m = new Map();
        for (const c of r.ok ? r.data : []) m.set(c.title, c);
        return m;
      }),
    );
  }
  return catalogues.get(ruleset);
}

export class CardView {
  /** @param {HTMLElement} panel the element that shows the card */
  constructor(panel) {
    this.panel = panel;
    this.ruleset = "anr";
    this.title = null;
  }

  /** Show hovered cards under `root` (mouse); tapping a card shows it too (callers decide). */
  watch(root) {
    // a touch screen reports a tap as a hover too: there the card shows when tapped
    if (!window.matchMedia("(hover: hover)").matches) return;
    root.addEventListener("mouseover", (e) => {
      const t = e.target.closest("[data-title]");
      if (t && t.dataset.title) this.show(t.dataset.title);
    });
  }

  async show(title) {
    this.title = title;
    const cards = await catalogue(this.ruleset);
    if (this.title !== title) return;
    const c = cards.get(title);
    this.panel.replaceChildren(this.render(title, c));
    this.panel.hidden = false;
  }

  hide() {
    this.title = null;
    this.panel.hidden = true;
  }

  render(title, c) {
    const close = el("button", { class: "close", "aria-label": "Close", onclick: () => this.hide() }, "×");
    if (!c) return el("div", { class: "cardtext" }, close, el("h3", {}, title));
    const facts = [`${c.side === "corp" ? "Corp" : "Runner"} ${c.type}`, c.faction].filter(Boolean);
    if (c.keywords.length) facts.push(c.keywords.join(" – "));
    return el(
      "div",
      { class: `cardtext ${c.side}` },
      close,
      el("h3", {}, c.title, c.unique ? el("span", { class: "unique", title: "unique" }, " ◆") : null),
      el("p", { class: "facts" }, facts.join(" · ")),
      c.numbers.length ? el("p", { class: "numbers" }, c.numbers.map(([k, v]) => `${k} ${v}`).join("   ")) : null,
      el("p", { class: "text" }, c.implemented ? c.text || "(no ability)" : "Not playable yet: this card has no definition, so a deck that holds it is refused."),
    );
  }
}

// The card panel: a card's large view (its printed facts and its text as the project generates
// it, from GET /api/cards?ruleset=...) and, when the game page gives them, the options that
// concern the card as buttons. Hovering a card (a mouse) shows it until the pointer leaves; a
// click or a tap pins it (with its options) until closed (its × button, Escape, a click
// elsewhere). It never covers the decision, the log or the chat: on a wide screen it sits in
// the board's half away from the card, on a phone above the decision panel.

import { el, getJSON } from "./api.js";
import { factionClass, TYPE_ICON, typeLine } from "./board.js";

const catalogues = new Map(); // ruleset -> Promise<Map(title -> card)>
const loaded = new Map(); // ruleset -> Map(title -> card), once arrived

/** The catalogue of `ruleset` (a Promise of a Map title -> printed facts), fetched once. */
export function loadCatalogue(ruleset) {
  if (!catalogues.has(ruleset)) {
    catalogues.set(
      ruleset,
      getJSON(`/api/cards?ruleset=${encodeURIComponent(ruleset)}`).then((r) => {
        const m = new Map();
        for (const c of r.ok ? r.data : []) m.set(c.title, c);
        loaded.set(ruleset, m);
        return m;
      }),
    );
  }
  return catalogues.get(ruleset);
}

/** The catalogue of `ruleset` if it has arrived, else null (and it is being fetched). */
export function catalogueNow(ruleset) {
  if (!loaded.has(ruleset)) loadCatalogue(ruleset);
  return loaded.get(ruleset) || null;
}

const PHONE = "(max-width: 800px)";

export class CardView {
  /** @param {HTMLElement} panel the element that shows the card */
  constructor(panel) {
    this.panel = panel;
    this.ruleset = "anr";
    this.title = null;
    this.cardId = null; // the card pinned, for the game page's options
    this.pinned = false;
    this.anchor = null;
    this.actions = null;
    this.ticket = 0;
    window.addEventListener("resize", () => this.place());
    window.addEventListener("scroll", () => this.place(), { passive: true });
  }

  /** Show hovered cards under `root` while the pointer is on them (a mouse only: a touch
   * screen reports a tap as a hover too, and there a card shows when tapped). */
  watch(root) {
    if (!window.matchMedia("(hover: hover)").matches) return;
    root.addEventListener("mouseover", (e) => {
      if (this.pinned || e.target.closest("#cardview")) return;
      const t = e.target.closest("[data-title]");
      if (t && t.dataset.title) this.show(t.dataset.title, { anchor: t });
    });
    root.addEventListener("mouseout", (e) => {
      if (this.pinned) return;
      const t = e.target.closest("[data-title]");
      if (!t || (e.relatedTarget && t.contains(e.relatedTarget))) return;
      const next = e.relatedTarget && e.relatedTarget.closest ? e.relatedTarget.closest("[data-title]") : null;
      if (!next) this.hide();
    });
  }

  /** Show `title` (null: a card the seat may not know, `unknown` says what it is) near
   * `anchor`; `actions` are buttons shown under the text; `pinned` keeps it open. */
  async show(title, { anchor = null, actions = null, pinned = false, cardId = null, unknown = "Facedown card" } = {}) {
    const ticket = ++this.ticket;
    this.title = title;
    this.anchor = anchor;
    this.pinned = pinned;
    this.cardId = cardId;
    this.actions = actions;
    const cards = title ? await loadCatalogue(this.ruleset) : null;
    if (ticket !== this.ticket) return;
    this.panel.replaceChildren(this.render(title, cards ? cards.get(title) : null, actions, unknown));
    this.panel.classList.toggle("pinned", pinned);
    this.panel.hidden = false;
    this.place();
  }

  /** Pin the card with the options that concern it (the game page's click or tap). */
  pin(title, opts = {}) {
    return this.show(title, { ...opts, pinned: true });
  }

  /** Replace the pinned card's option buttons (a new state of the game). */
  setActions(actions) {
    if (this.panel.hidden) return;
    this.actions = actions;
    const box = this.panel.querySelector(".card-actions");
    if (box) box.replaceWith(this.actionBox(actions));
    this.place();
  }

  hide() {
    this.ticket++;
    this.title = null;
    this.cardId = null;
    this.pinned = false;
    this.anchor = null;
    this.panel.hidden = true;
    this.panel.classList.remove("pinned");
  }

  /** Where the panel goes: never over the decision, the log or the chat. */
  place() {
    const p = this.panel;
    if (p.hidden) return;
    const decision = document.getElementById("decision");
    const board = document.getElementById("board");
    p.style.left = p.style.right = p.style.top = p.style.bottom = p.style.maxHeight = "";
    if (window.matchMedia(PHONE).matches) {
      // above the sticky decision panel, the width of the screen
      const limit = decision ? decision.getBoundingClientRect().top : window.innerHeight;
      p.style.top = "0.5rem";
      p.style.maxHeight = `${Math.max(120, Math.min(window.innerHeight, limit) - 16)}px`;
      return;
    }
    // a wide screen: within the board's column, in the half away from the card shown
    const area = board ? board.getBoundingClientRect() : { left: 0, right: window.innerWidth };
    const width = p.offsetWidth || 320;
    const a = this.anchor && this.anchor.isConnected ? this.anchor.getBoundingClientRect() : null;
    const middle = (area.left + area.right) / 2;
    const left = a && a.left + a.width / 2 > middle ? Math.max(area.left + 8, 8) : Math.max(8, area.right - width - 8);
    p.style.left = `${left}px`;
    p.style.top = "3.2rem";
    p.style.maxHeight = `${window.innerHeight - 64}px`;
  }

  actionBox(actions) {
    if (!actions || !actions.length) return el("div", { class: "card-actions empty" });
    return el("div", { class: "card-actions" }, actions);
  }

  render(title, c, actions, unknown) {
    const close = el("button", { class: "close", type: "button", "aria-label": "Close", title: "Close (Esc)", onclick: () => this.hide() }, "×");
    if (!title || !c) {
      return el(
        "div",
        { class: `cardtext big ${title ? "" : "back corp-back"}` },
        close,
        el("h3", {}, title || unknown),
        this.actionBox(actions),
      );
    }
    // the 1996 catalogue's "faction" is the card's set (Base, Proteus, Classic)
    const origin = !c.faction ? "" : this.ruleset === "classic" ? `${c.faction} set` : c.faction.replace(/-/g, " ");
    const facts = [`${c.side === "corp" ? "Corp" : "Runner"} ${c.type}`, origin].filter(Boolean);
    return el(
      "div",
      { class: `cardtext big ${c.side} ${factionClass(c, this.ruleset)} type-${c.type}` },
      close,
      el("h3", {}, el("span", { class: "c-icon", "aria-hidden": "true" }, TYPE_ICON[c.type] || "•"), c.unique ? el("span", { class: "unique", title: "unique" }, "◆") : null, c.title),
      el("p", { class: "typeline" }, typeLine(c)),
      el("p", { class: "facts" }, facts.join(" · ")),
      c.numbers.length ? el("p", { class: "numbers" }, c.numbers.map(([k, v]) => el("span", { class: "num" }, `${k} `, el("b", {}, String(v))))) : null,
      el("p", { class: "text" }, c.implemented ? c.text || "(no ability)" : "Not playable yet: this card has no definition, so a deck that holds it is refused."),
      this.actionBox(actions),
    );
  }
}

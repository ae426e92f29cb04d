// The board as one seat sees it, drawn from a `view` (docs/api.md "What a player may see"):
// nothing that is not in the view can appear. Cards are buttons carrying their id and title:
// the game page picks the options that concern a clicked card.

import { el } from "./api.js";
import { count, SIDE_NAME } from "./words.js";

/** A card: its title (or what the seat knows of it), tokens, counters and strength. */
export function cardEl(card, { ice = false, where = "" } = {}) {
  if (!card) return null; // no identity in the 1996 game
  const known = card.title !== null && card.title !== undefined;
  const hiddenName = ice ? "unrezzed ice" : "facedown card";
  const classes = ["card"];
  if (!known) classes.push("unknown");
  if (ice) classes.push("ice");
  if (known && card.rezzed === false && where === "installed-corp") classes.push("unrezzed");
  const badges = [];
  if (card.strength !== undefined) badges.push(el("span", { class: "badge str", title: "strength" }, `str ${card.strength}`));
  if (card.advancements) badges.push(el("span", { class: "badge adv", title: "advancement tokens" }, `${card.advancements} adv`));
  for (const [kind, n] of Object.entries(card.counters || {})) {
    if (n) badges.push(el("span", { class: "badge counter", title: `${kind} counters` }, `${n} ${kind}`));
  }
  return el(
    "button",
    {
      class: classes.join(" "),
      type: "button",
      dataset: { id: String(card.id) },
      "data-title": known ? card.title : null,
    },
    el("span", { class: "title" }, known ? card.title : hiddenName),
    known && where === "installed-corp" && !card.rezzed ? el("span", { class: "badge", title: "not rezzed" }, "unrezzed") : null,
    badges,
  );
}

function cardList(cards, opts, empty = "—") {
  if (!cards || !cards.length) return el("span", { class: "empty" }, empty);
  return el("div", { class: "cards" }, cards.map((c) => cardEl(c, opts)));
}

function stat(label, value, cls = "") {
  return el("span", { class: `stat ${cls}` }, el("span", { class: "k" }, label), " ", el("b", {}, String(value)));
}

function section(title, ...body) {
  return el("div", { class: "section" }, el("h4", {}, title), ...body);
}

function corpArea(view, me, words) {
  const c = view.corp;
  const stats = el(
    "div",
    { class: "stats" },
    stat(cap(words.credit[1]), c.credits, "credits"),
    stat(cap(words.click[1]), c.clicks, "clicks"),
    stat("Agenda points", c.agenda_points),
    stat("Bad publicity", c.bad_publicity),
    stat("HQ", `${c.hand_size} cards`),
    stat("R&D", `${c.deck_size} cards`),
    c.actions_owed ? stat("Owed", c.actions_owed) : null,
    counterStats(c.counters),
  );
  const servers = el(
    "div",
    { class: "servers" },
    Object.entries(c.servers).map(([name, s]) =>
      el(
        "div",
        { class: `server${view.run && view.run.server === name ? " running" : ""}`, dataset: { server: name } },
        el("button", { class: "server-name", type: "button", dataset: { server: name } }, displayServer(name, words)),
        el("div", { class: "ice-list", title: "ice, outermost first" }, s.ice.map((i) => cardEl(i, { ice: true, where: "installed-corp" }))),
        el("div", { class: "content" }, s.content.map((x) => cardEl(x, { where: "installed-corp" })), s.counters && Object.keys(s.counters).length ? counterStats(s.counters) : null),
      ),
    ),
  );
  return el(
    "section",
    { class: `side corp${me === "corp" ? " mine" : ""}`, "aria-label": "Corp" },
    el("h3", {}, el("span", { class: "who" }, "Corp"), " ", cardEl(c.identity)),
    stats,
    section(words.servers, servers),
    el(
      "div",
      { class: "row" },
      section("Archives", cardList(c.discard, {}, "empty")),
      section("Scored", cardList(c.scored, {}, "none")),
    ),
  );
}

function runnerArea(view, me, words) {
  const r = view.runner;
  const linkOptions = (r.link_options || []).map((o) => `${o.link} for ${count(o.cost, words.credit)} (${o.card})`);
  const stats = el(
    "div",
    { class: "stats" },
    stat(cap(words.credit[1]), r.credits, "credits"),
    stat(cap(words.click[1]), r.clicks, "clicks"),
    stat("Agenda points", r.agenda_points),
    stat("Tags", r.tags, r.tags ? "warn" : ""),
    stat("Brain damage", r.brain_damage),
    stat("Link", r.link),
    stat("Memory", `${r.memory.used}/${r.memory.limit}`),
    stat(words.grip, `${r.hand_size} cards`),
    stat(words.stack, `${r.deck_size} cards`),
    r.actions_owed ? stat("Owed", r.actions_owed) : null,
    counterStats(r.counters),
  );
  return el(
    "section",
    { class: `side runner${me === "runner" ? " mine" : ""}`, "aria-label": "Runner" },
    el("h3", {}, el("span", { class: "who" }, "Runner"), " ", cardEl(r.identity)),
    stats,
    linkOptions.length ? el("p", { class: "note" }, "Link in a trace: up to ", linkOptions.join("; ")) : null,
    el(
      "div",
      { class: "rig" },
      section("Programs", cardList(r.rig.program)),
      section("Hardware", cardList(r.rig.hardware)),
      section("Resources", cardList(r.rig.resource)),
    ),
    el(
      "div",
      { class: "row" },
      section(words.heap, cardList(r.discard, {}, "empty")),
      section("Scored", cardList(r.scored, {}, "none")),
    ),
  );
}

function counterStats(counters) {
  const entries = Object.entries(counters || {}).filter(([, n]) => n);
  return entries.map(([k, n]) => stat(k.replace(/_/g, " "), n));
}

function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** A server's name in the game's words ("Server 2" is "Data fort 2" in the 1996 game). */
export function displayServer(name, words) {
  return name.replace(/^Server\b/, words.remote);
}

/** The run under way, in one line, or null. */
export function runLine(view, words) {
  const run = view.run;
  if (!run) return null;
  const phase = run.phase.replace(/_/g, " ");
  const ice = run.ice ? ` · ${run.ice.title || "unrezzed ice"}` : "";
  return el(
    "div",
    { class: "run-line" },
    el("b", {}, `Run on ${displayServer(run.server, words)}`),
    ` · ${phase}${ice}${run.successful ? " · successful" : ""}`,
    run.run_credits ? ` · ${count(run.run_credits, words.credit)} for this run` : "",
  );
}

/** The hand of the seat (its own view only). */
export function handArea(view, me) {
  const side = me === "corp" || me === "runner" ? view[me] : null;
  if (!side || !side.hand) return null;
  return el(
    "section",
    { class: "hand", "aria-label": "Your hand" },
    el("h4", {}, `Your hand (${side.hand.length})`),
    cardList(side.hand, {}, "no cards"),
  );
}

/** The whole board: the other side above, the seat's own side below (the Runner's view from a
 * spectator's seat puts the Corp above). */
export function renderBoard(view, me, words) {
  const corp = corpArea(view, me, words);
  const runner = runnerArea(view, me, words);
  const header = el(
    "div",
    { class: "turn-line" },
    view.turn ? `Turn ${view.turn} · ${SIDE_NAME[view.active]}'s turn · ${view.phase.replace(/_/g, " ")}` : "Setting up",
  );
  const top = me === "corp" ? runner : corp;
  const bottom = me === "corp" ? corp : runner;
  return el("div", { class: "board" }, header, runLine(view, words), top, bottom, handArea(view, me));
}

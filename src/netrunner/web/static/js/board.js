// The board as one seat sees it, drawn from a `view` (docs/api.md "What a player may see") and
// the card catalogue (GET /api/cards: each card's printed facts, by title): nothing that is not
// in the view can appear. Cards are drawn as cards (a tile with its cost, title, type, numbers,
// faction colour and type icon; card backs where the seat may not know the card; ice lying
// sideways in its server's column, outermost nearest the Runner). Each card is a button
// carrying its id and title: the game page shows the card and the options that concern it.

import { el } from "./api.js";
import { count, SIDE_NAME } from "./words.js";

const CARDS = ["card", "cards"];

/** The symbol drawn for each card type (both games' words). */
export const TYPE_ICON = {
  ice: "▦",
  agenda: "★",
  asset: "◉",
  node: "◉",
  upgrade: "▲",
  operation: "✦",
  program: "⌘",
  hardware: "⚙",
  resource: "♣",
  event: "⚡",
  prep: "⚡",
  identity: "◎",
};

/** The css class of a card's colour: its faction (Android: Netrunner), its side (1996). */
export function factionClass(info, ruleset) {
  if (!info) return "";
  if (ruleset === "classic" || !info.faction) return `fac-${info.side}`;
  return `fac-${info.faction.replace(/[^a-z]+/g, "-")}`;
}

/** "Ice: Barrier · AP", "Program: Icebreaker · Fracter": a card's type and subtypes. */
export function typeLine(info) {
  const t = info.type.charAt(0).toUpperCase() + info.type.slice(1);
  return info.keywords && info.keywords.length ? `${t}: ${info.keywords.join(" · ")}` : t;
}

function num(cls, value, title) {
  return value === null || value === undefined ? null : el("span", { class: `n ${cls}`, title }, String(value));
}

/** The printed numbers shown on a tile: cost (rez cost of ice, assets, upgrades), strength,
 * advancement requirement and points, trash cost, memory cost. */
function tileNumbers(info, card, words) {
  const isIce = info.type === "ice";
  const cost = info.type === "agenda" || info.type === "identity" ? null : info.cost;
  const rez = isIce || ["asset", "upgrade", "node"].includes(info.type);
  const shownStrength = card && card.strength !== undefined && card.strength !== null ? card.strength : info.strength;
  return {
    cost: num("cost", cost, rez ? `rez cost ${cost} ${words.credit[1]}` : `cost ${cost} ${words.credit[1]}`),
    strength: num(
      `str${card && card.strength !== undefined && card.strength !== null && card.strength !== info.strength ? " changed" : ""}`,
      shownStrength,
      `strength ${shownStrength}${info.strength !== null && shownStrength !== info.strength ? ` (printed ${info.strength})` : ""}`,
    ),
    adv:
      info.advancement_cost !== null && info.advancement_cost !== undefined
        ? el(
            "span",
            { class: "n adv-req", title: `advancement requirement ${info.advancement_cost}, ${count(info.agenda_points ?? 0, ["agenda point", "agenda points"])}` },
            `${info.advancement_cost}`,
            el("small", {}, `/${info.agenda_points ?? 0}`),
          )
        : info.agenda_points !== null && info.agenda_points !== undefined
          ? num("points", info.agenda_points, "agenda points")
          : null,
    trash: num("trash", info.trash_cost, `trash cost ${info.trash_cost}`),
    mu: info.memory_cost ? num("mu", `${info.memory_cost} MU`, `memory cost ${info.memory_cost}`) : null,
    link: info.type === "identity" && info.base_link !== null && info.base_link !== undefined ? num("link", `${info.base_link} link`, "base link") : null,
  };
}

/** The tokens and counters on a card, as chips on its tile. */
/** "12 credits", "1 credit", "2 virus", "3 recurring": a counter's number and its word. */
function counterText(kind, n) {
  const word = kind.replace(/_/g, " ");
  return COUNTABLE.has(kind) ? `${n} ${n === 1 ? word : `${word}s`}` : `${n} ${word}`;
}

// counter kinds named by a noun that takes a plural ("12 credits"); the others are adjectives
const COUNTABLE = new Set(["credit", "bit", "agenda", "boon"]);

function tokens(card) {
  const out = [];
  if (card.advancements) out.push(el("span", { class: "token adv", title: `${card.advancements} advancement tokens` }, `${card.advancements}`));
  for (const [kind, n] of Object.entries(card.counters || {})) {
    if (n) out.push(el("span", { class: `token counter ${kind}`, title: `${n} ${kind.replace(/_/g, " ")} ${n === 1 ? "counter" : "counters"}` }, counterText(kind, n)));
  }
  return out.length ? el("span", { class: "tokens" }, out) : null;
}

/** What each face-down mark on a seat's own card means for the other seat. */
const FACEDOWN_WHY = {
  unrezzed: "not rezzed: the Runner sees a card back",
  facedown: "face down: the Runner sees a card back",
  hidden: "hidden resource, face down: the Corp sees a card back",
};

/**
 * A card drawn as a card.
 * `ctx`: {cat (Map title -> printed facts, or null), ruleset, words};
 * `opts`: {ice (lies sideways), side ("corp"/"runner": whose card back), where
 *          ("installed": rezzed or not, "archives": face up or down), mini (a small tile)}.
 */
export function cardEl(card, ctx, opts = {}) {
  if (!card) return null; // no identity in the 1996 game
  const { ice = false, side = "corp", where = "", mini = false } = opts;
  const known = card.title !== null && card.title !== undefined;
  const info = known && ctx.cat ? ctx.cat.get(card.title) : null;
  const words = ctx.words;
  const classes = ["card"];
  if (ice) classes.push("ice");
  if (mini) classes.push("mini");
  // a card whose title the seat knows but that lies face down: the Corp's own unrezzed
  // installed cards, and its facedown cards in Archives
  let facedownMark = null;
  if (known && where === "installed" && side === "corp" && !card.rezzed) facedownMark = ice ? "unrezzed" : "facedown";
  if (known && where === "archives" && card.faceup === false) facedownMark = "facedown";
  // the Runner's own 1996 hidden resources, face down in its rig
  if (known && where === "installed" && side === "runner" && card.faceup === false) facedownMark = "hidden";
  const attrs = { type: "button", dataset: { id: String(card.id) }, "data-title": known ? card.title : null };
  if (!known) {
    classes.push("back", `${side}-back`, "unknown");
    const what = ice ? "unrezzed ice" : side === "corp" ? "facedown Corp card" : "facedown Runner card";
    return el(
      "button",
      { ...attrs, class: classes.join(" "), "aria-label": what, title: what },
      el("span", { class: "back-mark" }, side === "corp" ? "CORP" : "RUNNER"),
      tokens(card),
    );
  }
  if (info) classes.push(factionClass(info, ctx.ruleset), `type-${info.type}`);
  if (facedownMark) classes.push("own-facedown", facedownMark);
  const n = info ? tileNumbers(info, card, words) : {};
  const label = `${card.title}${facedownMark ? ` (${facedownMark})` : ""}`;
  return el(
    "button",
    { ...attrs, class: classes.join(" "), "aria-label": label },
    el(
      "span",
      { class: "c-head" },
      n.cost || null,
      el("span", { class: "c-title" }, info && info.unique ? "◆ " : "", card.title),
    ),
    info
      ? el("span", { class: "c-type" }, el("span", { class: "c-icon", "aria-hidden": "true" }, TYPE_ICON[info.type] || "•"), " ", typeLine(info))
      : null,
    info && info.text && !ice && !mini ? el("span", { class: "c-text" }, info.text) : null,
    info ? el("span", { class: "c-nums" }, n.strength, n.adv, n.mu, n.trash, n.link) : card.strength !== undefined && card.strength !== null ? el("span", { class: "c-nums" }, num("str", card.strength, "strength")) : null,
    facedownMark ? el("span", { class: "c-flag", title: FACEDOWN_WHY[facedownMark] }, facedownMark) : null,
    tokens(card),
  );
}

function row(cards, ctx, opts, empty = "—") {
  if (!cards || !cards.length) return el("span", { class: "empty" }, empty);
  return el("div", { class: "cards" }, cards.map((c) => cardEl(c, ctx, opts)));
}

function stat(label, value, cls = "") {
  return el("span", { class: `stat ${cls}` }, el("span", { class: "k" }, label), " ", el("b", {}, String(value)));
}

function section(title, ...body) {
  return el("div", { class: "section" }, el("h4", {}, title), ...body);
}

/** A deck or hand as a face-down pile with its count. */
function pile(label, n, side, cls = "") {
  return el(
    "div",
    { class: `pile ${side}-back ${n ? "" : "none"} ${cls}`, title: `${label}: ${count(n, CARDS)}` },
    el("span", { class: "back-mark" }, side === "corp" ? "CORP" : "RUNNER"),
    el("span", { class: "pile-count" }, count(n, CARDS)),
  );
}

function cap(s) {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function counterStats(counters) {
  const entries = Object.entries(counters || {}).filter(([, n]) => n);
  return entries.map(([k, n]) => stat(k.replace(/_/g, " "), n));
}

/** Where the run is, if it is on the board: {server, iceId, phase, atServer}. */
function runAt(view) {
  const run = view.run;
  if (!run || view.over) return null;
  return { server: run.server, iceId: run.ice ? run.ice.id : null, phase: run.phase, atServer: run.position < 0 || run.phase === "approach_server" || run.phase === "success" || run.phase === "access" };
}

const PHASE_WORDS = {
  initiation: "The Runner starts a run",
  approach: "The Runner approaches",
  encounter: "The Runner encounters",
  movement: "The Runner passes",
  approach_server: "The Runner approaches the server",
  success: "The run is successful",
  access: "The Runner accesses",
};

/** The subroutines of the approached or encountered ice, broken ones struck through. */
function subroutineList(run) {
  const subs = run.subroutines || [];
  if (!subs.length) return null;
  return el(
    "ol",
    { class: "subs", "aria-label": "subroutines" },
    subs.map((s) => el("li", { class: s.broken ? "broken" : "unbroken", title: s.broken ? "broken" : "not broken" }, el("span", { class: "sub-mark", "aria-hidden": "true" }, "↳ "), s.broken ? el("s", {}, s.text) : s.text)),
  );
}

/** The run's marker where it is: next to the ice approached or encountered, or at the root. */
function runMarker(view, where) {
  const run = view.run;
  const text = where === "ice" ? `${PHASE_WORDS[run.phase] || run.phase.replace(/_/g, " ")}` : PHASE_WORDS[run.phase] || "Run";
  return el("div", { class: `run-marker phase-${run.phase}`, role: "status" }, el("span", { class: "runner-token", "aria-hidden": "true" }, "▶"), ` ${text}`);
}

function serverColumn(view, name, s, ctx, corpAtTop) {
  const c = view.corp;
  const at = runAt(view);
  const here = at && at.server === name;
  const iceEls = s.ice.map((i) => {
    const tile = cardEl(i, ctx, { ice: true, side: "corp", where: "installed" });
    const marked = here && at.iceId === i.id && !at.atServer;
    if (!marked) return el("div", { class: "ice-slot" }, tile);
    tile.classList.add("run-here");
    return el("div", { class: `ice-slot run-here phase-${view.run.phase}` }, tile, runMarker(view, "ice"), subroutineList(view.run));
  });
  // the view lists ice outermost first; the outermost lies nearest the Runner
  const ice = el("div", { class: "ice-list", "aria-label": `ice protecting ${name}, outermost ${corpAtTop ? "last" : "first"}` }, corpAtTop ? iceEls.slice().reverse() : iceEls);
  const rootParts = [];
  if (name === "HQ") rootParts.push(pile("HQ", c.hand_size, "corp", "hq"));
  if (name === "R&D") rootParts.push(pile("R&D", c.deck_size, "corp", "rd"));
  if (name === "Archives") rootParts.push(archivesPile(c.discard, ctx));
  rootParts.push(...s.content.map((x) => cardEl(x, ctx, { side: "corp", where: "installed" })));
  if (s.counters && Object.keys(s.counters).length) rootParts.push(el("div", { class: "stats" }, counterStats(s.counters)));
  const root = el("div", { class: "content root" }, here && at.atServer ? runMarker(view, "root") : null, rootParts);
  const head = el("button", { class: "server-name", type: "button", dataset: { server: name } }, name);
  return el(
    "div",
    { class: `server${here ? " running" : ""}`, dataset: { server: name } },
    corpAtTop ? [head, root, ice] : [head, ice, root],
  );
}

/** Cards fanned in one row that overlap more the more there are (a discard pile). */
function fan(tiles) {
  return el("div", { class: "cards stacked" }, tiles.map((t) => el("span", { class: "slot" }, t)));
}

/** Archives' discard pile: its cards face up, and face down (backs to the Runner, marked for
 * the Corp), with the count of each. */
function archivesPile(discard, ctx) {
  const down = discard.filter((x) => x.faceup === false).length;
  const label = discard.length ? `${count(discard.length, CARDS)}${down ? `, ${down} face down` : ""}` : "empty";
  return el(
    "div",
    { class: "archives-pile", "aria-label": "Archives' cards" },
    el("span", { class: "pile-label" }, label),
    discard.length ? fan(discard.map((x) => cardEl(x, ctx, { side: "corp", where: "archives", mini: true }))) : null,
  );
}

function handStat(label, n, max) {
  return stat(label, `${count(n, CARDS)} · max ${max}`, "hand-size");
}

function corpArea(view, me, ctx) {
  const c = view.corp;
  const words = ctx.words;
  const corpAtTop = me !== "corp";
  const stats = el(
    "div",
    { class: "stats" },
    stat(cap(words.credit[1]), c.credits, "credits"),
    stat(cap(words.click[1]), c.clicks, "clicks"),
    stat("Agenda points", c.agenda_points, "points"),
    c.bad_publicity ? stat("Bad publicity", c.bad_publicity, "warn") : stat("Bad publicity", 0),
    handStat("HQ", c.hand_size, c.max_hand_size),
    stat("R&D", count(c.deck_size, CARDS)),
    c.actions_owed ? stat("Owed", c.actions_owed) : null,
    counterStats(c.counters),
  );
  const servers = el(
    "div",
    { class: `servers ${corpAtTop ? "corp-top" : "corp-bottom"}` },
    Object.entries(c.servers).map(([name, s]) => serverColumn(view, name, s, ctx, corpAtTop)),
  );
  const head = el(
    "div",
    { class: "side-head" },
    cardEl(c.identity, ctx, { side: "corp" }),
    el("div", { class: "side-info" }, el("h3", {}, el("span", { class: "who" }, "Corp")), stats, c.scored.length ? el("div", { class: "scored" }, el("h4", {}, `Scored · ${c.agenda_points} pts`), row(c.scored, ctx, { mini: true })) : null),
  );
  return el(
    "section",
    { class: `side corp${me === "corp" ? " mine" : ""}`, "aria-label": "Corp" },
    corpAtTop ? [head, section(words.servers, servers)] : [section(words.servers, servers), head],
  );
}

function runnerArea(view, me, ctx) {
  const r = view.runner;
  const words = ctx.words;
  const linkOptions = (r.link_options || []).map((o) => `${o.link} for ${count(o.cost, words.credit)} (${o.card})`);
  const stats = el(
    "div",
    { class: "stats" },
    stat(cap(words.credit[1]), r.credits, "credits"),
    stat(cap(words.click[1]), r.clicks, "clicks"),
    stat("Agenda points", r.agenda_points, "points"),
    stat("Tags", r.tags, r.tags ? "warn" : ""),
    stat("Brain damage", r.brain_damage, r.brain_damage ? "warn" : ""),
    stat("Link", r.link),
    stat("Memory", `${r.memory.used}/${r.memory.limit}`),
    handStat(words.grip, r.hand_size, r.max_hand_size),
    stat(words.stack, count(r.deck_size, CARDS)),
    r.actions_owed ? stat("Owed", r.actions_owed) : null,
    counterStats(r.counters),
  );
  const aside = r.aside || {};
  const rigRow = (cards) =>
    !cards.length
      ? el("span", { class: "empty" }, "—")
      : el(
          "div",
          { class: "cards" },
          cards.map((x) => {
            const tile = cardEl(x, ctx, { side: "runner", where: "installed" });
            const under = aside[String(x.id)];
            return under && under.length ? el("div", { class: "hosting" }, tile, row(under, ctx, { side: "runner", mini: true })) : tile;
          }),
        );
  const heap = r.discard;
  const rig = el(
    "div",
    { class: "rig" },
    section("Programs", rigRow(r.rig.program)),
    section("Hardware", rigRow(r.rig.hardware)),
    section("Resources", rigRow(r.rig.resource)),
  );
  const head = el(
    "div",
    { class: "side-head" },
    cardEl(r.identity, ctx, { side: "runner" }),
    el(
      "div",
      { class: "side-info" },
      el("h3", {}, el("span", { class: "who" }, "Runner")),
      stats,
      linkOptions.length ? el("p", { class: "note" }, "Link in a trace: up to ", linkOptions.join("; ")) : null,
    ),
    el(
      "div",
      { class: "piles" },
      section(words.stack, pile(words.stack, r.deck_size, "runner")),
      section(`${words.heap} · ${count(heap.length, CARDS)}`, heap.length ? fan(heap.map((x) => cardEl(x, ctx, { side: "runner", mini: true }))) : el("span", { class: "empty" }, "empty")),
      r.scored.length ? section(`Scored · ${r.agenda_points} pts`, row(r.scored, ctx, { mini: true })) : null,
    ),
  );
  // the rig faces the Corp: nearest the middle of the table
  const runnerAtTop = me === "corp";
  return el(
    "section",
    { class: `side runner${me === "runner" ? " mine" : ""}`, "aria-label": "Runner" },
    runnerAtTop ? [head, rig] : [rig, head],
  );
}

/** The run under way, in one line that stays in view (or null; none once the game is over). */
export function runLine(view, words) {
  const run = view.run;
  if (!run || view.over) return null;
  const phase = PHASE_WORDS[run.phase] || run.phase.replace(/_/g, " ");
  const ice = run.ice ? ` ${run.ice.title || "unrezzed ice"}` : "";
  const subs = run.subroutines || [];
  const broken = subs.filter((s) => s.broken).length;
  return el(
    "div",
    { class: "run-line", role: "status" },
    el("b", {}, `Run on ${run.server}`),
    ` · ${phase}${run.phase === "approach" || run.phase === "encounter" ? ice : ""}`,
    run.phase === "encounter" && subs.length ? ` · ${broken} of ${count(subs.length, ["subroutine", "subroutines"])} broken` : "",
    run.successful && run.phase !== "success" ? " · successful" : "",
    run.run_credits ? ` · ${count(run.run_credits, words.credit)} for this run` : "",
  );
}

/** The hand of the seat (its own view only): its cards in a row. */
export function handArea(view, me, ctx) {
  const side = me === "corp" || me === "runner" ? view[me] : null;
  if (!side || !side.hand) return null;
  return el(
    "section",
    { class: `hand ${me}`, "aria-label": "Your hand" },
    el("h4", {}, `Your hand (${side.hand.length}) · max ${side.max_hand_size}`),
    side.hand.length ? el("div", { class: "cards hand-row" }, side.hand.map((c) => cardEl(c, ctx, { side: me }))) : el("span", { class: "empty" }, "no cards"),
  );
}

/** The whole board: the other side above, the seat's own side below (a spectator sees the
 * Runner's side below). `cat` is the catalogue (Map title -> printed facts) or null while it
 * loads: the tiles then show titles only. */
export function renderBoard(view, me, words, cat = null) {
  const ctx = { cat, ruleset: view.ruleset, words };
  const corp = corpArea(view, me, ctx);
  const runner = runnerArea(view, me, ctx);
  const header = el(
    "div",
    { class: "turn-line" },
    view.over
      ? `Turn ${view.turn} · game over: the ${SIDE_NAME[view.winner]} wins`
      : view.turn
        ? `Turn ${view.turn} · ${SIDE_NAME[view.active]}'s turn · ${view.phase.replace(/_/g, " ")}`
        : "Setting up",
  );
  const top = me === "corp" ? runner : corp;
  const bottom = me === "corp" ? corp : runner;
  return el("div", { class: `board ruleset-${view.ruleset}` }, header, runLine(view, words), top, bottom, handArea(view, me, ctx));
}

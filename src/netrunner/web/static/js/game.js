// The game page (/games/{id} for a seat, /watch/{id} for a spectator): the board, the decision,
// the log and the chat, kept in step with the server's `state` messages.

import { el, gameIdFromPath, seatFor, setSetting, setting } from "./api.js";
import { cardEl, renderBoard } from "./board.js";
import { CardView, catalogueNow, loadCatalogue } from "./cardview.js";
import { GameClock } from "./clock.js";
import { optionButton, optionsForCard, passIndex, renderOptions } from "./options.js";
import { GameSocket } from "./socket.js";
import { installUndo } from "./undo.js";
import { SIDE_NAME, winReasonText, wordsFor } from "./words.js";

const $ = (id) => document.getElementById(id);

const gameId = gameIdFromPath();
const watching = location.pathname.startsWith("/watch/");
const held = watching ? null : seatFor(gameId);

const page = {
  seat: watching ? "spectator" : held ? held.seat : null,
  state: null, // the last state message
  log: [],
  chat: [],
  sentSeq: null, // the seq we answered and wait a new state for
  autoPassed: null,
  shownSeq: null, // the seq of the decision on screen, and since when (performance.now())
  shownAt: 0,
  held: null, // a pass waiting for its pause to end (see PASS_PAUSE_MS)
};

// In a game against a person, a pass is sent no sooner than this after its decision appeared, by
// hand or by the automatic pass alike: the opponent then sees the same pause whether the window
// had one option or several (docs/protocol.md, "Passing one-option windows"). Bots read no time.
const PASS_PAUSE_MS = 1200;
const renderUndo = installUndo($("undo"), {
  state: () => page.state,
  seat: () => page.seat,
  send: (msg) => Boolean(socket && socket.send(msg)),
});

const cardView = new CardView($("cardview"));
cardView.watch(document.body);
const gameClock = new GameClock($("clock"));

function words() {
  return wordsFor(page.state && page.state.view ? page.state.view.ruleset : "anr");
}

function setStatus(text, cls = "") {
  const s = $("connection");
  s.textContent = text;
  s.className = `connection ${cls}`;
}

function notice(text) {
  const n = $("notice");
  n.textContent = text;
  n.hidden = !text;
}

// ------------------------------------------------------------------ the socket

let socket = null;

function start() {
  $("game-id").textContent = gameId;
  $("watch-link").href = `/watch/${encodeURIComponent(gameId)}`;
  if (!watching && !held) {
    setStatus("not connected: no seat");
    $("decision").replaceChildren(
      el(
        "div",
        { class: "prompt" },
        el("p", {}, "This browser holds no seat in this game."),
        el("p", {}, el("a", { href: `/join/${encodeURIComponent(gameId)}` }, "Join it"), " if a seat is free, or ", el("a", { href: `/watch/${encodeURIComponent(gameId)}` }, "watch it"), "."),
      ),
    );
    return;
  }
  $("seat").textContent = watching ? "Watching" : `You play the ${SIDE_NAME[page.seat]}`;
  socket = new GameSocket(gameId, watching ? null : held.token, {
    onMessage,
    onStatus: (s) => {
      if (s === "connected") setStatus("connected", "ok");
      else if (s === "reconnecting") setStatus("reconnecting…", "warn");
      else if (s === "refused") setStatus("refused", "bad");
      else setStatus("connecting…");
    },
  });
}

function onMessage(msg) {
  if (msg.type === "welcome") {
    page.seat = msg.seat;
  } else if (msg.type === "state") {
    onState(msg);
  } else if (msg.type === "error") {
    if (msg.code === "stale_seq") {
      socket.send({ type: "sync" });
      return;
    }
    page.sentSeq = null;
    renderUndo.failed();
    notice(msg.message);
    if (msg.code === "unknown_game") {
      $("decision").replaceChildren(el("p", { class: "prompt" }, "There is no such game. ", el("a", { href: "/" }, "Back to the lobby")));
    } else if (msg.code === "bad_token") {
      $("decision").replaceChildren(el("p", { class: "prompt" }, "This browser's seat is not one of this game's. ", el("a", { href: `/watch/${encodeURIComponent(gameId)}` }, "Watch it")));
    }
    if (page.state) render();
  }
}

function onState(msg) {
  if (msg.full) {
    page.log = msg.log.slice();
    page.chat = msg.chat.slice();
  } else {
    page.log.length = Math.min(page.log.length, msg.log_start);
    page.log.push(...msg.log);
    page.chat.push(...msg.chat);
  }
  page.state = msg;
  gameClock.update(msg.clock || null);
  if (page.sentSeq !== null && msg.seq !== page.sentSeq) page.sentSeq = null;
  if (page.shownSeq !== msg.seq) {
    page.shownSeq = msg.seq;
    page.shownAt = performance.now();
  }
  notice("");
  render();
  renderUndo();
  renderLog(msg.full ? null : msg.log.length);
  renderChat();
  tellTurn();
  autoPass();
}

// ------------------------------------------------------------------ telling the player

let wasMine = false;

/** When a decision becomes the player's after the other side's (or the bot's) moves: the tab's
 * title says so (while the page is hidden) and, if the player asked for it, a short sound. */
function tellTurn() {
  const mine = Boolean(myDecision());
  const onlyPass = mine && myDecision().options.length === 1 && setting("autopass", true);
  if (mine && !wasMine && !onlyPass) {
    if (document.hidden) document.title = "● Your move · Netrunner";
    if (setting("sound", false)) beep();
  }
  if (!mine) document.title = "Netrunner · game";
  wasMine = mine && !onlyPass;
}

document.addEventListener("visibilitychange", () => {
  if (!document.hidden) document.title = "Netrunner · game";
});

let audio = null;

function beep() {
  try {
    audio = audio || new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = 660;
    gain.gain.setValueAtTime(0.12, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, audio.currentTime + 0.25);
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + 0.25);
  } catch {
    // no sound on this browser: the title still tells
  }
}

// ------------------------------------------------------------------ choosing

function myDecision() {
  const s = page.state;
  if (!s || !s.view || s.status !== "active") return null;
  const d = s.view.decision;
  if (!d || d.player !== page.seat || !d.options) return null;
  return d;
}

function choose(index, { auto = false } = {}) {
  const d = myDecision();
  if (!d || page.sentSeq === page.state.seq) return;
  if (index < 0 || index >= d.options.length) return;
  const wait = d.options[index].kind === "pass" && againstPerson() ? PASS_PAUSE_MS - (performance.now() - page.shownAt) : 0;
  page.sentSeq = page.state.seq;
  closeMenu();
  if (!auto) cardView.hide(); // a card the player reads stays open while a window passes by itself
  document.body.classList.add("sent");
  if (wait > 0) {
    const seq = page.state.seq;
    clearTimeout(page.held);
    page.held = setTimeout(() => {
      page.held = null;
      if (page.state.seq === seq && page.sentSeq === seq) send(index);
    }, wait);
    return;
  }
  send(index);
}

function send(index) {
  if (!socket.send({ type: "choose", seq: page.state.seq, option: index })) {
    page.sentSeq = null;
    document.body.classList.remove("sent");
    notice("Not connected: reconnecting…");
  }
}

/** Whether the other seat is a person (a friend game): timing can tell them something. */
function againstPerson() {
  const other = page.seat === "corp" ? "runner" : "corp";
  const seat = page.state && page.state.seats ? page.state.seats[other] : null;
  return !seat || seat.kind !== "bot";
}

/** Pass a decision whose only option is to pass, unless the player turned it off (on by
 * default). */
function autoPass() {
  const d = myDecision();
  if (!d || !setting("autopass", true)) return;
  if (d.options.length === 1 && d.options[0].kind === "pass" && page.autoPassed !== page.state.seq) {
    page.autoPassed = page.state.seq;
    choose(0, { auto: true });
  }
}

// a click (or tap) on a card shows it with the options that concern it as buttons: playing is
// that separate button, never the click itself; a click on a server's name: the options that
// concern the server (one is chosen, several open a small menu)
document.addEventListener("click", (e) => {
  if (e.target.closest("#cardview")) return;
  const target = e.target.closest(".board .card, .board .server-name");
  if (!target) {
    if (!e.target.closest("#menu")) closeMenu();
    if (!e.target.closest("#menu, #decision")) cardView.hide();
    return;
  }
  if (target.classList.contains("server-name")) {
    cardView.hide();
    const d = myDecision();
    if (!d) return;
    const indexes = [];
    d.options.forEach((o, i) => {
      if (o.server === target.dataset.server && o.card_id === null) indexes.push(i);
    });
    if (indexes.length === 1) choose(indexes[0]);
    else if (indexes.length > 1) openMenu(target, indexes, d);
    return;
  }
  closeMenu();
  const id = Number(target.dataset.id);
  cardView.pin(target.dataset.title || null, {
    anchor: target,
    cardId: id,
    unknown: target.getAttribute("aria-label") || "Facedown card",
    actions: cardActions(id, target),
  });
});

/** The option buttons for the card `id` (its element `target`): the options about it. */
function cardActions(id, target) {
  const d = myDecision();
  if (!d) return [];
  const indexes = optionsForCard(d, id);
  if (!indexes.length && target && target.closest(".hand") && target.dataset.title) {
    d.options.forEach((o, i) => {
      if (o.card_id === null && o.card === target.dataset.title) indexes.push(i);
    });
  }
  return indexes.map((i) => optionButton(d.options[i], i, words(), choose));
}

function openMenu(anchor, indexes, d) {
  const menu = $("menu");
  menu.replaceChildren(...indexes.map((i) => optionButton(d.options[i], i, words(), choose)));
  const r = anchor.getBoundingClientRect();
  menu.style.left = `${Math.max(4, Math.min(r.left + window.scrollX, window.scrollX + document.documentElement.clientWidth - 300))}px`;
  menu.style.top = `${r.bottom + window.scrollY + 4}px`;
  menu.hidden = false;
}

function closeMenu() {
  $("menu").hidden = true;
}

// keyboard: 1-9 choose the nth option, space passes or says "Done", Escape closes
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input, textarea, select") || e.ctrlKey || e.metaKey || e.altKey) return;
  const d = myDecision();
  if (e.key === "Escape") {
    closeMenu();
    cardView.hide();
    return;
  }
  if (!d) return;
  if (/^[1-9]$/.test(e.key)) {
    e.preventDefault();
    choose(Number(e.key) - 1);
  } else if (e.key === " ") {
    const i = passIndex(d);
    if (i >= 0) {
      e.preventDefault();
      choose(i);
    }
  }
});

// ------------------------------------------------------------------ drawing

function render() {
  const s = page.state;
  document.body.classList.remove("sent");
  // what is on screen, for tests and styles: the game's version and who decides
  document.body.dataset.seq = String(s.seq);
  document.body.dataset.status = s.status;
  const decider = s.view && s.view.decision ? s.view.decision.player : "";
  document.body.dataset.mine = String(Boolean(myDecision()));
  document.body.dataset.decider = decider;
  document.body.dataset.turn = String(s.view ? s.view.turn : 0);
  $("concede").hidden = page.seat === "spectator" || s.status !== "active";
  const seats = s.seats;
  $("players").textContent = ["corp", "runner"]
    .map((side) => `${SIDE_NAME[side]}: ${side === page.seat && !seats[side].name ? "you" : seatName(seats[side])}`)
    .join(" · ");
  if (s.status === "cancelled") {
    $("board").replaceChildren();
    $("decision").replaceChildren(
      el(
        "div",
        { class: "prompt waiting", role: "status" },
        el("p", {}, "This game was cancelled before anyone joined it."),
        el("p", {}, el("a", { href: "/" }, "Back to the lobby")),
      ),
    );
    return;
  }
  if (s.status === "waiting" || !s.view) {
    $("board").replaceChildren();
    $("decision").replaceChildren(
      el(
        "div",
        { class: "prompt waiting" },
        el("p", {}, "Waiting for your friend to join."),
        el("p", {}, "Send them this link:"),
        copyable(`${location.origin}/join/${encodeURIComponent(gameId)}`),
        page.seat === "spectator"
          ? null
          : el(
              "button",
              {
                type: "button",
                id: "cancel-game",
                onclick: () => {
                  // conceding a game nobody joined cancels it (docs/protocol.md)
                  if (socket && confirm("Cancel this game? Nobody will be able to join it.")) socket.send({ type: "concede" });
                },
              },
              "Cancel this game",
            ),
      ),
    );
    return;
  }
  const view = s.view;
  const w = wordsFor(view.ruleset);
  cardView.ruleset = view.ruleset;
  document.body.dataset.ruleset = view.ruleset;
  const cat = catalogueNow(view.ruleset);
  // the cards' printed facts come with the catalogue: drawn again once it has arrived
  if (!cat) loadCatalogue(view.ruleset).then(() => page.state === s && render());
  document.body.dataset.catalogue = String(Boolean(cat));
  $("board").replaceChildren(renderBoard(view, page.seat, w, cat));
  $("decision").replaceChildren(decisionPanel(s, view, w));
  if (cardView.pinned && cardView.cardId !== null) {
    const tile = document.querySelector(`.board .card[data-id="${cardView.cardId}"]`);
    cardView.anchor = tile;
    cardView.setActions(tile ? cardActions(cardView.cardId, tile) : []);
  }
  keepRunInView(view);
}

// the run's place on the board stays in view: scrolled to when the run moves
let runWhere = "";
function keepRunInView(view) {
  const run = view.run && !view.over ? view.run : null;
  const where = run ? `${run.server}|${run.position}|${run.phase}` : "";
  if (where === runWhere) return;
  runWhere = where;
  const mark = document.querySelector(".board .run-here, .board .run-marker");
  if (mark) mark.scrollIntoView({ block: "nearest", inline: "nearest" });
}

function seatName(seat) {
  if (!seat || !seat.kind) return "free seat";
  if (seat.kind === "bot") return `bot (${botLevel(seat.bot)})`;
  return seat.name || "a player";
}

function botLevel(bot) {
  return { random: "beginner", heuristic: "standard", mcts: "strong" }[bot] || bot;
}

function decisionPanel(s, view, w) {
  if (s.status === "over" || view.over) {
    const winner = s.winner || view.winner;
    const reason = s.win_reason || view.win_reason || "";
    const mine = winner === page.seat;
    return el(
      "div",
      { class: `gameover ${mine ? "won" : ""}`, role: "status" },
      el("h2", {}, page.seat === "spectator" ? `The ${SIDE_NAME[winner]} wins` : mine ? "You win!" : `The ${SIDE_NAME[winner]} wins`),
      el("p", {}, `Reason: ${winReasonText(reason, winner)}`),
      el("p", {}, el("a", { href: `/replay/${encodeURIComponent(gameId)}` }, "Replay this game"), " · ", el("a", { href: "/" }, "Back to the lobby")),
    );
  }
  const d = view.decision;
  if (!d) return el("p", { class: "prompt" }, "…");
  const mine = d.player === page.seat && d.options;
  if (!mine) {
    return el(
      "div",
      { class: "prompt waiting", role: "status" },
      el("p", { class: "waiting-for" }, page.seat === "spectator" ? `The ${SIDE_NAME[d.player]} decides…` : `Waiting for the ${SIDE_NAME[d.player]}…`),
      // "The Runner decides." says nothing the line above does not
      d.prompt && !/^The (Corp|Runner) decides\.$/.test(d.prompt) ? el("p", { class: "public-prompt" }, d.prompt) : null,
    );
  }
  return el(
    "div",
    { class: "mine" },
    accessedCard(d, view, w),
    el("p", { class: "prompt" }, d.prompt),
    d.source_title ? el("p", { class: "source", "data-title": d.source_title }, `From ${d.source_title}`) : null,
    renderOptions(d, w, choose),
  );
}

/** The card the Runner accesses, drawn as a card above the question about it (it lies in HQ or
 * R&D, where the board shows only the pile). */
function accessedCard(d, view, w) {
  if (!["trash", "steal"].includes(d.kind) || !d.source_title) return null;
  const card = { id: d.source, title: d.source_title, rezzed: true, faceup: true, counters: {}, advancements: 0 };
  const ctx = { cat: catalogueNow(view.ruleset), words: w, ruleset: view.ruleset };
  return el("div", { class: "accessed" }, cardEl(card, ctx, { side: "corp" }));
}

function copyable(text) {
  const input = el("input", { class: "link", readonly: true, value: text, onfocus: (e) => e.target.select() });
  return el(
    "div",
    { class: "copy" },
    input,
    el("button", { type: "button", onclick: () => navigator.clipboard && navigator.clipboard.writeText(text) }, "Copy"),
  );
}

function renderLog(newLines) {
  const box = $("log");
  if (newLines === null || box.children.length > page.log.length - (newLines || 0)) {
    box.replaceChildren(...page.log.map((l) => el("li", {}, l)));
  } else {
    for (const l of page.log.slice(box.children.length)) box.append(el("li", {}, l));
  }
  box.scrollTop = box.scrollHeight;
}

function renderChat() {
  const box = $("chat-lines");
  box.replaceChildren(
    ...page.chat.map((c) => el("li", {}, el("b", {}, `${c.name || SIDE_NAME[c.seat] || c.seat}: `), c.text)),
  );
  box.scrollTop = box.scrollHeight;
}

$("chat-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const input = $("chat-text");
  const text = input.value.trim();
  if (text && socket && socket.send({ type: "chat", text })) input.value = "";
});

$("concede").addEventListener("click", () => {
  if (page.seat === "spectator" || !socket) return;
  if (confirm("Concede this game? The other side wins.")) socket.send({ type: "concede" });
});

const auto = $("autopass");
auto.checked = setting("autopass", true);
auto.addEventListener("change", () => {
  setSetting("autopass", auto.checked);
  autoPass();
});

const sound = $("sound");
sound.checked = setting("sound", false);
sound.addEventListener("change", () => {
  setSetting("sound", sound.checked);
  if (sound.checked) beep();
});

if (watching) $("concede").hidden = true;
start();

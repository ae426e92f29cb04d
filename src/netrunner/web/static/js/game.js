// The game page (/games/{id} for a seat, /watch/{id} for a spectator): the board, the decision,
// the log and the chat, kept in step with the server's `state` messages.

import { el, gameIdFromPath, seatFor, setSetting, setting } from "./api.js";
import { renderBoard } from "./board.js";
import { CardView } from "./cardview.js";
import { optionButton, optionsForCard, passIndex, renderOptions } from "./options.js";
import { GameSocket } from "./socket.js";
import { installUndo } from "./undo.js";
import { SIDE_NAME, wordsFor } from "./words.js";

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
};

const renderUndo = installUndo($("undo"), {
  state: () => page.state,
  seat: () => page.seat,
  send: (msg) => Boolean(socket && socket.send(msg)),
});

const cardView = new CardView($("cardview"));
cardView.watch(document.body);

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
  if (page.sentSeq !== null && msg.seq !== page.sentSeq) page.sentSeq = null;
  notice("");
  render();
  renderUndo();
  renderLog(msg.full ? null : msg.log.length);
  renderChat();
  autoPass();
}

// ------------------------------------------------------------------ choosing

function myDecision() {
  const s = page.state;
  if (!s || !s.view || s.status !== "active") return null;
  const d = s.view.decision;
  if (!d || d.player !== page.seat || !d.options) return null;
  return d;
}

function choose(index) {
  const d = myDecision();
  if (!d || page.sentSeq === page.state.seq) return;
  if (index < 0 || index >= d.options.length) return;
  page.sentSeq = page.state.seq;
  closeMenu();
  if (!socket.send({ type: "choose", seq: page.state.seq, option: index })) {
    page.sentSeq = null;
    notice("Not connected: reconnecting…");
    return;
  }
  document.body.classList.add("sent");
}

function autoPass() {
  const d = myDecision();
  if (!d || !setting("autopass", false)) return;
  if (d.options.length === 1 && d.options[0].kind === "pass" && page.autoPassed !== page.state.seq) {
    page.autoPassed = page.state.seq;
    choose(0);
  }
}

// a click on a card or a server: the options that concern it (several: a small menu)
document.addEventListener("click", (e) => {
  const target = e.target.closest(".board .card, .board .server-name");
  if (!target) {
    if (!e.target.closest("#menu")) closeMenu();
    return;
  }
  if (target.dataset.title) cardView.show(target.dataset.title);
  const d = myDecision();
  if (!d) return;
  let indexes;
  if (target.classList.contains("server-name")) {
    indexes = [];
    d.options.forEach((o, i) => {
      if (o.server === target.dataset.server && o.card_id === null) indexes.push(i);
    });
  } else {
    const id = Number(target.dataset.id);
    indexes = optionsForCard(d, id);
    if (!indexes.length && target.closest(".hand") && target.dataset.title) {
      d.options.forEach((o, i) => {
        if (o.card_id === null && o.card === target.dataset.title) indexes.push(i);
      });
    }
  }
  if (indexes.length === 1) choose(indexes[0]);
  else if (indexes.length > 1) openMenu(target, indexes, d);
});

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
  $("board").replaceChildren(renderBoard(view, page.seat, w));
  $("decision").replaceChildren(decisionPanel(s, view, w));
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
    const reason = (s.win_reason || view.win_reason || "").replace(/_/g, " ");
    const mine = winner === page.seat;
    return el(
      "div",
      { class: `gameover ${mine ? "won" : ""}`, role: "status" },
      el("h2", {}, page.seat === "spectator" ? `The ${SIDE_NAME[winner]} wins` : mine ? "You win!" : `The ${SIDE_NAME[winner]} wins`),
      el("p", {}, `Reason: ${reasonText(reason)}`),
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
      d.prompt ? el("p", { class: "public-prompt" }, d.prompt) : null,
    );
  }
  return el(
    "div",
    { class: "mine" },
    el("p", { class: "prompt" }, d.prompt),
    d.source_title ? el("p", { class: "source", "data-title": d.source_title }, `From ${d.source_title}`) : null,
    renderOptions(d, w, choose),
  );
}

function reasonText(reason) {
  return { "agenda points": "agenda points", flatline: "the Runner was flatlined", "rd empty": "R&D is empty", concede: "a player conceded" }[reason] || reason;
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
auto.checked = setting("autopass", false);
auto.addEventListener("change", () => {
  setSetting("autopass", auto.checked);
  autoPass();
});

if (watching) $("concede").hidden = true;
start();

// The lobby: create a game (game, side, deck, opponent), join an open game, watch one in
// progress, and find this browser's own games again.

import { el, getJSON, keepSeat, myGames, postJSON, problemsOf } from "./api.js";
import { checkDeck, deckOf, fillDecks, PASTE, showProblems } from "./decks.js";
import { SIDE_NAME } from "./words.js";

const $ = (id) => document.getElementById(id);
let rulesets = [];
const LEVELS = { random: "beginner", heuristic: "standard", mcts: "strong" };

function current() {
  return rulesets.find((r) => r.name === $("ruleset").value) || rulesets[0];
}

function side() {
  return document.querySelector('input[name="side"]:checked').value;
}

function refreshDecks() {
  fillDecks($("deck"), current(), side());
  $("paste").hidden = true;
  showProblems($("problems"), []);
}

async function init() {
  const r = await getJSON("/api/rulesets");
  rulesets = r.data || [];
  $("ruleset").replaceChildren(...rulesets.map((x) => el("option", { value: x.name }, x.title)));
  refreshDecks();
  $("ruleset").addEventListener("change", refreshDecks);
  for (const radio of document.querySelectorAll('input[name="side"]')) radio.addEventListener("change", refreshDecks);
  $("deck").addEventListener("change", () => {
    $("paste").hidden = $("deck").value !== PASTE;
    showProblems($("problems"), []);
  });
  $("check").addEventListener("click", async () => {
    const problems = await checkDeck(current().name, side(), $("decklist").value);
    showProblems($("problems"), problems.length ? problems : ["The deck is legal."], problems.length ? "This deck cannot be played:" : "");
    $("problems").classList.toggle("ok", !problems.length);
  });
  $("create").addEventListener("submit", create);
  listGames();
  setInterval(listGames, 5000);
}

async function create(e) {
  e.preventDefault();
  const button = $("create-button");
  button.disabled = true;
  try {
    const ruleset = current().name;
    const deck = deckOf($("deck"), $("decklist"));
    $("problems").classList.remove("ok");
    if ($("deck").value === PASTE) {
      const problems = await checkDeck(ruleset, side(), deck);
      if (problems.length) {
        showProblems($("problems"), problems, "This deck cannot be played:");
        return;
      }
    }
    const [opponent, bot] = $("opponent").value.split(":");
    const body = { ruleset, side: side(), deck, opponent, name: $("name").value.trim() || null };
    if (bot) body.bot = bot;
    const r = await postJSON("/api/games", body);
    if (!r.ok) {
      showProblems($("problems"), problemsOf(r.data), "The game could not be created:");
      return;
    }
    keepSeat(r.data, ruleset);
    const gameUrl = `/games/${encodeURIComponent(r.data.game_id)}`;
    if (opponent === "friend") {
      $("invite-link").value = `${location.origin}${r.data.join_link}`;
      $("invite-go").href = gameUrl;
      $("invite").hidden = false;
      $("copy-invite").onclick = () => navigator.clipboard && navigator.clipboard.writeText($("invite-link").value);
      listGames();
    } else {
      location.href = gameUrl;
    }
  } finally {
    button.disabled = false;
  }
}

function seatText(g) {
  return ["corp", "runner"]
    .map((s) => {
      const seat = g.seats[s];
      const who = !seat.kind ? "free" : seat.kind === "bot" ? `bot (${LEVELS[seat.bot] || seat.bot})` : seat.name || "player";
      return `${SIDE_NAME[s]}: ${who}`;
    })
    .join(", ");
}

function rulesetTitle(name) {
  const r = rulesets.find((x) => x.name === name);
  return r ? r.title : name;
}

async function listGames() {
  const r = await getJSON("/api/games");
  if (!r.ok) return;
  const { waiting, active } = r.data;
  $("waiting").replaceChildren(
    ...(waiting.length
      ? waiting.map((g) => el("li", {}, el("a", { href: g.join_link, class: "button" }, "Join"), " ", rulesetTitle(g.ruleset), " · ", seatText(g)))
      : [el("li", { class: "empty" }, "No game is waiting for a player.")]),
  );
  $("active").replaceChildren(
    ...(active.length
      ? active.map((g) => el("li", {}, el("a", { href: g.watch_link, class: "button" }, "Watch"), " ", rulesetTitle(g.ruleset), " · ", seatText(g), ` · ${g.seq} ${g.seq === 1 ? "choice" : "choices"}`))
      : [el("li", { class: "empty" }, "No game in progress.")]),
  );
  const mine = myGames();
  $("mine").replaceChildren(
    ...(mine.length
      ? mine.map((g) =>
          el(
            "li",
            {},
            el("a", { href: `/games/${encodeURIComponent(g.game_id)}`, class: "button" }, "Open"),
            " ",
            el("a", { href: `/replay/${encodeURIComponent(g.game_id)}` }, "replay"),
            ` · ${SIDE_NAME[g.seat]} · ${rulesetTitle(g.ruleset)} · ${new Date(g.time).toLocaleString()}`,
          ),
        )
      : [el("li", { class: "empty" }, "None yet.")]),
  );
}

init();

// /join/{id}: take the free seat of a friend's game with a deck, then play.

import { el, getJSON, gameIdFromPath, keepSeat, postJSON, problemsOf, seatFor } from "./api.js";
import { checkDeck, deckOf, fillDecks, PASTE, showProblems } from "./decks.js";
import { SIDE_NAME } from "./words.js";

const $ = (id) => document.getElementById(id);
const gameId = gameIdFromPath();
const gameUrl = `/games/${encodeURIComponent(gameId)}`;

async function init() {
  if (seatFor(gameId)) {
    location.replace(gameUrl); // this browser already holds a seat of this game
    return;
  }
  const [g, rs] = await Promise.all([getJSON(`/api/games/${encodeURIComponent(gameId)}`), getJSON("/api/rulesets")]);
  if (!g.ok) {
    $("about").replaceChildren("There is no such game. ", el("a", { href: "/" }, "Back to the lobby"));
    return;
  }
  const game = g.data;
  if (game.status === "cancelled") {
    $("about").replaceChildren("This game was cancelled before anyone joined it. ", el("a", { href: "/" }, "Back to the lobby"), ".");
    return;
  }
  if (game.status !== "waiting") {
    $("about").replaceChildren("This game already has its two players. ", el("a", { href: game.watch_link }, "Watch it"), ".");
    return;
  }
  const free = game.seats.corp.kind ? "runner" : "corp";
  const other = free === "corp" ? "runner" : "corp";
  const ruleset = rs.data.find((r) => r.name === game.ruleset);
  $("about").textContent = `${game.seats[other].name || "A player"} plays the ${SIDE_NAME[other]} in ${ruleset.title}. You play the ${SIDE_NAME[free]}.`;
  fillDecks($("deck"), ruleset, free);
  $("deck").addEventListener("change", () => ($("paste").hidden = $("deck").value !== PASTE));
  $("join").hidden = false;
  $("join").addEventListener("submit", async (e) => {
    e.preventDefault();
    const deck = deckOf($("deck"), $("decklist"));
    if ($("deck").value === PASTE) {
      const problems = await checkDeck(game.ruleset, free, deck);
      if (problems.length) {
        showProblems($("problems"), problems, "This deck cannot be played:");
        return;
      }
    }
    const r = await postJSON(`/api/games/${encodeURIComponent(gameId)}/join`, { deck, name: $("name").value.trim() || null });
    if (!r.ok) {
      showProblems($("problems"), problemsOf(r.data), "Could not join:");
      return;
    }
    keepSeat(r.data, game.ruleset);
    location.href = gameUrl;
  });
}

init();

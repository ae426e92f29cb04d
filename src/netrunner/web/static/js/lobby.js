// The lobby: create a game (game, side, deck, opponent, the bot's deck, a clock), join an open
// game, watch one in progress, replay a finished one, and find this browser's own games again.

import { el, getJSON, keepSeat, myGames, postJSON, problemsOf } from "./api.js";
import { checkDeck, deckDetails, deckOf, fillBotDecks, fillDecks, PASTE, RANDOM_STARTER, showCards, showProblems } from "./decks.js";
import { SIDE_NAME, winReasonText } from "./words.js";

const $ = (id) => document.getElementById(id);
let rulesets = [];
const LEVELS = { random: "beginner", heuristic: "standard", mcts: "strong" };
/** What each opponent is, in a player's words. */
const OPPONENT_HELP = {
  "bot:random": "Beginner: plays any legal move, at random. A first game, to learn the rules.",
  "bot:heuristic": "Standard: plays sensibly, from what each card does (installs, runs, scores when it can). Answers at once.",
  "bot:mcts": "Strong: searches ahead, trying many ways the game could go on before it moves. Slower: a move may take a few seconds.",
  friend: "A friend: you get a link to send them; the game starts when they join with their deck.",
};
/** What this page knows of each game of "Your games": its summary (status), by id. */
const known = new Map();

function current() {
  return rulesets.find((r) => r.name === $("ruleset").value) || rulesets[0];
}

function side() {
  return document.querySelector('input[name="side"]:checked').value;
}

function botSide() {
  return side() === "corp" ? "runner" : "corp";
}

function refreshDecks() {
  fillDecks($("deck"), current(), side());
  fillBotDecks($("bot-deck"), current(), botSide());
  $("paste").hidden = true;
  showProblems($("problems"), []);
  showStarterCards();
}

/** The chosen starter's cards with their sets (a pasted list's once it is checked). */
async function showStarterCards() {
  const deck = $("deck").value;
  showCards($("deck-cards"), []);
  if (deck === PASTE) return;
  const { cards } = await deckDetails(current().name, side(), deck);
  if ($("deck").value === deck) showCards($("deck-cards"), cards);
}

function refreshOpponent() {
  const value = $("opponent").value;
  $("opponent-help").textContent = OPPONENT_HELP[value] || "";
  $("bot-deck-field").hidden = value === "friend";
}

async function init() {
  const r = await getJSON("/api/rulesets");
  rulesets = r.data || [];
  $("ruleset").replaceChildren(...rulesets.map((x) => el("option", { value: x.name }, x.title)));
  refreshDecks();
  refreshOpponent();
  $("ruleset").addEventListener("change", refreshDecks);
  for (const radio of document.querySelectorAll('input[name="side"]')) radio.addEventListener("change", refreshDecks);
  $("opponent").addEventListener("change", refreshOpponent);
  $("deck").addEventListener("change", () => {
    $("paste").hidden = $("deck").value !== PASTE;
    showProblems($("problems"), []);
    showStarterCards();
  });
  $("check").addEventListener("click", async () => {
    const { problems, cards } = await deckDetails(current().name, side(), $("decklist").value);
    showCards($("deck-cards"), cards);
    showProblems($("problems"), problems.length ? problems : ["The deck is legal."], problems.length ? "This deck cannot be played:" : "");
    $("problems").classList.toggle("ok", !problems.length);
  });
  $("create").addEventListener("submit", create);
  listGames();
  setInterval(listGames, 5000);
}

/** The bot's deck the form asks for: null (the ruleset's usual one) or a starter. */
function botDeck() {
  const value = $("bot-deck").value;
  if (!value) return null;
  if (value === RANDOM_STARTER) {
    const starters = current().starters[botSide()];
    return starters[Math.floor(Math.random() * starters.length)];
  }
  return value;
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
    if (bot) {
      body.bot = bot;
      body.bot_deck = botDeck();
    }
    if ($("clock").value) body.clock_minutes = Number($("clock").value);
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
      // a player who gave no name is named after the side ("Corp"): "a player" reads better
      const named = seat.name && seat.name !== SIDE_NAME[s] ? seat.name : "a player";
      const who = !seat.kind ? "free" : seat.kind === "bot" ? `bot (${LEVELS[seat.bot] || seat.bot})` : named;
      return `${SIDE_NAME[s]}: ${who}`;
    })
    .join(", ");
}

function rulesetTitle(name) {
  const r = rulesets.find((x) => x.name === name);
  return r ? r.title : name;
}

function clockText(g) {
  return g.clock_minutes ? ` · clock ${g.clock_minutes} min` : "";
}

/** "The Corp won: R&D is empty · turn 12". */
function resultText(g) {
  if (!g.winner) return "no winner";
  const turn = g.turn ? ` · turn ${g.turn}` : "";
  return `The ${SIDE_NAME[g.winner]} won: ${winReasonText(g.win_reason, g.winner)}${turn}`;
}

function listOf(games, row, empty) {
  return games.length ? games.map(row) : [el("li", { class: "empty" }, empty)];
}

async function listGames() {
  const r = await getJSON("/api/games");
  if (!r.ok) return;
  const { waiting, active, finished = [] } = r.data;
  for (const g of [...waiting, ...active, ...finished]) known.set(g.game_id, g);
  $("waiting").replaceChildren(
    ...listOf(waiting, (g) => el("li", {}, el("a", { href: g.join_link, class: "button" }, "Join"), " ", rulesetTitle(g.ruleset), " · ", seatText(g), clockText(g)), "No game is waiting for a player."),
  );
  $("active").replaceChildren(
    ...listOf(
      active,
      (g) => el("li", {}, el("a", { href: g.watch_link, class: "button" }, "Watch"), " ", rulesetTitle(g.ruleset), " · ", seatText(g), g.turn ? ` · turn ${g.turn}` : ` · ${g.seq} ${g.seq === 1 ? "choice" : "choices"}`, clockText(g)),
      "No game in progress.",
    ),
  );
  $("finished").replaceChildren(
    ...listOf(finished, (g) => el("li", {}, el("a", { href: g.replay_link, class: "button" }, "Replay"), " ", rulesetTitle(g.ruleset), " · ", seatText(g), " · ", el("span", { class: "result" }, resultText(g))), "No finished game yet."),
  );
  const mine = myGames();
  // a game of this browser's not in the lists (older): its summary, asked once
  await Promise.all(
    mine
      .filter((g) => !known.has(g.game_id))
      .map(async (g) => {
        const s = await getJSON(`/api/games/${encodeURIComponent(g.game_id)}`);
        known.set(g.game_id, s.ok ? s.data : { status: "unknown" });
      }),
  );
  $("mine").replaceChildren(
    ...listOf(
      mine.filter((g) => known.get(g.game_id).status !== "unknown"),
      (g) => {
        const s = known.get(g.game_id);
        const over = s.status === "over";
        return el(
          "li",
          {},
          el("a", { href: over ? s.replay_link : `/games/${encodeURIComponent(g.game_id)}`, class: "button" }, over ? "Replay" : "Open"),
          ` ${SIDE_NAME[g.seat]} · ${rulesetTitle(g.ruleset)} · ${new Date(g.time).toLocaleString()}`,
          over ? el("span", { class: "result" }, ` · ${resultText(s)}`) : s.status === "cancelled" ? " · cancelled" : "",
        );
      },
      "None yet.",
    ),
  );
}

init();

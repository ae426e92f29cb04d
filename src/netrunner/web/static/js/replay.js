// /replay/{id}: a finished game step by step, as the Corp, the Runner or a spectator saw it.

import { el, gameIdFromPath, getJSON, problemsOf } from "./api.js";
import { renderBoard } from "./board.js";
import { CardView, loadCatalogue } from "./cardview.js";
import { SIDE_NAME, winReasonText, wordsFor } from "./words.js";

const $ = (id) => document.getElementById(id);
const gameId = gameIdFromPath();
const cardView = new CardView($("cardview"));
cardView.watch(document.body);
document.addEventListener("click", (e) => {
  if (e.target.closest("#cardview")) return;
  const t = e.target.closest(".board [data-title]");
  if (t) cardView.pin(t.dataset.title, { anchor: t });
  else cardView.hide();
});
document.addEventListener("keydown", (e) => {
  if (e.key === "Escape") cardView.hide();
});

let steps = 0;
let step = 0; // the step asked for last: quick key presses count from it, not from the one shown
let loading = 0;

async function load(n) {
  const ticket = ++loading;
  const side = $("side").value;
  const q = n === null ? "" : `&step=${n}`;
  const r = await getJSON(`/api/games/${encodeURIComponent(gameId)}/replay?side=${side}${q}`);
  if (ticket !== loading) return;
  const notice = $("notice");
  if (!r.ok) {
    notice.textContent = problemsOf(r.data).join(" ");
    notice.hidden = false;
    return;
  }
  notice.hidden = true;
  const d = r.data;
  steps = d.steps;
  step = d.step;
  $("slider").max = String(steps);
  $("slider").value = String(step);
  $("where").textContent = `step ${step} of ${steps}`;
  $("result").textContent = d.winner ? `The ${SIDE_NAME[d.winner]} won (${winReasonText(d.win_reason, d.winner)})` : "";
  const view = d.view;
  cardView.ruleset = view.ruleset;
  const cat = await loadCatalogue(view.ruleset);
  if (ticket !== loading) return;
  $("board").replaceChildren(renderBoard(view, side, wordsFor(view.ruleset), cat));
  const decision = view.decision;
  $("prompt").textContent = decision ? `${SIDE_NAME[decision.player]}: ${decision.prompt}` : view.over ? "The game is over." : "";
  $("log").replaceChildren(...d.log.map((l) => el("li", {}, l)));
  $("log").scrollTop = $("log").scrollHeight;
}

function go(n) {
  step = Math.max(0, Math.min(steps, n));
  return load(step);
}
$("first").addEventListener("click", () => go(0));
$("prev").addEventListener("click", () => go(step - 1));
$("next").addEventListener("click", () => go(step + 1));
$("last").addEventListener("click", () => go(steps));
$("slider").addEventListener("input", () => go(Number($("slider").value)));
$("side").addEventListener("change", () => go(step));
document.addEventListener("keydown", (e) => {
  if (e.target.closest("input, select")) return;
  if (e.key === "ArrowLeft") go(step - 1);
  if (e.key === "ArrowRight") go(step + 1);
});

load(0);

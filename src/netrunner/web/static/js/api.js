// The server's JSON endpoints (docs/protocol.md) and what this browser keeps: each game's seat
// token (localStorage, keyed by game id) and the player's settings.

/** GET a JSON endpoint: {ok, status, data}. */
export async function getJSON(url) {
  const r = await fetch(url, { headers: { Accept: "application/json" } });
  return { ok: r.ok, status: r.status, data: await r.json().catch(() => null) };
}

/** POST a JSON body: {ok, status, data} (data is the answer, or the error body). */
export async function postJSON(url, body) {
  const r = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
  return { ok: r.ok, status: r.status, data: await r.json().catch(() => null) };
}

/** An error body's message and problems as one readable list. */
export function problemsOf(data) {
  if (!data) return ["The server did not answer."];
  if (data.problems && data.problems.length) return data.problems;
  return [data.message || "Something went wrong."];
}

const SEAT_KEY = (gameId) => `netrunner.seat.${gameId}`;

/** The seat this browser holds in a game: {seat, token} or null. */
export function seatFor(gameId) {
  try {
    return JSON.parse(localStorage.getItem(SEAT_KEY(gameId)) || "null");
  } catch {
    return null;
  }
}

/** Keep a granted seat (the create/join answer) and remember the game in "my games". */
export function keepSeat(grant, ruleset) {
  localStorage.setItem(SEAT_KEY(grant.game_id), JSON.stringify({ seat: grant.seat, token: grant.token }));
  const mine = myGames().filter((g) => g.game_id !== grant.game_id);
  mine.unshift({ game_id: grant.game_id, seat: grant.seat, ruleset, time: new Date().toISOString() });
  localStorage.setItem("netrunner.games", JSON.stringify(mine.slice(0, 20)));
}

/** The games this browser played, newest first: [{game_id, seat, ruleset, time}]. */
export function myGames() {
  try {
    return JSON.parse(localStorage.getItem("netrunner.games") || "[]");
  } catch {
    return [];
  }
}

/** A setting of this browser (localStorage), with its default. */
export function setting(name, fallback) {
  const v = localStorage.getItem(`netrunner.setting.${name}`);
  return v === null ? fallback : JSON.parse(v);
}

export function setSetting(name, value) {
  localStorage.setItem(`netrunner.setting.${name}`, JSON.stringify(value));
}

/** The game id in the address: the last part of /games/{id}, /watch/{id}, /join/{id}... */
export function gameIdFromPath() {
  const parts = location.pathname.split("/").filter(Boolean);
  return decodeURIComponent(parts[parts.length - 1] || "");
}

/** A small element builder: el("div", {class: "x", onclick: f}, child, "text", ...). */
export function el(tag, attrs = {}, ...children) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (v === null || v === undefined || v === false) continue;
    if (k.startsWith("on")) e.addEventListener(k.slice(2), v);
    else if (k === "class") e.className = v;
    else if (k === "dataset") Object.assign(e.dataset, v);
    else e.setAttribute(k, v === true ? "" : v);
  }
  for (const c of children.flat()) {
    if (c === null || c === undefined || c === false) continue;
    e.append(c instanceof Node ? c : document.createTextNode(String(c)));
  }
  return e;
}

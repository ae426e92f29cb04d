// The words of each game: Android: Netrunner's credits and clicks, the 1996 game's bits,
// actions and data forts (the view's `ruleset` says which).

const ANR = {
  credit: ["credit", "credits"],
  click: ["click", "clicks"],
  server: "server",
  remote: "Server",
  heap: "Heap",
  stack: "Stack",
  grip: "Grip",
  corpTitle: "Corp",
  runnerTitle: "Runner",
  servers: "Servers",
};

const CLASSIC = {
  ...ANR,
  credit: ["bit", "bits"],
  click: ["action", "actions"],
  server: "data fort",
  remote: "Data fort",
  heap: "Trash",
  servers: "Data forts",
};

export function wordsFor(ruleset) {
  return ruleset === "classic" ? CLASSIC : ANR;
}

/** "1 click", "3 credits": a number and its word, plural unless it is 1. */
export function count(n, word) {
  return `${n} ${n === 1 ? word[0] : word[1]}`;
}

export const SIDE_NAME = { corp: "Corp", runner: "Runner", spectator: "Spectator" };

/** Why `winner` won, in words ("R&D is empty", "the Runner conceded"): the view's machine-readable
 * `win_reason` (docs/api.md), written as the engine's log writes it. */
export function winReasonText(reason, winner) {
  const loser = winner === "corp" ? "the Runner" : winner === "runner" ? "the Corp" : "a player";
  const words = {
    agenda_points: "agenda points",
    flatline: "the Runner was flatlined",
    rd_empty: "R&D is empty",
    card: "a card's own condition (the log says which)",
    concede: `${loser} conceded`,
    time: `${loser} ran out of time`,
    bad_publicity: "the Corp had 7 Bad Publicity points",
  };
  return words[reason] || String(reason || "").replace(/_/g, " ");
}

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

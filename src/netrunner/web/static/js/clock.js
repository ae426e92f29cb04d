// The game clock (docs/protocol.md, `clock` in `state`): each side's time left, the running
// side's counting down between two states. A side with no clock (a bot) shows nothing.

import { SIDE_NAME } from "./words.js";

/** "14:59", "1:02:03" (hours only when there are some); never below 0:00. */
export function clockText(seconds) {
  const s = Math.max(0, Math.ceil(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${sec}` : `${m}:${sec}`;
}

export class GameClock {
  /** @param {HTMLElement} box  where the clocks are drawn (hidden while the game has none) */
  constructor(box) {
    this.box = box;
    this.clock = null;
    this.received = 0;
    this.timer = null;
  }

  /** Take the clock of a `state` message (null: the game has no clock). */
  update(clock) {
    this.clock = clock;
    this.received = performance.now();
    clearInterval(this.timer);
    this.timer = null;
    this.draw();
    if (clock && clock.running) this.timer = setInterval(() => this.draw(), 250);
  }

  /** The seconds `side` has left now (the running side's counted down since the state). */
  left(side) {
    const c = this.clock;
    if (!c || c[side] === null || c[side] === undefined) return null;
    const spent = c.running === side ? (performance.now() - this.received) / 1000 : 0;
    return Math.max(0, c[side] - spent);
  }

  draw() {
    const c = this.clock;
    this.box.hidden = !c;
    if (!c) return;
    const parts = [];
    for (const side of ["corp", "runner"]) {
      const left = this.left(side);
      if (left === null) continue;
      const span = document.createElement("span");
      span.className = `clock-side ${side}${c.running === side ? " running" : ""}${left < 60 ? " low" : ""}`;
      span.dataset.side = side;
      span.title = `${SIDE_NAME[side]}'s thinking time left${c.running === side ? " (running)" : ""}`;
      span.textContent = `${SIDE_NAME[side]} ${clockText(left)}`;
      parts.push(span);
    }
    this.box.replaceChildren(...parts);
  }
}

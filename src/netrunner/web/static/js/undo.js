// Taking back decisions (docs/protocol.md "Taking back decisions"): the Undo button, the
// keyboard shortcut (U or Ctrl+Z), and between two people the other side's Allow / Refuse
// prompt and the refusal notice. The server says what may be taken back (`can_undo`, with
// `undo_why_not`); this module never works it out itself.

import { el } from "./api.js";
import { SIDE_NAME } from "./words.js";

function decisionsText(n) {
  return n === 1 ? "1 decision" : `${n} decisions`;
}

/**
 * Keep the #undo box and the shortcut in step with the page.
 * @param {HTMLElement} box  the #undo element
 * @param {{state: Function, seat: Function, send: Function}} page  the last state message, the
 *   seat ("corp", "runner", "spectator") and a function sending a client message (false when
 *   not connected)
 */
export function installUndo(box, page) {
  let sentAt = null; // the seq an undo or an answer was sent for: wait for the next state

  function undo() {
    const s = page.state();
    if (!s || !s.can_undo || sentAt === s.seq || s.status !== "active") return;
    if (s.undo_request && s.undo_request.side === page.seat()) return; // already asked
    if (page.send({ type: "undo", seq: s.seq })) sentAt = s.seq;
  }

  function answer(accept) {
    const s = page.state();
    if (!s || sentAt === s.seq) return;
    if (page.send({ type: "undo_answer", accept })) sentAt = s.seq;
  }

  document.addEventListener("keydown", (e) => {
    if (e.target.closest("input, textarea, select") || e.altKey) return;
    const ctrlZ = (e.ctrlKey || e.metaKey) && !e.shiftKey && e.key.toLowerCase() === "z";
    const u = !e.ctrlKey && !e.metaKey && e.key.toLowerCase() === "u";
    if (!ctrlZ && !u) return;
    const s = page.state();
    if (!s || !s.can_undo) return;
    e.preventDefault();
    undo();
  });

  // called with each state message: the server has answered what was sent (applied, asked,
  // refused or answered), so the controls may be used again
  function render() {
    const s = page.state();
    const seat = page.seat();
    sentAt = null;
    if (!s || !s.view || s.status !== "active") {
      box.replaceChildren();
      box.hidden = true;
      return;
    }
    const parts = [];
    const req = s.undo_request;
    const mine = req && req.side === seat;
    if (seat === "corp" || seat === "runner") {
      const can = s.can_undo || 0;
      parts.push(
        el(
          "button",
          {
            type: "button",
            id: "undo-button",
            class: "undo-button",
            disabled: !can || mine || sentAt === s.seq,
            title: can ? `Take back your last decision (U or Ctrl+Z); up to ${decisionsText(can)}` : s.undo_why_not || "Nothing to take back",
            onclick: undo,
          },
          "↶ Undo",
        ),
      );
      if (!can && s.undo_why_not) parts.push(el("span", { class: "undo-why" }, `Undo: ${s.undo_why_not}.`));
    }
    if (req && mine) {
      parts.push(el("p", { class: "undo-asked", role: "status" }, `You asked the ${SIDE_NAME[seat === "corp" ? "runner" : "corp"]} to let you take back ${decisionsText(req.decisions)}…`));
    } else if (req && (seat === "corp" || seat === "runner")) {
      parts.push(
        el(
          "div",
          { class: "undo-request", role: "alertdialog", "aria-label": "Take-back request" },
          el("p", {}, `The ${SIDE_NAME[req.side]} asks to take back ${decisionsText(req.decisions)}.`),
          el("button", { type: "button", id: "undo-allow", onclick: () => answer(true), disabled: sentAt === s.seq }, "Allow"),
          el("button", { type: "button", id: "undo-refuse", onclick: () => answer(false), disabled: sentAt === s.seq }, "Refuse"),
        ),
      );
    } else if (req) {
      parts.push(el("p", { class: "undo-asked", role: "status" }, `The ${SIDE_NAME[req.side]} asks to take back ${decisionsText(req.decisions)}.`));
    }
    const refused = s.undo_refused;
    if (refused && refused.side === seat) {
      const other = SIDE_NAME[seat === "corp" ? "runner" : "corp"];
      parts.push(el("p", { class: "undo-refused", role: "alert" }, `The ${other} refused to let you take back ${decisionsText(refused.decisions)}.`));
    }
    box.replaceChildren(...parts);
    box.hidden = parts.length === 0;
  }

  /** The server refused what was sent (an error message): the controls may be used again. */
  render.failed = render;
  return render;
}

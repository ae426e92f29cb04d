// The game WebSocket (docs/protocol.md "The game WebSocket"): hello with the seat's token (or
// none, to watch), then states. It reconnects by itself with a growing delay and says hello
// again, and the server answers with the full state.

export class GameSocket {
  /**
   * @param {string} gameId
   * @param {string|null} token  the seat's token, null to watch
   * @param {{onMessage: Function, onStatus: Function}} handlers
   */
  constructor(gameId, token, { onMessage, onStatus }) {
    this.gameId = gameId;
    this.token = token;
    this.onMessage = onMessage;
    this.onStatus = onStatus || (() => {});
    this.delay = 500;
    this.closed = false;
    this.ws = null;
    this.connect();
  }

  connect() {
    const scheme = location.protocol === "https:" ? "wss" : "ws";
    const ws = new WebSocket(`${scheme}://${location.host}/ws/games/${encodeURIComponent(this.gameId)}`);
    this.ws = ws;
    this.onStatus("connecting");
    ws.addEventListener("open", () => {
      this.delay = 500;
      ws.send(JSON.stringify({ type: "hello", token: this.token }));
      this.onStatus("connected");
    });
    ws.addEventListener("message", (e) => {
      let msg;
      try {
        msg = JSON.parse(e.data);
      } catch {
        return;
      }
      this.onMessage(msg);
    });
    ws.addEventListener("close", (e) => {
      if (this.closed) return;
      if (e.code === 4404 || e.code === 4401) {
        this.closed = true; // an unknown game or a bad token: trying again will not help
        this.onStatus("refused");
        return;
      }
      this.onStatus("reconnecting");
      setTimeout(() => this.connect(), this.delay);
      this.delay = Math.min(this.delay * 2, 10000);
    });
  }

  /** Send a client message; false when the connection is down (it will resync on reconnect). */
  send(msg) {
    if (!this.ws || this.ws.readyState !== WebSocket.OPEN) return false;
    this.ws.send(JSON.stringify(msg));
    return true;
  }

  close() {
    this.closed = true;
    if (this.ws) this.ws.close();
  }
}

/**
 * A person's seats played over the real protocol from a test (Node's `ws`, no browser): joins a table
 * with seat tokens, plays the engine's first legal move at each of its turns, and says phrases in the
 * chat. Browser tests use it to be the other people at a table a page watches or plays at, so that
 * nothing happens at the table before the page is there to see it.
 */
import { getGame, type AnyGame } from "@parlor/engine";
import WebSocket from "ws";

/** A server frame as this client reads it: its type, and whatever else it carries. */
type Frame = { readonly type: string; readonly [key: string]: unknown };

export class SeatSocket {
  private readonly frames: Frame[] = [];
  private wake: () => void = () => undefined;
  private nextId = 1;

  private constructor(
    private readonly socket: WebSocket,
    readonly table: string,
  ) {
    socket.on("message", (data: Buffer) => {
      this.frames.push(JSON.parse(String(data)) as Frame);
      this.wake();
    });
  }

  /** Connects to the server at `url` (http://…) and joins `table` with its seat tokens. */
  static async join(url: string, table: string, tokens: readonly string[]): Promise<SeatSocket> {
    const client = new SeatSocket(new WebSocket(`${url.replace(/^http/, "ws")}/ws`), table);
    await client.next((f) => f.type === "welcome");
    client.socket.send(JSON.stringify({ type: "join", id: client.nextId++, table, tokens }));
    await client.next((f) => f.type === "joined");
    return client;
  }

  /** The index of the first frame from `from` on that matches, once it has come (an event, no sleep). */
  private async next(match: (frame: Frame) => boolean, from = 0): Promise<number> {
    for (;;) {
      const index = this.frames.findIndex((f, i) => i >= from && match(f));
      if (index >= 0) return index;
      await new Promise<void>((resolve) => (this.wake = resolve));
    }
  }

  /** Says a quick phrase in the table's chat, once the server took it. */
  async say(phrase: string): Promise<void> {
    const id = this.nextId++;
    this.socket.send(JSON.stringify({ type: "chat", id, table: this.table, phrase }));
    await this.next((f) => f.type === "ok" && f.id === id);
  }

  /** Plays the engine's first legal move at each turn of its seats, until the match is over. */
  async playToTheEnd(gameId: string): Promise<void> {
    const game = getGame(gameId) as AnyGame | undefined;
    if (!game) throw new Error(`no game ${gameId}`);
    let seen = 0;
    for (;;) {
      const index = await this.next(
        (f) => f.type === "view" || (f.type === "table" && f.status === "finished"),
        seen,
      );
      seen = index + 1;
      const frame = this.frames[index]!;
      if (frame.type === "table") return;
      const view = frame.view as { turn?: number; finished?: boolean } | null;
      if (!view || view.finished || view.turn !== frame.seat) continue;
      const action = game.legal(view)[0];
      this.socket.send(JSON.stringify({ type: "action", table: this.table, seat: frame.seat, action }));
    }
  }

  close(): void {
    this.socket.close();
  }
}

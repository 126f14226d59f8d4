import type { RuhdAction, RuhdView } from "@parlor/engine";
import type { TestClient, ViewFrame } from "./client.js";

const STEPS = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
] as const;

/** Empty cells next to a tile of the board: where a Ruhd tile may go. */
export function openCells(board: RuhdView["board"]): { x: number; y: number }[] {
  const taken = new Set(board.map((t) => `${t.x},${t.y}`));
  const open = new Map<string, { x: number; y: number }>();
  for (const tile of board) {
    for (const [dx, dy] of STEPS) {
      const x = tile.x + dx;
      const y = tile.y + dy;
      const key = `${x},${y}`;
      if (!taken.has(key) && !open.has(key)) open.set(key, { x, y });
    }
  }
  return [...open.values()];
}

/** A legal move computed from a seat's view only: its first tile on the first open cell, unturned. */
export function ruhdMove(view: RuhdView): RuhdAction {
  const tile = view.hand?.[0];
  const cell = openCells(view.board)[0];
  if (tile === undefined || cell === undefined) throw new Error(`no move in view ${JSON.stringify(view)}`);
  return { type: "place", tile, x: cell.x, y: cell.y, rotation: 0 };
}

export function ruhdViewOf(frame: ViewFrame): RuhdView {
  return frame.view as RuhdView;
}

/** One turn played over the wire: the seat that moved, its ack's seq and where the ack came. */
export interface Turn {
  readonly seat: number;
  readonly seq: number;
  readonly ackIndex: number;
}

/**
 * Plays `count` turns of a Ruhd table, starting at `seq`: each time, the seat to move (read from
 * its own view at that seq) places `ruhdMove(view)` from its connection `bySeat[seat]`, and the
 * ack must say seq + 1. Stops early when a view shows the match over.
 */
export async function playRuhdTurns(
  table: string,
  bySeat: readonly TestClient[],
  count: number,
  seq: number,
): Promise<Turn[]> {
  const turns: Turn[] = [];
  for (let k = 0; k < count; k++) {
    const probe = bySeat[0] as TestClient;
    const { frame } = await probe.find("view", (f) => f.table === table && f.seat === 0 && f.seq === seq);
    const seen = frame.view as RuhdView;
    if (seen.finished) break;
    const seat = seen.turn;
    const client = bySeat[seat] as TestClient;
    const own = await client.find("view", (f) => f.table === table && f.seat === seat && f.seq === seq);
    const answer = await client.request({
      type: "action",
      table,
      seat,
      action: ruhdMove(own.frame.view as RuhdView),
    });
    if (answer.type !== "ack") throw new Error(`turn ${seq + 1} refused: ${JSON.stringify(answer)}`);
    if (answer.seq !== seq + 1) throw new Error(`ack for seq ${answer.seq}, expected ${seq + 1}`);
    seq = answer.seq;
    turns.push({ seat, seq, ackIndex: answer.index });
  }
  return turns;
}

import { listGames, replaySteps, TableRunner, VirtualClock, type AnyGame } from "@parlor/engine";
import { describe, expect, it } from "vitest";
import { ViewFrameWriter } from "./view-texts.js";

/** The frame as the server wrote it before: the whole message through JSON.stringify. */
const plainFrame = (table: string, seq: number, status: string, seat: number | null, view: unknown): string =>
  JSON.stringify({ type: "view", table, seat, seq, status, view });

/** The seats of a test match: four where the game seats four, else its largest count. */
const seatCount = (game: AnyGame): number => (game.seatCounts.includes(4) ? 4 : Math.max(...game.seatCounts));

/** The states of the first moves (at most 120) of a match of `game` played by its default bots. */
function statesOf(game: AnyGame, seed: string): unknown[] {
  const seats = Array.from({ length: seatCount(game) }, () => ({ bot: game.defaultBot }));
  const clock = new VirtualClock();
  const runner = new TableRunner({ game, options: {}, seed, seats, clock });
  runner.start();
  clock.run(Number.POSITIVE_INFINITY, () => runner.log.actions.length >= 120);
  return [...replaySteps(game, runner.log)];
}

describe("ViewFrameWriter", () => {
  it("writes every seat's and a spectator's frame exactly as JSON.stringify, along matches of every game", () => {
    let shared = 0;
    for (const game of listGames()) {
      for (const seed of ["a", "b"]) {
        let seq = 0;
        for (const state of statesOf(game, seed)) {
          seq++;
          const writer = new ViewFrameWriter({ table: 't"1', seq, status: "playing" });
          for (const seat of [...Array.from({ length: seatCount(game) }, (_, s) => s), null]) {
            const view = game.view(state, seat);
            expect(writer.frame(seat, view)).toBe(plainFrame('t"1', seq, "playing", seat, view));
          }
          shared += writer.reused;
        }
      }
    }
    // The SET games' views differ only by seat: most frames were not written afresh.
    expect(shared).toBeGreaterThan(1000);
  });

  it("writes a view afresh when anything but its seat differs, or when it holds the mark itself", () => {
    const board = ["0120", "1201"];
    const writer = new ViewFrameWriter({ table: "t", seq: 3, status: "playing" });
    const views = [
      { game: "x", seat: 0, board, hint: null },
      { game: "x", seat: 1, board, hint: null },
      { game: "x", seat: 2, board, hint: [1, 2] },
      { game: "x", seat: 3, board: [...board], hint: null },
      { game: "x", hint: null, seat: 4, board },
      { game: "x", seat: 5, board, hint: null, extra: undefined },
    ];
    views.forEach((view) =>
      expect(writer.frame(view.seat, view)).toBe(plainFrame("t", 3, "playing", view.seat, view)),
    );
    expect(writer.reused).toBe(1);
    const marked = new ViewFrameWriter({ table: "t", seq: 3, status: "playing" });
    const sly = { seat: 0, note: "\u0000parlor:seat\u0000" };
    expect(marked.frame(0, sly)).toBe(plainFrame("t", 3, "playing", 0, sly));
    expect(marked.frame(1, { ...sly, seat: 1 })).toBe(plainFrame("t", 3, "playing", 1, { ...sly, seat: 1 }));
    expect(marked.reused).toBe(0);
    expect(marked.frame(null, undefined)).toBe(
      JSON.stringify({ type: "view", table: "t", seat: null, seq: 3, status: "playing" }),
    );
  });
});

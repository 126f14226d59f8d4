/**
 * A Buraco hand planned for a browser test: the engine plays it through, in Node, with the `basic` bot
 * at both seats (it melds, takes the pile, adds and goes out when it can), from a seed the test
 * chooses; the test then makes seat 0's moves by hand in the page, against the same `basic` bot at
 * seat 1. The basic bot is deterministic (it reads only its view), so the server's match follows the
 * plan move for move. `findPlannedHand` scans seeds for a hand where seat 0 lays a meld, takes the
 * pile with its top card in a new meld, adds to a meld and goes out, with few bot moves (the bot
 * thinks about a second per move); `storeTable` puts a table with that seed in the server's store.
 */
import { buraco, Rng, botSeed } from "@parlor/engine";
import { storeTable as storeSeededTable } from "./stored-table.js";

type BuracoAction = buraco.BuracoAction;

/** The level playing seat 1 in the page, and the plan's seat 0. */
export const PLAN_BOT = "basic";

/** The seat the page plays. */
export const PLAN_SEAT = 0;

/** The longest plan (in moves of the bot) a test accepts: the bot thinks about a second a move. */
export const MOST_BOT_MOVES = 40;

/** The most moves a planned hand may take before it is given up (a hand never lasts this long). */
const MOST_MOVES = 2_000;

export interface PlannedHand {
  readonly seed: string;
  readonly options: Record<string, unknown>;
  /** Seat 0's moves, in order. */
  readonly moves: readonly BuracoAction[];
  readonly botMoves: number;
  /** The hand's score, as the engine scored it. */
  readonly result: buraco.HandResult;
}

/** Plays the first hand with the basic bot at both seats; null when it is not a whole hand. */
export function planHand(seed: string, options: Record<string, unknown>): PlannedHand | null {
  const game = buraco.buracoGame;
  const parsed = game.options.parse(options);
  let state = game.setup(parsed, 2, seed);
  const level = game.bots[PLAN_BOT];
  if (level === undefined) throw new Error(`Buraco has no '${PLAN_BOT}' bot`);
  const bots = [0, 1].map((seat) => level.create(seat, Rng.fromSeed(botSeed(seed, seat))));
  const moves: BuracoAction[] = [];
  let botMoves = 0;
  for (let n = 0; n < MOST_MOVES && state.handsScored === 0; n++) {
    const seat = game.toAct(state)[0];
    if (seat === undefined) return null;
    const answer = bots[seat]?.act(game.view(state, seat), n);
    if (answer === null || answer === undefined) return null;
    const applied = game.apply(state, seat, answer.action, n);
    if (!applied.ok) return null;
    state = applied.value;
    if (seat === PLAN_SEAT) moves.push(answer.action);
    else botMoves++;
  }
  const result = state.results[0];
  return result === undefined ? null : { seed, options, moves, botMoves, result };
}

/** Whether seat 0 melds, takes the pile with its top card in a new meld, adds to a meld and goes out. */
export function coversTheHand(plan: PlannedHand): boolean {
  const has = (test: (move: BuracoAction) => boolean) => plan.moves.some(test);
  return (
    plan.result.wentOut === PLAN_SEAT &&
    has((m) => m.type === "meld") &&
    has((m) => m.type === "take-pile" && m.meld !== undefined) &&
    has((m) => m.type === "add")
  );
}

/** The first seed `buraco-e2e-<n>` whose planned hand covers it all within `MOST_BOT_MOVES`. */
export function findPlannedHand(options: Record<string, unknown>, from = 0, count = 400): PlannedHand {
  for (let n = from; n < from + count; n++) {
    const plan = planHand(`buraco-e2e-${n}`, options);
    if (plan !== null && plan.botMoves <= MOST_BOT_MOVES && coversTheHand(plan)) return plan;
  }
  throw new Error(`no seed among buraco-e2e-${from}… gives a hand the test can play`);
}

/**
 * Stores a table of Buraco with `seed` (a person at seat 0, the basic bot at seat 1) in the server's
 * SQLite file (`stored-table.ts`): the server loads it from its store when the page joins. Its id and
 * the person's seat token.
 */
export async function storeTable(
  dbFile: string,
  plan: Pick<PlannedHand, "seed" | "options">,
): Promise<{ id: string; token: string }> {
  const { id, seatTokens } = await storeSeededTable(dbFile, {
    game: "buraco",
    options: buraco.buracoGame.options.parse(plan.options),
    seed: plan.seed,
    seats: [{ human: true }, { bot: PLAN_BOT }],
  });
  return { id, token: seatTokens[0] as string };
}

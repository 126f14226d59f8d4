/**
 * Tables set up by hand for the rule tests: a real match's state (`setup`) with the cards each place
 * holds replaced by the ones a test names. Test-only: excluded from the build.
 */
import type { BuracoAction } from "./actions.js";
import { basicAction } from "./basic.js";
import { buracoGame } from "./game.js";
import type { BuracoOptions } from "./options.js";
import type { BuracoState } from "./state.js";
import { buracoView } from "./view.js";

/** Options with the defaults filled in and `raw` over them. */
export function optionsOf(raw: Partial<BuracoOptions> = {}): BuracoOptions {
  return buracoGame.options.parse(raw);
}

/**
 * A table at `seats` where `seat 0` is to play (`step` draw unless told), holding exactly the places
 * given: unnamed hands and melds are empty, the stock a few plain cards unless given, the pile as
 * given (empty by default), both mortos waiting with three cards each unless given.
 */
export function situation(
  place: Partial<Omit<BuracoState, "options">> & { readonly options?: Partial<BuracoOptions> },
): BuracoState {
  const { options: raw, ...rest } = place;
  const options = optionsOf(raw);
  const seats = rest.seats ?? 2;
  const base = buracoGame.setup(options, seats, "situation");
  return {
    ...base,
    hands: Array.from({ length: seats }, () => []),
    stock: ["9C.0", "9C.1", "8C.0", "8C.1"],
    pile: [],
    mortos: [
      ["KD.0", "KD.1", "QD.0"],
      ["KS.0", "KS.1", "QS.0"],
    ],
    melds: [[], []],
    redThrees: [[], []],
    events: [],
    turn: 0,
    step: "draw",
    ...rest,
    seats,
    options,
  };
}

/**
 * The first hand of a match of basic bots (seed `seed`, `seats` players), move by move: `seen` is
 * called with the state before each move, the seat and its move, and the state after. Stops at the
 * hand's end or after `moves` moves.
 */
export function playFirstHand(
  seed: string,
  seats: number,
  seen: (before: BuracoState, seat: number, action: BuracoAction, after: BuracoState) => void,
  moves = 400,
  options: Partial<BuracoOptions> = {},
): BuracoState {
  let state = buracoGame.setup(optionsOf(options), seats, seed);
  for (let i = 0; i < moves && state.phase === "play" && state.handsScored === 0; i++) {
    const seat = state.turn;
    const action = basicAction(buracoView(state, seat));
    if (action === null) break;
    const next = buracoGame.apply(state, seat, action, state.now);
    if (!next.ok) throw new Error(`basic move refused: ${next.error.message}`);
    seen(state, seat, action, next.value);
    state = next.value;
  }
  return state;
}

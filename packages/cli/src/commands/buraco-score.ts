import { buraco } from "@parlor/engine";
import { parseCommandArgs } from "../args.js";
import { success, UsageError, type CommandResult } from "../output.js";
import { describeJsonError } from "./ruhd-score.js";

const FLAGS = {
  pretty: { type: "boolean" },
  jokers: { type: "boolean" },
  "runs-only": { type: "boolean" },
  "ace-to-king": { type: "boolean" },
  "ace-to-ace": { type: "boolean" },
} as const;

/** The input's shape, for error messages. */
const SHAPE =
  '{ "sides": [side, side] } or [side, side], a side being { "melds": [["4H","5H","6H"]], ' +
  '"redThrees": 0, "hand": ["KS"], "wentOut": false, "tookMorto": true }';

/** What `parlor buraco-score` prints: each side's score, in the order the sides were given. */
export interface BuracoScoreReport {
  readonly sides: readonly buraco.HandScore[];
}

/** What the command line of `parlor buraco-score` asks for. */
export interface BuracoScoreArgs {
  readonly pretty: boolean;
  /** How melds are checked: jokers played (`--jokers`), groups allowed (not with `--runs-only`). */
  readonly melds: buraco.MeldOptions;
  /** The A-K and A-A canasta bonuses (`--ace-to-king`, `--ace-to-ace`), off by default. */
  readonly scoring: buraco.ScoringOptions;
}

/** Checks the command line of `parlor buraco-score` (no arguments; the flags above). */
export function parseBuracoScoreArgs(args: readonly string[]): BuracoScoreArgs {
  const { values } = parseCommandArgs("buraco-score", args, FLAGS, false);
  return {
    pretty: values.pretty === true,
    melds: { jokers: values.jokers === true, groups: values["runs-only"] !== true },
    scoring: { aceToKing: values["ace-to-king"] === true, aceToAce: values["ace-to-ace"] === true },
  };
}

/**
 * Parses the input of `parlor buraco-score`: the hand's two sides as JSON, in the shape of the
 * engine's `scoreHand` side, checked by the engine's `checkSides` (each side, then both together).
 * Usage errors on bad input, in one line.
 */
export function parseSides(text: string, options: buraco.MeldOptions = {}): [buraco.Side, buraco.Side] {
  // A byte order mark is not JSON, but editors on some systems write one.
  const json = text.replace(/^\uFEFF/, "");
  if (json.trim() === "") {
    throw new UsageError(`buraco-score: the input is empty; it should be the hand's two sides, ${SHAPE}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`buraco-score: the input is not JSON: ${describeJsonError(json, error)}`);
  }
  const sides = buraco.checkSides(value, options);
  if (!sides.ok) throw new UsageError(`buraco-score: ${sides.error.code}: ${sides.error.message}`);
  return sides.value;
}

/**
 * `parlor buraco-score`: scores a Buraco hand's two sides read from standard input (`input`;
 * undefined when it is a terminal) and prints `{ sides: [score, score] }` as JSON, each score the
 * engine's `scoreHand` (`cards`, `canastas`, `redThrees`, `goingOut`, `morto`, `hand`, `total`). Bad
 * input is a usage error (exit 2) saying what is wrong.
 */
export function buracoScoreCommand(args: readonly string[], input: string | undefined): CommandResult {
  const { pretty, melds, scoring } = parseBuracoScoreArgs(args);
  if (input === undefined) {
    throw new UsageError(
      "buraco-score: pipe the hand's two sides as JSON to standard input, e.g. " +
        "'parlor buraco-score < hand.json' (see 'parlor help buraco-score')",
    );
  }
  const sides = parseSides(input, melds);
  const report: BuracoScoreReport = { sides: sides.map((side) => buraco.scoreHand(side, scoring)) };
  return success(pretty ? JSON.stringify(report, null, 2) : JSON.stringify(report));
}

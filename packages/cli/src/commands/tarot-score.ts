import { tarot } from "@parlor/engine";
import { parseCommandArgs } from "../args.js";
import { success, UsageError, type CommandResult } from "../output.js";
import { describeJsonError } from "./ruhd-score.js";

const FLAGS = {
  pretty: { type: "boolean" },
  poignee: { type: "string" },
} as const;

/** The input's shape, for error messages. */
const SHAPE =
  '{ "players": 4, "taker": 0, "contract": "garde", "oudlers": 2, "points": 49 } ' +
  "(optional: partner, petitAuBout, poignees, chelem)";

/** What `parlor tarot-score` prints: the engine's score and the attack's mark part by part. */
export interface TarotScoreReport extends tarot.DealScore {
  readonly breakdown: tarot.DealBreakdown;
}

/** What the command line of `parlor tarot-score` asks for. */
export interface TarotScoreArgs {
  readonly pretty: boolean;
  /** The poignée bonuses (`--poignee 20,30,40`), the FFT's by default. */
  readonly poignee: tarot.PoigneeBonuses;
}

/** Reads `--poignee S,D,T`: three whole numbers, the single, double and triple poignée bonuses. */
function poigneeBonuses(value: string | undefined): tarot.PoigneeBonuses {
  if (value === undefined) return tarot.POIGNEE_BONUSES;
  const parts = value.split(",").map((part) => part.trim());
  const numbers = parts.map((part) => (/^\d+$/.test(part) ? Number(part) : Number.NaN));
  if (numbers.length !== tarot.POIGNEES.length || numbers.some((n) => !Number.isSafeInteger(n))) {
    throw new UsageError(
      `tarot-score: --poignee must be three whole numbers, the single, double and triple bonuses (such as 20,30,40), not '${value}'`,
    );
  }
  const [single = 0, double = 0, triple = 0] = numbers;
  return { single, double, triple };
}

/** Checks the command line of `parlor tarot-score` (no arguments, `--pretty`, `--poignee S,D,T`). */
export function parseTarotScoreArgs(args: readonly string[]): TarotScoreArgs {
  const { values } = parseCommandArgs("tarot-score", args, FLAGS, false);
  return { pretty: values.pretty === true, poignee: poigneeBonuses(values.poignee) };
}

/**
 * Parses the input of `parlor tarot-score`: one JSON deal in the shape of the engine's `scoreDeal`,
 * checked by the engine's `checkDeal` (shape and what the fields say together). Usage errors on bad
 * input, in one line.
 */
export function parseDeal(text: string): tarot.Deal {
  // A byte order mark is not JSON, but editors on some systems write one.
  const json = text.replace(/^\uFEFF/, "");
  if (json.trim() === "")
    throw new UsageError(`tarot-score: the input is empty; it should be a deal ${SHAPE}`);
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UsageError(`tarot-score: the input is not JSON: ${describeJsonError(json, error)}`);
  }
  const deal = tarot.checkDeal(value);
  if (!deal.ok) throw new UsageError(`tarot-score: ${deal.error.code}: ${deal.error.message}`);
  return deal.value;
}

/**
 * `parlor tarot-score`: scores the French Tarot deal read from standard input (`input`; undefined when
 * it is a terminal) and prints the marks as JSON: `attack` (the attack's mark per defender), `scores`
 * by seat, and the mark's `breakdown`. A bad deal is a usage error (exit 2) saying what is wrong.
 */
export function tarotScoreCommand(args: readonly string[], input: string | undefined): CommandResult {
  const { pretty, poignee } = parseTarotScoreArgs(args);
  if (input === undefined) {
    throw new UsageError(
      "tarot-score: pipe the deal as JSON to standard input, e.g. 'parlor tarot-score < deal.json' " +
        "(see 'parlor help tarot-score')",
    );
  }
  const deal = parseDeal(input);
  const report: TarotScoreReport = {
    ...tarot.scoreDeal(deal, { poignee }),
    breakdown: tarot.breakdownDeal(deal, { poignee }),
  };
  return success(pretty ? JSON.stringify(report, null, 2) : JSON.stringify(report));
}

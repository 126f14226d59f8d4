/**
 * Scoring a deal (FFT rules, `shared/rules/tarot.md`): the attack's mark from the contract, the points
 * against the target, the Petit au bout, the poignées and the chelem, then each seat's share of it.
 * `checkDeal` reads a deal from untrusted JSON (the CLI, a scoring page) with one sentence per problem.
 */
// First: how zod builds schemas in a browser (core/schemas.ts). A bundler that skips this game's index
// (marked free of side effects) reaches this module directly, and its schema is built on import.
import "../../core/schemas.js";
import { z } from "zod";
import { ruleError, type RuleError } from "../../core/errors.js";
import { err, ok, type Result } from "../../core/result.js";
import { CARD_POINTS, cardPoints, DECK, isOudler, OUDLERS, TOTAL_POINTS, TRUMP_COUNT } from "./cards.js";
import { dogSize } from "./deal.js";

/** The contracts, lowest first: Prise (Petite), Garde, Garde sans le chien, Garde contre le chien. */
export const CONTRACTS = ["prise", "garde", "garde-sans", "garde-contre"] as const;
export type Contract = (typeof CONTRACTS)[number];

/** Each contract's multiplier of the contract score and of the Petit au bout. */
export const MULTIPLIERS: Readonly<Record<Contract, number>> = {
  prise: 1,
  garde: 2,
  "garde-sans": 4,
  "garde-contre": 6,
};

/** The points the attack needs, by the number of oudlers it took (0, 1, 2, 3). */
export const TARGETS: readonly number[] = [56, 51, 41, 36];

/** The contract's base mark, to which the (rounded) difference from the target is added. */
export const CONTRACT_BASE = 25;

/** The Petit au bout, before the contract's multiplier. */
export const PETIT_AU_BOUT = 10;

/** The chelem bonuses (added to the attack's mark, not multiplied). */
export const CHELEM_BONUS = {
  /** Announced and made. */
  "announced-made": 400,
  /** Made without announcement. */
  made: 200,
  /** Announced and failed. */
  "announced-failed": -200,
  /** The defence took every trick: each defender gains 200. */
  defence: -200,
} as const;
export type Chelem = keyof typeof CHELEM_BONUS;

/** The poignée kinds. */
export const POIGNEES = ["single", "double", "triple"] as const;
export type Poignee = (typeof POIGNEES)[number];

/** The poignée bonuses (not multiplied; to the side that wins the deal, whoever showed it). */
export type PoigneeBonuses = Readonly<Record<Poignee, number>>;

/** The FFT's poignée bonuses, the default: 20, 30, 40. */
export const POIGNEE_BONUSES: PoigneeBonuses = { single: 20, double: 30, triple: 40 };

/** The trumps (the Excuse may complete them) a poignée shows, by the number of players. */
export const POIGNEE_SIZES: Readonly<Record<Players, Readonly<Record<Poignee, number>>>> = {
  3: { single: 13, double: 15, triple: 18 },
  4: { single: 10, double: 13, triple: 15 },
  5: { single: 8, double: 10, triple: 13 },
};

/** The table sizes. */
export const PLAYER_COUNTS = [3, 4, 5] as const;
export type Players = (typeof PLAYER_COUNTS)[number];

/** The side that took the Petit in the last trick. */
export type Side = "attack" | "defence";

/** One deal to score: the scoreDeal shape (issue 12). */
export interface Deal {
  readonly players: Players;
  /** The taker's seat (0 to players - 1). */
  readonly taker: number;
  /** 5 players only: the called card's holder, the taker's own seat when they play alone. */
  readonly partner?: number;
  readonly contract: Contract;
  /** The oudlers in the attack's tricks (the dog included when it counts for the taker). */
  readonly oudlers: 0 | 1 | 2 | 3;
  /** The attack's card points, to the half point (0 to 91). */
  readonly points: number;
  /** Who took the Petit in the last trick, if anyone. */
  readonly petitAuBout?: Side;
  /** The poignées shown in the deal, by either side. */
  readonly poignees?: readonly Poignee[];
  readonly chelem?: Chelem;
}

/** Options of the scoring: the poignée bonuses (a table option; FFT 20/30/40 by default). */
export interface ScoringOptions {
  readonly poignee?: PoigneeBonuses;
}

/** A deal's score: the attack's mark per defender, and each seat's score (zero-sum, whole numbers). */
export interface DealScore {
  readonly attack: number;
  readonly scores: number[];
}

/** The parts of the attack's mark, for a score sheet or a scorer that shows its working. */
export interface DealBreakdown {
  readonly target: number;
  /** Whether the attack reached the target ("fait juste" included). */
  readonly made: boolean;
  /** |points - target| rounded up to a whole point (half points in favour of the side that scores). */
  readonly difference: number;
  readonly multiplier: number;
  /** ±(25 + difference) × multiplier. */
  readonly contract: number;
  /** ±10 × multiplier, 0 without a Petit au bout. */
  readonly petitAuBout: number;
  /** ±the poignée bonuses, to the side that wins. */
  readonly poignees: number;
  readonly chelem: number;
  /** The sum of the above: the attack's mark per defender. */
  readonly attack: number;
}

/** Whether the taker made the contract: at least the target for their oudlers. */
export function contractMade(deal: Pick<Deal, "oudlers" | "points">): boolean {
  return deal.points >= targetFor(deal.oudlers);
}

/** The points needed with this many oudlers. */
export function targetFor(oudlers: number): number {
  return TARGETS[oudlers] ?? TARGETS[0] ?? 0;
}

/** The attack's mark, part by part. */
export function breakdownDeal(deal: Deal, options: ScoringOptions = {}): DealBreakdown {
  const bonuses = options.poignee ?? POIGNEE_BONUSES;
  const target = targetFor(deal.oudlers);
  const made = deal.points >= target;
  const sign = made ? 1 : -1;
  const multiplier = MULTIPLIERS[deal.contract];
  const difference = Math.ceil(Math.abs(deal.points - target));
  const contract = sign * (CONTRACT_BASE + difference) * multiplier;
  const petitAuBout =
    deal.petitAuBout === undefined
      ? 0
      : (deal.petitAuBout === "attack" ? 1 : -1) * PETIT_AU_BOUT * multiplier;
  const poignees = sign * (deal.poignees ?? []).reduce((sum, kind) => sum + bonuses[kind], 0);
  const chelem = deal.chelem === undefined ? 0 : CHELEM_BONUS[deal.chelem];
  const attack = contract + petitAuBout + poignees + chelem;
  return { target, made, difference, multiplier, contract, petitAuBout, poignees, chelem, attack };
}

/**
 * Each seat's share of the attack's mark: each defender -1; the taker +2 at 3 players, +3 at 4; at 5
 * the taker +2 and the partner +1, or the taker +4 alone (partner = taker or none). Zero-sum.
 */
export function seatShares(deal: Pick<Deal, "players" | "taker" | "partner">): number[] {
  const shares: number[] = Array.from({ length: deal.players }, () => -1);
  const partner = deal.partner !== undefined && deal.partner !== deal.taker ? deal.partner : null;
  if (partner !== null) shares[partner] = 1;
  const defenders = deal.players - 1 - (partner === null ? 0 : 1);
  shares[deal.taker] = defenders - (partner === null ? 0 : 1);
  return shares;
}

/**
 * Scores a deal: `attack`, the attack's mark per defender, and `scores` by seat (summing to zero,
 * whole numbers). `options.poignee` replaces the FFT poignée bonuses (20/30/40). Assumes a valid deal
 * (`checkDeal` checks one from untrusted input).
 */
export function scoreDeal(deal: Deal, options: ScoringOptions = {}): DealScore {
  const { attack } = breakdownDeal(deal, options);
  // `+ 0` turns a -0 (a zero mark times a defender's -1) into 0.
  return { attack, scores: seatShares(deal).map((share) => share * attack + 0) };
}

/** The half point: card points are counted to it. */
const HALF_POINT = 0.5;
/** A chelem made by the attack leaves the defence at most the Excuse (kept by its owner). */
const CHELEM_MIN_POINTS = TOTAL_POINTS - CARD_POINTS.oudler;
/** Oudlers the attack holds in a chelem it made (all but perhaps the defence's Excuse). */
const CHELEM_MIN_OUDLERS = OUDLERS.length - 1;
/** The points of the cards that are not oudlers, highest first (the kings, the queens …). */
const OTHER_POINTS: readonly number[] = DECK.filter((card) => !isOudler(card))
  .map(cardPoints)
  .sort((a, b) => b - a);

/** The fewest card points and oudlers of an attack that made a chelem (took every trick). */
export interface ChelemLeast {
  readonly points: number;
  readonly oudlers: number;
}

/**
 * The fewest points and oudlers an attack that made a chelem may have, with `oudlers` oudlers at a
 * table of `players`. It took every trick, so the defence has at most the Excuse (kept by a defender
 * who played it before the last trick): 86.5 points and 2 oudlers. In a Garde contre the dog, unseen,
 * is the defence's too, and it may hold any cards: the defence has at most the attack's missing
 * oudlers (one of them the Excuse, out of the dog) and the best cards the dog has room for besides.
 */
export function chelemLeast(players: Players, contract: Contract, oudlers: number): ChelemLeast {
  if (contract !== "garde-contre") return { points: CHELEM_MIN_POINTS, oudlers: CHELEM_MIN_OUDLERS };
  const missing = Math.max(0, OUDLERS.length - oudlers);
  // The dog's room for other cards: its size less the missing oudlers in it (all but the Excuse).
  const room = Math.max(0, dogSize(players) - Math.max(0, missing - 1));
  const others = OTHER_POINTS.slice(0, room).reduce((sum, points) => sum + points, 0);
  return { points: TOTAL_POINTS - missing * CARD_POINTS.oudler - others, oudlers: 0 };
}

/** The cards a poignée may show: the trumps and the Excuse. */
const POIGNEE_CARDS = TRUMP_COUNT + 1;

const dealSchema = z.strictObject({
  players: z.union(PLAYER_COUNTS.map((count) => z.literal(count))),
  taker: z.int().min(0),
  partner: z.int().min(0).optional(),
  contract: z.enum(CONTRACTS),
  oudlers: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
  points: z.number().min(0).max(TOTAL_POINTS),
  petitAuBout: z.enum(["attack", "defence"]).optional(),
  poignees: z.array(z.enum(POIGNEES)).optional(),
  chelem: z.enum(Object.keys(CHELEM_BONUS) as [Chelem, ...Chelem[]]).optional(),
});

/** What each field must be, for the sentence naming a field of the wrong type or value. */
const FIELD_RULES: Readonly<Record<keyof Deal, string>> = {
  players: "players must be 3, 4 or 5",
  taker: "taker must be a seat number (0 for the first seat)",
  partner: "partner must be a seat number (0 for the first seat)",
  contract: `contract must be one of ${CONTRACTS.map((c) => `'${c}'`).join(", ")}`,
  oudlers: "oudlers must be 0, 1, 2 or 3",
  points: `points must be a number from 0 to ${TOTAL_POINTS}`,
  petitAuBout: "petitAuBout must be 'attack' or 'defence'",
  poignees: `poignees must be a list of ${POIGNEES.map((p) => `'${p}'`).join(", ")}`,
  chelem: `chelem must be one of ${Object.keys(CHELEM_BONUS)
    .map((c) => `'${c}'`)
    .join(", ")}`,
};

/** A sentence with its first letter up and a full stop. */
function sentence(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
}

/** The problems of a deal that has the right shape, one sentence each. */
function crossFieldProblems(deal: Deal): string[] {
  const problems: string[] = [];
  const seats = `a seat from 0 to ${deal.players - 1}`;
  if (deal.taker >= deal.players) problems.push(`The taker must be ${seats}, not ${deal.taker}.`);
  if (deal.players === 5 && deal.partner === undefined) {
    problems.push("At 5 players, name the partner (the called card's holder; the taker's seat when alone).");
  }
  if (deal.players !== 5 && deal.partner !== undefined) {
    problems.push(`Only a 5-player deal has a partner, not a ${deal.players}-player one.`);
  }
  if (deal.partner !== undefined && deal.partner >= deal.players) {
    problems.push(`The partner must be ${seats}, not ${deal.partner}.`);
  }
  if (!Number.isInteger(deal.points / HALF_POINT)) {
    problems.push(`Points are counted to the half point, so ${deal.points} is not a possible count.`);
  }
  // Each oudler is 4.5 points; the Excuse's exchange may move half a point either way.
  const least = deal.oudlers * CARD_POINTS.oudler - HALF_POINT;
  const most = TOTAL_POINTS - (OUDLERS.length - deal.oudlers) * CARD_POINTS.oudler + HALF_POINT;
  if (deal.points < least || deal.points > most) {
    problems.push(
      `With ${deal.oudlers} oudler(s) the attack has from ${Math.max(0, least)} to ${Math.min(TOTAL_POINTS, most)} points, not ${deal.points}.`,
    );
  }
  if (deal.petitAuBout === "attack" && deal.oudlers === 0) {
    problems.push("The attack took the Petit au bout, so it has at least 1 oudler.");
  }
  if (deal.petitAuBout === "defence" && deal.oudlers === OUDLERS.length) {
    problems.push("The defence took the Petit au bout, so the attack has at most 2 oudlers.");
  }
  const poignees = deal.poignees ?? [];
  if (poignees.length > deal.players) {
    problems.push(`At most one poignée per player: ${poignees.length} for ${deal.players} players.`);
  }
  const shown = poignees.reduce((sum, kind) => sum + POIGNEE_SIZES[deal.players][kind], 0);
  if (poignees.length > 1 && shown > POIGNEE_CARDS) {
    problems.push(
      `These poignées (${poignees.join(", ")}) would show ${shown} trumps at ${deal.players} players, and there are ${POIGNEE_CARDS} with the Excuse.`,
    );
  }
  const chelem = chelemLeast(deal.players, deal.contract, deal.oudlers);
  if (
    (deal.chelem === "announced-made" || deal.chelem === "made") &&
    (deal.points < chelem.points || deal.oudlers < chelem.oudlers)
  ) {
    problems.push(
      deal.contract === "garde-contre"
        ? `A chelem made in a Garde contre leaves the defence the dog (and perhaps the Excuse): with ${deal.oudlers} oudler(s) the attack has at least ${chelem.points} points.`
        : `A chelem made takes every trick: at least ${chelem.points} points and ${chelem.oudlers} oudlers.`,
    );
  }
  if (deal.chelem === "defence" && contractMade(deal)) {
    problems.push("The defence took every trick, so the taker cannot have made the contract.");
  }
  return problems;
}

/** The sentence for one way the input's shape is wrong (`raw` tells a missing field from a wrong one). */
function shapeProblem(issue: z.core.$ZodIssue, raw: unknown): string {
  const field = issue.path[0];
  if (issue.code === "unrecognized_keys") {
    return `A deal has no ${issue.keys.map((key) => `'${key}'`).join(", ")} (its fields: ${Object.keys(FIELD_RULES).join(", ")}).`;
  }
  if (field === undefined) return 'A deal is a JSON object such as { "players": 4, "taker": 0, ... }.';
  if (typeof field !== "string" || !Object.hasOwn(FIELD_RULES, field)) return sentence(issue.message);
  const rule = FIELD_RULES[field as keyof Deal];
  if (!Object.hasOwn(raw as object, field)) return `The deal has no ${field}; ${rule}.`;
  return sentence(issue.path.length > 1 ? `${rule} (${issue.path.join(".")})` : rule);
}

/**
 * Reads a deal from untrusted data (parsed JSON): its shape (zod), then what the fields say together
 * (partner only and always at 5 players, seats within the table, points to the half point and
 * possible with the oudlers, a Petit au bout with the oudlers, poignées that fit in the trumps, a
 * chelem with the points). A refusal's message has one sentence per problem; its code is `bad-deal`.
 */
export function checkDeal(raw: unknown): Result<Deal, RuleError> {
  const parsed = dealSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => shapeProblem(issue, raw));
    return err(ruleError("bad-deal", [...new Set(problems)].join(" ")));
  }
  const deal = parsed.data as Deal;
  const problems = crossFieldProblems(deal);
  return problems.length > 0 ? err(ruleError("bad-deal", problems.join(" "))) : ok(deal);
}

/**
 * A deal as the calculator's form takes it (taker, contract, partner at 5, oudlers, points, petit au
 * bout, poignées, chelem), turned into the engine's `Deal` and scored by the engine's `scoreDeal` and
 * `breakdownDeal`: the page never scores a deal itself. `problemsOf` names, as translatable codes, what
 * the engine's `checkDeal` would refuse, so the form can say it in the reader's language.
 */
import {
  CARD_POINTS,
  OUDLERS,
  POIGNEE_SIZES,
  TOTAL_POINTS,
  TRUMP_COUNT,
  breakdownDeal,
  checkDeal,
  chelemLeast,
  contractMade,
  scoreDeal,
  type Chelem,
  type Contract,
  type Deal,
  type DealBreakdown,
  type Players,
  type Poignee,
  type Side,
} from "@parlor/engine/tarot";

/** A poignée shown in the deal: its size and the side that showed it (the bonus goes to the winner). */
export interface PoigneeEntry {
  readonly kind: Poignee;
  readonly side: Side;
}

/** One deal as entered. */
export interface DealEntry {
  /** The taker's seat. */
  readonly taker: number;
  readonly contract: Contract;
  /** 5 players only: the called card's holder; null when the taker plays alone (or fewer players). */
  readonly partner: number | null;
  readonly oudlers: 0 | 1 | 2 | 3;
  /** The attack's card points, to the half point. */
  readonly points: number;
  /** The side that took the Petit in the last trick, or null. */
  readonly petitAuBout: Side | null;
  readonly poignees: readonly PoigneeEntry[];
  /** Whether the taker announced a chelem. */
  readonly chelemAnnounced: boolean;
  /** The side that took every trick, or null. */
  readonly chelemMadeBy: Side | null;
}

/** A blank deal: the first seat takes a Garde, nothing else said yet. */
export function blankEntry(): DealEntry {
  return {
    taker: 0,
    contract: "garde",
    partner: null,
    oudlers: 0,
    points: 0,
    petitAuBout: null,
    poignees: [],
    chelemAnnounced: false,
    chelemMadeBy: null,
  };
}

/**
 * The engine's chelem from what was announced and who took every trick: announced and made, made
 * unannounced, announced and failed (whoever else took tricks), or taken by the defence; none else.
 */
export function chelemOf(announced: boolean, madeBy: Side | null): Chelem | undefined {
  if (madeBy === "attack") return announced ? "announced-made" : "made";
  if (announced) return "announced-failed";
  if (madeBy === "defence") return "defence";
  return undefined;
}

/** The engine's deal for an entry at a table of `players`. */
export function toDeal(players: Players, entry: DealEntry): Deal {
  const chelem = chelemOf(entry.chelemAnnounced, entry.chelemMadeBy);
  return {
    players,
    taker: entry.taker,
    // At 5 the engine wants the partner always: the taker's own seat when alone.
    ...(players === 5 ? { partner: entry.partner ?? entry.taker } : {}),
    contract: entry.contract,
    oudlers: entry.oudlers,
    points: entry.points,
    ...(entry.petitAuBout === null ? {} : { petitAuBout: entry.petitAuBout }),
    ...(entry.poignees.length === 0 ? {} : { poignees: entry.poignees.map((p) => p.kind) }),
    ...(chelem === undefined ? {} : { chelem }),
  };
}

/** A problem with an entry: a key of the `problems` strings and what it says. */
export interface Problem {
  readonly code:
    | "seat"
    | "points"
    | "pointsForOudlers"
    | "petitAttackNoOudler"
    | "petitDefenceAllOudlers"
    | "tooManyPoignees"
    | "poigneesTooBig"
    | "chelemMade"
    | "chelemMadeContre"
    | "chelemDefence"
    | "refused";
  readonly values?: Readonly<Record<string, number>>;
}

/** Card points are counted to the half point. */
const HALF_POINT = 0.5;
/** The cards a poignée may show: the trumps and the Excuse. */
const POIGNEE_CARDS = TRUMP_COUNT + 1;

/**
 * What is wrong with an entry, in the order the form shows its fields; empty when the engine's
 * `checkDeal` accepts the deal (a refusal it would make that is not named here comes back as `refused`).
 */
export function problemsOf(players: Players, entry: DealEntry): Problem[] {
  const problems: Problem[] = [];
  const seat = (s: number | null) => s === null || (Number.isInteger(s) && s >= 0 && s < players);
  if (!seat(entry.taker) || !seat(entry.partner) || (players !== 5 && entry.partner !== null)) {
    problems.push({ code: "seat" });
  }
  const { points, oudlers } = entry;
  const counted =
    Number.isFinite(points) && points >= 0 && points <= TOTAL_POINTS && Number.isInteger(points / HALF_POINT);
  if (!counted) problems.push({ code: "points", values: { most: TOTAL_POINTS } });
  const least = Math.max(0, oudlers * CARD_POINTS.oudler - HALF_POINT);
  const most = Math.min(
    TOTAL_POINTS,
    TOTAL_POINTS - (OUDLERS.length - oudlers) * CARD_POINTS.oudler + HALF_POINT,
  );
  if (counted && (points < least || points > most)) {
    problems.push({ code: "pointsForOudlers", values: { oudlers, least, most } });
  }
  if (entry.petitAuBout === "attack" && oudlers === 0) problems.push({ code: "petitAttackNoOudler" });
  if (entry.petitAuBout === "defence" && oudlers === OUDLERS.length) {
    problems.push({ code: "petitDefenceAllOudlers" });
  }
  const count = entry.poignees.length;
  if (count > players) problems.push({ code: "tooManyPoignees", values: { count, players } });
  const shown = entry.poignees.reduce((sum, p) => sum + POIGNEE_SIZES[players][p.kind], 0);
  if (count > 1 && shown > POIGNEE_CARDS) {
    problems.push({ code: "poigneesTooBig", values: { shown, cards: POIGNEE_CARDS } });
  }
  const chelem = chelemOf(entry.chelemAnnounced, entry.chelemMadeBy);
  // A chelem made leaves the defence at most the Excuse, and in a Garde contre the dog besides.
  const fewest = chelemLeast(players, entry.contract, oudlers);
  if (
    (chelem === "announced-made" || chelem === "made") &&
    (points < fewest.points || oudlers < fewest.oudlers)
  ) {
    problems.push(
      entry.contract === "garde-contre"
        ? { code: "chelemMadeContre", values: { points: fewest.points, oudlers } }
        : { code: "chelemMade", values: { points: fewest.points, oudlers: fewest.oudlers } },
    );
  }
  if (chelem === "defence" && contractMade({ oudlers, points })) {
    problems.push({ code: "chelemDefence" });
  }
  if (problems.length === 0 && !checkDeal(toDeal(players, entry)).ok) problems.push({ code: "refused" });
  return problems;
}

/** A deal scored by the engine: the attack's mark part by part and each seat's marks. */
export interface ScoredDeal {
  readonly deal: Deal;
  readonly breakdown: DealBreakdown;
  /** Each seat's marks (zero-sum). */
  readonly scores: readonly number[];
}

/** Scores an entry with the engine (`scoreDeal`, `breakdownDeal`); null when it has a problem. */
export function scoreEntry(players: Players, entry: DealEntry): ScoredDeal | null {
  if (problemsOf(players, entry).length > 0) return null;
  const deal = toDeal(players, entry);
  return { deal, breakdown: breakdownDeal(deal), scores: scoreDeal(deal).scores };
}

/** The points as typed, with a decimal comma or point ("48,5", "48.5"); NaN when they are not a number. */
export function parsePoints(text: string): number {
  const trimmed = text.trim().replace(",", ".");
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/** The points as a form shows them again: "48.5" (the field takes a comma too). */
export function pointsText(points: number): string {
  return Number.isFinite(points) ? String(points) : "";
}

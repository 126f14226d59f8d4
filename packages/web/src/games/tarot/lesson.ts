/**
 * French Tarot's lesson (`/learn/tarot`, issue 37): card points and oudlers, following and trumping,
 * bidding, the dog and the discard, scoring; then a guided first deal against bots on a prepared seed,
 * with the coach's tips read from the learner's view. Every answer is the engine's: the oudlers and
 * points (`isOudler`, `countPoints`), the cards a trick allows (`legalPlays`), the cards a discard
 * allows (`tarotLegal`'s discards), the points needed and the deal's score (`targetFor`, `scoreDeal`).
 * The pieces are fixed cards, or the guided deal's own hand.
 */
import {
  breakdownDeal,
  CARD_POINTS,
  CONTRACT_BASE,
  countOudlers,
  countPoints,
  EXCUSE,
  familyOf,
  highestTrump,
  isOudler,
  isTrump,
  ledFamily,
  legalPlays,
  MULTIPLIERS,
  scoreDeal,
  tarotGame,
  tarotLegal,
  tarotOptions,
  TARGETS,
  targetFor,
  trumpNumber,
  type Contract,
  type Deal,
  type TarotView,
} from "@parlor/engine/tarot";
import {
  words,
  type ChoiceExercise,
  type GameLesson,
  type GuidedDeal,
  type PickExercise,
  type Words,
} from "../../learn/lesson";

/** The guided deal's table: one deal, scored at once, no turn clock. */
export const GUIDED_OPTIONS = { deals: 1, dealPause: 0, turnTime: 0 } as const;

/**
 * The guided deal's seed, chosen among a few hundred with the engine: the learner (seat 0, who speaks
 * first) is dealt all three oudlers, six trumps and two kings (38 points): a clear Garde, which the
 * bots at the other seats let pass, and which the basic, beginner and strong bots all made from this
 * seat. No Petit sec, no poignée.
 */
export const GUIDED_SEED = "learn-tarot-533";

/** Four players: the learner at seat 0, the basic bots at the others. */
export const GUIDED_SEATS = 4;
export const GUIDED_YOU = 0;
export const GUIDED_BOT = "basic";

/** The learner's hand in the guided deal, as the engine deals it from the seed. */
export function guidedHand(): readonly string[] {
  const state = tarotGame.setup(tarotOptions.parse(GUIDED_OPTIONS), GUIDED_SEATS, GUIDED_SEED);
  return state.hands[GUIDED_YOU] ?? [];
}

/** A choice per value, its id the value, its words `choices.<kind>`, in ascending order. */
function numberChoices(kind: string, values: readonly number[], name: string): ChoiceExercise["choices"] {
  return [...new Set(values)]
    .sort((a, b) => a - b)
    .map((value) => ({ id: String(value), words: words(`choices.${kind}`, { [name]: value }) }));
}

/** The trick on the table above a pick, not pickable. */
const trickContext = (pieces: readonly string[]) => ({ label: words("context.trick"), pieces });

/** The cards the engine lets a taker put in the discard from `hand`: every card in one of its discards. */
export function discardable(hand: readonly string[]): { cards: string[]; size: number; forced: number } {
  const view = { seat: 0, hand, turn: 0, phase: "discard", seats: GUIDED_SEATS } as unknown as TarotView;
  const discards = tarotLegal(view).flatMap((move) => (move.type === "discard" ? [move.cards] : []));
  const allowed = new Set(discards.flat());
  const first = discards[0] ?? [];
  return {
    cards: hand.filter((card) => allowed.has(card)),
    size: first.length,
    forced: first.filter(isTrump).length,
  };
}

// ——— Card points and oudlers ———

const OUDLER_PIECES = ["T20", "T21", "SK", "T1", "T2", "HQ", EXCUSE, "D1"];

const pickOudlers: PickExercise = {
  kind: "pick",
  id: "points-oudlers",
  question: words("exercises.points-oudlers.question"),
  pieces: OUDLER_PIECES,
  answer: OUDLER_PIECES.filter(isOudler),
  explanation: words("exercises.points-oudlers.explanation", {
    oudlers: countOudlers(OUDLER_PIECES),
  }),
};

const COUNT_PIECES = ["SK", "HQ", "CN", "DJ", "T21", "S7", "T10", "H1"];
const countTotal = countPoints(COUNT_PIECES);
/** The 0.5-point cards among them. */
const smallCards = COUNT_PIECES.filter((card) => countPoints([card]) === 0.5).length;

const countPointsExercise: ChoiceExercise = {
  kind: "choice",
  id: "points-count",
  question: words("exercises.points-count.question"),
  pieces: COUNT_PIECES,
  // Near misses: a point off, each small card counted as a whole point, the 21 as a plain trump.
  choices: numberChoices(
    "points",
    [
      countTotal,
      countTotal - 1,
      countTotal + smallCards * 0.5,
      countTotal - countPoints(["T21"]) + countPoints(["T20"]),
    ],
    "points",
  ),
  answer: String(countTotal),
  explanation: words("exercises.points-count.explanation", { ...CARD_POINTS, points: countTotal }),
};

const HIGH_PIECES = ["DK", "DQ", "T21", "T19", "CN", EXCUSE, "H10", "SK"];
const highest = Math.max(...HIGH_PIECES.map((card) => countPoints([card])));

const pickHighest: PickExercise = {
  kind: "pick",
  id: "points-highest",
  question: words("exercises.points-highest.question"),
  pieces: HIGH_PIECES,
  answer: HIGH_PIECES.filter((card) => countPoints([card]) === highest),
  explanation: words("exercises.points-highest.explanation", { points: highest }),
};

// ——— Following and trumping ———

/** A trick on the table and a hand: pick every card the rules let this hand play. */
function trickExercise(id: string, trick: readonly string[], hand: readonly string[]): PickExercise {
  const answer = legalPlays(hand, trick);
  return {
    kind: "pick",
    id,
    question: words(`exercises.${id}.question`, { highest: highestTrump(trick) }),
    pieces: hand,
    answer,
    explanation: words(`exercises.${id}.explanation`, {
      count: answer.length,
      highest: highestTrump(trick),
    }),
    context: trickContext(trick),
  };
}

const followSuit = trickExercise(
  "following-suit",
  ["H7", "HK"],
  ["T5", "T18", EXCUSE, "S3", "H2", "H10", "HQ", "C9"],
);
const mustTrump = trickExercise(
  "following-trump",
  ["D5", "DQ", "T8"],
  ["T3", "T6", "T12", "T17", EXCUSE, "S4", "HN", "CK"],
);
const undertrump = trickExercise(
  "following-undertrump",
  ["C4", "T15"],
  ["T2", "T9", "T11", "S8", "SK", "H5", "D1", "DJ"],
);

// ——— Bidding ———

const hand = guidedHand();
const strength = hand.filter((card) => isTrump(card) || isOudler(card));

const pickStrength: PickExercise = {
  kind: "pick",
  id: "bidding-hand",
  question: words("exercises.bidding-hand.question"),
  pieces: hand,
  answer: strength,
  explanation: words("exercises.bidding-hand.explanation", {
    oudlers: countOudlers(hand),
    trumps: hand.filter(isTrump).length,
    points: countPoints(hand),
  }),
};

const multiplierOf = (contract: Contract) => MULTIPLIERS[contract] / MULTIPLIERS.prise;

const multiplier: ChoiceExercise = {
  kind: "choice",
  id: "bidding-multiplier",
  question: words("exercises.bidding-multiplier.question"),
  choices: numberChoices("multiplier", Object.values(MULTIPLIERS), "multiplier"),
  answer: String(multiplierOf("garde-sans")),
  explanation: words("exercises.bidding-multiplier.explanation", {
    prise: multiplierOf("prise"),
    garde: multiplierOf("garde"),
    sans: multiplierOf("garde-sans"),
    contre: multiplierOf("garde-contre"),
  }),
};

// ——— The discard ———

/** Six plain cards exactly: the discard takes them all, no trump. */
const KEEP_PIECES = ["T1", "T7", "T14", "T21", EXCUSE, "SK", "S2", "HQ", "H3", "CN", "C5", "DK", "D8"];
const keep = discardable(KEEP_PIECES);

const neverDiscard: PickExercise = {
  kind: "pick",
  id: "discard-never",
  question: words("exercises.discard-never.question", { size: keep.size }),
  pieces: KEEP_PIECES,
  answer: KEEP_PIECES.filter((card) => !keep.cards.includes(card)),
  explanation: words("exercises.discard-never.explanation", { size: keep.size }),
};

/** Four plain cards only: two trumps must go, shown to all. */
const FORCED_PIECES = ["T1", "T4", "T9", "T16", "T21", EXCUSE, "SK", "S9", "HK", "HQ", "CJ", "D4"];
const forced = discardable(FORCED_PIECES);

const forcedTrumps: PickExercise = {
  kind: "pick",
  id: "discard-trumps",
  question: words("exercises.discard-trumps.question", { size: forced.size }),
  pieces: FORCED_PIECES,
  answer: forced.cards,
  explanation: words("exercises.discard-trumps.explanation", {
    size: forced.size,
    plain: forced.cards.filter((card) => !isTrump(card)).length,
    forced: forced.forced,
  }),
};

// ——— Scoring ———

/** The points needed with 2 oudlers: the choices are the engine's targets for 0 to 3 oudlers. */
const TARGET_OUDLERS = 2;

const target: ChoiceExercise = {
  kind: "choice",
  id: "scoring-target",
  question: words("exercises.scoring-target.question", { oudlers: TARGET_OUDLERS }),
  choices: numberChoices("points", TARGETS, "points"),
  answer: String(targetFor(TARGET_OUDLERS)),
  explanation: words("exercises.scoring-target.explanation", {
    none: targetFor(0),
    one: targetFor(1),
    two: targetFor(2),
    three: targetFor(3),
  }),
};

/** A Garde made: the taker's score, and the sums a learner gets by forgetting one step. */
const GARDE: Deal = { players: 4, taker: 0, contract: "garde", oudlers: 2, points: 45.5 };
const garde = breakdownDeal(GARDE);
const gardeTaker = scoreDeal(GARDE).scores[GARDE.taker] ?? 0;

const gardeResult: ChoiceExercise = {
  kind: "choice",
  id: "scoring-garde",
  question: words("exercises.scoring-garde.question", {
    oudlers: GARDE.oudlers,
    points: GARDE.points,
  }),
  choices: numberChoices(
    "score",
    [
      gardeTaker,
      // Each defender's share, not the taker's three.
      garde.attack,
      // Without the Garde's multiplier.
      scoreDeal({ ...GARDE, contract: "prise" }).scores[GARDE.taker] ?? 0,
      // Without the difference.
      scoreDeal({ ...GARDE, points: garde.target }).scores[GARDE.taker] ?? 0,
    ],
    "score",
  ),
  answer: String(gardeTaker),
  explanation: words("exercises.scoring-garde.explanation", {
    target: garde.target,
    base: CONTRACT_BASE,
    difference: garde.difference,
    multiplier: garde.multiplier,
    attack: garde.attack,
    score: gardeTaker,
  }),
};

/** A Prise lost by half a point: the difference is rounded up, against the taker. */
const SHORT: Deal = { players: 4, taker: 0, contract: "prise", oudlers: 1, points: 50.5 };
const short = breakdownDeal(SHORT);
const shortDefender = scoreDeal(SHORT).scores[1] ?? 0;

const shortResult: ChoiceExercise = {
  kind: "choice",
  id: "scoring-short",
  question: words("exercises.scoring-short.question", { oudlers: SHORT.oudlers, points: SHORT.points }),
  choices: numberChoices(
    "score",
    [shortDefender, -shortDefender, shortDefender - 1, -(shortDefender - 1)],
    "score",
  ),
  answer: String(shortDefender),
  explanation: words("exercises.scoring-short.explanation", {
    target: short.target,
    base: CONTRACT_BASE,
    difference: short.difference,
    score: shortDefender,
  }),
};

// ——— The coach's tips in the guided deal ———

/** The cards a seat has won so far: its tricks, the Excuse back to its owner. */
function wonCards(view: TarotView, seat: number): string[] {
  const won: string[] = [];
  for (const trick of view.tricks) {
    for (const played of trick.cards) {
      const excuse = played.card === EXCUSE;
      if (excuse ? played.seat === seat : trick.winner === seat) won.push(played.card);
    }
  }
  return won;
}

function biddingTip(view: TarotView, mine: readonly string[]): Words {
  if (view.turn !== view.seat) return words("tips.bidding.wait");
  const values = {
    oudlers: countOudlers(mine),
    trumps: mine.filter(isTrump).length,
    points: countPoints(mine),
  };
  const allowed = new Set(tarotLegal(view).flatMap((move) => (move.type === "bid" ? [move.contract] : [])));
  const advice =
    values.oudlers >= 2 && values.trumps >= 5
      ? "garde"
      : values.oudlers >= 1 && values.trumps >= 5
        ? "prise"
        : "pass";
  return words(`tips.bidding.${allowed.has(advice) ? advice : "outbid"}`, values);
}

function discardTip(view: TarotView, mine: readonly string[]): Words {
  if (view.taker !== view.seat) return words("tips.dog.other");
  const { size, forced: trumps } = discardable(mine);
  return trumps > 0
    ? words("tips.dog.discardTrumps", { size, forced: trumps })
    : words("tips.dog.discard", { size, dog: countPoints(view.dog ?? []) });
}

function playTip(view: TarotView, mine: readonly string[]): Words {
  const you = view.seat ?? 0;
  const taker = view.taker === you;
  if (view.turn !== you) {
    if (!taker) return words("tips.wait.defence");
    const won = [...wonCards(view, you), ...(view.myDiscard ?? [])];
    // The oudlers won, and those still in hand: the target they will likely set.
    const oudlers = countOudlers(won) + countOudlers(mine);
    return words("tips.wait.taker", { points: countPoints(won), oudlers, target: targetFor(oudlers) });
  }
  const legal = tarotLegal(view);
  const trumps = mine.filter(isTrump).length;
  if (legal.some((move) => move.type === "poignee")) return words("tips.play.poignee", { trumps });
  const excuse = mine.includes(EXCUSE);
  if (excuse && mine.length <= 2) return words("tips.play.excuseLate");
  const trick = view.trick.map((played) => played.card);
  const led = ledFamily(trick);
  if (led === null) {
    const lead = taker ? (trumps > 0 ? "leadTaker" : "leadTakerNoTrumps") : "leadDefence";
    return words(`tips.play.${lead}`, { trumps });
  }
  const top = highestTrump(trick);
  const myTop = Math.max(0, ...mine.map((card) => trumpNumber(card) ?? 0));
  const holdsLed = led !== "T" && mine.some((card) => familyOf(card) === led);
  const rule = holdsLed
    ? "follow"
    : trumps === 0
      ? "anyCard"
      : myTop < top
        ? "undertrump"
        : led === "T"
          ? "trumpLed"
          : top > 0
            ? "overtrump"
            : "trumpIn";
  const plays = legal.filter((move) => move.type === "play").length;
  return words(`tips.play.${rule}${excuse ? "Excuse" : ""}`, { highest: top, count: plays });
}

function endTip(view: TarotView): Words | null {
  const result = view.lastResult;
  if (result === null) return null;
  const you = view.seat ?? 0;
  const side = result.taker === you ? "taker" : "defence";
  return words(`tips.end.${side}.${result.made ? "made" : "lost"}`, {
    points: result.points,
    oudlers: result.oudlers,
    target: result.target,
    score: result.scores[you] ?? 0,
  });
}

/** The coach's words for the learner's view now (`GuidedDeal.tip`). */
export function tarotTip(raw: unknown): Words | null {
  const view = raw as TarotView;
  if (view.seat === null || view.hand === null) return null;
  const mine = view.hand;
  switch (view.phase) {
    case "bidding":
      return biddingTip(view, mine);
    case "call":
      return words(view.taker === view.seat ? "tips.call.mine" : "tips.call.other");
    case "discard":
      return discardTip(view, mine);
    case "chelem":
      return words(view.taker === view.seat ? "tips.chelem.mine" : "tips.chelem.other");
    case "play":
      return playTip(view, mine);
    case "scored":
    case "over":
      return endTip(view);
  }
}

const guided: GuidedDeal = {
  options: GUIDED_OPTIONS,
  seed: GUIDED_SEED,
  seats: GUIDED_SEATS,
  you: GUIDED_YOU,
  bot: GUIDED_BOT,
  tip: tarotTip,
};

export const tarotLesson: GameLesson = {
  namespace: "learnTarot",
  chapters: [
    { id: "points", exercises: [pickOudlers, countPointsExercise, pickHighest] },
    { id: "following", exercises: [followSuit, mustTrump, undertrump] },
    { id: "bidding", exercises: [pickStrength, multiplier] },
    { id: "discard", exercises: [neverDiscard, forcedTrumps] },
    { id: "scoring", exercises: [target, gardeResult, shortResult] },
  ],
  guided,
};

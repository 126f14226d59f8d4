import type { TarotView } from "@parlor/engine/tarot";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../../i18n/index.js";
import { TarotTable } from "./TarotTable.js";

const NAMES = ["You", "Ana", "Bea", "Cid"];

/** A 4-player table in the bidding seen from seat 0, seat 1 to speak (the rules' view: not finished). */
const BIDDING = {
  game: "tarot",
  seat: 0,
  now: 0,
  seats: 4,
  phase: "bidding",
  dealer: 3,
  deal: 1,
  deals: 1,
  hand: ["T1", "T21", "S1", "H13"],
  handCounts: [18, 18, 18, 18],
  dogCount: 6,
  dog: null,
  shownDog: null,
  bids: ["pass", null, null, null],
  taker: null,
  contract: null,
  called: null,
  partner: null,
  discardCount: 0,
  shownDiscard: [],
  myDiscard: null,
  chelem: false,
  poignees: [],
  trick: [],
  previousTrick: null,
  tricks: [],
  turn: 1,
  turnDeadline: null,
  nextDeal: null,
  sheet: [],
  totals: [0, 0, 0, 0],
  lastResult: null,
  events: [],
  finished: false,
  winners: null,
} as unknown as TarotView;

/** The table as seat 0's page draws it, the match going on or over at the table (`over`). */
const table = (over: boolean): string =>
  renderToStaticMarkup(
    createElement(TarotTable, {
      table: "t1",
      views: new Map([[0, { view: BIDDING, at: 0 }]]),
      held: [0],
      seats: [],
      names: NAMES,
      act: () => Promise.resolve(0),
      over,
    }),
  );

describe("a French Tarot table's turn and controls", () => {
  beforeAll(async () => {
    await i18nReady;
    await i18next.loadNamespaces("tarot");
  });

  it("marks the seat to act while the match goes on", () => {
    const html = table(false);
    expect(html).toContain("Ana is bidding…");
    expect(html).toContain('aria-current="step"');
    expect(html).toContain("to play");
    expect(html).toContain("speaking…");
  });

  it("waits for nobody once it is over, also when it ended early with a seat still to act", () => {
    // Everyone resigned mid-bidding: the rules' view still has seat 1 to speak.
    const html = table(true);
    expect(html).toContain("The match is over.");
    expect(html).not.toContain("Ana is bidding…");
    expect(html).not.toContain('aria-current="step"');
    expect(html).not.toContain("to play");
    expect(html).not.toContain("speaking…");
    expect(html).not.toContain("when your turn comes");
  });

  it("shows no previous-trick button before a trick is won: never a control that does nothing", () => {
    expect(table(false)).not.toContain('data-testid="previous-trick-toggle"');
  });
});

import { act } from "@parlor/engine";
import { tarotGame, tarotOptions, type TarotView } from "@parlor/engine/tarot";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import i18next, { i18nReady } from "../../i18n/index.js";
import { TarotTable } from "./TarotTable.js";

const NAMES = ["You", "Ana", "Bea", "Cid"];

/** How far the bidding goes: every seat before Ana (seat 1) passes. */
const SPEAKING = 1;

/**
 * A 4-player table in the bidding seen from seat 0, seat 1 to speak: the engine's own view (the
 * rules' view: not finished), the seats before seat 1 having passed.
 */
function bidding(): TarotView {
  const seats = NAMES.length;
  let state = tarotGame.setup(tarotOptions.parse({}), seats, "tarot-finished-test");
  for (let view = tarotGame.view(state, 0); view.turn !== SPEAKING; view = tarotGame.view(state, 0)) {
    const passed = act(tarotGame, state, seats, view.turn as number, { type: "bid", contract: "pass" }, 0);
    if (!passed.ok) throw new Error(passed.error.message);
    state = passed.value.state;
  }
  return tarotGame.view(state, 0);
}
const BIDDING = bidding();

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

import { setPatterns, type PatternsView } from "@parlor/engine/set";
import { type AnyGame } from "@parlor/engine";
import i18next from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nReady } from "../../i18n/index.js";
import { GameRules } from "../../table/rules.js";
import { PatternsTable, poolShape } from "./PatternsTable.js";

/** A match of one player just dealt, seen from their seat. */
function dealt(): PatternsView {
  const state = setPatterns.setup(setPatterns.options.parse({}), 1, "patterns-table-test");
  return setPatterns.view(state, 0);
}

/** The board as the player's page draws it, the engine loaded (`over`: the match is over at the table). */
function draw(view: PatternsView, over: boolean): string {
  const board = createElement(PatternsTable, {
    table: "t",
    views: new Map([[0, { view, at: 0 }]]),
    held: [0],
    seats: [],
    names: ["You"],
    act: () => Promise.resolve(0),
    over,
  });
  return renderToStaticMarkup(createElement(GameRules.Provider, { value: setPatterns as AnyGame }, board));
}

/** How many cards are marked as some legal call's or none's. */
const marked = (html: string): number => [...html.matchAll(/data-legal="(true|false)"/g)].length;

// The page's strings (English: no language detected outside a browser).
beforeAll(async () => {
  await i18nReady;
  await i18next.loadNamespaces("set");
});

describe("Patterns: Tarot's board", () => {
  it("marks the cards of the legal calls while the match goes on", () => {
    expect(marked(draw(dealt(), false))).toBeGreaterThan(0);
  });

  it("once the match is over (ended early: the view still has moves), marks no card and offers nothing", () => {
    const html = draw(dealt(), true);
    expect(marked(html)).toBe(0);
    expect(html).not.toContain("not-legal");
    expect(html).not.toContain('data-testid="call-set"');
  });

  it("on a phone, lays a grown pool in more columns before more rows, so it fits with the scores and buttons", () => {
    const phone = (cards: number) => {
      const shape = poolShape(cards, 2, Math.ceil(cards / 2)) as Record<string, number>;
      return [shape["--phone-cols"], shape["--phone-rows"]];
    };
    expect(phone(4)).toEqual([3, 2]);
    expect(phone(12)).toEqual([4, 3]);
    // No set in the first twelve: the pool grew by two.
    expect(phone(14)).toEqual([5, 3]);
    expect(phone(21)).toEqual([5, 5]);
  });
});

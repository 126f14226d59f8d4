import { setSuper, type SuperState, type SuperView } from "@parlor/engine/set";
import i18next from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nReady } from "../../i18n/index.js";
import { SuperTable } from "./SuperTable.js";

/** The game's own defaults (an automatic flip after a while, so a countdown runs). */
const OPTIONS = setSuper.options.parse({});

/** A match of one player after `flips` flips of theirs, and its view from their seat. */
function after(flips: number): SuperView {
  let state: SuperState = setSuper.setup(OPTIONS, 1, "super-table-test");
  for (let i = 0; i < flips; i++) {
    const result = setSuper.apply(state, 0, { type: "flip" }, state.now);
    if (!result.ok) throw new Error(result.error.message);
    state = result.value;
  }
  return setSuper.view(state, 0);
}

/** The board as the player's page draws it (`over`: the match is over at the table). */
function draw(view: SuperView, over = false): string {
  return renderToStaticMarkup(
    createElement(SuperTable, {
      table: "t",
      views: new Map([[0, { view, at: 0 }]]),
      held: [0],
      seats: [],
      names: ["You"],
      act: () => Promise.resolve(0),
      over,
    }),
  );
}

/** The opening tag of the element with this test hook. */
const tag = (html: string, testId: string): string =>
  new RegExp(`<[^>]*data-testid="${testId}"[^>]*>`).exec(html)?.[0] ?? "";

// The page's strings (English: no language detected outside a browser).
beforeAll(async () => {
  await i18nReady;
  await i18next.loadNamespaces("set");
});

describe("SET Super Rules' board", () => {
  it("at the start, says how cards come out, and Call SET waits for three of them, saying why", () => {
    const html = draw(after(0));
    expect(tag(html, "super-hint")).not.toBe("");
    expect(html).toContain("Flip the top card of your pile into the grid");
    const call = tag(html, "call-set");
    expect(call).toContain('disabled=""');
    // The reason is the hint's sentence, named by the button's description.
    const reason = /aria-describedby="([^"]+)"/.exec(call)?.[1];
    expect(html).toContain(`<span id="${reason}">SET can be called once 3 cards are out.</span>`);
  });

  it("with three cards out, lets a player call and shows no hint", () => {
    const html = draw(after(3));
    expect(tag(html, "super-hint")).toBe("");
    expect(tag(html, "call-set")).not.toContain("disabled");
  });

  it("shows the newest event first", () => {
    const view = after(3);
    const html = draw(view);
    const lines = [...html.matchAll(/<li [^>]*data-n="(\d+)"/g)].map((m) => Number(m[1]));
    const newest = Math.max(...view.events.map((event) => event.n));
    expect(lines[0]).toBe(newest);
    expect(lines).toEqual([...lines].sort((a, b) => b - a));
  });

  it("once the match is over (ended early: the view still has a turn), shows nothing live", () => {
    const view = after(3);
    expect([view.finished, view.turn, view.flipDue === null]).toEqual([false, 0, false]);
    const html = draw(view, true);
    expect(tag(html, "auto-flip")).toBe("");
    expect(html).not.toContain("turn-mark");
    expect(html).toContain(">The match is over.</span>");
    expect(tag(html, "call-set")).toBe("");
    expect(tag(html, "flip")).toBe("");
    for (const card of view.grid) if (card !== null) expect(tag(html, `card-${card}`)).toContain("disabled");
  });
});

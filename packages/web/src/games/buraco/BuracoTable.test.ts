/**
 * The Buraco table drawn from views (rendered to HTML, in English): a match over shows no turn, and
 * your side's melds are lit exactly when the move onto them is offered, with the reason beside a meld
 * the cards fit but cannot go onto now.
 */
import type { AnyGame } from "@parlor/engine";
import type { BuracoAction, BuracoView } from "@parlor/engine/buraco";
import { buracoGame, buracoOptions } from "@parlor/engine/buraco";
import i18next from "i18next";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { i18nReady } from "../../i18n/index.js";
import { GameRules } from "../../table/rules.js";
import { BuracoTable } from "./BuracoTable.js";

const NAMES = ["You", "Bot 2 (basic)"];

/** Seat 0's view of a fresh table, with `change` made to it. */
function viewOf(change: Partial<BuracoView>): BuracoView {
  const options = buracoOptions.parse({});
  const state = buracoGame.setup(options, 2, "buraco-table-test");
  return { ...buracoGame.view(state, 0), ...change };
}

/** The table as seat 0's page draws it, with the engine's legal moves being `legal`. */
function draw(view: BuracoView, legal: readonly BuracoAction[], over = false): string {
  const rules = { ...buracoGame, legal: () => legal } as unknown as AnyGame;
  return renderToStaticMarkup(
    createElement(
      GameRules.Provider,
      { value: rules },
      createElement(BuracoTable, {
        table: "t",
        views: new Map([[0, { view, at: 0 }]]) as never,
        held: [0],
        seats: [],
        names: NAMES,
        act: () => Promise.resolve(0),
        over,
      }),
    ),
  );
}

/** An HTML string's text. */
const text = (html: string): string => html.replace(/<[^>]+>/g, "");

/** The opening tag and contents of the element with `testId` (up to its first closing `</li>`). */
const meldItem = (html: string, testId: string): string => {
  const at = html.indexOf(`data-testid="${testId}"`);
  return at < 0 ? "" : html.slice(html.lastIndexOf("<", at), html.indexOf("</li>", at));
};

const RUN = { cards: ["5H.0", "6H.0", "7H.0"], kind: "run" as const, canasta: null };

beforeAll(async () => {
  await i18nReady;
  await i18next.loadNamespaces("buraco");
});

describe("the Buraco table", () => {
  it("shows no turn once the match is over, also when it ended early with a turn in the view", () => {
    // Everyone resigned: the rules' view still has seat 0 to draw, and names no winner.
    const html = draw(viewOf({ turn: 0, step: "draw", winners: null }), [{ type: "draw" }], true);
    expect(text(html)).not.toContain("to play");
    expect(text(html)).not.toContain("Your turn");
    expect(html).not.toContain('data-testid="turn-panel"');
    expect(html).toContain('data-finished="true"');
    expect(text(html)).toContain("The match is over.");
    expect(text(html)).not.toContain("won.");
  });

  it("lights a meld the pile's top card fits only when the pile may be taken, else says why beside it", () => {
    const fits = viewOf({ turn: 0, step: "draw", melds: [[RUN], []], pileTop: "8H.1", pileLocked: false });
    // The engine offers no way to take the pile now: the meld is not lit, its button says why, in view.
    const refused = meldItem(draw(fits, [{ type: "draw" }]), "meld-0-0");
    expect(refused).toContain('data-target="false"');
    expect(refused).toContain('aria-disabled="true"');
    expect(refused).not.toContain("The pile&#x27;s top card fits here");
    expect(refused).toMatch(/class="buraco-why"[^>]*>You need a natural canasta/);
    // Offered: lit, and said so.
    const offered = meldItem(
      draw(fits, [{ type: "draw" }, { type: "take-pile", add: { meld: 0, cards: [] } }]),
      "meld-0-0",
    );
    expect(offered).toContain('data-target="true"');
    expect(offered).toContain('aria-disabled="false"');
    expect(offered).toContain("The pile&#x27;s top card fits here");
  });

  it("starts each hand with an empty pile: an empty slot, labelled, and the pile's button says why not", () => {
    const fresh = viewOf({});
    expect(fresh.pileTop).toBeNull();
    const html = draw(fresh, [{ type: "draw" }]);
    expect(html).toMatch(/data-testid="pile-empty"[^>]*>empty</);
    expect(html).not.toContain('data-testid="stock-empty"');
    expect(text(html)).toContain("Draw from the stock");
    expect(html).toMatch(/id="why-take-pile"[^>]*>The discard pile is empty\./);
    // No top card to drop for a new meld; the help says to draw.
    expect(html).not.toContain('data-testid="new-meld"');
    expect(text(html)).toContain(
      "The discard pile is empty (as at the start of each hand): draw from the stock.",
    );
  });

  it("with the stock run out: an empty stock slot, and the draw button ends the hand", () => {
    const out = viewOf({ stockCount: 0, pileTop: "8H.1", pileCount: 1 });
    const html = draw(out, [{ type: "draw" }]);
    expect(html).toMatch(/data-testid="stock-empty"[^>]*>empty</);
    expect(text(html)).toContain("End the hand: the stock is empty");
    expect(text(html)).toContain("Your turn: the stock is empty.");
  });

  it("does not light a meld to add to before cards are chosen: its button is not offered yet", () => {
    const melding = viewOf({ turn: 0, step: "meld-discard", melds: [[RUN], []] });
    const meld = meldItem(draw(melding, [{ type: "add", meld: 0, cards: ["4H.0"] }]), "meld-0-0");
    expect(meld).toContain('aria-disabled="true"');
    expect(meld).toContain('data-target="false"');
  });
});

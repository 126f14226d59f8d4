/**
 * The layout check itself (layout.ts) on pages made for it: it passes a page that fits, and fails, in
 * words naming the fault, a page where an element to keep in view is missing, outside the window,
 * scrolled out of sight in a panel or covered, where two key elements overlap, or where the page
 * scrolls sideways. A check that cannot
 * fail would prove nothing about the tables it is run on.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { noClient, setupBrowser } from "./harness.js";
import { checkLayout, LAYOUT_SIZES, type LayoutSpec } from "./layout.js";

const h = setupBrowser();

/** One size is enough to see the check pass or fail: the small phone. */
const SIZES = LAYOUT_SIZES.filter((size) => size.name === "phone-small");

/**
 * A page of a hand (two cards), a score and a button, placed absolutely at these top offsets (px),
 * plus `extra` markup.
 */
async function pageWith(page: Page, at: { hand: number; score: number }, extra = ""): Promise<void> {
  await page.setContent(`<!doctype html><html><body style="margin:0">
    <div class="table-board">
      <div data-testid="hand" style="position:absolute;left:10px;top:${at.hand}px;width:200px;height:60px">
        <span data-card="a" style="display:inline-block;width:40px;height:60px">A</span>
        <span data-card="b" style="display:inline-block;width:40px;height:60px">B</span>
      </div>
      <div data-testid="score" style="position:absolute;left:10px;top:${at.score}px;width:200px;height:40px">
        0 points
      </div>
      <button type="button" style="position:absolute;left:220px;top:10px">Play</button>
      ${extra}
    </div>
  </body></html>`);
}

const SPEC: LayoutSpec = {
  inView: ["[data-testid=hand] [data-card]", "[data-testid=score]"],
  apart: ["[data-testid=hand]", "[data-testid=score]"],
  sizes: SIZES,
};

describe.skipIf(noClient !== null)("the layout check", () => {
  it("passes a page that fits, and fails each fault in words that name it", async () => {
    const page = await h.page();
    await pageWith(page, { hand: 100, score: 200 });
    await checkLayout(h, page, "selftest-fits", SPEC);
    // What may be missing is listed apart: nothing there, nothing to check, no failure.
    await checkLayout(h, page, "selftest-optional", { ...SPEC, optional: ["[data-testid=nowhere]"] });

    // A selector that finds nothing would check nothing: it fails, named.
    await expect(
      checkLayout(h, page, "selftest-missing", {
        ...SPEC,
        inView: [...SPEC.inView, "[data-testid=nowhere]"],
      }),
    ).rejects.toThrow(/inView selector \[data-testid=nowhere\] finds no element shown/);
    // Hidden is not shown.
    await pageWith(page, { hand: 100, score: 200 }, '<p data-testid="hidden" style="display:none">x</p>');
    await expect(
      checkLayout(h, page, "selftest-hidden", { ...SPEC, inView: [...SPEC.inView, "[data-testid=hidden]"] }),
    ).rejects.toThrow(/\[data-testid=hidden\] finds no element shown \(1 hidden\)/);

    // The hand below the window's foot.
    await pageWith(page, { hand: 900, score: 200 });
    await expect(checkLayout(h, page, "selftest-outside", SPEC)).rejects.toThrow(
      /span\[a\] "A" .* is not wholly in the 360×740 window/,
    );
    // The score over the hand.
    await pageWith(page, { hand: 100, score: 120 });
    await expect(checkLayout(h, page, "selftest-overlap", SPEC)).rejects.toThrow(
      /\[data-testid=hand\] .* overlaps \[data-testid=score\]/,
    );
    // A cover over the score: in the window, but nothing of it can be pressed.
    await pageWith(
      page,
      { hand: 100, score: 200 },
      '<div style="position:absolute;left:0;top:190px;width:360px;height:60px;background:#fff"></div>',
    );
    await expect(checkLayout(h, page, "selftest-covered", SPEC)).rejects.toThrow(
      /div\[score\] "0 points" .* is covered by another element/,
    );
    // A button in a panel that scrolls, below the panel's foot: in the window, but only once scrolled.
    await pageWith(
      page,
      { hand: 100, score: 200 },
      `<div data-testid="panel" style="position:absolute;left:10px;top:300px;width:200px;height:80px;overflow:auto">
        <p style="height:70px;margin:0">Rules</p><button type="button">Confirm</button>
      </div>`,
    );
    await expect(checkLayout(h, page, "selftest-scrolled", SPEC)).rejects.toThrow(
      /button "Confirm" .* is partly scrolled out of sight in div\[panel\]/,
    );
    // An enabled button of the board off the window's side, and the page scrolling sideways.
    await pageWith(
      page,
      { hand: 100, score: 200 },
      '<button type="button" style="position:absolute;left:500px;top:300px">Far</button>',
    );
    const failed = await checkLayout(h, page, "selftest-wide", SPEC).then(
      () => "",
      (error: unknown) => String(error),
    );
    expect(failed).toMatch(/button "Far" .* is not wholly in the 360×740 window/);
    expect(failed).toMatch(/the page scrolls sideways/);
  });
});

/**
 * The rules pages and the find-the-set lesson in a real browser: every game's rules page renders at
 * desktop and phone sizes with its illustrations (the site's own SVG cards and tiles) and its table
 * options, screenshots in light and dark, and axe finds no serious or critical violation in either
 * theme; the worked examples show the engine's figures; the lesson is done end to end with the
 * keyboard alone (a wrong answer and a wrong pick are explained), ending at a table against an easy
 * bot; in French a rules page speaks French.
 */
import { findSets, isSet, thirdCard } from "@parlor/engine/set";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

/** Each game, with the illustrations its page must draw (CSS selectors of SVG cards or tiles) and how many. */
const GAMES = [
  { id: "set-classic", figure: ".rules-set-card svg.card-svg", least: 21 },
  { id: "set-pc", figure: ".rules-set-card svg.card-svg", least: 21 },
  { id: "set-patterns", figure: ".rules-set-card svg", least: 21 },
  { id: "set-super", figure: ".rules-set-card svg.card-svg", least: 21 },
  { id: "ruhd", figure: "[data-testid=ruhd-example] g.ruhd-tile", least: 5 },
  { id: "tarot", figure: ".rules-tarot-cards svg.tarot-card", least: 8 },
  { id: "buraco", figure: ".rules-buraco-cards svg.buraco-card", least: 30 },
] as const;

const SIZES = [
  { name: "desktop", options: {} },
  { name: "phone", options: PHONE },
] as const;

/** Runs axe in both themes (the page follows the system's scheme) and expects nothing serious. */
async function accessible(page: Page): Promise<void> {
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.locator("html").getAttribute("data-theme"), poll).toBe(scheme);
    expect(await h.axe(page), `axe in the ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

/** An attribute of the focused element (this file is type-checked without the DOM's types). */
const focused = (page: Page, attribute: string) =>
  page.evaluate<string | null>(
    `document.activeElement ? document.activeElement.getAttribute(${JSON.stringify(attribute)}) : null`,
  );

/** Presses Tab until the focused element has this test id (and code, if given). */
async function tabTo(page: Page, testId: string, code?: string): Promise<void> {
  for (let i = 0; i < 80; i++) {
    if (
      (await focused(page, "data-testid")) === testId &&
      (code === undefined || (await focused(page, "data-code")) === code)
    )
      return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${testId}${code ? ` ${code}` : ""}`);
}

/** The codes of the cards under a test id, in order. */
const codes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute("data-code") ?? ""));

/** Picks board cards by the keyboard alone: Home, then arrows to each, Space. */
async function pickByKeys(page: Page, board: readonly string[], cards: readonly string[]): Promise<void> {
  await tabTo(page, "learn-card");
  for (const card of cards) {
    await page.keyboard.press("Home");
    for (let i = 0; i < board.indexOf(card); i++) await page.keyboard.press("ArrowRight");
    expect(await focused(page, "data-code")).toBe(card);
    await page.keyboard.press("Space");
  }
}

describe.skipIf(noClient !== null)("the rules pages and the lesson in the browser", () => {
  const can = clientHas("rules pages", "rules-page", "rules-options", "learn-board", "learn-choice");

  it.skipIf(!can)("the index links every game's rules and the lesson, in both themes", async () => {
    const page = await h.filePage();
    await page.goto(`${h.url}/rules`);
    await page.getByTestId("rules-index").waitFor();
    for (const game of GAMES) await page.getByTestId(`rules-link-${game.id}`).waitFor();
    await page.getByTestId("rules-learn-link").waitFor();
    await h.shots(page, "rules-index-desktop");
    await accessible(page);
    await page.getByTestId("rules-link-tarot").click();
    await page.getByTestId("rules-page").and(page.locator("[data-game=tarot]")).waitFor();
    expect(new URL(page.url()).pathname).toBe("/rules/tarot");
  });

  for (const size of SIZES)
    for (const game of GAMES)
      it.skipIf(!can)(
        `${game.id} at ${size.name} size: illustrations, options, light and dark, no axe violation`,
        async () => {
          const page = await h.filePage(size.options);
          await page.goto(`${h.url}/rules/${game.id}`);
          await page.getByTestId("rules-page").waitFor();
          await page.getByTestId("rules-options-list").waitFor();
          await expect.poll(() => page.locator(game.figure).count(), poll).toBeGreaterThanOrEqual(game.least);
          // Every card and tile is named in words for screen readers.
          const unnamed = await page.locator(".rules-figure svg[role=img]:not([aria-label])").count();
          expect(unnamed).toBe(0);
          // The options are the engine's, each with its default.
          expect(await page.locator("[data-testid=rules-options-list] dt").count()).toBeGreaterThan(2);
          // Playing online: quick match, and turn-based tables for a game played in turns, never a race.
          const online = await page.getByTestId("rules-online").innerText();
          expect(online).toContain("Play with anyone");
          expect(online.includes("turn-based table")).toBe(!game.id.startsWith("set"));
          // No part of the page is wider than the window.
          const overflow = await page.evaluate<number>(
            "document.documentElement.scrollWidth - document.documentElement.clientWidth",
          );
          expect(overflow).toBeLessThanOrEqual(0);
          await h.shots(page, `rules-${game.id}-${size.name}`);
          await accessible(page);
        },
      );

  it.skipIf(!can)("the worked examples show the engine's figures", async () => {
    const page = await h.filePage();
    await page.goto(`${h.url}/rules/ruhd`);
    await expect.poll(() => page.getByTestId("ruhd-example").getAttribute("data-total"), poll).toBe("10");
    expect(await page.getByTestId("ruhd-example-breakdown-total").innerText()).toBe("10");
    await page.goto(`${h.url}/rules/tarot`);
    await expect
      .poll(() => page.getByTestId("tarot-example-made").getAttribute("data-attack"), poll)
      .toBe("100");
    expect(await page.getByTestId("tarot-example-made-scores").innerText()).toContain("+300");
    expect(await page.getByTestId("tarot-contracts").innerText()).toMatch(/Garde contre\s+×6/);
    await page.goto(`${h.url}/rules/buraco`);
    await expect.poll(() => page.getByTestId("buraco-total-us").innerText(), poll).toBe("+650");
    expect(await page.getByTestId("buraco-total-them").innerText()).toBe("−180");
    expect(await page.getByTestId("meld-mixed").getAttribute("data-meld")).toBe("mixed");
    await page.goto(`${h.url}/rules/set-pc`);
    await page.getByTestId("example-not-set").waitFor();
    expect(await page.getByTestId("rules-what-is-a-set").innerText()).toContain(
      "The shading: two alike and one different",
    );
    // Durations in seconds, as the lobby's form shows them: the reshuffle countdown is 60 s.
    await page.getByTestId("rules-options-list").waitFor();
    expect(await page.getByTestId("rules-options-list").innerText()).toContain("Default: 60 s.");
  });

  it.skipIf(!can)(
    "the lesson, with the keyboard alone, from the features to a game against an easy bot",
    async () => {
      const page = await h.page();
      await page.goto(`${h.url}/learn`);
      await page.getByTestId("learn").waitFor();
      await h.shots(page, "learn-features-desktop");
      await accessible(page);

      // Step 1: the features, then Next.
      await tabTo(page, "learn-next");
      await page.keyboard.press("Enter");

      // Step 2: is this a set? The first answered wrongly on purpose, and explained.
      await expect.poll(() => page.getByTestId("learn").getAttribute("data-step"), poll).toBe("question");
      let first = true;
      while ((await page.getByTestId("learn").getAttribute("data-step")) === "question") {
        const index = await page.getByTestId("learn").getAttribute("data-index");
        const cards = await codes(page, "[data-testid=learn-question-cards] .rules-set-card");
        const answer = isSet(cards);
        const say = first ? !answer : answer;
        await tabTo(page, say ? "answer-yes" : "answer-no");
        await page.keyboard.press("Enter");
        const feedback = page.getByTestId("learn-feedback");
        await expect.poll(() => feedback.getAttribute("data-tone"), poll).toBe(first ? "bad" : "good");
        if (first) {
          expect(await feedback.innerText()).toContain("Not quite.");
          await h.shots(page, "learn-question-wrong-desktop");
          await accessible(page);
        }
        first = false;
        // Next has the focus.
        expect(await focused(page, "data-testid")).toBe("learn-next");
        await page.keyboard.press("Enter");
        await expect.poll(() => page.getByTestId("learn").getAttribute("data-index"), poll).not.toBe(index);
      }

      // Step 3: complete the set, one wrong choice first.
      expect(await page.getByTestId("learn").getAttribute("data-step")).toBe("complete");
      first = true;
      while ((await page.getByTestId("learn").getAttribute("data-step")) === "complete") {
        const index = await page.getByTestId("learn").getAttribute("data-index");
        const [a, b] = await codes(page, "[data-testid=learn-pair] .rules-set-card");
        const answer = thirdCard(a!, b!);
        const choices = await codes(page, "[data-testid=learn-choice]");
        if (first) {
          const wrong = choices.find((c) => c !== answer)!;
          await tabTo(page, "learn-choice", wrong);
          await page.keyboard.press("Enter");
          await expect
            .poll(() => page.getByTestId("learn-feedback").innerText(), poll)
            .toContain("Not that one.");
          first = false;
        }
        await tabTo(page, "learn-choice", answer);
        await page.keyboard.press("Enter");
        await expect
          .poll(() => page.getByTestId("learn-feedback").getAttribute("data-tone"), poll)
          .toBe("good");
        expect(await focused(page, "data-testid")).toBe("learn-next");
        await page.keyboard.press("Enter");
        await expect.poll(() => page.getByTestId("learn").getAttribute("data-index"), poll).not.toBe(index);
      }

      // Step 4: find every set on each board; the first pick a wrong one, explained by its feature.
      expect(await page.getByTestId("learn").getAttribute("data-step")).toBe("find");
      first = true;
      while ((await page.getByTestId("learn").getAttribute("data-step")) === "find") {
        const index = await page.getByTestId("learn").getAttribute("data-index");
        const board = await codes(page, "[data-testid=learn-card]");
        const sets = findSets(board);
        expect(String(sets.length)).toBe(await page.getByTestId("learn-board").getAttribute("data-sets"));
        if (first) {
          const wrong = [
            board[0]!,
            board[1]!,
            board.slice(2).find((c) => !isSet([board[0]!, board[1]!, c]))!,
          ];
          await pickByKeys(page, board, wrong);
          const feedback = page.getByTestId("learn-feedback");
          await expect.poll(() => feedback.getAttribute("data-tone"), poll).toBe("bad");
          expect(await feedback.innerText()).toMatch(/Not a set\. The (colour|number|shape|shading)/);
          await h.shots(page, "learn-find-wrong-desktop");
          await accessible(page);
          first = false;
        }
        for (const set of sets) await pickByKeys(page, board, set);
        await expect
          .poll(() => page.getByTestId("learn-feedback").getAttribute("data-tone"), poll)
          .toBe("good");
        expect(await focused(page, "data-testid")).toBe("learn-next");
        await page.keyboard.press("Enter");
        await expect
          .poll(
            async () =>
              `${await page.getByTestId("learn").getAttribute("data-step")}${await page.getByTestId("learn").getAttribute("data-index")}`,
            poll,
          )
          .not.toBe(`find${index}`);
      }

      // Done: a game against an easy bot.
      expect(await page.getByTestId("learn").getAttribute("data-step")).toBe("done");
      await h.shots(page, "learn-done-desktop");
      await accessible(page);
      await tabTo(page, "learn-play");
      await page.keyboard.press("Enter");
      await expect.poll(() => new URL(page.url()).pathname, poll).toMatch(/^\/table\//);
    },
  );

  it.skipIf(!can)("the lesson on a phone, by touch", async () => {
    const page = await h.page(PHONE);
    await page.goto(`${h.url}/learn`);
    await page.getByTestId("learn-next").tap();
    await page.getByTestId("answer-yes").waitFor();
    await h.shots(page, "learn-question-phone");
    await accessible(page);
    const overflow = await page.evaluate<number>(
      "document.documentElement.scrollWidth - document.documentElement.clientWidth",
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  it.skipIf(!can)("in French, a rules page speaks French", async () => {
    const page = await h.page({ locale: "fr-FR" });
    await page.goto(`${h.url}/rules/tarot`);
    await page.getByTestId("rules-options-list").waitFor();
    await page.getByTestId("tarot-contracts").waitFor();
    const tarot = await page.getByTestId("rules-page").innerText();
    for (const words of ["Garde contre", "le Chien", "bouts", "Petit", "Excuse", "Les enchères", "Roi"])
      expect(tarot).toContain(words);
    await page.goto(`${h.url}/rules/set-pc`);
    await page.getByTestId("example-not-set").waitFor();
    expect(await page.getByTestId("rules-what-is-a-set").innerText()).toContain(
      "Remplissage : deux cartes pareilles et une différente",
    );
    await page.goto(`${h.url}/rules/buraco`);
    await page.getByTestId("meld-natural").waitFor();
    expect(await page.getByTestId("rules-page").innerText()).toContain("canastra propre");
  });
});

/**
 * The lessons of French Tarot, Buraco and Ruhd (`/learn/<game>`) in a real browser: reached from the
 * game's tile in the lobby and from its rules page; every chapter read and every exercise answered as
 * the engine says (the first one wrong first: the check says so, and shows the answer with why); the
 * guided deal dealt in the page, the coach speaking, the strong bot's hint answering on the learner's
 * turn, a move played on the board; then the way to a real table. In French on a phone, the page does
 * not scroll sideways, and axe finds nothing serious in either theme.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { GameLesson } from "../learn/lesson.js";
import { clientHas, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

/** Each game's lesson, as the page builds it (its answers are the engine's). */
const LESSONS: readonly {
  readonly id: string;
  readonly lesson: () => Promise<GameLesson>;
  /**
   * The learner's first move when it is the only sensible one (nothing for a hint to weigh): the test
   * id of its button. Buraco's first hand opens with an empty discard pile: draw from the stock.
   */
  readonly onlyMove?: string;
}[] = [
  { id: "tarot", lesson: () => import("../games/tarot/lesson.js").then((m) => m.tarotLesson) },
  {
    id: "buraco",
    lesson: () => import("../games/buraco/lesson.js").then((m) => m.buracoLesson),
    onlyMove: "draw",
  },
  { id: "ruhd", lesson: () => import("../games/ruhd/lesson.js").then((m) => m.ruhdLesson) },
];

/** Runs axe in both themes and expects nothing serious. */
async function accessible(page: Page): Promise<void> {
  for (const scheme of THEMES) {
    await page.emulateMedia({ colorScheme: scheme });
    await expect.poll(() => page.locator("html").getAttribute("data-theme"), poll).toBe(scheme);
    expect(await h.axe(page), `axe in the ${scheme} theme`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: "light" });
}

const feedbackTone = (page: Page) => page.getByTestId("learn-feedback").first().getAttribute("data-tone");

/**
 * Goes through every chapter and exercise, answering as the engine says; the first exercise is
 * answered wrong first, then shown. Ends at the guided deal.
 */
async function doTheExercises(page: Page, lesson: GameLesson): Promise<void> {
  let first = true;
  for (const chapter of lesson.chapters) {
    await expect.poll(() => page.getByTestId("lesson").getAttribute("data-step"), poll).toBe(chapter.id);
    await page.getByTestId("learn-next").click();
    for (const exercise of chapter.exercises) {
      const shown = page.getByTestId(`exercise-${exercise.id}`);
      await shown.waitFor({ timeout: WAIT_MS });
      if (exercise.kind === "pick") {
        const wrong = exercise.pieces.find((piece) => !exercise.answer.includes(piece));
        if (first && wrong !== undefined) {
          await shown.getByTestId(`pick-${wrong}`).click();
          await page.getByTestId("lesson-check").click();
          await expect.poll(() => feedbackTone(page), poll).toBe("bad");
          await page.getByTestId("lesson-show").click();
          // The answer is marked, piece by piece.
          for (const piece of exercise.answer)
            expect(await shown.getByTestId(`pick-${piece}`).getAttribute("class")).toContain("right");
        } else {
          for (const piece of exercise.answer) await shown.getByTestId(`pick-${piece}`).click();
          await page.getByTestId("lesson-check").click();
          await expect.poll(() => feedbackTone(page), poll).toBe("good");
        }
      } else {
        const wrong = exercise.choices.find((choice) => choice.id !== exercise.answer);
        if (first && wrong !== undefined) {
          await shown.getByTestId(`choice-${wrong.id}`).click();
          await expect.poll(() => feedbackTone(page), poll).toBe("bad");
        }
        await shown.getByTestId(`choice-${exercise.answer}`).click();
        await expect.poll(() => feedbackTone(page), poll).toBe("good");
      }
      expect((await page.getByTestId("lesson-explanation").innerText()).length).toBeGreaterThan(10);
      first = false;
      await page.getByTestId("learn-next").click();
    }
  }
  await expect.poll(() => page.getByTestId("lesson").getAttribute("data-step"), poll).toBe("guided");
}

describe.skipIf(noClient !== null)("the lessons of French Tarot, Buraco and Ruhd", () => {
  for (const { id, lesson: load, onlyMove } of LESSONS) {
    it.skipIf(!clientHas(`the ${id} lesson`, "lesson", "lesson-guided"))(
      `${id}: from the lobby's tile, every exercise, the guided deal with its coach and a hint, then a real table`,
      async () => {
        const lesson = await load();
        const page = await h.filePage();
        await page.goto(h.url);
        await page.getByTestId(`learn-${id}`).click();
        await page.waitForURL((url) => url.pathname === `/learn/${id}`, { timeout: WAIT_MS });
        await page.getByTestId("lesson").waitFor({ timeout: WAIT_MS });
        expect(await page.getByTestId("learn-steps").locator("li").count()).toBe(lesson.chapters.length + 1);
        await doTheExercises(page, lesson);

        // The guided deal: dealt in the page, the board drawn from the learner's view.
        await page.getByTestId("guided-start").click();
        await page.locator(".lesson-board > *").first().waitFor({ timeout: WAIT_MS });
        // The learner's turn comes (the bots play at a person's pace): the coach says something of it,
        // and the hint answers with the strong bot's move in words.
        await page.getByTestId("hint-ask").waitFor({ timeout: WAIT_MS });
        await expect.poll(() => page.getByTestId("lesson-tip").count(), poll).toBe(1);
        if (onlyMove !== undefined) {
          // With one sensible move there is nothing to weigh, and the hint says so; then the move.
          await page.getByTestId("hint-ask").click();
          await page.getByTestId("hint-refused").waitFor({ timeout: WAIT_MS });
          expect(await page.getByTestId("hint-refused").innerText()).toMatch(/only one sensible move/);
          await page.getByTestId(onlyMove).click();
          await page.getByTestId("hint-ask").waitFor({ timeout: WAIT_MS });
        }
        await page.getByTestId("hint-ask").click();
        await page.getByTestId("hint-panel").waitFor({ timeout: WAIT_MS });
        expect((await page.getByTestId("hint-move").innerText()).trim().length).toBeGreaterThan(3);
        // The board marks where the move would be made (the card, the bid, the cell).
        expect(await page.locator('.lesson-board [data-hinted="true"]').count()).toBeGreaterThan(0);
        await h.screenshot(page, `lesson-${id}-guided`);
        await page.getByTestId("hint-close").click();

        // The learner leaves the deal: the lesson ends with a real table and the rules.
        await page.getByTestId("learn-next").click();
        await expect.poll(() => page.getByTestId("lesson").getAttribute("data-step"), poll).toBe("done");
        await page.getByTestId("lesson-play").click();
        await page.waitForURL((url) => url.pathname.startsWith("/table/"), { timeout: WAIT_MS });
        await page.getByTestId("table-page").waitFor({ timeout: WAIT_MS });
      },
    );
  }

  it.skipIf(!clientHas("the lessons on a phone", "lesson", "rules-lesson"))(
    "in French on a phone: from the rules page, a page that does not scroll sideways, and no serious axe violation",
    async () => {
      const page = await h.page({ ...PHONE, locale: "fr-FR" });
      await page.goto(`${h.url}/rules/tarot`);
      await page.getByTestId("rules-lesson").click();
      await page.waitForURL((url) => url.pathname === "/learn/tarot", { timeout: WAIT_MS });
      await page.getByTestId("lesson").waitFor({ timeout: WAIT_MS });
      expect(await page.locator("html").getAttribute("lang")).toBe("fr");
      await accessible(page);
      await page.getByTestId("learn-next").click();
      await page.locator("[data-testid^=exercise-]").waitFor({ timeout: WAIT_MS });
      await accessible(page);
      const sideways = await page.evaluate<boolean>(
        "document.documentElement.scrollWidth > document.documentElement.clientWidth",
      );
      expect(sideways).toBe(false);
      await h.screenshot(page, "lesson-tarot-phone-fr");
    },
  );
});

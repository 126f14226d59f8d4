/**
 * The table's flows in the browser (issue 31): an unknown table says it does not exist (nothing to
 * watch) and an unknown address is a page not found, both under the site's header with the way to
 * the lobby; a friend away is counted down to the bot that will play for them; two seats on one
 * keyboard are Player A and Player B everywhere, and play again rather than ask "everyone at the
 * table" for a rematch. The table page gives its heading the focus when it opens.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, DESKTOP, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 100 };

/** How far apart the middles of one row's elements may be (buttons and words of different heights). */
const ROW_SLACK_PX = 12;

/** A Ruhd match of a few placements. */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };

/** The two windows every new screen is looked at in. */
const SIZES = [
  { name: "desktop", options: { viewport: DESKTOP } },
  { name: "phone", options: PHONE },
] as const;

/** The `data-testid` of the element with the focus ("" for none: the page's body). */
const focused = (page: Page): Promise<string> =>
  page.evaluate<string>('document.activeElement?.getAttribute("data-testid") ?? ""');

describe.skipIf(noClient !== null)("the table's flows", () => {
  it.skipIf(!clientHas("missing table and page not found", "table-missing", "not-found"))(
    "an unknown table does not exist (nothing to watch), an unknown address is not found, each leading to the lobby",
    async () => {
      for (const size of SIZES) {
        const page = size.name === "phone" ? await h.filePage(PHONE) : await h.page(size.options);
        await page.goto(`${h.url}/table/doesnotexist`);
        const missing = page.getByTestId("table-missing");
        await missing.waitFor({ timeout: WAIT_MS });
        expect(await missing.innerText()).toContain("This table does not exist.");
        expect(await page.getByTestId("watch-instead").count()).toBe(0);
        expect(await page.getByTestId("table-status").count()).toBe(0);
        expect(await page.getByTestId("site-header").count()).toBe(1);
        expect(await focused(page)).toBe("table-title");
        await h.screenshot(page, `flows-missing-table-${size.name}`);
        // The pages are the same at both sizes: checked and followed once.
        const once = size === SIZES[0];
        if (once) {
          expect(await h.axe(page)).toEqual([]);
          await page.getByTestId("missing-lobby").click();
          await page.getByTestId("lobby").waitFor({ timeout: WAIT_MS });
        }

        // The server answers every page's address with the page: the page says there is none here.
        await page.goto(`${h.url}/nothing-here`);
        const notFound = page.getByTestId("not-found");
        await notFound.waitFor({ timeout: WAIT_MS });
        expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Page not found");
        expect(await page.getByTestId("lobby").count()).toBe(0);
        expect(await page.getByTestId("site-header").count()).toBe(1);
        expect(await page.evaluate<string>('document.activeElement?.tagName ?? ""')).toBe("H1");
        await h.screenshot(page, `flows-not-found-${size.name}`);
        if (once) {
          expect(await h.axe(page)).toEqual([]);
          await page.getByTestId("not-found-lobby").click();
          await page.getByTestId("lobby").waitFor({ timeout: WAIT_MS });
          expect(new URL(page.url()).pathname).toBe("/");
        }
      }
    },
    2 * WAIT_MS,
  );

  it.skipIf(!clientHas("away countdown", "seat-mark-", "awayFor"))(
    "a friend away is counted down to the bot that will play for them",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ human: true }, { human: true }],
      });
      // Their page leaves the table (closed): a browser of their own.
      const [mine, theirs] = [await h.filePage(PHONE), await h.page()];
      await mine.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      await theirs.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[1]}`);
      for (const page of [mine, theirs]) await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      await theirs.close();
      const mark = mine.getByTestId("seat-mark-1");
      await mark.waitFor({ timeout: WAIT_MS });
      expect(await mark.getAttribute("data-mark")).toBe("disconnected");
      const left = async () => {
        const found = /^Player 2 — away: a bot plays for them in (\d+)\u00a0s$/.exec(await mark.innerText());
        return found ? Number(found[1]) : null;
      };
      const first = await left();
      expect(first).not.toBeNull();
      // It counts down as the page stays open (the server's grace, from the table frame).
      await expect.poll(left, poll).toBeLessThan(first ?? 0);
      await h.screenshot(mine, "flows-away-countdown");
    },
  );

  it.skipIf(!clientHas("one keyboard", "resign-confirm", "play-again"))(
    "two seats on one keyboard are Player A and Player B when resigning, and play again at the end",
    async () => {
      const page = await h.page();
      await page.goto(h.url);
      // A person with a session (a guest), whose name both seats are bound to.
      const table = await page.evaluate(async (options) => {
        const json = { "content-type": "application/json" };
        await fetch("/api/players", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ name: "Calm Owl" }),
        });
        const seats = [{ human: true }, { human: true }, { bot: "greedy" }];
        const made = await fetch("/api/tables", {
          method: "POST",
          headers: json,
          body: JSON.stringify({ game: "ruhd", options, seats }),
        });
        return (await made.json()) as { id: string; seatTokens: string[] };
      }, SHORT_RUHD);
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens.slice(0, 2).join(",")}`);
      await page.getByTestId("resign-0").click();
      expect(await page.getByTestId("resign-dialog").innerText()).toContain("Resign the match for Player A?");
      await page.getByTestId("resign-confirm").click();
      const mark = page.getByTestId("seat-mark-0");
      await mark.waitFor({ timeout: WAIT_MS });
      expect(await mark.innerText()).toMatch(/^Player A resigned; the \w+ bot plays on$/);
      // Player B's button still says whose it is.
      expect(await page.getByTestId("resign-1").innerText()).toBe("Resign for Player B");
      await page.getByTestId("resign-1").click();
      await page.getByTestId("resign-confirm").click();
      await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
      await expect
        .poll(() => page.getByTestId("end-ending").innerText(), poll)
        .toBe("Player A and Player B resigned.");
      // Nobody else is at the table: no rematch to ask everyone for, "Play again".
      expect(await page.getByTestId("rematch").count()).toBe(0);
      expect(await page.getByTestId("play-again").count()).toBe(1);
      expect(await page.getByTestId("end-screen").innerText()).not.toContain("Calm Owl");
      await h.screenshot(page, "flows-one-keyboard-end");
    },
  );

  it.skipIf(!clientHas("the table's header on a small phone", "table-back-word"))(
    "keeps the table's header to one row on a small phone, in every language, the longest title too",
    async () => {
      const bot = { bot: "basic" };
      const table = await h.createTable({ game: "tarot", seats: [{ human: true }, bot, bot, bot] });
      const small = { width: 360, height: 740 };
      for (const locale of ["en-US", "fr-FR", "pt-BR"]) {
        // In English, the file's phone page at the small phone's size; in the others, pages of their own.
        const english = locale === "en-US";
        const page = english ? await h.filePage(PHONE) : await h.page({ ...PHONE, viewport: small, locale });
        if (english) await page.setViewportSize(small);
        await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
        await page.getByTestId("resign").waitFor({ timeout: WAIT_MS });
        // Back, the title and Resign on one row: the board gets the height below it.
        const rows = await page.evaluate<number[]>(`[...document.querySelectorAll(".table-header > *")]
          .map((e) => e.getBoundingClientRect())
          .filter((r) => r.height > 0)
          .map((r) => Math.round(r.top + r.height / 2))`);
        expect(rows.length, locale).toBeGreaterThanOrEqual(3);
        expect(Math.max(...rows) - Math.min(...rows), locale).toBeLessThanOrEqual(ROW_SLACK_PX);
        // The way back is still named for screen readers.
        expect(await page.getByTestId("lobby-link").getAttribute("class")).toContain("table-back");
        // The page leaves the table (the next language's opens the same seat).
        if (!english) await page.close();
        else {
          await page.goto("about:blank");
          await page.setViewportSize(PHONE.viewport!);
        }
      }
    },
  );
});

/**
 * Ratings in a real browser: without an account the lobby's "Rated match" is off and says why; a
 * rated table of two bots made by an account ends with each bot's rating change on the end screen
 * (from 1500, provisional: "1500? → 1518? (+18)"); an unrated one (made from the lobby with "Rated
 * match" unticked) says so; the leaderboard lists nobody after one match (5 rated matches against 3
 * opponents first), in the page's language. Screenshots of the end screen and of the leaderboard on
 * a desktop and on a phone.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

/** A Ruhd match of two bots that ends after four placements (a few seconds: the page joins before). */
const SHORT_RUHD = { handSize: 2, smallTableDeck: 0 };
const poll = { timeout: WAIT_MS, interval: 50 };

interface Summary {
  readonly status: string;
  readonly outcome: { readonly winners: readonly number[] } | null;
}

async function finished(id: string): Promise<Summary> {
  let summary: Summary | null = null;
  await expect
    .poll(async () => {
      summary = (await (await fetch(`${h.url}/api/tables/${id}`)).json()) as Summary;
      return summary.status;
    }, poll)
    .toBe("finished");
  return summary as unknown as Summary;
}

/** The seat's end-screen line: which way its rating went and the numbers before and after. */
async function ratingLine(page: Page, seat: number) {
  const line = page.getByTestId(`rating-change-${seat}`);
  await line.waitFor({ timeout: WAIT_MS });
  return {
    direction: await line.getAttribute("data-direction"),
    before: Number(await line.getAttribute("data-before")),
    after: Number(await line.getAttribute("data-after")),
    text: await line.innerText(),
  };
}

/**
 * Makes a Ruhd table of two bots from the lobby (rated or not) and watches it: the lobby goes to the
 * table at once, so the page joins it while it is played and sees its end.
 */
async function botsFromLobby(page: Page, rated: boolean): Promise<string> {
  await page.goto(h.url);
  await page.getByTestId("setup-ruhd").click();
  await page.getByTestId("seat-select-0").selectOption("bot:greedy");
  await page.getByTestId("seat-select-1").selectOption("bot:strong");
  await page.locator("details.options summary").click();
  await page.getByTestId("option-handSize").fill(String(SHORT_RUHD.handSize));
  await page.getByTestId("option-smallTableDeck").fill(String(SHORT_RUHD.smallTableDeck));
  const choice = page.getByTestId("rated-choice");
  await expect.poll(() => choice.isEnabled(), poll).toBe(true);
  expect(await choice.isChecked()).toBe(true);
  if (!rated) {
    await choice.uncheck();
    await h.screenshot(page, "ratings-lobby-unrated");
  }
  await page.getByTestId("create-table").click();
  await page.waitForURL(/\/table\//, { timeout: WAIT_MS });
  await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
  return new URL(page.url()).pathname.split("/").at(-1) ?? "";
}

describe.skipIf(noClient !== null)("ratings in the browser", () => {
  it.skipIf(!clientHas("ratings", "rating-change-", "rated-choice", "leaderboard-empty"))(
    "rated play needs an account; a rated table shows each rating change from 1500, an unrated one says so; the leaderboard waits for 5 matches against 3 opponents",
    async () => {
      // Without an account, "Rated match" is off: rated play needs an account.
      const page = await h.page();
      await page.goto(h.url);
      await page.getByTestId("setup-ruhd").click();
      await page.getByTestId("rated-choice-guest").waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId("rated-choice").isDisabled()).toBe(true);
      expect(await page.getByTestId("rated-choice").isChecked()).toBe(false);
      const made = await page.context().request.post(`${h.url}/api/account`, {
        data: { username: "rater", password: "password1", name: "Rater" },
      });
      expect(made.status()).toBe(201);

      // A rated table made from the lobby by an account: both changes from 1500, the winner's up.
      const rated = await botsFromLobby(page, true);
      const outcome = (await finished(rated)).outcome;
      const lines = [await ratingLine(page, 0), await ratingLine(page, 1)];
      for (const line of lines) {
        expect(line.before).toBe(1500);
        expect(line.text).toMatch(/1500\? → \d+\? \([+−-]?\d+\)/);
      }
      if (outcome?.winners.length === 1) {
        const winner = outcome.winners[0] as number;
        expect(lines[winner]?.direction).toBe("up");
        expect(lines[winner]?.after).toBeGreaterThan(lines[1 - winner]?.after as number);
      }
      await h.screenshot(page, "ratings-end-screen");

      // "Rated match" unticked: the end screen says it was unrated, and nobody's rating moved.
      const unrated = await page.context().newPage();
      await botsFromLobby(unrated, false);
      await unrated.getByTestId("rating-unrated").waitFor({ timeout: WAIT_MS });
      expect(await unrated.getByTestId("rating-unrated").innerText()).toBe(
        "Unrated match: nobody’s rating changed.",
      );
      expect(await unrated.getByTestId("rating-changes").count()).toBe(0);
      const board = (await (await fetch(`${h.url}/api/leaderboard/ruhd`)).json()) as unknown[];
      expect(board).toEqual([]);

      // The lobby links the leaderboard: nobody on it yet after one match, and it says why, in French.
      const french = await h.page({ locale: "fr-FR" });
      await french.goto(h.url);
      await french.getByTestId("leaderboard-link-ruhd").click();
      await french.getByTestId("leaderboard-empty").waitFor({ timeout: WAIT_MS });
      expect(await french.getByTestId("leaderboard-empty").innerText()).toContain(
        "au moins 5 parties classées contre au moins 3 adversaires différents",
      );
      expect(await french.locator("h1").innerText()).toBe("Classement : Ruhd");
      await h.screenshot(french, "ratings-leaderboard-fr");

      // On a phone: nothing wider than the screen; another game's tab has nobody rated yet.
      const phone = await h.page(PHONE);
      await phone.goto(`${h.url}/leaderboard/ruhd`);
      await phone.getByTestId("leaderboard-empty").waitFor({ timeout: WAIT_MS });
      expect(await phone.evaluate<number>("document.documentElement.scrollWidth")).toBeLessThanOrEqual(
        PHONE.viewport?.width ?? 0,
      );
      await h.screenshot(phone, "ratings-leaderboard-phone");
      await phone.getByTestId("leaderboard-tab-tarot").click();
      await phone.getByTestId("leaderboard-empty").waitFor({ timeout: WAIT_MS });
    },
    4 * WAIT_MS,
  );
});

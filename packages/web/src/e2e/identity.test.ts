/**
 * Who is at the table, in a real browser: a first visit is asked a name (prefilled, editable) in a
 * panel that never stands in the way, the name is kept by an HttpOnly session cookie no script can
 * read, shown in the header with its tag, and named at the table for everyone; an account keeps the
 * person on another browser (create, log out, log in), and a player's page lists their matches.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();
const poll = { timeout: WAIT_MS, interval: 50 };

/** A person named `name` (a session made by POST /api/players) in `locale`, at a table with a seat's token. */
async function seatedAs(name: string, locale: string, table: string, token: string): Promise<Page> {
  const context = await h.context({ locale });
  expect((await context.request.post(`${h.url}/api/players`, { data: { name } })).status()).toBe(201);
  const page = await context.newPage();
  await page.goto(`${h.url}/table/${table}#t=${token}`);
  await page.getByTestId("chat").waitFor({ timeout: WAIT_MS });
  return page;
}

/** Places the first tile of the hand on the first legal cell, once it is this page's turn. */
async function placeATile(page: Page): Promise<void> {
  const table = page.getByTestId("ruhd-table");
  await expect.poll(() => table.getAttribute("data-my-turn"), poll).toBe("true");
  await page.keyboard.press("Digit1");
  const cell = page.locator('[data-testid^="cell-"]').first();
  await cell.hover({ timeout: WAIT_MS });
  await page.getByTestId("preview-tile").waitFor({ timeout: WAIT_MS });
  await cell.click();
  await expect.poll(() => table.getAttribute("data-my-turn"), poll).toBe("false");
}

/** The words of each element `locator` finds, as a screen reader reads them (marks and pictures left out). */
function read(locator: Locator): Promise<string[]> {
  return locator.evaluateAll((items) =>
    items.map((item) => {
      const copy = item.cloneNode(true) as typeof item;
      for (const hidden of copy.querySelectorAll('[aria-hidden="true"]')) hidden.remove();
      return (copy.textContent ?? "").replace(/\s+/g, " ").trim();
    }),
  );
}

/** The names on the seats' chips of the board (the players strip). */
const seatChips = (page: Page): Promise<string[]> =>
  read(page.locator('[data-testid^="player-"] .player-chip'));

describe.skipIf(noClient !== null)("people in the browser", () => {
  it.skipIf(!clientHas("the name prompt", "name-input", "me-name", "player-badge"))(
    "a first visit is asked a name, prefilled; saved, it is shown with its tag, survives a reload, and names the seat at the table",
    async () => {
      const page = await h.page();
      await page.goto(h.url);
      const input = page.getByTestId("name-input");
      await input.waitFor({ timeout: WAIT_MS });
      // A friendly suggestion, which the person may keep or change.
      expect((await input.inputValue()).trim().length).toBeGreaterThan(0);
      await h.screenshot(page, "people-name-prompt");
      await input.fill("  Zoé  ");
      await page.getByTestId("name-submit").click();
      await input.waitFor({ state: "detached", timeout: WAIT_MS });
      expect(await page.getByTestId("me-name").innerText()).toBe("Zoé");
      expect(await page.getByTestId("me-link").innerText()).toMatch(/^Zoé #[A-Za-z0-9_-]{4}$/);
      // The session is in a cookie the page's scripts cannot read.
      expect(await page.evaluate<string>("document.cookie")).not.toContain("parlor_session");

      await page.reload();
      await page.getByTestId("me-name").waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId("name-input").count()).toBe(0);

      // Zoé takes a seat against a bot; a spectator in another browser sees her name on it.
      const made = await h.createTable({ game: "ruhd", seats: [{ human: true }, { bot: "greedy" }] });
      await page.goto(`${h.url}/table/${made.id}#t=${made.seatTokens[0] as string}`);
      await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      const watcher = await h.page();
      await watcher.goto(`${h.url}/table/${made.id}`);
      await expect.poll(() => watcher.getByTestId("player-0").innerText(), poll).toContain("Zoé");
      await h.screenshot(watcher, "people-names-at-the-table");
    },
  );

  it.skipIf(!clientHas("the account page", "create-account", "log-in", "log-out", "player-page"))(
    "an account keeps a guest on another browser: create it, log in elsewhere, see the player page, log out",
    async () => {
      const username = `lia_${Date.now().toString(36)}`;
      const laptop = await h.page();
      await laptop.goto(`${h.url}/account`);
      await laptop.getByTestId("name-input").fill("Lia");
      await laptop.getByTestId("name-submit").click();
      await laptop.getByTestId("account-who").waitFor({ timeout: WAIT_MS });
      const guestPage = await laptop.getByTestId("account-player-link").getAttribute("href");
      await laptop.getByTestId("create-account-username").fill(username);
      await laptop.getByTestId("create-account-password").fill("correct horse");
      await laptop.getByTestId("create-account-submit").click();
      await expect.poll(() => laptop.getByTestId("account-who").innerText(), poll).toContain(username);
      // The guest became the account: the same player.
      expect(await laptop.getByTestId("account-player-link").getAttribute("href")).toBe(guestPage);
      await h.screenshot(laptop, "people-account");

      const phone = await h.page(PHONE);
      await phone.goto(`${h.url}/account`);
      await phone.getByTestId("log-in-username").fill(username.toUpperCase());
      await phone.getByTestId("log-in-password").fill("wrong password");
      await phone.getByTestId("log-in-submit").click();
      await expect
        .poll(() => phone.getByTestId("log-in-problem").innerText(), poll)
        .toBe("That username and password do not match.");
      // The server's refusal of the wrong password, which the page put in words above.
      expect(h.takeErrors()).toEqual([expect.stringMatching(/^HTTP 401: POST .*\/api\/login$/)]);
      await phone.getByTestId("log-in-password").fill("correct horse");
      await phone.getByTestId("log-in-submit").click();
      await expect.poll(() => phone.getByTestId("account-who").innerText(), poll).toContain("Lia");
      expect(await phone.getByTestId("account-player-link").getAttribute("href")).toBe(guestPage);
      await h.screenshot(phone, "people-account-phone");

      await phone.getByTestId("account-player-link").click();
      await phone.getByTestId("player-page").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => phone.getByTestId("player-name").innerText(), poll).toContain("Lia");
      await phone.getByTestId("player-no-matches").waitFor({ timeout: WAIT_MS });

      await phone.goto(`${h.url}/account`);
      await phone.getByTestId("log-out").click();
      await phone.getByTestId("name-input").waitFor({ timeout: WAIT_MS });
      // The laptop's session is its own: still logged in there.
      await laptop.reload();
      await expect.poll(() => laptop.getByTestId("account-who").innerText(), poll).toContain(username);
    },
  );

  it.skipIf(!clientHas("one name per person", "ruhd-table", "move-list", "replay-moves", "chat-name"))(
    "two named people: the seats, the moves in words, the end screen, the chat and the replay say the same names (the page's own seat 'You'), in English and French",
    async () => {
      const made = await h.createTable({
        game: "ruhd",
        options: { handSize: 1, smallTableDeck: 0, firstPlayer: 0 },
        seats: [{ human: true }, { human: true }],
      });
      const ana = await seatedAs("Ana", "en-US", made.id, made.seatTokens[0] as string);
      const bruno = await seatedAs("Bruno", "fr-FR", made.id, made.seatTokens[1] as string);
      for (const page of [ana, bruno]) await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
      // Each sees the other by the name they sat down with, and their own seat as theirs.
      await expect.poll(() => seatChips(ana), poll).toEqual(["You", "Bruno"]);
      await expect.poll(() => seatChips(bruno), poll).toEqual(["Ana", "Vous"]);
      await ana.getByTestId("chat-phrase-good-game").click();

      await placeATile(ana);
      await placeATile(bruno);
      for (const page of [ana, bruno]) await page.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
      const moves = (page: Page) => read(page.getByTestId("move"));
      // The moves in words: the reader's own in the second person, the other's by their name.
      await expect
        .poll(async () => (await moves(ana)).map((m) => m.split(" a tile ")[0]), poll)
        .toEqual(["You placed", "Bruno placed"]);
      await expect
        .poll(async () => (await moves(bruno)).map((m) => m.split(" la tuile ")[0]), poll)
        .toEqual(["Ana a posé", "Vous avez posé"]);
      // The end screen names them so too, and so does the chat.
      const finals = (page: Page) => read(page.locator('[data-testid^="final-score-"] .player-chip'));
      expect((await finals(ana)).sort()).toEqual(["Bruno", "You"]);
      expect((await finals(bruno)).sort()).toEqual(["Ana", "Vous"]);
      expect(await ana.getByTestId("end-title").innerText()).not.toMatch(/Ana|Player|Joueur/);
      expect(await bruno.getByTestId("end-title").innerText()).not.toMatch(/Bruno|Player|Joueur/);
      await expect.poll(() => read(ana.getByTestId("chat-name")), poll).toEqual(["You"]);
      await expect.poll(() => read(bruno.getByTestId("chat-name")), poll).toEqual(["Ana"]);
      await h.screenshot(bruno, "people-one-name-table-fr");

      // Back at the finished table, the page's own seat is still "You", and its moves too.
      await ana.reload();
      await ana.getByTestId("end-screen").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => seatChips(ana), poll).toEqual(["You", "Bruno"]);
      await expect.poll(async () => (await moves(ana))[0]?.split(" a tile ")[0], poll).toBe("You placed");

      // The replay is nobody's: each by their name, its seats, its moves, its outcome and its chat.
      const replays = async (page: Page, placed: string) => {
        await page.goto(`${h.url}/replay/${made.id}`);
        await page.getByTestId("replay-moves").waitFor({ timeout: WAIT_MS });
        await page.getByTestId("ruhd-board").waitFor({ timeout: WAIT_MS });
        await page.keyboard.press("End");
        await page.getByTestId("replay-outcome").waitFor({ timeout: WAIT_MS });
        await expect.poll(() => seatChips(page), poll).toEqual(["Ana", "Bruno"]);
        const lines = await read(
          page.locator('[data-testid="replay-move-1"], [data-testid="replay-move-2"]'),
        );
        expect(lines.map((line) => line.replace(/^\d+:\d\d /, "").split(placed)[0])).toEqual([
          "Ana",
          "Bruno",
        ]);
        const scores = await read(page.locator('[data-testid^="replay-final-score-"] .player-chip'));
        expect(scores.sort()).toEqual(["Ana", "Bruno"]);
        await expect
          .poll(() => read(page.getByTestId("replay-chat-lines").locator(".chat-name")), poll)
          .toEqual(["Ana"]);
      };
      await replays(bruno, " a posé la tuile ");
      await h.screenshot(bruno, "people-one-name-replay-fr");
      await replays(ana, " placed ");
    },
  );

  it.skipIf(!clientHas("the player page", "player-page", "player-match"))(
    "a bot's page lists its finished matches, each linking to its replay, in French",
    async () => {
      const made = await h.createTable({
        game: "ruhd",
        options: { handSize: 1, smallTableDeck: 0 },
        seats: [{ bot: "greedy" }, { bot: "greedy" }],
      });
      const page = await h.page({ locale: "fr-FR" });
      await expect
        .poll(async () => {
          await page.goto(`${h.url}/player/bot-ruhd-greedy`);
          await page.getByTestId("player-since").waitFor({ timeout: WAIT_MS });
          return page.locator(`[data-testid="player-match"] a[href="/replay/${made.id}"]`).count();
        }, poll)
        .toBe(1);
      expect(await page.getByTestId("player-name").innerText()).toBe("Robot (glouton)");
      expect(await page.getByTestId("player-since").innerText()).toMatch(/^Depuis le /);
      await h.screenshot(page, "people-player-bot-fr");
      await page.locator(`a[href="/replay/${made.id}"]`).click();
      await page.waitForURL((url) => url.pathname === `/replay/${made.id}`, { timeout: WAIT_MS });
    },
  );
});

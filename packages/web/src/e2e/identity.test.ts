/**
 * Who is at the table, in a real browser: a first visit is asked a name (prefilled, editable) in a
 * panel that never stands in the way, the name is kept by an HttpOnly session cookie no script can
 * read, shown in the header with its tag, and named at the table for everyone; an account keeps the
 * person on another browser (create, log out, log in), and a player's page lists their matches.
 */
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();
const poll = { timeout: WAIT_MS, interval: 50 };

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

/**
 * The table's chat in real browsers: two people (two browser contexts, each with a session made by
 * POST /api/players) at one Ruhd table. A line with HTML in it arrives at the other page as that
 * literal text (no element made of it, no script run); a quick phrase said in English reads in
 * French on the French page; muting hides a person's lines with a count, and unmuting shows them.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };
/** A line a careless page would turn into an element (and run its handler). */
const HTML_LINE = `<img src=x onerror="window.__chatPwned=1"> <b>bold</b> & co`;

/** A page with a session named `name`, at the table with its seat token. */
async function seated(name: string, table: string, token: string, options: BrowserContextOptions) {
  const context = await h.context(options);
  const made = await context.request.post(`${h.url}/api/players`, { data: { name } });
  expect(made.status()).toBe(201);
  const page = await context.newPage();
  await page.goto(`${h.url}/table/${table}#t=${token}`);
  await page.getByTestId("chat").waitFor({ timeout: WAIT_MS });
  return page;
}

/** The texts of the chat's lines on a page. */
function chatTexts(page: Page): Promise<string[]> {
  return page.getByTestId("chat-lines").getByTestId("chat-text").allInnerTexts();
}

/** Opens the panel if it is folded (a phone starts folded). */
async function openChat(page: Page): Promise<void> {
  const toggle = page.getByTestId("chat-toggle");
  if ((await toggle.getAttribute("aria-expanded")) === "false") await toggle.click();
}

describe.skipIf(noClient !== null)("the table chat", () => {
  it.skipIf(!clientHas("the table chat", "chat-input", "chat-phrase-", "chat-mute"))(
    "text only, quick phrases in each reader's language, and mute",
    async () => {
      const table = await h.createTable({ game: "ruhd", seats: [{ human: true }, { human: true }] });
      const ana = await seated("Ana", table.id, table.seatTokens[0] as string, { locale: "en-US" });
      const bruno = await seated("Bruno", table.id, table.seatTokens[1] as string, {
        ...PHONE,
        locale: "fr-FR",
      });
      await openChat(bruno);

      // Ana types a line with markup in it and sends it with Enter; the counter counted it.
      const input = ana.getByTestId("chat-input");
      await input.fill(HTML_LINE);
      await expect
        .poll(() => ana.getByTestId("chat-counter").innerText(), poll)
        .toContain(`${HTML_LINE.length}/300`);
      await input.press("Enter");
      await expect.poll(() => chatTexts(bruno), poll).toEqual([HTML_LINE]);
      await expect.poll(() => input.inputValue(), poll).toBe("");
      // On Bruno's page it is text: no element was made of it, and its handler never ran.
      const lines = bruno.getByTestId("chat-lines");
      expect(await lines.locator("img, b").count()).toBe(0);
      expect(await bruno.evaluate(() => (window as { __chatPwned?: number }).__chatPwned)).toBeUndefined();
      // Ana's name and the time of day go with it.
      await expect.poll(() => lines.getByTestId("chat-name").first().innerText(), poll).toBe("Ana");

      // Her quick phrase reads in each page's language.
      await ana.getByTestId("chat-phrase-good-game").click();
      await expect.poll(() => chatTexts(bruno), poll).toEqual([HTML_LINE, "Belle partie"]);
      await expect.poll(() => chatTexts(ana), poll).toEqual([HTML_LINE, "Good game"]);
      await h.screenshot(bruno, "chat-phone-fr");

      // Bruno mutes Ana: her lines are hidden, counted; he unmutes her and they are back.
      await lines.getByTestId("chat-name").first().click();
      await bruno.getByTestId("chat-mute").click();
      await expect.poll(() => chatTexts(bruno), poll).toEqual([]);
      await expect.poll(() => bruno.getByTestId("chat-hidden").innerText(), poll).toMatch(/^2 /);
      // Bruno still hears himself; Ana still sees everything.
      await bruno.getByTestId("chat-phrase-thanks").click();
      await expect.poll(() => chatTexts(bruno), poll).toEqual(["Merci"]);
      await expect.poll(() => chatTexts(ana), poll).toEqual([HTML_LINE, "Good game", "Thanks"]);
      // The mute outlives a reload (local storage).
      await bruno.reload();
      await openChat(bruno);
      await expect.poll(() => chatTexts(bruno), poll).toEqual(["Merci"]);
      await bruno.getByTestId("chat-show-muted").click();
      await bruno.getByTestId("chat-unmute").click();
      await expect.poll(() => chatTexts(bruno), poll).toEqual([HTML_LINE, "Belle partie", "Merci"]);
      await h.screenshot(ana, "chat-desktop-en");
    },
  );
});

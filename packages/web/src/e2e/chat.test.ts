/**
 * The table's chat in real browsers: two people (two browser contexts, each with a session made by
 * POST /api/players) at one Ruhd table. A line with HTML in it arrives at the other page as that
 * literal text (no element made of it, no script run); a quick phrase said in English reads in
 * French on the French page; muting hides a person's lines with a count, and unmuting shows them.
 * A finished match's replay shows its chat, each line once the replay reaches its moment.
 */
import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, WAIT_MS } from "./harness.js";
import { SeatSocket } from "./seat-socket.js";

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

/** A Ruhd match of two placements. */
const SHORT_RUHD = { handSize: 1, smallTableDeck: 0 };

/**
 * Plays a whole match over the protocol from one connection holding every seat (the engine's first
 * legal move each turn), saying `before` as the match starts and `after` once it is over.
 */
async function playWithChat(table: string, tokens: readonly string[], before: string, after: string) {
  const seats = await SeatSocket.join(h.url, table, tokens);
  await seats.say(before);
  await seats.playToTheEnd("ruhd");
  await seats.say(after);
  seats.close();
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
      expect(await bruno.evaluate<string>("typeof window.__chatPwned")).toBe("undefined");
      // Ana's name and the time of day go with it.
      await expect.poll(() => lines.getByTestId("chat-name").first().innerText(), poll).toBe("Ana");

      // Her quick phrase reads in each page's language.
      await ana.getByTestId("chat-phrase-good-game").click();
      await expect.poll(() => chatTexts(bruno), poll).toEqual([HTML_LINE, "Belle partie"]);
      await expect.poll(() => chatTexts(ana), poll).toEqual([HTML_LINE, "Good game"]);
      await h.screenshot(bruno, "chat-phone-fr");

      // Bruno mutes Ana: her lines are hidden, counted; he unmutes her and they are back.
      // The name opens a menu with the focus on its choice; Escape closes it.
      await lines.getByTestId("chat-name").first().click();
      await expect
        .poll(
          () => bruno.evaluate<string | null>('document.activeElement?.getAttribute("data-testid") ?? null'),
          poll,
        )
        .toBe("chat-mute");
      await bruno.keyboard.press("Escape");
      await expect.poll(() => bruno.getByTestId("chat-mute").count(), poll).toBe(0);
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

  it.skipIf(!clientHas("the replay's chat", "replay-chat"))(
    "a finished match's replay shows its chat at the moments it was said",
    async () => {
      const table = await h.createTable({
        game: "ruhd",
        options: SHORT_RUHD,
        seats: [{ human: true }, { human: true }],
      });
      await playWithChat(table.id, table.seatTokens as string[], "good-luck", "good-game");
      const page = await h.page({ locale: "fr-FR" });
      await page.goto(`${h.url}/replay/${table.id}`);
      const chat = page.getByTestId("replay-chat");
      await chat.waitFor({ timeout: WAIT_MS });
      const texts = () => chat.getByTestId("chat-text").allInnerTexts();
      // At the deal: the closing line comes later in the match.
      await expect.poll(texts, poll).not.toContain("Belle partie");
      await expect.poll(() => chat.locator(".chat-later").count(), poll).toBe(1);
      // At the end: every line, in the reader's language.
      await page.keyboard.press("End");
      await expect.poll(texts, poll).toEqual(["Bonne chance", "Belle partie"]);
      await h.screenshot(page, "chat-replay-fr");
    },
  );
});

/**
 * The Settings page in a real browser (Chromium against the real server serving the built client):
 * shown at desktop and phone size in the light and the dark theme with no serious accessibility
 * violation; the theme, animation and deck style set `<html data-theme|data-motion|data-deck>` at once
 * and survive a reload; the deck style recolours the cards; sounds are off on a first visit and each
 * sample plays once they are on (the `parlor:sound` event); a remapped key picks its card at a live PC
 * table of two players on one keyboard, and the old key no longer does; the language choice changes
 * the page's language. Screenshots: test-artifacts/screenshots/settings-*.png.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 50 };

/** A PC table that never changes by itself under the test's keys (as in set-tables.test.ts). */
const PC_OPTIONS = { turnTimeout: 0, tableDelay: 0, penaltyFreeze: 10_000, pointFreeze: 500 };
const CARD = '[data-slot][data-card]:not([data-card=""])';

const html = (page: Page, name: string) => page.locator("html").getAttribute(name);

async function openSettings(page: Page): Promise<void> {
  await page.goto(`${h.url}/settings`);
  await page.getByTestId("settings-page").waitFor({ timeout: WAIT_MS });
}

/** How a shape is painted: its fill, its outline's colour and width (CSS px). */
interface Paint {
  readonly fill: string;
  readonly stroke: string;
  readonly width: number;
}

/**
 * What the page's scripts below use of the DOM (this file is checked without the DOM's types; the
 * functions run in the page, where these are the browser's own).
 */
declare function getComputedStyle(element: unknown): { fill: string; stroke: string; strokeWidth: string };
declare const document: { documentElement: { scrollWidth: number } };
/** The page's window, with the sounds heard since `listenForSounds`. */
interface SoundWindow {
  heard: string[];
  addEventListener(type: string, listener: (event: { detail: string }) => void): void;
}

/** The paint of a shape of the preview's first card. */
const previewPaint = (page: Page): Promise<Paint> =>
  page
    .getByTestId("deck-preview")
    .locator("path[data-shape]")
    .first()
    .evaluate((path) => {
      const style = getComputedStyle(path);
      return { fill: style.fill, stroke: style.stroke, width: parseFloat(style.strokeWidth) };
    });

/** Keeps the names of the sounds the page plays from now on (its `parlor:sound` events). */
const listenForSounds = (page: Page) =>
  page.evaluate(() => {
    // (Written out in the function: it runs in the page, without this file's names.)
    const win = globalThis as unknown as SoundWindow;
    win.heard = [];
    win.addEventListener("parlor:sound", (event) => win.heard.push(event.detail));
  });
const heardSounds = (page: Page) => page.evaluate(() => (globalThis as unknown as SoundWindow).heard);

describe.skipIf(noClient !== null)("the Settings page", () => {
  const can = clientHas("settings", "settings-page", "deck-preview", "key-block-", "sample-");

  for (const [size, options] of [
    ["desktop", undefined],
    ["phone", PHONE],
  ] as const) {
    it.skipIf(!can)(
      `at ${size} size, in light and dark, has no serious accessibility violation`,
      async () => {
        // Only looked at, nothing chosen: the desktop's page goes on to the theme's test below.
        const page = options ? await h.page(options) : await h.filePage();
        await openSettings(page);
        for (const scheme of THEMES) {
          await page.emulateMedia({ colorScheme: scheme });
          await expect.poll(() => html(page, "data-theme"), poll).toBe(scheme);
          expect(await h.axe(page), `${size}, ${scheme}`).toEqual([]);
        }
        if (size === "phone") {
          // Nothing wider than the phone: no sideways scrolling.
          const wide = await page.evaluate(() => document.documentElement.scrollWidth);
          expect(wide).toBeLessThanOrEqual(390);
        }
        await h.shots(page, `settings-${size}`);
      },
    );
  }

  it.skipIf(!can)(
    "Dark sets the dark theme at once, whatever the system says, and survives a reload",
    async () => {
      // The file's page, as the look's test left it: no setting chosen yet (the theme chosen here
      // stays, so no later test takes this page).
      const page = await h.filePage();
      await page.emulateMedia({ colorScheme: "light" });
      await openSettings(page);
      expect(await page.getByRole("radio", { name: "As my device" }).first().isChecked()).toBe(true);
      expect(await html(page, "data-theme")).toBe("light");
      await page.getByRole("radio", { name: "Dark" }).check();
      expect(await html(page, "data-theme")).toBe("dark");
      await page.getByTestId("settings-saved").filter({ hasText: "Theme: saved." }).waitFor();
      await page.reload();
      await page.getByTestId("settings-page").waitFor();
      expect(await html(page, "data-theme")).toBe("dark");
      expect(await page.getByRole("radio", { name: "Dark" }).isChecked()).toBe(true);
      // The person's choice holds when the system changes.
      await page.emulateMedia({ colorScheme: "light" });
      expect(await html(page, "data-theme")).toBe("dark");
    },
  );

  it.skipIf(!can)(
    "Reduced animation sets data-motion=reduced, and Full holds against the system",
    async () => {
      const page = await h.page();
      await openSettings(page);
      expect(await html(page, "data-motion")).toBe("full");
      const animation = page.getByTestId("settings-motion");
      await animation.getByRole("radio", { name: "Reduced" }).check();
      expect(await html(page, "data-motion")).toBe("reduced");
      await page.getByTestId("settings-saved").filter({ hasText: "Animation: saved." }).waitFor();
      await page.emulateMedia({ reducedMotion: "reduce" });
      await animation.getByRole("radio", { name: "Full" }).check();
      expect(await html(page, "data-motion")).toBe("full");
      await page.reload();
      await page.getByTestId("settings-page").waitFor();
      expect(await html(page, "data-motion")).toBe("full");
    },
  );

  it.skipIf(!can)(
    "the deck style recolours the cards at once, and High contrast draws heavier outlines",
    async () => {
      const page = await h.page();
      await openSettings(page);
      const deck = page.getByTestId("settings-deck");
      expect(await html(page, "data-deck")).toBe("parlor");
      const parlor = await previewPaint(page);
      // The Okabe–Ito vermilion, on the shape and its outline.
      expect(parlor.fill).toBe("rgb(213, 94, 0)");
      expect(parlor.stroke).toBe(parlor.fill);

      await deck.getByRole("radio", { name: /Printed/ }).check();
      expect(await html(page, "data-deck")).toBe("printed");
      const printed = await previewPaint(page);
      expect(printed.fill).not.toBe(parlor.fill);
      expect(printed.width).toBe(parlor.width);

      await deck.getByRole("radio", { name: /High contrast/ }).check();
      expect(await html(page, "data-deck")).toBe("contrast");
      const contrast = await previewPaint(page);
      expect(contrast.fill).not.toBe(parlor.fill);
      expect(contrast.fill).not.toBe(printed.fill);
      expect(contrast.width).toBeGreaterThan(parlor.width);
      // The colour's letter stays on the card, painted in the card's colour.
      const letter = page.getByTestId("deck-preview").locator("text.card-letter").first();
      expect(await letter.textContent()).toBe("R");
      expect(await letter.evaluate((e) => getComputedStyle(e).fill)).toBe(contrast.fill);
      await h.screenshot(page, "settings-deck-contrast");

      await page.reload();
      await page.getByTestId("settings-page").waitFor();
      expect(await html(page, "data-deck")).toBe("contrast");
    },
  );

  it.skipIf(!can)("sounds are off on a first visit; turned on, each sample plays", async () => {
    const page = await h.page();
    await openSettings(page);
    await listenForSounds(page);
    const heard = () => heardSounds(page);
    const on = page.getByRole("checkbox", { name: "Play sounds" });
    expect(await on.isChecked()).toBe(false);
    for (const name of ["set", "wrong", "turn", "card"])
      expect(await page.getByTestId(`sample-${name}`).isDisabled(), name).toBe(true);

    await on.check();
    // Turning sounds on says so with a sound.
    await expect.poll(heard, poll).toEqual(["turn"]);
    await page.getByRole("button", { name: "Play the sound: Set found" }).click();
    await page.getByRole("button", { name: "Play the sound: Wrong call" }).click();
    await page.getByRole("button", { name: "Play the sound: Card played" }).click();
    await expect.poll(heard, poll).toEqual(["turn", "set", "wrong", "card"]);

    await on.uncheck();
    expect(await page.getByTestId("sample-set").isDisabled()).toBe(true);
    expect(await heard()).toEqual(["turn", "set", "wrong", "card"]);
  });

  it.skipIf(!can || !clientHas("pc table", "data-slot", "token-"))(
    "a remapped key picks its card at a live PC table of two players, and the old key no longer does",
    async () => {
      const context = await h.context();
      const page = await context.newPage();
      await openSettings(page);
      const said = page.getByTestId("key-said");
      const first = page.getByTestId("key-0-0");
      expect(await first.getAttribute("data-code")).toBe("KeyQ");

      // Keys already used are refused, in words; Escape leaves the key as it was.
      const second = page.getByTestId("key-0-1");
      await second.click();
      await said.filter({ hasText: "Press the new key for Player A, row 1, card 2" }).waitFor();
      await page.keyboard.press("KeyU");
      await said.filter({ hasText: "U belongs to Player B (row 1, card 1)" }).waitFor();
      await page.keyboard.press("KeyS");
      await said.filter({ hasText: "S is already Player A's key for row 2, card 2" }).waitFor();
      await page.keyboard.press("Tab");
      await second.click();
      await page.keyboard.press("Escape");
      await said.filter({ hasText: "Nothing changed." }).waitFor();
      expect(await second.getAttribute("data-code")).toBe("KeyW");

      // Player A's first key becomes T.
      await first.click();
      await page.keyboard.press("KeyT");
      await said.filter({ hasText: "Player A, row 1, card 1: now T." }).waitFor();
      expect(await first.getAttribute("data-code")).toBe("KeyT");
      // The "saved" note, at the window's bottom for a few seconds, may pass over "Restore the default
      // keys": the button stays pressable under it (a click there is the button's).
      await page
        .getByTestId("settings-saved")
        .filter({ hasText: "Keys for the PC Set Game: saved." })
        .waitFor();
      const underNote = await page.evaluate<string>(
        `(() => {
          const note = document.querySelector('[data-testid="settings-saved"]');
          const button = document.querySelector('[data-testid="keys-restore"]');
          const middle = (r) => (r.top + r.bottom) / 2;
          window.scrollBy({ top: middle(button.getBoundingClientRect()) - middle(note.getBoundingClientRect()), behavior: "instant" });
          const a = note.getBoundingClientRect();
          const b = button.getBoundingClientRect();
          const left = Math.max(a.left, b.left), right = Math.min(a.right, b.right);
          const top = Math.max(a.top, b.top), bottom = Math.min(a.bottom, b.bottom);
          if (left >= right || top >= bottom) return "the note is not over the button";
          const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
          return button.contains(hit) ? "the button" : hit.tagName + "." + hit.className;
        })()`,
      );
      expect(underNote).toBe("the button");
      expect(await first.getAttribute("aria-label")).toContain(": T.");
      await h.shots(page, "settings-keys-remapped");

      // At a table of two people on one keyboard, in the same browser.
      const table = await h.createTable({
        game: "set-pc",
        options: PC_OPTIONS,
        seats: [{ human: true }, { human: true }],
      });
      const tablePage = await context.newPage();
      await tablePage.goto(`${h.url}/table/${table.id}#t=${table.seatTokens.join(",")}`);
      await tablePage.locator(CARD).first().waitFor({ timeout: WAIT_MS });
      const slot0 = tablePage.getByTestId("slot-0");
      // Its name says which keys press it: T for player A now, U for player B.
      expect(await tablePage.getByRole("button", { name: /key T or U/ }).getAttribute("data-slot")).toBe("0");
      // Q first (the old key: nothing), then T (the new one: player A's token on the first card). Had Q
      // still pressed the first card, T would have taken that token back.
      await tablePage.keyboard.press("KeyQ");
      await tablePage.keyboard.press("KeyT");
      await tablePage.getByTestId("token-0-0").waitFor({ timeout: WAIT_MS });
      await expect.poll(() => slot0.getAttribute("data-tokens"), poll).toBe("0");
      // Player B's keys are as they were: U presses the same card for seat 1.
      await tablePage.keyboard.press("KeyU");
      await expect.poll(() => slot0.getAttribute("data-tokens"), poll).toBe("0,1");
      await h.screenshot(tablePage, "settings-keys-at-table");

      // Restore the defaults: Q is player A's first key again.
      await page.getByRole("button", { name: "Restore the default keys" }).click();
      await said.filter({ hasText: "The default keys are back." }).waitFor();
      expect(await first.getAttribute("data-code")).toBe("KeyQ");
    },
  );

  it.skipIf(!can || !clientHas("ruhd table", "ruhd-table", "cell-"))(
    "with sounds on, a turn-based table chimes at the person's turn and taps for the other seat's move",
    async () => {
      const context = await h.context();
      // Sounds on, and every sound kept from the page's first moment.
      await context.addInitScript({
        content: `if (location.protocol === "http:") {
          localStorage.setItem("parlor.settings", JSON.stringify({ sound: true }));
          window.heard = [];
          window.addEventListener("parlor:sound", (event) => window.heard.push(event.detail));
        }`,
      });
      const table = await h.createTable({
        game: "ruhd",
        options: { firstPlayer: 0 },
        seats: [{ human: true }, { bot: "greedy" }],
      });
      const page = await context.newPage();
      await page.goto(`${h.url}/table/${table.id}#t=${table.seatTokens[0]}`);
      const heard = () => heardSounds(page);
      // The first turn is the person's.
      await expect.poll(heard, { ...poll, message: "the first turn's chime" }).toEqual(["turn"]);
      await page.locator('[data-testid="ruhd-table"][data-my-turn="true"]').waitFor({ timeout: WAIT_MS });
      // The person's placement makes no sound here; the bot's does, then the turn comes back.
      await page.keyboard.press("Digit1");
      const cell = page.locator('[data-testid^="cell-"]').first();
      await cell.hover();
      await page.getByTestId("preview-tile").waitFor({ timeout: WAIT_MS });
      await cell.click();
      // (The bot's move and the view giving the turn back come in either order: the same moment.)
      await expect.poll(async () => [...(await heard())].sort(), poll).toEqual(["card", "turn", "turn"]);
    },
  );

  it.skipIf(!can)("the language choice changes the page's language at once, and it stays", async () => {
    const page = await h.page({ locale: "en-US" });
    await openSettings(page);
    expect(await html(page, "lang")).toBe("en");
    await page.getByRole("radio", { name: "Français" }).check();
    await page.getByRole("heading", { level: 1, name: "Réglages" }).waitFor();
    expect(await html(page, "lang")).toBe("fr");
    await page.getByTestId("settings-saved").filter({ hasText: "Langue : enregistré." }).waitFor();
    await page.reload();
    await page.getByRole("heading", { level: 1, name: "Réglages" }).waitFor();
    expect(await page.getByRole("radio", { name: "Français" }).isChecked()).toBe(true);
    await page.getByRole("radio", { name: "Português (Brasil)" }).check();
    await page.getByRole("heading", { level: 1, name: "Configurações" }).waitFor();
    expect(await html(page, "lang")).toBe("pt-BR");
    await h.screenshot(page, "settings-pt-BR");
  });
});

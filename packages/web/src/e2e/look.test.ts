/**
 * Parlor's look in a real browser (issue 16): every screen of the design's area at 1280×800 and
 * 390×844, shot in light and dark and checked by axe-core (no serious or critical violation in either
 * theme); the site's header (the theme toggle remembered across a reload, the system's dark scheme
 * followed on a first visit; the sound toggle off on a first visit, then on and remembered); the favicon
 * served; keyboard hints hidden on a touch phone and shown on a desktop; the modal dialog keeping the
 * focus inside and closing on Escape.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, THEMES, WAIT_MS, type Harness } from "./harness.js";

const h = setupBrowser();

const poll = { timeout: WAIT_MS, interval: 100 };

/** A screen of the site: how to open it (and wait until it is drawn). */
interface Screen {
  readonly name: string;
  readonly open: (page: Page, harness: Harness) => Promise<void>;
}

/** Opens `path` and waits for the element with `testId`. */
const at =
  (path: string, testId: string) =>
  async (page: Page, harness: Harness): Promise<void> => {
    await page.goto(`${harness.url}${path}`);
    await page.getByTestId(testId).waitFor({ timeout: WAIT_MS });
  };

/** Sits at a new table of `game` against bots and waits for its board. */
const table =
  (game: string, bots: number, board: string) =>
  async (page: Page, harness: Harness): Promise<void> => {
    const made = await harness.createTable({
      game,
      seats: [{ human: true }, ...Array.from({ length: bots }, () => ({ bot: "basic" }))],
    });
    await page.goto(`${harness.url}/table/${made.id}#t=${made.seatTokens[0]}`);
    await page.getByTestId(board).waitFor({ timeout: WAIT_MS });
  };

const SCREENS: readonly Screen[] = [
  {
    name: "lobby",
    open: async (page, harness) => {
      await at("/", "lobby")(page, harness);
      await page.getByTestId("game-set-pc").waitFor({ timeout: WAIT_MS });
    },
  },
  { name: "account", open: at("/account", "account-page") },
  {
    name: "player",
    open: async (page, harness) => {
      await at("/player/bot-ruhd-greedy", "player-page")(page, harness);
      await expect.poll(() => page.getByTestId("player-name").innerText(), poll).not.toBe("");
    },
  },
  {
    name: "leaderboard",
    open: async (page, harness) => {
      await at("/leaderboard/set-pc", "leaderboard-page")(page, harness);
      await page.getByTestId("leaderboard-loading").waitFor({ state: "detached", timeout: WAIT_MS });
    },
  },
  { name: "tarot-calculator", open: at("/tarot/calculator", "tarot-calculator") },
  { name: "buraco-scorepad", open: at("/buraco/scorepad", "buraco-scorepad") },
  { name: "tarot-table", open: table("tarot", 3, "tarot-table") },
  { name: "buraco-table", open: table("buraco", 1, "buraco-table") },
];

/**
 * The page's globals as these tests read them (the browser tests are type-checked without the DOM's
 * types): written as casts of `globalThis` inside each `page.evaluate`, which runs in the page.
 */
interface PageGlobals {
  readonly document: {
    readonly documentElement: { readonly dataset: Readonly<Record<string, string | undefined>> };
    readonly activeElement: { readonly id: string; getAttribute(name: string): string | null } | null;
  };
  readonly localStorage: { getItem(key: string): string | null };
  addEventListener(type: string, listener: (event: { readonly detail?: unknown }) => void): void;
  heard?: string[];
}

/** The page's theme as drawn (`<html data-theme>`). */
const theme = (page: Page): Promise<string | undefined> =>
  page.evaluate(() => (globalThis as unknown as PageGlobals).document.documentElement.dataset.theme);

/** Shows the page in the system's `scheme` and waits until it follows. */
async function scheme(page: Page, want: (typeof THEMES)[number]): Promise<void> {
  await page.emulateMedia({ colorScheme: want });
  await expect.poll(() => theme(page), poll).toBe(want);
}

/** The parsed settings this device keeps. */
const stored = (page: Page): Promise<Record<string, unknown>> =>
  page.evaluate(
    () =>
      JSON.parse(
        (globalThis as unknown as PageGlobals).localStorage.getItem("parlor.settings") ?? "{}",
      ) as Record<string, unknown>,
  );

/** The `data-testid` of the focused element. */
const focused = (page: Page): Promise<string | null> =>
  page.evaluate(
    () => (globalThis as unknown as PageGlobals).document.activeElement?.getAttribute("data-testid") ?? null,
  );

describe.skipIf(noClient !== null)("the look: every screen in both themes, the header, the dialog", () => {
  const can = clientHas("the look", "site-header", "theme-toggle", "sound-toggle", "skip-link");

  for (const screen of SCREENS) {
    it.skipIf(!can)(
      `${screen.name}: shot at desktop and phone size, no serious axe violation in light or dark`,
      async () => {
        for (const [size, options] of [
          ["desktop", {}],
          ["phone", PHONE],
        ] as const) {
          const page = await h.filePage(options);
          await screen.open(page, h);
          await page.getByTestId("site-header").waitFor({ timeout: WAIT_MS });
          await h.shots(page, `look-${screen.name}-${size}`);
          for (const want of THEMES) {
            await scheme(page, want);
            expect(await h.axe(page), `${screen.name} at ${size} size in ${want}`).toEqual([]);
          }
          // The header stays one slim row (≤ 56 px), so a table still fits the window.
          const header = await page.getByTestId("site-header").boundingBox();
          expect(header?.height ?? Infinity).toBeLessThanOrEqual(56);
        }
      },
      WAIT_MS * 3,
    );
  }

  it.skipIf(!can)(
    "the theme toggle switches <html data-theme> and is remembered; a dark system starts dark",
    async () => {
      const page = await h.page({ colorScheme: "light" });
      await page.goto(h.url);
      const toggle = page.getByTestId("theme-toggle");
      await toggle.waitFor({ timeout: WAIT_MS });
      expect(await theme(page)).toBe("light");
      expect(await toggle.getAttribute("aria-label")).toBe("Switch to the dark theme");
      await toggle.click();
      await expect.poll(() => theme(page), poll).toBe("dark");
      expect((await stored(page)).theme).toBe("dark");
      expect(await toggle.getAttribute("aria-label")).toBe("Switch to the light theme");
      // Remembered: a reload in a light system still shows the chosen dark theme.
      await page.reload();
      await toggle.waitFor({ timeout: WAIT_MS });
      expect(await theme(page)).toBe("dark");
      await toggle.click();
      await expect.poll(() => theme(page), poll).toBe("light");

      // A first visit from a system in dark mode starts dark, before anything is chosen.
      const night = await h.page({ colorScheme: "dark" });
      await night.goto(h.url);
      expect(await theme(night)).toBe("dark");
      await night.getByTestId("theme-toggle").waitFor({ timeout: WAIT_MS });
      expect(await night.getByTestId("theme-toggle").getAttribute("data-shown")).toBe("dark");
      expect((await stored(night)).theme).toBeUndefined();
    },
    WAIT_MS,
  );

  it.skipIf(!can)(
    "the sound toggle is off on a first visit, turns sounds on (one plays) and is remembered",
    async () => {
      const page = await h.page();
      await page.addInitScript(() => {
        const heard: string[] = [];
        const page = globalThis as unknown as PageGlobals;
        page.heard = heard;
        page.addEventListener("parlor:sound", (event) => heard.push(String(event.detail)));
      });
      await page.goto(h.url);
      const toggle = page.getByTestId("sound-toggle");
      await toggle.waitFor({ timeout: WAIT_MS });
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      // Named in words for screen readers (the icon alone says nothing).
      expect(await toggle.ariaSnapshot()).toMatch(/^- button "Sounds"/);
      await toggle.click();
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      expect((await stored(page)).sound).toBe(true);
      await expect
        .poll(() => page.evaluate(() => (globalThis as unknown as PageGlobals).heard), poll)
        .toEqual(["turn"]);
      await page.reload();
      await toggle.waitFor({ timeout: WAIT_MS });
      expect(await toggle.getAttribute("aria-pressed")).toBe("true");
      // Off again: silent, and remembered so.
      await toggle.click();
      expect(await toggle.getAttribute("aria-pressed")).toBe("false");
      expect((await stored(page)).sound).toBe(false);
    },
    WAIT_MS,
  );

  it.skipIf(!can)(
    "the favicon is served; keyboard hints show on a desktop and hide on a touch phone",
    async () => {
      const icon = await fetch(`${h.url}/favicon.svg`);
      expect(icon.status).toBe(200);
      expect(icon.headers.get("content-type")).toMatch(/svg/);
      expect(await icon.text()).toMatch(/^<svg/);

      const desktop = await h.page();
      await desktop.goto(`${h.url}/tarot/calculator`);
      await desktop.getByTestId("tarot-calculator").waitFor({ timeout: WAIT_MS });
      expect(await desktop.locator('link[rel="icon"]').getAttribute("href")).toBe("/favicon.svg");
      const metas = await desktop.locator('meta[name="theme-color"]').count();
      expect(metas).toBe(2);
      const hint = desktop.locator("[data-testid=undo] kbd");
      expect(await hint.isVisible()).toBe(true);

      const phone = await h.page(PHONE);
      await phone.goto(`${h.url}/tarot/calculator`);
      await phone.getByTestId("tarot-calculator").waitFor({ timeout: WAIT_MS });
      expect(await phone.locator("[data-testid=undo] kbd").count()).toBe(1);
      expect(await phone.locator("[data-testid=undo] kbd").isVisible()).toBe(false);
    },
    WAIT_MS,
  );

  it.skipIf(!can)(
    "the header: a skip link first, the navigation marks where the page is; on a phone one row with a menu",
    async () => {
      const page = await h.page();
      await page.goto(`${h.url}/leaderboard/set-pc`);
      await page.getByTestId("leaderboard-page").waitFor({ timeout: WAIT_MS });
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("skip-link");
      await page.keyboard.press("Enter");
      expect(
        await page.evaluate(() => (globalThis as unknown as PageGlobals).document.activeElement?.id),
      ).toBe("content");
      expect(await page.getByTestId("nav-leaderboards").getAttribute("aria-current")).toBe("page");
      expect(await page.getByTestId("nav-play").getAttribute("aria-current")).toBeNull();
      await page.getByTestId("site-logo").click();
      await page.getByTestId("lobby").waitFor({ timeout: WAIT_MS });
      expect(await page.getByTestId("nav-play").getAttribute("aria-current")).toBe("page");
      // One language menu, in the header.
      expect(await page.getByTestId("language").count()).toBe(1);

      const phone = await h.page(PHONE);
      await phone.goto(h.url);
      await phone.getByTestId("lobby").waitFor({ timeout: WAIT_MS });
      const menu = phone.getByTestId("site-menu-button");
      expect(await phone.getByTestId("nav-rules").isVisible()).toBe(false);
      expect(await menu.getAttribute("aria-expanded")).toBe("false");
      await menu.click();
      expect(await menu.getAttribute("aria-expanded")).toBe("true");
      expect(await phone.getByTestId("nav-rules").isVisible()).toBe(true);
      expect(await phone.getByTestId("language").isVisible()).toBe(true);
      for (const want of THEMES) {
        await scheme(phone, want);
        expect(await h.axe(phone), `the phone's open menu in ${want}`).toEqual([]);
      }
      await h.shots(phone, "look-menu-phone");
      await phone.getByTestId("nav-leaderboards").click();
      await phone.getByTestId("leaderboard-page").waitFor({ timeout: WAIT_MS });
      expect(await phone.getByTestId("nav-rules").isVisible()).toBe(false);
      // Each toggle stays in view on a phone, in one row of the header.
      const header = await phone.getByTestId("site-header").boundingBox();
      for (const id of ["site-logo", "site-menu-button", "theme-toggle", "sound-toggle"]) {
        const box = await phone.getByTestId(id).boundingBox();
        expect(box, id).not.toBeNull();
        expect(box?.y ?? -1).toBeGreaterThanOrEqual(header?.y ?? 0);
        expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(
          (header?.y ?? 0) + (header?.height ?? 0),
        );
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
      }
    },
    WAIT_MS,
  );

  it.skipIf(!can || !clientHas("the resign dialog", "resign-confirm"))(
    "a dialog (resigning) keeps the focus inside, is labelled by its title, closes on Escape and gives the focus back",
    async () => {
      const page = await h.page();
      await table("buraco", 1, "buraco-table")(page, h);
      const open = page.getByTestId("resign");
      await open.click();
      const dialog = page.getByTestId("resign-dialog");
      await expect.poll(() => dialog.isVisible(), poll).toBe(true);
      expect(await page.getByRole("dialog", { name: "Resign this match?" }).count()).toBe(1);
      expect(await focused(page)).toBe("resign-cancel");
      // Tab goes round the dialog's two buttons, never out of it.
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("resign-confirm");
      await page.keyboard.press("Tab");
      expect(await focused(page)).toBe("resign-cancel");
      await page.keyboard.press("Shift+Tab");
      expect(await focused(page)).toBe("resign-confirm");
      for (const want of THEMES) {
        await scheme(page, want);
        expect(await h.axe(page), `the open dialog in ${want}`).toEqual([]);
      }
      await h.shots(page, "look-dialog-desktop");
      await page.keyboard.press("Escape");
      await expect.poll(() => dialog.isVisible(), poll).toBe(false);
      expect(await focused(page)).toBe("resign");
      // Still playing: nothing was resigned.
      expect(await page.getByTestId("resigned").count()).toBe(0);
    },
    WAIT_MS,
  );
});

/**
 * The lobby in a real browser (issue 16): each game's tile with its picture; "Play now" reaches a live
 * table against the game's default bot in one click; the options form refuses what the game's schema
 * refuses, in words beside the field, and keeps Create disabled meanwhile; durations are shown and
 * typed in seconds and the table gets milliseconds; presets fill the form; a table needing a player
 * shows in another person's lobby; screenshots at desktop and phone sizes in both themes, and axe-core
 * finds no serious or critical violation in either theme.
 */
import Database from "better-sqlite3";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { clientHas, noClient, PHONE, setupBrowser, THEMES, WAIT_MS } from "./harness.js";

const h = setupBrowser();
const poll = { timeout: WAIT_MS, interval: 100 };

interface Summary {
  readonly status: string;
  readonly seats: readonly ({ readonly bot: string } | { readonly human: true; readonly joined: boolean })[];
}

async function summary(id: string): Promise<Summary> {
  return (await (await fetch(`${h.url}/api/tables/${encodeURIComponent(id)}`)).json()) as Summary;
}

/** The options the server stored for a table (what the engine parsed, defaults included). */
function storedOptions(id: string): Record<string, unknown> {
  const db = new Database(h.dbFile, { readonly: true });
  try {
    const row = db.prepare("SELECT options FROM tables WHERE id = ?").get(id) as { options: string };
    return JSON.parse(row.options) as Record<string, unknown>;
  } finally {
    db.close();
  }
}

const tableId = (page: Page): string =>
  decodeURIComponent(new URL(page.url()).pathname.slice("/table/".length));

/**
 * axe-core's serious and critical findings with the page in `scheme`, once the theme has switched and
 * its colour transitions have run (axe reads the colours as they are at that moment).
 */
async function axeIn(page: Page, scheme: (typeof THEMES)[number]) {
  await page.emulateMedia({ colorScheme: scheme });
  await page.locator(`html[data-theme="${scheme}"]`).waitFor({ state: "attached" });
  await expect
    .poll(
      () => page.evaluate<number>('document.getAnimations().filter((a) => a.playState === "running").length'),
      poll,
    )
    .toBe(0);
  return h.axe(page);
}

async function lobby(page: Page): Promise<void> {
  await page.goto(h.url);
  await page.getByTestId("play-now-buraco").waitFor({ timeout: WAIT_MS });
}

/** What shows that a game's table is live on the page. */
const LIVE: Readonly<Record<string, string>> = {
  "set-pc": '[data-slot][data-card]:not([data-card=""])',
  "set-classic": '[data-slot][data-card]:not([data-card=""])',
  ruhd: '[data-testid="ruhd-board"]',
  tarot: '[data-testid="tarot-table"]',
  buraco: '[data-testid="buraco-table"]',
};

describe.skipIf(noClient !== null)("the lobby", () => {
  const can = clientHas("lobby", "play-now-", "option-preset-", "setup-", "data-picture");

  for (const game of Object.keys(LIVE)) {
    it.skipIf(!can)(`"Play now" reaches a live ${game} table against a bot in one click`, async () => {
      const page = await h.filePage();
      await lobby(page);
      expect(await page.locator(`[data-testid="game-${game}"] svg[data-picture="${game}"]`).count()).toBe(1);
      await page.getByTestId(`play-now-${game}`).click();
      await page.waitForURL(/\/table\/[^/]+$/, { timeout: WAIT_MS });
      const id = tableId(page);
      await page.locator(LIVE[game]!).first().waitFor({ timeout: WAIT_MS });
      const table = await summary(id);
      expect(table.status).toBe("playing");
      expect(table.seats[0]).toMatchObject({ human: true, joined: true });
      expect(table.seats.slice(1).every((s) => "bot" in s)).toBe(true);
      expect(table.seats.length).toBe(game === "tarot" ? 4 : 2);
    });
  }

  it.skipIf(!can)("each game's tile links to its rules page, and to its lesson", async () => {
    const page = await h.filePage();
    await lobby(page);
    const link = page.getByRole("link", { name: "Rules of Ruhd" });
    expect(await link.getAttribute("href")).toBe("/rules/ruhd");
    await link.click();
    await page.waitForURL(/\/rules\/ruhd$/, { timeout: WAIT_MS });
    await page.locator('[data-testid="rules-page"][data-game="ruhd"]').waitFor({ timeout: WAIT_MS });
    // The find-the-set lesson, from the SET games' tiles (not only from their rules).
    await page.goBack();
    const learn = page.getByRole("link", { name: /^Learn to play PC Set Game/ });
    expect(await learn.getAttribute("href")).toBe("/learn");
    // French Tarot, Buraco and Ruhd have lessons of their own.
    for (const game of ["tarot", "buraco", "ruhd"])
      expect(await page.getByTestId(`learn-${game}`).getAttribute("href")).toBe(`/learn/${game}`);
    await learn.click();
    await page.waitForURL(/\/learn$/, { timeout: WAIT_MS });
    await page.getByTestId("learn").waitFor({ timeout: WAIT_MS });
  });

  it.skipIf(!can)(
    "refuses Feature Count 9 and Rows 0 in words beside the field, with Create disabled and why",
    async () => {
      const page = await h.filePage();
      await lobby(page);
      await page.getByTestId("setup-set-pc").click();
      await page.locator("details.options summary").click();
      const create = page.getByTestId("create-table");
      expect(await create.isEnabled()).toBe(true);
      // Every option lies in the page: no box between an option and the page scrolls by itself (one
      // cut "Columns" in half).
      const scrollers = await page.evaluate<string[]>(
        `(() => {
          const boxes = [];
          let e = document.querySelector('[data-testid="option-columns"]').parentElement;
          for (; e && e !== document.scrollingElement; e = e.parentElement)
            if (/auto|scroll/.test(getComputedStyle(e).overflowY) && e.scrollHeight > e.clientHeight + 1)
              boxes.push(e.tagName + "." + String(e.className));
          return boxes;
        })()`,
      );
      expect(scrollers).toEqual([]);
      // A switch sits beside its words, not above them.
      const hints = (await page.getByTestId("option-hints").boundingBox())!;
      const hintsLabel = (await page.locator('label[for="option-hints"]').boundingBox())!;
      expect(hints.x + hints.width).toBeLessThanOrEqual(hintsLabel.x);
      expect(hints.y + hints.height / 2).toBeGreaterThan(hintsLabel.y);
      expect(hints.y + hints.height / 2).toBeLessThan(hintsLabel.y + hintsLabel.height);

      const features = page.getByTestId("option-featureCount");
      await features.fill("9");
      await expect
        .poll(() => page.getByTestId("option-featureCount-problem").innerText(), poll)
        .toBe("At most 8.");
      expect(await features.getAttribute("aria-invalid")).toBe("true");
      expect(await features.getAttribute("aria-describedby")).toContain("option-featureCount-problem");
      expect(await create.isDisabled()).toBe(true);
      expect(await page.getByTestId("create-reason").innerText()).toBe(
        "Fix this option first: Features per card.",
      );

      const rows = page.getByTestId("option-rows");
      await rows.fill("0");
      await expect.poll(() => page.getByTestId("option-rows-problem").innerText(), poll).toBe("At least 1.");
      expect(await page.getByTestId("create-reason").innerText()).toBe(
        "Fix these options first: Features per card and Rows.",
      );
      // No raw key, no validator message anywhere in the form.
      const form = await page.getByTestId("options-form").innerText();
      expect(form).not.toMatch(/FeatureCount|featureCount|\bms\b/);
      await h.shots(page, "lobby-options-invalid");
      for (const scheme of THEMES) expect(await axeIn(page, scheme), `axe, ${scheme}`).toEqual([]);

      await features.fill("4");
      await rows.fill("3");
      await expect.poll(() => create.isEnabled(), poll).toBe(true);
      expect(await page.getByTestId("option-rows-problem").count()).toBe(0);
      expect(await features.getAttribute("aria-invalid")).toBeNull();
    },
  );

  it.skipIf(!can)("shows seconds and the table gets milliseconds; presets fill the form", async () => {
    const page = await h.filePage();
    await lobby(page);
    await page.getByTestId("setup-set-pc").click();
    // A bot's level named short in the seat's choice, what it plays like said under it.
    const bot = page.getByTestId("seat-select-1");
    expect(await bot.locator("option:checked").innerText()).toBe("Bot: medium");
    expect(await page.getByTestId("seat-bot-1").innerText()).toBe("a regular player; rarely wrong");
    expect(await bot.getAttribute("aria-describedby")).toBe("seat-1-bot");
    await bot.selectOption("bot:random");
    await page.getByTestId("seat-bot-1").filter({ hasText: "presses random slots" }).waitFor();
    await page.getByTestId("preset-bot").click();
    await page.locator("details.options summary").click();
    const countdown = page.getByTestId("option-turnTimeout");
    expect(await countdown.inputValue()).toBe("60");
    expect(await page.getByTestId("option-turnTimeout-unit").innerText()).toBe("s");
    expect(await page.getByTestId("option-tableDelay").inputValue()).toBe("0.1");
    expect(await page.getByTestId("option-preset-classic").getAttribute("aria-pressed")).toBe("true");

    // Quick fills the form with its values, in seconds.
    await page.getByTestId("option-preset-quick").click();
    expect(await countdown.inputValue()).toBe("30");
    expect(await page.getByTestId("option-featureCount").inputValue()).toBe("3");
    expect(await page.getByTestId("option-pointFreeze").inputValue()).toBe("0.5");
    expect(await page.getByTestId("option-preset-quick").getAttribute("aria-pressed")).toBe("true");
    expect(await page.getByTestId("option-preset-classic").getAttribute("aria-pressed")).toBe("false");
    // Relaxed: no countdown, hints on.
    await page.getByTestId("option-preset-relaxed").click();
    expect(await countdown.inputValue()).toBe("0");
    expect(await page.getByTestId("option-hints").isChecked()).toBe(true);
    expect(await page.getByTestId("option-featureCount").inputValue()).toBe("4");
    // Classic puts the rulebook's numbers back.
    await page.getByTestId("option-preset-classic").click();
    expect(await countdown.inputValue()).toBe("60");
    expect(await page.getByTestId("option-hints").isChecked()).toBe(false);

    // Typed in seconds (a decimal comma too), sent in milliseconds.
    await countdown.fill("45");
    await page.getByTestId("option-pointFreeze").fill("1,5");
    expect(await page.getByTestId("option-preset-classic").getAttribute("aria-pressed")).toBe("false");
    await page.getByTestId("preset-bot").click();
    const made = page.waitForRequest(
      (r) => r.method() === "POST" && new URL(r.url()).pathname === "/api/tables",
    );
    await page.getByTestId("create-table").click();
    const sent = JSON.parse((await made).postData() ?? "{}") as { options: Record<string, unknown> };
    expect(sent.options).toMatchObject({ turnTimeout: 45_000, pointFreeze: 1_500, featureCount: 4 });
    await page.waitForURL(/\/table\/[^/]+$/, { timeout: WAIT_MS });
    const stored = storedOptions(tableId(page));
    expect(stored).toMatchObject({ turnTimeout: 45_000, pointFreeze: 1_500, penaltyFreeze: 3_000 });
  });

  it.skipIf(!can)(
    "a table needing a player appears in another person's lobby, to join or watch",
    async () => {
      const host = await h.page();
      await lobby(host);
      await host.getByTestId("setup-ruhd").click();
      await host.getByTestId("preset-online").click();
      // Who starts, by seat: at random or one of the table's two seats.
      await host.locator("details.options summary").click();
      expect(await host.getByTestId("option-firstPlayer").locator("option").allInnerTexts()).toEqual([
        "At random",
        "Seat 1",
        "Seat 2",
      ]);
      await host.getByTestId("create-table").click();
      await host.getByTestId("waiting-room").waitFor({ timeout: WAIT_MS });
      const id = tableId(host);

      const other = await h.page();
      await lobby(other);
      const need = other.getByTestId(`need-${id}`);
      await need.waitFor({ timeout: WAIT_MS });
      expect(await need.innerText()).toContain("Ruhd");
      expect(await need.innerText()).toContain("1 free seat");
      expect(await need.locator('svg[data-picture="ruhd"]').count()).toBe(1);
      // Join, by keyboard: the table opens with the focus on its heading, and seats you at once.
      await other.getByTestId(`join-${id}`).press("Enter");
      await other.waitForURL(new RegExp(`/table/${id}$`), { timeout: WAIT_MS });
      await expect
        .poll(
          () => other.evaluate<string | null>('document.activeElement?.getAttribute("data-testid") ?? null'),
          poll,
        )
        .toBe("table-title");
      await expect.poll(() => other.getByTestId("seat-name-1").innerText(), poll).toMatch(/^you\b/);
      expect(await other.getByTestId("take-seat-1").count()).toBe(0);
      await expect.poll(() => host.getByTestId("seat-1").getAttribute("data-free"), poll).toBe("false");
    },
  );

  it.skipIf(!can)(
    "in French, every tile's words fit in it at a desktop's and a phone's size; Tarot sets up 4 seats",
    async () => {
      for (const [size, options] of [
        ["desktop", undefined],
        ["phone", PHONE],
      ] as const) {
        const page = await h.page({ ...options, locale: "fr-FR" });
        await lobby(page);
        expect(await page.getByTestId("kind-tarot").innerText()).toBe("Jeu de cartes à plis");
        // Whatever lies outside its tile, or is wider than its own box ("Préparer une table" was).
        const spills = await page.evaluate<string[]>(
          `[...document.querySelectorAll(".game-tile")].flatMap((tile) => {
            const box = tile.getBoundingClientRect();
            return [tile, ...tile.querySelectorAll("*:not(svg *)")]
              .filter((e) => {
                const r = e.getBoundingClientRect();
                return r.left < box.left - 1 || r.right > box.right + 1 || e.scrollWidth > e.clientWidth + 1;
              })
              .map((e) => tile.dataset.testid + " " + e.tagName + ": " + e.textContent.trim().slice(0, 30));
          })`,
        );
        expect(spills, size).toEqual([]);
        await h.screenshot(page, `lobby-fr-${size}`);
        if (size === "desktop") {
          // The form starts French Tarot at the size "Play now" plays it: 4.
          await page.getByTestId("setup-tarot").click();
          await page.getByTestId("setup-game").filter({ hasText: "Tarot" }).waitFor();
          expect(await page.getByTestId("seats").locator("select").count()).toBe(4);
        }
      }
    },
  );

  it.skipIf(!can)(
    "looks right at a desktop's and a phone's size, in both themes, with no axe violation",
    async () => {
      // A finished match for the recent matches' list.
      const quick = { featureCount: 2, rows: 1, columns: 3, turnTimeout: 0, tableDelay: 0, pointFreeze: 0 };
      const done = await h.createTable({
        game: "set-pc",
        options: quick,
        seats: [{ bot: "random" }, { bot: "random" }],
      });
      await expect
        .poll(async () => (await summary(done.id)).status, { timeout: WAIT_MS, interval: 200 })
        .toBe("finished");

      for (const [size, options] of [
        ["desktop", undefined],
        ["phone", PHONE],
      ] as const) {
        const page = await h.page(options);
        await lobby(page);
        await page.getByTestId(`match-${done.id}`).waitFor({ timeout: WAIT_MS });
        // Every tile's picture and both actions are there.
        for (const game of [
          "set-classic",
          "set-pc",
          "set-patterns",
          "set-super",
          "ruhd",
          "tarot",
          "buraco",
        ]) {
          expect(await page.locator(`[data-testid="game-${game}"] svg[data-picture]`).count()).toBe(1);
          await page.getByTestId(`setup-${game}`).waitFor();
        }
        if (size === "desktop") {
          // The games and the set-up form share the first screen: both tiles' rows and Create in view.
          const create = await page.getByTestId("setup").boundingBox();
          const lastTile = await page.getByTestId("game-buraco").boundingBox();
          expect(create!.x).toBeGreaterThan(lastTile!.x + lastTile!.width - 1);
          expect(lastTile!.y + lastTile!.height).toBeLessThanOrEqual(800);
        } else {
          // One column, big touch targets.
          const play = await page.getByTestId("play-now-tarot").boundingBox();
          expect(play!.height).toBeGreaterThanOrEqual(44);
          // Nothing wider than the screen.
          const wide = await page.evaluate<string[]>(
            `[...document.querySelectorAll("body *")]
              .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
              .map((e) => e.tagName + "." + String(e.className))`,
          );
          expect(wide).toEqual([]);
        }
        await h.shots(page, `lobby-${size}`);
        for (const scheme of THEMES) expect(await axeIn(page, scheme), `axe, ${size}, ${scheme}`).toEqual([]);
      }
    },
  );
});
